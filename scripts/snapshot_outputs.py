#!/usr/bin/env python3
"""Write every command's output on every committed capture and case into a folder, or compare two.

A layout change (modules moved, a model shared) must not change a byte of what the user sees.
This writes, for each capture of ``captures/`` and ``tests/data/cases/`` (and, when given,
each capture of ``--cases DIR``), the stdout, stderr and exit code of::

    kmirror read C              (text table)        kmirror read C --all-columns --format csv|json
    kmirror read C --format parquet -o F            kmirror read C --all-columns --full --format csv
    kmirror fields C --format csv                   kmirror show C --frame N   (three frames)
    kmirror analyze C           kmirror analyze C --json
    kmirror report C -o F       (the page's text, figures left out: PNG bytes vary with fonts)
    tshark -X lua_script:lua/kafka_mirror.lua -r C -V   (the generated plugin, when tshark is here)

with the ports ``-p 9093 -p 19092 -p 19093`` (the scenario captures' brokers), a capture's key log
beside it (``X.keys.log``) given as ``--tls-keylog``.

Usage::

    python scripts/snapshot_outputs.py write DIR [--cases DIR]   # with the package of this tree
    python scripts/snapshot_outputs.py compare OLD NEW            # exit 1 on any difference
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PORTS = ["-p", "9093", "-p", "19092", "-p", "19093"]


def captures(extra: Path | None) -> list[Path]:
    """Every committed and case capture, sorted by path."""
    out = []
    folders = [ROOT / "captures", ROOT / "tests" / "data" / "cases"]
    if extra is not None:
        folders.append(extra)
    for folder in folders:
        out += [p for p in sorted(folder.rglob("*")) if ".pcap" in p.name and p.is_file()]
    return out


def _kmirror(args: list[str], cwd: Path) -> tuple[int, bytes, bytes]:
    env = dict(os.environ, PYTHONPATH=str(ROOT), COLUMNS="200")
    p = subprocess.run(
        [sys.executable, "-m", "dissector", *args],
        env=env,
        capture_output=True,
        cwd=cwd,
        timeout=900,
    )
    return p.returncode, p.stdout, p.stderr


def _frames(csv_text: bytes) -> list[str]:
    """Three frames worth showing: the first, the middle and the last message's."""
    frames = []
    for line in csv_text.decode("utf-8", "replace").splitlines()[1:]:
        head = line.split(",", 1)[0]
        if head.isdigit():
            frames.append(head)
    if not frames:
        return ["1"]
    return sorted({frames[0], frames[len(frames) // 2], frames[-1]}, key=int)


_ROWS = "\n-- rows --\n"


def _parquet_text(path: Path) -> bytes:
    """A Parquet file as text: its column names and types, then its rows as CSV."""
    import pyarrow.parquet as pq

    table = pq.read_table(path)
    schema = "\n".join(f"{f.name}: {f.type}" for f in table.schema)
    return (schema + _ROWS + table.to_pandas().to_csv(index=False)).encode()


def _drop_csv(text: str, column: str) -> str:
    rows = list(csv.reader(io.StringIO(text)))
    if rows and column in rows[0]:
        i = rows[0].index(column)
        rows = [r[:i] + r[i + 1 :] for r in rows]
    return "\n".join(",".join(r) for r in rows)


def _without(name: str, data: bytes, column: str) -> bytes:
    """``data`` (the output file ``name``) with ``column`` left out: CSV by its header, JSON
    rows by key, a Parquet dump by its schema line and its CSV rows; others as they are."""
    if name.endswith(".json.out"):
        try:
            rows = json.loads(data)
        except ValueError:
            return data
        if isinstance(rows, list):
            rows = [{k: v for k, v in r.items() if k != column} for r in rows]
        return json.dumps(rows).encode()
    text = data.decode("utf-8", "replace")
    if name.endswith(".parquet.out") and _ROWS in text:
        schema, rows = text.split(_ROWS, 1)
        schema = "\n".join(x for x in schema.splitlines() if not x.startswith(column + ":"))
        return (schema + _ROWS + _drop_csv(rows, column)).encode()
    if name.endswith(".csv.out"):
        return _drop_csv(text, column).encode()
    return data


def _report_text(html: bytes) -> bytes:
    """The page with its inline figures replaced by their size class: text and layout only."""
    return re.sub(rb"data:image/png;base64,[A-Za-z0-9+/=]+", b"data:image/png;base64,...", html)


def write(dest: Path, extra: Path | None) -> int:
    dest.mkdir(parents=True, exist_ok=True)
    tshark = shutil.which("tshark")
    plugin = ROOT / "lua" / "kafka_mirror.lua"
    n = 0
    with tempfile.TemporaryDirectory(prefix="snapshot.") as tmp:
        work = Path(tmp)
        for cap in captures(extra):
            name = str(cap.relative_to(ROOT) if cap.is_relative_to(ROOT) else cap.name)
            name = name.replace("/", "__")
            keylog = cap.with_name(cap.name.split(".")[0] + ".keys.log")
            tls = ["--tls-keylog", str(keylog)] if keylog.exists() else []
            base = [str(cap), *PORTS, *tls]
            runs: dict[str, list[str]] = {
                "read.txt": ["read", *base],
                "read.csv": ["read", *base, "--all-columns", "--format", "csv"],
                "read.json": ["read", *base, "--all-columns", "--format", "json"],
                "full.csv": ["read", *base, "--all-columns", "--full", "--format", "csv"],
                "fields.csv": ["fields", *base, "--format", "csv"],
                "analyze.txt": ["analyze", *base],
                "analyze.json": ["analyze", *base, "--json"],
            }
            outs: dict[str, tuple[int, bytes, bytes]] = {}
            for key, args in runs.items():
                outs[key] = _kmirror(args, work)
            pq = work / "out.parquet"
            rc, so, se = _kmirror(["read", *base, "--format", "parquet", "-o", str(pq)], work)
            outs["read.parquet"] = (rc, _parquet_text(pq) if pq.exists() else b"", se)
            pq.unlink(missing_ok=True)
            for frame in _frames(outs["read.csv"][1]):
                outs[f"show-{frame}.txt"] = _kmirror(["show", *base, "--frame", frame], work)
            html = work / "report.html"
            rc, so, se = _kmirror(["report", *base, "-o", str(html)], work)
            page = _report_text(html.read_bytes()) if html.exists() else b""
            outs["report.html"] = (rc, page, se)
            html.unlink(missing_ok=True)
            if tshark and plugin.exists():
                p = subprocess.run(
                    [tshark, "-X", f"lua_script:{plugin}", "-o",
                     "kafka_mirror.tcp.ports:9092,9093,19092,19093", "-r", str(cap), "-V"],
                    capture_output=True,
                    timeout=600,
                )
                outs["lua.txt"] = (p.returncode, p.stdout, p.stderr)
            for key, (rc, so, se) in outs.items():
                stem = dest / f"{name}.{key}"
                stem.with_name(stem.name + ".out").write_bytes(so)
                err = se.replace(str(work).encode(), b"TMP")
                stem.with_name(stem.name + ".err").write_bytes(err + f"\nexit {rc}\n".encode())
                n += 1
            print(f"{name}: {len(outs)} outputs", flush=True)
    print(f"{n} outputs written to {dest}")
    return 0


def compare(old: Path, new: Path, drop: list[str]) -> int:
    a = {p.name for p in old.iterdir()}
    b = {p.name for p in new.iterdir()}
    bad = sorted(a ^ b)
    for name in sorted(a & b):
        x, y = (old / name).read_bytes(), (new / name).read_bytes()
        for column in drop:
            x, y = _without(name, x, column), _without(name, y, column)
        if x != y:
            bad.append(name)
    for name in bad:
        print(f"DIFFERENT {name}")
    print(f"{len(a & b)} outputs compared, {len(bad)} difference(s)")
    return 1 if bad else 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="verb", required=True)
    w = sub.add_parser("write", help="write every output into DIR")
    w.add_argument("dest", type=Path)
    w.add_argument("--cases", type=Path, help="another folder of captures (../shared/cases)")
    c = sub.add_parser("compare", help="compare two folders written by `write`")
    c.add_argument("old", type=Path)
    c.add_argument("new", type=Path)
    c.add_argument("--drop-column", action="append", default=[],
                   help="leave this column out of CSV, JSON and Parquet outputs (a new column)")
    args = ap.parse_args()
    if args.verb == "write":
        return write(args.dest, args.cases)
    return compare(args.old, args.new, args.drop_column)


if __name__ == "__main__":
    sys.exit(main())
