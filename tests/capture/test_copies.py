"""A packet captured twice counts once, whatever the files (dissector.capture.copies).

The captures are captures/clients.pcap's packets (real clients against a real
broker) written again by scapy as a second host would see them: other MAC
addresses, TTL one less, the IP checksum redone, the clock ``skew`` ahead (or
behind), TCP bytes unchanged.  ``merged``: both hosts' packets in one file,
ordered by time (what mergecap writes); the same packets as two files read as a
capture set.  ``snap``: each packet twice, 1 us apart, a copy cut to 96 bytes
and a whole one, in either order.  tshark's Kafka dissector is the oracle of
the message list.
"""

from __future__ import annotations

import subprocess
from collections import Counter

import pytest
from scapy.layers.inet import IP
from scapy.layers.l2 import Ether
from scapy.utils import RawPcapReader, RawPcapWriter, rdpcap, wrpcap

import dissector
from dissector.capture import copies as copies_module
from dissector.capture.copies import WINDOW_NS, Copies
from dissector.capture.files import iter_packets, packet_identity
from dissector.capture.sets import CaptureSet

from helpers import CAPTURES, CLIENTS, needs_tshark

#: what a message is, frames and times aside
SAME = ["tcp_stream", "direction", "api_key", "correlation_id", "length", "latency_ms", "expert"]


def _host_b(skew: float) -> list:
    out = []
    for p in rdpcap(str(CLIENTS)):
        q = Ether(bytes(p))
        q[Ether].src, q[Ether].dst = "02:00:00:00:00:0b", "02:00:00:00:00:0c"
        q[IP].ttl -= 1
        del q[IP].chksum
        q = Ether(bytes(q))
        q.time = p.time + skew
        out.append(q)
    return out


def _two_hosts(tmp_path, skew: float) -> tuple:
    """(one merged file, [host a's file, host b's file]) for a clock ``skew`` in seconds."""
    a = list(rdpcap(str(CLIENTS)))
    b = _host_b(skew)
    merged = tmp_path / f"merged{skew}.pcap"
    wrpcap(str(merged), sorted(a + b, key=lambda p: p.time))
    wrpcap(str(tmp_path / "b.pcap"), b)
    return merged, [CLIENTS, tmp_path / "b.pcap"]


def _snap_copies(path, whole_first: bool, snap: int = 96) -> None:
    w = RawPcapWriter(str(path), linktype=1, sync=False)
    w.write_header(None)
    for data, meta in RawPcapReader(str(CLIENTS)):
        pair = [data, data[:snap]] if whole_first else [data[:snap], data]
        for k, d in enumerate(pair):
            w._write_packet(d, 1, sec=meta.sec, usec=meta.usec + k, caplen=len(d),
                            wirelen=meta.wirelen)  # fmt: skip
    w.close()


def _cut_file(path, snap: int | None, usec: int = 0, header_snaplen: int = 262144) -> None:
    """clients.pcap's packets cut to ``snap`` bytes (None: whole), ``usec`` later, with
    ``header_snaplen`` in the file header (tcpdump -s writes the snap length there)."""
    w = RawPcapWriter(str(path), linktype=1, snaplen=header_snaplen, sync=False)
    w.write_header(None)
    for data, meta in RawPcapReader(str(CLIENTS)):
        d = data if snap is None else data[:snap]
        w._write_packet(d, 1, sec=meta.sec, usec=meta.usec + usec, caplen=len(d),
                        wirelen=meta.wirelen)  # fmt: skip
    w.close()


@pytest.fixture(scope="module")
def clients():
    return dissector.read_capture(CLIENTS)


@pytest.mark.parametrize("skew", [0.030, -0.030])
def test_two_hosts_merged_in_one_file_read_as_one(tmp_path, clients, skew):
    merged, files = _two_hosts(tmp_path, skew)
    one = dissector.read_capture(merged)
    assert (len(one), one["tcp_stream"].nunique()) == (524, 60)  # 690 rows over 97 before
    assert one[SAME].equals(clients[SAME])
    both = dissector.read_capture(files)
    assert both[SAME].equals(clients[SAME])
    reader = CaptureSet([str(f) for f in files])
    assert sum(1 for _ in reader.tuples()) == 1076 and reader.duplicates == 1076


@pytest.mark.slow
@pytest.mark.parametrize("skew", [0.001, 0.250, 0.500, -0.500, 2.0])
def test_clock_skews_up_to_the_window_and_beyond(tmp_path, clients, skew):
    """Within 500 ms the copies are dropped; beyond, TCP still takes a copy for what it is
    (a SYN with the first sequence number of a connection already closed is a late copy)."""
    merged, files = _two_hosts(tmp_path, skew)
    for source in (merged, files):
        assert dissector.read_capture(source)[SAME].equals(clients[SAME])
    reader = CaptureSet([str(f) for f in files])
    n = sum(1 for _ in reader.tuples())
    assert (n, reader.duplicates) == ((1076, 1076) if abs(skew) <= 0.5 else (2152, 0))


@pytest.mark.parametrize("whole_first", [False, True])
def test_the_whole_copy_wins_over_the_cut_one(tmp_path, clients, whole_first):
    path = tmp_path / "snap.pcap"
    _snap_copies(path, whole_first)
    df = dissector.read_capture(path)
    assert not df["expert"].str.contains("truncated").any()  # 480 truncated@ before
    assert df[SAME].equals(clients[SAME])
    # each message at the frame of its packet's first copy, as tshark shows it
    assert (df["frame"] == 2 * clients["frame"] - 1).all()
    # the same copies as two files: the cut ones in one, the whole ones in the other
    cut = tmp_path / "cut.pcap"
    _cut_file(cut, snap=96, usec=1 if whole_first else 0)
    whole = tmp_path / "whole.pcap"
    _cut_file(whole, snap=None, usec=0 if whole_first else 1)
    both = dissector.read_capture([cut, whole])
    assert not both["expert"].str.contains("truncated").any()
    assert both[SAME].equals(clients[SAME])


def test_a_file_cut_by_its_own_snap_length_is_not_held_back(tmp_path, monkeypatch):
    """tcpdump -s 96 writes 96 in the file header: no record there has a fuller copy, so
    no segment is asked about (the read costs what it did)."""
    path = tmp_path / "s96.pcap"
    _cut_file(path, snap=96, header_snaplen=96)
    asked = []
    segment = Copies.segment
    monkeypatch.setattr(Copies, "segment", lambda self, *a: asked.append(1) or segment(self, *a))
    df = dissector.read_capture(path)
    assert asked == [] and len(df) == 524
    assert df["expert"].str.contains("truncated").sum() == 480
    # the same records in a file whose header says nothing of it: asked, read alike
    loose = tmp_path / "loose.pcap"
    _cut_file(loose, snap=96)
    assert dissector.read_capture(loose).drop(columns="time").equals(df.drop(columns="time"))
    assert len(asked) > 1000


def test_the_rule_is_bounded():
    c = Copies(lambda old, new: new, max_keys=1000)
    t = 1_000_000_000
    assert not c.copy(t, 1) and c.copy(t + WINDOW_NS, 1)  # 500 ms apart: a copy
    assert not c.copy(t + 2 * WINDOW_NS + 1, 1)  # 500 ms and 1 ns after the copy kept
    for k in range(10_000):  # one instant, many packets: what is remembered stays bounded
        c.copy(t + 3 * WINDOW_NS, 10 + k)
    assert len(c.seen) <= 1001
    # held back: at most MAX_HELD records however long nothing fuller comes
    held = Copies(lambda old, new: new)
    out = []
    for k in range(copies_module.MAX_HELD + 100):
        out += held.hold(t, 10 + k, 10, k, 60)  # every one cut, the same instant
    assert len(held.held) <= copies_module.MAX_HELD + 1
    assert out == list(range(len(out))) and out + held.flush() == list(
        range(copies_module.MAX_HELD + 100)
    )


def test_a_fuller_copy_takes_the_place_of_the_cut_one():
    c = Copies(lambda old, new: (old[0], new))
    t = 5_000_000_000
    assert not c.copy(t, 7, 100, None)
    assert c.hold(t, 7, 100, ("first", "cut"), 96) == []
    assert not c.copy(t + 1, 8, 0, None)
    assert c.hold(t + 1, 8, 0, ("other", "whole"), 60) == []  # behind the cut one: waits
    assert c.copy(t + 2, 7, 0, "whole bytes")
    assert c.hold(t + 3, 9, 0, ("next", "x"), 60) == [
        ("first", "whole bytes"),
        ("other", "whole"),
        ("next", "x"),
    ]
    assert (c.duplicates, c.whole) == (1, 1)


def test_an_untagged_ethernet_ipv4_packet_has_the_identity_of_its_ip_packet():
    """packet_identity's first case (Ethernet, untagged IPv4: the link layer read inline)
    gives what the general path gives the same IP packet under other link headers (raw
    IP, Linux cooked, a VLAN tag: the link plays no part), on every committed capture."""
    n = 0
    for path in sorted(CAPTURES.glob("*.pcap*")):
        for _frame, _ts, lt, d, _wirelen in iter_packets(path).tuples():
            if lt != 1 or len(d) < 14:
                continue
            key = packet_identity(1, d)
            tagged = d[:12] + b"\x81\x00\x00\x07" + d[12:]  # VLAN 7
            assert packet_identity(1, tagged) == key, (path.name, _frame)
            if d[12:14] == b"\x08\x00":
                ip = d[14:]
                cooked = bytes(14) + b"\x08\x00" + ip  # Linux cooked v1
                assert packet_identity(101, ip) == packet_identity(113, cooked) == key
                n += key is not None
    assert n > 10_000
    # too short for an IPv4 header, or not IPv4 (ARP): no identity, as before
    assert packet_identity(1, bytes(12) + b"\x08\x00" + bytes(19)) is None
    assert packet_identity(1, bytes(12) + b"\x08\x06" + bytes(46)) is None


def _message_list(path) -> tuple[Counter, Counter]:
    ours = Counter((m.frame, m.correlation_id) for m in dissector.iter_messages(path))
    out = subprocess.run(
        ["tshark", "-r", str(path), "-d", "tcp.port==9092,kafka", "-T", "fields",
         "-e", "frame.number", "-e", "kafka.correlation_id"],
        capture_output=True, text=True, check=True,
    ).stdout  # fmt: skip
    theirs = Counter()
    for line in out.splitlines():
        frame, ids = line.split("\t")
        for i in filter(None, ids.split(",")):
            theirs[(int(frame), int(i))] += 1
    return ours, theirs


@needs_tshark
@pytest.mark.slow
def test_tshark_lists_the_same_messages(tmp_path):
    merged, _files = _two_hosts(tmp_path, 0.030)
    cut_first = tmp_path / "snap.pcap"
    _snap_copies(cut_first, whole_first=False)
    for path in (merged, cut_first):
        ours, theirs = _message_list(path)
        assert sum(theirs.values()) == 524
        assert ours == theirs
