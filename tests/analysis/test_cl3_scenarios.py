"""The 2026-07 revision's scenario captures (``captures/cl3-*.pcapng``) against their truths.

``kmirror simulate SCENARIO --profile kip1279-cl3-2026-07`` plays the revision with real
actors (StartMirrorTopics, LOG_TRUNCATION then MIRRORING, last mirror epochs, failback
through DescribeClusterMirrors' epoch lookups, pause and resume, DeleteClusterMirror) and
writes the ground truth next to the capture.  Here, for each such capture, analysed with
the profile named and with ``profile="auto"``:

- the decoder finds every request of the truth with its response, frames (tshark's),
  error codes and, for the mirror RPCs, the very bodies the actors sent and received;
- ``dissector.analyze`` reproduces exactly, on stable keys, every state transition, every
  last mirror epoch written and read, every truncation (what its wire shows: the offset
  before, the epoch lookup and the MIRRORING/STOPPED write behind it; the offset cut is
  not on this revision's wire, and the truth says so in ``on_wire``), every error, the
  unanswered requests, the mirrors (a deleted one included), each partition's final state
  and last mirror epoch, the lag timeline and the failbacks.

The last test plays a small scenario of the revision on spare ports, end to end.
"""

from __future__ import annotations

import json
from collections import Counter

import pytest

import dissector
from dissector.analysis import analyze

from helpers import (
    CAPTURES,
    exchange_key,
    exchange_keys,
    free_ports,
    load_truth,
    na,
    table_rows,
)

PROFILE = "kip1279-cl3-2026-07"
CL3 = sorted(
    p.name.removesuffix(".truth.json")
    for p in CAPTURES.glob("*.truth.json")
    if json.loads(p.read_text())["profile"]["name"] == PROFILE
)


def test_corpus_holds_the_revision():
    assert CL3 == ["cl3-basic", "cl3-errors", "cl3-failback"]
    for name in CL3:
        assert (CAPTURES / f"{name}.pcapng").stat().st_size < 300_000
        assert (CAPTURES / f"{name}.truth.json").stat().st_size < 300_000
        truth = load_truth(name)
        assert truth["command"].endswith(f"--profile {PROFILE}")
        assert truth["profile"]["state_codes"] == {
            "UNKNOWN": -1,
            "LOG_TRUNCATION": 0,
            "EPOCH_FENCING": 1,
            "MIRRORING": 2,
            "PAUSING": 3,
            "PAUSED": 4,
            "STOPPING": 5,
            "STOPPED": 6,
            "FAILED": 7,
        }


@pytest.fixture(scope="module", params=[(n, p) for n in CL3 for p in (PROFILE, "auto")])
def case(request):
    name, profile = request.param
    truth = load_truth(name)
    a = analyze(CAPTURES / truth["capture"], ports=truth["ports"], profile=profile)
    of = dict(zip(a.clusters["address"], a.clusters["cluster"], strict=True))
    cmap = {n: of[c["mirror_endpoint"]] for n, c in truth["clusters"].items()}
    return name, truth, a, cmap


# ---------------------------------------------------------------- the wire


@pytest.fixture(scope="module", params=CL3)
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
    assert truth["frames_note"].startswith("frames resolved by tshark")
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
            assert (*exchange_key(r), "response") not in idx and req.response is None, r
            continue
        resp = idx[(*exchange_key(r), "response")]
        assert resp.request is req and resp.frame == r["frames"]["response"]
        assert resp.error_code == r["error_code"]
        if r["mirror"]:
            assert req.body == r["request"] and resp.body == r["response"]
            names[r["rpc"]] += 1
    unanswered = [r for r in truth["rpcs"] if not r["answered"]]
    assert [exchange_key(r) for r in unanswered] == [exchange_key(u) for u in truth["unanswered"]]
    assert {"CreateClusterMirror", "StartMirrorTopics", "WriteMirrorStates"} <= set(names)
    assert not {"CreateMirror", "AddTopicsToMirror", "LastMirroredOffsets"} & set(names)


def test_transitions_visible_in_carrying_request(wire):
    truth, _msgs, idx = wire
    rpcs = {r["id"]: r for r in truth["rpcs"]}
    codes = truth["profile"]["state_codes"]
    for t in truth["transitions"]:
        r = rpcs[t["rpc_id"]]
        assert t["to_code"] == codes[t["to"]]
        body = idx[(*exchange_key(r), "request")].body
        if r["rpc"] == "WriteMirrorStates":
            written = {
                (tp["name"], p["partition_index"], p["state"])
                for tp in body["topics"]
                for p in tp["partitions"]
            }
            assert (t["topic"], t["partition"], t["to_code"]) in written
        else:
            assert (r["rpc"], t["to"]) in {
                ("StartMirrorTopics", "LOG_TRUNCATION"),
                ("StopMirrorTopics", "STOPPING"),
            }
            assert body["mirror_name"] == t["mirror"]
            assert t["topic"] in [tp["topic_name"] for tp in body["topics"]]


# ---------------------------------------------------------------- the analysis


@pytest.mark.slow
def test_profile_and_clusters(case):
    _name, truth, a, cmap = case
    assert a.profile.name == PROFILE
    assert len(set(cmap.values())) == len(cmap)
    of = dict(zip(a.clusters["address"], a.clusters["cluster"], strict=True))
    for n, c in truth["clusters"].items():
        assert of[c["tansu"]] == cmap[n]


def test_transitions_equal_truth(case):
    _name, truth, a, cmap = case
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
    mine: dict = {}
    for r in tr.sort_values(["time", "exchange"]).itertuples():
        mine.setdefault((r.cluster, r.topic, r.partition), []).append(r.to_state)
    order: dict = {}
    for t in truth["transitions"]:
        order.setdefault((cmap[t["cluster"]], t["topic"], t["partition"]), []).append(t["to"])
    assert mine == order


def test_last_mirror_epochs_equal_truth(case):
    _name, truth, a, cmap = case
    lm = a.lmos.copy()
    assert lm["lmo"].isna().all() and set(lm["kind"].astype(str)) == {"lme_write", "lme_read"}
    lm["op"] = lm["kind"].astype("string").str.removeprefix("lme_")
    cols = ["op", "cluster", "mirror", "topic", "partition", "lme", "recorded", "state", "rpc"]
    cols += ["correlation_id", "client_id", "client", "server"]
    want = [
        (x["op"], cmap[x["cluster"]], x["mirror"], x["topic"], x["partition"], x["lme"])
        + (x["recorded"], x["state"], x["rpc"], x["correlation_id"], x["client_id"])
        + (x["client"], x["server"])
        for x in truth["lmos"]
    ]
    assert all(x["lmo"] is None for x in truth["lmos"])
    assert sorted(table_rows(lm, cols), key=str) == sorted(want, key=str)
    s = a.summary()
    assert s["lmes_written"] == truth["summary"]["lmos_written"]
    assert s["lmes_read"] == truth["summary"]["lmos_read"]
    assert s["lmos_written"] == s["lmos_read"] == 0


def test_truncations_equal_truth_as_far_as_the_wire_shows(case):
    _name, truth, a, cmap = case
    tc = a.truncations
    cols = ["cluster", "mirror", "topic", "partition", "reason", "target", "source_cluster"]
    cols += ["offset_before", "offset_after", "records_removed", "leader"]
    want = []
    for t in truth["truncations"]:
        wire = t["on_wire"]
        assert wire["reason"] and wire["offset_after"] is None
        assert t["offset_before"] - t["offset_after"] == t["records_removed"] >= 0
        want.append(
            (cmap[t["cluster"]], t["mirror"], t["topic"], t["partition"], t["reason"])
            + (t["target"], cmap[t["source_cluster"]], t["offset_before"])
            + (wire["offset_after"], wire["records_removed"], t["leader"])
        )
    assert sorted(table_rows(tc, cols), key=str) == sorted(want, key=str)
    s = a.summary()
    assert s["truncations_without_offsets"] == s["truncations"] == len(want)


def test_analyze_command_says_the_cut_is_not_on_the_wire():
    from click.testing import CliRunner

    from dissector.cli.analyze import analyze as analyze_cmd

    truth = load_truth("cl3-failback")
    args = [str(CAPTURES / truth["capture"])] + [f"-p{p}" for p in truth["ports"]]
    res = CliRunner().invoke(analyze_cmd, args)
    assert res.exit_code == 0, res.output
    assert (
        "Last mirror epochs: 22 written, 31 read; truncations: 16 (16 cut at offsets not on "
        "the wire)" in " ".join(res.output.split())
    )


@pytest.mark.slow
def test_truncation_evidence_is_the_truths(case):
    """The epoch lookup and the WriteMirrorStates behind each truncation."""
    _name, truth, a, cmap = case
    keys = exchange_keys(a)
    labels = {
        "lmo_exchange": "DescribeClusterMirrors response: LookupResults",
        "write_exchange": "WriteMirrorStates request",
    }
    mine = {}
    for r in a.truncations.to_dict("records"):
        ev = {lab: keys[int(r[col])] for col, lab in labels.items() if na(r[col]) is not None}
        mine[(r["cluster"], r["topic"], r["partition"], r["reason"])] = ev
    for t in truth["truncations"]:
        want = {
            lab: exchange_key(e)
            for e in t["evidence"]
            for lab in labels.values()
            if e["what"].startswith(lab)
        }
        assert want and mine[(cmap[t["cluster"]], t["topic"], t["partition"], t["reason"])] == want


def test_errors_rpcs_and_unanswered_equal_truth(case):
    _name, truth, a, _cmap = case
    actors = {exchange_key(r) for r in truth["rpcs"]}
    mine = [
        (r["client"], r["server"], r["correlation_id"], r["api_name"], r["path"])
        + (r["error_code"], r["error_name"])
        for r in a.errors.to_dict("records")
        if (r["client"], r["server"], r["correlation_id"]) in actors
    ]
    want = [
        (*exchange_key(x), x["rpc"], x["path"], x["error_code"], x["error_name"])
        for x in truth["errors"]
    ]
    assert sorted(mine, key=str) == sorted(want, key=str)
    ex = {
        (r["client"], r["server"], r["correlation_id"]): r for r in a.exchanges.to_dict("records")
    }
    for rpc in truth["rpcs"]:
        got = ex[exchange_key(rpc)]
        assert (got["api_key"], got["api_name"], got["client_id"]) == (
            rpc["api_key"], rpc["rpc"], rpc["client_id"])  # fmt: skip
        assert bool(got["mirror"]) == rpc["mirror"] and na(got["error_code"]) == rpc["error_code"]
        assert (got["request_frame"], got["response_frame"]) == (
            rpc["frames"]["request"], rpc["frames"]["response"])  # fmt: skip
    u = a.unanswered
    assert {
        k for k in zip(u["client"], u["server"], u["correlation_id"], strict=True)
    } & actors == {exchange_key(x) for x in truth["unanswered"]}


def test_mirrors_equal_truth(case):
    _name, truth, a, cmap = case
    mine = {(r["cluster"], r["mirror"]): r for r in a.mirrors.to_dict("records")}
    assert set(mine) == {(cmap[m["cluster"]], m["name"]) for m in truth["mirrors"]}
    for m in truth["mirrors"]:
        got = mine[(cmap[m["cluster"]], m["name"])]
        assert got["source_cluster"] == cmap[m["source_cluster"]]
        assert json.loads(got["configs"]) == m["configs"]
        assert got["topics"].split(",") == m["topics"]
    deleted = [m for m in truth["mirrors"] if m.get("deleted")]
    for m in deleted:
        assert any(f"mirror {m['name']} deleted on {cmap[m['cluster']]}" in n for n in a.notes)


@pytest.mark.slow
def test_final_states_and_epochs_equal_truth(case):
    _name, truth, a, cmap = case
    p = a.partitions
    mine = {(r["cluster"], r["topic"], r["partition"]): r["state"] for r in p.to_dict("records")}
    assert mine == {
        (cmap[x["cluster"]], x["topic"], x["partition"]): x["state"] for x in truth["logs"]
    }
    writes = a.lmos[a.lmos["kind"] == "lme_write"].sort_values("time")
    last = {(r.cluster, r.topic, r.partition): r.lme for r in writes.itertuples()}
    assert last == {
        (cmap[x["cluster"]], x["topic"], x["partition"]): x["lme"] for x in truth["logs"]
    }
    assert a.summary()["partitions_by_state"] == dict(Counter(x["state"] for x in truth["logs"]))


def test_observations_and_lag(case):
    _name, truth, a, _cmap = case
    ps = a.partition_states
    reads = ps[ps["source"] != "WriteMirrorStates"]
    assert len(reads) and reads["consistent"].all()
    n = sum(
        len(t["partitions"])
        for r in truth["rpcs"]
        if r["rpc"] == "DescribeClusterMirrors"
        for m in r["response"]["mirrors"]
        for t in m["topics"]
    )
    assert len(a.lag) == n > 0


def test_failbacks_equal_truth(case):
    name, truth, a, cmap = case
    fb = a.failbacks
    fails = [t for t in truth["truncations"] if t["reason"] == "failover"]
    backs = [
        t for t in truth["truncations"]
        if t["reason"] == "prepare" and any(f["cluster"] == t["source_cluster"] for f in fails)
    ]  # fmt: skip
    assert len(fb) == len({(t["topic"], t["partition"]) for t in fails + backs})
    assert fb["anomalies"].isna().all()
    rows = {(r["topic"], r["partition"]): r for r in fb.to_dict("records")}
    read = {
        (x["topic"], x["partition"]): x["recorded"]
        for x in truth["lmos"]
        if x["rpc"] == "DescribeClusterMirrors" and x["op"] == "read"
    }
    for f in fails:
        assert rows[(f["topic"], f["partition"])]["failover_cluster"] == cmap[f["cluster"]]
    for b in backs:
        r = rows[(b["topic"], b["partition"])]
        assert r["failback_cluster"] == cmap[b["cluster"]]
        assert r["offset_before"] == b["offset_before"]
        assert r["lmo_recorded"] is read[(b["topic"], b["partition"])]
        assert r["time_to_mirroring_ms"] > 0 and r["state"] == "MIRRORING"
    if name == "cl3-failback":
        assert len(backs) == 6 and rows[("refunds", 0)]["lmo_recorded"] is False


def test_errors_by_the_revisions_names(case):
    """The errors scenario's mirror errors carry the 2026-07 codes, named by the analysis."""
    name, truth, a, _cmap = case
    if name != "cl3-errors":
        pytest.skip("the errors scenario")
    mirror_errors = Counter(
        (e["rpc"], e["error_name"]) for e in truth["errors"] if e["api_key"] >= 94
    )
    assert mirror_errors == {
        ("CreateClusterMirror", "CLUSTER_MIRROR_ALREADY_EXISTS"): 1,
        ("DescribeClusterMirrors", "UNKNOWN_CLUSTER_MIRROR"): 1,
        ("StartMirrorTopics", "UNKNOWN_CLUSTER_MIRROR"): 1,
        ("StartMirrorTopics", "UNKNOWN_TOPIC_OR_PARTITION"): 1,
        ("StartMirrorTopics", "TOPIC_ALREADY_IN_CLUSTER_MIRROR"): 1,
    }
    e = a.errors[a.errors["api_key"] >= 94]
    assert Counter(zip(e["api_name"], e["error_name"], strict=True)) == mirror_errors
    (lost,) = truth["unanswered"]
    assert (lost["rpc"], lost["client_id"]) == ("WriteMirrorStates", "leader-b1")
    (failed,) = [t for t in truth["transitions"] if t["to"] == "FAILED"]
    assert (failed["topic"], failed["from"], failed["rpc"]) == (
        "audit",
        "MIRRORING",
        "WriteMirrorStates",
    )
    assert failed["rpc_id"] > lost["id"]


def test_failback_story(case):
    """Pause and resume, the stop, the epoch lookups and the delete, told by the analysis."""
    name, truth, a, cmap = case
    if name != "cl3-failback":
        pytest.skip("the failback story")
    kinds = Counter(f"{t['from']}->{t['to']}" for t in truth["transitions"])
    assert kinds == {
        "UNKNOWN->LOG_TRUNCATION": 11,
        "LOG_TRUNCATION->MIRRORING": 11,
        "MIRRORING->PAUSING": 2,
        "PAUSING->PAUSED": 2,
        "PAUSED->MIRRORING": 2,
        "MIRRORING->STOPPING": 5,
        "STOPPING->STOPPED": 5,
    }
    assert a.summary()["transitions_by_kind"] == dict(kinds)
    conv = a.conversations
    b_conv = conv[(conv["cluster"] == cmap["b"]) & (conv["mirror"] == "eu-west")]
    rpcs = set(b_conv["api_name"].astype(str))
    assert {"PauseMirrorTopics", "ResumeMirrorTopics", "StopMirrorTopics"} <= rpcs
    assert "DeleteClusterMirror" in rpcs
    back = conv[(conv["cluster"] == cmap["a"]) & (conv["mirror"] == "eu-west-back")]
    lookups = back[back["role"].astype(str) == "lmo"]
    assert set(lookups["api_name"].astype(str)) == {"DescribeClusterMirrors"}
    # what a had lost: the stray writes on the old source, cut at failback (generator's count)
    stray = [p for p in truth["produced"] if p["producer"] == "producer-a2"]
    lost = sum(
        1
        for t in truth["truncations"]
        if t["cluster"] == "a"
        for r in t["produced_in_range"]["records"]
        if r["producer"] == "producer-a2"
    )
    assert lost == len(stray) > 0


# ---------------------------------------------------------------- a fresh run


@pytest.mark.slow
def test_fresh_simulation_of_the_revision(tmp_path):
    """A small failback of the revision on spare ports: its analysis matches its truth."""
    from dissector.profiles.profile import load_profile
    from dissector.scenario import Layout, run_scenario
    from dissector.scenario.processes import can_capture

    if can_capture() is not None:
        pytest.skip("capturing on lo needs root")
    ports = free_ports(4)
    layout = Layout(a_tansu=ports[0], b_tansu=ports[1], a_mirror=ports[2], b_mirror=ports[3])
    out = tmp_path / "cl3.pcapng"
    truth = run_scenario(
        "failback", out, seed=3, layout=layout, scale=0.3, profile=load_profile(PROFILE)
    )
    assert truth["profile"]["name"] == PROFILE and truth["ports"] == ports
    a = analyze(out, ports=ports, profile="auto")
    assert a.profile.name == PROFILE
    of = dict(zip(a.clusters["address"], a.clusters["cluster"], strict=True))
    cmap = {n: of[c["mirror_endpoint"]] for n, c in truth["clusters"].items()}
    cols = ["cluster", "topic", "partition", "from_state", "to_state", "rpc", "correlation_id"]
    assert sorted(table_rows(a.transitions, cols), key=str) == sorted(
        (
            (cmap[t["cluster"]], t["topic"], t["partition"], t["from"], t["to"], t["rpc"])
            + (t["correlation_id"],)
            for t in truth["transitions"]
        ),
        key=str,
    )
    lm = a.lmos
    assert sorted(
        table_rows(lm, ["cluster", "topic", "partition", "lme", "recorded"]), key=str
    ) == (
        sorted(
            (
                (cmap[x["cluster"]], x["topic"], x["partition"], x["lme"], x["recorded"])
                for x in truth["lmos"]
            ),
            key=str,
        )
    )
    assert len(a.truncations) == len(truth["truncations"]) == 16
    assert a.transitions["valid"].all()
