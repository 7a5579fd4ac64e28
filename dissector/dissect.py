"""From capture file to decoded, matched Kafka messages.

Owns: the per-connection state (two reassembled directions, the requests in
flight keyed by correlation_id, SASL raw-token mode), splitting each
direction into Kafka frames, finding frame boundaries again when a stream
starts mid-connection or loses bytes, decoding headers and bodies, tagging
mirror RPCs and matching each response to its request the way Wireshark's
``packet-kafka.c`` does: per TCP connection, correlation_id -> the latest
request with that id at or before the response.

Two depths: by default standard API bodies are decoded only where the
protocol's own state needs them (ApiVersions, SaslHandshake, the acks of
Produce); mirror bodies are always decoded.  ``full=True`` decodes every
standard body with kio and every record batch.

Must not import: pandas or the CLI (tables are built in ``table``).
"""

from __future__ import annotations

import os
import re
import struct
import warnings
from collections import deque
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from . import protocol
from .capture import ACK, FIN, RST, SYN, address, iter_packets, parse_segment
from .codec import decode_body
from .errors import CaptureWarning, DissectError, Malformed
from .fastpath import error_code_offset
from .framing import DEFAULT_MAX_FRAME, request_header_end, response_header_end
from .reassembly import Direction
from .specs import MessageSpec, Profile, load_profile
from .standard import decode_standard, scan_error_code

__all__ = ["DEFAULT_PORTS", "Dissector", "Message", "iter_messages"]

DEFAULT_PORTS = (9092,)
#: Standard responses decoded without ``full`` when their error_code is not 0: the
#: ApiVersions v0 fallback (an error response in the v0 format) must be told apart.
_DECODE_ON_ERROR = {18}
#: Requests remembered per connection while waiting for their responses.
_MAX_IN_FLIGHT = 4096
_HDR = struct.Struct(">ihhi").unpack_from  # size, api_key, api_version, correlation_id
_I32 = struct.Struct(">i").unpack_from
_I16 = struct.Struct(">h").unpack_from
#: Bytes of a frame kept when only its header is decoded (client_id and Produce's
#: transactional_id are int16-length strings, so the header and acks fit).
_PREFIX = 128 << 10
#: A closed connection's flow entries are forgotten this long (capture time) after it closed.
_RETIRE_NS = 120_000_000_000
_MAX_RETIRED = 1 << 16
#: A connection silent this long (capture time) is closed: Kafka's connections.max.idle.ms
#: (10 minutes on brokers) has closed it on the wire too.
_IDLE_NS = 600_000_000_000
_SWEEP_NS = 60_000_000_000
#: Largest frame taken on its header alone when a hole or the end cuts it before its successor
#: could confirm it (bigger ones are skipped: structured bytes fake headers too easily).
_MAX_UNCONFIRMED = 16 << 10
#: Expert words a body decode raises when the frame boundary was guessed wrong.
_MISALIGNED = frozenset(
    {
        "pdu_length_mismatch",
        "bad_string_length",
        "bad_bytes_length",
        "bad_array_length",
        "bad_varint",
        "bad_tagged_fields",
        "truncated",
        "unknown_api_key",
    }
)


@dataclass(slots=True, eq=False)
class Message:
    """One Kafka message (or raw SASL token) as seen on the wire.

    ``frame`` is the capture frame that completed it (1-based), ``ts_ns`` that
    frame's time in ns since the epoch (UTC), ``length`` the frame size in
    bytes including the 4-byte size field.  ``kind`` is ``request``,
    ``response`` or ``sasl_token``; ``direction`` is ``request`` (client to
    broker) or ``response`` (broker to client).  ``body`` is the decoded body
    (a dict, see :mod:`dissector.codec`) or None when it was not decoded.
    ``expert`` lists ``word@offset`` strings (offsets in bytes from the
    frame's first byte); ``notes`` lists observations that are not faults.
    A response links its ``request`` and a request its ``response``;
    ``orphaned`` marks a request whose connection closed unanswered.
    """

    frame: int
    ts_ns: int
    tcp_stream: int
    src: str
    sport: int
    dst: str
    dport: int
    kind: str
    length: int
    direction: str = "request"
    api_key: int | None = None
    api_version: int | None = None
    correlation_id: int | None = None
    client_id: str | None = None
    api_name: str | None = None
    mirror: bool = False
    body: dict[str, Any] | None = None
    mirror_name: str | None = None
    error_code: int | None = None
    expert: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    request: Message | None = None
    response: Message | None = None
    expects_response: bool = True
    spec: MessageSpec | None = None
    row: Any = None  # the table row while the request waits for its response
    #: a request whose connection ended before its response came (none can come now)
    orphaned: bool = False

    @property
    def latency_ms(self) -> float | None:
        """Response time minus request time in ms (on responses and their requests)."""
        req, resp = (self.request, self) if self.kind == "response" else (self, self.response)
        if req is None or resp is None:
            return None
        return (resp.ts_ns - req.ts_ns) / 1e6


class _Connection:
    """One TCP connection: both directions, requests in flight, SASL mode."""

    __slots__ = (
        "stream",
        "client",
        "server",
        "client_s",
        "server_s",
        "to_server",
        "to_client",
        "in_flight",
        "sasl_raw",
        "syn_seq",
        "closed",
        "reset",
        "last_cid",
        "last_resp",
        "client_id",
        "last_ts",
    )

    def __init__(self, stream: int, client: tuple, server: tuple) -> None:
        self.stream = stream
        self.client = client
        self.server = server
        self.client_s = (address(client[0]), client[1])
        self.server_s = (address(server[0]), server[1])
        self.to_server = Direction()
        self.to_client = Direction()
        self.in_flight: dict[int, Message] = {}
        self.sasl_raw = False
        self.syn_seq: int | None = None
        self.closed = False
        self.reset = False
        #: correlation_id of the last request seen (resynchronisation looks near it)
        self.last_cid: int | None = None
        #: correlation_id of the last response seen (Kafka answers in order)
        self.last_resp: int | None = None
        #: the client_id its requests carry, encoded
        self.client_id: bytes | None = None
        #: capture time of its last packet (idle connections are let go)
        self.last_ts = 0


class Dissector:
    """Stateful decoder: feed it packets, collect messages.

    ``ports``: server ports that carry Kafka (the side whose port is listed
    is the broker).  ``profile``: the mirror profile (default: the seed's).
    ``max_frame``: frames above this size in bytes are flagged
    ``frame_too_large`` and not buffered (default 100 MiB, Kafka's
    socket.request.max.bytes).  ``full``: decode every standard API body with
    kio and every record batch (default: headers, mirror bodies, the
    error_code of responses where it sits at a fixed offset, and Produce's
    acks).  ``always``: standard API keys whose bodies are decoded anyway
    (``{18}`` to see what brokers advertise in ApiVersions).

    ``hold_limit`` (attribute, default 1 MiB): a frame this large whose body
    is not decoded (a standard API without ``full``) keeps only its first
    128 KiB while the rest streams past; its message still carries the whole
    ``length``.

    Counters after a run: ``packets``, ``tcp_packets``, ``messages``,
    ``skipped_bytes`` (bytes dropped while looking for a frame boundary),
    ``lost_bytes`` (bytes never captured: gaps and snap length).
    """

    hold_limit = 1 << 20

    def __init__(
        self,
        ports: Iterable[int] = DEFAULT_PORTS,
        profile: Profile | None = None,
        max_frame: int = DEFAULT_MAX_FRAME,
        full: bool = False,
        decode_bodies: bool | None = None,
        always: Iterable[int] = (),
    ) -> None:
        self.ports = frozenset(ports)
        self.profile = profile or load_profile()
        self.max_frame = max_frame
        self.full = full if decode_bodies is None else decode_bodies
        self.always = frozenset(always)
        self.flows: dict[tuple, tuple[int, _Connection | None, bool]] = {}
        self.conns: dict[int, _Connection] = {}
        self._stream_count = 0
        self.packets = 0
        self.tcp_packets = 0
        self.messages = 0
        self.skipped_bytes = 0
        self.lost_bytes = 0
        self.reader = None
        self._frags: dict = {}
        self._retired: deque = deque()
        self._sweep_at = 0
        self._candidate_res: tuple | None = None
        self._mirror_name_keys = {
            spec: _mirror_name_keys(spec.fields) for spec in self.profile.messages.values()
        }
        self._req_specs = {k: m for (k, t), m in self.profile.messages.items() if t == "request"}
        self._req_plans: dict[int, tuple] = {}
        self._resp_plans: dict[int, tuple] = {}

    # ------------------------------------------------------------ packets

    def feed_path(self, path: str | os.PathLike, follow: bool = False) -> Iterator[Message]:
        """Decode every packet of a capture file, then flush what is left.

        ``follow``: keep reading as the file grows (stop with ``self.reader.stop()``).
        Raises CaptureError for a file that is not a readable capture; warns
        with :class:`dissector.errors.CaptureWarning` when the file ends inside
        a record (every packet before the cut is decoded).
        """
        self.reader = reader = iter_packets(path, follow=follow)
        parse = parse_segment
        frags = self._frags
        feed = self.feed_segment
        flows = self.flows
        n = 0
        for frame, ts, lt, data, wirelen in reader:
            n += 1
            seg = parse(frame, ts, lt, data, wirelen, frags)
            if seg is None:
                continue
            src, sport, dst, dport, seq, flags, payload, missing, ack = seg
            if not payload and not missing and not flags & 7 and ts <= self._sweep_at:
                # A bare ACK of a known flow: nothing for the byte streams, unless the
                # peer's direction holds segments behind a gap (the ACK may prove it lost).
                flow = flows.get((src, sport, dst, dport))
                if flow is not None:
                    conn = flow[1]
                    if conn is None or conn.closed:
                        self.tcp_packets += 1
                        continue
                    if not (conn.to_client if flow[2] else conn.to_server).pending:
                        conn.last_ts = ts
                        self.tcp_packets += 1
                        continue
            out = feed(frame, ts, src, sport, dst, dport, seq, flags, payload, missing, ack)
            if out:
                yield from out
        self.packets += n
        if reader.cut and n:
            warnings.warn(f"{path}: {reader.cut}", CaptureWarning, stacklevel=1)
        yield from self.finish()

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
        flow = self.flows.get(key)
        out: list[Message] | None = None
        if ts > self._sweep_at:
            out = self._sweep(ts) or None
        if flow is None:
            flow = self._new_flow(key, flags, ts)
        elif flow[1] is not None and (flow[1].closed or flags & SYN):
            conn = flow[1]
            if not flags & SYN or flags & ACK or (conn.syn_seq == seq and not conn.closed):
                if conn.closed:
                    return None  # the last ACKs of a closed connection
            else:
                # a new connection on the same four-tuple
                out = self._close(conn, "connection replaced by a new one on the same ports")
                flow = self._new_flow(key, flags, ts)
        stream, conn, to_server = flow
        if conn is None:
            if flags & (FIN | RST):
                self._retire(stream, key, ts)
            return out
        conn.last_ts = ts
        if to_server:
            d, o = conn.to_server, conn.to_client
        else:
            d, o = conn.to_client, conn.to_server
        if ack is not None and ack != o.next_seq and (o.pending or payload or flags & FIN):
            # The peer has bytes we never saw: lost by the capture.  Only acted on when
            # the stream has moved on or an answer is coming, so a pure ACK captured a
            # little before the data it acknowledges does not condemn that data.
            while o.acked(ack, frame, ts):  # every gap before ``ack``, one at a time
                out = (out or []) + self._pump(conn, o, not to_server)
        if flags & SYN:
            if not flags & ACK:
                conn.syn_seq = seq
            d.syn(seq)
            return out
        if flags & (FIN | RST):
            d.fin = True
            d.fin_seq = (seq + len(payload) + missing) & 0xFFFFFFFF
            if flags & RST:
                # nothing more from either side; what the sender sent before it may
                # still be on its way (reordered), so close once it is all in
                conn.reset = o.fin = True
        if (
            payload
            and not missing
            and seq == d.next_seq
            and d.synced
            and not d.data
            and not d.pending
            and d.drop_to is None
            and not conn.sasl_raw
        ):
            res = self._whole_frames(conn, d, to_server, seq, payload, frame, ts)
            if res:
                out = res if out is None else out + res
        elif (payload or missing) and d.add(seq, payload, missing, frame, ts):
            res = self._pump(conn, d, to_server)
            if res:
                out = res if out is None else out + res
        if d.fin and o.fin and d.complete() and o.complete():
            res = self._close(conn, "connection reset" if conn.reset else "connection closed", ts)
            if res:
                out = res if out is None else out + res
        return out

    def _whole_frames(
        self,
        conn: _Connection,
        d: Direction,
        to_server: bool,
        seq: int,
        payload: bytes,
        frame: int,
        ts: int,
    ) -> list[Message] | None:
        """The common case: an in-order segment on a frame boundary with nothing buffered.

        Frames wholly inside the payload are decoded straight from it; the rest
        (a frame that continues in later segments) goes through the buffer.
        """
        n = len(payload)
        decode = self._request if to_server else self._response
        if n >= 8 and _I32(payload, 0)[0] == n - 4 and n - 4 <= self.max_frame:
            # one frame, the whole payload: the commonest segment of all
            out = [decode(conn, payload, frame, ts, None)]
            pos = n
        else:
            pos = 0
            ends = []
            max_frame = self.max_frame
            while n - pos >= 4:
                size = _I32(payload, pos)[0]
                if size < 4 or size > max_frame or pos + 4 + size > n:
                    break
                pos += 4 + size
                ends.append(pos)
            out = []
            start = 0
            for end in ends:
                out.append(decode(conn, payload[start:end], frame, ts, None))
                start = end
        if out:
            c = out[-1].correlation_id  # (Dissector._seen, inline: the hot path)
            if c is not None and not d.guessed:
                if to_server:
                    conn.last_cid = c
                    if conn.client_id is None and out[-1].client_id is not None:
                        conn.client_id = out[-1].client_id.encode()
                else:
                    conn.last_resp = c
            d.base += pos
            d.next_seq = (seq + pos) & 0xFFFFFFFF
            self.messages += len(out)
        if pos < n and d.add(d.next_seq, payload[pos:], 0, frame, ts):
            out += self._pump(conn, d, to_server)
        return out

    def _new_flow(self, key: tuple, flags: int, ts: int = 0) -> tuple:
        src, sport, dst, dport = key
        stream = self._stream_count
        self._stream_count += 1
        rkey = (dst, dport, src, sport)
        self._expire(ts)
        if sport not in self.ports and dport not in self.ports:
            self.flows[key] = self.flows[rkey] = (stream, None, False)
            return self.flows[key]
        a, b = (src, sport), (dst, dport)
        if flags & SYN and not flags & ACK:
            client, server = a, b
        elif flags & SYN:
            client, server = b, a
        elif dport in self.ports and sport not in self.ports:
            client, server = a, b
        elif sport in self.ports and dport not in self.ports:
            client, server = b, a
        else:
            client, server = (a, b) if dport <= sport else (b, a)
        conn = _Connection(stream, client, server)
        self.conns[stream] = conn
        fwd = (stream, conn, a == client)
        self.flows[key] = fwd
        self.flows[rkey] = (stream, conn, not fwd[2])
        return fwd

    def _retire(self, stream: int, key: tuple, ts: int) -> None:
        """Forget a finished flow's table entries once late packets are unlikely."""
        self._retired.append((ts, stream, key))

    def _expire(self, ts: int) -> None:
        retired = self._retired
        while retired and (retired[0][0] < ts - _RETIRE_NS or len(retired) > _MAX_RETIRED):
            _t, stream, key = retired.popleft()
            src, sport, dst, dport = key
            for k in (key, (dst, dport, src, sport)):
                flow = self.flows.get(k)
                if flow is not None and flow[0] == stream:
                    del self.flows[k]

    def _sweep(self, ts: int) -> list[Message]:
        """Let go of connections idle longer than Kafka lets them live (and old flow entries)."""
        self._sweep_at = ts + _SWEEP_NS
        self._expire(ts)
        out: list[Message] = []
        for conn in [c for c in self.conns.values() if c.last_ts < ts - _IDLE_NS]:
            out += self._close(conn, f"the connection going idle for {_IDLE_NS // 10**9} s", ts)
        return out

    def finish(self) -> Iterator[Message]:
        """End of input: frames held behind gaps are released, partial frames reported."""
        for conn in list(self.conns.values()):
            yield from self._close(conn)

    def _close(
        self, conn: _Connection, why: str = "the end of the capture", ts: int | None = None
    ) -> list[Message]:
        """The connection is over: release what gaps held back, report frames cut short."""
        out: list[Message] = []
        if conn.closed:
            return out
        for to_server, d in ((True, conn.to_server), (False, conn.to_client)):
            d.flushing = True  # nothing will confirm a frame boundary now: take the plausible
            if not d.data and not d.pending and d.hole is None and d.partial is None:
                # nothing held (the usual end of a connection): only the accounting
                self.skipped_bytes += d.skipped
                d.skipped = 0
                self.lost_bytes += d.lost_bytes
                continue
            out += self._pump(conn, d, to_server)
            while d.lose_pending():
                out += self._pump(conn, d, to_server)
            m = self._partial(conn, d, to_server, why)
            if m is not None:
                out.append(m)
            self.lost_bytes += d.lost_bytes
        conn.closed = True
        self.conns.pop(conn.stream, None)
        for req in conn.in_flight.values():
            req.orphaned = True
        conn.in_flight.clear()
        if ts is not None:
            c, s = conn.client, conn.server
            self._retire(conn.stream, (c[0], c[1], s[0], s[1]), ts)
        return out

    # ------------------------------------------------------------ frames

    def _pump(self, conn: _Connection, d: Direction, to_server: bool) -> list[Message]:
        """Frame what the direction has, past every hole, until nothing more fits."""
        out = self._frames(conn, d, to_server)
        while d.pending and d.resume():
            out += self._frames(conn, d, to_server)
        return out

    def _frames(self, conn: _Connection, d: Direction, to_server: bool) -> list[Message]:
        out: list[Message] = []
        if d.partial is not None and d.base >= d.drop_to:
            out.append(self._emit_partial(conn, d, to_server))
        buf = d.data
        n = len(buf)
        pos = 0
        if d.hole is not None or (d.flushing and (not d.fin or conn.reset)):
            final = "accept"  # a frame cut by a hole or by the end of the capture is real
        elif d.flushing:
            final = "reject"  # the sender closed: no frame can run past its last byte
        else:
            final = None
        while n - pos >= 4:
            if not d.synced:
                state, found = self._resync(conn, d, to_server, pos, final)
                d.skipped += found - pos
                pos = found
                if state != "found":
                    break
                d.synced = True
                if d.skipped:
                    d.resync_note = d.skipped
                    self.skipped_bytes += d.skipped
                    d.skipped = 0
                continue
            size = _I32(buf, pos)[0]
            if size < (0 if conn.sasl_raw else 4) or size > self.max_frame:
                out.append(self._bad_size(conn, d, to_server, pos, size))
                d.synced = False
                pos += 1
                continue
            end = pos + 4 + size
            if end > n:
                if size >= self.hold_limit:
                    need = self._header_only(conn, to_server, buf, pos, n)
                    if need is not None and n - pos >= need:
                        # Only the header is decoded: keep it, skip the rest as it comes.
                        d.partial = [d.base + pos, size, bytes(buf[pos : pos + need]), None]
                        d.drop_to = d.base + end
                        d.drop_hole = None
                        pos = n
                break
            frame, ts = d.frame_at(d.base + end)
            m = self._decode(conn, to_server, bytes(buf[pos:end]), frame, ts, None)
            self._seen(conn, d, to_server, m)
            if d.resync_note:
                self._note_resync(d, m)
            out.append(m)
            pos = end
        if d.hole is not None:
            out += self._at_hole(conn, d, to_server, pos)
        else:
            d.consume(d.base + pos)
        self.messages += len(out)
        return out

    def _at_hole(self, conn: _Connection, d: Direction, to_server: bool, pos: int) -> list[Message]:
        """Bytes after ``data`` were never captured: settle the frame they cut, go on past them."""
        buf = d.data
        a, b = d.hole
        start = d.base + pos
        tail = len(buf) - pos
        out = []
        if d.partial is None:
            if d.synced and tail >= 4:
                # the frame in progress lost its end: keep what decoding can use
                size = _I32(buf, pos)[0]
                keep = min(tail, _PREFIX)
                d.partial = [start, size, bytes(buf[pos : pos + keep]), a]
                d.drop_to = start + 4 + size
                d.drop_hole = None
            else:
                # no frame to be found before the hole (a size field cut, or unsynced bytes)
                d.skipped += tail
                d.synced = False
        if d.partial is not None:
            p = d.partial
            if p[3] is None:
                p[3] = a
            end = d.drop_to
            if end <= b:
                # the frame ends inside the hole: complete now; the next one starts unseen
                d.cut(end)
                out.append(self._emit_partial(conn, d, to_server))
                d.synced = end == b
        d.cut(b)
        return out

    def _emit_partial(
        self, conn: _Connection, d: Direction, to_server: bool, why: str | None = None
    ) -> Message:
        """The frame kept as ``d.partial`` (its header, maybe a hole) as a message."""
        start, size, prefix, hole = d.partial
        if d.drop_hole is not None and (hole is None or d.drop_hole < hole):
            hole = d.drop_hole
        if why is not None:
            cut = d.end
            if hole is None or cut < hole:
                hole = cut
        end = start + 4 + size
        frame, ts = d.frame_at(min(end, d.end))
        at = None if hole is None else hole - start
        m = self._decode(conn, to_server, prefix, frame, ts, at)
        m.length = size + 4
        if at is not None and not any(e.startswith("truncated@") for e in m.expert):
            m.expert.append(f"truncated@{at}")  # also when the header says more (request_missing)
        self._seen(conn, d, to_server, m)
        if why is not None:
            m.notes.append(f"frame cut by {why}")
        if d.resync_note:
            self._note_resync(d, m)
        d.partial = d.drop_to = d.drop_hole = None
        return m

    @staticmethod
    def _seen(conn: _Connection, d: Direction, to_server: bool, m: Message) -> None:
        """Remember the correlation_id of the last frame each way (resync looks after it).

        Not from a frame taken on its header alone: a wrong guess must not steer the
        next resynchronisation."""
        if d.guessed:
            d.guessed = False
        elif m.correlation_id is not None:
            if to_server:
                conn.last_cid = m.correlation_id
                if m.client_id is not None and conn.client_id is None:
                    conn.client_id = m.client_id.encode()
            else:
                conn.last_resp = m.correlation_id

    @staticmethod
    def _note_resync(d: Direction, m: Message) -> None:
        m.notes.append(f"resynchronised: {d.resync_note} bytes skipped before this frame")
        d.resync_note = 0

    def _header_only(self, conn: _Connection, to_server: bool, buf, pos: int, n: int) -> int | None:
        """Bytes of a frame that decoding reads when only its header is needed, else None."""
        if self.full or conn.sasl_raw or n - pos < 12:
            return None
        if to_server:
            k = _I16(buf, pos + 4)[0]
            if k in self._req_specs or k in self.always:
                return None
            return _PREFIX
        req = conn.in_flight.get(_I32(buf, pos + 4)[0])
        if req is None:
            return _PREFIX  # request_missing: nothing past the correlation_id is read
        k = req.api_key
        if req.mirror or k in self.always or k in _DECODE_ON_ERROR:
            return None
        if req.api_name is not None and error_code_offset(k, req.api_version) is None:
            return None  # the error_code is found by walking the whole body
        return _PREFIX

    def _plausible(
        self,
        conn: _Connection,
        to_server: bool,
        buf,
        i: int,
        n: int,
        stop: int | None = None,
        d: Direction | None = None,
    ) -> bool | None:
        """Could a frame start at ``i``?  None: not enough bytes to tell yet.

        A request needs a known api_key and version, a correlation_id just
        after the last one seen and a printable client_id; a response, the
        correlation_id of a request in flight sent after the last one answered
        (Kafka answers in order), and a known error code where the body has one
        at a fixed place.  The frame is confirmed when it ends exactly where
        the bytes end, or when the frame after it looks the same way.
        ``stop``: where the sender's bytes end (its FIN), if known.  With no
        request in flight at all (a capture that starts mid-connection), a
        response is taken only where a segment starts and the bytes end.
        """
        hdr = 12 if to_server else 8
        if n - i < hdr:
            return None
        size = _I32(buf, i)[0]
        if size < 8 or size > self.max_frame:
            return False
        nxt = i + 4 + size
        if stop is not None and nxt > stop:
            return False
        if to_server:
            c = self._request_like(conn, buf, i, n, size)
        else:
            c = self._response_like(conn, buf, i, n)
        if c is None:
            return False
        if not to_server and c not in conn.in_flight:
            at = i if d is None else d.base + i
            return nxt == n and (not at or (d is not None and at in d.starts))
        if nxt <= n and not self._body_ok(conn, to_server, buf, i, nxt, c):
            return False
        if nxt == n:
            return True
        if nxt > n:
            # Waiting for the next frame holds the bytes until then: not for a huge
            # frame, whose header alone is too weak a proof (zeros make it easy).
            return None if size < self.hold_limit else False
        if n - nxt < hdr:
            return None if n - nxt < 4 else 8 <= _I32(buf, nxt)[0] <= self.max_frame
        nsize = _I32(buf, nxt)[0]
        if nsize < 8 or nsize > self.max_frame:
            return False
        if to_server:
            _s, k, v, c2 = _HDR(buf, nxt)
            return 0 < c2 - c <= 65536 and self._known_version(k, v)
        # (the next request may have been lost: its id need not be in flight)
        return 0 < _I32(buf, nxt + 4)[0] - c <= 65536

    def _body_ok(
        self, conn: _Connection, to_server: bool, buf, i: int, end: int, c: int, cut: bool = False
    ) -> bool:
        """Does the candidate frame ``buf[i:end]`` decode as what its header says?

        Run during resynchronisation only: nested length fields (a record batch's
        size, an array of small ints) fake a header and even a frame end, never a
        body that decodes to its last byte.  ``cut``: only ``buf[i:]`` is there
        (a hole follows); the bytes present must not contradict the header (an
        array longer than the frame, a string past its end) before they run out.
        """
        raw = bytes(buf[i:end])
        size = _I32(raw, 0)[0] + 4
        have = len(raw)
        if cut and have < size:
            raw += bytes(size - have)  # zeros decode as empty things: what the bytes say counts
        if to_server:
            k, v = _I16(raw, 4)[0], _I16(raw, 6)[0]
            _name, spec, hv, _decode = self._req_plan(k, v)
            kind = "request"
        else:
            req = conn.in_flight[c]
            k, v = req.api_key, req.api_version
            spec, hv, _at = self._resp_plan(req)
            if spec is None and req.api_name is None:
                return True
            kind = "response"
        try:
            if to_server:
                at = request_header_end(raw, hv, 4, len(raw))[1]
            else:
                at = response_header_end(raw, hv, 4, len(raw))
        except (DissectError, IndexError, ValueError, struct.error):
            return cut  # a header cut short says nothing either way
        try:
            if spec is not None:
                if v not in spec.valid_versions:
                    return True
                return decode_body(spec, v, raw, at, size, 0)[1] == size or cut
            decode_standard(k, v, kind, raw, at, size, 0)
        except Malformed as e:
            # bytes that do not line up; a null where the spec says never is the
            # sender's quirk (seen from real brokers), not a wrong boundary
            if cut and e.offset >= have - 8:
                return True  # the bytes ran out first
            return e.word not in _MISALIGNED
        except (DissectError, IndexError, ValueError, struct.error):
            return cut
        return True

    def _request_like(self, conn: _Connection, buf, i: int, n: int, size: int) -> int | None:
        """The correlation_id if a request header could start at ``i``, else None."""
        _s, k, v, c = _HDR(buf, i)
        if c < 0 or not self._known_version(k, v):
            return None
        last = conn.last_cid
        if last is not None and not 0 < c - last <= 65536:
            return None  # clients number their requests upwards
        answered = conn.last_resp
        if answered is not None and not 0 <= c - answered <= 65536:
            return None  # and every request before an answered one was sent before it
        if n - i >= 14:
            cl = _I16(buf, i + 12)[0]
            if cl < -1 or cl > size - 10:
                return None
            known = conn.client_id
            if known is not None and cl != len(known):
                return None  # one client_id per connection
            name = buf[i + 14 : i + 14 + cl]
            if known is not None and len(name) == cl and name != known:
                return None
            if any(b < 0x20 or b == 0x7F for b in name):
                return None
        return c

    def _response_like(self, conn: _Connection, buf, i: int, n: int) -> int | None:
        """The correlation_id if a response header could start at ``i``, else None."""
        c = _I32(buf, i + 4)[0]
        last = conn.last_resp
        if last is not None and not 0 < c - last <= 65536:
            return None
        req = conn.in_flight.get(c)
        if req is None:
            # answers to requests sent before a capture started mid-connection
            if conn.in_flight or c < 0 or last is not None or conn.last_cid is not None:
                return None
            return c
        k = req.api_key
        if req.mirror or req.api_name is None or k is None:
            return c
        at = error_code_offset(k, req.api_version)
        if at is None:
            return c
        p = i + 8
        if protocol.response_header_version(k, req.api_version) >= 1:
            if p >= n or buf[p]:
                return c  # tagged fields in the header: the error_code is not at a known place
            p += 1
        p += at
        if p + 2 <= n and protocol.error_name(_I16(buf, p)[0]).startswith("UNKNOWN_ERROR"):
            return None
        return c

    def _known_version(self, k: int, v: int) -> bool:
        spec = self._req_specs.get(k)
        if spec is not None:
            return v in spec.valid_versions
        versions = protocol.known_versions(k)
        if versions:
            return 0 <= v <= versions[-1]
        return k in protocol.API_NAMES and 0 <= v <= 16

    def _resync(
        self, conn: _Connection, d: Direction, to_server: bool, pos: int, final: str | None = None
    ) -> tuple[str, int]:
        """Look for a frame boundary at or after ``pos``.

        Returns ``("found", i)`` for the first plausible frame whose successor
        confirms it (or that ends exactly where the bytes end); failing that
        ``("wait", i)`` for the first plausible frame that cannot be confirmed
        until more bytes arrive; and ``("none", i)`` when nothing before ``i``
        can start a frame.  ``final``: no more bytes will follow these —
        ``"accept"`` the unconfirmed frame (a hole or the end of the capture
        cut it), ``"reject"`` it (the sender closed the connection).
        """
        buf = d.data
        n = len(buf)
        hdr = 12 if to_server else 8
        last = n - hdr
        waits: list[int] = []
        stop = None
        if d.fin_seq is not None and d.next_seq is not None:
            stop = d.end - d.base + ((d.fin_seq - d.next_seq) & 0xFFFFFFFF)
        if last >= pos:
            for match in self._candidates(to_server).finditer(buf, pos):
                i = match.start()
                if i > last:
                    break
                ok = self._plausible(conn, to_server, buf, i, n, stop, d)
                if ok:
                    return "found", i
                if ok is None and len(waits) < 64:
                    waits.append(i)
        if waits:
            if final is None:
                return "wait", waits[0]
            if final == "accept":
                for i in waits:
                    if self._unconfirmed_ok(conn, d, to_server, i):
                        d.guessed = True
                        return "found", i
        return "none", max(pos, n - hdr + 1)

    def _unconfirmed_ok(self, conn: _Connection, d: Direction, to_server: bool, i: int) -> bool:
        """Take a frame a hole cut before anything could confirm it?  Only a modest one
        starting where a segment starts (senders start a message with a fresh write;
        a header-like run of bytes inside a message seldom lands on a segment start)."""
        size = _I32(d.data, i)[0]
        if size > _MAX_UNCONFIRMED:
            return False
        at = d.base + i
        if at and at not in d.starts:
            return False
        if to_server:
            c = _I32(d.data, i + 8)[0]
        else:
            c = _I32(d.data, i + 4)[0]
            if c not in conn.in_flight:
                return True
        return self._body_ok(conn, to_server, d.data, i, i + 4 + size, c, cut=True)

    def _candidates(self, to_server: bool) -> re.Pattern:
        """A regex finding the offsets whose first bytes could start a frame (a fast prefilter)."""
        pats = self._candidate_res
        if pats is None:
            top = min(self.max_frame >> 24, 0x7F)
            hi = max([*self._req_specs, *protocol.API_NAMES], default=0) >> 8
            size = b"[\\x00-" + b"\\x%02x" % top + b"][\\s\\S]{3}"
            key = b"[\\x00-" + b"\\x%02x" % min(hi, 0x7F) + b"][\\s\\S]"
            req = b"(?=" + size + key + b"[\\x00-\\x7f][\\s\\S][\\x00-\\x7f])"
            resp = b"(?=" + size + b"[\\x00-\\x7f])"
            pats = self._candidate_res = (re.compile(req), re.compile(resp))
        return pats[0] if to_server else pats[1]

    def _bad_size(self, conn, d: Direction, to_server: bool, pos: int, size: int) -> Message:
        frame, ts = d.frame_at(d.base + pos + 4)
        word = "frame_too_large" if size > self.max_frame else "bad_frame_size"
        m = self._base(conn, to_server, frame, ts, "request" if to_server else "response", 4)
        m.expert.append(f"{word}@0")
        m.notes.append(f"frame size {size}: not a frame boundary; looking for the next one")
        return m

    def _base(
        self, conn: _Connection, to_server: bool, frame: int, ts: int, kind: str, length: int
    ) -> Message:
        src, dst = (conn.client_s, conn.server_s) if to_server else (conn.server_s, conn.client_s)
        return Message(
            frame,
            ts,
            conn.stream,
            src[0],
            src[1],
            dst[0],
            dst[1],
            kind,
            length,
            "request" if to_server else "response",
        )

    def _partial(
        self, conn: _Connection, d: Direction, to_server: bool, why: str = "the end of the capture"
    ) -> Message | None:
        """A frame cut by the end of the connection: header decoded if present."""
        if d.partial is not None:
            self.messages += 1
            return self._emit_partial(conn, d, to_server, why)
        raw = bytes(d.data[:_PREFIX])
        got = len(d.data)
        d.consume(d.end)
        if not d.synced or got < 4:
            self.skipped_bytes += got + d.skipped
            d.skipped = 0
            return None
        frame, ts = d.frame_at(d.end)
        m = self._decode(conn, to_server, raw, frame, ts, got)
        m.length = _I32(raw, 0)[0] + 4
        self._seen(conn, d, to_server, m)
        if not any(e.startswith("truncated@") for e in m.expert):
            m.expert.append(f"truncated@{got}")
        m.notes.append(f"frame cut by {why}")
        if d.resync_note:
            self._note_resync(d, m)
        self.messages += 1
        return m

    def _decode(
        self, conn: _Connection, to_server: bool, raw: bytes, frame: int, ts: int, hole: int | None
    ) -> Message:
        """Decode one frame. ``hole``: offset of the first byte not captured, if any."""
        if to_server:
            return self._request(conn, raw, frame, ts, hole)
        return self._response(conn, raw, frame, ts, hole)

    def _req_plan(self, k: int, v: int) -> tuple:
        """What a request with this api_key and api_version needs, worked out once
        (``_request`` looks in ``_req_plans`` first).

        ``(api_name, mirror spec or None, header version, decode)`` where
        ``decode`` is ``mirror``, ``standard``, None (header only) or the
        expert word to flag (``unsupported_api_version@6``, ``unknown_api_key@4``).
        """
        spec = self._req_specs.get(k)
        if spec is not None:
            name = spec.rpc
            hv = 2 if v in spec.flexible_versions else 1
            decode = "mirror" if v in spec.valid_versions else "unsupported_api_version@6"
        else:
            name = protocol.API_NAMES.get(k)
            hv = protocol.request_header_version(k, v) if name else 1
            if name is None:
                decode = "unknown_api_key@4"
            else:
                decode = "standard" if self.full or k in self.always else None
        plan = self._req_plans[(k << 16) | (v & 0xFFFF)] = (name, spec, hv, decode)
        return plan

    def _resp_plan(self, req: Message) -> tuple:
        """``(mirror spec or None, header version, error_code offset or None)`` of a response
        to ``req``, worked out once (``_response`` looks in ``_resp_plans`` first)."""
        k, v = req.api_key, req.api_version
        spec = self.profile.messages.get((k, "response")) if req.mirror else None
        if spec is not None:
            hv = 1 if v in spec.flexible_versions else 0
        else:
            hv = protocol.response_header_version(k, v) if req.api_name else 0
        at = error_code_offset(k, v) if spec is None and req.api_name else None
        plan = self._resp_plans[(k << 16) | (v & 0xFFFF)] = (spec, hv, at)
        return plan

    def _request(
        self, conn: _Connection, raw: bytes, frame: int, ts: int, hole: int | None
    ) -> Message:
        n = len(raw)
        m = self._base(conn, True, frame, ts, "request", n)
        limit = n if hole is None else hole
        if limit < 12:
            if conn.sasl_raw:
                return self._sasl_token(m, conn)
            m.expert.append(f"truncated@{limit}" if hole is not None else "bad_frame_size@0")
            return m
        _s, k, v, c = _HDR(raw, 0)
        if conn.sasl_raw:
            if self._known_version(k, v) and c >= 0:
                conn.sasl_raw = False
            else:
                return self._sasl_token(m, conn)
        m.api_key, m.api_version, m.correlation_id = k, v, c
        plan = self._req_plans.get((k << 16) | (v & 0xFFFF)) or self._req_plan(k, v)
        name, spec, hv, decode = plan
        m.api_name = name
        if spec is not None:
            m.mirror = True
        try:
            m.client_id, body_at = request_header_end(raw, hv, 4, limit)
        except DissectError as e:
            m.expert.append(e.expert)
            self._in_flight(conn, c, m)
            return m
        if hole is not None:
            m.expert.append(f"truncated@{hole}")
        elif decode is not None:
            if decode == "mirror":
                self._mirror_body(m, spec, v, raw, body_at)
            elif decode == "standard":
                self._standard_body(m, k, v, "request", raw, body_at)
            else:
                m.expert.append(decode)
        if k == 0:
            acks = m.body.get("acks") if m.body is not None else _produce_acks(raw, body_at, v)
            if acks == 0:
                m.expects_response = False
                m.notes.append("acks=0: no response expected")
        self._in_flight(conn, c, m)
        return m

    @staticmethod
    def _in_flight(conn: _Connection, c: int, m: Message) -> None:
        fl = conn.in_flight
        fl.pop(c, None)  # a reused correlation_id: the latest request wins
        fl[c] = m
        if len(fl) > _MAX_IN_FLIGHT:  # unanswered (e.g. acks=0) requests: forget the oldest
            del fl[next(iter(fl))]

    def _response(
        self, conn: _Connection, raw: bytes, frame: int, ts: int, hole: int | None
    ) -> Message:
        n = len(raw)
        m = self._base(conn, False, frame, ts, "response", n)
        limit = n if hole is None else hole
        if limit < 8 or (conn.sasl_raw and n < 8):
            if conn.sasl_raw:
                return self._sasl_token(m, conn)
            m.expert.append(f"truncated@{limit}")
            return m
        c = _I32(raw, 4)[0]
        req = conn.in_flight.pop(c, None)
        m.correlation_id = c
        if req is None:
            if conn.sasl_raw:
                m.correlation_id = None
                return self._sasl_token(m, conn)
            m.expert.append("request_missing@4")
            return m
        k = m.api_key = req.api_key
        v = m.api_version = req.api_version
        m.request, req.response = req, m
        m.client_id = req.client_id
        m.mirror, m.api_name = req.mirror, req.api_name
        spec, hv, at = self._resp_plans.get((k << 16) | (v & 0xFFFF)) or self._resp_plan(req)
        try:
            body_at = response_header_end(raw, hv, 4, limit)
        except DissectError as e:
            m.expert.append(e.expert)
            return m
        if hole is not None:
            m.expert.append(f"truncated@{hole}")
        elif spec is not None:
            if v in spec.valid_versions:
                self._mirror_body(m, spec, v, raw, body_at)
        elif req.api_name is not None:
            if self.full or k in self.always:
                self._standard_body(m, k, v, "response", raw, body_at)
            elif at is not None and body_at + at + 2 <= n:
                ec = m.error_code = _I16(raw, body_at + at)[0]
                if ec and k in _DECODE_ON_ERROR:
                    self._standard_body(m, k, v, "response", raw, body_at)
            else:
                # errors only nested (Produce, Metadata, CreateTopics...): walk the
                # body without building it
                try:
                    m.error_code = scan_error_code(k, v, "response", raw, body_at, n)
                except Malformed as e:
                    if e.word != "unsupported_api_version":
                        m.expert.append(e.expert)
        if not req.expects_response:
            m.notes.append("response to an acks=0 Produce (Kafka brokers send none)")
        if m.mirror_name is None:
            m.mirror_name = req.mirror_name
        if k == 17 and v == 0 and m.error_code == 0:
            conn.sasl_raw = True
        return m

    def _sasl_token(self, m: Message, conn: _Connection) -> Message:
        m.kind = "sasl_token"
        m.api_name = "SASL token (raw)"
        m.notes.append("raw SASL token after SaslHandshake v0; not a Kafka frame")
        return m

    # ------------------------------------------------------------ bodies

    def _mirror_body(self, m: Message, spec: MessageSpec, v: int, raw: bytes, at: int) -> None:
        m.spec = spec
        try:
            body, end, notes = decode_body(spec, v, raw, at, len(raw), 0)
        except Malformed as e:
            m.expert.append(e.expert)
            return
        m.expert.extend(notes)
        if end != len(raw):
            m.expert.append(f"pdu_length_mismatch@{end}")
        m.body = body
        names = _collect(body, self._mirror_name_keys.get(spec, frozenset()))
        if names:
            m.mirror_name = ",".join(dict.fromkeys(str(x) for x in names if x is not None)) or None
        m.error_code = _error_code(body) if spec.type == "response" else None

    def _standard_body(self, m: Message, k: int, v: int, kind: str, raw: bytes, at: int) -> None:
        try:
            body = decode_standard(k, v, kind, raw, at, len(raw), 0)
        except Malformed as e:
            if e.word == "unsupported_api_version":
                m.notes.append(f"body not decoded: {kind} v{v} has no spec here")
            else:
                m.expert.append(e.expert)
            return
        m.body = body
        if body.get("_fallback"):
            m.notes.append("api_versions_fallback: v0-format response to an unsupported version")
        if kind == "response":
            m.error_code = _error_code(body)
        if self.full and k in (0, 1):
            _decode_all_records(body, raw, at, m.expert)


def _produce_acks(raw: bytes, at: int, version: int) -> int | None:
    """Produce's acks without decoding the body: after transactional_id from v3 on."""
    try:
        if version < 3:
            return _I16(raw, at)[0]
        if version >= 9:  # compact nullable string
            n, p = 0, at
            shift = 0
            while True:
                b = raw[p]
                p += 1
                n |= (b & 0x7F) << shift
                if not b & 0x80:
                    break
                shift += 7
            p += max(n - 1, 0)
        else:
            ln = _I16(raw, at)[0]
            p = at + 2 + max(ln, 0)
        return _I16(raw, p)[0]
    except (IndexError, struct.error):
        return None


def _decode_all_records(body: Any, raw: bytes, at: int, expert: list[str]) -> None:
    """Replace every ``records`` bytes value in a Produce/Fetch body by its decoded batches."""
    from .records import decode_records

    stack = [body]
    while stack:
        v = stack.pop()
        if isinstance(v, dict):
            for k, x in v.items():
                if k == "records" and isinstance(x, bytes | bytearray):
                    base = raw.find(x, at) if x else at
                    batches, notes = decode_records(x, base if base >= 0 else at)
                    v[k] = batches
                    expert.extend(notes)
                elif isinstance(x, dict | list):
                    stack.append(x)
        elif isinstance(v, list):
            stack.extend(x for x in v if isinstance(x, dict | list))


def _mirror_name_keys(fields, out: set | None = None) -> frozenset:
    """snake_case keys of every field whose entityType is ``mirrorName``."""
    out = set() if out is None else out
    for f in fields:
        if f.entity_type == "mirrorName":
            out.add(f.key)
        if f.fields:
            _mirror_name_keys(f.fields, out)
    return frozenset(out)


def _collect(value: Any, keys: frozenset) -> list:
    found: list = []
    if not keys:
        return found

    def walk(v: Any) -> None:
        if isinstance(v, dict):
            for k, x in v.items():
                if k in keys:
                    if isinstance(x, list):
                        found.extend(x)
                    else:
                        found.append(x)
                elif isinstance(x, dict | list):
                    walk(x)
        elif isinstance(v, list):
            for x in v:
                walk(x)

    walk(value)
    return found


def _error_code(body: dict) -> int | None:
    """The message's error: top-level error_code if non-zero, else the first
    non-zero nested error_code, else 0 (None when the body has none at all)."""
    top = body.get("error_code")
    if isinstance(top, int) and top != 0:
        return top
    seen = top is not None
    stack = [v for v in reversed(body.values()) if v.__class__ in (list, dict)]
    while stack:
        v = stack.pop()
        if v.__class__ is dict:
            v = [v]
        elif not v or v[0].__class__ is not dict:
            continue
        for item in v:
            ec = item.get("error_code")
            if ec is not None:
                seen = True
                if ec:
                    return ec
        for item in reversed(v):
            stack.extend(x for x in reversed(item.values()) if x.__class__ in (list, dict))
    return 0 if seen else None


def iter_messages(
    path: str | os.PathLike,
    ports: Iterable[int] = DEFAULT_PORTS,
    profile: Profile | None = None,
    full: bool = True,
    **options: Any,
) -> Iterator[Message]:
    """Every Kafka message in a capture, in the order they complete, with decoded bodies.

    ``full`` (default True here) decodes every standard body and record batch.
    ``profile``: a Profile, a profile name or folder, or ``"auto"`` (chosen from the capture).
    Raises CaptureError for a file that is not a readable capture.
    """
    if profile is not None and not isinstance(profile, Profile):
        from .profile_choice import resolve_profile

        profile = resolve_profile(profile, path, ports)
    yield from Dissector(ports, profile, full=full, **options).feed_path(path)
