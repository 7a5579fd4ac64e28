"""The mirror listener's handlers of the 2026-07 revision: epoch lookups, pause, resume, delete.

Owns: :class:`EpochHandlers`, a mixin of :class:`~.endpoint.ClusterEndpoint` (it uses the
endpoint's state: ``entries``, ``lmos``, ``state``, ``deleted``, ``dialect``, ``truth``,
``kafka``, ``state_of``, ``_notify``, ``_mark``, ``_mirror_topics``) that answers what only
``kip1279-cl3-2026-07`` has (../shared/docs/KIP1279-REVISIONS.md, 1.2 and 1.4):

- DescribeClusterMirrors' ``LastMirrorEpochLookups``: the last mirror epoch this cluster
  recorded per partition (-1: none), by this cluster's topic ids;
- PauseMirrorTopics / ResumeMirrorTopics: checked (MIRROR_TOPIC_ALREADY_PAUSED 140,
  MIRROR_TOPIC_NOT_PAUSED 141, MIRROR_TOPIC_BEING_STOPPED 142), then the leaders are told the
  desired state, as KRaft metadata would; the state changes travel in WriteMirrorStates;
- DeleteClusterMirror: only when every topic is STOPPED (else CLUSTER_MIRROR_NOT_EMPTY 143);
- CreateClusterMirror of an existing name: CLUSTER_MIRROR_ALREADY_EXISTS 136 (the dialect's code).

Must not import: capture reading, reassembly, pandas or the CLI.
"""

from __future__ import annotations

from typing import Any

from kio.schema.errors import ErrorCode

from . import wire

__all__ = ["EpochHandlers"]

NONE = 0
INVALID_REQUEST = ErrorCode.invalid_request.value
MIRROR_TOPIC_ALREADY_PAUSED = 140
MIRROR_TOPIC_NOT_PAUSED = 141
CLUSTER_MIRROR_NOT_EMPTY = 143


class EpochHandlers:
    """RPC handlers of the 2026-07 revision, mixed into the cluster's mirror listener."""

    # the endpoint's attributes these handlers use (set by ClusterEndpoint)
    entries: dict[str, Any]
    lmos: dict[tuple[str, int], int]
    deleted: dict[str, tuple[Any, list[str]]]
    state: Any
    dialect: Any
    truth: Any
    tansu: tuple[str, int]
    kafka: Any
    state_of: Any
    offsets: dict[tuple[str, int], int]
    _notify: Any
    _mark: Any
    _mirror_topics: Any

    def _create_mirror(self, body: dict[str, Any]) -> dict[str, Any]:
        """As the base endpoint; an existing name is the revision's error (seed:
        INVALID_REQUEST, 2026-07: CLUSTER_MIRROR_ALREADY_EXISTS)."""
        out = super()._create_mirror(body)  # type: ignore[misc]
        if out["error_code"] == INVALID_REQUEST and body["mirror_name"] in self.state.mirrors:
            out["error_code"] = self.dialect.mirror_exists
        return out

    def _topic_names(self) -> dict[str, str]:
        """This cluster's topic id -> name (a Metadata request for every topic of its Tansu:
        the id is all an epoch lookup carries)."""
        local = self.kafka(self.tansu)
        meta, _ = local.call_standard(wire.metadata(None))
        assert local.last_exchange is not None
        self.truth.cause(local.last_exchange, "topic ids of a last mirror epoch lookup")
        return {str(t.topic_id): t.name for t in meta.topics}

    def _looked_up(self, lookups: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """The third revision's answer to an epoch lookup: DescribeClusterMirrors' mirrors,
        each with the looked-up partitions it holds and their last mirror epoch and offset
        (LookupResults are gone; a partition no mirror here holds is not listed)."""
        names = self._topic_names()
        wanted = {
            names[lk["topic_id"]]: list(lk["partitions"])
            for lk in lookups
            if lk["topic_id"] in names
        }
        mirrors = []
        for m in sorted(self.state.mirrors):
            topics = []
            for t in self._mirror_topics(m):
                parts = []
                for i in wanted.get(t, ()):
                    if not 0 <= i < self.entries[t].partitions:
                        continue
                    recorded = (t, i) in self.lmos
                    lme = self.lmos[(t, i)] if recorded else -1
                    self._mark("read", m, t, i, lme, recorded)
                    parts.append(
                        {
                            "partition_index": i,
                            "state_value": self.state_of(t, i),
                            "last_mirror_epoch": lme,
                            "last_mirror_offset": self.offsets.get((t, i), -1),
                        }
                    )
                if parts:
                    topics.append({"topic_name": t, "partitions": parts})
            if topics:
                mirrors.append({"error_code": NONE, "mirror_name": m, "topics": topics})
        return mirrors

    def _lookups(self, lookups: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """LookupResults: the last mirror epoch recorded here per partition (-1: none), by
        this cluster's topic ids."""
        names = self._topic_names()
        results = []
        for lk in lookups:
            name = names.get(lk["topic_id"])
            parts = []
            for i in lk["partitions"]:
                recorded = name is not None and (name, i) in self.lmos
                lme = self.lmos[(name, i)] if recorded else -1
                self._mark("read", None, name or lk["topic_id"], i, lme, recorded)
                parts.append({"partition_index": i, "last_mirror_epoch": lme})
            results.append({"topic_id": lk["topic_id"], "partitions": parts})
        return results

    # ------------------------------------------------------------ 2026-07: pause, resume, delete

    def _topic_op(self, body: dict[str, Any], intent: str) -> dict[str, Any]:
        mirror = body["mirror_name"]
        if mirror not in self.state.mirrors:
            return {"error_code": self.dialect.unknown_mirror, "topics": []}
        results = []
        changed = []
        for t in body["topics"]:
            name = t["topic_name"]
            entry = self.entries.get(name)
            states = {self.state_of(name, p) for p in range(entry.partitions)} if entry else set()
            if entry is None or entry.mirror != mirror:
                code = self.dialect.topic_not_in_mirror
            elif intent == "pause" and states & {"PAUSING", "PAUSED"}:
                code = MIRROR_TOPIC_ALREADY_PAUSED
            elif intent == "resume" and states != {"PAUSED"}:
                code = MIRROR_TOPIC_NOT_PAUSED
            elif states & {"STOPPING", "STOPPED"}:
                code = self.dialect.topic_stopping
            else:
                code = NONE
                changed.append((name, list(range(entry.partitions))))
            results.append({"name": name, "error_code": code})
        for name, parts in changed:
            self._notify(mirror, name, parts, intent)
        return {"error_code": NONE, "topics": results}

    def _pause_topics(self, body: dict[str, Any]) -> dict[str, Any]:
        return self._topic_op(body, "pause")

    def _resume_topics(self, body: dict[str, Any]) -> dict[str, Any]:
        return self._topic_op(body, "resume")

    def _recover_topics(self, body: dict[str, Any]) -> dict[str, Any]:
        """RecoverMirrorTopics (the third revision): each topic's FAILED partitions are
        answered as recovered and their leaders told, as KRaft metadata would; each leader
        writes LOG_ALIGNMENT and aligns the log again."""
        mirror = body["mirror_name"]
        if mirror not in self.state.mirrors:
            return {"error_code": self.dialect.unknown_mirror, "topics": []}
        results = []
        changed = []
        for t in body["topics"]:
            name = t["topic_name"]
            entry = self.entries.get(name)
            if entry is None or entry.mirror != mirror:
                results.append(
                    {"name": name, "error_code": self.dialect.topic_not_in_mirror,
                     "partitions": []}
                )  # fmt: skip
                continue
            failed = [p for p in range(entry.partitions) if self.state_of(name, p) == "FAILED"]
            results.append(
                {
                    "name": name,
                    "error_code": NONE,
                    "partitions": [{"partition_index": p, "error_code": NONE} for p in failed],
                }
            )
            if failed:
                changed.append((name, failed))
        for name, parts in changed:
            self._notify(mirror, name, parts, "recover")
        return {"error_code": NONE, "topics": results}

    def _delete_mirror(self, body: dict[str, Any]) -> dict[str, Any]:
        name = body["mirror_name"]
        if name not in self.state.mirrors:
            return {"error_code": self.dialect.unknown_mirror, "error_message": None}
        busy = [
            t
            for t in self._mirror_topics(name)
            if any(self.state_of(t, p) != "STOPPED" for p in range(self.entries[t].partitions))
        ]
        if busy:
            return {
                "error_code": CLUSTER_MIRROR_NOT_EMPTY,
                "error_message": f"topics not stopped: {busy}",
            }
        self.deleted[name] = (self.state.mirrors.pop(name), self._mirror_topics(name))
        for t in self._mirror_topics(name):
            del self.entries[t]
        return {"error_code": NONE, "error_message": None}
