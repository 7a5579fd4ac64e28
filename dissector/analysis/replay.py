"""Replaying the mirror RPCs in order: which handler each exchange goes to, and what it says.

Owns: :class:`Replay`, which walks the exchanges once in time order and hands
each mirror RPC to its handler.  The handlers read mirror bodies only through
the profile's roles (:mod:`dissector.profiles.roles`): RPCs by role (``add_topics``,
``write_states``, ...), fields by role (``topic``, ``partition``, ``lmo``,
``state``, ...), states by state role (``added``, ``mirroring``, ...).  Below,
the RPC and state names are the seed profile's.  What the handlers find goes
to narrower objects, each in its own module:

- :mod:`.inventory` -- the pre-pass: partitions per topic, topic ids,
  ListOffsets ends;
- :mod:`.state` -- the partition and mirror records (:class:`~.state.Ledger`)
  and the **transitions**, carried by the RPCs that cause them:
  AddTopicsToMirror (accepted topic -> every partition INITIALIZING),
  RemoveTopicsFromMirror (-> STOPPING), WriteMirrorStates (the written State,
  when answered with no error for the partition).  A carrier is placed at its
  request time; an observation (ReadMirrorStates, DescribeMirrors) at its
  response time, and is checked against the transitions that could have been
  applied while it was handled; a state no carrier explains becomes an
  *inferred* transition (with a ``note``), valid when a path through the
  state machine explains it (the states on the way, which no poll saw, are
  named in its ``note``: INITIALIZING -> MIRRORING via PREPARING), invalid
  only when no path leads there (:class:`~.state.StateTracker`);
- :mod:`.truncation` -- **LMOs** written and read, **the destination log
  end** of each mirrored partition (ListOffsets, the mirror fetcher's Fetch
  responses, DescribeMirrors, truncations) and the **truncations**: *prepare*
  (cut to the LMO) and *failover* (cut to the LSO, the LMO written);
- :mod:`.rows` -- the rows built at the end: **conversations** (which
  exchanges concern which mirror, and in what role), partitions, mirrors,
  failbacks.
- :mod:`.views` -- where the capture's clusters speak different revisions:
  per server endpoint, the roles, state tracker and error names of the
  profile that decodes it.

State names, the state machine and its carriers come from the profile; its
rules are checked only when the profile declares a ``stateMachine``.  A
profile without ``roles`` gives no mirror tables (the analysis notes it).

Must not import: pandas or the CLI.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Callable
from typing import Any

from ..profiles.profile import Profile
from ..profiles.roles import Roles
from .bodies import CREATE_TOPICS, FETCH, INCREMENTAL_ALTER_CONFIGS
from .clusters import MIRROR_CONFIG, Clusters, split_servers
from .exchange import Exchange
from .inventory import Inventory
from .rowlist import Rows
from .rows import Failbacks, conversation_rows, mirror_rows, partition_rows
from .state import Ledger, StateTracker, outcome
from .truncation import Truncations
from .views import ProfileViews

__all__ = [
    "Replay",
    "controller_concerns",
    "mirrors_from_names",
    "partition_results",
    "roles_of",
    "topic_results",
]

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
    "recover_topics": "_on_topic_op",
}
#: What the conversations table says an RPC of a later revision did.
_VERBS = {
    "pause_topics": "pause",
    "resume_topics": "resume",
    "delete_mirror": "delete",
    "bump_leader_epochs": "bump leader epochs of",
    "recover_topics": "recover",
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
    "recover_topics": "admin",
}


class Replay:
    """Walk the exchanges and build the rows of the mirror tables (see module docstring).

    After :meth:`run`, ``transitions``, ``observations`` (partition_states),
    ``offsets``, ``truncations`` and ``notes`` hold rows; :meth:`conversations`,
    :meth:`partitions`, :meth:`mirror_rows` and :meth:`failbacks` build the others.
    """

    def __init__(self, exchanges: list[Exchange], clusters: Clusters, profile: Profile) -> None:
        self.exchanges = exchanges
        self.cluster = clusters
        self.profile = profile
        #: the profile's own error names (codes Kafka does not define)
        self.errors = profile.errors
        self.roles: Roles = profile.roles if profile.roles is not None else Roles()
        self.ledger = Ledger()
        self.inventory = Inventory(
            exchanges, clusters, self.roles, roles_of(profile) if profile.per_server else None
        )
        self.tracker = StateTracker(self.ledger, profile, self.roles)
        self.logs = Truncations(self.ledger, self.inventory, clusters, self.tracker.preparing)
        self.logs.know_states(self.tracker, profile.states.values())
        # rows
        self.observations: Rows = self.tracker.observations
        self.transitions: Rows = self.tracker.transitions
        self.offsets: Rows = self.logs.offsets
        self.truncations: list[dict] = self.logs.truncations
        self.notes: list[str] = []
        #: where the capture's endpoints are decoded with different profiles: the view
        #: (roles, state tracker, errors) of each, the trackers sharing the ledger and rows
        self.views = (
            ProfileViews(profile, self.ledger, self.logs, self.roles, self.tracker)
            if profile.per_server
            else None
        )

    def _use(self, ex: Exchange) -> None:
        """Read ``ex`` with the profile of its server endpoint (its roles, state names and
        machine, error names): a capture whose clusters speak different revisions."""
        view = self.views.use(ex) if self.views is not None else None
        if view is not None:
            self.roles, self.tracker, self.errors = view

    # ------------------------------------------------------------ run

    def run(self) -> Replay:
        """Replay every exchange in time order; returns self."""
        events = []
        for ex in self.exchanges:
            if ex.request_ns is None or ex.api_key is None:
                continue
            if ex.mirror:
                self._use(ex)
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
            if self.views is not None:
                self._use(ex)
                self.views.heard(self.cluster(ex.server))
            getattr(self, handler)(ex)
        if self.views is not None:
            # the reader's own view again for the rows built after the replay
            self.roles, self.tracker, self.errors = self.views.use_main()
            self.notes.extend(self.views.spoken_notes())
        return self

    # ------------------------------------------------------------ helpers

    def _end(self, ex: Exchange) -> str:
        """How ``ex`` ended (a summary suffix), error names from the profile first."""
        return outcome(ex, self.errors)

    def _error(self, rpc_role: str, body: Any) -> Any:
        """The top-level error code of a response (None when the profile declares none)."""
        return self.roles.value(rpc_role, "response", body, "error")

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
            m = self.ledger.mirror(c, name)
            m.configs = configs
            m.created_frame = ex.request_frame
            boot = configs.get("bootstrap.servers")
            if isinstance(boot, str):
                m.source_bootstrap = boot
            for k, v in configs.items():
                if str(k).endswith("bootstrap.servers"):
                    m.sources.update(self.cluster(a) for a in split_servers(v))
        self.ledger.concern(c, name, ex, "admin", text + self._end(ex))

    def _on_add(self, ex: Exchange) -> None:
        role, added = "add_topics", self.tracker.added
        c = self.cluster(ex.server)
        resp = ex.response if isinstance(ex.response, dict) else None
        results = topic_results(self.roles, role, resp)
        by_mirror: dict[str, list[str]] = defaultdict(list)
        for mirror, t in self.roles.rows(role, "request", ex.request, "mirror", "topic"):
            if not mirror:
                continue
            topics = by_mirror[mirror]  # a revision that names no topics (patterns) too
            if not t:
                continue
            topics.append(t)
            if results.get(t) != 0:
                continue
            m = self.ledger.mirror(c, mirror)
            m.topics.add(t)
            self.ledger.topic_mirror[(c, t)] = mirror
            for p in self.inventory.partitions(c, t, m.sources):
                if added is not None:
                    self.tracker.transition(c, mirror, t, p, added, ex)
                self.logs.added(c, t, p, ex)
        for mirror, topics in by_mirror.items():
            what = "add " + ", ".join(topics) if topics else "add (no topic named on the wire)"
            self.ledger.concern(c, mirror, ex, "admin", what + self._end(ex))

    def _on_remove(self, ex: Exchange) -> None:
        role, stopping = "remove_topics", self.tracker.stopping
        c = self.cluster(ex.server)
        resp = ex.response if isinstance(ex.response, dict) else None
        results = topic_results(self.roles, role, resp)
        by_mirror: dict[str | None, list[str]] = defaultdict(list)
        for named, t in self.roles.rows(role, "request", ex.request, "mirror", "topic"):
            if not t:
                continue
            mirror = (
                self.ledger.topic_mirror.get((c, t))
                or self.inventory.named_mirror.get((c, t))
                or named
            )
            by_mirror[mirror].append(t)
            if results.get(t) != 0:
                continue
            parts = {p for (cc, tt2, p) in self.ledger.parts if cc == c and tt2 == t}
            parts = sorted(parts | self.inventory.topic_parts.get((c, t), set()))
            for p in parts:
                if stopping is not None:
                    self.tracker.transition(c, mirror, t, p, stopping, ex)
                self.ledger.part(c, t, p).stopping = True
        for mirror, topics in by_mirror.items():
            text = "remove " + ", ".join(topics) + self._end(ex)
            self.ledger.concern(c, mirror, ex, "admin", text)

    def _on_write(self, ex: Exchange) -> None:
        R, role, S = self.roles, "write_states", self.tracker
        c = self.cluster(ex.server)
        if ex.request_cut is not None or ex.response_cut is not None:
            self.logs.writes_cut.add(c)
        req = ex.request
        mirror = R.value(role, "request", req, "mirror")
        resp = ex.response if isinstance(ex.response, dict) else None
        top_ok = resp is not None and not self._error(role, resp)
        results = partition_results(self.roles, role, resp)
        bits = []
        for t, p, value, lmo, lme in R.rows(
            role, "request", req, "topic", "partition", "state", "lmo", "lme"
        ):
            if p is None:
                continue
            state, code = S.decode(value)
            applied = top_ok and results.get((t, p), 0) == 0
            bits.append(f"{t}-{p} {state}@{_at(lmo, lme)}")
            S.observe(c, mirror, t, p, state, code, ex, ex.api_name, True, applied)
            ps = self.ledger.part(c, t, p)
            prev = ps.state
            if state is None:
                pass
            elif state == S.mirroring:
                self.logs.prepare(c, mirror, t, p, lmo, prev, ex)
            elif state == S.stopped and ps.stopping:
                self.logs.failover(c, mirror, t, p, lmo, ex)
            elif state == S.failed:
                ps.track = None
            if applied:
                self.logs.lmo_write(c, mirror, t, p, lmo, state, ex, lme)
                if state is not None:
                    S.transition(c, mirror, t, p, state, ex)
        for name in R.value(role, "request", req, "removed") or []:
            m = self.ledger.mirrors.get((c, mirror)) if mirror else None
            if m is not None and top_ok:
                m.topics.discard(name)
        if mirror and top_ok:
            self.ledger.mirror(c, mirror)
        self.ledger.concern(c, mirror, ex, "coordinator", "write " + _short(bits) + self._end(ex))

    # ------------------------------------------------------------ observations

    def _on_read(self, ex: Exchange) -> None:
        R, role = self.roles, "read_states"
        c = self.cluster(ex.server)
        req, resp = ex.request, ex.response
        mirror = R.value(role, "request", req, "mirror")
        bits = []
        if not self._error(role, resp):
            if mirror:
                self.ledger.mirror(c, mirror)
            for t, p, err, value, lmo, lme in R.rows(
                role, "response", resp, "topic", "partition", "partition_error", "state", "lmo",
                "lme",
            ):  # fmt: skip
                if p is None or err:
                    continue
                state, code = self.tracker.decode(value)
                bits.append(f"{t}-{p} {state}@{_at(lmo, lme)}")
                self.tracker.observe(c, mirror, t, p, state, code, ex, ex.api_name)
                self.logs.lmo_read(c, mirror, t, p, lmo, state, ex, lme)
        self.ledger.concern(c, mirror, ex, "coordinator", "read " + _short(bits) + self._end(ex))

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
                recorded = self.logs.lmo_read(s, mirror, t, p, lmo, None, ex)
                unsure = " (record unknown)" if recorded is None else " (no record)"
                bits.append(f"{t}-{p}={lmo}" + ("" if recorded else unsure))
                if mirror:
                    self.logs.lmo_answered(mirror, t, p, lmo, ex, recorded)
        if mirror:
            home = self.ledger.home(mirror, not_at=s)
            m = self.ledger.mirrors.get((home, mirror)) if home is not None else None
            if m is not None and not m.sources:
                m.sources.add(s)
            self.ledger.concern(home, mirror, ex, "lmo", "LMO " + _short(bits) + self._end(ex))

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
                if (c, name) in self.ledger.mirrors:
                    self.ledger.concern(c, name, ex, "admin", "describe" + self._end(ex))
                continue
            self.ledger.mirror(c, name)
            states: Counter = Counter()
            lags = 0
            for t, p, value, src, dst, lag in found:
                if p is None:
                    continue
                state, code = self.tracker.decode(value)
                states[state] += 1
                lags += lag if isinstance(lag, int) and lag > 0 else 0
                ps = self.ledger.parts.get((c, t, p))
                # what was known before this poll, its time too: a step only this poll shows
                # happened after that (its time is a bound, not a figure)
                before = (ps.stopping, ps.state, ps.seen_from) if ps is not None else (
                    False, None, None)  # fmt: skip
                self.tracker.observe(c, name, t, p, state, code, ex, ex.api_name)
                known = state if state in self.tracker.codes else None
                self.logs.observed(c, name, t, p, state, before, dst, ex)
                self.logs.described(c, name, t, p, known, src, dst, lag, ex)
            text = ", ".join(f"{k}={v}" for k, v in sorted(states.items(), key=str))
            text = f"describe: {text or 'no partitions'}, lag {lags}"
            self.ledger.concern(c, name, ex, "admin", text)

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
            m = self.ledger.mirror(c, name)
            if isinstance(boot, str) and boot:
                m.source_bootstrap = m.source_bootstrap or boot
                if not m.sources:
                    m.sources.update(self.cluster(a) for a in split_servers(boot))
            text = f"list: source {boot}, {count} topic(s)"
            self.ledger.concern(c, name, ex, "admin", text)

    def _on_lookups(self, s: str | None, ex: Exchange) -> None:
        """Last mirror epochs a describe response looked up (answered by cluster ``s``
        for the other side of a mirror, the way LMOs are for failback)."""
        R, role = self.roles, "describe_mirrors"
        if R.path(role, "response", "lme") is None:
            return
        bits = []
        asking: set[tuple[str | None, str]] = set()
        if R.path(role, "response", "lookup_partition") is not None:
            found = (
                (None, self.inventory.topic_names.get(f"id:{tid}", tid), p, lme, None)
                for tid, p, lme in R.rows(
                    role, "response", ex.response, "lookup_topic_id", "lookup_partition", "lme"
                )
            )
        elif any(tid for (tid,) in R.rows(role, "request", ex.request, "lookup_topic_id")):
            # the third revision answers a lookup in the described partitions themselves
            # (LastMirrorEpoch and LastMirrorOffset; REVISIONS.md section 6)
            found = R.rows(role, "response", ex.response, "mirror", "topic", "partition", "lme",
                           "lmo")  # fmt: skip
        else:
            return
        for held_by, t, p, lme, lmo in found:
            if p is None:
                continue
            recorded = self.logs.lmo_read(s, held_by, t, p, lmo, None, ex, lme)
            bits.append(f"{t}-{p}=e{lme}")
            # the asking mirror: the one mirroring the topic on another cluster, when one is
            mine = {(c, m) for (c, tt), m in self.ledger.topic_mirror.items() if tt == t and c != s}
            if len(mine) == 1:
                asking |= mine
                self.logs.lmo_answered(next(iter(mine))[1], t, p, lmo, ex, recorded)
        if not asking:
            mirrors = set(self.ledger.topic_mirror.values())
            if len(mirrors) == 1:
                mirror = next(iter(mirrors))
                asking = {(self.ledger.home(mirror, not_at=s) if mirror else None, mirror)}
        if bits and len(asking) == 1:
            home, mirror = next(iter(asking))
            text = "LME " + _short(bits) + self._end(ex)
            self.ledger.concern(home, mirror, ex, "lmo", text)

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
            mirror = next((self.ledger.topic_mirror.get((c, t)) for t in topics), None)
        text = f"{_VERBS.get(role, role)} " + (", ".join(topics) if topics else mirror or "")
        if role == "delete_mirror" and mirror and not self._error(role, ex.response):
            self.notes.append(f"mirror {mirror} deleted on {c} (frame {ex.request_frame})")
        role_in_conv = _CONV_ROLE.get(role, "admin")
        self.ledger.concern(c, mirror, ex, role_in_conv, text + self._end(ex))

    def _on_fetch(self, ex: Exchange) -> None:
        self.logs.fetched(ex)

    def _on_controller(self, ex: Exchange) -> None:
        """CreateTopics / IncrementalAlterConfigs that set or drop ``mirror.name``."""
        controller_concerns(ex, self.cluster, self.ledger, self.errors)

    def names_only(self) -> None:
        """No bodies (a read table): mirrors and conversations from the mirror_name column
        (see :func:`mirrors_from_names`)."""
        mirrors_from_names(self.exchanges, self.cluster, self.roles, self.ledger, self.errors)

    # ------------------------------------------------------------ results

    def conversations(self) -> list[dict]:
        """The conversations table's rows (see :func:`.rows.conversation_rows`)."""
        return conversation_rows(self.ledger, self.cluster, self.errors)

    def partitions(self) -> list[dict]:
        """The partitions table's rows (see :func:`.rows.partition_rows`)."""
        return partition_rows(self.ledger)

    def mirror_rows(self, conversations: list[dict], errors_by_exchange: dict) -> list[dict]:
        """The mirrors table's rows (see :func:`.rows.mirror_rows`)."""
        return mirror_rows(self.ledger, self.profile.states, conversations, errors_by_exchange)

    def failbacks(self) -> list[dict]:
        """The failbacks table's rows (see :class:`.rows.Failbacks`)."""
        return Failbacks(self.ledger, self.tracker, self.truncations, self.logs.recorded_at).rows()


# ---------------------------------------------------------------- jobs without a replay


def controller_concerns(ex: Exchange, cluster: Clusters, ledger: Ledger, errors: dict) -> None:
    """A CreateTopics or IncrementalAlterConfigs request ``ex`` (its decoded body a list of
    entries) that sets or drops ``mirror.name`` joins the conversation of that mirror (as
    ``controller``; the mirror's home is the request's cluster when the mirror is known
    there, else where ``ledger`` places it); ``errors`` are the profile's error names."""
    c = cluster(ex.server)
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
        mirror = value if isinstance(value, str) and value else ledger.topic_mirror.get((c, topic))
        if mirror is None:
            continue
        home = (c, mirror) if (c, mirror) in ledger.mirrors else (ledger.home(mirror), mirror)
        text = f"{ex.api_name} {topic}: {verb} {MIRROR_CONFIG}" + (
            f"={value}" if verb == "set" else ""
        )
        ledger.concern(home[0], mirror, ex, "controller", text + outcome(ex, errors))


def mirrors_from_names(
    exchanges: list[Exchange], cluster: Clusters, roles: Roles, ledger: Ledger, errors: dict
) -> None:
    """No bodies (a read table): mirrors and conversations in ``ledger`` from the
    exchanges' mirror_name column (names comma-separated).

    A name answered without error at a server makes a mirror there (cluster = the
    server's cluster); every mirror exchange naming it joins its conversation.
    """
    named = []
    for ex in exchanges:
        if not ex.mirror or not ex.mirror_name:
            continue
        c = cluster(ex.server)
        role = roles.role_of(ex.api_name) or ""
        names = [n for n in ex.mirror_name.split(",") if n]
        named.append((c, role, names, ex))
        # the LMO query names the asking mirror, which lives elsewhere
        if role != "lmo_query" and ex.answered and ex.error_code == 0:
            for n in names:
                ledger.mirror(c, n)
    for c, role, names, ex in named:
        for n in names:
            home = ledger.home(n, not_at=c) if role == "lmo_query" else c
            if (home, n) in ledger.mirrors:
                text = (ex.api_name or "") + outcome(ex, errors)
                ledger.concern(home, n, ex, _CONV_ROLE.get(role, "admin"), text)


# ---------------------------------------------------------------- helpers


def partition_results(roles: Roles, rpc_role: str, resp: dict | None) -> dict[tuple[str, int], int]:
    """(topic, partition) -> error code (0 for none) of the partition results of a response
    ``resp`` (None: not answered, no results) of an RPC of role ``rpc_role``, read by ``roles``."""
    if resp is None:
        return {}
    rows = roles.rows(rpc_role, "response", resp, "topic", "partition", "partition_error")
    return {(t, p): err or 0 for t, p, err in rows if p is not None}


def topic_results(roles: Roles, rpc_role: str, resp: dict | None) -> dict[str, Any]:
    """topic -> error code of the topic results of a response ``resp`` of an RPC of role
    ``rpc_role``, read by ``roles``; empty when not answered (None) or on a top-level error."""
    if resp is None or roles.value(rpc_role, "response", resp, "error"):
        return {}
    return dict(roles.rows(rpc_role, "response", resp, "topic", "topic_error"))


def _at(lmo: Any, lme: Any) -> str:
    """``12`` (an LMO) or ``e7`` (a last mirror epoch, when that is what the wire carries)."""
    return f"e{lme}" if lmo is None and lme is not None else str(lmo)


def _short(bits: list[str], limit: int = 6) -> str:
    if len(bits) <= limit:
        return ", ".join(bits)
    return ", ".join(bits[:limit]) + f", ... ({len(bits)} partitions)"


def _cfg_text(configs: dict) -> str:
    boot = configs.get("bootstrap.servers")
    return f" (bootstrap.servers={boot})" if boot else ""


def roles_of(profile: Profile) -> Callable[[str | None], Roles]:
    """A function: server endpoint (``host:port``, None when unknown) -> the roles of the
    profile ``profile`` decodes that endpoint with (:meth:`.Profile.for_server`); an empty
    :class:`~dissector.profiles.roles.Roles` when that profile declares none."""

    def roles(server: str | None) -> Roles:
        r = profile.for_server(server).roles
        return r if r is not None else Roles()

    return roles
