"""A capture set's merge in runs gives what the heap merge of every record gave
(dissector.capture.sets).

:meth:`CaptureSet.tuples` takes records of one file in a loop while they come before
the other files' next records, and goes back to the heap only then.  The oracle here
is the merge it replaced: ``heapq.merge`` over ``(time, file index, record)`` (its
stability: on equal times the earlier file first), the duplicate rule
(:class:`~dissector.capture.copies.Copies`) asked about every record, frames numbered
in the merged order.  Both must give the same records, the same file for each frame,
the same counts; for files whose times interleave, tie across files or go backwards
within a file (``heapq.merge`` assumes sorted inputs: whatever order it gave such a
file is the order), empty files, rotated files, copies cut by a snap length, and
clamped times.  The files are captures/clients.pcap's packets written again by scapy
with the times each case needs.
"""

from __future__ import annotations

import heapq
import random

import pytest
from fuzz.capture_gen import pcapng, tsresol
from scapy.utils import RawPcapReader, RawPcapWriter

from dissector.capture.copies import Copies
from dissector.capture.files import iter_packets, packet_identity
from dissector.capture.sets import DEDUP_NS, CaptureSet

from helpers import CLIENTS


def _heap_merged(paths: list[str], dedup_ns: int = DEDUP_NS) -> tuple[list[tuple], Copies]:
    """The records ``(frame, ts, linktype, data, wirelen, file index)`` as the heap merge
    gave them (CaptureSet.tuples before the merge in runs), and its duplicate rule."""
    readers = [iter_packets(p) for p in paths]

    def tagged(i, reader):
        for _frame, ts, lt, data, wirelen in reader.tuples():
            yield ts, i, lt, data, wirelen

    merged = heapq.merge(*(tagged(i, r) for i, r in enumerate(readers)), key=lambda t: t[0])
    copies = Copies(lambda old, new: (old[0], old[1], new[2], new[3], new[4]), dedup_ns)
    out: list[tuple] = []
    for rec in merged:
        ts, _i, lt, data, wirelen = rec
        key = packet_identity(lt, data)
        if key is None:
            missing = 0
        else:
            missing = wirelen - len(data)
            if copies.copy(ts, key, missing, rec):
                continue
        if copies.held or missing:
            due = copies.hold(ts, key, missing, rec, len(data))
        else:
            due = [rec]
        for ts, i, lt, data, wirelen in due:
            out.append((len(out) + 1, ts, lt, data, wirelen, i))
    for ts, i, lt, data, wirelen in copies.flush():
        out.append((len(out) + 1, ts, lt, data, wirelen, i))
    return out, copies


def _run_merged(paths: list[str], dedup_ns: int = DEDUP_NS) -> tuple[list[tuple], CaptureSet]:
    """CaptureSet's records with the file :meth:`CaptureSet.file_of` names for each, asked
    as it is given and again at the end; its clamped count checked against its files'."""
    cs = CaptureSet(paths, dedup_ns)
    out = []
    for frame, ts, lt, data, wirelen in cs.tuples():
        assert cs.clamped_count == sum(r.clamped_count for r in cs.readers)
        out.append((frame, ts, lt, data, wirelen, paths.index(cs.file_of(frame))))
    assert [r[5] for r in out] == [paths.index(cs.file_of(r[0])) for r in out]
    assert cs.clamped_count == sum(r.clamped_count for r in cs.readers)
    return out, cs


def _same(paths: list) -> list[tuple]:
    paths = [str(p) for p in paths]
    new, cs = _run_merged(paths)
    old, copies = _heap_merged(paths)
    assert new == old
    assert (cs.duplicates, cs.copies.whole) == (copies.duplicates, copies.whole)
    return new


def _clients() -> list[tuple[bytes, int]]:
    """clients.pcap's records ``(bytes, wirelen)``."""
    return [(data, meta.wirelen) for data, meta in RawPcapReader(str(CLIENTS))]


def _write(path, records) -> str:
    """A pcap of ``records`` ``(time in us, bytes, wirelen)``, in that order."""
    w = RawPcapWriter(str(path), linktype=1, sync=False)
    w.write_header(None)
    for us, data, wirelen in records:
        w._write_packet(data, 1, sec=us // 10**6, usec=us % 10**6, caplen=len(data),
                        wirelen=wirelen)  # fmt: skip
    w.close()
    return str(path)


T0 = 1_700_000_000 * 10**6  # us


def test_interleaved_tied_backwards_and_empty_files(tmp_path):
    pkts = _clients()
    a = [(T0 + 10 * k, d, w) for k, (d, w) in enumerate(pkts[30::3])]
    b = [(T0 + 10 * k + 5, d, w) for k, (d, w) in enumerate(pkts[31::3])]
    # c: the times of a (ties across files), other packets
    c = [(T0 + 10 * k, d, w) for k, (d, w) in enumerate(pkts[32::3])]
    # d: times going backwards, across the others'; packets of its own, then copies
    d = [(T0 + 400 - 7 * k, dd, w) for k, (dd, w) in enumerate(pkts[:60])]
    files = [
        _write(tmp_path / "a.pcap", a),
        _write(tmp_path / "empty.pcap", []),
        _write(tmp_path / "b.pcap", b),
        _write(tmp_path / "c.pcap", c),
        _write(tmp_path / "d.pcap", d),
    ]
    # e: ties with a while e's records run (a's record of that time first, though e ran)
    e = [(T0 + 10, pkts[-1][0], pkts[-1][1]), (T0 + 10, *pkts[-2]), (T0 + 20, *pkts[-3])]
    files.append(_write(tmp_path / "e.pcap", e))
    got = _same(files)
    assert {r[5] for r in got} == {0, 2, 3, 4, 5}
    at_20 = [r[5] for r in got if r[1] == (T0 + 20) * 1000]
    assert at_20 == [0, 3, 5]
    ts = [r[1] for r in got]
    assert ts != sorted(ts)  # d's times went backwards: not a sorted merge
    # a tie across files: the earlier file first
    tie = [r[5] for r in got if r[1] == (T0 + 10) * 1000]
    assert tie == [0, 3, 5, 5]
    for order in (files[::-1], [files[4], files[0]], [files[1]], files[1:3]):
        _same(order)


def test_rotated_files(tmp_path):
    pkts = _clients()
    recs = [(T0 + 100 * k, d, w) for k, (d, w) in enumerate(pkts)]
    step = len(recs) // 4 + 1
    files = [_write(tmp_path / f"r{k}.pcap", recs[k * step : (k + 1) * step]) for k in range(4)]
    got = _same(files)
    assert len(got) == len(pkts) and [r[0] for r in got] == list(range(1, len(pkts) + 1))
    assert [r[5] for r in got] == sorted(r[5] for r in got)
    _same(files[::-1])
    # rotated, each file's last record at the next one's first time
    tied = [recs[k * step : (k + 1) * step + 1] for k in range(4)]
    _same([_write(tmp_path / f"t{k}.pcap", t) for k, t in enumerate(tied)])


@pytest.mark.parametrize("whole_first", [False, True])
def test_copies_cut_by_a_snap_length_across_files(tmp_path, whole_first):
    """Copies held back and merged (the duplicate rule's item) come out as before."""
    pkts = _clients()
    cut = [(T0 + 100 * k + (0 if whole_first else 1), d[:96], w) for k, (d, w) in enumerate(pkts)]
    whole = [(T0 + 100 * k + (1 if whole_first else 0), d, w) for k, (d, w) in enumerate(pkts)]
    files = [_write(tmp_path / "cut.pcap", cut), _write(tmp_path / "whole.pcap", whole)]
    got = _same(files)
    assert len(got) == len(pkts)
    _same(files[::-1])
    # the same copies at equal times
    same_time = [(T0 + 100 * k, d[:96], w) for k, (d, w) in enumerate(pkts)]
    _same([_write(tmp_path / "cut0.pcap", same_time), files[1]])


def test_clamped_times(tmp_path):
    far = tmp_path / "far.pcapng"
    ticks = iter([1_700_000_000, 1_700_000_001, 1_700_000_002, (1 << 64) - 1, (1 << 64) - 1, 5, 6])
    far.write_bytes(pcapng(iface_options=tsresol(0), ticks=ticks))
    pkts = _clients()
    near = _write(tmp_path / "near.pcap", [(T0 + k, d, w) for k, (d, w) in enumerate(pkts[:20])])
    got = _same([near, far])
    assert any(r[1] == (1 << 63) - 1 for r in got)


def test_random_files(tmp_path):
    """Files of random times (many ties, some backwards), some packets in several files."""
    pkts = _clients()
    rng = random.Random(29)
    for case in range(40):
        files = []
        for k in range(rng.randint(1, 5)):
            n = rng.choice([0, 1, 5, 40])
            # packets of its own, or some of another file's (copies)
            start = rng.choice([100 * k, rng.randrange(0, 50)])
            t = T0 + rng.randrange(0, 20)
            recs = []
            for j in range(n):
                t += rng.choice([-3, 0, 0, 0, 1, 2, 5, 500])
                d, w = pkts[(start + j) % len(pkts)]
                recs.append((t, d if rng.random() < 0.8 else d[:60], w))
            files.append(_write(tmp_path / f"{case}_{k}.pcap", recs))
        _same(files)
