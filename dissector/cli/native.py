"""``kmirror native``: build, list or remove the compiled accelerator (:mod:`dissector.native`).

Owns: the command's text; the build and the import hook are :mod:`dissector.native`'s.
"""

from __future__ import annotations

import os
import shutil
import sys

import click

from .. import native
from .errors import fail

__all__ = ["native_command"]


@click.command(
    "native",
    epilog="""\b
Examples:
  kmirror native build     # what `make setup` runs after pip install
  kmirror native status    # which modules run compiled
  KMIRROR_PURE=1 kmirror read CAPTURE   # one run on the Python source only""",
)
@click.argument("action", type=click.Choice(["build", "status", "clean"]), default="status")
def native_command(action: str) -> None:
    """Build, list or remove the compiled accelerator.

    The hot stages' modules (capture reading, reassembly, framing, matching, decoding,
    the read table, the analysis' per-message work) compiled by Cython from their own
    Python source: the same semantics, less interpreter.  A module is used compiled
    only while its .py is the one it was built from; KMIRROR_PURE=1 runs everything
    as Python.  Without Cython or a C compiler, build says so and exits 0: the Python
    path is complete on its own.
    """
    if action == "status":
        rows = native.status()
        n = sum(1 for _m, s in rows if s == "compiled")
        pure = os.environ.get(native.PURE_ENV, "") not in ("", "0")
        note = f" (not used: {native.PURE_ENV} is set)" if pure else ""
        click.echo(f"{n} of {len(rows)} modules compiled{note}")
        for module, state in rows:
            click.echo(f"  {module:26} {state}")
        return
    if action == "clean":
        shutil.rmtree(native.OUT, ignore_errors=True)
        click.echo(f"kmirror native: removed {native.OUT}; every module runs as Python")
        return
    if shutil.which(os.environ.get("CC", "gcc")) is None and shutil.which("cc") is None:
        click.echo("kmirror native: no C compiler (gcc/cc): every module runs as Python")
        return
    try:
        manifest, compiled, refused = native.build()
    except ImportError:
        click.echo(
            "kmirror native: Cython is not installed (pip install cython): "
            "every module runs as Python"
        )
        return
    except Exception as err:  # noqa: BLE001 (a failed build leaves the pure path, complete)
        fail(f"native build failed ({type(err).__name__}: {err}); modules not built run as Python")
    n = len(manifest.get("modules", {}))
    for module in refused:
        click.echo(f"kmirror native: Cython refused {module}: it runs as Python")
    if not compiled:
        click.echo(f"kmirror native: {n} modules compiled, all up to date ({native.OUT})")
        return
    click.echo(
        f"kmirror native: {len(compiled)} modules compiled now, {n} in all "
        f"(Cython {manifest['cython']}, Python {sys.version.split()[0]}) in {native.OUT}"
    )
