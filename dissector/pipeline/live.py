"""Live capture: packets from a network interface straight into the dissector.

Owns: opening a capture socket with scapy (raw bytes from its layer-2
sockets, no per-packet scapy dissection: on loopback this kept up where
scapy's ``sniff`` with dissection did not), a BPF filter for the Kafka
ports, optional saving to pcapng, and the stop conditions (packet count,
duration, Ctrl-C).  Decoding is the same :class:`~dissector.pipeline.dissector.Dissector`
that reads files.

Must not import pandas or the CLI.
"""

from __future__ import annotations

import select
import time
from collections.abc import Iterable, Iterator

from ..capture.files import parse_segment
from ..capture.fragments import Fragments
from ..errors import CaptureError
from .dissector import Dissector, Message

__all__ = ["LiveCapture"]

#: scapy's link-layer classes -> LINKTYPE_* values.
_LINKTYPES = {"Ether": 1, "CookedLinux": 113, "CookedLinuxV2": 276, "Loopback": 0}


def default_filter(ports: Iterable[int]) -> str:
    """BPF for TCP on the given ports: ``tcp and (port 9092 or port 19092)``."""
    return "tcp and (" + " or ".join(f"port {p}" for p in sorted(set(ports))) + ")"


class LiveCapture:
    """Capture on ``iface`` and decode as packets arrive.

    ``bpf``: capture filter (default: TCP on the dissector's ports).
    ``write``: also save every captured packet to this pcapng file.
    ``count``: stop after this many packets; ``duration``: after this many
    seconds.  Iterate :meth:`messages` for decoded messages; :meth:`stop`
    (or Ctrl-C in the caller) ends it cleanly.  ``packets`` counts what was
    captured.  Raises CaptureError when the interface cannot be opened (no
    such device, or no permission: capturing needs root or CAP_NET_RAW).
    """

    def __init__(
        self,
        iface: str,
        dissector: Dissector,
        bpf: str | None = None,
        write: str | None = None,
        count: int | None = None,
        duration: float | None = None,
    ) -> None:
        self.iface = iface
        self.dissector = dissector
        self.bpf = bpf or default_filter(dissector.ports)
        self.write = write
        self.count = count
        self.duration = duration
        self.packets = 0
        self._stopped = False
        self._sock = None
        self._writer = None

    def open(self) -> None:
        """Open the capture socket (and the output file)."""
        import scapy.all  # noqa: F401 - loads the platform's socket classes
        from scapy.arch.linux import L2ListenSocket, L2Socket
        from scapy.error import Scapy_Exception

        # On loopback every packet is seen leaving and arriving: keep one copy.
        cls = L2Socket if self.iface == "lo" else L2ListenSocket
        try:
            self._sock = cls(iface=self.iface, filter=self.bpf)
        except PermissionError:
            raise CaptureError(
                f"cannot capture on {self.iface}: permission denied "
                "(run as root, or give this Python CAP_NET_RAW)"
            ) from None
        except OSError as e:
            raise CaptureError(f"cannot capture on {self.iface}: {e.strerror or e}") from None
        except (Scapy_Exception, ValueError) as e:
            raise CaptureError(f"cannot capture on {self.iface}: {e}".rstrip(" !")) from None
        if self.write:
            from scapy.utils import RawPcapNgWriter

            try:
                self._writer = RawPcapNgWriter(self.write)
            except OSError as e:
                self.close()
                raise CaptureError(f"cannot write {self.write}: {e.strerror or e}") from None

    def stop(self) -> None:
        """End the capture after the packet being handled."""
        self._stopped = True

    def close(self) -> None:
        """Close the socket and the output file."""
        if self._sock is not None:
            self._sock.close()
            self._sock = None
        if self._writer is not None:
            self._writer.close()
            self._writer = None

    def messages(self) -> Iterator[Message]:
        """Decoded messages as their last packet arrives; then whatever the end releases."""
        if self._sock is None:
            self.open()
        sock = self._sock
        feed = self.dissector.feed_segment
        frags = Fragments()
        deadline = time.monotonic() + self.duration if self.duration else None
        try:
            while not self._stopped:
                if deadline is not None and time.monotonic() >= deadline:
                    break
                if self.count is not None and self.packets >= self.count:
                    break
                ready, _, _ = select.select([sock], [], [], 0.2)
                if not ready:
                    continue
                cls, data, ts = sock.recv_raw(1 << 18)
                if not data:
                    continue
                self.packets += 1
                lt = _LINKTYPES.get(getattr(cls, "__name__", ""), 1)
                ts_ns = int((ts or time.time()) * 1e9)
                if self._writer is not None:
                    if not self._writer.header_present:
                        self._writer.linktype = lt
                        self._writer._write_header(None)
                    self._writer._write_packet(  # scapy's raw writers take bytes here
                        data, linktype=lt, sec=ts_ns / 1e9, wirelen=len(data)
                    )
                seg = parse_segment(
                    self.packets, ts_ns, lt, data, len(data), frags, self.dissector.tunnels
                )
                if seg is not None:
                    out = feed(self.packets, ts_ns, *seg)
                    if out:
                        yield from out
        finally:
            self.close()
        self.dissector.packets += self.packets
        yield from self.dissector.finish()
