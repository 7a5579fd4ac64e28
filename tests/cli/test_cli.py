"""The kmirror command line, run as a user would: a subprocess, its output and exit code."""

from __future__ import annotations

import csv
import io
import json
import subprocess
import sys
from pathlib import Path

import pandas as pd
import pytest
from scapy.utils import wrpcap

import dissector
import dissector.errors

from helpers import CLIENTS, ROOT, kmirror
from helpers import WALKTHROUGH as CAPTURE


def _one_line_error(r: subprocess.CompletedProcess, code: int, *words: str) -> None:
    assert r.returncode == code, (r.returncode, r.stdout, r.stderr)
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1, r.stderr
    assert "Traceback" not in r.stderr
    assert lines[0].startswith("kmirror: error: ")
    for w in words:
        assert w in lines[0]
    assert r.stdout == ""


@pytest.mark.slow
def test_missing_file(tmp_path):
    _one_line_error(kmirror("read", str(tmp_path / "nope.pcap")), 1, "no such file")


@pytest.mark.slow
def test_not_a_capture(tmp_path):
    p = tmp_path / "notes.txt"
    p.write_text("this is not a capture\n" * 10)
    _one_line_error(kmirror("read", str(p)), 1, "not a pcap or pcapng")


@pytest.mark.slow
def test_empty_file(tmp_path):
    p = tmp_path / "empty.pcap"
    p.write_bytes(b"")
    _one_line_error(kmirror("read", str(p)), 1, "empty")


@pytest.mark.slow
def test_capture_with_no_packets(tmp_path):
    """A capture file with its header and no packet: every command says so alike."""
    p = tmp_path / "nopackets.pcap"
    wrpcap(str(p), [])
    for args in (["read"], ["analyze"], ["report", "-o", str(tmp_path / "r.html")]):
        _one_line_error(kmirror(args[0], str(p), *args[1:]), 1, "holds no packets")


@pytest.mark.slow
def test_directory_given(tmp_path):
    _one_line_error(kmirror("read", str(tmp_path)), 1, "directory")


@pytest.mark.slow
def test_bad_option_values():
    r = kmirror("read", str(CAPTURE), "--mirror-keys", "CreateMirror")
    _one_line_error(r, 2, "NAME=KEY", "read --help")
    _one_line_error(kmirror("read", str(CAPTURE), "--format", "xml"), 2, "'xml'", "--format")
    _one_line_error(kmirror("read", str(CAPTURE), "--port", "abc"), 2, "'abc'", "--port")
    _one_line_error(kmirror("read", str(CAPTURE), "--port", "0"), 2, "--port")
    _one_line_error(kmirror("read"), 2, "Missing argument 'CAPTURE'")
    _one_line_error(kmirror("nosuchcommand"), 2, "nosuchcommand")
    r = kmirror("read", str(CAPTURE), "--profile", "no-such-profile")
    _one_line_error(r, 2, "no-such-profile", "kip1279-seed")
    r = kmirror("read", str(CAPTURE), "--format", "parquet")
    _one_line_error(r, 2, "-o FILE")
    _one_line_error(kmirror("read", str(CAPTURE), "--profile", ""), 2, "--profile", "auto")
    for command in ("show", "fields"):  # a frame number below 1 is a usage error
        _one_line_error(kmirror(command, str(CAPTURE), "--frame", "-3"), 2, "--frame", "x>=1")


@pytest.mark.slow
def test_read_table_lists_mirror_rows():
    r = kmirror("read", str(CAPTURE), "--port", "19092", "--mirror-only")
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    assert lines[0].split() == [
        "frame",
        "time",
        "tcp_stream",
        "direction",
        "api_name",
        "api_key",
        "api_version",
        "correlation_id",
        "mirror",
        "mirror_name",
        "error_name",
        "latency_ms",
        "expert",
    ]
    names = {line.split()[4] for line in lines[1:]}
    assert names == {
        "CreateMirror",
        "AddTopicsToMirror",
        "RemoveTopicsFromMirror",
        "LastMirroredOffsets",
        "ListMirrors",
        "DescribeMirrors",
        "ReadMirrorStates",
        "WriteMirrorStates",
    }
    assert any("INVALID_REQUEST" in line for line in lines)


@pytest.mark.parametrize("fmt", ["csv", "json", "parquet"])
@pytest.mark.slow
def test_exports_hold_the_same_table(tmp_path, fmt):
    import dissector

    out = tmp_path / f"t.{fmt}"
    r = kmirror("read", str(CAPTURE), "-p", "19092", "--format", fmt, "-o", str(out))
    assert r.returncode == 0, r.stderr
    ref = dissector.read_capture(CAPTURE, ports=[9092, 19092])
    if fmt == "csv":
        got = pd.read_csv(out)
    elif fmt == "json":
        rows = json.loads(out.read_text())
        assert isinstance(rows, list) and set(rows[0]) == set(ref.columns)
        got = pd.DataFrame(rows)
    else:
        got = pd.read_parquet(out)
        assert got.dtypes.astype(str).tolist() == ref.dtypes.astype(str).tolist()
    assert list(got.columns) == list(ref.columns)
    assert len(got) == len(ref)
    assert got["frame"].tolist() == ref["frame"].tolist()
    assert got["correlation_id"].tolist() == ref["correlation_id"].tolist()


@pytest.mark.slow
def test_python_m_and_console_script_agree():
    r = kmirror("--help")
    assert r.returncode == 0 and "read" in r.stdout and "9092" in r.stdout


def _python_blocks(path: Path) -> list[str]:
    """The ```python blocks of a Markdown file, in order."""
    import re

    return re.findall(r"```python\n(.*?)```", path.read_text(), re.S)


def _sh_blocks(path: Path) -> list[str]:
    """The ```sh blocks of a Markdown file, in order."""
    import re

    return re.findall(r"```sh\n(.*?)```", path.read_text(), re.S)


def _run_block(code: str, where: str) -> None:
    r = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=300
    )
    assert r.returncode == 0, f"{where}:\n{code}\n{r.stderr}"


@pytest.mark.slow
def test_readme_python_snippets_run(tmp_path):
    """The Python blocks of README.md run as written, from the repository root."""
    blocks = _python_blocks(ROOT / "README.md")
    assert len(blocks) >= 2
    codes = "\n".join(blocks)
    for call in ("read_capture(", "iter_messages(", "analyze("):  # the tour keeps these
        assert call in codes, call
    for code in blocks:
        _run_block(code, "README.md")


#: what a guide's block needs besides the package and the committed captures: the block is
#: skipped, with this reason, when the tool is not on PATH (`make test` installs them all)
_GUIDE_TOOLS = {
    "tls_keylog": ("tshark", "decrypting TLS runs tshark"),
    "pyshark_door": ("tshark", "pyshark runs tshark"),
    "editcap": ("editcap", "the block cuts a capture with editcap (Wireshark's tools)"),
}


@pytest.mark.parametrize(
    "guide", sorted(p.name for p in (ROOT / "docs" / "guide").glob("*.md")), ids=str
)
@pytest.mark.slow
def test_guide_python_snippets_run(guide):
    """The Python blocks of every guide in docs/guide/ run as written, from the repository
    root, with the committed captures."""
    import shutil

    skipped = []
    path = ROOT / "docs" / "guide" / guide
    if shutil.which("editcap") is not None:
        # the files a guide's Python works on come from its shell blocks that cut a
        # committed capture (parallel.md: /tmp/failback/): run those first, as a reader would
        for i, sh in enumerate(_sh_blocks(path)):
            if "editcap" in sh and "captures/" in sh:
                r = subprocess.run(["sh", "-ec", sh], capture_output=True, text=True, cwd=ROOT)
                assert r.returncode == 0, f"docs/guide/{guide} sh block {i}:\n{sh}\n{r.stderr}"
    for i, code in enumerate(_python_blocks(path)):
        missing = [
            f"block {i}: {reason}, and {tool} is missing"
            for marker, (tool, reason) in _GUIDE_TOOLS.items()
            if marker in code and shutil.which(tool) is None
        ]
        if missing:
            skipped += missing
            continue
        _run_block(code, f"docs/guide/{guide} block {i}")
    if skipped:
        pytest.skip(f"docs/guide/{guide}: " + "; ".join(skipped))


@pytest.mark.slow
def test_fields_of_a_standard_frame():
    r = kmirror("fields", str(CAPTURE), "--frame", "9", "--format", "csv")
    assert r.returncode == 0, r.stderr
    rows = list(csv.DictReader(io.StringIO(r.stdout)))
    assert {row["api_name"] for row in rows} == {"Metadata"}
    assert {"brokers[0].port", "throttle_time_ms"} <= {row["path"] for row in rows}


@pytest.mark.slow
def test_capture_without_kafka(tmp_path):
    from scapy.layers.inet import IP, UDP
    from scapy.layers.l2 import Ether

    p = tmp_path / "udp.pcap"
    wrpcap(str(p), [Ether() / IP() / UDP(dport=9092) / b"not kafka"] * 3)
    # no TCP at all on 9092: the message says what the capture holds instead (issue 26)
    _one_line_error(
        kmirror("read", str(p)), 1,
        f"{p}: no TCP on port(s) 9092: the capture holds 3 UDP that is no tunnel (port 53: 3); "
        "try --port with the broker's port",
    )  # fmt: skip


@pytest.mark.slow
def test_stdout_pipe_is_buffered_and_complete(tmp_path):
    """CSV on a pipe equals CSV written with -o, even with PYTHONUNBUFFERED set (kmirror then
    uses its own buffered writer), and a reader that stops early (`| head`) is no error."""
    import os

    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    cmd = [sys.executable, "-m", "dissector", "read", str(CAPTURE), "-p", "19092"]
    out = tmp_path / "rows.csv"
    assert subprocess.run([*cmd, "--format", "csv", "-o", str(out)], timeout=120).returncode == 0
    piped = subprocess.run([*cmd, "--format", "csv"], capture_output=True, env=env, timeout=120)
    assert piped.returncode == 0, piped.stderr
    assert piped.stdout == out.read_bytes() and piped.stdout.count(b"\n") == 115
    p = subprocess.Popen(
        [*cmd, "--format", "csv"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env
    )
    first = p.stdout.readline()
    p.stdout.close()  # the reader goes away after one line
    _, err = p.communicate(timeout=120)
    assert first.startswith(b"frame,time,") and p.returncode == 0 and b"Traceback" not in err


# ------------------------------------------------ what a new user ran into (fresh-clone trial)


@pytest.mark.parametrize(
    "args",
    [
        ("read", str(CAPTURE), "-p", "19092", "--format", "csv", "-o", "{missing}/x.csv"),
        ("read", str(CAPTURE), "-p", "19092", "--format", "parquet", "-o", "{missing}/x.parquet"),
        ("read", str(CAPTURE), "-p", "19092", "--format", "json", "-o", "{missing}/x.json"),
        ("fields", str(CAPTURE), "-p", "19092", "-o", "{missing}/x.csv"),
    ],
)
@pytest.mark.slow
def test_unwritable_output_is_one_line(tmp_path, args):
    missing = str(tmp_path / "no" / "such" / "dir")
    r = kmirror(*(a.format(missing=missing) for a in args))
    _one_line_error(r, 1, missing, "No such file or directory")


@pytest.mark.slow
def test_capture_cut_in_a_record_warns_in_every_command(tmp_path):
    """Every packet before the cut is read; each command says once that the file is cut."""
    cut = tmp_path / "cut.pcap"
    cut.write_bytes(CAPTURE.read_bytes()[:20000])
    for args in (["read"], ["fields"], ["keys"], ["analyze"], ["read", "--format", "csv"]):
        r = kmirror(*args, str(cut), "-p", "19092")
        assert r.returncode == 0, (args, r.stderr)
        lines = r.stderr.strip().splitlines()
        assert lines == [
            f"kmirror: warning: {cut}: file ends in the middle of a record (129 bytes left)"
        ], (args, r.stderr)
        assert r.stdout
    with pytest.warns(dissector.errors.CaptureWarning, match="middle of a record"):
        df = dissector.read_capture(cut, ports=[9092, 19092])
    full = dissector.read_capture(CAPTURE, ports=[9092, 19092])
    key = ["frame", "api_key", "correlation_id"]
    before = full[full.frame <= df.frame.max()][key].reset_index(drop=True)
    assert len(df) == 66 and df[key].equals(before)  # nothing lost before the cut


@pytest.mark.parametrize(
    "source, size, what",
    [("walkthrough.pcap", 10, "pcap file header"), ("basic.pcapng", 30, "pcapng section header")],
)
@pytest.mark.slow
def test_capture_cut_in_its_header_is_an_error(tmp_path, source, size, what):
    cut = tmp_path / f"cut-{source}"
    cut.write_bytes((ROOT / "captures" / source).read_bytes()[:size])
    _one_line_error(kmirror("read", str(cut)), 1, what, "truncated")
    with pytest.raises(dissector.CaptureError, match=what):
        dissector.read_capture(cut)


@pytest.mark.parametrize(
    "args",
    [
        ("profiles",),
        ("analyze", "captures/failback.pcapng", "-p", "9093", "-p", "19092", "-p", "19093"),
        ("read", "captures/walkthrough.pcap", "-p", "19092"),
        ("show", "captures/walkthrough.pcap", "-p", "19092", "--frame", "142"),
        ("keys", "captures/walkthrough.pcap", "-p", "19092", "--all"),
    ],
)
@pytest.mark.slow
def test_reader_that_stops_early_is_no_error(args):
    """`kmirror ... | head`: exit 0 and nothing on stderr, whatever the command.  The
    reader is gone before the first write, so every command meets the broken pipe."""
    import os

    p = subprocess.Popen(
        [sys.executable, "-m", "dissector", *args],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    p.stdout.close()
    _, err = p.communicate(timeout=120)
    assert p.returncode == 0 and err == b"", (p.returncode, err)


@pytest.mark.slow
def test_profile_errors_are_usage_errors_everywhere():
    for args in (["read", str(CAPTURE)], ["profiles"], ["lua", "build"]):
        _one_line_error(kmirror(*args, "--profile", "nope"), 2, "no profile or spec folder")


@pytest.mark.slow
def test_show_a_frame_past_the_end():
    r = kmirror("show", str(CAPTURE), "-p", "19092", "--frame", "99999")
    _one_line_error(r, 1, "frames 1 to 190", "99999")


@pytest.mark.slow
def test_gzip_capture_cut_short_is_read_up_to_the_cut(tmp_path):
    """A compressed capture that is itself cut: what decompresses is decoded, with one warning."""
    import gzip

    gz = tmp_path / "walk.pcap.gz"
    gz.write_bytes(gzip.compress(CAPTURE.read_bytes()))
    cut = tmp_path / "cut.pcap.gz"
    cut.write_bytes(gz.read_bytes()[:5000])
    r = kmirror("read", str(cut), "-p", "19092", "--format", "csv")
    assert r.returncode == 0, r.stderr
    assert r.stderr.startswith(f"kmirror: warning: {cut}: the gzip stream is cut short")
    rows = list(csv.DictReader(io.StringIO(r.stdout)))
    whole = list(
        csv.DictReader(
            io.StringIO(kmirror("read", str(gz), "-p", "19092", "--format", "csv").stdout)
        )
    )
    assert 0 < len(rows) < len(whole)
    assert [x["correlation_id"] for x in rows[:40]] == [x["correlation_id"] for x in whole[:40]]
    head = tmp_path / "head.pcap.gz"
    head.write_bytes(gz.read_bytes()[:20])
    _one_line_error(kmirror("read", str(head)), 1, "gzip stream is cut short")


def test_lua_build_default_output_is_the_committed_plugin():
    """`kmirror lua build` names the generator's plugin file without importing the generator."""
    from dissector.cli.lua import DEFAULT_BUILD_OUTPUT
    from dissector.plugin.lua import PLUGIN_FILE

    assert Path(DEFAULT_BUILD_OUTPUT) == Path("lua") / PLUGIN_FILE


@pytest.mark.slow
def test_command_line_imports_build_time_code_only_when_used():
    """The lazy commands (analyze, lua, simulate) load their modules when they run."""
    code = (
        "import sys, dissector.cli; print(sorted(m for m in sys.modules if m.startswith("
        "('dissector.plugin', 'codegen', 'dissector.analysis', 'dissector.scenario',"
        " 'dissector.cli.analyze', 'dissector.cli.lua', 'dissector.cli.simulate'))))"
    )
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == "[]"


@pytest.mark.parametrize(
    "args",
    [
        ("read", str(CAPTURE), "-p", "19092", "--format", "csv", "-o", "/dev/full"),
        ("read", str(CAPTURE), "-p", "19092", "--format", "parquet", "-o", "/dev/full"),
        ("lua", "build", "-o", "/dev/full"),
        # several files on forked workers: the pieces written by the kernel, said the same
        ("read", str(CAPTURE), str(CLIENTS), "-p", "19092", "--format", "csv", "--workers",
         "2", "-o", "/dev/full"),
    ],
)
@pytest.mark.slow
def test_a_full_disk_is_one_line(args):
    """Writing to a full device (/dev/full) ends in one line, exit 1: never a traceback."""
    _one_line_error(kmirror(*args), 1, "cannot write the output", "No space left on device")


def test_stdout_on_a_full_disk_is_one_line():
    with open("/dev/full", "w") as full:
        r = subprocess.run(
            [sys.executable, "-m", "dissector", "read", str(CAPTURE), "-p", "19092"],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            timeout=120,
        )
    assert r.returncode == 1 and "Traceback" not in r.stderr
    assert r.stderr.strip().splitlines() == [
        "kmirror: error: cannot write the output: No space left on device "
        "(free space or choose another -o)"
    ]


@pytest.mark.slow
def test_export_onto_a_file_says_it_is_not_a_directory(tmp_path):
    f = tmp_path / "x"
    f.write_text("")
    _one_line_error(
        kmirror("analyze", str(CAPTURE), "-p", "19092", "--export", str(f)), 2, "is a file"
    )
    _one_line_error(
        kmirror("analyze", str(CAPTURE), "-p", "19092", "--export", "/dev/full"),
        1,
        "/dev/full: not a directory",
    )


@pytest.mark.slow
def test_gzip_that_holds_no_capture_or_is_damaged(tmp_path):
    import gzip

    notcap = tmp_path / "notcap.gz"
    notcap.write_bytes(gzip.compress(b"not a capture at all\n"))
    _one_line_error(
        kmirror("read", str(notcap)), 1, "gzip-compressed, but what it holds is not a pcap"
    )
    bad = tmp_path / "bad.gz"
    bad.write_bytes(b"\x1f\x8b\x08\x00garbagegarbagegarbage")
    _one_line_error(kmirror("read", str(bad)), 1, "compressed data is damaged")


@pytest.mark.slow
def test_analyze_into_a_pipe_has_no_trailing_spaces():
    """Table cells are padded to their column's width on a terminal; into a pipe or a file
    the lines end with their last character (``grep``, ``diff`` and the README's examples
    see the text itself), and the tables are the same otherwise."""
    r = kmirror(
        "analyze", str(ROOT / "captures/failback.pcapng"), "-p", "9093", "-p", "19092",
        "-p", "19093",
    )  # fmt: skip
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    assert [x for x in lines if x != x.rstrip()] == []
    row = " cluster-a   eu-west-back   MIRRORING   6   orders 0-2, payments 0-1, refunds 0"
    assert row in lines
    assert "Mirrors" in lines and "" in lines  # (a table's title, and the blank line before it)


def test_analyze_counts_one_in_the_singular(tmp_path):
    """The first line of ``analyze`` on clients.pcap's first 6 frames (one ApiVersions
    exchange): '1 exchange', not '1 exchanges'."""
    import shutil

    if shutil.which("editcap") is None:
        pytest.skip("editcap missing")
    part = tmp_path / "one.pcap"
    subprocess.run(
        ["editcap", "-r", str(ROOT / "captures/clients.pcap"), str(part), "1-6"], check=True
    )
    r = kmirror("analyze", str(part))
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines()[0] == (
        "one.pcap: 2 messages, 1 exchange (0 mirror RPCs), 0 unanswered, 0 orphan responses; "
        "profile kip1279-seed"
    )
