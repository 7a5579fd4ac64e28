"""Kafka framing: the 4-byte size prefix and the request/response headers.

Owns: the size-prefix rule (``frame_size_word``, ``frame_ends``,
``split_frames``: written once, used by the dissector's framer, the scenario
actors and, as generated constants, the Lua plugin's ``get_len``), header
parsing and header encoding.  Offsets in errors count from the frame's first byte (its
size field).

Must not import: capture reading, reassembly, pandas or the CLI.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass

from .codec import DecodeContext, read_tagged_fields, write_uvarint
from .errors import Malformed, NeedData

__all__ = [
    "DEFAULT_MAX_FRAME",
    "RequestHeader",
    "ResponseHeader",
    "encode_request",
    "encode_response",
    "frame_ends",
    "frame_size_word",
    "parse_request_header",
    "parse_response_header",
    "request_header_end",
    "response_header_end",
    "split_frames",
]

#: Largest frame accepted by default, in bytes: Kafka's socket.request.max.bytes (100 MiB).
DEFAULT_MAX_FRAME = 104_857_600
#: Smallest plausible frame body: a response header v0 (correlation_id).
MIN_FRAME = 4

_SIZE = struct.Struct(">i")
_I16 = struct.Struct(">h").unpack_from


def frame_size_word(size: int, max_frame: int, min_size: int = MIN_FRAME) -> str | None:
    """The expert word of a size field no frame can have, else None.

    ``bad_frame_size`` below ``min_size`` (``MIN_FRAME``; 0 for raw SASL
    tokens), ``frame_too_large`` above ``max_frame``.  The one size rule:
    :func:`split_frames`, :func:`frame_ends` and the dissector's framer use it.
    """
    if size < min_size:
        return "bad_frame_size"
    if size > max_frame:
        return "frame_too_large"
    return None


def frame_ends(
    buffer: bytes | bytearray | memoryview, max_frame: int = DEFAULT_MAX_FRAME, pos: int = 0
) -> tuple[list[int], int]:
    """``(ends, stop)``: where each whole frame from ``pos`` on ends, and where they stop.

    ``stop`` is the start of the first frame that is incomplete or whose size
    field :func:`frame_size_word` rejects (or the end of the frames).
    """
    ends: list[int] = []
    n = len(buffer)
    unpack = _SIZE.unpack_from
    while n - pos >= 4:
        size = unpack(buffer, pos)[0]
        if size < MIN_FRAME or size > max_frame:  # (frame_size_word, inline: per frame)
            break
        end = pos + 4 + size
        if end > n:
            break
        ends.append(end)
        pos = end
    return ends, pos


def split_frames(
    buffer: bytes | bytearray | memoryview, max_frame: int = DEFAULT_MAX_FRAME
) -> tuple[list[tuple[int, int]], int]:
    """Find the complete frames at the start of ``buffer``.

    Returns ``(frames, rest)``: ``frames`` lists ``(start, end)`` index pairs
    (``start`` at the size field, ``end`` just past the body) and ``rest`` is
    the index where the first incomplete frame begins.  Raises Malformed
    ``frame_too_large`` (size above ``max_frame``) or ``bad_frame_size``
    (negative or below 4) at the offending frame's offset within ``buffer``;
    the frames before it are on the exception as ``.frames``.
    """
    ends, pos = frame_ends(buffer, max_frame)
    frames = list(zip([0, *ends], ends, strict=False))
    if len(buffer) - pos >= 4:
        size = _SIZE.unpack_from(buffer, pos)[0]
        word = frame_size_word(size, max_frame)
        if word is not None:
            err = Malformed(word, pos, f"frame size {size}")
            err.frames = frames  # type: ignore[attr-defined]
            raise err
    return frames, pos


@dataclass(frozen=True, slots=True)
class RequestHeader:
    """Request header v0/v1/v2 (Kafka's RequestHeader.json). ``size`` is its length in bytes."""

    api_key: int
    api_version: int
    correlation_id: int
    client_id: str | None
    version: int
    size: int


@dataclass(frozen=True, slots=True)
class ResponseHeader:
    """Response header v0/v1 (Kafka's ResponseHeader.json). ``size`` is its length in bytes."""

    correlation_id: int
    version: int
    size: int


def peek_request_ids(frame: bytes | memoryview, pos: int = 4) -> tuple[int, int, int]:
    """(api_key, api_version, correlation_id) of a request, reading 8 bytes at ``pos``.

    Raises NeedData ``truncated`` when fewer than 8 bytes are there.
    """
    if len(frame) < pos + 8:
        raise NeedData("truncated", len(frame), "request header")
    return struct.unpack_from(">hhi", frame, pos)


def _header_tags(frame: bytes | memoryview, pos: int, end: int) -> int:
    """A header's tagged-field section; bytes running out there is NeedData ``truncated``."""
    if pos < end and frame[pos] == 0:
        return pos + 1  # no tagged fields: the usual case, without a decode context
    try:
        return read_tagged_fields(DecodeContext(frame, end), pos)
    except Malformed as e:
        if e.word == "pdu_length_mismatch":
            raise NeedData("truncated", e.offset, "header tagged fields") from None
        raise


def request_header_end(
    frame: bytes | memoryview, header_version: int, pos: int = 4, end: int | None = None
) -> tuple[str | None, int]:
    """``(client_id, offset just past the header)`` of a request header starting at ``pos``.

    What :func:`parse_request_header` reads after the three ids, without building
    a :class:`RequestHeader` (the dissector calls it once per request).  Raises
    like parse_request_header.
    """
    end = len(frame) if end is None else end
    if header_version == 0:
        if end - pos < 8:
            raise NeedData("truncated", end, "request header v0")
        return None, pos + 8
    if end - pos < 10:
        raise NeedData("truncated", end, "request header")
    n = _I16(frame, pos + 8)[0]
    p = pos + 10
    client_id: str | None = None
    if n >= 0:
        if p + n > end:
            raise NeedData("truncated", p, f"client_id of {n} bytes")
        client_id = bytes(frame[p : p + n]).decode("utf-8", "replace")
        p += n
    elif n != -1:
        raise Malformed("bad_string_length", p - 2, f"client_id length {n}")
    if header_version >= 2:
        p = _header_tags(frame, p, end)
    return client_id, p


def parse_request_header(
    frame: bytes | memoryview, header_version: int, pos: int = 4, end: int | None = None
) -> RequestHeader:
    """Parse a request header starting at ``pos`` (after the size field).

    v0: api_key, api_version, correlation_id; v1 adds client_id (int16-length
    nullable string, also in v2); v2 adds a tagged-field section.  Raises
    NeedData ``truncated`` or Malformed ``bad_string_length``/``bad_tagged_fields``.
    """
    client_id, p = request_header_end(frame, header_version, pos, end)
    k, v, c = struct.unpack_from(">hhi", frame, pos)
    return RequestHeader(k, v, c, client_id, header_version, p - pos)


def response_header_end(
    frame: bytes | memoryview, header_version: int, pos: int = 4, end: int | None = None
) -> int:
    """The offset just past a response header starting at ``pos`` (see parse_response_header)."""
    end = len(frame) if end is None else end
    if end - pos < 4:
        raise NeedData("truncated", end, "response header")
    return _header_tags(frame, pos + 4, end) if header_version >= 1 else pos + 4


def parse_response_header(
    frame: bytes | memoryview, header_version: int, pos: int = 4, end: int | None = None
) -> ResponseHeader:
    """Parse a response header (v0: correlation_id; v1 adds tagged fields) at ``pos``."""
    p = response_header_end(frame, header_version, pos, end)
    (c,) = _SIZE.unpack_from(frame, pos)
    return ResponseHeader(c, header_version, p - pos)


def encode_request(
    api_key: int,
    api_version: int,
    correlation_id: int,
    client_id: str | None,
    body: bytes,
    header_version: int = 2,
) -> bytes:
    """A whole request frame: size, header (v0/v1/v2, empty tagged fields) and body."""
    out = bytearray(struct.pack(">hhi", api_key, api_version, correlation_id))
    if header_version >= 1:
        if client_id is None:
            out += struct.pack(">h", -1)
        else:
            raw = client_id.encode("utf-8")
            out += struct.pack(">h", len(raw)) + raw
    if header_version >= 2:
        write_uvarint(out, 0)
    out += body
    return _SIZE.pack(len(out)) + bytes(out)


def encode_response(correlation_id: int, body: bytes, header_version: int = 1) -> bytes:
    """A whole response frame: size, header (v0/v1, empty tagged fields) and body."""
    out = bytearray(_SIZE.pack(correlation_id))
    if header_version >= 1:
        write_uvarint(out, 0)
    out += body
    return _SIZE.pack(len(out)) + bytes(out)
