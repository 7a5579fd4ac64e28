"""``kmirror report``: one self-contained HTML page, opened in headless Chromium.

The page of captures/failback.pcapng is written by the command, then rendered
by Debian's ``chromium`` (installed by scripts/setup-system.sh): a screenshot
must come out with the figures drawn (not a blank page), the DOM Chromium
built must say every figure image loaded, and its text must hold the timeline,
the lost writes by producer and the errors.  The file must load nothing from
the network.
"""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest
from click.testing import CliRunner

from dissector.analysis.report import FIGURES
from dissector.cli.report import report

from helpers import CAPTURES, load_truth

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
needs_chromium = pytest.mark.skipif(
    CHROMIUM is None, reason="chromium missing: `make test` installs it (apt-get install chromium)"
)


@pytest.fixture(scope="module")
def page(tmp_path_factory):
    truth = load_truth("failback")
    out = tmp_path_factory.mktemp("report") / "report.html"
    args = [str(CAPTURES / truth["capture"]), "-o", str(out)]
    args += [x for p in truth["ports"] for x in ("-p", str(p))]
    res = CliRunner().invoke(report, args)
    assert res.exit_code == 0, res.output
    return out


@pytest.mark.slow
def test_report_is_self_contained(page):
    text = page.read_text()
    refs = re.findall(r"""(?:src|href)\s*=\s*["']([^"']+)""", text)
    assert refs and all(r.startswith("data:image/png;base64,") for r in refs)
    assert "http://" not in text and "https://" not in text
    assert [f for f in FIGURES if f'data-figure="{f}"' in text] == list(FIGURES)


@needs_chromium
@pytest.mark.slow
def test_report_renders_in_headless_chromium(page, tmp_path):
    shot = tmp_path / "out.png"
    base = [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu"]
    subprocess.run(
        [*base, f"--screenshot={shot}", "--window-size=1200,3000", page.as_uri()],
        capture_output=True,
        timeout=120,
        check=True,
    )
    import matplotlib.image as mpimg

    img = mpimg.imread(shot)
    assert img.shape[:2] == (3000, 1200)
    # figures drawn: many distinct colours (the state colours among them), not a blank page
    colours = {
        tuple((px * 255).round().astype(int)[:3]) for px in img[::7, ::7].reshape(-1, img.shape[2])
    }
    assert len(colours) > 50
    assert (49, 163, 84) in colours  # MIRRORING's green in the state chart
    dom = subprocess.run(
        [*base, "--dump-dom", page.as_uri()],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    ).stdout
    assert f'data-figures-rendered="{len(FIGURES)}"' in dom
    assert dom.count('data-rendered="yes"') == len(FIGURES)
    text = " ".join(re.sub(r"<[^>]+>", " ", dom).split())
    assert "Timeline" in text and "failback started: topics added" in text
    assert "orders-1: 7 offsets removed at failback on cluster-a" in text
    assert "producer-a1" in text and "producer-a2" in text
    assert "UNKNOWN_TOPIC_OR_PARTITION: 3" in text


def test_report_errors():
    res = CliRunner().invoke(report, ["/no/such.pcap", "-o", "/tmp/x.html"])
    assert res.exit_code == 1 and "no such file" in res.output
    res = CliRunner().invoke(report, [str(CAPTURES / "failback.pcapng")])
    assert res.exit_code == 2


@pytest.mark.slow
def test_report_finds_kafka_on_other_ports_like_analyze(tmp_path):
    """Without -p, report detects the ports serving Kafka as analyze does (and says so),
    giving the page the same mirror RPCs as with every port given."""
    cap = str(CAPTURES / "failback.pcapng")
    pages = {}
    for name, args in (("given", ["-p", "9093", "-p", "19092", "-p", "19093"]), ("found", [])):
        out = tmp_path / f"{name}.html"
        r = CliRunner().invoke(report, [cap, *args, "-o", str(out)])
        assert r.exit_code == 0, r.output
        pages[name] = out.read_text()
    found = re.findall(r"(\d+) mirror RPCs", pages["found"])
    assert found and int(found[0]) > 0
    assert found == re.findall(r"(\d+) mirror RPCs", pages["given"])
    r = CliRunner().invoke(report, [cap, "--no-detect", "-o", str(tmp_path / "none.html")])
    assert r.exit_code == 0 and "(0 mirror RPCs)" in (tmp_path / "none.html").read_text()


# ---------------------------------------------------------------- layout and content (issue 30)

SCENARIOS = {  # capture -> ports (the scenarios' own; walkthrough's mirror listener)
    "failback.pcapng": ["9093", "19092", "19093"],
    "walkthrough.pcap": ["19092"],
    "errors.pcapng": ["9093", "19092", "19093"],
}


@pytest.fixture(scope="module")
def pages(tmp_path_factory):
    out = {}
    for cap, ports in SCENARIOS.items():
        path = tmp_path_factory.mktemp("pages") / f"{cap}.html"
        args = [str(CAPTURES / cap), "-o", str(path), *[x for p in ports for x in ("-p", p)]]
        res = CliRunner().invoke(report, args)
        assert res.exit_code == 0, res.output
        out[cap] = path
    return out


def _text(html_text: str) -> str:
    import html as _html

    return _html.unescape(" ".join(re.sub(r"<[^>]+>", " ", html_text).split()))


def _rows(html_text: str, heading: str) -> list[list[str]]:
    """The cells of the first table after ``<h2>heading``."""
    import html as _html

    part = html_text.split(f"<h2>{heading}</h2>", 1)[1].split("</table>", 1)[0]
    return [
        [_html.unescape(c) for c in re.findall(r"<t[dh][^>]*>(.*?)</t[dh]>", row)]
        for row in re.findall(r"<tr>(.*?)</tr>", part)
    ]


@needs_chromium
@pytest.mark.slow
@pytest.mark.parametrize("cap", list(SCENARIOS))
def test_report_fits_1280_pixels(pages, cap):
    """In a 1280-px window the page is no wider than the window (no horizontal scroll:
    failback's was 1502 px wide with its lost-writes table), every figure drawn."""
    dom = subprocess.run(
        [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--window-size=1280,2000",
         "--dump-dom", pages[cap].as_uri()],
        capture_output=True, text=True, timeout=120, check=True,
    ).stdout
    scroll = int(re.search(r'data-scroll-width="(\d+)"', dom).group(1))
    view = int(re.search(r'data-view-width="(\d+)"', dom).group(1))
    assert 1200 <= view <= 1280 and scroll <= view, (scroll, view)
    figures = int(re.search(r'data-figures-rendered="(\d+)"', dom).group(1))
    assert figures == dom.count('data-rendered="yes"') >= 2


@pytest.mark.slow
def test_report_tables_read_well(pages):
    page = pages["failback.pcapng"].read_text()
    text = _text(page)
    assert ">none<" not in page and " none " not in text.replace("compression none", "")
    assert "+00:00" not in text and "NaT" not in text and "<NA>" not in text
    fb = _rows(page, "Failovers and failbacks")
    assert fb[0] == ["partition", "failover on", "LMO written", "cut at failover", "failback on",
                     "LMO read", "truncated at failback", "to MIRRORING (ms)", "anomalies"]
    assert fb[2][:8] == ["orders-1", "cluster-b", "10", "6", "cluster-a", "10", "7", "385.0"]
    lost = _rows(page, "Lost writes")
    assert lost[0][:6] == ["cluster", "partition", "truncation", "offsets", "count", "kind"]
    assert lost[1][:7] == ["cluster-b", "orders-1", "failover", "10-11", "2", "transactional",
                           "producer-a-txn"]
    assert re.fullmatch(r"18:45:14\.365 \(\+1\.\d{3} s\)", lost[1][9])
    assert lost[1][11] == "417, 418, 522, 523"
    # the summary line says the span the charts' axis covers
    assert "686 messages from 2026-11-29 18:45:12 UTC over 4." in text
    assert "1 offset removed" in text or "offsets removed" in text


@pytest.mark.slow
def test_report_errors_table_has_steps_and_messages(pages):
    walk = pages["walkthrough.pcap"].read_text()
    rows = _rows(walk, "Errors")
    assert rows[0] == ["time (UTC)", "RPC", "mirror", "about", "error", "counts as",
                       "client_id", "server", "frame"]
    by_frame = {r[-1]: r for r in rows[1:]}
    assert by_frame["97"][1:6] == ["JoinGroup", "", "", "MEMBER_ID_REQUIRED", "protocol step"]
    assert by_frame["149"][4:6] == [
        "INVALID_REQUEST: mirror 'eu-west-mirror' already exists", "failure"]
    assert by_frame["97"][0] == "18:18:37.750 (+0.099 s)"
    errs = _rows(pages["errors.pcapng"].read_text(), "Errors")
    assert [r[4] for r in errs if r[1] == "CreateMirror"] == [
        "INVALID_REQUEST: mirror 'eu-west' already exists"]
    assert len(errs) - 1 == 12 and all(r[5] == "failure" for r in errs[1:])


@pytest.mark.slow
def test_report_time_axis_starts_at_the_first_message(monkeypatch):
    """Every chart's x axis runs from the capture's first message to its last (walkthrough's
    mirror RPCs begin 3.73 s in; failback's failback is drawn at 2.34 s, as the notebook
    says); the lag chart is one panel per mirror, a colour per partition, the legend outside,
    failover and failback marked."""
    import dissector
    from dissector.analysis import report as rep

    figs = {}
    monkeypatch.setattr(rep, "_img", lambda name, fig, alt: figs.setdefault(name, fig) and "")
    a = dissector.analyze(CAPTURES / "walkthrough.pcap", ports=[19092], detect=True)
    rep.html_report(a)
    t0, t1 = a.messages["time"].min(), a.messages["time"].max()
    assert a.time_span == (t0, t1)
    span = (t1 - t0).total_seconds()
    for name in ("states", "lag"):
        ax = figs[name].axes[-1]
        assert ax.get_xlim() == (0, span)
        assert "capture's first message (2026-11-29 18:18:37 UTC)" in ax.get_xlabel()
    bars = figs["states"].axes[0].collections  # broken_barh: one collection per bar
    first_bar = min(p.vertices[:, 0].min() for c in bars for p in c.get_paths())
    assert round(first_bar, 2) == 3.73
    figs.clear()
    a = dissector.analyze(CAPTURES / "failback.pcapng", ports=[9092, 9093, 19092, 19093])
    rep.html_report(a)
    lag = figs["lag"]
    assert [ax.get_title() for ax in lag.axes] == [
        "mirror eu-west on cluster-b", "mirror eu-west-back on cluster-a"]
    series = 0
    for ax in lag.axes:
        lines = [ln for ln in ax.get_lines() if not ln.get_label().startswith("_")]
        colours = [ln.get_color() for ln in lines]
        assert len(set(map(str, colours))) == len(lines)  # distinct within a panel
        series += len(lines)
        legend = ax.get_legend()
        assert legend.get_bbox_to_anchor().x0 > ax.get_window_extent().x1 - 1  # outside
        dashed = sorted(round(ln.get_xdata()[0], 2) for ln in ax.get_lines()
                        if ln.get_linestyle() == "--")
        assert dashed == [1.56, 2.34]  # failover, failback
    assert series == 11
