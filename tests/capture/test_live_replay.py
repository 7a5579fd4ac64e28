"""`kmirror live` against committed captures replayed onto loopback with tcpreplay: the
capture is whole at top speed, and when the kernel does drop packets the last line says
how many (dumpcap's interface statistics, also in the file written)."""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from dissector.capture.stream import InterfaceStats, PcapngStream

from helpers import CAPTURES, free_ports

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(os.geteuid() != 0, reason="live capture needs root"),
    pytest.mark.skipif(not shutil.which("tcpreplay"), reason="tcpreplay not installed"),
    pytest.mark.skipif(not shutil.which("dumpcap"), reason="dumpcap not installed"),
]

FAILBACK = CAPTURES / "failback.pcapng"
FAILBACK_PORTS = ("9092", "9093", "19092", "19093")


class Live:
    """``kmirror live`` running in the background, started as a user starts it."""

    def __init__(self, *args: str, rows: bool = True) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "dissector", "live", "-i", "lo", *args],
            stdout=subprocess.PIPE if rows else subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
        )
        self.first = self.proc.stderr.readline()
        assert "capturing on lo" in self.first, self.first + self.proc.stderr.read()

    def dumpcap_pid(self) -> int:
        kids = Path(f"/proc/{self.proc.pid}/task/{self.proc.pid}/children").read_text().split()
        for pid in kids:
            if Path(f"/proc/{pid}/comm").read_text().strip() == "dumpcap":
                return int(pid)
        raise AssertionError("no dumpcap child")

    def stop(self) -> tuple[int, str, str]:
        self.proc.send_signal(signal.SIGINT)
        out, err = self.proc.communicate(timeout=300)
        return self.proc.returncode, out, self.first + err


def replay(path: Path, *args: str) -> int:
    """tcpreplay ``path`` onto lo; the packets it says it sent."""
    r = subprocess.run(
        ["tcpreplay", "-i", "lo", *args, str(path)], capture_output=True, text=True, check=True
    )
    return int(re.search(r"Actual: (\d+) packets", r.stdout).group(1))


def ports_args() -> list[str]:
    return [a for p in FAILBACK_PORTS for a in ("-p", p)]


def test_failback_replayed_at_top_speed_is_captured_whole(tmp_path):
    saved = tmp_path / "live.pcapng"
    live = Live(*ports_args(), "-w", str(saved))
    sent = replay(FAILBACK, "--topspeed")
    time.sleep(1.0)
    rc, out, err = live.stop()
    assert rc == 0, err
    assert sent == 1021
    last = err.strip().splitlines()[-1]
    # every packet, every Kafka message `kmirror analyze` counts in the file (686), no drop
    assert last == "kmirror: 1021 packets, 686 Kafka messages, 0 dropped by the kernel", err
    assert len(out.splitlines()) == 1 + 686
    s = PcapngStream()
    items = [i for _r, i in s.feed(saved.read_bytes())]
    assert s.packets == 1021
    assert [i for i in items if isinstance(i, InterfaceStats)][-1].dropped == 0


def test_kernel_drops_are_counted_and_said(tmp_path):
    """dumpcap is paused (SIGSTOP) while a burst fills its 1 MiB kernel buffer: the kernel
    drops what does not fit, and kmirror says how many, as dumpcap's statistics do."""
    saved = tmp_path / "drops.pcapng"
    (exporter,) = free_ports(1)
    live = Live(*ports_args(), "-B", "1", "-w", str(saved), "--metrics",
                f"127.0.0.1:{exporter}", "--linger", "30", rows=False)
    pid = live.dumpcap_pid()
    os.kill(pid, signal.SIGSTOP)
    try:
        sent = replay(FAILBACK, "--topspeed", "--loop", "40")
    finally:
        os.kill(pid, signal.SIGCONT)
    time.sleep(2.0)
    live.proc.send_signal(signal.SIGINT)
    err = ""
    while "dropped by the kernel" not in err:  # (the closing line: the exporter lingers)
        line = live.proc.stderr.readline()
        assert line, err
        err += line
    with urllib.request.urlopen(f"http://127.0.0.1:{exporter}/metrics", timeout=5) as r:
        metrics = r.read().decode()
    rc, _out, rest = live.stop()  # (Ctrl-C again ends the lingering)
    assert rc == 0, rest
    err = live.first + err
    s = PcapngStream()
    items = [i for _r, i in s.feed(saved.read_bytes())]
    isb = [i for i in items if isinstance(i, InterfaceStats)][-1]
    assert isb.dropped > 0
    assert s.packets < sent == 40 * 1021
    last = err.strip().splitlines()[-1]
    assert re.fullmatch(
        rf"kmirror: {s.packets} packets, \d+ Kafka messages, {isb.dropped} dropped by the "
        r"kernel \(NOT captured: the analysis misses them\)",
        last,
    ), err
    assert f"kmirror: warning: the kernel dropped {isb.dropped} packets" in err
    # the metric says it too, and the packets captured
    assert f"\nkmirror_packets_dropped_total {float(isb.dropped)}\n" in metrics
    assert f"\nkmirror_packets_total {float(s.packets)}\n" in metrics


def test_analyze_into_a_pipe_streams_the_timeline_then_tells_the_story_of_the_file(tmp_path):
    """`kmirror live --analyze | ...`: the timeline lines as they happen, then the summary;
    both are `kmirror analyze`'s of the file the run wrote."""
    saved = tmp_path / "drill.pcapng"
    live = Live(*ports_args(), "-w", str(saved), "--analyze", "--refresh", "0.2")
    replay(FAILBACK, "--topspeed")
    time.sleep(2.0)
    rc, out, err = live.stop()
    assert rc == 0, err
    assert "Traceback" not in err
    r = subprocess.run(
        [sys.executable, "-m", "dissector", "analyze", str(saved), *ports_args()],
        capture_output=True, text=True,
    )
    assert r.returncode == 0, r.stderr
    # the summary printed at the end is analyze's of the file, word for word
    assert out.endswith(r.stdout)
    streamed = out[: len(out) - len(r.stdout)].splitlines()
    j = subprocess.run(
        [sys.executable, "-m", "dissector", "analyze", str(saved), *ports_args(), "--json"],
        capture_output=True, text=True,
    )
    events = json.loads(j.stdout)["timeline"]
    assert len(streamed) == len(events) == 17
    # each event once, in the file's words (times to the millisecond)
    assert sorted(ln.split(" ", 1)[0] for ln in streamed) == sorted(
        e["time"][11:23] for e in events
    )
    assert sorted(ln.split(" ", 1)[1] for ln in streamed) == sorted(
        f"{e['cluster']}/{e['mirror']}: {e['event']}: " + ranges(e["partitions"])
        for e in events
    )


def ranges(parts):
    from dissector.cli.analyze import ranges as r

    return r(parts)
