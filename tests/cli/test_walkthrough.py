"""The committed capture captures/walkthrough.pcap, read end to end.

The counts below are facts of that file (real clients against Tansu on 9092,
the mirror endpoint on 19092; see captures/README.md).  tshark agrees with
the request counts per api_key (see test_tshark_oracle.py for the header check).
"""

from __future__ import annotations

import pytest

import dissector

from helpers import WALKTHROUGH as CAPTURE

# api_key -> messages (requests + responses) in the capture.
COUNTS = {
    0: 6,
    1: 8,
    2: 6,
    3: 14,
    8: 2,
    9: 2,
    10: 6,
    11: 4,
    12: 2,
    13: 2,
    14: 2,
    18: 14,
    19: 2,
    71: 4,
    94: 4,
    95: 4,
    96: 2,
    97: 4,
    98: 2,
    99: 20,
    100: 2,
    101: 2,
}

# correlation_id -> (RPC, error name of the response) on the mirror connection.
MIRROR_CALLS = {
    1: ("CreateMirror", "NONE"),
    2: ("CreateMirror", "INVALID_REQUEST"),
    3: ("AddTopicsToMirror", "NONE"),
    **{c: ("DescribeMirrors", "NONE") for c in range(4, 11)},
    11: ("AddTopicsToMirror", "INVALID_REQUEST"),
    12: ("LastMirroredOffsets", "NONE"),
    13: ("ReadMirrorStates", "NONE"),
    14: ("WriteMirrorStates", "NONE"),
    15: ("RemoveTopicsFromMirror", "NONE"),
    16: ("DescribeMirrors", "NONE"),
    17: ("DescribeMirrors", "NONE"),
    18: ("LastMirroredOffsets", "NONE"),
    19: ("ListMirrors", "NONE"),
    20: ("DescribeMirrors", "RESOURCE_NOT_FOUND"),
}


@pytest.fixture(scope="module")
def df():
    return dissector.read_capture(CAPTURE, ports=[9092, 19092])


def test_capture_is_small():
    assert CAPTURE.stat().st_size < 1_000_000


def test_exact_count_of_each_api_key(df):
    assert df["api_key"].value_counts().sort_index().to_dict() == COUNTS
    assert len(df) == sum(COUNTS.values())


def test_every_request_matched_and_every_message_clean(df):
    req = df[df["direction"] == "request"]
    resp = df[df["direction"] == "response"]
    assert req["response_frame"].notna().all()
    assert resp["request_frame"].notna().all()
    assert len(req) == len(resp)
    assert (resp["latency_ms"] >= 0).all()
    assert (df["expert"] == "").all()
    # A response is reported after its request, on the same TCP stream.
    merged = resp.merge(req, left_on="request_frame", right_on="frame", suffixes=("", "_req"))
    assert (merged["frame"] > merged["frame_req"]).all()
    assert (merged["tcp_stream"] == merged["tcp_stream_req"]).all()
    assert (merged["correlation_id"] == merged["correlation_id_req"]).all()


def test_mirror_rpcs_tagged_named_and_matched(df):
    m = df[df["mirror"]]
    assert set(m["tcp_stream"]) == {7}
    assert (~df[~df["mirror"]]["api_key"].between(94, 101)).all()
    for corr, (rpc, err) in MIRROR_CALLS.items():
        rows = m[m["correlation_id"] == corr]
        assert rows["direction"].tolist() == ["request", "response"], corr
        assert set(rows["api_name"]) == {rpc}, corr
        assert rows["error_name"].iloc[1] == err, corr
        assert rows["client_id"].iloc[0] == "kmirror-admin"
    named = m[m["api_name"] != "RemoveTopicsFromMirror"]
    names = named[named["correlation_id"] != 20]["mirror_name"]
    assert (names == "eu-west-mirror").all()
    assert set(m[m["correlation_id"] == 20]["mirror_name"]) == {"us-east-mirror"}


def test_mirror_bodies_decoded_field_by_field():
    bodies = {
        (m.correlation_id, m.kind): m.body
        for m in dissector.iter_messages(CAPTURE, ports=[19092])
        if m.mirror
    }
    lmo = bodies[(18, "response")]["topics"][0]
    assert lmo["name"] == "orders"
    assert [p["last_mirrored_offset"] for p in lmo["partitions"]] == [13, 9, 8]
    write = bodies[(14, "request")]["topics"][0]["partitions"]
    assert [(p["partition_index"], p["last_mirrored_offset"], p["state"]) for p in write] == [
        (0, 4, 2),
        (1, 6, 2),
    ]
    assert bodies[(2, "response")]["error_message"] == "mirror 'eu-west-mirror' already exists"
    states = [
        p["state"]
        for t in bodies[(17, "response")]["mirrors"][0]["topics"]
        if t["topic_name"] == "orders"
        for p in t["partitions"]
    ]
    assert states == ["STOPPED"] * 3
    listed = bodies[(19, "response")]["mirrors"]
    assert listed == [
        {"mirror_name": "eu-west-mirror", "source_bootstrap": "10.0.0.1:9092", "topic_count": 1}
    ]
