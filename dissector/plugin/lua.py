"""The Wireshark Lua plugin, generated from the mirror message specs.

The plugin's generator: the decoding path never imports it; the CLI imports it
only to run ``kmirror lua``, and ``python -m codegen`` to regenerate the
committed plugin.

Owns: :func:`generate_lua` (a profile's specs -> the text of ``kafka_mirror.lua``),
:func:`plugin_folder` (the user's personal Wireshark plugin folder).  The
``kmirror lua`` commands are :mod:`dissector.cli.lua`'s.

The plugin is a small generic interpreter (``kafka_mirror_runtime.lua`` beside
this module, a real Lua file appended to the generated part) plus generated
tables: the expert words of :data:`dissector.errors.EXPERT`, the header
version rule and its exceptions from the facts table (``kafka_facts.json``), one
``ProtoField`` per spec field (abbreviation ``kafka_mirror.<snake_case path>``,
e.g. ``kafka_mirror.topics.partitions.last_mirrored_offset``) and one schema
table per message and direction.  The interpreter reads Kafka's types exactly
as :mod:`dissector.wire.codec` does (same checks, same expert words, offsets from
the frame's first byte).  A field added to a spec file appears in the plugin
after ``kmirror lua build``, with no other edit.  Error names come from the
facts table (:func:`dissector.kafka.protocol.error_name`), state names from the
profile, the frame-size cap from :data:`dissector.frames.framing.DEFAULT_MAX_FRAME`.

Summary: every mirror message gets a generated ``kafka_mirror.summary`` item
holding :data:`SUMMARY_FIELDS` (mirror names; a response's error code, name and
path by ``dissector.wire.standard.ERROR_CODE_RULE``) and, for a non-zero error, the
response-code expert info ``kafka_mirror.response_error``.  The top-level body
field ``error_code`` is registered as ``kafka_mirror.body.error_code``
(:func:`body_abbr`) so that ``kafka_mirror.error_code != 0`` finds nested errors.

Frames handed to Wireshark's own Kafka dissector are only whole ones whose
compressed record batches are whole (the runtime's ``suspect``); the others
get the plugin's own header decode and expert info (``truncated``,
``bad_decompression_length``).  A mirror frame cut by the snap length is
decoded as far as its captured bytes go, the rest is ``truncated@cut``.

Tree layout: header fields, the summary, then body fields in wire order.  An array is a
text item ``Label (n)`` whose children are its elements: a struct element is
an item of the array's field (``Topics [0]``), a primitive element an item of
the array's field with its value.  A null value is a text item ``Label: null``
and has no field.  Unknown tagged fields are ``kafka_mirror.unknown_tag``.

Must not import: capture reading, reassembly, pandas, or the CLI module.
"""

from __future__ import annotations

import os
import re
import sys
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from ..errors import EXPERT
from ..frames.framing import DEFAULT_MAX_FRAME, MIN_FRAME
from ..kafka.facts import header_exceptions
from ..kafka.facts import table as facts_table
from ..kafka.protocol import error_name
from ..profiles.profile import Profile
from ..wire.specs import PRIMITIVES, FieldSpec, MessageSpec, SpecError, VersionRange

__all__ = [
    "HEADER_FIELDS",
    "PLUGIN_EXPERT",
    "SUMMARY_FIELDS",
    "SUMMARY_OWNS",
    "body_abbr",
    "PLUGIN_FILE",
    "PROTO",
    "field_abbrevs",
    "field_label",
    "generate_lua",
    "plugin_folder",
]

#: The protocol name (``Proto("kafka", ...)`` is Wireshark's own).
PROTO = "kafka_mirror"
#: The plugin's file name, in ``lua/`` and in the plugin folder.
PLUGIN_FILE = "kafka_mirror.lua"
#: Default value of the plugin's ``kafka_mirror.tcp.ports`` preference.
DEFAULT_PORTS = "9092"

#: Kafka primitive type (specs.PRIMITIVE_SIZES) -> Wireshark ProtoField constructor.
_LUA_TYPES = {
    "int8": "int8",
    "int16": "int16",
    "uint16": "uint16",
    "int32": "int32",
    "uint32": "uint32",
    "int64": "int64",
    "float64": "double",
    "bool": "bool",
    "uuid": "guid",
    "string": "string",
    "bytes": "bytes",
    "records": "bytes",
    "struct": "none",
}
assert set(_LUA_TYPES) == PRIMITIVES | {"struct"}
_INTEGERS = frozenset(t for t, c in _LUA_TYPES.items() if c.startswith(("int", "uint")))
#: Signed integer fields, narrowest first: one abbreviation may hold two of them (the widest
#: is registered), unlike any other pair of types.
_WIDENS = ("int8", "int16", "int32")

#: Fields of the header and of the request/response link, not from the specs:
#: abbreviation suffix -> (ProtoField constructor, label, description).
HEADER_FIELDS: dict[str, tuple[str, str, str]] = {
    "len": ("int32", "Length", "Frame size: the bytes after this 4-byte field"),
    "api_key": ("int16", "API Key", "API key (the response's: its request's)"),
    "api_version": ("int16", "API Version", "API version (the response's: its request's)"),
    "correlation_id": ("int32", "Correlation ID", "Correlation id pairing request and response"),
    "client_id": ("string", "Client ID", "Client id of the request header"),
    "rpc": ("string", "RPC", "Mirror RPC name from the profile"),
    "request_frame": ("framenum", "Request Frame", "Frame where the request ends"),
    "response_frame": ("framenum", "Response Frame", "Frame where the response ends"),
    "response_time": ("relative_time", "Response Time", "Time from request to response"),
    "unknown_tag": ("uint32", "Unknown Tag", "Tagged field this spec version does not define"),
    "unknown_tag_data": ("bytes", "Unknown Tag Data", "Bytes of an unknown tagged field"),
    "summary": ("none", "Summary", "Mirror name(s) and error of the message, for filters"),
}

#: Fields of the summary (children of ``kafka_mirror.summary``, generated on every
#: mirror message): abbreviation suffix -> (constructor, label, description, value names).
#: ``mirror_name`` and ``error_code`` share their abbreviation with the spec fields of that
#: name, so one filter finds both.
SUMMARY_FIELDS: dict[str, tuple[str, str, str, str | None]] = {
    "mirror_name": ("string", "Mirror Name", "Mirror name(s): the message's own, a "
                    "response's else its request's", None),
    "error_code": ("int16", "Error Code", "Response's error by ERROR_CODE_RULE: top-level "
                   "if non-zero, else the first non-zero nested one, else 0", "ERROR_NAMES"),
    "error_name": ("string", "Error Name", "Kafka's name of the response's error", None),
    "error_path": ("string", "Error Path", "Field the response's non-zero error comes from, "
                   "e.g. topics[0].partitions[2].error_code", None),
}

#: Expert infos of the plugin's own, beside the words of :data:`dissector.errors.EXPERT`
#: (``kafka_mirror.expert.<word>``): word -> (meaning, Wireshark's expert group, severity).
#: ``layer_limit``: a packet whose protocol layers near Wireshark's limit
#: (``gui.max_tree_depth``, 500; each dissector call adds one) gets no more calls of
#: Wireshark's Kafka (or TLS) dissector from the plugin; the frame's header is decoded
#: by the plugin instead.  ``tree_item_limit``: a mirror body whose items would pass the
#: plugin's budget of tree items for one packet (Wireshark stops at ``gui.max_tree_items``,
#: 1,000,000, by an exception that unwinds through Lua) is not shown further; a frame for
#: which Wireshark's Kafka dissector may add more items than the packet has left is not
#: handed to it (its header decoded by the plugin).
PLUGIN_EXPERT: dict[str, tuple[str, str, str]] = {
    "layer_limit": (
        "Kafka frame not handed to Wireshark's Kafka dissector: the packet holds too many "
        "protocol layers (gui.max_tree_depth)",
        "UNDECODED",
        "NOTE",
    ),
    "tree_item_limit": (
        "Mirror body not shown further, or Kafka frame not handed to Wireshark's Kafka "
        "dissector: the packet's tree would near gui.max_tree_items",
        "UNDECODED",
        "NOTE",
    ),
}
assert not set(PLUGIN_EXPERT) & set(EXPERT)

_WORD_1 = re.compile(r"([A-Z]+)([A-Z][a-z])")
_WORD_2 = re.compile(r"([a-z0-9])([A-Z])")


def field_label(name: str) -> str:
    """The tree label of a spec field: its CamelCase name split into words.

    >>> field_label("LastMirroredOffset")
    'Last Mirrored Offset'
    >>> field_label("ISRReplicas")
    'ISR Replicas'
    """
    return _WORD_2.sub(r"\1 \2", _WORD_1.sub(r"\1 \2", name))


def _lua_str(text: str) -> str:
    """A Lua string literal valid in 5.2 and 5.4 (non-ASCII as decimal escapes)."""
    out = ['"']
    for b in text.encode("utf-8"):
        c = chr(b)
        if c in '"\\':
            out.append("\\" + c)
        elif 32 <= b < 127:
            out.append(c)
        else:
            out.append(f"\\{b:03d}")
    out.append('"')
    return "".join(out)


def _comment(text: str) -> str:
    """Text safe inside a one-line Lua comment (whitespace, line breaks collapsed)."""
    return " ".join(text.split())


def _range(r: VersionRange) -> str:
    if r.low is None:
        return "false"
    return f"{{ low = {r.low}, high = {-1 if r.high is None else r.high} }}"


@dataclass(frozen=True)
class _Field:
    """One ProtoField of the plugin: abbreviation, constructor, label, value names."""

    abbr: str
    ctor: str
    label: str
    desc: str
    names: str | None  # "ERROR_NAMES", "STATE_NAMES", "API_NAMES" or None
    origin: str

    def signature(self) -> tuple:
        return (self.ctor, self.names)


class _Fields:
    """Abbreviation -> _Field, refusing one abbreviation with two definitions."""

    def __init__(self) -> None:
        self.by_abbr: dict[str, _Field] = {}

    def add(self, f: _Field) -> None:
        old = self.by_abbr.get(f.abbr)
        if old is None:
            self.by_abbr[f.abbr] = f
        elif old.names == f.names and old.ctor in _WIDENS and f.ctor in _WIDENS:
            # One field, two signed widths in two messages (the third revision's RetryAttempt:
            # int16 read, int32 written): the wider one holds both; Wireshark reads a signed
            # integer of 1 to 4 bytes from its range, sign-extended.
            if _WIDENS.index(f.ctor) > _WIDENS.index(old.ctor):
                self.by_abbr[f.abbr] = f
        elif old.signature() != f.signature():
            raise SpecError(
                f"{f.origin}: Lua field {f.abbr!r} would be {f.ctor}"
                + (f" named by {f.names}" if f.names else "")
                + f" but {old.origin} makes it {old.ctor}"
                + (f" named by {old.names}" if old.names else "")
                + " (Wireshark would accept both silently; rename one field)"
            )


#: Summary fields whose meaning differs from the top-level body field of that name: the
#: body field is registered as ``kafka_mirror.body.<key>`` instead.  (Display filters'
#: ``!=`` holds only when *every* occurrence differs, so a top-level ``error_code`` of 0
#: beside a nested 42 would hide the response from ``kafka_mirror.error_code != 0``.)
SUMMARY_OWNS = frozenset({"error_code"})


def body_abbr(path: str, key: str) -> str:
    """The filter abbreviation of the body field ``key`` under ``path`` (``kafka_mirror``
    at the top): ``path.key``, except the top-level names :data:`SUMMARY_OWNS`.

    >>> body_abbr("kafka_mirror.topics", "error_code"), body_abbr("kafka_mirror", "error_code")
    ('kafka_mirror.topics.error_code', 'kafka_mirror.body.error_code')
    """
    if path == PROTO and key in SUMMARY_OWNS:
        return f"{PROTO}.body.{key}"
    return f"{path}.{key}"


def _is_state(f: FieldSpec, profile: Profile) -> bool:
    return f.base_type in _INTEGERS and (
        f.name in profile.state_fields or f.entity_type == "mirrorPartitionState"
    )


def _is_error(f: FieldSpec) -> bool:
    return f.key == "error_code" and f.base_type == "int16"


def _collect_fields(
    fields: tuple[FieldSpec, ...], path: str, where: str, profile: Profile, out: _Fields
) -> None:
    for i, f in enumerate(fields):
        abbr = body_abbr(path, f.key)
        origin = f"{where}[{i}] {f.name}"
        names = "ERROR_NAMES" if _is_error(f) else "STATE_NAMES" if _is_state(f, profile) else None
        if names == "STATE_NAMES" and not profile.states:
            names = None
        out.add(_Field(abbr, _LUA_TYPES[f.base_type], field_label(f.name), f.about, names, origin))
        if f.fields:
            _collect_fields(f.fields, abbr, f"{where}[{i}].fields", profile, out)


def _all_fields(profile: Profile) -> _Fields:
    out = _Fields()
    for key, (ctor, label, desc) in HEADER_FIELDS.items():
        names = "API_NAMES" if key == "api_key" else None
        out.add(_Field(f"{PROTO}.{key}", ctor, label, desc, names, "plugin header"))
    for key, (ctor, label, desc, names) in SUMMARY_FIELDS.items():
        out.add(_Field(f"{PROTO}.{key}", ctor, label, desc, names, "plugin summary"))
    for word in [*EXPERT, *PLUGIN_EXPERT]:
        out.add(_Field(f"{PROTO}.expert.{word}", "expert", word, "", None, "plugin expert info"))
    for (_k, _t), m in sorted(profile.messages.items()):
        _collect_fields(m.fields, PROTO, f"{m.path}: fields", profile, out)
    return out


def field_abbrevs(profile: Profile) -> list[str]:
    """Every display-filter field the plugin registers for ``profile`` (experts excluded).

    Raises SpecError when two spec fields would share an abbreviation with
    different types or value names.
    """
    return sorted(a for a, f in _all_fields(profile).by_abbr.items() if f.ctor != "expert")


def _proto_field(f: _Field) -> str:
    a, lbl, d = _lua_str(f.abbr), _lua_str(f.label), _lua_str(f.desc)
    c = f.ctor
    if c in _INTEGERS:
        vs = f.names or "nil"
        return f"ProtoField.{c}({a}, {lbl}, base.DEC, {vs}, nil, {d})"
    if c == "bool":
        return f"ProtoField.bool({a}, {lbl}, base.NONE, nil, nil, {d})"
    if c == "string":
        return f"ProtoField.string({a}, {lbl}, base.UNICODE, {d})"
    if c == "bytes":
        return f"ProtoField.bytes({a}, {lbl}, base.NONE, {d})"
    if c in ("none", "double", "guid", "relative_time"):
        return f"ProtoField.{c}({a}, {lbl}, {d})"
    if c == "framenum":
        kind = "REQUEST" if f.abbr.endswith("request_frame") else "RESPONSE"
        return f"ProtoField.framenum({a}, {lbl}, base.NONE, frametype.{kind}, nil, {d})"
    raise AssertionError(c)


def _schema(fields: tuple[FieldSpec, ...], path: str, indent: str, profile: Profile) -> list[str]:
    lines = []
    for f in fields:
        abbr = body_abbr(path, f.key)
        parts = [
            f"k = {_lua_str(f.key)}",
            f"n = {_lua_str(field_label(f.name))}",
            f"f = F[{_lua_str(abbr)}]",
            f"t = {_lua_str(f.kind if f.kind != 'primitive' else f.type)}",
            f"v = {_range(f.versions)}",
            f"nv = {_range(f.nullable_versions)}",
            f"tv = {_range(f.tagged_versions)}",
        ]
        if f.tag is not None:
            parts.append(f"tag = {f.tag}")
        if f.kind == "array" and f.element:
            parts.append(f"e = {_lua_str(f.element)}")
        if f.entity_type == "mirrorName":
            parts.append("mn = true")
        if f.base_type == "string" and (f.entity_type == "topicName" or f.key == "topic_name"):
            parts.append("tn = true")
        if f.key == "partition_index" and f.base_type in _INTEGERS:
            parts.append("pi = true")
        if f.name in profile.state_fields and not f.name.startswith("Previous"):
            parts.append("st = true")  # a state seen (a previous state is not one)
        if _is_error(f):
            parts.append("ec = true")
        head = f"{indent}{{ " + ", ".join(parts)
        if f.fields:
            lines.append(head + ", sub = {")
            lines += _schema(f.fields, abbr, indent + "    ", profile)
            lines.append(f"{indent}}} }},")
        else:
            lines.append(head + " },")
    return lines


def _message(m: MessageSpec, profile: Profile) -> list[str]:
    out = [
        f"    {m.type} = {{ name = {_lua_str(m.name)}, valid = {_range(m.valid_versions)}, "
        f"flex = {_range(m.flexible_versions)}, fields = {{"
    ]
    out += _schema(m.fields, PROTO, "      ", profile)
    out.append("    } },")
    return out


def _header_tables() -> list[str]:
    """Kafka's header version rule and its exceptions, from the facts table."""
    t = facts_table()
    rule = t["header_rule"]
    out = [
        "-- Header versions (dissector/kafka/kafka_facts.json): {non-flexible, flexible}, and the",
        "-- exceptions by name (high = -1: every later version).",
        "local HEADER_RULE = { "
        + ", ".join(f"{kind} = {{ {rule[kind][0]}, {rule[kind][1]} }}" for kind in sorted(rule))
        + " }",
        "local HEADER_EXCEPTIONS = {",
    ]
    for kind in sorted(rule):
        rows = [
            f"{{ api_key = {x.api_key}, low = {x.low}, high = {-1 if x.high is None else x.high}, "
            f"header_version = {x.header_version} }}"
            for x in header_exceptions()
            if x.kind == kind
        ]
        out.append(f"  {kind} = {{ " + ", ".join(rows) + " },")
    out += ["}", ""]
    return out


def generate_lua(profile: Profile, ports: str = DEFAULT_PORTS) -> str:
    """The text of ``kafka_mirror.lua`` for ``profile`` (deterministic: same specs, same text).

    ``ports`` is the default of the ``kafka_mirror.tcp.ports`` preference (a
    Wireshark range such as ``9092,19092``).

    Raises SpecError when two fields would share a Lua abbreviation with
    different types or value names.
    """
    fields = _all_fields(profile)
    field_list = sorted(fields.by_abbr.values(), key=lambda f: f.abbr)
    desc = _comment(profile.description)
    name = _comment(profile.name)
    out = [
        f"-- {PLUGIN_FILE}: Wireshark dissector for Kafka cluster-mirroring RPCs (KIP-1279).",
        "--",
        "-- GENERATED FILE, DO NOT EDIT.  Regenerate with `python -m codegen`",
        f"-- (from the message specs of profile '{name}', the facts table and",
        "-- dissector/plugin/kafka_mirror_runtime.lua; or `kmirror lua build`).",
        f"-- Profile: {name}" + (f" -- {desc}" if desc else ""),
        "-- RPCs: "
        + ", ".join(
            f"{m.rpc}={k}" for (k, t), m in sorted(profile.messages.items()) if t == "request"
        ),
        "--",
        "-- Wireshark 4.0+ (Lua 5.2 and 5.4).  Preference kafka_mirror.tcp.ports (a range,",
        f"-- default {ports}): mirror frames there are decoded here, every other",
        "-- Kafka frame by Wireshark's own Kafka dissector.  Install: `kmirror lua install`, or",
        "-- `tshark -X lua_script:kafka_mirror.lua -o kafka_mirror.tcp.ports:19092 -r FILE`.",
        "",
        f"local MAX_FRAME = {DEFAULT_MAX_FRAME}",
        f"local MIN_FRAME = {MIN_FRAME}",
        f"local DEFAULT_PORTS = {_lua_str(ports)}",
        f"local PROFILE = {_lua_str(profile.name)}",
        "",
        f'local proto = Proto("{PROTO}", "Kafka Mirror")',
        "",
        "-- Kafka error codes (dissector/kafka/kafka_facts.json, from kio's ErrorCode).",
        "local ERROR_NAMES = {",
    ]
    codes = sorted({int(c) for c in facts_table()["errors"]} | set(profile.errors))
    out += [f"  [{c}] = {_lua_str(error_name(c, profile.errors))}," for c in codes]
    out.append("}")
    out.append("")
    out.append(f"-- Partition state codes of profile {name}.")
    out.append("local STATE_NAMES = {")
    out += [f"  [{c}] = {_lua_str(n)}," for c, n in sorted(profile.states.items())]
    out.append("}")
    out.append("")
    out.append("-- API names: Kafka's (kafka_facts.json), the profile's mirror RPCs on top.")
    names = {int(k): a["name"] for k, a in facts_table()["apis"].items()}
    names |= {k: m.rpc for (k, t), m in profile.messages.items() if t == "request"}
    out.append("local API_NAMES = {")
    out += [f"  [{k}] = {_lua_str(n)}," for k, n in sorted(names.items())]
    out.append("}")
    out.append("")
    out.append("-- One field per spec field: abbreviation kafka_mirror.<snake_case path>.")
    out.append("local F = {}")
    for f in field_list:
        if f.ctor != "expert":
            out.append(f"F[{_lua_str(f.abbr)}] = {_proto_field(f)}")
    out.append("proto.fields = {")
    out += [f"  F[{_lua_str(f.abbr)}]," for f in field_list if f.ctor != "expert"]
    out.append("}")
    out.append("")
    out.append("-- Expert info: the vocabulary of dissector/errors.py (EXPERT).")
    out.append("local E = {}")
    for word, e in EXPERT.items():
        out.append(
            f"E.{word} = ProtoExpert.new({_lua_str(f'{PROTO}.expert.{word}')}, "
            f"{_lua_str(e.meaning)}, expert.group.{e.group.upper()}, "
            f"expert.severity.{e.severity.upper()})"
        )
    out.append("-- The plugin's own expert infos (PLUGIN_EXPERT of dissector/plugin/lua.py).")
    for word, (meaning, group, severity) in PLUGIN_EXPERT.items():
        out.append(
            f"E.{word} = ProtoExpert.new({_lua_str(f'{PROTO}.expert.{word}')}, "
            f"{_lua_str(meaning)}, expert.group.{group}, expert.severity.{severity})"
        )
    out.append("-- A mirror response carrying a non-zero error (tshark -z expert lists them).")
    out.append(
        f"local RESPONSE_ERROR = ProtoExpert.new({_lua_str(f'{PROTO}.response_error')}, "
        '"Mirror RPC response with an error", expert.group.RESPONSE_CODE, expert.severity.WARN)'
    )
    out.append("proto.experts = {")
    out += [f"  E.{word}," for word in [*EXPERT, *PLUGIN_EXPERT]]
    out.append("  RESPONSE_ERROR,")
    out.append("}")
    out.append("")
    out += _header_tables()
    out.append("-- Message schemas: k key, n label, f field, t type or array/struct, v versions,")
    out.append("-- nv nullable versions, tv tagged versions, e element type, sub struct fields,")
    out.append("-- mn mirror-name entity, ec error code, tn topic name, pi partition index, st")
    out.append("-- partition state (a state field).  Ranges {low, high}, high -1 = open.")
    out.append("local MESSAGES = {")
    by_key: dict[int, dict[str, MessageSpec]] = {}
    for (k, t), m in sorted(profile.messages.items()):
        by_key.setdefault(k, {})[t] = m
    for k, pair in sorted(by_key.items()):
        out.append(f"  [{k}] = {{ rpc = {_lua_str(pair['request'].rpc)},")
        out += _message(pair["request"], profile)
        out += _message(pair["response"], profile)
        out.append("  },")
    out.append("}")
    out.append("")
    return "\n".join(out) + _runtime()


#: The static part of the plugin, a real Lua file beside this module.
RUNTIME_FILE = "kafka_mirror_runtime.lua"
_RUNTIME_MARK = "-- RUNTIME STARTS BELOW THIS LINE\n"


def _runtime() -> str:
    """The interpreter: ``kafka_mirror_runtime.lua`` after its marker line."""
    text = resources.files("dissector.plugin").joinpath(RUNTIME_FILE).read_text("utf-8")
    return text[text.index(_RUNTIME_MARK) + len(_RUNTIME_MARK) :]


def plugin_folder() -> Path:
    """The personal Wireshark plugin folder, where Wireshark loads Lua plugins from.

    Linux and macOS (Wireshark 4.x): ``~/.local/lib/wireshark/plugins``
    (``tshark -G folders`` shows it as "Personal Lua Plugins"); Windows:
    ``%APPDATA%\\Wireshark\\plugins``.
    """
    if sys.platform.startswith("win"):
        appdata = os.environ.get("APPDATA")
        base = Path(appdata) if appdata else Path.home() / "AppData" / "Roaming"
        return base / "Wireshark" / "plugins"
    return Path.home() / ".local" / "lib" / "wireshark" / "plugins"
