"""Profiles (a second KIP revision with no code change, key overrides, key detection) and
the ``show``/``fields`` views.

The second profile lives in tests/data/profiles/kip1279-renamed: AddTopicsToMirror renamed
StartMirrorTopics on key 1095, with a version-1 field, a tagged field and other state codes.
"""

from __future__ import annotations

import struct
from pathlib import Path

import pytest
from scapy.utils import wrpcap

import dissector
from dissector.profiles.profile import load_profile
from dissector.tables.views import read_fields
from dissector.wire.codec import encode_body
from dissector.wire.headers import encode_request, encode_response

from helpers import CASES, ROOT, kmirror, tcp_conversation
from helpers import WALKTHROUGH as WALK

RENAMED = ROOT / "tests" / "data" / "profiles" / "kip1279-renamed"


def _tcp_capture(path: Path, exchanges: list[tuple[bytes, bytes]], port: int = 9092) -> None:
    """One TCP connection carrying (request bytes, response bytes) pairs in order."""
    segments = [seg for req, resp in exchanges for seg in ((True, req), (False, resp))]
    pkts = tcp_conversation(
        segments, ("10.9.0.2", 41000), ("10.9.0.1", port), isn=(99, 899), handshake=("S", "SA")
    )
    wrpcap(str(path), pkts)


@pytest.fixture
def renamed_capture(tmp_path):
    prof = load_profile(RENAMED)
    start = prof.message(1095, "request")
    start_resp = prof.message(1095, "response")
    read_resp = prof.message(100, "response")
    read_req = prof.message(100, "request")
    body = {
        "mirror_name": "apac",
        "topics": [
            {
                "topic_id": "6e7b0f5c-1d7e-4c38-9a43-3f2d9b6c1a10",
                "topic_name": "orders",
                "start_offset": 500,
            }
        ],
        "dry_run": True,
    }
    ex = [
        (
            encode_request(1095, 1, 1, "admin", encode_body(start, 1, body)),
            encode_response(1, encode_body(start_resp, 1, {"topics": [{"name": "orders"}]})),
        ),
        (
            encode_request(
                100,
                0,
                2,
                "leader-1",
                encode_body(
                    read_req,
                    0,
                    {
                        "mirror_name": "apac",
                        "topics": [{"name": "orders", "partitions": [{"partition_index": 0}]}],
                    },
                ),
            ),
            encode_response(
                2,
                encode_body(
                    read_resp,
                    0,
                    {
                        "topics": [
                            {
                                "name": "orders",
                                "partitions": [
                                    {"partition_index": 0, "last_mirrored_offset": 77, "state": 20}
                                ],
                            }
                        ]
                    },
                ),
            ),
        ),
    ]
    path = tmp_path / "renamed.pcap"
    _tcp_capture(path, ex)
    return path


def test_second_profile_needs_no_code_change(renamed_capture):
    # With the default profile, key 1095 is unknown and state 20 means nothing.
    df = dissector.read_capture(renamed_capture)
    first = df.iloc[0]
    assert first["api_key"] == 1095 and not first["mirror"]
    assert "unknown_api_key@4" in first["expert"]
    # With the renamed profile: decoded field by field, the extra and tagged fields included.
    prof = load_profile(RENAMED)
    msgs = list(dissector.iter_messages(renamed_capture, profile=prof))
    assert [m.api_name for m in msgs] == ["StartMirrorTopics"] * 2 + ["ReadMirrorStates"] * 2
    assert msgs[0].body == {
        "mirror_name": "apac",
        "topics": [
            {
                "topic_id": "6e7b0f5c-1d7e-4c38-9a43-3f2d9b6c1a10",
                "topic_name": "orders",
                "start_offset": 500,
            }
        ],
        "dry_run": True,
    }
    assert all(m.mirror and not m.expert for m in msgs)
    assert msgs[0].mirror_name == "apac"
    f = read_fields(renamed_capture, profile=prof)
    state = f[f["path"] == "topics[0].partitions[0].state"]
    assert state["value"].tolist() == [20] and state["state_name"].tolist() == ["MIRRORING"]


def test_specs_option_on_the_command_line(renamed_capture):
    r = kmirror("read", str(renamed_capture), "--specs", str(RENAMED), "--format", "csv")
    assert r.returncode == 0, r.stderr
    assert "StartMirrorTopics" in r.stdout and "unknown_api_key" not in r.stdout


def test_mirror_keys_override(tmp_path):
    prof = load_profile()
    lm = prof.message(98, "response")
    ex = [
        (
            encode_request(1098, 0, 5, "admin", b"\x00"),
            encode_response(
                5,
                encode_body(
                    lm,
                    0,
                    {
                        "mirrors": [
                            {"mirror_name": "m", "source_bootstrap": "s:9092", "topic_count": 2}
                        ]
                    },
                ),
            ),
        )
    ]
    path = tmp_path / "moved.pcap"
    _tcp_capture(path, ex)
    assert dissector.read_capture(path)["api_name"].isna().all()
    r = kmirror("read", str(path), "--mirror-keys", "ListMirrors=1098", "--format", "json")
    assert r.returncode == 0, r.stderr
    assert '"api_name":"ListMirrors"' in r.stdout.replace(" ", "")
    assert '"mirror_name":"m"' in r.stdout.replace(" ", "")


def _api_versions_v3_response(correlation_id: int, keys: list[tuple[int, int, int]]) -> bytes:
    body = struct.pack(">h", 0) + bytes([len(keys) + 1])
    for k, lo, hi in keys:
        body += struct.pack(">hhh", k, lo, hi) + b"\x00"
    body += struct.pack(">i", 0) + b"\x00"
    # ApiVersions responses use response header v0 whatever the version
    return struct.pack(">ii", 4 + len(body), correlation_id) + body


@pytest.mark.slow
def test_detect_keys_from_api_versions(tmp_path):
    prof = load_profile()
    std = [(k, 0, 3) for k in (0, 1, 3, 18)]
    shifted = [(k + 100, 0, 0) for k in range(94, 102)]
    av_req = encode_request(18, 3, 1, "admin", b"\x05kmir\x041.0\x00")
    lmo_req = encode_request(
        197,
        0,
        2,
        "leader",
        encode_body(prof.message(97, "request"), 0, {"mirror_name": "m2", "topics": []}),
    )
    lmo_resp = encode_response(2, encode_body(prof.message(97, "response"), 0, {"topics": []}))
    path = tmp_path / "detect.pcap"
    _tcp_capture(path, [(av_req, _api_versions_v3_response(1, std + shifted)), (lmo_req, lmo_resp)])

    r = kmirror("keys", str(path))
    assert r.returncode == 0, r.stderr
    assert "194" in r.stdout and "201" in r.stdout
    assert "LastMirroredOffsets=197" in r.stdout

    plain = kmirror("read", str(path), "--format", "csv")
    assert "unknown_api_key" in plain.stdout
    r = kmirror("read", str(path), "--detect-keys", "--format", "csv")
    assert r.returncode == 0, r.stderr
    assert "LastMirroredOffsets" in r.stdout and "unknown_api_key" not in r.stdout
    assert "LastMirroredOffsets=197" in r.stderr


@pytest.mark.slow
def test_c1_no_keys_outside_the_standard_set():
    """Case C1: 59 standard keys advertised, none of them a mirror key."""
    from dissector.pipeline.dissector import Dissector
    from dissector.pipeline.keys import advertised_keys

    prof = load_profile()
    df = advertised_keys(
        Dissector((9092,), prof, always={18}).feed_path(CASES / "18-api-versions-v3.pcap"), prof
    )
    assert len(df) == 59
    assert df["standard"].all()
    assert df["profile_rpc"].isna().all()
    r = kmirror("keys", str(CASES / "18-api-versions-v3.pcap"))
    assert r.returncode == 0 and "no API keys outside the standard Kafka set" in r.stdout


def test_keys_without_api_versions_names_the_detected_ports_too():
    """A reviewer's case: ``keys`` said Kafka was found on a detected port, then that there
    was no ApiVersions response on 9092 alone."""
    r = kmirror("keys", str(CASES / "11-join-group-v7.pcap"))
    assert r.returncode == 1
    assert "detected: 36333" in r.stderr
    assert r.stderr.strip().splitlines()[-1].endswith(
        "no ApiVersions response on port(s) 9092, 36333"
    )


@pytest.mark.slow
def test_show_prints_a_tree_with_names():
    df = dissector.read_capture(WALK, ports=[19092])
    frame = int(
        df[(df["correlation_id"] == 18) & (df["direction"] == "response") & df["mirror"]][
            "frame"
        ].iloc[0]
    )
    r = kmirror("show", str(WALK), "-p", "19092", "--frame", str(frame))
    assert r.returncode == 0, r.stderr
    out = r.stdout
    assert "LastMirroredOffsets Response" in out
    assert "correlation_id: 18" in out
    assert "last_mirrored_offset: 13" in out
    assert "error_code: NONE (0)" in out
    assert f"[request in frame: {frame - 1}]" in out
    r = kmirror("show", str(WALK), "--frame", "999999")
    assert r.returncode == 1 and "has frames 1 to 190; no frame 999999" in r.stderr


@pytest.mark.slow
def test_fields_table_paths_values_and_names():
    f = read_fields(WALK, ports=[19092])
    lmo = f[
        (f["correlation_id"] == 18)
        & (f["api_name"] == "LastMirroredOffsets")
        & (f["direction"] == "response")
    ]
    got = dict(zip(lmo["path"], lmo["value"], strict=True))
    assert got["topics[0].partitions[0].last_mirrored_offset"] == 13
    assert got["topics[0].partitions[2].last_mirrored_offset"] == 8
    assert got["topics[0].name"] == "orders"
    err = f[
        (f["correlation_id"] == 2)
        & (f["path"] == "error_code")
        & (f["direction"] == "response")
        & (f["api_name"] == "CreateMirror")
    ]
    assert err["value"].tolist() == [42] and err["error_name"].tolist() == ["INVALID_REQUEST"]
    cfg = f[(f["api_name"] == "CreateMirror") & (f["path"].str.startswith("config["))]
    assert None in cfg["value"].tolist()  # the null config value stays null
    r = kmirror("fields", str(WALK), "-p", "19092", "--mirror-only", "--format", "json")
    assert (
        r.returncode == 0
        and '"path":"topics[0].partitions[0].last_mirrored_offset"' in r.stdout.replace(" ", "")
    )
