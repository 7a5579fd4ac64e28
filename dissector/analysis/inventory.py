"""The pre-pass of the replay: which partitions exist, topic ids, destination log ends.

Owns: :class:`Inventory`, filled by one pass over every answered exchange
before the replay starts: the partitions of each (cluster, topic) (Metadata,
CreateTopics and the mirror RPCs naming partitions), topic id -> name
(Metadata), the mirror the coordinator/admin traffic names a topic with, and
the ListOffsets (latest) answers, looked up by time.  Mirror bodies are read
only through the profile's roles (:mod:`dissector.profiles.roles`).

Must not import: pandas, the CLI, or the replay modules that use it
(:mod:`.replay`, :mod:`.truncation`, :mod:`.rows`).
"""

from __future__ import annotations

from bisect import bisect_right
from collections import defaultdict
from collections.abc import Callable, Iterable

from ..profiles.roles import Roles
from .bodies import CREATE_TOPICS, LIST_OFFSETS, METADATA
from .exchange import Exchange
from .state import INF

__all__ = ["Inventory"]


class Inventory:
    """Partitions per (cluster, topic), ListOffsets ends, topic ids, from every exchange."""

    def __init__(
        self,
        exchanges: Iterable[Exchange],
        cluster: Callable[[str], str | None],
        roles: Roles,
        roles_of: Callable[[str | None], Roles] | None = None,
    ) -> None:
        """``roles``: the profile's; ``roles_of``: server endpoint -> the roles of the
        profile its cluster is decoded with, where clusters speak different revisions
        (:meth:`~dissector.profiles.profile.Profile.for_server`)."""
        self.topic_parts: dict[tuple[str | None, str], set[int]] = defaultdict(set)
        self.listoffsets: dict[tuple[str | None, str, int], list[tuple[int, int, Exchange]]] = (
            defaultdict(list)
        )
        #: "id:<uuid>" -> topic name
        self.topic_names: dict[str, str] = {}
        #: (cluster, topic) -> the mirror coordinator/admin traffic names it with
        self.named_mirror: dict[tuple[str | None, str], str] = {}
        for ex in exchanges:
            if not ex.answered:
                continue
            c = cluster(ex.server)
            req, resp = ex.request, ex.response
            if ex.mirror and isinstance(req, dict) and isinstance(resp, dict):
                R = roles if roles_of is None else roles_of(ex.server)
                self._mirror_rpc(R, c, ex.api_name, req, resp)
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

    def _mirror_rpc(
        self, R: Roles, c: str | None, api_name: str | None, req: dict, resp: dict
    ) -> None:
        role = R.role_of(api_name)
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

    def partitions(self, c: str | None, t: str, sources: Iterable[str | None]) -> list[int]:
        """The partitions of topic ``t`` known on ``c`` or on any of the ``sources`` clusters."""
        parts = set(self.topic_parts.get((c, t), ()))
        for s in sources:
            parts |= self.topic_parts.get((s, t), set())
        return sorted(parts)

    def listoffsets_end(self, c, t, p, ex: Exchange) -> tuple[int, Exchange] | None:
        """The destination's end offset answered while ``ex`` (AddTopicsToMirror) was handled."""
        seq = self.listoffsets.get((c, t, p))
        if not seq or ex.request_ns is None:
            return None
        limit = ex.response_ns if ex.response_ns is not None else INF
        i = bisect_right([x[0] for x in seq], limit) - 1
        if i >= 0 and seq[i][0] >= ex.request_ns:
            return seq[i][1], seq[i][2]
        return None
