"""TCP reassembly and frame recovery on real captures damaged on purpose.

Each test reads the clean captures (captures/walkthrough.pcap, captures/clients.pcap: real
clients, a real broker, the mirror endpoint, loopback, every message in one segment) with
scapy's ``rdpcap``, transforms the TCP segments (re-split, reorder, duplicate, retransmit,
probe, cut, drop, truncate, rewrite sequence numbers, reuse a four-tuple, reset), writes the
result with scapy and reads it with ``dissector.iter_messages``.

The check is always the same: per connection and direction, the messages recovered equal the
clean capture's (direction, api_key, api_version, correlation_id, client_id, length, mirror
body, expert), *except* for frames whose bytes were not all captured.  Those are computed from
the damaged capture itself (which bytes of each stream it holds): a frame missing bytes may be
absent, and when its header was captured it must be present with its header fields and the
``truncated@`` expert word; a response whose request was lost may be absent or flagged.
"""

from __future__ import annotations

import bisect
import functools
import random
import struct
import subprocess
import sys
import tracemalloc
from dataclasses import dataclass, replace
from decimal import Decimal
from pathlib import Path

import pytest
from scapy.layers.inet import IP, TCP
from scapy.utils import RawPcapWriter, rdpcap

import dissector
from dissector.pipeline.dissector import Dissector

from helpers import ROOT

CAPTURES = {
    "walkthrough": ROOT / "captures" / "walkthrough.pcap",
    "clients": ROOT / "captures" / "clients.pcap",
}
PORTS = (9092, 19092)
MOD = 1 << 32


# ---------------------------------------------------------------- segments


@dataclass(frozen=True)
class Seg:
    """One TCP segment of a capture: the fields we change, the original headers as template."""

    src: str
    sport: int
    dst: str
    dport: int
    seq: int
    ack: int
    flags: int
    payload: bytes
    time: Decimal
    #: the template's link, IP and TCP header bytes
    hdr: bytes = b""
    #: payload bytes kept by the capture (snap length); None: all of them
    kept: int | None = None

    @property
    def flow(self) -> tuple:
        return (self.src, self.sport, self.dst, self.dport)

    @property
    def conn(self) -> tuple:
        """The connection, client side first (the side whose port is not a Kafka port)."""
        a, b = (self.src, self.sport), (self.dst, self.dport)
        return (a, b) if self.dport in PORTS else (b, a)

    @property
    def to_server(self) -> bool:
        return self.dport in PORTS

    @property
    def syn(self) -> bool:
        return bool(self.flags & 0x02)


@functools.cache
def segments(name: str) -> tuple[Seg, ...]:
    out = []
    for p in rdpcap(str(CAPTURES[name])):
        ip, t = p[IP], p[TCP]
        out.append(
            Seg(
                ip.src,
                t.sport,
                ip.dst,
                t.dport,
                t.seq,
                t.ack,
                int(t.flags),
                bytes(t.payload),
                p.time,
                bytes(p)[: len(p) - len(t.payload)],
            )
        )
    return tuple(out)


def isns(segs) -> dict[tuple, int]:
    """flow -> sequence number of its first data byte (SYN + 1)."""
    return {s.flow: (s.seq + 1) % MOD for s in segs if s.syn}


def raw_packet(s: Seg, seq_shift: dict | None = None) -> bytes:
    """The segment as Ethernet/IPv4/TCP bytes: the template's headers with our fields patched.

    (Patching bytes keeps these tests fast; scapy builds nothing per packet here.)
    """
    b = bytearray(s.hdr)
    ihl = (b[14] & 0x0F) * 4
    t = 14 + ihl
    shift = seq_shift or {}
    struct.pack_into(">H", b, 16, len(b) - 14 + len(s.payload))
    struct.pack_into(
        ">HHII",
        b,
        t,
        s.sport,
        s.dport,
        (s.seq + shift.get(s.flow, 0)) % MOD,
        (s.ack + shift.get((s.dst, s.dport, s.src, s.sport), 0)) % MOD,
    )
    b[t + 13] = s.flags & 0xFF
    b[24:26] = b"\0\0"
    words = struct.unpack_from(">10H", b, 14)
    c = sum(words)
    c = (c & 0xFFFF) + (c >> 16)
    c = (c & 0xFFFF) + (c >> 16)
    struct.pack_into(">H", b, 24, ~c & 0xFFFF)
    b[t + 16 : t + 18] = b"\0\0"  # TCP checksum not computed (nothing here checks it)
    return bytes(b) + s.payload


def write(path: Path, segs, seq_shift: dict | None = None) -> Path:
    """A pcap of the segments, written by scapy's RawPcapWriter; snap-length cuts as caplen <
    wirelen.  ``seq_shift``: flow -> constant added to its sequence numbers (and the peer's
    acknowledgements)."""
    w = RawPcapWriter(str(path), linktype=1)
    w.write_header(None)
    for s in segs:
        raw = raw_packet(s, seq_shift)
        keep = len(raw) if s.kept is None else min(len(raw), len(s.hdr) + s.kept)
        sec = int(s.time)
        usec = int((s.time - sec) * 1_000_000)
        w.write_packet(raw[:keep], sec=sec, usec=usec, caplen=keep, wirelen=len(raw))
    w.close()
    return path


# ---------------------------------------------------------------- the clean model


def sig(m) -> tuple:
    return (
        m.direction,
        m.api_key,
        m.api_version,
        m.correlation_id,
        m.client_id,
        m.length,
        m.body if m.mirror else None,
        tuple(m.expert),
    )


def group_key(m) -> tuple:
    """(client port, server port, direction): stable across stream renumbering."""
    if m.direction == "request":
        return (m.sport, m.dport, "request")
    return (m.dport, m.sport, "response")


def read(path, **options) -> tuple[list, Dissector]:
    dis = Dissector(PORTS, **options)
    return list(dis.feed_path(path)), dis


@dataclass
class Frame:
    sig: tuple
    start: int
    end: int
    request: Frame | None = None


@functools.cache
def clean_frames(name: str) -> dict[tuple, list[Frame]]:
    """(client port, server port, direction) -> the clean capture's frames with stream offsets."""
    segs = segments(name)
    msgs, _ = read(CAPTURES[name])
    assert all(not m.expert for m in msgs)
    by_key: dict[tuple, list] = {}
    for m in msgs:
        by_key.setdefault(group_key(m), []).append(m)
    base = isns(segs)
    streams: dict[tuple, bytearray] = {}
    for s in segs:
        if s.payload:
            buf = streams.setdefault(s.flow, bytearray())
            assert (s.seq - base[s.flow]) % MOD == len(buf)
            buf += s.payload
    out: dict[tuple, list[Frame]] = {}
    frame_of: dict[int, Frame] = {}
    for flow, buf in streams.items():
        src, sport, dst, dport = flow
        key = (sport, dport, "request") if dport in PORTS else (dport, sport, "response")
        pos, frames = 0, []
        while pos < len(buf):
            size = struct.unpack_from(">i", buf, pos)[0]
            frames.append((pos, pos + 4 + size))
            pos += 4 + size
        assert len(frames) == len(by_key[key]), key
        lst = []
        for (a, b), m in zip(frames, by_key[key], strict=True):
            f = Frame(sig(m), a, b)
            frame_of[id(m)] = f
            lst.append(f)
        out[key] = lst
    for m in msgs:
        if m.request is not None:
            frame_of[id(m)].request = frame_of[id(m.request)]
    return out


def coverage(segs) -> dict[tuple, list[tuple[int, int]]]:
    """flow -> merged [start, end) stream offsets the damaged capture holds."""
    base = isns(segments_of(segs))
    spans: dict[tuple, list] = {}
    for s in segs:
        if s.payload and s.flow in base:
            a = (s.seq - base[s.flow]) % MOD
            if a > MOD // 2:  # before the first data byte (a keep-alive before any data)
                continue
            n = len(s.payload) if s.kept is None else min(s.kept, len(s.payload))
            if n:
                spans.setdefault(s.flow, []).append((a, a + n))
    merged = {}
    for flow, lst in spans.items():
        lst.sort()
        out = [list(lst[0])]
        for a, b in lst[1:]:
            if a <= out[-1][1]:
                out[-1][1] = max(out[-1][1], b)
            else:
                out.append([a, b])
        merged[flow] = [tuple(x) for x in out]
    return merged


def segments_of(segs):
    """The SYNs of the damaged capture, falling back to the clean capture's (cut captures)."""
    syn = [s for s in segs if s.syn]
    names = {s.flow for s in syn}
    for name in CAPTURES:
        for s in segments(name):
            if s.syn and s.flow not in names:
                syn.append(s)
                names.add(s.flow)
    return syn


def covered(cov: list, a: int, b: int) -> bool:
    if b <= a:
        return True
    i = bisect.bisect_right(cov, (a, MOD)) - 1
    return i >= 0 and cov[i][0] <= a and cov[i][1] >= b


def check(name: str, segs, msgs, port_map: dict | None = None) -> dict:
    """Compare recovered messages with the clean ones; return counts of what happened.

    ``segs``: the damaged capture's segments before any port rewriting (``port_map``: client
    ports as rewritten, old -> new).
    """
    clean = clean_frames(name)
    cov = coverage(segs)
    got: dict[tuple, list] = {}
    for m in msgs:
        got.setdefault(group_key(m), []).append(m)
    expected: dict[tuple, list[tuple[Frame, tuple]]] = {}
    for key, frames in clean.items():
        cport, sport, direction = key
        new_key = ((port_map or {}).get(cport, cport), sport, direction)
        expected.setdefault(new_key, []).extend((f, key) for f in frames)
    stats = {"exact": 0, "flagged": 0, "absent": 0}
    syn = {s.flow for s in segs if s.syn}

    def flow_of(okey):
        cport, sport, direction = okey
        if direction == "request":
            return ("127.0.0.1", cport, "127.0.0.1", sport)
        return ("127.0.0.1", sport, "127.0.0.1", cport)

    # may_vanish: a cut frame whose start could only be guessed (its predecessor's size field
    # was lost too): resynchronisation wants a segment start there, and a re-split capture
    # has segment starts anywhere, so the frame may go unseen
    may_vanish: dict[int, bool] = {}
    for okey, frames in clean.items():
        flow = flow_of(okey)
        c = cov.get(flow, [])
        known = flow in syn
        for f in frames:
            whole = covered(c, f.start, f.end)
            may_vanish[id(f)] = not whole and not known
            known = (known and covered(c, f.start, f.start + 4)) or whole
    for key in set(expected) | set(got):
        exp, have = expected.get(key, []), got.get(key, [])
        j = 0
        for f, okey in exp:
            cport, sport, direction = okey
            flow = (
                ("127.0.0.1", cport, "127.0.0.1", sport)
                if direction == "request"
                else ("127.0.0.1", sport, "127.0.0.1", cport)
            )
            c = cov.get(flow, [])
            whole = covered(c, f.start, f.end)
            head = covered(c, f.start, f.start + (12 if direction == "request" else 8))
            req_ok = f.request is None or covered(
                cov.get((flow[2], flow[3], flow[0], flow[1]), []),
                f.request.start,
                f.request.end,
            )
            req_head = f.request is None or covered(
                cov.get((flow[2], flow[3], flow[0], flow[1]), []),
                f.request.start,
                f.request.start + 12,
            )
            if f.request is not None and may_vanish[id(f.request)]:
                req_head = False  # (its request may be missing)
            m = have[j] if j < len(have) else None
            cid = f.sig[3]
            if (
                m is not None
                and not head
                and m.correlation_id is None
                and m.length == f.sig[5]
                and any(e.startswith("truncated@") for e in m.expert)
            ):
                # its size field was captured, not its header: a frame of that length, cut
                stats["flagged"] += 1
                j += 1
                continue
            if whole and req_ok:
                assert m is not None and sig(m) == f.sig, (key, f.sig, m and sig(m))
                stats["exact"] += 1
                j += 1
            elif m is not None and m.correlation_id == cid:
                # damaged: header fields must be right, the damage named
                why = (key, f.sig, sig(m))
                assert m.api_key in (f.sig[1], None) and m.length == f.sig[5], why
                if not whole:
                    assert any(e.startswith("truncated@") for e in m.expert), why
                    # a body, if any, is what was captured of it, declared cut (issue 13.4)
                    assert m.body is None or "_truncated" in m.body, why
                    assert m.api_key == f.sig[1] or not req_head, why
                elif m.expert:
                    assert m.expert == ["request_missing@4"] and not req_head, why
                else:  # the request lost its body only: the match still holds
                    assert sig(m)[:4] == f.sig[:4], why
                stats["flagged"] += 1
                j += 1
            else:
                # absent: only when its header (or, for a response, its request's) was lost,
                # or when it is cut and its start could only be guessed (a segment start
                # is required then, and a re-split capture has them anywhere)
                assert (
                    not head or (direction == "response" and not req_head) or may_vanish[id(f)]
                ), (key, f.sig, m and sig(m))
                stats["absent"] += 1
        assert j == len(have), (key, [sig(m) for m in have[j:]])
    return stats


def run(tmp_path, name, segs, seq_shift=None, port_map=None, **options) -> tuple[dict, Dissector]:
    written = segs
    if port_map:
        written = [
            replace(s, sport=port_map.get(s.sport, s.sport), dport=port_map.get(s.dport, s.dport))
            for s in segs
        ]
    path = write(tmp_path / f"{name}.pcap", written, seq_shift)
    dis = Dissector(
        PORTS, full=False, **options
    )  # what dissector.iter_messages(..., full=False) does
    msgs = list(dis.feed_path(path))
    return check(name, segs, msgs, port_map), dis


# ---------------------------------------------------------------- transforms


def split(s: Seg, cuts: list[int]) -> list[Seg]:
    """One segment as several, cut at the given payload offsets; FIN/PSH on the last only."""
    edges = [0, *sorted(set(c for c in cuts if 0 < c < len(s.payload))), len(s.payload)]
    out = []
    for i, (a, b) in enumerate(zip(edges, edges[1:], strict=False)):
        last = i == len(edges) - 2
        flags = s.flags if last else s.flags & ~0x09
        out.append(replace(s, seq=(s.seq + a) % MOD, payload=s.payload[a:b], flags=flags))
    return out


def resplit(segs, rng: random.Random, most: int = 6) -> list[Seg]:
    out = []
    for s in segs:
        if len(s.payload) > 1:
            k = rng.randint(1, min(most, len(s.payload)) - 1) if len(s.payload) > 2 else 1
            out += split(s, rng.sample(range(1, len(s.payload)), k))
        else:
            out.append(s)
    return out


def reorder(segs, rng: random.Random, window: int = 4) -> list[Seg]:
    """Shuffle, within windows, runs of segments one side sent while the other side was silent."""
    out = list(segs)
    by_conn: dict[tuple, list[int]] = {}
    for i, s in enumerate(segs):
        by_conn.setdefault(s.conn, []).append(i)
    for idx in by_conn.values():
        run_: list[int] = []
        for i in [*idx, None]:
            s = segs[i] if i is not None else None
            if run_ and (s is None or s.syn or s.flow != segs[run_[0]].flow):
                for w in range(0, len(run_), window):
                    pos = run_[w : w + window]
                    items = [segs[p] for p in pos]
                    rng.shuffle(items)
                    for p, it in zip(pos, items, strict=True):
                        out[p] = it
                run_ = []
            if s is not None and not s.syn:
                run_.append(i)
    return out


def after_its_ack(segs, every: int = 1, further: int = 1, within: float = 1.9) -> list[Seg]:
    """Every ``every``-th data segment of each flow moved to after the ``further``-th data
    segment its sender sent once the peer had acknowledged it: the capture shows the ACK
    (often with the answer) before the bytes it acknowledges (issue 31.7).  Only moves that
    land at most ``within`` seconds (capture time) after the ACK: past ``REORDER_NS``
    acknowledged bytes not seen are declared lost."""
    out = list(segs)
    count: dict[tuple, int] = {}
    moved: set[int] = set()
    i = 0
    while i < len(out):
        s = out[i]
        if not s.payload or id(s) in moved:
            i += 1
            continue
        n = count[s.flow] = count.get(s.flow, 0) + 1
        end = (s.seq + len(s.payload)) % MOD
        acked = next(
            (
                j
                for j in range(i + 1, len(out))
                if out[j].flow == (s.dst, s.dport, s.src, s.sport)
                and out[j].flags & 0x10
                and 0 <= (out[j].ack - end) % MOD < MOD // 2
            ),
            None,
        )
        if n % every or acked is None:
            i += 1
            continue
        later = [k for k in range(acked + 1, len(out)) if out[k].flow == s.flow and out[k].payload]
        if len(later) < further or out[later[further - 1]].time - out[acked].time > within:
            i += 1
            continue
        moved.add(id(s))
        out.insert(later[further - 1] + 1, out.pop(i))
    return out


def streams(segs) -> dict[tuple, bytes]:
    base = isns(segs)
    out: dict[tuple, bytearray] = {}
    for s in segs:
        if s.payload:
            buf = out.setdefault(s.flow, bytearray())
            a = (s.seq - base[s.flow]) % MOD
            if a + len(s.payload) > len(buf):
                buf[a:] = s.payload[len(buf) - a :] if a < len(buf) else s.payload
    return {k: bytes(v) for k, v in out.items()}


def retransmit(segs, rng: random.Random) -> list[Seg]:
    """After each data segment, a retransmission of a random range ending in it, split anew.

    Only bytes the peer has not acknowledged yet are sent again, as TCP does.
    """
    base = isns(segs)
    data = streams(segs)
    acked: dict[tuple, int] = {}
    out = []
    for s in segs:
        out.append(s)
        peer = (s.dst, s.dport, s.src, s.sport)
        if s.flags & 0x10 and peer in base:
            acked[peer] = max(acked.get(peer, 0), (s.ack - base[peer]) % MOD)
        if not s.payload:
            continue
        end = (s.seq - base[s.flow]) % MOD + len(s.payload)
        low = max(acked.get(s.flow, 0), end - 3 * len(s.payload), 0)
        if low >= end:
            continue
        start = rng.randint(low, end - 1)
        r = replace(
            s,
            seq=(base[s.flow] + start) % MOD,
            payload=data[s.flow][start:end],
            flags=s.flags & ~0x01,
        )
        out += resplit([r], rng, 3)
    return out


# ---------------------------------------------------------------- conditions


@pytest.fixture(params=["walkthrough", "clients"])
def name(request):
    return request.param


def test_clean_captures_roundtrip(tmp_path, name):
    stats, dis = run(tmp_path, name, list(segments(name)))
    assert stats["flagged"] == stats["absent"] == 0
    assert dis.skipped_bytes == dis.lost_bytes == 0
    via_api = dissector.iter_messages(tmp_path / f"{name}.pcap", ports=PORTS, full=False)
    assert [sig(m) for m in via_api] == [sig(m) for m in read(CAPTURES[name])[0]]


@pytest.mark.parametrize("seed", [1, 2])
def test_out_of_order_within_windows(tmp_path, name, seed):
    rng = random.Random(seed)
    segs = reorder(resplit(segments(name), rng), rng, window=5)
    assert segs != resplit(segments(name), random.Random(seed))
    stats, dis = run(tmp_path, name, segs)
    assert stats["flagged"] == stats["absent"] == 0
    assert dis.skipped_bytes == dis.lost_bytes == 0


@pytest.mark.parametrize("every,further", [(1, 1), (3, 2)])
def test_segments_captured_after_their_ack(tmp_path, name, every, further):
    """Issue 31.7: a data segment the capture shows after the peer's ACK of it (and the
    answer), even after the sender's next segments: every byte is in the capture, so every
    message is decoded and matched, none declared lost."""
    segs = after_its_ack(segments(name), every, further)
    assert segs != list(segments(name))
    stats, dis = run(tmp_path, name, segs)
    assert stats["flagged"] == stats["absent"] == 0
    assert dis.skipped_bytes == dis.lost_bytes == 0


def test_ack_past_bytes_never_captured_still_declares_them(tmp_path):
    """The other side of 31.7: bytes acknowledged and never captured are declared lost at the
    ACK's frame (the request's row cut, its response still matched to the request)."""
    segs = list(segments("clients"))
    first = next(i for i, s in enumerate(segs) if s.payload and s.to_server)
    lost = segs[first]
    segs = [s for i, s in enumerate(segs) if i != first]
    stats, dis = run(tmp_path, "clients", segs)
    assert dis.lost_bytes == len(lost.payload)
    assert stats["absent"] + stats["flagged"] == 2  # the request; its response, unmatched
    assert stats["exact"] == len(read(CAPTURES["clients"])[0]) - 2


def test_duplicates_of_every_nth_packet(tmp_path, name):
    segs = []
    for i, s in enumerate(resplit(segments(name), random.Random(3))):
        segs.append(s)
        if i % 3 == 0:
            segs.append(s)
    stats, dis = run(tmp_path, name, segs)
    assert stats["flagged"] == stats["absent"] == 0


def test_retransmissions_resplit_and_overlapping(tmp_path, name):
    rng = random.Random(4)
    segs = retransmit(resplit(segments(name), rng, 4), rng)
    stats, dis = run(tmp_path, name, segs)
    assert stats["flagged"] == stats["absent"] == 0
    assert dis.skipped_bytes == dis.lost_bytes == 0


def test_retransmission_reordered_ahead_of_the_original(tmp_path, name):
    rng = random.Random(5)
    segs = reorder(retransmit(resplit(segments(name), rng, 3), rng), rng, window=6)
    stats, _ = run(tmp_path, name, segs)
    assert stats["flagged"] == stats["absent"] == 0


def test_keepalives_and_zero_window_probes(tmp_path, name):
    segs = []
    nxt: dict[tuple, int] = {}
    for s in segments(name):
        if s.payload and len(s.payload) > 1:
            # zero-window probe: one byte ahead, later the whole segment again
            segs.append(replace(s, payload=s.payload[:1], flags=0x10))
            segs.append(replace(s, payload=b"", flags=0x10, seq=(s.seq + 1) % MOD))
        segs.append(s)
        if s.payload:
            nxt[s.flow] = (s.seq + len(s.payload)) % MOD
            # keep-alives: seq - 1 with one garbage byte, and with none
            ka = replace(s, seq=(nxt[s.flow] - 1) % MOD, flags=0x10)
            segs += [replace(ka, payload=b"\x00"), replace(ka, payload=b"")]
    stats, dis = run(tmp_path, name, segs)
    assert stats["flagged"] == stats["absent"] == 0
    assert dis.skipped_bytes == dis.lost_bytes == 0


def test_sequence_numbers_wrap_around(tmp_path, name):
    segs = list(segments(name))
    shift = {}
    for i, (flow, isn) in enumerate(sorted(isns(segs).items())):
        # the SYN sits just below 2**32: the wrap falls a few hundred bytes into each stream
        shift[flow] = (MOD - 1 - 37 * (i % 7) - isn) % MOD
    stats, dis = run(tmp_path, name, segs, seq_shift=shift)
    assert stats["flagged"] == stats["absent"] == 0


def test_wrap_with_out_of_order_and_retransmissions(tmp_path):
    rng = random.Random(6)
    segs = reorder(retransmit(resplit(segments("walkthrough"), rng), rng), rng)
    shift = {f: (MOD - 200 - isn) % MOD for f, isn in isns(segs).items()}
    stats, _ = run(tmp_path, "walkthrough", segs, seq_shift=shift)
    assert stats["flagged"] == stats["absent"] == 0


def _cut_mid_stream(name: str, k: int, j: int) -> list[Seg]:
    segs = list(segments(name))[k:]
    for i, s in enumerate(segs):
        if s.payload:
            j = min(j, len(s.payload) - 1)
            segs[i] = replace(s, seq=(s.seq + j) % MOD, payload=s.payload[j:])
            break
    return segs


@pytest.mark.parametrize("k, j", [(3, 1), (3, 5), (3, 13), (20, 7), (61, 100), (131, 2)])
def test_capture_starting_mid_stream(tmp_path, name, k, j):
    segs = _cut_mid_stream(name, k, j)
    stats, dis = run(tmp_path, name, segs)
    assert stats["exact"] > 0
    assert dis.skipped_bytes > 0 or j == 0


@pytest.mark.parametrize("cut", [1, 5, 13, 60, 130])
def test_mid_stream_skipped_bytes_and_note(tmp_path, cut):
    """The mirror connection cut ``cut`` bytes into CreateMirror (131 bytes): the rest of that
    frame is skipped, counted, and noted on the next one."""
    segs = [s for s in segments("walkthrough") if 19092 in (s.sport, s.dport)]
    first = next(i for i, s in enumerate(segs) if s.payload)
    s = segs[first]
    assert len(s.payload) == 131
    segs = [replace(s, seq=(s.seq + cut) % MOD, payload=s.payload[cut:]), *segs[first + 1 :]]
    path = write(tmp_path / "cut.pcap", segs)
    dis = Dissector(PORTS)
    msgs = list(dis.feed_path(path))
    assert dis.skipped_bytes == len(s.payload) - cut
    first_req = next(m for m in msgs if m.direction == "request")
    assert first_req.correlation_id == 2
    assert f"resynchronised: {len(s.payload) - cut} bytes skipped before this frame" in (
        first_req.notes
    )
    assert all("resynchronised" not in n for m in msgs[1:] for n in m.notes if m is not first_req)
    check("walkthrough", segs, msgs)
    assert len(msgs) == 39  # all 40 but CreateMirror #1; its response is there, unmatched
    assert [m.expert for m in msgs if m.expert] == [["request_missing@4"]]


def test_one_lost_segment_per_connection(tmp_path, name):
    """Drop one data packet per connection (alternating directions): only its frames suffer."""
    segs = list(segments(name))
    seen: dict[tuple, int] = {}
    drop = set()
    for i, s in enumerate(segs):
        if s.payload:
            n = seen[s.conn] = seen.get(s.conn, 0) + 1
            which = 2 + hash(s.conn[0][1]) % 3
            if n == which:
                drop.add(i)
    segs = [s for i, s in enumerate(segs) if i not in drop]
    stats, dis = run(tmp_path, name, segs)
    assert stats["absent"] + stats["flagged"] >= len(drop)
    assert dis.lost_bytes > 0


def test_lost_segment_inside_frames(tmp_path, name):
    """Re-split, then drop a middle piece of some frames: those are truncated, the rest exact."""
    rng = random.Random(7)
    segs = resplit(segments(name), rng, 3)
    out, last = [], {}
    for s in segs:
        if s.payload and rng.random() < 0.08 and last.get(s.flow):
            continue
        last[s.flow] = bool(s.payload)
        out.append(s)
    stats, dis = run(tmp_path, name, out)
    assert stats["flagged"] > 0 and stats["exact"] > 0


@pytest.mark.parametrize("snap", [96, 128])
def test_snap_length(tmp_path, name, snap):
    segs = []
    for s in segments(name):
        hdr = len(s.hdr)
        segs.append(replace(s, kept=max(0, snap - hdr)))
    stats, dis = run(tmp_path, name, segs)
    assert stats["flagged"] > 0 and stats["exact"] > 0
    assert dis.lost_bytes > 0


def test_snap_length_with_out_of_order(tmp_path):
    rng = random.Random(8)
    segs = reorder(resplit(segments("walkthrough"), rng, 2), rng)
    segs = [replace(s, kept=max(0, 110 - len(s.hdr))) for s in segs]
    stats, _ = run(tmp_path, "walkthrough", segs)
    assert stats["flagged"] > 0


def _conn_spans(segs) -> dict[tuple, tuple[int, int]]:
    spans: dict[tuple, list[int]] = {}
    for i, s in enumerate(segs):
        spans.setdefault(s.conn, [i, i])[1] = i
    return {k: (a, b) for k, (a, b) in spans.items()}


def test_new_connection_on_the_same_four_tuple(tmp_path, name):
    """Later connections take the client port of one that has closed (FIN both ways)."""
    segs = list(segments(name))
    spans = _conn_spans(segs)
    conns = sorted(spans, key=lambda c: spans[c][0])
    port_map: dict[int, int] = {}
    used = set()
    for a in conns:
        if a in used:
            continue
        for b in conns:
            if b not in used and b != a and b[1] == a[1] and spans[b][0] > spans[a][1]:
                port_map[b[0][1]] = a[0][1]
                used |= {a, b}
                break
    assert port_map
    stats, dis = run(tmp_path, name, segs, port_map=port_map)
    assert stats["flagged"] == stats["absent"] == 0
    assert len(dis.flows) < len(spans) * 2  # closed connections leave the flow table
    assert dis.flow_table.stream_count == len(spans)  # each connection its own tcp_stream


def test_rst_mid_stream(tmp_path, name):
    """A connection reset after half a segment: its frame is flagged, everything else exact."""
    segs = list(segments(name))
    by_conn: dict[tuple, list[int]] = {}
    for i, s in enumerate(segs):
        if s.payload:
            by_conn.setdefault(s.conn, []).append(i)
    cut: dict[tuple, int] = {}
    for conn, idx in by_conn.items():
        if len(idx) >= 4:
            cut[conn] = idx[len(idx) // 2]
    out = []
    for i, s in enumerate(segs):
        c = cut.get(s.conn)
        if c is None or i < c:
            out.append(s)
        elif i == c:
            half = replace(s, payload=s.payload[: len(s.payload) // 2], flags=0x18)
            rst = replace(s, seq=(s.seq + len(half.payload)) % MOD, payload=b"", flags=0x14)
            out += [half, rst]
    stats, dis = run(tmp_path, name, out)
    assert stats["flagged"] >= len(cut)


def damaged(seed: int) -> tuple[str, list[Seg], dict | None]:
    """Several kinds of damage at once, drawn at random: re-split, retransmitted, reordered,
    duplicated, lost, cut by snap length, started mid-stream, sequence numbers wrapped.

    Kept realistic where the dissector's rules rely on it: a lost segment takes every copy of
    its bytes with it (a receiver that acknowledged bytes gets no retransmission of them), and
    no reordering or retransmission before a mid-stream start (the first segment seen starts
    the stream) or on top of snap-length holes (a hole is final once the segment is seen).
    """
    rng = random.Random(seed)
    name = rng.choice(sorted(CAPTURES))
    segs = resplit(segments(name), rng, rng.choice([2, 4, 8]))
    kinds = set()
    if rng.random() < 0.5:
        segs = retransmit(segs, rng)
        kinds.add("retransmit")
    if rng.random() < 0.7:
        segs = reorder(segs, rng, rng.choice([2, 4, 8]))
        kinds.add("reorder")
    base = isns(segments(name))
    p_drop = rng.choice([0, 0.02, 0.1])
    lost: dict[tuple, list] = {}
    for s in segs:
        if s.payload and rng.random() < p_drop:
            a = (s.seq - base[s.flow]) % MOD
            lost.setdefault(s.flow, []).append((a, a + len(s.payload)))
    out = []
    for s in segs:
        if s.payload and s.flow in lost:
            a = (s.seq - base[s.flow]) % MOD
            if any(x < a + len(s.payload) and y > a for x, y in lost[s.flow]):
                continue
        out.append(s)
        if rng.random() < 0.05:
            out.append(s)
    if rng.random() < 0.3 and "retransmit" not in kinds:
        snap = rng.choice([80, 96, 128, 200])
        out = [replace(s, kept=max(0, snap - len(s.hdr))) for s in out]
    if rng.random() < 0.3 and not kinds:
        out = out[rng.randint(0, len(out) // 2) :]
    shift = None
    if rng.random() < 0.3:
        shift = {f: (MOD - rng.randint(1, 3000) - i) % MOD for f, i in base.items()}
    return name, out, shift


@pytest.mark.parametrize("seed", [0, 5, 9, 12, 14, 21, 34, 41, 61, 77, 88, 113, 145, 329, 341, 414])
@pytest.mark.slow
def test_combined_damage(tmp_path, seed):
    """Seeds that once produced false frames, misaligned streams or late requests."""
    name, segs, shift = damaged(seed)
    stats, _ = run(tmp_path, name, segs, seq_shift=shift)
    assert stats["exact"] > 0


# ---------------------------------------------------------------- item 5: bounded memory

MIB = 1 << 20


def conversation(exchanges, mss: int = 65000, snap: int | None = None) -> list[Seg]:
    """A connection (SYN first) carrying ``exchanges``: (to_server, frame bytes) in order.

    Headers come from the walkthrough's first data packet; the peer acknowledges each segment.
    """
    tmpl = next(s for s in segments("walkthrough") if s.payload)
    c, s = ("127.0.0.1", 40000), ("127.0.0.1", 9092)
    seq = {True: 1000, False: 900_000}
    t = [Decimal("1700000000.000000")]

    def seg(to_server, flags, payload=b"", kept=None):
        a, b = (c, s) if to_server else (s, c)
        t[0] += Decimal("0.000010")
        out = Seg(a[0], a[1], b[0], b[1], seq[to_server], seq[not to_server], flags, payload, t[0])
        return replace(out, hdr=tmpl.hdr, kept=kept)

    out = [seg(True, 0x02)]
    seq[True] += 1
    out.append(seg(False, 0x12))
    seq[False] += 1
    out.append(seg(True, 0x10))
    for to_server, frame in exchanges:
        for i in range(0, len(frame), mss):
            piece = frame[i : i + mss]
            kept = None if snap is None else max(0, snap - len(tmpl.hdr))
            out.append(seg(to_server, 0x18, piece, kept))
            seq[to_server] = (seq[to_server] + len(piece)) % MOD
            out.append(seg(not to_server, 0x10))
    return out


def produce_request(cid: int, size: int) -> bytes:
    """A Produce v9 request (acks=-1) carrying ``size`` bytes of records for one partition."""
    from dissector.wire.codec import write_uvarint
    from dissector.wire.headers import encode_request

    body = bytearray(b"\x00" + struct.pack(">hi", -1, 30000) + b"\x02\x07orders\x02")
    body += struct.pack(">i", 0)
    write_uvarint(body, size + 1)
    body += bytes(size) + b"\x00\x00\x00"  # records; partition, topic and body tagged fields
    return encode_request(0, 9, cid, "big-producer", bytes(body))


def produce_response(cid: int) -> bytes:
    from dissector.wire.headers import encode_response

    part = struct.pack(">ihqqq", 0, 0, 5, -1, 0) + b"\x01\x00\x00"
    body = b"\x02\x07orders\x02" + part + b"\x00" + struct.pack(">i", 0) + b"\x00"
    return encode_response(cid, body)


def fetch_exchange(cid: int, size: int) -> list[tuple[bool, bytes]]:
    """A Fetch v12 request and a response of about ``size`` bytes (error_code 0 on top)."""
    from dissector.wire.headers import encode_request, encode_response

    req = encode_request(1, 12, cid, "big-consumer", struct.pack(">iiiib", -1, 500, 1, MIB, 0))
    body = struct.pack(">ihi", 0, 0, 0) + b"\x02\x07orders\x02" + bytes(size)
    return [(True, req), (False, encode_response(cid, body))]


def peak_of(path, **options) -> tuple[int, list, Dissector]:
    """Peak bytes Python allocated while reading ``path`` (the capture file itself excluded)."""
    dis = Dissector(PORTS, **options)
    tracemalloc.start()
    try:
        msgs = list(dis.feed_path(path))
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    return peak, msgs, dis


@pytest.mark.parametrize("cut", [3, 40, 90])
def test_mid_stream_start_inside_a_segment_of_several_frames(tmp_path, cut):
    """No SYN, and the first segment starts ``cut`` bytes into the first of three frames: the
    other two are found, the skipped bytes counted and noted on the first one found."""
    a, b, c = produce_request(7, 40), produce_request(8, 300), produce_request(9, 7)
    segs = conversation([(True, a + b + c), (False, produce_response(8))])
    segs = [x for x in segs if not x.syn and x.payload]
    first = replace(segs[0], seq=(segs[0].seq + cut) % MOD, payload=segs[0].payload[cut:])
    path = write(tmp_path / "cut.pcap", [first, *segs[1:]])
    dis = Dissector(PORTS)
    msgs = list(dis.feed_path(path))
    got = [(m.direction, m.correlation_id, m.length, m.expert) for m in msgs]
    assert got == [
        ("request", 8, len(b), []),
        ("request", 9, len(c), []),
        ("response", 8, len(produce_response(8)), []),
    ]
    assert dis.skipped_bytes == len(a) - cut
    assert msgs[0].notes == [f"resynchronised: {len(a) - cut} bytes skipped before this frame"]
    assert msgs[2].request is msgs[0]


def test_huge_frames_whose_header_is_all_we_decode_stream_past(tmp_path):
    """30 MB Produce request and Fetch response: held 128 KiB at a time, reported whole."""
    frames = [(True, produce_request(1, 30 * MIB)), (False, produce_response(1))]
    frames += fetch_exchange(2, 30 * MIB)
    frames += [(True, produce_request(3, 100)), (False, produce_response(3))]
    path = write(tmp_path / "huge.pcap", conversation(frames))
    peak, msgs, dis = peak_of(path)
    assert peak < 6 * MIB, peak
    got = [(m.direction, m.api_key, m.correlation_id, m.length, m.expert) for m in msgs]
    assert got == [
        ("request", 0, 1, len(frames[0][1]), []),
        ("response", 0, 1, len(frames[1][1]), []),
        ("request", 1, 2, len(frames[2][1]), []),
        ("response", 1, 2, len(frames[3][1]), []),
        ("request", 0, 3, len(frames[4][1]), []),
        ("response", 0, 3, len(frames[5][1]), []),
    ]
    assert msgs[0].client_id == "big-producer" and msgs[0].expects_response
    assert msgs[3].error_code == 0 and msgs[3].request is msgs[2]
    assert msgs[0].frame == 3 + 2 * -(-len(frames[0][1]) // 65000) - 1  # its last segment
    # decoding every body needs every byte: then the frame is held whole
    peak, msgs, _ = peak_of(path, full=True)
    assert peak > 30 * MIB and [m.length for m in msgs] == [len(f) for _, f in frames]


def test_huge_frames_cut_by_snap_length_allocate_nothing(tmp_path):
    """Snap length 96 on 30 MB frames: holes are counted, not stored; headers still decoded."""
    frames = [(True, produce_request(1, 30 * MIB)), (False, produce_response(1))]
    frames += fetch_exchange(2, 30 * MIB)
    path = write(tmp_path / "snap.pcap", conversation(frames, snap=96))
    # a first read builds the specs the cut bodies are decoded with (once per process,
    # kio's classes imported): not what is measured here
    list(Dissector(PORTS, full=True).feed_path(path))
    peak, msgs, dis = peak_of(path, full=True)
    assert peak < 4 * MIB, peak
    got = [(m.direction, m.api_key, m.api_version, m.correlation_id, m.length) for m in msgs]
    assert got == [
        ("request", 0, 9, 1, len(frames[0][1])),
        ("response", 0, 9, 1, len(frames[1][1])),
        ("request", 1, 12, 2, len(frames[2][1])),
        ("response", 1, 12, 2, len(frames[3][1])),
    ]
    assert msgs[0].client_id == "big-producer"
    assert msgs[0].expert == ["truncated@30"]
    # what the 30 captured bytes hold of the body, and where the cut fell (issue 13.4)
    assert msgs[0].body == {
        "transactional_id": None,
        "acks": -1,
        "_truncated": {"offset": 30, "path": "timeout_ms"},
    }
    assert msgs[3].request is msgs[2] and msgs[3].expert == ["truncated@30"]
    assert dis.lost_bytes > 59 * MIB


def test_length_above_max_frame_is_flagged_not_buffered(tmp_path):
    """A size field claiming 2 GB: frame_too_large, nothing buffered, the next frames found."""
    from dissector.wire.headers import encode_request

    bogus = struct.pack(">ihhi", 0x7FFFFFF0, 0, 9, 7) + bytes(64)
    frames = [(True, produce_request(1, 100)), (False, produce_response(1)), (True, bogus)]
    frames += [(True, produce_request(2, 100)), (False, produce_response(2))]
    frames += [(True, encode_request(18, 3, 3, "x", b"\x00\x00\x00"))]
    path = write(tmp_path / "bogus.pcap", conversation(frames))
    peak, msgs, dis = peak_of(path)
    assert peak < 2 * MIB
    got = [(m.direction, m.api_key, m.correlation_id, m.expert) for m in msgs]
    assert got == [
        ("request", 0, 1, []),
        ("response", 0, 1, []),
        ("request", None, None, ["frame_too_large@0"]),
        ("request", 0, 2, []),
        ("response", 0, 2, []),
        ("request", 18, 3, []),
    ]
    assert "resynchronised: 75 bytes skipped before this frame" in msgs[3].notes
    assert dis.skipped_bytes == 75
    # a smaller max_frame flags a real frame the same way
    _, msgs, _ = peak_of(path, max_frame=1000)
    assert [m.expert for m in msgs][:1] == [[]] and msgs[3].expert == []
    _, msgs, _ = peak_of(path, max_frame=100)
    assert msgs[0].expert == ["frame_too_large@0"]


def test_frame_claiming_2gb_within_max_frame_holds_only_its_header(tmp_path):
    """max_frame raised to 2 GiB: the frame streams past until the capture ends mid-frame."""
    head = struct.pack(">ihhi", 0x7FFFFFF0, 0, 9, 1) + b"\x00\x03abc\x00" + struct.pack(">hi", 1, 5)
    frames = [(True, head + bytes(12 * MIB))]
    path = write(tmp_path / "2g.pcap", conversation(frames))
    peak, msgs, dis = peak_of(path, max_frame=1 << 31)
    assert peak < 4 * MIB, peak
    [m] = msgs
    assert (m.api_key, m.correlation_id, m.client_id, m.length) == (0, 1, "abc", 0x7FFFFFF4)
    assert m.expert == [f"truncated@{len(frames[0][1])}"]
    assert m.notes[-1] == "frame cut by the end of the capture"


@pytest.mark.slow
def test_memory_flat_in_capture_length(tmp_path):
    """Peak RSS reading 25k and 100k packets of replicated real traffic: about the same."""
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        from benchmark import build
    finally:
        sys.path.pop(0)
    code = (
        "import resource, sys\n"
        "from dissector.pipeline.dissector import Dissector\n"
        "n = 0\n"
        "for m in Dissector([9092, 19092]).feed_path(sys.argv[1]):\n"
        "    n += 1\n"
        "print(n, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)\n"
    )
    rss = {}
    for packets in (25_000, 100_000):
        path = tmp_path / f"{packets}.pcap"
        build(path, packets)
        out = subprocess.run(
            [sys.executable, "-c", code, str(path)],
            capture_output=True,
            text=True,
            check=True,
            cwd=ROOT,
        ).stdout.split()
        rss[packets] = (int(out[0]), int(out[1]) * 1024)
    (n_small, small), (n_big, big) = rss[25_000], rss[100_000]
    assert n_big > 3.5 * n_small
    assert big < small * 1.15 + 4 * MIB, rss
