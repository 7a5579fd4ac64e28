"""Versions kio does not have: the legacy specs of ``dissector/kafka/legacy``.

Owns: reading those specs (:func:`legacy_specs`) and, for one version of
one, its :class:`LegacyEntry`: a checker built from the spec
(:mod:`dissector.wire.checkers`) and the spec itself, which
:mod:`dissector.wire.codec` decodes the body from; the defaults of its absent
tagged fields (:func:`spec_default`).

kio is generated from Kafka 4's specs, which dropped the oldest versions of
many APIs (Produce v0-2, Fetch v0-3, ListOffsets v0, ...) and the
inter-broker APIs 4-7.  Their Kafka 3.x specs are kept as data in
``dissector/kafka/legacy/*.json`` (Kafka's JSON message-spec format, written by
``scripts/derive_legacy_specs.py``); each covers only versions kio lacks.

Must not import: kio, the entry table, the decoders, capture reading,
reassembly, pandas or the CLI.
"""

from __future__ import annotations

from functools import cache
from importlib import resources
from typing import Any

from . import codec
from .checkers import gen_check
from .entity import ZERO_UUID, Field, Info
from .specs import PRIMITIVE_SIZES, FieldSpec, MessageSpec, parse_spec

__all__ = ["LegacyEntry", "legacy_entry", "legacy_specs", "spec_default"]


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
) -> Info:
    """An :class:`Info` (no kio class) for a spec struct at one version: checker only."""
    info = Info(type(name, (), {"__qualname__": f"legacy.{name}"}), flexible, [], top)
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
        field = Field(f.key, kind, typ, nullable, tag, sub)
        if tag is not None:
            field.default = spec_default(f, version, flexible)
        info.fields.append(field)
    info.check = gen_check(info)
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


def legacy_entry(api_key: int, version: int, kind: str) -> LegacyEntry | None:
    spec = legacy_specs().get((api_key, kind))
    if spec is None or version not in spec.valid_versions:
        return None
    return LegacyEntry(api_key, version, kind, spec)
