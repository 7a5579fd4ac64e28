"""Importing a KIP-1279 revision from a user's own build: a Kafka source tree or a folder of
message specs becomes a profile folder (``kmirror profiles import PATH``).

Owns: :func:`import_profile`, which reads

- the mirror RPC specs: in a source tree, ``clients/src/main/resources/common/message/``; else
  the folder itself.  A spec is a mirror RPC when its name holds ``Mirror`` or its ``apiKey``
  is 94 or more (the prototype's range) and it is none of Kafka's own APIs there
  (``kafka_names``, e.g. Kafka 4.4's UnregisterController on 94);
- ``ApiKeys.java`` where present (the RPCs it registers, checked against the specs);
- the partition-state enum where present (a Java ``enum`` whose name ends in
  ``PartitionState``, constants written ``NAME((byte) N)`` or ``NAME(N)``);
- the transition rule where present (a static ``isValid...Transition(source, target)`` that
  switches on the target: ``case X: return source == null || source == ....Y ...;``,
  ``return true`` for any);
- ``Errors.java`` where present (codes Kafka does not define: ``kafka_errors`` are left out);

and writes the profile folder: the spec files as found, and a ``profile.json`` with the
states, errors, roles inferred from RPC and field names, and the state machine.  What it could
not find or infer is *said*, never guessed: :class:`ImportReport` lists each gap (an RPC
whose role it cannot tell, a state without a number, no enum, no transition rule).  The state
machine gets no carriers (which RPC carries a change is not in the Java): edges are checked,
carriers are not.

Raises :class:`~dissector.wire.specs.SpecError` naming the file for a spec that does not parse
(one error, the first such file in name order), and for a folder with no mirror RPC spec.

Must not import: the codec, capture reading, decoding, analysis, pandas, or the CLI.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from ..wire.specs import FieldSpec, MessageSpec, SpecError, parse_spec

__all__ = ["ImportReport", "import_profile"]

#: Where a Kafka source tree keeps its message specs.
SPEC_DIR = Path("clients/src/main/resources/common/message")
#: The lowest key the prototype gives a mirror RPC (KIP1279-REVISIONS.md 1.1).
FIRST_MIRROR_KEY = 94
#: Folders not searched for Java sources (build output, VCS data).
_SKIP_DIRS = frozenset({".git", ".gradle", "build", "out", "bin", "node_modules", "target"})
#: At most this many files are looked at when searching a tree for the Java sources.
MAX_FILES_SEARCHED = 200_000
#: Java sources larger than this are not read (the files sought are a few KiB).
MAX_JAVA_BYTES = 2_000_000

#: RPC role of an RPC name: the first pattern that matches (KIP1279-REVISIONS.md 2, 3).
_RPC_ROLES = (
    (r"^Create(Cluster)?Mirror$", "create_mirror"),
    (r"^(AddTopicsToMirror|StartMirrorTopics|StartMirroring)$", "add_topics"),
    (r"^(RemoveTopicsFromMirror|StopMirrorTopics)$", "remove_topics"),
    (r"^LastMirroredOffsets$", "lmo_query"),
    (r"^List(Cluster)?Mirrors$", "list_mirrors"),
    (r"^Describe(Cluster)?Mirrors$", "describe_mirrors"),
    (r"^ReadMirrorStates$", "read_states"),
    (r"^WriteMirrorStates$", "write_states"),
    (r"^PauseMirrorTopics$", "pause_topics"),
    (r"^ResumeMirrorTopics$", "resume_topics"),
    (r"^Delete(Cluster)?Mirror$", "delete_mirror"),
    (r"^BumpLeaderEpochs?$", "bump_leader_epochs"),
    (r"^RecoverMirrorTopics$", "recover_topics"),
)
#: Field role of a field name, whatever its depth (``ErrorCode`` and names by depth below).
_FIELD_ROLES = {
    "MirrorName": "mirror",
    "MirrorNames": "mirror",
    "TopicName": "topic",
    "PartitionIndex": "partition",
    "State": "state",
    "StateValue": "state",
    "LastMirroredOffset": "lmo",
    "LastMirrorOffset": "lmo",
    "LastMirrorEpoch": "lme",
    "SourceOffset": "source_offset",
    "DestinationOffset": "destination_offset",
    "Lag": "lag",
    "SourceBootstrap": "bootstrap",
    "TopicCount": "topic_total",
    "RemovedTopics": "removed",
    "StoppedTopics": "removed",
}
#: State roles by state name, where the names say it (the added/preparing steps are read
#: from the transition rule: the state entered from no state).
_STATE_ROLES = {
    "mirroring": ("MIRRORING",),
    "stopping": ("STOPPING",),
    "stopped": ("STOPPED",),
    "failed": ("FAILED",),
    "ule_recovery": ("ULE_RECOVERY",),
    "preparing": ("PREPARING",),
}
_ENUM = re.compile(r"\benum\s+(\w*PartitionState)\s*\{(.*?)\}", re.S)
_CONSTANT = re.compile(
    r"^\s*([A-Z][A-Z0-9_]*)\s*(?:\(([^()]*(?:\([^()]*\)[^()]*)*)\))?\s*[,;]", re.M
)
_NUMBER = re.compile(r"(-?\d+)\s*$")
_TRANSITION = re.compile(r"\bisValid\w*Transition\s*\(\s*\w+\s+(\w+)\s*,\s*\w+\s+(\w+)\s*\)")
_API_KEY = re.compile(r"^\s*([A-Z][A-Z0-9_]*)\s*\(\s*ApiMessageType\.([A-Z0-9_]+)", re.M)
_ERROR = re.compile(r"^\s*([A-Z][A-Z0-9_]*)\s*\(\s*(-?\d+)\s*,", re.M)


@dataclass
class ImportReport:
    """What :func:`import_profile` found, wrote and could not find.

    ``found``: one line per source read (specs, ApiKeys.java, the enum, the rule, Errors.java);
    ``missing``: one line per gap (said, not guessed); ``directory``: the profile folder written.
    """

    directory: Path
    name: str
    rpcs: dict[str, int] = field(default_factory=dict)
    states: dict[str, int] = field(default_factory=dict)
    found: list[str] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)


def import_profile(
    source: str | Path,
    out: str | Path,
    name: str | None = None,
    kafka_names: Iterable[str] = (),
    kafka_errors: Iterable[int] = (),
) -> ImportReport:
    """Read a Kafka source tree (or a folder of message specs) at ``source``; write a profile
    folder at ``out`` (created; its existing ``*.json`` files are replaced) named ``name``
    (default: the folder's name).

    ``kafka_names``: Kafka's own APIs as ApiKeys.java spells them (``UNREGISTER_CONTROLLER``;
    never taken as mirror RPCs);
    ``kafka_errors``: error codes Kafka defines (left out of the profile's ``errors``).
    Returns the :class:`ImportReport`.  Raises SpecError naming the file for a spec that does
    not parse, a folder holding no mirror RPC spec, or a source that is not a folder.
    """
    src = Path(source)
    if not src.is_dir():
        raise SpecError(f"{src}: not a folder (give a Kafka source tree or a folder of specs)")
    dest = Path(out)
    report = ImportReport(dest, name or dest.name)
    specs = _read_specs(src, set(kafka_names), report)
    java = _java_sources(src)
    states = _states(java, report)
    rule = _transitions(java, set(states), report)
    _api_keys(java, specs, report)
    errors = _errors(java, set(kafka_errors), report)
    roles, rpc_roles = _roles(specs, report)
    machine = _state_machine(states, rule, report)
    meta: dict = {
        "name": report.name,
        "description": f"KIP-1279 revision imported from {src}",
        "source": f"imported by kmirror profiles import from {src}",
        "imported": {"from": str(src), "found": report.found, "missing": report.missing},
    }
    if states:
        meta["partitionStates"] = states
        meta["stateFields"] = ["State", "PreviousState", "StateValue"]
    if errors:
        meta["errors"] = {str(c): n for c, n in sorted(errors.items())}
    if rpc_roles:
        meta["roles"] = roles
    if machine is not None:
        meta["stateMachine"] = machine
    dest.mkdir(parents=True, exist_ok=True)
    for old in dest.glob("*.json"):
        old.unlink()
    for path, spec in specs:
        (dest / path.name).write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
        report.rpcs[spec.rpc] = spec.api_key
    text = json.dumps(meta, indent=2)
    (dest / "profile.json").write_text(f"// written by kmirror profiles import\n{text}\n")
    report.states = states
    return report


# ---------------------------------------------------------------- specs


def _read_specs(src: Path, kafka_names: set[str], report: ImportReport) -> list:
    folder = src / SPEC_DIR if (src / SPEC_DIR).is_dir() else src
    out = []
    files = sorted(folder.glob("*Request.json")) + sorted(folder.glob("*Response.json"))
    for f in sorted(files):
        text = f.read_text(encoding="utf-8", errors="replace")
        spec = parse_spec(text, f.name)  # SpecError names the file
        if spec.type not in ("request", "response") or _constant(spec.rpc) in kafka_names:
            continue
        if "Mirror" in spec.rpc or spec.api_key >= FIRST_MIRROR_KEY:
            out.append((f, spec))
    if not out:
        raise SpecError(
            f"{folder}: no mirror RPC spec (*Request.json/*Response.json named *Mirror* or "
            f"with apiKey {FIRST_MIRROR_KEY} or more)"
        )
    keys = sorted({(s.api_key, s.rpc) for _f, s in out})
    report.found.append(
        f"{len(out)} spec files in {folder}: "
        + ", ".join(f"{k} {r}" for k, r in keys)
    )
    kinds = {(s.rpc, s.type) for _f, s in out}
    for rpc in sorted({r for r, _t in kinds}):
        for kind in ("request", "response"):
            if (rpc, kind) not in kinds:
                raise SpecError(f"{folder}: {rpc} has no {kind} spec ({rpc}{kind.title()}.json)")
    return out


# ---------------------------------------------------------------- Java sources


def _java_sources(src: Path) -> dict[str, list[Path]]:
    """The Java files worth reading, by what they may hold: ``enum`` (partition states),
    ``rule`` (transitions), ``api_keys``, ``errors``.  The search is bounded
    (:data:`MAX_FILES_SEARCHED`), skipping build output."""
    found: dict[str, list[Path]] = {"enum": [], "rule": [], "api_keys": [], "errors": []}
    seen = 0
    for root, dirs, files in os.walk(src):
        dirs[:] = sorted(d for d in dirs if d not in _SKIP_DIRS and not d.startswith("."))
        for f in sorted(files):
            seen += 1
            if seen > MAX_FILES_SEARCHED:
                return found
            if not f.endswith(".java"):
                continue
            p = Path(root) / f
            if f == "ApiKeys.java":
                found["api_keys"].append(p)
            elif f == "Errors.java":
                found["errors"].append(p)
            elif f.startswith("Mirror") and "Partition" in f:
                found["enum"].append(p)
                found["rule"].append(p)
    return found


def _read_java(p: Path) -> str:
    if p.stat().st_size > MAX_JAVA_BYTES:
        return ""
    text = p.read_text(encoding="utf-8", errors="replace")
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    return re.sub(r"//[^\n]*", " ", text)


def _states(java: dict[str, list[Path]], report: ImportReport) -> dict[str, int]:
    for p in java["enum"]:
        m = _ENUM.search(_read_java(p))
        if m is None:
            continue
        body = m.group(2).split(";", 1)[0] + ";"
        states: dict[str, int] = {}
        unnumbered = []
        for name, args in _CONSTANT.findall(body):
            num = _NUMBER.search(args or "")
            if num is None:
                unnumbered.append(name)
            elif -128 <= int(num.group(1)) <= 127:
                states[name] = int(num.group(1))
            else:
                unnumbered.append(f"{name} ({num.group(1)} is no int8)")
        report.found.append(f"partition states: enum {m.group(1)} in {p}")
        if unnumbered:
            report.missing.append(
                "states without numbers (left out of partitionStates): " + ", ".join(unnumbered)
            )
        return states
    report.missing.append(
        "partition states: no enum *PartitionState in the Java sources: the profile has no "
        "state names (states show as their codes) and no state machine"
    )
    return {}


def _transitions(
    java: dict[str, list[Path]], states: set[str], report: ImportReport
) -> dict[str, list[str] | str] | None:
    """target -> allowed sources (``"*"``: any; ``"null"`` stands for no state yet)."""
    for p in java["rule"]:
        text = _read_java(p)
        m = _TRANSITION.search(text)
        if m is None:
            continue
        source = m.group(1)
        start = text.find("{", m.end())
        body = _block(text, start)
        rule: dict[str, list[str] | str] = {}
        cases = re.split(r"\bcase\s+", body)[1:]
        for case in cases:
            head = re.match(r"([\w.]+)\s*(?::|->)(.*)", case, re.S)
            if head is None:
                continue
            target = head.group(1).split(".")[-1]
            code = head.group(2).split("default")[0]
            if re.search(r"return\s+true\s*;", code):
                rule[target] = "*"
                continue
            froms = re.findall(rf"\b{source}\s*==\s*(?:\w+\.)?(\w+)", code)
            rule[target] = ["null" if f == "null" else f for f in froms]
        if not rule:
            continue
        unknown = sorted({t for t in rule if t not in states} | {
            f for v in rule.values() if isinstance(v, list) for f in v
            if f != "null" and f not in states
        }) if states else []  # fmt: skip
        report.found.append(f"transitions: {m.group(0).split('(')[0].split()[-1]} in {p}")
        if unknown:
            report.missing.append(
                "transition rule names states the enum lacks (rule left out): "
                + ", ".join(unknown)
            )
            return None
        return rule
    report.missing.append(
        "transition rule: no isValid...Transition(source, target) in the Java sources: "
        "transitions are not checked"
    )
    return None


def _block(text: str, start: int) -> str:
    """The text of the brace block opening at ``start`` (bounded by the text)."""
    depth = 0
    for i in range(start, len(text)):
        if text[i] == "{":
            depth += 1
        elif text[i] == "}":
            depth -= 1
            if depth == 0:
                return text[start + 1 : i]
    return text[start + 1 :]


def _api_keys(java: dict[str, list[Path]], specs: list, report: ImportReport) -> None:
    if not java["api_keys"]:
        report.missing.append("ApiKeys.java: not in the tree (the specs' apiKey are used)")
        return
    p = java["api_keys"][0]
    registered = {t for _c, t in _API_KEY.findall(_read_java(p))}
    names = {_constant(s.rpc) for _f, s in specs}
    absent = sorted(n for n in names if n not in registered)
    mirror = sorted(t for t in registered if "MIRROR" in t and t not in names)
    report.found.append(f"ApiKeys.java: {p}")
    if absent:
        report.missing.append("RPCs with specs but not in ApiKeys.java: " + ", ".join(absent))
    if mirror:
        report.missing.append("ApiKeys.java mirror entries without specs: " + ", ".join(mirror))


def _constant(rpc: str) -> str:
    """``CreateClusterMirror`` -> ``CREATE_CLUSTER_MIRROR`` (ApiKeys.java's spelling)."""
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", rpc).upper()


def _errors(java: dict[str, list[Path]], kafka: set[int], report: ImportReport) -> dict:
    if not java["errors"]:
        report.missing.append("Errors.java: not in the tree (error codes named as Kafka's)")
        return {}
    p = java["errors"][0]
    out = {int(c): n for n, c in _ERROR.findall(_read_java(p)) if int(c) not in kafka}
    report.found.append(f"Errors.java: {p} ({len(out)} codes Kafka does not define)")
    return out


# ---------------------------------------------------------------- roles


def _paths(fields: tuple[FieldSpec, ...], prefix: str = "") -> Iterable[tuple[str, FieldSpec]]:
    for f in fields:
        if f.fields and f.kind == "array" and f.element is None:
            yield from _paths(f.fields, f"{prefix}{f.name}[].")
        else:
            yield f"{prefix}{f.name}", f


def _field_roles(spec: MessageSpec) -> tuple[dict[str, str], list[str]]:
    """field role -> path for one spec, and the roles left out as ambiguous."""
    cands: dict[str, list[str]] = {}
    for path, _f in _paths(spec.fields):
        parts = path.split(".")
        leaf = parts[-1]
        role = _FIELD_ROLES.get(leaf)
        if leaf == "Name" and len(parts) > 1 and parts[-2] in ("Topics[]",):
            role = "topic"
        elif leaf == "Name" and len(parts) > 1 and parts[-2] == "Config[]":
            role = "config_name"
        elif leaf == "Value" and len(parts) > 1 and parts[-2] == "Config[]":
            role = "config_value"
        elif leaf == "ErrorCode":
            role = {
                1: "error",
                2: "mirror_error" if parts[0] == "Mirrors[]" else "topic_error",
            }.get(len(parts), "partition_error")
        elif leaf == "TopicId" and parts[0] in ("LookupResults[]", "LastMirrorEpochLookups[]"):
            role = "lookup_topic_id"
        elif leaf == "PartitionIndex" and parts[0] == "LookupResults[]":
            role = "lookup_partition"
        if role is not None:
            cands.setdefault(role, []).append(path)
    out, ambiguous = {}, []
    for role, paths in cands.items():
        if role == "lme" and any(p.startswith("LookupResults[]") for p in paths):
            paths = [p for p in paths if p.startswith("LookupResults[]")]
        elif len(paths) > 1:
            paths = [p for p in paths if not p.startswith("LookupResults[]")]
        if len(paths) == 1:
            out[role] = paths[0]
        else:
            ambiguous.append(f"{spec.name} {role} ({' or '.join(paths)})")
    return out, ambiguous


def _roles(specs: list, report: ImportReport) -> tuple[dict, dict[str, str]]:
    rpcs = sorted({s.rpc for _f, s in specs})
    rpc_roles: dict[str, str] = {}
    unknown = []
    for rpc in rpcs:
        role = next((r for pat, r in _RPC_ROLES if re.match(pat, rpc)), None)
        if role is None or role in rpc_roles:
            unknown.append(rpc)
        else:
            rpc_roles[role] = rpc
    if unknown:
        report.missing.append(
            "roles it could not infer (listed, not analysed): RPC " + ", ".join(unknown)
        )
    fields: dict[str, dict[str, dict[str, str]]] = {}
    ambiguous: list[str] = []
    by = {(s.rpc, s.type): s for _f, s in specs}
    for role, rpc in rpc_roles.items():
        for kind in ("request", "response"):
            found, amb = _field_roles(by[(rpc, kind)])
            ambiguous += amb
            if found:
                fields.setdefault(role, {})[kind] = found
    if ambiguous:
        report.missing.append(
            "field roles left out (more than one field could play them): " + "; ".join(ambiguous)
        )
    return {"rpcs": rpc_roles, "fields": fields}, rpc_roles


def _state_machine(
    states: dict[str, int], rule: dict[str, list[str] | str] | None, report: ImportReport
) -> dict | None:
    if not states:
        if rule is not None:
            report.missing.append(
                "the transition rule was found, but without the enum its states have no "
                "numbers: left out"
            )
        return None
    initial = "UNKNOWN" if "UNKNOWN" in states else None
    roles = {
        r: next(n for n in names if n in states)
        for r, names in _STATE_ROLES.items()
        if any(n in states for n in names)
    }
    machine: dict = {"initial": initial, "roles": roles}
    if rule is not None and initial is not None:
        first = [t for t, v in rule.items() if isinstance(v, list) and "null" in v]
        if len(first) == 1:
            roles["added"] = first[0]
            roles.setdefault("preparing", first[0])
        else:
            report.missing.append(
                "the state a started partition enters (entered from no state): "
                + (" or ".join(first) if first else "none in the rule")
            )
        enter: dict = {}
        for target, froms in rule.items():
            if froms == "*":
                enter[target] = {"from": "*"}
            else:
                enter[target] = {
                    "from": sorted({initial if f == "null" else f for f in froms})
                }
        for s in states:
            enter.setdefault(s, {"from": []})
        machine["enter"] = enter
        report.missing.append(
            "carriers (which RPC carries each change) are not in the Java: not set, so "
            "transitions are checked edge by edge, not by RPC"
        )
    elif rule is not None:
        report.missing.append("no UNKNOWN state: the state machine's rules are left out")
    return machine
