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
