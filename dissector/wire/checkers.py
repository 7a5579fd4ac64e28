"""Checkers of standard bodies: code generated per entity and executed at run time.

Owns: :func:`gen_check`, which writes the source of one function per
:class:`~dissector.wire.entity.Info` (:func:`checker_source`; ``python -m codegen``
writes the same source for the layouts of the error-code scan into the modules
``dissector/wire/gen_checkers_*.py``, which the accelerator compiles and
:mod:`dissector.wire.errorcode` takes) and runs it with ``exec``: ``check(buf, pos,
end, st) -> pos`` walks the bytes without building values: every length,
count, varint, tagged-field section and null is checked against the spec
and the body's end, bad bytes are Malformed with the exact offset, and the
message's error code is noted by :data:`dissector.wire.errorcode.ERROR_CODE_RULE`
on the way.  This is the first of :mod:`dissector.wire.standard`'s three steps,
and what makes kio's native reader safe to call (see there).  Also
:func:`mismatch`, the error of a body that does not end where its frame does.

The checkers need no kio: the same generator serves kio entities, the legacy
specs (:mod:`dissector.wire.legacy`) and the layouts precomputed in
``kafka_facts.json`` (:mod:`dissector.wire.errorcode`).

Must not import: kio, the entry table, the decoders, capture reading,
reassembly, pandas or the CLI.
"""

from __future__ import annotations

import struct
from collections.abc import Callable
from typing import Any

from ..errors import Malformed, TrailingBytes
from . import codec
from .entity import Field, Info
from .specs import PRIMITIVE_SIZES

__all__ = ["HELPERS", "checker_source", "const_lines", "gen_check", "mismatch"]

_FIXED_SIZE = {t: n for t, n in PRIMITIVE_SIZES.items() if n is not None}
_I16 = struct.Struct(">h").unpack_from
_I32 = struct.Struct(">i").unpack_from


def _short(pos: int, need: int, end: int, what: str) -> Malformed:
    return Malformed(
        "pdu_length_mismatch", pos, f"{what} needs {need} bytes, {max(end - pos, 0)} left"
    )


def _short_run(pos: int, end: int, run: tuple[tuple[str, int], ...]) -> Malformed:
    """The short-read error of a run of fixed-size fields, at the field that does not fit."""
    for name, size in run:
        if pos + size > end:
            return _short(pos, size, end, name)
        pos += size
    return _short(pos, 0, end, "fields")  # not reached


_uvarint = codec.uvarint  # unsigned varint, at most 5 bytes, offsets absolute


def _utf8(buf: Any, pos: int, n: int, at: int, name: str) -> None:
    try:
        bytes(buf[pos : pos + n]).decode("utf-8")
    except UnicodeDecodeError as e:
        raise Malformed("bad_string_length", at, f"{name}: not UTF-8 at byte {e.start}") from None


def _bad_len(word: str, at: int, n: int, left: int, name: str) -> Malformed:
    return Malformed(word, at, f"{name}: length {n}, {left} bytes left")


def _tagged(buf: Any, pos: int, end: int, st: list, known: dict) -> int:
    """Check a tagged-field section; unknown tags are counted in ``st[1]``."""
    start = pos
    count, pos = _uvarint(buf, pos, end)
    if count > end - pos:
        raise Malformed(
            "bad_tagged_fields", start, f"{count} tagged fields, {end - pos} bytes left"
        )
    last = -1
    for _ in range(count):
        at = pos
        tag, pos = _uvarint(buf, pos, end)
        size, pos = _uvarint(buf, pos, end)
        if tag <= last or size > end - pos:
            raise Malformed("bad_tagged_fields", at, f"tag {tag} after {last}, size {size}")
        last = tag
        chk = known.get(tag)
        if chk is None:
            st[1] += 1
        elif chk(buf, pos, pos + size, st) != pos + size:
            raise Malformed(
                "bad_tagged_fields", at, f"tag {tag}: value does not fill its {size} bytes"
            )
        pos += size
    return pos


class _Gen:
    """Writes the source of one checker function."""

    def __init__(self, info: Info, consts: dict[str, str], link: Callable[[Info], str]) -> None:
        self.info = info
        self.consts = consts  # expression -> its name (shared by the functions of one module)
        self.link = link  # the name of a struct's checker
        self.lines: list[str] = []
        self.run: list[tuple[str, int]] = []
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
        if not self.run:
            return
        size = sum(s for _, s in self.run)
        run = self.const(repr(tuple(self.run)))
        self.emit(f"if pos + {size} > end: raise _short_run(pos, end, {run})")
        self.emit(f"pos += {size}")
        self.run = []

    def length(self, flexible: bool, small: bool, what: str) -> None:
        """Read a length/count into ``n`` (-1 for null), its position into ``at``."""
        self.emit("at = pos")
        if flexible:
            self.emit(f"if pos >= end: raise _short(pos, 1, end, {what!r})")
            self.emit("n = buf[pos]")
            self.emit("if n < 128: pos += 1")
            self.emit("else: n, pos = _uvarint(buf, pos, end)")
            self.emit("n -= 1")
        else:
            size, fn = (2, "_I16") if small else (4, "_I32")
            self.emit(f"if pos + {size} > end: raise _short(pos, {size}, end, {what!r})")
            self.emit(f"n = {fn}(buf, pos)[0]")
            self.emit(f"pos += {size}")

    def null_check(self, nullable: bool, word: str, name: str) -> None:
        """After length(): reject negative lengths and nulls the spec forbids."""
        self.emit("if n < 0:")
        self.indent += 1
        self.emit(f"if n != -1: raise Malformed({word!r}, at, {name + ': length '!r} + str(n))")
        if not nullable:
            self.emit(f"raise Malformed('nullable_violation', at, {name!r})")
        self.indent -= 1

    def prim(self, typ: str, nullable: bool, name: str, flexible: bool) -> None:
        size = _FIXED_SIZE.get(typ)
        if size is not None and name == "error_code" and typ == "int16":
            # the message's error (st[2], see ERROR_CODE_RULE) and that one was seen (st[3])
            self.flush()
            self.emit("if pos + 2 > end: raise _short(pos, 2, end, 'error_code')")
            self.emit("ec = _I16(buf, pos)[0]")
            self.emit("st[3] = True")
            if self.info.top and self.indent == 1:
                self.emit("if ec: st[2] = ec")  # the top level's wins, wherever it sits
            else:
                self.emit("if ec and not st[2]: st[2] = ec")
            self.emit("pos += 2")
            return
        if size is not None:
            self.run.append((name, size))
            return
        self.flush()
        text = typ == "string"
        word = "bad_string_length" if text else "bad_bytes_length"
        self.length(flexible, text, f"length of {name}")
        self.null_check(nullable, word, name)
        self.emit("elif n > end - pos:")
        self.emit(f"    raise _bad_len({word!r}, at, n, end - pos, {name!r})")
        self.emit("else:")
        if text:
            self.emit(f"    if st[0]: _utf8(buf, pos, n, at, {name!r})")
        self.emit("    pos += n")

    def field(self, f: Field, flexible: bool) -> None:
        if f.kind == "prim":
            self.prim(f.type, f.nullable, f.name, flexible)
            return
        self.flush()
        if f.kind == "entity":
            chk = self.link(f.sub)
            if f.nullable:
                # kio reads only -1 as null; Kafka's Java reader any negative marker.
                self.emit(f"if pos >= end: raise _short(pos, 1, end, {f.name!r})")
                self.emit("m = buf[pos]")
                self.emit("pos += 1")
                self.emit(f"if m < 128: pos = {chk}(buf, pos, end, st)")
                self.emit("elif m != 255: st[1] += 1")
            else:
                self.emit(f"pos = {chk}(buf, pos, end, st)")
            return
        # arrays
        self.length(flexible, False, f"count of {f.name}")
        self.null_check(f.nullable, "bad_array_length", f.name)
        self.emit("elif n > end - pos:")
        self.emit(f"    raise _bad_len('bad_array_length', at, n, end - pos, {f.name!r})")
        self.emit("else:")
        self.indent += 1
        size = _FIXED_SIZE.get(f.type) if f.sub is None else None
        if size is not None:
            self.emit(f"if n * {size} > end - pos:")
            self.emit(f"    raise _bad_len('bad_array_length', at, n, end - pos, {f.name!r})")
            self.emit(f"pos += n * {size}")
        elif f.sub is not None:
            chk = self.link(f.sub)
            self.emit("for _ in range(n):")
            self.emit(f"    pos = {chk}(buf, pos, end, st)")
        else:
            self.emit("for _ in range(n):")
            self.indent += 1
            self.prim(f.type, False, f.name + "[]", flexible)
            self.indent -= 1
        self.indent -= 1

    def function(self, fname: str, fields: list[Field], tagged: dict[int, str] | None) -> str:
        self.lines = []
        self.indent = 1
        for f in fields:
            self.field(f, self.info.flexible)
        self.flush()
        if tagged is not None:
            known = self.const("{" + ", ".join(f"{t}: {fn}" for t, fn in tagged.items()) + "}")
            self.emit("if pos >= end: raise _short(pos, 1, end, 'tagged fields')")
            self.emit("if buf[pos] == 0: pos += 1")
            self.emit(f"else: pos = _tagged(buf, pos, end, st, {known})")
        self.emit("return pos")
        return f"def {fname}(buf, pos, end, st):\n" + "\n".join(self.lines) + "\n"


#: the names the checkers' source uses: name -> the object (what a checker module binds)
HELPERS = {
    "_short": _short,
    "_short_run": _short_run,
    "_uvarint": _uvarint,
    "_utf8": _utf8,
    "_bad_len": _bad_len,
    "_tagged": _tagged,
    "_I16": _I16,
    "_I32": _I32,
    "Malformed": Malformed,
}


def gen_check(info: Info) -> Callable[..., int]:
    """``check(buf, pos, end, st) -> pos`` for one entity, its structs' checkers
    (``info.fields[...].sub.check``) built before.

    ``st`` is ``[strict_text, kio_cannot, error, error_seen]``: with
    ``st[0]`` true strings must be UTF-8; ``st[1]`` counts what kio would read
    differently (unknown tags, null markers other than -1); ``st[2]`` is the
    message's error by :data:`~dissector.wire.errorcode.ERROR_CODE_RULE` (a non-zero top-level
    error_code, else the first non-zero nested one in wire order) and
    ``st[3]`` whether any error_code field was read.  Offsets in its errors
    are absolute.
    """
    ns = dict(HELPERS)
    subs: dict[int, str] = {}

    def link(sub: Info) -> str:
        name = subs.get(id(sub))
        if name is None:
            name = subs[id(sub)] = f"_s{len(subs) + 1}"
            ns[name] = sub.check
        return name

    consts: dict[str, str] = {}
    src = checker_source(info, "check", consts, link) + const_lines(consts)
    exec(compile(src, f"<check {info.kio.__qualname__}>", "exec"), ns)
    return ns["check"]


def checker_source(
    info: Info, name: str, consts: dict[str, str], link: Callable[[Info], str]
) -> str:
    """The source of ``def name(buf, pos, end, st)``, :func:`gen_check`'s checker of
    ``info`` (and before it, those of its tagged fields, ``name_tN``), naming its
    constants in ``consts`` (expression -> name: :func:`const_lines` writes them, after
    the functions) and its structs' checkers by ``link(struct's Info)``, for a module
    that binds :data:`HELPERS` (``python -m codegen`` writes the checkers of the
    responses' precomputed layouts so)."""
    gen = _Gen(info, consts, link)
    tagged: dict[int, str] | None = None
    plain = [f for f in info.fields if f.tag is None or not info.flexible]
    parts = []
    if info.flexible:
        tagged = {}
        for f in info.fields:
            if f.tag is not None:
                tagged[f.tag] = f"{name}_t{f.tag}"
                parts.append(gen.function(tagged[f.tag], [f], None))
    parts.append(gen.function(name, plain, tagged))
    return "\n\n".join(parts)


def const_lines(consts: dict[str, str]) -> str:
    """The assignments of a checker module's constants (``consts``: expression -> name),
    in the order they were met."""
    return "".join(f"{name} = {expr}\n" for expr, name in consts.items())


def mismatch(p: int, end: int, base: int) -> Malformed:
    """The body stopped at ``p``, not at ``end``: :class:`TrailingBytes` when bytes are left."""
    if p < end:
        return TrailingBytes(p - base, end - p)
    return Malformed("pdu_length_mismatch", p - base, "body runs past the end of the PDU")
