"""From capture file to decoded, matched Kafka messages: the stages composed.

Owns: :class:`Dissector`, which runs each packet through the stages — capture
reading (:mod:`dissector.capture.files`), the connection table
(:mod:`dissector.stream.flows`), TCP reassembly (:mod:`dissector.stream.reassembly`), the
framer (:mod:`dissector.frames.framer`, asking :mod:`dissector.frames.plausibility` where
Kafka frames may start), matching (:mod:`dissector.decode.matching`) and decoding
(:mod:`dissector.decode.decoding`) — and ends connections (closed, reset, replaced,
or at the end of the capture).  Connections on ports not given are judged, then adopted
or let go, by :mod:`dissector.pipeline.judging`.  A connection that goes idle is not ended: it
keeps its tcp_stream and conversation, only segments held behind a gap are
released (declared lost), so a message after any silence is still matched.
``Message`` and ``DEFAULT_PORTS`` are
importable from here; ``iter_messages`` is :mod:`dissector.pipeline.messages`'.

Must not import: pandas or the CLI (tables are built in ``table``).
"""

from __future__ import annotations

import dataclasses
import os
import struct
import warnings
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any

from ..capture.copies import Copies, merge_segment
from ..capture.files import ACK, ETH_IP4_TCP, FIN, RST, SYN, TS_MAX, TS_MIN, segment_fields
from ..capture.fragments import Fragments
from ..capture.sets import open_capture
from ..capture.tls import Decrypting, decrypted_records, has_secrets
from ..capture.tunnels import VXLAN_PORT, Decapsulator
from ..decode.decoding import DecodeOptions, Decoder
from ..decode.matching import Matcher
from ..decode.message import Message
from ..errors import CaptureError, CaptureWarning
from ..flags import Flag
from ..frames.detection import Probe
from ..frames.framer import HOLD_LIMIT, Framer
from ..frames.framing import DEFAULT_MAX_FRAME
from ..frames.plausibility import KafkaRules
from ..profiles.profile import Profile, load_profile
from ..stream.flows import MAX_IDLE, MAX_IDLE_BYTES, Arrival, FlowTable
from ..stream.reorder import Waits
from .coverage import Coverage
from .judging import judge
from .snapshot import ConnectionState, Snapshot, snapshot_of

try:
    import cython
except ImportError:  # no Cython: the pure-Python path
    from .. import puremode as cython

if not cython.compiled:  # (compiled, these are the C types dissector.pxd cimports)
    from ..decode.matching import Conversation
    from ..frames.framer import FrameState
    from ..stream.flows import Connection, Flow
    from ..stream.reassembly import Direction

__all__ = [
    "DEFAULT_PORTS",
    "ConnectionState",
    "DissectOptions",
    "Dissector",
    "Message",
    "Snapshot",
    "judged_ports",
    "tls_between_kafka_hosts",
]

DEFAULT_PORTS = (9092,)
_I32 = struct.Struct(">i").unpack_from

#: What a record reader that gives no snap length is taken to say: none (unlimited).
_NO_SNAPLEN = SimpleNamespace(snaplen=0)


#: The note on a message whose frame's capture time was clamped
#: (see dissector.capture.files.TS_MAX).
CLAMPED_NOTE = "capture time clamped: the interface's if_tsresol/if_tsoffset put it past 64-bit ns"


def _note_clamped(msgs: list[Message]) -> None:
    """Note the messages completed by a frame whose capture time the reader clamped."""
    for m in msgs:
        if (m.ts_ns >= TS_MAX or m.ts_ns <= TS_MIN) and not m.flags & Flag.TIME_CLAMPED:
            m.flags |= Flag.TIME_CLAMPED
            m.notes.append(CLAMPED_NOTE)


def _noted(reader, msgs: list[Message]) -> list[Message]:
    """``msgs``, noted when ``reader`` clamped capture times (see :func:`_note_clamped`)."""
    if reader.clamped_count:
        _note_clamped(msgs)
    return msgs


def _fed(feed: Callable, items: list[tuple]) -> list[Message]:
    """The messages ``feed`` (:meth:`Dissector.feed_segment`) makes of segments
    ``(frame, ts, seg)`` the duplicate rule let through
    (:meth:`~dissector.capture.copies.Copies.segment`)."""
    out: list[Message] = []
    for frame, ts, seg in items:
        res = feed(frame, ts, *seg)
        if res:
            out += res
    return out


def tls_between_kafka_hosts(d: Dissector) -> dict[int, int]:
    """Server port -> TLS connections on it that detection did not take for Kafka (its
    bytes are encrypted) between two hosts ``d`` saw speak Kafka elsewhere in the
    capture: likely Kafka over TLS, readable with a key log (``--tls-keylog``)."""
    hosts = d.kafka_hosts
    out: dict[int, int] = {}
    for port, conns in d.tls_elsewhere.items():
        n = sum(1 for client, server, _stream in conns if client in hosts and server in hosts)
        if n:
            out[port] = n
    return out


def judged_ports(d: Dissector) -> set[int]:
    """The ports (both ends) of the connections ``d``'s detection is still judging: their
    segments are buffered, no message made of them yet (a later verdict, or a port found
    Kafka on another connection, decodes them from their first segment)."""
    out: set[int] = set()
    for flow in d.flow_table.probing.values():
        probe = flow.probe
        if probe is not None and probe.segments:
            _f, _t, _src, sport, _dst, dport = probe.segments[0][:6]
            out.update((sport, dport))
    return out


class KafkaConnection(Connection):
    """A TCP connection with its Kafka state: both directions' framers, the conversation."""

    __slots__ = ("conv", "server_frames", "client_frames", "fast")


@dataclass(frozen=True)
class DissectOptions:
    """What a :class:`Dissector` is asked to do, besides its ports and profile: ``max_frame``,
    ``detect``, ``tls_keylog``, and how deep it decodes (``decode``, a
    :class:`~dissector.decode.decoding.DecodeOptions`: ``full``, ``always``,
    ``decode_errors``, ``always_requests``, ``repeats``, ``max_decompressed``,
    ``record_objects``).

    ``max_frame``: frames above this size in bytes are flagged
    ``frame_too_large`` and not buffered (default 100 MiB, Kafka's
    socket.request.max.bytes).  ``full``: decode every standard API body with
    kio and every record batch (default: headers, mirror bodies, the
    error_code of responses where it sits at a fixed offset, and Produce's
    acks).  ``always``: standard API keys whose bodies are decoded anyway
    (``{ApiKey.API_VERSIONS}`` to see what brokers advertise).  ``decode_errors``,
    ``always_requests``, ``repeats``: what the analysis narrows decoding with (see
    :class:`~dissector.decode.decoding.Decoder`).  ``detect``:
    judge every connection on other ports too (:mod:`dissector.frames.detection`);
    one that proves to be Kafka is decoded from its first segment, and its
    broker port lands in ``detected_ports``.  ``tls_keylog``: an
    NSS key log file; with it (or with secrets embedded in a pcapng) the TLS
    connections whose keys are known are decrypted by tshark and decoded like
    plaintext (:mod:`dissector.capture.tls`; one capture file, not a set); TLS without a key
    is one message per direction noted ``encrypted (TLS, no key)``.
    ``vxlan_ports``: UDP ports read as VXLAN besides 4789 (GENEVE's 6081, GRE,
    ERSPAN and MPLS are always opened: :mod:`dissector.capture.tunnels`).
    ``max_decompressed``: the decompression budget of record batches (``full``
    reads), in bytes: one int for the budget of each Kafka frame (default 128
    MiB), or ``(frame, capture)`` (the capture's default 8 GiB); a batch past
    it stays compressed, flagged ``decompression_budget``
    (:class:`dissector.wire.records.DecompressionBudget`).  ``record_objects``
    (default True): with ``full``, the messages' bodies hold the decoded
    batches and records; False checks them (same expert words and notes)
    without building them, for readers that keep only rows (``kmirror read``).
    """

    max_frame: int = DEFAULT_MAX_FRAME
    detect: bool = False
    tls_keylog: str | os.PathLike | None = None
    vxlan_ports: tuple[int, ...] = ()
    decode: DecodeOptions = field(default_factory=DecodeOptions)

    @classmethod
    def of(cls, options: DissectOptions | None = None, **knobs: Any) -> DissectOptions:
        """``options`` (default: the defaults) with ``knobs`` set by name: this class's
        fields and :class:`DecodeOptions`' (``decode_bodies`` is another name of ``full``).
        Raises TypeError naming a knob that is neither."""
        base = cls() if options is None else options
        if "decode_bodies" in knobs:
            bodies = knobs.pop("decode_bodies")
            if bodies is not None:
                knobs["full"] = bodies
        own = {f.name for f in dataclasses.fields(cls)} - {"decode"}
        deep = {f.name for f in dataclasses.fields(DecodeOptions)}
        unknown = sorted(set(knobs) - own - deep)
        if unknown:
            raise TypeError(f"Dissector() got unexpected keyword argument(s): {', '.join(unknown)}")
        decode = dataclasses.replace(base.decode, **{k: v for k, v in knobs.items() if k in deep})
        return dataclasses.replace(
            base, decode=decode, **{k: v for k, v in knobs.items() if k in own}
        )


class Dissector:
    """Stateful decoder: feed it packets, collect messages.

    ``ports``: server ports that carry Kafka (the side whose port is listed
    is the broker).  ``profile``: the mirror profile (default: the seed's).
    ``options``: a :class:`DissectOptions` (its docstring describes each knob); the knobs
    may also be given by name (``Dissector(ports, profile, full=True)``), over ``options``.
    ``hold_limit`` (attribute, default 1 MiB): a frame this large whose body
    is not decoded (a standard API without ``full``) keeps only its first
    128 KiB while the rest streams past; its message still carries the whole
    ``length``.

    Counters after a run: ``packets``, ``tcp_packets``, ``messages``,
    ``skipped_bytes`` (bytes dropped while looking for a frame boundary),
    ``lost_bytes`` (gaps, snap length), ``coverage`` (packets not decoded, by cause).
    ``fast_path`` (default True): the commonest segments skip :meth:`feed_segment`'s checks
    (False: none does; the output is the same, the tests check it).
    """

    fast_path = True

    def __init__(
        self,
        ports: Iterable[int] = DEFAULT_PORTS,
        profile: Profile | None = None,
        options: DissectOptions | None = None,
        **knobs: Any,
    ) -> None:
        o = self.options = DissectOptions.of(options, **knobs)
        max_frame, detect, tls_keylog = o.max_frame, o.detect, o.tls_keylog
        self.ports = frozenset(ports)
        self.tls_keylog = tls_keylog
        self.detect = detect
        #: broker ports where detection found Kafka (not among ``ports``), in order found
        self.detected_ports: list[int] = []
        #: broker ports of the connections decoded (given or detected), and their hosts
        self.kafka_ports: set[int] = set()
        self.kafka_hosts: set[bytes] = set()
        #: server port -> TLS connections decoded without their keys (rows noted encrypted)
        self.tls_unread: dict[int, int] = {}
        #: server port -> {(client, server, tcp_stream)} of TLS that detection let go
        self.tls_elsewhere: dict[int, set[tuple]] = {}
        #: server port -> ``(looks_like, first_frame, last_frame)`` of each connection on
        #: it whose first bytes proved it not Kafka (its one row: kind ``foreign``)
        self.not_kafka: dict[int, list[tuple[str, int, int]]] = {}
        self.profile = profile or load_profile()
        self.max_frame = max_frame
        self.full = o.decode.full
        self.always = o.decode.always
        self.flow_table = FlowTable(self.ports, self._new_connection)
        self.flows = self.flow_table.flows
        self.packets = self.tcp_packets = 0
        self.lost_bytes = 0
        self.reader = None
        self.fragments = Fragments()  # IP fragments held until their datagram is whole
        self.waits = Waits()  # connections waiting for bytes a peer acknowledged
        self._replaying = False
        self.tunnels = Decapsulator((VXLAN_PORT, *o.vxlan_ports))  # opens tunnelled packets
        self.coverage = Coverage(self.tunnels)
        #: the duplicate rule of the capture read (its ``duplicates``); None before a read
        self.copies: Copies | None = None
        self.decoder = Decoder(self.profile, o.decode)
        self.matcher = Matcher(self.decoder)
        self.framer = Framer(max_frame, HOLD_LIMIT)
        #: where Kafka frames may start (the framer's judge; detection's too)
        self.rules = KafkaRules(self.decoder, self.matcher, max_frame)
        self._whole_frames = self.framer.whole_frames  # (bound once: called per data segment)

    def snapshot(self) -> Snapshot:
        """The state a later reader needs of this one (a capture set's part: what each
        connection carries across the seam between two files); see :class:`Snapshot`."""
        return snapshot_of(self)

    def resume(self, topic_names: dict[str, tuple[str, int]]) -> None:
        """Take up topic names learnt before this dissector began (a capture set's earlier
        files: ``{topic_id: (name, frame)}``), as if it had read their responses."""
        self.decoder.topic_ids.names.update(topic_names)

    def watch_flows(self, callback: Callable[[tuple, int, int], None] | None) -> None:
        """Call ``callback(key, tcp flags, tcp_stream)`` for each flow the dissector begins
        (None: stop); a capture set's part notes where each connection began."""
        if callback is None:
            self.flow_table.on_new_flow = None
        else:
            self.flow_table.on_new_flow = lambda key, flags, flow: callback(key, flags, flow.stream)

    @property
    def hold_limit(self) -> int:
        """Frames at least this large whose body is not decoded keep only their first bytes."""
        return self.framer.hold_limit

    @hold_limit.setter
    def hold_limit(self, value: int) -> None:
        self.framer.hold_limit = value

    @property
    def messages(self) -> int:
        """Messages made so far."""
        return self.framer.messages

    @property
    def skipped_bytes(self) -> int:
        """Bytes dropped while looking for a frame boundary."""
        return self.framer.skipped_bytes

    def _new_connection(self, stream: int, client: tuple, server: tuple) -> KafkaConnection:
        conn = KafkaConnection(stream, client, server)
        self.kafka_ports.add(server[1])
        self.kafka_hosts.update((client[0], server[0]))
        conv = conn.conv = Conversation(stream, conn.client_s, conn.server_s)
        conv.tunnel = self.tunnels.teller(client, server)  # None: the capture has no tunnel
        rules = self.rules
        sf = conn.server_frames = FrameState(conn.to_server, rules.requests, conv)
        cf = conn.client_frames = FrameState(conn.to_client, rules.responses, conv)
        # what _batches' fast path reads of a segment's direction, fixed for the
        # connection's life (None once closed), by ``flow.to_server`` (False 0, True 1):
        # the direction's frames and bytes, the other direction's bytes, the judge's
        # ``decode`` and ``seen``, the conversation (the side the judge is told about)
        rq, rs = rules.requests, rules.responses
        conn.fast = (
            (cf, conn.to_client, conn.to_server, rs.decode, rs.seen, conv),
            (sf, conn.to_server, conn.to_client, rq.decode, rq.seen, conv),
        )
        return conn

    # ------------------------------------------------------------ packets

    def feed_path(
        self, path: str | os.PathLike | Iterable[str | os.PathLike], follow: bool = False
    ) -> Iterator[Message]:
        """Decode every packet of a capture file, then flush what is left.

        ``path``: a file, or several files, a directory or a glob read as one
        capture (:func:`dissector.capture.sets.open_capture`: ordered by time,
        frames numbered in the merged order, a packet captured twice counted once).

        ``follow``: keep reading as the file grows (stop with ``self.reader.stop()``).
        Raises CaptureError for a file that is not a readable capture; warns
        with :class:`dissector.errors.CaptureWarning` when the file ends inside
        a record (every packet before the cut is decoded), for a malformed
        block the reader stepped over, and when capture times were clamped to
        64-bit nanoseconds (the messages of those frames carry ``CLAMPED_NOTE``).
        """
        for batch in self.batches(open_capture(path, follow=follow), follow):
            yield from batch

    def feed_reader(self, reader, follow: bool = False) -> Iterator[Message]:
        """Decode every record ``reader`` yields, then flush what is left (see :meth:`feed_path`).

        ``reader``: what :func:`~dissector.capture.sets.open_capture` returns, or any
        object with ``tuples()`` (``(frame, ts_ns, linktype, data, wirelen)``), ``paths``
        or ``path``, ``cut`` and ``position`` (:mod:`dissector.parallel.dask` feeds file seams).
        """
        for batch in self.batches(reader, follow):
            yield from batch

    def path_batches(
        self, path: str | os.PathLike | Iterable[str | os.PathLike], follow: bool = False
    ) -> Iterator[list[Message]]:
        """:meth:`feed_path`'s messages in lists (one or more a list, never an empty one, in
        the same order): for readers that take them a list at a time (``kmirror read``)."""
        return self.batches(open_capture(path, follow=follow), follow)

    def batches(self, reader, follow: bool = False) -> Iterator[list[Message]]:
        """:meth:`feed_reader`'s messages in lists (see :meth:`path_batches`)."""
        return _batches(self, reader, follow)

    def feed_segment(
        self,
        frame: int,
        ts: int,
        src: bytes,
        sport: int,
        dst: bytes,
        dport: int,
        seq: int,
        flags: int,
        payload: bytes,
        missing: int,
        ack: int | None = None,
    ) -> list[Message] | None:
        """Process one TCP segment (addresses as raw bytes); returns the messages it completed.

        ``missing``: payload bytes on the wire the capture did not keep (snap
        length).  ``ack``: the acknowledgement number (when the ACK flag is
        set), the evidence that bytes the capture lost were delivered anyway.
        """
        self.tcp_packets += 1
        key = (src, sport, dst, dport)
        table = self.flow_table
        flow = self.flows.get(key)
        out: list[Message] | None = None
        if ts > self.waits.due_at:
            out = [m for c in self.waits.overdue(ts) for m in self._replay(c)] or None
        if ts > table.sweep_at:
            out = (out or []) + self._sweep(ts) or None
        if flow is None:
            flow = table.new_flow(key, flags, ts)
            if flow.conn is None and self.detect:
                table.judge(flow, Probe())
        elif flow.conn is not None and (flow.conn.closed or flags & SYN):
            conn = flow.conn
            arrival = table.arrival(conn, flags, seq)
            if arrival is Arrival.LATE:
                return None  # the last ACKs of a closed connection
            if arrival is Arrival.REPLACED:
                out = self._close(conn, "connection replaced by a new one on the same ports")
                flow = table.new_flow(key, flags, ts)
        conn = flow.conn
        if conn is None:
            if flow.probe is not None:
                seg = (frame, ts, src, sport, dst, dport, seq, flags, payload, missing, ack)
                res = judge(self, flow, seg)
                return res if out is None else out + res
            if flags & (FIN | RST):
                table.retire(flow.stream, key, ts)
            self.coverage.not_kafka += 1
            return out
        conn.last_ts = ts
        to_server = flow.to_server
        if conn.waiting is not None:  # a peer owes bytes: held, replayed once they come
            seg = (frame, ts, src, sport, dst, dport, seq, flags, payload, missing, ack)
            over = self.waits.hold(conn, seg, to_server)
            return (out or []) + self._replay(conn) if over else out
        if to_server:
            f, o = conn.server_frames, conn.to_client
        else:
            f, o = conn.client_frames, conn.to_server
        d = f.tcp
        if ack is not None and ack != o.next_seq and (o.pending or payload or flags & FIN):
            # The peer has bytes we never saw (acted on when the stream has moved on or an
            # answer is coming): the connection waits for them (a capture may show them
            # late: dissector.stream.reorder); in the replay, what is still missing is lost.
            if not self._replaying and o.unseen(ack):
                seg = (frame, ts, src, sport, dst, dport, seq, flags, payload, missing, ack)
                self.waits.start(conn, seg, to_server, ts)
                return out
            of = conn.client_frames if to_server else conn.server_frames
            while o.acked(ack, frame, ts):  # every gap before ``ack``, one at a time
                out = (out or []) + self.framer.pump(of)
        if flags & SYN:
            if not flags & ACK:
                conn.syn_seq = seq
            if d.syn(seq):
                f.synced = True
            return out
        if flags & (FIN | RST):
            d.fin = True
            d.fin_seq = (seq + len(payload) + missing) & 0xFFFFFFFF
            if flags & RST:
                # nothing more from either side; what the sender sent before it may
                # still be on its way (reordered), so close once it is all in
                conn.reset = d.reset = o.reset = o.fin = True
        if (
            payload
            and not missing
            and seq == d.next_seq
            and f.synced
            and not d.data
            and not d.pending
            and d.drop_to is None
            and not conn.conv.sasl_raw
        ):
            res = self._whole_frames(f, seq, payload, frame, ts)
            if res:
                out = res if out is None else out + res
        elif (payload or missing) and d.add(seq, payload, missing, frame, ts):
            res = self.framer.pump(f)
            if res:
                out = res if out is None else out + res
        if d.fin and o.fin and d.complete() and o.complete():
            res = self._close(conn, "connection reset" if conn.reset else "connection closed", ts)
            if res:
                out = res if out is None else out + res
        return out

    def _replay(self, conn: KafkaConnection) -> list[Message]:
        """The wait of ``conn`` is over: its held segments fed in the order they were sent
        (``Waits.take``); bytes still missing are declared lost by the ACKs that prove it."""
        segs = self.waits.take(conn)
        self.tcp_packets -= len(segs)  # counted once already
        replaying, self._replaying = self._replaying, True
        try:
            return [m for seg in segs for m in self.feed_segment(*seg) or ()]
        finally:
            self._replaying = replaying

    def _sweep(self, ts: int) -> list[Message]:
        """Idle connections release what they hold (never their state); old flow entries go.

        Segments held behind a gap for the whole silence are past hope: the gap is
        declared lost and the frames after it framed.  The connection keeps its
        tcp_stream, requests in flight and ids.  Only beyond ``MAX_IDLE`` idle
        connections (or ``MAX_IDLE_BYTES`` held by them) are the longest silent
        closed (their unanswered requests and cut frames say so).
        """
        out: list[Message] = []
        table = self.flow_table
        framer = self.framer
        for conn in table.sweep(ts):
            for f in (conn.server_frames, conn.client_frames):
                d = f.tcp
                while d.pending and d.lose_pending():
                    out += framer.pump(f)
        for conn in table.surplus:
            why = f"more idle connections than kept ({MAX_IDLE}, {MAX_IDLE_BYTES >> 20} MiB)"
            out += self._close(conn, why, ts)
        return out

    def finish(self) -> Iterator[Message]:
        """End of input: frames held behind gaps released, partial frames reported, coverage."""
        for batch in self._finish_batches():
            yield from batch

    def _finish_batches(self) -> Iterator[list[Message]]:
        """:meth:`finish`'s messages, a list per connection that ends with some."""
        for conn in list(self.flow_table.conns.values()):
            out = self._close(conn)
            if out:
                yield out
        self.coverage.end(self.fragments, self.flow_table.probing.values())

    def _close(
        self, conn: KafkaConnection, why: str = "the end of the capture", ts: int | None = None
    ) -> list[Message]:
        """The connection is over: release what gaps held back, report frames cut short."""
        out: list[Message] = []
        if conn.waiting is not None:
            out += self._replay(conn)
        if conn.closed:
            return out
        framer = self.framer
        for f in (conn.server_frames, conn.client_frames):
            d = f.tcp
            f.flushing = True  # nothing will confirm a frame boundary now: take the plausible
            if f.idle():
                # nothing held (the usual end of a connection): only the accounting
                framer.skipped_bytes += f.skipped
                f.skipped = 0
                self.lost_bytes += d.lost_bytes
                continue
            out += framer.pump(f)
            while d.lose_pending():
                out += framer.pump(f)
            m = framer.end(f, why)
            if m is not None:
                out.append(m)
            self.lost_bytes += d.lost_bytes
        conn.closed = True
        if conn.conv.encrypted:  # coverage: Kafka over TLS read without its keys
            self.tls_unread[conn.server[1]] = self.tls_unread.get(conn.server[1], 0) + 1
        if conn.conv.foreign is not None:  # coverage: a stranger on a Kafka port
            first, last = conn.conv.foreign_frames or (0, 0)
            self.not_kafka.setdefault(conn.server[1], []).append((conn.conv.foreign, first, last))
        conn.conv.close()
        # Its entries stay in the flow table a while (late packets): keep only what they need.
        conn.conv = conn.server_frames = conn.client_frames = conn.fast = None
        self.flow_table.forget(conn, ts)
        return out


@cython.locals(
    flow=Flow, conn=KafkaConnection, f=FrameState, d=Direction, o=Direction, conv=Conversation
)
def _batches(self: Dissector, reader, follow: bool) -> Iterator[list[Message]]:
    """:meth:`Dissector.batches` (out of the class: its loop is long).

    The commonest packets (Ethernet, IPv4, TCP) are parsed inline, as
    :func:`~dissector.capture.files.segment_fields` would.  Segments of the commonest
    kind (more bytes of a Kafka connection, in order, on a frame boundary, nothing held,
    no flag but ACK and PSH, nothing due) go straight to the framer:
    :meth:`Dissector.feed_segment` would do the same steps through its checks;
    ``fast_path`` False sends every segment through it, and every packet through
    ``segment_fields`` (the tests compare).
    """
    self.reader = reader
    # plain tuples, not Record/Segment: a named tuple per packet costs ~2% (see capture)
    parse = segment_fields
    files = getattr(reader, "paths", None) or [reader.path]
    if len(files) > 1:
        if self.tls_keylog is not None:
            raise CaptureError(
                "TLS decryption reads one capture file: merge the files first "
                "(mergecap -w all.pcapng FILES...) and give that one"
            )
    elif self.tls_keylog is not None or (not follow and has_secrets(files[0])):
        parse = _decrypting(self, files[0])
    frags = self.fragments
    feed = self.feed_segment
    framer, waits, fast = self.framer, self.waits, self.fast_path
    whole_frames, max_frame = framer.whole_frames, framer.max_frame
    table = self.flow_table
    flows = table.flows
    tunnels, not_decoded = self.tunnels, self.coverage.packet
    # A packet captured twice counts once (dissector.capture.copies: where the rule is
    # asked, and why); a capture set has sifted its records by it already.
    copies = getattr(reader, "copies", None)
    sift = copies is None
    self.copies = copies = copies or Copies(merge_segment, hold=not follow, tunnels=tunnels)
    held, snap = copies.held, reader if hasattr(reader, "snaplen") else _NO_SNAPLEN
    n = tcp_n = 0  # (packets, and TCP ones counted here: stored once the loop ends)
    # (fast_path False: no packet parsed inline)
    direct, eth_ip4_tcp = fast and parse is segment_fields, ETH_IP4_TCP
    for frame, ts, lt, data, wirelen in reader.tuples():
        n += 1
        whole = False
        if direct and lt == 1 and len(data) >= 54:
            # segment_fields' first case, inline (Ethernet, IPv4 without options, not a
            # fragment, TCP, the whole segment kept: nearly every packet), the same fields
            et, vihl, total, frag, proto, src, dst, sport, dport, seq, ack, doff, flags = (
                eth_ip4_tcp(data, 0)
            )
            start = 34 + (doff >> 4) * 4
            ip_end = 14 + total if total >= 20 else wirelen
            whole = (
                et == 0x0800
                and vihl == 0x45
                and proto == 6
                and not frag & 0x3FFF
                and doff >= 0x50
                and start <= len(data)
                and ip_end <= len(data)
            )
        if whole:
            if not flags & ACK:
                ack = None
            payload, missing = data[start:ip_end], 0
            if sift and held:
                seg = (src, sport, dst, dport, seq, flags, payload, 0, ack)
                out = _noted(reader, _fed(feed, copies.segment(frame, ts, lt, data, seg)))
                if out:
                    yield out
                continue
        else:
            seg = parse(frame, ts, lt, data, wirelen, frags, tunnels)
            if seg is None:
                not_decoded(lt, data)
                continue
            if sift and (held or seg[7] and not 0 < snap.snaplen <= len(data)):
                out = _noted(reader, _fed(feed, copies.segment(frame, ts, lt, data, seg)))
                if out:
                    yield out
                continue
            src, sport, dst, dport, seq, flags, payload, missing, ack = seg
        if not payload and not missing and not flags & 7 and ts <= table.sweep_at:
            # A bare ACK of a known flow: nothing for the byte streams, unless the
            # peer's direction holds segments behind a gap (the ACK may prove it lost).
            flow = flows.get((src, sport, dst, dport))
            if flow is not None:
                conn = flow.conn
                if conn is None:
                    if flow.probe is None:
                        tcp_n += 1
                        self.coverage.not_kafka += 1
                        continue
                elif conn.closed:
                    tcp_n += 1
                    continue
                elif not (conn.to_client if flow.to_server else conn.to_server).pending:
                    conn.last_ts = ts
                    tcp_n += 1
                    continue
        if fast and payload and not missing and not flags & 7:
            flow = flows.get((src, sport, dst, dport))
            conn = None if flow is None else flow.conn
            if (
                conn is not None
                and not conn.closed
                and conn.waiting is None
                and ts <= waits.due_at
                and ts <= table.sweep_at
            ):
                f, d, o, decode, seen, conv = conn.fast[flow.to_server]
                if (
                    (ack is None or ack == o.next_seq)
                    and seq == d.next_seq
                    and f.synced
                    and not d.fin
                    and not d.data
                    and not d.pending
                    and d.drop_to is None
                    and not conv.sasl_raw
                ):
                    tcp_n += 1
                    conn.last_ts = ts
                    n_pay = len(payload)
                    if n_pay >= 8 and _I32(payload, 0)[0] == n_pay - 4 and n_pay - 4 <= max_frame:
                        # one frame, the whole payload (Framer.whole_frames' first case)
                        m = decode(conv, payload, frame, ts, None)
                        if not f.guessed:
                            seen(conv, m)
                        d.base += n_pay
                        d.next_seq = (seq + n_pay) & 0xFFFFFFFF
                        framer.messages += 1
                        out = [m]
                    else:
                        out = whole_frames(f, seq, payload, frame, ts)
                    if out:
                        if reader.clamped_count:
                            _note_clamped(out)
                        yield out
                    continue
        out = feed(frame, ts, src, sport, dst, dport, seq, flags, payload, missing, ack)
        if out:
            if reader.clamped_count:
                _note_clamped(out)
            yield out
    if held:
        out = _noted(reader, _fed(feed, copies.flush()))
        if out:
            yield out
    self.packets += n
    self.tcp_packets += tcp_n
    said = self.fragments.warning()
    if said:  # nothing dropped without a word
        warnings.warn(said, CaptureWarning, stacklevel=1)
    if reader.cut and n:  # several files: ``cut`` names each file cut short itself
        text = reader.cut if len(files) > 1 else f"{reader.path}: {reader.cut}"
        warnings.warn(text, CaptureWarning, stacklevel=1)
    # (only a capture with clamped times has its last messages listed before noted)
    if reader.clamped_count:
        out = [m for batch in self._finish_batches() for m in batch]
        if out:
            yield _noted(reader, out)
    else:
        yield from self._finish_batches()


def _decrypting(d: Dissector, path: str | os.PathLike) -> Decrypting:
    """The segment parser that gives ``d``'s decrypted TLS connections their plaintext."""
    plain, keyed = decrypted_records(path, d.tls_keylog, d.ports)
    if not plain:
        src = "its embedded secrets" if d.tls_keylog is None else f"{d.tls_keylog}"
        warnings.warn(
            f"{src}: no key matches a TLS session in {path} (TLS stays encrypted)",
            CaptureWarning,
            stacklevel=3,
        )
    return Decrypting(plain, keyed, segment_fields)
