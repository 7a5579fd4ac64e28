"""The profile of the KIP-1279 prototype revision 2026-07 (``kip1279-cl3-2026-07``) on a
capture of its eleven RPCs built independently of the decoder (``cl3_capture.py``).

Every message must decode with no expert flag, every decoded body must equal the values the
capture was built from (tagged fields present and absent), and the views (``read``,
``fields``, ``show``) must name the revision's errors, states and RPCs.
"""

from __future__ import annotations

import json

import pytest
from cl3_capture import CLIENT_ID, EXCHANGES, write_capture

from dissector import iter_messages
from dissector.specs import load_profile

from helpers import kmirror

PROFILE = "kip1279-cl3-2026-07"


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


def test_read_and_fields_with_the_profile(capture):
    r = kmirror("read", str(capture), "--profile", PROFILE, "--format", "json")
    assert r.returncode == 0, r.stderr
    _check_read(r.stdout)
    r = kmirror("fields", str(capture), "--profile", PROFILE, "--format", "json")
    assert r.returncode == 0, r.stderr
    _check_fields(r.stdout)


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
