"""``kmirror live --analyze / --metrics / --alerts``: watching mirroring as packets arrive.

Owns: :func:`watch` (the live capture fed to a :class:`~dissector.analysis.live.LiveAnalysis`;
every ``refresh`` seconds its snapshot turned into Prometheus figures, alerts and timeline
lines; at the end (count, duration, Ctrl-C) the final analysis, its figures and its
summary), the rich live view on a terminal (:class:`_View`), the metrics HTTP server and
the alerts file.

Must not import: anything heavy at import time (the analysis, pandas and rich are
imported when the command runs).
"""

from __future__ import annotations

import sys
import time
from typing import Any

import click

__all__ = ["watch"]


def watch(
    cap: Any,
    sel: Any,
    *,
    analyze: bool,
    metrics: tuple[str, int] | None,
    alerts_path: str | None,
    stuck_after: float,
    refresh: float,
    top: int,
    row: Any,
    linger: float = 0.0,
) -> None:
    """Run the capture ``cap`` (a started :class:`~dissector.pipeline.live.LiveCapture`)
    through the streaming analysis.  ``analyze``: the live view (terminal) or timeline
    lines (pipe) instead of message rows (``row(m)`` prints one), and the summary at the
    end; ``metrics``: (host, port) of the Prometheus exporter; ``alerts_path``: the JSON
    lines file of alerts; ``stuck_after``: seconds a partition may stay in a
    transitional state; ``refresh``: seconds between snapshots; ``linger``: seconds the
    exporter goes on serving the final figures after the end (a last scrape sees the
    drops dumpcap counted when it stopped)."""
    import os

    from ..analysis.alerts import AlertLog, alerts_of, drop_alert, error_alerts
    from ..analysis.live import LiveAnalysis
    from ..analysis.metrics import CaptureFigures, MetricsCollector, mirror_figures

    name = os.path.basename(cap.write) if cap.write else "live"
    la = LiveAnalysis(sel.ports, sel.profile, name=name, detect=sel.detect)
    collector = MetricsCollector()
    if metrics is not None:
        _serve(collector, *metrics)
    try:
        out = open(alerts_path, "w", encoding="utf-8") if alerts_path else None  # noqa: SIM115
    except OSError as e:
        from .errors import fail

        cap.stop()
        fail(f"{alerts_path}: cannot write: {e.strerror or e}")
    log = AlertLog(out)
    tty = analyze and sys.stdout.isatty()
    view = _View(cap, la, top) if tty else None
    rpcs = set(sel.profile.rpcs)
    state: dict[str, Any] = {"clusters": {}, "timeline": set(), "a": None}

    def capture_figures() -> CaptureFigures:
        return CaptureFigures(cap.packets, cap.bytes, cap.dropped)

    def say(new: list[dict]) -> None:
        for x in new:
            line = f"kmirror: ALERT {x['kind']}: {x['message']}"
            if view is not None:
                view.alert(x)
            else:
                click.echo(line, err=True)

    def timeline(a: Any) -> None:
        from .analyze import clock, ranges

        for e in a.summary(top=0).get("timeline") or []:
            key = (e["time"], e["cluster"], e["mirror"], e["event"], tuple(e["partitions"]))
            if key in state["timeline"]:
                continue
            state["timeline"].add(key)
            who = f"{e['cluster']}/{e['mirror']}" if e["mirror"] else e["cluster"]
            text = f"{clock(e['time'])[:12]} {who}: {e['event']}: {ranges(e['partitions'])}"
            if view is not None:
                view.event(text)
            elif analyze:
                click.echo(text)
                sys.stdout.flush()

    def look(a: Any, now_ns: int | None) -> None:
        state["a"] = a
        state["clusters"] = dict(zip(a.clusters["address"], a.clusters["cluster"], strict=True))
        collector.update(mirror_figures(a), la.requests, capture_figures())
        say(log.add(alerts_of(a, stuck_after, now_ns)))
        if analyze:
            timeline(a)
        if view is not None:
            view.snapshot(a)

    def tick() -> None:
        try:
            look_again()
        except Exception as e:  # (a snapshot must not end the capture: the end tells all)
            if not state.get("warned"):
                state["warned"] = True
                click.echo(
                    f"kmirror: warning: the analysis so far could not be made "
                    f"({type(e).__name__}: {e}); the capture goes on, the end's analysis "
                    "is made from the whole capture",
                    err=True,
                )
        collector.update(requests=la.requests, capture=capture_figures())
        if view is not None:
            view.refresh()

    def look_again() -> None:
        la.tick()
        say(log.add(error_alerts(la.take_errors(), rpcs, state["clusters"].get)))
        snap = la.snapshot()
        if snap is not None:
            look(snap, time.time_ns())
        elif state["a"] is not None:  # (a partition may have stayed too long since)
            say(log.add(alerts_of(state["a"], stuck_after, time.time_ns())))

    if view is not None:
        view.start()
    try:
        for m in cap.messages(la.dissector, tick=tick, tick_s=refresh):
            la.add(m)
            if not analyze:
                row(m)
        a = la.finish()
        say(log.add(error_alerts(la.take_errors(), rpcs, state["clusters"].get)))
        look(a, None)
        if cap.dropped:
            say(log.add([drop_alert(cap.dropped, cap.packets, time.time_ns())]))
        collector.update(mirror_figures(a), la.requests, capture_figures())
    finally:
        if view is not None:
            view.stop()
        if out is not None:
            out.close()
    if analyze:
        from .analyze import render

        render(a.summary(top=top), top)
    if cap.dropped:
        click.echo(
            f"kmirror: warning: the kernel dropped {cap.dropped} packets "
            f"(dumpcap: {cap.dumpcap.dumpcap_drops() or 'no statistics line'}); "
            "a bigger --buffer-size or a narrower --bpf may help",
            err=True,
        )
    if alerts_path:
        click.echo(f"kmirror: {log.count} alerts written to {alerts_path}", err=True)
    click.echo(cap.closing_line(la.dissector.messages), err=True)
    if metrics is not None and linger > 0:
        try:
            time.sleep(linger)
        except KeyboardInterrupt:
            pass


def _serve(collector: Any, host: str, port: int) -> None:
    """The Prometheus exporter on host:port (a daemon thread: it ends with the command)."""
    from prometheus_client import CollectorRegistry, start_http_server

    from .errors import fail

    reg = CollectorRegistry(auto_describe=False)
    reg.register(collector)
    try:
        start_http_server(port, addr=host, registry=reg)
    except OSError as e:
        fail(f"--metrics {host}:{port}: cannot listen: {e.strerror or e}", 2)
    click.echo(f"kmirror: metrics on http://{host}:{port}/metrics", err=True)


class _View:
    """The rich live view: capture counts, the latest alerts, mirrors, the latest
    timeline events, partitions (state, since, lag, LMO)."""

    def __init__(self, cap: Any, la: Any, top: int) -> None:
        self.cap = cap
        self.la = la
        self.top = max(top, 5)
        self.a: Any = None
        self.events: list[str] = []
        self.alerts: list[str] = []
        self.live: Any = None

    def start(self) -> None:
        from rich.console import Console
        from rich.live import Live

        self.live = Live(self.render(), console=Console(), refresh_per_second=2,
                         transient=False)
        self.live.start()

    def stop(self) -> None:
        if self.live is not None:
            self.live.update(self.render())
            self.live.stop()

    def snapshot(self, a: Any) -> None:
        self.a = a

    def event(self, text: str) -> None:
        self.events = [*self.events, text][-self.top :]

    def alert(self, x: dict) -> None:
        clock = (x["time"] or "")[11:23]
        self.alerts = [*self.alerts, f"{clock} {x['kind']}: {x['message']}"][-self.top :]

    def refresh(self) -> None:
        if self.live is not None:
            self.live.update(self.render())

    def render(self) -> Any:
        from rich.console import Group
        from rich.table import Table
        from rich.text import Text

        cap = self.cap
        drops = f"{cap.dropped} dropped" if cap.drops_known else "drops counted at the end"
        if cap.dropped:
            drops = f"[bold red]{drops}[/]"
        head = Text.from_markup(
            f"[bold]kmirror live[/] on {cap.iface}: {cap.packets} packets, {cap.bytes} bytes, "
            f"{self.la.dissector.messages} Kafka messages, {drops}, backlog "
            f"{cap.dumpcap.backlog_bytes // 1024} KiB"
        )
        parts: list[Any] = [head]
        if self.alerts:  # (first: a terminal too short for all shows these)
            parts.append(Text("Alerts", style="bold red"))
            parts.extend(_line("  " + x) for x in self.alerts)
        a = self.a
        if a is not None:
            t = Table("cluster", "mirror", "source", "partitions", "states", "errors",
                      title="Mirrors", title_justify="left")
            for r in a.mirrors.to_dict("records"):
                t.add_row(*(_s(r[k]) for k in ("cluster", "mirror", "source_cluster",
                                                 "partitions", "states", "errors")))
            parts.append(t)
        if self.events:
            parts.append(Text("Timeline (UTC)", style="bold"))
            parts.extend(_line("  " + x) for x in self.events)
        if a is not None:
            p = Table("cluster", "mirror", "partition", "state", "since", "lag", "lmo",
                      title="Partitions", title_justify="left")
            for r in a.partitions.head(self.top * 4).to_dict("records"):
                p.add_row(_s(r["cluster"]), _s(r["mirror"]), f"{r['topic']}-{r['partition']}",
                          _s(r["state"]), _s(r["since"])[11:23], _s(r["lag"]), _s(r["lmo"]))
            parts.append(p)
        return Group(*parts)


def _line(text: str) -> Any:
    """One line of the view, cut with an ellipsis at the terminal's width."""
    from rich.text import Text

    return Text(text, no_wrap=True, overflow="ellipsis")


def _s(v: Any) -> str:
    import pandas as pd

    return "" if v is None or v is pd.NA or v is pd.NaT else str(v)
