"""The post-mortem scenario captures against their ground truth, table by table.

``captures/coordinator.pcapng``: a failback in which the first partition leader of each
cluster is its own mirror coordinator (its partitions' states are read and written in
process: no ReadMirrorStates or WriteMirrorStates for them on the wire), the transaction
open at the failover is committed on the old source after it, and two stray producers
write to the old source after the failover.  ``captures/late.pcapng``: a failback whose
capture begins just before the failover, every connection already open (no CreateMirror
of the failed-over mirror, no handshakes of the connections opened before).

Each table of ``kmirror analyze``'s Python analysis -- truncations (offsets, LMO, leader,
evidence frames, observation), failbacks, lost_writes (kind, client_id, producer id and
epoch, offsets, times, transaction outcome), mirrors (source cluster, topics, partitions,
states), transitions (carried and inferred, with the states no poll saw), partitions and
LMOs -- must equal what the truth derives, exactly, for what the capture holds.  Producer
ids and epochs, which the scenario's librdkafka producers do not report, come from
tshark's own Kafka dissector.
"""

from __future__ import annotations

import datetime
import re
import shutil
import subprocess
from collections import Counter

import pytest
from click.testing import CliRunner

from dissector.analysis import analyze
from dissector.cli.analyze import analyze as analyze_cmd

from helpers import (
    CAPTURES,
    cluster_map,
    free_ports,
    lmo_rows,
    load_truth,
    na,
    needs_tshark,
    table_rows,
    whole_wire,
)

NAMES = ["coordinator", "late"]
INFERRED = "observed by DescribeMirrors; no carrying RPC (WriteMirrorStates) captured"


@pytest.fixture(scope="module", params=NAMES)
def case(request):
    truth = load_truth(request.param)
    a = analyze(CAPTURES / truth["capture"], ports=truth["ports"])
    return request.param, truth, a, cluster_map(a, truth)


def _ns(iso: str) -> int:
    dt = datetime.datetime.strptime(iso, "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=datetime.UTC)
    return (int(dt.timestamp()) * 1_000_000 + dt.microsecond) * 1000


def _captured(truth: dict, iso: str | None) -> bool:
    """Whether an event of the truth happened once the capture was running."""
    start = truth.get("capture_started")
    return start is None or (iso is not None and _ns(iso) >= _ns(start))


def _truncations(truth: dict) -> list[dict]:
    return [t for t in truth["truncations"] if _captured(truth, t["time"])]


def _evidence(t: dict) -> dict:
    """What the wire shows of a truth truncation: evidence frames (the LastMirroredOffsets or
    Fetch response, then the WriteMirrorStates request or the first DescribeMirrors response
    that showed the state written in process), leader (None when its write is not on the
    wire), the LMO (read at prepare; written at failover, when on the wire), observed_by."""
    frames, leader, observed, lmo = [], None, None, None
    for e in t["evidence"]:
        what, f = e["what"], e.get("frames") or {}
        if " the truncation:" in what:  # the polls before and after it: context only
            continue
        if what.startswith("WriteMirrorStates request"):
            frames.append(f["request"])
            leader = t["leader"]
            if t["reason"] == "failover":
                lmo = t["offset_after"]
        else:
            frames.append(f["response"])
        if what.startswith("DescribeMirrors response showing"):
            observed = f"DescribeMirrors frame {f['response']}"
        if what.startswith("LastMirroredOffsets response"):
            lmo = int(re.search(r"LastMirroredOffset (-?\d+)", what).group(1))
    assert all(x is not None for x in frames), t
    return {
        "frames": ";".join(map(str, frames)),
        "leader": leader,
        "observed_by": observed,
        "lmo": lmo,
    }


# ---------------------------------------------------------------- the captures themselves


@pytest.mark.slow
def test_captures_lack_what_they_should(case):
    name, truth, a, _cmap = case
    assert not whole_wire(truth)
    ex = a.exchanges
    if name == "coordinator":
        local = [t for t in truth["transitions"] if t.get("local")]
        assert {t["client_id"] for t in local} == {"leader-a1", "leader-b1"}
        assert {t["to"] for t in local} == {"PREPARING", "MIRRORING", "STOPPED"}
        states_rpcs = ex[ex["api_name"].isin(["ReadMirrorStates", "WriteMirrorStates"])]
        assert set(states_rpcs["client_id"]) == {"leader-a2", "leader-b2"}
        txn = [r for t in truth["truncations"] for r in t["produced_in_range"]["records"]
               if r["transactional"]]  # fmt: skip
        assert txn and {(r["txn_outcome"], r["txn_after_failover"]) for r in txn} == {
            ("committed", True)
        }
    else:
        start = _ns(truth["capture_started"])
        assert int(ex["request_time"].min().value) >= start or ex["request_time"].isna().any()
        creates = ex[ex["api_name"] == "CreateMirror"]
        assert len(creates) == 1  # eu-west-back's; eu-west's came before the capture
        before = [r for r in truth["rpcs"] if not _captured(truth, r["time"])]
        assert any(r["rpc"] == "CreateMirror" for r in before)
        # (a mirror fetcher's long poll may be sent while the capture tool starts)
        assert all(r["frames"]["request"] is None for r in before if r["rpc"] != "Fetch")
        unseen = [r for r in truth["rpcs"] if r["frames"]["request"] is None]
        assert unseen and all(not _captured(truth, r["time"]) for r in unseen)
        # admin-1's connection to b's mirror listener: no ApiVersions in the capture
        b_mirror = truth["clusters"]["b"]["mirror_endpoint"]
        on_b = ex[(ex["client_id"] == "admin-1") & (ex["server"] == b_mirror)]
        assert len(on_b) and "ApiVersions" not in set(on_b["api_name"])


# ---------------------------------------------------------------- truncations


def test_truncations_equal_truth(case):
    name, truth, a, cmap = case
    cols = ["cluster", "mirror", "topic", "partition", "reason", "target", "source_cluster"]
    cols += ["offset_before", "offset_after", "records_removed", "lmo", "leader"]
    cols += ["evidence_frames", "observed_by"]
    mine = sorted(table_rows(a.truncations, cols), key=str)
    want = []
    for t in _truncations(truth):
        ev = _evidence(t)
        want.append(
            (cmap[t["cluster"]], t["mirror"], t["topic"], t["partition"], t["reason"])
            + (t["target"], cmap[t["source_cluster"]], t["offset_before"], t["offset_after"])
            + (t["records_removed"], ev["lmo"], ev["leader"], ev["frames"], ev["observed_by"])
        )
    assert mine == sorted(want, key=str)
    observed = [w for w in want if w[-1] is not None]
    assert bool(observed) == (name == "coordinator")
    if name == "late":  # the first mirroring of eu-west came before the capture
        assert {w[4] for w in want if w[0] == cmap["b"]} == {"failover"}


# ---------------------------------------------------------------- failbacks


def test_failbacks_equal_truth(case):
    _name, truth, a, cmap = case
    cols = ["topic", "partition", "failover_cluster", "failover_mirror", "lmo_written"]
    cols += ["lmo_written_max"]
    cols += ["failover_records_removed", "failback_cluster", "failback_mirror", "lmo_returned"]
    cols += ["lmo_recorded", "offset_before", "offset_after", "records_truncated", "state"]
    cols += ["anomalies"]
    mine = sorted(table_rows(a.failbacks, cols), key=str)
    trunc = _truncations(truth)
    fails = {(t["topic"], t["partition"]): t for t in trunc if t["reason"] == "failover"}
    final = {(x["cluster"], x["topic"], x["partition"]): x["state"] for x in truth["logs"]}
    read = {
        (x["cluster"], x["topic"], x["partition"]): x["recorded"]
        for x in truth["lmos"]
        if x["rpc"] == "LastMirroredOffsets"
    }
    want = []
    for t in trunc:
        if t["reason"] != "prepare" or t["cluster"] != "a":
            continue
        f = fails.get((t["topic"], t["partition"]))
        key = (t["topic"], t["partition"])
        want.append(
            key
            + (
                (cmap[f["cluster"]], f["mirror"])
                # a STOPPED not on the wire: its LMO only bounded by the poll that shows it
                + ((None, f["offset_after"]) if _evidence(f)["observed_by"] else
                   (f["offset_after"], None))  # fmt: skip
                + (f["records_removed"],)
                if f is not None
                else (None, None, None, None, None)
            )
            + (
                cmap[t["cluster"]],
                t["mirror"],
                _evidence(t)["lmo"],
                read[(t["source_cluster"], *key)],
            )
            + (t["offset_before"], t["offset_after"], t["records_removed"])
            + (final[("a", *key)], None)
        )
    assert mine == sorted(want, key=str)


# ---------------------------------------------------------------- lost writes


def _tshark_end_txns(truth: dict) -> dict[int, tuple]:
    """frame -> (producer_id, producer_epoch) of each EndTxn request, by tshark's Kafka
    dissector (tshark 4.0 does not decode the record batches of Produce v10)."""
    where = truth.get("_dir", CAPTURES)  # a capture made by the test itself, or committed
    cmd = ["tshark", "-n", "-r", str(where / truth["capture"])]
    for port in truth["ports"]:
        cmd += ["-d", f"tcp.port=={port},kafka"]
    cmd += ["-Y", "kafka.request_key == 26", "-T", "fields"]
    cmd += ["-e", "frame.number", "-e", "kafka.producer_id", "-e", "kafka.producer_epoch"]
    out = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
    found = {}
    for line in out.splitlines():
        f, pid, epoch = (line.split("\t") + ["", "", ""])[:3]
        found[int(f)] = (int(pid.split(",")[0]), int(epoch.split(",")[0]))
    return found


def test_lost_writes_equal_truth(case):
    """Every removed offset in exactly one row: acknowledged and transactional records by
    offset, producer and transaction outcome; the offsets after a transaction's records
    that are no producer record are its marker (by the transaction's producer); the other
    gaps are offsets the capture does not show the origin of."""
    _name, truth, a, cmap = case
    mine = set()
    for r in a.lost_writes.to_dict("records"):
        for o in range(int(r["first_offset"]), int(r["last_offset"]) + 1):
            mine.add(
                (r["cluster"], r["topic"], int(r["partition"]), r["reason"], o, r["kind"])
                + (na(r["client_id"]), na(r["txn_outcome"]))
                + (na(r["txn_after_failover"]) if r["kind"] == "transactional" else None,)
            )
    want = set()
    for t in _truncations(truth):
        key = (cmap[t["cluster"]], t["topic"], t["partition"], t["reason"])
        recs = {r["offset"]: r for r in t["produced_in_range"]["records"]}
        txn = [r for r in recs.values() if r["transactional"]]
        for o in range(t["offset_after"], t["offset_before"]):
            r = recs.get(o)
            if r is not None:
                kind = "transactional" if r["transactional"] else "acknowledged"
                want.add(
                    key
                    + (o, kind, r["producer"], r.get("txn_outcome"))
                    + (r.get("txn_after_failover") if r["transactional"] else None,)
                )
            elif txn and o > max(x["offset"] for x in txn):
                want.add(key + (o, "marker", txn[0]["producer"], txn[0]["txn_outcome"], None))
            else:
                want.add(key + (o, "unknown", None, None, None))
    assert mine == want
    producers = {w[6] for w in want if w[5] == "acknowledged"}
    if _name == "coordinator":
        # stray writes of two producers on the old source, lost at failback
        assert {"producer-a2", "producer-a3"} <= producers


def test_lost_writes_times_and_records_cluster(case):
    """Each acknowledged or transactional row's Produce was answered before the scenario's
    producer was told (its delivery report) and before the truncation; acks -1 (all);
    the records cluster is where the producers wrote them (the mirror's source at failover,
    the truncated cluster at failback)."""
    _name, truth, a, cmap = case
    told = {}
    for p in truth["produced"]:
        told.setdefault((cmap[p["cluster"]], p["topic"], p["partition"], p["offset"]), []).append(
            _ns(p["time"])
        )
    for r in a.lost_writes.to_dict("records"):
        want_cluster = cmap["a"] if r["reason"] == "failover" or r["cluster"] == cmap["a"] else None
        if r["kind"] == "unknown":
            continue
        assert r["records_cluster"] == want_cluster, r
        if r["kind"] == "marker":
            continue
        assert r["acks"] == -1
        ack = int(r["ack_time"].value)
        assert int(r["produce_time"].value) <= ack <= int(r["truncation_time"].value)
        assert int(r["base_offset"]) <= int(r["first_offset"])
        for o in range(int(r["first_offset"]), int(r["last_offset"]) + 1):
            times = told[(r["records_cluster"], r["topic"], int(r["partition"]), o)]
            assert any(0 <= t - ack < 2_000_000_000 for t in times), (r, o)


@needs_tshark
@pytest.mark.slow
def test_lost_writes_producer_ids(case):
    """A transaction's records and marker carry the producer id and epoch tshark decodes
    from its EndTxn request; the scenario's plain producers are not idempotent (their
    batches have no producer id)."""
    _name, truth, a, _cmap = case
    ends = _tshark_end_txns(truth)
    rows = [r for r in a.lost_writes.to_dict("records") if r["kind"] != "unknown"]
    assert rows
    markers = [r for r in rows if r["kind"] == "marker"]
    for m in markers:
        assert ends[int(m["request_frame"])] == (m["producer_id"], m["producer_epoch"])
    txn_ids = {ends[int(m["request_frame"])] for m in markers}
    for r in rows:
        ids = (na(r["producer_id"]), na(r["producer_epoch"]))
        if r["kind"] == "transactional":
            assert ids in txn_ids or not markers, r
            assert ids[0] is not None
        elif r["kind"] == "acknowledged":
            assert ids == (None, None), r
    if _name == "coordinator":
        assert markers and any(r["kind"] == "transactional" for r in rows)


# ---------------------------------------------------------------- mirrors, partitions


def test_mirrors_equal_truth(case):
    _name, truth, a, cmap = case
    cols = ["cluster", "mirror", "source_cluster", "topics", "partitions", "states"]
    cols += ["created_frame"]
    mine = sorted(table_rows(a.mirrors, cols), key=str)
    creates = {
        (r["server"], r["request"]["mirror_name"]): r["frames"]["request"]
        for r in truth["rpcs"]
        if r["rpc"] == "CreateMirror" and r["error_code"] == 0
    }
    want = []
    for m in truth["mirrors"]:
        c = m["cluster"]
        parts = [x for x in truth["logs"] if x["cluster"] == c and x["topic"] in m["topics"]]
        states = Counter(x["state"] for x in parts)
        want.append(
            (cmap[c], m["name"], cmap[m["source_cluster"]], ",".join(sorted(m["topics"])))
            + (len(parts), ", ".join(f"{s}={n}" for s, n in sorted(states.items())))
            + (creates.get((truth["clusters"][c]["mirror_endpoint"], m["name"])),)
        )
    assert mine == sorted(want, key=str)


def test_partitions_equal_truth(case):
    _name, truth, a, cmap = case
    mine = sorted(table_rows(a.partitions, ["cluster", "mirror", "topic", "partition", "state"]))
    mirror_of = {(m["cluster"], t): m["name"] for m in truth["mirrors"] for t in m["topics"]}
    want = sorted(
        (cmap[x["cluster"]], mirror_of[(x["cluster"], x["topic"])], x["topic"])
        + (x["partition"], x["state"])
        for x in truth["logs"]
    )
    assert mine == want


# ---------------------------------------------------------------- transitions, LMOs


def test_transitions_equal_truth(case):
    """Carried transitions as the truth lists them; a state written in process appears as an
    inferred transition at the first poll that showed it, from the last state seen, valid,
    its note naming the states no poll saw on the way."""
    _name, truth, a, cmap = case
    cols = ["cluster", "mirror", "topic", "partition", "from_state", "to_state", "rpc"]
    cols += ["correlation_id", "client_id", "client", "server", "inferred", "valid", "note"]
    mine = sorted(table_rows(a.transitions, cols), key=str)
    rpcs = {r["id"]: r for r in truth["rpcs"]}
    per: dict = {}
    for t in truth["transitions"]:
        per.setdefault((t["cluster"], t["topic"], t["partition"]), []).append(t)
    want = []
    for seq in per.values():
        last, unseen = None, []
        for t in sorted(seq, key=lambda t: _ns(t["time"])):
            head = (cmap[t["cluster"]], t["mirror"], t["topic"], t["partition"])
            if not t.get("local"):
                if _captured(truth, t["time"]):
                    want.append(
                        head
                        + (t["from"], t["to"], t["rpc"], t["correlation_id"])
                        + (t["client_id"], t["client"], t["server"], False, True, None)
                    )
                last, unseen = t["to"], []
                continue
            if t["seen_by"] is None:
                unseen.append(t["to"])
                continue
            poll = rpcs[t["seen_by"]]
            via = f"; via {' and '.join(unseen)}, not seen by any poll" if unseen else ""
            want.append(
                head
                + (last, t["to"], "DescribeMirrors", poll["correlation_id"])
                + (poll["client_id"], poll["client"], poll["server"], True, True, INFERRED + via)
            )
            last, unseen = t["to"], []
    assert mine == sorted(want, key=str)
    assert a.summary()["invalid_transitions"] == []


def test_lmos_equal_truth(case):
    """The LMOs that crossed the wire while it was captured (those a leader that is its own
    coordinator wrote or read in process are not on it); a state read returning a state is a
    record even when its write came before the capture."""
    _name, truth, a, cmap = case
    on_wire = lambda x: not x.get("local") and _captured(truth, x["time"])  # noqa: E731
    mine, want = lmo_rows(a, truth, cmap, keep=on_wire)
    assert mine == want


# ---------------------------------------------------------------- the command


@pytest.mark.slow
def test_summary_names_lost_writes_of_both_stray_producers():
    truth = load_truth("coordinator")
    args = [str(CAPTURES / truth["capture"])]
    args += [x for p in truth["ports"] if p != 9092 for x in ("-p", str(p))]
    out = CliRunner().invoke(analyze_cmd, args, terminal_width=80)
    assert out.exit_code == 0, out.output
    text = " ".join(out.output.split())
    assert "0 outside the state machine" in text
    assert "2 records of a transaction committed after failover, 1 marker" in text
    lines = [x for x in text.split(" orders-") if "removed at failback" in x]
    assert any("from 2 producers" in x and "producer-a2" in x for x in lines)
    assert "producer-a3" in text


# ---------------------------------------------------------------- a fresh run

#: Every table check above, run on a fresh capture.
CHECKS = [
    test_captures_lack_what_they_should,
    test_truncations_equal_truth,
    test_failbacks_equal_truth,
    test_lost_writes_equal_truth,
    test_lost_writes_times_and_records_cluster,
    test_mirrors_equal_truth,
    test_partitions_equal_truth,
    test_transitions_equal_truth,
    test_lmos_equal_truth,
]


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.slow
def test_a_fresh_run_is_analysed_right(tmp_path, name):
    """The scenario played again on spare ports with another seed (other record counts,
    partitions and thread timing, so other polls see other states): every table still
    equals its truth."""
    from dissector.scenario import Layout, run_scenario
    from dissector.scenario.processes import can_capture

    if can_capture() is not None:
        pytest.skip(f"cannot capture: {can_capture()}")
    ports = free_ports(4)
    layout = Layout(a_tansu=ports[0], b_tansu=ports[1], a_mirror=ports[2], b_mirror=ports[3])
    out = tmp_path / f"{name}.pcapng"
    truth = run_scenario(name, out, seed=14, layout=layout, scale=0.6)
    truth["_dir"] = tmp_path
    a = analyze(out, ports=truth["ports"])
    case = (name, truth, a, cluster_map(a, truth))
    for check in CHECKS:
        check(case)
    if shutil.which("tshark") is not None:
        test_lost_writes_producer_ids(case)
