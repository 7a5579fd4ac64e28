"""IP fragments in, whole datagrams out: IPv4 (RFC 791) and IPv6 (RFC 8200 Fragment header).

Owns: :class:`Fragments`, the table of datagrams whose fragments are arriving, keyed by
IP identity — source and destination address, identification, and for IPv4 the
protocol — whatever link or interface carried each fragment (a datagram whose last
fragments were captured on another pcapng interface, of another link type, is one
datagram).  A datagram is assembled once, when its fragments cover it; fragments are
kept sorted by offset as they come, so the work is about linear in the bytes whatever
order they arrive in (the first and last fragment first, then the rest, is the order
that made the old reassembly quadratic).

Bounds: a fragment past :data:`MAX_DATAGRAM` bytes of payload gives its datagram up; at
most :data:`MAX_OPEN` datagrams and :data:`MAX_BYTES` bytes (payload plus
:data:`PART_COST` a fragment) are held, the oldest given up beyond.  Nothing is dropped
silently: datagrams given up or never completed are counted (:meth:`Fragments.incomplete`)
and the dissector says so in a warning.

Overlapping fragments: the bytes that arrived first are kept.  A copy of a fragment
(the same packet captured twice) is recognised among the last :data:`RECENT`
fragments and ignored, even after its datagram was reassembled.

Must not import: reassembly, flows, the framer, decoding, matching, pandas or the CLI.
"""

from __future__ import annotations

import bisect
import struct
from collections import deque
from typing import NamedTuple

__all__ = [
    "MAX_BYTES",
    "MAX_DATAGRAM",
    "MAX_OPEN",
    "PART_COST",
    "RECENT",
    "WARNING_PATTERN",
    "Fragments",
    "Incomplete",
]

#: Largest payload (bytes after the IP header) a datagram may have: what the 16-bit
#: IPv4 total length and IPv6 payload length allow.
MAX_DATAGRAM = 65_535
#: Datagrams being reassembled at once; beyond, the oldest is given up (counted).
MAX_OPEN = 4096
#: Bytes held by the datagrams being reassembled (payload plus ``PART_COST`` per
#: fragment); beyond, the oldest are given up (counted).
MAX_BYTES = 64 << 20
#: What one held fragment costs besides its payload (a bytes object, list slots).
PART_COST = 64
#: Fragments remembered (a hash each) so that a copy of one, captured twice, is ignored
#: even after its datagram was reassembled.
RECENT = 1 << 16
#: What :meth:`Fragments.warning` says begins so (a :func:`warnings.filterwarnings` message
#: pattern): a command that prints the coverage line, which counts the same fragments
#: (:mod:`dissector.pipeline.coverage`), leaves the warning out so as to say it once.
WARNING_PATTERN = r"\d+ IP fragment set\(s\) never completed"


class Incomplete(NamedTuple):
    """Fragment sets that never made a datagram: ``datagrams`` (sets), the ``fragments``
    they had and the payload ``bytes`` those held."""

    datagrams: int
    fragments: int
    bytes: int


class _Datagram:
    """The fragments of one datagram so far: ``starts``/``parts`` sorted by offset
    (non-overlapping), ``have`` bytes covered, ``size`` once the last fragment came,
    ``head`` the header bytes of the first fragment (offset 0)."""

    __slots__ = ("starts", "parts", "have", "size", "head", "count", "cost")

    def __init__(self) -> None:
        self.starts: list[int] = []
        self.parts: list[bytes] = []
        self.have = 0
        self.size: int | None = None
        self.head: bytes | None = None
        self.count = 0
        self.cost = 0

    def put(self, start: int, data: bytes) -> int:
        """Add the bytes at ``start`` not already here; the bytes added."""
        end = start + len(data)
        starts, parts = self.starts, self.parts
        i = bisect.bisect_right(starts, start)
        if i and starts[i - 1] + len(parts[i - 1]) > start:  # the part before overlaps
            cut = starts[i - 1] + len(parts[i - 1])
            if cut >= end:
                return 0
            data = data[cut - start :]
            start = cut
        added = 0
        while start < end:
            nxt = starts[i] if i < len(starts) else end
            if nxt > start:
                piece = data[: min(nxt, end) - start]
                starts.insert(i, start)
                parts.insert(i, piece)
                added += len(piece)
                i += 1
            if nxt >= end:
                break
            # skip the part already here
            skip = starts[i] + len(parts[i])
            i += 1
            if skip >= end:
                break
            data = data[skip - start :]
            start = skip
        self.have += added
        return added

    def body(self) -> bytes:
        return b"".join(self.parts)


class Fragments:
    """Datagrams being reassembled from their fragments (see the module).

    :meth:`ipv4` and :meth:`ipv6` take one fragment and return the whole datagram once
    its fragments cover it (IPv4: the first fragment's header, total length set, flags
    and offset cleared, then the payload; IPv6: the first fragment's fixed header, its
    next header the fragment header's, payload length set, then the payload), else
    None.  Counters: ``completed`` datagrams, and ``given_up`` (an :class:`Incomplete`
    of the sets dropped for room or size); :meth:`incomplete` adds the sets still open.
    """

    def __init__(self, max_open: int = MAX_OPEN, max_bytes: int = MAX_BYTES) -> None:
        self.max_open = max_open
        self.max_bytes = max_bytes
        self._open: dict[tuple, _Datagram] = {}
        self.held = 0
        self.completed = 0
        self.given_up = Incomplete(0, 0, 0)
        #: fragments seen twice (a packet captured on two interfaces): ignored
        self.duplicates = 0
        self._recent: deque[int] = deque(maxlen=RECENT)
        self._seen: set[int] = set()
        self._said: Incomplete | None = None

    def __len__(self) -> int:
        return len(self._open)

    def incomplete(self) -> Incomplete:
        """The fragment sets that never made a datagram: given up, and still open."""
        g = self.given_up
        sets = list(self._open.values())
        return Incomplete(
            g.datagrams + len(sets),
            g.fragments + sum(x.count for x in sets),
            g.bytes + sum(x.have for x in sets),
        )

    def warning(self) -> str | None:
        """What to say of the fragment sets that never made a datagram (None: none), once
        per change of :meth:`incomplete`."""
        lost = self.incomplete()
        if not lost.datagrams or lost == self._said:
            return None
        self._said = lost
        return (
            f"{lost.datagrams} IP fragment set(s) never completed ({lost.fragments} "
            f"fragments, {lost.bytes} bytes): their datagrams are not decoded"
        )

    def ipv4(
        self, src: bytes, dst: bytes, ident: int, proto: int, frag: int, head: bytes, data: bytes
    ) -> bytes | None:
        """One IPv4 fragment: ``frag`` the flags/offset field, ``head`` its header (options
        included), ``data`` its payload.  The datagram once whole, else None."""
        offset = (frag & 0x1FFF) * 8
        dg = self._fragment((src, dst, ident, proto), offset, not frag & 0x2000, head, data)
        if dg is None:
            return None
        h = bytearray(dg.head)
        body = dg.body()
        struct.pack_into(">H", h, 2, (len(h) + len(body)) & 0xFFFF)
        h[6:8] = b"\x00\x00"
        return bytes(h) + body

    def ipv6(
        self, src: bytes, dst: bytes, ident: bytes, nxt: int, offm: int, head: bytes, data: bytes
    ) -> bytes | None:
        """One IPv6 fragment: ``offm`` the Fragment header's offset and M flag field,
        ``nxt`` its next header, ``head`` the packet's fixed 40-byte header, ``data`` the
        fragmentable part it carries.  The datagram once whole, else None."""
        dg = self._fragment((src, dst, ident), offm & 0xFFF8, not offm & 1, (head, nxt), data)
        if dg is None:
            return None
        fixed, nh = dg.head
        body = dg.body()
        h = bytearray(fixed[:40])
        struct.pack_into(">H", h, 4, len(body) & 0xFFFF)
        h[6] = nh
        return bytes(h) + body

    def _fragment(self, key: tuple, offset: int, last: bool, head, data: bytes):
        fid = hash((key, offset, last, data))
        seen = self._seen
        if fid in seen:  # a copy of a fragment already here (or already reassembled)
            self.duplicates += 1
            return None
        recent = self._recent
        if len(recent) == recent.maxlen:
            seen.discard(recent[0])
        recent.append(fid)
        seen.add(fid)
        end = offset + len(data)
        dg = self._open.get(key)
        if dg is None:
            dg = _Datagram()
            if not last or offset:  # (an atomic fragment is whole at once)
                self._open[key] = dg
                if len(self._open) > self.max_open:
                    oldest = next(iter(self._open))
                    self._drop(oldest, self._open[oldest])
        dg.count += 1
        if end > MAX_DATAGRAM or (dg.size is not None and end > dg.size):
            self._drop(key, dg)  # past what a datagram holds, or past its last fragment
            return None
        added = dg.put(offset, data)
        if self._open.get(key) is dg:
            dg.cost += added + PART_COST
            self.held += added + PART_COST
        if offset == 0 and dg.head is None:
            dg.head = head
        if last and dg.size is None:
            dg.size = end
            if dg.starts and dg.starts[-1] + len(dg.parts[-1]) > end:
                self._drop(key, dg)  # bytes past the end its last fragment sets
                return None
        if dg.size is None or dg.head is None or dg.have < dg.size:
            while self.held > self.max_bytes and self._open:
                oldest = next(iter(self._open))
                self._drop(oldest, self._open[oldest])
            return None
        if self._open.get(key) is dg:
            del self._open[key]
            self.held -= dg.cost
        self.completed += 1
        return dg

    def _drop(self, key: tuple, dg: _Datagram) -> None:
        """Give a fragment set up (counted in ``given_up``)."""
        if self._open.get(key) is dg:
            del self._open[key]
            self.held -= dg.cost
        g = self.given_up
        self.given_up = Incomplete(g.datagrams + 1, g.fragments + dg.count, g.bytes + dg.have)
