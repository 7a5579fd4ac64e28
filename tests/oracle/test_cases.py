"""The handed cases C1-C9 (../shared/cases/README.md), each read end to end through the
public API with the right answer stated there.  Origins: tests/data/cases/ORIGIN.md."""

from __future__ import annotations

import json
import struct

import pandas as pd
import pytest

import dissector

from helpers import CASES, kmirror


def read(name: str, ports=(9092,)):
    path = CASES / name
    return dissector.read_capture(path, ports=ports), list(
        dissector.iter_messages(path, ports=ports)
    )


def test_c1_api_versions_v3_response_header_v0():
    df, msgs = read("18-api-versions-v3.pcap")
    assert df["direction"].tolist() == ["request", "response"]
    assert (df["correlation_id"] == 2).all() and (df["expert"] == "").all()
    req, resp = msgs
    assert req.body["client_software_name"] == "apache-kafka-java"
    assert req.body["client_software_version"] == "3.0.0"
    assert resp.request is req and resp.error_code == 0
    keys = [e["api_key"] for e in resp.body["api_keys"]]
    assert len(keys) == 59 and min(keys) == 0 and max(keys) == 67
    assert {48, 49, 50, 51, 56, 57, 60, 61, 65, 66, 67} <= set(keys)
    assert not df["mirror"].any()


def test_c2_fetch_v13_response_arrives_last_on_its_connection():
    df, msgs = read("mixed-with-unsupported.pcap")
    assert len(df) == 6 and (df["expert"] == "").all()
    assert df["api_name"].tolist() == [
        "Fetch",
        "OffsetCommit",
        "OffsetCommit",
        "Heartbeat",
        "Heartbeat",
        "Fetch",
    ]
    assert df["request_frame"].notna().sum() == 3 and df["response_frame"].notna().sum() == 3
    fetch_req, fetch_resp = msgs[0], msgs[-1]
    assert fetch_req.correlation_id == fetch_resp.correlation_id == 15551976
    assert fetch_resp.request is fetch_req
    assert fetch_req.body["session_id"] == 1191256040
    assert fetch_req.body["session_epoch"] == 3684
    assert fetch_req.body["topics"] == []
    assert fetch_resp.body["error_code"] == 0
    assert fetch_resp.body["session_id"] == 1191256040
    assert fetch_resp.body["responses"] == []
    assert df.iloc[-1]["latency_ms"] == pytest.approx(501.156, abs=0.001)


def test_c3_flexible_produce_and_fetch():
    df, msgs = read("00-produce-v9.pcap", ports=(36333,))
    req, resp = msgs
    assert (req.api_key, req.api_version, req.correlation_id) == (0, 9, 47)
    assert req.body["acks"] == 1 and req.body["timeout_ms"] == 1500
    topic = req.body["topic_data"][0]
    assert topic["name"] == "zqy-test"
    part = topic["partition_data"][0]
    assert part["index"] == 0
    records = part["records"]
    assert (isinstance(records, bytes) and b"q" * 31 in records) or (
        records[0]["records"][0]["value"] == b"q" * 31
    )
    p = resp.body["responses"][0]["partition_responses"][0]
    assert (p["base_offset"], p["log_start_offset"], p["error_code"]) == (35, 16, 0)
    df, msgs = read("01-fetch-v12-ok.pcap", ports=(36333,))
    req, resp = msgs
    assert (req.api_key, req.api_version, req.correlation_id) == (1, 12, 15603)
    t = req.body["topics"][0]
    assert t["topic"] == "zqy-test"
    assert t["partitions"][0]["partition"] == 0
    assert t["partitions"][0]["fetch_offset"] == 36
    assert resp.request is req and (df["expert"] == "").all()


def test_c4_vlan_null_client_id_and_no_response():
    df, msgs = read("arkime-vlan-listoffsets-v0.pcap")
    assert len(df) == 1
    row = df.iloc[0]
    assert (row["api_name"], row["api_key"], row["api_version"], row["correlation_id"]) == (
        "ListOffsets",
        2,
        0,
        0,
    )
    assert row["direction"] == "request"
    # The case text says "client_id null"; the wire holds length 0x0000, an empty string
    # (null would be 0xffff).  We decode what is on the wire, as tshark does ("Client ID: ").
    assert msgs[0].client_id == ""
    assert "unanswered" in row["notes"]
    assert msgs[0].response is None and df["response_frame"].isna().all()
    assert row["expert"] == ""
    assert df["time"].iloc[0].year == 2017  # VLAN 300 Ethernet frame, read like any other


def test_c5_join_group_v7_error_by_name():
    df, msgs = read("11-join-group-v7.pcap", ports=(36333,))
    req, resp = msgs
    assert req.body["group_id"] == "zzzz12"
    assert req.body["protocol_type"] == "consumer"
    assert [p["name"] for p in req.body["protocols"]] == ["range", "cooperative-sticky"]
    assert req.body["session_timeout_ms"] == 45000
    assert req.body["rebalance_timeout_ms"] == 300000
    assert resp.body["error_code"] == -1 and resp.body["member_id"]
    assert df["error_name"].tolist()[1] == "UNKNOWN_SERVER_ERROR"


def test_c6_raw_sasl_tokens_are_never_mirror_rpcs():
    df, msgs = read("sasl-v0-raw-tokens.pcap")
    assert df["api_name"].tolist() == [
        "SaslHandshake",
        "SaslHandshake",
        "SASL token (raw)",
        "SASL token (raw)",
        "Metadata",
        "Metadata",
    ]
    assert not df["mirror"].any()
    assert (df["expert"] == "").all()
    assert msgs[0].body["mechanism"] == "PLAIN" and msgs[1].error_code == 0
    token_req, token_resp = msgs[2], msgs[3]
    assert token_req.api_key is None and token_resp.api_key is None
    assert token_req.direction == "request" and token_resp.direction == "response"
    assert token_resp.length == 4  # an empty reply: only the size field
    meta_req, meta_resp = msgs[4], msgs[5]
    assert (meta_req.api_version, meta_req.correlation_id) == (1, 2)
    assert [t["name"] for t in meta_req.body["topics"]] == ["audit-log"]
    assert meta_resp.request is meta_req


def test_c7_api_versions_v0_fallback_is_flagged_not_malformed():
    df, msgs = read("apiversions-v0-fallback.pcap")
    assert (df["expert"] == "").all()
    first = msgs[1]
    assert first.request.api_version == 4 and first.correlation_id == 7
    assert first.error_code == 35
    assert df.iloc[1]["error_name"] == "UNSUPPORTED_VERSION"
    assert "api_versions_fallback" in df.iloc[1]["notes"]
    assert [(e["api_key"], e["min_version"], e["max_version"]) for e in first.body["api_keys"]] == [
        (18, 0, 3)
    ]
    second = msgs[3]
    assert second.correlation_id == 8 and second.error_code == 0
    assert len(second.body["api_keys"]) == 2
    assert "api_versions_fallback" not in df.iloc[3]["notes"]


def rows(df):
    """(frame, tcp_stream, direction, api_key, api_version, correlation_id, error_name, expert)."""
    return [
        (
            int(r.frame),
            int(r.tcp_stream),
            r.direction,
            None if pd.isna(r.api_key) else int(r.api_key),
            None if pd.isna(r.api_version) else int(r.api_version),
            int(r.correlation_id),
            None if pd.isna(r.error_name) else r.error_name,
            r.expert,
        )
        for r in df.itertuples()
    ]


UNANSWERED = "unanswered: no response in the capture"

#: C8's 28 messages, tshark 4.0's list (``-d tcp.port==9092,kafka``), frame by frame; the
#: expert column as ``read_capture(full=True)`` shows it (every body decoded).
C8 = [
    (1, 0, "request", 18, 0, 129, None, "pdu_length_mismatch@21"),
    (2, 0, "response", 18, 0, 129, "NONE", ""),
    (3, 0, "request", 3, 2, 130, None, ""),
    (4, 0, "response", 3, 2, 130, "NONE", ""),
    (5, 0, "response", None, None, 131, None, "request_missing@4"),
    (6, 1, "response", None, None, 140, None, "request_missing@4"),
    (7, 1, "response", None, None, 141, None, "request_missing@4"),
    (8, 1, "request", 3, 2, 142, None, ""),
    (9, 1, "response", 3, 2, 142, "NONE", ""),
    (11, 2, "request", 3, 2, 164, None, ""),
    (12, 2, "response", 3, 2, 164, "NONE", ""),
    (13, 3, "request", 18, 0, 168, None, "pdu_length_mismatch@21"),
    (14, 3, "response", 18, 0, 168, "NONE", ""),
    (15, 4, "request", 0, 3, 2, None, ""),
    (16, 4, "response", 0, 3, 2, "NONE", ""),
    (17, 4, "request", 0, 3, 3, None, ""),
    (19, 5, "request", 3, 2, 212, None, ""),
    (20, 4, "response", 0, 3, 3, "NONE", ""),
    (21, 6, "request", 18, 0, 4, None, "pdu_length_mismatch@21"),
    (22, 7, "request", 18, 0, 15, None, "pdu_length_mismatch@21"),
    (26, 8, "request", 18, 3, 3, None, ""),
    (28, 8, "response", 18, 3, 3, "NONE", ""),
    (30, 8, "request", 22, 4, 4, None, ""),
    (31, 8, "response", 22, 4, 4, "NONE", ""),
    (33, 8, "request", 3, 12, 5, None, ""),
    (34, 8, "response", 3, 12, 5, "NONE", ""),
    (36, 8, "request", 0, 9, 6, None, ""),
    (37, 8, "response", 0, 9, 6, "NONE", ""),
]


def test_c8_idle_connections_mid_stream_starts_and_trailing_bytes_lose_nothing():
    path = CASES / "ndpi-kafka.pcapng"
    full = dissector.read_capture(path, full=True)
    assert rows(full) == C8
    # the default read lists the same 28 messages and flags the same trailing bytes: it
    # decodes no ApiVersions body, but a v0 body is empty (fixed size: kafka_facts.json)
    df = dissector.read_capture(path)
    assert rows(df) == C8
    notes = dict(zip(full["frame"].tolist(), full["notes"].tolist(), strict=True))
    assert {f for f, n in notes.items() if n} == {19, 21, 22}
    assert notes[19] == notes[21] == notes[22] == UNANSWERED
    pairs = full.dropna(subset=["request_frame"])
    assert dict(zip(pairs["frame"], pairs["request_frame"], strict=True)) == {
        2: 1,
        4: 3,
        9: 8,
        12: 11,
        14: 13,
        16: 15,
        20: 17,
        28: 26,
        31: 30,
        34: 33,
        37: 36,
    }
    # frame 5 comes 600.0017 s after frame 4 on the same connection: still tcp.stream 0
    t = full.set_index("frame")["time"]
    assert (t[5] - t[4]).total_seconds() > 600


@pytest.mark.slow
def test_c8_the_cli_lists_the_28_and_show_flags_the_trailing_bytes():
    path = str(CASES / "ndpi-kafka.pcapng")
    out = kmirror("read", path, "--format", "json")
    assert out.returncode == 0, out.stderr
    got = json.loads(out.stdout)
    assert [(r["frame"], r["tcp_stream"], r["correlation_id"]) for r in got] == [
        (r[0], r[1], r[5]) for r in C8
    ]
    for frame in (1, 13, 21, 22):
        out = kmirror("show", path, "--frame", str(frame))
        assert out.returncode == 0, out.stderr
        assert "ApiVersions Request" in out.stdout
        assert "[Expert Info: pdu_length_mismatch@21]" in out.stdout
    out = kmirror("show", path, "--frame", "5")
    assert "tcp.stream 0," in out.stdout and "correlation_id: 131" in out.stdout
    assert "request_missing@4" in out.stdout


def test_c9_unknown_error_code_first_on_its_connection():
    df, msgs = read("01-fetch-v12-unknown.pcap")
    assert rows(df) == [
        (1, 0, "request", 1, 12, 20, None, ""),
        (2, 0, "response", 1, 12, 20, "UNKNOWN_ERROR_5120", ""),
    ]
    assert df["notes"].tolist() == ["", ""]
    req, resp = msgs
    assert resp.request is req and req.response is resp and not req.orphaned
    assert req.client_id == "consumer-console-consumer-84107-1"
    assert (req.body["session_id"], req.body["session_epoch"], req.body["topics"]) == (
        43854734,
        9,
        [],
    )
    assert resp.error_code == 5120 and resp.body["error_code"] == 5120
    assert resp.body["session_id"] == 43854734 and resp.body["responses"] == []


def test_c8_metadata_v12_with_trailing_bytes_first_on_a_mid_stream_capture(tmp_path):
    """C8's Java connection (tcp.stream 8) cut to start at its Metadata v12 request (frame
    33), which gets 3 bytes past its body (size field, IP length and the sequence numbers
    after it moved with scapy): resynchronisation takes it as the first frame, flagged
    pdu_length_mismatch as when the connection's start is captured; nothing is lost."""
    from scapy.layers.inet import IP, TCP
    from scapy.packet import Raw
    from scapy.utils import rdpcap, wrpcap

    pkts = rdpcap(str(CASES / "ndpi-kafka.pcapng"))
    conn = [
        (i + 1, p) for i, p in enumerate(pkts) if TCP in p and 46136 in (p[TCP].sport, p[TCP].dport)
    ]
    out = []
    for frame, p in conn:
        if frame < 33:
            continue
        p = p.copy()
        to_server = p[TCP].dport == 9092
        if frame == 33:
            body = bytes(p[TCP].payload)
            body = struct.pack(">i", len(body) - 4 + 3) + body[4:] + b"\x00\x00\x00"
            p[TCP].remove_payload()
            p[TCP].add_payload(Raw(body))
        elif to_server:
            p[TCP].seq = (p[TCP].seq + 3) % 2**32
        else:
            p[TCP].ack = (p[TCP].ack + 3) % 2**32
        del p[IP].len, p[IP].chksum, p[TCP].chksum
        out.append(p.__class__(bytes(p)))
        out[-1].time = p.time
    path = tmp_path / "mid-stream-metadata-v12.pcap"
    wrpcap(str(path), out)
    df = dissector.read_capture(path, full=True)
    assert rows(df) == [
        (1, 0, "request", 3, 12, 5, None, "pdu_length_mismatch@64"),  # where the body ends
        (2, 0, "response", 3, 12, 5, "NONE", ""),
        (4, 0, "request", 0, 9, 6, None, ""),
        (5, 0, "response", 0, 9, 6, "NONE", ""),
    ]
    assert df["request_frame"].tolist()[1] == 1 and (df["notes"] == "").all()
