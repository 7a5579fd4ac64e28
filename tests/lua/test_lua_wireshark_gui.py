"""The plugin in Wireshark itself (Qt, Debian's ``wireshark``) under Xvfb (issue 30).

``kmirror lua install -p 19092`` into an empty HOME (plugin, coloring rules, column
preset), then ``wireshark -C "Kafka Mirror" -r captures/walkthrough.pcap -Y kafka_mirror
-g 149`` as ``nobody`` on a virtual display.  A probe (a Lua postdissector loaded with
``-X lua_script:``, which fails to load if the plugin's fields are not registered)
writes what the GUI's dissection put in ``kafka_mirror.mirror_name``,
``kafka_mirror.error_name`` and ``kafka_mirror.rpc`` frame by frame.  Checked: no Lua
error on stderr, the probe's values are the Python decoder's for every mirror frame,
and the screenshot shows something (many colours).  With ``KMIRROR_SCREENSHOT_DIR`` set
the screenshot is copied there (``docs/images/wireshark.png`` is made so).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

import dissector
from dissector.cli.lua import lua
from dissector.kafka.protocol import error_name
from dissector.profiles.profile import load_profile

from helpers import WALKTHROUGH

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        not (shutil.which("wireshark") and shutil.which("Xvfb") and shutil.which("import")),
        reason="needs Debian's wireshark, xvfb and imagemagick (apt-get install wireshark-qt "
        "xvfb imagemagick)",
    ),
    pytest.mark.skipif(os.geteuid() != 0, reason="runs Wireshark as nobody: needs root"),
]

PROFILE = load_profile()
PROBE = """
local mirror = Field.new("kafka_mirror.mirror_name")
local err = Field.new("kafka_mirror.error_name")
local rpc = Field.new("kafka_mirror.rpc")
local probe = Proto("kmirror_probe", "kmirror GUI probe")
local out = io.open(os.getenv("KMIRROR_PROBE"), "w")
local function all(f)
  local t = {}
  for i, v in ipairs({ f() }) do t[i] = tostring(v.value) end
  return table.concat(t, ",")
end
function probe.dissector(tvb, pinfo, tree)
  local r = all(rpc)
  if r ~= "" and not pinfo.visited then
    out:write(string.format("%d\\t%s\\t%s\\t%s\\n", pinfo.number, r, all(mirror), all(err)))
    out:flush()
  end
end
register_postdissector(probe, true)
"""


def _display() -> int:
    for n in range(90, 120):
        if not Path(f"/tmp/.X{n}-lock").exists():
            return n
    pytest.skip("no free X display number")


@pytest.fixture
def xvfb():
    n = _display()
    proc = subprocess.Popen(
        ["Xvfb", f":{n}", "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    for _ in range(50):
        if Path(f"/tmp/.X11-unix/X{n}").exists():
            break
        time.sleep(0.1)
    yield f":{n}"
    proc.terminate()
    proc.wait(timeout=10)


def _expected() -> dict[int, tuple[str, str, str]]:
    out = {}
    for m in dissector.iter_messages(WALKTHROUGH, ports=(19092,)):
        if m.mirror:
            code = m.error_code if m.kind == "response" else None
            error = "" if code is None else error_name(code, PROFILE.errors)
            out[m.frame] = (m.api_name, m.mirror_name or "", error)
    return out


@pytest.fixture
def folder():
    """A world-readable temporary folder (nobody cannot enter pytest's tmp_path)."""
    d = Path(tempfile.mkdtemp(prefix="kmirror-gui-"))
    d.chmod(0o755)
    yield d
    shutil.rmtree(d, ignore_errors=True)


def test_wireshark_shows_the_mirror_fields(folder, xvfb, monkeypatch):
    tmp_path = folder
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.delenv("XDG_CONFIG_HOME", raising=False)
    res = CliRunner().invoke(lua, ["install", "-p", "19092"])
    assert res.exit_code == 0, res.output
    conf = home / ".config" / "wireshark"
    geometry = (
        "gui.geometry_main_x: 0\ngui.geometry_main_y: 0\n"
        "gui.geometry_main_width: 1280\ngui.geometry_main_height: 800\n"
        "gui.geometry_main_maximized: FALSE\n"
    )
    (conf / "recent_common").write_text(geometry)
    columns = "%m, 50, %t, 80, %s, 80, %d, 80, %p, 90, "
    columns += '"%Cus:kafka_mirror.mirror_name:0:R", 110, "%Cus:kafka_mirror.mirrors.topics.'
    columns += 'partitions.state || kafka_mirror.topics.partitions.state:0:R", 170, '
    columns += '"%Cus:kafka_mirror.error_name:0:R", 130, %i, 500\n'
    (conf / "profiles" / "Kafka Mirror" / "recent").write_text("gui.column.width: " + columns)
    shutil.copy(WALKTHROUGH, tmp_path / WALKTHROUGH.name)
    (tmp_path / "probe.lua").write_text(PROBE)
    runtime = tmp_path / "run"
    runtime.mkdir(mode=0o700)
    subprocess.run(["chown", "-R", "nobody", str(tmp_path)], check=True)
    tmp_path.chmod(0o755)
    probe_out = home / "probe.tsv"
    env = [
        f"HOME={home}",
        f"DISPLAY={xvfb}",
        f"XDG_RUNTIME_DIR={runtime}",
        f"KMIRROR_PROBE={probe_out}",
        "QT_QPA_PLATFORM=xcb",
    ]
    cmd = ["runuser", "-u", "nobody", "--", "env", *env, "wireshark", "-C", "Kafka Mirror"]
    cmd += ["-X", f"lua_script:{tmp_path / 'probe.lua'}", "-r", str(tmp_path / WALKTHROUGH.name)]
    cmd += ["-Y", "kafka_mirror", "-g", "149"]
    ws = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    want = _expected()
    seen: dict[int, tuple[str, str, str]] = {}
    for _ in range(120):  # until the GUI has dissected every mirror frame (60 s at most)
        time.sleep(0.5)
        if probe_out.exists():
            for line in probe_out.read_text().splitlines():
                frame, rpc, mirror, error = line.split("\t")
                seen[int(frame)] = (rpc, mirror.split(",")[0], error)
        if len(seen) >= len(want) or ws.poll() is not None:
            break
    time.sleep(3)  # the window drawn
    shot = tmp_path / "wireshark.png"
    subprocess.run(["import", "-display", xvfb, "-window", "root", str(shot)], check=True)
    ws.terminate()
    _, err = ws.communicate(timeout=20)
    assert "Lua" not in err and ".lua:" not in err, err[-2000:]
    assert seen == want
    assert want[149] == ("CreateMirror", "eu-west-mirror", "INVALID_REQUEST")
    colours = subprocess.run(
        ["identify", "-format", "%k", str(shot)], capture_output=True, text=True, check=True
    ).stdout
    assert int(colours) > 50, colours
    keep = os.environ.get("KMIRROR_SCREENSHOT_DIR")
    if keep:
        shutil.copy(shot, Path(keep) / "wireshark.png")
