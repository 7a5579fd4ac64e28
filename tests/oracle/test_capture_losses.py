"""The silent losses of issue 31 (points 7-10) and IPv6 fragments (26.2), against tshark.

Each capture is captures/clients.pcap re-wrapped with scapy, TCP payload bytes unchanged
(tests/capture/rewrap.py).  tshark 4.0's Kafka dissector (``-d tcp.port==9092,kafka``,
with out-of-order TCP reassembly for 31.7) is the oracle: its list of Kafka messages, as
(api_key, correlation_id) per direction, must be ours, and ``kmirror read`` exits 0.
"""

from __future__ import annotations

import json
import subprocess
from collections import Counter
from pathlib import Path

import pytest
from capture.rewrap import (
    LINKS,
    after_its_ack,
    fragments_across_interfaces,
    ipv6_fragments,
    tiny_fragments,
    with_fcs,
)

from helpers import kmirror, needs_tshark

pytestmark = [needs_tshark, pytest.mark.slow]


def tshark_messages(path: Path, *options: str) -> Counter:
    """(to the broker?, api_key or None, correlation_id) of every Kafka PDU tshark shows."""
    cmd = ["tshark", "-n", *options, "-r", str(path), "-d", "tcp.port==9092,kafka"]
    cmd += ["-Y", "kafka", "-T", "fields", "-E", "occurrence=a", "-e", "tcp.dstport"]
    cmd += ["-e", "kafka.correlation_id", "-e", "kafka.request_frame"]
    out = subprocess.run(cmd, capture_output=True, text=True, check=True, timeout=300).stdout
    got: Counter = Counter()
    for line in out.splitlines():
        dport, corrs, _req = (line.split("\t") + ["", ""])[:3]
        for c in corrs.split(","):
            if c:
                got[(dport == "9092", int(c))] += 1
    return got


def ours(path: Path) -> Counter:
    res = kmirror("read", str(path), "--format", "json")
    assert res.returncode == 0, res.stderr
    assert "warning" not in res.stderr, res.stderr
    rows = json.loads(res.stdout)
    return Counter((r["direction"] == "request", r["correlation_id"]) for r in rows)


BUILDS = {
    "31.7 segment after its ACK": (after_its_ack, ("-o", "tcp.reassemble_out_of_order:TRUE")),
    **{
        f"31.8 fragments on {link}": (
            lambda p, link=link: fragments_across_interfaces(p, link),
            (),
        )
        for link in LINKS
    },
    "31.9 FCS in the link type": (with_fcs, ()),
    "31.10 8-byte fragments, ends first": (tiny_fragments, ()),
    "26.2 IPv6 fragments": (ipv6_fragments, ()),
}


@pytest.mark.parametrize("what", sorted(BUILDS))
def test_every_message_tshark_shows(tmp_path, what):
    build, options = BUILDS[what]
    path = build(tmp_path / ("c.pcapng" if "31.8" in what else "c.pcap"))
    theirs = tshark_messages(path, *options)
    mine = ours(path)
    assert sum(theirs.values()) == (418 if "31.10" in what else 524)
    assert mine == theirs
