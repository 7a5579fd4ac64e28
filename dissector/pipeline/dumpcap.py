"""Wireshark's ``dumpcap`` run as the live capture: its pcapng stream read as it comes.

Owns: :class:`Dumpcap` (starting ``dumpcap -i IFACE -f BPF -B MB -n -w -``, waiting until
it captures, reading its stdout on a thread of its own into a :class:`Backlog` (memory,
then a temporary file), stopping it with SIGINT so it writes its interface statistics
blocks, its one-line errors) and :func:`default_filter`.  The kernel's drop counts come
from those blocks (:class:`~dissector.capture.stream.InterfaceStats`), as Wireshark
reads them.

Light on purpose: started by ``kmirror live`` before the dissector is imported, so no
packet is lost to start-up.  Must not import the dissector, the analysis, pandas or the
CLI.
"""

from __future__ import annotations

import collections
import contextlib
import fcntl
import os
import shutil
import signal
import subprocess
import tempfile
import threading
import time
from collections.abc import Iterable

from ..errors import CaptureError

__all__ = ["DEFAULT_BUFFER_MB", "QUEUE_BYTES", "Backlog", "Dumpcap", "default_filter"]

#: dumpcap's kernel capture buffer by default (its ``-B``, MiB): holds a burst of tens
#: of MB while the dissector catches up.
DEFAULT_BUFFER_MB = 64
#: The most bytes of dumpcap's stream held in memory ahead of the dissector; past them
#: the backlog goes to a temporary file (:class:`Backlog`), so a dissector slower than
#: the traffic makes the analysis late, never the capture lossy.
QUEUE_BYTES = 128 << 20
_CHUNK = 1 << 20
_PIPE_SIZE = 1 << 20  # (Linux's default pipe-max-size: 64 KiB pipes stall dumpcap)
_READY_TIMEOUT_S = 10.0


def default_filter(ports: Iterable[int]) -> str:
    """BPF for TCP on the given ports: ``tcp and (port 9092 or port 19092)``."""
    return "tcp and (" + " or ".join(f"port {p}" for p in sorted(set(ports))) + ")"


class Dumpcap:
    """``dumpcap`` capturing on ``iface`` with the capture filter ``bpf``, writing pcapng
    to a pipe read here.

    ``buffer_mb``: the kernel buffer (dumpcap's ``-B``, MiB).  ``count``: stop after this
    many packets (``-c``); ``duration``: after this many seconds (``-a duration:``).
    :meth:`start` returns once dumpcap captures; :meth:`next_chunk` gives the stream's
    bytes as they come; :meth:`stop` asks dumpcap to stop
    (SIGINT: it writes its statistics blocks and exits).  ``stderr_lines`` keeps what
    dumpcap said.  Raises CaptureError when dumpcap is not installed or cannot capture
    (no such interface, no permission), with dumpcap's own words.
    """

    def __init__(
        self,
        iface: str,
        bpf: str,
        buffer_mb: int = DEFAULT_BUFFER_MB,
        count: int | None = None,
        duration: float | None = None,
    ) -> None:
        self.iface = iface
        self.bpf = bpf
        self.buffer_mb = buffer_mb
        self.count = count
        self.duration = duration
        self.proc: subprocess.Popen | None = None
        self.stderr_lines: list[str] = []
        self.started_s: float | None = None  # seconds from start() to capturing
        self._q = Backlog(QUEUE_BYTES)
        self._ready = threading.Event()
        self._threads: list[threading.Thread] = []

    def command(self) -> list[str]:
        """The dumpcap command line."""
        exe = shutil.which("dumpcap") or "/usr/bin/dumpcap"
        cmd = [exe, "-i", self.iface, "-f", self.bpf, "-B", str(self.buffer_mb), "-n", "-w", "-"]
        if self.count is not None:
            cmd += ["-c", str(self.count)]
        if self.duration is not None:
            cmd += ["-a", f"duration:{max(1, round(self.duration))}"]
        return cmd

    def start(self) -> None:
        """Start dumpcap and wait until it captures (its stream's first bytes, the section
        header it writes once the interface is open, have come)."""
        t0 = time.monotonic()
        cmd = self.command()
        if not os.path.exists(cmd[0]):
            raise CaptureError(
                "dumpcap not found: install Wireshark's dumpcap "
                "(Debian: apt-get install tshark, or wireshark-common)"
            )
        try:
            self.proc = subprocess.Popen(
                cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL,
                start_new_session=True,  # (Ctrl-C is ours to pass on: see stop)
            )
        except OSError as e:
            raise CaptureError(f"cannot run dumpcap: {e.strerror or e}") from None
        for target in (self._read_err, self._read_out):
            t = threading.Thread(target=target, daemon=True)
            t.start()
            self._threads.append(t)
        deadline = t0 + _READY_TIMEOUT_S
        while not self._ready.wait(0.02):
            if self.proc.poll() is not None or time.monotonic() > deadline:
                self._threads[0].join(1.0)
                self.stop()
                said = " ".join(
                    ln.removeprefix("dumpcap: ")
                    for ln in self.stderr_lines
                    if ln and not ln.startswith(("File:", "Capturing on"))
                ) or f"exit status {self.proc.returncode}"
                raise CaptureError(f"cannot capture on {self.iface}: {said}")
        self.started_s = time.monotonic() - t0

    def _read_err(self) -> None:
        assert self.proc is not None and self.proc.stderr is not None
        for line in iter(self.proc.stderr.readline, b""):
            text = line.decode("utf-8", "replace").strip()
            self.stderr_lines.append(text)

    def _read_out(self) -> None:
        assert self.proc is not None and self.proc.stdout is not None
        fd = self.proc.stdout.fileno()
        with contextlib.suppress(OSError, AttributeError):
            fcntl.fcntl(fd, fcntl.F_SETPIPE_SZ, _PIPE_SIZE)
        try:
            while True:
                data = os.read(fd, _CHUNK)
                if not data:
                    break
                self._ready.set()  # (dumpcap writes the section header once it captures)
                self._q.put(data)
        finally:
            self._q.put(None)

    def next_chunk(self, timeout: float = 0.2) -> bytes | None:
        """The stream's next bytes: ``b""`` when nothing came within ``timeout`` seconds (a
        tick for the caller's clock), None once dumpcap's stream has ended."""
        return self._q.get(timeout)

    @property
    def backlog_bytes(self) -> int:
        """Bytes captured and not yet taken by :meth:`next_chunk` (memory and file)."""
        return self._q.size

    def stop(self) -> None:
        """Ask dumpcap to stop (it writes its statistics blocks and ends the stream)."""
        p = self.proc
        if p is not None and p.poll() is None:
            try:
                p.send_signal(signal.SIGINT)
            except ProcessLookupError:
                pass

    def wait(self) -> int | None:
        """Wait for dumpcap to end (killed after 10 s); its exit status."""
        p = self.proc
        if p is None:
            return None
        try:
            p.wait(10)
        except subprocess.TimeoutExpired:
            p.kill()
            p.wait()
        for t in self._threads:
            t.join(1.0)
        return p.returncode

    def dumpcap_drops(self) -> str | None:
        """dumpcap's own closing line on the interface's packets received and dropped."""
        return next((ln for ln in self.stderr_lines if "received/dropped" in ln), None)


class Backlog:
    """A first-in first-out queue of byte chunks between dumpcap's reader thread and the
    dissector: up to ``memory`` bytes in memory, the rest appended to a temporary file
    (read back in order once memory is empty), so the reader never waits on the
    dissector.  ``size``: bytes put and not yet taken.  A None put marks the end."""

    def __init__(self, memory: int) -> None:
        self.memory = memory
        self.size = 0
        self._mem: collections.deque[bytes | None] = collections.deque()
        self._mem_bytes = 0
        self._file = None
        self._disk: collections.deque[int | None] = collections.deque()  # chunk sizes
        self._rpos = 0
        self._cond = threading.Condition()

    def put(self, data: bytes | None) -> None:
        with self._cond:
            n = len(data) if data else 0
            if not self._disk and (data is None or self._mem_bytes + n <= self.memory):
                self._mem.append(data)
                self._mem_bytes += n
            else:
                if self._file is None:
                    self._file = tempfile.TemporaryFile(prefix="kmirror-backlog-")
                if data is not None:
                    self._file.seek(0, os.SEEK_END)
                    self._file.write(data)
                self._disk.append(None if data is None else n)
            self.size += n
            self._cond.notify()

    def get(self, timeout: float) -> bytes | None:
        """The oldest chunk; ``b""`` when none came within ``timeout`` s; None at the end."""
        with self._cond:
            if not self._mem and not self._disk:
                self._cond.wait(timeout)
            if self._mem:
                data = self._mem.popleft()
                self._mem_bytes -= len(data) if data else 0
            elif self._disk:
                n = self._disk.popleft()
                if n is None:
                    data = None
                else:
                    assert self._file is not None
                    self._file.seek(self._rpos)
                    data = self._file.read(n)
                    self._rpos += n
                if not self._disk and self._file is not None:
                    self._file.seek(0)
                    self._file.truncate()
                    self._rpos = 0
            else:
                return b""
            self.size -= len(data) if data else 0
            return data
