"""``python -m codegen [--check] [--wheel KIO_0.3.0_WHEEL]``: regenerate every
generated file (or, with ``--check``, exit 1 naming each one that differs).

Order: legacy specs (only with ``--wheel``: they are derived from kio 0.3.0's
wheel, which needs a download), the facts table (from kio and the legacy
specs), the one-pass decoders' layouts (from kio) and the decoders themselves as
modules (``dissector/wire/gen_onepass*.py``, from the layouts), the Lua plugin (from the
profile's specs, the facts table and the expert vocabulary), then the reference
in ``docs/`` (:mod:`.docs`: the CLI's help, the DataFrame tables, the expert
words, the man page).  A step that rewrote its file runs the rest in a fresh
interpreter, so that they read the new file.

Owns: the list of generated files and the order they are made in.  Must not
import at module level: capture reading, reassembly, pandas or the CLI (the
steps import what they render when they run).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _facts() -> tuple[Path, str]:
    from .facts import FACTS_FILE, render_facts

    return FACTS_FILE, render_facts()


def _decoders() -> tuple[Path, str]:
    from .decoders import LAYOUTS_FILE, render_layouts

    return LAYOUTS_FILE, render_layouts()


def _modules(prefix: str, render: Callable[[], list[tuple[str, str]]]) -> Callable:
    def step() -> list[tuple[Path, str | None]]:
        from .decoders import WIRE_DIR

        made = [(WIRE_DIR / name, text) for name, text in render()]
        names = {p.name for p, _ in made}
        # a part left from a larger set must go
        gone = [
            (p, None)
            for p in sorted([*WIRE_DIR.glob(f"{prefix}*.py"), *WIRE_DIR.glob(f"{prefix}*.pxd")])
            if p.name not in names
        ]
        return [*made, *gone]

    return step


def _render_decoders() -> list[tuple[str, str]]:
    from .decoders import render_decoder_modules

    return render_decoder_modules()


def _render_checkers() -> list[tuple[str, str]]:
    from .checkers import render_checker_modules

    return render_checker_modules()


def _apikey() -> tuple[Path, str]:
    from .vocabulary import render_apikey

    return ROOT / "dissector" / "kafka" / "apikey.py", render_apikey()


def _words() -> tuple[Path, str]:
    from .vocabulary import render_words

    return ROOT / "dissector" / "words.py", render_words()


def _lua() -> tuple[Path, str]:
    from dissector.plugin.lua import PLUGIN_FILE, generate_lua
    from dissector.profiles.profile import load_profile

    return ROOT / "lua" / PLUGIN_FILE, generate_lua(load_profile())


def _doc(name: str) -> Callable[[], tuple[Path, str]]:
    def step() -> tuple[Path, str]:
        from . import docs

        path, render = {
            "cli": (docs.CLI_FILE, docs.render_cli),
            "tables": (docs.TABLES_FILE, docs.render_tables),
            "expert": (docs.EXPERT_FILE, docs.render_expert),
            "man": (docs.MAN_FILE, docs.render_man),
        }[name]
        return path, render()

    return step


#: each step renders one file (path, text), or several ([(path, text or None: none there)])
STEPS: dict[str, Callable[[], tuple[Path, str] | list[tuple[Path, str | None]]]] = {
    "facts": _facts,
    "decoders": _decoders,
    "decoder-modules": _modules("gen_onepass", _render_decoders),
    "checker-modules": _modules("gen_checkers", _render_checkers),
    "apikey": _apikey,
    "words": _words,
    "lua": _lua,
    "reference-cli": _doc("cli"),
    "reference-tables": _doc("tables"),
    "reference-expert": _doc("expert"),
    "man": _doc("man"),
}


def main(argv: list[str] | None = None) -> int:
    """Run the steps; the exit status is 1 with ``--check`` when a file is stale."""
    ap = argparse.ArgumentParser(prog="python -m codegen", description=__doc__)
    ap.add_argument("--check", action="store_true", help="write nothing; exit 1 if stale")
    ap.add_argument("--wheel", type=Path, help="kio 0.3.0 wheel: also derive the legacy specs")
    ap.add_argument("--from", dest="start", choices=list(STEPS), default=None)
    args = ap.parse_args(argv)
    stale = 0
    if args.wheel is not None and args.start is None:
        from .legacy import main as legacy_main

        extra = ["--check"] if args.check else []
        stale |= legacy_main(["--wheel", str(args.wheel), *extra])
        if not args.check:  # the facts read the legacy specs just written: fresh interpreter
            return _rest("facts", args)
    names = list(STEPS)
    names = names[names.index(args.start) :] if args.start else names
    for i, name in enumerate(names):
        made = STEPS[name]()
        wrote = False
        for path, text in made if isinstance(made, list) else [made]:
            old = path.read_text(encoding="utf-8") if path.exists() else None
            if old == text:
                continue
            rel = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
            if args.check:
                what = "stale" if text is not None else "left over"
                print(f"{rel}: {what} (run `python -m codegen`)")
                stale = 1
                continue
            if text is None:
                path.unlink()
                print(f"removed {rel}")
            else:
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(text, encoding="utf-8")
                print(f"wrote {rel}")
            wrote = True
        if wrote and i + 1 < len(names):
            return _rest(names[i + 1], args)
    return stale


def _rest(start: str, args: argparse.Namespace) -> int:
    return subprocess.call([sys.executable, "-m", "codegen", "--from", start])


if __name__ == "__main__":
    sys.exit(main())
