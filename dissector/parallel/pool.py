"""A capture set read on the command's own worker processes, without Dask.

Owns: :class:`LocalEngine` (``read_text``, ``read_rows``, ``write_parquet`` and
``analyze_captures`` as :mod:`dissector.parallel.dask` has them, run on N processes forked
from this one; ``kmirror read/analyze --workers N``), :func:`run_set` (the engine
itself) and :func:`forked_map` (a ``map`` run in a forked process, beside the read).

The work is the Dask graph's (:func:`dissector.parallel.graph._graph` says what runs after
what), the same functions in the same order: each partition read
(:func:`.part.read_part`), two rounds of seams (:func:`.stitch.seams`, ``chain`` False
then True) and second reads (:func:`.part.read_again`), the numbering
(:func:`.stitch.numbering_of`), the final partitions (:mod:`.run`).  A partition here is
a run of consecutive files (:func:`.plan.partition_groups`: large first, a file each at
the end), given out in order to whichever worker is free; the worker holds it in its own
memory from its read to its final step (in partition order: the command writes the
first pieces while the others are made); it sends the command only each read's report
(``Part.info``) and the final results (:func:`send_final`).  The seams and
the numbering, pure functions of the reports, are the command's.  Forked workers start
with everything the command has imported (kmirror's modules, compiled or not): no
import, no start-up.

Must not import: ``dask``, the graph, the cluster, the CLI.
"""

from __future__ import annotations

import contextlib
import gc
import itertools
import multiprocessing
import os
import pickle
import signal
import sys
from collections.abc import Callable, Iterable, Iterator
from multiprocessing import reduction
from multiprocessing.connection import wait
from typing import Any

from dissector.pipeline.dissector import DEFAULT_PORTS
from dissector.tables.pieces import FilePiece, memory_piece

from .part import read_again, read_part
from .plan import WARM_RECORDS, partition_groups
from .run import (
    ProfileLater,
    analysis_inputs,
    analysis_of,
    final_read,
    final_text,
    lines_spec,
    prepare,
    text_spec,
    warn_report,
    write_part,
)
from .stitch import numbering_of, seams

__all__ = [
    "INLINE_BYTES",
    "LocalEngine",
    "WorkerLost",
    "forked_map",
    "run_set",
    "send_final",
    "take_final",
]


class WorkerLost(RuntimeError):
    """A worker process ended without its answer (killed, out of memory)."""


#: What a worker never frees (:func:`_worker`: each partition's reads, once its final
#: result is sent).
_KEPT: list = []


def _worker(conn, files: list, opts: dict, final: Callable, args: tuple) -> None:
    """Worker process: the reads of the partitions the command gives it, one at a time
    (``("read", k)``), then two rounds of seams (a plan each), then ``final(k,
    numbering, *args, *reads)`` of each of its partitions, in order; what the command
    needs sent on ``conn``."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C: the command stops the workers
    keep_freed_memory()
    # no cyclic collection in a worker: it holds its partitions' rows as lists until their
    # final step (.part._held), and a read leaves a few hundred objects in cycles
    gc.disable()
    try:
        warm = opts["warm"]
        reads: dict[int, list] = {}
        msg = conn.recv()
        while type(msg) is tuple and msg[0] == "read":
            k = msg[1]
            part = read_part(files, k, opts, ("tail", warm) if k else None)
            reads[k] = [part]
            conn.send(("info", k, part.info))
            msg = conn.recv()
        ks = sorted(reads)
        for round_ in range(2):  # two rounds of seams, a plan each
            plan = msg if round_ == 0 else conn.recv()
            for k in ks:
                again = read_again(files, k, opts, plan)
                reads[k].append(again)
                conn.send(("info", k, None if again is None else again.info))
        numbering = conn.recv()
        for k in ks:
            # a partition's reads are never freed: kept (:data:`_KEPT`) until the process
            # ends, which frees no object (``os._exit``, multiprocessing's end of a forked
            # process); freeing every row a list at a time cost two workers 0.1 CPU s on
            # the bench capture's 12 files, and the command waited for it
            held = reads.pop(k)
            _KEPT.append(held)
            result = final(k, numbering, *args, *held)
            if type(result) is tuple and type(result[0]) is FilePiece:
                # a piece made in a file in memory: its descriptor crosses
                piece, n, read = result
                try:
                    conn.send_bytes(
                        pickle.dumps(("piece", k, n, read, None), pickle.HIGHEST_PROTOCOL)
                    )
                    reduction.send_handle(conn, piece.fd, None)
                finally:
                    piece.close()
            elif _is_piece(result):
                data, n, read = result
                send_final(conn, ("piece", k, n, read), data)
            else:
                send_final(conn, ("final", k), pickle.dumps(result, pickle.HIGHEST_PROTOCOL))
            del result
    except (BrokenPipeError, EOFError, KeyboardInterrupt):
        pass  # the command is gone or stopping: nothing to say
    except BaseException as e:  # noqa: BLE001 - given to the command, which raises it
        with contextlib.suppress(OSError):
            conn.send_bytes(_error_bytes(e))
    finally:
        conn.close()


#: A final result up to this many bytes crosses in its message; a larger one in a file
#: of memory (:func:`send_final`).
INLINE_BYTES = 1 << 16


def send_final(conn, header: tuple, data: bytes) -> None:
    """A final result's ``data`` (a text piece's bytes, or a pickle) to the command after
    ``header``: in the message when small (:data:`INLINE_BYTES`), else written to an
    anonymous file in memory (``memfd_create``) whose descriptor the message is followed
    by (:func:`take_final`: a text piece is copied from it to the output by the kernel, a
    pickle read whole).

    Why: through the pipe a piece of tens of MB crosses 64 KB a write, and a thread
    sending it beside the worker's next final step waited for the interpreter's lock at
    every write: on the bench capture's 12 files the command got a 31 MB piece 0.1 s
    after it was made.  One write to memory, by the worker's own thread, costs 5 ms.
    Where there is no ``memfd_create`` the data crosses in the message."""
    piece = memory_piece([data], "kmirror-final") if len(data) > INLINE_BYTES else None
    if piece is None:
        conn.send_bytes(pickle.dumps((*header, data), pickle.HIGHEST_PROTOCOL))
        return
    try:
        conn.send_bytes(pickle.dumps((*header, None), pickle.HIGHEST_PROTOCOL))
        reduction.send_handle(conn, piece.fd, None)
    finally:
        piece.close()


def take_final(conn, data: bytes | None) -> bytes | FilePiece:
    """A final result's bytes: ``data`` when it came in its message, else the file that
    follows it on ``conn`` (:func:`send_final`) as a
    :class:`~dissector.tables.pieces.FilePiece` (which owns its descriptor)."""
    if data is not None:
        return data
    fd = reduction.recv_handle(conn)
    return FilePiece(fd, 0, os.fstat(fd).st_size)


def _is_piece(result: Any) -> bool:
    """Whether a final result is a text piece as bytes (:func:`.run.final_text` with an
    encoding): ``(bytes, rows written, rows read)``."""
    return type(result) is tuple and len(result) == 3 and type(result[0]) is bytes


def _error_bytes(e: BaseException) -> bytes:
    """``("error", e)`` pickled for the command, which raises it; an exception that does
    not pickle (or unpickle) travels as a RuntimeError with its type's name and text."""
    try:
        data = pickle.dumps(("error", e), pickle.HIGHEST_PROTOCOL)
        pickle.loads(data)
    except Exception:  # noqa: BLE001 - an exception that does not travel: its text
        data = pickle.dumps(("error", RuntimeError(f"{type(e).__name__}: {e}")))
    return data


#: glibc's ``mallopt`` parameters (malloc.h): M_TRIM_THRESHOLD, M_MMAP_THRESHOLD
_M_TRIM_THRESHOLD, _M_MMAP_THRESHOLD = -1, -3
#: what a worker's C allocator keeps: freed memory up to 256 MiB at the heap's top, not
#: given back; blocks up to 32 MiB (glibc's most) from the heap, not each its own mapping
_MALLOC_KEEPS = ((_M_TRIM_THRESHOLD, 256 << 20), (_M_MMAP_THRESHOLD, 32 << 20))


def keep_freed_memory() -> bool:
    """Tell this process' C allocator (glibc's) to keep the memory it frees for its next
    allocations (:data:`_MALLOC_KEEPS`); True when it took every setting, False where
    there is no ``mallopt`` (another C library) or it refused one.

    Why: a worker's text pieces (megabytes each), its pickles and the buffers of its
    partitions' reads are allocated and freed one after another; by default glibc gives
    such blocks back to the system (their own mappings, the heap's top trimmed) and the
    next one is faulted in again page by page, zeroed: on the real bench capture's 12
    files two workers took 126,000 page faults (0.50 s of system time with the command's)
    where with this 73,000 (0.38 s).  A worker's peak memory stays the same (its
    partitions' rows are the most of it); the memory is the system's again when the
    worker ends.  Not called in the command itself: its allocator is the caller's.
    """
    import ctypes

    try:
        mallopt = ctypes.CDLL(None).mallopt
    except (OSError, AttributeError):
        return False
    mallopt.argtypes = (ctypes.c_int, ctypes.c_int)
    mallopt.restype = ctypes.c_int
    return all([mallopt(param, value) == 1 for param, value in _MALLOC_KEEPS])


def _flush_std() -> None:
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(OSError, ValueError, AttributeError):
            stream.flush()


class _Workers:
    """N forked worker processes (:func:`_worker`) and the command's ends of their pipes.

    The partitions are given out as the workers ask (:meth:`reads`): each worker takes the
    next one when done with one, and keeps it (``owner``) to its final step."""

    def __init__(self, n: int, files, opts, final, args, start: int | None = None) -> None:
        n = max(1, min(n, len(files)))
        self.n = n
        self._args = (files, opts, final, args)
        #: the worker holding each partition (given out by :meth:`reads`)
        self.owner: list[int | None] = [None] * len(files)
        self.parts = len(files)
        self.procs: list = []
        self.conns: list = []
        self.done = False
        #: partitions given out so far, in order
        self.given = 0
        self.start(n if start is None else start)

    def start(self, n: int) -> None:
        """Fork workers until there are ``n`` (given no partition yet)."""
        ctx = multiprocessing.get_context("fork")
        files, opts, final, args = self._args
        # a byte the command has buffered is not written again by a worker; the command's
        # objects, which every worker starts with, stay out of the collector's walks
        _flush_std()
        gc.freeze()
        try:
            for w in range(len(self.procs), min(n, self.n)):
                mine, theirs = ctx.Pipe(duplex=True)
                p = ctx.Process(
                    target=_worker, args=(theirs, files, opts, final, args), daemon=True,
                    name=f"kmirror-worker-{w}",
                )
                p.start()
                theirs.close()
                self.procs.append(p)
                self.conns.append(mine)
        except BaseException:
            self.close()
            raise

    def give(self, w: int) -> None:
        """The next partition to worker ``w`` to read."""
        k = self.given
        self.owner[k] = w
        self.given += 1
        try:
            self.conns[w].send(("read", k))
        except OSError:
            raise self._lost(w) from None

    def reads(self) -> list:
        """Every partition read, given out in order to whichever worker is free (one each
        first, but to those given one already); their reports.  Sets :attr:`owner`."""
        infos: list = [None] * self.parts
        busy = set(self.owner[: self.given])
        for w in range(len(self.conns)):
            if w not in busy and self.given < self.parts:
                self.give(w)
        pending = self.given
        while pending:
            for c in wait(self.conns):
                w = self.conns.index(c)
                _, k, info = self.recv(w)
                infos[k] = info
                pending -= 1
                if self.given < self.parts:
                    self.give(w)
                    pending += 1
        return infos

    def recv(self, w: int) -> tuple:
        """Worker ``w``'s next message; its error raised here."""
        try:
            msg = self.conns[w].recv()
        except (EOFError, OSError):
            raise self._lost(w) from None
        if msg[0] == "error":
            raise msg[1]
        return msg

    def infos(self) -> list:
        """One report per partition (or None: no new read), from whichever worker is ready."""
        infos: list = [None] * len(self.owner)
        waiting = [sum(1 for o in self.owner if o == w) for w in range(len(self.conns))]
        while any(waiting):
            ready = wait([c for w, c in enumerate(self.conns) if waiting[w]])
            for c in ready:
                w = self.conns.index(c)
                _, k, info = self.recv(w)
                infos[k] = info
                waiting[w] -= 1
        return infos

    def send(self, obj: Any) -> None:
        """``obj`` to every worker (a worker gone: :class:`WorkerLost`, not the
        BrokenPipeError a command takes for its reader gone)."""
        data = pickle.dumps(obj, pickle.HIGHEST_PROTOCOL)
        for w, c in enumerate(self.conns):
            try:
                c.send_bytes(data)
            except OSError:
                raise self._lost(w) from None

    def _lost(self, w: int) -> WorkerLost:
        """The error of worker ``w`` gone without its answer (its exit code once it ended)."""
        p = self.procs[w]
        p.join(1)
        return WorkerLost(f"worker process {w} ended without its answer (exit code {p.exitcode})")

    def finals(self) -> Iterator[Any]:
        """The final results in partition order (:func:`send_final`: a text piece's bytes
        as they were made, any other result unpickled)."""
        for k, w in enumerate(self.owner):
            msg = self.recv(w)
            assert msg[1] == k
            try:
                data = take_final(self.conns[w], msg[-1])
            except (EOFError, OSError):
                raise self._lost(w) from None
            if msg[0] == "piece":  # (a file's written to the output by the kernel)
                yield data, msg[2], msg[3]
            else:
                if type(data) is FilePiece:
                    piece, data = data, data.read()
                    piece.close()
                yield pickle.loads(data)
            del data
        self.done = True

    def close(self) -> None:
        """Stop the workers still running and wait for every one (no process left): once
        every result is taken they are ending (given 5 s), else stopped at once."""
        for c in self.conns:
            with contextlib.suppress(OSError):
                c.close()
        for p in self.procs:
            if self.done:
                p.join(5)
            if p.is_alive():
                p.terminate()
        for p in self.procs:
            p.join()
        self.procs, self.conns = [], []


def run_set(
    files: list[str], opts: dict, workers: int, final: Callable, args: tuple = (),
    later: Callable | None = None,
):
    """``(results, report, close)``: a set's ``files`` (in partition order) cut into
    partitions of consecutive files (:func:`.plan.partition_groups`) and read on
    ``workers`` forked processes (each takes the next partition when done with one),
    ``results`` the ``final(k, numbering, *args, *reads)`` of each partition in order
    (an iterator: each made by its worker while the command takes the ones before),
    ``report`` the numbering report (:func:`.stitch.numbering_of`) and ``close`` what
    stops the workers (call it when done, or on an error).  An error a worker raises is
    raised here, or when the results are iterated; :class:`WorkerLost` when a worker
    ends without its answer.

    ``later``: the profile is still to be chosen (a callable that chooses it, as ``kmirror
    read`` does from the capture); ``opts["profile"]`` is the one it most likely
    chooses.  The first worker reads the first partition with that one meanwhile, on the
    core the choice leaves idle; if the choice is another, that worker is stopped and
    every partition is read with the profile chosen (the output is always the choice's)."""
    parts = partition_groups(files, workers)
    opts = dict(opts, lists=True)
    pool = _Workers(workers, parts, opts, final, args, start=1 if later else None)
    try:
        if later is not None:
            pool.give(0)
            chosen = later()
            if chosen == opts["profile"]:
                pool.start(workers)
            else:  # (the guess was wrong: what the first worker read is not used)
                pool.close()
                opts["profile"] = chosen
                pool = _Workers(workers, parts, opts, final, args)
        infos = pool.reads()
        for chain in (False, True):
            plan = seams(infos, opts, chain=chain)
            pool.send(plan)
            infos = [a if a is not None else i for i, a in zip(infos, pool.infos(), strict=True)]
        report = numbering_of(infos)
        pool.send(report)
    except BaseException:
        pool.close()
        raise
    return pool.finals(), report, pool.close


class LocalEngine:
    """``read_text``, ``read_rows``, ``write_parquet`` and ``analyze_captures`` of
    :mod:`dissector.parallel.dask` (same arguments, same results), run on ``workers``
    processes forked from this one (:func:`run_set`; at most one per file).  A context
    manager: leaving it stops the workers of a read whose results were not all taken."""

    #: :meth:`read_text` takes a :class:`~.run.ProfileLater` (the CLI asks)
    chooses_later = True

    def __init__(self, workers: int) -> None:
        self.workers = workers
        self._close: list[Callable] = []

    def __enter__(self) -> LocalEngine:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def close(self) -> None:
        """Stop every worker still running (no process is left behind)."""
        while self._close:
            self._close.pop()()

    def _run(self, files, opts, final, args=(), later=None) -> tuple[Iterator[Any], dict]:
        results, report, close = run_set(files, opts, self.workers, final, args, later)
        self._close.append(close)
        return _closing(results, close), report

    def read_text(
        self, source, fmt: str, columns: Iterable[str] | None = None, mirror_only=False,
        ports: Iterable[int] = DEFAULT_PORTS, profile=None, full=False, max_frame=None,
        detect=False, warm: int = WARM_RECORDS, max_decompressed=None, encoding=None,
    ) -> tuple[Iterator[tuple[str | bytes, int, int]], list[int]]:
        """As :func:`dissector.parallel.dask.read_text` (a piece's bytes, with ``encoding``,
        cross from its worker as they are: no pickle); ``profile`` may also be a
        :class:`~.run.ProfileLater` (chosen while the first worker reads)."""
        text = text_spec(fmt, columns, mirror_only, encoding, in_memory=True)
        later = None
        if isinstance(profile, ProfileLater):  # chosen while the first worker starts
            later, profile = profile.choose, profile.guess
        files, opts = prepare(
            source, ports, profile, full, max_frame, detect, warm, max_decompressed
        )
        # each partition's CSV lines made as it is read, where they can be (lines_spec)
        opts["lines"] = lines_spec(text)
        pieces, report = self._run(files, opts, final_text, (text,), later)
        warn_report(report, 2)
        return pieces, report["detected"]

    def read_rows(
        self, source, ports: Iterable[int] = DEFAULT_PORTS, profile=None, full=False,
        max_frame=None, detect=False, warm: int = WARM_RECORDS, max_decompressed=None,
    ) -> tuple[Iterator[list[Any]], list[int]]:
        """As :func:`dissector.parallel.dask.read_rows`."""
        files, opts = prepare(
            source, ports, profile, full, max_frame, detect, warm, max_decompressed
        )
        parts, report = self._run(files, opts, final_read, (opts,))
        warn_report(report, 2)
        return itertools.chain.from_iterable(p.rows for p in parts), report["detected"]

    def write_parquet(self, source, directory, mirror_only: bool = False, **options) -> int:
        """As :func:`dissector.parallel.dask.write_parquet`."""
        files, opts = prepare(source, **options)
        os.makedirs(directory, exist_ok=True)
        counts, report = self._run(
            files, opts, _write_final, (opts, os.fspath(directory), mirror_only)
        )
        n = sum(counts)
        warn_report(report, 2)
        return n

    def analyze_captures(
        self, source, ports: Iterable[int] = DEFAULT_PORTS, profile=None, *,
        detect: bool = False, full: bool = False, warm: int = WARM_RECORDS,
    ):
        """As :func:`dissector.parallel.dask.analyze_captures` (on this engine's workers)."""
        prof, captures, files, opts = analysis_inputs(source, ports, profile, detect, full, warm)
        parts, report = self._run(files, opts, final_read, (opts,))
        warn_report(report, 2)
        return analysis_of(parts, report, prof, captures)


def _write_final(k: int, numbering: dict, opts: dict, directory: str, mirror_only: bool,
                 *reads) -> int:
    """Partition ``k`` numbered (:func:`.run.final_read`) and written as
    ``directory/part.NNNNN.parquet`` (:func:`.run.write_part`); the rows written."""
    part = final_read(k, numbering, opts, *reads)
    return write_part(part, os.path.join(directory, f"part.{k:05d}.parquet"), mirror_only)


def forked_map(fn: Callable, items: Iterable) -> Iterator:
    """``map(fn, items)``, computed now in a process forked from this one, side by side
    with what this process does next; the answers are waited for when iterated (an
    exception ``fn`` raised raised then, :class:`WorkerLost` if the process ended without
    them); the process is waited for then."""
    items = list(items)
    if not items:
        return iter(())
    ctx = multiprocessing.get_context("fork")
    mine, theirs = ctx.Pipe(duplex=False)
    _flush_std()
    p = ctx.Process(target=_map_worker, args=(theirs, fn, items), daemon=True,
                    name="kmirror-map")
    p.start()
    theirs.close()
    return _answers(mine, p)


def _map_worker(conn, fn: Callable, items: list) -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        data = pickle.dumps(("ok", list(map(fn, items))), pickle.HIGHEST_PROTOCOL)
    except BaseException as e:  # noqa: BLE001 - raised where the answers are taken
        data = _error_bytes(e)
    with contextlib.suppress(OSError):
        conn.send_bytes(data)
    conn.close()


def _answers(conn, p) -> Iterator:
    try:
        try:
            kind, got = conn.recv()
        except (EOFError, OSError):
            p.join()
            raise WorkerLost(f"a forked process ended without its answer (exit code "
                             f"{p.exitcode})") from None
    finally:
        conn.close()
        if p.is_alive() and p.exitcode is None:
            p.join(5)
        if p.is_alive():
            p.terminate()
        p.join()
    if kind == "error":
        raise got
    yield from got


def _closing(results: Iterator[Any], close: Callable) -> Iterator[Any]:
    """``results``, the workers stopped once the last is taken (or on an error)."""
    try:
        yield from results
    finally:
        close()
