"""Every generated file is what ``python -m codegen`` makes of its sources,
and the runtime never imports the build-time package.

This is how CI "regenerates every generated file and fails on a difference":
``make test`` runs this check (the legacy specs need the kio 0.3.0 wheel, so
they are checked here only when ``KMIRROR_KIO_030_WHEEL`` names one).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_generated_files_are_current():
    cmd = [sys.executable, "-m", "codegen", "--check"]
    wheel = os.environ.get("KMIRROR_KIO_030_WHEEL")
    if wheel:
        cmd += ["--wheel", wheel]
    out = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr


@pytest.mark.slow
def test_runtime_never_imports_codegen():
    """Reading a capture (default and --full), fields, show and analyze import nothing
    of codegen, and no runtime module names it in an import."""
    code = (
        "import sys, dissector\n"
        "from dissector.tables import views\n"
        "p = 'captures/walkthrough.pcap'\n"
        "dissector.read_capture(p, ports=[9092, 19092])\n"
        "dissector.read_capture(p, ports=[9092, 19092], full=True)\n"
        "dissector.read_fields(p, ports=[9092, 19092])\n"
        "dissector.analyze(p, ports=[9092, 19092])\n"
        "bad = sorted(m for m in sys.modules if m.startswith('codegen'))\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True)
    for path in (ROOT / "dissector").rglob("*.py"):
        text = path.read_text()
        assert "codegen import" not in text and "import codegen" not in text, path
        assert "from .codegen" not in text and "from ..codegen" not in text, path


def test_header_facts_come_from_the_table():
    """The header-version exceptions live in the facts table only."""
    from dissector.kafka.facts import table
    from dissector.kafka.protocol import request_header_version, response_header_version

    exceptions = table()["header_exceptions"]
    assert ["request", 7, 0, 0, 0] in exceptions  # ControlledShutdown v0: no client_id
    assert ["response", 18, 3, None, 0] in exceptions  # ApiVersions: always v0 (KIP-511)
    assert request_header_version(7, 0) == 0 and request_header_version(7, 1) == 1
    assert request_header_version(7, 3) == 2
    assert response_header_version(18, 4) == response_header_version(18, 9) == 0
    assert table()["version_fallbacks"] == {"18": [35, 0]}
    for path in [*(ROOT / "dissector").rglob("*.py"), *(ROOT / "dissector").rglob("*.lua")]:
        text = path.read_text()
        for quirk in ("k == 7 and v == 0", "k ~= 18", "api_key == 18", "key == 18"):
            assert quirk not in text, (path, quirk)


def test_plugin_carries_the_tables():
    """The plugin's header exceptions, error names and expert fields are the tables'."""
    from dissector.errors import EXPERT
    from dissector.kafka.facts import header_exceptions, table

    text = (ROOT / "lua" / "kafka_mirror.lua").read_text()
    static = (ROOT / "dissector" / "plugin" / "kafka_mirror_runtime.lua").read_text()
    assert static.split("-- RUNTIME STARTS BELOW THIS LINE\n", 1)[1] in text
    for x in header_exceptions():
        high = -1 if x.high is None else x.high
        row = f"{{ api_key = {x.api_key}, low = {x.low}, high = {high}, "
        assert row + f"header_version = {x.header_version} }}" in text, x
    for code, name in table()["errors"].items():
        assert f'[{code}] = "{name}",' in text
    for word, e in EXPERT.items():
        assert f"E.{word} = ProtoExpert.new(" in text
        assert f"expert.severity.{e.severity.upper()})" in text


def _stale_after(capsys) -> list[str]:
    """The files ``python -m codegen --check`` names from the reference steps on (in this
    process, so that what the test patched is what the steps read)."""
    from codegen.__main__ import main

    rc = main(["--check", "--from", "reference-cli"])
    out = capsys.readouterr().out
    said = "stale (run `python -m codegen`)"
    stale = [line.split(":")[0] for line in out.splitlines() if line.endswith(said)]
    assert (rc == 1) == bool(stale), out
    return stale


def test_reference_is_stale_when_its_sources_change(monkeypatch, capsys):
    """The generated reference follows the code: one more expert word, table column or
    command makes ``--check`` name the page it belongs to (and only that one), so
    test_generated_files_are_current fails until ``python -m codegen`` is run."""
    import click

    import dissector.analysis
    from dissector.cli import main as cli
    from dissector.errors import EXPERT, ExpertWord

    assert _stale_after(capsys) == []
    with monkeypatch.context() as m:
        word = ExpertWord("made_up", "a word no code uses", "note", "protocol", False)
        m.setitem(EXPERT, "made_up", word)
        assert _stale_after(capsys) == ["docs/reference/expert.md"]
    with monkeypatch.context() as m:
        errors = {**dissector.analysis.TABLES["errors"], "made_up": ("Int64", "no row has it")}
        m.setitem(dissector.analysis.TABLES, "errors", errors)
        assert _stale_after(capsys) == ["docs/reference/tables.md"]
    with monkeypatch.context() as m:
        m.setitem(cli.commands, "made-up", click.Command("made-up", help="A command no one runs."))
        assert _stale_after(capsys) == ["docs/reference/cli.md", "docs/kmirror.1"]
    assert _stale_after(capsys) == []


def test_reference_renders_the_same_twice_and_escapes_table_cells():
    """Deterministic output (a fixed width, source order), and a '|' in a meaning cannot
    split a Markdown table cell."""
    from codegen import docs
    from dissector.errors import ExpertWord

    for render in (docs.render_cli, docs.render_tables, docs.render_expert, docs.render_man):
        assert render() == render()
    page = docs.render_expert({"w": ExpertWord("w", "a | b", "note", "protocol", False)})
    assert "| `w` | note | protocol | no | a \\| b |" in page
    tables = docs.render_tables(read={"c": ("Int64", "x | y")}, fields={}, analysis={}, names=())
    assert "| `c` | Int64 | x \\| y |" in tables


_LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")


def _anchors(path: Path) -> set[str]:
    """The anchors a Markdown file defines: GitHub's heading slugs and ``<a id>``s."""
    text = _unfenced(path.read_text(encoding="utf-8"))
    out = set(re.findall(r'<a id="([^"]+)"', text))
    seen: dict[str, int] = {}
    for heading in re.findall(r"^#{1,6} (.+)$", text, re.M):
        slug = re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")
        n = seen.get(slug, 0)
        seen[slug] = n + 1
        out.add(slug if n == 0 else f"{slug}-{n}")
    return out


def _unfenced(text: str) -> str:
    """Markdown without its fenced code blocks."""
    return re.sub(r"^```.*?^```", "", text, flags=re.S | re.M)


def _prose(text: str) -> str:
    """Markdown without its fenced code blocks and inline code (links there are examples)."""
    return re.sub(r"`[^`\n]*`", "", _unfenced(text))


def test_docs_links_resolve():
    """Every relative link of README.md and docs/ points at a file that exists, and a link
    to a section (``#anchor``) at a heading or ``<a id>`` of that file."""
    pages = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
    assert len(pages) > 10
    bad = []
    for page in pages:
        for target in _LINK.findall(_prose(page.read_text(encoding="utf-8"))):
            if re.match(r"[a-z][a-z0-9+.-]*:", target):  # https:, mailto: ...
                continue
            name, _, anchor = target.partition("#")
            dest = (page.parent / name).resolve() if name else page
            if not dest.exists():
                bad.append(f"{page.relative_to(ROOT)}: {target} (no {name})")
            elif anchor and dest.suffix == ".md" and anchor not in _anchors(dest):
                bad.append(f"{page.relative_to(ROOT)}: {target} (no section #{anchor})")
    assert not bad, "\n".join(bad)


def test_readme_is_a_front_page():
    """README.md stays a front page (the rest is in docs/) and keeps the two commands."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert len(text.splitlines()) <= 300
    assert "make run" in text and "make test" in text
    for page in sorted((ROOT / "docs").rglob("*.md")):
        rel = page.relative_to(ROOT).as_posix()
        assert f"]({rel})" in text, f"README.md links no {rel}"
