"""A failover and failback in the KIP-1279 prototype revision 2026-07, told by the analysis.

The capture is written here exchange by exchange with the project's encoder (the decoding
itself is checked independently in ``test_profile_cl3.py``): cluster b mirrors ``orders``
from cluster a (mirror ``eu-west``), its partitions go LOG_TRUNCATION -> MIRRORING, one is
paused and resumed, one fails and is retried, one goes through epoch fencing; then b stops
mirroring (failover), a mirrors ``orders`` back from b (``eu-west-back``) after looking up
the last mirror epochs b recorded, and b deletes its mirror.  One write breaks the state
machine (PAUSED straight from MIRRORING).  The expected story is written next to it.
"""

from __future__ import annotations

import pytest
from scapy.utils import wrpcap

import dissector
from dissector.profiles.profile import load_profile
from dissector.wire.codec import encode_body
from dissector.wire.headers import encode_request, encode_response

from helpers import tcp_conversation

PROFILE = load_profile("kip1279-cl3-2026-07")
A, B = ("127.0.0.1", 19092), ("127.0.0.1", 19093)
TOPIC_ID = "5b0e7f4c-1d2a-4e3b-8c9d-0a1b2c3d4e5f"
CODE = {n: c for c, n in PROFILE.states.items()}


def _frames(rpc: str, corr: int, client: str, request: dict, response: dict):
    key = PROFILE.rpcs[rpc]
    req = encode_request(
        key, 0, corr, client, encode_body(PROFILE.message(key, "request"), 0, request)
    )
    resp = encode_response(corr, encode_body(PROFILE.message(key, "response"), 0, response))
    return [(True, req), (False, resp)]


def _write(mirror, parts, stopped=()):
    return {
        "mirror_name": mirror,
        "topics": [
            {
                "name": "orders",
                "partitions": [
                    {"partition_index": p, "state": CODE[s], "last_mirror_epoch": e}
                    for p, s, e in parts
                ],
            }
        ],
        "stopped_topics": list(stopped),
    }


def _written(parts):
    return {
        "topics": [
            {
                "name": "orders",
                "partitions": [{"partition_index": p, "error_code": 0} for p, *_ in parts],
            }
        ]
    }


def _lookup(cluster_id):
    return {
        "cluster_id": cluster_id,
        "last_mirror_epoch_lookups": [{"topic_id": TOPIC_ID, "partitions": [0, 1]}],
    }


def _looked_up(epoch):
    return {
        "lookup_results": [
            {
                "topic_id": TOPIC_ID,
                "partitions": [{"partition_index": p, "last_mirror_epoch": epoch} for p in (0, 1)],
            }
        ]
    }


def _story() -> list[tuple[str, tuple, tuple, list]]:
    """(client_id, client address, server, frames) per connection, in time order."""
    steps = []
    corr = iter(range(1, 1000))

    def on(client, port, server, rpc, request, response):
        steps.append(
            (
                client,
                ("127.0.0.1", port),
                server,
                _frames(rpc, next(corr), client, request, response),
            )
        )

    top = {"mirror_name": "eu-west", "topics": [{"topic_name": "orders"}]}
    ok_topics = {"topics": [{"name": "orders", "error_code": 0}]}
    on(
        "admin-1",
        40001,
        B,
        "CreateClusterMirror",
        {
            "mirror_name": "eu-west",
            "config": [{"name": "bootstrap.servers", "value": "127.0.0.1:19092"}],
        },
        {},
    )
    on(
        "admin-1",
        40002,
        B,
        "StartMirrorTopics",
        {
            "mirror_name": "eu-west",
            "topics": [{"topic_id": TOPIC_ID, "topic_name": "orders", "num_partitions": 2}],
        },
        ok_topics,
    )
    on(
        "leader-b1",
        40003,
        B,
        "ReadMirrorStates",
        {
            "mirror_name": "eu-west",
            "topics": [
                {"name": "orders", "partitions": [{"partition_index": 0}, {"partition_index": 1}]}
            ],
        },
        {
            "topics": [
                {
                    "name": "orders",
                    "partitions": [
                        {
                            "partition_index": p,
                            "state": CODE["LOG_TRUNCATION"],
                            "last_mirror_epoch": -1,
                            "previous_state": -1,
                        }
                        for p in (0, 1)
                    ],
                }
            ]
        },
    )
    on("leader-b1", 40004, A, "DescribeClusterMirrors", _lookup("cluster-b"), _looked_up(-1))
    parts = [(0, "MIRRORING", 3), (1, "MIRRORING", 3)]
    on("leader-b1", 40005, B, "WriteMirrorStates", _write("eu-west", parts), _written(parts))
    on("admin-1", 40006, B, "PauseMirrorTopics", top, ok_topics)
    for step in ([(0, "PAUSING", 3)], [(0, "PAUSED", 3)]):
        on(
            "leader-b1",
            40007 + len(steps),
            B,
            "WriteMirrorStates",
            _write("eu-west", step),
            _written(step),
        )
    on("admin-1", 40020, B, "ResumeMirrorTopics", top, ok_topics)
    for step in ([(0, "MIRRORING", 3)], [(1, "FAILED", 3)], [(1, "MIRRORING", 3)]):
        on(
            "leader-b1",
            40021 + len(steps),
            B,
            "WriteMirrorStates",
            _write("eu-west", step),
            _written(step),
        )
    on(
        "controller-b",
        40040,
        B,
        "BumpLeaderEpochs",
        {
            "topics": [
                {
                    "topic_id": TOPIC_ID,
                    "partitions": [{"partition_index": 0, "min_leader_epoch": 4}],
                }
            ]
        },
        {
            "topics": [
                {"topic_name": "orders", "partitions": [{"partition_index": 0, "error_code": 0}]}
            ]
        },
    )
    for step in ([(0, "EPOCH_FENCING", 4)], [(0, "MIRRORING", 5)], [(1, "PAUSED", 5)]):
        on(
            "leader-b1",
            40041 + len(steps),
            B,
            "WriteMirrorStates",
            _write("eu-west", step),
            _written(step),
        )
    on(
        "admin-1",
        40060,
        B,
        "DescribeClusterMirrors",
        {"mirror_names": ["eu-west"]},
        {
            "mirrors": [
                {
                    "mirror_name": "eu-west",
                    "topics": [
                        {
                            "topic_name": "orders",
                            "partitions": [
                                {
                                    "partition_index": 0,
                                    "source_offset": 40,
                                    "destination_offset": 38,
                                    "lag": 2,
                                    "state_value": "MIRRORING",
                                },
                                {
                                    "partition_index": 1,
                                    "source_offset": 30,
                                    "destination_offset": 30,
                                    "lag": 0,
                                    "state_value": "PAUSED",
                                },
                            ],
                        }
                    ],
                }
            ]
        },
    )
    # failover: b stops mirroring
    on("admin-1", 40061, B, "StopMirrorTopics", top, ok_topics)
    parts = [(0, "STOPPED", 5), (1, "STOPPED", 5)]
    on(
        "leader-b1",
        40062,
        B,
        "WriteMirrorStates",
        _write("eu-west", parts, ["orders"]),
        _written(parts),
    )
    # failback: a mirrors orders back from b, after looking up b's last mirror epochs
    on(
        "admin-2",
        40070,
        A,
        "CreateClusterMirror",
        {
            "mirror_name": "eu-west-back",
            "config": [{"name": "bootstrap.servers", "value": "127.0.0.1:19093"}],
        },
        {},
    )
    back = {
        "mirror_name": "eu-west-back",
        "topics": [{"topic_id": TOPIC_ID, "topic_name": "orders", "num_partitions": 2}],
    }
    on("admin-2", 40071, A, "StartMirrorTopics", back, ok_topics)
    on(
        "admin-2",
        40072,
        A,
        "StartMirrorTopics",
        back,
        {"topics": [{"name": "orders", "error_code": 138, "error_message": "already mirrored"}]},
    )
    on("leader-a1", 40073, B, "DescribeClusterMirrors", _lookup("cluster-a"), _looked_up(5))
    parts = [(0, "MIRRORING", 5), (1, "MIRRORING", 5)]
    on("leader-a1", 40074, A, "WriteMirrorStates", _write("eu-west-back", parts), _written(parts))
    on("admin-1", 40080, B, "DeleteClusterMirror", {"mirror_name": "eu-west"}, {})
    return steps  # fmt: skip


@pytest.fixture(scope="module")
def story(tmp_path_factory):
    packets = []
    t = 1_780_000_000.0
    for _client, addr, server, frames in _story():
        packets += tcp_conversation(frames, client=addr, server=server, start=t, step=0.001)
        t += 0.05
    path = tmp_path_factory.mktemp("story") / "cl3-failback.pcap"
    wrpcap(str(path), packets)
    return dissector.analyze(path, ports=[19092, 19093], profile="auto")


def test_the_story_uses_the_revision(story):
    assert story.profile.name == "kip1279-cl3-2026-07"
    assert story.exchanges["expert"].fillna("").eq("").all()


def test_mirrors_and_their_sources(story):
    m = story.mirrors.set_index("mirror")
    assert set(m.index) == {"eu-west", "eu-west-back"}
    assert m.loc["eu-west", "source_bootstrap"] == "127.0.0.1:19092"
    assert m.loc["eu-west-back", "source_bootstrap"] == "127.0.0.1:19093"


def test_transitions_checked_against_the_revisions_machine(story):
    tr = story.transitions
    per = {}
    for r in tr.sort_values("time", kind="stable").to_dict("records"):
        per.setdefault((r["mirror"], r["partition"]), []).append(r["to_state"])
    assert per[("eu-west", 0)] == ["LOG_TRUNCATION", "MIRRORING", "PAUSING", "PAUSED", "MIRRORING",
                                   "EPOCH_FENCING", "MIRRORING", "STOPPING", "STOPPED"]  # fmt: skip
    assert per[("eu-west", 1)] == ["LOG_TRUNCATION", "MIRRORING", "FAILED", "MIRRORING", "PAUSED",
                                   "STOPPING", "STOPPED"]  # fmt: skip
    assert per[("eu-west-back", 0)] == per[("eu-west-back", 1)] == ["LOG_TRUNCATION", "MIRRORING"]
    bad = tr[tr["valid"].eq(False).fillna(False)]
    assert len(bad) == 1
    assert (bad["from_state"].iloc[0], bad["to_state"].iloc[0]) == ("MIRRORING", "PAUSED")
    assert "PAUSED is entered only from PAUSING" in bad["rule"].iloc[0]
    final = story.partitions.set_index(["mirror", "partition"])["state"].astype(str)
    assert final.to_dict() == {
        ("eu-west", 0): "STOPPED",
        ("eu-west", 1): "STOPPED",
        ("eu-west-back", 0): "MIRRORING",
        ("eu-west-back", 1): "MIRRORING",
    }


def test_last_mirror_epochs_instead_of_lmos(story):
    o = story.offsets
    assert o["lmo"].isna().all()
    reads = o[(o["kind"] == "lme_read") & (o["rpc"] == "DescribeClusterMirrors")]
    assert sorted(zip(reads["client_id"], reads["lme"], strict=True)) == [
        ("leader-a1", 5),
        ("leader-a1", 5),
        ("leader-b1", -1),
        ("leader-b1", -1),
    ]
    assert set(reads["topic"]) == {"orders"} or set(reads["topic"]) == {TOPIC_ID}
    written = o[o["kind"] == "lme_write"]
    stopped = written[written["state"].astype(str) == "STOPPED"]
    assert list(stopped["lme"]) == [5, 5]


def test_stops_deletes_and_errors_by_name(story):
    says = " | ".join(story.conversations["summary"])
    for text in ("pause orders", "resume orders", "bump leader epochs of orders",
                 "delete eu-west", "remove orders"):  # fmt: skip
        assert text in says, says
    assert any("mirror eu-west deleted" in n for n in story.notes)
    assert list(story.errors["error_name"]) == ["TOPIC_ALREADY_IN_CLUSTER_MIRROR"]
