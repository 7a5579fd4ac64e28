"""What a dissector carries at one point of a capture, for a reader that takes up after it
(a capture set's partition: :mod:`dissector.parallel.part`, the seams between its files).

Owns: :class:`ConnectionState` (an open Kafka connection's state), :class:`Snapshot`
(every flow, the open connections, the topic names learnt) and :func:`snapshot_of`
(:meth:`dissector.pipeline.dissector.Dissector.snapshot`).

Must not import: the CLI, the parallel package, pandas.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from ..decode.message import Message

__all__ = ["ConnectionState", "Snapshot", "snapshot_of"]


class ConnectionState(NamedTuple):
    """What an open Kafka connection carries at one point of the capture
    (:meth:`Dissector.snapshot`): ``client``/``server`` ``(address, port)``, its
    ``tcp_stream``, the requests ``waiting`` for a response (expecting one), whether each
    direction holds bytes of a frame not yet whole (``held``: to the client, to the
    server) and knows where frames start (``synced``: same order), and the protocol's
    own state: raw SASL tokens after SaslHandshake v0 (``sasl_raw``), TLS without a key
    (``encrypted``); whether its next bytes wait at a gap (``gap``: bytes its peer
    acknowledged that the capture has not shown yet, or bytes never captured not yet
    declared lost: the segments after them held, :mod:`dissector.stream.reorder`)."""

    client: tuple
    server: tuple
    tcp_stream: int
    waiting: tuple[Message, ...]
    held: tuple[bool, bool]
    synced: tuple[bool, bool]
    sasl_raw: bool
    encrypted: bool
    gap: bool = False


class Snapshot(NamedTuple):
    """The dissector's state at one point (:meth:`Dissector.snapshot`): every flow key
    ``(src, sport, dst, dport)`` with its tcp_stream, the open Kafka connections, and the
    topic names learnt by topic id (``{topic_id: (name, frame)}``)."""

    flows: dict[tuple, int]
    connections: list[ConnectionState]
    topic_names: dict[str, tuple[str, int]]


def snapshot_of(d) -> Snapshot:
    """:meth:`~dissector.pipeline.dissector.Dissector.snapshot` of the dissector ``d`` (its
    flow table, connections and decoder read; this module does not import the dissector's)."""
    table = d.flow_table
    conns = []
    for conn in table.conns.values():
        conv = conn.conv
        if conn.closed or conv is None:
            continue
        sf, cf = conn.server_frames, conn.client_frames
        conns.append(
            ConnectionState(
                conn.client,
                conn.server,
                conn.stream,
                tuple(m for m in conv.in_flight.values() if m.expects_response),
                (not sf.idle(), not cf.idle()),
                (sf.synced, cf.synced),
                conv.sasl_raw,
                conv.encrypted,
                conn.waiting is not None or _at_gap(sf.tcp) or _at_gap(cf.tcp),
            )
        )
    flows = {key: flow.stream for key, flow in table.flows.items()}
    return Snapshot(flows, conns, dict(d.decoder.topic_ids.names))


def _at_gap(d) -> bool:
    """Whether the direction ``d`` (:class:`~dissector.stream.reassembly.Direction`) holds
    segments after bytes it never saw (held until the gap is declared lost)."""
    return bool(d.pending) or d.hole is not None
