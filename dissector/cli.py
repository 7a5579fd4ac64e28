"""The ``kmirror`` command line (also ``python -m dissector``).

Owns: argument parsing, turning user mistakes into one-line errors with a
non-zero exit (1: the input cannot be read; 2: the command line is wrong),
and printing tables.  Never prints a traceback for a user mistake.
"""

from __future__ import annotations

import sys
from pathlib import Path

import click

from . import __version__
from .errors import CaptureError
from .specs import DEFAULT_PROFILE, Profile, SpecError, available_profiles, load_profile

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


def _profile(profile: str | None, specs: str | None, mirror_keys: str | None) -> Profile:
    try:
        p = load_profile(specs or profile or DEFAULT_PROFILE)
        keys = _parse_keys(mirror_keys)
        return p.with_keys(keys) if keys else p
    except SpecError as e:
        _fail(str(e), 2)
        raise  # unreachable


profile_options = [
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
        help=f"Mirror profile: API keys, specs and state codes of one KIP revision. "
        f"Default: {DEFAULT_PROFILE}.",
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
]


def with_profile_options(f):
    for opt in reversed(profile_options):
        f = opt(f)
    return f


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="kmirror")
def main() -> None:
    """Dissect Kafka traffic in pcap/pcapng captures, centred on KIP-1279 mirroring.

    \b
    Examples:
      kmirror read capture.pcap                      # one row per Kafka message
      kmirror read capture.pcap -p 19092 --mirror-only
      kmirror read capture.pcap --format csv -o messages.csv
      kmirror profiles                               # mirror API keys and states

    Kafka is recognised on port 9092 and on every --port given.  No broker
    or Kafka client is needed: everything comes from the capture.
    """


@main.command()
@click.argument("capture", type=click.Path(dir_okay=True))
@with_profile_options
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
def read(capture, ports, profile, specs, mirror_keys, fmt, output, mirror_only, all_columns):
    """One row per Kafka message in CAPTURE: frame, time, tcp stream, API, ids, errors, latency.

    \b
    Columns (all formats carry every column; the table shows the first 13):
      frame, time (UTC), tcp_stream, direction (request/response), api_name,
      api_key, api_version, correlation_id, mirror (mirror RPC?), mirror_name,
      error_code/error_name (responses), latency_ms, expert (word@offset, empty
      when clean), client_id, src, dst, length, request_frame, response_frame, notes.
    """
    from .table import read_capture

    prof = _profile(profile, specs, mirror_keys)
    if fmt == "parquet" and not output:
        _fail("--format parquet writes binary data: give a file with -o FILE", 2)
    try:
        df = read_capture(capture, (9092, *ports), prof)
    except CaptureError as e:
        _fail(str(e))
    if df.empty:
        _fail(
            f"{capture}: no Kafka messages on port(s) "
            f"{', '.join(map(str, sorted({9092, *ports})))}; try --port with the broker's port"
        )
    if mirror_only:
        df = df[df["mirror"]]
    if fmt == "table":
        text = _table_text(df if all_columns else df[READ_COLUMNS])
        _emit(text, output)
    elif fmt == "csv":
        _emit(df.to_csv(index=False, date_format="%Y-%m-%dT%H:%M:%S.%fZ"), output)
    elif fmt == "json":
        out = df.copy()
        out["time"] = out["time"].dt.strftime("%Y-%m-%dT%H:%M:%S.%fZ")
        _emit(out.to_json(orient="records", indent=1) + "\n", output)
    else:
        df.to_parquet(output, index=False)


def _emit(text: str, output: str | None) -> None:
    if output:
        Path(output).write_text(text)
    else:
        try:
            sys.stdout.write(text)
            sys.stdout.flush()
        except BrokenPipeError:  # kmirror read x | head
            sys.stderr.close()
            sys.exit(0)


def _cell(v) -> str:
    if v is None or v is False and not isinstance(v, bool):
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
    cols = list(df.columns)
    rows = [[_cell(v) for v in r] for r in df.itertuples(index=False, name=None)]
    widths = [max([len(c)] + [len(r[i]) for r in rows]) for i, c in enumerate(cols)]
    lines = ["  ".join(c.ljust(w) for c, w in zip(cols, widths, strict=True)).rstrip()]
    lines += ["  ".join(v.ljust(w) for v, w in zip(r, widths, strict=True)).rstrip() for r in rows]
    return "\n".join(lines) + "\n"


@main.command()
@with_profile_options
def profiles(ports, profile, specs, mirror_keys):
    """List the shipped profiles and show the selected one's API keys and state codes."""
    prof = _profile(profile, specs, mirror_keys)
    click.echo("profiles: " + ", ".join(available_profiles()))
    click.echo(f"selected: {prof.name}  ({prof.description})")
    for rpc, key in sorted(prof.rpcs.items(), key=lambda x: x[1]):
        click.echo(f"  api_key {key:>5}  {rpc}")
    for code, name in sorted(prof.states.items()):
        click.echo(f"  state {code:>3}  {name}")


if __name__ == "__main__":  # pragma: no cover
    main()
