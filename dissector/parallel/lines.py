"""A partition's CSV lines written as it is read, numbered over the set afterwards.

Owns: :class:`PartLines` (the CSV text of a partition's own rows, made as the rows come
out of the read, held as encoded bytes, with local frame numbers and tcp_streams),
:func:`lines_codec` (the output encodings such text can be held in) and
:func:`renumber` (a chunk of that text with set-wide numbers: the four fields the
numbering changes rewritten in place of the local ones).

Why: a worker of ``kmirror read --workers`` held each partition's rows as lists until the
set was numbered, then wrote them.  On the bench capture's 12 rotated files the rows took
about 400 bytes each (145 MB for the largest worker, page faults for every one of them)
and were written cold, after the last read.  The same text made as each batch of rows
comes out of the read, and held as bytes, takes under half that memory; what is left
once the set is numbered is to rewrite four numbers a line (:func:`renumber`, a loop over
bytes).

Which rows: every own row but a request without its response (``response_frame`` empty):
a later file may answer it (:func:`dissector.parallel.stitch.final_rows` gives it its
response frame, latency, notes and flag bits then), so it is held as its list and written
when the set is numbered.  The numbers: ``frame``, ``request_frame`` and
``response_frame`` are local (the partition's frame 1 is its warm-up's first record) and
move by the same offset; ``tcp_stream`` is local and is looked up in the set's map.  The
bytes written are those :func:`dissector.tables.output.write_rows` writes for the rows
numbered first (the tests compare the two on every committed capture).

Must not import: the seams (:mod:`.stitch`), the engines, the CLI.
"""

from __future__ import annotations

import array
import codecs
from typing import Any

from dissector.tables.output import csv_lines
from dissector.tables.table import COLUMNS

try:
    import cython
except ImportError:  # no Cython: the pure-Python path
    from .. import puremode as cython

__all__ = [
    "CHUNK_ROWS", "PartLines", "lines_codec", "lines_compiled", "renumber", "stream_table",
]

#: Rows written to text at a time (one encoded chunk each).
CHUNK_ROWS = 512
#: The codecs whose text the numbers can be rewritten in as bytes: ``,``, ``"``, the line
#: end and the digits are one byte each, and no other character's bytes contain them.
_BYTE_CODECS = frozenset({"utf-8", "ascii", "iso8859-1"})
_TIME = list(COLUMNS).index("time")
#: The places :func:`renumber` rewrites (checked against COLUMNS here): frame,
#: tcp_stream, request_frame, response_frame.
_NUMBERED = (0, 2, 18, 19)
if tuple(list(COLUMNS).index(c) for c in (
    "frame", "tcp_stream", "request_frame", "response_frame"
)) != _NUMBERED or list(COLUMNS)[3] != "direction" or list(COLUMNS)[8] != "mirror":
    raise ImportError("dissector.parallel.lines: the read table's columns moved")


def lines_compiled() -> bool:
    """Whether this module runs compiled (:mod:`dissector.native`)."""
    return bool(cython.compiled)


def lines_codec(encoding: tuple[str, str] | None) -> bool:
    """Whether text in ``encoding`` (``(codec, errors)``, the output's) can be held as
    bytes and renumbered (:data:`_BYTE_CODECS`: UTF-8, ASCII, Latin-1)."""
    if encoding is None:
        return False
    try:
        return codecs.lookup(encoding[0]).name in _BYTE_CODECS
    except LookupError:
        return False


class PartLines:
    """The CSV lines of a partition's own rows (every column of
    :data:`~dissector.tables.table.COLUMNS`, time in ns), made as the read makes the rows
    (:class:`dissector.parallel.part.OwnRows`: :meth:`chunk` of up to :data:`CHUNK_ROWS`
    rows, :meth:`hold` of a request without its response), encoded as ``encoding`` says
    (``(codec, errors)``: one of :func:`lines_codec`'s); with ``mirror_only``, the rows of
    mirror RPCs only (what ``OwnRows`` gives).

    ``items``: in order, each a chunk (``(bytes, rows)``) or a row held as its list.
    ``read``: the own rows read; ``written``: those in the text (all, or the mirror
    RPCs').  The rows keep their local numbers: :func:`dissector.parallel.run.final_text`
    numbers them (:func:`renumber`)."""

    __slots__ = ("_parts", "encoding", "items", "mirror_only", "read", "written")

    def __init__(self, encoding: tuple[str, str], mirror_only: bool = False) -> None:
        self.encoding = encoding
        self.mirror_only = mirror_only
        self.items: list[Any] = []
        self.read = 0
        self.written = 0
        self._parts: list[str] = []

    def chunk(self, rows: list[list[Any]]) -> None:
        """``rows`` (own rows to write, in order) written as one chunk."""
        self.items.append((self.text(rows), len(rows)))

    def hold(self, row: list[Any]) -> None:
        """``row`` held as it is (a request without its response), after what is written."""
        self.items.append(row)

    def text(self, rows: list[list[Any]]) -> bytes:
        """The CSV lines of ``rows`` (their time in ns), encoded."""
        parts = self._parts
        parts.clear()
        csv_lines(rows, self, _TIME, CHUNK_ROWS)
        text = parts[0] if len(parts) == 1 else "".join(parts)
        parts.clear()
        return text.encode(*self.encoding)

    def write(self, text: str) -> None:
        """(What :func:`~dissector.tables.output.csv_lines` writes to: its text of a
        chunk of rows, kept as it is.)"""
        self._parts.append(text)

    def __len__(self) -> int:
        return self.written


def stream_table(smap: dict) -> array.array:
    """The set's tcp_stream of each local one (``smap``: local -> set-wide or None) as an
    array indexed by the local number, -1 for None (:func:`renumber`)."""
    size = max((s for s in smap if s is not None and s >= 0), default=-1) + 1
    table = array.array("q", [-1]) * size
    for local, glob in smap.items():
        if local is not None and local >= 0 and glob is not None:
            table[local] = glob
    return table


@cython.locals(
    src="const unsigned char[::1]", out="unsigned char[::1]", streams="const long long[::1]",
    n="Py_ssize_t", i="Py_ssize_t", o="Py_ssize_t", start="Py_ssize_t", end="Py_ssize_t",
    field="int", c="unsigned char", value="long long", digits="int", nstreams="Py_ssize_t",
    lines="Py_ssize_t", shift="long long", rows="Py_ssize_t",
)
@cython.boundscheck(False)
@cython.wraparound(False)
def _renumber_into(src, out, shift: int, streams, rows: int) -> tuple[int, int]:
    """:func:`renumber`'s loop: ``src``'s lines written to ``out`` (``len(src) + 80 *
    rows`` bytes: a line grows by 76 at most, its four numbers from one digit to 20); the
    bytes written and the lines.  Raises ValueError for a line whose numbered fields are
    not digits or empty, that ends early, or one more than ``rows``.  (Compiled, its
    indexing unchecked: ``i`` stays below ``len(src)``, ``o`` within ``out`` while there
    are no more lines than ``rows``, a stream below ``len(streams)``.)"""
    n = len(src)
    nstreams = len(streams)
    if len(out) < n + 80 * rows:
        raise ValueError("renumber: too small a buffer")
    i = 0
    o = 0
    lines = 0
    while i < n:
        if lines >= rows:
            raise ValueError(f"renumber: more than {rows} lines")
        field = 0
        while True:
            if field == 0 or field == 2 or field == 18 or field == 19:
                value = 0
                digits = 0
                while i < n:
                    c = src[i]
                    if c < 48 or c > 57:
                        break
                    value = value * 10 + (c - 48)
                    digits += 1
                    i += 1
                if digits > 18:
                    raise ValueError("renumber: a number of more than 18 digits")
                if digits:
                    if field == 2:
                        value = streams[value] if value < nstreams else -1
                    else:
                        value += shift
                    if value >= 0:  # (a frame is never below 1; a stream of -1: none)
                        start = o
                        while True:  # the digits, last first, then turned round
                            out[o] = 48 + value % 10
                            o += 1
                            value //= 10
                            if value == 0:
                                break
                        end = o - 1
                        while start < end:
                            c = out[start]
                            out[start] = out[end]
                            out[end] = c
                            start += 1
                            end -= 1
                    elif field != 2:
                        raise ValueError("renumber: a frame number below 0")
            elif i < n and src[i] == 34:  # a quoted field: to its closing quote
                out[o] = 34
                o += 1
                i += 1
                while i < n:
                    c = src[i]
                    out[o] = c
                    o += 1
                    i += 1
                    if c == 34:
                        if i < n and src[i] == 34:  # a doubled quote
                            out[o] = 34
                            o += 1
                            i += 1
                        else:
                            break
            else:  # a bare field: to the next comma or line end
                while i < n:
                    c = src[i]
                    if c == 44 or c == 10:
                        break
                    out[o] = c
                    o += 1
                    i += 1
            if i >= n:
                raise ValueError("renumber: a line ends early")
            c = src[i]
            out[o] = c
            o += 1
            i += 1
            if c == 10:
                break
            if c != 44:
                raise ValueError(f"renumber: field {field} is not a number or ends early")
            field += 1
        if field != 23:
            raise ValueError(f"renumber: a line of {field + 1} fields")
        lines += 1
    return o, lines


def renumber(chunk: bytes, rows: int, shift: int, streams: array.array) -> memoryview:
    """``chunk`` (``rows`` CSV lines of every column of COLUMNS, each ending in a line end,
    as :class:`PartLines` makes them) with ``shift`` added to each non-empty ``frame``,
    ``request_frame`` and ``response_frame`` and each non-empty ``tcp_stream`` looked up
    in ``streams`` (:func:`stream_table`; emptied where it is -1 or beyond it).  Raises
    ValueError for text that is not such lines (the numbered fields not digits or empty,
    a count of lines or fields other than the ones said)."""
    out = bytearray(len(chunk) + rows * 80)
    size, lines = _renumber_into(chunk, out, shift, streams, rows)
    if lines != rows:
        raise ValueError(f"renumber: {lines} lines, {rows} expected")
    return memoryview(out)[:size]
