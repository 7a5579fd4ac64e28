"""`kmirror lua install -p PORT`: a plain `tshark -r` then decodes mirror RPCs on that port.

Under each tshark build of :mod:`tsharks` (Wireshark 4.0 and 4.4), as ``nobody``.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from helpers import WALKTHROUGH as WALK
from helpers import kmirror


@pytest.mark.slow
def test_install_with_port_then_plain_tshark(tshark):
    folder = tshark.folder("kmirror-install-")
    try:
        home = folder / "home"
        home.mkdir()
        env = {**os.environ, "HOME": str(home)}
        r = kmirror("lua", "install", "-p", "19092", env=env)
        assert r.returncode == 0, r.stderr
        plugin = Path(r.stdout.strip())
        assert plugin.is_file() and str(plugin).startswith(str(home))
        assert 'local DEFAULT_PORTS = "9092,19092"' in plugin.read_text()
        shutil.copy(WALK, folder / WALK.name)
        for p in [folder, *folder.rglob("*")]:
            p.chmod(0o755 if p.is_dir() else 0o644)
        args = ["-n", "-r", str(folder / WALK.name), "-Y", "kafka_mirror", "-T", "fields"]
        res = tshark.run(args + ["-e", "frame.number", "-e", "kafka_mirror.rpc"], home=home)
        assert res.returncode == 0, res.stderr
        out = res.stdout.splitlines()
        assert len(out) == 40  # the 20 mirror requests and their 20 responses
        rpcs = {line.split("\t")[1] for line in out}
        assert {"CreateMirror", "DescribeMirrors", "WriteMirrorStates"} <= rpcs
    finally:
        shutil.rmtree(folder, ignore_errors=True)
