"""What a capture set's read is made of, whichever engine runs it (Dask's graph or the
command's own forked workers).

Owns: :func:`prepare` (a set's files in partition order and the options its partitions
are read with), :func:`latest` (a partition's reads: the last that counts),
:func:`final_read`, :func:`final_text` and :func:`write_part` (what a worker makes of a
partition once the set is numbered), :func:`text_spec` (a read's csv/json pieces,
checked), :func:`warn_report` (the warnings the partitions gave, given to the caller) and
the two ends of an analysis (:func:`analysis_inputs`, :func:`analysis_of`).  The engines:
:mod:`.graph` (Dask) and :mod:`.pool` (local processes).

Must not import: ``dask``, the engines, the cluster, the CLI.
"""

from __future__ import annotations

import os
import warnings
from collections.abc import Iterable, Iterator
from typing import Any

from dissector.capture.sets import expand
from dissector.errors import CaptureNote, CaptureWarning
from dissector.profiles.profile import AUTO_PROFILE, Profile
from dissector.tables.pieces import FilePiece, memory_piece
from dissector.tables.table import COLUMNS

from .lines import PartLines, lines_codec, lines_compiled, renumber, stream_table
from .part import MIRROR, Part, gc_paused
from .plan import WARM_RECORDS, partition_files
from .stitch import final_rows, number_rows

__all__ = [
    "ProfileLater",
    "analysis_inputs",
    "analysis_of",
    "final_read",
    "final_text",
    "latest",
    "lines_spec",
    "prepare",
    "text_spec",
    "warn_report",
    "write_part",
]


class ProfileLater:
    """A read's profile still to be chosen when the read begins: ``choose()`` chooses it
    (from the capture, ``kmirror read``'s ``--profile auto``), ``guess`` is the one it
    most likely chooses (the default profile: a capture without mirror traffic).  Given
    as the profile of :meth:`.pool.LocalEngine.read_text`, whose first worker starts on
    the guess while the command chooses (:func:`.pool.run_set`)."""

    __slots__ = ("choose", "guess")

    def __init__(self, choose, guess: Profile) -> None:
        self.choose = choose
        self.guess = guess


def latest(*versions):
    """The last of ``versions`` that is not None (a partition's reads, the last that counts)."""
    return next(v for v in reversed(versions) if v is not None)


def _options(
    files, ports, profile, full, max_frame, detect, warm=WARM_RECORDS, max_decompressed=None
) -> dict:
    if profile is not None and str(profile) == AUTO_PROFILE:
        from dissector.analysis.bycluster import choose_per_cluster

        profile = choose_per_cluster(files, ports, detect).profile  # once, here, per cluster
    elif profile is not None and not isinstance(profile, Profile):
        from dissector.pipeline.choice import resolve_profile

        profile = resolve_profile(profile, files, ports, detect)  # once, here
    return {"ports": tuple(ports), "profile": profile, "full": full, "max_frame": max_frame,
            "detect": detect, "warm": warm, "max_decompressed": max_decompressed}


def prepare(
    source, ports, profile=None, full=False, max_frame=None, detect=False,
    warm=WARM_RECORDS, max_decompressed=None,
) -> tuple[list[str], dict]:
    """The files of ``source`` in partition order (:func:`.plan.partition_files`) and the
    options every partition is read with (the profile resolved once, here; ``stamp``:
    each file's size and mtime, so that a changed file is a new Dask task).  Arguments
    as :func:`dissector.parallel.dask.read_captures`.  Raises CaptureError as
    :func:`.plan.partition_files`."""
    from dissector.frames.framing import DEFAULT_MAX_FRAME

    files = partition_files(source)
    opts = _options(
        files, ports, profile, full, max_frame or DEFAULT_MAX_FRAME, detect, warm, max_decompressed
    )
    opts["stamp"] = [(os.path.getsize(p), os.stat(p).st_mtime_ns) for p in files]
    return files, opts


def final_read(k: int, numbering: dict, opts: dict, *reads) -> Part:
    """The last read of partition ``k`` (:func:`latest`), numbered over the set."""
    with gc_paused():
        return final_rows(latest(*reads), k, numbering, opts)


def final_text(
    k: int, numbering: dict, text: tuple, *reads
) -> tuple[str | bytes | FilePiece, int, int]:
    """Partition ``k``'s final rows (:func:`final_read`) written as a piece of a csv or
    json output (:func:`dissector.tables.output.text_chunk`), on the worker that holds it:
    ``(text, rows written, rows read)``; ``text`` is ``(fmt, columns, mirror_only,
    encoding, in_memory)`` (:func:`text_spec`: ``mirror_only``, the rows of mirror RPCs
    only; ``encoding``, None or ``(codec, errors)`` to give the piece as bytes so encoded;
    ``in_memory``, as a :class:`~dissector.tables.pieces.FilePiece` where it can be)."""
    from dissector.tables.output import piece_in_memory, text_chunk

    fmt, columns, mirror_only, encoding, in_memory = text
    part = latest(*reads)
    if type(part.rows) is PartLines and not numbering["whole"]:
        return _numbered_lines(part, k, numbering, in_memory)
    with gc_paused():
        rows = final_rows(part, k, numbering).rows
        read = len(rows)
        if mirror_only:
            rows = [r for r in rows if r[MIRROR]]
        made = None
        if encoding is not None and in_memory:
            made = piece_in_memory(rows, fmt, columns, encoding)
        if made is None:
            chunk, n = text_chunk(rows, fmt, columns)
        else:
            chunk, n = made
        del rows
    if encoding is not None and type(chunk) is str:
        return chunk.encode(*encoding), n, read
    return chunk, n, read


def _numbered_lines(part: Part, k: int, numbering: dict, in_memory: bool):
    """:func:`final_text` of a partition read as its CSV lines (:class:`.lines.PartLines`):
    each chunk renumbered over the set (:func:`.lines.renumber`), each request held for a
    later file's answer numbered (:func:`.stitch.number_rows`) and written; in a file in
    memory when ``in_memory`` and there is ``memfd_create``
    (:func:`~dissector.tables.pieces.memory_piece`), else as bytes."""
    lines, info = part.rows, part.info
    g = numbering["offsets"][k] - info["w"]
    smap = numbering["streams"][k]
    held = [x for x in lines.items if type(x) is list]
    if held:
        number_rows(held, g, smap, numbering["patches"], info.get("bases", {}))
    streams = stream_table(smap)
    # the first partition (no warm-up, its connections the set's first) is numbered as
    # the set already: its chunks are written as they are
    same = g == 0 and all(s == i for i, s in enumerate(streams))

    def chunks():
        for x in lines.items:
            if type(x) is list:
                yield lines.text([x])
            else:
                yield x[0] if same else renumber(x[0], x[1], g, streams)

    piece = memory_piece(chunks()) if in_memory else None
    if piece is None:
        piece = b"".join(chunks())
    return piece, lines.written, lines.read


def write_part(part: Part, path: str, mirror_only: bool) -> int:
    """Write ``part``'s rows (the mirror RPCs' only, with ``mirror_only``) as the Parquet
    file ``path`` (:func:`dissector.tables.output.write_rows`); the rows written."""
    from dissector.tables.output import write_rows

    rows = part.rows
    if mirror_only:
        rows = [r for r in rows if r[MIRROR]]
    return write_rows(iter(rows), "parquet", path, list(COLUMNS))


def text_spec(
    fmt: str, columns: Iterable[str] | None, mirror_only: bool,
    encoding: tuple[str, str] | None = None, in_memory: bool = False,
) -> tuple:
    """``(fmt, columns, mirror_only, encoding, in_memory)`` of :func:`final_text`
    (``columns`` default: every column of COLUMNS; ``encoding``: None for pieces as str,
    or ``(codec, errors)`` for pieces so encoded, the output's:
    :func:`dissector.tables.pieces.output_encoding`; ``in_memory``: with an encoding,
    each piece written to a file in memory, a
    :class:`~dissector.tables.pieces.FilePiece`, where it can be: the command's own
    workers, which hand its descriptor over).  Raises ValueError for a format that is not
    csv or json, LookupError for an unknown codec."""
    import codecs

    from dissector.tables.output import CHUNK_FORMATS

    if fmt not in CHUNK_FORMATS:
        raise ValueError(f"read_text writes {' or '.join(CHUNK_FORMATS)}, not {fmt!r}")
    if encoding is not None:
        codecs.lookup(encoding[0])
        encoding = (encoding[0], encoding[1])
    columns = list(COLUMNS) if columns is None else list(columns)
    return fmt, columns, mirror_only, encoding, bool(in_memory and encoding)


def lines_spec(text: tuple) -> tuple | None:
    """``opts["lines"]`` for a read whose pieces are :func:`text_spec`'s ``text``: the
    arguments of the :class:`.lines.PartLines` each partition's read writes its rows to as
    they come (``(encoding, mirror_only)``), or None when its rows are held as lists
    instead, until the set is numbered.  Lines are made for a CSV of every column in an
    encoding :func:`.lines.lines_codec` takes, when :mod:`.lines` is compiled (its loop
    over bytes, in Python, costs more than the lists it saves)."""
    fmt, columns, mirror_only, encoding, _in_memory = text
    if (
        fmt == "csv" and list(columns) == list(COLUMNS) and lines_codec(encoding)
        and lines_compiled()
    ):
        return encoding, mirror_only
    return None


def warn_report(report: dict, stacklevel: int = 2) -> None:
    """The warnings the partitions gave (files cut inside a record: CaptureWarning; what
    the reads decided: CaptureNote), given to the caller's caller (``stacklevel`` as
    :func:`warnings.warn`'s, counted from the caller)."""
    for text in report["cuts"]:
        warnings.warn(text, CaptureWarning, stacklevel=stacklevel + 1)
    for text in report.get("notes", ()):
        warnings.warn(text, CaptureNote, stacklevel=stacklevel + 1)


def analysis_inputs(source, ports, profile, detect: bool, full: bool, warm: int):
    """An analysis of a set: ``(profile, capture names, files, options)`` (the profile
    :func:`dissector.analysis.analysis_profile` chooses, the files' base names, then
    :func:`prepare`'s with the analysis' dissector asked for)."""
    from dissector.analysis import analysis_profile

    paths = [os.fspath(p) for p in ([source] if isinstance(source, str | os.PathLike)
                                    else source)]
    prof = analysis_profile(paths, ports, profile, detect)
    captures = [os.path.basename(p) for p in expand(paths)]
    files, opts = prepare(paths, ports, prof, detect=detect, warm=warm)
    opts["analysis"] = {"detect": detect, "full": full}
    return prof, captures, files, opts


def analysis_of(parts: Iterator[Any], report: dict, prof, captures: list[str]):
    """The :class:`~dissector.analysis.Analysis` of a set's final partitions (in order,
    each :func:`final_read`'s, consumed one at a time) and the numbering ``report``."""
    from dissector.analysis import analyze_parts

    chunks = ((p.rows, p.exchanges, p.info.get("let_go", 0)) for p in parts)
    return analyze_parts(
        chunks, prof, captures, report["topics"], report["kafka_ports"],
        report["detected"], report["lost"], report["undecoded"],
    )
