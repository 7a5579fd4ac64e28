"""Helpers that tests of several stages share: paths, the command line, ports, captures.

Owns: the paths of the committed captures and test data, :func:`load_truth`
(a scenario capture's ground truth), :func:`kmirror` (the command line run
as a user runs it), :func:`free_ports`, the ``needs_tshark`` skip marker and
:func:`tcp_conversation` (scapy packets of one TCP connection carrying given
payloads) and :func:`fuzz_script` (scripts/fuzz.py as a module).  Imported as
``from helpers import ...`` (``conftest.py`` puts this folder on ``sys.path``).

Must not import: any test module; scapy only when a capture is built.
"""

from __future__ import annotations

import json
import shutil
import socket
import subprocess
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

import pytest

#: The repository's root folder.
ROOT = Path(__file__).resolve().parent.parent
#: The committed captures (and their ``NAME.truth.json`` ground truths).
CAPTURES = ROOT / "captures"
#: The walkthrough capture: real Kafka traffic plus mirror RPCs on 19092.
WALKTHROUGH = CAPTURES / "walkthrough.pcap"
#: The clients capture: real Kafka clients against a broker on 9092.
CLIENTS = CAPTURES / "clients.pcap"
#: Small hand-made captures of edge cases.
CASES = ROOT / "tests" / "data" / "cases"

def script_module(stem: str) -> Any:
    """``scripts/STEM.py`` as a module, loaded once as ``kmirror_STEM`` (not ``STEM``: a
    script's name may be a test package's, e.g. ``fuzz``; dataclasses look their module
    up in ``sys.modules``, so it is registered there)."""
    import importlib.util

    name = f"kmirror_{stem}"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / f"{stem}.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


def fuzz_script() -> Any:
    """``scripts/fuzz.py`` as a module (:func:`script_module`)."""
    return script_module("fuzz")


#: Skips a test when tshark is not installed.
needs_tshark = pytest.mark.skipif(
    shutil.which("tshark") is None, reason="tshark missing: `make test` installs it"
)


def load_truth(name: str) -> dict:
    """The ground truth of scenario capture ``name`` (``captures/NAME.truth.json``)."""
    return json.loads((CAPTURES / f"{name}.truth.json").read_text())


def whole_wire(truth: dict) -> bool:
    """Whether every step of a scenario truth crossed the captured wire: the capture began
    with the actors (no ``capture_started``) and no state was written in process (no
    ``local`` transition of a leader that is its own mirror coordinator)."""
    return "capture_started" not in truth and not any(t.get("local") for t in truth["transitions"])


def kmirror(*args: str, env: Mapping[str, str] | None = None) -> subprocess.CompletedProcess:
    """``kmirror ARGS`` as ``python -m dissector``: its exit code, stdout and stderr as text."""
    return subprocess.run(
        [sys.executable, "-m", "dissector", *args],
        capture_output=True,
        text=True,
        timeout=120,
        env=None if env is None else dict(env),
    )


def free_ports(n: int) -> list[int]:
    """``n`` distinct loopback TCP ports that were free a moment ago."""
    socks = []
    for _ in range(n):
        s = socket.socket()
        s.bind(("127.0.0.1", 0))
        socks.append(s)
    ports = [s.getsockname()[1] for s in socks]
    for s in socks:
        s.close()
    return ports


def tcp_conversation(
    segments: Iterable[tuple[bool, bytes]],
    client: tuple[str, int] = ("10.0.0.7", 40001),
    server: tuple[str, int] = ("10.0.0.1", 9092),
    *,
    isn: tuple[int, int] = (1000, 5000),
    handshake: tuple[str, ...] = ("S", "SA", "A"),
    close: bool = False,
    link: Any = "ethernet",
    ip_layer: Any = None,
    start: float | None = None,
    step: float = 0.0005,
) -> list:
    """Scapy packets of one TCP connection: handshake, ``segments``, optionally FINs.

    ``segments`` are ``(to_server, payload)`` in order, one packet each (PSH+ACK).
    ``isn`` are the client's and the server's initial sequence numbers (their
    SYNs' ``seq``); every packet but the SYN acknowledges all the other side
    sent.  ``handshake`` is the flags of its packets (client, server, client);
    ``close`` adds a FIN+ACK from each side.  ``link()`` makes the link-layer
    header (``"ethernet"``, the default: scapy's ``Ether``; None: bare IP
    packets), ``ip_layer`` is scapy's ``IP`` (the default) or ``IPv6``.  With
    ``start``, packet ``i`` gets time ``start + (i + 1) * step``.
    """
    from scapy.layers.inet import IP, TCP
    from scapy.layers.l2 import Ether
    from scapy.packet import Raw

    if isinstance(link, str) and link == "ethernet":
        link = Ether
    if ip_layer is None:
        ip_layer = IP
    seq = {True: isn[0], False: isn[1]}
    out = []
    t = start

    def send(to_server: bool, flags: str, data: bytes = b"") -> None:
        nonlocal t
        (src, sport), (dst, dport) = (client, server) if to_server else (server, client)
        ack = 0 if flags == "S" else seq[not to_server]
        p = ip_layer(src=src, dst=dst) / TCP(
            sport=sport, dport=dport, seq=seq[to_server], ack=ack, flags=flags
        )
        if data:
            p = p / Raw(data)
        if link is not None:
            p = link() / p
        if t is not None:
            t += step
            p.time = t
        out.append(p)
        seq[to_server] += len(data) + (1 if "S" in flags or "F" in flags else 0)

    for i, flags in enumerate(handshake):
        send(i != 1, flags)
    for to_server, data in segments:
        send(to_server, "PA", data)
    if close:
        send(True, "FA")
        send(False, "FA")
    return out


# ---------------------------------------------------------------- analysis tables


def na(v: Any) -> Any:
    """``None`` for every kind of missing value a DataFrame cell holds (None, pd.NA, NaN, NaT)."""
    import pandas as pd

    return None if v is None or v is pd.NA or (not isinstance(v, str) and pd.isna(v)) else v


def table_rows(df: Any, cols: list[str]) -> list[tuple]:
    """The rows of ``df[cols]`` as tuples, missing values as None (comparable to a truth)."""
    return [tuple(na(v) for v in r) for r in df[cols].itertuples(index=False, name=None)]


def lmo_rows(a: Any, truth: Mapping[str, Any], cmap: Mapping[str, str], keep=None) -> tuple:
    """(the analysis's LMO rows, the truth's) as sorted tuples of op, cluster, mirror, topic,
    partition, lmo, recorded, state, rpc, correlation_id, client_id, client, server;
    ``cmap``: truth cluster -> analysis cluster; ``keep``: which truth LMOs the capture
    can show (default: all)."""
    lm = a.lmos.copy()
    lm["op"] = lm["kind"].astype("string").str.removeprefix("lmo_")
    cols = ["op", "cluster", "mirror", "topic", "partition", "lmo", "recorded", "state", "rpc"]
    cols += ["correlation_id", "client_id", "client", "server"]
    mine = sorted(table_rows(lm, cols), key=str)
    want = sorted(
        (
            (x["op"], cmap[x["cluster"]], *(x[c] for c in cols[2:]))
            for x in truth["lmos"]
            if keep is None or keep(x)
        ),
        key=str,
    )
    return mine, want


def exchange_key(x: Mapping[str, Any]) -> tuple:
    """How a ground truth names an exchange: (client, server, correlation_id)."""
    return (x["client"], x["server"], x["correlation_id"])


def exchange_keys(a: Any) -> dict[int, tuple]:
    """An analysis' exchange number -> :func:`exchange_key` of that exchange."""
    e = a.exchanges
    return {
        int(i): (c, s, int(k) if na(k) is not None else None)
        for i, c, s, k in zip(
            e["exchange"], e["client"], e["server"], e["correlation_id"], strict=True
        )
    }


def cluster_map(a: Any, truth: Mapping[str, Any]) -> dict[str, str]:
    """Truth cluster name -> the analysis' cluster label, via the addresses the truth lists."""
    of = dict(zip(a.clusters["address"], a.clusters["cluster"], strict=True))
    return {n: of[c["mirror_endpoint"]] for n, c in truth["clusters"].items()}
