"""What the analysis keeps of each standard body: per-API summaries, error paths, record batches.

Owns: the summaries kept of standard bodies (:func:`summarize`, :func:`keep`): only what
the analysis needs (Metadata cluster ids and partition counts, ListOffsets end offsets,
Fetch positions with high watermark, last stable offset and the end of the copied
batches, CreateTopics and IncrementalAlterConfigs configs, Produce batch headers
(producer id and epoch, records, transactional) with the base offsets their responses
assigned, EndTxn outcomes), and so :data:`KEPT_APIS` and :data:`KEPT_REQUESTS`; every
non-zero error code of a body with its field path (:func:`error_paths`); record batch
headers walked (:func:`batches_end`, :func:`produced_batches`); a body cut by the
capture trimmed to its whole items (:func:`whole_items`); and which bodies are left for
later, undecoded (:func:`left_for_later`).  Pure functions of a body: nothing is kept
here but the few summaries shared by identity (Metadata answered again).

Must not import: pandas, the CLI, the exchange record or the collector
(:mod:`.exchange`, :mod:`.collect`, which build on it).
"""

from __future__ import annotations

import re
import struct
from collections.abc import Iterator
from typing import Any

from ..tables.table import address_text
from ..wire.batchheader import BATCH_HEADER_SIZE, CONTROL, TRANSACTIONAL, batch_header

try:
    import cython
except ImportError:  # no Cython: the pure-Python path
    from .. import puremode as cython

if not cython.compiled:  # (compiled, Message is the C type bodies.pxd cimports)
    from ..pipeline.dissector import Message

__all__ = [
    "BY_TOPIC",
    "CREATE_TOPICS",
    "DESCRIBE_CLUSTER",
    "END_TXN",
    "FETCH",
    "INCREMENTAL_ALTER_CONFIGS",
    "KEPT_APIS",
    "KEPT_REQUESTS",
    "LIST_OFFSETS",
    "METADATA",
    "NAMES",
    "PARTS",
    "PRODUCE",
    "address",
    "batches_end",
    "cut_at",
    "error_paths",
    "keep",
    "left_for_later",
    "produced_batches",
    "summarize",
    "text",
    "whole_items",
]

_QI = struct.Struct(">qi").unpack_from
_I32 = struct.Struct(">i").unpack_from
METADATA, DESCRIBE_CLUSTER = 3, 60
LIST_OFFSETS, FETCH = 2, 1
CREATE_TOPICS, INCREMENTAL_ALTER_CONFIGS = 19, 44
PRODUCE, END_TXN = 0, 26
#: A record batch (magic 2) header: base offset, length, leader epoch, magic, crc, attributes,
#: last offset delta, first and max timestamps, producer id and epoch, base sequence, count.


#: ``host:port`` as the read table writes it (``[v6]:port`` for IPv6).
address = address_text


#: Keys of the standard Kafka bodies that name what a nested error is about.
NAMES = ("topic_name", "name", "topic", "resource_name", "group_id")
PARTS = ("partition_index", "partition")


def error_paths(
    value: Any,
    path: str = "",
    about: str | None = None,
    names: tuple[str, ...] = NAMES,
    parts: tuple[str, ...] = PARTS,
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


@cython.locals(m=Message)
def keep(m: Message, kind: str) -> Any:
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
        summary = summarize(m.api_key, kind, body)
        if len(_SHARED) >= _SHARED_MAX:
            _SHARED.clear()
        _SHARED[id(body)] = (body, summary)
        _SHARED[id(summary)] = (summary, repr(summary))
        return summary
    return summarize(m.api_key, kind, body)


#: Metadata/DescribeCluster summaries by the identity of their decoded body, and their
#: text (:func:`text`) by the summary's (each entry holds its key object alive)
_SHARED: dict[int, tuple[Any, Any]] = {}
_SHARED_MAX = 256


def text(summary: Any) -> str:
    """``repr(summary)``, remembered for the summaries :func:`keep` shares."""
    hit = _SHARED.get(id(summary))
    if hit is not None and hit[0] is summary:
        return hit[1]
    return repr(summary)


def summarize(api_key: int | None, kind: str, body: dict | None) -> Any:
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
    Such an exchange is summarised (:meth:`.collect.Collector.resolve`) once the name of a
    topic a mirror RPC named is found in its bytes (at a drain, or at
    :meth:`.collect.Collector.finish` with every mirror topic known), else taken out
    undecoded (``Collector.not_decoded``)."""
    k = m.api_key
    return k in BY_TOPIC and m.api_version < _BY_ID_FROM.get(k, 1 << 15)


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
    while size - pos >= BATCH_HEADER_SIZE:
        _b, length, _e, magic, _crc, attrs, delta, first_ts, _mx, pid, epoch, seq, _n = (
            batch_header(records, pos)
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
                bool(attrs & TRANSACTIONAL),
                bool(attrs & CONTROL),
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
#: Offset evidence kept only for topics a mirror RPC has named
#: (see :meth:`.collect.Collector.drain`).
BY_TOPIC = frozenset({PRODUCE, FETCH, LIST_OFFSETS})
#: The first version that names topics by topic_id, not by name (Kafka's
#: ProduceRequest.json and FetchRequest.json, KIP-516): such bodies are never left for
#: later, no name is in their bytes (``tests/analysis/test_deferred_evidence.py``).
_BY_ID_FROM = {PRODUCE: 13, FETCH: 13}
