"""The committed capture captures/clients.pcap: three real clients against Tansu.

confluent-kafka, kafka-python and aiokafka talk to Tansu 0.6.0 on 9092 (see
captures/README.md and scripts/make_clients_capture.py).  Ground truth of what
the clients sent is captures/clients.sent.json.  These checks need only the
read table; record-batch contents are checked elsewhere.
"""

from __future__ import annotations

import json
import subprocess
from collections import Counter
from pathlib import Path

import pytest

import dissector

from helpers import CLIENTS as CAPTURE
from helpers import ROOT, needs_tshark

SENT = ROOT / "captures" / "clients.sent.json"
CODECS = {"none", "gzip", "snappy", "lz4", "zstd"}


@pytest.fixture(scope="module")
def df():
    # full=True: every standard body and record batch decoded, so every flag can show
    return dissector.read_capture(CAPTURE, ports=[9092], full=True)


@pytest.fixture(scope="module")
def sent():
    return json.loads(SENT.read_text())


def requests(df):
    return df[df["direction"] == "request"]


def test_capture_is_small():
    assert CAPTURE.stat().st_size < 1_500_000


def test_at_least_15_api_keys_and_exactly_the_expected_ones(df, sent):
    keys = set(requests(df)["api_key"].dropna().astype(int))
    assert len(keys) >= 15
    assert keys == {int(k) for k in sent["expected_api_keys"]}
    assert df["api_key"].notna().all()
    named = df.drop_duplicates("api_key").set_index("api_key")["api_name"].to_dict()
    for key, name in sent["expected_api_keys"].items():
        assert named[int(key)] == name, key


def test_three_client_ids(df, sent):
    ids = set(sent["client_ids"].values())
    assert ids == {"clients-confluent", "clients-kafka-python", "clients-aiokafka"}
    assert set(df["client_id"].dropna()) == ids
    assert df["client_id"].notna().all()
    for cid in ids:
        assert (requests(df)["client_id"] == cid).sum() > 20, cid


def test_expert_empty_except_known_broker_faults(df, sent):
    """Only Tansu's malformed DescribeUserScramCredentials response is flagged."""
    flagged = df[df["expert"] != ""]
    got = sorted(zip(flagged["api_key"], flagged["direction"], flagged["expert"], strict=True))
    want = sorted((f["api_key"], f["direction"], f["expert"]) for f in sent["broker_faults"])
    assert got == want
    for f in sent["broker_faults"]:
        rows = df[(df["api_key"] == f["api_key"]) & (df["direction"] == f["direction"])]
        assert (rows["expert"] == f["expert"]).all()


def test_matched_pairs_agree(df):
    req = requests(df)
    resp = df[df["direction"] == "response"]
    assert resp["request_frame"].notna().all()
    assert (resp["latency_ms"] >= 0).all()
    merged = resp.merge(req, left_on="request_frame", right_on="frame", suffixes=("", "_req"))
    assert len(merged) == len(resp)
    assert (merged["response_frame_req"] == merged["frame"]).all()
    assert (merged["frame"] > merged["frame_req"]).all()
    for col in ("tcp_stream", "correlation_id", "api_key", "api_version", "client_id"):
        assert (merged[col] == merged[f"{col}_req"]).all(), col
    assert len(req) == len(resp) + req["response_frame"].isna().sum()


def test_unanswered_requests_are_explained(df, sent):
    """No response only for acks=0, Tansu's DeleteRecords panic, or a client closing first."""
    req = requests(df)
    # kafka-python's acks=0 Produce: noted whether or not Tansu answers it (Tansu 0.6.0
    # does answer when the connection is still open, unlike Kafka).
    acks0 = req[req["notes"].str.contains("acks=0", regex=False)]
    assert len(acks0) >= 1
    assert set(acks0["api_key"]) == {0}
    assert set(acks0["client_id"]) == {"clients-kafka-python"}
    unanswered = req[req["response_frame"].isna()]
    assert (unanswered["notes"] != "").all()
    lost = unanswered[~unanswered.index.isin(acks0.index)]
    assert lost["notes"].str.startswith("unanswered").all()
    # Lost requests come last on their connection: every later request is lost too,
    # and no response to a later correlation id shows up.
    for row in lost.itertuples():
        stream = df[df["tcp_stream"] == row.tcp_stream]
        later = stream[stream["frame"] > row.frame]
        later_req = later[later["direction"] == "request"]
        assert later_req["response_frame"].isna().all(), row.frame
        later_resp = later[later["direction"] == "response"]
        assert (later_resp["correlation_id"] < row.correlation_id).all(), row.frame
    # Tansu panics on DeleteRecords: the request is on the wire, its answer never comes.
    on_wire = {r["api_key"] for r in sent["refused"] if r["on_wire"]}
    assert 21 in on_wire
    delete_records = req[req["api_key"] == 21]
    assert len(delete_records) >= 1
    assert delete_records["response_frame"].isna().all()
    assert set(delete_records["client_id"]) == {"clients-confluent"}


def test_tansu_refuses_aiokafka_init_producer_id(df):
    resp = df[(df["direction"] == "response") & (df["api_key"] == 22)]
    aio = resp[resp["client_id"] == "clients-aiokafka"]
    assert list(aio["error_name"]) == ["UNKNOWN_SERVER_ERROR"]
    assert (resp[resp["client_id"] != "clients-aiokafka"]["error_code"] == 0).all()


def test_sent_json_covers_every_codec_per_client(sent):
    assert set(sent["codecs"]) == CODECS
    assert set(sent["clients"]) == {"confluent-kafka", "kafka-python", "aiokafka"}
    for lib, client in sent["clients"].items():
        topics = client["topics"]
        assert {t["codec"] for t in topics.values()} == CODECS, lib
        for name, topic in topics.items():
            assert topic["codec_id"] == sent["codecs"].index(topic["codec"]), name
            assert set(topic["records"]) == {str(p) for p in range(topic["partitions"])}, name
            for part, records in topic["records"].items():
                assert [r["offset"] for r in records] == list(range(len(records))), (name, part)
                assert len(records) >= 4, (name, part)


# --------------------------------------------------------------------------- tshark


def tshark_requests(path: Path) -> dict[int, list[tuple[int, int]]]:
    """frame -> [(api_key, correlation_id), ...] of the requests tshark frames there."""
    cmd = [
        "tshark",
        "-n",
        "-r",
        str(path),
        "-d",
        "tcp.port==9092,kafka",
        "-T",
        "fields",
        "-E",
        "occurrence=a",
        "-e",
        "frame.number",
        "-e",
        "tcp.dstport",
        "-e",
        "kafka.api_key",
        "-e",
        "kafka.correlation_id",
    ]
    out = subprocess.run(cmd, capture_output=True, text=True, check=True, timeout=300).stdout
    frames = {}
    for line in out.splitlines():
        frame, dport, keys, corrs = line.split("\t")
        if dport != "9092" or not keys:
            continue
        pairs = list(
            zip(
                (int(k) for k in keys.split(",")),
                (int(c) for c in corrs.split(",")),
                strict=True,
            )
        )
        frames[int(frame)] = pairs
    return frames


@needs_tshark
def test_request_api_key_counts_agree_with_tshark(df):
    theirs = tshark_requests(CAPTURE)
    ours: dict[int, list[tuple[int, int]]] = {}
    for row in requests(df).itertuples():
        ours.setdefault(int(row.frame), []).append((int(row.api_key), int(row.correlation_id)))
    count_theirs = Counter(k for pairs in theirs.values() for k, _ in pairs)
    count_ours = Counter(k for pairs in ours.values() for k, _ in pairs)
    assert count_ours == count_theirs
    assert ours == theirs
