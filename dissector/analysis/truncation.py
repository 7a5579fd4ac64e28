"""LMOs, the destination log end of each mirrored partition, and truncations.

Owns: :class:`Truncations`, which keeps

- the ``offsets`` rows: LMOs written (WriteMirrorStates) and read
  (ReadMirrorStates, LastMirroredOffsets; ``recorded`` is False when 0 came
  back for a partition no write was seen for on that cluster), and the lag
  DescribeMirrors reports;
- **the destination log end** of each mirrored partition, from the wire: the
  ListOffsets (latest) of the destination answered while AddTopicsToMirror
  was handled, the batches the mirror fetcher then copies (its Fetch
  responses: the offset after the last whole batch, followed through a
  :class:`~.state.Track`), DescribeMirrors DestinationOffset when nothing
  better is known, and each truncation;
- the ``truncations`` rows -- *prepare*: a LastMirroredOffsets answer for a
  partition followed by its WriteMirrorStates MIRRORING: the log was cut to
  the LMO (``min(LMO, log end)``); *failover*: STOPPING followed by
  WriteMirrorStates STOPPED: the log was cut to the LSO, which is the LMO
  written.

A log end the wire cannot support is None with the reason in the
partition's ``log_unknown``: a Fetch of the followed fetcher whose bytes were
not all captured (snap length) hides the batches it copied, until the
fetcher's next Fetch says where its copy ends (its fetch_offset, which is the
followed cursor in every whole capture).  A truncation whose log end before it
is unknown, or seen below the offset cut to, has ``records_removed`` None and
the reason in ``_unknown``: never a negative or guessed count.

It is told what the handlers (:mod:`.replay`) decoded; it reads no mirror body.

Must not import: pandas, the CLI, :mod:`.replay` or :mod:`.rows`.
"""

from __future__ import annotations

from collections.abc import Callable

from .exchange import Exchange
from .follow import FetchFollower
from .inventory import Inventory
from .rowlist import Rows
from .state import Ledger, Track, exchange_columns, one

__all__ = ["MAX_OFFSET", "PLACEHOLDER_LMO", "Truncations", "not_offsets"]

#: The LMO a leader writes before it knows one (at PREPARING) and reads back at
#: INITIALIZING: a placeholder, not an offset; rows say so and it is not counted.
PLACEHOLDER_LMO = -1
#: The largest Kafka offset (int64): an offset is 0 to this; the wire can say anything
MAX_OFFSET = (1 << 63) - 1


def not_offsets(**values: int | None) -> str | None:
    """Why figures drawn from ``values`` (name -> a wire value) cannot be computed: the
    first that is not a Kafka offset (0 to 2^63-1) nor the placeholder -1, or None when
    each is one or null.
    A difference of two wire values outside that range can pass int64 (a crash in
    pandas) or give a count that means nothing: such a figure is null, with this reason."""
    for name, v in values.items():
        if v is not None and not PLACEHOLDER_LMO <= v <= MAX_OFFSET:
            return f"{name} {v} on the wire is not a Kafka offset (0 to 2^63-1)"
    return None


class Truncations:
    """LMO bookkeeping, destination log ends and truncations (see the module docstring).

    ``preparing`` is the profile's state name of the ``preparing`` role: a
    MIRRORING written after it is a prepare truncation even with no LMO query seen.
    """

    def __init__(
        self,
        ledger: Ledger,
        inventory: Inventory,
        cluster: Callable[[str], str | None],
        preparing: str | None,
    ) -> None:
        self.ledger = ledger
        self.inventory = inventory
        self.cluster = cluster
        self.preparing = preparing
        #: states a state read may return for a partition with no record (set by the replay:
        #: the initial state and the ``added`` one)
        self.unrecorded_states: frozenset = frozenset()
        self.stopped: str | None = None
        self.mirroring: str | None = None
        self.added_state: str | None = None
        self.ule: str | None = None
        self.offsets: Rows = Rows()  # (compact: one row per partition of many RPCs)
        self.truncations: list[dict] = []
        #: (cluster, topic, partition) -> time of the first LMO write seen
        self.lmo_written: dict[tuple[str | None, str, int], int] = {}
        #: (mirror, topic, partition) -> (LMO, its LastMirroredOffsets exchange, recorded)
        self.pending_lmo: dict[tuple[str, str, int], tuple[int, Exchange, bool]] = {}
        #: clusters where a WriteMirrorStates was not wholly captured: an LMO read there
        #: with no write seen may have been written unseen (``recorded`` None, not False)
        self.writes_cut: set[str | None] = set()
        #: the mirror fetchers followed, the last LSO seen per partition (see :mod:`.follow`)
        self.follow = FetchFollower(ledger, inventory, cluster)
        self.tracking = self.follow.tracking
        self.last_lso = self.follow.last_lso
        #: client_ids of the mirror fetchers followed (their Produce requests are copies)
        self.fetchers = self.follow.fetchers

    # ------------------------------------------------------------ LMOs and lag

    def lmo_read(self, c, mirror, t, p, lmo, state, ex: Exchange, lme=None) -> bool | None:
        """An LMO read back (an ``lmo_read`` row), or a last mirror epoch where that is what
        the wire carries (``lme_read``); returns whether it was recorded (None: unknown, a
        WriteMirrorStates on ``c`` was not wholly captured)."""
        if lme is not None:
            # an epoch (with its offset in the third revision): -1 says the store has none
            recorded = (c, t, p) in self.lmo_written or lme != -1
        else:
            recorded = (c, t, p) in self.lmo_written or (lmo is not None and lmo != 0)
            # a state read returning a state past the first steps is a record even when its
            # write came before the capture began (tcpdump started late)
            if state is not None and state not in self.unrecorded_states:
                recorded = True
        if not recorded and c in self.writes_cut:
            recorded = None
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
                "placeholder": lmo == PLACEHOLDER_LMO and lme is None,
                "state": state,
                "frame": ex.response_frame,
                **exchange_columns(ex),
            }
        )
        return recorded

    def lmo_answered(self, mirror: str, t: str, p: int, lmo, ex: Exchange, recorded: bool) -> None:
        """A LastMirroredOffsets answer, kept for the next MIRRORING write (prepare)."""
        self.pending_lmo[(mirror, t, p)] = (lmo, ex, recorded)

    def lmo_write(self, c, mirror, t, p, lmo, state, ex: Exchange, lme=None) -> None:
        """An LMO written and applied (an ``lmo_write`` row; ``lme_write`` when the wire
        carries a last mirror epoch instead)."""
        # a revision carrying epochs writes -1 for "none", a record like any other
        placeholder = lmo == PLACEHOLDER_LMO and lme is None
        if not placeholder:
            self.lmo_written.setdefault((c, t, p), ex.request_ns or 0)
            self.ledger.part(c, t, p).lmo = lmo
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
                "recorded": not placeholder,
                "placeholder": placeholder,
                "state": state,
                "frame": ex.request_frame,
                **exchange_columns(ex),
            }
        )

    def recorded_at(self, cluster, t, p, before_ns) -> bool:
        """Whether an LMO of the partition was written on ``cluster`` by ``before_ns``."""
        first = self.lmo_written.get((cluster, t, p))
        return first is not None and first <= before_ns

    def described(self, c, name, t, p, state, src, dst, lag, ex: Exchange) -> None:
        """DescribeMirrors' offsets of a partition (a ``lag`` row; ``state``: a known name).

        Its DestinationOffset becomes the log end when no ListOffsets or fetch told better.
        """
        ps = self.ledger.part(c, t, p)
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
            ps.log_unknown = None
        self.offsets.append(
            {
                "kind": "lag",
                "cluster": c,
                "mirror": name,
                "topic": t,
                "partition": p,
                "time": ex.response_ns,
                "rpc": ex.api_name,
                "state": state,
                "source_offset": src,
                "destination_offset": dst,
                "lag": lag,
                "frame": ex.response_frame,
                **exchange_columns(ex),
            }
        )

    # ------------------------------------------------------------ log ends

    def added(self, c, t, p, ex: Exchange) -> None:
        """``t``-``p`` added to a mirror by ``ex``: no fetcher yet, the log end ListOffsets gave."""
        ps = self.ledger.part(c, t, p)
        ps.track, ps.stopping, ps.log_unknown = None, False, None
        end = self.inventory.listoffsets_end(c, t, p, ex)
        if end is not None:
            ps.log_end, ps.log_from, ps.log_ns = end[0], "listoffsets", ex.request_ns
        else:
            ps.log_end, ps.log_from, ps.log_ns = None, None, ex.request_ns

    def fetched(self, ex: Exchange) -> None:
        """A Fetch exchange (see :meth:`.follow.FetchFollower.fetched`)."""
        self.follow.fetched(ex)

    # ------------------------------------------------------------ truncations

    def prepare(self, c, mirror, t, p, write_lmo, prev, ex: Exchange, start_ns=None) -> None:
        """A MIRRORING write (``prev``: the state before): the log cut to the LMO read (or,
        after ULE_RECOVERY, to the LastMirrorOffset written: reason ``ule``).

        ``start_ns``: from when the fetcher may have started (default: the write's time)."""
        pending = self.pending_lmo.pop((mirror, t, p), None) if mirror else None
        ule = prev is not None and prev == self.ule
        if pending is None and not ule and (prev is None or prev != self.preparing):
            return
        ps = self.ledger.part(c, t, p)
        if write_lmo == PLACEHOLDER_LMO:
            write_lmo = None
        lmo = pending[0] if pending is not None else write_lmo
        lmo_ex = pending[1] if pending is not None else None
        before = ps.log_end
        unknown = ps.log_unknown or not_offsets(LMO=lmo, **{"log end": before})
        after = lmo if before is None or lmo is None else min(lmo, before)
        if unknown is not None:
            after = None  # min(LMO, a log end the capture does not show, or no offset)
        m = self.ledger.mirrors.get((c, mirror))
        src = one(m.sources) if m is not None else None
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
                # ULE_RECOVERY (the third revision): cut back to the source's new end
                "reason": "ule" if ule else "prepare",
                # a revision that carries last mirror epochs cuts to the end of one
                "target": "lme" if lmo is None and write_lmo is None else "lmo",
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
                "_unknown": unknown,
            }
        )
        ps.log_end, ps.log_from, ps.log_ns = after, "truncation", ex.request_ns or 0
        start = lmo if lmo is not None else write_lmo
        if start is not None:
            since = start_ns if start_ns is not None else ex.request_ns or 0
            ps.track = Track(start, since, src)
            self.truncations[-1]["_track"] = ps.track
            if (t, p) not in self.tracking or (c, t, p) not in self.tracking[(t, p)]:
                self.tracking[(t, p)].append((c, t, p))

    def know_states(self, tracker, states) -> None:
        """The state names the steps below look for (``tracker``: the
        :class:`~.state.StateTracker`; ``states``: every state name of the profile)."""
        self.stopped, self.mirroring = tracker.stopped, tracker.mirroring
        self.added_state = tracker.added
        machine = tracker.machine
        self.ule = machine.state("ule_recovery") if machine is not None else None
        firsts = frozenset(x for x in (tracker.initial, tracker.added) if x is not None)
        self.unrecorded_states = firsts or frozenset(states)  # no machine: a state says nothing

    def observed(self, c, mirror, t, p, state, before: tuple, dst, ex: Exchange) -> None:
        """A partition's state observed (DescribeMirrors); ``before``: (stopping, state, request
        time of the last observation or transition) before it.  A step no WriteMirrorStates
        carried (a leader that is its own coordinator writes its states locally) makes its
        truncation here: STOPPED after STOPPING (failover), MIRRORING after PREPARING and an
        LMO answer (prepare)."""
        stopping, prev, seen = before
        if state is None:
            return
        if stopping and state == self.stopped:
            self.failover_observed(c, mirror, t, p, dst, ex, seen)
        elif (
            state == self.mirroring
            and prev is not None
            and prev in (self.preparing, self.added_state)
            and (mirror, t, p) in self.pending_lmo
        ):
            self.prepare_observed(c, mirror, t, p, ex, seen)

    def prepare_observed(self, c, mirror, t, p, ex: Exchange, seen: int | None = None) -> None:
        """MIRRORING observed (DescribeMirrors) after PREPARING (or after INITIALIZING, with
        PREPARING between two polls) and a LastMirroredOffsets answer, with no MIRRORING
        write on the wire (a leader that is its own coordinator): the prepare truncation to
        the LMO answered, read from the observation.  Its fetcher may have started before
        this poll, from the LMO answer on: it is followed through the fetches since then.
        Its time is a bound: after the LMO answer and the last poll before (``seen``), at or
        before this poll (``time_from``, ``time``, and ``bound`` saying so)."""
        n = len(self.truncations)
        lmo_ex = self.pending_lmo[(mirror, t, p)][1]
        since = lmo_ex.response_ns or 0
        self.prepare(c, mirror, t, p, None, self.preparing, ex, start_ns=since)
        if len(self.truncations) == n:
            return
        after = max(since, seen or 0) or None
        _observed_by(
            self.truncations[-1],
            ex,
            time=ex.response_ns,
            time_from=after,
            bound=f"time: MIRRORING written in process by its own mirror coordinator, not on "
            f"the wire: after time_from, at or before time ({ex.api_name} frame "
            f"{ex.response_frame} first shows it)",
        )
        if self.ledger.part(c, t, p).track is not None:
            self.follow.refeed((c, t, p), since)

    def failover_observed(
        self, c, mirror, t, p, dst, ex: Exchange, seen: int | None = None
    ) -> None:
        """STOPPED observed (DescribeMirrors) after STOPPING with no STOPPED write on the wire:
        a leader that is its own mirror coordinator writes its states locally.  The log was
        cut to the LSO; the DestinationOffset the observation reports is the log end after
        it (``offset_after``, an upper bound: the topic is writable once STOPPED); the LMO
        written is not on the wire (null).  Its time is a bound: after the last poll before
        (``seen``), at or before this poll (``bound`` says so)."""
        ps = self.ledger.part(c, t, p)
        before, before_from = ps.log_end, ps.log_from
        if before_from == "describe":  # the same observation set it: the end before is unknown
            before = before_from = None
        self.failover(c, mirror, t, p, dst, ex)
        row = self.truncations[-1]
        removed, why = _removed(before, dst, "the destination log end observed after it")
        row["_unknown"] = why or row["_unknown"]
        _observed_by(
            row,
            ex,
            offset_before=before,
            before_from=before_from if before is not None else None,
            records_removed=None if row["_unknown"] is not None else removed,
            lmo=None,
            time=ex.response_ns,
            time_from=seen,
            bound=f"time: STOPPED written in process by its own mirror coordinator, not on the "
            f"wire: after time_from, at or before time ({ex.api_name} frame "
            f"{ex.response_frame} first shows it); offset_after: at most (that poll's "
            "destination offset: the topic is writable once STOPPED); the LMO written: not on "
            "the wire",
        )

    def failover(self, c, mirror, t, p, lmo, ex: Exchange) -> None:
        """A STOPPED write after STOPPING: the log cut to the LSO, the LMO written."""
        ps = self.ledger.part(c, t, p)
        ps.stopping = False
        before = ps.log_end
        unknown = ps.log_unknown
        bad = not_offsets(LMO=lmo, **{"log end": before})
        removed = None if before is None or lmo is None or bad else before - lmo
        if bad is not None:
            unknown = bad
        elif removed is not None and removed < 0:
            unknown = (
                f"log end seen ({before}) below the LSO cut to ({lmo}): "
                "batches the fetcher copied are missing from the capture"
            )
            removed = None
        track = ps.track
        m = self.ledger.mirrors.get((c, mirror))
        src = one(m.sources) if m is not None else None
        if src is None and track is not None:
            src = track.source
        lso = track.lso if track is not None else None
        fetch_ex = track.fetch_ex if track is not None else None
        if track is None and src is None:
            # no CreateMirror in the capture (begun late): the source is the one other
            # cluster whose Fetch responses for the partition were seen before the cut
            src = self.follow.source_of(c, t, p, ex.request_ns or 0)
            if src is not None and m is not None:
                m.sources.add(src)
        if track is None and src is not None:
            seen = self.last_lso.get((src, t, p))
            if seen is not None and (seen[1].response_ns or 0) <= (ex.request_ns or 0):
                lso, fetch_ex = seen
        frames = []
        if fetch_ex is not None:
            frames.append(fetch_ex.response_frame)
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
                "offset_after": None if bad else lmo,
                "records_removed": removed,
                "lmo": lmo,
                "lso": lso,
                "before_from": ps.log_from if before is not None else None,
                "leader": ex.client_id,
                "fetch_exchange": fetch_ex.id if fetch_ex is not None else None,
                "write_exchange": ex.id,
                "evidence_frames": ";".join(str(f) for f in frames if f is not None),
                "_unknown": unknown,
            }
        )
        ps.log_end, ps.log_from, ps.log_ns = None if bad else lmo, "truncation", ex.request_ns or 0
        ps.log_unknown = None  # cut to the LSO written: known again
        ps.track = None


def _removed(before: int | None, after: int | None, what: str) -> tuple[int | None, str | None]:
    """``(before - after, None)``: the offsets a truncation removed; ``(None, reason)`` when
    the log end seen before it is below ``what`` (``after``): the wire contradicts itself
    (batches the fetcher copied are missing from the capture), never a negative count."""
    bad = not_offsets(**{"log end": before, what: after})
    if bad is not None:
        return None, bad
    if before is None or after is None or before >= after:
        return (None if before is None or after is None else before - after), None
    return None, (
        f"log end seen ({before}) below {what} ({after}): "
        "batches the fetcher copied are missing from the capture"
    )


def _observed_by(row: dict, ex: Exchange, **changes) -> None:
    """A truncation row made from an observation (``ex``: the DescribeMirrors exchange)
    rather than a write: no leader or write exchange, ``observed_by`` naming the
    response frame, which replaces the request's frame in ``evidence_frames``;
    ``changes``: other columns to set."""
    row.update(
        leader=None,
        write_exchange=None,
        observed_by=f"{ex.api_name} frame {ex.response_frame}",
        **changes,
    )
    frames = [f for f in row["evidence_frames"].split(";") if f != str(ex.request_frame)]
    row["evidence_frames"] = ";".join([*frames, str(ex.response_frame)])
