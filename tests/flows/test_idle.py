"""Silence frees memory, never data: real captures with idle gaps of 601 s and 2 h put in
the middle of an exchange (every packet from the gap on moved later with scapy) list
exactly the messages of the original, on the same tcp_streams, matched the same way."""

from __future__ import annotations

import pandas as pd
import pytest
from scapy.utils import rdpcap, wrpcap

import dissector
from dissector.capture.files import ACK
from dissector.stream.flows import IDLE_NS, FlowTable

from helpers import CASES, WALKTHROUGH

C = b"\x0a\x00\x00\x01"
S = b"\x0a\x00\x00\x02"

#: what a message is, apart from when it came
KEEP = [
    "frame",
    "tcp_stream",
    "direction",
    "api_key",
    "api_version",
    "correlation_id",
    "error_name",
    "expert",
    "request_frame",
    "response_frame",
    "notes",
]


def with_gap(src, dst, at_frame: int, gap_s: float):
    """``src`` with every packet from frame ``at_frame`` (1-based) on ``gap_s`` later."""
    pkts = rdpcap(str(src))
    for p in pkts[at_frame - 1 :]:
        p.time += gap_s
    wrpcap(str(dst), pkts)
    return dst


def table(path, ports):
    df = dissector.read_capture(path, ports=ports)
    return df[KEEP].astype(object).where(df[KEEP].notna(), None).values.tolist()


@pytest.mark.parametrize("gap", [601, 7200], ids=["601s", "2h"])
@pytest.mark.parametrize(
    ("capture", "ports", "at_frame"),
    [
        # Fetch v13 request (frame 1) answered in frame 9, after another connection's exchanges
        (CASES / "mixed-with-unsupported.pcap", (9092,), 9),
        # the walkthrough's CreateMirror exchange (request frame 142, response frame 146)
        (WALKTHROUGH, (9092, 19092), 146),
    ],
    ids=["mixed", "walkthrough"],
)
def test_an_idle_gap_loses_no_message_and_keeps_the_stream(tmp_path, gap, capture, ports, at_frame):
    before = table(capture, ports)
    gapped = with_gap(capture, tmp_path / "gap.pcap", at_frame, gap)
    after = table(gapped, ports)
    assert after == before
    df = dissector.read_capture(gapped, ports=ports)
    resp = df[df["frame"] == at_frame].iloc[0]
    assert resp["direction"] == "response" and pd.notna(resp["request_frame"])
    assert resp["latency_ms"] > gap * 1000
    assert not df["notes"].str.contains("idle").any()


def test_mixed_gap_rows_are_the_exact_list(tmp_path):
    gapped = with_gap(CASES / "mixed-with-unsupported.pcap", tmp_path / "gap.pcap", 9, 7200)
    df = dissector.read_capture(gapped)
    assert df[["frame", "tcp_stream", "direction", "correlation_id"]].values.tolist() == [
        [1, 0, "request", 15551976],
        [3, 1, "request", 15551977],
        [4, 1, "response", 15551977],
        [6, 1, "request", 15551978],
        [7, 1, "response", 15551978],
        [9, 0, "response", 15551976],
    ]
    assert df["request_frame"].tolist()[-1] == 1 and (df["notes"] == "").all()


def test_an_idle_connection_is_reported_once_per_silence_and_kept():
    t = FlowTable([9092])
    f = t.new_flow((C, 50000, S, 9092), ACK, ts=0)
    assert t.sweep(IDLE_NS + 1) == [f.conn]
    assert t.sweep(IDLE_NS + 2) == []  # same silence: not again
    assert f.conn.stream in t.conns and not f.conn.closed
    f.conn.last_ts = IDLE_NS + 3  # a packet came: a new silence may follow
    assert t.sweep(2 * IDLE_NS + 4) == [f.conn] and t.surplus == []


def test_only_idle_connections_beyond_the_cap_are_closed(monkeypatch):
    import dissector.stream.flows as flows

    monkeypatch.setattr(flows, "MAX_IDLE", 2)
    t = FlowTable([9092])
    conns = []
    for i in range(4):
        f = t.new_flow((C, 50000 + i, S, 9092), ACK, ts=0)
        f.conn.last_ts = i
        conns.append(f.conn)
    assert t.sweep(IDLE_NS + 10) == conns
    assert t.surplus == conns[:2]  # the longest silent first


def test_idle_connections_holding_too_many_bytes_are_closed_longest_silent_first(monkeypatch):
    import dissector.stream.flows as flows

    monkeypatch.setattr(flows, "MAX_IDLE_BYTES", 100)
    t = FlowTable([9092])
    conns = []
    for i in range(3):
        f = t.new_flow((C, 50000 + i, S, 9092), ACK, ts=0)
        f.conn.last_ts = i
        f.conn.to_server.data += bytes(60)  # a frame begun before the silence
        conns.append(f.conn)
    t.sweep(IDLE_NS + 10)
    assert t.surplus == conns[:2]  # only the most recent one's 60 bytes fit in 100
