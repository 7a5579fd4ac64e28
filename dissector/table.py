"""Decoded messages as a pandas DataFrame with explicit dtypes.

Owns: the ``read`` table (one row per Kafka message), its column order and
its dtypes, built column-wise from :class:`~dissector.dissect.Message`
objects.  Must not import the CLI.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from typing import Any

import pandas as pd

from . import protocol
from .dissect import DEFAULT_PORTS, Dissector, Message
from .specs import Profile

__all__ = ["COLUMNS", "messages_frame", "read_capture"]

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
}


def _addr(host: str, port: int) -> str:
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


def messages_frame(messages: Iterable[Message]) -> pd.DataFrame:
    """Build the ``read`` table from messages; columns and dtypes as in :data:`COLUMNS`."""
    cols: dict[str, list[Any]] = {c: [] for c in COLUMNS}
    for m in messages:
        notes = list(m.notes)
        if (
            m.kind == "request"
            and m.response is None
            and m.expects_response
            and m.api_key is not None
        ):
            notes.append("unanswered: no response in the capture")
        lat = m.latency_ms
        cols["frame"].append(m.frame)
        cols["time"].append(m.ts_ns)
        cols["tcp_stream"].append(m.tcp_stream)
        cols["direction"].append(m.direction)
        cols["api_name"].append(m.api_name)
        cols["api_key"].append(m.api_key)
        cols["api_version"].append(m.api_version)
        cols["correlation_id"].append(m.correlation_id)
        cols["mirror"].append(m.mirror)
        cols["mirror_name"].append(m.mirror_name)
        cols["error_code"].append(m.error_code)
        cols["error_name"].append(protocol.error_name(m.error_code))
        cols["latency_ms"].append(lat)
        cols["expert"].append(";".join(m.expert))
        cols["client_id"].append(m.client_id)
        cols["src"].append(_addr(m.src, m.sport))
        cols["dst"].append(_addr(m.dst, m.dport))
        cols["length"].append(m.length)
        cols["request_frame"].append(m.request.frame if m.request is not None else None)
        cols["response_frame"].append(m.response.frame if m.response is not None else None)
        cols["notes"].append("; ".join(notes))
    df = pd.DataFrame(
        {
            c: (
                pd.to_datetime(pd.Series(v, dtype="int64"), unit="ns", utc=True)
                if c == "time"
                else pd.Series(v, dtype=COLUMNS[c][0] if COLUMNS[c][0] != "category" else "string")
            )
            for c, v in cols.items()
        }
    )
    for c, (dt, _) in COLUMNS.items():
        if dt == "category":
            df[c] = df[c].astype("category")
    return df


def read_capture(
    path: str | os.PathLike,
    ports: Iterable[int] = DEFAULT_PORTS,
    profile: Profile | None = None,
    **options: Any,
) -> pd.DataFrame:
    """Read a pcap/pcapng capture into the ``read`` table: one row per Kafka message.

    Rows come in the order messages complete (frame order).  Columns, dtypes
    and meanings are listed in :data:`dissector.table.COLUMNS`: ``frame``
    Int64, ``time`` datetime64[ns, UTC], ``tcp_stream`` Int64, ``direction``
    and ``api_name`` category, ``api_key``/``api_version`` Int16,
    ``correlation_id`` Int32, ``mirror`` boolean, ``mirror_name`` string,
    ``error_code`` Int16, ``error_name`` string, ``latency_ms`` Float64 (ms),
    ``expert`` string (``word@offset``; offsets in bytes from the frame's
    size field), then ``client_id``, ``src``, ``dst``, ``length`` (bytes),
    ``request_frame``, ``response_frame`` and ``notes``.

    ``ports``: broker ports carrying Kafka (default 9092).  ``profile``: the
    mirror profile (default ``kip1279-seed``).  Raises
    :class:`dissector.errors.CaptureError` for a missing, empty or non-capture file.
    """
    return messages_frame(list(Dissector(ports, profile, **options).feed_path(path)))
