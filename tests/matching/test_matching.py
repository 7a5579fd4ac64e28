"""Matching on its own: frame bytes in, messages out, per connection; no capture, no TCP.

Responses find the latest request with their correlation_id; acks=0 Produce
expects none; after SaslHandshake v0 frames are raw SASL tokens until a Kafka
header shows up; requests left when the connection ends are orphaned.
"""

from __future__ import annotations

import struct

from dissector.decode.decoding import DecodeOptions, Decoder
from dissector.decode.matching import MAX_IN_FLIGHT, Conversation, Matcher
from dissector.profiles.profile import load_profile
from dissector.wire.headers import encode_request, encode_response


def setup() -> tuple[Matcher, Conversation]:
    decoder = Decoder(load_profile(), DecodeOptions(full=False))
    return Matcher(decoder), Conversation(0, ("10.0.0.1", 50000), ("10.0.0.2", 9092))


def heartbeat(cid: int) -> bytes:  # Heartbeat v0: group_id, generation_id, member_id
    body = struct.pack(">h", 1) + b"g" + struct.pack(">i", 1) + struct.pack(">h", 1) + b"m"
    return encode_request(12, 0, cid, "client-1", body, header_version=1)


def heartbeat_response(cid: int, error_code: int = 0) -> bytes:
    return encode_response(cid, struct.pack(">h", error_code), header_version=0)


def test_response_matches_latest_request_with_its_id():
    matcher, conv = setup()
    first = matcher.request(conv, heartbeat(7), 1, 100, None)
    again = matcher.request(conv, heartbeat(7), 2, 200, None)  # the id reused: latest wins
    assert list(conv.in_flight) == [7] and conv.in_flight[7] is again and first.response is None
    resp = matcher.response(conv, heartbeat_response(7, 27), 3, 300, None)
    assert resp.request is again and again.response is resp
    assert resp.api_name == "Heartbeat" and resp.client_id == "client-1"
    assert resp.error_code == 27 and resp.src == "10.0.0.2" and resp.dport == 50000
    assert not conv.in_flight
    lost = matcher.response(conv, heartbeat_response(8), 4, 400, None)
    assert lost.expert == ["request_missing@4"]


def test_in_flight_is_capped_and_orphaned_on_close():
    matcher, conv = setup()
    for cid in range(MAX_IN_FLIGHT + 2):
        matcher.request(conv, heartbeat(cid), cid + 1, cid, None)
    assert len(conv.in_flight) == MAX_IN_FLIGHT and 0 not in conv.in_flight
    waiting = list(conv.in_flight.values())
    conv.close()
    assert not conv.in_flight and all(m.orphaned for m in waiting)


def test_acks_0_produce_expects_no_response():
    matcher, conv = setup()
    # Produce v3: transactional_id (null), acks, timeout_ms, topic_data (empty)
    body = struct.pack(">hhii", -1, 0, 1000, 0)
    m = matcher.request(conv, encode_request(0, 3, 5, "p", body, header_version=1), 1, 1, None)
    assert not m.expects_response and "acks=0: no response expected" in m.notes
    body = struct.pack(">hhii", -1, 1, 1000, 0)
    m = matcher.request(conv, encode_request(0, 3, 6, "p", body, header_version=1), 2, 2, None)
    assert m.expects_response


def test_sasl_handshake_v0_then_raw_tokens_then_kafka_again():
    matcher, conv = setup()
    hs = encode_request(17, 0, 1, "c", struct.pack(">h", 5) + b"PLAIN", header_version=1)
    matcher.request(conv, hs, 1, 1, None)
    body = struct.pack(">hi", 0, 1) + struct.pack(">h", 5) + b"PLAIN"
    resp = matcher.response(conv, encode_response(1, body, header_version=0), 2, 2, None)
    assert resp.error_code == 0 and conv.sasl_raw
    token = struct.pack(">i", 14) + b"\x00user\x00secret!"
    m = matcher.request(conv, token, 3, 3, None)
    assert m.kind == "sasl_token" and m.api_key is None
    m = matcher.response(conv, struct.pack(">i", 0), 4, 4, None)  # the empty server token
    assert m.kind == "sasl_token"
    m = matcher.request(conv, heartbeat(2), 5, 5, None)
    assert m.kind == "request" and m.api_name == "Heartbeat" and not conv.sasl_raw


def test_seen_remembers_ids_for_resynchronisation():
    matcher, conv = setup()
    m = matcher.request(conv, heartbeat(41), 1, 1, None)
    conv.seen_request(m)
    assert conv.last_cid == 41 and conv.client_id == b"client-1"
    r = matcher.response(conv, heartbeat_response(41), 2, 2, None)
    conv.seen_response(r)
    assert conv.last_resp == 41


def test_a_request_cut_by_a_hole_keeps_its_header():
    matcher, conv = setup()
    m = matcher.request(conv, heartbeat(9)[:24], 1, 1, 24)  # the header is 22 bytes
    assert m.correlation_id == 9 and m.client_id == "client-1" and "truncated@24" in m.expert
    assert 9 in conv.in_flight
