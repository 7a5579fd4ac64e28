"""A null where the spec allows none: a standard body is decoded with the null read as null
and flagged ``nullable_violation@N`` (as the codec reads mirror bodies), not dropped."""

from __future__ import annotations

import struct

from scapy.utils import wrpcap

from dissector import read_capture
from dissector.pipeline.dissector import Dissector
from dissector.wire.standard import decode_standard_nulls

from helpers import CAPTURES, tcp_conversation

#: DescribeUserScramCredentials v0 response body (flexible): throttle_time_ms 0,
#: error_code 0, error_message null, results null (not nullable), no tagged fields.
BODY = b"\x00\x00\x00\x00" + b"\x00\x00" + b"\x00" + b"\x00" + b"\x00"


def test_the_body_decodes_with_the_null_and_its_word():
    body, words = decode_standard_nulls(50, 0, "response", BODY, 0, len(BODY))
    assert body["results"] is None and body["error_message"] is None
    assert (body["throttle_time_ms"], body["error_code"]) == (0, 0)
    assert words == ["nullable_violation@7"]


def _frame(payload: bytes) -> bytes:
    return struct.pack(">i", len(payload)) + payload


def test_a_whole_capture_keeps_the_body_and_flags_the_null(tmp_path):
    # request header v2: api_key 50, api_version 0, correlation_id 7, client_id "kcat",
    # no tags; body: users null (nullable), no tags
    req = _frame(struct.pack(">hhi", 50, 0, 7) + b"\x00\x04kcat" + b"\x00" + b"\x00\x00")
    resp = _frame(struct.pack(">i", 7) + b"\x00" + BODY)  # response header v1: no tags
    path = tmp_path / "scram.pcap"
    wrpcap(str(path), tcp_conversation([(True, req), (False, resp)]))
    msgs = list(Dissector((9092,), full=True).feed_path(str(path)))
    (question,) = [m for m in msgs if m.kind == "request"]
    assert question.body == {"users": None} and question.expert == []
    (answer,) = [m for m in msgs if m.kind == "response"]
    assert answer.api_name == "DescribeUserScramCredentials"
    assert answer.body["results"] is None and answer.error_code == 0
    # frame offsets: length (4), correlation_id (4), header tags (1), 4 + 2 + 1 into the body
    assert answer.expert == ["nullable_violation@16"]
    df = read_capture(path, full=True)
    assert df.loc[df.direction == "response", "expert"].tolist() == ["nullable_violation@16"]


def test_tansu_s_response_with_a_second_fault_says_both():
    """clients.pcap frame 435: Tansu's answer also lacks its tagged-fields byte, so no body
    can be read; both faults are named."""
    (m,) = [
        m
        for m in Dissector((9092,), full=True).feed_path(str(CAPTURES / "clients.pcap"))
        if m.frame == 435
    ]
    assert m.body is None
    assert m.expert == ["nullable_violation@16", "pdu_length_mismatch@17"]
