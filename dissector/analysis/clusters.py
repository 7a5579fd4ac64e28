"""Which cluster each broker address belongs to, from the wire alone.

Owns: :func:`resolve_clusters`.  Addresses are grouped with a union-find over
these rules (each a fact the capture shows):

1. **Kafka's own word** -- a Metadata or DescribeCluster response carries the
   ``cluster_id`` of the broker that sent it and the ``host:port`` of every
   broker of that cluster: all of them are one cluster, and two groups that
   report the same cluster_id are one cluster.
2. **The mirror's source** -- an accepted CreateMirror lists the source
   cluster in its configs: every address in a config whose name ends in
   ``bootstrap.servers`` (Kafka's ``bootstrap.servers``; the scenario adds
   ``mirror.rpc.bootstrap.servers`` for its separate mirror listeners) is one
   cluster, the mirror's source.
3. **LastMirroredOffsets goes to the source** -- a partition leader asks the
   *source* cluster of its mirror for the LMO, so the server of a
   LastMirroredOffsets for mirror M is in M's source cluster.
4. **The mirror lives where it was created** -- Read/WriteMirrorStates,
   AddTopicsToMirror, RemoveTopicsFromMirror and DescribeMirrors about mirror M
   answered without error go to M's own (destination) cluster, the one whose
   listener accepted CreateMirror M.
5. **The controller marks its own topics** -- a CreateTopics or
   IncrementalAlterConfigs that sets the topic config ``mirror.name`` = M goes
   to a broker of M's destination cluster (MISSION.md: the controller sets
   ``mirror.name`` on the mirrored topic).

The mirror RPCs and their fields are read through the profile's roles
(:mod:`dissector.profiles.roles`); the RPC names above are the seed profile's.

Rules 3-5 use a mirror's name only when the name is unambiguous (created, or
else seen, on one address group only), and never merge a mirror's source
bootstrap addresses into the cluster whose listener accepted its CreateMirror
(its destination): a source whose addresses never appear in the capture stays
a cluster of its own, labelled by its lowest bootstrap address.  A cluster's label is its Kafka
cluster id when any member reported one, else the lowest address of a broker
that answered mirror RPCs, else the lowest address.  An address no rule
places is a cluster of its own.

Must not import: pandas or the CLI.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from ..decode.pairing import Status
from ..kafka.apikey import ApiKey
from ..profiles.profile import Profile, load_profile
from .bodies import CREATE_TOPICS, DESCRIBE_CLUSTER, INCREMENTAL_ALTER_CONFIGS, METADATA
from .exchange import Exchange

__all__ = ["Clusters", "resolve_clusters", "split_servers"]

MIRROR_CONFIG = "mirror.name"


def split_servers(value: Any) -> list[str]:
    """Addresses of a ``bootstrap.servers`` value (``a:1,b:2``), scheme prefixes dropped."""
    if not isinstance(value, str):
        return []
    out = []
    for part in value.split(","):
        part = part.strip()
        if "://" in part:
            part = part.split("://", 1)[1]
        if part and ":" in part:
            out.append(part)
    return out


class _UnionFind:
    def __init__(self) -> None:
        self.parent: dict[str, str] = {}

    def add(self, a: str) -> None:
        self.parent.setdefault(a, a)

    def find(self, a: str) -> str:
        self.add(a)
        root = a
        while self.parent[root] != root:
            root = self.parent[root]
        while self.parent[a] != root:
            self.parent[a], a = root, self.parent[a]
        return root

    def union(self, a: str, b: str) -> None:
        ra, rb = self.find(a), self.find(b)
        if ra != rb:
            self.parent[max(ra, rb)] = min(ra, rb)


@dataclass
class Clusters:
    """The result: address -> cluster label, with what placed each address."""

    of: dict[str, str] = field(default_factory=dict)
    kafka_id: dict[str, str] = field(default_factory=dict)
    mirror_rpcs: set[str] = field(default_factory=set)
    kafka_apis: set[str] = field(default_factory=set)
    evidence: dict[str, list[str]] = field(default_factory=lambda: defaultdict(list))
    conflicts: list[str] = field(default_factory=list)

    def __call__(self, addr: str | None) -> str | None:
        """The cluster of ``addr`` (the address itself when nothing placed it)."""
        if addr is None:
            return None
        return self.of.get(addr, addr)

    def rows(self) -> list[dict[str, Any]]:
        out = []
        for a in sorted(self.of):
            out.append(
                {
                    "address": a,
                    "cluster": self.of[a],
                    "kafka_cluster_id": self.kafka_id.get(a),
                    "mirror_rpcs": a in self.mirror_rpcs,
                    "kafka_apis": a in self.kafka_apis,
                    "evidence": "; ".join(dict.fromkeys(self.evidence.get(a, []))) or None,
                }
            )
        return out


def resolve_clusters(exchanges: Iterable[Exchange], profile: Profile | None = None) -> Clusters:
    """Group every server address (and every address in a mirror config) into clusters.

    ``profile`` says which RPCs and fields are which (default: the default profile); where
    it decodes some endpoints with a profile of their own (``per_server``), their mirror
    RPCs are read with that profile's roles.
    """
    prof = profile if profile is not None else load_profile()
    R = main_roles = prof.roles
    lmo_rpc = R.rpc("lmo_query")
    create_rpc = R.rpc("create_mirror")
    uf = _UnionFind()
    res = Clusters()
    ev = res.evidence
    ids: dict[str, str] = {}  # address -> cluster_id reported
    created: dict[str, set[str]] = defaultdict(set)  # mirror -> listeners that created it
    seen_at: dict[str, set[str]] = defaultdict(set)  # mirror -> servers answering about it
    sources: dict[str, list[str]] = defaultdict(list)  # mirror -> source bootstrap addresses
    lmo_servers: dict[str, set[str]] = defaultdict(set)
    marked: list[tuple[str, str]] = []  # (broker, mirror) from mirror.name configs
    exchanges = list(exchanges)

    for ex in exchanges:
        if ex.server is None or ex.status == Status.ORPHAN_RESPONSE and ex.api_key is None:
            continue
        uf.add(ex.server)
        if ex.mirror:
            res.mirror_rpcs.add(ex.server)
        elif ex.answered and ex.api_key != _API_VERSIONS:
            res.kafka_apis.add(ex.server)
        if not ex.answered:
            continue
        name, req, resp = ex.api_name, ex.request, ex.response
        if ex.api_key in (METADATA, DESCRIBE_CLUSTER) and not ex.mirror and isinstance(resp, dict):
            cid = resp.get("cluster_id")
            if cid:
                ids[ex.server] = cid
                ev[ex.server].append(f"{_API[ex.api_key]} cluster_id {cid}")
                for b in resp.get("brokers", []):
                    uf.union(ex.server, b)
                    ids.setdefault(b, cid)
                    ev[b].append(f"listed as a broker of {cid} in {_API[ex.api_key]}")
            continue
        if not ex.mirror:
            if ex.api_key in (CREATE_TOPICS, INCREMENTAL_ALTER_CONFIGS) and isinstance(req, list):
                for entry in req:
                    configs = entry[-1] or {}
                    value = configs.get(MIRROR_CONFIG)
                    if isinstance(value, tuple):  # IncrementalAlterConfigs: (operation, value)
                        value = value[1] if value[0] in (0, None) else None
                    if isinstance(value, str) and value:
                        marked.append((ex.server, value))
            continue
        if not isinstance(resp, dict) or not isinstance(req, dict):
            continue
        # a cluster on another revision is read with its own profile's roles
        R = prof.for_server(ex.server).roles if prof.per_server else main_roles
        role = R.role_of(name)
        if role in ("create_mirror", "lmo_query", "read_states", "write_states"):
            m = R.value(role, "request", req, "mirror")
            if not m or R.value(role, "response", resp, "error"):
                continue
            if role == "create_mirror":
                created[m].add(ex.server)
                for k, v in R.rows(role, "request", req, "config_name", "config_value"):
                    if str(k if k is not None else "").endswith("bootstrap.servers"):
                        sources[m].extend(split_servers(v))
            elif role == "lmo_query":
                lmo_servers[m].add(ex.server)
            else:
                seen_at[m].add(ex.server)
        elif role == "describe_mirrors":
            for m, err in R.rows(role, "response", resp, "mirror", "mirror_error"):
                if m and not err:
                    seen_at[m].add(ex.server)
        elif role == "add_topics":
            results = dict(R.rows(role, "response", resp, "topic", "topic_error"))
            for m, t in R.rows(role, "request", req, "mirror", "topic"):
                if m and results.get(t) == 0:
                    seen_at[m].add(ex.server)

    # rule 1: same cluster_id -> same cluster
    by_id: dict[str, list[str]] = defaultdict(list)
    for a, cid in ids.items():
        by_id[cid].append(a)
    for members in by_id.values():
        for a in members[1:]:
            uf.union(members[0], a)
    # rule 2: a mirror's bootstrap servers are one cluster
    for m, addrs in sources.items():
        for a in addrs:
            uf.add(a)
            ev[a].append(f"bootstrap.servers of mirror {m} (its source)")
        for a in addrs[1:]:
            uf.union(addrs[0], a)

    # a mirror's source is never its destination: the listener that accepted CreateMirror M
    # and M's source bootstrap addresses must stay in different clusters (rules 3-5 below)
    apart = [
        (a, b)
        for m, where in created.items()
        for a in where
        for b in sources.get(m, ())
        if uf.find(a) != uf.find(b)
    ]

    def join(a: str, b: str) -> bool:
        """``uf.union(a, b)`` unless it would put a mirror's source into its destination."""
        ra, rb = uf.find(a), uf.find(b)
        if ra == rb:
            return True
        for x, y in apart:
            rx, ry = uf.find(x), uf.find(y)
            if {rx, ry} == {ra, rb}:
                return False
        uf.union(a, b)
        return True

    def home(m: str) -> str | None:
        """The one address group mirror ``m`` lives on, if unambiguous."""
        where = created.get(m) or seen_at.get(m) or set()
        roots = {uf.find(a) for a in where}
        return next(iter(roots)) if len(roots) == 1 else None

    # rule 4: answers about a mirror created on exactly one listener come from its cluster
    for m, where in created.items():
        if len(where) != 1:
            continue
        anchor = next(iter(where))
        for a in sorted(seen_at.get(m, ())):
            if uf.find(a) != uf.find(anchor) and join(anchor, a):
                ev[a].append(f"answers about mirror {m}, created at {anchor}")
    # rule 3: LMO query servers are in the mirror's source cluster
    for m, servers in lmo_servers.items():
        srcs = sources.get(m, [])
        anchor = srcs[0] if srcs else None
        for s in sorted(servers):
            if anchor is None:
                anchor = s
            elif not join(anchor, s):
                ev[s].append(
                    f"answered {lmo_rpc} for mirror {m} but accepted its {create_rpc}: "
                    "kept in its destination, apart from its source"
                )
                continue
            ev[s].append(f"answered {lmo_rpc} for mirror {m} (its source)")
    # rule 5: the controller marks topics on its own cluster
    for broker, m in marked:
        h = home(m)
        ev[broker].append(f"topic config mirror.name={m} set here")
        if h is not None:
            join(h, broker)

    groups: dict[str, list[str]] = defaultdict(list)
    for a in list(uf.parent):
        groups[uf.find(a)].append(a)
    for members in groups.values():
        cids = sorted({ids[a] for a in members if a in ids})
        if len(cids) > 1:
            res.conflicts.append(
                f"addresses {', '.join(sorted(members))} report cluster ids {cids}"
            )
        if cids:
            label = cids[0]
        else:
            rpc = sorted(a for a in members if a in res.mirror_rpcs)
            label = rpc[0] if rpc else min(members)
        for a in members:
            res.of[a] = label
            if a in ids:
                res.kafka_id[a] = ids[a]
    return res


_API_VERSIONS = ApiKey.API_VERSIONS
_API = {METADATA: "Metadata", DESCRIBE_CLUSTER: "DescribeCluster"}
