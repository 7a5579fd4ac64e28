"""The TCP and Kafka-framing side of the scenario's mirror endpoint.

Owns: :class:`MirrorServer`, a threaded TCP server that splits what clients
send into Kafka frames, decodes each request (header v2, body by the
profile's spec-driven codec), hands it to a callback as a
:class:`CallContext` and a body, and encodes the callback's answer (response
header v1).  It answers ApiVersions itself (ApiVersions 0-3 and the profile's
mirror keys, encoded with kio's writer, response header v0).  Requests with
an API key the profile does not map to a handled RPC, or a version the spec
does not define, close the connection (as a Kafka broker does).

It keeps no mirror state and knows no RPC's meaning: that is
:class:`~dissector.scenario.mirror_endpoint.MirrorEndpoint`, which owns a
:class:`MirrorServer`.

Must not import: capture reading, reassembly, pandas, the CLI, or
:mod:`.mirror_endpoint` (which builds on it).
"""

from __future__ import annotations

import io
import socket
import socketserver
import ssl
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from kio.schema.errors import ErrorCode
from kio.serial import entity_writer

from ..errors import DissectError
from ..frames.framing import split_frames
from ..kafka.protocol import request_header_version, response_header_version, version_fallback
from ..profiles.profile import Profile
from ..wire.codec import decode_body, encode_body
from ..wire.headers import encode_response, parse_request_header, peek_request_ids

__all__ = ["API_VERSIONS_KEY", "API_VERSIONS_RANGE", "CallContext", "MirrorServer"]

#: ApiVersions versions the endpoint answers (kio has entities for each).
API_VERSIONS_RANGE = (0, 3)
API_VERSIONS_KEY = 18


@dataclass(frozen=True)
class CallContext:
    """The request being handled: what a state change was carried by."""

    rpc: str
    api_key: int
    correlation_id: int
    client_id: str | None
    client: str
    server: str
    time_ns: int


#: ``call(ctx, body)``: the response body, or None to leave the request unanswered.
Call = Callable[[CallContext, dict[str, Any]], dict[str, Any] | None]


def _addr(pair: tuple[str, int] | None) -> str:
    return "" if pair is None else f"{pair[0]}:{pair[1]}"


class _Server(socketserver.ThreadingTCPServer):
    """Threaded server that remembers its open client sockets so stop() can close them."""

    allow_reuse_address = True
    daemon_threads = False
    block_on_close = True

    def __init__(self, address: tuple[str, int], owner: MirrorServer) -> None:
        self.owner = owner
        self.open_sockets: set[socket.socket] = set()
        self.sockets_lock = threading.Lock()
        super().__init__(address, _Handler)

    def get_request(self) -> tuple[Any, Any]:
        # TLS: the handshake happens in the connection's thread (on its first read)
        sock, address = super().get_request()
        tls = self.owner.tls
        if tls is not None:
            sock = tls.wrap_socket(sock, server_side=True, do_handshake_on_connect=False)
        return sock, address

    def process_request(self, request: Any, client_address: Any) -> None:
        # Runs in the serving thread, so after shutdown() every live socket is in the set.
        with self.sockets_lock:
            self.open_sockets.add(request)
        super().process_request(request, client_address)

    def shutdown_request(self, request: Any) -> None:
        with self.sockets_lock:
            self.open_sockets.discard(request)
        super().shutdown_request(request)

    def close_clients(self) -> None:
        """Shut down every open client socket, waking handlers blocked in recv()."""
        with self.sockets_lock:
            socks = list(self.open_sockets)
        for s in socks:
            try:
                s.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass


class _Handler(socketserver.BaseRequestHandler):
    """One client connection: read frames, answer each, until EOF or stop()."""

    server: _Server

    def handle(self) -> None:
        owner = self.server.owner
        sock: socket.socket = self.request
        buf = bytearray()
        while True:
            try:
                data = sock.recv(65536)
            except OSError:
                return
            if not data:
                return
            buf += data
            try:
                frames, rest = split_frames(buf)
            except DissectError:
                return
            for start, end in frames:
                reply = owner.answer(bytes(buf[start:end]), self.client_address, sock.getsockname())
                if reply is None:
                    return
                if reply:
                    sock.sendall(reply)
            del buf[:rest]


class MirrorServer:
    """Serve ``profile``'s mirror RPCs on ``host``:``port`` (0 picks a free port).

    ``handles(rpc)`` says whether an RPC name is answered; ``call(ctx, body)``
    answers one decoded request (None: leave it unanswered, keep the
    connection).  A KeyError, TypeError or ValueError raised by ``call`` (e.g.
    a null array the spec says is not nullable) closes the connection.
    ``tls``: a server SSLContext to serve TLS (set before :meth:`start`; None: plaintext).
    """

    def __init__(
        self,
        host: str,
        port: int,
        profile: Profile,
        handles: Callable[[str], bool],
        call: Call,
        tls: ssl.SSLContext | None = None,
    ) -> None:
        self.host = host
        self.tls = tls
        self.port = port
        self.profile = profile
        self.handles = handles
        self.call = call
        self._server: _Server | None = None
        self._thread: threading.Thread | None = None

    # ------------------------------------------------------------ lifecycle

    @property
    def address(self) -> tuple[str, int]:
        """The (host, port) the server is bound to (the requested one before start)."""
        if self._server is None:
            return self.host, self.port
        host, port = self._server.server_address[:2]
        return str(host), int(port)

    def start(self) -> None:
        """Bind, listen and serve in a background thread."""
        if self._server is not None:
            raise RuntimeError("MirrorEndpoint already started")
        self._server = _Server((self.host, self.port), self)
        self._thread = threading.Thread(
            target=self._server.serve_forever, name="mirror-endpoint", daemon=False
        )
        self._thread.start()

    def stop(self) -> None:
        """Stop serving, close every client connection and join all threads."""
        server, self._server = self._server, None
        if server is None:
            return
        server.shutdown()
        server.close_clients()
        server.server_close()  # joins the connection threads (block_on_close)
        if self._thread is not None:
            self._thread.join()
            self._thread = None

    # ------------------------------------------------------------ wire

    def answer(
        self,
        frame: bytes,
        client: tuple[str, int] | None = None,
        server: tuple[str, int] | None = None,
    ) -> bytes | None:
        """The response frame for one request frame, or None to close the connection.

        ``b""`` means "no response, keep the connection" (``call`` returned None).
        """
        try:
            key, version, _correlation_id = peek_request_ids(frame)
        except DissectError:
            return None
        if key == API_VERSIONS_KEY:
            return self._api_versions(frame, version)
        req_spec = self.profile.message(key, "request")
        resp_spec = self.profile.message(key, "response")
        if req_spec is None or resp_spec is None or version not in req_spec.valid_versions:
            return None
        if not self.handles(req_spec.rpc):
            return None
        flexible = version in req_spec.flexible_versions
        try:
            header = parse_request_header(frame, request_header_version(key, version, flexible))
            body, _end, _notes = decode_body(req_spec, version, frame, 4 + header.size)
        except DissectError:
            return None
        ctx = CallContext(
            rpc=req_spec.rpc,
            api_key=key,
            correlation_id=header.correlation_id,
            client_id=header.client_id,
            client=_addr(client),
            server=_addr(server),
            time_ns=time.time_ns(),
        )
        try:
            reply = self.call(ctx, body)
        except (KeyError, TypeError, ValueError):
            return None  # e.g. a null array the spec says is not nullable
        if reply is None:
            return b""
        return encode_response(
            header.correlation_id,
            encode_body(resp_spec, version, reply),
            response_header_version(key, version, version in resp_spec.flexible_versions),
        )

    def advertised_versions(self) -> list[tuple[int, int, int]]:
        """``(api_key, min, max)`` advertised by ApiVersions: ApiVersions and the mirror RPCs."""
        out = [(API_VERSIONS_KEY, *API_VERSIONS_RANGE)]
        for key in sorted(self.profile.rpcs.values()):
            spec = self.profile.message(key, "request")
            versions = [v for v in range(0, 32) if spec is not None and v in spec.valid_versions]
            if versions:
                out.append((key, min(versions), max(versions)))
        return out

    def _api_versions(self, frame: bytes, version: int) -> bytes | None:
        """ApiVersions response (kio's entity and writer; response header v0, KIP-511).

        A version above :data:`API_VERSIONS_RANGE` gets UNSUPPORTED_VERSION in
        the v0 format, as a Kafka broker answers.
        """
        import importlib

        known = API_VERSIONS_RANGE[0] <= version <= API_VERSIONS_RANGE[1]
        fallback_error, fallback_version = version_fallback(API_VERSIONS_KEY)  # type: ignore[misc]
        answer_version = version if known else fallback_version
        try:
            hv = request_header_version(API_VERSIONS_KEY, version)
            header = parse_request_header(frame, hv)
        except DissectError:
            return None
        mod = importlib.import_module(f"kio.schema.api_versions.v{answer_version}.response")
        keys = tuple(
            mod.ApiVersion(api_key=k, min_version=lo, max_version=hi)
            for k, lo, hi in self.advertised_versions()
        )
        fields: dict[str, Any] = {
            "error_code": ErrorCode.none if known else ErrorCode(fallback_error),
            "api_keys": keys,
        }
        if answer_version >= 1:
            import datetime

            from kio.static.primitive import i32Timedelta

            fields["throttle_time"] = i32Timedelta.parse(datetime.timedelta(0))
        body = io.BytesIO()
        entity_writer(mod.ApiVersionsResponse)(body, mod.ApiVersionsResponse(**fields))
        return encode_response(
            header.correlation_id,
            body.getvalue(),
            response_header_version(API_VERSIONS_KEY, answer_version),
        )
