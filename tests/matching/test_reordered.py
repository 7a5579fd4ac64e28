"""A response timed before its request (packets reordered in the capture, or clocks of a
merged capture set apart): ``latency_ms`` is null on both rows, never negative, and the
response says why; every other row is unchanged."""

from __future__ import annotations

import pandas as pd
from scapy.utils import rdpcap, wrpcap

from dissector import read_capture
from dissector.decode.message import REVERSED

from helpers import WALKTHROUGH


def test_response_before_request_has_null_latency_and_a_note(tmp_path):
    before = read_capture(WALKTHROUGH, ports=[9092, 19092])
    answered = before[before["response_frame"].notna() & (before["direction"] == "request")]
    picks = answered.iloc[[3, 10, 25]]
    packets = rdpcap(str(WALKTHROUGH))
    for _, r in picks.iterrows():
        req, resp = packets[int(r["frame"]) - 1], packets[int(r["response_frame"]) - 1]
        resp.time = req.time - 0.0005  # 0.5 ms before its request, same place in the file
    path = tmp_path / "reordered.pcap"
    wrpcap(str(path), packets)

    after = read_capture(path, ports=[9092, 19092])
    assert len(after) == len(before)
    assert not (after["latency_ms"].dropna() < 0).any()
    for _, r in picks.iterrows():
        req = after[after["frame"] == r["frame"]].iloc[0]
        resp = after[after["frame"] == r["response_frame"]].iloc[0]
        assert pd.isna(req["latency_ms"]) and pd.isna(resp["latency_ms"])
        assert resp["request_frame"] == r["frame"] and req["response_frame"] == r["response_frame"]
        assert f"{REVERSED} (frame {r['frame']}): latency_ms null" in resp["notes"]
    touched = set(picks["frame"]) | set(picks["response_frame"])
    same = ~before["frame"].isin(touched)
    cols = ["frame", "api_name", "correlation_id", "latency_ms", "notes"]
    pd.testing.assert_frame_equal(
        before.loc[same, cols].reset_index(drop=True), after.loc[same, cols].reset_index(drop=True)
    )
