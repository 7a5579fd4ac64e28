"""Helpers that tests of several stages share: paths, the command line, ports, captures.

Owns: the paths of the committed captures and test data, :func:`load_truth`
(a scenario capture's ground truth), :func:`kmirror` (the command line run
as a user runs it), :func:`free_ports`, the ``needs_tshark`` skip marker and
:func:`tcp_conversation` (scapy packets of one TCP connection carrying given
payloads), :func:`fuzz_script` (scripts/fuzz.py as a module) and :func:`work` and
:func:`counted` (the function calls some code makes: a deterministic measure of its
cost, where a test would otherwise time it).  Imported as ``from helpers import ...``
(``conftest.py`` puts this folder on ``sys.path``).

Must not import: any test module; scapy only when a capture is built.
"""

from __future__ import annotations

import contextlib
import gc
import json
import shutil
import socket
import subprocess
import sys
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
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


@dataclass
class Work:
    """What :func:`work` measured of one call: ``calls``, the Python and C function calls
    made (generator resumptions included), ``named`` the same by function name
    (``co_qualname`` of Python code; ``TYPE.NAME`` or ``MODULE.NAME`` of C functions, e.g.
    ``bytes.find``, ``zstd.decompress_into``), and ``result``, what the callable returned."""

    calls: int
    result: Any = field(repr=False)
    named: dict[str, int] = field(repr=False)

    def of(self, *names: str) -> int:
        """The calls of the functions whose name is one of ``names`` or ends with
        ``.NAME`` (``of("decompress")`` counts ``ZstdDecompressor.decompress`` too)."""
        tails = tuple("." + x for x in names)
        return sum(n for k, n in self.named.items() if k in names or k.endswith(tails))


def work(fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Work:
    """Run ``fn(*args, **kwargs)`` under a profiler and count the function calls it makes in
    this thread (Python functions, and C functions called from Python).

    The profiler is :mod:`cProfile`: the ``sys.setprofile`` hook implemented in C, several
    times cheaper than a Python profile function; only its call counts are read, never its
    clock.  The count is deterministic for the same input (a full collection runs first, so
    the cyclic collector's own schedule starts afresh), which CPU time on a shared machine
    is not: tests bound it where they guard against quadratic work or a blow-up ("the work
    at 4n is at most 4.5x the work at n", "at most N calls per input"); timings belong in
    scripts/benchmark.py.  Run ``fn`` once before on the same kind of input when the first
    call may import or fill caches.  Work done inside one C call (a ``bytes.find`` over a
    whole buffer) is one call: bound such work by the bytes it is given (:class:`Scanned`).
    """
    gc.collect()
    with counted() as w:
        w.result = fn(*args, **kwargs)
    return w


@contextlib.contextmanager
def counted() -> Iterator[Work]:
    """``with counted() as w:`` counts the calls made in the block into ``w`` (as
    :func:`work` does, without its full collection first: for many small measures in a
    loop, where a collection each time would cost more than the work measured)."""
    import cProfile

    w = Work(0, None, {})
    profiler = cProfile.Profile()
    profiler.enable()
    try:
        yield w
    finally:
        profiler.disable()
        for entry in profiler.getstats():
            code = entry.code
            name = code.co_qualname if not isinstance(code, str) else _c_name(code)
            w.named[name] = w.named.get(name, 0) + entry.callcount
        w.named.pop("_lsprof.Profiler.disable", None)
        w.calls = sum(w.named.values())


def _c_name(label: str) -> str:
    """cProfile's label of a C function as ``TYPE.NAME`` or ``MODULE.NAME``:
    ``<method 'find' of 'bytes' objects>`` is ``bytes.find``, ``<built-in method
    builtins.len>`` is ``builtins.len``."""
    import re

    m = re.fullmatch(r"<method '([^']+)' of '([^']+)' objects>", label)
    if m:
        return f"{m[2]}.{m[1]}"
    m = re.fullmatch(r"<built-in method ([^>]+)>", label)
    return m[1] if m else label


class Scanned(bytes):
    """Bytes that count, in :attr:`scanned`, how many of them their searches pass over
    (``find``, ``index``, ``count``: each one C call that may run to the buffer's end).
    A search from ``start`` that finds ``sub`` at ``p`` passes ``p - start + len(sub)``
    bytes; one that finds nothing passes ``end - start``.  A deterministic measure of
    the work a code spends searching a buffer, which :func:`work` sees as one call per
    search (a search restarted from the buffer's start each time is quadratic here)."""

    scanned = 0

    def _passed(self, sub: Any, found: int, start: Any, end: Any) -> int:
        lo, hi, _ = slice(start, end).indices(len(self))
        width = len(sub) if not isinstance(sub, int) else 1
        self.scanned += (found - lo + width) if found >= 0 else max(hi - lo, 0)
        return found

    def find(self, sub: Any, start: Any = None, end: Any = None) -> int:
        return self._passed(sub, bytes.find(self, sub, start, end), start, end)

    def index(self, sub: Any, start: Any = None, end: Any = None) -> int:
        found = bytes.find(self, sub, start, end)
        self._passed(sub, found, start, end)
        if found < 0:
            raise ValueError("subsection not found")
        return found

    def count(self, sub: Any, start: Any = None, end: Any = None) -> int:
        lo, hi, _ = slice(start, end).indices(len(self))
        self.scanned += max(hi - lo, 0)
        return bytes.count(self, sub, start, end)


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
