"""Every generated file is what ``python -m codegen`` makes of its sources,
and the runtime never imports the build-time package.

This is how CI "regenerates every generated file and fails on a difference":
``make test`` runs this check (the legacy specs need the kio 0.3.0 wheel, so
they are checked here only when ``KMIRROR_KIO_030_WHEEL`` names one).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_generated_files_are_current():
    cmd = [sys.executable, "-m", "codegen", "--check"]
    wheel = os.environ.get("KMIRROR_KIO_030_WHEEL")
    if wheel:
        cmd += ["--wheel", wheel]
    out = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr


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
