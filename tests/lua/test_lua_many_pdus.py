"""The plugin on packets too big for Wireshark's per-packet limits (issue 31), under 4.0 and 4.4.

Wireshark adds a protocol layer to a packet for each dissector call and asserts that a
packet holds fewer than ``gui.max_tree_depth`` (500) layers; it throws past
``gui.max_tree_items`` (1,000,000) tree items.  Wireshark 4.0's ``Dissector.call`` does
not catch that DissectorError (nor does ``TreeItem:add``): it unwinds through Lua and
tshark dies by SIGSEGV.  Before the fix, the plugin handed each non-mirror frame to
Wireshark's Kafka dissector by its own call, so one TCP segment of 495 ApiVersions
requests killed tshark 4.0 (494 came out as a "Dissector bug", and so did every frame
past the 494th under 4.4).

Inputs, built with scapy from the committed captures' frames (the ApiVersions request and
response of ``captures/clients.pcap``, the mirror requests of the walkthrough), with
correlation ids renumbered:

- one segment of 494, 495 and 500 ApiVersions requests, of 2,000 ApiVersions v0 requests
  (the same request without its body), then one segment of 200 responses;
- one segment of 1,200 frames alternating mirror and standard requests, as it is and as
  IPv4 fragments of one datagram;
- a DescribeMirrors request of 1.1 million empty mirror names (1.1 MB, one frame);
- a Produce request of one record batch of 200,000 records (1.4 MB).

Under each tshark build: exit 0, no Lua error, no "Dissector bug"; each packet's frames
(``kafka.correlation_id`` of Wireshark's dissector, ``kafka_mirror.correlation_id`` of
the plugin) are the rows ``kmirror read`` lists for it; the packet holds at most 101
Kafka layers; past the item budgets the plugin says ``tree_item_limit`` where it stopped.
"""

from __future__ import annotations

import shutil
import struct
from collections import defaultdict
from pathlib import Path

import pytest
from crc32c import crc32c
from tsharks import Tshark

import dissector
from dissector.frames.framing import split_frames
from dissector.plugin.lua import PLUGIN_FILE
from dissector.profiles.profile import load_profile
from dissector.wire.headers import encode_request

from helpers import CLIENTS, ROOT, WALKTHROUGH, tcp_conversation

pytestmark = pytest.mark.slow

PLUGIN = ROOT / "lua" / PLUGIN_FILE
PROFILE = load_profile()


def _frames(path: Path, port: int) -> list[tuple[bool, bytes]]:
    """The Kafka frames of ``path``'s connections to ``port``, in capture order:
    (to the server?, frame bytes)."""
    from scapy.all import TCP, rdpcap

    buffers: dict[tuple, bytes] = defaultdict(bytes)
    out = []
    for p in rdpcap(str(path)):
        if TCP not in p or port not in (p[TCP].sport, p[TCP].dport):
            continue
        data = bytes(p[TCP].payload)
        key = (p[TCP].sport, p[TCP].dport)
        buffers[key] += data
        spans, rest = split_frames(buffers[key])
        out += [(p[TCP].dport == port, buffers[key][a:b]) for a, b in spans]
        buffers[key] = buffers[key][rest:]
    return out


def _renumber(frame: bytes, corr: int, request: bool) -> bytes:
    at = 8 if request else 4
    return frame[:at] + struct.pack(">i", corr) + frame[at + 4 :]


def _api_versions() -> tuple[bytes, bytes]:
    """The first ApiVersions request and response of captures/clients.pcap."""
    frames = _frames(CLIENTS, 9092)
    req = next(f for up, f in frames if up and f[4:6] == b"\x00\x12")
    corr = req[8:12]
    resp = next(f for up, f in frames if not up and f[4:8] == corr)
    return req, resp


def _v0(req: bytes) -> bytes:
    """Request ``req`` as ApiVersions v0: its header (client_id kept), no body."""
    (n,) = struct.unpack_from(">h", req, 12)
    head = req[4:6] + b"\x00\x00" + req[8 : 14 + max(n, 0)]
    return struct.pack(">i", len(head)) + head


def _small_mirror_requests() -> list[bytes]:
    return [f for up, f in _frames(WALKTHROUGH, 19092) if up and len(f) <= 128]


@pytest.fixture(scope="module")
def folder(tshark):
    d = tshark.folder("kmirror-many-")
    shutil.copy(PLUGIN, d / PLUGIN_FILE)
    yield d
    shutil.rmtree(d, ignore_errors=True)


def _write(folder: Path, name: str, segments, server_port: int = 9092, fragsize=None) -> Path:
    from scapy.all import IP, fragment, wrpcap

    pkts = tcp_conversation(segments, server=("10.0.0.1", server_port), close=True)
    if fragsize:
        out = []
        for p in pkts:
            if len(p) > 1500:
                parts = fragment(p[IP], fragsize=fragsize)
                out += [p.__class__(bytes(p)[:14]) / part for part in parts]
            else:
                out.append(p)
        pkts = out
    path = folder / name
    wrpcap(str(path), pkts)
    path.chmod(0o644)
    return path


def _run(t: Tshark, folder: Path, path: Path, port: int, *extra: str):
    args = ["-n", "-r", str(path), "-X", f"lua_script:{folder / PLUGIN_FILE}"]
    args += ["-o", f"kafka_mirror.tcp.ports:{port}", *extra]
    return t.run(args)


def _clean(res) -> None:
    assert res.returncode == 0, f"exit {res.returncode}: {res.stderr[-1500:]}"
    text = res.stdout + res.stderr
    assert "Lua Error" not in text and "Dissector bug" not in text, text[-1500:]


def _rows_by_frame(t: Tshark, folder: Path, path: Path, port: int) -> dict[int, tuple]:
    """frame -> (sorted correlation ids of its Kafka frames, Kafka layers in frame.protocols)."""
    fields = ["-T", "fields", "-e", "frame.number", "-e", "frame.protocols"]
    fields += ["-e", "kafka.correlation_id", "-e", "kafka_mirror.correlation_id"]
    res = _run(t, folder, path, port, *fields)
    _clean(res)
    out = {}
    for line in res.stdout.splitlines():
        num, protos, *ids = line.split("\t")
        corrs = sorted(int(x) for col in ids if col for x in col.split(","))
        if corrs:
            out[int(num)] = (corrs, protos.split(":").count("kafka"))
    return out


def _python_rows(path: Path, port: int) -> dict[int, list[int]]:
    rows = defaultdict(list)
    for m in dissector.iter_messages(path, ports=(port,)):
        rows[m.frame].append(m.correlation_id)
    return {f: sorted(c) for f, c in rows.items()}


def _check_rows(t: Tshark, folder: Path, path: Path, port: int, frames: int) -> dict:
    ours = _rows_by_frame(t, folder, path, port)
    python = _python_rows(path, port)
    assert {f: c for f, (c, _) in ours.items()} == python
    assert sum(len(c) for c in python.values()) == frames
    assert max(layers for _, layers in ours.values()) <= 101
    return ours


@pytest.mark.parametrize("n", [494, 495, 500])
def test_one_segment_of_hundreds_of_requests(tshark, folder, n):
    req, resp = _api_versions()
    up = b"".join(_renumber(req, i, True) for i in range(n))
    down = b"".join(_renumber(resp, i, False) for i in range(200))
    path = _write(folder, f"api-versions-{n}.pcap", [(True, up), (False, down)])
    ours = _check_rows(tshark, folder, path, 9092, n + 200)
    assert [len(c) for c, _ in ours.values()] == [n, 200]
    # -V builds the whole tree (plain output, two passes)
    _clean(_run(tshark, folder, path, 9092, "-V", "-2"))


def test_one_segment_of_two_thousand_requests(tshark, folder):
    req, _ = _api_versions()
    v0 = _v0(req)
    up = b"".join(_renumber(v0, i, True) for i in range(2000))
    assert len(up) < 65000
    path = _write(folder, "api-versions-v0-2000.pcap", [(True, up)])
    ours = _check_rows(tshark, folder, path, 9092, 2000)
    assert [c for c, _ in ours.values()] == [list(range(2000))]


@pytest.mark.parametrize("fragsize", [None, 1480], ids=["segment", "fragments"])
def test_mirror_and_standard_frames_alternating(tshark, folder, fragsize):
    mirror = _small_mirror_requests()
    assert mirror
    std = _v0(_api_versions()[0])
    frames = []
    for i in range(1200):
        frame = mirror[i % len(mirror)] if i % 2 else std
        frames.append(_renumber(frame, i, True))
    up = b"".join(frames)
    assert len(up) < 65000
    name = f"alternating-{fragsize}.pcap"
    path = _write(folder, name, [(True, up)], server_port=19092, fragsize=fragsize)
    ours = _check_rows(tshark, folder, path, 19092, 1200)
    ((corrs, _),) = ours.values()
    assert corrs == list(range(1200))


def _experts(t: Tshark, folder: Path, path: Path) -> list[str]:
    res = _run(t, folder, path, 9092, "-T", "fields", "-e", "_ws.expert.message")
    _clean(res)
    return [m for line in res.stdout.splitlines() for m in line.split(",") if m]


def test_a_mirror_frame_of_a_million_fields(tshark, folder):
    n = 1_100_000
    body = _uvarint(n + 1) + b"\x01" * n + b"\x00" + b"\x00"  # names, flag, no tags
    frame = encode_request(PROFILE.rpcs["DescribeMirrors"], 0, 7, "kmirror-test", body)
    segments = [(True, frame[i : i + 60000]) for i in range(0, len(frame), 60000)]
    path = _write(folder, "describe-mirrors-1.1M.pcap", segments)
    (m,) = dissector.iter_messages(path)
    assert m.api_name == "DescribeMirrors" and len(m.body["mirror_names"]) == n
    res = _run(tshark, folder, path, 9092, "-V")
    _clean(res)
    limit = [x for x in res.stdout.splitlines() if "tree_item_limit@" in x]
    assert limit, res.stdout[-1500:]
    # the body stopped where the plugin's 300,000 body items ran out
    assert "tree items of this plugin's in this packet" in limit[0]


def _uvarint(v: int) -> bytes:
    out = bytearray()
    while v >= 128:
        out.append(v & 127 | 128)
        v >>= 7
    out.append(v)
    return bytes(out)


def _produce(records: int, headers: int) -> bytes:
    """A Produce v3 request: topic "t", partition 0, one uncompressed record batch of
    ``records`` records, each without key or value and with ``headers`` empty headers."""
    body = bytes([0, 0, 0, 1, 1, headers * 2]) + b"\x00\x00" * headers
    rec = bytes([len(body) * 2]) + body
    tail = struct.pack(">hiqqqhii", 0, records - 1, 0, 0, -1, -1, -1, records) + rec * records
    rest = struct.pack(">ibI", 0, 2, crc32c(tail)) + tail
    batch = struct.pack(">qi", 0, len(rest)) + rest
    msg = struct.pack(">hhih", 0, 3, 1, 4) + b"test" + struct.pack(">hhi", -1, 1, 1000)
    msg += struct.pack(">ih", 1, 1) + b"t" + struct.pack(">iii", 1, 0, len(batch)) + batch
    return struct.pack(">i", len(msg)) + msg


@pytest.mark.parametrize(
    ("records", "headers", "handed"), [(200_000, 0, False), (30_000, 3, False), (1_000, 3, True)]
)
def test_a_produce_request_of_many_records(tshark, folder, records, headers, handed):
    # Wireshark's Kafka dissector adds 7 items a record and 3 a header: 200,000
    # records of 7 bytes passed gui.max_tree_items, which killed 4.0 with the plugin.
    frame = _produce(records, headers)
    segments = [(True, frame[i : i + 60000]) for i in range(0, len(frame), 60000)]
    path = _write(folder, f"produce-{records}-{headers}.pcap", segments)
    res = _run(tshark, folder, path, 9092, "-V")
    _clean(res)
    flagged = [x for x in _experts(tshark, folder, path) if x.startswith("tree_item_limit@0")]
    assert bool(flagged) != handed, flagged
    plain = tshark.run(["-n", "-r", str(path), "-V"])
    records_shown = res.stdout.count("Record Attributes")
    if handed:
        assert records_shown == plain.stdout.count("Record Attributes") == records
    else:
        assert records_shown == 0 and "not decoded [tree_item_limit]" in res.stdout
