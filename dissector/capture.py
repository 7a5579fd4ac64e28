"""Capture files in, TCP segments out.

Owns: opening pcap/pcapng files (plain or gzip-compressed) with scapy's raw
readers, and peeling link, IP and TCP headers off each packet with ``struct``
(full scapy dissection costs ~30x more per packet and adds nothing here).

Link types: Ethernet (with 802.1Q/802.1ad VLAN tags), Linux cooked v1 (SLL)
and v2 (SLL2), BSD loopback/null, OpenBSD loop, raw IPv4/IPv6.  IPv4 and IPv6
(extension headers skipped).  IPv4 fragments are counted, not reassembled.

Must not import: reassembly, matching, pandas or the CLI.
"""

from __future__ import annotations

import os
import struct
from collections.abc import Iterator
from dataclasses import dataclass
from ipaddress import IPv6Address

from .errors import CaptureError

__all__ = ["Packet", "Segment", "iter_packets", "parse_segment"]

#: Largest packet read from a capture record; scapy's default (MTU) would cut
#: loopback packets with segmentation offload, which reach 65,549 bytes.
MAX_PACKET = 1 << 18


@dataclass(slots=True)
class Packet:
    """One capture record: ``frame`` number (1-based, as Wireshark counts),
    ``ts_ns`` (ns since the epoch, UTC), ``linktype`` (LINKTYPE_* value),
    ``data`` (captured bytes) and ``wirelen`` (original length in bytes)."""

    frame: int
    ts_ns: int
    linktype: int
    data: bytes
    wirelen: int


@dataclass(slots=True)
class Segment:
    """A TCP segment: addresses as strings, ``seq`` (raw 32-bit), ``flags``
    (TCP flag bits), ``payload`` (captured bytes) and ``missing`` (payload
    bytes on the wire that the capture did not keep: snap length)."""

    frame: int
    ts_ns: int
    src: str
    sport: int
    dst: str
    dport: int
    seq: int
    flags: int
    payload: bytes
    missing: int


#: TCP flag bits.
FIN, SYN, RST, ACK = 0x01, 0x02, 0x04, 0x10


def _open_reader(path: str):
    from scapy.error import Scapy_Exception
    from scapy.utils import RawPcapReader

    if not os.path.exists(path):
        raise CaptureError(f"{path}: no such file")
    if os.path.isdir(path):
        raise CaptureError(f"{path}: is a directory, not a capture file")
    if os.path.getsize(path) == 0:
        raise CaptureError(f"{path}: empty file, not a pcap or pcapng capture")
    try:
        return RawPcapReader(path)
    except Scapy_Exception as e:
        raise CaptureError(f"{path}: not a pcap or pcapng capture ({e})") from None
    except (OSError, EOFError) as e:
        raise CaptureError(f"{path}: cannot read capture ({e})") from None


def iter_packets(path: str | os.PathLike) -> Iterator[Packet]:
    """Every packet record of a pcap or pcapng file (gzip-compressed too), in file order.

    Raises CaptureError for a missing, empty or non-capture file.  A file
    cut in the middle of a record ends the iteration after the last whole
    packet; the partial record comes back with fewer bytes than recorded, as
    a snap length would.
    """
    path = os.fspath(path)
    reader = _open_reader(path)
    frame = 0
    ng = hasattr(reader, "interfaces")
    nano = getattr(reader, "nano", False)
    linktype = getattr(reader, "linktype", 1)
    try:
        while True:
            try:
                data, meta = reader._read_packet(size=MAX_PACKET)
            except EOFError:
                return
            except Exception as e:  # scapy raises its own for broken blocks
                raise CaptureError(f"{path}: unreadable after frame {frame} ({e})") from None
            frame += 1
            if ng:
                ts = (meta.tshigh << 32) | meta.tslow
                res = meta.tsresol or 1_000_000
                ts_ns = (
                    ts * (1_000_000_000 // res)
                    if 1_000_000_000 % res == 0
                    else int(ts * 1_000_000_000 / res)
                )
                yield Packet(frame, ts_ns, meta.linktype, data, meta.wirelen)
            else:
                sub = meta.usec if nano else meta.usec * 1000
                yield Packet(frame, meta.sec * 1_000_000_000 + sub, linktype, data, meta.wirelen)
    finally:
        reader.close()


_U16 = struct.Struct(">H")
_TCP = struct.Struct(">HHIIBB")


def _ipv4(b: bytes) -> str:
    return f"{b[0]}.{b[1]}.{b[2]}.{b[3]}"


def parse_segment(pkt: Packet) -> Segment | None:
    """The TCP segment inside ``pkt``, or None for anything else (ARP, UDP, fragments)."""
    d = pkt.data
    lt = pkt.linktype
    off = 0
    ethertype = None
    if lt == 1:  # Ethernet
        if len(d) < 14:
            return None
        ethertype = _U16.unpack_from(d, 12)[0]
        off = 14
        while ethertype in (0x8100, 0x88A8, 0x9100) and len(d) >= off + 4:
            ethertype = _U16.unpack_from(d, off + 2)[0]
            off += 4
    elif lt == 113:  # Linux cooked v1
        if len(d) < 16:
            return None
        ethertype = _U16.unpack_from(d, 14)[0]
        off = 16
    elif lt == 276:  # Linux cooked v2
        if len(d) < 20:
            return None
        ethertype = _U16.unpack_from(d, 0)[0]
        off = 20
    elif lt in (0, 108):  # BSD null (host order) / OpenBSD loop (network order)
        if len(d) < 4:
            return None
        fam = int.from_bytes(d[:4], "little" if lt == 0 else "big")
        if fam > 0xFFFF and lt == 0:
            fam = int.from_bytes(d[:4], "big")
        ethertype = 0x0800 if fam == 2 else 0x86DD if fam in (10, 24, 28, 30) else None
        off = 4
    elif lt in (12, 14, 101, 228, 229):  # raw IP
        if not d:
            return None
        ethertype = 0x0800 if d[0] >> 4 == 4 else 0x86DD if d[0] >> 4 == 6 else None
    else:
        return None
    if ethertype == 0x0800:
        if len(d) < off + 20:
            return None
        ihl = (d[off] & 0x0F) * 4
        total = _U16.unpack_from(d, off + 2)[0]
        frag = _U16.unpack_from(d, off + 6)[0]
        if d[off + 9] != 6 or frag & 0x3FFF:  # not TCP, or a fragment
            return None
        src, dst = _ipv4(d[off + 12 : off + 16]), _ipv4(d[off + 16 : off + 20])
        ip_end_wire = off + (total if total >= ihl else pkt.wirelen - off)
        off += ihl
    elif ethertype == 0x86DD:
        if len(d) < off + 40:
            return None
        nxt = d[off + 6]
        plen = _U16.unpack_from(d, off + 4)[0]
        src = str(IPv6Address(bytes(d[off + 8 : off + 24])))
        dst = str(IPv6Address(bytes(d[off + 24 : off + 40])))
        ip_end_wire = off + 40 + plen
        off += 40
        while nxt in (0, 43, 60) and len(d) >= off + 2:
            nxt, ext = d[off], (d[off + 1] + 1) * 8
            off += ext
        if nxt != 6:
            return None
    else:
        return None
    if len(d) < off + 20:
        return None
    sport, dport, seq, _ack, doff, flags = _TCP.unpack_from(d, off)
    thl = (doff >> 4) * 4
    start = off + thl
    if thl < 20 or len(d) < start:
        return None
    end_wire = ip_end_wire
    # Ethernet pads short frames; the IP length says where the payload ends.
    payload = d[start : min(end_wire, len(d))]
    missing = max(end_wire - max(len(d), start), 0)
    return Segment(pkt.frame, pkt.ts_ns, src, sport, dst, dport, seq, flags, payload, missing)
