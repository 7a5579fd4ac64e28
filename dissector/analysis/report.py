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
body{font-family:system-ui,sans-serif;margin:2em;max-width:1100px;color:#222}
h1{font-size:1.5em}h2{font-size:1.2em;margin-top:1.6em;border-bottom:1px solid #ccc}
table{border-collapse:collapse;font-size:.85em;margin:.5em 0}
td,th{border:1px solid #ccc;padding:2px 6px;text-align:left;white-space:nowrap}
th{background:#f0f0f0}ul{font-size:.9em}.note{color:#8a6d00}
img{max-width:100%;border:1px solid #eee}
"""

#: Marks each figure rendered once the page has loaded (the report's test reads it back).
_SCRIPT = """
window.addEventListener('load',function(){
  var n=0;document.querySelectorAll('img[data-figure]').forEach(function(i){
    if(i.complete&&i.naturalWidth>0){i.setAttribute('data-rendered','yes');n++;}});
  document.body.setAttribute('data-figures-rendered',String(n));});
"""


#: Lanes (partitions) a chart draws at most: past it the chart draws the first ones (in
#: the order the wire showed them) and says on itself how many it left out.
MAX_LANES = 40
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
    """Say on the chart (and return, for the page) that only ``shown`` of ``total`` lanes
    are drawn; the empty string when all are."""
    if total <= shown:
        return ""
    text = (
        f"{shown} of {total} {what} drawn (the first seen); "
        "the CSV/Parquet export has them all"
    )
    ax.set_title(text, fontsize=8, loc="left")
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


def _states_figure(a: Analysis, t0: Any, t_end: Any) -> str:
    import matplotlib.pyplot as plt

    tr = a.transitions.sort_values("time", kind="stable")
    if tr.empty or t0 is None:
        return '<p class="note">No partition state transitions on the wire.</p>'
    key = ["cluster", "mirror", "topic", "partition"]
    # one pass over the table: each lane's rows, lanes in the order the wire showed them
    groups = tr.groupby(key, sort=False, dropna=False, observed=True).indices
    lanes = list(groups)[:MAX_LANES]
    fig, ax = plt.subplots(figsize=(11, 0.35 * len(lanes) + 1.2))
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
    ax.set_xlabel("seconds since the capture's first message")
    handles = [plt.Rectangle((0, 0), 1, 1, color=c) for c in _COLOURS.values()]
    ax.legend(
        handles, list(_COLOURS), fontsize=7, ncol=7, loc="upper center", bbox_to_anchor=(0.5, 1.12)
    )
    note = _left_out(ax, len(lanes), len(groups), "partitions")
    return _img("states", fig, "Partition states over time") + note


def _lag_figure(a: Analysis, t0: Any) -> str:
    import matplotlib.pyplot as plt

    lag = a.lag
    lag = lag[lag["lag"].notna()] if len(lag) else lag
    if lag.empty or t0 is None:
        return f'<p class="note">No {_describe(a)} lag on the wire.</p>'
    fig, ax = plt.subplots(figsize=(11, 3.6))
    groups = lag.groupby(["cluster", "mirror", "topic", "partition"], observed=True, dropna=False)
    for n, ((c, m, t, p), g) in enumerate(groups):
        if n == MAX_LANES:
            break
        ax.plot(
            _seconds(g["time"], t0),
            g["lag"].astype(float),
            marker=".",
            label=label(f"{c}/{m} {t}-{p}"),
        )
    ax.set_xlabel("seconds since the capture's first message")
    ax.set_ylabel("lag (offsets)")
    ax.legend(fontsize=7, ncol=3)
    note = _left_out(ax, min(groups.ngroups, MAX_LANES), groups.ngroups, "partitions")
    return _img("lag", fig, f"{_describe(a)} lag over time") + note


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
    ax.legend(fontsize=8)
    note = _left_out(ax, len(fb), total, "partitions")
    return _img("lmo", fig, "LMO written at failover against LMO read at failback") + note


def _table(df: pd.DataFrame, limit: int = 500) -> str:
    if df.empty:
        return "<p>none</p>"
    more = len(df) - limit
    body = df.head(limit).astype("string").fillna("").to_html(index=False, escape=True, border=0)
    if more > 0:
        body += f"<p>{more} more rows (the CSV/Parquet export has them all).</p>"
    return body


def html_report(a: Analysis, title: str | None = None) -> str:
    """The page (a complete HTML document as a string; see the module docstring).

    Names on the figures are plain text (:data:`DATA_TEXT`), cut past :data:`MAX_LABEL`
    characters; a figure draws at most :data:`MAX_LANES` partitions and says so on itself
    when there are more.  Raises ImportError without matplotlib."""
    try:
        import matplotlib
    except ImportError as e:  # pragma: no cover - depends on the install
        raise ImportError(
            "the report needs matplotlib: pip install 'kafka-mirror-dissector[notebooks]'"
        ) from e
    matplotlib.use("Agg")
    with matplotlib.rc_context(DATA_TEXT):
        # (a capture's control characters as text, in the page as on a terminal)
        return terminal_text(_page(a, title))


def _page(a: Analysis, title: str | None) -> str:
    s = a.summary(top=1000)
    esc = html.escape
    title = title or "kmirror report: " + ", ".join(a.captures)
    times = a.transitions["time"] if len(a.transitions) else None
    lag_t = a.lag["time"] if len(a.lag) else None
    pool = [x for x in (times, lag_t) if x is not None]
    t0 = min(x.min() for x in pool) if pool else None
    t_end = max(x.max() for x in pool) if pool else None
    parts = [
        "<!DOCTYPE html><html><head><meta charset='utf-8'>",
        f"<title>{esc(title)}</title><style>{_STYLE}</style><script>{_SCRIPT}</script>",
        f"</head><body><h1>{esc(title)}</h1>",
        f"<p>{s['messages']} messages, {s['exchanges']} exchanges "
        f"({s['mirror_exchanges']} mirror RPCs), {s['unanswered']} unanswered; "
        f"profile {esc(s['profile'])}; {s['truncations']} truncations "
        f"({s['records_truncated']} offsets removed).</p>",
        "<h2>Timeline</h2><ul>",
    ]
    for e in s["timeline"]:
        who = f"{e['cluster']}/{e['mirror']}" if e["mirror"] else str(e["cluster"])
        parts.append(
            f"<li>{esc(str(e['time'])[11:23])} {esc(who)}: {esc(e['event'])}: "
            f"{esc(', '.join(e['partitions']))}</li>"
        )
    parts.append("</ul>" if s["timeline"] else "<li>no mirror steps on the wire</li></ul>")
    parts += ["<h2>Partition states</h2>", _states_figure(a, t0, t_end)]
    parts += [f"<h2>Lag ({esc(_describe(a))})</h2>", _lag_figure(a, t0)]
    parts += ["<h2>LMO written at failover against LMO read at failback</h2>", _lmo_figure(a)]
    parts.append("<h2>Lost writes</h2><ul>")
    for x in s["lost_writes"]:
        parts.append(f"<li>{esc(x['text'])}</li>")
    parts.append("</ul>" if s["lost_writes"] else "<li>no truncation removed offsets</li></ul>")
    lw = a.lost_writes[
        ["cluster", "topic", "partition", "reason", "first_offset", "last_offset", "offsets"]
        + ["kind", "client_id", "producer_id", "acks", "ack_time", "txn_outcome"]
        + ["evidence_frames"]
    ]
    parts.append(_table(lw))
    parts.append("<h2>Failovers and failbacks</h2>")
    parts.append(
        _table(
            a.failbacks[
                ["topic", "partition", "failover_cluster", "lmo_written"]
                + ["failover_records_removed", "failback_cluster", "lmo_returned"]
                + ["records_truncated", "time_to_mirroring_ms", "anomalies"]
            ]
        )
    )
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
    errs = a.errors[
        ["time", "api_name", "mirror_name", "about", "error_name", "client_id"]
        + ["server", "frame"]
    ]
    parts.append(_table(errs, 200))
    if a.notes:
        parts.append("<h2>Notes</h2><ul>")
        parts += [f"<li class='note'>{esc(n)}</li>" for n in a.notes]
        parts.append("</ul>")
    parts.append("</body></html>")
    return "\n".join(parts)
