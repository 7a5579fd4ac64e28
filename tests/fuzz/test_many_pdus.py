"""Many Kafka frames in one TCP segment or one IPv4 datagram (issue 31): fuzz.py's strategy.

``m_many_pdus`` makes one segment of a committed capture hold 400-5,000 of its small
frames (up to an IP datagram's 64 KB), moves the connection's later sequence and
acknowledgement numbers to match, and half the time sends the segment as IPv4
fragments of one datagram.  The long fuzz run (``scripts/fuzz.py``, and ``--lua`` for
the plugin) draws it among the capture mutators.

Checked here on fixed seeds: the mutation does what it says (the frame count, the
fragments), and the Python decoder lists, packet by packet, the Kafka frames that
tshark's own Kafka dissector finds (an independent oracle), within the fuzzer's CPU
and memory limits.  The plugin on the same inputs: tests/lua/test_lua_fuzz.py.
"""

from __future__ import annotations

import random
import shutil
import subprocess
from collections import Counter

import pytest

import dissector

from helpers import CAPTURES, fuzz_script

pytestmark = pytest.mark.slow

fuzz = fuzz_script()
PORTS = (9092, 9093, 19092, 19093)


def _tshark_frames(path) -> Counter:
    args = ["tshark", "-n", "-r", str(path)]
    for port in PORTS:
        args += ["-d", f"tcp.port=={port},kafka"]
    args += ["-T", "fields", "-e", "frame.number", "-e", "kafka.len"]
    res = subprocess.run(args, capture_output=True, text=True, timeout=120, check=True)
    out = Counter()
    for line in res.stdout.splitlines():
        num, lens = line.split("\t")
        if lens:
            out[int(num)] += len(lens.split(","))
    return out


@pytest.mark.skipif(shutil.which("tshark") is None, reason="tshark missing")
@pytest.mark.parametrize("seed", range(6))
def test_the_python_decoder_lists_every_frame_tshark_finds(tmp_path, seed):
    rng = random.Random(seed)
    base = [CAPTURES / "walkthrough.pcap", CAPTURES / "clients.pcap", CAPTURES / "basic.pcapng"]
    source = base[seed % len(base)]
    cap = fuzz.parse_capture(source.read_bytes())
    done = fuzz.m_many_pdus(cap, rng)
    n = int(done.split()[0])
    assert n >= 400, done
    path = tmp_path / f"many{source.suffix}"
    path.write_bytes(cap.dump())
    oracle = _tshark_frames(path)
    assert max(oracle.values()) == n, done  # the one packet of n frames
    ours = Counter(m.frame for m in dissector.iter_messages(path, ports=PORTS))
    assert ours == oracle, done
    out = fuzz.run_in_child(str(path), ("read", "analyze"))
    assert out.failure is None, f"{done}: {out.failure} {out.detail}"


def test_fragments_are_one_datagram_in_order():
    # seed 0 on the walkthrough sends its segment as fragments (see the test above)
    cap = fuzz.parse_capture((CAPTURES / "walkthrough.pcap").read_bytes())
    before = len(cap.packets())
    done = fuzz.m_many_pdus(cap, random.Random(0))
    assert "IPv4 fragments" in done, done
    parts = int(done.split(", ")[1].split()[0])
    assert len(cap.packets()) == before + parts - 1
