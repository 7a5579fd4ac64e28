"""A minimal client for the KIP-1279 mirror RPCs, for scenarios and tests.

Owns: :class:`MirrorClient`, one TCP connection that sends mirror requests
(encoded by the spec-driven codec, request header v2 for flexible versions)
one at a time with increasing correlation ids, and decodes each response.

It is not a Kafka client: no ApiVersions handshake, no metadata, no retries,
no pipelining.  It speaks only the RPCs of a profile.

Must not import: capture reading, reassembly, pandas or the CLI.
"""

from __future__ import annotations

import socket
from types import TracebackType
from typing import Any

from .codec import decode_body, encode_body
from .errors import Malformed
from .framing import encode_request, parse_response_header, split_frames
from .protocol import request_header_version, response_header_version
from .specs import Profile, load_profile

__all__ = ["MirrorClient"]


class MirrorClient:
    """One connection to a mirror endpoint, sending one request at a time.

    Correlation ids start at ``first_correlation_id`` and go up by one per
    call.  ``last_notes`` holds the decoder's expert notes for the latest
    response (empty when it matched its spec exactly).  Use as a context
    manager, or call :meth:`close`.
    """

    def __init__(
        self,
        host: str,
        port: int,
        client_id: str = "kmirror-admin",
        profile: Profile | None = None,
        timeout: float = 10.0,
        first_correlation_id: int = 1,
    ) -> None:
        self.profile = profile or load_profile()
        self.client_id = client_id
        self.next_correlation_id = first_correlation_id
        self.last_notes: list[str] = []
        self._sock = socket.create_connection((host, port), timeout=timeout)
        self._buf = bytearray()

    def call(
        self, rpc_name: str, body: dict[str, Any], version: int = 0
    ) -> tuple[dict[str, Any], int]:
        """Send ``rpc_name`` with ``body`` (snake_case keys) and wait for its response.

        Returns ``(response_dict, correlation_id)``.  Raises KeyError for an RPC
        the profile does not have, ConnectionError when the server closes the
        connection, and Malformed when the response does not match the request's
        correlation id or does not end where its frame ends.
        """
        key = self.profile.rpcs[rpc_name]
        req_spec = self.profile.message(key, "request")
        resp_spec = self.profile.message(key, "response")
        assert req_spec is not None and resp_spec is not None  # load_profile pairs them
        correlation_id = self.next_correlation_id
        self.next_correlation_id += 1
        frame = encode_request(
            key,
            version,
            correlation_id,
            self.client_id,
            encode_body(req_spec, version, body),
            request_header_version(key, version, version in req_spec.flexible_versions),
        )
        self._sock.sendall(frame)
        reply = self._read_frame()
        header = parse_response_header(
            reply, response_header_version(key, version, version in resp_spec.flexible_versions)
        )
        if header.correlation_id != correlation_id:
            got = header.correlation_id
            raise Malformed("request_missing", 4, f"correlation id {got}, sent {correlation_id}")
        value, end, notes = decode_body(resp_spec, version, reply, 4 + header.size)
        if end != len(reply):
            raise Malformed("pdu_length_mismatch", end, f"{len(reply) - end} bytes left over")
        self.last_notes = notes
        return value, correlation_id

    def _read_frame(self) -> bytes:
        """The next whole frame from the connection (size field included)."""
        while True:
            frames, _rest = split_frames(self._buf)
            if frames:
                start, end = frames[0]
                frame = bytes(self._buf[start:end])
                del self._buf[:end]
                return frame
            data = self._sock.recv(65536)
            if not data:
                raise ConnectionError("mirror endpoint closed the connection")
            self._buf += data

    def close(self) -> None:
        """Close the connection."""
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
