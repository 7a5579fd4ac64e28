"""``kmirror report``: one self-contained HTML page of the mirror analysis, for a ticket.

Owns: the ``report`` click command (registered lazily by :mod:`dissector.cli`).
It runs the same analysis as ``kmirror analyze`` and writes
:func:`dissector.analysis.report.html_report` to ``-o FILE``.  User mistakes
are one line on stderr and a non-zero exit (1: an input cannot be read or the
output written, or matplotlib is missing; 2: the command line is wrong).

Must not import: nothing heavy at import time.
"""

from __future__ import annotations

import click

from .analyze import analysis_inputs, analysis_of
from .errors import fail

__all__ = ["report"]


@click.command(context_settings={"help_option_names": ["-h", "--help"]})
@analysis_inputs
@click.option(
    "-o",
    "--output",
    required=True,
    type=click.Path(dir_okay=False),
    metavar="FILE.html",
    help="Where to write the page.",
)
@click.option("--title", default=None, help="Page title (default: the capture names).")
def report(captures, ports, profile, specs, detect, tls_keylog, full, output, title, vxlan_ports):
    """Write one self-contained HTML page of the mirror analysis of CAPTURE(s).

    \b
    The page holds the timeline of every mirror's failovers, failbacks and
    truncations, the partition state chart, the DescribeMirrors lag, the LMO
    written at failover against the LMO read at failback, the lost writes
    (by producer) and the errors.  Figures are inline PNGs: the file loads
    nothing from the network, ready to attach to an incident ticket.  Needs
    matplotlib: pip install 'kafka-mirror-dissector[notebooks]'.

    \b
    Ports, profile, detection and --tls-keylog work as in `kmirror analyze`:
    Kafka on 9092, on every --port and (unless --no-detect) on any port whose
    connections frame as Kafka.
    """

    try:
        import matplotlib  # noqa: F401

        from ..analysis.report import html_report
    except ImportError:
        fail("kmirror report needs matplotlib: pip install 'kafka-mirror-dissector[notebooks]'")
    result = analysis_of(
        captures, ports, profile, specs, detect, tls_keylog, full, vxlan_ports=vxlan_ports
    )
    page = html_report(result, title)
    try:
        with open(output, "w", encoding="utf-8") as f:
            f.write(page)
    except OSError as e:
        fail(f"{output}: cannot write: {e.strerror or e}")
    click.echo(f"kmirror: wrote {output} ({len(page) // 1024} KiB)", err=True)
