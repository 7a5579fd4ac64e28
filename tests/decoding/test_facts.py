"""The committed kafka_facts.json equals what kio says (regenerate: python -m codegen)."""

import json

import pytest

from codegen.facts import build_facts
from dissector.errors import Malformed
from dissector.kafka.facts import FACTS_FILE, facts
from dissector.kafka.protocol import request_header_version, response_header_version
from dissector.wire.fastpath import error_code_offset

from helpers import ROOT


@pytest.mark.slow
def test_facts_file_is_current():
    assert json.loads(FACTS_FILE.read_text()) == json.loads(json.dumps(build_facts())), (
        "dissector/kafka/kafka_facts.json is stale: run `python -m codegen`"
    )


def test_known_facts():
    # JoinGroup v7 response: throttle_time_ms (int32), then error_code
    assert error_code_offset(11, 7) == 4
    # ApiVersions: error_code first; Produce: only nested error codes
    assert error_code_offset(18, 3) == 0
    assert error_code_offset(0, 9) is None
    assert request_header_version(3, 12) == 2 and request_header_version(3, 8) == 1
    assert response_header_version(18, 3) == 0  # always v0 (KIP-511)
    assert response_header_version(1, 12) == 1 and response_header_version(1, 11) == 0
    assert len(facts()) >= 80


def test_scan_layouts_walk_like_kio_entities(monkeypatch):
    """scan_error_code's checkers come from the precomputed layouts; on every response
    of the real-client capture they end where, and find the error that, the checker of
    kio's own entity does."""

    from dissector.decode.matching import Matcher
    from dissector.kafka import protocol
    from dissector.kafka.facts import scan_layouts
    from dissector.pipeline.dissector import Dissector
    from dissector.wire.entries import entry_of, kio_class
    from dissector.wire.errorcode import layout_info
    from dissector.wire.kio_layout import info_layout, layout_of

    entities, index = scan_layouts()
    assert (3, 12) in index and (0, 9) in index  # Metadata, Produce: errors only nested
    assert len(index) >= 100 and len(entities) < 2 * len(index)  # shared entities kept once

    bodies = []

    respond = Matcher.response

    def recording(self, conv, raw, *rest):
        m = respond(self, conv, raw, *rest)
        if m.api_key is not None and (m.api_key, m.api_version) in index:
            bodies.append((m.api_key, m.api_version, raw, m.error_code))
        return m

    monkeypatch.setattr(Matcher, "response", recording)
    cap = ROOT / "captures" / "clients.pcap"
    for _ in Dissector([9092]).feed_path(cap):
        pass
    assert len({(k, v) for k, v, _, _ in bodies}) >= 8
    for k, v, raw, ec in bodies:
        at = 8 + protocol.response_header_version(k, v)
        ours = layout_info(index[(k, v)]).check
        kios = entry_of(k, v, "response").info.check
        st1, st2 = [False, 0, 0, False], [False, 0, 0, False]

        def walk(check, st, raw=raw, at=at):
            try:
                return check(raw, at, len(raw), st)
            except Malformed as e:  # a bad body (a null the spec forbids): the same fault
                return e.expert

        end = walk(ours, st1)
        assert end == walk(kios, st2) and st1 == st2, (k, v)
        if not isinstance(end, str):  # (bad bodies: test_error_codes.py)
            assert end == len(raw) and (st1[2] if st1[3] else None) == ec, (k, v)
        layout = info_layout(layout_info(index[(k, v)]))
        assert layout == layout_of(kio_class(k, v, "response")), (k, v)
