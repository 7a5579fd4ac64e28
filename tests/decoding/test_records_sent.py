"""Record batches of captures/clients.pcap against what the clients sent (clients.sent.json).

confluent-kafka, kafka-python and aiokafka each produced 6 records to each
partition of one topic per codec (none, gzip, snappy, lz4, zstd), plus
``cfk-txn`` (lz4, transactional) and ``kpy-acks0`` (gzip, acks=0), and read
them back.  Decoded by us (``iter_messages(full=True)``), the records of the
Produce requests, and separately those of the Fetch responses, must be exactly
what the clients sent: offsets, CreateTime timestamps, keys, values (null
values and keys included, binary values byte for byte) and headers, through
every codec.  A Produce request's batches carry base offset 0: the offsets Tansu
gave them are the base_offset of the matching partition in the Produce response.
Every batch's CRC checks, each Produce batch is compressed with the codec the
client was told to use, and Tansu hands the same batches back in Fetch responses.
"""

from __future__ import annotations

import base64
import json
from collections import Counter, defaultdict

import pytest

import dissector
from dissector.wire.compression import COMPRESSION_NAMES

from helpers import CLIENTS as CAPTURE
from helpers import ROOT

SENT = json.loads((ROOT / "captures" / "clients.sent.json").read_text())
TOPICS = {
    topic: dict(spec, library=library)
    for library, client in SENT["clients"].items()
    for topic, spec in client["topics"].items()
}
CODECS = set(SENT["codecs"])


def _bytes(rec: dict, name: str) -> bytes | None:
    """A key or value of clients.sent.json: text under ``name``, base64 under ``name_b64``."""
    if f"{name}_b64" in rec:
        return base64.b64decode(rec[f"{name}_b64"])
    return None if rec[name] is None else rec[name].encode()


def sent_records(topic: str, partition: int) -> list[dict]:
    return [
        {
            "offset": r["offset"],
            "timestamp": r["timestamp_ms"],
            "key": _bytes(r, "key"),
            "value": _bytes(r, "value"),
            "headers": [(h["key"], _bytes(h, "value")) for h in r["headers"]],
        }
        for r in TOPICS[topic]["records"][str(partition)]
    ]


def record(rec: dict, offset: int) -> dict:
    """One of our decoded records in the form of :func:`sent_records`, at ``offset``."""
    return {
        "offset": offset,
        "timestamp": rec["timestamp"],
        "key": rec["key"],
        "value": rec["value"],
        "headers": [(h["key"], h["value"]) for h in rec["headers"]],
    }


PARTITIONS = [(t, p) for t, spec in TOPICS.items() for p in range(spec["partitions"])]
PARTITION_IDS = [f"{t}-{p}" for t, p in PARTITIONS]


# ---------------------------------------------------------------------------- the capture


@pytest.fixture(scope="module")
def messages():
    return list(dissector.iter_messages(CAPTURE, ports=[9092], full=True))


@pytest.fixture(scope="module")
def topic_ids(messages):
    """topic_id -> name, from the Metadata, CreateTopics and DescribeTopicPartitions responses."""
    ids: dict[str, str] = {}
    for m in messages:
        if m.kind == "response" and m.api_key in (3, 19, 75) and m.body:
            for t in m.body.get("topics") or []:
                tid, name = t.get("topic_id"), t.get("name")
                if tid and name and tid != "00000000-0000-0000-0000-000000000000":
                    assert ids.setdefault(tid, name) == name, (m.frame, tid)
    return ids


@pytest.fixture(scope="module")
def produced(messages):
    """(topic, partition) -> [(request, batch, base offset Tansu gave it, error_code)]."""
    out = defaultdict(list)
    for m in messages:
        if m.kind != "request" or m.api_key != 0:
            continue
        assert m.body is not None and not m.expert, (m.frame, m.expert)
        acked = {}
        if m.response is not None:
            for t in m.response.body["responses"]:
                for p in t["partition_responses"]:
                    acked[(t["name"], p["index"])] = (p["base_offset"], p["error_code"])
        for td in m.body["topic_data"]:
            for pd in td["partition_data"]:
                key = (td["name"], pd["index"])
                base, error = acked.get(key, (None, None))
                for batch in pd["records"] or []:
                    out[key].append((m, batch, base, error))
    return out


@pytest.fixture(scope="module")
def fetched(messages, topic_ids):
    """(topic, partition) -> [(response, batch)] of every Fetch response."""
    out = defaultdict(list)
    for m in messages:
        if m.kind != "response" or m.api_key != 1:
            continue
        assert m.body is not None and not m.expert, (m.frame, m.expert)
        for t in m.body["responses"]:
            name = t.get("topic") or topic_ids[t["topic_id"]]
            for p in t["partitions"]:
                for batch in p["records"] or []:
                    out[(name, p["partition_index"])].append((m, batch))
    return out


# ---------------------------------------------------------------------------- Produce


def test_every_sent_partition_was_produced_and_nothing_else(produced):
    assert set(produced) == set(PARTITIONS)


@pytest.mark.parametrize("topic, partition", PARTITIONS, ids=PARTITION_IDS)
def test_produce_batches(produced, topic, partition):
    spec = TOPICS[topic]
    assert produced[(topic, partition)]
    for m, batch, base, error in produced[(topic, partition)]:
        where = (m.frame, topic, partition)
        assert batch["crc_ok"], where
        assert batch["magic"] == 2, where
        assert batch["base_offset"] == 0, where  # the broker assigns offsets
        assert batch["compression"] == spec["codec"], where
        assert batch["attributes"] & 7 == spec["codec_id"], where
        assert batch["is_transactional"] == spec["transactional"], where
        assert (batch["producer_id"] >= 0) == spec["idempotent"], where
        assert not batch["is_control"], where
        assert batch["record_count"] == len(batch["records"]), where
        assert m.client_id == SENT["client_ids"][spec["library"]], where
        assert m.body["acks"] == (0 if spec["acks"] == 0 else -1), where
        assert base is not None and error == 0, where  # Tansu answers even acks=0


@pytest.mark.parametrize("topic, partition", PARTITIONS, ids=PARTITION_IDS)
def test_produce_records_equal_sent(produced, topic, partition):
    by_offset: dict[int, dict] = {}
    for _m, batch, base, _ in produced[(topic, partition)]:
        for rec in batch["records"]:
            ours = record(rec, base + rec["offset"] - batch["base_offset"])
            assert by_offset.setdefault(ours["offset"], ours) == ours  # a retry sends the same
    assert [by_offset[o] for o in sorted(by_offset)] == sent_records(topic, partition)


# ---------------------------------------------------------------------------- Fetch


@pytest.mark.parametrize("topic, partition", PARTITIONS, ids=PARTITION_IDS)
def test_fetch_records_equal_sent(fetched, topic, partition):
    spec = TOPICS[topic]
    by_offset: dict[int, dict] = {}
    assert fetched[(topic, partition)]
    for m, batch in fetched[(topic, partition)]:
        where = (m.frame, topic, partition, batch["base_offset"])
        assert batch["crc_ok"], where
        if batch["is_control"]:
            continue
        # Tansu stores and returns the batches the producer sent
        assert batch["compression"] == spec["codec"], where
        assert batch["is_transactional"] == spec["transactional"], where
        for rec in batch["records"]:
            ours = record(rec, rec["offset"])
            assert by_offset.setdefault(ours["offset"], ours) == ours, where
    assert [by_offset[o] for o in sorted(by_offset)] == sent_records(topic, partition)


def test_transaction_commit_marker(fetched):
    """cfk-txn: the 4 records, then EndTxn's COMMIT marker at offset 4 (not in sent.json)."""
    controls = [b for _, b in fetched[("cfk-txn", 0)] if b["is_control"]]
    assert controls, "no control batch fetched from cfk-txn"
    for batch in controls:
        assert batch["crc_ok"] and batch["is_transactional"]
        assert batch["base_offset"] == 4 and batch["record_count"] == 1
        (marker,) = batch["records"]
        assert marker["offset"] == 4
        assert marker["key"] == b"\x00\x00\x00\x01"  # version 0, type 1 = COMMIT


# ---------------------------------------------------------------------------- coverage


def test_every_codec_in_both_directions_for_every_library(produced, fetched):
    seen = Counter()
    for (topic, _), batches in produced.items():
        for _, batch, _, _ in batches:
            seen[("produce", TOPICS[topic]["library"], batch["compression"])] += 1
    for (topic, _), batches in fetched.items():
        for _, batch in batches:
            if topic in TOPICS and not batch["is_control"]:
                seen[("fetch", TOPICS[topic]["library"], batch["compression"])] += 1
    for direction in ("produce", "fetch"):
        for library in SENT["clients"]:
            codecs = {c for d, lib, c in seen if d == direction and lib == library}
            assert codecs == CODECS == set(COMPRESSION_NAMES), (direction, library, codecs)
    records = sum(len(spec["records"][p]) for spec in TOPICS.values() for p in spec["records"])
    batches = sum(seen.values())
    print(f"\n{len(PARTITIONS)} partitions, {records} records sent, {batches} batches decoded")
