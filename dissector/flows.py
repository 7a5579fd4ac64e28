"""The connection table: which TCP connection each segment belongs to.

Owns: :class:`Connection` (its two ends, its tcp_stream number, both
directions' reassembled bytes, how and when it ended) and :class:`FlowTable`
(flow key -> :class:`Flow`, streams numbered in order of appearance like
tshark's ``tcp.stream``, client and server told apart by the SYN or the
broker ports, a four-tuple reused by a new connection, finished connections'
entries forgotten once late packets are unlikely, idle connections found).

Must not import: the framer, framing, decoding, matching, pandas or the CLI.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable

from .capture import ACK, SYN, address
from .reassembly import Direction

__all__ = ["IDLE_NS", "Connection", "Flow", "FlowTable"]

#: A closed connection's flow entries are forgotten this long (capture time) after it closed.
RETIRE_NS = 120_000_000_000
_MAX_RETIRED = 1 << 16
#: A connection silent this long (capture time) is closed: Kafka's connections.max.idle.ms
#: (10 minutes on brokers) has closed it on the wire too.
IDLE_NS = 600_000_000_000
#: How often (capture time) idle connections are looked for.
SWEEP_NS = 60_000_000_000


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
        #: capture time of its last packet (idle connections are let go)
        self.last_ts = 0


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
    """

    def __init__(self, ports: Iterable[int], new_connection=Connection) -> None:
        self.ports = frozenset(ports)
        self.new_connection = new_connection
        self.flows: dict[tuple, Flow] = {}
        self.conns: dict[int, Connection] = {}
        self.stream_count = 0
        self.sweep_at = 0
        self._retired: deque = deque()

    def new_flow(self, key: tuple, flags: int, ts: int = 0) -> Flow:
        """A segment of a flow not in the table: a new stream (a connection on a Kafka port)."""
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
        """The connections idle longer than Kafka lets them live (old entries expire too)."""
        self.sweep_at = ts + SWEEP_NS
        self.expire(ts)
        return [c for c in self.conns.values() if c.last_ts < ts - IDLE_NS]
