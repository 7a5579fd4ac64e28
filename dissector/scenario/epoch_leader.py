"""The 2026-07 steps of a partition leader (a mixin of :class:`~.leader.PartitionLeader`).

Owns: :class:`EpochSteps` -- LOG_TRUNCATION -> DescribeClusterMirrors with
LastMirrorEpochLookups to the source cluster -> truncate -> WriteMirrorStates MIRRORING
with the source's leader epoch (Metadata) -> fetch; pause (PAUSING, fetches removed,
PAUSED) and resume (MIRRORING, fetching where it stopped); and two helpers the leader
shares: :func:`exchange_key` (an exchange's connection and correlation id, the truth's
join key) and :func:`on_wire` (what an epoch revision's wire shows of a truncation).

Must not import: :mod:`.leader` (which builds on it), the other actors, capture reading,
pandas or the CLI.
"""

from __future__ import annotations

import time
from typing import Any

from . import wire
from .dialect import EpochDialect
from .mirror_client import Exchange

__all__ = ["EpochSteps", "exchange_key", "on_wire"]

Address = tuple[str, int]


def exchange_key(ex: Exchange | None) -> tuple[str, str, int] | None:
    """(client, server, correlation_id) of an exchange (None for None: nothing on the wire)."""
    return None if ex is None else (ex.client, ex.server, ex.correlation_id)


def on_wire(t: dict[str, Any], reason: str, offset_after: int | None = None) -> None:
    """What the wire of an epoch revision shows of a truncation: no offsets (the third
    revision: the offset cut to, as a LastMirrorOffset), and why the rest is null."""
    t["on_wire"] = {
        "offset_before": None,
        "offset_after": offset_after,
        "records_removed": None,
        "reason": reason,
    }


class EpochSteps:
    """The leader's steps in a revision that carries last mirror epochs (2026-07).

    Mixed into :class:`~.leader.PartitionLeader`, whose attributes (``endpoint``,
    ``dialect``, ``fetcher``, ``truth``, ``epochs``, ``paused_at``, ``halt``,
    ``prepare_delay``) and wire helpers (``conn``, ``_write``) it uses.
    """

    endpoint: Any
    dialect: Any
    fetcher: Any
    truth: Any
    halt: Any
    prepare_delay: float
    #: records a ULE_RECOVERY cuts from the destination's end (the third revision)
    ule_cut: int = 2
    epochs: dict[tuple[str, int], int]
    paused_at: dict[tuple[str, int], int]
    name: str

    conn: Any
    _write: Any

    def _source_epochs(self, source: Address, topic: str) -> dict[int, int]:
        """The source's leader epoch of each partition of ``topic`` (Metadata to its Tansu)."""
        conn = self.conn(source)
        meta, _ = conn.call_standard(wire.metadata([topic]))
        assert conn.last_exchange is not None
        self.truth.cause(conn.last_exchange, f"{self.name}: source leader epochs of {topic}")
        return {
            int(p.partition_index): int(p.leader_epoch) for t in meta.topics for p in t.partitions
        }

    def _truncate_to_epochs(self, mirror: str, topic: str, parts: list[int]) -> None:
        """LOG_TRUNCATION -> MIRRORING: look up the last mirror epochs the source cluster
        recorded (DescribeClusterMirrors' LastMirrorEpochLookups), truncate, write MIRRORING
        with the source's current leader epoch, fetch.

        The offset an epoch ends at is what a real leader asks the source with
        OffsetsForLeaderEpoch; here it is the source listener's record of its failover cut
        (:attr:`ClusterEndpoint.stopped_at`), 0 when the epoch is -1 (no record).
        """
        assert isinstance(self.dialect, EpochDialect)
        if self.halt.wait(self.prepare_delay):
            return
        ep = self.endpoint
        source, source_rpc = ep.mirror_source(mirror)
        src_cluster = ep.mirror_cluster(mirror)
        topic_id = ep.entries[topic].topic_id
        conn = self.conn(source_rpc)
        reply, _ = conn.call(
            self.dialect.rpc("describe_mirrors"),
            self.dialect.lookup(f"cluster-{ep.cluster}", topic_id, parts),
        )
        lookup_key = exchange_key(conn.last_exchange)
        marks = self.dialect.lookup_answer(reply, topic_id, topic)
        offsets = self.dialect.carries_offsets
        if offsets:  # a partition no mirror holds has no record: epoch and offset -1
            marks = {p: marks.get(p, (-1, -1)) for p in parts}
        got = {p: m[0] for p, m in marks.items()}
        failed = [p for p in parts if p not in got or reply.get("error_code")]
        ok = [p for p in parts if p not in failed]
        peer = ep.directory.get(src_cluster or "")
        epochs = self._source_epochs(source, topic) if ok else {}
        truncations = []
        targets = {}
        for p in ok:
            lme = got[p]
            recorded = peer is not None and lme != -1
            if offsets:
                targets[p] = max(marks[p][1], 0) if lme != -1 else 0
            else:
                targets[p] = peer.stopped_at.get((topic, p), 0) if recorded and peer else 0
            log = ep.logs[(topic, p)]
            before, after, removed = log.truncate(targets[p])
            t = {
                "time_ns": time.time_ns(),
                "cluster": ep.cluster,
                "mirror": mirror,
                "topic": topic,
                "partition": p,
                "reason": "prepare",
                "source_cluster": src_cluster,
                "target": "lme",
                "offset_before": before,
                "offset_after": after,
                "records_removed": removed,
                "tansu_shift": log.shift,
                "leader": self.name,
                "endpoint": "{}:{}".format(*ep.address),
                "evidence": [
                    {
                        "what": (
                            f"DescribeClusterMirrors response: LastMirrorEpoch {lme}, "
                            f"LastMirrorOffset {marks[p][1]} for {topic}-{p}"
                            if offsets
                            else "DescribeClusterMirrors response: LookupResults "
                            f"LastMirrorEpoch {lme} for {topic}-{p}"
                        ),
                        "key": lookup_key,
                    }
                ],
            }
            if offsets:
                on_wire(
                    t,
                    "the lookup answers the offset cut to (LastMirrorOffset) and the MIRRORING "
                    "write repeats it; the offset before is not on the wire",
                    after,
                )
            else:
                on_wire(
                    t, "LOG_TRUNCATION's cut is not on the wire (the lookup carries an epoch)"
                )
            truncations.append(t)
        if ok:
            if self.halt.wait(0.05):
                return
            for p in ok:
                self.epochs[(topic, p)] = epochs.get(p, 0)
            _, ex = self._write(
                mirror,
                topic,
                [(p, self.epochs[(topic, p)], "MIRRORING", targets[p]) for p in ok],
            )
            for t in truncations:
                lmo = f", LastMirrorOffset {t['offset_after']}" if offsets else ""
                t["evidence"].append(
                    {
                        "what": "WriteMirrorStates request: State MIRRORING, LastMirrorEpoch "
                        f"{self.epochs[(topic, t['partition'])]}{lmo} for "
                        f"{topic}-{t['partition']}",
                        "key": exchange_key(ex),
                    }
                )
                self.truth.truncation(t)
            for p in ok:
                self.fetcher.assign(mirror, source, topic, p, targets[p], ep.logs[(topic, p)])
        if failed:
            _, ex = self._write(mirror, topic, [(p, -1, "FAILED") for p in failed])
            if ex is not None:
                self.truth.cause(ex, f"last mirror epoch lookup failed for {topic} {failed}")

    def _align(
        self,
        mirror: str,
        topic: str,
        parts: list[int],
        states: dict[int, tuple[str, int]],
        sources: tuple[str, ...],
    ) -> None:
        """The third revision: the leader writes LOG_ALIGNMENT itself for the partitions in
        one of ``sources`` (UNKNOWN or STOPPED when started, FAILED when recovered by
        RecoverMirrorTopics), then aligns them as LOG_TRUNCATION is in 2026-07."""
        mine = [p for p in parts if states.get(p, ("UNKNOWN",))[0] in sources]
        if not mine:
            return
        self._write(mirror, topic, [(p, -1, self.dialect.added, -1) for p in mine])
        self._truncate_to_epochs(mirror, topic, mine)

    def _ule_recovery(
        self, mirror: str, topic: str, parts: list[int], states: dict[int, tuple[str, int]]
    ) -> None:
        """The third revision's ULE_RECOVERY: the source's leader changed uncleanly, so the
        destination stops fetching, writes ULE_RECOVERY, truncates to where the new source
        leader's log ends (here ``ule_cut`` records before its own end: the model source does
        not lose records), writes MIRRORING with that offset as LastMirrorOffset and the
        source's new leader epoch, and fetches from there again."""
        ep = self.endpoint
        mine = [p for p in parts if states.get(p, ("",))[0] == "MIRRORING"]
        if not mine:
            return
        source, _ = ep.mirror_source(mirror)
        self.fetcher.remove(topic, mine)
        marks = {p: self.epochs.get((topic, p), -1) for p in mine}
        _, first = self._write(
            mirror,
            topic,
            [(p, marks[p], "ULE_RECOVERY", ep.offsets.get((topic, p), -1)) for p in mine],
        )
        truncations, targets = [], {}
        for p in mine:
            log = ep.logs[(topic, p)]
            targets[p] = max(log.log_end - self.ule_cut, 0)
            before, after, removed = log.truncate(targets[p])
            t = {
                "time_ns": time.time_ns(),
                "cluster": ep.cluster,
                "mirror": mirror,
                "topic": topic,
                "partition": p,
                "reason": "ule",
                "source_cluster": ep.mirror_cluster(mirror),
                "target": "source",
                "offset_before": before,
                "offset_after": after,
                "records_removed": removed,
                "tansu_shift": log.shift,
                "leader": self.name,
                "endpoint": "{}:{}".format(*ep.address),
                "evidence": [
                    {
                        "what": f"WriteMirrorStates request: State ULE_RECOVERY for {topic}-{p}",
                        "key": exchange_key(first),
                    }
                ],
            }
            on_wire(
                t,
                "the MIRRORING write after ULE_RECOVERY carries the cut as LastMirrorOffset; "
                "the offset before is not on the wire",
                after,
            )
            truncations.append(t)
        epochs = self._source_epochs(source, topic)
        for p in mine:
            self.epochs[(topic, p)] = epochs.get(p, 0)
        _, ex = self._write(
            mirror,
            topic,
            [(p, self.epochs[(topic, p)], "MIRRORING", targets[p]) for p in mine],
        )
        for t in truncations:
            t["evidence"].append(
                {
                    "what": "WriteMirrorStates request: State MIRRORING, LastMirrorEpoch "
                    f"{self.epochs[(topic, t['partition'])]}, LastMirrorOffset "
                    f"{t['offset_after']} for {topic}-{t['partition']}",
                    "key": exchange_key(ex),
                }
            )
            self.truth.truncation(t)
        for p in mine:
            self.fetcher.assign(mirror, source, topic, p, targets[p], ep.logs[(topic, p)])

    def _pause_or_resume(
        self,
        mirror: str,
        topic: str,
        parts: list[int],
        states: dict[int, tuple[str, int]],
        intent: str,
    ) -> None:
        """pause: MIRRORING -> PAUSING (fetches removed) -> PAUSED; resume: PAUSED ->
        MIRRORING, fetching again where it stopped."""
        source, _ = self.endpoint.mirror_source(mirror)
        if intent == "pause":
            mine = [p for p in parts if states.get(p, ("",))[0] == "MIRRORING"]
            if not mine:
                return
            marks = {p: self.epochs.get((topic, p), -1) for p in mine}
            self._write(mirror, topic, [(p, marks[p], "PAUSING") for p in mine])
            for p in mine:
                pos = self.fetcher.position(topic, p)
                self.paused_at[(topic, p)] = (
                    pos if pos is not None else self.endpoint.logs[(topic, p)].log_end
                )
            self.fetcher.remove(topic, mine)
            self._write(mirror, topic, [(p, marks[p], "PAUSED") for p in mine])
        else:
            mine = [p for p in parts if states.get(p, ("",))[0] == "PAUSED"]
            if not mine:
                return
            self._write(
                mirror, topic, [(p, self.epochs.get((topic, p), -1), "MIRRORING") for p in mine]
            )
            for p in mine:
                log = self.endpoint.logs[(topic, p)]
                at = self.paused_at.pop((topic, p), log.log_end)
                self.fetcher.assign(mirror, source, topic, p, at, log)
