"""``kmirror live``: capture on an interface and print one line per Kafka message.

Owns: the ``live`` command and its line format (fixed-width columns, mirror
RPCs and expert findings highlighted on a terminal).  Capturing is
:mod:`dissector.pipeline.live`'s.

Must not import: the other commands; the dissector and the capture are
imported when the command runs.
"""

from __future__ import annotations

import sys

import click

from ..tables.terminal import raw, terminal_text
from .options import Selection, selection_options

__all__ = ["live"]

#: The header of the live lines and each column's width (the last one unpadded).
LIVE_COLUMNS = [
    ("frame", 6),
    ("time", 15),
    ("strm", 4),
    ("direction", 9),
    ("api_name", 22),
    ("key", 4),
    ("ver", 4),
    ("corr_id", 11),
    ("mirror_name", 16),
    ("error_name", 20),
    ("latency_ms", 10),
    ("expert", 0),
]


@click.command()
@click.option(
    "--interface", "-i", "iface", required=True, help="Interface to capture on (lo, eth0...)."
)
@click.option(
    "--bpf",
    "-f",
    default=None,
    metavar="FILTER",
    help="Capture filter (default: tcp and the Kafka ports).",
)
@click.option(
    "--write",
    "-w",
    type=click.Path(dir_okay=False),
    default=None,
    help="Also save the captured packets to this pcapng file.",
)
@click.option(
    "--count", "-c", type=click.IntRange(1), default=None, help="Stop after this many packets."
)
@click.option(
    "--duration",
    "-a",
    type=click.FloatRange(0, min_open=True),
    default=None,
    help="Stop after this many seconds.",
)
@selection_options
def live(sel: Selection, iface, bpf, write, count, duration):
    """Capture on an interface and print one row per Kafka message as it arrives.

    Requests print when they arrive, responses with their latency and request
    frame; mirror RPCs are highlighted on a terminal.  Ctrl-C stops cleanly.
    Capturing needs root (or CAP_NET_RAW).

    \b
    Example:
      sudo kmirror live -i lo -p 19092 -w mirror.pcapng --duration 60
    """
    from ..pipeline.dissector import Dissector
    from ..pipeline.live import LiveCapture

    dis = Dissector(sel.ports, sel.profile, vxlan_ports=sel.vxlan_ports)
    cap = LiveCapture(iface, dis, bpf=bpf, write=write, count=count, duration=duration)
    cap.open()
    color = sys.stdout.isatty()
    click.echo(f"kmirror: capturing on {iface} ({cap.bpf}); Ctrl-C to stop", err=True)
    widths = [w for _, w in LIVE_COLUMNS]
    click.echo(_live_line([name for name, _ in LIVE_COLUMNS], widths))
    msgs = cap.messages()
    try:
        for m in msgs:
            _live_row(m, widths, color)
    except KeyboardInterrupt:
        msgs.close()
        for m in dis.finish():
            _live_row(m, widths, color)
    click.echo(f"kmirror: {cap.packets} packets, {dis.messages} Kafka messages", err=True)


def _live_line(vals, widths) -> str:
    """One line of the view: each value escaped (:func:`terminal_text`: a newline in a
    name too) before it is padded to its column."""
    cells = (
        terminal_text(str(v), newline=True).ljust(w) for v, w in zip(vals, widths, strict=True)
    )
    return "  ".join(cells).rstrip()


def _live_row(m, widths, color: bool) -> None:
    from ..kafka.protocol import error_name
    from ..tables.output import clock_time

    lat = m.latency_ms if m.kind == "response" else None
    line = _live_line(
        [
            m.frame,
            clock_time(m.ts_ns),
            m.tcp_stream,
            m.direction,
            m.api_name or "",
            "" if m.api_key is None else m.api_key,
            "" if m.api_version is None else m.api_version,
            "" if m.correlation_id is None else m.correlation_id,
            m.mirror_name or "",
            error_name(m.error_code) or "",
            "" if lat is None else f"{lat:.3f}",
            ";".join(m.expert),
        ],
        widths,
    )
    if color and (m.mirror or m.expert):
        # styled here, after escaping: written under the escaping stream, as rich does
        colour = "red" if m.expert else "cyan"
        line = click.style(line, fg=colour, bold=m.mirror)
        click.echo(line, file=raw())
        raw().flush()
        return
    click.echo(line)
    sys.stdout.flush()
