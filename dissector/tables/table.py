"""Decoded messages as rows: a pandas DataFrame with explicit dtypes, or a stream.

Owns: the ``read`` table (one row per Kafka message), its column order and
dtypes, and the row stream behind it.  A request's row is complete when its
response arrives (``response_frame``, ``latency_ms``), so rows leave the
stream in capture order as soon as every earlier row is complete; a request
still unanswered after ``window`` later rows is released as unanswered, which
keeps memory bounded on captures of any length.

Must not import the CLI.
"""

from __future__ import annotations

import functools
import os
from collections import deque
from collections.abc import Iterable, Iterator
from itertools import chain
from typing import TYPE_CHECKING, Any

from ..decode.pairing import Pairing, Status, may_be_answered, unsettled
from ..flags import Flag
from ..kafka import protocol
from ..pipeline.dissector import DEFAULT_PORTS, Dissector
from ..profiles.profile import Profile

try:
    import cython
except ImportError:  # no Cython: the pure-Python path
    from .. import puremode as cython

if not cython.compiled:  # (compiled, Message is the C type table.pxd cimports)
    from ..decode.message import Message

if TYPE_CHECKING:
    import pandas as pd

__all__ = [
    "COLUMNS",
    "FLAGS",
    "RowStream",
    "batch_rows",
    "messages_frame",
    "read_capture",
    "rows_frame",
]

#: Column -> (pandas dtype, meaning).  The ``read`` table's contract.
COLUMNS: dict[str, tuple[str, str]] = {
    "frame": ("Int64", "capture frame number (1-based) that completed the message"),
    "time": ("datetime64[ns, UTC]", "that frame's capture time"),
    "tcp_stream": ("Int64", "TCP conversation index, numbered like Wireshark's tcp.stream"),
    "direction": ("category", "request (client to broker) or response (broker to client)"),
    "api_name": ("category", "Kafka API name (ApiVersions, CreateMirror, ...)"),
    "api_key": ("Int16", "api_key (responses: their request's)"),
    "api_version": ("Int16", "api_version (responses: their request's)"),
    "correlation_id": ("Int32", "correlation_id from the header"),
    "mirror": ("boolean", "True when api_key is a mirror RPC of the profile"),
    "mirror_name": ("string", "mirror name(s) in the body, comma-joined; responses inherit"),
    "error_code": ("Int16", "responses: top-level error code, else first non-zero nested one"),
    "error_name": ("string", "Kafka's name of error_code (NONE, INVALID_REQUEST, ...)"),
    "latency_ms": ("Float64", "response time minus request time, ms (on both rows)"),
    "expert": ("string", "Wireshark-style expert words word@offset, ';'-joined; empty if clean"),
    "client_id": ("string", "client_id of the request header (responses: their request's)"),
    "src": ("string", "sender address:port"),
    "dst": ("string", "receiver address:port"),
    "length": ("Int64", "frame length in bytes, including the 4-byte size field"),
    "request_frame": ("Int64", "responses: frame of their request"),
    "response_frame": ("Int64", "requests: frame of their response"),
    "notes": ("string", "observations that are not faults (unanswered, acks=0, raw SASL token)"),
    "flag_bits": (
        "Int64",
        "the facts its notes render, dissector.flags.Flag bits: "
        + ", ".join(f"{f.value} {f.name.lower()}" for f in Flag),
    ),
    "profile": (
        "string",
        "the mirror profile it was decoded and named with: the reader's, or its server "
        "endpoint's own where the clusters speak different revisions",
    ),
    "tunnel": (
        "string",
        "the tunnels its packets came through, outermost first: kind, VNI/key/session "
        "id, outer endpoints (vxlan vni=100 10.0.0.1>10.0.0.2); empty when untunnelled",
    ),
}
_COL = {c: i for i, c in enumerate(COLUMNS)}
_RESP_FRAME, _LATENCY, _NOTES = _COL["response_frame"], _COL["latency_ms"], _COL["notes"]
_API_KEY = _COL["api_key"]
#: where a row holds its message's :class:`~dissector.flags.Flag` bits (an int)
FLAGS = _COL["flag_bits"]
UNANSWERED = "unanswered: no response in the capture"
_ACKS0 = Flag.ACKS0.value


@functools.lru_cache(maxsize=65536)
def address_text(host: str, port: int) -> str:
    """``host:port`` as the read table writes it (``[v6]:port`` for IPv6)."""
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


@functools.cache
def _profile_keys() -> dict[int, str]:
    """API key -> ``RPC in profile NAME, ...`` for every shipped profile's mirror keys."""
    from ..profiles.profile import available_profiles, load_profile

    out: dict[int, list[str]] = {}
    for name in available_profiles():
        for rpc, key in load_profile(name).rpcs.items():
            out.setdefault(key, []).append(f"{rpc} in profile {name}")
    return {k: ", ".join(v) for k, v in out.items()}


def _notes(m: Message) -> str:
    notes = "; ".join(m.notes) if m.notes else ""
    if m.api_name is None and m.api_key is not None and m.kind == "request":
        # a key the chosen profile does not define, but another one does (revisions drift)
        known = _profile_keys().get(m.api_key)
        if known:
            text = f"api_key {m.api_key} is {known}"
            notes = f"{notes}; {text}" if notes else text
    return notes


#: error_code -> :func:`~dissector.kafka.protocol.error_name` of it (no profile's names),
#: as far as met: the error_name of a message without a mirror spec, a dict look-up
_KAFKA_ERRORS: dict[int, str] = {}


def _kafka_error(ec: int) -> str:
    name = _KAFKA_ERRORS[ec] = protocol.error_name(ec)
    return name


def _row(m: Message) -> list[Any]:
    req = m.request
    ec = m.error_code
    ts = m.ts_ns
    api_name = m.api_name
    expert = m.expert
    notes = m.notes
    if req is None:
        latency = req_frame = None
    else:
        req_ts = req.ts_ns
        latency = None if ts < req_ts else (ts - req_ts) / 1e6
        req_frame = req.frame
    return [
        m.frame,
        ts,
        m.tcp_stream,
        m.direction,
        api_name,
        m.api_key,
        m.api_version,
        m.correlation_id,
        m.mirror,
        m.mirror_name,
        ec,
        None
        if ec is None
        else (_KAFKA_ERRORS.get(ec) or _kafka_error(ec))
        if m.spec is None
        else protocol.error_name(ec, m.spec.errors),
        latency,
        ";".join(expert) if expert else "",
        m.client_id,
        address_text(m.src, m.sport),
        address_text(m.dst, m.dport),
        m.length,
        req_frame,
        None,
        _notes(m) if notes or api_name is None else "",
        int(m.flags),
        m.profile,
        m.tunnel,
    ]


class RowStream:
    """Rows of the ``read`` table, in capture order, released as they complete.

    Feed messages with :meth:`add`; :meth:`ready` yields rows (lists in
    :data:`COLUMNS` order, ``time`` as ns since the epoch) whose content can
    no longer change; :meth:`close` yields the rest.  ``window``: a request
    still waiting after this many later rows is released without its response;
    ``max_wait_ns``: likewise once the capture has moved on this long (ns).
    """

    def __init__(self, window: int = 50_000, max_wait_ns: int | None = None) -> None:
        self.window = window
        self.max_wait_ns = max_wait_ns
        #: None, or where each request row released unanswered is listed with its notes
        #: before the unanswered note was added, as ``(row, notes)``: a part of a capture
        #: set whose answer may be in a later file (:mod:`dissector.parallel.stitch` gives
        #: such a row its answer and these notes back, without reading the note)
        self.unanswered: list[tuple[list[Any], str]] | None = None
        self._queue: deque[list[Any]] = deque()
        #: requests waiting for their response, by id(row) (:mod:`dissector.decode.pairing`)
        self._open: Pairing[Message] = Pairing()
        self._last_ns = 0

    def add(self, m: Message) -> None:
        row = _row(m)
        req = m.request
        if req is not None and self._open.answer(id(req.row)) is not None:
            req_row = req.row
            req_row[_RESP_FRAME] = m.frame
            req_row[_LATENCY] = row[_LATENCY]
            req.row = None
        if m.kind == "request" and m.api_key is not None:
            m.row = row
            self._open.wait(id(row), m)
        self._last_ns = m.ts_ns
        self._queue.append(row)

    def _release(self, row: list[Any]) -> list[Any]:
        m = self._open.give_up(id(row))
        if m is not None:
            if unsettled(m.expects_response) is Status.UNANSWERED:
                if self.unanswered is not None:
                    self.unanswered.append((row, row[_NOTES]))
                row[FLAGS] |= Flag.UNANSWERED
                row[_NOTES] = f"{row[_NOTES]}; {UNANSWERED}" if row[_NOTES] else UNANSWERED
            m.row = None
        return row

    def _waiting(self, row: list[Any]) -> bool:
        m = self._open.get(id(row))
        if m is None or m.orphaned:
            return False
        age = self._last_ns - m.ts_ns
        if self.max_wait_ns is not None and age > self.max_wait_ns:
            return False
        # acks=0 Produce expects no response; some brokers send one all the same, so
        # its row waits a little (capture time) in case one comes.
        return may_be_answered(m.ts_ns, m.expects_response, self._last_ns)

    def ready(self) -> Iterator[list[Any]]:
        """Rows that are complete (or waited longer than ``window``), in order."""
        q = self._queue
        opened = self._open
        while q:
            if id(q[0]) not in opened:
                yield q.popleft()  # complete: nothing to settle (the common case)
            elif len(q) > self.window or not self._waiting(q[0]):
                yield self._release(q.popleft())
            else:
                break

    def take(self, msgs: Iterable[Message]) -> list[list[Any]]:
        """:meth:`add` each of ``msgs`` and, after each, :meth:`ready`: the rows released,
        in order (see :meth:`rows`)."""
        return list(self.rows([msgs]))

    @cython.locals(m=Message, req=Message, head=Message, row=list)
    def rows(self, batches: Iterable[Iterable[Message]]) -> Iterator[list[Any]]:
        """:meth:`add` each message of ``batches`` (lists of messages, in order) and, after
        each, :meth:`ready`: the rows released, in order (the read's hot loop: the same
        steps, a call per message fewer, its set-up once for the whole capture)."""
        q = self._queue
        push = q.append
        pop = q.popleft
        opened = self._open
        # (``answer`` and ``wait`` inline below: a dict's pop and store)
        assert type(opened).answer is Pairing.answer and opened.limit is None
        answer, waiting = opened.pop, opened.get
        window, wait_ns = self.window, self.max_wait_ns
        row_of = _row
        for msgs in batches:
            for m in msgs:
                row = row_of(m)
                req = m.request
                if req is not None:
                    req_row = req.row
                    if answer(id(req_row), None) is not None:
                        req_row[_RESP_FRAME] = row[0]  # (row[0]: m.frame)
                        req_row[_LATENCY] = row[_LATENCY]
                        req.row = None
                if row[_API_KEY] is not None and m.kind == "request":
                    m.row = row
                    opened[id(row)] = m
                self._last_ns = row[1]  # (m.ts_ns)
                push(row)
                while q:
                    head = waiting(id(q[0]))
                    if head is None:
                        yield pop()  # complete: nothing to settle (the common case)
                    elif len(q) > window:
                        yield self._release(pop())
                    elif not (head.flags & _ACKS0 or head.orphaned or wait_ns is not None):
                        break  # a request that expects its response waits (what _waiting says)
                    elif not self._waiting(q[0]):
                        yield self._release(pop())
                    else:
                        break

    def close(self) -> Iterator[list[Any]]:
        """Every row still held, requests without a response marked unanswered."""
        while self._queue:
            yield self._release(self._queue.popleft())


def iter_rows(messages: Iterable[Message], window: int = 50_000) -> Iterator[list[Any]]:
    """Rows (lists in :data:`COLUMNS` order) for messages, in order, with bounded memory."""
    rs = RowStream(window)
    add, ready = rs.add, rs.ready
    for m in messages:
        add(m)
        yield from ready()
    yield from rs.close()


def batch_rows(batches: Iterable[list[Message]], window: int = 50_000) -> Iterator[list[Any]]:
    """:func:`iter_rows` of messages given in lists (``Dissector.path_batches``), messages
    that are the caller's no more once their rows are made (``kmirror read``): after a
    batch's rows, each response's request no longer points back at it (nothing reads
    that link then, as in the analysis' reads), so that the pair, its bodies with it,
    goes with its last reference instead of at the collector's next passes (a cycle per
    answered request: 1.2 GB of them on the real capture's ``--full`` without a collector)."""
    rs = RowStream(window)
    return chain(rs.rows(_unlinked(batches)), rs.close())


@cython.locals(m=Message, req=Message)
def _unlinked(batches: Iterable[list[Message]]) -> Iterator[list[Message]]:
    """``batches``, each response's request unlinked from it once the batch is taken."""
    for msgs in batches:
        yield msgs
        for m in msgs:
            req = m.request
            if req is not None:
                req.response = None


def rows_frame(rows: Iterable[list[Any]]) -> pd.DataFrame:
    """A list of rows as the ``read`` DataFrame with the dtypes of :data:`COLUMNS`."""
    import pandas as pd  # imported here: `kmirror read` streams rows without pandas

    cols: list[list[Any]] = [[] for _ in COLUMNS]
    appends = [c.append for c in cols]
    for r in rows:
        for a, v in zip(appends, r, strict=True):
            a(v)
    data = {}
    for (name, (dtype, _)), values in zip(COLUMNS.items(), cols, strict=True):
        if name == "time":
            data[name] = pd.to_datetime(pd.Series(values, dtype="int64"), unit="ns", utc=True)
        elif dtype == "category":
            data[name] = pd.Series(values, dtype="string").astype("category")
        else:
            data[name] = pd.Series(values, dtype=dtype)
    return pd.DataFrame(data)


def messages_frame(messages: Iterable[Message]) -> pd.DataFrame:
    """Build the ``read`` table from messages; columns and dtypes as in :data:`COLUMNS`."""
    return rows_frame(iter_rows(messages))


def read_capture(
    path: str | os.PathLike,
    ports: Iterable[int] = DEFAULT_PORTS,
    profile: Profile | None = None,
    full: bool = False,
    **options: Any,
) -> pd.DataFrame:
    """Read a pcap/pcapng capture into the ``read`` table: one row per Kafka message.

    Rows come in the order messages complete (frame order).  Columns, dtypes
    and meanings are listed in :data:`dissector.tables.table.COLUMNS`: ``frame``
    Int64, ``time`` datetime64[ns, UTC], ``tcp_stream`` Int64, ``direction``
    and ``api_name`` category, ``api_key``/``api_version`` Int16,
    ``correlation_id`` Int32, ``mirror`` boolean, ``mirror_name`` string,
    ``error_code`` Int16, ``error_name`` string, ``latency_ms`` Float64 (ms),
    ``expert`` string (``word@offset``; offsets in bytes from the frame's
    size field), then ``client_id``, ``src``, ``dst``, ``length`` (bytes),
    ``request_frame``, ``response_frame`` and ``notes``.

    ``ports``: broker ports carrying Kafka (default 9092).  ``profile``: the
    mirror profile (default ``kip1279-seed``): a Profile, a profile name or
    folder, or ``"auto"`` (chosen from the capture, :mod:`dissector.pipeline.choice`).
    ``full``: decode every standard body too (default: headers, mirror bodies, and the error_code of
    responses where it sits at a fixed offset).  ``path``: a file, or several
    files, a directory or a glob read as one capture (ordered by time, frames
    numbered in the merged order, :mod:`dissector.capture.sets`).  ``detect=True``
    (default False): Kafka found on other ports too (:mod:`dissector.frames.detection`).  Raises
    :class:`dissector.errors.CaptureError` for a missing, empty or
    non-capture file.
    """
    if profile is not None and not isinstance(profile, Profile):
        from ..pipeline.choice import resolve_profile

        profile = resolve_profile(profile, path, ports, options.get("detect", False))
    options.setdefault("record_objects", False)  # rows only: batches checked, not built
    d = Dissector(ports, profile, full=full, **options)
    return rows_frame(iter_rows(d.feed_path(path)))
