"""Tunnels and IP fragments together: a fragment is reassembled wherever it is, outside a
tunnel or inside one, and what never completes is said once, with the coverage's count.

The captures are the real clients capture (captures/clients.pcap) wrapped in VXLAN with
scapy, TCP payload bytes unchanged: the outer UDP datagrams IPv4-fragmented (one set in three
in reverse order), or the inner packets IPv6 with Fragment headers.  Independent oracle:
tshark's Kafka dissector (``-d tcp.port==9092,kafka``), which reassembles IP and opens VXLAN.
"""

from __future__ import annotations

import functools
import struct
import warnings
from pathlib import Path

import pytest
from capture.rewrap import fragments_of, ipv6_fragments, packets
from scapy.layers.inet import IP, TCP, UDP
from scapy.layers.inet6 import IPv6, IPv6ExtHdrFragment, fragment6
from scapy.layers.l2 import Ether
from scapy.layers.vxlan import VXLAN
from scapy.utils import rdpcap, wrpcap

from dissector.errors import CaptureWarning
from dissector.pipeline.dissector import Dissector

from helpers import CLIENTS, kmirror, needs_tshark

TUNNEL = "vxlan vni=100 10.1.0.1>10.2.0.2"


def _vxlan(p, n: int):
    """``p`` in VXLAN over IPv4 (IP id ``n``: one datagram each), its capture time kept."""
    q = (
        Ether(src="02:00:00:00:00:01", dst="02:00:00:00:00:02")
        / IP(src="10.1.0.1", dst="10.2.0.2", id=n & 0xFFFF)
        / UDP(sport=40000, dport=4789)
        / VXLAN(vni=100, flags=0x08)
        / p
    )
    q.time = p.time
    return q


def outer_fragmented(path: Path, first: int | None = None, drop: bool = False) -> Path:
    """clients.pcap (its first ``first`` packets) in VXLAN, every outer datagram over 600
    bytes in 512-byte IPv4 fragments, one set in three reversed; ``drop``: the second
    fragment of the first set left out."""
    out = []
    dropped = not drop
    for n, p in enumerate(packets()[:first]):
        q = _vxlan(p, n)
        if len(q) <= 600:
            out.append(q)
            continue
        frags = fragments_of(q, 512)
        if not dropped:
            del frags[1]
            dropped = True
        out += reversed(frags) if n % 3 == 0 else frags
    wrpcap(str(path), out)
    return path


def _v6(addr: str) -> str:
    return "2001:db8::" + addr.replace(".", ":")


def inner_v6_fragmented(path: Path, first: int, drop: bool = False) -> Path:
    """clients.pcap's first ``first`` packets as IPv6, every datagram over 600 bytes in
    Fragment headers (scapy's fragment6, 512 bytes), each packet in VXLAN over IPv4;
    ``drop``: the first fragment set's last fragment left out."""
    out = []
    dropped = not drop
    for p in packets()[:first]:
        ip, seg = p[IP], p[TCP].copy()
        del seg.chksum
        v6 = IPv6(src=_v6(ip.src), dst=_v6(ip.dst))
        if len(p) <= 600:
            inner = [Ether(src=p.src, dst=p.dst) / v6 / seg]
        else:
            whole = v6 / IPv6ExtHdrFragment(id=len(out)) / seg
            inner = [Ether(src=p.src, dst=p.dst) / f for f in fragment6(whole, 512)]
            if not dropped:
                inner.pop()
                dropped = True
        for f in inner:
            f.time = p.time
            out.append(_vxlan(f, len(out)))
    wrpcap(str(path), out)
    return path


def read(path) -> tuple[list, Dissector, list[str]]:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        d = Dissector((9092,))
        msgs = list(d.feed_path(path))
    said = [str(w.message) for w in caught if issubclass(w.category, CaptureWarning)]
    return msgs, d, said


def sig(m, ipv6: bool = False) -> tuple:
    """What tunnelling and fragmenting must not change (addresses aside for IPv6)."""
    s = (m.tcp_stream, m.direction, m.api_key, m.api_version, m.correlation_id, m.client_id,
         m.length, tuple(m.expert), m.sport, m.dport)  # fmt: skip
    return s if ipv6 else (*s, m.src, m.dst)


@functools.cache
def clean(first: int | None, folder: Path) -> list[tuple]:
    path = folder / f"clean-{first}.pcap"
    wrpcap(str(path), packets()[:first])
    return [sig(m) for m in read(path)[0]]


@pytest.fixture(scope="module")
def folder(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("tunnel-fragments")


def test_vxlan_whose_outer_datagrams_are_fragmented(folder):
    """Outer IPv4 fragments of VXLAN (UDP): held, reassembled, the tunnel opened: the
    clean capture's messages, tunnel column set, nothing counted as not decoded."""
    msgs, d, said = read(outer_fragmented(folder / "outer.pcap", 200))
    assert said == []
    assert [sig(m) for m in msgs] == clean(200, folder)
    sets = sum(len(_vxlan(p, 0)) > 600 for p in packets()[:200])
    assert len(msgs) == 90 and d.fragments.completed == sets == 7
    assert {m.tunnel for m in msgs} == {TUNNEL}
    assert d.coverage.by_cause() == {} and d.fragments.incomplete() == (0, 0, 0)


def test_ipv6_fragments_inside_vxlan(folder):
    """An inner IPv6 packet in Fragment headers, each fragment in its own VXLAN packet: the
    inner datagram reassembled (the same Fragments table), every message there; IPv6
    fragments whose sets complete are not counted as not decoded."""
    msgs, d, said = read(inner_v6_fragmented(folder / "inner6.pcap", 200))
    assert said == []
    assert [sig(m, ipv6=True) for m in msgs] == [s[:-2] for s in clean(200, folder)]
    sets = sum(len(p) > 600 for p in packets()[:200])
    assert {m.src[:10] for m in msgs} == {"2001:db8::"} and d.fragments.completed == sets == 6
    assert {m.tunnel for m in msgs} == {TUNNEL}
    assert d.coverage.by_cause() == {}


@pytest.mark.parametrize("where", ["outer", "inner6"])
def test_an_incomplete_set_is_said_once_with_the_coverage_count(folder, where):
    """One fragment missing (an outer IPv4 fragment of VXLAN, or an inner IPv6 fragment):
    the warning's fragment count is the coverage's ``fragment_incomplete``; ``kmirror read``
    says it once, in the coverage line (no separate warning)."""
    make = outer_fragmented if where == "outer" else inner_v6_fragmented
    path = make(folder / f"{where}-missing.pcap", 200, drop=True)
    msgs, d, said = read(path)
    inc = d.fragments.incomplete()
    assert inc.datagrams == 1 and inc.fragments >= 1
    assert said == [
        f"1 IP fragment set(s) never completed ({inc.fragments} fragments, {inc.bytes} "
        "bytes): their datagrams are not decoded"
    ]
    assert d.coverage.by_cause() == {"fragment_incomplete": inc.fragments}
    assert 0 < len(msgs) < len(clean(200, folder)) + 2  # the rest read, the hole declared
    r = kmirror("read", str(path), "--format", "csv")
    assert r.returncode == 0, r.stderr
    assert r.stderr.splitlines() == [
        f"kmirror: coverage: {inc.fragments} packets not decoded: {inc.fragments} in an "
        "incomplete fragment set"
    ]


def test_an_unknown_link_type_is_warned_and_counted_alike(tmp_path):
    """A file of a link type kmirror does not read (USER0, 147): the warning naming the file,
    and every one of its packets in coverage's ``unknown_link``."""
    odd = bytearray(CLIENTS.read_bytes())
    struct.pack_into("<I", odd, 20, 147)
    path = tmp_path / "user0.pcap"
    path.write_bytes(bytes(odd))
    msgs, d, said = read(path)
    assert msgs == [] and len(said) == 1 and said[0].startswith(f"{path}: link type 147")
    assert d.coverage.by_cause() == {"unknown_link": d.packets} and d.packets > 1000


# --------------------------------------------------------------------------- tshark


def tshark_messages(path: Path) -> list[tuple[int, int]]:
    """(frame, correlation_id) of every Kafka message tshark decodes in ``path``."""
    import subprocess

    cmd = ["tshark", "-n", "-r", str(path), "-d", "tcp.port==9092,kafka", "-T", "fields",
           "-E", "occurrence=a", "-E", "aggregator=,", "-e", "frame.number",
           "-e", "kafka.correlation_id"]  # fmt: skip
    out = subprocess.run(cmd, capture_output=True, text=True, check=True, timeout=300).stdout
    got = []
    for line in out.splitlines():
        frame, cids = line.split("\t")
        got += [(int(frame), int(c)) for c in cids.split(",") if c]
    return sorted(got)


def _inner_v6_whole(path: Path) -> Path:
    """rewrap's IPv6-fragmented clients capture (issue 26.2's), each packet in VXLAN."""
    plain = ipv6_fragments(path.with_suffix(".plain.pcap"))
    wrpcap(str(path), [_vxlan(p, n) for n, p in enumerate(rdpcap(str(plain)))])
    return path


@pytest.mark.slow
@needs_tshark
@pytest.mark.parametrize("where", ["outer", "inner6"])
def test_whole_capture_against_tshark(folder, where):
    """The whole real capture, outer VXLAN datagrams fragmented or inner packets IPv6
    fragments: kmirror's (frame, correlation_id) list is tshark's (524 messages), and
    ``kmirror read`` lists as many rows, each with its tunnel."""
    if where == "outer":
        path = outer_fragmented(folder / "outer-all.pcap")
    else:
        path = _inner_v6_whole(folder / "inner6-all.pcap")
    msgs, d, said = read(path)
    theirs = tshark_messages(path)
    assert said == [] and d.coverage.by_cause() == {}
    assert sorted((m.frame, m.correlation_id) for m in msgs) == theirs
    assert len(theirs) == len(tshark_messages(CLIENTS)) == 524
    r = kmirror("read", str(path), "--format", "csv")
    assert r.returncode == 0 and r.stderr == "", r.stderr
    assert len(r.stdout.splitlines()) - 1 == r.stdout.count(TUNNEL) == 524
