"""On a terminal, ``read``, ``fields``, ``keys``, ``profiles`` and ``analyze`` fit its width.

Each command runs as ``python -m dissector`` with its standard output on a pseudo-terminal
of 80 columns (``os.openpty`` and ``TIOCSWINSZ``), as a user's shell would run it, and
``COLUMNS=236`` in its environment (a shell may have exported another width: analyze took
it).  Measured with the colour escapes taken out: no line is wider than 80 (on main they
were 180, 355, 166, 392 and 220 wide).  The content stays: the same rows as into a pipe,
the columns ``ps``-like (the least useful left out, long cells ending in an ellipsis).  Into
a pipe the output is unchanged: the snapshot tests of tests/cli hold it.
"""

from __future__ import annotations

import fcntl
import io
import os
import re
import struct
import subprocess
import sys
import tempfile
import termios

import pytest

from dissector.tables.fit import ELLIPSIS, clip, fit_columns, hidden_note, wrap

from helpers import CAPTURES, WALKTHROUGH, kmirror

pytestmark = pytest.mark.slow

FAILBACK = str(CAPTURES / "failback.pcapng")


def on_tty(*args: str, columns: int = 80, stderr: list[str] | None = None) -> list[str]:
    """``kmirror ARGS`` with standard output on a terminal ``columns`` wide: its lines
    (escapes taken out); its standard error's lines appended to ``stderr`` when given."""
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 50, columns, 0, 0))
    env = dict(os.environ, COLUMNS="236")
    err = tempfile.TemporaryFile()
    p = subprocess.Popen(
        [sys.executable, "-m", "dissector", *args],
        stdin=subprocess.DEVNULL, stdout=slave, stderr=err, env=env,
    )
    os.close(slave)
    out = b""
    while True:
        try:
            chunk = os.read(master, 1 << 16)
        except OSError:  # EIO: the other side closed
            break
        if not chunk:
            break
        out += chunk
    os.close(master)
    assert p.wait(timeout=120) == 0
    err.seek(0)
    if stderr is not None:
        stderr += err.read().decode("utf-8").splitlines()
    err.close()
    text = out.decode("utf-8").replace("\r\n", "\n")
    return re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", text).rstrip("\n").split("\n")


def widest(lines: list[str]) -> int:
    return max(len(x) for x in lines)


def test_read_fits_80_columns():
    lines = on_tty("read", FAILBACK)
    piped = kmirror("read", FAILBACK).stdout.splitlines()
    assert widest(lines) <= 80 < widest(piped)
    assert lines[0].split() == ["frame", "time", "api_name", "mirror_name", "error_name", "expert"]
    assert len(lines) == len(piped) == 687  # every row
    assert [x.split()[:2] for x in lines[1:]] == [x.split()[:2] for x in piped[1:]]
    assert any(ELLIPSIS in x for x in lines)  # GetTelemetrySubscriptions cut
    wide = on_tty("read", FAILBACK, columns=200)  # a wide terminal: every column
    assert wide[0].split() == piped[0].split() and widest(wide) <= 200


def test_fields_fits_80_columns_paths_keep_their_leaf():
    lines = on_tty("fields", str(WALKTHROUGH), "-p", "19092", "--mirror-only")
    piped = kmirror("fields", str(WALKTHROUGH), "-p", "19092", "--mirror-only").stdout
    assert widest(lines) <= 80 < widest(piped.splitlines())
    assert lines[0].split() == ["frame", "api_name", "path", "value"]
    assert len(lines) == len(piped.splitlines())
    cut = [x.split()[2] for x in lines[1:] if x.split()[2].startswith(ELLIPSIS)]
    assert cut and any(p.endswith("].state") for p in cut)


def test_keys_fits_80_columns():
    lines = on_tty("keys", FAILBACK)
    assert widest(lines) <= 80
    assert lines[2].split() == ["broker", "api_key", "min_version", "max_version", "profile_rpc"]
    assert "127.0.0.1:19092  94       0            0            CreateMirror" in lines


def test_profiles_fits_80_columns():
    lines = on_tty("profiles")
    piped = kmirror("profiles").stdout
    assert widest(lines) <= 80 < widest(piped.splitlines())
    # the same words, wrapped
    assert " ".join(" ".join(lines).split()) == " ".join(piped.split())


def test_analyze_fits_80_columns_whatever_COLUMNS_says():
    lines = on_tty("analyze", FAILBACK)
    assert widest(lines) <= 80
    assert any("orders-1: 6 offsets removed at failover on cluster-b" in x for x in lines)
    assert "failback truncation: 1 offset removed" in " ".join(" ".join(lines).split())


def test_fit_columns_drops_then_narrows():
    headers = ["frame", "time", "api_key", "api_name", "expert"]
    widths = [5, 15, 7, 25, 30]
    keep, caps = fit_columns(headers, widths, 60, drop=["api_key"], shrink=["expert", "api_name"])
    assert keep == [0, 1, 3, 4]
    assert sum(caps) + 2 * (len(caps) - 1) == 60 and caps[:2] == [5, 15]
    assert caps[2:] == [17, 17]  # the widest narrowed first
    keep, caps = fit_columns(headers, widths, 200, drop=["api_key"], shrink=["expert"])
    assert keep == [0, 1, 2, 3, 4] and caps == widths  # fits: nothing changed
    assert clip("GetTelemetrySubscriptions", 10) == "GetTeleme…"
    assert clip("mirrors[0].topics[1].partitions[1].state", 12, keep_end=True) == "…ns[1].state"
    assert wrap("a b c", None) == "a b c"
    assert wrap("  keys: aa bb cc", 10, "  ") == "  keys: aa\n    bb cc"


def test_hidden_columns_are_said_on_a_terminal_only():
    err: list[str] = []
    lines = on_tty("read", FAILBACK, stderr=err)
    hidden = [x for x in err if "hidden to fit" in x]
    assert hidden == [
        "kmirror: 7 columns hidden to fit 80 columns (tcp_stream, direction, api_key, "
        "api_version, ...): widen the terminal, or pipe/--format csv for all"
    ]
    # 7: the piped header's columns the terminal's header lacks
    piped = kmirror("read", FAILBACK)
    assert len(piped.stdout.splitlines()[0].split()) - len(lines[0].split()) == 7
    assert "hidden to fit" not in piped.stderr  # a pipe: every column, nothing said
    err = []
    on_tty("read", FAILBACK, columns=200, stderr=err)  # every column shown: nothing said
    assert not [x for x in err if "hidden" in x]
    err = []
    on_tty("keys", FAILBACK, stderr=err)  # keys has no --format
    assert (
        "kmirror: 3 columns hidden to fit 80 columns (frame, standard, known_in): "
        "widen the terminal, or pipe it for all"
    ) in err


def test_hidden_note_names_at_most_four():
    out = io.StringIO()
    headers = ["a", "b", "c", "d", "e", "f"]
    assert hidden_note(headers, [0, 1, 2, 3, 4, 5], 80, out) is None and out.getvalue() == ""
    line = hidden_note(headers, [0], 40, out, csv=False)
    assert line == (
        "kmirror: 5 columns hidden to fit 40 columns (b, c, d, e, ...): "
        "widen the terminal, or pipe it for all"
    )
    assert out.getvalue() == line + "\n"
    assert hidden_note(headers, [0, 1, 2, 3, 4], 40, io.StringIO()).startswith(
        "kmirror: 1 column hidden to fit 40 columns (f): "
    )
