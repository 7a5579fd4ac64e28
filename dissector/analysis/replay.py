"""Replaying the mirror RPCs in order: partition states, LMOs, lag, truncations, conversations.

Owns: :class:`Replay`, which walks the exchanges once in time order and
reconstructs from the wire what the mirror RPCs did.  It reads mirror bodies
only through the profile's roles (:mod:`dissector.roles`): RPCs by role
(``add_topics``, ``write_states``, ...), fields by role (``topic``,
``partition``, ``lmo``, ``state``, ...), states by state role (``added``,
``mirroring``, ...) and the state machine of the profile's ``profile.json``.
Below, the RPC and state names are the seed profile's:

- **transitions** -- carried by the RPCs that cause them: AddTopicsToMirror
  (accepted topic -> every partition INITIALIZING), RemoveTopicsFromMirror
  (-> STOPPING), WriteMirrorStates (the written State, when answered with no
  error for the partition).  A carrier is placed at its request time; an
  observation (ReadMirrorStates, DescribeMirrors) at its response time, and is
  checked against the transitions that could have been applied while it was
  handled; a state no carrier explains becomes an *inferred* transition (with a
  ``note``), valid when its edge is one the state machine allows.
- **LMOs** -- written (WriteMirrorStates) and read (ReadMirrorStates,
  LastMirroredOffsets); ``recorded`` is False when 0 came back for a partition
  no write was seen for on that cluster ("no record").
- **the destination log end** of each mirrored partition, from the wire: the
  ListOffsets (latest) of the destination answered while AddTopicsToMirror
  was handled, the batches the mirror fetcher then copies (its Fetch
  responses: the offset after the last whole batch), DescribeMirrors
  DestinationOffset when nothing better is known, and each truncation.
- **truncations** -- *prepare*: a LastMirroredOffsets answer for a partition
  followed by its WriteMirrorStates MIRRORING: the log was cut to the LMO
  (``min(LMO, log end)``); *failover*: STOPPING followed by WriteMirrorStates
  STOPPED: the log was cut to the LSO, which is the LMO written.
- **conversations** -- which exchanges concern which mirror, and in what role.

State names, the state machine and its carriers come from the profile; its
rules are checked only when the profile declares a ``stateMachine``.  A
profile without ``roles`` gives no mirror tables (the analysis notes it).

Must not import: pandas or the CLI.
"""

from __future__ import annotations

import json
from bisect import bisect_right
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Any

from ..protocol import error_name
from ..roles import Roles
from ..specs import Profile
from .clusters import MIRROR_CONFIG, Clusters, split_servers
from .collect import (
    CREATE_TOPICS,
    FETCH,
    INCREMENTAL_ALTER_CONFIGS,
    LIST_OFFSETS,
    METADATA,
    Exchange,
)

__all__ = ["Replay"]

#: Handler of each RPC role; carriers are placed at their request time, the others
#: (observations) at their response time.
_HANDLERS = {
    "create_mirror": "_on_create",
    "add_topics": "_on_add",
    "remove_topics": "_on_remove",
    "write_states": "_on_write",
    "read_states": "_on_read",
    "lmo_query": "_on_lmo",
    "describe_mirrors": "_on_describe",
    "list_mirrors": "_on_list",
    "pause_topics": "_on_topic_op",
    "resume_topics": "_on_topic_op",
    "delete_mirror": "_on_topic_op",
    "bump_leader_epochs": "_on_topic_op",
}
#: What the conversations table says an RPC of a later revision did.
_VERBS = {
    "pause_topics": "pause",
    "resume_topics": "resume",
    "delete_mirror": "delete",
    "bump_leader_epochs": "bump leader epochs of",
}
_CARRIERS = {"create_mirror", "add_topics", "remove_topics", "write_states"}
#: Conversation role (the conversations table) of each RPC role.
_CONV_ROLE = {
    "create_mirror": "admin",
    "add_topics": "admin",
    "remove_topics": "admin",
    "describe_mirrors": "admin",
    "list_mirrors": "admin",
    "write_states": "coordinator",
    "read_states": "coordinator",
    "lmo_query": "lmo",
    "pause_topics": "admin",
    "resume_topics": "admin",
    "delete_mirror": "admin",
    "bump_leader_epochs": "controller",
}
_INF = float("inf")


@dataclass
class _Track:
    """The mirror fetcher of one destination partition, found from its first Fetch."""

    cursor: int
    start_ns: int
    source: str | None
    fetcher: str | None = None
    lost: bool = False
    first_offset: int | None = None
    lso: int | None = None
    fetch_ex: Exchange | None = None


@dataclass
class _Part:
    """What is known of one partition on one cluster."""

    state: str | None = None
    seen: bool = False
    since: int | None = None
    mirror: str | None = None
    history: list[tuple[int, float, str | None]] = field(default_factory=list)
    lmo: int | None = None
    log_end: int | None = None
    log_from: str | None = None
    log_ns: int = 0
    track: _Track | None = None
    stopping: bool = False
    transitions: int = 0
    last_seen: int | None = None
    describe: tuple | None = None


@dataclass
class _Mirror:
    cluster: str | None
    name: str
    configs: dict[str, Any] | None = None
    source_bootstrap: str | None = None
    created_frame: int | None = None
    topics: set[str] = field(default_factory=set)
    sources: set[str] = field(default_factory=set)  # source cluster evidence


class Replay:
    """Walk the exchanges and build the rows of the mirror tables (see module docstring)."""

    def __init__(self, exchanges: list[Exchange], clusters: Clusters, profile: Profile) -> None:
        self.exchanges = exchanges
        self.cluster = clusters
        self.profile = profile
        self.states = profile.states
        self.errors = profile.errors
        self.codes = {n: c for c, n in profile.states.items()}
        self.roles: Roles = profile.roles if profile.roles is not None else Roles()
        self.machine = self.roles.machine
        #: rules are checked only when the profile's state machine has some
        self.check = self.machine is not None and bool(self.machine.enter)
        sm = self.machine
        self.initial = sm.initial if sm is not None else None
        self.added, self.preparing, self.mirroring, self.stopping, self.stopped, self.failed = (
            sm.state(r) if sm is not None else None
            for r in ("added", "preparing", "mirroring", "stopping", "stopped", "failed")
        )
        self.parts: dict[tuple[str | None, str, int], _Part] = {}
        self.mirrors: dict[tuple[str | None, str], _Mirror] = {}
        self.topic_mirror: dict[tuple[str | None, str], str] = {}
        self.lmo_written: dict[tuple[str | None, str, int], int] = {}  # -> first write ns
        self.pending_lmo: dict[tuple[str, str, int], tuple[int, Exchange, bool]] = {}
        self.tracking: dict[tuple[str, int], list[tuple[str | None, str, int]]] = defaultdict(list)
        self.conv: dict[tuple[str | None, str], dict[int, tuple[Exchange, str, str]]] = defaultdict(
            dict
        )
        # rows
        self.observations: list[dict] = []
        self.transitions: list[dict] = []
        self.offsets: list[dict] = []
        self.truncations: list[dict] = []
        self.notes: list[str] = []
        self._prepass()

    # ------------------------------------------------------------ pre-pass

    def _prepass(self) -> None:
        """Partitions per (cluster, topic), ListOffsets ends, topic ids, from every exchange."""
        cl = self.cluster
        self.topic_parts: dict[tuple[str | None, str], set[int]] = defaultdict(set)
        self.listoffsets: dict[tuple[str | None, str, int], list[tuple[int, int, Exchange]]] = (
            defaultdict(list)
        )
        self.topic_names: dict[str, str] = {}
        #: (cluster, topic) -> the mirror coordinator/admin traffic names it with
        self.named_mirror: dict[tuple[str | None, str], str] = {}
        for ex in self.exchanges:
            if not ex.answered:
                continue
            c = cl(ex.server)
            req, resp = ex.request, ex.response
            if ex.mirror and isinstance(req, dict) and isinstance(resp, dict):
                R = self.roles
                role = R.role_of(ex.api_name)
                if role in ("read_states", "write_states"):
                    mirror = R.value(role, "request", req, "mirror")
                    for t, p in R.rows(role, "request", req, "topic", "partition"):
                        if p is None:
                            continue
                        self.topic_parts[(c, t)].add(p)
                        if mirror:
                            self.named_mirror.setdefault((c, t), mirror)
                if role == "describe_mirrors":
                    for mirror, err, t, p in R.rows(
                        role, "response", resp, "mirror", "mirror_error", "topic", "partition"
                    ):
                        if p is None:
                            continue
                        self.topic_parts[(c, t)].add(p)
                        if mirror and not err:
                            self.named_mirror.setdefault((c, t), mirror)
            elif ex.api_key == METADATA and isinstance(resp, dict):
                for name, (err, tid, parts) in resp["topics"].items():
                    if tid:
                        self.topic_names[f"id:{tid}"] = name
                    if not err and name:
                        self.topic_parts[(c, name)].update(p for p in parts if p is not None)
            elif ex.api_key == CREATE_TOPICS and isinstance(req, list):
                results = resp if isinstance(resp, dict) else {}
                for name, n, _configs in req:
                    if results.get(name) == 0 and isinstance(n, int) and n > 0:
                        self.topic_parts[(c, name)].update(range(n))
            elif ex.api_key == LIST_OFFSETS and isinstance(req, dict) and isinstance(resp, dict):
                for (t, p), (err, offset) in resp.items():
                    if not err and offset is not None and req.get((t, p)) == -1:
                        self.listoffsets[(c, t, p)].append((ex.response_ns, offset, ex))
        for v in self.listoffsets.values():
            v.sort(key=lambda x: x[0])

    # ------------------------------------------------------------ run

    def run(self) -> Replay:
        events = []
        for ex in self.exchanges:
            if ex.request_ns is None or ex.api_key is None:
                continue
            if ex.mirror:
                role = self.roles.role_of(ex.api_name)
                if role not in _HANDLERS or not isinstance(ex.request, dict):
                    continue
                if role in _CARRIERS:
                    events.append((ex.request_ns, ex.request_frame, ex.id, _HANDLERS[role], ex))
                elif ex.answered and isinstance(ex.response, dict):
                    events.append((ex.response_ns, ex.response_frame, ex.id, _HANDLERS[role], ex))
            elif ex.answered and ex.api_key == FETCH:
                events.append((ex.response_ns, ex.response_frame, ex.id, "_on_fetch", ex))
            elif ex.api_key in (CREATE_TOPICS, INCREMENTAL_ALTER_CONFIGS) and isinstance(
                ex.request, list
            ):
                events.append((ex.request_ns, ex.request_frame, ex.id, "_on_controller", ex))
        events.sort(key=lambda e: (e[0], e[1] or 0, e[2]))
        for _ns, _f, _i, handler, ex in events:
            getattr(self, handler)(ex)
        return self

    # ------------------------------------------------------------ helpers

    def _part(self, c: str | None, t: str, p: int) -> _Part:
        k = (c, t, p)
        ps = self.parts.get(k)
        if ps is None:
            ps = self.parts[k] = _Part()
        return ps

    def _mirror(self, c: str | None, name: str) -> _Mirror:
        k = (c, name)
        m = self.mirrors.get(k)
        if m is None:
            m = self.mirrors[k] = _Mirror(c, name)
        return m

    def _home(self, name: str, not_at: str | None = None) -> str | None:
        """The cluster of the one known mirror ``name`` (preferring one not at ``not_at``)."""
        where = [c for (c, n) in self.mirrors if n == name]
        other = [c for c in where if c != not_at]
        if len(other) == 1:
            return other[0]
        return where[0] if len(where) == 1 else None

    def _concern(self, c: str | None, mirror: str | None, ex: Exchange, role: str, text: str):
        if mirror:
            self.conv[(c, mirror)].setdefault(ex.id, (ex, role, text))

    def _state(self, value: Any) -> tuple[str | None, int | None]:
        """(state name, int code) of a state field: a code on the wire, or a name (no code)."""
        if value is None:
            return None, None
        if isinstance(value, str):
            return value, None
        return self.states.get(value, f"code {value}"), value

    def _error(self, rpc_role: str, body: Any) -> Any:
        """The top-level error code of a response (None when the profile declares none)."""
        return self.roles.value(rpc_role, "response", body, "error")

    def _partition_results(self, rpc_role: str, resp: dict | None) -> dict[tuple[str, int], int]:
        """(topic, partition) -> error code of a response's partition results."""
        if resp is None:
            return {}
        rows = self.roles.rows(rpc_role, "response", resp, "topic", "partition", "partition_error")
        return {(t, p): err or 0 for t, p, err in rows if p is not None}

    def _topic_results(self, rpc_role: str, resp: dict | None) -> dict[str, Any]:
        """topic -> error code of an answered response's topic results (empty on a top error)."""
        if resp is None or self._error(rpc_role, resp):
            return {}
        return dict(self.roles.rows(rpc_role, "response", resp, "topic", "topic_error"))

    def _base(self, ex: Exchange) -> dict[str, Any]:
        return {
            "exchange": ex.id,
            "correlation_id": ex.correlation_id,
            "client_id": ex.client_id,
            "client": ex.client,
            "server": ex.server,
        }

    # ------------------------------------------------------------ states

    def _transition(
        self,
        c: str | None,
        mirror: str | None,
        t: str,
        p: int,
        to: str,
        ex: Exchange,
        inferred: bool = False,
        rpc: str | None = None,
        time_ns: int | None = None,
    ) -> None:
        ps = self._part(c, t, p)
        frm, seen = ps.state, ps.seen
        if frm is None and to is not None and to == self.added:
            frm, seen = self.initial, False
        if frm == to:
            return
        when = time_ns if time_ns is not None else ex.request_ns
        valid, rule = self._validate(frm, to, rpc or ex.api_name, t, p, inferred)
        note = None
        if inferred:
            carrier = self._carrier(to) or "its carrier"
            note = f"observed by {rpc or ex.api_name}; no carrying RPC ({carrier}) captured"
        self.transitions.append(
            {
                "cluster": c,
                "mirror": mirror,
                "topic": t,
                "partition": p,
                "time": when,
                "from_state": frm,
                "to_state": to,
                "from_code": self.codes.get(frm) if frm else None,
                "to_code": self.codes.get(to),
                "from_seen": seen,
                "rpc": rpc or ex.api_name,
                "api_key": ex.api_key,
                **self._base(ex),
                "request_frame": ex.request_frame,
                "response_frame": ex.response_frame,
                "inferred": inferred,
                "valid": valid,
                "rule": rule,
                "note": note,
            }
        )
        ps.history.append(
            (ex.request_ns or 0, ex.response_ns if ex.response_ns is not None else _INF, frm)
        )
        del ps.history[:-8]
        ps.state, ps.seen, ps.since = to, True, when
        ps.mirror = mirror or ps.mirror
        ps.transitions += 1
        ps.last_seen = when

    def _validate(
        self, frm: str | None, to: str, rpc: str | None, t: str, p: int, inferred: bool
    ) -> tuple[bool | None, str | None]:
        if not self.check or self.machine is None:
            return None, None
        enter = self.machine.enter.get(to)
        if enter is None:
            return False, f"{to} is not a state of the mirroring state machine"
        allowed, _role = enter
        carrier = self._carrier(to)
        if frm is not None and allowed is not None and frm not in allowed:
            what = (
                f"{t}-{p}: {frm} -> {to} observed by {rpc} with no carrying RPC in the capture"
                if inferred
                else f"{rpc} accepted while the partition was {frm}"
            )
            return False, f"{what}: {to} is entered only from " + " or ".join(sorted(allowed))
        if inferred:
            # Only observed: the edge is allowed, and no RPC carried a wrong state.
            return True, None
        if carrier is not None and rpc != carrier:
            return False, f"{to} carried by {rpc}; only {carrier} carries it"
        return True, None

    def _carrier(self, to: str) -> str | None:
        """The RPC name that carries a change to state ``to``, or None."""
        if self.machine is None:
            return None
        role = self.machine.enter.get(to, (None, None))[1]
        return self.roles.rpc(role) if role is not None else None

    def _observe(
        self,
        c: str | None,
        mirror: str | None,
        t: str,
        p: int,
        state: str | None,
        code: int | None,
        ex: Exchange,
        source: str,
        at_request: bool = False,
        applied: bool | None = None,
    ) -> None:
        when = ex.request_ns if at_request else ex.response_ns
        frame = ex.request_frame if at_request else ex.response_frame
        ps = self._part(c, t, p)
        consistent: bool | None = True
        if not at_request and state is not None:
            if ps.state is None:
                ps.state, ps.seen, ps.since = state, True, when
                ps.mirror = mirror or ps.mirror
            elif state != ps.state:
                start = ex.request_ns or 0
                maybe = {frm for (_rq, rs, frm) in ps.history if rs >= start}
                if state not in maybe:
                    consistent = False
                    self._transition(c, mirror, t, p, state, ex, True, source, when)
        elif at_request:
            consistent = None
        ps.last_seen = max(ps.last_seen or 0, when or 0)
        self.observations.append(
            {
                "cluster": c,
                "mirror": mirror,
                "topic": t,
                "partition": p,
                "time": when,
                "state": state,
                "state_code": code,
                "source": source,
                "applied": applied,
                "consistent": consistent,
                "frame": frame,
                **self._base(ex),
            }
        )

    # ------------------------------------------------------------ carriers

    def _on_create(self, ex: Exchange) -> None:
        R, role = self.roles, "create_mirror"
        c = self.cluster(ex.server)
        name = R.value(role, "request", ex.request, "mirror")
        if not name:
            return
        configs = dict(R.rows(role, "request", ex.request, "config_name", "config_value"))
        resp = ex.response if isinstance(ex.response, dict) else None
        text = "create " + name + _cfg_text(configs)
        if resp is not None and not self._error(role, resp):
            m = self._mirror(c, name)
            m.configs = configs
            m.created_frame = ex.request_frame
            boot = configs.get("bootstrap.servers")
            if isinstance(boot, str):
                m.source_bootstrap = boot
            for k, v in configs.items():
                if str(k).endswith("bootstrap.servers"):
                    m.sources.update(self.cluster(a) for a in split_servers(v))
        self._concern(c, name, ex, "admin", text + _err(ex, self.errors))

    def _on_add(self, ex: Exchange) -> None:
        role = "add_topics"
        c = self.cluster(ex.server)
        resp = ex.response if isinstance(ex.response, dict) else None
        results = self._topic_results(role, resp)
        by_mirror: dict[str, list[str]] = defaultdict(list)
        for mirror, t in self.roles.rows(role, "request", ex.request, "mirror", "topic"):
            if not t or not mirror:
                continue
            by_mirror[mirror].append(t)
            if results.get(t) != 0:
                continue
            m = self._mirror(c, mirror)
            m.topics.add(t)
            self.topic_mirror[(c, t)] = mirror
            for p in self._topic_partitions(c, t, m):
                if self.added is not None:
                    self._transition(c, mirror, t, p, self.added, ex)
                ps = self._part(c, t, p)
                ps.track, ps.stopping = None, False
                end = self._listoffsets_end(c, t, p, ex)
                if end is not None:
                    ps.log_end, ps.log_from, ps.log_ns = end[0], "listoffsets", ex.request_ns
                else:
                    ps.log_end, ps.log_from, ps.log_ns = None, None, ex.request_ns
        for mirror, topics in by_mirror.items():
            self._concern(
                c, mirror, ex, "admin", "add " + ", ".join(topics) + _err(ex, self.errors)
            )

    def _topic_partitions(self, c: str | None, t: str, m: _Mirror) -> list[int]:
        parts = set(self.topic_parts.get((c, t), ()))
        for s in m.sources:
            parts |= self.topic_parts.get((s, t), set())
        return sorted(parts)

    def _listoffsets_end(self, c, t, p, ex: Exchange) -> tuple[int, Exchange] | None:
        """The destination's end offset answered while ``ex`` (AddTopicsToMirror) was handled."""
        seq = self.listoffsets.get((c, t, p))
        if not seq or ex.request_ns is None:
            return None
        limit = ex.response_ns if ex.response_ns is not None else _INF
        i = bisect_right([x[0] for x in seq], limit) - 1
        if i >= 0 and seq[i][0] >= ex.request_ns:
            return seq[i][1], seq[i][2]
        return None

    def _on_remove(self, ex: Exchange) -> None:
        role = "remove_topics"
        c = self.cluster(ex.server)
        resp = ex.response if isinstance(ex.response, dict) else None
        results = self._topic_results(role, resp)
        by_mirror: dict[str | None, list[str]] = defaultdict(list)
        for named, t in self.roles.rows(role, "request", ex.request, "mirror", "topic"):
            if not t:
                continue
            mirror = self.topic_mirror.get((c, t)) or self.named_mirror.get((c, t)) or named
            by_mirror[mirror].append(t)
            if results.get(t) != 0:
                continue
            parts = {p for (cc, tt2, p) in self.parts if cc == c and tt2 == t}
            parts = sorted(parts | self.topic_parts.get((c, t), set()))
            for p in parts:
                if self.stopping is not None:
                    self._transition(c, mirror, t, p, self.stopping, ex)
                self._part(c, t, p).stopping = True
        for mirror, topics in by_mirror.items():
            self._concern(
                c, mirror, ex, "admin", "remove " + ", ".join(topics) + _err(ex, self.errors)
            )

    def _on_write(self, ex: Exchange) -> None:
        R, role = self.roles, "write_states"
        c = self.cluster(ex.server)
        req = ex.request
        mirror = R.value(role, "request", req, "mirror")
        resp = ex.response if isinstance(ex.response, dict) else None
        top_ok = resp is not None and not self._error(role, resp)
        results = self._partition_results(role, resp)
        bits = []
        for t, p, value, lmo, lme in R.rows(
            role, "request", req, "topic", "partition", "state", "lmo", "lme"
        ):
            if p is None:
                continue
            state, code = self._state(value)
            applied = top_ok and results.get((t, p), 0) == 0
            bits.append(f"{t}-{p} {state}@{_at(lmo, lme)}")
            self._observe(c, mirror, t, p, state, code, ex, ex.api_name, True, applied)
            ps = self._part(c, t, p)
            prev = ps.state
            if state is None:
                pass
            elif state == self.mirroring:
                self._prepare_truncation(c, mirror, t, p, lmo, prev, ex)
            elif state == self.stopped and ps.stopping:
                self._failover_truncation(c, mirror, t, p, lmo, ex)
            elif state == self.failed:
                ps.track = None
            if applied:
                self.lmo_written.setdefault((c, t, p), ex.request_ns or 0)
                ps.lmo = lmo
                self.offsets.append(
                    {
                        "kind": "lme_write" if lmo is None and lme is not None else "lmo_write",
                        "cluster": c,
                        "mirror": mirror,
                        "topic": t,
                        "partition": p,
                        "time": ex.request_ns,
                        "rpc": ex.api_name,
                        "lmo": lmo,
                        "lme": lme,
                        "recorded": True,
                        "state": state,
                        "frame": ex.request_frame,
                        **self._base(ex),
                    }
                )
                if state is not None:
                    self._transition(c, mirror, t, p, state, ex)
        for name in R.value(role, "request", req, "removed") or []:
            m = self.mirrors.get((c, mirror)) if mirror else None
            if m is not None and top_ok:
                m.topics.discard(name)
        if mirror and top_ok:
            self._mirror(c, mirror)
        self._concern(c, mirror, ex, "coordinator", "write " + _short(bits) + _err(ex, self.errors))

    # ------------------------------------------------------------ truncations

    def _prepare_truncation(self, c, mirror, t, p, write_lmo, prev, ex: Exchange) -> None:
        pending = self.pending_lmo.pop((mirror, t, p), None) if mirror else None
        if pending is None and (prev is None or prev != self.preparing):
            return
        ps = self._part(c, t, p)
        lmo = pending[0] if pending is not None else write_lmo
        lmo_ex = pending[1] if pending is not None else None
        before = ps.log_end
        after = lmo if before is None or lmo is None else min(lmo, before)
        m = self.mirrors.get((c, mirror))
        src = _one(m.sources) if m is not None else None
        if src is None and lmo_ex is not None:
            src = self.cluster(lmo_ex.server)
        frames = []
        if lmo_ex is not None:
            frames.append(lmo_ex.response_frame)
        frames.append(ex.request_frame)
        self.truncations.append(
            {
                "cluster": c,
                "mirror": mirror,
                "topic": t,
                "partition": p,
                "time": ex.request_ns,
                "reason": "prepare",
                "target": "lmo",
                "source_cluster": src,
                "offset_before": before,
                "offset_after": after,
                "records_removed": None if before is None or after is None else before - after,
                "lmo": lmo,
                "before_from": ps.log_from if before is not None else None,
                "leader": ex.client_id,
                "lmo_exchange": lmo_ex.id if lmo_ex is not None else None,
                "write_exchange": ex.id,
                "evidence_frames": ";".join(str(f) for f in frames if f is not None),
                # for the failbacks table
                "_write_lmo": write_lmo,
                "_recorded": pending[2] if pending is not None else None,
                "_track": None,
            }
        )
        ps.log_end, ps.log_from, ps.log_ns = after, "truncation", ex.request_ns or 0
        start = lmo if lmo is not None else write_lmo
        if start is not None:
            ps.track = _Track(start, ex.request_ns or 0, src)
            self.truncations[-1]["_track"] = ps.track
            if (t, p) not in self.tracking or (c, t, p) not in self.tracking[(t, p)]:
                self.tracking[(t, p)].append((c, t, p))

    def _failover_truncation(self, c, mirror, t, p, lmo, ex: Exchange) -> None:
        ps = self._part(c, t, p)
        ps.stopping = False
        before = ps.log_end
        track = ps.track
        m = self.mirrors.get((c, mirror))
        src = _one(m.sources) if m is not None else None
        if src is None and track is not None:
            src = track.source
        frames = []
        if track is not None and track.fetch_ex is not None:
            frames.append(track.fetch_ex.response_frame)
        frames.append(ex.request_frame)
        self.truncations.append(
            {
                "cluster": c,
                "mirror": mirror,
                "topic": t,
                "partition": p,
                "time": ex.request_ns,
                "reason": "failover",
                "target": "lso",
                "source_cluster": src,
                "offset_before": before,
                "offset_after": lmo,
                "records_removed": None if before is None or lmo is None else before - lmo,
                "lmo": lmo,
                "lso": track.lso if track is not None else None,
                "before_from": ps.log_from if before is not None else None,
                "leader": ex.client_id,
                "fetch_exchange": track.fetch_ex.id if track and track.fetch_ex else None,
                "write_exchange": ex.id,
                "evidence_frames": ";".join(str(f) for f in frames if f is not None),
            }
        )
        ps.log_end, ps.log_from, ps.log_ns = lmo, "truncation", ex.request_ns or 0
        ps.track = None

    # ------------------------------------------------------------ observations

    def _on_lookups(self, s: str | None, ex: Exchange) -> None:
        """Last mirror epochs a describe response looked up (answered by cluster ``s``
        for the other side of a mirror, the way LMOs are for failback)."""
        R, role = self.roles, "describe_mirrors"
        if R.path(role, "response", "lme") is None:
            return
        bits = []
        for tid, p, lme in R.rows(
            role, "response", ex.response, "lookup_topic_id", "lookup_partition", "lme"
        ):
            if p is None:
                continue
            t = self.topic_names.get(f"id:{tid}", tid)
            self._lmo_read(s, None, t, p, None, None, ex, lme)
            bits.append(f"{t}-{p}=e{lme}")
        mirrors = {self.topic_mirror.get((c, t)) for (c, t) in self.topic_mirror}
        if bits and len(mirrors) == 1:
            mirror = next(iter(mirrors))
            home = self._home(mirror, not_at=s) if mirror else None
            self._concern(home, mirror, ex, "lmo", "LME " + _short(bits) + _err(ex, self.errors))

    def _on_topic_op(self, ex: Exchange) -> None:
        """Pause, resume, delete, bump: listed in the conversations (the state changes they
        lead to travel in WriteMirrorStates, which carries them)."""
        R = self.roles
        role = R.role_of(ex.api_name) or ""
        c = self.cluster(ex.server)
        mirror = R.value(role, "request", ex.request, "mirror")
        topics = [t for (t,) in R.rows(role, "request", ex.request, "topic") if t]
        topics += [
            t for (t,) in R.rows(role, "response", ex.response, "topic") if t and t not in topics
        ]
        if mirror is None:
            mirror = next((self.topic_mirror.get((c, t)) for t in topics), None)
        verb = _VERBS.get(role, role)
        text = f"{verb} " + (", ".join(topics) if topics else mirror or "")
        if role == "delete_mirror" and mirror and not self._error(role, ex.response):
            self.notes.append(f"mirror {mirror} deleted on {c} (frame {ex.request_frame})")
        self._concern(c, mirror, ex, _CONV_ROLE.get(role, "admin"), text + _err(ex, self.errors))

    def _on_read(self, ex: Exchange) -> None:
        R, role = self.roles, "read_states"
        c = self.cluster(ex.server)
        req, resp = ex.request, ex.response
        mirror = R.value(role, "request", req, "mirror")
        bits = []
        if not self._error(role, resp):
            if mirror:
                self._mirror(c, mirror)
            for t, p, err, value, lmo, lme in R.rows(
                role, "response", resp, "topic", "partition", "partition_error", "state", "lmo",
                "lme",
            ):  # fmt: skip
                if p is None or err:
                    continue
                state, code = self._state(value)
                bits.append(f"{t}-{p} {state}@{_at(lmo, lme)}")
                self._observe(c, mirror, t, p, state, code, ex, ex.api_name)
                self._lmo_read(c, mirror, t, p, lmo, state, ex, lme)
        self._concern(c, mirror, ex, "coordinator", "read " + _short(bits) + _err(ex, self.errors))

    def _lmo_read(self, c, mirror, t, p, lmo, state, ex: Exchange, lme=None) -> bool:
        if lmo is None and lme is not None:
            # an epoch: -1 says the store has none for the partition
            recorded = (c, t, p) in self.lmo_written or lme != -1
        else:
            recorded = (c, t, p) in self.lmo_written or (lmo is not None and lmo != 0)
        self.offsets.append(
            {
                "kind": "lme_read" if lmo is None and lme is not None else "lmo_read",
                "cluster": c,
                "mirror": mirror,
                "topic": t,
                "partition": p,
                "time": ex.response_ns,
                "rpc": ex.api_name,
                "lmo": lmo,
                "lme": lme,
                "recorded": recorded,
                "state": state,
                "frame": ex.response_frame,
                **self._base(ex),
            }
        )
        return recorded

    def _on_lmo(self, ex: Exchange) -> None:
        R, role = self.roles, "lmo_query"
        s = self.cluster(ex.server)
        req, resp = ex.request, ex.response
        mirror = R.value(role, "request", req, "mirror")
        bits = []
        if not self._error(role, resp):
            for t, p, err, lmo in R.rows(
                role, "response", resp, "topic", "partition", "partition_error", "lmo"
            ):
                if p is None or err:
                    continue
                recorded = self._lmo_read(s, mirror, t, p, lmo, None, ex)
                bits.append(f"{t}-{p}={lmo}" + ("" if recorded else " (no record)"))
                if mirror:
                    self.pending_lmo[(mirror, t, p)] = (lmo, ex, recorded)
        if mirror:
            home = self._home(mirror, not_at=s)
            m = self.mirrors.get((home, mirror)) if home is not None else None
            if m is not None and not m.sources:
                m.sources.add(s)
            self._concern(home, mirror, ex, "lmo", "LMO " + _short(bits) + _err(ex, self.errors))

    def _on_describe(self, ex: Exchange) -> None:
        c = self.cluster(ex.server)
        resp = ex.response
        if self._error("describe_mirrors", resp):
            return
        self._on_lookups(c, ex)
        inner = ("topic", "partition", "state", "source_offset", "destination_offset", "lag")
        for (name, mirror_err), found in self.roles.groups(
            "describe_mirrors", "response", resp, ("mirror", "mirror_error"), inner
        ):
            if not name:
                continue
            if mirror_err:
                if (c, name) in self.mirrors:
                    self._concern(c, name, ex, "admin", "describe" + _err(ex, self.errors))
                continue
            self._mirror(c, name)
            states: Counter = Counter()
            lags = 0
            for t, p, value, src, dst, lag in found:
                if p is None:
                    continue
                state, code = self._state(value)
                states[state] += 1
                lags += lag if isinstance(lag, int) and lag > 0 else 0
                self._observe(c, name, t, p, state, code, ex, ex.api_name)
                ps = self._part(c, t, p)
                ps.describe = (src, dst, lag)
                ps.mirror = ps.mirror or name
                tracked = ps.track is not None and ps.track.fetcher is not None
                if (
                    dst is not None
                    and not tracked
                    and ps.log_from not in ("listoffsets", "fetch")
                    and (ex.request_ns or 0) >= ps.log_ns
                ):
                    ps.log_end, ps.log_from, ps.log_ns = dst, "describe", ex.request_ns or 0
                self.offsets.append(
                    {
                        "kind": "lag",
                        "cluster": c,
                        "mirror": name,
                        "topic": t,
                        "partition": p,
                        "time": ex.response_ns,
                        "rpc": ex.api_name,
                        "state": state if state in self.codes else None,
                        "source_offset": src,
                        "destination_offset": dst,
                        "lag": lag,
                        "frame": ex.response_frame,
                        **self._base(ex),
                    }
                )
            text = ", ".join(f"{k}={v}" for k, v in sorted(states.items(), key=str))
            self._concern(c, name, ex, "admin", f"describe: {text or 'no partitions'}, lag {lags}")

    def _on_list(self, ex: Exchange) -> None:
        role = "list_mirrors"
        c = self.cluster(ex.server)
        resp = ex.response
        if self._error(role, resp):
            return
        for name, boot, count in self.roles.rows(
            role, "response", resp, "mirror", "bootstrap", "topic_total"
        ):
            if not name:
                continue
            m = self._mirror(c, name)
            if isinstance(boot, str) and boot:
                m.source_bootstrap = m.source_bootstrap or boot
                if not m.sources:
                    m.sources.update(self.cluster(a) for a in split_servers(boot))
            self._concern(c, name, ex, "admin", f"list: source {boot}, {count} topic(s)")

    def _on_fetch(self, ex: Exchange) -> None:
        req, resp = ex.request, ex.response
        if not isinstance(req, dict) or not isinstance(resp, dict) or not self.tracking:
            return
        s = self.cluster(ex.server)
        who = ex.client_id or ex.client
        for (tkey, p), offset in req.items():
            t = self.topic_names.get(tkey, tkey) if tkey else tkey
            keys = self.tracking.get((t, p))
            if not keys:
                continue
            for k in keys:
                ps = self.parts.get(k)
                tr = ps.track if ps is not None else None
                if tr is None or tr.lost:
                    continue
                if tr.source is not None and tr.source != s:
                    continue
                if tr.fetcher is None:
                    if offset != tr.cursor or (ex.request_ns or 0) < tr.start_ns:
                        continue
                    tr.fetcher, tr.first_offset = who, offset
                    tr.source = tr.source or s
                elif tr.fetcher != who:
                    continue
                got = resp.get((tkey, p))
                if got is None:
                    continue
                err, hwm, lso, end, _n = got
                tr.fetch_ex = ex
                tr.lso = lso
                if err or (hwm is not None and hwm < tr.cursor):
                    tr.lost = True
                elif end is not None and end > tr.cursor:
                    ps.log_end = max(ps.log_end or 0, end)
                    ps.log_from, ps.log_ns = "fetch", ex.response_ns or 0
                    tr.cursor = end
                c, _t, _p = k
                mirror = ps.mirror or self.topic_mirror.get((c, t))
                text = f"fetch {t}-{p}@{offset}: hwm {hwm}, lso {lso}" + (
                    f", copied to {end}" if end is not None else ""
                )
                self._concern(c, mirror, ex, "fetch", text + _err(ex, self.errors))

    def _on_controller(self, ex: Exchange) -> None:
        """CreateTopics / IncrementalAlterConfigs that set or drop ``mirror.name``."""
        c = self.cluster(ex.server)
        for entry in ex.request:
            # CreateTopics (name, n, configs); IncrementalAlterConfigs (type, name, configs)
            topic = entry[0] if ex.api_key == CREATE_TOPICS else entry[1]
            configs = entry[-1] or {}
            if MIRROR_CONFIG not in configs:
                continue
            value = configs[MIRROR_CONFIG]
            if isinstance(value, tuple):  # IncrementalAlterConfigs (operation, value)
                op, value = value
                verb = "set" if op in (0, None) else "drop"
            else:
                verb = "set"
            mirror = (
                value if isinstance(value, str) and value else self.topic_mirror.get((c, topic))
            )
            if mirror is None:
                continue
            home = (c, mirror) if (c, mirror) in self.mirrors else (self._home(mirror), mirror)
            text = f"{ex.api_name} {topic}: {verb} {MIRROR_CONFIG}" + (
                f"={value}" if verb == "set" else ""
            )
            self._concern(home[0], mirror, ex, "controller", text + _err(ex, self.errors))

    def names_only(self) -> None:
        """No bodies (a read table): mirrors and conversations from the mirror_name column.

        A name answered without error at a server makes a mirror there (cluster = the
        server's cluster); every mirror exchange naming it joins its conversation.
        """
        named = []
        for ex in self.exchanges:
            if not ex.mirror or not ex.mirror_name:
                continue
            c = self.cluster(ex.server)
            role = self.roles.role_of(ex.api_name) or ""
            names = [n for n in ex.mirror_name.split(",") if n]
            named.append((c, role, names, ex))
            # the LMO query names the asking mirror, which lives elsewhere
            if role != "lmo_query" and ex.answered and ex.error_code == 0:
                for n in names:
                    self._mirror(c, n)
        for c, role, names, ex in named:
            for n in names:
                home = self._home(n, not_at=c) if role == "lmo_query" else c
                if (home, n) in self.mirrors:
                    text = (ex.api_name or "") + _err(ex, self.errors)
                    self._concern(home, n, ex, _CONV_ROLE.get(role, "admin"), text)

    # ------------------------------------------------------------ results

    def conversations(self) -> list[dict]:
        rows = []
        for (c, mirror), entries in self.conv.items():
            if (c, mirror) not in self.mirrors:
                continue
            ordered = sorted(entries.values(), key=lambda e: (e[0].time_ns, e[0].id))
            for i, (ex, role, text) in enumerate(ordered, 1):
                rows.append(
                    {
                        "cluster": c,
                        "mirror": mirror,
                        "seq": i,
                        "exchange": ex.id,
                        "time": ex.time_ns,
                        "role": role,
                        "api_name": ex.api_name,
                        "client_id": ex.client_id,
                        "client": ex.client,
                        "server": ex.server,
                        "server_cluster": self.cluster(ex.server),
                        "correlation_id": ex.correlation_id,
                        "request_frame": ex.request_frame,
                        "response_frame": ex.response_frame,
                        "latency_ms": ex.latency_ms,
                        "error_code": ex.error_code,
                        "error_name": error_name(ex.error_code, self.errors if ex.mirror else None),
                        "summary": text,
                    }
                )
        rows.sort(key=lambda r: (str(r["cluster"]), r["mirror"], r["seq"]))
        return rows

    def partitions(self) -> list[dict]:
        rows = []
        for (c, t, p), ps in sorted(self.parts.items(), key=lambda x: (str(x[0][0]), x[0][1:])):
            if ps.mirror is None:
                continue
            d = ps.describe or (None, None, None)
            rows.append(
                {
                    "cluster": c,
                    "mirror": ps.mirror,
                    "topic": t,
                    "partition": p,
                    "state": ps.state,
                    "since": ps.since,
                    "lmo": ps.lmo,
                    "source_offset": d[0],
                    "destination_offset": d[1],
                    "lag": d[2],
                    "transitions": ps.transitions,
                    "last_seen": ps.last_seen,
                }
            )
        return rows

    def mirror_rows(self, conversations: list[dict], errors_by_exchange: dict) -> list[dict]:
        first: dict = {}
        last: dict = {}
        count: Counter = Counter()
        errs: dict = defaultdict(Counter)
        for r in conversations:
            k = (r["cluster"], r["mirror"])
            first[k] = min(first.get(k, r["time"]), r["time"])
            last[k] = max(last.get(k, r["time"]), r["time"])
            count[k] += 1
            for name in errors_by_exchange.get(r["exchange"], ()):
                errs[k][name] += 1
        by_state: dict = defaultdict(Counter)
        nparts: Counter = Counter()
        for (c, _t, _p), ps in self.parts.items():
            if ps.mirror is not None:
                by_state[(c, ps.mirror)][ps.state] += 1
                nparts[(c, ps.mirror)] += 1
        rows = []
        for (c, name), m in sorted(self.mirrors.items(), key=lambda x: (str(x[0][0]), x[0][1])):
            k = (c, name)
            order = {s: i for i, s in enumerate(self.states.values())}
            states = sorted(by_state[k].items(), key=lambda x: (order.get(x[0], 99), str(x[0])))
            rows.append(
                {
                    "cluster": c,
                    "mirror": name,
                    "source_bootstrap": m.source_bootstrap,
                    "source_cluster": _one(m.sources),
                    "configs": json.dumps(m.configs, sort_keys=True) if m.configs else None,
                    "created_frame": m.created_frame,
                    "first_seen": first.get(k),
                    "last_seen": last.get(k),
                    "topics": ",".join(sorted(m.topics)) or None,
                    "partitions": nparts[k],
                    "states": ", ".join(f"{s}={n}" for s, n in states) or None,
                    "exchanges": count[k],
                    "errors": sum(errs[k].values()),
                    "error_names": ", ".join(f"{n}={v}" for n, v in sorted(errs[k].items()))
                    or None,
                }
            )
        return rows

    def failbacks(self) -> list[dict]:
        """One row per failover and/or failback of a partition (see the failbacks table).

        A failback starts when a partition goes INITIALIZING on cluster Y for a mirror
        whose source X failed over before (or holds a recorded LMO for it); it is joined
        to X's last failover of that partition and to Y's next prepare truncation.  A
        prepare truncation that read a recorded LMO is a failback even when its
        AddTopicsToMirror is not in the capture.  Failovers never failed back stand alone.
        """
        fails = [t for t in self.truncations if t["reason"] == "failover"]
        preps = [t for t in self.truncations if t["reason"] == "prepare"]
        failover_at: dict = defaultdict(list)
        for f in fails:
            failover_at[f["cluster"]].append(f["time"])
        used_prep: set[int] = set()
        joined: set[int] = set()
        rows = []

        def next_prep(c, t, p, after) -> int | None:
            for i, x in enumerate(preps):
                if i in used_prep or (x["cluster"], x["topic"], x["partition"]) != (c, t, p):
                    continue
                if x["time"] >= after:
                    return i
            return None

        def last_failover(src, t, p, before) -> int | None:
            found = None
            for i, x in enumerate(fails):
                if (x["cluster"], x["topic"], x["partition"]) == (src, t, p) and x[
                    "time"
                ] <= before:
                    found = i
            return found

        for tr in self.transitions:
            if tr["to_state"] is None or tr["to_state"] != self.added or tr["inferred"]:
                continue
            c, t, p = tr["cluster"], tr["topic"], tr["partition"]
            m = self.mirrors.get((c, tr["mirror"]))
            src = _one(m.sources) if m is not None else None
            pi = next_prep(c, t, p, tr["time"])
            prep = preps[pi] if pi is not None else None
            if src is None and prep is not None:
                src = prep["source_cluster"]
            if src is None or src == c:
                continue
            if not (
                any(x <= tr["time"] for x in failover_at.get(src, ()))
                or self._recorded_at(src, t, p, tr["time"])
                or (prep is not None and prep["_recorded"])
            ):
                continue
            if pi is not None:
                used_prep.add(pi)
            fi = last_failover(src, t, p, tr["time"])
            if fi is not None:
                joined.add(fi)
            rows.append(self._failback_row(fails[fi] if fi is not None else None, tr, prep))
        for i, x in enumerate(preps):
            if i in used_prep or not x["_recorded"]:
                continue
            fi = last_failover(x["source_cluster"], x["topic"], x["partition"], x["time"])
            if fi is not None:
                joined.add(fi)
            rows.append(self._failback_row(fails[fi] if fi is not None else None, None, x))
        for i, f in enumerate(fails):
            if i not in joined:
                rows.append(self._failback_row(f, None, None))
        rows.sort(
            key=lambda r: (
                r.get("failover_time") or r.get("failback_start") or r.get("mirroring_again") or 0,
                r["topic"],
                r["partition"],
            )
        )
        return rows

    def _recorded_at(self, cluster, t, p, before_ns) -> bool:
        """Whether an LMO of the partition was written on ``cluster`` by ``before_ns``."""
        first = self.lmo_written.get((cluster, t, p))
        return first is not None and first <= before_ns

    def _failback_row(self, f: dict | None, start: dict | None, prep: dict | None) -> dict:
        where = start or prep or f
        assert where is not None
        t, p = where["topic"], where["partition"]
        row: dict[str, Any] = {"topic": t, "partition": p}
        anomalies = []
        if f is not None:
            stopping = [
                x["time"]
                for x in self.transitions
                if (x["cluster"], x["topic"], x["partition"]) == (f["cluster"], t, p)
                and x["to_state"] == self.stopping
                and x["time"] <= f["time"]
            ]
            row.update(
                failover_cluster=f["cluster"],
                failover_mirror=f["mirror"],
                failover_start=stopping[-1] if stopping else None,
                failover_time=f["time"],
                lmo_written=f["offset_after"],
                failover_records_removed=f["records_removed"],
            )
        back = start or prep
        if back is not None:
            c = back["cluster"]
            ps = self.parts.get((c, t, p))
            row.update(
                failback_cluster=c,
                failback_mirror=back["mirror"],
                failback_start=start["time"] if start is not None else None,
                state=ps.state if ps is not None else None,
            )
            if prep is not None:
                row.update(
                    lmo_returned=prep["lmo"],
                    lmo_recorded=prep["_recorded"],
                    offset_before=prep["offset_before"],
                    offset_after=prep["offset_after"],
                    records_truncated=prep["records_removed"],
                    mirroring_again=prep["time"],
                    time_to_mirroring_ms=(
                        (prep["time"] - start["time"]) / 1e6 if start is not None else None
                    ),
                )
                lmo = prep["lmo"]
                if f is not None and lmo is not None and f["offset_after"] != lmo:
                    anomalies.append(
                        f"lmo_mismatch: written {f['offset_after']} at failover, read back {lmo}"
                    )
                tr = prep["_track"]
                low = [
                    v
                    for v in (prep["_write_lmo"], tr.first_offset if tr else None)
                    if v is not None and lmo is not None and v < lmo
                ]
                if low:
                    anomalies.append(f"truncated_below_lmo: mirrors from {min(low)} < LMO {lmo}")
            if ps is not None and ps.state is not None and ps.state == self.preparing:
                anomalies.append(f"stuck_in_preparing: {ps.state} since {_iso(ps.since)}")
        row["anomalies"] = "; ".join(anomalies) or None
        return row


# ---------------------------------------------------------------- helpers


def _one(values: set) -> Any:
    vals = [v for v in values if v is not None]
    return sorted(vals, key=str)[0] if vals else None


def _at(lmo: Any, lme: Any) -> str:
    """``12`` (an LMO) or ``e7`` (a last mirror epoch, when that is what the wire carries)."""
    return f"e{lme}" if lmo is None and lme is not None else str(lmo)


def _err(ex: Exchange, errors: dict[int, str] | None = None) -> str:
    if not ex.answered:
        return " (unanswered)" if ex.status == "unanswered" else ""
    if ex.error_code:
        return f" -> {error_name(ex.error_code, errors if ex.mirror else None)}"
    return ""


def _short(bits: list[str], limit: int = 6) -> str:
    if len(bits) <= limit:
        return ", ".join(bits)
    return ", ".join(bits[:limit]) + f", ... ({len(bits)} partitions)"


def _cfg_text(configs: dict) -> str:
    boot = configs.get("bootstrap.servers")
    return f" (bootstrap.servers={boot})" if boot else ""


def _iso(ns: int | None) -> str:
    if ns is None:
        return "?"
    import datetime

    return datetime.datetime.fromtimestamp(ns / 1e9, tz=datetime.UTC).strftime("%H:%M:%S.%f")
