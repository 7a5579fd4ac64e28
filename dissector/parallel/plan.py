"""Which files of a capture set make which partitions, and how much each reads first.

Owns: :func:`partition_files` (the files of a set in partition order: by their first
packet's capture time), :func:`partition_groups` (those files cut into partitions of
consecutive files, of decreasing size, for the command's own workers), :data:`SHARES`
and :data:`WARM_RECORDS` (the records of the previous file a partition reads first).
The rest of the set's reading on Dask is described in :mod:`dissector.parallel.dask`.

Must not import: ``dask``, the dissector's stages (this only opens the files to read
their first record), the other modules of :mod:`dissector.parallel`, the CLI.
"""

from __future__ import annotations

import os

from dissector.capture.files import iter_packets
from dissector.capture.sets import expand

__all__ = ["SHARES", "WARM_RECORDS", "partition_files", "partition_groups"]

#: Records of the previous file each partition reads first (its rows dropped) so that what
#: crosses the file boundary is decoded as in one read; a seam this does not cover is
#: found and read again (:mod:`dissector.parallel.dask`'s docstring).  Any value gives
#: the same output.  1000: none of the seams of the real bench capture's 12 files
#: (``make bench``'s, 44,000 records a file) or of rep300k's 12 is read again (300: 6
#: partitions of the 12 are), and 4000 cost 0.48 s more CPU there (a warm-up record, read
#: from a file's end and mid-stream, costs about twice a record read in order).
WARM_RECORDS = 1000

#: A partition of :func:`partition_groups` is about the bytes still left over this many
#: times the workers.  1: on the bench capture's 12 rotated files, two workers read 5
#: partitions (5, 4, 1, 1 and 1 files) in 2.00-2.10 s, 9 of them (2) in 2.11-2.17 s: each
#: partition costs about 25 ms of CPU, and the single files at the end even the workers.
SHARES = 1


def _first_ts(path: str) -> int | None:
    """Capture time (ns) of the first record of ``path``; None when it holds none."""
    for t in iter_packets(path).tuples():
        return t[1]
    return None


def partition_files(source) -> list[str]:
    """The files of ``source`` (a path, directory, glob or list) in partition order.

    Ordered by their first packet's capture time (file name order on ties and
    for files without packets), as the single-process read merges them.
    Raises CaptureError as :func:`dissector.capture.sets.expand` and the reader do.
    """
    files = expand(source)
    firsts = [_first_ts(p) for p in files]
    order = sorted(range(len(files)), key=lambda i: (firsts[i] is None, firsts[i] or 0, i))
    return [files[i] for i in order]


def partition_groups(files: list[str], workers: int) -> list[tuple[str, ...]]:
    """``files`` (in partition order) cut into partitions of consecutive files for
    ``workers`` processes that each take the next partition when done with one
    (:mod:`dissector.parallel.pool`): each a tuple of paths read one after the other by
    one dissector (:func:`dissector.parallel.part.read_part`), of decreasing size: about
    the bytes left over :data:`SHARES` times ``workers`` (the file boundary nearest to
    that), one file at least; one worker: one partition.

    Why: a partition costs a fresh dissector, a warm-up on the previous file's end, a
    seam, a report and a text piece, about 0.025 CPU s on ``make bench``'s capture cut
    into 12 files; the large first ones keep those few, the small last ones let both
    workers end together.  Any grouping gives the same output (the seams are read again
    where they cut something: :mod:`dissector.parallel.dask`).  Raises OSError for a
    file that cannot be read.
    """
    if workers <= 1:  # one process: one partition, no seam
        return [tuple(files)] if files else []
    sizes = [os.path.getsize(p) for p in files]
    left = sum(sizes)
    out: list[tuple[str, ...]] = []
    i = 0
    while i < len(files):
        target = left / (SHARES * workers)
        j, got = i + 1, sizes[i]
        while j < len(files) and abs(got + sizes[j] - target) < abs(got - target):
            got += sizes[j]
            j += 1
        out.append(tuple(files[i:j]))
        left -= got
        i = j
    return out
