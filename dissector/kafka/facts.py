"""The Kafka API facts table, ``kafka_facts.json``, as the runtime reads it.

Owns: reading the table (beside this module) that :mod:`codegen.facts`
derives at build time from Kafka's specs (kio's entity classes and
``dissector/kafka/legacy``): per standard API key its name, versions, which are
flexible, where a response's top-level error_code sits and whether it has
nested ones; the header version rule and its exceptions; the ApiVersions v0
fallback; the error names; the layouts :func:`dissector.wire.standard.scan_error_code`
walks.  Reading the file instead of kio's entity classes keeps a hundred
generated modules (about 0.7 s) off the hot path.  ``python -m codegen``
rewrites it; ``--check`` (run by the tests) fails when it is stale.

Must not import: kio, capture reading, reassembly, pandas, the CLI or
:mod:`codegen`.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from pathlib import Path

__all__ = ["FACTS_FILE", "api_facts", "facts", "scan_layouts", "table"]

FACTS_FILE = Path(__file__).with_name("kafka_facts.json")


@cache
def table() -> dict:
    """The whole committed table, as JSON gives it (see :mod:`codegen.facts`)."""
    return json.loads(resources.files("dissector.kafka").joinpath("kafka_facts.json").read_text())


@cache
def api_facts() -> dict[int, dict]:
    """api_key -> ``{"name", "kio", "valid", "versions"}`` (versions keyed by int)."""
    return {
        int(k): {**a, "versions": {int(v): tuple(x) for v, x in a["versions"].items()}}
        for k, a in table()["apis"].items()
    }


@cache
def facts() -> dict[int, dict[int, tuple[bool, bool, int | None, bool]]]:
    """api_key -> version -> (request flexible, response flexible, error_code offset,
    nested error codes), for every version of kio and ``dissector/kafka/legacy``."""
    return {k: a["versions"] for k, a in api_facts().items()}


@cache
def scan_layouts() -> tuple[list[list], dict[tuple[int, int], int]]:
    """``(entities, {(api_key, version): entity index})`` of the responses whose
    error codes are found by walking the body (rows as in :mod:`codegen.facts`)."""
    scan = table()["scan"]
    index = {
        (int(k), int(v)): i
        for k, versions in scan["responses"].items()
        for v, i in versions.items()
    }
    return scan["entities"], index
