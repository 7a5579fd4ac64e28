"""The Wireshark builds the plugin tests run under: the host's tshark and Debian 13's.

Owns: :class:`Tshark` (one tshark build: how to run it unprivileged, where files
it can read must live), :data:`TSHARKS` (their ids) and :func:`tshark_or_skip`.

- ``host``: the system's tshark (Debian 12: Wireshark 4.0, Lua 5.2), run as
  ``nobody`` when the tests run as root (Wireshark 4.4+ ignores user Lua
  plugins as root, 4.0 is run the same way).
- ``debian13``: Wireshark 4.4 (Lua 5.4) in the Debian 13 root that
  ``scripts/setup-system.sh`` builds once with debootstrap at ``$KMIRROR_TRIXIE``
  (default ``/var/cache/kmirror/trixie``), run with ``chroot --userspec=nobody``
  (needs root; tshark needs no /proc there).  Files it reads are made inside
  the root (:meth:`Tshark.folder`); paths in its arguments are translated.

Must not import: the package under test (only the standard library and pytest).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest

#: The Debian 13 root with Wireshark 4.4 (scripts/setup-system.sh builds it).
TRIXIE = Path(os.environ.get("KMIRROR_TRIXIE", "/var/cache/kmirror/trixie"))
#: Ids of the tshark builds, in test order.
TSHARKS = ("host", "debian13")


@dataclass(frozen=True)
class Tshark:
    """One tshark build: ``name`` (an id of :data:`TSHARKS`), ``root`` (its chroot
    folder, None for the host's)."""

    name: str
    root: Path | None = None

    def folder(self, prefix: str) -> Path:
        """A new world-readable temporary folder this tshark can read (a host path)."""
        base = None if self.root is None else self.root / "tmp"
        d = Path(tempfile.mkdtemp(prefix=prefix, dir=base or "/tmp"))
        d.chmod(0o755)
        return d

    def inner(self, path: Path | str) -> str:
        """``path`` as this tshark sees it (inside its root)."""
        text = str(path)
        if self.root is None:
            return text
        return text.replace(str(self.root), "", 1) if text.startswith(str(self.root)) else text

    def command(self, args: list[str], home: Path | None = None) -> list[str]:
        """The command line running ``tshark ARGS`` unprivileged (``HOME=home`` if given)."""
        if self.root is None:
            cmd = ["tshark", *args]
            if home is not None:
                cmd = ["env", f"HOME={home}", *cmd]
            if os.geteuid() == 0:
                cmd = ["runuser", "-u", "nobody", "--", *cmd]
            return cmd
        root = str(self.root)
        inside = [a.replace(root, "") for a in args]
        env = ["env", f"HOME={self.inner(home) if home is not None else '/nonexistent'}"]
        return ["chroot", "--userspec=nobody:nogroup", root, *env, "tshark", *inside]

    def run(self, args: list[str], home: Path | None = None) -> subprocess.CompletedProcess:
        """Run tshark; its exit code, stdout and stderr as text (120 s at most)."""
        return subprocess.run(
            self.command(args, home), capture_output=True, text=True, timeout=120
        )

    @property
    def version(self) -> str:
        """The Wireshark version, e.g. ``4.4.19``."""
        return _version(self)


@cache
def _version(t: Tshark) -> str:
    out = t.run(["--version"]).stdout
    m = re.search(r"TShark \(Wireshark\) (\d+\.\d+\.\d+)", out)
    return m.group(1) if m else "unknown"


def tshark_or_skip(name: str) -> Tshark:
    """The tshark build ``name``; skips the test with the reason when it cannot run."""
    if name == "host":
        if shutil.which("tshark") is None:
            pytest.skip("tshark missing: `make test` installs it")
        return Tshark("host")
    if not (TRIXIE / "usr" / "bin" / "tshark").exists():
        pytest.skip(
            f"no Debian 13 root with tshark 4.4 at {TRIXIE}: "
            "`make test` as root builds it (scripts/setup-system.sh)"
        )
    if os.geteuid() != 0:
        pytest.skip(f"tshark 4.4 runs in the Debian 13 root {TRIXIE} with chroot: needs root")
    return Tshark("debian13", TRIXIE)


def for_path(path: Path | str) -> Tshark:
    """The tshark build that reads files under ``path`` (inside the Debian 13 root or not)."""
    if str(path).startswith(str(TRIXIE) + "/"):
        return Tshark("debian13", TRIXIE)
    return Tshark("host")
