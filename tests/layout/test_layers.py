"""The house: layer contracts, no import cycle, no private name across modules, short classes.

These check the layout the README's Layout section describes (issue 12): the
import-linter contracts of ``pyproject.toml`` hold, no module of ``dissector``
imports itself back through others, no module imports another module's private
(``_name``) names, and no class grows past about 400 lines.
"""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
from pathlib import Path

import grimp
import pytest

from helpers import ROOT

PACKAGE = ROOT / "dissector"


def test_layer_contracts_hold():
    """`lint-imports` (import-linter) keeps every contract of pyproject.toml."""
    exe = shutil.which("lint-imports", path=str(Path(sys.executable).parent))
    assert exe is not None, "import-linter missing: it is in the [test] extra"
    r = subprocess.run([exe], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stdout[-4000:] + r.stderr[-2000:]
    assert "0 broken" in r.stdout


def _cycles(graph: grimp.ImportGraph) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []
    counter = [0]

    def visit(v: str) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in graph.find_modules_directly_imported_by(v):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for m in sorted(graph.modules):
        if m not in index:
            visit(m)
    return out


def test_no_import_cycle():
    """No two modules import each other, directly or through others (functions' imports too)."""
    assert _cycles(grimp.build_graph("dissector")) == []


def test_cycle_finder_finds_a_cycle():
    """The check above can fail: two modules importing each other form one component."""
    graph = grimp.ImportGraph()
    for m in ("a", "b", "c"):
        graph.add_module(m)
    graph.add_import(importer="a", imported="b")
    graph.add_import(importer="b", imported="a")
    graph.add_import(importer="b", imported="c")
    assert _cycles(graph) == [["a", "b"]]


def _private_imports(path: Path) -> list[str]:
    """``from <project module> import _name`` and ``module._name`` uses of project modules."""
    tree = ast.parse(path.read_text(), str(path))
    bad = []
    project_aliases = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            mod = node.module or ""
            ours = node.level > 0 or mod == "dissector" or mod.startswith("dissector.")
            if not ours:
                continue
            for a in node.names:
                if a.name.startswith("_") and not a.name.startswith("__"):
                    bad.append(f"{path.name}:{node.lineno}: from {mod} import {a.name}")
                else:
                    project_aliases.add(a.asname or a.name)
        elif isinstance(node, ast.Import):
            for a in node.names:
                if a.name == "dissector" or a.name.startswith("dissector."):
                    project_aliases.add((a.asname or a.name).split(".")[0])
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Attribute)
            and node.attr.startswith("_")
            and not node.attr.startswith("__")
            and isinstance(node.value, ast.Name)
            and node.value.id in project_aliases
        ):
            bad.append(f"{path.name}:{node.lineno}: {node.value.id}.{node.attr}")
    return bad


@pytest.mark.slow
def test_no_private_name_across_modules():
    """The package and the tests use only public names of the project's modules."""
    files = [*PACKAGE.rglob("*.py"), *(ROOT / "tests").rglob("*.py")]
    files += (ROOT / "scripts").glob("*.py")
    bad = [b for f in files for b in _private_imports(f)]
    assert bad == []


def test_private_import_check_notices_one(tmp_path):
    f = tmp_path / "m.py"
    f.write_text(
        "from dissector.wire.standard import _entry\nimport dissector.wire.codec as c\nc._x\n"
    )
    assert len(_private_imports(f)) == 2


@pytest.mark.slow
def test_no_class_longer_than_about_400_lines():
    """Each stage stays small enough to read: no class over 420 lines."""
    long = []
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ClassDef) and node.end_lineno - node.lineno + 1 > 420:
                long.append(f"{path.relative_to(ROOT)}: {node.name}")
    assert long == []
