"""One packet captured twice counts once: the duplicate rule, whatever the files.

Owns: :class:`Copies`, the one rule by which a TCP segment is a copy of one
already seen (captured on two hosts, two interfaces or by two mirror sessions,
merged into one file by mergecap or given as several files), and which copy
is decoded.  :class:`~dissector.capture.sets.CaptureSet` applies it to the
records of several files, :class:`~dissector.pipeline.dissector.Dissector` to
the segments of one file; both call the same methods.

The rule:

- Two records are copies of one packet when the IP packets in them have one
  identity (:func:`~dissector.capture.files.packet_identity`: addresses, IPv4
  id, lengths, the TCP header but its checksum) and their capture times are
  at most :data:`WINDOW_NS` apart (the clocks of two hosts differ).  TTL,
  checksums (offloaded on the sending host), link headers and the capture's
  snap length play no part; a retransmission is a packet of its own.
- Of the copies, the one with the most bytes captured is decoded: a copy that
  the snap length cut is held back (with everything after it, so the order
  stays) until a whole copy comes, the window has passed, or :data:`MAX_HELD`
  records or :data:`MAX_HELD_BYTES` are held.  The copy decoded keeps the first
  copy's place and time (its frame number, as tshark reports it); its bytes are
  the whole copy's.
- Memory is bounded: a packet is remembered for one to two windows, at most
  :data:`MAX_KEYS` of them (beyond, what is remembered is forgotten: the
  window is shorter at such rates).

Where it is asked: a capture set asks about every record.  Within one file
the dissector asks about the segments whose copy would change what is
decoded: those cut shorter than the file's snap length allows (a record cut
by the file's own snap length has no fuller copy there: a ``tcpdump -s 96``
file reads as fast as before), and every segment while one of those is held
back.  A copy of any other segment is what TCP sees in a retransmission: the
same bytes, trimmed by reassembly; a late copy of a closed connection's
segment is counted, not decoded, its SYN included
(:meth:`~dissector.stream.flows.FlowTable.arrival`: the same first sequence
number).  Asking about every packet cost 10% of the default read (5.7k
instructions a packet of 56k), asking about SYNs too 2.4% (cachegrind, the
benchmark's replicated capture); as it is, 0.5%.

Must not import: reassembly, flows, the framer, decoding, matching, pandas or the CLI.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import Any

from .files import packet_identity

__all__ = ["MAX_HELD", "MAX_HELD_BYTES", "MAX_KEYS", "WINDOW_NS", "Copies", "merge_segment"]

#: Two copies of a packet count once when their capture times are at most this far apart.
WINDOW_NS = 500_000_000
#: Segments remembered per generation (two generations are kept): the window's memory bound.
MAX_KEYS = 1 << 17
#: Records held back behind a copy the snap length cut, waiting for its whole copy.
MAX_HELD = 1 << 14
#: Captured bytes held back so.
MAX_HELD_BYTES = 32 << 20


def merge_segment(old: tuple, seg: tuple) -> tuple:
    """A held cut segment ``(frame, ts, seg)`` once a fuller copy ``seg`` came: its frame
    and time, the fuller copy's bytes (:meth:`Copies.segment`'s ``merge``)."""
    return old[0], old[1], seg


class _Held:
    """A record held back: its identity, time, bytes not captured, size, and the item."""

    __slots__ = ("key", "ts", "missing", "size", "item")

    def __init__(self, key: int, ts: int, missing: int, size: int, item: Any) -> None:
        self.key = key
        self.ts = ts
        self.missing = missing
        self.size = size
        self.item = item


class Copies:
    """The duplicate rule (see the module's docstring) over one capture's segments.

    Callers pass, per TCP segment in capture order, its time ``ts`` (ns), its
    identity ``key`` (:func:`~dissector.capture.files.packet_identity`), the
    payload bytes the capture did not keep (``missing``) and ``item``, what
    they want back (the record, or the segment with its frame).  :meth:`copy` says whether
    it is a copy of one seen (then dropped and counted in ``duplicates``);
    :meth:`hold` (for a segment the snap length cut, or any segment while
    :attr:`held` is not empty) returns the items now due, in order;
    :meth:`flush` the rest at the end.  ``merge(old_item, new_item)``: the
    item of a held cut copy once a fuller copy came (the old one's place and
    time, the new one's bytes).  ``hold=False``: never hold back (a capture
    followed as it grows); cut copies are then decoded as they come.
    ``whole``: cut copies replaced by a fuller copy.
    """

    def __init__(
        self,
        merge: Callable[[Any, Any], Any],
        window_ns: int = WINDOW_NS,
        max_keys: int = MAX_KEYS,
        hold: bool = True,
        tunnels: Any = None,
    ) -> None:
        self.merge = merge
        #: the reader's :class:`~dissector.capture.tunnels.Decapsulator` (its VXLAN ports):
        #: a tunnelled copy's identity is its inner packet's; None: the standard ports
        self.tunnels = tunnels
        self.window = window_ns
        self.max_keys = max_keys
        self.holding = hold
        self.duplicates = 0
        self.whole = 0
        #: packet identity -> capture time of the copy kept (the last window or two)
        self.seen: dict[int, int] = {}
        #: capture time after which what is past the window is forgotten
        self.turn = -(1 << 80)
        #: records held back, oldest first (the first one a cut copy)
        self.held: deque[_Held] = deque()
        self._held_bytes = 0
        #: key -> the held cut copy waiting for a fuller copy
        self._waiting: dict[int, _Held] = {}

    def copy(self, ts: int, key: int, missing: int = 0, item: Any = None) -> bool:
        """True when the packet ``key`` was seen within the window: this one is a copy
        (counted; the caller drops it).  A copy fuller than a held cut one (fewer bytes
        ``missing``) takes its place (``item``).
        """
        seen = self.seen
        first = seen.get(key)
        if first is None or abs(ts - first) > self.window:
            # new, or the same identity long after: a packet of its own
            seen[key] = ts
            if ts > self.turn or len(seen) > self.max_keys:
                self._turned(ts)
            return False
        self.duplicates += 1
        w = self._waiting.get(key) if self._waiting else None
        if w is not None and missing < w.missing:
            w.item = self.merge(w.item, item)
            w.missing = missing
            self.whole += 1
            if not w.missing:
                del self._waiting[key]
        return True

    def _turned(self, ts: int) -> None:
        """Forget the packets seen more than the window before ``ts`` (all of them when
        more than ``max_keys`` are left: the window is shorter then); the next turn is
        a window later."""
        limit = ts - self.window
        seen = self.seen
        for k in [k for k, t in seen.items() if t < limit]:
            del seen[k]
        if len(seen) > self.max_keys // 2:
            seen.clear()
        self.turn = ts + self.window

    def hold(self, ts: int, key: int | None, missing: int, item: Any, size: int) -> list[Any]:
        """Hold ``item`` back (cut by the snap length: ``missing`` bytes, or anything after
        such a one; ``key`` None for a record with no IP packet); the items now due,
        oldest first.  ``size``: its captured bytes."""
        if not self.holding:
            return [item]
        held = self.held
        if key is None:
            missing = 0
        h = _Held(key, ts, missing, size, item)
        if missing:
            self._waiting[h.key] = h
        held.append(h)
        self._held_bytes += size
        return self._due(ts)

    def _due(self, ts: int) -> list[Any]:
        out = []
        held = self.held
        waiting = self._waiting
        limit = ts - self.window
        while held:
            h = held[0]
            if (
                h.missing
                and waiting.get(h.key) is h
                and h.ts >= limit
                and len(held) <= MAX_HELD
                and self._held_bytes <= MAX_HELD_BYTES
            ):
                break
            held.popleft()
            self._held_bytes -= h.size
            if h.missing and waiting.get(h.key) is h:
                del waiting[h.key]
            out.append(h.item)
        return out

    def segment(self, frame: int, ts: int, lt: int, data: bytes, seg: tuple) -> list[tuple]:
        """The segments ``(frame, ts, seg)`` to decode now, given one more: ``seg`` (a
        :func:`~dissector.capture.files.segment_fields` tuple without frame and time) of
        record ``data`` (link type ``lt``).  None when it is a copy, none or several when
        it or one before it was cut and is held (``merge`` must be :func:`merge_segment`)."""
        key = packet_identity(lt, data, self.tunnels)
        missing = seg[7]
        if key is not None and self.copy(ts, key, missing, seg):
            return []
        if missing or self.held:
            return self.hold(ts, key, missing, (frame, ts, seg), len(seg[6]))
        return [(frame, ts, seg)]

    def flush(self) -> list[Any]:
        """Every item still held, in order (the end of the capture)."""
        out = [h.item for h in self.held]
        self.held.clear()
        self._waiting.clear()
        self._held_bytes = 0
        return out
