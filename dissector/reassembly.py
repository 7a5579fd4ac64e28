"""TCP stream reassembly, one byte stream per direction of each connection.

Owns: putting segment payloads in sequence order (out-of-order segments are
held until the gap closes; retransmitted and overlapping bytes are trimmed),
turning bytes the capture did not keep (snap length) into *holes* that the
framer can see, and remembering which capture frame delivered which bytes so
every Kafka message is reported at the frame that completed it (as Wireshark
does).  Sequence numbers are compared modulo 2**32.

Must not import: matching, the codec, pandas or the CLI.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field

__all__ = ["Direction"]

_MOD = 1 << 32
_HALF = 1 << 31
#: Out-of-order bytes held per direction before the missing ones are declared lost.
MAX_PENDING_BYTES = 8 << 20


def _diff(a: int, b: int) -> int:
    """a - b in sequence space (negative when a is before b)."""
    d = (a - b) % _MOD
    return d - _MOD if d >= _HALF else d


@dataclass
class Direction:
    """The byte stream one side of a TCP connection sent.

    ``data`` holds the bytes not yet consumed; ``base`` is the stream offset
    of ``data[0]``.  ``holes`` lists ``(start, end)`` stream offsets whose
    bytes were never captured (filled with zeros in ``data``).  ``marks``
    lists ``(end_offset, frame, ts_ns)``: bytes up to ``end_offset`` arrived
    by ``frame``.
    """

    next_seq: int | None = None
    data: bytearray = field(default_factory=bytearray)
    base: int = 0
    holes: list[tuple[int, int]] = field(default_factory=list)
    marks: deque = field(default_factory=deque)
    pending: dict[int, tuple[bytes, int, int, int]] = field(default_factory=dict)
    pending_bytes: int = 0
    lost_bytes: int = 0
    fin: bool = False
    #: True while ``data[0]`` is known to start a Kafka frame (set by a SYN or a resync).
    synced: bool = False
    #: Bytes dropped while looking for a frame boundary, not yet reported.
    skipped: int = 0
    #: Bytes skipped before the next frame, to note on that frame's message.
    resync_note: int = 0
    #: True once the capture has ended and held segments are being released.
    flushing: bool = False

    @property
    def end(self) -> int:
        """Stream offset just past the last byte received in order."""
        return self.base + len(self.data)

    def syn(self, seq: int) -> None:
        """A SYN with sequence number ``seq``: data starts at seq + 1."""
        self.next_seq = (seq + 1) % _MOD
        self.synced = True

    def add(self, seq: int, payload: bytes, missing: int, frame: int, ts_ns: int) -> bool:
        """Add a segment; returns True when new in-order bytes became available."""
        if not payload and not missing:
            return False
        if self.next_seq is None:
            self.next_seq = seq
        d = _diff(seq, self.next_seq)
        if d > 0:
            # Ahead of what we have: hold it until the gap closes.
            if seq not in self.pending or len(self.pending[seq][0]) < len(payload):
                self.pending[seq] = (payload, missing, frame, ts_ns)
                self.pending_bytes += len(payload)
            if self.pending_bytes > MAX_PENDING_BYTES:
                self._skip_gap(frame, ts_ns)
                return True
            return False
        grew = self._append(d, payload, missing, frame, ts_ns)
        if self.pending:
            grew |= self._drain()
        return grew

    def _append(self, d: int, payload: bytes, missing: int, frame: int, ts_ns: int) -> bool:
        # d <= 0: the first -d bytes were seen already (retransmission/overlap).
        total = len(payload) + missing
        if -d >= total:
            return False
        skip = -d
        if skip < len(payload):
            chunk = payload[skip:]
            hole = missing
        else:
            chunk = b""
            hole = missing - (skip - len(payload))
        if chunk:
            self.data += chunk
        if hole:
            start = self.end
            self.data += bytes(hole)
            self.holes.append((start, start + hole))
        self.next_seq = (self.next_seq + len(chunk) + hole) % _MOD
        self.marks.append((self.end, frame, ts_ns))
        return True

    def _drain(self) -> bool:
        grew = False
        progress = True
        while progress and self.pending:
            progress = False
            for seq in list(self.pending):
                d = _diff(seq, self.next_seq)
                if d <= 0:
                    payload, missing, frame, ts = self.pending.pop(seq)
                    self.pending_bytes -= len(payload)
                    grew |= self._append(d, payload, missing, frame, ts)
                    progress = True
        return grew

    def _skip_gap(self, frame: int, ts_ns: int) -> None:
        """Declare the bytes before the earliest held segment lost: they become a hole."""
        first = min(self.pending, key=lambda s: _diff(s, self.next_seq))
        gap = _diff(first, self.next_seq)
        start = self.end
        self.data += bytes(gap)
        self.holes.append((start, start + gap))
        self.lost_bytes += gap
        self.next_seq = first
        self.marks.append((self.end, frame, ts_ns))
        self._drain()

    def flush(self) -> bool:
        """End of capture: whatever is still held out of order follows a gap."""
        grew = False
        self.flushing = True
        while self.pending:
            last = self.marks[-1] if self.marks else (0, 0, 0)
            self._skip_gap(last[1], last[2])
            grew = True
        return grew

    def frame_at(self, offset: int) -> tuple[int, int]:
        """(frame, ts_ns) of the segment that delivered the byte before ``offset``."""
        for end, frame, ts in self.marks:
            if end >= offset:
                return frame, ts
        end, frame, ts = self.marks[-1]
        return frame, ts

    def first_hole(self, start: int, end: int) -> int | None:
        """Stream offset of the first missing byte in [start, end), or None."""
        for a, b in self.holes:
            if a < end and b > start:
                return max(a, start)
        return None

    def consume(self, upto: int) -> None:
        """Forget bytes before stream offset ``upto``."""
        n = upto - self.base
        if n <= 0:
            return
        del self.data[:n]
        self.base = upto
        while self.marks and self.marks[0][0] <= upto and len(self.marks) > 1:
            self.marks.popleft()
        if self.holes:
            self.holes = [(a, b) for a, b in self.holes if b > upto]
