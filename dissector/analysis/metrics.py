"""Prometheus metrics of an analysis: the same figures for a live capture and for a file.

Owns: :data:`METRICS` (every metric's name, type, labels and meaning: the docs page
docs/guide/metrics.md lists them), :class:`RequestFigures` (requests, errors and
latency counted from ``exchanges`` and ``errors`` rows: a file's tables, or a live
run's exchanges as they finish, through the same row makers), :func:`mirror_figures`
(partition states, transitions, lag, LMOs, truncated offsets, lost acknowledged
records: from an :class:`~.result.Analysis`' tables), :class:`CaptureFigures`
(packets, bytes, dropped), :class:`MetricsCollector` (a prometheus_client collector
serving the latest figures: ``kmirror live --metrics``) and :func:`exposition` (the
text exposition format: ``kmirror analyze --metrics-file``).

Both live and file figures are derived from the analysis' tables (or the rows they are
built from), so a live run's last scrape equals ``kmirror analyze`` of its capture.

Must not import the CLI, the dissector or the capture readers.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .result import Analysis

__all__ = [
    "LATENCY_BUCKETS",
    "METRICS",
    "CaptureFigures",
    "MetricsCollector",
    "analysis_collector",
    "RequestFigures",
    "exposition",
    "mirror_figures",
]

#: Latency histogram bucket bounds, seconds (prometheus_client's defaults).
LATENCY_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1.0, 2.5, 5.0, 7.5,
                   10.0)

#: name -> (type, labels, meaning).  Counter names carry their ``_total``.
METRICS: dict[str, tuple[str, tuple[str, ...], str]] = {
    "kafka_mirror_partition_state": (
        "gauge", ("cluster", "mirror", "topic", "partition", "state"),
        "1 for the partition's current mirror state, 0 for every other state of the "
        "profile's state machine (the enum-as-gauge convention); from the partitions table",
    ),
    "kafka_mirror_transitions_total": (
        "counter", ("cluster", "mirror", "from_state", "to_state"),
        "Partition state transitions seen (transitions table rows)",
    ),
    "kafka_mirror_partition_lag_offsets": (
        "gauge", ("cluster", "mirror", "topic", "partition"),
        "The partition's latest lag in offsets, from the mirror describe RPC "
        "(partitions.lag)",
    ),
    "kafka_mirror_truncated_offsets_total": (
        "counter", ("cluster", "mirror", "topic", "reason"),
        "Offsets removed by truncations of the destination log (truncations.records_removed, "
        "by reason: prepare, failover, failback...)",
    ),
    "kafka_mirror_lost_acknowledged_records_total": (
        "counter", ("cluster", "mirror", "topic"),
        "Acknowledged records a truncation removed (lost_writes rows of kind acknowledged)",
    ),
    "kafka_mirror_last_mirrored_offset": (
        "gauge", ("cluster", "mirror", "topic", "partition"),
        "The partition's latest last mirrored offset (LMO) seen (partitions.lmo)",
    ),
    "kafka_requests_total": (
        "counter", ("api_name", "mirror"),
        "Kafka requests (exchanges with a request), by API and mirror name ('' for none)",
    ),
    "kafka_request_errors_total": (
        "counter", ("api_name", "error_name"),
        "Non-zero error codes in responses, one per error row (errors table)",
    ),
    "kafka_request_latency_seconds": (
        "histogram", ("api_name",),
        "Request to response time, seconds (exchanges.latency_ms / 1000)",
    ),
    "kmirror_packets_total": ("counter", (), "Packets captured (or read from the file)"),
    "kmirror_packets_dropped_total": (
        "counter", (),
        "Packets the kernel or interface dropped (dumpcap's interface statistics blocks: "
        "isb_ifdrop + isb_osdrop)",
    ),
    "kmirror_bytes_total": ("counter", (), "Captured bytes of those packets"),
    "kmirror_unanswered_requests": (
        "gauge", (),
        "Requests without a response: live, those waiting now; at the end of a capture, "
        "those never answered",
    ),
}


@dataclass
class CaptureFigures:
    """Packets, captured bytes and dropped packets of a capture (live or file)."""

    packets: int = 0
    bytes: int = 0
    dropped: int = 0


@dataclass
class RequestFigures:
    """Requests, error codes and latencies, counted from ``exchanges`` rows (dicts or
    records with ``api_name``, ``mirror_name``, ``latency_ms``, ``orphan``,
    ``unanswered``) and ``errors`` rows (``api_name``, ``error_name``, ``error_code``).
    ``unanswered`` counts rows of unanswered requests; ``waiting`` (live) is set by the
    caller to the requests waiting for their response now."""

    requests: dict[tuple[str, str], int] = field(default_factory=dict)
    errors: dict[tuple[str, str], int] = field(default_factory=dict)
    #: api_name -> [count per bucket of LATENCY_BUCKETS and +Inf (not cumulative), sum s]
    latency: dict[str, list] = field(default_factory=dict)
    unanswered: int = 0
    waiting: int | None = None

    def add_exchanges(self, rows: Iterable[Any]) -> None:
        for r in rows:
            if _true(r["orphan"]):
                continue
            api = _label(r["api_name"])
            key = (api, _label(r["mirror_name"]))
            self.requests[key] = self.requests.get(key, 0) + 1
            if _true(r["unanswered"]):
                self.unanswered += 1
            ms = r["latency_ms"]
            if _na(ms):
                continue
            s = float(ms) / 1000.0
            h = self.latency.setdefault(api, [[0] * (len(LATENCY_BUCKETS) + 1), 0.0])
            i = next((i for i, b in enumerate(LATENCY_BUCKETS) if s <= b), len(LATENCY_BUCKETS))
            h[0][i] += 1
            h[1] += s

    def add_errors(self, rows: Iterable[Any]) -> None:
        for r in rows:
            name = r["error_name"]
            name = str(r["error_code"]) if _na(name) else _label(name)
            key = (_label(r["api_name"]), name)
            self.errors[key] = self.errors.get(key, 0) + 1

    @classmethod
    def of(cls, a: Analysis) -> RequestFigures:
        """The figures of an analysis' ``exchanges`` and ``errors`` tables."""
        f = cls()
        f.add_exchanges(a.exchanges.to_dict("records"))
        f.add_errors(a.errors.to_dict("records"))
        return f


def _na(v: Any) -> bool:
    """None, pandas' NA or NaT, or a float NaN."""
    if v is None or (isinstance(v, float) and v != v):
        return True
    try:
        import pandas as pd

        return v is pd.NA or v is pd.NaT
    except ImportError:  # pragma: no cover
        return False


def _int(v: Any) -> int | None:
    return None if _na(v) else int(v)


def _true(v: Any) -> bool:
    return bool(v) if v is not None and not _na(v) else False


def _label(v: Any) -> str:
    return "" if _na(v) else str(v)


def mirror_figures(a: Analysis) -> dict[str, Any]:
    """The mirror figures of an analysis' tables: ``states`` (the profile's state names),
    ``partitions`` (cluster, mirror, topic, partition, state, lag, lmo), ``transitions``
    ((cluster, mirror, from, to) -> n), ``truncated`` ((cluster, mirror, topic, reason) ->
    offsets removed), ``lost_acknowledged`` ((cluster, mirror, topic) -> records)."""
    parts = a.partitions
    states = [str(s) for s in parts["state"].cat.categories] if len(parts) else []
    if not states and len(a.transitions):
        states = [str(s) for s in a.transitions["to_state"].cat.categories]
    rows = []
    for r in parts.to_dict("records"):
        rows.append(
            (
                _label(r["cluster"]), _label(r["mirror"]), _label(r["topic"]),
                _label(r["partition"]), _label(r["state"]),
                _int(r["lag"]),
                _int(r["lmo"]),
            )
        )
    transitions: dict[tuple, int] = {}
    for r in a.transitions[["cluster", "mirror", "from_state", "to_state"]].itertuples(False):
        key = tuple(_label(v) for v in r)
        transitions[key] = transitions.get(key, 0) + 1
    truncated: dict[tuple, int] = {}
    cols = ["cluster", "mirror", "topic", "reason", "records_removed"]
    for r in a.truncations[cols].itertuples(False):
        key = tuple(_label(v) for v in r[:4])
        truncated[key] = truncated.get(key, 0) + (_int(r[4]) or 0)
    lost: dict[tuple, int] = {}
    lw = a.lost_writes
    if len(lw):
        ack = lw[lw["kind"].astype("string") == "acknowledged"]
        for r in ack[["cluster", "mirror", "topic", "offsets"]].itertuples(False):
            key = tuple(_label(v) for v in r[:3])
            lost[key] = lost.get(key, 0) + (_int(r[3]) or 0)
    return {
        "states": states,
        "partitions": rows,
        "transitions": transitions,
        "truncated": truncated,
        "lost_acknowledged": lost,
    }


def _families(
    mirror: dict[str, Any] | None, requests: RequestFigures, capture: CaptureFigures
) -> Iterator[Any]:
    from prometheus_client.core import (
        CounterMetricFamily,
        GaugeMetricFamily,
        HistogramMetricFamily,
    )

    def fam(name: str):
        kind, labels, doc = METRICS[name]
        if kind == "counter":
            return CounterMetricFamily(name, doc, labels=list(labels))
        if kind == "histogram":
            return HistogramMetricFamily(name, doc, labels=list(labels))
        return GaugeMetricFamily(name, doc, labels=list(labels))

    mirror = mirror or {"states": [], "partitions": [], "transitions": {}, "truncated": {},
                        "lost_acknowledged": {}}
    state, lag, lmo = (fam("kafka_mirror_partition_state"),
                       fam("kafka_mirror_partition_lag_offsets"),
                       fam("kafka_mirror_last_mirrored_offset"))
    for cluster, mname, topic, part, now, p_lag, p_lmo in mirror["partitions"]:
        key = [cluster, mname, topic, part]
        for s in mirror["states"] or [now]:
            state.add_metric([*key, s], 1.0 if s == now else 0.0)
        if p_lag is not None:
            lag.add_metric(key, float(p_lag))
        if p_lmo is not None:
            lmo.add_metric(key, float(p_lmo))
    yield from (state, lag, lmo)
    for name, src in (
        ("kafka_mirror_transitions_total", mirror["transitions"]),
        ("kafka_mirror_truncated_offsets_total", mirror["truncated"]),
        ("kafka_mirror_lost_acknowledged_records_total", mirror["lost_acknowledged"]),
        ("kafka_requests_total", requests.requests),
        ("kafka_request_errors_total", requests.errors),
    ):
        f = fam(name)
        for key, n in sorted(src.items()):
            f.add_metric(list(key), float(n))
        yield f
    hist = fam("kafka_request_latency_seconds")
    bounds = [*(repr(b) for b in LATENCY_BUCKETS), "+Inf"]
    for api, (counts, total) in sorted(requests.latency.items()):
        cum, buckets = 0, []
        for b, n in zip(bounds, counts, strict=True):
            cum += n
            buckets.append((b, float(cum)))
        hist.add_metric([api], buckets, total)
    yield hist
    for name, v in (
        ("kmirror_packets_total", capture.packets),
        ("kmirror_packets_dropped_total", capture.dropped),
        ("kmirror_bytes_total", capture.bytes),
        ("kmirror_unanswered_requests",
         requests.unanswered if requests.waiting is None else requests.waiting),
    ):
        f = fam(name)
        f.add_metric([], float(v))
        yield f


class MetricsCollector:
    """A prometheus_client collector serving the latest figures (register it on a
    ``CollectorRegistry``); :meth:`update` swaps them in (thread-safe: the HTTP
    server scrapes from its own thread)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._figures: tuple = (None, RequestFigures(), CaptureFigures())

    def update(
        self,
        mirror: dict[str, Any] | None = None,
        requests: RequestFigures | None = None,
        capture: CaptureFigures | None = None,
    ) -> None:
        """Replace the figures given (the others stay)."""
        import copy

        with self._lock:
            old = self._figures
            self._figures = (
                mirror if mirror is not None else old[0],
                copy.deepcopy(requests) if requests is not None else old[1],
                copy.copy(capture) if capture is not None else old[2],
            )

    def collect(self) -> Iterator[Any]:
        with self._lock:
            figures = self._figures
        yield from _families(*figures)


def exposition(collector: MetricsCollector) -> bytes:
    """The collector's figures in Prometheus' text exposition format."""
    from prometheus_client import CollectorRegistry, generate_latest

    reg = CollectorRegistry(auto_describe=False)
    reg.register(collector)
    return generate_latest(reg)


def analysis_collector(a: Analysis, capture: CaptureFigures) -> MetricsCollector:
    """A collector holding the figures of a finished analysis (``kmirror analyze
    --metrics-file``; the end of ``kmirror live``)."""
    c = MetricsCollector()
    c.update(mirror_figures(a), RequestFigures.of(a), capture)
    return c
