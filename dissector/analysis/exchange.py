"""The exchange record: a request and its response, with its bodies held pickled.

Owns: :class:`Exchange` (a request and its response, or an orphan response: addresses,
API, frames, times, error codes, expert words and the bodies kept of it), and how a
kept body is held: pickled (:func:`pack`: one bytes object per body, unpickled when
read, the few read last remembered), and how an exchange is pickled (as its
constructor's arguments: Dask workers send exchanges).  ``REQUEST``/``RESPONSE`` are
the descriptors of the slots under the body properties (``_request``, ``_response``),
read and set without unpickling.  Compiled, :class:`Exchange` is an extension type
(``exchange.pxd``).

Must not import: pandas, the CLI, the dissector, or the modules that make or read
exchanges (:mod:`.collect`, :mod:`.bodies`, the replay).
"""

from __future__ import annotations

import pickle
from typing import Any

from ..decode.pairing import Status

__all__ = ["FIELDS", "REQUEST", "RESPONSE", "Exchange", "others", "pack", "rebuilt"]


#: the default of ``expert`` and ``errors``: a new empty list each (the fields' ``default_factory``)
_NEW_LIST: Any = object()


class Exchange:
    """A request with its response (either side may be missing).

    Times are ns since the epoch.  ``request``/``response`` hold the decoded
    body for mirror RPCs and a compact summary (see :func:`.bodies.summarize`) for the
    standard APIs the analysis uses, else None.  ``errors`` lists every
    non-zero error code of the response as ``(path, code, message, about)``.
    """

    __slots__ = (
        "id",
        "capture",
        "tcp_stream",
        "client",
        "server",
        "client_id",
        "api_key",
        "api_version",
        "api_name",
        "mirror",
        "mirror_name",
        "correlation_id",
        "request_frame",
        "request_ns",
        "request_length",
        "response_frame",
        "response_ns",
        "response_length",
        "error_code",
        "expects_response",
        "status",
        "expert",
        "_request",
        "_response",
        "errors",
        "decoded",
        "request_cut",
        "response_cut",
    )
    id: int
    capture: str | None
    tcp_stream: int
    client: str
    server: str
    client_id: str | None
    api_key: int | None
    api_version: int | None
    api_name: str | None
    mirror: bool
    mirror_name: str | None
    correlation_id: int | None
    request_frame: int | None
    request_ns: int | None
    request_length: int | None
    response_frame: int | None
    response_ns: int | None
    response_length: int | None
    error_code: int | None
    expects_response: bool
    #: :class:`~dissector.decode.pairing.Status` (a str: ``answered``, ``unanswered`` ...)
    status: str
    expert: list[str]
    errors: list[tuple[str, int, str | None, str | None]]
    decoded: bool  # response body was decoded (errors list is complete)
    #: frame offset where the captured bytes of the request / response end (snap length,
    #: a lost segment), None when every byte was captured
    request_cut: int | None
    response_cut: int | None

    # written out (compiled with the module: one exchange per request read); the
    # parameters are the slots, in their order, ``request``/``response`` for the slots
    # under the body properties (tests/analysis/test_exchange_record.py)
    def __init__(
        self,
        id: int,
        capture: str | None,
        tcp_stream: int,
        client: str,
        server: str,
        client_id: str | None = None,
        api_key: int | None = None,
        api_version: int | None = None,
        api_name: str | None = None,
        mirror: bool = False,
        mirror_name: str | None = None,
        correlation_id: int | None = None,
        request_frame: int | None = None,
        request_ns: int | None = None,
        request_length: int | None = None,
        response_frame: int | None = None,
        response_ns: int | None = None,
        response_length: int | None = None,
        error_code: int | None = None,
        expects_response: bool = True,
        status: str = Status.UNANSWERED,
        expert: Any = _NEW_LIST,
        request: Any = None,
        response: Any = None,
        errors: Any = _NEW_LIST,
        decoded: bool = False,
        request_cut: int | None = None,
        response_cut: int | None = None,
    ) -> None:
        self.id = id
        self.capture = capture
        self.tcp_stream = tcp_stream
        self.client = client
        self.server = server
        self.client_id = client_id
        self.api_key = api_key
        self.api_version = api_version
        self.api_name = api_name
        self.mirror = mirror
        self.mirror_name = mirror_name
        self.correlation_id = correlation_id
        self.request_frame = request_frame
        self.request_ns = request_ns
        self.request_length = request_length
        self.response_frame = response_frame
        self.response_ns = response_ns
        self.response_length = response_length
        self.error_code = error_code
        self.expects_response = expects_response
        self.status = status
        self.expert = [] if expert is _NEW_LIST else expert
        self._request = request  # (the slots under the body properties)
        self._response = response
        self.errors = [] if errors is _NEW_LIST else errors
        self.decoded = decoded
        self.request_cut = request_cut
        self.response_cut = response_cut

    @property
    def request(self) -> Any:
        """The request's decoded body (mirror RPCs) or its summary, or None (a body held
        pickled, :func:`pack`, is unpickled)."""
        v = self._request
        return _unpacked(v) if type(v) is _Packed else v

    @request.setter
    def request(self, v: Any) -> None:
        self._request = v

    @property
    def response(self) -> Any:
        """The response's decoded body or its summary, or None (as :attr:`request`)."""
        v = self._response
        return _unpacked(v) if type(v) is _Packed else v

    @response.setter
    def response(self, v: Any) -> None:
        self._response = v

    def __reduce__(self) -> tuple:
        """Pickled (and copied) as its constructor's arguments, a packed body as it is."""
        a = others(self)
        return (Exchange, (*a[:_AT], self._request, self._response, *a[_AT:]))

    def __repr__(self) -> str:
        """``Exchange(id=..., capture=..., ...)``: every field in constructor order, the
        bodies as :attr:`request` and :attr:`response` give them."""
        return f"Exchange({', '.join(f'{n}={getattr(self, n)!r}' for n in _FIELDS)})"

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
    what an :class:`Exchange` holds between :meth:`.collect.Collector.drain` and the analysis."""

    __slots__ = ()


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
    for slot in (REQUEST, RESPONSE):
        v = slot.__get__(ex)
        if v is not None and type(v) is not _Packed:
            slot.__set__(ex, _Packed(pickle.dumps(v, pickle.HIGHEST_PROTOCOL)))


# ``request``/``response`` are properties over the slots ``_request``/``_response``: these
# descriptors read and set the slots themselves, a packed body as it is
REQUEST, RESPONSE = Exchange.__dict__["_request"], Exchange.__dict__["_response"]
#: every field in constructor order (the slots, ``request``/``response`` for the bodies)
_FIELDS = tuple(n.lstrip("_") for n in Exchange.__slots__)
_AT = _FIELDS.index("request")
assert _FIELDS[_AT + 1] == "response"


#: The fields :func:`others` gives, in its order (every field but ``request``/``response``).
FIELDS = tuple(f for f in _FIELDS if f not in ("request", "response"))


def others(ex: Exchange) -> tuple:
    """Every field of ``ex`` but its bodies, in :data:`FIELDS` order, as one tuple (what
    :func:`rebuilt` takes back): ``ex`` held as plain values, cheap to pickle.  (Written
    out: compiled, each is a struct member read; tests/analysis/test_exchange_record.py
    checks the order against :data:`FIELDS`.)"""
    return (
        ex.id,
        ex.capture,
        ex.tcp_stream,
        ex.client,
        ex.server,
        ex.client_id,
        ex.api_key,
        ex.api_version,
        ex.api_name,
        ex.mirror,
        ex.mirror_name,
        ex.correlation_id,
        ex.request_frame,
        ex.request_ns,
        ex.request_length,
        ex.response_frame,
        ex.response_ns,
        ex.response_length,
        ex.error_code,
        ex.expects_response,
        ex.status,
        ex.expert,
        ex.errors,
        ex.decoded,
        ex.request_cut,
        ex.response_cut,
    )


def rebuilt(fields: tuple, request: Any, response: Any) -> Exchange:
    """The exchange whose :func:`others` were ``fields`` and whose bodies are ``request``
    and ``response`` (as it would be unpickled)."""
    return Exchange(*fields[:_AT], request, response, *fields[_AT:])
