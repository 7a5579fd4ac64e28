"""The decoded Kafka message, as every stage after framing passes it on.

Owns: :class:`Message` (what one frame, or one raw SASL token, became).

Must not import: anything of the pipeline (capture, reassembly, framer,
decoding, matching), pandas or the CLI.
"""

from __future__ import annotations

from typing import Any

from ..flags import Flag
from ..wire.specs import MessageSpec

__all__ = ["Message", "REVERSED"]

#: the note on a response timed before its request (packets reordered in the capture):
#: its ``latency_ms`` (and its request's) is null, never negative
REVERSED = "response timed before its request"
#: :attr:`Flag.ACKS0` as a plain int (enum's ``&`` is Python code: twice per request)
_ACKS0 = Flag.ACKS0.value
#: the default of a list field in the written-out ``__init__``: a new list each time
_NEW_LIST: Any = object()
#: the messages whose repr is being made (a request's repr holds its response's, which
#: holds the request's: that one is ``...``)
_IN_REPR: set[int] = set()


class Message:
    """One Kafka message (or raw SASL token) as seen on the wire.

    ``frame`` is the capture frame that completed it (1-based), ``ts_ns`` that
    frame's time in ns since the epoch (UTC), ``length`` the frame size in
    bytes including the 4-byte size field.  ``kind`` is ``request``,
    ``response``, ``sasl_token`` or ``encrypted`` (a TLS direction without a
    key); ``direction`` is ``request`` (client to broker) or ``response``
    (broker to client).  ``body`` is the decoded body
    (a dict, see :mod:`dissector.wire.codec`) or None when it was not decoded.
    ``expert`` lists ``word@offset`` strings (offsets in bytes from the
    frame's first byte); ``notes`` lists observations that are not faults.
    A response links its ``request`` and a request its ``response``;
    ``orphaned`` marks a request whose connection closed unanswered.
    ``header_tags`` holds a v2 request header's tagged fields the way a body
    keeps unknown ones, ``{"_unknown_tags": {tag: bytes}}`` (None: none).
    """

    __slots__ = (
        "frame",
        "ts_ns",
        "tcp_stream",
        "src",
        "sport",
        "dst",
        "dport",
        "kind",
        "length",
        "direction",
        "api_key",
        "api_version",
        "correlation_id",
        "client_id",
        "api_name",
        "mirror",
        "body",
        "mirror_name",
        "error_code",
        "expert",
        "notes",
        "request",
        "response",
        "flags",
        "topic_ids_unnamed",
        "spec",
        "row",
        "orphaned",
        "header_tags",
        "raw_body",
        "profile",
        "tunnel",
    )
    frame: int
    ts_ns: int
    tcp_stream: int
    src: str
    sport: int
    dst: str
    dport: int
    kind: str
    length: int
    direction: str
    api_key: int | None
    api_version: int | None
    correlation_id: int | None
    client_id: str | None
    api_name: str | None
    mirror: bool
    body: dict[str, Any] | None
    mirror_name: str | None
    error_code: int | None
    expert: list[str]
    notes: list[str]
    request: Message | None
    response: Message | None
    #: the message's :class:`Flag` bits (each with its note): an int (a plain one where
    #: the hot path sets them, a Flag elsewhere: test bits with ``&``)
    flags: int
    #: with :attr:`Flag.TOPIC_ID_UNNAMED`: the topic ids no earlier response named
    topic_ids_unnamed: tuple[str, ...]
    spec: MessageSpec | None
    #: the table row while the request waits for its response
    row: Any
    #: a request whose connection ended before its response came (none can come now)
    orphaned: bool
    #: a request header's tagged fields (``{"_unknown_tags": {tag: bytes}}``), None: none
    header_tags: dict[str, Any] | None
    #: a standard body left undecoded for later (the decoder's ``later``): its bytes,
    #: the frame's from the body's first byte (``Decoder.decode_later`` decodes them)
    raw_body: bytes | None
    #: the name of the mirror profile it was decoded with: the reader's, or its server
    #: endpoint's own where the capture's clusters speak different KIP revisions
    profile: str | None
    #: the tunnels its packets came through, outermost first (``vxlan vni=100
    #: 10.0.0.1>10.0.0.2``: :func:`dissector.capture.tunnels.describe`); None: none
    tunnel: str | None

    # written out (compiled with the module: one call per message read); the parameters
    # are the slots, in their order (tests/decoding/test_message_init.py)
    def __init__(
        self,
        frame: int,
        ts_ns: int,
        tcp_stream: int,
        src: str,
        sport: int,
        dst: str,
        dport: int,
        kind: str,
        length: int,
        direction: str = "request",
        api_key: int | None = None,
        api_version: int | None = None,
        correlation_id: int | None = None,
        client_id: str | None = None,
        api_name: str | None = None,
        mirror: bool = False,
        body: dict[str, Any] | None = None,
        mirror_name: str | None = None,
        error_code: int | None = None,
        expert: Any = _NEW_LIST,
        notes: Any = _NEW_LIST,
        request: Message | None = None,
        response: Message | None = None,
        flags: int = 0,
        topic_ids_unnamed: tuple[str, ...] = (),
        spec: MessageSpec | None = None,
        row: Any = None,
        orphaned: bool = False,
        header_tags: dict[str, Any] | None = None,
        raw_body: bytes | None = None,
        profile: str | None = None,
        tunnel: str | None = None,
    ) -> None:
        self.frame = frame
        self.ts_ns = ts_ns
        self.tcp_stream = tcp_stream
        self.src = src
        self.sport = sport
        self.dst = dst
        self.dport = dport
        self.kind = kind
        self.length = length
        self.direction = direction
        self.api_key = api_key
        self.api_version = api_version
        self.correlation_id = correlation_id
        self.client_id = client_id
        self.api_name = api_name
        self.mirror = mirror
        self.body = body
        self.mirror_name = mirror_name
        self.error_code = error_code
        self.expert = [] if expert is _NEW_LIST else expert
        self.notes = [] if notes is _NEW_LIST else notes
        self.request = request
        self.response = response
        self.flags = flags
        self.topic_ids_unnamed = topic_ids_unnamed
        self.spec = spec
        self.row = row
        self.orphaned = orphaned
        self.header_tags = header_tags
        self.raw_body = raw_body
        self.profile = profile
        self.tunnel = tunnel

    @property
    def expects_response(self) -> bool:
        """Whether a response is expected (not an acks=0 Produce: :attr:`Flag.ACKS0`)."""
        return not self.flags & _ACKS0

    @property
    def latency_ms(self) -> float | None:
        """Response time minus request time in ms (on responses and their requests); None
        without both, or when the response is timed before its request (packets reordered
        in the capture: the response carries the note :data:`REVERSED`), never negative."""
        req, resp = (self.request, self) if self.kind == "response" else (self, self.response)
        if req is None or resp is None or resp.ts_ns < req.ts_ns:
            return None
        return (resp.ts_ns - req.ts_ns) / 1e6

    def __repr__(self) -> str:
        """``Message(frame=..., ts_ns=..., ...)``: every slot, in order (a request and its
        response point at each other: the second visit of one prints ``...``)."""
        key = id(self)
        if key in _IN_REPR:
            return "..."
        _IN_REPR.add(key)
        try:
            return f"Message({', '.join(f'{n}={getattr(self, n)!r}' for n in Message.__slots__)})"
        finally:
            _IN_REPR.discard(key)
