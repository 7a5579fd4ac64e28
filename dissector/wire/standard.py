"""Bodies of the standard Kafka APIs, decoded with kio.

Owns: turning the body of a standard request or response (the bytes after
its header) into the package's plain-Python convention, using kio's entity
classes (generated from Apache Kafka's message specs) and its native reader.

Output convention (the same as :mod:`dissector.wire.codec`): dicts with kio's
snake_case field names in spec order, nested structs as dicts, arrays as
lists, ints for every integer (error codes, and durations and timestamps as
the milliseconds on the wire: a null ``log_append_time`` is ``-1``), ``str``,
``bytes`` (also for record batches), ``None`` for null, uuids as strings (a
null uuid is the zero uuid).  Unknown tagged fields, which the protocol lets
a newer peer send, are kept as ``{"_unknown_tags": {tag: bytes}}``.

How a body is decoded, and why in three steps:

1. A checker generated per entity walks the bytes without building values:
   every length, count, varint, tagged-field section and null is checked
   against the spec and the body's end.  Bad bytes stop here as Malformed
   with the exact offset.  This step is also what makes step 2 safe: kio's
   native reader sizes an array's buffer from the count on the wire before
   reading it, so a corrupt count (say ``0xfffffffe``) makes it request tens
   of GiB and the Rust allocator *aborts the process*; no exception to catch.
2. kio's native reader decodes the checked body into "shadow" dataclasses
   (kio's entities with error codes, durations and timestamps read as the
   raw integers, so unknown error codes and out-of-range times cannot fail),
   and a converter generated per entity turns them into dicts.
3. When kio cannot take a body that step 1 accepted (an unknown tagged
   field, a null in a nullable tagged field, a bool byte other than 0/1, a
   null-struct marker other than -1) or rejects its text (not UTF-8: that
   is Malformed ``bad_string_length``), the body is decoded by
   :mod:`dissector.wire.codec` from a spec built out of the same kio entity.

Versions kio does not have: kio is generated from Kafka 4's specs, which
dropped the oldest versions of many APIs (Produce v0-2, Fetch v0-3,
ListOffsets v0, ...) and the inter-broker APIs 4-7.  Their Kafka 3.x specs
are kept as data in ``dissector/kafka/legacy/*.json`` (Kafka's JSON message-spec
format, written by ``scripts/derive_legacy_specs.py``); such a body is
checked like a kio one and decoded by :mod:`dissector.wire.codec` from that spec,
into the same convention (see :func:`legacy_specs`).

Protocol exceptions written as data: :data:`VERSION_FALLBACKS` (the
ApiVersions "v0 fallback" of KIP-511).

Must not import: capture reading, reassembly, pandas or the CLI.
"""

from __future__ import annotations

import copy
import dataclasses
import datetime
import enum
import struct
import uuid
from collections.abc import Callable
from functools import cache
from importlib import resources
from pkgutil import resolve_name
from typing import Any

from kio.schema.index import api_key_map, schema_name_map
from kio.static.constants import EntityType

from ..errors import Malformed, TrailingBytes
from ..kafka.facts import scan_layouts, table
from . import codec
from .fastpath import error_code_offset
from .specs import PRIMITIVE_SIZES, FieldSpec, MessageSpec, VersionRange, parse_spec

__all__ = [
    "VERSION_FALLBACKS",
    "UnsupportedVersion",
    "decode_api_versions_fallback",
    "ERROR_CODE_RULE",
    "KIO_WIRE_TYPES",
    "LegacyEntry",
    "decode_standard",
    "decode_standard_nulls",
    "decode_standard_prefix",
    "entry_of",
    "error_code_of",
    "fresh_default",
    "info_layout",
    "response_error_code",
    "is_supported",
    "kio_class",
    "layout_info",
    "layout_of",
    "legacy_specs",
    "scan_error_code",
    "spec_default",
]

#: Responses a broker may send in an older body format than the request's
#: version: api_key -> (error_code that announces it, version of the format),
#: from the facts table.  KIP-511: a broker that does not support the
#: ApiVersions version asked for answers UNSUPPORTED_VERSION (35) with a v0
#: body, so the client can learn which versions it does support.  The Java
#: client tries the asked version first and reads v0 when that fails; so does
#: :func:`decode_standard`.
VERSION_FALLBACKS: dict[int, tuple[int, int]] = {
    int(k): (int(c), int(v))
    # .get: a facts table being rebuilt by codegen may predate this entry
    for k, (c, v) in table().get("version_fallbacks", {}).items()
}


class UnsupportedVersion(Malformed):
    """A standard API version (or an API) for which kio has no spec."""

    def __init__(self, offset: int, detail: str = "") -> None:
        super().__init__("unsupported_api_version", offset, detail)


ZERO_UUID = "00000000-0000-0000-0000-000000000000"

#: kio's kafka_types that are not Kafka's -> the wire type the shadow entities read instead.
KIO_WIRE_TYPES = {
    "error_code": "int16",
    "timedelta_i32": "int32",
    "timedelta_i64": "int64",
    "datetime_i64": "int64",
}
_RAW = KIO_WIRE_TYPES
_FIXED_SIZE = {t: n for t, n in PRIMITIVE_SIZES.items() if n is not None}
_PY_TYPE = {
    "bool": bool,
    "float64": float,
    "uuid": uuid.UUID,
    "string": str,
    "bytes": bytes,
    "records": bytes,
}
_I16 = struct.Struct(">h").unpack_from
_I32 = struct.Struct(">i").unpack_from
_EPOCH = datetime.datetime(1970, 1, 1, tzinfo=datetime.UTC)
_MS = datetime.timedelta(milliseconds=1)


class _Absent:
    """Default of a tagged struct field in a shadow entity: replaced by a fresh dict."""

    def __repr__(self) -> str:
        return "<absent>"


_ABSENT = _Absent()


# ------------------------------------------------------------------ schema


@dataclasses.dataclass(eq=False)
class _Field:
    """One field of a kio entity, as the checker, converter and codec spec need it."""

    name: str
    kind: str  # "prim", "array" (of prim or entity) or "entity"
    type: str  # raw kafka type of a prim or array element; "" for entities
    nullable: bool
    tag: int | None
    sub: _Info | None = None  # entity / entity-array element
    default: Any = None  # plain value (or factory result) of an absent tagged field


@dataclasses.dataclass(eq=False)
class _Info:
    """A kio entity class and everything derived from it (built once, cached)."""

    kio: type
    flexible: bool
    fields: list[_Field]
    top: bool = False  # a whole request/response, not a struct inside one
    shadow: type = None  # type: ignore[assignment]
    check: Callable[..., int] = None  # type: ignore[assignment]
    convert: Callable[[Any], dict] = None  # type: ignore[assignment]


_INFOS: dict[type, _Info] = {}


def _plain(value: Any) -> Any:
    """A kio value (a default, typically) in the package's convention."""
    if value is None or isinstance(value, (bool, str, bytes, float)):
        return value
    if isinstance(value, enum.Enum):
        return int(value.value)
    if isinstance(value, int):
        return int(value)
    if isinstance(value, datetime.datetime):
        return (value - _EPOCH) // _MS
    if isinstance(value, datetime.timedelta):
        return value // _MS
    if isinstance(value, uuid.UUID):
        return str(value)
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    if dataclasses.is_dataclass(value):
        return {f.name: _plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    return value


def _info(cls: type) -> _Info:
    """The :class:`_Info` of a kio entity class, with its shadow, checker and converter."""
    info = _INFOS.get(cls)
    if info is not None:
        return info
    top = getattr(cls, "__type__", None) in (EntityType.request, EntityType.response)
    info = _Info(cls, bool(cls.__flexible__), [], top)
    _INFOS[cls] = info  # before recursing: entities do not nest into themselves, but be safe
    try:
        _build(info)
    except BaseException:
        del _INFOS[cls]  # no half-built entity in the cache
        raise
    return info


def _build(info: _Info) -> None:
    """Fill in ``info``: field list, shadow dataclass, checker and converter."""
    # kio.serial imports asyncio and more (~75 ms): only bodies decoded with kio need it
    from kio.serial._implicit_defaults import get_tagged_field_default
    from kio.serial._introspect import (
        EntityField,
        EntityTupleField,
        PrimitiveTupleField,
        classify_field,
        get_field_tag,
        is_optional,
    )

    cls = info.kio
    shadow_fields = []
    for f in dataclasses.fields(cls):
        fc = classify_field(f)
        tag = get_field_tag(f)
        nullable = is_optional(f)
        md = dict(f.metadata)
        # kio drops the "Ms" of Kafka's names for the fields it types as times
        # (ThrottleTimeMs -> throttle_time); we keep Kafka's names: throttle_time_ms.
        name = f.name
        if str(md.get("kafka_type", "")).startswith(("timedelta_", "datetime_")):
            name += "_ms"
        if isinstance(fc, (EntityField, EntityTupleField)):
            sub = _info(fc.type_)
            kind = "array" if isinstance(fc, EntityTupleField) else "entity"
            field = _Field(name, kind, "", nullable, tag, sub)
            typ: Any = tuple[sub.shadow, ...] if kind == "array" else sub.shadow
        else:
            kt = md["kafka_type"]
            raw = _RAW.get(kt, kt)
            if raw not in PRIMITIVE_SIZES:
                raise NotImplementedError(f"{cls.__name__}.{f.name}: kafka_type {kt!r}")
            if raw != kt:
                md["kafka_type"] = raw
                nullable = False  # a null time is -1 on the wire: keep it
            kind = "array" if isinstance(fc, PrimitiveTupleField) else "prim"
            field = _Field(name, kind, raw, nullable, tag)
            base = _PY_TYPE.get(raw, int)
            typ = tuple[base, ...] if kind == "array" else base
        if nullable:
            typ = typ | None
        shadow_default: Any = None
        if tag is not None:
            kio_default = get_tagged_field_default(f)  # what kio itself fills in
            if (
                field.kind == "prim"
                and field.type in ("int16", "int32", "int64")
                and kio_default is None
            ):
                kio_default = -1  # a null timestamp
            field.default = _plain(kio_default)
            if field.kind == "prim" and field.type == "uuid" and field.default is None:
                field.default = ZERO_UUID
            if field.kind == "entity":
                shadow_default = _ABSENT
            elif isinstance(field.default, list):
                shadow_default = tuple(kio_default)
            elif field.type == "uuid":
                shadow_default = None if field.default in (None, ZERO_UUID) else kio_default
            else:
                shadow_default = field.default
        info.fields.append(field)
        shadow_fields.append((name, typ, dataclasses.field(default=shadow_default, metadata=md)))
    ns = {
        k: getattr(cls, k)
        for k in ("__type__", "__version__", "__flexible__", "__api_key__")
        if hasattr(cls, k)
    }
    shadow = dataclasses.make_dataclass("Raw" + cls.__name__, shadow_fields, kw_only=True)
    for k, v in ns.items():
        setattr(shadow, k, v)
    info.shadow = shadow
    info.check = _gen_check(info)
    info.convert = _gen_convert(info)


def layout_of(cls: type) -> list:
    """The field layout of a kio entity class, as :func:`scan_error_code`'s checker needs it.

    ``[name, flexible, fields]``, each field ``[name, kind, type, nullable,
    tag, layout of its entity or None]`` (kind ``prim``/``array``/``entity``,
    type the raw Kafka type).  Precomputed into ``kafka_facts.json`` by
    :func:`dissector.kafka.facts.build_facts`, so the default read never imports kio's
    entity modules.
    """
    return info_layout(_info(cls))


def info_layout(info: _Info) -> list:
    """The layout (as :func:`layout_of` gives it) of an entity's checker information."""
    return [
        info.kio.__name__,
        info.flexible,
        [
            [
                f.name,
                f.kind,
                f.type,
                f.nullable,
                f.tag,
                None if f.sub is None else info_layout(f.sub),
            ]
            for f in info.fields
        ],
    ]


@cache
def _scan_tops() -> frozenset[int]:
    """Indexes of the precomputed layouts that are whole responses."""
    return frozenset(scan_layouts()[1].values())


@cache
def layout_info(index: int) -> _Info:
    """The checker-only :class:`_Info` of entity ``index`` of the precomputed layouts."""
    entities, responses = scan_layouts()
    name, flexible, fields = entities[index]
    top = index in _scan_tops()
    info = _Info(type(name, (), {"__qualname__": name}), flexible, [], top)
    for fname, kind, typ, nullable, tag, sub in fields:
        info.fields.append(
            _Field(fname, kind, typ, nullable, tag, None if sub is None else layout_info(sub))
        )
    info.check = _gen_check(info)
    return info


def fresh_default(value: Any) -> Any:
    """A copy of a default that the caller may mutate.

    Defaults are JSON-like (dicts, lists, ints, strings, None): dicts and
    lists are copied level by level (``copy.deepcopy``'s memo costs ~10x on
    the --full path, once per absent tagged field), anything else is shared.
    """
    t = type(value)
    if t is list:
        return [fresh_default(x) for x in value] if value else []
    if t is dict:
        return {k: fresh_default(v) for k, v in value.items()}
    return copy.deepcopy(value) if isinstance(value, (list, dict)) else value


def default_maker(value: Any) -> Callable[[], Any]:
    """A function returning fresh copies of the default ``value`` (as :func:`fresh_default`),
    the cheapest that is safe: ``dict.copy`` for a dict of immutable values, ``list`` for
    an empty list, the value itself when it is immutable."""
    if type(value) is dict and all(
        type(v) in (int, str, bool, float, type(None)) for v in value.values()
    ):
        return value.copy
    if type(value) is list and not value:
        return list
    if not isinstance(value, (list, dict)):
        return lambda: value
    return lambda: fresh_default(value)


# ----------------------------------------------------------------- checker


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

    def __init__(self, info: _Info, ns: dict) -> None:
        self.info = info
        self.ns = ns
        self.lines: list[str] = []
        self.run: list[tuple[str, int]] = []
        self.indent = 1

    def emit(self, line: str) -> None:
        self.lines.append("    " * self.indent + line)

    def const(self, value: Any) -> str:
        self.ns["_n"] = n = self.ns.get("_n", 0) + 1
        name = f"_c{n}"
        self.ns[name] = value
        return name

    def flush(self) -> None:
        if not self.run:
            return
        size = sum(s for _, s in self.run)
        run = self.const(tuple(self.run))
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

    def field(self, f: _Field, flexible: bool) -> None:
        if f.kind == "prim":
            self.prim(f.type, f.nullable, f.name, flexible)
            return
        self.flush()
        if f.kind == "entity":
            chk = self.const(f.sub.check)
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
            chk = self.const(f.sub.check)
            self.emit("for _ in range(n):")
            self.emit(f"    pos = {chk}(buf, pos, end, st)")
        else:
            self.emit("for _ in range(n):")
            self.indent += 1
            self.prim(f.type, False, f.name + "[]", flexible)
            self.indent -= 1
        self.indent -= 1

    def function(self, fname: str, fields: list[_Field], tagged: dict[int, str] | None) -> str:
        self.lines = []
        self.indent = 1
        for f in fields:
            self.field(f, self.info.flexible)
        self.flush()
        if tagged is not None:
            known = self.const({})
            self.ns[known].update(tagged)
            self.emit("if pos >= end: raise _short(pos, 1, end, 'tagged fields')")
            self.emit("if buf[pos] == 0: pos += 1")
            self.emit(f"else: pos = _tagged(buf, pos, end, st, {known})")
        self.emit("return pos")
        return f"def {fname}(buf, pos, end, st):\n" + "\n".join(self.lines) + "\n"


_HELPERS = {
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


def _gen_check(info: _Info) -> Callable[..., int]:
    """``check(buf, pos, end, st) -> pos`` for one entity.

    ``st`` is ``[strict_text, kio_cannot, error, error_seen]``: with
    ``st[0]`` true strings must be UTF-8; ``st[1]`` counts what kio would read
    differently (unknown tags, null markers other than -1); ``st[2]`` is the
    message's error by :data:`ERROR_CODE_RULE` (a non-zero top-level
    error_code, else the first non-zero nested one in wire order) and
    ``st[3]`` whether any error_code field was read.  Offsets in its errors
    are absolute.
    """
    ns = dict(_HELPERS)
    gen = _Gen(info, ns)
    tagged: dict[int, str] | None = None
    plain = [f for f in info.fields if f.tag is None or not info.flexible]
    if info.flexible:
        tagged = {}
        for f in info.fields:
            if f.tag is not None:
                src = gen.function("tag_check", [f], None)
                exec(compile(src, f"<check {info.kio.__name__}.{f.name}>", "exec"), ns)
                tagged[f.tag] = ns.pop("tag_check")
    src = gen.function("check", plain, tagged)
    exec(compile(src, f"<check {info.kio.__qualname__}>", "exec"), ns)
    return ns["check"]


# --------------------------------------------------------------- converter


def _uuid_str(u: uuid.UUID | None) -> str:
    return ZERO_UUID if u is None else str(u)


def _gen_convert(info: _Info) -> Callable[[Any], dict]:
    """``convert(shadow_instance) -> dict`` for one entity (reuses the instance's ``__dict__``)."""
    ns: dict[str, Any] = {
        "_uuid_str": _uuid_str,
        "_ABSENT": _ABSENT,
        "fresh_default": fresh_default,
    }
    lines = ["def convert(o):", "    d = o.__dict__"]
    for i, f in enumerate(info.fields):
        key = repr(f.name)
        if f.kind == "prim":
            if f.type == "uuid":
                lines.append(f"    d[{key}] = _uuid_str(d[{key}])")
            continue
        if f.kind == "entity":
            ns[f"_cv{i}"] = f.sub.convert
            ns[f"_df{i}"] = f.default
            lines.append(f"    v = d[{key}]")
            if f.tag is not None:
                ns[f"_fd{i}"] = default_maker(f.default)
                lines.append(f"    if v is _ABSENT: d[{key}] = _fd{i}()")
                lines.append(f"    elif v is not None: d[{key}] = _cv{i}(v)")
            else:
                lines.append(f"    if v is not None: d[{key}] = _cv{i}(v)")
            continue
        if f.sub is not None:
            ns[f"_cv{i}"] = f.sub.convert
            expr = f"[_cv{i}(x) for x in v]"
        elif f.type == "uuid":
            expr = "[_uuid_str(x) for x in v]"
        else:
            expr = "list(v)"
        lines.append(f"    v = d[{key}]")
        lines.append(f"    if v is not None: d[{key}] = {expr}")
    # kio sets tagged fields after the others; restore spec order when that differs.
    names = [f.name for f in info.fields]
    kio_order = [f.name for f in info.fields if f.tag is None or not info.flexible]
    kio_order += [f.name for f in info.fields if f.tag is not None and info.flexible]
    if names != kio_order:
        lines.append("    return {" + ", ".join(f"{n!r}: d[{n!r}]" for n in names) + "}")
    else:
        lines.append("    return d")
    exec(compile("\n".join(lines) + "\n", f"<convert {info.kio.__qualname__}>", "exec"), ns)
    return ns["convert"]


# ------------------------------------------------- codec spec (third step)


def _field_specs(info: _Info, version: int) -> tuple[FieldSpec, ...]:
    here = VersionRange(version, version)
    none = VersionRange(None, None)
    out = []
    for f in info.fields:
        tagged = f.tag is not None and info.flexible
        if f.kind == "prim":
            typ, element, kind = f.type, None, "primitive"
        elif f.kind == "entity":
            typ, element, kind = f.sub.kio.__name__, None, "struct"
        else:
            element = None if f.sub is not None else f.type
            typ, kind = "[]" + (element or f.sub.kio.__name__), "array"
        out.append(
            FieldSpec(
                name=f.name,
                key=f.name,
                type=typ,
                kind=kind,
                element=element,
                versions=here,
                nullable_versions=here if f.nullable else none,
                tagged_versions=here if tagged else none,
                tag=f.tag if tagged else None,
                default=None,
                about="",
                entity_type=None,
                ignorable=False,
                fields=_field_specs(f.sub, version) if f.sub is not None else (),
            )
        )
    return tuple(out)


def _complete(d: dict, info: _Info) -> dict:
    """Codec output -> the kio path's shape: absent tagged fields filled, spec order."""
    out = {}
    for f in info.fields:
        if f.name not in d:
            out[f.name] = fresh_default(f.default)
            continue
        v = d[f.name]
        if v is not None and f.sub is not None:
            v = _complete(v, f.sub) if f.kind == "entity" else [_complete(x, f.sub) for x in v]
        out[f.name] = v
    if "_unknown_tags" in d:
        out["_unknown_tags"] = d["_unknown_tags"]
    return out


# ---------------------------------------------- versions kio does not have


@cache
def legacy_specs() -> dict[tuple[int, str], MessageSpec]:
    """The specs of ``dissector/kafka/legacy``: ``(api_key, "request"|"response")`` -> MessageSpec.

    Each covers only versions kio lacks (its ``valid_versions``); read once.
    """
    out: dict[tuple[int, str], MessageSpec] = {}
    root = resources.files("dissector.kafka") / "legacy"
    for f in sorted(root.iterdir(), key=lambda f: f.name):
        if f.name.endswith(".json"):
            spec = parse_spec(f.read_text(encoding="utf-8"), f.name)
            out[(spec.api_key, spec.type)] = spec
    return out


def spec_default(f: FieldSpec, version: int, flexible: bool) -> Any:
    """What an absent tagged field decodes to: its spec default, as the codec writes it."""
    if f.kind == "struct":
        return {
            g.key: spec_default(g, version, flexible) for g in f.fields if version in g.versions
        }
    if f.kind == "array":
        return None if f.default == "null" else []
    value = codec.default_value(f, version)
    if f.type == "uuid":
        return ZERO_UUID if value is None else value
    return value


def _spec_info(
    name: str, fields: tuple[FieldSpec, ...], version: int, flexible: bool, top: bool = False
) -> _Info:
    """An :class:`_Info` (no kio class) for a spec struct at one version: checker only."""
    info = _Info(type(name, (), {"__qualname__": f"legacy.{name}"}), flexible, [], top)
    for f in fields:
        if version not in f.versions:
            continue
        tag = f.tag if flexible and version in f.tagged_versions else None
        nullable = version in f.nullable_versions
        sub = None
        if f.fields:
            sub = _spec_info(f.type.removeprefix("[]"), f.fields, version, flexible)
        if f.kind == "primitive":
            kind, typ = "prim", f.type
        elif f.kind == "array":
            kind, typ = "array", f.element or ""
        else:
            kind, typ = "entity", ""
        if typ and typ not in PRIMITIVE_SIZES:
            raise NotImplementedError(f"{name}.{f.name}: type {typ!r}")
        field = _Field(f.key, kind, typ, nullable, tag, sub)
        if tag is not None:
            field.default = spec_default(f, version, flexible)
        info.fields.append(field)
    info.check = _gen_check(info)
    return info


class LegacyEntry:
    """A version kio lacks, decoded by the codec from a ``dissector/kafka/legacy`` spec."""

    __slots__ = ("api_key", "version", "kind", "info", "spec", "fallback")

    def __init__(self, api_key: int, version: int, kind: str, spec: MessageSpec) -> None:
        self.api_key = api_key
        self.version = version
        self.kind = kind
        self.spec = spec
        self.info = _spec_info(
            spec.name, spec.fields, version, version in spec.flexible_versions, top=True
        )
        self.fallback = None


def _legacy_entry(api_key: int, version: int, kind: str) -> LegacyEntry | None:
    spec = legacy_specs().get((api_key, kind))
    if spec is None or version not in spec.valid_versions:
        return None
    return LegacyEntry(api_key, version, kind, spec)


# -------------------------------------------------------------- the cache


class _Entry:
    """Everything needed to decode one (api_key, version, kind)."""

    __slots__ = ("api_key", "version", "kind", "info", "read", "fallback", "_spec")

    def __init__(self, api_key: int, version: int, kind: str, cls: type) -> None:
        self.api_key = api_key
        self.version = version
        self.kind = kind
        from kio.serial import entity_reader

        self.info = _info(cls)
        self.read = entity_reader(self.info.shadow)
        self.fallback: tuple[int, _Entry] | None = None
        self._spec: MessageSpec | None = None

    @property
    def spec(self) -> MessageSpec:
        if self._spec is None:
            name = self.info.kio.__name__
            self._spec = MessageSpec(
                name=name,
                rpc=name,
                api_key=self.api_key,
                type=self.kind,
                valid_versions=VersionRange(self.version, self.version),
                flexible_versions=VersionRange(self.version, self.version)
                if self.info.flexible
                else VersionRange(None, None),
                fields=_field_specs(self.info, self.version),
                path=f"kio:{self.info.kio.__module__}",
            )
        return self._spec


_ENTRIES: dict[tuple[int, int, str], _Entry | LegacyEntry | None] = {}
_UNCOMPILABLE: dict[tuple[int, int, str], str] = {}


def kio_class(api_key: int, version: int, kind: str) -> type | None:
    """kio's entity class of a request or response version; None when kio lacks it."""
    name = api_key_map.get(api_key)
    if name is None:
        return None
    paths = schema_name_map[name].get(version)
    et = EntityType.request if kind == "request" else EntityType.response
    if not paths or et not in paths:
        return None
    return resolve_name(paths[et])


def entry_of(api_key: int, version: int, kind: str) -> _Entry | LegacyEntry | None:
    """How a request or response version is checked and decoded (built once, then cached).

    A kio entity's entry, a :class:`LegacyEntry` for a version kio lacks, or
    None when neither kio nor a legacy spec can decode it.
    """
    key = (api_key, version, kind)
    if key in _ENTRIES:
        return _ENTRIES[key]
    if kind not in ("request", "response"):
        raise ValueError(f"kind must be 'request' or 'response', not {kind!r}")
    cls = kio_class(api_key, version, kind)
    entry: _Entry | LegacyEntry | None
    try:
        if cls is not None:
            entry = _Entry(api_key, version, kind, cls)
        else:
            entry = _legacy_entry(api_key, version, kind)
    except (TypeError, ValueError, KeyError, NotImplementedError) as err:
        # An entity or spec this module cannot follow (a type it does not know):
        # reported as unsupported rather than failing on every frame.
        _UNCOMPILABLE[key] = f"{type(err).__name__}: {err}"
        entry = None
    if type(entry) is _Entry and kind == "response" and api_key in VERSION_FALLBACKS:
        code, fb_version = VERSION_FALLBACKS[api_key]
        if version != fb_version:
            fb = entry_of(api_key, fb_version, kind)
            if type(fb) is _Entry:
                entry.fallback = (code, fb)
    _ENTRIES[key] = entry
    return entry


def is_supported(api_key: int, api_version: int, kind: str) -> bool:
    """Whether this standard request/response version can be decoded.

    True when kio has its entity or, for a version kio lacks, a spec of
    ``dissector/kafka/legacy`` covers it (see :func:`legacy_specs`).
    """
    return entry_of(api_key, api_version, kind) is not None


# --------------------------------------------------------------- decoding


def _kio_word(exc: BaseException) -> str:
    """The expert word nearest to an exception from kio or the decoders (last-resort mapping)."""
    name = type(exc).__name__
    text = str(exc)
    if "arint" in text:
        return "bad_varint"
    if name in ("InvalidUnicode", "UnicodeDecodeError", "NegativeByteLength"):
        return "bad_string_length"
    if "array length" in text:
        return "bad_array_length"
    if "tagged field" in text:
        return "bad_tagged_fields"
    if name == "UnexpectedNull":
        return "nullable_violation"
    return "pdu_length_mismatch"


def _mismatch(p: int, end: int, base: int) -> Malformed:
    """The body stopped at ``p``, not at ``end``: :class:`TrailingBytes` when bytes are left."""
    if p < end:
        return TrailingBytes(p - base, end - p)
    return Malformed("pdu_length_mismatch", p - base, "body runs past the end of the PDU")


def _decode(e: _Entry, buf: Any, pos: int, end: int, base: int) -> dict:
    """Check, then decode with kio (or the codec when kio cannot); offsets relative to base."""
    limit = min(end, len(buf))
    st = [False, 0, 0, False]
    try:
        p = e.info.check(buf, pos, limit, st)
    except Malformed as err:
        raise Malformed(err.word, err.offset - base, err.detail) from None
    except Exception as err:  # a checker bug must not escape as anything else
        raise Malformed(_kio_word(err), pos - base, f"{type(err).__name__}: {err}") from None
    if p != end:
        raise _mismatch(p, end, base)
    if not st[1]:
        try:
            obj, n = e.read(buf, pos)
            if n == end - pos:
                return e.info.convert(obj)
        except Exception:  # kio refused a checked body: the codec decides
            pass
    return _decode_codec(e, buf, pos, end, base)


def _decode_codec(e: _Entry, buf: Any, pos: int, end: int, base: int) -> dict:
    """Third step: strict text check, then :mod:`dissector.wire.codec` with a spec from kio's."""
    try:
        e.info.check(buf, pos, end, [True, 0, 0, False])
    except Malformed as err:
        raise Malformed(err.word, err.offset - base, err.detail) from None
    except Exception as err:
        raise Malformed(_kio_word(err), pos - base, f"{type(err).__name__}: {err}") from None
    return _codec_value(e, buf, pos, end, base)


def _decode_legacy(e: LegacyEntry, buf: Any, pos: int, end: int, base: int) -> dict:
    """A version kio lacks: the strict check, then :mod:`dissector.wire.codec`, its legacy spec."""
    try:
        p = e.info.check(buf, pos, min(end, len(buf)), [True, 0, 0, False])
    except Malformed as err:
        raise Malformed(err.word, err.offset - base, err.detail) from None
    except Exception as err:
        raise Malformed(_kio_word(err), pos - base, f"{type(err).__name__}: {err}") from None
    if p != end:
        raise _mismatch(p, end, base)
    return _codec_value(e, buf, pos, end, base)


def _codec_value(
    e: _Entry | LegacyEntry, buf: Any, pos: int, end: int, base: int, nulls: list | None = None
) -> dict:
    """A checked body decoded by :mod:`dissector.wire.codec`, in the kio path's shape.
    ``nulls``: where to put the ``nullable_violation@N`` words of nulls the spec allows
    none for (read as null); without it such a null is Malformed."""
    try:
        value, p, notes = codec.decode_body(e.spec, e.version, buf, pos, end, base)
    except Malformed:
        raise
    except Exception as err:
        raise Malformed(_kio_word(err), pos - base, f"{type(err).__name__}: {err}") from None
    if notes and nulls is None:
        word, _, off = notes[0].partition("@")
        raise Malformed(word, int(off), "null in a field that is not nullable")
    if nulls is not None:
        nulls.extend(notes)
    if p != end:
        raise _mismatch(p, end, base)
    return _complete(value, e.info)


def decode_standard_nulls(
    api_key: int,
    api_version: int,
    kind: str,
    buf: bytes | memoryview,
    pos: int,
    end: int,
    base: int = 0,
) -> tuple[dict, list[str]]:
    """A body :func:`decode_standard` refused with ``nullable_violation`` (a null where the
    spec allows none, e.g. Tansu's DescribeUserScramCredentials v0 ``results``), decoded
    with that null read as null, as the codec reads mirror bodies.

    Returns ``(body, words)``: the body in :func:`decode_standard`'s shape and the
    ``nullable_violation@N`` expert words (offsets relative to ``base``).  Raises
    Malformed (or :class:`UnsupportedVersion`) as :func:`decode_standard` does for any
    other fault.
    """
    e = entry_of(api_key, api_version, kind)
    if e is None:
        raise UnsupportedVersion(pos - base, f"{kind} v{api_version} of api_key {api_key}")
    words: list[str] = []
    return _codec_value(e, _source(buf), pos, end, base, words), words


def _source(buf: bytes | bytearray | memoryview) -> bytes | memoryview:
    """``buf`` as kio accepts it: a read-only buffer of bytes."""
    if type(buf) is bytes:
        return buf
    m = memoryview(buf)
    if m.format != "B" or m.ndim != 1 or not m.c_contiguous:
        m = memoryview(m.tobytes())
    return m if m.readonly else m.toreadonly()


#: The one rule for a response's error code, in every mode (``kmirror read``, ``--full``,
#: ``fields``, ``analyze``).  :func:`scan_error_code` applies it to bytes, :func:`error_code_of`
#: to a decoded body; the default read reads a fixed-offset top-level error_code and walks
#: the body only when it is 0 and the facts table says the response has nested ones.
#: Error codes sit in no tagged field of a standard response (asserted when the facts are
#: built), so field order is wire order.
ERROR_CODE_RULE = (
    "the top-level error_code if it is non-zero, else the first non-zero error_code nested "
    "below it in wire order (depth-first, in field order), else 0; None when the body has "
    "no error_code at all"
)


def error_code_of(body: dict) -> int | None:
    """A decoded body's error code by :data:`ERROR_CODE_RULE`."""
    top = body.get("error_code")
    if top.__class__ is int and top != 0:
        return top
    found = _first_nested(body, True)
    if found:
        return found
    return 0 if top is not None or found == 0 else None


def _first_nested(value: dict, top: bool) -> int | None:
    """The first non-zero error_code under ``value`` in field order (its own unless
    ``top``), 0 if all are 0, None if it holds none."""
    seen = None
    for k, v in value.items():
        c = v.__class__
        if c is int:
            if k == "error_code" and not top:
                if v:
                    return v
                seen = 0
        elif c is dict:
            r = _first_nested(v, False)
            if r:
                return r
            if r == 0:
                seen = 0
        elif c is list and v and v[0].__class__ is dict:
            for item in v:
                r = _first_nested(item, False)
                if r:
                    return r
                if r == 0:
                    seen = 0
    return seen


#: scan_error_code's answers for bodies up to _MEMO_BODY bytes, at most _MEMO_ENTRIES of them.
_MEMO_BODY = 4096
_MEMO_ENTRIES = 1024
_SCAN_MEMO: dict[tuple, int | None] = {}


def scan_error_code(
    api_key: int,
    api_version: int,
    kind: str,
    buf: bytes | bytearray | memoryview,
    pos: int,
    end: int,
    base: int = 0,
) -> int | None:
    """The body's error code by :data:`ERROR_CODE_RULE`, 0 if all are 0, None if it has none.

    Walks the body with the same checker as :func:`decode_standard` but builds
    no values (a few microseconds).  Raises Malformed like decode_standard; its
    ``found`` is the first non-zero error code walked before the bad bytes, or None.
    The checkers of responses come from the layouts precomputed in
    ``kafka_facts.json`` (no kio import); other bodies build kio's entity.
    The answer for a body of up to 4 KiB is remembered (1,024 bodies at most), except
    for Produce responses (their offsets differ every time).
    """
    # (Produce responses carry new offsets every time: never worth remembering)
    small = end - pos <= _MEMO_BODY and end <= len(buf) and api_key != 0
    if small:
        # a body seen before byte for byte (Metadata of an unchanged cluster, say)
        key = (api_key, api_version, kind, bytes(buf[pos:end]))
        hit = _SCAN_MEMO.get(key, _SCAN_MEMO)
        if hit is not _SCAN_MEMO:
            return hit
    at = scan_layouts()[1].get((api_key, api_version)) if kind == "response" else None
    if at is not None:
        check = layout_info(at).check
    else:
        e = entry_of(api_key, api_version, kind)
        if e is None:
            raise UnsupportedVersion(pos - base, f"{kind} v{api_version} of api_key {api_key}")
        check = e.info.check
    st = [False, 0, 0, False]
    try:
        p = check(_source(buf), pos, min(end, len(buf)), st)
    except Malformed as err:
        bad = Malformed(err.word, err.offset - base, err.detail)
        bad.found = st[2] or None  # type: ignore[attr-defined]  # before the bad bytes
        raise bad from None
    except Exception as err:  # a checker bug must not escape as anything else
        raise Malformed(_kio_word(err), pos - base, f"{type(err).__name__}: {err}") from None
    if p != end:
        bad = _mismatch(p, end, base)
        bad.found = st[2] or None  # type: ignore[attr-defined]
        raise bad
    found = st[2] if st[3] else None
    if small:
        if len(_SCAN_MEMO) >= _MEMO_ENTRIES:
            _SCAN_MEMO.clear()
        _SCAN_MEMO[key] = found
    return found


def response_error_code(
    api_key: int, api_version: int, buf: bytes | memoryview, pos: int, end: int, base: int = 0
) -> int | None:
    """A standard response's error code by :data:`ERROR_CODE_RULE`, from its bytes.

    A non-zero top-level error_code at a fixed offset is the answer without a
    walk; otherwise the body is walked (:func:`scan_error_code`).  When the
    top-level error_code sits at a fixed offset inside the bytes, bytes the walk
    cannot follow (a body :func:`decode_standard` refuses too, or a frame over
    the hold limit that the default read keeps only the first 128 KiB of) still
    give an answer: the first non-zero error code walked before them, else that
    top-level one.  Otherwise the walk's Malformed is raised.  The default read
    and ``--full`` (for a body it cannot decode) both answer with this.
    """
    at = error_code_offset(api_key, api_version)
    top = _I16(buf, pos + at)[0] if at is not None and pos + at + 2 <= min(end, len(buf)) else None
    if top:
        return top
    try:
        return scan_error_code(api_key, api_version, "response", buf, pos, end, base)
    except Malformed as e:
        if top is None:
            raise
        return getattr(e, "found", None) or top


def decode_standard(
    api_key: int,
    api_version: int,
    kind: str,
    buf: bytes | memoryview,
    pos: int,
    end: int,
    base: int = 0,
) -> dict:
    """Decode the body of a standard Kafka request or response in ``buf[pos:end]``.

    ``kind`` is ``"request"`` or ``"response"``; ``pos`` is the first byte
    after the header, ``end`` the end of the frame.  Returns the body as a
    dict (see the module docstring); an ApiVersions response read in the v0
    fallback format carries ``"_fallback": True``.

    Raises Malformed (offsets relative to ``base``, the start of the Kafka
    frame): ``pdu_length_mismatch`` when the body does not end exactly at
    ``end``, ``bad_string_length`` / ``bad_bytes_length`` /
    ``bad_array_length`` / ``bad_varint`` / ``bad_tagged_fields`` /
    ``nullable_violation`` for bad bytes, ``unknown_api_key``, and
    :class:`UnsupportedVersion` (``unsupported_api_version``, at ``pos``)
    for an API or version neither kio nor ``dissector/kafka/legacy`` has a spec
    for.  No other exception escapes for any bytes.
    """
    if pos > end:
        raise Malformed(
            "pdu_length_mismatch", end - base, f"header runs {pos - end} bytes past the PDU"
        )
    e = _ENTRIES.get((api_key, api_version, kind), False)
    if e is False:
        e = entry_of(api_key, api_version, kind)
    if e is None:
        from ..kafka.protocol import API_NAMES

        if api_key in API_NAMES:
            why = _UNCOMPILABLE.get((api_key, api_version, kind), "not in kio nor legacy specs")
            raise UnsupportedVersion(
                pos - base, f"{API_NAMES[api_key]} {kind} v{api_version}: {why}"
            )
        raise Malformed("unknown_api_key", pos - base, f"api_key {api_key}")
    src = _source(buf)
    if type(e) is LegacyEntry:
        return _decode_legacy(e, src, pos, end, base)
    if e.fallback is not None:
        return _decode_with_fallback(e, src, pos, end, base)
    return _decode(e, src, pos, end, base)


def decode_standard_prefix(
    api_key: int,
    api_version: int,
    kind: str,
    buf: bytes | memoryview,
    pos: int,
    cut: int,
    end: int,
    base: int = 0,
) -> tuple[dict, int | None, str | None, list[str]]:
    """What was captured of a standard body cut at ``cut`` (it runs to ``end`` on the wire).

    Decoded by :func:`dissector.wire.codec.decode_prefix` with the spec made from
    kio's classes (or ``dissector/kafka/legacy``): kio reads whole bodies only.
    Returns ``(fields, offset, path, notes)`` as decode_prefix does (values in
    the codec's shape: uuids as strings, records as bytes).  Raises
    :class:`UnsupportedVersion` or Malformed like :func:`decode_standard`.
    """
    e = entry_of(api_key, api_version, kind)
    if e is None:
        raise UnsupportedVersion(pos - base, f"{kind} v{api_version} of api_key {api_key}")
    try:
        return codec.decode_prefix(e.spec, e.version, _source(buf), pos, cut, end, base)
    except Malformed:
        raise
    except Exception as err:
        raise Malformed(_kio_word(err), pos - base, f"{type(err).__name__}: {err}") from None


def _decode_with_fallback(e: _Entry, buf: Any, pos: int, end: int, base: int) -> dict:
    """A response that may be in the older format of :data:`VERSION_FALLBACKS`.

    The announcing error code tries the old format first (that is what brokers
    send); otherwise, like Kafka's Java client, the old format is tried only
    when the asked version cannot read the body.
    """
    code, fb = e.fallback  # type: ignore[misc]
    if end - pos >= 2 and pos + 2 <= len(buf) and _I16(buf, pos)[0] == code:
        try:
            return _fallback_dict(fb, buf, pos, end, base)
        except Malformed:
            return _decode(e, buf, pos, end, base)
    try:
        return _decode(e, buf, pos, end, base)
    except Malformed as err:
        try:
            return _fallback_dict(fb, buf, pos, end, base)
        except Malformed:
            raise err from None


def _fallback_dict(fb: _Entry, buf: Any, pos: int, end: int, base: int) -> dict:
    d = _decode(fb, buf, pos, end, base)
    d["_fallback"] = True
    return d


def decode_api_versions_fallback(
    buf: bytes | memoryview, pos: int, end: int, base: int = 0
) -> dict:
    """Decode an ApiVersions response body in the v0 fallback format (``"_fallback": True``).

    Raises Malformed like :func:`decode_standard` when the bytes are not a v0 body.
    """
    (api_key,) = VERSION_FALLBACKS  # ApiVersions, the one API with a fallback format
    fb = entry_of(api_key, VERSION_FALLBACKS[api_key][1], "response")
    assert fb is not None
    if pos > end:
        raise Malformed("pdu_length_mismatch", end - base, "header runs past the PDU")
    return _fallback_dict(fb, _source(buf), pos, end, base)
