"""The layouts of the one-pass decoders, ``dissector/kafka/decode_layouts.json``, derived from kio.

Owns: :func:`build_layouts` and :func:`render_layouts`: for every standard
(api_key, version, kind) that kio has an entity for, the field layout
:func:`dissector.wire.onepass.gen_decode` writes its decoder from, with the
defaults of tagged fields as kio fills them in (through
:func:`dissector.wire.kio_layout.info_of`, the same introspection as the
general path).  With the file, ``--full`` builds its decoders without importing
kio's hundred entity modules (about half a second).

Rows: ``entities`` is a list of ``[name, flexible, top, fields]``, each field
``[name, kind, type, nullable, tag, entity index or None, default]`` (as
:class:`dissector.wire.entity.Field` holds them; identical entities once);
``bodies`` maps kind -> api_key -> version -> entity index.
"""

from __future__ import annotations

import json

from dissector.wire.onepass import LAYOUTS_FILE

__all__ = ["LAYOUTS_FILE", "build_layouts", "render_layouts"]


def build_layouts() -> dict:
    """The table (module docstring) from kio's entity classes."""
    from kio.schema.index import api_key_map, schema_name_map

    from dissector.wire.entity import Info
    from dissector.wire.entries import Entry, entry_of

    entities: list[list] = []
    seen: dict[str, int] = {}
    done: dict[int, int] = {}

    def add(info: Info) -> int:
        if id(info) in done:
            return done[id(info)]
        fields = [
            [
                f.name,
                f.kind,
                f.type,
                f.nullable,
                f.tag,
                None if f.sub is None else add(f.sub),
                f.default,
            ]
            for f in info.fields
        ]
        row = [info.kio.__name__, info.flexible, info.top, fields]
        text = json.dumps(row)
        if text not in seen:
            seen[text] = len(entities)
            entities.append(row)
        done[id(info)] = seen[text]
        return seen[text]

    bodies: dict[str, dict[str, dict[str, int]]] = {"request": {}, "response": {}}
    for key in sorted(api_key_map):
        for version in sorted(schema_name_map[api_key_map[key]]):
            for kind in ("request", "response"):
                e = entry_of(int(key), int(version), kind)
                if type(e) is Entry:
                    bodies[kind].setdefault(str(int(key)), {})[str(int(version))] = add(e.info)
    return {
        "about": "layouts of the one-pass decoders (python -m codegen; see codegen/decoders.py)",
        "entities": entities,
        "bodies": bodies,
    }


def render_layouts(table: dict | None = None) -> str:
    """The text of ``decode_layouts.json``: one entity a line (deterministic)."""
    t = build_layouts() if table is None else table
    lines = [
        "{",
        f'"about": {json.dumps(t["about"])},',
        f'"bodies": {json.dumps(t["bodies"], sort_keys=True)},',
        '"entities": [',
    ]
    rows = [json.dumps(row) for row in t["entities"]]
    lines += [r + ("," if i + 1 < len(rows) else "") for i, r in enumerate(rows)]
    lines += ["]", "}"]
    return "\n".join(lines) + "\n"
