"""IP fragments and link layers as networks deliver them (issues 31.8-31.10, 26.2).

The captures are the real clients capture (captures/clients.pcap) re-wrapped with scapy,
TCP payload bytes unchanged (tests/capture/rewrap.py): fragments whose first part came on
an Ethernet interface and the rest on a second pcapng interface of another link type, a pcap
whose link type carries the FCS-present flag, IPv6 Fragment headers, and one large segment
in 8-byte fragments, the first and last first.  Every variant gives the clean capture's
messages; a fragment set that never completes is counted and warned about; reassembly work
grows linearly with the datagram whatever the fragments' order (counted calls, not time).
"""

from __future__ import annotations

import functools
import struct
import warnings

import pytest
from capture.rewrap import (
    LINKS,
    client_requests,
    fragments_across_interfaces,
    fragments_of,
    ipv6_fragments,
    packets,
    tiny_fragments,
    with_fcs,
)
from scapy.layers.inet import IP
from scapy.layers.inet6 import IPv6ExtHdrFragment
from scapy.utils import rdpcap, wrpcap

from dissector.capture.files import iter_packets, segment_fields
from dissector.capture.fragments import MAX_DATAGRAM, Fragments
from dissector.errors import CaptureWarning
from dissector.pipeline.dissector import Dissector

from helpers import CLIENTS, work

PORTS = (9092,)


def sig(m) -> tuple:
    return (
        m.direction,
        m.api_key,
        m.api_version,
        m.correlation_id,
        m.client_id,
        m.length,
        tuple(m.expert),
        m.src,
        m.dst,
    )


def read(path) -> tuple[list[tuple], list[str]]:
    """The messages' signatures (by connection, in order) and the CaptureWarnings said."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        msgs = list(Dissector(PORTS).feed_path(path))
    said = [str(w.message) for w in caught if issubclass(w.category, CaptureWarning)]
    return sorted((m.tcp_stream, i, sig(m)) for i, m in enumerate(msgs)), said


@functools.cache
def clean() -> list[tuple]:
    return read(CLIENTS)[0]


def same_messages(got: list[tuple], ipv6: bool = False) -> bool:
    want = clean()
    strip = (lambda s: s[:-2]) if ipv6 else (lambda s: s)
    return [(t, strip(s)) for t, _i, s in got] == [(t, strip(s)) for t, _i, s in want]


@pytest.mark.parametrize(
    "link",
    [pytest.param(k, marks=[] if k == "sll2" else [pytest.mark.slow]) for k in sorted(LINKS)],
)
def test_fragments_whose_rest_came_on_another_interface(tmp_path, link):
    """31.8: the first fragment on Ethernet, the others on SLL2, SLL or BSD loopback: one
    datagram by IP identity, every message of the capture there."""
    got, said = read(fragments_across_interfaces(tmp_path / f"{link}.pcapng", link))
    assert said == []
    assert len(got) == 524
    assert same_messages(got)


def test_pcap_with_fcs_flag_in_its_link_type(tmp_path):
    """31.9: link type field 0x24000001 (Ethernet, FCS present, two 16-bit words): each
    packet's last 4 bytes are its FCS, stripped; every message there, lengths as without."""
    path = with_fcs(tmp_path / "fcs.pcap")
    records = list(iter_packets(path))
    plain = list(iter_packets(CLIENTS))
    assert [(r.linktype, r.data, r.wirelen) for r in records] == [
        (r.linktype, r.data, r.wirelen) for r in plain
    ]
    got, said = read(path)
    assert said == []
    assert same_messages(got)


def test_a_set_never_drops_a_file_without_naming_it(tmp_path):
    """31.9: in a directory set, the FCS file is read, and a file of a link type kmirror does
    not read (USER0, 147) is named in a warning; the other files' messages are all there."""
    with_fcs(tmp_path / "a.pcap")
    odd = bytearray(CLIENTS.read_bytes())
    struct.pack_into("<I", odd, 20, 147)
    (tmp_path / "b.pcap").write_bytes(bytes(odd))
    got, said = read(tmp_path)
    assert said == [
        f"{tmp_path / 'b.pcap'}: link type 147 (the file header) is not one kmirror reads "
        "(Ethernet, Linux cooked v1/v2, BSD/OpenBSD loopback, raw IP): its packets are skipped"
    ]
    assert len(got) == 524


@pytest.mark.slow
def test_ipv6_fragments(tmp_path):
    """26.2: the capture as IPv6, large datagrams in Fragment headers (some reversed, some
    last-first): every message, the fragmented Produce requests and Fetch responses too."""
    got, said = read(ipv6_fragments(tmp_path / "v6.pcap"))
    assert said == []
    assert same_messages(got, ipv6=True)
    assert {s[7] for _t, _i, s in got} == {"2001:db8::127:0:0:1"}
    apis = {s[1] for _t, _i, s in got}
    assert {0, 1} <= apis  # Produce and Fetch


@pytest.mark.parametrize("version", [4, pytest.param(6, marks=pytest.mark.slow)])
def test_a_fragment_set_that_never_completes_is_counted_and_said(tmp_path, version):
    """26.2: one fragment of one datagram missing: a warning counts the set, its fragments
    and bytes; that segment's messages are declared lost (the stream has a hole there), the
    rest of the capture is read."""
    if version == 4:
        pk = [f for p in packets() for f in (fragments_of(p, 512) if len(p) > 600 else [p])]
        frag = [i for i, p in enumerate(pk) if p[IP].frag]
    else:
        pk = rdpcap(str(ipv6_fragments(tmp_path / "f.pcap")))
        frag = [i for i, p in enumerate(pk) if p.haslayer(IPv6ExtHdrFragment)]
    drop = frag[len(frag) // 2]
    path = tmp_path / "missing.pcap"
    wrpcap(str(path), [p for i, p in enumerate(pk) if i != drop])
    got, said = read(path)
    assert len(said) == 1 and said[0].startswith("1 IP fragment set(s) never completed (")
    assert "their datagrams are not decoded" in said[0]
    assert 500 < len(got) < 524
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        d = Dissector(PORTS)
        list(d.feed_path(path))
    inc = d.fragments.incomplete()
    assert inc.datagrams == 1 and inc.fragments >= 1 and inc.bytes > 0


def test_tiny_fragments_first_and_last_first(tmp_path):
    """31.10: 65 KB of requests in one segment, 8-byte fragments, first and last first: the
    same messages as in order (418 requests)."""
    a, _ = read(tiny_fragments(tmp_path / "ends.pcap"))
    b, _ = read(tiny_fragments(tmp_path / "inorder.pcap", order="in-order"))
    assert len(a) == 418 and [s for _t, _i, s in a] == [s for _t, _i, s in b]


def _reassembly_work(tmp_path, size: int, order: str) -> int:
    path = tiny_fragments(tmp_path / f"{size}-{order}.pcap", size, order)
    recs = [tuple(r) for r in iter_packets(path)]

    def run():
        frags = Fragments()
        return sum(segment_fields(*r, frags) is not None for r in recs)

    w = work(run)
    assert w.result == 5  # the handshake, the reassembled segment, the last ACK
    return w.calls


@pytest.mark.parametrize("order", ["ends-first", "reversed"])
def test_reassembly_work_is_linear_in_the_fragments(tmp_path, order):
    """31.10: the function calls to reassemble one datagram of 8-byte fragments grow with
    the fragments (4x the bytes, at most 4.5x the calls) whatever their order, and stay
    within 1.5x of the in-order work."""
    small = _reassembly_work(tmp_path, 12_000, order)
    big = _reassembly_work(tmp_path, 48_000, order)
    assert big <= 4.5 * small, (small, big)
    assert big <= 1.5 * _reassembly_work(tmp_path, 48_000, "in-order")


def test_fragment_table_bounds():
    """Bounds: a fragment past 65,535 bytes gives its set up; beyond max_open datagrams or
    max_bytes held the oldest are given up; all counted, none kept."""
    f = Fragments(max_open=3, max_bytes=10_000)
    head = bytes(20)
    assert f.ipv4(b"a", b"b", 1, 6, 0x2000 | (MAX_DATAGRAM // 8), head, b"x" * 16) is None
    assert f.incomplete() == (1, 1, 0)
    for ident in range(2, 7):
        assert f.ipv4(b"a", b"b", ident, 6, 0x2000, head, b"y" * 800) is None
    assert len(f) == 3
    assert f.incomplete().datagrams == 6
    for ident in range(7, 30):
        f.ipv4(b"a", b"b", ident, 6, 0x2000, head, b"z" * 4000)
    assert f.held <= 10_000 and len(f) <= 3


def test_overlapping_and_copied_fragments():
    """Overlaps keep the bytes that came first; a copy of a fragment (captured twice) is
    ignored, also once its datagram is whole; an atomic fragment is whole at once."""
    f = Fragments()
    head = bytes([0x45]) + bytes(19)
    payload = bytes(range(48))
    parts = [(0, 16), (24, 48), (8, 32)]  # the last overlaps both sides of the gap it fills
    out = None
    for a, b in parts:
        more = 0x2000 if b < 48 else 0
        got = f.ipv4(b"s", b"d", 9, 6, more | (a // 8), head, payload[a:b])
        out = got or out
    assert out is not None and out[20:] == payload
    assert struct.unpack(">H", out[2:4])[0] == 68
    assert f.ipv4(b"s", b"d", 9, 6, 0x2000 | 1, head, payload[8:32]) is None
    assert f.duplicates == 1 and len(f) == 0 and f.incomplete().datagrams == 0
    whole = f.ipv6(b"s" * 16, b"d" * 16, b"\0\0\0\1", 6, 0, bytes(40), b"abc")
    assert whole is not None and whole[6] == 6 and whole[40:] == b"abc"


def test_client_requests_are_whole_frames():
    buf = client_requests(20_000)
    pos = 0
    while pos < len(buf):
        pos += 4 + struct.unpack_from(">i", buf, pos)[0]
    assert pos == len(buf) and len(buf) > 18_000
