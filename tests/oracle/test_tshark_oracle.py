"""Differential test against an independent oracle: Wireshark's own Kafka dissector.

tshark 4.0 reads the header of every standard frame it sees (api_key,
api_version, correlation_id) even where it cannot decode the body.  For every
frame where it reports those fields, ours must agree, message by message.
Mirror frames are excluded (tshark does not know their API keys).
"""

from __future__ import annotations

import subprocess
from collections import defaultdict
from pathlib import Path

import pytest

import dissector

from helpers import ROOT, needs_tshark

CAPTURES = [(ROOT / "captures" / "walkthrough.pcap", (9092, 19092))]

pytestmark = needs_tshark


def tshark_headers(path: Path, ports) -> dict[int, list[tuple]]:
    """frame -> [(api_key, api_version, correlation_id), ...] as tshark decodes them."""
    cmd = ["tshark", "-n", "-r", str(path)]
    for p in ports:
        cmd += ["-d", f"tcp.port=={p},kafka"]
    cmd += [
        "-Y",
        "kafka",
        "-T",
        "fields",
        "-E",
        "separator=|",
        "-E",
        "occurrence=a",
        "-e",
        "frame.number",
        "-e",
        "kafka.api_key",
        "-e",
        "kafka.api_version",
        "-e",
        "kafka.correlation_id",
        "-e",
        "kafka.request_frame",
    ]
    out = subprocess.run(cmd, capture_output=True, text=True, check=True, timeout=300).stdout
    frames: dict[int, list[tuple]] = {}
    for line in out.splitlines():
        frame, keys, versions, corrs, req = line.split("|")
        frames[int(frame)] = {
            "api_key": [int(x) for x in keys.split(",") if x],
            "api_version": [int(x) for x in versions.split(",") if x],
            "correlation_id": [int(x) for x in corrs.split(",") if x],
            "request_frame": [int(x) for x in req.split(",") if x],
        }
    return frames


@pytest.mark.parametrize("path, ports", CAPTURES, ids=[p.name for p, _ in CAPTURES])
def test_headers_agree_with_tshark(path, ports):
    ours = dissector.read_capture(path, ports=ports)
    theirs = tshark_headers(path, ports)
    by_frame = defaultdict(list)
    for row in ours.itertuples():
        by_frame[row.frame].append(row)
    compared = 0
    for frame, t in theirs.items():
        rows = [r for r in by_frame[frame] if not r.mirror]
        if not rows:
            continue
        reqs = [r for r in rows if r.direction == "request"]
        # correlation_id: tshark gives one per message it framed, in stream order
        assert [r.correlation_id for r in rows] == t["correlation_id"], frame
        # api_key/api_version: tshark gives them for requests, and api_key for
        # responses it matched to a request
        if len(reqs) == len(rows):
            assert [r.api_key for r in rows] == t["api_key"], frame
            assert [r.api_version for r in rows] == t["api_version"], frame
        else:
            assert set(t["api_key"]) <= {r.api_key for r in rows}, frame
        # where tshark linked a response to its request, we link the same frame
        resp = [r for r in rows if r.direction == "response"]
        if resp and t["request_frame"]:
            assert [r.request_frame for r in resp] == t["request_frame"], frame
        compared += len(rows)
    standard = int((~ours["mirror"]).sum())
    assert compared == standard, f"tshark saw {compared} of our {standard} standard messages"
    assert compared > 50
