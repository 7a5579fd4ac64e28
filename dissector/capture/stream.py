"""A pcapng stream read block by block as it arrives (a pipe from ``dumpcap -w -``), and
what is written of it: the same blocks into one file or a ring of files.

Owns: :class:`PcapngStream` (the blocks of a stream: packets with their interface's link
type and time in ns, the interface statistics blocks' counters, every block's bytes as
they came for writing), :class:`InterfaceStats` (an ISB's counters: pcapng's
``isb_ifrecv``, ``isb_ifdrop``, ``isb_osdrop``...) and :class:`RingWriter` (blocks
written unchanged to a file, or to a ring of files of a size and a count, like
dumpcap's ``-b filesize:KB -b files:N``, each file starting with the section and
interface blocks so it reads alone).

The block layout is pcapng's (draft-ietf-opsawg-pcapng: a block is type, total length,
body, total length again; SHB type 0x0A0D0D0A with its byte-order magic).

Must not import Kafka, the dissector or pandas.
"""

from __future__ import annotations

import os
import struct
import time
from typing import BinaryIO, NamedTuple

from ..errors import CaptureError
from .files import MAX_RECORD, CaptureReader

__all__ = ["InterfaceStats", "PcapngStream", "RingWriter", "capture_counts"]

_SHB = 0x0A0D0D0A
_IDB, _EPB, _ISB, _SPB = 1, 6, 5, 3
#: ISB option codes (pcapng): counters, each a u64.
_ISB_OPTIONS = {4: "ifrecv", 5: "ifdrop", 6: "filteraccept", 7: "osdrop", 8: "usrdeliv"}


class InterfaceStats(NamedTuple):
    """One interface statistics block: counters as the capture tool wrote them (None when
    the block does not carry one).  ``ifrecv``: packets the interface received;
    ``ifdrop``: packets dropped by the interface for lack of resources; ``osdrop``:
    packets the operating system dropped (the capture buffer full);
    ``filteraccept``: packets the capture filter accepted; ``usrdeliv``: packets
    delivered to the capture tool."""

    interface: int
    ifrecv: int | None
    ifdrop: int | None
    filteraccept: int | None
    osdrop: int | None
    usrdeliv: int | None

    @property
    def dropped(self) -> int:
        """Packets lost before the capture tool had them: ``ifdrop`` + ``osdrop``."""
        return (self.ifdrop or 0) + (self.osdrop or 0)


class Packet(NamedTuple):
    """A packet block: ``frame`` (1-based), ``ts_ns`` (ns since the epoch, UTC),
    ``linktype`` (LINKTYPE_*), ``data`` (captured bytes), ``wirelen`` (original length)."""

    frame: int
    ts_ns: int
    linktype: int
    data: bytes
    wirelen: int


class PcapngStream:
    """The blocks of a pcapng stream (e.g. dumpcap's stdout) fed as it arrives, in chunks
    of any size.

    :meth:`feed` takes the next bytes and returns the blocks they complete, as
    ``(raw, item)`` pairs: ``raw`` is the block's bytes as they came (for
    :class:`RingWriter`), ``item`` a :class:`Packet`, an :class:`InterfaceStats`, or None
    (a section or interface description, or a block of another type).  ``header`` holds
    the current section's SHB and IDBs (what a new file must start with).  ``packets``
    and ``bytes`` count the packet blocks and their captured bytes; ``stats`` holds the
    latest statistics of each interface.  Raises CaptureError when the stream is not
    pcapng or a block's length is corrupt (nothing after it can be framed).
    :meth:`end` says whether the stream ended inside a block (``cut``).
    """

    def __init__(self, name: str = "capture stream") -> None:
        self.name = name
        self.header: list[bytes] = []
        self.packets = 0
        self.bytes = 0
        self.stats: dict[int, InterfaceStats] = {}
        self.cut: str | None = None
        self._ifaces: list[tuple[int, int, int, int]] = []
        self._buf = b""
        self._endian = "<"
        self._first = True

    @property
    def dropped(self) -> int:
        """Packets dropped on every interface, by the latest statistics blocks."""
        return sum(s.dropped for s in self.stats.values())

    def end(self) -> None:
        """The stream is over: ``cut`` says so when it ended inside a block."""
        if self._buf:
            self.cut = f"{self.name} ends inside a block ({len(self._buf)} bytes left)"
            self._buf = b""

    def feed(self, data: bytes) -> list[tuple[bytes, Packet | InterfaceStats | None]]:
        """The blocks ``data`` completes (see the class)."""
        buf = self._buf + data if self._buf else data
        out: list[tuple[bytes, Packet | InterfaceStats | None]] = []
        pos, n = 0, len(buf)
        while n - pos >= 12:
            btype = struct.unpack_from("<I", buf, pos)[0]
            if self._first and btype != _SHB:
                raise CaptureError(
                    f"{self.name}: not a pcapng stream (starts with {buf[:4].hex(' ')})"
                )
            self._first = False
            if btype == _SHB:
                self._endian = "<" if buf[pos + 8 : pos + 12] == b"\x4d\x3c\x2b\x1a" else ">"
            endian = self._endian
            length = struct.unpack_from(endian + "I", buf, pos + 4)[0]
            if length < 12 or length % 4 or length > MAX_RECORD:
                raise CaptureError(f"{self.name}: corrupt pcapng block (length {length})")
            if n - pos < length:
                break
            raw = buf[pos : pos + length]
            pos += length
            out.append((raw, self._block(btype, raw, endian)))
        self._buf = buf[pos:]
        return out

    def _block(self, btype: int, raw: bytes, endian: str) -> Packet | InterfaceStats | None:
        body = raw[8:]
        if btype == _EPB and len(body) >= 24:
            iface, hi, lo, caplen, wirelen = struct.unpack_from(endian + "IIIII", body, 0)
            if iface < len(self._ifaces) and 24 + caplen <= len(body):
                lt, mul, div, off = self._ifaces[iface]
                self.packets += 1
                self.bytes += caplen
                ts = (((hi << 32) | lo) * mul) // div + off
                return Packet(self.packets, ts, lt, body[20 : 20 + caplen], wirelen)
        elif btype == _SHB:
            self.header = [raw]
            self._ifaces = []
        elif btype == _IDB and len(body) >= 12:
            lt = struct.unpack_from(endian + "H", body, 0)[0]
            self._ifaces.append((lt, *CaptureReader.tsresol(body[8:-4], endian)))
            self.header.append(raw)
        elif btype == _ISB and len(body) >= 16:
            st = _isb(body, endian)
            self.stats[st.interface] = st
            return st
        return None


def _isb(body: bytes, endian: str) -> InterfaceStats:
    """An ISB's body (after type and length) -> its counters."""
    iface = struct.unpack_from(endian + "I", body, 0)[0]
    vals: dict[str, int] = {}
    pos, end = 12, len(body) - 4  # (interface id, timestamp high and low)
    while pos + 4 <= end:
        code, olen = struct.unpack_from(endian + "HH", body, pos)
        pos += 4
        if code == 0:
            break
        if code in _ISB_OPTIONS and olen == 8 and pos + 8 <= end:
            vals[_ISB_OPTIONS[code]] = struct.unpack_from(endian + "Q", body, pos)[0]
        pos += (olen + 3) & ~3
    return InterfaceStats(iface, *(vals.get(k) for k in ("ifrecv", "ifdrop", "filteraccept",
                                                          "osdrop", "usrdeliv")))


class RingWriter:
    """pcapng blocks written unchanged to ``path``, or with ``filesize`` (bytes) to a ring of
    files named as dumpcap names them (``STEM_00001_YYYYmmddHHMMSS.pcapng``, numbered from 1),
    a new one begun when the current one would pass ``filesize``; with ``files`` only the
    newest that many are kept (the oldest removed).  Every file begins with the section's
    header blocks (``header``: the SHB and IDBs, given by :meth:`write`'s caller as
    :attr:`PcapngStream.header`), so each one reads alone.  ``written`` lists the files
    kept, oldest first.  Raises CaptureError when a file cannot be written."""

    def __init__(self, path: str, filesize: int | None = None, files: int | None = None) -> None:
        self.path = path
        self.filesize = filesize
        self.files = files
        self.written: list[str] = []
        self._n = 0
        self._f: BinaryIO | None = None
        self._size = 0

    def _open(self) -> None:
        if self._f is not None:
            self._f.close()
        self._n += 1
        if self.filesize is None:
            name = self.path
        else:
            stem, ext = os.path.splitext(self.path)
            stamp = time.strftime("%Y%m%d%H%M%S")
            name = f"{stem}_{self._n:05d}_{stamp}{ext or '.pcapng'}"
        try:
            self._f = open(name, "wb")  # noqa: SIM115 - closed by close()/the next _open
        except OSError as e:
            raise CaptureError(f"cannot write {name}: {e.strerror or e}") from None
        self.written.append(name)
        if self.files is not None:
            while len(self.written) > self.files:
                old = self.written.pop(0)
                try:
                    os.remove(old)
                except OSError:
                    pass
        self._size = 0

    def write(self, raw: bytes, header: list[bytes]) -> None:
        """Write one block; ``header``: the section's SHB and IDBs so far."""
        if self._f is None:
            self._open()
        elif (
            self.filesize is not None
            and self._size + len(raw) > self.filesize
            and self._size > sum(map(len, header))
            and raw[:4] != b"\x0a\x0d\x0d\x0a"
        ):
            self._open()
            for h in header:
                self._put(h)
        self._put(raw)

    def _put(self, raw: bytes) -> None:
        assert self._f is not None
        self._f.write(raw)
        self._size += len(raw)

    def flush(self) -> None:
        """Flush the current file."""
        if self._f is not None:
            self._f.flush()

    def close(self) -> None:
        """Close the current file."""
        if self._f is not None:
            self._f.close()
            self._f = None


def capture_counts(paths: list[str]) -> tuple[int, int, int]:
    """(packets, captured bytes, dropped packets) of capture files: dropped from each pcapng
    file's interface statistics blocks (the latest per interface: what the capture tool
    counted; 0 for pcap files, which have none).  Raises CaptureError for a file that
    cannot be read."""
    packets = nbytes = dropped = 0
    for path in paths:
        with open(path, "rb") as f:
            head = f.read(4)
        if head == b"\x0a\x0d\x0d\x0a":
            s = PcapngStream(path)
            with open(path, "rb") as f:
                while chunk := f.read(1 << 20):
                    s.feed(chunk)
            s.end()
            packets, nbytes, dropped = packets + s.packets, nbytes + s.bytes, dropped + s.dropped
        else:
            for r in CaptureReader(path).tuples():
                packets += 1
                nbytes += len(r[3])
    return packets, nbytes, dropped
