"""Capture files in, TCP segments out.

Owns: reading pcap (micro- and nanosecond) and pcapng (several interfaces,
any timestamp resolution) files, plain or gzip-compressed, growing files
(``follow``), and peeling link, IP and TCP headers off each packet.

Why not scapy's readers here: on a 91k-packet capture scapy's
``RawPcapNgReader`` cost 10 us a packet and ``RawPcapReader`` 4 us (and both
cut packets above 65,535 bytes unless told otherwise), while the whole budget
of ``kmirror read`` is about 15 us a packet.  The record formats are small and
stable (pcap: 24-byte file header, 16-byte record headers; pcapng: SHB, IDB,
EPB/SPB/PB blocks), so this module walks them with ``struct`` over large
buffered reads.  scapy remains what the tests use to *write* captures.

Link types: Ethernet (with 802.1Q/802.1ad VLAN tags), Linux cooked v1 (SLL)
and v2 (SLL2), BSD loopback/null, OpenBSD loop, raw IPv4/IPv6.  IPv4 and IPv6
(extension headers skipped).  IPv4 and IPv6 fragments are reassembled by
:mod:`dissector.capture.fragments`, whatever link carried each.
Tunnels (VXLAN, GENEVE, GRE, ERSPAN, MPLS) are opened by
:mod:`dissector.capture.tunnels` and their inner packet parsed like an outer one
(an inner fragment reassembled like an outer one).

Hostile files: nothing but :class:`~dissector.errors.CaptureError` escapes (not
a capture, a cut file header, a pcap record or pcapng block longer than
``MAX_RECORD``, 16 MiB, or of a length no block can have).  What the format lets
the reader step over is a :class:`~dissector.errors.CaptureWarning` and reading
goes on: a pcapng block too short for its type, a packet block on an interface
never described or claiming more bytes than it holds, a file cut inside a
record.  Times (``if_tsresol``, ``if_tsoffset``) are clamped to ``TS_MIN`` ..
``TS_MAX`` (64-bit ns) and flagged, never an overflow.

Must not import: reassembly, matching, pandas or the CLI.
"""

from __future__ import annotations

import gzip
import os
import struct
import time
import warnings
import zlib
from collections.abc import Iterator
from dataclasses import dataclass, field
from ipaddress import IPv6Address
from typing import NamedTuple

from ..errors import CaptureError, CaptureWarning
from .fragments import Fragments
from .links import LINKTYPES, network_layer
from .spans import SpanFile
from .tunnels import PLAIN, TUNNEL_PROTOS, Decapsulator

__all__ = [
    "ACK",
    "ETH_IP4_TCP",
    "LINKTYPES",
    "FIN",
    "RST",
    "SYN",
    "TS_MAX",
    "TS_MIN",
    "CaptureReader",
    "Record",
    "Segment",
    "address",
    "is_capture_file",
    "iter_packets",
    "network_layer",
    "packet_identity",
    "parse_segment",
    "segment_fields",
]

#: TCP flag bits.
FIN, SYN, RST, ACK = 0x01, 0x02, 0x04, 0x10

#: Largest packet record accepted; larger caplen values mean a corrupt file.
MAX_RECORD = 1 << 24
_CHUNK = 1 << 20
#: Latest and earliest capture time a record may carry, in ns since the epoch: what an
#: int64 of nanoseconds holds (pandas' datetime64[ns], 1677-09-21 to 2262-04-11; its
#: least value is NaT, so the earliest is one above it).  A pcapng interface's
#: ``if_tsresol`` / ``if_tsoffset`` can put times outside: they are clamped to these
#: bounds and flagged (:attr:`CaptureReader.clamped`, a CaptureWarning, a note on the
#: messages of those frames), never an overflow.
TS_MAX = (1 << 63) - 1
TS_MIN = -TS_MAX
#: Least total length of each pcapng block type this reader looks into (bytes: type,
#: length, the fixed fields, the trailing length).  A shorter block is skipped with a
#: CaptureWarning (its length still says where the next block starts).
_BLOCK_LEAST = {1: 20, 2: 32, 3: 16, 6: 32}
_BLOCK_NAMES = {
    1: "interface description",
    2: "packet",
    3: "simple packet",
    6: "enhanced packet",
}

_PCAP_MAGICS = {
    b"\xa1\xb2\xc3\xd4": (">", 1000),
    b"\xd4\xc3\xb2\xa1": ("<", 1000),
    b"\xa1\xb2\x3c\x4d": (">", 1),
    b"\x4d\x3c\xb2\xa1": ("<", 1),
}
_PCAPNG_SHB = b"\x0a\x0d\x0d\x0a"


class Record(NamedTuple):
    """One packet record of a capture file."""

    #: frame number, 1-based as Wireshark counts
    frame: int
    #: capture time in ns since the epoch (UTC)
    ts_ns: int
    #: LINKTYPE_* value of the record's interface
    linktype: int
    #: the captured bytes
    data: bytes
    #: the packet's length on the wire in bytes
    wirelen: int


class Segment(NamedTuple):
    """The TCP segment inside one packet (addresses as raw bytes, 4 or 16)."""

    src: bytes
    sport: int
    dst: bytes
    dport: int
    seq: int
    flags: int
    #: the captured TCP payload
    payload: bytes
    #: payload bytes on the wire the capture did not keep (snap length)
    missing: int
    #: the acknowledgement number, None without the ACK flag
    ack: int | None


@dataclass
class CaptureReader:
    """Iterates the packet records of one capture file.

    Yields :class:`Record` tuples ``(frame, ts_ns, linktype, data, wirelen)``:
    frame number (1-based, as Wireshark counts), capture time in ns since the
    epoch (UTC), LINKTYPE_* value, captured bytes, original length in bytes
    (:meth:`tuples` yields the same fields as plain tuples).  ``position``
    is the number of file bytes consumed (of ``size``), for progress bars.
    ``cut`` is set to a one-line description when the file ends inside a
    record (the partial record is not yielded).  ``clamped`` lists the frames
    whose time fell outside ``TS_MIN``..``TS_MAX`` (clamped to the bound; the
    first 1000 are kept, ``clamped_count`` counts them all).  A pcapng block
    too short for its type, a packet block naming an interface not described
    or claiming more bytes than it holds is skipped with a
    :class:`~dissector.errors.CaptureWarning` and reading goes on after it.
    ``follow`` keeps waiting for
    more data at the end of the file (a file still being written) until
    ``stop()`` is called or ``idle_timeout`` seconds pass with no growth.

    Raises CaptureError for a missing, empty or non-capture file.
    """

    path: str
    follow: bool = False
    idle_timeout: float | None = None
    position: int = 0
    size: int = 0
    cut: str | None = None
    format: str = ""
    clamped: list[int] = field(default_factory=list)
    clamped_count: int = 0
    #: the largest snap length the file's header or interfaces give, in bytes (0: none,
    #: unlimited); a record no shorter was cut by it (no fuller copy of it in this file)
    snaplen: int = 0
    #: byte ranges of the file read, in order, as if they were the file (the file header
    #: and its last records: :func:`dissector.capture.tail.tail_spans`); None: all of it
    spans: tuple[tuple[int, int], ...] | None = None
    _stopped: bool = field(default=False, repr=False)
    _gzip_cut: bool = field(default=False, repr=False)

    def __post_init__(self) -> None:
        p = self.path
        if not os.path.exists(p):
            raise CaptureError(f"{p}: no such file")
        if os.path.isdir(p):
            raise CaptureError(f"{p}: is a directory, not a capture file")
        self.size = os.path.getsize(p)
        if self.size == 0 and not self.follow:
            raise CaptureError(f"{p}: empty file, not a pcap or pcapng capture")

    def stop(self) -> None:
        """Make a following reader end at the current end of the file."""
        self._stopped = True

    # -- buffered reading

    def _open(self):
        raw = open(self.path, "rb")  # noqa: SIM115 - closed in __iter__
        if self.spans is not None:
            raw = SpanFile(raw, self.spans)
            return raw, raw
        head = raw.read(2)
        raw.seek(0)
        if head == b"\x1f\x8b":
            self.format = "gzip "
            return gzip.GzipFile(fileobj=raw), raw
        return raw, raw

    def __iter__(self) -> Iterator[Record]:
        return map(_new_record, self.tuples())

    def tuples(self) -> Iterator[tuple[int, int, int, bytes, int]]:
        """The records as plain tuples in :class:`Record`'s order.

        For the dissector's per-packet loop: building a named tuple per record
        costs about 80 ns, some 2% of the whole default read (measured on the
        benchmark capture).
        """
        f, raw = self._open()
        try:
            self._f = f
            self._raw = raw
            self._buf = b""
            self._pos = 0
            magic = self._need(4)
            if magic is None:
                if self._gzip_cut:
                    raise CaptureError(
                        f"{self.path}: the gzip stream is cut short before any capture data"
                    )
                raise CaptureError(f"{self.path}: empty file, not a pcap or pcapng capture")
            if magic in _PCAP_MAGICS:
                yield from self._pcap(*_PCAP_MAGICS[magic])
            elif magic == _PCAPNG_SHB:
                yield from self._pcapng()
            else:
                inside = "gzip-compressed, but what it holds is " if self.format == "gzip " else ""
                raise CaptureError(
                    f"{self.path}: {inside}not a pcap or pcapng capture "
                    f"(starts with {magic.hex(' ')})"
                )
        except (OSError, EOFError, gzip.BadGzipFile) as e:
            raise CaptureError(f"{self.path}: cannot read ({e})") from None
        finally:
            f.close()
            raw.close()

    def _fill(self) -> bool:
        if self._f is self._raw:
            data = self._f.read(_CHUNK)
        else:
            # gzip: read1 hands over what decompresses before a cut stream fails, and
            # a compressed file that is itself cut is read up to the cut
            try:
                data = self._f.read1(_CHUNK)
            except EOFError:
                self._gzip_cut = True
                data = b""
            except (zlib.error, gzip.BadGzipFile) as e:
                if self._buf or self._pos:
                    self._gzip_cut = True  # packets before the damage are kept (warned as cut)
                    data = b""
                else:
                    raise CaptureError(
                        f"{self.path}: a gzip file whose compressed data is damaged ({e})"
                    ) from None
        if not data:
            return False
        self._buf = self._buf[self._pos :] + data
        self._pos = 0
        return True

    def _need(self, n: int) -> bytes | None:
        """The next ``n`` bytes, or None at a clean end of file."""
        idle_since = None
        while len(self._buf) - self._pos < n:
            if self._fill():
                idle_since = None
                continue
            if self.follow and not self._stopped:
                idle_since = idle_since or time.monotonic()
                if self.idle_timeout and time.monotonic() - idle_since > self.idle_timeout:
                    return None if len(self._buf) == self._pos else self._partial()
                time.sleep(0.2)
                continue
            if len(self._buf) == self._pos:
                if self._gzip_cut and not self.cut:
                    self.cut = "the gzip stream is cut short (the compressed file ends early)"
                return None
            return self._partial()
        out = self._buf[self._pos : self._pos + n]
        self._pos += n
        self.position = self._raw.tell() - (len(self._buf) - self._pos)
        return out

    def _header_cut(self, what: str) -> CaptureError:
        """The file ends before its first packet could be: not a complete capture."""
        return CaptureError(f"{self.path}: file ends inside the {what}: a truncated capture")

    def _partial(self) -> None:
        self.cut = f"file ends in the middle of a record ({len(self._buf) - self._pos} bytes left)"
        if self._gzip_cut:
            self.cut = f"the gzip stream is cut short: {self.cut}"
        self._pos = len(self._buf)
        return None

    def _skip(self, what: str, frame: int) -> None:
        """A malformed block the format lets us step over: warn, go on after it."""
        warnings.warn(
            f"{self.path}: {what} after frame {frame}: skipped", CaptureWarning, stacklevel=4
        )

    def _clamp(self, ts: int, frame: int) -> int:
        """A time outside ``TS_MIN``..``TS_MAX`` (an interface's if_tsresol/if_tsoffset
        put it there): the bound, with the frame remembered and warned about once."""
        if not self.clamped_count:
            warnings.warn(
                f"{self.path}: frame {frame}: capture time {ts} ns is outside what 64-bit "
                "nanoseconds hold (the interface's if_tsresol/if_tsoffset): clamped to "
                f"{'2262-04-11' if ts > 0 else '1677-09-21'} (and so for any later frame "
                "like it; noted on their messages)",
                CaptureWarning,
                stacklevel=4,
            )
        self.clamped_count += 1
        if len(self.clamped) < 1000:
            self.clamped.append(frame)
        return TS_MAX if ts > 0 else TS_MIN

    # -- formats

    def _pcap(self, endian: str, ns_per_tick: int) -> Iterator[tuple[int, int, int, bytes, int]]:
        self.format += "pcap" + ("-ns" if ns_per_tick == 1 else "")
        hdr = self._need(20)
        if hdr is None:
            raise self._header_cut("pcap file header")
        _major, _minor, _zone, _sigfigs, self.snaplen, field = struct.unpack(
            endian + "HHiIII", hdr
        )
        linktype = field & 0xFFFF
        self._known_link(linktype, "the file header")
        fcs = (field >> 28) * 2 if field & 0x04000000 else 0
        records = self._pcap_records(endian, ns_per_tick, linktype)
        if not fcs:
            return records
        self.format += f" (FCS {fcs} bytes)"
        return _strip_fcs(records, fcs)

    def _known_link(self, linktype: int, where: str) -> None:
        """Warn, naming the file, when its packets have a link type never read."""
        if linktype not in LINKTYPES:
            warnings.warn(
                f"{self.path}: link type {linktype} ({where}) is not one kmirror reads "
                "(Ethernet, Linux cooked v1/v2, BSD/OpenBSD loopback, raw IP): "
                "its packets are skipped",
                CaptureWarning,
                stacklevel=5,
            )

    def _pcap_records(
        self, endian: str, ns_per_tick: int, linktype: int
    ) -> Iterator[tuple[int, int, int, bytes, int]]:
        rec = struct.Struct(endian + "IIII").unpack_from
        frame = 0
        buf_need = self._need
        while True:
            # Inline fast path: the records whose header and data are in the buffer, one
            # after the other (``self._pos`` stored once they end: nothing reads it before)
            b, p = self._buf, self._pos
            nb = len(b)
            while nb - p >= 16:
                sec, sub, caplen, wirelen = rec(b, p)
                end = p + 16 + caplen
                if caplen > MAX_RECORD or end > nb:
                    break
                start, p = p + 16, end
                frame += 1
                ts = sec * 1_000_000_000 + sub * ns_per_tick
                yield frame, ts, linktype, b[start:end], wirelen
            self._pos = p
            h = buf_need(16)
            if h is None:
                self._sync_position()
                return
            sec, sub, caplen, wirelen = rec(h, 0)
            if caplen > MAX_RECORD:
                self._stop_at(f"corrupt record after frame {frame} (caplen {caplen})", frame)
                return
            data = buf_need(caplen)
            if data is None:
                self.cut = self.cut or "file ends inside a record"
                self._sync_position()
                return
            frame += 1
            yield frame, sec * 1_000_000_000 + sub * ns_per_tick, linktype, data, wirelen

    def _stop_at(self, what: str, frame: int) -> None:
        """A record or block whose length cannot be right: the next one cannot be found.
        Before the first frame the file is no capture (CaptureError); after it, the frames
        before are read and the reading ends there, as for a cut (``cut`` says where)."""
        if not frame:
            raise CaptureError(f"{self.path}: {what}")
        self.cut = f"{what}: the file is not read past it"
        self._sync_position()

    def _sync_position(self) -> None:
        self.position = self._raw.tell() - (len(self._buf) - self._pos)

    def _pcapng(self) -> Iterator[tuple[int, int, int, bytes, int]]:
        self.format += "pcapng"
        frame = 0
        first = True
        endian = "<"
        # (linktype, ts numerator ns, ts divisor, if_tsoffset in ns)
        ifaces: list[tuple[int, int, int, int]] = []
        epb = None
        while True:
            # Inline fast path: the Enhanced Packet Blocks entirely in the buffer, one
            # after the other (``self._pos`` stored once they end: nothing reads it before)
            if epb is not None:
                b, p = self._buf, self._pos
                nb, ni = len(b), len(ifaces)
                while nb - p >= 28:
                    btype, length, iface, hi, lo, caplen, wirelen = epb(b, p)
                    end = p + length
                    if btype != 6 or end > nb or iface >= ni or 32 + caplen > length:
                        break
                    lt, mul, div, off = ifaces[iface]
                    frame += 1
                    ts = (((hi << 32) | lo) * mul) // div + off
                    if ts > TS_MAX or ts < TS_MIN:
                        ts = self._clamp(ts, frame)
                    start = p + 28
                    p = end
                    yield frame, ts, lt, b[start : start + caplen], wirelen
                self._pos = p
            if first:
                head = b"\x0a\x0d\x0d\x0a" + (self._need(4) or b"")
                first = False
                if len(head) < 8:
                    raise self._header_cut("pcapng section header")
            else:
                head = self._need(8)
            if head is None or len(head) < 8:
                self._sync_position()
                return
            btype_raw = head[:4]
            if btype_raw == _PCAPNG_SHB:
                bom = self._need(4)
                if bom is None:
                    if not frame:
                        raise self._header_cut("pcapng section header")
                    self.cut = "file ends inside a section header"
                    return
                endian = "<" if bom == b"\x4d\x3c\x2b\x1a" else ">"
                length = struct.unpack(endian + "I", head[4:8])[0]
                if length < 16 or length > MAX_RECORD:
                    raise CaptureError(f"{self.path}: corrupt pcapng section header")
                if self._need(length - 12) is None:
                    if not frame:
                        raise self._header_cut("pcapng section header")
                    self.cut = "file ends inside a section header"
                    return
                ifaces = []
                epb = struct.Struct(endian + "IIIIIII").unpack_from
                continue
            btype, length = struct.unpack(endian + "II", head)
            if length < 12 or length % 4 or length > MAX_RECORD:
                self._stop_at(f"corrupt pcapng block after frame {frame} (length {length})", frame)
                return
            body = self._need(length - 8)
            if body is None:
                self.cut = self.cut or "file ends inside a block"
                return
            if length < _BLOCK_LEAST.get(btype, 12):
                self._skip(f"a pcapng {_BLOCK_NAMES[btype]} block of {length} bytes", frame)
                continue
            if btype == 6:  # Enhanced Packet Block
                iface, hi, lo, caplen, wirelen = struct.unpack_from(endian + "IIIII", body, 0)
                if iface >= len(ifaces):
                    self._skip(f"a pcapng packet block on undescribed interface {iface}", frame)
                    continue
                if 24 + caplen > len(body):
                    self._skip(
                        f"a pcapng packet block claiming {caplen} bytes in a {length}-byte block",
                        frame,
                    )
                    continue
                lt, mul, div, off = ifaces[iface]
                frame += 1
                ts = (((hi << 32) | lo) * mul) // div + off
                if ts > TS_MAX or ts < TS_MIN:
                    ts = self._clamp(ts, frame)
                yield frame, ts, lt, body[20 : 20 + caplen], wirelen
            elif btype == 1:  # Interface Description Block
                lt, _reserved, snaplen = struct.unpack_from(endian + "HHI", body, 0)
                self._known_link(lt, f"interface {len(ifaces)}")
                if not ifaces or (self.snaplen and (not snaplen or snaplen > self.snaplen)):
                    self.snaplen = snaplen
                ifaces.append((lt, *self.tsresol(body[8:-4], endian)))
            elif btype == 3:  # Simple Packet Block: no timestamp
                wirelen = struct.unpack_from(endian + "I", body, 0)[0]
                lt = ifaces[0][0] if ifaces else 1
                frame += 1
                yield frame, 0, lt, body[4 : 4 + min(wirelen, len(body) - 8)], wirelen
            elif btype == 2:  # obsolete Packet Block
                iface, _drops, hi, lo, caplen, wirelen = struct.unpack_from(
                    endian + "HHIIII", body, 0
                )
                if 24 + caplen > len(body):
                    self._skip(
                        f"a pcapng packet block claiming {caplen} bytes in a {length}-byte block",
                        frame,
                    )
                    continue
                lt, mul, div, off = ifaces[iface] if iface < len(ifaces) else (1, 1000, 1, 0)
                frame += 1
                ts = (((hi << 32) | lo) * mul) // div + off
                if ts > TS_MAX or ts < TS_MIN:
                    ts = self._clamp(ts, frame)
                yield frame, ts, lt, body[20 : 20 + caplen], wirelen

    @staticmethod
    def tsresol(options: bytes, endian: str) -> tuple[int, int, int]:
        """(multiplier, divisor, offset in ns) turning an interface's ticks into ns since
        the epoch: ``if_tsresol`` (default microseconds; 10**-r or 2**-r seconds) and
        ``if_tsoffset`` (int64 seconds added to every time, as Wireshark does).  An
        option whose value runs past the options is not read."""
        mul, div, off = 1000, 1, 0
        pos = 0
        n = len(options)
        while pos + 4 <= n:
            code, olen = struct.unpack_from(endian + "HH", options, pos)
            if code == 0 or pos + 4 + olen > n:
                break
            if code == 9 and olen >= 1:
                r = options[pos + 4]
                exp = r & 0x7F
                if r & 0x80:
                    mul, div = 1_000_000_000, 1 << exp
                else:
                    mul, div = (10 ** (9 - exp), 1) if exp <= 9 else (1, 10 ** (exp - 9))
            elif code == 14 and olen >= 8:
                off = struct.unpack_from(endian + "q", options, pos + 4)[0] * 1_000_000_000
            pos += 4 + olen + (-olen % 4)
        return mul, div, off


def _strip_fcs(
    records: Iterator[tuple[int, int, int, bytes, int]], fcs: int
) -> Iterator[tuple[int, int, int, bytes, int]]:
    """The records of a pcap whose link type field says each packet ends with an FCS of
    ``fcs`` bytes (LINKTYPE_FCS_LENGTH_PRESENT, 0x04000000, the length in 16-bit words
    in the top four bits): the packets without it (what the snap length kept of it too)."""
    for frame, ts, lt, data, wirelen in records:
        keep = wirelen - fcs if wirelen > fcs else 0
        yield frame, ts, lt, (data[:keep] if len(data) > keep else data), keep


def is_capture_file(path: str | os.PathLike) -> bool:
    """Does the file start like a pcap or pcapng capture (or a gzip stream)?  False
    for a file that cannot be read."""
    try:
        with open(path, "rb") as f:
            head = f.read(4)
    except OSError:
        return False
    return head in _PCAP_MAGICS or head == _PCAPNG_SHB or head[:2] == b"\x1f\x8b"


def iter_packets(path: str | os.PathLike, follow: bool = False) -> CaptureReader:
    """Every packet record of a pcap or pcapng file (gzip-compressed too), in file order.

    Returns a :class:`CaptureReader` (iterate it for :class:`Record` tuples).
    Raises CaptureError for a missing, empty or non-capture file.
    """
    return CaptureReader(os.fspath(path), follow=follow)


_U16 = struct.Struct(">H").unpack_from
#: Ethernet II + IPv4 without options + TCP, read in one call: ethertype, version/IHL,
#: total length, flags/fragment offset, protocol, src, dst, sport, dport, seq, ack,
#: data offset, flags.  The shape of nearly every packet on a Kafka network.
ETH_IP4_TCP = struct.Struct(">12xHBxH2xHxB2x4s4sHHIIBB").unpack_from
_TCP = struct.Struct(">HHIIBB").unpack_from
_IP4 = struct.Struct(">BBHHHBB").unpack_from


def address(raw: bytes) -> str:
    """An IPv4 (4 bytes) or IPv6 (16 bytes) address in its usual text form."""
    if len(raw) == 4:
        return f"{raw[0]}.{raw[1]}.{raw[2]}.{raw[3]}"
    return str(IPv6Address(bytes(raw)))


def _new_record(t: tuple) -> Record:
    return tuple.__new__(Record, t)


def _new_segment(t: tuple) -> Segment:
    return tuple.__new__(Segment, t)


#: (ethertype, offset of the IP header) of a record of a link type, or None: see
#: :func:`dissector.capture.links.network_layer`.
_l3 = network_layer


def parse_segment(
    frame: int,
    ts_ns: int,
    linktype: int,
    d: bytes,
    wirelen: int,
    frags: Fragments | None = None,
    tunnels: Decapsulator | None = None,
) -> Segment | None:
    """The TCP segment inside one packet record as a :class:`Segment`, or None for anything else.

    The fields are in :meth:`Dissector.feed_segment`'s order.  ``frags`` is
    the caller's :class:`~dissector.capture.fragments.Fragments` (IPv4 and IPv6
    fragments, outer or inside a tunnel, are held there until their datagram is
    whole; None: fragments are not read).  ``tunnels``: the caller's
    :class:`~dissector.capture.tunnels.Decapsulator` (its VXLAN ports, the tunnels each
    flow came through); None opens tunnels on the standard ports, remembering nothing.
    A tunnelled packet gives its inner segment (frame number the outer record's).
    """
    seg = segment_fields(frame, ts_ns, linktype, d, wirelen, frags, tunnels)
    return None if seg is None else _new_segment(seg)


def segment_fields(
    frame: int,
    ts_ns: int,
    linktype: int,
    d: bytes,
    wirelen: int,
    frags: Fragments | None = None,
    tunnels: Decapsulator | None = None,
) -> tuple | None:
    """:func:`parse_segment` returning a plain tuple in :class:`Segment`'s order.

    For the dissector's per-packet loop (a named tuple per packet costs about
    2% of the default read).
    """
    if linktype == 1 and len(d) >= 54:
        # Ethernet + IPv4 without options, not a fragment, + TCP: nearly every packet,
        # read with one struct call
        et, vihl, total, frag, proto, src, dst, sport, dport, seq, ack, doff, flags = ETH_IP4_TCP(
            d, 0
        )
        if et == 0x0800 and vihl == 0x45 and proto == 6 and not frag & 0x3FFF and doff >= 0x50:
            start = 34 + (doff >> 4) * 4
            n = len(d)
            if start <= n:
                # total 0 (or too small) is what segmentation offload leaves: trust the record
                ip_end = 14 + total if total >= 20 else wirelen
                if not flags & ACK:
                    ack = None
                if ip_end <= n:
                    return src, sport, dst, dport, seq, flags, d[start:ip_end], 0, ack
                return src, sport, dst, dport, seq, flags, d[start:], ip_end - n, ack
        elif proto == 17 and vihl == 0x45 and et == 0x0800 and not frag & 0x3FFF:
            # UDP, the usual carrier of a mirror session (VXLAN): as the general path would
            end = 14 + total if total >= 20 else wirelen
            return (tunnels or PLAIN).inside(
                segment_fields, 17, d, 34, end, frame, ts_ns, wirelen, frags, src, dst
            )
    if linktype == 1 and len(d) >= 34 and d[12] == 8 and d[13] == 0:
        off = 14  # Ethernet + IPv4 with options or fragmented
        et = 0x0800
    else:
        l3 = _l3(linktype, d)
        if l3 is None:
            return None
        et, off = l3
    if et == 0x0800:
        if len(d) < off + 20:
            return None
        vihl, _tos, total, ident, frag, _ttl, proto = _IP4(d, off)
        ihl = (vihl & 0x0F) * 4
        if proto != 6 and proto not in TUNNEL_PROTOS:
            return None
        src = d[off + 12 : off + 16]
        dst = d[off + 16 : off + 20]
        if frag & 0x3FFF:
            if frags is None or ihl < 20:
                return None
            end = off + total if total >= ihl else len(d)
            d = frags.ipv4(src, dst, ident, proto, frag, d[off : off + ihl], d[off + ihl : end])
            if d is None:
                return None
            off, ihl, total = 0, (d[0] & 0x0F) * 4, len(d)
            wirelen = total  # the whole datagram (what a tunnel inside it is cut to)
        # total 0 (or too small) is what segmentation offload leaves: trust the record
        ip_end = off + total if total >= ihl else off + (wirelen - off if wirelen > off else 0)
        off += ihl
        if proto != 6:
            return (tunnels or PLAIN).inside(
                segment_fields, proto, d, off, ip_end, frame, ts_ns, wirelen, frags, src, dst
            )
    elif et == 0x86DD:
        if len(d) < off + 40:
            return None
        nxt = d[off + 6]
        plen = _U16(d, off + 4)[0]
        src = d[off + 8 : off + 24]
        dst = d[off + 24 : off + 40]
        ip_end = off + 40 + plen if plen else wirelen
        l3 = off
        off += 40
        while nxt in (0, 43, 44, 60) and len(d) >= off + 8:
            if nxt == 44:  # a fragment: the datagram once whole, parsed on from its header
                if frags is None:
                    return None
                ident, offm, head = d[off + 4 : off + 8], _U16(d, off + 2)[0], d[l3 : l3 + 40]
                d = frags.ipv6(src, dst, ident, d[off], offm, head, d[off + 8 : ip_end])
                if d is None:
                    return None
                nxt, off, ip_end = d[6], 40, len(d)
                wirelen = ip_end
                continue
            nxt, off = d[off], off + (d[off + 1] + 1) * 8
        if nxt != 6:
            if nxt in TUNNEL_PROTOS:
                return (tunnels or PLAIN).inside(
                    segment_fields, nxt, d, off, ip_end, frame, ts_ns, wirelen, frags, src, dst
                )
            return None
    elif et == 0x8847 or et == 0x8848:  # an MPLS label stack on the link
        return (tunnels or PLAIN).inside(
            segment_fields, et, d, off, len(d), frame, ts_ns, wirelen, frags, b"", b""
        )
    else:
        return None
    if len(d) < off + 20:
        return None
    sport, dport, seq, ack, doff, flags = _TCP(d, off)
    start = off + (doff >> 4) * 4
    if start < off + 20:
        return None
    n = len(d)
    if not flags & ACK:
        ack = None
    if n < start:
        # the snap length cut the TCP options: the segment's place and size are known,
        # none of its payload was kept
        return src, sport, dst, dport, seq, flags, b"", max(ip_end - start, 0), ack
    if ip_end <= n:
        return src, sport, dst, dport, seq, flags, d[start:ip_end], 0, ack
    return src, sport, dst, dport, seq, flags, d[start:], ip_end - max(n, start), ack


def packet_identity(
    linktype: int, d: bytes, tunnels: Decapsulator | None = None, depth: int = 0
) -> int | None:
    """The identity of the TCP/IP packet in a record (an int), the same wherever and
    however much of it was captured, or None for a record with no IP packet.

    What tells one packet from another on the wire: the addresses, the IPv4 id (IPv6: the
    extension headers and the TCP options, its timestamps), and the first 16 bytes of the
    TCP header (ports, sequence and acknowledgement numbers, flags, window).  Not what
    differs between two captures of one packet: link headers, TTL or hop limit, TOS,
    lengths, checksums (offloaded on the sending host), the payload bytes captured (the
    snap length), as long as the TCP header was kept.  A retransmission is another packet
    (another IPv4 id, other timestamps).  A tunnelled packet's identity is its innermost IP
    packet's (``tunnels`` opens them as :func:`segment_fields` does): one packet delivered
    by two mirror sessions is one packet.  Used by :mod:`dissector.capture.copies`.
    """
    eth_ip4 = linktype == 1 and len(d) >= 34 and d[12] == 8 and d[13] == 0  # untagged IPv4
    if (l3 := (0x0800, 14) if eth_ip4 else _l3(linktype, d)) is None:  # (network_layer's)
        return None
    et, off = l3
    t = PLAIN if tunnels is None else tunnels
    if et == 0x0800 and len(d) >= off + 20:
        ihl = (d[off] & 0x0F) * 4
        proto = d[off + 9]
        if proto in TUNNEL_PROTOS and not _U16(d, off + 6)[0] & 0x3FFF and depth < t.max_depth:
            total = _U16(d, off + 2)[0] or len(d) - off
            inner = t.open(proto, d, off + ihl, off + total)
            if inner is not None:
                return packet_identity(inner[0], d[inner[1] : off + total], t, depth + 1)
        tcp = off + ihl
        return hash(d[off + 12 : tcp + 16]) + (d[off + 4] << 8 | d[off + 5])
    if et == 0x86DD and len(d) >= off + 40:
        end = off + 40 + _U16(d, off + 4)[0]
        if d[off + 6] in TUNNEL_PROTOS and depth < t.max_depth:
            inner = t.open(d[off + 6], d, off + 40, end)
            if inner is not None:
                return packet_identity(inner[0], d[inner[1] : end], t, depth + 1)
        nxt, tcp = d[off + 6], off + 40
        while nxt in (0, 43, 44, 60) and len(d) >= tcp + 2:
            nxt, tcp = d[tcp], tcp + (d[tcp + 1] + 1) * 8
        end = tcp + (d[tcp + 12] >> 4) * 4 if len(d) > tcp + 12 else tcp + 20
        return hash((d[off + 8 : tcp + 16], d[tcp + 20 : end]))
    if (et == 0x8847 or et == 0x8848) and depth < t.max_depth:
        inner = t.open(et, d, off, len(d))
        return None if inner is None else packet_identity(inner[0], d[inner[1] :], t, depth + 1)
    return None
