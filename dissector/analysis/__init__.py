"""Mirror analysis: from captured Kafka traffic to the story of every mirror and partition.

Owns: :func:`analyze` and :class:`Analysis`, the DataFrames it returns, and
their summary.  The work is split by what it holds:

- :mod:`.exchange` -- the exchange record (request + response), its bodies
  held pickled;
- :mod:`.collect` -- one pass over decoded messages: the exchanges, each kept
  for the analysis or taken out as it finishes, bodies left for later held;
- :mod:`.bodies` -- the compact facts kept of each standard body (per API),
  every error code with its path, record batch headers;
- :mod:`.clusters` -- which cluster each broker address belongs to, from the
  wire alone (the rules are listed there);
- :mod:`.replay` -- the mirror RPCs replayed in time order, each handed to
  its handler, which tells the narrower pieces below what it read:
- :mod:`.inventory` -- the replay's pre-pass: partitions per topic, topic
  ids, ListOffsets ends;
- :mod:`.state` -- partition and mirror records, conversations, and the
  partition states and transitions against the state machine;
- :mod:`.truncation` -- LMOs, lag, the destination log end and truncations;
- :mod:`.rows` -- the conversations, partitions, mirrors and failbacks rows;
- :mod:`.schema` -- every table's columns, dtypes, units and meanings.

Must not import the CLI.
"""

from __future__ import annotations

import datetime
import heapq
import itertools
import math
import os
import sys
import warnings
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import CaptureError, CaptureWarning
from ..kafka.protocol import API_NAMES, TOPIC_ID_SOURCES, error_name
from ..pipeline.dissector import DEFAULT_PORTS, Dissector, Message
from ..profiles.profile import AUTO_PROFILE, DEFAULT_PROFILE, Profile, load_profile
from ..tables.output import csv_frame
from ..tables.table import COLUMNS
from .bodies import KEPT_APIS, KEPT_REQUESTS, left_for_later
from .clusters import Clusters, resolve_clusters
from .collect import Collector
from .exchange import Exchange
from .lostwrites import lost_writes, partition_lines
from .replay import Replay
from .rowlist import Rows
from .schema import TABLES, TIME, build, describe
from .spill import Spill

if TYPE_CHECKING:
    import pandas as pd

__all__ = [
    "TABLES",
    "Analysis",
    "analysis_profile",
    "analyze",
    "analyze_parts",
    "describe",
    "make_dissector",
    "not_decoded",
]

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
#: Standard APIs whose bodies the analysis decodes: those it keeps facts of
#: (:data:`.bodies.KEPT_APIS`) and those naming topic ids (Fetch v13+ names topics by id).
#: Any other standard response is decoded only when its error code, read without
#: decoding, is non-zero (its error codes then get their field paths); with
#: ``full=True`` every standard body is decoded.  Record batches stay bytes: the
#: analysis walks their headers.
DECODED_APIS = KEPT_APIS | TOPIC_ID_SOURCES
#: Standard APIs whose requests the analysis decodes (the others' requests are not read).
DECODED_REQUESTS = KEPT_REQUESTS
#: Every standard API (``analyze(..., full=True)``, ``kmirror analyze --full``).
ALL_APIS = frozenset(API_NAMES)

Progress = Callable[[str, int, int], None]


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
    """Everything :func:`analyze` found, as DataFrames (columns in :data:`TABLES`).

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
    #: exchanges) or a :class:`_Table` (every other table: its rows)
    _lazy: dict[str, Any] = field(default_factory=dict, repr=False)

    def _table(self, name: str) -> pd.DataFrame:
        v = self._lazy[name]
        if callable(v):
            v = self._lazy[name] = v()
        return v

    def _records(self, name: str, columns: tuple[str, ...]) -> list[dict[str, Any]]:
        """``columns`` of every row of table ``name`` as plain values (:func:`_cell`; times
        as ns since the epoch), from its rows while its DataFrame is not made (so the
        summary needs no pandas), else from the DataFrame (as a user may have set it)."""
        v = self._lazy[name]
        if isinstance(v, _Table):
            return v.records(columns)
        return _frame_records(self._table(name), name, columns)

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
    #: TCP payload bytes on the Kafka ports the capture did not keep (snap length, losses)
    lost_bytes: int = 0
    #: packets read from the capture files (None when not counted: a set read in parts)
    packets: int | None = None

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
        tr = rec("transitions", _TRANSITION_COLUMNS)
        tc = rec("truncations", ("records_removed",))
        offs = rec("offsets", ("kind", "placeholder", "recorded"))
        errs = rec("errors", _MIRROR_ERROR_COLUMNS)
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
        return _plain(
            {
                "captures": self.captures,
                "profile": self.profile.name,
                "messages": self.message_count,
                "exchanges": st.get("exchanges", 0),
                "unanswered": st.get("unanswered", 0),
                "orphan_responses": st.get("orphan_responses", 0),
                "mirror_traffic": self.mirror_traffic,
                "mirror_exchanges": st.get("mirror_exchanges", 0),
                "clusters": {c: sorted(a) for c, a in sorted(clusters.items())},
                "mirrors": rec("mirrors", _MIRROR_COLUMNS),
                "partitions_by_mirror": _partition_groups(parts, order),
                "partitions_by_state": dict(
                    sorted(states.items(), key=lambda x: (order.get(x[0], 99), x[0]))
                ),
                "transitions": len(tr),
                "transitions_by_kind": _kinds(tr, order, self.profile),
                "inferred_transitions": sum(1 for r in tr if r["inferred"] is True),
                "invalid_transitions": [
                    {k: _iso(r[k]) if k == "time" else r[k] for k in _INVALID_COLUMNS}
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
                "lost_writes": [{**x, "time": _iso(x["time"]) if x["time"] else None}
                                for x in self.lost],
                # truncations whose cut is not on the wire (revisions that carry epochs)
                "truncations_without_offsets": sum(1 for n in removed if n is None),
                "failbacks": rec("failbacks", _FAILBACK_COLUMNS),
                "timeline": _timeline(tr, self.lost, self.profile),
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
                    for (n, a), c in sorted(by_api.items())
                ],
                "mirror_errors": [
                    {k: _iso(r[k]) if k == "time" else r[k] for k in _MIRROR_ERROR_COLUMNS}
                    for r in [r for r in errs if r["api_name"] in rpcs][:50]
                ],
                "unanswered_requests": [
                    {**r, "request_time": _iso(r["request_time"])}
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


def analyze(
    source: Any,
    ports: Iterable[int] = DEFAULT_PORTS,
    profile: Profile | str | None = None,
    *,
    progress: Progress | None = None,
    detect: bool = False,
    tls_keylog: str | os.PathLike | None = None,
    full: bool = False,
) -> Analysis:
    """Analyse Kafka traffic centred on KIP-1279 mirroring; returns an :class:`Analysis`.

    ``source`` is one of:

    - a capture path (pcap/pcapng), a directory, a glob, or several paths:
      read with every body decoded (record batches are walked header by
      header); several files are one capture (:mod:`dissector.capture.sets`:
      merged by time, e.g. the files of ``tcpdump -C`` or of several hosts,
      TCP streams continuing across files, a packet captured twice counted
      once), frames numbered in the merged order; column ``capture`` names
      the file each message's frame came from;
    - an iterable of :class:`~dissector.pipeline.dissector.Message` (e.g. from
      :func:`dissector.iter_messages`); mirror bodies are always there, the
      standard bodies only with ``full=True`` -- without them clusters fall
      back to addresses and the destination log ends to DescribeMirrors;
    - a ``read`` DataFrame (:func:`dissector.read_capture`).  It has no
      bodies, so only ``messages``, ``exchanges`` (pairs, latency, top-level
      error codes, unanswered and orphans), ``errors`` (one row per non-zero
      error_code, no field path), and a names-only ``mirrors`` /
      ``conversations`` (mirror names from the ``mirror_name`` column, the
      cluster being the server address) can be derived.  Partition states,
      transitions, LMOs, lag, truncations and failbacks need the bodies:
      those tables come back empty (with their columns), and ``notes`` says so.

    ``ports``: broker ports carrying Kafka (default 9092; the mirror
    listeners' ports too).  ``profile``: a :class:`~dissector.profiles.profile.Profile`
    or profile name (default ``kip1279-seed``), or ``"auto"`` to choose it from
    the capture paths (:func:`dissector.pipeline.choice.choose_profile`).
    ``detect`` (default False): Kafka found on other ports too
    (:mod:`dissector.frames.detection`).  ``tls_keylog``: an NSS key log decrypting the
    capture's TLS connections (:mod:`dissector.capture.tls`).  ``full`` (files only; default
    False): decode every standard body, not only those the analysis uses
    (:data:`DECODED_APIS`, plus every response whose error code is non-zero): the
    tables are the same, but the ``expert`` words of ``messages`` then cover malformed
    bodies of every API, as ``kmirror read --full`` does; without it, coverage's
    ``bodies_not_decoded`` counts the bodies left undecoded.  ``progress``: called as
    ``progress(capture, bytes_read, bytes_total)`` while reading files.

    Every table's columns, dtypes and units are in
    :data:`dissector.analysis.TABLES` (``describe(name)`` prints one): times
    are ``datetime64[ns, UTC]``, ids and offsets nullable ``Int64``/``Int32``,
    API names, roles and states categoricals (state categories: the
    profile's state names in code order), durations Float64 ms.

    Raises :class:`dissector.errors.CaptureError` for a missing, empty or
    non-capture file.
    """
    # (pandas is imported once the capture is read: a DataFrame given was made with it)
    pandas = sys.modules.get("pandas")
    prof = analysis_profile(source, ports, profile, detect)
    if pandas is not None and isinstance(source, pandas.DataFrame):
        return _from_frame(source, prof)
    if isinstance(source, str | os.PathLike):
        source = [source]
    elif isinstance(source, Message):
        source = [source]
    items = iter(source)
    first = next(items, None)
    if first is None:
        return _finish([], [], prof, [], [], bodies=True)
    items = itertools.chain([first], items)
    if isinstance(first, Message):
        return _from_messages(items, prof)
    return _from_paths(
        [os.fspath(p) for p in items], ports, prof, progress, detect, tls_keylog, full
    )


def analysis_profile(
    source: Any, ports: Iterable[int], profile: Profile | str | None, detect: bool = False
) -> Profile:
    """The profile :func:`analyze` reads ``source`` with: ``profile`` itself, the profile
    of that name (default ``kip1279-seed``), or for ``"auto"`` and capture paths the one
    :func:`dissector.pipeline.choice.choose_profile` finds.  Raises SpecError for an
    unknown name."""
    if profile == AUTO_PROFILE and isinstance(source, str | os.PathLike | list | tuple):
        from ..pipeline.choice import choose_profile

        paths = [source] if isinstance(source, str | os.PathLike) else list(source)
        profile = choose_profile(paths, ports, detect=detect).profile
    return profile if isinstance(profile, Profile) else load_profile(profile or DEFAULT_PROFILE)


# ---------------------------------------------------------------- sources


#: Messages read between two spills of rows and drains of exchanges.
CHUNK_MESSAGES = 4096
#: Slowest exchanges remembered of those taken out while reading (``--top`` goes up to 1000).
_SLOWEST = 1000


class _Rows:
    """The exchanges' counts, top lists and error rows, kept while the capture is read.

    Every finished exchange (kept for the analysis or not) is counted as soon as it is
    finished; its error rows and error names are kept (few), and the slowest exchanges
    and the first unanswered requests.  With ``spill`` its row is written too, to a
    :class:`~.spill.Spill` (cluster filled on load, once the clusters are known).
    Memory then follows neither the number of exchanges nor their bodies.
    """

    def __init__(self, errors: dict[int, str] | None, spill: bool = True) -> None:
        self.spill = Spill("exchanges", lambda rows: build("exchanges", rows)) if spill else None
        self.errors = errors
        self.error_rows: list[dict] = []
        self.by_exchange: dict[int, list[str]] = {}
        self.count = 0
        self.orphans = 0
        self.mirror = 0
        self.unanswered = 0
        self.first_unanswered: list[dict] = []
        self.slow: list[tuple[float, int, dict]] = []  # min-heap of the slowest
        #: exchanges whose response is timed before its request (the first few by id;
        #: see ``_reversed_note``) and how many
        self.reversed: list[Exchange] = []
        self.reversed_count = 0

    def add(self, exchanges: list[Exchange]) -> None:
        if not exchanges:
            return
        if self.spill is not None:
            self.spill.write(_exchange_rows(exchanges, lambda _a: None, self.errors))
        errs, by_exchange = _error_rows(exchanges, self.errors)
        self.error_rows += errs
        self.by_exchange.update(by_exchange)
        self.count += len(exchanges)
        back = [ex for ex in exchanges if ex.reversed]
        if back:
            self.reversed_count += len(back)
            self.reversed = sorted(self.reversed + back, key=lambda ex: ex.id)[:_REVERSED_SHOWN]
        slow = self.slow
        for ex in exchanges:
            status = ex.status
            if status == "orphan_response":
                self.orphans += 1
            elif status == "unanswered":
                self.unanswered += 1
                if len(self.first_unanswered) < _UNANSWERED:
                    self.first_unanswered.append(_unanswered_row(ex))
            if ex.mirror:
                self.mirror += 1
            ms = ex.latency_ms
            if ms is not None:
                if len(slow) < _SLOWEST:
                    heapq.heappush(slow, (ms, -ex.id, _slow_row(ex)))
                elif (ms, -ex.id) > slow[0][:2]:  # (ids differ: the row never compared)
                    heapq.heapreplace(slow, (ms, -ex.id, _slow_row(ex)))

    def stats(self, n_messages: int) -> dict[str, Any]:
        """Counts and top lists of every exchange (the summary's)."""
        return {
            "messages": n_messages,
            "exchanges": self.count,
            "unanswered": self.unanswered,
            "orphan_responses": self.orphans,
            "mirror_exchanges": self.mirror,
            "slowest": [x[2] for x in sorted(self.slow, reverse=True)],
            "unanswered_requests": self.first_unanswered,
        }


#: Unanswered requests listed in the summary.
_UNANSWERED = 50


def _unanswered_row(ex: Exchange) -> dict:
    """An unanswered request as the summary lists it (columns of ``exchanges``)."""
    return {
        "request_time": ex.request_ns,
        "api_name": ex.api_name,
        "client_id": ex.client_id,
        "client": ex.client,
        "server": ex.server,
        "correlation_id": ex.correlation_id,
        "request_frame": ex.request_frame,
    }


def _slow_row(ex: Exchange) -> dict:
    """One of the slowest exchanges as the summary lists it (columns of ``exchanges``)."""
    return {
        "exchange": ex.id,
        "api_name": ex.api_name,
        "client_id": ex.client_id,
        "server": ex.server,
        "correlation_id": ex.correlation_id,
        "request_frame": ex.request_frame,
        "latency_ms": ex.latency_ms,
    }


def make_dissector(
    ports: Iterable[int],
    prof: Profile,
    *,
    full: bool = False,
    detect: bool = False,
    tls_keylog: str | os.PathLike | None = None,
) -> Dissector:
    """The :class:`~dissector.pipeline.dissector.Dissector` the analysis reads captures with: the
    bodies of :data:`DECODED_APIS` (requests: :data:`DECODED_REQUESTS`) decoded, any
    other response decoded when its error code is non-zero or not found, repeated
    Metadata answers decoded once; with ``full`` every standard body.  Without ``full``,
    Produce/Fetch/ListOffsets bodies that name topics by name are left undecoded, their
    bytes held (:func:`.bodies.left_for_later`): the collector decodes those a mirror
    topic's name is found in (``Collector.decode`` = ``d.decoder.decode_later``)."""
    d = Dissector(
        tuple(ports),
        prof,
        always=ALL_APIS if full else DECODED_APIS,
        always_requests=ALL_APIS if full else DECODED_REQUESTS,
        decode_errors=True,
        repeats=True,
        detect=detect,
        tls_keylog=tls_keylog,
    )
    if not full:
        d.decoder.later = left_for_later
    return d


def not_decoded(m: Message, d: Dissector) -> bool:
    """Whether ``m``, a standard message of a known API whose ``body`` is None, read by
    ``d`` (:func:`make_dissector`), was left undecoded because the analysis does not use
    its API (coverage's ``bodies_not_decoded``; a body that failed to decode is not)."""
    return m.api_key not in (d.decoder.always_requests if m.kind == "request" else d.always)


def _from_paths(
    paths: list[str],
    ports: Iterable[int],
    prof: Profile,
    progress,
    detect: bool = False,
    tls_keylog=None,
    full: bool = False,
) -> Analysis:
    """Every path read as one capture (merged by time, frames numbered in the merged
    order); each message's ``capture`` is the file that held its frame.

    Only what the mirror analysis needs stays in memory: the exchanges whose facts the
    analysis needs (:meth:`.collect.Collector.drain`; their bodies pickled), and of the
    others their counts, error rows and top lists (:class:`_Rows`).  Memory follows the
    mirror traffic and the offset evidence (Produce, Fetch, ListOffsets, ...), not the
    capture's size, and no row of ``messages`` or ``exchanges`` is made while reading:
    those two tables are made from the files read again (:class:`_Again`) when first
    asked for, as :func:`_read_paths` with ``rows=True`` writes them.  pandas is not
    imported until the capture is read.  What is kept does not depend on
    :data:`CHUNK_MESSAGES` (``tests/analysis/test_streaming.py``).
    """
    kept, facts = _read_paths(paths, ports, prof, progress, detect, tls_keylog, full, rows=False)
    files = facts["files"]
    stamps = _stamps(files)

    def again() -> tuple[_Kept, dict[str, Any]]:
        with warnings.catch_warnings():  # (what the capture warns of was said by the first read)
            warnings.simplefilter("ignore", CaptureWarning)
            return _read_paths(paths, ports, prof, None, detect, tls_keylog, full, rows=True)

    a = kept.finish(facts["captures"], _Again(again, kept, files, stamps))
    a.kafka_ports = facts["kafka_ports"]
    a.detected_ports = facts["detected_ports"]
    a.lost_bytes = facts["lost_bytes"]
    a.packets = facts["packets"]
    return a


def _stamps(paths: list[str]) -> list[tuple[int, int] | None]:
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


def _read_paths(
    paths: list[str],
    ports: Iterable[int],
    prof: Profile,
    progress,
    detect: bool,
    tls_keylog,
    full: bool,
    rows: bool,
) -> tuple[_Kept, dict[str, Any]]:
    """One pass over ``paths`` (one capture): the :class:`_Kept` of what was read, not yet
    finished, and the facts of the read (``files``: the paths read, ``captures``: their
    file names; ``kafka_ports``,
    ``detected_ports``, ``lost_bytes``).  With ``rows`` the message rows (each with its
    capture file's name last) and every exchange's row are written too (:class:`_Kept`)."""
    from ..tables.table import COLUMNS, RowStream

    d = make_dissector(ports, prof, full=full, detect=detect, tls_keylog=tls_keylog)
    kept = _Kept(prof, rows=rows)
    coll = kept.coll
    coll.decode = d.decoder.decode_later  # (bodies left for later: see make_dissector)
    rs = RowStream() if rows else None
    chunk: list[list[Any]] = []
    frame_col = list(COLUMNS).index("frame")
    label = ", ".join(paths)

    names: dict[str, str] = {}
    held = [d]  # (let go of before the tables are built)

    def file_name(frame: int) -> str:
        reader = held[0].reader
        file_of = getattr(reader, "file_of", None)
        path = file_of(frame) if file_of else reader.path
        name = names.get(path)
        if name is None:
            name = names[path] = os.path.basename(path)
        return name

    def flush() -> None:
        if chunk:
            for r in chunk:
                r.append(file_name(r[frame_col]))
            kept.rows(chunk)
            chunk.clear()

    msgs = d.feed_path(paths if len(paths) > 1 else paths[0])
    count = cut = undecoded = 0
    for m in msgs:
        coll.capture = file_name(m.frame)
        if rs is not None:
            rs.add(m)
            chunk.extend(rs.ready())
        elif m.expert and any("truncated@" in w for w in m.expert):
            cut += 1
        coll.add(m)
        req = m.request
        if req is not None:
            # nothing reads a request's link to its response once the response is in:
            # unlinked, both go with their last reference, not at the next collection
            req.response = None
        if m.body is None and not m.mirror and m.api_name is not None:
            undecoded += not_decoded(m, d)
        count += 1
        if not count % CHUNK_MESSAGES:
            flush()
            kept.drain()
            if progress is not None:
                progress(label, d.reader.position, d.reader.size)
    if rs is not None:
        chunk.extend(rs.close())
    flush()
    reader = d.reader
    if progress is not None and reader is not None:
        progress(label, reader.size, reader.size)
    files = list(getattr(reader, "paths", [reader.path])) if reader is not None else paths
    facts = {
        "files": files,
        "captures": [os.path.basename(p) for p in files],
        "kafka_ports": sorted(d.kafka_ports),
        "detected_ports": list(d.detected_ports),
        "lost_bytes": d.lost_bytes,
        "packets": d.packets,
    }
    kept.count = count
    if rs is None:
        kept.cut = cut
    kept.undecoded = undecoded
    # the dissector's connections and reassembly state are let go before pandas is
    # imported and the tables built (their memory is reused, the peak does not add up)
    held.clear()
    del d, reader, msgs, rs, coll
    return kept, facts


class _Kept:
    """What :func:`analyze` keeps of capture files while they are read, then their
    :class:`Analysis`: every finished exchange's counts and error rows (:class:`_Rows`),
    the exchanges whose facts the analysis needs (``coll``:
    :meth:`.collect.Collector.drain`) and, with ``rows``, the message rows spilled (each
    row with its capture file's name last) and every exchange's row written.  Used by
    the read here (:func:`_read_paths`) and by a set read in parts
    (:func:`analyze_parts`)."""

    def __init__(self, prof: Profile, rows: bool = True) -> None:
        from ..tables.table import COLUMNS

        self.prof = prof
        self.coll = Collector(None, 1, prof.roles)
        self.spill = Spill("messages", _messages_frame) if rows else None
        self.streamed = _Rows(prof.errors, spill=rows)
        self.count = 0  # messages read (the rows spilled, when they are)
        self.cut = 0  # messages whose bytes were not all captured (coverage's messages_cut)
        self.undecoded = 0  # standard bodies left undecoded (coverage's bodies_not_decoded)
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
        self.streamed.add(self.coll.drain())

    def close(self) -> list[Exchange]:
        """End of input: every exchange counted (and written); those the analysis keeps
        facts of (:meth:`.collect.Collector.finish`)."""
        coll, streamed = self.coll, self.streamed
        streamed.add(coll.drain(final=True))
        exchanges = coll.finish()
        streamed.add(coll.undrained)
        for spill in (self.spill, streamed.spill):
            if spill is not None:
                spill.close()  # (every row written: read when its table is asked for)
        return exchanges

    def finish(self, captures: list[str], again: _Again | None = None) -> Analysis:
        """End of input: the tables (:func:`_finish`); ``messages`` and ``exchanges`` from
        the rows written, or without them from ``again``."""
        exchanges = self.close()
        rows = self.spill if self.spill is not None else again
        a = _finish(rows, exchanges, self.prof, captures, [], bodies=True,
                    streamed=(self.streamed, self.coll))
        a.stats["messages_cut"] = self.cut
        a.stats["bodies_not_decoded"] = self.undecoded
        a.stats["evidence_not_decoded"] = self.coll.not_decoded
        return a


class _Again:
    """The ``messages`` and ``exchanges`` rows of capture files, read again when first
    asked for (``read``: a pass of :func:`_read_paths` with rows) and checked against the
    first pass (``first``: its counts of messages and exchanges; ``paths``: the files
    it read).

    Raises :class:`~dissector.errors.CaptureError` when a file changed since it was
    analysed (size or modification time, ``stamps`` from :func:`_stamps`) or the second
    read does not count the messages and exchanges the first one did."""

    def __init__(
        self,
        read: Callable[[], tuple[_Kept, dict[str, Any]]],
        first: _Kept,
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
            for path, was, now in zip(self._paths, self._stamps, _stamps(self._paths), strict=True):
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


def analyze_parts(
    parts: Iterable[tuple[list[list[Any]], list[Exchange]]],
    prof: Profile,
    captures: list[str],
    mirror_topics: Iterable[str] = (),
    kafka_ports: Iterable[int] = (),
    detected_ports: Iterable[int] = (),
    lost_bytes: int = 0,
    bodies_not_decoded: int = 0,
) -> Analysis:
    """The :class:`Analysis` of a capture set read in parts elsewhere
    (:func:`dissector.parallel.dask.analyze_captures`), equal to :func:`analyze` of the set.

    ``parts`` yields, in capture order, each part's message rows (the read table's
    columns, set-wide frame numbers and tcp_streams, the capture file's name last) and
    the exchanges its messages made (:class:`.exchange.Exchange`, ids going on from the
    previous part's, each in its final state: a request answered in a later part
    answered), and optionally third how many of their bodies left for later were let go
    undecoded (:meth:`.collect.Collector.settle`).  ``mirror_topics``: every topic the
    set's mirror RPCs named (offset evidence on other topics is left out, as
    :meth:`.collect.Collector.finish` does);
    ``captures``: file names in :func:`analyze`'s order; ``bodies_not_decoded``: the
    parts' count (:func:`not_decoded`); the rest as :class:`Analysis`.
    """
    kept = _Kept(prof)
    kept.coll.mirror_topics |= set(mirror_topics)
    for rows, exchanges, *settled in parts:
        kept.rows(rows)
        kept.coll.extend(exchanges)
        kept.coll.not_decoded += settled[0] if settled else 0
        kept.drain()
    kept.undecoded = bodies_not_decoded
    a = kept.finish(captures)
    a.kafka_ports = sorted(kafka_ports)
    a.detected_ports = list(detected_ports)
    a.lost_bytes = lost_bytes
    return a


def _messages_frame(rows: list[list[Any]]) -> pd.DataFrame:
    """Rows of the read table, each with its capture file's name last -> the messages
    table (``capture`` categorical)."""
    import pandas as pd

    from ..tables.table import rows_frame

    df = rows_frame([r[:-1] for r in rows])
    df["capture"] = pd.Series([r[-1] for r in rows], dtype="string").astype("category")
    return df


def _from_messages(messages: Iterable[Message], prof: Profile) -> Analysis:
    from ..tables.table import RowStream

    rs = RowStream()
    coll = Collector(None, roles=prof.roles)
    rows: list[list[Any]] = []
    standard_bodies = False
    for m in messages:
        rs.add(m)
        rows.extend(rs.ready())
        coll.add(m)
        if not m.mirror and (m.body is not None or m.raw_body is not None) and m.api_key != 18:
            standard_bodies = True
    rows.extend(rs.close())
    rows = [r + [None] for r in rows]
    notes = []
    if not standard_bodies:
        describe = prof.roles.rpc("describe_mirrors") or "the describe RPC"
        notes.append(
            "messages without standard bodies (iter_messages(..., full=False)?): clusters come "
            f"from the mirror RPCs only and destination log ends from {describe}"
        )
    return _finish(rows, coll.finish(), prof, [], notes, bodies=True)


def _from_frame(df: pd.DataFrame, prof: Profile) -> Analysis:
    """A ``read`` table: exchanges from the request/response rows, no bodies."""
    import pandas as pd

    from ..tables.table import COLUMNS

    missing = [c for c in COLUMNS if c not in df.columns]
    if missing:
        raise ValueError(f"not a read table: columns missing: {', '.join(missing)}")
    msgs = df.copy()
    if "capture" not in msgs.columns:
        msgs["capture"] = pd.Series([None] * len(msgs), dtype="string").astype("category")
    exchanges: list[Exchange] = []
    by_key: dict[tuple, Exchange] = {}

    def val(v: Any) -> Any:
        return None if v is None or (not isinstance(v, str) and pd.isna(v)) else v

    next_id = 1
    for rec in msgs.to_dict("records"):
        row = {k: val(v) for k, v in rec.items()}
        g = row.get
        direction = g("direction")
        if g("api_key") is None and direction == "request":
            continue
        cap = g("capture")
        ns = g("time").value if g("time") is not None else None
        if direction == "request":
            notes = g("notes") or ""
            ex = Exchange(
                next_id,
                cap,
                int(g("tcp_stream")),
                g("src"),
                g("dst"),
                client_id=g("client_id"),
                api_key=_int(g("api_key")),
                api_version=_int(g("api_version")),
                api_name=g("api_name"),
                mirror=bool(g("mirror")),
                mirror_name=g("mirror_name"),
                correlation_id=_int(g("correlation_id")),
                request_frame=_int(g("frame")),
                request_ns=ns,
                request_length=_int(g("length")),
                expects_response="acks=0" not in notes,
                status="unanswered" if "acks=0" not in notes else "no_response_expected",
                expert=[x for x in (g("expert") or "").split(";") if x],
            )
            next_id += 1
            exchanges.append(ex)
            by_key[(cap, ex.tcp_stream, ex.request_frame)] = ex
        elif direction == "response":
            req = by_key.get((cap, int(g("tcp_stream")), _int(g("request_frame"))))
            if req is None:
                req = Exchange(
                    next_id,
                    cap,
                    int(g("tcp_stream")),
                    g("dst"),
                    g("src"),
                    client_id=g("client_id"),
                    api_key=_int(g("api_key")),
                    api_version=_int(g("api_version")),
                    api_name=g("api_name"),
                    mirror=bool(g("mirror")) if g("mirror") is not None else False,
                    correlation_id=_int(g("correlation_id")),
                    status="orphan_response",
                )
                next_id += 1
                exchanges.append(req)
            else:
                req.status = "answered"
            req.response_frame = _int(g("frame"))
            req.response_ns = ns
            req.response_length = _int(g("length"))
            req.error_code = _int(g("error_code"))
            req.mirror_name = req.mirror_name or g("mirror_name")
            req.expert += [x for x in (g("expert") or "").split(";") if x]
    notes = [
        "read table without bodies: partition states, transitions, LMOs, lag, truncations and "
        "failbacks need the decoded bodies (analyze the capture file instead); mirrors and "
        "conversations come from the mirror_name column, errors have no field path"
    ]
    return _finish(
        msgs,
        exchanges,
        prof,
        sorted({str(c) for c in msgs["capture"].dropna()}),
        notes,
        bodies=False,
    )


def _built(table: str, rows: list[dict], states: list[str] | tuple = ()) -> pd.DataFrame:
    """:func:`.schema.build`, then ``rows`` emptied (its dicts let go of at once)."""
    df = build(table, rows, states)
    rows.clear()
    return df


def _int(v: Any) -> int | None:
    return None if v is None else int(v)


# ---------------------------------------------------------------- tables


def _finish(
    rows: Any,
    exchanges: list[Exchange],
    prof: Profile,
    captures: list[str],
    notes: list[str],
    bodies: bool,
    streamed: tuple[_Rows, Collector] | None = None,
) -> Analysis:
    """The tables of an analysis: ``exchanges`` are those the analysis keeps facts of;
    ``rows`` the message rows (a :class:`~.spill.Spill`, a DataFrame, a list, or an
    :class:`_Again` that also gives the exchanges' rows); ``streamed`` (the file path)
    holds every exchange's counts (and rows, unless ``rows`` is an :class:`_Again`),
    made while reading, and the collector (its stand-ins and counts); without it every
    exchange is in ``exchanges`` and their rows are written here."""
    pandas = sys.modules.get("pandas")  # (a DataFrame given was made with it)
    messages: Any
    if isinstance(rows, _Again):
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
        done = _Rows(prof.errors)
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
        "clusters": _Table("clusters", clusters.rows()),
        "mirrors": _Table("mirrors", mirror_rows),
        "partitions": _Table("partitions", replay.partitions(), states),
        "conversations": _Table("conversations", conversations),
        "partition_states": _Table("partition_states", replay.observations, states),
        "offsets": _Table("offsets", replay.offsets, states),
        "transitions": _Table("transitions", replay.transitions, states),
        "truncations": _Table("truncations", replay.truncations),
        "failbacks": _Table("failbacks", failback_rows, states),
        "lost_writes": _Table("lost_writes", lost),
        "errors": _Table("errors", errors_rows),
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
    reversed_note = _reversed_note(done.reversed, done.reversed_count)
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

    again = rows if isinstance(rows, _Again) else None

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


#: Exchanges named in the note on responses timed before their requests.
_REVERSED_SHOWN = 20


def _reversed_note(reversed_: list[Exchange], count: int) -> str | None:
    """The note on the ``count`` exchanges whose response frame is timed before its request
    frame (``reversed_``: some of them): their latency_ms is null (a contradiction, never a
    negative latency); the evidence is the frames, request then response."""
    if not count:
        return None
    reversed_.sort(key=lambda ex: ex.id)
    shown = ", ".join(
        f"exchange {ex.id} (request frame {ex.request_frame}, response frame {ex.response_frame}, "
        f"{(ex.request_ns - ex.response_ns) / 1e6:.3f} ms earlier)"
        for ex in reversed_[:_REVERSED_SHOWN]
    )
    more = " and more" if count > _REVERSED_SHOWN else ""
    return (
        f"response_before_request: {count} exchange(s) whose response is timed "
        "before its request (packets reordered in the capture, or clocks of merged files "
        f"apart): latency_ms null: {shown}{more}"
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


def _exchange_rows(
    exchanges: list[Exchange], clusters: Clusters, errors: dict[int, str] | None = None
) -> list[dict]:
    rows = []
    for ex in exchanges:
        if ex.decoded:
            nerr = len(ex.errors)
        elif ex.response_frame is not None and ex.error_code is not None:
            nerr = 1 if ex.error_code else 0
        else:
            nerr = None
        rows.append(
            {
                "exchange": ex.id,
                "capture": ex.capture,
                "tcp_stream": ex.tcp_stream,
                "client_id": ex.client_id,
                "client": ex.client,
                "server": ex.server,
                "cluster": clusters(ex.server),
                "api_name": ex.api_name,
                "api_key": ex.api_key,
                "api_version": ex.api_version,
                "mirror": ex.mirror,
                "mirror_name": ex.mirror_name,
                "correlation_id": ex.correlation_id,
                "request_frame": ex.request_frame,
                "response_frame": ex.response_frame,
                "request_time": ex.request_ns,
                "response_time": ex.response_ns,
                "latency_ms": ex.latency_ms,
                "error_code": ex.error_code,
                "error_name": error_name(ex.error_code, errors if ex.mirror else None),
                "errors": nerr,
                "status": ex.status,
                "unanswered": ex.status == "unanswered",
                "orphan": ex.status == "orphan_response",
                "request_length": ex.request_length,
                "response_length": ex.response_length,
                "expert": ";".join(ex.expert),
            }
        )
    return rows


def _error_rows(
    exchanges: list[Exchange], errors: dict[int, str] | None = None
) -> tuple[list[dict], dict[int, list[str]]]:
    rows = []
    by_exchange: dict[int, list[str]] = {}
    for ex in exchanges:
        if ex.decoded:
            found = ex.errors
        elif ex.response_frame is not None and ex.error_code:
            found = [(None, ex.error_code, None, None)]
        else:
            continue
        for path, code, msg, about in found:
            name = error_name(code, errors if ex.mirror else None)
            rows.append(
                {
                    "time": ex.response_ns,
                    "exchange": ex.id,
                    "api_name": ex.api_name,
                    "api_key": ex.api_key,
                    "correlation_id": ex.correlation_id,
                    "client_id": ex.client_id,
                    "client": ex.client,
                    "server": ex.server,
                    "mirror_name": ex.mirror_name,
                    "path": path,
                    "about": about,
                    "error_code": code,
                    "error_name": name,
                    "message": msg,
                    "frame": ex.response_frame,
                    "protocol_step": (ex.api_name, name) in PROTOCOL_STEPS,
                }
            )
            by_exchange.setdefault(ex.id, []).append(name or str(code))
    return rows, by_exchange


#: (API, error) pairs that are steps of a protocol, not failures: a JoinGroup without a
#: member id is answered MEMBER_ID_REQUIRED with the id to join with (KIP-394).
PROTOCOL_STEPS = frozenset({("JoinGroup", "MEMBER_ID_REQUIRED")})


#: What the timeline calls a state change (by state role) and the truncations.
_STEP_WORDS = {
    "added": "topics added (-> {state})",
    "stopping": "failover started (-> {state})",
    "stopped": "failover done (-> {state}, LMO written)",
    "mirroring": "mirroring (-> {state})",
    "failed": "failed (-> {state})",
}


def _timeline(tr: list[dict], lost: list[dict], profile: Profile) -> list[dict[str, Any]]:
    """Each mirror's steps in time order: one event per carrying exchange and step.

    ``tr``: ``transitions`` records (:data:`_TRANSITION_COLUMNS`, times in ns).
    ``{"time", "cluster", "mirror", "event", "partitions": [topic-partition]}``; a
    ``topics added`` on a cluster whose partitions were STOPPED elsewhere before is a
    *failback started*; truncations that removed offsets come from ``lost``.
    """
    machine = profile.roles.machine if profile.roles is not None else None
    if machine is None:
        return []
    role_of = {v: k for k, v in machine.roles.items()}
    groups: dict[tuple, dict[str, Any]] = {}
    stopped_at: dict[str, int] = {}  # topic-partition -> first STOPPED
    # in time order, rows without a time last (each group in table order)
    for r in sorted(tr, key=lambda r: (r["time"] is None, r["time"] or 0)):
        role = role_of.get(str(r["to_state"]))
        if role not in _STEP_WORDS:
            continue
        tp = f"{r['topic']}-{r['partition']}"
        t = r["time"]
        word = _STEP_WORDS[role].format(state=r["to_state"])
        if role == "stopped":
            stopped_at.setdefault(tp, t or 0)
        if role == "added" and tp in stopped_at and (t or 0) >= stopped_at[tp]:
            word = "failback started: " + word
        key = (r["cluster"], r["mirror"], word, r["exchange"])
        g = groups.setdefault(
            key,
            {
                "time": t,
                "cluster": r["cluster"],
                "mirror": r["mirror"],
                "event": word,
                "partitions": [],
            },
        )
        g["partitions"].append(tp)
    events = list(groups.values())
    for x in lost:
        events.append(
            {
                "time": x["time"],
                "cluster": x["cluster"],
                "mirror": x.get("mirror"),
                "event": f"{x['step']} truncation: {x['offsets']} offsets removed",
                "partitions": [x["partition"]],
            }
        )
    events.sort(key=lambda e: (e["time"] or 0, str(e["cluster"]), e["event"]))
    return [{**e, "time": _iso(e["time"])} for e in events]


def _iso(ns: int | None) -> str | None:
    """ns since the epoch -> ISO-8601 UTC text ending in ``Z``, as pandas writes a
    Timestamp (``.isoformat()``): the fraction in µs, in ns when it has ns, none when 0."""
    if ns is None:
        return None
    sec, frac = divmod(int(ns), 1_000_000_000)
    text = (_EPOCH + datetime.timedelta(seconds=sec)).isoformat()
    if frac:
        us, rest = divmod(frac, 1000)
        text += f".{frac:09d}" if rest else f".{us:06d}"
    return text + "Z"


_EPOCH = datetime.datetime(1970, 1, 1)


def _kinds(tr: list[dict], order: dict[str, int], profile: Profile) -> dict[str, int]:
    """Transition counts by ``FROM->TO``, in state-machine order (the from state's code)."""
    counts = Counter((r["from_state"], str(r["to_state"])) for r in tr)

    machine = profile.roles.machine
    initial = machine.initial if machine is not None else None

    def rank(k: tuple) -> tuple:
        a, b = k
        first = -1 if a is None or a == initial else order.get(a, 99)
        return (first, order.get(b, 99), str(k))

    return {f"{a or '?'}->{b}": n for (a, b), n in sorted(counts.items(), key=lambda x: rank(x[0]))}


def _partition_groups(parts: list[dict], order: dict[str, int]) -> list[dict[str, Any]]:
    """Mirrored partitions (``partitions`` records) grouped by cluster, mirror and current
    state."""
    groups: dict[tuple, list[str]] = {}
    for r in parts:
        key = (str(r["cluster"]), str(r["mirror"]), r["state"])
        groups.setdefault(key, []).append(f"{r['topic']}-{r['partition']}")
    return [
        {"cluster": c, "mirror": m, "state": s, "count": len(v), "partitions": v}
        for (c, m, s), v in sorted(
            groups.items(), key=lambda x: (x[0][0], x[0][1], order.get(x[0][2] or "", 99))
        )
    ]


#: Columns the summary reads of each table (:meth:`Analysis.summary`).
_TRANSITION_COLUMNS = (
    "cluster", "mirror", "topic", "partition", "time", "exchange", "from_state", "to_state",
    "inferred", "valid", "rule",
)
_INVALID_COLUMNS = ("cluster", "mirror", "topic", "partition", "time", "rule")
_MIRROR_COLUMNS = (
    "cluster", "mirror", "source_cluster", "source_bootstrap", "topics", "partitions",
    "states", "errors",
)
_FAILBACK_COLUMNS = (
    "topic", "partition", "failover_cluster", "failback_cluster", "lmo_written",
    "failover_records_removed", "lmo_returned", "records_truncated", "time_to_mirroring_ms",
    "anomalies",
)
_MIRROR_ERROR_COLUMNS = (
    "time", "api_name", "mirror_name", "about", "path", "error_name", "message", "client_id",
    "server", "frame",
)


class _Table:
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
        (:func:`_cell`)."""
        spec = TABLES[self.name]
        rows = self.rows
        if isinstance(rows, Rows):
            cols = [[_cell(v, spec[c][0]) for v in rows.column(c)] for c in columns]
        else:
            cols = [[_cell(r.get(c), spec[c][0]) for r in rows] for c in columns]
        if not cols:
            return []
        return [dict(zip(columns, vals, strict=True)) for vals in zip(*cols, strict=True)]


def _cell(v: Any, dtype: str) -> Any:
    """A row's value as its column (``dtype``, :data:`TABLES`) holds it, made plain: null
    None, integers and times (ns) int, Float64 float (NaN null), booleans bool, text str."""
    if v is None:
        return None
    if dtype.startswith("Int") or dtype == TIME:  # Int8..Int64, and times in ns
        return int(v)
    if dtype == "Float64":
        v = float(v)
        return None if math.isnan(v) else v
    if dtype == "boolean":
        return bool(v)
    return str(v)


def _frame_records(df: pd.DataFrame, name: str, columns: tuple[str, ...]) -> list[dict]:
    """As :meth:`_Table.records`, from a table's DataFrame (nulls None, times ns)."""
    import pandas as pd

    out = []
    for r in df[list(columns)].to_dict("records"):
        for k, v in r.items():
            if v is None or v is pd.NA or v is pd.NaT:
                r[k] = None
            elif isinstance(v, pd.Timestamp):
                r[k] = v.value
            else:
                r[k] = _cell(v.item() if hasattr(v, "item") else v, TABLES[name][k][0])
        out.append(r)
    return out


def _plain(v: Any) -> Any:
    """JSON-ready: NA -> None, numpy scalars -> Python, timestamps -> ISO-8601 UTC."""
    if isinstance(v, dict):
        return {str(k): _plain(x) for k, x in v.items()}
    if isinstance(v, list | tuple):
        return [_plain(x) for x in v]
    if v is None or isinstance(v, str | bool | int):
        return v
    if isinstance(v, float):
        return None if math.isnan(v) else v
    pd = sys.modules.get("pandas")  # (a pandas value only when pandas is imported)
    if pd is not None:
        if v is pd.NA or v is pd.NaT:
            return None
        if isinstance(v, pd.Timestamp):
            return v.isoformat().replace("+00:00", "Z")
    if isinstance(v, datetime.datetime):
        return v.isoformat()
    if hasattr(v, "item"):
        return _plain(v.item())
    return v
