"""Run by tests/native/test_native_identity.py in a subprocess (compiled or KMIRROR_PURE=1):
every command of ``JOBS`` on every input, in one process, through the kmirror CLI.

Prints one JSON object: ``{"modules": {module: __file__}, "runs": {"INPUT|JOB": [exit code,
stdout SHA-256, stdout bytes, stderr text]}}``.
"""

from __future__ import annotations

import hashlib
import json
import sys
import warnings

from click.testing import CliRunner

import dissector.native as native
from dissector.cli import main

PORTS = ["-p", "9093", "-p", "19092", "-p", "19093"]
#: The commands compared, each over every input.
JOBS = {
    "read": ["read", "{}", *PORTS, "--all-columns", "--format", "csv"],
    "full": ["read", "{}", *PORTS, "--all-columns", "--format", "csv", "--full"],
    "json": ["read", "{}", *PORTS, "--format", "json"],
    "fields": ["fields", "{}", *PORTS, "--format", "csv"],
    "analyze": ["analyze", "{}", *PORTS, "--json"],
}


def run(paths: list[str]) -> dict:
    """The outputs of every job on every path (see the module's docstring)."""
    runner = CliRunner()
    runs = {}
    for path in paths:
        for job, args in JOBS.items():
            with warnings.catch_warnings():
                warnings.simplefilter("default")
                r = runner.invoke(main, [a.replace("{}", path) for a in args])
            out = r.stdout_bytes
            runs[f"{path}|{job}"] = [
                r.exit_code,
                hashlib.sha256(out).hexdigest(),
                len(out),
                r.stderr,
            ]
    modules = {}
    for module in native.MODULES:
        mod = sys.modules.get(f"dissector.{module}")
        if mod is None:
            mod = __import__(f"dissector.{module}", fromlist=["_"])
        modules[module] = mod.__file__
    return {"modules": modules, "runs": runs}


if __name__ == "__main__":
    json.dump(run(sys.argv[1:]), sys.stdout)
