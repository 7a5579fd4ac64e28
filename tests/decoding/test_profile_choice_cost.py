"""``--profile auto`` reads a sample, not the capture: a few mirror frames at the start of a
long capture of client traffic end the sample QUIET_NS of capture time after the last one,
and the second candidate reads no further than the first met mirror frames."""

from __future__ import annotations

import dissector.pipeline.choice as choice
from dissector.pipeline.dissector import Dissector

from helpers import CLIENTS, WALKTHROUGH, script_module


def test_a_few_mirror_frames_then_client_traffic_is_sampled_not_read_whole(tmp_path, monkeypatch):
    bench = script_module("benchmark")
    assert bench.BASES == [CLIENTS, WALKTHROUGH]
    path = tmp_path / "once.pcap"
    bench.build(path, 30_000, once=(WALKTHROUGH,))  # the mirror RPCs in the first copy only
    total = sum(1 for _ in Dissector((9092, 19092)).feed_path(str(path)))
    read: list[int] = []
    real = Dissector.feed_path

    def counting(self, *a, **k):
        read.append(0)
        for m in real(self, *a, **k):
            read[-1] += 1
            yield m

    monkeypatch.setattr(Dissector, "feed_path", counting)
    got = choice.choose_profile(str(path), (9092, 19092))
    assert got.profile.name == "kip1279-seed"
    assert got.mirror_frames == 40  # walkthrough.pcap's 20 mirror requests and responses
    assert got.scores == {
        "kip1279-seed": 40, "kip1279-cl3-2026-07": 15, "kip1279-late-2026": 15
    }  # fmt: skip
    assert len(read) == 3  # one scan per candidate
    # each scan stops a minute of capture time after the last mirror frame (the copies
    # are a few seconds apart), far from the capture's end
    assert all(n < total / 5 for n in read), (read, total)
    assert read[1] <= read[0]
