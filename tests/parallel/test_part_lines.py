"""A partition's CSV lines made as it is read and numbered once the set is
(``dissector.parallel.lines``: what ``kmirror read --workers N --format csv`` writes, in
UTF-8, ASCII or Latin-1).

The oracles: the single-process writer (:func:`dissector.tables.output.write_rows`) on the
same rows numbered first (:func:`dissector.parallel.stitch.number_rows`), and ``kmirror
read`` without ``--workers`` on the whole capture.  The rows are real ones, read from the
committed captures; the hostile ones (quotes, commas and line ends inside strings, null
numbers) are real rows with those values put in.
"""

from __future__ import annotations

import array
import copy
import shutil

import pytest

from dissector.parallel import lines as lines_mod
from dissector.parallel import run as run_mod
from dissector.parallel.lines import PartLines, lines_codec, renumber, stream_table
from dissector.parallel.stitch import number_rows
from dissector.pipeline.dissector import Dissector
from dissector.tables.output import text_chunk
from dissector.tables.table import COLUMNS, iter_rows

from helpers import CAPTURES, CLIENTS, kmirror, load_truth

COLS = list(COLUMNS)
F, S, REQ, RESP = (COLS.index(c) for c in ("frame", "tcp_stream", "request_frame",
                                           "response_frame"))


def _rows(capture, ports):
    return list(iter_rows(Dissector(ports).feed_path(str(capture))))


def _hostile(rows):
    """Real rows with strings that hold quotes, commas and line ends, and null numbers."""
    out = copy.deepcopy(rows)
    client, notes, tunnel = COLS.index("client_id"), COLS.index("notes"), COLS.index("tunnel")
    for i, r in enumerate(out):
        if i % 3 == 0:
            r[client] = 'a,"b"\n,c'
        if i % 4 == 1:
            r[notes] = '1,2,"3"'
            r[tunnel] = "x\ny"
        if i % 5 == 2:
            r[REQ] = None
            r[S] = None
    return out


def _numbered_text(rows, g, smap, encoding=("utf-8", "strict")):
    numbered = copy.deepcopy(rows)
    number_rows(numbered, g, smap, {}, {})
    return text_chunk(numbered, "csv", COLS)[0].encode(*encoding)


@pytest.mark.parametrize("hostile", [False, True])
def test_renumbered_chunks_are_the_rows_numbered_then_written(hostile):
    rows = _rows(CAPTURES / "failback.pcapng", load_truth("failback")["ports"])
    rows = [r for r in rows if not (r[RESP] is None and r[COLS.index("direction")] == "request")]
    if hostile:
        rows = _hostile(rows)
    streams = sorted({r[S] for r in rows if r[S] is not None})
    assert len(rows) > 500 and len(streams) > 3
    # a map that moves every stream, drops one (None) and leaves one out (beyond the table)
    smap = {s: 100 + 7 * i for i, s in enumerate(streams)}
    smap[streams[0]] = None
    del smap[streams[-1]]
    table = stream_table(smap)
    for g in (0, 12345, 10**15):
        lines = PartLines(("utf-8", "strict"))
        for a in range(0, len(rows), 100):
            lines.chunk(copy.deepcopy(rows[a:a + 100]))
        got = b"".join(bytes(renumber(b, n, g, table)) for b, n in lines.items)
        assert got == _numbered_text(rows, g, smap), g


def test_renumber_refuses_text_that_is_not_its_lines():
    good = b'1,"t",2' + b',x' * 15 + b',3,4' + b',y' * 4 + b'\n'
    assert bytes(renumber(good, 1, 10, array.array("q", [0, 0, 5]))).startswith(b'11,"t",5,')
    bad = {
        "one line too many": (good * 2, 1),
        "a line of four fields": (b'1,"t",2,x\n', 1),
        "a frame that is not a number": (b"x" + good, 1),
        "no line end": (good[:-1], 1),
        "a number of 19 digits": (b"1" * 19 + good, 1),
    }
    for why, (text, rows) in bad.items():
        with pytest.raises(ValueError):
            renumber(text, rows, 1, array.array("q"))
        assert why


def test_held_requests_and_mirror_only():
    """A partition read into lines (``opts["lines"]``): every own row is counted as read,
    the mirror RPCs' only written with ``--mirror-only``, and each request without its
    response is held as its row (a later file may answer it), in its place."""
    from dissector.parallel.part import read_part
    from dissector.parallel.run import prepare

    capture = str(CAPTURES / "failback.pcapng")
    ports = load_truth("failback")["ports"]
    rows = _rows(capture, ports)
    mirror = COLS.index("mirror")
    direction = COLS.index("direction")
    files, opts = prepare([capture], ports)
    for mirror_only in (False, True):
        got = read_part(files, 0, dict(opts, lines=(("utf-8", "strict"), mirror_only)), None)
        lines = got.rows
        assert type(lines) is PartLines
        assert lines.read == len(rows)
        kept = [r for r in rows if r[mirror] or not mirror_only]
        assert lines.written == len(kept) > 0
        held = [x for x in lines.items if type(x) is list]
        # (the one partition is the last: its requests are released as one process does,
        # unanswered; those are the ones held)
        assert held == [r for r in kept if r[direction] == "request" and r[RESP] is None]
        assert sum(x[1] for x in lines.items if type(x) is tuple) + len(held) == len(kept)


def test_codecs_that_hold_lines():
    assert lines_codec(("utf-8", "strict")) and lines_codec(("UTF8", "surrogateescape"))
    assert lines_codec(("latin-1", "strict")) and lines_codec(("ascii", "backslashreplace"))
    assert not lines_codec(("utf-16", "strict")) and not lines_codec(None)
    assert not lines_codec(("no-such-codec", "strict"))
    spec = run_mod.text_spec("csv", None, False, ("utf-8", "strict"), True)
    assert (run_mod.lines_spec(spec) is not None) == lines_mod.lines_compiled()
    assert run_mod.lines_spec(run_mod.text_spec("json", None, False, ("utf-8", "strict"))) is None
    assert run_mod.lines_spec(run_mod.text_spec("csv", ["frame"], False, ("utf-8", "x"))) is None


@pytest.mark.skipif(shutil.which("editcap") is None, reason="editcap missing")
@pytest.mark.parametrize("mirror_only", [False, True])
def test_rotated_captures_in_lines_are_one_process_bytes(tmp_path, rotate, monkeypatch,
                                                         mirror_only):
    """Two forked workers writing each partition's lines as it is read (on the pure path
    too: the test asks for them) give the one-process bytes, whatever the warm-up."""
    from dissector.parallel.pool import LocalEngine
    from dissector.tables.output import write_chunks, write_rows

    monkeypatch.setattr(run_mod, "lines_compiled", lambda: True)
    capture = CAPTURES / "failback.pcapng"
    ports = load_truth("failback")["ports"]
    rows = _rows(capture, ports)
    if mirror_only:
        rows = [r for r in rows if r[COLS.index("mirror")]]
    assert rows
    write_rows(iter(rows), "csv", str(tmp_path / "one.csv"), COLS)
    want = (tmp_path / "one.csv").read_bytes()
    rotate(capture, tmp_path / "rot", 60)
    for warm in (20, 4000):
        with LocalEngine(2) as engine:
            pieces, _ = engine.read_text(tmp_path / "rot", "csv", ports=ports, warm=warm,
                                         mirror_only=mirror_only, encoding=("utf-8", "strict"))
            out = tmp_path / f"pool{warm}.csv"
            write_chunks(((t, n) for t, n, _ in pieces), "csv", str(out), COLS)
        assert out.read_bytes() == want, warm


@pytest.mark.skipif(shutil.which("editcap") is None, reason="editcap missing")
def test_cli_workers_csv_is_one_process_bytes(tmp_path, rotate):
    want = kmirror("read", str(CLIENTS), "--format", "csv").stdout
    rotate(CLIENTS, tmp_path / "rot", 90)
    got = kmirror("read", str(tmp_path / "rot"), "--format", "csv", "--workers", "2").stdout
    assert got == want
