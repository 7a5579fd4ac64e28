"""The analysis tables' contracts: columns, dtypes, units and meanings, and the frame builder.

Owns: :data:`TABLES` (table name -> column -> (dtype, meaning)), the single
place that says what every column of every analysis DataFrame holds, and
:func:`build`, which turns rows (dicts) into a DataFrame with exactly those
columns and dtypes (zat-style: explicit dtypes, nullable integers for ids and
offsets, tz-aware UTC datetimes, categoricals for API names and states).

Times are given to :func:`build` as ns since the epoch (UTC).  Durations are
Float64 milliseconds (``*_ms``).  Offsets are Kafka offsets (Int64).

Must not import: capture reading, the dissector or the CLI.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from .rowlist import Rows

if TYPE_CHECKING:
    import pandas as pd

__all__ = ["TABLES", "build", "describe"]

TIME = "datetime64[ns, UTC]"

_CONNECTION = {
    "client_id": ("string", "client_id of the request header"),
    "client": ("string", "client address host:port (as the read table's src of a request)"),
    "server": ("string", "broker address host:port (as the read table's dst of a request)"),
}

#: Table -> column -> (pandas dtype, meaning).  ``category:state`` is a categorical
#: whose categories are the profile's state names in code order.
TABLES: dict[str, dict[str, tuple[str, str]]] = {
    "exchanges": {
        "exchange": ("Int64", "exchange id, 1-based, in the order requests appear"),
        "capture": ("category", "file the frame came from (several files are read as one capture)"),
        "tcp_stream": ("Int64", "TCP conversation index in the capture (Wireshark tcp.stream)"),
        **_CONNECTION,
        "cluster": ("string", "cluster of the server (see the clusters table for the rule)"),
        "api_name": ("category", "Kafka API name"),
        "api_key": ("Int16", "api_key"),
        "api_version": ("Int16", "api_version"),
        "mirror": ("boolean", "a mirror RPC of the profile"),
        "mirror_name": ("string", "mirror name(s) in the bodies, comma-joined"),
        "correlation_id": ("Int32", "correlation_id"),
        "request_frame": ("Int64", "frame that completed the request"),
        "response_frame": ("Int64", "frame that completed the response"),
        "request_time": (TIME, "request frame time"),
        "response_time": (TIME, "response frame time"),
        "latency_ms": ("Float64", "response time minus request time, ms"),
        "error_code": ("Int16", "top-level error code if non-zero, else first non-zero nested one"),
        "error_name": ("string", "Kafka's name of error_code"),
        "errors": ("Int64", "number of non-zero error codes anywhere in the response body"),
        "status": (
            "category",
            "answered | unanswered (no response in the capture) | no_response_expected "
            "(acks=0 Produce) | orphan_response (response whose request is not in the capture)",
        ),
        "unanswered": ("boolean", "a request that expected a response and got none"),
        "orphan": ("boolean", "a response whose request is not in the capture"),
        "request_length": ("Int64", "request frame size, bytes (with the size field)"),
        "response_length": ("Int64", "response frame size, bytes (with the size field)"),
        "expert": ("string", "expert words of request and response (word@offset), ';'-joined"),
    },
    "clusters": {
        "address": ("string", "a broker address host:port seen on the wire or in a config"),
        "cluster": ("string", "cluster label: Kafka cluster id when known, else an address"),
        "kafka_cluster_id": ("string", "cluster_id from Metadata/DescribeCluster responses"),
        "mirror_rpcs": ("boolean", "this address answered mirror RPCs"),
        "kafka_apis": ("boolean", "this address answered standard Kafka APIs (ApiVersions aside)"),
        "evidence": ("string", "the rules that placed the address in its cluster, ';'-joined"),
    },
    "mirrors": {
        "cluster": ("string", "cluster the mirror lives on (its destination)"),
        "mirror": ("string", "mirror name"),
        "source_bootstrap": (
            "string",
            "source bootstrap servers (CreateMirror config or ListMirrors)",
        ),
        "source_cluster": ("string", "cluster the mirror pulls from"),
        "configs": ("string", "CreateMirror configs as a JSON object"),
        "created_frame": ("Int64", "frame of the accepted CreateMirror request, if captured"),
        "first_seen": (TIME, "first exchange that concerns the mirror"),
        "last_seen": (TIME, "last exchange that concerns the mirror"),
        "topics": ("string", "topics attached to the mirror, comma-joined"),
        "partitions": ("Int64", "mirrored partitions known"),
        "states": ("string", "partitions by current state, e.g. MIRRORING=5"),
        "exchanges": ("Int64", "exchanges that concern the mirror (conversations rows)"),
        "errors": ("Int64", "non-zero error codes in responses of those exchanges"),
        "error_names": ("string", "their names with counts, e.g. INVALID_REQUEST=1"),
    },
    "partitions": {
        "cluster": ("string", "cluster the partition is mirrored to"),
        "mirror": ("string", "mirror name"),
        "topic": ("string", "topic"),
        "partition": ("Int32", "partition index"),
        "state": ("category:state", "current (last known) state"),
        "since": (TIME, "time of the last transition (or first observation)"),
        "lmo": ("Int64", "last LMO written or read for the partition on that cluster"),
        "source_offset": ("Int64", "last DescribeMirrors SourceOffset"),
        "destination_offset": ("Int64", "last DescribeMirrors DestinationOffset"),
        "lag": ("Int64", "last DescribeMirrors Lag (offsets)"),
        "transitions": ("Int64", "state transitions seen"),
        "last_seen": (TIME, "last observation or transition"),
    },
    "conversations": {
        "cluster": ("string", "the mirror's cluster"),
        "mirror": ("string", "mirror name"),
        "seq": ("Int64", "order of the exchange within the mirror's conversation, 1-based"),
        "exchange": ("Int64", "exchange id (exchanges table)"),
        "time": (TIME, "request time"),
        "role": (
            "category",
            "admin (Create/Add/Remove/List/Describe) | coordinator (Read/WriteMirrorStates) | "
            "lmo (LastMirroredOffsets to the source) | controller (topic config mirror.name) | "
            "fetch (the mirror fetcher's Fetch from the source)",
        ),
        "api_name": ("category", "Kafka API name"),
        **_CONNECTION,
        "server_cluster": ("string", "cluster of the server"),
        "correlation_id": ("Int32", "correlation_id"),
        "request_frame": ("Int64", "request frame"),
        "response_frame": ("Int64", "response frame"),
        "latency_ms": ("Float64", "ms"),
        "error_code": ("Int16", "error code of the response"),
        "error_name": ("string", "its name"),
        "summary": ("string", "what the exchange said, in short"),
    },
    "partition_states": {
        "cluster": ("string", "cluster whose state store answered (or was written)"),
        "mirror": ("string", "mirror name"),
        "topic": ("string", "topic"),
        "partition": ("Int32", "partition index"),
        "time": (TIME, "frame time of the message that carries the state"),
        "state": ("category:state", "state name"),
        "state_code": ("Int8", "int8 code (Read/WriteMirrorStates); null for DescribeMirrors"),
        "source": (
            "category",
            "the RPC that carried the state, named as in the profile (seed: DescribeMirrors | "
            "ReadMirrorStates | WriteMirrorStates)",
        ),
        "applied": ("boolean", "WriteMirrorStates: answered with no error for the partition"),
        "consistent": (
            "boolean",
            "agrees with the transitions seen so far (false: a change the capture missed)",
        ),
        "frame": (
            "Int64",
            "frame of the message carrying the state (response; request for writes)",
        ),
        "exchange": ("Int64", "exchange id"),
        "correlation_id": ("Int32", "correlation_id"),
        **_CONNECTION,
    },
    "transitions": {
        "cluster": ("string", "cluster whose state changed"),
        "mirror": ("string", "mirror name"),
        "topic": ("string", "topic"),
        "partition": ("Int32", "partition index"),
        "time": (TIME, "time of the request that carried the change"),
        "from_state": ("category:state", "state before"),
        "to_state": ("category:state", "state after"),
        "from_code": ("Int8", "profile code of from_state"),
        "to_code": ("Int8", "profile code of to_state"),
        "from_seen": (
            "boolean",
            "from_state known from the wire (false: AddTopicsToMirror assumes the initial "
            "state, other carriers leave it null)",
        ),
        "rpc": ("category", "RPC that carried the change (or the observation, when inferred)"),
        "api_key": ("Int16", "its api_key"),
        "correlation_id": ("Int32", "its correlation_id"),
        **_CONNECTION,
        "exchange": ("Int64", "exchange id"),
        "request_frame": ("Int64", "evidence: request frame"),
        "response_frame": ("Int64", "evidence: response frame (the acceptance)"),
        "inferred": ("boolean", "no carrier seen: inferred from a state observation"),
        "valid": ("boolean", "allowed by the state machine of MISSION.md"),
        "rule": ("string", "the rule broken, when not valid"),
        "note": (
            "string",
            "when inferred: the observation that showed it and the carrier not captured "
            "(not a violation unless valid is false)",
        ),
    },
    "offsets": {
        "kind": (
            "category",
            "lmo_write (WriteMirrorStates) | lmo_read (ReadMirrorStates, LastMirroredOffsets) | "
            "lag (DescribeMirrors) | lme_write, lme_read (revisions that carry last mirror "
            "epochs instead of LMOs: WriteMirrorStates; ReadMirrorStates, the epoch lookup "
            "of DescribeClusterMirrors)",
        ),
        "cluster": ("string", "lmo: cluster whose store holds it; lag: the mirror's cluster"),
        "mirror": ("string", "mirror name (LastMirroredOffsets: the asking mirror)"),
        "topic": ("string", "topic"),
        "partition": ("Int32", "partition index"),
        "time": (TIME, "frame time (request for writes, response for reads and lag)"),
        "rpc": ("category", "RPC"),
        "lmo": ("Int64", "last mirrored offset"),
        "lme": ("Int32", "last mirror epoch (revisions that carry epochs; -1: none)"),
        "recorded": (
            "boolean",
            "reads: false when no write of the partition was seen on that cluster and 0 came "
            "back (KIP: 'no record')",
        ),
        "placeholder": (
            "boolean",
            "LMO -1: the placeholder a leader writes before it knows the LMO (PREPARING) and "
            "reads back (INITIALIZING); not an offset, not counted as an LMO",
        ),
        "state": ("category:state", "state read or written (lag: DescribeMirrors State)"),
        "source_offset": ("Int64", "lag: DescribeMirrors SourceOffset"),
        "destination_offset": ("Int64", "lag: DescribeMirrors DestinationOffset"),
        "lag": ("Int64", "lag: DescribeMirrors Lag (source - destination, offsets)"),
        "frame": ("Int64", "frame carrying the value"),
        "exchange": ("Int64", "exchange id"),
        "correlation_id": ("Int32", "correlation_id"),
        **_CONNECTION,
    },
    "truncations": {
        "cluster": ("string", "cluster whose log was truncated"),
        "mirror": ("string", "mirror name"),
        "topic": ("string", "topic"),
        "partition": ("Int32", "partition index"),
        "time": (TIME, "time of the WriteMirrorStates that followed the truncation"),
        "reason": (
            "category",
            "prepare (to the LMO on PREPARING) | failover (to the LSO on STOPPING)",
        ),
        "target": (
            "category",
            "lmo | lso | lme (the end of a last mirror epoch; revisions that carry epochs)",
        ),
        "source_cluster": ("string", "the mirror's source cluster"),
        "offset_before": ("Int64", "log end offset before the truncation"),
        "offset_after": ("Int64", "log end offset after it"),
        "records_removed": ("Int64", "offset_before - offset_after (offsets, markers included)"),
        "lmo": ("Int64", "prepare: LMO returned by LastMirroredOffsets; failover: LMO written"),
        "lso": ("Int64", "failover: LastStableOffset of the last Fetch from the source"),
        "before_from": (
            "category",
            "evidence for offset_before: listoffsets (controller's ListOffsets of the "
            "destination at AddTopicsToMirror) | fetch (batches the mirror fetcher copied) | "
            "describe (DescribeMirrors DestinationOffset) | truncation (an earlier one)",
        ),
        "leader": ("string", "client_id of the partition leader that wrote the state"),
        "lmo_exchange": (
            "Int64",
            "exchange of the LastMirroredOffsets, or of the DescribeClusterMirrors epoch "
            "lookup (prepare)",
        ),
        "fetch_exchange": ("Int64", "exchange of the last Fetch of the partition (failover)"),
        "write_exchange": ("Int64", "exchange of the WriteMirrorStates that followed"),
        "evidence_frames": ("string", "frames of that evidence, ';'-joined"),
        "observed_by": (
            "string",
            "when no WriteMirrorStates carried the step (a leader that is its own mirror "
            "coordinator writes its states locally): the observation it was read from",
        ),
        "time_from": (
            TIME,
            "when the step is not on the wire (observed_by): it happened after this (the last "
            "poll or step before), at or before time (the poll that first showed it)",
        ),
        "bound": (
            "string",
            "null when every figure of the row is on the wire; else which are bounds and why "
            "(time, offset_after) and which are not on the wire at all",
        ),
    },
    "lost_writes": {
        "cluster": ("string", "cluster whose log was truncated"),
        "mirror": ("string", "mirror name"),
        "topic": ("string", "topic"),
        "partition": ("Int32", "partition index"),
        "reason": (
            "category",
            "the truncation's reason: prepare | failover | ule (ULE_RECOVERY, the third revision)",
        ),
        "truncation_time": (TIME, "time of the truncation (its row in truncations)"),
        "records_cluster": (
            "string",
            "cluster the removed offsets were first written on: the source for a failover "
            "truncation (copies keep offsets), the truncated cluster otherwise",
        ),
        "first_offset": ("Int64", "first removed offset of this row"),
        "last_offset": ("Int64", "last removed offset of this row (inclusive)"),
        "offsets": ("Int64", "offsets of this row (last_offset - first_offset + 1)"),
        "kind": (
            "category",
            "acknowledged (a Produce response in the capture) | transactional (the same, in a "
            "transaction: see txn_outcome) | marker (a transaction's control marker: EndTxn) | "
            "mirrored (copied by a mirror fetcher, the original write not seen) | unknown "
            "(the capture does not show the origin)",
        ),
        "client_id": ("string", "client_id of the Produce (or EndTxn for a marker)"),
        "client": ("string", "producer address host:port"),
        "server": ("string", "broker address host:port"),
        "producer_id": ("Int64", "producer id of the batch (null: not idempotent)"),
        "producer_epoch": ("Int32", "producer epoch of the batch"),
        "base_offset": ("Int64", "base offset the Produce response assigned to the batch"),
        "batch_records": ("Int64", "offsets the whole batch took (lastOffsetDelta + 1)"),
        "acks": ("Int16", "acks of the Produce request (-1: all)"),
        "produce_time": (TIME, "Produce request time"),
        "ack_time": (TIME, "Produce response time: when the write was acknowledged"),
        "txn_outcome": (
            "category",
            "transactional records and markers: committed | aborted (EndTxn) | open (no EndTxn)",
        ),
        "txn_outcome_time": (TIME, "EndTxn request time"),
        "txn_after_failover": (
            "boolean",
            "the EndTxn came after the partition's failover truncation",
        ),
        "request_frame": ("Int64", "frame of the Produce (EndTxn) request"),
        "response_frame": ("Int64", "frame of its response"),
        "evidence_frames": ("string", "frames of the evidence, ';'-joined"),
    },
    "errors": {
        "time": (TIME, "response time"),
        "exchange": ("Int64", "exchange id"),
        "api_name": ("category", "Kafka API name"),
        "api_key": ("Int16", "api_key"),
        "correlation_id": ("Int32", "correlation_id"),
        **_CONNECTION,
        "mirror_name": ("string", "mirror name(s) of the exchange"),
        "path": ("string", "field path of the error code, e.g. topics[0].error_code"),
        "about": (
            "string",
            "what the error is about: the mirror, topic or topic-partition named on the path",
        ),
        "error_code": ("Int16", "the non-zero error code"),
        "error_name": ("string", "its Kafka name"),
        "message": ("string", "the error_message beside it, if any"),
        "frame": ("Int64", "response frame"),
        "protocol_step": (
            "boolean",
            "a step of a protocol, not a failure (JoinGroup MEMBER_ID_REQUIRED, KIP-394): "
            "kept here, not counted among the summary's errors",
        ),
    },
    "failbacks": {
        "topic": ("string", "topic"),
        "partition": ("Int32", "partition index"),
        "failover_cluster": ("string", "cluster that stopped mirroring and took over"),
        "failover_mirror": ("string", "the mirror stopped there"),
        "failover_start": (TIME, "RemoveTopicsFromMirror (-> STOPPING)"),
        "failover_time": (TIME, "WriteMirrorStates STOPPED (LMO recorded)"),
        "lmo_written": ("Int64", "LMO recorded at failover"),
        "failover_records_removed": ("Int64", "offsets cut at failover (to the LSO)"),
        "failback_cluster": ("string", "cluster that mirrors back from failover_cluster"),
        "failback_mirror": ("string", "the mirror pointing back"),
        "failback_start": (TIME, "AddTopicsToMirror (-> INITIALIZING) on failback_cluster"),
        "lmo_returned": ("Int64", "LMO LastMirroredOffsets returned at failback"),
        "lmo_recorded": ("boolean", "false: no record, 0 returned"),
        "offset_before": ("Int64", "failback_cluster's log end before the truncation"),
        "offset_after": ("Int64", "after it"),
        "records_truncated": ("Int64", "offsets removed at failback (lost by design)"),
        "mirroring_again": (TIME, "WriteMirrorStates MIRRORING on failback_cluster"),
        "time_to_mirroring_ms": (
            "Float64",
            "mirroring_again - failback_start, ms (null when MIRRORING is not on the wire: "
            "see the _min_ms/_max_ms bounds)",
        ),
        "failover_seen": (
            TIME,
            "STOPPED not on the wire (its leader is its own mirror coordinator): the poll "
            "that first showed it; the failover came at or before it (failover_time null)",
        ),
        "lmo_written_max": (
            "Int64",
            "LMO not on the wire: at most this (the DestinationOffset of failover_seen's "
            "poll; lmo_written null)",
        ),
        "mirroring_seen": (
            TIME,
            "MIRRORING not on the wire: the poll that first showed it (mirroring_again null)",
        ),
        "mirroring_after": (
            TIME,
            "MIRRORING not on the wire: it came after this (the last poll or step before)",
        ),
        "time_to_mirroring_min_ms": (
            "Float64",
            "MIRRORING not on the wire: time_to_mirroring at least this (mirroring_after - "
            "failback_start, or 0), ms",
        ),
        "time_to_mirroring_max_ms": (
            "Float64",
            "MIRRORING not on the wire: time_to_mirroring at most this (mirroring_seen - "
            "failback_start), ms",
        ),
        "state": ("category:state", "current state on failback_cluster"),
        "anomalies": (
            "string",
            "lmo_mismatch, truncated_below_lmo, stuck_in_preparing, time_reversed (';')",
        ),
        "bound": (
            "string",
            "null when every figure of the row is on the wire; else which are null or bounds, "
            "and why (';')",
        ),
    },
}


def describe(table: str) -> str:
    """One line per column: name, dtype and meaning."""
    cols = TABLES[table]
    w = max(len(c) for c in cols)
    return "\n".join(f"{c:<{w}}  {d:<20} {m}" for c, (d, m) in cols.items())


def build(
    table: str,
    rows: Iterable[dict[str, Any]],
    states: Sequence[str] = (),
) -> pd.DataFrame:
    """Rows (dicts; times as ns since the epoch) -> the table's DataFrame with its dtypes.

    ``rows``: dicts, or a :class:`~.rowlist.Rows`.
    Keys missing from a row are null; keys not in the table are ignored.
    ``states``: the profile's state names in code order (categories of state columns).
    """
    import pandas as pd  # (here: the capture is read before pandas is imported)

    spec = TABLES[table]
    data: dict[str, pd.Series] = {}
    if isinstance(rows, Rows):  # compact rows: read column by column
        for col, (dtype, _) in spec.items():
            data[col] = _series(rows.column(col), dtype, states)
        return pd.DataFrame(data, index=pd.RangeIndex(len(rows)))
    rows = list(rows)
    for col, (dtype, _) in spec.items():
        values = [r.get(col) for r in rows]
        data[col] = _series(values, dtype, states)
    return pd.DataFrame(data, index=pd.RangeIndex(len(rows)))


def _series(values: list[Any], dtype: str, states: Sequence[str]) -> pd.Series:
    import pandas as pd

    if dtype == TIME:
        return pd.to_datetime(pd.Series(values, dtype="Int64"), unit="ns", utc=True)
    if dtype == "category:state":
        extra = sorted({v for v in values if v is not None and v not in states})
        cats = pd.CategoricalDtype([*states, *extra])
        return pd.Series(values, dtype="string").astype(cats)
    if dtype == "category":
        return pd.Series(values, dtype="string").astype("category")
    try:
        return pd.Series(values, dtype=dtype)
    except (OverflowError, TypeError):
        if not dtype.startswith("Int"):
            raise
    # a figure computed from wire values past the dtype's range (the analysis nulls
    # those with a reason where it computes them: this keeps any other from a crash)
    bits = int(dtype[3:])
    lo, hi = -(1 << (bits - 1)), (1 << (bits - 1)) - 1
    return pd.Series(
        [v if v is None or not isinstance(v, int) or lo <= v <= hi else None for v in values],
        dtype=dtype,
    )
