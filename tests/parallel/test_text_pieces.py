"""csv and json written by the workers, a piece per partition (``--workers`` with
``--format csv|json``): the pieces, written in order, are the bytes one process writes.

The oracle is the single-process writer itself (``dissector.tables.output.write_rows``, and
``kmirror read`` without ``--workers``) on the same capture; the rows are real ones,
read from ``captures/failback.pcapng`` (mirror RPCs and standard traffic, nulls and
empty strings, floats) and ``captures/clients.pcap`` (no mirror RPC: ``--mirror-only``
leaves nothing).
"""

from __future__ import annotations

import copy
import json
import os
import shutil

import pytest

from dissector.pipeline.dissector import Dissector
from dissector.tables.output import piece_in_memory, text_chunk, write_chunks, write_rows
from dissector.tables.pieces import FilePiece, output_encoding
from dissector.tables.table import COLUMNS, iter_rows

from helpers import CAPTURES, kmirror, load_truth

COLS = list(COLUMNS)


def _in_memory(data: bytes) -> FilePiece:
    fd = os.memfd_create("piece")
    os.write(fd, data)
    return FilePiece(fd, 0, len(data))


def _rows(capture, ports):
    return list(iter_rows(Dissector(ports).feed_path(str(capture))))


def _written(rows, fmt, columns, tmp_path) -> bytes:
    out = tmp_path / f"whole.{fmt}"
    write_rows(iter(copy.deepcopy(rows)), fmt, str(out), columns)
    return out.read_bytes()


@pytest.mark.parametrize("fmt", ["csv", "json"])
def test_pieces_in_any_cut_are_the_writers_bytes(tmp_path, fmt):
    rows = _rows(CAPTURES / "failback.pcapng", load_truth("failback")["ports"])
    assert len(rows) > 600 and any(r[COLS.index("latency_ms")] is not None for r in rows)
    whole = _written(rows, fmt, COLS, tmp_path)
    # cuts with empty pieces first, in the middle and last, and one row alone
    n = len(rows)
    for cuts in ([0, 0, 1, n // 3, n // 3, n - 1, n, n], [0, n], [0, 0, n, n]):
        pieces = [text_chunk(copy.deepcopy(rows[a:b]), fmt, COLS)
                  for a, b in zip(cuts, cuts[1:], strict=False)]
        assert [k for _t, k in pieces] == [b - a for a, b in zip(cuts, cuts[1:], strict=False)]
        out = tmp_path / f"pieces.{fmt}"
        assert write_chunks(pieces, fmt, str(out), COLS) == n
        assert out.read_bytes() == whole
        # the pieces as bytes in the output's encoding (as --workers sends them), some
        # as text: the same bytes
        encoding = output_encoding(str(out))
        mixed = [(t.encode(*encoding) if i % 2 == 0 else t, k) for i, (t, k) in enumerate(pieces)]
        assert write_chunks(mixed, fmt, str(out), COLS) == n
        assert out.read_bytes() == whole
        # and as files in memory (as a worker hands them over), copied by the kernel
        if hasattr(os, "memfd_create"):
            held = [(_in_memory(t.encode(*encoding)) if i % 2 else t, k)
                    for i, (t, k) in enumerate(pieces)]
            assert write_chunks(held, fmt, str(out), COLS) == n
            assert out.read_bytes() == whole
            assert all(t.fd == -1 for t, _ in held if isinstance(t, FilePiece))  # closed
            # a worker's piece written straight into memory: the same bytes and count
            a, b = cuts[1], cuts[-2]
            made, k = piece_in_memory(copy.deepcopy(rows[a:b]), fmt, COLS, encoding)
            text, m = text_chunk(copy.deepcopy(rows[a:b]), fmt, COLS)
            assert (made.read(), k) == (text.encode(*encoding), m)
            made.close()
    # a subset of the columns, picked as write_rows picks them
    some = ["frame", "time", "api_name", "latency_ms", "notes"]
    pieces = [text_chunk(copy.deepcopy(rows[:10]), fmt, some),
              text_chunk(copy.deepcopy(rows[10:]), fmt, some)]
    out = tmp_path / f"some.{fmt}"
    write_chunks(pieces, fmt, str(out), some)
    assert out.read_bytes() == _written(rows, fmt, some, tmp_path)
    if fmt == "json":
        assert [r["frame"] for r in json.loads(out.read_text())] == [r[0] for r in rows]


@pytest.mark.parametrize("fmt", ["csv", "json"])
def test_no_rows_at_all(tmp_path, fmt):
    out = tmp_path / f"none.{fmt}"
    assert write_chunks([("", 0), ("", 0)], fmt, str(out), COLS) == 0
    assert out.read_bytes() == _written([], fmt, COLS, tmp_path)
    assert out.read_text() == ("[]\n" if fmt == "json" else ",".join(COLS) + "\n")


def test_other_formats_are_refused():
    with pytest.raises(ValueError, match="csv or json"):
        text_chunk([], "table", COLS)
    with pytest.raises(ValueError, match="csv or json"):
        write_chunks([], "parquet", "x.parquet", COLS)


@pytest.mark.parametrize("fmt", ["csv", "json"])
@pytest.mark.parametrize("mirror_only", [False, True])
@pytest.mark.parametrize("name", ["failback", "clients"])
@pytest.mark.slow
def test_read_text_on_two_workers_is_the_single_process_output(
    client, tmp_path, rotate, setup_of, fmt, mirror_only, name
):
    """dissector.parallel.dask.read_text on rotated files, seams crossed (a small warm-up), against
    ``kmirror read`` of the whole file in one process."""
    if shutil.which("editcap") is None:
        pytest.skip("editcap missing")
    from dissector.parallel.dask import read_text

    capture, opts = setup_of(name)
    rotate(capture, tmp_path / "rot")
    ports = [a for p in opts["ports"] for a in ("--port", str(p))]
    args = ["--format", fmt, *(["--mirror-only"] if mirror_only else [])]
    one = kmirror("read", str(capture), *ports, *args)
    assert one.returncode == 0, one.stderr
    pieces, _ = read_text(tmp_path / "rot", fmt, mirror_only=mirror_only, warm=20, **opts)
    pieces = list(pieces)
    assert len(pieces) >= 2 and all(read > 0 for _t, _n, read in pieces)
    out = tmp_path / f"set.{fmt}"
    n = write_chunks([(t, k) for t, k, _r in pieces], fmt, str(out), COLS)
    assert out.read_text() == one.stdout
    if mirror_only and name == "clients":
        assert n == 0  # no mirror RPC in the real clients' capture
    else:
        assert n > 50


@pytest.mark.slow
def test_kmirror_read_dir_json_mirror_only_with_two_workers(tmp_path, rotate):
    """The CLI: json and --mirror-only csv written by the workers to a file and to stdout,
    the same bytes as one process."""
    if shutil.which("editcap") is None:
        pytest.skip("editcap missing")
    truth = load_truth("failback")
    ports = [a for p in truth["ports"] for a in ("--port", str(p))]
    rotate(CAPTURES / "failback.pcapng", tmp_path / "rot", 200)
    out = tmp_path / "set.json"
    r = kmirror("read", str(tmp_path / "rot"), "--workers", "2", "--format", "json",
                "--mirror-only", "-o", str(out), *ports)
    assert r.returncode == 0, r.stderr
    one = kmirror("read", str(CAPTURES / "failback.pcapng"), "--format", "json",
                  "--mirror-only", *ports)
    assert out.read_text() == one.stdout
    rows = json.loads(one.stdout)
    assert len(rows) > 50 and all(row["mirror"] for row in rows)
    r = kmirror("read", str(tmp_path / "rot"), "--workers", "2", "--format", "csv",
                "--mirror-only", *ports)
    one = kmirror("read", str(CAPTURES / "failback.pcapng"), "--format", "csv",
                  "--mirror-only", *ports)
    assert r.returncode == 0 and r.stdout == one.stdout and r.stdout.count("\n") > 50


@pytest.mark.slow
def test_a_set_without_kafka_is_the_one_line_error(tmp_path):
    """No row in any partition: the error of one process, and nothing written."""
    from scapy.layers.inet import IP, UDP
    from scapy.layers.l2 import Ether
    from scapy.utils import wrpcap

    (tmp_path / "set").mkdir()
    for i in range(2):
        pkts = [Ether() / IP() / UDP(dport=9092) / b"not kafka" for _ in range(3)]
        for j, pk in enumerate(pkts):
            pk.time = 1_700_000_000 + 10 * i + j
        wrpcap(str(tmp_path / "set" / f"p{i}.pcap"), pkts)
    for fmt in ("csv", "json"):
        r = kmirror("read", str(tmp_path / "set"), "--workers", "2", "--format", fmt)
        one = kmirror("read", str(tmp_path / "set"), "--format", fmt)
        assert r.returncode == one.returncode == 1
        assert r.stdout == one.stdout == ""
        assert "no Kafka messages on port(s) 9092" in r.stderr
        assert len(r.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("fmt", ["table", "csv", "json"])
@pytest.mark.slow
def test_a_reader_that_stops_early_is_no_error_with_workers(tmp_path, rotate, fmt):
    """``kmirror read DIR --workers 2 | head -1``: exit 0 and nothing on stderr, as one
    process does (the broken pipe was reported as an error)."""
    import subprocess
    import sys

    if shutil.which("editcap") is None:
        pytest.skip("editcap missing")
    rotate(CAPTURES / "clients.pcap", tmp_path / "rot", 150)
    p = subprocess.Popen(
        [sys.executable, "-m", "dissector", "read", str(tmp_path / "rot"), "--workers", "2",
         "--format", fmt],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE,
    )  # fmt: skip
    first = p.stdout.readline()
    p.stdout.close()  # the reader goes away after one line
    _, err = p.communicate(timeout=180)
    assert first.strip() and p.returncode == 0, err
    assert b"error" not in err and b"Traceback" not in err


@pytest.mark.slow
def test_a_file_of_the_set_read_only_in_part_is_said_with_workers(tmp_path, rotate):
    """The last file of a set ends in junk (or is cut): ``--workers 2`` gives the same one
    warning naming that file as one process does (the workers' warning was lost), for read
    and analyze, and the same rows."""
    if shutil.which("editcap") is None:
        pytest.skip("editcap missing")
    files = rotate(CAPTURES / "failback.pcapng", tmp_path / "rot", 150)
    with open(files[-1], "ab") as f:
        f.write(bytes(10))
    d, ports = str(tmp_path / "rot"), ["-p", "9093", "-p", "19092", "-p", "19093"]
    for cmd in (["read", d, "--format", "csv"], ["analyze", d, "--json"]):
        one = kmirror(*cmd, *ports)
        two = kmirror(*cmd, *ports, "--workers", "2")
        warned = [x for x in one.stderr.splitlines() if x.startswith("kmirror: warning:")]
        assert warned == [
            f"kmirror: warning: {files[-1]}: corrupt pcapng block after frame 121 (length 0): "
            "the file is not read past it"
        ], one.stderr
        assert [x for x in two.stderr.splitlines() if x.startswith("kmirror: warning:")] == warned
        assert one.returncode == two.returncode == 0 and one.stdout == two.stdout
