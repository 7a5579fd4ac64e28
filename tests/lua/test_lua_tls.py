"""The Lua plugin inside TLS: walkthrough.pcap's mirror-RPC connections replayed over real TLS
(Python's ssl on loopback, key log written by the client), captured with the scenario's
capture tool; tshark with the plugin, ``kafka_mirror.tls.ports`` and ``tls.keylog_file`` must
show the mirror messages the plaintext capture shows, and ``kmirror read --tls-keylog`` the
same messages as on the plaintext capture."""

from __future__ import annotations

import subprocess

import pytest

import dissector

from helpers import ROOT, WALKTHROUGH, free_ports, needs_tshark

pytestmark = pytest.mark.slow

PLUGIN = ROOT / "lua" / "kafka_mirror.lua"
MIRROR_PORT = 19092


@pytest.fixture(scope="module")
def tls_mirror_capture(tmp_path_factory):
    from dissector.scenario.processes import CaptureUnavailable, can_capture
    from dissector.scenario.tls_traffic import replay_over_tls

    reason = can_capture()
    if reason:
        pytest.skip(reason)
    (port,) = free_ports(1)
    try:
        return replay_over_tls(WALKTHROUGH, MIRROR_PORT, tmp_path_factory.mktemp("luatls"), port)
    except CaptureUnavailable as e:
        pytest.skip(str(e))


def _tshark_mirror(path, *opts):
    out = subprocess.run(
        ["tshark", "-n", "-X", f"lua_script:{PLUGIN}", "-r", str(path), *opts,
         "-Y", "kafka_mirror", "-T", "fields", "-e", "kafka_mirror.rpc",
         "-e", "kafka_mirror.correlation_id", "-e", "kafka_mirror.mirror_name"],
        capture_output=True, text=True, check=True, timeout=120,
    ).stdout  # fmt: skip
    # one line per frame; a frame holding several messages lists each field's values joined
    # by commas (the replay sends many messages per TLS write): count messages, not frames
    pairs, names = [], []
    for line in out.splitlines():
        rpcs, cids, mirror_names = line.split("\t")
        pairs += zip(rpcs.split(","), cids.split(","), strict=True)
        names += [n for n in mirror_names.split(",") if n]
    return sorted(pairs), sorted(names)


@needs_tshark
def test_plugin_decodes_mirror_rpcs_inside_tls(tls_mirror_capture):
    cap, keylog, port = tls_mirror_capture
    plain = _tshark_mirror(WALKTHROUGH, "-o", f"kafka_mirror.tcp.ports:{MIRROR_PORT}")
    over_tls = _tshark_mirror(
        cap, "-o", f"kafka_mirror.tls.ports:{port}", "-o", f"tls.keylog_file:{keylog}"
    )
    assert len(plain[0]) >= 40
    assert over_tls == plain
    # TLS on a port of kafka_mirror.tcp.ports: recognised by its record header, handed to TLS
    same_port = _tshark_mirror(
        cap, "-o", f"kafka_mirror.tcp.ports:{port}", "-o", f"tls.keylog_file:{keylog}"
    )
    assert same_port == plain
    assert _tshark_mirror(cap, "-o", f"kafka_mirror.tcp.ports:{port}") == ([], [])
    # without the key the plugin sees nothing (and raises no error)
    assert _tshark_mirror(cap, "-o", f"kafka_mirror.tls.ports:{port}") == ([], [])


def test_reader_decodes_the_same_mirror_rpcs_over_tls(tls_mirror_capture):
    cap, keylog, port = tls_mirror_capture
    cols = ["direction", "api_name", "correlation_id", "mirror_name", "error_name", "expert"]
    plain = dissector.read_capture(WALKTHROUGH, ports=[MIRROR_PORT])
    tls = dissector.read_capture(cap, ports=[port], tls_keylog=keylog)
    assert tls.mirror.sum() == plain.mirror.sum() >= 40
    a = plain[cols].astype(str).sort_values(cols).reset_index(drop=True)
    b = tls[cols].astype(str).sort_values(cols).reset_index(drop=True)
    assert a.equals(b)
