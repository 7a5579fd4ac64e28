"""Cheap facts about standard bodies, read without decoding them.

Owns: where a standard response's top-level ``error_code`` sits when every
field before it has a fixed size (true of most responses: ``error_code``
first, or after ``throttle_time_ms``), so the default read can name errors
at the cost of one ``struct`` read instead of a full kio decode.  The
positions come from :mod:`dissector.facts` (derived from kio's entity
classes, generated from Kafka's message specs), not written by hand.

Must not import: capture reading, reassembly, pandas or the CLI.
"""

from __future__ import annotations

from functools import cache

from .facts import facts

__all__ = ["error_code_offset", "sole_error_code_offset"]


@cache
def error_code_offset(api_key: int, api_version: int) -> int | None:
    """Byte offset of the top-level error_code from the start of the response body.

    None when the response has no top-level error_code, when a variable-size
    field comes before it, or when kio has no spec for that version.
    """
    entry = facts().get(api_key, {}).get(api_version)
    return None if entry is None else entry[2]


@cache
def sole_error_code_offset(api_key: int, api_version: int) -> int | None:
    """:func:`error_code_offset` when that error_code is the response's only one, else None.

    Then the two bytes there are the message's error code by
    :data:`dissector.standard.ERROR_CODE_RULE`; a response with nested error
    codes (Fetch, AlterPartitionReassignments, ...) is walked instead, since a
    top-level 0 does not mean that every nested one is 0.
    """
    entry = facts().get(api_key, {}).get(api_version)
    return None if entry is None or entry[3] else entry[2]
