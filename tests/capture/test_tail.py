"""The end of a capture read without reading all of it (:mod:`dissector.capture.tail`).

A capture set's partition warms up on the last records of the file before it; reading
only that end must give the very records (time, link type, bytes, length) the whole
file's read ends with, on every committed capture and hand-made case, pcap and pcapng."""

from __future__ import annotations

import struct
import warnings
from collections import deque

import pytest

from dissector.capture.files import CaptureReader, iter_packets
from dissector.capture.tail import tail_spans
from dissector.errors import CaptureError

from helpers import CAPTURES, CASES

FILES = sorted([*CAPTURES.glob("*.pcap"), *CAPTURES.glob("*.pcapng"), *CASES.glob("*.pcap*")])


def _records(reader) -> list[tuple]:
    """Every record but its frame number (the tail numbers its records from 1)."""
    return [t[1:] for t in reader.tuples()]


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_the_tail_is_the_end_of_the_whole_read(path):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        full = iter_packets(path)
        try:
            whole = _records(full)
        except CaptureError:
            pytest.skip("not a capture (a hostile case)")
        for n in (1, 7, 50, 400):
            spans = tail_spans(path, n)
            if spans is None:
                continue
            reader = CaptureReader(str(path), spans=tuple(spans))
            got = _records(reader)
            assert len(got) >= n
            assert got == whole[len(whole) - len(got) :]
            assert deque(got, maxlen=n) == deque(whole, maxlen=n)
            assert reader.cut == full.cut


def test_the_tail_is_used_on_the_committed_captures():
    """Not a path taken on no file: every committed capture of more than 60 records has a
    tail of 50 (pcap and pcapng alike)."""
    used = [p.name for p in CAPTURES.glob("*.pcap*") if tail_spans(p, 50) is not None]
    assert any(n.endswith(".pcap") for n in used) and any(n.endswith(".pcapng") for n in used)


def test_what_the_walk_cannot_vouch_for_is_read_whole(tmp_path):
    # a pcap record longer than a record can be: the reader stops there, the walk says None
    bad = tmp_path / "bad.pcap"
    head = struct.pack("<IHHiIII", 0xA1B2C3D4, 2, 4, 0, 0, 65535, 1)
    rec = struct.pack("<IIII", 1, 0, 60, 60) + bytes(60)
    bad.write_bytes(head + rec * 10 + struct.pack("<IIII", 1, 0, 1 << 25, 60) + rec * 10)
    assert tail_spans(bad, 3) is None
    # fewer records than asked for: nothing to gain
    small = tmp_path / "small.pcap"
    small.write_bytes(head + rec * 3)
    assert tail_spans(small, 3) is None
    assert tail_spans(small, 2) == [(0, 24), (24 + 76, 24 + 3 * 76)]
    # gzip
    gz = tmp_path / "x.pcap.gz"
    gz.write_bytes(b"\x1f\x8b" + bytes(60))
    assert tail_spans(gz, 1) is None


def _walks(path, n: int) -> tuple:
    """The pcapng walk on the file's words read in place, and the walk by ``struct``."""
    import mmap
    import os

    from dissector.capture import tail

    size = os.path.getsize(path)
    with open(path, "rb") as f, mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) as m:
        return tail.pcapng_tail_words(m, size, n), tail.pcapng_tail_struct(m, size, n)


PCAPNG = [p for p in FILES if p.read_bytes()[:4] == b"\x0a\x0d\x0d\x0a"]


@pytest.mark.parametrize("path", PCAPNG, ids=lambda p: p.name)
def test_the_word_walk_is_the_struct_walk(path):
    """The walk on 32-bit words (a section in this machine's order) finds the spans the
    walk by ``struct`` finds, on every committed pcapng capture and case."""
    for n in (1, 7, 50, 400):
        fast, general = _walks(path, n)
        assert fast == general


def _block(order: str, btype: int, body: bytes) -> bytes:
    body += bytes(-len(body) % 4)
    length = 12 + len(body)
    return struct.pack(order + "II", btype, length) + body + struct.pack(order + "I", length)


def _section(order: str, packets: int, first: int = 0, idb_after: int | None = None) -> bytes:
    """A pcapng section in byte order ``order``: its header, an Ethernet interface, then
    ``packets`` enhanced packet blocks (a second interface after ``idb_after`` of them)."""
    out = _block(order, 0x0A0D0D0A, struct.pack(order + "IHHq", 0x1A2B3C4D, 1, 0, -1))
    out += _block(order, 1, struct.pack(order + "HHI", 1, 0, 65535))
    for i in range(packets):
        if i == idb_after:
            out += _block(order, 1, struct.pack(order + "HHI", 1, 0, 65535))
        data = bytes([first + i & 0xFF]) * (60 + i % 5)
        interface = i % 2 if idb_after is not None and i >= idb_after else 0
        head = struct.pack(order + "IIIII", interface, 0, first + i, len(data), len(data))
        out += _block(order, 6, head + data)
    return out


@pytest.mark.parametrize(
    "content",
    [
        _section("<", 30),
        _section(">", 30),
        _section("<", 20) + _section(">", 20, 100),
        _section(">", 20) + _section("<", 20, 100),
        _section("<", 20) + _section("<", 20, 100),
        _section("<", 30, idb_after=12),
        _section("<", 30)[:-7],  # cut inside the last block: not a multiple of 4 bytes
        _section("<", 30)[:-2],
        _section("<", 30) + b"\x06\x00\x00\x00\x0e\x00\x00\x00" + bytes(12),  # bad length
    ],
    ids=["little", "big", "little-big", "big-little", "two-little", "idb-mid", "cut-7",
         "cut-2", "bad-length"],
)
def test_the_word_walk_on_made_files(tmp_path, content):
    """Sections in either byte order, a second section, an interface described between
    packets, a cut or bad last block: both walks agree, and the tail read is the end of
    the whole read (its last records, less the one a cut block held)."""
    path = tmp_path / "made.pcapng"
    path.write_bytes(content)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        whole = _records(iter_packets(path))
        for n in (1, 5, 15, 25):
            fast, general = _walks(path, n)
            assert fast == general
            if fast is not None:
                got = _records(CaptureReader(str(path), spans=tuple(fast)))
                # (a cut last block counts as one of the n: the caller reads more)
                assert got == whole[len(whole) - len(got) :]
                assert len(got) >= n - (len(content) % 4 != 0)


def test_the_word_walk_is_taken_on_this_machines_order(tmp_path, monkeypatch):
    """A file whose sections are all in this machine's byte order is walked on its words
    (the ``struct`` walk only for a section in the other order)."""
    import sys

    from dissector.capture import tail

    native, other = ("<", ">") if sys.byteorder == "little" else (">", "<")
    mine, theirs = tmp_path / "mine.pcapng", tmp_path / "theirs.pcapng"
    mine.write_bytes(_section(native, 30) + _section(native, 10, 50))
    theirs.write_bytes(_section(native, 30) + _section(other, 10, 50))
    expected = _walks(mine, 5)[1]

    def refused(*args):
        raise AssertionError("the struct walk")

    monkeypatch.setattr(tail, "pcapng_tail_struct", refused)
    assert tail_spans(mine, 5) == expected
    with pytest.raises(AssertionError, match="the struct walk"):
        tail_spans(theirs, 5)
