"""Views of decoded messages: leaf fields as a table, and a tshark -V style tree.

Owns: flattening a decoded body into ``(path, value)`` leaves with
snake_case paths (``topics[0].partitions[2].last_mirrored_offset``), the
``fields`` DataFrame built from them, and the text tree of one frame.
Must not import the CLI.
"""

from __future__ import annotations

import itertools
import os
from collections.abc import Iterable, Iterator
from typing import Any

import pandas as pd

from ..decode.endpoints import advertises_mirror
from ..kafka import protocol
from ..kafka.apikey import ApiKey
from ..pipeline.dissector import DEFAULT_PORTS, Dissector, Message
from ..profiles.profile import Profile
from ..wire.specs import snake_case

__all__ = ["FIELD_COLUMNS", "fields_frame", "flatten", "read_fields", "render_tree"]

#: Column -> (dtype, meaning) of the ``fields`` table.
FIELD_COLUMNS: dict[str, tuple[str, str]] = {
    "frame": ("Int64", "capture frame number that completed the message"),
    "tcp_stream": ("Int64", "TCP conversation index (Wireshark's tcp.stream)"),
    "direction": ("category", "request or response"),
    "api_name": ("category", "Kafka API name"),
    "api_key": ("Int16", "api_key (responses: their request's)"),
    "correlation_id": ("Int32", "correlation_id"),
    "path": ("string", "snake_case path of the leaf, e.g. topics[0].partitions[2].error_code"),
    "value": ("object", "the leaf value: int, bool, str, bytes or None (null); uuids as str"),
    "error_name": ("string", "for error_code leaves: Kafka's name of the code"),
    "state_name": ("string", "for mirror partition state code leaves: the profile's name"),
}


def flatten(value: Any, prefix: str = "") -> Iterator[tuple[str, Any]]:
    """Leaves of a decoded body: ``(path, value)`` in wire order.

    Dicts add ``.key``, lists add ``[i]``; a null struct or array is one leaf
    with value None; empty arrays have no leaves.  Keys starting with ``_``
    (``_unknown_tags``, ``_fallback``) are kept as leaves of their own; a body
    the capture cut ends with ``_truncated.offset`` (frame offset where the
    captured bytes end) and ``_truncated.path`` (the first field not captured).
    """
    if isinstance(value, dict):
        for k, v in value.items():
            yield from flatten(v, f"{prefix}.{k}" if prefix else str(k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from flatten(v, f"{prefix}[{i}]")
    else:
        yield prefix, value


def _leaf_name(path: str) -> str:
    return path.rsplit(".", 1)[-1].split("[", 1)[0]


def fields_frame(messages: Iterable[Message], profile: Profile) -> pd.DataFrame:
    """One row per decoded leaf field of every message with a body; see :data:`FIELD_COLUMNS`.

    A request header's tagged fields (``Message.header_tags``) come first, with
    paths ``header._unknown_tags.<tag>``, the way a body's unknown tags read.  A state
    code is named by the profile of its message's server endpoint
    (:meth:`~dissector.profiles.profile.Profile.for_server`).
    """
    main = profile
    main_keys = state_keys = {snake_case(k) for k in profile.state_fields}
    cols: dict[str, list] = {c: [] for c in FIELD_COLUMNS}
    for m in messages:
        if m.body is None and m.header_tags is None:
            continue
        if main.per_server:  # clusters on other revisions: states by their own numbering
            server = f"{m.dst}:{m.dport}" if m.kind == "request" else f"{m.src}:{m.sport}"
            profile = main.for_server(server)
            state_keys = (main_keys if profile is main
                          else {snake_case(k) for k in profile.state_fields})  # fmt: skip
        leaves = flatten(m.body) if m.body is not None else iter(())
        if m.header_tags is not None:  # a request header's tags: ``header._unknown_tags.N``
            leaves = itertools.chain(flatten(m.header_tags, "header"), leaves)
        for path, value in leaves:
            leaf = _leaf_name(path)
            cols["frame"].append(m.frame)
            cols["tcp_stream"].append(m.tcp_stream)
            cols["direction"].append(m.direction)
            cols["api_name"].append(m.api_name)
            cols["api_key"].append(m.api_key)
            cols["correlation_id"].append(m.correlation_id)
            cols["path"].append(path)
            cols["value"].append(value)
            is_err = leaf == "error_code" and isinstance(value, int)
            errs = m.spec.errors if m.spec is not None else None
            cols["error_name"].append(protocol.error_name(value, errs) if is_err else None)
            is_state = m.mirror and leaf in state_keys
            if is_state and isinstance(value, int):
                cols["state_name"].append(profile.states.get(value, f"UNKNOWN_STATE_{value}"))
            else:
                cols["state_name"].append(value if is_state and isinstance(value, str) else None)
    df = pd.DataFrame(
        {
            c: pd.Series(v, dtype="string" if dt == "category" else dt)
            for c, (dt, _), v in ((c, FIELD_COLUMNS[c], cols[c]) for c in FIELD_COLUMNS)
        }
    )
    for c, (dt, _) in FIELD_COLUMNS.items():
        if dt == "category":
            df[c] = df[c].astype("category")
    return df


def read_fields(
    path: str | os.PathLike,
    ports: Iterable[int] = DEFAULT_PORTS,
    profile: Profile | None = None,
    **options: Any,
) -> pd.DataFrame:
    """Every decoded leaf field of every message in a capture, one row each.

    Columns and dtypes in :data:`FIELD_COLUMNS`: frame, tcp_stream,
    direction, api_name, api_key, correlation_id, path (snake_case, e.g.
    ``topics[0].partitions[2].last_mirrored_offset``), value (Python object:
    null as None, uuids as strings, bytes as bytes, error codes as numbers),
    error_name beside error_code leaves and state_name beside mirror state
    codes (and beside state strings, as DescribeMirrors sends them).  Every
    body is decoded (``full=True``; pass ``full=False`` for mirror bodies only).
    ``path`` and ``detect=`` as in :func:`dissector.read_capture`.
    Raises :class:`dissector.errors.CaptureError` for unreadable files.
    """
    options.setdefault("full", True)
    if profile is not None and not isinstance(profile, Profile):
        from ..pipeline.choice import resolve_profile

        profile = resolve_profile(profile, path, ports, options.get("detect", False))
    d = Dissector(ports, profile, **options)
    return fields_frame(d.feed_path(path), d.profile)


def _fmt(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bytes | bytearray):
        text = _printable(value)
        if text is not None:  # record keys and values are often text: shown as text
            return f"{_fmt(text[:128])}{'...' if len(text) > 128 else ''} ({len(value)} bytes)"
        shown = value[:64].hex()
        return f"{shown}{'...' if len(value) > 64 else ''} ({len(value)} bytes)"
    if isinstance(value, str):
        return repr(value)
    return str(value)


def _printable(value: bytes | bytearray) -> str | None:
    """``value`` as UTF-8 text when it is some and every character is printable (a space,
    a tab or a line feed too), else None (then shown in hex)."""
    try:
        text = bytes(value).decode("utf-8")
    except UnicodeDecodeError:
        return None
    if text and all(c.isprintable() or c in "\t\n" for c in text):
        return text
    return None


def _api_key(value: int, profile: Profile, advertised: frozenset[int] = frozenset()) -> str:
    """An API key of an ApiVersions response as ``Name (key)``: Kafka's name, else the
    profile's mirror RPC; a key both name (Kafka 4.4's 94) is the profile's when the same
    response (``advertised``: its keys) offers a key only the profile has, as the read
    decides it (:func:`dissector.decode.endpoints.advertises_mirror`)."""
    rpc = next((r for r, k in profile.rpcs.items() if k == value), None)
    name = protocol.api_name(value)
    if name is not None and rpc is not None:
        mirror_only = {k for k in profile.rpcs.values() if protocol.api_name(k) is None}
        if advertises_mirror(advertised, mirror_only):
            name = rpc
    return f"{name or rpc or 'unknown API'} ({value})"


def render_tree(m: Message, profile: Profile) -> str:
    """The decoded message as an indented tree, in the spirit of ``tshark -V``; a row
    that is no Kafka frame (kind ``foreign``: another protocol's connection;
    ``encrypted``: TLS read without its key) as what its bytes are, and its notes."""
    lines = [
        f"Frame {m.frame}: tcp.stream {m.tcp_stream}, {m.src}:{m.sport} -> {m.dst}:{m.dport}, "
        f"{m.length} bytes",
    ]
    ind = "    "
    if m.kind in ("foreign", "encrypted"):  # no Kafka frame: what the bytes are, no tree
        what = (
            "TLS (encrypted, no key: Kafka over TLS needs --tls-keylog FILE)"
            if m.kind == "encrypted"
            else (m.api_name or "not Kafka")
        )
        lines.append(f"{what[0].upper()}{what[1:]}; {m.direction}: no Kafka frame decoded")
        lines += [f"{ind}[Note: {n}]" for n in m.notes]
        return "\n".join(lines) + "\n"
    proto = "Kafka Mirror (KIP-1279)" if m.mirror else "Kafka"
    if m.kind == "sasl_token":
        lines.append(f"{proto}, raw SASL token ({m.direction}; not a Kafka frame)")
    else:
        what = "Request" if m.kind == "request" else "Response"
        lines.append(f"{proto}, {m.api_name or 'unknown API'} {what}")
    lines.append(f"{ind}length: {m.length - 4}")
    if m.api_key is not None:
        lines.append(f"{ind}api_key: {m.api_name or 'Unknown'} ({m.api_key})")
        lines.append(f"{ind}api_version: {m.api_version}")
    if m.correlation_id is not None:
        lines.append(f"{ind}correlation_id: {m.correlation_id}")
    if m.kind == "request":
        lines.append(f"{ind}client_id: {_fmt(m.client_id)}")
        if m.header_tags is not None:  # shown as a body shows its unknown tags
            for k, tags in m.header_tags.items():
                lines.append(f"{ind}{k} (header)")
                for tag, v in tags.items():
                    lines.append(f"{ind}{ind}{tag}: {_fmt(v)}")
        if m.response is not None:
            lat = m.latency_ms
            lines.append(f"{ind}[response in frame: {m.response.frame}]")
            lines.append(f"{ind}[latency: {lat:.3f} ms]")
    elif m.request is not None:
        lines.append(f"{ind}[request in frame: {m.request.frame}]")
        lines.append(f"{ind}[latency: {m.latency_ms:.3f} ms]")
    if profile.per_server:  # its cluster's revision names its states
        profile = profile.for_server(
            f"{m.dst}:{m.dport}" if m.kind == "request" else f"{m.src}:{m.sport}"
        )
    state_keys = {snake_case(k) for k in profile.state_fields}
    advertised: frozenset[int] = frozenset()
    if m.api_key == ApiKey.API_VERSIONS and isinstance(m.body, dict):
        entries = m.body.get("api_keys") or ()
        advertised = frozenset(e.get("api_key") for e in entries if isinstance(e, dict))

    def walk(value: Any, depth: int, name: str) -> None:
        pad = ind * depth
        if isinstance(value, dict):
            lines.append(f"{pad}{name}")
            for k, v in value.items():
                walk(v, depth + 1, k)
        elif isinstance(value, list):
            lines.append(f"{pad}{name} ({len(value)} item{'s' if len(value) != 1 else ''})")
            for i, v in enumerate(value):
                if isinstance(v, dict | list):
                    walk(v, depth + 1, f"[{i}]")
                else:
                    lines.append(f"{pad}{ind}[{i}]: {_fmt(v)}")
        else:
            text = _fmt(value)
            if name == "error_code" and isinstance(value, int):
                errs = m.spec.errors if m.spec is not None else None
                text = f"{protocol.error_name(value, errs)} ({value})"
            elif name == "api_key" and m.api_key == ApiKey.API_VERSIONS and isinstance(value, int):
                text = _api_key(value, profile, advertised)  # the keys it offers, named
            elif m.mirror and name in state_keys and isinstance(value, int):
                text = f"{profile.states.get(value, 'UNKNOWN_STATE')} ({value})"
            lines.append(f"{pad}{name}: {text}")

    if m.body is not None:
        for k, v in m.body.items():
            if k == "_fallback":
                continue  # said in the notes: api_versions_fallback
            if k == "_truncated" and isinstance(v, dict):
                what = f"{v.get('path')} and what follows" if v.get("path") else "the body"
                lines.append(f"{ind}[truncated at byte {v.get('offset')}: {what} not captured]")
                continue
            walk(v, 1, k)
    for e in m.expert:
        lines.append(f"{ind}[Expert Info: {e}]")
    for n in m.notes:
        lines.append(f"{ind}[Note: {n}]")
    return "\n".join(lines) + "\n"
