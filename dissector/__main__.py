"""``python -m dissector`` works like ``kmirror``."""

from .cli import run

run(prog_name="kmirror")
