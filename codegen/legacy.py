"""Write dissector/kafka/legacy/*.json: specs of the Kafka 3.x versions that kio 0.6.5 lacks.

Build-time code (package :mod:`codegen`): the runtime never imports it.
Must not import: capture reading, reassembly, pandas or the CLI.

kio 0.6.5 (what dissector.wire.standard decodes with) is generated from Kafka 4's
message specs, so it has no entity for the versions Kafka 4 removed (Produce
v0-2, Fetch v0-3, ListOffsets v0, ...) nor for the inter-broker APIs 4-7.
kio 0.3.0 was generated from the Kafka 3.x specs and still has them.  This
script reads kio 0.3.0's generated entity classes *as text* (the wheel is
downloaded with pip and its ``.py`` files are parsed with :mod:`ast`; nothing of
it is imported, so it cannot clash with the installed kio) and writes, per
API key and kind, one spec file in Kafka's JSON message-spec format covering
only the versions the installed kio lacks.

What is read from each kio class: the dataclass fields in order, their
``kafka_type`` and ``tag`` metadata, arrays (``tuple[X, ...]``), nested
entities, nullability (``X | None``), ``__version__`` and ``__flexible__``; the
default of a tagged field.  kio's types that are not wire types become the
wire type (``error_code`` -> int16, ``timedelta_i32`` -> int32,
``timedelta_i64`` / ``datetime_i64`` -> int64).

Field names: the keys dissector.wire.standard gives the same fields in kio 0.6.5's
versions, so that v0 and v1 of a message decode to dicts with the same keys.
That is kio's snake_case name, with ``_ms`` put back on the fields kio types
as times (kio turns ``ThrottleTimeMs`` into ``throttle_time``; the package keeps
``throttle_time_ms``), and without the ``_`` kio appends to Python builtins
(``id_``, ``type_``: they occur only in UpdateMetadata and LeaderAndIsr,
which kio 0.6.5 does not have, so Kafka's ``Id``/``Type`` give ``id``/``type``).
Each name is written in CamelCase and the script asserts that
``dissector.wire.specs.snake_case`` of it gives that key back.

Corrections to kio 0.3.0 (:data:`NULLABLE_ARRAYS`): kio 0.3.0 does not
record nullability of arrays of primitives (kio 0.6.5 does); such fields
in the versions written here (one: DescribeConfigs v0's ConfigurationKeys)
are listed with the first version Kafka's specs make nullable.

Header versions: Kafka's generator gives a few messages a header version other
than the rule (request header v2 for flexible versions, else v1; response header
v1 for flexible versions, else v0).  kio writes the header class it was given
into each module (``from kio.schema.request_header.v0.header import ...``);
where it differs from the rule, the spec file gets a ``headerVersions`` object
(``{"0": 0}``: version -> header version), which :mod:`codegen.facts`
turns into the facts table's header exceptions (ControlledShutdown v0's
request header v0, without client_id).

Not written (:data:`SKIPPED`): the share-group APIs' v0 (keys 76-79).  In
Kafka 3.x they were unstable drafts (``latestVersionUnstable``), never
offered by a 3.x broker; v0 was first shipped as early access in Kafka 4.0
and removed in 4.1.

Usage (needs the kio 0.3.0 wheel, so it is not part of ``python -m codegen``'s
offline run; ``--check`` compares instead of writing)::

    python scripts/derive_legacy_specs.py [--wheel kio-0.3.0-py3-none-any.whl] [--out DIR] [--check]

Without ``--wheel`` the wheel is fetched with ``pip download --no-deps kio==0.3.0``
into a temporary folder; its sha256 is checked either way.  The output folder
(default ``dissector/kafka/legacy``) is emptied of ``*.json`` first.
"""

from __future__ import annotations

import argparse
import ast
import hashlib
import json
import re
import subprocess
import sys
import tempfile
import zipfile
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path

from dissector.wire.kio_layout import KIO_WIRE_TYPES
from dissector.wire.specs import PRIMITIVE_SIZES, PRIMITIVES, parse_spec, snake_case

ROOT = Path(__file__).resolve().parents[1]

KIO_OLD = "0.3.0"
KIO_NEW = "0.6.5"
WHEEL = f"kio-{KIO_OLD}-py3-none-any.whl"
WHEEL_SHA256 = "91cea0b8f3555cc73e72d040d7e74dc6c31d9c6563c4d73b64c5ef796ab887a7"

HEADER = (
    "// Derived from the Apache Kafka 3.x message specs (Apache License 2.0),\n"
    f"// via the classes kio {KIO_OLD} generated from them, by scripts/derive_legacy_specs.py.\n"
    f"// Only the versions kio {KIO_NEW} lacks.  Generated file: do not edit.\n"
)

#: API keys whose missing versions are deliberately not written (see the module docstring).
SKIPPED: dict[int, str] = {
    76: "ShareGroupHeartbeat v0: unstable in Kafka 3.x, early access in 4.0 only",
    77: "ShareGroupDescribe v0: unstable in Kafka 3.x, early access in 4.0 only",
    78: "ShareFetch v0: unstable in Kafka 3.x, early access in 4.0 only",
    79: "ShareAcknowledge v0: unstable in Kafka 3.x, early access in 4.0 only",
}

#: Arrays of primitives that Kafka's specs make nullable, which kio 0.3.0 does not
#: record: (top-level class name, field path) -> first nullable version.
#: DescribeConfigsRequest.json: Resources[].ConfigurationKeys, nullableVersions "0+".
NULLABLE_ARRAYS: dict[tuple[str, str], int] = {
    ("DescribeConfigsRequest", "resources.configuration_keys"): 0,
}

_WIRE = KIO_WIRE_TYPES
_TIMES = ("timedelta_i32", "timedelta_i64", "datetime_i64")
_PRIMS = PRIMITIVES
#: The primitive types that can be null: the ones whose size is on the wire.
_NULLABLE_PRIMS = frozenset(t for t, n in PRIMITIVE_SIZES.items() if n is None)


# ------------------------------------------------------------ reading kio


@dataclass
class KField:
    """One dataclass field of a kio entity, as written in its source."""

    name: str  # kio's snake_case name
    key: str  # the package's key (kio's name, "_ms" back on times)
    kafka_type: str | None  # None for entities and arrays of entities
    entity: str | None  # class name of a nested entity (or array element)
    array: bool
    nullable: bool
    tag: int | None
    default: ast.expr | None


@dataclass
class KEntity:
    name: str
    version: int
    flexible: bool
    api_key: int
    type: str  # "request", "response" or "nested"
    fields: list[KField] = field(default_factory=list)


def _classvar(node: ast.AnnAssign) -> object:
    v = node.value
    if isinstance(v, ast.Call) and v.args:  # i16(3)
        v = v.args[0]
    if isinstance(v, ast.Attribute):  # EntityType.request
        return v.attr
    return ast.literal_eval(v)


def _annotation(node: ast.expr, classes: set[str], where: str) -> tuple[str | None, bool, bool]:
    """(entity class name or None, is array, is nullable) of a field's type hint."""
    nullable = False
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
        if not (isinstance(node.right, ast.Constant) and node.right.value is None):
            raise ValueError(f"{where}: union other than X | None")
        node, nullable = node.left, True
    array = False
    if isinstance(node, ast.Subscript):
        if not (isinstance(node.value, ast.Name) and node.value.id == "tuple"):
            raise ValueError(f"{where}: subscript other than tuple[X, ...]")
        elts = node.slice.elts  # type: ignore[attr-defined]
        if len(elts) != 2 or not isinstance(elts[1], ast.Constant):
            raise ValueError(f"{where}: tuple other than tuple[X, ...]")
        node, array = elts[0], True
    if isinstance(node, ast.Name):
        return (node.id if node.id in classes else None), array, nullable
    if isinstance(node, ast.Attribute):  # uuid.UUID
        return None, array, nullable
    raise ValueError(f"{where}: type hint {ast.dump(node)}")


def read_module(source: str, path: str) -> dict[str, KEntity]:
    """The entity classes of one generated kio module, by class name."""
    tree = ast.parse(source, path)
    classes = {n.name for n in tree.body if isinstance(n, ast.ClassDef)}
    out = {}
    for node in tree.body:
        if not isinstance(node, ast.ClassDef):
            continue
        cv: dict[str, object] = {}
        fields = []
        for st in node.body:
            if not isinstance(st, ast.AnnAssign) or not isinstance(st.target, ast.Name):
                continue
            name = st.target.id
            where = f"{path}:{node.name}.{name}"
            if name.startswith("__"):
                if name in ("__type__", "__version__", "__flexible__", "__api_key__"):
                    cv[name] = _classvar(st)
                continue
            entity, array, nullable = _annotation(st.annotation, classes, where)
            md: dict = {}
            default = None
            if st.value is not None:
                call = st.value
                if not (isinstance(call, ast.Call) and getattr(call.func, "id", "") == "field"):
                    raise ValueError(f"{where}: default other than field(...)")
                for kw in call.keywords:
                    if kw.arg == "metadata":
                        md = ast.literal_eval(kw.value)
                    elif kw.arg == "default":
                        default = kw.value
                    else:
                        raise ValueError(f"{where}: field({kw.arg}=...)")
            kt = md.get("kafka_type")
            if (kt is None) == (entity is None):
                raise ValueError(f"{where}: kafka_type {kt!r} with entity {entity!r}")
            key = name.removesuffix("_")  # kio's id_ / type_: Kafka's Id / Type
            key = key + "_ms" if kt in _TIMES else key
            fields.append(KField(name, key, kt, entity, array, nullable, md.get("tag"), default))
        out[node.name] = KEntity(
            node.name,
            int(cv["__version__"]),  # type: ignore[call-overload]
            bool(cv["__flexible__"]),
            int(cv["__api_key__"]),  # type: ignore[call-overload]
            str(cv["__type__"]),
            fields,
        )
    return out


#: The header version rule: kind -> (non-flexible, flexible) header version.
_RULE = {"request": (1, 2), "response": (0, 1)}
_HEADER_IMPORT = re.compile(r"from kio\.schema\.(request|response)_header\.v(\d+)\.header import")


def header_version(source: str, kind: str, path: str) -> int:
    """The header version a kio module's top-level class declares (``__header_schema__``)."""
    found = {int(v) for k, v in _HEADER_IMPORT.findall(source) if k == kind}
    if len(found) != 1:
        raise AssertionError(f"{path}: {kind} header versions {sorted(found)}")
    return found.pop()


def read_api_key_map(source: str) -> dict[int, str]:
    for node in ast.parse(source).body:
        target = getattr(node, "target", None) or (getattr(node, "targets", None) or [None])[0]
        if isinstance(target, ast.Name) and target.id == "api_key_map":
            return ast.literal_eval(node.value.args[0])  # MappingProxyType({...})
    raise ValueError("kio/schema/index.py: no api_key_map")


# ---------------------------------------------------------- writing specs


def camel(key: str) -> str:
    """The CamelCase name whose snake_case is ``key`` (asserted)."""
    name = "".join(p[:1].upper() + p[1:] for p in key.split("_"))
    if snake_case(name) != key or not re.fullmatch(r"[A-Za-z][A-Za-z0-9]*", name):
        raise AssertionError(f"{key!r} -> {name!r} -> {snake_case(name)!r}")
    return name


def vrange(vs: list[int], top: int) -> str:
    """A Kafka version range for the contiguous versions ``vs``; open when it reaches ``top``."""
    lo, hi = min(vs), max(vs)
    if sorted(vs) != list(range(lo, hi + 1)):
        raise AssertionError(f"versions {vs} are not contiguous")
    if hi == top:
        return f"{lo}+"
    return str(lo) if lo == hi else f"{lo}-{hi}"


def default_text(node: ast.expr, where: str) -> str | None:
    """A tagged field's kio default as Kafka's "default" text (None: the type's own)."""
    if isinstance(node, ast.Call) and len(node.args) == 1 and not node.keywords:
        node = node.args[0]  # i32(-1), BrokerId(-1)
    if isinstance(node, ast.Tuple) and not node.elts:
        return None  # an empty array, Kafka's default for arrays
    value = ast.literal_eval(node)
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, str)):
        return str(value)
    raise ValueError(f"{where}: default {ast.dump(node)}")


def merge_order(lists: list[list[str]]) -> list[str]:
    """One order of field names that keeps the order of every version's list (asserted)."""
    merged: list[str] = []
    for names in lists:
        here = set(names)
        cursor = -1
        for n in names:
            if n in merged:
                cursor = merged.index(n)
                continue
            # After the fields of older versions that this version no longer has
            # (Kafka's files list a field that replaced another after it).
            cursor += 1
            while cursor < len(merged) and merged[cursor] not in here:
                cursor += 1
            merged.insert(cursor, n)
    for names in lists:
        if [n for n in merged if n in names] != names:
            raise AssertionError(f"field orders cannot be merged: {lists}")
    return merged


def spec_fields(
    per_version: dict[int, tuple[KEntity, dict[str, KEntity]]], top: int, path: str, root: str
) -> list[dict]:
    """Kafka JSON fields of one struct, merged over the versions in ``per_version``.

    ``per_version`` maps a version to (the struct's kio class, that module's classes).
    """
    versions = sorted(per_version)
    order = merge_order([[f.key for f in per_version[v][0].fields] for v in versions])
    out = []
    for key in order:
        where = f"{root}.{path}{key}"
        seen = {
            v: (f, mod)
            for v in versions
            for f in per_version[v][0].fields
            if f.key == key
            for mod in [per_version[v][1]]
        }
        fs = [f for f, _ in seen.values()]
        vs = sorted(seen)
        shape = {(f.kafka_type and _WIRE.get(f.kafka_type, f.kafka_type), f.array) for f in fs}
        if len(shape) != 1:
            raise AssertionError(f"{where}: type changes across versions: {shape}")
        f0 = fs[-1]
        flexible = {v for v in vs if per_version[v][0].flexible}
        d: dict = {"name": camel(key)}
        if f0.entity is None:
            wire = _WIRE.get(f0.kafka_type, f0.kafka_type)  # type: ignore[arg-type]
            if wire not in _PRIMS:
                raise AssertionError(f"{where}: kafka_type {f0.kafka_type!r}")
            d["type"] = ("[]" if f0.array else "") + wire
        else:
            d["type"] = ("[]" if f0.array else "") + f0.entity
        d["versions"] = vrange(vs, top)
        nullable = [
            v
            for v, (f, _) in seen.items()
            if f.nullable and (f.entity is not None or f.array or f.kafka_type in _NULLABLE_PRIMS)
        ]
        fix = NULLABLE_ARRAYS.get((root, path + key))
        if fix is not None:
            if not f0.array or f0.entity is not None:
                raise AssertionError(f"{where}: NULLABLE_ARRAYS names no array of primitives")
            nullable = sorted(set(nullable) | {v for v in vs if v >= fix})
        if nullable:
            d["nullableVersions"] = vrange(nullable, top)
        tagged = [v for v, (f, _) in seen.items() if f.tag is not None and v in flexible]
        if tagged:
            tags = {seen[v][0].tag for v in tagged}
            if len(tags) != 1:
                raise AssertionError(f"{where}: tag changes across versions: {tags}")
            d["taggedVersions"] = vrange(tagged, top)
            d["tag"] = tags.pop()
            defaults = {
                default_text(seen[v][0].default, where)  # type: ignore[arg-type]
                for v in tagged
                if seen[v][0].default is not None
            }
            if len(defaults) > 1:
                raise AssertionError(f"{where}: default changes across versions: {defaults}")
            if defaults and (text := defaults.pop()) is not None:
                d["default"] = text
        if f0.entity is not None:
            sub = {v: (mod[f.entity], mod) for v, (f, mod) in seen.items()}  # type: ignore[index]
            d["fields"] = spec_fields(sub, top, f"{path}{key}.", root)
        out.append(d)
    return out


def derive(wheel: Path) -> dict[str, dict]:
    """The spec files to write: file name -> JSON object."""
    from kio.schema.index import api_key_map as new_keys
    from kio.schema.index import schema_name_map as new_versions

    zf = zipfile.ZipFile(wheel)
    names = set(zf.namelist())
    old_keys = read_api_key_map(zf.read("kio/schema/index.py").decode())
    files: dict[str, dict] = {}
    for api_key, old_name in sorted(old_keys.items()):
        pat = re.compile(rf"kio/schema/{old_name}/v(\d+)/(request|response)\.py")
        found: dict[str, list[int]] = {"request": [], "response": []}
        for n in names:
            m = pat.fullmatch(n)
            if m:
                found[m.group(2)].append(int(m.group(1)))
        have = set(new_versions[new_keys[api_key]]) if api_key in new_keys else set()
        for kind in ("request", "response"):
            missing = sorted(set(found[kind]) - have)
            if not missing:
                continue
            if api_key in SKIPPED:
                print(f"skipped {api_key} {kind} v{missing}: {SKIPPED[api_key]}")
                continue
            if have and max(missing) >= min(have):
                raise AssertionError(f"api {api_key} {kind}: kio {KIO_NEW} lacks {missing}")
            per_version = {}
            for v in missing:
                path = f"kio/schema/{old_name}/v{v}/{kind}.py"
                mod = read_module(zf.read(path).decode(), path)
                (top,) = [e for e in mod.values() if e.type == kind]
                if (top.version, top.api_key) != (v, api_key):
                    raise AssertionError(f"{path}: version {top.version}, api key {top.api_key}")
                per_version[v] = (top, mod)
            headers = {}
            for v in missing:
                path = f"kio/schema/{old_name}/v{v}/{kind}.py"
                hv = header_version(zf.read(path).decode(), kind, path)
                if hv != _RULE[kind][per_version[v][0].flexible]:
                    headers[str(v)] = hv
            name = per_version[missing[-1]][0].name
            if not name.endswith(kind.capitalize()):
                raise AssertionError(f"api {api_key}: top-level class {name}")
            flexible = [v for v in missing if per_version[v][0].flexible]
            top_v = missing[-1]
            spec = {
                "apiKey": api_key,
                "type": kind,
                "name": name,
                "validVersions": vrange(missing, top_v + 1),  # closed: "0-2" or "0"
                "flexibleVersions": vrange(flexible, top_v) if flexible else "none",
                "fields": spec_fields(per_version, top_v, "", name),
            }
            if headers:
                spec["headerVersions"] = headers
            files[f"{name}.json"] = spec
    return files


def render(spec: dict) -> str:
    return HEADER + json.dumps(spec, indent=1) + "\n"


def fetch_wheel(tmp: Path) -> Path:
    subprocess.run(
        [sys.executable, "-m", "pip", "download", "--no-deps", f"kio=={KIO_OLD}", "-d", str(tmp)],
        check=True,
        stdout=subprocess.DEVNULL,
    )
    return tmp / WHEEL


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--wheel", type=Path, help=f"a local {WHEEL} (default: pip download)")
    ap.add_argument("--out", type=Path, default=ROOT / "dissector" / "kafka" / "legacy")
    ap.add_argument("--check", action="store_true", help="compare with --out, write nothing")
    args = ap.parse_args(argv)
    if metadata.version("kio") != KIO_NEW:
        raise SystemExit(f"the installed kio is {metadata.version('kio')}, not {KIO_NEW}")
    with tempfile.TemporaryDirectory() as tmp:
        wheel = args.wheel or fetch_wheel(Path(tmp))
        digest = hashlib.sha256(wheel.read_bytes()).hexdigest()
        if digest != WHEEL_SHA256:
            raise SystemExit(f"{wheel}: sha256 {digest}, expected {WHEEL_SHA256}")
        files = derive(wheel)
    if args.check:
        want = {fname: render(spec) for fname, spec in files.items()}
        have = {p.name: p.read_text() for p in args.out.glob("*.json")}
        stale = sorted(n for n in set(want) | set(have) if want.get(n) != have.get(n))
        for n in stale:
            print(f"{args.out / n}: stale")
        return 1 if stale else 0
    args.out.mkdir(parents=True, exist_ok=True)
    for old in args.out.glob("*.json"):
        old.unlink()
    total = 0
    for fname, spec in sorted(files.items()):
        text = render(spec)
        parsed = parse_spec(text, fname)  # what the package will read back
        assert (parsed.api_key, parsed.type) == (spec["apiKey"], spec["type"])
        (args.out / fname).write_text(text)
        total += len(text)
        print(f"{fname}: v{spec['validVersions']}")
    print(f"{len(files)} files, {total} bytes in {args.out}")
    return 0
