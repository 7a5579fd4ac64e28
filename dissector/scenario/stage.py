"""The stage of a scenario run: clusters, admin tools, producers, capture, and their shutdown.

Owns: :class:`Layout` (hosts and ports), :class:`Cluster` (a Tansu broker, its
mirror listener, its partition leaders and fetchers), :class:`Admin` (an admin
tool on the scenario's own thread) and :class:`Stage`, which starts all of
them, hands them to a scenario script, and stops every one of them on the way
out, exceptions included: pollers and producers, admin connections, leaders
and fetchers, mirror listeners, then the capture, then Tansu.

Must not import: capture reading, pandas or the CLI.
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable, Sequence
from contextlib import ExitStack
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType
from typing import Any

from ..profiles.profile import Profile, load_profile
from . import wire
from .actor import Actor
from .dialect import EpochDialect, dialect_for
from .endpoint import MIRROR_RPC_CONFIG, ClusterEndpoint
from .fetcher import MirrorFetcher
from .leader import PartitionLeader
from .mirror_client import MirrorClient
from .poller import Poller
from .processes import Capture, TansuBroker
from .producer import ProducerActor, Record
from .tls_proxy import MirrorTls
from .truth import Truth

__all__ = ["Admin", "Cluster", "Layout", "ScenarioError", "Stage"]


class ScenarioError(RuntimeError):
    """The scenario could not do what it set out to (an actor failed, a wait timed out)."""


@dataclass(frozen=True)
class Layout:
    """Where the two clusters listen: Tansu (Kafka) and mirror-RPC ports of A and B."""

    host: str = "127.0.0.1"
    a_tansu: int = 9092
    b_tansu: int = 9093
    a_mirror: int = 19092
    b_mirror: int = 19093

    @property
    def ports(self) -> list[int]:
        """Every port that carries Kafka."""
        return [self.a_tansu, self.b_tansu, self.a_mirror, self.b_mirror]


class Cluster:
    """One Kafka cluster of the scenario: Tansu plus its mirror listener and leaders."""

    def __init__(
        self,
        name: str,
        host: str,
        tansu_port: int,
        mirror_port: int,
        truth: Truth,
        profile: Profile,
        leaders: int = 1,
        own_coordinators: Sequence[str] = (),
    ) -> None:
        self.name = name
        #: names of the leaders that are their own mirror coordinator (states in process)
        self.own_coordinators = set(own_coordinators)
        self.truth = truth
        self.tansu = TansuBroker(host, tansu_port, cluster_id=f"cluster-{name}")
        self.endpoint = ClusterEndpoint(name, host, mirror_port, (host, tansu_port), truth, profile)
        self.n_leaders = leaders
        #: The scenario's TLS (set by the stage before :meth:`start_actors`; None: plaintext).
        self.tls: MirrorTls | None = None
        self.leaders: list[PartitionLeader] = []
        self.fetchers: list[MirrorFetcher] = []

    @property
    def bootstrap(self) -> str:
        """Tansu's ``host:port``."""
        return "{}:{}".format(*self.tansu.address)

    @property
    def mirror_bootstrap(self) -> str:
        """The mirror listener's ``host:port``."""
        return f"{self.endpoint.host}:{self.endpoint.port}"

    def start_actors(self) -> None:
        """Start the mirror listener, then one fetcher and one leader per leader slot."""
        self.endpoint.start()
        for i in range(1, self.n_leaders + 1):
            fetcher = MirrorFetcher(f"fetcher-{self.name}{i}", self.endpoint, self.truth)
            leader = PartitionLeader(f"leader-{self.name}{i}", self.endpoint, fetcher, self.truth)
            leader.own_coordinator = leader.name in self.own_coordinators
            fetcher.tls = leader.tls = self.tls
            self.fetchers.append(fetcher)
            self.leaders.append(leader)
            fetcher.start()
            leader.start()

    def stop_actors(self) -> None:
        """Stop leaders, then fetchers, then the mirror listener."""
        for a in self.leaders:
            a.stop()
        for a in self.fetchers:
            a.stop()
        self.endpoint.stop()

    def actors(self) -> list[Actor]:
        """This cluster's threads."""
        return [*self.leaders, *self.fetchers]


class Admin:
    """An admin tool run by the scenario script: mirror RPCs and topic admin, ApiVersions first."""

    def __init__(self, name: str, stage: Stage) -> None:
        self.name = name
        self.stage = stage
        self.dialect = stage.dialect
        self._conns: dict[str, MirrorClient] = {}

    def _conn(self, address: str) -> MirrorClient:
        c = self._conns.get(address)
        if c is None:
            host, _, port = address.rpartition(":")
            c = MirrorClient(
                host,
                int(port),
                client_id=self.name,
                profile=self.stage.profile,
                observer=self.stage.truth.record,
                tls=None
                if self.stage.tls is None
                else self.stage.tls.client_for((host, int(port))),
            )
            self._conns[address] = c
            c.handshake()
        return c

    def call(
        self, cluster: Cluster, rpc: str, body: dict[str, Any], why: str | None = None
    ) -> dict[str, Any]:
        """A mirror RPC to ``cluster``'s mirror listener; ``why`` goes in the truth.

        ``rpc`` is an RPC name of the stage's profile, or an RPC role (``list_mirrors``).
        """
        if self.dialect.has(rpc):
            rpc = self.dialect.rpc(rpc)
        self.stage.truth.actor(self.name, "admin tool", None, [cluster.mirror_bootstrap])
        conn = self._conn(cluster.mirror_bootstrap)
        reply, _ = conn.call(rpc, body)
        if why and conn.last_exchange is not None:
            self.stage.truth.cause(conn.last_exchange, why)
        return reply

    def kafka(self, cluster: Cluster, request: Any, why: str | None = None) -> Any:
        """A standard request (kio entity) to ``cluster``'s Tansu; ``why`` goes in the truth."""
        self.stage.truth.actor(self.name, "admin tool", None, [cluster.bootstrap])
        conn = self._conn(cluster.bootstrap)
        reply, _ = conn.call_standard(request)
        if why and conn.last_exchange is not None:
            self.stage.truth.cause(conn.last_exchange, why)
        return reply

    def create_topics(self, cluster: Cluster, topics: dict[str, int]) -> None:
        """CreateTopics on ``cluster`` (fails on any error)."""
        resp = self.kafka(cluster, wire.create_topics(topics))
        bad = [(t.name, int(t.error_code.value)) for t in resp.topics if int(t.error_code.value)]
        if bad:
            raise ScenarioError(f"CreateTopics on {cluster.name}: {bad}")

    def topics(
        self, cluster: Cluster, names: Sequence[str], why: str | None = None
    ) -> dict[str, dict[str, Any]]:
        """Metadata of ``names`` on ``cluster``: {name: {topic_id, partitions}} (known topics)."""
        resp = self.kafka(cluster, wire.metadata(names), why)
        return {
            t.name: {"topic_id": str(t.topic_id), "partitions": len(t.partitions)}
            for t in resp.topics
            if not int(t.error_code.value)
        }

    def create_mirror(self, dest: Cluster, source: Cluster, name: str) -> dict[str, Any]:
        """CreateMirror on ``dest`` pulling from ``source``."""
        return self.call(
            dest,
            "create_mirror",
            {
                "mirror_name": name,
                "config": [
                    {"name": "bootstrap.servers", "value": source.bootstrap},
                    {"name": MIRROR_RPC_CONFIG, "value": source.mirror_bootstrap},
                    {"name": "security.protocol", "value": "PLAINTEXT"},
                ],
            },
        )

    def add_topics(
        self,
        dest: Cluster,
        source: Cluster,
        mirror: str,
        names: Sequence[str],
        why: str | None = None,
    ) -> dict[str, Any]:
        """AddTopicsToMirror with the topic ids the source reports (null id when unknown)."""
        ids = self.topics(source, names, why and f"topic ids for: {why}")
        null = "00000000-0000-0000-0000-000000000000"
        topics = [
            (ids.get(n, {}).get("topic_id", null), n, ids.get(n, {}).get("partitions", 0))
            for n in names
        ]
        return self.call(dest, "add_topics", self.dialect.add_topics(mirror, topics), why)

    def remove_topics(
        self, dest: Cluster, source: Cluster, names: Sequence[str], mirror: str = ""
    ) -> dict:
        """RemoveTopicsFromMirror / StopMirrorTopics (failover) with the source's topic ids."""
        ids = self.topics(source, names)
        topics = [(ids[n]["topic_id"], n) for n in names]
        return self.call(dest, "remove_topics", self.dialect.remove_topics(mirror, topics))

    def topic_op(self, cluster: Cluster, role: str, mirror: str, names: Sequence[str]) -> dict:
        """PauseMirrorTopics or ResumeMirrorTopics (``role`` pause_topics/resume_topics)."""
        assert isinstance(self.dialect, EpochDialect), "the seed has no pause or resume"
        return self.call(cluster, role, self.dialect.topic_op(mirror, names))

    def recover(self, cluster: Cluster, mirror: str, names: Sequence[str]) -> dict:
        """RecoverMirrorTopics (the third revision): FAILED partitions start over."""
        body = {"mirror_name": mirror, "topics": [{"topic_name": n} for n in names]}
        return self.call(cluster, "recover_topics", body)

    def list_mirrors(self, cluster: Cluster) -> dict:
        """ListMirrors / ListClusterMirrors."""
        return self.call(cluster, "list_mirrors", self.dialect.list_mirrors())

    def describe(
        self,
        cluster: Cluster,
        mirrors: Sequence[str] = (),
        ops: bool = False,
        why: str | None = None,
    ) -> dict:
        """DescribeMirrors / DescribeClusterMirrors."""
        return self.call(cluster, "describe_mirrors", self.dialect.describe(mirrors, ops), why)

    def wait(
        self,
        cluster: Cluster,
        mirror: str,
        done: Callable[[list[dict[str, Any]]], bool],
        what: str,
        interval: float | None = None,
        timeout: float = 30,
    ) -> list[dict[str, Any]]:
        """Poll DescribeMirrors of ``mirror`` until ``done(partitions)``; returns the partitions.

        ``interval`` defaults to 0.1 s, 0.2 s in 2026-07 runs (its describe answers are
        larger; fewer polls keep the committed captures and truths small).

        Each partition dict gets a ``topic_name`` key.  Raises ScenarioError on
        timeout or when an actor has failed.
        """
        if interval is None:
            interval = 0.2 if self.dialect.epochs else 0.1
        deadline = time.monotonic() + timeout
        while True:
            self.stage.check()
            reply = self.describe(cluster, [mirror])
            parts = [
                {"topic_name": t["topic_name"], "state": p.get("state_value"), **p}
                for m in reply["mirrors"]
                for t in m["topics"]
                for p in t["partitions"]
            ]
            for p in parts:  # the third revision has no Lag: source minus destination
                if "lag" not in p:
                    src, dst = p["source_offset"], p["destination_offset"]
                    p["lag"] = max(src - dst, 0) if src >= 0 else -1
            if parts and done(parts):
                return parts
            if time.monotonic() > deadline:
                raise ScenarioError(f"{mirror} on {cluster.name}: not {what} after {timeout} s")
            time.sleep(interval)

    def close(self) -> None:
        """Close every connection."""
        for c in self._conns.values():
            c.close()
        self._conns.clear()


class Stage:
    """Everything one scenario run starts; a context manager that stops it all.

    ``capture``: the pcapng to write (None: no capture, e.g. in tests).
    ``leaders``: partition leaders (and fetchers) per cluster, by cluster name.
    ``tls``: the mirror endpoints serve TLS and every mirror client speaks it (Tansu
    stays plaintext); ``tls_keylog``: where the clients write their NSS key log
    (appended to; None: no key log).  ``own_coordinators``: leaders (by name) that are
    their own mirror coordinator.  ``capture_from``: the :meth:`mark` at which the
    capture begins (None: before the actors start), connections already open.
    """

    def __init__(
        self,
        truth: Truth,
        seed: int,
        layout: Layout | None = None,
        capture: Path | None = None,
        leaders: dict[str, int] | None = None,
        profile: Profile | None = None,
        tls: bool = False,
        tls_keylog: Path | None = None,
        own_coordinators: Sequence[str] = (),
        capture_from: str | None = None,
    ) -> None:
        self.truth = truth
        self.capture_from = capture_from
        self.rng = random.Random(seed)
        self.layout = layout = layout or Layout()
        self.capture_path = capture
        self.profile = profile or load_profile()
        self.dialect = dialect_for(self.profile)
        leaders = leaders or {}
        h = layout.host
        own = tuple(own_coordinators)
        self.a = Cluster(
            "a", h, layout.a_tansu, layout.a_mirror, truth, self.profile, leaders.get("a", 1), own
        )
        self.b = Cluster(
            "b", h, layout.b_tansu, layout.b_mirror, truth, self.profile, leaders.get("b", 1), own
        )
        self.clusters = [self.a, self.b]
        self.tls_wanted, self.tls_keylog = tls, tls_keylog
        #: The mirror endpoints' TLS while the stage runs (None: plaintext).
        self.tls: MirrorTls | None = None
        self.capture: Capture | None = None
        for c in self.clusters:
            c.endpoint.peers.update({o.tansu.address: o.name for o in self.clusters})
            c.endpoint.directory.update({o.name: o.endpoint for o in self.clusters})
        self.producers: list[ProducerActor] = []
        self.pollers: list[Poller] = []
        self.admins: list[Admin] = []
        self._stack = ExitStack()

    # ------------------------------------------------------------ lifecycle

    def __enter__(self) -> Stage:
        try:
            for c in self.clusters:
                c.tansu.start()
                self._stack.callback(c.tansu.stop)
            if self.capture_path is not None:
                self._stack.callback(self._stop_capture)
                if self.capture_from is None:
                    self._start_capture()
            if self.tls_wanted:
                self.tls = MirrorTls([c.endpoint.address for c in self.clusters], self.tls_keylog)
                self._stack.callback(self.tls.close)
                for c in self.clusters:
                    c.tls = self.tls
                    c.endpoint.serve_tls(self.tls.server)
            self.truth.started_ns = time.time_ns()
            for c in self.clusters:
                self._stack.callback(c.stop_actors)
                c.start_actors()
            self._stack.callback(self._stop_clients)
        except BaseException:
            self._stack.close()
            raise
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    def close(self) -> None:
        """Stop everything (idempotent)."""
        self._stack.close()

    def _stop_clients(self) -> None:
        for p in self.pollers:
            p.stop()
        for p in self.producers:
            p.stop()
        for a in self.admins:
            a.close()

    def _start_capture(self) -> None:
        assert self.capture_path is not None
        self.capture = Capture(self.capture_path, self.layout.ports)
        self.capture.start()

    def mark(self, name: str) -> None:
        """A point of the script; the capture begins here when ``capture_from`` names it
        (the truth's ``capture_started``), every connection opened before staying open."""
        if name == self.capture_from and self.capture_path is not None and self.capture is None:
            self.settle()
            self._start_capture()
            self.truth.capture_started_ns = time.time_ns()

    def _stop_capture(self) -> None:
        self.truth.finished_ns = time.time_ns()
        time.sleep(0.3)  # let the last FIN/ACKs reach the capture
        if self.capture is not None:
            self.capture.stop()

    # ------------------------------------------------------------ actors

    def admin(self, name: str) -> Admin:
        """A new admin tool (its name is its client_id)."""
        a = Admin(name, self)
        self.admins.append(a)
        return a

    def producer(
        self, name: str, cluster: Cluster, transactional_id: str | None = None
    ) -> ProducerActor:
        """A started producer thread writing to ``cluster``."""
        p = ProducerActor(name, cluster.name, cluster.bootstrap, self.truth, transactional_id)
        self.producers.append(p)
        p.start()
        return p

    def poller(
        self, name: str, cluster: Cluster, mirrors: Sequence[str] = (), interval: float = 0.2
    ) -> Poller:
        """A started admin tool polling DescribeMirrors in its own thread."""
        p = Poller(name, cluster.endpoint.address, self.truth, mirrors, interval, self.profile)
        p.tls = self.tls
        self.pollers.append(p)
        p.start()
        return p

    def threads(self) -> list[threading.Thread]:
        """Every actor thread of the stage."""
        return [*self.producers, *self.pollers, *(a for c in self.clusters for a in c.actors())]

    def check(self) -> None:
        """Raise ScenarioError if an actor thread has failed."""
        for t in self.threads():
            err = getattr(t, "error", None)
            if err is not None:
                raise ScenarioError(f"{t.name} failed: {type(err).__name__}: {err}") from err

    def settle(self, timeout: float = 15) -> None:
        """Wait until producers are idle and no leader has work queued."""
        for p in self.producers:
            p.wait(timeout)
        deadline = time.monotonic() + timeout
        while not all(leader.idle() for c in self.clusters for leader in c.leaders):
            self.check()
            if time.monotonic() > deadline:
                raise ScenarioError("partition leaders still busy")
            time.sleep(0.05)

    # ------------------------------------------------------------ records

    def records(
        self,
        topics: dict[str, int],
        count: int,
        tag: str,
        partitions: dict[str, list[int]] | None = None,
    ) -> list[Record]:
        """``count`` seeded records over ``topics`` ({name: partitions}), phase ``tag``."""
        names = sorted(topics)
        out = []
        for i in range(count):
            t = self.rng.choice(names)
            choices = (partitions or {}).get(t) or list(range(topics[t]))
            p = self.rng.choice(choices)
            customer = self.rng.randrange(40)
            value = (
                f'{{"phase":"{tag}","n":{i},"customer":"c{customer}",'
                f'"amount_cents":{self.rng.randrange(100, 100000)}}}'
            )
            out.append(Record(t, p, f"customer-{customer}", value))
        return out

    def ends(self, cluster: Cluster) -> dict[tuple[str, int], int]:
        """(topic, partition) -> one past the highest offset a producer got acked on ``cluster``."""
        out: dict[tuple[str, int], int] = {}
        for p in self.producers:
            for (c, t, part), offsets in list(p.acked.items()):
                if c == cluster.name:
                    out[(t, part)] = max(out.get((t, part), 0), max(offsets) + 1)
        return out
