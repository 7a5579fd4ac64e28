"""The scenario captures in captures/ against their ground truth, and the generator's shutdown.

For each committed ``captures/<scenario>.pcapng`` the decoder's output must
hold every request the ground truth lists (same connection, correlation_id
and api_key), its response with the same error code (or no response when the
truth says it was never answered), the same frames tshark found, and, in
Read/WriteMirrorStates, the same state codes and LMOs.  Each state transition
must be visible in the request that carried it.

The last tests run a small scenario on spare ports and check that the
generator leaves no child process, thread or listening socket behind, and
the ``simulate`` command's errors.
"""

from __future__ import annotations

import os
import subprocess
import threading
from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner

import dissector

from helpers import CAPTURES, free_ports, load_truth

SCENARIOS = ["basic", "failover", "failback", "errors", "multi"]


@pytest.fixture(scope="module", params=SCENARIOS)
def case(request):
    name = request.param
    truth = load_truth(name)
    cap = CAPTURES / truth["capture"]
    msgs = list(dissector.iter_messages(cap, ports=truth["ports"]))
    df = dissector.read_capture(cap, ports=truth["ports"])
    return name, truth, msgs, df


def _index(msgs):
    """(client, server, correlation_id, kind) -> Message."""
    out = {}
    for m in msgs:
        if m.correlation_id is None:
            continue
        if m.kind == "request":
            out[(f"{m.src}:{m.sport}", f"{m.dst}:{m.dport}", m.correlation_id, "request")] = m
        elif m.kind == "response":
            out[(f"{m.dst}:{m.dport}", f"{m.src}:{m.sport}", m.correlation_id, "response")] = m
    return out


# ---------------------------------------------------------------- every capture


@pytest.mark.slow
def test_capture_small_and_truth_consistent(case):
    name, truth, _msgs, df = case
    assert (CAPTURES / f"{name}.pcapng").stat().st_size < 2_000_000
    from dissector.scenario.truth import SCHEMA

    assert truth["schema"] == "kmirror-truth/1" and truth["scenario"] == name
    assert set(truth) == set(SCHEMA)
    assert truth["ports"] == [9092, 9093, 19092, 19093]
    s = truth["summary"]
    assert s["rpcs"] == len(truth["rpcs"]) and s["transitions"] == len(truth["transitions"])
    assert s["errors"] == len(truth["errors"]) and s["truncations"] == len(truth["truncations"])
    assert s["lmos_written"] + s["lmos_read"] == len(truth["lmos"])
    assert [r["id"] for r in truth["rpcs"]] == list(range(1, len(truth["rpcs"]) + 1))
    # every message decodes cleanly
    assert (df["expert"] == "").all()


def test_every_rpc_in_decoder_output(case):
    _name, truth, msgs, _df = case
    idx = _index(msgs)
    for r in truth["rpcs"]:
        req = idx.get((r["client"], r["server"], r["correlation_id"], "request"))
        assert req is not None, r
        assert (req.api_key, req.api_version, req.client_id) == (
            r["api_key"],
            r["api_version"],
            r["client_id"],
        )
        assert req.api_name == r["rpc"] and req.mirror == r["mirror"]
        resp = idx.get((r["client"], r["server"], r["correlation_id"], "response"))
        if r["answered"]:
            assert resp is not None and resp.request is req, r
            assert resp.error_code == r["error_code"], r
        else:
            assert resp is None and req.response is None, r


def test_frames_agree_with_tshark(case):
    _name, truth, msgs, _df = case
    idx = _index(msgs)
    assert truth["frames_note"].startswith("frames resolved by tshark")
    for r in truth["rpcs"]:
        key = (r["client"], r["server"], r["correlation_id"])
        assert idx[(*key, "request")].frame == r["frames"]["request"], r
        if r["answered"]:
            assert idx[(*key, "response")].frame == r["frames"]["response"], r


def test_mirror_bodies_and_state_codes_match(case):
    _name, truth, msgs, _df = case
    idx = _index(msgs)
    codes = truth["profile"]["state_codes"]
    assert codes == {
        "INITIALIZING": 0,
        "PREPARING": 1,
        "MIRRORING": 2,
        "STOPPING": 4,
        "STOPPED": 8,
        "FAILED": 16,
        "UNKNOWN": 32,
    }
    seen = Counter()
    for r in truth["rpcs"]:
        if not r["mirror"]:
            continue
        key = (r["client"], r["server"], r["correlation_id"])
        assert idx[(*key, "request")].body == r["request"]
        if r["answered"]:
            assert idx[(*key, "response")].body == r["response"]
        if r["rpc"] in ("ReadMirrorStates", "WriteMirrorStates"):
            side = "response" if r["rpc"] == "ReadMirrorStates" else "request"
            decoded = idx[(*key, side)].body
            states = [
                (t["name"], p["partition_index"], p["state"], p["last_mirrored_offset"])
                for t in decoded["topics"]
                for p in t["partitions"]
            ]
            assert states and all(s in codes.values() for _, _, s, _ in states)
            seen[r["rpc"]] += 1
    assert seen["ReadMirrorStates"] >= 1 and seen["WriteMirrorStates"] >= 2


def test_transitions_visible_in_carrying_request(case):
    _name, truth, msgs, _df = case
    idx = _index(msgs)
    rpcs = {r["id"]: r for r in truth["rpcs"]}
    for t in truth["transitions"]:
        r = rpcs[t["rpc_id"]]
        assert (r["rpc"], r["correlation_id"], r["client"]) == (
            t["rpc"],
            t["correlation_id"],
            t["client"],
        )
        assert t["to_code"] == truth["profile"]["state_codes"][t["to"]]
        body = idx[(r["client"], r["server"], r["correlation_id"], "request")].body
        if t["rpc"] == "WriteMirrorStates":
            assert {
                (tp["name"], p["partition_index"], p["state"])
                for tp in body["topics"]
                for p in tp["partitions"]
            } >= {(t["topic"], t["partition"], t["to_code"])}
        else:
            assert t["rpc"] in ("AddTopicsToMirror", "RemoveTopicsFromMirror")
            assert t["topic"] in [tp["topic_name"] for tp in body["topics"]]
            assert t["to"] == ("INITIALIZING" if t["rpc"] == "AddTopicsToMirror" else "STOPPING")


def test_truth_times_join_capture_times(case):
    """A transition's time lies between its request's and its response's frame times."""
    _name, truth, msgs, _df = case
    idx = _index(msgs)
    rpcs = {r["id"]: r for r in truth["rpcs"]}
    for t in truth["transitions"]:
        r = rpcs[t["rpc_id"]]
        key = (r["client"], r["server"], r["correlation_id"])
        at = _ns(t["time"])
        assert idx[(*key, "request")].ts_ns // 1000 <= at // 1000
        assert at // 1000 <= idx[(*key, "response")].ts_ns // 1000
    for r in truth["rpcs"]:  # sent just before the request frame was captured
        sent = _ns(r["time"])
        frame = idx[(r["client"], r["server"], r["correlation_id"], "request")].ts_ns
        assert 0 <= frame - sent < 1_000_000_000, r


def _ns(iso_time: str) -> int:
    import datetime

    dt = datetime.datetime.strptime(iso_time, "%Y-%m-%dT%H:%M:%S.%fZ")
    dt = dt.replace(tzinfo=datetime.UTC)
    return (int(dt.timestamp()) * 1_000_000 + dt.microsecond) * 1000


def test_lmos_match_wire(case):
    _name, truth, msgs, _df = case
    idx = _index(msgs)
    for e in truth["lmos"]:
        r = next(r for r in truth["rpcs"] if r["id"] == e["rpc_id"])
        side = "request" if e["op"] == "write" else "response"
        body = idx[(r["client"], r["server"], r["correlation_id"], side)].body
        got = {
            (t["name"], p["partition_index"]): p["last_mirrored_offset"]
            for t in body["topics"]
            for p in t["partitions"]
        }
        assert got[(e["topic"], e["partition"])] == e["lmo"], e


def test_mirror_endpoints_advertise_mirror_keys(case):
    _name, truth, msgs, _df = case
    mirror_ports = {int(c["mirror_endpoint"].rsplit(":", 1)[1]) for c in truth["clusters"].values()}
    answers = [
        m.body for m in msgs if m.kind == "response" and m.api_key == 18 and m.sport in mirror_ports
    ]
    assert answers
    for body in answers:
        keys = {k["api_key"]: (k["min_version"], k["max_version"]) for k in body["api_keys"]}
        assert {k: keys[k] for k in range(94, 102)} == {k: (0, 0) for k in range(94, 102)}


def test_truncation_evidence_points_at_real_frames(case):
    _name, truth, msgs, _df = case
    idx = _index(msgs)
    for t in truth["truncations"]:
        assert t["offset_before"] - t["offset_after"] == t["records_removed"] >= 0
        assert t["evidence"], t
        for ev in t["evidence"]:
            key = (ev["client"], ev["server"], ev["correlation_id"])
            assert idx[(*key, "request")].frame == ev["frames"]["request"]
            if "DescribeMirrors" in ev["what"]:
                body = idx[(*key, "response")].body
                part = next(
                    p
                    for m in body["mirrors"]
                    for tp in m["topics"]
                    if tp["topic_name"] == t["topic"]
                    for p in tp["partitions"]
                    if p["partition_index"] == t["partition"]
                )
                assert f"DestinationOffset {part['destination_offset']}," in ev["what"]
                if "before" in ev["what"]:
                    assert part["destination_offset"] == t["offset_before"]


# ---------------------------------------------------------------- per scenario


def _kinds(truth):
    return Counter(f"{t['from']}->{t['to']}" for t in truth["transitions"])


def test_basic_mirrors_to_lag_zero():
    truth = load_truth("basic")
    assert _kinds(truth) == {
        "UNKNOWN->INITIALIZING": 5,
        "INITIALIZING->PREPARING": 5,
        "PREPARING->MIRRORING": 5,
    }
    reads = [e for e in truth["lmos"] if e["rpc"] == "LastMirroredOffsets"]
    assert len(reads) == 5 and all(e["lmo"] == 0 and not e["recorded"] for e in reads)
    assert all(t["records_removed"] == 0 and t["offset_after"] == 0 for t in truth["truncations"])
    last = [r for r in truth["rpcs"] if r["rpc"] == "DescribeMirrors"][-1]
    parts = [p for m in last["response"]["mirrors"] for t in m["topics"] for p in t["partitions"]]
    assert len(parts) == 5
    assert all(p["lag"] == 0 and p["state"] == "MIRRORING" for p in parts)
    # destination offsets equal what producers wrote on a
    ends = Counter()
    for p in truth["produced"]:
        ends[(p["topic"], p["partition"])] = max(
            ends[(p["topic"], p["partition"])], p["offset"] + 1
        )
    assert {
        (t["topic_name"], p["partition_index"]): p["destination_offset"]
        for m in last["response"]["mirrors"]
        for t in m["topics"]
        for p in t["partitions"]
    } == dict(ends)
    assert [r["rpc"] for r in truth["rpcs"] if r["rpc"] == "ListMirrors"] == ["ListMirrors"]


def test_failover_truncates_open_transaction_to_lso():
    truth = load_truth("failover")
    kinds = _kinds(truth)
    assert kinds["MIRRORING->STOPPING"] == 5 and kinds["STOPPING->STOPPED"] == 5
    fo = [t for t in truth["truncations"] if t["reason"] == "failover"]
    assert len(fo) == 5
    cut = [t for t in fo if t["records_removed"]]
    assert len(cut) == 1
    txn = [p for p in truth["produced"] if p["transactional"]]
    (t,) = cut
    assert {(p["topic"], p["partition"]) for p in txn} == {(t["topic"], t["partition"])}
    assert t["offset_after"] == min(p["offset"] for p in txn)
    # the open transaction's records and the plain ones written after it on that partition
    removed = t["produced_in_range"]["records"]
    assert t["produced_in_range"]["count"] == t["records_removed"] == len(removed)
    assert [r["offset"] for r in removed] == list(range(t["offset_after"], t["offset_before"]))
    assert {r["transactional"] for r in removed} == {True, False}
    assert [r["offset"] for r in removed if r["transactional"]] == sorted(p["offset"] for p in txn)
    # the LMO written with STOPPED is the truncation point, for every partition
    stopped = {
        (e["topic"], e["partition"]): e["lmo"]
        for e in truth["lmos"]
        if e["op"] == "write" and e["state"] == "STOPPED"
    }
    assert stopped == {(t["topic"], t["partition"]): t["offset_after"] for t in fo}
    # STOPPING was carried by RemoveTopicsFromMirror, STOPPED by WriteMirrorStates
    assert {t["rpc"] for t in truth["transitions"] if t["to"] == "STOPPING"} == {
        "RemoveTopicsFromMirror"
    }
    assert {t["rpc"] for t in truth["transitions"] if t["to"] == "STOPPED"} == {"WriteMirrorStates"}
    # producers moved: records acknowledged on b after the failover
    assert any(p["cluster"] == "b" for p in truth["produced"])


def test_failback_reads_lmos_and_drops_records_after_them():
    truth = load_truth("failback")
    from_b = [e for e in truth["lmos"] if e["rpc"] == "LastMirroredOffsets" and e["cluster"] == "b"]
    assert {(e["topic"], e["partition"]) for e in from_b} == {
        ("orders", 0), ("orders", 1), ("orders", 2), ("payments", 0), ("payments", 1),
        ("refunds", 0),
    }  # fmt: skip
    no_record = [e for e in from_b if not e["recorded"]]
    assert [(e["topic"], e["lmo"]) for e in no_record] == [("refunds", 0)]
    failover_lmo = {
        (e["topic"], e["partition"]): e["lmo"]
        for e in truth["lmos"]
        if e["op"] == "write" and e["state"] == "STOPPED"
    }
    for e in from_b:
        if e["recorded"]:
            assert e["lmo"] == failover_lmo[(e["topic"], e["partition"])]
    back = [t for t in truth["truncations"] if t["cluster"] == "a"]
    assert len(back) == 6
    for t in back:
        assert t["offset_after"] == failover_lmo.get((t["topic"], t["partition"]), 0)
    stray = [p for p in truth["produced"] if p["producer"] == "producer-a2"]
    lost = sum(
        1 for t in back for r in t["produced_in_range"]["records"] if r["producer"] == "producer-a2"
    )
    assert lost == len(stray) > 0
    assert sum(t["records_removed"] for t in back) > len(stray)
    kinds = _kinds(truth)
    # b mirrored 5 partitions before the failover; a had never mirrored any: UNKNOWN there
    on_a = Counter(f"{t['from']}->{t['to']}" for t in truth["transitions"] if t["cluster"] == "a")
    assert on_a == {
        "UNKNOWN->INITIALIZING": 6,
        "INITIALIZING->PREPARING": 6,
        "PREPARING->MIRRORING": 6,
    }
    assert kinds["PREPARING->MIRRORING"] == 11 and kinds["STOPPING->STOPPED"] == 5


def test_errors_scenario():
    truth = load_truth("errors")
    mirror_errors = Counter(
        (e["rpc"], e["error_name"]) for e in truth["errors"] if e["api_key"] >= 94
    )
    assert mirror_errors == {
        ("CreateMirror", "INVALID_REQUEST"): 1,
        ("DescribeMirrors", "RESOURCE_NOT_FOUND"): 1,
        ("AddTopicsToMirror", "RESOURCE_NOT_FOUND"): 1,
        ("AddTopicsToMirror", "UNKNOWN_TOPIC_OR_PARTITION"): 1,
        ("AddTopicsToMirror", "INVALID_REQUEST"): 1,
    }
    (lost,) = truth["unanswered"]
    assert lost["rpc"] == "WriteMirrorStates" and lost["client_id"] == "leader-b1"
    (failed,) = [t for t in truth["transitions"] if t["to"] == "FAILED"]
    assert (failed["topic"], failed["from"], failed["rpc"]) == (
        "audit",
        "MIRRORING",
        "WriteMirrorStates",
    )
    assert failed["client"] != lost["client"] and failed["rpc_id"] > lost["id"]
    meta = [e for e in truth["errors"] if e["rpc"] == "Metadata" and e["client_id"] == "fetcher-b1"]
    assert meta and meta[0]["error_name"] == "UNKNOWN_TOPIC_OR_PARTITION"
    df = dissector.read_capture(CAPTURES / "errors.pcapng", ports=truth["ports"])
    row = df[(df["frame"] == lost["frames"]["request"]) & (df["direction"] == "request")]
    assert row["notes"].str.contains("unanswered").all() and len(row) == 1


def test_multi_two_mirrors_two_leaders_two_pollers():
    truth = load_truth("multi")
    parts = {(t["topic"], t["partition"]) for t in truth["transitions"]}
    assert len(parts) == 14
    assert {m["name"] for m in truth["mirrors"]} == {"mirror-orders", "mirror-events"}
    writers = {r["client_id"] for r in truth["rpcs"] if r["rpc"] == "WriteMirrorStates"}
    assert writers == {"leader-b1", "leader-b2"}
    polls = {}
    for r in truth["rpcs"]:
        if r["rpc"] == "DescribeMirrors":
            polls.setdefault(r["client_id"], []).append(r["time"])
    assert set(polls) == {"admin-1", "admin-2"}
    # the two tools polled at the same time
    a1, a2 = polls["admin-1"], polls["admin-2"]
    assert max(min(a1), min(a2)) < min(max(a1), max(a2))
    assert _kinds(truth)["PREPARING->MIRRORING"] == 14


# ---------------------------------------------------------------- generator lifecycle


def _children() -> list[int]:
    me = str(os.getpid())
    out = []
    for d in Path("/proc").iterdir():
        if d.name.isdigit():
            try:
                stat = (d / "stat").read_text()
            except OSError:
                continue
            if stat.rsplit(")", 1)[1].split()[1] == me:
                out.append(int(d.name))
    return out


def _listening(ports: list[int]) -> set[int]:
    found = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        try:
            lines = Path(table).read_text().splitlines()[1:]
        except OSError:
            continue
        for line in lines:
            cols = line.split()
            port = int(cols[1].rsplit(":", 1)[1], 16)
            if cols[3] == "0A" and port in ports:
                found.add(port)
    return found


@pytest.mark.slow
def test_small_scenario_stops_every_actor(tmp_path, monkeypatch):
    """Every actor stops when asked: no process outlives the wait after its signal (killed),
    no thread outlives its join's timeout (each of which a stop would otherwise wait out:
    10 s a process, 20 s a thread), and nothing is left running afterwards."""
    from dissector.scenario import Layout, run_scenario
    from dissector.scenario.processes import can_capture

    waited_out: list[str] = []
    kill, join = subprocess.Popen.kill, threading.Thread.join

    def killed(proc):
        waited_out.append(f"process {proc.args[0]} killed")
        kill(proc)

    def joined(thread, timeout=None):
        join(thread, timeout)
        if timeout is not None and thread.is_alive():
            waited_out.append(f"thread {thread.name} still alive after {timeout} s")

    monkeypatch.setattr(subprocess.Popen, "kill", killed)
    monkeypatch.setattr(threading.Thread, "join", joined)
    ports = free_ports(4)
    layout = Layout(a_tansu=ports[0], b_tansu=ports[1], a_mirror=ports[2], b_mirror=ports[3])
    threads_before = {t.ident for t in threading.enumerate()}
    tasks_before = len(os.listdir("/proc/self/task"))
    capture = can_capture() is None
    out = tmp_path / "small.pcapng"
    doc = run_scenario("basic", out, seed=5, layout=layout, scale=0.3, capture=capture)
    assert waited_out == []
    assert doc["summary"]["transitions"] == 15 and doc["ports"] == ports
    assert (tmp_path / "small.truth.json").exists()
    if capture:
        df = dissector.read_capture(out, ports=ports)
        assert (df["api_name"] == "WriteMirrorStates").sum() == 8
    assert _children() == []
    assert {t.ident for t in threading.enumerate()} <= threads_before
    assert len(os.listdir("/proc/self/task")) <= tasks_before
    assert _listening(ports) == set()


@pytest.mark.slow
def test_actors_stop_on_failure(tmp_path, monkeypatch):
    """A scenario that fails midway still stops everything it started."""
    from dissector.scenario import Layout, ScenarioError, scenarios
    from dissector.scenario.scenarios import Scenario, run_scenario

    def broken(stage, scale):
        stage.admin("admin-1").create_topics(stage.a, {"orders": 1})
        stage.producer("producer-a1", stage.a)
        raise ScenarioError("boom")

    monkeypatch.setitem(scenarios.SCENARIOS, "broken", Scenario("broken", broken, "fails"))
    ports = free_ports(4)
    layout = Layout(a_tansu=ports[0], b_tansu=ports[1], a_mirror=ports[2], b_mirror=ports[3])
    threads_before = {t.ident for t in threading.enumerate()}
    with pytest.raises(ScenarioError, match="boom"):
        run_scenario("broken", None, layout=layout, capture=False)
    assert _children() == []
    assert {t.ident for t in threading.enumerate()} <= threads_before
    assert _listening(ports) == set()


def test_simulate_command_errors(monkeypatch):
    from dissector.cli import simulate as cli

    runner = CliRunner()
    res = runner.invoke(cli.simulate, ["--list"])
    assert res.exit_code == 0
    assert [line.split()[0] for line in res.output.splitlines()] == [
        "basic", "failover", "failback", "coordinator", "late", "errors", "multi",
    ]  # fmt: skip
    res = runner.invoke(cli.simulate, ["nope", "-o", "x.pcapng"])
    assert res.exit_code == 2 and "unknown scenario 'nope'" in res.output
    monkeypatch.setattr(cli, "can_capture", lambda: "capturing on lo needs root (run with sudo)")
    res = runner.invoke(cli.simulate, ["basic", "-o", "x.pcapng"])
    assert res.exit_code == 1
    assert res.output.strip().splitlines() == [
        "kmirror: error: cannot capture: capturing on lo needs root (run with sudo)"
    ]
