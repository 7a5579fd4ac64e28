#!/usr/bin/env python3
"""Check that ``kmirror read`` writes the same bytes as another commit on every capture.

For each committed capture (``captures/*.pcap*``) and case capture
(``tests/data/cases/*.pcap*``) it runs, with this tree and with the
package of ``--ref`` (default ``main``, taken with ``git archive`` into a
temporary folder and run from there with the same Python)::

    kmirror read CAPTURE -p 9093 -p 19092 -p 19093 --all-columns --format csv
    kmirror read CAPTURE -p 9093 -p 19092 -p 19093 --all-columns --format csv --full

and compares the outputs byte for byte (and the exit codes).  Prints one line
per capture and mode, and exits 1 when any differs: speed work on the decoding
path must not change what is written.

Usage: .venv/bin/python scripts/same_output.py [--ref main] [--keep DIR]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MODES = {"read": [], "full": ["--full"]}
PORTS = ["-p", "9093", "-p", "19092", "-p", "19093"]


def captures() -> list[Path]:
    """Every committed and case capture, sorted."""
    out = []
    for folder in (ROOT / "captures", ROOT / "tests" / "data" / "cases"):
        out += [p for p in folder.iterdir() if ".pcap" in p.name]
    return sorted(out)


def run(pythonpath: Path, capture: Path, extra: list[str]) -> tuple[int, bytes, bytes]:
    """(exit code, stdout, stderr) of the read with the package under ``pythonpath``."""
    env = dict(os.environ, PYTHONPATH=str(pythonpath))
    cmd = [sys.executable, "-m", "dissector", "read", str(capture), *PORTS]
    cmd += ["--all-columns", "--format", "csv", *extra]
    p = subprocess.run(cmd, env=env, capture_output=True, cwd=tempfile.gettempdir())
    return p.returncode, p.stdout, p.stderr


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ref", default="main", help="the commit to compare with (git ref)")
    args = ap.parse_args()
    bad = 0
    with tempfile.TemporaryDirectory(prefix="same-output.") as tmp:
        base = Path(tmp)
        archive = subprocess.run(
            ["git", "-C", str(ROOT), "archive", args.ref, "dissector"],
            capture_output=True,
            check=True,
        ).stdout
        subprocess.run(["tar", "-x", "-C", str(base)], input=archive, check=True)
        for cap in captures():
            for mode, extra in MODES.items():
                old = run(base, cap, extra)
                new = run(ROOT, cap, extra)
                same = old[:2] == new[:2]
                bad += not same
                rows = new[1].count(b"\n") - 1
                word = "same" if same else "DIFFERENT"
                print(f"{word:9} {mode:4} {cap.relative_to(ROOT)} ({rows} rows, exit {new[0]})")
                if not same:
                    sys.stdout.write(_first_difference(old[1], new[1]))
    print(f"{bad} difference(s)")
    return 1 if bad else 0


def _first_difference(a: bytes, b: bytes) -> str:
    for i, (x, y) in enumerate(zip(a.splitlines(), b.splitlines(), strict=False)):
        if x != y:
            old, new = x.decode(errors="replace"), y.decode(errors="replace")
            return f"    line {i + 1}:\n    - {old}\n    + {new}\n"
    return f"    lengths differ: {len(a)} / {len(b)} bytes\n"


if __name__ == "__main__":
    sys.exit(main())
