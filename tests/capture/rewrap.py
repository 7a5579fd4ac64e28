"""The real clients capture re-wrapped as networks deliver it: fragments, interfaces, FCS.

Builders of the captures of issue 31 (points 7-10) and issue 26 (point 2), from
captures/clients.pcap's packets (real clients, a real broker on 9092) with scapy, the TCP
payload bytes unchanged:

- :func:`after_its_ack`: the client's first data segment of each connection captured after
  the client's next data segment (so after the server's ACK, and answer, of it);
- :func:`fragments_across_interfaces`: every large IPv4 datagram fragmented, its first
  fragment on an Ethernet interface, the rest on a second pcapng interface of another link
  type (SLL2, SLL, BSD loopback);
- :func:`with_fcs`: a pcap whose header's link type carries the FCS-present flag, each
  packet ending in its 4-byte FCS;
- :func:`tiny_fragments`: one large TCP segment (the client's requests of the capture, one
  after another) in 8-byte IPv4 fragments, the first and last fragment first;
- :func:`ipv6_fragments`: the whole capture as IPv6, every large datagram in Fragment
  extension headers (next header 44), some out of order.

Each returns the path written.  Imported by tests as ``from capture.rewrap import ...``.

Must not import: the package (the builders make inputs; the tests read them).
"""

from __future__ import annotations

import functools
import random
import struct
import zlib
from pathlib import Path

from scapy.layers.inet import IP, TCP, fragment
from scapy.layers.inet6 import IPv6, IPv6ExtHdrFragment
from scapy.layers.l2 import CookedLinux, CookedLinuxV2, Ether, Loopback
from scapy.packet import Raw
from scapy.utils import PcapNgWriter, RawPcapWriter, rdpcap, wrpcap

ROOT = Path(__file__).resolve().parents[2]
CLIENTS = ROOT / "captures" / "clients.pcap"
#: link types a second interface may have, with the scapy layer that makes its header
LINKS = {"sll2": (276, CookedLinuxV2), "sll": (113, CookedLinux), "loopback": (0, Loopback)}


@functools.cache
def packets() -> tuple:
    """The clients capture's packets (scapy, Ethernet/IPv4/TCP)."""
    return tuple(rdpcap(str(CLIENTS)))


def _data(p) -> bool:
    return TCP in p and len(p[TCP].payload) > 0


def after_its_ack(path: Path, every: int = 1) -> Path:
    """Issue 31.7's recipe: each connection's first client data segment (the ApiVersions
    request), for every ``every``-th connection, moved to just after the client's next data
    segment.  The capture then shows the server's ACK and response before the request."""
    out = list(packets())
    conns = []
    for p in out:
        if _data(p) and p[TCP].dport == 9092 and p[TCP].sport not in conns:
            conns.append(p[TCP].sport)
    for k, port in enumerate(conns):
        if k % every:
            continue
        idx = [i for i, p in enumerate(out) if _data(p) and p[TCP].sport == port]
        if len(idx) < 2:
            continue
        first, nxt = idx[0], idx[1]
        out.insert(nxt, out.pop(first))
    wrpcap(str(path), out)
    return path


def fragments_of(p, size: int) -> list:
    """Ethernet packet ``p``'s IPv4 datagram in ``size``-byte fragments (DF cleared), each in
    an Ethernet frame of ``p``'s addresses and time."""
    out = []
    for f in _fragments(p, size):
        q = Ether(src=p.src, dst=p.dst) / f
        q.time = p.time
        out.append(q)
    return out


def _fragments(p, size: int) -> list:
    q = p[IP].copy()
    q.flags = 0
    del q.chksum
    return fragment(q, fragsize=size)


def fragments_across_interfaces(path: Path, link: str = "sll2", size: int = 512) -> Path:
    """Issue 31.8: a pcapng with an Ethernet interface and one of ``link`` (:data:`LINKS`);
    every datagram over 600 bytes fragmented (``size``-byte fragments), its first fragment
    captured on the Ethernet interface, its other fragments on the second interface."""
    layer = LINKS[link][1]
    with PcapNgWriter(str(path)) as w:
        for p in packets():
            if len(p) <= 600:
                q = p.copy()
                q.sniffed_on = "eth0"
                w.write(q)
                continue
            for i, f in enumerate(_fragments(p, size)):
                if i == 0:
                    q = Ether(src=p.src, dst=p.dst) / f
                    q.sniffed_on = "eth0"
                else:
                    q = (layer(type=2) if layer is Loopback else layer(proto=0x0800)) / f
                    q.sniffed_on = "other"
                q.time = p.time
                w.write(q)
    return path


def with_fcs(path: Path) -> Path:
    """Issue 31.9: the clients capture as a pcap whose link type field is Ethernet with the
    FCS-present flag (0x04000000) and an FCS of two 16-bit words, each packet followed by its
    4-byte FCS (captured and original lengths both count it)."""
    buf = CLIENTS.read_bytes()
    e = "<" if buf[:4] in (b"\xd4\xc3\xb2\xa1", b"\x4d\x3c\xb2\xa1") else ">"
    head = bytearray(buf[:24])
    struct.pack_into(e + "I", head, 20, 1 | 0x04000000 | (2 << 28))
    out, p = bytearray(head), 24
    while p + 16 <= len(buf):
        sec, sub, caplen, wirelen = struct.unpack_from(e + "IIII", buf, p)
        data = buf[p + 16 : p + 16 + caplen]
        out += struct.pack(e + "IIII", sec, sub, caplen + 4, wirelen + 4) + data
        out += struct.pack("<I", zlib.crc32(data))
        p += 16 + caplen
    path.write_bytes(bytes(out))
    return path


def client_requests(limit: int) -> bytes:
    """The client-to-broker bytes of the capture's connections, one after another (and again
    from the first), cut at a Kafka frame boundary at most ``limit`` bytes in: whole, real
    Kafka request frames."""
    streams: dict[int, bytearray] = {}
    for p in packets():
        if _data(p) and p[TCP].dport == 9092:
            streams.setdefault(p[TCP].sport, bytearray()).extend(bytes(p[TCP].payload))
    out = bytearray()
    while True:  # (the capture's requests again, past its own ~40 KB)
        for buf in streams.values():
            pos = 0
            while pos + 4 <= len(buf):
                n = 4 + struct.unpack_from(">i", buf, pos)[0]
                if len(out) + n > limit:
                    return bytes(out)
                out += buf[pos : pos + n]
                pos += n


def tiny_fragments(path: Path, size: int = 65_000, order: str = "ends-first") -> Path:
    """Issue 31.10: one connection whose one TCP segment carries ``size`` bytes of real
    Kafka requests (:func:`client_requests`), in 8-byte IPv4 fragments; ``order``:
    ``ends-first`` (the first and the last fragment, then the rest), ``in-order`` or
    ``reversed``."""
    payload = client_requests(size)
    cli, srv = ("10.0.0.7", 40001), ("10.0.0.1", 9092)

    def tcp(a, b, flags, seq, ack, data=b""):
        p = IP(src=a[0], dst=b[0], id=7, flags=0) / TCP(
            sport=a[1], dport=b[1], flags=flags, seq=seq, ack=ack
        )
        return p / Raw(data) if data else p

    eth = bytes(Ether(type=0x0800))
    raw = [bytes(Ether() / tcp(cli, srv, "S", 1000, 0))]
    raw.append(bytes(Ether() / tcp(srv, cli, "SA", 5000, 1001)))
    raw.append(bytes(Ether() / tcp(cli, srv, "A", 1001, 5001)))
    ip = bytes(tcp(cli, srv, "PA", 1001, 5001, payload))
    head, body = ip[:20], ip[20:]
    frags = []
    for off in range(0, len(body), 8):
        piece = body[off : off + 8]
        h = bytearray(head)
        more = 0x2000 if off + 8 < len(body) else 0
        struct.pack_into(">H", h, 6, more | off // 8)
        struct.pack_into(">H", h, 2, 20 + len(piece))
        h[10:12] = b"\0\0"
        frags.append(eth + bytes(h) + piece)
    if order == "ends-first":
        frags = [frags[0], frags[-1], *frags[1:-1]]
    elif order == "reversed":
        frags = frags[::-1]
    raw += frags
    raw.append(bytes(Ether() / tcp(srv, cli, "A", 5001, 1001 + len(payload))))
    w = RawPcapWriter(str(path), linktype=1)
    w.write_header(None)
    for i, data in enumerate(raw):
        w.write_packet(data, sec=1_700_000_000, usec=i, caplen=len(data), wirelen=len(data))
    w.close()
    return path


def _v6(addr: str) -> str:
    return "2001:db8::" + addr.replace(".", ":")[-15:] if addr.count(".") == 3 else addr


def ipv6_fragments(path: Path, size: int = 512, seed: int = 26) -> Path:
    """Issue 26.2: the clients capture as IPv6 (addresses 2001:db8::a:b:c:d), every datagram
    over 600 bytes in Fragment extension headers (``size``-byte fragments); one fragment set
    in three reversed, one in three with its last fragment first."""
    rng = random.Random(seed)
    out = []
    n = 0
    for p in packets():
        ip, t = p[IP], p[TCP]
        q = Ether(src=p.src, dst=p.dst) / IPv6(src=_v6(ip.src), dst=_v6(ip.dst), hlim=64)
        seg = t.copy()
        del seg.chksum
        if len(p) <= 600:
            out.append(q / seg)
            out[-1].time = p.time
            continue
        n += 1
        whole = IPv6(src=_v6(ip.src), dst=_v6(ip.dst), hlim=64) / seg
        body = bytes(whole.payload)
        ident = rng.randrange(1 << 32)
        frags = []
        for off in range(0, len(body), size):
            chunk = body[off : off + size]
            more = 1 if off + size < len(body) else 0
            fh = IPv6ExtHdrFragment(nh=6, offset=off // 8, m=more, id=ident)
            frags.append(
                Ether(src=p.src, dst=p.dst) / IPv6(src=whole.src, dst=whole.dst, hlim=64) / fh
                / Raw(chunk)
            )
        if n % 3 == 0:
            frags.reverse()
        elif n % 3 == 1:
            frags.insert(0, frags.pop())
        for f in frags:
            f.time = p.time
        out += frags
    wrpcap(str(path), out)
    return path
