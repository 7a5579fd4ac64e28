"""What the replay knows of partitions and mirrors, and their state transitions.

Owns:

- the records the replay keeps: :class:`Track` (the mirror fetcher of one
  destination partition), :class:`PartitionRecord` (one partition on one
  cluster), :class:`MirrorRecord` (one mirror on one cluster);
- :class:`Ledger`, which stores those records and the conversation entries
  (which exchanges concern which mirror, in what role);
- :class:`StateTracker`, the partition state transitions and observations
  (the ``transitions`` and ``partition_states`` rows) checked against the
  state machine of the profile's roles (:mod:`dissector.profiles.roles`): a carrier is
  placed at its request time, an observation at its response time; a state no
  carrier explains becomes an *inferred* transition with a ``note``;
- small helpers shared by the replay modules (:func:`exchange_columns`,
  :func:`one`, :func:`outcome`).

It reads no mirror body: the handlers (:mod:`.replay`) hand it decoded values.

Must not import: pandas, the CLI, or the other replay modules (:mod:`.replay`,
:mod:`.truncation`, :mod:`.rows`, :mod:`.inventory`), which build on it.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from ..decode.pairing import Status
from ..kafka.protocol import error_name
from ..profiles.profile import Profile
from ..profiles.roles import Roles
from .exchange import Exchange
from .rowlist import Rows

__all__ = [
    "Ledger",
    "MirrorRecord",
    "PartitionRecord",
    "StateTracker",
    "Track",
    "exchange_columns",
    "one",
    "outcome",
]

INF = float("inf")


@dataclass
class Track:
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
class PartitionRecord:
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
    #: why the log end is not known (a Fetch of the fetcher not wholly captured), else None
    log_unknown: str | None = None
    track: Track | None = None
    stopping: bool = False
    transitions: int = 0
    last_seen: int | None = None
    #: the request time of the last observation or transition: the state it showed held
    #: at some moment after it (a later step first seen by a poll happened after this)
    seen_from: int | None = None
    describe: tuple | None = None


@dataclass
class MirrorRecord:
    """What is known of one mirror on one cluster (``sources``: source cluster evidence)."""

    cluster: str | None
    name: str
    configs: dict[str, Any] | None = None
    source_bootstrap: str | None = None
    created_frame: int | None = None
    topics: set[str] = field(default_factory=set)
    sources: set[str] = field(default_factory=set)


#: (cluster, topic, partition)
PartKey = tuple[str | None, str, int]


class Ledger:
    """The partition and mirror records, the topic -> mirror map and the conversations."""

    def __init__(self) -> None:
        self.parts: dict[PartKey, PartitionRecord] = {}
        self.mirrors: dict[tuple[str | None, str], MirrorRecord] = {}
        #: (cluster, topic) -> the mirror an accepted AddTopicsToMirror put it in
        self.topic_mirror: dict[tuple[str | None, str], str] = {}
        #: (cluster, mirror) -> exchange id -> (exchange, conversation role, summary)
        self.conv: dict[tuple[str | None, str], dict[int, tuple[Exchange, str, str]]] = defaultdict(
            dict
        )

    def part(self, c: str | None, t: str, p: int) -> PartitionRecord:
        """The record of partition ``t``-``p`` on cluster ``c`` (made when new)."""
        k = (c, t, p)
        ps = self.parts.get(k)
        if ps is None:
            ps = self.parts[k] = PartitionRecord()
        return ps

    def mirror(self, c: str | None, name: str) -> MirrorRecord:
        """The record of mirror ``name`` on cluster ``c`` (made when new)."""
        k = (c, name)
        m = self.mirrors.get(k)
        if m is None:
            m = self.mirrors[k] = MirrorRecord(c, name)
        return m

    def home(self, name: str, not_at: str | None = None) -> str | None:
        """The cluster of the one known mirror ``name`` (preferring one not at ``not_at``)."""
        where = [c for (c, n) in self.mirrors if n == name]
        other = [c for c in where if c != not_at]
        if len(other) == 1:
            return other[0]
        return where[0] if len(where) == 1 else None

    def concern(
        self, c: str | None, mirror: str | None, ex: Exchange, role: str, text: str
    ) -> None:
        """Add ``ex`` to the conversation of mirror ``mirror`` on ``c`` (first entry wins)."""
        if mirror:
            self.conv[(c, mirror)].setdefault(ex.id, (ex, role, text))


class StateTracker:
    """Partition state transitions and observations, against the profile's state machine.

    ``transitions`` and ``observations`` are the rows of the ``transitions`` and
    ``partition_states`` tables, in replay order.  The state names of the
    machine's roles are attributes: ``initial``, ``added``, ``preparing``,
    ``mirroring``, ``stopping``, ``stopped``, ``failed`` (None without a machine).
    """

    def __init__(self, ledger: Ledger, profile: Profile, roles: Roles) -> None:
        self.ledger = ledger
        self.roles = roles
        #: state code -> name, and name -> code
        self.states = profile.states
        self.codes = {n: c for c, n in profile.states.items()}
        self.machine = roles.machine
        #: rules are checked only when the profile's state machine has some
        self.check = self.machine is not None and bool(self.machine.enter)
        sm = self.machine
        self.initial = sm.initial if sm is not None else None
        self.added, self.preparing, self.mirroring, self.stopping, self.stopped, self.failed = (
            sm.state(r) if sm is not None else None
            for r in ("added", "preparing", "mirroring", "stopping", "stopped", "failed")
        )
        self.transitions: Rows = Rows()  # (compact, like the observations)
        self.observations: Rows = Rows()  # (compact: the biggest table with offsets)

    def decode(self, value: Any) -> tuple[str | None, int | None]:
        """(state name, int code) of a state field: a code on the wire, or a name (no code)."""
        if value is None:
            return None, None
        if isinstance(value, str):
            return value, None
        return self.states.get(value, f"code {value}"), value

    def transition(
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
        """Move ``t``-``p`` on ``c`` to state ``to`` (carried by ``ex``, or ``inferred``)."""
        ps = self.ledger.part(c, t, p)
        frm, seen = ps.state, ps.seen
        if frm is None and to is not None and to == self.added:
            frm, seen = self.initial, False
        if frm == to:
            return
        when = time_ns if time_ns is not None else ex.request_ns
        valid, rule, via = self._validate(frm, to, rpc or ex.api_name, t, p, inferred)
        note = None
        if inferred:
            carrier = self.carrier(to) or "its carrier"
            note = f"observed by {rpc or ex.api_name}; no carrying RPC ({carrier}) captured"
            if via:
                note += f"; via {' and '.join(via)}, not seen by any poll"
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
                **exchange_columns(ex),
                "request_frame": ex.request_frame,
                "response_frame": ex.response_frame,
                "inferred": inferred,
                "valid": valid,
                "rule": rule,
                "note": note,
            }
        )
        ps.history.append(
            (ex.request_ns or 0, ex.response_ns if ex.response_ns is not None else INF, frm)
        )
        del ps.history[:-8]
        ps.state, ps.seen, ps.since = to, True, when
        ps.mirror = mirror or ps.mirror
        ps.transitions += 1
        ps.last_seen = when
        ps.seen_from = max(ps.seen_from or 0, when or 0)

    def _validate(
        self, frm: str | None, to: str, rpc: str | None, t: str, p: int, inferred: bool
    ) -> tuple[bool | None, str | None, list[str]]:
        """(valid, rule broken, unseen states on the way): an inferred change is valid when
        a path through the state machine explains it (the states on that path between
        ``frm`` and ``to`` no poll saw), a carried one only when its edge is allowed."""
        if not self.check or self.machine is None:
            return None, None, []
        enter = self.machine.enter.get(to)
        if enter is None:
            return False, f"{to} is not a state of the mirroring state machine", []
        allowed, _role = enter
        carrier = self.carrier(to)
        if frm is not None and allowed is not None and frm not in allowed:
            via = self.path(frm, to) if inferred else None
            if via is not None:
                # Only observed, between two polls: states no poll could see explain it.
                return True, None, via
            what = (
                f"{t}-{p}: {frm} -> {to} observed by {rpc} with no carrying RPC in the capture"
                " and no path through the state machine"
                if inferred
                else f"{rpc} accepted while the partition was {frm}"
            )
            froms = " or ".join(sorted(allowed)) or "no state"
            return False, f"{what}: {to} is entered only from {froms}", []
        if inferred:
            # Only observed: the edge is allowed, and no RPC carried a wrong state.
            return True, None, []
        if carrier is not None and rpc != carrier:
            return False, f"{to} carried by {rpc}; only {carrier} carries it", []
        return True, None, []

    def path(self, frm: str, to: str) -> list[str] | None:
        """The states between ``frm`` and ``to`` on a shortest path through the state
        machine (``[]``: a direct edge), or None when no path leads there (breadth first
        over the machine's ``enter`` rules; a rule with no ``from`` list is entered from any)."""
        if self.machine is None:
            return None
        enter = self.machine.enter
        states = set(enter) | {s for allowed, _ in enter.values() for s in allowed or ()}
        states.add(frm)
        came: dict[str, str | None] = {frm: None}
        todo = [frm]
        while todo:
            nxt = []
            for s in todo:
                for target in sorted(states):
                    rule = enter.get(target)
                    if target in came or rule is None:
                        continue
                    allowed = rule[0]
                    if allowed is None or s in allowed:
                        came[target] = s
                        nxt.append(target)
            todo = nxt
            if to in came:
                break
        if to not in came:
            return None
        via = []
        s = came[to]
        while s is not None and s != frm:
            via.append(s)
            s = came[s]
        return via[::-1]

    def carrier(self, to: str) -> str | None:
        """The RPC name that carries a change to state ``to``, or None."""
        if self.machine is None:
            return None
        role = self.machine.enter.get(to, (None, None))[1]
        return self.roles.rpc(role) if role is not None else None

    def observe(
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
        """Record that ``ex`` showed ``t``-``p`` on ``c`` in ``state`` (a partition_states row).

        An observation at response time that no transition handled meanwhile
        explains becomes an inferred transition.
        """
        when = ex.request_ns if at_request else ex.response_ns
        frame = ex.request_frame if at_request else ex.response_frame
        ps = self.ledger.part(c, t, p)
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
                    self.transition(c, mirror, t, p, state, ex, True, source, when)
        elif at_request:
            consistent = None
        ps.last_seen = max(ps.last_seen or 0, when or 0)
        ps.seen_from = max(ps.seen_from or 0, ex.request_ns or 0)
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
                **exchange_columns(ex),
            }
        )


# ---------------------------------------------------------------- helpers


def exchange_columns(ex: Exchange) -> dict[str, Any]:
    """The columns naming an exchange in every replay row."""
    return {
        "exchange": ex.id,
        "correlation_id": ex.correlation_id,
        "client_id": ex.client_id,
        "client": ex.client,
        "server": ex.server,
    }


def one(values: set) -> Any:
    """The first (by text) of ``values`` that is not None, or None."""
    vals = [v for v in values if v is not None]
    return sorted(vals, key=str)[0] if vals else None


def outcome(ex: Exchange, errors: dict[int, str] | None = None) -> str:
    """How ``ex`` ended, as a summary suffix: unanswered, an error name, or nothing.

    ``errors``: the profile's own error names, used for mirror RPCs."""
    if not ex.answered:
        return " (unanswered)" if ex.status == Status.UNANSWERED else ""
    if ex.error_code:
        return f" -> {error_name(ex.error_code, errors if ex.mirror else None)}"
    return ""
