"""Snap-limited captures decode what they hold (issue 13.4): the committed scenario captures
cut with ``editcap -s N`` (N = 60, 96, 128, 200, 512) against themselves whole.

- no row lost: the same messages (frame, tcp_stream, direction, ids) as the whole capture,
  or, when the snap length kept no payload byte at all (60 on these loopback frames:
  14 + 20 + 32 header bytes), none, with every payload byte counted lost;
- every field whose bytes were captured is decoded, with the whole capture's value, and a
  cut body says where the cut fell (``_truncated``) in ``read``, ``show`` and ``fields``;
- ``analyze`` never reports a negative or invented figure: every figure it gives equals the
  whole capture's, what it cannot know is null with the reason, and its summary states
  the coverage.
"""

from __future__ import annotations

import json
import struct
import subprocess
from pathlib import Path

import pandas as pd
import pytest
from scapy.utils import rdpcap

import dissector
from dissector.analysis import analyze
from dissector.pipeline.dissector import Dissector
from dissector.tables.views import flatten

from helpers import CAPTURES, kmirror

PORTS = (9092, 9093, 19092, 19093)
SNAPS = (60, 96, 128, 200, 512)
#: Ethernet + IPv4 + TCP with timestamps: the bytes before a segment's payload
HEADERS = 14 + 20 + 32
ROW = ["frame", "tcp_stream", "direction", "api_key", "api_version", "correlation_id"]


@pytest.fixture(scope="module")
def cut(tmp_path_factory):
    """``cut(name, n)``: the path of ``captures/<name>.pcapng`` cut to ``n`` bytes a packet."""
    folder = tmp_path_factory.mktemp("snap")
    made: dict[tuple[str, int], Path] = {}

    def make(name: str, n: int) -> Path:
        if (name, n) not in made:
            out = folder / f"{name}-{n}.pcapng"
            subprocess.run(
                ["editcap", "-s", str(n), str(CAPTURES / f"{name}.pcapng"), str(out)], check=True
            )
            made[(name, n)] = out
        return made[(name, n)]

    return make


def not_captured(path) -> int:
    """Payload bytes on the wire that the capture did not keep, from each packet's own
    headers (read with scapy's reader, counted here): the IPv4 total length less the IP
    and TCP headers (its data offset), less the payload bytes the record kept."""
    total = 0
    for pkt in rdpcap(str(path)):
        raw = bytes(pkt)
        if raw[12:14] != b"\x08\x00" or raw[23] != 6:
            continue
        ihl = (raw[14] & 15) * 4
        doff = (raw[14 + ihl + 12] >> 4) * 4
        payload = struct.unpack_from(">H", raw, 16)[0] - ihl - doff
        kept = max(0, len(raw) - (14 + ihl + doff))
        total += payload - min(kept, payload)
    return total


def rows(path) -> list[list]:
    df = dissector.read_capture(path, ports=PORTS)
    return df[ROW].astype(object).where(df[ROW].notna(), None).values.tolist()


def nodes(value, prefix: str = ""):
    """Every path of a decoded body, its structs and arrays included (empty ones too)."""
    if prefix:
        yield prefix
    if isinstance(value, dict):
        for k, v in value.items():
            yield from nodes(v, f"{prefix}.{k}" if prefix else k)
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from nodes(v, f"{prefix}[{i}]")


def leaves(m) -> dict:
    return dict(flatten(m.body)) if m.body is not None else {}


@pytest.mark.parametrize("n", SNAPS)
@pytest.mark.slow
def test_no_message_whose_bytes_were_captured_is_lost(cut, n):
    whole = rows(CAPTURES / "failback.pcapng")
    path = cut("failback", n)
    if n <= HEADERS:
        dis = Dissector(PORTS)
        assert list(dis.feed_path(path)) == []
        full = Dissector(PORTS)
        list(full.feed_path(CAPTURES / "failback.pcapng"))
        # nothing of any message was captured: every payload byte is declared lost
        assert dis.lost_bytes == not_captured(path) > 0
        assert dis.tcp_packets == full.tcp_packets
        out = kmirror("read", str(path), "-p", "9093", "-p", "19092", "-p", "19093")
        assert out.returncode == 1 and "Traceback" not in out.stderr
        assert f"none of their bytes were captured ({dis.lost_bytes} TCP payload bytes" in (
            out.stderr
        )
        return
    assert rows(path) == whole
    df = dissector.read_capture(path, ports=PORTS)
    cut_rows = df[df["expert"].str.contains("truncated@", regex=False)]
    assert len(cut_rows) > 0
    # a frame in one segment is cut where the snap length ends its payload
    one = cut_rows[cut_rows["length"] > n - HEADERS]
    assert set(one["expert"].str.extract(r"truncated@(\d+)")[0].astype(int)) <= set(
        range(0, n - HEADERS + 1)
    )


@pytest.mark.parametrize("n", SNAPS[1:])
def test_every_captured_field_is_decoded_with_its_value(cut, n):
    whole = list(dissector.iter_messages(CAPTURES / "failback.pcapng", ports=PORTS))
    part = list(dissector.iter_messages(cut("failback", n), ports=PORTS))
    assert [(m.frame, m.correlation_id) for m in part] == [
        (m.frame, m.correlation_id) for m in whole
    ]
    decoded_cut = 0
    for w, p in zip(whole, part, strict=True):
        if not any(e.startswith("truncated@") for e in p.expert):
            assert leaves(p) == leaves(w), p.frame
            continue
        if p.body is None:
            continue
        got, want = leaves(p), leaves(w)
        mark = p.body["_truncated"]
        at = int(next(e for e in p.expert if e.startswith("truncated@"))[10:])
        assert mark["offset"] == at
        for path, value in got.items():
            if not path.startswith("_truncated."):
                assert want[path] == value, (p.frame, path)
        # the first field not captured is one of the whole message's (or a struct of them),
        # or the tagged-field section of one (no leaf when it is empty)
        where = mark["path"].removesuffix("_tagged_fields").removesuffix(".")
        assert not where or where in set(nodes(w.body)), mark
        decoded_cut += len(got) > 2
        if p.mirror and w.mirror_name is not None and p.mirror_name is not None:
            assert p.mirror_name == w.mirror_name
    assert decoded_cut > 0


@pytest.mark.slow
def test_a_create_mirror_cut_at_96_still_shows_its_mirror_name(cut):
    path = cut("failback", 96)
    df = dissector.read_capture(path, ports=PORTS)
    row = df[df["frame"] == 95].iloc[0]
    assert (row["api_name"], row["mirror_name"], row["expert"]) == (
        "CreateMirror",
        "eu-west",
        "truncated@30",
    )
    out = kmirror("show", str(path), "-p", "9093", "-p", "19092", "-p", "19093", "--frame", "95")
    assert "    mirror_name: 'eu-west'\n" in out.stdout
    assert "[truncated at byte 30: config and what follows not captured]" in out.stdout
    out = kmirror(
        "fields", str(path), "-p", "9093", "-p", "19092", "-p", "19093", "--frame", "95",
        "--format", "json",
    )  # fmt: skip
    got = [(r["path"], r["value"]) for r in json.loads(out.stdout)]
    assert got == [
        ("mirror_name", "eu-west"),
        ("_truncated.offset", 30),
        ("_truncated.path", "config"),
    ]


FIGURES = {
    "truncations": ["offset_before", "offset_after", "records_removed", "lmo"],
    "failbacks": [
        "lmo_written",
        "failover_records_removed",
        "lmo_returned",
        "records_truncated",
    ],
}
KEYS = {
    "truncations": ["topic", "partition", "reason", "time"],
    "failbacks": ["topic", "partition"],
}


@pytest.mark.parametrize("name", ["failback", "failover"])
@pytest.mark.parametrize("n", SNAPS[1:])
@pytest.mark.slow
def test_analyze_gives_no_negative_or_invented_figure(cut, name, n):
    whole = analyze([str(CAPTURES / f"{name}.pcapng")], ports=PORTS)
    a = analyze([str(cut(name, n))], ports=PORTS)
    for table, cols in FIGURES.items():
        mine, theirs = getattr(a, table), getattr(whole, table)
        assert not (mine[cols].apply(pd.to_numeric) < 0).any().any(), table
        want = {tuple(r[k] for k in KEYS[table]): r for r in theirs.to_dict("records")}
        for r in mine.to_dict("records"):
            w = want[tuple(r[k] for k in KEYS[table])]  # no row the whole capture lacks
            for c in cols:
                if not pd.isna(r[c]):
                    assert r[c] == w[c], (table, r, c)
    s = a.summary()
    assert s["records_truncated"] >= 0
    cov = s["coverage"]
    assert cov["messages_cut"] == int(a.messages["expert"].str.contains("truncated@").sum()) > 0
    unknown = a.truncations["records_removed"].isna() & a.truncations["offset_before"].notna()
    assert len(cov["unknown_truncations"]) >= int(unknown.sum())
    assert cov["bytes_not_captured"] == not_captured(cut(name, n))
    whole_cov = whole.summary()["coverage"]
    assert whole_cov.pop("bodies_not_decoded") > 0  # the analysis reads the bodies it uses
    assert whole_cov == {
        "messages_cut": 0,
        "bytes_not_captured": 0,
        "unknown_truncations": [],
        "evidence_not_decoded": 0,  # every Produce/Fetch here is on a mirror topic
    }


def test_failback_cut_at_200_says_which_counts_it_cannot_know(cut):
    """Today's `-52 offsets removed`: now the known 19, and the three it cannot know."""
    a = analyze([str(cut("failback", 200))], ports=PORTS)
    s = a.summary()
    assert (
        s["records_truncated"]
        == 19
        == analyze([str(CAPTURES / "failback.pcapng")], ports=PORTS).summary()["records_truncated"]
    )
    unknown = s["coverage"]["unknown_truncations"]
    assert [u.split(":")[0] for u in unknown] == ["orders-2", "payments-0", "payments-1"]
    assert all("not captured past byte 134" in u for u in unknown)
    fb = {(r["topic"], r["partition"]): r for r in s["failbacks"]}
    assert [fb[("payments", i)]["failover_records_removed"] for i in (0, 1)] == [None, None]
    assert fb[("orders", 1)]["failover_records_removed"] == 6
    out = kmirror("analyze", str(cut("failback", 200)), "-p", "9093", "-p", "19092", "-p", "19093")
    assert out.returncode == 0, out.stderr
    assert "truncations: 16 (19 offsets removed; 3 counts unknown)" in out.stdout
    assert "coverage: 292 of 686 messages not wholly captured" in out.stdout
    assert "truncation count unknown: payments-1: Fetch request in frame 458" in out.stdout
