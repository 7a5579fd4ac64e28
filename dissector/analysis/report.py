"""One self-contained HTML page of an :class:`~dissector.analysis.Analysis`, for an incident ticket.

Owns: :func:`html_report`.  The page holds the timeline of every mirror's
failovers, failbacks and truncations, the partition state chart, the
DescribeMirrors lag, the LMO written at failover against the LMO read at
failback, the lost-writes sentences and table, and the errors.  Figures are
matplotlib PNGs inlined as ``data:`` URIs and the styles are inline: the file
loads nothing from the network.  A figure the capture cannot support is a
sentence saying why, not an empty chart.

Needs matplotlib (the ``notebooks`` extra); raises :class:`ImportError` with
the install line when it is missing.  Must not import: the CLI.
"""

from __future__ import annotations

import base64
import html
import io
from typing import TYPE_CHECKING, Any

from ..counts import counted
from ..tables.terminal import terminal_text

if TYPE_CHECKING:
    import pandas as pd

    from . import Analysis

__all__ = ["DATA_TEXT", "FIGURES", "MAX_LABEL", "MAX_LANES", "html_report", "label"]

#: The figures of the page, by their ``data-figure`` name.
FIGURES = ("states", "lag", "lmo")

_COLOURS = {
    "UNKNOWN": "#d9d9d9",
    "INITIALIZING": "#9ecae1",
    "PREPARING": "#fd8d3c",
    "MIRRORING": "#31a354",
    "STOPPING": "#e6c229",
    "STOPPED": "#636363",
    "FAILED": "#de2d26",
}

_STYLE = """
body{font-family:system-ui,sans-serif;margin:2em auto;padding:0 1em;max-width:1180px;color:#222}
h1{font-size:1.5em;overflow-wrap:anywhere}
h2{font-size:1.2em;margin-top:1.6em;border-bottom:1px solid #ccc}
table{border-collapse:collapse;font-size:.85em;margin:.5em 0;max-width:100%}
td,th{border:1px solid #ccc;padding:2px 6px;text-align:left;vertical-align:top;
overflow-wrap:anywhere}
td.n{text-align:right;white-space:nowrap}th{background:#f0f0f0}
ul{font-size:.9em}li{overflow-wrap:anywhere}.note{color:#8a6d00}
img{max-width:100%;height:auto;border:1px solid #eee}
"""

#: Marks each figure rendered once the page has loaded, and the page's width against the
#: window's (a horizontal scroll when wider): the report's test reads them back.
_SCRIPT = """
window.addEventListener('load',function(){
  var n=0;document.querySelectorAll('img[data-figure]').forEach(function(i){
    if(i.complete&&i.naturalWidth>0){i.setAttribute('data-rendered','yes');n++;}});
  document.body.setAttribute('data-figures-rendered',String(n));
  var d=document.documentElement;
  document.body.setAttribute('data-scroll-width',String(d.scrollWidth));
  document.body.setAttribute('data-view-width',String(d.clientWidth));});
"""


#: Lanes (partitions) a chart draws at most: past it the chart draws the first ones (in
#: the order the wire showed them) and says on itself how many it left out.
MAX_LANES = 40
#: Mirrors (panels) the lag chart draws at most, likewise.
MAX_PANELS = 8
#: Characters of a name a chart label keeps (a longer one is cut, with an ellipsis).
MAX_LABEL = 48
#: matplotlib's text settings for every figure of the page: names are data, never markup
#: (``$...$`` would be parsed as mathtext, and fail on ``$\\foo{$``).
DATA_TEXT = {"text.parse_math": False, "text.usetex": False}


def label(text: Any) -> str:
    """``text`` as a chart label: control characters written out (:func:`terminal_text`),
    at most :data:`MAX_LABEL` characters, a longer one cut with an ellipsis (its whole
    value is in the tables)."""
    text = terminal_text(str(text), newline=True)
    return text if len(text) <= MAX_LABEL else text[: MAX_LABEL - 1] + "\u2026"


def _left_out(ax: Any, shown: int, total: int, what: str) -> str:
    """Say on the chart (and return, for the page) that only ``shown`` of ``total``
    ``what`` are drawn; the empty string when all are."""
    if total <= shown:
        return ""
    text = f"{shown} of {total} {what} drawn (the first seen); the CSV/Parquet export has them all"
    ax.set_title(text, fontsize=8, loc="left", pad=16)  # (above the failover marks)
    return f'<p class="note">{html.escape(text)}.</p>'


def _png(fig: Any) -> str:
    import matplotlib.pyplot as plt

    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=90, bbox_inches="tight")
    plt.close(fig)
    return base64.b64encode(buf.getvalue()).decode("ascii")


def _img(name: str, fig: Any, alt: str) -> str:
    return (
        f'<img data-figure="{name}" alt="{html.escape(alt)}" '
        f'src="data:image/png;base64,{_png(fig)}">'
    )


def _seconds(times: pd.Series, t0: Any) -> pd.Series:
    return (times - t0).dt.total_seconds()


def _axis(ax: Any, t0: Any, t_end: Any) -> None:
    """The time axis of every chart: seconds since the capture's first message, to its last."""
    ax.set_xlim(0, max((t_end - t0).total_seconds(), 0.001))
    ax.set_xlabel(f"seconds since the capture's first message ({t0:%Y-%m-%d %H:%M:%S} UTC)")


def _markers(a: Analysis) -> list[tuple[Any, str]]:
    """``(time, name)`` of the failover (the first transition to the profile's *stopping*
    state) and the failback (the first failback's AddTopicsToMirror), when on the wire:
    the dashed lines of the charts, as the failback notebook draws them."""
    import pandas as pd

    machine = a.profile.roles.machine if a.profile.roles is not None else None
    stopping = machine.roles.get("stopping") if machine is not None else None
    tr = a.transitions
    fo = tr.loc[tr["to_state"].astype("string") == stopping, "time"].min() if stopping else None
    fb = a.failbacks["failback_start"].min() if len(a.failbacks) else None
    found = ((fo, "failover"), (fb, "failback"))
    return [(t, n) for t, n in found if t is not None and pd.notna(t)]


def _mark(ax: Any, markers: list[tuple[Any, str]], t0: Any, text: bool = True) -> None:
    for t, name in markers:
        x = (t - t0).total_seconds()
        ax.axvline(x, color="black", linestyle="--", linewidth=1)
        if text:  # just above the plot area, clear of the data
            ax.annotate(
                name, (x, 1), xycoords=("data", "axes fraction"), xytext=(0, 2),
                textcoords="offset points", ha="center", va="bottom", fontsize=8,
            )


def _states_figure(a: Analysis, t0: Any, t_end: Any) -> str:
    import matplotlib.pyplot as plt

    tr = a.transitions.sort_values("time", kind="stable")
    if tr.empty or t0 is None:
        return '<p class="note">No partition state transitions on the wire.</p>'
    key = ["cluster", "mirror", "topic", "partition"]
    # one pass over the table: each lane's rows, lanes in the order the wire showed them
    groups = tr.groupby(key, sort=False, dropna=False, observed=True).indices
    lanes = list(groups)[:MAX_LANES]
    fig, ax = plt.subplots(figsize=(11, 0.35 * len(lanes) + 1.4))
    end = (t_end - t0).total_seconds()
    seconds = list(_seconds(tr["time"], t0))
    to_state = [str(s) for s in tr["to_state"]]
    for i, lane in enumerate(lanes):
        rows = groups[lane]
        times = [seconds[j] for j in rows] + [end]
        for j, at in enumerate(rows):
            ax.broken_barh(
                [(times[j], max(times[j + 1] - times[j], 0.001))],
                (i - 0.4, 0.8),
                color=_COLOURS.get(to_state[at], "#bbbbbb"),
            )
    ax.set_yticks(range(len(lanes)))
    ax.set_yticklabels([label(f"{c}/{m} {t}-{p}") for c, m, t, p in lanes], fontsize=8)
    ax.set_ylim(len(lanes) - 0.5, -0.5)
    _axis(ax, t0, t_end)
    _mark(ax, _markers(a), t0)
    handles = [plt.Rectangle((0, 0), 1, 1, color=c) for c in _COLOURS.values()]
    ax.legend(
        handles, list(_COLOURS), fontsize=7, title="state", loc="upper left",
        bbox_to_anchor=(1.01, 1), frameon=False,
    )
    note = _left_out(ax, len(lanes), len(groups), "partitions")
    return _img("states", fig, "Partition states over time") + note


def _palette(n: int) -> list[Any]:
    """``n`` distinct colours: tab10, then tab20, then evenly spaced hues."""
    import matplotlib.pyplot as plt

    if n <= 10:
        return [plt.get_cmap("tab10")(i) for i in range(n)]
    if n <= 20:
        return [plt.get_cmap("tab20")(i) for i in range(n)]
    return [plt.get_cmap("hsv")(i / n) for i in range(n)]


def _lag_figure(a: Analysis, t0: Any, t_end: Any) -> str:
    """One panel per mirror (cluster + name), one line per partition, its own colour; the
    legend outside the plot; failover and failback marked."""
    import matplotlib.pyplot as plt

    lag = a.lag
    lag = lag[lag["lag"].notna() & (lag["lag"] >= 0)] if len(lag) else lag  # -1: unknown
    if lag.empty or t0 is None:
        return f'<p class="note">No {_describe(a)} lag on the wire.</p>'
    every = list(dict.fromkeys(zip(lag["cluster"], lag["mirror"], strict=True)))
    mirrors = every[:MAX_PANELS]
    fig, axes = plt.subplots(
        len(mirrors), 1, sharex=True, squeeze=False, figsize=(11, 2.6 * len(mirrors) + 0.8)
    )
    markers = _markers(a)
    notes = [_left_out(axes[0, 0], len(mirrors), len(every), "mirrors")]
    for ax, (cluster, mirror) in zip(axes[:, 0], mirrors, strict=True):
        m = lag[(lag["cluster"] == cluster) & (lag["mirror"] == mirror)]
        every_group = m.groupby(["topic", "partition"], observed=True, sort=True, dropna=False)
        groups = []
        for g in every_group:
            if len(groups) == MAX_LANES:
                break
            groups.append(g)
        for ((t, p), g), colour in zip(groups, _palette(len(groups)), strict=True):
            ax.step(
                _seconds(g["time"], t0), g["lag"].astype(float), where="post", marker=".",
                markersize=4, color=colour, label=label(f"{t}-{p}"),
            )
        notes.append(_left_out(ax, len(groups), every_group.ngroups, "partitions"))
        _mark(ax, markers, t0)
        ax.set_title(label(f"mirror {mirror} on {cluster}"), fontsize=10, pad=12)
        ax.set_ylabel("lag (offsets)")
        ax.set_ylim(bottom=0)
        ax.grid(alpha=0.3)
        ax.legend(
            title="partition", fontsize=7, loc="upper left", bbox_to_anchor=(1.01, 1),
            frameon=False, ncol=1 if len(groups) <= 16 else 2,
        )
    _axis(axes[-1, 0], t0, t_end)
    fig.tight_layout()
    return _img("lag", fig, f"{_describe(a)} lag over time, one panel per mirror") + "".join(
        notes
    )


def _describe(a: Analysis) -> str:
    """The profile's name of the RPC that reports the lag (its ``describe_mirrors`` role)."""
    roles = a.profile.roles
    return (roles.rpc("describe_mirrors") if roles is not None else None) or "describe"


def _lmo_figure(a: Analysis) -> str:
    import matplotlib.pyplot as plt

    fb = a.failbacks.sort_values(["topic", "partition"]).reset_index(drop=True)
    if fb.empty:
        return '<p class="note">No failover or failback on the wire.</p>'
    total = len(fb)
    fb = fb.head(MAX_LANES)
    fig, ax = plt.subplots(figsize=(11, 3.6))
    x = range(len(fb))
    w = 0.38
    written = fb["lmo_written"].astype("Float64").fillna(0).astype(float)
    read = fb["lmo_returned"].astype("Float64").fillna(0).astype(float)
    ax.bar([i - w / 2 for i in x], written, w, label="LMO written at failover")
    ax.bar([i + w / 2 for i in x], read, w, label="LMO read at failback")
    ax.set_xticks(list(x))
    ax.set_xticklabels(
        [label(f"{t}-{p}") for t, p in zip(fb["topic"], fb["partition"], strict=True)]
    )
    ax.set_ylabel("offset")
    ax.legend(fontsize=8, loc="upper left", bbox_to_anchor=(1.01, 1), frameon=False)
    note = _left_out(ax, len(fb), total, "partitions")
    return _img("lmo", fig, "LMO written at failover against LMO read at failback") + note


#: A table's column: (header, how its cell is made from a row (a dict), right-aligned?).
Column = tuple[str, Any, bool]


def _cell(v: Any) -> str:
    """A value as text: null as empty, whole numbers without a fraction."""
    import pandas as pd

    if v is None or v is pd.NA or v is pd.NaT or (isinstance(v, float) and v != v):
        return ""
    if isinstance(v, bool):
        return "yes" if v else "no"
    return str(v)


def _ms(v: Any) -> str:
    """Milliseconds rounded to 0.1."""
    text = _cell(v)
    return f"{float(v):.1f}" if text else ""


def _clock(v: Any, t0: Any) -> str:
    """A time as ``HH:MM:SS.mmm`` UTC and seconds since the capture's first message."""
    if not _cell(v):
        return ""
    return f"{v:%H:%M:%S}.{v.microsecond // 1000:03d} (+{(v - t0).total_seconds():.3f} s)"


def _table(rows: list[dict], columns: list[Column], limit: int = 500) -> str:
    """An HTML table of ``rows`` (dicts), one column per :data:`Column`; at most ``limit``
    rows, the others counted."""
    esc = html.escape
    out = ["<table><thead><tr>"]
    out += [f"<th>{esc(h)}</th>" for h, _f, _n in columns]
    out.append("</tr></thead><tbody>")
    for r in rows[:limit]:
        out.append("<tr>")
        for _h, f, num in columns:
            out.append(f"<td{' class=n' if num else ''}>{esc(f(r))}</td>")
        out.append("</tr>")
    out.append("</tbody></table>")
    if len(rows) > limit:
        out.append(
            f"<p>{counted(len(rows) - limit, 'more row')} (the CSV/Parquet export has them all)."
            "</p>"
        )
    return "".join(out)


def _get(name: str, fmt: Any = _cell) -> Any:
    return lambda r: fmt(r.get(name))


def _bound(name: str, low: str | None, high: str, fmt: Any = _cell) -> Any:
    """A figure, or where the wire does not carry it the bounds the polls give (``<= high``,
    ``low..high``), as `kmirror analyze` prints them (the ``bound`` column says why)."""

    def cell(r: dict) -> str:
        v = fmt(r.get(name))
        if v:
            return v
        hi = fmt(r.get(high))
        lo = fmt(r.get(low)) if low else ""
        if not hi:
            return ""
        return f"{lo}..{hi}" if lo else f"<={hi}"

    return cell


def _records(df: pd.DataFrame) -> list[dict]:
    return df.astype(object).to_dict("records")


def _lost_table(a: Analysis, t0: Any) -> str:
    lw = a.lost_writes
    if lw.empty:
        return ""

    def span(r: dict) -> str:
        first, last = _cell(r["first_offset"]), _cell(r["last_offset"])
        return first if first == last else f"{first}-{last}"

    cols: list[Column] = [
        ("cluster", _get("cluster"), False),
        ("partition", lambda r: f"{r['topic']}-{_cell(r['partition'])}", False),
        ("truncation", _get("reason"), False),
        ("offsets", span, True),
        ("count", _get("offsets"), True),
        ("kind", _get("kind"), False),
        ("producer (client_id)", _get("client_id"), False),
        ("producer_id", _get("producer_id"), True),
        ("acks", _get("acks"), True),
        ("acknowledged at", lambda r: _clock(r["ack_time"], t0), False),
        ("transaction", _get("txn_outcome"), False),
        ("frames", lambda r: _cell(r["evidence_frames"]).replace(";", ", "), False),
    ]
    return _table(_records(lw), cols)


def _failback_table(a: Analysis) -> str:
    fb = a.failbacks
    if fb.empty:
        return '<p class="note">No failover or failback on the wire.</p>'
    cols: list[Column] = [
        ("partition", lambda r: f"{r['topic']}-{_cell(r['partition'])}", False),
        ("failover on", _get("failover_cluster"), False),
        ("LMO written", _bound("lmo_written", None, "lmo_written_max"), True),
        ("cut at failover", _get("failover_records_removed"), True),
        ("failback on", _get("failback_cluster"), False),
        ("LMO read", _get("lmo_returned"), True),
        ("truncated at failback", _get("records_truncated"), True),
        ("to MIRRORING (ms)", _bound("time_to_mirroring_ms", "time_to_mirroring_min_ms",
                                     "time_to_mirroring_max_ms", _ms), True),
        ("anomalies", _get("anomalies"), False),
        ("bound", _get("bound"), False),
    ]
    return _table(_records(fb.sort_values(["topic", "partition"])), cols)


def _errors_table(a: Analysis, t0: Any) -> str:
    errs = a.errors
    if errs.empty:
        return ""

    def error(r: dict) -> str:  # as `kmirror analyze` shows it: the name and its message
        message = _cell(r["message"])
        return r["error_name"] + (f": {message}" if message else "")

    cols: list[Column] = [
        ("time (UTC)", lambda r: _clock(r["time"], t0), False),
        ("RPC", _get("api_name"), False),
        ("mirror", _get("mirror_name"), False),
        ("about", _get("about"), False),
        ("error", error, False),
        ("counts as", lambda r: "protocol step" if r["protocol_step"] is True else "failure",
         False),
        ("client_id", _get("client_id"), False),
        ("server", _get("server"), False),
        ("frame", _get("frame"), True),
    ]
    return _table(_records(errs), cols, 200)


def _span(a: Analysis) -> tuple[Any, Any]:
    """The capture's first and last message (the charts' axis), else the first and last
    mirror event (an analysis built without its exchanges' times)."""
    span = a.time_span
    if span is not None:
        return span
    pool = [x["time"] for x in (a.transitions, a.lag) if len(x)]
    if not pool:
        return None, None
    return min(x.min() for x in pool), max(x.max() for x in pool)


def html_report(a: Analysis, title: str | None = None) -> str:
    """The page (a complete HTML document as a string; see the module docstring).

    Names on the figures are plain text (:data:`DATA_TEXT`), cut past :data:`MAX_LABEL`
    characters; a figure draws at most :data:`MAX_LANES` partitions (the lag chart
    :data:`MAX_PANELS` mirrors) and says so on itself when there are more; a capture's
    control characters are written out in the page as on a terminal.  Raises ImportError
    without matplotlib."""
    try:
        import matplotlib
    except ImportError as e:  # pragma: no cover - depends on the install
        raise ImportError(
            "the report needs matplotlib: pip install 'kafka-mirror-dissector[notebooks]'"
        ) from e
    matplotlib.use("Agg")
    with matplotlib.rc_context(DATA_TEXT):
        return terminal_text(_page(a, title))


def _page(a: Analysis, title: str | None) -> str:
    s = a.summary(top=1000)
    esc = html.escape
    title = title or "kmirror report: " + ", ".join(a.captures)
    t0, t_end = _span(a)
    span = (
        f" from {t0:%Y-%m-%d %H:%M:%S} UTC over {(t_end - t0).total_seconds():.3f} s"
        if t0 is not None
        else ""
    )
    parts = [
        "<!DOCTYPE html><html><head><meta charset='utf-8'>",
        "<meta name='viewport' content='width=device-width, initial-scale=1'>",
        f"<title>{esc(title)}</title><style>{_STYLE}</style><script>{_SCRIPT}</script>",
        f"</head><body><h1>{esc(title)}</h1>",
        f"<p>{counted(s['messages'], 'message')}{span}, {counted(s['exchanges'], 'exchange')} "
        f"({counted(s['mirror_exchanges'], 'mirror RPC')}), {s['unanswered']} unanswered; "
        f"profile {esc(s['profile'])}; {counted(s['truncations'], 'truncation')} "
        f"({counted(s['records_truncated'], 'offset')} removed).</p>",
        "<h2>Timeline</h2>",
    ]
    if s["timeline"]:
        import pandas as pd

        parts.append("<ul>")
        for e in s["timeline"]:
            who = f"{e['cluster']}/{e['mirror']}" if e["mirror"] else str(e["cluster"])
            when = _clock(pd.Timestamp(e["time"]), t0) if e["time"] and t0 is not None else ""
            parts.append(
                f"<li>{esc(when)} {esc(who)}: {esc(e['event'])}: "
                f"{esc(', '.join(e['partitions']))}</li>"
            )
        parts.append("</ul>")
    else:
        parts.append("<p>No mirror steps on the wire.</p>")
    parts += ["<h2>Partition states</h2>", _states_figure(a, t0, t_end)]
    parts += [f"<h2>Lag ({esc(_describe(a))})</h2>", _lag_figure(a, t0, t_end)]
    parts += ["<h2>LMO written at failover against LMO read at failback</h2>", _lmo_figure(a)]
    parts.append("<h2>Lost writes</h2>")
    if s["lost_writes"]:
        parts.append("<ul>")
        parts += [f"<li>{esc(x['text'])}</li>" for x in s["lost_writes"]]
        parts.append("</ul>")
        parts.append(_lost_table(a, t0))
    else:
        parts.append("<p>No truncation removed offsets.</p>")
    parts += ["<h2>Failovers and failbacks</h2>", _failback_table(a)]
    parts.append("<h2>Errors</h2>")
    if s["errors_by_name"]:
        parts.append("<ul>")
        for name, n in s["errors_by_name"].items():
            parts.append(f"<li>{esc(name)}: {n}</li>")
        parts.append("</ul>")
    else:
        parts.append("<p>No errors.</p>")
    if s["protocol_steps"]:
        steps = ", ".join(f"{k} {v}" for k, v in s["protocol_steps"].items())
        parts.append(
            f"<p>Protocol steps answered with an error code (not failures): {esc(steps)}</p>"
        )
    parts.append(_errors_table(a, t0))
    if a.notes:
        parts.append("<h2>Notes</h2><ul>")
        parts += [f"<li class='note'>{esc(n)}</li>" for n in a.notes]
        parts.append("</ul>")
    parts.append("</body></html>")
    return "\n".join(parts)
