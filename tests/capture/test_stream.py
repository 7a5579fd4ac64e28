"""The live capture's pieces without a network: dumpcap's pcapng stream framed as it comes
(dissector.capture.stream), its interface statistics, the ring of files written, and the
backlog between dumpcap's reader thread and the dissector (dissector.pipeline.dumpcap)."""

from __future__ import annotations

import struct

import pytest

from dissector.capture.files import CaptureReader
from dissector.capture.stream import InterfaceStats, Packet, PcapngStream, RingWriter
from dissector.errors import CaptureError
from dissector.pipeline.dumpcap import Backlog

from helpers import CAPTURES

FAILBACK = CAPTURES / "failback.pcapng"


def _isb(iface: int, **counters: int) -> bytes:
    """An interface statistics block (little-endian) with the given u64 counters."""
    codes = {"ifrecv": 4, "ifdrop": 5, "filteraccept": 6, "osdrop": 7, "usrdeliv": 8}
    opts = b"".join(struct.pack("<HHQ", codes[k], 8, v) for k, v in counters.items())
    opts += struct.pack("<HH", 0, 0)
    body = struct.pack("<III", iface, 0, 0) + opts
    n = 12 + len(body)
    return struct.pack("<II", 5, n) + body + struct.pack("<I", n)


@pytest.mark.parametrize("chunk", [1, 7, 4096, 1 << 20])
def test_stream_in_any_chunks_gives_the_file_readers_packets(chunk):
    data = FAILBACK.read_bytes()
    s = PcapngStream()
    got = []
    raws = []
    for i in range(0, len(data), chunk):
        for raw, item in s.feed(data[i : i + chunk]):
            raws.append(raw)
            if isinstance(item, Packet):
                got.append(tuple(item))
    s.end()
    want = [tuple(r) for r in CaptureReader(str(FAILBACK))]
    assert len(want) == 1021
    assert got == want
    assert s.packets == 1021 and s.bytes == sum(len(r[3]) for r in want)
    assert s.cut is None
    # every block comes back as it came: written out they are the file again
    assert b"".join(raws) == data


def test_interface_statistics_say_what_was_dropped():
    data = FAILBACK.read_bytes() + _isb(0, ifrecv=1500, ifdrop=7, osdrop=472)
    s = PcapngStream()
    items = [item for _raw, item in s.feed(data)]
    stats = [i for i in items if isinstance(i, InterfaceStats)]
    # dumpcap's own block when the scenario was captured, then ours: the latest counts
    assert stats == [
        InterfaceStats(0, 1021, 0, None, None, None),
        InterfaceStats(0, 1500, 7, None, 472, None),
    ]
    assert s.dropped == 479


def test_a_stream_cut_inside_a_block_says_so_and_a_non_pcapng_one_is_refused():
    data = FAILBACK.read_bytes()
    data = data[: len(data) - len(_last_block(data))]  # (its statistics block left out)
    s = PcapngStream("dumpcap on lo")
    s.feed(data[:-10])
    s.end()
    assert s.packets == 1020
    assert s.cut == "dumpcap on lo ends inside a block (" + str(
        len(data[:-10]) - len(data) + len(_last_block(data))
    ) + " bytes left)"
    with pytest.raises(CaptureError, match="not a pcapng stream"):
        PcapngStream().feed((CAPTURES / "clients.pcap").read_bytes()[:64])


def _last_block(data: bytes) -> bytes:
    n = struct.unpack_from("<I", data, len(data) - 4)[0]
    return data[-n:]


def test_ring_of_files_each_reads_alone_and_the_newest_are_kept(tmp_path):
    data = FAILBACK.read_bytes()
    s = PcapngStream()
    ring = RingWriter(str(tmp_path / "r.pcapng"), filesize=40_000, files=3)
    for raw, _item in s.feed(data):
        ring.write(raw, s.header)
    ring.close()
    assert len(ring.written) == 3
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        p.rsplit("/", 1)[1] for p in ring.written
    )
    numbers = [int(p.rsplit("_", 2)[1]) for p in ring.written]
    assert numbers == list(range(numbers[0], numbers[0] + 3)) and numbers[0] > 1
    frames = [r for p in ring.written for r in CaptureReader(p)]
    every = list(CaptureReader(str(FAILBACK)))
    # the kept files are the capture's last packets, in order, none twice
    tail = [tuple(r)[1:] for r in every[-len(frames) :]]
    assert [tuple(r)[1:] for r in frames] == tail
    for p in ring.written:
        assert (tmp_path / p.rsplit("/", 1)[1]).stat().st_size <= 40_000


def test_one_file_without_ring_is_the_stream_unchanged(tmp_path):
    data = FAILBACK.read_bytes() + _isb(0, ifrecv=1021, ifdrop=0)
    s = PcapngStream()
    out = tmp_path / "one.pcapng"
    ring = RingWriter(str(out))
    for raw, _item in s.feed(data):
        ring.write(raw, s.header)
    ring.close()
    assert out.read_bytes() == data


def test_backlog_goes_to_a_file_past_its_memory_and_keeps_the_order():
    b = Backlog(memory=10)
    chunks = [bytes([i]) * 4 for i in range(8)]
    for c in chunks:
        b.put(c)
    b.put(None)
    assert b.size == 32
    assert b._file is not None  # (past 10 bytes the chunks went to the file)
    got = []
    while (c := b.get(0.01)) is not None:
        got.append(c)
    assert got == chunks and b.size == 0
    assert b.get(0.01) == b""  # (empty and ended: a tick, not a block)
