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

Every state change is reported to the :class:`~dissector.scenario.truth.Truth`
with the request that carried it.  DescribeMirrors reports, per partition, the
state name, SourceOffset (the source high watermark last seen by a Fetch or
ListOffsets, -1 before any), DestinationOffset (the model log end, see
:mod:`dissector.scenario.logs`) and Lag (source minus destination, never below 0;
-1 while the source offset is unknown).

Must not import: capture reading, reassembly, pandas or the CLI.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..profile import Profile
from . import wire
from .logs import PartitionLog
from .mirror_client import MirrorClient
from .mirror_endpoint import (
    INCONSISTENT_TOPIC_ID,
    INVALID_REQUEST,
    NONE,
    OPERATIONS_ALLOWED,
    OPERATIONS_OMITTED,
    RESOURCE_NOT_FOUND,
    UNKNOWN_TOPIC_OR_PARTITION,
    CallContext,
    MirrorEndpoint,
)
from .truth import Truth

__all__ = ["ClusterEndpoint", "MIRROR_CONFIG", "MIRROR_RPC_CONFIG", "TopicEntry"]

#: Topic config the controller sets on a mirror topic.
MIRROR_CONFIG = "mirror.name"
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


class ClusterEndpoint(MirrorEndpoint):
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
        super().__init__(host, port, profile)
        self.cluster = cluster
        self.tansu = tansu
        self.truth = truth
        self.states: dict[tuple[str, int], str] = {}
        self.lmos: dict[tuple[str, int], int] = {}
        self.entries: dict[str, TopicEntry] = {}
        self.logs: dict[tuple[str, int], PartitionLog] = {}
        #: Partition leaders: called with (mirror, topic, [partitions]) after a change.
        self.leaders: list[Callable[[str, str, list[int]], None]] = []
        self._swallow: list[tuple[str, str]] = []
        self._conns: dict[tuple[str, int], MirrorClient] = {}
        self._conn_lock = threading.Lock()
        self.controller_id = f"controller-{cluster}"
        #: Tansu address -> cluster name, for the clusters of the scenario.
        self.peers: dict[tuple[str, int], str] = {tansu: cluster}

    # ------------------------------------------------------------ wiring

    def stop(self) -> None:
        """Stop serving and close the controller's connections to Tansu."""
        super().stop()
        with self._conn_lock:
            conns, self._conns = list(self._conns.values()), {}
        for c in conns:
            c.close()

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
        with self._conn_lock:
            conn = self._conns.get(address)
            if conn is None:
                where = "{}:{}".format(*address)
                self.truth.actor(self.controller_id, "controller", self.cluster, [where])
                conn = MirrorClient(
                    *address,
                    client_id=self.controller_id,
                    profile=self.profile,
                    handshake=False,
                    observer=self.truth.record,
                    timeout=10,
                )
                conn.handshake()
                self._conns[address] = conn
            return conn

    def state_of(self, topic: str, partition: int) -> str:
        """A partition's state name (UNKNOWN when it never was mirrored here)."""
        return self.states.get((topic, partition), "UNKNOWN")

    def set_state(self, mirror: str | None, topic: str, partition: int, new: str) -> None:
        """Change a partition's state and report the change with the current request."""
        old = self.state_of(topic, partition)
        self.states[(topic, partition)] = new
        if old != new:
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

    def _notify(self, mirror: str, topic: str, partitions: list[int]) -> None:
        groups: dict[int, list[int]] = {}
        for p in partitions:
            groups.setdefault(self.leader_of(p), []).append(p)
        for i, ps in sorted(groups.items()):
            if i < len(self.leaders):
                self.leaders[i](mirror, topic, ps)

    # ------------------------------------------------------------ controller

    def _add_topics(self, body: dict[str, Any]) -> dict[str, Any]:
        results = []
        seen: set[str] = set()
        changed: list[tuple[str, str, list[int]]] = []
        for t in body["topics"]:
            name, mirror = t["topic_name"], t["mirror_name"]
            code, parts = self._add_topic(name, t["topic_id"], mirror, seen)
            seen.add(name)
            results.append({"name": name, "error_code": code})
            if parts:
                changed.append((mirror, name, parts))
        for mirror, name, parts in changed:
            self._notify(mirror, name, parts)
        return {"error_code": NONE, "topics": results}

    def _add_topic(
        self, name: str, topic_id: str, mirror: str | None, seen: set[str]
    ) -> tuple[int, list[int]]:
        if name in seen or not mirror:
            return INVALID_REQUEST, []
        if mirror not in self.state.mirrors:
            return RESOURCE_NOT_FOUND, []
        entry = self.entries.get(name)
        if entry is not None and any(
            self.state_of(name, p) not in ("UNKNOWN", "STOPPED") for p in range(entry.partitions)
        ):
            return INVALID_REQUEST, []
        source, _ = self.mirror_source(mirror)
        src = self.kafka(source)
        meta, _ = src.call_standard(wire.metadata([name]))
        topic = meta.topics[0]
        if int(topic.error_code.value):
            assert src.last_exchange is not None
            self.truth.cause(src.last_exchange, f"AddTopicsToMirror: {name} is not on the source")
            return int(topic.error_code.value), []
        source_id, n = str(topic.topic_id), len(topic.partitions)
        if topic_id not in (_NULL_UUID, source_id):
            return INCONSISTENT_TOPIC_ID, []
        local = self.kafka(self.tansu)
        here, _ = local.call_standard(wire.metadata([name]))
        if int(here.topics[0].error_code.value) == UNKNOWN_TOPIC_OR_PARTITION:
            assert local.last_exchange is not None
            self.truth.cause(
                local.last_exchange,
                f"expected: {name} is not on cluster {self.cluster} yet; the controller creates it",
            )
            local.call_standard(wire.create_topics({name: n}, {MIRROR_CONFIG: mirror}))
        else:
            local.call_standard(wire.set_topic_config(name, MIRROR_CONFIG, mirror))
        src_ends = _ends(src.call_standard(wire.list_offsets({name: range(n)}))[0])
        local_ends = _ends(local.call_standard(wire.list_offsets({name: range(n)}))[0])
        self.entries[name] = TopicEntry(mirror, source_id, n)
        for p in range(n):
            log = self.logs.get((name, p))
            if log is None:
                log = self.logs[(name, p)] = PartitionLog(self.cluster, name, p)
            log.reset(local_ends.get((name, p), 0))
            log.source_hwm = log.source_lso = src_ends.get((name, p), -1)
            self.set_state(mirror, name, p, "INITIALIZING")
        return NONE, list(range(n))

    def _remove_topics(self, body: dict[str, Any]) -> dict[str, Any]:
        results = []
        changed: list[tuple[str, str, list[int]]] = []
        for t in body["topics"]:
            name = t["topic_name"]
            entry = self.entries.get(name)
            if entry is None:
                code = UNKNOWN_TOPIC_OR_PARTITION
            elif t["topic_id"] not in (_NULL_UUID, entry.topic_id):
                code = INCONSISTENT_TOPIC_ID
            elif any(
                self.state_of(name, p) in ("STOPPING", "STOPPED", "UNKNOWN")
                for p in range(entry.partitions)
            ):
                code = INVALID_REQUEST
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
            {
                "mirror_name": m.name,
                "source_bootstrap": m.source_bootstrap,
                "topic_count": sum(
                    1
                    for t in self._mirror_topics(m.name)
                    if any(
                        self.state_of(t, p) != "STOPPED" for p in range(self.entries[t].partitions)
                    )
                ),
            }
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
                        "error_code": RESOURCE_NOT_FOUND,
                        "mirror_name": name,
                        "topics": [],
                        "authorized_operations": OPERATIONS_OMITTED,
                    }
                )
                continue
            topics = []
            for t in self._mirror_topics(name):
                parts = []
                for p in range(self.entries[t].partitions):
                    log = self.logs[(t, p)]
                    src, dst = log.source_hwm, log.log_end
                    parts.append(
                        {
                            "partition_index": p,
                            "source_offset": src,
                            "destination_offset": dst,
                            "lag": max(src - dst, 0) if src >= 0 else -1,
                            "state": self.state_of(t, p),
                        }
                    )
                topics.append({"topic_name": t, "partitions": parts})
            described.append(
                {
                    "error_code": NONE,
                    "mirror_name": name,
                    "topics": topics,
                    "authorized_operations": ops,
                }
            )
        return {"mirrors": described}

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
            return {
                "error_code": RESOURCE_NOT_FOUND,
                "topics": self._partition_error_topics(
                    body["topics"], RESOURCE_NOT_FOUND, last_mirrored_offset=-1, state=unknown
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
                lmo = self.lmos.get((t["name"], i), 0)
                self.truth.lmo(
                    "read", self.current, self.cluster, mirror, t["name"], i, lmo, recorded, state
                )
                parts.append(
                    {
                        "partition_index": i,
                        "last_mirrored_offset": lmo,
                        "state": self._code(state),
                        "error_code": NONE,
                    }
                )
            topics.append({"name": t["name"], "partitions": parts})
        return {"error_code": NONE, "topics": topics}

    def _write_states(self, body: dict[str, Any]) -> dict[str, Any]:
        mirror = body["mirror_name"]
        if mirror not in self.state.mirrors:
            return {
                "error_code": RESOURCE_NOT_FOUND,
                "topics": self._partition_error_topics(body["topics"], RESOURCE_NOT_FOUND),
            }
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
                    self.lmos[(t["name"], i)] = p["last_mirrored_offset"]
                    self.truth.lmo(
                        "write",
                        self.current,
                        self.cluster,
                        mirror,
                        t["name"],
                        i,
                        p["last_mirrored_offset"],
                        True,
                        state,
                    )
                    code = NONE
                parts.append({"partition_index": i, "error_code": code})
            topics.append({"name": t["name"], "partitions": parts})
        for name in body["removed_topics"] or ():
            entry = self.entries.get(name)
            if entry is not None and entry.mirror == mirror:
                del self.entries[name]
        return {"error_code": NONE, "topics": topics}


def _hostport(text: str) -> tuple[str, int]:
    host, _, port = text.split(",")[0].strip().rpartition(":")
    return host, int(port)


def _ends(resp: Any) -> dict[tuple[str, int], int]:
    """(topic, partition) -> offset from a ListOffsets response (errors left out)."""
    return {
        (t.name, int(p.partition_index)): int(p.offset)
        for t in resp.topics
        for p in t.partitions
        if not int(p.error_code.value)
    }
