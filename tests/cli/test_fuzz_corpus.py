"""Every input scripts/fuzz.py found (tests/data/fuzz/) replayed, and the fuzzer's own parts.

Replay: each capture of the corpus through every command that reads a capture
(``read``, ``read --full``, ``analyze``, ``show``, ``fields``, ``keys``,
``report``; the CLI: exit 0, 1 or 2 and no traceback; each command within
:data:`MAX_CLI_CALLS` function calls beyond the CLI's start-up and under 300 MB) and
through the API's read, full read and analysis in a forked child
(:func:`fuzz.run_in_child`: no exception but the documented ones, :data:`MAX_CALLS`
function calls, 300 MB).  Work is counted in calls, not timed: how fast belongs in
scripts/benchmark.py.
A sidecar (``<name>.json``) says what failed when the input was found and with which
seed; ``open`` (reason naming the class, the owner) and ``open_in`` (``api``/``cli``)
mark a fault not fixed yet: that test is xfail(strict=True), so a fix shows up as an
XPASS to be unmarked.

Fuzzer: the capture parser writes every seed back byte for byte; minimisation keeps
the failure while it shrinks; a body decoder raising an undocumented exception is
reported as a failure; a short run with a fixed seed finds nothing new.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile

import pytest

from helpers import ROOT, WALKTHROUGH, fuzz_script

fuzz = fuzz_script()
CORPUS = ROOT / "tests" / "data" / "fuzz"
INPUTS = sorted(p for p in CORPUS.glob("*") if p.suffix in (".pcap", ".pcapng"))
COMMANDS = (("read",), ("read", "--full"), ("analyze",))
#: every command that reads a capture, for the CLI replay (``report`` writes into a
#: temporary folder: the last argument is filled in per run)
CLI_COMMANDS = (
    *COMMANDS,
    ("show", "--frame", "3"),
    ("fields",),
    ("keys",),
    ("report", "-o", "REPORT"),
)
PORT_ARGS = [x for port in fuzz.PORTS for x in ("-p", str(port))]


def _side(p):
    return json.loads(p.with_suffix(".json").read_text())


def _params(where: str) -> list:
    out = []
    for p in INPUTS:
        side = _side(p)
        marks = []
        if side.get("open") and where in side.get("open_in", ("api", "cli")):
            marks = [pytest.mark.xfail(strict=True, reason=side["open"])]
        out.append(pytest.param(p, id=p.name, marks=marks))
    return out


def test_every_input_has_its_sidecar():
    assert INPUTS, "tests/data/fuzz holds the inputs scripts/fuzz.py found"
    for p in INPUTS:
        side = _side(p)
        assert side["failure"] and isinstance(side["seed"], int), p.name


#: Function calls one API target (read, full read, analysis) may make on a found input
#: (today at most 99517), and one command beyond the CLI's start-up on the smallest
#: committed capture (today at most 766935, ``fields`` of 553205c663c242a1): counted, not
#: timed as the fuzzer does (2 CPU s, millions of calls), so that a loaded machine fails
#: nothing and the bound is the same everywhere.
MAX_CALLS = 1_000_000
MAX_CLI_CALLS = 3_000_000


@pytest.fixture(scope="module")
def warm() -> None:
    """Each API target run once in this process on the smallest committed capture, so that
    the forked children start with what it imports and caches (counted once, not per input)."""
    for what in ("read", "full", "analyze"):
        fuzz._target(str(WALKTHROUGH), what)


@pytest.mark.parametrize("path", _params("api"))
@pytest.mark.slow
def test_api_on_found_input(path, warm):
    out = fuzz.run_in_child(str(path), ("read", "full", "analyze"), max_calls=MAX_CALLS)
    assert out.failure is None, f"{out.failure}\n{out.detail}"
    assert out.calls <= MAX_CALLS and out.mb < fuzz.LIMIT_MB


#: runs the CLI under cProfile (its call counts, never its clock) and, at exit, prints the
#: function calls it made and its peak resident memory (VmHWM: the ru_maxrss of a child
#: forked from this big test process would count this process's memory too)
_WRAP = (
    "import atexit, cProfile, runpy, sys\n"
    "profiler = cProfile.Profile()\n"
    "def hwm():\n"
    "    profiler.disable()\n"
    "    calls = sum(x.callcount for x in profiler.getstats())\n"
    "    for line in open('/proc/self/status'):\n"
    "        if line.startswith('VmHWM:'):\n"
    "            sys.stderr.write(f'\\nKMIRROR-HWM-KB {line.split()[1]} {calls}\\n')\n"
    "atexit.register(hwm)\n"
    "sys.argv = ['kmirror', *sys.argv[1:]]\n"
    "profiler.enable()\n"
    "runpy.run_module('dissector', run_name='__main__')\n"
)


def _run(args: list[str]) -> tuple[int, str, int, float]:
    """The CLI as a child process: exit code, stderr, the function calls it made and its
    peak resident memory (MB)."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        p = subprocess.Popen([sys.executable, "-c", _WRAP, *args], stdout=out, stderr=err, cwd=ROOT)
        _, status, _ru = os.wait4(p.pid, 0)
        err.seek(0)
        text = err.read().decode("utf-8", "replace")
    head, found, tail = text.rpartition("\nKMIRROR-HWM-KB ")
    hwm, calls = tail.split() if found else (0, 0)  # none: killed, and the exit code says so
    code = os.waitstatus_to_exitcode(status)
    return code, head if found else text, int(calls), int(hwm) / 1e3


@pytest.fixture(scope="module")
def start_up() -> dict[str, int]:
    """Function calls of each command on the smallest committed capture: the start-up cost."""
    with tempfile.TemporaryDirectory() as tmp:
        return {
            " ".join(c): _run([*_args(c, tmp), str(WALKTHROUGH), "-p", "19092"])[2]
            for c in CLI_COMMANDS
        }


def _args(command: tuple[str, ...], tmp: str) -> list[str]:
    return [os.path.join(tmp, "report.html") if a == "REPORT" else a for a in command]


@pytest.mark.parametrize("path", _params("cli"))
@pytest.mark.slow
def test_cli_on_found_input(path, start_up, tmp_path):
    bad = []
    for c in CLI_COMMANDS:
        code, stderr, calls, mb = _run([*_args(c, str(tmp_path)), str(path), *PORT_ARGS])
        if code not in (0, 1, 2) or "Traceback" in stderr:
            bad.append(f"{' '.join(c)}: exit {code}\n{stderr[-2000:]}")
        elif calls - start_up[" ".join(c)] > MAX_CLI_CALLS:
            bad.append(f"{' '.join(c)}: {calls - start_up[' '.join(c)]} calls past start-up")
        elif mb > fuzz.LIMIT_MB:
            bad.append(f"{' '.join(c)}: {mb:.0f} MB")
    assert not bad, "\n".join(bad)


# ------------------------------------------------------------------ the fuzzer's own parts


@pytest.mark.parametrize("seed", fuzz.SEEDS, ids=lambda p: p.name)
def test_capture_parser_writes_every_seed_back(seed):
    buf = seed.read_bytes()
    cap = fuzz.parse_capture(buf)
    assert cap.dump() == buf
    packets = cap.packets()
    with_payload = [r for r in packets if fuzz.tcp_payload(r)]
    assert packets and len(with_payload) >= len(packets) // 4


def test_minimise_keeps_the_failure_while_it_shrinks():
    frames = [(True, fuzz.request_frame(3, 1, i, 1, b"\0\0\0\0")) for i in range(6)]
    frames.insert(3, (True, fuzz.request_frame(3, 1, 99, 1, b"NEEDLE" + b"x" * 200)))
    buf = fuzz.pcap_of(frames)
    small = fuzz.minimise(buf, lambda b: b"NEEDLE" in b, budget_s=30)
    assert b"NEEDLE" in small
    cap = fuzz.parse_capture(small)
    assert len(cap.packets()) == 1 and len(small) < len(buf) // 4


def test_an_undocumented_exception_in_a_body_decoder_is_a_failure():
    good = fuzz.Body("ok", "records", (0,), b"", lambda b: [])
    bad = fuzz.Body("no such spec", "mirror", ("kip1279-seed", 9999, "request", 0), b"", None)
    i, out = fuzz.run_bodies([(good, b"\0" * 70), (bad, b"")])
    assert i == 1 and out.failure == "body mirror: KeyError in fuzz.py:decode_one"
    assert fuzz.run_bodies([(good, b"\0" * 70)]) == (-1, fuzz.Outcome(None))


@pytest.mark.slow
def test_a_short_run_with_a_fixed_seed_finds_nothing_new(tmp_path):
    corpus = tmp_path / "corpus"
    shutil.copytree(CORPUS, corpus)
    res = subprocess.run(
        [
            sys.executable,
            str(ROOT / "scripts" / "fuzz.py"),
            "--inputs",
            "200",
            "--seed",
            "7",
            "--out",
            str(corpus),
            "--cli-every",
            "15",
            "--body-batch",
            "20",
            "--minutes",
            "3",
        ],
        capture_output=True,
        text=True,
        timeout=400,
        cwd=ROOT,
        env={**os.environ, "PYTHONWARNINGS": "ignore"},
    )
    assert res.returncode == 0, res.stdout + res.stderr
    last = res.stdout.strip().splitlines()[-1]
    assert last.startswith("fuzz: 200 inputs") and "0 new failures" in last, last
    for kind in ("bodies", "captures", "frames", "cli"):
        assert f" {kind}" in last, last
