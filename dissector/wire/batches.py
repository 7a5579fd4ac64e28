"""Record batches (magic 2) and legacy messages (magic 0 and 1): the walker and decoders.

Owns: :func:`walk`, which goes through the batches or messages of a
``records`` field (or of a decompressed wrapper message) and decodes each:
a magic 2 batch's header, its CRC-32C over attributes to the end, its
records (lengths and zigzag varints checked, or checked only when nothing is
to be built) and its control records; a magic 0/1 message's header, its
CRC-32 over magic to the end and, for a compressed wrapper, its inner
messages; decompression (:mod:`dissector.wire.compression`) within the
frame's and the capture's :class:`~dissector.wire.budget.DecompressionBudget`.
:class:`Where` maps buffer positions to frame offsets and collects the
expert notes (``word@offset``) :mod:`dissector.wire.records` documents; nothing
here raises on bad bytes.

Must not import: the entry points (:mod:`dissector.wire.records`), the
standard-body decoders, capture reading, reassembly, pandas or the CLI.
"""

from __future__ import annotations

import struct
import zlib
from typing import Any

from crc32c import crc32c

from .batchheader import (
    BATCH_HEADER_SIZE,
    CODEC_MASK,
    CONTROL,
    CRC_AT,
    CRC_FROM,
    TRANSACTIONAL,
    batch_header_fields,
)
from .budget import RECORD_COST, DecompressionBudget
from .compression import COMPRESSION_NAMES, decompress

__all__ = ["CONTROL_TYPES", "LOG_OVERHEAD", "Where", "walk"]

_TIMESTAMP_TYPES = ("create_time", "log_append_time")

# Magic 2: base_offset, batch_length, partition_leader_epoch, magic, crc,
# attributes, last_offset_delta, base_timestamp, max_timestamp, producer_id,
# producer_epoch, base_sequence, record_count.
_BATCH_SIZE = BATCH_HEADER_SIZE  # 61
LOG_OVERHEAD = 12  # offset + size, the part not counted in the size field
_MIN_SIZE = {0: 14, 1: 22, 2: _BATCH_SIZE - LOG_OVERHEAD}
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


class _Bad(Exception):
    """Internal: a bad length or varint at buffer position ``pos``."""

    def __init__(self, word: str, pos: int) -> None:
        self.word = word
        self.pos = pos


class Where:
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

    def inside(self, pos: int) -> Where:
        """The mapping for bytes decompressed from the data starting at ``pos``."""
        w = Where(0, self.at(pos), self.notes, self.limit, None, self.budget)
        w.build = self.build
        return w


# ------------------------------------------------------------------ framing


def walk(buf: bytes | bytearray, pos: int, end: int, where: Where, inner: bool) -> list[dict]:
    """Batches or messages in ``buf[pos:end]``; ``inner`` for a decompressed message set."""
    out: list[dict] = []
    while pos < end:
        left = end - pos
        if left < LOG_OVERHEAD:
            if not inner and where.info is not None:
                where.info.append(
                    f"partial batch (have {left} of at least {LOG_OVERHEAD} bytes) "
                    f"at frame offset {where.at(pos)}"
                )
            else:
                where.note("bad_record_length" if inner else "truncated", pos)
            break
        size = _I32.unpack_from(buf, pos + 8)[0]
        if size < _MIN_SIZE[0]:
            where.note("bad_record_length", pos + 8)
            break
        if left < 17 or size > left - LOG_OVERHEAD:
            if not inner and where.info is not None:
                where.info.append(
                    f"partial batch (have {left} of {size + LOG_OVERHEAD} bytes) "
                    f"at frame offset {where.at(pos)}"
                )
            else:
                where.note("bad_record_length" if inner else "truncated", pos)
            break
        nxt = pos + LOG_OVERHEAD + size
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


def _batch(buf: bytes | bytearray, pos: int, end: int, where: Where) -> dict[str, Any] | None:
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
    ) = batch_header_fields(buf, pos)
    crc_ok = crc32c(memoryview(buf)[pos + CRC_FROM : end]) == crc
    if not crc_ok:
        where.note("crc_mismatch", pos + CRC_AT)
    codec = attributes & CODEC_MASK
    compression = COMPRESSION_NAMES[codec] if codec < len(COMPRESSION_NAMES) else "unknown"
    start = pos + _BATCH_SIZE
    records: list[dict] | None = None
    failed: str | None = None
    inner = where
    build = where.build or attributes & CONTROL  # control records are checked from their values
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
    if attributes & CONTROL and records:
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
        "is_transactional": bool(attributes & TRANSACTIONAL),
        "is_control": bool(attributes & CONTROL),
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
    buf: bytes | bytearray, pos: int, end: int, where: Where, inner: bool
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
            records = walk(raw, 0, len(raw), where.inside(value_at), inner=True)
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
        "message_size": end - pos - LOG_OVERHEAD,
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
    where: Where,
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


def _check_records(buf: bytes | bytearray, pos: int, end: int, count: int, where: Where) -> int:
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


def _past(failed: str | None, limit: int, where: Where) -> bool:
    """Whether a decompression failed only for going past a ``limit`` the budget set."""
    return limit < where.limit and failed is not None and "decompresses past the limit" in failed


def _spent(codec: str, budget: DecompressionBudget) -> str:
    """The ``decompression_error`` of a batch left compressed by ``budget`` (counted)."""
    budget.cut += 1
    return (
        f"{codec}: not decompressed: {budget.which()} is spent (raise it with --max-decompressed)"
    )
