"""Text tables and lines that fit a terminal, the way ``ps`` fits one.

Owns: :func:`terminal_width` (the width of the terminal standard output is, None
on a pipe or a file), :func:`fit_columns` (which columns of a text table to keep
and how wide each may be, at most that width: the least useful columns dropped
first, then the widest cells cut with an ellipsis), :func:`clip` (one cell cut
to its width), :func:`wrap` (a line of prose wrapped to the width) and
:func:`hidden_note` (the one stderr line saying which columns were left out).

On a pipe or into a file nothing here is used: the commands print their full
width there, byte for byte as before (scripts and the snapshot tests read it).

Must not import: the CLI, pandas.
"""

from __future__ import annotations

import os
import sys
import textwrap
from collections.abc import Sequence
from typing import IO

__all__ = ["ELLIPSIS", "clip", "fit_columns", "hidden_note", "terminal_width", "wrap"]

#: What ends a cell cut short (one column wide).
ELLIPSIS = "…"

#: Columns between two cells of a text table.
GAP = 2


def terminal_width(stream: IO | None = None) -> int | None:
    """The width in columns of the terminal ``stream`` (default: standard output) is,
    asked of the terminal itself (not ``$COLUMNS``, which a shell may have exported at
    another width); None when ``stream`` is not a terminal (a pipe, a file, captured)."""
    stream = sys.stdout if stream is None else stream
    try:
        if not stream.isatty():
            return None
        width = os.get_terminal_size(stream.fileno()).columns
    except (AttributeError, OSError, ValueError):
        return None
    return width if width > 0 else None


def clip(text: str, width: int, keep_end: bool = False) -> str:
    """``text`` cut to ``width`` columns, its last one an ellipsis when cut (its first
    with ``keep_end``: a field path keeps its leaf, ``…partitions[0].state``)."""
    if len(text) <= width:
        return text
    if width <= 0:
        return ""
    return ELLIPSIS + text[len(text) - width + 1 :] if keep_end else text[: width - 1] + ELLIPSIS


def fit_columns(
    headers: Sequence[str],
    widths: Sequence[int],
    width: int,
    drop: Sequence[str] = (),
    shrink: Sequence[str] = (),
) -> tuple[list[int], list[int]]:
    """Which columns of a text table to show in ``width`` columns, and how wide.

    ``headers``: the column names; ``widths``: each column's natural width (its longest
    cell or header); cells are :data:`GAP` apart.  Columns named in ``drop`` are left
    out, in that order, while the table is too wide; then the columns named in
    ``shrink`` are narrowed, the widest first, none below its header's width (their
    cells then end with :data:`ELLIPSIS`: :func:`clip`).  Returns ``(kept, caps)``:
    the indices of the columns kept, in order, and each one's width.  A table that
    still does not fit is left so: the caller cuts its lines (:func:`clip`).
    """
    keep = list(range(len(headers)))
    caps = list(widths)

    def total() -> int:
        return sum(caps[i] for i in keep) + GAP * max(len(keep) - 1, 0)

    for name in drop:
        if total() <= width:
            break
        if name in headers and headers.index(name) in keep and len(keep) > 1:
            keep.remove(headers.index(name))
    floor = {i: min(len(headers[i]), widths[i]) for i in keep if headers[i] in shrink}
    excess = total() - width
    while excess > 0:  # the widest narrowable column, by one, until the table fits
        narrowable = [i for i in floor if caps[i] > floor[i]]
        if not narrowable:
            break
        caps[max(narrowable, key=lambda i: (caps[i], -i))] -= 1
        excess -= 1
    return keep, [caps[i] for i in keep]


def hidden_note(
    headers: Sequence[str],
    keep: Sequence[int],
    width: int,
    stream: IO | None = None,
    csv: bool = True,
) -> str | None:
    """Say on ``stream`` (default: standard error) which columns :func:`fit_columns` left
    out, in one line, e.g. ``kmirror: 5 columns hidden to fit 80 columns (api_version,
    api_key, mirror, tcp_stream, ...): widen the terminal, or pipe/--format csv for all``
    (``csv``: the command has ``--format csv``; else ``or pipe it for all``); nothing when
    every column was kept.  Returns the line said (None: nothing)."""
    gone = [h for i, h in enumerate(headers) if i not in set(keep)]
    if not gone:
        return None
    names = ", ".join(gone[:4]) + (", ..." if len(gone) > 4 else "")
    n = len(gone)
    line = (
        f"kmirror: {n} column{'s' if n > 1 else ''} hidden to fit {width} columns ({names}): "
        f"widen the terminal, or {'pipe/--format csv' if csv else 'pipe it'} for all"
    )
    print(line, file=sys.stderr if stream is None else stream, flush=True)
    return line


def wrap(text: str, width: int | None, indent: str = "") -> str:
    """Each line of ``text`` wrapped to ``width`` columns between words, the lines after
    its first indented as it is plus ``indent``, a word wider than a line cut between
    its characters; ``text`` itself when ``width`` is None (not a terminal)."""
    if width is None:
        return text
    out = []
    for line in text.split("\n"):
        if len(line) <= width:
            out.append(line)
            continue
        lead = line[: len(line) - len(line.lstrip())]
        out += textwrap.wrap(
            line, width, subsequent_indent=lead + indent, break_on_hyphens=False
        )
    return "\n".join(out)
