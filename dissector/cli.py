"""The ``kmirror`` command line (also ``python -m dissector``).

Owns: argument parsing, turning user mistakes into one-line errors with a
non-zero exit (1: the input cannot be read; 2: the command line is wrong),
and printing tables.  Never prints a traceback for a user mistake.
"""

from __future__ import annotations

import functools
import itertools
import os
import sys
import warnings
from dataclasses import dataclass
from pathlib import Path

import click

from . import __version__
from .errors import CaptureError, CaptureWarning
from .framing import DEFAULT_MAX_FRAME
from .specs import DEFAULT_PROFILE, Profile, SpecError, available_profiles, load_profile
from .table import COLUMNS

READ_COLUMNS = [
    "frame",
    "time",
    "tcp_stream",
    "direction",
    "api_name",
    "api_key",
    "api_version",
    "correlation_id",
    "mirror",
    "mirror_name",
    "error_name",
    "latency_ms",
    "expert",
]
ISO = "%Y-%m-%dT%H:%M:%S.%fZ"


def _show_warning(message, category, filename, lineno, file=None, line=None) -> None:
    """Warnings as kmirror's one-line messages (a cut capture: ``kmirror: warning: ...``)."""
    if issubclass(category, CaptureWarning):
        click.echo(f"kmirror: warning: {message}", err=True)
    else:
        sys.stderr.write(warnings.formatwarning(message, category, filename, lineno, line))


def reader_gone() -> None:
    """`kmirror ... | head`: the reader of standard output has what it wanted.

    What is still buffered goes to /dev/null; exit 0.  Every command ends here
    on a broken pipe (rich's consoles too, through ``on_broken_pipe``).
    """
    os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    sys.exit(0)


def _fail(msg: str, code: int = 1) -> None:
    click.echo(f"kmirror: error: {msg}", err=True)
    sys.exit(code)


def _parse_keys(text: str | None) -> dict[str, int]:
    out: dict[str, int] = {}
    if not text:
        return out
    for part in text.split(","):
        name, sep, key = part.partition("=")
        if not sep or not key.strip().lstrip("-").isdigit():
            raise click.BadParameter(
                f"{part!r}: expected NAME=KEY, e.g. CreateMirror=1094", param_hint="--mirror-keys"
            )
        out[name.strip()] = int(key)
    return out


@dataclass
class Selection:
    """What the common options select: ports and the mirror profile."""

    ports: tuple[int, ...]
    profile: Profile
    detect_keys: bool

    def resolve(self, capture: str) -> Profile:
        """The profile to decode ``capture`` with; with --detect-keys, from its ApiVersions."""
        if not self.detect_keys:
            return self.profile
        from .dissect import Dissector
        from .keys import advertised_keys, detect_mirror_keys

        msgs = Dissector(self.ports, self.profile, always={18}).feed_path(capture)
        found = detect_mirror_keys(advertised_keys(msgs, self.profile), self.profile)
        if found:
            click.echo(
                "kmirror: mirror keys from ApiVersions: "
                + ", ".join(f"{r}={k}" for r, k in sorted(found.items(), key=lambda x: x[1])),
                err=True,
            )
            return self.profile.with_keys(found)
        click.echo("kmirror: no mirror keys advertised; keeping the profile's", err=True)
        return self.profile


def _options(f):
    opts = [
        click.option(
            "--port",
            "-p",
            "ports",
            multiple=True,
            type=click.IntRange(1, 65535),
            help="Another broker TCP port carrying Kafka, besides 9092 (repeatable).",
        ),
        click.option(
            "--profile",
            default=None,
            metavar="NAME",
            help="Mirror profile: specs, API keys and state codes of one KIP revision "
            f"(`kmirror profiles` lists them). Default: {DEFAULT_PROFILE}.",
        ),
        click.option(
            "--specs",
            default=None,
            metavar="DIR",
            type=click.Path(exists=True, file_okay=False),
            help="Folder of mirror message specs (Kafka JSON format) instead of --profile.",
        ),
        click.option(
            "--mirror-keys",
            default=None,
            metavar="NAME=KEY,...",
            help="Override single mirror API keys, e.g. CreateMirror=1094.",
        ),
        click.option(
            "--detect-keys",
            is_flag=True,
            help="Map mirror RPCs onto the non-standard API keys brokers advertise in the "
            "capture's ApiVersions responses (reads the capture twice).",
        ),
    ]
    for opt in reversed(opts):
        f = opt(f)

    def wrapper(ports, profile, specs, mirror_keys, detect_keys, **kw):
        try:
            p = load_profile(specs or profile or DEFAULT_PROFILE)
            keys = _parse_keys(mirror_keys)
            if keys:
                p = p.with_keys(keys)
        except SpecError as e:
            _fail(str(e), 2)
        sel = Selection(tuple(sorted({9092, *ports})), p, detect_keys)
        try:
            return f(sel=sel, **kw)
        except CaptureError as e:
            _fail(str(e))

    return functools.wraps(f)(wrapper)


class _Group(click.Group):
    """Commands that live beside the modules they drive are imported when used; a usage
    error is one line on stderr (exit 2), like every other error of kmirror."""

    def main(self, *args, **kwargs):
        kwargs["standalone_mode"] = False
        warnings.showwarning = _show_warning
        try:
            rv = super().main(*args, **kwargs)
        except click.exceptions.NoArgsIsHelpError as e:
            click.echo(e.format_message())  # `kmirror` alone: the help, as usage
            sys.exit(2)
        except click.UsageError as e:
            where = e.ctx.command_path if e.ctx is not None else "kmirror"
            _fail(f"{e.format_message()} (see '{where} --help')", 2)
        except click.ClickException as e:
            _fail(e.format_message(), e.exit_code)
        except click.exceptions.Abort:
            _fail("aborted", 1)
        except OSError as e:
            if e.filename is None:
                raise
            _fail(f"{e.filename}: {e.strerror or e} (check the path given)")
        sys.exit(rv if isinstance(rv, int) else 0)

    def invoke(self, ctx):
        try:
            return super().invoke(ctx)
        except BrokenPipeError:  # caught before click's own handler, which exits 1 for it
            reader_gone()

    lazy = {
        "analyze": ("dissector.analysis_cli", "analyze"),
        "lua": ("dissector.codegen.lua", "lua"),
        "simulate": ("dissector.scenario.cli", "simulate"),
    }

    def list_commands(self, ctx):
        return sorted([*super().list_commands(ctx), *self.lazy])

    def get_command(self, ctx, name):
        if name in self.lazy:
            import importlib

            module, attr = self.lazy[name]
            return getattr(importlib.import_module(module), attr)
        return super().get_command(ctx, name)


@click.group(cls=_Group, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="kmirror")
def main() -> None:
    """Dissect Kafka traffic in pcap/pcapng captures, centred on KIP-1279 mirroring.

    \b
    Examples:
      kmirror read capture.pcap                      # one row per Kafka message
      kmirror read capture.pcap -p 19092 --mirror-only
      kmirror read capture.pcap --format csv -o messages.csv
      kmirror show capture.pcap -p 19092 --frame 190 # one frame as a tree
      kmirror fields capture.pcap -p 19092 --format csv
      kmirror keys capture.pcap                      # API keys brokers advertise
      kmirror profiles                               # mirror API keys and states

    Kafka is recognised on port 9092 and on every --port given.  No broker
    or Kafka client is needed: everything comes from the capture.
    """


def _no_messages(capture: str, sel: Selection, packets: int | None = None) -> None:
    if packets == 0:
        _fail(f"{capture}: the capture holds no packets")
    _fail(
        f"{capture}: no Kafka messages on port(s) {', '.join(map(str, sel.ports))}; "
        "try --port with the broker's port"
    )


@main.command()
@click.argument("capture", type=click.Path())
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["table", "csv", "json", "parquet"]),
    default="table",
    show_default=True,
    help="Output format.",
)
@click.option(
    "--output",
    "-o",
    type=click.Path(dir_okay=False),
    default=None,
    help="Write to this file instead of standard output (required for parquet).",
)
@click.option("--mirror-only", is_flag=True, help="Only rows of mirror RPCs.")
@click.option(
    "--all-columns",
    is_flag=True,
    help="Table format: also show client_id, src, dst, length, request/response frame, notes.",
)
@click.option(
    "--full",
    is_flag=True,
    help="Decode every standard body and record batch too (slower; finds more errors).",
)
@click.option(
    "--max-frame",
    type=click.IntRange(8, 1 << 31),
    default=DEFAULT_MAX_FRAME,
    show_default=True,
    help="Largest frame size in bytes accepted; larger size fields are flagged "
    "frame_too_large and not buffered.",
)
@click.option(
    "--follow",
    is_flag=True,
    help="Keep reading as the capture file grows (one still being written); Ctrl-C stops.",
)
@_options
def read(sel: Selection, capture, fmt, output, mirror_only, all_columns, full, max_frame, follow):
    """One row per Kafka message in CAPTURE: frame, time, tcp stream, API, ids, errors, latency.

    \b
    Columns (csv/json/parquet carry all; the table shows the first 13):
      frame, time (UTC), tcp_stream, direction (request/response), api_name,
      api_key, api_version, correlation_id, mirror (mirror RPC?), mirror_name,
      error_code/error_name (responses), latency_ms, expert (word@offset, empty
      when clean), client_id, src, dst, length, request_frame, response_frame, notes.
    """
    from .dissect import Dissector
    from .output import write_rows
    from .table import iter_rows

    if fmt == "parquet" and not output:
        _fail("--format parquet writes binary data: give a file with -o FILE", 2)
    dis = Dissector(sel.ports, sel.resolve(capture), full=full, max_frame=max_frame)
    if follow:
        if fmt == "parquet":
            _fail("--follow writes rows as they come: use table, csv or json", 2)
        _follow(dis, capture, fmt, output, mirror_only, all_columns)
        return
    rows = iter_rows(_progress(dis, capture))
    if mirror_only:
        mirror_col = list(COLUMNS).index("mirror")
        rows = (r for r in rows if r[mirror_col])
    columns = list(COLUMNS) if all_columns or fmt != "table" else READ_COLUMNS
    first = next(rows, None)  # reads until the first row is ready: nothing written yet
    if first is None and dis.messages == 0:
        _no_messages(capture, sel, dis.packets)
    write_rows(itertools.chain([first] if first is not None else [], rows), fmt, output, columns)


def _follow(dis, capture: str, fmt: str, output, mirror_only: bool, all_columns: bool) -> None:
    """Rows of a growing capture, each written as soon as it is complete; Ctrl-C ends."""
    from .output import write_rows
    from .table import RowStream

    # a request row waits for its response, but never more than 10 s of capture time
    stream = RowStream(max_wait_ns=10_000_000_000)
    msgs = dis.feed_path(capture, follow=True)
    mirror_col = list(COLUMNS).index("mirror")
    columns = list(COLUMNS) if all_columns or fmt != "table" else READ_COLUMNS

    def rows():
        try:
            for m in msgs:
                stream.add(m)
                for r in stream.ready():
                    if not mirror_only or r[mirror_col]:
                        yield r
        except KeyboardInterrupt:
            if dis.reader is not None:
                dis.reader.stop()
        for r in stream.close():
            if not mirror_only or r[mirror_col]:
                yield r

    write_rows(rows(), fmt, output, columns, flush=True)


def _progress(dis, capture: str):
    """Messages of ``capture``; a progress bar on stderr when it is a terminal."""
    msgs = dis.feed_path(capture)
    if not sys.stderr.isatty() or os.path.getsize(capture) < (32 << 20):
        yield from msgs
        return
    from rich.progress import BarColumn, DownloadColumn, Progress, TimeRemainingColumn

    total = os.path.getsize(capture)
    with Progress(
        "[progress.description]{task.description}",
        BarColumn(),
        DownloadColumn(),
        TimeRemainingColumn(),
        transient=True,
    ) as bar:
        task = bar.add_task("reading", total=total)
        for i, m in enumerate(msgs):
            if not i & 0x3FF and dis.reader is not None:
                bar.update(task, completed=dis.reader.position)
            yield m


@main.command()
@click.argument("capture", type=click.Path())
@click.option(
    "--frame", "-f", "frames", multiple=True, type=int, required=True, help="Frame number."
)
@_options
def show(sel: Selection, capture, frames):
    """Print the Kafka messages of frame(s) of CAPTURE as a decoded tree, like `tshark -V`."""
    from .dissect import Dissector
    from .views import render_tree

    prof = sel.resolve(capture)
    wanted = set(frames)
    found = []
    dis = Dissector(sel.ports, prof, full=True)
    for m in dis.feed_path(capture):
        if m.frame in wanted:
            found.append(m)
    past = sorted(f for f in frames if f > dis.packets or f < 1)
    if not found and past:
        _fail(
            f"{capture}: the capture has frames 1 to {dis.packets}; "
            f"no frame {', '.join(map(str, past))}"
        )
    if not found:
        _fail(
            f"{capture}: no Kafka message ends in frame {', '.join(map(str, frames))} "
            "(a message spread over segments is shown at its last frame; "
            "`kmirror read` lists them)"
        )
    _emit("\n".join(render_tree(m, prof) for m in found), None)


@main.command()
@click.argument("capture", type=click.Path())
@click.option("--format", "fmt", type=click.Choice(["table", "csv", "json"]), default="table")
@click.option("--output", "-o", type=click.Path(dir_okay=False), default=None)
@click.option("--mirror-only", is_flag=True, help="Only fields of mirror RPCs.")
@click.option("--frame", "-f", "frames", multiple=True, type=int, help="Only these frames.")
@_options
def fields(sel: Selection, capture, fmt, output, mirror_only, frames):
    """One row per decoded leaf field: frame, tcp_stream, direction, API, path and value.

    Paths are snake_case, e.g. topics[0].partitions[2].last_mirrored_offset;
    null values are null, uuids strings, bytes hex; error codes are numbers
    with error_name beside, mirror state codes with state_name beside.
    """
    from .views import read_fields

    df = read_fields(capture, sel.ports, sel.resolve(capture), full=True)
    if mirror_only:
        keys = set(sel.resolve(capture).rpcs.values()) if not sel.detect_keys else None
        df = df[df["api_key"].isin(keys)] if keys else df
    if frames:
        df = df[df["frame"].isin(frames)]
    if df.empty:
        _fail(
            f"{capture}: no decoded fields"
            + (" in the frames asked for" if frames else "")
            + (" of mirror RPCs" if mirror_only else "")
            + f" (Kafka looked for on port(s) {', '.join(map(str, sel.ports))})"
        )
    df = df.copy()
    df["value"] = [v.hex() if isinstance(v, bytes | bytearray) else v for v in df["value"]]
    if fmt == "json":
        _emit(df.to_json(orient="records", indent=1) + "\n", output)
    elif fmt == "csv":
        _emit(df.to_csv(index=False), output)
    else:
        _emit(_table_text(df), output)


@main.command()
@click.argument("capture", type=click.Path())
@click.option("--all", "show_all", is_flag=True, help="List standard keys too.")
@_options
def keys(sel: Selection, capture, show_all):
    """API keys that brokers advertise in CAPTURE's ApiVersions responses.

    Keys outside Kafka's standard set are evidence of which keys a broker
    uses for the mirror RPCs (see --detect-keys).
    """
    from .dissect import Dissector
    from .keys import advertised_keys, detect_mirror_keys

    msgs = Dissector(sel.ports, sel.profile, always={18}).feed_path(capture)
    df = advertised_keys(msgs, sel.profile)
    if df.empty:
        _fail(f"{capture}: no ApiVersions response on port(s) {', '.join(map(str, sel.ports))}")
    shown = df if show_all else df[~df["standard"]]
    brokers = sorted(set(df["broker"]))
    click.echo(f"{len(set(df['frame']))} ApiVersions response(s) from {', '.join(brokers)}")
    if shown.empty:
        click.echo("no API keys outside the standard Kafka set")
        return
    shown = shown.drop_duplicates(["broker", "api_key", "min_version", "max_version"])
    _emit(_table_text(shown.sort_values(["broker", "api_key"], kind="stable")), None)
    found = detect_mirror_keys(df, sel.profile)
    if found:
        click.echo("mirror keys these suggest: " + ",".join(f"{r}={k}" for r, k in found.items()))


@main.command()
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
@_options
def live(sel: Selection, iface, bpf, write, count, duration):
    """Capture on an interface and print one row per Kafka message as it arrives.

    Requests print when they arrive, responses with their latency and request
    frame; mirror RPCs are highlighted on a terminal.  Ctrl-C stops cleanly.
    Capturing needs root (or CAP_NET_RAW).

    \b
    Example:
      sudo kmirror live -i lo -p 19092 -w mirror.pcapng --duration 60
    """
    from .dissect import Dissector
    from .live import LiveCapture

    dis = Dissector(sel.ports, sel.profile)
    cap = LiveCapture(iface, dis, bpf=bpf, write=write, count=count, duration=duration)
    cap.open()
    color = sys.stdout.isatty()
    click.echo(f"kmirror: capturing on {iface} ({cap.bpf}); Ctrl-C to stop", err=True)
    widths = [6, 15, 4, 9, 22, 4, 4, 11, 16, 20, 10, 0]
    click.echo(
        _live_line(
            [
                "frame",
                "time",
                "strm",
                "direction",
                "api_name",
                "key",
                "ver",
                "corr_id",
                "mirror_name",
                "error_name",
                "latency_ms",
                "expert",
            ],
            widths,
        )
    )
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
    return "  ".join(str(v).ljust(w) for v, w in zip(vals, widths, strict=True)).rstrip()


def _live_row(m, widths, color: bool) -> None:
    from .output import _clock
    from .protocol import error_name

    lat = m.latency_ms if m.kind == "response" else None
    line = _live_line(
        [
            m.frame,
            _clock(m.ts_ns),
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
        line = click.style(line, fg="red" if m.expert else "cyan", bold=m.mirror)
    click.echo(line)
    sys.stdout.flush()


@main.command()
@_options
def profiles(sel: Selection):
    """List the shipped profiles and show the selected one's API keys and state codes."""
    prof = sel.profile
    click.echo("profiles: " + ", ".join(available_profiles()))
    click.echo(f"selected: {prof.name}  ({prof.description})")
    for rpc, key in sorted(prof.rpcs.items(), key=lambda x: x[1]):
        click.echo(f"  api_key {key:>5}  {rpc}")
    for code, name in sorted(prof.states.items()):
        click.echo(f"  state {code:>3}  {name}")


def _emit(text: str, output: str | None) -> None:
    if output:
        Path(output).write_text(text)
        return
    sys.stdout.write(text)
    sys.stdout.flush()


def _cell(v) -> str:
    if v is None:
        return ""
    try:
        import pandas as pd

        if pd.isna(v):
            return ""
    except (TypeError, ValueError):
        pass
    if isinstance(v, float):
        return f"{v:.3f}"
    if hasattr(v, "strftime"):
        return v.strftime("%H:%M:%S.%f")
    return str(v)


def _table_text(df) -> str:
    cols = [str(c) for c in df.columns]
    rows = [[_cell(v) for v in r] for r in df.itertuples(index=False, name=None)]
    widths = [max([len(c)] + [len(r[i]) for r in rows]) for i, c in enumerate(cols)]
    lines = ["  ".join(c.ljust(w) for c, w in zip(cols, widths, strict=True)).rstrip()]
    lines += ["  ".join(v.ljust(w) for v, w in zip(r, widths, strict=True)).rstrip() for r in rows]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":  # pragma: no cover
    main()
