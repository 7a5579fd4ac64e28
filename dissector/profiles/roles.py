"""What the mirror RPCs and their fields mean: the ``roles`` and ``stateMachine`` of a profile.

Owns: reading the ``"roles"`` and ``"stateMachine"`` sections of a profile's
``profile.json``, checking them against the profile's message specs, and
reading decoded bodies through them.  The analysis asks for *roles*, never
for field names: "the (topic, partition, lmo) rows of this LMO-query
response", and this module turns that into the body's snake_case keys of
the profile at hand.  A KIP revision that renames a field or an RPC changes
its ``profile.json``, not the analysis.

``profile.json``::

    "roles": {
      "rpcs": {"lmo_query": "LastMirroredOffsets", ...},        // RPC role -> RPC name
      "fields": {                                               // RPC role -> direction -> ...
        "lmo_query": {
          "request": {"mirror": "MirrorName"},
          "response": {"topic": "Topics[].Name",                // field role -> spec path
                       "partition": "Topics[].Partitions[].PartitionIndex",
                       "lmo": "Topics[].Partitions[].LastMirroredOffset"}}}},
    "stateMachine": {
      "initial": "UNKNOWN",                                     // state before anything happened
      "roles": {"added": "INITIALIZING", ...},                  // state role -> state name
      "enter": {"PREPARING": {"from": ["INITIALIZING"], "carrier": "write_states"}, ...}}

A path names spec fields (their ``name``) from the top of the message,
``Name[]`` for each array of structs on the way.  A role that names an RPC
the profile lacks, or a field its spec lacks, fails at load time with a
:class:`~dissector.wire.specs.SpecError` naming the file and the role, e.g.
``kip1279-seed/profile.json: roles.fields.lmo_query.response.lmo:
LastMirroredOffsetsResponse has no field Topics[].Partitions[].LastOffset``.
Every role is optional: the analysis reads an undeclared field role as null
and skips an undeclared RPC role.

Must not import: the codec, capture reading, pandas, the analysis or the CLI.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from ..wire.specs import FieldSpec, MessageSpec, SpecError

__all__ = [
    "FIELD_ROLES",
    "RPC_ROLES",
    "STATE_ROLES",
    "FieldPath",
    "Roles",
    "StateMachine",
    "parse_roles",
    "parse_state_machine",
]

#: RPC roles the analysis knows: what each mirror RPC does.
RPC_ROLES = (
    "create_mirror",
    "add_topics",
    "remove_topics",
    "lmo_query",
    "list_mirrors",
    "describe_mirrors",
    "read_states",
    "write_states",
    # later revisions' RPCs (KIP1279-REVISIONS.md): a profile may declare them, e.g. as
    # state machine carriers; the analysis lists them but does not replay them yet
    "pause_topics",
    "resume_topics",
    "delete_mirror",
    "bump_leader_epochs",
    "recover_topics",  # the third revision's RecoverMirrorTopics: FAILED partitions start over
)
#: Field roles the analysis reads (a role may be declared for any RPC and direction).
FIELD_ROLES = (
    "mirror",  # a mirror's name
    "topic",
    "partition",
    "state",  # a partition state: an int code, or its name when the field is a string
    "lmo",  # the last mirrored offset
    "lme",  # the last mirror epoch (later revisions carry epochs where the seed has LMOs)
    "source_offset",
    "destination_offset",
    "lag",
    "error",  # the top-level error code
    "mirror_error",
    "topic_error",
    "partition_error",
    "config_name",
    "config_value",
    "bootstrap",  # a mirror's source bootstrap servers
    "topic_total",  # how many topics a mirror has
    "removed",  # names of topics removed from a mirror
    # a last-mirror-epoch lookup inside another RPC (2026-07: DescribeClusterMirrors' tagged
    # LookupResults), read with "lme": the topic id and partition it answers for
    "lookup_topic_id",
    "lookup_partition",
)
#: State roles: the states that name the steps of mirroring (MISSION.md, "How mirroring behaves").
STATE_ROLES = ("added", "preparing", "mirroring", "stopping", "stopped", "failed")
#: ... and the third revision's ULE_RECOVERY: a mirroring partition cut back after an unclean
#: leader election on the source (a MIRRORING written after it is a ``ule`` truncation)
STATE_ROLES += ("ule_recovery",)
_KINDS = ("request", "response")
_SEGMENT = re.compile(r"[A-Za-z][A-Za-z0-9]*(\[\])?")


@dataclass(frozen=True)
class FieldPath:
    """A field role resolved against a spec: ``arrays`` are the snake_case keys of the
    arrays of structs on the way down, ``key`` the field's own key."""

    text: str
    arrays: tuple[str, ...]
    key: str
    spec: FieldSpec

    @property
    def is_text(self) -> bool:
        """Whether the field holds a string (a state by name rather than by code)."""
        return self.spec.base_type == "string"


@dataclass(frozen=True)
class StateMachine:
    """The partition state machine of a profile, by state name.

    ``initial``: the state of a partition before anything happened to it (or None);
    ``roles``: state role (``added``, ``preparing``, ...) -> state name;
    ``enter``: state -> (states it may be entered from, or None for any; the
    RPC role that carries the change, or None when no RPC does).  Without ``enter``
    there are no rules: the states' roles alone are known, and nothing is checked.
    """

    initial: str | None
    roles: dict[str, str]
    enter: dict[str, tuple[frozenset[str] | None, str | None]]

    def state(self, role: str) -> str | None:
        """The state name of a state role, or None when the profile has no such step."""
        return self.roles.get(role)


@dataclass
class Roles:
    """The roles of a profile's mirror RPCs and fields, and readers of bodies through them.

    ``rpcs`` maps RPC role -> RPC name, ``fields`` (RPC role, direction) ->
    field role -> :class:`FieldPath`; ``machine`` is the state machine, or None.
    """

    rpcs: dict[str, str] = field(default_factory=dict)
    fields: dict[tuple[str, str], dict[str, FieldPath]] = field(default_factory=dict)
    machine: StateMachine | None = None

    def __post_init__(self) -> None:
        self._by_rpc = {name: role for role, name in self.rpcs.items()}

    def __bool__(self) -> bool:
        return bool(self.rpcs)

    def role_of(self, rpc_name: str | None) -> str | None:
        """The RPC role of an RPC name (``LastMirroredOffsets`` -> ``lmo_query``), or None."""
        return self._by_rpc.get(rpc_name or "")

    def rpc(self, role: str) -> str | None:
        """The RPC name that plays ``role`` in this profile, or None."""
        return self.rpcs.get(role)

    def path(self, rpc_role: str, kind: str, role: str) -> FieldPath | None:
        """The field playing ``role`` in the ``kind`` body of ``rpc_role``, or None."""
        return self.fields.get((rpc_role, kind), {}).get(role)

    def keys(self, role: str) -> frozenset[str]:
        """The snake_case keys of every field that plays ``role``, over all RPCs."""
        return frozenset(
            p.key for by_role in self.fields.values() for r, p in by_role.items() if r == role
        )

    def value(self, rpc_role: str, kind: str, body: Any, role: str) -> Any:
        """The value of a field role in a body: the field itself when it is top-level, else
        its first non-null value in the body's arrays; None when undeclared or absent."""
        p = self.path(rpc_role, kind, role)
        if p is None or not isinstance(body, dict):
            return None
        if not p.arrays:
            return body.get(p.key)
        return next((v for (v,) in self.rows(rpc_role, kind, body, role) if v is not None), None)

    def rows(self, rpc_role: str, kind: str, body: Any, *roles: str) -> Iterator[tuple]:
        """Tuples of the ``roles``' values, one per entry of the deepest array they reach.

        Values of fields higher up are repeated on every row below them, so
        ``rows(..., "mirror", "topic")`` works whether the mirror name sits on
        each topic or once at the top.  An undeclared role reads as None.  The
        roles' arrays must lie on one path (``Topics[]`` and
        ``Topics[].Partitions[]``, not ``Topics[]`` and ``Mirrors[]``).
        """
        for outer, _inner in self._walk(rpc_role, kind, body, roles, ()):
            yield outer

    def groups(
        self, rpc_role: str, kind: str, body: Any, outer: Iterable[str], inner: Iterable[str]
    ) -> Iterator[tuple[tuple, list[tuple]]]:
        """``(outer values, [inner values, ...])`` per entry of the ``outer`` roles' array.

        E.g. each mirror of a describe response with the rows of its partitions.
        """
        yield from self._walk(rpc_role, kind, body, tuple(outer), tuple(inner))

    def _walk(
        self, rpc_role: str, kind: str, body: Any, outer: tuple, inner: tuple
    ) -> Iterator[tuple[tuple, list[tuple]]]:
        if not isinstance(body, dict):
            return
        by_role = self.fields.get((rpc_role, kind), {})
        op = [by_role.get(r) for r in outer]
        ip = [by_role.get(r) for r in inner]
        spine = _spine(op, f"{rpc_role}.{kind}", outer)
        if inner:
            ispine = _spine(ip, f"{rpc_role}.{kind}", inner)
            above = any(p is not None and len(p.arrays) < len(spine) for p in ip)
            if above or ispine[: len(spine)] != spine:
                spine_text = ".".join(spine) or "the top"
                raise SpecError(
                    f"roles.fields.{rpc_role}.{kind}: {', '.join(inner)} do not lie under "
                    f"{spine_text}"
                )
        else:
            ispine = spine
        for values, entry in _descend(body, op, spine, 0, [None] * len(op)):
            found: list[tuple] = []
            if inner:
                found = [
                    tuple(v)
                    for v, _e in _descend(
                        entry, _shift(ip, len(spine)), ispine[len(spine) :], 0, [None] * len(ip)
                    )
                ]
            yield tuple(values), found


def _spine(paths: list[FieldPath | None], where: str, roles: tuple) -> tuple[str, ...]:
    """The deepest array path of ``paths``; every other one must be a prefix of it."""
    deepest: tuple[str, ...] = ()
    for p in paths:
        if p is not None and len(p.arrays) > len(deepest):
            deepest = p.arrays
    for r, p in zip(roles, paths, strict=True):
        if p is not None and p.arrays != deepest[: len(p.arrays)]:
            raise SpecError(
                f"roles.fields.{where}: {r} ({p.text}) is not on the path of the other roles"
            )
    return deepest


def _shift(paths: list[FieldPath | None], depth: int) -> list[FieldPath | None]:
    return [
        None if p is None else FieldPath(p.text, p.arrays[depth:], p.key, p.spec) for p in paths
    ]


def _descend(
    obj: dict, paths: list[FieldPath | None], spine: tuple[str, ...], depth: int, values: list
) -> Iterator[tuple[list, dict]]:
    values = list(values)
    for i, p in enumerate(paths):
        if p is not None and len(p.arrays) == depth:
            values[i] = obj.get(p.key)
    if depth == len(spine):
        yield values, obj
        return
    items = obj.get(spine[depth])
    for item in items if isinstance(items, list) else ():
        if isinstance(item, dict):
            yield from _descend(item, paths, spine, depth + 1, values)


# ---------------------------------------------------------------- loading


def _resolve(spec: MessageSpec, text: Any, where: str) -> FieldPath:
    if not isinstance(text, str) or not text:
        raise SpecError(f"{where}: a field path must be a string like 'Topics[].Name'")
    fields = spec.fields
    arrays: list[str] = []
    parts = text.split(".")
    for i, part in enumerate(parts):
        if not _SEGMENT.fullmatch(part):
            raise SpecError(f"{where}: bad field path {text!r}")
        name = part.removesuffix("[]")
        found = next((f for f in fields if f.name == name), None)
        if found is None:
            raise SpecError(f"{where}: {spec.name} has no field {text}")
        last = i == len(parts) - 1
        if not last:
            if found.kind != "array" or found.element is not None:
                raise SpecError(f"{where}: {spec.name} field {name} is not an array of structs")
            if not part.endswith("[]"):
                raise SpecError(f"{where}: {spec.name} field {name} is an array: write {name}[]")
            arrays.append(found.key)
            fields = found.fields
        elif part.endswith("[]"):
            raise SpecError(f"{where}: {text} ends with []: name the field inside the array")
        else:
            return FieldPath(text, tuple(arrays), found.key, found)
    raise SpecError(f"{where}: bad field path {text!r}")  # pragma: no cover


def parse_roles(raw: Any, messages: dict[tuple[int, str], MessageSpec], filename: str) -> Roles:
    """Check a profile's ``roles`` section against its specs; see the module docstring."""
    if raw is None:
        return Roles()
    if not isinstance(raw, dict):
        raise SpecError(f"{filename}: roles: must be an object")
    for k in raw:
        if k not in ("rpcs", "fields"):
            raise SpecError(f"{filename}: roles.{k}: unknown section (rpcs, fields)")
    specs = {(m.rpc, m.type): m for m in messages.values()}
    names = sorted({m.rpc for m in messages.values()})
    rpcs_raw = raw.get("rpcs", {})
    if not isinstance(rpcs_raw, dict):
        raise SpecError(f"{filename}: roles.rpcs: must map RPC roles to RPC names")
    rpcs: dict[str, str] = {}
    for role, name in rpcs_raw.items():
        where = f"{filename}: roles.rpcs.{role}"
        if role not in RPC_ROLES:
            raise SpecError(f"{where}: unknown RPC role (known: {', '.join(RPC_ROLES)})")
        if name not in names:
            raise SpecError(f"{where}: no RPC named {name!r} in the specs ({', '.join(names)})")
        if name in rpcs.values():
            raise SpecError(f"{where}: {name} already plays another role")
        rpcs[role] = name
    fields_raw = raw.get("fields", {})
    if not isinstance(fields_raw, dict):
        raise SpecError(f"{filename}: roles.fields: must be an object")
    fields: dict[tuple[str, str], dict[str, FieldPath]] = {}
    for role, by_kind in fields_raw.items():
        where = f"{filename}: roles.fields.{role}"
        if role not in rpcs:
            raise SpecError(f"{where}: {role} is not in roles.rpcs")
        if not isinstance(by_kind, dict):
            raise SpecError(f"{where}: must map request/response to field roles")
        for kind, by_role in by_kind.items():
            if kind not in _KINDS:
                raise SpecError(f"{where}.{kind}: must be request or response")
            if not isinstance(by_role, dict):
                raise SpecError(f"{where}.{kind}: must map field roles to field paths")
            spec = specs[(rpcs[role], kind)]
            out = fields.setdefault((role, kind), {})
            for frole, text in by_role.items():
                w = f"{where}.{kind}.{frole}"
                if frole not in FIELD_ROLES:
                    raise SpecError(f"{w}: unknown field role (known: {', '.join(FIELD_ROLES)})")
                out[frole] = _resolve(spec, text, w)
    return Roles(rpcs, fields)


def parse_state_machine(
    raw: Any, states: dict[int, str], rpcs: dict[str, str], filename: str
) -> StateMachine | None:
    """Check a profile's ``stateMachine`` section against its states and RPC roles."""
    if raw is None:
        return None
    where = f"{filename}: stateMachine"
    if not isinstance(raw, dict):
        raise SpecError(f"{where}: must be an object")
    names = set(states.values())

    def state(v: Any, w: str) -> str:
        if v not in names:
            raise SpecError(f"{w}: {v!r} is not in partitionStates ({', '.join(sorted(names))})")
        return v

    initial = raw.get("initial")
    if initial is not None:
        state(initial, f"{where}.initial")
    elif raw.get("enter"):
        raise SpecError(f"{where}.initial: a state machine with rules needs its initial state")
    roles_raw = raw.get("roles", {})
    if not isinstance(roles_raw, dict):
        raise SpecError(f"{where}.roles: must map state roles to state names")
    roles = {}
    for r, v in roles_raw.items():
        if r not in STATE_ROLES:
            raise SpecError(f"{where}.roles.{r}: unknown state role ({', '.join(STATE_ROLES)})")
        roles[r] = state(v, f"{where}.roles.{r}")
    enter_raw = raw.get("enter", {})
    if not isinstance(enter_raw, dict):
        raise SpecError(f"{where}.enter: must map states to {{from, carrier}}")
    enter: dict[str, tuple[frozenset[str] | None, str | None]] = {}
    for to, rule in enter_raw.items():
        w = f"{where}.enter.{to}"
        state(to, w)
        if not isinstance(rule, dict):
            raise SpecError(f"{w}: must be an object with 'from' and 'carrier'")
        frm = rule.get("from", [])
        allowed: frozenset[str] | None
        if frm == "*":
            allowed = None
        elif isinstance(frm, list):
            allowed = frozenset(state(s, f"{w}.from") for s in frm)
        else:
            raise SpecError(f"{w}.from: must be a list of states or '*'")
        carrier = rule.get("carrier")
        if carrier is not None and carrier not in rpcs:
            raise SpecError(f"{w}.carrier: {carrier!r} is not in roles.rpcs")
        enter[to] = (allowed, carrier)
    return StateMachine(initial, roles, enter)
