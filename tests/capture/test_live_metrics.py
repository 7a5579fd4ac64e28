"""A real Prometheus server scrapes `kmirror live --metrics` while the failback scenario is
replayed onto loopback (tcpreplay); its HTTP API's answers equal the figures of
`kmirror analyze` of the capture the live run wrote (truncated offsets, final partition
states, transitions).  The alerts file of the live run names what the failback lost."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
import urllib.parse
import urllib.request

import pytest

import dissector.analysis as A
from dissector.analysis.metrics import mirror_figures

from helpers import CAPTURES, free_ports

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(os.geteuid() != 0, reason="live capture needs root"),
    pytest.mark.skipif(not shutil.which("tcpreplay"), reason="tcpreplay not installed"),
    pytest.mark.skipif(not shutil.which("prometheus"), reason="prometheus not installed"),
    pytest.mark.skipif(not shutil.which("dumpcap"), reason="dumpcap not installed"),
]

PORTS = [9092, 9093, 19092, 19093]


def _get(url: str) -> str:
    with urllib.request.urlopen(url, timeout=5) as r:
        return r.read().decode()


def _wait(what: str, ok, timeout: float = 60.0):
    end = time.monotonic() + timeout
    last = None
    while time.monotonic() < end:
        try:
            last = ok()
            if last:
                return last
        except OSError as e:
            last = e
        time.sleep(0.3)
    raise AssertionError(f"timed out waiting for {what}: {last!r}")


@pytest.fixture
def prometheus(tmp_path):
    """Prometheus on 127.0.0.1 scraping the exporter's port every second."""
    web, exporter = free_ports(2)
    conf = tmp_path / "prometheus.yml"
    conf.write_text(
        "global:\n  scrape_interval: 1s\n  evaluation_interval: 1s\n"
        "scrape_configs:\n  - job_name: kmirror\n    static_configs:\n"
        f"      - targets: ['127.0.0.1:{exporter}']\n"
    )
    proc = subprocess.Popen(
        ["prometheus", f"--config.file={conf}", f"--storage.tsdb.path={tmp_path / 'tsdb'}",
         f"--web.listen-address=127.0.0.1:{web}"],
        stdout=subprocess.DEVNULL, stderr=open(tmp_path / "prometheus.log", "w"),  # noqa: SIM115
    )
    try:
        _wait("prometheus ready", lambda: "Ready" in _get(f"http://127.0.0.1:{web}/-/ready"))
        yield f"http://127.0.0.1:{web}", exporter
    finally:
        proc.terminate()
        proc.wait(30)


def query(base: str, q: str) -> list[dict]:
    body = json.loads(_get(f"{base}/api/v1/query?" + urllib.parse.urlencode({"query": q})))
    assert body["status"] == "success", body
    return body["data"]["result"]


def test_prometheus_scrapes_the_failback_as_kmirror_analyze_tells_it(prometheus, tmp_path):
    base, exporter = prometheus
    saved = tmp_path / "live.pcapng"
    alerts = tmp_path / "alerts.jsonl"
    live = subprocess.Popen(
        [sys.executable, "-m", "dissector", "live", "-i", "lo",
         *[a for p in PORTS for a in ("-p", str(p))], "-w", str(saved),
         "--metrics", f"127.0.0.1:{exporter}", "--alerts", str(alerts), "--refresh", "0.5"],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
    )
    try:
        first = live.stderr.readline()
        assert "capturing on lo" in first, first
        subprocess.run(["tcpreplay", "-i", "lo", "--topspeed", str(CAPTURES / "failback.pcapng")],
                       check=True, capture_output=True)

        def caught_up():
            text = _get(f"http://127.0.0.1:{exporter}/metrics")
            return "kmirror_packets_total 1021.0" in text and "to_state=\"STOPPED\"" in text
        _wait("the exporter to count every packet", caught_up)
        time.sleep(1.5)  # (the last snapshot)
        # Prometheus has scraped the figures once they stopped moving
        _wait("prometheus to scrape 1021 packets",
              lambda: [r for r in query(base, "kmirror_packets_total")
                       if r["value"][1] == "1021"])
        time.sleep(2.5)
        truncated = query(base, "sum by (cluster, mirror, topic, reason) "
                                "(kafka_mirror_truncated_offsets_total)")
        states = query(base, "kafka_mirror_partition_state == 1")
        transitions = query(base, "kafka_mirror_transitions_total")
        lost = query(base, "kafka_mirror_lost_acknowledged_records_total")
        dropped = query(base, "kmirror_packets_dropped_total")
    finally:
        live.send_signal(signal.SIGINT)
        _out, err = live.communicate(timeout=120)
    assert live.returncode == 0, err
    assert err.strip().splitlines()[-1] == (
        "kmirror: 1021 packets, 686 Kafka messages, 0 dropped by the kernel"), err

    a = A.analyze(str(saved), ports=PORTS)
    want = mirror_figures(a)
    got_truncated = {
        (r["metric"]["cluster"], r["metric"]["mirror"], r["metric"]["topic"],
         r["metric"]["reason"]): int(r["value"][1]) for r in truncated
    }
    assert got_truncated == want["truncated"]
    assert sum(got_truncated.values()) == 19  # (the failback story: 16 truncations)
    got_states = {
        (r["metric"]["cluster"], r["metric"]["mirror"], r["metric"]["topic"],
         r["metric"]["partition"]): r["metric"]["state"] for r in states
    }
    assert got_states == {p[:4]: p[4] for p in want["partitions"]}
    assert sorted(got_states.values()) == ["MIRRORING"] * 6 + ["STOPPED"] * 5
    got_transitions = {
        (r["metric"]["cluster"], r["metric"]["mirror"], r["metric"]["from_state"],
         r["metric"]["to_state"]): int(r["value"][1]) for r in transitions
    }
    assert got_transitions == want["transitions"]
    assert sum(got_transitions.values()) == 43
    assert {(r["metric"]["cluster"], r["metric"]["topic"]): int(r["value"][1]) for r in lost} == {
        ("cluster-b", "orders"): 4, ("cluster-a", "orders"): 7, ("cluster-a", "payments"): 3}
    assert [r["value"][1] for r in dropped] == ["0"]

    # the alerts file: what each truncation removed and whose writes, the failback's LMO
    lines = [json.loads(x) for x in alerts.read_text().splitlines()]
    assert [x["kind"] for x in lines] == ["acknowledged_records_lost"] * 6 + ["lmo_without_record"]
    assert {x["message"].split(":")[0] for x in lines[:6]} == {
        "orders-0", "orders-1", "orders-2", "payments-0", "payments-1"}
    assert all("producer-a" in x["message"] for x in lines[:6])
