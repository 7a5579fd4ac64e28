"""``kmirror simulate --tls``: the scenario's mirror endpoints behind real TLS, a key log next to
the capture.

A fresh ``basic`` run on spare ports (root and a capture tool needed) is read back three ways
and each is held to the ground truth the actors wrote while sending (frames found by tshark's
own Kafka dissector over tshark's TLS decryption):

- ``kmirror read --tls-keylog``: every mirror request and response of the truth, in the same
  frame, with its correlation id and error;
- ``kmirror read`` without the key log: each mirror connection is one ``encrypted (TLS, no
  key)`` row per direction, no mirror message is made up, Tansu's plaintext still decodes;
- tshark 4.0 with the Lua plugin, ``kafka_mirror.tls.ports`` (or ``kafka_mirror.tcp.ports``)
  and ``tls.keylog_file``, as ``nobody``: the same mirror messages in the same frames.
"""

from __future__ import annotations

import io
import shutil
from collections import Counter

import pandas as pd
import pytest
from click.testing import CliRunner
from tsharks import Tshark

from helpers import ROOT, free_ports, kmirror

NOTE = "encrypted (TLS, no key)"


@pytest.fixture(scope="module")
def run(tmp_path_factory):
    from dissector.scenario import Layout, run_scenario
    from dissector.scenario.processes import CaptureUnavailable, can_capture
    from dissector.scenario.scenarios import keylog_path

    reason = can_capture()
    if reason:
        pytest.skip(f"simulate --tls needs a capture: {reason}")
    if shutil.which("tshark") is None:
        pytest.skip("tshark missing: `make test` installs it")
    # world-readable: the plugin's tshark runs as nobody
    folder = Tshark("host").folder("kmirror-simtls-")
    ports = free_ports(4)
    layout = Layout(a_tansu=ports[0], b_tansu=ports[1], a_mirror=ports[2], b_mirror=ports[3])
    cap = folder / "x.pcapng"
    try:
        doc = run_scenario("basic", cap, seed=5, layout=layout, scale=0.3, tls=True)
    except CaptureUnavailable as e:
        pytest.skip(str(e))
    keylog = keylog_path(cap)
    shutil.copy(ROOT / "lua" / "kafka_mirror.lua", folder / "kafka_mirror.lua")
    for f in folder.iterdir():
        f.chmod(0o644)
    yield {"doc": doc, "cap": cap, "keylog": keylog, "layout": layout, "folder": folder}
    shutil.rmtree(folder, ignore_errors=True)


def _truth_messages(doc, mirror: bool = True, skip_ports=()) -> Counter:
    """(frame, direction, api_name, correlation_id, error_name) of the truth's rpcs (mirror
    RPCs or the others; none to a server port of ``skip_ports``)."""
    out = Counter()
    for r in doc["rpcs"]:
        if r["mirror"] != mirror or r["server"].rsplit(":", 1)[1] in skip_ports:
            continue
        out[(r["frames"]["request"], "request", r["rpc"], r["correlation_id"], "")] += 1
        if r["answered"]:
            out[
                (r["frames"]["response"], "response", r["rpc"], r["correlation_id"],
                 r["error_name"])
            ] += 1  # fmt: skip
    return out


def _read(run, *extra) -> pd.DataFrame:
    lay = run["layout"]
    ports = [a for p in lay.ports for a in ("-p", str(p))]
    r = kmirror("read", str(run["cap"]), *ports, "--format", "csv", *extra)
    assert r.returncode == 0, r.stderr
    return pd.read_csv(io.StringIO(r.stdout), dtype=str).fillna("")


def _rows(df: pd.DataFrame) -> Counter:
    return Counter(
        (int(f), d, a, int(c), e)
        for f, d, a, c, e in df[
            ["frame", "direction", "api_name", "correlation_id", "error_name"]
        ].values
    )


@pytest.mark.slow
def test_keylog_next_to_capture_and_truth_frames_resolved(run):
    doc, lay = run["doc"], run["layout"]
    assert run["keylog"] == run["cap"].with_name("x.keys.log")
    text = run["keylog"].read_text()
    assert "CLIENT_TRAFFIC_SECRET_0" in text  # TLS 1.3 client secrets
    assert doc["command"].endswith(" --tls")
    tls_ports = ", ".join(map(str, sorted([lay.a_mirror, lay.b_mirror])))
    assert f"TLS on ports {tls_ports} decrypted with the key log x.keys.log" in doc["frames_note"]
    mirror = [r for r in doc["rpcs"] if r["mirror"]]
    assert len(mirror) >= 10
    # every mirror request (and answer) found in the decrypted capture by tshark's Kafka
    assert all(r["frames"]["request"] for r in mirror)
    assert all(r["frames"]["response"] for r in mirror if r["answered"])
    assert {r["server"].rsplit(":", 1)[1] for r in mirror} == {str(lay.a_mirror), str(lay.b_mirror)}


@pytest.mark.slow
def test_read_with_keylog_lists_the_truths_mirror_rpcs(run):
    df = _read(run, "--tls-keylog", str(run["keylog"]))
    assert not df.notes.str.contains(NOTE, regex=False).any()
    assert (df.expert == "").all()
    assert _rows(df[df.mirror == "True"]) == _truth_messages(run["doc"])
    # the other requests the actors made (ApiVersions on the TLS connections, Tansu's
    # plaintext) are there too; the producers' own traffic is not in the truth
    assert not _truth_messages(run["doc"], mirror=False) - _rows(df[df.mirror == "False"])


@pytest.mark.slow
def test_read_without_keylog_declares_each_mirror_connection_encrypted(run):
    df = _read(run)
    lay = run["layout"]
    mirror_ports = {str(lay.a_mirror), str(lay.b_mirror)}
    on_mirror = df.src.str.rsplit(":", n=1).str[-1].isin(mirror_ports) | df.dst.str.rsplit(
        ":", n=1
    ).str[-1].isin(mirror_ports)
    enc = df[on_mirror]
    connections = {r["client"] for r in run["doc"]["rpcs"] if r["mirror"]}
    assert (enc.notes == NOTE).all() and (enc.mirror == "False").all()
    assert Counter(enc.direction) == {"request": len(connections), "response": len(connections)}
    assert set(enc[enc.direction == "request"].src) == connections
    # Tansu's plaintext still decodes: every request the actors sent there, in its frame
    on_tansu = _truth_messages(run["doc"], mirror=False, skip_ports=mirror_ports)
    assert len(on_tansu) >= 20 and not on_tansu - _rows(df[~on_mirror])


def _plugin(run, pref: str, keylog: bool = True) -> Counter:
    """(frame, direction, rpc, correlation_id, error_name) of the plugin's mirror messages."""
    lay, folder = run["layout"], run["folder"]
    args = ["-n", "-X", f"lua_script:{folder / 'kafka_mirror.lua'}", "-r", str(run["cap"]),
            "-o", f"{pref}:{lay.a_mirror},{lay.b_mirror}"]  # fmt: skip
    if keylog:
        args += ["-o", f"tls.keylog_file:{run['keylog']}"]
    args += ["-Y", "kafka_mirror", "-T", "fields", "-E", "occurrence=a", "-e", "frame.number",
             "-e", "tcp.dstport", "-e", "kafka_mirror.rpc",
             "-e", "kafka_mirror.correlation_id"]  # fmt: skip
    out = Tshark("host").run(args)
    assert out.returncode == 0, out.stderr
    got = Counter()
    to_server = {str(lay.a_mirror), str(lay.b_mirror)}
    for line in out.stdout.splitlines():
        frame, dport, rpcs, cids = line.split("\t")
        direction = "request" if dport in to_server else "response"
        for rpc, cid in zip(rpcs.split(","), cids.split(","), strict=True):
            got[(int(frame), direction, rpc, int(cid))] += 1
    return got


@pytest.mark.slow
def test_lua_plugin_decodes_the_simulated_mirror_rpcs_inside_tls(run):
    want = Counter({k[:4]: n for k, n in _truth_messages(run["doc"]).items()})
    assert sum(want.values()) >= 20
    assert _plugin(run, "kafka_mirror.tls.ports") == want
    # TLS on a port of kafka_mirror.tcp.ports: recognised by its record header, handed to TLS
    assert _plugin(run, "kafka_mirror.tcp.ports") == want
    # without the key the plugin shows no mirror message (and raises no error)
    assert _plugin(run, "kafka_mirror.tls.ports", keylog=False) == Counter()


def test_simulate_help_names_tls():
    from dissector.cli.simulate import simulate

    out = CliRunner().invoke(simulate, ["--help"]).output
    assert "--tls" in out and "FILE.keys.log" in out and "--tls-keylog" in out
