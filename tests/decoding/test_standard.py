"""Standard API bodies decoded with kio (dissector.wire.standard), on real captures.

The captures are in tests/data/cases (origin in ORIGIN.md); the right answers are those of the
handed cases C1-C7.  Frames are cut out of the TCP payloads here, with the header rules written
out (request header v1/v2, response header v0/v1, ApiVersions responses always v0), so these
tests depend on nothing but scapy and the module under test.
"""

from __future__ import annotations

import random
import struct
import subprocess
import sys
import uuid

import pytest
import scapy.all as scapy_all

from dissector.errors import Malformed
from dissector.kafka.protocol import request_header_version, response_header_version
from dissector.wire import codec
from dissector.wire.entity import ZERO_UUID, fresh_default
from dissector.wire.entries import VERSION_FALLBACKS, UnsupportedVersion, entry_of, is_supported
from dissector.wire.standard import decode_api_versions_fallback, decode_standard

from helpers import CASES

KAFKA_PORTS = {9092, 36333}


class Msg:
    """One Kafka message cut out of a capture: its frame and where its body starts."""

    def __init__(self, kind, api_key, api_version, correlation_id, frame, body_at):
        self.kind = kind
        self.api_key = api_key
        self.api_version = api_version
        self.correlation_id = correlation_id
        self.frame = frame
        self.body_at = body_at

    def decode(self):
        return decode_standard(
            self.api_key, self.api_version, self.kind, self.frame, self.body_at, len(self.frame), 0
        )


def _streams(name):
    """TCP payloads per direction, in capture order: {(client_to_broker, conn): bytes}."""
    out: dict = {}
    for p in scapy_all.rdpcap(str(CASES / name)):
        if scapy_all.TCP not in p:
            continue
        tcp = p[scapy_all.TCP]
        data = bytes(tcp.payload)
        if not data:
            continue
        to_broker = tcp.dport in KAFKA_PORTS
        client_port = tcp.sport if to_broker else tcp.dport
        key = (to_broker, client_port)
        out[key] = out.get(key, b"") + data
    return out


def _frames(data):
    pos = 0
    while len(data) - pos >= 4:
        (size,) = struct.unpack_from(">i", data, pos)
        if size < 0 or pos + 4 + size > len(data):
            break
        yield data[pos : pos + 4 + size]
        pos += 4 + size


def messages(name):
    """Requests and responses of a capture, responses typed by their request's correlation id."""
    streams = _streams(name)
    out = []
    pending = {}
    for (to_broker, conn), data in sorted(streams.items(), key=lambda kv: not kv[0][0]):
        if not to_broker:
            continue
        for fr in _frames(data):
            if len(fr) < 14:
                continue
            k, v, c, n = struct.unpack_from(">hhih", fr, 4)
            pos = 14 + max(n, 0)
            if pos > len(fr):
                continue  # not a Kafka request (a raw SASL token)
            if request_header_version(k, v) >= 2:
                assert fr[pos] == 0  # empty tagged-field section
                pos += 1
            m = Msg("request", k, v, c, fr, pos)
            pending[(conn, c)] = m
            out.append(m)
    for (to_broker, conn), data in streams.items():
        if to_broker:
            continue
        for fr in _frames(data):
            if len(fr) < 8:
                continue
            (c,) = struct.unpack_from(">i", fr, 4)
            req = pending.get((conn, c))
            if req is None:
                continue
            pos = 8
            if response_header_version(req.api_key, req.api_version) >= 1:
                assert fr[pos] == 0
                pos += 1
            out.append(Msg("response", req.api_key, req.api_version, c, fr, pos))
    return out


def one(name, kind, api_key, index=0):
    found = [m for m in messages(name) if m.kind == kind and m.api_key == api_key]
    return found[index]


def _plain_types(value):
    """Every value is dict/list/int/str/bytes/bool/float/None; ints are exactly int."""
    if isinstance(value, dict):
        assert type(value) is dict
        for k, v in value.items():
            assert type(k) is str or k == "_unknown_tags" or type(k) is int
            _plain_types(v)
    elif isinstance(value, list):
        assert type(value) is list
        for v in value:
            _plain_types(v)
    else:
        assert type(value) in (int, str, bytes, bool, float, type(None)), type(value)


# ------------------------------------------------------------------ cases


def test_c1_api_versions_v3():
    req = one("18-api-versions-v3.pcap", "request", 18)
    assert (req.api_version, req.correlation_id) == (3, 2)
    body = req.decode()
    assert body == {"client_software_name": "apache-kafka-java", "client_software_version": "3.0.0"}

    resp = one("18-api-versions-v3.pcap", "response", 18)
    body = resp.decode()
    assert body["error_code"] == 0
    assert "_fallback" not in body
    keys = [e["api_key"] for e in body["api_keys"]]
    assert len(keys) == 59
    assert min(keys) == 0 and max(keys) == 67
    assert {48, 49, 50, 51, 56, 57, 60, 61, 65, 66, 67} <= set(keys)
    assert all(e["min_version"] <= e["max_version"] for e in body["api_keys"])
    assert list(body["api_keys"][0]) == ["api_key", "min_version", "max_version"]
    _plain_types(body)


def test_c3_produce_v9():
    req = one("00-produce-v9.pcap", "request", 0)
    assert (req.api_version, req.correlation_id) == (9, 47)
    body = req.decode()
    assert list(body) == ["transactional_id", "acks", "timeout_ms", "topic_data"]
    assert body["transactional_id"] is None
    assert body["acks"] == 1
    assert body["timeout_ms"] == 1500  # milliseconds, as on the wire
    (topic,) = body["topic_data"]
    assert topic["name"] == "zqy-test"
    (part,) = topic["partition_data"]
    assert part["index"] == 0
    records = part["records"]
    assert type(records) is bytes
    # COMPACT_RECORDS: the batch is the bytes after the varint length, to the partition's tags.
    at = req.frame.index(records)
    assert req.frame[at - 1] == len(records) + 1
    (batch_length,) = struct.unpack_from(">i", records, 8)
    assert len(records) == 12 + batch_length
    assert b"q" * 31 in records and b"q" * 32 not in records
    _plain_types(body)

    resp = one("00-produce-v9.pcap", "response", 0)
    body = resp.decode()
    (p,) = body["responses"][0]["partition_responses"]
    assert body["responses"][0]["name"] == "zqy-test"
    assert p["error_code"] == 0
    assert p["base_offset"] == 35
    assert p["log_start_offset"] == 16
    assert p["log_append_time_ms"] == -1  # null timestamp kept as on the wire
    assert p["record_errors"] == [] and p["error_message"] is None
    assert body["throttle_time_ms"] == 0
    _plain_types(body)


def test_c3_fetch_v12():
    req = one("01-fetch-v12-ok.pcap", "request", 1)
    assert (req.api_version, req.correlation_id) == (12, 15603)
    body = req.decode()
    assert list(body)[0] == "cluster_id"  # a tagged field, first in the spec
    assert body["cluster_id"] is None
    (topic,) = body["topics"]
    assert topic["topic"] == "zqy-test"
    (part,) = topic["partitions"]
    assert part["partition"] == 0
    assert part["fetch_offset"] == 36
    assert body["max_wait_ms"] == 500

    resp = one("01-fetch-v12-ok.pcap", "response", 1)
    body = resp.decode()
    assert body["error_code"] == 0 and body["responses"] == []


def test_c5_join_group_v7():
    body = one("11-join-group-v7.pcap", "request", 11).decode()
    assert body["group_id"] == "zzzz12"
    assert body["protocol_type"] == "consumer"
    assert body["protocols"][0]["name"] == "range"
    assert body["session_timeout_ms"] == 45000
    assert body["rebalance_timeout_ms"] == 300000
    assert body["member_id"] == ""

    body = one("11-join-group-v7.pcap", "response", 11).decode()
    assert body["error_code"] == -1  # UNKNOWN_SERVER_ERROR, a plain int
    assert type(body["error_code"]) is int
    assert body["member_id"].startswith("consumer-zzzz12-1-")
    _plain_types(body)


def test_c7_api_versions_v0_fallback():
    msgs = [m for m in messages("apiversions-v0-fallback.pcap") if m.api_key == 18]
    req1, req2 = [m for m in msgs if m.kind == "request"]
    resp1, resp2 = [m for m in msgs if m.kind == "response"]
    assert (req1.api_version, req1.correlation_id) == (4, 7)
    assert req1.decode()["client_software_name"] == "new-client"

    body = resp1.decode()
    assert body == {
        "error_code": 35,
        "api_keys": [{"api_key": 18, "min_version": 0, "max_version": 3}],
        "_fallback": True,
    }
    same = decode_api_versions_fallback(resp1.frame, resp1.body_at, len(resp1.frame))
    assert same == body

    assert (req2.api_version, req2.correlation_id) == (0, 8)
    assert req2.decode() == {}
    body = resp2.decode()
    assert "_fallback" not in body
    assert body["error_code"] == 0 and len(body["api_keys"]) == 2


def test_api_versions_fallback_rules():
    v0_ok = struct.pack(">hihhh", 0, 1, 18, 0, 3)
    # v4 cannot read it (the compact array would be null): the Java client then reads v0.
    assert decode_standard(18, 4, "response", v0_ok, 0, len(v0_ok))["_fallback"] is True
    # error 35 in a body that only the asked version can read: no fallback.
    v3_body = b"\x00\x23" + b"\x01" + b"\x00\x00\x00\x00" + b"\x00"
    body = decode_standard(18, 3, "response", v3_body, 0, len(v3_body))
    assert body["error_code"] == 35 and body["api_keys"] == [] and "_fallback" not in body
    # bytes neither can read: the error of the asked version.
    with pytest.raises(Malformed) as e:
        decode_standard(18, 3, "response", b"\x00\x23\xff", 0, 3)
    assert e.value.word != "unsupported_api_version"
    assert VERSION_FALLBACKS[18] == (35, 0)


def test_c2_fetch_v13_session():
    msgs = messages("mixed-with-unsupported.pcap")
    req = next(m for m in msgs if m.kind == "request" and m.api_key == 1)
    assert (req.api_version, req.correlation_id) == (13, 15551976)
    body = req.decode()
    assert body["session_id"] == 1191256040
    assert body["session_epoch"] == 3684
    assert body["topics"] == [] and body["forgotten_topics_data"] == []

    resp = next(m for m in msgs if m.kind == "response" and m.api_key == 1)
    body = resp.decode()
    assert body == {
        "throttle_time_ms": 0,
        "error_code": 0,
        "session_id": 1191256040,
        "responses": [],
    }

    # The other four messages of the capture decode too.
    others = [m for m in msgs if m.api_key != 1]
    assert sorted((m.api_key, m.kind) for m in others) == [
        (8, "request"),
        (8, "response"),
        (12, "request"),
        (12, "response"),
    ]
    for m in others:
        _plain_types(m.decode())


def test_c6_bodies_around_raw_sasl_tokens():
    msgs = messages("sasl-v0-raw-tokens.pcap")
    hs = [m.decode() for m in msgs if m.api_key == 17]
    assert hs == [{"mechanism": "PLAIN"}, {"error_code": 0, "mechanisms": ["PLAIN"]}]
    meta_req, meta_resp = [m for m in msgs if m.api_key == 3]
    assert meta_req.decode() == {"topics": [{"name": "audit-log"}]}
    body = meta_resp.decode()
    assert body["topics"][0]["name"] == "audit-log"
    assert body["brokers"][0]["port"] == 9092


# ------------------------------------------------------- versions and keys


def test_versions_without_any_spec():
    # C4's ListOffsets v0 is not in kio 0.6.5 but in dissector/kafka/legacy (Kafka 3.x specs).
    req = one("arkime-vlan-listoffsets-v0.pcap", "request", 2)
    assert req.api_version == 0
    assert req.decode()["topics"][0]["partitions"][0]["max_num_offsets"] == 1
    # What neither kio nor the legacy specs define stays unsupported, with its offset.
    for key, version in [(76, 0), (77, 0), (78, 0), (79, 0), (4, 8), (7, 4)]:
        assert not is_supported(key, version, "request")
        with pytest.raises(UnsupportedVersion) as e:
            decode_standard(key, version, "request", b"\x00" * 8, 0, 8)
        assert isinstance(e.value, Malformed)
        assert e.value.word == "unsupported_api_version"
        assert e.value.offset == 0
    assert is_supported(0, 3, "request") and is_supported(1, 4, "response")
    assert is_supported(18, 4, "response") and not is_supported(18, 99, "response")


def test_unknown_api_key():
    with pytest.raises(Malformed) as e:
        decode_standard(1000, 0, "request", b"\x00\x00", 0, 2)
    assert e.value.word == "unknown_api_key"
    assert not isinstance(e.value, UnsupportedVersion)
    assert not is_supported(1000, 0, "request")


# ------------------------------------------------------------------ errors


def test_body_must_end_at_pdu_end():
    m = one("11-join-group-v7.pcap", "request", 11)
    longer = m.frame + b"\x00"
    with pytest.raises(Malformed) as e:
        decode_standard(11, 7, "request", longer, m.body_at, len(longer))
    assert e.value.word == "pdu_length_mismatch"
    assert e.value.offset == len(m.frame)  # the first byte left over
    # offsets are relative to base (the frame's first byte) wherever the frame sits
    buf = b"\xee" * 100 + longer
    with pytest.raises(Malformed) as e:
        decode_standard(11, 7, "request", buf, 100 + m.body_at, len(buf), 100)
    assert e.value.word == "pdu_length_mismatch" and e.value.offset == len(m.frame)
    # ... and a decode of the frame in that buffer is the same
    assert (
        decode_standard(11, 7, "request", buf, 100 + m.body_at, 100 + len(m.frame), 100)
        == m.decode()
    )


def test_buffer_kinds():
    m = one("00-produce-v9.pcap", "request", 0)
    want = m.decode()
    for buf in (bytearray(m.frame), memoryview(m.frame), memoryview(bytearray(m.frame))):
        assert decode_standard(0, 9, "request", buf, m.body_at, len(m.frame)) == want


def test_end_past_the_buffer():
    m = one("00-produce-v9.pcap", "request", 0)
    with pytest.raises(Malformed) as e:
        decode_standard(0, 9, "request", m.frame, m.body_at, len(m.frame) + 10)
    assert e.value.word == "pdu_length_mismatch"


def test_every_truncation_is_malformed():
    bodies = [
        one("18-api-versions-v3.pcap", "response", 18),
        one("00-produce-v9.pcap", "request", 0),
        one("00-produce-v9.pcap", "response", 0),
        one("01-fetch-v12-ok.pcap", "request", 1),
        one("11-join-group-v7.pcap", "request", 11),
        one("11-join-group-v7.pcap", "response", 11),
        one("mixed-with-unsupported.pcap", "request", 8),
        one("sasl-v0-raw-tokens.pcap", "response", 3),
    ]
    for m in bodies:
        for cut in range(m.body_at, len(m.frame)):
            with pytest.raises(Malformed) as e:
                decode_standard(m.api_key, m.api_version, m.kind, m.frame[:cut], m.body_at, cut)
            assert e.value.word != "unsupported_api_version"
            assert m.body_at <= e.value.offset <= cut
            # the same bytes as the whole frame with a shorter PDU end
            with pytest.raises(Malformed):
                decode_standard(m.api_key, m.api_version, m.kind, m.frame, m.body_at, cut)


def test_random_byte_flips_only_malformed():
    rnd = random.Random(20240601)
    msgs = [
        m
        for name in (
            "18-api-versions-v3.pcap",
            "00-produce-v9.pcap",
            "01-fetch-v12-ok.pcap",
            "11-join-group-v7.pcap",
            "mixed-with-unsupported.pcap",
            "apiversions-v0-fallback.pcap",
            "sasl-v0-raw-tokens.pcap",
        )
        for m in messages(name)
        if len(m.frame) > m.body_at
    ]
    decoded = failed = 0
    for m in msgs:
        for _ in range(400):
            b = bytearray(m.frame)
            for _ in range(rnd.randint(1, 4)):
                b[rnd.randrange(m.body_at, len(b))] = rnd.randrange(256)
            try:
                body = decode_standard(
                    m.api_key, m.api_version, m.kind, bytes(b), m.body_at, len(b)
                )
            except Malformed as e:
                assert isinstance(e.word, str) and isinstance(e.offset, int)
                failed += 1
            else:
                _plain_types(body)
                decoded += 1
    assert decoded and failed


def test_random_bodies_for_every_kio_entity_only_malformed():
    rnd = random.Random(7)
    count = 0
    for k, v, kind in _all_entities():
        for _ in range(4):
            n = rnd.randint(0, 48)
            b = bytes(
                rnd.choice((0, 0, 1, 2, 0x7F, 0x80, 0xFF, rnd.randrange(256))) for _ in range(n)
            )
            try:
                decode_standard(k, v, kind, b, 0, n)
            except Malformed:
                pass
            count += 1
    assert count > 2000


@pytest.mark.slow
def test_huge_array_counts_do_not_reach_kio():
    # kio's native reader reserves memory for the count on the wire before reading the items;
    # a count of 2**32-2 asks for 32 GiB and the Rust allocator aborts the process.  Run in a
    # child so that a regression is a failed test, not a dead test run.
    code = r"""
from dissector.wire.standard import decode_standard
from dissector.errors import Malformed
cases = [
    (3, 12, b"\xff\xff\xff\xff\x0f\x00\x00\x00"),   # compact count 2**32-2
    (3, 1, b"\x7f\xff\xff\xff" + b"\x00\x01a" * 4),  # legacy count 2**31-1
    (0, 9, b"\x00\x00\x01\x00\x00\x03\xe8\xff\xff\xff\xff\x0f\x00"),
]
for k, v, body in cases:
    try:
        decode_standard(k, v, "request", body, 0, len(body))
    except Malformed as e:
        print(e.word, e.offset)
"""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.split("\n")[:3] == [
        "bad_array_length 0",
        "bad_array_length 0",
        "bad_array_length 7",
    ]


def test_bad_strings_and_nulls():
    # SaslHandshake v0 request: one int16-length string; not UTF-8, offset of its length
    with pytest.raises(Malformed) as e:
        decode_standard(17, 0, "request", b"\xee\xee\x00\x02\xff\xfe", 2, 6, 0)
    assert (e.value.word, e.value.offset) == ("bad_string_length", 2)
    body = b"\x00\x02\xff\xfe"
    with pytest.raises(Malformed) as e:
        decode_standard(17, 0, "request", body, 0, 4)
    assert (e.value.word, e.value.offset) == ("bad_string_length", 0)
    with pytest.raises(Malformed) as e:
        decode_standard(17, 0, "request", b"\xff\xff", 0, 2)
    assert (e.value.word, e.value.offset) == ("nullable_violation", 0)
    with pytest.raises(Malformed) as e:
        decode_standard(17, 0, "request", b"\xff\xfe", 0, 2)
    assert (e.value.word, e.value.offset) == ("bad_string_length", 0)
    with pytest.raises(Malformed) as e:
        decode_standard(17, 0, "request", b"\x00\x09PLAIN", 0, 7)
    assert (e.value.word, e.value.offset) == ("bad_string_length", 0)
    # a varint longer than 5 bytes (Metadata v12 request: compact array count first)
    with pytest.raises(Malformed) as e:
        decode_standard(3, 12, "request", b"\x80\x80\x80\x80\x80\x01\x00\x00\x00", 0, 9)
    assert (e.value.word, e.value.offset) == ("bad_varint", 0)


def test_values_kio_would_refuse():
    # An error code Kafka does not define (kio's ErrorCode enum would raise): a plain int.
    hb = struct.pack(">ih", 0, 9999) + b"\x00"  # Heartbeat v4 response
    assert decode_standard(12, 4, "response", hb, 0, len(hb)) == {
        "throttle_time_ms": 0,
        "error_code": 9999,
    }
    # A bool byte other than 0/1 (kio raises; Kafka reads any non-zero as true).
    meta = b"\x01\x02\x00\x00"  # Metadata v12 request: no topics, auto-create=2, authz=0, no tags
    assert decode_standard(3, 12, "request", meta, 0, 4) == {
        "topics": [],
        "allow_auto_topic_creation": True,
        "include_topic_authorized_operations": False,
    }
    # A timestamp far outside datetime's range (kio's datetime would raise).
    m = one("00-produce-v9.pcap", "response", 0)
    frame = bytearray(m.frame)
    at = bytes(frame).index(struct.pack(">q", 35)) + 8  # log_append_time follows base_offset
    frame[at : at + 8] = struct.pack(">q", 2**63 - 1)
    body = decode_standard(0, 9, "response", bytes(frame), m.body_at, len(frame))
    assert body["responses"][0]["partition_responses"][0]["log_append_time_ms"] == 2**63 - 1


def test_unknown_tagged_fields_are_kept():
    m = one("mixed-with-unsupported.pcap", "response", 1)
    assert m.frame[-1] == 0  # the body's (empty) tagged-field section
    frame = m.frame[:-1] + b"\x02" + b"\x05\x01\xaa" + b"\x63\x02\xbb\xcc"
    body = decode_standard(1, 13, "response", frame, m.body_at, len(frame))
    assert body["_unknown_tags"] == {5: b"\xaa", 99: b"\xbb\xcc"}
    assert {k: v for k, v in body.items() if k != "_unknown_tags"} == m.decode()
    # out of order tags are not a valid section
    frame = m.frame[:-1] + b"\x02" + b"\x63\x01\xaa" + b"\x05\x01\xbb"
    with pytest.raises(Malformed) as e:
        decode_standard(1, 13, "response", frame, m.body_at, len(frame))
    assert e.value.word == "bad_tagged_fields"


def test_uuids_and_nested_shapes():
    # Metadata v12 response: topic_id uuid (null = zero uuid), nested arrays as lists.
    body = (
        b"\x00\x00\x00\x00"  # throttle_time
        b"\x02"
        + b"\x00\x00\x00\x01"
        + b"\x02h"
        + b"\x00\x00\x23\x84"
        + b"\x00"
        + b"\x00"  # broker
        + b"\x00"
        + b"\x00\x00\x00\x01"  # cluster_id null, controller 1
        + b"\x03"  # 2 topics
        + b"\x00\x00"
        + b"\x02a"
        + bytes(16)
        + b"\x00"
        + b"\x01"
        + b"\x00\x00\x00\x00"
        + b"\x00"
        + b"\x00\x00"
        + b"\x02b"
        + uuid.UUID(int=5).bytes
        + b"\x00"
        + b"\x02"
        + b"\x00\x00"
        + b"\x00\x00\x00\x03"
        + b"\x00\x00\x00\x01"
        + b"\x00\x00\x00\x07"
        + b"\x02\x00\x00\x00\x01"
        + b"\x02\x00\x00\x00\x01"
        + b"\x01"
        + b"\x00"
        + b"\x00\x00\x00\x00"
        + b"\x00"
        + b"\x00"  # body tags
    )
    got = decode_standard(3, 12, "response", body, 0, len(body))
    assert got["brokers"] == [{"node_id": 1, "host": "h", "port": 9092, "rack": None}]
    a, b = got["topics"]
    assert a["topic_id"] == ZERO_UUID and a["partitions"] == []
    assert b["topic_id"] == str(uuid.UUID(int=5))
    assert b["partitions"] == [
        {
            "error_code": 0,
            "partition_index": 3,
            "leader_id": 1,
            "leader_epoch": 7,
            "replica_nodes": [1],
            "isr_nodes": [1],
            "offline_replicas": [],
        }
    ]
    _plain_types(got)


# --------------------------------------------- every kio entity, round trip


def _all_entities():
    from kio.schema.index import api_key_map, schema_name_map

    return [
        (k, v, kind)
        for k, name in sorted(api_key_map.items())
        for v in sorted(schema_name_map[name])
        for kind in ("request", "response")
        if is_supported(k, v, kind)
    ]


_ABSENT = object()


def _random_value(rnd, info, depth=0):
    out = {}
    for f in info.fields:
        if f.tag is not None and info.flexible and rnd.random() < 0.4:
            out[f.name] = _ABSENT
        elif f.nullable and f.type != "uuid" and rnd.random() < 0.2:
            out[f.name] = None
        elif f.kind == "prim":
            out[f.name] = _random_prim(rnd, f.type)
        elif f.kind == "entity":
            out[f.name] = _random_value(rnd, f.sub, depth + 1)
        else:
            n = rnd.randint(0, 3 if depth < 3 else 0)
            out[f.name] = [
                _random_value(rnd, f.sub, depth + 1) if f.sub else _random_prim(rnd, f.type)
                for _ in range(n)
            ]
    return out


def _random_prim(rnd, typ):
    bits = {"int8": 7, "int16": 15, "int32": 31, "int64": 63}
    if typ in bits:
        b = bits[typ]
        return rnd.choice((0, -1, 2**b - 1, -(2**b), rnd.randint(-(2**b), 2**b - 1)))
    if typ == "uint16":
        return rnd.randint(0, 65535)
    if typ == "float64":
        return rnd.choice((0.0, 1.5, -2.25))
    if typ == "bool":
        return rnd.random() < 0.5
    if typ == "uuid":
        return rnd.choice((ZERO_UUID, str(uuid.UUID(int=rnd.getrandbits(128)))))
    if typ == "string":
        return rnd.choice(("", "a", "topic-é✓", "x" * 130))
    return bytes(rnd.getrandbits(8) for _ in range(rnd.randint(0, 20)))


def _split(value, info):
    """(what to encode, what decoding must give): absent tagged fields decode as kio's defaults."""
    enc, want = {}, {}
    for f in info.fields:
        v = value[f.name]
        if v is _ABSENT:
            want[f.name] = fresh_default(f.default)
            continue
        if f.sub is not None and v is not None:
            if f.kind == "entity":
                e, w = _split(v, f.sub)
            else:
                pairs = [_split(x, f.sub) for x in v]
                e, w = [p[0] for p in pairs], [p[1] for p in pairs]
        else:
            e = w = v
        enc[f.name] = e
        want[f.name] = w
    return enc, want


def test_round_trip_every_kio_entity():
    """Random values of every request/response kio knows, encoded from the spec, decode back."""
    rnd = random.Random(5)
    entities = _all_entities()
    assert len(entities) > 500
    for k, v, kind in entities:
        e = entry_of(k, v, kind)
        for _ in range(3):
            enc, want = _split(_random_value(rnd, e.info), e.info)
            body = codec.encode_body(e.spec, v, enc)
            got = decode_standard(k, v, kind, body, 0, len(body))
            got.pop("_fallback", None)
            assert got == want, (k, v, kind)
            assert list(got) == list(want)
