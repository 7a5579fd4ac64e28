"""``python -m dissector.cli`` works like ``kmirror``."""

from . import main

main(prog_name="kmirror")
