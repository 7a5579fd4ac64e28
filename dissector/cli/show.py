"""``kmirror show``, ``fields``, ``keys`` and ``profiles``: views of one capture or profile.

Owns: those four commands and the plain-text table they print (column
widths from the longest cell).  The decoded trees and field rows are
:mod:`dissector.tables.views`', the advertised keys :mod:`dissector.pipeline.keys`'.

Must not import: the other commands; pandas, the dissector and the views
are imported when a command runs.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import click

from ..capture.sets import capture_label
from ..kafka.apikey import ApiKey
from ..profiles.profile import available_profiles
from ..tables.terminal import raw, terminal_text
from .errors import fail
from .options import (
    Selection,
    announce_detected,
    capture_argument,
    format_option,
    frames_option,
    looked_on,
    max_decompressed_option,
    mirror_only_option,
    no_mirror_rpcs,
    output_option,
    profile_selection_options,
    selection_options,
    tls_keylog_option,
)

__all__ = ["fields", "keys", "profiles", "show", "table_text"]


@click.command()
@capture_argument()
@frames_option("Frame number.", required=True)
@tls_keylog_option()
@max_decompressed_option()
@selection_options
def show(sel: Selection, capture, frames, tls_keylog, max_decompressed):
    """Print the Kafka messages of frame(s) of CAPTURE as a decoded tree, like `tshark -V`."""
    from ..pipeline.dissector import Dissector
    from ..tables.views import render_tree

    prof = sel.resolve(capture)
    wanted = set(frames)
    found = []
    dis = Dissector(
        sel.ports,
        prof,
        full=True,
        detect=sel.detect,
        vxlan_ports=sel.vxlan_ports,
        tls_keylog=tls_keylog,
        max_decompressed=max_decompressed,
    )
    for m in dis.feed_path(capture):
        if m.frame in wanted:
            found.append(m)
    announce_detected(dis, sel.ports)
    capture = capture_label(capture)
    past = sorted(f for f in frames if f > dis.packets or f < 1)
    if not found and past:
        fail(
            f"{capture}: the capture has frames 1 to {dis.packets}; "
            f"no frame {', '.join(map(str, past))}"
        )
    if not found:
        fail(
            f"{capture}: no Kafka message ends in frame {', '.join(map(str, frames))} "
            "(a message spread over segments is shown at its last frame; "
            "`kmirror read` lists them)"
        )
    _emit("\n".join(render_tree(m, prof) for m in found), None)


@click.command()
@capture_argument()
@format_option("table", "csv", "json")
@output_option()
@mirror_only_option("Only fields of mirror RPCs.")
@frames_option("Only these frames.")
@tls_keylog_option()
@max_decompressed_option()
@selection_options
def fields(sel: Selection, capture, fmt, output, mirror_only, frames, tls_keylog, max_decompressed):
    """One row per decoded leaf field: frame, tcp_stream, direction, API, path and value.

    Paths are snake_case, e.g. topics[0].partitions[2].last_mirrored_offset;
    null values are null, uuids strings, bytes hex; error codes are numbers
    with error_name beside, mirror state codes with state_name beside.  In
    CSV a null is an empty field and an empty string is "" (strings quoted).
    """
    import pandas as pd

    from ..pipeline.dissector import Dissector
    from ..tables.views import fields_frame

    dis = Dissector(
        sel.ports,
        sel.resolve(capture),
        full=True,
        detect=sel.detect,
        vxlan_ports=sel.vxlan_ports,
        tls_keylog=tls_keylog,
        max_decompressed=max_decompressed,
    )
    asked: dict[int, Any] = {}  # the frames asked for that are Kafka messages

    def noting(messages):
        for m in messages:
            if m.frame in frames:
                asked[m.frame] = m
            yield m

    messages = dis.feed_path(capture)
    df = fields_frame(noting(messages) if frames else messages, dis.profile)
    announce_detected(dis, sel.ports)
    label = capture_label(capture)
    if mirror_only:
        keys = set(sel.resolve(capture).rpcs.values()) if not sel.detect_keys else None
        df = df[df["api_key"].isin(keys)] if keys else df
    if frames:
        df = df[df["frame"].isin(frames)]
    past = sorted(f for f in frames if f > dis.packets or f < 1)
    if frames and past and not asked:  # frames the capture does not have, as `show` says
        fail(
            f"{label}: the capture has frames 1 to {dis.packets}; "
            f"no frame {', '.join(map(str, past))}"
        )
    if df.empty and asked and not mirror_only:  # Kafka, but no field: say why
        fail(
            f"{label}: no decoded fields in the frames asked for: "
            + "; ".join(
                f"frame {f}: {m.api_name or 'unknown API'} {m.kind}, body not decoded"
                + (f" ({';'.join(m.expert)})" if m.expert else "")
                for f, m in sorted(asked.items())
            )
            + " (kmirror show --frame N shows the message)"
        )
    if df.empty and mirror_only and dis.messages:
        # Kafka, but no mirror RPC: an empty table and exit 0, as `read --mirror-only`
        no_mirror_rpcs(label, dis.profile)
    elif df.empty:
        fail(
            f"{label}: no decoded fields"
            + (" in the frames asked for" if frames else "")
            + (" of mirror RPCs" if mirror_only else "")
            + f"; {looked_on(dis, sel)}"
        )
    df = df.copy()
    # (an object column: a list of only numbers and nulls would become floats, 0 as 0.0)
    df["value"] = pd.Series(
        [v.hex() if isinstance(v, bytes | bytearray) else v for v in df["value"]],
        index=df.index,
        dtype=object,
    )
    if fmt == "json":
        _emit(df.to_json(orient="records", indent=1) + "\n", output, data=True)
    elif fmt == "csv":  # null bare, an empty string "" (dissector.tables.output.CSV_QUOTING)
        import io

        from ..tables.output import csv_frame

        buf = io.StringIO()
        csv_frame(df, buf)
        _emit(buf.getvalue(), output, data=True)
    else:
        _emit(table_text(df, _fit(output, FIELDS_FIT)), output)


@click.command()
@capture_argument()
@click.option("--all", "show_all", is_flag=True, help="List standard keys too.")
@tls_keylog_option()
@selection_options
def keys(sel: Selection, capture, show_all, tls_keylog):
    """API keys that brokers advertise in CAPTURE's ApiVersions responses.

    Keys outside Kafka's standard set are evidence of which keys a broker
    uses for the mirror RPCs (see --detect-keys).
    """
    from ..pipeline.dissector import Dissector
    from ..pipeline.keys import advertised_keys, detect_mirror_keys

    prof = sel.resolve(capture)
    dis = Dissector(
        sel.ports,
        prof,
        always={ApiKey.API_VERSIONS},
        detect=sel.detect,
        tls_keylog=tls_keylog,
        vxlan_ports=sel.vxlan_ports,
    )
    df = advertised_keys(dis.feed_path(capture), prof)
    announce_detected(dis, sel.ports)
    capture = capture_label(capture)
    if df.empty:
        # the ports Kafka was found on, the detected ones too (said just above)
        ports = sorted({*sel.ports, *dis.detected_ports})
        fail(f"{capture}: no ApiVersions response on port(s) {', '.join(map(str, ports))}")
    shown = df[df["api_key"].notna()] if show_all else df[~df["standard"].fillna(True)]
    brokers = sorted(set(df["broker"]))
    _echo(f"{len(set(df['frame']))} ApiVersions response(s) from {', '.join(brokers)}")
    cut = df["api_key"].isna()
    if cut.any():
        frames = ", ".join(map(str, sorted(set(df.loc[cut, "frame"]))))
        _echo(
            f"{int(cut.sum())} advertised entr{'y' if cut.sum() == 1 else 'ies'} cut short "
            f"before its api_key (frame {frames}: snap length or truncated frame), not listed"
        )
    if shown.empty:
        _echo("no API keys outside the standard Kafka set")
        return
    shown = shown.drop_duplicates(["broker", "api_key", "min_version", "max_version"]).copy()
    known = _known_keys()
    shown["known_in"] = [
        ", ".join(f"{n} {r}" for n, r in known.get(int(k), [])) for k in shown["api_key"]
    ]
    _emit(table_text(shown.sort_values(["broker", "api_key"], kind="stable"),
                     _fit(None, KEYS_FIT), csv=False), None)
    lacking = sorted(
        {int(k) for k in df.loc[~df["standard"].fillna(True), "api_key"]} - set(prof.rpcs.values())
    )
    if lacking:
        where = {k: "; ".join(f"{n} {r}" for n, r in known.get(k, [])) for k in lacking}
        _echo(
            f"keys profile {prof.name} does not define: "
            + ", ".join(f"{k} ({where[k] or 'no profile'})" for k in lacking)
        )
    found = detect_mirror_keys(df, prof)
    if found:
        _echo("mirror keys these suggest: " + ",".join(f"{r}={k}" for r, k in found.items()))


def _known_keys() -> dict[int, list[tuple[str, str]]]:
    """API key -> (profile, RPC) of every shipped profile that defines it."""
    from ..profiles.profile import load_profile

    out: dict[int, list[tuple[str, str]]] = {}
    for name in available_profiles():
        for rpc, key in load_profile(name).rpcs.items():
            out.setdefault(key, []).append((name, rpc))
    return out


@click.group(invoke_without_command=True)
@profile_selection_options
@click.pass_context
def profiles(ctx: click.Context, sel: Selection):
    """List the shipped profiles (keys, states, source) and the selected one's in detail.

    Without --profile the selection is auto: each capture is decoded with the
    profile whose specs fit its mirror frames (kip1279-seed when there is no
    mirror traffic).  `kmirror profiles import PATH` makes a profile from your
    own build; --profile FOLDER uses it.
    """
    if ctx.invoked_subcommand is not None:
        return
    from ..profiles.profile import load_profile

    prof = sel.profile
    _echo("profiles: " + ", ".join(available_profiles()))
    auto = " (default for captures without mirror traffic; --profile auto)" if sel.auto else ""
    _echo(f"selected: {prof.name}  ({prof.description}){auto}")
    for rpc, key in sorted(prof.rpcs.items(), key=lambda x: x[1]):
        _echo(f"  api_key {key:>5}  {rpc}")
    for code, name in sorted(prof.states.items()):
        _echo(f"  state {code:>3}  {name}")
    for code, name in sorted(prof.errors.items()):
        _echo(f"  error {code:>3}  {name}")
    for name in available_profiles():
        p = load_profile(name)
        _echo(f"\n{p.name}: {p.description}")
        _echo(f"  source: {p.source}")
        if p.date:
            _echo(f"  date: {p.date}")
        elif p.assembled:
            later = f", later than {p.after}" if p.after else ""
            _echo(f"  undated{later}: assembled {p.assembled}")
        if p.source_commits:
            commits = sorted(set(p.source_commits.values()))
            _echo(f"  source commits: {len(commits)} ({', '.join(c[:12] for c in commits)})")
        keys = sorted(p.rpcs.items(), key=lambda x: x[1])
        _echo("  keys: " + ", ".join(f"{k} {r}" for r, k in keys))
        _echo("  states: " + ", ".join(f"{n} {c}" for c, n in sorted(p.states.items())))
        if p.errors:
            _echo("  errors: " + ", ".join(f"{c} {n}" for c, n in sorted(p.errors.items())))


def _emit(text: str, output: str | None, data: bool = False) -> None:
    """``text`` on ``output`` or standard output: ``data`` (CSV, JSON) with its bytes as
    they are, else text for people (:func:`~dissector.tables.terminal.terminal_text`)."""
    if output:
        Path(output).write_text(text if data else terminal_text(text))
        return
    out = raw(sys.stdout) if data else sys.stdout
    out.write(text)
    out.flush()


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
    return terminal_text(str(v), newline=True)  # (escaped before the widths are taken)


def table_text(
    df, fit: tuple[int, tuple[str, ...], tuple[str, ...]] | None = None, csv: bool = True
) -> str:
    """A DataFrame as aligned plain text: a header line, then one line per row.

    ``fit`` (on a terminal): ``(width, drop, shrink)``: the columns and cells fitted to
    ``width`` as :func:`dissector.tables.fit.fit_columns` says, cells cut with an
    ellipsis (None: every column at full width, as on a pipe or into a file); columns
    left out are said on stderr (:func:`dissector.tables.fit.hidden_note`; ``csv``: the
    command has ``--format csv``)."""
    cols = [str(c) for c in df.columns]
    rows = [[_cell(v) for v in r] for r in df.itertuples(index=False, name=None)]
    widths = [max([len(c)] + [len(r[i]) for r in rows]) for i, c in enumerate(cols)]
    if fit is not None:
        from ..tables.fit import clip, fit_columns, hidden_note

        width, drop, shrink = fit
        keep, caps = fit_columns(cols, widths, width, drop, shrink)
        hidden_note(cols, keep, width, csv=csv)
        return "".join(
            clip("  ".join(clip(r[i], w, cols[i] == "path").ljust(w)  # a path keeps its leaf
                           for i, w in zip(keep, caps, strict=True)).rstrip(), width) + "\n"
            for r in [cols, *rows]
        )
    lines = ["  ".join(c.ljust(w) for c, w in zip(cols, widths, strict=True)).rstrip()]
    lines += ["  ".join(v.ljust(w) for v, w in zip(r, widths, strict=True)).rstrip() for r in rows]
    return "\n".join(lines) + "\n"


#: On a terminal: the columns of ``fields`` and ``keys`` left out first while the table
#: is too wide, then those narrowed (cells ending in an ellipsis), as ``read``'s.
FIELDS_FIT = (
    ("api_key", "tcp_stream", "correlation_id", "direction", "state_name", "error_name"),
    ("value", "path", "api_name", "error_name", "state_name"),
)
KEYS_FIT = (("standard", "frame", "known_in"), ("profile_rpc", "known_in"))


def _fit(output: str | None, columns: tuple[tuple[str, ...], tuple[str, ...]]):
    """``table_text``'s ``fit`` for standard output on a terminal (else None)."""
    from ..tables.fit import terminal_width

    width = terminal_width() if output is None else None
    return None if width is None else (width, *columns)


def _echo(text: str) -> None:
    """A line of prose on standard output, wrapped to a terminal's width (as is on a pipe)."""
    from ..tables.fit import terminal_width, wrap

    click.echo(wrap(text, terminal_width(), "  "))
