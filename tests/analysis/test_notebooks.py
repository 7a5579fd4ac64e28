"""The notebooks of notebooks/: committed clean, and run top to bottom on the scenario captures.

Each notebook is executed with nbclient in a kernel of this interpreter (a kernelspec written
to a temporary JUPYTER_PATH), from notebooks/, as Jupyter would run it.  A probe cell appended
to the notebook prints, as JSON, the values the notebook computed; they are checked against the
ground truth of the capture (``captures/<scenario>.truth.json``):

- failback_analysis on captures/failback.pcapng: records truncated per partition (with the
  offsets before and after) equal the truth's truncations; LMO written at failover and read at
  failback equal the truth's LMOs; the state timeline has one lane per mirrored partition with
  the truth's state sequence; the conclusions carry the totals;
- triage on captures/errors.pcapng (its default): errors by name and by RPC, and every error's
  request and field path, equal the truth's errors; the unanswered request and its retry; the
  mirror keys each broker advertised equal the profile's keys; the control-RPC timeline;
- triage again on captures/failback.pcapng through KMIRROR_CAPTURE (the override tests use).

Every cell tagged ``plot`` must have produced an image/png output, and no cell an error.
The committed .ipynb files must have no outputs and no execution counts.
"""

from __future__ import annotations

import json
import os
import sys
from collections import Counter
from pathlib import Path

import pytest

from helpers import CAPTURES, ROOT, load_truth, script_module

pytestmark = pytest.mark.slow

NOTEBOOKS = ROOT / "notebooks"
NAMES = ["failback_analysis.ipynb", "triage.ipynb"]
KERNEL = "kmirror-test-python"
MARK = "KMIRROR-PROBE:"

PROBE_HEAD = """
import json as _json
def _rows(df):
    return _json.loads(df.to_json(orient="records", date_format="iso"))
"""

FAILBACK_PROBE = (
    PROBE_HEAD
    + f"""
print({MARK!r} + _json.dumps({{
    "capture": PATH.name,
    "clusters": _rows(a.clusters[["address", "cluster"]]),
    "truncated": _rows(truncated[KEY + ["reason", "offset_before", "offset_after",
                                        "records_removed"]]),
    "by_partition": {{f"{{t}}-{{p}}": {{g: (None if v != v else int(v)) for g, v in row.items()}}
                     for (t, p), row in truncated_by_partition.astype(float).iterrows()}},
    "lmo_compare": _rows(lmo_compare),
    "lanes": [[str(c), str(m), str(t), int(p)] for c, m, t, p in lanes],
    "segments": _rows(state_segments[KEY + ["state", "start_s", "end_s"]].astype({{"state": str}})),
    "lag_points": int(len(lag)),
    "conclusions": conclusions,
    "lost_writes": _rows(lost_table),
    "timeline": _rows(timeline),
}}))
"""
)

TRIAGE_PROBE = (
    PROBE_HEAD
    + f"""
print({MARK!r} + _json.dumps({{
    "capture": PATH.name,
    "top": TOP,
    "errors_by_name": {{str(k): int(v) for k, v in errors_by_name.items()}},
    "errors_by_rpc": {{f"{{api}}|{{name}}": int(n)
                      for api, row in errors_by_rpc.drop(columns="total").iterrows()
                      for name, n in row.items() if n}},
    "error_details": _rows(error_details),
    "slowest": _rows(slowest),
    "slowest_not_fetch": _rows(slowest_not_fetch),
    "unanswered": _rows(unanswered),
    "mirror_keys": _rows(mirror_keys),
    "used": _rows(used),
    "control": _rows(control_timeline),
    "findings": findings,
}}))
"""
)


def _read(name: str) -> dict:
    return json.loads((NOTEBOOKS / name).read_text())


def _tags(cell) -> list[str]:
    return list(cell.get("metadata", {}).get("tags", []))


# ---------------------------------------------------------------- committed files


@pytest.mark.parametrize("name", NAMES)
def test_committed_without_outputs(name):
    nb = _read(name)
    code = [c for c in nb["cells"] if c["cell_type"] == "code"]
    assert code
    for c in code:
        assert c.get("outputs") == [], f"{name}: cell {c.get('id')} has outputs"
        assert c.get("execution_count") is None, f"{name}: cell {c.get('id')} has a count"
        assert "execution" not in c.get("metadata", {})


@pytest.mark.parametrize("name", NAMES)
def test_parameters_cell(name):
    import nbformat

    nb = nbformat.read(NOTEBOOKS / name, as_version=4)
    nbformat.validate(nb)
    first = next(c for c in nb.cells if c.cell_type == "code")
    assert "parameters" in _tags(first), "the first code cell must be tagged 'parameters'"
    params: dict = {}
    exec(first.source, {}, params)
    assert isinstance(params["CAPTURE"], str) and isinstance(params["PORTS"], list)
    # the default capture exists from the notebook folder's parent (where resolve() finds it)
    scenario = Path(params["CAPTURE"]).name.removesuffix(".pcapng")
    assert (ROOT / params["CAPTURE"]).is_file()
    assert params["PORTS"] == load_truth(scenario)["ports"]
    assert sum("plot" in _tags(c) for c in nb.cells) >= 3
    assert sum("readme-figure" in _tags(c) for c in nb.cells) == 1


def test_readme_figure_committed():
    png = ROOT / "docs" / "failback_timeline.png"
    data = png.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert len(data) < 200_000


# ---------------------------------------------------------------- execution


@pytest.fixture(scope="module")
def kernel(tmp_path_factory):
    """A kernelspec for this interpreter in a temporary JUPYTER_PATH (with its own IPython
    and runtime folders), active for the module."""
    tmp = tmp_path_factory.mktemp("jupyter")
    (tmp / "runtime").mkdir()
    spec = tmp / "share" / "kernels" / KERNEL
    spec.mkdir(parents=True)
    (spec / "kernel.json").write_text(
        json.dumps(
            {
                "argv": [sys.executable, "-m", "ipykernel_launcher", "-f", "{connection_file}"],
                "display_name": "kmirror tests",
                "language": "python",
                "metadata": {"debugger": False},
            }
        )
    )
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("JUPYTER_PATH", str(tmp / "share"))
        mp.setenv("JUPYTER_RUNTIME_DIR", str(tmp / "runtime"))
        mp.setenv("IPYTHONDIR", str(tmp / "ipython"))
        mp.setenv("MPLBACKEND", "Agg")
        mp.setenv("MPLCONFIGDIR", str(tmp / "mpl"))
        yield KERNEL


def _execute(kernel: str, name: str, probe: str, env: dict[str, str] | None = None):
    """Run notebook ``name`` plus the probe cell; returns (executed notebook, probe values)."""
    import nbformat
    from nbclient import NotebookClient
    from traitlets.config import Config

    config = Config()  # local IPC sockets in the kernel's temporary folder rather than TCP
    config.KernelManager.transport = "ipc"
    config.KernelManager.ip = str(Path(os.environ["JUPYTER_RUNTIME_DIR"]) / "kernel")
    nb = nbformat.read(NOTEBOOKS / name, as_version=4)
    nb.cells.append(nbformat.v4.new_code_cell(probe))
    with pytest.MonkeyPatch.context() as mp:
        for k in ("KMIRROR_CAPTURE", "KMIRROR_PORTS"):
            mp.delenv(k, raising=False)
        for k, v in (env or {}).items():
            mp.setenv(k, v)
        NotebookClient(
            nb,
            kernel_name=kernel,
            timeout=120,
            config=config,
            resources={"metadata": {"path": str(NOTEBOOKS)}},
        ).execute()
    text = "".join(o.get("text", "") for o in nb.cells[-1].outputs if o.output_type == "stream")
    line = next(x for x in text.splitlines() if x.startswith(MARK))
    return nb, json.loads(line[len(MARK) :])


def _check_outputs(nb) -> None:
    plots = 0
    for cell in nb.cells:
        if cell.cell_type != "code":
            continue
        errors = [o for o in cell.outputs if o.output_type == "error"]
        assert not errors, f"cell {cell.get('id')}: {errors[0].get('ename')}"
        if "plot" in _tags(cell):
            plots += 1
            pngs = [o for o in cell.outputs if "image/png" in o.get("data", {})]
            assert pngs, f"plot cell {cell.get('id')} produced no image/png"
    assert plots >= 3


def _cluster_map(values: dict, truth: dict) -> dict[str, str]:
    """Truth cluster name (a, b) -> the notebook's cluster label, via the truth's addresses."""
    of = {r["address"]: r["cluster"] for r in values["clusters"]}
    return {n: of[c["mirror_endpoint"]] for n, c in truth["clusters"].items()}


@pytest.fixture(scope="module")
def failback(kernel):
    return _execute(kernel, "failback_analysis.ipynb", FAILBACK_PROBE)


@pytest.fixture(scope="module")
def triage(kernel):
    return _execute(kernel, "triage.ipynb", TRIAGE_PROBE)


@pytest.fixture(scope="module")
def triage_failback(kernel):
    env = {
        "KMIRROR_CAPTURE": str(CAPTURES / "failback.pcapng"),
        "KMIRROR_PORTS": ",".join(map(str, load_truth("failback")["ports"])),
    }
    return _execute(kernel, "triage.ipynb", TRIAGE_PROBE, env)


def test_failback_notebook_runs_and_plots(failback):
    nb, v = failback
    _check_outputs(nb)
    assert v["capture"] == "failback.pcapng"
    figure = next(c for c in nb.cells if "readme-figure" in _tags(c))
    assert any("image/png" in o.get("data", {}) for o in figure.outputs)


def test_failback_truncations_equal_truth(failback):
    _, v = failback
    truth = load_truth("failback")
    cmap = _cluster_map(v, truth)
    key = ("cluster", "mirror", "topic", "partition", "reason")
    got = {
        tuple(r[k] for k in key): (r["offset_before"], r["offset_after"], r["records_removed"])
        for r in v["truncated"]
    }
    want = {
        (cmap[t["cluster"]], t["mirror"], t["topic"], t["partition"], t["reason"]): (
            t["offset_before"],
            t["offset_after"],
            t["records_removed"],
        )
        for t in truth["truncations"]
    }
    assert len(v["truncated"]) == len(truth["truncations"])
    assert got == want
    # the per-partition table that the plot draws: records removed summed per partition
    per_partition = Counter()
    for t in truth["truncations"]:
        per_partition[f"{t['topic']}-{t['partition']}"] += t["records_removed"]
    drawn = {p: sum(n for n in groups.values() if n) for p, groups in v["by_partition"].items()}
    assert drawn == dict(per_partition)
    assert sum(drawn.values()) == truth["summary"]["records_truncated"] == 19


def test_failback_lost_writes_equal_truth(failback):
    """The notebook's lost-writes table names, offset by offset, the producer records the
    truth says each truncation removed; every other removed offset is a marker."""
    _, v = failback
    truth = load_truth("failback")
    cmap = _cluster_map(v, truth)
    mine: dict[tuple, list] = {}
    others: dict[tuple, int] = {}
    for r in v["lost_writes"]:
        key = (r["cluster"], r["topic"], r["partition"], r["reason"])
        if r["kind"] in ("acknowledged", "transactional"):
            mine.setdefault(key, []).extend(
                (o, r["client_id"]) for o in range(r["first_offset"], r["last_offset"] + 1)
            )
        else:
            assert r["kind"] == "marker" and r["txn_outcome"] == "aborted"
            others[key] = others.get(key, 0) + r["offsets"]
    want: dict[tuple, list] = {}
    want_others: dict[tuple, int] = {}
    for t in truth["truncations"]:
        key = (cmap[t["cluster"]], t["topic"], t["partition"], t["reason"])
        got = t["produced_in_range"]
        if got["records"]:
            want[key] = [(r["offset"], r["producer"]) for r in got["records"]]
        if got["markers_or_other"]:
            want_others[key] = got["markers_or_other"]
    assert mine == want and others == want_others


def test_failback_timeline(failback):
    _, v = failback
    events = [(e["cluster"], e["event"]) for e in v["timeline"]]
    kinds = [e for _c, e in events]
    first = {k: kinds.index(k) for k in reversed(kinds)}
    done = "failover done (-> STOPPED, LMO written)"
    assert first["failover started (-> STOPPING)"] < first[done]
    started = "failback started: topics added (-> INITIALIZING)"
    assert first[done] < first[started]
    assert first[started] < first["failback truncation: 7 offsets removed"]
    times = [e["time"] for e in v["timeline"]]
    assert times == sorted(times)


def test_failback_lmos_equal_truth(failback):
    _, v = failback
    truth = load_truth("failback")
    cmap = _cluster_map(v, truth)
    written = {
        (x["topic"], x["partition"]): x["lmo"]
        for x in truth["lmos"]
        if x["op"] == "write" and x["state"] == "STOPPED"
    }
    back_mirror = next(m["name"] for m in truth["mirrors"] if m["name"] != "eu-west")
    read = {
        (x["topic"], x["partition"]): (x["lmo"], x["recorded"])
        for x in truth["lmos"]
        if x["op"] == "read" and x["rpc"] == "LastMirroredOffsets" and x["mirror"] == back_mirror
    }
    rows = {(r["topic"], r["partition"]): r for r in v["lmo_compare"]}
    assert set(rows) == set(read)
    for k, r in rows.items():
        assert r["lmo_written"] == written.get(k), k
        assert (r["lmo_returned"], r["lmo_recorded"]) == read[k], k
        assert r["failback_cluster"] == cmap["a"] and r["failback_mirror"] == back_mirror
        assert r["match"] == (True if k in written else None)
    assert sum(r["match"] is True for r in v["lmo_compare"]) == len(written) == 5


def test_failback_state_timeline_equals_truth(failback):
    _, v = failback
    truth = load_truth("failback")
    cmap = _cluster_map(v, truth)
    want: dict[tuple, list[str]] = {}
    for t in truth["transitions"]:
        want.setdefault((cmap[t["cluster"]], t["mirror"], t["topic"], t["partition"]), []).append(
            t["to"]
        )
    assert sorted(map(tuple, v["lanes"])) == sorted(want)
    got: dict[tuple, list[str]] = {}
    for s in v["segments"]:
        got.setdefault((s["cluster"], s["mirror"], s["topic"], s["partition"]), []).append(
            s["state"]
        )
        assert s["end_s"] >= s["start_s"] >= 0
    assert got == want
    # lanes: the first mirror (eu-west on b) on top, then the mirror pointing back
    assert v["lanes"][0][:2] == [cmap["b"], "eu-west"]
    assert v["lanes"][-1][:2] == [cmap["a"], "eu-west-back"]
    assert v["lag_points"] > 0


def test_failback_conclusions_from_data(failback):
    _, v = failback
    text = "\n".join(v["conclusions"])
    assert "In total 19 offsets were truncated" in text
    assert "truncated 13 offsets on 5 partitions" in text  # at failback, on cluster a
    assert "removed 6 offsets (orders-1: 6)" in text  # at failover, to the LSO
    assert "for 5 of 5 partitions" in text
    assert "refunds-0" in text and "no record" in text
    assert "all allowed by the state machine" in text


def test_triage_notebook_runs_and_plots(triage):
    nb, v = triage
    _check_outputs(nb)
    assert v["capture"] == "errors.pcapng"


def test_triage_errors_equal_truth(triage):
    _, v = triage
    truth = load_truth("errors")
    assert v["errors_by_name"] == dict(Counter(e["error_name"] for e in truth["errors"]))
    assert v["errors_by_rpc"] == {
        f"{rpc}|{name}": n
        for (rpc, name), n in Counter((e["rpc"], e["error_name"]) for e in truth["errors"]).items()
    }
    got = Counter(
        (e["client"], e["server"], e["correlation_id"], e["path"], e["error_name"], e["frame"])
        for e in v["error_details"]
    )
    want = Counter(
        (e["client"], e["server"], e["correlation_id"], e["path"], e["error_name"], e["frame"])
        for e in truth["errors"]
    )
    assert got == want


def test_triage_unanswered_and_retry(triage):
    _, v = triage
    truth = load_truth("errors")
    key = ("client", "server", "correlation_id")
    assert sorted(tuple(u[k] for k in key) for u in v["unanswered"]) == sorted(
        tuple(u[k] for k in key) for u in truth["unanswered"]
    )
    (u,) = v["unanswered"]
    (t,) = truth["unanswered"]
    assert u["api_name"] == t["rpc"] and u["request_frame"] == t["frames"]["request"]
    # the cause: no response within 1.5 s, the leader reconnects and sends it again
    assert u["next_on_new_connection"] is True and u["next_status"] == "answered"
    assert 1.5 <= u["next_same_request_after_s"] < 2.0


def test_triage_advertised_mirror_keys(triage):
    _, v = triage
    truth = load_truth("errors")
    keys = truth["profile"]["api_keys"]
    endpoints = {c["mirror_endpoint"] for c in truth["clusters"].values()}
    by_broker: dict[str, dict[int, str]] = {}
    for r in v["mirror_keys"]:
        by_broker.setdefault(r["broker"], {})[r["api_key"]] = r["profile_rpc"]
    assert set(by_broker) == endpoints  # the Tansu brokers advertise only standard keys
    for broker in endpoints:
        assert by_broker[broker] == {k: rpc for rpc, k in keys.items()}
    assert all(r["advertised_by_server"] for r in v["used"])


def test_triage_slowest_and_control_timeline(triage):
    _, v = triage
    truth = load_truth("errors")
    lat = [r["latency_ms"] for r in v["slowest"]]
    assert lat == sorted(lat, reverse=True) and len(lat) == v["top"]
    assert all(r["api_name"] != "Fetch" for r in v["slowest_not_fetch"])
    assert all(r["latency_ms"] <= lat[0] for r in v["slowest_not_fetch"])
    control = {r["api_name"] for r in v["control"]}
    assert set(truth["profile"]["api_keys"]) - {"RemoveTopicsFromMirror"} <= control
    rpcs = [r for r in truth["rpcs"] if r["rpc"] in control]
    assert Counter(r["api_name"] for r in v["control"]) == Counter(r["rpc"] for r in rpcs)
    outcomes = Counter(r["outcome"] for r in v["control"])
    assert outcomes["unanswered"] == len(truth["unanswered"]) == 1
    assert outcomes["error"] == sum(1 for r in rpcs if r["errors"])
    text = "\n".join(v["findings"])
    assert "eu-west audit-0 FAILED" in text
    assert "12 non-zero error codes" in text


def test_triage_capture_from_environment(triage_failback):
    nb, v = triage_failback
    _check_outputs(nb)
    truth = load_truth("failback")
    assert v["capture"] == "failback.pcapng"
    assert v["errors_by_name"] == dict(Counter(e["error_name"] for e in truth["errors"]))
    assert v["unanswered"] == []


def test_kernel_is_this_interpreter(kernel):
    from jupyter_client.kernelspec import KernelSpecManager

    spec = KernelSpecManager().get_kernel_spec(kernel)
    assert spec.argv[0] == sys.executable
    assert os.environ["MPLBACKEND"] == "Agg"


def test_triage_on_the_2026_07_revision(kernel, tmp_path):
    """The triage notebook on a capture of the 2026-07 prototype's RPCs (cl3_capture.py):
    the profile is chosen from the capture, every cell runs, errors come by their names."""
    from cl3_capture import write_capture

    path = write_capture(tmp_path / "cl3.pcap")
    probe = (
        "import json\n"
        f"print({MARK!r} + json.dumps({{'profile': a.profile.name, "
        "'errors': sorted(set(a.errors['error_name'].dropna()))}))\n"
    )
    nb, values = _execute(kernel, "triage.ipynb", probe, {"KMIRROR_CAPTURE": str(path)})
    for cell in nb.cells:
        errors = [o for o in cell.get("outputs", []) if o.output_type == "error"]
        assert not errors, f"cell {cell.get('id')}: {errors[0].get('ename')}"
    assert values["profile"] == "kip1279-cl3-2026-07"
    assert "MIRROR_TOPIC_NOT_STOPPED" in values["errors"]


# ---------------------------------------------------------------- every scenario capture

#: Every committed scenario capture (one with a .truth.json), of every profile.
SCENARIOS = sorted(p.name.removesuffix(".truth.json") for p in CAPTURES.glob("*.truth.json"))


def _scenario_env(scenario: str) -> tuple[dict, dict[str, str]]:
    truth = load_truth(scenario)
    env = {
        "KMIRROR_CAPTURE": str(CAPTURES / truth["capture"]),
        "KMIRROR_PORTS": ",".join(map(str, truth["ports"])),
    }
    return truth, env


def _lanes(truth: dict) -> int:
    return len({(t["cluster"], t["mirror"], t["topic"], t["partition"])
                for t in truth["transitions"]})


def test_every_scenario_has_a_capture():
    assert len(SCENARIOS) >= 10 and "cl3-failback" in SCENARIOS
    profiles = {load_truth(s)["profile"]["name"] for s in SCENARIOS}
    assert profiles == {"kip1279-seed", "kip1279-cl3-2026-07", "kip1279-late-2026"}


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_failback_notebook_on_every_scenario(kernel, scenario):
    """The failback notebook runs on every scenario capture (cl3-failback crashed in its
    conclusions on a lag compared with an unknown cut), every plot drawn, one lane per
    partition the truth saw change state, the conclusions' total the truth's."""
    truth, env = _scenario_env(scenario)
    nb, v = _execute(kernel, "failback_analysis.ipynb", FAILBACK_PROBE, env)
    _check_outputs(nb)
    assert v["capture"] == truth["capture"]
    assert len(v["lanes"]) == _lanes(truth)
    text = "\n".join(v["conclusions"])
    unknown = sum(r["records_removed"] is None for r in v["truncated"])
    if unknown:  # a revision that carries epochs: the cut is not on the wire, and says so
        assert f"{unknown} of them cut at offsets not on the wire" in text
        assert truth["profile"]["name"] != "kip1279-seed"
    else:
        want = sum(t["records_removed"] for t in truth["truncations"])
        assert f"In total {want} offsets were truncated" in text


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_triage_notebook_on_every_scenario(kernel, scenario):
    """The triage notebook runs on every scenario capture, every plot drawn, its errors by
    name the truth's."""
    truth, env = _scenario_env(scenario)
    nb, v = _execute(kernel, "triage.ipynb", TRIAGE_PROBE, env)
    _check_outputs(nb)
    assert v["capture"] == truth["capture"]
    # (a capture started after the scenario, as late's, holds the errors from then on)
    since = truth.get("capture_started") or truth["started"]
    want = Counter(e["error_name"] for e in truth["errors"] if e["time"] >= since)
    assert v["errors_by_name"] == dict(want)


@pytest.mark.parametrize(
    ("name", "probe"),
    [("failback_analysis.ipynb", FAILBACK_PROBE), ("triage.ipynb", TRIAGE_PROBE)],
)
def test_notebooks_draw_names_as_text(kernel, name, probe, tmp_path):
    """Every mirror and topic name of the failback capture made ``$\\foo{$`` (TeX to
    matplotlib's mathtext): both notebooks still run and plot (issue 31)."""
    fm = script_module("fuzz_mirror")
    data, n = fm.rewrite(CAPTURES / "failback.pcapng", fm.hostile_names(fm.TEX_TEXT))
    assert n > 100
    path = tmp_path / "tex.pcap"
    path.write_bytes(data)
    ports = ",".join(map(str, load_truth("failback")["ports"]))
    nb, values = _execute(
        kernel, name, probe, {"KMIRROR_CAPTURE": str(path), "KMIRROR_PORTS": ports}
    )
    _check_outputs(nb)
    assert values["capture"] == "tex.pcap"
