"""Capture files analysed: read in two passes here, or in parts elsewhere.

Owns: the dissector the analysis reads captures with (:func:`make_dissector`:
:data:`DECODED_APIS` decoded, :func:`not_decoded` for coverage), the first pass
(:func:`from_paths`: every path read as one capture, :data:`CHUNK_MESSAGES` at a
time, only what the analysis needs kept, in a :class:`~.assemble.Kept`) and the
second, made when ``messages`` or ``exchanges`` is first asked for (the files read
again, :class:`~.assemble.Again`), and a set read in parts elsewhere put together
(:func:`analyze_parts`, for :mod:`dissector.parallel`).  pandas is not imported
until the capture is read.

Must not import: pandas at import time, the CLI, or the package itself
(:mod:`dissector.analysis` imports this).
"""

from __future__ import annotations

import os
import warnings
from collections.abc import Iterable
from typing import Any

from ..errors import CaptureWarning
from ..kafka.protocol import API_NAMES, TOPIC_ID_SOURCES
from ..pipeline.dissector import Dissector
from ..profiles.profile import Profile
from .assemble import Again, Kept, file_stamps
from .bodies import KEPT_APIS, KEPT_REQUESTS, left_for_later
from .exchange import Exchange
from .result import Analysis

try:
    import cython
except ImportError:  # no Cython: the pure-Python path
    from .. import puremode as cython

if not cython.compiled:  # (compiled, Message is the C type files.pxd cimports)
    from ..pipeline.dissector import Message

__all__ = [
    "ALL_APIS",
    "CHUNK_MESSAGES",
    "DECODED_APIS",
    "DECODED_REQUESTS",
    "analyze_parts",
    "from_paths",
    "make_dissector",
    "not_decoded",
]


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


#: Messages read between two spills of rows and drains of exchanges.
CHUNK_MESSAGES = 4096


def make_dissector(
    ports: Iterable[int],
    prof: Profile,
    *,
    full: bool = False,
    detect: bool = False,
    tls_keylog: str | os.PathLike | None = None,
    vxlan_ports: Iterable[int] = (),
) -> Dissector:
    """The :class:`~dissector.pipeline.dissector.Dissector` the analysis reads captures with: the
    bodies of :data:`DECODED_APIS` (requests: :data:`DECODED_REQUESTS`) decoded, any
    other response decoded when its error code is non-zero or not found, repeated
    Metadata answers decoded once; with ``full`` every standard body.  Without ``full``,
    Produce/Fetch/ListOffsets bodies that name topics by name are left undecoded, their
    bytes held (:func:`.bodies.left_for_later`): the collector decodes those a mirror
    topic's name is found in (``Collector.decode`` = ``d.decoder.decode_later``).
    ``vxlan_ports``: UDP ports read as VXLAN besides 4789."""
    d = Dissector(
        tuple(ports),
        prof,
        always=ALL_APIS if full else DECODED_APIS,
        always_requests=ALL_APIS if full else DECODED_REQUESTS,
        decode_errors=True,
        repeats=True,
        detect=detect,
        tls_keylog=tls_keylog,
        vxlan_ports=tuple(vxlan_ports),
    )
    if not full:
        d.decoder.later = left_for_later
    return d


def not_decoded(m: Message, d: Dissector) -> bool:
    """Whether ``m``, a standard message of a known API whose ``body`` is None, read by
    ``d`` (:func:`make_dissector`), was left undecoded because the analysis does not use
    its API (coverage's ``bodies_not_decoded``; a body that failed to decode is not; a
    connection's row saying it is not Kafka, kind ``foreign``, has no body to decode)."""
    if m.kind == "foreign":
        return False
    return m.api_key not in (d.decoder.always_requests if m.kind == "request" else d.always)


def from_paths(
    paths: list[str],
    ports: Iterable[int],
    prof: Profile,
    progress,
    detect: bool = False,
    tls_keylog=None,
    full: bool = False,
    vxlan_ports: tuple[int, ...] = (),
) -> Analysis:
    """Every path read as one capture (merged by time, frames numbered in the merged
    order); each message's ``capture`` is the file that held its frame.

    Only what the mirror analysis needs stays in memory: the exchanges whose facts the
    analysis needs (:meth:`.collect.Collector.drain`; their bodies pickled), and of the
    others their counts, error rows and top lists (:class:`~.exchangerows.ExchangeRows`).
    Memory follows the mirror traffic and the offset evidence (Produce, Fetch,
    ListOffsets, ...), not the capture's size, and no row of ``messages`` or
    ``exchanges`` is made while reading: those two tables are made from the files read
    again (:class:`~.assemble.Again`) when first asked for, as :func:`_read_paths` with
    ``rows=True`` writes them.  pandas is not imported until the capture is read.  What
    is kept does not depend on :data:`CHUNK_MESSAGES` (``tests/analysis/test_streaming.py``).
    """
    read = (detect, tls_keylog, full, vxlan_ports)
    kept, facts = _read_paths(paths, ports, prof, progress, *read, rows=False)
    files = facts["files"]
    stamps = file_stamps(files)

    def again() -> tuple[Kept, dict[str, Any]]:
        with warnings.catch_warnings():  # (what the capture warns of was said by the first read)
            warnings.simplefilter("ignore", CaptureWarning)
            return _read_paths(paths, ports, prof, None, *read, rows=True)

    a = kept.finish(facts["captures"], Again(again, kept, files, stamps))
    a.kafka_ports = facts["kafka_ports"]
    a.detected_ports = facts["detected_ports"]
    a.not_kafka = facts["not_kafka"]
    a.lost_bytes = facts["lost_bytes"]
    a.packets = facts["packets"]
    a.not_decoded = facts["not_decoded"]
    a.coverage_line = facts["coverage_line"]
    a.no_messages_why = facts["no_messages_why"]
    return a


@cython.locals(m=Message, req=Message)
def _read_paths(
    paths: list[str],
    ports: Iterable[int],
    prof: Profile,
    progress,
    detect: bool,
    tls_keylog,
    full: bool,
    vxlan_ports: tuple[int, ...],
    rows: bool,
) -> tuple[Kept, dict[str, Any]]:
    """One pass over ``paths`` (one capture): the :class:`Kept` of what was read, not yet
    finished, and the facts of the read (``files``: the paths read, ``captures``: their
    file names; ``kafka_ports``, ``detected_ports``, ``not_kafka``, ``lost_bytes``).
    With ``rows`` the message rows (each with its capture file's name last) and every
    exchange's row are written too (:class:`Kept`)."""
    from ..tables.table import COLUMNS, RowStream

    d = make_dissector(
        ports, prof, full=full, detect=detect, tls_keylog=tls_keylog, vxlan_ports=vxlan_ports
    )
    kept = Kept(prof, rows=rows)
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
    # (not_decoded's sets, read once: the dissector's are fixed when it is made)
    decoded_requests, decoded = d.decoder.always_requests, d.always
    count = cut = undecoded = 0
    one = None  # the file's name when the capture is one file (no name to look up per frame)
    for m in msgs:
        if one is None:
            one = "" if getattr(d.reader, "file_of", None) else file_name(m.frame)
        coll.capture = one or file_name(m.frame)
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
            kind = m.kind  # (not_decoded, inline)
            if kind != "foreign":
                undecoded += m.api_key not in (decoded_requests if kind == "request" else decoded)
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
        "not_kafka": {p: list(c) for p, c in d.not_kafka.items()},
        "lost_bytes": d.lost_bytes,
        "packets": d.packets,
        "not_decoded": d.coverage.by_cause(),
        "coverage_line": d.coverage.line(),
        "no_messages_why": d.coverage.no_messages(d.ports, bool(d.kafka_ports)),
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
    (:func:`dissector.parallel.dask.analyze_captures`), equal to
    :func:`~dissector.analysis.analyze` of the set.

    ``parts`` yields, in capture order, each part's message rows (the read table's
    columns, set-wide frame numbers and tcp_streams, the capture file's name last) and
    the exchanges its messages made (:class:`.exchange.Exchange`, ids going on from the
    previous part's, each in its final state: a request answered in a later part
    answered), and optionally third how many of their bodies left for later were let go
    undecoded (:meth:`.collect.Collector.settle`).  ``mirror_topics``: every topic the
    set's mirror RPCs named (offset evidence on other topics is left out, as
    :meth:`.collect.Collector.finish` does); ``captures``: file names in
    :func:`~dissector.analysis.analyze`'s order; ``bodies_not_decoded``: the parts' count
    (:func:`not_decoded`); the rest as :class:`Analysis`.
    """
    kept = Kept(prof)
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
