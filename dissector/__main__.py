"""``python -m dissector`` works like ``kmirror``."""

from .cli import main

main()
