"""The ``kmirror`` command line (also ``python -m dissector``).

Owns: assembling the click group :func:`main` (the ``kmirror`` entry point)
from one module per command group:

- :mod:`.read`: ``read`` (one row per Kafka message);
- :mod:`.show`: ``show``, ``fields``, ``keys``, ``profiles`` (views of one
  capture or profile); :mod:`.profiles`: ``profiles import`` (a profile from a build);
- :mod:`.live`: ``live`` (capture on an interface);
- :mod:`.analyze`: ``analyze`` (the mirroring story), imported when used;
- :mod:`.lua`: ``lua build``/``lua install`` (the Wireshark plugin), imported
  when used;
- ``simulate``, in :mod:`dissector.cli.simulate`, imported when used.

Shared options are declared once in :mod:`.options`; one-line errors, broken
pipes and warnings are :mod:`.errors`' (public, for commands outside this
package too).  User mistakes end in one line on stderr and a non-zero exit
(1: the input cannot be read; 2: the command line is wrong), never a traceback.

Must not import: the analysis, the Lua generator or the scenario generator at
import time (they are imported when their command runs).
"""

from __future__ import annotations

import sys

from .group import KmirrorGroup, main
from .live import live
from .profiles import profiles_import
from .read import read
from .show import fields, keys, profiles, show

main.add_command(read)
main.add_command(show)
main.add_command(fields)
main.add_command(keys)
main.add_command(live)
main.add_command(profiles)
profiles.add_command(profiles_import)

__all__ = ["KmirrorGroup", "main", "run"]


def run(prog_name: str | None = None) -> None:
    """The ``kmirror`` console script: :func:`main`, in a process of its own.

    kio's phantom types register Hypothesis strategies when ``hypothesis`` can be
    imported (a test dependency: installed next to the package by ``.[test]``), which
    costs the command about 0.15 s of imports it never uses; a process started for
    the command says ``hypothesis`` is not there.  (Not done by :func:`main` itself,
    which tests and users call inside processes of their own.)"""
    sys.modules.setdefault("hypothesis", None)  # type: ignore[arg-type]
    main(prog_name=prog_name)
