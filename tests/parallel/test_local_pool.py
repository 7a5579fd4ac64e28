"""``--workers N`` without ``--scheduler``: the set read on processes forked from the
command (dissector.parallel.pool, no Dask), the same functions the Dask graph runs.

The oracles: the single-process read of the whole capture (``kmirror read`` and
:func:`dissector.tables.output.write_rows`) and the Dask engine's
(:func:`dissector.parallel.dask.read_text`) on the same rotated set, cut by Wireshark's
``editcap -c`` from the committed captures; a small warm-up (``warm=20``) makes the seams
cut requests from their responses, so the second reads are what is compared.  And the
processes: an error a worker raises is the command's one-line error, Ctrl-C stops the
workers, and no process is left behind.
"""

from __future__ import annotations

import os
import shutil
import signal
import struct
import time

import pytest

from dissector.pipeline.dissector import Dissector
from dissector.tables.output import write_chunks, write_rows
from dissector.tables.table import COLUMNS, iter_rows

from helpers import CAPTURES, CLIENTS, kmirror, load_truth

pytestmark = pytest.mark.skipif(shutil.which("editcap") is None, reason="editcap missing")

SCENARIOS = sorted(p.stem for p in CAPTURES.glob("*.pcapng") if p.stem != "tls")
COLS = list(COLUMNS)


def _children() -> set[int]:
    """This process's child processes, running or not waited for (zombies)."""
    import psutil

    return {p.pid for p in psutil.Process().children(recursive=True)}


@pytest.fixture
def no_children_left():
    """``check()``: no child process left (running, or ended and not waited for) but those
    there before the test (a Dask cluster's)."""
    before = _children()
    return lambda: _children() <= before


def _one_process(capture, ports, fmt, path, profile=None) -> bytes:
    rows = iter_rows(Dissector(ports, profile).feed_path(str(capture)))
    write_rows(rows, fmt, str(path), COLS)
    return path.read_bytes()


def _pieces_written(pieces, fmt, path) -> bytes:
    write_chunks(((t, n) for t, n, _ in pieces), fmt, str(path), COLS)
    return path.read_bytes()


@pytest.mark.parametrize("fmt", ["csv", "json"])
def test_rotated_clients_on_two_forked_workers_are_one_process_bytes(
    no_children_left, tmp_path, rotate, fmt
):
    from dissector.parallel.pool import LocalEngine

    files = rotate(CLIENTS, tmp_path / "rot", 90)
    assert len(files) == 12
    want = kmirror("read", str(CLIENTS), "--format", fmt).stdout.encode()
    # (in UTF-8, as the command asks: a csv partition is written as it is read,
    # dissector.parallel.lines, where that module is compiled)
    for workers, warm, enc in ((2, 20, None), (2, 4000, None), (3, 20, None), (1, 20, None),
                               (2, 20, ("utf-8", "strict")), (3, 4000, ("utf-8", "strict"))):
        with LocalEngine(workers) as engine:
            pieces, detected = engine.read_text(tmp_path / "rot", fmt, ports=[9092], warm=warm,
                                                encoding=enc)
            got = _pieces_written(pieces, fmt, tmp_path / f"pool.{fmt}")
        assert got == want, (workers, warm, enc)
        assert no_children_left()


@pytest.mark.slow
@pytest.mark.parametrize("name", [*SCENARIOS, "clients"])
def test_rotated_scenarios_forked_workers_equal_dask_and_one_process(
    no_children_left, client, tmp_path, name, rotate, setup_of
):
    """Every committed scenario capture, rotated: the forked workers' csv and json are the
    single-process bytes and the Dask engine's, and their rows (``read_rows``) are the
    Dask engine's."""
    from dissector.parallel.dask import read_rows, read_text
    from dissector.parallel.pool import LocalEngine
    from dissector.parallel.run import prepare

    capture, opts = setup_of(name)
    files = rotate(capture, tmp_path / "rot")
    assert len(files) >= 2
    profile = prepare([capture], **opts)[1]["profile"]  # "auto" chosen as the set's is
    for fmt in ("csv", "json"):
        with LocalEngine(2) as engine:
            pieces, found = engine.read_text(tmp_path / "rot", fmt, warm=20,
                                             encoding=("utf-8", "strict"), **opts)
            got = _pieces_written(pieces, fmt, tmp_path / f"pool.{fmt}")
        dpieces, dfound = read_text(tmp_path / "rot", fmt, warm=20, **opts)
        assert got == _pieces_written(dpieces, fmt, tmp_path / f"dask.{fmt}")
        assert found == dfound
        assert got == _one_process(capture, opts["ports"], fmt, tmp_path / f"one.{fmt}", profile)
    with LocalEngine(2) as engine:
        rows, found = engine.read_rows(tmp_path / "rot", warm=20, **opts)
        rows = list(rows)
    drows, dfound = read_rows(tmp_path / "rot", warm=20, **opts)
    assert rows == list(drows) and found == dfound and rows
    assert no_children_left()


@pytest.mark.slow
def test_rotated_analysis_on_forked_workers_equals_one_process(
    no_children_left, tmp_path, rotate, setup_of
):
    from dissector.analysis import analyze
    from dissector.parallel.pool import LocalEngine

    capture, opts = setup_of("failback")
    files = rotate(capture, tmp_path / "rot")
    want = analyze(str(tmp_path / "rot"), opts["ports"], detect=True)
    with LocalEngine(2) as engine:
        got = engine.analyze_captures(tmp_path / "rot", opts["ports"], detect=True, warm=20)
    assert got.captures == [f.name for f in files]
    assert got.summary(top=1000) == want.summary(top=1000)
    assert got.message_count == want.message_count > 250
    assert no_children_left()


def _corrupt_section(path) -> None:
    """A pcapng section header with an impossible length after the file's packets: a
    CaptureError once the first packets are read (on the worker, not the command)."""
    with open(path, "ab") as f:
        f.write(b"\x0a\x0d\x0d\x0a" + struct.pack("<I", 8) + b"\x4d\x3c\x2b\x1a")


def test_a_worker_error_is_the_one_line_error_of_one_process(no_children_left, tmp_path, rotate):
    capture, _ = CAPTURES / "failback.pcapng", None
    ports = [a for p in load_truth("failback")["ports"] for a in ("-p", str(p))]
    files = rotate(capture, tmp_path / "rot", 200)
    _corrupt_section(files[2])
    one = kmirror("read", str(tmp_path / "rot"), "--format", "csv", *ports)
    assert one.returncode == 1 and "corrupt pcapng section header" in one.stderr
    r = kmirror("read", str(tmp_path / "rot"), "--format", "csv", "--workers", "2", *ports)
    assert r.returncode == 1, r.stderr
    assert r.stderr == one.stderr and len(r.stderr.strip().splitlines()) == 1
    assert "Traceback" not in r.stderr and r.stdout == ""
    # the engine raises it (every worker stopped)
    from dissector.errors import CaptureError
    from dissector.parallel.pool import LocalEngine

    with pytest.raises(CaptureError, match="corrupt pcapng section header"), LocalEngine(2) as e:
        e.read_text(tmp_path / "rot", "csv", ports=load_truth("failback")["ports"])
    assert no_children_left()


def test_an_error_in_the_final_step_and_a_lost_worker(no_children_left, tmp_path, rotate):
    from dissector.parallel.plan import WARM_RECORDS, partition_groups
    from dissector.parallel.pool import WorkerLost, run_set
    from dissector.parallel.run import prepare

    rotate(CLIENTS, tmp_path / "rot", 90)
    files, opts = prepare(tmp_path / "rot", [9092], warm=WARM_RECORDS)
    last = len(partition_groups(files, 2)) - 1  # the partitions two workers read
    assert last >= 2

    def bad(k, numbering, *reads):
        if k == last:
            raise ValueError("the last partition")
        return k

    results, report, close = run_set(files, opts, 2, bad)
    with pytest.raises(ValueError, match="the last partition"):
        assert [next(results) for _ in range(last)] == list(range(last))
        next(results)
    close()
    assert no_children_left()

    def gone(k, numbering, *reads):
        if k == 1:
            os._exit(3)
        return k

    results, report, close = run_set(files, opts, 2, gone)
    with pytest.raises(WorkerLost, match="exit code 3"):
        list(results)
    close()
    assert no_children_left()


def test_a_worker_lost_while_reading_is_an_error_not_a_reader_gone(
    no_children_left, tmp_path, rotate, monkeypatch
):
    """A worker killed between the rounds: WorkerLost (the command's one-line error), never
    the BrokenPipeError a command takes for ``| head``."""
    from dissector.parallel import pool
    from dissector.parallel.run import final_text, prepare, text_spec

    rotate(CLIENTS, tmp_path / "rot", 90)
    files, opts = prepare(tmp_path / "rot", [9092])
    real = pool.read_again

    def killed(files, k, opts, plan):
        if k == 3:
            os._exit(9)
        return real(files, k, opts, plan)

    monkeypatch.setattr(pool, "read_again", killed)  # the forked workers inherit it
    with pytest.raises(pool.WorkerLost, match="exit code 9"):
        pool.run_set(files, opts, 2, final_text, (text_spec("csv", None, False),))
    assert no_children_left()


def test_ctrl_c_stops_the_workers(no_children_left, tmp_path, rotate):
    """Ctrl-C in the command (while the workers are busy): KeyboardInterrupt there, every
    worker stopped and waited for."""
    from dissector.parallel.pool import LocalEngine, run_set
    from dissector.parallel.run import prepare

    rotate(CLIENTS, tmp_path / "rot", 90)
    files, opts = prepare(tmp_path / "rot", [9092])

    def slow(k, numbering, *reads):
        time.sleep(60)
        return k

    old = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        with pytest.raises(KeyboardInterrupt), LocalEngine(2) as engine:
            signal.signal(signal.SIGALRM, lambda *a: os.kill(os.getpid(), signal.SIGINT))
            signal.setitimer(signal.ITIMER_REAL, 1.5)
            start = time.monotonic()
            results, _, close = run_set(files, opts, 2, slow)
            engine._close.append(close)
            list(results)
        assert time.monotonic() - start < 30
    finally:
        signal.signal(signal.SIGINT, old)
        signal.signal(signal.SIGALRM, signal.SIG_DFL)
    signal.setitimer(signal.ITIMER_REAL, 0)
    assert no_children_left()


def test_workers_without_scheduler_import_no_dask(tmp_path, rotate):
    rotate(CLIENTS, tmp_path / "rot", 90)
    out = kmirror("read", str(tmp_path / "rot"), "--format", "csv", "--workers", "2",
                  env={**os.environ, "PYTHONPROFILEIMPORTTIME": "1"})
    assert out.returncode == 0
    imported = {line.split("|")[-1].strip() for line in out.stderr.splitlines() if "|" in line}
    assert "dissector.parallel.pool" in imported
    assert not {m for m in imported if m.split(".")[0] in ("dask", "distributed")}
    assert out.stdout == kmirror("read", str(CLIENTS), "--format", "csv").stdout


def test_forked_map_answers_in_order_and_raises_what_it_raised(no_children_left):
    from dissector.errors import CaptureError
    from dissector.parallel.pool import forked_map

    assert list(forked_map(abs, [-3, 2, -1])) == [3, 2, 1]
    assert list(forked_map(abs, [])) == []

    def bad(x):
        raise CaptureError(f"{x}: no capture")

    answers = forked_map(bad, ["a.pcap"])
    with pytest.raises(CaptureError, match="a.pcap: no capture"):
        list(answers)
    assert no_children_left()


def test_a_worker_keeps_its_freed_memory_the_command_is_untouched(
    no_children_left, tmp_path, rotate
):
    """A worker's C allocator keeps what it frees (glibc's mallopt, called in each worker
    only: the command's allocator is its caller's); without mallopt, False and nothing
    else."""
    import ctypes
    import sys

    from dissector.parallel import pool
    from dissector.parallel.pool import forked_map, keep_freed_memory

    if sys.platform.startswith("linux") and hasattr(ctypes.CDLL(None), "mallopt"):
        assert list(forked_map(lambda _: keep_freed_memory(), [0])) == [True]
    rotate(CLIENTS, tmp_path / "rot", 90)
    calls = tmp_path / "calls"
    calls.mkdir()

    def called() -> bool:
        (calls / str(os.getpid())).touch()
        return True

    real = pool.keep_freed_memory
    try:
        pool.keep_freed_memory = called
        with pool.LocalEngine(2) as engine:
            pieces, _ = engine.read_text(str(tmp_path / "rot"), "csv")
            list(pieces)
    finally:
        pool.keep_freed_memory = real
    assert no_children_left()
    pids = {int(p.name) for p in calls.iterdir()}
    assert len(pids) == 2 and os.getpid() not in pids


@pytest.mark.parametrize("size", [10, 1 << 16, (1 << 16) + 1, 5 << 20])
@pytest.mark.parametrize("memfd", [True, False])
def test_a_final_result_crosses_whole_in_its_message_or_a_memory_file(size, memfd, monkeypatch):
    """What a worker sends the command (pool.send_final, pool.take_final): the same bytes,
    in the message up to INLINE_BYTES, else through a file in memory whose descriptor
    follows it (or in the message where there is no memfd_create), messages in order."""
    import multiprocessing

    from dissector.parallel import pool
    from dissector.tables.pieces import FilePiece

    if not memfd:
        monkeypatch.delattr(os, "memfd_create", raising=False)
    data = bytes(range(256)) * (size // 256) + b"x" * (size % 256)
    mine, theirs = multiprocessing.get_context("fork").Pipe(duplex=True)
    p = multiprocessing.get_context("fork").Process(
        target=lambda: (pool.send_final(theirs, ("piece", 3, 7, 9), data),
                        pool.send_final(theirs, ("final", 4), b"after"))
    )
    p.start()
    first = mine.recv()
    assert first[:4] == ("piece", 3, 7, 9)
    assert (first[4] is None) == (memfd and size > pool.INLINE_BYTES)
    got = pool.take_final(mine, first[4])
    if first[4] is None:  # a file in memory: the piece as the command holds it
        assert type(got) is FilePiece and got.read() == data and got[5:].read() == data[5:]
        got.close()
        got = data
    assert got == data
    second = mine.recv()
    assert second == ("final", 4, b"after") and pool.take_final(mine, second[2]) == b"after"
    p.join(10)
    assert p.exitcode == 0


@pytest.mark.parametrize("guess_right", [True, False])
def test_a_profile_chosen_while_the_first_worker_reads(no_children_left, tmp_path, rotate,
                                                       guess_right):
    """``kmirror read --workers`` (csv, json) starts its first worker on the likely profile
    while the profile is chosen (dissector.parallel.run.ProfileLater): whether the guess
    was the choice or not, the bytes are those of one process with the profile chosen
    (a wrong guess: the worker is stopped and the set read with the choice)."""
    from dissector.parallel.pool import LocalEngine
    from dissector.parallel.run import ProfileLater
    from dissector.pipeline.choice import resolve_profile
    from dissector.profiles.profile import load_profile

    capture = CAPTURES / "cl3-basic.pcapng"
    ports = load_truth("cl3-basic")["ports"]
    chosen = resolve_profile("auto", [str(capture)], ports, False)
    assert chosen.name != "kip1279-seed"  # (a capture whose choice is not the default)
    guess = chosen if guess_right else load_profile("kip1279-seed")
    rotate(capture, tmp_path / "rot", 100)
    asked = []

    def choose():
        asked.append(1)
        return chosen

    want = _one_process(capture, ports, "csv", tmp_path / "one.csv", chosen)
    with LocalEngine(2) as engine:
        pieces, _ = engine.read_text(tmp_path / "rot", "csv", ports=ports,
                                     profile=ProfileLater(choose, guess),
                                     encoding=("utf-8", "strict"))
        got = _pieces_written(pieces, "csv", tmp_path / "pool.csv")
    assert got == want and asked == [1]
    assert no_children_left()


def test_a_choice_that_fails_stops_the_first_worker(no_children_left, tmp_path, rotate):
    from dissector.errors import CaptureError
    from dissector.parallel.pool import LocalEngine
    from dissector.parallel.run import ProfileLater
    from dissector.profiles.profile import load_profile

    rotate(CLIENTS, tmp_path / "rot", 90)

    def choose():
        raise CaptureError("no choice")

    with pytest.raises(CaptureError, match="no choice"), LocalEngine(2) as engine:
        engine.read_text(tmp_path / "rot", "csv", ports=[9092],
                         profile=ProfileLater(choose, load_profile("kip1279-seed")))
    assert no_children_left()
