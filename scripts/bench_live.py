#!/usr/bin/env python3
"""The live capture's benchmark rows (``scripts/benchmark.py --live``, or run alone as root).

- burst: the real producer-heavy capture (scripts/make_bench_capture.py, cached under
  ``.bench/``) replayed onto loopback by tcpreplay at ``--pps`` packets/s (default
  50,000) for ``--seconds`` (default 20), captured by ``kmirror live`` (rows to
  /dev/null): packets sent (tcpreplay's count), captured and dropped (kmirror's last
  line, from dumpcap's statistics), how long after the replay the decoding caught up,
  and the run's peak RSS.
- soak: ``captures/failback.pcapng`` replayed in a loop onto loopback (tcpreplay at
  ``--soak-pps``) into ``kmirror live --analyze --metrics`` for 1x, then 10x the
  traffic; the peak RSS (VmHWM) after each and their difference (the target: < 20%).

Needs root, dumpcap and tcpreplay.  Not a test: figures for docs/benchmarks.md.

Usage: .venv/bin/python scripts/bench_live.py [--pps 50000] [--seconds 20]
       [--soak-pps 60] [--real-capture FILE]
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FAILBACK = ROOT / "captures" / "failback.pcapng"
FAILBACK_PORTS = ("9092", "9093", "19092", "19093")


def _kmirror() -> str:
    return shutil.which("kmirror", path=str(Path(sys.executable).parent)) or "kmirror"


def _start(args: list[str], out) -> subprocess.Popen:
    p = subprocess.Popen([_kmirror(), "live", "-i", "lo", *args], stdout=out,
                         stderr=subprocess.PIPE, text=True)
    first = p.stderr.readline()
    if "capturing on" not in first:
        raise SystemExit(f"kmirror live did not start: {first}{p.stderr.read()}")
    return p


def _replay(cap: Path, *args: str) -> int:
    r = subprocess.run(["tcpreplay", "-i", "lo", *args, str(cap)], capture_output=True,
                       text=True, check=True)
    return int(re.search(r"Actual: (\d+) packets", r.stdout).group(1))


def _stop(p: subprocess.Popen) -> tuple[str, int]:
    """SIGINT, then the last line and the peak RSS (KiB: VmHWM, read until it exits)."""
    import threading

    err: list[str] = []
    t = threading.Thread(target=lambda: err.append(p.stderr.read()), daemon=True)
    t.start()
    p.send_signal(signal.SIGINT)
    peak = 0
    while p.poll() is None:
        try:
            peak = max(peak, _hwm(p.pid))
        except OSError:
            break
        time.sleep(0.05)
    t.join(30)
    return "".join(err).strip().splitlines()[-1], peak


def _hwm(pid: int) -> int:
    """VmHWM (peak resident set) of a process, KiB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1])
    return 0


def bench_burst(cap: Path, port: int, pps: int, seconds: int) -> dict:
    limit = pps * seconds
    # (only the replayed port: other programs may use 9092 on this host)
    p = _start(["-p", str(port), "--bpf", f"tcp port {port}"], subprocess.DEVNULL)
    t0 = time.monotonic()
    sent = _replay(cap, "--pps", str(pps), "--loop", "0", "-L", str(limit))
    replayed = time.monotonic() - t0
    # the decoding catches up: wait until kmirror's CPU time stops growing
    last, still = -1.0, 0
    while still < 3:
        time.sleep(1)
        fields = Path(f"/proc/{p.pid}/stat").read_text().rsplit(")", 1)[1].split()
        cpu = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
        still = still + 1 if cpu - last < 0.05 else 0
        last = cpu
    caught_up = time.monotonic() - t0 - replayed - 3
    line, rss = _stop(p)
    m = re.search(r"kmirror: (\d+) packets, (\d+) Kafka messages, (\d+) dropped", line)
    captured, messages, dropped = (int(x) for x in m.groups()) if m else (None, None, None)
    return {"pps": pps, "seconds": seconds, "sent": sent, "captured": captured,
            "dropped": dropped, "messages": messages, "replay_s": round(replayed, 1),
            "caught_up_after_s": round(max(caught_up, 0.0), 1), "peak_rss_mb": rss // 1024,
            "last_line": line}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def bench_soak(pps: int) -> dict:
    args = [a for port in FAILBACK_PORTS for a in ("-p", port)]
    args += ["--analyze", "--metrics", f"127.0.0.1:{_free_port()}", "--refresh", "1"]
    p = _start(args, subprocess.DEVNULL)
    t0 = time.monotonic()
    sent = _replay(FAILBACK, "--pps", str(pps))
    time.sleep(5)
    if p.poll() is not None:
        raise SystemExit(f"kmirror live ended during the soak: {p.stderr.read()}")
    one = _hwm(p.pid)
    sent += _replay(FAILBACK, "--pps", str(pps), "--loop", "9")
    time.sleep(5)
    ten = _hwm(p.pid)
    line, _rss = _stop(p)
    minutes = round((time.monotonic() - t0) / 60, 1)
    return {"loops": 10, "pps": pps, "sent": sent, "minutes": minutes,
            "peak_rss_1x_mb": round(one / 1024, 1), "peak_rss_10x_mb": round(ten / 1024, 1),
            "growth_pct": round(100 * (ten - one) / one, 1), "last_line": line}


def run(real_capture: str | None, pps: int, seconds: int, soak_pps: int) -> None:
    if os.geteuid() != 0 or not shutil.which("tcpreplay") or not shutil.which("dumpcap"):
        print("# live: skipped (needs root, tcpreplay and dumpcap)")
        return
    if real_capture:
        cap = Path(real_capture)
        meta = json.loads(Path(f"{cap}.json").read_text())
    else:
        sys.path.insert(0, str(ROOT / "scripts"))
        import make_bench_capture

        meta = make_bench_capture.ensure()
        cap = make_bench_capture.DEFAULT_OUT
    burst = bench_burst(cap, int(meta["port"]), pps, seconds)
    print(f"# kmirror live burst: real producer traffic ({cap.name}) replayed onto lo at "
          f"{pps} packets/s for {seconds} s")
    print(f"{'sent':>9} {'captured':>9} {'dropped':>8} {'messages':>9} {'replay s':>8} "
          f"{'caught up s':>11} {'peak MB':>8}")
    print(f"{burst['sent']:>9} {burst['captured']:>9} {burst['dropped']:>8} "
          f"{burst['messages']:>9} {burst['replay_s']:>8} {burst['caught_up_after_s']:>11} "
          f"{burst['peak_rss_mb']:>8}")
    print(f"# last line: {burst['last_line']}")
    soak = bench_soak(soak_pps)
    print(f"# kmirror live --analyze --metrics soak: failback.pcapng replayed 10 times at "
          f"{soak_pps} packets/s ({soak['minutes']} min)")
    print(f"{'sent':>9} {'peak MB 1x':>10} {'peak MB 10x':>11} {'growth %':>8}")
    print(f"{soak['sent']:>9} {soak['peak_rss_1x_mb']:>10} {soak['peak_rss_10x_mb']:>11} "
          f"{soak['growth_pct']:>8}")
    print(f"# last line: {soak['last_line']}")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pps", type=int, default=50_000)
    ap.add_argument("--seconds", type=int, default=20)
    ap.add_argument("--soak-pps", type=int, default=60)
    ap.add_argument("--real-capture", default=None)
    a = ap.parse_args()
    run(a.real_capture, a.pps, a.seconds, a.soak_pps)
    return 0


if __name__ == "__main__":
    sys.exit(main())
