"""The profile of the KIP-1279 prototype revision 2026-07 (``kip1279-cl3-2026-07``) on a
capture of its eleven RPCs built independently of the decoder (``cl3_capture.py``).

Every message must decode with no expert flag, every decoded body must equal the values the
capture was built from (tagged fields present and absent), and the views (``read``,
``fields``, ``show``) must name the revision's errors, states and RPCs.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest
from cl3_capture import CLIENT_ID, EXCHANGES, write_capture

import dissector
from dissector import iter_messages
from dissector.pipeline.choice import choose_profile
from dissector.profiles.profile import load_profile

from helpers import CLIENTS, ROOT, WALKTHROUGH, kmirror, needs_tshark

PROFILE = "kip1279-cl3-2026-07"
SEED_RENAMED = ROOT / "tests" / "data" / "profiles" / "kip1279-seed-renamed"


@pytest.fixture(scope="module")
def capture(tmp_path_factory):
    return write_capture(tmp_path_factory.mktemp("cl3") / "cl3-all-rpcs.pcap")


def _leaves(value, prefix=""):
    """(path, value) of every leaf, paths as ``kmirror fields`` writes them."""
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _leaves(v, f"{prefix}.{k}" if prefix else k)
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _leaves(v, f"{prefix}[{i}]")
    else:
        yield prefix, value


def test_the_profile_has_the_documents_keys_states_and_errors():
    p = load_profile(PROFILE)
    assert p.rpcs == {
        "CreateClusterMirror": 94, "StartMirrorTopics": 95, "StopMirrorTopics": 96,
        "ListClusterMirrors": 98, "DescribeClusterMirrors": 99, "ReadMirrorStates": 100,
        "WriteMirrorStates": 101, "PauseMirrorTopics": 102, "ResumeMirrorTopics": 103,
        "DeleteClusterMirror": 104, "BumpLeaderEpochs": 105,
    }  # fmt: skip
    assert p.states == {
        0: "LOG_TRUNCATION",
        1: "EPOCH_FENCING",
        2: "MIRRORING",
        3: "PAUSING",
        4: "PAUSED",
        5: "STOPPING",
        6: "STOPPED",
        7: "FAILED",
        -1: "UNKNOWN",
    }
    assert set(p.errors) == {134, *range(136, 147)}
    assert p.error_name(137) == "UNKNOWN_CLUSTER_MIRROR"
    assert p.error_name(42) == "INVALID_REQUEST"
    assert p.roles.machine.enter["EPOCH_FENCING"][0] == frozenset({"MIRRORING"})
    # spec details the document singles out
    bump = p.message(105, "response").fields[3].fields[1].fields
    assert [(f.name, str(f.versions)) for f in bump][1] == ("ErrorCode", "0")
    start = {f.name: f for f in p.message(95, "request").fields}
    assert (start["IncludePatterns"].tag, start["ExcludePatterns"].tag) == (0, 1)
    assert str(start["IncludePatterns"].tagged_versions) == "0+"
    read = p.message(100, "response").fields[3].fields[1].fields
    assert {f.name: f.default for f in read}["PreviousState"] == "16"


def test_every_body_decodes_to_the_values_it_was_built_from(capture):
    msgs = list(iter_messages(capture, profile=load_profile(PROFILE)))
    assert len(msgs) == 2 * len(EXCHANGES)
    for i, (rpc, key, _req, req_values, _resp, resp_values) in enumerate(EXCHANGES):
        req, resp = msgs[2 * i], msgs[2 * i + 1]
        for m, kind, values in ((req, "request", req_values), (resp, "response", resp_values)):
            assert (m.kind, m.api_key, m.api_name, m.mirror) == (kind, key, rpc, True), m
            assert m.expert == [], (rpc, kind, m.expert)
            assert m.body == values, (rpc, kind)
        assert req.client_id == CLIENT_ID and resp.request is req


def _check_read(out: str):
    rows = json.loads(out)
    assert len(rows) == 2 * len(EXCHANGES)
    assert all(r["mirror"] and r["expert"] == "" for r in rows), rows
    names = [r["api_name"] for r in rows if r["direction"] == "request"]
    assert names == [e[0] for e in EXCHANGES]
    errors = {r["api_name"]: r["error_name"] for r in rows if r["direction"] == "response"}
    assert errors["CreateClusterMirror"] == "CLUSTER_MIRROR_ALREADY_EXISTS"
    assert errors["DeleteClusterMirror"] == "CLUSTER_MIRROR_NOT_EMPTY"
    assert errors["BumpLeaderEpochs"] == "READ_ONLY_TOPIC"  # nested: the first non-zero


def _check_fields(out: str):
    rows = json.loads(out)
    got: dict[int, list] = {}
    for r in rows:
        got.setdefault(r["frame"], []).append((r["path"], r["value"]))
    frames = sorted(got)
    expected = []
    for _rpc, _key, _req, req_values, _resp, resp_values in EXCHANGES:
        expected += [list(_leaves(req_values)), list(_leaves(resp_values))]
    assert [got[f] for f in frames] == expected
    by_path = {(r["api_name"], r["direction"], r["path"]): r for r in rows}
    state = by_path[("ReadMirrorStates", "response", "topics[0].partitions[1].state")]
    assert (state["value"], state["state_name"]) == (7, "FAILED")
    prev = by_path[("ReadMirrorStates", "response", "topics[0].partitions[1].previous_state")]
    assert prev["state_name"] == "UNKNOWN"
    err = by_path[("ReadMirrorStates", "response", "topics[0].partitions[1].error_code")]
    assert err["error_name"] == "INVALID_CLUSTER_MIRROR_STATES"
    text = by_path[
        ("DescribeClusterMirrors", "response", "mirrors[0].topics[0].partitions[1].state_value")
    ]
    assert (text["value"], text["state_name"]) == ("FAILED", "FAILED")
    written = by_path[("WriteMirrorStates", "request", "topics[0].partitions[0].state")]
    assert written["state_name"] == "EPOCH_FENCING"


@pytest.mark.slow
def test_read_and_fields_with_the_profile(capture):
    r = kmirror("read", str(capture), "--profile", PROFILE, "--format", "json")
    assert r.returncode == 0, r.stderr
    _check_read(r.stdout)
    r = kmirror("fields", str(capture), "--profile", PROFILE, "--format", "json")
    assert r.returncode == 0, r.stderr
    _check_fields(r.stdout)


@pytest.mark.slow
def test_show_names_errors_and_states(capture):
    rows = json.loads(
        kmirror("read", str(capture), "--profile", PROFILE, "--format", "json").stdout
    )
    frame = next(
        r["frame"]
        for r in rows
        if r["api_name"] == "ReadMirrorStates" and r["direction"] == "response"
    )
    r = kmirror("show", str(capture), "--profile", PROFILE, "--frame", str(frame))
    assert r.returncode == 0, r.stderr
    assert "ReadMirrorStates Response" in r.stdout
    assert "state: FAILED (7)" in r.stdout
    assert "previous_state: UNKNOWN (-1)" in r.stdout
    assert "error_code: INVALID_CLUSTER_MIRROR_STATES (145)" in r.stdout


def test_the_seed_profile_misreads_the_new_revision(capture):
    """Why the profile matters: decoded with the seed's specs, the same keys go wrong."""
    msgs = list(iter_messages(capture, profile=load_profile("kip1279-seed")))
    flagged = [m for m in msgs if m.expert]
    assert len(flagged) >= 14
    assert {m.api_key for m in msgs if any("unknown_api_key" in e for e in m.expert)} >= {
        102,
        103,
        104,
        105,
    }
    # the read table names the profile that knows a key the chosen one does not define
    df = dissector.read_capture(capture, profile="kip1279-seed")
    notes = df[(df["api_key"] == 105) & (df["direction"] == "request")]["notes"].iloc[0]
    assert notes == f"api_key 105 is BumpLeaderEpochs in profile {PROFILE}"


# ---------------------------------------------------------------- --profile auto


@pytest.mark.slow
def test_auto_picks_the_revision_and_says_why(capture):
    """No profile option: the same rows and fields, and one line on stderr saying why."""
    r = kmirror("read", str(capture), "--format", "json")
    assert r.returncode == 0, r.stderr
    _check_read(r.stdout)
    assert r.stderr.splitlines() == [
        f"kmirror: profile {PROFILE} (auto: 28 of 28 mirror frames decode cleanly, "
        "kip1279-seed 5 of 28)"
    ]
    r = kmirror("fields", str(capture), "--format", "json")
    assert r.returncode == 0, r.stderr
    _check_fields(r.stdout)
    assert len(r.stderr.splitlines()) == 1
    explicit = kmirror("read", str(capture), "--profile", PROFILE, "--format", "json")
    assert explicit.stderr == ""
    df = dissector.read_capture(capture, profile="auto")
    assert df["expert"].eq("").all() and df["mirror"].all()
    assert dissector.analyze(capture, profile="auto").profile.name == PROFILE


@pytest.mark.slow
def test_auto_keeps_seed_captures_as_they_were():
    """Seed traffic: the seed profile, silently; an explicit --profile auto says so."""
    args = ("read", str(WALKTHROUGH), "-p", "19092", "--format", "csv")
    auto, seed = kmirror(*args), kmirror(*args, "--profile", "kip1279-seed")
    assert auto.returncode == seed.returncode == 0
    assert auto.stdout == seed.stdout and auto.stderr == ""
    said = kmirror(*args, "--profile", "auto")
    assert said.stdout == seed.stdout
    assert said.stderr.startswith("kmirror: profile kip1279-seed (auto: ")
    choice = choose_profile(WALKTHROUGH, [9092, 19092])
    assert choice.profile.name == "kip1279-seed" and choice.scores["kip1279-seed"] == 40


def test_auto_without_mirror_traffic_is_the_seed_and_cheap():
    choice = choose_profile(CLIENTS, [9092])
    assert (choice.profile.name, choice.reason, choice.mirror_frames) == (
        "kip1279-seed",
        "no mirror traffic",
        0,
    )


def test_two_profiles_that_fit_equally_are_a_tie_said_not_a_refusal():
    """The seed and a copy with renamed fields decode the same wire equally well, value
    for value: it does not matter which; the default is used and the line says so."""
    seed, renamed = load_profile("kip1279-seed"), load_profile(SEED_RENAMED)
    choice = choose_profile(WALKTHROUGH, [9092, 19092], candidates=[seed, renamed])
    assert choice.tie and choice.profile.name == "kip1279-seed"
    assert choice.reason == (
        "tie: kip1279-seed and kip1279-seed-renamed each decode 40 of 40 mirror frames "
        "cleanly, field for field the same: it does not matter which; kip1279-seed (the "
        "default; the others are no newer) used; choose with --profile NAME"
    )


def _with_recover(tmp_path):
    """The revision plus a RecoverMirrorTopics on key 106 (a later build, REVISIONS.md 5)."""
    d = tmp_path / "kip1279-cl3-plus-106"
    shutil.copytree(load_profile(PROFILE).directory, d)
    for kind, fields in (
        ("Request", [{"name": "MirrorName", "type": "string", "versions": "0+"}]),
        ("Response", [{"name": "ThrottleTimeMs", "type": "int32", "versions": "0+"},
                      {"name": "ErrorCode", "type": "int16", "versions": "0+"}]),
    ):  # fmt: skip
        spec = {"apiKey": 106, "type": kind.lower(), "name": f"RecoverMirrorTopics{kind}",
                "validVersions": "0", "flexibleVersions": "0+", "fields": fields}  # fmt: skip
        (d / f"RecoverMirrorTopics{kind}.json").write_text(json.dumps(spec))
    meta = (d / "profile.json").read_text().replace(f'"name": "{PROFILE}"', '"name": "plus-106"')
    (d / "profile.json").write_text(meta)
    return load_profile(d)


def test_advertised_keys_break_a_tie(tmp_path):
    """Both decode every frame; the brokers advertise 106 too: the profile that has it."""
    cl3, plus = load_profile(PROFILE), _with_recover(tmp_path)
    path = write_capture(tmp_path / "adv.pcap", advertise=list(range(94, 107)))
    choice = choose_profile(path, [9092], candidates=[cl3, plus])
    assert choice.profile.name == "plus-106"
    assert choice.reason.endswith("brokers advertise 94-106")
    path = write_capture(tmp_path / "adv2.pcap", advertise=list(range(94, 106)))
    choice = choose_profile(path, [9092], candidates=[cl3, plus])
    assert choice.tie and choice.profile.name == PROFILE
    assert choice.reason == (
        f"tie: {PROFILE} and plus-106 each decode 28 of 28 mirror frames cleanly and fit the "
        "keys the brokers advertise (94-105) alike, field for field the same: it does not "
        f"matter which; {PROFILE} (the first by name; none is newer) used; "
        "choose with --profile NAME"
    )


@pytest.mark.slow
def test_keys_name_the_profiles_that_know_a_key(tmp_path):
    """A key the chosen profile lacks (97, 106) is listed with the profiles that define it."""
    path = write_capture(tmp_path / "keys.pcap", advertise=[94, 95, 96, 97, 98, 99, 100, 101,
                                                            102, 103, 104, 105, 106])  # fmt: skip
    r = kmirror("keys", str(path))
    assert r.returncode == 0, r.stderr
    assert "kip1279-cl3-2026-07 PauseMirrorTopics" in r.stdout
    assert (
        f"keys profile {PROFILE} does not define: 97 (kip1279-seed LastMirroredOffsets), "
        "106 (no profile)"
    ) in r.stdout


def test_profiles_lists_every_profile_with_keys_states_and_source():
    r = kmirror("profiles")
    assert r.returncode == 0, r.stderr
    assert f"{PROFILE}: KIP-1279" in r.stdout
    assert "  source: aiven/inkless c94105966710" in r.stdout
    assert "105 BumpLeaderEpochs" in r.stdout and "97 LastMirroredOffsets" in r.stdout
    assert "UNKNOWN -1, LOG_TRUNCATION 0" in r.stdout
    assert "146 MIRROR_TOPIC_NOT_STOPPED" in r.stdout


# ---------------------------------------------------------------- the Lua plugin in tshark


def _python_leaves(body: dict) -> list[tuple[str, str]]:
    """(filter field, value as tshark shows it) of every non-null leaf, in wire order."""
    from dissector.plugin.lua import body_abbr

    out = []
    for path, value in _leaves(body):
        parent, _, key = ("kafka_mirror." + re.sub(r"\[\d+\]", "", path)).rpartition(".")
        abbr = body_abbr(parent, key)
        if value is None:
            continue
        out.append((abbr, ("1" if value else "0") if isinstance(value, bool) else str(value)))
    return out


@needs_tshark
def test_the_lua_plugin_shows_the_same_values_in_tshark(capture, tmp_path):
    """`kmirror lua build --profile` for the revision, then tshark -T pdml on the capture:
    every mirror message, no expert info, every field value the Python decoder found."""
    from xml.etree import ElementTree as ET

    from dissector.plugin.lua import HEADER_FIELDS

    shared = Path(tempfile.mkdtemp(prefix="kmirror-cl3-lua-", dir="/tmp"))
    try:
        shared.chmod(0o755)
        plugin = shared / "kafka_mirror.lua"
        r = kmirror("lua", "build", "--profile", PROFILE, "-o", str(plugin))
        assert r.returncode == 0, r.stderr
        shutil.copy(capture, shared / "cap.pcap")
        for p in shared.iterdir():
            p.chmod(0o644)
        cmd = ["tshark", "-n", "-2", "-r", str(shared / "cap.pcap"), "-T", "pdml"]
        cmd += ["-J", "kafka_mirror", "-X", f"lua_script:{plugin}"]
        if os.geteuid() == 0:
            cmd = ["runuser", "-u", "nobody", "--", *cmd]
        res = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
        assert res.returncode == 0 and "Lua Error" not in res.stderr, res.stderr
        root = ET.fromstring(res.stdout)
    finally:
        shutil.rmtree(shared, ignore_errors=True)
    header = {f"kafka_mirror.{k}" for k in HEADER_FIELDS}
    protos = [p for p in root.iter("proto") if p.get("name") == "kafka_mirror"]
    msgs = list(iter_messages(capture, profile=load_profile(PROFILE)))
    assert len(protos) == len(msgs) == 2 * len(EXCHANGES)
    for proto, m in zip(protos, msgs, strict=True):
        where = f"{m.api_name} {m.kind}"
        assert f"{m.api_name} v0 {m.kind.capitalize()}" in proto.get("showname"), where
        # The generated summary (mirror names, the response's error) is not body data.
        summary = {
            id(f)
            for box in proto.iter("field")
            if box.get("name") == "kafka_mirror.summary"
            for f in box.iter("field")
        }
        fields = [f for f in proto.iter("field") if id(f) not in summary]
        assert not [f for f in fields if f.get("name") == "_ws.expert"], where
        shown = [
            (f.get("name"), f.get("show"))
            for f in fields
            if f.get("name", "").startswith("kafka_mirror.")
            and f.get("name") not in header
            and not list(f)  # leaves only: struct elements hold their fields
        ]
        assert shown == _python_leaves(m.body), where
        nulls = sum(1 for _p, v in _leaves(m.body) if v is None)
        absent = 1 if m.body.get("cluster_id", "") is None else 0  # an absent tagged field
        shown_nulls = [f for f in fields if f.get("showname", "").endswith(": null")]
        assert len(shown_nulls) == nulls - absent, where
    names = {f.get("showname") for f in root.iter("field")}
    assert "Error Code: CLUSTER_MIRROR_ALREADY_EXISTS (136)" in names
    assert "State: FAILED (7)" in names and "Previous State: UNKNOWN (-1)" in names


# ---------------------------------------------------------------- the analysis


def test_the_analysis_tells_the_revisions_story(capture):
    """States by the revision's names checked against its machine, epochs where the wire
    carries epochs, pause/resume/delete/bump in the conversations, errors by their names."""
    a = dissector.analyze(capture, profile="auto")
    assert a.profile.name == PROFILE
    tr = a.transitions
    edges = {(f, t) for f, t in zip(tr["from_state"], tr["to_state"], strict=True)}
    assert ("MIRRORING", "EPOCH_FENCING") in edges and ("UNKNOWN", "LOG_TRUNCATION") in edges
    assert tr["valid"].eq(True).all(), tr[["from_state", "to_state", "rule"]]
    offs = a.offsets
    written = offs[offs["kind"] == "lme_write"]
    assert list(zip(written["topic"], written["partition"], written["lme"], strict=True)) == [
        ("orders", 0, 8)
    ]
    looked = offs[(offs["kind"] == "lme_read") & (offs["rpc"] == "DescribeClusterMirrors")]
    assert sorted(looked["lme"]) == [-1, 7]
    assert offs["lmo"].isna().all()
    says = " | ".join(a.conversations["summary"])
    for text in ("pause orders, payments -> MIRROR_TOPIC_ALREADY_PAUSED", "resume orders",
                 "delete eu-west -> CLUSTER_MIRROR_NOT_EMPTY", "bump leader epochs of orders",
                 "write orders-0 EPOCH_FENCING@e8"):  # fmt: skip
        assert text in says, says
    names = set(a.errors["error_name"])
    assert {"CLUSTER_MIRROR_ALREADY_EXISTS", "UNKNOWN_CLUSTER_MIRROR", "READ_ONLY_TOPIC"} <= names
    assert not any(n.startswith("UNKNOWN_ERROR") for n in names)
    s = a.summary()
    assert (s["lmes_written"], s["lmes_read"]) == (1, 3)
    r = kmirror("analyze", str(capture))
    assert r.returncode == 0, r.stderr
    assert "Last mirror epochs: 1 written, 3 read; truncations: 0" in r.stdout
    assert "UNKNOWN_ERROR" not in r.stdout


@pytest.mark.slow
def test_simulate_says_which_revisions_it_plays():
    """Both revisions are played (tests/analysis/test_cl3_scenarios.py runs this one); a
    profile the generator has no actors for is refused before anything starts."""
    r = kmirror("simulate", "failover", "-o", "x.pcapng", "--profile", "kip1279-draft")
    assert r.returncode == 2
    assert r.stderr.strip() == (
        "kmirror: error: the scenario generator plays kip1279-seed, kip1279-cl3-2026-07; "
        "not kip1279-draft"
    )
    r = kmirror("simulate", "--help")
    assert "kip1279-seed, kip1279-cl3-2026-07" in " ".join(r.stdout.split())


#: The project's KIP1279-REVISIONS.md, copied into the repository (tests/data/README.md).
REVISIONS = ROOT / "tests" / "data" / "KIP1279-REVISIONS.md"


def _flat(fields: list[dict], prefix: str = "") -> list[tuple[str, dict]]:
    """(``Parent[].Child`` path, field object) of every field of a spec, in file order."""
    out = []
    for f in fields:
        out.append((prefix + f["name"], f))
        out += _flat(f.get("fields", []), prefix + f["name"] + "[].")
    return out


def test_specs_match_the_revisions_document_field_by_field():
    """Every row of the document's field tables (1.2) against the profile's spec files:
    path, type, versions, nullableVersions, taggedVersions/tag, default as written, mapKey,
    entityType and ignorable; apiKey, type and listeners of each message."""
    from dissector.wire.specs import strip_comments

    section = REVISIONS.read_text().split("### 1.2 Messages")[1].split("### 1.3")[0]
    blocks = re.split(r"\n\*\*(\w+)\*\* — ", section)[1:]
    folder = Path(load_profile(PROFILE).directory)
    assert len(blocks) == 44  # 22 messages
    for name, body in zip(blocks[::2], blocks[1::2], strict=True):
        raw = json.loads(strip_comments((folder / f"{name}.json").read_text()))
        head = body.splitlines()[0]
        key, kind = re.search(r"apiKey (\d+), type (\w+)", head).groups()
        assert (raw["apiKey"], raw["type"]) == (int(key), kind), name
        assert (raw["validVersions"], raw["flexibleVersions"]) == ("0", "0+"), name
        listeners = re.search(r"listeners \[(.*?)\]", head)
        assert raw.get("listeners") == (json.loads(f"[{listeners[1]}]") if listeners else None)
        rows = [
            [c.strip() for c in line.strip("|").split("|")]
            for line in body.splitlines()
            if line.startswith("| ") and not line.startswith(("| field", "| ---"))
        ]
        mine = _flat(raw["fields"])
        assert len(rows) == len(mine), name
        for row, (path, f) in zip(rows, mine, strict=True):
            d = f.get("default")
            other = [f'entityType="{f["entityType"]}"'] if "entityType" in f else []
            other += ["ignorable=true"] if f.get("ignorable") else []
            assert row == [
                path,
                f"`{f['type']}`",
                f["versions"],
                f.get("nullableVersions", ""),
                f"{f['taggedVersions']} / {f['tag']}" if "taggedVersions" in f else "",
                "" if d is None else f'"{d}"' if isinstance(d, str) else str(d),
                "true" if f.get("mapKey") else "",
                ", ".join(other),
            ], (name, path)


def test_states_transitions_and_errors_match_the_revisions_document():
    """1.3's state codes and isValidTransition table, 1.4's error codes, against profile.json."""
    text = REVISIONS.read_text()
    states_part = text.split("### 1.3 Partition states")[1].split("### 1.4")[0]
    codes = dict(re.findall(r"^\| ([A-Z_]+) \| (-?\d+) \|$", states_part, re.M))
    p = load_profile(PROFILE)
    assert {n: int(c) for n, c in codes.items()} == {n: c for c, n in p.states.items()}
    table = states_part.split("| target | allowed sources |")[1].split("\n\n")[0]
    enter = p.roles.machine.enter
    for target, sources in re.findall(r"^\| ([A-Z_]+) \| (.+) \|$", table, re.M):
        allowed, _carrier = enter[target]
        if sources == "any":
            assert allowed is None, target
        elif sources == "none":
            assert allowed == frozenset(), target
        else:
            want = {"UNKNOWN" if s == "null" else s for s in sources.split(", ")}
            assert allowed == frozenset(want), target  # null: no state yet = the initial UNKNOWN
    errors_part = text.split("### 1.4")[1].split("## 2.")[0]
    named = {int(c): n for c, n in re.findall(r"^\| (\d+) \| ([A-Z_]+) \|", errors_part, re.M)}
    assert named == p.errors
