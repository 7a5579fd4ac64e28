"""Build the Kafka API facts table, ``dissector/kafka/kafka_facts.json``, from Kafka's specs.

Owns: the derivation of every fact of ``kafka_facts.json``.  Build-time code
(package :mod:`codegen`): the runtime never imports it; it reads the
table through :mod:`dissector.kafka.facts`.  Must not import: capture reading,
reassembly, pandas or the CLI.

Sources: kio's entity classes (generated from Apache Kafka 4's message specs
and Kafka's generator) and the Kafka 3.x specs of ``dissector/kafka/legacy``
(:mod:`codegen.legacy`).  What the table holds, per standard API key:

- ``name``: Kafka's API name, the spec's message name without ``Request``
  (``DescribeAcls``, ``ControlledShutdown``);
- ``kio``: ``[low, high]`` of the versions kio has (null for the inter-broker
  APIs Kafka 4 removed), ``valid``: ``[low, high]`` with the legacy versions;
- ``versions``: version -> ``[request flexible, response flexible, error_offset,
  nested, request sizes]``: ``error_offset`` the byte offset of the response's
  top-level error_code when only fixed-size fields come before it (null
  otherwise, and for legacy versions, which are always walked), ``nested``
  whether the response has error codes below its top level, ``request sizes``
  the size in bytes of each field of the request body when every field is
  fixed-size and the version is not flexible (ApiVersions v0-v2: ``[]``), else
  null: a request of that version with more or fewer bytes is malformed, told
  without decoding it.

Beside it: ``header_rule`` (kind -> [header version of a non-flexible
message, of a flexible one]), ``header_exceptions`` (``[kind, api_key, low,
high or null, header version]``: where the header class of a message is not
the rule's, from kio's ``__header_schema__`` and the legacy specs'
``headerVersions``: ApiVersions responses keep header v0, ControlledShutdown
v0 requests use header v0), ``version_fallbacks`` (api_key -> [error_code,
version]: the ApiVersions v0 fallback of KIP-511), ``raw_tokens_after`` (``[api_key, low,
high, error_code]``: the response after which the connection carries raw SASL tokens, not
Kafka frames: SaslHandshake v0 with error 0), ``no_response`` (api_key ->
``{"field", "value", "before"}``: Produce with acks=0 gets no response; ``before``
maps each version to the types of the fields before ``acks``, so that it can be
read without decoding the body), ``errors`` (error code -> Kafka's name) and ``scan`` (the
field layouts :func:`dissector.wire.errorcode.scan_error_code` walks, for the
responses whose error_code is not at a fixed offset or that have nested ones).
"""

from __future__ import annotations

import dataclasses
import json
import re
from pathlib import Path

from dissector.kafka.facts import FACTS_FILE
from dissector.wire.kio_layout import KIO_WIRE_TYPES
from dissector.wire.specs import PRIMITIVE_SIZES

__all__ = ["FACTS_FILE", "HEADER_RULE", "build_facts", "render_facts"]

#: Header version of a non-flexible and of a flexible message, per kind (Kafka's rule).
HEADER_RULE = {"request": (1, 2), "response": (0, 1)}

#: Requests that get no response when a field has a value (Kafka's behaviour, not a spec
#: file's): Produce with acks=0.  api_key -> (field, value).
_NO_RESPONSE = {0: ("acks", 0)}

#: After a SaslHandshake v0 answered with error 0, the connection carries raw
#: length-prefixed SASL tokens (no Kafka header) until the authentication ends: Kafka's
#: SaslServerAuthenticator, not a spec file.  (api_key, low version, high version, error code).
_RAW_TOKENS_AFTER = [(17, 0, 0, 0)]

#: KIP-511: a broker that does not support the ApiVersions version asked for answers
#: UNSUPPORTED_VERSION with a v0 body.  Behaviour of Kafka's code, not of a spec file.
_FALLBACK_API, _FALLBACK_ERROR, _FALLBACK_VERSION = 18, "unsupported_version", 0

#: Fixed sizes of Kafka's primitive types and of kio's aliases of them.
_SIZES = {
    **{t: n for t, n in PRIMITIVE_SIZES.items() if n is not None},
    **{k: PRIMITIVE_SIZES[t] for k, t in KIO_WIRE_TYPES.items()},
}
_HEADER_MODULE = re.compile(r"kio\.schema\.(?:request|response)_header\.v(\d+)\.")


def _error_offset(cls: type) -> int | None:
    offset = 0
    for f in dataclasses.fields(cls):
        if f.metadata.get("tag") is not None:
            continue
        if f.name == "error_code":
            return offset
        size = _SIZES.get(f.metadata.get("kafka_type"))
        if size is None:
            return None
        offset += size
    return None


def _nested_errors(fields) -> bool:
    """Whether a layout's fields hold an error_code below the top level."""

    def has(fs) -> bool:
        return any(f[0] == "error_code" or (f[5] is not None and has(f[5][2])) for f in fs)

    return any(f[5] is not None and has(f[5][2]) for f in fields)


def _no_tagged_errors(fields, where: str) -> None:
    """Assert that no error_code sits in a tagged field (so field order is wire order for
    :data:`dissector.wire.standard.ERROR_CODE_RULE`)."""

    def has(f) -> bool:
        return f[0] == "error_code" or (f[5] is not None and any(has(g) for g in f[5][2]))

    for f in fields:
        assert not (f[4] is not None and has(f)), f"{where}: error_code in tagged field {f[0]}"
        if f[5] is not None:
            _no_tagged_errors(f[5][2], where)


def _spec_nested(fields, top: bool = True) -> bool:
    return any(
        (f.key == "error_code" and not top) or (f.fields and _spec_nested(f.fields, False))
        for f in fields
    )


def _fixed_size(fields: list[tuple[str, str]], flexible: bool) -> list[int] | None:
    """Each field's size in bytes when every field is of a fixed-size type, else None."""
    if flexible:
        return None  # tagged fields: at least one byte, maybe more
    sizes = [_SIZES.get(typ) for _key, typ in fields]
    return None if None in sizes else sizes  # type: ignore[return-value]


def _before(fields: list[tuple[str, str]], name: str) -> list[str]:
    """The types of the top-level fields before ``name`` (asserted fixed-size or string)."""
    out = []
    for key, typ in fields:
        if key == name:
            return out
        assert typ == "string" or PRIMITIVE_SIZES.get(typ), (name, key, typ)
        out.append(typ)
    raise AssertionError(f"no field {name}")


def _header_version(cls: type) -> int:
    m = _HEADER_MODULE.match(cls.__header_schema__.__module__)
    assert m, cls
    return int(m.group(1))


def _ranges(versions: list[int], top: int) -> list[tuple[int, int | None]]:
    """Contiguous runs of ``versions``; the run that reaches ``top`` stays open (None)."""
    out: list[tuple[int, int | None]] = []
    for v in sorted(versions):
        if out and out[-1][1] == v - 1:
            out[-1] = (out[-1][0], v)
        else:
            out.append((v, v))
    return [(lo, None if hi == top else hi) for lo, hi in out]


def _legacy_headers() -> dict[tuple[int, str], dict[int, int]]:
    """``headerVersions`` of the legacy spec files: (api_key, kind) -> {version: header}."""
    out = {}
    root = Path(__file__).resolve().parent.parent / "dissector" / "kafka" / "legacy"
    for f in sorted(root.glob("*.json")):
        text = "\n".join(ln for ln in f.read_text().splitlines() if not ln.startswith("//"))
        raw = json.loads(text)
        if "headerVersions" in raw:
            out[(raw["apiKey"], raw["type"])] = {
                int(v): int(h) for v, h in raw["headerVersions"].items()
            }
    return out


def build_facts() -> dict:
    """The facts table, computed from kio and ``dissector/kafka/legacy`` (module docstring)."""
    from pkgutil import resolve_name

    import kio
    from kio.schema.errors import ErrorCode
    from kio.schema.index import api_key_map, schema_name_map
    from kio.static.constants import EntityType

    from dissector.wire.kio_layout import layout_of
    from dissector.wire.legacy import legacy_specs

    apis: dict[str, dict] = {}
    entities: list[list] = []
    seen: dict[str, int] = {}
    scan: dict[str, dict[str, int]] = {}
    headers: dict[tuple[str, int], dict[int, int]] = {}  # (kind, key) -> {version: header}
    flexible: dict[tuple[str, int], dict[int, bool]] = {}

    def add(layout: list) -> int:
        name, flex, fields = layout
        row = [name, flex, [[*f[:5], None if f[5] is None else add(f[5])] for f in fields]]
        text = json.dumps(row)
        if text not in seen:
            seen[text] = len(entities)
            entities.append(row)
        return seen[text]

    legacy = legacy_specs()
    before: dict[int, dict[str, list[str]]] = {k: {} for k in _NO_RESPONSE}
    legacy_headers = _legacy_headers()
    keys = sorted({*api_key_map, *(k for k, _ in legacy)})
    for key in keys:
        per: dict[str, list] = {}
        names = set()
        kio_versions: list[int] = []
        for kind in ("request", "response"):
            spec = legacy.get((key, kind))
            if spec is None:
                continue
            lo, hi = spec.valid_versions.low, spec.valid_versions.high
            assert lo is not None and hi is not None, spec.name
            if kind == "request":
                names.add(spec.name.removesuffix("Request"))
                if key in _NO_RESPONSE:
                    for v in range(lo, hi + 1):
                        before[key][str(v)] = _before(
                            [(f.key, f.type) for f in spec.fields if v in f.versions],
                            _NO_RESPONSE[key][0],
                        )
            extra = legacy_headers.get((key, kind), {})
            for v in range(lo, hi + 1):
                flex = v in spec.flexible_versions
                flexible.setdefault((kind, key), {})[v] = flex
                headers.setdefault((kind, key), {})[v] = extra.get(v, HEADER_RULE[kind][flex])
                row = per.setdefault(str(v), [False, False, None, False, None])
                row[0 if kind == "request" else 1] = flex
                if kind == "response":
                    row[3] = _spec_nested(spec.fields)
                else:
                    row[4] = _fixed_size(
                        [(f.key, f.type) for f in spec.fields if v in f.versions], flex
                    )
        name = api_key_map.get(key)
        for version, paths in sorted(schema_name_map[name].items()) if name else ():
            req = resolve_name(paths[EntityType.request])
            resp = resolve_name(paths[EntityType.response])
            names.add(req.__name__.removesuffix("Request"))
            kio_versions.append(version)
            if key in _NO_RESPONSE:
                before[key][str(version)] = _before(
                    [
                        (f.name, KIO_WIRE_TYPES.get(t, t))
                        for f in dataclasses.fields(req)
                        if f.metadata.get("tag") is None
                        for t in [f.metadata.get("kafka_type", "")]
                    ],
                    _NO_RESPONSE[key][0],
                )
            layout = layout_of(resp)
            _no_tagged_errors(layout[2], resp.__name__)
            row = [
                bool(req.__flexible__),
                bool(resp.__flexible__),
                _error_offset(resp),
                _nested_errors(layout[2]),
                _fixed_size(
                    [
                        (f.name, "array" if "tuple" in str(f.type) else KIO_WIRE_TYPES.get(t, t))
                        for f in dataclasses.fields(req)
                        for t in [f.metadata.get("kafka_type", "")]
                    ],
                    bool(req.__flexible__),
                ),
            ]
            assert str(version) not in per, (key, version)
            per[str(version)] = row
            for kind, cls in (("request", req), ("response", resp)):
                flexible.setdefault((kind, key), {})[version] = bool(cls.__flexible__)
                headers.setdefault((kind, key), {})[version] = _header_version(cls)
            if row[2] is None or row[3]:
                scan.setdefault(str(key), {})[str(version)] = add(layout)
        assert len(names) == 1, (key, names)
        versions = sorted(int(v) for v in per)
        assert versions == list(range(versions[0], versions[-1] + 1)), (key, versions)
        if kio_versions:
            assert kio_versions == list(range(kio_versions[0], kio_versions[-1] + 1)), key
        apis[str(key)] = {
            "name": names.pop(),
            "kio": [kio_versions[0], kio_versions[-1]] if kio_versions else None,
            "valid": [versions[0], versions[-1]],
            "versions": dict(sorted(per.items(), key=lambda kv: int(kv[0]))),
        }
    exceptions = []
    for (kind, key), by_version in sorted(headers.items()):
        flex = flexible[(kind, key)]
        odd = [v for v, h in by_version.items() if h != HEADER_RULE[kind][flex[v]]]
        top = max(by_version)
        for lo, hi in _ranges(odd, top):
            (hv,) = {by_version[v] for v in range(lo, (top if hi is None else hi) + 1)}
            exceptions.append([kind, key, lo, hi, hv])
    errors = {str(int(e.value)): e.name.upper() for e in ErrorCode}
    fallback_code = int(ErrorCode[_FALLBACK_ERROR].value)
    return {
        "kio": getattr(kio, "__version__", ""),
        "header_rule": {k: list(v) for k, v in HEADER_RULE.items()},
        "header_exceptions": exceptions,
        "version_fallbacks": {str(_FALLBACK_API): [fallback_code, _FALLBACK_VERSION]},
        "raw_tokens_after": [list(row) for row in _RAW_TOKENS_AFTER],
        "no_response": {
            str(k): {"field": field, "value": value, "before": before[k]}
            for k, (field, value) in _NO_RESPONSE.items()
        },
        "errors": errors,
        "apis": apis,
        "scan": {"entities": entities, "responses": scan},
    }


def render_facts(facts: dict | None = None) -> str:
    """The text of ``kafka_facts.json`` (deterministic)."""
    return json.dumps(build_facts() if facts is None else facts, indent=0, sort_keys=True) + "\n"
