"""The result of an analysis: :class:`Analysis`, its tables made on first access, its summary.

Owns: :class:`Analysis` (every table of an analysis as a DataFrame made when first
asked for, :meth:`~Analysis.summary`, :meth:`~Analysis.coverage`,
:meth:`~Analysis.export`), :data:`TABLE_NAMES` (its tables, in order), the
``messages`` entry of :data:`.schema.TABLES` and :class:`Table` (one table held as
its rows until its DataFrame is asked for; the summary reads the rows).  It is
handed its tables (:mod:`.assemble` makes them) and reads nothing of the capture.

Must not import: pandas at import time, the dissector, the CLI, or the modules that
read the capture or make the tables (:mod:`.files`, :mod:`.assemble`, the replay).
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..counts import counted
from ..profiles.profile import Profile
from ..tables.output import csv_frame
from ..tables.table import COLUMNS
from .nulls import null_last
from .rowlist import Rows
from .schema import TABLES, build
from .summary import (
    FAILBACK_COLUMNS,
    INVALID_COLUMNS,
    MIRROR_COLUMNS,
    MIRROR_ERROR_COLUMNS,
    PROTOCOL_STEPS,
    TRANSITION_COLUMNS,
    cell,
    frame_records,
    iso,
    partition_groups,
    plain,
    timeline,
    transition_kinds,
)

if TYPE_CHECKING:
    import pandas as pd

__all__ = ["TABLE_NAMES", "Analysis", "Table"]


# ``messages`` is the read table (dissector.tables.table.COLUMNS) plus the capture it came from;
# schema.py stays free of the dissector, so its entry is made here.
TABLES["messages"] = {
    **COLUMNS,
    "capture": ("category", "file the frame came from (several files are read as one capture)"),
}

#: Tables of an :class:`Analysis`, in the order they are listed and exported.
TABLE_NAMES = (
    "messages",
    "exchanges",
    "clusters",
    "mirrors",
    "partitions",
    "conversations",
    "partition_states",
    "transitions",
    "offsets",
    "truncations",
    "failbacks",
    "lost_writes",
    "errors",
)


def _table_property(name: str) -> tuple[Callable, Callable, None, str]:
    """Getter and setter of an :class:`Analysis` table made on first access (its rows
    kept until then: ``kmirror analyze`` prints its summary without making any)."""

    def get(self: Analysis) -> pd.DataFrame:
        return self._table(name)

    def put(self: Analysis, df: pd.DataFrame) -> None:
        self._lazy[name] = df

    return get, put, None, f"The ``{name}`` table (:data:`TABLES`), made on first access."


@dataclass
class Analysis:
    """Everything :func:`~dissector.analysis.analyze` found, as DataFrames (columns in
    :data:`TABLES`).

    - ``messages``: one row per Kafka message, the ``read`` table
      (:data:`dissector.tables.table.COLUMNS`) plus ``capture`` (category, file name).
    - ``exchanges``: one row per request/response pair, unanswered requests
      and orphan responses included and flagged.
    - ``clusters``: every broker address and the cluster it belongs to.
    - ``mirrors``: one row per mirror (cluster + name).
    - ``partitions``: one row per mirrored partition, its current state.
    - ``conversations``: per mirror, the ordered exchanges that concern it.
    - ``partition_states``: every observation of a partition's state.
    - ``transitions``: every state change, checked against the profile's state machine
      (``stateMachine`` in its ``profile.json``).
    - ``offsets``: LMOs written and read, and the DescribeMirrors lag timeline.
    - ``truncations``: every truncation of a mirrored partition's log.
    - ``failbacks``: one row per failover and/or failback of a partition.
    - ``lost_writes``: what each truncation removed, one row per batch (or run of
      offsets) of one origin: acknowledged records with their producer,
      transactional records with their outcome, markers, unknown (:mod:`.lostwrites`).
    - ``errors``: one row per non-zero error code in a response.

    ``notes`` says what could not be derived and why; ``unknown_truncations``
    lists ``topic-partition: reason`` for each truncation whose count the
    capture cannot support (``records_removed`` null).  :meth:`summary` is the
    short story (JSON-ready, with its ``coverage``); :meth:`export` writes every table.
    """

    profile: Profile
    captures: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    bodies: bool = True
    #: one summary per truncation that removed offsets (:func:`.lostwrites.partition_lines`)
    lost: list[dict] = field(default_factory=list)
    #: counts and top lists of the exchanges, kept while reading (the summary reads these)
    stats: dict[str, Any] = field(default_factory=dict)
    #: table name -> DataFrame, or what makes it on first access: a loader (messages,
    #: exchanges) or a :class:`Table` (every other table: its rows)
    _lazy: dict[str, Any] = field(default_factory=dict, repr=False)

    def __repr__(self) -> str:
        """A few lines: the captures, the profile, the counts and each table's rows (the
        dataclass' own repr held every row: 122 KB for captures/failback.pcapng)."""
        st = self.stats
        sizes = ", ".join(f"{n} {self._rows(n)}" for n in TABLE_NAMES if n in self._lazy)
        return (
            f"<Analysis of {', '.join(self.captures) or 'no capture'} (profile "
            f"{self.profile.name}): {counted(st.get('messages', 0), 'message')}, "
            f"{counted(st.get('exchanges', 0), 'exchange')} "
            f"({counted(st.get('mirror_exchanges', 0), 'mirror RPC')}), "
            f"{counted(len(self.notes), 'note')}\n rows: {sizes}>"
        )

    def _rows(self, name: str) -> int | str:
        """Rows of table ``name`` without making its DataFrame (``?`` when not known yet)."""
        if name == "messages":
            return self.message_count
        if name == "exchanges":
            return int(self.stats.get("exchanges", 0))
        v = self._lazy[name]
        rows = v.rows if isinstance(v, Table) else v
        try:
            return len(rows)
        except TypeError:
            return "?"

    def _table(self, name: str) -> pd.DataFrame:
        v = self._lazy[name]
        if callable(v):
            v = self._lazy[name] = v()
        return v

    def _records(self, name: str, columns: tuple[str, ...]) -> list[dict[str, Any]]:
        """``columns`` of every row of table ``name`` as plain values (:func:`cell`; times
        as ns since the epoch), from its rows while its DataFrame is not made (so the
        summary needs no pandas), else from the DataFrame (as a user may have set it)."""
        v = self._lazy[name]
        if isinstance(v, Table):
            return v.records(columns)
        return frame_records(self._table(name), name, columns)

    clusters = property(*_table_property("clusters"))
    mirrors = property(*_table_property("mirrors"))
    partitions = property(*_table_property("partitions"))
    conversations = property(*_table_property("conversations"))
    partition_states = property(*_table_property("partition_states"))
    transitions = property(*_table_property("transitions"))
    offsets = property(*_table_property("offsets"))
    truncations = property(*_table_property("truncations"))
    failbacks = property(*_table_property("failbacks"))
    lost_writes = property(*_table_property("lost_writes"))
    errors = property(*_table_property("errors"))

    @property
    def messages(self) -> pd.DataFrame:
        """One row per Kafka message, made on first access: from capture files, by reading
        them again (raises :class:`~dissector.errors.CaptureError` if a file changed or is
        gone since it was analysed), else from the rows kept on disk."""
        return self._table("messages")

    @property
    def exchanges(self) -> pd.DataFrame:
        """One row per request/response pair, made on first access (as :attr:`messages`;
        the two are read together)."""
        return self._table("exchanges")

    @property
    def message_count(self) -> int:
        """Number of rows of ``messages``, without loading it."""
        return int(self.stats.get("messages", 0))

    #: broker ports of the connections read from capture files (given or detected)
    kafka_ports: list[int] = field(default_factory=list)
    #: of those, the ports Kafka detection found (not given)
    detected_ports: list[int] = field(default_factory=list)
    unknown_truncations: list[str] = field(default_factory=list)
    #: server port -> ``(looks_like, first_frame, last_frame)`` of each connection on a
    #: Kafka port whose bytes are another protocol's (one row of ``messages`` each, kind
    #: ``foreign``, not counted as a message by the summary;
    #: :attr:`dissector.pipeline.dissector.Dissector.not_kafka`)
    not_kafka: dict[int, list[tuple[str, int, int]]] = field(default_factory=dict)
    #: TCP payload bytes on the Kafka ports the capture did not keep (snap length, losses)
    lost_bytes: int = 0
    #: packets read from the capture files (None when not counted: a set read in parts)
    packets: int | None = None
    #: packets not decoded, by cause (:meth:`dissector.pipeline.coverage.Coverage.by_cause`;
    #: empty when not counted: a set read in parts)
    not_decoded: dict[str, int] = field(default_factory=dict)
    #: the one line saying what was not decoded when it may hide Kafka, else None
    coverage_line: str | None = None
    #: why no Kafka message was found when it was not TCP on the Kafka ports that was not
    #: Kafka (:meth:`dissector.pipeline.coverage.Coverage.no_messages`), else None
    no_messages_why: str | None = None

    @property
    def time_span(self) -> tuple[pd.Timestamp, pd.Timestamp] | None:
        """Times (UTC) of the capture's first and last Kafka message (of its exchanges,
        counted while reading: the messages are not read again), or None without any."""
        import pandas as pd

        first, last = self.stats.get("first_ns"), self.stats.get("last_ns")
        if first is None or last is None:
            return None
        return pd.Timestamp(first, tz="UTC"), pd.Timestamp(last, tz="UTC")

    @property
    def mirror_traffic(self) -> bool:
        """Whether any exchange used a mirror RPC of the profile."""
        return bool(self.stats.get("mirror_exchanges"))

    @property
    def lmos(self) -> pd.DataFrame:
        """``offsets`` rows of LMOs written and read."""
        o = self.offsets
        return o[o["kind"].isin(["lmo_write", "lmo_read", "lme_write", "lme_read"])].reset_index(
            drop=True
        )

    @property
    def lag(self) -> pd.DataFrame:
        """``offsets`` rows of the DescribeMirrors lag timeline."""
        o = self.offsets
        return o[o["kind"] == "lag"].reset_index(drop=True)

    @property
    def unanswered(self) -> pd.DataFrame:
        """Requests that expected a response and got none in the capture."""
        e = self.exchanges
        return e[e["unanswered"].fillna(False)].reset_index(drop=True)

    def tables(self) -> dict[str, pd.DataFrame]:
        """Table name -> DataFrame, in :data:`TABLE_NAMES` order."""
        return {n: getattr(self, n) for n in TABLE_NAMES}

    def export(self, directory: str | os.PathLike) -> list[Path]:
        """Write every table as ``<name>.parquet`` and ``<name>.csv`` in ``directory``.

        CSV by :func:`dissector.tables.output.csv_frame`: a null is an empty unquoted
        field, an empty string ``""``.
        """
        out = Path(directory)
        out.mkdir(parents=True, exist_ok=True)
        written = []
        for name, df in self.tables().items():
            p = out / f"{name}.parquet"
            df.to_parquet(p, index=False)
            c = out / f"{name}.csv"
            csv_frame(df, c)  # null bare, an empty string "" (output.CSV_QUOTING)
            written += [p, c]
        return written

    def summary(self, top: int = 5) -> dict[str, Any]:
        """The short story of the capture, JSON-ready (see the ``kmirror analyze`` output).

        Read from the tables' rows: no DataFrame is made (nor pandas imported) for it
        unless one was made before (then it is read, as set)."""
        rec = self._records
        tr = rec("transitions", TRANSITION_COLUMNS)
        tc = rec("truncations", ("records_removed",))
        offs = rec("offsets", ("kind", "placeholder", "recorded"))
        errs = rec("errors", MIRROR_ERROR_COLUMNS)
        parts = rec("partitions", ("cluster", "mirror", "topic", "partition", "state"))
        st = self.stats
        steps = [(str(r["api_name"]), str(r["error_name"])) in PROTOCOL_STEPS for r in errs]
        fails = [r for r, step in zip(errs, steps, strict=True) if not step]
        states = Counter("?" if r["state"] is None else r["state"] for r in parts)
        order = {s: i for i, s in enumerate(self.profile.states.values())}
        clusters: dict[str, list[str]] = {}
        for r in rec("clusters", ("cluster", "address")):
            if r["cluster"] is not None:
                clusters.setdefault(r["cluster"], []).append(r["address"])
        kinds = Counter(r["kind"] for r in offs if r["placeholder"] is not True)
        by_api = Counter(
            ("?" if r["error_name"] is None else r["error_name"], r["api_name"])
            for r in fails
            if r["api_name"] is not None
        )
        rpcs = set(self.profile.rpcs)
        removed = [r["records_removed"] for r in tc]
        strangers = sum(len(c) for c in self.not_kafka.values())
        return plain(
            {
                "captures": self.captures,
                "profile": self.profile.name,
                # Kafka messages: the rows of connections found not Kafka are not
                "messages": self.message_count - strangers,
                "not_kafka_connections": strangers,
                "exchanges": st.get("exchanges", 0),
                "unanswered": st.get("unanswered", 0),
                "orphan_responses": st.get("orphan_responses", 0),
                "mirror_traffic": self.mirror_traffic,
                "mirror_exchanges": st.get("mirror_exchanges", 0),
                "clusters": {c: sorted(a) for c, a in sorted(clusters.items())},
                "mirrors": rec("mirrors", MIRROR_COLUMNS),
                "partitions_by_mirror": partition_groups(parts, order),
                "partitions_by_state": dict(
                    sorted(states.items(), key=lambda x: (order.get(x[0], 99), x[0]))
                ),
                "transitions": len(tr),
                "transitions_by_kind": transition_kinds(tr, order, self.profile),
                "inferred_transitions": sum(1 for r in tr if r["inferred"] is True),
                "invalid_transitions": [
                    {k: iso(r[k]) if k == "time" else r[k] for k in INVALID_COLUMNS}
                    for r in tr
                    if r["valid"] is False
                ],
                "lmos_written": kinds["lmo_write"],
                "lmos_read": kinds["lmo_read"],
                "lmos_read_without_record": sum(
                    1
                    for r in offs
                    if r["kind"] == "lmo_read"
                    and r["recorded"] is False
                    and r["placeholder"] is not True
                ),
                "lmo_placeholders": sum(1 for r in offs if r["placeholder"] is True),
                "lmes_written": sum(1 for r in offs if r["kind"] == "lme_write"),
                "lmes_read": sum(1 for r in offs if r["kind"] == "lme_read"),
                "truncations": len(tc),
                "records_truncated": sum(n for n in removed if n is not None),
                "lost_writes": [{**x, "time": iso(x["time"]) if x["time"] else None}
                                for x in self.lost],
                # truncations whose cut is not on the wire (revisions that carry epochs)
                "truncations_without_offsets": sum(1 for n in removed if n is None),
                "failbacks": rec("failbacks", FAILBACK_COLUMNS),
                "timeline": timeline(tr, self.lost, self.profile),
                "errors": len(errs) - sum(steps),
                "protocol_steps": dict(
                    sorted(
                        Counter(
                            f"{r['api_name']} {r['error_name']}"
                            for r, step in zip(errs, steps, strict=True)
                            if step
                        ).items()
                    )
                ),
                "errors_by_name": dict(
                    sorted(
                        Counter(
                            "?" if r["error_name"] is None else r["error_name"] for r in fails
                        ).items()
                    )
                ),
                "errors_by_api": [
                    {"error_name": n, "api_name": a, "count": c}
                    for (n, a), c in sorted(by_api.items(), key=null_last)
                ],
                "mirror_errors": [
                    {k: iso(r[k]) if k == "time" else r[k] for k in MIRROR_ERROR_COLUMNS}
                    for r in [r for r in errs if r["api_name"] in rpcs][:50]
                ],
                "unanswered_requests": [
                    {**r, "request_time": iso(r["request_time"])}
                    for r in st.get("unanswered_requests", [])[:50]
                ],
                "slowest": st.get("slowest", [])[:top],
                "coverage": self.coverage(),
                "notes": self.notes,
            }
        )

    def coverage(self) -> dict[str, Any]:
        """How much of the story the capture holds: ``messages_cut`` (messages whose bytes
        were not all captured: snap length, lost segments; their ``expert`` says
        ``truncated@N``), ``bytes_not_captured`` (TCP payload bytes on the Kafka ports the
        capture did not keep) and ``unknown_truncations`` (``topic-partition: reason`` of
        each truncation whose count is null) and ``bodies_not_decoded`` (standard bodies
        of APIs the analysis does not use, left undecoded: their malformations are not in
        ``expert``; ``analyze(..., full=True)`` decodes them; None when not counted) and
        ``evidence_not_decoded`` (Produce/Fetch/ListOffsets bodies in which no topic a
        mirror RPC named is found, left undecoded: not evidence, their malformations not
        in ``expert`` either; None when not counted)."""
        cut = self.stats.get("messages_cut")  # counted while reading (messages on disk)
        if cut is None:
            expert = self.messages["expert"].astype("string").fillna("")
            cut = int(expert.str.contains("truncated@", regex=False).sum())
        return {
            "messages_cut": int(cut),
            "bytes_not_captured": self.lost_bytes,
            "unknown_truncations": list(self.unknown_truncations),
            "bodies_not_decoded": self.stats.get("bodies_not_decoded"),
            "evidence_not_decoded": self.stats.get("evidence_not_decoded"),
        }


class Table:
    """One table of an :class:`Analysis` until its DataFrame is first asked for: its rows
    (dicts, or :class:`~.rowlist.Rows`), read by the summary as :meth:`records`; called,
    the DataFrame (:func:`.schema.build`), the rows then let go of."""

    __slots__ = ("name", "rows", "states")

    def __init__(self, name: str, rows: Any, states: list[str] | tuple = ()) -> None:
        self.name, self.rows, self.states = name, rows, states

    def __call__(self) -> pd.DataFrame:
        df = build(self.name, self.rows, self.states)
        self.rows = []
        return df

    def records(self, columns: tuple[str, ...]) -> list[dict[str, Any]]:
        """``columns`` of every row, each value as the DataFrame would hold it, made plain
        (:func:`cell`)."""
        spec = TABLES[self.name]
        rows = self.rows
        if isinstance(rows, Rows):
            cols = [[cell(v, spec[c][0]) for v in rows.column(c)] for c in columns]
        else:
            cols = [[cell(r.get(c), spec[c][0]) for r in rows] for c in columns]
        if not cols:
            return []
        return [dict(zip(columns, vals, strict=True)) for vals in zip(*cols, strict=True)]
