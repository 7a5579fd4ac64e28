"""Figures the wire can only bound (issue 27.6): in ``captures/coordinator.pcapng`` leader-a1
and leader-b1 are their own mirror coordinators, so their partitions' MIRRORING and STOPPED
are written in process, where no capture sees them; a DescribeMirrors poll shows them later.

Such a time or LMO is given as a bound, never as an exact-looking number: the truncation row
says so (``time_from``..``time``, ``bound``), the failbacks row has ``time_to_mirroring_ms`` and
``lmo_written`` null with their bounds beside them (``time_to_mirroring_min_ms``/``_max_ms``,
``lmo_written_max``) and ``bound`` saying why.  Each bound must hold the truth's own value (the
scenario knows when it wrote each state); rows whose steps are on the wire keep exact figures.
"""

from __future__ import annotations

import datetime

import pytest

from dissector.analysis import analyze

from helpers import CAPTURES, load_truth, na


def _ns(iso: str) -> int:
    dt = datetime.datetime.fromisoformat(iso.replace("Z", "+00:00"))
    return int(dt.timestamp()) * 1_000_000_000 + dt.microsecond * 1000


@pytest.fixture(scope="module")
def case():
    truth = load_truth("coordinator")
    a = analyze(CAPTURES / truth["capture"], ports=truth["ports"])
    of = dict(zip(a.clusters["address"], a.clusters["cluster"], strict=True))
    cmap = {n: of[c["mirror_endpoint"]] for n, c in truth["clusters"].items()}
    local = {}
    for t in truth["transitions"]:
        if t.get("local"):
            local[(cmap[t["cluster"]], t["topic"], t["partition"], t["to"])] = _ns(t["time"])
    return truth, a, cmap, local


def test_steps_not_on_the_wire_are_bounded_truncations(case):
    truth, a, _cmap, local = case
    tc = [{k: na(v) for k, v in r.items()} for r in a.truncations.to_dict("records")]
    observed = [r for r in tc if r["observed_by"] is not None]
    assert len(observed) == 10 and all(r["bound"] for r in observed)
    for r in observed:
        step = "STOPPED" if r["reason"] == "failover" else "MIRRORING"
        true = local[(r["cluster"], r["topic"], r["partition"], step)]
        lo, hi = r["time_from"].value, r["time"].value
        assert lo < true <= hi, (r["topic"], r["partition"], r["reason"])
        assert r["bound"].startswith(f"time: {step} written in process by its own mirror")
    on_wire = [r for r in tc if r["observed_by"] is None]
    assert on_wire and all(r["bound"] is None and r["time_from"] is None for r in on_wire)


def test_failbacks_give_bounds_not_exact_looking_figures(case):
    truth, a, cmap, local = case
    cuts = {
        (cmap[t["cluster"]], t["topic"], t["partition"]): t["offset_after"]
        for t in truth["truncations"]
        if t["reason"] == "failover"
    }
    rows = [{k: na(v) for k, v in r.items()} for r in a.failbacks.to_dict("records")]
    bounded = [r for r in rows if r["bound"] is not None]
    assert {(r["topic"], r["partition"]) for r in bounded} == {
        ("orders", 0), ("orders", 2), ("payments", 0), ("refunds", 0)
    }  # fmt: skip
    for r in bounded:
        assert r["time_to_mirroring_ms"] is None and r["mirroring_again"] is None
        true = local[(r["failback_cluster"], r["topic"], r["partition"], "MIRRORING")]
        ms = (true - r["failback_start"].value) / 1e6
        assert r["time_to_mirroring_min_ms"] <= ms <= r["time_to_mirroring_max_ms"]
        assert r["mirroring_after"].value < true <= r["mirroring_seen"].value
        if r["failover_cluster"] is not None:
            assert r["lmo_written"] is None and r["failover_time"] is None
            assert r["lmo_written_max"] >= cuts[(r["failover_cluster"], r["topic"], r["partition"])]
            assert "lmo_written null" in r["bound"]
    exact = [r for r in rows if r["bound"] is None]
    assert {(r["topic"], r["partition"]) for r in exact} == {("orders", 1), ("payments", 1)}
    for r in exact:
        assert r["time_to_mirroring_ms"] > 0 and r["lmo_written"] is not None
        assert r["time_to_mirroring_min_ms"] is None and r["lmo_written_max"] is None


@pytest.mark.slow
def test_the_analyze_command_prints_bounds():
    from click.testing import CliRunner

    from dissector.cli.analyze import analyze as analyze_cmd

    truth = load_truth("coordinator")
    args = [str(CAPTURES / truth["capture"])] + [f"-p{p}" for p in truth["ports"]]
    res = CliRunner().invoke(analyze_cmd, args)
    assert res.exit_code == 0, res.output
    lines = [" ".join(x.split()) for x in res.output.splitlines()]
    orders0 = next(x for x in lines if x.startswith("orders-0 cluster-b"))
    assert orders0.startswith("orders-0 cluster-b <=12 0 cluster-a 12 6 ")
    assert ".." in orders0.split()[-1]
