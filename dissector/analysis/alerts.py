"""Alerts: what someone watching a mirror must hear of at once, from the analysis' tables.

Owns: :data:`KINDS` (every alert kind and when it fires), :func:`alerts_of` (the alerts
of an :class:`~.result.Analysis`: a file's, or a live run's snapshot), :func:`error_alerts`
(mirror RPC errors, from ``errors`` rows as exchanges finish), :func:`drop_alert` and
:class:`AlertLog` (each alert said once: JSON lines to a file, and a line to show).

An alert is a dict: ``time`` (ISO 8601 UTC, of the evidence), ``kind``, ``cluster``,
``mirror``, ``topic``, ``partition`` (None when not about one), ``message`` (one line)
and ``frames`` (the evidence's frame numbers).

Must not import the CLI, the dissector or the capture readers.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import IO, TYPE_CHECKING, Any

from .summary import iso

if TYPE_CHECKING:
    from .result import Analysis

__all__ = ["KINDS", "AlertLog", "alerts_of", "drop_alert", "error_alerts"]

#: kind -> when it fires.
KINDS = {
    "acknowledged_records_lost": "a truncation removed records whose Produce was "
    "acknowledged (lost_writes rows of kind acknowledged; the producers named)",
    "partition_failed": "a partition entered the FAILED state (transitions)",
    "partition_stuck": "a partition has stayed in a transitional state (added, preparing, "
    "stopping) longer than the threshold (--stuck-after)",
    "lmo_without_record": "the LMO query's answer at failback (the profile's lmo_query RPC) "
    "has no record for the partition (failbacks.lmo_recorded false)",
    "mirror_rpc_error": "a mirror RPC's response carries a non-zero error code",
    "packets_dropped": "the kernel or interface dropped packets: the capture misses them",
}


def _alert(
    time_ns: Any, kind: str, cluster: Any, mirror: Any, topic: Any, partition: Any,
    message: str, frames: Iterable[Any],
) -> dict[str, Any]:
    def v(x: Any) -> Any:
        return None if x is None or _na(x) else x

    part = v(partition)
    return {
        "time": iso(None if v(time_ns) is None else _ns(time_ns)),
        "kind": kind,
        "cluster": v(cluster),
        "mirror": v(mirror),
        "topic": v(topic),
        "partition": None if part is None else int(part),
        "message": message,
        "frames": sorted({int(f) for f in frames if v(f) is not None}),
    }


def _na(x: Any) -> bool:
    import pandas as pd

    try:
        return bool(pd.isna(x))
    except (TypeError, ValueError):
        return False


def _ns(t: Any) -> int:
    return int(t.value) if hasattr(t, "value") else int(t)


def _frames(text: Any) -> list[int]:
    if text is None or _na(text):
        return []
    return [int(x) for x in str(text).split(";") if x.strip().isdigit()]


def alerts_of(a: Analysis, stuck_after_s: float | None = None, now_ns: int | None = None
              ) -> list[dict[str, Any]]:
    """The alerts of an analysis (every kind but ``mirror_rpc_error``, which
    :func:`error_alerts` makes, and ``packets_dropped``: :func:`drop_alert`), in time
    order.  ``stuck_after_s``: the threshold of ``partition_stuck`` (None: not checked);
    ``now_ns``: the time it is measured to (default: the partition's ``last_seen``).
    An alert may carry ``_key``: what makes it the same alert when a later snapshot shows
    it again (one per truncation, one per stay in a state); :class:`AlertLog` drops it."""
    out: list[dict[str, Any]] = []
    lw = a.lost_writes
    for x in a.lost:  # (one per truncation that removed offsets: .lostwrites.partition_lines)
        if not x["acknowledged"]:
            continue
        topic, _, part = x["partition"].rpartition("-")
        frames: list[int] = []
        if len(lw):
            import pandas as pd

            when = pd.Timestamp(x["time"], tz="UTC") if x["time"] is not None else pd.NaT
            g = lw[(lw["cluster"] == x["cluster"]) & (lw["topic"] == topic)
                   & (lw["partition"] == int(part))
                   & (lw["truncation_time"] == when).fillna(False)]
            frames = [f for s in g["evidence_frames"] for f in _frames(s)]
        al = _alert(
            x["time"], "acknowledged_records_lost", x["cluster"], x["mirror"], topic, part,
            x["text"], frames,
        )
        al["_key"] = x["time"]  # (one per truncation: later evidence does not say it again)
        out.append(al)
    machine = a.profile.roles.machine if a.profile.roles is not None else None
    failed = machine.roles.get("failed") if machine else "FAILED"
    tr = a.transitions
    for r in tr[tr["to_state"].astype("string") == failed].to_dict("records"):
        out.append(_alert(
            r["time"], "partition_failed", r["cluster"], r["mirror"], r["topic"],
            r["partition"],
            f"{r['topic']}-{r['partition']} on {r['cluster']}/{r['mirror']}: "
            f"{r['from_state']} -> {r['to_state']} ({r['rpc']})",
            [r["request_frame"], r["response_frame"]],
        ))
    if stuck_after_s is not None and machine is not None:
        moving = {machine.roles.get(k) for k in ("added", "preparing", "stopping")} - {None}
        for r in a.partitions.to_dict("records"):
            if str(r["state"]) not in moving or _na(r["since"]):
                continue
            since = _ns(r["since"])
            now = now_ns if now_ns is not None else _ns(r["last_seen"])
            if (now - since) / 1e9 > stuck_after_s:
                x = _alert(
                    now, "partition_stuck", r["cluster"], r["mirror"], r["topic"],
                    r["partition"],
                    f"{r['topic']}-{r['partition']} on {r['cluster']}/{r['mirror']}: "
                    f"{r['state']} for {(now - since) / 1e9:.1f} s (over {stuck_after_s:g} s)",
                    [],
                )
                x["_key"] = (str(r["state"]), since)  # (said once per stay, not per look)
                out.append(x)
    fb = a.failbacks
    if len(fb):
        off = a.offsets
        roles = a.profile.roles
        query = roles.rpc("lmo_query") if roles is not None else None
        lmo = off[(off["rpc"].astype("string") == query)
                  & (off["kind"].astype("string") == "lmo_read")]
        for r in fb[fb["lmo_recorded"].eq(False).fillna(False)].to_dict("records"):
            m = lmo[(lmo["mirror"] == r["failback_mirror"]) & (lmo["topic"] == r["topic"])
                    & (lmo["partition"] == r["partition"])]
            fo = r["failover_cluster"]
            seen = "" if _na(fo) else f" (failed over on {fo})"
            out.append(_alert(
                m["time"].iloc[0] if len(m) else r["failback_start"], "lmo_without_record",
                r["failback_cluster"], r["failback_mirror"], r["topic"], r["partition"],
                f"{r['topic']}-{r['partition']}: {query or 'the LMO query'} at failback on "
                f"{r['failback_cluster']}/{r['failback_mirror']} answered without a record{seen}",
                list(m["frame"]),
            ))
    out.sort(key=lambda x: (x["time"] or "", x["kind"], str(x["topic"]), x["partition"] or 0))
    return out


def error_alerts(rows: Iterable[dict], rpcs: Iterable[str], cluster_of=None
                 ) -> list[dict[str, Any]]:
    """``mirror_rpc_error`` alerts of ``errors`` rows (dicts or records) whose API is one
    of ``rpcs`` (the profile's mirror RPC names).  ``cluster_of(server)``: the cluster of
    a broker address (default: the address itself)."""
    names = set(rpcs)
    out = []
    for r in rows:
        if str(r["api_name"]) not in names:
            continue
        about = r.get("about")
        about = None if about is None or _na(about) else str(about)
        mirror = r.get("mirror_name")
        topic = about if about is not None and about != mirror else None
        server = r["server"]
        cluster = cluster_of(server) if cluster_of else server
        out.append(_alert(
            r["time"], "mirror_rpc_error", cluster or server, mirror, topic, None,
            f"{r['api_name']} to {server} failed: {r['error_name'] or r['error_code']}"
            + (f" ({r['path']}: {about})" if about else "")
            + (f": {r['message']}" if r.get("message") and not _na(r["message"]) else ""),
            [r["frame"]],
        ))
    return out


def drop_alert(dropped: int, packets: int, time_ns: int | None) -> dict[str, Any]:
    """The ``packets_dropped`` alert: ``dropped`` packets lost, ``packets`` captured."""
    return _alert(
        time_ns, "packets_dropped", None, None, None, None,
        f"the kernel dropped {dropped} packets ({packets} captured): the analysis misses "
        "what they carried",
        [],
    )


class AlertLog:
    """Alerts said once each: :meth:`add` returns those not said before (by kind, place
    and evidence) and writes them as JSON lines to ``out`` (if given, flushed)."""

    def __init__(self, out: IO[str] | None = None) -> None:
        self.out = out
        self.seen: set[tuple] = set()
        self.count = 0

    def add(self, alerts: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
        new = []
        for x in alerts:
            x = dict(x)
            what = x.pop("_key", None) or (tuple(x["frames"]) if x["frames"] else x["message"])
            key = (x["kind"], x["cluster"], x["mirror"], x["topic"], x["partition"], what)
            if key in self.seen:
                continue
            self.seen.add(key)
            new.append(x)
            if self.out is not None:
                self.out.write(json.dumps(x) + "\n")
        if new and self.out is not None:
            self.out.flush()
        self.count += len(new)
        return new
