"""pyshark as a door into kmirror: a capture opened in pyshark with the Lua plugin loaded.

Owns: :func:`FileCapture` (a ``pyshark.FileCapture`` with the generated
``kafka_mirror`` plugin, its broker ports, its TLS ports and the TLS key log
set, so that ``pkt.kafka_mirror`` fields are there, inside TLS too) and
:func:`messages` (our decoded :class:`~dissector.decode.message.Message` objects of a
pyshark packet, bodies with their nested arrays intact where pyshark's layers
flatten them into comma-joined fields).

pyshark runs tshark and parses its XML output packet by packet: about 100x
slower than ``kmirror read`` (``make bench`` prints both); use it to look
around in a capture, not to read large ones.

Must not import: the CLI, or pyshark at import time (it is imported when used).
"""

from __future__ import annotations

import functools
import os
import subprocess
import sys
import tempfile
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from ..decode.message import Message
from ..flags import Flag
from ..pipeline.dissector import DEFAULT_PORTS, Dissector
from ..profiles.profile import Profile, load_profile

__all__ = ["FileCapture", "messages", "plugin_path", "tls_ports"]


@functools.lru_cache(maxsize=8)
def plugin_path(profile: str | None = None) -> Path:
    """The Lua plugin for ``profile`` (a shipped name; default the seed's), built once per
    process by ``kmirror lua build`` (run as a command: the runtime imports no codegen)
    into the system's temporary folder.  Raises RuntimeError when the build fails."""
    folder = Path(tempfile.mkdtemp(prefix="kmirror-lua."))
    path = folder / "kafka_mirror.lua"
    cmd = [sys.executable, "-m", "dissector", "lua", "build", "-o", str(path)]
    if profile is not None:
        cmd += ["--profile", profile]
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError(f"kmirror lua build failed: {r.stderr.strip()}")
    return path


def tls_ports(path: str | os.PathLike, ports: Iterable[int] = DEFAULT_PORTS) -> list[int]:
    """The broker ports of ``ports`` on which the capture has TLS connections (by their
    ClientHello, read by kmirror without keys)."""
    found = set()
    for m in Dissector(ports).feed_path(path):
        if m.flags & Flag.ENCRYPTED:
            found.add(m.dport if m.direction == "request" else m.sport)
    return sorted(found)


def FileCapture(  # noqa: N802 - named like the pyshark class it returns
    path: str | os.PathLike,
    ports: Iterable[int] = DEFAULT_PORTS,
    tls_keylog: str | os.PathLike | None = None,
    tls: Iterable[int] | None = None,
    profile: Profile | str | None = None,
    **kwargs: Any,
):
    """A ``pyshark.FileCapture`` of ``path`` with the ``kafka_mirror`` plugin loaded.

    ``ports``: broker ports carrying Kafka (the plugin's ``kafka_mirror.tcp.ports``).
    ``tls_keylog``: an NSS key log (``tls.keylog_file``); then the ports of ``ports``
    that carry TLS (``tls``, default: found by :func:`tls_ports`) go to
    Wireshark's TLS dissector and the plugin reads the decrypted data
    (``kafka_mirror.tls.ports``).  ``profile``: the mirror profile of the plugin
    (a shipped profile's name or a Profile).
    Other keyword arguments go to ``pyshark.FileCapture`` (e.g.
    ``display_filter="kafka_mirror"``, ``keep_packets=False``).  The returned
    object also carries ``kmirror_options`` (what :func:`messages` needs).

    Raises ImportError when pyshark is not installed.
    """
    import pyshark

    ports = sorted(set(ports))
    tls = (
        sorted(set(tls))
        if tls is not None
        else (tls_ports(path, ports) if tls_keylog is not None else [])
    )
    prefs = dict(kwargs.pop("override_prefs", None) or {})
    prefs["kafka_mirror.tcp.ports"] = ",".join(str(p) for p in ports if p not in tls) or "0"
    if tls:
        prefs["kafka_mirror.tls.ports"] = ",".join(map(str, tls))
    if tls_keylog is not None:
        prefs["tls.keylog_file"] = os.path.abspath(tls_keylog)
    custom = list(kwargs.pop("custom_parameters", None) or [])
    name = profile.name if isinstance(profile, Profile) else profile
    custom += ["-X", f"lua_script:{plugin_path(name)}"]
    cap = pyshark.FileCapture(
        os.fspath(path), override_prefs=prefs, custom_parameters=custom, **kwargs
    )
    cap.kmirror_options = {
        "path": os.fspath(path),
        "ports": ports,
        "tls_keylog": tls_keylog,
        "profile": profile,
    }
    return cap


_INDEX: dict[tuple, dict[int, list[Message]]] = {}


def messages(pkt: Any, capture: Any) -> list[Message]:
    """Our decoded messages completed by pyshark packet ``pkt`` of ``capture`` (from
    :func:`FileCapture`): bodies decoded, nested arrays intact, requests and
    responses linked.  Empty for a frame that completes no Kafka message.

    The capture is read once by kmirror (every body decoded) and indexed by frame.
    """
    o = capture.kmirror_options
    key = (o["path"], tuple(o["ports"]), o["tls_keylog"], str(o["profile"]))
    index = _INDEX.get(key)
    if index is None:
        prof = o["profile"]
        prof = prof if isinstance(prof, Profile) or prof is None else load_profile(prof)
        index = {}
        dis = Dissector(o["ports"], prof, full=True, tls_keylog=o["tls_keylog"])
        for m in dis.feed_path(o["path"]):
            index.setdefault(m.frame, []).append(m)
        _INDEX[key] = index
    return index.get(int(pkt.number), [])
