"""Kafka found on any port: is this TCP connection Kafka?

Owns: :class:`Probe`, the state of one connection on a port not known to
carry Kafka while it is judged: its first segments, buffered (bounded) so
that they can be replayed into the pipeline once the connection is
confirmed (nothing is lost, frame numbers stay right), and its verdict.

A connection is Kafka when the bytes its client sends (the side that sent
the SYN, else the side that spoke first) frame as Kafka requests (size
field, known api_key and api_version of Kafka or the mirror profile,
correlation_id, printable client_id: the very test resynchronisation uses,
:meth:`dissector.frames.plausibility.RequestJudge.header_like`) and either two
requests follow each other, or the other side answers one with a response
carrying its correlation_id.  It is not Kafka as soon as a size field or a
header cannot be one (TLS, HTTP, SSH and random bytes fail at the first
frame), when it ends unconfirmed, or when :data:`PROBE_BYTES` or
:data:`PROBE_SEGMENTS` are buffered without a verdict.  Detection needs
a frame boundary at the first byte each side sends (a connection captured
from its start, or whose capture starts between frames).

Must not import: capture reading, flows, the framer's internals, pandas or the CLI.
"""

from __future__ import annotations

import struct

from ..capture.tls import tls_record_size
from ..decode.matching import Conversation
from .plausibility import KafkaRules

__all__ = ["PROBE_BYTES", "PROBE_SEGMENTS", "Probe"]

#: Bytes buffered per connection (both directions) before giving up on a verdict.
PROBE_BYTES = 256 << 10
#: Segments buffered per connection before giving up on a verdict.
PROBE_SEGMENTS = 256

_I32 = struct.Struct(">i").unpack_from
_I16 = struct.Struct(">h").unpack_from
_SYN, _ACK = 0x02, 0x10


class Probe:
    """One connection on an unknown port, buffered until judged Kafka or not.

    ``segments``: the buffered segments, each the argument tuple of
    :meth:`dissector.pipeline.dissector.Dissector.feed_segment`.  ``client``/``server``:
    ``(raw address, port)`` of each end once known.  ``syn_seq``: the
    client's SYN sequence number, if seen.
    """

    __slots__ = (
        "segments", "client", "server", "syn_seq", "by_syn", "data", "next_seq", "held", "ended"
    )  # fmt: skip

    def __init__(self) -> None:
        self.segments: list[tuple] = []
        self.client: tuple | None = None
        self.server: tuple | None = None
        self.syn_seq: int | None = None
        #: the roles came from a SYN (else from who spoke first: a guess)
        self.by_syn = False
        #: contiguous bytes from each end's first byte, by ``(address, port)``
        self.data: dict[tuple, bytearray] = {}
        self.next_seq: dict[tuple, int | None] = {}
        self.held = 0
        self.ended = False

    def add(self, seg: tuple) -> None:
        """Buffer one segment (``feed_segment``'s arguments) and follow its bytes."""
        _frame, _ts, src, sport, dst, dport, seq, flags, payload, missing, _ack = seg
        self.segments.append(seg)
        self.held += len(payload)
        a, b = (src, sport), (dst, dport)
        if self.client is None:
            if flags & _SYN:
                self.client, self.server = (b, a) if flags & _ACK else (a, b)
                self.by_syn = True
            elif payload:
                self.client, self.server = a, b
        if flags & _SYN:
            if not flags & _ACK:
                self.syn_seq = seq
            self.next_seq[a] = (seq + 1) & 0xFFFFFFFF
            return
        if flags & 0x05:  # FIN or RST
            self.ended = True
        if not payload:
            return
        if a in self.next_seq:
            nxt = self.next_seq[a]
            if nxt is None:
                return  # a gap or lost bytes before: this side is followed no further
        else:
            nxt = seq  # no SYN seen: this side's first byte
        buf = self.data.setdefault(a, bytearray())
        off = (nxt - seq) & 0xFFFFFFFF
        if off >= 0x80000000:
            self.next_seq[a] = None  # bytes missing before this segment (or out of order)
            return
        if off >= len(payload):
            return  # a retransmission of bytes already here
        buf += payload[off:]
        self.next_seq[a] = None if missing else (seq + len(payload)) & 0xFFFFFFFF

    def verdict(self, rules: KafkaRules, max_frame: int) -> bool | None:
        """True: Kafka (``client`` is the side sending requests); False: not Kafka;
        None: not known yet.

        Without a SYN the side that spoke first is only a guess (a capture that
        starts between a request and its response): the other side is tried too.
        """
        if self.client is None:
            return self._undecided()
        roles = [(self.client, self.server)]
        if not self.by_syn:
            roles.append((self.server, self.client))
        alive = False
        for client, server in roles:
            v = _judge(self.data.get(client, b""), self.data.get(server, b""), rules, max_frame)
            if v:
                self.client, self.server = client, server
                return True
            alive = alive or v is None
        return self._undecided() if alive else False

    def tls_hello(self) -> bool:
        """Did the client open with a TLS handshake record (a ClientHello)?"""
        b = self.data.get(self.client, b"") if self.client is not None else b""
        return len(b) >= 4 and tls_record_size(_I32(b, 0)[0], True)

    def _undecided(self) -> bool | None:
        if self.ended or self.held > PROBE_BYTES or len(self.segments) > PROBE_SEGMENTS:
            return False
        return None


def _judge(requests, responses, rules: KafkaRules, max_frame: int) -> bool | None:
    """Do ``requests`` (one side's first bytes) and ``responses`` (the other's) frame as
    Kafka: True, False, or None (not known yet)."""
    cids, bad = _requests(requests, rules, max_frame)
    if bad:
        return False
    answered = _responses(responses, cids, max_frame)
    if answered is None:
        return False
    if len(cids) >= 2 or (cids and answered):
        return True
    return None


def _requests(b, rules: KafkaRules, max_frame: int) -> tuple[list[int], bool]:
    """The correlation_ids of the request headers ``b`` frames as, and whether it cannot be."""
    conv = Conversation(-1, ("", 0), ("", 0))
    judge = rules.requests
    cids: list[int] = []
    i, n = 0, len(b)
    while n - i >= 14:
        size = _I32(b, i)[0]
        if size < 10 or size > max_frame:
            return cids, True
        cl = _I16(b, i + 12)[0]
        if n < i + 14 + max(cl, 0):
            break  # the client_id is not all here yet
        c = judge.header_like(conv, b, i, n, size)
        if c is None:
            return cids, True
        cids.append(c)
        conv.last_cid = c
        i += 4 + size
    if not cids and n - i >= 4 and not 10 <= _I32(b, i)[0] <= max_frame:
        return cids, True
    return cids, False


def _responses(b, cids: list[int], max_frame: int) -> int | None:
    """How many responses ``b`` frames as answering ``cids`` in order; None: it cannot."""
    i, n, k, answered = 0, len(b), 0, 0
    while n - i >= 8:
        size = _I32(b, i)[0]
        if size < 4 or size > max_frame:
            return None
        c = _I32(b, i + 4)[0]
        if not answered and cids and c < cids[0]:
            i += 4 + size  # the answer to a request sent before the capture started
            continue
        if k >= len(cids):
            return answered  # requests not seen yet (or not followed): wait
        if c not in cids[k:]:
            return None
        k = cids.index(c, k) + 1
        answered += 1
        i += 4 + size
    return answered
