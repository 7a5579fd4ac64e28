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
