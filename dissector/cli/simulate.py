"""``kmirror simulate``: run a scenario on loopback, capture it, write its ground truth.

Owns: the click command :func:`simulate` (registered on the ``kmirror`` group
by :mod:`dissector.cli`, imported when used).  The scenarios themselves are
:mod:`dissector.scenario`'s.
User mistakes and a missing capture permission are one line on stderr and a
non-zero exit (1: could not run or capture; 2: bad command line).

Must not import: the other commands, the dissector's stages.
"""

from __future__ import annotations

from pathlib import Path

import click

from ..counts import counted
from ..profiles.profile import DEFAULT_PROFILE, load_profile
from ..scenario.dialect import PLAYED
from ..scenario.processes import CaptureUnavailable, can_capture
from ..scenario.scenarios import (
    DEFAULT_SEED,
    SCENARIOS,
    keylog_path,
    run_scenario,
    truth_path,
)
from ..scenario.stage import ScenarioError
from .errors import fail

__all__ = ["simulate"]


@click.command(context_settings={"help_option_names": ["-h", "--help"]})
@click.argument("scenario", required=False, metavar="SCENARIO")
@click.option(
    "--output",
    "-o",
    type=click.Path(dir_okay=False),
    default=None,
    metavar="FILE.pcapng",
    help="Capture file to write; the ground truth goes next to it as FILE.truth.json.",
)
@click.option(
    "--seed",
    type=int,
    default=DEFAULT_SEED,
    show_default=True,
    help="Seed of every choice the scenario makes (record counts, partitions, keys).",
)
@click.option(
    "--profile",
    default=None,
    metavar="NAME",
    help=f"The KIP revision the actors play: {', '.join(PLAYED)} (default {DEFAULT_PROFILE}).",
)
@click.option(
    "--tls",
    is_flag=True,
    help="Run the mirror RPC listeners behind TLS (1.3; Tansu stays plaintext); the clients "
    "write the TLS key log next to the capture as FILE.keys.log.",
)
@click.option("--list", "list_", is_flag=True, help="List the scenarios and exit.")
def simulate(
    scenario: str | None,
    output: str | None,
    seed: int,
    profile: str | None,
    tls: bool,
    list_: bool,
) -> None:
    """Run SCENARIO on loopback with real actors, capture it, and write its ground truth.

    \b
    Actors: two Tansu brokers (clusters a on 9092, b on 9093), a mirror RPC
    listener per cluster (19092, 19093), partition leaders and mirror fetchers,
    admin tools and confluent-kafka producers.  The capture (dumpcap on lo)
    needs root.  With --tls the mirror listeners serve TLS with a self-signed
    certificate made offline by openssl; read the capture with
    `kmirror read FILE.pcapng --tls-keylog FILE.keys.log`.

    \b
    Examples:
      kmirror simulate --list
      sudo kmirror simulate failover -o failover.pcapng --seed 7
      sudo kmirror simulate basic --tls -o basic-tls.pcapng
    """
    if list_:
        for name, sc in SCENARIOS.items():
            click.echo(f"{name:10s} {sc.description}")
        return
    if scenario is None:
        fail("missing SCENARIO (one of: " + ", ".join(SCENARIOS) + "; see --list)", 2)
    if scenario not in SCENARIOS:
        fail(f"unknown scenario {scenario!r}; known: {', '.join(SCENARIOS)}", 2)
    if profile not in (None, *PLAYED):
        fail(f"the scenario generator plays {', '.join(PLAYED)}; not {profile}", 2)
    if not output:
        fail("give the capture file with -o FILE.pcapng", 2)
    reason = can_capture()
    if reason:
        fail(f"cannot capture: {reason}")
    out = Path(output)
    prof = load_profile(profile or DEFAULT_PROFILE)
    try:
        doc = run_scenario(scenario, out, seed=seed, profile=prof, tls=tls)
    except (CaptureUnavailable, ScenarioError, RuntimeError, OSError) as e:
        fail(f"{scenario}: {e}")
    s = doc["summary"]
    marks = "LMEs" if prof.name != DEFAULT_PROFILE else "LMOs"
    click.echo(
        f"{out}: {out.stat().st_size} bytes; {truth_path(out)}: {s['rpcs']} requests "
        f"({s['mirror_rpcs']} mirror), {s['transitions']} transitions, "
        f"{s['lmos_written']} {marks} written, {s['lmos_read']} read, "
        f"{counted(s['truncations'], 'truncation')} "
        f"({counted(s['records_truncated'], 'offset')} removed), "
        f"{counted(s['errors'], 'error')}, {s['unanswered']} unanswered"
    )
    if tls:
        click.echo(f"{keylog_path(out)}: TLS key log of the mirror connections")


if __name__ == "__main__":  # pragma: no cover
    simulate()
