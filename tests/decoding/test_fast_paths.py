"""Each fast path of the dissector against the slow path it shortcuts, on every committed capture.

- ``feed_path``'s bare-ACK shortcut and its plain tuples vs ``parse_segment`` +
  ``feed_segment`` for every packet;
- the framer's ``whole_frames`` (a segment of whole frames decoded straight from
  the payload) vs buffering the segment and running the frame loop;
- the plan lookups written inline in ``matching`` vs ``decoding.plan_key``
  (a plan is worked out once per api_key and version).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from dissector.capture.files import iter_packets, parse_segment
from dissector.capture.fragments import Fragments
from dissector.decode.decoding import Decoder
from dissector.frames.framer import Framer
from dissector.pipeline.dissector import Dissector

ROOT = Path(__file__).resolve().parents[2]
CAPTURES = sorted([*ROOT.glob("captures/*.pcap*"), *ROOT.glob("tests/data/cases/*.pcap")], key=str)
PORTS = (9092, 9093, 19092, 19093, 36333)


def rows(messages) -> list[tuple]:
    return [
        (
            m.frame,
            m.tcp_stream,
            m.kind,
            m.api_key,
            m.api_version,
            m.correlation_id,
            m.length,
            m.error_code,
            m.mirror_name,
            tuple(m.expert),
            tuple(m.notes),
            None if m.request is None else m.request.frame,
            m.orphaned,
        )
        for m in messages
    ]


@pytest.mark.parametrize("path", CAPTURES, ids=lambda p: p.name)
@pytest.mark.slow
def test_fast_paths_agree_with_slow_paths(path, monkeypatch):
    fast = rows(list(Dissector(PORTS).feed_path(path)))

    dis = Dissector(PORTS)  # every packet through parse_segment and feed_segment
    slow_feed = []
    frags = Fragments()
    for record in iter_packets(path):
        seg = parse_segment(*record, frags)
        if seg is not None:
            slow_feed += dis.feed_segment(record.frame, record.ts_ns, *seg) or []
    slow_feed += dis.finish()
    assert rows(slow_feed) == fast

    def buffered(self, f, seq, payload, frame, ts):
        return self.pump(f) if f.tcp.add(seq, payload, 0, frame, ts) else []

    monkeypatch.setattr(Framer, "whole_frames", buffered)
    assert rows(list(Dissector(PORTS).feed_path(path))) == fast


def test_plans_are_worked_out_once_per_version(monkeypatch):
    counts: dict = {}
    plan = Decoder.req_plan

    def counting(self, k, v):
        counts[(k, v)] = counts.get((k, v), 0) + 1
        return plan(self, k, v)

    monkeypatch.setattr(Decoder, "req_plan", counting)
    dis = Dissector(PORTS)
    for _ in dis.feed_path(ROOT / "captures" / "walkthrough.pcap"):
        pass
    assert counts and set(counts.values()) == {1}
    assert len(dis.decoder.resp_plans) <= len(dis.decoder.req_plans)
