"""Null and the empty string stay apart in every output format.

CSV by ``dissector.tables.output.CSV_QUOTING``: a null is an empty field left bare,
a string is quoted, so the empty string is ``""`` (PostgreSQL's convention).
pandas' own ``read_csv`` reads both as NaN, so the files are read back with
pyarrow's CSV reader told that a quoted empty string is not null, then
turned into pandas DataFrames.  JSON has ``null`` and ``""``; Parquet has
nulls.  Real values: the Fetch v16 request of captures/clients.pcap (frame
391) sends ``cluster_id`` null and ``rack_id`` ""; its client_id rewritten as
"" and as null (the header's int16 length 0 and -1) gives the read table both.
"""

from __future__ import annotations

import json
import struct

import pandas as pd
import pyarrow.csv as pacsv
import pytest

import dissector

from helpers import CLIENTS, kmirror, tcp_conversation


def read_back(path) -> pd.DataFrame:
    """A CSV of ours as pandas, with null and "" kept apart (pyarrow's reader)."""
    opts = pacsv.ConvertOptions(strings_can_be_null=True, quoted_strings_can_be_null=False)
    return pacsv.read_csv(path, convert_options=opts).to_pandas()


@pytest.mark.slow
def test_fields_csv_and_json_keep_null_and_empty(tmp_path):
    out = tmp_path / "f.csv"
    r = kmirror("fields", str(CLIENTS), "--frame", "391", "--format", "csv", "-o", str(out))
    assert r.returncode == 0, r.stderr
    text = out.read_text().splitlines()
    assert text[0] == "frame,tcp_stream,direction,api_name,api_key,correlation_id,path,value," + (
        "error_name,state_name"
    )
    assert text[1] == '391,19,"request","Fetch",1,18,"cluster_id",,,'  # null: a bare empty field
    assert '391,19,"request","Fetch",1,18,"rack_id","",,' in text  # "": quoted
    df = read_back(out)
    by_path = dict(zip(df.path, df.value, strict=True))
    assert pd.isna(by_path["cluster_id"])
    assert by_path["rack_id"] == ""
    assert df.error_name.isna().all()  # a null column, not empty strings
    # pandas' own reader merges them: why the files are read with pyarrow here
    plain = pd.read_csv(out)
    assert plain.loc[plain.path == "rack_id", "value"].isna().all()
    j = tmp_path / "f.json"
    assert (
        kmirror(
            "fields", str(CLIENTS), "--frame", "391", "--format", "json", "-o", str(j)
        ).returncode
        == 0
    )
    rows = {r["path"]: r["value"] for r in json.loads(j.read_text())}
    assert rows["cluster_id"] is None and rows["rack_id"] == ""


@pytest.fixture(scope="module")
def client_ids(tmp_path_factory):
    """A capture of frame 391 sent three times: client_id as sent, "" and null."""
    from scapy.layers.inet import TCP
    from scapy.layers.l2 import Ether  # noqa: F401 - registers the link type
    from scapy.utils import rdpcap, wrpcap

    raw = bytes(rdpcap(str(CLIENTS))[390][TCP].payload)
    n = struct.unpack_from(">h", raw, 12)[0]
    assert raw[14 : 14 + n] == b"clients-confluent"
    rest = raw[14 + n :]
    frames = []
    for cid, corr in (
        (struct.pack(">h", n) + b"clients-confluent", 1),
        (b"\x00\x00", 2),
        (b"\xff\xff", 3),
    ):
        body = raw[4:8] + struct.pack(">i", corr) + cid + rest
        frames.append((True, struct.pack(">i", len(body)) + body))
    path = tmp_path_factory.mktemp("cid") / "client-ids.pcap"
    wrpcap(str(path), tcp_conversation(frames, start=1_700_000_000.0))
    return path


@pytest.mark.parametrize("fmt", ["csv", "json", "parquet"])
@pytest.mark.slow
def test_read_table_keeps_null_and_empty(tmp_path, client_ids, fmt):
    out = tmp_path / f"r.{fmt}"
    r = kmirror("read", str(client_ids), "--format", fmt, "-o", str(out))
    assert r.returncode == 0, r.stderr
    if fmt == "csv":
        lines = out.read_text().splitlines()
        assert lines[0].startswith("frame,time,tcp_stream,")
        assert ',"clients-confluent",' in lines[1] and ',"",' in lines[2]
        got = read_back(out)
    elif fmt == "json":
        got = pd.DataFrame(json.loads(out.read_text()))
    else:
        got = pd.read_parquet(out)
    assert got.correlation_id.tolist() == [1, 2, 3]
    cids = [None if pd.isna(v) else v for v in got.client_id]
    assert cids == ["clients-confluent", "", None]
    # expert is "" on clean rows (its contract), error_name null on requests
    assert got.expert.tolist() == ["", "", ""]
    assert got.error_name.isna().all()
    ref = dissector.read_capture(client_ids)
    assert [None if pd.isna(v) else v for v in ref.client_id] == cids


@pytest.mark.slow
def test_analysis_export_csv_nulls_match_parquet(tmp_path):
    a = dissector.analyze(CLIENTS, ports=[9092])
    a.export(tmp_path)
    checked = 0
    for name in ("messages", "exchanges"):
        pq = pd.read_parquet(tmp_path / f"{name}.parquet")
        cv = read_back(tmp_path / f"{name}.csv")
        assert list(cv.columns) == list(pq.columns) and len(cv) == len(pq)
        for c in pq.columns:
            if pq[c].dtype == object or str(pq[c].dtype) in ("string", "category"):
                assert cv[c].isna().tolist() == pq[c].isna().tolist(), (name, c)
                empty = (pq[c].astype("string") == "").fillna(False).tolist()
                assert (cv[c].astype("string") == "").fillna(False).tolist() == empty, (name, c)
                checked += 1
    assert checked >= 5


@pytest.mark.parametrize("fmt", ["csv", "json"])
@pytest.mark.slow
def test_fields_of_one_frame_keep_whole_numbers(fmt):
    """``fields --frame N`` gives the values ``fields`` gives for that frame: a frame whose
    values are only numbers and nulls kept its 0 as 0.0 (a new-user review)."""
    from helpers import CAPTURES

    args = ("fields", str(CAPTURES / "walkthrough.pcap"), "-p", "19092", "--mirror-only")
    one = kmirror(*args, "--frame", "146", "--format", fmt)
    every = kmirror(*args, "--format", fmt)
    assert one.returncode == every.returncode == 0, one.stderr + every.stderr
    if fmt == "csv":
        rows = [line for line in every.stdout.splitlines() if line.startswith("146,")]
        assert one.stdout.splitlines()[1:] == rows
        assert '"error_code",0,"NONE"' in one.stdout
    else:
        want = [r for r in json.loads(every.stdout) if r["frame"] == 146]
        got = json.loads(one.stdout)
        assert got == want
        assert [r["value"] for r in got if r["path"] == "error_code"] == [0]
        assert isinstance(got[0]["value"], int)


@pytest.mark.slow
def test_fields_of_a_frame_whose_body_did_not_decode_say_why():
    """clients.pcap frame 435: Tansu's DescribeUserScramCredentials response, malformed
    (``read --full`` flags it): ``fields --frame 435`` has no field to list and says which
    message the frame is and why, not where Kafka was looked for."""
    r = kmirror("fields", str(CLIENTS), "--frame", "435")
    assert r.returncode == 1 and r.stdout == ""
    assert r.stderr.strip() == (
        "kmirror: error: "
        f"{CLIENTS}: no decoded fields in the frames asked for: frame 435: "
        "DescribeUserScramCredentials response, body not decoded "
        "(nullable_violation@16;pdu_length_mismatch@17) (kmirror show --frame N shows the message)"
    )
