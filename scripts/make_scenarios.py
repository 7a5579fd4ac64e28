"""Regenerate every scenario capture in captures/: <scenario>.pcapng and <scenario>.truth.json.

Run as root (dumpcap captures on ``lo``) with the project's venv python, from
the repository root::

    /tmp/venv/bin/python scripts/make_scenarios.py               # all twelve
    /tmp/venv/bin/python scripts/make_scenarios.py failover      # just one (or: coordinator late)
    /tmp/venv/bin/python scripts/make_scenarios.py cl3-failback  # one of the 2026-07 revision
    /tmp/venv/bin/python scripts/make_scenarios.py late-errors   # one of the third revision

Each scenario runs ``kmirror simulate SCENARIO -o captures/SCENARIO.pcapng
--seed 1279`` (the same code, :func:`dissector.scenario.run_scenario`); the ``cl3-``
ones play the 2026-07 revision (``kmirror simulate SCENARIO --profile
kip1279-cl3-2026-07 -o captures/cl3-SCENARIO.pcapng``), the ``late-`` ones the third
revision (``--profile kip1279-late-2026``).  They run on
ports 9092/9093 (Tansu a/b) and 19092/19093 (mirror listeners a/b), which must
be free.  The script fails if a capture reaches 2 MB.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from dissector.profiles.profile import load_profile
from dissector.scenario import DEFAULT_SEED, SCENARIOS, run_scenario, truth_path
from dissector.scenario.processes import can_capture

MAX_CAPTURE_BYTES = 2_000_000
#: The 2026-07 revision's captures: name -> (scenario, profile).
CL3_PROFILE = "kip1279-cl3-2026-07"
CL3 = {f"cl3-{name}": (name, CL3_PROFILE) for name in ("basic", "failback", "errors")}
#: The third revision's captures (REVISIONS.md section 6): failover, ULE_RECOVERY and failback;
#: a FAILED partition recovered by RecoverMirrorTopics.
LATE_PROFILE = "kip1279-late-2026"
LATE = {f"late-{name}": (name, LATE_PROFILE) for name in ("failback", "errors")}


def main(argv: list[str] | None = None) -> int:
    """Make the captures; returns the process exit status."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    known = {**{n: (n, None) for n in SCENARIOS}, **CL3, **LATE}
    ap.add_argument("scenarios", nargs="*", metavar="SCENARIO", help=", ".join(known))
    ap.add_argument("--out-dir", type=Path, default=Path("captures"))
    ap.add_argument("--seed", type=int, default=DEFAULT_SEED)
    args = ap.parse_args(argv)
    unknown = [n for n in args.scenarios if n not in known]
    if unknown:
        ap.error(f"unknown scenario(s) {', '.join(unknown)}; known: {', '.join(known)}")
    reason = can_capture()
    if reason:
        print(f"make_scenarios: cannot capture: {reason}", file=sys.stderr)
        return 1
    status = 0
    for name in args.scenarios or list(known):
        out = args.out_dir / f"{name}.pcapng"
        t0 = time.monotonic()
        scenario, profile = known[name]
        prof = load_profile(profile) if profile else None
        doc = run_scenario(scenario, out, seed=args.seed, profile=prof)
        s = doc["summary"]
        size = out.stat().st_size
        print(
            f"{name:9s} {time.monotonic() - t0:5.1f} s  {out} {size} bytes, "
            f"{truth_path(out).name}: {s['rpcs']} requests, {s['transitions']} transitions, "
            f"{s['lmos_written']}/{s['lmos_read']} {'LMEs' if profile else 'LMOs'} "
            f"written/read, {s['truncations']} "
            f"truncations ({s['records_truncated']} offsets), {s['errors']} errors, "
            f"{s['unanswered']} unanswered"
        )
        if size >= MAX_CAPTURE_BYTES:
            print(f"{out} is {size} bytes, over {MAX_CAPTURE_BYTES}", file=sys.stderr)
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
