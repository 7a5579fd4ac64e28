"""Size-prefixed frames out of a reassembled byte stream.

Owns: the per-direction framer state (:class:`FrameState`: in sync or not, the
frame cut by a hole or skipped past, bytes skipped while resynchronising) and
the frame loop over a :class:`dissector.stream.reassembly.Direction`: whole frames,
frames cut by holes or by the end of the stream, frames too large to hold,
size fields that cannot be one, and finding a frame boundary again
(resynchronisation) when a stream starts mid-connection or loses bytes.  The
size rule itself is :func:`dissector.frames.framing.frame_ends` /
``frame_size_word``.

Limits (hostile input): a size field above ``max_frame`` (default 100 MiB) is
no frame boundary (``frame_too_large``, nothing buffered, resynchronise); a
frame of at least ``hold_limit`` bytes (default ``HOLD_LIMIT``, 1 MiB) whose
body is not decoded keeps only its first ``PREFIX`` bytes while the rest
streams past, and resynchronisation never holds bytes waiting to confirm a
candidate that large; a frame a hole cuts before anything confirms it is taken
on its header alone only up to 16 KiB.  Resynchronisation is linear in the
bytes held (:class:`ResyncScan`: every candidate offset is judged once, again
only when the bytes reach where its answer can change, or when the judge's view
of the connection changes, at most once per quarter of the bytes held).

The framer knows no Kafka header: it asks the direction's *judge* (see
:class:`Judge`) whether a frame could start somewhere and to turn frame bytes
into messages, and it reads nothing of those messages but their ``notes``,
``expert`` and ``length``.

Must not import: capture reading, flows, decoding, matching, pandas or the CLI.
"""

from __future__ import annotations

import bisect
import enum
import heapq
import re
import struct
from dataclasses import dataclass
from typing import Any, Protocol

from ..flags import Flag
from ..stream.reassembly import Direction
from .framing import MIN_FRAME, frame_ends, frame_size_word

__all__ = [
    "HOLD_LIMIT",
    "PREFIX",
    "FrameState",
    "Framer",
    "Judge",
    "PartialFrame",
    "Resync",
    "ResyncScan",
]

_I32 = struct.Struct(">i").unpack_from
#: Bytes of a frame kept when only its header is decoded (client_id and Produce's
#: transactional_id are int16-length strings, so the header and acks fit).
PREFIX = 128 << 10
#: Default ``hold_limit``: frames this large whose body is not decoded keep only ``PREFIX`` bytes.
HOLD_LIMIT = 1 << 20
#: Bytes of a direction's start the judge sees when they cannot start a frame (the first
#: line of a text protocol: an HTTP request line, an SSH banner).
FOREIGN_HEAD = 256
#: Largest frame taken on its header alone when a hole or the end cuts it before its successor
#: could confirm it (bigger ones are skipped: structured bytes fake headers too easily).
_MAX_UNCONFIRMED = 16 << 10
#: Smallest size field resynchronisation takes for a frame boundary (a header with an id:
#: twice ``MIN_FRAME``, so that a run of small numbers does not pass for frames).
_MIN_RESYNC = 2 * MIN_FRAME


class Resync(enum.Enum):
    """What a search for a frame boundary found."""

    #: a frame starts here (confirmed, or taken as the last bytes there are)
    FOUND = "found"
    #: a frame may start here; the bytes after it will tell
    WAIT = "wait"
    #: nothing before here can start a frame
    NONE = "none"


@dataclass(slots=True)
class PartialFrame:
    """A frame the framer reports without all its bytes (cut by a hole, or too large to hold).

    ``start``: stream offset of its size field; ``size``: its size field;
    ``prefix``: its first bytes (what decoding reads); ``hole``: stream offset
    of its first byte not captured, if any.
    """

    start: int
    size: int
    prefix: bytes
    hole: int | None


class Judge(Protocol):
    """What the framer asks the protocol above about a direction's frames.

    One judge may serve many directions: each call gets the direction's
    ``side`` (:attr:`FrameState.side`, opaque to the framer).
    """

    #: bytes of a header with its id (what resynchronisation must see)
    header_size: int
    #: finds the offsets whose first bytes could start a frame (a fast prefilter)
    candidates: re.Pattern
    #: ``decode(side, raw, frame, ts, hole)``: a frame's bytes as a message (``hole``:
    #: offset of its first byte not captured); the framer writes on it ``length``,
    #: ``expert`` and ``notes`` (lists) and ``flags`` (:class:`dissector.flags.Flag`)
    decode: Any
    #: ``seen(side, m)``: the frame decoded as ``m`` was surely one (remember what it says)
    seen: Any

    def min_size(self, side: Any) -> int:
        """The smallest size field a frame may carry now."""

    def bad_size(self, side: Any, frame: int, ts: int, word: str, size: int) -> Any:
        """The message reporting a size field that cannot start a frame."""

    def foreign(self, side: Any, frame: int, ts: int, head: bytes) -> list | None:
        """The direction's first bytes (``head``, at least 4: a size field no frame has)
        are another protocol's: the messages saying so (none when the connection was said
        to be so already; the direction's bytes are dropped unframed from then on), else
        None."""

    def foreign_frame(self, side: Any, frame: int) -> None:
        """Frame ``frame`` carried bytes of a direction found another protocol's."""

    def header_only(self, side: Any, buf: Any, pos: int, n: int) -> int | None:
        """Bytes of the frame at ``pos`` decoding reads when it is too large to hold, or None."""

    def header_like(self, side: Any, buf: Any, i: int, n: int, size: int) -> int | None:
        """The frame's id if a header could start at ``i``, else None."""

    def expected(self, side: Any, c: int) -> bool:
        """Is a frame with id ``c`` awaited (a response whose request was seen)?"""

    def body_ok(self, side: Any, buf: Any, i: int, end: int, c: int, cut: bool = False) -> bool:
        """Does ``buf[i:end]`` decode as its header says (``cut``: a hole follows)?"""

    def next_ok(self, side: Any, buf: Any, nxt: int, c: int) -> bool:
        """Could the frame at ``nxt`` (whole header there) follow the one with id ``c``?"""

    def frame_id(self, side: Any, buf: Any, i: int) -> int:
        """The id of the frame at ``i``."""

    # optional: ``state(side)``, a value that changes whenever the answers of
    # ``header_like``, ``expected`` or ``body_ok`` may (resynchronisation judges its
    # remembered candidates again then); without it they are taken not to change


class FrameState:
    """The framer's state of one direction: its bytes (``tcp``), its ``judge`` and the
    ``side`` the judge is told about (opaque here)."""

    __slots__ = (
        "tcp",
        "judge",
        "side",
        "synced",
        "guessed",
        "partial",
        "skipped",
        "resync_note",
        "flushing",
        "foreign",
        "scan",
    )

    def __init__(self, tcp: Direction, judge: Judge, side: Any = None) -> None:
        self.tcp = tcp
        self.judge = judge
        self.side = side
        #: True while ``tcp.data[0]`` is known to start a frame (set by a SYN or a resync).
        self.synced = False
        #: True while the frame at ``tcp.data[0]`` was taken on its header alone (a hole cut it).
        self.guessed = False
        #: The frame being reported without all its bytes (``tcp.drop_to`` is its end).
        self.partial: PartialFrame | None = None
        #: Bytes dropped while looking for a frame boundary, not yet reported.
        self.skipped = 0
        #: Bytes skipped before the next frame, to note on that frame's message.
        self.resync_note = 0
        #: True once the judge found another protocol at the direction's first byte (TLS,
        #: HTTP, SSH, bytes no Kafka frame starts with):
        #: its bytes are dropped, not framed.
        self.foreign = False
        #: True once the capture (or the connection) has ended: nothing more will come.
        self.flushing = False
        #: What the search for a frame boundary learnt so far (None while synced).
        self.scan: ResyncScan | None = None

    def idle(self) -> bool:
        """Nothing held: no bytes, no held segments, no hole, no partial frame."""
        d = self.tcp
        return not d.data and not d.pending and d.hole is None and self.partial is None


class ResyncScan:
    """How far the search for a frame boundary got in one direction, so that it never rescans.

    Offsets are stream offsets.  Candidates before ``to`` were judged; those
    whose answer may change with more bytes are kept with the stream offset
    the bytes must reach first (a heap of them, so a call judges only the due
    ones): *waits* (a plausible frame waiting for its successor: it holds the
    bytes from it on) and *hopes* (a frame nobody awaits, taken only if the
    bytes end exactly where it does).  ``key``: the judge's view of the
    connection these answers were given under; ``since``: the stream end when
    every candidate was last judged afresh.
    """

    __slots__ = ("key", "since", "to", "floor", "live", "order", "heap", "compact_at")

    def __init__(self) -> None:
        self.key: Any = None
        self.reset(0, 0)

    def reset(self, start: int, end: int) -> None:
        """Forget every answer: the next search judges every candidate from ``start`` on."""
        self.since = end
        self.to = start
        self.floor = start
        #: kept candidates: offset -> (is a wait, offset the bytes must reach)
        self.live: dict[int, tuple[bool, int]] = {}
        #: the waits, in stream order
        self.order: list[int] = []
        self.heap: list[tuple[int, int]] = []
        #: kept candidates beyond which those before ``floor`` are let go
        self.compact_at = 4096

    def drop_before(self, at: int) -> None:
        """The bytes before stream offset ``at`` are gone: so are their candidates (let go
        in bulk once they outnumber the live ones, so memory follows the bytes held)."""
        if at > self.floor:
            self.floor = at
            if len(self.live) > self.compact_at:
                live = {i: v for i, v in self.live.items() if i >= at}
                self.live = live
                self.heap = [(a, i) for i, (_w, a) in live.items()]
                heapq.heapify(self.heap)
                self.order = [i for i in self.order if i in live]
                self.compact_at = max(4096, 2 * len(live))
        if self.to < at:
            self.to = at

    def keep(self, i: int, ok: bool | None, again: int | None, base: int) -> None:
        """Candidate ``i`` was judged ``ok`` (not True); ``again``: buffer offset it is due at."""
        if again is None:
            self.live.pop(i, None)
            return
        wait = ok is None
        self.live[i] = (wait, base + again)
        if wait:
            order = self.order
            if not order or i > order[-1]:
                order.append(i)
            else:  # judged again after the judge's view changed (rare)
                j = bisect.bisect_left(order, i)
                if j == len(order) or order[j] != i:
                    order.insert(j, i)
        heapq.heappush(self.heap, (base + again, i))

    def due(self, end: int) -> list[int]:
        """The kept candidates whose answer may have changed now that the bytes reach ``end``
        (taken out: :meth:`keep` puts back those still open), in stream order."""
        heap, live, floor = self.heap, self.live, self.floor
        out = []
        while heap and heap[0][0] <= end:
            again, i = heapq.heappop(heap)
            got = live.get(i)
            if got is not None and got[1] == again:
                del live[i]
                if i >= floor:
                    out.append(i)
        if len(heap) > 2 * len(live) + 1024:
            self.heap = [(a, i) for i, (_w, a) in live.items() if i >= floor]
            heapq.heapify(self.heap)
        out.sort()
        return out

    def waits(self, k: int) -> list[int]:
        """The first ``k`` waits, in stream order (the answers no longer waits are let go)."""
        order, live, floor = self.order, self.live, self.floor
        out: list[int] = []
        j = 0
        while j < len(order) and len(out) < k:
            i = order[j]
            got = live.get(i)
            if got is not None and got[0] and i >= floor:
                out.append(i)
            j += 1
        order[:j] = out
        return out


class Framer:
    """The frame loop, shared by every direction (its state is in :class:`FrameState`).

    ``max_frame``: larger size fields are not a frame boundary.  ``hold_limit``:
    a frame this large that decoding needs only the header of keeps its first
    ``PREFIX`` bytes while the rest streams past.  Counters: ``messages``
    (messages made), ``skipped_bytes`` (bytes dropped looking for a boundary).
    """

    def __init__(self, max_frame: int, hold_limit: int = HOLD_LIMIT) -> None:
        self.max_frame = max_frame
        self.hold_limit = hold_limit
        self.messages = 0
        self.skipped_bytes = 0

    # ------------------------------------------------------------ the common case

    def whole_frames(self, f: FrameState, seq: int, payload: bytes, frame: int, ts: int) -> list:
        """An in-order segment on a frame boundary with nothing buffered (the caller checked).

        Frames wholly inside the payload are decoded straight from it; the rest
        (a frame that continues in later segments) goes through the buffer.
        """
        n = len(payload)
        judge = f.judge
        decode = judge.decode
        side = f.side
        if n >= 8 and _I32(payload, 0)[0] == n - 4 and n - 4 <= self.max_frame:
            # one frame, the whole payload: the commonest segment of all
            out = [decode(side, payload, frame, ts, None)]
            pos = n
        else:
            ends, pos = frame_ends(payload, self.max_frame)
            out = []
            start = 0
            for end in ends:
                out.append(decode(side, payload[start:end], frame, ts, None))
                start = end
        d = f.tcp
        if out:
            if not f.guessed:
                judge.seen(side, out[-1])
            d.base += pos
            d.next_seq = (seq + pos) & 0xFFFFFFFF
            self.messages += len(out)
        if pos < n and d.add(d.next_seq, payload[pos:], 0, frame, ts):
            out += self.pump(f)
        return out

    # ------------------------------------------------------------ the frame loop

    def pump(self, f: FrameState) -> list:
        """Frame what the direction has, past every hole, until nothing more fits."""
        out = self._frames(f)
        d = f.tcp
        while d.pending and d.resume():
            out += self._frames(f)
        return out

    def _frames(self, f: FrameState) -> list:
        d = f.tcp
        judge = f.judge
        side = f.side
        out: list = []
        if f.partial is not None and d.base >= d.drop_to:
            out.append(self._emit_partial(f))
        buf = d.data
        n = len(buf)
        pos = 0
        if f.foreign:
            pos = n
            if n:  # (the frames a stranger's bytes came in: its coverage line names them)
                judge.foreign_frame(side, d.frame_at(d.base + n)[0])
        if d.hole is not None or (f.flushing and (not d.fin or d.reset)):
            final = "accept"  # a frame cut by a hole or by the end of the capture is real
        elif f.flushing:
            final = "reject"  # the sender closed: no frame can run past its last byte
        else:
            final = None
        max_frame = self.max_frame
        while n - pos >= 4:
            if not f.synced:
                state, found = self._resync(f, pos, final)
                f.skipped += found - pos
                pos = found
                if state is not Resync.FOUND:
                    break
                f.synced = True
                if f.skipped:
                    f.resync_note = f.skipped
                    self.skipped_bytes += f.skipped
                    f.skipped = 0
                continue
            size = _I32(buf, pos)[0]
            least = judge.min_size(side)
            if size < least or size > max_frame:
                fr, ts = d.frame_at(d.base + pos + 4)
                at_start = d.base + pos == 0
                other = judge.foreign(side, fr, ts, bytes(buf[:FOREIGN_HEAD])) if at_start else None
                if other is not None:
                    out += other
                    f.foreign = True
                    f.synced = False
                    pos = n
                    break
                word = frame_size_word(size, max_frame, least)
                out.append(judge.bad_size(side, fr, ts, word, size))
                f.synced = False
                pos += 1
                continue
            end = pos + 4 + size
            if end > n:
                if size >= self.hold_limit:
                    need = judge.header_only(side, buf, pos, n)
                    if need is not None and n - pos >= need:
                        # Only the header is decoded: keep it, skip the rest as it comes.
                        f.partial = PartialFrame(
                            d.base + pos, size, bytes(buf[pos : pos + need]), None
                        )
                        d.drop_to = d.base + end
                        d.drop_hole = None
                        pos = n
                break
            fr, ts = d.frame_at(d.base + end)
            m = judge.decode(side, bytes(buf[pos:end]), fr, ts, None)
            self._seen(f, m)
            out.append(m)
            pos = end
        if d.hole is not None:
            out += self._at_hole(f, pos)
        else:
            d.consume(d.base + pos)
        self.messages += len(out)
        return out

    def _at_hole(self, f: FrameState, pos: int) -> list:
        """Bytes after ``data`` were never captured: settle the frame they cut, go on past them."""
        d = f.tcp
        buf = d.data
        a, b = d.hole
        start = d.base + pos
        tail = len(buf) - pos
        out = []
        if f.partial is None:
            if f.synced and tail >= 4:
                # the frame in progress lost its end: keep what decoding can use
                size = _I32(buf, pos)[0]
                keep = min(tail, PREFIX)
                f.partial = PartialFrame(start, size, bytes(buf[pos : pos + keep]), a)
                d.drop_to = start + 4 + size
                d.drop_hole = None
            else:
                # no frame to be found before the hole (a size field cut, or unsynced bytes)
                f.skipped += tail
                f.synced = False
        p = f.partial
        if p is not None:
            if p.hole is None:
                p.hole = a
            end = d.drop_to
            if end <= b:
                # the frame ends inside the hole: complete now; the next one starts unseen
                d.cut(end)
                out.append(self._emit_partial(f))
                f.synced = end == b
        d.cut(b)
        return out

    def _emit_partial(self, f: FrameState, why: str | None = None) -> Any:
        """The frame kept as ``f.partial`` (its header, maybe a hole) as a message."""
        d = f.tcp
        p = f.partial
        start, size, prefix, hole = p.start, p.size, p.prefix, p.hole
        if d.drop_hole is not None and (hole is None or d.drop_hole < hole):
            hole = d.drop_hole
        if why is not None:
            cut = d.end
            if hole is None or cut < hole:
                hole = cut
        end = start + 4 + size
        frame, ts = d.frame_at(min(end, d.end))
        at = None if hole is None else hole - start
        m = f.judge.decode(f.side, prefix, frame, ts, at)
        m.length = size + 4
        if at is not None and not any(e.startswith("truncated@") for e in m.expert):
            m.expert.append(f"truncated@{at}")  # also when the header says more (request_missing)
        self._seen(f, m, why)
        f.partial = d.drop_to = d.drop_hole = None
        return m

    def end(self, f: FrameState, why: str = "the end of the capture") -> Any:
        """A frame cut by the end of the stream, as a message (header decoded if present)."""
        if f.partial is not None:
            self.messages += 1
            return self._emit_partial(f, why)
        d = f.tcp
        raw = bytes(d.data[:PREFIX])
        got = len(d.data)
        d.consume(d.end)
        if not f.synced or got < 4:
            self.skipped_bytes += got + f.skipped
            f.skipped = 0
            return None
        frame, ts = d.frame_at(d.end)
        m = f.judge.decode(f.side, raw, frame, ts, got)
        m.length = _I32(raw, 0)[0] + 4
        if not any(e.startswith("truncated@") for e in m.expert):
            m.expert.append(f"truncated@{got}")
        self._seen(f, m, why)
        self.messages += 1
        return m

    @staticmethod
    def _seen(f: FrameState, m: Any, why: str | None = None) -> None:
        """A frame became message ``m``: tell the judge (not of a frame taken on its header
        alone: a wrong guess must not steer the next resynchronisation) and add the notes."""
        if f.guessed:
            f.guessed = False
        else:
            f.judge.seen(f.side, m)
        if why is not None:
            m.notes.append(f"frame cut by {why}")
        if f.resync_note:
            m.flags |= Flag.RESYNCHRONISED
            m.notes.append(f"resynchronised: {f.resync_note} bytes skipped before this frame")
            f.resync_note = 0

    # ------------------------------------------------------------ resynchronisation

    def _resync(self, f: FrameState, pos: int, final: str | None = None) -> tuple[Resync, int]:
        """Look for a frame boundary at or after ``pos``.

        Returns ``(FOUND, i)`` for the first plausible frame whose successor
        confirms it (or that ends exactly where the bytes end); failing that
        ``(WAIT, i)`` for the first plausible frame that cannot be confirmed
        until more bytes arrive; and ``(NONE, i)`` when nothing before ``i``
        can start a frame.  ``final``: no more bytes will follow these —
        ``"accept"`` the unconfirmed frame (a hole or the end of the capture
        cut it), ``"reject"`` it (the sender closed the connection).

        Linear in the bytes held: the direction's :class:`ResyncScan` remembers
        how far the last search got and which candidates' answers may change
        with more bytes (and at which length); each call judges only those that
        are due and the candidates in the new bytes.  When the judge's view of
        the connection changes (``Judge.state``: ids seen, requests in flight)
        every candidate held is judged again, but at most once per quarter of
        the bytes held arriving, so that the work stays linear in the bytes
        fed, whatever the other direction does.
        """
        d = f.tcp
        buf = d.data
        n = len(buf)
        base = d.base
        judge = f.judge
        hdr = judge.header_size
        stop = None
        if d.fin_seq is not None and d.next_seq is not None:
            stop = d.end - base + ((d.fin_seq - d.next_seq) & 0xFFFFFFFF)
        state = getattr(judge, "state", None)
        key = (None if state is None else state(f.side), None if stop is None else base + stop)
        scan = f.scan
        if scan is None:
            scan = f.scan = ResyncScan()
        scan.drop_before(base + pos)
        if key != scan.key:
            held = n - pos
            if scan.key is None or final is not None or 4 * (base + n - scan.since) >= held:
                scan.reset(base + pos, base + n)
            scan.key = key
        found = None
        # candidates judged before whose answer may have changed with the bytes since
        for i in scan.due(base + n):
            ok, again = self._judge_at(f, buf, i - base, n, stop)
            if ok:
                found = i if found is None else min(found, i)
            else:
                scan.keep(i, ok, again, base)
        if found is None:
            last = n - hdr
            start = max(scan.to - base, pos)
            if last >= start:
                for match in judge.candidates.finditer(buf, start):
                    i = match.start()
                    if i > last:
                        break
                    ok, again = self._judge_at(f, buf, i, n, stop)
                    if ok:
                        found = base + i
                        break
                    scan.keep(base + i, ok, again, base)
                if found is None:
                    scan.to = base + last + 1
        if found is not None:
            f.scan = None
            return Resync.FOUND, found - base
        waits = scan.waits(64)
        if waits:
            if final is None:
                return Resync.WAIT, waits[0] - base
            if final == "accept":
                for i in waits:
                    if self._unconfirmed_ok(f, i - base):
                        f.guessed = True
                        f.scan = None
                        return Resync.FOUND, i - base
        return Resync.NONE, max(pos, n - hdr + 1)

    def _plausible(
        self, f: FrameState, buf, i: int, n: int, stop: int | None = None
    ) -> bool | None:
        """Could a frame start at ``i``?  None: not enough bytes yet (see :meth:`_judge_at`)."""
        return self._judge_at(f, buf, i, n, stop)[0]

    def _judge_at(
        self, f: FrameState, buf, i: int, n: int, stop: int | None = None
    ) -> tuple[bool | None, int | None]:
        """Could a frame start at ``i``, and how many bytes must there be before that may change?

        Returns ``(ok, again)``: ``ok`` is True, False or None (not enough bytes
        to tell yet); ``again`` is the buffer offset the bytes must reach before
        the answer can differ (None: it never will for the same judge state).

        The judge must find a header there (see its ``header_like``).  The
        frame is confirmed when it ends exactly where the bytes end, or when
        the frame after it looks the same way.  ``stop``: where the sender's
        bytes end (its FIN), if known.  A frame nobody awaits (a response with
        no request in flight: a capture that starts mid-connection) is taken
        only where a segment starts and the bytes end.
        """
        judge = f.judge
        hdr = judge.header_size
        if n - i < hdr:
            return None, i + hdr
        size = _I32(buf, i)[0]
        if size < _MIN_RESYNC or size > self.max_frame:
            return False, None
        nxt = i + 4 + size
        if stop is not None and nxt > stop:
            return False, None
        side = f.side
        c = judge.header_like(side, buf, i, n, size)
        if c is None:
            return False, None
        if not judge.expected(side, c):
            d = f.tcp
            at = d.base + i
            if nxt > n:
                return False, nxt  # taken only if the bytes end exactly there
            return nxt == n and (not at or at in d.starts), None
        if nxt <= n and not judge.body_ok(side, buf, i, nxt, c):
            return False, None
        if nxt == n:
            return True, None
        if nxt > n:
            # Waiting for the next frame holds the bytes until then: not for a huge
            # frame, whose header alone is too weak a proof (zeros make it easy).
            return (None, nxt) if size < self.hold_limit else (False, None)
        if n - nxt < hdr:
            if n - nxt < 4:
                return None, nxt + 4
            return _MIN_RESYNC <= _I32(buf, nxt)[0] <= self.max_frame, None
        nsize = _I32(buf, nxt)[0]
        if nsize < _MIN_RESYNC or nsize > self.max_frame:
            return False, None
        return judge.next_ok(side, buf, nxt, c), None

    def _unconfirmed_ok(self, f: FrameState, i: int) -> bool:
        """Take a frame a hole cut before anything could confirm it?  Only a modest one
        starting where a segment starts (senders start a message with a fresh write;
        a header-like run of bytes inside a message seldom lands on a segment start)."""
        d = f.tcp
        size = _I32(d.data, i)[0]
        if size > _MAX_UNCONFIRMED:
            return False
        at = d.base + i
        if at and at not in d.starts:
            return False
        judge = f.judge
        c = judge.frame_id(f.side, d.data, i)
        if not judge.expected(f.side, c):
            return True
        return judge.body_ok(f.side, d.data, i, i + 4 + size, c, cut=True)
