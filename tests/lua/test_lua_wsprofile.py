"""The Wireshark profile ``kmirror lua install`` writes: coloring rules and a column preset.

``kmirror lua install -p 19092`` into an empty HOME, then ``tshark -C "Kafka Mirror"``
(the profile's columns and ports, the plugin from the personal plugin folder) on the
walkthrough, under Wireshark 4.0 and 4.4: each summary line of a mirror frame carries
its mirror name, partition state and error name as the Python decoder reads them, and
each coloring rule's filter selects exactly the frames it names (errors: the responses
``kmirror read`` lists with a non-zero error; failover/failback: the profile's
WriteMirrorStates and LastMirroredOffsets frames).
"""

from __future__ import annotations

import shutil
import subprocess
from collections import defaultdict

import pytest

import dissector
from dissector.plugin.lua import PLUGIN_FILE, generate_lua
from dissector.plugin.wsprofile import WS_PROFILE, colorfilters, preferences, state_abbrevs
from dissector.profiles.profile import load_profile

from helpers import ROOT, WALKTHROUGH

PROFILE = load_profile()


def test_the_profile_files_come_from_the_specs():
    prefs = preferences(PROFILE, "9092,19092")
    for abbr in state_abbrevs(PROFILE):
        assert abbr in prefs and abbr in generate_lua(PROFILE)
    assert "kafka_mirror.tcp.ports: 9092,19092" in prefs
    rules = colorfilters(PROFILE, "@Bad TCP@tcp.analysis.flags@[1,2,3][4,5,6]\n# comment\n")
    lines = rules.splitlines()
    assert lines[1].startswith("@Kafka Mirror error@kafka_mirror.error_code != 0@")
    assert '"WriteMirrorStates"' in lines[2] and '"LastMirroredOffsets"' in lines[2]
    assert lines[-1] == "@Bad TCP@tcp.analysis.flags@[1,2,3][4,5,6]"  # the defaults after


@pytest.fixture
def home(tshark, monkeypatch):
    d = tshark.folder("kmirror-wsprofile-")
    monkeypatch.setenv("HOME", str(d))
    monkeypatch.delenv("XDG_CONFIG_HOME", raising=False)
    from click.testing import CliRunner

    from dissector.cli.lua import lua

    res = CliRunner().invoke(lua, ["install", "-p", "19092"])
    assert res.exit_code == 0, res.output
    assert (d / ".local" / "lib" / "wireshark" / "plugins" / PLUGIN_FILE).exists()
    shutil.copy(WALKTHROUGH, d / WALKTHROUGH.name)
    subprocess.run(["chmod", "-R", "a+rX", str(d)], check=True)
    yield d
    shutil.rmtree(d, ignore_errors=True)


@pytest.mark.slow
def test_tshark_with_the_profile_shows_the_columns_and_the_rules_match(tshark, home):
    want: dict[int, list] = defaultdict(list)
    for m in dissector.iter_messages(WALKTHROUGH, ports=(19092,)):
        if m.mirror:
            want[m.frame].append(m)
    args = ["-n", "-C", WS_PROFILE, "-r", str(home / WALKTHROUGH.name), "-Y", "kafka_mirror"]
    res = tshark.run(args, home=home)
    assert res.returncode == 0 and "Lua" not in res.stderr, res.stderr
    lines = {int(x.split()[0]): x for x in res.stdout.splitlines()}
    assert sorted(lines) == sorted(want)
    states = {153: "INITIALIZING", 155: "PREPARING", 179: "STOPPED"}
    for frame, msgs in want.items():
        m = msgs[0]
        assert (m.mirror_name or "") in lines[frame]
        if m.kind == "response" and m.error_code:
            assert "INVALID_REQUEST" in lines[frame] or "RESOURCE_NOT_FOUND" in lines[frame]
        if frame in states:
            assert states[frame] in lines[frame], lines[frame]
    for rule in (home / ".config" / "wireshark" / "profiles" / WS_PROFILE / "colorfilters").open():
        if not rule.startswith("@Kafka Mirror"):
            continue
        name, flt = rule.split("@")[1:3]
        got = tshark.run(args[:-1] + [flt, "-T", "fields", "-e", "frame.number"], home=home)
        assert got.returncode == 0, got.stderr
        frames = sorted(int(x) for x in got.stdout.split())
        if name == "Kafka Mirror error":
            expect = [f for f, ms in want.items() if any(m.error_code for m in ms)]
        elif name == "Kafka Mirror failover/failback":
            rpcs = {"WriteMirrorStates", "LastMirroredOffsets"}
            expect = [f for f, ms in want.items() if any(m.api_name in rpcs for m in ms)]
        else:
            expect = list(want)
        assert frames == sorted(expect), name
    assert (ROOT / "docs" / "images" / "wireshark.png").exists()
