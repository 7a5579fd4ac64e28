"""Message specs and profiles: Kafka's JSON message-spec format, parsed strictly.

Owns: reading the mirror RPC specs (the files in Apache Kafka's
``clients/src/main/resources/common/message/`` format) and the profile that
groups them with an API-key map and partition state codes.  Everything else
(decoder, encoder, Lua plugin, docs) is derived from what this module returns.

Must not import: the codec, capture reading, pandas, or the CLI.

A spec error names the file and the JSON path, e.g.
``CreateMirrorRequest.json: fields[1].versions: bad version range '0-x'``.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field, replace
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .roles import Roles

__all__ = [
    "AUTO_PROFILE",
    "DEFAULT_PROFILE",
    "FieldSpec",
    "MessageSpec",
    "Profile",
    "SpecError",
    "VersionRange",
    "available_profiles",
    "PRIMITIVE_SIZES",
    "load_profile",
    "parse_spec",
    "snake_case",
]

DEFAULT_PROFILE = "kip1279-seed"
#: The profile name that asks for the profile to be chosen from the capture
#: (:mod:`dissector.profile_choice`).
AUTO_PROFILE = "auto"

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


def _strip_comments(text: str) -> str:
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
        raw = json.loads(_strip_comments(text))
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


@dataclass
class Profile:
    """A KIP revision: its message specs, API-key map and partition state codes.

    ``messages`` maps ``(api_key, "request"|"response")`` to a MessageSpec;
    ``rpcs`` maps an RPC name (``CreateMirror``) to its API key;
    ``states`` maps a state code (int8 on the wire) to its name;
    ``errors`` maps error codes the revision adds (not in Kafka) to their names.
    """

    name: str
    description: str
    source: str
    messages: dict[tuple[int, str], MessageSpec]
    states: dict[int, str]
    state_fields: tuple[str, ...] = ("State",)
    directory: str = ""
    rpcs: dict[str, int] = field(default_factory=dict)
    #: what the RPCs and fields mean (:class:`dissector.roles.Roles`); empty without ``roles``
    roles: Roles | None = None
    errors: dict[int, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.rpcs = {m.rpc: k for (k, _t), m in self.messages.items()}
        if self.roles is None:
            from .roles import Roles

            self.roles = Roles()

    def error_name(self, code: int | None) -> str | None:
        """The name of an error code: the profile's own names first, then Kafka's."""
        if code is not None and code in self.errors:
            return self.errors[code]
        from .protocol import error_name

        return error_name(code)

    def message(self, api_key: int, kind: str) -> MessageSpec | None:
        """The spec for ``api_key`` and ``kind`` ('request'/'response'), or None."""
        return self.messages.get((api_key, kind))

    def with_keys(self, overrides: dict[str, int]) -> Profile:
        """A copy with some RPCs moved to other API keys (``{"CreateMirror": 1094}``).

        Raises SpecError for an RPC the profile does not have or a key used twice.
        """
        for rpc in overrides:
            if rpc not in self.rpcs:
                known = ", ".join(sorted(self.rpcs))
                raise SpecError(f"profile {self.name}: no RPC named {rpc!r} (known: {known})")
        keymap = {rpc: overrides.get(rpc, key) for rpc, key in self.rpcs.items()}
        if len(set(keymap.values())) != len(keymap):
            raise SpecError(f"profile {self.name}: two RPCs would share one API key: {keymap}")
        msgs = {}
        for (_k, t), m in self.messages.items():
            nk = keymap[m.rpc]
            msgs[(nk, t)] = MessageSpec(**{**m.__dict__, "api_key": nk})
        return Profile(
            self.name,
            self.description,
            self.source,
            msgs,
            dict(self.states),
            self.state_fields,
            self.directory,
            roles=self.roles,
            errors=dict(self.errors),
        )


def _profiles_root() -> Path:
    return Path(str(resources.files("dissector") / "profiles"))


def available_profiles() -> list[str]:
    """Names of the profiles shipped inside the package (folders of ``dissector/profiles``)."""
    root = _profiles_root()
    return sorted(p.name for p in root.iterdir() if (p / "profile.json").is_file())


def load_profile(name_or_dir: str | Path = DEFAULT_PROFILE) -> Profile:
    """Load a profile by shipped name or from a folder of spec files.

    The folder holds ``*Request.json``/``*Response.json`` specs and an
    optional ``profile.json`` (``name``, ``description``, ``partitionStates``,
    ``errors`` (code -> name, for codes the revision adds), ``roles``,
    ``stateMachine``: see :mod:`dissector.roles`).
    Raises SpecError for an unknown profile or any invalid file, when a
    request spec has no response spec (or the reverse), and when a role
    names an RPC or field the specs lack (the message names the file and role).
    """
    p = Path(name_or_dir)
    if not p.is_dir():
        shipped = _profiles_root() / str(name_or_dir)
        if not shipped.is_dir():
            known = ", ".join(available_profiles())
            raise SpecError(f"no profile or spec folder {str(name_or_dir)!r} (profiles: {known})")
        p = shipped
    meta: dict = {}
    meta_path = p / "profile.json"
    if meta_path.is_file():
        try:
            meta = json.loads(_strip_comments(meta_path.read_text()))
        except json.JSONDecodeError as e:
            raise SpecError(f"profile.json: not JSON: {e.msg} at line {e.lineno}") from None
    messages: dict[tuple[int, str], MessageSpec] = {}
    files = sorted(f for f in p.glob("*.json") if f.name != "profile.json")
    if not files:
        raise SpecError(f"{p}: no message spec files (*.json)")
    for f in files:
        spec = parse_spec(f.read_text(), f.name)
        k = (spec.api_key, spec.type)
        if k in messages:
            raise SpecError(
                f"{f.name}: apiKey {spec.api_key} {spec.type} already used by {messages[k].path}"
            )
        messages[k] = spec
    for (key, typ), m in messages.items():
        other = "response" if typ == "request" else "request"
        if (key, other) not in messages:
            raise SpecError(f"{m.path}: no {other} spec with apiKey {key}")
        if messages[(key, other)].rpc != m.rpc:
            raise SpecError(
                f"{m.path}: apiKey {key} names {m.rpc} and {messages[(key, other)].rpc}"
            )
    states_raw = meta.get("partitionStates", {})
    states = {}
    for sname, code in states_raw.items():
        if not isinstance(code, int) or not -128 <= code <= 127:
            raise SpecError(f"profile.json: partitionStates.{sname}: must be an int8, got {code!r}")
        states[code] = sname
    errors = {}
    for code, ename in (meta.get("errors") or {}).items():
        if not str(code).lstrip("-").isdigit() or not -32768 <= int(code) <= 32767:
            raise SpecError(f"profile.json: errors.{code}: must be an int16 error code")
        if not isinstance(ename, str) or not ename:
            raise SpecError(f"profile.json: errors.{code}: the name must be a string")
        errors[int(code)] = ename
    messages = {k: replace(m, errors=errors, tag_defaults=True) for k, m in messages.items()}
    from .roles import parse_roles, parse_state_machine

    where = f"{p.name}/profile.json"
    roles = parse_roles(meta.get("roles"), messages, where)
    roles.machine = parse_state_machine(meta.get("stateMachine"), states, roles.rpcs, where)
    return Profile(
        name=str(meta.get("name", p.name)),
        description=str(meta.get("description", "")),
        source=str(meta.get("source", "")),
        messages=messages,
        states=states,
        state_fields=tuple(meta.get("stateFields", ["State"])),
        directory=str(p),
        roles=roles,
        errors=errors,
    )
