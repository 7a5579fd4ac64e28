"""The one exchange model (dissector.decode.pairing) and the flags every consumer reads.

The read table, the analysis' collector, a read DataFrame paired again and the stitching
of a capture set's parts all decide through :mod:`dissector.decode.pairing` what a request
waits for and what it is when none comes, and read :class:`dissector.flags.Flag` where
people read notes: these tests hold the model to its rules and show that no consumer
reads note text (blanking every note changes nothing the analysis derives).
"""

from __future__ import annotations

import ast

import dissector
from dissector.decode.pairing import (
    ACKS0_WAIT_NS,
    Pairing,
    Status,
    may_be_answered,
    unsettled,
)
from dissector.flags import Flag
from dissector.pipeline.dissector import Dissector

from helpers import CAPTURES, ROOT

CASES = ROOT / "tests" / "data" / "cases"


def test_the_wait_rule():
    """A request expecting a response waits to the end; an acks=0 one ACKS0_WAIT_NS."""
    assert may_be_answered(0, True, 10**15)
    assert may_be_answered(100, False, 100 + ACKS0_WAIT_NS - 1)
    assert not may_be_answered(100, False, 100 + ACKS0_WAIT_NS)
    assert not may_be_answered(None, False, 0)
    assert unsettled(True) is Status.UNANSWERED
    assert unsettled(False) is Status.NO_RESPONSE_EXPECTED
    assert Status.ORPHAN_RESPONSE == "orphan_response"  # the exchanges' status column


def test_pairing_answers_once_and_lets_the_oldest_go_past_its_limit():
    p: Pairing[str] = Pairing(limit=2)
    p.wait("a", "request a")
    p.wait("b", "request b")
    p.wait("c", "request c")  # past the limit: "a" is let go (it stays unanswered)
    assert list(p.values()) == ["request b", "request c"] and "a" not in p
    assert p.answer("b") == "request b"
    assert p.answer("b") is None  # a second response to it is an orphan
    assert p.give_up("c") == "request c" and len(p) == 0


def test_flags_beside_their_notes():
    """Each note's flag is set where it is written (C6: raw SASL tokens; C7: fallback)."""
    sasl = [m for m in Dissector([9092]).feed_path(str(CASES / "sasl-v0-raw-tokens.pcap"))]
    tokens = [m for m in sasl if m.kind == "sasl_token"]
    assert len(tokens) == 2 and all(m.flags & Flag.RAW_SASL_TOKEN for m in tokens)
    assert not any(m.flags & Flag.RAW_SASL_TOKEN for m in sasl if m.kind != "sasl_token")
    fb = list(Dissector([9092]).feed_path(str(CASES / "apiversions-v0-fallback.pcap")))
    assert [m.correlation_id for m in fb if m.flags & Flag.API_VERSIONS_FALLBACK] == [7]


def test_the_read_tables_flag_bits_and_unanswered_rows():
    """C4's request gets no response: its row says so in notes and in flag_bits."""
    df = dissector.read_capture(str(CASES / "arkime-vlan-listoffsets-v0.pcap"), ports=[9092])
    [row] = df.to_dict("records")
    assert row["flag_bits"] == Flag.UNANSWERED
    assert row["notes"] == "unanswered: no response in the capture"


def test_no_consumer_reads_note_text():
    """A read DataFrame whose notes are all blanked is analysed as the original is."""
    path = str(CAPTURES / "clients.pcap")
    df = dissector.read_capture(path, ports=[9092], detect=True)
    blank = df.assign(notes="")
    a, b = dissector.analyze(df), dissector.analyze(blank)
    cols = ["exchange", "status", "unanswered", "orphan", "response_frame", "latency_ms"]
    assert a.exchanges[cols].equals(b.exchanges[cols])
    assert a.summary() | {"notes": None} == b.summary() | {"notes": None}


def _note_reads(source: str) -> list[str]:
    """Where ``source`` tests a note's text: ``x in m.notes``, ``notes.endswith(...)``, a
    regex or split over a notes cell (what the flags replaced)."""
    bad = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Compare) and any(
            isinstance(op, ast.In | ast.NotIn) for op in node.ops
        ):
            right = ast.unparse(node.comparators[0])
            if "notes" in right.lower():
                bad.append(f"{node.lineno}: {ast.unparse(node)}")
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            seen = " ".join(ast.unparse(x) for x in [node.func.value, *node.args])
            if node.func.attr in (
                "endswith", "startswith", "find", "findall", "search", "match", "split"
            ) and "notes" in seen.lower():
                bad.append(f"{node.lineno}: {ast.unparse(node)}")
    return bad


def test_no_code_searches_notes():
    """No module of the package tests a note's text (the check finds the three readings
    of notes the flags replaced)."""
    for src in (
        "acks0 = 'acks=0' not in notes",
        "ok = r[NOTES].endswith(SUFFIX)",
        "ids = UNNAMED.findall(r[NOTES])",
    ):
        assert _note_reads(src), src
    bad = [
        f"{path.relative_to(ROOT)}:{b}"
        for path in (ROOT / "dissector").rglob("*.py")
        for b in _note_reads(path.read_text())
    ]
    assert bad == []


def test_the_dissectors_snapshot():
    """The state after C4's one request: its open connection, the request waiting."""
    path = str(CASES / "arkime-vlan-listoffsets-v0.pcap")
    dis = Dissector([9092])
    msgs = []
    for m in dis.feed_path(path):  # (at the end of input every connection is closed)
        msgs.append(m)
        snap = dis.snapshot()
    assert snap.flows and set(snap.flows.values()) == {0}
    [c] = snap.connections
    assert [m.correlation_id for m in c.waiting] == [msgs[0].correlation_id] == [0]
    assert c.tcp_stream == 0 and not c.sasl_raw and not c.encrypted
    seen = []
    d2 = Dissector([9092])
    d2.watch_flows(lambda key, flags, stream: seen.append((key[1], key[3], stream)))
    d2.resume({"some-topic-id": ("orders", 1)})
    list(d2.feed_path(path))
    assert seen and seen[0][2] == 0 and 9092 in seen[0][:2]
    assert d2.snapshot().topic_names["some-topic-id"] == ("orders", 1)
