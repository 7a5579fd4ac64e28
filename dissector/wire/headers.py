"""Kafka request and response headers: parsing and encoding.

Owns: :class:`RequestHeader` / :class:`ResponseHeader` (Kafka's
RequestHeader.json v0-v2 and ResponseHeader.json v0-v1), where a header ends
(``request_header_end``, ``response_header_end``: the decoder's hot path),
``peek_request_ids`` and the encoders used by the scenario actors and tests.
Which header version an API version uses is the facts table's
(:mod:`dissector.kafka.protocol`), not this module's.  Offsets in errors count from
the frame's first byte (its size field).

Must not import: capture reading, reassembly, the framer, pandas or the CLI.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass, field

from ..errors import Malformed, NeedData
from .codec import DecodeContext, read_tagged_fields, write_uvarint

__all__ = [
    "RequestHeader",
    "ResponseHeader",
    "encode_request",
    "encode_response",
    "parse_request_header",
    "parse_response_header",
    "peek_request_ids",
    "request_header_end",
    "response_header_end",
]

_SIZE = struct.Struct(">i")
_I16 = struct.Struct(">h").unpack_from


@dataclass(frozen=True, slots=True)
class RequestHeader:
    """Request header v0/v1/v2 (Kafka's RequestHeader.json). ``size`` is its length in bytes."""

    api_key: int
    api_version: int
    correlation_id: int
    client_id: str | None
    version: int
    size: int
    #: v2 tagged fields, as a body keeps them: ``{"_unknown_tags": {tag: bytes}}`` (None: none;
    #: Kafka's RequestHeader.json defines no tagged field, so every tag is unknown).  Not
    #: compared: two headers with the same ids and size are equal.
    tags: dict | None = field(default=None, compare=False)


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


def _header_tags(
    frame: bytes | memoryview, pos: int, end: int, tags: dict | None = None
) -> int:
    """A header's tagged-field section; bytes running out there is NeedData ``truncated``.

    ``tags``: where the fields go, as a body's unknown tags do
    (``tags["_unknown_tags"][tag] = bytes``); None: skipped.
    """
    if pos < end and frame[pos] == 0:
        return pos + 1  # no tagged fields: the usual case, without a decode context
    try:
        return read_tagged_fields(DecodeContext(frame, end), pos, None, tags)
    except Malformed as e:
        if e.word == "pdu_length_mismatch":
            raise NeedData("truncated", e.offset, "header tagged fields") from None
        raise


def request_header_end(
    frame: bytes | memoryview,
    header_version: int,
    pos: int = 4,
    end: int | None = None,
    tags: dict | None = None,
) -> tuple[str | None, int]:
    """``(client_id, offset just past the header)`` of a request header starting at ``pos``.

    What :func:`parse_request_header` reads after the three ids, without building
    a :class:`RequestHeader` (the dissector calls it once per request).  ``tags``:
    a dict that receives the v2 header's tagged fields as
    ``{"_unknown_tags": {tag: bytes}}`` (left empty when there are none).
    Raises like parse_request_header.
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
        p = _header_tags(frame, p, end, tags)
    return client_id, p


def parse_request_header(
    frame: bytes | memoryview, header_version: int, pos: int = 4, end: int | None = None
) -> RequestHeader:
    """Parse a request header starting at ``pos`` (after the size field).

    v0: api_key, api_version, correlation_id; v1 adds client_id (int16-length
    nullable string, also in v2); v2 adds a tagged-field section.  Raises
    NeedData ``truncated`` or Malformed ``bad_string_length``/``bad_tagged_fields``.
    Tagged fields are kept in ``tags`` (every one unknown: Kafka defines none).
    """
    tags: dict = {}
    client_id, p = request_header_end(frame, header_version, pos, end, tags)
    k, v, c = struct.unpack_from(">hhi", frame, pos)
    return RequestHeader(k, v, c, client_id, header_version, p - pos, tags or None)


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
