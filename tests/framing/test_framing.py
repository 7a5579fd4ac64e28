"""Kafka framing: the 4-byte size prefix, request/response headers, and frame encoding."""

from __future__ import annotations

import struct

import pytest

from dissector.errors import Malformed, NeedData
from dissector.frames.framing import DEFAULT_MAX_FRAME, split_frames
from dissector.wire.headers import (
    RequestHeader,
    ResponseHeader,
    encode_request,
    encode_response,
    parse_request_header,
    parse_response_header,
    peek_request_ids,
)

MIB = 1024 * 1024


def frame(body: bytes) -> bytes:
    return struct.pack(">i", len(body)) + body


def req_v0(api_key: int, api_version: int, correlation_id: int) -> bytes:
    return struct.pack(">hhi", api_key, api_version, correlation_id)


def req_v1(api_key: int, api_version: int, correlation_id: int, client_id: str | None) -> bytes:
    if client_id is None:
        cid = struct.pack(">h", -1)
    else:
        raw = client_id.encode("utf-8")
        cid = struct.pack(">h", len(raw)) + raw
    return req_v0(api_key, api_version, correlation_id) + cid


# ------------------------------------------------------------ split_frames


def test_split_several_frames():
    a = frame(b"\x00\x00\x00\x01")
    b = frame(b"\x00\x00\x00\x02" + b"payload")
    c = frame(b"\x00\x00\x00\x03" + b"\x00" * 300)
    buf = a + b + c
    frames, rest = split_frames(buf)
    assert frames == [
        (0, len(a)),
        (len(a), len(a) + len(b)),
        (len(a) + len(b), len(buf)),
    ]
    assert rest == len(buf)
    assert [buf[s + 4 : e] for s, e in frames] == [a[4:], b[4:], c[4:]]


def test_split_partial_last_frame():
    a = frame(b"\x00\x00\x00\x01" + b"abc")
    b = frame(b"\x00\x00\x00\x02" + b"defgh")
    partial = frame(b"\x00\x00\x00\x03" + b"0123456789")[:-3]
    frames, rest = split_frames(a + b + partial)
    assert frames == [(0, len(a)), (len(a), len(a) + len(b))]
    assert rest == len(a) + len(b)


@pytest.mark.parametrize("cut", [1, 2, 3])
def test_split_partial_size_field(cut):
    a = frame(b"\x00\x00\x00\x01")
    frames, rest = split_frames(a + b"\x00\x00\x00\x10"[:cut])
    assert frames == [(0, len(a))]
    assert rest == len(a)


def test_split_empty_and_header_only():
    assert split_frames(b"") == ([], 0)
    assert split_frames(b"\x00\x00\x00\x08") == ([], 0)


def test_split_accepts_memoryview_and_bytearray():
    buf = frame(b"\x00\x00\x00\x01") + frame(b"\x00\x00\x00\x02")
    assert split_frames(memoryview(buf)) == ([(0, 8), (8, 16)], 16)
    assert split_frames(bytearray(buf)) == ([(0, 8), (8, 16)], 16)


def test_split_frame_too_large():
    a = frame(b"\x00\x00\x00\x01")
    huge = struct.pack(">i", 200 * MIB) + b"\x00" * 16
    with pytest.raises(Malformed) as info:
        split_frames(a + huge)
    err = info.value
    assert err.word == "frame_too_large"
    assert err.offset == len(a)
    assert err.frames == [(0, len(a))]
    assert str(200 * MIB) in str(err)


def test_split_max_frame_boundary():
    # Exactly the maximum is allowed (incomplete here), one more is not.
    frames, rest = split_frames(struct.pack(">i", DEFAULT_MAX_FRAME) + b"\x00" * 8)
    assert (frames, rest) == ([], 0)
    with pytest.raises(Malformed) as info:
        split_frames(struct.pack(">i", DEFAULT_MAX_FRAME + 1))
    assert (info.value.word, info.value.offset) == ("frame_too_large", 0)


def test_split_custom_max_frame():
    buf = frame(b"\x00" * 8) + frame(b"\x00" * 64)
    with pytest.raises(Malformed) as info:
        split_frames(buf, max_frame=32)
    assert (info.value.word, info.value.offset) == ("frame_too_large", 12)
    assert split_frames(buf, max_frame=64) == ([(0, 12), (12, 80)], 80)


@pytest.mark.parametrize("size", [-1, -200, -(2**31), 0, 3])
def test_split_bad_frame_size(size):
    a = frame(b"\x00\x00\x00\x01" + b"xy")
    with pytest.raises(Malformed) as info:
        split_frames(a + struct.pack(">i", size) + b"\x00" * 8)
    assert info.value.word == "bad_frame_size"
    assert info.value.offset == len(a)
    assert info.value.frames == [(0, len(a))]


def test_split_smallest_frame():
    assert split_frames(frame(b"\x00\x00\x00\x07")) == ([(0, 8)], 8)


# ------------------------------------------------------------ request headers


def test_request_header_v0():
    f = frame(req_v0(94, 0, 1234) + b"BODY")
    h = parse_request_header(f, 0)
    assert h == RequestHeader(94, 0, 1234, None, 0, 8)


def test_request_header_v1():
    f = frame(req_v1(95, 0, 77, "mirror-agent-1") + b"BODY")
    h = parse_request_header(f, 1)
    assert h == RequestHeader(95, 0, 77, "mirror-agent-1", 1, 10 + 14)
    assert f[4 + h.size :] == b"BODY"


def test_request_header_v1_null_client_id():
    f = frame(req_v1(18, 3, -5, None) + b"BODY")
    h = parse_request_header(f, 1)
    assert h == RequestHeader(18, 3, -5, None, 1, 10)


def test_request_header_v2_null_client_id_and_tags():
    # Two tagged fields (tags 0 and 3) in the header; skipped over, kept in ``tags``.
    tags = b"\x02" + b"\x00\x03abc" + b"\x03\x01\xff"
    f = frame(req_v1(99, 0, 2_000_000_000, None) + tags + b"BODY")
    h = parse_request_header(f, 2)
    assert h == RequestHeader(99, 0, 2_000_000_000, None, 2, 10 + len(tags))
    assert f[4 + h.size :] == b"BODY"
    assert h.tags == {"_unknown_tags": {0: b"abc", 3: b"\xff"}}
    assert parse_request_header(frame(req_v1(99, 0, 1, None) + b"\x00"), 2).tags is None


def test_request_header_v2_non_ascii_client_id():
    f = frame(req_v1(101, 0, 9, "zürich-agent") + b"\x00")
    h = parse_request_header(f, 2)
    assert h.client_id == "zürich-agent"
    assert h.size == 10 + len("zürich-agent".encode()) + 1


def test_request_header_at_pos_and_end():
    f = b"junk" + frame(req_v1(97, 0, 5, "c") + b"\x00") + b"trailing"
    h = parse_request_header(f, 2, pos=8, end=8 + 12)
    assert h == RequestHeader(97, 0, 5, "c", 2, 12)


def test_request_header_bad_client_id_length():
    f = frame(req_v0(94, 0, 1) + struct.pack(">h", -2) + b"\x00" * 4)
    with pytest.raises(Malformed) as info:
        parse_request_header(f, 1)
    assert (info.value.word, info.value.offset) == ("bad_string_length", 12)


def test_request_header_client_id_past_end():
    f = frame(req_v0(94, 0, 1) + struct.pack(">h", 50) + b"short")
    with pytest.raises(NeedData) as info:
        parse_request_header(f, 1)
    assert info.value.word == "truncated"
    assert info.value.offset == 14


def test_request_header_tags_out_of_order():
    f = frame(req_v1(94, 0, 1, None) + b"\x02\x05\x00\x01\x00")
    with pytest.raises(Malformed) as info:
        parse_request_header(f, 2)
    assert (info.value.word, info.value.offset) == ("bad_tagged_fields", 17)


def test_peek_request_ids():
    f = frame(req_v1(100, 0, 31337, "x"))
    assert peek_request_ids(f) == (100, 0, 31337)
    with pytest.raises(NeedData) as info:
        peek_request_ids(f[:11])
    assert info.value.word == "truncated"


# ------------------------------------------------------------ response headers


def test_response_header_v0():
    f = frame(struct.pack(">i", 1234) + b"BODY")
    assert parse_response_header(f, 0) == ResponseHeader(1234, 0, 4)


def test_response_header_v1():
    f = frame(struct.pack(">i", -7) + b"\x00" + b"BODY")
    assert parse_response_header(f, 1) == ResponseHeader(-7, 1, 5)


def test_response_header_v1_with_tags():
    tags = b"\x01\x02\x04data"
    f = frame(struct.pack(">i", 42) + tags + b"BODY")
    h = parse_response_header(f, 1)
    assert h == ResponseHeader(42, 1, 4 + len(tags))
    assert f[4 + h.size :] == b"BODY"


# ------------------------------------------------------------ truncated headers


TRUNCATED = [
    ("request-v0", "request", 0, frame(req_v0(94, 0, 1))),
    ("request-v1", "request", 1, frame(req_v1(94, 0, 1, "mirror-agent-1"))),
    ("request-v1-null", "request", 1, frame(req_v1(94, 0, 1, None))),
    ("request-v2", "request", 2, frame(req_v1(94, 0, 1, "mirror-agent-1") + b"\x00")),
    ("request-v2-null", "request", 2, frame(req_v1(94, 0, 1, None) + b"\x00")),
    ("response-v0", "response", 0, frame(struct.pack(">i", 1))),
    ("response-v1", "response", 1, frame(struct.pack(">i", 1) + b"\x00")),
]


@pytest.mark.parametrize(
    ("kind", "version", "f"), [t[1:] for t in TRUNCATED], ids=[t[0] for t in TRUNCATED]
)
def test_header_one_byte_short(kind, version, f):
    parse = parse_request_header if kind == "request" else parse_response_header
    parse(f, version)  # the whole header parses
    with pytest.raises(NeedData) as info:
        parse(f[:-1], version)
    assert info.value.word == "truncated"
    assert isinstance(info.value.offset, int)
    assert 4 <= info.value.offset <= len(f) - 1
    # Same when the bytes are there but ``end`` stops one short.
    with pytest.raises(NeedData) as info:
        parse(f + b"more", version, 4, len(f) - 1)
    assert info.value.word == "truncated"


# ------------------------------------------------------------ encoding


@pytest.mark.parametrize("header_version", [0, 1, 2])
@pytest.mark.parametrize("client_id", ["mirror-agent-1", None, "zürich"])
def test_encode_request_round_trip(header_version, client_id):
    body = b"\x0feu-west-mirror\x01\x00"
    f = encode_request(94, 0, 4242, client_id, body, header_version)
    assert split_frames(f) == ([(0, len(f))], len(f))
    assert struct.unpack_from(">i", f)[0] == len(f) - 4
    h = parse_request_header(f, header_version)
    expected_client = client_id if header_version >= 1 else None
    assert (h.api_key, h.api_version, h.correlation_id, h.client_id, h.version) == (
        94,
        0,
        4242,
        expected_client,
        header_version,
    )
    assert f[4 + h.size :] == body
    assert peek_request_ids(f) == (94, 0, 4242)


def test_encode_request_bytes():
    f = encode_request(98, 0, 7, "c1", b"\x00", 2)
    assert (
        f == b"\x00\x00\x00\x0e" + b"\x00\x62\x00\x00\x00\x00\x00\x07\x00\x02c1" + b"\x00" + b"\x00"
    )


@pytest.mark.parametrize("header_version", [0, 1])
def test_encode_response_round_trip(header_version):
    body = b"\x00\x00\x00\x00\x00\x00\x01\x00"
    f = encode_response(-99, body, header_version)
    assert split_frames(f) == ([(0, len(f))], len(f))
    h = parse_response_header(f, header_version)
    assert h == ResponseHeader(-99, header_version, 4 + header_version)
    assert f[4 + h.size :] == body


def test_encode_response_bytes():
    assert encode_response(1, b"", 1) == b"\x00\x00\x00\x05\x00\x00\x00\x01\x00"
    assert encode_response(1, b"", 0) == b"\x00\x00\x00\x04\x00\x00\x00\x01"
