"""Tunnels opened in the capture stage, on the real client capture re-wrapped with scapy.

Every packet of captures/clients.pcap (three real clients against a broker on 9092) is
wrapped as a mirror session or an overlay delivers it: VXLAN (4789, another port, over
IPv6, with a VLAN tag or IPv6 inside), GENEVE with options, GRE (plain; with checksum,
key and sequence number; carrying IPv6; carrying Ethernet), ERSPAN I, II and III, an
MPLS label stack, and a tunnel inside a tunnel.  The TCP payload bytes are unchanged,
so every variant must give the clean capture's messages (same frames, streams, ids,
lengths, bodies, inner endpoints), each message naming its tunnel; tshark, which opens
all of them, is the oracle for the message list of the whole capture.
"""

from __future__ import annotations

import functools
import subprocess
from pathlib import Path

import pytest
from scapy.contrib.erspan import ERSPAN_II, ERSPAN_III, ERSPAN_PlatformSpecific
from scapy.contrib.geneve import GENEVE, GeneveOptions
from scapy.contrib.mpls import MPLS
from scapy.layers.inet import IP, TCP, UDP
from scapy.layers.inet6 import IPv6
from scapy.layers.l2 import GRE, Dot1Q, Ether
from scapy.layers.vxlan import VXLAN
from scapy.utils import rdpcap, wrpcap

from dissector.capture.files import packet_identity, segment_fields
from dissector.capture.tunnels import Decapsulator
from dissector.pipeline.dissector import Dissector

from helpers import CLIENTS, kmirror, needs_tshark

OUTER = {"src": "10.1.0.1", "dst": "10.2.0.2"}
OUTER6 = {"src": "fd00:1::1", "dst": "fd00:2::2"}
MACS = {"src": "02:00:00:00:00:01", "dst": "02:00:00:00:00:02"}


def _ipv6_inside(p):
    """The clean packet's TCP segment (payload unchanged) in IPv6 between fd00::1 and fd00::2
    (127.0.0.1 on both ends of the loopback capture: both ends one address, as there)."""
    tcp = p[TCP].copy()
    del tcp.chksum
    return IPv6(src="fd00::1", dst="fd00::1", hlim=64) / tcp


def _vxlan(p, _i, port=4789, vni=100, ip=None):
    ip = IP(**OUTER) if ip is None else ip
    return Ether(**MACS) / ip / UDP(sport=40000, dport=port) / VXLAN(vni=vni, flags=0x08) / p


# kind -> (wrap(packet, index), kmirror's extra args, tshark's extra args, tunnel text)
KINDS = {
    "vxlan": (_vxlan, (), (), "vxlan vni=100 10.1.0.1>10.2.0.2"),
    "vxlan_port": (
        functools.partial(_vxlan, port=8472, vni=7),
        ("--vxlan-port", "8472"),
        ("-d", "udp.port==8472,vxlan"),
        "vxlan vni=7 10.1.0.1>10.2.0.2",
    ),
    "vxlan_ipv6": (
        functools.partial(_vxlan, ip=IPv6(**OUTER6)),
        (),
        (),
        "vxlan vni=100 fd00:1::1>fd00:2::2",
    ),
    "vxlan_vlan": (
        lambda p, i: _vxlan(Ether(src=p.src, dst=p.dst) / Dot1Q(vlan=42) / p[IP], i),
        (),
        (),
        "vxlan vni=100 10.1.0.1>10.2.0.2",
    ),
    "vxlan_inner_ipv6": (
        lambda p, i: _vxlan(Ether(src=p.src, dst=p.dst) / _ipv6_inside(p), i),
        (),
        (),
        "vxlan vni=100 10.1.0.1>10.2.0.2",
    ),
    "geneve": (
        lambda p, _i: (
            Ether(**MACS)
            / IP(**OUTER)
            / UDP(sport=40001, dport=6081)
            / GENEVE(
                vni=5000,
                proto=0x6558,
                options=[GeneveOptions(classid=0x0102, type=3, data=b"\x00\x00\x00\x2a")],
            )
            / p
        ),
        (),
        (),
        "geneve vni=5000 10.1.0.1>10.2.0.2",
    ),  # fmt: skip
    "gre": (
        lambda p, _i: Ether(**MACS) / IP(**OUTER) / GRE(proto=0x0800) / p[IP],
        (),
        (),
        "gre 10.1.0.1>10.2.0.2",
    ),
    "gre_key_seq_csum": (
        lambda p, i: (
            Ether(**MACS)
            / IP(**OUTER)
            / GRE(
                proto=0x0800,
                chksum_present=1,
                key_present=1,
                key=77,
                seqnum_present=1,
                sequence_number=i,
            )
            / p[IP]
        ),
        (),
        (),
        "gre key=77 10.1.0.1>10.2.0.2",
    ),  # fmt: skip
    "gre_ipv6": (
        lambda p, _i: Ether(**MACS) / IP(**OUTER) / GRE(proto=0x86DD) / _ipv6_inside(p),
        (),
        (),
        "gre 10.1.0.1>10.2.0.2",
    ),
    "gretap": (
        lambda p, _i: Ether(**MACS) / IP(**OUTER) / GRE(proto=0x6558, key_present=1, key=9) / p,
        (),
        (),
        "gretap key=9 10.1.0.1>10.2.0.2",
    ),
    "erspan1": (
        lambda p, _i: Ether(**MACS) / IP(**OUTER) / GRE(proto=0x88BE) / p,
        (),
        (),
        "erspan1 10.1.0.1>10.2.0.2",
    ),
    "erspan2": (
        lambda p, i: (
            Ether(**MACS)
            / IP(**OUTER)
            / GRE(proto=0x88BE, seqnum_present=1, sequence_number=i)
            / ERSPAN_II(session_id=33)
            / p
        ),
        (),
        (),
        "erspan2 session=33 10.1.0.1>10.2.0.2",
    ),  # fmt: skip
    "erspan3": (
        lambda p, i: (
            Ether(**MACS)
            / IP(**OUTER)
            / GRE(proto=0x22EB, seqnum_present=1, sequence_number=i)
            / ERSPAN_III(session_id=44, o=1)
            / ERSPAN_PlatformSpecific(platf_id=3)
            / p
        ),
        (),
        (),
        "erspan3 session=44 10.1.0.1>10.2.0.2",
    ),  # fmt: skip
    "mpls": (
        lambda p, _i: (
            Ether(src=p.src, dst=p.dst, type=0x8847)
            / MPLS(label=16, s=0, ttl=64)
            / MPLS(label=17, s=1, ttl=64)
            / p[IP]
        ),
        (),
        (),
        "mpls label=16",
    ),  # fmt: skip
    "vxlan_in_gre": (
        lambda p, i: (
            Ether(**MACS)
            / IP(src="192.0.2.1", dst="192.0.2.2")
            / GRE(proto=0x6558, key_present=1, key=5)
            / _vxlan(p, i)
        ),
        (),
        (),
        "gretap key=5 192.0.2.1>192.0.2.2 / vxlan vni=100 10.1.0.1>10.2.0.2",
    ),  # fmt: skip
}


@functools.cache
def clean_packets(first: int | None = None):
    pkts = rdpcap(str(CLIENTS))
    return pkts if first is None else pkts[:first]


@functools.cache
def wrapped(kind: str, folder: Path, first: int | None = None) -> Path:
    """clients.pcap (its first ``first`` packets) wrapped as ``kind``, capture times kept."""
    wrap = KINDS[kind][0]
    out = []
    for i, p in enumerate(clean_packets(first)):
        q = wrap(p, i)
        q.time = p.time
        out.append(q)
    path = folder / f"{kind}-{first or 'all'}.pcap"
    wrpcap(str(path), out)
    return path


def summary(msgs) -> list[tuple]:
    """What must not change when packets are tunnelled (the inner endpoints included)."""
    return [
        (m.frame, m.ts_ns, m.tcp_stream, m.direction, m.api_key, m.api_version,
         m.correlation_id, m.client_id, m.length, tuple(m.expert), m.sport, m.dport)
        for m in msgs
    ]  # fmt: skip


def read(path: Path, vxlan_ports=()) -> tuple[list, Dissector]:
    d = Dissector((9092,), vxlan_ports=vxlan_ports)
    return list(d.feed_path(path)), d


@pytest.fixture(scope="module")
def folder(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("tunnels")


@pytest.fixture(scope="module")
def clean_head(folder):
    path = folder / "clean-120.pcap"
    wrpcap(str(path), clean_packets(120))
    return read(path)[0]


def _ports(kind: str) -> tuple[int, ...]:
    args = KINDS[kind][1]
    return tuple(int(a) for a in args[1::2]) if args else ()


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_each_tunnel_gives_the_clean_messages(kind, folder, clean_head):
    """The first 120 packets of the real capture, wrapped: the same messages, inner
    endpoints, the outer frame numbers, each naming its tunnel."""
    msgs, d = read(wrapped(kind, folder, 120), _ports(kind))
    assert len(clean_head) > 40
    assert summary(msgs) == summary(clean_head)
    want_addr = "fd00::1" if "ipv6" in kind and kind != "vxlan_ipv6" else "127.0.0.1"
    assert {m.src for m in msgs} == {m.dst for m in msgs} == {want_addr}
    assert {m.tunnel for m in msgs} == {KINDS[kind][3]}
    assert d.coverage.by_cause() == {}  # every packet decoded (all are TCP on 9092)


def test_vxlan_on_another_port_needs_the_port(folder):
    """VXLAN on 8472 without --vxlan-port: nothing decoded, every packet counted as UDP
    that looks like VXLAN, and the hint names the port."""
    msgs, d = read(wrapped("vxlan_port", folder, 120))
    assert msgs == []
    assert d.coverage.by_cause() == {"vxlan_unlisted": 120}
    assert d.coverage.hint() == "try --vxlan-port 8472"
    line = d.coverage.line()
    assert line == (
        "coverage: 120 packets not decoded: 120 UDP like VXLAN on a port not read as VXLAN "
        "(port 8472: 120); try --vxlan-port 8472"
    )


def test_depth_cap(folder):
    """VXLAN in VXLAN five times over: past MAX_DEPTH (4) the packet is not opened, and
    each is counted as an unknown encapsulation; four deep is read."""
    pkts = clean_packets(120)

    def nest(p, n):
        for k in range(n):
            p = (
                Ether(**MACS)
                / IP(src=f"10.9.{k}.1", dst=f"10.9.{k}.2")
                / UDP(dport=4789)
                / (VXLAN(vni=k + 1) / p)
            )
        return p

    msgs, d = read(_write(folder / "deep5.pcap", [nest(p, 5) for p in pkts]))
    assert msgs == [] and d.tunnels.too_deep == 120
    assert d.coverage.by_cause() == {"unknown_encapsulation": 120}
    msgs, d = read(_write(folder / "deep4.pcap", [nest(p, 4) for p in pkts]))
    assert len(msgs) > 40 and d.coverage.by_cause() == {}
    assert msgs[0].tunnel.count("vxlan") == 4


def _write(path: Path, pkts) -> Path:
    for p, clean in zip(pkts, clean_packets(len(pkts)), strict=True):
        p.time = clean.time
    wrpcap(str(path), pkts)
    return path


def test_two_mirror_sessions_count_once(folder, clean_head):
    """Each inner packet delivered twice, by two VXLAN sessions (other VNI, other outer
    endpoints), 1 us apart, in one file: each message once, the inner packet's identity
    the same for both copies (what the duplicate rule of capture sets compares)."""
    pkts = []
    for i, p in enumerate(clean_packets(120)):
        a = _vxlan(p, i)
        b = _vxlan(p, i, vni=200, ip=IP(src="10.3.0.3", dst="10.4.0.4"))
        a.time, b.time = p.time, p.time + 0.000001
        pkts += [a, b]
    path = folder / "two-sessions.pcap"
    wrpcap(str(path), pkts)
    msgs, _d = read(path)
    assert [x[2:] for x in summary(msgs)] == [x[2:] for x in summary(clean_head)]
    t = Decapsulator()
    ids = [packet_identity(1, bytes(p), t) for p in pkts]
    assert ids[0::2] == ids[1::2]
    assert ids[0::2] == [packet_identity(1, bytes(p)) for p in clean_packets(120)]
    assert len(set(ids[0::2])) == 120


def test_the_untunnelled_path_is_the_fast_path():
    """An untunnelled Ethernet/IPv4/TCP packet never reaches the decapsulator: the
    tunnels object is not consulted, and the segments are those without one."""

    class Untouchable(Decapsulator):
        def inside(self, *args):
            raise AssertionError("an untunnelled packet reached the decapsulator")

    pkts = clean_packets(120)
    t = Untouchable()
    segs = [segment_fields(i, 0, 1, bytes(p), len(p), {}, t) for i, p in enumerate(pkts)]
    assert all(s is not None for s in segs)
    assert segs == [segment_fields(i, 0, 1, bytes(p), len(p), {}) for i, p in enumerate(pkts)]
    assert t.flows == {}


def test_cut_and_hostile_tunnel_headers():
    """Tunnel headers cut short or lying: no segment, no exception, the cause named."""
    from dissector.capture.files import network_layer
    from dissector.capture.tunnels import cause

    p = clean_packets(10)[4]
    for kind in ("vxlan", "geneve", "gre_key_seq_csum", "erspan2", "erspan3", "mpls"):
        raw = bytes(KINDS[kind][0](p, 0))
        for cut in range(14, 80):
            d = raw[:cut]
            assert segment_fields(1, 0, 1, d, len(raw), {}, Decapsulator()) is None or cut > 60
            what, _port = cause(1, d, network_layer)
            assert what in ("cut", "unknown_encapsulation", "udp_no_tunnel", "not_ip"), (kind, cut)
    # an MPLS stack that never ends: at most MAX_LABELS read
    endless = Ether(type=0x8847) / (b"\x00\x01\x00\x40" * 1000)
    assert segment_fields(1, 0, 1, bytes(endless), 4014, {}) is None


# --------------------------------------------------------------------------- tshark


def tshark_messages(path: Path, extra=()) -> list[tuple[int, int]]:
    """(frame, correlation_id) of every Kafka message tshark decodes in ``path``."""
    cmd = ["tshark", "-n", "-r", str(path), "-d", "tcp.port==9092,kafka", *extra, "-T",
           "fields", "-E", "occurrence=a", "-E", "aggregator=,", "-e", "frame.number",
           "-e", "kafka.correlation_id"]  # fmt: skip
    out = subprocess.run(cmd, capture_output=True, text=True, check=True, timeout=300).stdout
    got = []
    for line in out.splitlines():
        frame, cids = line.split("\t")
        got += [(int(frame), int(c)) for c in cids.split(",") if c]
    return got


@pytest.mark.slow
@needs_tshark
@pytest.mark.parametrize("kind", sorted(KINDS))
def test_whole_capture_against_tshark(kind, folder):
    """The whole real capture, wrapped: kmirror's message list is tshark's, and
    ``kmirror read`` (its options as a user gives them) lists as many rows."""
    path = wrapped(kind, folder)
    msgs, d = read(path, _ports(kind))
    theirs = tshark_messages(path, KINDS[kind][2])
    assert sorted((m.frame, m.correlation_id) for m in msgs) == sorted(theirs)
    assert len(theirs) == len(tshark_messages(CLIENTS)) > 500
    r = kmirror("read", str(path), "--format", "csv", *KINDS[kind][1])
    assert r.returncode == 0, r.stderr
    assert len(r.stdout.splitlines()) - 1 == len(theirs)
    assert r.stdout.count(KINDS[kind][3]) == len(theirs)


# --------------------------------------------------------------------------- coverage


def _strangers(folder: Path) -> Path:
    """clients.pcap's first 120 packets, then one packet of each cause, then a TCP connection
    on port 80: what the coverage counts must name, one by one."""
    from scapy.layers.inet import ICMP, fragment
    from scapy.layers.l2 import ARP

    pkts = list(clean_packets(120))
    kafka = next(p for p in pkts if p.haslayer(TCP) and len(p[TCP].payload) > 200)
    frags = fragment(kafka[IP], fragsize=64)
    strangers = [
        Ether() / ARP(),  # not IP
        Ether() / ARP(),
        Ether() / IP() / UDP(sport=5353, dport=53) / bytes(20),  # UDP, no tunnel
        Ether() / IP() / ICMP(),  # IP, neither TCP nor UDP
        *[Ether() / f for f in fragment(IP() / ICMP() / bytes(300), fragsize=128)],  # 3 more
        Ether() / IP() / GRE(proto=0x1234) / bytes(40),  # an unknown encapsulation
        *[Ether() / f for f in frags[:-1]],  # an incomplete fragment set (last one lost)
        Ether(bytes(kafka)[:40]),  # cut before its TCP header
        _vxlan(kafka, 0, port=4790),  # VXLAN on a port not given
        *[Ether() / IP(src="10.0.0.9", dst="10.0.0.8") / TCP(sport=50000 + k, dport=80)
          for k in range(3)],  # TCP not on a Kafka port
    ]  # fmt: skip
    t = pkts[-1].time
    for k, p in enumerate(strangers):
        p.time = t + (k + 1) / 1000
    path = folder / "strangers.pcap"
    wrpcap(str(path), pkts + strangers)
    return path


STRANGERS = {
    "not_kafka_port": 3,
    "not_ip": 2,
    "udp_no_tunnel": 1,
    "vxlan_unlisted": 1,
    "ip_other": 4,
    "unknown_encapsulation": 1,
    "cut": 1,
}


def test_coverage_by_cause(folder, clean_head):
    """Every packet not decoded is counted under why; the Kafka messages are all there."""
    path = _strangers(folder)
    msgs, d = read(path)
    assert summary(msgs) == summary(clean_head)
    frags = d.coverage.by_cause().pop("fragment_incomplete")
    assert frags >= 2  # the fragments of the set whose last fragment never came
    assert {k: v for k, v in d.coverage.by_cause().items() if k != "fragment_incomplete"} == (
        STRANGERS
    )
    assert d.coverage.total == sum(STRANGERS.values()) + frags
    assert d.packets == 120 + d.coverage.total
    assert d.coverage.line() == (
        f"coverage: {d.coverage.total} packets not decoded: 3 TCP not on a Kafka port, "
        "2 not IP, 1 UDP that is no tunnel (port 53: 1), 1 UDP like VXLAN on a port not read "
        "as VXLAN (port 4790: 1), 4 IP that is neither TCP nor UDP, 1 in an unknown "
        f"encapsulation, {frags} in an incomplete fragment set, 1 cut before their TCP header; "
        "try --vxlan-port 4790"
    )


def test_clean_capture_says_nothing():
    """A capture whose every packet is Kafka TCP: nothing counted, no line."""
    d = Dissector((9092,))
    list(d.feed_path(CLIENTS))
    assert d.coverage.by_cause() == {} and d.coverage.line() is None


@pytest.mark.slow
def test_read_and_analyze_say_it_in_one_line(folder):
    """``read`` and ``analyze`` print the coverage line on stderr (the rows unchanged);
    with nothing but tunnels not opened, the error says so instead of 'no Kafka messages'."""
    path = _strangers(folder)
    r = kmirror("read", str(path), "--format", "csv")
    assert r.returncode == 0, r.stderr
    lines = r.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("kmirror: coverage: ")
    assert lines[0].endswith("; try --vxlan-port 4790")
    a = kmirror("analyze", str(path))
    assert a.returncode == 0, a.stderr
    assert lines[0] in a.stderr.splitlines()
    gre = wrapped("erspan2", folder, 120)
    one = folder / "erspan-unknown.pcap"
    raw = bytearray(gre.read_bytes())
    # ERSPAN II version 1 -> 7 in every packet: an encapsulation this reader does not know
    pos = 24
    while pos < len(raw):
        n = int.from_bytes(raw[pos + 8 : pos + 12], "little")
        raw[pos + 16 + 14 + 20 + 8] = 0x70 | raw[pos + 16 + 14 + 20 + 8] & 0x0F
        pos += 16 + n
    one.write_bytes(bytes(raw))
    for cmd in ("read", "analyze"):
        r = kmirror(cmd, str(one))
        assert r.returncode == 1
        assert r.stderr == (
            f"kmirror: error: {one}: no TCP on port(s) 9092: the capture holds 120 in an "
            "unknown encapsulation; try --port with the broker's port\n"
        )


def test_a_tunnel_port_with_a_header_not_read_is_an_unknown_encapsulation():
    """UDP to 4789 whose VXLAN header lacks the I flag, GENEVE version 1: not opened,
    counted as an unknown encapsulation (not as UDP that is no tunnel)."""
    from dissector.capture.files import network_layer
    from dissector.capture.tunnels import cause

    p = clean_packets(10)[4]
    no_vni = Ether() / IP() / UDP(dport=4789) / VXLAN(flags=0x00) / p
    geneve1 = Ether() / IP() / UDP(dport=6081) / GENEVE(version=1, proto=0x6558) / p
    for pkt in (no_vni, geneve1):
        raw = bytes(pkt)
        assert segment_fields(1, 0, 1, raw, len(raw), {}, Decapsulator()) is None
        assert cause(1, raw, network_layer) == ("unknown_encapsulation", None)


def test_the_vxlan_fast_path_is_the_general_path():
    """Ethernet/IPv4/UDP is handed to the decapsulator straight from the one-struct read;
    with an IPv4 option (so the general path reads it) the segments are the same."""
    from scapy.layers.inet import IPOption_NOP

    for p in clean_packets(120):
        fast = bytes(_vxlan(p, 0))
        slow = bytes(_vxlan(p, 0, ip=IP(**OUTER, options=[IPOption_NOP()] * 4)))
        a = segment_fields(1, 0, 1, fast, len(fast), {}, Decapsulator())
        b = segment_fields(1, 0, 1, slow, len(slow), {}, Decapsulator())
        assert a == b and a is not None
        assert a == segment_fields(1, 0, 1, bytes(p), len(p), {})


def test_a_snap_length_cuts_the_inner_packet_as_the_plain_one():
    """A VXLAN record cut by the snap length: the inner segment keeps what was captured
    and counts the rest as missing, as the plain packet cut 50 bytes shorter does."""
    for p in clean_packets(120):
        if len(p[TCP].payload) < 100:
            continue
        plain, vx = bytes(p), bytes(_vxlan(p, 0))
        for keep in (60, 80, len(plain) - 1):
            a = segment_fields(1, 0, 1, vx[: 50 + keep], len(vx), {}, Decapsulator())
            b = segment_fields(1, 0, 1, plain[:keep], len(plain), {})
            assert a == b and a[7] > 0
