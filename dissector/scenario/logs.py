"""The mirrored partitions' logs as the scenario models them.

Owns: :class:`PartitionLog`, one partition's log on one cluster in *model
offsets*: the offsets the mirror RPCs talk about (DescribeMirrors
DestinationOffset, LastMirroredOffset, truncation points).

Why a model: Tansu's memory storage cannot truncate a log, and Produce cannot
write a transactional batch without its producer's transaction state.  So:

- A fetcher writes a batch to the destination Tansu only when it is stable
  (non-transactional and below the source's last stable offset, LSO).
  Batches at or after the source LSO are *held*: they are part of the model
  log (``log_end`` counts them) but not yet written.  Truncating to the LSO
  at failover drops exactly the held batches, and the destination Tansu
  never saw them: model and Tansu agree below the LSO.
- Truncating below what Tansu holds (failback: the old source drops the
  records written after the LMO) cannot remove them from Tansu.  The model
  forgets them and later writes land after them in Tansu:
  ``physical_end - stable_end`` is that shift.  The truth file records it.

Offsets of a log that is fetched from (a source) are read from Tansu as is,
so a source must have no shift; :class:`PartitionLog` says so with
:attr:`shift`.

Must not import: capture reading, pandas or the CLI.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field

from .wire import Batch

__all__ = ["PartitionLog"]


@dataclass
class PartitionLog:
    """One partition of one cluster: model offsets, Tansu's offsets, and the source's view.

    ``log_end`` is the model log end offset (held batches included),
    ``stable_end`` the model last stable offset (what Tansu holds, in model
    offsets), ``physical_end`` the next offset Tansu assigns.  ``source_hwm``
    and ``source_lso`` are the high watermark and LSO last seen in a Fetch (or
    ListOffsets) response from the source cluster, -1 before any.
    """

    cluster: str
    topic: str
    partition: int
    log_end: int = 0
    stable_end: int = 0
    physical_end: int = 0
    source_hwm: int = -1
    source_lso: int = -1
    held: list[Batch] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock, repr=False, compare=False)

    @property
    def shift(self) -> int:
        """Tansu offset minus model offset for the next record (0 unless truncated below Tansu)."""
        return self.physical_end - self.stable_end

    def reset(self, end: int) -> None:
        """Start modelling a log whose Tansu end offset is ``end`` (no shift, nothing held)."""
        with self.lock:
            self.log_end = self.stable_end = self.physical_end = end
            self.held.clear()

    def append_written(self, batch: Batch, physical_base: int) -> None:
        """A batch written to Tansu at ``physical_base``; keeps source offsets in the model."""
        with self.lock:
            self.log_end = max(self.log_end, batch.next_offset)
            self.stable_end = batch.next_offset
            self.physical_end = physical_base + batch.last_offset_delta + 1

    def hold(self, batch: Batch) -> None:
        """A batch copied into the model but not written yet (at or after the source LSO)."""
        with self.lock:
            self.held.append(batch)
            self.log_end = max(self.log_end, batch.next_offset)

    def truncate(self, offset: int) -> tuple[int, int, int]:
        """Truncate the model log to ``offset``; returns (offset before, offset after, removed).

        Held batches at or after ``offset`` are dropped; a truncation below
        ``stable_end`` leaves Tansu's records in place and opens a shift.
        Truncating at or past the end changes nothing.
        """
        with self.lock:
            before = self.log_end
            after = min(offset, before)
            self.held = [b for b in self.held if b.next_offset <= after]
            self.log_end = after
            self.stable_end = min(self.stable_end, after)
            return before, after, before - after
