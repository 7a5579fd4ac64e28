"""Link types and capture file formats, on the real captures rewritten with scapy.

The clean captures (captures/walkthrough.pcap, captures/clients.pcap: Ethernet, microsecond
pcap) are read with scapy's ``rdpcap`` and written again under other link types (802.1Q and
802.1ad VLAN tags, Linux cooked v1 and v2, raw IP, BSD null and OpenBSD loop), with IPv4
fragmentation, as nanosecond and big-endian pcap, as pcapng with interfaces of different link
types and timestamp resolutions, gzip-compressed, and as a file still being written.  Every
variant must give exactly the clean capture's messages: same headers, bodies, expert words,
tcp_stream numbers and capture times.
"""

from __future__ import annotations

import functools
import gzip
import random
import struct
import threading
import time
from pathlib import Path

import pytest
from scapy.layers.inet import IP, fragment
from scapy.layers.l2 import CookedLinux, CookedLinuxV2, Dot1AD, Dot1Q, Ether
from scapy.utils import PcapNgWriter, RawPcapNgWriter, RawPcapWriter, rdpcap, wrpcap

import dissector
from dissector.pipeline.dissector import Dissector

from helpers import CLIENTS, ROOT

CAPTURES = {
    "walkthrough": ROOT / "captures" / "walkthrough.pcap",
    "clients": ROOT / "captures" / "clients.pcap",
}
PORTS = (9092, 19092)


@pytest.fixture(params=sorted(CAPTURES))
def name(request):
    return request.param


@functools.cache
def packets(name: str):
    return rdpcap(str(CAPTURES[name]))


@functools.cache
def records(name: str) -> tuple[tuple[int, bytes, int], ...]:
    """(time in ns, Ethernet frame bytes, wire length) of every packet."""
    return tuple(
        (int(p.time * 1_000_000) * 1000, bytes(p), p.wirelen or len(p)) for p in packets(name)
    )


def summary(msgs) -> list[tuple]:
    return [
        (
            m.tcp_stream,
            m.ts_ns,
            m.direction,
            m.api_key,
            m.api_version,
            m.correlation_id,
            m.client_id,
            m.length,
            m.body if m.mirror else None,
            m.error_code,
            tuple(m.expert),
            m.src,
            m.sport,
            m.dst,
            m.dport,
        )
        for m in msgs
    ]


@functools.cache
def clean(name: str) -> tuple:
    out = summary(dissector.iter_messages(CAPTURES[name], ports=PORTS, full=False))
    assert out and not any(row[10] for row in out)
    return tuple(out)


def read(path, **kw) -> list[tuple]:
    return summary(dissector.iter_messages(path, ports=PORTS, full=False, **kw))


def write_raw(path: Path, linktype: int, recs, nano: bool = False, endian: str = "") -> Path:
    """Records (ns, link-layer bytes, wire length) with scapy's RawPcapWriter."""
    w = RawPcapWriter(str(path), linktype=linktype or 1, nano=nano, endianness=endian)
    w.write_header(None)
    for ns, data, wirelen in recs:
        sec, sub = divmod(ns, 1_000_000_000)
        w.write_packet(data, sec=sec, usec=sub if nano else sub // 1000, wirelen=wirelen)
    w.close()
    if not linktype:  # scapy's writer takes LINKTYPE_NULL (0) for "unset"
        with open(path, "r+b") as f:
            f.seek(20)
            f.write(struct.pack((endian or "<") + "I", linktype))
    return path


def relink(name: str, header) -> list[tuple[int, bytes, int]]:
    """Every packet with its Ethernet header replaced: ``header(ip_bytes) -> link bytes``."""
    return [(ns, header(data[14:]) + data[14:], w - 14) for ns, data, w in records(name)]


# ---------------------------------------------------------------- link types

ETH = bytes(Ether(dst="00:11:22:33:44:55", src="66:77:88:99:aa:bb", type=0x8100))[:12]
LINKS = {
    # name: (LINKTYPE, link header for an IPv4 packet)
    "vlan-802.1q": (1, lambda ip: ETH + bytes(Dot1Q(vlan=300, prio=5, type=0x0800))[:0]
                    + b"\x81\x00" + bytes(Dot1Q(vlan=300, prio=5, type=0x0800))),
    "qinq-802.1ad": (1, lambda ip: ETH + b"\x88\xa8" + bytes(Dot1AD(vlan=10, type=0x8100))
                     + bytes(Dot1Q(vlan=300, type=0x0800))),
    "linux-sll": (113, lambda ip: bytes(CookedLinux(pkttype=4, lladdrtype=772, lladdrlen=6,
                                                    proto=0x0800))),
    "linux-sll2": (276, lambda ip: bytes(CookedLinuxV2(proto=0x0800, ifindex=1, pkttype=0,
                                                       lladdrtype=772, lladdrlen=6))),
    "linux-sll2-vlan": (276, lambda ip: bytes(CookedLinuxV2(proto=0x8100, ifindex=3,
                                                            lladdrtype=1, lladdrlen=6))
                        + bytes(Dot1Q(vlan=42, type=0x0800))),
    "raw-ip": (101, lambda ip: b""),
    "raw-ipv4": (228, lambda ip: b""),
    "null-host-order": (0, lambda ip: struct.pack("<I", 2)),
    "null-big-endian-host": (0, lambda ip: struct.pack(">I", 2)),
    "openbsd-loop": (108, lambda ip: struct.pack(">I", 2)),
}  # fmt: skip


@pytest.mark.parametrize("link", sorted(LINKS))
@pytest.mark.slow
def test_link_types(tmp_path, name, link):
    linktype, header = LINKS[link]
    path = write_raw(tmp_path / f"{link}.pcap", linktype, relink(name, header))
    assert read(path) == list(clean(name))


def test_scapy_built_link_layers_agree(tmp_path):
    """The hand-built link headers above match what scapy's own layers write."""
    ip = packets("walkthrough")[5][IP]
    for layer, expect in [
        (CookedLinux(pkttype=4, lladdrtype=772, lladdrlen=6, proto=0x0800), "linux-sll"),
        (CookedLinuxV2(proto=0x0800, ifindex=1, pkttype=0, lladdrtype=772, lladdrlen=6),
         "linux-sll2"),
    ]:  # fmt: skip
        assert bytes(layer / ip)[: -len(ip)] == LINKS[expect][1](bytes(ip))
    p = tmp_path / "sll.pcap"
    wrpcap(str(p), [CookedLinux(pkttype=0, proto=0x0800) / x[IP] for x in packets("walkthrough")])
    assert [r[2:] for r in read(p)] == [r[2:] for r in clean("walkthrough")]


# ---------------------------------------------------------------- IPv4 fragments


def test_ipv4_fragments(tmp_path, name):
    """Large packets fragmented by scapy (DF cleared); fragments of some datagrams out of order,
    one duplicated."""
    rng = random.Random(9)
    out = []
    n_frag = 0
    for p in packets(name):
        if len(p) > 300:
            q = p.copy()
            q[IP].flags = 0
            del q[IP].chksum
            frags = fragment(q, fragsize=rng.choice([256, 512, 1480]))
            n_frag += 1
            if n_frag % 3 == 0:
                frags.reverse()
            elif n_frag % 3 == 1:
                frags.insert(1, frags[-1])
            for f in frags:
                f.time = p.time
            out += frags
        else:
            out.append(p)
    assert n_frag >= 10
    path = tmp_path / "frag.pcap"
    wrpcap(str(path), out)
    assert read(path) == list(clean(name))


@pytest.mark.slow
def test_fragments_of_interleaved_datagrams(tmp_path):
    """Fragments of datagrams of two connections interleaved (as two paths would merge them):
    each datagram is put back together on its own."""
    pkts = packets("clients")
    big = [i for i, p in enumerate(pkts) if len(p) > 300]
    pairs = {}
    conn = [frozenset((p.sport, p.dport)) for p in pkts]
    for i, j in zip(big, big[1:], strict=False):
        # the second datagram moves up to the first: nothing of its connection in between
        if conn[j] not in conn[i:j] and i not in pairs and j not in pairs:
            pairs[i] = j
            pairs[j] = i
    assert len(pairs) >= 6

    def frags(p):
        q = p.copy()
        q[IP].flags = 0
        del q[IP].chksum
        out = fragment(q, fragsize=256)
        for f in out:
            f.time = p.time
        return out

    out = []
    for i, p in enumerate(pkts):
        j = pairs.get(i)
        if j is None:
            out.append(p)
        elif j > i:
            # the first datagram's fragments go out along with the second's, alternately
            a, b = frags(p), frags(pkts[j])
            for k in range(max(len(a), len(b))):
                out += a[k : k + 1] + b[k : k + 1]
        # (j < i: already written)
    path = tmp_path / "interleaved.pcap"
    wrpcap(str(path), out)
    got, want = read(path), list(clean("clients"))
    # the moved datagram completes before the packets it was moved ahead of: same messages,
    # same order within each connection
    assert sorted(got) == sorted(want)
    for stream in {r[0] for r in want}:
        assert [r for r in got if r[0] == stream] == [r for r in want if r[0] == stream]


# ---------------------------------------------------------------- file formats


def test_nanosecond_pcap(tmp_path, name):
    """Magic a1b23c4d: timestamps keep their nanoseconds."""
    recs = [(ns + 321, d, w) for ns, d, w in records(name)]
    path = write_raw(tmp_path / "nano.pcap", 1, recs, nano=True)
    assert path.read_bytes()[:4] == b"\x4d\x3c\xb2\xa1"
    got = read(path)
    assert [r[:1] + (r[1] - 321,) + r[2:] for r in got] == list(clean(name))


def test_scapy_wrpcap_nano(tmp_path):
    path = tmp_path / "wrpcap-nano.pcap"
    wrpcap(str(path), packets("walkthrough"), nano=True)
    assert read(path) == list(clean("walkthrough"))


def test_big_endian_pcap(tmp_path, name):
    path = write_raw(tmp_path / "be.pcap", 1, records(name), endian=">")
    assert path.read_bytes()[:4] == b"\xa1\xb2\xc3\xd4"
    assert read(path) == list(clean(name))


class ResolutionPcapNgWriter(RawPcapNgWriter):
    """scapy's pcapng writer, with an if_tsresol option on each interface it declares."""

    def __init__(self, filename: str, interfaces: list[tuple[int, int]]) -> None:
        super().__init__(filename)
        self.interfaces = interfaces  # (LINKTYPE, if_tsresol byte)
        self._write_block_shb()
        self.header_present = True
        for linktype, resol in interfaces:
            opts = struct.pack("<HHB3x", 9, 1, resol) + struct.pack("<HH", 0, 0)
            body = struct.pack("<HHI", linktype, 0, 262144)
            self.f.write(self.build_block(struct.pack("<I", 1), body, options=opts))

    def packet(self, iface: int, ns: int, data: bytes, wirelen: int) -> None:
        resol = self.interfaces[iface][1]
        if resol & 0x80:
            ticks = (ns << (resol & 0x7F)) // 1_000_000_000
        else:
            ticks = ns * 10**resol // 1_000_000_000
        body = struct.pack("<IIIII", iface, ticks >> 32, ticks & 0xFFFFFFFF, len(data), wirelen)
        self.f.write(self.build_block(struct.pack("<I", 6), body + data))


def test_pcapng_interfaces_with_different_link_types_and_resolutions(tmp_path):
    """Port 9092 on an Ethernet interface in microseconds, 19092 on Linux cooked v2 in
    nanoseconds, the handshakes on a raw-IP interface in 2**-20 s ticks."""
    sll2 = LINKS["linux-sll2"][1](b"")
    path = tmp_path / "multi.pcapng"
    w = ResolutionPcapNgWriter(str(path), [(1, 6), (276, 9), (101, 0x80 | 20)])
    for ns, data, wirelen in records("walkthrough"):
        tcp = data[14 + 20 :]
        ports = struct.unpack(">HH", tcp[:4])
        flags = tcp[13]
        if flags & 0x02:
            w.packet(2, ns, data[14:], wirelen - 14)
        elif 19092 in ports:
            w.packet(1, ns + 77, sll2 + data[14:], wirelen - 14 + len(sll2))
        else:
            w.packet(0, ns, data, wirelen)
    w.close()
    got, want = read(path), list(clean("walkthrough"))
    assert [r[:1] + r[2:] for r in got] == [r[:1] + r[2:] for r in want]
    for g, c in zip(got, want, strict=True):
        if 19092 in (g[12], g[14]):
            assert g[1] == c[1] + 77  # nanoseconds kept
        else:
            assert g[1] == c[1]


def test_scapy_pcapng_writer_two_interfaces(tmp_path):
    """scapy's PcapNgWriter declares one interface per name (here: Ethernet and cooked v1)."""
    path = tmp_path / "two.pcapng"
    with PcapNgWriter(str(path)) as w:
        for p in packets("walkthrough"):
            if 19092 in (p.sport, p.dport):
                q = CookedLinux(pkttype=0, proto=0x0800) / p[IP].copy()
                q.time, q.sniffed_on = p.time, "any"
            else:
                q = p.copy()
                q.sniffed_on = "lo"
            w.write(q)
    got, want = read(path), list(clean("walkthrough"))
    assert [r[:1] + r[2:] for r in got] == [r[:1] + r[2:] for r in want]
    assert all(abs(g[1] - c[1]) < 1000 for g, c in zip(got, want, strict=True))


def test_pcapng_sections_concatenated(tmp_path):
    """Two pcapng files back to back (cat a b): the second section declares its own
    interfaces, here in big-endian byte order."""
    pkts = packets("walkthrough")
    half = len(pkts) // 2
    a, b = tmp_path / "a.pcapng", tmp_path / "b.pcapng"
    with PcapNgWriter(str(a)) as w:
        for p in pkts[:half]:
            w.write(p)
    w = RawPcapNgWriter(str(b))
    w.endian, w.endian_magic = ">", b"\x1a\x2b\x3c\x4d"
    w.linktype = 1
    w._write_header(None)  # SHB and IDB, in the byte order set above
    for p in pkts[half:]:
        w._write_packet(bytes(p), 1, sec=float(p.time))
    w.close()
    assert b.read_bytes()[8:12] == b"\x1a\x2b\x3c\x4d"
    path = tmp_path / "ab.pcapng"
    path.write_bytes(a.read_bytes() + b.read_bytes())
    got, want = read(path), list(clean("walkthrough"))
    assert [r[:1] + r[2:] for r in got] == [r[:1] + r[2:] for r in want]


@pytest.mark.parametrize("fmt", ["pcap", "pcapng"])
@pytest.mark.slow
def test_gzip_compressed(tmp_path, fmt):
    plain = tmp_path / f"plain.{fmt}"
    if fmt == "pcap":
        wrpcap(str(plain), packets("clients"))
    else:
        with PcapNgWriter(str(plain)) as w:
            for p in packets("clients"):
                w.write(p)
    path = tmp_path / f"c.{fmt}.gz"
    path.write_bytes(gzip.compress(plain.read_bytes()))
    got = read(path)
    want = list(clean("clients"))
    assert [r[:1] + r[2:] for r in got] == [r[:1] + r[2:] for r in want]
    dis = Dissector(PORTS)
    for _ in dis.feed_path(path):
        pass
    assert dis.reader.format == f"gzip {fmt}"


# ---------------------------------------------------------------- a file still being written


@pytest.mark.parametrize("fmt", ["pcap", "pcapng"])
@pytest.mark.slow
def test_follow_a_file_being_written(tmp_path, fmt):
    """A thread writes the capture in pieces (records cut in the middle) while we read with
    follow=True; stop() ends the read once the writer is done."""
    full = tmp_path / f"full.{fmt}"
    if fmt == "pcap":
        wrpcap(str(full), packets("walkthrough"))
    else:
        with PcapNgWriter(str(full)) as w:
            for p in packets("walkthrough"):
                w.write(p)
    data = full.read_bytes()
    path = tmp_path / f"growing.{fmt}"
    path.write_bytes(b"")
    dis = Dissector(PORTS)
    seen_before_stop = []

    def writer():
        while dis.reader is None:
            time.sleep(0.01)
        step = 3001
        with open(path, "ab") as f:
            for i in range(0, len(data), step):
                f.write(data[i : i + step])
                f.flush()
                time.sleep(0.005)
        time.sleep(0.5)
        seen_before_stop.append(len(got))
        dis.reader.stop()

    got: list = []
    t = threading.Thread(target=writer)
    t.start()
    try:
        for m in dis.feed_path(path, follow=True):
            got.append(m)
    finally:
        t.join(timeout=30)
    assert summary(got) == list(clean("walkthrough"))
    assert seen_before_stop[0] >= len(got) - 4  # messages arrived while the file grew
    assert dis.reader.cut is None


def test_a_set_with_one_file_cut_short_names_that_file_only(tmp_path):
    """Several files read as one capture, one of them cut inside a record: the warning
    names that file (its path) and no other."""
    import subprocess

    subprocess.run(
        ["editcap", "-c", "200", str(CLIENTS), str(tmp_path / "part.pcap")], check=True
    )
    files = sorted(tmp_path.iterdir())
    cut = files[2]
    cut.write_bytes(cut.read_bytes()[:5000])
    with pytest.warns(dissector.errors.CaptureWarning) as caught:
        list(Dissector([9092]).feed_path([str(f) for f in files]))
    texts = [str(w.message) for w in caught if "middle of a record" in str(w.message)]
    assert texts == [f"{cut}: file ends in the middle of a record (28 bytes left)"]
