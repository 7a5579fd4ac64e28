"""The connection table: which TCP connection each segment belongs to.

Owns: :class:`Connection` (its two ends, its tcp_stream number, both
directions' reassembled bytes, how and when it ended) and :class:`FlowTable`
(flow key -> :class:`Flow`, streams numbered in order of appearance like
tshark's ``tcp.stream``, client and server told apart by the SYN or the
broker ports, a four-tuple reused by a new connection, finished connections'
entries forgotten once late packets are unlikely, idle connections found).

An idle connection is not closed: silence frees memory, never data.  A
connection quiet for ``IDLE_NS`` keeps its tcp_stream and its state (the
layers above release what they hold for it, see ``Dissector``), so the
response that comes an hour later is matched on the same stream as tshark
shows it.  Memory stays bounded: at most ``MAX_IDLE`` idle connections
holding at most ``MAX_IDLE_BYTES`` are kept, the longest silent beyond that
are closed (``FlowTable.surplus``).

Must not import: the framer, framing, decoding, matching, pandas or the CLI.
"""

from __future__ import annotations

import enum
from collections import deque
from collections.abc import Callable, Iterable

from ..capture.files import ACK, SYN, address
from .reassembly import Direction

__all__ = ["IDLE_NS", "MAX_IDLE", "MAX_IDLE_BYTES", "Connection", "Flow", "FlowTable"]

#: A closed connection's flow entries are forgotten this long (capture time) after it closed.
RETIRE_NS = 120_000_000_000
_MAX_RETIRED = 1 << 16
#: A connection silent this long (capture time) is idle: what is held for it is released
#: (Kafka's connections.max.idle.ms, 10 minutes on brokers; clients such as librdkafka keep
#: connections open far longer).  It keeps its tcp_stream and its state.
IDLE_NS = 600_000_000_000
#: Idle connections kept; the longest silent beyond this many are closed.
MAX_IDLE = 1 << 14
#: Bytes idle connections may hold (a frame begun before the silence); beyond, the longest
#: silent are closed.
MAX_IDLE_BYTES = 64 << 20
#: How often (capture time) idle connections are looked for.
SWEEP_NS = 60_000_000_000
#: Flows judged at once (detection); past it the oldest is let go as not Kafka.
MAX_PROBING = 4096


class Arrival(enum.Enum):
    """What a SYN, or a segment of a closed connection, means for a known flow
    (:meth:`FlowTable.arrival`)."""

    #: the same connection (a retransmitted SYN, a segment of an open one)
    SAME = "same"
    #: a late packet of a connection already closed (its last ACKs): counted, not decoded
    LATE = "late"
    #: a new connection on the same four-tuple: the old one is over
    REPLACED = "replaced"


class Connection:
    """One TCP connection: its ends, both directions' bytes, its end."""

    __slots__ = (
        "stream",
        "client",
        "server",
        "client_s",
        "server_s",
        "to_server",
        "to_client",
        "syn_seq",
        "closed",
        "reset",
        "last_ts",
        "idle_at",
        "waiting",
    )

    def __init__(self, stream: int, client: tuple, server: tuple) -> None:
        self.stream = stream
        #: ``(raw address, port)`` of each end, and as ``(address text, port)``
        self.client = client
        self.server = server
        self.client_s = (address(client[0]), client[1])
        self.server_s = (address(server[0]), server[1])
        self.to_server = Direction()
        self.to_client = Direction()
        #: sequence number of the client's SYN (a retransmission of it is not a new connection)
        self.syn_seq: int | None = None
        self.closed = False
        self.reset = False
        #: capture time of its last packet (idle connections release what is held for them)
        self.last_ts = 0
        #: ``last_ts`` when it was last found idle (None: not idle since its last packet)
        self.idle_at: int | None = None
        #: while a peer owes bytes the capture has not shown: the held segments
        #: (:class:`~dissector.stream.reorder.Waiting`), else None
        self.waiting = None


class Flow:
    """A flow table entry: the connection a four-tuple belongs to, and which way it goes.

    (A slotted class, not a NamedTuple: CPython 3.11 specialises unpacking and indexing of
    exact tuples only, and named tuples on the per-segment path cost ~3% of the default read.)
    """

    __slots__ = ("stream", "conn", "to_server", "probe")

    def __init__(self, stream: int, conn: Connection | None, to_server: bool) -> None:
        self.stream = stream
        #: None for a flow on no Kafka port (counted, not decoded)
        self.conn = conn
        self.to_server = to_server
        #: a flow on no Kafka port being judged (detection): its buffered state, else None
        self.probe = None


class FlowTable:
    """Flow key ``(src, sport, dst, dport)`` -> :class:`Flow`, both ways of each connection.

    ``ports``: the server ports.  ``new_connection(stream, client, server)``
    makes the connection object (a :class:`Connection`, maybe a subclass with
    the state of the layers above).  ``conns``: open connections by stream.
    ``sweep_at``: capture time after which :meth:`sweep` is due.
    ``surplus``: after a sweep, the idle connections beyond ``MAX_IDLE``
    (longest silent first), for the caller to close.  ``on_new_flow``: None, or called as
    ``on_new_flow(key, flags, flow)`` after each flow is made (a capture set's part notes
    where each connection began).
    """

    def __init__(self, ports: Iterable[int], new_connection=Connection) -> None:
        self.ports = frozenset(ports)
        self.new_connection = new_connection
        self.flows: dict[tuple, Flow] = {}
        self.conns: dict[int, Connection] = {}
        self.stream_count = 0
        self.sweep_at = 0
        self.surplus: list[Connection] = []
        self._retired: deque = deque()
        #: flows on no Kafka port being judged (detection), by stream, oldest first
        self.probing: dict[int, Flow] = {}
        self.on_new_flow: Callable[[tuple, int, Flow], None] | None = None

    def new_flow(self, key: tuple, flags: int, ts: int = 0) -> Flow:
        """A segment of a flow not in the table: a new stream (a connection on a Kafka port)."""
        flow = self._make_flow(key, flags, ts)
        if self.on_new_flow is not None:
            self.on_new_flow(key, flags, flow)
        return flow

    def _make_flow(self, key: tuple, flags: int, ts: int) -> Flow:
        src, sport, dst, dport = key
        stream = self.stream_count
        self.stream_count += 1
        rkey = (dst, dport, src, sport)
        self.expire(ts)
        ports = self.ports
        if sport not in ports and dport not in ports:
            self.flows[key] = self.flows[rkey] = Flow(stream, None, False)
            return self.flows[key]
        a, b = (src, sport), (dst, dport)
        if flags & SYN and not flags & ACK:
            client, server = a, b
        elif flags & SYN:
            client, server = b, a
        elif dport in ports and sport not in ports:
            client, server = a, b
        elif sport in ports and dport not in ports:
            client, server = b, a
        else:
            client, server = (a, b) if dport <= sport else (b, a)
        conn = self.new_connection(stream, client, server)
        self.conns[stream] = conn
        fwd = Flow(stream, conn, a == client)
        self.flows[key] = fwd
        self.flows[rkey] = Flow(stream, conn, not fwd.to_server)
        return fwd

    def arrival(self, conn: Connection, flags: int, seq: int) -> Arrival:
        """A SYN, or a segment of ``conn`` after it closed, on one of its flows: is it the
        same connection, a late packet of the closed one, or a new connection on the same
        four-tuple?  (A SYN with the client's first sequence number is the same connection's
        SYN again, a retransmission or a copy captured on another host, even after the
        connection closed: a new connection on the same ports starts at another sequence
        number, RFC 6528.)"""
        if not flags & SYN or flags & ACK or conn.syn_seq == seq:
            return Arrival.LATE if conn.closed else Arrival.SAME
        return Arrival.REPLACED

    def judge(self, flow: Flow, probe: object) -> None:
        """Hold ``flow`` (on no Kafka port) for judging, with ``probe``, the judge's buffer
        of its segments; past :data:`MAX_PROBING` the oldest judged is let go."""
        flow.probe = probe
        probing = self.probing
        probing[flow.stream] = flow
        if len(probing) > MAX_PROBING:  # silent flows (SYNs unanswered): judged no more
            probing.pop(next(iter(probing))).probe = None

    def judged(self, flow: Flow) -> None:
        """``flow`` is judged (Kafka or not): no longer held."""
        flow.probe = None
        self.probing.pop(flow.stream, None)

    def adopt(self, stream: int, client: tuple, server: tuple) -> Connection:
        """A flow on no Kafka port proved to carry Kafka: its connection, ``server``'s port
        a Kafka port from now on (``(raw address, port)`` of each end)."""
        self.ports = self.ports | {server[1]}
        conn = self.new_connection(stream, client, server)
        self.conns[stream] = conn
        self.flows[(*client, *server)] = Flow(stream, conn, True)
        self.flows[(*server, *client)] = Flow(stream, conn, False)
        return conn

    def retire(self, stream: int, key: tuple, ts: int) -> None:
        """Forget a finished flow's table entries once late packets are unlikely."""
        self._retired.append((ts, stream, key))

    def forget(self, conn: Connection, ts: int | None) -> None:
        """``conn`` is closed: out of the open connections; its entries retire (at ``ts``).

        Its byte streams go (late packets of a closed connection are only counted).
        """
        conn.to_server = conn.to_client = None
        self.conns.pop(conn.stream, None)
        if ts is not None:
            c, s = conn.client, conn.server
            self.retire(conn.stream, (c[0], c[1], s[0], s[1]), ts)

    def expire(self, ts: int) -> None:
        """Drop the entries retired long enough before ``ts`` (or too many of them)."""
        retired = self._retired
        while retired and (retired[0][0] < ts - RETIRE_NS or len(retired) > _MAX_RETIRED):
            _t, stream, key = retired.popleft()
            src, sport, dst, dport = key
            for k in (key, (dst, dport, src, sport)):
                flow = self.flows.get(k)
                if flow is not None and flow.stream == stream:
                    del self.flows[k]

    def sweep(self, ts: int) -> list[Connection]:
        """The connections newly silent for ``IDLE_NS`` at ``ts`` (old entries expire too).

        A connection is returned once per silence (again only after a packet of
        it came).  Sets :attr:`surplus`: the idle connections beyond
        ``MAX_IDLE`` or ``MAX_IDLE_BYTES`` (bytes they hold), longest silent first.
        """
        self.sweep_at = ts + SWEEP_NS
        self.expire(ts)
        cutoff = ts - IDLE_NS
        idle = [c for c in self.conns.values() if c.last_ts < cutoff]
        fresh = [c for c in idle if c.idle_at != c.last_ts]
        for c in fresh:
            c.idle_at = c.last_ts
        idle.sort(key=lambda c: c.last_ts, reverse=True)  # the most recent are kept first
        kept = held = 0
        surplus = []
        for c in idle:
            size = _held(c)
            if kept < MAX_IDLE and held + size <= MAX_IDLE_BYTES:
                kept += 1
                held += size
            else:
                surplus.append(c)
        self.surplus = surplus[::-1]
        return fresh


def _held(c: Connection) -> int:
    """Bytes a connection holds: both directions' unframed and out-of-order bytes."""
    n = 0
    for d in (c.to_server, c.to_client):  # (no generator: every sweep asks every idle one)
        if d is not None:
            n += len(d.data) + d.pending_bytes
    return n
