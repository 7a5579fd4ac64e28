"""Produce/Fetch/ListOffsets bodies left undecoded until a mirror topic is named in them.

``analyze`` reads with :func:`dissector.analysis.make_dissector`, whose decoder leaves a
whole Produce/Fetch/ListOffsets body that names topics by name undecoded, its bytes
held (:func:`dissector.analysis.bodies.left_for_later`); the collector decodes those in
which the name of a topic a mirror RPC named is found, at a drain or at the end.  That
every table is the same as with every body decoded is checked by
``test_decode_set.py`` (and, with drains every few messages, by ``test_streaming.py``);
here: the versions that name topics by id are never left (their bytes hold no name),
checked against kio's classes (Kafka's message specs), and coverage counts the bodies
never decoded, checked against the read table.
"""

from __future__ import annotations

import dataclasses
import typing

import pandas as pd
import pytest

from dissector import read_capture
from dissector.analysis import analyze, make_dissector
from dissector.analysis.bodies import left_for_later
from dissector.decode.message import Message
from dissector.profiles.profile import load_profile
from dissector.wire.entries import kio_class

from helpers import CAPTURES

PRODUCE, FETCH, LIST_OFFSETS = 0, 1, 2


def _names_topics_by_id(api_key: int, version: int) -> bool | None:
    """Whether kio's request class of this version names its topics by ``topic_id``
    (None: no class for this version)."""
    cls = kio_class(api_key, version, "request")
    if cls is None:
        return None
    field = next(f for f in dataclasses.fields(cls) if f.name in ("topics", "topic_data"))
    topic = typing.get_args(typing.get_type_hints(cls)[field.name])[0]
    names = {f.name for f in dataclasses.fields(topic)}
    assert ("topic_id" in names) != bool(names & {"name", "topic"}), names
    return "topic_id" in names


@pytest.mark.slow
def test_only_versions_that_name_topics_by_name_are_left_for_later():
    seen = {PRODUCE: set(), FETCH: set(), LIST_OFFSETS: set()}
    for key in seen:
        for v in range(20):
            by_id = _names_topics_by_id(key, v)
            if by_id is None:
                continue
            seen[key].add(by_id)
            m = Message(1, 0, 0, "a", 1, "b", 9092, "request", 100, api_key=key, api_version=v)
            assert left_for_later(m, b"", 0) is (not by_id), (key, v)
    # both kinds are in kio for Produce and Fetch (v13 on), ListOffsets has only names
    assert seen == {PRODUCE: {False, True}, FETCH: {False, True}, LIST_OFFSETS: {False}}
    # no other API is ever left
    for key in (3, 8, 9, 10, 11, 18, 60):
        m = Message(1, 0, 0, "a", 1, "b", 9092, "request", 100, api_key=key, api_version=4)
        assert left_for_later(m, b"", 0) is False


def test_the_bodies_never_decoded_are_counted():
    """clients.pcap has no mirror RPC: every Produce/Fetch/ListOffsets body named by name,
    wholly captured (a response: with error code 0, else it is decoded for the errors
    table) is left undecoded, and coverage says how many."""
    path = CAPTURES / "clients.pcap"
    a = analyze(path, ports=(9092,))
    assert not a.mirror_traffic
    df = read_capture(str(path), ports=(9092,))
    by_name = df["api_key"].isin([PRODUCE, FETCH, LIST_OFFSETS]) & ~(
        df["api_key"].isin([PRODUCE, FETCH]) & (df["api_version"] >= 13)
    )
    whole = ~df["expert"].fillna("").str.contains("truncated@", regex=False)
    requests = df[by_name & whole & (df["direction"] == "request")]
    left = set(requests["frame"])
    responses = df[
        by_name
        & whole
        & (df["direction"] == "response")
        & (df["error_code"] == 0)
        & df["request_frame"].isin(left)
    ]
    expected = len(requests) + len(responses)
    assert len(requests) > 20 and len(responses) > 20
    assert a.coverage()["evidence_not_decoded"] == expected
    # the full decode leaves none, and gives the same tables (test_decode_set.py)
    assert analyze(path, ports=(9092,), full=True).coverage()["evidence_not_decoded"] == 0


def test_a_body_left_for_later_decodes_as_it_would_have():
    """The collector's decode of held bytes gives the body the reading decoder gives when
    it decodes at once (every Produce/Fetch/ListOffsets body of the capture)."""
    prof = load_profile("kip1279-seed")
    held = make_dissector((9092,), prof)
    at_once = make_dissector((9092,), prof, full=False)
    at_once.decoder.later = None
    left = [m for m in held.feed_path(str(CAPTURES / "clients.pcap")) if m.raw_body is not None]
    decoded = {
        (m.frame, m.kind): m.body
        for m in at_once.feed_path(str(CAPTURES / "clients.pcap"))
        if m.api_key in (PRODUCE, FETCH, LIST_OFFSETS)
    }
    assert len(left) > 40
    for m in left:
        at = m.length - len(m.raw_body)
        body, expert, _notes = held.decoder.decode_later(
            m.kind, m.api_key, m.api_version, m.raw_body, at
        )
        assert body == decoded[(m.frame, m.kind)], m.frame
        assert expert == []
    assert pd.Series([m.kind for m in left]).nunique() == 2


@pytest.mark.slow
def test_bodies_waiting_past_the_memory_bound_move_to_a_file(monkeypatch):
    """With a bound of a few KiB on the held bodies' bytes, the oldest move to a temporary
    file as more come (read back when a mirror topic's name is looked for, or decoded):
    every table is the same as with the bodies in memory, and the bytes in memory stay
    under the bound while the capture is read."""
    import dissector.analysis as analysis
    from dissector.analysis import collect, files

    from helpers import load_truth

    for name in ("failback", "late"):
        truth = load_truth(name)
        path, ports = CAPTURES / truth["capture"], tuple(truth["ports"])
        want = analyze(path, ports=ports)
        peak = []
        hold = collect.Collector._hold

        def watched(self, r, hold=hold, peak=peak):
            out = hold(self, r)
            peak.append((self.held_bytes, self.moved_bytes))
            return out

        monkeypatch.setattr(collect, "RAW_IN_MEMORY", 4096)
        monkeypatch.setattr(collect.Collector, "_hold", watched)
        monkeypatch.setattr(files, "CHUNK_MESSAGES", 10**9)  # one drain: everything waits
        got = analyze(path, ports=ports)
        monkeypatch.undo()
        assert len(peak) > 20 and max(held for held, _ in peak) <= 4096, name
        assert peak[-1][1] > 4 * 4096, name  # many went to the file
        for table in analysis.TABLE_NAMES:
            pd.testing.assert_frame_equal(getattr(got, table), getattr(want, table), obj=table)
        assert got.summary(top=1000) == want.summary(top=1000)
