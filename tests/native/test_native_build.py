"""Which generated parts the accelerator compiles (:data:`dissector.native.MODULES`).

Only the parts of ``wire/gen_*.py`` that hold the Produce, Fetch and ListOffsets bodies'
one-pass decoders and their responses' checkers are compiled; codegen writes the parts in
api_key order, so a change of the layouts may move those bodies into other parts: this
test then names the part to add.
"""

from __future__ import annotations

import re
from pathlib import Path

from dissector import native
from dissector.wire import gen_onepass

HOT_KEYS = (0, 1, 2)  # Produce, Fetch, ListOffsets
WIRE = Path(native.PACKAGE) / "wire"


def test_the_hot_bodies_decoders_are_in_compiled_parts():
    compiled = {m for m in native.MODULES if m.startswith("wire.gen_onepass_")}
    need = {
        f"wire.gen_onepass_{part:02d}"
        for (key, _version, _kind), part in gen_onepass.PARTS.items()
        if key in HOT_KEYS
    }
    assert need, "no Produce/Fetch/ListOffsets decoder among the written parts"
    assert need <= compiled, f"add to native.MODULES: {sorted(need - compiled)}"


def test_the_hot_responses_checkers_are_in_compiled_parts():
    compiled = {m for m in native.MODULES if m.startswith("wire.gen_checkers_")}
    roots = re.compile(r"^def c\d+_(ProduceResponse|FetchResponse|ListOffsetsResponse)\(", re.M)
    need = {
        f"wire.{p.stem}"
        for p in sorted(WIRE.glob("gen_checkers_*.py"))
        if roots.search(p.read_text())
    }
    assert need, "no Produce/Fetch/ListOffsets response checker among the written parts"
    assert need <= compiled, f"add to native.MODULES: {sorted(need - compiled)}"


def test_every_compiled_module_exists():
    missing = [m for m in native.MODULES if not native.source_path(m).exists()]
    assert not missing
