"""One-pass decoders of standard bodies: check and decode in one walk, code generated per body.

Owns: :func:`fast_decoder` (per api_key, version and kind, written from the layouts
that ``python -m codegen`` derives from kio into :data:`LAYOUTS_FILE`, so that no kio
entity module is imported: at build time into the modules
``dissector/wire/gen_onepass_*.py``, which the accelerator compiles, by
:func:`module_source`; at run time, on first use, when those were written from other
layouts) and :func:`gen_decode`, which writes the source of one function per request or
response, its structs inlined, and runs it with ``exec``: ``decode(buf, pos, end, st) ->
(dict, pos)`` makes the same checks as the entity's checker (:mod:`dissector.wire.checkers`)
and builds, on the way, the dict that
:mod:`dissector.wire.standard`'s kio path gives (checker, kio's native reader,
converter): fields in spec order, absent tagged fields as their defaults,
uuids as text, bools, bytes, None for nulls.  It also notes the message's
error code by :data:`dissector.wire.errorcode.ERROR_CODE_RULE` in
``st = [error, seen]`` (the first non-zero nested error_code in wire order
unless a non-zero top-level one; whether any error_code was read), as the
checker does, so the decoded dict need not be walked for it.

It is a fast path only: whatever it does not take exactly as the kio path
would (bad bytes of any kind, an unknown tagged field, a null in a tagged
field, a null-struct marker other than -1 and 1, a bool byte other than 0/1,
text that is not UTF-8) makes it raise, and the caller then decodes the body
the general way, which gives the reference answer (the body, or Malformed with
its word and offset).  ``tests/decoding/test_onepass.py`` checks it against
the general path on every standard body of every committed capture and on
corrupted and cut bodies.

Must not import: kio, the entry table, the decoders, capture reading,
reassembly, pandas or the CLI.  (The layouts are derived by :mod:`codegen.decoders`;
``python -m codegen --check`` fails when they are stale.)
"""

from __future__ import annotations

import hashlib
import json
import struct
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

from . import gen_onepass
from .decodekit import Refused, helper_imports
from .entity import Field, Info

__all__ = [
    "LAYOUTS_FILE",
    "Refused",
    "const_lines",
    "decoder_of",
    "fast_decoder",
    "gen_decode",
    "info_at",
    "layouts",
    "module_source",
]

#: the layouts the decoders are written from, derived from kio by ``python -m codegen``
#: (:mod:`codegen.decoders`, which says the rows)
LAYOUTS_FILE = Path(__file__).parents[1] / "kafka" / "decode_layouts.json"

#: struct codes of the fixed-size types (bool read as a byte and checked to be 0 or 1)
_CODE = {
    "bool": "B",
    "int8": "b",
    "int16": "h",
    "uint16": "H",
    "int32": "i",
    "uint32": "I",
    "int64": "q",
    "float64": "d",
    "uuid": "16s",
}
_SIZE = {"bool": 1, "int8": 1, "int16": 2, "uint16": 2, "int32": 4, "uint32": 4}
_SIZE.update({"int64": 8, "float64": 8, "uuid": 16})
_IMMUTABLE = (int, str, bool, float, bytes, type(None))


class _Gen:
    """Writes the source of one decoder function: a whole body, its structs inlined."""

    def __init__(self, consts: dict[str, str]) -> None:
        self.consts = consts  # expression -> its name (shared by the functions of one module)
        self.lines: list[str] = []
        self.run: list[tuple[str, Field, bool]] = []  # (variable, field, top) of fixed sizes
        self.indent = 1

    def emit(self, line: str) -> None:
        self.lines.append("    " * self.indent + line)

    def const(self, expr: str) -> str:
        """The name of a constant of the module, the value of ``expr`` (written once)."""
        name = self.consts.get(expr)
        if name is None:
            name = self.consts[expr] = f"_c{len(self.consts) + 1}"
        return name

    def flush(self) -> None:
        """Read the pending run of fixed-size fields with one unpack."""
        if not self.run:
            return
        fmt = ">" + "".join(_CODE[f.type] for _, f, _ in self.run)
        size = struct.calcsize(fmt)
        unpack = self.const(f"_S({fmt!r}).unpack_from")
        names = [v for v, _, _ in self.run]
        self.emit(f"if pos + {size} > end: raise _R")
        if len(names) == 1:
            self.emit(f"{names[0]} = {unpack}(buf, pos)[0]")
        else:
            self.emit(f"{', '.join(names)} = {unpack}(buf, pos)")
        self.emit(f"pos += {size}")
        for v, f, top in self.run:
            if f.type == "bool":
                self.emit(f"if {v} > 1: raise _R")
                self.emit(f"{v} = {v} == 1")
            elif f.type == "uuid":
                self.emit(f"{v} = _uuid({v})")
            elif f.name == "error_code" and f.type == "int16":
                # the message's error (ERROR_CODE_RULE): the top level's wins, wherever it sits
                self.emit("st[1] = True")
                if top:
                    self.emit(f"if {v}: st[0] = {v}")
                else:
                    self.emit(f"if {v} and not st[0]: st[0] = {v}")
        self.run = []

    def length(self, flexible: bool, small: bool) -> None:
        """Read a length/count into ``n`` (-1 for null)."""
        if flexible:
            self.emit("if pos >= end: raise _R")
            self.emit("n = buf[pos]")
            self.emit("if n < 128: pos += 1")
            self.emit("else: n, pos = _uvarint(buf, pos, end)")
            self.emit("n -= 1")
        else:
            size, fn = (2, "_I16") if small else (4, "_I32")
            self.emit(f"if pos + {size} > end: raise _R")
            self.emit(f"n = {fn}(buf, pos)[0]")
            self.emit(f"pos += {size}")

    def null(self, var: str, nullable: bool) -> None:
        """After length(): a null where one may be, else refuse."""
        self.emit("if n < 0:")
        if nullable:
            self.emit("    if n != -1: raise _R")
            self.emit(f"    {var} = None")
        else:
            self.emit("    raise _R")

    def varprim(self, var: str, typ: str, nullable: bool, flexible: bool) -> None:
        """A string, bytes or records value (its length first) into ``var``."""
        self.flush()
        text = typ == "string"
        self.length(flexible, text)
        self.null(var, nullable)
        self.emit("elif n > end - pos: raise _R")
        self.emit("else:")
        if text:
            self.emit(f"    {var} = str(buf[pos : pos + n], 'utf-8')")
        else:
            self.emit(f"    {var} = bytes(buf[pos : pos + n])")
        self.emit("    pos += n")

    def field(self, var: str, f: Field, flexible: bool, nullable: bool, depth: int, top: bool):
        """Decode field ``f`` into ``var`` (``nullable`` False: a null is refused)."""
        if f.kind == "prim":
            if f.type in _SIZE:
                self.run.append((var, f, top))
            else:
                self.varprim(var, f.type, f.nullable and nullable, flexible)
            return
        self.flush()
        if f.kind == "entity":
            if f.nullable:  # (a tagged one's null is refused)
                # kio reads -1 as null and 1 as a struct; any other marker: the general path
                self.emit("if pos >= end: raise _R")
                self.emit("m = buf[pos]")
                self.emit("pos += 1")
                self.emit("if m == 1:")
                self.indent += 1
                self.entity(f.sub, var, depth + 1)
                self.indent -= 1
                if nullable:
                    self.emit(f"elif m == 255: {var} = None")
                self.emit("else: raise _R")
            else:
                self.entity(f.sub, var, depth + 1)
            return
        # arrays
        self.length(flexible, False)
        self.null(var, f.nullable and nullable)
        self.emit("elif n > end - pos: raise _R")
        self.emit("else:")
        self.indent += 1
        if f.sub is not None:
            item = f"x{depth}"
            self.emit(f"{var} = []")
            self.emit("for _ in range(n):")
            self.indent += 1
            self.entity(f.sub, item, depth + 1)
            self.emit(f"{var}.append({item})")
            self.indent -= 1
        elif f.type in _SIZE:
            size = _SIZE[f.type]
            self.emit(f"if n * {size} > end - pos: raise _R")
            if f.type == "bool":
                self.emit(f"{var} = _bools(buf, pos, n)")
            elif f.type == "uuid":
                self.emit(f"{var} = _uuids(buf, pos, n)")
            else:
                code = _CODE[f.type]
                self.emit(f"u = {self.const(f'_ARRAYS[{code!r}]')}.get(n)")
                self.emit(f"if u is None: u = _unpacker({code!r}, n)")
                self.emit(f"{var} = list(u(buf, pos))")
            self.emit(f"pos += n * {size}")
        else:
            self.emit(f"{var} = []")
            self.emit("for _ in range(n):")
            self.indent += 1
            self.varprim("x", f.type, False, flexible)
            self.emit(f"{var}.append(x)")
            self.indent -= 1
        self.indent -= 1

    def tagged(self, tagged: list[tuple[str, Field]], depth: int, top: bool) -> None:
        """The tagged-field section: known tags decoded, absent ones their defaults."""
        if not tagged:  # any tag is one kio does not know: the general path
            self.emit("if pos >= end or buf[pos]: raise _R")
            self.emit("pos += 1")
            return
        d = depth
        for var, _ in tagged:
            self.emit(f"{var} = _ABS")
        self.emit("if pos >= end: raise _R")
        self.emit("if buf[pos] == 0: pos += 1")
        self.emit("else:")
        self.indent += 1
        self.emit(f"count{d}, pos = _uvarint(buf, pos, end)")
        self.emit(f"if count{d} > end - pos: raise _R")
        self.emit(f"last{d} = -1")
        self.emit(f"for _ in range(count{d}):")
        self.indent += 1
        self.emit(f"tag{d}, pos = _uvarint(buf, pos, end)")
        self.emit("size, pos = _uvarint(buf, pos, end)")
        self.emit(f"if tag{d} <= last{d} or size > end - pos: raise _R")
        self.emit(f"last{d} = tag{d}")
        self.emit(f"stop{d} = pos + size")
        for i, (var, f) in enumerate(tagged):
            self.emit(f"{'if' if i == 0 else 'elif'} tag{d} == {f.tag}:")
            self.indent += 1
            # the value is read within its own bytes: end is the tag's end meanwhile
            self.emit(f"outer{d}, end = end, stop{d}")
            self.field(var, f, True, False, depth, top)  # a null in a tagged field: refused
            self.flush()
            self.emit(f"end = outer{d}")
            self.indent -= 1
        self.emit("else: raise _R")  # an unknown tag
        self.emit(f"if pos != stop{d}: raise _R")
        self.indent -= 2
        for var, f in tagged:
            default = f.default
            if isinstance(default, _IMMUTABLE):
                self.emit(f"if {var} is _ABS: {var} = {self.const(repr(default))}")
            else:
                self.emit(f"if {var} is _ABS: {var} = {self.const(f'_maker({default!r})')}()")

    def entity(self, info: Info, target: str, depth: int) -> None:
        """Decode a struct (or the body, depth 0) into the dict ``target``."""
        names = {id(f): f"v{depth}_{i}" for i, f in enumerate(info.fields)}
        tagged = []
        for f in info.fields:
            if f.tag is not None and info.flexible:
                tagged.append((names[id(f)], f))
            else:
                self.field(names[id(f)], f, info.flexible, True, depth, info.top)
        self.flush()
        if info.flexible:
            self.tagged(tagged, depth, info.top)
        items = ", ".join(f"{f.name!r}: {names[id(f)]}" for f in info.fields)
        self.emit(f"{target} = {{{items}}}")

    def function(self, info: Info, name: str = "decode") -> str:
        """The source of ``def name(buf, pos, end, st)`` decoding the body ``info``."""
        self.lines = []
        self.indent = 1
        self.entity(info, "body", 0)
        self.emit("return body, pos")
        return f"def {name}(buf, pos, end, st):\n" + "\n".join(self.lines) + "\n"


def decoder_of(info: Info) -> Callable[..., tuple[dict, int]]:
    """The one-pass decoder of a body (built once, kept on ``info.decode``)."""
    if info.decode is None:
        info.decode = gen_decode(info)
    return info.decode


def gen_decode(info: Info) -> Callable[..., tuple[dict, int]]:
    """``decode(buf, pos, end, st) -> (dict, pos)`` for one body (see the module docstring),
    its structs decoded inline.

    ``st`` is ``[error, seen]`` (start with ``[0, False]``).  Raises :class:`Refused` (or
    any other exception) for a body the general path must decode.
    """
    consts: dict[str, str] = {}
    src = _Gen(consts).function(info)
    ns = helper_imports()
    exec(compile(const_lines(consts) + src, f"<decode {info.kio.__qualname__}>", "exec"), ns)
    return ns["decode"]


def const_lines(consts: dict[str, str]) -> str:
    """The assignments of a decoder module's constants (``consts``: expression -> name),
    in the order they were met."""
    return "".join(f"{name} = {expr}\n" for expr, name in consts.items())


def module_source(bodies: list[tuple[str, Info]]) -> tuple[str, str]:
    """``(constants, functions)``: the source of the decoders of ``bodies`` (``(function
    name, Info)`` each, as :func:`gen_decode` writes them), sharing one set of constants,
    for a module that binds :data:`~dissector.wire.decodekit.HELPERS` (``python -m codegen``
    writes the standard bodies' decoders so)."""
    consts: dict[str, str] = {}
    gen = _Gen(consts)
    funcs = "\n\n".join(gen.function(info, name) for name, info in bodies)
    return const_lines(consts), funcs


@cache
def layouts() -> tuple[list, dict[tuple[int, int, str], int]]:
    """``(entities, {(api_key, version, kind): entity index})`` of :data:`LAYOUTS_FILE`."""
    table = json.loads(LAYOUTS_FILE.read_text(encoding="utf-8"))
    index = {
        (int(k), int(v), kind): i
        for kind, keys in table["bodies"].items()
        for k, versions in keys.items()
        for v, i in versions.items()
    }
    return table["entities"], index


_INFOS: dict[int, Info] = {}


def info_at(index: int) -> Info:
    """The :class:`Info` of entity ``index`` of the layouts (built once)."""
    info = _INFOS.get(index)
    if info is None:
        name, flexible, top, fields = layouts()[0][index]
        info = Info(type(name, (), {"__qualname__": name}), flexible, [], top)
        for fname, kind, typ, nullable, tag, sub, default in fields:
            info.fields.append(
                Field(
                    fname, kind, typ, nullable, tag, None if sub is None else info_at(sub), default
                )
            )
        _INFOS[index] = info
    return info


_DECODERS: dict[tuple[int, int, str], Any] = {}


def fast_decoder(api_key: int, version: int, kind: str) -> Callable[..., tuple[dict, int]] | None:
    """The one-pass decoder of a standard request or response version, None when kio has
    no entity for it (legacy specs, unknown APIs: the general path decides).

    The decoder is the one ``python -m codegen`` wrote into ``gen_onepass_*.py`` (the
    part :data:`~dissector.wire.gen_onepass.PARTS` names, imported when first needed,
    compiled by the accelerator), else (those modules written from other layouts) the same
    source written and executed on first use; then kept.
    """
    key = (api_key, version, kind)
    dec = _DECODERS.get(key, False)
    if dec is False:
        i = layouts()[1].get(key)
        if i is None:
            dec = None
        else:
            dec = None
            if _built():
                n = gen_onepass.PARTS.get(key)
                if n is not None:
                    dec = gen_onepass.part(n).DECODERS[key]
            if dec is None:
                dec = decoder_of(info_at(i))
        _DECODERS[key] = dec
    return dec


@cache
def _built() -> bool:
    """Whether the generated decoders were written from :data:`LAYOUTS_FILE`'s layouts."""
    text = LAYOUTS_FILE.read_text(encoding="utf-8")
    return gen_onepass.SOURCE_SHA256 == hashlib.sha256(text.encode("utf-8")).hexdigest()
