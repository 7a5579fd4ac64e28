"""The framer on its own: byte chunks (with holes) in, frames out; no TCP segments, no Kafka.

A toy protocol stands in for Kafka: a frame is ``size`` (int32), ``b"ID"``,
an id (uint16, counting up) and any body.  Its judge says a frame can start
where ``ID`` follows a size and the id is after the last one seen.
"""

from __future__ import annotations

import re
import struct
from dataclasses import dataclass, field

from dissector.flags import Flag
from dissector.frames.framer import PREFIX, Framer, FrameState, PartialFrame, Resync
from dissector.stream.reassembly import Direction


@dataclass
class Toy:
    raw: bytes
    hole: int | None = None
    word: str | None = None
    length: int = 0
    notes: list = field(default_factory=list)
    expert: list = field(default_factory=list)
    flags: int = 0  # the framer sets dissector.flags.Flag bits beside its notes

    @property
    def ident(self) -> int | None:
        return struct.unpack_from(">H", self.raw, 6)[0] if len(self.raw) >= 8 else None


class ToyJudge:
    header_size = 8
    candidates = re.compile(rb"(?=[\x00-\x7f][\s\S]{3}ID)")

    @staticmethod
    def decode(side, raw, frame, ts, hole):
        return Toy(bytes(raw), hole, length=len(raw))

    @staticmethod
    def seen(side, m):
        side["last"] = m.ident

    def min_size(self, side):
        return 4

    def bad_size(self, side, frame, ts, word, size):
        return Toy(b"", word=word)

    def foreign(self, side, frame, ts, size):
        return None

    def header_only(self, side, buf, pos, n):
        return None

    def header_like(self, side, buf, i, n, size):
        if bytes(buf[i + 4 : i + 6]) != b"ID":
            return None
        c = struct.unpack_from(">H", buf, i + 6)[0]
        last = side.get("last")
        return c if last is None or c > last else None

    def expected(self, side, c):
        return True

    def body_ok(self, side, buf, i, end, c, cut=False):
        return True

    def next_ok(self, side, buf, nxt, c):
        return (
            bytes(buf[nxt + 4 : nxt + 6]) == b"ID" and struct.unpack_from(">H", buf, nxt + 6)[0] > c
        )

    def frame_id(self, side, buf, i):
        return struct.unpack_from(">H", buf, i + 6)[0]


def toy(ident: int, body: bytes = b"body") -> bytes:
    rest = b"ID" + struct.pack(">H", ident) + body
    return struct.pack(">i", len(rest)) + rest


def setup(synced: bool = True) -> tuple[Framer, FrameState, list]:
    framer = Framer(max_frame=1 << 20, hold_limit=1 << 20)
    d = Direction()
    d.next_seq = 0
    f = FrameState(d, ToyJudge(), {})
    f.synced = synced
    return framer, f, []


def feed(framer: Framer, f: FrameState, at: int, chunk: bytes, missing: int = 0) -> list:
    """Bytes at stream offset ``at`` (``missing``: bytes after them never captured)."""
    if f.tcp.add(at, chunk, missing, at + 1, at):
        return framer.pump(f)
    return []


def test_frames_split_and_joined_arbitrarily():
    framer, f, _ = setup()
    stream = toy(1, b"a" * 10) + toy(2) + toy(3, b"c" * 300)
    out = []
    for i in range(0, len(stream), 7):
        out += feed(framer, f, i, stream[i : i + 7])
    assert [m.ident for m in out] == [1, 2, 3]
    assert [m.raw for m in out] == [toy(1, b"a" * 10), toy(2), toy(3, b"c" * 300)]
    assert framer.messages == 3 and not f.tcp.data


def test_whole_frames_fast_path_keeps_the_rest():
    framer, f, _ = setup()
    payload = toy(1) + toy(2) + toy(3, b"x" * 20)[:10]
    out = framer.whole_frames(f, 0, payload, 1, 1)
    assert [m.ident for m in out] == [1, 2] and f.judge is not None
    assert bytes(f.tcp.data) == toy(3, b"x" * 20)[:10]  # the frame in progress is buffered
    out = feed(framer, f, len(payload), toy(3, b"x" * 20)[10:])
    assert [m.ident for m in out] == [3]


def test_a_hole_inside_a_frame_reports_it_partial_and_goes_on():
    framer, f, _ = setup()
    a, b, c = toy(1, b"a" * 8), toy(2, b"b" * 40), toy(3)
    out = feed(framer, f, 0, a + b[:20], missing=len(b) - 20)  # b's end never captured
    assert [m.ident for m in out] == [1, 2]
    cut = out[1]
    assert cut.hole == 20 and cut.length == len(b) and "truncated@20" in cut.expert
    assert f.synced  # the hole ended where b ended: c starts a frame
    out = feed(framer, f, len(a) + len(b), c)
    assert [m.ident for m in out] == [3]
    assert f.partial is None


def test_partial_frame_record_is_named():
    p = PartialFrame(start=10, size=100, prefix=b"abc", hole=None)
    p.hole = 50
    assert (p.start, p.size, p.prefix, p.hole) == (10, 100, b"abc", 50)
    assert PREFIX >= 128 << 10


def test_resync_after_garbage_notes_the_skipped_bytes():
    framer, f, _ = setup(synced=False)
    garbage = b"\xff\x00garbage!"
    out = feed(framer, f, 0, garbage + toy(5) + toy(6) + toy(7))
    assert [m.ident for m in out] == [5, 6, 7]
    assert out[0].notes == [f"resynchronised: {len(garbage)} bytes skipped before this frame"]
    assert out[0].flags == Flag.RESYNCHRONISED
    assert framer.skipped_bytes == len(garbage)


def test_resync_states():
    framer, f, _ = setup(synced=False)
    f.tcp.add(0, b"\xff\xff" + toy(5) + toy(6)[:3], 0, 1, 1)
    assert framer._resync(f, 0) == (Resync.WAIT, 2)  # toy 5 needs toy 6 to confirm it
    f.tcp.add(len(f.tcp.data), toy(6)[3:], 0, 2, 2)
    assert framer._resync(f, 0) == (Resync.FOUND, 2)
    framer2, g, _ = setup(synced=False)
    g.tcp.add(0, b"\xff" * 20, 0, 1, 1)
    state, _at = framer2._resync(g, 0)
    assert state is Resync.NONE


def test_a_size_no_frame_can_have_is_reported_then_resynced():
    for bad, word in ((-5, "bad_frame_size"), (2, "bad_frame_size"), (1 << 21, "frame_too_large")):
        framer, f, _ = setup()
        out = feed(framer, f, 0, toy(1) + struct.pack(">i", bad) + b"zz" + toy(2) + toy(3))
        assert [m.word or m.ident for m in out] == [1, word, 2, 3]


def test_end_of_stream_reports_the_frame_cut_short():
    framer, f, _ = setup()
    feed(framer, f, 0, toy(1, b"q" * 50)[:30])
    m = framer.end(f, "the end of the capture")
    assert m.ident == 1 and m.length == len(toy(1, b"q" * 50))
    assert "truncated@30" in m.expert and m.notes == ["frame cut by the end of the capture"]
