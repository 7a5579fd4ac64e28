"""One pass over decoded messages: the exchanges, each kept or taken out as it finishes.

Owns: :class:`Collector` (feeds on :class:`~dissector.pipeline.dissector.Message`
objects in capture order and pairs them into :class:`~.exchange.Exchange` records, each
holding the summaries :mod:`.bodies` makes of its standard bodies, its mirror RPC bodies
whole, pickled, and every non-zero error code of its decoded response with its field
path), and the bodies left for later (:class:`_Raw`: Produce/Fetch/ListOffsets bodies
held undecoded until a mirror topic's name may be in them, the oldest moved to a
temporary file past :data:`RAW_IN_MEMORY`).  Every error code is listed while the body
is at hand, so standard bodies can be dropped at once; no
:class:`~dissector.pipeline.dissector.Message` is held.  Memory is bounded by the
exchanges the analysis keeps (mirror RPCs and offset evidence), at a few hundred bytes
each, not by the capture.

Must not import: pandas or the CLI.
"""

from __future__ import annotations

import collections
import itertools
import operator
import pickle
import tempfile
from typing import Any

from ..decode.pairing import Pairing, Status, may_be_answered
from .bodies import (
    BY_TOPIC,
    DESCRIBE_CLUSTER,
    KEPT_APIS,
    METADATA,
    NAMES,
    PARTS,
    address,
    cut_at,
    error_paths,
    keep,
    summarize,
    text,
)
from .exchange import FIELDS, REQUEST, RESPONSE, others, pack, rebuilt

try:
    import cython
except ImportError:  # no Cython: the pure-Python path
    from .. import puremode as cython

if not cython.compiled:  # (compiled, these are the C types collect.pxd cimports)
    from ..pipeline.dissector import Message
    from .exchange import Exchange

__all__ = ["RAW_IN_MEMORY", "Collector"]

_MAX_PENDING = 200_000

# (read once: a member of an enum class looked up costs as much as the rest of a test)
_ANSWERED, _UNANSWERED = Status.ANSWERED, Status.UNANSWERED
_NO_RESPONSE_EXPECTED, _ORPHAN_RESPONSE = Status.NO_RESPONSE_EXPECTED, Status.ORPHAN_RESPONSE
# (an exchange's ``_request``/``_response``: the slots under its body properties, read
# and set as they are, a packed body not unpickled)


class _Raw:
    """A Produce/Fetch/ListOffsets body left undecoded while read (the decoder's ``later``,
    see :func:`.bodies.left_for_later`): its bytes from the body's first byte (in memory, or moved
    to its collector's :class:`_RawStore`), which frame offset that is, and what to decode
    it as; :meth:`Collector.resolve` summarises it once a mirror topic may be named in it.
    Pickled with its bytes."""

    __slots__ = ("kind", "api_key", "version", "at", "data", "store", "pos", "size", "owner")

    @cython.locals(m=Message)
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
        self._about_keys = NAMES
        self._about_parts = PARTS
        if roles is not None:
            topics = tuple(sorted(roles.keys("topic") - set(NAMES)))
            mirrors = tuple(sorted(roles.keys("mirror") - set(NAMES) - set(topics)))
            self._about_keys = topics + NAMES + mirrors  # the narrower name first
            parts = roles.keys("partition") - set(PARTS)
            self._about_parts = PARTS + tuple(sorted(parts))
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
        #: requests waiting for their response (:mod:`dissector.decode.pairing`)
        self._pending: Pairing[Exchange] = Pairing(limit=_MAX_PENDING)
        #: Produce/Fetch/ListOffsets exchanges naming no mirror topic yet: pickled to a
        #: temporary file, taken back at :meth:`finish` if a later mirror RPC names one
        self._later: Any = None
        #: one body-less stand-in per (server, answered, ApiVersions, orphan) of the
        #: exchanges taken out, the first made of each: the cluster rule needs only these
        self.stand_ins: dict[tuple, Exchange] = {}
        #: exchanges no drain returned (unanswered at the end), set by :meth:`finish`
        self.undrained: list[Exchange] = []
        #: decodes bodies left for later (:func:`.bodies.left_for_later`): the reading dissector's
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

    @cython.locals(m=Message, req=Message, ex=Exchange)
    def add(self, m: Message) -> None:
        """Take in one message (capture order); keeps nothing of ``m`` itself.

        Who waits how long is :mod:`dissector.decode.pairing`'s: a request that expects no
        response (acks=0 Produce) still takes one that comes within its ``ACKS0_WAIT_NS`` of
        capture time (some brokers answer all the same), as the read table's row does; one
        later is an orphan response."""
        if m.ts_ns > self._now:
            self._now = m.ts_ns
        if m.kind == "request":
            if m.api_key is None:
                return
            expects = m.expects_response
            expert = m.expert
            # every field given in order, none by keyword (a keyword's look-up in the
            # compiled __init__ costs more than the rest of the call): id, capture,
            # tcp_stream, client, server, client_id, api_key, api_version, api_name,
            # mirror, mirror_name, correlation_id, request_frame, request_ns,
            # request_length, response_frame, response_ns, response_length, error_code,
            # expects_response, status, expert, request, response, errors, decoded,
            # request_cut, response_cut
            ex = Exchange(
                self.next_id, self.capture, m.tcp_stream, address(m.src, m.sport),
                address(m.dst, m.dport), m.client_id, m.api_key, m.api_version, m.api_name,
                m.mirror, m.mirror_name, m.correlation_id, m.frame, m.ts_ns, m.length,
                None, None, None, None, expects,
                _UNANSWERED if expects else _NO_RESPONSE_EXPECTED, list(expert),
                keep(m, "request") if m.raw_body is None else self._hold(_Raw(m)), None,
                [], False, cut_at(expert) if expert else None, None,
            )  # fmt: skip
            self.next_id += 1
            if m.mirror and m.body is not None and self._topic_keys:
                _names(m.body, self._topic_keys, self.mirror_topics)
            self._fresh.append(ex)
            self._pending.wait(_pending_key(m), ex)  # (past _MAX_PENDING the oldest is let go)
        elif m.kind == "response":
            req = m.request
            ex = self._pending.answer(_pending_key(req)) if req is not None else None
            if ex is not None and not may_be_answered(
                ex.request_ns, ex.expects_response, self._now
            ):
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
                    status=_ORPHAN_RESPONSE,
                )
                self.next_id += 1
                self._fresh.append(ex)
            else:
                ex.status = _ANSWERED
            ex.response_frame = m.frame
            ex.response_ns = m.ts_ns
            ex.response_length = m.length
            ex.response_cut = cut_at(m.expert) if m.expert else None
            ex.error_code = m.error_code
            if m.mirror_name and not ex.mirror_name:
                ex.mirror_name = m.mirror_name
            ex.expert.extend(m.expert)
            if m.raw_body is not None:
                ex._response = self._hold(_Raw(m))  # (the slot under the property)
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
                    ex.response = keep(m, "response")

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

    @cython.locals(ex=Exchange)
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
        # (no mirror topic yet: no name to look for in the bodies left for later)
        named = bool(_names_bytes(self))
        for ex in itertools.chain(self._waiting, self._fresh) if self._waiting else self._fresh:
            status = ex.status
            if status == _UNANSWERED or (
                status == _NO_RESPONSE_EXPECTED
                and not final
                and may_be_answered(ex.request_ns, False, self._now)
            ):
                waiting.append(ex)  # (an acks=0 request may still be answered: see add)
                continue
            done.append(ex)
            if _raws(ex) and (
                ex.request_cut is not None
                or ex.response_cut is not None
                or (named and _named(self, ex))
            ):
                self.resolve(ex)
            if ex.mirror:
                self._keep(ex)
            elif ex.api_key in (METADATA, DESCRIBE_CLUSTER) and ex.response is not None:
                key = (ex.server, text(ex.response))
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
            # names) and how many bodies it left undecoded, and the batch's stand-ins
            # (the first of each key: what its exchanges leave in stand_ins when all are
            # taken out); the exchanges are pickled as plain values (:func:`_flat`), the
            # bytes of their bodies left for later written after them as they are
            index = []
            firsts: dict[tuple, tuple] = {}
            flat = []
            datas: list[bytes] = []
            freed = 0
            for ex in later:
                fields = others(ex)
                req, resp = ex._request, ex._response
                rq, rs = type(req) is _Raw, type(resp) is _Raw
                raws = rq + rs
                index.append((None if raws else _topics(ex.request), raws))
                _first_stand_in(firsts, _STAND_IN(fields))
                if raws:
                    # (bodies left for later go to the file: their bytes let go of here)
                    flat_req = flat_resp = None
                    if rq:
                        flat_req = _flat(req, datas)
                        freed += _drop(self, req)
                        ex._request = req = None
                    if rs:
                        flat_resp = _flat(resp, datas)
                        freed += _drop(self, resp)
                        ex._response = resp = None
                    flat.append((fields, req, resp, flat_req, flat_resp))
                else:
                    flat.append((fields, req, resp, None, None))
            self.held_bytes -= freed
            top = pickle.HIGHEST_PROTOCOL
            blob = pickle.dumps(flat, top)
            raw = b"".join(datas)
            # the batch's bytes after its index (read back only when they may be needed)
            pickle.dump((index, firsts, len(blob), len(raw)), self._later, top)
            self._later.write(blob)
            self._later.write(raw)
            del blob, raw, flat, datas
        if self._held:
            self._held = collections.deque(r for r in self._held if r.owner is self)
        self._waiting = waiting
        self._fresh = []
        return done

    @cython.locals(ex=Exchange)
    def unmirrored_evidence(self, ex: Exchange) -> bool:
        """Whether ``ex`` is a Produce, Fetch or ListOffsets exchange naming no topic of
        :attr:`mirror_topics` (nor a topic id), every byte of it captured (a message the
        capture cut may name a mirror topic in its missing bytes): :meth:`drain` holds it
        back, and once every mirror topic is known it is taken out, its summaries unread."""
        return (
            ex.api_key in BY_TOPIC
            and ex.request_cut is None
            and ex.response_cut is None
            # (a body left for later is no summary: it names nothing yet)
            and (type(ex._request) is _Raw or not self._mirrored(ex.request))
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
                        index, firsts, size, raw_size = pickle.load(f)
                    except EOFError:
                        break
                    at = f.tell()

                    def blob(f=f, at=at, size=size + raw_size) -> bytes:
                        f.seek(at)
                        return f.read(size)

                    _take_back(self, index, firsts, size, blob, kept)
                    f.seek(at + size + raw_size)
        if not self.part:
            for ex in self.undrained:
                self.not_decoded += self.settle(ex)
        kept += self.undrained
        kept.sort(key=_by_id)
        return kept

    def settle(self, ex: Exchange) -> int:
        """With :attr:`mirror_topics` final: the bodies of ``ex`` left for later are
        summarised when a mirror topic's name is in their bytes or the capture cut the
        exchange, else let go (its request and response None); returns how many bodies
        were let go undecoded (0, 1 or 2)."""
        n = _raws(ex)
        if not n:
            return 0
        if ex.request_cut is not None or ex.response_cut is not None or _named(self, ex):
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
        self.held_bytes -= _drop(self, r)

    def _let_go(self, ex: Exchange) -> None:
        """``ex`` without its bodies left for later (their bytes forgotten)."""
        for slot in (REQUEST, RESPONSE):
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
        for slot in (REQUEST, RESPONSE):
            v = slot.__get__(ex)
            if type(v) is not _Raw:
                continue
            body, expert, _notes = self.decode(v.kind, v.api_key, v.version, v.body(), v.at)
            ex.expert.extend(expert)
            slot.__set__(ex, summarize(v.api_key, v.kind, body))
            self._forget(v)
            if v.kind == "response":
                ex.decoded = body is not None

    @cython.locals(ex=Exchange)
    def _keep(self, ex: Exchange) -> None:
        pack(ex)
        self.exchanges.append(ex)

    @cython.locals(ex=Exchange)
    def _left_out(self, ex: Exchange) -> None:
        self._left_out_args(_stand_in_args(ex))

    def _left_out_args(self, args: tuple) -> None:
        """Remember a taken-out exchange by its stand-in (:func:`_stand_in_args`), the
        first made of each (server, answered, ApiVersions, orphan)."""
        key = _stand_in_key(args)
        had = self.stand_ins.get(key)
        if had is None or args[0] < had.id:
            self.stand_ins[key] = _stand_in(args)


def _take_back(
    coll: Collector, index: list[tuple], firsts: dict, size: int, blob: Any, kept: list[Exchange]
) -> None:
    """One batch :meth:`drain` held back (``index``, ``firsts`` its stand-ins by key, and
    ``blob()`` its exchanges pickled, ``size`` bytes, then the bytes of their bodies left
    for later: :func:`_unflat`), now that every mirror topic is known: those naming
    one are kept, the rest taken out.  The batch is read and unpickled only when one may
    name a mirror topic (its bytes are read when a name may be in them); else all are
    taken out, and the first stand-in of each key is all they leave."""
    topics = coll.mirror_topics
    data = None
    maybe = any(names is not None and names & topics for names, _r in index)
    if not maybe and _names_bytes(coll) and any(names is None for names, _r in index):
        data = blob()
        maybe = _in_bytes(coll, data)
    if not maybe:
        coll.unmirrored += len(index)
        coll.not_decoded += sum(raws for _n, raws in index)
        for args in firsts.values():
            coll._left_out_args(args)
        return
    exchanges = _unflat(data if data is not None else blob(), size)
    for (names, raws), ex in zip(index, exchanges, strict=True):
        if names is None and _named(coll, ex):  # bodies left undecoded: summarised now
            coll.resolve(ex)
            raws = 0
        if coll._mirrored(ex.request):
            pack(ex)
            kept.append(ex)
        else:
            coll.unmirrored += 1
            coll.not_decoded += raws
            coll._left_out_args(_stand_in_args(ex))


def _names_bytes(coll: Collector) -> list[bytes]:
    """The names of :attr:`mirror_topics` as UTF-8 bytes (worked out again when it grew)."""
    n, names = coll._topic_bytes
    if n != len(coll.mirror_topics):
        names = [t.encode() for t in coll.mirror_topics if t]
        coll._topic_bytes = (len(coll.mirror_topics), names)
    return names


@cython.locals(ex=Exchange)
def _named(coll: Collector, ex: Exchange) -> bool:
    """Whether a body of ``ex`` left for later holds the name of a mirror topic."""
    names = _names_bytes(coll)
    if not names:
        return False
    for v in (ex.request, ex.response):
        if type(v) is _Raw:
            data = v.body()
            if any(t in data for t in names):
                return True
    return False


def _in_bytes(coll: Collector, blob: bytes) -> bool:
    return any(t in blob for t in _names_bytes(coll))


_STAND_IN_FIELDS = (
    "id",
    "capture",
    "tcp_stream",
    "client",
    "server",
    "api_key",
    "api_name",
    "request_frame",
    "response_frame",
    "status",
)
#: the stand-in's fields (:func:`_stand_in_args`) out of an exchange's ``others``
_STAND_IN = operator.itemgetter(*(FIELDS.index(f) for f in _STAND_IN_FIELDS))


def _stand_in_key(args: tuple) -> tuple:
    """Which stand-in an exchange's stand-in args (:func:`_stand_in_args`) count for:
    (server, answered, ApiVersions, orphan)."""
    _id, _capture, _stream, _client, server, _key, name, req, resp, status = args
    return (
        server,
        resp is not None and req is not None,
        name == "ApiVersions",
        status == _ORPHAN_RESPONSE,
    )


def _first_stand_in(firsts: dict, args: tuple) -> None:
    """Keep in ``firsts`` (stand-in key: args) ``args`` when it is the first (lowest id)
    of its key, as :meth:`Collector._left_out_args` keeps stand-ins."""
    key = _stand_in_key(args)
    had = firsts.get(key)
    if had is None or args[0] < had[0]:
        firsts[key] = args


@cython.locals(ex=Exchange)
def _stand_in_args(ex: Exchange) -> tuple:
    """What the stand-in of ``ex`` (:func:`_stand_in`) is made of."""
    return _STAND_IN(others(ex))


def _flat(v: _Raw, datas: list[bytes]) -> tuple:
    """A body left for later as :meth:`Collector.drain` pickles it: its fields and its
    size in bytes (:func:`_raw`'s arguments, the bytes' length for the bytes), the bytes
    appended to ``datas`` (written after the batch's pickle, in order)."""
    data = v.data
    if data is None:
        data = v.body()
    datas.append(data)
    return (v.kind, v.api_key, v.version, v.at, len(data))


def _drop(coll: Any, r: _Raw) -> int:
    """Let go of the bytes of ``r``, a body left for later, when ``coll`` holds them
    (:meth:`Collector._forget`); returns how many of its ``held_bytes`` they were (0: not
    its own, or one read back from a file: left as it is)."""
    if r.owner is not coll:
        return 0
    r.owner = None
    r.data = r.store = None
    return r.size


def _unflat(region: bytes, size: int) -> list[Exchange]:
    """The exchanges of a batch :meth:`Collector.drain` held back: ``region`` is the
    batch's pickle (``size`` bytes: a list of ``(others, request, response, raw_request,
    raw_response)``) then the bytes of its bodies left for later in order.  A body left
    for later is in ``raw_*`` (:func:`_flat`), its slot None; any other body is in
    ``request``/``response`` as it was held."""
    out = []
    pos = size
    for fields, req, resp, raw_req, raw_resp in pickle.loads(memoryview(region)[:size]):
        if raw_req is not None:
            end = pos + raw_req[4]
            req = _raw(raw_req[0], raw_req[1], raw_req[2], raw_req[3], region[pos:end])
            pos = end
        if raw_resp is not None:
            end = pos + raw_resp[4]
            resp = _raw(raw_resp[0], raw_resp[1], raw_resp[2], raw_resp[3], region[pos:end])
            pos = end
        out.append(rebuilt(fields, req, resp))
    return out


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


@cython.locals(m=Message)
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


@cython.locals(ex=Exchange)
def _raws(ex: Exchange) -> int:
    """How many bodies of ``ex`` are left for later (:class:`_Raw`): 0, 1 or 2."""
    return (type(ex._request) is _Raw) + (type(ex._response) is _Raw)
