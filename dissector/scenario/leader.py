"""The scenario's partition leaders.

Owns: :class:`PartitionLeader` -- the leader of some partitions of one cluster.
Told by the controller (in process, as KRaft metadata would) that partitions
changed, it drives them on the wire: ReadMirrorStates to the coordinator;
INITIALIZING -> WriteMirrorStates PREPARING -> LastMirroredOffsets to the
source cluster -> truncate to the LMO -> WriteMirrorStates MIRRORING ->
fetch; STOPPING -> remove fetches -> truncate to the LSO -> WriteMirrorStates
STOPPED with that LMO -> drop the topic's ``mirror.name`` (writable again);
a failed fetch -> WriteMirrorStates FAILED.  A coordinator request that gets
no answer in time is abandoned: the leader reconnects and sends it again.  A leader
that is its own mirror coordinator (``own_coordinator``) reads and writes its states
in process instead (:meth:`~.mirror_endpoint.MirrorEndpoint.local_call`): nothing on
the wire.
Playing 2026-07 (epochs, :mod:`.dialect`): LOG_TRUNCATION -> DescribeClusterMirrors with
LastMirrorEpochLookups to the source cluster -> truncate -> WriteMirrorStates MIRRORING
with the source's leader epoch (Metadata) -> fetch; told to pause: PAUSING, fetches
removed, PAUSED; to resume: MIRRORING, fetching where it stopped; STOPPED carries the
last mirror epoch (those steps: :mod:`.epoch_leader`).

Must not import: the producers and pollers (:mod:`.producer`, :mod:`.poller`), capture
reading, pandas or the CLI.
"""

from __future__ import annotations

import queue
import time
from typing import Any

from . import wire
from .actor import Actor
from .endpoint import MIRROR_CONFIG, ClusterEndpoint
from .epoch_leader import EpochSteps, exchange_key, on_wire
from .fetcher import MirrorFetcher
from .mirror_client import Exchange
from .truth import Truth

__all__ = ["PartitionLeader"]

_key = exchange_key


class PartitionLeader(EpochSteps, Actor):
    """Leads the mirror partitions the controller assigns to it on one cluster."""

    kind = "partition leader"

    def __init__(
        self,
        name: str,
        endpoint: ClusterEndpoint,
        fetcher: MirrorFetcher,
        truth: Truth,
        request_timeout: float = 1.5,
        prepare_delay: float = 0.3,
    ) -> None:
        super().__init__(name, truth, endpoint.cluster)
        self.profile = endpoint.profile
        self.dialect = endpoint.dialect
        self.endpoint = endpoint
        self.fetcher = fetcher
        #: (topic, partition) -> the source leader epoch written with MIRRORING (2026-07).
        self.epochs: dict[tuple[str, int], int] = {}
        #: (topic, partition) -> the fetch position when paused (2026-07).
        self.paused_at: dict[tuple[str, int], int] = {}
        self.request_timeout = request_timeout
        self.prepare_delay = prepare_delay
        #: This leader is its own mirror coordinator: it reads and writes its partitions'
        #: states in process (no ReadMirrorStates/WriteMirrorStates on the wire).
        self.own_coordinator = False
        self._queue: queue.Queue[tuple] = queue.Queue()
        endpoint.leaders.append(self.changed)
        fetcher.on_failure = self.failed

    # called from other threads
    def changed(
        self, mirror: str, topic: str, partitions: list[int], intent: str | None = None
    ) -> None:
        """The controller changed these partitions (KRaft metadata, not on the Kafka wire);
        ``intent`` ``pause``/``resume`` is the desired topic state (2026-07)."""
        if intent is None:
            self._queue.put(("changed", mirror, topic, list(partitions)))
        else:
            self._queue.put(("changed", mirror, topic, list(partitions), intent))

    def failed(self, mirror: str, topic: str, partition: int, why: str, evidence: list) -> None:
        """The fetcher cannot go on with this partition."""
        self._queue.put(("failed", mirror, topic, partition, why, evidence))

    def idle(self) -> bool:
        """Whether nothing is waiting to be handled."""
        return self._queue.unfinished_tasks == 0

    def loop(self) -> None:
        while not self.halt.is_set():
            try:
                item = self._queue.get(timeout=0.05)
            except queue.Empty:
                continue
            try:
                if item[0] == "changed":
                    self._changed(*item[1:])
                else:
                    self._failed(*item[1:])
            finally:
                self._queue.task_done()

    # -------------------------------------------------------------- wire helpers

    def _coordinator(
        self, rpc: str, body: dict[str, Any]
    ) -> tuple[dict[str, Any], Exchange | None]:
        """Send to the coordinator; on no answer in time, reconnect and send once more.

        A leader that is its own coordinator applies the request in process: no
        exchange (None), nothing on the wire."""
        if self.own_coordinator:
            return self.endpoint.local_call(rpc, body, self.name), None
        address = self.endpoint.address
        for attempt in (1, 2):
            conn = self.conn(address, timeout=self.request_timeout)
            try:
                reply, _ = conn.call(rpc, body)
                assert conn.last_exchange is not None
                return reply, conn.last_exchange
            except TimeoutError:
                assert conn.last_exchange is not None
                self.truth.cause(
                    conn.last_exchange,
                    f"no response within {self.request_timeout} s: {self.name} closes the "
                    "connection, reconnects and sends the request again"
                    + ("" if attempt == 1 else " (gave up)"),
                )
                self.drop_connection(address)
        raise TimeoutError(f"{self.name}: {rpc} unanswered twice")

    def _write(
        self, mirror: str, topic: str, entries: list[tuple]
    ) -> tuple[dict[str, Any], Exchange | None]:
        """WriteMirrorStates of (partition, mark, state name[, last mirror offset]) entries."""
        codes = self.endpoint.state_codes
        return self._coordinator(
            self.dialect.rpc("write_states"),
            self.dialect.write(mirror, topic, [(e[0], e[1], codes[e[2]], *e[3:]) for e in entries]),
        )

    def _read(self, mirror: str, topic: str, partitions: list[int]) -> dict[int, tuple[str, int]]:
        reply, _ = self._coordinator(
            self.dialect.rpc("read_states"),
            {
                "mirror_name": mirror,
                "topics": [
                    {
                        "name": topic,
                        "topic_name": topic,
                        "partitions": [{"partition_index": p} for p in partitions],
                    }
                ],
            },
        )
        names = self.endpoint.profile.states
        return {
            p["partition_index"]: (names.get(p["state"], "UNKNOWN"), p[self.dialect.mark_key])
            for t in reply["topics"]
            for p in t["partitions"]
        }

    # -------------------------------------------------------------- transitions

    def _changed(
        self, mirror: str, topic: str, partitions: list[int], intent: str | None = None
    ) -> None:
        states = self._read(mirror, topic, partitions)
        if intent == "ule":
            self._ule_recovery(mirror, topic, partitions, states)
            return
        if intent == "recover":
            self._align(mirror, topic, partitions, states, ("FAILED",))
            return
        if intent is not None:
            self._pause_or_resume(mirror, topic, partitions, states, intent)
            return
        if self.dialect.writes_added:
            self._align(mirror, topic, partitions, states, ("UNKNOWN", "STOPPED"))
        init = [p for p in partitions if states.get(p, ("",))[0] == self.dialect.added]
        stopping = [p for p in partitions if states.get(p, ("",))[0] == "STOPPING"]
        if init and self.dialect.epochs:
            self._truncate_to_epochs(mirror, topic, init)
        elif init:
            self._prepare(mirror, topic, init, {p: states[p][1] for p in init})
        if stopping:
            self._stop_mirroring(mirror, topic, stopping)

    def _prepare(self, mirror: str, topic: str, parts: list[int], lmos: dict[int, int]) -> None:
        if self.halt.wait(self.prepare_delay):
            return
        self._write(mirror, topic, [(p, lmos[p], "PREPARING") for p in parts])
        source, source_rpc = self.endpoint.mirror_source(mirror)
        conn = self.conn(source_rpc)
        reply, _ = conn.call(
            "LastMirroredOffsets",
            {
                "mirror_name": mirror,
                "topics": [{"name": topic, "partitions": [{"partition_index": p} for p in parts]}],
            },
        )
        lmo_key = _key(conn.last_exchange)
        got = {
            p["partition_index"]: (p["last_mirrored_offset"], p["error_code"])
            for t in reply["topics"]
            for p in t["partitions"]
        }
        failed = [p for p in parts if got.get(p, (0, -1))[1] != 0 or reply["error_code"]]
        ok = [p for p in parts if p not in failed]
        truncations = []
        for p in ok:
            lmo = got[p][0]
            log = self.endpoint.logs[(topic, p)]
            before, after, removed = log.truncate(lmo)
            truncations.append(
                {
                    "time_ns": time.time_ns(),
                    "cluster": self.endpoint.cluster,
                    "mirror": mirror,
                    "topic": topic,
                    "partition": p,
                    "reason": "prepare",
                    "source_cluster": self.endpoint.mirror_cluster(mirror),
                    "target": "lmo",
                    "offset_before": before,
                    "offset_after": after,
                    "records_removed": removed,
                    "tansu_shift": log.shift,
                    "leader": self.name,
                    "endpoint": "{}:{}".format(*self.endpoint.address),
                    "evidence": [
                        {
                            "what": "LastMirroredOffsets response: LastMirroredOffset "
                            f"{lmo} for {topic}-{p}",
                            "key": lmo_key,
                        }
                    ],
                }
            )
        if ok:
            if self.halt.wait(0.05):
                return
            _, ex = self._write(mirror, topic, [(p, got[p][0], "MIRRORING") for p in ok])
            for t in truncations:
                if ex is None:
                    t["evidence"].append(_observed(t, "MIRRORING"))
                else:
                    t["evidence"].append(
                        {
                            "what": "WriteMirrorStates request: State MIRRORING, "
                            f"LastMirroredOffset {t['offset_after']} for {topic}-{t['partition']}",
                            "key": _key(ex),
                        }
                    )
                self.truth.truncation(t)
            for p in ok:
                self.fetcher.assign(
                    mirror, source, topic, p, got[p][0], self.endpoint.logs[(topic, p)]
                )
        if failed:
            _, ex = self._write(mirror, topic, [(p, 0, "FAILED") for p in failed])
            if ex is not None:
                self.truth.cause(ex, f"LastMirroredOffsets error for {topic} {failed}")

    def _stop_mirroring(self, mirror: str, topic: str, parts: list[int]) -> None:
        self.fetcher.remove(topic, parts)
        truncations = []
        entries = []
        for p in parts:
            log = self.endpoint.logs[(topic, p)]
            lso = log.stable_end
            source_lso = log.source_lso
            before, after, removed = log.truncate(lso)
            if self.dialect.epochs:
                self.endpoint.stopped_at[(topic, p)] = after
                entries.append((p, self.epochs.get((topic, p), -1), "STOPPED", after))
            else:
                entries.append((p, after, "STOPPED"))
            evidence = []
            fetch_key = self.fetcher.last_fetch.get((topic, p))
            if fetch_key is not None:
                evidence.append(
                    {
                        "what": f"last Fetch response for {topic}-{p}: LastStableOffset "
                        f"{source_lso}, HighWatermark {log.source_hwm}",
                        "key": fetch_key,
                    }
                )
            truncations.append(
                {
                    "time_ns": time.time_ns(),
                    "cluster": self.endpoint.cluster,
                    "mirror": mirror,
                    "topic": topic,
                    "partition": p,
                    "reason": "failover",
                    "source_cluster": self.endpoint.mirror_cluster(mirror),
                    "target": "lso",
                    "offset_before": before,
                    "offset_after": after,
                    "records_removed": removed,
                    "tansu_shift": log.shift,
                    "leader": self.name,
                    "endpoint": "{}:{}".format(*self.endpoint.address),
                    "evidence": evidence,
                }
            )
        _, ex = self._write(mirror, topic, entries)
        marks = {e[0]: e[1] for e in entries}
        for t in truncations:
            if ex is None:
                t["evidence"].append(_observed(t, "STOPPED"))
                self.truth.truncation(t)
                continue
            if self.dialect.carries_offsets:
                on_wire(
                    t,
                    "the STOPPED write carries the cut as LastMirrorOffset; the offset before "
                    "is not on the wire",
                    t["offset_after"],
                )
                what = (
                    f"WriteMirrorStates request: State STOPPED, LastMirrorEpoch "
                    f"{marks[t['partition']]}, LastMirrorOffset {t['offset_after']} for "
                    f"{topic}-{t['partition']} (the LME and LMO written)"
                )
            elif self.dialect.epochs:
                on_wire(t, "the STOPPED write carries the last mirror epoch, not the offset cut")
                what = (
                    f"WriteMirrorStates request: State STOPPED, LastMirrorEpoch "
                    f"{marks[t['partition']]} for {topic}-{t['partition']} (the LME written)"
                )
            else:
                what = (
                    "WriteMirrorStates request: State STOPPED, LastMirroredOffset "
                    f"{t['offset_after']} for {topic}-{t['partition']} (the LMO written)"
                )
            t["evidence"].append({"what": what, "key": _key(ex)})
            self.truth.truncation(t)
        local = self.conn(self.endpoint.tansu)
        local.call_standard(wire.set_topic_config(topic, MIRROR_CONFIG, None))
        assert local.last_exchange is not None
        self.truth.cause(local.last_exchange, f"{topic} STOPPED: mirror.name removed, writable")

    def _failed(self, mirror: str, topic: str, partition: int, why: str, evidence: list) -> None:
        lmo = self.endpoint.lmos.get((topic, partition), self.dialect.no_mark)
        try:
            _, ex = self._write(mirror, topic, [(partition, lmo, "FAILED")])
        except TimeoutError:
            return
        if ex is not None:
            self.truth.cause(ex, f"{topic}-{partition} FAILED: {why}")


def _observed(t: dict[str, Any], state: str) -> dict[str, Any]:
    """Evidence of a state a leader that is its own coordinator wrote in process: the first
    DescribeMirrors response showing the partition in ``state`` after the truncation
    (found by :meth:`~.truth.Truth.document`)."""
    return {
        "what": f"DescribeMirrors response showing {state} for {t['topic']}-{t['partition']} "
        f"(written in process by {t['leader']}, its own mirror coordinator), "
        f"DestinationOffset {t['offset_after']}",
        "observe": {"state": state, "after_ns": t["time_ns"]},
    }
