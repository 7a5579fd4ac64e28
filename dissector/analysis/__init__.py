"""Mirror analysis: from captured Kafka traffic to the story of every mirror and partition.

Owns: :func:`analyze` (which source is read how) and :func:`analysis_profile`;
:class:`Analysis`, the DataFrames it returns, and their summary, are in
:mod:`.result`.  The work is split by what it holds:

- :mod:`.files` -- capture files read in two passes (the second when
  ``messages`` or ``exchanges`` is first asked for), or a set read in parts
  elsewhere (:func:`analyze_parts`); the dissector the analysis reads with;
- :mod:`.frame` -- a ``read`` DataFrame's request and response rows paired
  again, no bodies;
- :mod:`.exchange` -- the exchange record (request + response), its bodies
  held pickled;
- :mod:`.collect` -- one pass over decoded messages: the exchanges, each kept
  for the analysis or taken out as it finishes, bodies left for later held;
- :mod:`.bodies` -- the compact facts kept of each standard body (per API),
  every error code with its path, record batch headers;
- :mod:`.exchangerows` -- every finished exchange counted, its ``exchanges``
  and ``errors`` rows written, while the input is read;
- :mod:`.assemble` -- the tables assembled at the end of the input (what is
  kept of capture files while they are read, and read again);
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
- :mod:`.schema` -- every table's columns, dtypes, units and meanings;
- :mod:`.result` -- :class:`Analysis`, its tables made on first access;
- :mod:`.summary` -- the summary's pure helpers (timeline, kinds, plain values).

Must not import the CLI.
"""

from __future__ import annotations

import itertools
import os
import sys
from collections.abc import Callable, Iterable
from typing import Any

from ..kafka.apikey import ApiKey
from ..pipeline.dissector import DEFAULT_PORTS, Message
from ..profiles.profile import AUTO_PROFILE, DEFAULT_PROFILE, Profile, load_profile
from .assemble import finish
from .collect import Collector
from .files import (
    ALL_APIS,
    CHUNK_MESSAGES,
    DECODED_APIS,
    DECODED_REQUESTS,
    analyze_parts,
    from_paths,
    make_dissector,
    not_decoded,
)
from .frame import from_frame
from .result import TABLE_NAMES, Analysis
from .schema import TABLES, describe
from .summary import PROTOCOL_STEPS

__all__ = [
    "ALL_APIS",
    "CHUNK_MESSAGES",
    "DECODED_APIS",
    "DECODED_REQUESTS",
    "PROTOCOL_STEPS",
    "TABLES",
    "TABLE_NAMES",
    "Analysis",
    "analysis_profile",
    "analyze",
    "analyze_parts",
    "describe",
    "make_dissector",
    "not_decoded",
]
# (CHUNK_MESSAGES is read in .files: a test that changes it sets it there)


Progress = Callable[[str, int, int], None]


def analyze(
    source: Any,
    ports: Iterable[int] = DEFAULT_PORTS,
    profile: Profile | str | None = None,
    *,
    progress: Progress | None = None,
    detect: bool = False,
    tls_keylog: str | os.PathLike | None = None,
    full: bool = False,
    vxlan_ports: Iterable[int] = (),
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
    ``progress(capture, bytes_read, bytes_total)`` while reading files.  ``vxlan_ports``:
    UDP ports read as VXLAN besides 4789 (:mod:`dissector.capture.tunnels`).

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
        return from_frame(source, prof)
    if isinstance(source, str | os.PathLike):
        source = [source]
    elif isinstance(source, Message):
        source = [source]
    items = iter(source)
    first = next(items, None)
    if first is None:
        return finish([], [], prof, [], [], bodies=True)
    items = itertools.chain([first], items)
    if isinstance(first, Message):
        return _from_messages(items, prof)
    return from_paths(
        [os.fspath(p) for p in items],
        ports,
        prof,
        progress,
        detect,
        tls_keylog,
        full,
        tuple(vxlan_ports),
    )


def analysis_profile(
    source: Any, ports: Iterable[int], profile: Profile | str | None, detect: bool = False
) -> Profile:
    """The profile :func:`analyze` reads ``source`` with: ``profile`` itself, the profile
    of that name (default ``kip1279-seed``), or for ``"auto"`` and capture paths the one
    :func:`dissector.pipeline.choice.choose_profile` finds, per cluster where the clusters
    speak different revisions (:mod:`.bycluster`).  Raises SpecError for an
    unknown name."""
    if profile == AUTO_PROFILE and isinstance(source, str | os.PathLike | list | tuple):
        from .bycluster import choose_per_cluster

        paths = [source] if isinstance(source, str | os.PathLike) else list(source)
        profile = choose_per_cluster(paths, ports, detect=detect).profile
    return profile if isinstance(profile, Profile) else load_profile(profile or DEFAULT_PROFILE)


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
        has_body = m.body is not None or m.raw_body is not None
        if not m.mirror and has_body and m.api_key != ApiKey.API_VERSIONS:
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
    return finish(rows, coll.finish(), prof, [], notes, bodies=True)
