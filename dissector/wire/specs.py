"""Message specs: Kafka's JSON message-spec format, parsed strictly.

Owns: reading the mirror RPC specs (the files in Apache Kafka's
``clients/src/main/resources/common/message/`` format), Kafka's primitive
types, snake_case names.  A profile groups specs with an API-key map, state
codes and roles (:mod:`dissector.profiles.profile`).  Everything else (decoder, encoder,
Lua plugin, docs) is derived from what this module returns.

Must not import: profiles, roles, the codec, capture reading, pandas, or the CLI.

A spec error names the file and the JSON path, e.g.
``CreateMirrorRequest.json: fields[1].versions: bad version range '0-x'``.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field

__all__ = [
    "FieldSpec",
    "MessageSpec",
    "SpecError",
    "VersionRange",
    "PRIMITIVE_SIZES",
    "parse_spec",
    "strip_comments",
    "snake_case",
]

#: Kafka's primitive types, the ones a spec may name: type -> size in bytes, None when
#: the size is on the wire.  The one table of them: the codec, the kio-based decoder,
#: the facts derivation and the Lua generator derive theirs from it.
PRIMITIVE_SIZES: dict[str, int | None] = {
    "bool": 1,
    "int8": 1,
    "int16": 2,
    "uint16": 2,
    "int32": 4,
    "uint32": 4,
    "int64": 8,
    "float64": 8,
    "uuid": 16,
    "string": None,
    "bytes": None,
    "records": None,
}
PRIMITIVES = frozenset(PRIMITIVE_SIZES)


class SpecError(ValueError):
    """A message spec or profile file is not valid; the message names file and JSON path."""


_CAMEL_1 = re.compile(r"([A-Z]+)([A-Z][a-z])")
_CAMEL_2 = re.compile(r"([a-z0-9])([A-Z])")


def snake_case(name: str) -> str:
    """Kafka's CamelCase field name as snake_case, the way kio spells it.

    >>> snake_case("PartitionIndex")
    'partition_index'
    >>> snake_case("ISRReplicas")
    'isr_replicas'
    >>> snake_case("ThrottleTimeMs")
    'throttle_time_ms'
    >>> snake_case("TopicId")
    'topic_id'
    """
    return _CAMEL_2.sub(r"\1_\2", _CAMEL_1.sub(r"\1_\2", name)).lower()


@dataclass(frozen=True)
class VersionRange:
    """A Kafka version range: ``"0"``, ``"0-3"``, ``"0+"`` or ``"none"``.

    ``high`` is None for an open range; ``low`` is None for ``"none"``.
    """

    low: int | None
    high: int | None

    @classmethod
    def parse(cls, text: str, where: str) -> VersionRange:
        """Parse a range; raises SpecError naming ``where`` when it is not one."""
        if not isinstance(text, str):
            raise SpecError(f"{where}: version range must be a string, got {text!r}")
        t = text.strip()
        if t == "none":
            return cls(None, None)
        m = re.fullmatch(r"(\d+)(?:(\+)|-(\d+))?", t)
        if not m:
            raise SpecError(f"{where}: bad version range {text!r}")
        low = int(m.group(1))
        if m.group(2):
            return cls(low, None)
        high = int(m.group(3)) if m.group(3) else low
        if high < low:
            raise SpecError(f"{where}: bad version range {text!r} (high below low)")
        return cls(low, high)

    def __contains__(self, version: int) -> bool:
        if self.low is None:
            return False
        return version >= self.low and (self.high is None or version <= self.high)

    def __str__(self) -> str:
        if self.low is None:
            return "none"
        if self.high is None:
            return f"{self.low}+"
        return str(self.low) if self.low == self.high else f"{self.low}-{self.high}"


NONE = VersionRange(None, None)


@dataclass(frozen=True)
class FieldSpec:
    """One field of a message spec.

    ``key`` is the snake_case name used in decoded dicts, DataFrame columns,
    field paths and Lua abbreviations.  ``kind`` is ``"primitive"``,
    ``"array"`` (``element`` holds a primitive type name, or None when the
    elements are structs described by ``fields``) or ``"struct"``.
    """

    name: str
    key: str
    type: str
    kind: str
    element: str | None
    versions: VersionRange
    nullable_versions: VersionRange
    tagged_versions: VersionRange
    tag: int | None
    default: str | None
    about: str
    entity_type: str | None
    ignorable: bool
    fields: tuple[FieldSpec, ...] = ()

    def __hash__(self) -> int:
        # Specs key caches on the hot path; hashing every nested field each time is costly.
        return hash((self.name, self.type, self.versions.low, self.versions.high))

    @property
    def base_type(self) -> str:
        """The primitive type (for arrays of primitives: the element type), or 'struct'."""
        if self.kind == "primitive":
            return self.type
        if self.kind == "array" and self.element:
            return self.element
        return "struct"


@dataclass(frozen=True)
class MessageSpec:
    """One request or response message spec (``"type"`` request/response).

    ``rpc`` is the name without its Request/Response suffix (``CreateMirror``);
    ``path`` is the file it came from.
    """

    name: str
    rpc: str
    api_key: int
    type: str
    valid_versions: VersionRange
    flexible_versions: VersionRange
    fields: tuple[FieldSpec, ...]
    path: str
    about: str = ""
    #: the profile's own error names (code -> name) for codes Kafka does not define
    errors: dict[int, str] = field(default_factory=dict, compare=False)
    #: read an absent tagged field as its default (the specs of a profile do)
    tag_defaults: bool = field(default=False, compare=False)

    def __hash__(self) -> int:
        return hash((self.name, self.api_key, self.type, self.path))


def strip_comments(text: str) -> str:
    # Kafka's spec files carry // comments on their own lines; JSON has none.
    return "\n".join("" if line.lstrip().startswith("//") else line for line in text.splitlines())


def _parse_fields(
    items: object, where: str, common: dict[str, list], depth: int = 0
) -> tuple[FieldSpec, ...]:
    if not isinstance(items, list):
        raise SpecError(f"{where}: must be a list of fields")
    if depth > 16:
        raise SpecError(f"{where}: structs nested too deeply")
    out = []
    seen: dict[str, str] = {}
    for i, raw in enumerate(items):
        w = f"{where}[{i}]"
        if not isinstance(raw, dict):
            raise SpecError(f"{w}: a field must be an object")
        for req in ("name", "type", "versions"):
            if req not in raw:
                raise SpecError(f"{w}: missing {req!r}")
        name = raw["name"]
        if not isinstance(name, str) or not re.fullmatch(r"[A-Za-z][A-Za-z0-9]*", name):
            raise SpecError(f"{w}.name: bad field name {name!r}")
        typ = raw["type"]
        if not isinstance(typ, str):
            raise SpecError(f"{w}.type: must be a string")
        key = snake_case(name)
        if key in seen:
            raise SpecError(f"{w}.name: {name!r} repeats field {seen[key]!r} of the same struct")
        seen[key] = name
        versions = VersionRange.parse(raw["versions"], f"{w}.versions")
        nullable = VersionRange.parse(raw.get("nullableVersions", "none"), f"{w}.nullableVersions")
        tagged = VersionRange.parse(raw.get("taggedVersions", "none"), f"{w}.taggedVersions")
        tag = raw.get("tag")
        if tagged.low is not None and not isinstance(tag, int):
            raise SpecError(f"{w}.tag: a tagged field needs an integer tag")
        sub: tuple[FieldSpec, ...] = ()
        element = None
        if typ.startswith("[]"):
            kind = "array"
            inner = typ[2:]
            if inner in PRIMITIVES:
                element = inner
                if "fields" in raw:
                    raise SpecError(f"{w}.fields: an array of {inner} has no fields")
            elif "fields" in raw:
                sub = _parse_fields(raw["fields"], f"{w}.fields", common, depth + 1)
            elif inner in common:
                sub = _parse_fields(common[inner], f"commonStructs.{inner}", common, depth + 1)
            else:
                raise SpecError(f"{w}.type: unknown element type {inner!r}")
        elif typ in PRIMITIVES:
            kind = "primitive"
            if "fields" in raw:
                raise SpecError(f"{w}.fields: a {typ} field has no fields")
        else:
            kind = "struct"
            if "fields" in raw:
                sub = _parse_fields(raw["fields"], f"{w}.fields", common, depth + 1)
            elif typ in common:
                sub = _parse_fields(common[typ], f"commonStructs.{typ}", common, depth + 1)
            else:
                raise SpecError(f"{w}.type: unknown type {typ!r}")
        if (
            nullable.low is not None
            and kind == "primitive"
            and typ
            not in (
                "string",
                "bytes",
                "records",
            )
        ):
            raise SpecError(f"{w}.nullableVersions: a {typ} field cannot be nullable")
        default = raw.get("default")
        out.append(
            FieldSpec(
                name=name,
                key=key,
                type=typ,
                kind=kind,
                element=element,
                versions=versions,
                nullable_versions=nullable,
                tagged_versions=tagged,
                tag=tag if isinstance(tag, int) else None,
                default=None if default is None else str(default),
                about=str(raw.get("about", "")),
                entity_type=raw.get("entityType"),
                ignorable=bool(raw.get("ignorable", False)),
                fields=sub,
            )
        )
    return tuple(out)


def parse_spec(text: str, filename: str) -> MessageSpec:
    """Parse one spec file's text; raises SpecError naming ``filename`` and the JSON path."""
    try:
        raw = json.loads(strip_comments(text))
    except json.JSONDecodeError as e:
        raise SpecError(f"{filename}: not JSON: {e.msg} at line {e.lineno}") from None
    if not isinstance(raw, dict):
        raise SpecError(f"{filename}: the top level must be an object")
    for req in ("apiKey", "type", "name", "validVersions", "fields"):
        if req not in raw:
            raise SpecError(f"{filename}: missing {req!r}")
    api_key = raw["apiKey"]
    if not isinstance(api_key, int) or not 0 <= api_key <= 32767:
        raise SpecError(f"{filename}: apiKey: must be an integer 0..32767, got {api_key!r}")
    typ = raw["type"]
    if typ not in ("request", "response"):
        raise SpecError(f"{filename}: type: must be 'request' or 'response', got {typ!r}")
    name = raw["name"]
    suffix = typ.capitalize()
    if not isinstance(name, str) or not name.endswith(suffix):
        raise SpecError(f"{filename}: name: {name!r} must end with {suffix!r}")
    common = {}
    for i, s in enumerate(raw.get("commonStructs", [])):
        if not isinstance(s, dict) or "name" not in s or "fields" not in s:
            raise SpecError(f"{filename}: commonStructs[{i}]: needs name and fields")
        common[s["name"]] = s["fields"]
    return MessageSpec(
        name=name,
        rpc=name[: -len(suffix)],
        api_key=api_key,
        type=typ,
        valid_versions=VersionRange.parse(raw["validVersions"], f"{filename}: validVersions"),
        flexible_versions=VersionRange.parse(
            raw.get("flexibleVersions", "none"), f"{filename}: flexibleVersions"
        ),
        fields=_parse_fields(raw["fields"], f"{filename}: fields", common),
        path=filename,
        about=str(raw.get("about", "")),
    )
