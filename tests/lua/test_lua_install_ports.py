"""`kmirror lua install -p PORT`: a plain `tshark -r` then decodes mirror RPCs on that port."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

from helpers import WALKTHROUGH as WALK
from helpers import kmirror, needs_tshark

pytestmark = needs_tshark


def test_install_with_port_then_plain_tshark(tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    env = {**os.environ, "HOME": str(home)}
    r = kmirror("lua", "install", "-p", "19092", env=env)
    assert r.returncode == 0, r.stderr
    plugin = Path(r.stdout.strip())
    assert plugin.is_file() and str(plugin).startswith(str(home))
    assert 'local DEFAULT_PORTS = "9092,19092"' in plugin.read_text()
    out = subprocess.run(
        [
            "tshark",
            "-n",
            "-r",
            str(WALK),
            "-Y",
            "kafka_mirror",
            "-T",
            "fields",
            "-e",
            "frame.number",
            "-e",
            "kafka_mirror.rpc",
        ],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    ).stdout.splitlines()
    assert len(out) == 40  # the 20 mirror requests and their 20 responses
    rpcs = {line.split("\t")[1] for line in out}
    assert {"CreateMirror", "DescribeMirrors", "WriteMirrorStates"} <= rpcs
