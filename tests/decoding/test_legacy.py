"""Versions kio lacks (Kafka 3.x versions Kafka 4 removed), decoded from dissector/kafka/legacy.

The spec files are written by scripts/derive_legacy_specs.py from kio 0.3.0's classes; these
tests need nothing but the installed package: the real C4 capture through the public API,
bodies built by hand with struct.pack for the older Produce, Fetch and OffsetCommit versions,
the flexible inter-broker versions, errors, a round trip through every legacy version, and
the coverage of every version of every API key together with kio.
"""

from __future__ import annotations

import random
import re
import struct
import tomllib
import uuid
from pathlib import Path

import pytest
from kio.schema.index import api_key_map, schema_name_map

import dissector
from dissector.errors import Malformed
from dissector.kafka.protocol import first_flexible, is_flexible
from dissector.wire import codec
from dissector.wire.entries import UnsupportedVersion, entry_of, is_supported, kio_class
from dissector.wire.legacy import LegacyEntry, legacy_specs, spec_default
from dissector.wire.specs import parse_spec, snake_case
from dissector.wire.standard import decode_standard

from helpers import ROOT

LEGACY = ROOT / "dissector" / "kafka" / "legacy"
C4 = ROOT / "tests" / "data" / "cases" / "arkime-vlan-listoffsets-v0.pcap"

#: Versions of kio's API keys that neither kio nor dissector/kafka/legacy has, and why.
#: The share-group APIs' v0: only unstable drafts in Kafka 3.x (never offered by a 3.x
#: broker); v0 shipped as early access in Kafka 4.0 and was removed in 4.1.
EXCEPTIONS = {(76, 0), (77, 0), (78, 0), (79, 0)}

#: The inter-broker APIs Kafka 4 removed and kio 0.6.5 does not have: Kafka 3.x's top version.
INTER_BROKER = {4: 7, 5: 4, 6: 8, 7: 3}

#: Fields of a legacy version that the next version (kio's oldest) really dropped;
#: every other key must be the one the kio path gives the same field.
DROPPED = {
    "AlterPartitionRequest": {"topics.topic_name"},  # replaced by topic_id in v2
    "AlterPartitionResponse": {"topics.topic_name"},
    "DescribeConfigsResponse": {"results.configs.is_default"},  # config_source in v1
    "ListOffsetsRequest": {"topics.partitions.max_num_offsets"},
    "ListOffsetsResponse": {"topics.partitions.old_style_offsets"},
    "OffsetCommitRequest": {"topics.partitions.commit_timestamp"},
}


def i16(v):
    return struct.pack(">h", v)


def i32(v):
    return struct.pack(">i", v)


def i64(v):
    return struct.pack(">q", v)


def s(text):
    """Classic string (int16 length); None is null."""
    if text is None:
        return i16(-1)
    raw = text.encode()
    return i16(len(raw)) + raw


def b(raw):
    """Classic bytes/records (int32 length); None is null."""
    return i32(-1) if raw is None else i32(len(raw)) + raw


def decode(api_key, version, kind, body):
    return decode_standard(api_key, version, kind, body, 0, len(body))


# A legacy (magic 1) message set as a client of the time sends it: opaque bytes here.
MESSAGE_SET = i64(0) + i32(27) + i32(0x1234ABCD) + b"\x01\x00" + i64(1475007069352)
MESSAGE_SET += b(None) + b(b"hello")


# ------------------------------------------------------------- C4, public API


def test_c4_listoffsets_v0_through_the_public_api():
    (m,) = list(dissector.iter_messages(C4))
    assert (m.kind, m.api_key, m.api_version, m.correlation_id) == ("request", 2, 0, 0)
    # The case text says "client_id null"; the wire holds length 0 (an empty string).
    assert m.client_id in ("", None)
    assert m.expert == []
    body = m.body
    assert list(body) == ["replica_id", "topics"]
    assert body["replica_id"] == -1
    (topic,) = body["topics"]
    assert list(topic) == ["name", "partitions"]
    assert topic["name"] == "integration.test.topic1475007069352"
    (part,) = topic["partitions"]
    assert part == {"partition_index": 0, "timestamp": -1, "max_num_offsets": 1}

    df = dissector.read_capture(C4)
    assert len(df) == 1
    row = df.iloc[0]
    assert (row["api_name"], row["api_key"], row["api_version"]) == ("ListOffsets", 2, 0)
    assert "body not decoded" not in row["notes"]
    assert "unanswered" in row["notes"]
    assert row["expert"] == ""


def test_c4_body_from_its_bytes():
    body = i32(-1) + i32(1) + s("integration.test.topic1475007069352")
    body += i32(1) + i32(0) + i64(-1) + i32(1)
    assert decode(2, 0, "request", body) == {
        "replica_id": -1,
        "topics": [
            {
                "name": "integration.test.topic1475007069352",
                "partitions": [{"partition_index": 0, "timestamp": -1, "max_num_offsets": 1}],
            }
        ],
    }
    resp = i32(1) + s("t") + i32(1) + i32(0) + i16(0) + i32(2) + i64(42) + i64(0)
    assert decode(2, 0, "response", resp) == {
        "topics": [
            {
                "name": "t",
                "partitions": [
                    {"partition_index": 0, "error_code": 0, "old_style_offsets": [42, 0]}
                ],
            }
        ]
    }


# ------------------------------------------------------ bodies built by hand


def test_produce_v2():
    body = i16(-1) + i32(30000) + i32(1) + s("t1") + i32(1) + i32(3) + b(MESSAGE_SET)
    got = decode(0, 2, "request", body)
    assert list(got) == ["acks", "timeout_ms", "topic_data"]  # as kio's v3+, less transactional_id
    assert got["acks"] == -1
    assert got["timeout_ms"] == 30000
    (topic,) = got["topic_data"]
    assert topic["name"] == "t1"
    (part,) = topic["partition_data"]
    assert part["index"] == 3
    assert part["records"] == MESSAGE_SET and isinstance(part["records"], bytes)

    resp = i32(1) + s("t1") + i32(2)
    resp += i32(3) + i16(0) + i64(42) + i64(-1)
    resp += i32(4) + i16(6) + i64(-1) + i64(1475007069352)
    resp += i32(7)
    got = decode(0, 2, "response", resp)
    assert list(got) == ["responses", "throttle_time_ms"]
    assert got["throttle_time_ms"] == 7
    (topic,) = got["responses"]
    assert topic["name"] == "t1"
    p3, p4 = topic["partition_responses"]
    assert p3 == {"index": 3, "error_code": 0, "base_offset": 42, "log_append_time_ms": -1}
    assert p4 == {
        "index": 4,
        "error_code": 6,
        "base_offset": -1,
        "log_append_time_ms": 1475007069352,
    }
    # v0 has neither log_append_time_ms nor throttle_time_ms.
    v0 = i32(1) + s("t1") + i32(1) + i32(3) + i16(0) + i64(42)
    assert decode(0, 0, "response", v0) == {
        "responses": [
            {
                "name": "t1",
                "partition_responses": [{"index": 3, "error_code": 0, "base_offset": 42}],
            }
        ]
    }


def test_fetch_v3():
    body = i32(-1) + i32(500) + i32(1) + i32(52428800)
    body += i32(1) + s("t1") + i32(2)
    body += i32(0) + i64(100) + i32(1048576)
    body += i32(1) + i64(7) + i32(65536)
    got = decode(1, 3, "request", body)
    assert list(got) == ["replica_id", "max_wait_ms", "min_bytes", "max_bytes", "topics"]
    assert got["replica_id"] == -1
    assert got["max_wait_ms"] == 500
    assert got["min_bytes"] == 1
    assert got["max_bytes"] == 52428800
    (topic,) = got["topics"]
    assert topic["topic"] == "t1"
    assert topic["partitions"] == [
        {"partition": 0, "fetch_offset": 100, "partition_max_bytes": 1048576},
        {"partition": 1, "fetch_offset": 7, "partition_max_bytes": 65536},
    ]
    # v2 has no max_bytes: the same body without it.
    v2 = body[:12] + body[16:]
    assert "max_bytes" not in decode(1, 2, "request", v2)

    resp = i32(0) + i32(1) + s("t1") + i32(2)
    resp += i32(0) + i16(0) + i64(120) + b(MESSAGE_SET)
    resp += i32(1) + i16(1) + i64(-1) + b(None)
    got = decode(1, 3, "response", resp)
    assert list(got) == ["throttle_time_ms", "responses"]
    assert got["throttle_time_ms"] == 0
    (topic,) = got["responses"]
    assert topic["topic"] == "t1"
    p0, p1 = topic["partitions"]
    assert p0 == {
        "partition_index": 0,
        "error_code": 0,
        "high_watermark": 120,
        "records": MESSAGE_SET,
    }
    assert p1 == {"partition_index": 1, "error_code": 1, "high_watermark": -1, "records": None}


def test_offset_commit_v1():
    body = s("group-1") + i32(5) + s("consumer-1-abc") + i32(1) + s("t1") + i32(2)
    body += i32(0) + i64(100) + i64(-1) + s(None)
    body += i32(1) + i64(200) + i64(1475007069352) + s("meta")
    got = decode(8, 1, "request", body)
    assert list(got) == ["group_id", "generation_id_or_member_epoch", "member_id", "topics"]
    assert got["group_id"] == "group-1"
    assert got["generation_id_or_member_epoch"] == 5
    assert got["member_id"] == "consumer-1-abc"
    (topic,) = got["topics"]
    assert topic["name"] == "t1"
    assert topic["partitions"] == [
        {
            "partition_index": 0,
            "committed_offset": 100,
            "commit_timestamp": -1,
            "committed_metadata": None,
        },
        {
            "partition_index": 1,
            "committed_offset": 200,
            "commit_timestamp": 1475007069352,
            "committed_metadata": "meta",
        },
    ]
    # v0: neither generation, member nor commit timestamp.
    v0 = s("group-1") + i32(1) + s("t1") + i32(1) + i32(0) + i64(100) + s("")
    assert decode(8, 0, "request", v0) == {
        "group_id": "group-1",
        "topics": [
            {
                "name": "t1",
                "partitions": [
                    {"partition_index": 0, "committed_offset": 100, "committed_metadata": ""}
                ],
            }
        ],
    }

    resp = i32(1) + s("t1") + i32(2) + i32(0) + i16(0) + i32(1) + i16(22)
    assert decode(8, 1, "response", resp) == {
        "topics": [
            {
                "name": "t1",
                "partitions": [
                    {"partition_index": 0, "error_code": 0},
                    {"partition_index": 1, "error_code": 22},
                ],
            }
        ]
    }


# --------------------------------------------------- flexible legacy versions


def test_flexible_inter_broker_versions():
    # ControlledShutdown v3 (flexible): an unknown tagged field is kept, as on the kio path.
    body = i32(2) + i64(77) + b"\x01" + b"\x05\x02ab"
    assert decode(7, 3, "request", body) == {
        "broker_id": 2,
        "broker_epoch": 77,
        "_unknown_tags": {5: b"ab"},
    }
    assert decode(7, 0, "request", i32(2)) == {"broker_id": 2}

    # UpdateMetadata v8: Type is tagged (tag 0, default 0); absent, it reads as its default.
    head = i32(1) + b"\x01" + i32(3) + i64(9) + b"\x01" + b"\x01"  # no topics, no brokers
    absent = decode(6, 8, "request", head + b"\x00")
    assert absent == {
        "controller_id": 1,
        "is_k_raft_controller": True,
        "type": 0,
        "controller_epoch": 3,
        "broker_epoch": 9,
        "topic_states": [],
        "live_brokers": [],
    }
    present = decode(6, 8, "request", head + b"\x01\x00\x01\x02")
    assert present == {**absent, "type": 2}

    # AlterPartition v0 is flexible from v0 (compact strings and arrays).
    body = i32(1) + i64(5) + b"\x02" + b"\x03t1" + b"\x02"
    body += i32(0) + i32(4) + b"\x03" + i32(1) + i32(2) + i32(6) + b"\x00" + b"\x00" + b"\x00"
    assert decode(56, 0, "request", body) == {
        "broker_id": 1,
        "broker_epoch": 5,
        "topics": [
            {
                "topic_name": "t1",
                "partitions": [
                    {
                        "partition_index": 0,
                        "leader_epoch": 4,
                        "new_isr": [1, 2],
                        "partition_epoch": 6,
                    }
                ],
            }
        ],
    }


def test_flexibility_matches_the_specs():
    """Header versions (protocol.is_flexible) agree with every legacy spec's flexibleVersions."""
    for (key, kind), spec in legacy_specs().items():
        for v in range(spec.valid_versions.low, spec.valid_versions.high + 1):
            assert is_flexible(key, v, kind) == (v in spec.flexible_versions), (key, v, kind)
    for key, top in INTER_BROKER.items():
        spec = legacy_specs()[(key, "request")]
        assert spec.flexible_versions.low == first_flexible(key, "request")
        assert spec.valid_versions.high == top


# ------------------------------------------------------------------ errors


def test_bad_bytes_in_a_legacy_version():
    good = i32(-1) + i32(1) + s("t") + i32(1) + i32(0) + i64(-1) + i32(1)

    def word(body):
        with pytest.raises(Malformed) as e:
            decode(2, 0, "request", body)
        assert not isinstance(e.value, UnsupportedVersion)
        return e.value.word, e.value.offset

    assert word(good + b"\x00") == ("pdu_length_mismatch", len(good))
    assert word(good[:-2])[0] == "pdu_length_mismatch"
    assert word(i32(-1) + i32(0x7FFFFFFF)) == ("bad_array_length", 4)
    assert word(i32(-1) + i32(-2)) == ("bad_array_length", 4)
    assert word(i32(-1) + i32(1) + i16(2) + b"\xff\xfe" + good[11:]) == ("bad_string_length", 8)
    assert word(i32(-1) + i32(1) + i16(-1) + good[11:]) == ("nullable_violation", 8)
    assert word(i32(-1) + i32(-1)) == ("nullable_violation", 4)
    # Offsets are relative to base: the body inside a frame.
    frame = b"\x00" * 14 + good
    assert decode_standard(2, 0, "request", frame, 14, len(frame))["replica_id"] == -1
    with pytest.raises(Malformed) as e:
        decode_standard(2, 0, "request", frame + b"\x00", 14, len(frame) + 1, 0)
    assert (e.value.word, e.value.offset) == ("pdu_length_mismatch", len(frame))


def test_still_unsupported():
    for key, version in sorted(EXCEPTIONS) + [(2, 99), (4, 8), (7, 4)]:
        assert not is_supported(key, version, "request")
        with pytest.raises(UnsupportedVersion):
            decode(key, version, "request", b"\x00" * 8)
    with pytest.raises(Malformed) as e:
        decode(1000, 0, "request", b"")
    assert e.value.word == "unknown_api_key"


# ------------------------------------------------------------ the spec files


def _files():
    return sorted(LEGACY.glob("*.json"))


def _walk(fields, path=""):
    for f in fields:
        yield path + f.key, f
        yield from _walk(f.fields, f"{path}{f.key}.")


def test_spec_files_parse_and_names_round_trip():
    files = _files()
    assert len(files) == 48
    assert sum(f.stat().st_size for f in files) < 100_000
    seen = set()
    for f in files:
        text = f.read_text()
        assert text.startswith("// Derived from the Apache Kafka 3.x message specs")
        assert "scripts/derive_legacy_specs.py" in text and "do not edit" in text
        assert '"about"' not in text
        spec = parse_spec(text, f.name)
        assert f.name == spec.name + ".json"
        assert (spec.api_key, spec.type) not in seen
        seen.add((spec.api_key, spec.type))
        for path, field in _walk(spec.fields):
            # CamelCase of kio's snake_case name, and back.
            assert snake_case(field.name) == field.key, path
            camel = "".join(p[:1].upper() + p[1:] for p in field.key.split("_"))
            assert field.name == camel, path
            assert re.fullmatch(r"[a-z][a-z0-9_]*", field.key), path
    # Every legacy RPC has both its request and response, with the same versions.
    for key, kind in seen:
        other = legacy_specs()[(key, "response" if kind == "request" else "request")]
        assert other.valid_versions == legacy_specs()[(key, kind)].valid_versions


def test_legacy_specs_cover_only_what_kio_lacks():
    for (key, kind), spec in legacy_specs().items():
        for v in range(spec.valid_versions.low, spec.valid_versions.high + 1):
            assert kio_class(key, v, kind) is None, (key, v, kind)
            assert type(entry_of(key, v, kind)) is LegacyEntry


def _kio_paths(info, path=""):
    for f in info.fields:
        yield path + f.name
        if f.sub is not None:
            yield from _kio_paths(f.sub, f"{path}{f.name}.")


def test_keys_match_kios_next_version():
    """A field keeps its key from the last legacy version to kio's first one."""
    checked = 0
    for (key, kind), spec in legacy_specs().items():
        name = api_key_map.get(key)
        if name is None:
            continue
        top = spec.valid_versions.high
        first = min(schema_name_map[name])
        assert first == top + 1
        legacy = {p for p, f in _walk(spec.fields) if top in f.versions}
        kio = set(_kio_paths(entry_of(key, first, kind).info))
        assert legacy - kio == DROPPED.get(spec.name, set()), spec.name
        checked += 1
    assert checked == 40


def test_no_holes_with_kio():
    """kio and dissector/kafka/legacy together decode every version 0..max of every API key."""
    holes = set()
    for key, name in sorted(api_key_map.items()):
        for v in range(max(schema_name_map[name]) + 1):
            for kind in ("request", "response"):
                if not is_supported(key, v, kind):
                    holes.add((key, v))
    assert holes == EXCEPTIONS
    for key, top in INTER_BROKER.items():
        assert key not in api_key_map
        for v in range(top + 1):
            assert is_supported(key, v, "request") and is_supported(key, v, "response")


def test_package_data_ships_the_specs():
    conf = tomllib.loads((ROOT / "pyproject.toml").read_text())
    globs = conf["tool"]["setuptools"]["package-data"]["dissector"]
    assert "kafka/legacy/*.json" in globs
    package = ROOT / "dissector"
    files = [f.relative_to(package).as_posix() for f in LEGACY.glob("*.json")]
    assert files and all(any(Path(f).match(g) for g in globs) for f in files)


# ------------------------------------------- every legacy version, round trip


def _random_prim(rnd, typ):
    if typ == "bool":
        return rnd.random() < 0.5
    if typ == "uuid":
        return str(uuid.UUID(int=rnd.getrandbits(128)))
    if typ == "string":
        return "".join(rnd.choice("abcxyz-é") for _ in range(rnd.randint(0, 6)))
    if typ in ("bytes", "records"):
        return rnd.randbytes(rnd.randint(0, 9))
    if typ == "float64":
        return rnd.random()
    bits = {"int8": 8, "int16": 16, "int32": 32, "int64": 64}.get(typ)
    if bits:
        return rnd.randint(-(2 ** (bits - 1)), 2 ** (bits - 1) - 1)
    return rnd.randint(0, 2 ** (16 if typ == "uint16" else 32) - 1)


def _random_struct(rnd, fields, version, flexible, depth=0):
    value, expected = {}, {}
    for f in fields:
        if version not in f.versions:
            continue
        tagged = flexible and version in f.tagged_versions
        if tagged and rnd.random() < 0.5:
            expected[f.key] = spec_default(f, version, flexible)
            continue
        if version in f.nullable_versions and rnd.random() < 0.25:
            v = e = None
        elif f.kind == "primitive":
            v = e = _random_prim(rnd, f.type)
        elif f.kind == "struct":
            v, e = _random_struct(rnd, f.fields, version, flexible, depth + 1)
        else:
            n = rnd.randint(0, 3 if depth < 3 else 0)
            if f.element:
                v = e = [_random_prim(rnd, f.element) for _ in range(n)]
            else:
                pairs = [
                    _random_struct(rnd, f.fields, version, flexible, depth + 1) for _ in range(n)
                ]
                v, e = [p[0] for p in pairs], [p[1] for p in pairs]
        value[f.key] = v
        expected[f.key] = e
    return value, expected


def test_round_trip_every_legacy_version():
    rnd = random.Random(1475007069352)
    n = 0
    for (key, kind), spec in sorted(legacy_specs().items()):
        for v in range(spec.valid_versions.low, spec.valid_versions.high + 1):
            flexible = v in spec.flexible_versions
            for _ in range(5):
                value, expected = _random_struct(rnd, spec.fields, v, flexible)
                body = codec.encode_body(spec, v, value)
                got = decode(key, v, kind, body)
                assert got == expected, (spec.name, v)
                assert list(got) == list(expected)
                n += 1
    assert n == 5 * (110 + 4)  # 110 Kafka 3.x versions, Kafka 4.4's keys 93 and 94 (newer/)
