"""Per-version facts of the standard Kafka APIs, precomputed from kio into a data file.

Owns: ``kafka_facts.json`` (beside this module): for every standard API key
and version kio knows, whether the request and the response are flexible,
and where a response's top-level error_code sits when only fixed-size
fields come before it; and, for the responses whose error codes sit deeper
(Produce, Metadata, CreateTopics, ...), the layout of their fields that
:func:`dissector.standard.scan_error_code` walks.  Deriving these from kio's
entity classes means importing a hundred generated modules (about 0.7 s);
the hot path reads the file instead.  ``python -m dissector.facts``
rewrites it; a test fails when it differs from what kio says.

Must not import: capture reading, reassembly, pandas or the CLI.
"""

from __future__ import annotations

import dataclasses
import json
from functools import cache
from importlib import resources
from pathlib import Path

__all__ = ["FACTS_FILE", "build_facts", "facts", "scan_layouts"]

FACTS_FILE = Path(__file__).with_name("kafka_facts.json")

_SIZES = {
    "int8": 1, "int16": 2, "uint16": 2, "int32": 4, "uint32": 4, "int64": 8, "float64": 8,
    "bool": 1, "uuid": 16, "timedelta_i32": 4, "timedelta_i64": 8, "datetime_i64": 8,
    "error_code": 2,
}  # fmt: skip


def _error_offset(cls: type) -> int | None:
    offset = 0
    for f in dataclasses.fields(cls):
        if f.metadata.get("tag") is not None:
            continue
        if f.name == "error_code":
            return offset
        size = _SIZES.get(f.metadata.get("kafka_type"))
        if size is None:
            return None
        offset += size
    return None


def build_facts() -> dict:
    """The facts, computed from kio: {"kio": version, "apis": {key: {version: [...]}}}.

    Each version maps to ``[request_flexible, response_flexible, error_offset]``
    (error_offset: bytes from the start of the response body, or null).
    ``"scan"`` holds, for each response version whose error_offset is null, an
    index into ``"entities"``: ``[name, flexible, fields]`` rows, each field
    ``[name, kind, type, nullable, tag, entity index or null]`` (see
    :func:`dissector.standard.layout_of`).
    """
    from pkgutil import resolve_name

    import kio
    from kio.schema.index import api_key_map, schema_name_map
    from kio.static.constants import EntityType

    from .standard import layout_of

    apis: dict[str, dict[str, list]] = {}
    entities: list[list] = []
    seen: dict[str, int] = {}
    scan: dict[str, dict[str, int]] = {}

    def add(layout: list) -> int:
        name, flexible, fields = layout
        row = [name, flexible, [[*f[:5], None if f[5] is None else add(f[5])] for f in fields]]
        text = json.dumps(row)
        if text not in seen:
            seen[text] = len(entities)
            entities.append(row)
        return seen[text]

    for key, name in sorted(api_key_map.items()):
        per = {}
        for version, paths in sorted(schema_name_map[name].items()):
            req = resolve_name(paths[EntityType.request])
            resp = resolve_name(paths[EntityType.response])
            per[str(version)] = [
                bool(req.__flexible__),
                bool(resp.__flexible__),
                _error_offset(resp),
            ]
            if per[str(version)][2] is None:
                scan.setdefault(str(key), {})[str(version)] = add(layout_of(resp))
        apis[str(key)] = per
    return {
        "kio": getattr(kio, "__version__", ""),
        "apis": apis,
        "scan": {"entities": entities, "responses": scan},
    }


@cache
def _raw() -> dict:
    return json.loads(resources.files("dissector").joinpath("kafka_facts.json").read_text())


@cache
def facts() -> dict[int, dict[int, tuple[bool, bool, int | None]]]:
    """The committed facts: api_key -> version -> (request flexible, response flexible,
    error_code offset)."""
    return {
        int(k): {int(v): tuple(x) for v, x in versions.items()}
        for k, versions in _raw()["apis"].items()
    }


@cache
def scan_layouts() -> tuple[list[list], dict[tuple[int, int], int]]:
    """``(entities, {(api_key, version): entity index})`` of the responses whose
    error_code is not at a fixed offset (rows as in :func:`build_facts`)."""
    scan = _raw()["scan"]
    index = {
        (int(k), int(v)): i
        for k, versions in scan["responses"].items()
        for v, i in versions.items()
    }
    return scan["entities"], index


if __name__ == "__main__":  # pragma: no cover
    FACTS_FILE.write_text(json.dumps(build_facts(), indent=0, sort_keys=True) + "\n")
    print(f"wrote {FACTS_FILE}")
