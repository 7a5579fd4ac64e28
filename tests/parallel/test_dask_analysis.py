"""The mirror analysis of a capture set on Dask (``analyze --workers``): equal to one process.

Every scenario capture and the real-client capture are cut into rotated files
by Wireshark's ``editcap -c`` and analysed by :func:`dissector.parallel.dask.analyze_captures`
on a LocalCluster of 2 worker processes; the oracle is the single-process
:func:`dissector.analysis.analyze` of the same folder.  Every table of
:data:`dissector.analysis.TABLE_NAMES` must be equal (values and dtypes), and so
must the notes and the summary.  A small warm-up (``warm=``) makes the seams cut
requests from their responses (mirror RPCs among them: the corpus has some, checked
below), so the completion of a request in a later file, the renumbering of frames,
tcp_streams and exchange ids and the second reads are what these tests check.
"""

from __future__ import annotations

import json
import os
import shutil

import pandas as pd
import pytest

import dissector
import dissector.analysis as analysis

from helpers import CAPTURES, CLIENTS, kmirror, load_truth

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(shutil.which("editcap") is None, reason="editcap missing"),
]

SCENARIOS = sorted(p.stem for p in CAPTURES.glob("*.pcapng") if p.stem != "tls")
PIECE = 150  # packets per rotated file (the conftest's rotate)


def _same(got: analysis.Analysis, want: analysis.Analysis) -> None:
    for name in analysis.TABLE_NAMES:
        pd.testing.assert_frame_equal(getattr(got, name), getattr(want, name), obj=name)
    assert got.notes == want.notes
    assert got.summary(top=1000) == want.summary(top=1000)
    assert (got.kafka_ports, got.detected_ports, got.lost_bytes) == (
        want.kafka_ports, want.detected_ports, want.lost_bytes
    )


@pytest.mark.parametrize("name", [*SCENARIOS, "clients"])
def test_rotated_set_analysed_on_two_workers_equals_one_process(
    client, tmp_path, name, rotate, setup_of
):
    from dissector.parallel.dask import analyze_captures

    capture, opts = setup_of(name)
    files = rotate(capture, tmp_path / "rot")
    assert len(files) >= 2
    want = analysis.analyze(str(tmp_path / "rot"), **opts)
    got = analyze_captures(tmp_path / "rot", client=client, warm=20, **opts)
    assert got.message_count == want.message_count > 250
    assert got.captures == [f.name for f in files]
    _same(got, want)
    if name != "clients":
        assert got.mirror_traffic


def test_full_decode_on_two_workers(client, tmp_path, rotate, setup_of):
    """``full=True`` (every standard body decoded) as in one process: no body left
    undecoded on either side, every table the same."""
    from dissector.parallel.dask import analyze_captures

    capture, opts = setup_of("coordinator")
    rotate(capture, tmp_path / "rot")
    want = analysis.analyze(str(tmp_path / "rot"), full=True, **opts)
    got = analyze_captures(tmp_path / "rot", client=client, warm=20, full=True, **opts)
    assert got.coverage()["bodies_not_decoded"] == 0
    assert analysis.analyze(str(tmp_path / "rot"), **opts).coverage()["bodies_not_decoded"] > 0
    _same(got, want)


def test_mirror_rpcs_are_answered_across_the_seams():
    """The corpus above has exchanges, mirror RPCs among them, answered in a later file."""
    across = mirror = 0
    for name in [*SCENARIOS, "clients"]:
        if name == "clients":
            a = analysis.analyze(str(CLIENTS), ports=[9092])
        else:
            a = analysis.analyze(str(CAPTURES / f"{name}.pcapng"),
                                 ports=load_truth(name)["ports"], profile="auto")
        e = a.exchanges.dropna(subset=["request_frame", "response_frame"])
        cut = (e.request_frame - 1) // PIECE != (e.response_frame - 1) // PIECE
        across += int(cut.sum())
        mirror += int(e.mirror[cut].sum())
    assert across >= 20 and mirror >= 3


def test_default_warm_up_and_small_files(client, tmp_path, rotate):
    """The real clients cut in 40-packet files, the default warm-up (many partitions whose
    warm-up reaches two files back); Fetch v13 topic ids named by a Metadata response
    several files earlier are named as in one read."""
    from dissector.parallel.dask import analyze_captures, read_captures

    files = rotate(CLIENTS, tmp_path / "rot", 40)
    assert len(files) > 20
    want = analysis.analyze(str(tmp_path / "rot"))
    _same(analyze_captures(str(tmp_path / "rot" / "*.pcap"), client=client), want)
    # the read with every body decoded names those ids too (notes "no earlier Metadata")
    whole = dissector.read_capture(CLIENTS, full=True)
    assert whole.notes.str.contains("no earlier Metadata", regex=False).sum() == 0
    got = read_captures(tmp_path / "rot", full=True, warm=5).compute().reset_index(drop=True)
    pd.testing.assert_frame_equal(got, whole, check_categorical=False)


def test_overlapping_files_analysed_as_one_partition(client, tmp_path, setup_of):
    """Two hosts' files overlapping in time: one partition, as one process reads them."""
    from scapy.utils import rdpcap, wrpcap

    from dissector.parallel.dask import analyze_captures

    capture, opts = setup_of("failover")
    other = rdpcap(str(capture))
    for p in other:
        p.time += 0.000350
    wrpcap(str(tmp_path / "host-b.pcap"), other[len(other) // 2 :])
    both = [str(capture), str(tmp_path / "host-b.pcap")]
    _same(analyze_captures(both, client=client, **opts), analysis.analyze(both, **opts))


def test_kmirror_analyze_dir_with_two_workers(tmp_path, rotate):
    """The CLI prints the same story with and without --workers (a local cluster made
    and closed by the command), the ports Kafka detection found included (no --port:
    the mirror and second broker ports are found, some of them in a later file)."""
    truth = load_truth("failback")
    rotate(CAPTURES / "failback.pcapng", tmp_path / "rot")
    one = kmirror("analyze", str(tmp_path / "rot"), "--top", "50")
    assert one.returncode == 0, one.stderr
    assert "failback" in one.stdout and one.stdout.count("\n") > 60
    found = ", ".join(str(p) for p in truth["ports"] if p != 9092)
    assert one.stderr == f"kmirror: Kafka found on ports 9092, {found} (detected: {found})\n"
    r = kmirror("analyze", str(tmp_path / "rot"), "--top", "50", "--workers", "2")
    assert r.returncode == 0, r.stderr
    assert r.stdout == one.stdout
    assert r.stderr == one.stderr  # the detected-ports line


def test_analyze_workers_mistakes_are_one_line(tmp_path):
    for args, code, words in (
        (["--workers", "0"], 2, "Invalid value for '--workers'"),
        (["--workers", "two"], 2, "Invalid value for '--workers'"),
        (["--workers", "2", "--scheduler", "tcp://127.0.0.1:9"], 2, "not both"),
        (["--scheduler", "tcp://127.0.0.1:9"], 1, "cannot reach the Dask scheduler"),
        (["--scheduler", "nonsense"], 2, "'nonsense': not a scheduler address"),
        (["--scheduler", "http://x:1"], 2, "'http://x:1': not a scheduler address"),
        (["--scheduler", ""], 2, "'': not a scheduler address"),
        (["--workers", "2", "--tls-keylog", str(CAPTURES / "tls.keys.log")], 2,
         "not with --tls-keylog"),
    ):
        r = kmirror("analyze", str(CLIENTS), *args)
        assert r.returncode == code, (args, r.stderr)
        assert words in r.stderr and "Traceback" not in r.stderr
        assert len(r.stderr.strip().splitlines()) == 1 and r.stdout == ""


def test_default_analyze_does_not_import_dask():
    out = kmirror("analyze", str(CLIENTS), "--json",
                  env={**os.environ, "PYTHONPROFILEIMPORTTIME": "1"})
    assert out.returncode == 0 and json.loads(out.stdout)["messages"] > 0
    imported = {line.split("|")[-1].strip() for line in out.stderr.splitlines() if "|" in line}
    assert "dissector.analysis" in imported  # the import log is there
    assert not {m for m in imported if m.split(".")[0] in ("dask", "distributed")}
