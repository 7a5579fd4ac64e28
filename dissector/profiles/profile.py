"""Profiles: one KIP revision's mirror RPCs as data.

Owns: :class:`Profile` (a folder of message specs plus ``profile.json``: API-key
map, partition state codes, roles and state machine), :func:`load_profile`
(by shipped name or folder, checked strictly at load time) and
:func:`available_profiles` (the folders of ``dissector/profiles/``).

Must not import: the codec, capture reading, decoding, analysis, pandas, or the CLI.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from importlib import resources
from pathlib import Path

from ..wire.specs import MessageSpec, SpecError, parse_spec, strip_comments
from .roles import Roles, parse_roles, parse_state_machine

__all__ = ["AUTO_PROFILE", "DEFAULT_PROFILE", "Profile", "available_profiles", "load_profile"]

#: The profile used when none is named: the KIP's RPC section as first published.
DEFAULT_PROFILE = "kip1279-seed"
#: The profile name that asks for the profile to be chosen from the capture
#: (:mod:`dissector.pipeline.choice`).
AUTO_PROFILE = "auto"


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
    #: what the RPCs and fields mean (:class:`dissector.profiles.roles.Roles`);
    #: empty without ``roles``
    roles: Roles | None = None
    errors: dict[int, str] = field(default_factory=dict)
    #: when the revision was current (ISO date, ``profile.json`` ``"date"``); "" when
    #: undated.  ``--profile auto`` takes the newest of profiles nothing else tells apart.
    date: str = ""
    #: for an undated revision known to be later than a date (``profile.json`` ``"after"``,
    #: ISO): ``--profile auto`` orders it after that date, before any later dated one
    after: str = ""
    #: how an undated revision was put together (``"assembled"``), e.g. "from undated files"
    assembled: str = ""
    #: spec file -> the commit it was transcribed from (``"sourceCommits"``)
    source_commits: dict[str, str] = field(default_factory=dict)
    #: server endpoint (``address:port``) -> the profile its messages are decoded with,
    #: where it is not this one (clusters of one capture on different revisions: see
    #: :meth:`per_endpoint`); empty: one profile for every endpoint
    per_server: dict[str, Profile] = field(default_factory=dict, repr=False)

    def for_server(self, server: str | None) -> Profile:
        """The profile the messages of ``server`` (``address:port``) are decoded with."""
        return self.per_server.get(server or "", self) if self.per_server else self

    def per_endpoint(self, servers: dict[str, Profile]) -> Profile:
        """A copy whose endpoints in ``servers`` (``address:port`` -> profile) are decoded
        with their own profile, the others with this one (its name says so:
        ``NAME+OTHER``)."""
        main = self.base or self.name
        servers = {s: p for s, p in servers.items() if p.name != main}
        if not servers:
            return self
        others = sorted({p.name for p in servers.values()})
        return replace(self, name="+".join([main, *others]), per_server=dict(servers),
                       base=main)  # fmt: skip

    #: the name of the profile a per-endpoint copy was made from ("" for a plain one)
    base: str = ""

    @property
    def order(self) -> str:
        """The date ``--profile auto`` orders profiles by: ``date``, else the day after
        ``after`` is not known, so ``after`` itself with a suffix that sorts after it."""
        return self.date or (f"{self.after}+" if self.after else "")

    def __post_init__(self) -> None:
        self.rpcs = {m.rpc: k for (k, _t), m in self.messages.items()}
        if self.roles is None:
            self.roles = Roles()

    def error_name(self, code: int | None) -> str | None:
        """The name of an error code: the profile's own names first, then Kafka's."""
        if code is not None and code in self.errors:
            return self.errors[code]
        from ..kafka.protocol import error_name

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
            date=self.date,
            after=self.after,
            assembled=self.assembled,
            source_commits=dict(self.source_commits),
        )


def _profiles_root() -> Path:
    return Path(str(resources.files("dissector") / "profiles"))


def available_profiles() -> list[str]:
    """Names of the profiles shipped inside the package (folders of ``dissector/profiles``)."""
    root = _profiles_root()
    return sorted(p.name for p in root.iterdir() if (p / "profile.json").is_file())


#: How the names of a profile's spec files end (Kafka's own naming).
_SPEC_ENDS = ("Request.json", "Response.json")


def load_profile(name_or_dir: str | Path = DEFAULT_PROFILE) -> Profile:
    """Load a profile by shipped name or from a folder of spec files.

    The folder holds ``*Request.json``/``*Response.json`` specs and an
    optional ``profile.json`` (``name``, ``description``, ``date`` (ISO, when the
    revision was current), ``after`` (ISO, for an undated revision known to be later),
    ``assembled`` (how an undated revision was put together), ``sourceCommits`` (spec
    file -> commit), ``partitionStates``,
    ``errors`` (code -> name, for codes the revision adds), ``roles``,
    ``stateMachine``: see :mod:`dissector.profiles.roles`).
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
            meta = json.loads(strip_comments(meta_path.read_text()))
        except json.JSONDecodeError as e:
            raise SpecError(f"profile.json: not JSON: {e.msg} at line {e.lineno}") from None
    messages: dict[tuple[int, str], MessageSpec] = {}
    files = sorted(f for f in p.glob("*.json") if f.name != "profile.json")
    if not files:
        raise SpecError(f"{p}: no message spec files (*.json)")
    if not meta_path.is_file() and not any(f.name.endswith(_SPEC_ENDS) for f in files):
        raise SpecError(
            f"{p}: not a profile (no profile.json, no *Request.json/*Response.json specs); "
            "make one from a KIP-1279 build with `kmirror profiles import PATH`, or name a "
            f"shipped one ({', '.join(available_profiles())})"
        )
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
        date=_date(meta.get("date", ""), where),
        after=_date(meta.get("after", ""), f"{where} (after)"),
        assembled=str(meta.get("assembled", "")),
        source_commits={str(k): str(v) for k, v in (meta.get("sourceCommits") or {}).items()},
    )


def _date(value: object, where: str) -> str:
    """``profile.json``'s ``date``: an ISO date (``2026-07-21``) or absent."""
    text = str(value)
    if text and not (len(text) == 10 and text[4] == text[7] == "-" and
                     text.replace("-", "").isdigit()):  # fmt: skip
        raise SpecError(f"{where}: date: {text!r} is not an ISO date (YYYY-MM-DD)")
    return text
