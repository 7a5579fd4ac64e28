"""Live capture: dumpcap's packets straight into the dissector, saved as they come.

Owns: :class:`LiveCapture` (a :class:`~dissector.pipeline.dumpcap.Dumpcap` started
first, before the dissector is imported, then its pcapng stream framed
(:class:`~dissector.capture.stream.PcapngStream`), every block written unchanged to
``-w``'s file or ring of files (:class:`~dissector.capture.stream.RingWriter`), each
packet's TCP segment fed to the :class:`~dissector.pipeline.dissector.Dissector` that
reads files), the counts (packets, bytes, packets the kernel dropped, from dumpcap's
interface statistics blocks) and the stop conditions (packet count, duration, Ctrl-C:
dumpcap is asked to stop and its stream read to the end, so its statistics come).

Must not import pandas, the analysis or the CLI.
"""

from __future__ import annotations

import signal
import threading
import time
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

from ..capture.files import parse_segment
from ..capture.stream import InterfaceStats, PcapngStream, RingWriter
from .dissector import Dissector, Message
from .dumpcap import DEFAULT_BUFFER_MB, Dumpcap, default_filter

if TYPE_CHECKING:
    from .dissector import Dissector, Message

__all__ = ["LiveCapture", "default_filter"]


class LiveCapture:
    """Capture on ``iface`` through dumpcap and decode as packets arrive.

    ``ports``: the Kafka ports (the default filter is TCP on them); ``bpf``: another
    capture filter.  ``buffer_mb``: dumpcap's kernel buffer (MiB).  ``write``: save the
    stream (dumpcap's pcapng blocks, unchanged) to this file, or with ``ring_filesize``
    (bytes) to a ring of files, ``ring_files`` of them kept (see
    :class:`~dissector.capture.stream.RingWriter`).  ``count``: stop after this many
    packets; ``duration``: after this many seconds.

    :meth:`start` starts dumpcap (call it first: it needs no dissector); :meth:`messages`
    feeds ``dissector`` and yields its messages as their last packet arrives, calling
    ``tick`` (if given) at least every ``tick_s`` seconds, packets or not; :meth:`stop`
    (e.g. on Ctrl-C) asks dumpcap to stop, after which :meth:`messages` goes on to the
    end of its stream (its last packets and its statistics).  ``packets`` / ``bytes``:
    what was captured; ``dropped``: packets the kernel or the interface dropped, known
    from dumpcap's interface statistics blocks (``drops_known`` once one came: dumpcap
    writes them when it stops).  Raises CaptureError when dumpcap cannot capture
    (no such interface, no permission, not installed) or a file cannot be written.
    """

    def __init__(
        self,
        iface: str,
        ports: tuple[int, ...] = (9092,),
        bpf: str | None = None,
        write: str | None = None,
        count: int | None = None,
        duration: float | None = None,
        buffer_mb: int = DEFAULT_BUFFER_MB,
        ring_filesize: int | None = None,
        ring_files: int | None = None,
    ) -> None:
        self.iface = iface
        self.bpf = bpf or default_filter(ports)
        self.write = write
        self.dumpcap = Dumpcap(iface, self.bpf, buffer_mb, count, duration)
        self.stream = PcapngStream(f"dumpcap on {iface}")
        self.ring = RingWriter(write, ring_filesize, ring_files) if write else None
        self.stats: InterfaceStats | None = None
        self._stopping = False

    @property
    def packets(self) -> int:
        """Packets captured so far."""
        return self.stream.packets

    @property
    def bytes(self) -> int:
        """Captured bytes of those packets."""
        return self.stream.bytes

    @property
    def dropped(self) -> int:
        """Packets the kernel or interface dropped (dumpcap's statistics blocks; 0 before)."""
        return self.stream.dropped

    @property
    def drops_known(self) -> bool:
        """Whether dumpcap's statistics came (it writes them when it stops)."""
        return bool(self.stream.stats)

    def start(self) -> None:
        """Start dumpcap; returns once it captures."""
        self.dumpcap.start()

    def stop(self) -> None:
        """Ask dumpcap to stop; :meth:`messages` reads its stream to the end."""
        self._stopping = True
        self.dumpcap.stop()

    def messages(
        self,
        dissector: Dissector,
        tick: Callable[[], None] | None = None,
        tick_s: float = 0.5,
    ) -> Iterator[Message]:
        """Decoded messages as their last packet arrives; then whatever the end releases."""
        if self.dumpcap.proc is None:
            self.start()
        feed = dissector.feed_segment
        frags = dissector.fragments  # IP fragments held until their datagram is whole
        ring, stream = self.ring, self.stream
        next_tick = time.monotonic() + tick_s
        take = self.dumpcap.next_chunk
        wait = min(tick_s, 0.2)
        interrupted = _on_interrupt(self.stop)
        try:
            while (chunk := take(wait)) is not None:
                for raw, item in stream.feed(chunk) if chunk else ():
                    if ring is not None:
                        ring.write(raw, stream.header)
                    if item is None:
                        continue
                    if isinstance(item, InterfaceStats):
                        self.stats = item
                        continue
                    seg = parse_segment(
                        item.frame, item.ts_ns, item.linktype, item.data, item.wirelen, frags,
                        dissector.tunnels,
                    )
                    if seg is not None:
                        out = feed(item.frame, item.ts_ns, *seg)
                        if out:
                            yield from out
                if tick is not None and time.monotonic() >= next_tick:
                    if ring is not None:
                        ring.flush()
                    tick()
                    next_tick = time.monotonic() + tick_s
        finally:
            _restore(interrupted)
            self.dumpcap.stop()
            self.dumpcap.wait()
            stream.end()
            if ring is not None:
                ring.close()
        dissector.packets += self.packets
        yield from dissector.finish()

    def closing_line(self, messages: int) -> str:
        """The run's last line: packets, Kafka messages and what the kernel dropped."""
        if self.drops_known:
            drops = f"{self.dropped} dropped by the kernel"
            if self.dropped:
                drops += " (NOT captured: the analysis misses them)"
        else:
            drops = "drops unknown (dumpcap wrote no statistics)"
        return f"kmirror: {self.packets} packets, {messages} Kafka messages, {drops}"


def _on_interrupt(stop: Callable[[], None]):
    """While capturing, the first Ctrl-C (SIGINT) stops the capture cleanly (dumpcap's last
    packets and statistics still read); a second one interrupts.  Returns the handler
    to restore (None off the main thread, where signals are not ours)."""
    if threading.current_thread() is not threading.main_thread():
        return None
    old = signal.getsignal(signal.SIGINT)

    def handler(_sig, _frame):
        signal.signal(signal.SIGINT, old)
        stop()

    signal.signal(signal.SIGINT, handler)
    return old


def _restore(old) -> None:
    if old is not None and threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGINT, old)
