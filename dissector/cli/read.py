"""``kmirror read``: one row per Kafka message of a capture, as a table, CSV, JSON or Parquet.

Owns: the ``read`` command, its ``--follow`` mode (rows of a growing capture
as they complete) and the progress bar shown while a big capture is read on
a terminal.  The rows are :mod:`dissector.tables.table`'s, written by
:mod:`dissector.tables.output`.

Must not import: the other commands; the dissector and the writers are
imported when the command runs.
"""

from __future__ import annotations

import functools
import gc
import itertools
import sys

import click

from ..capture.sets import capture_label, capture_size
from ..tables.table import COLUMNS
from .errors import coverage_says_fragments, fail
from .options import (
    NO_PARALLEL_VXLAN,
    Selection,
    announce_detected,
    capture_argument,
    format_option,
    full_option,
    max_decompressed_option,
    max_frame_option,
    mirror_only_option,
    no_mirror_rpcs,
    output_option,
    selection_options,
    tls_keylog_option,
)
from .parallel import workers_options

__all__ = ["READ_COLUMNS", "read"]

#: The columns of the text table (without --all-columns).
READ_COLUMNS = [
    "frame",
    "time",
    "tcp_stream",
    "direction",
    "api_name",
    "api_key",
    "api_version",
    "correlation_id",
    "mirror",
    "mirror_name",
    "error_name",
    "latency_ms",
    "expert",
]


#: On a terminal (``ps``-like): the read table's columns left out first while it is too
#: wide, in this order, then those narrowed, their cells ending in an ellipsis.
#: (A response's error_name says it is one: direction goes last.)
READ_DROP = (
    "api_version", "api_key", "mirror", "tcp_stream", "correlation_id", "latency_ms", "direction"
)
READ_SHRINK = ("expert", "mirror_name", "error_name", "api_name")


def _fit(fmt: str, output: str | None):
    """How the text table fits the terminal standard output is (None: a pipe, a file,
    another format: every column at full width)."""
    from ..tables.fit import terminal_width

    width = terminal_width() if fmt == "table" and output is None else None
    return None if width is None else (width, READ_DROP, READ_SHRINK)


def _no_messages(
    capture, sel: Selection, packets: int | None = None, lost: int = 0, dis=None
) -> None:
    """Fail (exit 1): ``capture`` holds no packets, or no Kafka on the selected ports
    (``lost``: payload bytes on them the capture did not keep, said when there are some).
    ``dis``: the dissector that read it, when known: with no TCP on the Kafka ports, the
    message says what the packets were instead (tunnels not opened, other traffic)."""
    capture = capture_label(capture)
    if packets == 0:
        fail(f"{capture}: the capture holds no packets")
    why = None if dis is None else dis.coverage.no_messages(sel.ports, bool(dis.kafka_ports))
    if why and not lost:
        fail(f"{capture}: {why}")
    line = None if dis is None else dis.coverage.line()
    if line:  # what may hide Kafka (incomplete fragment sets...): said before the error
        click.echo(f"kmirror: {line}", err=True)
    if lost:
        fail(
            f"{capture}: no Kafka message can be listed on port(s) "
            f"{', '.join(map(str, sel.ports))}: none of their bytes were captured "
            f"({lost} TCP payload bytes not captured: snap length)"
        )
    fail(
        f"{capture}: no Kafka messages on port(s) {', '.join(map(str, sel.ports))}"
        + (" nor on any other port (none framed as Kafka)" if sel.detect else "")
        + "; try --port with the broker's port"
    )


@click.command()
@capture_argument()
@format_option("table", "csv", "json", "parquet", help="Output format.", show_default=True)
@output_option("Write to this file instead of standard output (required for parquet).")
@mirror_only_option("Only rows of mirror RPCs.")
@click.option(
    "--all-columns",
    is_flag=True,
    help="Table format: also show client_id, src, dst, length, request/response frame, notes, "
    "flag_bits and tunnel (the tunnels a message came through).",
)
@full_option()
@max_frame_option()
@max_decompressed_option()
@click.option(
    "--follow",
    is_flag=True,
    help="Keep reading as the capture file grows (one still being written); Ctrl-C stops.",
)
@tls_keylog_option()
@workers_options
@selection_options
def read(
    sel: Selection, capture, fmt, output, mirror_only, all_columns, full, max_frame,
    max_decompressed, follow, tls_keylog, workers, scheduler,
):
    """One row per Kafka message in CAPTURE: frame, time, tcp stream, API, ids, errors, latency.

    \b
    CAPTURE...: a file, several files, a directory or a glob, read as one
    capture (ordered by time; frames numbered in the merged order).

    \b
    Columns (csv/json/parquet carry all; the table shows the first 13):
      frame, time (UTC), tcp_stream, direction (request/response), api_name,
      api_key, api_version, correlation_id, mirror (mirror RPC?), mirror_name,
      error_code/error_name (responses), latency_ms, expert (word@offset, empty
      when clean), client_id, src, dst, length, request_frame, response_frame, notes,
      flag_bits, tunnel (kind, VNI/key/session id and outer endpoints of the tunnels
      the message's packets came through: VXLAN, GENEVE, GRE, ERSPAN, MPLS).
    """
    from ..pipeline.dissector import Dissector
    from ..tables.output import write_rows
    from ..tables.table import batch_rows

    if fmt == "parquet" and not output:
        fail("--format parquet writes binary data: give a file with -o FILE", 2)
    if workers or scheduler:
        if follow or tls_keylog:
            fail("--workers/--scheduler read whole files: not with --follow or --tls-keylog", 2)
        if sel.vxlan_ports:
            fail(NO_PARALLEL_VXLAN, 2)
        _parallel(sel, capture, fmt, output, mirror_only, all_columns, full, max_frame,
                  max_decompressed, workers, scheduler)
        return
    dis = Dissector(
        sel.ports,
        sel.resolve(capture),
        full=full,
        max_frame=max_frame,
        detect=sel.detect,
        tls_keylog=tls_keylog,
        max_decompressed=max_decompressed,
        vxlan_ports=sel.vxlan_ports,
        record_objects=False,  # rows only: batches are checked, not built
    )
    if follow:
        if fmt == "parquet":
            fail("--follow writes rows as they come: use table, csv or json", 2)
        _follow(dis, capture, fmt, output, mirror_only, all_columns)
        announce_detected(dis, sel.ports)
        return
    # Everything imported so far (pandas, pyarrow, kio...) lives as long as the process:
    # out of the collector's way, the collections the read triggers walk only its own
    # objects (13% of the default read's CPU, 18% of --full's, on the real capture).
    gc.freeze()
    with coverage_says_fragments():  # the coverage line counts them: said once
        rows = batch_rows(_progress(dis, capture))
        if mirror_only:
            mirror_col = list(COLUMNS).index("mirror")
            rows = (r for r in rows if r[mirror_col])
        columns = list(COLUMNS) if all_columns or fmt != "table" else READ_COLUMNS
        first = next(rows, None)  # reads until the first row is ready: nothing written yet
        if first is None and dis.messages == 0:
            _no_messages(capture, sel, dis.packets, dis.lost_bytes, dis)
        n = write_rows(itertools.chain([first] if first is not None else [], rows), fmt, output,
                       columns, fit=_fit(fmt, output))
        announce_detected(dis, sel.ports)
        line = dis.coverage.line()
        if line:
            click.echo(f"kmirror: {line}", err=True)
        if mirror_only and not n:  # Kafka, but no mirror RPC: the empty table, exit 0
            no_mirror_rpcs(capture_label(capture), dis.profile)


def _parallel(
    sel: Selection, capture, fmt, output, mirror_only, all_columns, full, max_frame,
    max_decompressed, workers, scheduler,
) -> None:
    """``read`` on forked workers or a Dask cluster (:func:`.parallel.on_cluster`): a
    partition per file (Dask) or per run of files (forked workers); with
    ``--format parquet`` the output is a dataset directory (one file per partition);
    csv and json are written by the workers, a piece per partition, and the command
    writes the pieces in order (the same bytes as one process)."""
    from types import SimpleNamespace

    from ..tables.output import CHUNK_FORMATS, write_chunks, write_rows
    from ..tables.pieces import output_encoding
    from .parallel import on_cluster

    # the profile is resolved on the cluster's start: a set's files are checked there
    with on_cluster(workers, scheduler, sel) as engine:
        # csv and json on the command's own workers: the first starts on the likely profile
        # while the profile is chosen (dissector.parallel.run.ProfileLater)
        guess = sel.guess() if fmt in CHUNK_FORMATS and getattr(
            engine, "chooses_later", False
        ) else None
        if guess is None:
            profile = sel.resolve(capture)
        else:
            from ..parallel.run import ProfileLater

            profile = ProfileLater(functools.partial(sel.resolve, capture), guess)
        options = {"ports": sel.ports, "profile": profile, "full": full,
                   "max_frame": max_frame, "detect": sel.detect,
                   "max_decompressed": max_decompressed}
        if fmt == "parquet":
            n = engine.write_parquet(capture, output, mirror_only=mirror_only, **options)
            sel.said()
            if n == 0 and not mirror_only:
                _no_messages(capture, sel)
            if n == 0:
                no_mirror_rpcs(capture_label(capture), sel.resolve(capture))
            return
        columns = list(COLUMNS) if all_columns or fmt != "table" else READ_COLUMNS
        if fmt in CHUNK_FORMATS:
            # written by the workers, a piece per partition (the mirror rows picked there)
            # (as bytes in the output's encoding where it can be known: written as they come)
            pieces, detected = engine.read_text(
                capture, fmt, columns, mirror_only, encoding=output_encoding(output),
                **options,
            )
            held, read = [], 0
            for text, n, read in pieces:  # nothing is written before a row is known to exist
                held.append((text, n))
                if read:
                    break
            sel.said()  # the profile's choice (the set's files checked meanwhile)
            if not read:
                _no_messages(capture, sel)
            n = write_chunks(itertools.chain(held, ((t, n) for t, n, _ in pieces)), fmt,
                             output, columns)
        else:
            rows, detected = engine.read_rows(capture, **options)
            first = next(rows, None)
            sel.said()
            if first is None:
                _no_messages(capture, sel)
            rows = itertools.chain([first], rows)
            if mirror_only:
                mirror_col = list(COLUMNS).index("mirror")
                rows = (r for r in rows if r[mirror_col])
            n = write_rows(rows, fmt, output, columns, fit=_fit(fmt, output))
    announce_detected(SimpleNamespace(detected_ports=detected, kafka_ports=sel.ports), sel.ports)
    if mirror_only and not n:  # Kafka, but no mirror RPC: the empty table, exit 0
        no_mirror_rpcs(capture_label(capture), sel.resolve(capture))


def _follow(dis, capture: str, fmt: str, output, mirror_only: bool, all_columns: bool) -> None:
    """Rows of a growing capture, each written as soon as it is complete; Ctrl-C ends."""
    from ..tables.output import write_rows
    from ..tables.table import RowStream

    # a request row waits for its response, but never more than 10 s of capture time
    stream = RowStream(max_wait_ns=10_000_000_000)
    msgs = dis.feed_path(capture, follow=True)
    mirror_col = list(COLUMNS).index("mirror")
    columns = list(COLUMNS) if all_columns or fmt != "table" else READ_COLUMNS

    def rows():
        try:
            for m in msgs:
                stream.add(m)
                for r in stream.ready():
                    if not mirror_only or r[mirror_col]:
                        yield r
        except KeyboardInterrupt:
            if dis.reader is not None:
                dis.reader.stop()
        for r in stream.close():
            if not mirror_only or r[mirror_col]:
                yield r

    write_rows(rows(), fmt, output, columns, flush=True)


def _progress(dis, capture: str):
    """Messages of ``capture`` in lists (``Dissector.path_batches``); a progress bar on
    stderr when it is a terminal."""
    batches = dis.path_batches(capture)
    if not sys.stderr.isatty() or capture_size(capture) < (32 << 20):
        return batches
    return _bar(dis, capture, batches)


def _bar(dis, capture: str, batches):
    """``batches``, with a progress bar on stderr while they come."""
    from rich.console import Console
    from rich.progress import BarColumn, DownloadColumn, Progress, TimeRemainingColumn

    from ..tables.terminal import raw

    total = capture_size(capture)
    with Progress(
        "[progress.description]{task.description}",
        BarColumn(),
        DownloadColumn(),
        TimeRemainingColumn(),
        console=Console(file=raw()),  # (its own cursor moves: under the escaping stream)
        transient=True,
    ) as bar:
        task = bar.add_task("reading", total=total)
        for i, batch in enumerate(batches):
            if not i & 0x3FF and dis.reader is not None:
                bar.update(task, completed=dis.reader.position)
            yield batch
