"""The scenario's producers.

Owns: :class:`ProducerActor` -- a confluent-kafka producer (optionally
transactional) that writes the records it is given and can move clusters --
and :class:`Record` (one record to produce).

Must not import: the mirror actors (:mod:`.fetcher`, :mod:`.leader`, :mod:`.poller`),
capture reading, pandas or the CLI.
"""

from __future__ import annotations

import queue
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .actor import Actor
from .truth import Truth

__all__ = ["ProducerActor", "Record"]


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
