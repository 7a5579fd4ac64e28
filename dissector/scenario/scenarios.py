"""The scenarios (basic, failover, failback, coordinator, late, errors, multi); run_scenario.

Owns: one function per scenario (a script over a :class:`~.stage.Stage`), the
registry :data:`SCENARIOS`, and :func:`run_scenario`, which runs one on
loopback, optionally captured, and returns (and writes) its ground truth.

Clusters: ``a`` (Tansu 9092, mirror listener 19092) is the first source,
``b`` (Tansu 9093, mirror listener 19093) the first destination.  Client ids
name the actors: ``admin-1``/``admin-2`` (admin tools), ``leader-b1``
(partition leader on b), ``fetcher-b1`` (its mirror fetcher),
``controller-b`` (b's controller talking to Tansu), ``producer-a1`` ...

``seed`` drives every choice a scenario makes (record counts, partitions,
keys, values, the partition of the open transaction, how many records the
old source gets after failover); times, ports chosen by the kernel and Tansu's
topic ids vary from run to run.

Must not import: capture reading, pandas or the CLI.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..profiles.profile import DEFAULT_PROFILE, Profile
from . import wire
from .dialect import dialect_for
from .stage import Admin, Cluster, Layout, ScenarioError, Stage
from .truth import Truth, write_truth

__all__ = ["SCENARIOS", "Scenario", "run_scenario", "truth_path"]

DEFAULT_SEED = 1279
MIRROR = "eu-west"


@dataclass(frozen=True)
class Scenario:
    """A named scenario: its script, what it shows, and leaders per cluster."""

    name: str
    script: Callable[[Stage, float], None]
    description: str
    leaders: tuple[tuple[str, int], ...] = (("a", 1), ("b", 1))
    #: leaders (by name) that are their own mirror coordinator: their partitions' states
    #: are read and written in process, no Read/WriteMirrorStates on the wire
    own_coordinators: tuple[str, ...] = ()
    #: the stage mark where the capture begins (None: before the actors start)
    capture_from: str | None = None


def _n(stage: Stage, low: int, high: int, scale: float) -> int:
    """A seeded count in [low, high], scaled (at least 1)."""
    return max(1, round(stage.rng.randint(low, high) * scale))


def _caught_up(stage: Stage, source: Cluster) -> Callable[[list[dict[str, Any]]], bool]:
    """Every partition MIRRORING, lag 0, and the source offset past what producers wrote."""

    def done(parts: list[dict[str, Any]]) -> bool:
        ends = stage.ends(source)
        return all(
            p["state"] == "MIRRORING"
            and p["lag"] == 0
            and p["source_offset"] >= ends.get((p["topic_name"], p["partition_index"]), 0)
            for p in parts
        )

    return done


def _all_in(state: str) -> Callable[[list[dict[str, Any]]], bool]:
    return lambda parts: all(p["state"] == state for p in parts)


# ---------------------------------------------------------------- basic


BASIC_TOPICS = {"orders": 3, "payments": 2}


def _mirror_and_catch_up(
    stage: Stage, admin: Admin, topics: dict[str, int], scale: float
) -> tuple[Any, Any]:
    """Source topics on a, records, mirror ``eu-west`` on b, more records while it mirrors."""
    a, b = stage.a, stage.b
    admin.create_topics(a, topics)
    producer = stage.producer("producer-a1", a)
    producer.write(stage.records(topics, _n(stage, 20, 30, scale), "before-mirror"))
    producer.wait()
    admin.create_mirror(b, a, MIRROR)
    admin.add_topics(b, a, MIRROR, sorted(topics))
    producer.write(stage.records(topics, _n(stage, 20, 30, scale), "while-mirroring"), pace=0.02)
    admin.wait(b, MIRROR, _all_in("MIRRORING"), "MIRRORING")
    stage.settle()
    admin.wait(b, MIRROR, _caught_up(stage, a), "caught up")
    return producer, admin


def basic(stage: Stage, scale: float = 1.0) -> None:
    """Create a mirror, add topics, mirror, poll until lag 0, ListMirrors."""
    admin = stage.admin("admin-1")
    _mirror_and_catch_up(stage, admin, BASIC_TOPICS, scale)
    admin.list_mirrors(stage.b)
    admin.describe(stage.b, [MIRROR], ops=True)


# ---------------------------------------------------------------- failover


def _failover(stage: Stage, admin: Admin, scale: float, txn_end: str = "abort") -> tuple[Any, Any]:
    """basic, an open transaction on a, then RemoveTopicsFromMirror on b; producers move to b.

    ``txn_end``: what the transaction's producer does on a once b is STOPPED (``abort`` or
    ``commit``).  The stage mark ``failover`` comes just before the failover's last poll."""
    a, b = stage.a, stage.b
    producer, _ = _mirror_and_catch_up(stage, admin, BASIC_TOPICS, scale)
    if stage.dialect.epochs:
        _pause_and_resume(stage, admin, producer, scale)
    if stage.dialect.recovers:
        _unclean_election(stage, admin, producer, scale)
    txn = stage.producer("producer-a-txn", a, transactional_id="orders-txn")
    txn_partition = stage.rng.randrange(BASIC_TOPICS["orders"])
    txn.begin()
    txn.write(
        stage.records({"orders": 3}, _n(stage, 2, 4, 1), "open-txn", {"orders": [txn_partition]}),
        pace=0.0,
    )
    txn.wait()
    # plain records after the open transaction: on its partition (cut at failover too) and elsewhere
    after = stage.records(
        {"orders": 3}, _n(stage, 1, 3, 1), "after-txn-start", {"orders": [txn_partition]}
    )
    after += stage.records(BASIC_TOPICS, _n(stage, 4, 8, scale), "after-txn-start")
    producer.write(after, pace=0.02)
    stage.settle()
    admin.wait(b, MIRROR, _caught_up(stage, a), "caught up")
    stage.mark("failover")
    admin.describe(b, [MIRROR])
    admin.remove_topics(b, a, sorted(BASIC_TOPICS), MIRROR)
    admin.wait(b, MIRROR, _all_in("STOPPED"), "STOPPED")
    if txn_end == "commit":
        txn.commit()
    else:
        txn.abort()
    txn.wait()
    producer.move(b.name, b.bootstrap)
    producer.write(stage.records(BASIC_TOPICS, _n(stage, 10, 16, scale), "after-failover"))
    producer.wait()
    admin.list_mirrors(b)
    admin.describe(b, [MIRROR])
    return producer, txn


def _pause_and_resume(stage: Stage, admin: Admin, producer: Any, scale: float) -> None:
    """2026-07 only: pause payments (PAUSING, PAUSED), write to it meanwhile, resume
    (MIRRORING again; the failover's wait for lag 0 follows)."""
    b = stage.b
    admin.topic_op(b, "pause_topics", MIRROR, ["payments"])
    admin.wait(
        b,
        MIRROR,
        lambda ps: all(p["state"] == "PAUSED" for p in ps if p["topic_name"] == "payments"),
        "payments PAUSED",
    )
    producer.write(stage.records({"payments": 2}, _n(stage, 3, 6, scale), "while-paused"))
    producer.wait()
    admin.topic_op(b, "resume_topics", MIRROR, ["payments"])


def _unclean_election(stage: Stage, admin: Admin, producer: Any, scale: float) -> None:
    """The third revision only: one orders partition's source leader changes uncleanly (told
    to b's leader in process, as KRaft metadata would): ULE_RECOVERY, the destination cut
    back to where the source's log ends, MIRRORING again with that offset written."""
    a, b = stage.a, stage.b
    partition = stage.rng.randrange(BASIC_TOPICS["orders"])
    stage.settle()
    admin.wait(b, MIRROR, _caught_up(stage, a), "caught up")
    stage.mark("ule")
    b.endpoint.tell(MIRROR, "orders", [partition], "ule")
    stage.settle()
    producer.write(stage.records({"orders": 3}, _n(stage, 3, 6, scale), "after-ule"))
    producer.wait()
    admin.wait(b, MIRROR, _caught_up(stage, a), "caught up after ULE_RECOVERY")


def _recover(stage: Stage, admin: Admin, scale: float) -> None:
    """The third revision only: audit, FAILED since its source topic was deleted, is created
    again on a; RecoverMirrorTopics on b: its leader writes LOG_ALIGNMENT, aligns the log
    (cut to 0: a holds no record of it) and mirrors the new topic."""
    a, b = stage.a, stage.b
    admin.create_topics(a, {"audit": 1})
    producer = stage.producer("producer-a2", a)
    producer.write(stage.records({"audit": 1}, _n(stage, 3, 6, scale), "audit-again"))
    producer.wait()
    admin.recover(b, MIRROR, ["audit", "ghost"])
    stage.settle()
    # the producers' count of audit records includes the deleted topic's: wait on the lag
    admin.wait(
        b,
        MIRROR,
        lambda ps: all(
            p["state"] == "MIRRORING" and p["lag"] == 0 and p["source_offset"] > 0
            for p in ps
            if p["topic_name"] == "audit"
        ),
        "audit MIRRORING again, caught up",
    )


def failover(stage: Stage, scale: float = 1.0) -> None:
    """Mirror, then RemoveTopicsFromMirror: STOPPING, truncation to the LSO, LMO, STOPPED."""
    _failover(stage, stage.admin("admin-1"), scale)


# ---------------------------------------------------------------- failback


BACK_MIRROR = "eu-west-back"


def failback(stage: Stage, scale: float = 1.0) -> None:
    """Failover, writes on both sides, then a points a mirror back at b."""
    _failback(stage, scale)


def coordinator(stage: Stage, scale: float = 1.0) -> None:
    """failback with leader-a1 and leader-b1 their own mirror coordinators (the scenario's
    ``own_coordinators``), the transaction committed on a after the failover, and two
    stray producers on a."""
    _failback(stage, scale, txn_end="commit", strays=("producer-a2", "producer-a3"))


def _failback(
    stage: Stage, scale: float, txn_end: str = "abort", strays: tuple[str, ...] = ("producer-a2",)
) -> None:
    a, b = stage.a, stage.b
    admin = stage.admin("admin-1")
    producer, _ = _failover(stage, admin, scale, txn_end)
    # Clients that did not move keep writing to the old source: lost at failback.
    writers = [stage.producer(name, a) for name in strays]
    for w in writers:
        w.write(stage.records(BASIC_TOPICS, _n(stage, 6, 12, scale), "stray-on-old-source"))
    # A topic born on b after the failover: a has no record of it, so its LMO is 0.
    admin.create_topics(b, {"refunds": 1})
    producer.write(stage.records({"refunds": 1}, _n(stage, 3, 6, scale), "refunds-on-b"))
    producer.write(stage.records(BASIC_TOPICS, _n(stage, 6, 10, scale), "on-b-before-failback"))
    for w in writers:
        w.wait()
    producer.wait()
    topics = [*sorted(BASIC_TOPICS), "refunds"]
    admin.create_mirror(a, b, BACK_MIRROR)
    admin.add_topics(a, b, BACK_MIRROR, topics)
    producer.write(
        stage.records({**BASIC_TOPICS, "refunds": 1}, _n(stage, 6, 10, scale), "while-failback"),
        pace=0.02,
    )
    admin.wait(a, BACK_MIRROR, _all_in("MIRRORING"), "MIRRORING")
    stage.settle()
    admin.wait(a, BACK_MIRROR, _caught_up(stage, b), "caught up")
    admin.list_mirrors(a)
    admin.describe(a, [BACK_MIRROR])
    if stage.dialect.epochs:
        # b's old mirror has only STOPPED topics left: delete it
        admin.call(b, "delete_mirror", {"mirror_name": MIRROR})
        admin.list_mirrors(b)


# ---------------------------------------------------------------- errors


ERROR_TOPICS = {"orders": 3, "payments": 2, "audit": 1}


def errors(stage: Stage, scale: float = 1.0) -> None:
    """Rejected and failed requests: duplicate mirror, unknown mirror, unknown topic,
    AddTopicsToMirror on MIRRORING partitions, a source topic deleted under a mirror
    (FAILED), and a WriteMirrorStates the coordinator never answers."""
    a, b = stage.a, stage.b
    admin = stage.admin("admin-1")
    admin.create_topics(a, ERROR_TOPICS)
    producer = stage.producer("producer-a1", a)
    producer.write(stage.records(ERROR_TOPICS, _n(stage, 20, 30, scale), "before-mirror"))
    producer.write(stage.records({"audit": 1}, _n(stage, 3, 6, scale), "audit"))
    producer.wait()
    admin.create_mirror(b, a, MIRROR)
    admin.call(
        b,
        "create_mirror",
        {"mirror_name": MIRROR, "config": [{"name": "bootstrap.servers", "value": a.bootstrap}]},
        "error on purpose: the mirror exists (INVALID_REQUEST)",
    )
    admin.describe(b, ["us-east"], why="error on purpose: unknown mirror (RESOURCE_NOT_FOUND)")
    admin.add_topics(
        b, a, "us-east", ["orders"], "error on purpose: unknown mirror (RESOURCE_NOT_FOUND)"
    )
    admin.add_topics(b, a, MIRROR, sorted(ERROR_TOPICS))
    admin.add_topics(
        b, a, MIRROR, ["ghost"], "error on purpose: ghost is not on the source (UNKNOWN_TOPIC...)"
    )
    admin.wait(b, MIRROR, _all_in("MIRRORING"), "MIRRORING")
    stage.settle()
    admin.wait(b, MIRROR, _caught_up(stage, a), "caught up")
    admin.add_topics(
        b, a, MIRROR, ["orders"], "error on purpose: orders is MIRRORING (INVALID_REQUEST)"
    )
    # The coordinator will sit on the next state write of b's leader.
    b.endpoint.swallow_next("WriteMirrorStates", "leader-b")
    admin.kafka(a, wire.delete_topics(["audit"]), "audit deleted on the source under the mirror")
    admin.wait(
        b,
        MIRROR,
        lambda ps: any(p["topic_name"] == "audit" and p["state"] == "FAILED" for p in ps),
        "audit FAILED",
        timeout=20,
    )
    stage.settle()
    if stage.dialect.recovers:
        _recover(stage, admin, scale)
    admin.list_mirrors(b)
    admin.describe(b, [MIRROR])


# ---------------------------------------------------------------- multi


MULTI_MIRRORS = {
    "mirror-orders": {"orders": 4, "payments": 2},
    "mirror-events": {"clicks": 6, "audit": 2},
}


def multi(stage: Stage, scale: float = 1.0) -> None:
    """Two mirrors, four topics, 14 partitions, two leaders on b, two admin tools polling."""
    a, b = stage.a, stage.b
    admin = stage.admin("admin-1")
    every = {t: n for topics in MULTI_MIRRORS.values() for t, n in topics.items()}
    admin.create_topics(a, every)
    writers = {name: stage.producer(f"producer-a{i}", a) for i, name in enumerate(MULTI_MIRRORS, 1)}
    for name, topics in MULTI_MIRRORS.items():
        writers[name].write(stage.records(topics, _n(stage, 20, 30, scale), "before-mirror"))
    for w in writers.values():
        w.wait()
    for name in MULTI_MIRRORS:
        admin.create_mirror(b, a, name)
    stage.poller("admin-2", b, (), interval=0.15)
    for name, topics in MULTI_MIRRORS.items():
        admin.add_topics(b, a, name, sorted(topics))
        writers[name].write(
            stage.records(topics, _n(stage, 20, 30, scale), "while-mirroring"), pace=0.02
        )
    for name in MULTI_MIRRORS:
        admin.wait(b, name, _all_in("MIRRORING"), "MIRRORING")
    stage.settle()
    for name in MULTI_MIRRORS:
        admin.wait(b, name, _caught_up(stage, a), "caught up")
    admin.list_mirrors(b)
    admin.describe(b, [], ops=True)


SCENARIOS: dict[str, Scenario] = {
    s.name: s
    for s in (
        Scenario(
            "basic",
            basic,
            "CreateMirror on b for topics orders (3 partitions) and payments (2) of a; "
            "AddTopicsToMirror; each partition goes INITIALIZING, PREPARING (LMO 0 from a, "
            "truncation to 0), MIRRORING while a producer writes to a; DescribeMirrors polls "
            "until the lag is 0; ListMirrors.",
        ),
        Scenario(
            "failover",
            failover,
            "basic, then a transaction left open on one orders partition of a and a few more "
            "records; RemoveTopicsFromMirror on b: STOPPING, fetches removed, truncation to the "
            "last stable offset (the open transaction's records and the ones after it are "
            "dropped), LMO written with WriteMirrorStates, STOPPED; the producer moves to b.",
        ),
        Scenario(
            "failback",
            failback,
            "failover, then writes on both sides (a stray producer on a, the moved producer on "
            "b, and a new topic refunds on b); a creates mirror eu-west-back from b and adds "
            "orders, payments and refunds: INITIALIZING, PREPARING, LastMirroredOffsets to b "
            "(refunds has no record: 0), truncation of a's records written after the LMO, "
            "MIRRORING again until the lag is 0.",
            leaders=(("a", 1), ("b", 1)),
        ),
        Scenario(
            "coordinator",
            coordinator,
            "failback with two partition leaders per cluster, the first of each (leader-a1, "
            "leader-b1: even partitions) its own mirror coordinator: it reads and writes its "
            "partitions' states in process, so no ReadMirrorStates or WriteMirrorStates for "
            "them crosses the network (their steps show in AddTopicsToMirror, "
            "RemoveTopicsFromMirror, LastMirroredOffsets, DescribeMirrors and the fetcher's "
            "Fetch); the transaction open at the failover is committed on a after it; two "
            "stray producers (producer-a2, producer-a3) write to a after the failover, lost "
            "at failback.",
            leaders=(("a", 2), ("b", 2)),
            own_coordinators=("leader-a1", "leader-b1"),
        ),
        Scenario(
            "late",
            failback,
            "failback captured late: the capture begins just before the failover (its last "
            "DescribeMirrors poll), every connection already open, so the capture holds no "
            "CreateMirror or AddTopicsToMirror of eu-west and no handshake of the connections "
            "opened before; the failover (RemoveTopicsFromMirror, STOPPING, truncation to the "
            "LSO, STOPPED) and the whole failback follow.",
            capture_from="failover",
        ),
        Scenario(
            "errors",
            errors,
            "CreateMirror twice (INVALID_REQUEST), DescribeMirrors and AddTopicsToMirror of an "
            "unknown mirror (RESOURCE_NOT_FOUND), AddTopicsToMirror of a topic the source lacks "
            "(UNKNOWN_TOPIC_OR_PARTITION) and of MIRRORING partitions (INVALID_REQUEST); the "
            "source topic audit is deleted under the mirror: the fetcher sees the high watermark "
            "drop, Metadata says UNKNOWN_TOPIC_OR_PARTITION, the leader writes FAILED; the "
            "coordinator never answers that first WriteMirrorStates, the leader reconnects and "
            "sends it again.",
        ),
        Scenario(
            "multi",
            multi,
            "Two mirrors on b (mirror-orders: orders 4 + payments 2; mirror-events: clicks 6 + "
            "audit 2; 14 partitions), two partition leaders on b (even and odd partitions, each "
            "with its own fetcher and coordinator connection), two producers, and two admin "
            "tools polling DescribeMirrors at once (admin-1 per mirror, admin-2 all mirrors).",
            leaders=(("a", 1), ("b", 2)),
        ),
    )
}


#: What the scenarios do when the actors play the 2026-07 revision (``kip1279-cl3-2026-07``).
EPOCH_DESCRIPTIONS: dict[str, str] = {
    "basic": "CreateClusterMirror on b for topics orders (3 partitions) and payments (2) of a; "
    "StartMirrorTopics: each partition goes LOG_TRUNCATION; its leader looks up the last "
    "mirror epochs on a (DescribeClusterMirrors with LastMirrorEpochLookups: -1, none), "
    "truncates to 0 and writes MIRRORING with a's leader epoch while a producer writes to a; "
    "DescribeClusterMirrors polls until the lag is 0; ListClusterMirrors.",
    "failover": "basic; payments paused (PAUSING, PAUSED) while the producer writes to it, "
    "then resumed (MIRRORING); a transaction left open on one orders partition of a and a few "
    "more records; StopMirrorTopics on b: STOPPING, fetches removed, truncation to the last "
    "stable offset, STOPPED written with the last mirror epoch; the producer moves to b.",
    "failback": "failover, then writes on both sides (a stray producer on a, the moved producer "
    "on b, and a new topic refunds on b); a creates mirror eu-west-back from b and starts "
    "orders, payments and refunds: LOG_TRUNCATION, an epoch lookup on b (DescribeClusterMirrors "
    "LastMirrorEpochLookups; refunds has no record: -1), truncation of a's records written "
    "after the failover cut (not on the wire), MIRRORING again until the lag is 0; b deletes "
    "its mirror eu-west (DeleteClusterMirror, every topic STOPPED).",
    "errors": "CreateClusterMirror twice (CLUSTER_MIRROR_ALREADY_EXISTS), DescribeClusterMirrors "
    "and StartMirrorTopics of an unknown mirror (UNKNOWN_CLUSTER_MIRROR), StartMirrorTopics of a "
    "topic the source lacks (UNKNOWN_TOPIC_OR_PARTITION) and of MIRRORING partitions "
    "(TOPIC_ALREADY_IN_CLUSTER_MIRROR); the source topic audit is deleted under the mirror: the "
    "leader writes FAILED; the coordinator never answers that first WriteMirrorStates, the "
    "leader reconnects and sends it again.",
    "multi": "Two mirrors on b (mirror-orders: orders 4 + payments 2; mirror-events: clicks 6 + "
    "audit 2; 14 partitions) started with StartMirrorTopics, two partition leaders on b, two "
    "producers, and two admin tools polling DescribeClusterMirrors at once.",
}


#: The third revision's (``kip1279-late-2026``) descriptions, where its story differs.
LATE_DESCRIPTIONS: dict[str, str] = {
    "basic": "CreateClusterMirror on b for topics orders (3 partitions) and payments (2) of a; "
    "StartMirrorTopics names them as patterns; each partition's leader writes LOG_ALIGNMENT, "
    "looks up the last mirror epochs and offsets on a (DescribeClusterMirrors with "
    "LastMirrorEpochLookups, answered in its partitions: none), truncates to 0 and writes "
    "MIRRORING with a's leader epoch while a producer writes to a; DescribeClusterMirrors "
    "polls until the source and destination offsets meet; ListClusterMirrors.",
    "failover": "basic; payments paused and resumed; one orders partition's source leader "
    "changes uncleanly: ULE_RECOVERY, the destination cut back, MIRRORING written with the "
    "cut as LastMirrorOffset; a transaction left open on a; StopMirrorTopics on b: STOPPING, "
    "truncation to the last stable offset, STOPPED written with the last mirror epoch and "
    "offset; the producer moves to b.",
    "failback": "failover, then writes on both sides and a new topic refunds on b; a creates "
    "eu-west-back from b and starts orders, payments and refunds: LOG_ALIGNMENT written, an "
    "epoch lookup on b answered with the last mirror epoch and offset of b's STOPPED "
    "partitions (refunds: none), truncation of a's records written after the failover cut "
    "to that offset, MIRRORING again; b deletes its mirror eu-west.",
    "errors": "the 2026-07 errors (CLUSTER_MIRROR_ALREADY_EXISTS, UNKNOWN_CLUSTER_MIRROR, "
    "UNKNOWN_TOPIC_OR_PARTITION, TOPIC_ALREADY_IN_CLUSTER_MIRROR as StartMirrorTopics' "
    "top-level error); audit deleted on a under the mirror: FAILED (the first write never "
    "answered, sent again); audit created again on a; RecoverMirrorTopics of audit and ghost "
    "(TOPIC_NOT_IN_CLUSTER_MIRROR): audit goes LOG_ALIGNMENT, MIRRORING again.",
}


def truth_path(capture: Path) -> Path:
    """``x/name.pcapng`` -> ``x/name.truth.json``."""
    capture = Path(capture)
    stem = capture.name.removesuffix(".pcapng").removesuffix(".pcap")
    return capture.with_name(stem + ".truth.json")


def keylog_path(capture: Path) -> Path:
    """``x/name.pcapng`` -> ``x/name.keys.log`` (the TLS key log of a ``--tls`` run)."""
    capture = Path(capture)
    stem = capture.name.removesuffix(".pcapng").removesuffix(".pcap")
    return capture.with_name(stem + ".keys.log")


def run_scenario(
    name: str,
    output: Path | None,
    seed: int = DEFAULT_SEED,
    layout: Layout | None = None,
    scale: float = 1.0,
    capture: bool = True,
    profile: Profile | None = None,
    tls: bool = False,
) -> dict[str, Any]:
    """Run scenario ``name`` on loopback; capture it to ``output`` and write its truth file.

    ``profile`` is the KIP revision the actors play (default: the seed; see
    :mod:`.dialect` for the ones played).

    With ``capture`` False nothing is captured (``output`` may be None); the
    truth is still returned, and written when ``output`` is given.  ``scale``
    multiplies the record counts.  With ``tls`` the mirror endpoints serve TLS
    (Tansu stays plaintext) and, when capturing, the clients' key log is written
    to :func:`keylog_path` (replaced); the truth's frames are then found in the
    decrypted capture.  Raises KeyError for an unknown scenario,
    :class:`~.processes.CaptureUnavailable` when capturing is not allowed,
    ScenarioError when the scenario fails (after stopping everything).
    """
    sc = SCENARIOS[name]
    layout = layout or Layout()
    epochs = profile is not None and profile.name != DEFAULT_PROFILE
    described = sc.description
    if epochs:
        described = EPOCH_DESCRIPTIONS.get(name, described)
    if profile is not None and dialect_for(profile).recovers:
        described = LATE_DESCRIPTIONS.get(name, described)
    truth = Truth(name, seed, described)
    capture_path = Path(output) if (capture and output is not None) else None
    keylog = keylog_path(capture_path) if (tls and capture_path is not None) else None
    if keylog is not None:
        keylog.unlink(missing_ok=True)  # the clients append to it
    stage = Stage(
        truth,
        seed,
        layout,
        capture_path,
        dict(sc.leaders),
        profile,
        tls=tls,
        tls_keylog=keylog,
        own_coordinators=sc.own_coordinators,
        capture_from=sc.capture_from,
    )
    truth.error_names = dict(stage.profile.errors)
    with stage:
        sc.script(stage, scale)
        stage.settle()
        stage.check()
        _final_state(stage, truth)
    stage.check()
    truth.meta = _meta(stage, name, seed, output, layout)
    if capture_path is not None:
        tls_ports = [layout.a_mirror, layout.b_mirror] if tls else []
        truth.resolve_frames(capture_path, layout.ports, tls_ports, keylog)
    doc = truth.document()
    if output is not None:
        write_truth(doc, truth_path(Path(output)))
    return doc


def _final_state(stage: Stage, truth: Truth) -> None:
    """Topics, mirrors and model logs as they stand at the end (read before shutdown)."""
    admin = stage.admin("admin-1")
    for c in stage.clusters:
        names = sorted({t for (t, _p) in c.endpoint.logs} | {t for t, _ in stage.ends(c)})
        why = "final inventory of the topics the scenario touched"
        truth.topics[c.name] = admin.topics(c, names, why) if names else {}
        ep = c.endpoint
        for m in ep.state.mirrors.values():
            truth.mirrors[f"{c.name}/{m.name}"] = {
                "name": m.name,
                "cluster": c.name,
                "source_cluster": next(
                    (o.name for o in stage.clusters if o.bootstrap == m.source_bootstrap), None
                ),
                "configs": m.configs,
                "topics": sorted(t for t, e in ep.entries.items() if e.mirror == m.name),
            }
        for m, topics in ep.deleted.values():
            truth.mirrors[f"{c.name}/{m.name}"] = {
                "name": m.name,
                "cluster": c.name,
                "source_cluster": next(
                    (o.name for o in stage.clusters if o.bootstrap == m.source_bootstrap), None
                ),
                "configs": m.configs,
                "topics": topics,
                "deleted": True,
            }
        for (t, p), log in sorted(ep.logs.items()):
            truth.logs.append(
                {
                    "cluster": c.name,
                    "topic": t,
                    "partition": p,
                    "state": ep.state_of(t, p),
                    **(
                        {"lmo": None, "lme": ep.lmos.get((t, p))}
                        if stage.dialect.epochs
                        else {"lmo": ep.lmos.get((t, p))}
                    ),
                    "log_end": log.log_end,
                    "stable_end": log.stable_end,
                    "tansu_end": log.physical_end,
                    "tansu_shift": log.shift,
                    "held_batches": len(log.held),
                    "source_offset": log.source_hwm,
                }
            )


def _meta(stage: Stage, name: str, seed: int, output: Path | None, layout: Layout) -> dict:
    prof = stage.profile
    out = Path(output).name if output is not None else None
    return {
        "command": f"kmirror simulate {name} -o {output or 'FILE.pcapng'} --seed {seed}"
        + ("" if prof.name == DEFAULT_PROFILE else f" --profile {prof.name}")
        + (" --tls" if stage.tls_wanted else ""),
        "capture": out if stage.capture_path is not None else None,
        "profile": {
            "name": prof.name,
            "api_keys": dict(sorted(prof.rpcs.items(), key=lambda x: x[1])),
            "state_codes": {n: c for c, n in sorted(prof.states.items())},
        },
        "ports": layout.ports,
        "clusters": {
            c.name: {
                "tansu": c.bootstrap,
                "mirror_endpoint": c.mirror_bootstrap,
            }
            for c in stage.clusters
        },
    }


def check_name(name: str) -> None:
    """Raise ScenarioError for an unknown scenario name."""
    if name not in SCENARIOS:
        raise ScenarioError(f"unknown scenario {name!r}; known: {', '.join(SCENARIOS)}")
