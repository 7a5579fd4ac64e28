"""The third revision's scenario captures (``captures/late-*.pcapng``) against their truths.

``kmirror simulate SCENARIO --profile kip1279-late-2026`` plays the revision of
../shared/docs/KIP1279-REVISIONS.md section 6 with real actors: StartMirrorTopics by
patterns, LOG_ALIGNMENT written by the partition leader, last mirror epochs *and offsets*
(LastMirrorEpoch, LastMirrorOffset) in Read/WriteMirrorStates and in DescribeClusterMirrors'
answer to an epoch lookup, a ULE_RECOVERY (late-failback) and a FAILED partition recovered by
RecoverMirrorTopics (late-errors).  For each capture, analysed with the profile named and with
``profile="auto"``:

- the decoder finds every request of the truth with its response and frames, and for the
  mirror RPCs the very bodies the actors sent and received;
- ``dissector.analyze`` reproduces every state transition (none inferred, all valid in the
  revision's state machine), every last mirror epoch and offset written and read, every
  truncation with the offset the wire states (the LastMirrorOffset of the STOPPED, MIRRORING
  or lookup answer; the offset before it is not on the wire, and the truth says so), errors
  and the story: MIRRORING -> ULE_RECOVERY -> MIRRORING, FAILED -> RecoverMirrorTopics ->
  LOG_ALIGNMENT -> MIRRORING.
"""

from __future__ import annotations

import json
from collections import Counter

import pytest

import dissector
from dissector.analysis import analyze

from helpers import CAPTURES, exchange_key, load_truth, table_rows

PROFILE = "kip1279-late-2026"
LATE = sorted(
    p.name.removesuffix(".truth.json")
    for p in CAPTURES.glob("*.truth.json")
    if json.loads(p.read_text())["profile"]["name"] == PROFILE
)


def test_corpus_holds_the_revision():
    assert LATE == ["late-errors", "late-failback"]
    for name in LATE:
        assert (CAPTURES / f"{name}.pcapng").stat().st_size < 400_000
        truth = load_truth(name)
        assert truth["command"].endswith(f"--profile {PROFILE}")
        assert truth["profile"]["state_codes"] == {
            "UNKNOWN": -1, "LOG_ALIGNMENT": 0, "EPOCH_FENCING": 1, "ULE_RECOVERY": 2,
            "MIRRORING": 3, "PAUSING": 4, "PAUSED": 5, "STOPPING": 6, "STOPPED": 7, "FAILED": 8,
        }  # fmt: skip
        assert truth["profile"]["api_keys"]["RecoverMirrorTopics"] == 106


@pytest.fixture(scope="module", params=[(n, p) for n in LATE for p in (PROFILE, "auto")])
def case(request):
    name, profile = request.param
    truth = load_truth(name)
    a = analyze(CAPTURES / truth["capture"], ports=truth["ports"], profile=profile)
    of = dict(zip(a.clusters["address"], a.clusters["cluster"], strict=True))
    cmap = {n: of[c["mirror_endpoint"]] for n, c in truth["clusters"].items()}
    return name, truth, a, cmap


@pytest.fixture(scope="module", params=LATE)
def wire(request):
    truth = load_truth(request.param)
    msgs = list(
        dissector.iter_messages(CAPTURES / truth["capture"], ports=truth["ports"], profile=PROFILE)
    )
    idx = {}
    for m in msgs:
        if m.correlation_id is None:
            continue
        if m.kind == "request":
            idx[(f"{m.src}:{m.sport}", f"{m.dst}:{m.dport}", m.correlation_id, "request")] = m
        else:
            idx[(f"{m.dst}:{m.dport}", f"{m.src}:{m.sport}", m.correlation_id, "response")] = m
    return truth, msgs, idx


def test_every_rpc_decoded_with_its_bodies_and_frames(wire):
    truth, msgs, idx = wire
    assert all(not m.expert for m in msgs)
    names = Counter()
    for r in truth["rpcs"]:
        req = idx[(*exchange_key(r), "request")]
        assert (req.api_key, req.api_name, req.client_id) == (
            r["api_key"],
            r["rpc"],
            r["client_id"],
        )
        assert req.frame == r["frames"]["request"]
        if not r["answered"]:
            assert req.response is None, r
            continue
        resp = idx[(*exchange_key(r), "response")]
        assert resp.request is req and resp.frame == r["frames"]["response"]
        assert resp.error_code == r["error_code"]
        if r["mirror"]:
            assert req.body == r["request"] and resp.body == r["response"]
            names[r["rpc"]] += 1
    assert {"CreateClusterMirror", "StartMirrorTopics", "WriteMirrorStates"} <= set(names)
    if truth["scenario"] == "errors":
        assert names["RecoverMirrorTopics"] == 1


def test_transitions_equal_truth_and_tell_the_story(case):
    name, truth, a, cmap = case
    assert a.profile.name == PROFILE
    tr = a.transitions
    assert not tr["inferred"].any() and tr["valid"].all()
    cols = ["cluster", "mirror", "topic", "partition", "from_state", "to_state", "from_code"]
    cols += ["to_code", "rpc", "correlation_id", "client_id", "client", "server"]
    want = [
        (cmap[t["cluster"]], t["mirror"], t["topic"], t["partition"], t["from"], t["to"])
        + (t["from_code"], t["to_code"], t["rpc"], t["correlation_id"], t["client_id"])
        + (t["client"], t["server"])
        for t in truth["transitions"]
    ]
    assert sorted(table_rows(tr, cols), key=str) == sorted(want, key=str)
    steps: dict = {}
    for r in tr.sort_values(["time", "exchange"]).itertuples():
        steps.setdefault((r.topic, r.partition), []).append(r.to_state)
    if name == "late-failback":
        ule = [k for k, v in steps.items() if "ULE_RECOVERY" in v]
        assert len(ule) == 1
        story = steps[ule[0]]
        i = story.index("ULE_RECOVERY")
        assert story[i - 1 : i + 2] == ["MIRRORING", "ULE_RECOVERY", "MIRRORING"]
    else:
        assert steps[("audit", 0)] == [
            "LOG_ALIGNMENT", "MIRRORING", "FAILED", "LOG_ALIGNMENT", "MIRRORING"
        ]  # fmt: skip
        recover = a.exchanges[a.exchanges["api_name"] == "RecoverMirrorTopics"]
        failed_at = tr[(tr.topic == "audit") & (tr.to_state == "FAILED")]["time"].max()
        again = tr[(tr.topic == "audit") & (tr.from_state == "FAILED")]["time"].min()
        assert len(recover) == 1 and failed_at < recover["request_time"].iloc[0] < again


def test_last_mirror_epochs_and_offsets_equal_truth(case):
    _name, truth, a, cmap = case
    lm = a.lmos.copy()
    lm["op"] = lm["kind"].astype("string").str.removeprefix("lmo_")
    cols = ["op", "cluster", "mirror", "topic", "partition", "lmo", "lme", "recorded", "state"]
    cols += ["rpc", "correlation_id", "client_id", "client", "server"]
    want = [
        (x["op"], cmap[x["cluster"]], x["mirror"], x["topic"], x["partition"], x["lmo"])
        + (x["lme"], x["recorded"], x["state"], x["rpc"], x["correlation_id"], x["client_id"])
        + (x["client"], x["server"])
        for x in truth["lmos"]
    ]
    assert all(x["lmo"] is not None for x in truth["lmos"])
    assert sorted(table_rows(lm, cols), key=str) == sorted(want, key=str)
    s, t = a.summary(), truth["summary"]
    # -1 is "none" in this revision, never a placeholder: every read counts
    assert (s["lmos_written"], s["lmos_read"], s["lmos_read_without_record"]) == (
        t["lmos_written"], t["lmos_read"], t["lmos_read_without_record"])  # fmt: skip
    assert s["lmo_placeholders"] == 0


def test_truncations_equal_truth_as_far_as_the_wire_shows(case):
    name, truth, a, cmap = case
    tc = a.truncations
    cols = ["cluster", "mirror", "topic", "partition", "reason", "source_cluster"]
    cols += ["offset_after", "lmo"]
    want = []
    for t in truth["truncations"]:
        wire = t["on_wire"]
        # the offset cut to is on this revision's wire (a LastMirrorOffset), the one before not
        assert wire["offset_after"] == t["offset_after"] and wire["offset_before"] is None
        want.append(
            (cmap[t["cluster"]], t["mirror"], t["topic"], t["partition"], t["reason"])
            + (cmap[t["source_cluster"]], wire["offset_after"], wire["offset_after"])
        )
    assert sorted(table_rows(tc, cols), key=str) == sorted(want, key=str)
    reasons = Counter(t["reason"] for t in truth["truncations"])
    if name == "late-failback":
        assert reasons == {"prepare": 11, "failover": 5, "ule": 1}
    else:
        assert reasons == {"prepare": 7}
