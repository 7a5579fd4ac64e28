"""Tunnels opened in the capture stage: what a mirror session or an overlay wraps.

Owns: finding the packet a tunnel carries, given the outer packet's UDP or GRE
payload (or an MPLS label stack after a link header), and what the capture
stage remembers of it (:class:`Decapsulator`):

- VXLAN (RFC 7348) on UDP 4789 and any port given (``--vxlan-port``): AWS VPC
  Traffic Mirroring, Azure virtual TAP;
- GENEVE (RFC 8926) on UDP 6081, its options stepped over: Open vSwitch, AWS GWLB;
- GRE (RFC 2784/2890) with or without checksum, key and sequence number,
  carrying IPv4, IPv6, Ethernet (transparent Ethernet bridging, 0x6558,
  "GRE-TAP") or MPLS;
- ERSPAN over GRE: type I (0x88BE, no sequence number, no header), type II
  (0x88BE with a sequence number, 8-byte header) and type III (0x22EB, 12-byte
  header, its optional 8-byte platform sub-header), carrying Ethernet (or IP:
  ERSPAN III frame type 2);
- MPLS label stacks (ethertype 0x8847/0x8848 or GRE protocol 0x8847) carrying
  IPv4, IPv6 or Ethernet after a pseudowire control word.

Tunnels nest (VLAN inside VXLAN, VXLAN over IPv6, GRE inside VXLAN) up to
:data:`MAX_DEPTH` tunnels; a packet nested deeper is not opened (counted as
an unknown encapsulation).  :mod:`dissector.capture.files` calls
:meth:`Decapsulator.inside` where a packet is UDP, GRE or MPLS, which opens the
tunnel (:meth:`Decapsulator.open`) and parses the inner packet with the same code as
an outer one (so an inner fragment goes through the same fragment reassembly;
:func:`~dissector.capture.files.packet_identity` likewise gives the inner IP
packet's).  :func:`cause` names why a packet gave no TCP segment, for the coverage
counts.

Facts: header layouts from RFC 7348 (VXLAN: flags with I = 0x08, 24-bit VNI),
RFC 8926 (GENEVE: version 0, option length in 4-byte words, protocol type),
RFC 2784/2890 (GRE: C 0x8000, K 0x2000, S 0x1000, version 0),
draft-foschiano-erspan (ERSPAN II version 1, III version 2, 10-bit session
id, III's frame type and O bit), RFC 3032 (MPLS: 20-bit label, S bit),
RFC 4385 (pseudowire control word: first nibble 0); Wireshark's dissectors
name them so (``vxlan.vni``, ``gre.key``, ``erspan.spanid``, ``mpls.label``).

Must not import: :mod:`dissector.capture.files` (it imports this module; the link
headers are :mod:`dissector.capture.links`),
reassembly, flows, the framer, decoding, matching, pandas or the CLI.
"""

from __future__ import annotations

import struct
from collections.abc import Callable, Iterable
from ipaddress import IPv6Address
from typing import TYPE_CHECKING, NamedTuple

from .links import LINKTYPES, network_layer

if TYPE_CHECKING:
    from .fragments import Fragments

__all__ = [
    "CAUSES",
    "GENEVE_PORT",
    "MAX_DEPTH",
    "PLAIN",
    "TUNNEL_PROTOS",
    "VXLAN_PORT",
    "Decapsulator",
    "Hop",
    "cause",
    "describe",
]

#: IANA's VXLAN port (RFC 7348); others are given with ``--vxlan-port``.
VXLAN_PORT = 4789
#: IANA's GENEVE port (RFC 8926).
GENEVE_PORT = 6081
#: Most tunnels opened inside one another in one packet.
MAX_DEPTH = 4
#: IP protocol numbers that may carry a tunnel: UDP (VXLAN, GENEVE) and GRE.
TUNNEL_PROTOS = frozenset((17, 47))
#: Most MPLS labels read in one stack.
MAX_LABELS = 16
#: Most flows whose tunnel is remembered (for the ``tunnel`` column).
MAX_FLOWS = 1 << 20

#: The coverage causes, in the order they are told, with their words.
CAUSES = {
    "not_kafka_port": "TCP not on a Kafka port",
    "not_ip": "not IP",
    "udp_no_tunnel": "UDP that is no tunnel",
    "vxlan_unlisted": "UDP like VXLAN on a port not read as VXLAN",
    "ip_other": "IP that is neither TCP nor UDP",
    "unknown_encapsulation": "in an unknown encapsulation",
    "unknown_link": "of an unknown link type",
    "fragment_incomplete": "in an incomplete fragment set",
    "cut": "cut before their TCP header",
}

_ETHERNET = 1  # LINKTYPE_ETHERNET
_RAW_IP = 101  # LINKTYPE_RAW: IPv4 or IPv6, told by the version nibble
_U16 = struct.Struct(">H").unpack_from
_U32 = struct.Struct(">I").unpack_from
_HH = struct.Struct(">HH").unpack_from
_GRE_C, _GRE_R, _GRE_K, _GRE_S = 0x8000, 0x4000, 0x2000, 0x1000
_TEB = 0x6558
_ERSPAN_2 = 0x88BE  # types I and II
_ERSPAN_3 = 0x22EB
_MPLS = (0x8847, 0x8848)
_IP_TYPES = (0x0800, 0x86DD)


class Hop(NamedTuple):
    """One tunnel a packet came through: ``kind`` (``vxlan``, ``geneve``, ``gre``,
    ``gretap``, ``erspan1``, ``erspan2``, ``erspan3``, ``mpls``), ``ident`` (VXLAN or GENEVE
    VNI, GRE key, ERSPAN session id, top MPLS label; None when the header has none)
    and the outer IP addresses as raw bytes (4 or 16; empty for MPLS on a link)."""

    kind: str
    ident: int | None
    src: bytes
    dst: bytes


def _addr(raw: bytes) -> str:
    if len(raw) == 4:
        return f"{raw[0]}.{raw[1]}.{raw[2]}.{raw[3]}"
    return str(IPv6Address(bytes(raw))) if raw else ""


_IDENT_NAMES = {"vxlan": "vni", "geneve": "vni", "gre": "key", "gretap": "key", "mpls": "label"}


def describe(hops: Iterable[Hop]) -> str:
    """The ``tunnel`` column's text: each tunnel, outermost first, joined by `` / ``, as
    ``KIND ID=N OUTER_SRC>OUTER_DST`` (``vxlan vni=100 10.0.0.1>10.0.0.2``,
    ``erspan2 session=7 ...``, ``mpls label=16``)."""
    out = []
    for h in hops:
        text = h.kind
        if h.ident is not None:
            text += f" {_IDENT_NAMES.get(h.kind, 'session')}={h.ident}"
        if h.src:
            text += f" {_addr(h.src)}>{_addr(h.dst)}"
        out.append(text)
    return " / ".join(out)


class Decapsulator:
    """Opens tunnels for :mod:`dissector.capture.files` and remembers what they carried.

    ``vxlan_ports``: UDP ports read as VXLAN (either end; default 4789);
    ``geneve_ports``: likewise GENEVE (default 6081); ``max_depth``: tunnels
    opened inside one another (default :data:`MAX_DEPTH`).  ``record``: keep,
    for each inner TCP flow ``(src, sport, dst, dport)`` (raw addresses), the
    tunnels its first packet came through (``flows``, at most
    :data:`MAX_FLOWS`); :meth:`text` gives the ``tunnel`` column.  ``too_deep``
    counts the packets nested deeper than ``max_depth``.  One instance serves one
    reader at a time (:meth:`inside` keeps the nesting of the packet being parsed).
    """

    __slots__ = (
        "vxlan_ports",
        "geneve_ports",
        "max_depth",
        "depth",
        "hops",
        "flows",
        "too_deep",
        "_texts",
    )

    def __init__(
        self,
        vxlan_ports: Iterable[int] = (VXLAN_PORT,),
        geneve_ports: Iterable[int] = (GENEVE_PORT,),
        max_depth: int = MAX_DEPTH,
        record: bool = True,
    ) -> None:
        self.vxlan_ports = frozenset(vxlan_ports)
        self.geneve_ports = frozenset(geneve_ports)
        self.max_depth = max_depth
        self.depth = 0
        self.hops: list[tuple] = []
        self.flows: dict[tuple, tuple[Hop, ...]] | None = {} if record else None
        self.too_deep = 0
        self._texts: dict[tuple[Hop, ...], str] = {}

    # ------------------------------------------------------------ headers

    def open(
        self, proto: int, d: bytes, off: int, end: int
    ) -> tuple[int, int, str, int | None] | None:
        """The packet inside: ``(linktype, offset in d, kind, ident)``, or None.

        ``proto``: the IP protocol of the payload at ``d[off:end]`` (17 UDP, 47
        GRE), or an MPLS ethertype (0x8847, 0x8848) for a label stack after a link
        header.  None when it is no tunnel this reader knows (or is cut short).
        """
        if proto == 17:
            return self._udp(d, off, end)
        if proto == 47:
            return self._gre(d, off, end)
        if proto in _MPLS:
            return _mpls(d, off, end)
        return None

    def _udp(self, d: bytes, off: int, end: int):
        if len(d) < off + 16 or end < off + 16:
            return None
        sport, dport = _HH(d, off)
        o = off + 8
        vx = self.vxlan_ports
        if dport in vx or sport in vx:
            if not d[o] & 0x08:  # the I flag: a VNI is present (RFC 7348)
                return None
            return _ETHERNET, o + 8, "vxlan", _U32(d, o + 4)[0] >> 8
        gn = self.geneve_ports
        if dport in gn or sport in gn:
            if d[o] >> 6:  # version 0 only
                return None
            start = o + 8 + (d[o] & 0x3F) * 4
            ptype = _U16(d, o + 2)[0]
            vni = int.from_bytes(d[o + 4 : o + 7], "big")
            if ptype == _TEB:
                return _ETHERNET, start, "geneve", vni
            if ptype in _IP_TYPES:
                return _RAW_IP, start, "geneve", vni
        return None

    def _gre(self, d: bytes, off: int, end: int):
        n = min(end, len(d))
        if n < off + 4:
            return None
        flags = _U16(d, off)[0]
        ptype = _U16(d, off + 2)[0]
        if flags & 0x7 or flags & _GRE_R:  # version 1 (PPTP) or source routing: not opened
            return None
        pos = off + 4
        if flags & _GRE_C:
            pos += 4
        key = None
        if flags & _GRE_K:
            if n < pos + 4:
                return None
            key = _U32(d, pos)[0]
            pos += 4
        if flags & _GRE_S:
            pos += 4
        if ptype in _IP_TYPES:
            return _RAW_IP, pos, "gre", key
        if ptype == _TEB:
            return _ETHERNET, pos, "gretap", key
        if ptype == _ERSPAN_2:
            if not flags & _GRE_S:  # type I: no sequence number, no ERSPAN header
                return _ETHERNET, pos, "erspan1", None
            if n < pos + 8 or d[pos] >> 4 != 1:
                return None
            return _ETHERNET, pos + 8, "erspan2", _U16(d, pos + 2)[0] & 0x3FF
        if ptype == _ERSPAN_3:
            if n < pos + 12 or d[pos] >> 4 != 2:
                return None
            session = _U16(d, pos + 2)[0] & 0x3FF
            frame_type = (d[pos + 10] >> 2) & 0x1F
            start = pos + 12 + (8 if d[pos + 11] & 0x01 else 0)
            if frame_type == 0:
                return _ETHERNET, start, "erspan3", session
            if frame_type == 2:
                return _RAW_IP, start, "erspan3", session
            return None
        if ptype in _MPLS:
            return _mpls(d, pos, end)
        return None

    # ------------------------------------------------------------ nesting

    def inside(
        self,
        parse: Callable,
        proto: int,
        d: bytes,
        off: int,
        end: int,
        frame: int,
        ts_ns: int,
        wirelen: int,
        frags: Fragments | None,
        src: bytes,
        dst: bytes,
    ):
        """The TCP segment inside a tunnel, or None: the tunnel at ``d[off:end]`` opened
        (:meth:`open`), the packet inside parsed by ``parse`` (``segment_fields``, with
        this decapsulator: tunnels nest) as a record of the outer one's ``frame`` and
        time; ``src``/``dst``: the outer IP addresses.  At the outermost tunnel, the inner
        flow's tunnels are recorded (``flows``).  None (counted in ``too_deep``) past
        ``max_depth`` tunnels.  One call per tunnelled packet: the per-packet path."""
        if proto == 17:
            inner = self._udp(d, off, end)
        elif proto == 47:
            inner = self._gre(d, off, end)
        else:
            inner = _mpls(d, off, end) if proto in _MPLS else None
        if inner is None:
            return None
        depth = self.depth
        if depth >= self.max_depth:
            self.too_deep += 1
            return None
        lt, start, kind, ident = inner
        hops = self.hops
        hops.append((kind, ident, src, dst))
        self.depth = depth + 1
        try:
            seg = parse(frame, ts_ns, lt, d[start:end], max(wirelen, end) - start, frags, self)
        finally:
            self.depth = depth
        if depth:
            return seg
        flows = self.flows
        if seg is not None and flows is not None:
            key = seg[:4]
            if key not in flows and len(flows) < MAX_FLOWS:
                flows[key] = tuple(map(Hop._make, hops))
        hops.clear()
        return seg

    def teller(self, client: tuple, server: tuple) -> Callable[[bool], str | None] | None:
        """What gives the ``tunnel`` column of a connection's messages by direction
        (``tunnel(to_server)``, see :meth:`text`); None while no tunnel was opened."""
        if not self.flows:
            return None
        texts: dict[bool, str | None] = {}
        text = self.text

        def tell(to_server: bool) -> str | None:
            t = texts.get(to_server)
            if t is None:
                t = texts[to_server] = text(client, server, to_server)
            return t

        return tell

    def text(self, client: tuple, server: tuple, to_server: bool) -> str | None:
        """The ``tunnel`` column of one direction of a connection (``client``,
        ``server``: ``(raw address, port)``): the tunnels its first packet came
        through (the other direction's when this one had none), None when untunnelled."""
        flows = self.flows
        if not flows:
            return None
        a, b = (client, server) if to_server else (server, client)
        hops = flows.get((a[0], a[1], b[0], b[1])) or flows.get((b[0], b[1], a[0], a[1]))
        if hops is None:
            return None
        t = self._texts.get(hops)
        if t is None:
            t = self._texts[hops] = describe(hops)
        return t


#: Tunnels opened with the default ports, nothing remembered: for callers without their own.
PLAIN = Decapsulator(record=False)


def _mpls(d: bytes, off: int, end: int):
    """Past an MPLS label stack: IPv4 or IPv6 (told by the first nibble), or Ethernet
    after a pseudowire control word (first nibble 0, RFC 4385)."""
    n = min(end, len(d))
    top = None
    for _ in range(MAX_LABELS):
        if n < off + 4:
            return None
        word = _U32(d, off)[0]
        if top is None:
            top = word >> 12
        off += 4
        if word & 0x100:  # bottom of stack
            break
    else:
        return None
    if n <= off:
        return None
    nibble = d[off] >> 4
    if nibble in (4, 6):
        return _RAW_IP, off, "mpls", top
    if nibble == 0:
        return _ETHERNET, off + 4, "mpls", top
    return None


# ---------------------------------------------------------------- coverage


def cause(
    linktype: int,
    d: bytes,
    l3: Callable[[int, bytes], tuple[int, int] | None] = network_layer,
    tunnels: Decapsulator = PLAIN,
    depth: int = 0,
) -> tuple[str, int | None]:
    """Why a packet gave no TCP segment: ``(cause, port)``, the cause a key of
    :data:`CAUSES` or ``fragment`` (an IPv4 fragment of TCP, UDP or GRE, or an IPv6
    fragment, held for reassembly by :class:`~dissector.capture.fragments.Fragments`:
    the caller counts the fragments of the sets that never complete at the end) and,
    for UDP that is no tunnel, its lower port (UDP like VXLAN: its destination port).
    ``l3``: the link-header reader (:func:`dissector.capture.links.network_layer`); a
    link type outside :data:`~dissector.capture.links.LINKTYPES` is ``unknown_link``
    (the link types the reader warns of, naming the file).
    Slow (re-reads the headers): for the packets that gave nothing only."""
    found = l3(linktype, d)
    if found is None:
        return ("cut" if linktype in LINKTYPES else "unknown_link"), None
    et, off = found
    if et in _MPLS:
        return _inner_cause(tunnels.open(et, d, off, len(d)), d, l3, tunnels, depth)
    if et == 0x0800:
        if len(d) < off + 20:
            return "cut", None
        ihl = (d[off] & 0x0F) * 4
        proto = d[off + 9]
        if _U16(d, off + 6)[0] & 0x3FFF:
            return ("fragment" if proto == 6 or proto in TUNNEL_PROTOS else "ip_other"), None
        total = _U16(d, off + 2)[0]
        end = off + total if total >= ihl else len(d)
        off += ihl
    elif et == 0x86DD:
        if len(d) < off + 40:
            return "cut", None
        proto = d[off + 6]
        end = off + 40 + _U16(d, off + 4)[0]
        off += 40
        while proto in (0, 43, 60) and len(d) >= off + 2:
            proto, off = d[off], off + (d[off + 1] + 1) * 8
        if proto == 44:  # held for reassembly, like an IPv4 fragment
            return "fragment", None
    else:
        return "not_ip", None
    if proto == 6:
        return "cut", None
    if proto not in TUNNEL_PROTOS:
        return "ip_other", None
    if depth >= tunnels.max_depth:
        return "unknown_encapsulation", None
    inner = tunnels.open(proto, d, off, end)
    if inner is None:
        if proto == 17:
            if len(d) < off + 4:
                return "cut", None
            if _looks_vxlan(d, off + 8):
                return "vxlan_unlisted", _U16(d, off + 2)[0]
            ports = tunnels.vxlan_ports | tunnels.geneve_ports
            if _U16(d, off)[0] in ports or _U16(d, off + 2)[0] in ports:
                return "unknown_encapsulation", None  # a tunnel port, a header not read
            return "udp_no_tunnel", min(_U16(d, off)[0], _U16(d, off + 2)[0])
        return "unknown_encapsulation", None
    return _inner_cause(inner, d[:end], l3, tunnels, depth)


def _looks_vxlan(d: bytes, o: int) -> bool:
    """A VXLAN header (the I flag, no flag of the high nibble, the last byte zero) before
    an Ethernet header carrying IP or a VLAN tag: VXLAN on a port nobody said."""
    if len(d) < o + 22 or not d[o] & 0x08 or d[o] & 0xF0 or d[o + 7]:
        return False
    return _U16(d, o + 20)[0] in (0x0800, 0x86DD, 0x8100, 0x88A8)


def _inner_cause(inner, d, l3, tunnels, depth):
    if inner is None:
        return "unknown_encapsulation", None
    lt, start, _kind, _ident = inner
    return cause(lt, d[start:], l3, tunnels, depth + 1)
