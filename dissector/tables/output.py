"""Streaming writers for rows of the ``read`` table: text table, CSV, JSON, Parquet.

Owns: turning row lists (:data:`dissector.tables.table.COLUMNS` order, ``time`` as
ns since the epoch) into bytes on a file or standard output without holding
the whole table: memory stays flat however long the capture; the same text
cut in pieces (:func:`text_chunk`, written in order by :func:`write_chunks`:
the pieces the workers of ``--workers`` make, one per partition); and the CSV
rule of the package (:data:`CSV_QUOTING`, :func:`csv_frame` for DataFrames):
a null is an empty field left bare, every string is quoted, so an empty
string is ``""`` and the two stay apart.

Must not import: the CLI.
"""

from __future__ import annotations

import contextlib
import csv
import datetime as _dt
import functools
import io
import json
import os
import sys
from collections.abc import Iterable, Iterator
from itertools import islice
from typing import Any

from .pieces import FilePiece
from .table import COLUMNS
from .terminal import TerminalText, raw, terminal_text

__all__ = [
    "CHUNK_FORMATS",
    "CSV_NULL",
    "CSV_QUOTING",
    "LINE_FORMATS",
    "clock_time",
    "csv_frame",
    "csv_lines",
    "csv_rows_general",
    "iso_time",
    "piece_in_memory",
    "text_chunk",
    "write_chunks",
    "write_piece",
    "write_rows",
]

_EPOCH = _dt.datetime(1970, 1, 1, tzinfo=_dt.UTC)
_TIME = list(COLUMNS).index("time")


def iso_time(ns: int) -> str:
    """ns since the epoch as ISO 8601 UTC with microseconds: 2026-11-29T18:16:52.731652Z."""
    sec, rem = divmod(ns, 1_000_000_000)
    return f"{_second(sec)}.{rem // 1000:06d}Z"


@functools.lru_cache(maxsize=1024)
def _second(sec: int) -> str:
    return f"{_EPOCH + _dt.timedelta(seconds=sec):%Y-%m-%dT%H:%M:%S}"


def clock_time(ns: int) -> str:
    """ns since the epoch as the UTC time of day with microseconds: 18:16:52.731652."""
    sec, rem = divmod(ns, 1_000_000_000)
    h, m, s = (sec // 3600) % 24, (sec // 60) % 60, sec % 60
    return f"{h:02d}:{m:02d}:{s:02d}.{rem // 1000:06d}"


@contextlib.contextmanager
def _open(output: str | None, binary: bool = False, flush: bool = False, text: bool = False):
    """Where rows go: ``output`` or standard output.  ``text``: a text format for people
    (the table), every character through :func:`~.terminal.terminal_text`; else data
    (CSV, JSON, Parquet: ``binary``), the bytes as they are."""
    if text:
        with _open(output, binary, flush) as f:
            yield f if isinstance(f, TerminalText) else TerminalText(f)
        return
    if output is None:
        stdout = raw(sys.stdout)
        try:
            fd = None if stdout.isatty() else stdout.fileno()
        except (AttributeError, OSError, ValueError):  # not a real file (captured, StringIO)
            fd = None
        if binary or flush or fd is None:  # (a terminal: rows as they come)
            yield stdout.buffer if binary else stdout
            return
        # A buffered writer of our own on standard output: with PYTHONUNBUFFERED (or
        # python -u) sys.stdout would make one write(2) per row.
        stdout.flush()
        f = open(  # noqa: SIM115 - closed below
            fd,
            "w",
            buffering=1 << 16,
            encoding=stdout.encoding or "utf-8",
            errors=stdout.errors or "strict",
            newline=None,
            closefd=False,
        )
        try:
            yield f
            f.flush()  # a reader gone (`| head`) raises here at the latest, for the CLI
        finally:
            with contextlib.suppress(BrokenPipeError):
                f.close()
        return
    with open(output, "wb" if binary else "w", newline="" if not binary else None) as f:
        yield f


def _pick(rows: Iterable[list[Any]], columns: list[str]) -> Iterator[list[Any]]:
    all_cols = list(COLUMNS)
    if columns == all_cols:
        return iter(rows)  # (no generator in between: a resumption per row less)
    return _picked(rows, [all_cols.index(c) for c in columns])


def _picked(rows: Iterable[list[Any]], idx: list[int]) -> Iterator[list[Any]]:
    for r in rows:
        yield [r[i] for i in idx]


def write_rows(
    rows: Iterable[list[Any]],
    fmt: str,
    output: str | None,
    columns: list[str],
    flush: bool = False,
    fit: Fit | None = None,
) -> int:
    """Write rows in ``fmt`` (table, csv, json, parquet) to ``output`` or stdout.

    ``columns`` chooses and orders the columns.  Returns the number of rows.
    ``fit`` (the text table on a terminal): ``(width, drop, shrink)`` as
    :func:`~dissector.tables.fit.fit_columns` takes them: the table's columns and
    cells fitted to ``width`` (None: every column at full width).
    JSON is a list of row objects keyed by column name; times are ISO 8601
    UTC strings in text formats and timestamp[ns, UTC] in Parquet.  ``flush``
    writes every row out at once (following a growing capture).  A reader
    of standard output that goes away raises BrokenPipeError (the CLI exits 0).
    """
    rows = _pick(rows, columns)
    t = columns.index("time") if "time" in columns else None
    if fmt == "parquet":
        return _parquet(rows, output, columns)
    with _open(output, flush=flush, text=fmt == "table") as f:
        if flush:
            rows = _flushing(rows, f)
        if fmt == "csv":
            return _csv(rows, f, columns, t, 1 if flush else 512)
        if fmt == "json":
            return _json(rows, f, columns, t)
        return _table(rows, f, columns, t, 1 if flush else 2000, fit)


def _flushing(rows, f):
    for r in rows:
        f.flush()
        yield r
    f.flush()


def _text(v: Any) -> Any:
    if v is None:
        return ""
    if isinstance(v, float):
        return f"{v:.3f}"
    if isinstance(v, str):  # escaped before the widths are taken (a newline too: one line)
        return terminal_text(v, newline=True)
    return v


class _Null(float):
    """What the CSV writer writes for None: an empty field left unquoted.

    ``csv.QUOTE_NONNUMERIC`` quotes every string (so an empty string is
    ``""``) and writes numbers bare, a float by its repr: a float whose repr
    is empty is a bare empty field.  (Python 3.12's ``csv.QUOTE_STRINGS``
    does the same without this; this project runs on 3.11.)
    """

    __slots__ = ()

    def __repr__(self) -> str:
        return ""

    __str__ = __repr__


#: The CSV rule of every CSV this package writes (``read``, ``fields``, ``analyze --export``):
#: null is an empty unquoted field, a string is quoted, so an empty string is ``""``;
#: numbers and booleans are bare (PostgreSQL's CSV convention for NULL and '').
CSV_NULL = _Null()
CSV_QUOTING = csv.QUOTE_NONNUMERIC


def _csv(rows, f, columns, t, chunk: int = 512) -> int:
    f.write(_csv_header(columns))
    return csv_lines(rows, f, t, chunk)


def _csv_header(columns) -> str:
    return ",".join(columns) + "\n"  # column names: plain identifiers, no quotes needed


def csv_lines(rows, f, t, chunk: int = 512) -> int:
    """The CSV lines of ``rows`` (no header) on ``f``, ``chunk`` rows a write; the number
    of rows.

    Rows of the read table's every column (``t`` at its time column): :func:`_wide_lines`.
    Other rows: :func:`_kind_lines`.
    """
    if t == _TIME:
        return _wide_lines(rows, f, chunk)
    return _kind_lines(rows, f, t, chunk)


def _kind_lines(rows, f, t, chunk: int = 512) -> int:
    """:func:`csv_lines`, by row kind.

    Each line is what :func:`csv_rows_general` (``csv.writer`` with :data:`CSV_QUOTING`)
    writes, built here for the values a row holds (``csv.writer`` costs about 4 us a
    row, a third of the default read): a ``str`` quoted, its quotes doubled; None a bare
    empty field; a ``float`` by its repr; an int (bool, Flag) by its str.  A row with
    any other value is written by ``csv.writer`` itself.  The rows of one kind (the
    same type at each place: :func:`_line_format`) share a line format made for it.
    """
    lines: list[str] = []
    push = lines.append
    write = f.write
    formats: dict[tuple[type, ...], Any] = {}
    known = formats.get
    tuple_, type_ = tuple, type
    slow = _slow_line
    n = 0
    last_sec, prefix = -1, ""
    for r in rows:
        if t is not None:  # iso_time, inline: once per row
            sec, rem = divmod(r[t], 1_000_000_000)
            if sec != last_sec:
                last_sec, prefix = sec, _second(sec)
            r[t] = f"{prefix}.{rem // 1000:06d}Z"
        sig = tuple_(map(type_, r))  # the row's kind: the types of its values, in order
        line = known(sig)
        if line is None:
            line = _line_format(sig) or slow if len(formats) < LINE_FORMATS else slow
            if len(formats) < LINE_FORMATS:
                formats[sig] = line
        push(line(r) or slow(r))
        n += 1
        if len(lines) >= chunk:
            push("")
            write("\n".join(lines))
            lines.clear()
    if lines:
        push("")
        write("\n".join(lines))
    return n


#: "000" to "999": a time's microseconds in two look-ups (:func:`_wide_lines`)
_D3 = tuple(f"{i:03d}" for i in range(1000))
#: "0" to "1023": small ints (tcp_stream, api_key, api_version, error_code, flag_bits)
_INTS = tuple(str(i) for i in range(1024))
_WIDTH = len(COLUMNS)


def _wide_lines(rows, f, chunk: int = 512) -> int:
    """:func:`csv_lines` of rows of every column of :data:`COLUMNS` (time in ns): each line
    made in one piece for the types the read table's columns hold (an ``int``, a ``str``,
    a ``bool`` mirror, a ``float`` latency, None where a column may be null), its strings'
    quotes checked by one count over the line; a row of another length or with another
    type, or with a quote in a string, is written by :func:`_slow_line` (what
    :func:`_kind_lines` writes, value by value).  Each time's second is formatted once
    (:func:`_second`), its microseconds and small ints looked up (:data:`_D3`, :data:`_INTS`)."""
    lines: list[str] = []
    push = lines.append
    write = f.write
    int_, str_, float_ = int, str, float
    d3 = _D3
    ints = _INTS
    slow = _slow_line
    second = _second
    width = _WIDTH
    n = 0
    last_sec, prefix = -1, ""
    for r in rows:
        ns = r[1]
        line = None
        if type(ns) is int_ and len(r) == width:
            sec, rem = divmod(ns, 1_000_000_000)
            if sec != last_sec:
                last_sec, prefix = sec, second(sec)
            us = rem // 1000
            (frame, _, stream, direction, api_name, key, version, cid, mirror, mirror_name,
             ec, error_name, lat, expert, client, src, dst, length, req_frame, resp_frame,
             notes, flags, profile, tunnel) = r  # fmt: skip
            if (
                type(frame) is int_
                and type(stream) is int_
                and type(direction) is str_
                and (api_name is None or type(api_name) is str_)
                and (key is None or type(key) is int_)
                and (version is None or type(version) is int_)
                and (cid is None or type(cid) is int_)
                and (mirror is True or mirror is False)
                and (mirror_name is None or type(mirror_name) is str_)
                and (ec is None or type(ec) is int_)
                and (error_name is None or type(error_name) is str_)
                and (lat is None or type(lat) is float_)
                and type(expert) is str_
                and (client is None or type(client) is str_)
                and type(src) is str_
                and type(dst) is str_
                and type(length) is int_
                and (req_frame is None or type(req_frame) is int_)
                and (resp_frame is None or type(resp_frame) is int_)
                and type(notes) is str_
                and isinstance(flags, int_)
                and (profile is None or type(profile) is str_)
                and (tunnel is None or type(tunnel) is str_)
            ):
                quotes = 12  # (time, direction, expert, src, dst, notes)
                if api_name is None:
                    qa = api_name = ""
                else:
                    qa = '"'
                    quotes += 2
                if mirror_name is None:
                    qm = mirror_name = ""
                else:
                    qm = '"'
                    quotes += 2
                if error_name is None:
                    qe = error_name = ""
                else:
                    qe = '"'
                    quotes += 2
                if client is None:
                    qc = client = ""
                else:
                    qc = '"'
                    quotes += 2
                if profile is None:
                    qp = profile = ""
                else:
                    qp = '"'
                    quotes += 2
                if tunnel is None:
                    qt = tunnel = ""
                else:
                    qt = '"'
                    quotes += 2
                if 0 <= stream < 1024:
                    stream = ints[stream]
                if key is None:
                    key = ""
                elif 0 <= key < 1024:
                    key = ints[key]
                if version is None:
                    version = ""
                elif 0 <= version < 1024:
                    version = ints[version]
                if ec is None:
                    ec = ""
                elif 0 <= ec < 1024:
                    ec = ints[ec]
                flags = ints[flags] if type(flags) is int_ and 0 <= flags < 1024 else str_(flags)
                lat = "" if lat is None else repr(lat)
                if cid is None:
                    cid = ""
                if req_frame is None:
                    req_frame = ""
                if resp_frame is None:
                    resp_frame = ""
                line = (
                    f'{frame},"{prefix}.{d3[us // 1000]}{d3[us % 1000]}Z",{stream},'
                    f'"{direction}",{qa}{api_name}{qa},{key},{version},{cid},'
                    f"{'True' if mirror else 'False'},{qm}{mirror_name}{qm},{ec},"
                    f'{qe}{error_name}{qe},{lat},"{expert}",{qc}{client}{qc},"{src}","{dst}",'
                    f'{length},{req_frame},{resp_frame},"{notes}",{flags},'
                    f"{qp}{profile}{qp},{qt}{tunnel}{qt}"
                )
                if line.count('"') != quotes:
                    line = None
            if line is None:
                r[1] = f"{prefix}.{d3[us // 1000]}{d3[us % 1000]}Z"
        else:
            r[1] = iso_time(ns)
        push(slow(r) if line is None else line)
        n += 1
        if len(lines) >= chunk:
            push("")
            write("\n".join(lines))
            lines.clear()
    if lines:
        push("")
        write("\n".join(lines))
    return n


#: Row kinds (the types of a row's values) that get their own line function in
#: :func:`csv_lines`; rows of further kinds are written value by value.
LINE_FORMATS = 256
_NONE = type(None)


def _line_format(sig: tuple[type, ...]):
    """The function that makes the CSV line (no line end) of a row whose values have
    the types ``sig``, or None when a value of one is not one :func:`csv_lines` writes
    itself; the function gives None for a row with a ``"`` in a string (its quotes are
    doubled by :func:`_slow_line`): it counts the quotes of the line it made."""
    names, parts = [], []
    quotes = 0
    for i, tp in enumerate(sig):
        v = f"v{i}"
        if tp is str:
            parts.append(f'"{{{v}}}"')
            quotes += 2
        elif tp is _NONE:
            v = "_"
            parts.append("")
        elif tp is float:
            parts.append(f"{{{v}!r}}")
        elif tp is int:
            parts.append(f"{{{v}}}")  # (format of an int: its str)
        elif issubclass(tp, int):
            parts.append(f"{{{v}!s}}")  # bool, Flag: their str, as the slow way
        else:
            return None
        names.append(v)
    if not names:
        return None
    src = (
        f"def line(r):\n"
        f"    {', '.join(names)}, = r\n"
        f"    s = f'{','.join(parts)}'\n"
        f"    return s if s.count('\"') == {quotes} else None\n"
    )
    scope: dict[str, Any] = {}
    exec(src, scope)  # noqa: S102 - code made here of type names only
    return scope["line"]


def _slow_line(r: list[Any]) -> str:
    """A row's CSV line, value by value (``csv.writer`` for a value of another type)."""
    str_, float_, int_ = str, float, int
    try:
        return ",".join(
            [
                (f'"{v}"' if '"' not in v else '"' + v.replace('"', '""') + '"')
                if type(v) is str_
                else ""
                if v is None
                else repr(v)
                if type(v) is float_
                else str_(v)
                if isinstance(v, int_)
                else _odd(v)
                for v in r
            ]
        )
    except _OddValue:
        return _general_line()(r)


class _OddValue(Exception):
    """A row value :func:`csv_lines` leaves to ``csv.writer``."""


def _odd(v: Any) -> str:
    raise _OddValue


def _general_line():
    """One row as ``csv.writer`` writes it, without its line end (for :func:`csv_lines`)."""
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n", quoting=CSV_QUOTING)
    null = CSV_NULL

    def line(r: list[Any]) -> str:
        buf.seek(0)
        buf.truncate()
        w.writerow([null if v is None else v for v in r])
        return buf.getvalue()[:-1]

    return line


def csv_rows_general(rows: Iterable[list[Any]], f, t: int | None) -> int:
    """:func:`csv_lines` by ``csv.writer``, a row at a time (what it must equal: the
    tests compare the two).  ``t``: the index of the time column (ns), None: none."""
    w = csv.writer(f, lineterminator="\n", quoting=CSV_QUOTING)
    null = CSV_NULL
    n = 0
    for r in rows:
        if t is not None:
            r[t] = iso_time(r[t])
        w.writerow([null if v is None else v for v in r])  # null bare, "" quoted
        n += 1
    return n


def _json(rows, f, columns, t) -> int:
    f.write("[")
    n = _json_rows(rows, f, columns, t, first=True)
    f.write("\n]\n" if n else "]\n")
    return n


def _json_rows(rows, f, columns, t, first: bool) -> int:
    """The row objects of ``rows`` on ``f``, each after ``,\\n `` (the very first of the
    list, ``first``, after ``\\n `` alone); the number of rows."""
    n = 0
    for r in rows:
        if t is not None:
            r[t] = iso_time(r[t])
        f.write(("\n " if first and n == 0 else ",\n ")
                + json.dumps(dict(zip(columns, r, strict=True))))
        n += 1
    return n


#: The formats :func:`text_chunk` and :func:`write_chunks` write.
CHUNK_FORMATS = ("csv", "json")


def text_chunk(rows: Iterable[list[Any]], fmt: str, columns: list[str]) -> tuple[str, int]:
    """A piece of what :func:`write_rows` writes for ``rows`` in ``fmt`` (csv or json),
    without what comes once (CSV's header line, JSON's brackets): ``(text, rows)``.

    ``rows`` as :func:`write_rows` takes them (:data:`~dissector.tables.table.COLUMNS` order,
    ``time`` in ns; changed in place).  Every JSON row object comes after ``,\\n ``;
    :func:`write_chunks` takes the comma off the first.  Written by the same code as
    :func:`write_rows`, so the pieces of a table, in order, make the same bytes.
    Raises ValueError for another format.
    """
    buf = io.StringIO()
    n = write_piece(rows, fmt, columns, buf)
    return buf.getvalue(), n


def write_piece(rows: Iterable[list[Any]], fmt: str, columns: list[str], f) -> int:
    """:func:`text_chunk`'s text written on the text file ``f`` (a piece made straight
    into a file: ``kmirror read --workers``' in memory, :class:`~.pieces.FilePiece`); the rows
    written.  Raises ValueError for a format that is not csv or json."""
    if fmt not in CHUNK_FORMATS:
        raise ValueError(f"text_chunk writes {' or '.join(CHUNK_FORMATS)}, not {fmt!r}")
    rows = _pick(rows, columns)
    t = columns.index("time") if "time" in columns else None
    return csv_lines(rows, f, t) if fmt == "csv" else _json_rows(rows, f, columns, t, False)


def piece_in_memory(
    rows: Iterable[list[Any]], fmt: str, columns: list[str], encoding: tuple[str, str]
) -> tuple[FilePiece, int] | None:
    """:func:`~.output.text_chunk`'s text written, encoded as ``encoding`` says (``(codec,
    errors)``), to an anonymous file in memory (``memfd_create``), as the output's own
    writer would (a 64 KiB buffer, no newline translation): ``(piece, rows)``; None
    where there is no ``memfd_create``.  Why: made as one string, encoded, then copied,
    a worker's piece cost it 0.14 CPU s more on the bench capture than writing it here."""
    memfd = getattr(os, "memfd_create", None)
    if memfd is None:
        return None
    fd = memfd("kmirror-piece", os.MFD_CLOEXEC)
    try:
        with open(  # noqa: SIM115 - closed here, the descriptor kept
            fd, "w", buffering=1 << 16, encoding=encoding[0], errors=encoding[1],
            newline="", closefd=False,
        ) as f:
            n = write_piece(rows, fmt, columns, f)
        return FilePiece(fd, 0, os.fstat(fd).st_size), n
    except BaseException:
        os.close(fd)
        raise


def write_chunks(
    chunks: Iterable[tuple[str | bytes | FilePiece, int]], fmt: str, output: str | None,
    columns: list[str],
) -> int:
    """Write the pieces :func:`text_chunk` made (``(text, rows)``, in order) as one
    ``fmt`` output on ``output`` or stdout: the same bytes as :func:`write_rows` of
    their rows.  A piece's text may be bytes, or a :class:`~.pieces.FilePiece`, encoded as
    :func:`~.pieces.output_encoding` says (written as they are; a FilePiece closed once written).
    Returns the number of rows.  A reader of standard output that goes away raises
    BrokenPipeError (the CLI exits 0).
    """
    if fmt not in CHUNK_FORMATS:
        raise ValueError(f"write_chunks writes {' or '.join(CHUNK_FORMATS)}, not {fmt!r}")
    n = 0
    with _open(output) as f:
        f.write(_csv_header(columns) if fmt == "csv" else "[")
        for text, k in chunks:
            piece = text
            if fmt == "json" and n == 0 and k:
                text = text[1:]  # the first row object: no comma before it
            if type(text) is FilePiece:
                try:
                    text.write_to(f)
                finally:
                    piece.close()
            elif type(text) is bytes:
                f.flush()
                f.buffer.write(text)
            else:
                f.write(text)
            n += k
        if fmt == "json":
            f.write("\n]\n" if n else "]\n")
    return n


def _table(rows, f, columns, t, every: int = 2000, fit: Fit | None = None) -> int:
    """Aligned columns; widths from the first rows, growing only when a value needs it
    (fitted to a terminal with ``fit``: :func:`_fitted`)."""
    head = list(islice(rows, 500 if every > 1 else 0))

    def cells(r):
        if t is not None:
            r[t] = clock_time(r[t])
        return [str(_text(v)) for v in r]

    first = [cells(r) for r in head]
    widths = [max([len(c)] + [len(r[i]) for r in first]) for i, c in enumerate(columns)]
    if fit is not None:
        return _fitted(rows, f, columns, cells, first, widths, fit)
    buf = io.StringIO()

    def line(vals):
        for i, v in enumerate(vals):
            if len(v) > widths[i]:
                widths[i] = len(v)
        buf.write("  ".join(v.ljust(w) for v, w in zip(vals, widths, strict=True)).rstrip())
        buf.write("\n")

    line(list(columns))
    n = 0
    for vals in first:
        line(vals)
        n += 1
    for r in rows:
        line(cells(r))
        n += 1
        if not n % every:
            f.write(buf.getvalue())
            buf.seek(0)
            buf.truncate()
    f.write(buf.getvalue())
    return n


#: How a text table fits a terminal: (width, columns to drop first, columns to narrow).
Fit = tuple[int, tuple[str, ...], tuple[str, ...]]


def _fitted(rows, f, columns, cells, first, widths, fit: Fit) -> int:
    """The text table in ``fit``'s width, as ``ps`` on a terminal: the columns and widths
    :func:`~dissector.tables.fit.fit_columns` keeps (from the first rows), every cell cut
    to its column with an ellipsis, every line to the width; written row by row."""
    from .fit import clip, fit_columns, hidden_note

    width, drop, shrink = fit
    keep, caps = fit_columns(columns, widths, width, drop, shrink)
    hidden_note(columns, keep, width)

    def line(vals) -> str:
        text = "  ".join(clip(vals[i], w).ljust(w) for i, w in zip(keep, caps, strict=True))
        return clip(text.rstrip(), width) + "\n"

    f.write(line(list(columns)))
    n = 0
    for vals in first:
        f.write(line(vals))
        n += 1
    for r in rows:
        f.write(line(cells(r)))
        n += 1
    return n


def _parquet(rows, output, columns) -> int:
    import pyarrow as pa
    import pyarrow.parquet as pq

    from .table import rows_frame

    all_cols = list(COLUMNS)
    writer = None
    n = 0
    try:
        while True:
            chunk = list(islice(rows, 100_000))
            if not chunk and writer is not None:
                break
            if columns != all_cols:
                full = [[None] * len(all_cols) for _ in chunk]
                for fr, r in zip(full, chunk, strict=True):
                    for c, v in zip(columns, r, strict=True):
                        fr[all_cols.index(c)] = v
                chunk = full
            df = rows_frame(chunk)[columns]
            table = pa.Table.from_pandas(df, preserve_index=False)
            if writer is None:
                # one dictionary index width for every chunk's categories
                schema = pa.schema(
                    [
                        pa.field(f.name, pa.dictionary(pa.int32(), pa.string()))
                        if pa.types.is_dictionary(f.type)
                        else f
                        for f in table.schema
                    ],
                    metadata=table.schema.metadata,
                )
                open(output, "wb").close()  # an unwritable path fails here, as a plain OSError
                writer = pq.ParquetWriter(output, schema)
            table = table.cast(writer.schema)
            writer.write_table(table)
            n += len(chunk)
            if not chunk:
                break
    finally:
        if writer is not None:
            writer.close()
    return n



def csv_frame(df: Any, output: Any) -> None:
    """Write a DataFrame as CSV by the rule of :data:`CSV_QUOTING` (null bare, ``""`` quoted).

    ``output`` is a path or a text file.  Unlike ``DataFrame.to_csv``, a null
    (None, NaN, pd.NA, NaT) and an empty string stay apart: ``a,,b`` against
    ``a,"",b``.  pyarrow reads it back with both kept:
    ``pyarrow.csv.read_csv(path, convert_options=pyarrow.csv.ConvertOptions(
    strings_can_be_null=True, quoted_strings_can_be_null=False)).to_pandas()``.
    """
    if isinstance(output, str | bytes) or hasattr(output, "__fspath__"):
        with open(output, "w", newline="", encoding="utf-8") as f:
            csv_frame(df, f)
        return
    import pandas as pd  # here: `kmirror read` writes rows without pandas

    na, nat, null = pd.NA, pd.NaT, CSV_NULL

    def cell(v: Any) -> Any:
        if v is None or v is na or v is nat:
            return null
        if hasattr(v, "item") and not isinstance(v, bytes | bytearray | str):
            v = v.item()  # numpy scalars (a numpy float's repr is not its number)
        if isinstance(v, float) and v != v:
            return null
        return v

    csv.writer(output, lineterminator="\n").writerow([str(c) for c in df.columns])
    w = csv.writer(output, lineterminator="\n", quoting=CSV_QUOTING)
    for row in df.itertuples(index=False, name=None):
        w.writerow([cell(v) for v in row])
