"""The default read's fused fast path gives what the general path gives, on every capture.

:func:`dissector.pipeline.dissector._batches` sends the commonest segments (in order, on
a frame boundary of a Kafka connection, nothing held) straight to the framer;
``Dissector.fast_path = False`` sends every segment through ``feed_segment``.  The read
table's rows (every column, the unanswered notes and flags of the row stream included),
the counters and the coverage line must be the same either way, on every committed
capture and hand-made case, and the rows of :func:`~dissector.tables.table.batch_rows`
(the read's) the same as :func:`~dissector.tables.table.iter_rows` (every other reader's).
"""

from __future__ import annotations

import random

import pytest
from scapy.utils import RawPcapWriter

from dissector.pipeline import dissector as pipeline_dissector
from dissector.pipeline.choice import resolve_profile
from dissector.pipeline.dissector import Dissector
from dissector.tables.table import batch_rows, iter_rows
from tests.helpers import CAPTURES, CASES
from tests.reassembly.test_reassembly import (
    after_its_ack,
    raw_packet,
    reorder,
    resplit,
    retransmit,
    segments,
    write,
)

_FILES = sorted(
    p for d in (CAPTURES, CASES) for p in d.iterdir() if p.suffix in (".pcap", ".pcapng")
)
_PORTS = (9092, 19092)


def _read(path, fast: bool, batched: bool, **knobs):
    profile = resolve_profile("auto", str(path), _PORTS, True)
    d = Dissector(_PORTS, profile, detect=True, record_objects=False, **knobs)
    d.fast_path = fast
    if batched:
        rows = list(batch_rows(d.path_batches(path)))
    else:
        rows = list(iter_rows(d.feed_path(path)))
    said = (d.packets, d.tcp_packets, d.messages, d.skipped_bytes, d.lost_bytes)
    return rows, said, d.coverage.line(), sorted(d.detected_ports)


@pytest.mark.parametrize("path", _FILES, ids=lambda p: p.name)
def test_fast_path_is_the_general_path(path):
    general = _read(path, fast=False, batched=False)
    assert general[0], f"{path.name}: no rows (the comparison would prove nothing)"
    assert _read(path, fast=True, batched=True) == general
    assert _read(path, fast=True, batched=False) == general


def test_fast_path_with_tls_keys():
    path = CAPTURES / "tls.pcapng"
    keys = CAPTURES / "tls.keys.log"
    general = _read(path, fast=False, batched=False, tls_keylog=keys)
    assert _read(path, fast=True, batched=True, tls_keylog=keys) == general


def test_fast_path_taken():
    """The fast path is the one the read takes: most segments of a plain capture use it."""
    path = CAPTURES / "walkthrough.pcap"
    d = Dissector(_PORTS, record_objects=False)
    calls = []
    feed = d.feed_segment
    d.feed_segment = lambda *seg: calls.append(seg) or feed(*seg)
    n = sum(len(b) for b in d.path_batches(path))
    assert n and len(calls) < d.tcp_packets / 2


def test_fast_state_is_the_connections():
    """``conn.fast`` (what the fast path reads of a segment's direction, by
    ``flow.to_server``) holds that direction's own frames, bytes, the other direction's
    bytes, its judge's ``decode`` and ``seen`` and the conversation, while the connection
    is open; None once it is closed."""
    d = Dissector(_PORTS, record_objects=False)
    seen = 0
    for _batch in d.path_batches(CAPTURES / "walkthrough.pcap"):
        for conn in d.flow_table.conns.values():
            if conn.closed:
                assert conn.fast is None
                continue
            seen += 1
            for to_server, f, o in (
                (True, conn.server_frames, conn.to_client),
                (False, conn.client_frames, conn.to_server),
            ):
                fast = conn.fast[to_server]
                assert fast[0] is f and fast[1] is f.tcp and fast[2] is o
                assert fast[3] == f.judge.decode and fast[4] == f.judge.seen
                assert fast[5] is f.side is conn.conv
    assert seen


def _damaged(name: str, how: str) -> list:
    """The committed capture ``name``'s segments, damaged ``how``."""
    segs = list(segments(name))
    rng = random.Random(7)
    if how == "reordered":
        return reorder(resplit(segs, rng), rng, window=5)
    if how == "after_ack":
        return after_its_ack(segs, 1, 1)
    if how == "retransmitted":
        return retransmit(resplit(segs, rng), rng)
    if how == "lost":  # one data segment in 7 never captured
        return [s for i, s in enumerate(segs) if not (s.payload and i % 7 == 3)]
    raise ValueError(how)


@pytest.mark.parametrize("how", ["reordered", "after_ack", "retransmitted", "lost"])
@pytest.mark.parametrize("name", ["walkthrough", "clients"])
def test_fast_path_on_damaged_streams(tmp_path, name, how):
    """Segments out of order, after their ACK, sent twice, lost: the segments around the
    damage go the general way, the rest the fast one, and the rows are the same."""
    path = write(tmp_path / f"{name}-{how}.pcap", _damaged(name, how))
    general = _read(path, fast=False, batched=False)
    assert general[0]
    assert _read(path, fast=True, batched=True) == general


def test_inline_parse_taken(monkeypatch):
    """Nearly every packet of a plain Ethernet capture is parsed inline, not by
    ``segment_fields`` (whose fields the inline parse gives: the tests above compare)."""
    calls = []
    parse = pipeline_dissector.segment_fields

    def counted(*args):
        calls.append(args[0])
        return parse(*args)

    monkeypatch.setattr(pipeline_dissector, "segment_fields", counted)
    d = Dissector(_PORTS, record_objects=False)
    assert sum(len(b) for b in d.path_batches(CAPTURES / "walkthrough.pcap"))
    assert len(calls) < d.packets / 10


def test_inline_parse_on_odd_packets(tmp_path):
    """Packets the inline parse leaves to ``segment_fields`` (an IPv4 total length of 0,
    what segmentation offload leaves; a record cut by the snap length) and one it takes
    (an Ethernet trailer past the IP packet): the same rows either way."""
    path = tmp_path / "odd.pcap"
    w = RawPcapWriter(str(path), linktype=1)
    w.write_header(None)
    for i, s in enumerate(segments("walkthrough")):
        raw = bytearray(raw_packet(s))
        keep = len(raw)
        if s.payload and i % 4 == 1:
            raw[16:18] = b"\0\0"  # IPv4 total length 0
        elif s.payload and i % 4 == 2:
            raw += b"\xee" * 6  # an Ethernet trailer
        elif s.payload and i % 4 == 3:
            keep -= 3  # the snap length
        sec = int(s.time)
        usec = int((s.time - sec) * 1_000_000)
        w.write_packet(bytes(raw[:keep]), sec=sec, usec=usec, caplen=keep, wirelen=len(raw))
    w.close()
    general = _read(path, fast=False, batched=False)
    assert general[0]
    assert _read(path, fast=True, batched=True) == general


@pytest.mark.parametrize("full", [False, True], ids=["default", "full"])
def test_the_read_leaves_no_cycle_to_the_collector(full):
    """:func:`batch_rows` unlinks each answered request from its response once their rows
    are made: the pairs, bodies and all, go with their last reference (the collector,
    paused here, finds none of them; it found one cycle per answered request before)."""
    import gc

    path = CAPTURES / "clients.pcap"
    list(batch_rows(Dissector(_PORTS, full=full).path_batches(path)))  # imports made
    d = Dissector(_PORTS, full=full, record_objects=False)
    gc.collect()
    gc.disable()
    try:
        rows = list(batch_rows(d.path_batches(path)))
        found = gc.collect()
    finally:
        gc.enable()
    assert len(rows) > 500
    assert found < 50, found
