"""Real TLS Kafka traffic on loopback: a Tansu broker behind a TLS terminator, real clients.

Owns: :func:`make_tls_capture`, which starts a Tansu broker (plaintext), a
:class:`dissector.scenario.tls_proxy.TlsTerminator` in front of it, captures
both legs with the scenario's capture tool (dumpcap or tcpdump), and runs
kafka-python clients over TLS writing an NSS key log (``SSLContext.keylog_filename``):
a TLS 1.3 producer whose batches span several TLS records, a TLS 1.2 producer
and a consumer group; then a librdkafka (confluent-kafka) producer over TLS,
which cannot write a key log.  Used by the TLS tests and the benchmark.

Must not import: the dissector's stages, pandas or the CLI.
"""

from __future__ import annotations

import ssl
import time
from pathlib import Path

from dissector.scenario.processes import Capture, TansuBroker
from dissector.scenario.tls_proxy import TlsTerminator, client_context


def make_tls_capture(
    folder: Path, broker_port: int, tls_port: int, librdkafka: bool = True, records: int = 40
) -> dict:
    """Make ``folder/tls.pcapng`` and ``folder/keys.log``; returns what was done.

    Returns ``{"capture", "keylog", "topic", "records", "consumed"}``.  Raises
    CaptureUnavailable when nothing may capture here.
    """
    from kafka import KafkaConsumer, KafkaProducer
    from kafka.admin import KafkaAdminClient, NewTopic

    folder.mkdir(parents=True, exist_ok=True)
    cap, keylog = folder / "tls.pcapng", folder / "keys.log"
    keylog.unlink(missing_ok=True)
    boot = f"127.0.0.1:{tls_port}"
    topic = "tls-orders"
    big = b"x" * 40000  # several 16 KiB TLS records per produce request
    with (
        TansuBroker("127.0.0.1", broker_port, "tls-test", tls_port),
        TlsTerminator(("127.0.0.1", tls_port), ("127.0.0.1", broker_port)),
        Capture(cap, [broker_port, tls_port]),
    ):
        ctx13 = client_context(keylog)
        ctx12 = client_context(keylog, ssl.TLSVersion.TLSv1_2)
        admin = KafkaAdminClient(
            bootstrap_servers=boot,
            security_protocol="SSL",
            ssl_context=ctx13,
            client_id="tls-admin",
        )
        admin.create_topics([NewTopic(topic, 1, 1)])
        admin.close()
        p13 = KafkaProducer(
            bootstrap_servers=boot,
            security_protocol="SSL",
            ssl_context=ctx13,
            client_id="tls13-producer",
            linger_ms=0,
        )
        for i in range(records):
            p13.send(topic, key=b"k%d" % i, value=big if i % 10 == 0 else b"v%d" % i)
        p13.flush()
        p13.close()
        p12 = KafkaProducer(
            bootstrap_servers=boot,
            security_protocol="SSL",
            ssl_context=ctx12,
            client_id="tls12-producer",
        )
        for i in range(5):
            p12.send(topic, value=b"tls12-%d" % i)
        p12.flush()
        p12.close()
        c = KafkaConsumer(
            topic,
            bootstrap_servers=boot,
            security_protocol="SSL",
            ssl_context=ctx13,
            group_id="tls-group",
            client_id="tls-consumer",
            auto_offset_reset="earliest",
            consumer_timeout_ms=3000,
        )
        got = sum(1 for _ in c)
        c.close()
        if librdkafka:
            from confluent_kafka import Producer

            rd = Producer(
                {
                    "bootstrap.servers": boot,
                    "security.protocol": "SSL",
                    "enable.ssl.certificate.verification": False,
                    "client.id": "rdkafka-producer",
                }
            )
            for i in range(3):
                rd.produce(topic, value=b"rd-%d" % i)
            rd.flush(10)
            del rd
        time.sleep(0.5)
    return {"capture": cap, "keylog": keylog, "topic": topic, "records": records, "consumed": got}
