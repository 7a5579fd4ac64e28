"""``kmirror profiles import PATH``: a profile folder from a user's own KIP-1279 build.

Owns: the ``import`` subcommand of ``profiles`` (:func:`profiles_import`): it calls
:func:`dissector.profiles.importer.import_profile` with Kafka's own API names and error codes
(never taken as the revision's), checks the folder written loads as a profile, and prints
what it found and what it could not find.

Must not import: the other commands, the analysis or pandas.
"""

from __future__ import annotations

from pathlib import Path

import click

from ..wire.specs import SpecError
from .errors import fail

__all__ = ["profiles_import"]


@click.command("import")
@click.argument("source", type=click.Path(path_type=Path))
@click.option(
    "-o",
    "--output",
    type=click.Path(path_type=Path),
    default=None,
    help="Profile folder to write (default: ./NAME).",
)
@click.option(
    "--name",
    default="kip1279-imported",
    show_default=True,
    help="The profile's name (profile.json).",
)
def profiles_import(source: Path, output: Path | None, name: str):
    """Make a profile from a Kafka source tree or a folder of message specs.

    Reads the mirror RPC specs (clients/src/main/resources/common/message/ in a
    tree, else the folder itself: files named *Mirror* or with apiKey 94 or
    more that are not Kafka's own APIs), ApiKeys.java, the partition-state enum
    and its transition rule (isValid...Transition) and Errors.java where the
    tree has them.  Writes the specs and a profile.json (states, errors, roles
    inferred from the names, state machine), and says what it could not find
    or infer instead of guessing.  Use it with --profile FOLDER.
    """
    from kio.schema.errors import ErrorCode

    from ..kafka.apikey import ApiKey
    from ..profiles.importer import import_profile
    from ..profiles.profile import load_profile

    out = output if output is not None else Path(name)
    # Kafka's own APIs (Kafka 4.4's 93 and 94 included): never the revision's
    kafka_names = set(ApiKey.__members__)
    kafka_errors = {int(e.value) for e in ErrorCode}
    try:
        report = import_profile(source, out, name, kafka_names, kafka_errors)
        profile = load_profile(out)
    except SpecError as e:
        fail(str(e))
    except OSError as e:
        fail(f"{e.filename or source}: {e.strerror}")
    keys = ", ".join(f"{k} {r}" for r, k in sorted(profile.rpcs.items(), key=lambda x: x[1]))
    click.echo(f"wrote {out}/ (profile {profile.name}): {len(profile.rpcs)} RPCs: {keys}")
    if profile.states:
        states = ", ".join(f"{n} {c}" for c, n in sorted(profile.states.items()))
        click.echo(f"  states: {states}")
    for line in report.found:
        click.echo(f"  found: {line}")
    for line in report.missing:
        click.echo(f"  not found: {line}")
    click.echo(f"use it with: --profile {out}")
