"""The summary is read from the tables' rows, before any DataFrame is made.

``kmirror analyze`` prints :meth:`Analysis.summary` without making a DataFrame or
importing pandas (about a quarter of a second of every run).  The summary must be
the summary of the tables a user sees: checked here against the same analysis with
every DataFrame made first (then the summary reads the DataFrames), against figures
computed with pandas from the tables themselves, and against a table the user set.
"""

from __future__ import annotations

import subprocess
import sys
from collections import Counter

import pandas as pd
import pytest

import dissector.analysis as analysis

from helpers import CAPTURES, load_truth

SCENARIOS = ["failback", "errors", "late", "coordinator", "cl3-failback", "multi"]


def _analyze(name: str) -> analysis.Analysis:
    truth = load_truth(name)
    return analysis.analyze(
        str(CAPTURES / truth["capture"]),
        ports=sorted(set(truth["ports"])),
        profile=truth["profile"]["name"],
    )


def _iso(t) -> str | None:
    return None if t is None or pd.isna(t) else t.isoformat().replace("+00:00", "Z")


@pytest.mark.parametrize("name", SCENARIOS)
@pytest.mark.slow
def test_summary_from_rows_is_the_summary_of_the_tables(name):
    from_rows = _analyze(name).summary(top=50)
    a = _analyze(name)
    a.tables()  # every DataFrame made first: the summary reads them
    assert a.summary(top=50) == from_rows

    # figures computed with pandas from the tables themselves
    tr, offs, errs, tc = a.transitions, a.offsets, a.errors, a.truncations
    placeholder = offs["placeholder"].eq(True).fillna(False).astype(bool)
    assert from_rows["transitions"] == len(tr) and from_rows["truncations"] == len(tc)
    assert from_rows["lmos_written"] == int(((offs["kind"] == "lmo_write") & ~placeholder).sum())
    assert from_rows["lmos_read"] == int(((offs["kind"] == "lmo_read") & ~placeholder).sum())
    assert from_rows["lmo_placeholders"] == int(placeholder.sum())
    assert from_rows["records_truncated"] == int(tc["records_removed"].fillna(0).sum())
    assert from_rows["inferred_transitions"] == int(tr["inferred"].eq(True).fillna(False).sum())
    steps = [
        (a_, n) in analysis.PROTOCOL_STEPS
        for a_, n in zip(errs["api_name"].astype(str), errs["error_name"].astype(str), strict=True)
    ]
    fails = errs[[not s for s in steps]]
    assert from_rows["errors"] == len(fails)
    assert from_rows["errors_by_api"] == [
        {"error_name": n, "api_name": api, "count": int(c)}
        for (n, api), c in fails.groupby(
            [fails["error_name"].fillna("?"), fails["api_name"].astype("string")], observed=True
        )
        .size()
        .items()
    ]
    assert from_rows["clusters"] == {
        c: sorted(g["address"]) for c, g in a.clusters.groupby("cluster", observed=True)
    }
    assert from_rows["partitions_by_state"] == dict(
        Counter(a.partitions["state"].astype("string").fillna("?"))
    )
    mirror_errors = errs[errs["api_name"].isin(list(a.profile.rpcs))].head(50)
    assert [e["time"] for e in from_rows["mirror_errors"]] == [
        _iso(t) for t in mirror_errors["time"]
    ]
    assert [(f["topic"], f["partition"], f["lmo_written"]) for f in from_rows["failbacks"]] == [
        (r.topic, int(r.partition), None if pd.isna(r.lmo_written) else int(r.lmo_written))
        for r in a.failbacks.itertuples()
    ]


def test_summary_times_are_written_as_pandas_writes_them():
    """Times in the summary are ISO-8601 UTC text as ``pd.Timestamp.isoformat`` gives it
    (µs, ns when there are ns, no fraction when 0), ending in ``Z``."""
    a = _analyze("failback")
    s = a.summary()
    tr = a.transitions
    assert s["timeline"] and s["lost_writes"]
    wanted = {_iso(t) for t in tr["time"]} | {
        _iso(pd.Timestamp(x["time"], tz="UTC")) for x in a.lost
    }
    assert {e["time"] for e in s["timeline"]} <= wanted
    assert [x["time"] for x in s["lost_writes"]] == [
        _iso(pd.Timestamp(x["time"], tz="UTC")) for x in a.lost
    ]
    # the three shapes pandas writes, through a table the user sets
    errs = a.errors.iloc[:0].copy()
    times = [
        "2026-12-01T18:45:13Z",
        "2026-12-01T18:45:13.610000Z",
        "2026-12-01T18:45:13.610000123Z",
    ]
    errs = pd.concat(
        [
            errs,
            pd.DataFrame(
                {
                    "time": pd.to_datetime(times, utc=True, format="ISO8601"),
                    "api_name": pd.Series(["DescribeMirrors"] * 3, dtype="category"),
                    "error_name": pd.Series(["UNKNOWN_SERVER_ERROR"] * 3, dtype="string"),
                }
            ),
        ],
        ignore_index=True,
    )
    a.errors = errs
    assert [e["time"] for e in a.summary()["mirror_errors"]] == times


def test_a_table_set_by_the_user_is_what_the_summary_reads():
    a = _analyze("failback")
    before = a.summary()
    assert before["transitions"] > 0
    a.transitions = a.transitions.iloc[:0]
    after = a.summary()
    assert after["transitions"] == 0 and after["transitions_by_kind"] == {}
    assert [e for e in after["timeline"] if "truncation" not in e["event"]] == []
    assert after["lost_writes"] == before["lost_writes"]


@pytest.mark.slow
def test_the_summary_and_the_command_import_no_pandas():
    """``analyze(...).summary()`` and ``kmirror analyze`` load no pandas; a table does."""
    truth = load_truth("failback")
    path, ports = str(CAPTURES / truth["capture"]), sorted(set(truth["ports"]))
    code = f"""
import sys
import dissector.analysis as analysis
a = analysis.analyze({path!r}, ports={ports!r})
s = a.summary()
before = "pandas" in sys.modules
n = len(a.transitions)
print(before, "pandas" in sys.modules, s["transitions"] == n > 0)
"""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False", "True", "True"]
    code = f"""
import sys
from dissector.cli import run
sys.argv = ["kmirror", "analyze", {path!r}, *[a for p in {ports!r} for a in ("-p", str(p))]]
try:
    run()
except SystemExit as e:
    assert not e.code, e.code
print("pandas" in sys.modules, file=sys.stderr)
"""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stderr.split()[-1] == "False"
    assert "failback.pcapng: 686 messages, 343 exchanges" in out.stdout
