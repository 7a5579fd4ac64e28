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


@pytest.mark.parametrize("tty", [False, True], ids=["pipe", "pty"])
def test_live_view_escapes_what_the_wire_supplies(tmp_path, tty):
    """A CreateMirror whose mirror name holds control text, sent on loopback while `kmirror
    live` runs: its row shows the name escaped (as tshark -V writes it), on a pipe and on
    a terminal (where the row is coloured: only the view's own colour codes are raw)."""
    import socket
    import threading

    from dissector.profiles.profile import load_profile
    from dissector.wire.codec import encode_body

    from helpers import script_module

    fm, fuzz = script_module("fuzz_mirror"), script_module("fuzz")
    (port,) = free_ports(1)
    server = socket.create_server(("127.0.0.1", port))

    def serve():
        conn, _ = server.accept()
        while conn.recv(1 << 16):
            pass

    threading.Thread(target=serve, daemon=True).start()
    spec = load_profile("kip1279-seed").message(94, "request")
    body = encode_body(spec, 0, {"mirror_name": fm.CONTROL_TEXT + "m", "config": []})
    args = ["-m", "dissector", "live", "-i", "lo", "-p", str(port), "--duration", "8"]
    env = {**os.environ, "TERM": "xterm-256color"}
    if tty:
        import pty

        master, slave = pty.openpty()
        proc = subprocess.Popen([sys.executable, *args], stdout=slave, stderr=slave, env=env)
        os.close(slave)
    else:
        proc = subprocess.Popen(
            [sys.executable, *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env
        )
    time.sleep(4)  # (the capture opened)
    with socket.create_connection(("127.0.0.1", port)) as c:
        c.sendall(fuzz.request_frame(94, 0, 1, 2, body))
        time.sleep(1)
    if tty:
        out = b""
        while True:
            try:
                chunk = os.read(master, 1 << 16)
            except OSError:
                break
            if not chunk:
                break
            out += chunk
        proc.wait(timeout=30)
        os.close(master)
    else:
        out, err = proc.communicate(timeout=30)
        out += err
    server.close()
    assert b"CreateMirror" in out and b"\\033]0;pwned\\a" in out, out[-2000:]
    assert sum(out.count(c) for c in (b"\x07", b"\x08", b"\xc2\x9b")) == 0
    if tty:  # the row in the view's colour (cyan, bold: a mirror RPC), nothing else raw
        assert b"\x1b[36m\x1b[1m" in out and b"\x1b]" not in out and b"\x1b[2J" not in out
        assert out.replace(b"\r\n", b"\n").count(b"\r") == 0
    else:
        assert fm.raw_controls(out) == 0
