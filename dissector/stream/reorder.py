"""Segments captured after the ACK that covers them: a connection's packets held, then
replayed in the order TCP sent them.

Owns: :class:`Waiting`, the segments of one connection held while its peer's ACK says
bytes were delivered that the capture has not shown yet, and the order to replay them
in; :class:`Waits`, the connections waiting and when each wait is over.

A capture may show a segment after the peer's acknowledgement of it (several NIC
queues, interfaces or hosts merged into one file): a request after its response.  So
an ACK past bytes not seen does not prove them lost at once.  The connection's packets
are held (both directions, in capture order) until the owed bytes are all there, or
``REORDER_NS`` of capture time has passed, or ``MAX_WAITING_BYTES`` / ``MAX_WAITING``
segments are held, or the connection ends.  Then :meth:`Waiting.order` gives them back
in causal order: a segment that acknowledges bytes of its peer comes after the peer's
segments that carry them (when the capture holds them), capture order otherwise.  Fed
in that order, what is still missing is declared lost at the ACK that proves it, as if
the capture had come in order.

Pure TCP: nothing here knows what the bytes carry.

Must not import: the framer, framing, decoding, matching, the codec, pandas or the CLI.
"""

from __future__ import annotations

import heapq
from collections import deque
from itertools import islice

from ..capture.files import FIN, RST, SYN
from .reassembly import MAX_PENDING_BYTES

__all__ = ["MAX_WAITING", "MAX_WAITING_BYTES", "REORDER_NS", "Waiting", "Waits"]

_MOD = 1 << 32
_HALF = 1 << 31
#: How long (capture time, ns) bytes a peer acknowledged may still arrive before they are
#: declared lost: a capture may show a segment after the ACK that covers it.
REORDER_NS = 2_000_000_000
#: Payload bytes held for one waiting connection before it is replayed anyway.
MAX_WAITING_BYTES = MAX_PENDING_BYTES
#: Segments held for one waiting connection before it is replayed anyway (the replay's
#: ordering looks over the held segments when the causal order is knotted).
MAX_WAITING = 512
_COST = 64
#: Segments of each side looked at past its head when no head may go (ACKs that knot).
_LOOK = 16


def _diff(a: int, b: int) -> int:
    d = (a - b) % _MOD
    return d - _MOD if d >= _HALF else d


def _span(seg: tuple) -> int:
    """Sequence numbers a segment takes: its payload (kept or not), SYN and FIN one each."""
    return len(seg[8]) + seg[9] + (1 if seg[7] & (SYN | FIN) else 0)


class Waiting:
    """The segments of one connection held while a peer owes bytes (see the module).

    Segments are the dissector's tuples ``(frame, ts, src, sport, dst, dport, seq, flags,
    payload, missing, ack)`` with the side that sent them (True: the client, to the
    server).  ``owed[side]``: the furthest ACK of ``side``'s bytes not shown yet;
    ``reach[side]``: the sequence number up to which ``side``'s bytes are all there
    (already reassembled, or held here).  ``deadline``: the capture time (ns) past which
    the wait ends.
    """

    __slots__ = ("segs", "owed", "reach", "_ends", "held", "deadline")

    def __init__(self, reach: dict[bool, int | None], ends: dict[bool, dict[int, int]], ts: int):
        self.segs: list[tuple[bool, tuple]] = []
        self.owed: dict[bool, int] = {}
        self.reach = reach
        #: per side: the segments not yet in ``reach`` (start -> end; ``ends``: those
        #: reassembly holds already)
        self._ends = {side: _Ahead(reach[side], ends[side]) for side in (True, False)}
        self.held = 0
        self.deadline = ts + REORDER_NS
        for side in (True, False):
            self._extend(side)

    def add(self, side: bool, seg: tuple) -> None:
        """Hold ``seg``, sent by ``side``; its ACK may prove more of the peer's bytes owed."""
        self.segs.append((side, seg))
        self.held += len(seg[8]) + _COST
        n = _span(seg)
        if n:
            self._ends[side].put(seg[6], (seg[6] + n) % _MOD)
            self._extend(side)
        ack = seg[10]
        if ack is not None:
            self.owe(not side, ack)

    def owe(self, side: bool, ack: int) -> None:
        """``side``'s bytes before ``ack`` were acknowledged: owed while not all here."""
        reach = self.reach[side]
        if reach is None or _diff(ack, reach) <= 0:
            return
        if _diff(ack, reach) >= _HALF >> 1:
            return  # an acknowledgement this far ahead proves nothing (as reassembly says)
        if side not in self.owed or _diff(ack, self.owed[side]) > 0:
            self.owed[side] = ack

    def _extend(self, side: bool) -> None:
        self.reach[side] = self._ends[side].reach(self.reach[side])

    def paid(self) -> bool:
        """Every byte owed is here: the wait is over."""
        return all(_diff(ack, self.reach[side]) <= 0 for side, ack in self.owed.items())

    def full(self) -> bool:
        """Held as much as one connection may: the wait is over."""
        return self.held > MAX_WAITING_BYTES or len(self.segs) > MAX_WAITING

    def order(self, start: dict[bool, int | None]) -> list[tuple]:
        """The held segments in the order their senders sent them, as far as the ACKs tell.

        ``start[side]``: the sequence number up to which ``side``'s bytes were reassembled
        before the wait.  A segment acknowledging its peer's bytes before ``ack`` goes
        after every held segment of the peer that starts before ``ack``; among the
        segments free to go, the one captured first goes first (a side's FIN or RST, or a
        segment without ACK, only once the side's earlier segments went; past a head, the
        next ``_LOOK`` of its side only); when none is (ACKs that contradict each other),
        the one captured first.  Work: about linear in the segments.
        """
        queues = {True: deque(), False: deque()}
        for side, seg in self.segs:
            queues[side].append(seg)
        pos = dict(start)
        base = {}
        heaps: dict[bool, list] = {True: [], False: []}
        for side, q in queues.items():
            base[side] = pos[side] if pos[side] is not None else (q[0][6] if q else 0)
            heaps[side] = [(_diff(s[6], base[side]), s[0]) for s in q if _span(s)]
            heapq.heapify(heaps[side])
        gone: set[int] = set()
        ahead = {side: _Ahead(pos[side], {}) for side in (True, False)}

        def ready(side: bool, seg: tuple) -> bool:
            ack = seg[10]
            peer = not side
            if ack is None or (pos[peer] is not None and _diff(ack, pos[peer]) <= 0):
                return True
            h = heaps[peer]
            here = _diff(pos[peer], base[peer]) if pos[peer] is not None else -_MOD
            while h and (h[0][1] in gone or h[0][0] < here):
                heapq.heappop(h)  # gone, or starts before what the peer has: blocks nothing
            return not h or h[0][0] >= _diff(ack, base[peer])

        out = []
        while queues[True] or queues[False]:
            heads = [(q[0][0], side) for side, q in queues.items() if q and ready(side, q[0])]
            if heads:
                side = min(heads)[1]
                seg = queues[side].popleft()
            else:
                free = [  # past a side's head: data whose ACK says it may go (never its end)
                    (s[0], side, i)
                    for side, q in queues.items()
                    for i, s in enumerate(islice(q, _LOOK))
                    if s[10] is not None and not s[7] & (FIN | RST) and ready(side, s)
                ]
                if free:
                    _f, side, i = min(free)
                else:
                    side = min((q[0][0], side) for side, q in queues.items() if q)[1]
                    i = 0
                seg = queues[side][i]
                del queues[side][i]
            gone.add(seg[0])
            n = _span(seg)
            if n:
                ahead[side].put(seg[6], (seg[6] + n) % _MOD)
                pos[side] = ahead[side].reach(pos[side])
            out.append(seg)
        return out


class _Ahead:
    """Segments past a side's contiguous bytes, start -> end, with their starts in a heap
    (relative to ``base``) so that :meth:`reach` takes each one once: linear work however
    the segments arrive."""

    __slots__ = ("base", "ends", "heap")

    def __init__(self, base: int | None, ends: dict[int, int]) -> None:
        self.base = base
        self.ends: dict[int, int] = {}
        self.heap: list[int] = []
        for seq, end in ends.items():
            self.put(seq, end)

    def put(self, seq: int, end: int) -> None:
        """A segment from ``seq`` to ``end`` (sequence numbers)."""
        ends = self.ends
        if self.base is None:
            self.base = seq
        old = ends.get(seq)
        if old is None:
            heapq.heappush(self.heap, _diff(seq, self.base))
        elif _diff(end, old) <= 0:
            return
        ends[seq] = end

    def reach(self, reach: int | None) -> int | None:
        """How far bytes are there without a gap from ``reach`` (the segments it passes are
        taken out).  None stays None (where the side starts is not known)."""
        if reach is None:
            return None
        heap, ends, base = self.heap, self.ends, self.base
        while heap and heap[0] <= _diff(reach, base):
            seq = (base + heapq.heappop(heap)) % _MOD
            end = ends.pop(seq, None)
            if end is not None and _diff(end, reach) > 0:
                reach = end
        return reach


class Waits:
    """The connections waiting (:class:`Waiting` on their ``waiting`` attribute), by
    tcp_stream.  ``due_at``: the earliest capture time (ns) at which a wait is over."""

    def __init__(self) -> None:
        self.conns: dict[int, object] = {}
        self.due_at = (1 << 63) - 1

    def start(self, conn, seg: tuple, to_server: bool, ts: int) -> None:
        """``seg`` (sent by the client when ``to_server``) acknowledges bytes of the peer
        not seen: ``conn`` (a :class:`~dissector.stream.flows.Connection`) waits for them,
        holding its segments from this one on."""
        reach: dict[bool, int | None] = {}
        ends: dict[bool, dict[int, int]] = {}
        for side, t in ((True, conn.to_server), (False, conn.to_client)):
            reach[side] = t.next_seq if t.hole is None else None
            ends[side] = {s: (s + len(p) + m) % _MOD for s, (p, m, _f, _t) in t.pending.items()}
        w = conn.waiting = Waiting(reach, ends, ts)
        w.add(to_server, seg)
        self.conns[conn.stream] = conn
        self.due_at = min(self.due_at, w.deadline)

    def hold(self, conn, seg: tuple, to_server: bool) -> bool:
        """Hold ``seg`` of waiting ``conn``: True when the wait is over (every owed byte
        here, or as much held as one connection may)."""
        w = conn.waiting
        w.add(to_server, seg)
        return w.paid() or w.full()

    def take(self, conn) -> list[tuple]:
        """End ``conn``'s wait: its held segments in the order to feed them
        (:meth:`Waiting.order`, from where its directions stand)."""
        w = conn.waiting
        conn.waiting = None
        self.conns.pop(conn.stream, None)
        return w.order({True: conn.to_server.next_seq, False: conn.to_client.next_seq})

    def overdue(self, ts: int) -> list:
        """The connections whose wait is over by capture time ``ts`` (``due_at`` renewed)."""
        due = [c for c in self.conns.values() if c.waiting.deadline < ts]
        rest = [c.waiting.deadline for c in self.conns.values() if c.waiting.deadline >= ts]
        self.due_at = min(rest, default=(1 << 63) - 1)
        return due
