"""Kafka 4.4's own keys 93 and 94, and key 94 decided per server endpoint.

Apache Kafka 4.4 gives key 93 to StreamsGroupTopologyDescriptionUpdate and key 94
to UnregisterController (sent to KRaft controllers); every KIP-1279 profile gives
94 to CreateMirror/CreateClusterMirror.  The specs are carried in
``dissector/kafka/newer`` (kio 0.6.5 stops at 92).  The capture here is built
with our encoder from those specs (``encode_body``), on loopback addresses:

- controller 127.0.0.1:9093 answers an ApiVersions request advertising 94 and
  none of the mirror keys, then gets an UnregisterController;
- controller 127.0.0.2:9093 gets an UnregisterController with no ApiVersions
  before it (its body decides);
- broker 127.0.0.3:9092 speaks the 2026-07 prototype (ApiVersions advertising
  94-105, then every mirror RPC, ``cl3_capture.py``): still tagged mirror.

tshark 4.4 is no oracle here: its Kafka dissector names keys up to 67
(``tshark -G values``), so it knows neither UnregisterController nor the mirror RPCs.
"""

from __future__ import annotations

import json
import struct

import pytest
from cl3_capture import EXCHANGES, api_versions

import dissector
from dissector import iter_messages
from dissector.errors import CaptureNote
from dissector.kafka.protocol import API_NAMES, ApiKey
from dissector.wire.codec import encode_body
from dissector.wire.headers import encode_request, encode_response
from dissector.wire.legacy import legacy_specs

from helpers import kmirror, tcp_conversation

CL3 = "kip1279-cl3-2026-07"
CONTROLLER_ADV = [0, 1, 3, 18, 52, 55, 62, 64, 80, 81, 94]  # a KRaft controller's, abridged


def _controller_api_versions(keys: list[int]) -> tuple[bytes, bytes]:
    req, _ = api_versions([])
    body = struct.pack(">h", 0) + bytes([len(keys) + 1])
    for k in keys:
        body += struct.pack(">hhh", k, 0, 0) + b"\x00"
    body += struct.pack(">i", 0) + b"\x00"
    raw = struct.pack(">i", 999) + body  # ApiVersions responses keep header v0
    return req, struct.pack(">i", len(raw)) + raw


def _unregister(correlation_id: int, controller_id: int) -> tuple[bytes, bytes]:
    specs = legacy_specs()
    req_spec, resp_spec = specs[(94, "request")], specs[(94, "response")]
    body = encode_body(req_spec, 0, {"controller_id": controller_id})
    resp = encode_body(
        resp_spec, 0, {"throttle_time_ms": 0, "error_code": 0, "error_message": None}
    )
    return (
        encode_request(94, 0, correlation_id, "kraft-admin", body, 2),
        encode_response(correlation_id, resp, 1),
    )


@pytest.fixture(scope="module")
def capture(tmp_path_factory):
    from scapy.utils import wrpcap

    t0 = 1_780_000_000.0
    adv_req, adv_resp = _controller_api_versions(CONTROLLER_ADV)
    u1 = _unregister(7, 3001)
    u2 = _unregister(8, 3002)
    mirror_segments = list(zip((True, False), api_versions(list(range(94, 106))), strict=True))
    for _rpc, _key, req, _rv, resp, _pv in EXCHANGES:
        mirror_segments += [(True, req), (False, resp)]
    packets = tcp_conversation(
        [(True, adv_req), (False, adv_resp), (True, u1[0]), (False, u1[1])],
        client=("127.0.0.10", 41001), server=("127.0.0.1", 9093), start=t0, close=True,
    )  # fmt: skip
    packets += tcp_conversation(
        [(True, u2[0]), (False, u2[1])],
        client=("127.0.0.10", 41002), server=("127.0.0.2", 9093), start=t0 + 1, close=True,
    )  # fmt: skip
    packets += tcp_conversation(
        mirror_segments,
        client=("127.0.0.10", 41003), server=("127.0.0.3", 9092), start=t0 + 2, close=True,
    )  # fmt: skip
    path = tmp_path_factory.mktemp("kafka44") / "kraft-unregister.pcap"
    wrpcap(str(path), packets)
    return path


def test_keys_93_and_94_are_kafkas_apis():
    assert API_NAMES[93] == "StreamsGroupTopologyDescriptionUpdate"
    assert API_NAMES[94] == "UnregisterController"
    assert ApiKey.UNREGISTER_CONTROLLER == 94
    specs = legacy_specs()
    assert [f.key for f in specs[(93, "request")].fields] == [
        "group_id", "member_id", "topology_epoch", "topology_description",
    ]  # fmt: skip
    assert [f.key for f in specs[(94, "response")].fields] == [
        "throttle_time_ms", "error_code", "error_message",
    ]  # fmt: skip


def test_unregister_controller_is_not_mirror_while_the_mirror_broker_still_is(capture):
    with pytest.warns(CaptureNote) as said:
        msgs = list(iter_messages(capture, [9092, 9093], profile=CL3))
    assert all(m.expert == [] for m in msgs), [(m.frame, m.expert) for m in msgs if m.expert]
    on94 = [(m.dst if m.kind == "request" else m.src, m.kind, m.api_name, m.mirror)
            for m in msgs if m.api_key == 94]  # fmt: skip
    assert on94 == [
        ("127.0.0.1", "request", "UnregisterController", False),
        ("127.0.0.1", "response", "UnregisterController", False),
        ("127.0.0.2", "request", "UnregisterController", False),
        ("127.0.0.2", "response", "UnregisterController", False),
        ("127.0.0.3", "request", "CreateClusterMirror", True),
        ("127.0.0.3", "response", "CreateClusterMirror", True),
    ]
    bodies = [m.body for m in msgs if m.api_name == "UnregisterController"]
    assert bodies == [
        {"controller_id": 3001},
        {"throttle_time_ms": 0, "error_code": 0, "error_message": None},
        {"controller_id": 3002},
        {"throttle_time_ms": 0, "error_code": 0, "error_message": None},
    ]
    mirror = [m for m in msgs if m.mirror]
    assert len(mirror) == 2 * len(EXCHANGES) and {m.dst for m in mirror if m.kind == "request"} == {
        "127.0.0.3"
    }
    notes = [m.notes for m in msgs if m.api_name == "UnregisterController" and m.kind == "request"]
    assert [[str(w.message)] for w in said] == notes  # one line per endpoint, as noted
    assert notes == [
        [
            "key 94 at 127.0.0.1:9093 is Kafka's UnregisterController, not the profile's "
            "CreateClusterMirror (its ApiVersions response, frame 5, advertises 94 and none "
            "of the profile's 95-96, 98-105)"
        ],
        [
            "key 94 at 127.0.0.2:9093 is Kafka's UnregisterController, not the profile's "
            "CreateClusterMirror (no ApiVersions response from it; its request in frame 13 "
            "decodes as UnregisterController and not as CreateClusterMirror)"
        ],
    ]


def test_the_cli_says_each_decision_in_one_line_and_auto_still_finds_the_revision(capture):
    r = kmirror("read", str(capture), "--format", "json", "-p", "9093")
    assert r.returncode == 0, r.stderr
    rows = json.loads(r.stdout)
    assert [(x["api_name"], x["mirror"]) for x in rows if x["api_key"] == 94] == [
        ("UnregisterController", False), ("UnregisterController", False),
        ("UnregisterController", False), ("UnregisterController", False),
        ("CreateClusterMirror", True), ("CreateClusterMirror", True),
    ]  # fmt: skip
    assert sum(x["mirror"] for x in rows) == 2 * len(EXCHANGES)
    lines = r.stderr.splitlines()
    assert lines[0].startswith(f"kmirror: profile {CL3} (auto: {2 * len(EXCHANGES)} of ")
    assert lines[1:] == [
        "kmirror: key 94 at 127.0.0.1:9093 is Kafka's UnregisterController, not the profile's "
        "CreateClusterMirror (its ApiVersions response, frame 5, advertises 94 and none of "
        "the profile's 95-96, 98-105)",
        "kmirror: key 94 at 127.0.0.2:9093 is Kafka's UnregisterController, not the profile's "
        "CreateClusterMirror (no ApiVersions response from it; its request in frame 13 decodes "
        "as UnregisterController and not as CreateClusterMirror)",
    ]
    with pytest.warns(CaptureNote):
        df = dissector.read_capture(capture, ports=[9092, 9093], profile="auto")
    assert df["mirror"].sum() == 2 * len(EXCHANGES)


def test_the_keys_table_says_whose_94_it_is_per_broker(capture):
    """``kmirror keys``' table: 94 is Kafka's on the controller that advertises no mirror
    key, the profile's CreateClusterMirror on the broker that advertises 95-105 too."""
    from dissector.pipeline.keys import advertised_keys
    from dissector.profiles.profile import load_profile

    with pytest.warns(CaptureNote):
        df = advertised_keys(iter_messages(capture, [9092, 9093], profile=CL3), load_profile(CL3))
    on94 = df[df.api_key == 94][["broker", "standard", "profile_rpc"]].fillna("")
    assert [tuple(r) for r in on94.itertuples(index=False)] == [
        ("127.0.0.1:9093", True, ""),
        ("127.0.0.3:9092", False, "CreateClusterMirror"),
    ]
    r = kmirror("keys", str(capture), "-p", "9093", "--no-detect")
    assert r.returncode == 0, r.stderr
    assert "127.0.0.1:9093  94" not in r.stdout and "127.0.0.3:9092  94" in r.stdout
