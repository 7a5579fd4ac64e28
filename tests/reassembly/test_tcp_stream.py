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


# ---------------------------------------------------------------- reorder (issue 31.7)


def _knotted(n: int) -> list[tuple]:
    """``n`` segments each way whose ACKs all claim the peer's last byte (no order fits)."""
    from dissector.capture.files import ACK

    out = []
    for i in range(n):
        for side, base, peer in ((True, 1000, 5000), (False, 5000, 1000)):
            seq = base + 10 * (n - 1 - i)  # each side's segments captured last-first
            ack = peer + 10 * n
            out.append((side, (2 * i + side, 0, b"", 0, b"", 0, seq, ACK, b"x" * 10, 0, ack)))
    return out


def test_replay_order_work_is_linear_when_acks_knot():
    """Waiting.order on segments whose ACKs contradict each other: every segment comes out
    once, and the work grows about linearly (4x the segments, at most 5x the calls)."""
    from dissector.stream.reorder import Waiting

    from helpers import work

    def order(n):
        w = Waiting({True: 1000, False: 5000}, {True: {}, False: {}}, 0)
        for side, seg in _knotted(n):
            w.add(side, seg)
        got = work(w.order, {True: 1000, False: 5000})
        assert sorted(s[0] for s in got.result) == list(range(2 * n))
        return got.calls

    small, big = order(100), order(400)
    assert big <= 5 * small, (small, big)


def test_replay_order_puts_a_late_request_before_its_answer():
    """The issue's case: the client's request captured after the server's answer to it
    (whose ACK covers the request) and after the client's next request: replayed as sent."""
    from dissector.capture.files import ACK
    from dissector.stream.reorder import Waiting

    req1 = (3, 0, b"c", 1, b"s", 9092, 101, ACK, b"a" * 20, 0, 501)
    req2 = (1, 0, b"c", 1, b"s", 9092, 121, ACK, b"b" * 20, 0, 531)
    ans1 = (2, 0, b"s", 9092, b"c", 1, 501, ACK, b"r" * 30, 0, 121)
    w = Waiting({True: 101, False: 501}, {True: {}, False: {}}, 0)
    for side, seg in ((True, req2), (False, ans1), (True, req1)):
        w.add(side, seg)
    assert w.paid()
    assert [s[0] for s in w.order({True: 101, False: 501})] == [3, 2, 1]
