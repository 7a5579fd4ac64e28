"""Record batches and legacy message sets: the ``records`` field of Produce and Fetch.

Owns: the entry points for the bytes of a ``records`` field (Kafka protocol
guide, "Record Batch" of KIP-98 for magic 2, "Message Sets" for magic 0 and
1): :func:`decode_records` (one field, into plain values: the batch or
message headers, the CRC check, bounded decompression and the records with
their absolute offsets, timestamps, keys, values and headers),
:func:`decode_body_records` (every ``records`` field of a decoded Produce or
Fetch body) and :func:`summarize_records`.  The batches and messages are
walked and decoded by :mod:`dissector.wire.batches`, decompressed by
:mod:`dissector.wire.compression`, within a
:class:`~dissector.wire.budget.DecompressionBudget` (:mod:`dissector.wire.budget`).

Nothing here raises on bad bytes.  :func:`decode_records` returns what it
could decode and a list of expert notes ``word@offset`` whose offsets count
from the first byte of the Kafka frame (``base`` is where the records bytes
start in that frame).  Each note points at the bytes it is about:

- ``truncated`` at the first byte of a batch cut short by the end of the
  records bytes (the complete batches before it are kept).  A Fetch
  response may end a partition's records with a partial batch when
  ``max_bytes`` (or ``partition_max_bytes``) cuts it: that is how Kafka
  brokers answer, not a fault, so when the caller passes an ``info`` list
  the cut last batch is the note ``partial batch (have X of Y bytes) at
  frame offset N`` there instead;
- ``crc_mismatch`` at the CRC field of a batch or message;
- ``bad_record_length`` at a length (batch size, record length, key, value
  or header length, record count) that cannot be right;
- ``bad_varint`` at a varint longer than its type allows;
- ``bad_decompression_length`` at the first compressed byte when the data
  does not decompress, decompresses to more than ``max_decompressed`` bytes
  or names an unknown codec (the header is kept, ``records`` is None, the
  compressed bytes stay in ``records_raw`` and ``decompression_error`` says
  which codec failed and how);
- ``decompression_budget`` at the first byte of a compressed batch left
  compressed because the frame's or the capture's decompression budget
  (:class:`DecompressionBudget`) is spent: not a fault of the data; the
  header is kept, ``records`` is None, ``records_raw`` holds the compressed
  bytes and ``decompression_error`` says which budget and how to raise it;
- ``unknown_message_magic`` at a magic byte other than 0, 1 or 2.

Control batches (attributes bit 5) carry control records: each record gets
``control``, its key decoded as Kafka's ControlRecordType (version int16,
type int16: ABORT 0, COMMIT 1, ...) and, for ABORT and COMMIT, its value as
an EndTransactionMarker (version int16, coordinator_epoch int32):
``{"version": 0, "type": "COMMIT", "coordinator_epoch": 5}``.  A key shorter
than 4 bytes (or a marker value shorter than 6) is ``bad_record_length`` at
the batch's first record, and ``control`` is None.

Problems found inside decompressed bytes are reported at the first compressed
byte, the last position in the frame that they can be traced to.

Decompression: see :mod:`dissector.wire.compression`.  CRCs are C
(``crc32c``, zlib).  :func:`decode_body_records` finds each ``records``
field of a decoded body in its frame (linear time) and decodes it in place;
``build=False`` checks the batches with the same notes without building them.

Values are plain Python like :mod:`dissector.wire.codec`: dicts with snake_case
keys, lists, ints, bools, bytes, ``None``.  Timestamps are the wire values
(``base_timestamp + timestamp_delta`` in ms); a Java consumer shows
``max_timestamp`` instead for ``log_append_time`` batches.

Must not import: capture reading, reassembly, pandas or the CLI; it needs
nothing from this package but the record modules of :mod:`dissector.wire`
(its expert words are listed in :mod:`dissector.errors`).
"""

from __future__ import annotations

import struct
from collections.abc import Iterable
from typing import Any

from .batches import LOG_OVERHEAD, Where, walk
from .budget import DecompressionBudget

__all__ = [
    "decode_body_records",
    "decode_records",
    "summarize_records",
]

_I32 = struct.Struct(">i")


def decode_records(
    data: bytes | memoryview,
    base: int = 0,
    max_decompressed: int = 64 << 20,
    info: list[str] | None = None,
    budget: DecompressionBudget | None = None,
    build: bool = True,
) -> tuple[list[dict[str, Any]], list[str]]:
    """Decode a ``records`` field into batches (magic 2) or messages (magic 0/1).

    ``data`` is the field's bytes without its length prefix, ``base`` the frame
    offset of ``data[0]``, ``max_decompressed`` the most bytes one batch (or
    one legacy wrapper message) may decompress to.  Returns ``(entries,
    notes)``; never raises on any input bytes.  ``info``: a list for notes that
    are not faults; given (a Fetch response's records), a last batch cut short
    is noted there as ``partial batch (have X of Y bytes) at frame offset N``
    (X the bytes present, Y the batch's whole size: its size field + 12, or
    ``at least 12`` when even the size field is cut) instead of ``truncated``.
    ``budget``: a :class:`DecompressionBudget` shared by every ``records``
    field of a frame and every frame of a capture; the bytes it allows (and,
    per batch, ``max_decompressed``) bound each decompression, and a batch
    past it is ``decompression_budget`` (compressed bytes kept).  ``build``
    False: the batches are checked (CRCs, decompression, every record's
    lengths and varints) with the same notes and budget, but no object is
    built for them (``entries`` holds None for each magic 2 batch): for
    readers that keep only the notes (``kmirror read --full``).

    A magic 2 entry has the batch header fields, ``crc_ok``, decoded
    attributes (``compression``, ``timestamp_type``, ``is_transactional``,
    ``is_control``, ``has_delete_horizon``) and ``records``: a list of
    ``{offset, timestamp, key, value, headers}`` (``headers`` a list of
    ``{key: str, value: bytes | None}``), or None when the records could not
    be decompressed (then ``records_raw`` holds the compressed bytes and
    ``decompression_error`` names the codec and the failure).  Control batches
    keep their records, each with ``control`` decoded from its key and value
    (see the module docstring).

    A magic 0/1 entry is ``{offset, message_size, magic, crc, crc_ok,
    attributes, compression, timestamp_type, timestamp, key, value,
    records}``; ``timestamp_type`` and ``timestamp`` are None for magic 0.
    For a compressed wrapper message ``value`` is the compressed bytes and
    ``records`` its inner messages, or None when they could not be
    decompressed.  Magic 1 inner offsets are relative and made absolute as
    wrapper offset - last inner offset + inner offset (= wrapper offset -
    (n - 1) + inner offset when they count 0..n-1), unless that base would be
    negative (a Produce request's wrapper offset is 0): then they stay as
    sent.  ``records`` is None for uncompressed messages; a wrapper that does
    not decompress also gets ``decompression_error``.

    >>> decode_records(b"")
    ([], [])
    """
    buf = data if isinstance(data, bytes) else bytes(data)
    notes: list[str] = []
    where = Where(base, None, notes, max(max_decompressed, 0), info, budget)
    where.build = build
    return walk(buf, 0, len(buf), where, inner=False), notes


def decode_body_records(
    body: Any,
    frame: bytes | bytearray,
    at: int,
    expert: list[str],
    info: list[str] | None = None,
    budget: DecompressionBudget | None = None,
    max_decompressed: int = 64 << 20,
    build: bool = True,
) -> None:
    """Replace every ``records`` bytes value in a decoded Produce/Fetch body by its batches.

    ``body``: the decoded body (dicts and lists, as :mod:`dissector.wire.standard`
    returns); ``frame``: the whole Kafka frame its bytes came from; ``at``:
    where the body starts in it.  Each ``records`` value is located in
    ``frame`` (its expert offsets count from the frame's first byte) by
    searching from the end of the one before, in wire order (fields in dict
    order, depth first), where its length prefix (int32 or compact varint)
    must sit just before it: linear in the frame's size, and two partitions
    with the same bytes each get their own place.  Expert words go to
    ``expert``; ``info``, ``budget`` and ``build`` as for :func:`decode_records`
    (``build`` False leaves the bytes in place); the budget's
    :meth:`~DecompressionBudget.new_frame` is called first.
    """
    if budget is not None:
        budget.new_frame()
        max_decompressed = max(max_decompressed, budget.frame)
    cursor = at
    for owner, x in _record_fields(body):
        base = _locate(frame, x, cursor)
        if base < 0:
            base = cursor
        else:
            cursor = base + len(x)
        batches, notes = decode_records(x, base, max_decompressed, info, budget, build)
        if build:
            owner["records"] = batches
        if notes:
            expert.extend(notes)


#: (topics key, partitions key) of the bodies that carry records: Produce requests, Fetch
#: responses (every version: Kafka's JSON specs name them so).
_SHAPES = (("topic_data", "partition_data"), ("responses", "partitions"))


def _record_fields(body: Any) -> list[tuple[dict, bytes | bytearray]]:
    """``(owner dict, bytes)`` of every ``records`` bytes value in ``body``, in wire order.

    Produce requests and Fetch responses are read by their shape (topics, then
    partitions, then ``records``: the only place their specs have records);
    any other body is walked depth first in field order (dicts keep the
    spec's order).
    """
    out: list[tuple[dict, bytes | bytearray]] = []
    if type(body) is dict:
        for top, mid in _SHAPES:
            topics = body.get(top)
            if type(topics) is not list:
                continue
            for t in topics:
                parts = t.get(mid) if type(t) is dict else None
                if type(parts) is not list:
                    break
                for p in parts:
                    x = p.get("records") if type(p) is dict else None
                    if isinstance(x, bytes | bytearray):
                        out.append((p, x))
            else:
                return out
            out.clear()
    # depth first in wire order: each container's children are pushed in reverse, a
    # records value as a (owner, bytes) tuple taking its place in that order
    stack: list[Any] = [body]
    pop, push = stack.pop, stack.append
    while stack:
        v = pop()
        if type(v) is dict:
            for k, x in reversed(list(v.items())):
                if k == "records" and isinstance(x, bytes | bytearray):
                    push((v, x))
                elif isinstance(x, dict | list):
                    push(x)
        elif type(v) is list:
            for x in reversed(v):
                if isinstance(x, dict | list):
                    push(x)
        else:
            out.append(v)
    return out


def _locate(frame: bytes | bytearray, x: bytes | bytearray, start: int) -> int:
    """Where ``x`` (a ``records`` value) sits in ``frame`` from ``start``, -1 if nowhere.

    The first match at or after ``start`` just after its own length prefix
    (int32 ``len(x)``, or compact varint ``len(x) + 1``) among the first
    :data:`_CANDIDATES` matches; else the first match.  Each search starts
    where the previous field's bytes ended, so a whole frame costs time linear
    in its size.
    """
    n = len(x)
    if not n:
        return start
    u = n + 1
    first = pos = frame.find(x, start)
    tries = _CANDIDATES
    while pos >= 0 and tries:
        if u < 0x80:  # compact length, one byte
            if pos >= 1 and frame[pos - 1] == u:
                return pos
        elif u < 0x4000:  # compact length, two bytes
            if pos >= 2 and frame[pos - 1] == u >> 7 and frame[pos - 2] == (u & 0x7F) | 0x80:
                return pos
        elif pos >= 5 and frame[pos - len(c := _uvarint(u)) : pos] == c:
            return pos
        if pos >= 4 and _I32.unpack_from(frame, pos - 4)[0] == n:  # classic int32 length
            return pos
        tries -= 1
        pos = frame.find(x, pos + 1)
    return first


_CANDIDATES = 64  # matches of a records value without its length prefix looked past at most


def _uvarint(u: int) -> bytes:
    """``u`` (>= 0) as an unsigned varint."""
    out = bytearray()
    while u > 0x7F:
        out.append((u & 0x7F) | 0x80)
        u >>= 7
    out.append(u)
    return bytes(out)


def summarize_records(batches: Iterable[dict[str, Any]]) -> dict[str, Any]:
    """Counts for table columns: ``record_count``, ``batch_count``, ``compression``, ``bytes``.

    ``record_count`` is the declared count of each magic 2 batch plus, for
    magic 0/1, one per uncompressed message and the inner messages decoded from
    each wrapper; ``compression`` the sorted distinct codec names; ``bytes``
    the size of the batches on the wire.

    >>> summarize_records([])
    {'record_count': 0, 'batch_count': 0, 'compression': [], 'bytes': 0}
    """
    records = count = size = 0
    codecs: set[str] = set()
    for b in batches:
        count += 1
        codecs.add(b["compression"])
        if b["magic"] == 2:
            records += max(b["record_count"], 0)
            size += b["batch_length"] + LOG_OVERHEAD
        else:
            size += b["message_size"] + LOG_OVERHEAD
            if b["compression"] == "none":
                records += 1
            elif b["records"] is not None:
                records += len(b["records"])
    return {
        "record_count": records,
        "batch_count": count,
        "compression": sorted(codecs),
        "bytes": size,
    }
