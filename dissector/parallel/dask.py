"""Capture sets on Dask: one partition per capture file, the seams stitched in a second step.

Owns: :func:`read_captures` (the ``read`` table of a capture set as a
``dask.dataframe``, equal to the single-process read of the same set),
:func:`read_rows` (the same rows, computed, for the CLI's writers),
:func:`read_text` (the same rows written as csv or json by the workers, a piece
per partition, for the CLI to write in order),
:func:`analyze_captures` (the mirror analysis of the set, equal to
``dissector.analysis.analyze``: the partitions read by the analysis' dissector
keep their exchanges too, the command keeps what the analysis needs and builds
the tables) and :func:`cluster` (a local cluster of worker processes, or a
client of an existing ``dask.distributed`` scheduler).

How a set is cut and stitched (README "Several cores, several machines"):

1. Files are ordered by their first packet's time; each file is one
   partition.  Partition *k* is read by a fresh
   :class:`~dissector.pipeline.dissector.Dissector` warmed up on the last
   :data:`WARM_RECORDS` records of file *k-1* (their rows belong to *k-1*
   and are dropped), so TCP streams, frames cut by the file boundary and
   requests answered across it carry on.  A partition that is not the last
   is not flushed at its end: what the flush would report (frames cut short,
   unanswered requests' fate) belongs to the next partition.
2. Each partition reports the dissector state at its end (per connection:
   requests in flight by correlation_id, bytes held in a partial frame,
   SASL/TLS state) and, for *k* >= 1, the state after its warm-up.  Where
   the two differ at a seam (a request older than the warm-up, a frame
   longer than it, a connection silent through a whole file), the partition
   is read again with a warm-up that starts at the oldest thing in flight,
   or with every earlier file (exact by construction).  A port Kafka
   detection found in an earlier file makes the later files read again with
   it as a Kafka port.
3. The last step maps frame numbers (each file's offset in the merged
   capture), renumbers ``tcp_stream`` in order of appearance over the whole
   set (a connection that continues in the next file keeps its number), and
   gives the request rows answered in a later file their ``response_frame``
   and ``latency_ms`` (and takes back their ``unanswered`` note); for an
   analysis, the exchanges get set-wide ids (the order one process makes them
   in) and a request answered in a later file that file's answer.  A Fetch
   ``topic_id`` a Metadata response of an earlier file named (unnamed in the
   partition's own read) makes the partition read again with the names the
   earlier files learnt.

Files that overlap in time (captured on several hosts at once) cannot be
cut this way: such a set is read as one partition, by one worker, as the
single-process read does (packets captured twice counted once).

Must not import: the CLI.  This module imports ``dask`` (an optional
dependency, ``pip install 'kafka-mirror-dissector[dask]'``); nothing in the
package imports it unless ``--workers``/``--scheduler`` or
:func:`read_captures` is used.
"""

from __future__ import annotations

import bisect
import contextlib
import copy
import gc
import itertools
import os
import re
import sys
import warnings
from collections import deque
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any

import dask
from dask.sizeof import sizeof

from dissector.capture.files import iter_packets
from dissector.capture.sets import expand
from dissector.errors import CaptureError, CaptureWarning
from dissector.pipeline.dissector import DEFAULT_PORTS, Dissector, judged_ports
from dissector.profiles.profile import Profile
from dissector.tables.table import COLUMNS, UNANSWERED, RowStream, rows_frame

if TYPE_CHECKING:  # imported where used: dask.dataframe brings pandas (0.4 s), which the
    import dask.dataframe as dd  # workers and the CLI's writers never need

__all__ = [
    "WARM_RECORDS",
    "analyze_captures",
    "close",
    "cluster",
    "partition_files",
    "read_captures",
    "read_rows",
    "read_text",
    "write_parquet",
]

#: Records of the previous file each partition reads first (its rows dropped) so that what
#: crosses the file boundary is decoded as in one read; a seam this does not cover is
#: found and read again (module docstring).
WARM_RECORDS = 4000

_C = {c: i for i, c in enumerate(COLUMNS)}
_FRAME, _STREAM, _DIR = _C["frame"], _C["tcp_stream"], _C["direction"]
_CID, _REQ, _RESP = _C["correlation_id"], _C["request_frame"], _C["response_frame"]
_LAT, _NOTES, _EXPERT = _C["latency_ms"], _C["notes"], _C["expert"]
_MIRROR = _C["mirror"]
_SUFFIX = "; " + UNANSWERED
#: the note on a Fetch topic_id no earlier response named (dissector.decode.decoding.TopicIds)
_UNNAMED_WORD = ": no earlier Metadata response names it"
_UNNAMED = re.compile(r"topic_id (\S+)" + re.escape(_UNNAMED_WORD))


# ------------------------------------------------------------------ files


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


# ------------------------------------------------------------------ one partition


class _SeamReader:
    """Records of the warm-up (earlier files) and then of one file, numbered from 1.

    Looks like a :class:`~dissector.capture.files.CaptureReader` to
    :meth:`Dissector.feed_reader`.  Takes the dissector state after the
    warm-up (``boundary``) and at the end (``end``); ``done`` once the file
    is read (what the dissector yields after that is its end-of-capture flush).
    """

    def __init__(self, dis: Dissector, files: list[str], k: int, warm: tuple | None) -> None:
        self.dis = dis
        self.paths = files
        self.path = files[k]
        self.k = k
        #: None (no warm-up), ("tail", n): the last n records of file k-1,
        #: ("from", j, skip): every record of files j..k-1 after the first ``skip`` of file j
        self.warm = warm
        self.reader = iter_packets(files[k])
        self.warm_readers: list = []
        self.size = self.reader.size
        self.position = 0
        self.frame = 0
        self.w = 0
        self.count = 0
        self.first_ts: int | None = None
        self.last_ts: int | None = None
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

    @property
    def cut(self) -> str | None:
        """How the partition's own file ends inside a record (or where it stopped being
        read), if it does.  Of several files it names its file, ``path: how``, as a set's
        reader does (the dissector's warning, which the partition gives back to the
        command, then starts with the file it is about)."""
        cut = self.reader.cut
        return f"{self.path}: {cut}" if cut and len(self.paths) > 1 else cut

    @property
    def clamped_count(self) -> int:
        """Records whose capture time was clamped (warm-up and file)."""
        return self.reader.clamped_count + sum(r.clamped_count for r in self.warm_readers)

    def stop(self) -> None:
        """Nothing to do: files of a set are never followed."""

    def _warm_records(self) -> Iterable[tuple[int, tuple]]:
        """(index of the file, record) of the warm-up."""
        warm, files, k = self.warm, self.paths, self.k
        if warm is None:
            return ()
        self.warm_readers = readers = [iter_packets(files[i]) for i in range(k - 1, k)]
        if warm[0] == "tail":
            return deque(_tagged(readers, k - 1), maxlen=warm[1])
        _, j, skip = warm
        self.warm_readers = readers = [iter_packets(files[i]) for i in range(j, k)]
        return itertools.islice(_tagged(readers, j), skip, None)

    def file_name(self, frame: int) -> str:
        """The name (no folder) of the file that holds local ``frame``."""
        marks = self.marks
        i = bisect.bisect_right(marks, (frame, len(self.paths))) - 1
        return os.path.basename(self.paths[marks[max(i, 0)][1]])

    def tuples(self) -> Iterator[tuple[int, int, int, bytes, int]]:
        """The warm-up records, then the file's, renumbered from 1."""
        n = 0
        cur = -1
        for i, (_f, ts, lt, data, wirelen) in self._warm_records():
            n += 1
            if i != cur:
                self.marks.append((n, i))
                cur = i
            self.frame = n
            yield n, ts, lt, data, wirelen
        self.w = n
        self.warmed = True
        self.marks.append((n + 1, self.k))
        self.lost0 = self.dis.lost_bytes
        self.boundary = _state(self.dis, self.born)
        for _f, ts, lt, data, wirelen in self.reader.tuples():
            n += 1
            self.frame = n
            if self.first_ts is None:
                self.first_ts = ts
            self.last_ts = ts
            yield n, ts, lt, data, wirelen
        self.count = n - self.w
        self.end = _state(self.dis, self.born)
        self.done = True


def _tagged(readers: list, first: int) -> Iterator[tuple[int, tuple]]:
    """Every record of ``readers`` with the index (from ``first``) of its file."""
    for i, r in enumerate(readers):
        for t in r.tuples():
            yield first + i, t


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
    table = dis.flow_table
    flows = {}
    for (src, sport, dst, dport), flow in table.flows.items():
        flows[_nkey((src, sport), (dst, dport))] = flow.stream
    conns = {}
    for conn in table.conns.values():
        conv = conn.conv
        if conn.closed or conv is None:
            continue
        sf, cf = conn.server_frames, conn.client_frames
        waiting = [m for m in conv.in_flight.values() if m.expects_response]
        held = (not sf.idle(), not cf.idle())
        state = None
        if waiting or any(held) or conv.sasl_raw or conv.encrypted:
            state = (tuple(m.correlation_id for m in waiting), held, conv.sasl_raw, conv.encrypted)
        oldest = min((m.frame for m in waiting), default=None)
        conns[_nkey(conn.client, conn.server)] = (
            state, oldest, any(held), (sf.synced, cf.synced), born.get(conn.stream)
        )
    return {"flows": flows, "conns": conns}


def _dissector(opts: dict, ports=()) -> Dissector:
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
    coll.part = True  # bodies left for later: settled by _final_exchanges, topics known
    return coll


@contextlib.contextmanager
def _gc_paused():
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


def _read_part(
    files: list[str], k: int, opts: dict, warm: tuple | None, ports=(), seed=None
) -> _Part:
    """Partition ``k``: its rows (local frame numbers and tcp_streams) and what the seams need;
    for an analysis, its exchanges too (:func:`_exchanges`).  ``seed``: topic names by
    topic id as the earlier files gave them (``{topic_id: (name, set-wide frame)}``)."""
    with _gc_paused():
        return _read_part_now(files, k, opts, warm, ports, seed)


def _read_part_now(files, k, opts, warm, ports, seed) -> _Part:
    last = k == len(files) - 1
    dis = _dissector(opts, ports)
    if seed:
        dis.decoder.topic_ids.names.update(seed)
    coll = _collector(opts)
    reader = _SeamReader(dis, files, k, warm)
    created: list[tuple] = []
    new_flow = dis.flow_table.new_flow

    def tracked(key, flags, ts=0):
        flow = new_flow(key, flags, ts)
        src, sport, dst, dport = key
        syn = bool(flags & 0x02) and not flags & 0x10
        created.append((reader.frame, _nkey((src, sport), (dst, dport)), flow.stream, syn))
        reader.born[flow.stream] = reader.frame
        return flow

    dis.flow_table.new_flow = tracked
    rs = RowStream()
    rows: list[list[Any]] = []
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always", CaptureWarning)
        rows = _feed(dis, reader, rs, last, coll)
    rows.extend(rs.close())
    part = _report(files, k, warm, dis, reader, created, rows)
    # the topic names this read learnt (local frames): the next files' Fetches may need them
    part.info["named"] = {
        t: v for t, v in dis.decoder.topic_ids.names.items() if not seed or seed.get(t) != v
    }
    if coll is not None:
        _exchanges(part, coll, dis, reader.w, reader.file_name, reader.lost0)
    # the warnings about this partition's own file (the warm-up's are its partition's),
    # given back to the caller by read_rows and write_parquet
    mine = files[k] + ":"
    part.info["cuts"] = [
        str(w.message) for w in caught
        if issubclass(w.category, CaptureWarning) and str(w.message).startswith(mine)
    ]
    return _held(part)


def _held(part: _Part) -> _Part:
    """``part`` with its rows as tuples, as a worker holds them until the numbering.

    (A tuple of numbers, strings and None is one the garbage collector stops
    tracking after its first look: a worker's later collections do not walk the
    rows of every partition it holds, as they walk lists; :func:`_final_rows` makes
    lists again.)"""
    part.rows = [tuple(r) for r in part.rows]
    return part


def _feed(dis: Dissector, reader: _SeamReader, rs: RowStream, last: bool, coll=None) -> list:
    rows: list[list[Any]] = []
    if coll is not None:
        from dissector.analysis import not_decoded
    for m in dis.feed_reader(reader):
        if reader.done and not last:
            continue  # the end-of-capture flush: the next partition reads on
        rs.add(m)
        rows.extend(rs.ready())
        if coll is not None:
            coll.capture = reader.file_name(m.frame)
            coll.add(m)
            if m.body is None and not m.mirror and m.api_name is not None and reader.warmed:
                coll.undecoded += m.frame > reader.w and not_decoded(m, dis)
        req = m.request
        if req is not None:
            # the row and the exchange are made: the request need not point back at its
            # response, and without that cycle the pair is freed at once, not left to the
            # collector (paused here: 380,000 objects a partition of 200,000 packets)
            req.response = None
    return rows


def _exchanges(part: _Part, coll, dis: Dissector, w: int, file_name, lost0: int = 0) -> None:
    """An analysis partition: its rows get their file's name last, and it gets its
    exchanges (those its own messages made, in the order made: the request's frame, or
    an orphan response's, after the warm-up's ``w``) and, in ``info``, the exchanges of
    the warm-up its file answered (``completions``: they replace the earlier partition's
    unanswered ones), the mirror topics named, the Kafka ports and the lost bytes."""
    coll.finish()  # never drained: every exchange made, in order, unclassified
    own, completions = [], []
    for ex in coll.undrained:
        first = ex.request_frame if ex.request_frame is not None else ex.response_frame
        if first > w:
            own.append(ex)
        elif ex.response_frame is not None and ex.response_frame > w:
            completions.append(ex)
    for r in part.rows:
        r.append(file_name(r[_FRAME]))
    part.exchanges = own
    part.info.update(
        exchanges=len(own),
        completions=completions,
        topics=sorted(coll.mirror_topics),
        kafka_ports=sorted(dis.kafka_ports),
        lost=dis.lost_bytes - lost0,
        undecoded=coll.undecoded,
    )


def _report(files, k, warm, dis, reader, created, rows) -> _Part:
    """The rows that are partition ``k``'s, and what its seams need to know."""
    w = reader.w
    mine = [r for r in rows if r[_FRAME] > w]
    # Rows that say the seam may have cut something: a response whose request was not seen,
    # a frame found by resynchronisation, or any flag on a connection whose framer had to
    # find frame boundaries itself (first seen after the warm-up mid-stream, or lost).
    keys = {local: key for _frame, key, local, _syn in created}
    unsure = {local for frame, _key, local, syn in created if frame > w and not syn}
    unsure |= {
        reader.boundary["flows"].get(c) for c, e in reader.boundary["conns"].items()
        if not all(e[3])
    }
    doubtful = {
        keys.get(r[_STREAM])
        for r in mine
        if "request_missing" in r[_EXPERT]
        or "resynchronised" in r[_NOTES]
        or (r[_EXPERT] and r[_STREAM] in unsure)
    }
    info = {
        "k": k,
        "w": w,
        # Fetch v13+ topic ids no response before named (maybe one in an earlier file did)
        "unnamed": sorted({t for r in mine if _UNNAMED_WORD in r[_NOTES]
                           for t in _UNNAMED.findall(r[_NOTES])}),
        "count": reader.count,
        "first_ts": reader.first_ts,
        "last_ts": reader.last_ts,
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
        "patches": [
            (r[_REQ], r[_STREAM], r[_CID], r[_FRAME], r[_LAT])
            for r in mine
            if r[_DIR] == "response" and r[_REQ] is not None and r[_REQ] <= w
        ],
    }
    return _Part(mine, info)


class _Part:
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
        return (_Part, (self.rows, self.info, self.exchanges))


@sizeof.register(_Part)
def _part_size(part: _Part) -> int:
    """About the bytes of a partition (rows of ~20 values, exchanges of ~30): what the
    scheduler weighs to keep each task beside its partition, not move it to another
    worker (``sys.getsizeof`` would say a few dozen bytes)."""
    return 1000 + 600 * len(part.rows) + 1000 * len(part.exchanges)


def _info(part: _Part) -> dict:
    return part.info


# ------------------------------------------------------------------ the seams


def _seams(infos: list[dict], opts: dict, chain: bool = False) -> dict:
    """Which partitions must be read again, and with which warm-up (see the module docstring).

    ``infos``: each partition's report, from its last read.  ``chain``: a partition
    read again makes the next one read again from the same frame (the last round:
    the end state of a partition read again is not known when planning).
    """
    n = len(infos)
    plan: dict = {"redo": {}, "overlap": False, "detected": [], "seeds": {}, "before": {},
                  "after": {}}
    if any(i.get("whole") for i in infos):
        return plan  # read as one partition already
    for k in range(1, n):
        a, b = infos[k - 1], infos[k]
        if a["last_ts"] is not None and b["first_ts"] is not None and b["first_ts"] < a["last_ts"]:
            plan["overlap"] = True
            return plan
    # offsets of each file's first frame, as phase one counted them
    offsets = list(itertools.accumulate([0] + [i["count"] for i in infos]))
    carried: dict = {}  # connection -> its state at the seam, frames made global
    detected: list[int] = []
    for k in range(n):
        info = infos[k]
        redo = None
        if k:
            starts = []
            touched = info["end"]["flows"].keys() | info["boundary"]["flows"].keys()
            want = {c: e[0] for c, e in carried.items() if e[0] is not None and c in touched}
            got = {c: e[0] for c, e in info["boundary"]["conns"].items() if e[0] is not None}
            if want != got:
                starts += [e[1] for e in carried.values() if e[1] is not None]
                if any(e[2] for e in carried.values()):  # a frame cut by the seam
                    starts.append(offsets[k - 1] + 1)
                starts.append(offsets[k - 1] + 1)
            for c in info["doubtful"]:
                if c in carried:
                    starts.append(carried[c][4] or 1)
            if starts:
                redo = _warm_from(min(starts), offsets, k)
                if redo == info["warm"]:
                    redo = None  # read with that warm-up already: what it saw is all there is
            if chain and k - 1 in plan["redo"]:
                # the previous file was read again: its end state as phase one saw it may
                # miss what came from before it, so this one starts where that one did
                prev = plan["redo"][k - 1]
                redo = prev if redo is None else min(redo, prev, key=lambda r: (r[1], r[2]))
            if any(p not in opts["ports"] and p not in info["ports"] for p in detected):
                redo = redo or info["warm"]  # a port found before this file: read with it
            # topic ids named in an earlier file (Metadata), unnamed in this one's Fetches
            plan["seeds"][k] = seed = _seed(infos[:k], offsets)
            if any(t in seed for t in info["unnamed"]):
                redo = redo or info["warm"]
        # a connection still judged at this file's end, on a port a later file finds Kafka:
        # one process decodes it from its first segment once the port is found, so this
        # file is read again knowing the port (its requests then answered across the seam)
        later = {p for i in infos[k + 1:] for p in i.get("detected", ())}
        after = sorted(
            p for p in later & set(info.get("judged", ()))
            if p not in opts["ports"] and p not in info["ports"]
        )
        if after:
            plan["after"][k] = after
            redo = redo or info["warm"] or ("from", 0, 0)  # (k = 0: no warm-up)
        if redo is not None:
            plan["redo"][k] = redo
        # what is carried to the next seam: this file's end state, and what it never touched
        end = info["end"]
        g = offsets[k] - info["w"]
        before = carried
        seen = end["flows"].keys() | info.get("boundary", {}).get("flows", {}).keys()
        carried = {c: e for c, e in before.items() if c not in seen}
        for c, (state, oldest, held, synced, first) in end["conns"].items():
            if first is None or first <= info["w"]:  # seen first in the warm-up: earlier on
                first = before[c][4] if c in before else None
            else:
                first += g
            carried[c] = (state, None if oldest is None else oldest + g, held, synced, first)
        # the ports found before this file: a second read of it is given those (and finds
        # the others itself, as one process does: they stay in its detected ports)
        plan["before"][k] = list(detected)
        detected += [p for p in info["detected"] if p not in detected]
    plan["detected"] = detected
    return plan


def _seed(infos: list[dict], offsets: list[int]) -> dict:
    """Topic names by topic id after the files of ``infos`` (``{id: (name, set-wide frame)}``,
    the last response naming each), as :class:`dissector.decode.decoding.TopicIds` holds them."""
    seed: dict = {}
    for j, info in enumerate(infos):
        g = offsets[j] - info["w"]
        for tid, (name, frame) in info["named"].items():
            if tid not in seed or seed[tid][1] <= frame + g:
                seed[tid] = (name, frame + g)
    return seed


def _warm_from(start: int, offsets: list[int], k: int) -> tuple:
    """The warm-up of partition ``k`` that begins at global frame ``start``."""
    j = max(i for i in range(k) if offsets[i] < start) if start > 1 else 0
    return ("from", j, start - 1 - offsets[j])


def _second_read(files: list[str], k: int, opts: dict, plan: dict) -> _Part | None:
    """Partition ``k`` read again where its seam asks; None when the read before stands.

    (It does not take that read: a task that did would move the partition's rows to
    wherever the scheduler runs it.)"""
    if plan["overlap"]:
        if k:
            return _Part([], {"k": k, "w": 0, "count": 0, "created": [], "end": {"flows": {}},
                        "patches": [], "detected": [], "whole": True, "exchanges": 0})
        return _read_whole(files, opts)
    redo = plan["redo"].get(k)
    if redo is None:
        return None
    ports = tuple(
        p for p in (*plan["before"].get(k, ()), *plan.get("after", {}).get(k, ()))
        if p not in opts["ports"]
    )
    return _read_part(files, k, opts, redo, ports, plan["seeds"].get(k))


def _info_of(part: _Part | None) -> dict | None:
    return None if part is None else part.info


def _latest(*versions):
    """The last of ``versions`` that is not None (a partition's reads, the last that counts)."""
    return next(v for v in reversed(versions) if v is not None)


def _read_whole(files: list[str], opts: dict) -> _Part:
    """Every file as one capture (files that overlap in time): the single-process read."""
    with _gc_paused():
        return _read_whole_now(files, opts)


def _read_whole_now(files: list[str], opts: dict) -> _Part:
    dis = _dissector(opts)
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
            "cuts": [str(w.message) for w in caught if issubclass(w.category, CaptureWarning)]}
    part = _Part(rows, info)
    if coll is not None:
        file_of = dis.reader.file_of
        _exchanges(part, coll, dis, 0, lambda f: os.path.basename(file_of(f)))
    return _held(part)


def _numbering(infos: list[dict]) -> dict:
    """Frame offsets, tcp_stream maps and cross-file patches from every partition's report."""
    if infos and infos[0].get("whole"):
        return {"whole": True, "offsets": [0] * len(infos), "streams": [{}] * len(infos),
                "patches": {}, "detected": infos[0]["detected"], "cuts": infos[0]["cuts"],
                **_analysis_numbering(infos, [{}] * len(infos), [0] * len(infos))}
    offsets = list(itertools.accumulate([0] + [i["count"] for i in infos]))
    alive: dict = {}  # connection ends -> global tcp_stream, over the whole set so far
    nxt = 0
    maps = []
    patches: dict = {}
    detected: list[int] = []
    for k, info in enumerate(infos):
        w = info["w"]
        m: dict = {}
        warm_last: dict = {}
        seen: set = set()
        for frame, key, local, syn in info["created"]:
            if frame <= w:
                warm_last[key] = local
                m[local] = None
                continue
            if not syn and key in alive and key not in seen:
                m[local] = alive[key]  # a connection that carries on from an earlier file
            else:
                m[local] = nxt
                nxt += 1
            seen.add(key)
        for key, local in warm_last.items():
            if key in alive and m.get(local) is None:
                m[local] = alive[key]
        for key, local in info["end"]["flows"].items():
            if m.get(local) is not None:
                alive[key] = m[local]
        maps.append(m)
        g = offsets[k] - w
        for req, stream, cid, frame, lat in info["patches"]:
            patches[(req + g, m.get(stream), cid)] = (frame + g, lat)
        detected += [p for p in info["detected"] if p not in detected]
    return {"whole": False, "offsets": offsets, "streams": maps, "patches": patches,
            "detected": detected, "cuts": [c for i in infos for c in i.get("cuts", ())],
            **_analysis_numbering(infos, maps, [offsets[k] - i["w"] for k, i in enumerate(infos)])}


def _analysis_numbering(infos: list[dict], maps: list[dict], shifts: list[int]) -> dict:
    """An analysis' part of the numbering: each partition's first exchange id (less one),
    the completions of requests answered in a later file keyed by (set-wide request frame,
    tcp_stream, correlation_id), the mirror topics, Kafka ports and lost bytes of the set."""
    if "topics" not in infos[0]:
        return {}
    completions = {}
    for info, smap, g in zip(infos, maps, shifts, strict=True):
        for ex in info.get("completions", ()):
            ex = _moved(ex, g, smap, None)
            completions[(ex.request_frame, ex.tcp_stream, ex.correlation_id)] = ex
    return {
        "bases": list(itertools.accumulate([0] + [i.get("exchanges", 0) for i in infos])),
        "completions": completions,
        "topics": sorted({t for i in infos for t in i.get("topics", ())}),
        "kafka_ports": sorted({p for i in infos for p in i.get("kafka_ports", ())}),
        "lost": sum(i.get("lost", 0) for i in infos),
        "undecoded": sum(i.get("undecoded", 0) for i in infos),
    }


def _moved(ex, g: int, smap: dict, ident: int | None):
    """A copy of exchange ``ex`` with set-wide frames (``g`` added), tcp_stream (``smap``;
    kept when it has none) and id (kept when ``ident`` is None)."""
    ex = copy.copy(ex)
    if ex.request_frame is not None:
        ex.request_frame += g
    if ex.response_frame is not None:
        ex.response_frame += g
    if smap:
        ex.tcp_stream = smap.get(ex.tcp_stream)
    if ident is not None:
        ex.id = ident
    return ex


def _final_rows(part: _Part, k: int, numbering: dict, opts: dict | None = None) -> _Part:
    """Partition ``k``'s rows with set-wide frame numbers, tcp_streams and cross-file answers."""
    info = part.info
    rows = [list(r) for r in part.rows]  # a copy: the part may be shared, or computed again
    if numbering["whole"]:
        return _Part(rows, info, part.exchanges)
    g = numbering["offsets"][k] - info["w"]
    smap = numbering["streams"][k]
    patches = numbering["patches"]
    for r in rows:
        r[_FRAME] += g
        if r[_REQ] is not None:
            r[_REQ] += g
        if r[_RESP] is not None:
            r[_RESP] += g
        if r[_STREAM] is not None:
            r[_STREAM] = smap.get(r[_STREAM])
        if r[_DIR] == "request" and r[_RESP] is None and patches:
            hit = patches.get((r[_FRAME], r[_STREAM], r[_CID]))
            if hit is not None:
                r[_RESP], r[_LAT] = hit
                notes = r[_NOTES]
                if notes == UNANSWERED:
                    r[_NOTES] = ""
                elif notes.endswith(_SUFFIX):
                    r[_NOTES] = notes[: -len(_SUFFIX)]
    exchanges, let_go = _final_exchanges(part.exchanges, k, g, smap, numbering, opts)
    return _Part(rows, dict(info, let_go=let_go), exchanges)


def _final_exchanges(
    exchanges: list, k: int, g: int, smap: dict, numbering: dict, opts: dict | None
) -> tuple[list, int]:
    """Partition ``k``'s exchanges with set-wide ids, frames and tcp_streams; a request
    answered in a later file is that file's completion of it.  Also how many bodies left
    for later were let go undecoded (:meth:`~dissector.analysis.collect.Collector.settle`)."""
    if not exchanges:
        return [], 0
    from dissector.analysis.collect import Collector, pack

    # every topic the set's mirror RPCs name is known: the offset evidence on none of them
    # crosses to the command without its summaries (it would only be taken out there), and
    # the bodies left for later are decoded here when a mirror topic is named in them
    judge = Collector()
    judge.mirror_topics = set(numbering["topics"])
    if opts is not None:
        judge.decode = _dissector(opts).decoder.decode_later
    let_go = 0
    base = numbering["bases"][k]
    completions = numbering["completions"]
    out = []
    for i, ex in enumerate(exchanges, start=base + 1):
        moved = _moved(ex, g, smap, i)
        if moved.status == "unanswered" and completions:
            hit = completions.get((moved.request_frame, moved.tcp_stream, moved.correlation_id))
            if hit is not None:
                moved = copy.copy(hit)
                moved.id = i
        let_go += judge.settle(moved)  # bodies left for later: decoded, or let go
        if judge.unmirrored_evidence(moved):
            moved.request = moved.response = None
        else:
            pack(moved)  # pickled here, not by the command (which unpickles them when read)
        out.append(moved)
    return out, let_go


# ------------------------------------------------------------------ the graph


def _options(
    files, ports, profile, full, max_frame, detect, warm=WARM_RECORDS, max_decompressed=None
) -> dict:
    if profile is not None and not isinstance(profile, Profile):
        from dissector.pipeline.choice import resolve_profile

        profile = resolve_profile(profile, files, ports, detect)  # once, here
    return {"ports": tuple(ports), "profile": profile, "full": full, "max_frame": max_frame,
            "detect": detect, "warm": warm, "max_decompressed": max_decompressed}


def _graph(files: list[str], opts: dict, text: tuple | None = None) -> tuple[list, Any]:
    """Delayed final partitions (one per file) and the delayed numbering report.

    ``text``: ``(fmt, columns, mirror_only)``: each final partition is its rows written
    as a piece of a csv or json output (:func:`_final_text`), not its rows."""
    warm = opts["warm"]
    # the options once in the graph, never walked: Dask would walk the profile's specs and
    # hash them again for every task that takes them (seconds on a set of a few files)
    opts = dask.delayed(opts, pure=True, traverse=False)
    first = [
        dask.delayed(_read_part, pure=True)(files, k, opts, ("tail", warm) if k else None)
        for k in range(len(files))
    ]
    infos = [dask.delayed(_info, pure=True)(p) for p in first]
    reads = [[p] for p in first]  # each partition's reads; the last that is not None counts
    # two rounds: the seams, and again with the end states of the partitions read again
    for chain in (False, True):
        plan = dask.delayed(_seams, pure=True)(infos, opts, chain=chain)
        again = [
            dask.delayed(_second_read, pure=True)(files, k, opts, plan) for k in range(len(files))
        ]
        infos = [
            dask.delayed(_latest, pure=True)(i, dask.delayed(_info_of, pure=True)(r))
            for i, r in zip(infos, again, strict=True)
        ]
        for k, r in enumerate(again):
            reads[k].append(r)
    numbering = dask.delayed(_numbering, pure=True)(infos)
    if text is not None:
        final = []
        for k, r in enumerate(reads):
            # in partition order, so that the command writes each piece while the
            # workers make the next ones (not all of them at the end)
            with dask.annotate(priority=len(reads) - k):
                final.append(dask.delayed(_final_text, pure=True)(k, numbering, text, *r))
        return final, numbering
    final = [
        dask.delayed(_final_read, pure=True)(k, numbering, opts, *r)
        for k, r in enumerate(reads)
    ]
    return final, numbering


def _final_read(k: int, numbering: dict, opts: dict, *reads) -> _Part:
    """The last read of partition ``k`` (:func:`_latest`), numbered over the set."""
    with _gc_paused():
        return _final_rows(_latest(*reads), k, numbering, opts)


def _final_text(k: int, numbering: dict, text: tuple, *reads) -> tuple[str, int, int]:
    """Partition ``k``'s final rows (:func:`_final_read`) written as a piece of a csv or
    json output (:func:`dissector.tables.output.text_chunk`), here on the worker:
    ``(text, rows written, rows read)``; ``text`` is ``(fmt, columns, mirror_only)``
    (``mirror_only``: the rows of mirror RPCs only)."""
    from dissector.tables.output import text_chunk

    fmt, columns, mirror_only = text
    with _gc_paused():
        rows = _final_rows(_latest(*reads), k, numbering).rows
        read = len(rows)
        if mirror_only:
            rows = [r for r in rows if r[_MIRROR]]
        chunk, n = text_chunk(rows, fmt, columns)
        del rows
    return chunk, n, read


def _frame_of_rows(part: _Part):
    return rows_frame(part.rows)


def _prepare(
    source, ports=DEFAULT_PORTS, profile=None, full=False, max_frame=None, detect=False,
    warm=WARM_RECORDS, max_decompressed=None,
) -> tuple[list[str], dict]:
    from dissector.frames.framing import DEFAULT_MAX_FRAME

    files = partition_files(source)
    opts = _options(
        files, ports, profile, full, max_frame or DEFAULT_MAX_FRAME, detect, warm, max_decompressed
    )
    # the tasks are named after their inputs: a file changed since is a new task
    opts["stamp"] = [(os.path.getsize(p), os.stat(p).st_mtime_ns) for p in files]
    return files, opts


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
    requests answered in a later file matched (module docstring).  ``ports``,
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
    files, opts = _prepare(
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
    files, opts = _prepare(
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
    client = _client()
    if client is None:
        *done, report = dask.compute(*final, numbering)
        results: Iterator[Any] = iter(done)
    else:
        futures = client.compute([*final, numbering])
        report = futures[-1].result()
        results = _fetched(futures[:-1])
    for text in report["cuts"]:
        warnings.warn(text, CaptureWarning, stacklevel=3)
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
) -> tuple[Iterator[tuple[str, int, int]], list[int]]:
    """The set's rows as pieces of a ``fmt`` (csv or json) output, written by the
    workers, one per partition in capture order, and the ports Kafka detection found.

    A piece is ``(text, rows written, rows read)``: what
    :func:`dissector.tables.output.text_chunk` makes of the partition's final rows (those of
    :func:`read_rows`; ``columns``, default every column of COLUMNS, in that order;
    ``mirror_only``: the rows of mirror RPCs only), so that
    :func:`dissector.tables.output.write_chunks` of the pieces writes the same bytes as
    :func:`dissector.tables.output.write_rows` of the rows.  Other arguments, fetching and
    warnings as :func:`read_rows`.  Raises ValueError for a format that is not csv or json.
    """
    from dissector.tables.output import CHUNK_FORMATS

    if fmt not in CHUNK_FORMATS:
        raise ValueError(f"read_text writes {' or '.join(CHUNK_FORMATS)}, not {fmt!r}")
    cols = list(COLUMNS) if columns is None else list(columns)
    files, opts = _prepare(
        source, ports, profile, full, max_frame, detect, warm, max_decompressed
    )
    final, numbering = _graph(files, opts, (fmt, cols, mirror_only))
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
    from dissector.analysis import analysis_profile, analyze_parts

    paths = [os.fspath(p) for p in ([source] if isinstance(source, str | os.PathLike)
                                    else source)]
    prof = analysis_profile(paths, ports, profile, detect)
    captures = [os.path.basename(p) for p in expand(paths)]
    files, opts = _prepare(paths, ports, prof, detect=detect, warm=warm)
    opts["analysis"] = {"detect": detect, "full": full}
    final, numbering = _graph(files, opts)
    made = cluster(workers, scheduler) if client is None and (workers or scheduler) else None
    try:
        client = client or made or _client()
        if client is None:
            *parts, report = dask.compute(*final, numbering)
            chunks: Iterator = ((p.rows, p.exchanges, p.info.get("let_go", 0)) for p in parts)
        else:
            futures = client.compute([*final, numbering])
            report = futures[-1].result()
            chunks = (
                (p.rows, p.exchanges, p.info.get("let_go", 0)) for p in _fetched(futures[:-1])
            )
        for text in report["cuts"]:
            warnings.warn(text, CaptureWarning, stacklevel=2)
        return analyze_parts(
            chunks, prof, captures, report["topics"], report["kafka_ports"],
            report["detected"], report["lost"], report["undecoded"],
        )
    finally:
        if made is not None:
            close(made)


def _client():
    """The active ``distributed.Client``, or None (distributed not in use)."""
    try:
        from distributed import get_client

        return get_client()
    except (ImportError, ValueError):
        return None


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
    files, opts = _prepare(source, **options)
    os.makedirs(directory, exist_ok=True)
    final, numbering = _graph(files, opts)
    written = [
        dask.delayed(_write_part, pure=True)(
            rows, os.path.join(os.fspath(directory), f"part.{k:05d}.parquet"), mirror_only
        )
        for k, rows in enumerate(final)
    ]
    *counts, report = dask.compute(*written, numbering)
    for text in report["cuts"]:
        warnings.warn(text, CaptureWarning, stacklevel=2)
    return sum(counts)


def _write_part(part: _Part, path: str, mirror_only: bool) -> int:
    from dissector.tables.output import write_rows

    rows = part.rows
    if mirror_only:
        rows = [r for r in rows if r[_C["mirror"]]]
    return write_rows(iter(rows), "parquet", path, list(COLUMNS))


def cluster(workers: int | None = None, scheduler: str | None = None):
    """A ``distributed.Client``: of a new local cluster of ``workers`` processes (one
    thread each), or of the scheduler at ``scheduler`` (``tcp://host:8786``).

    Close it (it is a context manager) to stop a local cluster.  Raises CaptureError
    (one line) when the scheduler cannot be reached.
    """
    from distributed import Client, LocalCluster

    if scheduler is not None:
        try:
            return Client(scheduler, timeout="5s")
        except OSError as e:
            raise CaptureError(f"{scheduler}: cannot reach the Dask scheduler ({e})") from None
    with warnings.catch_warnings():
        # another cluster on this machine holds the HTTP port: the scheduler takes another
        # one and says so on stderr, which is not the command's to print
        warnings.filterwarnings("ignore", "Port .* is already in use", UserWarning)
        local = LocalCluster(
            n_workers=workers or 1,
            threads_per_worker=1,
            processes=True,
            dashboard_address=None,
            silence_logs=50,  # the cluster's own log lines (heartbeats while closing) stay quiet
        )
    client = Client(local)
    client._kmirror_cluster = local
    if "hypothesis" in sys.modules and sys.modules["hypothesis"] is None:
        # the kmirror command said hypothesis is not there (dissector.cli.run): its own
        # workers say so too, before kio is loaded (0.15-0.5 s of imports each)
        client.run(_without_hypothesis)
    return client


def _without_hypothesis() -> None:
    """On a worker of the command's own cluster: ``hypothesis`` is not there for kio."""
    sys.modules.setdefault("hypothesis", None)  # type: ignore[arg-type]


def close(client) -> None:
    """Close ``client`` and the local cluster :func:`cluster` started for it, if any."""
    local = getattr(client, "_kmirror_cluster", None)
    client.close()
    if local is not None:
        local.close()
