"""pyshark through the door (dissector.plugin.pyshark_door): the Lua plugin's view of the scenario
captures, and of mirror RPCs inside TLS, against kmirror's own decoder, message for message."""

from __future__ import annotations

import collections

import pytest

from dissector.plugin import pyshark_door as door

from helpers import CAPTURES, WALKTHROUGH, free_ports, needs_tshark


def _both(cap):
    """(pyshark's kafka_mirror layers, our mirror messages) as (frame, rpc, correlation_id)."""
    theirs, ours = collections.Counter(), collections.Counter()
    for pkt in cap:
        n = int(pkt.number)
        for layer in pkt.get_multiple_layers("kafka_mirror"):
            theirs[(n, layer.rpc, int(layer.correlation_id))] += 1
        for m in door.messages(pkt, cap):
            if m.mirror:
                ours[(n, m.api_name, m.correlation_id)] += 1
    cap.close()
    return theirs, ours


@needs_tshark
@pytest.mark.parametrize(
    "path, ports",
    [(WALKTHROUGH, [9092, 19092]), (CAPTURES / "basic.pcapng", [9092, 9093, 19092, 19093])],
)
@pytest.mark.slow
def test_pyshark_sees_what_kmirror_decodes(path, ports):
    cap = door.FileCapture(path, ports=ports, display_filter="kafka_mirror")
    theirs, ours = _both(cap)
    assert sum(ours.values()) >= 40
    assert theirs == ours


@needs_tshark
def test_messages_keep_nested_arrays():
    cap = door.FileCapture(WALKTHROUGH, ports=[19092], display_filter="kafka_mirror")
    for pkt in cap:
        for m in door.messages(pkt, cap):
            if m.api_name == "LastMirroredOffsets" and m.kind == "response":
                topics = m.body["topics"]
                assert isinstance(topics, list) and isinstance(topics[0]["partitions"], list)
                cap.close()
                return
    pytest.fail("no LastMirroredOffsets response")


@needs_tshark
@pytest.mark.slow
def test_pyshark_inside_tls(tmp_path):
    from dissector.scenario.processes import CaptureUnavailable, can_capture
    from dissector.scenario.tls_traffic import replay_over_tls

    if can_capture():
        pytest.skip(can_capture())
    (port,) = free_ports(1)
    try:
        cap_path, keylog, port = replay_over_tls(WALKTHROUGH, 19092, tmp_path, port)
    except CaptureUnavailable as e:
        pytest.skip(str(e))
    assert door.tls_ports(cap_path, [port]) == [port]
    cap = door.FileCapture(cap_path, ports=[port], tls_keylog=keylog,
                           display_filter="kafka_mirror")  # fmt: skip
    theirs, ours = _both(cap)
    assert sum(ours.values()) == 40
    assert theirs == ours
