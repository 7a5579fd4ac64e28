"""The end of a capture file without reading all of it: its last packet records.

Owns: :func:`tail_spans` (the byte ranges of a pcap or pcapng file that hold its headers
and its last records: the file header, or every pcapng block that is not a packet, then
the file from the first of those records on), which
:class:`~dissector.capture.files.CaptureReader`'s ``spans`` reads as one file
(:class:`dissector.capture.spans.SpanFile`).

Why: a partition of a capture set is warmed up on the last few thousand records of the
file before it (:mod:`dissector.parallel.part`); reading that file whole to keep its
end cost 0.08-0.2 s a file, walking its record lengths costs a tenth of that.  The
records read this way are the file's own (the reader decodes the same bytes with the
same interfaces and byte order): only their frame numbers start elsewhere.  Whatever
the walk cannot vouch for (gzip, a length no record or block can have, a file too small
to gain from it) gives None: the caller reads the whole file.

Must not import: the dissector's stages (this reads record lengths only), the CLI.
"""

from __future__ import annotations

import array
import mmap
import os
import struct
from collections import deque

from .files import MAX_RECORD

try:
    import cython
except ImportError:  # no Cython: the pure-Python path
    from .. import puremode as cython

__all__ = ["pcapng_tail_struct", "pcapng_tail_words", "tail_spans"]

#: pcap magic numbers -> byte order (micro- and nanosecond files alike)
_PCAP_ORDER = {
    b"\xa1\xb2\xc3\xd4": ">",
    b"\xd4\xc3\xb2\xa1": "<",
    b"\xa1\xb2\x3c\x4d": ">",
    b"\x4d\x3c\xb2\xa1": "<",
}
_SHB = b"\x0a\x0d\x0d\x0a"
_SHB_LITTLE = b"\x4d\x3c\x2b\x1a"
#: pcapng block types that hold a packet (obsolete, simple and enhanced packet blocks)
_PACKET_BLOCKS = (2, 3, 6)
#: the section header block's type (the same bytes in either order) and the byte-order
#: magic of a section written in this machine's order, as 32-bit words read natively
_SHB_TYPE = 0x0A0D0D0A
_NATIVE_MAGIC = 0x1A2B3C4D


def tail_spans(path: str | os.PathLike, records: int) -> list[tuple[int, int]] | None:
    """Byte ranges ``[(start, end), ...]`` (in file order, ``end`` exclusive) of ``path``
    that a reader reads as the file's headers followed by its last ``records`` packet
    records (pcap) or packet blocks (pcapng), or more of them; None when the whole file
    should be read instead: gzip or neither format, a record or block length the reader
    would stop at (over ``MAX_RECORD``; a pcapng block under 12 bytes or not a multiple of
    4), or no more than ``records`` records in the file.

    A pcapng file keeps every block that is not a packet (section headers, interface
    descriptions, statistics, name resolution, secrets) before the tail, in order, so that
    the tail is decoded with the interfaces and byte order the whole read has there.
    A file that ends inside a record ends the same way.  Raises OSError as ``open`` does.
    """
    with open(path, "rb") as f:
        size = os.fstat(f.fileno()).st_size
        if size < 32:
            return None
        # every page mapped at once (MAP_POPULATE, where there is one): the walk touches
        # every page, one fault each otherwise (about a third of its time, 30 MB files)
        if hasattr(mmap, "MAP_POPULATE"):
            how = {"flags": mmap.MAP_PRIVATE | mmap.MAP_POPULATE, "prot": mmap.PROT_READ}
        else:
            how = {"access": mmap.ACCESS_READ}
        with mmap.mmap(f.fileno(), 0, **how) as m:
            head = m[:4]
            if head in _PCAP_ORDER:
                return _pcap(m, size, _PCAP_ORDER[head], records)
            if head == _SHB:
                return pcapng_tail_words(m, size, records)
    return None


def _pcap(m, size: int, order: str, records: int) -> list[tuple[int, int]] | None:
    caplen = struct.Struct(order + "I").unpack_from
    starts: deque[int] = deque(maxlen=records + 1)
    p = 24
    while p + 16 <= size:
        n = caplen(m, p + 8)[0]
        if n > MAX_RECORD:
            return None
        starts.append(p)
        p += 16 + n
    if len(starts) <= records:
        return None
    return [(0, 24), (starts[1], size)]


def pcapng_tail_words(m, size: int, records: int) -> list[tuple[int, int]] | None:
    """The walk of :func:`pcapng_tail_struct`, on the file's 32-bit words read in place
    when every section is in this machine's byte order (blocks start on 4-byte boundaries: a length
    that is not a multiple of 4 stops both walks); a section in the other order: that walk."""
    with memoryview(m) as view, view[: size - size % 4] as whole, whole.cast("I") as words:
        return _pcapng_native(words, m, size, records)


# (compiled: the words read as a C array, not a Python int per word through the
# memoryview's item lookup; one walk, the starts of the last ``records + 1`` packet blocks
# kept in a ring of C integers: each block's header is a read from memory the processor
# has not cached, so a second walk to the tail's first packet block cost as much again:
# 8 ms -> 1.5 ms -> (one walk, the file's pages mapped at once: :func:`tail_spans`)
# about 3 ms from a fresh process, where two walks took 13-16 ms)
@cython.locals(
    words="const unsigned int[::1]", ring="long long[::1]", i="Py_ssize_t",
    end="Py_ssize_t", count="Py_ssize_t", slots="Py_ssize_t", btype="unsigned int",
    length="unsigned int", shb="unsigned int", native="unsigned int", most="unsigned int",
    ahead="unsigned int",
)
def _pcapng_native(words, m, size: int, records: int) -> list[tuple[int, int]] | None:
    shb, native, most = _SHB_TYPE, _NATIVE_MAGIC, MAX_RECORD
    end = size // 4 - 2  # a block is read while its first 12 bytes are in the file
    slots = records + 1
    # the word index of each of the last ``slots`` packet blocks, packet block c at c % slots
    ring = array.array("q", bytes(8 * slots))
    kept: list[tuple[int, int]] = []  # blocks that are not packets: (start, end), bytes
    i = 0
    count = 0  # packet blocks
    ahead = 0  # (a word further on, read for its cache line only: see below)
    while i < end:
        # the next block's place is read from this one: one read from memory after
        # another, each waiting for the last; a word 4 KiB further on, read as well,
        # brings that part of the file into the cache meanwhile (6 -> 2 ms a 30 MB file)
        if i + 1024 < end:
            ahead ^= words[i + 1024]
        btype = words[i]
        length = words[i + 1]
        if btype == shb and words[i + 2] != native:
            return pcapng_tail_struct(m, size, records)  # a section in the other byte order
        if length < 12 or length & 3 or length > most:
            return None
        if btype == 6 or btype == 2 or btype == 3:  # _PACKET_BLOCKS
            ring[count % slots] = i
            count += 1
        else:
            kept.append((4 * i, 4 * i + length))
        i += length >> 2
    if count <= records or ahead == 1 and count < 0:  # (ahead used: kept by the compiler)
        return None
    # the tail's first packet block: the one after the oldest kept (as the deque of
    # pcapng_tail_struct keeps records + 1 and takes its second)
    return _merged(kept, 4 * ring[(count - records) % slots], size)


def pcapng_tail_struct(m, size: int, records: int) -> list[tuple[int, int]] | None:
    """:func:`tail_spans` of the pcapng file mapped as ``m`` (``size`` bytes), walking every
    block by ``struct`` in each section's byte order: the spans (byte offsets) of every
    block that is not a packet and of the last ``records`` packet blocks; None when the
    file holds no more packets than that or a block length is not one (under 12, not a
    multiple of 4, over MAX_RECORD)."""
    starts: deque[int] = deque(maxlen=records + 1)
    kept: list[tuple[int, int]] = []  # blocks that are not packets: (start, end)
    u32 = None
    p = 0
    while p + 12 <= size:
        if m[p : p + 4] == _SHB:
            u32 = struct.Struct("<I" if m[p + 8 : p + 12] == _SHB_LITTLE else ">I").unpack_from
        if u32 is None:
            return None
        btype, length = u32(m, p)[0], u32(m, p + 4)[0]
        if length < 12 or length % 4 or length > MAX_RECORD:
            return None
        if btype in _PACKET_BLOCKS:
            starts.append(p)
        else:
            kept.append((p, p + length))
        p += length
    if len(starts) <= records:
        return None
    return _merged(kept, starts[1], size)


def _merged(kept: list[tuple[int, int]], first: int, size: int) -> list[tuple[int, int]]:
    """The blocks ``kept`` that end before ``first``, then ``first`` to the file's end, as
    spans (adjacent ones joined)."""
    spans = [b for b in kept if b[1] <= first]
    merged: list[tuple[int, int]] = []
    for a, b in [*spans, (first, size)]:
        if merged and merged[-1][1] == a:
            merged[-1] = (merged[-1][0], b)
        else:
            merged.append((a, b))
    return merged
