"""``kmirror lua build`` and ``kmirror lua install``: the Wireshark Lua plugin.

Owns: the ``lua`` click group and its two commands (generate the plugin to a
file; generate it into the personal Wireshark plugin folder).  The generator
itself (:func:`generate_lua`, :func:`plugin_folder`, :data:`PLUGIN_FILE`) is
build-time code, imported only when a command runs.

Must not import: the Lua generator at import time; the other commands.
"""

from __future__ import annotations

from pathlib import Path

import click

from ..profiles.profile import DEFAULT_PROFILE, Profile, load_profile
from ..wire.specs import SpecError
from .options import DEFAULT_PORT, port_option, profile_option, specs_option

__all__ = ["build", "install", "lua"]

#: Where ``lua build`` writes by default: the committed plugin (the generator's
#: ``PLUGIN_FILE`` in ``lua/``; spelled out so that ``--help`` needs no generator).
DEFAULT_BUILD_OUTPUT = str(Path("lua") / "kafka_mirror.lua")

_profile = profile_option(
    f"Mirror profile whose specs the plugin decodes (default: {DEFAULT_PROFILE})."
)


def _load(profile: str | None, specs: str | None) -> Profile:
    try:
        return load_profile(specs or profile or DEFAULT_PROFILE)
    except SpecError as e:
        err = click.ClickException(str(e))
        err.exit_code = 2  # the command line named it: a usage error, as for `kmirror read`
        raise err from None


def _generate(prof: Profile, ports: tuple[int, ...] = ()) -> str:
    from ..plugin.lua import generate_lua

    try:
        return generate_lua(prof, ",".join(map(str, sorted({DEFAULT_PORT, *ports}))))
    except SpecError as e:
        raise click.ClickException(str(e)) from None


@click.group()
def lua() -> None:
    """The Wireshark Lua plugin for the mirror RPCs (Wireshark 4.0 and newer)."""


@lua.command()
@_profile
@specs_option(metavar=None)
@click.option(
    "-o",
    "--output",
    type=click.Path(dir_okay=False),
    default=DEFAULT_BUILD_OUTPUT,
    show_default=True,
    help="File to write.",
)
def build(profile: str | None, specs: str | None, output: str) -> None:
    """Generate the plugin from the specs (the committed lua/kafka_mirror.lua).

    Writes -o FILE (default lua/kafka_mirror.lua under the current folder, made if
    missing) and prints its absolute path; a folder it had to make is said on stderr.
    `kmirror lua install` puts the plugin where Wireshark loads it.
    """
    text = _generate(_load(profile, specs))
    path = Path(output).absolute()
    made = [p for p in reversed(path.parents) if not p.exists()]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    if made:
        click.echo(f"kmirror: made the folder {made[0]} for {output}", err=True)
    click.echo(str(path))


@lua.command()
@_profile
@specs_option(metavar=None)
@port_option(
    "Another port for the plugin's kafka_mirror.tcp.ports default, besides 9092 "
    "(repeatable); Wireshark's preferences can change it later."
)
def install(profile: str | None, specs: str | None, ports: tuple[int, ...]) -> None:
    """Generate the plugin and copy it into your personal Wireshark plugin folder.

    Prints the installed file's path; Wireshark and tshark load it at start.
    Example: `kmirror lua install -p 19092` decodes mirror RPCs on 9092 and 19092.
    """
    from ..plugin.lua import PLUGIN_FILE, plugin_folder

    text = _generate(_load(profile, specs), ports)
    folder = plugin_folder()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / PLUGIN_FILE
    path.write_text(text, encoding="utf-8")
    click.echo(str(path))
