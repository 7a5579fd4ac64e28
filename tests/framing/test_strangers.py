"""Strangers on a Kafka port: a connection whose first bytes cannot be Kafka is one row
saying what it looks like, not a run of frame_too_large rows nor orphan responses.

The connections are written by scapy (tests.helpers.tcp_conversation) with the first
bytes real clients and servers send: curl's HTTP/1.1 request and a status line, an
OpenSSH banner each way, random bytes, a TLS ClientHello.  The Kafka hosts and the TLS
on 9093 are captures/tls.pcapng's (real clients and a real broker, tshark counts its
ClientHellos).
"""

from __future__ import annotations

import json
import random
import subprocess

import pytest
from scapy.utils import rdpcap, wrpcap

import dissector
from dissector.flags import Flag
from dissector.frames.plausibility import looks_like

from helpers import CAPTURES, CLIENTS, kmirror, needs_tshark, tcp_conversation

_rnd = random.Random(7)
HTTP_GET = b"GET /metrics HTTP/1.1\r\nHost: broker:9092\r\nUser-Agent: curl/8.5.0\r\n\r\n"
HTTP_404 = b"HTTP/1.1 404 Not Found\r\nContent-Length: 9\r\n\r\nnot found"
SSH_C = b"SSH-2.0-OpenSSH_9.2p1 Debian-2\r\n"
SSH_S = b"SSH-2.0-OpenSSH_8.9p1 Ubuntu-3ubuntu0.6\r\n"
RANDOM = [bytes(_rnd.getrandbits(8) for _ in range(300)) for _ in range(4)]
HELLO = bytes.fromhex("16030100c8010000c40303") + bytes(_rnd.getrandbits(8) for _ in range(194))

STRANGERS = {
    "http": ([(True, HTTP_GET), (False, HTTP_404)] * 7, "not Kafka: looks like HTTP/1.1"),
    "ssh": (
        [(False, SSH_S), (True, SSH_C), (True, RANDOM[0]), (False, RANDOM[1])],
        "not Kafka: looks like SSH-2.0-OpenSSH_8.9p1",
    ),
    "random": (
        [(True, RANDOM[2]), (False, RANDOM[3])] * 3,
        f"not Kafka: its first bytes ({RANDOM[2][:8].hex(' ')}) start no Kafka request",
    ),
}


def test_looks_like():
    assert looks_like(HTTP_GET) == "HTTP/1.1"
    assert looks_like(HTTP_404) == "HTTP/1.1"
    assert looks_like(b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n") == "HTTP/2"
    assert looks_like(SSH_S) == "SSH-2.0-OpenSSH_8.9p1"
    assert looks_like(b"GET /x") is None  # the line is not all there: not said
    assert looks_like(RANDOM[0]) is None


@pytest.mark.parametrize("name", sorted(STRANGERS))
def test_a_stranger_is_one_row_for_its_connection(tmp_path, name):
    segments, note = STRANGERS[name]
    path = tmp_path / f"{name}.pcap"
    wrpcap(str(path), tcp_conversation(segments, start=1_700_000_000.0, close=True))
    df = dissector.read_capture(path, ports=[9092])
    assert len(df) == 1 and df["notes"].tolist() == [note]
    assert df["expert"].tolist() == [""] and df["flag_bits"].tolist() == [int(Flag.NOT_KAFKA)]
    a = json.loads(kmirror("analyze", str(path), "--json").stdout)
    assert (a["orphan_responses"], a["unanswered"]) == (0, 0)  # 1 orphan response before


def test_strangers_beside_real_clients(tmp_path):
    """Seven HTTP connections on 9092 among clients.pcap's real Kafka connections: one row
    each, the Kafka rows unchanged."""
    packets = list(rdpcap(str(CLIENTS)))
    t0 = float(packets[0].time)
    for i in range(7):
        packets += tcp_conversation(
            STRANGERS["http"][0][:2], client=("10.0.0.7", 41000 + i),
            start=t0 + i, close=True,
        )  # fmt: skip
    path = tmp_path / "mixed.pcap"
    wrpcap(str(path), sorted(packets, key=lambda p: p.time))
    df = dissector.read_capture(path, ports=[9092])
    strangers = df[df["flag_bits"] == int(Flag.NOT_KAFKA)]
    assert len(strangers) == 7 and not df["expert"].str.contains("frame_too_large").any()
    kafka = df[df["flag_bits"] != int(Flag.NOT_KAFKA)]
    assert len(kafka) == 524


def test_tls_without_keys_on_a_kafka_port_is_said_once(tmp_path):
    server_hello = bytes.fromhex("160303005a020000560303") + bytes(86)
    segs = [(True, HELLO), (False, server_hello), (True, RANDOM[1])]
    path = tmp_path / "tls.pcap"
    wrpcap(str(path), tcp_conversation(segs, start=1_700_000_000.0, close=True))
    r = kmirror("read", str(path))
    assert r.returncode == 0
    assert r.stderr.splitlines() == [
        "kmirror: port 9092: 1 TLS connection (TLS ClientHello) left encrypted: "
        "Kafka over TLS needs --tls-keylog FILE"
    ]
    assert "frame_too_large" not in r.stdout


def test_tls_on_a_port_detection_did_not_claim_is_named_once():
    r = kmirror("read", str(CAPTURES / "tls.pcapng"))
    lines = [x for x in r.stderr.splitlines() if "TLS" in x]
    assert lines == [
        "kmirror: port 9093: 11 TLS connections between Kafka hosts; "
        "likely Kafka over TLS: --tls-keylog FILE"
    ]


@needs_tshark
@pytest.mark.slow
def test_tshark_counts_the_same_tls_connections():
    out = subprocess.run(
        ["tshark", "-r", str(CAPTURES / "tls.pcapng"), "-d", "tcp.port==9093,tls",
         "-Y", "tls.handshake.type == 1", "-T", "fields", "-e", "tcp.stream"],
        capture_output=True, text=True, check=True,
    ).stdout  # fmt: skip
    assert len(set(out.split())) == 11
