"""The third KIP-1279 revision (``kip1279-late-2026``, REVISIONS.md section 6) on a capture of
its twelve RPCs built independently of the decoder (``late_capture.py``, ``struct`` from the
revision's field lists).

Every message must decode with no expert flag and every leaf must equal the value the capture
was built from, with the profile named and with ``--profile auto``; the views name the
revision's own states (2 is ULE_RECOVERY here, MIRRORING in 2026-07), errors and RPCs.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from late_capture import CLIENT_ID, EXCHANGES, write_capture

import dissector
from dissector import iter_messages
from dissector.pipeline.choice import choose_profile
from dissector.profiles.profile import load_profile

from helpers import kmirror

PROFILE = "kip1279-late-2026"


@pytest.fixture(scope="module")
def capture(tmp_path_factory):
    return write_capture(tmp_path_factory.mktemp("late") / "late-all-rpcs.pcap")


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


def test_the_profile_has_the_documents_keys_states_transitions_and_metadata():
    p = load_profile(PROFILE)
    assert p.rpcs == {
        "CreateClusterMirror": 94, "StartMirrorTopics": 95, "StopMirrorTopics": 96,
        "ListClusterMirrors": 98, "DescribeClusterMirrors": 99, "ReadMirrorStates": 100,
        "WriteMirrorStates": 101, "PauseMirrorTopics": 102, "ResumeMirrorTopics": 103,
        "DeleteClusterMirror": 104, "BumpLeaderEpochs": 105, "RecoverMirrorTopics": 106,
    }  # fmt: skip
    assert p.states == {
        0: "LOG_ALIGNMENT", 1: "EPOCH_FENCING", 2: "ULE_RECOVERY", 3: "MIRRORING",
        4: "PAUSING", 5: "PAUSED", 6: "STOPPING", 7: "STOPPED", 8: "FAILED", -1: "UNKNOWN",
    }  # fmt: skip
    assert set(p.errors) == {134, *range(136, 147)}
    enter = p.roles.machine.enter
    assert enter["ULE_RECOVERY"][0] == frozenset({"MIRRORING"})
    assert enter["LOG_ALIGNMENT"][0] == frozenset({"UNKNOWN", "STOPPED", "FAILED"})
    assert "ULE_RECOVERY" in enter["MIRRORING"][0] and "ULE_RECOVERY" in enter["STOPPING"][0]
    assert enter["FAILED"][0] is None
    assert p.roles.rpc("recover_topics") == "RecoverMirrorTopics"
    # undated: assembled from single files, later than the 2026-07 revision
    assert (p.date, p.after) == ("", "2026-07-21") and "undated files" in p.assembled
    assert p.order > load_profile("kip1279-cl3-2026-07").order
    assert len(p.source_commits) == 24
    assert p.source_commits["RecoverMirrorTopicsRequest.json"].startswith("77136a8a21fb")
    assert all(len(c) == 40 for c in p.source_commits.values())
    # the details section 6 singles out
    spec = json.loads("".join(
        line for line in (Path(p.directory) / "BumpLeaderEpochsRequest.json").open()
        if not line.startswith("//")
    ))  # fmt: skip
    assert spec["listeners"] == ["controller"]
    write = {f.name: f for f in p.message(101, "request").fields[1].fields[1].fields}
    assert (write["RetryAttempt"].type, write["NonRetryable"].type) == ("int32", "bool")
    describe = [f.name for f in p.message(99, "response").fields[3].fields[6].fields[1].fields]
    assert "Lag" not in describe and describe[-2:] == ["LastMirrorEpoch", "LastMirrorOffset"]


@pytest.mark.parametrize("profile", [PROFILE, "auto"])
def test_every_leaf_decodes_to_the_value_it_was_built_from(capture, profile):
    chosen = load_profile(PROFILE) if profile == PROFILE else profile
    msgs = list(iter_messages(capture, profile=chosen))
    assert len(msgs) == 2 * len(EXCHANGES)
    for i, (rpc, key, _req, req_values, _resp, resp_values) in enumerate(EXCHANGES):
        req, resp = msgs[2 * i], msgs[2 * i + 1]
        for m, kind, values in ((req, "request", req_values), (resp, "response", resp_values)):
            assert (m.kind, m.api_key, m.api_name, m.mirror) == (kind, key, rpc, True), m
            assert m.expert == [], (rpc, kind, m.expert)
            assert list(_leaves(m.body)) == list(_leaves(values)), (rpc, kind)
        assert req.client_id == CLIENT_ID and resp.request is req


def test_auto_chooses_the_third_revision_and_says_so(capture):
    choice = choose_profile(capture, [9092])
    assert choice.profile.name == PROFILE and not choice.tie
    assert choice.reason == (
        "30 of 30 mirror frames decode cleanly, kip1279-cl3-2026-07 17 of 30, kip1279-seed 4 of 30"
    )
    # the 2026-07 revision reads the same int8 as another state: 2 is MIRRORING there
    assert dissector.analyze(capture, profile="auto").profile.name == PROFILE


def _check_fields(out: str):
    rows = json.loads(out)
    got: dict[int, list] = {}
    for r in rows:
        got.setdefault(r["frame"], []).append((r["path"], r["value"]))
    expected = []
    for _rpc, _key, _req, req_values, _resp, resp_values in EXCHANGES:
        expected += [list(_leaves(req_values)), list(_leaves(resp_values))]
    assert [got[f] for f in sorted(got)] == expected
    by_path = {(r["api_name"], r["direction"], r["path"]): r for r in rows}
    read = "ReadMirrorStates", "response"
    assert by_path[(*read, "topics[0].partitions[2].state")]["state_name"] == "ULE_RECOVERY"
    assert by_path[(*read, "topics[0].partitions[1].state")]["state_name"] == "FAILED"
    assert by_path[(*read, "topics[0].partitions[1].previous_state")]["state_name"] == (
        "ULE_RECOVERY"
    )
    assert by_path[(*read, "topics[0].partitions[0].state")]["state_name"] == "MIRRORING"
    err = by_path[(*read, "topics[0].partitions[1].error_code")]
    assert err["error_name"] == "INVALID_CLUSTER_MIRROR_STATES"
    recover = by_path[("RecoverMirrorTopics", "response", "topics[1].error_code")]
    assert recover["error_name"] == "TOPIC_NOT_IN_CLUSTER_MIRROR"


@pytest.mark.slow
@pytest.mark.parametrize("named", [True, False])
def test_read_fields_and_show(capture, named):
    opt = ["--profile", PROFILE] if named else []
    r = kmirror("read", str(capture), *opt, "--format", "json")
    assert r.returncode == 0, r.stderr
    rows = json.loads(r.stdout)
    assert len(rows) == 30 and all(x["mirror"] and x["expert"] == "" for x in rows)
    assert [x["api_name"] for x in rows if x["direction"] == "request"] == [e[0] for e in EXCHANGES]
    errors = {x["api_name"]: x["error_name"] for x in rows if x["direction"] == "response"}
    assert errors["RecoverMirrorTopics"] == "TOPIC_NOT_IN_CLUSTER_MIRROR"  # nested
    assert errors["DeleteClusterMirror"] == "CLUSTER_MIRROR_NOT_EMPTY"
    r = kmirror("fields", str(capture), *opt, "--format", "json")
    assert r.returncode == 0, r.stderr
    _check_fields(r.stdout)
    frame = next(
        x["frame"] for x in rows
        if x["api_name"] == "ReadMirrorStates" and x["direction"] == "response"
    )  # fmt: skip
    r = kmirror("show", str(capture), *opt, "--frame", str(frame))
    assert r.returncode == 0, r.stderr
    assert "state: ULE_RECOVERY (2)" in r.stdout and "state: FAILED (8)" in r.stdout
    assert "last_mirror_offset: 1200" in r.stdout
