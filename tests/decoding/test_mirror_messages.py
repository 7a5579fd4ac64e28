"""The 16 KIP-1279 mirror messages, decoded from bytes built by hand in this file.

The bytes are written with ``struct.pack`` and the little helpers below (never
with ``dissector.wire.codec``'s encoder), so a bug shared by the encoder and the
decoder cannot hide itself.  Every message is version 0 and flexible: compact
strings and arrays (uvarint length + 1, 0 = null) and a tagged-field section
at the end of every struct.
"""

from __future__ import annotations

import struct
import tracemalloc

import pytest

from dissector.errors import Malformed
from dissector.profiles.profile import load_profile
from dissector.wire.codec import decode_body, encode_body
from dissector.wire.specs import parse_spec

# ------------------------------------------------------------ hand encoders


def uv(n: int) -> bytes:
    """Unsigned LEB128 varint."""
    assert n >= 0
    out = bytearray()
    while True:
        b = n & 0x7F
        n >>= 7
        if n:
            out.append(b | 0x80)
        else:
            out.append(b)
            return bytes(out)


def i8(n: int) -> bytes:
    return struct.pack(">b", n)


def i16(n: int) -> bytes:
    return struct.pack(">h", n)


def i32(n: int) -> bytes:
    return struct.pack(">i", n)


def i64(n: int) -> bytes:
    return struct.pack(">q", n)


def boolean(b: bool) -> bytes:
    return b"\x01" if b else b"\x00"


def cstr(s: str | None) -> bytes:
    """Compact (nullable) string: uvarint(len + 1) then UTF-8; 0 is null."""
    if s is None:
        return b"\x00"
    raw = s.encode("utf-8")
    return uv(len(raw) + 1) + raw


def carr(items: list[bytes] | None) -> bytes:
    """Compact array of already-encoded elements: uvarint(count + 1); 0 is null."""
    if items is None:
        return b"\x00"
    return uv(len(items) + 1) + b"".join(items)


def uid(text: str) -> bytes:
    raw = bytes.fromhex(text.replace("-", ""))
    assert len(raw) == 16
    return raw


#: An empty tagged-field section.
NO_TAGS = b"\x00"


def tags(fields: dict[int, bytes]) -> bytes:
    """A tagged-field section: count, then (tag, size, bytes) in tag order."""
    out = uv(len(fields))
    for tag in sorted(fields):
        out += uv(tag) + uv(len(fields[tag])) + fields[tag]
    return out


# ------------------------------------------------------------ the messages

ORDERS_ID = "5f1d6a3e-9c2b-4f7a-8e41-0b6c2d9a7e13"
PAYMENTS_ID = "c0ffee00-1234-4abc-9def-00112233aabb"
GERMAN = "Spiegelung für Zürich → Frankfurt"
UNKNOWN_TAG_BYTES = b"\x01\x02\x03"

# (test id, api_key, "request"|"response", hand-built bytes, expected decoded dict)
CASES = [
    (
        "CreateMirrorRequest",
        94,
        "request",
        cstr("eu-west-mirror")
        + carr(
            [
                cstr("source.bootstrap.servers")
                + cstr("kafka-a1.eu-west:9092,kafka-a2.eu-west:9092")
                + NO_TAGS,
                cstr("description") + cstr(GERMAN) + NO_TAGS,
                cstr("consumer.group.filter") + cstr(None) + NO_TAGS,
            ]
        )
        + NO_TAGS,
        {
            "mirror_name": "eu-west-mirror",
            "config": [
                {
                    "name": "source.bootstrap.servers",
                    "value": "kafka-a1.eu-west:9092,kafka-a2.eu-west:9092",
                },
                {"name": "description", "value": "Spiegelung für Zürich → Frankfurt"},
                {"name": "consumer.group.filter", "value": None},
            ],
        },
    ),
    (
        "CreateMirrorResponse",
        94,
        "response",
        i32(25) + i16(0) + cstr(None) + NO_TAGS,
        {"throttle_time_ms": 25, "error_code": 0, "error_message": None},
    ),
    (
        "AddTopicsToMirrorRequest",
        95,
        "request",
        carr(
            [
                uid(ORDERS_ID) + cstr("orders") + cstr("eu-west-mirror") + NO_TAGS,
                uid(PAYMENTS_ID) + cstr("payments") + cstr("eu-west-mirror") + NO_TAGS,
            ]
        )
        + NO_TAGS,
        {
            "topics": [
                {
                    "topic_id": "5f1d6a3e-9c2b-4f7a-8e41-0b6c2d9a7e13",
                    "topic_name": "orders",
                    "mirror_name": "eu-west-mirror",
                },
                {
                    "topic_id": "c0ffee00-1234-4abc-9def-00112233aabb",
                    "topic_name": "payments",
                    "mirror_name": "eu-west-mirror",
                },
            ]
        },
    ),
    (
        "AddTopicsToMirrorResponse",
        95,
        "response",
        i32(0)
        + i16(0)
        + carr(
            [
                cstr("orders") + i16(0) + NO_TAGS,
                cstr("payments") + i16(42) + NO_TAGS,
            ]
        )
        + NO_TAGS,
        {
            "throttle_time_ms": 0,
            "error_code": 0,
            "topics": [
                {"name": "orders", "error_code": 0},
                {"name": "payments", "error_code": 42},
            ],
        },
    ),
    (
        "RemoveTopicsFromMirrorRequest",
        96,
        "request",
        carr([uid(PAYMENTS_ID) + cstr("payments") + NO_TAGS]) + NO_TAGS,
        {
            "topics": [
                {"topic_id": "c0ffee00-1234-4abc-9def-00112233aabb", "topic_name": "payments"},
            ]
        },
    ),
    (
        "RemoveTopicsFromMirrorResponse",
        96,
        "response",
        i32(12)
        + i16(0)
        + carr(
            [
                cstr("payments") + i16(0) + NO_TAGS,
                cstr("refunds") + i16(3) + NO_TAGS,
            ]
        )
        + NO_TAGS,
        {
            "throttle_time_ms": 12,
            "error_code": 0,
            "topics": [
                {"name": "payments", "error_code": 0},
                {"name": "refunds", "error_code": 3},
            ],
        },
    ),
    (
        "LastMirroredOffsetsRequest",
        97,
        "request",
        cstr("eu-west-mirror")
        + carr(
            [
                cstr("orders")
                + carr([i32(0) + NO_TAGS, i32(1) + NO_TAGS, i32(2) + NO_TAGS])
                + NO_TAGS,
                cstr("payments") + carr([i32(0) + NO_TAGS]) + NO_TAGS,
            ]
        )
        + NO_TAGS,
        {
            "mirror_name": "eu-west-mirror",
            "topics": [
                {
                    "name": "orders",
                    "partitions": [
                        {"partition_index": 0},
                        {"partition_index": 1},
                        {"partition_index": 2},
                    ],
                },
                {"name": "payments", "partitions": [{"partition_index": 0}]},
            ],
        },
    ),
    (
        "LastMirroredOffsetsResponse",
        97,
        "response",
        i32(0)
        + i16(0)
        + carr(
            [
                cstr("orders")
                + carr(
                    [
                        i32(0) + i64(1523) + i16(0) + NO_TAGS,
                        i32(1) + i64(987_654_321_012) + i16(0) + NO_TAGS,
                        i32(2) + i64(-1) + i16(6) + NO_TAGS,
                    ]
                )
                + NO_TAGS,
                cstr("payments") + carr([i32(0) + i64(42) + i16(0) + NO_TAGS]) + NO_TAGS,
            ]
        )
        + NO_TAGS,
        {
            "throttle_time_ms": 0,
            "error_code": 0,
            "topics": [
                {
                    "name": "orders",
                    "partitions": [
                        {"partition_index": 0, "last_mirrored_offset": 1523, "error_code": 0},
                        {
                            "partition_index": 1,
                            "last_mirrored_offset": 987_654_321_012,
                            "error_code": 0,
                        },
                        {"partition_index": 2, "last_mirrored_offset": -1, "error_code": 6},
                    ],
                },
                {
                    "name": "payments",
                    "partitions": [
                        {"partition_index": 0, "last_mirrored_offset": 42, "error_code": 0},
                    ],
                },
            ],
        },
    ),
    (
        "ListMirrorsRequest",
        98,
        "request",
        NO_TAGS,
        {},
    ),
    (
        "ListMirrorsResponse",
        98,
        "response",
        i32(0)
        + i16(0)
        + carr(
            [
                cstr("eu-west-mirror")
                + cstr("kafka-a1.eu-west.example.com:9092")
                + i32(2)
                + NO_TAGS,
                cstr("us-east-dr") + cstr("10.0.4.17:9093") + i32(0) + NO_TAGS,
            ]
        )
        + NO_TAGS,
        {
            "throttle_time_ms": 0,
            "error_code": 0,
            "mirrors": [
                {
                    "mirror_name": "eu-west-mirror",
                    "source_bootstrap": "kafka-a1.eu-west.example.com:9092",
                    "topic_count": 2,
                },
                {
                    "mirror_name": "us-east-dr",
                    "source_bootstrap": "10.0.4.17:9093",
                    "topic_count": 0,
                },
            ],
        },
    ),
    (
        "DescribeMirrorsRequest",
        99,
        "request",
        carr([cstr("eu-west-mirror"), cstr("us-east-dr")]) + boolean(True) + NO_TAGS,
        {"mirror_names": ["eu-west-mirror", "us-east-dr"], "include_authorized_operations": True},
    ),
    (
        "DescribeMirrorsResponse",
        99,
        "response",
        i32(3)
        + carr(
            [
                i16(0)
                + cstr("eu-west-mirror")
                + carr(
                    [
                        cstr("orders")
                        + carr(
                            [
                                i32(0)
                                + i64(1600)
                                + i64(1523)
                                + i64(77)
                                + cstr("MIRRORING")
                                + NO_TAGS,
                                i32(1) + i64(800) + i64(800) + i64(0) + cstr("MIRRORING") + NO_TAGS,
                            ]
                        )
                        + NO_TAGS,
                    ]
                )
                + i32(-2147483648)
                + NO_TAGS,
                i16(42) + cstr("us-east-dr") + carr([]) + i32(0x0000_0F00) + NO_TAGS,
            ]
        )
        + NO_TAGS,
        {
            "throttle_time_ms": 3,
            "mirrors": [
                {
                    "error_code": 0,
                    "mirror_name": "eu-west-mirror",
                    "topics": [
                        {
                            "topic_name": "orders",
                            "partitions": [
                                {
                                    "partition_index": 0,
                                    "source_offset": 1600,
                                    "destination_offset": 1523,
                                    "lag": 77,
                                    "state": "MIRRORING",
                                },
                                {
                                    "partition_index": 1,
                                    "source_offset": 800,
                                    "destination_offset": 800,
                                    "lag": 0,
                                    "state": "MIRRORING",
                                },
                            ],
                        }
                    ],
                    "authorized_operations": -2147483648,
                },
                {
                    "error_code": 42,
                    "mirror_name": "us-east-dr",
                    "topics": [],
                    "authorized_operations": 3840,
                },
            ],
        },
    ),
    (
        "ReadMirrorStatesRequest",
        100,
        "request",
        cstr("eu-west-mirror")
        + carr([cstr("orders") + carr([i32(0) + NO_TAGS, i32(1) + NO_TAGS]) + NO_TAGS])
        + NO_TAGS,
        {
            "mirror_name": "eu-west-mirror",
            "topics": [
                {"name": "orders", "partitions": [{"partition_index": 0}, {"partition_index": 1}]}
            ],
        },
    ),
    (
        "ReadMirrorStatesResponse",
        100,
        "response",
        i32(0)
        + i16(0)
        + carr(
            [
                cstr("orders")
                + carr(
                    [
                        i32(0) + i64(1523) + i8(2) + i16(0) + NO_TAGS,
                        i32(1) + i64(1498) + i8(1) + i16(0) + NO_TAGS,
                    ]
                )
                + NO_TAGS,
                cstr("payments") + carr([i32(0) + i64(-1) + i8(16) + i16(42) + NO_TAGS]) + NO_TAGS,
            ]
        )
        + NO_TAGS,
        {
            "throttle_time_ms": 0,
            "error_code": 0,
            "topics": [
                {
                    "name": "orders",
                    "partitions": [
                        {
                            "partition_index": 0,
                            "last_mirrored_offset": 1523,
                            "state": 2,
                            "error_code": 0,
                        },
                        {
                            "partition_index": 1,
                            "last_mirrored_offset": 1498,
                            "state": 1,
                            "error_code": 0,
                        },
                    ],
                },
                {
                    "name": "payments",
                    "partitions": [
                        {
                            "partition_index": 0,
                            "last_mirrored_offset": -1,
                            "state": 16,
                            "error_code": 42,
                        },
                    ],
                },
            ],
        },
    ),
    (
        "WriteMirrorStatesRequest",
        101,
        "request",
        cstr("eu-west-mirror")
        + carr(
            [
                cstr("orders")
                + carr(
                    [
                        # This partition carries an unknown tagged field (tag 7).
                        i32(0) + i64(1523) + i8(2) + tags({7: UNKNOWN_TAG_BYTES}),
                        i32(1) + i64(1498) + i8(4) + NO_TAGS,
                    ]
                )
                + NO_TAGS,
            ]
        )
        + carr([cstr("payments")])
        + NO_TAGS,
        {
            "mirror_name": "eu-west-mirror",
            "topics": [
                {
                    "name": "orders",
                    "partitions": [
                        {
                            "partition_index": 0,
                            "last_mirrored_offset": 1523,
                            "state": 2,
                            "_unknown_tags": {7: b"\x01\x02\x03"},
                        },
                        {"partition_index": 1, "last_mirrored_offset": 1498, "state": 4},
                    ],
                }
            ],
            "removed_topics": ["payments"],
        },
    ),
    (
        "WriteMirrorStatesResponse",
        101,
        "response",
        i32(0)
        + i16(0)
        + carr(
            [
                cstr("orders")
                + carr([i32(0) + i16(0) + NO_TAGS, i32(1) + i16(42) + NO_TAGS])
                + NO_TAGS,
            ]
        )
        + NO_TAGS,
        {
            "throttle_time_ms": 0,
            "error_code": 0,
            "topics": [
                {
                    "name": "orders",
                    "partitions": [
                        {"partition_index": 0, "error_code": 0},
                        {"partition_index": 1, "error_code": 42},
                    ],
                }
            ],
        },
    ),
]

IDS = [c[0] for c in CASES]
PROFILE = load_profile()


def spec_for(api_key: int, kind: str):
    spec = PROFILE.message(api_key, kind)
    assert spec is not None, (api_key, kind)
    return spec


def test_cases_cover_all_sixteen_messages():
    assert len(CASES) == 16
    assert {(k, t) for _n, k, t, _b, _e in CASES} == set(PROFILE.messages)
    assert sorted({k for _n, k, _t, _b, _e in CASES}) == list(range(94, 102))


@pytest.mark.parametrize(("name", "api_key", "kind", "buf", "expected"), CASES, ids=IDS)
def test_decode_hand_built(name, api_key, kind, buf, expected):
    spec = spec_for(api_key, kind)
    assert spec.name == name
    assert spec.api_key == api_key
    value, end, notes = decode_body(spec, 0, buf)
    assert value == expected
    assert end == len(buf)
    assert notes == []


@pytest.mark.parametrize(("name", "api_key", "kind", "buf", "expected"), CASES, ids=IDS)
def test_decode_stops_at_body_end(name, api_key, kind, buf, expected):
    # Bytes after the body are not consumed; the caller sees where the body ended.
    value, end, notes = decode_body(spec_for(api_key, kind), 0, buf + b"\xaa\xbb")
    assert value == expected
    assert end == len(buf)
    assert notes == []


@pytest.mark.parametrize(("name", "api_key", "kind", "buf", "expected"), CASES, ids=IDS)
def test_decode_inside_frame_with_offsets(name, api_key, kind, buf, expected):
    # The body sits after 10 bytes of frame prefix; decode with pos/end in the frame.
    frame = b"\x00" * 10 + buf + b"\xff" * 3
    value, end, notes = decode_body(spec_for(api_key, kind), 0, frame, 10, 10 + len(buf))
    assert value == expected
    assert end == 10 + len(buf)
    assert notes == []


@pytest.mark.parametrize(("name", "api_key", "kind", "buf", "expected"), CASES, ids=IDS)
def test_encode_gives_hand_built_bytes(name, api_key, kind, buf, expected):
    assert encode_body(spec_for(api_key, kind), 0, expected) == buf


@pytest.mark.parametrize(("name", "api_key", "kind", "buf", "expected"), CASES, ids=IDS)
def test_round_trip(name, api_key, kind, buf, expected):
    spec = spec_for(api_key, kind)
    encoded = encode_body(spec, 0, expected)
    value, end, notes = decode_body(spec, 0, encoded)
    assert value == expected
    assert end == len(encoded)
    assert notes == []


@pytest.mark.parametrize(("name", "api_key", "kind", "buf", "expected"), CASES, ids=IDS)
def test_one_byte_short(name, api_key, kind, buf, expected):
    with pytest.raises(Malformed) as info:
        decode_body(spec_for(api_key, kind), 0, buf[:-1])
    err = info.value
    assert err.word == "pdu_length_mismatch" or err.word.startswith("bad_"), err
    assert isinstance(err.offset, int)
    assert 0 <= err.offset < len(buf)


@pytest.mark.parametrize(("name", "api_key", "kind", "buf", "expected"), CASES, ids=IDS)
def test_every_prefix_is_malformed(name, api_key, kind, buf, expected):
    # No proper prefix of a message decodes, and none raises anything but Malformed.
    spec = spec_for(api_key, kind)
    for cut in range(len(buf)):
        with pytest.raises(Malformed) as info:
            decode_body(spec, 0, buf[:cut])
        assert info.value.word == "pdu_length_mismatch" or info.value.word.startswith("bad_")
        assert 0 <= info.value.offset <= cut


# ------------------------------------------------------------ specific checks


def test_non_ascii_string_decoded():
    buf = CASES[0][3]
    value, _end, _notes = decode_body(spec_for(94, "request"), 0, buf)
    assert value["config"][1]["value"] == GERMAN
    # Its length prefix counts UTF-8 bytes, not characters.
    assert len(GERMAN.encode("utf-8")) > len(GERMAN)
    assert cstr(GERMAN)[0] == len(GERMAN.encode("utf-8")) + 1


def test_unknown_tagged_field_kept_where_it_appears():
    buf = dict((c[0], c[3]) for c in CASES)["WriteMirrorStatesRequest"]
    value, end, notes = decode_body(spec_for(101, "request"), 0, buf)
    partitions = value["topics"][0]["partitions"]
    assert partitions[0]["_unknown_tags"] == {7: UNKNOWN_TAG_BYTES}
    assert "_unknown_tags" not in partitions[1]
    assert "_unknown_tags" not in value
    assert "_unknown_tags" not in value["topics"][0]
    assert end == len(buf) and notes == []


def test_tagged_fields_out_of_order():
    # Two unknown tags, 5 then 2: not ascending.
    buf = i32(0) + i16(0) + carr([]) + uv(2) + uv(5) + uv(1) + b"x" + uv(2) + uv(1) + b"y"
    with pytest.raises(Malformed) as info:
        decode_body(spec_for(98, "response"), 0, buf)
    assert info.value.word == "bad_tagged_fields"
    # The second tag: after int32, int16, the empty array, the count and tag 5 (3 bytes).
    assert info.value.offset == 11


def test_tagged_field_size_past_end():
    buf = uv(1) + uv(0) + uv(50) + b"abc"
    with pytest.raises(Malformed) as info:
        decode_body(spec_for(98, "request"), 0, buf)
    assert info.value.word == "bad_tagged_fields"
    assert info.value.offset == 1


def test_string_length_past_end():
    # MirrorName claims 200 bytes, 14 follow.
    buf = uv(201) + b"eu-west-mirror"
    with pytest.raises(Malformed) as info:
        decode_body(spec_for(94, "request"), 0, buf)
    assert info.value.word == "bad_string_length"
    assert info.value.offset == 0


def test_string_length_past_end_nested():
    # Second topic name of an AddTopicsToMirrorResponse claims 100 bytes.
    buf = i32(0) + i16(0) + uv(3) + cstr("orders") + i16(0) + NO_TAGS + uv(101) + b"pay"
    with pytest.raises(Malformed) as info:
        decode_body(spec_for(95, "response"), 0, buf)
    assert info.value.word == "bad_string_length"
    assert info.value.offset == 6 + 1 + 7 + 2 + 1


def test_huge_array_count_does_not_allocate():
    buf = uv(1_000_000 + 1) + uid(ORDERS_ID) + cstr("orders") + cstr(None) + NO_TAGS + NO_TAGS
    tracemalloc.start()
    try:
        with pytest.raises(Malformed) as info:
            decode_body(spec_for(95, "request"), 0, buf)
        _current, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert info.value.word == "bad_array_length"
    assert info.value.offset == 0
    assert peak < 1_000_000  # a list of a million slots alone would be 8 MB


def test_huge_array_count_nested():
    # The partitions array of LastMirroredOffsetsRequest claims a million entries.
    buf = cstr("eu-west-mirror") + uv(2) + cstr("orders") + uv(1_000_001) + i32(0) + NO_TAGS
    with pytest.raises(Malformed) as info:
        decode_body(spec_for(97, "request"), 0, buf)
    assert info.value.word == "bad_array_length"
    assert info.value.offset == 15 + 1 + 7


def test_six_byte_varint():
    buf = b"\x80\x80\x80\x80\x80\x01" + b"eu-west-mirror" + carr([]) + NO_TAGS
    with pytest.raises(Malformed) as info:
        decode_body(spec_for(94, "request"), 0, buf)
    assert info.value.word == "bad_varint"
    assert info.value.offset == 0


def test_six_byte_varint_offset():
    # The Mirrors array count of a ListMirrorsResponse, after int32 + int16.
    buf = i32(0) + i16(0) + b"\xff\xff\xff\xff\xff\x7f" + NO_TAGS
    with pytest.raises(Malformed) as info:
        decode_body(spec_for(98, "response"), 0, buf)
    assert info.value.word == "bad_varint"
    assert info.value.offset == 6


def test_five_byte_varint_is_not_bad_varint():
    # Five bytes is the most a 32-bit uvarint takes; a string length of 2**28 is
    # a length past the end, not a bad varint.
    buf = b"\x81\x80\x80\x80\x01" + b"abc" + carr([]) + NO_TAGS
    assert uv(2**28 + 1) == b"\x81\x80\x80\x80\x01"
    with pytest.raises(Malformed) as info:
        decode_body(spec_for(94, "request"), 0, buf)
    assert info.value.word == "bad_string_length"


def test_non_minimal_varint_accepted():
    # 0x87 0x00 is 7 in two bytes: legal LEB128, decoded like 0x07.
    buf = b"\x87\x00" + b"orders" + carr([]) + NO_TAGS
    value, end, notes = decode_body(spec_for(94, "request"), 0, buf)
    assert value == {"mirror_name": "orders", "config": []}
    assert end == len(buf) and notes == []


def test_null_array_where_not_nullable():
    # AddTopicsToMirrorResponse.Topics is not nullable; a null count is decoded
    # as None with a note at the count's offset (after int32 + int16).
    buf = i32(0) + i16(0) + carr(None) + NO_TAGS
    value, end, notes = decode_body(spec_for(95, "response"), 0, buf)
    assert value == {"throttle_time_ms": 0, "error_code": 0, "topics": None}
    assert end == len(buf)
    assert notes == ["nullable_violation@6"]


def test_null_array_offset_counts_from_base():
    buf = i32(0) + i16(0) + carr(None) + NO_TAGS
    frame = b"\x00" * 12 + buf
    value, end, notes = decode_body(spec_for(95, "response"), 0, frame, 12, None, 0)
    assert value["topics"] is None
    assert end == len(frame)
    assert notes == ["nullable_violation@18"]


def test_null_elements_and_strings_where_not_nullable():
    # DescribeMirrorsRequest: a null MirrorNames element; ListMirrorsResponse: null name.
    buf = carr([cstr("eu-west-mirror"), cstr(None)]) + boolean(False) + NO_TAGS
    value, _end, notes = decode_body(spec_for(99, "request"), 0, buf)
    assert value == {
        "mirror_names": ["eu-west-mirror", None],
        "include_authorized_operations": False,
    }
    assert notes == ["nullable_violation@16"]

    buf = i32(0) + i16(0) + carr([cstr(None) + cstr("h:9092") + i32(1) + NO_TAGS]) + NO_TAGS
    value, _end, notes = decode_body(spec_for(98, "response"), 0, buf)
    assert value["mirrors"] == [
        {"mirror_name": None, "source_bootstrap": "h:9092", "topic_count": 1}
    ]
    assert notes == ["nullable_violation@7"]


def test_nullable_strings_carry_no_note():
    # CreateMirrorRequest.MirrorName and AddTopicsToMirrorRequest.MirrorName are nullable.
    buf = cstr(None) + carr([]) + NO_TAGS
    value, _end, notes = decode_body(spec_for(94, "request"), 0, buf)
    assert value == {"mirror_name": None, "config": []}
    assert notes == []


def test_encode_defaults_for_missing_fields():
    # Missing fields take the spec's default (AuthorizedOperations: -2147483648).
    spec = spec_for(99, "response")
    out = encode_body(spec, 0, {"mirrors": [{"mirror_name": "m"}]})
    assert (
        out == i32(0) + carr([i16(0) + cstr("m") + carr([]) + i32(-2147483648) + NO_TAGS]) + NO_TAGS
    )


def test_encode_rejects_unknown_version():
    with pytest.raises(ValueError):
        encode_body(spec_for(94, "request"), 1, {})


# A spec with a nullable struct field (none of the mirror specs has one).
NULLABLE_STRUCT_SPEC = """
{
  "apiKey": 1,
  "type": "request",
  "name": "ProbeRequest",
  "validVersions": "0",
  "flexibleVersions": "0+",
  "fields": [
    {"name": "Epoch", "type": "int8", "versions": "0+"},
    {"name": "Source", "type": "SourceInfo", "versions": "0+", "nullableVersions": "0+",
     "fields": [{"name": "Port", "type": "int32", "versions": "0+"}]}
  ]
}
"""


def test_nullable_struct():
    spec = parse_spec(NULLABLE_STRUCT_SPEC, "ProbeRequest.json")
    present = i8(3) + i8(1) + i32(9092) + NO_TAGS + NO_TAGS
    absent = i8(3) + i8(-1) + NO_TAGS
    assert decode_body(spec, 0, present) == (
        {"epoch": 3, "source": {"port": 9092}},
        len(present),
        [],
    )
    assert decode_body(spec, 0, absent) == ({"epoch": 3, "source": None}, len(absent), [])
    assert encode_body(spec, 0, {"epoch": 3, "source": None}) == absent


def test_nullable_struct_presence_byte_missing():
    # The body ends where the presence byte should be: Malformed, not a struct.error,
    # and no byte past ``end`` is read.
    spec = parse_spec(NULLABLE_STRUCT_SPEC, "ProbeRequest.json")
    with pytest.raises(Malformed) as info:
        decode_body(spec, 0, i8(3))
    assert info.value.word == "pdu_length_mismatch"
    assert info.value.offset == 1
    with pytest.raises(Malformed) as info:
        decode_body(spec, 0, i8(3) + i8(-1) + NO_TAGS, end=1)
    assert info.value.word == "pdu_length_mismatch"
    assert info.value.offset == 1
