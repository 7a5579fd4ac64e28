"""TCP reassembly on its own: arbitrary bytes, no Kafka, no capture file.

:class:`dissector.stream.reassembly.Direction` puts segments in sequence order,
trims retransmissions, turns bytes never captured into a hole, and says
which capture frame delivered which bytes.
"""

from __future__ import annotations

from dissector.stream.reassembly import Direction

ISN = 0xFFFFFFF0  # near the wrap, so sequence arithmetic modulo 2**32 is exercised


def stream() -> Direction:
    d = Direction()
    assert d.syn(ISN)
    return d


def seq(offset: int) -> int:
    return (ISN + 1 + offset) % (1 << 32)


def test_in_order_bytes_and_frame_marks():
    d = stream()
    assert d.add(seq(0), b"hello ", 0, 1, 10)
    assert d.add(seq(6), b"world", 0, 2, 20)
    assert bytes(d.data) == b"hello world"
    assert d.frame_at(3) == (1, 10) and d.frame_at(11) == (2, 20)
    d.consume(6)
    assert bytes(d.data) == b"world" and d.base == 6
    assert list(d.starts) == [6]  # where each still-held segment began


def test_out_of_order_segments_wait_for_the_gap():
    d = stream()
    assert not d.add(seq(4), b"4567", 0, 2, 20)  # ahead: held
    assert d.pending and not d.data
    assert d.add(seq(0), b"0123", 0, 3, 30)
    assert bytes(d.data) == b"01234567" and not d.pending
    assert d.frame_at(4) == (3, 30) and d.frame_at(8) == (2, 20)  # who delivered which bytes


def test_retransmission_and_overlap_are_trimmed():
    d = stream()
    d.add(seq(0), b"abcdef", 0, 1, 10)
    assert not d.add(seq(0), b"abc", 0, 2, 20)  # nothing new
    assert d.add(seq(3), b"defghi", 0, 3, 30)  # overlaps: only "ghi" is new
    assert bytes(d.data) == b"abcdefghi"


def test_snap_length_makes_a_hole_and_cut_goes_past_it():
    d = stream()
    d.add(seq(0), b"abcd", 6, 1, 10)  # 6 bytes on the wire, not captured
    assert d.hole == (4, 10) and d.lost_bytes == 6 and d.end == 10
    assert not d.add(seq(10), b"xyz", 0, 2, 20)  # held behind the hole
    d.cut(10)
    assert d.resume() and bytes(d.data) == b"xyz" and d.base == 10


def test_an_ack_past_missing_bytes_proves_them_lost():
    d = stream()
    d.add(seq(0), b"ab", 0, 1, 10)
    d.add(seq(5), b"fg", 0, 3, 30)  # bytes 2..4 never captured
    assert d.acked(seq(7), 4, 40)  # the peer got them all
    assert d.hole == (2, 5) and d.lost_bytes == 3
    d.cut(5)
    d.resume()
    assert bytes(d.data) == b"fg"


def test_drop_to_counts_bytes_without_storing_them():
    d = stream()
    d.drop_to = 100  # the reader needs nothing before offset 100
    d.add(seq(0), b"x" * 60, 0, 1, 10)
    d.add(seq(60), b"y" * 50, 0, 2, 20)
    assert d.base == 100 and bytes(d.data) == b"y" * 10


def test_fin_completes_the_stream():
    d = stream()
    d.add(seq(0), b"bye", 0, 1, 10)
    d.fin, d.fin_seq = True, seq(3)
    assert d.complete()
