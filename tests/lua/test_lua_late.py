"""The Lua plugin built for the third revision (``kip1279-late-2026``): it builds (one field,
RetryAttempt, is int16 where read and int32 where written: the wider is registered) and, under
each tshark, finds every leaf of the independent capture of its twelve RPCs
(``late_capture.py``) as the Python decoder does."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from late_capture import EXCHANGES, write_capture

sys.path.insert(0, str(Path(__file__).parent))
from test_lua_plugin import compare_capture  # noqa: E402

from dissector.plugin.lua import field_abbrevs, generate_lua  # noqa: E402
from dissector.profiles.profile import load_profile  # noqa: E402

from helpers import needs_tshark  # noqa: E402

PROFILE = "kip1279-late-2026"


def test_the_plugin_builds_with_the_wider_of_two_integer_widths():
    text = generate_lua(load_profile(PROFILE))
    assert 'ProtoField.int32("kafka_mirror.topics.partitions.retry_attempt"' in text
    assert '"RecoverMirrorTopics"' in text and "ULE_RECOVERY" in text
    abbrevs = field_abbrevs(load_profile(PROFILE))
    assert "kafka_mirror.topics.partitions.non_retryable" in abbrevs
    assert "kafka_mirror.mirrors.topics.partitions.last_mirror_offset" in abbrevs


@needs_tshark
@pytest.mark.slow
def test_the_plugin_reads_every_rpc_as_the_python_decoder(tshark):
    d = tshark.folder("kmirror-lua-late-")
    plugin = d / f"{PROFILE}.lua"
    plugin.write_text(generate_lua(load_profile(PROFILE)))
    capture = write_capture(d / "late-all-rpcs.pcap")
    for p in (plugin, capture):
        p.chmod(0o644)
    n, _ = compare_capture(capture, plugin, (9092,), set_ports=False, profile=PROFILE)
    assert n == 2 * len(EXCHANGES)
