"""The plugin on generated hostile captures, under Wireshark 4.0 and 4.4 (issue 18).

Generators (scripts/fuzz.py builds the captures):

- segments holding several Kafka frames (standard, mirror and Produce with a zstd
  record batch; requests and responses) cut by the snap length at every offset: the
  cut lands before, inside and exactly at the end of each frame.  Before the fix,
  dissect_tcp_pdus stepped to a frame boundary inside the uncaptured bytes, threw
  BoundsError through Lua ("Lua Error: (null)") and could take tshark down;
- a committed capture with each packet cut at a different snap length (58 lengths);
- captures mutated structure-aware with fixed seeds (sizes, counts, varints, batches,
  api versions, snap cuts, order);
- a segment of a committed capture made to hold 400-5000 of its small frames, as it is
  or as IPv4 fragments of one datagram (``m_many_pdus``, issue 31): from 495 frames the
  plugin took Wireshark 4.0 down.

Each, under each tshark build: no signal, no Lua error, plain tshark's exit code, and
for every frame the plugin leaves to Wireshark's Kafka dissector the same kafka.*
header fields as plain tshark without the plugin (``LuaRunner.check``).
"""

from __future__ import annotations

import random

import pytest

from helpers import CASES, ROOT, WALKTHROUGH, fuzz_script

pytestmark = pytest.mark.slow


fuzz = fuzz_script()
SNAPS = tuple(range(54, 400, 6))


@pytest.fixture(scope="module")
def runner(tshark):
    r = fuzz.LuaRunner([tshark])
    yield r
    r.close()


def cut_everywhere(seed: int) -> bytes:
    """A connection whose segments hold 2-4 frames in each direction (picked with ``seed``
    from a mirror request/response, real standard bodies of the committed captures and a
    Produce request with a zstd batch), repeated once per offset of the longer segment,
    each copy cut by the snap length at that offset."""
    rng = random.Random(seed)
    makers = dict(fuzz.body_makers(fuzz.harvest([WALKTHROUGH])))
    pool = [k for k in makers if k.startswith("mirror:kip1279-seed")]
    pool += [k for k in makers if k.startswith("standard:3:") or k.startswith("standard:18:")]
    pool += ["records:4"]
    frames = []
    for name in rng.sample(pool, 3):
        inp = makers[name](rng)
        frames += inp.frames(inp.body)
    up = b"".join(f for to_server, f in frames if to_server)
    down = b"".join(f for to_server, f in frames if not to_server)
    conv = [(True, up), (False, down)] * (max(len(up), len(down)) + 1)
    cap = fuzz.parse_capture(fuzz.pcap_of(conv))
    packets = [r for r in cap.packets() if fuzz.tcp_payload(r)]
    for i, r in enumerate(packets):
        a, b = fuzz.tcp_payload(r)
        fuzz.keep_origlen(cap, r)
        del r.data[min(b, a + i // 2) :]
    return cap.dump()


def snapped(path, shift: int) -> bytes:
    """``path`` with packet i cut to snap length ``SNAPS[(i + shift) % len(SNAPS)]``."""
    cap = fuzz.parse_capture(path.read_bytes())
    for i, r in enumerate(cap.packets()):
        snap = SNAPS[(i + shift) % len(SNAPS)]
        if len(r.data) > snap:
            fuzz.keep_origlen(cap, r)
            del r.data[snap:]
    return cap.dump()


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_frames_cut_at_every_offset(runner, seed):
    buf = cut_everywhere(seed)
    assert len(fuzz.parse_capture(buf).packets()) > 300
    out = runner.check(buf)
    assert out.failure is None, f"{out.failure}: {out.detail}"


@pytest.mark.parametrize("shift", [0, 29])
def test_each_packet_cut_at_another_snap_length(runner, shift):
    before = runner.compared
    out = runner.check(snapped(ROOT / "captures" / "clients.pcap", shift))
    assert out.failure is None, f"{out.failure}: {out.detail}"
    # most of clients.pcap's frames are standard ones left to the Kafka dissector
    assert runner.compared - before > 150


SEEDS = [WALKTHROUGH, *sorted(CASES.glob("*.pcap"))]


@pytest.mark.parametrize("seed", range(8))
def test_mutated_captures(runner, seed):
    rng = random.Random(seed)
    base = SEEDS[seed % len(SEEDS)]
    buf, done = fuzz.mutate(base.read_bytes(), rng, rounds=3)
    out = runner.check(buf)
    assert out.failure is None, f"{base.name} {done}: {out.failure}: {out.detail}"


@pytest.mark.parametrize("snap", [80, 200])
def test_tls_records_cut_by_the_snap_length(runner, snap):
    # Found by fuzz.py (tests/data/fuzz/9ba86dd7eb9c49b7.pcapng): the TLS dissector the
    # plugin hands TLS to threw on a cut record ("Lua Error: ... Dissector_call: Malformed
    # frame" under 4.4).
    cap = fuzz.parse_capture((ROOT / "captures" / "tls.pcapng").read_bytes())
    for r in cap.packets():
        if len(r.data) > snap:
            fuzz.keep_origlen(cap, r)
            del r.data[snap:]
    out = runner.check(cap.dump())
    assert out.failure is None, f"{out.failure}: {out.detail}"


@pytest.mark.parametrize("seed", range(4))
def test_many_frames_in_one_segment_or_datagram(runner, seed):
    # fuzz.py's m_many_pdus (issue 31): a segment of the seed made to hold 400-5000 of its
    # small frames, half the time as IPv4 fragments of one datagram.  From 495 frames the
    # plugin took Wireshark 4.0 down (one protocol layer per frame handed on).
    rng = random.Random(seed)
    base = [WALKTHROUGH, ROOT / "captures" / "clients.pcap"][seed % 2]
    cap = fuzz.parse_capture(base.read_bytes())
    done = fuzz.m_many_pdus(cap, rng)
    assert int(done.split()[0]) >= 400, done
    before = runner.compared
    out = runner.check(cap.dump())
    assert out.failure is None, f"{base.name} {done}: {out.failure}: {out.detail}"
    assert runner.compared > before
