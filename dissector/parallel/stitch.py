"""The seams between the files of a capture set: pure functions of the parts' reports.

Owns: :func:`seams` (from every partition's report, which partitions must be read again
and with which warm-up, ports and topic names), :func:`numbering_of` (frame offsets,
tcp_stream maps over the set, the requests answered in a later file; for an analysis,
exchange ids and the completions of such requests) and :func:`final_rows` (a partition's
rows, and exchanges, numbered over the set).  How a set is cut and stitched:
:mod:`dissector.parallel.dask`.

Must not import: ``dask``, the graph (:mod:`.graph`), the cluster, capture reading, the
CLI.  Reads no file: the reads themselves are :mod:`.part`'s.
"""

from __future__ import annotations

import copy
import itertools

from dissector.decode.pairing import Status
from dissector.flags import Flag

from .part import Part, fresh_dissector

try:
    import cython
except ImportError:  # no Cython: the pure-Python path
    from .. import puremode as cython

__all__ = ["final_rows", "number_rows", "numbering_of", "seams"]


def seams(infos: list[dict], opts: dict, chain: bool = False) -> dict:
    """Which partitions must be read again, and with which warm-up (:mod:`dissector.parallel.dask`).

    ``infos``: each partition's report, from its last read.  ``chain``: a partition
    read again makes the next one read again from the same frame (the last round:
    the end state of a partition read again is not known when planning).
    """
    n = len(infos)
    plan: dict = {"redo": {}, "overlap": False, "detected": [], "seeds": {}, "before": {},
                  "after": {}}
    if any(i.get("whole") for i in infos):
        return plan  # read as one partition already
    if any(i.get("overlap") for i in infos):  # files of one partition overlap in time
        plan["overlap"] = True
        return plan
    for k in range(1, n):
        a, b = infos[k - 1], infos[k]
        if a["last_ts"] is not None and b["first_ts"] is not None and b["first_ts"] < a["last_ts"]:
            plan["overlap"] = True
            return plan
    # a partition that ends with a connection blocked (a TCP gap not yet declared lost, a
    # framer still looking for where frames start): the messages it holds are decoded
    # once the gap is given up, later in the capture, under the frames their bytes came
    # in, which are this partition's, and it never reads that far; the next partition
    # decodes them in its warm-up.  Read as one capture (as files that overlap in time).
    if any(i["end"].get("blocked") for i in infos[:-1]):
        plan["overlap"] = True
        return plan
    # a file that ends early (cut, or corrupt) but the last: what its end lost shows in the
    # next file's first segments, where one process counts the bytes never captured (by
    # the sequence numbers it has followed); a partition that first sees a connection
    # there cannot.  Read as one capture too.
    if any(i.get("stopped") for i in infos):
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


def numbering_of(infos: list[dict]) -> dict:
    """Frame offsets, tcp_stream maps and cross-file patches from every partition's report."""
    if infos and infos[0].get("whole"):
        return {"whole": True, "offsets": [0] * len(infos), "streams": [{}] * len(infos),
                "patches": {}, "detected": infos[0]["detected"], "cuts": infos[0]["cuts"],
                "notes": infos[0].get("notes", []),
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
            "notes": list(dict.fromkeys(n for i in infos for n in i.get("notes", ()))),
            **_analysis_numbering(infos, maps, [offsets[k] - i["w"] for k, i in enumerate(infos)])}


def _analysis_numbering(infos: list[dict], maps: list[dict], shifts: list[int]) -> dict:
    """An analysis' part of the numbering: each partition's first exchange id (less one),
    the completions of requests answered in a later file keyed by (set-wide request frame,
    tcp_stream, correlation_id), the mirror topics, Kafka ports and lost bytes of the set."""
    if "topics" not in infos[0]:
        return {}
    # (imported here, by an analysis only: a read does without the analysis package)
    from dissector.analysis.nulls import null_last

    completions = {}
    for info, smap, g in zip(infos, maps, shifts, strict=True):
        for ex in info.get("completions", ()):
            ex = _moved(ex, g, smap, None)
            completions[(ex.request_frame, ex.tcp_stream, ex.correlation_id)] = ex
    return {
        "bases": list(itertools.accumulate([0] + [i.get("exchanges", 0) for i in infos])),
        "completions": completions,
        "topics": sorted({t for i in infos for t in i.get("topics", ())}, key=null_last),
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


def final_rows(part: Part, k: int, numbering: dict, opts: dict | None = None) -> Part:
    """Partition ``k``'s rows with set-wide frame numbers, tcp_streams and cross-file answers."""
    info = part.info
    # a copy: the part may be shared, or computed again (a Dask task's); not the lists
    # of a worker of .pool, which takes each partition once (.part._held)
    rows = part.rows if info.get("lists") else [list(t) for t in part.rows]
    if numbering["whole"]:
        return Part(rows, info, part.exchanges)
    g = numbering["offsets"][k] - info["w"]
    smap = numbering["streams"][k]
    number_rows(rows, g, smap, numbering["patches"], info.get("bases", {}))
    exchanges, let_go = _final_exchanges(part.exchanges, k, g, smap, numbering, opts)
    return Part(rows, dict(info, let_go=let_go), exchanges)


@cython.locals(r=list)
def number_rows(rows: list, g: int, smap: dict, patches: dict, bases: dict) -> None:
    """``rows`` (lists, local numbers) numbered over the set, in place: ``g`` added to
    their frames, ``smap`` their tcp_streams (local -> set-wide), and a request a later
    file answers given its answer from ``patches`` (:func:`numbering_of`'s) and its notes
    back from ``bases`` (the partition's ``info["bases"]``)."""
    get = smap.get
    # (the row's places as literals, :data:`.part.ROW_PLACES`: a compiled loop indexes a list by a
    # literal without making a Python int of the index: 0.07 -> 0.05 CPU s on 395,000 rows;
    # ``r`` declared a list, its items read and set in place, not through the checks of
    # any sequence: 0.05 -> 0.03)
    for r in rows:
        frame = r[0] + g  # FRAME
        r[0] = frame
        req = r[18]  # REQ
        if req is not None:
            r[18] = req + g
        resp = r[19]  # RESP
        if resp is not None:
            r[19] = resp + g
        stream = r[2]  # STREAM
        if stream is not None:
            r[2] = get(stream)
        if resp is None and patches and r[3] == "request":  # DIR
            hit = patches.get((frame, r[2], r[7]))  # (frame, STREAM, CID)
            if hit is not None:
                r[19], r[12] = hit  # RESP, LAT
                r[21] &= ~Flag.UNANSWERED  # FLAGS
                # its notes before it was released unanswered (an acks=0 request has none)
                r[20] = bases.get((frame - g, stream, r[7]), r[20])  # NOTES, CID


def _final_exchanges(
    exchanges: list, k: int, g: int, smap: dict, numbering: dict, opts: dict | None
) -> tuple[list, int]:
    """Partition ``k``'s exchanges with set-wide ids, frames and tcp_streams; a request
    answered in a later file is that file's completion of it.  Also how many bodies left
    for later were let go undecoded (:meth:`~dissector.analysis.collect.Collector.settle`)."""
    if not exchanges:
        return [], 0
    from dissector.analysis.collect import Collector
    from dissector.analysis.exchange import pack

    # every topic the set's mirror RPCs name is known: the offset evidence on none of them
    # crosses to the command without its summaries (it would only be taken out there), and
    # the bodies left for later are decoded here when a mirror topic is named in them
    judge = Collector()
    judge.mirror_topics = set(numbering["topics"])
    if opts is not None:
        judge.decode = fresh_dissector(opts).decoder.decode_later
    let_go = 0
    base = numbering["bases"][k]
    completions = numbering["completions"]
    out = []
    for i, ex in enumerate(exchanges, start=base + 1):
        moved = _moved(ex, g, smap, i)
        if moved.status == Status.UNANSWERED and completions:
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
