"""Cheap facts about standard bodies, read without decoding them.

Owns: where a standard response's top-level ``error_code`` sits when every
field before it has a fixed size (true of most responses: ``error_code``
first, or after ``throttle_time_ms``), so the default read can name errors
at the cost of one ``struct`` read instead of a full kio decode.  The
positions are derived from kio's entity classes (generated from Kafka's
message specs), not written by hand.

Must not import: capture reading, reassembly, pandas or the CLI.
"""

from __future__ import annotations

import dataclasses
from functools import cache

from kio.index import load_response_schema

__all__ = ["error_code_offset"]

_SIZES = {
    "int8": 1,
    "int16": 2,
    "uint16": 2,
    "int32": 4,
    "uint32": 4,
    "int64": 8,
    "float64": 8,
    "bool": 1,
    "uuid": 16,
    "timedelta_i32": 4,
    "timedelta_i64": 8,
    "datetime_i64": 8,
    "error_code": 2,
}


@cache
def error_code_offset(api_key: int, api_version: int) -> int | None:
    """Byte offset of the top-level error_code from the start of the response body.

    None when the response has no top-level error_code, when a variable-size
    field comes before it, or when kio has no spec for that version.
    """
    try:
        cls = load_response_schema(api_key, api_version)
    except Exception:  # kio raises its own index errors for unknown keys/versions
        return None
    offset = 0
    for f in dataclasses.fields(cls):
        md = f.metadata
        if md.get("tag") is not None:
            continue
        kt = md.get("kafka_type")
        if f.name == "error_code":
            return offset
        size = _SIZES.get(kt) if isinstance(kt, str) else None
        if size is None:
            return None
        offset += size
    return None
