"""Several capture files read as one capture.

Owns: turning what the user named (a file, several files, a directory, a glob
such as ``trace_*.pcap``) into the list of capture files (:func:`expand`), and
:class:`CaptureSet`, which merges their packet records into one capture:
ordered by capture time across files (a streaming heap merge of one
:class:`~dissector.capture.files.CaptureReader` per file, so memory stays flat),
frames numbered by their position in the merged capture, and a packet
captured on two hosts counted once (:mod:`dissector.capture.copies`' rule, the
one the dissector applies within a file).  Rotated files
(``tcpdump -C``/``-G``, ``editcap -c``) follow each other in time, so TCP
streams continue across file boundaries simply because the merged records
feed one dissector.

:func:`open_capture` is what the dissector calls: one file gives the plain
:class:`~dissector.capture.files.CaptureReader` (the fast path is untouched).

Must not import: reassembly, flows, the framer, decoding, matching, pandas or the CLI.
"""

from __future__ import annotations

import glob
import heapq
import os
from collections.abc import Iterable, Iterator

from ..errors import CaptureError
from .copies import WINDOW_NS, Copies
from .files import (
    TS_MAX,
    TS_MIN,
    CaptureReader,
    is_capture_file,
    iter_packets,
    packet_identity,
)

__all__ = [
    "CAPTURE_SUFFIXES",
    "DEDUP_NS",
    "CaptureSet",
    "capture_label",
    "set_copies",
    "capture_size",
    "expand",
    "open_capture",
]

#: Two copies of one packet count once when their capture times are at most this far
#: apart (the clocks of the hosts that captured them differ): the rule of
#: :mod:`dissector.capture.copies`, the same within one file.
DEDUP_NS = WINDOW_NS


def _merge_record(old: tuple, new: tuple) -> tuple:
    """A held cut record ``(ts, file, linktype, data, wirelen)`` once a fuller copy came
    (a file's record ``(frame, ts, linktype, data, wirelen)``): the held one's time and file
    (its place in the merged capture), the fuller copy's bytes."""
    return old[0], old[1], new[2], new[3], new[4]


def set_copies(dedup_ns: int = DEDUP_NS) -> Copies:
    """The duplicate rule as a capture set applies it, to every record (its items
    ``(ts, file index, linktype, data, wirelen)``): what :class:`CaptureSet` holds, and
    each partition of a set read on its own (:mod:`dissector.parallel.part`)."""
    return Copies(_merge_record, dedup_ns)


_GLOB_CHARS = frozenset("*?[")
#: the names of capture files (lower case): in a directory, one so named is always read
CAPTURE_SUFFIXES = (".pcap", ".pcapng", ".cap", ".pcap.gz", ".pcapng.gz", ".cap.gz")


def _names(source) -> list[str]:
    if isinstance(source, str | os.PathLike):
        return [os.fspath(source)]
    return [os.fspath(p) for p in source]


def expand(source: str | os.PathLike | Iterable[str | os.PathLike]) -> list[str]:
    """The capture files ``source`` names, in order.

    ``source``: a path, a directory (its capture files, told by their first
    bytes: pcap, pcapng or gzip, or by their name: :data:`CAPTURE_SUFFIXES`, read
    whatever their bytes, so that a corrupt one is reported, not skipped; hidden ones
    aside; sorted by name), a glob
    pattern (its matches sorted by name) or an iterable of those.  Raises
    :class:`CaptureError` for a directory without capture files or a
    pattern matching nothing (a missing plain file is reported when read).
    """
    out: list[str] = []
    for name in _names(source):
        if os.path.isdir(name):
            # a file named like a capture is read whatever its bytes (a cut or corrupt
            # one says so when read, as given by name or glob), never skipped unsaid
            files = sorted(
                os.path.join(name, f)
                for f in os.listdir(name)
                if not f.startswith(".")
                and os.path.isfile(os.path.join(name, f))
                and (f.lower().endswith(CAPTURE_SUFFIXES) or is_capture_file(os.path.join(name, f)))
            )
            if not files:
                raise CaptureError(f"{name}: directory holds no pcap or pcapng file")
            out += files
        elif not os.path.exists(name) and _GLOB_CHARS & set(name):
            files = sorted(p for p in glob.glob(name) if os.path.isfile(p))
            if not files:
                raise CaptureError(f"{name}: no file matches")
            out += files
        else:
            out.append(name)
    seen: set[str] = set()
    unique = []
    for p in out:  # a file named twice (a glob and its own name) is read once
        key = os.path.realpath(p)
        if key not in seen:
            seen.add(key)
            unique.append(p)
    return unique


def capture_label(source) -> str:
    """How a one-line message names ``source``: the path, or the paths joined by ``, ``."""
    return ", ".join(_names(source))


def capture_size(source) -> int:
    """Bytes of every file ``source`` names (0 when one cannot be read): for progress bars."""
    try:
        return sum(os.path.getsize(p) for p in expand(source))
    except (OSError, CaptureError):
        return 0


def open_capture(
    source: str | os.PathLike | Iterable[str | os.PathLike], follow: bool = False
) -> CaptureReader | CaptureSet:
    """A reader of ``source`` (see :func:`expand`): a CaptureReader for one file, else a CaptureSet.

    ``follow`` (a file still growing) takes one file only.  Raises CaptureError.
    """
    files = expand(source)
    if len(files) == 1:
        return iter_packets(files[0], follow=follow)
    if follow:
        raise CaptureError(f"{capture_label(source)}: --follow reads one growing file, not several")
    return CaptureSet(files)


class CaptureSet:
    """The packet records of several capture files as one capture.

    Iterates like :class:`~dissector.capture.files.CaptureReader` (``tuples()``:
    ``(frame, ts_ns, linktype, data, wirelen)``), ``frame`` being the
    position in the merged capture (1-based).  Records are merged by
    capture time; on equal times, and within each file, file order stands.
    A record whose TCP segment was already given within :data:`DEDUP_NS`, by
    another file or the same one, is a copy of it (captured on two hosts) and is
    skipped (``duplicates`` counts them); of a copy cut by the snap length and a
    whole one, the whole one's bytes are given (:class:`~dissector.capture.copies.Copies`).
    ``position``/``size``: bytes read of all files, for progress bars.  ``cut``:
    ``FILE: why`` for every file that ends inside a record.  ``clamped_count``: records
    whose time a file clamped to ``TS_MIN``/``TS_MAX``, so far.  :meth:`file_of` names
    the file a frame came from.

    Raises CaptureError (when iterated) for a file that is not a readable capture.
    """

    def __init__(self, paths: list[str], dedup_ns: int = DEDUP_NS) -> None:
        self.paths = list(paths)
        self.readers = [iter_packets(p) for p in self.paths]
        self.size = sum(r.size for r in self.readers)
        self.dedup_ns = dedup_ns
        #: the duplicate rule, applied to the merged records (the dissector applies no other)
        self.copies = set_copies(dedup_ns)
        self.format = "several files"
        #: (first frame, file index) each time the file changes, for :meth:`file_of`
        self._runs: list[tuple[int, int]] = []
        #: records whose time was clamped (``CaptureReader.clamped_count`` of each file, so
        #: far): read per message by the dissector, so a count kept, not a sum over files
        self.clamped_count = 0

    @property
    def path(self) -> str:
        """The files, joined by ``, `` (for messages)."""
        return ", ".join(self.paths)

    @property
    def position(self) -> int:
        """Bytes consumed so far, over every file."""
        return sum(r.position for r in self.readers)

    @property
    def cut(self) -> str | None:
        """Which files end inside a record, and how (None when none does)."""
        cuts = [f"{r.path}: {r.cut}" for r in self.readers if r.cut]
        return "; ".join(cuts) or None

    def stop(self) -> None:
        """Nothing to do: several files are never followed."""

    def file_of(self, frame: int) -> str:
        """The path of the file that held merged ``frame`` (read so far)."""
        runs = self._runs
        lo, hi = 0, len(runs) - 1
        while lo < hi:  # the last run starting at or before ``frame``
            mid = (lo + hi + 1) // 2
            if runs[mid][0] <= frame:
                lo = mid
            else:
                hi = mid - 1
        return self.paths[runs[lo][1]] if runs else self.paths[0]

    def tuples(self) -> Iterator[tuple[int, int, int, bytes, int]]:
        """The merged records as plain tuples, in
        :class:`~dissector.capture.files.Record`'s order.

        The merge works in runs: the file whose next record is first (the earliest
        time; on equal times the earlier file) gives records in a loop while they stay
        before the first pending record of the other files (the heap's smallest after
        its root), so files that follow each other in time (rotated) cost one
        comparison a record; the heap holds one pending record per file.  The order
        is ``heapq.merge``'s by time, file order breaking ties, also for a file whose
        times go backwards: each record given is the first, by ``(time, file)``, of
        the files' next records.
        """
        heads: list[tuple] = []  # (ts, file index, record, the file's records): one per file
        for i, reader in enumerate(self.readers):
            it = reader.tuples()
            rec = next(it, None)
            if rec is not None:
                heads.append((rec[1], i, rec, it))
                if rec[1] >= TS_MAX or rec[1] <= TS_MIN:  # (a file clamps to the bound)
                    self.clamped_count = sum(r.clamped_count for r in self.readers)
        heapq.heapify(heads)
        heappop, heapreplace = heapq.heappop, heapq.heapreplace
        identity = packet_identity
        copies = self.copies
        is_copy, hold, held = copies.copy, copies.hold, copies.held
        runs = self._runs
        last_file = -1
        frame = 0
        bts = bi = 0
        while heads:
            _ts, i, rec, it = heads[0]
            n = len(heads)
            alone = n == 1
            if not alone:  # the next record of the other files: the smaller child of the root
                b = heads[1] if n == 2 or heads[1] < heads[2] else heads[2]
                bts, bi = b[0], b[1]
            while True:
                _f, ts, lt, data, wirelen = rec
                key = identity(lt, data)
                missing = 0 if key is None else wirelen - len(data)  # bytes the snap length cut
                if key is not None and is_copy(ts, key, missing, rec):
                    pass  # a copy of a record given: counted, dropped
                elif held or missing:
                    for hts, j, hlt, hdata, hwirelen in hold(
                        ts, key, missing, (ts, i, lt, data, wirelen), len(data)
                    ):
                        frame += 1
                        if j != last_file:
                            runs.append((frame, j))
                            last_file = j
                        yield frame, hts, hlt, hdata, hwirelen
                else:
                    frame += 1
                    if i != last_file:
                        runs.append((frame, i))
                        last_file = i
                    yield frame, ts, lt, data, wirelen
                rec = next(it, None)
                if rec is None:  # the file is read
                    heappop(heads)
                    break
                ts = rec[1]
                if ts >= TS_MAX or ts <= TS_MIN:  # a file clamps a time to a bound
                    self.clamped_count = sum(r.clamped_count for r in self.readers)
                if not alone and (ts > bts or (ts == bts and i > bi)):
                    heapreplace(heads, (ts, i, rec, it))  # another file's record is first
                    break
        for ts, i, lt, data, wirelen in copies.flush():
            frame += 1
            if i != last_file:
                runs.append((frame, i))
                last_file = i
            yield frame, ts, lt, data, wirelen

    @property
    def duplicates(self) -> int:
        """Records that were copies of others (:mod:`dissector.capture.copies`), counted once."""
        return self.copies.duplicates

    def __iter__(self):
        from .files import Record

        return (tuple.__new__(Record, t) for t in self.tuples())
