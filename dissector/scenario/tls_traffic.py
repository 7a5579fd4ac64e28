"""Real TLS Kafka traffic on loopback: a Tansu broker behind a TLS terminator, real clients.

Owns: :func:`make_tls_capture`, which starts a Tansu broker (plaintext), a
:class:`dissector.scenario.tls_proxy.TlsTerminator` in front of it, captures
both legs with the scenario's capture tool (dumpcap or tcpdump), and runs
kafka-python clients over TLS writing an NSS key log (``SSLContext.keylog_filename``):
a TLS 1.3 producer whose batches span several TLS records, a TLS 1.2 producer
and a consumer group; then a librdkafka (confluent-kafka) producer over TLS,
which cannot write a key log.  And :func:`replay_over_tls`: the connections of a
recorded capture (e.g. walkthrough.pcap's mirror RPCs) sent again over real TLS
with a key log.  Used by the TLS, Lua and pyshark tests and the benchmark.

Must not import: decoding, matching, pandas or the CLI (it reads a capture's TCP
payloads with :mod:`dissector.capture.files`, nothing more).
"""

from __future__ import annotations

import socket
import ssl
import threading
import time
from collections import defaultdict
from pathlib import Path

from ..capture.files import iter_packets, segment_fields
from ..capture.fragments import Fragments
from .processes import Capture, TansuBroker
from .tls_proxy import TlsTerminator, client_context, self_signed


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


def tcp_streams(path: str | Path, port: int) -> list[tuple[bytes, bytes]]:
    """Each connection to ``port`` in a capture: (client bytes, server bytes), in order.

    Payloads are concatenated in capture order (a clean capture: no loss, no reordering).
    """
    conns: dict = defaultdict(lambda: [b"", b""])
    order = []
    frags = Fragments()
    for frame, ts, lt, data, wl in iter_packets(path).tuples():
        seg = segment_fields(frame, ts, lt, data, wl, frags)
        if seg is None or not seg[6]:
            continue
        src, sport, dst, dport = seg[:4]
        key = (src, sport) if dport == port else (dst, dport) if sport == port else None
        if key is None:
            continue
        if key not in conns:
            order.append(key)
        conns[key][0 if dport == port else 1] += seg[6]
    return [tuple(conns[k]) for k in order]


def _replay(streams, port: int, keylog: Path, cert: Path, key: Path) -> None:
    srv_ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    srv_ctx.load_cert_chain(cert, key)
    lsock = socket.create_server(("127.0.0.1", port))

    def serve():
        for up, down in streams:
            raw, _ = lsock.accept()
            with srv_ctx.wrap_socket(raw, server_side=True) as s:
                got = b""
                while len(got) < len(up):
                    got += s.recv(65536)
                s.sendall(down)
                s.recv(1)  # until the client closes

    t = threading.Thread(target=serve, daemon=True)
    t.start()
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    ctx.check_hostname, ctx.verify_mode = False, ssl.CERT_NONE
    ctx.keylog_filename = str(keylog)
    for i, (up, down) in enumerate(streams):
        if i % 2:
            ctx.maximum_version = ssl.TLSVersion.TLSv1_2
        else:
            ctx.maximum_version = ssl.TLSVersion.TLSv1_3
        with ctx.wrap_socket(socket.create_connection(("127.0.0.1", port))) as c:
            c.sendall(up)
            got = b""
            while len(got) < len(down):
                got += c.recv(65536)
    t.join(10)
    lsock.close()


def replay_over_tls(source: str | Path, source_port: int, folder: Path, port: int) -> tuple:
    """The connections to ``source_port`` in capture ``source`` sent again over real TLS.

    A Python TLS server on ``port`` answers each connection with the recorded
    server bytes once it has the client's; the clients alternate TLS 1.3 and
    1.2 and write ``folder/keys.log``.  Captured into ``folder/mirror-tls.pcapng``.
    Returns ``(capture, keylog, port)``.  Raises CaptureUnavailable when nothing may
    capture here.
    """
    streams = tcp_streams(source, source_port)
    cap, keylog = folder / "mirror-tls.pcapng", folder / "keys.log"
    cert, key = self_signed(folder)
    with Capture(cap, [port]):
        _replay(streams, port, keylog, cert, key)
        time.sleep(0.5)  # let the capture tool write the last packets
    return cap, keylog, port
