"""Hostile names and values in the mirror RPCs of the committed captures (issue 31, 2-6).

The captures are the committed ones with their mirror RPC bodies decoded, changed and
encoded again by ``scripts/fuzz_mirror.py`` (the fuzzer's ``values`` strategies):

- control characters in every string a capture supplies (mirror names, topics, client
  ids, error messages, config names and values): no text output writes them raw, on a
  pipe or on a terminal (a pty); CSV, JSON and Parquet keep the bytes;
- a null where the spec says not null (a topic name, a config name) beside named ones:
  every command that sorts or groups them goes on, the null shown as ``null``;
- LMOs at the ends of int64 (and other offsets no Kafka log has): no overflow, the
  figure null with its reason;
- names that read as TeX or rich markup: shown, never parsed;
- 2,500 partitions or 64 KiB names: the report's work and its figures' size bounded.
"""

from __future__ import annotations

import base64
import json
import os
import re
import struct
import subprocess
import sys

import pytest
from click.testing import CliRunner

from dissector.analysis import analyze
from dissector.analysis.report import MAX_LABEL, MAX_LANES, html_report, label
from dissector.cli import main
from dissector.tables.terminal import TerminalText, terminal_text

from helpers import CAPTURES, script_module, work

fm = script_module("fuzz_mirror")
PORTS = fm.PORTS
P = [x for p in PORTS for x in ("-p", str(p))]
#: how tshark -V writes fm.CONTROL_TEXT (tshark 4.0's Client ID line, read off its output)
TSHARK_TEXT = "ev\\033]0;pwned\\ail\\033[2J\\033[31mred\\033[0m\\r\\b\\bx\\177\\u009B1m\\a"


@pytest.fixture(scope="module")
def made(tmp_path_factory):
    """name -> path of a capture rewritten by a strategy of scripts/fuzz_mirror.py."""
    folder = tmp_path_factory.mktemp("hostile")
    cache: dict[str, str] = {}

    def make(name: str, src: str, change) -> str:
        if name not in cache:
            data, n = fm.rewrite(CAPTURES / src, change)
            assert n > 0
            path = folder / f"{len(cache)}.pcap"
            path.write_bytes(data)
            cache[name] = str(path)
        return cache[name]

    return make


def cli(*args: str):
    res = CliRunner().invoke(main, list(args))
    return res.exit_code, res.stdout_bytes, res.stderr_bytes


def rows(out: bytes) -> int:
    return len(out.decode().splitlines())


# ----------------------------------------------------------------- 2. terminal injection


def test_terminal_text_writes_controls_as_tshark_does():
    assert terminal_text(fm.CONTROL_TEXT) == TSHARK_TEXT
    assert terminal_text("a\nb") == "a\nb" and terminal_text("a\nb", newline=True) == "a\\nb"
    assert terminal_text("eu-west-mirror é") == "eu-west-mirror é"
    out = []

    class Sink:
        def write(self, s):
            out.append(s)

    TerminalText(Sink()).write("x\x1b[2J\x9b\n")
    assert out == ["x\\033[2J\\u009B\n"]


TEXT_COMMANDS = (
    ("read",),
    ("read", "--full", "--all-columns"),
    ("fields",),
    ("fields", "--mirror-only"),
    ("analyze",),
    ("keys", "--all"),
    ("show", "--frame", "142"),
)


@pytest.mark.parametrize("command", TEXT_COMMANDS, ids=" ".join)
def test_text_outputs_escape_what_the_capture_supplies(made, command):
    """Every text output of the walkthrough with control text in every mirror string:
    no raw ESC, BEL, BS, CR or C1 on standard output or error; the names shown escaped;
    as many lines as the unmutated capture gives (nothing dropped, nothing split)."""
    path = made("control", "walkthrough.pcap", fm.hostile_names(fm.CONTROL_TEXT))
    rc, out, err = cli(*command, path, *P)
    rc0, out0, _ = cli(*command, str(CAPTURES / "walkthrough.pcap"), *P)
    assert (rc, rc0) == (0, 0), err.decode()[-2000:]
    assert fm.raw_controls(out) == 0 and fm.raw_controls(err) == 0
    if command[0] == "show":  # (show writes strings as Python literals, escaped already)
        assert "\\x1b]0;pwned\\x07" in out.decode()
    elif command[0] != "keys":  # (ApiVersions: no mirror string)
        assert "\\033]0;pwned\\a" in out.decode()
    if command[0] in ("read", "fields"):
        assert rows(out) == rows(out0)


def test_rich_markup_in_a_name_is_shown_not_obeyed(made):
    path = made("markup", "walkthrough.pcap", fm.hostile_names(fm.MARKUP_TEXT))
    rc, out, err = cli("analyze", path, *P)
    assert rc == 0, err.decode()[-2000:]
    assert "[bold red]x[/][/]eu-west-mirror" in out.decode()


def test_data_formats_keep_the_bytes(made, tmp_path):
    path = made("control", "walkthrough.pcap", fm.hostile_names(fm.CONTROL_TEXT))
    raw = fm.CONTROL_TEXT + "eu-west-mirror"
    rc, out, _ = cli("read", path, *P, "--format", "csv")
    assert rc == 0 and raw.encode() in out
    rc, out, _ = cli("fields", path, *P, "--format", "csv", "--mirror-only")
    assert rc == 0 and raw.encode() in out
    rc, out, _ = cli("read", path, *P, "--format", "json")
    assert rc == 0 and raw in {r["mirror_name"] for r in json.loads(out)}
    rc, out, _ = cli("analyze", path, *P, "--json")
    assert rc == 0 and raw in {m["mirror"] for m in json.loads(out)["mirrors"]}
    pq = tmp_path / "t.parquet"
    assert cli("read", path, *P, "--format", "parquet", "-o", str(pq))[0] == 0
    import pandas as pd

    assert raw in set(pd.read_parquet(pq)["mirror_name"].dropna())


def _on(tty: bool, args: list[str]) -> bytes:
    """What ``kmirror ARGS`` writes (stdout and stderr) on a pty of 100x40 with no output
    processing (no CR added to newlines), or on a pipe."""
    cmd = [sys.executable, "-m", "dissector", *args]
    env = {**os.environ, "TERM": "xterm-256color", "COLUMNS": "100"}
    if not tty:
        res = subprocess.run(cmd, capture_output=True, timeout=120, env=env)
        return res.stdout + res.stderr
    import fcntl
    import pty
    import termios

    master, slave = pty.openpty()
    attrs = termios.tcgetattr(slave)
    attrs[1] &= ~termios.OPOST
    termios.tcsetattr(slave, termios.TCSANOW, attrs)
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 100, 0, 0))
    proc = subprocess.Popen(cmd, stdout=slave, stderr=slave, stdin=slave, env=env)
    os.close(slave)
    data = b""
    while True:
        try:
            chunk = os.read(master, 1 << 16)
        except OSError:  # EIO: the child closed the pty
            break
        if not chunk:
            break
        data += chunk
    proc.wait(timeout=120)
    os.close(master)
    return data


def _sequences(data: bytes) -> set[bytes]:
    """The escape sequences in ``data`` (CSI with its final byte, OSC, others by two bytes)."""
    return set(re.findall(rb"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*|\x1b.", data))


@pytest.mark.slow
@pytest.mark.parametrize("command", [c for c in TEXT_COMMANDS if c[0] != "show"], ids=" ".join)
def test_no_raw_control_on_a_pty_or_a_pipe(made, command):
    """As a user runs them: on a pipe no raw control byte at all; on a terminal only the
    escape sequences the unmutated capture's output holds too (the commands' own
    styles), no BEL, BS or CR."""
    path = made("control", "walkthrough.pcap", fm.hostile_names(fm.CONTROL_TEXT))
    plain = str(CAPTURES / "walkthrough.pcap")
    assert fm.raw_controls(_on(False, [*command, path, *P])) == 0
    tty, tty0 = _on(True, [*command, path, *P]), _on(True, [*command, plain, *P])
    assert command[0] == "keys" or b"\\033]0;pwned" in tty
    assert sum(tty.count(c) for c in (b"\x07", b"\x08", b"\r", b"\xc2\x9b")) == 0
    assert _sequences(tty) <= _sequences(tty0)


@pytest.mark.slow
def test_the_escaping_rule_is_tsharks(made):
    """tshark -V (the oracle) writes the hostile client_id of frame 142 as the escaping
    rule writes the client_id kmirror decodes there (read --format json: the bytes)."""
    import shutil

    if shutil.which("tshark") is None:
        pytest.skip("tshark missing")
    path = made("control", "walkthrough.pcap", fm.hostile_names(fm.CONTROL_TEXT))
    res = subprocess.run(
        ["tshark", "-r", path, "-d", "tcp.port==19092,kafka", "-V", "-Y", "frame.number==142"],
        capture_output=True,
        timeout=120,
    )
    theirs = re.search(rb"Client ID: (.*)", res.stdout)[1].decode()
    rc, out, _ = cli("read", path, *P, "--format", "json", "--all-columns")
    ours = next(r["client_id"] for r in json.loads(out) if r["frame"] == 142)
    assert ours == fm.CONTROL_TEXT + "kmirror-admin"
    assert theirs == terminal_text(ours) == TSHARK_TEXT + "kmirror-admin"


# ----------------------------------------------------------------- 3. nulls where not null


NULLS = {
    "null topic": ("walkthrough.pcap", ("orders",), None),
    "null topic failback": ("failback.pcapng", ("orders",), None),
    "null topic cl3": ("cl3-failback.pcapng", ("orders",), None),
    "null config name": ("walkthrough.pcap", ("security.protocol",), ("CreateMirror",)),
}


@pytest.mark.parametrize("case", NULLS)
def test_a_null_name_beside_named_ones_is_kept_not_a_crash(made, case, tmp_path):
    src, only, rpcs = NULLS[case]
    keys = ("name",) if rpcs else ("topic_name", "name")
    path = made(case, src, fm.nulls(rpcs, keys, only))
    rc, out, _ = cli("read", path, *P, "--format", "csv", "--full")
    assert rc == 0 and out.count(b"nullable_violation") > 0
    a = analyze(path, ports=PORTS, profile=fm.profile_of(src))
    a0 = analyze(str(CAPTURES / src), ports=PORTS, profile=fm.profile_of(src))
    s = a.summary()
    assert s["messages"] == a0.summary()["messages"]
    a.export(tmp_path / "x")
    assert len(list((tmp_path / "x").iterdir())) > 20
    if rpcs:
        assert "null" in json.loads(a.mirrors["configs"].dropna().iloc[0])
    else:
        assert any("null" in str(t).split(",") for t in a.mirrors["topics"])
    for args in (("analyze",), ("analyze", "--json")):
        rc, _, err = cli(*args, path, *P)
        assert rc == 0, err.decode()[-2000:]


@pytest.mark.slow
def test_a_null_name_in_report_and_workers(made, tmp_path):
    path = made(
        "null topic failback",
        "failback.pcapng",
        fm.nulls(None, ("topic_name", "name"), ("orders",)),
    )
    rc, _, err = cli("report", path, *P, "-o", str(tmp_path / "r.html"))
    assert rc == 0, err.decode()[-2000:]
    rc, out, err = cli("analyze", path, *P, "--workers", "2", "--json")
    rc1, out1, _ = cli("analyze", path, *P, "--json")
    assert rc == 0, err.decode()[-2000:]
    assert json.loads(out)["mirrors"] == json.loads(out1)["mirrors"]


# ----------------------------------------------------------------- 4. values past int64 math


@pytest.mark.parametrize("lmo", [-(1 << 63), (1 << 63) - 1, -(1 << 62), -2])
def test_an_lmo_no_log_has_is_a_null_with_its_reason(made, lmo, tmp_path):
    path = made(f"int64 {lmo}", "failback.pcapng", fm.extreme_ints(lmo))  # every int64 field
    a = analyze(path, ports=PORTS)
    a0 = analyze(str(CAPTURES / "failback.pcapng"), ports=PORTS)
    assert len(a.truncations) == len(a0.truncations)
    for table in (a.truncations, a.failbacks, a.lost_writes):  # built: no overflow
        for col in ("records_removed", "offsets", "failover_records_removed"):
            if col in table:
                assert (table[col].dropna() >= 0).all()
    unknown = a.summary()["coverage"]["unknown_truncations"]
    assert len(unknown) == len(a.truncations) - a.truncations["records_removed"].notna().sum()
    if lmo < -1:  # (2^63-1: the log end seen below it, as any LMO past the log)
        assert any(f"LMO {lmo} on the wire is not a Kafka offset" in u for u in unknown)
        assert a.truncations["offset_after"].isna().all()
    assert (a.offsets["lmo"] == lmo).any()  # the wire's value kept where it is reported
    a.export(tmp_path / "x")


def test_a_figure_past_its_integer_dtype_is_null_not_a_crash():
    from dissector.analysis.schema import build

    df = build("truncations", [{"records_removed": 1 << 64}, {"records_removed": 3}])
    assert df["records_removed"].tolist()[1] == 3 and df["records_removed"].isna()[0]


# ----------------------------------------------------------------- 5, 6. the report


def _figures(page: str) -> dict[str, tuple[int, int]]:
    """data-figure name -> (width, height) of its PNG (from the PNG header)."""
    out = {}
    for name, b64 in re.findall(
        r'data-figure="(\w+)"[^>]*src="data:image/png;base64,([^"]+)"', page
    ):
        w, h = struct.unpack(">II", base64.b64decode(b64[:64])[16:24])
        out[name] = (w, h)
    return out


@pytest.mark.slow
@pytest.mark.parametrize("text", [fm.TEX_TEXT, "$x^2$", fm.MARKUP_TEXT, fm.CONTROL_TEXT])
def test_names_are_text_in_every_figure(made, text):
    path = made(f"names {text!r}", "failback.pcapng", fm.hostile_names(text))
    page = html_report(analyze(path, ports=PORTS))
    assert set(_figures(page)) == {"states", "lag", "lmo"}
    assert fm.raw_controls(page.encode()) == 0


def test_a_label_is_cut_with_an_ellipsis():
    assert label("m" * 65536) == "m" * (MAX_LABEL - 1) + "\u2026"
    assert label("a\x1bb") == "a\\033b"


@pytest.mark.slow
def test_report_work_and_figures_stay_bounded_with_thousands_of_partitions(made):
    """2,500 partitions in WriteMirrorStates: the state chart draws MAX_LANES lanes and
    says how many it left out; the work is about that of 250 partitions (grouped once,
    not one filter of the whole table per lane); the figure's pixels are bounded."""
    pages, works = {}, {}
    for n in (250, 2500):
        path = made(f"lanes {n}", "walkthrough.pcap", fm.many_partitions(n))
        a = analyze(path, ports=PORTS)
        assert len(a.transitions) > 2 * n
        html_report(a)  # (imports and caches paid before counting)
        works[n] = work(html_report, a)
        pages[n] = works[n].result
    assert works[2500].of("broken_barh") <= 3 * MAX_LANES
    assert works[2500].calls < 1.6 * works[250].calls
    drawn = re.search(r"(\d+) of (\d+) partitions drawn", pages[2500])
    assert int(drawn[1]) == MAX_LANES and int(drawn[2]) >= 2500
    w, h = _figures(pages[2500])["states"]
    assert h <= (0.35 * MAX_LANES + 1.2) * 90 + 200 and w < 1400


@pytest.mark.slow
def test_report_of_64k_names_cuts_its_labels(made):
    path = made(
        "long", "walkthrough.pcap", fm.hostile_names("m" * 65536, ("mirror_name", "mirror_names"))
    )
    plain = analyze(str(CAPTURES / "walkthrough.pcap"), ports=PORTS)
    html_report(plain)
    w0 = work(html_report, plain)
    a = analyze(path, ports=PORTS)
    w = work(html_report, a)
    assert w.calls < 1.2 * w0.calls
    sizes, sizes0 = _figures(w.result), _figures(w0.result)
    assert set(sizes) == set(sizes0)
    for name, (width, height) in sizes.items():  # (a 64 KiB label uncut: 400,000 px wide)
        assert width <= 2 * sizes0[name][0] and height <= sizes0[name][1] + 100


@pytest.mark.slow
@pytest.mark.parametrize("strategy", sorted(fm.STRATEGIES))
def test_fuzz_values_strategy_finds_nothing(strategy, tmp_path):
    """Each ``values`` strategy of scripts/fuzz.py (the long fuzz script draws them) through
    its targets (read, read --full, analyze, the report: no exception, bounded work and
    memory) and every CLI command (no traceback, no raw control byte written)."""
    import random

    fuzz = script_module("fuzz")
    buf, src, done = fuzz.values_input(random.Random(31), strategy)
    path = tmp_path / "input.pcap"
    path.write_bytes(buf)
    out = fuzz.run_in_child(str(path), fuzz.VALUE_TARGETS, max_calls=12_000_000)
    assert out.failure is None, (done, out.failure, out.detail[-2000:])
    assert out.mb < fuzz.LIMITS["report"][1]
    cli_out = fuzz.run_cli(str(path))
    assert cli_out.failure is None, (done, cli_out.failure, cli_out.detail[-2000:])
