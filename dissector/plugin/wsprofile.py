"""The Wireshark configuration profile ``kmirror lua install`` ships beside the plugin.

Owns: :data:`WS_PROFILE` (the profile's name), :func:`colorfilters` (the text of its
``colorfilters`` file: coloring rules for mirror errors and the failover/failback RPCs),
:func:`preferences` (the text of its ``preferences`` file: a column preset with the
mirror name, partition state and error, and the plugin's ports) and
:func:`profile_folder` (where Wireshark looks for it).  Everything comes from the
mirror profile's specs and roles, as the plugin does (:mod:`dissector.plugin.lua`).

Wireshark reads a configuration profile from ``profiles/NAME`` in its personal
configuration folder; ``wireshark -C "Kafka Mirror"`` (or Edit > Configuration
Profiles) selects it, so the user's default profile is left as it was.

Must not import: capture reading, reassembly, pandas, or the CLI module.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from ..profiles.profile import Profile
from ..wire.specs import FieldSpec
from .lua import PROTO, body_abbr

__all__ = ["WS_PROFILE", "colorfilters", "preferences", "profile_folder", "state_abbrevs"]

#: The Wireshark configuration profile's name.
WS_PROFILE = "Kafka Mirror"

#: Roles of the RPCs that carry a failover or a failback (dissector.profiles.roles):
#: partition states written (STOPPING, STOPPED), last mirrored offsets read back,
#: leader epochs bumped.
FAILOVER_ROLES = ("write_states", "lmo_query", "bump_leader_epochs")

#: Coloring rules: name -> (foreground, background), 16-bit RGB as Wireshark writes them.
_COLORS = {
    "error": ((0, 0, 0), (65535, 49344, 49344)),
    "failover": ((0, 0, 0), (65535, 59624, 41120)),
    "mirror": ((0, 0, 0), (57054, 61166, 65535)),
}


def state_abbrevs(profile: Profile) -> list[str]:
    """The filter fields of the partition states the profile's messages carry (its state
    fields, not a previous state), e.g. ``kafka_mirror.topics.partitions.state``."""
    out: set[str] = set()

    def walk(fields: tuple[FieldSpec, ...], path: str) -> None:
        for f in fields:
            abbr = body_abbr(path, f.key)
            if f.name in profile.state_fields and not f.name.startswith("Previous"):
                out.add(abbr)
            if f.fields:
                walk(f.fields, abbr)

    for m in profile.messages.values():
        walk(m.fields, PROTO)
    return sorted(out)


def _rule(name: str, flt: str, color: str) -> str:
    (fr, fg, fb), (br, bg, bb) = _COLORS[color]
    return f"@{name}@{flt}@[{br},{bg},{bb}][{fr},{fg},{fb}]"  # background, then foreground


def colorfilters(profile: Profile, defaults: str = "") -> str:
    """The ``colorfilters`` file: mirror responses with an error, then the failover and
    failback RPCs (:data:`FAILOVER_ROLES` of the profile), then every other mirror
    message, then ``defaults`` (Wireshark's own rules, which a profile's file replaces)."""
    rpcs = [profile.roles.rpc(r) for r in FAILOVER_ROLES] if profile.roles else []
    rpcs = [r for r in rpcs if r]
    lines = [f"# Kafka Mirror coloring rules (kmirror lua install, profile {profile.name})"]
    lines.append(_rule("Kafka Mirror error", f"{PROTO}.error_code != 0", "error"))
    if rpcs:
        flt = " || ".join(f'{PROTO}.rpc == "{r}"' for r in rpcs)
        lines.append(_rule("Kafka Mirror failover/failback", flt, "failover"))
    lines.append(_rule("Kafka Mirror", PROTO, "mirror"))
    text = "\n".join(lines) + "\n"
    rest = [x for x in defaults.splitlines() if x.startswith(("@", "!@"))]
    return text + ("\n".join(rest) + "\n" if rest else "")


def preferences(profile: Profile, ports: str) -> str:
    """The ``preferences`` file: the column preset (No., Time, Source, Destination,
    Protocol, Mirror, State, Error, Info; Mirror, State and Error are the plugin's
    fields) and the plugin's ports preference ``ports`` (a Wireshark range)."""
    states = " || ".join(state_abbrevs(profile))
    columns = [
        ("No.", "%m"),
        ("Time", "%t"),
        ("Source", "%s"),
        ("Destination", "%d"),
        ("Protocol", "%p"),
        ("Mirror", f"%Cus:{PROTO}.mirror_name:0:R"),
        ("State", f"%Cus:{states}:0:R"),
        ("Error", f"%Cus:{PROTO}.error_name:0:R"),
        ("Info", "%i"),
    ]
    cells = ",\n\t".join(f'"{title}", "{fmt}"' for title, fmt in columns)
    return (
        f"# Kafka Mirror (kmirror lua install, profile {profile.name})\n"
        f"gui.column.format: \n\t{cells}\n"
        f"{PROTO}.tcp.ports: {ports}\n"
    )


def profile_folder() -> Path:
    """Where Wireshark reads the profile: ``profiles/Kafka Mirror`` in the personal
    configuration folder (``~/.config/wireshark`` on Linux and macOS,
    ``%APPDATA%\\Wireshark`` on Windows; ``tshark -G folders`` shows it)."""
    if sys.platform.startswith("win"):
        appdata = os.environ.get("APPDATA")
        base = Path(appdata) if appdata else Path.home() / "AppData" / "Roaming"
        return base / "Wireshark" / "profiles" / WS_PROFILE
    xdg = os.environ.get("XDG_CONFIG_HOME")
    base = Path(xdg) if xdg else Path.home() / ".config"
    return base / "wireshark" / "profiles" / WS_PROFILE
