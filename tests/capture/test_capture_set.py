"""Several files as one capture (dissector.capture.sets).

Rotated files are made with Wireshark's own ``editcap -c 500`` (as
``tcpdump -C`` would rotate them); a second host's capture is the same
packets written again by scapy a little later (a different clock).
"""

from __future__ import annotations

import json
import shutil
import subprocess

import pytest

import dissector
from dissector.capture.sets import CaptureSet, expand, open_capture
from dissector.errors import CaptureError

from helpers import CAPTURES, WALKTHROUGH, kmirror, load_truth

needs_editcap = pytest.mark.skipif(shutil.which("editcap") is None, reason="editcap missing")
FAILBACK = CAPTURES / "failback.pcapng"


@pytest.fixture(scope="module")
def rotated(tmp_path_factory):
    """failback.pcapng cut every 500 packets by editcap: out_00000_*.pcapng, ..."""
    d = tmp_path_factory.mktemp("rotated")
    subprocess.run(["editcap", "-c", "500", str(FAILBACK), str(d / "out.pcapng")], check=True)
    return d


@needs_editcap
@pytest.mark.slow
def test_rotated_files_read_like_the_whole_capture(rotated):
    files = expand(rotated)
    assert [f.rsplit("/", 1)[1][:9] for f in files] == ["out_00000", "out_00001", "out_00002"]
    ports = load_truth("failback")["ports"]
    whole = dissector.read_capture(FAILBACK, ports=ports)
    for source in (rotated, str(rotated / "out_*.pcapng"), files, list(reversed(files))):
        assert dissector.read_capture(source, ports=ports).equals(whole)


@needs_editcap
def test_an_exchange_split_across_files_is_matched(tmp_path):
    ports = load_truth("failback")["ports"]
    whole = dissector.read_capture(FAILBACK, ports=ports)
    answers = whole[whole["direction"] == "response"]
    slow = answers.loc[answers["latency_ms"].idxmax()]  # the slowest exchange: many frames long
    cut = int(slow["request_frame"])
    assert (cut, int(slow["frame"])) == (282, 296)
    subprocess.run(["editcap", "-c", str(cut), str(FAILBACK), str(tmp_path / "p.pcapng")],
                   check=True)  # fmt: skip
    parts = dissector.read_capture(tmp_path, ports=ports)
    assert parts.equals(whole)
    assert len(list(tmp_path.iterdir())) == 4  # frames 1-282, 283-564, 565-846, 847-1021
    row = parts[(parts["frame"] == 296) & (parts["direction"] == "response")].iloc[0]
    assert row["request_frame"] == 282 and row["latency_ms"] == slow["latency_ms"]


@needs_editcap
@pytest.mark.slow
def test_analyze_of_rotated_files_equals_the_whole_file(rotated):
    whole = kmirror("analyze", str(FAILBACK), "--json", "--top", "10")
    parts = [
        kmirror("analyze", str(rotated), "--json", "--top", "10"),
        kmirror("analyze", str(rotated / "out_*"), "--json", "--top", "10"),
        kmirror("analyze", *map(str, sorted(rotated.iterdir())), "--json", "--top", "10"),
    ]
    w = json.loads(whole.stdout)
    assert w.pop("captures") == ["failback.pcapng"]
    for r in parts:
        assert r.returncode == 0, r.stderr
        s = json.loads(r.stdout)
        assert [c[:9] for c in s.pop("captures")] == ["out_00000", "out_00001", "out_00002"]
        assert s == w
    a = dissector.analyze(str(rotated / "out_*"), ports=load_truth("failback")["ports"])
    per_file = a.messages.groupby("capture", observed=True)["frame"].agg(["min", "max"])
    assert per_file.to_dict("list") == {"min": [4, 501, 1009], "max": [500, 995, 1009]}


def test_a_packet_captured_on_two_hosts_counts_once(tmp_path):
    from scapy.utils import rdpcap, wrpcap

    packets = rdpcap(str(WALKTHROUGH))
    other = rdpcap(str(WALKTHROUGH))
    for p in other:
        p.time += 0.000350  # the second host's clock, a little ahead
    half = other[len(other) // 2 :]  # and it started capturing later
    wrpcap(str(tmp_path / "host-b.pcap"), half)
    whole = dissector.read_capture(WALKTHROUGH, ports=[19092])
    both = [WALKTHROUGH, tmp_path / "host-b.pcap"]
    assert dissector.read_capture(both, ports=[19092]).equals(whole)
    reader = CaptureSet([str(p) for p in both])
    frames = [t[0] for t in reader.tuples()]
    assert frames == list(range(1, len(packets) + 1))
    assert reader.duplicates == len(half)
    assert reader.file_of(1) == str(WALKTHROUGH)
    # the same copies, one file each, more than the dedup window apart: both count
    for p in other:
        p.time += 10
    wrpcap(str(tmp_path / "later.pcap"), other)
    later = CaptureSet([str(WALKTHROUGH), str(tmp_path / "later.pcap")])
    assert sum(1 for _ in later.tuples()) == 2 * len(packets) and later.duplicates == 0
    assert later.file_of(len(packets) + 1) == str(tmp_path / "later.pcap")


@pytest.mark.slow
def test_naming_errors(tmp_path):
    with pytest.raises(CaptureError, match="no file matches"):
        expand(str(tmp_path / "nothing-*.pcap"))
    with pytest.raises(CaptureError, match="directory holds no pcap or pcapng file"):
        expand(tmp_path)
    (tmp_path / "notes.txt").write_text("not a capture")
    with pytest.raises(CaptureError, match="directory holds no pcap or pcapng file"):
        expand(tmp_path)
    # a directory's other files (ground truths, READMEs) are not read
    names = [p.rsplit("/", 1)[1] for p in expand(CAPTURES)]
    assert names == sorted(f.name for f in CAPTURES.iterdir() if f.suffix in (".pcap", ".pcapng"))
    assert {"basic.pcapng", "clients.pcap", "failback.pcapng", "walkthrough.pcap"} <= set(names)
    assert not any(n.endswith((".json", ".md")) for n in names)
    r = kmirror("read", str(tmp_path / "nothing-*.pcap"))
    assert r.returncode == 1
    assert r.stderr == f"kmirror: error: {tmp_path}/nothing-*.pcap: no file matches\n"
    r = kmirror("read", str(WALKTHROUGH), str(tmp_path / "missing.pcap"))
    assert r.returncode == 1 and r.stderr.endswith("missing.pcap: no such file\n")


def test_a_corrupt_file_named_as_a_capture_in_a_directory_is_reported(tmp_path):
    """A file named like a capture whose bytes are not one is read, and so reported,
    not skipped without a word (as it is when named alone or by a glob); a file named
    otherwise is left alone.  (From the README-only review: a text file named bad.pcap
    beside a good capture read as exit 0, no warning.)"""
    good = tmp_path / "a.pcap"
    good.write_bytes((CAPTURES / "walkthrough.pcap").read_bytes())
    (tmp_path / "notes.txt").write_text("not a capture")
    assert expand(tmp_path) == [str(good)]
    (tmp_path / "bad.pcap").write_text("hello, not a capture")
    assert expand(tmp_path) == [str(good), str(tmp_path / "bad.pcap")]
    with pytest.raises(CaptureError, match=r"bad\.pcap: not a pcap or pcapng capture"):
        list(open_capture(tmp_path).tuples())
    p = kmirror("read", str(tmp_path), "-p", "19092")
    assert p.returncode == 1 and "Traceback" not in p.stderr
    assert "bad.pcap: not a pcap or pcapng capture" in p.stderr


@pytest.mark.slow
def test_cli_reads_several_files(rotated):
    r1 = kmirror("read", str(FAILBACK), "--format", "csv")
    r2 = kmirror("read", str(rotated), "--format", "csv")
    assert r1.returncode == r2.returncode == 0
    assert r1.stdout == r2.stdout
    for cmd in (["keys"], ["fields", "--mirror-only"], ["show", "--frame", "282"]):
        a = kmirror(*cmd, str(FAILBACK), "--no-detect", "-p", "19092", "-p", "9093")
        b = kmirror(*cmd, *map(str, sorted(rotated.iterdir())), "--no-detect", "-p", "19092",
                    "-p", "9093")  # fmt: skip
        assert a.returncode == b.returncode == 0 and a.stdout == b.stdout, (cmd, b.stderr)
