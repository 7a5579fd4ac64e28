"""Generators of valid and malformed pcap / pcapng files, built byte by byte.

Written by hand (not with scapy's writers) because the point is to say exactly
which field is wrong: every block type with every bad length, truncation at
every offset, extreme ``if_tsresol`` / ``if_tsoffset``, unknown link types,
huge snap lengths.  The packets inside are real Ethernet/IPv4/TCP packets of
one Kafka exchange (ApiVersions v0 request and response), so a reader that
gets past the damage has something to decode.
"""

from __future__ import annotations

import struct
from collections.abc import Iterator

CLIENT = (b"\x0a\x00\x00\x07", 40001)
SERVER = (b"\x0a\x00\x00\x01", 9092)


def api_versions_request(cid: int = 1) -> bytes:
    """ApiVersions v0 request, header v1, client_id ``fuzz``."""
    rest = struct.pack(">hhih", 18, 0, cid, 4) + b"fuzz"
    return struct.pack(">i", len(rest)) + rest


def api_versions_response(cid: int = 1) -> bytes:
    """ApiVersions v0 response: error 0, one api key (18, versions 0..3)."""
    rest = struct.pack(">ihi", cid, 0, 1) + struct.pack(">hhh", 18, 0, 3)
    return struct.pack(">i", len(rest)) + rest


def packets() -> list[bytes]:
    """Ethernet frames of one connection: handshake, request, response, FINs."""
    seq = {True: 1000, False: 5000}
    out = []

    def send(to_server: bool, flags: int, data: bytes = b"") -> None:
        (src, sport), (dst, dport) = (CLIENT, SERVER) if to_server else (SERVER, CLIENT)
        ack = seq[not to_server] if flags != 0x02 else 0
        tcp = struct.pack(">HHIIBBHHH", sport, dport, seq[to_server], ack, 0x50, flags, 65535, 0, 0)
        ip = struct.pack(">BBHHHBBH4s4s", 0x45, 0, 40 + len(data), 1, 0, 64, 6, 0, src, dst)
        eth = b"\x02\x00\x00\x00\x00\x02\x02\x00\x00\x00\x00\x01\x08\x00"
        out.append(eth + ip + tcp + data)
        seq[to_server] += len(data) + (1 if flags & 0x03 else 0)

    send(True, 0x02)
    send(False, 0x12)
    send(True, 0x10)
    send(True, 0x18, api_versions_request())
    send(False, 0x18, api_versions_response())
    send(True, 0x11)
    send(False, 0x11)
    return out


# ---------------------------------------------------------------- pcap


def pcap(
    pkts: list[bytes] | None = None,
    *,
    linktype: int = 1,
    snaplen: int = 65535,
    nano: bool = False,
    endian: str = "<",
    t0: int = 1_700_000_000,
) -> bytes:
    """A pcap file (micro- or nanosecond) of ``pkts`` (default :func:`packets`)."""
    pkts = packets() if pkts is None else pkts
    magic = 0xA1B23C4D if nano else 0xA1B2C3D4
    out = bytearray(struct.pack(endian + "IHHiIII", magic, 2, 4, 0, 0, snaplen, linktype))
    for i, p in enumerate(pkts):
        out += struct.pack(endian + "IIII", t0, 1000 * (i + 1), len(p), len(p)) + p
    return bytes(out)


# ---------------------------------------------------------------- pcapng


def block(btype: int, body: bytes, endian: str = "<", length: int | None = None) -> bytes:
    """A pcapng block: type, total length, body (padded to 4), total length again.
    ``length`` overrides both length fields (a malformed block)."""
    body = body + bytes(-len(body) % 4)
    n = 12 + len(body) if length is None else length
    return struct.pack(endian + "II", btype, n) + body + struct.pack(endian + "I", n)


def option(code: int, value: bytes, endian: str = "<") -> bytes:
    return struct.pack(endian + "HH", code, len(value)) + value + bytes(-len(value) % 4)


def shb(endian: str = "<") -> bytes:
    return block(0x0A0D0D0A, struct.pack(endian + "IHHq", 0x1A2B3C4D, 1, 0, -1), endian)


def idb(linktype: int = 1, snaplen: int = 65535, options: bytes = b"", endian: str = "<") -> bytes:
    if options:
        options += struct.pack(endian + "HH", 0, 0)
    return block(1, struct.pack(endian + "HHI", linktype, 0, snaplen) + options, endian)


def tsresol(r: int) -> bytes:
    """``if_tsresol`` option: ``r`` < 128 is 10**-r s, else 2**-(r & 127) s."""
    return option(9, bytes([r]))


def tsoffset(seconds: int, endian: str = "<") -> bytes:
    """``if_tsoffset`` option: seconds added to every time of the interface (int64)."""
    return option(14, struct.pack(endian + "q", seconds), endian)


def epb(pkt: bytes, ticks: int, iface: int = 0, endian: str = "<") -> bytes:
    hi, lo = (ticks >> 32) & 0xFFFFFFFF, ticks & 0xFFFFFFFF
    return block(6, struct.pack(endian + "IIIII", iface, hi, lo, len(pkt), len(pkt)) + pkt, endian)


def spb(pkt: bytes, endian: str = "<") -> bytes:
    return block(3, struct.pack(endian + "I", len(pkt)) + pkt, endian)


def pb(pkt: bytes, ticks: int, iface: int = 0, endian: str = "<") -> bytes:
    hi, lo = (ticks >> 32) & 0xFFFFFFFF, ticks & 0xFFFFFFFF
    body = struct.pack(endian + "HHIIII", iface, 0, hi, lo, len(pkt), len(pkt)) + pkt
    return block(2, body, endian)


def pcapng(
    pkts: list[bytes] | None = None,
    *,
    iface_options: bytes = b"",
    ticks: Iterator[int] | None = None,
    linktype: int = 1,
    endian: str = "<",
    kinds: str = "e",
) -> bytes:
    """A pcapng file: SHB, one IDB, one packet block per packet.  ``kinds`` cycles
    through block types for the packets: ``e`` EPB, ``s`` SPB, ``p`` the obsolete PB."""
    pkts = packets() if pkts is None else pkts
    out = bytearray(shb(endian) + idb(linktype, options=iface_options, endian=endian))
    for i, p in enumerate(pkts):
        t = next(ticks) if ticks is not None else 1_700_000_000_000_000 + 500 * i
        kind = kinds[i % len(kinds)]
        if kind == "e":
            out += epb(p, t, endian=endian)
        elif kind == "s":
            out += spb(p, endian)
        else:
            out += pb(p, t, endian=endian)
    return bytes(out)


#: Minimum sensible total length of each block type (bytes), for the bad-length generator.
BLOCK_TYPES = {1: 20, 2: 32, 3: 16, 4: 12, 5: 24, 6: 32, 0xBAD: 12}


def bad_length_blocks(endian: str = "<") -> Iterator[tuple[str, bytes]]:
    """pcapng files whose second-to-last block (of every type) carries every small or
    odd total length, and a few huge ones, after a valid SHB and IDB and a packet."""
    head = shb(endian) + idb(endian=endian) + epb(packets()[0], 1_700_000_000_000_000)
    tail = epb(packets()[1], 1_700_000_000_000_500)
    for btype, least in BLOCK_TYPES.items():
        for length in [*range(0, least + 9), 1 << 20, 1 << 24, (1 << 24) + 4, 0xFFFFFFFC]:
            body = bytes(max(0, min(length, 64) - 12))
            raw = struct.pack(endian + "II", btype, length) + body
            raw += struct.pack(endian + "I", length)
            yield f"type {btype:#x} length {length}", head + raw + tail


def truncations(data: bytes) -> Iterator[tuple[int, bytes]]:
    """``data`` cut at every offset (the empty file aside)."""
    for i in range(1, len(data)):
        yield i, data[:i]


def extreme_times() -> Iterator[tuple[str, bytes]]:
    """pcapng files with every kind of ``if_tsresol`` and extreme ``if_tsoffset`` and ticks."""
    big = [0, 1, 1 << 32, (1 << 63) - 1, 1 << 63, (1 << 64) - 1]
    for r in [0, 1, 6, 9, 10, 19, 20, 127, 0x80, 0x80 | 30, 0x80 | 63, 0x80 | 64, 0xFF]:
        yield f"tsresol {r:#x}", pcapng(iface_options=tsresol(r), ticks=iter(big + big))
    for off in [-(1 << 63), -1, 1, 1 << 32, (1 << 63) - 1]:
        yield f"tsoffset {off}", pcapng(iface_options=tsoffset(off), ticks=iter(big + big))
        yield (
            f"tsresol 0 tsoffset {off}",
            pcapng(iface_options=tsresol(0) + tsoffset(off), ticks=iter(big + big)),
        )
    # an option whose length runs past the block, an option cut after its header
    yield "option past the block", pcapng(iface_options=struct.pack("<HH", 9, 200))
    yield "tsresol without value", pcapng(iface_options=struct.pack("<HH", 9, 0))
    yield "tsoffset short", pcapng(iface_options=option(14, b"\x01\x02"))


def odd_headers() -> Iterator[tuple[str, bytes]]:
    """Files with unknown link types, huge snap lengths, bad interface ids, odd endianness."""
    for lt in [0, 12, 14, 101, 108, 113, 147, 228, 229, 276, 0xFFFF]:
        yield f"pcap linktype {lt}", pcap(linktype=lt)
        yield f"pcapng linktype {lt}", pcapng(linktype=lt)
    for snap in [0, 1, 0x7FFFFFFF, 0xFFFFFFFF]:
        yield f"pcap snaplen {snap}", pcap(snaplen=snap)
    yield "pcap big-endian ns", pcap(nano=True, endian=">")
    yield "pcapng big-endian", pcapng(endian=">")
    yield "pcapng spb and pb", pcapng(kinds="eps")
    head = shb() + idb()
    p = packets()[3]
    yield "epb unknown interface", head + epb(p, 1, iface=5) + epb(p, 2)
    yield "pb unknown interface", head + pb(p, 1, iface=5) + epb(p, 2)
    yield "spb before any interface", shb() + spb(p) + idb() + epb(p, 2)
    caplen_big = struct.pack("<IIIII", 0, 0, 1, 0x7FFFFFFF, 60) + p
    yield "epb caplen past its block", head + block(6, caplen_big) + epb(p, 2)
    caplen_big = struct.pack("<HHIIII", 0, 0, 0, 1, 0x7FFFFFFF, 60) + p
    yield "pb caplen past its block", head + block(2, caplen_big) + epb(p, 2)
    yield "spb wirelen huge", head + block(3, struct.pack("<I", 0xFFFFFFFF) + p) + epb(p, 2)
    yield "two sections", pcapng() + pcapng(endian=">")
    yield "shb bad byte order mark", block(0x0A0D0D0A, struct.pack("<IHHq", 0x12345678, 1, 0, -1))
    rec = struct.pack("<IIII", 1, 2, 0xFFFFFFFF, 60)
    yield "pcap caplen huge", pcap()[:24] + rec + p
    rec = struct.pack("<IIII", 1, 2, 60, 10)
    yield "pcap wirelen below caplen", pcap([])[:24] + rec + bytes(60)
    yield "pcap sub-second above a second", pcap([])[:24] + struct.pack(
        "<IIII", 0xFFFFFFFF, 0xFFFFFFFF, len(p), len(p)
    ) + p
