"""Connections on ports not given as Kafka: judged by their first segments, adopted or let go.

Owns: :func:`judge` and :func:`adopt`, the
:class:`~dissector.pipeline.dissector.Dissector`'s handling of a connection that
detection (``detect``) is judging: its segments are buffered in a
:class:`~dissector.frames.detection.Probe` until a verdict.  Kafka: the port becomes a
Kafka port (``detected_ports``), the buffered segments are decoded as they came, and
every other connection still being judged on that port is adopted too (those that
started before the capture and would not prove it themselves).  Not Kafka: its packets
are counted in the coverage, a TLS ClientHello is remembered (``tls_elsewhere``), and a
FIN or RST retires its flow.

Must not import: pandas, the CLI, or :mod:`.dissector` (whose ``Dissector`` calls these: the
``d`` they take is one, typed ``Any`` to keep the import one-way).
"""

from __future__ import annotations

from typing import Any

from ..capture.files import FIN, RST
from ..decode.message import Message
from ..frames.detection import Probe

__all__ = ["adopt", "judge"]


def judge(d: Any, flow, seg: tuple) -> list[Message]:
    """A segment ``seg`` (the arguments of :meth:`.Dissector.feed_segment`) of ``flow``, a
    connection the :class:`~.dissector.Dissector` ``d`` is judging: buffered; the messages
    decoded once the verdict is Kafka (of this connection and of the others adopted with
    it), else none."""
    probe = flow.probe
    probe.add(seg)
    verdict = probe.verdict(d.rules, d.max_frame)
    if verdict is None:
        return []
    table = d.flow_table
    table.judged(flow)
    if not verdict:
        d.coverage.not_kafka += len(probe.segments)
        if probe.tls_hello():
            d.tls_elsewhere.setdefault(probe.server[1], set()).add(
                (probe.client[0], probe.server[0], flow.stream)
            )
        if seg[7] & (FIN | RST):
            table.retire(flow.stream, (seg[2], seg[3], seg[4], seg[5]), seg[1])
        return []
    server_port = probe.server[1]
    if server_port not in d.ports and server_port not in d.detected_ports:
        d.detected_ports.append(server_port)
    out = adopt(d, flow.stream, probe, probe.client, probe.server)
    for other in list(table.probing.values()):
        p = other.probe
        _f, _t, src, sport, dst, dport = p.segments[0][:6]
        if (sport == server_port) == (dport == server_port):
            continue
        a, b = (src, sport), (dst, dport)
        ends = (b, a) if sport == server_port else (a, b)
        table.judged(other)
        out += adopt(d, other.stream, p, *ends)
    return out


def adopt(d: Any, stream: int, probe: Probe, client: tuple, server: tuple) -> list[Message]:
    """The connection ``probe`` buffered (tcp_stream ``stream``, ``client`` and ``server``
    (address, port)) is Kafka: ``d`` decodes its segments as they came; returns the
    messages they completed (its packets are counted once)."""
    conn = d.flow_table.adopt(stream, client, server)
    conn.syn_seq = probe.syn_seq
    d.tcp_packets -= len(probe.segments)  # counted once already
    out: list[Message] = []
    for s in probe.segments:
        res = d.feed_segment(*s)
        if res:
            out += res
    return out
