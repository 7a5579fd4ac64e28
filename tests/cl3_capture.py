"""A capture of all eleven RPCs of the KIP-1279 prototype revision 2026-07 (profile
``kip1279-cl3-2026-07``), built byte by byte from ../shared/docs/KIP1279-REVISIONS.md, 1.2.

Owns: :func:`exchanges` (each RPC's request and response as wire bytes next to the
values a decoder must find in them) and :func:`write_capture`.  Every body is written
here with ``struct`` by hand, field after field in the order of the document's tables,
without the project's encoder or specs, so a test on this capture checks the decoder
against an independent reading of the revision.  Requests and responses set every
field; the RPCs with tagged fields (StartMirrorTopics, StopMirrorTopics,
DescribeClusterMirrors) come twice, with their tagged fields present and absent.

Must not import: the dissector package (scapy only when the capture is written).
"""

from __future__ import annotations

import struct
import uuid
from pathlib import Path

__all__ = ["CLIENT_ID", "EXCHANGES", "exchanges", "write_capture"]

CLIENT_ID = "cl3-admin"
TOPIC_A = "7d0c3f5e-2b8a-4c61-9d3e-5f1a2b3c4d5e"
TOPIC_B = "00000000-0000-0000-0000-0000000000b2"


# ---------------------------------------------------------------- wire primitives


def i8(v: int) -> bytes:
    return struct.pack(">b", v)


def i16(v: int) -> bytes:
    return struct.pack(">h", v)


def i32(v: int) -> bytes:
    return struct.pack(">i", v)


def i64(v: int) -> bytes:
    return struct.pack(">q", v)


def boolean(v: bool) -> bytes:
    return b"\x01" if v else b"\x00"


def uvarint(v: int) -> bytes:
    out = bytearray()
    while v > 0x7F:
        out.append((v & 0x7F) | 0x80)
        v >>= 7
    out.append(v)
    return bytes(out)


def cstr(v: str | None) -> bytes:
    """A compact (nullable) string: length + 1 as an unsigned varint, 0 for null."""
    if v is None:
        return b"\x00"
    raw = v.encode()
    return uvarint(len(raw) + 1) + raw


def carr(items: list[bytes]) -> bytes:
    """A compact array of already encoded elements."""
    return uvarint(len(items) + 1) + b"".join(items)


def uid(text: str) -> bytes:
    return uuid.UUID(text).bytes


def tags(fields: dict[int, bytes] | None = None) -> bytes:
    """A tagged-field section: count, then tag, size and bytes of each, tags ascending."""
    fields = fields or {}
    out = uvarint(len(fields))
    for tag in sorted(fields):
        out += uvarint(tag) + uvarint(len(fields[tag])) + fields[tag]
    return out


def request(api_key: int, correlation_id: int, body: bytes) -> bytes:
    """Size, request header v2 (key, version 0, correlation id, client id, no tags), body."""
    raw = i16(api_key) + i16(0) + i32(correlation_id)
    raw += i16(len(CLIENT_ID)) + CLIENT_ID.encode() + tags() + body
    return i32(len(raw)) + raw


def response(correlation_id: int, body: bytes) -> bytes:
    """Size, response header v1 (correlation id, no tags), body."""
    raw = i32(correlation_id) + tags() + body
    return i32(len(raw)) + raw


# ---------------------------------------------------------------- the eleven RPCs


def exchanges() -> list[tuple[str, int, bytes, dict, bytes, dict]]:
    """``(rpc, api_key, request bytes, request values, response bytes, response values)``.

    Values are what the decoder must return: snake_case keys, uuids as strings,
    null as None, an absent tagged field as its default.
    """
    out = []
    corr = iter(range(1, 100))

    def add(rpc, key, req_body, req_values, resp_body, resp_values):
        c = next(corr)
        out.append(
            (rpc, key, request(key, c, req_body), req_values, response(c, resp_body), resp_values)
        )

    def topic_results(rows):
        return carr([cstr(n) + i16(e) + cstr(m) + tags() for n, e, m in rows])

    def topic_values(rows):
        return [{"name": n, "error_code": e, "error_message": m} for n, e, m in rows]

    # 94 CreateClusterMirror
    add(
        "CreateClusterMirror",
        94,
        cstr("eu-west")
        + carr(
            [
                cstr("bootstrap.servers") + cstr("10.0.0.2:9092") + tags(),
                cstr("security.protocol") + cstr(None) + tags(),
            ]
        )
        + tags(),
        {
            "mirror_name": "eu-west",
            "config": [
                {"name": "bootstrap.servers", "value": "10.0.0.2:9092"},
                {"name": "security.protocol", "value": None},
            ],
        },
        i32(5) + i16(136) + cstr("The cluster mirror already exists.") + tags(),
        {
            "throttle_time_ms": 5,
            "error_code": 136,
            "error_message": "The cluster mirror already exists.",
        },
    )
    # 95 StartMirrorTopics, tagged patterns present
    start_topics = carr(
        [
            uid(TOPIC_A) + cstr("orders") + i32(3) + tags(),
            uid(TOPIC_B) + cstr("payments") + i32(2) + tags(),
        ]
    )
    start_values = [
        {"topic_id": TOPIC_A, "topic_name": "orders", "num_partitions": 3},
        {"topic_id": TOPIC_B, "topic_name": "payments", "num_partitions": 2},
    ]
    rows = [("orders", 0, None), ("payments", 138, "already in mirror us-east")]
    add(
        "StartMirrorTopics",
        95,
        cstr("eu-west")
        + start_topics
        + i64(4242)
        + tags({0: carr([cstr("orders.*"), cstr("pay.*")]), 1: carr([cstr("orders.tmp")])}),
        {
            "mirror_name": "eu-west",
            "topics": start_values,
            "state_validation_offset": 4242,
            "include_patterns": ["orders.*", "pay.*"],
            "exclude_patterns": ["orders.tmp"],
        },
        i32(0) + i16(0) + cstr("partly started") + topic_results(rows) + tags(),
        {
            "throttle_time_ms": 0,
            "error_code": 0,
            "error_message": "partly started",
            "topics": topic_values(rows),
        },
    )
    # 96 StopMirrorTopics, tagged patterns present
    rows = [("orders", 139, "not in eu-west"), ("payments", 142, None)]
    add(
        "StopMirrorTopics",
        96,
        cstr("eu-west")
        + carr([cstr("orders") + tags(), cstr("payments") + tags()])
        + i64(-1)
        + tags({0: carr([cstr("pay.*")])}),
        {
            "mirror_name": "eu-west",
            "topics": [{"topic_name": "orders"}, {"topic_name": "payments"}],
            "state_validation_offset": -1,
            "patterns": ["pay.*"],
        },
        i32(1) + i16(0) + cstr(None) + topic_results(rows) + tags(),
        {
            "throttle_time_ms": 1,
            "error_code": 0,
            "error_message": None,
            "topics": topic_values(rows),
        },
    )
    # 98 ListClusterMirrors
    add(
        "ListClusterMirrors",
        98,
        boolean(True) + tags(),
        {"include_topic_names": True},
        i32(2)
        + i16(0)
        + cstr(None)
        + carr(
            [
                cstr("eu-west")
                + cstr("10.0.0.2:9092,10.0.0.3:9092")
                + cstr("src-cluster-AAAA")
                + i32(2)
                + carr([cstr("orders"), cstr("payments")])
                + tags(),
                cstr("us-east") + cstr("10.1.0.2:9092") + cstr("") + i32(0) + carr([]) + tags(),
            ]
        )
        + tags(),
        {
            "throttle_time_ms": 2,
            "error_code": 0,
            "error_message": None,
            "mirrors": [
                {
                    "mirror_name": "eu-west",
                    "source_bootstrap": "10.0.0.2:9092,10.0.0.3:9092",
                    "source_cluster_id": "src-cluster-AAAA",
                    "topic_count": 2,
                    "topic_names": ["orders", "payments"],
                },
                {
                    "mirror_name": "us-east",
                    "source_bootstrap": "10.1.0.2:9092",
                    "source_cluster_id": "",
                    "topic_count": 0,
                    "topic_names": [],
                },
            ],
        },
    )

    # 99 DescribeClusterMirrors, tagged lookups present
    def partition(idx, src, dst, lag, state, retry, msg):
        raw = i32(idx) + i64(src) + i64(dst) + i64(lag) + cstr(state) + i16(retry) + cstr(msg)
        value = {
            "partition_index": idx,
            "source_offset": src,
            "destination_offset": dst,
            "lag": lag,
            "state_value": state,
            "retry_attempt": retry,
            "error_message": msg,
        }
        return raw + tags(), value

    p0, v0 = partition(0, 120, 100, 20, "MIRRORING", 0, None)
    p1, v1 = partition(1, 55, 40, 15, "FAILED", 3, "fetch failed")
    p2, v2 = partition(0, -1, -1, -1, "EPOCH_FENCING", 0, None)
    described = carr(
        [
            i16(0)
            + cstr("eu-west")
            + i32(-2147483648)
            + carr(
                [
                    cstr("orders") + carr([p0, p1]) + tags(),
                    cstr("payments") + carr([p2]) + tags(),
                ]
            )
            + tags(),
            i16(137) + cstr("nowhere") + i32(0x0F) + carr([]) + tags(),
        ]
    )
    described_values = [
        {
            "error_code": 0,
            "mirror_name": "eu-west",
            "authorized_operations": -2147483648,
            "topics": [
                {"topic_name": "orders", "partitions": [v0, v1]},
                {"topic_name": "payments", "partitions": [v2]},
            ],
        },
        {"error_code": 137, "mirror_name": "nowhere", "authorized_operations": 15, "topics": []},
    ]
    add(
        "DescribeClusterMirrors",
        99,
        carr([cstr("eu-west"), cstr("nowhere")])
        + boolean(True)
        + tags(
            {
                0: cstr("dst-cluster-BBBB"),
                1: carr(
                    [
                        uid(TOPIC_A) + carr([i32(0), i32(1), i32(2)]) + tags(),
                        uid(TOPIC_B) + carr([]) + tags(),
                    ]
                ),
            }
        ),
        {
            "mirror_names": ["eu-west", "nowhere"],
            "include_authorized_operations": True,
            "cluster_id": "dst-cluster-BBBB",
            "last_mirror_epoch_lookups": [
                {"topic_id": TOPIC_A, "partitions": [0, 1, 2]},
                {"topic_id": TOPIC_B, "partitions": []},
            ],
        },
        i32(3)
        + i16(0)
        + cstr(None)
        + described
        + tags(
            {
                0: carr(
                    [
                        uid(TOPIC_A)
                        + carr([i32(0) + i32(7) + tags(), i32(1) + i32(-1) + tags()])
                        + tags()
                    ]
                )
            }
        ),
        {
            "throttle_time_ms": 3,
            "error_code": 0,
            "error_message": None,
            "mirrors": described_values,
            "lookup_results": [
                {
                    "topic_id": TOPIC_A,
                    "partitions": [
                        {"partition_index": 0, "last_mirror_epoch": 7},
                        {"partition_index": 1, "last_mirror_epoch": -1},
                    ],
                }
            ],
        },
    )
    # 100 ReadMirrorStates
    add(
        "ReadMirrorStates",
        100,
        cstr("eu-west")
        + carr([cstr("orders") + carr([i32(0) + tags(), i32(1) + tags()]) + tags()])
        + tags(),
        {
            "mirror_name": "eu-west",
            "topics": [
                {"name": "orders", "partitions": [{"partition_index": 0}, {"partition_index": 1}]}
            ],
        },
        i32(0)
        + i16(0)
        + cstr(None)
        + carr(
            [
                cstr("orders")
                + carr(
                    [
                        i32(0) + i32(7) + i8(2) + i16(0) + i8(0) + i16(0) + cstr(None) + tags(),
                        i32(1)
                        + i32(-1)
                        + i8(7)
                        + i16(145)
                        + i8(-1)
                        + i16(2)
                        + cstr("bad")
                        + tags(),
                    ]
                )
                + tags()
            ]
        )
        + tags(),
        {
            "throttle_time_ms": 0,
            "error_code": 0,
            "error_message": None,
            "topics": [
                {
                    "name": "orders",
                    "partitions": [
                        {
                            "partition_index": 0,
                            "last_mirror_epoch": 7,
                            "state": 2,
                            "error_code": 0,
                            "previous_state": 0,
                            "retry_attempt": 0,
                            "error_message": None,
                        },
                        {
                            "partition_index": 1,
                            "last_mirror_epoch": -1,
                            "state": 7,
                            "error_code": 145,
                            "previous_state": -1,
                            "retry_attempt": 2,
                            "error_message": "bad",
                        },
                    ],
                }
            ],
        },
    )
    # 101 WriteMirrorStates
    add(
        "WriteMirrorStates",
        101,
        cstr("eu-west")
        + carr(
            [
                cstr("orders")
                + carr([i32(0) + i32(8) + i8(1) + tags(), i32(1) + i32(8) + i8(5) + tags()])
                + tags()
            ]
        )
        + carr([cstr("refunds")])
        + tags(),
        {
            "mirror_name": "eu-west",
            "topics": [
                {
                    "name": "orders",
                    "partitions": [
                        {"partition_index": 0, "last_mirror_epoch": 8, "state": 1},
                        {"partition_index": 1, "last_mirror_epoch": 8, "state": 5},
                    ],
                }
            ],
            "stopped_topics": ["refunds"],
        },
        i32(0)
        + i16(0)
        + cstr(None)
        + carr(
            [
                cstr("orders")
                + carr(
                    [i32(0) + i16(0) + cstr(None) + tags(), i32(1) + i16(146) + cstr("no") + tags()]
                )
                + tags()
            ]
        )
        + tags(),
        {
            "throttle_time_ms": 0,
            "error_code": 0,
            "error_message": None,
            "topics": [
                {
                    "name": "orders",
                    "partitions": [
                        {"partition_index": 0, "error_code": 0, "error_message": None},
                        {"partition_index": 1, "error_code": 146, "error_message": "no"},
                    ],
                }
            ],
        },
    )
    # 102 PauseMirrorTopics, 103 ResumeMirrorTopics
    for rpc, key, code, offset in (
        ("PauseMirrorTopics", 102, 140, 77),
        ("ResumeMirrorTopics", 103, 141, -1),
    ):
        rows = [("orders", code, "as it was"), ("payments", 0, None)]
        add(
            rpc,
            key,
            cstr("eu-west")
            + carr([cstr("orders") + tags(), cstr("payments") + tags()])
            + i64(offset)
            + tags(),
            {
                "mirror_name": "eu-west",
                "topics": [{"topic_name": "orders"}, {"topic_name": "payments"}],
                "state_validation_offset": offset,
            },
            i32(0) + i16(0) + cstr(None) + topic_results(rows) + tags(),
            {
                "throttle_time_ms": 0,
                "error_code": 0,
                "error_message": None,
                "topics": topic_values(rows),
            },
        )
    # 104 DeleteClusterMirror
    add(
        "DeleteClusterMirror",
        104,
        cstr("eu-west") + i64(900) + tags(),
        {"mirror_name": "eu-west", "state_validation_offset": 900},
        i32(0)
        + i16(143)
        + cstr("The cluster mirror still has active or non-stopped topics.")
        + tags(),
        {
            "throttle_time_ms": 0,
            "error_code": 143,
            "error_message": "The cluster mirror still has active or non-stopped topics.",
        },
    )
    # 105 BumpLeaderEpochs
    add(
        "BumpLeaderEpochs",
        105,
        carr([uid(TOPIC_A) + carr([i32(0) + i32(12) + tags(), i32(2) + i32(-1) + tags()]) + tags()])
        + tags(),
        {
            "topics": [
                {
                    "topic_id": TOPIC_A,
                    "partitions": [
                        {"partition_index": 0, "min_leader_epoch": 12},
                        {"partition_index": 2, "min_leader_epoch": -1},
                    ],
                }
            ]
        },
        i32(0)
        + i16(0)
        + cstr(None)
        + carr(
            [
                cstr("orders")
                + carr(
                    [i32(0) + i16(0) + cstr(None) + tags(), i32(2) + i16(134) + cstr("ro") + tags()]
                )
                + tags()
            ]
        )
        + tags(),
        {
            "throttle_time_ms": 0,
            "error_code": 0,
            "error_message": None,
            "topics": [
                {
                    "topic_name": "orders",
                    "partitions": [
                        {"partition_index": 0, "error_code": 0, "error_message": None},
                        {"partition_index": 2, "error_code": 134, "error_message": "ro"},
                    ],
                }
            ],
        },
    )
    # Tagged fields absent: they read as their defaults (empty arrays, null ClusterId).
    add(
        "StartMirrorTopics",
        95,
        cstr("eu-west") + start_topics + i64(-1) + tags(),
        {
            "mirror_name": "eu-west",
            "topics": start_values,
            "state_validation_offset": -1,
            "include_patterns": [],
            "exclude_patterns": [],
        },
        i32(0) + i16(0) + cstr(None) + topic_results([]) + tags(),
        {"throttle_time_ms": 0, "error_code": 0, "error_message": None, "topics": []},
    )
    add(
        "StopMirrorTopics",
        96,
        cstr("eu-west") + carr([cstr("orders") + tags()]) + i64(3) + tags(),
        {
            "mirror_name": "eu-west",
            "topics": [{"topic_name": "orders"}],
            "state_validation_offset": 3,
            "patterns": [],
        },
        i32(0) + i16(0) + cstr(None) + topic_results([("orders", 0, None)]) + tags(),
        {
            "throttle_time_ms": 0,
            "error_code": 0,
            "error_message": None,
            "topics": topic_values([("orders", 0, None)]),
        },
    )
    add(
        "DescribeClusterMirrors",
        99,
        carr([]) + boolean(False) + tags(),
        {
            "mirror_names": [],
            "include_authorized_operations": False,
            "cluster_id": None,
            "last_mirror_epoch_lookups": [],
        },
        i32(0) + i16(144) + cstr("Cluster mirror authorization failed.") + carr([]) + tags(),
        {
            "throttle_time_ms": 0,
            "error_code": 144,
            "error_message": "Cluster mirror authorization failed.",
            "mirrors": [],
            "lookup_results": [],
        },
    )
    return out


EXCHANGES = exchanges()


def api_versions(advertised: list[int], correlation_id: int = 999) -> tuple[bytes, bytes]:
    """An ApiVersions v3 request and its response advertising Produce, Fetch, Metadata,
    ApiVersions and ``advertised`` (each as versions 0-0)."""
    req = request(18, correlation_id, cstr("cl3-test") + cstr("1.0") + tags())
    req = req[:6] + i16(3) + req[8:]  # ApiVersions v3
    keys = [(0, 0, 11), (1, 0, 17), (3, 0, 12), (18, 0, 4)] + [(k, 0, 0) for k in advertised]
    body = i16(0) + carr([i16(k) + i16(lo) + i16(hi) + tags() for k, lo, hi in keys])
    body += i32(0) + tags()
    raw = i32(correlation_id) + body  # ApiVersions responses keep response header v0
    return req, i32(len(raw)) + raw


def write_capture(path: Path, port: int = 9092, advertise: list[int] | None = None) -> Path:
    """Every exchange on one TCP connection to ``port``, one segment per message (pcap);
    with ``advertise``, an ApiVersions exchange advertising those keys comes first."""
    from scapy.utils import wrpcap

    from helpers import tcp_conversation

    segments = []
    if advertise is not None:
        segments += list(zip((True, False), api_versions(advertise), strict=True))
    for _rpc, _key, req, _rv, resp, _pv in EXCHANGES:
        segments += [(True, req), (False, resp)]
    packets = tcp_conversation(
        segments, server=("10.0.0.1", port), start=1_780_000_000.0, close=True
    )
    wrpcap(str(path), packets)
    return path
