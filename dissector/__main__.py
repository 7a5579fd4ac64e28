"""``python -m dissector`` works like ``kmirror``."""

from .cli import main

main(prog_name="kmirror")
