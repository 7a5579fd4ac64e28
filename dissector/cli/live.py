"""``kmirror live``: capture on an interface and print one line per Kafka message.

Owns: the ``live`` command and its line format (fixed-width columns, mirror
RPCs and expert findings highlighted on a terminal), its ring-buffer option and the
words on dropped packets.  Capturing is :mod:`dissector.pipeline.live`'s (dumpcap,
started before the dissector is imported).

Must not import: the other commands; the dissector and the capture are
imported when the command runs.
"""

from __future__ import annotations

import sys

import click

from ..pipeline.dumpcap import DEFAULT_BUFFER_MB
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
    help="Also save the captured packets (dumpcap's pcapng, unchanged) to this file; "
    "with --ring, to a ring of files named FILE_NNNNN_YYYYmmddHHMMSS.pcapng.",
)
@click.option(
    "--ring",
    "-b",
    "ring",
    multiple=True,
    metavar="KEY:VALUE",
    help="With -w, a ring buffer for long runs, as dumpcap's -b: filesize:KB (start a new "
    "file past this many kB) and files:N (keep the newest N files). Repeatable.",
)
@click.option(
    "--buffer-size",
    "-B",
    "buffer_mb",
    type=click.IntRange(1, 4096),
    default=DEFAULT_BUFFER_MB,
    show_default=True,
    metavar="MiB",
    help="Kernel capture buffer (dumpcap's -B): holds bursts while the dissector catches up.",
)
@click.option(
    "--count", "-c", type=click.IntRange(1), default=None, help="Stop after this many packets."
)
@click.option(
    "--duration",
    "-a",
    type=click.FloatRange(0, min_open=True),
    default=None,
    help="Stop after this many seconds (whole seconds, at least 1: dumpcap's -a duration).",
)
@click.option(
    "--analyze",
    "analyze",
    is_flag=True,
    help="The mirror analysis as packets arrive: on a terminal a live view (mirrors, "
    "partitions, states, lag, alerts, timeline), into a pipe the timeline lines as they "
    "happen; at the end (Ctrl-C) the summary of `kmirror analyze`.",
)
@click.option(
    "--metrics",
    default=None,
    metavar="HOST:PORT",
    help="Serve Prometheus metrics on http://HOST:PORT/metrics (docs/guide/metrics.md).",
)
@click.option(
    "--linger",
    type=click.FloatRange(0, 3600),
    default=0.0,
    show_default=True,
    metavar="SECONDS",
    help="With --metrics: go on serving the final figures this long after the capture ends "
    "(the drops dumpcap counts when it stops, the end's analysis); Ctrl-C ends it.",
)
@click.option(
    "--alerts",
    "alerts_path",
    type=click.Path(dir_okay=False),
    default=None,
    metavar="FILE",
    help="Write alerts as JSON lines to FILE (also said on stderr, or in the live view).",
)
@click.option(
    "--stuck-after",
    type=click.FloatRange(0, min_open=True),
    default=60.0,
    show_default=True,
    metavar="SECONDS",
    help="Alert when a partition stays this long in a transitional state "
    "(INITIALIZING, PREPARING, STOPPING).",
)
@click.option(
    "--refresh",
    type=click.FloatRange(0.1, 60),
    default=1.0,
    show_default=True,
    metavar="SECONDS",
    help="With --analyze/--metrics/--alerts: how often the analysis so far is looked at.",
)
@selection_options
def live(
    sel: Selection, iface, bpf, write, ring, buffer_mb, count, duration, analyze, metrics,
    linger, alerts_path, stuck_after, refresh,
):
    """Capture on an interface and print one row per Kafka message as it arrives.

    Packets are captured by Wireshark's dumpcap (started first, with a kernel
    buffer of --buffer-size MiB) and decoded as its pcapng stream arrives.
    Requests print when they arrive, responses with their latency and request
    frame; mirror RPCs are highlighted on a terminal.  Ctrl-C stops cleanly:
    dumpcap's last packets are still decoded.  Packets the kernel dropped
    (dumpcap's interface statistics) are said on stderr and in the last line.
    Capturing needs root (or dumpcap with CAP_NET_RAW).

    \b
    Example:
      sudo kmirror live -i lo -p 19092 -w mirror.pcapng --duration 60
      sudo kmirror live -i eth0 -p 9093 -w ring.pcapng -b filesize:100000 -b files:20
    """
    from ..pipeline.live import LiveCapture

    filesize, files = _ring(ring, write)
    listen = _host_port(metrics) if metrics else None
    cap = LiveCapture(
        iface, sel.ports, bpf=bpf, write=write, count=count, duration=duration,
        buffer_mb=buffer_mb, ring_filesize=filesize, ring_files=files,
    )
    cap.start()  # (before the dissector is imported: no packet lost to start-up)
    click.echo(
        f"kmirror: capturing on {iface} ({cap.bpf}; dumpcap, {buffer_mb} MiB buffer); "
        "Ctrl-C to stop",
        err=True,
    )
    color = sys.stdout.isatty()
    widths = [w for _, w in LIVE_COLUMNS]
    if not analyze:
        click.echo(_live_line([name for name, _ in LIVE_COLUMNS], widths))
    if analyze or listen or alerts_path:
        from .watch import watch

        watch(
            cap, sel, analyze=analyze, metrics=listen, alerts_path=alerts_path,
            stuck_after=stuck_after, refresh=refresh, top=10, linger=linger,
            row=lambda m: _live_row(m, widths, color),
        )
        return
    from ..pipeline.dissector import Dissector

    dis = Dissector(sel.ports, sel.profile, vxlan_ports=sel.vxlan_ports)
    for m in cap.messages(dis):
        _live_row(m, widths, color)
    _say_drops(cap)
    click.echo(cap.closing_line(dis.messages), err=True)


def _host_port(text: str) -> tuple[str, int]:
    """``HOST:PORT`` (``[::1]:9100`` for IPv6) -> (host, port); a usage error otherwise."""
    host, _, port = text.rpartition(":")
    host = host.strip("[]")
    if not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise click.BadParameter(f"{text!r}: expected HOST:PORT", param_hint="--metrics")
    return host, int(port)


def _ring(ring: tuple[str, ...], write: str | None) -> tuple[int | None, int | None]:
    """--ring KEY:VALUE options -> (file size in bytes, files kept); a usage error for a
    bad one or for --ring without -w."""
    filesize = files = None
    for opt in ring:
        key, _, val = opt.partition(":")
        if key not in ("filesize", "files") or not val.isdigit() or int(val) < 1:
            raise click.BadParameter(
                f"{opt!r}: expected filesize:KB or files:N (a positive whole number)",
                param_hint="--ring",
            )
        if key == "filesize":
            filesize = int(val) * 1000
        else:
            files = int(val)
    if ring and not write:
        raise click.BadParameter("a ring buffer needs -w FILE", param_hint="--ring")
    if files is not None and filesize is None:
        raise click.BadParameter("files:N needs filesize:KB too", param_hint="--ring")
    return filesize, files


def _say_drops(cap) -> None:
    """Packets the kernel dropped, said on stderr (dumpcap's own line beside ours)."""
    if cap.dropped:
        click.echo(
            f"kmirror: warning: the kernel dropped {cap.dropped} packets "
            f"(dumpcap: {cap.dumpcap.dumpcap_drops() or 'no statistics line'}); "
            "a bigger --buffer-size or a narrower --bpf may help",
            err=True,
        )


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
