"""Kafka's wire encodings, and spec-driven decoding and encoding of message bodies.

Owns: the primitive types of the Kafka protocol guide (int8..int64, uint16,
uint32, float64, bool, uuid, unsigned varint, classic and compact strings,
bytes and arrays, nullable variants, tagged fields) and the interpreter that
turns a :class:`~dissector.wire.specs.MessageSpec` at one version into a reader
and a writer.  No per-RPC code: a field added to a spec file is decoded and
encoded without other edits.

Decoded values are plain Python: ints, bool, str, bytes, ``None`` for null,
lists for arrays and dicts (snake_case keys, spec order) for structs; uuids
are their usual string form.  With a profile's specs (``MessageSpec.tag_defaults``)
a known top-level tagged field absent from the message reads as its spec default
(an empty array, null for a nullable string whose default is ``"null"``), as
Kafka's own readers do.  Unknown tagged fields are
kept as ``{"_unknown_tags": {tag: bytes}}``.

A body whose end was not captured (snap length, a lost segment) decodes as
far as its bytes go (:func:`decode_prefix`): every field whose bytes are all
there, arrays and structs up to the one the cut fell in (itself partial),
and where the cut fell (:class:`Cut`).

Must not import: capture reading, reassembly, pandas or the CLI.
"""

from __future__ import annotations

import struct
import uuid
from collections.abc import Callable
from functools import lru_cache
from typing import Any

from ..errors import Malformed
from .specs import PRIMITIVE_SIZES, FieldSpec, MessageSpec

__all__ = [
    "Cut",
    "DecodeContext",
    "decode_body",
    "decode_prefix",
    "default_value",
    "encode_body",
    "read_uvarint",
    "uvarint",
    "write_uvarint",
]

_FIXED = {
    "int8": struct.Struct(">b"),
    "int16": struct.Struct(">h"),
    "uint16": struct.Struct(">H"),
    "int32": struct.Struct(">i"),
    "uint32": struct.Struct(">I"),
    "int64": struct.Struct(">q"),
    "float64": struct.Struct(">d"),
}
assert all(PRIMITIVE_SIZES[t] == s.size for t, s in _FIXED.items())
_I16 = _FIXED["int16"]
_I32 = _FIXED["int32"]


class Cut(Malformed):
    """``truncated``: the captured bytes ended inside the body (not bad bytes).

    ``offset``: where the bytes ended (relative to the context's base);
    ``value``: what was decoded of the value being read when they ended (a
    partial dict or list; None when nothing of it); ``path``: where the cut
    fell, as path parts from the innermost outwards (see :func:`decode_prefix`).
    """

    def __init__(self, offset: int, detail: str = "") -> None:
        super().__init__("truncated", offset, detail or "bytes not captured")
        self.value: Any = None
        self.path: list[str] = []


class DecodeContext:
    """The bytes being decoded and what was noticed on the way.

    ``buf`` is the whole frame, ``end`` the index just past the body (or
    past the captured bytes when ``cut``), ``base`` the index that expert
    offsets are relative to, ``notes`` a list of expert strings
    (``word@offset``) for deviations that did not stop decoding (a null where
    the spec says not nullable).  ``whole``: the index just past the body on
    the wire (``end`` unless ``cut``); lengths are checked against it.
    ``cut``: the bytes from ``end`` on were not captured: running out of
    bytes raises :class:`Cut`, not Malformed.
    """

    __slots__ = ("buf", "end", "base", "notes", "whole", "cut")

    def __init__(
        self,
        buf: bytes | memoryview,
        end: int | None = None,
        base: int = 0,
        whole: int | None = None,
    ) -> None:
        self.buf = buf
        self.end = len(buf) if end is None else end
        self.base = base
        self.notes: list[str] = []
        self.whole = self.end if whole is None else whole
        self.cut = self.whole > self.end

    def short(self, pos: int, need: int, what: str) -> Malformed:
        if self.cut and pos + need <= self.whole:
            return Cut(self.end - self.base, f"{what} at {pos - self.base} not captured")
        return Malformed(
            "pdu_length_mismatch",
            pos - self.base,
            f"{what} needs {need} bytes, {max(self.end - pos, 0)} left",
        )


Reader = Callable[[DecodeContext, int], tuple[Any, int]]
Writer = Callable[[bytearray, Any], None]


def uvarint(buf: Any, pos: int, end: int, max_bytes: int = 5, base: int = 0) -> tuple[int, int]:
    """Unsigned LEB128 varint at ``buf[pos]`` that must end before ``end``; returns
    (value, next position).  The package's one reader of Kafka's unsigned varints
    (the checkers of :mod:`dissector.wire.checkers` use it too; record batches' zigzag
    varints are :mod:`dissector.wire.batches`' own).

    Raises Malformed ``bad_varint`` after ``max_bytes`` bytes with the
    continuation bit set, ``pdu_length_mismatch`` when the bytes end first
    (offsets relative to ``base``).
    """
    result = 0
    shift = 0
    start = pos
    while True:
        if pos >= end:
            raise Malformed(
                "pdu_length_mismatch",
                start - base,
                f"varint needs {pos - start + 1} bytes, {max(end - start, 0)} left",
            )
        b = buf[pos]
        pos += 1
        result |= (b & 0x7F) << shift
        if b < 0x80:
            return result, pos
        shift += 7
        if pos - start >= max_bytes:
            raise Malformed("bad_varint", start - base, f"more than {max_bytes} bytes")


def read_uvarint(ctx: DecodeContext, pos: int, max_bytes: int = 5) -> tuple[int, int]:
    """Unsigned LEB128 varint at ``pos`` of a decode context (see :func:`uvarint`)."""
    try:
        return uvarint(ctx.buf, pos, ctx.end, max_bytes, ctx.base)
    except Malformed as e:
        if ctx.cut and e.word == "pdu_length_mismatch":
            raise Cut(ctx.end - ctx.base, f"varint at {pos - ctx.base} not captured") from None
        raise


def write_uvarint(out: bytearray, value: int) -> None:
    """Append ``value`` (>= 0) as an unsigned varint."""
    if value < 0:
        raise ValueError(f"unsigned varint cannot hold {value}")
    while value > 0x7F:
        out.append((value & 0x7F) | 0x80)
        value >>= 7
    out.append(value)


def _fixed_reader(st: struct.Struct, name: str) -> Reader:
    size = st.size
    unpack = st.unpack_from

    def read(ctx: DecodeContext, pos: int) -> tuple[Any, int]:
        if pos + size > ctx.end:
            raise ctx.short(pos, size, name)
        return unpack(ctx.buf, pos)[0], pos + size

    return read


def _read_bool(ctx: DecodeContext, pos: int) -> tuple[Any, int]:
    if pos >= ctx.end:
        raise ctx.short(pos, 1, "bool")
    return ctx.buf[pos] != 0, pos + 1


def _read_uuid(ctx: DecodeContext, pos: int) -> tuple[Any, int]:
    if pos + 16 > ctx.end:
        raise ctx.short(pos, 16, "uuid")
    return str(uuid.UUID(bytes=bytes(ctx.buf[pos : pos + 16]))), pos + 16


def _length(ctx: DecodeContext, pos: int, flexible: bool, word: str) -> tuple[int, int]:
    """A length prefix: -1 for null, else a count; compact or classic int16/int32."""
    if flexible:
        n, p = read_uvarint(ctx, pos)
        return n - 1, p
    if word == "bad_string_length":
        if pos + 2 > ctx.end:
            raise ctx.short(pos, 2, "string length")
        return _I16.unpack_from(ctx.buf, pos)[0], pos + 2
    if pos + 4 > ctx.end:
        raise ctx.short(pos, 4, "length")
    return _I32.unpack_from(ctx.buf, pos)[0], pos + 4


def _blob_reader(flexible: bool, nullable: bool, text: bool) -> Reader:
    word = "bad_string_length" if text else "bad_bytes_length"

    def read(ctx: DecodeContext, pos: int) -> tuple[Any, int]:
        n, p = _length(ctx, pos, flexible, word)
        if n == -1:
            if not nullable:
                ctx.notes.append(f"nullable_violation@{pos - ctx.base}")
            return None, p
        if n < -1 or p + n > ctx.end:
            if ctx.cut and n >= 0 and p + n <= ctx.whole:
                raise Cut(ctx.end - ctx.base, f"{n} bytes at {p - ctx.base} not all captured")
            raise Malformed(word, pos - ctx.base, f"length {n}, {ctx.end - p} bytes left")
        raw = ctx.buf[p : p + n]
        if text:
            try:
                return bytes(raw).decode("utf-8"), p + n
            except UnicodeDecodeError:
                return bytes(raw).decode("utf-8", "replace"), p + n
        return bytes(raw), p + n

    return read


def _array_reader(item: Reader, flexible: bool, nullable: bool) -> Reader:
    def read(ctx: DecodeContext, pos: int) -> tuple[Any, int]:
        n, p = _length(ctx, pos, flexible, "bad_array_length")
        if n == -1:
            if not nullable:
                ctx.notes.append(f"nullable_violation@{pos - ctx.base}")
            return None, p
        if n < -1 or n > ctx.whole - p:
            raise Malformed(
                "bad_array_length", pos - ctx.base, f"count {n}, {ctx.whole - p} bytes left"
            )
        out = []
        append = out.append
        try:
            for _ in range(n):
                v, p = item(ctx, p)
                append(v)
        except Cut as e:
            e.path.append(f"[{len(out)}]")
            if e.value is not None:
                append(e.value)
            e.value = out
            raise
        return out, p

    return read


def _primitive_reader(typ: str, flexible: bool, nullable: bool) -> Reader:
    if typ in _FIXED:
        return _fixed_reader(_FIXED[typ], typ)
    if typ == "bool":
        return _read_bool
    if typ == "uuid":
        return _read_uuid
    if typ == "string":
        return _blob_reader(flexible, nullable, True)
    if typ in ("bytes", "records"):
        return _blob_reader(flexible, nullable, False)
    raise ValueError(f"no reader for type {typ!r}")


def _field_reader(f: FieldSpec, version: int, flexible: bool) -> Reader:
    nullable = version in f.nullable_versions
    if f.kind == "primitive":
        return _primitive_reader(f.type, flexible, nullable)
    if f.kind == "array":
        if f.element:
            item = _primitive_reader(f.element, flexible, False)
        else:
            item = _struct_reader(f.fields, version, flexible)
        return _array_reader(item, flexible, nullable)
    inner = _struct_reader(f.fields, version, flexible)
    if not nullable:
        return inner

    def read_nullable_struct(ctx: DecodeContext, pos: int) -> tuple[Any, int]:
        if pos >= ctx.end:
            raise ctx.short(pos, 1, "struct presence byte")
        v, p = _FIXED["int8"].unpack_from(ctx.buf, pos)[0], pos + 1
        if v < 0:
            return None, p
        return inner(ctx, p)

    return read_nullable_struct


def _struct_reader(
    fields: tuple[FieldSpec, ...], version: int, flexible: bool, tag_defaults: bool = False
) -> Reader:
    plain: list[tuple[str, Reader]] = []
    tagged: dict[int, tuple[str, Reader]] = {}
    for f in fields:
        if version not in f.versions:
            continue
        if flexible and version in f.tagged_versions:
            assert f.tag is not None
            tagged[f.tag] = (f.key, _field_reader(f, version, flexible))
        else:
            plain.append((f.key, _field_reader(f, version, flexible)))

    if not tagged or not tag_defaults:

        def read(ctx: DecodeContext, pos: int) -> tuple[Any, int]:
            out: dict[str, Any] = {}
            key = ""
            try:
                for key, rd in plain:
                    out[key], pos = rd(ctx, pos)
                if flexible:
                    key = "_tagged_fields"
                    pos = read_tagged_fields(ctx, pos, tagged, out)
            except Cut as e:
                _cut_in(e, out, key)
                raise
            return out, pos

        return read

    # A tagged field absent from the message takes its default, as Kafka's readers do.
    absent = [(f.key, f) for f in fields if f.tag in tagged and tagged[f.tag][0] == f.key]

    def read_with_tags(ctx: DecodeContext, pos: int) -> tuple[Any, int]:
        out: dict[str, Any] = {}
        key = ""
        try:
            for key, rd in plain:
                out[key], pos = rd(ctx, pos)
            key = "_tagged_fields"
            pos = read_tagged_fields(ctx, pos, tagged, out)
        except Cut as e:
            _cut_in(e, out, key)  # (absent tagged fields are not defaulted: they may be cut)
            raise
        for key, f in absent:
            if key not in out:
                out[key] = _absent_value(f, version)
        return out, pos

    return read_with_tags


def _cut_in(e: Cut, out: dict, key: str) -> None:
    """The cut fell while reading field ``key`` of struct ``out``: record it, go outwards."""
    e.path.append(key)
    if e.value is not None:
        out[key] = e.value
    e.value = out


def _absent_value(f: FieldSpec, version: int) -> Any:
    """What an absent tagged field reads as: its default; a struct, its fields' defaults."""
    if f.kind == "struct" and version not in f.nullable_versions:
        return {s.key: _absent_value(s, version) for s in f.fields if version in s.versions}
    if f.kind == "struct":
        return None
    return default_value(f, version)


def read_tagged_fields(
    ctx: DecodeContext,
    pos: int,
    known: dict[int, tuple[str, Reader]] | None = None,
    out: dict[str, Any] | None = None,
) -> int:
    """Read a tagged-field section; known tags decoded into ``out``, others kept raw.

    Returns the position after the section.  Raises Malformed
    ``bad_tagged_fields`` when tags are not ascending or a field runs past its size.
    """
    start = pos
    count, pos = read_uvarint(ctx, pos)
    if count > ctx.whole - pos:
        raise Malformed("bad_tagged_fields", start - ctx.base, f"{count} tagged fields")
    last = -1
    for _ in range(count):
        tag_at = pos
        tag, pos = read_uvarint(ctx, pos)
        size, pos = read_uvarint(ctx, pos)
        if tag <= last or pos + size > ctx.end:
            if ctx.cut and tag > last and pos + size <= ctx.whole:
                raise Cut(ctx.end - ctx.base, f"tagged field {tag} not all captured")
            raise Malformed("bad_tagged_fields", tag_at - ctx.base, f"tag {tag}, size {size}")
        last = tag
        if known and tag in known and out is not None:
            key, rd = known[tag]
            sub = DecodeContext(ctx.buf, pos + size, ctx.base)
            value, p = rd(sub, pos)
            ctx.notes.extend(sub.notes)
            if p != pos + size:
                raise Malformed("bad_tagged_fields", tag_at - ctx.base, f"tag {tag} size mismatch")
            out[key] = value
        elif out is not None:
            out.setdefault("_unknown_tags", {})[tag] = bytes(ctx.buf[pos : pos + size])
        pos += size
    return pos


@lru_cache(maxsize=4096)
def body_reader(spec: MessageSpec, version: int) -> Reader:
    """The compiled reader of ``spec``'s body at ``version`` (cached)."""
    return _struct_reader(
        spec.fields, version, version in spec.flexible_versions, spec.tag_defaults
    )


def decode_body(
    spec: MessageSpec,
    version: int,
    buf: bytes | memoryview,
    pos: int = 0,
    end: int | None = None,
    base: int = 0,
) -> tuple[dict[str, Any], int, list[str]]:
    """Decode the body of ``spec`` at ``version`` from ``buf[pos:end]``.

    Returns ``(fields, next_position, notes)``: the decoded dict, where the body
    ended, and expert notes for deviations that did not stop decoding.
    Raises Malformed (``bad_*`` words, ``pdu_length_mismatch`` when the body
    runs past ``end``) with the offset relative to ``base``.
    """
    ctx = DecodeContext(buf, end, base)
    value, p = body_reader(spec, version)(ctx, pos)
    return value, p, ctx.notes


def decode_prefix(
    spec: MessageSpec,
    version: int,
    buf: bytes | memoryview,
    pos: int,
    cut: int,
    end: int,
    base: int = 0,
) -> tuple[dict[str, Any], int | None, str | None, list[str]]:
    """Decode what was captured of a body: ``buf[pos:cut]`` of one that runs to ``end``.

    Returns ``(fields, offset, path, notes)``: the fields whose bytes are all in
    ``buf[:cut]`` (a struct or array the cut fell in is there, partial: an
    array holds its items up to the cut one), the offset where the captured
    bytes end (relative to ``base``; None when the whole body was there after
    all), the snake_case path of the first value not captured (e.g.
    ``topics[1].partitions[0].last_mirrored_offset``, ``""`` when the cut
    fell before the first field) and expert notes.  Raises Malformed for bytes
    that cannot be right before the cut (an array longer than the frame...).
    """
    if cut >= end:
        value, p, notes = decode_body(spec, version, buf, pos, end, base)
        return value, None, None, notes
    ctx = DecodeContext(buf, cut, base, whole=end)
    try:
        value, _p = body_reader(spec, version)(ctx, pos)
    except Cut as e:
        value = e.value if isinstance(e.value, dict) else {}
        path = ""
        for part in reversed(e.path):
            if not part:
                continue
            path += part if part.startswith("[") or not path else "." + part
        return value, e.offset, path, ctx.notes
    # decoded to its end before the cut: the body is whole, what follows is past it
    return value, None, None, ctx.notes


# ---------------------------------------------------------------- encoding


def default_value(f: FieldSpec, version: int) -> Any:
    """The value an encoder writes for field ``f`` absent from the body: its spec default.

    Arrays ``[]``, structs ``{}``, else the spec's ``default`` in the codec's
    convention, or the type's zero value (0, False, "", the zero uuid...).
    """
    if f.kind == "array":
        return []
    if f.kind == "struct":
        return {}
    d = f.default
    t = f.type
    if d is not None:
        if t == "bool":
            return d.lower() == "true"
        if t in _FIXED:
            return float(d) if t == "float64" else int(d, 0)
        if d == "null":
            return None
        return d
    if t == "bool":
        return False
    if t in _FIXED:
        return 0
    if t == "uuid":
        return "00000000-0000-0000-0000-000000000000"
    if t == "string":
        return ""
    return b""


def _write_length(out: bytearray, n: int, flexible: bool, small: bool) -> None:
    if flexible:
        write_uvarint(out, n + 1)
    elif small:
        out += _I16.pack(n)
    else:
        out += _I32.pack(n)


def _write_value(
    out: bytearray,
    f: FieldSpec | None,
    typ: str,
    value: Any,
    version: int,
    flexible: bool,
    fields: tuple[FieldSpec, ...] = (),
) -> None:
    if typ in _FIXED:
        out += _FIXED[typ].pack(value)
    elif typ == "bool":
        out.append(1 if value else 0)
    elif typ == "uuid":
        out += uuid.UUID(str(value)).bytes
    elif typ in ("string", "bytes", "records"):
        if value is None:
            _write_length(out, -1, flexible, typ == "string")
            return
        raw = value.encode("utf-8") if isinstance(value, str) else bytes(value)
        _write_length(out, len(raw), flexible, typ == "string")
        out += raw
    elif typ == "struct":
        _write_struct(out, fields, value, version, flexible)
    else:
        raise ValueError(f"cannot encode type {typ!r}")


def _write_field(out: bytearray, f: FieldSpec, value: Any, version: int, flexible: bool) -> None:
    if f.kind == "primitive":
        _write_value(out, f, f.type, value, version, flexible)
    elif f.kind == "array":
        if value is None:
            _write_length(out, -1, flexible, False)
            return
        _write_length(out, len(value), flexible, False)
        for item in value:
            if f.element:
                _write_value(out, None, f.element, item, version, flexible)
            else:
                _write_struct(out, f.fields, item, version, flexible)
    else:
        if version in f.nullable_versions:
            if value is None:
                out += b"\xff"
                return
            out += b"\x01"
        _write_struct(out, f.fields, value, version, flexible)


def _write_struct(
    out: bytearray, fields: tuple[FieldSpec, ...], value: dict, version: int, flexible: bool
) -> None:
    tagged = []
    for f in fields:
        if version not in f.versions:
            continue
        v = value.get(f.key, default_value(f, version)) if value else default_value(f, version)
        if flexible and version in f.tagged_versions:
            if f.key in (value or {}):
                tagged.append((f.tag, f, v))
            continue
        _write_field(out, f, v, version, flexible)
    if flexible:
        extra = dict((value or {}).get("_unknown_tags", {}))
        items = []
        for tag, f, v in tagged:
            sub = bytearray()
            _write_field(sub, f, v, version, flexible)
            items.append((tag, bytes(sub)))
        items += list(extra.items())
        items.sort()
        write_uvarint(out, len(items))
        for tag, raw in items:
            write_uvarint(out, tag)
            write_uvarint(out, len(raw))
            out += raw


def encode_body(spec: MessageSpec, version: int, value: dict[str, Any]) -> bytes:
    """Encode ``value`` (snake_case keys, as :func:`decode_body` returns) at ``version``.

    Missing fields take the spec's ``default`` (or zero, empty, false).
    Raises ValueError for a version outside the spec's validVersions.
    """
    if version not in spec.valid_versions:
        raise ValueError(f"{spec.name} has no version {version} (valid: {spec.valid_versions})")
    out = bytearray()
    _write_struct(out, spec.fields, value, version, version in spec.flexible_versions)
    return bytes(out)
