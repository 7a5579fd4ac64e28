"""``--profile auto`` on a tie: never a refusal, every row shown, the grounds said.

The tie captures are cut from committed scenario captures: a Metadata, a
CreateMirror (seed) or CreateClusterMirror (2026-07) and a Fetch exchange, each
message's TCP payload re-wrapped on its own connection with scapy.  The
CreateMirror request and response are the same wire in both shipped revisions,
so both decode 2 of 2 mirror frames cleanly (before issue 27 this exited 2 and
showed nothing).  The same-shape-different-meaning case is the 2026-07 revision
against a copy of it with the states renumbered as the later prototype files
renumber them (KIP1279-REVISIONS.md section 6: ULE_RECOVERY takes 2, MIRRORING 3):
every body decodes the same, only the evidence (state strings, transitions) can
tell them apart; and a copy without the tagged patterns of StartMirrorTopics
(tagged fields only one revision has).
"""

from __future__ import annotations

import json
import shutil
import struct
from pathlib import Path

import pytest

from dissector.pipeline.choice import choose_profile
from dissector.profiles.profile import load_profile
from dissector.wire.specs import strip_comments

from helpers import ROOT, kmirror, tcp_conversation

CL3 = "kip1279-cl3-2026-07"
CL3_BASIC = ROOT / "captures" / "cl3-basic.pcapng"
SEED_BASIC = ROOT / "captures" / "basic.pcapng"
PORTS = [9092, 9093, 19092, 19093]


def cut(src: Path, dst: Path, pairs: list[tuple[int, int]]) -> Path:
    """The exchanges (request frame, response frame) of ``src``, each on its own TCP
    connection with the original addresses, ports and times (one segment per message)."""
    from scapy.layers.inet import IP, TCP
    from scapy.utils import PcapReader, wrpcap

    want = {f for p in pairs for f in p}
    got = {}
    with PcapReader(str(src)) as r:
        for i, p in enumerate(r, 1):
            if i in want:
                got[i] = p
    packets = []
    for rq, rs in pairs:
        a, b = got[rq], got[rs]
        req, resp = bytes(a[TCP].payload), bytes(b[TCP].payload)
        for x in (req, resp):  # whole Kafka frames, one segment each
            assert struct.unpack(">i", x[:4])[0] + 4 == len(x)
        packets += tcp_conversation(
            [(True, req), (False, resp)],
            client=(a[IP].src, a[TCP].sport),
            server=(a[IP].dst, a[TCP].dport),
            start=float(a.time) - 0.002,
            close=True,
        )
    wrpcap(str(dst), packets)
    return dst


def renumbered(dst: Path):
    """The 2026-07 profile with section 6's state numbers (and ULE_RECOVERY), dated later."""
    shutil.copytree(load_profile(CL3).directory, dst)
    meta = json.loads(strip_comments((dst / "profile.json").read_text()))
    meta = json.loads(json.dumps(meta).replace("LOG_TRUNCATION", "LOG_ALIGNMENT"))
    meta["name"], meta["date"] = "cl3-renumbered", "2026-11-01"
    names = ["LOG_ALIGNMENT", "EPOCH_FENCING", "ULE_RECOVERY", "MIRRORING", "PAUSING",
             "PAUSED", "STOPPING", "STOPPED", "FAILED"]  # fmt: skip
    meta["partitionStates"] = {n: i for i, n in enumerate(names)} | {"UNKNOWN": -1}
    enter = meta["stateMachine"]["enter"]
    enter["ULE_RECOVERY"] = {"from": ["MIRRORING"], "carrier": "write_states"}
    enter["MIRRORING"]["from"].append("ULE_RECOVERY")
    (dst / "profile.json").write_text(json.dumps(meta, indent=1))
    return load_profile(dst)


@pytest.mark.parametrize(
    ("src", "pairs", "rpc", "used", "which"),
    [
        (CL3_BASIC, [(17, 18), (95, 96), (232, 233)], "CreateClusterMirror", CL3,
         "the newest, 2026-07-21"),
        # a seed build's CreateMirror: the same wire, named as the profile used names it
        (SEED_BASIC, [(17, 18), (95, 96), (223, 224)], "CreateClusterMirror", CL3,
         "the newest, 2026-07-21"),
    ],
)  # fmt: skip
def test_a_tie_capture_shows_every_row_and_exits_0(tmp_path, src, pairs, rpc, used, which):
    path = cut(src, tmp_path / "tie.pcap", pairs)
    args = ("read", str(path), "--format", "json", "--no-detect", "-p", "19092", "-p", "19093")
    r = kmirror(*args)
    assert r.returncode == 0, r.stderr
    rows = json.loads(r.stdout)
    assert [(x["api_name"], x["direction"]) for x in rows] == [
        ("Metadata", "request"), ("Metadata", "response"),
        (rpc, "request"), (rpc, "response"),
        ("Fetch", "request"), ("Fetch", "response"),
    ]  # fmt: skip
    assert all(x["expert"] == "" for x in rows)
    assert [x["mirror"] for x in rows] == [False, False, True, True, False, False]
    assert r.stderr.splitlines() == [
        f"kmirror: profile {used} (auto: tie: kip1279-seed and {CL3} each decode 2 of 2 "
        "mirror frames cleanly, field for field the same: it does not matter which; "
        f"{used} ({which}) used; choose with --profile NAME)"
    ]
    # the rows are those of the profile named, but for the RPC's name
    named = kmirror(*args, "--profile", used)
    assert named.returncode == 0 and named.stderr == ""
    assert json.loads(named.stdout) == rows


def test_same_shape_different_meaning_the_grounds_decide(tmp_path):
    """Every body decodes alike with both; the state strings and transitions pick 2026-07
    although the renumbered copy is newer."""
    cl3, later = load_profile(CL3), renumbered(tmp_path / "renumbered")
    choice = choose_profile(CL3_BASIC, PORTS, candidates=[later, cl3])
    assert choice.tie and choice.profile.name == CL3
    assert choice.scores == {"cl3-renumbered": 34, CL3: 34}
    assert choice.reason == (
        f"tie: cl3-renumbered and {CL3} each decode 34 of 34 mirror frames cleanly and fit "
        "the keys the brokers advertise (94-96, 98-105) alike; their decodes differ in 4 "
        "frames (frame 146 ReadMirrorStates response topics[0].partitions[0].state: "
        f"LOG_ALIGNMENT with cl3-renumbered, LOG_TRUNCATION with {CL3}); {CL3} on the "
        "grounds: state strings against the int8 state of the same partition: 0 agree and "
        f"40 disagree with cl3-renumbered, 40 agree and 0 disagree with {CL3}; transitions "
        "not allowed: 5 with cl3-renumbered (LOG_ALIGNMENT -> ULE_RECOVERY in frame 220), "
        f"0 with {CL3}; choose with --profile NAME"
    )


def test_different_meaning_without_grounds_is_the_newest_and_says_so(tmp_path):
    """One WriteMirrorStates exchange: the states differ, no describe string or transition
    tells the revisions apart: the newest, and the line says what differed."""
    path = cut(CL3_BASIC, tmp_path / "write.pcap", [(17, 18), (220, 221), (232, 233)])
    cl3, later = load_profile(CL3), renumbered(tmp_path / "renumbered")
    choice = choose_profile(path, PORTS, candidates=[cl3, later])
    assert choice.tie and choice.profile.name == "cl3-renumbered"
    assert choice.reason == (
        f"tie: {CL3} and cl3-renumbered each decode 2 of 2 mirror frames cleanly; their "
        "decodes differ in 1 frame (frame 11 WriteMirrorStates request "
        f"topics[0].partitions[0].state: MIRRORING with {CL3}, ULE_RECOVERY with "
        "cl3-renumbered); no ApiVersions response, tagged field, state string or transition "
        "tells them apart: cl3-renumbered (the newest, 2026-11-01) used; "
        "choose with --profile NAME"
    )


def test_tagged_fields_one_revision_lacks_decide(tmp_path):
    """A copy of 2026-07 whose StartMirrorTopics request has no tagged patterns decodes
    every frame as cleanly (an unknown tagged field is legal), but keeps the patterns as
    unknown tags: the revision that knows them is chosen though the copy is newer."""
    from cl3_capture import write_capture

    d = tmp_path / "no-patterns"
    shutil.copytree(load_profile(CL3).directory, d)
    spec_path = d / "StartMirrorTopicsRequest.json"
    spec = json.loads(strip_comments(spec_path.read_text()))
    spec["fields"] = [f for f in spec["fields"] if "tag" not in f]
    spec_path.write_text(json.dumps(spec))
    meta = json.loads(strip_comments((d / "profile.json").read_text()))
    meta["name"], meta["date"] = "no-patterns", "2026-12-01"
    (d / "profile.json").write_text(json.dumps(meta))
    path = write_capture(tmp_path / "cl3-all-rpcs.pcap")
    choice = choose_profile(path, [9092], candidates=[load_profile(d), load_profile(CL3)])
    assert choice.tie and choice.profile.name == CL3
    assert choice.reason == (
        f"tie: no-patterns and {CL3} each decode 28 of 28 mirror frames cleanly; their "
        "decodes differ in 1 frame (frame 6 StartMirrorTopics request "
        "_unknown_tags[0]: an unknown tagged field with no-patterns, orders.* with "
        f"{CL3}); {CL3} on the grounds: tagged fields unknown to no-patterns: 2, {CL3}: 0; "
        "choose with --profile NAME"
    )
