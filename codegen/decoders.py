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

import hashlib
import json
from collections.abc import Callable

from dissector.wire.onepass import LAYOUTS_FILE

__all__ = [
    "LAYOUTS_FILE",
    "PART_LINES",
    "WIRE_DIR",
    "build_layouts",
    "digest",
    "header",
    "packed",
    "render_decoder_modules",
    "render_layouts",
    "table_module",
]


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


# ------------------------------------------- the decoders as modules (gen_onepass_*.py)

#: where the generated modules go (``gen_onepass*.py``, ``gen_checkers*.py``)
WIRE_DIR = LAYOUTS_FILE.parents[1] / "wire"
#: the most lines a part holds (the project's modules stay under 800)
PART_LINES = 780


def header(what: str, how: str) -> str:
    """The docstring of a generated module: ``what`` it is, ``how`` it is written."""
    note = (
        f"GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it ({how}); "
        "``python -m codegen --check``, run by the tests, fails when it is stale."
    )
    return f'"""{_wrap(what)}\n\n{_wrap(note)}\n"""\n'


def _wrap(text: str, width: int = 92) -> str:
    import textwrap

    return "\n".join(textwrap.wrap(text, width))


def digest(text: str) -> str:
    """The SHA-256 of ``text`` (UTF-8): what a generated table records of its source."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def packed(items: list, size: Callable[[list], int]) -> list[list]:
    """``items`` cut, in order, into runs of at most :data:`PART_LINES` lines by ``size``
    (the lines of a run's module; one item over the limit is a run of its own)."""
    parts: list[list] = [[]]
    for item in items:
        trial = parts[-1] + [item]
        if parts[-1] and size(trial) > PART_LINES:
            parts.append([item])
        else:
            parts[-1] = trial
    return parts


def table_module(what: str, how: str, doc: str, stamp: str, where: dict) -> str:
    """The text of a generated table module: ``SOURCE_SHA256 = stamp`` (the digest of what
    its parts were written from), ``PARTS`` (``where``: key -> the number of the part
    holding its function; ``doc`` says the keys) and ``part(n)``, which imports part ``n``
    when first asked (a read imports only the parts of what it meets)."""
    rows = "".join(f"    {key!r}: {n},\n" for key, n in where.items())
    return (
        header(what, how)
        + "\nfrom importlib import import_module\n\n"
        + "#: the SHA-256 of what the parts were written from (the run time compares it)\n"
        + f"SOURCE_SHA256 = {stamp!r}\n\n#: {doc} -> the number of the part holding it\n"
        + "PARTS = {\n"
        + rows
        + "}\n\n\n"
        + "def part(n):\n"
        + '    """The module of part ``n`` (``<this module>_NN``: its table names its functions)'
        + '."""\n'
        + '    return import_module(f"{__name__}_{n:02d}")\n'
    )


_DECODERS_HOW = (
    ":mod:`codegen.decoders`, from ``dissector/kafka/decode_layouts.json`` with "
    ":func:`dissector.wire.onepass.module_source`: the source "
    ":func:`dissector.wire.onepass.gen_decode` executes for a body at run time"
)


def _part_text(number: int, bodies: list[tuple[str, object]], keys: dict) -> str:
    from dissector.wire.decodekit import HELPERS
    from dissector.wire.onepass import module_source

    consts, funcs = module_source(bodies)  # type: ignore[arg-type]
    names = ", ".join(f"{public} as {short}" for short, public in sorted(HELPERS.items()))
    table = "".join(f"    {key!r}: {name},\n" for name, _ in bodies for key in keys[name])
    what = f"One-pass decoders of standard bodies, part {number}: "
    what += ", ".join(n for n, _ in bodies) + "."
    return (
        header(what, _DECODERS_HOW)
        + "\n# ruff: noqa: E501, E701, F401, I001\n"
        + f"from .decodekit import {names}\n\n"
        + consts
        + "\n\n"
        + funcs
        + "\n\n#: (api_key, version, kind) -> its decoder\nDECODERS = {\n"
        + table
        + "}\n"
    )


def render_decoder_modules() -> list[tuple[str, str]]:
    """``[(file name, text)]``: the parts ``gen_onepass_NN.py`` (the decoders of every
    standard body of the layouts, at most :data:`PART_LINES` lines each, in the order of
    (api_key, version, kind)) and ``gen_onepass.py``, which part holds each and the digest
    of the layouts file they were written from."""
    from dissector.wire.onepass import LAYOUTS_FILE, info_at, layouts, module_source

    entities, index = layouts()
    keys: dict[str, list] = {}
    order: list[tuple[str, object]] = []
    for key in sorted(index):
        i = index[key]
        name = f"d{i}_{entities[i][0]}"
        if name not in keys:
            keys[name] = []
            order.append((name, info_at(i)))
        keys[name].append(key)

    def size(run: list) -> int:
        consts, funcs = module_source(run)
        return 20 + consts.count("\n") + funcs.count("\n") + sum(len(keys[n]) for n, _ in run)

    parts = packed(order, size)
    out = []
    for n, b in enumerate(parts):
        out.append((f"gen_onepass_{n:02d}.py", _part_text(n, b, keys)))
        out.append((f"gen_onepass_{n:02d}.pxd", _declarations(n, [name for name, _ in b])))
    what = "The one-pass decoders of standard bodies written at build time: their table."
    stamp = digest(LAYOUTS_FILE.read_text(encoding="utf-8"))
    where = {key: n for n, run in enumerate(parts) for name, _ in run for key in keys[name]}
    text = table_module(
        what, _DECODERS_HOW, "(api_key, version, kind)", stamp, dict(sorted(where.items()))
    )
    out.append(("gen_onepass.py", text))
    return out


#: the C types a compiled part gives its decoders' offsets, counts, sizes and tags
#: (``Py_ssize_t``: the offsets of one frame, counts and sizes checked against the bytes
#: left, varints of at most 5 bytes)
_LOCALS = (
    "n=Py_ssize_t, _=Py_ssize_t, size=Py_ssize_t, count0=Py_ssize_t, count2=Py_ssize_t, "
    "tag0=Py_ssize_t, tag2=Py_ssize_t, stop0=Py_ssize_t, stop2=Py_ssize_t, "
    "outer0=Py_ssize_t, outer2=Py_ssize_t, last0=Py_ssize_t, last2=Py_ssize_t"
)


def _declarations(n: int, names: list[str]) -> str:
    """``gen_onepass_NN.pxd``: what Cython reads beside part ``n`` when it compiles it
    (:mod:`dissector.native`): each decoder a ``cpdef`` function whose offsets, counts,
    sizes and tags are C integers, called by the part's other decoders without a Python
    call.  The pure-Python path never reads it; the values are the same."""
    lines = [
        f"# Declarations of gen_onepass_{n:02d}.py's decoders for the compiled build.",
        "# GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (codegen/decoders.py).",
        "cimport cython",
        "",
    ]
    for fn in names:
        lines.append(f"@cython.locals({_LOCALS})")
        lines.append(f"cpdef tuple {fn}(object buf, Py_ssize_t pos, Py_ssize_t end, list st)")
    return "\n".join(lines) + "\n"
