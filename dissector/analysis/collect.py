"""One pass over decoded messages: exchanges with compact body facts, and the read table rows.

Owns: :class:`Exchange` (a request and its response, or an orphan response),
:class:`Collector` (feeds on :class:`~dissector.pipeline.dissector.Message` objects in
capture order) and the per-API summaries kept of standard bodies: only what
the analysis needs (Metadata cluster ids and partition counts, ListOffsets
end offsets, Fetch positions with high watermark, last stable offset and the
end of the copied batches, CreateTopics and IncrementalAlterConfigs configs,
Produce batch headers (producer id and epoch, records, transactional) with the
base offsets their responses assigned, EndTxn outcomes).
Mirror RPC bodies are kept whole, pickled (:func:`pack`: one bytes object per
body, unpickled when read).  Every non-zero error code of every decoded response
is listed with its field path while the body is at hand, so standard bodies can
be dropped at once; no :class:`~dissector.pipeline.dissector.Message` is held.  Memory is
bounded by the exchanges the analysis keeps (mirror RPCs and offset evidence),
at a few hundred bytes each, not by the capture.

Must not import: pandas or the CLI.
"""

from __future__ import annotations

import collections
import dataclasses
import itertools
import operator
import pickle
import re
import struct
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from ..pipeline.dissector import Message
from ..tables.table import ACKS0_WAIT_NS, address_text

__all__ = [
    "KEPT_APIS",
    "KEPT_REQUESTS",
    "Collector",
    "Exchange",
    "address",
    "error_paths",
    "left_for_later",
    "pack",
    "produced_batches",
]

_QI = struct.Struct(">qi").unpack_from
_I32 = struct.Struct(">i").unpack_from
_MAX_PENDING = 200_000
METADATA, DESCRIBE_CLUSTER = 3, 60
LIST_OFFSETS, FETCH = 2, 1
CREATE_TOPICS, INCREMENTAL_ALTER_CONFIGS = 19, 44
PRODUCE, END_TXN = 0, 26
#: A record batch (magic 2) header: base offset, length, leader epoch, magic, crc, attributes,
#: last offset delta, first and max timestamps, producer id and epoch, base sequence, count.
_BATCH = struct.Struct(">qiibIhiqqqhii")
_TRANSACTIONAL, _CONTROL = 0x10, 0x20


#: ``host:port`` as the read table writes it (``[v6]:port`` for IPv6).
address = address_text


@dataclass(slots=True, eq=False)
class Exchange:
    """A request with its response (either side may be missing).

    Times are ns since the epoch.  ``request``/``response`` hold the decoded
    body for mirror RPCs and a compact summary (see :func:`summarize`) for the
    standard APIs the analysis uses, else None.  ``errors`` lists every
    non-zero error code of the response as ``(path, code, message, about)``.
    """

    id: int
    capture: str | None
    tcp_stream: int
    client: str
    server: str
    client_id: str | None = None
    api_key: int | None = None
    api_version: int | None = None
    api_name: str | None = None
    mirror: bool = False
    mirror_name: str | None = None
    correlation_id: int | None = None
    request_frame: int | None = None
    request_ns: int | None = None
    request_length: int | None = None
    response_frame: int | None = None
    response_ns: int | None = None
    response_length: int | None = None
    error_code: int | None = None
    expects_response: bool = True
    status: str = "unanswered"
    expert: list[str] = field(default_factory=list)
    request: Any = None
    response: Any = None
    errors: list[tuple[str, int, str | None, str | None]] = field(default_factory=list)
    decoded: bool = False  # response body was decoded (errors list is complete)
    #: frame offset where the captured bytes of the request / response end (snap length,
    #: a lost segment), None when every byte was captured
    request_cut: int | None = None
    response_cut: int | None = None

    @property
    def answered(self) -> bool:
        return self.response_frame is not None and self.request_frame is not None

    @property
    def time_ns(self) -> int:
        """Request time, or response time for an orphan response."""
        return self.request_ns if self.request_ns is not None else (self.response_ns or 0)

    @property
    def reversed(self) -> bool:
        """The response's frame is timed before its request's (packets reordered in the
        capture, clocks of merged files apart, clamped times): no latency can be told."""
        req, resp = self.request_ns, self.response_ns
        return req is not None and resp is not None and resp < req

    @property
    def latency_ms(self) -> float | None:
        """Response time minus request time in ms; None without both, or when the response
        is timed before its request (:attr:`reversed`: never a negative latency)."""
        req, resp = self.request_ns, self.response_ns
        if req is None or resp is None or resp < req:
            return None
        return (resp - req) / 1e6


class _Packed(bytes):
    """A kept body pickled (one bytes object instead of a tree of dicts and lists):
    what an :class:`Exchange` holds between :meth:`Collector.drain` and the analysis."""

    __slots__ = ()


class _Raw:
    """A Produce/Fetch/ListOffsets body left undecoded while read (the decoder's ``later``,
    see :func:`left_for_later`): its bytes from the body's first byte (in memory, or moved
    to its collector's :class:`_RawStore`), which frame offset that is, and what to decode
    it as; :meth:`Collector.resolve` summarises it once a mirror topic may be named in it.
    Pickled with its bytes."""

    __slots__ = ("kind", "api_key", "version", "at", "data", "store", "pos", "size", "owner")

    def __init__(self, m: Message) -> None:
        data = m.raw_body
        assert data is not None
        self.kind, self.api_key, self.version = m.kind, m.api_key, m.api_version
        self.at, self.data, self.size = m.length - len(data), data, len(data)
        self.store: _RawStore | None = None
        self.pos = 0
        #: the collector whose held_bytes count its bytes in memory (None: none does)
        self.owner: Collector | None = None

    def body(self) -> bytes:
        """The body's bytes (read back from the store when they were moved there)."""
        if self.data is not None:
            return self.data
        assert self.store is not None, "a body let go of"
        return self.store.get(self.pos, self.size)

    def __reduce__(self) -> tuple:
        return (_raw, (self.kind, self.api_key, self.version, self.at, self.body()))


def _raw(kind: str, api_key: int, version: int, at: int, data: bytes) -> _Raw:
    r = _Raw.__new__(_Raw)
    r.kind, r.api_key, r.version, r.at, r.data, r.size = kind, api_key, version, at, data, len(data)
    r.store, r.pos, r.owner = None, 0, None
    return r


class _RawStore:
    """Bodies left for later moved out of memory (:data:`RAW_IN_MEMORY`): one temporary
    file, appended to, deleted when the last body moved there is let go of."""

    def __init__(self) -> None:
        self.f = tempfile.TemporaryFile(prefix="kmirror-bodies-")
        self.end = 0

    def put(self, data: bytes) -> int:
        f = self.f
        f.seek(self.end)
        f.write(data)
        at, self.end = self.end, self.end + len(data)
        return at

    def get(self, pos: int, size: int) -> bytes:
        self.f.seek(pos)
        return self.f.read(size)


#: Bytes of bodies left for later a collector holds in memory; past it the oldest move to
#: a temporary file (:class:`_RawStore`), so memory does not follow the Produce/Fetch
#: traffic waiting for its answer (a capture of one direction: every request waits).
RAW_IN_MEMORY = 32 << 20


#: the bodies unpickled last (bodies are read a few times in a row by the handlers)
_UNPACKED: dict[int, tuple[_Packed, Any]] = {}
_UNPACKED_MAX = 16


def _unpacked(v: _Packed) -> Any:
    hit = _UNPACKED.get(id(v))
    if hit is not None and hit[0] is v:
        return hit[1]
    body = pickle.loads(v)
    if len(_UNPACKED) >= _UNPACKED_MAX:
        _UNPACKED.clear()  # (one call, safe with analyses in several threads)
    _UNPACKED[id(v)] = (v, body)
    return body


def pack(ex: Exchange) -> None:
    """Hold ``ex``'s bodies pickled; reading ``ex.request``/``ex.response`` unpickles
    them (the few read last are remembered), so a kept exchange costs a few hundred
    bytes, not its decoded tree."""
    for slot in (_REQUEST, _RESPONSE):
        v = slot.__get__(ex)
        if v is not None and type(v) is not _Packed:
            slot.__set__(ex, _Packed(pickle.dumps(v, pickle.HIGHEST_PROTOCOL)))


def _body_property(slot: Any) -> property:
    def get(self: Exchange) -> Any:
        v = slot.__get__(self)
        return _unpacked(v) if type(v) is _Packed else v

    def put(self: Exchange, v: Any) -> None:
        slot.__set__(self, v)

    return property(get, put, doc="the decoded body (mirror RPCs) or its summary, or None")


# ``request``/``response`` are slots of the dataclass; the properties put in their place
# unpickle a packed body on reading (the generated __init__ sets them through the property).
_REQUEST, _RESPONSE = Exchange.__dict__["request"], Exchange.__dict__["response"]
Exchange.request = _body_property(_REQUEST)  # type: ignore[method-assign,assignment]
Exchange.response = _body_property(_RESPONSE)  # type: ignore[method-assign,assignment]
_FIELDS = tuple(f.name for f in dataclasses.fields(Exchange))
_AT = _FIELDS.index("request")
assert _FIELDS[_AT + 1] == "response"
#: every field but the bodies, in constructor order, in one call
_OTHERS = operator.attrgetter(*(f for f in _FIELDS if f not in ("request", "response")))


def _exchange_reduce(ex: Exchange) -> tuple:
    """Pickled (and copied) as its constructor's arguments, a packed body as it is (the
    dataclass' own state would unpickle it, and set each field one by one)."""
    a = _OTHERS(ex)
    return (Exchange, (*a[:_AT], _REQUEST.__get__(ex), _RESPONSE.__get__(ex), *a[_AT:]))


Exchange.__reduce__ = _exchange_reduce  # type: ignore[method-assign,assignment]


class Collector:
    """Turns messages into :class:`Exchange` objects, in the order requests appear.

    ``capture``: file name stamped on each exchange.  ``next_id``: first id.
    ``roles``: the profile's :class:`~dissector.profiles.roles.Roles`; the fields playing
    ``mirror``, ``topic`` and ``partition`` say what a mirror body's error is about.

    No :class:`~dissector.pipeline.dissector.Message` is kept: an exchange holds its mirror
    bodies and the summaries of :data:`KEPT_APIS` bodies, nothing else of the
    message (a request waiting for its response is found again by the response's
    ``request`` link, keyed by identity and frame, not held).
    """

    def __init__(self, capture: str | None = None, next_id: int = 1, roles: Any = None) -> None:
        self.capture = capture
        self.next_id = next_id
        self._about_keys = _NAMES
        self._about_parts = _PARTS
        if roles is not None:
            topics = tuple(sorted(roles.keys("topic") - set(_NAMES)))
            mirrors = tuple(sorted(roles.keys("mirror") - set(_NAMES) - set(topics)))
            self._about_keys = topics + _NAMES + mirrors  # the narrower name first
            parts = roles.keys("partition") - set(_PARTS)
            self._about_parts = _PARTS + tuple(sorted(parts))
        self._topic_keys = roles.keys("topic") if roles is not None else frozenset()
        #: topics named in the mirror RPCs so far (their offset evidence is kept)
        self.mirror_topics: set[str] = set()
        #: Produce/Fetch/ListOffsets exchanges taken out: no topic a mirror RPC named
        #: (known at :meth:`finish`)
        self.unmirrored = 0
        #: exchanges the analysis keeps facts of (ids ascending after :meth:`finish`)
        self.exchanges: list[Exchange] = []
        self._fresh: list[Exchange] = []  # made since the last drain
        self._waiting: list[Exchange] = []  # unanswered at the last drain
        #: the capture's clock: the latest time (ns) of a message taken in (or of an
        #: exchange :meth:`extend` took), by which an acks=0 request's wait ends
        self._now = 0
        self._seen_meta: set[tuple[str, str]] = set()
        self._pending: dict[tuple, Exchange] = {}
        #: Produce/Fetch/ListOffsets exchanges naming no mirror topic yet: pickled to a
        #: temporary file, taken back at :meth:`finish` if a later mirror RPC names one
        self._later: Any = None
        #: one body-less stand-in per (server, answered, ApiVersions, orphan) of the
        #: exchanges taken out, the first made of each: the cluster rule needs only these
        self.stand_ins: dict[tuple, Exchange] = {}
        #: exchanges no drain returned (unanswered at the end), set by :meth:`finish`
        self.undrained: list[Exchange] = []
        #: decodes bodies left for later (:func:`left_for_later`): the reading dissector's
        #: ``decoder.decode_later`` (None: a default dissector's, made on first use)
        self.decode: Any = None
        #: a collector of one part of a set (:mod:`dissector.parallel.dask`): :meth:`finish` leaves
        #: the bodies left for later as they are (the set's mirror topics are not known)
        self.part = False
        #: bodies left for later and never decoded: no mirror topic named in them
        self.not_decoded = 0
        #: bodies left for later whose bytes are in memory, oldest first (and let-go ones,
        #: skipped), their bytes in all, and where the oldest go past RAW_IN_MEMORY
        self._held: collections.deque[_Raw] = collections.deque()
        self.held_bytes = 0
        self._store: _RawStore | None = None
        #: bytes of bodies left for later moved to a temporary file (RAW_IN_MEMORY)
        self.moved_bytes = 0
        self._topic_bytes: tuple[int, list[bytes]] = (-1, [])

    @property
    def waiting(self) -> int:
        """Requests waiting for their response (each held as its exchange only)."""
        return len(self._pending)

    def add(self, m: Message) -> None:
        """Take in one message (capture order); keeps nothing of ``m`` itself.

        A request that expects no response (acks=0 Produce) still takes one that comes
        within :data:`~dissector.tables.table.ACKS0_WAIT_NS` of capture time (some brokers answer
        all the same), as the read table's row does; one later is an orphan response."""
        if m.ts_ns > self._now:
            self._now = m.ts_ns
        if m.kind == "request":
            if m.api_key is None:
                return
            ex = Exchange(
                self.next_id,
                self.capture,
                m.tcp_stream,
                address(m.src, m.sport),
                address(m.dst, m.dport),
                client_id=m.client_id,
                api_key=m.api_key,
                api_version=m.api_version,
                api_name=m.api_name,
                mirror=m.mirror,
                mirror_name=m.mirror_name,
                correlation_id=m.correlation_id,
                request_frame=m.frame,
                request_ns=m.ts_ns,
                request_length=m.length,
                expects_response=m.expects_response,
                status="unanswered" if m.expects_response else "no_response_expected",
                expert=list(m.expert),
            )
            self.next_id += 1
            ex.request_cut = cut_at(m.expert) if m.expert else None
            ex.request = _keep(m, "request") if m.raw_body is None else self._hold(_Raw(m))
            if m.mirror and m.body is not None and self._topic_keys:
                _names(m.body, self._topic_keys, self.mirror_topics)
            self._fresh.append(ex)
            self._pending[_pending_key(m)] = ex
            if len(self._pending) > _MAX_PENDING:  # unanswered requests: forget the oldest
                del self._pending[next(iter(self._pending))]
        elif m.kind == "response":
            req = m.request
            ex = self._pending.pop(_pending_key(req), None) if req is not None else None
            if ex is not None and ex.status == "no_response_expected" and not _acks0(ex, self._now):
                ex = None  # its wait is over (a drain may have taken it out): an orphan
            if ex is None:
                ex = Exchange(
                    self.next_id,
                    self.capture,
                    m.tcp_stream,
                    address(m.dst, m.dport),
                    address(m.src, m.sport),
                    client_id=m.client_id,
                    api_key=m.api_key,
                    api_version=m.api_version,
                    api_name=m.api_name,
                    mirror=m.mirror,
                    correlation_id=m.correlation_id,
                    status="orphan_response",
                )
                self.next_id += 1
                self._fresh.append(ex)
            else:
                ex.status = "answered"
            ex.response_frame = m.frame
            ex.response_ns = m.ts_ns
            ex.response_length = m.length
            ex.response_cut = cut_at(m.expert) if m.expert else None
            ex.error_code = m.error_code
            if m.mirror_name and not ex.mirror_name:
                ex.mirror_name = m.mirror_name
            ex.expert.extend(m.expert)
            if m.raw_body is not None:
                ex.response = self._hold(_Raw(m))
            elif m.body is not None:
                ex.decoded = True
                # error_code is 0 only when no error code anywhere in the body is non-zero
                if m.error_code:
                    if m.mirror:
                        found = error_paths(m.body, names=self._about_keys, parts=self._about_parts)
                    else:
                        found = error_paths(m.body)
                    ex.errors = list(found)
                if ex.api_key is not None:
                    ex.response = _keep(m, "response")

    def extend(self, exchanges: list[Exchange]) -> None:
        """Take in exchanges another collector made (a file of a set read apart:
        :func:`dissector.analysis.analyze_parts`), ids ascending and above those here, each
        in its final state: the next :meth:`drain` looks at them as at exchanges made here.
        The topics their mirror RPCs name are the caller's to add to :attr:`mirror_topics`."""
        self._fresh.extend(exchanges)
        if exchanges:
            self.next_id = exchanges[-1].id + 1
            times = (t for ex in exchanges for t in (ex.request_ns, ex.response_ns) if t)
            self._now = max(self._now, max(times, default=0))

    def drain(self, final: bool = False) -> list[Exchange]:
        """The exchanges finished since the last drain (answered, orphan, or expecting no
        response), in the order they were made; returns them for their table rows.

        Each is looked at once and either kept in :attr:`exchanges` (its facts are
        evidence) or taken out: kept are mirror RPCs and the standard APIs summarised
        here (:data:`KEPT_APIS`).  A Produce, Fetch or ListOffsets exchange naming no
        topic a mirror RPC named so far (and not cut by the capture: its missing bytes
        may name one) goes to a temporary file until :meth:`finish`, which takes it back
        if a later mirror RPC names its topic, so what is kept does not depend on when
        drains happen.  A Metadata or DescribeCluster exchange whose summary its server
        already gave is taken out (the facts are unions); taken-out exchanges are also
        remembered by their stand-ins (:attr:`stand_ins`).  Memory stays bounded by
        the mirror traffic and the offset evidence, not by the capture.

        A request expecting no response waits while it may still get one (:meth:`add`),
        unless ``final`` (the end of input: none can come now).
        """
        done: list[Exchange] = []
        waiting: list[Exchange] = []
        later: list[Exchange] = []
        seen = self._seen_meta
        for ex in itertools.chain(self._waiting, self._fresh) if self._waiting else self._fresh:
            if ex.status == "unanswered" or (
                ex.status == "no_response_expected" and not final and _acks0(ex, self._now)
            ):
                waiting.append(ex)  # (an acks=0 request may still be answered: see add)
                continue
            done.append(ex)
            if _raws(ex) and (
                ex.request_cut is not None or ex.response_cut is not None or self._named(ex)
            ):
                self.resolve(ex)
            if ex.mirror:
                self._keep(ex)
            elif ex.api_key in (METADATA, DESCRIBE_CLUSTER) and ex.response is not None:
                key = (ex.server, _text(ex.response))
                if key in seen:
                    self._left_out(ex)
                else:
                    seen.add(key)
                    self._keep(ex)
            elif self.unmirrored_evidence(ex):
                later.append(ex)
            elif ex.api_key in KEPT_APIS and (ex.request is not None or ex.response is not None):
                self._keep(ex)
            else:
                self._left_out(ex)
        if later:
            if self._later is None:
                self._later = tempfile.TemporaryFile(prefix="kmirror-evidence-")
            # with what finish() decides on without unpickling them: each one's topics
            # (None for bodies left undecoded: the batch's bytes are searched for the
            # names), how many bodies it left undecoded and its stand-in's fields
            index = [
                (None if _raws(ex) else _topics(ex.request), _raws(ex), _stand_in_args(ex))
                for ex in later
            ]
            top = pickle.HIGHEST_PROTOCOL
            pickle.dump((index, pickle.dumps(later, top)), self._later, top)
            for ex in later:  # (their bodies are in the file now)
                self._let_go(ex)
        if self._held:
            self._held = collections.deque(r for r in self._held if r.owner is self)
        self._waiting = waiting
        self._fresh = []
        return done

    def unmirrored_evidence(self, ex: Exchange) -> bool:
        """Whether ``ex`` is a Produce, Fetch or ListOffsets exchange naming no topic of
        :attr:`mirror_topics` (nor a topic id), every byte of it captured (a message the
        capture cut may name a mirror topic in its missing bytes): :meth:`drain` holds it
        back, and once every mirror topic is known it is taken out, its summaries unread."""
        return (
            ex.api_key in _BY_TOPIC
            and not self._mirrored(ex.request)
            and ex.request_cut is None
            and ex.response_cut is None
        )

    def _mirrored(self, req: Any) -> bool:
        """Whether a Produce/Fetch/ListOffsets summary names a mirror topic (or a topic id,
        which cannot be told yet)."""
        if isinstance(req, dict) and "partitions" in req:  # Produce
            req = req["partitions"]
        if not isinstance(req, dict):
            return False
        topics = self.mirror_topics
        return any(
            isinstance(k, tuple) and isinstance(k[0], str) and (k[0] in topics or k[0][:3] == "id:")
            for k in req
        )

    def finish(self) -> list[Exchange]:
        """End of input: requests still waiting stay unanswered; returns the exchanges the
        analysis keeps, by id (the order they were made).  The exchanges no :meth:`drain`
        returned (all of them when it was never called) are in :attr:`undrained`."""
        self._pending.clear()
        self.undrained = [*self._waiting, *self._fresh]
        self._waiting, self._fresh = [], []
        kept = self.exchanges
        if self._later is not None:
            f, self._later = self._later, None
            f.seek(0)
            with f:
                while True:
                    try:
                        index, blob = pickle.load(f)
                    except EOFError:
                        break
                    self._take_back(index, blob, kept)
        if not self.part:
            for ex in self.undrained:
                self.not_decoded += self.settle(ex)
        kept += self.undrained
        kept.sort(key=_by_id)
        return kept

    def _take_back(self, index: list[tuple], blob: bytes, kept: list[Exchange]) -> None:
        """One batch :meth:`drain` held back (``index``, and ``blob`` its exchanges
        pickled), now that every mirror topic is known: those naming one are kept, the
        rest taken out.  The batch is unpickled only when one may name a mirror topic."""
        topics = self.mirror_topics
        maybe = any(names is not None and names & topics for names, _r, _a in index) or (
            any(names is None for names, _r, _a in index) and self._in_bytes(blob)
        )
        exchanges = pickle.loads(blob) if maybe else [None] * len(index)
        for (names, raws, args), ex in zip(index, exchanges, strict=True):
            if ex is not None and names is None:  # bodies left undecoded: summarised now
                if self._named(ex):
                    self.resolve(ex)
                    raws = 0
            if ex is not None and self._mirrored(ex.request):
                pack(ex)
                kept.append(ex)
            else:
                self.unmirrored += 1
                self.not_decoded += raws
                self._left_out_args(args)

    def settle(self, ex: Exchange) -> int:
        """With :attr:`mirror_topics` final: the bodies of ``ex`` left for later are
        summarised when a mirror topic's name is in their bytes or the capture cut the
        exchange, else let go (its request and response None); returns how many bodies
        were let go undecoded (0, 1 or 2)."""
        n = _raws(ex)
        if not n:
            return 0
        if ex.request_cut is not None or ex.response_cut is not None or self._named(ex):
            self.resolve(ex)
            return 0
        self._let_go(ex)
        return n

    def _hold(self, r: _Raw) -> _Raw:
        """Take in a body left for later; past :data:`RAW_IN_MEMORY` held in memory, the
        oldest bodies move to the store (their bytes read back when needed)."""
        self._held.append(r)
        self.held_bytes += r.size
        r.owner = self
        if self.held_bytes > RAW_IN_MEMORY:
            if self._store is None:
                self._store = _RawStore()
            store, held = self._store, self._held
            while self.held_bytes > RAW_IN_MEMORY // 2 and held:
                old = held.popleft()
                if old.owner is self:
                    old.pos, old.store = store.put(old.body()), store
                    old.data, old.owner = None, None
                    self.held_bytes -= old.size
                    self.moved_bytes += old.size
        return r

    def _forget(self, r: _Raw) -> None:
        """A body left for later is no more needed (decoded, or in the held-back file)."""
        if r.owner is self:  # (another's, or one read back from a file: left as it is)
            r.owner = None
            self.held_bytes -= r.size
            r.data = r.store = None

    def _let_go(self, ex: Exchange) -> None:
        """``ex`` without its bodies left for later (their bytes forgotten)."""
        for slot in (_REQUEST, _RESPONSE):
            v = slot.__get__(ex)
            if type(v) is _Raw:
                self._forget(v)
                slot.__set__(ex, None)

    def resolve(self, ex: Exchange) -> None:
        """Decode and summarise the bodies of ``ex`` left for later (:meth:`later`); a
        fault the decoder finds is added to its expert words."""
        if self.decode is None:
            from ..pipeline.dissector import Dissector

            self.decode = Dissector(()).decoder.decode_later
        for slot in (_REQUEST, _RESPONSE):
            v = slot.__get__(ex)
            if type(v) is not _Raw:
                continue
            body, expert, _notes = self.decode(v.kind, v.api_key, v.version, v.body(), v.at)
            ex.expert.extend(expert)
            slot.__set__(ex, _summary(v.api_key, v.kind, body))
            self._forget(v)
            if v.kind == "response":
                ex.decoded = body is not None

    def _names_bytes(self) -> list[bytes]:
        """The names of :attr:`mirror_topics` as UTF-8 bytes (worked out again when it grew)."""
        n, names = self._topic_bytes
        if n != len(self.mirror_topics):
            names = [t.encode() for t in self.mirror_topics if t]
            self._topic_bytes = (len(self.mirror_topics), names)
        return names

    def _named(self, ex: Exchange) -> bool:
        """Whether a body of ``ex`` left for later holds the name of a mirror topic."""
        names = self._names_bytes()
        if not names:
            return False
        for v in (ex.request, ex.response):
            if type(v) is _Raw:
                data = v.body()
                if any(t in data for t in names):
                    return True
        return False

    def _in_bytes(self, blob: bytes) -> bool:
        return any(t in blob for t in self._names_bytes())

    def _keep(self, ex: Exchange) -> None:
        pack(ex)
        self.exchanges.append(ex)

    def _left_out(self, ex: Exchange) -> None:
        self._left_out_args(_stand_in_args(ex))

    def _left_out_args(self, args: tuple) -> None:
        """Remember a taken-out exchange by its stand-in (:func:`_stand_in_args`), the
        first made of each (server, answered, ApiVersions, orphan)."""
        ident, _capture, _stream, _client, server, _key, name, req, resp, status = args
        key = (
            server,
            resp is not None and req is not None,
            name == "ApiVersions",
            status == "orphan_response",
        )
        had = self.stand_ins.get(key)
        if had is None or ident < had.id:
            self.stand_ins[key] = _stand_in(args)


def _stand_in_args(ex: Exchange) -> tuple:
    """What the stand-in of ``ex`` (:func:`_stand_in`) is made of."""
    return (
        ex.id,
        ex.capture,
        ex.tcp_stream,
        ex.client,
        ex.server,
        ex.api_key,
        ex.api_name,
        ex.request_frame,
        ex.response_frame,
        ex.status,
    )


def _stand_in(args: tuple) -> Exchange:
    """A body-less exchange (address, API, status) for the cluster rule."""
    ident, capture, stream, client, server, key, name, req, resp, status = args
    return Exchange(
        ident,
        capture,
        stream,
        client,
        server,
        api_key=key,
        api_name=name,
        request_frame=req,
        response_frame=resp,
        status=status,
    )


def _topics(req: Any) -> frozenset[str]:
    """The topic names a Produce/Fetch/ListOffsets summary names (see ``_mirrored``)."""
    if isinstance(req, dict) and "partitions" in req:  # Produce
        req = req["partitions"]
    if not isinstance(req, dict):
        return frozenset()
    return frozenset(k[0] for k in req if isinstance(k, tuple) and isinstance(k[0], str))


def _by_id(ex: Exchange) -> int:
    return ex.id


def _acks0(ex: Exchange, now: int) -> bool:
    """Whether ``ex``, a request expecting no response, may still take one at ``now``
    (ns, the capture's clock): less than
    :data:`~dissector.tables.table.ACKS0_WAIT_NS` has passed."""
    return ex.request_ns is not None and now - ex.request_ns < ACKS0_WAIT_NS


def _pending_key(m: Message) -> tuple:
    """A request's key while it waits: its identity and where it was read (the
    identity alone could be reused once the message is gone)."""
    return (id(m), m.frame, m.tcp_stream, m.correlation_id)


def _names(value: Any, keys: frozenset[str], out: set[str]) -> None:
    """Add to ``out`` every string under one of ``keys`` in a decoded body."""
    if isinstance(value, dict):
        for k, v in value.items():
            if k in keys and isinstance(v, str):
                out.add(v)
            elif isinstance(v, dict | list):
                _names(v, keys, out)
    elif isinstance(value, list):
        for v in value:
            if isinstance(v, dict | list):
                _names(v, keys, out)


#: Keys of the standard Kafka bodies that name what a nested error is about.
_NAMES = ("topic_name", "name", "topic", "resource_name", "group_id")
_PARTS = ("partition_index", "partition")


def error_paths(
    value: Any,
    path: str = "",
    about: str | None = None,
    names: tuple[str, ...] = _NAMES,
    parts: tuple[str, ...] = _PARTS,
) -> Iterator[tuple[str, int, str | None, str | None]]:
    """Every non-zero ``error_code`` in a body.

    Yields (field path like ``topics[0].error_code``, code, the ``error_message``
    beside it, what it is about: the mirror, topic or ``topic-partition`` named
    on the way down, e.g. ``orders-1``).  ``names``/``parts``: the keys that
    name a mirror or topic, and a partition (a mirror body's come from its roles).
    """
    if isinstance(value, dict):
        here_about = _about(value, about, names, parts)
        for k, v in value.items():
            here = f"{path}.{k}" if path else k
            if k == "error_code" and isinstance(v, int) and v:
                msg = value.get("error_message")
                yield here, v, msg if isinstance(msg, str) else None, here_about
            elif isinstance(v, dict | list):
                yield from error_paths(v, here, here_about, names, parts)
    elif isinstance(value, list):
        for i, v in enumerate(value):
            if isinstance(v, dict | list):
                yield from error_paths(v, f"{path}[{i}]", about, names, parts)


def _about(
    d: dict, outer: str | None, names: tuple[str, ...], parts: tuple[str, ...]
) -> str | None:
    for k in names:
        v = d.get(k)
        if isinstance(v, str) and v:
            outer = v
            break
    p = next((d[k] for k in parts if d.get(k) is not None), None)
    if isinstance(p, int) and not isinstance(p, bool) and outer is not None:
        return f"{outer}-{p}"
    return outer


# ---------------------------------------------------------------- summaries


def cut_at(expert: list[str]) -> int | None:
    """The offset of a ``truncated@N`` expert word (bytes from N on not captured), or None."""
    for e in expert:
        if e.startswith("truncated@"):
            return int(e[10:])
    return None


def _keep(m: Message, kind: str) -> Any:
    """What the analysis keeps of a body: mirror bodies whole, standard ones summarised.

    Of a body the capture cut (``_truncated``), only whole items: see :func:`whole_items`.
    """
    body = m.body
    if body is None:
        return None
    if "_truncated" in body:
        body = whole_items(body)
    if m.mirror:
        return body
    if m.api_key in (METADATA, DESCRIBE_CLUSTER):
        # a body the decoder gave again (the same bytes answered again: its ``repeats``)
        # gets the same summary, not a new one
        hit = _SHARED.get(id(body))
        if hit is not None and hit[0] is body:
            return hit[1]
        summary = _summary(m.api_key, kind, body)
        if len(_SHARED) >= _SHARED_MAX:
            _SHARED.clear()
        _SHARED[id(body)] = (body, summary)
        _SHARED[id(summary)] = (summary, repr(summary))
        return summary
    return _summary(m.api_key, kind, body)


#: Metadata/DescribeCluster summaries by the identity of their decoded body, and their
#: text (:func:`_text`) by the summary's (each entry holds its key object alive)
_SHARED: dict[int, tuple[Any, Any]] = {}
_SHARED_MAX = 256


def _text(summary: Any) -> str:
    """``repr(summary)``, remembered for the summaries :func:`_keep` shares."""
    hit = _SHARED.get(id(summary))
    if hit is not None and hit[0] is summary:
        return hit[1]
    return repr(summary)


def _summary(api_key: int | None, kind: str, body: dict | None) -> Any:
    """The summary of a standard body (:data:`_SUMMARIES`), None without one."""
    if body is None:
        return None
    try:
        fn = _SUMMARIES.get((api_key, kind))
        return fn(body) if fn is not None else None
    except (AttributeError, KeyError, TypeError, ValueError):  # an unexpected shape: skip it
        return None


def left_for_later(m: Message, raw: bytes, at: int) -> bool:
    """The analysis' ``later`` rule (:attr:`dissector.decode.decoding.Decoder.later`): a whole
    Produce/Fetch/ListOffsets body is left undecoded, its bytes held, when the API names
    topics by name in this version.  A rule of the API and version only: the message
    rows do not depend on what was read before (a set read in parts gives the same rows).
    Such an exchange is summarised (:meth:`Collector.resolve`) once the name of a topic a
    mirror RPC named is found in its bytes (at a drain, or at :meth:`Collector.finish`
    with every mirror topic known), else taken out undecoded (``Collector.not_decoded``)."""
    k = m.api_key
    return k in _BY_TOPIC and m.api_version < _BY_ID_FROM.get(k, 1 << 15)


def _raws(ex: Exchange) -> int:
    """How many bodies of ``ex`` are left for later (:class:`_Raw`): 0, 1 or 2."""
    return (type(_REQUEST.__get__(ex)) is _Raw) + (type(_RESPONSE.__get__(ex)) is _Raw)


_PATH_PART = re.compile(r"([^.\[\]]+)|\[(\d+)\]")


def whole_items(body: dict) -> dict:
    """``body`` (decoded up to a cut, see :func:`dissector.wire.codec.decode_prefix`) without the
    array item the cut fell in: every struct left in an array is whole, so no handler
    reads a missing field as a value.  The top-level struct keeps what was captured
    (the caller knows it is cut).  ``body`` itself is not changed (the path is copied)."""
    cut = body.get("_truncated") or {}
    parts = [
        (name, int(index)) if index else (name, None)
        for name, index in _PATH_PART.findall(str(cut.get("path") or ""))
    ]
    out = dict(body)
    node: Any = out
    last_list: tuple[list, int] | None = None
    for name, index in parts:
        if index is None:
            if not isinstance(node, dict) or name not in node:
                break
            child = node[name]
            if isinstance(child, dict | list):
                child = child.copy()
                node[name] = child
            node = child
        else:
            if not isinstance(node, list) or index >= len(node):
                break
            last_list = (node, index)
            child = node[index]
            if isinstance(child, dict | list):
                child = child.copy()
                node[index] = child
            node = child
    if last_list is not None:
        lst, index = last_list
        del lst[index:]
    return out


def _items(value: Any) -> list:
    return value if isinstance(value, list) else []


def _metadata_response(body: dict) -> dict:
    topics = {}
    for t in _items(body.get("topics")):
        name = t.get("name")
        parts = [p.get("partition_index") for p in _items(t.get("partitions"))]
        topics[name] = (t.get("error_code", 0), t.get("topic_id"), parts)
    brokers = [
        address(b["host"], b["port"])
        for b in _items(body.get("brokers"))
        if b.get("host") and b.get("port") is not None
    ]
    return {"cluster_id": body.get("cluster_id"), "brokers": brokers, "topics": topics}


def _describe_cluster_response(body: dict) -> dict:
    brokers = [
        address(b["host"], b["port"])
        for b in _items(body.get("brokers"))
        if b.get("host") and b.get("port") is not None
    ]
    return {"cluster_id": body.get("cluster_id"), "brokers": brokers, "topics": {}}


def _list_offsets_request(body: dict) -> dict:
    return {
        (t.get("name"), p.get("partition_index")): p.get("timestamp")
        for t in _items(body.get("topics"))
        for p in _items(t.get("partitions"))
    }


def _list_offsets_response(body: dict) -> dict:
    out = {}
    for t in _items(body.get("topics")):
        for p in _items(t.get("partitions")):
            offset = p.get("offset")
            if offset is None:  # v0: old_style_offsets
                olds = p.get("old_style_offsets") or []
                offset = olds[0] if olds else None
            out[(t.get("name"), p.get("partition_index"))] = (p.get("error_code", 0), offset)
    return out


def _topic_key(t: dict) -> str | None:
    name = t.get("topic")
    if name is None:
        name = t.get("name")
    if name is None and t.get("topic_id") is not None:
        return f"id:{t['topic_id']}"
    return name


def _fetch_request(body: dict) -> dict:
    return {
        (_topic_key(t), p.get("partition")): p.get("fetch_offset")
        for t in _items(body.get("topics"))
        for p in _items(t.get("partitions"))
    }


def _fetch_response(body: dict) -> dict:
    out = {}
    for t in _items(body.get("responses")):
        key = _topic_key(t)
        for p in _items(t.get("partitions")):
            end, n = batches_end(p.get("records"))
            out[(key, p.get("partition_index", p.get("partition")))] = (
                p.get("error_code", 0),
                p.get("high_watermark"),
                p.get("last_stable_offset"),
                end,
                n,
                "records" not in p,  # its records were not (all) captured
            )
    return out


def batches_end(records: Any) -> tuple[int | None, int]:
    """(offset after the last whole batch, number of whole batches) of a records field.

    Raw bytes are walked batch header by batch header (a cut-off last batch is
    not counted, as a fetcher skips it); decoded batches (``full`` reads) are
    read from their ``base_offset``/``last_offset_delta``.
    """
    if records is None:
        return None, 0
    end: int | None = None
    n = 0
    if isinstance(records, bytes | bytearray | memoryview):
        buf = records
        pos = 0
        size = len(buf)
        while size - pos >= 17:
            base, length = _QI(buf, pos)
            stop = pos + 12 + length
            if length < 5 or stop > size:
                break
            magic = buf[pos + 16]
            if magic >= 2:
                if length < 49:
                    break
                nxt = base + _I32(buf, pos + 23)[0] + 1
            else:
                nxt = base + 1  # legacy message set: a wrapper carries its last inner offset
            end = nxt if end is None else max(end, nxt)
            n += 1
            pos = stop
        return end, n
    for b in _items(records):
        if not isinstance(b, dict):
            continue
        if "last_offset_delta" in b and b.get("base_offset") is not None:
            nxt = b["base_offset"] + b["last_offset_delta"] + 1
        elif b.get("offset") is not None:
            nxt = b["offset"] + 1
        else:
            continue
        end = nxt if end is None else max(end, nxt)
        n += 1
    return end, n


def _create_topics_request(body: dict) -> list:
    return [
        (
            t.get("name"),
            t.get("num_partitions"),
            {c.get("name"): c.get("value") for c in _items(t.get("configs"))},
        )
        for t in _items(body.get("topics"))
    ]


def _create_topics_response(body: dict) -> dict:
    return {t.get("name"): t.get("error_code", 0) for t in _items(body.get("topics"))}


def _alter_configs_request(body: dict) -> list:
    return [
        (
            r.get("resource_type"),
            r.get("resource_name"),
            {
                c.get("name"): (c.get("config_operation"), c.get("value"))
                for c in _items(r.get("configs"))
            },
        )
        for r in _items(body.get("resources"))
    ]


def _alter_configs_response(body: dict) -> dict:
    return {r.get("resource_name"): r.get("error_code", 0) for r in _items(body.get("responses"))}


def produced_batches(records: Any) -> list[tuple[int, int, int, int, int, bool, bool]]:
    """The batch headers of a Produce request's records field (raw bytes, magic 2).

    Returns ``[(records, producer_id, producer_epoch, base_sequence, first_timestamp_ms,
    transactional, control)]`` in wire order; ``records`` is lastOffsetDelta + 1 (the offsets
    the batch takes).  Legacy message sets and cut-off batches end the walk (the rest is not
    attributed, never guessed).
    """
    out: list[tuple[int, int, int, int, int, bool, bool]] = []
    if not isinstance(records, bytes | bytearray | memoryview):
        return out
    pos, size = 0, len(records)
    while size - pos >= 61:
        _b, length, _e, magic, _crc, attrs, delta, first_ts, _mx, pid, epoch, seq, _n = (
            _BATCH.unpack_from(records, pos)
        )
        if magic != 2 or length < 49 or pos + 12 + length > size:
            break
        out.append(
            (
                delta + 1,
                pid,
                epoch,
                seq,
                first_ts,
                bool(attrs & _TRANSACTIONAL),
                bool(attrs & _CONTROL),
            )
        )
        pos += 12 + length
    return out


def _produce_request(body: dict) -> dict:
    parts = {
        (t.get("name"), p.get("index")): produced_batches(p.get("records"))
        for t in _items(body.get("topic_data"))
        for p in _items(t.get("partition_data"))
    }
    return {
        "acks": body.get("acks"),
        "transactional_id": body.get("transactional_id"),
        "partitions": parts,
    }


def _produce_response(body: dict) -> dict:
    return {
        (t.get("name"), p.get("index")): (p.get("error_code", 0), p.get("base_offset"))
        for t in _items(body.get("responses"))
        for p in _items(t.get("partition_responses"))
    }


def _end_txn_request(body: dict) -> dict:
    return {
        "transactional_id": body.get("transactional_id"),
        "producer_id": body.get("producer_id"),
        "producer_epoch": body.get("producer_epoch"),
        "committed": body.get("committed"),
    }


def _end_txn_response(body: dict) -> dict:
    return {"error_code": body.get("error_code", 0)}


_SUMMARIES: dict[tuple[int, str], Any] = {
    (PRODUCE, "request"): _produce_request,
    (PRODUCE, "response"): _produce_response,
    (END_TXN, "request"): _end_txn_request,
    (END_TXN, "response"): _end_txn_response,
    (METADATA, "response"): _metadata_response,
    (DESCRIBE_CLUSTER, "response"): _describe_cluster_response,
    (LIST_OFFSETS, "request"): _list_offsets_request,
    (LIST_OFFSETS, "response"): _list_offsets_response,
    (FETCH, "request"): _fetch_request,
    (FETCH, "response"): _fetch_response,
    (CREATE_TOPICS, "request"): _create_topics_request,
    (CREATE_TOPICS, "response"): _create_topics_response,
    (INCREMENTAL_ALTER_CONFIGS, "request"): _alter_configs_request,
    (INCREMENTAL_ALTER_CONFIGS, "response"): _alter_configs_response,
}

#: Standard API keys whose exchanges the analysis keeps (their summaries are evidence).
KEPT_APIS = frozenset(k for k, _kind in _SUMMARIES)
#: Standard API keys whose requests are summarised (the others' request bodies are not read).
KEPT_REQUESTS = frozenset(k for k, kind in _SUMMARIES if kind == "request")
#: Offset evidence kept only for topics a mirror RPC has named (see :meth:`Collector.drain`).
_BY_TOPIC = frozenset({PRODUCE, FETCH, LIST_OFFSETS})
#: The first version that names topics by topic_id, not by name (Kafka's
#: ProduceRequest.json and FetchRequest.json, KIP-516): such bodies are never left for
#: later, no name is in their bytes (``tests/analysis/test_deferred_evidence.py``).
_BY_ID_FROM = {PRODUCE: 13, FETCH: 13}
