#!/usr/bin/env python3
"""A fuzzer for humans: hostile captures and bodies against kmirror (and, with --lua, the plugin).

Owns: capture-structure-aware mutation of pcap/pcapng files (block and record
fields, TCP segment payloads, Kafka size prefixes, int16/int32 counts and
lengths, varints, record batch fields, snap cuts, packet order, one segment or
one fragmented IPv4 datagram made to hold thousands of frames), strategies that
keep every Kafka byte (a segment after its ACK, fragments on another interface,
an FCS in the link type, 8-byte fragments, IPv6 fragments: the seed's messages
must come out, else a silent loss), value-level inputs (``values``: the committed
captures' mirror RPC bodies decoded, given hostile names, nulls where the spec says
not null, extreme integers or thousands of partitions, and encoded again, by
``scripts/fuzz_mirror.py``; run through read, read --full, analyze, the HTML
report and every CLI command), body-level
inputs for every mirror spec of every shipped profile, every standard API and
version of ``dissector/kafka/kafka_facts.json`` and every record batch codec
(none, gzip, snappy, lz4, zstd via cramjam), the run of each input in a forked
child under a CPU-time and memory limit, crash minimisation, and the corpus
of found inputs in ``tests/data/fuzz/`` (a capture plus a JSON sidecar).

A *failure* is: a silent loss (fewer or other messages than the seed's from a
:data:`PRESERVING` strategy), an exception other than the documented ones
(:class:`dissector.errors.CaptureError`, :class:`~dissector.errors.DissectError`
and its subclasses from a body decode, :class:`~dissector.wire.specs.SpecError`),
a CLI traceback or an exit code other than 0/1/2, a control byte a terminal
acts on (ESC, BEL, BS, CR) in what a CLI command writes, more than
:data:`LIMIT_S` CPU seconds or :data:`LIMIT_MB` MB of memory for one input
(the report: :data:`LIMITS`),
and with ``--lua`` a tshark that dies on a signal or prints a Lua error with
the plugin loaded, under every tshark build of ``tests/tsharks.py``.

Usage::

    python scripts/fuzz.py --minutes 60 --seed 1            # Python targets
    python scripts/fuzz.py --minutes 60 --lua               # and the Lua plugin
    python scripts/fuzz.py --minutes 10 --only values       # hostile mirror values
    python scripts/fuzz.py --replay tests/data/fuzz/X.pcap  # one input again

Must not import: anything of the package at module level except through the
targets (run in forked children), so that a hang or a memory blow-up there
cannot take the fuzzer down.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import resource
import select
import signal
import struct
import subprocess
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
#: where found inputs go (tests/cli/test_fuzz_corpus.py replays them)
CORPUS = ROOT / "tests" / "data" / "fuzz"
#: the seeds: the committed captures and the handed cases
SEEDS = sorted(
    p
    for d in (ROOT / "captures", ROOT / "tests" / "data" / "cases")
    for p in d.iterdir()
    if p.suffix in (".pcap", ".pcapng")
)
#: broker ports of the seeds
PORTS = (9092, 9093, 19092, 19093)
#: CPU seconds one input may take (each target: read, read --full, analyze)
LIMIT_S = 2.0
#: memory (MB, peak resident above the child's start) one input may take
LIMIT_MB = 300
#: body-level makers are picked group by group: mirror specs and standard APIs as often,
#: record batches (all codecs) half as often
GROUPS = ("mirror", "mirror", "standard", "standard", "records")
#: body-level inputs decoded in one forked child
BODY_BATCH = 200
#: wall-clock seconds after which a child is killed (a hang)
KILL_S = 20.0
#: (CPU seconds, MB) of the targets whose bounds are not LIMIT_S and LIMIT_MB: the
#: report's are analyze's bounds for an input under 2 MB (10 s, 400 MB; issue 31)
LIMITS = {"report": (10.0, 400)}
#: the targets of a ``values`` input (mirror RPC values changed: scripts/fuzz_mirror.py)
VALUE_TARGETS = ("read", "full", "analyze", "report")

# --------------------------------------------------------------------------- capture structure


@dataclass
class Record:
    """One pcap record or pcapng block: ``head`` (the bytes before the packet data), the
    packet ``data``, ``tail`` (pcapng options and trailer) and ``kind`` ("pcap", "epb",
    "spb", "shb", "idb" or "other")."""

    kind: str
    head: bytearray
    data: bytearray = field(default_factory=bytearray)
    tail: bytearray = field(default_factory=bytearray)
    linktype: int = 1


@dataclass
class Capture:
    """A pcap or pcapng file cut into records; :meth:`dump` writes it back, fixing the
    length fields of every record whose data changed (unless ``raw`` was set)."""

    fmt: str  # "pcap" or "pcapng"
    endian: str  # "<" or ">"
    header: bytearray  # the pcap file header (pcapng: empty)
    records: list[Record]

    def packets(self) -> list[Record]:
        """The records that hold packet data."""
        return [r for r in self.records if r.kind in ("pcap", "epb", "spb")]

    def dump(self) -> bytes:
        """The file bytes."""
        e = self.endian
        out = bytearray(self.header)
        for r in self.records:
            if r.kind == "pcap":
                head = bytearray(r.head)
                struct.pack_into(e + "I", head, 8, len(r.data))
                out += head + r.data
            elif r.kind in ("epb", "spb"):
                pad = (-len(r.data)) % 4
                body = r.head + r.data + b"\0" * pad + r.tail
                head = bytearray(body)
                struct.pack_into(e + "I", head, 4, len(body))
                if r.kind == "epb":
                    struct.pack_into(e + "I", head, 20, len(r.data))
                struct.pack_into(e + "I", head, len(body) - 4, len(body))
                out += head
            else:
                out += r.head
        return bytes(out)


def parse_capture(buf: bytes) -> Capture | None:
    """``buf`` cut into records; None when it is not a pcap/pcapng file this parser takes."""
    if len(buf) < 24:
        return None
    magic = buf[:4]
    if magic in (
        b"\xd4\xc3\xb2\xa1",
        b"\x4d\x3c\xb2\xa1",
        b"\xa1\xb2\xc3\xd4",
        b"\xa1\xb2\x3c\x4d",
    ):
        e = "<" if magic[0] in (0xD4, 0x4D) else ">"
        link = struct.unpack_from(e + "I", buf, 20)[0] & 0xFFFF
        recs, p = [], 24
        while p + 16 <= len(buf):
            caplen = struct.unpack_from(e + "I", buf, p + 8)[0]
            if p + 16 + caplen > len(buf):
                break
            recs.append(
                Record(
                    "pcap",
                    bytearray(buf[p : p + 16]),
                    bytearray(buf[p + 16 : p + 16 + caplen]),
                    linktype=link,
                )
            )
            p += 16 + caplen
        return Capture("pcap", e, bytearray(buf[:24]), recs)
    if magic != b"\x0a\x0d\x0d\x0a":
        return None
    e = "<" if buf[8:12] == b"\x4d\x3c\x2b\x1a" else ">"
    recs, links, p = [], [], 0
    while p + 12 <= len(buf):
        typ, n = struct.unpack_from(e + "II", buf, p)
        if n < 12 or n % 4 or p + n > len(buf):
            break
        blk = buf[p : p + n]
        if typ == 6 and n >= 32:
            iface, caplen = (
                struct.unpack_from(e + "I", blk, 8)[0],
                struct.unpack_from(e + "I", blk, 20)[0],
            )
            if 28 + caplen > n - 4:
                break
            end = 28 + caplen + (-caplen) % 4
            link = links[iface] if iface < len(links) else 1
            recs.append(
                Record(
                    "epb",
                    bytearray(blk[:28]),
                    bytearray(blk[28 : 28 + caplen]),
                    bytearray(blk[end:]),
                    link,
                )
            )
        elif typ == 3 and n >= 16:
            orig = struct.unpack_from(e + "I", blk, 8)[0]
            caplen = min(orig, n - 16)
            recs.append(
                Record(
                    "spb",
                    bytearray(blk[:12]),
                    bytearray(blk[12 : 12 + caplen]),
                    bytearray(blk[n - 4 :]),
                    links[0] if links else 1,
                )
            )
        else:
            if typ == 1:
                links.append(struct.unpack_from(e + "H", blk, 8)[0])
            kind = {0x0A0D0D0A: "shb", 1: "idb"}.get(typ, "other")
            recs.append(Record(kind, bytearray(blk)))
        p += n
    return Capture("pcapng", e, bytearray(), recs)


def tcp_payload(r: Record) -> tuple[int, int] | None:
    """Where the TCP payload lies in ``r.data`` (Ethernet with VLAN tags, NULL/loopback,
    raw IP, Linux cooked v1/v2; IPv4 or IPv6 without extension headers), or None."""
    d, link = r.data, r.linktype
    if link == 1:
        p, et = 14, d[12:14]
        while et in (b"\x81\x00", b"\x88\xa8") and len(d) >= p + 4:
            et, p = d[p + 2 : p + 4], p + 4
    elif link == 0:
        p, et = 4, b"\x08\x00" if d[:1] == b"\x02" or d[3:4] == b"\x02" else b"\x86\xdd"
    elif link in (101, 12, 228, 229):
        p, et = 0, b"\x08\x00" if d[:1] and d[0] >> 4 == 4 else b"\x86\xdd"
    elif link == 113:
        p, et = 16, d[14:16]
    elif link == 276:
        p, et = 20, d[0:2]
    else:
        return None
    if et == b"\x08\x00" and len(d) >= p + 20:
        ihl = (d[p] & 15) * 4
        if d[p + 9] != 6:
            return None
        total = struct.unpack_from(">H", d, p + 2)[0]
        end, t = min(len(d), p + total if total else len(d)), p + ihl
    elif et == b"\x86\xdd" and len(d) >= p + 40:
        if d[p + 6] != 6:
            return None
        end, t = min(len(d), p + 40 + struct.unpack_from(">H", d, p + 4)[0]), p + 40
    else:
        return None
    if len(d) < t + 20:
        return None
    a = t + (d[t + 12] >> 4) * 4
    return (a, end) if a < end else None


# --------------------------------------------------------------------------- mutations

INT32 = (
    0,
    1,
    -1,
    -2,
    4,
    7,
    8,
    0x7F,
    0x80,
    0xFF,
    0x7FFF,
    0x8000,
    0xFFFF,
    0x10000,
    0x7FFFFFFF,
    -0x80000000,
    0x0FFFFFFF,
    1 << 24,
    1 << 20,
)
INT16 = (0, 1, -1, -2, 0x7F, 0x80, 0xFF, 0x7FFF, -0x8000, 2, 3, 9, 12, 16, 255)
VARINTS = (
    b"\x80\x80\x80\x80\x80\x80",
    b"\xff\xff\xff\xff\x0f",
    b"\xff\xff\xff\xff\xff\x01",
    b"\x00",
    b"\x01",
    b"\x7f",
    b"\x80\x01",
    b"\xfe\xff\xff\xff\x07",
    b"\x81\x80\x80\x80\x80\x80\x80\x80\x80\x01",
)


def _payloads(cap: Capture) -> list[tuple[Record, int, int]]:
    out = []
    for r in cap.packets():
        span = tcp_payload(r)
        if span:
            out.append((r, *span))
    return out


def _pick_payload(cap: Capture, rng: random.Random) -> tuple[Record, int, int] | None:
    pl = _payloads(cap)
    return rng.choice(pl) if pl else None


def _frame_starts(r: Record, a: int, b: int) -> list[int]:
    """Offsets in ``r.data`` where a Kafka frame seems to start (size prefixes chained
    from the payload's start)."""
    out, p = [], a
    while p + 4 <= b:
        n = struct.unpack_from(">i", r.data, p)[0]
        if n < 8 or n > 1 << 26:
            break
        out.append(p)
        p += 4 + n
    return out


def m_payload_bytes(cap: Capture, rng: random.Random) -> str:
    """Overwrite 1-4 bytes of a TCP payload (bit flip, random, 0x00, 0xff)."""
    got = _pick_payload(cap, rng)
    if not got:
        return ""
    r, a, b = got
    for _ in range(rng.randint(1, 4)):
        i = rng.randrange(a, b)
        r.data[i] = rng.choice((r.data[i] ^ (1 << rng.randrange(8)), rng.randrange(256), 0, 0xFF))
    return "payload bytes"


def m_kafka_size(cap: Capture, rng: random.Random) -> str:
    """Set a Kafka frame's size prefix to a nearby or extreme value."""
    cands = [(r, p) for r, a, b in _payloads(cap) for p in _frame_starts(r, a, b)]
    if not cands:
        return ""
    r, p = rng.choice(cands)
    n = struct.unpack_from(">i", r.data, p)[0]
    v = rng.choice((n + 1, n - 1, n + 8, n - 8, n * 2, n // 2, *INT32))
    struct.pack_into(">i", r.data, p, max(-0x80000000, min(0x7FFFFFFF, v)))
    return f"kafka size {n} -> {v}"


def m_header(cap: Capture, rng: random.Random) -> str:
    """Set a request's api_key or api_version (a frame's bytes 4-7) to another value."""
    cands = [(r, p) for r, a, b in _payloads(cap) for p in _frame_starts(r, a, b)]
    cands = [(r, p) for r, p in cands if p + 8 <= len(r.data)]
    if not cands:
        return ""
    r, p = rng.choice(cands)
    at = p + rng.choice((4, 6))
    struct.pack_into(">h", r.data, at, rng.choice((*range(0, 20), *range(0, 100), *INT16)))
    return "api key/version"


def m_int(cap: Capture, rng: random.Random) -> str:
    """Write an extreme int32 or int16 (a count, a length) anywhere in a payload."""
    got = _pick_payload(cap, rng)
    if not got:
        return ""
    r, a, b = got
    if rng.random() < 0.5 and b - a >= 4:
        struct.pack_into(">i", r.data, rng.randrange(a, b - 3), rng.choice(INT32))
        return "int32"
    if b - a >= 2:
        struct.pack_into(">h", r.data, rng.randrange(a, b - 1), rng.choice(INT16))
        return "int16"
    return ""


def m_varint(cap: Capture, rng: random.Random) -> str:
    """Overwrite bytes of a payload with an over-long, extreme or small varint."""
    got = _pick_payload(cap, rng)
    if not got:
        return ""
    r, a, b = got
    v = rng.choice(VARINTS)
    i = rng.randrange(a, b)
    r.data[i : i + len(v)] = v[: len(r.data) - i]
    del r.data[len(r.data) :]
    return "varint"


def m_batch(cap: Capture, rng: random.Random) -> str:
    """Change a record batch (magic 2 found after a plausible batch length): its codec,
    length, record count, magic or the first bytes of its records."""
    cands = []
    for r, a, b in _payloads(cap):
        i = r.data.find(b"\x02", a + 16, b)
        while i != -1 and len(cands) < 64:
            n = struct.unpack_from(">i", r.data, i - 8)[0]
            if 49 <= n < 1 << 24:
                cands.append((r, i - 16))
            i = r.data.find(b"\x02", i + 1, b)
    if not cands:
        return ""
    r, x = rng.choice(cands)
    what = rng.choice(("codec", "length", "count", "magic", "records", "codec"))
    if what == "codec" and x + 23 <= len(r.data):
        r.data[x + 22] = (r.data[x + 22] & 0xF8) | rng.choice((1, 2, 3, 4, 5, 6, 7))
    elif what == "length":
        struct.pack_into(">i", r.data, x + 8, rng.choice(INT32))
    elif what == "count" and x + 61 <= len(r.data):
        struct.pack_into(">i", r.data, x + 57, rng.choice(INT32))
    elif what == "magic":
        r.data[x + 16] = rng.choice((0, 1, 3, 0xFF))
    elif x + 70 <= len(r.data):
        for _ in range(3):
            r.data[rng.randrange(x + 61, min(len(r.data), x + 200))] = rng.randrange(256)
    return f"batch {what}"


def m_resize(cap: Capture, rng: random.Random) -> str:
    """Insert or delete 1-16 bytes in a payload (record lengths follow; TCP does not)."""
    got = _pick_payload(cap, rng)
    if not got:
        return ""
    r, a, b = got
    i, n = rng.randrange(a, b), rng.randint(1, 16)
    if rng.random() < 0.5:
        r.data[i:i] = bytes(rng.randrange(256) for _ in range(n))
        return "insert"
    del r.data[i : i + n]
    return "delete"


def m_snap(cap: Capture, rng: random.Random) -> str:
    """Cut one packet's data, or every packet's, to a snap length (original length kept)."""
    pk = cap.packets()
    if not pk:
        return ""
    snap = rng.choice(
        (14, 34, 54, 58, 60, 62, 64, 66, 70, 74, 80, 96, 128, 200, 512, rng.randint(40, 400))
    )
    chosen = pk if rng.random() < 0.5 else [rng.choice(pk)]
    for r in chosen:
        if len(r.data) > snap:
            keep_origlen(cap, r)
            del r.data[snap:]
    return f"snap {snap} ({'all' if chosen is pk else 'one'})"


def keep_origlen(cap: Capture, r: Record) -> None:
    """Pin the original (wire) length of packet ``r`` before its data is cut."""
    e = cap.endian
    if r.kind == "pcap":
        struct.pack_into(
            e + "I", r.head, 12, max(len(r.data), struct.unpack_from(e + "I", r.head, 12)[0])
        )
    elif r.kind == "epb":
        struct.pack_into(
            e + "I", r.head, 24, max(len(r.data), struct.unpack_from(e + "I", r.head, 24)[0])
        )


def m_order(cap: Capture, rng: random.Random) -> str:
    """Drop, duplicate or swap packet records."""
    idx = [i for i, r in enumerate(cap.records) if r.kind in ("pcap", "epb", "spb")]
    if len(idx) < 2:
        return ""
    i, j = rng.sample(idx, 2)
    what = rng.choice(("drop", "dup", "swap"))
    if what == "drop":
        del cap.records[i]
    elif what == "dup":
        cap.records.insert(j, cap.records[i])
    else:
        cap.records[i], cap.records[j] = cap.records[j], cap.records[i]
    return f"packets {what}"


def m_block(cap: Capture, rng: random.Random) -> str:
    """Set a record/block field: timestamps, original length, an interface's link type,
    snap length or timestamp resolution (if_tsresol), the pcap header's fields."""
    e = cap.endian
    if cap.fmt == "pcap":
        if rng.random() < 0.3:
            at = rng.choice((4, 6, 8, 12, 16, 20))
            size = "H" if at in (4, 6) else "I"
            struct.pack_into(
                e + size,
                cap.header,
                at,
                rng.choice((0, 1, 0xFFFF, 0x7FFF, 65535, 1, 228))
                & (0xFFFF if size == "H" else 0xFFFFFFFF),
            )
            return f"pcap header @{at}"
        pk = cap.packets()
        if not pk:
            return ""
        r = rng.choice(pk)
        at = rng.choice((0, 4, 12))
        struct.pack_into(
            e + "I", r.head, at, rng.choice((0, 1, 999999, 1000000, 0xFFFFFFFF, 0x7FFFFFFF))
        )
        return f"pcap record @{at}"
    idbs = [r for r in cap.records if r.kind == "idb"]
    pk = cap.packets()
    what = rng.choice(("tsresol", "linktype", "snaplen", "ts", "origlen", "ts"))
    if what in ("tsresol", "linktype", "snaplen") and idbs:
        r = rng.choice(idbs)
        if what == "linktype":
            struct.pack_into(e + "H", r.head, 8, rng.choice((0, 1, 101, 113, 276, 0xFFFF)))
        elif what == "snaplen":
            struct.pack_into(e + "I", r.head, 12, rng.choice((0, 1, 14, 60, 0xFFFFFFFF)))
        else:
            opt = (
                struct.pack(e + "HH", 9, 1)
                + bytes([rng.choice((0, 6, 9, 19, 63, 64, 0x80, 0x81, 0xBF, 0xFF))])
                + b"\0\0\0"
            )
            body = r.head[:16] + opt + struct.pack(e + "HH", 0, 0)
            n = len(body) + 4
            r.head = bytearray(body + struct.pack(e + "I", n))
            struct.pack_into(e + "I", r.head, 4, n)
        return f"idb {what}"
    eps = [r for r in pk if r.kind == "epb"]
    if not eps:
        return ""
    r = rng.choice(eps)
    if what == "origlen":
        struct.pack_into(
            e + "I", r.head, 24, rng.choice((0, 1, 0xFFFFFFFF, len(r.data) - 1 if r.data else 0))
        )
    else:
        struct.pack_into(
            e + "I", r.head, rng.choice((12, 16)), rng.choice((0, 0xFFFFFFFF, 0x7FFFFFFF, 1))
        )
    return f"epb {what}"


#: Kafka frames one TCP segment is made to hold by :func:`m_many_pdus`: from 495 on, each
#: handed to Wireshark's Kafka dissector by its own call, the plugin took Wireshark 4.0
#: down (one protocol layer per call, 500 at most; issue 31).
MANY_PDUS = (495, 500, 1000, 2000)
#: the largest IPv4 datagram (total length field)
IP_MAX = 65535


def _network(r: Record) -> tuple[int, int, int] | None:
    """(IP header offset in ``r.data``, IP version 4 or 6, TCP header offset) of a TCP
    packet :func:`tcp_payload` reads, else None."""
    span = tcp_payload(r)
    if span is None:
        return None
    d = r.data
    for p in range(0, min(len(d), 64)):
        v = d[p] >> 4
        if v == 4 and d[p + 9 : p + 10] == b"\x06":
            t = p + (d[p] & 15) * 4
        elif v == 6 and d[p + 6 : p + 7] == b"\x06":
            t = p + 40
        else:
            continue
        if t + (d[t + 12] >> 4) * 4 == span[0]:
            return p, v, t
    return None


def _whole_frames(r: Record, a: int, b: int) -> list[bytes]:
    """The Kafka frames of payload ``r.data[a:b]`` when it holds whole frames only."""
    starts = _frame_starts(r, a, b)
    if not starts:
        return []
    last = starts[-1] + 4 + struct.unpack_from(">i", r.data, starts[-1])[0]
    if last != b:
        return []
    ends = [*starts[1:], b]
    return [bytes(r.data[x:y]) for x, y in zip(starts, ends, strict=True)]


def _ipv4_checksum(h: bytes) -> int:
    s = sum(struct.unpack(f">{len(h) // 2}H", h))
    while s >> 16:
        s = (s & 0xFFFF) + (s >> 16)
    return ~s & 0xFFFF


def _fragments(r: Record, p: int, size: int) -> list[Record]:
    """IPv4 packet ``r`` (IP header at ``p``) as fragments of one datagram, ``size`` bytes
    of its payload each (a multiple of 8), in order."""
    d = bytes(r.data)
    ihl = (d[p] & 15) * 4
    total = struct.unpack_from(">H", d, p + 2)[0]
    body = d[p + ihl : p + total]
    out = []
    for off in range(0, len(body), size):
        chunk = body[off : off + size]
        head = bytearray(d[p : p + ihl])
        more = 0x2000 if off + size < len(body) else 0
        struct.pack_into(
            ">HHH",
            head,
            2,
            ihl + len(chunk),
            struct.unpack_from(">H", d, p + 4)[0],
            more | off // 8,
        )
        struct.pack_into(">H", head, 10, 0)
        struct.pack_into(">H", head, 10, _ipv4_checksum(bytes(head)))
        out.append(
            Record(
                r.kind,
                bytearray(r.head),
                bytearray(d[:p] + head + chunk),
                bytearray(r.tail),
                r.linktype,
            )
        )
    return out


def _set_origlen(cap: Capture, r: Record) -> None:
    """The original (wire) length of packet ``r``: its data's."""
    at = {"pcap": 12, "epb": 24}.get(r.kind)
    if at is not None:
        struct.pack_into(cap.endian + "I", r.head, at, len(r.data))


def _endpoints(r: Record) -> tuple[bytes, bytes, bytes, bytes] | None:
    """(source address, destination address, source port, destination port) of TCP
    packet ``r`` (bytes as on the wire), else None."""
    net = _network(r)
    if net is None:
        return None
    p, version, t = net
    n, at = (16, p + 8) if version == 6 else (4, p + 12)
    d = bytes(r.data)
    return d[at : at + n], d[at + n : at + 2 * n], d[t : t + 2], d[t + 2 : t + 4]


def _shift_later(cap: Capture, r: Record, delta: int) -> None:
    """Move the sequence numbers of the packets after ``r`` in its direction, and the
    acknowledgement numbers of the other direction's, by ``delta`` (``r``'s payload grew)."""
    me = _endpoints(r)
    pk = cap.packets()
    for q in pk[pk.index(r) + 1 :]:
        it = _endpoints(q)
        if it is None:
            continue
        t = _network(q)[2]
        if it == me:
            at = t + 4
        elif it == (me[1], me[0], me[3], me[2]) and q.data[t + 13] & 0x10:
            at = t + 8
        else:
            continue
        struct.pack_into(
            ">I", q.data, at, (struct.unpack_from(">I", q.data, at)[0] + delta) % (1 << 32)
        )


def m_many_pdus(cap: Capture, rng: random.Random) -> str:
    """One TCP segment made to hold hundreds or thousands of Kafka frames: its small whole
    frames (at most 128 bytes each) repeated, to a count of :data:`MANY_PDUS` or another,
    as far as one IP datagram holds; the later sequence and acknowledgement numbers of the
    connection moved to match; half the time (IPv4) sent as fragments of one datagram."""
    cands = []
    for r, a, b in _payloads(cap):
        small = [f for f in _whole_frames(r, a, b) if len(f) <= 128]
        net = _network(r) if small else None
        if net:
            cands.append((r, a, b, small, net))
    if not cands:
        return ""
    r, a, b, small, (p, version, _t) = rng.choice(cands)
    want = rng.choice((*MANY_PDUS, rng.randint(400, 5000)))
    room = IP_MAX - (a - p) + (40 if version == 6 else 0)  # IPv6 counts after its header
    frames, size = [], 0
    while len(frames) < want and size + len(small[len(frames) % len(small)]) <= room:
        frames.append(small[len(frames) % len(small)])
        size += len(frames[-1])
    payload = b"".join(frames)
    delta = len(payload) - (b - a)
    r.data[a:b] = payload
    if version == 4:
        struct.pack_into(">H", r.data, p + 2, a - p + len(payload))
    else:
        struct.pack_into(">H", r.data, p + 4, a - p - 40 + len(payload))
    _set_origlen(cap, r)
    _shift_later(cap, r, delta)
    what = f"{len(frames)} frames in one segment"
    if version == 4 and rng.random() < 0.5:
        size = rng.choice((512, 1480, 8 * rng.randint(64, 1024)))
        parts = _fragments(r, p, size)
        for part in parts:
            _set_origlen(cap, part)
        i = cap.records.index(r)
        cap.records[i : i + 1] = parts
        what += f", {len(parts)} IPv4 fragments"
    return what


def m_raw_block_length(buf: bytes, rng: random.Random) -> tuple[bytes, str]:
    """On the file bytes: a pcapng block total length (both copies or one) or a pcap
    record's captured length set to an odd, small or huge value."""
    cap = parse_capture(buf)
    if cap is None:
        return buf, ""
    out = bytearray(buf)
    offs, p = [], len(cap.header)
    for r in cap.records:
        n = len(r.head) + (len(r.data) if cap.fmt == "pcap" else 0)
        if cap.fmt == "pcapng" and r.kind in ("epb", "spb"):
            n = len(r.head) + len(r.data) + (-len(r.data)) % 4 + len(r.tail)
        offs.append((p, n))
        p += n
    if not offs:
        return buf, ""
    p, n = rng.choice(offs)
    v = rng.choice(
        (0, 4, 8, 12, 13, 16, 20, 23, 24, 28, n - 4, n + 4, n + 1, 0x7FFFFFFF, 0xFFFFFFFC)
    )
    at = p + (4 if cap.fmt == "pcapng" else 8)
    if at + 4 <= len(out):
        struct.pack_into(cap.endian + "I", out, at, v & 0xFFFFFFFF)
    return bytes(out), f"{'block' if cap.fmt == 'pcapng' else 'caplen'} length {v}"


# --------------------------------------------------------------------------- loss strategies
#
# Captures of the same traffic as networks deliver it (issue 31.7-31.10, 26.2): every byte of
# every Kafka message is still in the capture, so the messages read must be the seed's.  A
# run that reads fewer is a silent loss (``loss`` failures, checked by :func:`main` and
# tests/fuzz/test_loss_strategies.py).


def _ip_tcp(r: Record) -> tuple[int, int, int] | None:
    """(IP header offset, TCP header offset, payload start) of an unfragmented IPv4/TCP
    packet in ``r`` (the link types :func:`tcp_payload` reads), or None."""
    span = tcp_payload(r) or None
    d = r.data
    for p in (14, 18, 22, 16, 20, 4, 0):
        if len(d) >= p + 40 and d[p] == 0x45 and d[p + 9] == 6:
            t = p + 20
            a = t + (d[t + 12] >> 4) * 4
            if span is not None and span[0] != a:
                continue
            if struct.unpack_from(">H", d, p + 6)[0] & 0x3FFF:
                return None
            return p, t, a
    return None


def _seg(r: Record) -> tuple | None:
    """(src, sport, dst, dport, seq, ack or None, flags, payload length) of ``r``."""
    at = _ip_tcp(r)
    if at is None:
        return None
    p, t, a = at
    d = r.data
    total = struct.unpack_from(">H", d, p + 2)[0]
    end = min(len(d), p + total) if total else len(d)
    sport, dport, seq, ack, _off, flags = struct.unpack_from(">HHIIBB", d, t)
    return (
        bytes(d[p + 12 : p + 16]),
        sport,
        bytes(d[p + 16 : p + 20]),
        dport,
        seq,
        ack if flags & 0x10 else None,
        flags,
        max(end - a, 0),
    )


def _seconds(cap: Capture) -> Callable[[Record], float]:
    """A record's capture time in seconds (pcap: its resolution; pcapng: each interface's
    if_tsresol)."""
    e = cap.endian
    if cap.fmt == "pcap":
        div = 1e9 if cap.header[:4] in (b"\xa1\xb2\x3c\x4d", b"\x4d\x3c\xb2\xa1") else 1e6
        return lambda r: struct.unpack_from(e + "I", r.head, 0)[0] + (
            struct.unpack_from(e + "I", r.head, 4)[0] / div
        )
    per = []
    for r in cap.records:
        if r.kind == "idb":
            res, pos = 1e6, 16
            while pos + 4 <= len(r.head) - 4:
                code, n = struct.unpack_from(e + "HH", r.head, pos)
                if code == 0:
                    break
                if code == 9 and n >= 1:
                    v = r.head[pos + 4]
                    res = float(2 ** (v & 0x7F)) if v & 0x80 else 10.0**v
                pos += 4 + n + (-n % 4)
            per.append(res)

    def sec(r: Record) -> float:
        if r.kind != "epb":
            return 0.0
        iface, hi, lo = struct.unpack_from(e + "III", r.head, 8)
        return ((hi << 32) | lo) / (per[iface] if iface < len(per) else 1e6)

    return sec


def s_after_ack(cap: Capture, rng: random.Random) -> str:
    """31.7: a data segment moved to after its sender's next data segment that follows the
    peer's ACK of it (the capture shows the ACK, often the answer, first); only moves that
    land within 1.5 s of that ACK (past 2 s acknowledged bytes not seen are lost), of streams
    whose start the capture shows (mid-stream, the first bytes seen are where it starts)."""
    recs = [(i, r, _seg(r)) for i, r in enumerate(cap.records) if r.kind in ("pcap", "epb")]
    recs = [(i, r, s) for i, r, s in recs if s is not None]
    when = _seconds(cap)
    cands = []
    begun: set[tuple] = set()  # flows whose start the capture shows (a SYN or earlier data)
    for n, (i, _r, s) in enumerate(recs):
        known = s[:4] in begun
        if s[6] & 0x02 or s[7]:
            begun.add(s[:4])
        if not s[7] or not known:
            continue
        end = (s[4] + s[7]) & 0xFFFFFFFF
        peer = (s[2], s[3], s[0], s[1])
        ack = next(
            (
                m
                for m in range(n + 1, len(recs))
                if recs[m][2][:4] == peer
                and recs[m][2][5] is not None
                and 0 <= (recs[m][2][5] - end) & 0xFFFFFFFF < 1 << 30
            ),
            None,
        )
        if ack is None:
            continue
        nxt = next(
            (m for m in range(ack + 1, len(recs)) if recs[m][2][:4] == s[:4] and recs[m][2][7]),
            None,
        )
        if nxt is not None and when(recs[nxt][1]) - when(recs[ack][1]) < 1.5:
            cands.append((i, recs[nxt][0]))
    if not cands:
        return ""
    i, j = rng.choice(cands)
    cap.records.insert(j, cap.records.pop(i))
    return "after its ack"


#: link-layer headers a second pcapng interface gets: (LINKTYPE, header of an IPv4 packet)
OTHER_LINKS = (
    (276, struct.pack(">HHIHBB8s", 0x0800, 0, 1, 1, 0, 6, b"\x02" * 6 + b"\0\0")),
    (113, struct.pack(">HHH8sH", 0, 1, 6, b"\x02" * 6 + b"\0\0", 0x0800)),
    (0, b"\x02\x00\x00\x00"),
)


def _fragment(r: Record, size: int) -> list[bytes] | None:
    """``r``'s IPv4 datagram in fragments of ``size`` bytes of payload (a multiple of 8),
    each with ``r``'s link header: the packets' bytes, or None."""
    at = _ip_tcp(r)
    if at is None:
        return None
    p, _t, _a = at
    d = bytes(r.data)
    total = struct.unpack_from(">H", d, p + 2)[0]
    if not total or p + total > len(d) or total - 20 <= size:
        return None
    link, head, body = d[:p], bytearray(d[p : p + 20]), d[p + 20 : p + total]
    out = []
    for off in range(0, len(body), size):
        piece = body[off : off + size]
        h = bytearray(head)
        struct.pack_into(">H", h, 2, 20 + len(piece))
        struct.pack_into(">H", h, 6, (0x2000 if off + size < len(body) else 0) | off // 8)
        h[10:12] = b"\0\0"
        out.append(link + bytes(h) + piece)
    return out


def _packet_like(cap: Capture, r: Record, data: bytes, iface: int | None = None) -> Record:
    """A packet record like ``r`` (same time) holding ``data`` (on interface ``iface``)."""
    q = Record(r.kind, bytearray(r.head), bytearray(data), bytearray(r.tail), r.linktype)
    if r.kind == "pcap":
        struct.pack_into(cap.endian + "I", q.head, 12, len(data))
    elif r.kind == "epb":
        struct.pack_into(cap.endian + "I", q.head, 24, len(data))
        if iface is not None:
            struct.pack_into(cap.endian + "I", q.head, 8, iface)
    return q


def _big_ipv4(cap: Capture, least: int) -> list[int]:
    return [
        i
        for i, r in enumerate(cap.records)
        if r.kind in ("pcap", "epb") and len(r.data) > least and _ip_tcp(r) is not None
    ]


def s_frag_interfaces(cap: Capture, rng: random.Random) -> str:
    """31.8: IPv4 datagrams in fragments whose first is on the packet's interface and the
    rest on a second pcapng interface of another link type (SLL2, SLL, BSD loopback); a
    pcap keeps them all on its one link."""
    big = _big_ipv4(cap, 200)
    if not big:
        return ""
    e = cap.endian
    iface = None
    lt, lhead = rng.choice(OTHER_LINKS)
    if cap.fmt == "pcapng":
        idbs = [i for i, r in enumerate(cap.records) if r.kind == "idb"]
        if not idbs:
            return ""
        iface = len(idbs)
        body = struct.pack(e + "HHI", lt, 0, 0) + struct.pack(e + "HH", 0, 0)
        blk = struct.pack(e + "II", 1, 12 + len(body)) + body + struct.pack(e + "I", 12 + len(body))
        cap.records.insert(idbs[-1] + 1, Record("idb", bytearray(blk)))
        big = [i + 1 if i > idbs[-1] else i for i in big]
    chosen = sorted(rng.sample(big, min(len(big), rng.randint(1, 6))), reverse=True)
    for i in chosen:
        r = cap.records[i]
        frags = _fragment(r, 8 * rng.randint(2, 40))
        if frags is None:
            continue
        at = _ip_tcp(r)
        out = [_packet_like(cap, r, frags[0])]
        for f in frags[1:]:
            if iface is None:
                out.append(_packet_like(cap, r, f))
            else:
                out.append(_packet_like(cap, r, lhead + f[at[0] :], iface))
        if rng.random() < 0.5:
            out = [out[0], out[-1], *out[1:-1]]
        cap.records[i : i + 1] = out
    return f"fragments on link {lt}" if iface is not None else "fragments"


def s_fcs(cap: Capture, rng: random.Random) -> str:
    """31.9: a pcap's link type field with the FCS-present flag and an FCS of two 16-bit
    words, each packet followed by 4 FCS bytes (captured and original lengths count them)."""
    if cap.fmt != "pcap":
        return ""
    e = cap.endian
    lt = struct.unpack_from(e + "I", cap.header, 20)[0]
    if lt & 0x04000000:
        return ""
    struct.pack_into(e + "I", cap.header, 20, (lt & 0xFFFF) | 0x04000000 | (2 << 28))
    for r in cap.packets():
        wire = struct.unpack_from(e + "I", r.head, 12)[0]
        r.data += rng.randbytes(4)
        struct.pack_into(e + "I", r.head, 12, wire + 4)
    return "fcs"


def s_tiny_fragments(cap: Capture, rng: random.Random) -> str:
    """31.10: the largest IPv4 datagram in 8-byte fragments, the first and the last first
    (or reversed, or shuffled)."""
    big = _big_ipv4(cap, 100)
    if not big:
        return ""
    i = max(big, key=lambda k: len(cap.records[k].data))
    r = cap.records[i]
    frags = _fragment(r, 8)
    if frags is None:
        return ""
    order = rng.choice(("ends-first", "reversed", "shuffled"))
    if order == "ends-first":
        frags = [frags[0], frags[-1], *frags[1:-1]]
    elif order == "reversed":
        frags.reverse()
    else:
        rng.shuffle(frags)
    cap.records[i : i + 1] = [_packet_like(cap, r, f) for f in frags]
    return f"8-byte fragments, {order}"


def _v6(a: bytes) -> bytes:
    return b"\x20\x01\x0d\xb8" + bytes(8) + a


def s_ipv6_fragments(cap: Capture, rng: random.Random) -> str:
    """26.2: every IPv4/TCP packet as IPv6 (2001:db8::a.b.c.d), datagrams over 200 bytes in
    Fragment headers (next header 44) of 8n bytes, some sets reversed or last-first."""
    out = []
    n = 0
    for r in cap.records:
        at = _ip_tcp(r) if r.kind in ("pcap", "epb") else None
        if at is None or r.data[at[0] - 2 : at[0]] not in (b"\x08\x00",):
            out.append(r)
            continue
        p, _t, _a = at
        d = bytes(r.data)
        total = struct.unpack_from(">H", d, p + 2)[0]
        if not total or p + total > len(d):
            out.append(r)
            continue
        link = d[: p - 2] + b"\x86\xdd"
        src, dst, body = _v6(d[p + 12 : p + 16]), _v6(d[p + 16 : p + 20]), d[p + 20 : p + total]

        def v6(nh: int, plen: int, src=src, dst=dst) -> bytes:
            return struct.pack(">IHBB", 6 << 28, plen, nh, 64) + src + dst

        if len(body) <= 200:
            out.append(_packet_like(cap, r, link + v6(6, len(body)) + body))
            continue
        n += 1
        size = 8 * rng.randint(4, 30)
        ident = rng.randrange(1 << 32)
        frags = []
        for off in range(0, len(body), size):
            piece = body[off : off + size]
            offm = off | (1 if off + size < len(body) else 0)
            fh = struct.pack(">BBHI", 6, 0, offm, ident)
            frags.append(_packet_like(cap, r, link + v6(44, 8 + len(piece)) + fh + piece))
        if n % 3 == 0:
            frags.reverse()
        elif n % 3 == 1:
            frags.insert(0, frags.pop())
        out += frags
    if not n:
        return ""
    cap.records = out
    return "ipv6 fragments"


#: strategies that keep every Kafka byte: the messages read must be the seed's
PRESERVING: list[Callable[[Capture, random.Random], str]] = [
    s_after_ack,
    s_frag_interfaces,
    s_fcs,
    s_tiny_fragments,
    s_ipv6_fragments,
]


def preserve(buf: bytes, strategy: Callable, rng: random.Random) -> tuple[bytes, str]:
    """``buf`` with one :data:`PRESERVING` strategy applied (what was done, "" if it did
    not apply)."""
    cap = parse_capture(buf)
    if cap is None:
        return buf, ""
    what = strategy(cap, rng)
    return (cap.dump(), what) if what else (buf, "")


MUTATORS: list[Callable[[Capture, random.Random], str]] = [
    m_payload_bytes,
    m_payload_bytes,
    m_kafka_size,
    m_header,
    m_int,
    m_int,
    m_varint,
    m_batch,
    m_batch,
    m_resize,
    m_snap,
    m_snap,
    m_order,
    m_block,
    m_many_pdus,
    *PRESERVING,
]


def mutate(buf: bytes, rng: random.Random, rounds: int | None = None) -> tuple[bytes, list[str]]:
    """``buf`` (a capture) with 1-4 structure-aware mutations; what was done."""
    done: list[str] = []
    for _ in range(rounds or rng.choice((1, 1, 1, 2, 2, 3, 4))):
        x = rng.random()
        if x < 0.05:
            buf, what = m_raw_block_length(buf, rng)
        elif x < 0.08 and len(buf) > 24:
            cut = rng.randrange(24, len(buf))
            buf, what = buf[:cut], f"file cut at {cut}"
        else:
            cap = parse_capture(buf)
            if cap is None:
                break
            what = rng.choice(MUTATORS)(cap, rng)
            buf = cap.dump()
        if what:
            done.append(what)
    return buf, done


# --------------------------------------------------------------------------- body-level inputs


def pcap_of(frames: list[tuple[bool, bytes]], port: int = 9092) -> bytes:
    """A pcap file (Ethernet/IPv4/TCP, checksums 0) of one connection carrying ``frames``:
    (to the server?, bytes) in order, each in one segment after a handshake."""
    cli, srv = bytes([10, 0, 0, 1]), bytes([10, 0, 0, 2])
    seq = {True: 1000, False: 5000}
    out = bytearray(struct.pack("<IHHiIII", 0xA1B2C3D4, 2, 4, 0, 0, 262144, 1))
    t = 1_700_000_000

    def pkt(to_server: bool, flags: int, data: bytes = b"") -> None:
        nonlocal t
        src, dst = (cli, srv) if to_server else (srv, cli)
        sp, dp = (40000, port) if to_server else (port, 40000)
        tcp = struct.pack(
            ">HHIIBBHHH",
            sp,
            dp,
            seq[to_server] & 0xFFFFFFFF,
            seq[not to_server] & 0xFFFFFFFF,
            5 << 4,
            flags,
            65535,
            0,
            0,
        )
        ip = struct.pack(
            ">BBHHHBBH4s4s", 0x45, 0, 20 + len(tcp) + len(data), 1, 0, 64, 6, 0, src, dst
        )
        eth = b"\x02" * 6 + b"\x04" * 6 + b"\x08\x00"
        d = eth + ip + tcp + data
        t += 1
        out.extend(struct.pack("<IIII", t, 0, len(d), len(d)) + d)
        seq[to_server] += len(data) + (1 if flags & 3 else 0)

    pkt(True, 0x02)
    pkt(False, 0x12)
    pkt(True, 0x10)
    for to_server, data in frames:
        pkt(to_server, 0x18, data)
    return bytes(out)


def request_frame(api_key: int, version: int, corr: int, header_version: int, body: bytes) -> bytes:
    """A request frame: size, api_key, api_version, correlation id, client_id "fuzz" (header
    v1+), an empty tag section (v2), then ``body``."""
    head = struct.pack(">hhi", api_key, version, corr)
    if header_version >= 1:
        head += struct.pack(">h", 4) + b"fuzz"
    if header_version >= 2:
        head += b"\0"
    msg = head + body
    return struct.pack(">i", len(msg)) + msg


def response_frame(corr: int, header_version: int, body: bytes) -> bytes:
    """A response frame: size, correlation id, an empty tag section (header v1), ``body``."""
    msg = struct.pack(">i", corr) + (b"\0" if header_version >= 1 else b"") + body
    return struct.pack(">i", len(msg)) + msg


def _records_batch(rng: random.Random, codec: int) -> bytes:
    """A record batch (magic 2, correct CRC-32C) of 1-3 records, compressed with ``codec``
    (0 none, 1 gzip, 2 snappy, 3 lz4, 4 zstd; cramjam), possibly hostile inside."""
    import cramjam
    from crc32c import crc32c

    recs = bytearray()
    n = rng.randint(1, 3)
    for i in range(n):
        val = bytes(rng.randrange(256) for _ in range(rng.randint(0, 20)))
        body = b"\0" + _zz(0) + _zz(i) + _zz(-1) + _zz(len(val)) + val + _zz(0)
        recs += _zz(len(body)) + body
    if rng.random() < 0.3:  # hostile inside: a bad varint, a huge count or a cut
        i = rng.randrange(len(recs))
        recs[i : i + 5] = rng.choice(VARINTS)
    comp = {
        0: lambda b: b,
        1: lambda b: bytes(cramjam.gzip.compress(b)),
        2: lambda b: rng.choice(
            (
                bytes(cramjam.snappy.compress_raw(b)),
                b"\x82SNAPPY\0"
                + struct.pack(">ii", 1, 1)
                + struct.pack(">i", len(c := bytes(cramjam.snappy.compress_raw(b))))
                + c,
            )
        ),
        3: lambda b: bytes(cramjam.lz4.compress(b)),
        4: lambda b: bytes(cramjam.zstd.compress(b)),
    }[codec](bytes(recs))
    if codec and rng.random() < 0.3:
        comp = rng.choice((comp[: rng.randrange(len(comp) + 1)], comp + comp, comp[:5]))
    tail = (
        struct.pack(">hiqqqhii", codec, n - 1, 0, 0, -1, -1, -1, rng.choice((n, n, 0, -1, 1 << 20)))
        + comp
    )
    rest = struct.pack(">ibI", 0, 2, crc32c(tail)) + tail
    return struct.pack(">qi", 0, len(rest)) + rest


def _zz(v: int) -> bytes:
    """A zigzag varint."""
    u = (v << 1) ^ (v >> 63)
    out = bytearray()
    while True:
        b = u & 0x7F
        u >>= 7
        if u:
            out.append(b | 0x80)
        else:
            out.append(b)
            return bytes(out)


def _versions(r) -> range:
    """The versions of a VersionRange (an open one: its first three)."""
    if r.low is None:
        return range(0)
    return range(r.low, (r.high if r.high is not None else r.low + 2) + 1)


def _uv(n: int) -> bytes:
    out = bytearray()
    while n >= 0x80:
        out.append((n & 0x7F) | 0x80)
        n >>= 7
    out.append(n)
    return bytes(out)


def _safe_encode(spec, v: int) -> bytes | None:
    if spec is None:
        return None
    from dissector.wire.codec import encode_body

    try:
        return encode_body(spec, v, _sample(spec.fields, v, random.Random(v)))
    except Exception:  # noqa: BLE001 - a value the encoder refuses
        return None


def _sample(fields, v: int, rng: random.Random, depth: int = 0) -> dict:
    """A value for ``fields`` at version ``v``: arrays of 0-3 items (structs filled in
    turn), strings of 0-12 characters, extreme and small integers, random uuids."""
    out = {}
    for f in fields:
        if f.kind == "struct":
            out[f.key] = _sample(f.fields, v, rng, depth + 1)
        elif f.kind == "array":
            n = rng.choice((0, 1, 1, 2, 3)) if depth < 4 else 0
            if f.element is None:
                out[f.key] = [_sample(f.fields, v, rng, depth + 1) for _ in range(n)]
            else:
                out[f.key] = [_scalar(f.element, rng) for _ in range(n)]
        else:
            out[f.key] = _scalar(f.type, rng)
    return out


def _scalar(t: str, rng: random.Random):
    import uuid

    if t == "bool":
        return rng.random() < 0.5
    if t == "string":
        return "".join(rng.choice("abcm-_.\u00e9") for _ in range(rng.randint(0, 12)))
    if t == "uuid":
        return str(uuid.UUID(int=rng.getrandbits(128)))
    if t == "bytes" or t == "records":
        return bytes(rng.randrange(256) for _ in range(rng.randint(0, 8)))
    if t == "float64":
        return rng.random()
    bits = {"int8": 8, "int16": 16, "int32": 32, "int64": 64, "uint16": 16, "uint32": 32}.get(t, 8)
    if t.startswith("uint"):
        return rng.choice((0, 1, (1 << bits) - 1))
    return rng.choice((0, 1, -1, (1 << (bits - 1)) - 1, -(1 << (bits - 1)), rng.randrange(100)))


@dataclass
class Body:
    """One body-level input: ``decoder`` ("mirror", "standard" or "records"), its ``key``
    (mirror: profile, api_key, kind, version; standard: api_key, version, kind), the
    ``body`` bytes (records: a records field) and ``frames``: the frames carrying a body
    (request first), for a capture of it."""

    name: str
    decoder: str
    key: tuple
    body: bytes
    frames: Callable[[bytes], list[tuple[bool, bytes]]]


def _standard_frames(k: int, v: int, kind: str, req_body: bytes) -> Callable:
    from dissector.kafka import protocol

    hv, rhv = protocol.request_header_version(k, v), protocol.response_header_version(k, v)
    if kind == "request":
        return lambda b: [(True, request_frame(k, v, 9, hv, b))]
    return lambda b: [
        (True, request_frame(k, v, 9, hv, req_body)),
        (False, response_frame(9, rhv, b)),
    ]


def harvest(paths: list[Path]) -> dict[tuple[int, int, str], list[bytes]]:
    """Real standard bodies from captures: every Kafka frame whole in one TCP segment on a
    :data:`PORTS` connection, keyed (api_key, version, kind); responses matched to their
    request by connection and correlation id.  Bodies start after the header (request
    header v2 and response header v1 with an empty tag section only)."""
    from dissector.kafka import protocol

    out: dict[tuple[int, int, str], list[bytes]] = {}
    for path in paths:
        cap = parse_capture(path.read_bytes())
        if cap is None:
            continue
        asked: dict[tuple, tuple[int, int]] = {}
        for r in cap.packets():
            span = tcp_payload(r)
            if not span:
                continue
            a, b = span
            ports = _ports(r, a)
            if ports is None:
                continue
            sport, dport = ports
            for p in _frame_starts(r, a, b):
                n = struct.unpack_from(">i", r.data, p)[0]
                if p + 4 + n > b:
                    break
                frame = bytes(r.data[p : p + 4 + n])
                if dport in PORTS and n >= 8:
                    k, v, corr = struct.unpack_from(">hhi", frame, 4)
                    if k not in protocol.API_NAMES or v not in protocol.known_versions(k):
                        continue
                    asked[(sport, corr)] = (k, v)
                    at = 12
                    if protocol.request_header_version(k, v) >= 1 and n >= 10:
                        cl = struct.unpack_from(">h", frame, 12)[0]
                        at = 14 + max(cl, 0)
                    if protocol.request_header_version(k, v) >= 2:
                        if frame[at : at + 1] != b"\0":
                            continue
                        at += 1
                    out.setdefault((k, v, "request"), []).append(frame[at:])
                elif sport in PORTS and n >= 4:
                    corr = struct.unpack_from(">i", frame, 4)[0]
                    kv = asked.pop((dport, corr), None)
                    if kv is None:
                        continue
                    at = 8
                    if protocol.response_header_version(*kv) >= 1:
                        if frame[8:9] != b"\0":
                            continue
                        at = 9
                    out.setdefault((*kv, "response"), []).append(frame[at:])
    return out


def _ports(r: Record, a: int) -> tuple[int, int] | None:
    """The TCP ports of packet ``r`` whose payload starts at ``a`` (from the TCP header)."""
    d = r.data
    for hl in range(20, 64, 4):
        t = a - hl
        if t >= 0 and (d[t + 12] >> 4) * 4 == hl:
            return struct.unpack_from(">HH", d, t)
    return None


def body_makers(real: dict | None = None) -> list[tuple[str, Callable[[random.Random], Body]]]:
    """Makers of body-level inputs: every mirror spec of every shipped profile at every valid
    version (request and response; values from :func:`_sample`), every standard API and
    version of kafka_facts.json in both directions (a real body harvested from the seeds
    when there is one, else random and zero bytes), and a records field of 1-3 batches for
    every codec (none, gzip, snappy raw and xerial, lz4, zstd)."""
    from dissector.kafka import protocol
    from dissector.profiles.profile import available_profiles, load_profile
    from dissector.wire.codec import encode_body

    makers: list[tuple[str, Callable[[random.Random], Body]]] = []
    for name in available_profiles():
        try:
            prof = load_profile(name)
        except Exception:  # noqa: BLE001 - a profile that does not load is not ours to fuzz
            continue
        reqs = {k: m for (k, t), m in prof.messages.items() if t == "request"}
        for (k, kind), spec in sorted(prof.messages.items()):
            for v in _versions(spec.valid_versions):
                flexible = v in spec.flexible_versions

                def make(rng, spec=spec, v=v, k=k, kind=kind, flex=flexible, prof=name, reqs=reqs):
                    try:
                        body = encode_body(spec, v, _sample(spec.fields, v, rng))
                    except Exception:  # noqa: BLE001 - a value the encoder refuses: defaults
                        body = encode_body(spec, v, {})
                    req = _safe_encode(reqs.get(k), v) or b""
                    hv, rhv = (2, 1) if flex else (1, 0)
                    if kind == "request":
                        frames = lambda b: [(True, request_frame(k, v, 7, hv, b))]  # noqa: E731
                    else:
                        frames = lambda b: [  # noqa: E731
                            (True, request_frame(k, v, 7, hv, req)),
                            (False, response_frame(7, rhv, b)),
                        ]
                    label = f"{prof} {spec.rpc} {kind} v{v}"
                    return Body(label, "mirror", (prof, k, kind, v), body, frames)

                makers.append((f"mirror:{name}:{k}:{kind}:{v}", make))
    real = real or {}
    for k, api in sorted(protocol.API_NAMES.items()):
        for v in protocol.known_versions(k):
            for kind in ("request", "response"):

                def make_std(rng, k=k, v=v, kind=kind, api=api):
                    seen = real.get((k, v, kind))
                    if seen and rng.random() < 0.8:
                        body = rng.choice(seen)
                    else:
                        size = rng.choice((0, 1, 4, 8, 16, 64, 256))
                        body = bytes(
                            rng.choice((0, 0, 0xFF, 1, rng.randrange(256))) for _ in range(size)
                        )
                    req = (real.get((k, v, "request")) or [b""])[0]
                    frames = _standard_frames(k, v, kind, req)
                    return Body(f"{api} {kind} v{v}", "standard", (k, v, kind), body, frames)

                makers.append((f"standard:{k}:{v}:{kind}", make_std))
    for codec in range(5):

        def make_records(rng, codec=codec):
            data = b"".join(_records_batch(rng, codec) for _ in range(rng.randint(1, 3)))

            def frames(b: bytes) -> list[tuple[bool, bytes]]:
                body = (
                    struct.pack(">hhi", -1, 1, 1000)
                    + struct.pack(">ih", 1, 1)
                    + b"t"
                    + struct.pack(">iii", 1, 0, len(b))
                    + b
                )
                return [(True, request_frame(0, 3, 11, 1, body))]

            return Body(f"records codec {codec}", "records", (codec,), data, frames)

        makers.append((f"records:{codec}", make_records))
    return makers


def mutate_body(body: bytes, rng: random.Random) -> tuple[bytes, list[str]]:
    """``body`` with 0-3 mutations: bytes overwritten, an extreme int16/int32, a varint,
    a cut at any offset, bytes appended, a slice repeated (longer arrays)."""
    b = bytearray(body)
    done: list[str] = []
    for _ in range(rng.choice((0, 1, 1, 2, 3))):
        what = rng.choice(("bytes", "int32", "int16", "varint", "cut", "append", "repeat"))
        if what == "bytes" and b:
            for _ in range(rng.randint(1, 4)):
                i = rng.randrange(len(b))
                b[i] = rng.choice((b[i] ^ (1 << rng.randrange(8)), rng.randrange(256), 0, 0xFF))
        elif what == "int32" and len(b) >= 4:
            struct.pack_into(">i", b, rng.randrange(len(b) - 3), rng.choice(INT32))
        elif what == "int16" and len(b) >= 2:
            struct.pack_into(">h", b, rng.randrange(len(b) - 1), rng.choice(INT16))
        elif what == "varint" and b:
            i = rng.randrange(len(b))
            b[i : i + 1] = rng.choice(VARINTS)
        elif what == "cut" and b:
            del b[rng.randrange(len(b)) :]
        elif what == "append":
            b += bytes(rng.randrange(256) for _ in range(rng.randint(1, 16)))
        elif what == "repeat" and b:
            i = rng.randrange(len(b))
            j = min(len(b), i + rng.randint(1, 64))
            b[i:i] = b[i:j] * rng.randint(1, 8)
        else:
            continue
        done.append(what)
    return bytes(b), done


_PROFILES: dict = {}


def decode_one(inp: Body, body: bytes) -> None:
    """Decode ``body`` as ``inp`` says, directly (no capture): a mirror body with the profile's
    spec (codec.decode_body), a standard body (standard.decode_standard), a records field
    (records.decode_records).  Documented errors propagate; so does anything else."""
    if inp.decoder == "mirror":
        from dissector.profiles.profile import load_profile
        from dissector.wire.codec import decode_body

        prof, k, kind, v = inp.key
        if prof not in _PROFILES:
            _PROFILES[prof] = load_profile(prof)
        decode_body(_PROFILES[prof].messages[(k, kind)], v, body, 0, len(body))
    elif inp.decoder == "standard":
        from dissector.wire.standard import decode_standard

        k, v, kind = inp.key
        decode_standard(k, v, kind, body, 0, len(body))
    else:
        from dissector.wire.records import decode_records

        decode_records(body)


def run_bodies(batch: list[tuple[Body, bytes]]) -> tuple[int, Outcome]:
    """Decode every body of ``batch`` in one forked child: the index of the first that fails
    (an undocumented exception, over :data:`LIMIT_S` CPU seconds or :data:`LIMIT_MB` MB)
    and its outcome, or (-1, ok)."""
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(r)
        res: dict = {"i": -1, "failure": None}
        base = _reset_peak()
        documented = _documented()
        for i, (inp, body) in enumerate(batch):
            t0 = time.process_time()
            try:
                decode_one(inp, body)
            except documented:
                pass
            except Exception as e:  # noqa: BLE001 - that is what we look for
                tb = traceback.extract_tb(e.__traceback__)[-1]
                where = f"{Path(tb.filename).name}:{tb.name}"
                res = {
                    "i": i,
                    "failure": f"body {inp.decoder}: {type(e).__name__} in {where}",
                    "detail": traceback.format_exc()[-3000:],
                }
                break
            cpu = time.process_time() - t0
            mb = _peak_mb() - base
            if cpu > LIMIT_S or mb > LIMIT_MB:
                what = f"time {cpu:.1f} s" if cpu > LIMIT_S else f"memory {mb:.0f} MB"
                res = {"i": i, "failure": f"body {inp.decoder}: {what}", "cpu": cpu, "mb": mb}
                break
        os.write(w, json.dumps(res).encode())
        os._exit(0)
    os.close(w)
    res = _collect(pid, r, KILL_S * 3)
    if res is None:
        return 0, Outcome(f"body: hang over {KILL_S * 3:.0f} s (batch of {len(batch)})")
    if "died" in res:
        return 0, Outcome(f"body: child died ({res['died']})")
    return res["i"], Outcome(
        res.get("failure"), res.get("detail", ""), res.get("cpu", 0.0), res.get("mb", 0.0)
    )


def _collect(pid: int, r: int, limit: float) -> dict | None:
    """The JSON a forked child writes to pipe ``r``; None when it ran over ``limit`` seconds
    (then it is killed); ``{"died": how}`` when it wrote nothing."""
    data = b""
    deadline = time.monotonic() + limit
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            os.close(r)
            return None
        ready, _, _ = select.select([r], [], [], left)
        if ready:
            chunk = os.read(r, 1 << 16)
            if not chunk:
                break
            data += chunk
    os.close(r)
    _, status = os.waitpid(pid, 0)
    if not data:
        return {"died": f"signal {os.WTERMSIG(status)}" if os.WIFSIGNALED(status) else status}
    return json.loads(data)


# --------------------------------------------------------------------------- running one input


@dataclass
class Outcome:
    """What one input did: ``failure`` (None when fine, else a one-line class of failure),
    ``detail`` (traceback or output tail), ``cpu`` seconds and ``mb`` of peak memory."""

    failure: str | None
    detail: str = ""
    cpu: float = 0.0
    mb: float = 0.0
    #: function calls of the costliest target (``run_in_child(..., max_calls=N)`` only)
    calls: int = 0


def _documented() -> tuple[type, ...]:
    from dissector.errors import CaptureError, DissectError
    from dissector.wire.specs import SpecError

    return (CaptureError, DissectError, SpecError)


def _target(path: str, what: str) -> None:
    import warnings

    import dissector
    from dissector.analysis import analyze

    warnings.simplefilter("ignore")
    if what == "read":
        dissector.read_capture(path, ports=PORTS)
    elif what == "full":
        dissector.read_capture(path, ports=PORTS, full=True)
    elif what == "fields":
        dissector.read_fields(path, ports=PORTS)
    elif what == "report":
        from dissector.analysis.report import html_report

        html_report(analyze(path, ports=PORTS))
    else:
        analyze(path, ports=PORTS)


def _reset_peak() -> float:
    """Reset this process's peak resident memory (VmHWM; a forked child starts with its
    parent's) where the kernel allows it; the resident memory now, in MB."""
    try:
        with open("/proc/self/clear_refs", "w") as f:
            f.write("5")
    except OSError:
        pass
    return _rss_mb()


def _peak_mb() -> float:
    """Peak resident memory (VmHWM) in MB; ru_maxrss where /proc has no VmHWM."""
    try:
        with open("/proc/self/status") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1e3
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1e3


def _rss_mb() -> float:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 1e6


def _calls(fn: Callable[..., object], *args: object) -> int:
    """The function calls ``fn(*args)`` makes (cProfile's counts, never its clock); its
    exception passes through with the count in ``calls`` on it."""
    import cProfile

    profiler = cProfile.Profile()
    profiler.enable()
    try:
        fn(*args)
    except BaseException as e:
        profiler.disable()
        e.calls = sum(x.callcount for x in profiler.getstats())
        raise
    profiler.disable()
    return sum(x.callcount for x in profiler.getstats())


def run_in_child(path: str, targets: tuple[str, ...], max_calls: int | None = None) -> Outcome:
    """Run the in-process targets on ``path`` in a forked child (killed after
    :data:`KILL_S`): an exception outside :func:`_documented`, CPU time over
    :data:`LIMIT_S` or memory over :data:`LIMIT_MB` per target is a failure.

    With ``max_calls`` (the tests: deterministic where CPU time is not), each target's
    work is counted in function calls instead of timed, and more than ``max_calls`` is
    the failure (``calls``: the most one target made)."""
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child
        os.close(r)
        res: dict = {"failure": None}
        try:
            base = _reset_peak()
            for what in targets:
                t0 = time.process_time()
                calls = 0
                try:
                    if max_calls is None:
                        _target(path, what)
                    else:
                        calls = _calls(_target, path, what)
                except _documented() as e:
                    calls = getattr(e, "calls", 0)
                except MemoryError:
                    res = {"failure": f"{what}: MemoryError", "detail": traceback.format_exc()}
                    break
                except Exception as e:  # noqa: BLE001 - that is what we look for
                    tb = traceback.extract_tb(e.__traceback__)[-1]
                    where = f"{Path(tb.filename).name}:{tb.name}"
                    res = {
                        "failure": f"{what}: {type(e).__name__} in {where}",
                        "detail": traceback.format_exc()[-3000:],
                    }
                    break
                cpu = time.process_time() - t0
                mb = _peak_mb() - base
                res["cpu"], res["mb"] = max(res.get("cpu", 0), cpu), max(res.get("mb", 0), mb)
                res["calls"] = max(res.get("calls", 0), calls)
                limit_s, limit_mb = LIMITS.get(what, (LIMIT_S, LIMIT_MB))
                if max_calls is not None and calls > max_calls:
                    res["failure"] = f"{what}: {calls} function calls"
                    break
                if max_calls is None and cpu > limit_s:
                    res["failure"] = f"{what}: time {cpu:.1f} s"
                    break
                if mb > limit_mb:
                    res["failure"] = f"{what}: memory {mb:.0f} MB"
                    break
        except BaseException as e:  # noqa: BLE001
            res = {"failure": f"harness: {type(e).__name__}", "detail": traceback.format_exc()}
        os.write(w, json.dumps(res).encode())
        os._exit(0)
    os.close(w)
    res = _collect(pid, r, KILL_S)
    if res is None:
        return Outcome(f"hang over {KILL_S:.0f} s")
    if "died" in res:
        return Outcome(f"child died ({res['died']})")
    return Outcome(
        res.get("failure"),
        res.get("detail", ""),
        res.get("cpu", 0.0),
        res.get("mb", 0.0),
        res.get("calls", 0),
    )


def messages_in_child(path: str) -> list | None:
    """The messages of ``path`` as ``[direction, api_key, correlation_id, length, expert]``
    lists (sorted), read in a forked child; None when it fails or hangs."""
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child
        os.close(r)
        res: dict = {"messages": None}
        try:
            import warnings

            import dissector

            warnings.simplefilter("ignore")
            res["messages"] = sorted(
                (
                    [m.direction, m.api_key, m.correlation_id, m.length, sorted(m.expert)]
                    for m in dissector.iter_messages(path, ports=PORTS, full=False)
                ),
                key=json.dumps,
            )
        except BaseException:  # noqa: BLE001 - the other targets say what failed
            pass
        os.write(w, json.dumps(res).encode())
        os._exit(0)
    os.close(w)
    res = _collect(pid, r, KILL_S)
    return None if res is None or "died" in res else res["messages"]


def check_loss(seed: Path, path: str, what: str, cache: dict) -> Outcome:
    """A capture made from ``seed`` by a :data:`PRESERVING` strategy (``what``) must give the
    seed's messages: fewer, or other ones, is a silent loss."""
    if seed not in cache:
        cache[seed] = messages_in_child(str(seed))
    want, got = cache[seed], messages_in_child(path)
    if want is None or got is None or got == want:
        return Outcome(None)
    missing = len([m for m in want if m not in got])
    return Outcome(
        f"loss {what}: {len(got)} messages, the seed {len(want)}",
        f"{missing} of the seed's messages missing or changed",
    )


#: CLI commands run on found inputs (and on every ``--cli-every``-th input)
CLI = (
    ("read",),
    ("read", "--full"),
    ("analyze",),
    ("fields",),
    ("show", "--frame", "4"),
    ("keys",),
)


def run_cli(path: str) -> Outcome:
    """Every command of :data:`CLI` on ``path``: exit 0/1/2 without a traceback, and no
    control byte a terminal acts on (ESC, BEL, BS, CR, C1 CSI) in what it writes (text
    formats all: a capture's names are escaped, issue 31), each."""
    raw_controls = fuzz_mirror().raw_controls
    ports = [x for port in PORTS for x in ("-p", str(port))]
    for args in CLI:
        cmd = [sys.executable, "-m", "dissector", *args, path, *ports]
        try:
            res = subprocess.run(cmd, capture_output=True, timeout=60, cwd=ROOT)
        except subprocess.TimeoutExpired:
            return Outcome(f"cli {' '.join(args)}: over 60 s")
        err = res.stderr.decode("utf-8", "replace")
        if res.returncode not in (0, 1, 2) or "Traceback" in err:
            return Outcome(f"cli {' '.join(args)}: exit {res.returncode}", err[-3000:])
        if raw_controls(res.stdout) or raw_controls(res.stderr):
            n = raw_controls(res.stdout) + raw_controls(res.stderr)
            return Outcome(f"cli {' '.join(args)}: raw control bytes", f"{n} raw control bytes")
    return Outcome(None)


def values_input(rng: random.Random, name: str | None = None) -> tuple[bytes, str, list[str]]:
    """A ``values`` input: a committed capture whose mirror RPC values a strategy of
    ``scripts/fuzz_mirror.py`` changed (hostile text, nulls where the spec says not null,
    extreme integers, thousands of partitions, 64 KiB names); ``(capture, source,
    [strategy])``.  ``name``: that strategy (default: one at random)."""
    fm = fuzz_mirror()
    name = name or rng.choice(sorted(fm.STRATEGIES))
    src, make = fm.STRATEGIES[name]
    buf, _ = fm.rewrite(ROOT / "captures" / src, make(rng))
    return buf, src, [name]


def fuzz_mirror():
    """``scripts/fuzz_mirror.py`` as a module, loaded by its path as
    ``kmirror_fuzz_mirror`` (as tests/helpers.py's ``script_module`` loads it): the
    scripts folder is kept off ``sys.path``, where this file would hide the tests'
    ``fuzz`` package."""
    import importlib.util

    name = "kmirror_fuzz_mirror"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / "fuzz_mirror.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


# --------------------------------------------------------------------------- the Lua plugin


class LuaRunner:
    """tshark with the plugin on a capture, under ``builds`` (tests/tsharks.py's Tshark;
    default: every build that can run here): no signal, no Lua error, the exit code of
    plain tshark, and for every frame where the plugin shows no kafka_mirror tree and
    no TLS (it left the frame to Wireshark's Kafka dissector; plain tshark takes TLS on
    a Kafka port for Kafka), the same kafka.api_key, api_version,
    correlation_id, error, topic_name and partition_id as plain tshark (frames whose
    api_key is a mirror RPC's of any profile aside)."""

    FIELDS = (
        "frame.number",
        "kafka.api_key",
        "kafka.api_version",
        "kafka.correlation_id",
        "kafka.error",
        "kafka.topic_name",
        "kafka.partition_id",
    )
    #: columns of the kafka.* fields compared (after frame.number)
    N = len(FIELDS)

    def __init__(self, builds: list | None = None) -> None:
        if str(ROOT / "tests") not in sys.path:
            sys.path.insert(0, str(ROOT / "tests"))
        from tsharks import TRIXIE, Tshark

        from dissector.plugin.lua import PLUGIN_FILE

        self.builds = builds
        if builds is None:
            self.builds = []
            if subprocess.run(["which", "tshark"], capture_output=True).returncode == 0:
                self.builds.append(Tshark("host"))
            if (TRIXIE / "usr/bin/tshark").exists() and os.geteuid() == 0:
                self.builds.append(Tshark("debian13", TRIXIE))
        from dissector.profiles.profile import available_profiles, load_profile

        #: api keys (as text) of every profile's mirror RPCs
        self.mirror_keys = {
            str(k) for name in available_profiles() for (k, _) in load_profile(name).messages
        }
        #: frames with kafka.* fields found equal with and without the plugin, so far
        self.compared = 0
        self.dirs = {}
        for t in self.builds:
            d = t.folder("kmirror-fuzz-")
            plugin = d / PLUGIN_FILE
            plugin.write_bytes((ROOT / "lua" / PLUGIN_FILE).read_bytes())
            plugin.chmod(0o644)
            self.dirs[t.name] = (d, plugin)

    def close(self) -> None:
        """Remove the work folders."""
        import shutil

        for d, _ in self.dirs.values():
            shutil.rmtree(d, ignore_errors=True)

    def check(self, buf: bytes) -> Outcome:
        """The plugin on capture bytes ``buf`` under each build."""
        ports = ",".join(map(str, PORTS))
        for t in self.builds:
            d, plugin = self.dirs[t.name]
            f = d / "input.pcap"
            f.write_bytes(buf)
            f.chmod(0o644)
            fields = [x for name in self.FIELDS for x in ("-e", name)]
            with_plugin = _tshark(
                t,
                [
                    "-n",
                    "-r",
                    str(f),
                    "-X",
                    f"lua_script:{plugin}",
                    "-o",
                    f"kafka_mirror.tcp.ports:{ports}",
                    "-T",
                    "fields",
                    *fields,
                    "-e",
                    "kafka_mirror",
                    "-e",
                    "tls",
                    "-e",
                    "_ws.expert.message",
                    "-E",
                    "occurrence=a",
                ],
            )
            rc = with_plugin.returncode
            if rc < 0 or rc >= 128:
                return Outcome(
                    f"lua {t.name}: signal {rc - 128 if rc > 0 else -rc}",
                    with_plugin.stderr[-2000:],
                )
            text = with_plugin.stdout + with_plugin.stderr
            if "Lua Error" in text or ".lua:" in with_plugin.stderr:
                line = next((x for x in text.splitlines() if "Lua Error" in x or ".lua:" in x), "")
                return Outcome(f"lua {t.name}: Lua error", line[-2000:])
            plain = _tshark(
                t,
                [
                    "-n",
                    "-r",
                    str(f),
                    "-o",
                    f"kafka.tcp.ports:{ports}",
                    "-T",
                    "fields",
                    *fields,
                    "-E",
                    "occurrence=a",
                ],
            )
            if plain.returncode < 0 or plain.returncode >= 128:
                continue  # plain tshark itself died: not the plugin's doing
            if rc != plain.returncode:
                return Outcome(
                    f"lua {t.name}: exit {rc} (plain tshark {plain.returncode})",
                    with_plugin.stderr[-2000:],
                )
            ours = {
                r.split("\t")[0]: r.split("\t")[1 : self.N]
                for r in with_plugin.stdout.splitlines()
                if r.split("\t")[self.N : self.N + 2] == ["", ""]  # not ours, not TLS
            }
            for row in plain.stdout.splitlines():
                cols = row.split("\t")
                mine = ours.get(cols[0])
                if mine is not None and mine == cols[1 : self.N] and cols[1]:
                    self.compared += 1
                if (
                    mine is None
                    or mine == cols[1 : self.N]
                    or set(cols[1].split(",")) & self.mirror_keys
                ):
                    continue  # the plugin decodes mirror RPCs itself
                if any(mine) or any(cols[1 : self.N]):
                    return Outcome(
                        f"lua {t.name}: kafka fields differ",
                        f"frame {cols[0]}: plain {cols[1 : self.N]} with plugin {mine}",
                    )
        return Outcome(None)


def _tshark(t, args: list[str]) -> subprocess.CompletedProcess:
    """tshark build ``t`` run with ``args``; output decoded with replacement characters
    (mutated captures make tshark print bytes that are not UTF-8)."""
    res = subprocess.run(t.command(args), capture_output=True, timeout=120)
    res.stdout = res.stdout.decode("utf-8", "replace")
    res.stderr = res.stderr.decode("utf-8", "replace")
    return res


# --------------------------------------------------------------------------- minimise, corpus


def minimise(buf: bytes, fails: Callable[[bytes], bool], budget_s: float = 60.0) -> bytes:
    """``buf`` shrunk while ``fails`` still holds: runs of records dropped (halves, quarters,
    ... single ones), then payload bytes cut in halves and smaller chunks (ddmin-like),
    within ``budget_s`` seconds."""
    end = time.monotonic() + budget_s
    cap = parse_capture(buf)
    if cap is not None:
        chunk = max(1, len(cap.records) // 2)
        while chunk >= 1 and time.monotonic() < end:
            i = len(cap.records) - chunk
            while i >= 0 and time.monotonic() < end:
                part = cap.records[i : i + chunk]
                if any(r.kind in ("pcap", "epb", "spb") for r in part):
                    rest = cap.records[:i] + cap.records[i + chunk :]
                    trial = Capture(cap.fmt, cap.endian, cap.header, rest)
                    out = trial.dump()
                    if fails(out):
                        cap, buf = trial, out
                i -= chunk
            chunk //= 2
        for r in cap.packets():
            span = tcp_payload(r)
            if not span:
                continue
            chunk = max(1, (span[1] - span[0]) // 2)
            while chunk >= 1 and time.monotonic() < end:
                a, b = span
                p, changed = b - chunk, False
                while p >= a and time.monotonic() < end:
                    saved = bytes(r.data)
                    del r.data[p : p + chunk]
                    out = cap.dump()
                    if fails(out):
                        buf, changed = out, True
                        b -= chunk
                    else:
                        r.data[:] = saved
                    p -= chunk
                span = (a, b)
                if not changed:
                    chunk //= 2
    return buf


def save(
    buf: bytes,
    failure: str,
    seed: int,
    source: str,
    mutations: list[str],
    detail: str,
    folder: Path = CORPUS,
) -> Path:
    """Write a found input as ``<hash>.pcap[ng]`` and its sidecar ``<hash>.json``."""
    folder.mkdir(parents=True, exist_ok=True)
    ext = ".pcapng" if buf[:4] == b"\x0a\x0d\x0d\x0a" else ".pcap"
    name = hashlib.sha256(buf).hexdigest()[:16]
    path = folder / f"{name}{ext}"
    path.write_bytes(buf)
    side = {
        "failure": failure,
        "seed": seed,
        "source": source,
        "mutations": mutations,
        "detail": detail.strip().splitlines()[-1] if detail.strip() else "",
        "found": time.strftime("%Y-%m-%d", time.gmtime()),
    }
    (folder / f"{name}.json").write_text(json.dumps(side, indent=1) + "\n")
    return path


def known_failures(folder: Path = CORPUS) -> set[str]:
    """The failure classes already in the corpus (found again, they are not saved twice)."""
    out = set()
    for p in folder.glob("*.json"):
        try:
            out.add(json.loads(p.read_text())["failure"])
        except (ValueError, KeyError):
            pass
    return out


# --------------------------------------------------------------------------- the loop


def main(argv: list[str] | None = None) -> int:
    """Run the fuzzer; exit 0 when nothing new failed, 1 when something did."""
    ap = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--minutes", type=float, default=5.0, help="time budget (default 5)")
    ap.add_argument("--inputs", type=int, default=None, help="stop after this many inputs")
    ap.add_argument("--seed", type=int, default=None, help="random seed (default: from the clock)")
    ap.add_argument("--lua", action="store_true", help="also run tshark with the plugin (4.0, 4.4)")
    ap.add_argument(
        "--lua-every", type=int, default=3, help="with --lua: tshark on every Nth capture input"
    )
    ap.add_argument(
        "--body-batch", type=int, default=BODY_BATCH, help="body inputs per child (default 200)"
    )
    ap.add_argument(
        "--cli-every", type=int, default=100, help="run the CLI on every Nth capture input"
    )
    ap.add_argument("--out", type=Path, default=CORPUS, help="where found inputs go")
    ap.add_argument(
        "--only",
        choices=("captures", "frames", "bodies", "values"),
        help="one kind of input only",
    )
    ap.add_argument("--no-minimise", action="store_true", help="save found inputs as found")
    ap.add_argument(
        "--loss-share",
        type=float,
        default=0.2,
        help="share of capture inputs made by a strategy that keeps every Kafka byte "
        "(reorders, fragments, interfaces, FCS, IPv6), checked to give the seed's messages",
    )
    ap.add_argument("--replay", type=Path, nargs="*", help="run these inputs once and report")
    args = ap.parse_args(argv)

    targets = ("read", "full", "analyze")
    if args.replay:
        for what in targets:  # imports paid here, not counted against an input
            _target(str(SEEDS[0]), what)
        bad = 0
        for p in args.replay:
            o = run_in_child(str(p), targets)
            c = run_cli(str(p)) if o.failure is None else o
            print(f"{p}: {c.failure or o.failure or 'ok'} ({o.cpu:.2f} s, {o.mb:.0f} MB)")
            bad += bool(o.failure or c.failure)
        return 1 if bad else 0

    seed = args.seed if args.seed is not None else int(time.time())
    rng = random.Random(seed)
    print(f"fuzz: seed {seed}, {args.minutes} min, corpus {args.out}", flush=True)
    lua = LuaRunner() if args.lua else None
    if lua is not None:
        print(f"fuzz: Lua plugin under {', '.join(t.name for t in lua.builds) or 'no tshark'}")
    seeds = [(p.name, p.read_bytes()) for p in SEEDS]
    seed_paths = {p.name: p for p in SEEDS}
    seen_messages: dict = {}
    for what in (*targets, "report"):  # import and warm up: every child is forked from here
        _target(str(SEEDS[0]), what)
    makers = body_makers(harvest(SEEDS)) if args.only != "captures" else []
    groups: dict[str, list] = {}
    for m in makers:
        groups.setdefault(m[0].split(":")[0], []).append(m)
    known = known_failures(args.out)
    deadline = time.monotonic() + args.minutes * 60
    n = found = 0
    counts: dict[str, int] = {}
    tmp = Path(tempfile.mkdtemp(prefix="kmirror-fuzz-"))

    def report(buf: bytes, out: Outcome, source: str, done: list[str]) -> None:
        nonlocal found
        cls = _class(out.failure)
        print(f"fuzz: #{n} {source} {done}: {out.failure}", flush=True)
        if cls in known:
            return
        known.add(cls)
        if not args.no_minimise and not cls.startswith(("body", "loss")):
            buf = minimise(buf, lambda b: _fails_same(b, cls, tmp, targets, lua))
        p = save(buf, cls, seed, source, done, out.detail, args.out)
        found += 1
        print(f"fuzz: saved {p} ({len(buf)} bytes)", flush=True)

    try:
        while time.monotonic() < deadline and (args.inputs is None or n < args.inputs):
            kind = args.only or rng.choice(("captures", "captures", "frames", "bodies", "values"))
            if kind == "bodies":  # a batch decoded directly, in one child
                batch = []
                for _ in range(min(args.body_batch, (args.inputs or 1 << 60) - n)):
                    source, make = rng.choice(groups[rng.choice(GROUPS)])
                    inp = make(rng)
                    batch.append((inp, *mutate_body(inp.body, rng)))
                n += len(batch)
                counts[kind] = counts.get(kind, 0) + len(batch)
                i, out = run_bodies([(inp, body) for inp, body, _ in batch])
                if out.failure is not None:
                    inp, body, done = batch[i]
                    report(pcap_of(inp.frames(body)), out, inp.name, done)
                continue
            n += 1
            counts[kind] = counts.get(kind, 0) + 1
            strategy = None
            if kind == "captures" and rng.random() < args.loss_share:
                # same traffic as networks deliver it: the seed's messages, or a silent loss
                source, base = rng.choice(seeds)
                strategy = rng.choice(PRESERVING)
                buf, what = preserve(base, strategy, rng)
                done = [what] if what else []
                if not what:
                    strategy = None
                counts["loss"] = counts.get("loss", 0) + bool(strategy)
            elif kind == "captures":
                source, base = rng.choice(seeds)
                buf, done = mutate(base, rng)
            elif kind == "values":  # mirror RPC values changed, then through every target
                buf, source, done = values_input(rng)
            else:  # a body in a capture, through the whole pipeline
                source, make = rng.choice(groups[rng.choice(GROUPS)])
                inp = make(rng)
                body, done = mutate_body(inp.body, rng)
                buf = pcap_of(inp.frames(body))
            path = tmp / ("input.pcapng" if buf[:4] == b"\x0a\x0d\x0d\x0a" else "input.pcap")
            path.write_bytes(buf)
            out = run_in_child(str(path), VALUE_TARGETS if kind == "values" else targets)
            if out.failure is None and strategy is not None:
                out = check_loss(seed_paths[source], str(path), done[0], seen_messages)
            piped = counts.get("captures", 0) + counts.get("frames", 0)
            if out.failure is None and (kind == "values" or piped % args.cli_every == 0):
                out = run_cli(str(path))
                counts["cli"] = counts.get("cli", 0) + 1
            if out.failure is None and lua is not None and piped % args.lua_every == 0:
                out = lua.check(buf)
                counts["lua"] = counts.get("lua", 0) + 1
            if out.failure is not None:
                report(buf, out, source, done)
    finally:
        if lua is not None:
            lua.close()
        import shutil

        shutil.rmtree(tmp, ignore_errors=True)
    print(
        f"fuzz: {n} inputs ({', '.join(f'{v} {k}' for k, v in sorted(counts.items()))}), "
        f"{found} new failures"
    )
    return 1 if found else 0


def _class(failure: str) -> str:
    """The failure without its measured figures (times and sizes vary between runs)."""
    if ": time " in failure:
        return failure.split(": time ")[0] + ": time over limit"
    if ": memory " in failure:
        return failure.split(": memory ")[0] + ": memory over limit"
    return failure


def _fails_same(
    buf: bytes, cls: str, tmp: Path, targets: tuple[str, ...], lua: LuaRunner | None
) -> bool:
    path = tmp / ("min.pcapng" if buf[:4] == b"\x0a\x0d\x0d\x0a" else "min.pcap")
    path.write_bytes(buf)
    if cls.startswith("lua "):
        return lua is not None and _class(lua.check(buf).failure or "") == cls
    if cls.startswith("cli "):
        return _class(run_cli(str(path)).failure or "") == cls
    if cls.startswith("report:"):
        targets = (*targets, "report")
    return _class(run_in_child(str(path), targets).failure or "") == cls


if __name__ == "__main__":
    sys.exit(main())
