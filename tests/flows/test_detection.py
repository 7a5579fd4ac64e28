"""Kafka found on any port (dissector.frames.detection), and TLS on a Kafka port.

Captures are built with scapy: real Kafka bytes (the first connection of
captures/clients.pcap, moved to an unlisted port) among HTTP, TLS, SSH and
random bytes on other ports.  The detected read must equal the read with the
port given, and nothing else may be called Kafka.
"""

from __future__ import annotations

import json
import random

import pytest

import dissector
from dissector.pipeline.dissector import Dissector

from helpers import CAPTURES, CLIENTS, kmirror, tcp_conversation

KAFKA_PORT = 29092

#: A TLS 1.2 ClientHello record (what a TLS client sends first), a ServerHello, and
#: application data: record header (type, version, length), handshake header, body.
CLIENT_HELLO = (
    bytes.fromhex("160301002f0100002b0303") + b"\x11" * 32 + bytes.fromhex("000002c02b01000000")
)
SERVER_HELLO = bytes.fromhex("160303002a020000260303") + b"\x22" * 32 + bytes.fromhex("00c02b00")
APP_DATA = bytes.fromhex("1703030040") + bytes(range(64))


def _kafka_segments() -> list[tuple[bool, bytes]]:
    """The payloads of the first Kafka connection of clients.pcap (ApiVersions, Metadata)."""
    from scapy.layers.inet import TCP
    from scapy.utils import rdpcap

    out, first = [], None
    for p in rdpcap(str(CLIENTS)):
        if TCP not in p or not bytes(p[TCP].payload):
            continue
        t = p[TCP]
        key = (t.sport, t.dport) if t.dport == 9092 else (t.dport, t.sport)
        first = first or key
        if key == first:
            out.append((t.dport == 9092, bytes(t.payload)))
    return out


def _noise(start: float) -> list:
    """HTTP, TLS, SSH and random-byte connections on ports that are not Kafka's."""
    rng = random.Random(1279)
    pk = []
    convs = [
        ([(True, b"GET /metrics HTTP/1.1\r\nHost: broker\r\n\r\n"),
          (False, b"HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok")], 8080),
        ([(True, CLIENT_HELLO), (False, SERVER_HELLO), (True, APP_DATA)], 443),
        ([(False, b"SSH-2.0-OpenSSH_9.2p1 Debian-2\r\n"),
          (True, b"SSH-2.0-OpenSSH_9.2p1\r\n"), (True, rng.randbytes(600))], 22),
        ([(True, rng.randbytes(300)), (False, rng.randbytes(900)), (True, rng.randbytes(40))],
         5555),
    ]  # fmt: skip
    for i, (segs, port) in enumerate(convs):
        pk += tcp_conversation(
            segs, ("10.0.0.9", 41000 + i), ("10.0.0.2", port), start=start + i, close=True
        )
    return pk


@pytest.fixture(scope="module")
def noisy(tmp_path_factory):
    """Noise on four ports, Kafka on 29092 (from its SYN), noise again after it."""
    from scapy.utils import wrpcap

    pk = _noise(1_700_000_000.0)
    pk += tcp_conversation(
        _kafka_segments(), ("10.0.0.7", 40001), ("10.0.0.1", KAFKA_PORT),
        start=1_700_000_010.0, close=True,
    )  # fmt: skip
    pk += _noise(1_700_000_020.0)
    path = tmp_path_factory.mktemp("detect") / "noisy.pcap"
    wrpcap(str(path), pk)
    return path


def _msgs(path, ports, detect):
    d = Dissector(ports, detect=detect)
    out = [
        (m.frame, m.tcp_stream, m.direction, m.api_name, m.correlation_id, m.sport, m.dport,
         tuple(m.expert), tuple(m.notes))
        for m in d.feed_path(path)
    ]  # fmt: skip
    return out, d


def test_kafka_found_among_http_tls_ssh_and_random_bytes(noisy):
    found, d = _msgs(noisy, [9092], detect=True)
    given, _ = _msgs(noisy, [9092, KAFKA_PORT], detect=False)
    assert found == given
    assert [m[:7] for m in found] == [
        (35, 4, "request", "ApiVersions", 1, 40001, KAFKA_PORT),
        (36, 4, "response", "ApiVersions", 1, KAFKA_PORT, 40001),
        (37, 4, "request", "Metadata", 2, 40001, KAFKA_PORT),
        (38, 4, "response", "Metadata", 2, KAFKA_PORT, 40001),
    ]
    assert all(not m[7] and not m[8] for m in found)
    assert d.detected_ports == [KAFKA_PORT]
    # without detection, nothing: 29092 is not a Kafka port
    assert _msgs(noisy, [9092], detect=False)[0] == []


@pytest.mark.slow
def test_noise_alone_is_never_kafka(tmp_path):
    from scapy.utils import wrpcap

    rng = random.Random(7)
    pk = _noise(1_700_000_000.0)
    for i in range(200):  # random bytes both ways, any port
        segs = [(j % 2 == 0, rng.randbytes(rng.randint(1, 1500))) for j in range(4)]
        pk += tcp_conversation(
            segs, ("10.0.1.9", 30000 + i), ("10.0.1.2", 1024 + i), start=1_700_000_100.0 + i
        )
    path = tmp_path / "noise.pcap"
    wrpcap(str(path), pk)
    msgs, d = _msgs(path, [9092], detect=True)
    assert msgs == [] and d.detected_ports == [] and d.kafka_ports == set()


@pytest.mark.slow
def test_read_says_which_ports_it_found(noisy):
    r = kmirror("read", str(noisy), "--format", "json")
    assert r.returncode == 0, r.stderr
    rows = json.loads(r.stdout)
    assert [(x["frame"], x["api_name"], x["correlation_id"]) for x in rows] == [
        (35, "ApiVersions", 1), (36, "ApiVersions", 1), (37, "Metadata", 2), (38, "Metadata", 2)
    ]  # fmt: skip
    assert r.stderr == f"kmirror: Kafka found on ports {KAFKA_PORT} (detected: {KAFKA_PORT})\n"
    r = kmirror("read", str(noisy), "--format", "json", "-p", str(KAFKA_PORT))
    assert json.loads(r.stdout) == rows and r.stderr == ""
    r = kmirror("read", str(noisy), "--no-detect")
    assert r.returncode == 1
    # no TCP on 9092 at all: what the packets were is said instead (issue 26)
    assert r.stderr == (
        f"kmirror: error: {noisy}: no TCP on port(s) 9092: the capture holds 71 TCP not on a "
        "Kafka port; try --port with the broker's port\n"
    )


@pytest.mark.slow
def test_analyze_without_ports_tells_the_same_story():
    cap = str(CAPTURES / "failback.pcapng")
    found = kmirror("analyze", cap, "--json")
    given = kmirror("analyze", cap, "--json", "-p", "9093", "-p", "19092", "-p", "19093")
    assert found.returncode == given.returncode == 0
    assert json.loads(found.stdout) == json.loads(given.stdout)
    assert found.stderr == "kmirror: Kafka found on ports 9092, 9093, 19092, 19093 (detected: 9093, 19092, 19093)\n"  # noqa: E501
    assert given.stderr == ""
    a = dissector.analyze(cap, detect=True)
    assert a.detected_ports == [19093, 9093, 19092]
    assert a.kafka_ports == [9092, 9093, 19092, 19093]


@pytest.mark.parametrize("name", ["walkthrough.pcap", "clients.pcap", "multi.pcapng"])
def test_detection_reads_the_committed_captures_like_their_ports(name):
    ports = {"walkthrough.pcap": [9092, 19092], "clients.pcap": [9092]}.get(
        name, [9092, 9093, 19092, 19093]
    )
    given = dissector.read_capture(CAPTURES / name, ports=ports)
    found = dissector.read_capture(CAPTURES / name, detect=True)
    key = ["frame", "direction", "correlation_id"]
    assert found.sort_values(key).reset_index(drop=True).equals(
        given.sort_values(key).reset_index(drop=True)
    )


def test_tls_on_a_kafka_port_is_one_row_per_direction(tmp_path):
    from scapy.utils import wrpcap

    segs = [(True, CLIENT_HELLO), (False, SERVER_HELLO), (True, APP_DATA), (False, APP_DATA * 30)]
    path = tmp_path / "tls.pcap"
    wrpcap(str(path), tcp_conversation(segs, start=1_700_000_000.0, close=True))
    msgs, d = _msgs(path, [9092], detect=False)
    note = ("encrypted (TLS, no key)",)  # dissector.capture.tls.NO_KEY_NOTE: one mechanism for TLS
    assert msgs == [
        (4, 0, "request", None, None, 40001, 9092, (), note),
        (5, 0, "response", None, None, 9092, 40001, (), note),
    ]
    assert d.skipped_bytes == 0
    # on another port, with detection, TLS is not Kafka at all
    path2 = tmp_path / "tls2.pcap"
    wrpcap(
        str(path2),
        tcp_conversation(segs, server=("10.0.0.1", 8443), start=1_700_000_000.0, close=True),
    )
    assert _msgs(path2, [9092], detect=True)[0] == []


def test_kafka_found_in_a_capture_that_starts_mid_connection(tmp_path):
    """No SYN, and the first bytes are the answer to a request sent before the capture
    started: the side that spoke first is the broker, found all the same."""
    from scapy.utils import wrpcap

    segs = _kafka_segments()[1:]  # ApiVersions response, Metadata request and response
    path = tmp_path / "mid.pcap"
    wrpcap(
        str(path),
        tcp_conversation(
            segs, server=("10.0.0.1", KAFKA_PORT), handshake=(), start=1_700_000_000.0
        ),
    )
    found, d = _msgs(path, [9092], detect=True)
    given, _ = _msgs(path, [9092, KAFKA_PORT], detect=False)
    assert found == given
    assert [m[:5] for m in found] == [
        (1, 0, "response", None, 1),
        (2, 0, "request", "Metadata", 2),
        (3, 0, "response", "Metadata", 2),
    ]
    assert found[0][7] == ("request_missing@4",)
    assert d.detected_ports == [KAFKA_PORT]


def test_a_connection_that_cannot_prove_itself_is_kafka_once_its_port_is(tmp_path):
    """Connection A sends one request and closes (no answer: not proof enough alone);
    connection B to the same port proves it Kafka while A is still being judged."""
    from scapy.utils import wrpcap

    kafka = _kafka_segments()
    a = tcp_conversation(
        [kafka[2]], ("10.0.0.8", 40002), ("10.0.0.1", KAFKA_PORT),
        start=1_700_000_000.0, close=True,
    )  # fmt: skip
    for p in a[-2:]:
        p.time += 5  # A's FINs come after B
    b = tcp_conversation(
        kafka, ("10.0.0.7", 40001), ("10.0.0.1", KAFKA_PORT), start=1_700_000_001.0
    )
    path = tmp_path / "two.pcap"
    wrpcap(str(path), sorted(a + b, key=lambda p: p.time))
    found, d = _msgs(path, [9092], detect=True)
    given, _ = _msgs(path, [9092, KAFKA_PORT], detect=False)
    # A's request comes out when B has proved the port (a replay): same message, later
    assert sorted(found) == sorted(given)
    assert [m[:5] for m in found] == [
        (8, 1, "request", "ApiVersions", 1),
        (9, 1, "response", "ApiVersions", 1),
        (4, 0, "request", "Metadata", 2),
        (10, 1, "request", "Metadata", 2),
        (11, 1, "response", "Metadata", 2),
    ]
    assert [m[:5] for m in given][:1] == [(4, 0, "request", "Metadata", 2)]
    assert d.detected_ports == [KAFKA_PORT]
    # alone, A is not enough to call the port Kafka
    wrpcap(str(tmp_path / "a.pcap"), a)
    assert _msgs(tmp_path / "a.pcap", [9092], detect=True)[0] == []
