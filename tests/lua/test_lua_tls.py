"""The Lua plugin inside TLS: walkthrough.pcap's mirror-RPC connections replayed over real TLS
(Python's ssl on loopback, key log written by the client), captured with the scenario's
capture tool; tshark with the plugin, ``kafka_mirror.tls.ports`` and ``tls.keylog_file`` must
show the mirror messages the plaintext capture shows, and ``kmirror read --tls-keylog`` the
same messages as on the plaintext capture."""

from __future__ import annotations

import socket
import ssl
import subprocess
import threading
import time
from collections import defaultdict

import pytest

import dissector
from dissector.capture import iter_packets, segment_fields

from helpers import ROOT, WALKTHROUGH, free_ports, needs_tshark

PLUGIN = ROOT / "lua" / "kafka_mirror.lua"
MIRROR_PORT = 19092


def _streams(path, port):
    """Each connection to ``port``: (client bytes, server bytes), in capture order."""
    conns: dict = defaultdict(lambda: [b"", b""])
    order = []
    for frame, ts, lt, data, wl in iter_packets(path).tuples():
        seg = segment_fields(frame, ts, lt, data, wl, {})
        if seg is None or not seg[6]:
            continue
        src, sport, dst, dport = seg[:4]
        key = (src, sport) if dport == port else (dst, dport) if sport == port else None
        if key is None:
            continue
        if key not in conns:
            order.append(key)
        conns[key][0 if dport == port else 1] += seg[6]
    return [tuple(conns[k]) for k in order]


def _replay(streams, port, keylog, cert, key):
    srv_ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    srv_ctx.load_cert_chain(cert, key)
    lsock = socket.create_server(("127.0.0.1", port))

    def serve():
        for up, down in streams:
            raw, _ = lsock.accept()
            with srv_ctx.wrap_socket(raw, server_side=True) as s:
                got = b""
                while len(got) < len(up):
                    got += s.recv(65536)
                s.sendall(down)
                s.recv(1)  # until the client closes

    t = threading.Thread(target=serve, daemon=True)
    t.start()
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    ctx.check_hostname, ctx.verify_mode = False, ssl.CERT_NONE
    ctx.keylog_filename = str(keylog)
    for i, (up, down) in enumerate(streams):
        if i % 2:
            ctx.maximum_version = ssl.TLSVersion.TLSv1_2
        else:
            ctx.maximum_version = ssl.TLSVersion.TLSv1_3
        with ctx.wrap_socket(socket.create_connection(("127.0.0.1", port))) as c:
            c.sendall(up)
            got = b""
            while len(got) < len(down):
                got += c.recv(65536)
    t.join(10)
    lsock.close()


@pytest.fixture(scope="module")
def tls_mirror_capture(tmp_path_factory):
    from dissector.scenario.processes import Capture, CaptureUnavailable, can_capture
    from dissector.scenario.tls_proxy import self_signed

    reason = can_capture()
    if reason:
        pytest.skip(reason)
    folder = tmp_path_factory.mktemp("luatls")
    (port,) = free_ports(1)
    streams = _streams(WALKTHROUGH, MIRROR_PORT)
    assert streams
    cap, keylog = folder / "mirror-tls.pcapng", folder / "keys.log"
    cert, key = self_signed(folder)
    try:
        with Capture(cap, [port]):
            _replay(streams, port, keylog, cert, key)
            time.sleep(0.5)  # let the capture tool write the last packets
    except CaptureUnavailable as e:
        pytest.skip(str(e))
    return cap, keylog, port


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
