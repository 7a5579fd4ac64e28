"""The summary's pure helpers: the timeline, transition kinds, partition groups, plain values.

Owns: what :meth:`.result.Analysis.summary` makes of the tables' rows, with no
DataFrame made for it: :data:`PROTOCOL_STEPS` (errors that are steps of a
protocol, not failures), :func:`timeline` (each mirror's steps in time order),
:func:`transition_kinds`, :func:`partition_groups`, :func:`iso` (ns -> ISO-8601
text), the columns the summary reads of each table (``*_COLUMNS``), a row's value
as its column holds it (:func:`cell`, :func:`frame_records`) and JSON-ready values
(:func:`plain`).  Pure functions of rows and the profile.

Must not import: pandas at import time, the dissector, the CLI, or the modules that
make the tables (:mod:`.result`, :mod:`.assemble`, the replay).
"""

from __future__ import annotations

import datetime
import math
import sys
from collections import Counter
from typing import TYPE_CHECKING, Any

from ..counts import counted
from ..profiles.profile import Profile
from .schema import TABLES, TIME

if TYPE_CHECKING:
    import pandas as pd

__all__ = [
    "FAILBACK_COLUMNS",
    "INVALID_COLUMNS",
    "MIRROR_COLUMNS",
    "MIRROR_ERROR_COLUMNS",
    "PROTOCOL_STEPS",
    "TRANSITION_COLUMNS",
    "cell",
    "frame_records",
    "iso",
    "partition_groups",
    "plain",
    "timeline",
    "transition_kinds",
]


#: (API, error) pairs that are steps of a protocol, not failures: a JoinGroup without a
#: member id is answered MEMBER_ID_REQUIRED with the id to join with (KIP-394).
PROTOCOL_STEPS = frozenset({("JoinGroup", "MEMBER_ID_REQUIRED")})


#: What the timeline calls a state change (by state role) and the truncations.
_STEP_WORDS = {
    "added": "topics added (-> {state})",
    "stopping": "failover started (-> {state})",
    "stopped": "failover done (-> {state}, LMO written)",
    "mirroring": "mirroring (-> {state})",
    "failed": "failed (-> {state})",
}


def timeline(tr: list[dict], lost: list[dict], profile: Profile) -> list[dict[str, Any]]:
    """Each mirror's steps in time order: one event per carrying exchange and step.

    ``tr``: ``transitions`` records (:data:`TRANSITION_COLUMNS`, times in ns).
    ``{"time", "cluster", "mirror", "event", "partitions": [topic-partition]}``; a
    ``topics added`` on a cluster whose partitions were STOPPED elsewhere before is a
    *failback started*; truncations that removed offsets come from ``lost``.
    """
    machine = profile.roles.machine if profile.roles is not None else None
    if machine is None:
        return []
    role_of = {v: k for k, v in machine.roles.items()}
    groups: dict[tuple, dict[str, Any]] = {}
    stopped_at: dict[str, int] = {}  # topic-partition -> first STOPPED
    # in time order, rows without a time last (each group in table order)
    for r in sorted(tr, key=lambda r: (r["time"] is None, r["time"] or 0)):
        role = role_of.get(str(r["to_state"]))
        if role not in _STEP_WORDS:
            continue
        tp = f"{r['topic']}-{r['partition']}"
        t = r["time"]
        word = _STEP_WORDS[role].format(state=r["to_state"])
        if role == "stopped":
            stopped_at.setdefault(tp, t or 0)
        if role == "added" and tp in stopped_at and (t or 0) >= stopped_at[tp]:
            word = "failback started: " + word
        key = (r["cluster"], r["mirror"], word, r["exchange"])
        g = groups.setdefault(
            key,
            {
                "time": t,
                "cluster": r["cluster"],
                "mirror": r["mirror"],
                "event": word,
                "partitions": [],
            },
        )
        g["partitions"].append(tp)
    events = list(groups.values())
    for x in lost:
        events.append(
            {
                "time": x["time"],
                "cluster": x["cluster"],
                "mirror": x.get("mirror"),
                "event": f"{x['step']} truncation: {counted(x['offsets'], 'offset')} removed",
                "partitions": [x["partition"]],
            }
        )
    events.sort(key=lambda e: (e["time"] or 0, str(e["cluster"]), e["event"]))
    return [{**e, "time": iso(e["time"])} for e in events]


def iso(ns: int | None) -> str | None:
    """ns since the epoch -> ISO-8601 UTC text ending in ``Z``, as pandas writes a
    Timestamp (``.isoformat()``): the fraction in µs, in ns when it has ns, none when 0."""
    if ns is None:
        return None
    sec, frac = divmod(int(ns), 1_000_000_000)
    text = (_EPOCH + datetime.timedelta(seconds=sec)).isoformat()
    if frac:
        us, rest = divmod(frac, 1000)
        text += f".{frac:09d}" if rest else f".{us:06d}"
    return text + "Z"


_EPOCH = datetime.datetime(1970, 1, 1)


def transition_kinds(tr: list[dict], order: dict[str, int], profile: Profile) -> dict[str, int]:
    """Transition counts by ``FROM->TO``, in state-machine order (the from state's code)."""
    counts = Counter((r["from_state"], str(r["to_state"])) for r in tr)

    machine = profile.roles.machine
    initial = machine.initial if machine is not None else None

    def rank(k: tuple) -> tuple:
        a, b = k
        first = -1 if a is None or a == initial else order.get(a, 99)
        return (first, order.get(b, 99), str(k))

    return {f"{a or '?'}->{b}": n for (a, b), n in sorted(counts.items(), key=lambda x: rank(x[0]))}


def partition_groups(parts: list[dict], order: dict[str, int]) -> list[dict[str, Any]]:
    """Mirrored partitions (``partitions`` records) grouped by cluster, mirror and current
    state."""
    groups: dict[tuple, list[str]] = {}
    for r in parts:
        key = (str(r["cluster"]), str(r["mirror"]), r["state"])
        groups.setdefault(key, []).append(f"{r['topic']}-{r['partition']}")
    return [
        {"cluster": c, "mirror": m, "state": s, "count": len(v), "partitions": v}
        for (c, m, s), v in sorted(
            groups.items(), key=lambda x: (x[0][0], x[0][1], order.get(x[0][2] or "", 99))
        )
    ]


#: Columns the summary reads of each table (:meth:`.result.Analysis.summary`).
TRANSITION_COLUMNS = (
    "cluster", "mirror", "topic", "partition", "time", "exchange", "from_state", "to_state",
    "inferred", "valid", "rule",
)
INVALID_COLUMNS = ("cluster", "mirror", "topic", "partition", "time", "rule")
MIRROR_COLUMNS = (
    "cluster", "mirror", "source_cluster", "source_bootstrap", "topics", "partitions",
    "states", "errors",
)
FAILBACK_COLUMNS = (
    "topic", "partition", "failover_cluster", "failback_cluster", "lmo_written",
    "failover_records_removed", "lmo_returned", "records_truncated", "time_to_mirroring_ms",
    "anomalies",
)
MIRROR_ERROR_COLUMNS = (
    "time", "api_name", "mirror_name", "about", "path", "error_name", "message", "client_id",
    "server", "frame",
)


def cell(v: Any, dtype: str) -> Any:
    """A row's value as its column (``dtype``, :data:`TABLES`) holds it, made plain: null
    None, integers and times (ns) int, Float64 float (NaN null), booleans bool, text str."""
    if v is None:
        return None
    if dtype.startswith("Int") or dtype == TIME:  # Int8..Int64, and times in ns
        return int(v)
    if dtype == "Float64":
        v = float(v)
        return None if math.isnan(v) else v
    if dtype == "boolean":
        return bool(v)
    return str(v)


def frame_records(df: pd.DataFrame, name: str, columns: tuple[str, ...]) -> list[dict]:
    """As :meth:`.result.Table.records`, from a table's DataFrame (nulls None, times ns)."""
    import pandas as pd

    out = []
    for r in df[list(columns)].to_dict("records"):
        for k, v in r.items():
            if v is None or v is pd.NA or v is pd.NaT:
                r[k] = None
            elif isinstance(v, pd.Timestamp):
                r[k] = v.value
            else:
                r[k] = cell(v.item() if hasattr(v, "item") else v, TABLES[name][k][0])
        out.append(r)
    return out


def plain(v: Any) -> Any:
    """JSON-ready: NA -> None, numpy scalars -> Python, timestamps -> ISO-8601 UTC."""
    if isinstance(v, dict):
        return {str(k): plain(x) for k, x in v.items()}
    if isinstance(v, list | tuple):
        return [plain(x) for x in v]
    if v is None or isinstance(v, str | bool | int):
        return v
    if isinstance(v, float):
        return None if math.isnan(v) else v
    pd = sys.modules.get("pandas")  # (a pandas value only when pandas is imported)
    if pd is not None:
        if v is pd.NA or v is pd.NaT:
            return None
        if isinstance(v, pd.Timestamp):
            return v.isoformat().replace("+00:00", "Z")
    if isinstance(v, datetime.datetime):
        return v.isoformat()
    if hasattr(v, "item"):
        return plain(v.item())
    return v
