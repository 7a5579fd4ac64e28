"""The rows of the mirror tables built after the replay: conversations, partitions,
mirrors and failbacks.

Owns: :func:`conversation_rows`, :func:`partition_rows`, :func:`mirror_rows`
and :class:`Failbacks` (the failbacks table: each failover joined to the
failback that followed it).  They read only what the replay left in the
:class:`~.state.Ledger`, the transitions of the
:class:`~.state.StateTracker` and the truncation rows of
:class:`~.truncation.Truncations`: no exchange body.

Must not import: pandas, the CLI or :mod:`.replay`.
"""

from __future__ import annotations

import datetime
from collections import Counter, defaultdict
from collections.abc import Callable
from typing import Any

from ..kafka.protocol import error_name
from .nulls import json_text, names, null_last
from .state import Ledger, StateTracker, one

__all__ = ["Failbacks", "conversation_rows", "mirror_rows", "partition_rows"]


def conversation_rows(
    ledger: Ledger, cluster: Callable[[str], str | None], errors: dict[int, str] | None = None
) -> list[dict]:
    """One row per exchange of each known mirror's conversation, numbered in time order.

    ``errors``: the profile's own error names (for mirror RPCs' codes Kafka lacks)."""
    rows = []
    for (c, mirror), entries in ledger.conv.items():
        if (c, mirror) not in ledger.mirrors:
            continue
        ordered = sorted(entries.values(), key=lambda e: (e[0].time_ns, e[0].id))
        for i, (ex, role, text) in enumerate(ordered, 1):
            rows.append(
                {
                    "cluster": c,
                    "mirror": mirror,
                    "seq": i,
                    "exchange": ex.id,
                    "time": ex.time_ns,
                    "role": role,
                    "api_name": ex.api_name,
                    "client_id": ex.client_id,
                    "client": ex.client,
                    "server": ex.server,
                    "server_cluster": cluster(ex.server),
                    "correlation_id": ex.correlation_id,
                    "request_frame": ex.request_frame,
                    "response_frame": ex.response_frame,
                    "latency_ms": ex.latency_ms,
                    "error_code": ex.error_code,
                    "error_name": error_name(ex.error_code, errors if ex.mirror else None),
                    "summary": text,
                }
            )
    rows.sort(key=lambda r: (str(r["cluster"]), null_last(r["mirror"]), r["seq"]))
    return rows


def partition_rows(ledger: Ledger) -> list[dict]:
    """One row per partition of a mirror: its last state, LMO and DescribeMirrors offsets."""
    rows = []
    by_key = sorted(ledger.parts.items(), key=lambda x: (str(x[0][0]), null_last(x[0][1:])))
    for (c, t, p), ps in by_key:
        if ps.mirror is None:
            continue
        d = ps.describe or (None, None, None)
        rows.append(
            {
                "cluster": c,
                "mirror": ps.mirror,
                "topic": t,
                "partition": p,
                "state": ps.state,
                "since": ps.since,
                "lmo": ps.lmo,
                "source_offset": d[0],
                "destination_offset": d[1],
                "lag": d[2],
                "transitions": ps.transitions,
                "last_seen": ps.last_seen,
            }
        )
    return rows


def mirror_rows(
    ledger: Ledger,
    states: dict[int, str],
    conversations: list[dict],
    errors_by_exchange: dict,
) -> list[dict]:
    """One row per mirror: configs, source, topics, partitions by state, exchanges, errors.

    ``topics`` are the mirror's own (AddTopicsToMirror, CreateMirror) and those of the
    partitions found in it, so the row agrees with its partitions when the capture began
    after the topics were added.

    ``states``: the profile's state code -> name (the order the states are listed in).
    """
    first: dict = {}
    last: dict = {}
    count: Counter = Counter()
    errs: dict = defaultdict(Counter)
    for r in conversations:
        k = (r["cluster"], r["mirror"])
        first[k] = min(first.get(k, r["time"]), r["time"])
        last[k] = max(last.get(k, r["time"]), r["time"])
        count[k] += 1
        for name in errors_by_exchange.get(r["exchange"], ()):
            errs[k][name] += 1
    by_state: dict = defaultdict(Counter)
    nparts: Counter = Counter()
    part_topics: dict = defaultdict(set)  # the topics of its partitions (no CreateMirror seen)
    for (c, t, _p), ps in ledger.parts.items():
        if ps.mirror is not None:
            by_state[(c, ps.mirror)][ps.state] += 1
            nparts[(c, ps.mirror)] += 1
            part_topics[(c, ps.mirror)].add(t)
    rows = []
    mirrors = sorted(ledger.mirrors.items(), key=lambda x: (str(x[0][0]), null_last(x[0][1])))
    for (c, name), m in mirrors:
        k = (c, name)
        order = {s: i for i, s in enumerate(states.values())}
        by = sorted(by_state[k].items(), key=lambda x: (order.get(x[0], 99), str(x[0])))
        rows.append(
            {
                "cluster": c,
                "mirror": name,
                "source_bootstrap": m.source_bootstrap,
                "source_cluster": one(m.sources),
                "configs": json_text(m.configs) if m.configs else None,
                "created_frame": m.created_frame,
                "first_seen": first.get(k),
                "last_seen": last.get(k),
                "topics": names(set(m.topics) | part_topics[k]) or None,
                "partitions": nparts[k],
                "states": ", ".join(f"{s}={n}" for s, n in by) or None,
                "exchanges": count[k],
                "errors": sum(errs[k].values()),
                "error_names": ", ".join(
                    f"{n}={v}" for n, v in sorted(errs[k].items(), key=null_last)
                )
                or None,
            }
        )
    return rows


class Failbacks:
    """The failbacks table: failovers joined to the failbacks that followed them.

    ``recorded_at(cluster, topic, partition, before_ns)`` tells whether an LMO
    of the partition was written on ``cluster`` by then
    (:meth:`~.truncation.Truncations.recorded_at`).
    """

    def __init__(
        self,
        ledger: Ledger,
        tracker: StateTracker,
        truncations: list[dict],
        recorded_at: Callable[[str | None, str, int, int], bool],
    ) -> None:
        self.ledger = ledger
        self.transitions = tracker.transitions
        self.added, self.stopping, self.preparing = (
            tracker.added,
            tracker.stopping,
            tracker.preparing,
        )
        self.truncations = truncations
        self.recorded_at = recorded_at
        self._stopping_at: dict | None = None

    def _stopping(self) -> dict:
        """(cluster, topic, partition) -> the times of its transitions to STOPPING, in
        transition order (built once)."""
        if self._stopping_at is None:
            at: dict = defaultdict(list)
            for x in self.transitions:
                if x["to_state"] == self.stopping:
                    at[(x["cluster"], x["topic"], x["partition"])].append(x["time"])
            self._stopping_at = at
        return self._stopping_at

    def rows(self) -> list[dict]:
        """One row per failover and/or failback of a partition (see the failbacks table).

        A failback starts when a partition goes INITIALIZING on cluster Y for a mirror
        whose source X failed over before (or holds a recorded LMO for it); it is joined
        to X's last failover of that partition and to Y's next prepare truncation.  A
        prepare truncation that read a recorded LMO is a failback even when its
        AddTopicsToMirror is not in the capture.  Failovers never failed back stand alone.
        """
        fails = [t for t in self.truncations if t["reason"] == "failover"]
        preps = [t for t in self.truncations if t["reason"] == "prepare"]
        failover_at: dict = defaultdict(list)
        for f in fails:
            failover_at[f["cluster"]].append(f["time"])
        used_prep: set[int] = set()
        joined: set[int] = set()
        rows = []

        # indices by (cluster, topic, partition), in table order: one pass, not a scan of
        # every truncation for every transition
        preps_of: dict = defaultdict(list)
        for i, x in enumerate(preps):
            preps_of[(x["cluster"], x["topic"], x["partition"])].append(i)
        fails_of: dict = defaultdict(list)
        for i, x in enumerate(fails):
            fails_of[(x["cluster"], x["topic"], x["partition"])].append(i)

        def next_prep(c, t, p, after) -> int | None:
            for i in preps_of.get((c, t, p), ()):
                if i not in used_prep and preps[i]["time"] >= after:
                    return i
            return None

        def last_failover(src, t, p, before) -> int | None:
            found = None
            for i in fails_of.get((src, t, p), ()):
                if fails[i]["time"] <= before:
                    found = i
            return found

        for tr in self.transitions:
            if tr["to_state"] is None or tr["to_state"] != self.added or tr["inferred"]:
                continue
            c, t, p = tr["cluster"], tr["topic"], tr["partition"]
            m = self.ledger.mirrors.get((c, tr["mirror"]))
            src = one(m.sources) if m is not None else None
            pi = next_prep(c, t, p, tr["time"])
            prep = preps[pi] if pi is not None else None
            if src is None and prep is not None:
                src = prep["source_cluster"]
            if src is None or src == c:
                continue
            if not (
                any(x <= tr["time"] for x in failover_at.get(src, ()))
                or self.recorded_at(src, t, p, tr["time"])
                or (prep is not None and prep["_recorded"])
            ):
                continue
            if pi is not None:
                used_prep.add(pi)
            fi = last_failover(src, t, p, tr["time"])
            if fi is not None:
                joined.add(fi)
            rows.append(self._row(fails[fi] if fi is not None else None, tr, prep))
        for i, x in enumerate(preps):
            if i in used_prep or not x["_recorded"]:
                continue
            fi = last_failover(x["source_cluster"], x["topic"], x["partition"], x["time"])
            if fi is not None:
                joined.add(fi)
            rows.append(self._row(fails[fi] if fi is not None else None, None, x))
        for i, f in enumerate(fails):
            if i not in joined:
                rows.append(self._row(f, None, None))
        rows.sort(
            key=lambda r: (
                r.get("failover_time") or r.get("failback_start") or r.get("mirroring_again") or 0,
                null_last(r["topic"]),
                null_last(r["partition"]),
            )
        )
        return rows

    def _row(self, f: dict | None, start: dict | None, prep: dict | None) -> dict:
        where = start or prep or f
        assert where is not None
        t, p = where["topic"], where["partition"]
        row: dict[str, Any] = {"topic": t, "partition": p}
        anomalies = []
        bounds = []
        if f is not None:
            stopping = [x for x in self._stopping().get((f["cluster"], t, p), ()) if x <= f["time"]]
            row.update(
                failover_cluster=f["cluster"],
                failover_mirror=f["mirror"],
                failover_start=stopping[-1] if stopping else None,
                failover_time=f["time"],
                lmo_written=f["offset_after"],
                failover_records_removed=f["records_removed"],
            )
            if f.get("bound") is not None:
                # STOPPED written in process: its time and the LMO only bounded by a poll
                row.update(
                    failover_time=None, failover_seen=f["time"], lmo_written=None,
                    lmo_written_max=f["offset_after"],
                )  # fmt: skip
                bounds.append(
                    f"failover: STOPPED not on the wire ({f['observed_by']} first shows it), so "
                    f"failover_time is null (at or before failover_seen) and lmo_written null "
                    f"(at most lmo_written_max, that poll's destination offset)"
                )
        back = start or prep
        if back is not None:
            c = back["cluster"]
            ps = self.ledger.parts.get((c, t, p))
            row.update(
                failback_cluster=c,
                failback_mirror=back["mirror"],
                failback_start=start["time"] if start is not None else None,
                state=ps.state if ps is not None else None,
            )
            if prep is not None:
                row.update(
                    lmo_returned=prep["lmo"],
                    lmo_recorded=prep["_recorded"],
                    offset_before=prep["offset_before"],
                    offset_after=prep["offset_after"],
                    records_truncated=prep["records_removed"],
                    mirroring_again=prep["time"],
                    time_to_mirroring_ms=(
                        (prep["time"] - start["time"]) / 1e6 if start is not None else None
                    ),
                )
                t0, t1 = (start or {}).get("time"), prep["time"]
                if prep.get("bound") is not None:
                    # MIRRORING written in process: its time is only bounded by two polls
                    after = prep.get("time_from")
                    row.update(mirroring_again=None, mirroring_seen=t1, mirroring_after=after,
                               time_to_mirroring_ms=None)  # fmt: skip
                    if t0 is not None and t1 is not None and t1 >= t0:
                        row["time_to_mirroring_max_ms"] = (t1 - t0) / 1e6
                        row["time_to_mirroring_min_ms"] = (max(after or t0, t0) - t0) / 1e6
                    bounds.append(
                        f"failback: MIRRORING not on the wire ({prep['observed_by']} first "
                        "shows it), so mirroring_again and time_to_mirroring_ms are null: it "
                        "came after mirroring_after, at or before mirroring_seen "
                        "(time_to_mirroring_min_ms to time_to_mirroring_max_ms)"
                    )
                elif t0 is not None and t1 is not None and t1 < t0:
                    # frames timed out of order: a contradiction, never a negative duration
                    row["time_to_mirroring_ms"] = None
                    anomalies.append(
                        f"time_reversed: MIRRORING (frame {prep['evidence_frames']}) timed "
                        f"before the failback start ({_iso(start['time'])})"
                    )
                lmo = prep["lmo"]
                if f is not None and lmo is not None and f["offset_after"] != lmo:
                    anomalies.append(
                        f"lmo_mismatch: written {f['offset_after']} at failover, read back {lmo}"
                    )
                tr = prep["_track"]
                low = [
                    v
                    for v in (prep["_write_lmo"], tr.first_offset if tr else None)
                    if v is not None and lmo is not None and v < lmo
                ]
                if low:
                    anomalies.append(f"truncated_below_lmo: mirrors from {min(low)} < LMO {lmo}")
            if ps is not None and ps.state is not None and ps.state == self.preparing:
                anomalies.append(f"stuck_in_preparing: {ps.state} since {_iso(ps.since)}")
        row["anomalies"] = "; ".join(anomalies) or None
        row["bound"] = "; ".join(bounds) or None
        return row


def _iso(ns: int | None) -> str:
    if ns is None:
        return "?"
    return datetime.datetime.fromtimestamp(ns / 1e9, tz=datetime.UTC).strftime("%H:%M:%S.%f")
