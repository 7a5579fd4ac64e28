"""Live capture on loopback: a real broker (Tansu) and a real client (kafka-python),
captured by `kmirror live` as a user would run it, decoded as the packets arrive."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest

import dissector

from helpers import free_ports, kmirror

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(os.geteuid() != 0, reason="live capture needs root"),
]


@pytest.fixture
def tansu():
    from dissector.scenario.processes import TansuBroker

    (port,) = free_ports(1)
    with TansuBroker("127.0.0.1", port, "live-test") as broker:
        yield port, broker


def test_live_capture_of_real_broker_and_client(tansu, tmp_path):
    port, _broker = tansu
    saved = tmp_path / "live.pcapng"
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "dissector",
            "live",
            "-i",
            "lo",
            "-p",
            str(port),
            "-w",
            str(saved),
            "--duration",
            "60",
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        # wait for "capturing on lo" before the client starts
        line = proc.stderr.readline()
        assert "capturing on lo" in line, line
        time.sleep(0.5)
        from kafka import KafkaProducer

        producer = KafkaProducer(bootstrap_servers=f"127.0.0.1:{port}", client_id="live-client")
        for i in range(5):
            producer.send("live-topic", key=b"k%d" % i, value=b"value-%d" % i)
        producer.flush(timeout=20)
        producer.close()
        time.sleep(1.0)
    finally:
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=30)
    assert proc.returncode == 0, err
    assert "Traceback" not in err
    rows = [line.split() for line in out.splitlines()[1:]]
    names = {r[4] for r in rows if len(r) > 4}
    assert {"ApiVersions", "Metadata", "Produce"} <= names, out
    # responses come with their latency as they arrive
    responses = [r for r in rows if len(r) > 4 and r[3] == "response" and r[4] == "Produce"]
    assert responses and all(float(r[-1]) >= 0 for r in responses)
    assert "Kafka messages" in err
    # the saved pcapng reads back to the same messages
    df = dissector.read_capture(saved, ports=[port])
    assert set(df["client_id"].dropna()) == {"live-client"}
    assert (df["api_name"] == "Produce").sum() == len(
        [r for r in rows if len(r) > 4 and r[4] == "Produce"]
    )
    assert df["expert"].eq("").all()
    assert df["response_frame"].notna().sum() == (df["direction"] == "request").sum()


def test_live_bad_interface_is_one_line():
    r = kmirror("live", "-i", "nosuch0", "--count", "1")
    assert r.returncode == 1
    assert r.stderr.strip().splitlines() == [
        'kmirror: error: cannot capture on nosuch0: There is no device named "nosuch0". '
        "(No such device exists)"
    ]
