"""Frames to messages, and each response to its request.

Owns: the per-connection conversation state (:class:`Conversation`: requests
in flight keyed by correlation_id, the last ids each way, the client_id, SASL
raw-token mode) and turning one frame into a :class:`Message` with it
(:class:`Matcher`): a response is matched the way Wireshark's
``packet-kafka.c`` does, per TCP connection, correlation_id -> the latest
request with that id at or before the response.  Also acks=0 Produce (no
response expected), SaslHandshake v0 (raw SASL tokens follow until a Kafka
header shows up again) and requests left unanswered when the connection ends.

What each header and body decodes to is :mod:`dissector.decode.decoding`'s.

Must not import: capture reading, reassembly, flows, the framer, pandas or the CLI.
"""

from __future__ import annotations

import struct

from ..errors import DissectError
from ..flags import Flag
from ..kafka.protocol import RAW_TOKEN_KEYS, starts_raw_tokens
from ..wire.headers import request_header_end, response_header_end
from .decoding import Decoder, produce_acks
from .message import REVERSED

try:
    import cython
except ImportError:  # no Cython: the pure-Python path
    from .. import puremode as cython

if not cython.compiled:  # (compiled, Message is the C type matching.pxd cimports)
    from .message import Message

__all__ = ["MAX_IN_FLIGHT", "Conversation", "Matcher"]

#: Requests remembered per connection while waiting for their responses.
MAX_IN_FLIGHT = 4096
_HDR = struct.Struct(">ihhi").unpack_from  # size, api_key, api_version, correlation_id
_I32 = struct.Struct(">i").unpack_from
_API_VERSIONS = 18
#: Flag bits as plain ints: enum's operators are Python code, a cost per message
_ACKS0, _ACKS0_ANSWERED = Flag.ACKS0.value, Flag.ACKS0_ANSWERED.value
_REVERSED, _RAW_SASL_TOKEN = Flag.REVERSED.value, Flag.RAW_SASL_TOKEN.value


class Conversation:
    """What one connection's messages say about the next ones.

    ``stream``, ``client_s``, ``server_s``: the tcp_stream number and the
    ``(address text, port)`` of each end, for the messages; ``tunnel``: None, or
    what gives a direction's tunnel text (``tunnel(to_server)``).
    """

    __slots__ = (
        "stream",
        "client_s",
        "server_s",
        "in_flight",
        "sasl_raw",
        "last_cid",
        "last_resp",
        "client_id",
        "encrypted",
        "tunnel",
        "foreign",
        "foreign_frames",
    )

    def __init__(self, stream: int, client_s: tuple, server_s: tuple) -> None:
        self.stream = stream
        self.client_s = client_s
        self.server_s = server_s
        #: requests waiting for their responses, by correlation_id (oldest first)
        self.in_flight: dict[int, Message] = {}
        #: True after a SaslHandshake v0: frames are raw SASL tokens
        self.sasl_raw = False
        #: correlation_id of the last request seen (resynchronisation looks near it)
        self.last_cid: int | None = None
        #: correlation_id of the last response seen (Kafka answers in order)
        self.last_resp: int | None = None
        #: the client_id its requests carry, encoded
        self.client_id: bytes | None = None
        #: True once the client opened with a TLS handshake: no Kafka frame is looked for
        self.encrypted = False
        #: None, or ``tunnel(to_server)``: the tunnel a direction's packets came through
        #: (:meth:`dissector.capture.tunnels.Decapsulator.text`), for the messages
        self.tunnel = None
        #: what the connection looks like once its first bytes proved it is not Kafka
        #: (``HTTP/1.1``, ``SSH``...): no Kafka frame is looked for
        self.foreign: str | None = None
        #: the first and last frames of its bytes once :attr:`foreign` is set, else None
        self.foreign_frames: list[int] | None = None

    @cython.locals(m=Message)
    def seen_request(self, m: Message) -> None:
        """Request ``m`` was surely a frame: remember its correlation_id (and client_id)."""
        c = m.correlation_id
        if c is not None:
            self.last_cid = c
            if m.client_id is not None and self.client_id is None:
                self.client_id = m.client_id.encode()

    @cython.locals(m=Message)
    def seen_response(self, m: Message) -> None:
        """Response ``m`` was surely a frame: remember its correlation_id."""
        c = m.correlation_id
        if c is not None:
            self.last_resp = c

    def close(self) -> None:
        """The connection is over: no response can come to the requests in flight."""
        for req in self.in_flight.values():
            req.orphaned = True
        self.in_flight.clear()


class Matcher:
    """Turns frames into messages and pairs them, for every connection."""

    def __init__(self, decoder: Decoder) -> None:
        self.decoder = decoder
        self._req_plans = decoder.req_plans
        self._resp_plans = decoder.resp_plans
        self._colliding = decoder.endpoints.colliding
        #: filled by request_header_end when a header carries tagged fields (rare), then moved
        self._tags: dict = {}
        #: server endpoint ``(address, port)`` -> the Decoder of its own profile, where the
        #: profile gives it one (:meth:`~dissector.profiles.profile.Profile.for_server`);
        #: made on first use, sharing the topic names learnt and the ``later`` hook
        self._servers: dict[tuple, Decoder | None] = {}
        self._per_server = bool(decoder.profile.per_server)
        #: the profile a message is named with, unless its endpoint has its own
        self._name = decoder.profile.base or decoder.profile.name

    def _decoder(self, conv: Conversation) -> Decoder:
        """The decoder of the connection's server endpoint (the reader's, but where the
        profile decodes that endpoint with another revision)."""
        dec = self._servers.get(conv.server_s, self)
        if dec is self:
            prof = self.decoder.profile
            sub = prof.for_server(f"{conv.server_s[0]}:{conv.server_s[1]}")
            dec = None
            if sub is not prof:
                dec = Decoder(sub, self.decoder.options)
                dec.topic_ids = self.decoder.topic_ids
                dec.later = self.decoder.later
            self._servers[conv.server_s] = dec
        return dec or self.decoder

    @cython.locals(conv=Conversation, m=Message)
    def base(
        self, conv: Conversation, to_server: bool, frame: int, ts: int, kind: str, length: int
    ) -> Message:
        """A message of the connection with nothing decoded yet."""
        src, dst = (conv.client_s, conv.server_s) if to_server else (conv.server_s, conv.client_s)
        m = Message(
            frame,
            ts,
            conv.stream,
            src[0],
            src[1],
            dst[0],
            dst[1],
            kind,
            length,
            "request" if to_server else "response",
        )
        m.profile = self._name
        if conv.tunnel is not None:
            m.tunnel = conv.tunnel(to_server)
        return m

    @cython.locals(conv=Conversation, m=Message)
    def request(
        self, conv: Conversation, raw: bytes, frame: int, ts: int, hole: int | None
    ) -> Message:
        """A request frame (``hole``: offset of its first byte not captured) as a message."""
        n = len(raw)
        limit = n if hole is None else hole
        if limit < 12:
            m = self.base(conv, True, frame, ts, "request", n)
            if conv.sasl_raw:
                return _sasl_token(m)
            m.expert.append(f"truncated@{limit}" if hole is not None else "bad_frame_size@0")
            return m
        _s, k, v, c = _HDR(raw, 0)
        if conv.sasl_raw:
            if self.decoder.known_version(k, v) and c >= 0:
                conv.sasl_raw = False
            else:
                return _sasl_token(self.base(conv, True, frame, ts, "request", n))
        # what base() and then setting api_key, api_version, correlation_id give, made at
        # once (each slot stored once: a store costs ~15 ns compiled, ~10 per message saved)
        src, dst, tunnel = conv.client_s, conv.server_s, conv.tunnel
        m = Message(
            frame, ts, conv.stream, src[0], src[1], dst[0], dst[1], "request", n, "request",
            k, v, c, None, None, False, None, None, None, [], [], None, None, 0, (), None,
            None, False, None, None, self._name, None if tunnel is None else tunnel(True),
        )  # fmt: skip
        if self._per_server:
            return self._request_with(self._decoder(conv), conv, m, raw, k, v, c, limit, hole)
        # (decoding.plan_key, inline: a call per message costs ~1% of the default read)
        plan = self._req_plans.get((k << 16) | (v & 0xFFFF)) or self.decoder.req_plan(k, v)
        return self._request_plan(self.decoder, plan, conv, m, raw, k, v, c, limit, hole)

    @cython.locals(conv=Conversation, m=Message)
    def _request_with(self, dec, conv, m, raw, k, v, c, limit, hole) -> Message:
        """A request of an endpoint decoded with its own profile's decoder ``dec``."""
        m.profile = dec.profile.base or dec.profile.name
        plan = dec.req_plans.get((k << 16) | (v & 0xFFFF)) or dec.req_plan(k, v)
        return self._request_plan(dec, plan, conv, m, raw, k, v, c, limit, hole)

    @cython.locals(conv=Conversation, m=Message)
    def _request_plan(self, dec, plan, conv, m, raw, k, v, c, limit, hole) -> Message:
        if plan.spec is not None and k in dec.endpoints.colliding:  # Kafka's too: per endpoint
            plan = dec.endpoints.plan(conv.server_s, m, raw, limit, plan)
        m.api_name = plan.api_name
        if plan.spec is not None:
            m.mirror = True
            if k not in dec.endpoints.colliding:  # a key only the profile has: a mirror broker
                dec.endpoints.mirror_seen.setdefault(conv.server_s, (k, m.frame))
        tags = self._tags
        try:
            m.client_id, body_at = request_header_end(raw, plan.header_version, 4, limit, tags)
        except DissectError as e:
            tags.clear()
            m.expert.append(e.expert)
            self._in_flight(conv, c, m)
            return m
        if tags:
            m.header_tags = dict(tags)
            tags.clear()
        if hole is not None:
            m.expert.append(f"truncated@{hole}")
            if plan.decode is not None and hole > body_at:
                dec.request_prefix(m, plan, v, raw, body_at, hole)
        elif plan.decode is not None:
            dec.request_body(m, plan, v, raw, body_at)
        if k == 0:
            acks = m.body.get("acks") if m.body is not None else produce_acks(raw, body_at, v)
            if acks == 0:
                m.flags |= _ACKS0
                m.notes.append("acks=0: no response expected")
        self._in_flight(conv, c, m)
        return m

    @staticmethod
    @cython.locals(conv=Conversation, m=Message)
    def _in_flight(conv: Conversation, c: int, m: Message) -> None:
        fl = conv.in_flight
        fl.pop(c, None)  # a reused correlation_id: the latest request wins
        fl[c] = m
        if len(fl) > MAX_IN_FLIGHT:  # unanswered (e.g. acks=0) requests: forget the oldest
            del fl[next(iter(fl))]

    @cython.locals(conv=Conversation, m=Message, req=Message)
    def response(
        self, conv: Conversation, raw: bytes, frame: int, ts: int, hole: int | None
    ) -> Message:
        """A response frame as a message, linked to its request (taken out of flight)."""
        n = len(raw)
        limit = n if hole is None else hole
        if limit < 8 or (conv.sasl_raw and n < 8):
            m = self.base(conv, False, frame, ts, "response", n)
            if conv.sasl_raw:
                return _sasl_token(m)
            m.expert.append(f"truncated@{limit}")
            return m
        c = _I32(raw, 4)[0]
        req = conv.in_flight.pop(c, None)
        if req is None:
            m = self.base(conv, False, frame, ts, "response", n)
            if conv.sasl_raw:
                return _sasl_token(m)
            m.correlation_id = c
            m.expert.append("request_missing@4")
            return m
        k = req.api_key
        v = req.api_version
        # what base() and then setting the fields taken from the request give, made at
        # once (each slot stored once, as in request())
        src, dst, tunnel = conv.server_s, conv.client_s, conv.tunnel
        m = Message(
            frame, ts, conv.stream, src[0], src[1], dst[0], dst[1], "response", n, "response",
            k, v, c, req.client_id, req.api_name, req.mirror, None, None, None, [], [], req,
            None, 0, (), None, None, False, None, None, self._name,
            None if tunnel is None else tunnel(False),
        )  # fmt: skip
        req.response = m
        if ts < req.ts_ns:  # reordered packets: no negative latency is reported
            m.flags |= _REVERSED
            m.notes.append(f"{REVERSED} (frame {req.frame}): latency_ms null")
        key = (k << 16) | (v & 0xFFFF)  # (decoding.plan_key, inline as above)
        dec = self._decoder(conv) if self._per_server else self.decoder
        if dec is not self.decoder:
            m.profile = dec.profile.name
            plan = dec.resp_plans.get(key) or dec.resp_plan(req)
        else:
            plan = self._resp_plans.get(key) or dec.resp_plan(req)
        try:
            body_at = response_header_end(raw, plan.header_version, 4, limit)
        except DissectError as e:
            m.expert.append(e.expert)
            return m
        if hole is not None:
            m.expert.append(f"truncated@{hole}")
            if hole > body_at:
                dec.response_prefix(m, req, plan, raw, body_at, hole)
        else:
            dec.response_body(m, req, plan, raw, body_at)
        if req.flags & _ACKS0:  # (not req.expects_response, inline)
            m.flags |= _ACKS0_ANSWERED
            m.notes.append("response to an acks=0 Produce (Kafka brokers send none)")
        if m.mirror_name is None:
            m.mirror_name = req.mirror_name
        if k == _API_VERSIONS and dec.endpoints.colliding and hole is None:
            dec.endpoints.learn(conv.server_s, m, raw, body_at)
        if k in RAW_TOKEN_KEYS and starts_raw_tokens(k, v, m.error_code):
            conv.sasl_raw = True
        return m


@cython.locals(m=Message)
def _sasl_token(m: Message) -> Message:
    m.kind = "sasl_token"
    m.api_name = "SASL token (raw)"
    m.flags |= _RAW_SASL_TOKEN
    m.notes.append("raw SASL token after SaslHandshake v0; not a Kafka frame")
    return m
