"""The mirror analysis computed as packets arrive (dissector.analysis.live), its Prometheus
figures (dissector.analysis.metrics) and alerts (dissector.analysis.alerts), against the
file analysis of the same committed scenario captures."""

from __future__ import annotations

import json

import pytest
from prometheus_client.parser import text_string_to_metric_families

import dissector.analysis as A
from dissector.analysis.alerts import AlertLog, alerts_of, drop_alert, error_alerts
from dissector.analysis.live import LiveAnalysis
from dissector.analysis.metrics import (
    METRICS,
    CaptureFigures,
    RequestFigures,
    analysis_collector,
    exposition,
    mirror_figures,
)
from dissector.capture.files import CaptureReader, parse_segment
from dissector.capture.stream import capture_counts

from helpers import CAPTURES

PORTS = [9092, 9093, 19092, 19093]


def live_of(name: str, every: int = 50) -> tuple[LiveAnalysis, A.Analysis, int]:
    """A capture's packets fed as `kmirror live` feeds them, a tick and a snapshot every
    ``every`` packets: the LiveAnalysis, its final analysis, the snapshots taken."""
    path = str(CAPTURES / name)
    prof = A.analysis_profile(path, PORTS, None)
    la = LiveAnalysis(PORTS, prof, name=name, snapshot_share=None)
    d = la.dissector
    frags: dict = {}
    snaps = n = 0
    for n, (fr, ts, lt, data, wl) in enumerate(CaptureReader(path).tuples(), 1):
        seg = parse_segment(fr, ts, lt, data, wl, frags)
        if seg is not None:
            for m in d.feed_segment(fr, ts, *seg) or ():
                la.add(m)
        if not n % every:
            la.tick()
            snaps += la.snapshot() is not None
    d.packets += n
    for m in d.finish():
        la.add(m)
    return la, la.finish(), snaps


@pytest.mark.slow
@pytest.mark.parametrize("name", ["failback.pcapng", "errors.pcapng"])
def test_live_analysis_equals_the_file_analysis(name):
    la, live, snaps = live_of(name)
    assert snaps > 3  # (snapshots were taken on the way: they change nothing)
    a = A.analyze(str(CAPTURES / name), ports=PORTS)
    for t in A.TABLE_NAMES:
        x, y = getattr(a, t).reset_index(drop=True), getattr(live, t).reset_index(drop=True)
        assert x.equals(y), t
    assert live.summary() == a.summary()
    # the request figures counted as exchanges finished == those of the file's tables
    file_req = RequestFigures.of(a)
    assert la.requests == file_req
    assert sum(file_req.requests.values()) == (~a.exchanges["orphan"]).sum() > 150


def test_a_snapshot_on_the_way_shows_the_mirror_so_far():
    path = str(CAPTURES / "failback.pcapng")
    prof = A.analysis_profile(path, PORTS, None)
    la = LiveAnalysis(PORTS, prof)
    d = la.dissector
    frags: dict = {}
    for fr, ts, lt, data, wl in CaptureReader(path).tuples():
        if fr > 520:  # (the failover is done at frame ~520, the failback not begun)
            break
        seg = parse_segment(fr, ts, lt, data, wl, frags)
        for m in (d.feed_segment(fr, ts, *seg) or ()) if seg else ():
            la.add(m)
    la.tick()
    snap = la.snapshot()
    states = snap.partitions.groupby(["mirror", "state"], observed=True).size().to_dict()
    assert states == {("eu-west", "STOPPED"): 5}
    assert la.snapshot() is None  # (nothing new since)


@pytest.mark.parametrize("name", ["failback.pcapng", "errors.pcapng"])
def test_snapshots_at_every_point_give_figures_and_alerts(name):
    """Cut anywhere (here every 40 packets of the first 400), the analysis so far gives its
    metrics and alerts: partitions without an LMO yet, truncations without lost writes."""
    path = str(CAPTURES / name)
    prof = A.analysis_profile(path, PORTS, None)
    la = LiveAnalysis(PORTS, prof, snapshot_share=None)
    frags: dict = {}
    seen = 0
    for fr, ts, lt, data, wl in CaptureReader(path).tuples():
        if fr > 400:
            break
        seg = parse_segment(fr, ts, lt, data, wl, frags)
        for m in (la.dissector.feed_segment(fr, ts, *seg) or ()) if seg else ():
            la.add(m)
        if fr % 40 == 0:
            la.tick()
            snap = la.snapshot()
            if snap is not None:
                seen += 1
                figures = mirror_figures(snap)
                assert len(figures["partitions"]) == len(snap.partitions)
                text = exposition(analysis_collector(snap, CaptureFigures(fr, 0, 0)))
                assert f"kmirror_packets_total {float(fr)}" in text.decode()
                alerts_of(snap, 0.001, ts)
    assert seen >= 5


def _samples(text: str) -> dict[str, dict[tuple, float]]:
    out: dict[str, dict[tuple, float]] = {}
    for fam in text_string_to_metric_families(text):
        for s in fam.samples:
            out.setdefault(s.name, {})[tuple(sorted(s.labels.items()))] = s.value
    return out


def test_metrics_of_the_failback_capture():
    path = CAPTURES / "failback.pcapng"
    a = A.analyze(str(path), ports=PORTS)
    text = exposition(analysis_collector(a, CaptureFigures(*capture_counts([str(path)]))))
    m = _samples(text.decode())
    # every metric of the issue is there, with its documented labels
    for name, (kind, labels, _doc) in METRICS.items():
        fam = name + ("_count" if kind == "histogram" else "")
        assert fam in m, name
        for key in m[fam]:
            assert {k for k, _v in key} == set(labels) - ({"le"} if kind == "histogram" else set())
    st = m["kafka_mirror_partition_state"]
    now = {(d["cluster"], d["topic"], d["partition"]): d["state"]
           for d in (dict(k) for k, v in st.items() if v == 1.0)}
    assert len(now) == 11 and sum(st.values()) == 11  # (one state at 1 per partition)
    assert sorted(set(now.values())) == ["MIRRORING", "STOPPED"]
    assert [p for p, s in now.items() if s == "STOPPED"] == [
        ("cluster-b", t, p) for t, p in
        [("orders", "0"), ("orders", "1"), ("orders", "2"), ("payments", "0"), ("payments", "1")]
    ]
    # the summary's figures: 43 transitions, 19 offsets removed by 16 truncations
    assert sum(m["kafka_mirror_transitions_total"].values()) == len(a.transitions) == 43
    assert sum(m["kafka_mirror_truncated_offsets_total"].values()) == 19
    assert m["kafka_mirror_truncated_offsets_total"][(
        ("cluster", "cluster-b"), ("mirror", "eu-west"), ("reason", "failover"),
        ("topic", "orders"))] == 6
    # acknowledged records removed: 4 at failover, 4+2+1 and 1+2 at failback
    lost = {dict(k)["cluster"] + "/" + dict(k)["topic"]: v
            for k, v in m["kafka_mirror_lost_acknowledged_records_total"].items()}
    assert lost == {"cluster-b/orders": 4, "cluster-a/orders": 7, "cluster-a/payments": 3}
    assert m["kafka_mirror_partition_lag_offsets"][(
        ("cluster", "cluster-b"), ("mirror", "eu-west"), ("partition", "1"),
        ("topic", "orders"))] == 6
    assert m["kmirror_packets_total"][()] == 1021
    assert m["kmirror_bytes_total"][()] == sum(len(r[3]) for r in CaptureReader(str(path)))
    assert m["kmirror_packets_dropped_total"][()] == 0
    assert m["kmirror_unanswered_requests"][()] == 0
    assert m["kafka_request_errors_total"] == {
        (("api_name", "Metadata"), ("error_name", "UNKNOWN_TOPIC_OR_PARTITION")): 3.0
    }
    assert m["kafka_requests_total"][(("api_name", "LastMirroredOffsets"),
                                      ("mirror", "eu-west-back"))] == 3
    assert sum(m["kafka_request_latency_seconds_count"].values()) == a.exchanges[
        "latency_ms"].notna().sum()


def test_alerts_of_the_scenarios():
    a = A.analyze(str(CAPTURES / "failback.pcapng"), ports=PORTS)
    found = alerts_of(a)
    kinds = [x["kind"] for x in found]
    assert kinds == ["acknowledged_records_lost"] * 6 + ["lmo_without_record"]
    first = found[0]
    assert (first["cluster"], first["mirror"], first["topic"], first["partition"]) == (
        "cluster-b", "eu-west", "orders", 1)
    assert "producer-a1" in first["message"] and "4 acknowledged records" in first["message"]
    assert first["time"] == "2026-11-29T18:45:14.789976656Z"
    assert set(first) - {"_key"} == {
        "time", "kind", "cluster", "mirror", "topic", "partition", "message", "frames"}
    assert found[-1]["frames"] == [889] and found[-1]["topic"] == "refunds"

    e = A.analyze(str(CAPTURES / "errors.pcapng"), ports=PORTS)
    clusters = dict(zip(e.clusters["address"], e.clusters["cluster"], strict=True))
    failed = alerts_of(e)
    assert [(x["kind"], x["topic"], x["partition"], x["frames"]) for x in failed] == [
        ("partition_failed", "audit", 0, [465, 466])
    ]
    rpc = error_alerts(e.errors.to_dict("records"), e.profile.rpcs, clusters.get)
    # every error of a mirror RPC (5 of the 12 error rows; the rest are Metadata's)
    assert [(x["message"].split(" ")[0], x["frames"]) for x in rpc] == [
        ("CreateMirror", [113]), ("DescribeMirrors", [115]), ("AddTopicsToMirror", [120]),
        ("AddTopicsToMirror", [174]), ("AddTopicsToMirror", [377]),
    ]
    assert {x["cluster"] for x in rpc} == {"cluster-b"}


def test_stuck_partitions_and_drops_are_said_once(tmp_path):
    a = A.analyze(str(CAPTURES / "failback.pcapng"), ports=PORTS)
    since = a.partitions["since"].max().value
    # no partition is in a transitional state at the end of the capture
    assert [x for x in alerts_of(a, 0.001, since + 10**12) if x["kind"] == "partition_stuck"] == []
    # in the middle of the failover, orders was STOPPING: 1 ms is long enough there
    path = str(CAPTURES / "failback.pcapng")
    prof = A.analysis_profile(path, PORTS, None)
    la = LiveAnalysis(PORTS, prof)
    frags: dict = {}
    for fr, ts, lt, data, wl in CaptureReader(path).tuples():
        if fr > 480:
            break
        seg = parse_segment(fr, ts, lt, data, wl, frags)
        for m in (la.dissector.feed_segment(fr, ts, *seg) or ()) if seg else ():
            la.add(m)
    la.tick()
    snap = la.snapshot()
    stuck = [x for x in alerts_of(snap, 0.001, ts) if x["kind"] == "partition_stuck"]
    assert {(x["topic"], x["partition"]) for x in stuck} == {
        ("orders", 0), ("orders", 1), ("orders", 2), ("payments", 0), ("payments", 1)}
    assert all("STOPPING" in x["message"] for x in stuck)
    out = tmp_path / "alerts.jsonl"
    with open(out, "w") as f:
        log = AlertLog(f)
        assert len(log.add(stuck)) == 5
        # looked at again later, the same stays are not said again
        assert log.add(alerts_of(snap, 0.001, ts + 10**9)) == []
        assert len(log.add([drop_alert(12, 1000, ts)])) == 1
    lines = [json.loads(x) for x in out.read_text().splitlines()]
    assert len(lines) == 6 and lines[-1]["kind"] == "packets_dropped"
    assert "_key" not in lines[0]


def test_every_metric_and_alert_kind_is_documented():
    from dissector.analysis.alerts import KINDS

    from helpers import ROOT

    doc = (ROOT / "docs" / "guide" / "live.md").read_text()
    for name, (kind, labels, _doc) in METRICS.items():
        row = next((ln for ln in doc.splitlines() if ln.startswith(f"| `{name}` |")), None)
        assert row is not None, name
        assert f"| {kind} |" in row
        assert all(f"`{label}`" in row for label in labels), name
    for kind in KINDS:
        assert f"| `{kind}` |" in doc, kind
