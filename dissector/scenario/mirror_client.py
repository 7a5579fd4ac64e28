"""A minimal Kafka client for the KIP-1279 mirror RPCs, for scenarios and tests.

Owns: :class:`MirrorClient`, one TCP connection that sends requests one at a
time with increasing correlation ids and decodes each response:

- the mirror RPCs of a profile, encoded and decoded by the spec-driven codec
  (request header v2, response header v1 for the flexible versions);
- standard Kafka requests given as kio entities (ApiVersions, Metadata,
  Fetch, Produce, ...), encoded with kio's writers and decoded with its reader
  (header versions from :mod:`dissector.kafka.protocol`, i.e. the facts table);
- :class:`Exchange`, the record of one request and its response (or its
  absence), handed to an optional ``observer`` so a scenario can keep a
  ground truth of every call it made.

It is not a full Kafka client: no metadata cache, no retries, no pipelining.

Must not import: capture reading, reassembly, pandas or the CLI.
"""

from __future__ import annotations

import io
import socket
import ssl
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from types import TracebackType
from typing import Any

from kio.serial import entity_reader, entity_writer

from ..errors import Malformed
from ..frames.framing import split_frames
from ..kafka.protocol import request_header_version, response_header_version
from ..profiles.profile import Profile, load_profile
from ..wire.codec import decode_body, encode_body
from ..wire.headers import encode_request, parse_response_header

__all__ = ["Exchange", "MirrorClient", "CLIENT_SOFTWARE"]

#: ClientSoftwareName / ClientSoftwareVersion sent in ApiVersions requests.
CLIENT_SOFTWARE = ("kmirror-scenario", "0.1.0")


def _addr(pair: tuple[str, int]) -> str:
    return f"{pair[0]}:{pair[1]}"


@dataclass
class Exchange:
    """One request sent on a connection and what came back.

    ``client``/``server`` are ``host:port`` of the two ends, ``sent_ns`` and
    ``received_ns`` wall-clock times in ns since the epoch (``received_ns``
    None when no response came before the timeout).  ``request`` and
    ``response`` are the bodies as sent and received: dicts with snake_case
    keys for mirror RPCs (decoded back from the bytes, defaults filled in),
    kio entities for standard ones (``response`` None when unanswered).
    """

    api_name: str
    api_key: int
    api_version: int
    correlation_id: int
    client_id: str | None
    client: str
    server: str
    sent_ns: int
    mirror: bool
    request: Any
    received_ns: int | None = None
    response: Any = None
    notes: list[str] = field(default_factory=list)

    @property
    def answered(self) -> bool:
        """Whether a response arrived."""
        return self.received_ns is not None


class MirrorClient:
    """One connection to a Kafka-speaking endpoint, sending one request at a time.

    Correlation ids start at ``first_correlation_id`` and go up by one per
    call.  ``last_notes`` holds the decoder's expert notes for the latest
    mirror response (empty when it matched its spec exactly).  With
    ``handshake`` the connection starts with an ApiVersions request, as real
    Kafka clients do, and :attr:`api_versions` holds the advertised ranges.
    ``tls``: a client SSLContext to speak TLS over the connection (handshake on
    connect; None: plaintext).
    ``observer`` is called with an :class:`Exchange` after every request,
    answered or not.  Use as a context manager, or call :meth:`close`.
    """

    def __init__(
        self,
        host: str,
        port: int,
        client_id: str = "kmirror-admin",
        profile: Profile | None = None,
        timeout: float = 10.0,
        first_correlation_id: int = 1,
        handshake: bool = False,
        observer: Callable[[Exchange], None] | None = None,
        tls: ssl.SSLContext | None = None,
    ) -> None:
        self.profile = profile or load_profile()
        self.client_id = client_id
        self.next_correlation_id = first_correlation_id
        self.last_notes: list[str] = []
        self.observer = observer
        self.api_versions: dict[int, tuple[int, int]] = {}
        #: The latest request sent and what came back (set before the observer sees it).
        self.last_exchange: Exchange | None = None
        self._sock = socket.create_connection((host, port), timeout=timeout)
        if tls is not None:
            self._sock = tls.wrap_socket(self._sock, server_hostname=None)
        self.client_address = _addr(self._sock.getsockname()[:2])
        self.server_address = _addr(self._sock.getpeername()[:2])
        self._buf = bytearray()
        if handshake:
            self.handshake()

    # ------------------------------------------------------------ mirror RPCs

    def call(
        self, rpc_name: str, body: dict[str, Any], version: int = 0
    ) -> tuple[dict[str, Any], int]:
        """Send ``rpc_name`` with ``body`` (snake_case keys) and wait for its response.

        :attr:`last_exchange` is the :class:`Exchange` of this call.  Returns
        ``(response_dict, correlation_id)``.  Raises KeyError for an RPC the
        profile does not have, ConnectionError when the server closes the
        connection, TimeoutError when no response comes in time (the
        connection must then be closed), and Malformed when the response does
        not match the request's correlation id or does not end where its frame
        ends.
        """
        key = self.profile.rpcs[rpc_name]
        req_spec = self.profile.message(key, "request")
        resp_spec = self.profile.message(key, "response")
        assert req_spec is not None and resp_spec is not None  # load_profile pairs them
        body_bytes = encode_body(req_spec, version, body)
        sent, _, _ = decode_body(
            req_spec, version, body_bytes
        )  # defaults filled in, as on the wire
        header_version = request_header_version(key, version, version in req_spec.flexible_versions)
        ex, reply = self._roundtrip(rpc_name, key, version, sent, body_bytes, header_version, True)
        header = parse_response_header(
            reply, response_header_version(key, version, version in resp_spec.flexible_versions)
        )
        value, end, notes = decode_body(resp_spec, version, reply, 4 + header.size)
        if end != len(reply):
            raise Malformed("pdu_length_mismatch", end, f"{len(reply) - end} bytes left over")
        self.last_notes = notes
        ex.response, ex.notes = value, list(notes)
        self._observe(ex)
        return value, ex.correlation_id

    # ------------------------------------------------------------ standard APIs

    def call_standard(self, request: Any) -> tuple[Any, int]:
        """Send a kio request entity and return ``(kio response entity, correlation_id)``.

        The response class is the request's sibling in kio's schema package
        (``...fetch.v12.request.FetchRequest`` -> ``...fetch.v12.response.FetchResponse``).
        Raises like :meth:`call`.
        """
        cls = type(request)
        resp_cls = _response_class(cls)
        key, version = int(cls.__api_key__), int(cls.__version__)
        buf = io.BytesIO()
        entity_writer(cls)(buf, request)
        header_version = request_header_version(key, version, bool(cls.__flexible__))
        name = cls.__name__.removesuffix("Request")
        ex, reply = self._roundtrip(
            name, key, version, request, buf.getvalue(), header_version, False
        )
        header = parse_response_header(
            reply, response_header_version(key, version, bool(resp_cls.__flexible__))
        )
        value, size = entity_reader(resp_cls)(reply, 4 + header.size)
        if 4 + header.size + size != len(reply):
            raise Malformed("pdu_length_mismatch", 4 + header.size + size, f"{name} response")
        ex.response = value
        self._observe(ex)
        return value, ex.correlation_id

    def handshake(self) -> dict[int, tuple[int, int]]:
        """ApiVersions v3; stores and returns the advertised ``{api_key: (min, max)}``."""
        from kio.schema.api_versions.v3.request import ApiVersionsRequest

        reply, _ = self.call_standard(
            ApiVersionsRequest(
                client_software_name=CLIENT_SOFTWARE[0], client_software_version=CLIENT_SOFTWARE[1]
            )
        )
        self.api_versions = {
            int(k.api_key): (int(k.min_version), int(k.max_version)) for k in reply.api_keys
        }
        return self.api_versions

    # ------------------------------------------------------------ plumbing

    def _roundtrip(
        self,
        name: str,
        key: int,
        version: int,
        request: Any,
        body: bytes,
        header_version: int,
        mirror: bool,
    ) -> tuple[Exchange, bytes]:
        correlation_id = self.next_correlation_id
        self.next_correlation_id += 1
        frame = encode_request(key, version, correlation_id, self.client_id, body, header_version)
        ex = Exchange(
            api_name=name,
            api_key=key,
            api_version=version,
            correlation_id=correlation_id,
            client_id=self.client_id,
            client=self.client_address,
            server=self.server_address,
            sent_ns=time.time_ns(),
            mirror=mirror,
            request=request,
        )
        self.last_exchange = ex
        try:
            self._sock.sendall(frame)
            reply = self._read_frame()
        except TimeoutError:
            self._observe(ex)
            raise
        ex.received_ns = time.time_ns()
        got = int.from_bytes(reply[4:8], "big", signed=True)
        if got != correlation_id:
            raise Malformed("request_missing", 4, f"correlation id {got}, sent {correlation_id}")
        return ex, reply

    def _observe(self, ex: Exchange) -> None:
        if self.observer is not None:
            self.observer(ex)

    def _read_frame(self) -> bytes:
        """The next whole frame from the connection (size field included)."""
        while True:
            frames, _rest = split_frames(self._buf)
            if frames:
                start, end = frames[0]
                frame = bytes(self._buf[start:end])
                del self._buf[:end]
                return frame
            try:
                data = self._sock.recv(65536)
            except TimeoutError as e:
                raise TimeoutError(f"no response within {self._sock.gettimeout()} s") from e
            if not data:
                raise ConnectionError("endpoint closed the connection")
            self._buf += data

    def close(self) -> None:
        """Close the connection."""
        try:
            self._sock.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        self._sock.close()

    def __enter__(self) -> MirrorClient:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()


def _response_class(request_cls: type) -> type:
    """kio's response entity for a request entity class."""
    import importlib

    module = importlib.import_module(request_cls.__module__.rsplit(".", 1)[0] + ".response")
    return getattr(module, request_cls.__name__.removesuffix("Request") + "Response")
