"""The v2 record batch header (magic 2): its layout, read in one place.

Owns: :class:`BatchHeader` (the 61 bytes before a batch's records, field by field, as
Kafka's ``DefaultRecordBatch`` lays them out), :func:`batch_header` (one read of it),
the attribute bits (compression codec, transactional, control) and where the CRC sits
and what it covers.  The decoder (:mod:`.batches`), the analysis' Produce summaries
(:mod:`dissector.analysis.bodies`) and the scenario's fetcher read headers through it.

Must not import anything of the pipeline, pandas or the CLI.
"""

from __future__ import annotations

import struct
from typing import NamedTuple

__all__ = [
    "BATCH_HEADER_SIZE",
    "CODEC_MASK",
    "CONTROL",
    "CRC_AT",
    "CRC_FROM",
    "LENGTH_AFTER",
    "TRANSACTIONAL",
    "BatchHeader",
    "batch_header",
    "batch_header_fields",
]

_LAYOUT = struct.Struct(">qiibIhiqqqhii")
#: bytes of the header (``base_offset`` to ``record_count``)
BATCH_HEADER_SIZE = _LAYOUT.size  # 61
#: bytes of the header counted by ``batch_length`` (all but base_offset and batch_length)
LENGTH_AFTER = 12
#: offset of the CRC-32C in the header, and of the first byte it covers (the attributes)
CRC_AT, CRC_FROM = 17, 21
#: attribute bits: the compression codec, a transactional batch, a control batch
CODEC_MASK, TRANSACTIONAL, CONTROL = 0x07, 0x10, 0x20


class BatchHeader(NamedTuple):
    """A v2 record batch header, in wire order (times in ms since the epoch)."""

    base_offset: int
    batch_length: int
    partition_leader_epoch: int
    magic: int
    crc: int
    attributes: int
    last_offset_delta: int
    base_timestamp: int
    max_timestamp: int
    producer_id: int
    producer_epoch: int
    base_sequence: int
    record_count: int

    @property
    def transactional(self) -> bool:
        return bool(self.attributes & TRANSACTIONAL)

    @property
    def control(self) -> bool:
        return bool(self.attributes & CONTROL)

    @property
    def codec(self) -> int:
        return self.attributes & CODEC_MASK

    @property
    def size(self) -> int:
        """Bytes of the whole batch, header included (``batch_length`` + 12)."""
        return self.batch_length + LENGTH_AFTER


#: ``batch_header_fields(buf, pos)``: the header's fields as a plain tuple, in
#: :class:`BatchHeader`'s order (no named tuple made: the record walk's once per batch)
batch_header_fields = _LAYOUT.unpack_from


def batch_header(buf, pos: int = 0) -> BatchHeader:
    """The header at ``pos`` of ``buf`` (at least :data:`BATCH_HEADER_SIZE` bytes there;
    struct.error otherwise)."""
    return BatchHeader._make(_LAYOUT.unpack_from(buf, pos))
