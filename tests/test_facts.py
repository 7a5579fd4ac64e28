"""The committed kafka_facts.json equals what kio says (regenerate: python -m dissector.facts)."""

import json

from dissector.facts import FACTS_FILE, build_facts, facts
from dissector.fastpath import error_code_offset
from dissector.protocol import request_header_version, response_header_version


def test_facts_file_is_current():
    assert json.loads(FACTS_FILE.read_text()) == json.loads(json.dumps(build_facts())), (
        "dissector/kafka_facts.json is stale: run `python -m dissector.facts`"
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
