"""dissector.analyze against the ground truth of every scenario capture, and its edges.

For each ``captures/<scenario>.truth.json`` (parametrized over all five), the
analysis of the capture must reproduce exactly, on stable keys (cluster,
mirror, topic, partition, states, correlation_id + client + server, offsets,
error codes -- not times nor ephemeral values): every state transition, every
LMO written and read, every truncation with its offsets and evidence, every
error code with its field path, the unanswered requests, the mirrors, the
final state and LMO of every mirrored partition, and the failbacks.  Truth
cluster names (``a``, ``b``) are mapped to the analysis' cluster labels through
the truth's ``clusters`` addresses, which also checks the cluster rule.

Then: a capture with no mirror traffic, a read DataFrame and Message objects
as sources, dtypes, a hand-made exchange list that breaks the state machine,
and the ``analyze`` command.
"""

from __future__ import annotations

import json
from collections import Counter

import pandas as pd
import pytest
from click.testing import CliRunner

import dissector
from dissector.analysis import TABLE_NAMES, TABLES, analyze
from dissector.analysis.clusters import resolve_clusters
from dissector.analysis.exchange import Exchange
from dissector.analysis.replay import Replay
from dissector.analysis.state import Ledger, StateTracker
from dissector.cli.analyze import analyze as analyze_cmd

from helpers import (
    CAPTURES,
    ROOT,
    cluster_map,
    exchange_key,
    exchange_keys,
    lmo_rows,
    load_truth,
    na,
    needs_tshark,
    table_rows,
    whole_wire,
    work,
)

#: The seed revision's scenario captures in which every step crosses the wire from the start
#: (those of kip1279-cl3-2026-07 are checked against their truths in test_cl3_scenarios.py;
#: the late and coordinator-led captures, table by table, in test_postmortem_scenarios.py).
TRUTHS = sorted(
    p.name.removesuffix(".truth.json")
    for p in CAPTURES.glob("*.truth.json")
    if json.loads(p.read_text())["profile"]["name"] == "kip1279-seed"
    and whole_wire(json.loads(p.read_text()))
)


#: Function calls the analysis of a scenario capture may make per message read (today 240
#: to 302; the issue's bound was 5 s a capture): work that grows with the messages or
#: exchanges before each one goes far past it.
CALLS_PER_MESSAGE = 1000


@pytest.fixture(scope="module", params=TRUTHS)
def case(request):
    name = request.param
    truth = load_truth(name)
    cost = work(analyze, CAPTURES / truth["capture"], ports=truth["ports"])
    a = cost.result
    per_message = cost.calls / a.summary()["messages"]
    if per_message > CALLS_PER_MESSAGE:  # the first analysis of the process imports
        again = work(analyze, CAPTURES / truth["capture"], ports=truth["ports"])
        per_message = again.calls / a.summary()["messages"]
    cmap = cluster_map(a, truth)
    return name, truth, a, cmap, per_message


def test_corpus_is_all_there():
    assert TRUTHS == ["basic", "errors", "failback", "failover", "multi"]


# ---------------------------------------------------------------- clusters


@pytest.mark.slow
def test_clusters_from_the_wire(case):
    _name, truth, a, cmap, _ = case
    of = dict(zip(a.clusters["address"], a.clusters["cluster"], strict=True))
    assert len(set(cmap.values())) == len(cmap)  # truth clusters stay apart
    for n, c in truth["clusters"].items():
        assert of[c["tansu"]] == cmap[n], f"Tansu of {n} not in the cluster of its mirror listener"
    for _, row in a.exchanges.iterrows():
        assert row["cluster"] == of[row["server"]]


# ---------------------------------------------------------------- transitions


def test_transitions_equal_truth(case):
    _name, truth, a, cmap, _ = case
    tr = a.transitions
    assert not tr["inferred"].any(), "every transition has its carrier in the capture"
    assert tr["valid"].all(), tr[~tr["valid"]]
    cols = ["cluster", "mirror", "topic", "partition", "from_state", "to_state", "from_code"]
    cols += ["to_code", "rpc", "correlation_id", "client_id", "client", "server"]
    mine = sorted(table_rows(tr, cols), key=str)
    want = sorted(
        (
            (cmap[t["cluster"]], t["mirror"], t["topic"], t["partition"], t["from"], t["to"])
            + (t["from_code"], t["to_code"], t["rpc"], t["correlation_id"], t["client_id"])
            + (t["client"], t["server"])
            for t in truth["transitions"]
        ),
        key=str,
    )
    assert mine == want


def test_transition_order_per_partition(case):
    _name, truth, a, cmap, _ = case
    mine: dict = {}
    for r in a.transitions.sort_values(["time", "exchange"]).itertuples():
        mine.setdefault((r.cluster, r.topic, r.partition), []).append(r.to_state)
    want: dict = {}
    for t in truth["transitions"]:
        want.setdefault((cmap[t["cluster"]], t["topic"], t["partition"]), []).append(t["to"])
    assert mine == want


# ---------------------------------------------------------------- LMOs


@pytest.mark.slow
def test_lmos_equal_truth(case):
    _name, truth, a, cmap, _ = case
    mine, want = lmo_rows(a, truth, cmap)
    assert mine == want
    s = a.summary()
    assert s["lmos_written"] == truth["summary"]["lmos_written"]
    assert s["lmos_read"] == truth["summary"]["lmos_read"]
    assert s["lmos_read_without_record"] == truth["summary"]["lmos_read_without_record"]


# ---------------------------------------------------------------- truncations


def test_truncations_equal_truth(case):
    _name, truth, a, cmap, _ = case
    tc = a.truncations
    cols = ["cluster", "mirror", "topic", "partition", "reason", "target", "source_cluster"]
    cols += ["offset_before", "offset_after", "records_removed", "leader"]
    mine = sorted(table_rows(tc, cols), key=str)
    want = sorted(
        (
            (cmap[t["cluster"]], t["mirror"], t["topic"], t["partition"], t["reason"])
            + (t["target"], cmap[t["source_cluster"]], t["offset_before"], t["offset_after"])
            + (t["records_removed"], t["leader"])
            for t in truth["truncations"]
        ),
        key=str,
    )
    assert mine == want
    assert a.summary()["records_truncated"] == truth["summary"]["records_truncated"]


def test_truncation_evidence_is_the_truths(case):
    """The LastMirroredOffsets, Fetch and WriteMirrorStates behind each truncation."""
    _name, truth, a, cmap, _ = case
    keys = exchange_keys(a)
    labels = {
        "lmo_exchange": "LastMirroredOffsets response",
        "fetch_exchange": "last Fetch response",
        "write_exchange": "WriteMirrorStates request",
    }
    mine = {}
    for r in a.truncations.to_dict("records"):
        ev = {lab: keys[int(r[col])] for col, lab in labels.items() if na(r[col]) is not None}
        mine[(r["cluster"], r["topic"], r["partition"], r["reason"])] = ev
    for t in truth["truncations"]:
        want = {}
        for e in t["evidence"]:
            for lab in labels.values():
                if e["what"].startswith(lab):
                    want[lab] = exchange_key(e)
        assert mine[(cmap[t["cluster"]], t["topic"], t["partition"], t["reason"])] == want


# ---------------------------------------------------------------- errors, rpcs


def test_errors_equal_truth(case):
    """Every non-zero error code of a scenario actor's response, with its path (librdkafka's
    exchanges are not in the truth, so they are left out of the comparison)."""
    _name, truth, a, _cmap, _ = case
    actors = {exchange_key(r) for r in truth["rpcs"]}
    mirror_rpcs = {r["rpc"] for r in truth["rpcs"] if r["mirror"]}
    e = a.errors
    mine = []
    for r in e.to_dict("records"):
        k = (r["client"], r["server"], r["correlation_id"])
        if k in actors:
            msg = r["message"] if r["api_name"] in mirror_rpcs else None
            mine.append(
                (*k, r["api_name"], r["api_key"], r["path"], r["error_code"])
                + (r["error_name"], na(msg))
            )
    want = [
        (*exchange_key(x), x["rpc"], x["api_key"], x["path"], x["error_code"], x["error_name"])
        + (x["message"] if x["rpc"] in mirror_rpcs else None,)
        for x in truth["errors"]
    ]
    assert sorted(mine, key=str) == sorted(want, key=str)
    # the response frames are the ones tshark found
    frames = {(exchange_key(x), x["path"]): x["frame"] for x in truth["errors"]}
    for r in e.to_dict("records"):
        k = ((r["client"], r["server"], r["correlation_id"]), r["path"])
        if k in frames and frames[k] is not None:
            assert r["frame"] == frames[k]


def test_errors_say_what_they_are_about():
    truth = load_truth("errors")
    a = analyze(CAPTURES / truth["capture"], ports=truth["ports"])
    e = a.errors[a.errors["api_name"] == "AddTopicsToMirror"]
    got = set(zip(e["mirror_name"], e["about"], e["error_name"], strict=True))
    assert got == {
        ("us-east", "orders", "RESOURCE_NOT_FOUND"),
        ("eu-west", "ghost", "UNKNOWN_TOPIC_OR_PARTITION"),
        ("eu-west", "orders", "INVALID_REQUEST"),
    }
    s = a.summary()
    assert {x["about"] for x in s["mirror_errors"]} >= {"ghost", "us-east"}
    assert [(u["api_name"], u["client_id"]) for u in s["unanswered_requests"]] == [
        ("WriteMirrorStates", "leader-b1")
    ]


def test_every_truth_rpc_is_an_exchange(case):
    _name, truth, a, _cmap, _ = case
    ex = {
        (r["client"], r["server"], r["correlation_id"]): r for r in a.exchanges.to_dict("records")
    }
    for rpc in truth["rpcs"]:
        got = ex[exchange_key(rpc)]
        assert (got["api_key"], got["api_version"], got["api_name"]) == (
            rpc["api_key"], rpc["api_version"], rpc["rpc"])  # fmt: skip
        assert bool(got["mirror"]) == rpc["mirror"]
        assert got["client_id"] == rpc["client_id"]
        assert (got["status"] == "answered") == rpc["answered"]
        assert na(got["error_code"]) == rpc["error_code"]
        if rpc["frames"]["request"] is not None:
            assert got["request_frame"] == rpc["frames"]["request"]
        if rpc["frames"]["response"] is not None:
            assert got["response_frame"] == rpc["frames"]["response"]


def test_unanswered_equal_truth(case):
    _name, truth, a, _cmap, _ = case
    actors = {exchange_key(r) for r in truth["rpcs"]}
    u = a.unanswered
    mine = {
        k for k in zip(u["client"], u["server"], u["correlation_id"], strict=True) if k in actors
    }
    assert mine == {exchange_key(x) for x in truth["unanswered"]}


# ---------------------------------------------------------------- mirrors, partitions


def test_mirrors_equal_truth(case):
    _name, truth, a, cmap, _ = case
    mine = {(r["cluster"], r["mirror"]): r for r in a.mirrors.to_dict("records")}
    assert set(mine) == {(cmap[m["cluster"]], m["name"]) for m in truth["mirrors"]}
    for m in truth["mirrors"]:
        got = mine[(cmap[m["cluster"]], m["name"])]
        assert got["source_cluster"] == cmap[m["source_cluster"]]
        assert json.loads(got["configs"]) == m["configs"]
        assert got["source_bootstrap"] == m["configs"]["bootstrap.servers"]
        assert got["topics"].split(",") == m["topics"]
        assert got["exchanges"] > 0 and na(got["created_frame"]) is not None


@pytest.mark.slow
def test_final_partition_states_equal_truth(case):
    """The last state and LMO of every mirrored partition are those of the truth's logs."""
    _name, truth, a, cmap, _ = case
    p = a.partitions
    mine = {
        (r["cluster"], r["topic"], r["partition"]): (r["state"], na(r["lmo"]))
        for r in p.to_dict("records")
    }
    want = {
        (cmap[x["cluster"]], x["topic"], x["partition"]): (x["state"], x["lmo"])
        for x in truth["logs"]
    }
    assert mine == want
    states = Counter(x["state"] for x in truth["logs"])
    assert a.summary()["partitions_by_state"] == dict(states)


def test_observations_consistent(case):
    """Every ReadMirrorStates/DescribeMirrors state agrees with the transitions replayed."""
    _name, _truth, a, _cmap, _ = case
    ps = a.partition_states
    reads = ps[ps["source"] != "WriteMirrorStates"]
    assert len(reads) and reads["consistent"].all()
    writes = ps[ps["source"] == "WriteMirrorStates"]
    assert writes["consistent"].isna().all()


def test_lag_timeline(case):
    _name, truth, a, cmap, _ = case
    lag = a.lag
    n = sum(
        len(p["partitions"])
        for r in truth["rpcs"]
        if r["rpc"] == "DescribeMirrors" and r["answered"]
        for m in r["response"]["mirrors"]
        for p in m["topics"]
    )
    assert len(lag) == n
    known = lag[lag["source_offset"] >= 0]
    expect = (known["source_offset"] - known["destination_offset"]).clip(lower=0)
    assert (known["lag"] == expect).all()


def test_conversations_hold_each_mirrors_rpcs(case):
    _name, truth, a, cmap, _ = case
    conv = a.conversations
    for m in truth["mirrors"]:
        c = conv[(conv["cluster"] == cmap[m["cluster"]]) & (conv["mirror"] == m["name"])]
        assert list(c["seq"]) == list(range(1, len(c) + 1))
        assert c["time"].is_monotonic_increasing
        have = set(zip(c["client"], c["server"], c["correlation_id"], strict=True))
        for r in truth["rpcs"]:
            body = r["request"] if r["mirror"] else None
            if not body or not r["answered"]:
                continue
            names = {body.get("mirror_name")} | {
                t.get("mirror_name") for t in body.get("topics") or [] if isinstance(t, dict)
            }
            if (
                m["name"] in names
                and r["rpc"] != "CreateMirror"
                or (
                    r["rpc"] == "CreateMirror"
                    and body["mirror_name"] == m["name"]
                    and r["server"] == truth["clusters"][m["cluster"]]["mirror_endpoint"]
                )
            ):
                assert exchange_key(r) in have, (m["name"], r["rpc"], r["correlation_id"])
        roles = set(c["role"].astype("string"))
        assert {"admin", "coordinator", "lmo", "fetch", "controller"} <= roles


# ---------------------------------------------------------------- failbacks


def test_failbacks_equal_truth(case):
    name, truth, a, cmap, _ = case
    fb = a.failbacks
    fails = [t for t in truth["truncations"] if t["reason"] == "failover"]
    backs = [
        t for t in truth["truncations"]
        if t["reason"] == "prepare" and any(f["cluster"] == t["source_cluster"] for f in fails)
    ]  # fmt: skip
    assert len(fb) == len({(t["topic"], t["partition"]) for t in fails + backs})
    assert fb["anomalies"].isna().all()
    rows = {(r["topic"], r["partition"]): r for r in fb.to_dict("records")}
    for f in fails:
        r = rows[(f["topic"], f["partition"])]
        assert r["failover_cluster"] == cmap[f["cluster"]]
        assert r["lmo_written"] == f["offset_after"]
        assert r["failover_records_removed"] == f["records_removed"]
    for b in backs:
        r = rows[(b["topic"], b["partition"])]
        assert r["failback_cluster"] == cmap[b["cluster"]]
        assert (r["offset_before"], r["offset_after"]) == (b["offset_before"], b["offset_after"])
        assert r["records_truncated"] == b["records_removed"]
        assert r["lmo_returned"] == b["offset_after"]
        assert r["time_to_mirroring_ms"] > 0 and r["state"] == "MIRRORING"
    if name == "failback":
        assert fb["records_truncated"].sum() == 13
        refunds = rows[("refunds", 0)]
        assert refunds["lmo_recorded"] is False
        assert na(refunds["failover_cluster"]) is None


# ---------------------------------------------------------------- the rest


@pytest.mark.slow
def test_tables_and_dtypes(case):
    _name, _truth, a, _cmap, per_message = case
    assert per_message < CALLS_PER_MESSAGE, f"the analysis made {per_message:.0f} calls a message"
    assert list(TABLES["messages"]) == [*dissector.tables.table.COLUMNS, "capture"]
    for name, df in a.tables().items():
        assert list(df.columns) == list(TABLES[name]), name
        for col, (dtype, _) in TABLES[name].items():
            got = df[col].dtype
            if dtype.startswith("category"):
                assert isinstance(got, pd.CategoricalDtype), (name, col)
            else:
                assert str(got) == dtype, (name, col, got)
    assert list(a.tables()) == list(TABLE_NAMES)
    states = list(a.profile.states.values())
    assert list(a.transitions["to_state"].cat.categories) == states
    assert a.exchanges["request_time"].dt.tz is not None
    json.dumps(a.summary())  # JSON-ready


@pytest.mark.slow
def test_summary_counts_equal_truth(case):
    _name, truth, a, _cmap, _ = case
    s, t = a.summary(), truth["summary"]
    assert s["transitions"] == t["transitions"]
    assert s["transitions_by_kind"] == t["transitions_by_kind"]
    assert s["truncations"] == t["truncations"]
    assert s["mirror_traffic"] and not a.notes


@pytest.mark.slow
def test_no_mirror_traffic_says_so():
    cap = CAPTURES / "clients.pcap"
    a = analyze(cap)
    assert not a.mirror_traffic
    assert a.notes[0].startswith("no mirror traffic")
    assert len(a.messages) == len(dissector.read_capture(cap))
    assert len(a.exchanges) > 200 and a.exchanges["latency_ms"].notna().sum() > 200
    for name in ("mirrors", "transitions", "truncations", "failbacks", "offsets"):
        assert a.tables()[name].empty
    # librdkafka's DeleteRecords and the request pipelined behind it: unanswered
    assert a.summary()["unanswered"] >= 2
    r = CliRunner().invoke(analyze_cmd, [str(cap)])
    assert r.exit_code == 0 and "no mirror traffic" in r.output


@pytest.mark.slow
def test_read_frame_as_source():
    truth = load_truth("errors")
    cap = CAPTURES / truth["capture"]
    full = analyze(cap, ports=truth["ports"])
    a = analyze(dissector.read_capture(cap, ports=truth["ports"]))
    assert not a.bodies and "without bodies" in a.notes[0]
    assert len(a.exchanges) == len(full.exchanges)
    same = ["client", "server", "correlation_id", "api_name", "status", "error_code"]
    assert table_rows(a.exchanges, same) == table_rows(full.exchanges, same)
    assert a.transitions.empty and a.truncations.empty and a.offsets.empty
    assert set(a.mirrors["mirror"]) == {"eu-west"}
    assert len(a.errors) == a.exchanges["error_code"].fillna(0).ne(0).sum()


@pytest.mark.slow
def test_messages_as_source():
    truth = load_truth("failover")
    cap = CAPTURES / truth["capture"]
    msgs = dissector.iter_messages(cap, ports=truth["ports"], full=True)
    a = analyze(msgs)
    b = analyze(cap, ports=truth["ports"])
    cols = ["cluster", "topic", "partition", "from_state", "to_state", "correlation_id"]
    assert table_rows(a.transitions, cols) == table_rows(b.transitions, cols)
    cols = ["topic", "partition", "offset_before", "offset_after", "records_removed"]
    assert table_rows(a.truncations, cols) == table_rows(b.truncations, cols)


@pytest.mark.slow
def test_capture_started_mid_way():
    """Failback capture cut just before RemoveTopicsFromMirror: the failover truncations come
    from the DescribeMirrors polls, the failback from the wire as before."""
    truth = load_truth("failback")
    cap = CAPTURES / truth["capture"]
    msgs = list(dissector.iter_messages(cap, ports=truth["ports"], full=True))
    cut = next(i for i, m in enumerate(msgs) if m.api_name == "RemoveTopicsFromMirror")
    a = analyze(msgs[cut:])
    full = analyze(cap, ports=truth["ports"])
    tr = a.transitions
    assert tr["valid"].all() and not tr["inferred"].any()
    first = tr[tr["to_state"] == "STOPPING"]
    assert len(first) == 5 and first["from_state"].isna().all() and not first["from_seen"].any()
    cols = ["cluster", "topic", "partition", "reason", "offset_before", "offset_after"]
    cols += ["records_removed"]
    assert table_rows(a.truncations, cols) == table_rows(
        full.truncations[full.truncations["time"] >= tr["time"].min()], cols
    )
    fails = a.truncations[a.truncations["reason"] == "failover"]
    assert set(fails["before_from"]) == {"describe"}
    cols = ["topic", "partition", "lmo_written", "lmo_returned", "records_truncated"]
    assert table_rows(a.failbacks, cols) == table_rows(full.failbacks, cols)


def test_several_captures_one_timeline():
    truth = load_truth("basic")
    caps = [CAPTURES / "basic.pcapng", CAPTURES / "walkthrough.pcap"]
    a = analyze(caps, ports=[*truth["ports"], 19092])
    assert a.captures == ["basic.pcapng", "walkthrough.pcap"]
    assert set(a.messages["capture"]) == set(a.captures)
    assert a.exchanges["exchange"].is_unique


@pytest.fixture(scope="module")
def walkthrough():
    return analyze(CAPTURES / "walkthrough.pcap", ports=[19092])


def test_walkthrough_observed_transitions_are_inferred_not_violations(walkthrough):
    """Its states advance on DescribeMirrors polls only: inferred, yet within the state machine."""
    tr = walkthrough.transitions
    assert len(tr) == 21
    assert tr["valid"].all(), tr[~tr["valid"]]
    assert tr["rule"].isna().all()
    assert walkthrough.summary()["invalid_transitions"] == []
    inferred = tr[tr["inferred"]]
    kinds = Counter(zip(inferred["from_state"], inferred["to_state"], strict=True))
    assert kinds == {("INITIALIZING", "PREPARING"): 5, ("PREPARING", "MIRRORING"): 5,
                     ("STOPPING", "STOPPED"): 3}  # fmt: skip
    assert set(inferred["rpc"]) == {"DescribeMirrors"}
    assert inferred["note"].str.contains("no carrying RPC").all()
    assert tr[~tr["inferred"]]["note"].isna().all()
    assert walkthrough.summary()["inferred_transitions"] == 13


def test_walkthrough_source_cluster_is_not_the_destination(walkthrough):
    """CreateMirror's bootstrap.servers 10.0.0.1:9092 never appears: a cluster of its own."""
    of = dict(zip(walkthrough.clusters["address"], walkthrough.clusters["cluster"], strict=True))
    assert of["127.0.0.1:19092"] == "127.0.0.1:19092"
    assert of["10.0.0.1:9092"] == "10.0.0.1:9092"
    (m,) = walkthrough.mirrors.to_dict("records")
    assert m["cluster"] == "127.0.0.1:19092" and m["mirror"] == "eu-west-mirror"
    assert m["source_bootstrap"] == "10.0.0.1:9092"
    assert m["source_cluster"] == "10.0.0.1:9092" != m["cluster"]


def test_cli_walkthrough_summary():
    r = CliRunner().invoke(analyze_cmd, [str(CAPTURES / "walkthrough.pcap"), "-p", "19092"])
    assert r.exit_code == 0, r.output
    assert "cluster 127.0.0.1:19092: 127.0.0.1:19092\n" in r.output
    assert "cluster 10.0.0.1:9092: 10.0.0.1:9092\n" in r.output
    assert "Transitions: 21, 0 outside the state machine, 13 inferred" in r.output
    assert "Transitions outside the state machine" not in r.output


# ---------------------------------------------------------------- rules and anomalies


class _Wire:
    """Hand-made exchanges: mirror RPCs between a leader, an admin and two listeners."""

    def __init__(self) -> None:
        self.items: list[Exchange] = []
        self.ns = 1_000_000_000

    def rpc(self, name, server, req, resp, client_id="admin-1"):
        self.ns += 1_000_000
        i = len(self.items) + 1
        ex = Exchange(
            i, None, i, f"10.0.0.9:{40000 + i}", server, client_id=client_id,
            api_key=90 + i, api_version=0, api_name=name, mirror=True, correlation_id=i,
            request_frame=2 * i, request_ns=self.ns, response_frame=2 * i + 1,
            response_ns=self.ns + 500_000, status="answered", request=req, response=resp,
            decoded=True,
        )  # fmt: skip
        self.items.append(ex)
        return ex

    def write(self, server, mirror, topic, parts, state, lmo=0):
        req = {
            "mirror_name": mirror,
            "topics": [{"name": topic, "partitions": [
                {"partition_index": p, "last_mirrored_offset": lmo, "state": state} for p in parts
            ]}],
            "removed_topics": [],
        }  # fmt: skip
        resp = {"error_code": 0, "topics": [{"name": topic, "partitions": [
            {"partition_index": p, "error_code": 0} for p in parts]}]}  # fmt: skip
        return self.rpc("WriteMirrorStates", server, req, resp, "leader-1")

    def lmo(self, server, mirror, topic, values):
        req = {"mirror_name": mirror, "topics": [{"name": topic, "partitions": [
            {"partition_index": p} for p in values]}]}  # fmt: skip
        resp = {"error_code": 0, "topics": [{"name": topic, "partitions": [
            {"partition_index": p, "last_mirrored_offset": v, "error_code": 0}
            for p, v in values.items()]}]}  # fmt: skip
        return self.rpc("LastMirroredOffsets", server, req, resp, "leader-1")

    def add(self, server, mirror, topic):
        req = {"topics": [{"topic_id": "0" * 32, "topic_name": topic, "mirror_name": mirror}]}
        resp = {"error_code": 0, "topics": [{"name": topic, "error_code": 0}]}
        return self.rpc("AddTopicsToMirror", server, req, resp)

    def create(self, server, mirror, source):
        req = {"mirror_name": mirror, "config": [{"name": "bootstrap.servers", "value": source}]}
        return self.rpc("CreateMirror", server, req, {"error_code": 0})

    def describe(self, server, mirror, topic, states):
        parts = [
            {"partition_index": p, "source_offset": 5, "destination_offset": 5, "lag": 0,
             "state": s} for p, s in states.items()
        ]  # fmt: skip
        resp = {"mirrors": [{"error_code": 0, "mirror_name": mirror,
                             "topics": [{"topic_name": topic, "partitions": parts}]}]}  # fmt: skip
        return self.rpc("DescribeMirrors", server, {"mirror_names": [mirror]}, resp)

    def replay(self):
        prof = dissector.load_profile()
        return Replay(self.items, resolve_clusters(self.items), prof).run()


DST, SRC = "10.0.0.2:9092", "10.0.0.1:9092"


def test_add_while_mirroring_is_flagged():
    w = _Wire()
    w.create(DST, "m", SRC)
    w.add(DST, "m", "t")
    w.write(DST, "m", "t", [0], 1)
    w.lmo(SRC, "m", "t", {0: 0})
    w.write(DST, "m", "t", [0], 2)
    w.add(DST, "m", "t")  # a broker that accepts it while MIRRORING
    r = w.replay()
    bad = [t for t in r.transitions if not t["valid"]]
    assert len(bad) == 1 and bad[0]["to_state"] == "INITIALIZING"
    assert bad[0]["rule"].startswith("AddTopicsToMirror accepted while the partition was MIRRORING")


def test_wrong_carrier_and_inferred_transition_are_flagged():
    w = _Wire()
    w.create(DST, "m", SRC)
    w.add(DST, "m", "t")
    w.write(DST, "m", "t", [0], 4)  # STOPPING written by a leader
    w.describe(DST, "m", "t", {0: "FAILED"})  # a change the capture never shows
    r = w.replay()
    rules = [t["rule"] for t in r.transitions if not t["valid"]]
    assert any("only RemoveTopicsFromMirror carries it" in x for x in rules)
    inferred = [t for t in r.transitions if t["inferred"]]
    assert len(inferred) == 1 and inferred[0]["to_state"] == "FAILED"
    assert r.observations[-1]["consistent"] is False


def test_inferred_transition_between_polls_is_valid_via_unseen_states_and_flagged_off_them():
    """Issue 14 point 4: a change between two polls that states no poll could see explain
    (INITIALIZING -> MIRRORING via PREPARING) is valid, its note names the unseen states;
    one no path through the state machine explains (MIRRORING -> UNKNOWN: nothing enters
    UNKNOWN) is still invalid, with its rule."""
    w = _Wire()
    w.create(DST, "m", SRC)
    w.add(DST, "m", "t")
    w.describe(DST, "m", "t", {0: "MIRRORING"})  # INITIALIZING -> MIRRORING: PREPARING unseen
    w.describe(DST, "m", "t", {0: "FAILED"})  # MIRRORING -> FAILED: allowed, only observed
    w.describe(DST, "m", "t", {0: "UNKNOWN"})  # MIRRORING... -> UNKNOWN: no path leads there
    r = w.replay()
    first, second, third = (t for t in r.transitions if t["inferred"])
    assert (first["from_state"], first["to_state"]) == ("INITIALIZING", "MIRRORING")
    assert first["valid"] is True and first["rule"] is None
    assert first["note"] == (
        "observed by DescribeMirrors; no carrying RPC (WriteMirrorStates) captured; "
        "via PREPARING, not seen by any poll"
    )
    assert second["valid"] is True and second["rule"] is None
    assert "no carrying RPC (WriteMirrorStates) captured" in second["note"]
    assert "via" not in second["note"]
    assert (third["from_state"], third["to_state"]) == ("FAILED", "UNKNOWN")
    assert third["valid"] is False
    assert third["rule"] == "UNKNOWN is not a state of the mirroring state machine"
    assert "via" not in third["note"]
    assert r.tracker.path("STOPPED", "MIRRORING") == ["INITIALIZING", "PREPARING"]
    assert r.tracker.path("PREPARING", "MIRRORING") == []
    assert r.tracker.path("MIRRORING", "UNKNOWN") is None


def test_inferred_transition_with_no_path_in_a_machine_that_has_the_state():
    """2026-07's machine lists UNKNOWN but enters it from no state: MIRRORING -> UNKNOWN seen
    between two polls has no path and is invalid, with the rule naming it; PAUSED seen after
    MIRRORING is explained by PAUSING, which no poll saw."""
    prof = dissector.load_profile("kip1279-cl3-2026-07")
    tracker = StateTracker(Ledger(), prof, prof.roles)
    ex = Exchange(1, None, 1, "10.0.0.9:40001", DST, api_name="DescribeClusterMirrors",
                  mirror=True, correlation_id=1, request_ns=1, response_ns=2)  # fmt: skip
    tracker.transition("c", "m", "t", 0, "MIRRORING", ex, True)
    tracker.transition("c", "m", "t", 0, "PAUSED", ex, True)
    tracker.transition("c", "m", "t", 0, "UNKNOWN", ex, True)
    _first, paused, unknown = tracker.transitions
    assert paused["valid"] is True and paused["rule"] is None
    assert paused["note"].endswith("; via PAUSING, not seen by any poll")
    assert unknown["valid"] is False
    assert unknown["rule"] == (
        "t-0: PAUSED -> UNKNOWN observed by DescribeClusterMirrors with no carrying RPC in the "
        "capture and no path through the state machine: UNKNOWN is entered only from no state"
    )


def test_lmo_answered_by_the_destination_keeps_source_apart():
    """A LastMirroredOffsets answered by the listener that created the mirror does not pull the
    mirror's source bootstrap into the destination cluster."""
    w = _Wire()
    w.create(DST, "m", SRC)
    w.add(DST, "m", "t")
    w.lmo(DST, "m", "t", {0: 0})
    cl = resolve_clusters(w.items)
    assert cl(DST) != cl(SRC)
    assert cl(SRC) == SRC


def test_failback_anomalies():
    """LMO read back differs from the one written; a partition stuck in PREPARING."""
    w = _Wire()
    w.create(DST, "fwd", SRC)  # fwd: DST mirrors SRC
    w.add(DST, "fwd", "t")
    w.write(DST, "fwd", "t", [0, 1], 1)
    w.lmo(SRC, "fwd", "t", {0: 0, 1: 0})
    w.write(DST, "fwd", "t", [0, 1], 2)
    rm = w.rpc("RemoveTopicsFromMirror", DST, {"topics": [{"topic_id": "0", "topic_name": "t"}]},
               {"error_code": 0, "topics": [{"name": "t", "error_code": 0}]})  # fmt: skip
    assert rm.id
    w.write(DST, "fwd", "t", [0, 1], 8, lmo=7)  # STOPPED, LMO 7 recorded on DST
    w.create(SRC, "back", DST)  # failback: SRC mirrors DST
    w.add(SRC, "back", "t")
    w.write(SRC, "back", "t", [0, 1], 1)
    w.lmo(DST, "back", "t", {0: 5})  # reads 5, not 7; partition 1 never answered
    w.write(SRC, "back", "t", [0], 2, lmo=5)
    r = w.replay()
    rows = {x["partition"]: x for x in r.failbacks()}
    assert rows[0]["lmo_written"] == 7 and rows[0]["lmo_returned"] == 5
    assert "lmo_mismatch" in rows[0]["anomalies"]
    assert "stuck_in_preparing" in rows[1]["anomalies"]
    assert all(t["valid"] for t in r.transitions)


# ---------------------------------------------------------------- command


def _ports(truth) -> list[str]:
    return [x for p in truth["ports"] if p != 9092 for x in ("-p", str(p))]


def test_cli_summary_tables():
    truth = load_truth("failback")
    r = CliRunner().invoke(analyze_cmd, [str(CAPTURES / "failback.pcapng"), *_ports(truth)])
    assert r.exit_code == 0, r.output
    for text in ("Mirrors", "eu-west-back", "Partitions by state", "Failovers and failbacks",
                 "Errors by name", "UNKNOWN_TOPIC_OR_PARTITION", "Slowest exchanges",
                 "16 (19 offsets removed)"):  # fmt: skip
        assert text in r.output, text


@pytest.mark.slow
def test_cli_json_and_export(tmp_path):
    truth = load_truth("errors")
    out = tmp_path / "tables"
    r = CliRunner().invoke(
        analyze_cmd,
        [str(CAPTURES / "errors.pcapng"), *_ports(truth), "--json", "--export", str(out)],
    )
    assert r.exit_code == 0, r.output
    s = json.loads(r.stdout)
    assert s["errors_by_name"] == truth["summary"]["errors_by_name"] | {
        k: v for k, v in s["errors_by_name"].items() if k not in truth["summary"]["errors_by_name"]
    }
    assert s["transitions"] == truth["summary"]["transitions"]
    for name in TABLE_NAMES:
        assert (out / f"{name}.parquet").is_file() and (out / f"{name}.csv").is_file()
    back = pd.read_parquet(out / "transitions.parquet")
    assert len(back) == truth["summary"]["transitions"]


@pytest.mark.parametrize(
    "args, code, text",
    [
        (["/nonexistent.pcap"], 1, "no such file"),
        ([str(ROOT / "README.md")], 1, "README.md"),
        ([str(CAPTURES / "basic.pcapng"), "--profile", "nope"], 2, "no profile"),
        ([str(CAPTURES / "basic.pcapng"), "-p", "1"], 0, ""),
        ([], 2, "Missing argument"),
    ],
)
def test_cli_errors(args, code, text):
    r = CliRunner().invoke(analyze_cmd, args)
    assert r.exit_code == code, r.output
    assert "Traceback" not in r.output
    if code == 1:
        assert r.output.startswith("kmirror: error: ") and r.output.count("\n") == 1
    assert text in r.output


def test_cli_progress_bar(monkeypatch):
    import dissector.cli.analyze as mod

    monkeypatch.setattr(mod, "wants_bar", lambda total: True)
    truth = load_truth("basic")
    r = CliRunner().invoke(analyze_cmd, [str(CAPTURES / "basic.pcapng"), *_ports(truth)])
    assert r.exit_code == 0, r.output
    assert "eu-west" in r.stdout


def test_cli_help_says_how_ports_are_chosen():
    r = CliRunner().invoke(analyze_cmd, ["--help"])
    assert r.exit_code == 0
    assert "port 9092" in r.output and "--port" in r.output and "--export" in r.output


def test_placeholder_lmos_are_reported_not_counted():
    """A leader writes LMO -1 at PREPARING (it knows none yet) and reads it back: the rows
    say placeholder, the summary does not count them as LMOs, and the prepare truncation
    takes the LMO LastMirroredOffsets returned, not -1."""
    w = _Wire()
    w.create(DST, "m", SRC)
    w.add(DST, "m", "t")
    w.write(DST, "m", "t", [0], 1, lmo=-1)  # PREPARING with the placeholder
    w.lmo(SRC, "m", "t", {0: 7})
    w.write(DST, "m", "t", [0], 2, lmo=7)  # MIRRORING with the LMO read
    r = w.replay()
    o = pd.DataFrame(r.offsets)
    ph = o[o["placeholder"].eq(True)]
    assert list(zip(ph["kind"], ph["lmo"], strict=True)) == [("lmo_write", -1)]
    assert ph["recorded"].tolist() == [False]
    real = o[o["placeholder"].eq(False)]
    assert sorted(zip(real["kind"], real["lmo"], strict=True)) == [
        ("lmo_read", 7),
        ("lmo_write", 7),
    ]
    t = r.truncations
    assert [(x["reason"], x["offset_after"], x["lmo"]) for x in t] == [("prepare", 7, 7)]


def test_state_read_returning_a_later_state_is_a_record():
    """A capture begun late (the mirror created and its LMOs written before tcpdump ran): a
    ReadMirrorStates answer with MIRRORING and LMO 0 is a record, not 'no record'; the same
    answer with INITIALIZING (as at the start of every scenario) stays 'no record'."""
    w = _Wire()
    req = {"mirror_name": "m", "topics": [{"name": "t", "partitions": [
        {"partition_index": 0}, {"partition_index": 1}]}]}  # fmt: skip
    resp = {"error_code": 0, "topics": [{"name": "t", "partitions": [
        {"partition_index": 0, "last_mirrored_offset": 0, "state": 2, "error_code": 0},
        {"partition_index": 1, "last_mirrored_offset": 0, "state": 0, "error_code": 0},
    ]}]}  # fmt: skip
    w.rpc("ReadMirrorStates", DST, req, resp, "leader-1")
    r = w.replay()
    reads = {(o["partition"], o["state"]): o["recorded"] for o in r.offsets}
    assert reads == {(0, "MIRRORING"): True, (1, "INITIALIZING"): False}


@needs_tshark
@pytest.mark.slow
def test_member_id_required_is_a_protocol_step_not_an_error():
    """clients.pcap: real consumers join their group; the broker first answers JoinGroup with
    MEMBER_ID_REQUIRED (79) and the member id to use (KIP-394).  tshark counts those answers;
    the errors table keeps them, the summary counts them as protocol steps, not errors."""
    import subprocess

    path = CAPTURES / "clients.pcap"
    out = subprocess.run(
        ["tshark", "-n", "-r", str(path), "-Y", "kafka.error == 79", "-T", "fields",
         "-e", "frame.number"],
        capture_output=True, text=True, check=True,
    ).stdout.split()  # fmt: skip
    a = analyze(path)
    e = a.errors
    steps = e[(e["api_name"] == "JoinGroup") & (e["error_name"] == "MEMBER_ID_REQUIRED")]
    assert sorted(int(f) for f in steps["frame"]) == sorted(int(f) for f in out) and len(out)
    s = a.summary()
    assert s["protocol_steps"] == {"JoinGroup MEMBER_ID_REQUIRED": len(out)}
    assert s["errors"] == len(e) - len(out)
    assert "MEMBER_ID_REQUIRED" not in s["errors_by_name"]
    # the table says which rows the summary does not count
    assert sorted(int(f) for f in e.loc[e["protocol_step"], "frame"]) == sorted(map(int, out))
    assert int((~e["protocol_step"]).sum()) == s["errors"]


def test_late_start_failover_takes_the_lso_from_a_fetch_already_seen():
    """A capture begun after the mirror was set up: no AddTopicsToMirror, no followed
    fetcher.  The failover truncation's LSO is the one of the last Fetch response from the
    source seen before the STOPPED write, with that Fetch as evidence."""
    w = _Wire()
    w.create(DST, "m", SRC)
    w.describe(DST, "m", "t", {0: 2})  # MIRRORING, destination at 5
    fetch = w.rpc("Fetch", SRC, {("t", 0): 5}, {("t", 0): (0, 9, 7, None, 0, False)}, "fetcher-1")
    fetch.mirror, fetch.api_key = False, 1
    remove = {"topics": [{"topic_id": "0" * 32, "topic_name": "t"}]}
    w.rpc("RemoveTopicsFromMirror", DST, remove, {"error_code": 0, "topics": [
        {"name": "t", "error_code": 0}]})  # fmt: skip
    w.write(DST, "m", "t", [0], 8, lmo=5)  # STOPPED, LMO 5
    r = w.replay()
    fo = [t for t in r.truncations if t["reason"] == "failover"]
    assert len(fo) == 1
    assert (fo[0]["lso"], fo[0]["fetch_exchange"]) == (7, fetch.id)
    assert fo[0]["evidence_frames"].split(";")[0] == str(fetch.response_frame)


def test_late_start_mirror_row_agrees_with_its_partitions():
    """No CreateMirror nor AddTopicsToMirror in the capture: the mirror's topics come from
    the partitions its DescribeMirrors answers show, its source from where its
    LastMirroredOffsets goes."""
    w = _Wire()
    w.describe(DST, "m", "t", {0: 2, 1: 2})
    w.lmo(SRC, "m", "t", {0: 3})
    r = w.replay()
    (row,) = r.mirror_rows(r.conversations(), {})
    assert (row["topics"], row["partitions"], row["states"]) == ("t", 2, "MIRRORING=2")
    assert row["source_cluster"] == SRC


def test_failover_of_a_coordinator_led_partition_from_describe():
    """A leader that is its own mirror coordinator writes STOPPED locally: no
    WriteMirrorStates crosses the network.  RemoveTopicsFromMirror (-> STOPPING) and a
    DescribeMirrors showing STOPPED with the destination log end after the cut still make a
    failover truncation row, with the Fetch and the DescribeMirrors as evidence."""
    w = _Wire()
    w.create(DST, "m", SRC)
    w.add(DST, "m", "t")
    w.write(DST, "m", "t", [0], 1)
    w.lmo(SRC, "m", "t", {0: 0})
    w.write(DST, "m", "t", [0], 2, lmo=0)  # MIRRORING from 0: the fetcher is followed
    fetch = w.rpc("Fetch", SRC, {("t", 0): 0}, {("t", 0): (0, 9, 7, 9, 1, False)}, "fetcher-1")
    fetch.mirror, fetch.api_key = False, 1
    remove = {"topics": [{"topic_id": "0" * 32, "topic_name": "t"}]}
    w.rpc("RemoveTopicsFromMirror", DST, remove, {"error_code": 0, "topics": [
        {"name": "t", "error_code": 0}]})  # fmt: skip
    d = w.describe(DST, "m", "t", {0: 8})  # STOPPED; destination_offset 5 in _Wire
    r = w.replay()
    fo = [t for t in r.truncations if t["reason"] == "failover"]
    assert len(fo) == 1
    row = fo[0]
    assert (row["offset_before"], row["offset_after"], row["records_removed"]) == (9, 5, 4)
    assert row["lso"] == 7 and row["lmo"] is None and row["write_exchange"] is None
    assert row["observed_by"] == f"DescribeMirrors frame {d.response_frame}"
    assert row["evidence_frames"] == f"{fetch.response_frame};{d.response_frame}"


def test_failback_of_a_coordinator_led_partition_from_describe():
    """The failback side: PREPARING written (or seen), the LMO answered, then MIRRORING only
    observed by DescribeMirrors (the leader wrote it locally): a prepare truncation to the
    LMO, from the observation."""
    w = _Wire()
    w.create(DST, "m", SRC)
    w.add(DST, "m", "t")
    w.describe(DST, "m", "t", {0: 0})  # INITIALIZING; destination at 5 (the _Wire's)
    w.write(DST, "m", "t", [0], 1)  # PREPARING
    lmo = w.lmo(SRC, "m", "t", {0: 3})
    d = w.describe(DST, "m", "t", {0: 2})  # MIRRORING, no write captured
    r = w.replay()
    (row,) = [t for t in r.truncations if t["reason"] == "prepare"]
    assert (row["offset_before"], row["offset_after"], row["records_removed"]) == (5, 3, 2)
    assert row["observed_by"] == f"DescribeMirrors frame {d.response_frame}"
    assert row["evidence_frames"] == f"{lmo.response_frame};{d.response_frame}"
    assert row["leader"] is None and row["write_exchange"] is None
