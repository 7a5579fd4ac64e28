"""A capture of all twelve RPCs of the third KIP-1279 revision (profile ``kip1279-late-2026``),
built byte by byte from ../shared/docs/KIP1279-REVISIONS.md, section 6, and the field lists of
the showuon/kafka files it names.

Owns: :data:`EXCHANGES` (each RPC's request and response as wire bytes next to the values a
decoder must find in them) and :func:`write_capture`.  Every body is written here with
``struct`` (the primitives of :mod:`cl3_capture`), field after field in the revision's order,
without the project's encoder or specs, so a test on this capture checks the decoder against an
independent reading of the revision.  Every field is set; the RPCs with tagged fields
(StartMirrorTopics, StopMirrorTopics, DescribeClusterMirrors) come twice, tagged fields present
and absent, and DescribeClusterMirrors asks once with a null MirrorNames (all mirrors).  The
state codes are the revision's own: 2 is ULE_RECOVERY here (MIRRORING in 2026-07), 8 FAILED.

Must not import: the dissector package (scapy only when the capture is written).
"""

from __future__ import annotations

from pathlib import Path

from cl3_capture import boolean, carr, cstr, i8, i16, i32, i64, request, response, tags, uid

__all__ = ["CLIENT_ID", "EXCHANGES", "exchanges", "write_capture"]

CLIENT_ID = "cl3-admin"  # the request() helper writes this client id
TOPIC_A = "7d0c3f5e-2b8a-4c61-9d3e-5f1a2b3c4d5e"
NULL_ARRAY = b"\x00"  # a compact nullable array: 0 = null


def exchanges() -> list[tuple[str, int, bytes, dict, bytes, dict]]:
    """``(rpc, api_key, request bytes, request values, response bytes, response values)``."""
    out = []
    corr = iter(range(1, 100))

    def add(rpc, key, req_body, req_values, resp_body, resp_values):
        c = next(corr)
        out.append(
            (rpc, key, request(key, c, req_body), req_values, response(c, resp_body), resp_values)
        )

    def topic_results(rows):  # TopicName, ErrorCode, ErrorMessage
        return carr([cstr(n) + i16(e) + cstr(m) + tags() for n, e, m in rows])

    def topic_values(rows):
        return [{"topic_name": n, "error_code": e, "error_message": m} for n, e, m in rows]

    def names(items):
        return carr([cstr(n) + tags() for n in items])

    # 94 CreateClusterMirror (as 2026-07)
    add(
        "CreateClusterMirror", 94,
        cstr("eu-west") + carr([cstr("bootstrap.servers") + cstr("10.0.0.2:9092") + tags(),
                                cstr("ssl.key") + cstr(None) + tags()]) + tags(),
        {"mirror_name": "eu-west", "config": [
            {"name": "bootstrap.servers", "value": "10.0.0.2:9092"},
            {"name": "ssl.key", "value": None}]},
        i32(3) + i16(136) + cstr("The cluster mirror already exists.") + tags(),
        {"throttle_time_ms": 3, "error_code": 136,
         "error_message": "The cluster mirror already exists."},
    )  # fmt: skip
    # 95 StartMirrorTopics: MirrorName, IncludePatterns (untagged), TimeoutMs; ExcludePatterns tag 0
    add(
        "StartMirrorTopics", 95,
        cstr("eu-west") + carr([cstr("orders"), cstr("pay.*")]) + i32(30000)
        + tags({0: carr([cstr("pay.tmp")])}),
        {"mirror_name": "eu-west", "include_patterns": ["orders", "pay.*"], "timeout_ms": 30000,
         "exclude_patterns": ["pay.tmp"]},
        i32(0) + i16(0) + cstr(None) + tags(),
        {"throttle_time_ms": 0, "error_code": 0, "error_message": None},
    )  # fmt: skip
    add(
        "StartMirrorTopics", 95,
        cstr("eu-west") + carr([]) + i32(-1) + tags(),
        {"mirror_name": "eu-west", "include_patterns": [], "timeout_ms": -1,
         "exclude_patterns": []},
        i32(0) + i16(138) + cstr("already in a mirror") + tags(),
        {"throttle_time_ms": 0, "error_code": 138, "error_message": "already in a mirror"},
    )  # fmt: skip
    # 96 StopMirrorTopics: StateOffset; response topics by TopicName
    rows = [("orders", 0, None), ("payments", 142, "being stopped")]
    add(
        "StopMirrorTopics", 96,
        cstr("eu-west") + names(["orders", "payments"]) + i64(8812)
        + tags({0: carr([cstr("pay.*")])}),
        {"mirror_name": "eu-west", "topics": [{"topic_name": "orders"}, {"topic_name": "payments"}],
         "state_offset": 8812, "patterns": ["pay.*"]},
        i32(1) + i16(0) + cstr(None) + topic_results(rows) + tags(),
        {"throttle_time_ms": 1, "error_code": 0, "error_message": None,
         "topics": topic_values(rows)},
    )  # fmt: skip
    add(
        "StopMirrorTopics", 96,
        cstr("eu-west") + names(["orders"]) + i64(-1) + tags(),
        {"mirror_name": "eu-west", "topics": [{"topic_name": "orders"}], "state_offset": -1,
         "patterns": []},
        i32(0) + i16(0) + cstr(None) + topic_results([]) + tags(),
        {"throttle_time_ms": 0, "error_code": 0, "error_message": None, "topics": []},
    )  # fmt: skip
    # 98 ListClusterMirrors: TopicNames nullable
    add(
        "ListClusterMirrors", 98,
        boolean(True) + tags(),
        {"include_topic_names": True},
        i32(0) + i16(0) + cstr(None) + carr([
            cstr("eu-west") + cstr("10.0.0.2:9092") + cstr("src-cluster-1") + i32(2)
            + carr([cstr("orders"), cstr("payments")]) + tags(),
            cstr("us-east") + cstr("10.0.1.2:9092") + cstr("") + i32(0) + NULL_ARRAY + tags(),
        ]) + tags(),
        {"throttle_time_ms": 0, "error_code": 0, "error_message": None, "mirrors": [
            {"mirror_name": "eu-west", "source_bootstrap": "10.0.0.2:9092",
             "source_cluster_id": "src-cluster-1", "topic_count": 2,
             "topic_names": ["orders", "payments"]},
            {"mirror_name": "us-east", "source_bootstrap": "10.0.1.2:9092",
             "source_cluster_id": "", "topic_count": 0, "topic_names": None}]},
    )  # fmt: skip
    # 99 DescribeClusterMirrors: no Lag, SourceClusterId, LastMirrorEpoch/LastMirrorOffset
    describe_partitions = carr(
        [
            i32(0)
            + cstr("MIRRORING")
            + cstr(None)
            + i16(0)
            + i64(1500)
            + i64(1490)
            + i32(4)
            + i64(1200)
            + tags(),
            i32(1)
            + cstr("FAILED")
            + cstr("log diverged")
            + i16(-1)
            + i64(-1)
            + i64(-1)
            + i32(-1)
            + i64(-1)
            + tags(),
            i32(2)
            + cstr("ULE_RECOVERY")
            + cstr(None)
            + i16(0)
            + i64(700)
            + i64(650)
            + i32(3)
            + i64(640)
            + tags(),
        ]
    )
    describe_values = [
        {"partition_index": 0, "state_value": "MIRRORING", "error_message": None,
         "retry_attempt": 0, "source_offset": 1500, "destination_offset": 1490,
         "last_mirror_epoch": 4, "last_mirror_offset": 1200},
        {"partition_index": 1, "state_value": "FAILED", "error_message": "log diverged",
         "retry_attempt": -1, "source_offset": -1, "destination_offset": -1,
         "last_mirror_epoch": -1, "last_mirror_offset": -1},
        {"partition_index": 2, "state_value": "ULE_RECOVERY", "error_message": None,
         "retry_attempt": 0, "source_offset": 700, "destination_offset": 650,
         "last_mirror_epoch": 3, "last_mirror_offset": 640},
    ]  # fmt: skip
    add(
        "DescribeClusterMirrors", 99,
        carr([cstr("eu-west")]) + boolean(True)
        + tags({0: cstr("dst-cluster-9"),
                1: carr([uid(TOPIC_A) + carr([i32(0), i32(2)]) + tags()])}),
        {"mirror_names": ["eu-west"], "include_authorized_operations": True,
         "cluster_id": "dst-cluster-9",
         "last_mirror_epoch_lookups": [{"topic_id": TOPIC_A, "partitions": [0, 2]}]},
        i32(0) + i16(0) + cstr(None) + carr([
            i16(0) + cstr(None) + cstr("eu-west") + cstr("10.0.0.2:9092") + cstr("src-cluster-1")
            + i32(0x1F8) + carr([cstr("orders") + describe_partitions + tags()]) + tags(),
            i16(137) + cstr("no such mirror") + cstr("gone") + cstr(None) + cstr(None)
            + i32(-2147483648) + carr([]) + tags(),
        ]) + tags(),
        {"throttle_time_ms": 0, "error_code": 0, "error_message": None, "mirrors": [
            {"error_code": 0, "error_message": None, "mirror_name": "eu-west",
             "source_bootstrap": "10.0.0.2:9092", "source_cluster_id": "src-cluster-1",
             "authorized_operations": 0x1F8,
             "topics": [{"topic_name": "orders", "partitions": describe_values}]},
            {"error_code": 137, "error_message": "no such mirror", "mirror_name": "gone",
             "source_bootstrap": None, "source_cluster_id": None,
             "authorized_operations": -2147483648, "topics": []}]},
    )  # fmt: skip
    add(
        "DescribeClusterMirrors", 99,
        NULL_ARRAY + boolean(False) + tags(),
        {"mirror_names": None, "include_authorized_operations": False, "cluster_id": None,
         "last_mirror_epoch_lookups": []},
        i32(0) + i16(144) + cstr("Cluster mirror authorization failed.") + carr([]) + tags(),
        {"throttle_time_ms": 0, "error_code": 144,
         "error_message": "Cluster mirror authorization failed.", "mirrors": []},
    )  # fmt: skip
    # 100 ReadMirrorStates: TopicName; LeaderEpoch, StateEpoch, LastMirrorEpoch/Offset, ...
    add(
        "ReadMirrorStates", 100,
        cstr("eu-west") + carr([cstr("orders") + carr([i32(0) + tags(), i32(1) + tags(),
                                                       i32(2) + tags()]) + tags()]) + tags(),
        {"mirror_name": "eu-west", "topics": [{"topic_name": "orders", "partitions": [
            {"partition_index": 0}, {"partition_index": 1}, {"partition_index": 2}]}]},
        i32(0) + i16(0) + cstr(None) + carr([cstr("orders") + carr([
            i32(0) + i8(3) + i32(7) + i32(12) + i32(4) + i64(1200) + i16(0) + cstr(None)
            + i16(0) + i8(0) + tags(),
            i32(1) + i8(8) + i32(7) + i32(13) + i32(-1) + i64(-1) + i16(145)
            + cstr("states not as expected") + i16(-1) + i8(2) + tags(),
            i32(2) + i8(2) + i32(6) + i32(5) + i32(3) + i64(640) + i16(0) + cstr(None)
            + i16(0) + i8(3) + tags(),
        ]) + tags()]) + tags(),
        {"throttle_time_ms": 0, "error_code": 0, "error_message": None, "topics": [
            {"topic_name": "orders", "partitions": [
                {"partition_index": 0, "state": 3, "leader_epoch": 7, "state_epoch": 12,
                 "last_mirror_epoch": 4, "last_mirror_offset": 1200, "error_code": 0,
                 "error_message": None, "retry_attempt": 0, "previous_state": 0},
                {"partition_index": 1, "state": 8, "leader_epoch": 7, "state_epoch": 13,
                 "last_mirror_epoch": -1, "last_mirror_offset": -1, "error_code": 145,
                 "error_message": "states not as expected", "retry_attempt": -1,
                 "previous_state": 2},
                {"partition_index": 2, "state": 2, "leader_epoch": 6, "state_epoch": 5,
                 "last_mirror_epoch": 3, "last_mirror_offset": 640, "error_code": 0,
                 "error_message": None, "retry_attempt": 0, "previous_state": 3}]}]},
    )  # fmt: skip
    # 101 WriteMirrorStates: no StoppedTopics; RetryAttempt int32, NonRetryable
    add(
        "WriteMirrorStates", 101,
        cstr("eu-west") + carr([cstr("orders") + carr([
            i32(0) + i8(1) + i32(7) + i32(12) + i32(4) + i64(1200) + cstr(None) + i32(-1)
            + boolean(False) + tags(),
            i32(1) + i8(8) + i32(7) + i32(13) + i32(-1) + i64(-1) + cstr("fetch failed")
            + i32(70000) + boolean(True) + tags(),
        ]) + tags()]) + tags(),
        {"mirror_name": "eu-west", "topics": [{"topic_name": "orders", "partitions": [
            {"partition_index": 0, "state": 1, "leader_epoch": 7, "state_epoch": 12,
             "last_mirror_epoch": 4, "last_mirror_offset": 1200, "error_message": None,
             "retry_attempt": -1, "non_retryable": False},
            {"partition_index": 1, "state": 8, "leader_epoch": 7, "state_epoch": 13,
             "last_mirror_epoch": -1, "last_mirror_offset": -1,
             "error_message": "fetch failed", "retry_attempt": 70000,
             "non_retryable": True}]}]},
        i32(0) + i16(0) + cstr(None) + carr([cstr("orders") + carr([
            i32(0) + i32(13) + i16(0) + cstr(None) + tags(),
            i32(1) + i32(-1) + i16(145) + cstr("stale state epoch") + tags(),
        ]) + tags()]) + tags(),
        {"throttle_time_ms": 0, "error_code": 0, "error_message": None, "topics": [
            {"topic_name": "orders", "partitions": [
                {"partition_index": 0, "state_epoch": 13, "error_code": 0,
                 "error_message": None},
                {"partition_index": 1, "state_epoch": -1, "error_code": 145,
                 "error_message": "stale state epoch"}]}]},
    )  # fmt: skip
    # 102, 103 Pause/ResumeMirrorTopics: StateOffset
    for rpc, key, code in (("PauseMirrorTopics", 102, 140), ("ResumeMirrorTopics", 103, 141)):
        rows = [("orders", code, None)]
        add(
            rpc, key,
            cstr("eu-west") + names(["orders"]) + i64(key) + tags(),
            {"mirror_name": "eu-west", "topics": [{"topic_name": "orders"}], "state_offset": key},
            i32(0) + i16(0) + cstr(None) + topic_results(rows) + tags(),
            {"throttle_time_ms": 0, "error_code": 0, "error_message": None,
             "topics": topic_values(rows)},
        )  # fmt: skip
    # 104 DeleteClusterMirror: StateOffset
    add(
        "DeleteClusterMirror", 104,
        cstr("eu-west") + i64(9000) + tags(),
        {"mirror_name": "eu-west", "state_offset": 9000},
        i32(0) + i16(143) + cstr(None) + tags(),
        {"throttle_time_ms": 0, "error_code": 143, "error_message": None},
    )  # fmt: skip
    # 105 BumpLeaderEpochs: topics by TopicName
    add(
        "BumpLeaderEpochs", 105,
        carr([cstr("orders") + carr([i32(0) + i32(9) + tags(), i32(1) + i32(-1) + tags()])
              + tags()]) + tags(),
        {"topics": [{"topic_name": "orders", "partitions": [
            {"partition_index": 0, "min_leader_epoch": 9},
            {"partition_index": 1, "min_leader_epoch": -1}]}]},
        i32(0) + i16(0) + cstr(None) + carr([cstr("orders") + carr([
            i32(0) + i16(0) + cstr(None) + tags(),
            i32(1) + i16(134) + cstr("read only") + tags()]) + tags()]) + tags(),
        {"throttle_time_ms": 0, "error_code": 0, "error_message": None, "topics": [
            {"topic_name": "orders", "partitions": [
                {"partition_index": 0, "error_code": 0, "error_message": None},
                {"partition_index": 1, "error_code": 134, "error_message": "read only"}]}]},
    )  # fmt: skip
    # 106 RecoverMirrorTopics (new): response topics by Name, with the recovered partitions
    add(
        "RecoverMirrorTopics", 106,
        cstr("eu-west") + names(["orders", "payments"]) + tags(),
        {"mirror_name": "eu-west", "topics": [{"topic_name": "orders"},
                                              {"topic_name": "payments"}]},
        i32(0) + i16(0) + cstr(None) + carr([
            cstr("orders") + i16(0) + cstr(None)
            + carr([i32(1) + i16(0) + cstr(None) + tags()]) + tags(),
            cstr("payments") + i16(139) + cstr("not in eu-west") + carr([]) + tags(),
        ]) + tags(),
        {"throttle_time_ms": 0, "error_code": 0, "error_message": None, "topics": [
            {"name": "orders", "error_code": 0, "error_message": None,
             "partitions": [{"partition_index": 1, "error_code": 0, "error_message": None}]},
            {"name": "payments", "error_code": 139, "error_message": "not in eu-west",
             "partitions": []}]},
    )  # fmt: skip
    return out


EXCHANGES = exchanges()


def write_capture(path: Path, port: int = 9092) -> Path:
    """Every exchange on one TCP connection to ``port``, one segment per message (pcap)."""
    from scapy.utils import wrpcap

    from helpers import tcp_conversation

    segments = []
    for _rpc, _key, req, _rv, resp, _pv in EXCHANGES:
        segments += [(True, req), (False, resp)]
    packets = tcp_conversation(
        segments, server=("10.0.0.1", port), start=1_790_000_000.0, close=True
    )
    wrpcap(str(path), packets)
    return path
