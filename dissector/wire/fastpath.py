"""Cheap facts about standard bodies, read without decoding them.

Owns: where a standard response's top-level ``error_code`` sits when every
field before it has a fixed size (true of most responses: ``error_code``
first, or after ``throttle_time_ms``), so the default read can name errors
at the cost of one ``struct`` read instead of a full kio decode; and where
Produce's ``acks`` sits (acks=0: no response).  The
positions come from :mod:`dissector.kafka.facts` (derived from kio's entity
classes, generated from Kafka's message specs), not written by hand.

Must not import: capture reading, reassembly, pandas or the CLI.
"""

from __future__ import annotations

import struct
from functools import cache
from typing import Any

from ..errors import Malformed
from ..kafka.facts import facts, table
from ..kafka.protocol import is_flexible
from .codec import uvarint
from .specs import PRIMITIVE_SIZES

__all__ = ["error_code_offset", "no_response_field", "sole_error_code_offset"]

_I16 = struct.Struct(">h").unpack_from


@cache
def error_code_offset(api_key: int, api_version: int) -> int | None:
    """Byte offset of the top-level error_code from the start of the response body.

    None when the response has no top-level error_code, when a variable-size
    field comes before it, or when kio has no spec for that version.
    """
    entry = facts().get(api_key, {}).get(api_version)
    return None if entry is None else entry.error_code_offset


@cache
def sole_error_code_offset(api_key: int, api_version: int) -> int | None:
    """:func:`error_code_offset` when that error_code is the response's only one, else None.

    Then the two bytes there are the message's error code by
    :data:`dissector.wire.standard.ERROR_CODE_RULE`; a response with nested error
    codes (Fetch, AlterPartitionReassignments, ...) is walked instead, since a
    top-level 0 does not mean that every nested one is 0.
    """
    entry = facts().get(api_key, {}).get(api_version)
    return None if entry is None or entry.nested_errors else entry.error_code_offset


@cache
def _no_response(api_key: int) -> tuple[str, int, dict[int, tuple[str, ...]]] | None:
    fact = table()["no_response"].get(str(api_key))
    if fact is None:
        return None
    before = {int(v): tuple(types) for v, types in fact["before"].items()}
    return fact["field"], fact["value"], before


def no_response_field(api_key: int, api_version: int, buf, at: int) -> int | None:
    """The request field that says whether a response comes (Produce's ``acks``: none
    when 0, per the facts table), read without decoding the body that starts at ``at``.

    None when the API has no such field, the version is older than the specs, or the
    bytes run out or are bad.  (A reader is worked out once per api_key and version.)
    """
    read = _READERS.get((api_key, api_version))
    if read is None:
        read = _READERS[(api_key, api_version)] = _reader(api_key, api_version)
    return read(buf, at)


_READERS: dict[tuple[int, int], Any] = {}


def _none(_buf, _at: int) -> None:
    return None


def _reader(api_key: int, api_version: int) -> Any:
    """``read(buf, at) -> int | None`` for :func:`no_response_field` at one version."""
    fact = _no_response(api_key)
    if fact is None:
        return _none
    before = fact[2]
    types = before.get(api_version)
    if types is None:
        if api_version < min(before):
            return _none
        types = before[max(before)]
    flexible = is_flexible(api_key, api_version, "request")
    fixed = [PRIMITIVE_SIZES[t] for t in types if t != "string"]
    if types == ("string",) and flexible:
        # Produce v9+: transactional_id (compact nullable string), then acks

        def read(buf, at: int) -> int | None:
            try:
                b = buf[at]
                if b < 0x80:
                    p = at + 1 + (b - 1 if b > 1 else 0)
                else:
                    n, p = uvarint(buf, at, len(buf))
                    p += max(n - 1, 0)
                return _I16(buf, p)[0]
            except (IndexError, struct.error, Malformed):
                return None

        return read
    if "string" not in types:
        skip = sum(fixed)

        def read_fixed(buf, at: int) -> int | None:
            try:
                return _I16(buf, at + skip)[0]
            except (IndexError, struct.error):
                return None

        return read_fixed

    def read_any(buf, at: int) -> int | None:
        p = at
        try:
            for typ in types:
                if typ != "string":
                    p += PRIMITIVE_SIZES[typ]  # type: ignore[operator]
                elif flexible:  # compact nullable string: length + 1 as a varint
                    n, p = uvarint(buf, p, len(buf))
                    p += max(n - 1, 0)
                else:
                    p += 2 + max(_I16(buf, p)[0], 0)
            return _I16(buf, p)[0]
        except (IndexError, struct.error, Malformed):
            return None

    return read_any
