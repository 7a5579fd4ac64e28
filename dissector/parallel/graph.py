"""The Dask graph of a capture set's read, and the entry points that compute it.

Owns: the graph (each file read on a worker, two rounds of seams and second reads, the
numbering, the final partitions: :mod:`.part` and :mod:`.stitch` do the work, this says
what runs after what) and the entry points :func:`read_captures`, :func:`read_rows`,
:func:`read_text`, :func:`analyze_captures` and :func:`write_parquet`, re-exported by
:mod:`dissector.parallel.dask` (whose docstring says how a set is cut and stitched).

Must not import: the CLI.  Imports ``dask``; ``dask.dataframe`` (pandas) only in
:func:`read_captures`.
"""

from __future__ import annotations

import itertools
import os
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any

import dask

from dissector.pipeline.dissector import DEFAULT_PORTS
from dissector.profiles.profile import Profile
from dissector.tables.table import rows_frame

from .cluster import active_client, close, cluster
from .part import Part, read_again, read_part
from .plan import WARM_RECORDS
from .run import (
    analysis_inputs,
    analysis_of,
    final_read,
    final_text,
    latest,
    prepare,
    text_spec,
    warn_report,
    write_part,
)
from .stitch import numbering_of, seams

if TYPE_CHECKING:  # imported where used: dask.dataframe brings pandas (0.4 s), which the
    import dask.dataframe as dd  # workers and the CLI's writers never need

__all__ = ["analyze_captures", "read_captures", "read_rows", "read_text", "write_parquet"]


def _info(part: Part) -> dict:
    return part.info


def _info_of(part: Part | None) -> dict | None:
    return None if part is None else part.info


def _graph(files: list[str], opts: dict, text: tuple | None = None) -> tuple[list, Any]:
    """Delayed final partitions (one per file) and the delayed numbering report.

    ``text``: ``(fmt, columns, mirror_only)``: each final partition is its rows written
    as a piece of a csv or json output (:func:`final_text`), not its rows."""
    warm = opts["warm"]
    # the options once in the graph, never walked: Dask would walk the profile's specs and
    # hash them again for every task that takes them (seconds on a set of a few files)
    opts = dask.delayed(opts, pure=True, traverse=False)
    first = [
        dask.delayed(read_part, pure=True)(files, k, opts, ("tail", warm) if k else None)
        for k in range(len(files))
    ]
    infos = [dask.delayed(_info, pure=True)(p) for p in first]
    reads = [[p] for p in first]  # each partition's reads; the last that is not None counts
    # two rounds: the seams, and again with the end states of the partitions read again
    for chain in (False, True):
        plan = dask.delayed(seams, pure=True)(infos, opts, chain=chain)
        again = [
            dask.delayed(read_again, pure=True)(files, k, opts, plan) for k in range(len(files))
        ]
        infos = [
            dask.delayed(latest, pure=True)(i, dask.delayed(_info_of, pure=True)(r))
            for i, r in zip(infos, again, strict=True)
        ]
        for k, r in enumerate(again):
            reads[k].append(r)
    numbering = dask.delayed(numbering_of, pure=True)(infos)
    if text is not None:
        final = []
        for k, r in enumerate(reads):
            # in partition order, so that the command writes each piece while the
            # workers make the next ones (not all of them at the end)
            with dask.annotate(priority=len(reads) - k):
                final.append(dask.delayed(final_text, pure=True)(k, numbering, text, *r))
        return final, numbering
    final = [
        dask.delayed(final_read, pure=True)(k, numbering, opts, *r)
        for k, r in enumerate(reads)
    ]
    return final, numbering


def _frame_of_rows(part: Part):
    return rows_frame(part.rows)


def read_captures(
    source: str | os.PathLike | Iterable[str | os.PathLike],
    ports: Iterable[int] = DEFAULT_PORTS,
    profile: Profile | str | None = None,
    full: bool = False,
    max_frame: int | None = None,
    detect: bool = False,
    warm: int = WARM_RECORDS,
    max_decompressed: int | tuple[int, int] | None = None,
) -> dd.DataFrame:
    """The ``read`` table of a capture set as a ``dask.dataframe``, one partition per file.

    ``source``: paths, a directory or a glob (:func:`dissector.capture.sets.expand`).
    Columns and dtypes are :data:`dissector.tables.table.COLUMNS`' (``dissector.read_capture``'s;
    a category column's categories are the union of the partitions');
    the computed frame equals ``dissector.read_capture(source, ...)`` of the same set:
    frames numbered in the merged capture, ``tcp_stream`` over the whole set,
    requests answered in a later file matched (:mod:`dissector.parallel.dask`).  ``ports``,
    ``profile`` (a Profile, a profile name or folder, or ``"auto"``, chosen once
    from the set's first bytes), ``full``, ``max_frame`` (bytes) and ``detect`` as in
    :func:`dissector.read_capture`; ``max_decompressed``: ``--full``'s decompression
    budget as there (its per-capture part applies to each file on its own);
    ``warm``: records of the previous file read
    first (:data:`WARM_RECORDS`; any value gives the same result, only the
    work differs).  Runs on the current Dask scheduler (a
    ``distributed.Client`` when one is active; see :func:`cluster`).
    Raises :class:`~dissector.errors.CaptureError` for files that are not captures
    (when the partitions are computed, for all but the first record of each file).
    """
    files, opts = prepare(
        source, ports, profile, full, max_frame, detect, warm, max_decompressed
    )
    final, _ = _graph(files, opts)
    parts = [dask.delayed(_frame_of_rows, pure=True)(r) for r in final]
    import dask.dataframe as dd

    return dd.from_delayed(parts, meta=rows_frame([]), verify_meta=False)


def read_rows(
    source: str | os.PathLike | Iterable[str | os.PathLike],
    ports: Iterable[int] = DEFAULT_PORTS,
    profile: Profile | str | None = None,
    full: bool = False,
    max_frame: int | None = None,
    detect: bool = False,
    warm: int = WARM_RECORDS,
    max_decompressed: int | tuple[int, int] | None = None,
) -> tuple[Iterator[list[Any]], list[int]]:
    """Every row of the set (lists in COLUMNS order, ``time`` as ns, as
    :class:`~dissector.tables.table.RowStream` gives them), in capture order, and the ports
    Kafka detection found.  Arguments as :func:`read_captures`.

    On a ``distributed.Client`` the partitions are fetched one at a time as the
    rows are consumed (the command holds one file's rows, not the set's); on
    another scheduler they are computed at once.  A file that ends inside a
    record is read up to the cut with one :class:`~dissector.errors.CaptureWarning`
    naming every such file.
    """
    files, opts = prepare(
        source, ports, profile, full, max_frame, detect, warm, max_decompressed
    )
    final, numbering = _graph(files, opts)
    parts, report = _results(final, numbering)
    rows: Iterator[list[Any]] = itertools.chain.from_iterable(p.rows for p in parts)
    return rows, report["detected"]


def _results(final: list, numbering: Any) -> tuple[Iterator[Any], dict]:
    """The results of ``final`` (in order) and the numbering report, on the current
    scheduler: on a ``distributed.Client`` fetched one at a time as they are consumed
    (the command holds one at a time), else computed at once; the report's warnings
    about files cut inside a record given as CaptureWarning (to the caller's caller)."""
    client = active_client()
    if client is None:
        *done, report = dask.compute(*final, numbering)
        results: Iterator[Any] = iter(done)
    else:
        futures = client.compute([*final, numbering])
        report = futures[-1].result()
        results = _fetched(futures[:-1])
    warn_report(report, 3)
    return results, report


def read_text(
    source: str | os.PathLike | Iterable[str | os.PathLike],
    fmt: str,
    columns: Iterable[str] | None = None,
    mirror_only: bool = False,
    ports: Iterable[int] = DEFAULT_PORTS,
    profile: Profile | str | None = None,
    full: bool = False,
    max_frame: int | None = None,
    detect: bool = False,
    warm: int = WARM_RECORDS,
    max_decompressed: int | tuple[int, int] | None = None,
    encoding: tuple[str, str] | None = None,
) -> tuple[Iterator[tuple[str | bytes, int, int]], list[int]]:
    """The set's rows as pieces of a ``fmt`` (csv or json) output, written by the
    workers, one per partition in capture order, and the ports Kafka detection found.

    A piece is ``(text, rows written, rows read)``: what
    :func:`dissector.tables.output.text_chunk` makes of the partition's final rows (those of
    :func:`read_rows`; ``columns``, default every column of COLUMNS, in that order;
    ``mirror_only``: the rows of mirror RPCs only), so that
    :func:`dissector.tables.output.write_chunks` of the pieces writes the same bytes as
    :func:`dissector.tables.output.write_rows` of the rows.  Other arguments, fetching and
    warnings as :func:`read_rows`.  ``encoding``: ``(codec, errors)``: each piece's text
    as bytes so encoded (the output's: :func:`dissector.tables.pieces.output_encoding`;
    :func:`~dissector.tables.output.write_chunks` writes them as they are).  Raises
    ValueError for a format that is not csv or json.
    """
    text = text_spec(fmt, columns, mirror_only, encoding)
    files, opts = prepare(
        source, ports, profile, full, max_frame, detect, warm, max_decompressed
    )
    final, numbering = _graph(files, opts, text)
    pieces, report = _results(final, numbering)
    return pieces, report["detected"]


def analyze_captures(
    source: str | os.PathLike | Iterable[str | os.PathLike],
    ports: Iterable[int] = DEFAULT_PORTS,
    profile: Profile | str | None = None,
    *,
    detect: bool = False,
    full: bool = False,
    client: Any = None,
    workers: int | None = None,
    scheduler: str | None = None,
    warm: int = WARM_RECORDS,
):
    """The mirror analysis of a capture set, its files read in parallel: an
    :class:`~dissector.analysis.Analysis` equal to ``dissector.analysis.analyze(source,
    ports, profile, detect=detect, full=full)`` (every table, the notes and the summary).

    Each partition (one per file, warmed up and read again at its seams as in
    :func:`read_captures`) is read on a worker by the analysis' dissector
    (:func:`dissector.analysis.make_dissector`: the bodies it uses decoded, record
    batches summarised), which keeps its message rows and its exchanges (bodies
    summarised, error codes with their paths, no message held); the driver
    renumbers frames, tcp_streams and exchange ids over the set, gives a request
    answered in a later file that file's answer, then keeps the mirror traffic and
    the offset evidence on the set's mirror topics and builds the tables
    (:func:`dissector.analysis.analyze_parts`), one partition in memory at a time.

    ``source``: paths, a directory or a glob; ``ports``, ``profile`` (a Profile, a
    name, ``"auto"``: chosen once from the set), ``detect`` and ``full`` as in ``analyze``.
    Runs on ``client`` (a ``distributed.Client``), else on a cluster made for the
    call and closed after it (``workers`` local processes, or the scheduler at
    ``scheduler``: :func:`cluster`), else on the active client or Dask's default
    scheduler.  ``warm``: as in :func:`read_captures`.  Raises CaptureError as
    ``analyze`` does (a file a worker cannot read too).
    """
    prof, captures, files, opts = analysis_inputs(source, ports, profile, detect, full, warm)
    final, numbering = _graph(files, opts)
    made = cluster(workers, scheduler) if client is None and (workers or scheduler) else None
    try:
        client = client or made or active_client()
        if client is None:
            *done, report = dask.compute(*final, numbering)
            parts: Iterator = iter(done)
        else:
            futures = client.compute([*final, numbering])
            report = futures[-1].result()
            parts = _fetched(futures[:-1])
        warn_report(report, 2)
        return analysis_of(parts, report, prof, captures)
    finally:
        if made is not None:
            close(made)


def _fetched(futures: list) -> Iterator[Any]:
    """The results of ``futures``, fetched one at a time, each forgotten by the cluster
    once fetched."""
    for i, f in enumerate(futures):
        part = f.result()
        futures[i] = None  # let the cluster forget it
        f.release()
        yield part


def write_parquet(
    source: str | os.PathLike | Iterable[str | os.PathLike],
    directory: str | os.PathLike,
    mirror_only: bool = False,
    **options: Any,
) -> int:
    """Write the set's ``read`` table as a Parquet dataset: ``directory/part.NNNNN.parquet``,
    one file per partition, written by the workers with the schema of ``kmirror read
    --format parquet`` (:func:`dissector.tables.output.write_rows`).  ``mirror_only`` keeps the
    rows of mirror RPCs; ``options`` as :func:`read_captures`.  Returns the number of
    rows written.  Raises OSError when ``directory`` cannot be written.
    """
    files, opts = prepare(source, **options)
    os.makedirs(directory, exist_ok=True)
    final, numbering = _graph(files, opts)
    written = [
        dask.delayed(write_part, pure=True)(
            rows, os.path.join(os.fspath(directory), f"part.{k:05d}.parquet"), mirror_only
        )
        for k, rows in enumerate(final)
    ]
    *counts, report = dask.compute(*written, numbering)
    warn_report(report, 2)
    return sum(counts)
