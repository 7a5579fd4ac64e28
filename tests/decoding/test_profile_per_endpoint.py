"""One profile per cluster: a capture whose clusters speak different KIP-1279 revisions.

The mixed capture holds the third revision's twelve RPCs on 10.0.0.1:9092
(``late_capture.py``) and the 2026-07 revision's eleven on 10.0.0.2:9092 (``cl3_capture.py``),
each built with ``struct`` from its revision's field lists.  ``auto`` decodes each server
endpoint with its own profile: every message clean and equal, leaf for leaf, to what it was
built from, named (``profile`` column) with its own revision; each int8 state is named by its
own cluster's numbering (2 is ULE_RECOVERY on one, MIRRORING on the other); ``analyze`` says
which cluster speaks which revision; ``--profile ADDRESS=NAME`` overrides one endpoint.
"""

from __future__ import annotations

import json

import cl3_capture
import late_capture
import pytest

import dissector
from dissector.pipeline.choice import choose_profile
from dissector.profiles.profile import load_profile

from helpers import kmirror, tcp_conversation

LATE, CL3 = "kip1279-late-2026", "kip1279-cl3-2026-07"
A, B = "10.0.0.1:9092", "10.0.0.2:9092"


@pytest.fixture(scope="module")
def mixed(tmp_path_factory):
    from scapy.utils import wrpcap

    packets = []
    for mod, host, start in ((late_capture, "10.0.0.1", 1_790_000_000.0),
                             (cl3_capture, "10.0.0.2", 1_790_000_000.5)):  # fmt: skip
        segments = []
        for _rpc, _key, req, _rv, resp, _pv in mod.EXCHANGES:
            segments += [(True, req), (False, resp)]
        packets += tcp_conversation(segments, server=(host, 9092), start=start, close=True)
    path = tmp_path_factory.mktemp("mixed") / "mixed.pcap"
    wrpcap(str(path), sorted(packets, key=lambda p: float(p.time)))
    return path


def _expected():
    out = {}
    for mod, server in ((late_capture, A), (cl3_capture, B)):
        rows = []
        for rpc, key, _req, rv, _resp, pv in mod.EXCHANGES:
            rows += [(rpc, key, "request", rv), (rpc, key, "response", pv)]
        out[server] = rows
    return out


def test_auto_chooses_a_profile_per_endpoint_and_says_so(mixed):
    choice = choose_profile(mixed, [9092])
    assert choice.profile.name == f"{LATE}+{CL3}" and choice.profile.base == LATE
    assert {s: p.name for s, p in choice.profile.per_server.items()} == {B: CL3}
    assert choice.reason == (
        "49 of 58 mirror frames decode cleanly, kip1279-cl3-2026-07 45 of 58, kip1279-seed 9 "
        f"of 58; per endpoint: {B} {CL3} (28 of 28 there, {LATE} 19)"
    )


def test_each_message_is_decoded_and_named_with_its_own_profile(mixed):
    got: dict[str, list] = {A: [], B: []}
    for m in dissector.iter_messages(mixed, profile="auto"):
        server = f"{m.dst}:{m.dport}" if m.kind == "request" else f"{m.src}:{m.sport}"
        assert m.expert == [] and m.mirror, (m.frame, m.expert)
        assert m.profile == (LATE if server == A else CL3)
        got[server].append((m.api_name, m.api_key, m.kind, m.body))
    assert got == _expected()
    df = dissector.read_capture(mixed, profile="auto")
    assert set(zip(df["src"].where(df["direction"] == "response", df["dst"]), df["profile"],
                   strict=True)) == {(A, LATE), (B, CL3)}  # fmt: skip


def test_states_are_named_by_their_own_clusters_numbering(mixed):
    a = dissector.analyze(mixed, profile="auto")
    assert a.notes[-2:] == [f"cluster {A} speaks {LATE}", f"cluster {B} speaks {CL3}"]
    ps = a.partition_states
    reads = ps[(ps["source"] == "ReadMirrorStates") & (ps["state_code"] == 2)]
    assert dict(zip(reads["cluster"], reads["state"], strict=True)) == {
        A: "ULE_RECOVERY", B: "MIRRORING"
    }  # fmt: skip
    # with one profile for both, the other cluster's states are misnamed without an error
    one = dissector.analyze(mixed, profile=LATE).partition_states
    wrong = one[(one["source"] == "ReadMirrorStates") & (one["state_code"] == 2)]
    assert set(wrong["state"]) == {"ULE_RECOVERY"}


def test_a_named_profile_per_endpoint(mixed):
    prof = load_profile(LATE).per_endpoint({B: load_profile(CL3)})
    msgs = list(dissector.iter_messages(mixed, profile=prof))
    assert all(not m.expert for m in msgs) and {m.profile for m in msgs} == {LATE, CL3}


@pytest.mark.slow
def test_the_command_line_override(mixed):
    r = kmirror("read", str(mixed), "--format", "json", "--profile", f"{LATE},{B}={CL3}")
    assert r.returncode == 0, r.stderr
    assert r.stderr == f"kmirror: profile {LATE}+{CL3} (given per endpoint: {B} {CL3})\n"
    rows = json.loads(r.stdout)
    assert len(rows) == 58 and all(x["expert"] == "" for x in rows)
    assert {x["profile"] for x in rows if B in (x["src"], x["dst"])} == {CL3}
    r = kmirror("read", str(mixed), "--profile", "10.0.0.2=kip1279-seed")
    assert r.returncode == 2 and "write ADDRESS:PORT=NAME" in r.stderr
    r = kmirror("analyze", str(mixed))
    assert r.returncode == 0, r.stderr
    assert f"cluster {B} speaks {CL3}" in r.stdout
