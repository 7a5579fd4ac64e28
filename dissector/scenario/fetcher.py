"""The scenario's mirror fetchers.

Owns: :class:`MirrorFetcher` -- copies record batches byte for byte from a source
Tansu (Fetch v12, read uncommitted) to the local Tansu (Produce v9), so
destination offsets equal source offsets.  Batches at or after the source's
last stable offset are held in the model log (see :mod:`.logs`).  When the
source's high watermark drops below the fetch offset it asks the source for
the topic (Metadata) and reports the partition failed to its leader.

Must not import: the partition leader (:mod:`.leader`, which drives it), the other
actors, capture reading, pandas or the CLI.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from . import wire
from .actor import Actor, Address
from .endpoint import ClusterEndpoint
from .epoch_leader import exchange_key
from .logs import PartitionLog
from .mirror_client import MirrorClient
from .truth import Truth

__all__ = ["MirrorFetcher"]

_key = exchange_key


@dataclass
class _Assignment:
    mirror: str
    source: Address
    topic: str
    partition: int
    offset: int
    log: PartitionLog
    last_fetch: tuple[str, str, int] | None = None


class MirrorFetcher(Actor):
    """Copies batches from source Tansu brokers into the local Tansu for its leader."""

    kind = "mirror fetcher"

    def __init__(
        self, name: str, endpoint: ClusterEndpoint, truth: Truth, max_wait_ms: int = 250
    ) -> None:
        super().__init__(name, truth, endpoint.cluster)
        self.profile = endpoint.profile
        self.endpoint = endpoint
        self.max_wait_ms = max_wait_ms
        self.on_failure: Callable[[str, str, int, str, list], None] | None = None
        self._lock = threading.Lock()
        self._assigned: dict[tuple[str, int], _Assignment] = {}
        self._removals: list[tuple[set[tuple[str, int]], threading.Event]] = []
        self._wake = threading.Event()
        #: (topic, partition) -> the last Fetch exchange that reported on it (evidence).
        self.last_fetch: dict[tuple[str, int], tuple[str, str, int]] = {}

    def assign(
        self,
        mirror: str,
        source: Address,
        topic: str,
        partition: int,
        offset: int,
        log: PartitionLog,
    ) -> None:
        """Start fetching ``topic``/``partition`` from ``source`` at ``offset``."""
        with self._lock:
            self._assigned[(topic, partition)] = _Assignment(
                mirror, source, topic, partition, offset, log
            )
        self._wake.set()

    def position(self, topic: str, partition: int) -> int | None:
        """The next offset fetched for ``topic``/``partition`` (None when not assigned)."""
        with self._lock:
            a = self._assigned.get((topic, partition))
            return None if a is None else a.offset

    def remove(self, topic: str, partitions: Sequence[int], timeout: float = 10) -> None:
        """Stop fetching those partitions; returns once no fetch of them is in flight."""
        done = threading.Event()
        with self._lock:
            self._removals.append(({(topic, p) for p in partitions}, done))
        self._wake.set()
        if self.is_alive():
            done.wait(timeout)

    def _apply_removals(self) -> None:
        with self._lock:
            removals, self._removals = self._removals, []
            for parts, _ in removals:
                for tp in parts:
                    self._assigned.pop(tp, None)
        for _, done in removals:
            done.set()

    def loop(self) -> None:
        while not self.halt.is_set():
            self._apply_removals()
            with self._lock:
                groups: dict[Address, list[_Assignment]] = {}
                for a in self._assigned.values():
                    groups.setdefault(a.source, []).append(a)
            if not groups:
                self._wake.wait(0.05)
                self._wake.clear()
                continue
            for source, assigns in sorted(groups.items()):
                self._fetch(source, assigns)

    def _fetch(self, source: Address, assigns: list[_Assignment]) -> None:
        positions: dict[str, dict[int, int]] = {}
        for a in assigns:
            positions.setdefault(a.topic, {})[a.partition] = a.offset
        conn = self.conn(source)
        resp, _ = conn.call_standard(wire.fetch(positions, self.max_wait_ms))
        key = _key(conn.last_exchange)
        by_tp = {(a.topic, a.partition): a for a in assigns}
        for t in resp.responses:
            for p in t.partitions:
                a = by_tp.get((t.topic, int(p.partition_index)))
                if a is None or not self._still_assigned(a):
                    continue
                self.last_fetch[(a.topic, a.partition)] = key
                code = int(p.error_code.value)
                hwm, lso = int(p.high_watermark), int(p.last_stable_offset)
                a.log.source_hwm, a.log.source_lso = hwm, lso
                if code or hwm < a.offset:
                    self._source_lost(a, conn, code, hwm, key)
                    continue
                for batch in wire.iter_batches(p.records):
                    if batch.next_offset <= a.offset:
                        continue
                    if (
                        a.log.held
                        or batch.transactional
                        or batch.control
                        or batch.next_offset > lso
                    ):
                        a.log.hold(batch)
                    else:
                        self._write(a, batch)
                    a.offset = batch.next_offset
                self._release(a, lso)

    def _still_assigned(self, a: _Assignment) -> bool:
        with self._lock:
            return self._assigned.get((a.topic, a.partition)) is a

    def _write(self, a: _Assignment, batch: wire.Batch) -> None:
        dest = self.conn(self.endpoint.tansu)
        resp, _ = dest.call_standard(wire.produce(a.topic, a.partition, batch.raw))
        part = resp.responses[0].partition_responses[0]
        if int(part.error_code.value):
            raise RuntimeError(f"{self.name}: produce to {a.topic}-{a.partition}: {part}")
        a.log.append_written(batch, int(part.base_offset))

    def _release(self, a: _Assignment, lso: int) -> None:
        """Write held batches the source LSO has moved past (non-transactional ones only)."""
        while a.log.held:
            b = a.log.held[0]
            if b.transactional or b.control or b.next_offset > lso:
                return
            with a.log.lock:
                a.log.held.pop(0)
            self._write(a, b)

    def _source_lost(
        self, a: _Assignment, conn: MirrorClient, code: int, hwm: int, fetch_key: Any
    ) -> None:
        meta, _ = conn.call_standard(wire.metadata([a.topic]))
        meta_ex = conn.last_exchange
        meta_code = int(meta.topics[0].error_code.value)
        why = (
            f"source {a.topic}-{a.partition}: Fetch error {code}, high watermark {hwm} "
            f"below fetch offset {a.offset}; Metadata error {meta_code}"
        )
        assert meta_ex is not None
        self.truth.cause(meta_ex, f"{self.name} checks the source topic after a Fetch: {why}")
        with self._lock:
            self._assigned.pop((a.topic, a.partition), None)
        if self.on_failure is not None:
            self.on_failure(a.mirror, a.topic, a.partition, why, [fetch_key, _key(meta_ex)])
