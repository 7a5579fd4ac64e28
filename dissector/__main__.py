"""``python -m dissector`` works like ``kmirror``; :func:`run` is the ``kmirror`` console script.

The script's entry lives here, not in :mod:`dissector.cli`: importing the command line
(click, the commands) takes a tenth of a second, and a Ctrl-C in that time must end the
way it does later, in one line (``kmirror: error: aborted``, exit 1), not a traceback.
"""

from __future__ import annotations

import sys


def run(prog_name: str = "kmirror") -> None:
    """The ``kmirror`` command: :func:`dissector.cli.run` once the command line is imported."""
    try:
        from .cli import run as cli_run
    except KeyboardInterrupt:
        sys.stderr.write(f"{prog_name}: error: aborted\n")
        sys.exit(1)
    cli_run(prog_name=prog_name)


if __name__ == "__main__":
    run()
