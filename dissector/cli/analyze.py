"""``kmirror analyze``: the mirroring story of one or more captures, as rich tables or JSON.

Owns: the ``analyze`` click command (registered lazily by :mod:`dissector.cli`),
its options, the rich rendering of :meth:`dissector.analysis.Analysis.summary`
and the export of every analysis table.  User mistakes are one line on stderr
and a non-zero exit (1: an input cannot be read or written; 2: the command
line is wrong), never a traceback.

Must not import: nothing heavy at import time (pandas and rich are imported
when the command runs).
"""

from __future__ import annotations

import contextlib
import gc
import json
import os
import sys
from typing import Any

import click

from ..capture.sets import capture_size
from ..counts import counted
from ..errors import CaptureError
from ..profiles.profile import DEFAULT_PROFILE, load_profile
from ..wire.specs import SpecError
from .errors import coverage_says_fragments, fail, reader_gone
from .options import (
    DEFAULT_PORT,
    NO_PARALLEL_VXLAN,
    Selection,
    announce_detected,
    detect_option,
    port_option,
    profile_option,
    specs_option,
    tls_keylog_option,
    vxlan_port_option,
    wants_auto,
)
from .parallel import workers_options

__all__ = ["analysis_inputs", "analysis_of", "analyze", "wants_bar"]

_BAR_FROM = 32 << 20  # bytes: smaller captures read in a blink


def analysis_inputs(f):
    """The arguments of a command that runs :func:`analysis_of` (``analyze``, ``report``):
    CAPTURE..., --port, --profile, --specs, --no-detect, --tls-keylog, --full and
    --vxlan-port, declared once."""
    for option in reversed(
        (
            click.argument(
                "captures", nargs=-1, required=True, type=click.Path(), metavar="CAPTURE..."
            ),
            port_option(
                "Another broker TCP port carrying Kafka, besides 9092 (repeatable): the other "
                "brokers' ports and the ports serving the mirror RPCs."
            ),
            profile_option(),
            specs_option(),
            detect_option(),
            tls_keylog_option(),
            click.option(
                "--full",
                is_flag=True,
                help="Decode every standard body, not only those the analysis uses: the "
                "same tables, slower; the expert words of messages and exchanges then cover "
                "malformed bodies of every API, as 'kmirror read --full' does.",
            ),
            vxlan_port_option(),
        )
    ):
        f = option(f)
    return f


@click.command(context_settings={"help_option_names": ["-h", "--help"]})
@analysis_inputs
@click.option(
    "--export",
    "export_dir",
    default=None,
    metavar="DIR",
    type=click.Path(file_okay=False),
    help="Write every table (messages, exchanges, clusters, mirrors, partitions, "
    "conversations, partition_states, transitions, offsets, truncations, failbacks, "
    "lost_writes, errors) "
    "to DIR as NAME.parquet and NAME.csv.",
)
@click.option("--json", "as_json", is_flag=True, help="Print the summary as JSON instead.")
@click.option(
    "--metrics-file",
    default=None,
    metavar="FILE",
    type=click.Path(dir_okay=False),
    help="Write the Prometheus metrics of the capture to FILE (text exposition format: the "
    "figures `kmirror live --metrics` serves, docs/guide/metrics.md).",
)
@click.option(
    "--alerts",
    "alerts_path",
    default=None,
    metavar="FILE",
    type=click.Path(dir_okay=False),
    help="Write the capture's alerts to FILE as JSON lines (those of `kmirror live --alerts`).",
)
@click.option(
    "--top",
    default=10,
    show_default=True,
    type=click.IntRange(0, 1000),
    help="How many rows of each table and list to print (timeline, lost writes, errors, "
    "slowest exchanges, ...); the rest is counted as 'N more' (0: counts only).",
)
@workers_options
def analyze(
    captures, ports, profile, specs, detect, export_dir, as_json, metrics_file, alerts_path,
    top, tls_keylog, full, workers, scheduler, vxlan_ports=(),
):
    """Reconstruct mirroring from CAPTURE(s): mirrors, partition states, LMOs, failbacks.

    \b
    Prints the mirrors, their partitions by state, the state transitions
    (and any outside the KIP-1279 state machine), the LMOs exchanged, the
    failovers and failbacks with what got truncated, errors by name and the
    slowest exchanges.  Several files (or a directory, a glob) are read as
    one capture: merged by time, TCP streams continuing across files, a packet
    captured on two hosts counted once.

    \b
    Ports: Kafka is recognised on port 9092, on every --port given, and
    (unless --no-detect) on any port whose connections frame as Kafka requests
    and responses.  The side of a connection whose port is listed is the
    broker; with detection, the side sending requests.

    \b
    Clusters are told apart from the wire alone: Metadata cluster ids and
    broker lists, the mirror's bootstrap.servers, where LastMirroredOffsets
    goes (the source) and where the mirror's coordinator traffic goes.

    \b
    --workers N / --scheduler ADDRESS: the files are read in parallel, on N
    processes forked from the command or on a Dask cluster (one partition per
    file); the result equals the single-process analysis.
    """
    result = analysis_of(
        captures, ports, profile, specs, detect, tls_keylog, full, workers, scheduler,
        vxlan_ports,
    )
    if export_dir:
        if os.path.exists(export_dir) and not os.path.isdir(export_dir):
            fail(f"{export_dir}: not a directory (--export names a folder for the tables)")
        try:
            written = result.export(export_dir)
        except CaptureError as e:  # (messages and exchanges: the files are read again)
            fail(str(e))
        except OSError as e:
            fail(f"{export_dir}: cannot write: {e.strerror or e}")
        click.echo(f"kmirror: wrote {len(written)} files to {export_dir}", err=True)
    if metrics_file:
        _write_metrics(result, captures, metrics_file)
    if alerts_path:
        _write_alerts(result, alerts_path)
    summary = result.summary(top=top)
    if as_json:
        click.echo(json.dumps(summary, indent=1))
        return
    render(summary, top)


def analysis_of(
    captures, ports, profile, specs, detect, tls_keylog, full=False, workers=None,
    scheduler=None, vxlan_ports=(),
):
    """The mirror analysis of ``captures`` as ``analyze`` and ``report`` run it: the profile
    (``auto`` resolved from the capture), Kafka on 9092 plus ``ports`` (and detected ones
    unless ``detect`` is False), every standard body decoded with ``full``, the detected
    ports announced on stderr, a progress bar on a terminal for big captures; with
    ``workers``/``scheduler`` the files read on forked workers or a Dask cluster
    (``analyze_captures`` of :func:`.parallel.on_cluster`'s engine, the same result).
    User mistakes end the command (:func:`fail`: 2 for a bad profile or option, 1 for an
    unreadable capture, one with no Kafka message, an unreachable scheduler or a lost
    worker).  ``vxlan_ports``: UDP ports read
    as VXLAN besides 4789; what was not decoded is said in one line when it may hide
    Kafka (:meth:`dissector.pipeline.coverage.Coverage.line`)."""
    from ..analysis import analyze as run

    parallel = bool(workers or scheduler)
    if parallel and tls_keylog:
        fail("--workers/--scheduler read whole files: not with --tls-keylog", 2)
    if parallel and vxlan_ports:
        fail(NO_PARALLEL_VXLAN, 2)
    auto = wants_auto(profile, specs)
    try:
        prof = load_profile(DEFAULT_PROFILE if auto else specs or profile or DEFAULT_PROFILE)
    except SpecError as e:
        fail(str(e), 2)
    port_list = tuple(sorted({DEFAULT_PORT, *ports}))
    try:
        if auto or (profile and not specs):  # chosen, or named: said when it does not fit
            sel = Selection(
                port_list,
                prof,
                False,
                auto=auto,
                announce=profile == "auto",
                detect=detect,
                vxlan_ports=tuple(vxlan_ports),
                named=not auto,
            )
            if not parallel:  # else on the cluster's start (a set's files checked there)
                prof = sel.resolve(list(captures))
        else:
            sel = None
        if parallel:
            result = _on_cluster(captures, port_list, prof, detect, full, workers, scheduler, sel)
        else:
            # what is imported so far lives as long as the process: out of the way of the
            # collections the read triggers (``read`` does the same)
            gc.freeze()
            with (
                _ProgressBar(captures) as progress,
                coverage_says_fragments(),
                _young_collections_rarer(),
            ):
                result = run(
                    list(captures),
                    ports=port_list,
                    profile=prof,
                    progress=progress,
                    detect=detect,
                    tls_keylog=tls_keylog,
                    full=full,
                    vxlan_ports=vxlan_ports,
                )
    except CaptureError as e:
        fail(str(e))
    announce_detected(result, port_list)
    if result.coverage_line and (
        result.message_count or result.lost_bytes or not result.no_messages_why
    ):  # (no message: unless the error says what the packets were instead)
        click.echo(f"kmirror: {result.coverage_line}", err=True)
    if result.message_count == 0:
        if result.packets == 0:
            fail(f"{', '.join(captures)}: the capture holds no packets")
        if result.lost_bytes:
            fail(
                f"{', '.join(captures)}: no Kafka message can be listed on port(s) "
                f"{', '.join(map(str, port_list))}: none of their bytes were captured "
                f"({result.lost_bytes} TCP payload bytes not captured: snap length)"
            )
        if result.no_messages_why:
            fail(f"{', '.join(captures)}: {result.no_messages_why}")
        fail(
            f"{', '.join(captures)}: no Kafka messages on port(s) "
            f"{', '.join(map(str, port_list))}; try --port with the broker's port"
        )
    return result


def _on_cluster(captures, ports, prof, detect, full, workers, scheduler, sel=None):
    """``analyze_captures`` on ``workers`` forked processes (no Dask) or on the Dask cluster
    at ``scheduler`` (one-line errors: :func:`.parallel.on_cluster`); the profile is
    ``sel``'s, resolved there (a set's files checked on the workers), else ``prof``."""
    from .parallel import on_cluster

    with on_cluster(workers, scheduler, sel) as engine:
        if sel is not None:
            prof = sel.resolve(list(captures))
        result = engine.analyze_captures(
            list(captures), ports=ports, profile=prof, detect=detect, full=full
        )
        if sel is not None:
            sel.said()  # the profile's choice (the set's files checked meanwhile)
        return result


def wants_bar(total: int) -> bool:
    """A bar only on a terminal, and only when reading takes a while."""
    return sys.stderr.isatty() and total >= _BAR_FROM


@contextlib.contextmanager
def _young_collections_rarer():
    """The cyclic collector's first-generation threshold raised while the capture is read.

    The read makes and drops a few container objects per message (messages, exchanges,
    their tuples and lists) and few cycles (a request's link to its response is cut
    once answered, :mod:`dissector.analysis.files`): at the default 700 allocations a
    young collection runs every few messages, and each one walks the exchanges still
    waiting.  At 20,000 the analysis of the real capture took 0.5 CPU s less (of 7.5),
    its peak memory the same.  Restored after."""
    was = gc.get_threshold()
    gc.set_threshold(max(was[0], _YOUNG_THRESHOLD), *was[1:])
    try:
        yield
    finally:
        gc.set_threshold(*was)


_YOUNG_THRESHOLD = 20_000


class _ProgressBar:
    """A rich progress bar on stderr while big captures are read on a terminal."""

    def __init__(self, captures) -> None:
        try:
            total = sum(capture_size(c) for c in captures)
        except OSError:
            total = 0
        self.total = total
        self.bar = None
        self.done: dict[str, int] = {}

    def __enter__(self):
        if not wants_bar(self.total):
            return None
        from rich.console import Console
        from rich.progress import BarColumn, DownloadColumn, Progress, TimeRemainingColumn

        from ..tables.terminal import raw

        self.bar = Progress(
            "[progress.description]{task.description}",
            BarColumn(),
            DownloadColumn(),
            TimeRemainingColumn(),
            console=Console(file=raw(sys.stderr)),  # (its cursor moves: under the escaping)
            transient=True,
        )
        self.bar.__enter__()
        self.task = self.bar.add_task("analysing", total=self.total)
        return self.update

    def update(self, capture: str, position: int, _size: int) -> None:
        self.done[capture] = position
        self.bar.update(self.task, completed=sum(self.done.values()))

    def __exit__(self, *exc) -> None:
        if self.bar is not None:
            self.bar.__exit__(*exc)


# ---------------------------------------------------------------- rendering


def clock(iso: str | None) -> str:
    """``2026-11-29T18:45:13.283205Z`` -> ``18:45:13.283205``."""
    if not iso:
        return ""
    return iso.partition("T")[2].rstrip("Z")[:15]


def ranges(parts: list[str]) -> str:
    """``orders-0, orders-1, orders-2, payments-0`` -> ``orders 0-2, payments 0``."""
    by_topic: dict[str, list[int]] = {}
    for tp in parts:
        topic, _, p = tp.rpartition("-")
        by_topic.setdefault(topic, []).append(int(p))
    out = []
    for topic, ps in by_topic.items():
        ps = sorted(ps)
        spans, start = [], ps[0]
        for a, b in zip(ps, ps[1:] + [None], strict=True):
            if b != a + 1:
                spans.append(f"{start}" if start == a else f"{start}-{a}")
                start = b
        out.append(f"{topic} {','.join(spans)}")
    return ", ".join(out)


def _fit(t: Any) -> int:
    """Give each column the width of its longest word (values then wrap only between
    words); returns the narrowest width the table can take."""
    total = 0
    for col in t.columns:
        words = [w for c in [col.header, *col._cells] for w in str(c).split()]
        col.min_width = max((len(w) for w in words), default=1)
        total += col.min_width + 2
    return total + 1


_EVIDENCE = "Produce/Fetch/ListOffsets"


_count = counted  # ``n`` and the noun for it: ``1 exchange``, ``2 exchanges``


def _bounded(v: Any, low: Any, high: Any) -> str:
    """A figure, or the bounds of one the wire does not carry: ``<= high``, ``low..high``
    (whole numbers; floats to 0.1), empty when neither is known."""

    def text(x: Any) -> str:
        return f"{x:.1f}" if isinstance(x, float) else str(x)

    if v is not None:
        return text(v)
    if high is None:
        return ""
    return f"{text(low)}..{text(high)}" if low is not None else f"<={text(high)}"


def _markup_safe(v: Any) -> Any:
    """The summary ``v`` with every string (keys too) escaped for rich markup
    (``rich.markup.escape``): a mirror named ``[bold]x[/]`` is shown, not obeyed."""
    from rich.markup import escape

    if isinstance(v, str):
        return escape(v)
    if isinstance(v, dict):
        return {_markup_safe(k): _markup_safe(x) for k, x in v.items()}
    if isinstance(v, list | tuple):
        return [_markup_safe(x) for x in v]
    return v


def _write_metrics(result: Any, captures: tuple[str, ...], path: str) -> None:
    """The capture's Prometheus metrics (:mod:`dissector.analysis.metrics`) to ``path``:
    packets, bytes and drops counted in the files (pcapng statistics blocks)."""
    from ..analysis.metrics import CaptureFigures, analysis_collector, exposition
    from ..capture.sets import expand
    from ..capture.stream import capture_counts

    try:
        counts = capture_counts(expand(list(captures)))
        data = exposition(analysis_collector(result, CaptureFigures(*counts)))
        with open(path, "wb") as f:
            f.write(data)
    except CaptureError as e:
        fail(str(e))
    except OSError as e:
        fail(f"{path}: cannot write: {e.strerror or e}")
    click.echo(f"kmirror: wrote the metrics to {path}", err=True)


def _write_alerts(result: Any, path: str) -> None:
    """The capture's alerts (:mod:`dissector.analysis.alerts`) to ``path``, JSON lines."""
    from ..analysis.alerts import AlertLog, alerts_of, error_alerts

    clusters = dict(zip(result.clusters["address"], result.clusters["cluster"], strict=True))
    found = alerts_of(result, None) + error_alerts(
        result.errors.to_dict("records"), result.profile.rpcs, clusters.get
    )
    try:
        with open(path, "w", encoding="utf-8") as f:
            n = len(AlertLog(f).add(found))
    except OSError as e:
        fail(f"{path}: cannot write: {e.strerror or e}")
    click.echo(f"kmirror: wrote {n} alerts to {path}", err=True)


def render(s: dict[str, Any], top: int = 5) -> None:
    from rich import box
    from rich.table import Table

    from ..tables.fit import terminal_width
    from ..tables.terminal import terminal_console

    s = _markup_safe(s)  # names are data: never rich markup (their control characters
    # are escaped by the console: terminal_console)
    # a terminal's own width, asked of the terminal; 120 into a pipe or file (not COLUMNS:
    # readline exports it in every process that loads it, and a shell may have exported
    # it at another width: an 80-column terminal got 236-column lines)
    width = terminal_width()
    tty = width is not None
    out = terminal_console(width=width or 120, highlight=False)
    out.on_broken_pipe = reader_gone  # `| head`: exit 0, as every kmirror command
    _print = out.print

    def print_(x: Any = "", *a: Any, **k: Any) -> None:
        if tty:
            show(x, *a, **k)
            return
        # into a pipe or file: the lines without the spaces that pad table cells
        with out.capture() as cap:
            show(x, *a, **k)
        text = "\n".join(line.rstrip() for line in cap.get().split("\n"))
        _print(text, end="", markup=False, highlight=False, emoji=False, soft_wrap=True)

    def show(x: Any = "", *a: Any, **k: Any) -> None:
        if isinstance(x, Table) and not x.row_count:  # (--top 0: its title, then "N more")
            _print(f"[bold]{x.title}[/]")
            return
        if isinstance(x, Table) and _fit(x) > out.width:
            # too wide even with every value whole: one line per row, "column value" pairs
            _print(f"[bold]{x.title}[/]")
            for i in range(x.row_count):
                pairs = [
                    f"[bold]{c.header}[/] {c._cells[i]}" for c in x.columns if str(c._cells[i])
                ]
                _print("  " + ", ".join(pairs))
            return
        _print(x, *a, **k)

    out.print = print_  # type: ignore[method-assign]

    def table(title: str, *cols: str) -> Table:
        # cells wrap between words, never inside a value (80-column terminals): see _print
        t = Table(
            title=title,
            title_justify="left",
            title_style="bold",
            header_style="bold",
            box=box.SIMPLE_HEAD,
            padding=(0, 1),
            pad_edge=False,
        )
        for c in cols:
            t.add_column(c, overflow="fold")
        return t

    def bounded(rows: list) -> list:
        return rows[:top]  # (--top 0: none, every row counted as "N more")

    def more(rows: list, one: str, many: str | None = None, after: str = "") -> None:
        if len(rows) > top:
            out.print(f"  ... {_count(len(rows) - top, 'more ' + one, many and 'more ' + many)}"
                      f"{after} (--top N shows more)")

    def cell(v: Any) -> str:
        if v is None:
            return ""
        if isinstance(v, float):
            return f"{v:.1f}"
        return str(v)

    out.print(
        f"[bold]{', '.join(s['captures'])}[/]: {_count(s['messages'], 'message')}, "
        f"{_count(s['exchanges'], 'exchange')} ({_count(s['mirror_exchanges'], 'mirror RPC')}), "
        f"{s['unanswered']} unanswered, {_count(s['orphan_responses'], 'orphan response')}; "
        f"profile {s['profile']}"
    )
    cov = s["coverage"]
    unknown = len(cov["unknown_truncations"])
    removed = f"{_count(s['records_truncated'], 'offset')} removed" + (
        f"; {_count(unknown, 'count')} unknown" if unknown else ""
    )
    if cov["messages_cut"] or cov["unknown_truncations"] or cov["bytes_not_captured"]:
        # what the capture does not hold, before any figure drawn from it
        if cov["messages_cut"]:
            out.print(
                f"[yellow]coverage: {cov['messages_cut']} of "
                f"{_count(s['messages'], 'message')} not wholly captured (truncated@: snap "
                "length or lost segments; "
                f"{cov['bytes_not_captured']} payload bytes not captured); figures they would "
                "settle are null[/]"
            )
        else:
            out.print(
                f"[yellow]coverage: every message wholly captured; {cov['bytes_not_captured']} "
                "payload bytes between messages not captured (lost segments, skipped while "
                "finding a frame boundary)[/]"
            )
        for u in cov["unknown_truncations"]:
            out.print(f"[yellow]  truncation count unknown: {u}[/]")
    if n := cov.get("bodies_not_decoded"):
        out.print(
            f"[dim]{_count(n, 'body', 'bodies')} of APIs the analysis does not use "
            f"{'was' if n == 1 else 'were'} not decoded (error codes read; --full checks every "
            "body)[/]"
        )
    if n := cov.get("evidence_not_decoded"):
        out.print(
            f"[dim]{_count(n, _EVIDENCE + ' body', _EVIDENCE + ' bodies')}"
            f" on no mirror topic {'was' if n == 1 else 'were'} not decoded (error codes read; "
            "--full checks them)[/]"
        )
    for c, addrs in s["clusters"].items():
        out.print(f"  cluster {c}: {', '.join(addrs)}")
    if not s["mirror_traffic"]:
        for n in s["notes"]:
            out.print(f"[yellow]{n}[/]")
    else:
        events = s.get("timeline") or []
        if events:
            out.print("[bold]Timeline[/] (failovers, failbacks and truncations, UTC):")
            for e in bounded(events):
                who = f"{e['cluster']}/{e['mirror']}" if e["mirror"] else e["cluster"]
                out.print(
                    f"  {clock(e['time'])[:12]} {who}: {e['event']}: {ranges(e['partitions'])}"
                )
            more(events, "event")
        t = table(
            "Mirrors", "cluster", "mirror", "source", "topics", "partitions", "states", "errors"
        )
        for m in bounded(s["mirrors"]):
            src = m["source_cluster"] or ""
            if m["source_bootstrap"]:
                src = f"{src} ({m['source_bootstrap']})" if src else m["source_bootstrap"]
            t.add_row(
                cell(m["cluster"]),
                m["mirror"],
                src,
                cell(m["topics"]),
                cell(m["partitions"]),
                cell(m["states"]),
                cell(m["errors"]),
            )
        out.print(t)
        more(s["mirrors"], "mirror")
        t = table("Partitions by state", "cluster", "mirror", "state", "n", "partitions")
        for g in bounded(s["partitions_by_mirror"]):
            t.add_row(
                g["cluster"],
                g["mirror"],
                cell(g["state"]),
                str(g["count"]),
                ranges(g["partitions"]),
            )
        out.print(t)
        more(s["partitions_by_mirror"], "mirror and state group")
        out.print(
            f"[bold]Transitions[/]: {s['transitions']}, "
            f"{len(s['invalid_transitions'])} outside the state machine"
            + (
                f", {s['inferred_transitions']} inferred (observed; no carrying RPC captured)"
                if s.get("inferred_transitions")
                else ""
            )
        )
        kinds = list(s["transitions_by_kind"].items())
        for k, v in bounded(kinds):
            out.print(f"  {k:<28} {v}")
        more(kinds, "kind of transition", "kinds of transition")
        if s["invalid_transitions"]:
            t = table(
                "Transitions outside the state machine", "time", "cluster", "partition", "rule"
            )
            for r in bounded(s["invalid_transitions"]):
                t.add_row(
                    cell(r["time"]),
                    cell(r["cluster"]),
                    f"{r['mirror']}/{r['topic']}-{r['partition']}",
                    cell(r["rule"]),
                )
            out.print(t)
            more(
                s["invalid_transitions"],
                "transition outside the state machine",
                "transitions outside the state machine",
            )
        epochs = s.get("lmes_written") or s.get("lmes_read")
        if epochs and not (s["lmos_written"] or s["lmos_read"]):
            # a revision that carries last mirror epochs where the seed has LMOs
            unknown = s.get("truncations_without_offsets") or 0
            removed = (
                f"{_count(s['records_truncated'], 'offset')} removed"
                if not unknown
                else f"{unknown} cut at offsets not on the wire"
                if unknown == s["truncations"]
                else f"{_count(s['records_truncated'], 'offset')} removed, {unknown} cut at "
                "offsets not on the wire"
            )
            out.print(
                f"[bold]Last mirror epochs[/]: {s['lmes_written']} written, "
                f"{s['lmes_read']} read; [bold]truncations[/]: {s['truncations']} ({removed})"
            )
        else:
            out.print(
                f"[bold]LMOs[/]: {s['lmos_written']} written, {s['lmos_read']} read "
                f"({s['lmos_read_without_record']} without a record"
                + (
                    f"; {s['lmo_placeholders']} placeholders (-1) not counted"
                    if s.get("lmo_placeholders")
                    else ""
                )
                + "); [bold]truncations[/]: "
                f"{s['truncations']} ({removed})"
            )
        if s["failbacks"]:
            t = table(
                "Failovers and failbacks (cut, truncated: offsets removed; "
                "to MIRRORING: ms after its topic was added)",
                "partition",
                "failover on",
                "LMO written",
                "cut",
                "failback on",
                "LMO read",
                "truncated",
                "to MIRRORING",
                "anomalies",
            )
            for r in bounded(s["failbacks"]):
                t.add_row(
                    f"{r['topic']}-{r['partition']}",
                    cell(r["failover_cluster"]),
                    _bounded(r["lmo_written"], None, r.get("lmo_written_max")),
                    cell(r["failover_records_removed"]),
                    cell(r["failback_cluster"]),
                    cell(r["lmo_returned"]),
                    cell(r["records_truncated"]),
                    _bounded(
                        r["time_to_mirroring_ms"],
                        r.get("time_to_mirroring_min_ms"),
                        r.get("time_to_mirroring_max_ms"),
                    ),
                    cell(r["anomalies"]),
                )
            out.print(t)
            more(s["failbacks"], "partition")
            if any(r.get("bound") for r in s["failbacks"]):
                out.print(
                    "  (<= and a..b: a figure not on the wire, bounded by the polls that show "
                    "it; the failbacks table's bound column says why)"
                )
        lost = s.get("lost_writes") or []
        if lost:
            out.print("[bold]Lost writes[/] (what each truncation removed, from the wire):")
            for x in bounded(lost):
                out.print(f"  {x['text']}")
            more(lost, "truncation", after=" (the lost_writes table has them all)")
    if s["errors_by_name"]:
        apis: dict[str, list[str]] = {}
        for e in s["errors_by_api"]:
            apis.setdefault(e["error_name"], []).append(f"{e['api_name']} {e['count']}")
        t = table("Errors by name", "error", "count", "in")
        names = list(s["errors_by_name"].items())
        for name, n in bounded(names):
            t.add_row(name, str(n), ", ".join(apis.get(name, [])))
        out.print(t)
        more(names, "error name")
    else:
        out.print("[bold]Errors[/]: none")
    if s.get("protocol_steps"):
        steps = ", ".join(f"{k} {v}" for k, v in s["protocol_steps"].items())
        out.print(f"Protocol steps answered with an error code (not failures): {steps}")
    if s["mirror_errors"]:
        t = table(
            "Mirror RPC errors", "time", "RPC", "mirror", "about", "error", "client_id", "frame"
        )
        for e in bounded(s["mirror_errors"]):
            t.add_row(
                clock(e["time"]),
                e["api_name"],
                cell(e["mirror_name"]),
                cell(e["about"]),
                e["error_name"] + (f": {e['message']}" if e["message"] else ""),
                cell(e["client_id"]),
                cell(e["frame"]),
            )
        out.print(t)
        more(s["mirror_errors"], "mirror RPC error")
    if s["unanswered_requests"]:
        t = table("Unanswered requests", "time", "API", "client_id", "server", "corr id", "frame")
        for u in bounded(s["unanswered_requests"]):
            t.add_row(
                clock(u["request_time"]),
                cell(u["api_name"]),
                cell(u["client_id"]),
                cell(u["server"]),
                cell(u["correlation_id"]),
                cell(u["request_frame"]),
            )
        out.print(t)
        more(s["unanswered_requests"], "unanswered request")
    if s["slowest"]:
        t = table("Slowest exchanges", "ms", "API", "client_id", "server", "corr id", "frame")
        for r in s["slowest"]:
            t.add_row(
                cell(r["latency_ms"]),
                cell(r["api_name"]),
                cell(r["client_id"]),
                cell(r["server"]),
                cell(r["correlation_id"]),
                cell(r["request_frame"]),
            )
        out.print(t)
    elif not top and s["exchanges"]:  # (--top 0: the summary keeps none of them)
        out.print("[bold]Slowest exchanges[/]")
        out.print("  ... (--top N shows the N slowest)")
    if s["mirror_traffic"]:
        for n in s["notes"]:
            out.print(f"[yellow]{n}[/]")
