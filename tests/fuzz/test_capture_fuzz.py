"""Malformed captures (issue 18): every one is a CaptureError or warnings, never a traceback.

The generators (tests/fuzz/capture_gen.py) write every pcapng block type with
every bad total length, a small pcap and pcapng cut at every offset, extreme
``if_tsresol`` / ``if_tsoffset`` values and ticks, unknown link types, huge
snap lengths and caplens, packet blocks on interfaces never described.  The
reader must raise nothing but :class:`CaptureError`, warn with
:class:`CaptureWarning` where it goes on, keep every time inside 64-bit
nanoseconds (clamped and noted), and the CLI must end each with exit 0, 1 or 2
and no traceback.
"""

from __future__ import annotations

import resource
import subprocess
import warnings

import pytest
from click.testing import CliRunner
from fuzz.capture_gen import (
    bad_length_blocks,
    epb,
    extreme_times,
    idb,
    odd_headers,
    packets,
    pcap,
    pcapng,
    shb,
    truncations,
    tsoffset,
    tsresol,
)

from dissector.capture.files import TS_MAX, TS_MIN, iter_packets
from dissector.cli import main
from dissector.errors import CaptureError, CaptureWarning
from dissector.pipeline.dissector import CLAMPED_NOTE, Dissector
from dissector.profiles.profile import load_profile
from dissector.tables.table import messages_frame

from helpers import CAPTURES, counted, kmirror

PROFILE = load_profile()


def read(path) -> tuple[list, list[str]]:
    """The messages of ``path`` (CaptureError passes through) and the warnings issued."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        msgs = list(Dissector(profile=PROFILE).feed_path(str(path)))
    return msgs, [str(w.message) for w in caught if issubclass(w.category, CaptureWarning)]


def all_cases() -> list[tuple[str, bytes]]:
    out = [*bad_length_blocks(), *bad_length_blocks(">"), *extreme_times(), *odd_headers()]
    out += [(f"pcap cut at {i}", d) for i, d in truncations(pcap())]
    out += [(f"pcapng cut at {i}", d) for i, d in truncations(pcapng(kinds="eps"))]
    return out


#: Function calls one read of a malformed capture may make (today at most 700, on the
#: 1400-byte "two sections"; the issue's bound of 2 s of CPU is millions): work that follows
#: a declared length or count rather than the bytes there goes far past it.
CALLS_PER_CASE = 5000


def read_calls(path) -> int:
    """The function calls of one :func:`read` of ``path`` (helpers.counted)."""
    with counted() as cost:
        try:
            read(path)
        except CaptureError:
            pass
    return cost.calls


@pytest.mark.slow
def test_every_malformed_capture_is_an_error_or_warnings(tmp_path):
    """Each read in at most :data:`CALLS_PER_CASE` function calls, and all of them together
    in under 300 MB more memory than the process held before (the issue's bounds for any
    input of the corpus were 2 s of CPU each and 300 MB; how fast belongs in the benchmark)."""
    path = tmp_path / "c.pcapng"
    errors = 0
    peak_before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # KiB on Linux
    for name, data in all_cases():
        path.write_bytes(data)
        try:
            with counted() as cost:
                msgs, _warned = read(path)
        except CaptureError as e:
            assert "\n" not in str(e), name
            errors += 1
            msgs = None
        calls = cost.calls
        if calls > CALLS_PER_CASE:  # the first read down a path may import or fill caches
            calls = read_calls(path)
        assert calls <= CALLS_PER_CASE, (name, calls)
        if msgs is None:
            continue
        for m in msgs:
            assert TS_MIN <= m.ts_ns <= TS_MAX, name
        if not name.startswith(("pcap cut", "pcapng cut")):
            messages_frame(msgs)  # the table holds every time (no OverflowError)
    assert errors  # a file cut inside its header cannot be read at all
    grew = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - peak_before
    assert grew < 300 << 10, f"peak memory grew by {grew >> 10} MiB"


def test_a_block_too_short_for_its_type_is_skipped_with_a_warning(tmp_path):
    pkts = packets()
    t0 = 1_700_000_000_000_000
    head = shb() + idb() + b"".join(epb(p, t0 + i) for i, p in enumerate(pkts[:3]))
    path = tmp_path / "short.pcapng"
    for length in (12, 16, 20, 24, 28):
        short = (6).to_bytes(4, "little") + length.to_bytes(4, "little")
        short += bytes(length - 12) + length.to_bytes(4, "little")
        tail = b"".join(epb(p, 1_700_000_000_001_000 + i) for i, p in enumerate(pkts[3:]))
        path.write_bytes(head + short + tail)
        msgs, warned = read(path)
        assert warned == [
            f"{path}: a pcapng enhanced packet block of {length} bytes after frame 3: skipped"
        ]
        # every packet after it is read: the ApiVersions request and its response, matched
        assert [(m.kind, m.api_key, m.frame) for m in msgs] == [
            ("request", 18, 4),
            ("response", 18, 5),
        ]


def test_times_past_64_bit_nanoseconds_are_clamped_and_noted(tmp_path):
    # if_tsresol 0: ticks are seconds; 2**64 - 1 seconds is far past 2262
    ticks = iter([1_700_000_000, 1_700_000_001, 1_700_000_002, (1 << 64) - 1, (1 << 64) - 1, 5, 6])
    path = tmp_path / "far.pcapng"
    path.write_bytes(pcapng(iface_options=tsresol(0), ticks=ticks))
    assert [r.ts_ns for r in iter_packets(path)][2:5] == [1_700_000_002 * 10**9, TS_MAX, TS_MAX]
    msgs, warned = read(path)
    assert len(warned) == 1 and "frame 4: capture time" in warned[0] and "clamped" in warned[0]
    req, resp = msgs
    assert req.ts_ns == resp.ts_ns == TS_MAX
    assert CLAMPED_NOTE in req.notes and CLAMPED_NOTE in resp.notes
    df = messages_frame(msgs)
    assert str(df["time"].iloc[0]) == "2262-04-11 23:47:16.854775807+00:00"
    # if_tsoffset far in the past: the least time
    path.write_bytes(pcapng(iface_options=tsoffset(-(1 << 62))))
    msgs, warned = read(path)
    assert {m.ts_ns for m in msgs} == {TS_MIN} and all(CLAMPED_NOTE in m.notes for m in msgs)


@pytest.mark.slow
def test_if_tsoffset_and_tsresol_give_tsharks_times(tmp_path, tshark_bin="tshark"):
    """tshark (Wireshark's wiretap) is the oracle for what an interface's options mean."""
    path = tmp_path / "t.pcapng"
    for options in (
        tsoffset(1000),
        tsresol(6) + tsoffset(-3600),
        tsresol(0x80 | 20),
        tsresol(9) + tsoffset(7),
    ):
        path.write_bytes(pcapng(iface_options=options))
        try:
            out = subprocess.run(
                [tshark_bin, "-r", str(path), "-T", "fields", "-e", "frame.time_epoch"],
                capture_output=True,
                text=True,
                timeout=60,
            ).stdout.split()
        except FileNotFoundError:
            pytest.skip("tshark is not installed")
        theirs = [int(s.replace(".", "")) for s in out]  # 9 decimals: ns
        assert [r.ts_ns for r in iter_packets(path)] == theirs


#: One file of each kind of damage, for every command (the reader-level test has them all).
CLI_CASES = {
    "epb length 16": dict(bad_length_blocks())["type 0x6 length 16"],
    "idb length 13": dict(bad_length_blocks())["type 0x1 length 13"],
    "huge block": dict(bad_length_blocks())["type 0x6 length 4294967292"],
    "tsresol 0": dict(extreme_times())["tsresol 0x0"],
    "tsoffset min": dict(extreme_times())["tsoffset -9223372036854775808"],
    "epb unknown interface": dict(odd_headers())["epb unknown interface"],
    "pcap caplen huge": dict(odd_headers())["pcap caplen huge"],
    "pcap linktype 65535": dict(odd_headers())["pcap linktype 65535"],
    "pcapng cut in its header": pcapng()[:30],
    "pcapng cut in a packet": pcapng()[:400],
}
COMMANDS = [
    ["read"],
    ["read", "--full", "--format", "csv"],
    ["show", "--frame", "4"],
    ["fields"],
    ["keys"],
    ["analyze"],
]


@pytest.mark.parametrize("case", sorted(CLI_CASES))
@pytest.mark.slow
def test_every_command_ends_cleanly_on_malformed_captures(tmp_path, case):
    path = tmp_path / "c.pcapng"
    path.write_bytes(CLI_CASES[case])
    for cmd in [*COMMANDS, ["report", "-o", str(tmp_path / "r.html")]]:
        r = CliRunner().invoke(main, [cmd[0], str(path), *cmd[1:]])
        assert r.exit_code in (0, 1, 2), (case, cmd, r.output)
        assert r.exception is None or isinstance(r.exception, SystemExit), (case, cmd, r.exc_info)
        assert "Traceback" not in r.output, (case, cmd)
        if r.exit_code:
            assert r.output.count("kmirror: error:") == 1, (case, cmd, r.output)


@pytest.mark.slow
def test_the_real_command_says_one_line(tmp_path):
    """Out of process, as a user runs it: a warning line, the table, exit 0."""
    path = tmp_path / "c.pcapng"
    path.write_bytes(CLI_CASES["tsresol 0"])
    r = kmirror("read", str(path))
    assert r.returncode == 0, r.stderr
    assert "Traceback" not in r.stderr
    lines = r.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("kmirror: warning: ") and "clamped" in lines[0]
    path.write_bytes(CLI_CASES["pcap caplen huge"])
    r = kmirror("read", str(path))
    assert r.returncode == 1 and r.stderr.startswith("kmirror: error: ") and "caplen" in r.stderr
    assert len(r.stderr.splitlines()) == 1


@pytest.mark.parametrize(
    "capture, junk",
    [
        ("failback.pcapng", bytes(10)),  # zeros: a block of length 0
        ("failback.pcapng", b"hello, this is not a block\n"),
        ("clients.pcap", b"\xff" * 40),  # a record header claiming 4 GiB
    ],
)
@pytest.mark.slow
def test_junk_after_the_last_packet_loses_no_packet(tmp_path, capture, junk):
    """Bytes after the last block or record that are none (a copy gone wrong, a log line
    appended): every packet before them is read, with one warning saying where the file
    stopped being read; tshark reads the same packets (and calls the file damaged)."""
    src = CAPTURES / capture
    path = tmp_path / capture
    path.write_bytes(src.read_bytes() + junk)
    whole, _ = read(src)
    msgs, warned = read(path)
    assert [(m.frame, m.kind, m.correlation_id) for m in msgs] == [
        (m.frame, m.kind, m.correlation_id) for m in whole
    ]
    frames = max(f for f, *_ in iter_packets(src))
    assert len(warned) == 1 and warned[0].startswith(f"{path}: corrupt ")
    field = "length" if capture.endswith("ng") else "caplen"
    assert warned[0].endswith(
        f"after frame {frames} ({field} {_claimed(junk, capture)}): the file is not read past it"
    )
    import shutil

    if shutil.which("tshark"):  # (the suite's setup installs it)
        t = subprocess.run(
            ["tshark", "-r", str(path), "-T", "fields", "-e", "frame.number"],
            capture_output=True, text=True, timeout=60,
        )  # fmt: skip
        assert t.stdout.split()[-1] == str(frames) and "damaged" in t.stderr
    r = kmirror("read", str(path), "--format", "csv")
    assert r.returncode == 0 and r.stderr.startswith("kmirror: warning: ")
    assert len(r.stdout.splitlines()) == len(
        kmirror("read", str(src), "--format", "csv").stdout.splitlines()
    )


def _claimed(junk: bytes, capture: str) -> int:
    """The length the junk's first bytes claim, as the reader reads them (little-endian)."""
    at = 4 if capture.endswith("ng") else 8  # (pcapng: after the block type; pcap: caplen)
    return int.from_bytes(junk[at : at + 4], "little")
