"""The generated Wireshark Lua plugin (lua/kafka_mirror.lua), checked against real tshark.

- The committed plugin is what ``kmirror lua build`` generates (no tshark needed).
- Differential: for every capture in captures/ and for the walkthrough's mirror
  stream re-cut so each frame spans 1, 2 and 3 TCP segments (and one where
  frames straddle segments), every mirror frame that tshark shows with the
  plugin carries the values the Python decoder (``dissector.iter_messages``)
  finds, field by field, walked from the specs; links, expert words and
  offsets agree too.
- Non-mirror Kafka frames look the same to tshark with and without the plugin.
- ``kmirror lua install`` into an empty HOME, then a plain ``tshark -r``.
- The plugin never takes tshark down and never raises a Lua error: every
  committed capture, its snap-limited copies (60, 96, 128, 200, 512 bytes),
  the handed cases and a zstd batch that trips Wireshark 4.0's own Kafka
  dissector; and both Wireshark builds show the same mirror tree for each.
- The summary fields: ``kafka_mirror.mirror_name`` / ``kafka_mirror.error_code``
  find the failing mirror responses the Python read finds; ``-z expert`` lists them.

Every tshark test runs under each build of :mod:`tsharks` (the host's Wireshark
4.0 and Debian 13's 4.4 in a chroot), as ``nobody`` (Wireshark 4.4+ ignores user
Lua plugins as root), on copies in a world-readable temporary folder.
"""

from __future__ import annotations

import functools
import json
import re
import shutil
import struct
import subprocess
import xml.etree.ElementTree as ET
from collections import defaultdict
from pathlib import Path

import pytest
from click.testing import CliRunner
from tsharks import Tshark, for_path

import dissector
from dissector.cli.lua import lua
from dissector.wire.codec import default_value, encode_body
from dissector.plugin.lua import (
    HEADER_FIELDS,
    PLUGIN_FILE,
    body_abbr,
    field_abbrevs,
    field_label,
    generate_lua,
)
from dissector.frames.framing import DEFAULT_MAX_FRAME, split_frames
from dissector.wire.headers import encode_request, encode_response
from dissector.profiles.profile import load_profile
from dissector.wire.specs import FieldSpec, SpecError

from helpers import ROOT, needs_tshark, tcp_conversation

PLUGIN = ROOT / "lua" / PLUGIN_FILE
CAPTURES = sorted(p for p in (ROOT / "captures").iterdir() if p.suffix in (".pcap", ".pcapng"))
#: Kafka ports of the committed captures: brokers on 9092 and 9093, mirror endpoints on
#: 19092 and 19093 (the walkthrough uses 9092 and 19092).
CAPTURE_PORTS = (9092, 9093, 19092, 19093)
PROFILE = load_profile()



# ------------------------------------------------------------------ generator (no tshark)


def test_committed_plugin_is_not_stale():
    assert PLUGIN.read_text(encoding="utf-8") == generate_lua(PROFILE), (
        "lua/kafka_mirror.lua is stale: run `kmirror lua build`"
    )


def test_generation_is_deterministic_and_names_its_profile():
    text = generate_lua(load_profile())
    assert text == generate_lua(load_profile())
    head = "\n".join(text.splitlines()[:6])
    assert "GENERATED" in head and "DO NOT EDIT" in head and PROFILE.name in head
    assert f"local MAX_FRAME = {DEFAULT_MAX_FRAME}" in text


def _strip_lua(text: str) -> str:
    """Lua code without comments and string literals (for the portability checks)."""
    text = re.sub(r"--\[(=*)\[.*?\]\1\]", " ", text, flags=re.S)
    text = re.sub(r'"(?:\\.|[^"\\\n])*"', '""', text)
    text = re.sub(r"'(?:\\.|[^'\\\n])*'", "''", text)
    return re.sub(r"--[^\n]*", " ", text)


def test_lua_is_portable_between_5_2_and_5_4():
    code = _strip_lua(PLUGIN.read_text(encoding="utf-8"))
    assert "bit32" not in code
    assert not re.search(r"(?<![.\w])unpack\s*\(", code), "global unpack (5.1 only)"
    assert "//" not in code, "integer division (5.3+)"
    assert not re.search(r"[&|]|<<|>>|~(?!=)", code), "bitwise operator (5.3+)"


def _luac() -> list[str]:
    return [c for c in ("luac5.2", "luac5.4") if shutil.which(c)]


@pytest.mark.skipif(not _luac(), reason="no luac5.2/luac5.4")
def test_lua_compiles_and_uses_only_known_globals():
    allowed = {
        # Wireshark's Lua API
        *"Proto ProtoField ProtoExpert Pref DissectorTable Dissector NSTime".split(),
        *"base frametype expert ENC_UTF_8 dissect_tcp_pdus".split(),
        # statistics: tshark -z and Wireshark's Statistics menu
        *"Listener TextWindow register_stat_cmd_arg register_menu".split(),
        "MENU_PACKET_STAT_UNSORTED",
        # Lua's standard library
        *"string math table tostring tonumber pairs ipairs error pcall os print".split(),
        *"setmetatable getmetatable".split(),
    }
    for luac in _luac():
        out = subprocess.run(
            [luac, "-p", "-l", str(PLUGIN)], capture_output=True, text=True, check=True
        ).stdout
        used = set(re.findall(r"[GS]ET(?:TABUP|GLOBAL)\b.*?; _ENV \"(\w+)\"", out))

        assert used, f"{luac}: no global access found in the listing"
        assert used <= allowed, f"{luac}: unexpected globals {sorted(used - allowed)}"


def test_every_spec_field_has_a_filter_field():
    abbrevs = set(field_abbrevs(PROFILE))

    def walk(fields: tuple[FieldSpec, ...], path: str) -> None:
        for f in fields:
            assert body_abbr(path, f.key) in abbrevs
            walk(f.fields, body_abbr(path, f.key))

    for m in PROFILE.messages.values():
        walk(m.fields, "kafka_mirror")
    assert "kafka_mirror.mirror_name" in abbrevs
    assert "kafka_mirror.topics.partitions.last_mirrored_offset" in abbrevs


def _spec_copy(tmp_path: Path) -> Path:
    specs = tmp_path / "specs"
    shutil.copytree(PROFILE.directory, specs)
    return specs


def _edit_spec(path: Path, edit) -> None:
    """Rewrite a spec file after ``edit(fields)`` changed its parsed field list."""
    lines = path.read_text().splitlines()
    raw = json.loads("\n".join(x for x in lines if not x.lstrip().startswith("//")))
    edit(raw["fields"])
    path.write_text(json.dumps(raw, indent=2))


def _find(fields: list[dict], *names: str) -> dict:
    f = next(x for x in fields if x["name"] == names[0])
    return _find(f["fields"], *names[1:]) if len(names) > 1 else f


def test_a_field_added_to_a_spec_reaches_the_plugin(tmp_path):
    specs = _spec_copy(tmp_path)
    new = {"name": "LagAlarm", "type": "bool", "versions": "0+", "about": "New."}
    _edit_spec(
        specs / "ListMirrorsResponse.json", lambda fs: _find(fs, "Mirrors")["fields"].append(new)
    )
    out = tmp_path / "out.lua"
    res = CliRunner().invoke(lua, ["build", "--specs", str(specs), "-o", str(out)])
    assert res.exit_code == 0, res.output
    text = out.read_text()
    assert 'ProtoField.bool("kafka_mirror.mirrors.lag_alarm", "Lag Alarm"' in text
    assert 'k = "lag_alarm"' in text
    assert text != PLUGIN.read_text()


def test_one_abbreviation_with_two_types_is_refused(tmp_path):
    specs = _spec_copy(tmp_path)
    # WriteMirrorStates' topics.partitions.state is an int8 with state names;
    # make ReadMirrorStates' a string: same abbreviation, another type.
    _edit_spec(
        specs / "ReadMirrorStatesResponse.json",
        lambda fs: _find(fs, "Topics", "Partitions", "State").update(type="string"),
    )
    with pytest.raises(SpecError, match=r"kafka_mirror\.topics\.partitions\.state"):
        generate_lua(load_profile(specs))
    res = CliRunner().invoke(lua, ["build", "--specs", str(specs), "-o", str(tmp_path / "x")])
    assert res.exit_code != 0 and "kafka_mirror.topics.partitions.state" in res.output
    assert not (tmp_path / "x").exists()


def test_header_names_are_refused_in_a_body(tmp_path):
    specs = _spec_copy(tmp_path)
    _edit_spec(
        specs / "ListMirrorsResponse.json",
        lambda fs: _find(fs, "ThrottleTimeMs").update(name="ClientId"),
    )
    with pytest.raises(SpecError, match=r"kafka_mirror\.client_id"):
        generate_lua(load_profile(specs))


def test_build_writes_the_default_file_and_honours_profile(tmp_path, monkeypatch):
    runner = CliRunner()
    monkeypatch.chdir(tmp_path)
    res = runner.invoke(lua, ["build", "--profile", PROFILE.name])
    assert res.exit_code == 0, res.output
    assert (tmp_path / "lua" / PLUGIN_FILE).read_text() == PLUGIN.read_text()
    res = runner.invoke(lua, ["build", "--profile", "no-such-profile", "-o", str(tmp_path / "y")])
    assert res.exit_code != 0 and "no-such-profile" in res.output


# ------------------------------------------------------------------ running tshark


@pytest.fixture(scope="module")
def shared(tshark):
    """A world-readable folder holding the plugin and the captures ``tshark`` reads."""
    d = tshark.folder("kmirror-lua-")
    shutil.copy(PLUGIN, d / PLUGIN_FILE)
    for p in CAPTURES:
        shutil.copy(p, d / p.name)
    for p in d.iterdir():
        p.chmod(0o644)
    yield d
    shutil.rmtree(d, ignore_errors=True)


def check_clean(res: subprocess.CompletedProcess, what: str = "") -> None:
    """tshark exited 0 and printed no Lua error."""
    assert res.returncode == 0, f"{what}: exit {res.returncode}: {res.stderr[-2000:]}"
    for text in (res.stderr, res.stdout):
        assert "Lua Error:" not in text and "lua_script" not in text, f"{what}: {text[-2000:]}"
        assert not re.search(r"\.lua:\d+:", text), f"{what}: {text[-2000:]}"


def run_tshark(args: list[str], home: Path | None = None, via: Tshark | None = None) -> str:
    """tshark's stdout, run unprivileged (``via``: the build; default: the one that reads
    the files named in ``args``); fails on any Lua error."""
    via = via or next((for_path(a) for a in args if a.startswith("/")), Tshark("host"))
    res = via.run(args, home)
    check_clean(res)
    return res.stdout


@functools.cache
def pdml(
    path: Path,
    plugin: Path | None,
    ports: tuple[int, ...] | None = None,
    decode_as: tuple[int, ...] = (),
) -> ET.Element:
    """tshark's two-pass PDML of ``path`` (cached: tests only read it)."""
    # Wireshark 4.4 refuses a -J protocol that is not registered (no plugin: no kafka_mirror)
    protos = "kafka kafka_mirror" if plugin is not None else "kafka"
    args = ["-n", "-2", "-r", str(path), "-T", "pdml", "-J", protos]
    for port in decode_as:
        args += ["-d", f"tcp.port=={port},kafka"]
    if plugin is not None:
        args += ["-X", f"lua_script:{plugin}"]
    if ports:
        args += ["-o", "kafka_mirror.tcp.ports:" + ",".join(map(str, ports))]
    return ET.fromstring(run_tshark(args))


def protos_by_frame(root: ET.Element, name: str) -> dict[int, list[ET.Element]]:
    out: dict[int, list[ET.Element]] = defaultdict(list)
    for pkt in root.iter("packet"):
        num = int(pkt.find("proto[@name='geninfo']/field[@name='num']").get("show"))
        out[num] += [p for p in pkt.findall("proto") if p.get("name") == name]
    return {k: v for k, v in out.items() if v}


# ------------------------------------------------------------------ the differential walk

_INTS = {"int8", "int16", "uint16", "int32", "uint32", "int64"}
_HEADER = {f"kafka_mirror.{k}" for k in HEADER_FIELDS} - {
    "kafka_mirror.unknown_tag",
    "kafka_mirror.unknown_tag_data",
}


def _label(node: ET.Element) -> str:
    return node.get("showname", "")


def _check_primitive(typ: str, abbr: str, label: str, value, node: ET.Element, where: str):
    if value is None:
        assert node.get("name") == "_ws.lua.text", where
        assert _label(node) == f"{label}: null", where
        return
    assert node.get("name") == abbr, f"{where}: {node.get('name')} is not {abbr}"
    show = node.get("show")
    if typ in _INTS:
        assert int(show) == value, where
    elif typ == "bool":
        # PDML shows a bool as 1/0 (Wireshark 4.0) or True/False (4.4)
        assert show in (("1", "True") if value else ("0", "False")), where
    elif typ == "float64":
        assert float(show) == pytest.approx(value, rel=1e-14), where
    elif typ in ("string", "uuid"):
        assert show == value, where
    else:  # bytes, records: the item covers exactly the data
        assert node.get("value", "") == value.hex(), where


def _check_field(f: FieldSpec, value, nodes: list[ET.Element], i: int, ctx: dict, where: str):
    abbr, label = body_abbr(ctx["path"], f.key), field_label(f.name)
    where = f"{where}.{f.key}"
    node = nodes[i]
    if value is None or f.kind == "primitive":
        _check_primitive(f.type, abbr, label, value, node, where)
        return i + 1
    if f.kind == "array":
        assert node.get("name") == "_ws.lua.text", where
        assert _label(node) == f"{label} ({len(value)})", where
        elems = list(node)
        assert len(elems) == len(value), where
        for j, (item, child) in enumerate(zip(value, elems, strict=True)):
            if f.element:
                _check_primitive(f.element, abbr, label, item, child, f"{where}[{j}]")
            else:
                assert child.get("name") == abbr and _label(child) == f"{label} [{j}]", where
                _check_struct(f.fields, item, list(child), {**ctx, "path": abbr}, f"{where}[{j}]")
        return i + 1
    assert node.get("name") == abbr, where
    _check_struct(f.fields, value, list(node), {**ctx, "path": abbr}, where)
    return i + 1


def _check_struct(fields, value: dict, nodes: list[ET.Element], ctx: dict, where: str) -> None:
    v, flex = ctx["version"], ctx["flexible"]
    nodes = [n for n in nodes if n.get("name") not in ("", "_ws.expert")]
    present = [f for f in fields if v in f.versions]
    plain = [f for f in present if not (flex and v in f.tagged_versions)]
    tagged = {f.key: f for f in present if flex and v in f.tagged_versions}
    i = 0
    for f in plain:
        i = _check_field(f, value[f.key], nodes, i, ctx, where)
    rest = nodes[i:]
    unknown = [n for n in rest if n.get("name") == "kafka_mirror.unknown_tag"]
    known = [n for n in rest if n.get("name") != "kafka_mirror.unknown_tag"]
    seen = {
        int(n.get("show")): n.find("field[@name='kafka_mirror.unknown_tag_data']").get("value", "")
        for n in unknown
    }
    assert seen == {t: b.hex() for t, b in value.get("_unknown_tags", {}).items()}, where
    j = 0
    for key in value:
        # a tagged field holding its default was absent on the wire (the encoder writes
        # only those it is given, the scenario actors only non-default ones): no tree item;
        # had it been sent, its item would be left over below
        if key in tagged and value[key] != default_value(tagged[key], v):
            j = _check_field(tagged[key], value[key], known, j, ctx, where)
    assert j == len(known), f"{where}: {len(known) - j} extra tree items"


def _experts(proto: ET.Element) -> list[str]:
    out = []
    for e in proto.iter("field"):
        if e.get("name") != "_ws.expert":
            continue
        if e.find("field[@name='kafka_mirror.response_error']") is not None:
            continue  # a response's error, not an expert word (test_mirror_errors_...)
        msg = e.find("field[@name='_ws.expert.message']").get("show")
        word = next(
            c.get("name")[len("kafka_mirror.expert.") :]
            for c in e
            if c.get("name", "").startswith("kafka_mirror.expert.")
        )
        m = re.match(rf"{word}@(\d+)", msg)
        assert m, msg
        out.append(f"{word}@{m.group(1)}")
    return sorted(out)


def _top(proto: ET.Element, name: str) -> str | None:
    for n in proto:
        if n.get("name") == f"kafka_mirror.{name}":
            return n.get("show")
    return None


def compare_capture(
    path: Path, plugin: Path, ports: tuple[int, ...], set_ports: bool, profile: str | None = None
) -> tuple[int, ET.Element]:
    """Walk every mirror message of ``path``: tshark with the plugin vs the Python decoder
    (with ``profile``, the plugin's; None: the seed).

    Returns the number of messages compared and tshark's PDML.
    """
    ours = list(dissector.iter_messages(path, ports=ports, full=False, profile=profile))
    root = pdml(path, plugin, ports if set_ports else None)
    theirs = protos_by_frame(root, "kafka_mirror")
    mine: dict[int, list] = defaultdict(list)
    for m in ours:
        if m.mirror:
            mine[m.frame].append(m)
    assert sorted(theirs) == sorted(mine), "frames with a mirror message differ"
    compared = 0
    for frame, msgs in mine.items():
        assert len(theirs[frame]) == len(msgs), frame
        for m, proto in zip(msgs, theirs[frame], strict=True):
            where = f"frame {frame} {m.api_name} {m.kind}"
            assert int(_top(proto, "len")) == m.length - 4, where
            assert int(_top(proto, "correlation_id")) == m.correlation_id, where
            assert int(_top(proto, "api_key")) == m.api_key, where
            assert int(_top(proto, "api_version")) == m.api_version, where
            assert _top(proto, "rpc") == m.api_name, where
            if m.kind == "request":
                if m.client_id is None:
                    assert any(_label(n) == "Client ID: null" for n in proto), where
                else:
                    assert _top(proto, "client_id") == m.client_id, where
                link = _top(proto, "response_frame")
                assert link == (str(m.response.frame) if m.response else None), where
            else:
                assert int(_top(proto, "request_frame")) == m.request.frame, where
            assert _experts(proto) == sorted(m.expert), where
            info = proto.get("showname")
            assert f"{m.api_name} v{m.api_version} {m.kind.capitalize()}" in info, where
            if m.mirror_name:
                assert f"mirror {m.mirror_name}" in info, where
            if m.body is not None:
                spec = m.spec
                body = [n for n in proto if n.get("name") not in _HEADER]
                body = [n for n in body if _label(n) != "Client ID: null"]
                ctx = {
                    "path": "kafka_mirror",
                    "version": m.api_version,
                    "flexible": m.api_version in spec.flexible_versions,
                }
                _check_struct(spec.fields, m.body, body, ctx, where)
            compared += 1
    return compared, root


# ------------------------------------------------------------------ captures built with scapy


def _mirror_frames(path: Path, port: int) -> tuple[list, list]:
    """(packets of the first connection on ``port``, [(to_server, frame bytes, time)])."""
    from scapy.all import TCP, rdpcap

    pkts = [p for p in rdpcap(str(path)) if TCP in p and port in (p[TCP].sport, p[TCP].dport)]
    frames, buffers = [], {True: b"", False: b""}
    for p in pkts:
        data = bytes(p[TCP].payload)
        if not data:
            continue
        to_server = p[TCP].dport == port
        buffers[to_server] += data
        spans, rest = split_frames(buffers[to_server])
        frames += [(to_server, buffers[to_server][a:b], float(p.time)) for a, b in spans]
        buffers[to_server] = buffers[to_server][rest:]
    return pkts, frames


def _write_conversation(
    out: Path, template, frames, cuts, server_port: int = 9092, extra: bytes = b""
) -> None:
    """A pcap of one TCP connection carrying ``frames``, each cut by ``cuts(frame)``.

    ``template`` is the original SYN packet (addresses and client port).
    ``extra`` goes to the server after the frames, in one segment.
    """
    from scapy.all import IP, TCP, wrpcap

    segments = [(to_server, piece) for to_server, data in frames for piece in cuts(data)]
    if extra:
        segments.append((True, extra))
    packets = tcp_conversation(
        segments,
        (template[IP].src, template[TCP].sport),
        (template[IP].dst, server_port),
        isn=(999, 4999),
        close=True,
        start=float(template.time),
    )
    wrpcap(str(out), packets)


def _pieces(n: int):
    def cut(data: bytes) -> list[bytes]:
        step = -(-len(data) // n)
        return [data[i : i + step] for i in range(0, len(data), step)]

    return cut


@pytest.fixture(scope="module")
def built(shared):
    """Captures of the walkthrough's mirror stream, moved to port 9092 and re-cut."""
    pkts, frames = _mirror_frames(ROOT / "captures" / "walkthrough.pcap", 19092)
    syn = next(p for p in pkts if p["TCP"].flags == "S")
    pairs = [(to_server, data) for to_server, data, _t in frames]
    out = {}
    for n in (1, 2, 3):
        out[f"split{n}"] = shared / f"mirror-split{n}.pcap"
        _write_conversation(out[f"split{n}"], syn, pairs, _pieces(n))
    # Pipelined: all requests, then all responses, cut every 50 bytes across frames.
    reqs = b"".join(d for s, d in pairs if s)
    resps = b"".join(d for s, d in pairs if not s)
    out["straddle"] = shared / "mirror-straddle.pcap"
    chunks = [(True, reqs), (False, resps)]
    _write_conversation(
        out["straddle"], syn, chunks, lambda d: [d[i : i + 50] for i in range(0, len(d), 50)]
    )
    out["malformed"] = shared / "mirror-malformed.pcap"
    _write_conversation(out["malformed"], syn, _crafted_frames(), _pieces(1))
    out["too_large"] = shared / "mirror-too-large.pcap"
    _write_conversation(
        out["too_large"],
        syn,
        pairs[:2] + [(True, (DEFAULT_MAX_FRAME + 1).to_bytes(4, "big") + b"\x00" * 60)],
        _pieces(1),
        extra=pairs[0][1],
    )
    for p in out.values():
        p.chmod(0o644)
    return out


def _crafted_frames() -> list[tuple[bool, bytes]]:
    """Mirror frames with one fault each, built with the spec-driven encoder."""
    rpcs = PROFILE.rpcs

    def req(rpc, corr, body, version=0):
        return (True, encode_request(rpcs[rpc], version, corr, "kmirror-test", body))

    def resp(corr, body):
        return (False, encode_response(corr, body))

    def body(rpc, kind, value):
        return encode_body(PROFILE.message(rpcs[rpc], kind), 0, value)

    create = bytearray(body("CreateMirror", "request", {"mirror_name": "m1", "config": []}))
    create[0] = 0x7F  # mirror_name longer than the frame
    topics = bytearray(body("AddTopicsToMirror", "request", {"topics": []}))
    topics[0:1] = b"\xff\xff\x03"  # array count 65534: more than the bytes left
    ok_list = body("ListMirrors", "response", {"mirrors": [{"mirror_name": "m1"}]})
    # DescribeMirrors first: a key only the profile has makes the broker a mirror broker, so
    # its key 94 is CreateMirror (dissector.decode.endpoints); the malformed CreateMirror
    # below would otherwise decode cleanly as Kafka 4.4's UnregisterController.
    return [
        req("DescribeMirrors", 2, body("DescribeMirrors", "request", {"mirror_names": None})),
        resp(2, body("DescribeMirrors", "response", {"mirrors": []})),
        req("CreateMirror", 1, bytes(create)),
        resp(1, body("CreateMirror", "response", {"error_message": None})),
        req("ListMirrors", 3, b"\x01\x05\x02\xab\xcd"),  # an unknown tagged field
        resp(3, ok_list + b"\x00\x00"),  # bytes after the body
        req("ListMirrors", 4, b"\xff\xff\xff\xff\xff\x01"),  # varint too long
        req("ListMirrors", 5, b"\x02\x05\x00\x03\x00"),  # tags out of order
        req("CreateMirror", 6, b"\x00", version=5),  # no such version
        req("AddTopicsToMirror", 7, bytes(topics)),
        req("ListMirrors", 8, b"\x00"),
        resp(8, ok_list[:-3]),  # body cut short
        # A standard request sharing a segment and a correlation id with a mirror one:
        # the latest request owns the response, and Wireshark's Kafka dissector decodes it.
        (True, req("ListMirrors", 9, b"\x00")[1] + _API_VERSIONS_REQUEST),
        (False, _API_VERSIONS_RESPONSE),
    ]


# ApiVersions v0 (request header v1, response header v0), correlation id 9.
_API_VERSIONS_REQUEST = encode_request(18, 0, 9, "kmirror-test", b"", header_version=1)
_API_VERSIONS_RESPONSE = encode_response(9, struct.pack(">hihhh", 0, 1, 18, 0, 3), header_version=0)


# ------------------------------------------------------------------ tshark tests


@needs_tshark
@pytest.mark.parametrize("name", [p.name for p in CAPTURES])
@pytest.mark.slow
def test_every_capture_matches_the_python_decoder(shared, name):
    """Each capture with the plugin of its revision (a scenario capture's truth names it)."""
    truth = ROOT / "captures" / (name.rsplit(".", 1)[0] + ".truth.json")
    profile = json.loads(truth.read_text())["profile"]["name"] if truth.exists() else None
    plugin = shared / PLUGIN_FILE
    if profile is not None and profile != load_profile().name:
        plugin = shared / f"{profile}.lua"
        plugin.write_text(generate_lua(load_profile(profile)))
        plugin.chmod(0o644)
    n, _ = compare_capture(shared / name, plugin, CAPTURE_PORTS, set_ports=True, profile=profile)
    assert n == 40 or name != "walkthrough.pcap"
    assert n > 0 or profile is None


@needs_tshark
@pytest.mark.parametrize("variant", ["split1", "split2", "split3", "straddle"])
@pytest.mark.slow
def test_frames_over_many_segments_match_the_python_decoder(shared, built, variant):
    # Port 9092 is the plugin's default: no -o option.
    n, _ = compare_capture(built[variant], shared / PLUGIN_FILE, (9092,), set_ports=False)
    assert n == 40


@needs_tshark
@pytest.mark.slow
def test_malformed_frames_get_the_same_expert_words(shared, built):
    ours = [m for m in dissector.iter_messages(built["malformed"], ports=(9092,)) if m.mirror]
    words = {w.split("@")[0] for m in ours for w in m.expert}
    assert words >= {
        "bad_string_length",
        "nullable_violation",
        "pdu_length_mismatch",
        "bad_varint",
        "bad_tagged_fields",
        "unsupported_api_version",
        "bad_array_length",
    }
    assert any("_unknown_tags" in (m.body or {}) for m in ours)
    n, root = compare_capture(built["malformed"], shared / PLUGIN_FILE, (9092,), False)
    assert n == len(ours)
    # The ApiVersions pair went to Wireshark's Kafka dissector, linked, request not missing.
    kafka = protos_by_frame(root, "kafka")
    assert len(kafka) == 2
    req_frame, resp_frame = sorted(kafka)
    (resp,) = kafka[resp_frame]
    assert resp.find(".//field[@name='kafka.request_frame']").get("show") == str(req_frame)
    assert resp.find(".//field[@name='kafka.request_missing']") is None
    assert len(protos_by_frame(root, "kafka_mirror")[req_frame]) == 1


@needs_tshark
def test_a_frame_above_the_maximum_is_not_reassembled(shared, built):
    root = pdml(built["too_large"], shared / PLUGIN_FILE)
    protos = protos_by_frame(root, "kafka_mirror")
    flagged = [f for f, ps in protos.items() for p in ps if _experts(p)]
    assert len(flagged) == 1
    (frame,) = flagged
    assert _experts(protos[frame][0]) == ["frame_too_large@0"]
    # The next segment is shown as not decoded, not held for a 100 MiB reassembly.
    later = [f for f in protos if f > frame]
    assert later and all("not decoded" in protos[f][0].get("showname") for f in later)
    ours = [m for m in dissector.iter_messages(built["too_large"], ports=(9092,))]
    assert any("frame_too_large@0" in m.expert for m in ours)


@needs_tshark
@pytest.mark.parametrize("name", [p.name for p in CAPTURES])
@pytest.mark.slow
def test_non_mirror_kafka_frames_are_unchanged(shared, name):
    path = shared / name
    # Without the plugin, Wireshark's Kafka dissector on the same ports (Decode As).
    without = protos_by_frame(pdml(path, None, decode_as=CAPTURE_PORTS), "kafka")
    # The plugin on those ports (the same run as the differential test).
    root = pdml(path, shared / PLUGIN_FILE, CAPTURE_PORTS)
    with_plugin = protos_by_frame(root, "kafka")
    mirror = protos_by_frame(root, "kafka_mirror")
    assert set(with_plugin) <= set(without)
    compared = 0
    for frame, protos in without.items():
        theirs = [ET.tostring(p) for p in protos]
        ours = [ET.tostring(p) for p in with_plugin.get(frame, [])]
        if frame not in mirror:
            assert ours == theirs, frame
        else:  # the mirror messages left Kafka's list; the others are unchanged, in order
            assert len(ours) + len(mirror[frame]) == len(theirs), frame
            it = iter(theirs)
            assert all(p in it for p in ours), frame
        compared += len(ours)
    assert compared > 50


@needs_tshark
@pytest.mark.slow
def test_port_preference_decides_where_the_plugin_looks(shared, tshark):
    path = shared / "walkthrough.pcap"
    args = ["-n", "-r", str(path), "-X", f"lua_script:{shared / PLUGIN_FILE}"]
    fields = ["-T", "fields", "-e", "kafka_mirror.rpc", "-Y", "kafka_mirror"]
    assert run_tshark(args + fields, via=tshark).strip() == ""  # default 9092: Tansu only
    out = run_tshark(args + ["-o", "kafka_mirror.tcp.ports:19092"] + fields, via=tshark)
    assert len(out.split()) == 40 and "CreateMirror" in out


@needs_tshark
@pytest.mark.slow
def test_every_field_is_registered(shared, tshark):
    out = run_tshark(["-G", "fields", "-X", f"lua_script:{shared / PLUGIN_FILE}"], via=tshark)
    registered = {line.split("\t")[2] for line in out.splitlines() if line.startswith("F\t")} | {
        line.split("\t")[2] for line in out.splitlines() if line.startswith("P\t")
    }
    assert set(field_abbrevs(PROFILE)) <= registered


@needs_tshark
@pytest.mark.slow
def test_install_then_plain_tshark(built, tshark):
    home = tshark.folder("kmirror-home-")
    try:
        res = CliRunner(env={"HOME": str(home)}).invoke(lua, ["install", "--profile", PROFILE.name])
        assert res.exit_code == 0, res.output
        installed = Path(res.output.strip())
        assert installed == home / ".local" / "lib" / "wireshark" / "plugins" / PLUGIN_FILE
        assert installed.read_text() == PLUGIN.read_text()
        for p in [home, *home.rglob("*")]:
            p.chmod(0o755 if p.is_dir() else 0o644)
        folders = run_tshark(["-G", "folders"], home=home, via=tshark)
        assert tshark.inner(installed.parent) in folders
        out = run_tshark(
            ["-n", "-r", str(built["split2"]), "-T", "fields", "-e", "kafka_mirror.mirror_name"],
            home=home,
            via=tshark,
        )
        assert "eu-west-mirror" in out
    finally:
        shutil.rmtree(home, ignore_errors=True)
