"""The compiled accelerator (dissector.native) against the Python source: the same bytes.

Every committed capture (captures/), every handed case (tests/data/cases/) and every
fuzz input kept (tests/data/fuzz/) goes through ``read`` (CSV, all columns), ``read
--full``, ``read --format json``, ``fields`` and ``analyze --json``, once with the
compiled modules and once with ``KMIRROR_PURE=1``; exit codes, output bytes and
standard error must be equal.  Without a build the comparison is skipped, unless
``KMIRROR_REQUIRE_NATIVE=1`` (what ``make test`` sets: there, the build is part of the
setup and its absence is a failure).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import dissector.native as native

from helpers import CAPTURES, CASES, ROOT

pytestmark = pytest.mark.slow

HERE = Path(__file__).resolve().parent
INPUTS = sorted(
    str(p)
    for folder in (CAPTURES, CASES, ROOT / "tests" / "data" / "fuzz")
    for p in folder.iterdir()
    if ".pcap" in p.name
)


def _compiled() -> list[str]:
    return [m for m, state in native.status() if state == "compiled"]


@pytest.fixture(scope="module")
def outputs() -> dict[str, dict]:
    """The runs of tests/native/outputs.py, compiled and pure."""
    compiled = _compiled()
    if not compiled:
        if os.environ.get("KMIRROR_REQUIRE_NATIVE") == "1":
            pytest.fail(
                "KMIRROR_REQUIRE_NATIVE=1 but no module is compiled: run `kmirror native build`"
            )
        pytest.skip("the compiled accelerator is not built (kmirror native build)")
    out = {}
    for mode, pure in (("compiled", ""), ("pure", "1")):
        env = dict(os.environ, KMIRROR_PURE=pure, PYTHONPATH=f"{ROOT}{os.pathsep}{ROOT / 'tests'}")
        env.pop("COLUMNS", None)
        p = subprocess.run(
            [sys.executable, str(HERE / "outputs.py"), *INPUTS],
            env=env,
            capture_output=True,
            text=True,
            cwd=ROOT,
            check=False,
        )
        assert p.returncode == 0, p.stderr[-3000:]
        out[mode] = json.loads(p.stdout)
    return out


def test_every_module_of_the_list_is_compiled_and_loaded_compiled(outputs):
    """The compiled run loaded every module of MODULES from its shared object; the pure
    run from its .py (so the comparison below compares two different programs)."""
    assert len(_compiled()) == len(native.MODULES)
    for module, path in outputs["compiled"]["modules"].items():
        assert path.endswith(".so") and "_native" in path, (module, path)
    for module, path in outputs["pure"]["modules"].items():
        assert path.endswith(".py"), (module, path)


def test_same_output_on_every_capture_case_and_fuzz_input(outputs):
    compiled, pure = outputs["compiled"]["runs"], outputs["pure"]["runs"]
    assert set(compiled) == set(pure) and len(compiled) == len(INPUTS) * 5
    differ = [k for k in compiled if compiled[k] != pure[k]]
    assert not differ, {k: (compiled[k], pure[k]) for k in differ[:3]}
    # the runs read something: most inputs give rows, and the walkthrough its 115 rows
    walk = compiled[f"{CAPTURES / 'walkthrough.pcap'}|read"]
    assert walk[0] == 0 and walk[2] > 10_000
    assert sum(1 for v in compiled.values() if v[0] == 0 and v[2] > 0) > len(INPUTS) * 3


def test_a_changed_source_runs_as_python(tmp_path, monkeypatch):
    """A module whose .py differs from the one built is not loaded compiled (an edit is
    never shadowed by a stale build)."""
    if not _compiled():
        pytest.skip("the compiled accelerator is not built")
    module = "wire.headers"
    real = native.source_path
    copy = tmp_path / "headers.py"
    copy.write_bytes(real(module).read_bytes() + b"\n# changed\n")
    monkeypatch.setattr(native, "source_path", lambda m: copy if m == module else real(m))
    states = dict(native.status())
    assert states[module] == "source changed since the build"
    assert module in native.stale()
    assert sum(1 for s in states.values() if s == "compiled") == len(native.MODULES) - 1


def test_pure_env_keeps_every_module_python():
    env = dict(os.environ, KMIRROR_PURE="1", PYTHONPATH=str(ROOT))
    code = "import dissector.pipeline.dissector as d, sys; print(d.__file__)"
    p = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
    assert p.returncode == 0 and p.stdout.strip().endswith("pipeline/dissector.py"), p


def test_pure_path_without_cython_reads_the_same(tmp_path):
    """Without Cython installed (``import cython`` fails: ``dissector.puremode`` stands in
    for it), the pure path imports every module and reads the walkthrough into the same
    CSV bytes as the pure path with Cython's own stand-in."""
    capture = CAPTURES / "walkthrough.pcap"
    code = (
        "import sys\n"
        "if sys.argv[1] == 'blocked':\n"
        "    sys.modules['cython'] = None\n"
        "from dissector import native\n"
        "import importlib\n"
        "for m in native.MODULES:\n"
        "    importlib.import_module('dissector.' + m)\n"
        "import dissector.pipeline.dissector as d\n"
        "assert d.cython.__name__ == ('dissector.puremode' if sys.argv[1] == 'blocked'"
        " else 'cython'), d.cython\n"
        "from dissector.cli import main\n"
        "main(['read', sys.argv[2], '-p', '19092', '--format', 'csv'], standalone_mode=False)\n"
    )
    env = dict(os.environ, KMIRROR_PURE="1", PYTHONPATH=str(ROOT))
    outs = {}
    for mode in ("blocked", "shadow"):
        p = subprocess.run(
            [sys.executable, "-c", code, mode, str(capture)],
            env=env, capture_output=True, text=True, cwd=ROOT, check=False,
        )  # fmt: skip
        assert p.returncode == 0, p.stderr[-2000:]
        outs[mode] = p.stdout
    assert outs["blocked"] == outs["shadow"] and outs["blocked"].count("\n") > 100


def test_a_changed_declaration_rebuilds_its_module_and_those_that_cimport_it(monkeypatch):
    """A module's digest covers its .pxd and the .pxd files it cimports: a changed
    ``message.pxd`` makes decode.message and every module cimporting Message stale."""
    real = native.source_bytes
    changed = native.PACKAGE / "decode" / "message.pxd"

    def edited(path):
        data = real(path)
        if changed in native.declarations(path.with_suffix(".pxd")):
            data += b"# changed"
        return data

    before = set(native.stale())
    monkeypatch.setattr(native, "source_bytes", edited)
    now = set(native.stale()) - before
    assert {"decode.message", "decode.matching", "tables.table"} <= now
    assert "capture.files" not in now and "stream.reassembly" not in now
