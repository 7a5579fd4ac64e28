"""`kmirror read --follow` on a capture that is still being written."""

from __future__ import annotations

import csv
import io
import signal
import subprocess
import sys
import time

import pandas as pd
import pytest

import dissector

from helpers import WALKTHROUGH as WALK


@pytest.mark.slow
def test_follow_a_growing_capture(tmp_path):
    data = WALK.read_bytes()
    growing = tmp_path / "growing.pcap"
    growing.write_bytes(data[:24])  # the file header only, as a capture tool starts
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "dissector",
            "read",
            str(growing),
            "-p",
            "19092",
            "--follow",
            "--format",
            "csv",
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        time.sleep(1.5)
        step = 4000
        for i in range(24, len(data), step):  # records arrive in pieces, some cut mid-record
            with open(growing, "ab") as f:
                f.write(data[i : i + step])
            time.sleep(0.05)
        time.sleep(2.0)
    finally:
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=30)
    assert proc.returncode == 0, err
    assert "Traceback" not in err
    rows = list(csv.DictReader(io.StringIO(out)))
    ref = dissector.read_capture(WALK, ports=[9092, 19092])
    assert [int(r["frame"]) for r in rows] == ref["frame"].tolist()
    assert [r["api_name"] for r in rows] == ref["api_name"].astype(str).tolist()
    # each request still carries its response, as in a plain read
    assert [r["response_frame"] for r in rows] == [
        "" if v is pd.NA else str(v) for v in ref["response_frame"]
    ]
    assert not any("unanswered" in r["notes"] for r in rows)
    mirror = [r for r in rows if r["mirror"] == "True"]
    assert len(mirror) == int(ref["mirror"].sum()) == 40
