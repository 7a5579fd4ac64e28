"""Link headers: where the IP packet of a record starts, for each link type read.

Owns: :data:`LINKTYPES`, the LINKTYPE_* values kmirror reads (Ethernet with 802.1Q/802.1ad
VLAN tags, Linux cooked v1 and v2, BSD loopback/null, OpenBSD loop, raw IPv4/IPv6), and
:func:`network_layer`, the one reader of their headers: :mod:`dissector.capture.files`
parses segments with it, warns of a file whose link type is not in :data:`LINKTYPES`, and
:func:`dissector.capture.tunnels.cause` names why a packet gave nothing with the same two
(so the warning and the coverage line's "unknown link type" agree).

Facts: the values and header layouts of tcpdump.org's LINKTYPE list (Wireshark's
``frame.encap_type`` names them): 0 NULL, 1 ETHERNET, 12/14/101/228/229 raw IP,
108 LOOP, 113 LINUX_SLL, 276 LINUX_SLL2.

Must not import: the other capture modules, reassembly, flows, decoding or the CLI.
"""

from __future__ import annotations

import struct

__all__ = ["LINKTYPES", "network_layer"]

#: The LINKTYPE_* values :func:`network_layer` reads.
LINKTYPES = frozenset({0, 1, 12, 14, 101, 108, 113, 228, 229, 276})

_U16 = struct.Struct(">H").unpack_from


def _untag(d: bytes, et: int, off: int) -> tuple[int, int]:
    """Past any 802.1Q / 802.1ad VLAN tags: (ethertype, offset)."""
    while et in (0x8100, 0x88A8, 0x9100) and len(d) >= off + 4:
        et = (d[off + 2] << 8) | d[off + 3]
        off += 4
    return et, off


def network_layer(linktype: int, d: bytes) -> tuple[int, int] | None:
    """``(ethertype, offset of the IP header)`` of a record ``d`` of a link type, or None
    (a link type not in :data:`LINKTYPES`, a record too short for its link header).

    The ethertype is 0x0800 (IPv4), 0x86DD (IPv6), 0 for another loopback family or IP
    version, or what an Ethernet/cooked header names past its VLAN tags (0x8847 MPLS...).
    """
    if linktype == 1:  # Ethernet
        if len(d) < 14:
            return None
        return _untag(d, (d[12] << 8) | d[13], 14)
    if linktype == 113:  # Linux cooked v1 (VLAN tags stay in the payload when not offloaded)
        return _untag(d, _U16(d, 14)[0], 16) if len(d) >= 16 else None
    if linktype == 276:  # Linux cooked v2
        return _untag(d, _U16(d, 0)[0], 20) if len(d) >= 20 else None
    if linktype in (0, 108):  # BSD null (host order) / OpenBSD loop (network order)
        if len(d) < 4:
            return None
        fam = int.from_bytes(d[:4], "little" if linktype == 0 else "big")
        if fam > 0xFFFF:
            fam = int.from_bytes(d[:4], "big" if linktype == 0 else "little")
        return (0x0800 if fam == 2 else 0x86DD if fam in (10, 24, 28, 30) else 0), 4
    if linktype in (12, 14, 101, 228, 229):  # raw IP
        if not d:
            return None
        v = d[0] >> 4
        return (0x0800 if v == 4 else 0x86DD if v == 6 else 0), 0
    return None
