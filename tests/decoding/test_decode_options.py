"""The Dissector's narrower decode options (what ``analyze`` uses) against decoding every body.

- ``repeats``: a Metadata / DescribeCluster / DescribeTopicPartitions response whose
  body bytes equal a recent one's reuses that decoded body;
- ``decode_errors``: a standard response not otherwise decoded is decoded when its
  error code, read without decoding, is non-zero or not found;
- ``always_requests``: which of the ``always`` APIs have their requests decoded;
- and, in every read, a request body made of fixed-size fields only (ApiVersions v0-v2)
  is checked for its length without decoding (``protocol.request_sizes``).
"""

from __future__ import annotations

import pytest

import dissector.decode.decoding as decoding
from dissector.kafka.protocol import API_NAMES, request_sizes
from dissector.pipeline.dissector import Dissector

from helpers import CAPTURES, ROOT

ALL = frozenset(API_NAMES)


def _facts(d: Dissector, path) -> list[tuple]:
    return [
        (m.frame, m.kind, m.api_key, m.body, m.error_code, list(m.expert), list(m.notes))
        for m in d.feed_path(str(path))
    ]


def test_repeated_responses_reuse_their_body_and_equal_a_fresh_decode(monkeypatch):
    calls = []
    real = decoding.decode_standard_coded

    def counting(k, v, kind, *a):
        calls.append((k, kind))
        return real(k, v, kind, *a)

    monkeypatch.setattr(decoding, "decode_standard_coded", counting)
    fresh = _facts(Dissector((9092,), always=ALL), CAPTURES / "clients.pcap")
    decoded_fresh = calls.count((3, "response"))
    calls.clear()
    d = Dissector((9092,), always=ALL, repeats=True)
    reused = _facts(d, CAPTURES / "clients.pcap")
    assert reused == fresh
    metadata = sum(1 for f in fresh if f[1] == "response" and f[2] == 3)
    assert decoded_fresh == metadata == 50
    assert 0 < calls.count((3, "response")) < metadata  # some answers were the same bytes
    # topic ids name the frame of the last response naming them, reused or not
    d2 = Dissector((9092,), always=ALL)
    _facts(d2, CAPTURES / "clients.pcap")
    assert d.decoder.topic_ids.names == d2.decoder.topic_ids.names


def test_errored_responses_are_decoded_and_others_keep_their_error_code():
    facts = _facts(Dissector((9092,), always=ALL), CAPTURES / "clients.pcap")
    every = {(f[0], f[1]): f for f in facts}
    narrow = _facts(
        Dissector((9092,), always={3}, always_requests=(), decode_errors=True),
        CAPTURES / "clients.pcap",
    )
    errored = 0
    for frame, kind, k, body, code, _expert, _notes in narrow:
        full = every[(frame, kind)]
        if kind == "request":
            assert body is None or k not in API_NAMES  # no request body decoded
            continue
        assert code == full[4], frame  # the same error code, decoded or not
        if k == 3 or code != 0 and k in API_NAMES:
            assert body == full[3], frame  # decoded: Metadata, and every errored response
            errored += k != 3 and code is not None
        else:
            assert body is None, frame
    expected = sum(
        1 for f in every.values() if f[1] == "response" and f[2] != 3 and f[4] not in (0, None)
    )
    assert errored == expected == 4  # clients.pcap's JoinGroup, CreateTopics... errors


def _fixed_size_inputs() -> list:
    cases = sorted((ROOT / "tests" / "data" / "cases").glob("*.pcap*"))
    return [pytest.param(p, id=p.name) for p in [CAPTURES / "clients.pcap", *cases]]


@pytest.mark.parametrize("path", _fixed_size_inputs())
def test_fixed_size_requests_are_flagged_as_the_full_decode_flags_them(path):
    """ApiVersions v0 requests with bytes after their (empty) body, as librdkafka sends
    them (ndpi-kafka.pcapng, case C8), and every other request of a fixed-size version:
    the default read's pdu_length_mismatch words equal those of a full decode."""
    full = {(f[0], f[1]): f for f in _facts(Dissector((9092,), full=True), path)}
    checked = 0
    for m in Dissector((9092,)).feed_path(str(path)):
        if m.kind != "request" or m.api_key is None:
            continue
        words = [w for w in m.expert if w.startswith("pdu_length_mismatch")]
        want = [w for w in full[(m.frame, m.kind)][5] if w.startswith("pdu_length_mismatch")]
        if request_sizes(m.api_key, m.api_version) is not None:
            checked += 1
            assert words == want, m.frame
        else:
            assert words == [], m.frame  # no other standard request body is looked at
    if path.name == "ndpi-kafka.pcapng":
        assert checked == 4  # frames 1, 13, 21, 22 (4 trailing bytes each); 26 is v3


def test_remembered_bodies_are_bounded_in_number_and_bytes():
    """A cluster with many partitions answers Metadata with megabytes: the bodies kept
    for reuse stay within 64 and 4 MiB of wire bytes, oldest let go first."""
    d = Dissector((9092,), always={3}, repeats=True).decoder
    for i in range(100):
        d._remember((3, 12, bytes([i]) * 1000), {"i": i}, 0)
    assert len(d._repeats) == 64
    assert [k[2][0] for k in d._repeats] == list(range(36, 100))
    d._remember((3, 12, b"x" * (2 << 20)), {}, 0)  # more than a quarter of the bytes: not kept
    assert len(d._repeats) == 64 and d._repeat_bytes == 64 * 1000
    for i in range(4):
        d._remember((3, 12, bytes([i]) * (1 << 20)), {"big": i}, 0)
    assert d._repeat_bytes <= 4 << 20
    assert [len(k[2]) for k in d._repeats][-3:] == [1 << 20] * 3
