"""kio's entity classes introspected: field layouts, shadow entities, converters.

Owns: turning a kio entity class (generated from Apache Kafka's message
specs) into its :class:`~dissector.wire.entity.Info` (:func:`info_of`, built once and
cached): the field list, the "shadow" dataclass kio's native reader decodes
into (kio's entity with error codes, durations and timestamps read as the raw
integers of :data:`KIO_WIRE_TYPES`, so unknown error codes and out-of-range
times cannot fail), its checker (:mod:`dissector.wire.checkers`) and a converter
generated per entity that turns shadow instances into the package's dicts
(see :mod:`dissector.wire.standard` for the convention); :func:`layout_of`, the
layout precomputed into ``kafka_facts.json``; the buffer kio's reader accepts
(:func:`source`) and the expert word of an exception from kio or the decoders
(:func:`kio_word`).

Must not import: the codec, the legacy specs, the entry table, the decoders,
capture reading, reassembly, pandas or the CLI.  kio's ``kio.serial`` (slow to
import) only inside :func:`info_of`'s build.
"""

from __future__ import annotations

import dataclasses
import datetime
import enum
import uuid
from collections.abc import Callable
from typing import Any

from kio.static.constants import EntityType

from .checkers import gen_check
from .entity import ZERO_UUID, Field, Info, default_maker, fresh_default
from .specs import PRIMITIVE_SIZES

__all__ = [
    "KIO_WIRE_TYPES",
    "info_layout",
    "info_of",
    "kio_word",
    "layout_of",
    "source",
]

#: kio's kafka_types that are not Kafka's -> the wire type the shadow entities read instead.
KIO_WIRE_TYPES = {
    "error_code": "int16",
    "timedelta_i32": "int32",
    "timedelta_i64": "int64",
    "datetime_i64": "int64",
}
_RAW = KIO_WIRE_TYPES
_PY_TYPE = {
    "bool": bool,
    "float64": float,
    "uuid": uuid.UUID,
    "string": str,
    "bytes": bytes,
    "records": bytes,
}
_EPOCH = datetime.datetime(1970, 1, 1, tzinfo=datetime.UTC)
_MS = datetime.timedelta(milliseconds=1)


class _Absent:
    """Default of a tagged struct field in a shadow entity: replaced by a fresh dict."""

    def __repr__(self) -> str:
        return "<absent>"


_ABSENT = _Absent()


# ------------------------------------------------------------------ schema

_INFOS: dict[type, Info] = {}


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


def info_of(cls: type) -> Info:
    """The :class:`Info` of a kio entity class, with its shadow, checker and converter."""
    info = _INFOS.get(cls)
    if info is not None:
        return info
    top = getattr(cls, "__type__", None) in (EntityType.request, EntityType.response)
    info = Info(cls, bool(cls.__flexible__), [], top)
    _INFOS[cls] = info  # before recursing: entities do not nest into themselves, but be safe
    try:
        _build(info)
    except BaseException:
        del _INFOS[cls]  # no half-built entity in the cache
        raise
    return info


def _build(info: Info) -> None:
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
            sub = info_of(fc.type_)
            kind = "array" if isinstance(fc, EntityTupleField) else "entity"
            field = Field(name, kind, "", nullable, tag, sub)
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
            field = Field(name, kind, raw, nullable, tag)
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
    info.check = gen_check(info)
    info.convert = _gen_convert(info)


def layout_of(cls: type) -> list:
    """The field layout of a kio entity class, as
    :func:`~dissector.wire.errorcode.scan_error_code`'s checker needs it.

    ``[name, flexible, fields]``, each field ``[name, kind, type, nullable,
    tag, layout of its entity or None]`` (kind ``prim``/``array``/``entity``,
    type the raw Kafka type).  Precomputed into ``kafka_facts.json`` by
    :func:`dissector.kafka.facts.build_facts`, so the default read never imports kio's
    entity modules.
    """
    return info_layout(info_of(cls))


def info_layout(info: Info) -> list:
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


# --------------------------------------------------------------- converter


def _uuid_str(u: uuid.UUID | None) -> str:
    return ZERO_UUID if u is None else str(u)


def _gen_convert(info: Info) -> Callable[[Any], dict]:
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


# ---------------------------------------------------- kio's input, its errors


def kio_word(exc: BaseException) -> str:
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


def source(buf: bytes | bytearray | memoryview) -> bytes | memoryview:
    """``buf`` as kio accepts it: a read-only buffer of bytes."""
    if type(buf) is bytes:
        return buf
    m = memoryview(buf)
    if m.format != "B" or m.ndim != 1 or not m.c_contiguous:
        m = memoryview(m.tobytes())
    return m if m.readonly else m.toreadonly()
