"""Stitching a capture set's parts without a cluster: the graph's steps as plain calls.

:mod:`dissector.parallel.graph` only schedules functions on Dask; here the same functions
run in this process, in the graph's order: every file read (:func:`part.read_part`), the
seams planned twice (:func:`stitch.seams`), the files they name read again
(:func:`part.read_again`), the set numbered (:func:`stitch.numbering_of`) and each part's
rows made final (:func:`stitch.final_rows`).  The rows must be the one-process read's,
byte for byte, on files cut mid-connection (the seams' hard cases: requests answered in
the next file, frames cut in two, connections that carry on).
"""

from __future__ import annotations

import struct

import pytest

from dissector.frames.framing import DEFAULT_MAX_FRAME
from dissector.parallel import part, stitch
from dissector.parallel.plan import WARM_RECORDS, partition_groups
from dissector.pipeline.choice import resolve_profile
from dissector.pipeline.dissector import Dissector
from dissector.tables.table import iter_rows

from helpers import CAPTURES, CLIENTS, tcp_conversation

CASES = [
    ("failback", CAPTURES / "failback.pcapng", (9092, 9093, 19092, 19093), 150),
    ("clients", CLIENTS, (9092,), 120),
]


def stitched(
    files: list[str], ports: tuple[int, ...], profile, warm: int = WARM_RECORDS,
    again: list | None = None,
) -> tuple[list[list], dict]:
    """The rows of ``files`` as the Dask graph makes them, with no Dask at all, and the
    set's numbering (``offsets``: the set-wide frame before each file's first).
    ``again``: given a list, the partitions read again are added to it."""
    opts = {"ports": ports, "profile": profile, "full": False, "max_frame": DEFAULT_MAX_FRAME,
            "detect": False, "warm": warm, "max_decompressed": None}
    n = len(files)
    reads = [[part.read_part(files, k, opts, ("tail", warm) if k else None)]
             for k in range(n)]
    infos = [r[0].info for r in reads]
    for chain in (False, True):
        plan = stitch.seams(infos, opts, chain=chain)
        for k in range(n):
            second = part.read_again(files, k, opts, plan)
            if second is not None:
                reads[k].append(second)
                infos[k] = second.info
                if again is not None:
                    again.append(k)
    numbering = stitch.numbering_of(infos)
    rows = []
    for k in range(n):
        rows += stitch.final_rows(reads[k][-1], k, numbering, opts).rows
    return rows, numbering


@pytest.mark.parametrize(("name", "capture", "ports", "piece"), CASES, ids=[c[0] for c in CASES])
def test_parts_stitched_without_a_cluster_are_the_one_process_read(
    name, capture, ports, piece, rotate, tmp_path
):
    files = [str(f) for f in rotate(capture, tmp_path / "set", piece)]
    assert len(files) >= 3
    profile = resolve_profile("auto", files, ports, False)
    whole = [list(r) for r in iter_rows(Dissector(ports, profile).feed_path(files))]
    got, numbering = stitched(files, ports, profile)
    rows = [list(r) for r in got]
    assert len(rows) == len(whole)
    assert rows == whole
    # the seams were at work: some request is answered in a later file than its own
    offsets = numbering["offsets"]

    def file_of(frame: int) -> int:
        return max(k for k, o in enumerate(offsets[:-1]) if o < frame)

    across = [r for r in whole if r[3] == "request" and r[19] is not None
              and file_of(r[19]) > file_of(r[0])]
    assert across


def _split_requests(exchanges: int) -> list:
    """Scapy packets of one long-lived connection to 9092 (handshake first): ``exchanges``
    ApiVersions v0 requests, each frame cut in two segments (a 300-byte client id), each
    answered in one.  Three packets an exchange: a file of packets cut at a multiple of
    three ends on a response, and a warm-up of ``3m + 2`` records starts in the second
    half of a request."""
    segments = []
    for cid in range(1, exchanges + 1):
        rest = struct.pack(">hhih", 18, 0, cid, 300) + b"c" * 300
        request = struct.pack(">i", len(rest)) + rest
        body = struct.pack(">ihi", cid, 0, 1) + struct.pack(">hhh", 18, 0, 3)
        segments += [(True, request[:120]), (True, request[120:]),
                     (False, struct.pack(">i", len(body)) + body)]
    return tcp_conversation(segments, start=1_700_000_000.0, step=0.001)


def test_a_warm_up_resynchronised_is_not_the_partition_read_again(tmp_path):
    """A partition whose warm-up starts inside a frame of a connection that began files
    earlier resynchronises there (the warm-up's messages flagged ``RESYNCHRONISED``): that
    is the warm-up's, not a seam the partition cut, and the partition is not read again
    from the connection's first file (each such partition was, until the resynchronisations
    the warm-up made were told from the partition's own: a set of long-lived connections
    was read about as many times over as it has files)."""
    from scapy.utils import wrpcap

    packets = _split_requests(60)
    files = []
    for i in range(0, len(packets), 30):
        files.append(str(tmp_path / f"rot_{i // 30:03d}.pcap"))
        wrpcap(files[-1], packets[i : i + 30])
    assert len(files) >= 6
    ports = (9092,)
    profile = resolve_profile("auto", files, ports, False)
    whole = [list(r) for r in iter_rows(Dissector(ports, profile).feed_path(files))]
    # each warm-up (8 records: the second half of a request first) resynchronises
    opts = {"ports": ports, "profile": profile, "full": False, "max_frame": DEFAULT_MAX_FRAME,
            "detect": False, "warm": 8, "max_decompressed": None}
    second = part.read_part(files, 2, opts, ("tail", 8))
    assert second.info["w"] == 8 and second.info["doubtful"] == set()
    again: list[int] = []
    got, _ = stitched(files, ports, profile, warm=8, again=again)
    assert again == []
    assert [list(r) for r in got] == whole
    # clean (every request answered, no expert word): the warm-ups' resynchronisations
    # made no row of a partition's own
    assert len(whole) == 120 and all(not r[part.EXPERT] and r[part.NOTES] == "" for r in whole)


@pytest.mark.parametrize(("name", "capture", "ports", "piece"), CASES, ids=[c[0] for c in CASES])
@pytest.mark.parametrize("warm", [20, 1000])
def test_partitions_of_several_files_stitched_are_the_one_process_read(
    name, capture, ports, piece, warm, rotate, tmp_path
):
    """Partitions of two or three files each, and the grouping two workers get: the
    rows are the one-process read's (the warm-up of 20 records cuts requests from their
    answers at the seams, so second reads of several-file partitions are compared)."""
    files = [str(f) for f in rotate(capture, tmp_path / "set", piece // 2)]
    assert len(files) >= 6
    profile = resolve_profile("auto", files, ports, False)
    whole = [list(r) for r in iter_rows(Dissector(ports, profile).feed_path(files))]
    again: list[int] = []
    for groups in ([tuple(files[i : i + 2]) for i in range(0, len(files), 2)],
                   [tuple(files[:3]), *[(f,) for f in files[3:-2]], tuple(files[-2:])],
                   partition_groups(files, 2)):
        assert any(len(g) > 1 for g in groups)
        got, numbering = stitched(groups, ports, profile, warm=warm, again=again)
        assert [list(r) for r in got] == whole, groups
        assert len(numbering["offsets"]) == len(groups) + 1  # a partition each
    if warm == 20:  # the seams cut something: partitions of several files were read again
        assert again


def test_files_of_one_partition_that_overlap_in_time_read_as_one_capture(tmp_path):
    """A second host's copy of the traffic, its clock a little ahead, in the same
    partition as the first host's file: the partition says so (``overlap``), the seams
    read the set as one capture, and the rows are the one-process read's of the set."""
    from scapy.utils import rdpcap, wrpcap

    ports = (9092,)
    packets = rdpcap(str(CLIENTS))
    half = len(packets) // 2
    wrpcap(str(tmp_path / "a1.pcap"), packets[:half])
    wrpcap(str(tmp_path / "a2.pcap"), packets[half:])
    for p in packets:
        p.time += 0.000350
    wrpcap(str(tmp_path / "b.pcap"), packets[half // 2 :])
    files = [str(tmp_path / n) for n in ("a1.pcap", "b.pcap", "a2.pcap")]  # by first time
    profile = resolve_profile("auto", files, ports, False)
    whole = [list(r) for r in iter_rows(Dissector(ports, profile).feed_path(files))]
    groups = [tuple(files[:2]), (files[2],)]
    opts = {"ports": ports, "profile": profile, "full": False, "max_frame": 1 << 20,
            "detect": False, "warm": 1000, "max_decompressed": None}
    first = part.read_part(groups, 0, opts, None)
    assert first.info["overlap"] is True
    second = part.read_part(groups, 1, opts, ("tail", 1000))
    assert second.info["overlap"] is False
    assert stitch.seams([first.info, second.info], opts)["overlap"] is True
    got, _ = stitched(groups, ports, profile)
    assert [list(r) for r in got] == whole and len(whole) > 100


def test_a_partition_names_each_of_its_files_cut_inside_a_record(tmp_path, rotate):
    """Two files of one partition that end inside a record: the partition's warning
    names both, ``path: how`` joined by ``; ``, as a set's reader does."""
    files = [str(f) for f in rotate(CAPTURES / "failback.pcapng", tmp_path / "set", 150)]
    for f in files[:2]:
        with open(f, "r+b") as fh:
            fh.truncate(fh.seek(0, 2) - 7)
    profile = resolve_profile("auto", files, (9092,), False)
    opts = {"ports": (9092, 9093, 19092, 19093), "profile": profile, "full": False,
            "max_frame": 1 << 20, "detect": False, "warm": 1000, "max_decompressed": None}
    got = part.read_part([tuple(files[:2]), *[(f,) for f in files[2:]]], 0, opts, None)
    (cut,) = got.info["cuts"]
    assert cut.startswith(f"{files[0]}: ") and f"; {files[1]}: " in cut


def test_copies_inside_a_file_and_across_a_seam_count_once_as_in_one_process(tmp_path):
    """A set whose files hold copies of packets (captured twice: one inside a file, one
    at the start of a file copying the last packet of the file before): one process
    counts each packet once (the set's duplicate rule, on every record), and so do the
    partitions, whatever files they hold (until they did not: --workers numbered the
    copy inside a file as a frame of its own, one process did not)."""
    from scapy.utils import rdpcap, wrpcap

    packets = list(rdpcap(str(CLIENTS)))
    quarter = len(packets) // 4
    pieces = [packets[i * quarter : (i + 1) * quarter] for i in range(3)]
    pieces.append(packets[3 * quarter :])
    data = [i for i, p in enumerate(pieces[1]) if p.haslayer("Raw") and i > 5][0]
    copy = pieces[1][data].copy()
    copy.time += 0.000002
    pieces[1].insert(data + 1, copy)
    seam = pieces[1][-1].copy()
    seam.time = pieces[2][0].time - 0.000001
    pieces[2].insert(0, seam)
    files = []
    for i, piece in enumerate(pieces):
        files.append(str(tmp_path / f"rot_{i}.pcap"))
        wrpcap(files[-1], piece)
    ports = (9092,)
    profile = resolve_profile("auto", files, ports, False)
    whole = [list(r) for r in iter_rows(Dissector(ports, profile).feed_path(files))]
    for groups in (files, [tuple(files[:2]), tuple(files[2:])], [tuple(files)]):
        got, numbering = stitched(groups, ports, profile, warm=20)
        assert [list(r) for r in got] == whole, groups
    # frames count the packets once: the set's records less its two copies
    assert numbering["offsets"][-1] == len(packets)


def test_a_partition_that_ends_at_a_tcp_gap_reads_the_set_as_one_capture(tmp_path):
    """One packet missing from a file of a rotated set (a reviewer's case: editcap's packet
    deletion): the connection waits at the gap (dissector.stream.reorder: up to 2 s of
    capture time) past the file's end, and the messages after the gap are decoded in the
    next file's time under frames of this one.  The partition that ends so says the
    connection is blocked; the set is then read as one capture, whatever the grouping:
    before, --workers lost those 10 messages without a word."""
    import subprocess

    ports = (9092, 9093, 19092, 19093)
    rot = tmp_path / "rot"
    rot.mkdir()
    subprocess.run(["editcap", "-c", "300", str(CAPTURES / "failback.pcapng"),
                    str(rot / "part.pcapng")], check=True)
    files = sorted(str(p) for p in rot.iterdir())
    gap = tmp_path / "gap"
    gap.mkdir()
    cut = []
    for i, f in enumerate(files):
        out = str(gap / f"part_{i}.pcapng")
        args = ["editcap", f, out, "132"] if i == 1 else ["editcap", f, out]
        subprocess.run(args, check=True)
        cut.append(out)
    profile = resolve_profile("auto", cut, ports, False)
    whole = [list(r) for r in iter_rows(Dissector(ports, profile).feed_path(cut))]
    assert len(whole) > 600
    opts = {"ports": ports, "profile": profile, "full": False, "max_frame": 1 << 20,
            "detect": False, "warm": 1000, "max_decompressed": None}
    first = part.read_part([tuple(cut[:2]), *cut[2:]], 0, opts, None)
    assert first.info["end"]["blocked"], "the connection at the gap is blocked at the seam"
    for groups in (cut, [tuple(cut[:2]), *cut[2:]], [cut[0], tuple(cut[1:])]):
        got, numbering = stitched(groups, ports, profile)
        assert [list(r) for r in got] == whole, groups
        assert numbering["whole"] == (groups[-1] != tuple(cut[1:]))


def test_seams_read_the_set_as_one_capture_when_a_partition_ends_blocked():
    """The plan alone: a blocked connection at the end of any partition but the last."""
    def info(blocked, first, last):
        return {"whole": False, "overlap": False, "first_ts": first, "last_ts": last,
                "end": {"flows": {}, "conns": {}, "blocked": blocked}}

    opts = {"ports": (9092,)}
    key = ((b"\x7f\0\0\x01", 9092), (b"\x7f\0\0\x01", 40000))
    assert stitch.seams([info([key], 0, 1), info([], 2, 3)], opts)["overlap"]
    assert stitch.seams([info([], 0, 1), info([key], 2, 3), info([], 4, 5)], opts)["overlap"]


def test_a_file_that_ends_early_reads_the_set_as_one_capture(tmp_path):
    """A reviewer's set: 64 bytes of 0xFF in the middle of the second of four rotated
    files (a corrupt block: that file is not read past it).  One process counts the bytes
    the rest of that file held as not captured, by the sequence numbers it followed into
    the next file; a partition that first sees those connections there could not, and
    ``analyze --workers`` said fewer (7026 or 609 where one process says 7348).  A set with
    a file that ends early, but its last, is now read as one capture."""
    import subprocess

    from helpers import kmirror

    rot = tmp_path / "rot"
    rot.mkdir()
    subprocess.run(["editcap", "-c", "300", str(CAPTURES / "failback.pcapng"),
                    str(rot / "part.pcapng")], check=True)
    second = sorted(rot.iterdir())[1]
    data = bytearray(second.read_bytes())
    data[len(data) // 2 : len(data) // 2 + 64] = b"\xff" * 64
    second.write_bytes(bytes(data))
    one = kmirror("analyze", str(rot))
    assert one.returncode == 0 and "payload bytes between messages not captured" in one.stdout
    assert "is not read past it" in one.stderr
    for workers in ("2", "3"):
        got = kmirror("analyze", str(rot), "--workers", workers)
        assert got.stdout == one.stdout, workers
        assert got.stderr == one.stderr, workers
    rows = kmirror("read", str(rot), "--format", "csv")
    assert kmirror("read", str(rot), "--format", "csv", "--workers", "2").stdout == rows.stdout
