"""A scenario actor that answers the KIP-1279 mirror RPCs over real TCP.

Owns: :class:`MirrorEndpoint`, a small threaded TCP server that speaks the
eight mirror RPCs of a profile (Kafka framing, request header v2, response
header v1, bodies encoded and decoded only by the spec-driven codec) and keeps
just enough in-memory state to answer them plausibly: mirrors and their
configs, mirrored topics (id, name, partitions), per-partition state codes,
offsets and last mirrored offsets (LMOs).  The sockets, the framing and
ApiVersions are :class:`~dissector.scenario.mirror_server.MirrorServer`'s, which
calls the endpoint back with each decoded request; the endpoint holds the
RPC handlers (subclasses override them) and their state.

It is **not a broker**: it stores no records, runs no fetchers, speaks no
other Kafka API than ApiVersions (which advertises ApiVersions 0-3 and the
profile's mirror keys, encoded with kio's writer, response header v0) and has
no notion of leaders or controllers.  It exists so that captures and tests can
hold real mirror traffic, made by real sockets, while no released Kafka broker
speaks these RPCs.  Time is simulated: every DescribeMirrors poll is one step
forward.  :mod:`dissector.scenario.endpoint` subclasses it with a real
partition state machine driven by partition leaders over the wire.

While a handler runs, :attr:`MirrorEndpoint.current` describes the call
(:class:`CallContext`: RPC, correlation id, client id, both addresses, time),
so subclasses can say which request carried a change.  A subclass can keep a
request unanswered by returning True from :meth:`MirrorEndpoint.swallow`.

How it behaves (MISSION, "How mirroring behaves"):

- CreateMirror records the mirror and its configs; ``bootstrap.servers`` is
  the source bootstrap ListMirrors reports.  An existing name, a missing or
  empty name or a missing ``bootstrap.servers`` is INVALID_REQUEST (42) with
  an error message.
- AddTopicsToMirror checks that every partition of each topic is UNKNOWN or
  STOPPED (else per-topic INVALID_REQUEST, 42), then sets the partitions to
  INITIALIZING.  The partition count and source end offsets come from the
  ``source_topics`` catalog given to the endpoint; a topic missing from it is
  UNKNOWN_TOPIC_OR_PARTITION (3).
- Each DescribeMirrors reports the described mirrors' partitions and then
  moves them one step: INITIALIZING -> PREPARING -> (truncate to the LMO, 0
  when none is recorded) MIRRORING, after which every poll copies half the
  remaining lag (rounded up) until the lag is 0; STOPPING -> STOPPED, the
  destination offset being recorded as the partition's LMO.
- RemoveTopicsFromMirror sets a topic's partitions to STOPPING.
- LastMirroredOffsets returns the recorded LMO, 0 when there is no record.
- ReadMirrorStates/WriteMirrorStates read and write state codes and LMOs.
- ListMirrors lists each mirror with its source bootstrap and topic count.

A mirror name that does not exist is answered with RESOURCE_NOT_FOUND (91):
Kafka has no mirror-specific code, and 91 is its code for "a request referred
to a resource that does not exist".  A topic id that differs from the one
recorded for that topic name is INCONSISTENT_TOPIC_ID (103).

Requests with an API key the profile does not map to one of the eight RPCs,
or a version the spec does not define, close the connection (as a Kafka
broker does).

Must not import: capture reading, reassembly, pandas or the CLI.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import TracebackType
from typing import Any

from kio.schema.errors import ErrorCode

from ..profiles.profile import Profile, load_profile
from .mirror_server import CallContext, MirrorServer

__all__ = [
    "CallContext",
    "Mirror",
    "MirrorEndpoint",
    "MirrorState",
    "MirroredTopic",
    "PartitionState",
]

NONE = ErrorCode.none.value
UNKNOWN_TOPIC_OR_PARTITION = ErrorCode.unknown_topic_or_partition.value
INVALID_REQUEST = ErrorCode.invalid_request.value
RESOURCE_NOT_FOUND = ErrorCode.resource_not_found.value
INCONSISTENT_TOPIC_ID = ErrorCode.inconsistent_topic_id.value

#: The config whose value is the mirror's source bootstrap servers.
SOURCE_BOOTSTRAP_CONFIG = "bootstrap.servers"
#: AuthorizedOperations when the client did not ask for them (Kafka's "omitted").
OPERATIONS_OMITTED = -(2**31)
#: AuthorizedOperations when asked: ALTER 7, DESCRIBE 8, DESCRIBE_CONFIGS 10, ALTER_CONFIGS 11.
OPERATIONS_ALLOWED = (1 << 7) | (1 << 8) | (1 << 10) | (1 << 11)
_NULL_UUID = "00000000-0000-0000-0000-000000000000"
UNSUPPORTED_VERSION = ErrorCode.unsupported_version.value
_STATE_NAMES = (
    "INITIALIZING",
    "PREPARING",
    "MIRRORING",
    "STOPPING",
    "STOPPED",
    "FAILED",
    "UNKNOWN",
)


@dataclass
class PartitionState:
    """One mirrored partition: its state name and the two offsets lag is computed from."""

    state: str
    source_offset: int
    destination_offset: int = 0

    @property
    def lag(self) -> int:
        """Source offset minus destination offset (never below 0)."""
        return max(self.source_offset - self.destination_offset, 0)


@dataclass
class MirroredTopic:
    """A topic attached to a mirror: its id, name and partitions by index."""

    topic_id: str
    name: str
    mirror: str
    partitions: dict[int, PartitionState]


@dataclass
class Mirror:
    """A mirror created with CreateMirror: its name and configs."""

    name: str
    configs: dict[str, str | None]

    @property
    def source_bootstrap(self) -> str:
        """The source cluster's bootstrap servers (the ``bootstrap.servers`` config)."""
        return self.configs.get(SOURCE_BOOTSTRAP_CONFIG) or ""


@dataclass
class MirrorState:
    """Everything the endpoint knows; guarded by the endpoint's lock.

    ``lmos`` maps ``(topic, partition)`` to the recorded last mirrored offset.
    """

    mirrors: dict[str, Mirror] = field(default_factory=dict)
    topics: dict[str, MirroredTopic] = field(default_factory=dict)
    lmos: dict[tuple[str, int], int] = field(default_factory=dict)

    def mirror_topics(self, mirror: str) -> list[MirroredTopic]:
        """The topics attached to ``mirror``, sorted by name."""
        return sorted((t for t in self.topics.values() if t.mirror == mirror), key=lambda t: t.name)


class MirrorEndpoint:
    """A threaded TCP server answering the eight mirror RPCs from in-memory state.

    ``source_topics`` describes the source cluster: topic name -> the end
    offset of each partition (its length is the partition count).  Only those
    topics can be added to a mirror.  ``port`` 0 picks a free port; the bound
    address is :attr:`address` after :meth:`start`.

    Use as a context manager, or call :meth:`start` and :meth:`stop`.
    """

    def __init__(
        self,
        host: str,
        port: int,
        profile: Profile | None = None,
        source_topics: Mapping[str, Sequence[int]] | None = None,
    ) -> None:
        self.host = host
        self.port = port
        self.profile = profile or load_profile()
        missing = [s for s in self._required_states() if s not in self.profile.states.values()]
        if missing:
            raise ValueError(f"profile {self.profile.name} lacks partition states {missing}")
        self.state_codes = {name: code for code, name in self.profile.states.items()}
        self.source_topics = {k: list(v) for k, v in (source_topics or {}).items()}
        self.state = MirrorState()
        self._lock = threading.Lock()
        self._handlers: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {
            "CreateMirror": self._create_mirror,
            "AddTopicsToMirror": self._add_topics,
            "RemoveTopicsFromMirror": self._remove_topics,
            "LastMirroredOffsets": self._last_mirrored_offsets,
            "ListMirrors": self._list_mirrors,
            "DescribeMirrors": self._describe_mirrors,
            "ReadMirrorStates": self._read_states,
            "WriteMirrorStates": self._write_states,
        }
        #: The socket server and Kafka framing; it calls back :meth:`_call` per request.
        self._server = MirrorServer(
            host, port, self.profile, self._handlers.__contains__, self._call
        )
        #: The call being handled (set while a handler runs, under the lock).
        self.current: CallContext | None = None

    def _required_states(self) -> tuple[str, ...]:
        """The partition states the profile must have (subclasses playing another revision
        name theirs)."""
        return _STATE_NAMES

    # ------------------------------------------------------------ lifecycle

    @property
    def address(self) -> tuple[str, int]:
        """The (host, port) the server is bound to (the requested one before start)."""
        return self._server.address

    def serve_tls(self, context: Any) -> None:
        """Serve TLS with ``context`` (a server ``ssl.SSLContext``; call before :meth:`start`)."""
        self._server.tls = context

    def start(self) -> MirrorEndpoint:
        """Bind, listen and serve in a background thread; returns self."""
        self._server.start()
        return self

    def stop(self) -> None:
        """Stop serving, close every client connection and join all threads."""
        self._server.stop()

    def __enter__(self) -> MirrorEndpoint:
        return self.start()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()

    # ------------------------------------------------------------ wire

    def answer(
        self,
        frame: bytes,
        client: tuple[str, int] | None = None,
        server: tuple[str, int] | None = None,
    ) -> bytes | None:
        """The response frame for one request frame, or None to close the connection.

        None is returned for an API key the profile does not map to a mirror
        RPC (ApiVersions aside), a version its spec does not define, or a body
        that does not decode or cannot be handled (a null where the spec has an
        array).  ``b""`` means "no response, keep the connection" (a request
        :meth:`swallow` chose to leave unanswered).  ``client``/``server`` are
        the connection's addresses, recorded in :attr:`current`.
        """
        return self._server.answer(frame, client, server)

    def _call(self, ctx: CallContext, body: dict[str, Any]) -> dict[str, Any] | None:
        """Answer one decoded request under the lock (None: :meth:`swallow` kept it)."""
        handler = self._handlers[ctx.rpc]
        with self._lock:
            self.current = ctx
            try:
                if self.swallow(ctx, body):
                    return None
                return self.outbound(handler(self.inbound(body)))
            finally:
                self.current = None

    def inbound(self, body: dict[str, Any]) -> dict[str, Any]:
        """A decoded request body as the handlers read it (default: as decoded)."""
        return body

    def outbound(self, body: dict[str, Any]) -> dict[str, Any]:
        """A handler's answer as the revision's response spec names it (default: as is)."""
        return body

    def local_call(self, rpc: str, body: dict[str, Any], client_id: str) -> dict[str, Any]:
        """Apply ``rpc`` with ``body`` in process, as a broker that is its own mirror
        coordinator does for its own partitions: the same handler, nothing on the wire.

        The handler's :attr:`current` has no connection (``client``, ``server`` and
        ``correlation_id`` None) and the time of the call.  Raises KeyError for an RPC
        the endpoint does not handle, RuntimeError when :meth:`swallow` keeps it.
        """
        key = self.profile.rpcs.get(rpc, -1)
        ctx = CallContext(rpc, key, None, client_id, None, None, time.time_ns())  # type: ignore[arg-type]
        reply = self._call(ctx, body)
        if reply is None:
            raise RuntimeError(f"{rpc} applied in process was swallowed")
        return reply

    def swallow(self, ctx: CallContext, body: dict[str, Any]) -> bool:
        """Whether to leave this request unanswered and unapplied (default: never).

        Called under the lock before the handler; subclasses inject faults here.
        """
        return False

    def advertised_versions(self) -> list[tuple[int, int, int]]:
        """``(api_key, min, max)`` advertised by ApiVersions: ApiVersions and the mirror RPCs."""
        return self._server.advertised_versions()

    # ------------------------------------------------------------ helpers

    def _code(self, name: str) -> int:
        return self.state_codes[name]

    def _step(self, p: PartitionState, topic: str, index: int) -> None:
        """Move one partition one poll forward."""
        if p.state == "INITIALIZING":
            p.state = "PREPARING"
        elif p.state == "PREPARING":
            p.destination_offset = min(p.destination_offset, self.state.lmos.get((topic, index), 0))
            p.state = "MIRRORING"
        elif p.state == "MIRRORING":
            p.destination_offset += (p.lag + 1) // 2
        elif p.state == "STOPPING":
            self.state.lmos[(topic, index)] = p.destination_offset
            p.state = "STOPPED"

    @staticmethod
    def _partition_error_topics(
        topics: list[dict[str, Any]], code: int, **extra: Any
    ) -> list[dict[str, Any]]:
        """``topics`` echoed with ``code`` (and ``extra`` fields) on every partition."""
        return [
            {
                "name": t["name"],
                "partitions": [
                    {"partition_index": p["partition_index"], "error_code": code, **extra}
                    for p in t["partitions"]
                ],
            }
            for t in topics
        ]

    # ------------------------------------------------------------ the eight RPCs

    def _create_mirror(self, body: dict[str, Any]) -> dict[str, Any]:
        name = body["mirror_name"]
        configs = {c["name"]: c["value"] for c in body["config"]}
        if not name:
            return {"error_code": INVALID_REQUEST, "error_message": "mirror name must not be empty"}
        if name in self.state.mirrors:
            return {
                "error_code": INVALID_REQUEST,
                "error_message": f"mirror '{name}' already exists",
            }
        if not configs.get(SOURCE_BOOTSTRAP_CONFIG):
            return {
                "error_code": INVALID_REQUEST,
                "error_message": f"config '{SOURCE_BOOTSTRAP_CONFIG}' is required",
            }
        self.state.mirrors[name] = Mirror(name, configs)
        return {"error_code": NONE, "error_message": None}

    def _add_topics(self, body: dict[str, Any]) -> dict[str, Any]:
        results = []
        seen: set[str] = set()
        for t in body["topics"]:
            name, mirror = t["topic_name"], t["mirror_name"]
            code = self._add_topic(name, t["topic_id"], mirror, seen)
            seen.add(name)
            results.append({"name": name, "error_code": code})
        return {"error_code": NONE, "topics": results}

    def _add_topic(self, name: str, topic_id: str, mirror: str | None, seen: set[str]) -> int:
        if name in seen or not mirror:
            return INVALID_REQUEST
        if mirror not in self.state.mirrors:
            return RESOURCE_NOT_FOUND
        if name not in self.source_topics:
            return UNKNOWN_TOPIC_OR_PARTITION
        old = self.state.topics.get(name)
        if old is not None:
            if topic_id not in (_NULL_UUID, old.topic_id):
                return INCONSISTENT_TOPIC_ID
            if any(p.state not in ("UNKNOWN", "STOPPED") for p in old.partitions.values()):
                return INVALID_REQUEST
        parts = {}
        for i, end in enumerate(self.source_topics[name]):
            dest = old.partitions[i].destination_offset if old and i in old.partitions else 0
            parts[i] = PartitionState("INITIALIZING", end, dest)
        tid = old.topic_id if old and topic_id == _NULL_UUID else topic_id
        self.state.topics[name] = MirroredTopic(tid, name, mirror, parts)
        return NONE

    def _remove_topics(self, body: dict[str, Any]) -> dict[str, Any]:
        results = []
        for t in body["topics"]:
            name = t["topic_name"]
            topic = self.state.topics.get(name)
            if topic is None:
                code = UNKNOWN_TOPIC_OR_PARTITION
            elif t["topic_id"] not in (_NULL_UUID, topic.topic_id):
                code = INCONSISTENT_TOPIC_ID
            elif any(p.state in ("STOPPING", "STOPPED") for p in topic.partitions.values()):
                code = INVALID_REQUEST
            else:
                for p in topic.partitions.values():
                    p.state = "STOPPING"
                code = NONE
            results.append({"name": name, "error_code": code})
        return {"error_code": NONE, "topics": results}

    def _last_mirrored_offsets(self, body: dict[str, Any]) -> dict[str, Any]:
        if body["mirror_name"] not in self.state.mirrors:
            return {
                "error_code": RESOURCE_NOT_FOUND,
                "topics": self._partition_error_topics(
                    body["topics"], RESOURCE_NOT_FOUND, last_mirrored_offset=-1
                ),
            }
        topics = [
            {
                "name": t["name"],
                "partitions": [
                    {
                        "partition_index": p["partition_index"],
                        "last_mirrored_offset": self.state.lmos.get(
                            (t["name"], p["partition_index"]), 0
                        ),
                        "error_code": NONE,
                    }
                    for p in t["partitions"]
                ],
            }
            for t in body["topics"]
        ]
        return {"error_code": NONE, "topics": topics}

    def _list_mirrors(self, body: dict[str, Any]) -> dict[str, Any]:
        mirrors = [
            {
                "mirror_name": m.name,
                "source_bootstrap": m.source_bootstrap,
                "topic_count": sum(
                    1
                    for t in self.state.mirror_topics(m.name)
                    if any(p.state != "STOPPED" for p in t.partitions.values())
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
            topics = self.state.mirror_topics(name)
            described.append(
                {
                    "error_code": NONE,
                    "mirror_name": name,
                    "topics": [
                        {
                            "topic_name": t.name,
                            "partitions": [
                                {
                                    "partition_index": i,
                                    "source_offset": p.source_offset,
                                    "destination_offset": p.destination_offset,
                                    "lag": p.lag,
                                    "state": p.state,
                                }
                                for i, p in sorted(t.partitions.items())
                            ],
                        }
                        for t in topics
                    ],
                    "authorized_operations": ops,
                }
            )
            for t in topics:
                for i, p in t.partitions.items():
                    self._step(p, t.name, i)
        return {"mirrors": described}

    def _read_states(self, body: dict[str, Any]) -> dict[str, Any]:
        """States and LMOs; an empty topic list means every partition of the mirror."""
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
            {"name": t.name, "partitions": [{"partition_index": i} for i in sorted(t.partitions)]}
            for t in self.state.mirror_topics(mirror)
        ]
        topics = []
        for t in wanted:
            topic = self.state.topics.get(t["name"])
            parts = []
            for p in t["partitions"]:
                i = p["partition_index"]
                ps = topic.partitions.get(i) if topic and topic.mirror == mirror else None
                parts.append(
                    {
                        "partition_index": i,
                        "last_mirrored_offset": self.state.lmos.get((t["name"], i), 0),
                        "state": self._code(ps.state) if ps else unknown,
                        "error_code": NONE,
                    }
                )
            topics.append({"name": t["name"], "partitions": parts})
        return {"error_code": NONE, "topics": topics}

    def _write_states(self, body: dict[str, Any]) -> dict[str, Any]:
        """Set states and LMOs; ``removed_topics`` are detached (their LMOs are kept)."""
        mirror = body["mirror_name"]
        if mirror not in self.state.mirrors:
            return {
                "error_code": RESOURCE_NOT_FOUND,
                "topics": self._partition_error_topics(body["topics"], RESOURCE_NOT_FOUND),
            }
        topics = []
        for t in body["topics"]:
            topic = self.state.topics.get(t["name"])
            parts = []
            for p in t["partitions"]:
                i = p["partition_index"]
                if topic is None or topic.mirror != mirror or i not in topic.partitions:
                    code = UNKNOWN_TOPIC_OR_PARTITION
                elif p["state"] not in self.profile.states:
                    code = INVALID_REQUEST
                else:
                    topic.partitions[i].state = self.profile.states[p["state"]]
                    self.state.lmos[(t["name"], i)] = p["last_mirrored_offset"]
                    code = NONE
                parts.append({"partition_index": i, "error_code": code})
            topics.append({"name": t["name"], "partitions": parts})
        for name in body["removed_topics"] or ():
            topic = self.state.topics.get(name)
            if topic is not None and topic.mirror == mirror:
                del self.state.topics[name]
        return {"error_code": NONE, "topics": topics}
