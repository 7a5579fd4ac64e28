"""The scenario's threads: partition leaders, mirror fetchers, producers, admin pollers.

Owns:

- :class:`MirrorFetcher` -- copies record batches byte for byte from a source
  Tansu (Fetch v12, read uncommitted) to the local Tansu (Produce v9), so
  destination offsets equal source offsets.  Batches at or after the source's
  last stable offset are held in the model log (see :mod:`.logs`).  When the
  source's high watermark drops below the fetch offset it asks the source for
  the topic (Metadata) and reports the partition failed to its leader.
- :class:`PartitionLeader` -- the leader of some partitions of one cluster.
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
- :class:`ProducerActor` -- a confluent-kafka producer (optionally
  transactional) that writes the records it is given and can move clusters.
- :class:`Poller` -- an admin tool polling DescribeMirrors on its own connection.

Every actor is a non-daemon thread; :meth:`Actor.stop` ends it and closes its
sockets.  Connections are opened on first use with an ApiVersions handshake
and report every exchange to the :class:`~.truth.Truth`.

Must not import: capture reading, pandas or the CLI.
"""

from __future__ import annotations

import queue
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..profiles.profile import Profile
from . import wire
from .endpoint import MIRROR_CONFIG, ClusterEndpoint
from .epoch_leader import EpochSteps, exchange_key, on_wire
from .logs import PartitionLog
from .mirror_client import Exchange, MirrorClient
from .truth import Truth

__all__ = ["Actor", "MirrorFetcher", "PartitionLeader", "Poller", "ProducerActor"]

Address = tuple[str, int]


_key = exchange_key


class Actor(threading.Thread):
    """A non-daemon thread with a stop event; an exception ends it and is kept in :attr:`error`.

    ``kind`` and ``cluster`` describe it in the truth's ``actors`` list, with
    every address it connects to.  ``tls``: the scenario's
    :class:`~dissector.scenario.tls_proxy.MirrorTls` (set before :meth:`start`;
    None: every connection plaintext).
    """

    kind = "actor"
    #: The revision the actor speaks (None: the default profile).
    profile: Profile | None = None

    def __init__(self, name: str, truth: Truth, cluster: str | None = None) -> None:
        super().__init__(name=name, daemon=False)
        self.truth = truth
        self.cluster = cluster
        truth.actor(name, self.kind, cluster, [])
        self.halt = threading.Event()
        self.error: BaseException | None = None
        self.tls: Any = None
        self._conns: dict[Address, MirrorClient] = {}

    def run(self) -> None:
        try:
            self.loop()
        except BaseException as e:  # noqa: BLE001 - reported by the stage after stop()
            if not self.halt.is_set():
                self.error = e
        finally:
            self.close_connections()

    def loop(self) -> None:  # pragma: no cover - overridden
        raise NotImplementedError

    def stop(self, timeout: float = 20) -> None:
        """Ask the thread to end and wait for it."""
        self.halt.set()
        if self.is_alive():
            self.join(timeout)

    def conn(self, address: Address, timeout: float = 10) -> MirrorClient:
        """This actor's connection to ``address`` (client_id = the actor's name)."""
        c = self._conns.get(address)
        if c is None:
            self.truth.actor(self.name, self.kind, self.cluster, ["{}:{}".format(*address)])
            c = MirrorClient(
                *address,
                client_id=self.name,
                profile=self.profile,
                observer=self.truth.record,
                timeout=timeout,
                tls=None if self.tls is None else self.tls.client_for(address),
            )
            self._conns[address] = c
            c.handshake()
        return c

    def drop_connection(self, address: Address) -> None:
        """Close the connection to ``address`` (the next :meth:`conn` opens a new one)."""
        c = self._conns.pop(address, None)
        if c is not None:
            c.close()

    def close_connections(self) -> None:
        """Close every connection of this actor."""
        for address in list(self._conns):
            self.drop_connection(address)


# ---------------------------------------------------------------- fetcher


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


# ---------------------------------------------------------------- leader


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
        self, mirror: str, topic: str, entries: list[tuple[int, int, str]]
    ) -> tuple[dict[str, Any], Exchange | None]:
        codes = self.endpoint.state_codes
        return self._coordinator(
            self.dialect.rpc("write_states"),
            self.dialect.write(mirror, topic, [(p, mark, codes[s]) for p, mark, s in entries]),
        )

    def _read(self, mirror: str, topic: str, partitions: list[int]) -> dict[int, tuple[str, int]]:
        reply, _ = self._coordinator(
            self.dialect.rpc("read_states"),
            {
                "mirror_name": mirror,
                "topics": [
                    {"name": topic, "partitions": [{"partition_index": p} for p in partitions]}
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
        if intent is not None:
            self._pause_or_resume(mirror, topic, partitions, states, intent)
            return
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
                entries.append((p, self.epochs.get((topic, p), -1), "STOPPED"))
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
        marks = {p: mark for p, mark, _s in entries}
        for t in truncations:
            if ex is None:
                t["evidence"].append(_observed(t, "STOPPED"))
                self.truth.truncation(t)
                continue
            if self.dialect.epochs:
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


# ---------------------------------------------------------------- producers


@dataclass
class Record:
    """One record to produce: topic, partition, key, value."""

    topic: str
    partition: int
    key: str
    value: str


@dataclass
class _Command:
    verb: str
    args: tuple = ()
    done: threading.Event = field(default_factory=threading.Event)


class ProducerActor(Actor):
    """A confluent-kafka producer in its own thread (client.id = the actor's name).

    Its ``cluster`` is where it produces now (:meth:`move` changes it).
    Commands are queued and run in order: :meth:`write` (records, one every
    ``pace`` seconds, then flush), :meth:`move` (to another cluster),
    :meth:`begin` / :meth:`abort` / :meth:`commit` (transactions, with ``transactional_id``).
    :meth:`wait` blocks until everything queued is done.  Every acknowledged
    record is reported to the truth with its Tansu offset.
    """

    kind = "producer (confluent-kafka)"

    def __init__(
        self,
        name: str,
        cluster: str,
        bootstrap: str,
        truth: Truth,
        transactional_id: str | None = None,
    ) -> None:
        super().__init__(name, truth, cluster)
        self.bootstrap = bootstrap
        truth.actor(name, self.kind, cluster, [bootstrap])
        self.transactional_id = transactional_id
        self._commands: queue.Queue[_Command] = queue.Queue()
        self._producer: Any = None
        self._in_txn = False
        self.acked: dict[tuple[str, str, int], list[int]] = {}
        self.failures: list[str] = []

    def write(self, records: Sequence[Record], pace: float = 0.01) -> None:
        """Queue ``records`` (not waiting for them)."""
        self._commands.put(_Command("write", (list(records), pace)))

    def move(self, cluster: str, bootstrap: str) -> None:
        """Queue a move: flush, close the producer, produce to ``bootstrap`` from now on."""
        self._commands.put(_Command("move", (cluster, bootstrap)))

    def begin(self) -> None:
        """Queue begin_transaction (init_transactions first time)."""
        self._commands.put(_Command("begin"))

    def abort(self) -> None:
        """Queue abort_transaction."""
        self._commands.put(_Command("abort"))

    def commit(self) -> None:
        """Queue commit_transaction."""
        self._commands.put(_Command("commit"))

    def wait(self, timeout: float = 30) -> None:
        """Block until every queued command has run; raise if the producer failed."""
        marker = _Command("mark")
        self._commands.put(marker)
        deadline = time.monotonic() + timeout
        while not marker.done.wait(0.05):
            if self.error is not None or not self.is_alive():
                break
            if time.monotonic() > deadline:
                raise TimeoutError(f"{self.name} still busy after {timeout} s")
        if self.error is not None:
            raise RuntimeError(f"{self.name} failed: {self.error}")
        if self.failures:
            raise RuntimeError(f"{self.name}: delivery failures {self.failures[:3]}")

    def _make(self) -> Any:
        from confluent_kafka import Producer

        conf = {
            "bootstrap.servers": self.bootstrap,
            "client.id": self.name,
            "acks": "all",
            "linger.ms": 5,
            "socket.nagle.disable": True,
        }
        if self.transactional_id:
            conf["transactional.id"] = self.transactional_id  # idempotent, as required
        else:
            conf["enable.idempotence"] = False  # plain batches the fetcher can copy as is
        return Producer(conf)

    def _delivered(self, cluster: str) -> Callable[[Any, Any], None]:
        def cb(err: Any, msg: Any) -> None:
            if err is not None:
                self.failures.append(str(err))
                return
            self.truth.produced_record(
                time.time_ns(),
                cluster,
                msg.topic(),
                msg.partition(),
                msg.offset(),
                self.name,
                self._in_txn,
            )
            self.acked.setdefault((cluster, msg.topic(), msg.partition()), []).append(msg.offset())

        return cb

    def loop(self) -> None:
        self._producer = self._make()
        if self.transactional_id:
            self._producer.init_transactions(15)
        try:
            while not self.halt.is_set():
                try:
                    cmd = self._commands.get(timeout=0.05)
                except queue.Empty:
                    self._producer.poll(0)
                    continue
                try:
                    self._run(cmd)
                finally:
                    cmd.done.set()
        finally:
            self._close()

    def _run(self, cmd: _Command) -> None:
        p = self._producer
        if cmd.verb == "write":
            records, pace = cmd.args
            cb = self._delivered(self.cluster)
            for r in records:
                p.produce(r.topic, key=r.key, value=r.value, partition=r.partition, on_delivery=cb)
                p.poll(0)
                if pace and self.halt.wait(pace):
                    break
            if p.flush(15):
                self.failures.append("records left in the queue after flush")
        elif cmd.verb == "move":
            self._close()
            self.cluster, self.bootstrap = cmd.args
            self.truth.actor(self.name, self.kind, None, [self.bootstrap])
            self._producer = self._make()
        elif cmd.verb == "begin":
            p.begin_transaction()
            self._in_txn = True
        elif cmd.verb in ("abort", "commit"):
            sent = time.time_ns()
            if cmd.verb == "commit":
                p.commit_transaction(15)
            else:
                p.abort_transaction(15)
            self._in_txn = False
            self.truth.txn_end(self.name, self.cluster, cmd.verb, sent)

    def _close(self) -> None:
        if self._producer is not None:
            self._producer.flush(10)
            self._producer = None  # librdkafka destroys the handle and joins its threads


# ---------------------------------------------------------------- admin poller


class Poller(Actor):
    """An admin tool polling DescribeMirrors on ``endpoint`` every ``interval`` seconds."""

    kind = "admin tool (poller)"

    def __init__(
        self,
        name: str,
        endpoint: Address,
        truth: Truth,
        mirrors: Sequence[str] | None = None,
        interval: float = 0.2,
        profile: Profile | None = None,
    ) -> None:
        super().__init__(name, truth)
        self.profile = profile
        self.endpoint = endpoint
        self.mirrors = list(mirrors or [])
        self.interval = interval
        self.polls = 0
        self.latest: dict[str, Any] | None = None

    def loop(self) -> None:
        while not self.halt.is_set():
            conn = self.conn(self.endpoint)
            describe = conn.profile.roles.rpc("describe_mirrors") or "DescribeMirrors"
            self.latest, _ = conn.call(describe, {"mirror_names": self.mirrors})
            self.polls += 1
            self.halt.wait(self.interval)
