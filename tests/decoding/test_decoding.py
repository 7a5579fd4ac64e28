"""Decoding on its own: plans per api_key and version, bodies, the message's error."""

from __future__ import annotations

import struct

from dissector.decode.decoding import DecodeOptions, Decoder, error_code, plan_key, produce_acks
from dissector.decode.message import Message
from dissector.profiles.profile import load_profile


def decoder(full: bool = False, always=()) -> Decoder:
    return Decoder(load_profile(), DecodeOptions(full=full, always=frozenset(always)))


def test_plan_key_is_one_int_per_pair():
    assert plan_key(3, 12) == (3 << 16) | 12
    assert plan_key(3, -1) != plan_key(3, 12) and plan_key(3, -1) == (3 << 16) | 0xFFFF


def test_request_plans():
    d = decoder()
    meta = d.req_plan(3, 12)
    assert (meta.api_name, meta.spec, meta.header_version, meta.decode) == (
        "Metadata",
        None,
        2,
        None,
    )
    assert d.req_plans[plan_key(3, 12)] is meta  # worked out once
    assert decoder(full=True).req_plan(3, 12).decode == "standard"
    assert decoder(always=[3]).req_plan(3, 12).decode == "standard"
    assert d.req_plan(32000, 0).decode == "unknown_api_key@4"
    k, spec = next(iter(d.req_specs.items()))
    mirror = d.req_plan(k, spec.valid_versions.low)
    assert mirror.spec is spec and mirror.decode == "mirror" and mirror.api_name == spec.rpc
    assert d.req_plan(k, 30000).decode == "unsupported_api_version@6"


def test_response_plan_knows_where_a_fixed_error_code_is():
    d = decoder()
    req = Message(1, 0, 0, "a", 1, "b", 9092, "request", 10, api_key=12, api_version=0)
    req.api_name = "Heartbeat"
    plan = d.resp_plan(req)
    assert plan.spec is None and plan.header_version == 0 and plan.error_code_at == 0


def test_error_code_top_level_then_nested():
    assert error_code({"error_code": 5, "topics": [{"error_code": 3}]}) == 5
    assert error_code({"error_code": 0, "topics": [{"error_code": 0}, {"error_code": 3}]}) == 3
    assert error_code({"topics": [{"partitions": [{"error_code": 0}]}]}) == 0
    assert error_code({"topics": []}) is None


def test_produce_acks_without_decoding_the_body():
    assert produce_acks(struct.pack(">hi", -1, 0), 0, 2) == -1  # v2: acks first
    assert produce_acks(struct.pack(">h", 3) + b"txn" + struct.pack(">h", 0), 0, 3) == 0
    assert produce_acks(b"\x01" + struct.pack(">h", 1), 0, 9) == 1  # compact null string
    assert produce_acks(b"", 0, 3) is None
