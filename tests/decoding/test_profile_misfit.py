"""A profile that does not fit the capture is said, not left to the rows' flags.

``--profile NAME`` on a capture of another revision: one stderr line saying how many of
the sample's mirror frames do not decode cleanly and which shipped profile decodes them
(:func:`dissector.pipeline.choice.misfit`); the read itself is unchanged (exit 0, every row
listed and flagged).  The figures are checked against the rows the read itself flags.  A
folder of captures chosen for as one says its choice and names its files of other
revisions.  A folder that is not a profile says so and how to make one.
"""

from __future__ import annotations

import csv
import io

import pytest
from click.testing import CliRunner

import dissector.pipeline.choice as choice
from dissector.cli import main
from dissector.profiles.profile import load_profile
from dissector.wire.specs import SpecError

from helpers import CAPTURES, kmirror

CL3 = str(CAPTURES / "cl3-basic.pcapng")
BASIC = str(CAPTURES / "basic.pcapng")
MISFIT = (
    "kmirror: 20 of 34 mirror frames do not decode cleanly with profile kip1279-seed; "
    "kip1279-cl3-2026-07 decodes them (try --profile auto or --profile kip1279-cl3-2026-07)"
)


def test_a_named_profile_that_does_not_fit_is_said_with_the_rows_own_figures():
    res = kmirror("read", CL3, "--profile", "kip1279-seed", "--mirror-only", "--format", "csv")
    assert res.returncode == 0
    assert MISFIT in res.stderr.splitlines()
    rows = list(csv.DictReader(io.StringIO(res.stdout)))
    # the line's figures are the read's: 34 mirror rows, 20 of them flagged
    assert len(rows) == 34
    flagged = [r for r in rows if r["expert"]]
    assert len(flagged) == 20
    assert any(r["expert"].startswith("bad_string_length@") for r in flagged)
    fits = kmirror("read", CL3, "--profile", "kip1279-cl3-2026-07", "--mirror-only")
    assert fits.returncode == 0 and "do not decode cleanly" not in fits.stderr


@pytest.mark.parametrize("command", ["analyze", "fields"])
def test_analyze_and_fields_say_it_too(command):
    res = kmirror(command, CL3, "--profile", "kip1279-seed")
    assert res.returncode == 0
    assert MISFIT in res.stderr.splitlines()


def test_misfit_counts_and_the_better_profile():
    late = choice.misfit(CL3, load_profile("kip1279-late-2026"), detect=True)
    assert (late.bad, late.frames, late.better, late.good) == (16, 34, "kip1279-cl3-2026-07", 34)
    assert choice.misfit(CL3, load_profile("kip1279-cl3-2026-07"), detect=True) is None
    assert choice.misfit(BASIC, load_profile("kip1279-seed"), detect=True) is None


def test_the_default_path_does_not_pay_for_it(monkeypatch):
    calls: list[str] = []
    monkeypatch.setattr(choice, "misfit", lambda *a, **k: calls.append("misfit"))
    res = CliRunner().invoke(main, ["read", BASIC, "--mirror-only"])
    assert res.exit_code == 0 and calls == []  # auto on one file: its own line only
    res = CliRunner().invoke(main, ["read", BASIC, "--profile", "kip1279-seed", "--mirror-only"])
    assert res.exit_code == 0 and calls == ["misfit"]


@pytest.mark.slow
def test_a_folder_of_three_revisions_says_its_choice_and_the_files_it_misreads():
    res = kmirror("read", str(CAPTURES), "--format", "csv")
    assert res.returncode == 0
    err = res.stderr.splitlines()
    assert (
        "kmirror: profile kip1279-seed (auto: 40 of 40 mirror frames decode cleanly, "
        "kip1279-cl3-2026-07 15 of 40, kip1279-late-2026 15 of 40)"
    ) in err
    files = [x for x in err if " files do not decode cleanly" in x]
    assert len(files) == 1
    assert files[0].startswith(
        "kmirror: 5 of 15 files do not decode cleanly with profile kip1279-seed: "
        "cl3-basic.pcapng (kip1279-cl3-2026-07), cl3-errors.pcapng (kip1279-cl3-2026-07), "
        "cl3-failback.pcapng (kip1279-cl3-2026-07), late-errors.pcapng (kip1279-late-2026) "
        "and 1 more"
    )


def test_a_folder_that_is_not_a_profile_says_so():
    with pytest.raises(SpecError, match=r"not a profile \(no profile.json"):
        load_profile(CAPTURES)
    res = kmirror("read", BASIC, "--profile", str(CAPTURES))
    assert res.returncode == 2
    assert res.stderr.strip().splitlines() == [
        f"kmirror: error: {CAPTURES}: not a profile (no profile.json, no "
        "*Request.json/*Response.json specs); make one from a KIP-1279 build with "
        "`kmirror profiles import PATH`, or name a shipped one (kip1279-cl3-2026-07, "
        "kip1279-late-2026, kip1279-seed)"
    ]
