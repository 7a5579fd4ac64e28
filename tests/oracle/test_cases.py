"""The handed cases C1-C7 (../shared/cases/README.md), each read end to end through the
public API with the right answer stated there.  Origins: tests/data/cases/ORIGIN.md."""

from __future__ import annotations

import pytest

import dissector

from helpers import CASES


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
