"""Following the mirror fetchers: the destination log end of each mirrored partition from the
Fetch exchanges of the fetcher that copies it.

Owns: :class:`FetchFollower`, which keeps ``tracking`` (the destination partitions whose
fetcher is followed, by source topic and partition), the client ids of the fetchers found,
the last stable offset of the last Fetch response seen per (cluster, topic, partition) (a
failover's LSO when no fetcher was followed), and a few recent Fetch exchanges per
partition, so that a track made from an observation (a DescribeMirrors poll showing
MIRRORING written by a leader that is its own coordinator) can be followed through the
fetches that came before the poll (:meth:`FetchFollower.refeed`).

A fetcher is found by its first Fetch of the partition asking from the track's cursor (the
offset the log was cut to) at or after the track's start; its Fetch responses then move the
log end to the end of the last whole batch copied.  A Fetch not wholly captured makes the log
end unknown until the fetcher's next Fetch says where its copy ends.

It is told what the handlers decoded; it reads no mirror body.

Must not import: pandas, the CLI, :mod:`.replay`, :mod:`.truncation` or :mod:`.rows`.
"""

from __future__ import annotations

from collections import defaultdict, deque
from collections.abc import Callable

from .exchange import Exchange
from .inventory import Inventory
from .state import Ledger, outcome

__all__ = ["FetchFollower", "RECENT_FETCHES"]

#: Fetch exchanges kept per partition for :meth:`FetchFollower.refeed` (bounded memory).
RECENT_FETCHES = 16


class FetchFollower:
    """The mirror fetchers followed and the log ends they give (see the module docstring)."""

    def __init__(
        self, ledger: Ledger, inventory: Inventory, cluster: Callable[[str], str | None]
    ) -> None:
        self.ledger = ledger
        self.inventory = inventory
        self.cluster = cluster
        #: (topic, partition) -> the destination partitions whose fetcher is followed
        self.tracking: dict[tuple[str, int], list[tuple[str | None, str, int]]] = defaultdict(list)
        #: (cluster, topic, partition) -> (last stable offset, Fetch exchange) of the last Fetch
        #: response seen from that cluster: a failover's LSO when no fetcher was followed
        #: (a capture begun after the mirror was set up)
        self.last_lso: dict[tuple, tuple[int, Exchange]] = {}
        #: client_ids of the mirror fetchers followed (their Produce requests are copies)
        self.fetchers: set[str] = set()
        #: (topic, partition) -> the last Fetch exchanges that asked for it
        self.recent: dict[tuple[str, int], deque[Exchange]] = defaultdict(
            lambda: deque(maxlen=RECENT_FETCHES)
        )

    def fetched(self, ex: Exchange) -> None:
        """A Fetch exchange: follow the fetchers of the tracked partitions (copied batches),
        note each partition's last stable offset, keep it among the partition's recent
        fetches (:meth:`refeed`)."""
        req, resp = ex.request, ex.response
        if not isinstance(req, dict):
            return
        cut = ex.response_cut
        if not isinstance(resp, dict):
            if cut is None:
                return
            resp = {}  # nothing of the response decoded: every partition's batches unknown
        s = self.cluster(ex.server)
        for (tkey, p), got in resp.items():
            if not got[0] and got[2] is not None and got[2] >= 0:
                t = self.inventory.topic_names.get(tkey, tkey) if tkey else tkey
                self.last_lso[(s, t, p)] = (got[2], ex)
        who = ex.client_id or ex.client
        if ex.request_cut is not None and self.tracking:
            self._request_cut(ex, req, s, who)
        for (tkey, p), offset in req.items():
            t = self.inventory.topic_names.get(tkey, tkey) if tkey else tkey
            keys = self.tracking.get((t, p), ())
            self.recent[(t, p)].append(ex)
            for k in keys:
                self.follow_one(ex, k, tkey, t, p, offset, resp, s, who)

    def follow_one(self, ex: Exchange, k, tkey, t: str, p: int, offset, resp: dict, s, who) -> None:
        """Follow destination partition ``k`` through one Fetch exchange's ``t``-``p``."""
        cut = ex.response_cut
        ps = self.ledger.parts.get(k)
        tr = ps.track if ps is not None else None
        if tr is None or tr.lost:
            return
        got = resp.get((tkey, p))
        if cut is not None and (got is None or got[5]) and tr.fetcher in (None, who):
            # batches this fetcher (or one not yet seen: it may be this one) copied
            # are not in the capture: the log end is unknown (whatever the cluster,
            # which a cut capture may not tell apart)
            ps.log_end, ps.log_from = None, None
            ps.log_unknown = (
                f"Fetch response in frame {ex.response_frame} not captured past byte {cut}"
            )
            tr.fetch_ex = ex
            return
        if tr.source is not None and tr.source != s:
            return
        if tr.fetcher is None:
            if offset != tr.cursor or (ex.request_ns or 0) < tr.start_ns:
                return
            tr.fetcher, tr.first_offset = who, offset
            self.fetchers.add(who)
            tr.source = tr.source or s
        elif tr.fetcher != who:
            return
        if ps.log_unknown is not None and offset is not None:
            # the fetcher asks from where its copy ends: the log end is known again
            ps.log_end, ps.log_from, ps.log_ns = offset, "fetch", ex.request_ns or 0
            ps.log_unknown = None
            tr.cursor = offset
        if got is None:
            return
        err, hwm, lso, end, _n, _cut = got
        tr.fetch_ex = ex
        tr.lso = lso
        if err or (hwm is not None and hwm < tr.cursor):
            tr.lost = True
        elif end is not None and end > tr.cursor:
            ps.log_end = max(ps.log_end or 0, end)
            ps.log_from, ps.log_ns = "fetch", ex.response_ns or 0
            tr.cursor = end
        c, _t, _p = k
        mirror = ps.mirror or self.ledger.topic_mirror.get((c, t))
        text = f"fetch {t}-{p}@{offset}: hwm {hwm}, lso {lso}" + (
            f", copied to {end}" if end is not None else ""
        )
        self.ledger.concern(c, mirror, ex, "fetch", text + outcome(ex))

    def source_of(self, c, t: str, p: int, before_ns: int) -> str | None:
        """The one cluster other than ``c`` whose Fetch responses for ``t``-``p`` were seen by
        ``before_ns`` (a mirror's source when the capture lacks its CreateMirror), or None
        when none or several were."""
        found = {
            s
            for (s, tt, pp), (_lso, ex) in self.last_lso.items()
            if (tt, pp) == (t, p) and s != c and (ex.response_ns or 0) <= before_ns
        }
        return next(iter(found)) if len(found) == 1 else None

    def refeed(self, k, since_ns: int) -> None:
        """Follow destination partition ``k`` (cluster, topic, partition), whose track was
        just made from an observation, through the recent Fetch exchanges sent since
        ``since_ns``: its fetcher may have started before the poll that showed it mirroring."""
        _c, t, p = k
        for ex in list(self.recent.get((t, p), ())):
            if (ex.request_ns or 0) < since_ns or not isinstance(ex.request, dict):
                continue
            resp = ex.response if isinstance(ex.response, dict) else {}
            s = self.cluster(ex.server)
            who = ex.client_id or ex.client
            for (tkey, pp), offset in ex.request.items():
                tt = self.inventory.topic_names.get(tkey, tkey) if tkey else tkey
                if (tt, pp) == (t, p):
                    self.follow_one(ex, k, tkey, t, p, offset, resp, s, who)

    def _request_cut(self, ex: Exchange, req: dict, s, who) -> None:
        """A Fetch request not wholly captured: the followed partitions of its fetcher that
        it may have asked for, unseen, lose their log end until the fetcher's next Fetch."""
        asked = {(self.inventory.topic_names.get(k, k) if k else k, p) for k, p in req}
        for (t, p), keys in self.tracking.items():
            if (t, p) in asked:
                continue
            for k in keys:
                ps = self.ledger.parts.get(k)
                tr = ps.track if ps is not None else None
                if tr is None or tr.lost or tr.fetcher not in (None, who):
                    continue  # (a fetcher not yet seen may be the one asking; any cluster)
                why = f"Fetch request in frame {ex.request_frame} not captured past byte "
                ps.log_end, ps.log_from = None, None
                ps.log_unknown = why + str(ex.request_cut)
