"""From capture file to decoded, matched Kafka messages.

Owns: the per-connection state (two reassembled directions, the requests in
flight keyed by correlation_id, SASL raw-token mode), splitting each
direction into Kafka frames, decoding headers and bodies, tagging mirror
RPCs and matching each response to its request the way Wireshark's
``packet-kafka.c`` does: per TCP connection, correlation_id -> the latest
request with that id at or before the response.

Must not import: pandas or the CLI (tables are built in ``table``).
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from . import protocol
from .capture import ACK, FIN, RST, SYN, iter_packets, parse_segment
from .codec import decode_body
from .errors import DissectError, Malformed, NeedData
from .framing import (
    DEFAULT_MAX_FRAME,
    parse_request_header,
    parse_response_header,
    peek_request_ids,
)
from .reassembly import Direction
from .specs import MessageSpec, Profile, load_profile

__all__ = ["Message", "Dissector", "iter_messages", "DEFAULT_PORTS"]

DEFAULT_PORTS = (9092,)

try:  # standard API bodies (kio); optional until that module lands
    from .standard import decode_standard
except ImportError:  # pragma: no cover
    decode_standard = None


@dataclass(slots=True, eq=False)
class Message:
    """One Kafka message (or raw SASL token) as seen on the wire.

    ``frame`` is the capture frame that completed it (1-based), ``ts_ns`` that
    frame's time in ns since the epoch (UTC), ``length`` the frame size in
    bytes including the 4-byte size field.  ``kind`` is ``request``,
    ``response`` or ``sasl_token``; ``direction`` is ``request`` (client to
    broker) or ``response`` (broker to client).  ``body`` is the decoded body (a dict, see
    :mod:`dissector.codec`) or None when it was not decoded.  ``expert``
    lists ``word@offset`` strings (offsets from the frame's first byte);
    ``notes`` lists observations that are not faults.  A response links its
    ``request`` and a request its ``response``.
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

    @property
    def latency_ms(self) -> float | None:
        """Response time minus request time in ms (on responses and their requests)."""
        req, resp = (self.request, self) if self.kind == "response" else (self, self.response)
        if req is None or resp is None:
            return None
        return (resp.ts_ns - req.ts_ns) / 1e6


@dataclass(slots=True)
class _Pending:
    api_key: int
    api_version: int
    message: Message


@dataclass
class _Connection:
    stream: int
    client: tuple[str, int]
    server: tuple[str, int]
    to_server: Direction = field(default_factory=Direction)
    to_client: Direction = field(default_factory=Direction)
    in_flight: dict[int, _Pending] = field(default_factory=dict)
    sasl_raw: bool = False
    broken: dict[str, str] = field(default_factory=dict)


class Dissector:
    """Stateful decoder: feed it packets, collect messages.

    ``ports``: server ports that carry Kafka (the side whose port is listed
    is the broker).  ``profile``: the mirror profile (default: the seed's).
    ``max_frame``: frames above this size in bytes are flagged
    ``frame_too_large`` and not buffered (default 100 MiB, Kafka's
    socket.request.max.bytes).  ``decode_bodies``: decode standard API
    bodies with kio (mirror bodies are always decoded).
    """

    def __init__(
        self,
        ports: Iterable[int] = DEFAULT_PORTS,
        profile: Profile | None = None,
        max_frame: int = DEFAULT_MAX_FRAME,
        decode_bodies: bool = True,
    ) -> None:
        self.ports = frozenset(ports)
        self.profile = profile or load_profile()
        self.max_frame = max_frame
        self.decode_bodies = decode_bodies and decode_standard is not None
        self.streams: dict[tuple, int] = {}
        self._stream_count = 0
        self.conns: dict[int, _Connection] = {}
        self.packets = 0
        self.tcp_packets = 0
        self._mirror_name_keys = {
            spec: _mirror_name_keys(spec.fields) for spec in self.profile.messages.values()
        }

    # ------------------------------------------------------------ packets

    def feed_path(self, path: str | os.PathLike) -> Iterator[Message]:
        """Decode every packet of a capture file; then flush what is left."""
        for pkt in iter_packets(path):
            self.packets += 1
            seg = parse_segment(pkt)
            if seg is not None:
                yield from self.feed_segment(seg)
        yield from self.finish()

    def feed_segment(self, seg) -> Iterator[Message]:
        """Process one TCP segment; yields the messages it completed."""
        self.tcp_packets += 1
        a, b = (seg.src, seg.sport), (seg.dst, seg.dport)
        key = (a, b) if a <= b else (b, a)
        stream = self.streams.get(key)
        if stream is None or (seg.flags & SYN and not seg.flags & ACK and self._ended(stream)):
            # A new conversation, or a new connection reusing a closed four-tuple.
            stream = self._stream_count
            self._stream_count += 1
            self.streams[key] = stream
        if seg.sport not in self.ports and seg.dport not in self.ports:
            return
        conn = self.conns.get(stream)
        if conn is None:
            conn = self._new_connection(stream, seg)
            self.conns[stream] = conn
        to_server = (seg.dst, seg.dport) == conn.server
        d = conn.to_server if to_server else conn.to_client
        if seg.flags & SYN:
            d.syn(seg.seq)
            return
        if seg.flags & (FIN | RST):
            d.fin = True
        if d.add(seg.seq, seg.payload, seg.missing, seg.frame, seg.ts_ns):
            yield from self._frames(conn, d, to_server)

    def _ended(self, stream: int) -> bool:
        conn = self.conns.get(stream)
        return conn is not None and (conn.to_server.fin or conn.to_client.fin)

    def _new_connection(self, stream: int, seg) -> _Connection:
        a, b = (seg.src, seg.sport), (seg.dst, seg.dport)
        if seg.flags & SYN and not seg.flags & ACK:
            client, server = a, b
        elif seg.flags & SYN:
            client, server = b, a
        elif seg.dport in self.ports and seg.sport not in self.ports:
            client, server = a, b
        elif seg.sport in self.ports and seg.dport not in self.ports:
            client, server = b, a
        else:
            client, server = (a, b) if seg.dport <= seg.sport else (b, a)
        return _Connection(stream, client, server)

    def finish(self) -> Iterator[Message]:
        """End of input: frames held behind gaps are released, partial frames reported."""
        for conn in self.conns.values():
            for to_server, d in ((True, conn.to_server), (False, conn.to_client)):
                if d.flush():
                    yield from self._frames(conn, d, to_server)
                if len(d.data) and conn.broken.get("s" if to_server else "c") is None:
                    yield self._partial(conn, d, to_server)

    # ------------------------------------------------------------ frames

    def _frames(self, conn: _Connection, d: Direction, to_server: bool) -> Iterator[Message]:
        side = "s" if to_server else "c"
        if conn.broken.get(side):
            d.consume(d.end)
            return
        buf = d.data
        pos = 0
        n = len(buf)
        while n - pos >= 4:
            size = int.from_bytes(buf[pos : pos + 4], "big", signed=True)
            start = d.base + pos
            hole = d.first_hole(start, start + 4)
            if hole is not None:
                conn.broken[side] = "size field not captured"
                yield self._flagged(conn, d, to_server, start, "truncated", hole - start)
                d.consume(d.end)
                return
            # Raw SASL tokens may be empty; Kafka frames hold at least a correlation_id.
            if size < (0 if conn.sasl_raw else 4) or size > self.max_frame:
                word = "bad_frame_size" if size < 4 else "frame_too_large"
                conn.broken[side] = word
                yield self._flagged(conn, d, to_server, start, word, 0, size)
                d.consume(d.end)
                return
            end = pos + 4 + size
            if end > n:
                break
            frame, ts = d.frame_at(d.base + end)
            hole = d.first_hole(start, d.base + end)
            raw = bytes(buf[pos:end])
            msg = self._decode(
                conn, to_server, raw, frame, ts, hole - start if hole is not None else None
            )
            yield msg
            pos = end
        d.consume(d.base + pos)

    def _base(
        self, conn: _Connection, to_server: bool, frame: int, ts: int, kind: str, length: int
    ) -> Message:
        src, dst = (conn.client, conn.server) if to_server else (conn.server, conn.client)
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

    def _flagged(
        self,
        conn,
        d: Direction,
        to_server: bool,
        start: int,
        word: str,
        off: int,
        size: int | None = None,
    ) -> Message:
        frame, ts = d.frame_at(d.end)
        m = self._base(
            conn, to_server, frame, ts, "request" if to_server else "response", d.end - start
        )
        m.expert.append(f"{word}@{off}")
        m.notes.append(
            f"stream desynchronised ({word}"
            + (f", size {size}" if size is not None else "")
            + f"); {d.end - start} bytes not decoded"
        )
        return m

    def _partial(self, conn: _Connection, d: Direction, to_server: bool) -> Message:
        """A frame cut by the end of the capture: header decoded if present."""
        raw = bytes(d.data)
        frame, ts = d.frame_at(d.end)
        m = self._decode(conn, to_server, raw, frame, ts, len(raw), declared=True)
        d.consume(d.end)
        return m

    def _decode(
        self,
        conn: _Connection,
        to_server: bool,
        raw: bytes,
        frame: int,
        ts: int,
        hole: int | None,
        declared: bool = False,
    ) -> Message:
        """Decode one frame. ``hole``: offset of the first byte not captured, if any."""
        if to_server:
            return self._request(conn, raw, frame, ts, hole)
        return self._response(conn, raw, frame, ts, hole)

    def _plausible_request(self, raw: bytes) -> bool:
        try:
            k, v, _c = peek_request_ids(raw)
        except NeedData:
            return False
        spec = self.profile.message(k, "request")
        if spec is not None:
            return v in spec.valid_versions
        versions = protocol.known_versions(k)
        if versions:
            return 0 <= v <= max(versions)
        return k in protocol.API_NAMES and 0 <= v <= 20

    def _request(
        self, conn: _Connection, raw: bytes, frame: int, ts: int, hole: int | None
    ) -> Message:
        m = self._base(conn, True, frame, ts, "request", len(raw))
        if conn.sasl_raw:
            if self._plausible_request(raw):
                conn.sasl_raw = False
            else:
                m.kind = "sasl_token"
                m.api_name = "SASL token (raw)"
                m.notes.append("raw SASL token after SaslHandshake v0; not a Kafka frame")
                return m
        limit = len(raw) if hole is None else hole
        try:
            k, v, c = peek_request_ids(raw[:limit])
        except NeedData as e:
            m.expert.append(e.expert)
            return m
        m.api_key, m.api_version, m.correlation_id = k, v, c
        spec = self.profile.message(k, "request")
        m.mirror = spec is not None
        m.api_name = spec.rpc if spec else protocol.api_name(k)
        if spec is not None:
            flexible = v in spec.flexible_versions
            hv = protocol.request_header_version(k, v, flexible)
        else:
            hv = protocol.request_header_version(k, v)
        try:
            hdr = parse_request_header(raw, hv, 4, limit)
            m.client_id = hdr.client_id
        except DissectError as e:
            m.expert.append(e.expert)
            self._remember(conn, m)
            return m
        body_at = 4 + hdr.size
        if hole is not None:
            m.expert.append(f"truncated@{hole}")
        elif spec is not None:
            if v not in spec.valid_versions:
                m.expert.append("unsupported_api_version@6")
            else:
                self._mirror_body(m, spec, v, raw, body_at)
        elif m.api_name is None:
            m.expert.append("unknown_api_key@4")
        elif self.decode_bodies:
            self._standard_body(m, k, v, "request", raw, body_at)
        if k == 0 and m.body is not None and m.body.get("acks") == 0:
            m.expects_response = False
            m.notes.append("acks=0: no response expected")
        self._remember(conn, m)
        return m

    def _remember(self, conn: _Connection, m: Message) -> None:
        if m.correlation_id is not None and m.api_key is not None:
            conn.in_flight[m.correlation_id] = _Pending(m.api_key, m.api_version, m)

    def _response(
        self, conn: _Connection, raw: bytes, frame: int, ts: int, hole: int | None
    ) -> Message:
        m = self._base(conn, False, frame, ts, "response", len(raw))
        limit = len(raw) if hole is None else hole
        if limit < 8 or (conn.sasl_raw and len(raw) < 8):
            if conn.sasl_raw:
                return self._sasl_token(m)
            m.expert.append(f"truncated@{limit}")
            return m
        c = int.from_bytes(raw[4:8], "big", signed=True)
        pending = conn.in_flight.pop(c, None)
        if pending is None:
            if conn.sasl_raw:
                return self._sasl_token(m)
            m.correlation_id = c
            m.expert.append("request_missing@4")
            return m
        req = pending.message
        m.correlation_id = c
        m.api_key, m.api_version = pending.api_key, pending.api_version
        m.request, req.response = req, m
        m.client_id = req.client_id
        m.mirror, m.api_name, m.spec = req.mirror, req.api_name, None
        k, v = pending.api_key, pending.api_version
        spec = self.profile.message(k, "response")
        if spec is not None:
            hv = protocol.response_header_version(k, v, v in spec.flexible_versions)
        else:
            hv = protocol.response_header_version(k, v)
        try:
            hdr = parse_response_header(raw, hv, 4, limit)
        except DissectError as e:
            m.expert.append(e.expert)
            return m
        body_at = 4 + hdr.size
        if hole is not None:
            m.expert.append(f"truncated@{hole}")
        elif spec is not None:
            if v in spec.valid_versions:
                self._mirror_body(m, spec, v, raw, body_at)
        elif m.api_name is not None and self.decode_bodies:
            self._standard_body(m, k, v, "response", raw, body_at)
        if m.mirror_name is None and req.mirror_name is not None:
            m.mirror_name = req.mirror_name
        if k == 17 and v == 0 and m.error_code == 0:
            conn.sasl_raw = True
        return m

    def _sasl_token(self, m: Message) -> Message:
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
                m.notes.append(f"body not decoded: {kind} v{v} not in kio's specs")
            else:
                m.expert.append(e.expert)
            return
        m.body = body
        if body.get("_fallback"):
            m.notes.append("api_versions_fallback: v0-format response to an unsupported version")
        if kind == "response":
            m.error_code = _error_code(body)


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
                elif isinstance(x, (dict, list)):
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
    stack = [v for v in body.values() if isinstance(v, (list, dict))]
    while stack:
        v = stack.pop(0)
        if isinstance(v, list):
            stack[0:0] = [x for x in v if isinstance(x, (list, dict))]
        else:
            ec = v.get("error_code")
            if isinstance(ec, int):
                seen = True
                if ec != 0:
                    return ec
            stack[0:0] = [x for x in v.values() if isinstance(x, (list, dict))]
    return 0 if seen else None


def iter_messages(
    path: str | os.PathLike,
    ports: Iterable[int] = DEFAULT_PORTS,
    profile: Profile | None = None,
    **options: Any,
) -> Iterator[Message]:
    """Every Kafka message in a capture, in the order they complete.

    Raises CaptureError for a file that is not a readable capture.
    """
    yield from Dissector(ports, profile, **options).feed_path(path)
