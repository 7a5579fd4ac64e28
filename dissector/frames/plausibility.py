"""Kafka's answers to the framer: could a frame start here, and what is it?

Owns: the judges (:class:`RequestJudge`, :class:`ResponseJudge`, one for
each direction, serving every connection) that :class:`dissector.frames.framer.Framer` asks
during resynchronisation (does a request or response header fit at this
offset, given the ids already seen and the requests in flight?  does the
candidate body decode to its last byte?), how much of a frame too large to
hold decoding needs, and which function turns a frame into a message.
:class:`KafkaRules` holds what every judge shares.

Must not import: capture reading, reassembly, flows, the framer's internals,
pandas or the CLI.
"""

from __future__ import annotations

import re
import struct

from ..capture.tls import NO_KEY_NOTE, tls_record_size
from ..decode.decoding import DECODE_ON_ERROR, Decoder
from ..decode.matching import Conversation, Matcher
from ..decode.message import Message
from ..errors import MISALIGNED, DissectError, Malformed, TrailingBytes
from ..flags import Flag
from ..kafka import protocol
from ..wire.codec import decode_body
from ..wire.fastpath import error_code_offset
from ..wire.headers import request_header_end, response_header_end
from ..wire.standard import decode_standard
from .framer import PREFIX
from .framing import MIN_FRAME

__all__ = ["MAX_TRAILING", "KafkaRules", "RequestJudge", "ResponseJudge", "looks_like"]

_HDR = struct.Struct(">ihhi").unpack_from  # size, api_key, api_version, correlation_id
_I32 = struct.Struct(">i").unpack_from
_I16 = struct.Struct(">h").unpack_from
_KEY = struct.Struct(">hh").unpack_from  # api_key, api_version
#: The first line of a text protocol that is no Kafka frame's start: what it looks like.
_TEXT = (
    (
        re.compile(
            rb"(?:GET|POST|PUT|HEAD|DELETE|OPTIONS|PATCH|CONNECT|TRACE) \S+ (HTTP/\d(?:\.\d)?)\r?\n"
        ),
        None,
    ),
    (re.compile(rb"(HTTP/\d(?:\.\d)?) \d{3}[ \r\n]"), None),
    (re.compile(rb"PRI \* HTTP/2\.0\r\n"), "HTTP/2"),
    (re.compile(rb"(SSH-\d\.\d+-[\x21-\x7e]+)[\x20-\x7e]*\r?\n"), None),
)
#: Bytes past a body that decoded whole still taken for a frame while resynchronising.
MAX_TRAILING = 8


def looks_like(head: bytes) -> str | None:
    """What a connection's first bytes ``head`` are when they are a text protocol's first
    line (an HTTP request or status line: ``HTTP/1.1``; the HTTP/2 preface; an SSH
    banner: ``SSH-2.0-OpenSSH_9.2p1``), else None."""
    for pattern, name in _TEXT:
        m = pattern.match(head)
        if m is not None:
            return name or m.group(1).decode("ascii")
    return None


class KafkaRules:
    """What the judges of every connection share: decoder, matcher, candidate patterns."""

    def __init__(self, decoder: Decoder, matcher: Matcher, max_frame: int) -> None:
        self.decoder = decoder
        self.matcher = matcher
        top = min(max_frame >> 24, 0x7F)
        hi = max([*decoder.req_specs, *protocol.API_NAMES], default=0) >> 8
        size = b"[\\x00-" + b"\\x%02x" % top + b"][\\s\\S]{3}"
        key = b"[\\x00-" + b"\\x%02x" % min(hi, 0x7F) + b"][\\s\\S]"
        #: offsets whose first bytes could start a request / a response (a fast prefilter)
        self.request_candidates = re.compile(
            b"(?=" + size + key + b"[\\x00-\\x7f][\\s\\S][\\x00-\\x7f])"
        )
        self.response_candidates = re.compile(b"(?=" + size + b"[\\x00-\\x7f])")

        #: the judges of the two directions (their ``side`` is the connection's Conversation)
        self.requests = RequestJudge(self)
        self.responses = ResponseJudge(self)


class _Judge:
    """What both directions' judges share (see :class:`dissector.frames.framer.Judge`).

    One judge serves every connection: the framer passes each call the
    direction's ``side``, here the connection's :class:`Conversation`.
    """

    __slots__ = ("decoder", "matcher", "decode", "seen", "candidates")
    to_server = True
    header_size = 12

    def __init__(self, rules: KafkaRules) -> None:
        self.decoder = rules.decoder
        self.matcher = rules.matcher

    def min_size(self, conv: Conversation) -> int:
        """The smallest size field a frame may carry (raw SASL tokens may be empty)."""
        return 0 if conv.sasl_raw else MIN_FRAME

    def bad_size(self, conv: Conversation, frame: int, ts: int, word: str, size: int) -> Message:
        """The message reporting a size field that cannot start a frame.

        A TLS record where the client's first frame (or the server's first, after
        a ClientHello) should be: the connection is TLS, noted once per direction.
        """
        to_server = self.to_server
        kind = "request" if to_server else "response"
        m = self.matcher.base(conv, to_server, frame, ts, kind, 4)
        if tls_record_size(size, to_server) and (to_server or conv.encrypted):
            if to_server and conv.last_cid is None or not to_server and conv.last_resp is None:
                conv.encrypted = True
                m.kind = "encrypted"  # no Kafka message: not a request or response to match
                m.flags |= Flag.ENCRYPTED
                m.notes.append(NO_KEY_NOTE)
                return m
        m.expert.append(f"{word}@0")
        m.notes.append(f"frame size {size}: not a frame boundary; looking for the next one")
        return m

    def foreign(self, conv: Conversation, frame: int, ts: int, head: bytes) -> list | None:
        """The direction's first bytes ``head`` (a size field no frame has) are another
        protocol's: the messages saying so, else None.

        A TLS record header (:func:`dissector.capture.tls.tls_record_size`: a handshake
        record from the client, any record from the server of a connection already found
        encrypted): the one message of this direction, of kind ``encrypted``, noted
        ``encrypted (TLS, no key)``.  Bytes that are no Kafka's (:func:`looks_like`): one
        message for the connection, of kind ``foreign``, noted ``not Kafka: looks like
        WHAT`` and flagged ``NOT_KAFKA`` (none for the second direction)."""
        to_server = self.to_server
        if conv.foreign is not None:
            self.foreign_frame(conv, frame)
            return []  # said on the other direction
        kind = "request" if to_server else "response"
        size = _I32(head, 0)[0]
        if tls_record_size(size, to_server) and (to_server or conv.encrypted):
            conv.encrypted = True
            m = self.matcher.base(conv, to_server, frame, ts, kind, 0)
            m.kind = "encrypted"  # no Kafka message: not a request or response to match
            m.flags |= Flag.ENCRYPTED
            m.notes.append(NO_KEY_NOTE)
            return [m]
        if conv.encrypted or conv.last_cid is not None or conv.last_resp is not None:
            return None
        what = looks_like(head)
        if what is not None:
            note = f"not Kafka: looks like {what}"
        elif size < 0 or size >= 1 << 30 or to_server and not self._known(head):
            what = "unknown"
            note = f"not Kafka: its first bytes ({head[:8].hex(' ')}) start no Kafka {kind}"
        else:
            return None
        conv.foreign = what
        conv.foreign_frames = [frame, frame]
        m = self.matcher.base(conv, to_server, frame, ts, kind, 0)
        m.kind = "foreign"  # no Kafka message: not a request or response to match
        m.api_name = "not Kafka" if what == "unknown" else f"not Kafka: looks like {what}"
        m.flags |= Flag.NOT_KAFKA
        m.notes.append(note)
        return [m]

    def foreign_frame(self, conv: Conversation, frame: int) -> None:
        """Frame ``frame`` carried bytes of connection ``conv``, found not Kafka
        (:meth:`foreign`): its :attr:`~dissector.decode.matching.Conversation.foreign_frames`
        grow to take it in."""
        span = conv.foreign_frames
        if span is not None and frame:
            span[0], span[1] = min(span[0], frame), max(span[1], frame)

    def _known(self, head: bytes) -> bool:
        """Do the api_key and api_version after the size field name a known request?"""
        return len(head) < 8 or self.decoder.known_version(*_KEY(head, 4))

    def body_ok(self, conv: Conversation, buf, i: int, end: int, c: int, cut: bool = False) -> bool:
        """Does the candidate frame ``buf[i:end]`` decode as what its header says?

        Run during resynchronisation only: nested length fields (a record batch's
        size, an array of small ints) fake a header and even a frame end, never a
        body that decodes to its last byte.  ``cut``: only ``buf[i:]`` is there
        (a hole follows); the bytes present must not contradict the header (an
        array longer than the frame, a string past its end) before they run out.
        A body that decodes whole and leaves up to ``MAX_TRAILING`` bytes is a frame
        (librdkafka's ApiVersions v0 request carries 4 zero bytes after its empty body).
        """
        raw = bytes(buf[i:end])
        size = _I32(raw, 0)[0] + 4
        have = len(raw)
        if cut and have < size:
            raw += bytes(size - have)  # zeros decode as empty things: what the bytes say counts
        to_server = self.to_server
        if to_server:
            k, v = _I16(raw, 4)[0], _I16(raw, 6)[0]
            plan = self.decoder.req_plan(k, v)
            kind = "request"
        else:
            req = conv.in_flight[c]
            k, v = req.api_key, req.api_version
            plan = self.decoder.resp_plan(req)
            if plan.spec is None and req.api_name is None:
                return True
            kind = "response"
        spec, hv = plan.spec, plan.header_version
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
                return 0 <= size - decode_body(spec, v, raw, at, size, 0)[1] <= MAX_TRAILING or cut
            decode_standard(k, v, kind, raw, at, size, 0)
        except TrailingBytes as e:
            # a body decoded whole, a few bytes short of the frame's end: a sender's quirk
            # (flagged pdu_length_mismatch like any frame with bytes past its body)
            return e.trailing <= MAX_TRAILING
        except Malformed as e:
            # bytes that do not line up; a null where the spec says never is the
            # sender's quirk (seen from real brokers), not a wrong boundary
            if cut and e.offset >= have - 8:
                return True  # the bytes ran out first
            return e.word not in MISALIGNED
        except (DissectError, IndexError, ValueError, struct.error):
            return cut
        return True


class RequestJudge(_Judge):
    """The judge of the client's direction: request headers."""

    __slots__ = ()

    def __init__(self, rules: KafkaRules) -> None:
        super().__init__(rules)
        self.decode = rules.matcher.request
        self.seen = Conversation.seen_request
        self.candidates = rules.request_candidates

    def header_only(self, conv: Conversation, buf, pos: int, n: int) -> int | None:
        """Bytes of a frame that decoding reads when only its header is needed, else None."""
        decoder = self.decoder
        if decoder.full or conv.sasl_raw or n - pos < 12:
            return None
        k = _I16(buf, pos + 4)[0]
        if k in decoder.req_specs or k in decoder.always:
            return None
        return PREFIX

    def header_like(self, conv: Conversation, buf, i: int, n: int, size: int) -> int | None:
        """The correlation_id if a request header could start at ``i``, else None.

        It needs a known api_key and version, a correlation_id just after the
        last one seen and a printable client_id (the connection's, once known).
        """
        if conv.encrypted:
            return None  # TLS: its bytes are no frames
        _s, k, v, c = _HDR(buf, i)
        if c < 0 or not self.decoder.known_version(k, v):
            return None
        last = conv.last_cid
        if last is not None and not 0 < c - last <= 65536:
            return None  # clients number their requests upwards
        answered = conv.last_resp
        if answered is not None and not 0 <= c - answered <= 65536:
            return None  # and every request before an answered one was sent before it
        if n - i >= 14:
            cl = _I16(buf, i + 12)[0]
            if cl < -1 or cl > size - 10:
                return None
            known = conv.client_id
            if known is not None and cl != len(known):
                return None  # one client_id per connection
            name = buf[i + 14 : i + 14 + cl]
            if known is not None and len(name) == cl and name != known:
                return None
            if any(b < 0x20 or b == 0x7F for b in name):
                return None
        return c

    def state(self, conv: Conversation) -> tuple:
        """What :meth:`header_like` reads of the connection (resynchronisation judges its
        candidates again when it changes)."""
        return (conv.encrypted, conv.last_cid, conv.last_resp, conv.client_id)

    def expected(self, conv: Conversation, c: int) -> bool:
        """Requests need no earlier message."""
        return True

    def next_ok(self, conv: Conversation, buf, nxt: int, c: int) -> bool:
        """The next request numbered a little above ``c``, of a known API version."""
        _s, k, v, c2 = _HDR(buf, nxt)
        return 0 < c2 - c <= 65536 and self.decoder.known_version(k, v)

    def frame_id(self, conv: Conversation, buf, i: int) -> int:
        """The correlation_id of the request at ``i``."""
        return _I32(buf, i + 8)[0]


class ResponseJudge(_Judge):
    """The judge of the broker's direction: response headers, after their requests."""

    __slots__ = ()
    to_server = False
    header_size = 8

    def __init__(self, rules: KafkaRules) -> None:
        super().__init__(rules)
        self.decode = rules.matcher.response
        self.seen = Conversation.seen_response
        self.candidates = rules.response_candidates

    def header_only(self, conv: Conversation, buf, pos: int, n: int) -> int | None:
        """Bytes of a frame that decoding reads when only its header is needed, else None."""
        decoder = self.decoder
        if decoder.full or conv.sasl_raw or n - pos < 12:
            return None
        req = conv.in_flight.get(_I32(buf, pos + 4)[0])
        if req is None:
            return PREFIX  # request_missing: nothing past the correlation_id is read
        k = req.api_key
        if req.mirror or k in decoder.always or k in DECODE_ON_ERROR or decoder.decode_errors:
            return None
        if req.api_name is not None and error_code_offset(k, req.api_version) is None:
            return None  # the error_code is found by walking the whole body
        return PREFIX

    def header_like(self, conv: Conversation, buf, i: int, n: int, size: int) -> int | None:
        """The correlation_id if a response header could start at ``i``, else None.

        It needs the correlation_id of a request in flight sent after the last
        one answered (Kafka answers in order).  An error code no table knows is
        data (``UNKNOWN_ERROR_<code>``), never a reason to refuse a frame: the
        body must still decode to its last byte (:meth:`body_ok`).
        """
        if conv.encrypted:
            return None  # TLS: its bytes are no frames
        c = _I32(buf, i + 4)[0]
        last = conv.last_resp
        if last is not None and not 0 < c - last <= 65536:
            return None
        req = conv.in_flight.get(c)
        if req is None:
            # answers to requests sent before a capture started mid-connection
            if conv.in_flight or c < 0 or last is not None or conv.last_cid is not None:
                return None
            return c
        return c

    def state(self, conv: Conversation) -> tuple:
        """What :meth:`header_like`, :meth:`expected` and :meth:`body_ok` read of the
        connection (resynchronisation judges its candidates again when it changes)."""
        return (conv.encrypted, conv.last_cid, conv.last_resp, len(conv.in_flight))

    def expected(self, conv: Conversation, c: int) -> bool:
        """Is the request with correlation_id ``c`` in flight?"""
        return c in conv.in_flight

    def next_ok(self, conv: Conversation, buf, nxt: int, c: int) -> bool:
        """The next response answers a later request (which may have been lost: its id
        need not be in flight)."""
        return 0 < _I32(buf, nxt + 4)[0] - c <= 65536

    def frame_id(self, conv: Conversation, buf, i: int) -> int:
        """The correlation_id of the response at ``i``."""
        return _I32(buf, i + 4)[0]
