"""TCP stream reassembly, one byte stream per direction of each connection.

Owns: putting segment payloads in sequence order (out-of-order segments are
held until the gap closes; retransmitted, duplicated and overlapping bytes are
trimmed; keep-alives and window probes fall out of the same rule), noticing
bytes the capture never kept — snap length, or segments the capture lost,
proven by the peer acknowledging past them — and remembering which capture
frame delivered which bytes so every message is reported at the capture frame
that completed it (as Wireshark does).  Sequence numbers are compared modulo
2**32.

Bytes never captured are not stored: the stream stops at a *hole* (``hole``)
and the reader (the framer) decides what the bytes before it were before the
stream goes on.  Bytes the reader does not need (the rest of a truncated
frame, the body of a huge one) are counted but not stored (``drop_to``).  So
memory follows what the reader needs, not message sizes or gap sizes.

An ACK past bytes not seen yet does not make them lost at once: the connection first
waits for them (a capture may show a segment after the ACK that covers it;
:mod:`dissector.stream.reorder`); :meth:`Direction.unseen` tells when it must.

Pure TCP: nothing here knows what the bytes carry.

Must not import: the framer, framing, decoding, matching, the codec, pandas or the CLI.
"""

from __future__ import annotations

from collections import deque

__all__ = ["MAX_PENDING_BYTES", "Direction"]

_MOD = 1 << 32
_HALF = 1 << 31
#: Out-of-order bytes held per direction before the missing ones are declared lost.
MAX_PENDING_BYTES = 4 << 20
#: Accounting overhead of one held segment, so that empty-payload holes count too.
_SEGMENT_COST = 64
#: An acknowledgement further ahead than this is not evidence of lost bytes.
_MAX_ACK_JUMP = 1 << 30


def _diff(a: int, b: int) -> int:
    """a - b in sequence space (negative when a is before b)."""
    d = (a - b) % _MOD
    return d - _MOD if d >= _HALF else d


class Direction:
    """The byte stream one side of a TCP connection sent.

    Offsets are *stream offsets*: bytes since the first one seen, holes
    included.  ``data`` holds the captured bytes not yet consumed, starting at
    ``base``.  ``hole`` is ``(start, end)`` when the bytes right after ``data``
    were never captured: nothing more is appended until the reader has dealt
    with the bytes before it and called :meth:`cut`.  While ``drop_to`` is set
    (by the reader) ``data`` is empty and bytes before ``drop_to`` are
    counted, not stored (``drop_hole``: first offset in that range that was
    not captured either).  ``marks`` lists
    ``(end_offset, frame, ts_ns)``: bytes up to ``end_offset`` arrived by
    ``frame``.
    """

    __slots__ = (
        "next_seq",
        "data",
        "base",
        "hole",
        "drop_to",
        "drop_hole",
        "marks",
        "starts",
        "pending",
        "pending_bytes",
        "lost_bytes",
        "fin",
        "fin_seq",
        "reset",
    )

    def __init__(self) -> None:
        self.next_seq: int | None = None
        self.data = bytearray()
        self.base = 0
        self.hole: tuple[int, int] | None = None
        self.drop_to: int | None = None
        self.drop_hole: int | None = None
        self.marks: deque[tuple[int, int, int]] = deque()
        #: Stream offsets where a segment (original or retransmitted) began, still in ``data``.
        self.starts: deque[int] = deque(maxlen=1024)
        self.pending: dict[int, tuple[bytes, int, int, int]] = {}
        self.pending_bytes = 0
        #: Bytes never captured (snap length and lost segments).
        self.lost_bytes = 0
        self.fin = False
        #: Sequence number just past the last byte (FIN or RST seen).
        self.fin_seq: int | None = None
        #: True when the connection ended with a RST (``fin`` then marks no orderly close).
        self.reset = False

    @property
    def end(self) -> int:
        """Stream offset just past the last byte received in order (holes included)."""
        return self.hole[1] if self.hole is not None else self.base + len(self.data)

    def complete(self) -> bool:
        """Every byte up to the FIN has arrived (or been declared lost) and been framed."""
        return (
            self.hole is None
            and not self.pending
            and (self.fin_seq is None or self.next_seq is None or self.next_seq == self.fin_seq)
        )

    def syn(self, seq: int) -> bool:
        """A SYN with sequence number ``seq``: data starts at seq + 1.

        Returns True when the stream starts there.  A SYN repeated after data has
        flowed (a retransmitted SYN-ACK) changes nothing.
        """
        if self.next_seq is None or (self.end == 0 and not self.pending):
            self.next_seq = (seq + 1) % _MOD
            return True
        return False

    # ------------------------------------------------------------ segments in

    def add(self, seq: int, payload: bytes, missing: int, frame: int, ts_ns: int) -> bool:
        """Add a segment (``missing``: payload bytes on the wire the capture did not keep).

        Returns True when the reader has something new to look at: bytes, a hole.
        """
        if not payload and not missing:
            return False
        if self.next_seq is None:
            self.next_seq = seq
        d = _diff(seq, self.next_seq)
        if d > 0 or self.hole is not None:
            # Ahead of what we have: hold it until the gap closes.
            held = self.pending.get(seq)
            if held is None or len(held[0]) + held[1] < len(payload) + missing:
                if held is not None:
                    self.pending_bytes -= len(held[0]) + _SEGMENT_COST
                self.pending[seq] = (payload, missing, frame, ts_ns)
                self.pending_bytes += len(payload) + _SEGMENT_COST
            if self.pending_bytes > MAX_PENDING_BYTES:
                return self.lose_pending(frame, ts_ns)
            return False
        grew = self._append(d, payload, missing, frame, ts_ns)
        if self.pending and self.hole is None:
            grew |= self._drain()
        return grew

    def resume(self) -> bool:
        """After the reader dealt with a hole: release the held segments that now fit."""
        if self.pending and self.hole is None:
            return self._drain()
        return False

    def acked(self, ack: int, frame: int, ts_ns: int) -> bool:
        """The peer acknowledged every byte before ``ack``.

        Bytes before it that we never saw were delivered but not captured: they
        become a hole at once, so the frames after them are not held back (and
        a response is not decoded before the request it answers).  Returns True
        when a hole was declared.
        """
        if self.next_seq is None or self.hole is not None:
            return False
        d = _diff(ack, self.next_seq)
        if d <= 0 or d > _MAX_ACK_JUMP:
            return False
        if self.fin_seq is not None:
            d = min(d, _diff(self.fin_seq, self.next_seq))  # the FIN takes a number too
        n = min(d, *(_diff(s, self.next_seq) for s in self.pending)) if self.pending else d
        if n <= 0:
            return self._drain()
        self._lose(n, frame, ts_ns)
        return True

    def unseen(self, ack: int) -> bool:
        """Did the peer acknowledge (every byte before ``ack``) bytes this side has not
        shown yet?  (What :meth:`acked` would declare lost; nothing changes here.)"""
        if self.next_seq is None or self.hole is not None:
            return False
        d = _diff(ack, self.next_seq)
        if d <= 0 or d > _MAX_ACK_JUMP:
            return False
        return self.fin_seq is None or _diff(self.fin_seq, self.next_seq) > 0

    def lose_pending(self, frame: int | None = None, ts_ns: int | None = None) -> bool:
        """Declare the bytes before the earliest held segment lost (too much held, or the end)."""
        if not self.pending or self.hole is not None:
            return False
        first = min(self.pending, key=lambda s: _diff(s, self.next_seq))
        n = _diff(first, self.next_seq)
        if n <= 0:
            return self._drain()
        if frame is None:
            _end, frame, ts_ns = self.marks[-1] if self.marks else (0, 0, 0)
        self._lose(n, frame, ts_ns)
        return True

    def _lose(self, n: int, frame: int, ts_ns: int) -> None:
        self.next_seq = (self.next_seq + n) % _MOD
        self._gap(n)
        self.marks.append((self.end, frame, ts_ns))
        if self.hole is None and self.pending:
            self._drain()

    def _append(self, d: int, payload: bytes, missing: int, frame: int, ts_ns: int) -> bool:
        # d <= 0: the first -d bytes were seen already (retransmission, overlap, keep-alive).
        skip = -d
        if self.drop_to is None and payload and self.end + d >= self.base:
            self.starts.append(self.end + d)  # where a sender's write began: a likely frame start
        if skip >= len(payload) + missing:
            return False
        if skip < len(payload):
            chunk = payload[skip:] if skip else payload
            gap = missing
        else:
            chunk = b""
            gap = missing - (skip - len(payload))
        self.next_seq = (self.next_seq + len(chunk) + gap) % _MOD
        if chunk:
            self._store(chunk)
        if gap:
            self._gap(gap)
        self.marks.append((self.end, frame, ts_ns))
        return True

    def _store(self, chunk: bytes) -> None:
        drop_to = self.drop_to
        if drop_to is not None and self.base < drop_to:
            k = drop_to - self.base  # data is empty while dropping
            if len(chunk) <= k:
                self.base += len(chunk)
                self._trim_marks(self.base)
                return
            self.base = drop_to
            chunk = chunk[k:]
        self.data += chunk

    def _gap(self, n: int) -> None:
        """``n`` bytes never captured follow what we have."""
        self.lost_bytes += n
        a = self.base + len(self.data)
        drop_to = self.drop_to
        if drop_to is not None and a < drop_to:
            # inside bytes being skipped anyway: remember, store nothing
            if self.drop_hole is None:
                self.drop_hole = a
            if a + n <= drop_to:
                self.base = a + n
                self._trim_marks(self.base)
                return
            self.base = drop_to
            self.hole = (drop_to, a + n)
            return
        self.hole = (a, a + n)

    def _drain(self) -> bool:
        grew = False
        pending = self.pending
        while pending and self.hole is None:
            seq = self.next_seq
            if seq not in pending:
                seq = next((s for s in pending if _diff(s, self.next_seq) <= 0), None)
                if seq is None:
                    break
            payload, missing, frame, ts = pending.pop(seq)
            self.pending_bytes -= len(payload) + _SEGMENT_COST
            grew |= self._append(_diff(seq, self.next_seq), payload, missing, frame, ts)
        return grew

    # ------------------------------------------------------------ reader side

    def frame_at(self, offset: int) -> tuple[int, int]:
        """(frame, ts_ns) of the segment that delivered the byte before ``offset``."""
        for end, frame, ts in self.marks:
            if end >= offset:
                return frame, ts
        if not self.marks:
            return 0, 0
        end, frame, ts = self.marks[-1]
        return frame, ts

    def consume(self, upto: int) -> None:
        """Forget bytes before stream offset ``upto``."""
        n = upto - self.base
        if n <= 0:
            return
        del self.data[:n]
        self.base = upto
        self._trim_marks(upto)

    def cut(self, to: int) -> None:
        """Forget every byte held and go on at stream offset ``to`` (past a hole)."""
        del self.data[:]
        self.base = to
        self.hole = None
        self._trim_marks(to)

    def _trim_marks(self, upto: int) -> None:
        marks = self.marks
        while len(marks) > 1 and marks[0][0] < upto:
            marks.popleft()
        starts = self.starts
        while starts and starts[0] < upto:
            starts.popleft()
