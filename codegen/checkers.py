"""The checkers of the responses' precomputed layouts as modules: ``wire/gen_checkers*.py``.

Owns: :func:`render_checker_modules`: for every entity of the layouts that
``kafka_facts.json`` holds for the error-code scan (:func:`dissector.kafka.facts.scan_layouts`),
the checker :func:`dissector.wire.checkers.gen_check` would write and execute at run time
(:func:`dissector.wire.checkers.checker_source`, the same source), as functions of
modules of at most :data:`~codegen.decoders.PART_LINES` lines (each with its table
``CHECKERS``, entity index -> checker), and ``gen_checkers.py``, which part holds each
entity's (``PARTS``), which :func:`dissector.wire.errorcode.layout_info`
takes its checkers from.  A struct's checker is called by its name; structs come
before the entities holding them, so a part imports only from the parts before it.
"""

from __future__ import annotations

import json

from .decoders import digest, header, packed, table_module

__all__ = ["render_checker_modules"]

_HOW = (
    ":mod:`codegen.checkers`, from the ``scan`` layouts of ``dissector/kafka/kafka_facts.json`` "
    "with :func:`dissector.wire.checkers.checker_source`: the source "
    ":func:`dissector.wire.checkers.gen_check` executes for an entity at run time"
)


def render_checker_modules() -> list[tuple[str, str]]:
    """``[(file name, text)]``: the parts ``gen_checkers_NN.py`` (in the order of the
    entities' indexes) and ``gen_checkers.py``, which part holds each entity's and the digest of the
    layouts they were written from (:func:`dissector.wire.errorcode.scan_digest`)."""
    from dissector.kafka.facts import table
    from dissector.wire.checkers import HELPERS, checker_source, const_lines
    from dissector.wire.errorcode import layout_fields

    entities = table()["scan"]["entities"]
    infos = [layout_fields(i) for i in range(len(entities))]
    index_of = {id(info): i for i, info in enumerate(infos)}

    def name(i: int) -> str:
        return f"c{i}_{entities[i][0]}"

    def source(run: list[int]) -> tuple[str, str, set[int]]:
        consts: dict[str, str] = {}
        used: set[int] = set()

        def link(sub: object) -> str:
            j = index_of[id(sub)]
            assert j < run[-1] or j in run, "a struct after its holder"
            used.add(j)
            return name(j)

        funcs = "\n\n".join(checker_source(infos[i], name(i), consts, link) for i in run)
        return funcs, const_lines(consts), used - set(run)

    def size(run: list[int]) -> int:
        funcs, consts, used = source(run)
        return 20 + len(HELPERS) + funcs.count("\n") + consts.count("\n") + 2 * len(run) + len(used)

    parts = packed(list(range(len(entities))), size)
    where = {i: n for n, run in enumerate(parts) for i in run}
    out = []
    for n, run in enumerate(parts):
        funcs, consts, used = source(run)
        imports = "".join(
            f"from .gen_checkers_{where[j]:02d} import {name(j)}\n" for j in sorted(used)
        )
        binds = "".join(f"{short} = HELPERS[{short!r}]\n" for short in sorted(HELPERS))
        what = f"Checkers of the responses' scan layouts, part {n}: entities {run[0]}-{run[-1]}."
        text = (
            header(what, _HOW)
            + "\n# ruff: noqa: E501, E701, F401, I001\n"
            + "from .checkers import HELPERS\n"
            + imports
            + "\n"
            + binds
            + "\n\n"
            + funcs
            + "\n\n"
            + consts
            + "\n#: entity index -> its checker\nCHECKERS = {\n"
            + "".join(f"    {i}: {name(i)},\n" for i in run)
            + "}\n"
        )
        out.append((f"gen_checkers_{n:02d}.py", text))
        out.append((f"gen_checkers_{n:02d}.pxd", _declarations(n, [name(i) for i in run])))
    what = "The checkers of the responses' scan layouts written at build time: their table."
    stamp = digest(json.dumps(entities, sort_keys=True))
    text = table_module(what, _HOW, "entity index", stamp, where)
    out.append(("gen_checkers.py", text))
    return out


#: the C types a compiled part gives its checkers' offsets and counts (``Py_ssize_t``: a
#: frame's offsets, lengths and counts fit; an int16 error code in a C ``long``)
_LOCALS = "at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long"


def _declarations(n: int, names: list[str]) -> str:
    """``gen_checkers_NN.pxd``: what Cython reads beside part ``n`` when it compiles it
    (:mod:`dissector.native`): each checker a ``cpdef`` function whose offsets, counts
    and error code are C integers, called by the part's other checkers without a Python
    call.  The pure-Python path never reads it; the values are the same (offsets within a
    frame, counts checked against the bytes left, varints of at most 5 bytes)."""
    lines = [
        f"# Declarations of gen_checkers_{n:02d}.py's checkers for the compiled build.",
        "# GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (codegen/checkers.py).",
        "cimport cython",
        "",
    ]
    for fn in names:
        lines.append(f"@cython.locals({_LOCALS})")
        lines.append(
            f"cpdef Py_ssize_t {fn}(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1"
        )
    return "\n".join(lines) + "\n"
