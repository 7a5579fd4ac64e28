"""The tables of an analysis assembled at the end of its input, from the replay.

Owns: :func:`finish` (the clusters resolved, the replay run, the lost writes and
every table's rows made, each table kept as its rows until first asked for, the
notes; :class:`~.result.Analysis` returned), and what it is given of capture files:
:class:`Kept` (what is kept of them while they are read: every exchange's counts
and rows, :class:`~.exchangerows.ExchangeRows`; the exchanges whose facts the
analysis needs, :class:`~.collect.Collector`; the message rows spilled) and
:class:`Again` (their ``messages`` and ``exchanges`` rows read again when first asked
for, checked against the first read, :func:`file_stamps`).

Must not import: pandas at import time, the dissector, the CLI, or the modules that
read the capture (:mod:`.files`, :mod:`.frame`) or the package itself.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..errors import CaptureError
from ..profiles.profile import Profile
from .clusters import resolve_clusters
from .collect import Collector
from .exchange import Exchange
from .exchangerows import ExchangeRows, reversed_exchanges_note
from .lostwrites import lost_writes, partition_lines
from .replay import Replay
from .result import Analysis, Table
from .schema import TABLES, TIME, build
from .spill import Spill

if TYPE_CHECKING:
    import pandas as pd

__all__ = ["Again", "Kept", "file_stamps", "finish"]


class Kept:
    """What :func:`~dissector.analysis.analyze` keeps of capture files while they are read,
    then their :class:`Analysis`: every finished exchange's counts and error rows
    (:class:`ExchangeRows`), the exchanges whose facts the analysis needs (``coll``:
    :meth:`.collect.Collector.drain`) and, with ``rows``, the message rows spilled (each
    row with its capture file's name last) and every exchange's row written.  Used by
    the read of capture files (:mod:`.files`) and by a set read in parts
    (:func:`.files.analyze_parts`)."""

    def __init__(self, prof: Profile, rows: bool = True) -> None:
        from ..tables.table import COLUMNS

        self.prof = prof
        self.coll = Collector(None, 1, prof.roles)
        self.spill = Spill("messages", _messages_frame) if rows else None
        self.streamed = ExchangeRows(prof.errors, spill=rows)
        self.count = 0  # messages read (the rows spilled, when they are)
        self.cut = 0  # messages whose bytes were not all captured (coverage's messages_cut)
        self.undecoded = 0  # standard bodies left undecoded (coverage's bodies_not_decoded)
        #: called with each list of finished exchanges as they are counted (a live run's
        #: request figures: :class:`~.live.LiveAnalysis`), or None
        self.on_exchanges: Callable[[list[Exchange]], None] | None = None
        self._expert = list(COLUMNS).index("expert")

    def rows(self, rows: list[list[Any]]) -> None:
        """Spill message rows (capture order, each with its file name last)."""
        if rows:
            e = self._expert
            self.cut += sum(1 for r in rows if "truncated@" in (r[e] or ""))
            self.spill.write(rows)
            self.count = self.spill.rows

    def drain(self) -> None:
        """Count (and with rows write) the exchanges finished since the last drain."""
        self._add(self.coll.drain())

    def _add(self, exchanges: list[Exchange]) -> None:
        self.streamed.add(exchanges)
        if self.on_exchanges is not None and exchanges:
            self.on_exchanges(exchanges)

    def close(self) -> list[Exchange]:
        """End of input: every exchange counted (and written); those the analysis keeps
        facts of (:meth:`.collect.Collector.finish`)."""
        coll, streamed = self.coll, self.streamed
        self._add(coll.drain(final=True))
        exchanges = coll.finish()
        self._add(coll.undrained)
        for spill in (self.spill, streamed.spill):
            if spill is not None:
                spill.close()  # (every row written: read when its table is asked for)
        return exchanges

    def finish(self, captures: list[str], again: Again | None = None) -> Analysis:
        """End of input: the tables (the module's :func:`finish`); ``messages`` and
        ``exchanges`` from the rows written, or without them from ``again``."""
        exchanges = self.close()
        rows = self.spill if self.spill is not None else again
        a = finish(rows, exchanges, self.prof, captures, [], bodies=True,
                   streamed=(self.streamed, self.coll))
        a.stats["messages_cut"] = self.cut
        a.stats["bodies_not_decoded"] = self.undecoded
        a.stats["evidence_not_decoded"] = self.coll.not_decoded
        return a


class Again:
    """The ``messages`` and ``exchanges`` rows of capture files, read again when first
    asked for (``read``: a pass of :mod:`.files`' read with rows) and checked against the
    first pass (``first``: its counts of messages and exchanges; ``paths``: the files
    it read).

    Raises :class:`~dissector.errors.CaptureError` when a file changed since it was
    analysed (size or modification time, ``stamps`` from :func:`file_stamps`) or the second
    read does not count the messages and exchanges the first one did."""

    def __init__(
        self,
        read: Callable[[], tuple[Kept, dict[str, Any]]],
        first: Kept,
        paths: list[str],
        stamps: list[tuple[int, int] | None],
    ) -> None:
        self._read = read
        self.messages_count = first.count
        self._first = first.streamed  # (its count is final once the first pass is finished)
        self._paths = paths
        self._stamps = stamps
        self._spills: tuple[Spill, Spill] | None = None

    def _rows(self) -> tuple[Spill, Spill]:
        if self._spills is None:
            for path, was, now in zip(
                self._paths, self._stamps, file_stamps(self._paths), strict=True
            ):
                if was != now:
                    how = "gone" if now is None else "modified (its size or time changed)"
                    raise CaptureError(
                        f"{path}: {how} since it was analysed (messages and exchanges are "
                        "read from the file when first asked for); analyze it again"
                    )
            kept, facts = self._read()
            if facts["files"] != self._paths:
                raise CaptureError(
                    f"read again, the capture is the files {', '.join(facts['files'])}, not "
                    f"the {', '.join(self._paths)} analysed; analyze it again"
                )
            kept.close()  # (the spills closed: each is read when its table is asked for)
            spill, streamed = kept.spill, kept.streamed
            first = self._first.count
            if spill.rows != self.messages_count or streamed.count != first:
                raise CaptureError(
                    f"{', '.join(self._paths)}: read again, {spill.rows} messages and "
                    f"{streamed.count} exchanges, not the {self.messages_count} and "
                    f"{first} analysed; analyze it again"
                )
            self._spills = (spill, streamed.spill)
        return self._spills

    def messages(self) -> pd.DataFrame:
        """The ``messages`` table."""
        df = self._rows()[0].read()
        return df if df is not None else _empty_messages()

    def exchange_rows(self) -> pd.DataFrame | None:
        """Every exchange's row, cluster not filled in (None when there is none)."""
        return self._rows()[1].read()


def file_stamps(paths: list[str]) -> list[tuple[int, int] | None]:
    """Each path's (size, mtime in ns), None for one that cannot be stat'ed (a directory or
    a glob is given as its files by the reader: the stamps are a guard, not the list)."""
    out: list[tuple[int, int] | None] = []
    for p in paths:
        try:
            st = os.stat(p)
        except OSError:
            out.append(None)
        else:
            out.append((st.st_size, st.st_mtime_ns))
    return out


def _messages_frame(rows: list[list[Any]]) -> pd.DataFrame:
    """Rows of the read table, each with its capture file's name last -> the messages
    table (``capture`` categorical)."""
    import pandas as pd

    from ..tables.table import rows_frame

    df = rows_frame([r[:-1] for r in rows])
    df["capture"] = pd.Series([r[-1] for r in rows], dtype="string").astype("category")
    return df


def finish(
    rows: Any,
    exchanges: list[Exchange],
    prof: Profile,
    captures: list[str],
    notes: list[str],
    bodies: bool,
    streamed: tuple[ExchangeRows, Collector] | None = None,
) -> Analysis:
    """The tables of an analysis: ``exchanges`` are those the analysis keeps facts of;
    ``rows`` the message rows (a :class:`~.spill.Spill`, a DataFrame, a list, or an
    :class:`Again` that also gives the exchanges' rows); ``streamed`` (the file path)
    holds every exchange's counts (and rows, unless ``rows`` is an :class:`Again`),
    made while reading, and the collector (its stand-ins and counts); without it every
    exchange is in ``exchanges`` and their rows are written here."""
    pandas = sys.modules.get("pandas")  # (a DataFrame given was made with it)
    messages: Any
    if isinstance(rows, Again):
        n_messages = rows.messages_count
        messages = rows.messages
    elif isinstance(rows, Spill):
        n_messages = rows.rows
        spilled = rows

        def messages() -> pd.DataFrame:
            df = spilled.read()
            return df if df is not None else _empty_messages()

    elif pandas is not None and isinstance(rows, pandas.DataFrame):
        messages = rows.reset_index(drop=True)
        n_messages = len(messages)
    else:
        listed = rows
        n_messages = len(listed)

        def messages() -> pd.DataFrame:
            return _messages_frame(listed)
    if streamed is None:
        done = ExchangeRows(prof.errors)
        done.add(exchanges)
        done.spill.close()
        stand_ins: list[Exchange] = []
        unmirrored = 0
    else:
        done, coll = streamed
        stand_ins = sorted(coll.stand_ins.values(), key=lambda ex: ex.id)
        unmirrored = coll.unmirrored
    clusters = resolve_clusters(exchanges + stand_ins, prof)
    states = list(prof.states.values())
    replay = Replay(exchanges, clusters, prof).run()
    if not bodies:
        replay.names_only()
    errors_rows = sorted(done.error_rows, key=lambda r: r["exchange"])
    done.error_rows = []  # (the sorted list holds them until their table is built)
    by_exchange = done.by_exchange
    lost = lost_writes(replay.truncations, exchanges, clusters, replay.logs.fetchers)
    conversations = replay.conversations()
    stats = done.stats(n_messages)
    mirror_rows = replay.mirror_rows(conversations, by_exchange)
    failback_rows = replay.failbacks()
    # each table is made when first asked for (the summary reads the rows), and its rows
    # are let go of then: the row dicts of the biggest tables are not held next to their
    # frames, and ``kmirror analyze`` prints its summary without making any
    tables = {
        "clusters": Table("clusters", clusters.rows()),
        "mirrors": Table("mirrors", mirror_rows),
        "partitions": Table("partitions", replay.partitions(), states),
        "conversations": Table("conversations", conversations),
        "partition_states": Table("partition_states", replay.observations, states),
        "offsets": Table("offsets", replay.offsets, states),
        "transitions": Table("transitions", replay.transitions, states),
        "truncations": Table("truncations", replay.truncations),
        "failbacks": Table("failbacks", failback_rows, states),
        "lost_writes": Table("lost_writes", lost),
        "errors": Table("errors", errors_rows),
    }
    notes = list(notes)
    if not any(ex.mirror for ex in exchanges):
        keys = ", ".join(f"{r}={k}" for r, k in sorted(prof.rpcs.items(), key=lambda x: x[1]))
        notes.insert(
            0,
            f"no mirror traffic: no exchange used a mirror RPC of profile {prof.name} ({keys}); "
            "if the brokers use other keys or ports, try --profile/--specs or --port",
        )
    if not prof.roles and any(ex.mirror for ex in exchanges):
        notes.insert(
            0,
            f'profile {prof.name} declares no roles (profile.json "roles"): its mirror RPCs '
            "are listed but not analysed (no states, LMOs, truncations or failbacks)",
        )
    if unmirrored:
        notes.append(
            f"{unmirrored} Produce/Fetch/ListOffsets exchanges name no topic a mirror "
            "RPC of the capture named: listed in exchanges, not used as offset evidence"
        )
    notes += clusters.conflicts
    notes += replay.notes
    reversed_note = reversed_exchanges_note(done.reversed, done.reversed_count)
    if reversed_note:
        notes.append(reversed_note)
    unknown = [
        f"{t['topic']}-{t['partition']}: {t['_unknown']}"
        for t in replay.truncations
        if t.get("_unknown")
    ]
    undetermined = [
        f"{t['topic']}-{t['partition']}"
        for t in replay.truncations
        if t["offset_before"] is None and not t.get("_unknown")
    ]
    if undetermined:
        notes.append(
            "truncations without a log end before them on the wire (offset_before null): "
            + ", ".join(undetermined)
        )

    again = rows if isinstance(rows, Again) else None

    def exchange_table() -> pd.DataFrame:
        rows = again.exchange_rows() if again is not None else done.spill.read()
        if rows is None:
            return build("exchanges", [])
        rows["cluster"] = rows["server"].map(clusters).astype("string")
        rows = rows.sort_values("exchange", kind="stable").reset_index(drop=True)
        return _conform(rows, "exchanges")

    return Analysis(
        _lazy={"messages": messages, "exchanges": exchange_table, **tables},
        stats=stats,
        profile=prof,
        captures=captures,
        notes=notes,
        bodies=bodies,
        lost=partition_lines(replay.truncations, lost),
        unknown_truncations=unknown,
    )


def _conform(df: pd.DataFrame, table: str) -> pd.DataFrame:
    """``df``'s columns in the table's order with its dtypes (after a concat)."""
    out = df[list(TABLES[table])].copy()
    for col, (dtype, _) in TABLES[table].items():
        if dtype == "category":
            out[col] = out[col].astype("string").astype("category")
        elif dtype != TIME and str(out[col].dtype) != dtype:
            out[col] = out[col].astype(dtype)
    return out


def _empty_messages() -> pd.DataFrame:
    import pandas as pd

    from ..tables.table import rows_frame

    df = rows_frame([])
    df["capture"] = pd.Series([], dtype="string").astype("category")
    return df


def _built(table: str, rows: list[dict], states: list[str] | tuple = ()) -> pd.DataFrame:
    """:func:`.schema.build`, then ``rows`` emptied (its dicts let go of at once)."""
    df = build(table, rows, states)
    rows.clear()
    return df
