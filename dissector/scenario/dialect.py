"""How the scenario actors speak one KIP-1279 revision: RPC names, bodies, states, error codes.

Owns: :class:`Dialect` (the seed revision, ``kip1279-seed``), :class:`EpochDialect` (the
2026-07 prototype, ``kip1279-cl3-2026-07``), :class:`AlignDialect` (the third revision,
``kip1279-late-2026``), and :func:`dialect_for`, which picks one for a profile.  The actors
and the mirror listener build and read every mirror body through a dialect, so one scenario
script plays any of them:

- RPC names come from the profile's RPC roles (``add_topics`` is AddTopicsToMirror in the
  seed, StartMirrorTopics in 2026-07);
- the seed carries last mirrored *offsets* (LMOs), with LastMirroredOffsets for failback;
  2026-07 carries last mirror *epochs* (LMEs) and looks them up for failback with the tagged
  ``LastMirrorEpochLookups``/``LookupResults`` of DescribeClusterMirrors
  (../shared/docs/KIP1279-REVISIONS.md, 1.2);
- the step states: the seed goes INITIALIZING, PREPARING, MIRRORING; 2026-07 goes
  LOG_TRUNCATION then MIRRORING (its ``preparing`` step is LOG_TRUNCATION itself);
- error codes: where the seed answers INVALID_REQUEST or RESOURCE_NOT_FOUND, 2026-07 has its
  own codes (UNKNOWN_CLUSTER_MIRROR 137, TOPIC_ALREADY_IN_CLUSTER_MIRROR 138, ...; 1.4).

The seed dialect builds exactly the bodies the generator always sent, so seed runs stay
byte for byte the same.

Must not import: capture reading, pandas or the CLI.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from kio.schema.errors import ErrorCode

from ..profiles.profile import Profile

__all__ = ["AlignDialect", "Dialect", "EpochDialect", "dialect_for"]

_NULL_UUID = "00000000-0000-0000-0000-000000000000"


class Dialect:
    """The seed revision (``kip1279-seed``): LMOs, LastMirroredOffsets, INITIALIZING/PREPARING.

    ``epochs`` is False: the mark a partition state carries is an offset.
    """

    epochs = False
    #: Whether the partition leader writes the ``added`` state itself (WriteMirrorStates)
    #: rather than the controller setting it when the topics are added.
    writes_added = False
    #: Whether Read/WriteMirrorStates and DescribeClusterMirrors carry last mirror *offsets*
    #: beside the epochs (LastMirrorOffset, the third revision).
    carries_offsets = False
    #: Whether the revision has RecoverMirrorTopics and ULE_RECOVERY.
    recovers = False
    #: State of a partition whose topic was just added, and the one the leader writes before
    #: asking the source for its truncation point (None: no such write).
    added = "INITIALIZING"
    preparing: str | None = "PREPARING"
    #: States an actor needs besides MIRRORING, STOPPING, STOPPED, FAILED, UNKNOWN.
    required = ("INITIALIZING", "PREPARING", "MIRRORING", "STOPPING", "STOPPED", "FAILED")
    required += ("UNKNOWN",)
    #: The mark a ReadMirrorStates answers when none is recorded.
    no_mark = 0
    #: The body key of the mark in Read/WriteMirrorStates partitions.
    mark_key = "last_mirrored_offset"

    # error codes: (what went wrong) -> code
    mirror_exists = ErrorCode.invalid_request.value
    unknown_mirror = ErrorCode.resource_not_found.value
    topic_busy = ErrorCode.invalid_request.value
    topic_not_in_mirror = ErrorCode.unknown_topic_or_partition.value
    topic_stopping = ErrorCode.invalid_request.value

    def __init__(self, profile: Profile) -> None:
        self.profile = profile
        self.codes = {name: code for code, name in profile.states.items()}

    def rpc(self, role: str) -> str:
        """The RPC name playing ``role`` (KeyError when the revision has none)."""
        name = self.profile.roles.rpc(role) if self.profile.roles else None
        if name is None:
            raise KeyError(f"profile {self.profile.name} has no {role} RPC")
        return name

    def has(self, role: str) -> bool:
        """Whether the revision has an RPC playing ``role``."""
        return bool(self.profile.roles) and self.profile.roles.rpc(role) is not None

    # ------------------------------------------------------------ admin requests

    def add_topics(self, mirror: str, topics: Sequence[tuple[str, str, int]]) -> dict[str, Any]:
        """Add ``topics`` ((id, name, partitions)) to ``mirror``."""
        return {
            "topics": [
                {"topic_id": tid, "topic_name": name, "mirror_name": mirror}
                for tid, name, _n in topics
            ]
        }

    def added_topics(self, body: dict[str, Any]) -> list[tuple[str, str, str | None]]:
        """(name, id, mirror) per topic of an add request."""
        return [(t["topic_name"], t["topic_id"], t["mirror_name"]) for t in body["topics"]]

    def remove_topics(self, mirror: str, topics: Sequence[tuple[str, str]]) -> dict[str, Any]:
        """Remove (stop) ``topics`` ((id, name)) of ``mirror``."""
        return {"topics": [{"topic_id": tid, "topic_name": name} for tid, name in topics]}

    def removed_topics(self, body: dict[str, Any]) -> list[tuple[str, str, str | None]]:
        """(name, id or the null id, mirror or None) per topic of a remove request."""
        return [(t["topic_name"], t["topic_id"], None) for t in body["topics"]]

    def add_answer(self, results: list[dict[str, Any]]) -> dict[str, Any]:
        """The add response from per-topic ``{"name", "error_code"}`` results."""
        return {"error_code": 0, "topics": results}

    def describe(self, mirrors: Sequence[str], ops: bool) -> dict[str, Any]:
        """Describe ``mirrors`` (all when empty)."""
        return {"mirror_names": list(mirrors), "include_authorized_operations": ops}

    def list_mirrors(self) -> dict[str, Any]:
        """List the mirrors."""
        return {}

    # ------------------------------------------------------------ coordinator requests

    def write(self, mirror: str, topic: str, entries: Sequence[tuple]) -> dict:
        """WriteMirrorStates: (partition, mark, state code[, offset]) per partition (the
        offset, a last mirror offset, only where the revision carries one)."""
        return {
            "mirror_name": mirror,
            "topics": [
                {
                    "name": topic,
                    "partitions": [
                        {"partition_index": e[0], self.mark_key: e[1], "state": e[2]}
                        for e in entries
                    ],
                }
            ],
            "removed_topics": [],
        }

    def removed_after_write(self, body: dict[str, Any]) -> list[str]:
        """The topics a WriteMirrorStates detaches from its mirror."""
        return list(body.get("removed_topics") or ())

    # ------------------------------------------------------------ listener answers

    def state_field(self, name: str) -> dict[str, Any]:
        """A DescribeMirrors partition's state."""
        return {"state": name}

    def read_partition(
        self, index: int, mark: int, code: int, previous: int, offset: int = -1, epoch: int = 0
    ) -> dict[str, Any]:
        """One ReadMirrorStates response partition (``offset``: the last mirror offset and
        ``epoch``: the state epoch, where the revision carries them)."""
        return {"partition_index": index, self.mark_key: mark, "state": code, "error_code": 0}

    def describe_marks(self, lme: int, lmo: int) -> dict[str, Any]:
        """A described partition's last mirror epoch and offset (none in this revision)."""
        return {}

    def listed(self, mirror: Any, topics: list[str], count: int) -> dict[str, Any]:
        """One ListMirrors entry."""
        return {
            "mirror_name": mirror.name,
            "source_bootstrap": mirror.source_bootstrap,
            "topic_count": count,
        }


class EpochDialect(Dialect):
    """The 2026-07 prototype (``kip1279-cl3-2026-07``): LMEs, StartMirrorTopics, LOG_TRUNCATION.

    Started topics go LOG_TRUNCATION; the leader looks up the last mirror epochs on the
    source (DescribeClusterMirrors with ``LastMirrorEpochLookups``), truncates, and writes
    MIRRORING with the source's leader epoch; pause goes PAUSING then PAUSED, resume
    MIRRORING again.  Every mark is an epoch; -1 says none is recorded.
    """

    epochs = True
    added = "LOG_TRUNCATION"
    preparing = None
    required = ("LOG_TRUNCATION", "MIRRORING", "PAUSING", "PAUSED", "STOPPING", "STOPPED")
    required += ("FAILED", "UNKNOWN")
    no_mark = -1
    mark_key = "last_mirror_epoch"

    mirror_exists = 136  # CLUSTER_MIRROR_ALREADY_EXISTS
    unknown_mirror = 137  # UNKNOWN_CLUSTER_MIRROR
    topic_busy = 138  # TOPIC_ALREADY_IN_CLUSTER_MIRROR
    topic_not_in_mirror = 139  # TOPIC_NOT_IN_CLUSTER_MIRROR
    topic_stopping = 142  # MIRROR_TOPIC_BEING_STOPPED

    def add_topics(self, mirror: str, topics: Sequence[tuple[str, str, int]]) -> dict[str, Any]:
        return {
            "mirror_name": mirror,
            "topics": [
                {"topic_id": tid, "topic_name": name, "num_partitions": n}
                for tid, name, n in topics
            ],
        }

    def added_topics(self, body: dict[str, Any]) -> list[tuple[str, str, str | None]]:
        return [(t["topic_name"], t["topic_id"], body["mirror_name"]) for t in body["topics"]]

    def remove_topics(self, mirror: str, topics: Sequence[tuple[str, str]]) -> dict[str, Any]:
        return {"mirror_name": mirror, "topics": [{"topic_name": name} for _tid, name in topics]}

    def removed_topics(self, body: dict[str, Any]) -> list[tuple[str, str, str | None]]:
        return [(t["topic_name"], _NULL_UUID, body["mirror_name"]) for t in body["topics"]]

    def topic_op(self, mirror: str, names: Sequence[str]) -> dict[str, Any]:
        """PauseMirrorTopics / ResumeMirrorTopics of ``names``."""
        return {"mirror_name": mirror, "topics": [{"topic_name": n} for n in names]}

    def lookup(self, cluster_id: str, topic_id: str, partitions: Sequence[int]) -> dict[str, Any]:
        """DescribeClusterMirrors asking the source for the last mirror epochs it recorded."""
        return {
            "mirror_names": [],
            "cluster_id": cluster_id,
            "last_mirror_epoch_lookups": [{"topic_id": topic_id, "partitions": list(partitions)}],
        }

    def lookup_answer(
        self, reply: dict[str, Any], topic_id: str, topic: str
    ) -> dict[int, tuple[int, int]]:
        """partition -> (last mirror epoch, last mirror offset or -1) from a lookup's answer."""
        return {
            p["partition_index"]: (p["last_mirror_epoch"], -1)
            for r in reply.get("lookup_results") or []
            if r["topic_id"] == topic_id
            for p in r["partitions"]
        }

    def list_mirrors(self) -> dict[str, Any]:
        return {"include_topic_names": True}

    def write(self, mirror: str, topic: str, entries: Sequence[tuple[int, int, int]]) -> dict:
        body = super().write(mirror, topic, entries)
        del body["removed_topics"]
        body["stopped_topics"] = []
        return body

    def removed_after_write(self, body: dict[str, Any]) -> list[str]:
        return list(body.get("stopped_topics") or ())

    def state_field(self, name: str) -> dict[str, Any]:
        return {"state_value": name}

    def read_partition(
        self, index: int, mark: int, code: int, previous: int, offset: int = -1, epoch: int = 0
    ) -> dict[str, Any]:
        return {
            "partition_index": index,
            "last_mirror_epoch": mark,
            "state": code,
            "error_code": 0,
            "previous_state": previous,
        }

    def listed(self, mirror: Any, topics: list[str], count: int) -> dict[str, Any]:
        return {**super().listed(mirror, topics, count), "topic_names": topics}


class AlignDialect(EpochDialect):
    """The third revision (``kip1279-late-2026``, REVISIONS.md section 6): StartMirrorTopics
    names patterns (here the topic names themselves), the leader writes LOG_ALIGNMENT, the
    states RPCs carry last mirror *offsets* beside the epochs and name topics ``TopicName``,
    the epoch lookup is answered in DescribeClusterMirrors' partitions (LastMirrorEpoch,
    LastMirrorOffset; no LookupResults), and a FAILED partition is recovered by
    RecoverMirrorTopics (LOG_ALIGNMENT again); ULE_RECOVERY truncates a mirroring partition.
    """

    writes_added = True
    carries_offsets = True
    recovers = True
    added = "LOG_ALIGNMENT"
    required = ("LOG_ALIGNMENT", "ULE_RECOVERY", "MIRRORING", "PAUSING", "PAUSED", "STOPPING")
    required += ("STOPPED", "FAILED", "UNKNOWN")

    def add_topics(self, mirror: str, topics: Sequence[tuple[str, str, int]]) -> dict[str, Any]:
        return {
            "mirror_name": mirror,
            "include_patterns": [name for _tid, name, _n in topics],
            "timeout_ms": 30000,
        }  # ExcludePatterns, a tagged field, left off the wire

    def added_topics(self, body: dict[str, Any]) -> list[tuple[str, str, str | None]]:
        return [(n, _NULL_UUID, body["mirror_name"]) for n in body["include_patterns"]]

    def add_answer(self, results: list[dict[str, Any]]) -> dict[str, Any]:
        bad = next((r for r in results if r["error_code"]), None)
        if bad is None:
            return {"error_code": 0, "error_message": None}
        return {"error_code": bad["error_code"], "error_message": f"topic {bad['name']}"}

    def describe(self, mirrors: Sequence[str], ops: bool) -> dict[str, Any]:
        return {"mirror_names": list(mirrors) or None, "include_authorized_operations": ops}

    def lookup(self, cluster_id: str, topic_id: str, partitions: Sequence[int]) -> dict[str, Any]:
        return {**super().lookup(cluster_id, topic_id, partitions), "mirror_names": None}

    def lookup_answer(
        self, reply: dict[str, Any], topic_id: str, topic: str
    ) -> dict[int, tuple[int, int]]:
        """The highest last mirror epoch (and its offset) any described mirror holds for
        each partition of ``topic``; partitions no mirror holds are left out."""
        out: dict[int, tuple[int, int]] = {}
        for m in reply.get("mirrors") or []:
            for t in m["topics"]:
                if t["topic_name"] != topic:
                    continue
                for p in t["partitions"]:
                    mark = (p["last_mirror_epoch"], p["last_mirror_offset"])
                    i = p["partition_index"]
                    if i not in out or mark > out[i]:
                        out[i] = mark
        return out

    def write(self, mirror: str, topic: str, entries: Sequence[tuple]) -> dict:
        return {
            "mirror_name": mirror,
            "topics": [
                {
                    "topic_name": topic,
                    "partitions": [
                        {
                            "partition_index": e[0],
                            "state": e[2],
                            "leader_epoch": -1,
                            "state_epoch": -1,
                            "last_mirror_epoch": e[1],
                            "last_mirror_offset": e[3] if len(e) > 3 else -1,
                            "error_message": None,
                            "retry_attempt": -1,
                            "non_retryable": False,
                        }
                        for e in entries
                    ],
                }
            ],
        }

    def read_partition(
        self, index: int, mark: int, code: int, previous: int, offset: int = -1, epoch: int = 0
    ) -> dict[str, Any]:
        return {
            "partition_index": index,
            "state": code,
            "leader_epoch": -1,
            "state_epoch": epoch,
            "last_mirror_epoch": mark,
            "last_mirror_offset": offset,
            "error_code": 0,
            "previous_state": previous,
        }

    def describe_marks(self, lme: int, lmo: int) -> dict[str, Any]:
        """A described partition's last mirror epoch and offset."""
        return {"last_mirror_epoch": lme, "last_mirror_offset": lmo}

    def inbound(self, body: dict[str, Any]) -> dict[str, Any]:
        """A request's topics under ``name`` too, as the listener's handlers read them."""
        for t in body.get("topics") or ():
            if isinstance(t, dict) and "topic_name" in t:
                t.setdefault("name", t["topic_name"])
        return body

    def outbound(self, body: dict[str, Any]) -> dict[str, Any]:
        """An answer's topics under ``topic_name`` too, as this revision's responses name
        them (RecoverMirrorTopics keeps ``Name``: both keys are there)."""
        for t in body.get("topics") or ():
            if isinstance(t, dict) and "name" in t:
                t.setdefault("topic_name", t["name"])
        return body


_DIALECTS: dict[str, type[Dialect]] = {
    "kip1279-seed": Dialect,
    "kip1279-cl3-2026-07": EpochDialect,
    "kip1279-late-2026": AlignDialect,
}

#: The profiles the scenario generator plays.
PLAYED = tuple(_DIALECTS)


def dialect_for(profile: Profile) -> Dialect:
    """The dialect of ``profile``; ValueError for a revision the generator does not play."""
    cls = _DIALECTS.get(profile.name)
    if cls is None:
        raise ValueError(f"the scenario generator plays {', '.join(PLAYED)}; not {profile.name}")
    return cls(profile)
