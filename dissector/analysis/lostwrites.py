"""What every truncation removed, and who wrote it: the ``lost_writes`` rows.

Owns: :func:`lost_writes` (one row per removed batch, or run of offsets of one
origin) and :func:`partition_lines` (one sentence per truncation that removed
offsets, e.g. ``orders-1: 7 offsets removed at failback on cluster-a ...``).

The offsets a truncation removed, ``[offset_after, offset_before)``, were first
written on the *records cluster*: the mirror's source for a failover
truncation (mirroring keeps offsets, so the destination's copies sit at the
offsets the source gave them), the truncated cluster itself otherwise (written
there while it was a source).  Each offset is split, from the wire alone, into:

- ``acknowledged``: a record of a non-transactional batch whose Produce
  response (error 0, ``base_offset``) to the records cluster is in the capture,
  before the truncation: client_id, producer id and epoch, acks, times, frames;
- ``transactional``: the same for a transactional batch, with its transaction's
  outcome from EndTxn of the same producer id and epoch on that cluster
  (``committed``, ``aborted``; ``open`` when no answered EndTxn is in the
  capture) and the EndTxn time;
- ``marker``: an offset after a transaction's records, taken by the control
  marker its EndTxn (answered with no error, before the truncation) wrote to
  each partition of the transaction (Kafka's transaction protocol: one marker
  per partition); the EndTxn frames are the evidence;
- ``unknown``: offsets whose origin the capture does not show.

Produce requests of a mirror fetcher (the ``fetchers`` named by the replay)
are copies, not writes: they are listed as ``mirrored`` when nothing better
is known about the offset.  The latest acknowledged write of an offset before
the truncation wins (a log truncated earlier reuses offsets).

Reads only standard Kafka bodies (Produce, EndTxn summaries kept by
:mod:`.collect`).  Must not import: pandas or the CLI.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from ..counts import counted
from .bodies import END_TXN, PRODUCE
from .exchange import Exchange
from .nulls import null_last

__all__ = ["lost_writes", "partition_lines"]


@dataclass(slots=True)
class _Write:
    """One acknowledged batch in a partition's log."""

    first: int
    count: int
    ex: Exchange
    producer_id: int
    producer_epoch: int
    transactional: bool
    control: bool
    acks: int | None


@dataclass(slots=True)
class _EndTxn:
    producer_id: int
    producer_epoch: int | None
    committed: bool | None
    ex: Exchange


def _index(
    exchanges: Iterable[Exchange], cluster: Callable[[str], str | None], wanted: set[tuple]
) -> tuple[dict[tuple, list[_Write]], dict[tuple[str | None, int], list[_EndTxn]]]:
    """Acknowledged batches per (cluster, topic, partition) in ``wanted``; EndTxn per
    (cluster, producer id)."""
    writes: dict[tuple, list[_Write]] = defaultdict(list)
    ends: dict[tuple[str | None, int], list[_EndTxn]] = defaultdict(list)
    topics = {(t, p) for _c, t, p in wanted}
    for ex in exchanges:
        if not ex.answered or ex.mirror:
            continue
        if ex.api_key == PRODUCE:
            req, resp = ex.request, ex.response
            if not isinstance(req, dict) or not isinstance(resp, dict):
                continue
            c = None
            for key, batches in req["partitions"].items():
                if key not in topics or not batches:
                    continue
                c = c or cluster(ex.server)
                if (c, *key) not in wanted:
                    continue
                err, base = resp.get(key, (None, None))
                if err != 0 or base is None or base < 0:
                    continue
                at = base
                for count, pid, epoch, _seq, _ts, txn, control in batches:
                    writes[(c, *key)].append(
                        _Write(at, count, ex, pid, epoch, txn, control, req.get("acks"))
                    )
                    at += count
        elif ex.api_key == END_TXN:
            req, resp = ex.request, ex.response
            if not isinstance(req, dict) or not isinstance(resp, dict) or resp.get("error_code"):
                continue
            if req.get("producer_id") is None:
                continue
            ends[(cluster(ex.server), req["producer_id"])].append(
                _EndTxn(req["producer_id"], req.get("producer_epoch"), req.get("committed"), ex)
            )
    return writes, ends


def lost_writes(
    truncations: list[dict],
    exchanges: list[Exchange],
    cluster: Callable[[str], str | None],
    fetchers: set[str] | frozenset[str] = frozenset(),
) -> list[dict]:
    """The ``lost_writes`` rows of ``truncations`` (replay rows; see the module docstring).

    ``cluster``: broker address -> cluster name.  ``fetchers``: client_ids of the mirror
    fetchers (their Produce requests are copies).  Times are ns since the epoch.
    """
    todo = []
    for t in truncations:
        lo, hi = t.get("offset_after"), t.get("offset_before")
        if lo is None or hi is None or hi <= lo:
            continue
        rc = t.get("source_cluster") if t["reason"] == "failover" else t["cluster"]
        todo.append((t, rc, lo, hi))
    if not todo:
        return []
    wanted = {(rc, t["topic"], t["partition"]) for t, rc, _lo, _hi in todo}
    writes, ends = _index(exchanges, cluster, wanted)
    failover_ns: dict[tuple[str, int], int] = {}
    for t in truncations:
        if t["reason"] == "failover" and t.get("time") is not None:
            key = (t["topic"], t["partition"])
            failover_ns[key] = min(failover_ns.get(key, t["time"]), t["time"])
    rows: list[dict] = []
    for t, rc, lo, hi in todo:
        when = t.get("time") or 0
        # the batches acknowledged before the cut, as runs of offsets (never one entry per
        # offset: a range from the wire can span 2**31 offsets); the latest answer wins
        batches = [
            w
            for w in writes.get((rc, t["topic"], t["partition"]), ())
            if (w.ex.response_ns or 0) <= when and w.count > 0
        ]
        batches.sort(key=lambda w: w.ex.response_ns or 0)  # stable: ties keep wire order
        runs: list[tuple[int, int, _Write]] = []  # (first, end, batch), sorted, disjoint
        for w in batches:
            s, e = max(lo, w.first), min(hi, w.first + w.count)
            if s < e:
                runs = _paint(runs, s, e, w)
        # markers: one per partition of each transaction ended (no error) before the cut
        markers: dict[int, _EndTxn] = {}
        pids: dict[tuple[int, int], int] = {}  # (pid, epoch) -> last transactional offset
        for _s, e, w in runs:
            if w.transactional and w.producer_id >= 0 and w.ex.client_id not in fetchers:
                k = (w.producer_id, w.producer_epoch)
                pids[k] = max(pids.get(k, e - 1), e - 1)
        for (pid, epoch), last in sorted(pids.items(), key=lambda x: x[1]):
            for e in ends.get((rc, pid), ()):
                if e.producer_epoch not in (None, epoch) or (e.ex.request_ns or 0) > when:
                    continue
                free = _first_free(runs, markers, last + 1, hi)
                if free is not None:
                    markers[free] = e
                break
        o, k = lo, 0
        while o < hi:
            if k < len(runs) and runs[k][0] == o:
                s, e, w = runs[k]
                rows.append(_row(t, rc, s, e - s, w, fetchers, ends, failover_ns))
                o, k = e, k + 1
            elif o in markers:
                rows.append(_marker_row(t, rc, o, markers[o]))
                o += 1
            else:
                end = runs[k][0] if k < len(runs) else hi
                end = min([end, *(m for m in markers if o < m < end)])
                rows.append(_base(t, rc, o, end - o, "unknown"))
                o = end
    return rows


def _paint(runs: list[tuple[int, int, _Write]], s: int, e: int, w: _Write) -> list:
    """``runs`` with ``[s, e)`` now ``w``'s (over whatever was there), neighbours of the
    same batch joined: sorted, disjoint ``(first, end, batch)`` runs."""
    out: list[tuple[int, int, _Write]] = []
    for a, b, x in runs:
        if b <= s or a >= e:
            out.append((a, b, x))
            continue
        if a < s:
            out.append((a, s, x))
        if b > e:
            out.append((e, b, x))
    out.append((s, e, w))
    out.sort(key=lambda r: r[0])
    joined: list[tuple[int, int, _Write]] = []
    for r in out:
        if joined and joined[-1][1] == r[0] and joined[-1][2] is r[2]:
            joined[-1] = (joined[-1][0], r[1], r[2])
        else:
            joined.append(r)
    return joined


def _first_free(runs: list, markers: dict, start: int, hi: int) -> int | None:
    """The first offset in ``[start, hi)`` that no run covers and no marker holds."""
    o = start
    for a, b, _w in runs:
        if b <= o:
            continue
        while o < min(a, hi) and o in markers:
            o += 1
        if o < a:
            break
        o = max(o, b)
    while o < hi and o in markers:
        o += 1
    return o if o < hi else None


def _base(t: dict, rc: str | None, first: int, n: int, kind: str) -> dict:
    return {
        "cluster": t["cluster"],
        "mirror": t.get("mirror"),
        "topic": t["topic"],
        "partition": t["partition"],
        "reason": t["reason"],
        "truncation_time": t.get("time"),
        "records_cluster": rc,
        "first_offset": first,
        "last_offset": first + n - 1,
        "offsets": n,
        "kind": kind,
    }


def _row(
    t: dict,
    rc: str | None,
    first: int,
    n: int,
    w: _Write,
    fetchers,
    ends: dict[tuple[str | None, int], list[_EndTxn]],
    failover_ns: dict[tuple[str, int], int],
) -> dict:
    ex = w.ex
    if w.control:
        kind = "marker"
    elif ex.client_id in fetchers:
        kind = "mirrored"
    else:
        kind = "transactional" if w.transactional else "acknowledged"
    row = _base(t, rc, first, n, kind)
    row.update(
        client_id=ex.client_id,
        client=ex.client,
        server=ex.server,
        producer_id=w.producer_id if w.producer_id >= 0 else None,
        producer_epoch=w.producer_epoch if w.producer_id >= 0 else None,
        base_offset=w.first,
        batch_records=w.count,
        acks=w.acks,
        produce_time=ex.request_ns,
        ack_time=ex.response_ns,
        request_frame=ex.request_frame,
        response_frame=ex.response_frame,
        evidence_frames=f"{ex.request_frame};{ex.response_frame}",
    )
    if kind == "transactional":
        end = next(
            (
                e
                for e in ends.get((rc, w.producer_id), ())
                if e.producer_epoch in (None, w.producer_epoch)
                and (e.ex.request_ns or 0) >= (ex.request_ns or 0)
            ),
            None,
        )
        if end is None:
            row["txn_outcome"] = "open"
        else:
            row["txn_outcome"] = "committed" if end.committed else "aborted"
            row["txn_outcome_time"] = end.ex.request_ns
            row["evidence_frames"] += f";{end.ex.request_frame};{end.ex.response_frame}"
            fo = failover_ns.get((t["topic"], t["partition"]))
            row["txn_after_failover"] = fo is not None and (end.ex.request_ns or 0) > fo
    return row


def _marker_row(t: dict, rc: str | None, first: int, e: _EndTxn) -> dict:
    row = _base(t, rc, first, 1, "marker")
    row.update(
        client_id=e.ex.client_id,
        client=e.ex.client,
        server=e.ex.server,
        producer_id=e.producer_id,
        producer_epoch=e.producer_epoch,
        txn_outcome="committed" if e.committed else "aborted",
        txn_outcome_time=e.ex.request_ns,
        request_frame=e.ex.request_frame,
        response_frame=e.ex.response_frame,
        evidence_frames=f"{e.ex.request_frame};{e.ex.response_frame}",
    )
    return row


def _clock(ns: int | None) -> str:
    import datetime

    if ns is None:
        return "?"
    d = datetime.datetime.fromtimestamp(ns / 1e9, tz=datetime.UTC)
    return d.strftime("%H:%M:%S.") + f"{d.microsecond // 10000:02d}"


def partition_lines(truncations: list[dict], rows: list[dict]) -> list[dict[str, Any]]:
    """One summary per truncation that removed offsets, in time order.

    Each: ``{"partition": "orders-1", "cluster", "mirror",
    "step": "failover" | "failback" | "prepare", "time" (ns), "offsets", "acknowledged",
    "producers" (client_ids), "transactional",
    "markers", "mirrored", "unknown", "text"}``.  A prepare truncation of a partition that had
    a failover before is its *failback*.
    """
    by_cut: dict[tuple, list[dict]] = defaultdict(list)
    for r in rows:
        by_cut[(r["cluster"], r["topic"], r["partition"], r["truncation_time"])].append(r)
    failed_over: dict[tuple[str, int], int] = {}
    for t in truncations:
        if t["reason"] == "failover" and t.get("time") is not None:
            k = (t["topic"], t["partition"])
            failed_over[k] = min(failed_over.get(k, t["time"]), t["time"])
    out = []
    for t in sorted(
        truncations, key=lambda x: (x.get("time") or 0, null_last((x["topic"], x["partition"])))
    ):
        removed = t.get("records_removed")
        if not removed:
            continue
        fo = failed_over.get((t["topic"], t["partition"]))
        if t["reason"] == "failover":
            step = "failover"
        elif fo is not None and fo <= (t.get("time") or 0):
            step = "failback"
        else:
            step = "prepare"
        got = by_cut.get((t["cluster"], t["topic"], t["partition"], t.get("time")), [])
        n = defaultdict(int)
        for r in got:
            n[r["kind"]] += r["offsets"]
        acked = [r for r in got if r["kind"] == "acknowledged"]
        producers = sorted({r["client_id"] or "?" for r in acked})
        parts = []
        if acked:
            times = [r["ack_time"] for r in acked if r.get("ack_time") is not None]
            parts.append(
                f"{counted(n['acknowledged'], 'acknowledged record')} from "
                f"{counted(len(producers), 'producer')} ({', '.join(producers)}; "
                f"first {_clock(min(times) if times else None)}, "
                f"last {_clock(max(times) if times else None)})"
            )
        txns: dict[str, int] = defaultdict(int)
        for r in got:
            if r["kind"] == "transactional":
                o = r.get("txn_outcome") or "open"
                if r.get("txn_after_failover"):
                    o += " after failover"
                txns[o] += r["offsets"]
        for o, k in txns.items():
            what = "a transaction left open" if o == "open" else f"a transaction {o}"
            parts.append(f"{counted(k, 'record')} of {what}")
        if n["marker"]:
            parts.append(counted(n["marker"], "marker"))
        if n["mirrored"]:
            parts.append(f"{counted(n['mirrored'], 'mirrored copy', 'mirrored copies')}")
        if n["unknown"]:
            unknown = counted(n["unknown"], "offset")
            parts.append(f"{unknown} whose origin the capture does not show")
        text = (
            f"{t['topic']}-{t['partition']}: {counted(removed, 'offset')} removed at {step} "
            f"on {t['cluster']} ({_clock(t.get('time'))})"
            + (": " + ", ".join(parts) if parts else "")
        )
        out.append(
            {
                "partition": f"{t['topic']}-{t['partition']}",
                "cluster": t["cluster"],
                "mirror": t.get("mirror"),
                "step": step,
                "time": t.get("time"),
                "offsets": removed,
                "acknowledged": n["acknowledged"],
                "producers": producers,
                "transactional": n["transactional"],
                "markers": n["marker"],
                "mirrored": n["mirrored"],
                "unknown": n["unknown"],
                "text": text,
            }
        )
    return out
