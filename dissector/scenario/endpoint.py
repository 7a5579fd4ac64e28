"""One cluster's mirror RPC listener: controller, mirror coordinator and LMO server.

Owns: :class:`ClusterEndpoint`, a :class:`~dissector.scenario.mirror_endpoint.MirrorEndpoint`
whose partition states are not simulated but driven, as MISSION.md's "How
mirroring behaves" describes, by requests on the wire:

- **controller** (CreateMirror, AddTopicsToMirror, RemoveTopicsFromMirror,
  ListMirrors, DescribeMirrors from admin tools).  AddTopicsToMirror checks
  every partition is UNKNOWN or STOPPED (else INVALID_REQUEST), asks the
  source Tansu for the topic (Metadata: partition count, topic id; ListOffsets:
  end offsets), creates the destination topic with ``mirror.name`` or sets
  that config on an existing one (CreateTopics / IncrementalAlterConfigs on the
  local Tansu), then sets the partitions INITIALIZING and tells their leaders.
  RemoveTopicsFromMirror sets them STOPPING and tells their leaders.
- **mirror coordinator** (ReadMirrorStates, WriteMirrorStates from partition
  leaders, on their own connections): stores each partition's state code and
  LMO, the way the internal mirror state topic would.  Every state change
  that a WriteMirrorStates carries is applied here.
- **LMO server** (LastMirroredOffsets from the *other* cluster's leaders):
  answers the LMO this cluster recorded for a partition (at its failover),
  0 when it has none.  The request's MirrorName names the asking mirror,
  which need not exist here, so it is not checked.

The 2026-07 revision (``kip1279-cl3-2026-07``) is spoken through the endpoint's
:class:`~.dialect.Dialect`: StartMirrorTopics/StopMirrorTopics for the add and remove, its
state names (LOG_TRUNCATION where the seed has INITIALIZING), last mirror *epochs* stored and
answered where the seed has LMOs, its own error codes; its epoch lookups, pause, resume and
delete are :class:`~.epoch_handlers.EpochHandlers`'.  The controller's connections to the
Tansus, and the source and destination steps of AddTopicsToMirror, are
:class:`~.tansu_links.TansuLinks`'.

Every state change is reported to the :class:`~dissector.scenario.truth.Truth`
with the request that carried it.  DescribeMirrors reports, per partition, the
state name, SourceOffset (the source high watermark last seen by a Fetch or
ListOffsets, -1 before any), DestinationOffset (the model log end, see
:mod:`dissector.scenario.logs`) and Lag (source minus destination, never below 0;
-1 while the source offset is unknown).

Must not import: capture reading, reassembly, pandas or the CLI.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..profiles.profile import Profile, load_profile
from .dialect import dialect_for
from .epoch_handlers import EpochHandlers
from .logs import PartitionLog
from .mirror_client import MirrorClient
from .mirror_endpoint import (
    INCONSISTENT_TOPIC_ID,
    INVALID_REQUEST,
    NONE,
    OPERATIONS_ALLOWED,
    OPERATIONS_OMITTED,
    UNKNOWN_TOPIC_OR_PARTITION,
    CallContext,
    MirrorEndpoint,
)
from .tansu_links import MIRROR_CONFIG, TansuLinks
from .truth import Truth

__all__ = ["ClusterEndpoint", "MIRROR_CONFIG", "MIRROR_RPC_CONFIG", "TopicEntry"]

#: Mirror config naming where the source cluster serves the mirror RPCs (a scenario
#: artefact: Tansu does not speak them, so each cluster has a separate mirror listener).
MIRROR_RPC_CONFIG = "mirror.rpc.bootstrap.servers"
_NULL_UUID = "00000000-0000-0000-0000-000000000000"


@dataclass
class TopicEntry:
    """A topic attached to a mirror on this cluster."""

    mirror: str
    topic_id: str
    partitions: int


class ClusterEndpoint(EpochHandlers, MirrorEndpoint):
    """The mirror RPC listener of cluster ``cluster``, next to its Tansu at ``tansu``."""

    def __init__(
        self,
        cluster: str,
        host: str,
        port: int,
        tansu: tuple[str, int],
        truth: Truth,
        profile: Profile | None = None,
    ) -> None:
        profile = profile or load_profile()
        #: How this listener speaks the profile's revision (bodies, states, error codes).
        self.dialect = dialect_for(profile)
        super().__init__(host, port, profile)
        if self.dialect.epochs:
            d = self.dialect
            self._handlers.clear()
            self._handlers.update(
                {
                    d.rpc("create_mirror"): self._create_mirror,
                    d.rpc("add_topics"): self._add_topics,
                    d.rpc("remove_topics"): self._remove_topics,
                    d.rpc("list_mirrors"): self._list_mirrors,
                    d.rpc("describe_mirrors"): self._describe_mirrors,
                    d.rpc("read_states"): self._read_states,
                    d.rpc("write_states"): self._write_states,
                    d.rpc("pause_topics"): self._pause_topics,
                    d.rpc("resume_topics"): self._resume_topics,
                    d.rpc("delete_mirror"): self._delete_mirror,
                }
            )
            if d.recovers:
                self._handlers[d.rpc("recover_topics")] = self._recover_topics
        self.cluster = cluster
        self.tansu = tansu
        self.truth = truth
        self.states: dict[tuple[str, int], str] = {}
        #: (topic, partition) -> the last mirrored offset (seed) or epoch (2026-07) recorded.
        self.lmos: dict[tuple[str, int], int] = {}
        #: (topic, partition) -> the offset the failover truncated to (2026-07: not on the
        #: wire; a leader mirroring back reads it here, as OffsetsForLeaderEpoch would tell it).
        self.stopped_at: dict[tuple[str, int], int] = {}
        #: (topic, partition) -> the state before the current one (ReadMirrorStates'
        #: PreviousState in 2026-07).
        self.previous: dict[tuple[str, int], str] = {}
        #: (topic, partition) -> the last mirror offset recorded (the third revision).
        self.offsets: dict[tuple[str, int], int] = {}
        #: (topic, partition) -> the state epoch, bumped by every state written (the third
        #: revision's fencing epoch).
        self.state_epochs: dict[tuple[str, int], int] = {}
        #: Mirrors deleted by DeleteClusterMirror: name -> (mirror, its topics then).
        self.deleted: dict[str, tuple[Any, list[str]]] = {}
        #: Every cluster endpoint of the scenario by cluster name (set by the stage).
        self.directory: dict[str, ClusterEndpoint] = {cluster: self}
        self.entries: dict[str, TopicEntry] = {}
        self.logs: dict[tuple[str, int], PartitionLog] = {}
        #: Partition leaders: called with (mirror, topic, [partitions], intent) after a change;
        #: ``intent`` is ``pause``/``resume`` (the desired topic state KRaft metadata would
        #: carry) or None.
        self.leaders: list[Callable[..., None]] = []
        self._swallow: list[tuple[str, str]] = []
        self.controller_id = f"controller-{cluster}"
        #: The controller's connections to the Tansus.
        self.links = TansuLinks(self.controller_id, cluster, truth, self.profile)
        #: Tansu address -> cluster name, for the clusters of the scenario.
        self.peers: dict[tuple[str, int], str] = {tansu: cluster}

    # ------------------------------------------------------------ wiring

    def stop(self) -> None:
        """Stop serving and close the controller's connections to Tansu."""
        super().stop()
        self.links.close()

    def swallow_next(self, rpc: str, client_id_prefix: str = "") -> None:
        """Leave the next ``rpc`` from a client id starting with the prefix unanswered."""
        with self._lock:
            self._swallow.append((rpc, client_id_prefix))

    def swallow(self, ctx: CallContext, body: dict[str, Any]) -> bool:
        for i, (rpc, prefix) in enumerate(self._swallow):
            if ctx.rpc == rpc and (ctx.client_id or "").startswith(prefix):
                del self._swallow[i]
                return True
        return False

    def leader_of(self, partition: int) -> int:
        """Index of the leader of ``partition`` among :attr:`leaders` (partition modulo count)."""
        return partition % max(len(self.leaders), 1)

    def mirror_source(self, mirror: str) -> tuple[tuple[str, int], tuple[str, int]]:
        """(source Tansu, source mirror listener) addresses from the mirror's configs."""
        configs = self.state.mirrors[mirror].configs
        return _hostport(configs["bootstrap.servers"]), _hostport(configs[MIRROR_RPC_CONFIG])

    def mirror_cluster(self, mirror: str) -> str | None:
        """The name of the cluster ``mirror`` pulls from (from :attr:`peers`), if known."""
        source, _ = self.mirror_source(mirror)
        return self.peers.get(source)

    def kafka(self, address: tuple[str, int]) -> MirrorClient:
        """The controller's connection to a Tansu (opened on first use, ApiVersions first)."""
        return self.links.open(address)

    def _required_states(self) -> tuple[str, ...]:
        return self.dialect.required

    def inbound(self, body: dict[str, Any]) -> dict[str, Any]:
        return self.dialect.inbound(body) if self.dialect.carries_offsets else body

    def outbound(self, body: dict[str, Any]) -> dict[str, Any]:
        return self.dialect.outbound(body) if self.dialect.carries_offsets else body

    def tell(self, mirror: str, topic: str, partitions: list[int], intent: str) -> None:
        """Tell the partitions' leaders ``intent`` in process, as KRaft metadata would (the
        third revision's ``ule``: the source's leader changed uncleanly)."""
        self._notify(mirror, topic, partitions, intent)

    def state_of(self, topic: str, partition: int) -> str:
        """A partition's state name (UNKNOWN when it never was mirrored here)."""
        return self.states.get((topic, partition), "UNKNOWN")

    def set_state(self, mirror: str | None, topic: str, partition: int, new: str) -> None:
        """Change a partition's state and report the change with the current request."""
        old = self.state_of(topic, partition)
        self.states[(topic, partition)] = new
        if old != new:
            self.previous[(topic, partition)] = old
            self.truth.transition(
                self.current,
                self.cluster,
                mirror,
                topic,
                partition,
                old,
                new,
                self.state_codes,
            )

    def _notify(
        self, mirror: str, topic: str, partitions: list[int], intent: str | None = None
    ) -> None:
        groups: dict[int, list[int]] = {}
        for p in partitions:
            groups.setdefault(self.leader_of(p), []).append(p)
        for i, ps in sorted(groups.items()):
            if i < len(self.leaders):
                if intent is None:
                    self.leaders[i](mirror, topic, ps)
                else:
                    self.leaders[i](mirror, topic, ps, intent)

    def _mark(
        self,
        op: str,
        mirror: str | None,
        topic: str,
        partition: int,
        mark: int,
        recorded: bool,
        state: str | None = None,
    ) -> None:
        """Report an LMO (seed) or a last mirror epoch (2026-07; with its last mirror offset
        in the third revision) written or read."""
        if self.dialect.epochs:
            offset = (
                self.offsets.get((topic, partition), -1) if self.dialect.carries_offsets else None
            )
            self.truth.lme(
                op, self.current, self.cluster, mirror, topic, partition, mark, recorded, state,
                offset,
            )  # fmt: skip
        else:
            self.truth.lmo(
                op, self.current, self.cluster, mirror, topic, partition, mark, recorded, state
            )

    # ------------------------------------------------------------ controller

    def _add_topics(self, body: dict[str, Any]) -> dict[str, Any]:
        results = []
        seen: set[str] = set()
        changed: list[tuple[str, str, list[int]]] = []
        for name, topic_id, mirror in self.dialect.added_topics(body):
            code, parts = self._add_topic(name, topic_id, mirror, seen)
            seen.add(name)
            results.append({"name": name, "error_code": code})
            if parts:
                changed.append((mirror, name, parts))
        for mirror, name, parts in changed:
            self._notify(mirror, name, parts)
        return self.dialect.add_answer(results)

    def _add_topic(
        self, name: str, topic_id: str, mirror: str | None, seen: set[str]
    ) -> tuple[int, list[int]]:
        if name in seen or not mirror:
            return INVALID_REQUEST, []
        if mirror not in self.state.mirrors:
            return self.dialect.unknown_mirror, []
        entry = self.entries.get(name)
        if entry is not None and any(
            self.state_of(name, p) not in ("UNKNOWN", "STOPPED") for p in range(entry.partitions)
        ):
            return self.dialect.topic_busy, []
        source, _ = self.mirror_source(mirror)
        rpc = self.current.rpc if self.current else "AddTopicsToMirror"
        code, source_id, n = self.links.source_topic(source, name, rpc)
        if code:
            return code, []
        if topic_id not in (_NULL_UUID, source_id):
            return INCONSISTENT_TOPIC_ID, []
        src_ends, local_ends = self.links.destination_topic(self.tansu, source, name, n, mirror)
        self.entries[name] = TopicEntry(mirror, source_id, n)
        for p in range(n):
            log = self.logs.get((name, p))
            if log is None:
                log = self.logs[(name, p)] = PartitionLog(self.cluster, name, p)
            log.reset(local_ends.get((name, p), 0))
            log.source_hwm = log.source_lso = src_ends.get((name, p), -1)
            if not self.dialect.writes_added:
                self.set_state(mirror, name, p, self.dialect.added)
        return NONE, list(range(n))

    def _remove_topics(self, body: dict[str, Any]) -> dict[str, Any]:
        results = []
        changed: list[tuple[str, str, list[int]]] = []
        for name, topic_id, mirror in self.dialect.removed_topics(body):
            entry = self.entries.get(name)
            if entry is None or mirror not in (None, entry.mirror):
                code = self.dialect.topic_not_in_mirror
            elif topic_id not in (_NULL_UUID, entry.topic_id):
                code = INCONSISTENT_TOPIC_ID
            elif any(
                self.state_of(name, p) in ("STOPPING", "STOPPED", "UNKNOWN")
                for p in range(entry.partitions)
            ):
                code = self.dialect.topic_stopping
            else:
                for p in range(entry.partitions):
                    self.set_state(entry.mirror, name, p, "STOPPING")
                changed.append((entry.mirror, name, list(range(entry.partitions))))
                code = NONE
            results.append({"name": name, "error_code": code})
        for mirror, name, parts in changed:
            self._notify(mirror, name, parts)
        return {"error_code": NONE, "topics": results}

    def _mirror_topics(self, mirror: str) -> list[str]:
        return sorted(n for n, e in self.entries.items() if e.mirror == mirror)

    def _list_mirrors(self, body: dict[str, Any]) -> dict[str, Any]:
        mirrors = [
            self.dialect.listed(
                m,
                self._mirror_topics(m.name),
                sum(
                    1
                    for t in self._mirror_topics(m.name)
                    if any(
                        self.state_of(t, p) != "STOPPED" for p in range(self.entries[t].partitions)
                    )
                ),
            )
            for m in sorted(self.state.mirrors.values(), key=lambda m: m.name)
        ]
        return {"error_code": NONE, "mirrors": mirrors}

    def _describe_mirrors(self, body: dict[str, Any]) -> dict[str, Any]:
        names = body["mirror_names"] or sorted(self.state.mirrors)
        ops = OPERATIONS_ALLOWED if body["include_authorized_operations"] else OPERATIONS_OMITTED
        described = []
        for name in names:
            if name not in self.state.mirrors:
                described.append(
                    {
                        "error_code": self.dialect.unknown_mirror,
                        "mirror_name": name,
                        "topics": [],
                        "authorized_operations": OPERATIONS_OMITTED,
                    }
                )
                continue
            topics = []
            for t in self._mirror_topics(name):
                parts = [
                    _described(p, self.logs[(t, p)], {
                        **self.dialect.state_field(self.state_of(t, p)),
                        **self.dialect.describe_marks(-1, -1),
                    })
                    for p in range(self.entries[t].partitions)
                ]  # fmt: skip
                topics.append({"topic_name": t, "partitions": parts})
            described.append(
                {
                    "error_code": NONE,
                    "mirror_name": name,
                    "topics": topics,
                    "authorized_operations": ops,
                }
            )
        out: dict[str, Any] = {"mirrors": described}
        if body.get("last_mirror_epoch_lookups"):
            if self.dialect.carries_offsets:
                return {"mirrors": self._looked_up(body["last_mirror_epoch_lookups"])}
            out["lookup_results"] = self._lookups(body["last_mirror_epoch_lookups"])
        return out

    # ------------------------------------------------------------ LMO server

    def _last_mirrored_offsets(self, body: dict[str, Any]) -> dict[str, Any]:
        topics = []
        for t in body["topics"]:
            parts = []
            for p in t["partitions"]:
                i = p["partition_index"]
                recorded = (t["name"], i) in self.lmos
                lmo = self.lmos.get((t["name"], i), 0)
                self.truth.lmo(
                    "read", self.current, self.cluster, body["mirror_name"], t["name"], i, lmo,
                    recorded,
                )  # fmt: skip
                parts.append(
                    {"partition_index": i, "last_mirrored_offset": lmo, "error_code": NONE}
                )
            topics.append({"name": t["name"], "partitions": parts})
        return {"error_code": NONE, "topics": topics}

    # ------------------------------------------------------------ coordinator

    def _read_states(self, body: dict[str, Any]) -> dict[str, Any]:
        mirror = body["mirror_name"]
        unknown = self._code("UNKNOWN")
        if mirror not in self.state.mirrors:
            code = self.dialect.unknown_mirror
            return {
                "error_code": code,
                "topics": self._partition_error_topics(
                    body["topics"], code, **{self.dialect.mark_key: -1}, state=unknown
                ),
            }
        wanted = body["topics"] or [
            {"name": t, "partitions": [{"partition_index": i} for i in range(e.partitions)]}
            for t in self._mirror_topics(mirror)
            for e in [self.entries[t]]
        ]
        topics = []
        for t in wanted:
            entry = self.entries.get(t["name"])
            mine = entry is not None and entry.mirror == mirror
            parts = []
            for p in t["partitions"]:
                i = p["partition_index"]
                state = self.state_of(t["name"], i) if mine else "UNKNOWN"
                recorded = (t["name"], i) in self.lmos
                lmo = self.lmos.get((t["name"], i), self.dialect.no_mark)
                self._mark("read", mirror, t["name"], i, lmo, recorded, state)
                previous = self.previous.get((t["name"], i), "UNKNOWN") if mine else "UNKNOWN"
                parts.append(
                    self.dialect.read_partition(
                        i, lmo, self._code(state), self._code(previous),
                        self.offsets.get((t["name"], i), -1),
                        self.state_epochs.get((t["name"], i), 0),
                    )
                )  # fmt: skip
            topics.append({"name": t["name"], "partitions": parts})
        return {"error_code": NONE, "topics": topics}

    def _write_states(self, body: dict[str, Any]) -> dict[str, Any]:
        mirror = body["mirror_name"]
        if mirror not in self.state.mirrors:
            code = self.dialect.unknown_mirror
            return {
                "error_code": code,
                "topics": self._partition_error_topics(body["topics"], code),
            }
        key = self.dialect.mark_key
        topics = []
        for t in body["topics"]:
            entry = self.entries.get(t["name"])
            parts = []
            for p in t["partitions"]:
                i = p["partition_index"]
                if entry is None or entry.mirror != mirror or not 0 <= i < entry.partitions:
                    code = UNKNOWN_TOPIC_OR_PARTITION
                elif p["state"] not in self.profile.states:
                    code = INVALID_REQUEST
                else:
                    state = self.profile.states[p["state"]]
                    self.set_state(mirror, t["name"], i, state)
                    self.lmos[(t["name"], i)] = p[key]
                    if "last_mirror_offset" in p:
                        self.offsets[(t["name"], i)] = p["last_mirror_offset"]
                    self.state_epochs[(t["name"], i)] = self.state_epochs.get((t["name"], i), 0) + 1
                    self._mark("write", mirror, t["name"], i, p[key], True, state)
                    code = NONE
                epoch = self.state_epochs.get((t["name"], i), -1) if code == NONE else -1
                parts.append({"partition_index": i, "error_code": code, "state_epoch": epoch})
            topics.append({"name": t["name"], "partitions": parts})
        for name in self.dialect.removed_after_write(body):
            entry = self.entries.get(name)
            if entry is not None and entry.mirror == mirror:
                del self.entries[name]
        return {"error_code": NONE, "topics": topics}


def _hostport(text: str) -> tuple[str, int]:
    host, _, port = text.split(",")[0].strip().rpartition(":")
    return host, int(port)


def _described(partition: int, log: PartitionLog, fields: dict[str, Any]) -> dict[str, Any]:
    """One partition of a DescribeMirrors answer: SourceOffset (the source high watermark
    last seen, -1 before any), DestinationOffset (the model log end), Lag (source minus
    destination, never below 0; -1 while the source offset is unknown), then ``fields``
    (the dialect's state and marks)."""
    src, dst = log.source_hwm, log.log_end
    return {
        "partition_index": partition,
        "source_offset": src,
        "destination_offset": dst,
        "lag": max(src - dst, 0) if src >= 0 else -1,
        **fields,
    }
