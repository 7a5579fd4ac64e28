"""What a read did not decode, counted by why.

Owns: :class:`Coverage`, the :class:`~dissector.pipeline.dissector.Dissector`'s count of
every packet that gave no Kafka message, by cause (the causes and their words are
:data:`dissector.capture.tunnels.CAUSES`): TCP not on a Kafka port, not IP, UDP that is
no tunnel (by port), UDP that looks like VXLAN on a port not given, IP neither TCP nor
UDP, an unknown encapsulation or link type, an incomplete fragment set, a packet cut
before its TCP header; and the one-line texts ``read`` and ``analyze`` print from it
(:meth:`Coverage.line`, :meth:`Coverage.no_messages`).

Must not import: the CLI, pandas, or the stages after capture reading.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Any

from ..capture.fragments import Fragments
from ..capture.links import network_layer
from ..capture.tunnels import CAUSES, Decapsulator, cause

__all__ = ["MATTERS", "Coverage"]

#: The causes that may hide Kafka: a coverage line is said when any packet has one.
MATTERS = frozenset(
    ("vxlan_unlisted", "unknown_encapsulation", "unknown_link", "fragment_incomplete", "cut")
)


def _ports(counter: Counter, most: int = 3) -> str:
    top = counter.most_common(most)
    text = ", ".join(f"{p}: {n}" for p, n in top)
    if len(counter) > most:
        text += ", ..."
    return f"port{'s' if len(counter) > 1 else ''} {text}"


class Coverage:
    """The packets a dissector read without decoding, by cause.

    ``counts``: cause (a key of :data:`~dissector.capture.tunnels.CAUSES`) -> packets;
    ``udp_ports``: UDP port (the lower of the two) -> packets of UDP that is no
    tunnel; ``vxlan_ports``: destination port -> packets that look like VXLAN on a
    port not read as VXLAN; ``not_kafka``: TCP packets of connections not taken as
    Kafka (counted by the dissector).  Fragments (IPv4 and IPv6, outer or inside a
    tunnel) are counted once the capture ends (:meth:`end`): those of the sets that
    never completed, as many as the dissector's fragment warning says.
    """

    def __init__(self, tunnels: Decapsulator) -> None:
        self.tunnels = tunnels
        self.counts: Counter = Counter()
        self.udp_ports: Counter = Counter()
        self.vxlan_ports: Counter = Counter()
        self.not_kafka = 0
        self._unjudged = 0
        self._held = 0

    def packet(self, linktype: int, data: bytes) -> None:
        """Count one packet record that gave no TCP segment, under its cause."""
        what, port = cause(linktype, data, network_layer, self.tunnels)
        if what == "fragment":
            return  # held for reassembly: counted at the end if its set never completes
        self.counts[what] += 1
        if port is not None:
            (self.vxlan_ports if what == "vxlan_unlisted" else self.udp_ports)[port] += 1

    def end(self, frags: Fragments, probing: Iterable[Any]) -> None:
        """The capture is over: count the fragments of the sets that never made a datagram
        (``frags``: the dissector's :class:`~dissector.capture.fragments.Fragments`; its
        :meth:`~dissector.capture.fragments.Fragments.incomplete`, the figure of its
        warning too) and the segments of connections never judged (``probing``: flows)."""
        self._held = frags.incomplete().fragments
        self._unjudged = sum(
            len(f.probe.segments) for f in probing if getattr(f, "probe", None) is not None
        )

    def by_cause(self) -> dict[str, int]:
        """Packets not decoded, by cause, in :data:`CAUSES` order (causes with none left out)."""
        counts = dict(self.counts)
        counts["not_kafka_port"] = self.not_kafka + self._unjudged
        counts["fragment_incomplete"] = counts.get("fragment_incomplete", 0) + self._held
        return {k: counts[k] for k in CAUSES if counts.get(k)}

    @property
    def total(self) -> int:
        """Packets not decoded."""
        return sum(self.by_cause().values())

    def matters(self) -> bool:
        """Whether a packet may hide Kafka (a cause of :data:`MATTERS`)."""
        return self._held > 0 or any(self.counts.get(k) for k in MATTERS)

    def text(self) -> str:
        """``12 TCP not on a Kafka port, 300 UDP that is no tunnel (port 53: 300), ...``"""
        parts = []
        for k, n in self.by_cause().items():
            part = f"{n} {CAUSES[k]}"
            if k == "udp_no_tunnel" and self.udp_ports:
                part += f" ({_ports(self.udp_ports)})"
            elif k == "vxlan_unlisted":
                part += f" ({_ports(self.vxlan_ports)})"
            parts.append(part)
        return ", ".join(parts)

    def hint(self) -> str:
        """What to try: ``--vxlan-port N`` for VXLAN on another port, else ``""``."""
        if self.vxlan_ports:
            port = self.vxlan_ports.most_common(1)[0][0]
            return f"try --vxlan-port {port}"
        return ""

    def line(self) -> str | None:
        """The one coverage line ``read`` and ``analyze`` print, None when nothing that
        was not decoded may hide Kafka (other TCP, ARP, DNS: nothing to say)."""
        if not self.matters():
            return None
        hint = self.hint()
        return f"coverage: {self.total} packets not decoded: {self.text()}" + (
            f"; {hint}" if hint else ""
        )

    def no_messages(self, ports: Iterable[int], tcp_on_ports: bool) -> str | None:
        """Why a capture gave no Kafka message, when it is not "TCP on ``ports`` that is
        not Kafka" (``tcp_on_ports``: the dissector saw TCP on them): what the packets
        were instead, with a hint; None when that message is the right one."""
        if tcp_on_ports or not self.total:
            return None
        listed = ", ".join(map(str, ports))
        hint = self.hint() or "try --port with the broker's port"
        return f"no TCP on port(s) {listed}: the capture holds {self.text()}; {hint}"
