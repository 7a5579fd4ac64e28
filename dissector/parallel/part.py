"""Reading one partition of a capture set: one file or several consecutive ones, warmed up
on the files before it.

Owns: :func:`read_part` (partition *k*: a fresh dissector warmed up on the end of the
earlier files, its rows kept from its first file's first record on, the dissector's state at
the seam and at its last file's end reported; for an analysis, its exchanges too),
:func:`read_whole` (every file as one capture: files that overlap in time),
:func:`files_of` (a partition's files), the
:class:`Part` a worker holds and hands on (rows and report as one pickle, weighed for the
scheduler), :func:`fresh_dissector` (a dissector with the set's options),
:func:`gc_paused` and the row columns' indices (:data:`FRAME`, :data:`STREAM`, ...).
What the reads and the reports are for: :mod:`dissector.parallel.dask`.

Must not import: the seams (:mod:`.stitch`), the graph (:mod:`.graph`), the cluster, the
CLI, ``dask`` (it runs on the workers of either engine: Dask's, or the command's own).
"""

from __future__ import annotations

import bisect
import contextlib
import gc
import itertools
import os
import warnings
from collections import deque
from collections.abc import Iterator
from typing import Any

from dissector.capture.files import CaptureReader, iter_packets, packet_identity
from dissector.capture.sets import set_copies
from dissector.capture.tail import tail_spans
from dissector.errors import CaptureNote, CaptureWarning
from dissector.flags import Flag
from dissector.pipeline.dissector import Dissector, judged_ports
from dissector.tables.table import COLUMNS, RowStream

from .lines import CHUNK_ROWS, PartLines

try:
    import cython
except ImportError:  # no Cython: the pure-Python path
    from .. import puremode as cython

__all__ = [
    "CID",
    "DIR",
    "EXPERT",
    "FRAME",
    "LAT",
    "MIRROR",
    "NOTES",
    "OwnRows",
    "REQ",
    "RESP",
    "ROW_PLACES",
    "STREAM",
    "Part",
    "files_of",
    "fresh_dissector",
    "gc_paused",
    "partition_report",
    "read_again",
    "read_part",
    "read_whole",
]

#: Packet blocks of the previous file read beyond the warm-up's records when only its end
#: is read (:meth:`_SeamReader._tail`): a block the reader skips (a packet block on an
#: interface never described) yields no record; fewer than asked and the file is read whole.
TAIL_MARGIN = 64

_C = {c: i for i, c in enumerate(COLUMNS)}
FRAME, STREAM, DIR = _C["frame"], _C["tcp_stream"], _C["direction"]
CID, REQ, RESP = _C["correlation_id"], _C["request_frame"], _C["response_frame"]
LAT, NOTES, EXPERT = _C["latency_ms"], _C["notes"], _C["expert"]
MIRROR = _C["mirror"]
#: Those places as the literals the hot loops over rows index a row with (:func:`partition_report`,
#: :func:`dissector.parallel.stitch.final_rows`: FRAME, STREAM, DIR, CID, LAT, EXPERT, REQ,
#: RESP, NOTES, flag_bits), checked against COLUMNS here.  (Compiled, a loop indexes a list
#: by a literal without making a Python int of the index.)
ROW_PLACES = (0, 2, 3, 7, 12, 13, 18, 19, 20, 21)
if (FRAME, STREAM, DIR, CID, LAT, EXPERT, REQ, RESP, NOTES, _C["flag_bits"]) != ROW_PLACES:
    raise ImportError("dissector.parallel.part: the read table's columns moved (ROW_PLACES)")


class _SeamReader:
    """Records of the warm-up (earlier files) and then of one file, numbered from 1.

    Looks like a :class:`~dissector.capture.files.CaptureReader` to
    :meth:`Dissector.feed_reader`.  Takes the dissector state after the
    warm-up (``boundary``) and at the end (``end``); ``done`` once the file
    is read (what the dissector yields after that is its end-of-capture flush).
    """

    def __init__(self, dis: Dissector, files: list, k: int, warm: tuple | None) -> None:
        self.dis = dis
        #: the files of each partition (an entry of ``files``: a path, or a tuple of paths
        #: read one after the other: :func:`dissector.parallel.plan.partition_groups`)
        self.groups = [files_of(e) for e in files]
        #: every file of the set, in order (what a dissector's reader names)
        self.paths = [p for g in self.groups for p in g]
        #: index in ``paths`` of each partition's first file
        self.starts = list(itertools.accumulate([0] + [len(g) for g in self.groups]))
        own = self.groups[k]
        self.path = own[0]
        self.k = k
        #: None (no warm-up), ("tail", n): the last n records of partition k-1's last file,
        #: ("from", j, skip): every record of partitions j..k-1 after the first ``skip`` of
        #: partition j
        self.warm = warm
        self.readers = [iter_packets(p) for p in own]
        #: a set of several files: the duplicate rule a set's read applies to every record
        #: (:meth:`_walk`; the dissector then applies no other),
        #: so that the partitions give the records one process gives; one file: None (the
        #: dissector's own, as for a file read alone)
        self.copies = set_copies() if len(self.paths) > 1 else None
        #: the file being read, and the clamped records of those read before it
        self.current = self.readers[0]
        self.clamped_before = 0
        self.warm_readers: list = []
        self.size = sum(r.size for r in self.readers)
        self.position = 0
        self.frame = 0
        self.w = 0
        self.count = 0
        self.first_ts: int | None = None
        self.last_ts: int | None = None
        #: a file of the partition begins before the one before it ends (files that overlap
        #: in time: the set is read as one capture, :func:`read_whole`)
        self.overlap = False
        self.boundary: dict = {}
        self.end: dict = {}
        #: local tcp_stream -> frame it was first seen in
        self.born: dict[int, int] = {}
        self.done = False
        #: (first local frame, index in ``paths``) of each file the records come from
        self.marks: list[tuple[int, int]] = []
        #: the dissector's lost_bytes after the warm-up
        self.lost0 = 0
        #: the warm-up is read (the messages from here on are the partition's)
        self.warmed = False
        #: records of the warm-up whose capture time was clamped, once it is read
        self.warm_clamped: int | None = None

    @property
    def cut(self) -> str | None:
        """How the partition's own files end inside a record (or where they stopped being
        read), if one does.  Of several files it names each such file, ``path: how``
        joined by ``; ``, as a set's reader does (the dissector's warning, which the
        partition gives back to the command, then starts with a file it is about)."""
        several = len(self.paths) > 1
        cuts = [f"{r.path}: {r.cut}" if several else r.cut for r in self.readers if r.cut]
        return "; ".join(cuts) or None

    @property
    def clamped_count(self) -> int:
        """Records whose capture time was clamped (warm-up and files).  (Asked after every
        record that completes messages: the warm-up's part is added up once it is read.)"""
        own = self.clamped_before + self.current.clamped_count
        if self.warm_clamped is None:
            warm = sum(r.clamped_count for r in self.warm_readers)
            if not self.warmed:
                return own + warm
            self.warm_clamped = warm
        return own + self.warm_clamped

    def stop(self) -> None:
        """Nothing to do: files of a set are never followed."""

    def _warm_files(self) -> tuple[int, list]:
        """The warm-up: the index in ``paths`` of its first file, and each of its files'
        records (iterables, in order)."""
        warm, k, starts = self.warm, self.k, self.starts
        if warm is None:
            return 0, []
        if warm[0] == "tail":
            last = starts[k] - 1  # partition k-1's last file
            return last, [self._tail(self.paths[last], warm[1])]
        _, j, skip = warm
        first = starts[j]
        self.warm_readers = readers = [iter_packets(p) for p in self.paths[first:starts[k]]]
        files = [r.tuples() for r in readers]
        if files:
            files[0] = itertools.islice(files[0], skip, None)
        return first, files

    def _tail(self, path: str, n: int) -> deque:
        """The last ``n`` records of ``path``: read from its end when
        :func:`~dissector.capture.tail.tail_spans` can find it (with :data:`TAIL_MARGIN`
        packet blocks more, in case some are ones the reader skips), else read whole."""
        spans = tail_spans(path, n + TAIL_MARGIN)
        if spans is not None:
            reader = CaptureReader(path, spans=tuple(spans))
            self.warm_readers = [reader]
            records = deque(reader.tuples(), maxlen=n)
            if len(records) == n:
                return records
        self.warm_readers = [iter_packets(path)]
        return deque(self.warm_readers[0].tuples(), maxlen=n)

    def file_name(self, frame: int) -> str:
        """The name (no folder) of the file that holds local ``frame``."""
        marks = self.marks
        i = bisect.bisect_right(marks, (frame, len(self.paths))) - 1
        return os.path.basename(self.paths[marks[max(i, 0)][1]])

    def tuples(self) -> Iterator[tuple[int, int, int, bytes, int]]:
        """The warm-up records, then the partition's files' one file after the other,
        renumbered from 1."""
        first, files = self._warm_files()
        n, _, _ = yield from self._walk(files, first, 0)
        self.w = n
        self.warmed = True
        self.lost0 = self.dis.lost_bytes
        self.boundary = _state(self.dis, self.born)
        own = [r.tuples() for r in self.readers]
        n, self.first_ts, self.last_ts = yield from self._walk(
            own, self.starts[self.k], n, self.readers
        )
        self.count = n - self.w
        self.end = _state(self.dis, self.born)
        self.done = True

    def _walk(self, files: list, first: int, n: int, readers: list | None = None):
        """The records of ``files`` (iterables of a file's records, in order, the first
        one ``paths[first]``), numbered on from ``n`` (:attr:`marks` each file's first
        frame), through the set's duplicate rule when :attr:`copies` is set (that of
        :class:`dissector.capture.sets.CaptureSet`, inline: a cut copy held back for a
        fuller one, what is held given at the end).  ``readers``: the partition's own
        files (their clamped times followed, two that overlap in time said: :attr:`overlap`).
        Returns ``(n, first capture time, last capture time)``."""
        copies = self.copies
        if copies is not None:
            identity = packet_identity
            is_copy, hold, held = copies.copy, copies.hold, copies.held
        marks = self.marks
        first_ts = last = None
        for x, records in enumerate(files):
            i = first + x
            if readers is not None:
                self.clamped_before = sum(r.clamped_count for r in readers[:x])
                self.current = readers[x]
            marks.append((n + 1, i))
            before = last
            start = None
            for rec in records:
                _f, ts, lt, data, wirelen = rec
                if copies is not None:
                    key = identity(lt, data)
                    missing = 0 if key is None else wirelen - len(data)  # the snap length's cut
                    if key is not None and is_copy(ts, key, missing, rec):
                        continue  # a copy of a record given: counted, dropped
                    if held or missing:  # a cut copy held back, or what comes after one
                        for hts, j, hlt, hdata, hwirelen in hold(
                            ts, key, missing, (ts, i, lt, data, wirelen), len(data)
                        ):
                            n += 1
                            if j != i:  # a record of an earlier file, given late
                                marks.append((n, j))
                                marks.append((n + 1, i))
                            self.frame = n
                            last = hts
                            yield n, hts, hlt, hdata, hwirelen
                        continue
                n += 1
                self.frame = n
                if start is None:
                    start = ts
                last = ts
                yield n, ts, lt, data, wirelen
            if start is not None and readers is not None:
                if first_ts is None:
                    first_ts = start
                elif before is not None and start < before:
                    self.overlap = True
        if copies is not None:
            for ts, j, lt, data, wirelen in copies.flush():
                n += 1
                marks.append((n, j))
                self.frame = n
                last = ts
                yield n, ts, lt, data, wirelen
        return n, first_ts, last


def _nkey(a: tuple, b: tuple) -> tuple:
    """A connection's two ends ``(raw address, port)`` in a fixed order."""
    return (a, b) if a <= b else (b, a)


def _state(dis: Dissector, born: dict) -> dict:
    """What each connection carries across a seam, keyed by its two ends.

    ``flows``: every flow in the table -> its (local) tcp_stream.  ``conns``:
    every open Kafka connection -> ``(state, oldest, held, synced, first)``:
    ``state`` is None when nothing is in flight, else the correlation_ids of
    requests awaiting a response, whether each direction holds bytes, SASL
    and TLS state; ``oldest`` the frame of the oldest such request; ``synced``
    whether each direction's framer knows where frames start; ``first`` the
    frame the connection was first seen in (``born``: local stream -> frame).
    """
    snap = dis.snapshot()
    flows = {}
    for (src, sport, dst, dport), stream in snap.flows.items():
        flows[_nkey((src, sport), (dst, dport))] = stream
    conns = {}
    # connections whose next messages wait for bytes that may never come (a gap, a framer
    # looking for where frames start): what they hold is decoded later, under the frames
    # it came in (.stitch.seams: a set whose partition ends with one is read as one capture)
    blocked = []
    for c in snap.connections:
        waiting, held = c.waiting, c.held
        if c.gap or any(h and not s for h, s in zip(held, c.synced, strict=True)):
            blocked.append(_nkey(c.client, c.server))
        state = None
        if waiting or any(held) or c.sasl_raw or c.encrypted:
            state = (tuple(m.correlation_id for m in waiting), held, c.sasl_raw, c.encrypted)
        oldest = min((m.frame for m in waiting), default=None)
        conns[_nkey(c.client, c.server)] = (
            state, oldest, any(held), c.synced, born.get(c.tcp_stream)
        )
    return {"flows": flows, "conns": conns, "blocked": sorted(blocked)}


def fresh_dissector(opts: dict, ports=()) -> Dissector:
    """A fresh dissector with the set's options: ``read``'s, or ``analyze``'s
    (:func:`dissector.analysis.make_dissector`) when ``opts["analysis"]`` is set."""
    ports = tuple(opts["ports"]) + tuple(ports)
    if opts.get("analysis") is not None:
        from dissector.analysis import make_dissector

        return make_dissector(ports, opts["profile"], **opts["analysis"])
    return Dissector(
        ports,
        opts["profile"],
        full=opts["full"],
        max_frame=opts["max_frame"],
        detect=opts["detect"],
        max_decompressed=opts["max_decompressed"],
    )


def _collector(opts: dict):
    """The analysis' collector of exchanges (None for a ``read``); ``undecoded`` counts
    the bodies the analysis left undecoded (:func:`dissector.analysis.not_decoded`)."""
    if opts.get("analysis") is None:
        return None
    from dissector.analysis.collect import Collector

    coll = Collector(None, 1, opts["profile"].roles)
    coll.undecoded = 0
    coll.part = True  # bodies left for later: settled by .stitch.final_rows, topics known
    return coll


@contextlib.contextmanager
def gc_paused():
    """Python's cyclic garbage collector paused while a partition is made.

    A worker holds the rows and exchanges of its partitions (millions of objects) until
    the command fetches them, and every full collection walks them all: reading the
    third partition of 200,000 packets held by one process took 5.0 s of CPU with the
    collector running, 3.5 s with it paused (the one collection after included).  (A
    cycle made meanwhile is collected after.)
    """
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def read_part(
    files: list, k: int, opts: dict, warm: tuple | None, ports=(), seed=None
) -> Part:
    """Partition ``k``: its rows (local frame numbers and tcp_streams) and what the seams need;
    for an analysis, its exchanges too (:func:`_exchanges`).  ``files``: the set's
    partitions, each a path or a tuple of paths (:func:`files_of`).  ``seed``: topic names by
    topic id as the earlier files gave them (``{topic_id: (name, set-wide frame)}``)."""
    with gc_paused():
        return _read_part_now(files, k, opts, warm, ports, seed)


def read_again(files: list[str], k: int, opts: dict, plan: dict) -> Part | None:
    """Partition ``k`` read again where the seams' ``plan`` (:func:`.stitch.seams`) asks;
    None when the read before stands.

    (It does not take that read: a task that did would move the partition's rows to
    wherever the scheduler runs it.)"""
    if plan["overlap"]:
        if k:
            return Part([], {"k": k, "w": 0, "count": 0, "created": [], "end": {"flows": {}},
                        "patches": [], "detected": [], "whole": True, "exchanges": 0})
        return read_whole(files, opts)
    redo = plan["redo"].get(k)
    if redo is None:
        return None
    ports = tuple(
        p for p in (*plan["before"].get(k, ()), *plan.get("after", {}).get(k, ()))
        if p not in opts["ports"]
    )
    return read_part(files, k, opts, redo, ports, plan["seeds"].get(k))


def _read_part_now(files, k, opts, warm, ports, seed) -> Part:
    last = k == len(files) - 1
    dis = fresh_dissector(opts, ports)
    if seed:
        dis.resume(seed)
    coll = _collector(opts)
    reader = _SeamReader(dis, files, k, warm)
    created: list[tuple] = []

    def tracked(key, flags, stream):
        src, sport, dst, dport = key
        syn = bool(flags & 0x02) and not flags & 0x10
        created.append((reader.frame, _nkey((src, sport), (dst, dport)), stream, syn))
        reader.born[stream] = reader.frame

    dis.watch_flows(tracked)
    rs = RowStream()
    rs.unanswered = []
    marks = Marks()
    text = opts.get("lines")
    lines = PartLines(*text) if text is not None and coll is None else None
    own = OwnRows(reader, lines)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always", CaptureWarning)
        own.take(_feed(dis, reader, rs, last, coll, marks))
    own.take(rs.close())
    part = partition_report(files, k, warm, dis, reader, created, own, marks)
    # the notes of this file's requests released unanswered, before that note: a later
    # file may answer them (local frame, tcp_stream, correlation_id -> notes)
    part.info["bases"] = {
        (r[FRAME], r[STREAM], r[CID]): notes for r, notes in rs.unanswered if r[FRAME] > reader.w
    }
    # the topic names this read learnt (local frames): the next files' Fetches may need them
    part.info["named"] = {
        t: v for t, v in dis.snapshot().topic_names.items() if not seed or seed.get(t) != v
    }
    if coll is not None:
        _exchanges(part, coll, dis, reader.w, reader.file_name, reader.lost0)
    # the warnings about this partition's own file (the warm-up's are its partition's),
    # given back to the caller by read_rows and write_parquet
    mine = tuple(p + ":" for p in files_of(files[k]))
    part.info["cuts"] = [
        str(w.message) for w in caught
        if issubclass(w.category, CaptureWarning) and not issubclass(w.category, CaptureNote)
        and str(w.message).startswith(mine)
    ]
    # decisions the read said (an endpoint's key 94 read as Kafka's API), warm-up's too
    part.info["notes"] = _notes(caught)
    return _held(part, opts)


def _notes(caught: list) -> list[str]:
    """The :class:`~dissector.errors.CaptureNote` lines among caught warnings, once each."""
    notes = (str(w.message) for w in caught if issubclass(w.category, CaptureNote))
    return list(dict.fromkeys(notes))


def _held(part: Part, opts: dict) -> Part:
    """``part`` with its rows as tuples, as a Dask worker holds them until the numbering.

    (A tuple of numbers, strings and None is one the garbage collector stops
    tracking after its first look: a worker's later collections do not walk the
    rows of every partition it holds, as they walk lists; :func:`.stitch.final_rows` makes
    lists again.)  With ``opts["lists"]`` (a worker of :mod:`.pool`, which runs without
    the collector and takes each partition's rows once) they stay lists, marked
    ``info["lists"]``: :func:`.stitch.final_rows` numbers them in place."""
    if opts.get("lists") or type(part.rows) is PartLines:
        part.info["lists"] = True
        return part
    part.rows = [tuple(r) for r in part.rows]
    return part


class Marks:
    """What a partition's own messages (after the warm-up) say its seams need: the
    tcp_streams of frames found by resynchronisation, and the Fetch topic ids no earlier
    response named (their flags: :class:`dissector.flags.Flag`)."""

    __slots__ = ("resynchronised", "unnamed")

    def __init__(self) -> None:
        self.resynchronised: set[int] = set()
        self.unnamed: set[str] = set()

    def add(self, m: Any) -> None:
        if m.flags & Flag.RESYNCHRONISED:
            self.resynchronised.add(m.tcp_stream)
        if m.flags & Flag.TOPIC_ID_UNNAMED:
            self.unnamed.update(m.topic_ids_unnamed)


def _feed(
    dis: Dissector, reader: _SeamReader, rs: RowStream, last: bool, coll=None, marks=None
) -> Iterator[list]:
    """The rows of every message of the partition's read (the warm-up's too), in order, as
    they are made: :meth:`RowStream.rows` of the dissector's batches (the single-process
    read's loop).  Not the last partition: the end-of-capture flush is left out (the next
    partition reads on).  ``marks`` (:class:`Marks`) sees the messages after the warm-up;
    ``coll`` (an analysis' collector) every message, each after its row is made."""
    return rs.rows(_batches(dis, reader, last, coll, marks))


class OwnRows:
    """The rows a partition's read makes that are its own (after the warm-up's last frame),
    taken as they are made (:meth:`take`), and what its seams need to know of them:

    ``mine``: those rows in order, a list, or the :class:`~.lines.PartLines` given (their
    CSV text, made as they come: chunks of rows, a request without its response held as
    its row); ``patches``: ``(request frame, tcp_stream, correlation_id, frame,
    latency_ms)`` of each response whose request is in the warm-up; ``expert`` and
    ``missing``: the tcp_streams of its rows with an expert note, and of those with
    ``request_missing`` among them (:func:`partition_report` judges the
    doubtful connections once the read is over)."""

    __slots__ = ("expert", "lines", "mine", "missing", "patches", "reader")

    def __init__(self, reader: _SeamReader, lines=None) -> None:
        self.reader = reader
        self.lines = lines
        self.mine: Any = [] if lines is None else lines
        self.patches: list[tuple] = []
        self.expert: set = set()
        self.missing: set = set()

    @cython.locals(r=list, batch=list, reader=_SeamReader, read="Py_ssize_t",
                   written="Py_ssize_t", text="bint", mirror_only="bint", size="Py_ssize_t")
    def take(self, rows) -> None:
        """Each of ``rows`` (the read's, in order) that is the partition's own.  (A row
        made before the warm-up is read is the warm-up's: its frame is one of it.)"""
        reader = self.reader
        lines = self.lines
        text = lines is not None
        # (the rows to lines here, in the loop, a chunk at a time: a method call per row,
        # its attributes looked up each time, cost 0.1 CPU s on the bench capture)
        keep = self.mine.append if not text else None
        mirror_only = text and lines.mirror_only
        size = CHUNK_ROWS
        batch = []
        read = written = 0
        patches = self.patches
        expert_streams, missing = self.expert, self.missing
        w = None
        # (the places as literals: ROW_PLACES)
        for r in rows:
            if w is None:
                if not reader.warmed:
                    continue
                w = reader.w
            if r[0] <= w:  # FRAME
                continue
            if not text:
                keep(r)
            else:
                read += 1
                if not mirror_only or r[8]:  # MIRROR
                    written += 1
                    if r[19] is None and r[3] == "request":  # RESP, DIR: a later file may answer it
                        if batch:
                            lines.chunk(batch)
                            batch = []
                        lines.hold(r)
                    else:
                        batch.append(r)
                        if len(batch) >= size:
                            lines.chunk(batch)
                            batch = []
            stream = r[2]  # STREAM
            expert = r[13]  # EXPERT (a str: empty when the row has no expert note)
            if expert:
                expert_streams.add(stream)
                if "request_missing" in expert:
                    missing.add(stream)
            req = r[18]  # REQ
            if req is not None and req <= w and r[3] == "response":  # DIR
                patches.append((req, stream, r[7], r[0], r[12]))  # CID, FRAME, LAT
        if text:
            if batch:
                lines.chunk(batch)
            lines.read += read
            lines.written += written


@cython.locals(reader=_SeamReader)
def _batches(dis: Dissector, reader: _SeamReader, last: bool, coll, marks) -> Iterator[list]:
    """The dissector's batches of messages for :func:`_feed`; after each is taken (its
    rows made), its messages go to ``coll`` and its requests let go of their responses."""
    if coll is not None:
        from dissector.analysis import not_decoded
    w = None  # the warm-up's last local frame once it is read (then it stays read)
    for batch in dis.batches(reader):
        if reader.done and not last:
            continue  # the end-of-capture flush: the next partition reads on
        if w is None and marks is not None and reader.warmed:
            w = reader.w
        if coll is not None:
            if w is not None:
                for m in batch:
                    if m.flags and m.frame > w:
                        marks.add(m)
            yield batch
            for m in batch:
                coll.capture = reader.file_name(m.frame)
                coll.add(m)
                if m.body is None and not m.mirror and m.api_name is not None and reader.warmed:
                    coll.undecoded += m.frame > reader.w and not_decoded(m, dis)
                req = m.request
                if req is not None:
                    req.response = None  # (as below)
            continue
        yield batch
        # a read: the marks taken once the batch's rows are made, in the loop that unlinks
        # (a row is made of its message, which it leaves as it is; the reader has not moved)
        for m in batch:
            if w is not None and m.flags and m.frame > w:
                marks.add(m)
            req = m.request
            if req is not None:
                # the row and the exchange are made: the request need not point back at
                # its response, and without that cycle the pair is freed at once, not left
                # to the collector (paused here: 380,000 objects a partition of 200,000
                # packets)
                req.response = None


def _exchanges(part: Part, coll, dis: Dissector, w: int, file_name, lost0: int = 0) -> None:
    """An analysis partition: its rows get their file's name last, and it gets its
    exchanges (those its own messages made, in the order made: the request's frame, or
    an orphan response's, after the warm-up's ``w``) and, in ``info``, the exchanges of
    the warm-up its file answered (``completions``: they replace the earlier partition's
    unanswered ones), the mirror topics named, the Kafka ports and the lost bytes."""
    # (imported here: the analysis package is 0.025 s of imports a read never needs,
    # made before the workers are forked)
    from dissector.analysis.nulls import null_last

    coll.finish()  # never drained: every exchange made, in order, unclassified
    own, completions = [], []
    for ex in coll.undrained:
        first = ex.request_frame if ex.request_frame is not None else ex.response_frame
        if first > w:
            own.append(ex)
        elif ex.response_frame is not None and ex.response_frame > w:
            completions.append(ex)
    for r in part.rows:
        r.append(file_name(r[FRAME]))
    part.exchanges = own
    part.info.update(
        exchanges=len(own),
        completions=completions,
        topics=sorted(coll.mirror_topics, key=null_last),
        kafka_ports=sorted(dis.kafka_ports),
        lost=dis.lost_bytes - lost0,
        undecoded=coll.undecoded,
    )


def partition_report(files, k, warm, dis, reader, created, own: OwnRows, marks: Marks) -> Part:
    """The rows that are partition ``k``'s (its own: after the warm-up's last local
    frame ``reader.w``, :class:`OwnRows`), and what its seams need to know (``info``: the
    doubtful connections, the patches of an earlier file's requests, counts, states): the
    :class:`Part` :func:`read_part` returns.  ``marks``: the read's :class:`Marks`."""
    w = reader.w
    # Rows that say the seam may have cut something: a response whose request was not seen,
    # a frame found by resynchronisation, or any flag on a connection whose framer had to
    # find frame boundaries itself (first seen after the warm-up mid-stream, or lost).
    keys = {local: key for _frame, key, local, _syn in created}
    unsure = {local for frame, _key, local, syn in created if frame > w and not syn}
    unsure |= {
        reader.boundary["flows"].get(c) for c, e in reader.boundary["conns"].items()
        if not all(e[3])
    }
    resync = marks.resynchronised
    # a connection is doubtful for a row of its own with request_missing among its expert
    # notes, or on a connection found by resynchronisation, or with any expert note on one
    # whose framer found the frame boundaries itself
    doubtful = {keys.get(s) for s in own.missing}
    doubtful |= {keys.get(s) for s in own.expert if s in unsure}
    # (every stream in ``resync`` is one of an own row: Marks sees the messages after the
    # warm-up, and each message makes a row)
    doubtful |= {keys.get(s) for s in resync}
    mine, patches = own.mine, own.patches
    info = {
        "k": k,
        "w": w,
        # Fetch v13+ topic ids no response before named (maybe one in an earlier file did)
        "unnamed": sorted(marks.unnamed),
        "count": reader.count,
        "first_ts": reader.first_ts,
        "last_ts": reader.last_ts,
        # two of its files overlap in time: the set is read as one capture (.stitch.seams)
        "overlap": reader.overlap,
        # its files that end early (cut inside a record, or not read past a corrupt
        # block), but the set's last: .stitch.seams reads such a set as one capture
        "stopped": [r.path for r in reader.readers if r.cut and r.path != reader.paths[-1]],
        "boundary": reader.boundary,
        "end": reader.end,
        "created": created,
        "detected": list(dis.detected_ports),
        # connections detection was still judging at the file's end: a port a later file
        # finds Kafka decodes them there from their first segment, as one process does
        "judged": sorted(judged_ports(dis)),
        "warm": warm,
        "ports": sorted(dis.ports),
        "doubtful": doubtful,
        # responses whose request is in an earlier file: its row is patched there
        "patches": patches,
    }
    return Part(mine, info)


class Part:
    """A partition's rows and report, moved between processes as one pickle.

    (dask.distributed walks plain lists and tuples element by element to
    serialise them: on a hundred thousand rows that costs seconds.)
    """

    __slots__ = ("rows", "info", "exchanges")

    def __init__(self, rows: list[list[Any]], info: dict, exchanges: list | None = None) -> None:
        self.rows = rows
        self.info = info
        #: an analysis partition's exchanges (:func:`_exchanges`)
        self.exchanges = exchanges or []

    def __reduce__(self):
        # (an exchange pickles as its constructor's arguments, its bodies packed:
        # dissector.analysis.collect.Exchange)
        return (Part, (self.rows, self.info, self.exchanges))

    def __sizeof__(self) -> int:
        """About the bytes of a partition (rows of ~20 values, exchanges of ~30): what
        Dask's scheduler weighs (:func:`dask.sizeof.sizeof`, by default
        :func:`sys.getsizeof`) to keep each task beside its partition, not move it to
        another worker (the default would say a few dozen bytes)."""
        return 1000 + 600 * len(self.rows) + 1000 * len(self.exchanges)


def files_of(entry: str | tuple[str, ...]) -> tuple[str, ...]:
    """The files of a partition: ``entry`` of a set's partition list, a path or a tuple of
    paths read one after the other (:func:`dissector.parallel.plan.partition_groups`)."""
    return (entry,) if isinstance(entry, str) else tuple(entry)


def read_whole(files: list, opts: dict) -> Part:
    """Every file as one capture (files that overlap in time): the single-process read.
    ``files``: the set's partitions (paths, or tuples of paths: :func:`files_of`)."""
    with gc_paused():
        return _read_whole_now([p for e in files for p in files_of(e)], opts)


def _read_whole_now(files: list[str], opts: dict) -> Part:
    dis = fresh_dissector(opts)
    coll = _collector(opts)
    if coll is not None:
        from dissector.analysis import not_decoded
    rs = RowStream()
    rows: list[list[Any]] = []
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always", CaptureWarning)
        for m in dis.feed_path(files):
            rs.add(m)
            rows.extend(rs.ready())
            if coll is not None:
                coll.capture = os.path.basename(dis.reader.file_of(m.frame))
                coll.add(m)
                if m.body is None and not m.mirror and m.api_name is not None:
                    coll.undecoded += not_decoded(m, dis)
        rows.extend(rs.close())
    info = {"k": 0, "w": 0, "count": 0, "created": [], "end": {"flows": {}}, "patches": [],
            "detected": list(dis.detected_ports), "whole": True,
            "cuts": [str(w.message) for w in caught if issubclass(w.category, CaptureWarning)
                     and not issubclass(w.category, CaptureNote)],
            "notes": _notes(caught)}
    part = Part(rows, info)
    if coll is not None:
        file_of = dis.reader.file_of
        _exchanges(part, coll, dis, 0, lambda f: os.path.basename(file_of(f)))
    return _held(part, opts)
