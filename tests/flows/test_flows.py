"""The connection table on its own: streams, roles, reuse of a four-tuple, idle connections."""

from __future__ import annotations

from dissector.capture.files import ACK, FIN, SYN
from dissector.pipeline.dissector import Dissector
from dissector.stream.flows import IDLE_NS, Connection, FlowTable

C = b"\x0a\x00\x00\x01"
S = b"\x0a\x00\x00\x02"


def test_streams_are_numbered_in_order_of_appearance_both_ways_one_stream():
    t = FlowTable([9092])
    a = t.new_flow((C, 50000, S, 9092), SYN)
    assert a.stream == 0 and a.to_server and isinstance(a.conn, Connection)
    assert t.flows[(S, 9092, C, 50000)].conn is a.conn  # the reverse direction: same connection
    assert not t.flows[(S, 9092, C, 50000)].to_server
    b = t.new_flow((C, 50001, S, 9092), ACK)
    other = t.new_flow((C, 1234, S, 80), ACK)  # no Kafka port: numbered, not decoded
    assert (b.stream, other.stream) == (1, 2) and other.conn is None
    assert set(t.conns) == {0, 1}


def test_roles_from_the_syn_then_from_the_ports():
    t = FlowTable([9092])
    syn_ack = t.new_flow((S, 9092, C, 50000), SYN | ACK)  # first seen: the broker's SYN-ACK
    assert syn_ack.conn.client == (C, 50000) and not syn_ack.to_server
    mid = t.new_flow((S, 9093, C, 40000), ACK)  # mid-connection, neither port listed
    assert mid.conn is None
    by_port = t.new_flow((S, 9092, C, 50001), ACK)
    assert by_port.conn.server == (S, 9092) and by_port.conn.client_s == ("10.0.0.1", 50001)
    both = FlowTable([9092, 9093]).new_flow((C, 9093, S, 9092), ACK)
    assert both.conn.server == (S, 9092)  # both ports listed: the lower port is the server


def test_idle_connections_are_found_and_closed_entries_retire():
    t = FlowTable([9092])
    f = t.new_flow((C, 50000, S, 9092), SYN, ts=0)
    f.conn.last_ts = 0
    assert t.sweep(IDLE_NS - 1) == []
    assert t.sweep(IDLE_NS + 1) == [f.conn]
    t.forget(f.conn, IDLE_NS + 1)
    assert not t.conns and (C, 50000, S, 9092) in t.flows  # late packets still find it
    t.expire(IDLE_NS + 1 + 200 * 10**9)
    assert (C, 50000, S, 9092) not in t.flows


def test_a_new_connection_on_the_same_four_tuple_gets_a_new_stream():
    dis = Dissector([9092])
    key = (C, 50000, S, 9092)
    dis.feed_segment(1, 1, *key, 100, SYN, b"", 0)
    dis.feed_segment(2, 2, S, 9092, C, 50000, 500, SYN | ACK, b"", 0, 101)
    dis.feed_segment(3, 3, *key, 101, FIN | ACK, b"", 0, 501)
    dis.feed_segment(4, 4, S, 9092, C, 50000, 501, FIN | ACK, b"", 0, 102)
    assert dis.flows[key].conn.closed
    dis.feed_segment(5, 5, *key, 9000, SYN, b"", 0)  # the port reused
    assert dis.flows[key].stream == 1 and not dis.flows[key].conn.closed
    assert dis.flow_table.stream_count == 2
