"""Standard Kafka requests the scenario actors send, and the record batches they copy.

Owns: builders for the kio request entities the actors use against Tansu
(ApiVersions comes from :class:`dissector.scenario.mirror_client.MirrorClient`),
:func:`iter_batches` (the v2 record-batch headers a fetcher needs to copy
batches byte for byte), :func:`plain` (kio entities as JSON-ready values) and
:func:`error_code` (a body's error code, the way the decoder's ``error_code``
column reads it).

Versions are chosen to be modern and accepted by Tansu: Metadata v12, Fetch
v12, Produce v9, ListOffsets v7, CreateTopics v7, DeleteTopics v6,
IncrementalAlterConfigs v1.

Must not import: capture reading, reassembly, pandas or the CLI.
"""

from __future__ import annotations

import dataclasses
import datetime
import enum
import uuid
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from kio.schema.create_topics.v7.request import (
    CreatableTopic,
    CreatableTopicConfig,
    CreateTopicsRequest,
)
from kio.schema.delete_topics.v6.request import DeleteTopicsRequest, DeleteTopicState
from kio.schema.fetch.v12.request import FetchPartition, FetchRequest, FetchTopic
from kio.schema.incremental_alter_configs.v1.request import (
    AlterableConfig,
    AlterConfigsResource,
    IncrementalAlterConfigsRequest,
)
from kio.schema.list_offsets.v7.request import (
    ListOffsetsPartition,
    ListOffsetsRequest,
    ListOffsetsTopic,
)
from kio.schema.metadata.v12.request import MetadataRequest, MetadataRequestTopic
from kio.schema.produce.v9.request import (
    PartitionProduceData,
    ProduceRequest,
    TopicProduceData,
)
from kio.static.primitive import i8, i16, i32, i32Timedelta, i64

from ..wire.batchheader import BATCH_HEADER_SIZE, LENGTH_AFTER, batch_header
from ..wire.errorcode import error_code_of

__all__ = [
    "Batch",
    "READ_UNCOMMITTED",
    "create_topics",
    "delete_topics",
    "error_code",
    "fetch",
    "iter_batches",
    "list_offsets",
    "metadata",
    "plain",
    "produce",
    "summary",
    "set_topic_config",
]

READ_UNCOMMITTED = 0
#: ListOffsets timestamp meaning "the log end offset".
LATEST = -1
#: IncrementalAlterConfigs operations and the TOPIC resource type.
_SET, _DELETE, _TOPIC = 0, 1, 2


def _ms(ms: int) -> i32Timedelta:
    return i32Timedelta.parse(datetime.timedelta(milliseconds=ms))


def metadata(topics: Sequence[str] | None) -> MetadataRequest:
    """Metadata v12 for ``topics`` (None: every topic; no auto-creation)."""
    return MetadataRequest(
        topics=None
        if topics is None
        else tuple(MetadataRequestTopic(name=t, topic_id=None) for t in topics),
        allow_auto_topic_creation=False,
        include_topic_authorized_operations=False,
    )


def create_topics(
    partitions: Mapping[str, int], configs: Mapping[str, str] | None = None
) -> CreateTopicsRequest:
    """CreateTopics v7: each topic with its partition count, replication 1, ``configs``."""
    cfg = tuple(CreatableTopicConfig(name=k, value=v) for k, v in (configs or {}).items())
    return CreateTopicsRequest(
        topics=tuple(
            CreatableTopic(
                name=name,
                num_partitions=i32(n),
                replication_factor=i16(1),
                assignments=(),
                configs=cfg,
            )
            for name, n in partitions.items()
        ),
        timeout=_ms(5000),
        validate_only=False,
    )


def delete_topics(names: Sequence[str]) -> DeleteTopicsRequest:
    """DeleteTopics v6 by name."""
    return DeleteTopicsRequest(
        topics=tuple(DeleteTopicState(name=n, topic_id=None) for n in names), timeout=_ms(5000)
    )


def set_topic_config(topic: str, name: str, value: str | None) -> IncrementalAlterConfigsRequest:
    """IncrementalAlterConfigs v1: SET ``name`` to ``value`` on ``topic``, DELETE it when None."""
    op = _DELETE if value is None else _SET
    return IncrementalAlterConfigsRequest(
        resources=(
            AlterConfigsResource(
                resource_type=i8(_TOPIC),
                resource_name=topic,
                configs=(AlterableConfig(name=name, config_operation=i8(op), value=value),),
            ),
        ),
        validate_only=False,
    )


def list_offsets(partitions: Mapping[str, Sequence[int]]) -> ListOffsetsRequest:
    """ListOffsets v7: the log end offset of each partition (read uncommitted)."""
    return ListOffsetsRequest(
        replica_id=i32(-1),
        isolation_level=i8(READ_UNCOMMITTED),
        topics=tuple(
            ListOffsetsTopic(
                name=t,
                partitions=tuple(
                    ListOffsetsPartition(partition_index=i32(p), timestamp=i64(LATEST)) for p in ps
                ),
            )
            for t, ps in partitions.items()
        ),
    )


def fetch(
    positions: Mapping[str, Mapping[int, int]], max_wait_ms: int, max_bytes: int = 1 << 20
) -> FetchRequest:
    """Fetch v12 (no session, read uncommitted) from ``{topic: {partition: offset}}``."""
    return FetchRequest(
        max_wait=_ms(max_wait_ms),
        min_bytes=i32(1),
        max_bytes=i32(max_bytes),
        isolation_level=i8(READ_UNCOMMITTED),
        topics=tuple(
            FetchTopic(
                topic=t,
                partitions=tuple(
                    FetchPartition(
                        partition=i32(p), fetch_offset=i64(off), partition_max_bytes=i32(max_bytes)
                    )
                    for p, off in sorted(ps.items())
                ),
            )
            for t, ps in sorted(positions.items())
        ),
        forgotten_topics_data=(),
    )


def produce(topic: str, partition: int, records: bytes) -> ProduceRequest:
    """Produce v9, acks=all, one partition's record batch as is."""
    return ProduceRequest(
        transactional_id=None,
        acks=i16(-1),
        timeout=_ms(5000),
        topic_data=(
            TopicProduceData(
                name=topic,
                partition_data=(PartitionProduceData(index=i32(partition), records=records),),
            ),
        ),
    )


@dataclass(frozen=True)
class Batch:
    """A v2 record batch: where it starts, how many offsets it spans, and its bytes."""

    base_offset: int
    last_offset_delta: int
    count: int
    producer_id: int
    transactional: bool
    control: bool
    raw: bytes

    @property
    def next_offset(self) -> int:
        """The offset after the batch's last record."""
        return self.base_offset + self.last_offset_delta + 1


def iter_batches(records: bytes | None) -> Iterator[Batch]:
    """The whole v2 batches in a Fetch response's records (a cut-off last batch is skipped)."""
    buf = records or b""
    pos = 0
    while len(buf) - pos >= BATCH_HEADER_SIZE:
        h = batch_header(buf, pos)
        end = pos + h.size
        if h.batch_length < BATCH_HEADER_SIZE - LENGTH_AFTER or end > len(buf):
            return
        yield Batch(
            h.base_offset, h.last_offset_delta, h.record_count, h.producer_id,
            h.transactional, h.control, buf[pos:end],
        )  # fmt: skip
        pos = end


def plain(value: Any) -> Any:
    """A kio entity (or part of one) as JSON-ready values.

    Error codes become ints, durations milliseconds, datetimes ms since the
    epoch, uuids strings; ``records`` bytes become ``{"bytes": n, "batches":
    [[base_offset, count], ...]}``; other bytes their length.
    """
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out = {}
        for f in dataclasses.fields(value):
            v = getattr(value, f.name)
            if f.metadata.get("kafka_type") == "records" or f.name == "records":
                out[f.name] = _records(v)
            else:
                out[f.name] = plain(v)
        return out
    if isinstance(value, (tuple, list)):
        return [plain(v) for v in value]
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, datetime.timedelta):
        return int(value.total_seconds() * 1000)
    if isinstance(value, datetime.datetime):
        return int(value.timestamp() * 1000)
    if isinstance(value, uuid.UUID):
        return str(value)
    if isinstance(value, (bytes, bytearray, memoryview)):
        return len(value)
    return value


def summary(api_name: str, body: Any) -> Any:
    """A short JSON form of a standard request or response body (kio entity) for the truth file.

    Fetch, Produce, ApiVersions, Metadata and ListOffsets keep what a reader
    checks (offsets, high watermarks, last stable offsets, batches, error
    codes, partition counts); other APIs are :func:`plain`.
    """
    if body is None:
        return None
    v = plain(body)
    kind = type(body).__name__
    if api_name == "Fetch" and kind == "FetchRequest":
        return {
            "max_wait": v["max_wait"],
            "isolation_level": v["isolation_level"],
            "fetch_offsets": {
                t["topic"]: {str(p["partition"]): p["fetch_offset"] for p in t["partitions"]}
                for t in v["topics"]
            },
        }
    if api_name == "Fetch":
        keep = ("partition_index", "error_code", "high_watermark", "last_stable_offset", "records")
        return {
            "error_code": v["error_code"],
            "responses": [
                {
                    "topic": t["topic"],
                    "partitions": [{k: p[k] for k in keep} for p in t["partitions"]],
                }
                for t in v["responses"]
            ],
        }
    if api_name == "Produce" and kind == "ProduceRequest":
        return {
            "acks": v["acks"],
            "topic_data": [
                {
                    "name": t["name"],
                    "partition_data": [
                        {"index": p["index"], "records": p["records"]} for p in t["partition_data"]
                    ],
                }
                for t in v["topic_data"]
            ],
        }
    if api_name == "Produce":
        keep = ("index", "error_code", "base_offset")
        return {
            "responses": [
                {
                    "name": t["name"],
                    "partition_responses": [
                        {k: p[k] for k in keep} for p in t["partition_responses"]
                    ],
                }
                for t in v["responses"]
            ]
        }
    if api_name == "ApiVersions" and kind == "ApiVersionsResponse":
        return {
            "error_code": v["error_code"],
            "api_keys": {
                str(k["api_key"]): [k["min_version"], k["max_version"]] for k in v["api_keys"]
            },
        }
    if api_name == "Metadata" and kind == "MetadataResponse":
        return {
            "topics": [
                {
                    "error_code": t["error_code"],
                    "name": t["name"],
                    "topic_id": t["topic_id"],
                    "partitions": len(t["partitions"]),
                }
                for t in v["topics"]
            ]
        }
    return v


def _records(raw: bytes | None) -> dict[str, Any] | None:
    if raw is None:
        return None
    return {
        "bytes": len(raw),
        "batches": [[b.base_offset, b.count] for b in iter_batches(bytes(raw))],
    }


def error_code(body: Any) -> int | None:
    """The body's error code as the decoder's ``error_code`` column reads it: Kafka's
    rule, :data:`dissector.wire.errorcode.ERROR_CODE_RULE` (None for no body)."""
    return error_code_of(body) if isinstance(body, dict) else None


def error_paths(value: Any, path: str = "") -> Iterator[tuple[str, int]]:
    """Every non-zero ``error_code`` in a body, with its field path (``topics[0].error_code``)."""
    if isinstance(value, dict):
        for k, v in value.items():
            here = f"{path}.{k}" if path else k
            if k == "error_code" and isinstance(v, int) and v:
                yield here, v
            elif isinstance(v, (dict, list)):
                yield from error_paths(v, here)
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from error_paths(v, f"{path}[{i}]")
