"""The plugin on any capture: no crash, no Lua error, the same tree under Wireshark 4.0 and 4.4.

Inputs: every committed capture, its snap-limited copies (``editcap -s`` 60, 96,
128, 200 and 512 bytes), the handed cases (tests/data/cases) and a Produce v3
request whose zstd record batch holds 1 byte (Wireshark 4.0's own Kafka
dissector fails an assertion on it; called from Lua that takes tshark down).
For each, under each tshark build of :mod:`tsharks`: tshark exits 0 (a signal
is a crash), prints no Lua error, and shows the same ``kafka_mirror`` tree
(every field name and value, expert infos included) under both builds.

Also: a cut CreateMirror request still shows its mirror_name and flags the rest
``truncated`` at the cut; the summary filter finds the failing mirror responses
the Python read finds, and ``tshark -z expert`` lists them.
"""

from __future__ import annotations

import shutil
import struct
import subprocess
import xml.etree.ElementTree as ET
from csv import DictReader
from pathlib import Path

import cramjam
import pytest
from crc32c import crc32c
from tsharks import TSHARKS, Tshark, tshark_or_skip

import dissector
from dissector.plugin.lua import PLUGIN_FILE

from helpers import CASES, ROOT, WALKTHROUGH, kmirror, tcp_conversation

pytestmark = pytest.mark.slow

PLUGIN = ROOT / "lua" / PLUGIN_FILE
CAPTURES = sorted(p for p in (ROOT / "captures").iterdir() if p.suffix in (".pcap", ".pcapng"))
INPUTS = CAPTURES + sorted(CASES.glob("*.pcap"))
SNAPS = (60, 96, 128, 200, 512)
PORTS = "9092,9093,19092,19093"
ZSTD_CASE = "produce-zstd-1-byte.pcap"


def _produce(payload: bytes, codec: int) -> bytes:
    """A Produce v3 request frame (client_id "zstd-case", topic "t", partition 0) whose one
    record batch has compression ``codec`` (attribute bits 0-2), the compressed bytes
    ``payload`` and a correct CRC-32C."""
    tail = struct.pack(">hiqqqhii", codec, 0, 0, 0, -1, -1, -1, 1) + payload
    rest = struct.pack(">ibI", 0, 2, crc32c(tail)) + tail
    batch = struct.pack(">qi", 0, len(rest)) + rest
    body = (
        struct.pack(">hhi", -1, 1, 1000)  # transactional_id null, acks, timeout_ms
        + struct.pack(">ih", 1, 1) + b"t"  # topics: one, name "t"
        + struct.pack(">iii", 1, 0, len(batch)) + batch  # partitions: one, index 0, records
    )
    msg = struct.pack(">hhih", 0, 3, 1, 9) + b"zstd-case" + body
    return struct.pack(">i", len(msg)) + msg


def _write(path: Path, frame: bytes) -> None:
    from scapy.all import wrpcap

    wrpcap(str(path), tcp_conversation([(True, frame)], close=True))


_RECORDS = b"\x10\x00\x00\x00\x02hi\x00"


def _rle_zstd(blocks: int) -> bytes:
    """A zstd frame of ``blocks`` RLE blocks of 128 KiB zeros (4 bytes each).  From about
    100 blocks Wireshark 4.0's Kafka dissector asserts (MAX_LOOP_ITERATIONS: 100
    decompression steps), a DissectorError that killed tshark 4.0 with the plugin."""
    size = 128 * 1024
    out = b"\x28\xb5\x2f\xfd\xa0" + struct.pack("<I", blocks * size)  # single segment
    for i in range(blocks):
        out += struct.pack("<I", (i == blocks - 1) | 1 << 1 | size << 3)[:3] + b"\x00"
    return out


_XERIAL = b"\x82SNAPPY\x00" + struct.pack(">ii", 1, 1)
#: name -> (compressed bytes, codec, handed to Wireshark's Kafka dissector?)
BATCHES = {
    "zstd-whole": (bytes(cramjam.zstd.compress(_RECORDS)), 4, True),
    "zstd-cut": (bytes(cramjam.zstd.compress(_RECORDS))[:-2], 4, False),
    "zstd-magic-only": (bytes(cramjam.zstd.compress(_RECORDS))[:5], 4, False),
    "lz4-whole": (bytes(cramjam.lz4.compress(_RECORDS)), 3, True),
    "lz4-1-byte": (b"\x04", 3, False),
    "snappy-raw": (bytes(cramjam.snappy.compress_raw(_RECORDS)), 2, True),
    "snappy-xerial-empty-chunk": (_XERIAL + struct.pack(">i", 1) + b"\x00", 2, False),
    "gzip-1-byte": (b"\x1f", 1, True),  # Wireshark's gzip path returns, never asserts
    "zstd-30-rle-blocks": (_rle_zstd(30), 4, True),
    "zstd-120-rle-blocks": (_rle_zstd(120), 4, False),  # over 40 blocks: not handed on
}


def _make_inputs(t: Tshark) -> Path:
    d = t.folder("kmirror-robust-")
    shutil.copy(PLUGIN, d / PLUGIN_FILE)
    for p in INPUTS:
        shutil.copy(p, d / p.name)
    _write(d / ZSTD_CASE, _produce(b"\x28", 4))  # zstd, a 1-byte payload
    for p in [*INPUTS, d / ZSTD_CASE]:
        for snap in SNAPS:
            out = d / f"{p.stem}.s{snap}.pcapng"
            subprocess.run(
                ["editcap", "-F", "pcapng", "-s", str(snap), str(d / p.name), str(out)],
                check=True,
                capture_output=True,
            )
    for p in d.iterdir():
        p.chmod(0o644)
    return d


def _names() -> list[str]:
    names = []
    for p in [*INPUTS, Path(ZSTD_CASE)]:
        names.append(p.name)
        names += [f"{p.stem}.s{snap}.pcapng" for snap in SNAPS]
    return names


class Runs:
    """tshark with the plugin on every input, once per build: (exit code, stderr, stdout,
    {frame: [(field, value), ...] of its kafka_mirror trees})."""

    def __init__(self) -> None:
        self.folders: dict[str, Path] = {}
        self.results: dict[tuple[str, str], tuple] = {}

    def folder(self, t: Tshark) -> Path:
        if t.name not in self.folders:
            self.folders[t.name] = _make_inputs(t)
        return self.folders[t.name]

    def get(self, t: Tshark, name: str) -> tuple:
        key = (t.name, name)
        if key not in self.results:
            d = self.folder(t)
            args = ["-n", "-r", str(d / name), "-X", f"lua_script:{d / PLUGIN_FILE}"]
            args += ["-o", f"kafka_mirror.tcp.ports:{PORTS}", "-Y", "kafka_mirror"]
            res = t.run(args + ["-T", "pdml", "-J", "kafka_mirror"])
            frames: dict[int, list] = {}
            if res.returncode == 0:
                for pkt in ET.fromstring(res.stdout).iter("packet"):
                    num = pkt.find("proto[@name='geninfo']/field[@name='num']").get("show")
                    frames[int(num)] = [
                        (f.get("name"), _show(f))
                        for proto in pkt.findall("proto[@name='kafka_mirror']")
                        for f in proto.iter("field")
                    ]
            self.results[key] = (res.returncode, res.stderr, res.stdout, frames)
        return self.results[key]


def _show(f: ET.Element) -> str | None:
    show = f.get("show")
    # PDML shows a bool as 1/0 (Wireshark 4.0) or True/False (4.4)
    return {"True": "1", "False": "0"}.get(show, show)


@pytest.fixture(scope="module")
def runs():
    r = Runs()
    yield r
    for d in r.folders.values():
        shutil.rmtree(d, ignore_errors=True)


def test_no_crash_and_no_lua_error(runs, tshark):
    bad = []
    for name in _names():
        rc, err, out, _ = runs.get(tshark, name)
        if rc != 0 or "Lua Error" in err + out or ".lua:" in err:
            bad.append(f"{name}: exit {rc} {err.strip()[-300:]}")
    assert not bad, f"tshark {tshark.version}:\n" + "\n".join(bad)


def test_both_wireshark_versions_show_the_same_mirror_trees(runs):
    old, new = (tshark_or_skip(n) for n in TSHARKS)
    differ = []
    for name in _names():
        a, b = runs.get(old, name)[3], runs.get(new, name)[3]
        if a != b:
            frame = next(f for f in sorted(set(a) | set(b)) if a.get(f) != b.get(f))
            differ.append(f"{name} frame {frame}: {a.get(frame)} != {b.get(frame)}")
    assert not differ, "\n".join(differ)
    assert sum(len(runs.get(old, n)[3]) for n in _names()) > 500


def test_a_zstd_batch_that_trips_wireshark_is_flagged_not_handed_on(runs, tshark):
    rc, _, _, frames = runs.get(tshark, ZSTD_CASE)
    assert rc == 0
    ((frame, fields),) = frames.items()
    messages = [v for k, v in fields if k == "_ws.expert.message"]
    # The 1-byte payload: after the 4-byte size, 10-byte header (client_id "zstd-case"
    # is 9 bytes + 2), 2+2+4 acks/timeout, 4+2+1 topic, 4+4+4 partition and records
    # length, then the 61-byte batch header.
    at = 4 + 8 + 2 + 9 + 2 + 2 + 4 + 4 + 2 + 1 + 4 + 4 + 4 + 61
    assert messages and messages[0].startswith(f"bad_decompression_length@{at}:"), messages
    assert ("kafka_mirror.api_key", "0") in fields and ("kafka_mirror.api_version", "3") in fields


@pytest.fixture
def plugin_dir(tshark):
    """A folder ``tshark`` can read holding the plugin; removed after the test.  Files put
    there must be made readable with :func:`readable` before tshark runs."""
    d = tshark.folder("kmirror-plugin-")
    shutil.copy(PLUGIN, d / PLUGIN_FILE)
    yield d
    shutil.rmtree(d, ignore_errors=True)


def readable(d: Path) -> list[str]:
    """Makes ``d``'s files world-readable; the tshark options loading the plugin there."""
    for p in d.iterdir():
        p.chmod(0o644)
    return ["-n", "-X", f"lua_script:{d / PLUGIN_FILE}"]


def test_a_cut_create_mirror_request_shows_what_it_holds(tshark, plugin_dir):
    # The walkthrough's first CreateMirror request (frame 142, on loopback: 14-byte
    # Ethernet, 20-byte IPv4, 32-byte TCP header) cut after its mirror_name.
    req = next(
        m for m in dissector.iter_messages(WALKTHROUGH, ports=(19092,)) if m.frame == 142
    )
    assert req.api_name == "CreateMirror" and req.mirror_name == "eu-west-mirror"
    name_end = 4 + 10 + 2 + len(req.client_id) + 1 + len("eu-west-mirror")  # compact string
    snap = 66 + name_end + 3
    cut = plugin_dir / "cut.pcapng"
    subprocess.run(
        ["editcap", "-F", "pcapng", "-s", str(snap), str(WALKTHROUGH), str(cut)], check=True
    )
    args = readable(plugin_dir) + ["-r", str(cut), "-o", "kafka_mirror.tcp.ports:19092"]
    args += ["-Y", "frame.number == 142", "-T", "fields"]
    res = tshark.run(args + ["-e", "kafka_mirror.mirror_name", "-e", "_ws.expert.message"])
    assert res.returncode == 0, res.stderr
    names, experts = res.stdout.rstrip("\n").split("\t")
    assert set(names.split(",")) == {"eu-west-mirror"}
    assert experts.startswith(f"truncated@{snap - 66}:"), experts


def test_the_summary_filter_finds_the_failing_mirror_responses(tshark, plugin_dir):
    csv = kmirror("read", str(WALKTHROUGH), "-p", "19092", "--mirror-only", "--format", "csv")
    assert csv.returncode == 0, csv.stderr
    rows = list(DictReader(csv.stdout.splitlines()))
    failing = {
        int(r["frame"]): r
        for r in rows
        if r["direction"] == "response" and r["error_code"] not in ("", "0")
    }
    eu_west = sorted(f for f, r in failing.items() if r["mirror_name"] == "eu-west-mirror")
    assert len(eu_west) >= 2 and len(failing) > len(eu_west)
    shutil.copy(WALKTHROUGH, plugin_dir / WALKTHROUGH.name)
    base = readable(plugin_dir) + ["-r", str(plugin_dir / WALKTHROUGH.name)]
    base += ["-o", "kafka_mirror.tcp.ports:9092,19092"]
    flt = 'kafka_mirror.mirror_name == "eu-west-mirror" && kafka_mirror.error_code != 0'
    fields = ["-T", "fields", "-e", "frame.number", "-e", "kafka_mirror.error_name"]
    res = tshark.run(base + ["-Y", flt, *fields])
    assert res.returncode == 0, res.stderr
    got = {int(a): b for a, b in (line.split("\t") for line in res.stdout.splitlines())}
    assert sorted(got) == eu_west
    assert all(got[f] == failing[f]["error_name"] for f in got)
    expert = tshark.run(base + ["-q", "-z", "expert"])
    assert expert.returncode == 0, expert.stderr
    lines = [x for x in expert.stdout.splitlines() if "KAFKA_MIRROR" in x and "Response" in x]
    assert sum(int(x.split()[0]) for x in lines) == len(failing), expert.stdout
    for r in failing.values():
        assert any(r["api_name"] in x and r["error_name"] in x for x in lines), r


@pytest.mark.parametrize("name", sorted(BATCHES))
def test_compressed_batches_reach_wireshark_only_when_whole(tshark, plugin_dir, name):
    payload, codec, handed = BATCHES[name]
    _write(plugin_dir / "b.pcap", _produce(payload, codec))
    base = readable(plugin_dir) + ["-r", str(plugin_dir / "b.pcap")]
    # The batch as Wireshark's Kafka dissector shows it, if it got the frame.
    res = tshark.run(base + ["-Y", "kafka", "-T", "fields", "-e", "kafka.batch_codec"])
    assert res.returncode == 0, res.stderr
    assert "Lua Error" not in res.stdout + res.stderr
    flagged = tshark.run(base + ["-Y", "kafka_mirror.expert.bad_decompression_length"])
    assert flagged.returncode == 0, flagged.stderr
    assert bool(res.stdout.strip()) == handed, res.stdout
    assert bool(flagged.stdout.strip()) != handed, flagged.stdout
