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


#: curl's request for ``/`` and a 425-byte ``HTTP/1.1 404`` reply, as a fresh user sent them
CURL_GET = (
    b"GET / HTTP/1.1\r\nHost: localhost:9092\r\nUser-Agent: curl/8.5.0\r\nAccept: */*\r\n\r\n"
)
_HEAD_404 = b"HTTP/1.1 404 Not Found\r\nContent-Type: text/plain\r\nContent-Length: 348\r\n\r\n"
REPLY_404 = _HEAD_404 + b"x" * (425 - len(_HEAD_404))


@pytest.fixture
def curl_pcap(tmp_path):
    """One HTTP connection on 9092: handshake (frames 1-3), request (4), reply (5)."""
    assert len(REPLY_404) == 425
    path = tmp_path / "curl.pcap"
    segs = [(True, CURL_GET), (False, REPLY_404)]
    wrpcap(str(path), tcp_conversation(segs, start=1_700_000_000.0))
    return path


HTTP_LINE = "kmirror: port 9092: 1 connection is not Kafka (looks like HTTP/1.1; frames 4-5)"


def test_a_stranger_is_said_on_stderr_and_in_the_visible_columns(curl_pcap):
    """read, show, fields and analyze each say the stranger in one stderr line; read's
    text table names it in api_name (the notes column is not shown by default)."""
    r = kmirror("read", str(curl_pcap))
    assert r.returncode == 0 and r.stderr.splitlines() == [HTTP_LINE]
    head, row = r.stdout.splitlines()
    assert row.split()[0] == "4" and "not Kafka: looks like HTTP/1.1" in row
    assert head.index("api_name") == row.index("not Kafka: looks like HTTP/1.1")
    show = kmirror("show", str(curl_pcap), "--frame", "4")
    assert show.returncode == 0 and show.stderr.splitlines() == [HTTP_LINE]
    assert show.stdout.splitlines() == [
        "Frame 4: tcp.stream 0, 10.0.0.7:40001 -> 10.0.0.1:9092, 0 bytes",
        "Not Kafka: looks like HTTP/1.1; request: no Kafka frame decoded",
        "    [Note: not Kafka: looks like HTTP/1.1]",
    ]  # not a Kafka tree ("Kafka, unknown API Response", "length: -4" before)
    fields = kmirror("fields", str(curl_pcap))
    assert HTTP_LINE in fields.stderr.splitlines()
    a = kmirror("analyze", str(curl_pcap))
    assert a.returncode == 0 and HTTP_LINE in a.stderr.splitlines()
    assert a.stdout.startswith("curl.pcap: 0 messages, 0 exchanges")  # 1 message before


def test_a_stranger_is_not_counted_as_a_kafka_message(curl_pcap):
    """Merged with walkthrough.pcap (114 messages; ``tshark -d tcp.port==19092,kafka``
    lists 114 correlation_ids), the analysis counts 114 Kafka messages and one connection
    not Kafka, not 115 messages; the messages table keeps the stranger's row."""
    walk = CAPTURES / "walkthrough.pcap"
    alone = json.loads(kmirror("analyze", str(walk), "--json").stdout)
    r = kmirror("analyze", str(curl_pcap), str(walk), "--json")
    both = json.loads(r.stdout)
    assert alone["messages"] == 114
    assert (both["messages"], both["not_kafka_connections"]) == (114, 1)
    a = dissector.analyze([str(curl_pcap), str(walk)], ports=[9092, 19092])
    assert a.message_count == 115 and a.not_kafka == {9092: [("HTTP/1.1", 4, 5)]}
    assert (a.messages["flag_bits"] == int(Flag.NOT_KAFKA)).sum() == 1


def test_the_stranger_line_counts_and_names_each_kind(tmp_path):
    packets = []
    for i, name in enumerate(["http", "http", "ssh", "random"]):
        packets += tcp_conversation(
            STRANGERS[name][0], client=("10.0.0.7", 41000 + i), start=1_700_000_000.0 + i,
            close=True,
        )  # fmt: skip
    path = tmp_path / "strangers.pcap"
    wrpcap(str(path), packets)
    frames = []
    n = 0
    for name in ["http", "http", "ssh", "random"]:
        k = len(STRANGERS[name][0])
        frames.append(f"{n + 4}-{n + 3 + k}")
        n += 3 + k + 2  # handshake, segments, two FINs
    r = kmirror("read", str(path))
    assert r.returncode == 0
    assert r.stderr.splitlines() == [
        "kmirror: port 9092: 4 connections are not Kafka (looks like HTTP/1.1 (2), "
        "SSH-2.0-OpenSSH_8.9p1 (1), 1 with no Kafka frame at their first bytes; "
        f"frames {', '.join(frames)})"
    ]


def test_a_key_log_with_no_key_for_the_tls_elsewhere_is_said(tmp_path):
    """With --tls-keylog given, the TLS line says the key log has no keys for those
    connections, not to give --tls-keylog (as the -p 9093 path says)."""
    keys = tmp_path / "nomatch.keys"
    keys.write_text(f"CLIENT_RANDOM {'ab' * 32} {'cd' * 48}\n")
    r = kmirror("read", str(CAPTURES / "tls.pcapng"), "--tls-keylog", str(keys))
    assert r.returncode == 0
    lines = [x for x in r.stderr.splitlines() if "TLS" in x]
    assert lines == [
        f"kmirror: warning: {keys}: no key matches a TLS session in "
        f"{CAPTURES / 'tls.pcapng'} (TLS stays encrypted)",
        "kmirror: port 9093: 11 TLS connections between Kafka hosts; likely Kafka over TLS: "
        f"the key log {keys} has no keys for them",
    ]
    assert "--tls-keylog FILE" not in r.stderr
