"""Record batches and legacy message sets: the ``records`` field of Produce and Fetch.

Owns: decoding the bytes of a ``records`` field (Kafka protocol guide, "Record
Batch" of KIP-98 for magic 2, "Message Sets" for magic 0 and 1) into plain
values: the batch or message headers, the CRC check (CRC-32C over attributes
to the end for magic 2, CRC-32 over magic to the end for magic 0/1), bounded
decompression (gzip, snappy in xerial framing or raw, lz4 frame, zstd) and
the records with their absolute offsets, timestamps, keys, values and headers.

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

Decompression goes through cramjam's bounded path, except that a payload
which is one whole zstd, lz4 or gzip frame within the limit goes through a
reused ``zstandard`` context, ``lz4.frame`` or zlib first (the same bytes,
several times faster on small batches; anything they refuse goes to
cramjam, which also words the failure).  CRCs are C (``crc32c``, zlib).
:func:`decode_body_records` finds each ``records`` field of a decoded body
in its frame (linear time) and decodes it in place; ``build=False`` checks
the batches with the same notes without building them.

Values are plain Python like :mod:`dissector.wire.codec`: dicts with snake_case
keys, lists, ints, bools, bytes, ``None``.  Timestamps are the wire values
(``base_timestamp + timestamp_delta`` in ms); a Java consumer shows
``max_timestamp`` instead for ``log_append_time`` batches.

Must not import: capture reading, reassembly, pandas or the CLI; it needs
nothing from this package (its expert words are listed in
:mod:`dissector.errors`).
"""

from __future__ import annotations

import struct
import threading
import zlib
from collections.abc import Iterable
from typing import Any

import cramjam
from crc32c import crc32c

__all__ = [
    "COMPRESSION_NAMES",
    "CONTROL_TYPES",
    "DEFAULT_CAPTURE_BUDGET",
    "DEFAULT_FRAME_BUDGET",
    "RECORD_COST",
    "DecompressionBudget",
    "decode_body_records",
    "cramjam_decompress",
    "decode_records",
    "decompress",
    "summarize_records",
    "xxh32_short",
]

#: Compression codec names by the attribute bits 0-2 (magic 0/1 stop at lz4).
COMPRESSION_NAMES: tuple[str, ...] = ("none", "gzip", "snappy", "lz4", "zstd")
_TIMESTAMP_TYPES = ("create_time", "log_append_time")

# Magic 2: base_offset, batch_length, partition_leader_epoch, magic, crc,
# attributes, last_offset_delta, base_timestamp, max_timestamp, producer_id,
# producer_epoch, base_sequence, record_count.
_BATCH = struct.Struct(">qiibIhiqqqhii")
_BATCH_SIZE = _BATCH.size  # 61
_LOG_OVERHEAD = 12  # offset + size, the part not counted in the size field
_MIN_SIZE = {0: 14, 1: 22, 2: _BATCH_SIZE - _LOG_OVERHEAD}
_I32 = struct.Struct(">i")
_U32 = struct.Struct(">I")
_I64 = struct.Struct(">q")

#: Kafka's ControlRecordType names by type code (clients/.../record/ControlRecordType.java).
CONTROL_TYPES: dict[int, str] = {
    0: "ABORT",
    1: "COMMIT",
    2: "LEADER_CHANGE",
    3: "SNAPSHOT_HEADER",
    4: "SNAPSHOT_FOOTER",
    5: "KRAFT_VERSION",
    6: "KRAFT_VOTERS",
}
_I16 = struct.Struct(">h")

_XERIAL_MAGIC = b"\x82SNAPPY\x00"
_LZ4_MAGIC = b"\x04\x22\x4d\x18"
_FIRST_GUESS = 8  # first output buffer: this many times the compressed size


#: Default decompression budget of one Kafka frame (all its batches together), bytes.
DEFAULT_FRAME_BUDGET = 128 << 20
#: Default decompression budget of one capture (every frame together), bytes.
DEFAULT_CAPTURE_BUDGET = 8 << 30
#: What one record decoded from decompressed bytes costs the budget beyond its bytes: about
#: the size of its Python objects (a dict, two ints, key and value bytes, a headers list).
RECORD_COST = 400


class DecompressionBudget:
    """How many bytes decompression may produce: per Kafka frame and per capture.

    ``frame``: the most bytes every compressed batch (or legacy wrapper) of
    one frame together may decompress to; ``capture``: the same over a whole
    capture (every frame of a :class:`~dissector.pipeline.dissector.Dissector`).  Each
    record decoded from decompressed bytes also costs :data:`RECORD_COST`
    (its Python objects), charged from its batch's declared record count
    before decompressing, so what a frame's records hold in memory stays near
    ``frame`` whatever the compression ratio.  A batch that would go past what
    is left is not decompressed: ``decompression_budget`` at its first byte,
    its compressed bytes kept (see :func:`decode_records`), and what it
    decompressed before going past counts as spent: the time a frame takes
    stays bounded by its budget too, however many batches it holds.

    :meth:`new_frame` starts a frame's budget; :attr:`cut` counts the batches
    left compressed so far.  Raises ValueError for a negative budget.
    """

    __slots__ = ("frame", "capture", "frame_left", "capture_left", "cut")

    def __init__(
        self, frame: int = DEFAULT_FRAME_BUDGET, capture: int = DEFAULT_CAPTURE_BUDGET
    ) -> None:
        if frame < 0 or capture < 0:
            raise ValueError(f"a decompression budget cannot be negative ({frame}, {capture})")
        self.frame = frame
        self.capture = capture
        self.frame_left = frame
        self.capture_left = capture
        #: batches left compressed because a budget was spent
        self.cut = 0

    def new_frame(self) -> None:
        """A new Kafka frame: its own budget starts whole (the capture's goes on)."""
        self.frame_left = self.frame

    def left(self) -> int:
        """Bytes the next decompression may still produce."""
        return min(self.frame_left, self.capture_left)

    def spend(self, n: int) -> None:
        """``n`` bytes were produced (or are reserved for records)."""
        self.frame_left -= n
        self.capture_left -= n

    def note(self, cut: int, expert: list[str]) -> str:
        """The message note for ``cut`` batches of a frame left compressed (``expert``: its
        expert words, where the first ``decompression_budget@N`` is found)."""
        first = next((w for w in expert if w.startswith("decompression_budget@")), "")
        where = f" (first at frame offset {first.partition('@')[2]})" if first else ""
        return (
            f"decompression budget spent: {cut} compressed "
            f"batch{'es' if cut != 1 else ''} left compressed, raw bytes kept{where}; "
            f"budgets: {self.frame} bytes per frame, {self.capture} per capture "
            f"({max(self.capture_left, 0)} left); raise them with --max-decompressed"
        )

    def which(self) -> str:
        """The budget that is the smaller now, in words, for a ``decompression_error``."""
        if self.capture_left < self.frame_left:
            return f"the capture's decompression budget ({self.capture} bytes)"
        return f"the frame's decompression budget ({self.frame} bytes)"


class _Bad(Exception):
    """Internal: a bad length or varint at buffer position ``pos``."""

    def __init__(self, word: str, pos: int) -> None:
        self.word = word
        self.pos = pos


class _Where:
    """Maps buffer positions to frame offsets and collects notes.

    For the records bytes themselves an offset is ``base + pos``; for bytes
    that came out of a decompressor every offset is ``fixed``, the frame
    offset of the first compressed byte.
    """

    __slots__ = ("base", "fixed", "notes", "limit", "info", "budget", "build")

    def __init__(
        self,
        base: int,
        fixed: int | None,
        notes: list[str],
        limit: int,
        info: list[str] | None = None,
        budget: DecompressionBudget | None = None,
    ) -> None:
        self.base = base
        self.fixed = fixed
        self.notes = notes
        self.limit = limit
        #: where a partial last batch is noted (Fetch responses), None: it is ``truncated``
        self.info = info
        #: the frame's and capture's budget (None: ``limit`` per batch only)
        self.budget = budget
        #: build the batches and records (False: check them only, notes alike)
        self.build = True

    def note(self, word: str, pos: int) -> None:
        self.notes.append(f"{word}@{self.at(pos)}")

    def at(self, pos: int) -> int:
        return self.base + pos if self.fixed is None else self.fixed

    def inside(self, pos: int) -> _Where:
        """The mapping for bytes decompressed from the data starting at ``pos``."""
        w = _Where(0, self.at(pos), self.notes, self.limit, None, self.budget)
        w.build = self.build
        return w


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
    where = _Where(base, None, notes, max(max_decompressed, 0), info, budget)
    where.build = build
    return _walk(buf, 0, len(buf), where, inner=False), notes


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
            size += b["batch_length"] + _LOG_OVERHEAD
        else:
            size += b["message_size"] + _LOG_OVERHEAD
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


# ------------------------------------------------------------------ framing


def _walk(buf: bytes | bytearray, pos: int, end: int, where: _Where, inner: bool) -> list[dict]:
    """Batches or messages in ``buf[pos:end]``; ``inner`` for a decompressed message set."""
    out: list[dict] = []
    while pos < end:
        left = end - pos
        if left < _LOG_OVERHEAD:
            if not inner and where.info is not None:
                where.info.append(
                    f"partial batch (have {left} of at least {_LOG_OVERHEAD} bytes) "
                    f"at frame offset {where.at(pos)}"
                )
            else:
                where.note("bad_record_length" if inner else "truncated", pos)
            break
        size = _I32.unpack_from(buf, pos + 8)[0]
        if size < _MIN_SIZE[0]:
            where.note("bad_record_length", pos + 8)
            break
        if left < 17 or size > left - _LOG_OVERHEAD:
            if not inner and where.info is not None:
                where.info.append(
                    f"partial batch (have {left} of {size + _LOG_OVERHEAD} bytes) "
                    f"at frame offset {where.at(pos)}"
                )
            else:
                where.note("bad_record_length" if inner else "truncated", pos)
            break
        nxt = pos + _LOG_OVERHEAD + size
        magic = buf[pos + 16]
        if magic not in _MIN_SIZE or (inner and magic == 2):
            where.note("unknown_message_magic", pos + 16)
        elif size < _MIN_SIZE[magic]:
            where.note("bad_record_length", pos + 8)
        elif magic == 2:
            out.append(_batch(buf, pos, nxt, where))
        else:
            out.append(_message(buf, pos, nxt, where, inner))
        pos = nxt
    return out


def _batch(buf: bytes | bytearray, pos: int, end: int, where: _Where) -> dict[str, Any] | None:
    """One magic 2 record batch occupying ``buf[pos:end]`` (None when ``where.build`` is
    off: checked, noted, nothing built)."""
    (
        base_offset,
        batch_length,
        leader_epoch,
        magic,
        crc,
        attributes,
        last_offset_delta,
        base_timestamp,
        max_timestamp,
        producer_id,
        producer_epoch,
        base_sequence,
        record_count,
    ) = _BATCH.unpack_from(buf, pos)
    crc_ok = crc32c(memoryview(buf)[pos + 21 : end]) == crc
    if not crc_ok:
        where.note("crc_mismatch", pos + 17)
    codec = attributes & 0x07
    compression = COMPRESSION_NAMES[codec] if codec < len(COMPRESSION_NAMES) else "unknown"
    start = pos + _BATCH_SIZE
    records: list[dict] | None = None
    failed: str | None = None
    inner = where
    build = where.build or attributes & 0x20  # control records are checked from their values
    if record_count < 0:
        where.note("bad_record_length", pos + 57)
    elif codec == 0:
        if not build:
            _check_records(buf, start, end, record_count, where)
            return None
        records = _records(buf, start, end, record_count, base_offset, base_timestamp, where)
    else:
        budget = where.budget
        limit = where.limit
        reserve = record_count * RECORD_COST
        if budget is not None:
            limit = min(limit, budget.left() - reserve)
        if limit < 0:
            raw, failed = None, None
        else:
            raw, failed = decompress(compression, memoryview(buf)[start:end], limit, magic)
        if raw is None and budget is not None and (failed is None or _past(failed, limit, where)):
            budget.spend(max(limit, 0))  # the work done: what is left cannot hold more
            failed = _spent(compression, budget)
            where.note("decompression_budget", pos)
        elif raw is None:
            where.note("bad_decompression_length", start)
        else:
            if budget is not None:
                budget.spend(len(raw) + reserve)
            inner = where.inside(start)
            if not build:
                _check_records(raw, 0, len(raw), record_count, inner)
                return None
            records = _records(raw, 0, len(raw), record_count, base_offset, base_timestamp, inner)
            del raw
    if not where.build:
        return None
    if attributes & 0x20 and records:
        for r in records:
            r["control"] = control = _control(r["key"], r["value"])
            if control is None:
                inner.note("bad_record_length", 0 if inner is not where else start)
    out = {
        "base_offset": base_offset,
        "batch_length": batch_length,
        "partition_leader_epoch": leader_epoch,
        "magic": magic,
        "crc": crc,
        "crc_ok": crc_ok,
        "attributes": attributes,
        "compression": compression,
        "timestamp_type": _TIMESTAMP_TYPES[(attributes >> 3) & 1],
        "is_transactional": bool(attributes & 0x10),
        "is_control": bool(attributes & 0x20),
        "has_delete_horizon": bool(attributes & 0x40),
        "last_offset_delta": last_offset_delta,
        "base_timestamp": base_timestamp,
        "max_timestamp": max_timestamp,
        "producer_id": producer_id,
        "producer_epoch": producer_epoch,
        "base_sequence": base_sequence,
        "record_count": record_count,
        "records": records,
    }
    if failed is not None:
        out["decompression_error"] = failed
        out["records_raw"] = bytes(buf[start:end])
    return out


def _control(key: bytes | None, value: bytes | None) -> dict[str, Any] | None:
    """A control record's key (and EndTransactionMarker value), None when too short."""
    if key is None or len(key) < 4:
        return None
    version, code = _I16.unpack_from(key, 0)[0], _I16.unpack_from(key, 2)[0]
    out: dict[str, Any] = {
        "version": version,
        "type": CONTROL_TYPES.get(code, f"UNKNOWN_CONTROL_TYPE_{code}"),
    }
    if code in (0, 1):
        if value is None or len(value) < 6:
            return None
        out["coordinator_epoch"] = _I32.unpack_from(value, 2)[0]
    return out


def _message(
    buf: bytes | bytearray, pos: int, end: int, where: _Where, inner: bool
) -> dict[str, Any]:
    """One magic 0/1 message occupying ``buf[pos:end]`` (a wrapper is decompressed)."""
    offset = _I64.unpack_from(buf, pos)[0]
    crc = _U32.unpack_from(buf, pos + 12)[0]
    magic = buf[pos + 16]
    attributes = buf[pos + 17]
    crc_ok = zlib.crc32(memoryview(buf)[pos + 16 : end]) == crc
    if not crc_ok:
        where.note("crc_mismatch", pos + 12)
    timestamp = timestamp_type = None
    p = pos + 18
    if magic == 1:
        timestamp = _I64.unpack_from(buf, p)[0]
        timestamp_type = _TIMESTAMP_TYPES[(attributes >> 3) & 1]
        p += 8
    codec = attributes & 0x07
    compression = COMPRESSION_NAMES[codec] if codec < 4 else "unknown"
    key = value = None
    value_at = p
    try:
        key, p = _blob32(buf, p, end)
        value_at = p + 4
        value, p = _blob32(buf, p, end)
        if p != end:
            raise _Bad("bad_record_length", pos + 8)
    except _Bad as e:
        where.note(e.word, e.pos)
        codec = 0  # the value is not trustworthy: do not decompress it
    records: list[dict] | None = None
    failed: str | None = None
    if codec:
        raw = None
        limit = where.limit
        if value is None:
            failed = f"{compression}: null value in a compressed wrapper message"
        elif inner:
            failed = f"{compression}: nested compression (Kafka forbids it)"
        else:
            budget = where.budget
            if budget is not None:
                # inner messages are 26 bytes at least: their objects stay within what is left
                limit = min(limit, budget.left() * 26 // (26 + RECORD_COST))
            raw, failed = decompress(compression, memoryview(value), limit, magic)
        if raw is None and where.budget is not None and _past(failed, limit, where):
            where.budget.spend(limit)  # the work done: what is left cannot hold more
            failed = _spent(compression, where.budget)
            where.note("decompression_budget", pos)
        elif raw is None:
            where.note("bad_decompression_length", value_at)
        else:
            records = _walk(raw, 0, len(raw), where.inside(value_at), inner=True)
            if where.budget is not None:
                where.budget.spend(len(raw) + len(records) * RECORD_COST)
            # Magic 1 inner offsets are relative; Java and kafka-python keep them
            # so when the wrapper offset is too small to hold them (a producer
            # writes 0 there: offsets are the broker's to assign).
            if magic == 1 and records and offset - records[-1]["offset"] >= 0:
                shift = offset - records[-1]["offset"]
                for r in records:
                    r["offset"] += shift
    out = {
        "offset": offset,
        "message_size": end - pos - _LOG_OVERHEAD,
        "magic": magic,
        "crc": crc,
        "crc_ok": crc_ok,
        "attributes": attributes,
        "compression": compression,
        "timestamp_type": timestamp_type,
        "timestamp": timestamp,
        "key": key,
        "value": value,
        "records": records,
    }
    if failed is not None:
        out["decompression_error"] = failed
    return out


def _blob32(buf: bytes | bytearray, pos: int, end: int) -> tuple[bytes | None, int]:
    """A classic int32-length nullable bytes field inside ``buf[:end]``."""
    if pos + 4 > end:
        raise _Bad("bad_record_length", pos)
    n = _I32.unpack_from(buf, pos)[0]
    if n == -1:
        return None, pos + 4
    if n < -1 or n > end - pos - 4:
        raise _Bad("bad_record_length", pos)
    return bytes(buf[pos + 4 : pos + 4 + n]), pos + 4 + n


# ------------------------------------------------------------------ records


_ZZ = tuple((b >> 1) ^ -(b & 1) for b in range(0x80))  # one-byte zigzag varints


def _varint(buf: bytes | bytearray, pos: int, end: int, max_bytes: int) -> tuple[int, int]:
    """Zigzag varint at ``pos`` that must end before ``end``; (value, next position)."""
    if pos >= end:
        raise _Bad("bad_record_length", pos)
    b = buf[pos]
    if b < 0x80:
        return (b >> 1) ^ -(b & 1), pos + 1
    start = pos
    result = b & 0x7F
    shift = 7
    pos += 1
    while True:
        if pos - start >= max_bytes:
            raise _Bad("bad_varint", start)
        if pos >= end:
            raise _Bad("bad_record_length", start)
        b = buf[pos]
        pos += 1
        result |= (b & 0x7F) << shift
        if b < 0x80:
            return (result >> 1) ^ -(result & 1), pos
        shift += 7


def _records(
    buf: bytes | bytearray,
    pos: int,
    end: int,
    count: int,
    base_offset: int,
    base_timestamp: int,
    where: _Where,
) -> list[dict]:
    """``count`` records in ``buf[pos:end]``; on a bad one, those before it and a note.

    The hot loop: one-byte varints (most lengths) are decoded inline through
    ``_ZZ``, longer ones by :func:`_varint`.
    """
    out: list[dict] = []
    append = out.append
    varint = _varint
    zz = _ZZ
    try:
        for _ in range(count):
            if pos < end and (b := buf[pos]) < 0x80:
                size, p = zz[b], pos + 1
            else:
                size, p = varint(buf, pos, end, 5)
            rend = p + size
            if size < 1 or rend > end:
                raise _Bad("bad_record_length", pos)
            p += 1  # attributes: unused
            ts_delta, p = varint(buf, p, rend, 10)
            offset_delta, p = varint(buf, p, rend, 5)
            if p < rend and (b := buf[p]) < 0x80:
                n, q = zz[b], p + 1
            else:
                n, q = varint(buf, p, rend, 5)
            if n < 0:
                if n != -1:
                    raise _Bad("bad_record_length", p)
                key = None
            else:
                if q + n > rend:
                    raise _Bad("bad_record_length", p)
                key = bytes(buf[q : q + n])
                q += n
            if q < rend and (b := buf[q]) < 0x80:
                n, p = zz[b], q + 1
            else:
                n, p = varint(buf, q, rend, 5)
            if n < 0:
                if n != -1:
                    raise _Bad("bad_record_length", q)
                value = None
            else:
                if p + n > rend:
                    raise _Bad("bad_record_length", q)
                value = bytes(buf[p : p + n])
                p += n
            if p < rend and (b := buf[p]) < 0x80:
                nh, q = zz[b], p + 1
            else:
                nh, q = varint(buf, p, rend, 5)
            if nh < 0 or nh > rend - q:
                raise _Bad("bad_record_length", p)
            headers = []
            for _ in range(nh):
                if q < rend and (b := buf[q]) < 0x80:
                    n, p = zz[b], q + 1
                else:
                    n, p = varint(buf, q, rend, 5)
                if n < 0 or p + n > rend:
                    raise _Bad("bad_record_length", q)
                hkey = str(buf[p : p + n], "utf-8", "replace")
                p += n
                if p < rend and (b := buf[p]) < 0x80:
                    n, q = zz[b], p + 1
                else:
                    n, q = varint(buf, p, rend, 5)
                if n < 0:
                    if n != -1:
                        raise _Bad("bad_record_length", p)
                    hvalue = None
                else:
                    if q + n > rend:
                        raise _Bad("bad_record_length", p)
                    hvalue = bytes(buf[q : q + n])
                    q += n
                headers.append({"key": hkey, "value": hvalue})
            if q != rend:
                raise _Bad("bad_record_length", pos)
            append(
                {
                    "offset": base_offset + offset_delta,
                    "timestamp": base_timestamp + ts_delta,
                    "key": key,
                    "value": value,
                    "headers": headers,
                }
            )
            pos = rend
        if pos != end:
            raise _Bad("bad_record_length", pos)
    except _Bad as e:
        where.note(e.word, e.pos)
    return out


def _check_records(buf: bytes | bytearray, pos: int, end: int, count: int, where: _Where) -> int:
    """:func:`_records` without building anything: the same checks, the same note; returns
    how many records were whole.  (``tests/decoding/test_records.py`` holds the two to the
    same notes on mutated batches.)"""
    varint = _varint
    zz = _ZZ
    done = 0
    try:
        for _ in range(count):
            if pos < end and (b := buf[pos]) < 0x80:
                size, p = zz[b], pos + 1
            else:
                size, p = varint(buf, pos, end, 5)
            rend = p + size
            if size < 1 or rend > end:
                raise _Bad("bad_record_length", pos)
            p += 1  # attributes: unused
            if p < rend and buf[p] < 0x80:
                p += 1
            else:
                _, p = varint(buf, p, rend, 10)
            if p < rend and buf[p] < 0x80:
                p += 1
            else:
                _, p = varint(buf, p, rend, 5)
            if p < rend and (b := buf[p]) < 0x80:
                n, q = zz[b], p + 1
            else:
                n, q = varint(buf, p, rend, 5)
            if n < 0:
                if n != -1:
                    raise _Bad("bad_record_length", p)
            elif q + n > rend:
                raise _Bad("bad_record_length", p)
            else:
                q += n
            if q < rend and (b := buf[q]) < 0x80:
                n, p = zz[b], q + 1
            else:
                n, p = varint(buf, q, rend, 5)
            if n < 0:
                if n != -1:
                    raise _Bad("bad_record_length", q)
            elif p + n > rend:
                raise _Bad("bad_record_length", q)
            else:
                p += n
            if p < rend and (b := buf[p]) < 0x80:
                nh, q = zz[b], p + 1
            else:
                nh, q = varint(buf, p, rend, 5)
            if nh < 0 or nh > rend - q:
                raise _Bad("bad_record_length", p)
            for _ in range(nh):
                if q < rend and (b := buf[q]) < 0x80:
                    n, p = zz[b], q + 1
                else:
                    n, p = varint(buf, q, rend, 5)
                if n < 0 or p + n > rend:
                    raise _Bad("bad_record_length", q)
                p += n
                if p < rend and (b := buf[p]) < 0x80:
                    n, q = zz[b], p + 1
                else:
                    n, q = varint(buf, p, rend, 5)
                if n < 0:
                    if n != -1:
                        raise _Bad("bad_record_length", p)
                elif q + n > rend:
                    raise _Bad("bad_record_length", p)
                else:
                    q += n
            if q != rend:
                raise _Bad("bad_record_length", pos)
            done += 1
            pos = rend
        if pos != end:
            raise _Bad("bad_record_length", pos)
    except _Bad as e:
        where.note(e.word, e.pos)
    return done


# ------------------------------------------------------------ decompression


def decompress(
    codec: str, payload: memoryview, limit: int, magic: int
) -> tuple[bytearray | None, str | None]:
    """``(decompressed bytes, None)``, or ``(None, why)`` if corrupt, unknown or past ``limit``.

    ``why`` names the codec and the failure, e.g. ``gzip: invalid gzip header``
    (the decompressor's own words) or ``zstd: decompresses past the limit of
    67108864 bytes``.

    Never allocates more than ``limit`` bytes of output: snappy blocks carry
    their decompressed length, checked before decompressing; the stream
    codecs decompress into a bounded buffer that grows up to ``limit`` and
    stop when it is full.
    """
    try:
        if codec == "snappy":
            return _snappy(payload, limit)
        if codec == "lz4" and magic == 0:
            payload = _fix_lz4_header(payload)
        fast = _FAST.get(codec)
        if fast is not None:
            out = fast(payload, limit)
            if out is not None:
                return out, None
        mod = _STREAM_CODECS.get(codec)
        if mod is None:
            return None, f"{codec}: no such compression codec (attributes bits 0-2)"
        return _bounded(codec, mod.decompress_into, payload, limit)
    except Exception as e:  # third-party decoders: any failure means "does not decompress"
        return None, f"{codec}: {_why(e)}"


_STREAM_CODECS = {"gzip": cramjam.gzip, "lz4": cramjam.lz4, "zstd": cramjam.zstd}
_local = threading.local()


def _zstd_fast(payload: Any, limit: int) -> bytes | None:
    """One zstd frame of at most ``limit`` bytes (its declared size, else the first guess of
    :func:`_bounded`) with nothing after it, through a reused ``zstandard`` context
    (cramjam makes a new one per call: ~40 µs on a small batch); None for anything else
    (the caller then takes cramjam's bounded path, which also words the failures)."""
    dctx = getattr(_local, "zstd", None)
    if dctx is None:
        dctx = _local.zstd = zstandard.ZstdDecompressor()
    try:
        size = zstandard.frame_content_size(payload)
        if size > limit:
            return None
        guess = size if size >= 0 else min(limit, max(1 << 16, _FIRST_GUESS * len(payload)))
        return dctx.decompress(payload, max_output_size=guess, allow_extra_data=False)
    except Exception:  # any refusal: cramjam's path decides and words it
        return None


def _lz4_fast(payload: Any, limit: int) -> bytes | None:
    """One whole LZ4 frame of at most the first guess of :func:`_bounded` (and ``limit``)
    bytes, through ``lz4.frame`` (cramjam's lz4 costs ~20 µs a call on small batches);
    None for anything else (the caller then takes cramjam's bounded path)."""
    d = lz4.frame.LZ4FrameDecompressor()
    try:
        out = d.decompress(
            payload, max_length=min(limit, max(1 << 16, _FIRST_GUESS * len(payload)))
        )
    except Exception:  # any refusal: cramjam's path decides and words it
        return None
    if not d.eof or d.unused_data:
        return None
    return out


def _gzip_fast(payload: Any, limit: int) -> bytes | None:
    """One whole gzip member of at most the first guess of :func:`_bounded` (and ``limit``)
    bytes, through the standard library's zlib (cramjam's gzip costs more on small
    batches); None for anything else: several members, bytes after it, a bad trailer (the
    caller then takes cramjam's bounded path)."""
    d = zlib.decompressobj(31)
    try:
        out = d.decompress(payload, min(limit, max(1 << 16, _FIRST_GUESS * len(payload))))
    except Exception:  # any refusal: cramjam's path decides and words it
        return None
    if not d.eof or d.unused_data or d.unconsumed_tail:
        return None
    return out


#: Faster decoders for the common case, when installed (same bytes out; cramjam otherwise).
_FAST: dict[str, Any] = {"gzip": _gzip_fast}
try:
    import zstandard

    _FAST["zstd"] = _zstd_fast
except ImportError:  # pragma: no cover - zstandard is a dependency
    pass
try:
    import lz4.frame

    _FAST["lz4"] = _lz4_fast
except ImportError:  # pragma: no cover - lz4 is a dependency
    pass


def cramjam_decompress(codec: str, payload: Any, limit: int) -> tuple[bytearray | None, str | None]:
    """gzip, lz4 or zstd through cramjam alone, bounded by ``limit``, as :func:`decompress`
    answers (the path the faster decoders step aside to; tests hold them to it)."""
    return _bounded(codec, _STREAM_CODECS[codec].decompress_into, payload, limit)


def _past(failed: str | None, limit: int, where: _Where) -> bool:
    """Whether a decompression failed only for going past a ``limit`` the budget set."""
    return limit < where.limit and failed is not None and "decompresses past the limit" in failed


def _spent(codec: str, budget: DecompressionBudget) -> str:
    """The ``decompression_error`` of a batch left compressed by ``budget`` (counted)."""
    budget.cut += 1
    return (
        f"{codec}: not decompressed: {budget.which()} is spent (raise it with --max-decompressed)"
    )


def _why(e: BaseException) -> str:
    """A decompressor's error as one short line (its type when it says nothing)."""
    text = " ".join(str(e).split())
    return text[:200] if text else type(e).__name__


def _bounded(
    codec: str, decompress_into: Any, payload: Any, limit: int
) -> tuple[bytearray | None, str | None]:
    size = min(limit, max(1 << 16, _FIRST_GUESS * len(payload)))
    while True:
        out = bytearray(size)
        try:
            n = decompress_into(payload, out)
        except cramjam.DecompressionError as e:
            # cramjam reports a full output buffer as "failed to write whole buffer"
            if "whole buffer" not in str(e):
                return None, f"{codec}: {_why(e)}"
            if size >= limit:
                return None, f"{codec}: decompresses past the limit of {limit} bytes"
            del out
            size = min(limit, size * 4)
            continue
        del out[n:]
        return out, None


def _snappy(payload: memoryview, limit: int) -> tuple[bytearray | None, str | None]:
    """Snappy as Kafka carries it: xerial blocks (Java clients) or one raw block (librdkafka)."""
    past = f"snappy: decompresses past the limit of {limit} bytes"
    if len(payload) >= 16 and payload[:8] == _XERIAL_MAGIC:
        blocks = []
        total = 0
        pos = 16
        while pos < len(payload):
            n = _I32.unpack_from(payload, pos)[0] if pos + 4 <= len(payload) else -1
            if n < 0 or pos + 4 + n > len(payload):
                return None, f"snappy: xerial block at byte {pos} runs past the data"
            block = payload[pos + 4 : pos + 4 + n]
            size = cramjam.snappy.decompress_raw_len(block)
            total += size
            if total > limit:
                return None, past
            blocks.append((block, size))
            pos += 4 + n
    else:
        total = cramjam.snappy.decompress_raw_len(payload)
        if total > limit:
            return None, past
        blocks = [(payload, total)]
    out = bytearray(total)
    view = memoryview(out)
    at = 0
    for block, size in blocks:
        if cramjam.snappy.decompress_raw_into(block, view[at : at + size]) != size:
            return None, "snappy: a block decompresses to fewer bytes than it declares"
        at += size
    view.release()
    return out, None


def _fix_lz4_header(payload: memoryview) -> memoryview | bytes:
    """Repair the frame header checksum that Kafka 0.8/0.9 wrote wrongly for magic 0 lz4.

    KAFKA-3160: the checksum was computed over the 4 magic bytes as well as
    the frame descriptor.  The descriptor is FLG, BD, an 8-byte content size
    if FLG bit 3, a 4-byte dictionary id if FLG bit 0; then the checksum byte,
    ``(xxh32(descriptor) >> 8) & 0xFF``.
    """
    if len(payload) < 7 or payload[:4] != _LZ4_MAGIC:
        return payload
    flg = payload[4]
    hc_at = 6 + (8 if flg & 0x08 else 0) + (4 if flg & 0x01 else 0)
    if len(payload) <= hc_at:
        return payload
    hc = (xxh32_short(bytes(payload[4:hc_at])) >> 8) & 0xFF
    if payload[hc_at] == hc:
        return payload
    return b"".join((payload[:hc_at], bytes((hc,)), payload[hc_at + 1 :]))


_P1, _P2, _P3, _P4, _P5 = 2654435761, 2246822519, 3266489917, 668265263, 374761393
_M32 = 0xFFFFFFFF


def xxh32_short(data: bytes, seed: int = 0) -> int:
    """XXH32 of fewer than 16 bytes (enough for an LZ4 frame descriptor).

    >>> hex(xxh32_short(b"")), hex(xxh32_short(b"a")), hex(xxh32_short(b"abc"))
    ('0x2cc5d05', '0x550d7456', '0x32d153ff')
    """
    n = len(data)
    if n >= 16:
        raise ValueError("xxh32_short takes fewer than 16 bytes")
    h = (seed + _P5 + n) & _M32
    i = 0
    while i + 4 <= n:
        h = (h + int.from_bytes(data[i : i + 4], "little") * _P3) & _M32
        h = ((((h << 17) | (h >> 15)) & _M32) * _P4) & _M32
        i += 4
    while i < n:
        h = (h + data[i] * _P5) & _M32
        h = ((((h << 11) | (h >> 21)) & _M32) * _P1) & _M32
        i += 1
    h ^= h >> 15
    h = (h * _P2) & _M32
    h ^= h >> 13
    h = (h * _P3) & _M32
    h ^= h >> 16
    return h
