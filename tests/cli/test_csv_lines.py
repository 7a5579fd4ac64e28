"""The read's CSV lines, built in Python, are what ``csv.writer`` writes, byte for byte.

:func:`dissector.tables.output.csv_lines` formats each row itself (``csv.writer`` cost a
third of the default read); :func:`~dissector.tables.output.csv_rows_general` is the
``csv.writer`` way.  Compared on the rows of every committed capture and case, and on
rows of odd values (quotes, NUL, line ends, str and float subclasses, flags, bools,
NaN, big ints, bytes, lists) that the fast way must quote as ``csv.writer`` does or
leave to it.
"""

from __future__ import annotations

import io

import pytest

from dissector.flags import Flag
from dissector.pipeline.dissector import Dissector
from dissector.tables import output
from dissector.tables.table import COLUMNS, batch_rows
from tests.helpers import CAPTURES, CASES

_FILES = sorted(
    p for d in (CAPTURES, CASES) for p in d.iterdir() if p.suffix in (".pcap", ".pcapng")
)


def _both(rows, t, chunk=512):
    fast, general = io.StringIO(), io.StringIO()
    n = output.csv_lines([list(r) for r in rows], fast, t, chunk)
    m = output.csv_rows_general([list(r) for r in rows], general, t)
    assert n == m == len(rows)
    return fast.getvalue(), general.getvalue()


@pytest.mark.parametrize("path", _FILES, ids=lambda p: p.name)
def test_csv_lines_of_every_capture(path):
    d = Dissector((9092, 19092), detect=True, record_objects=False)
    rows = list(batch_rows(d.path_batches(path)))
    fast, general = _both(rows, 1)
    assert fast == general and fast


class _Text(str):
    def __str__(self) -> str:
        return "other"


class _Number(float):
    def __repr__(self) -> str:
        return "12.5"


ODD = [
    'say "hi"',
    '"',
    "",
    "a\x00b",
    "line\nend\r\n",
    "comma, and ;",
    "ünïcödé ✓",
    True,
    False,
    0,
    -1,
    10**30,
    1.5,
    -0.0,
    float("nan"),
    float("inf"),
    1e22,
    Flag.ACKS0 | Flag.UNANSWERED,
    None,
    _Text("x"),
    _Number(3.0),
    b"bytes",
    [1, 2],
]


@pytest.mark.parametrize("value", ODD, ids=repr)
def test_csv_lines_of_odd_values(value):
    rows = [[1, 1_700_000_000_123_456_789, value, "x", None], [value, 0, value, value, 2.25]]
    for chunk in (1, 512):
        fast, general = _both(rows, 1, chunk)
        assert fast == general
    fast, general = _both(rows, None)
    assert fast == general


def test_csv_line_formats_by_kind():
    """Rows of many kinds in one write (each kind's line format made once, then shared):
    a quote in a string of a kind already formatted, a value of another type in a column
    of ints, and empty rows, all as ``csv.writer`` writes them."""
    base = [7, 1_700_000_000_123_456_789, "request", None, 18, 2.5, True, ""]
    rows = []
    for value in ODD:
        for i in range(len(base)):
            if i == 1:
                continue  # (the time column: ns)
            rows.append(list(base))
            r = list(base)
            r[i] = value
            rows.append(r)
    rows += [[1, 0, 'x"y', 'x"y'], [1, 0, "xy", "xy"], [1, 0, '"', "a"]]
    for chunk in (1, 7, 512):
        fast, general = _both(rows, 1, chunk)
        assert fast == general
    # (not [None]: csv.writer writes a lone null field "", both fast ways a bare empty line)
    fast, general = _both([[], ["a"], ['x"y'], ["xy"], [None, None]], None)
    assert fast == general


def test_csv_line_formats_past_the_limit(monkeypatch):
    """More kinds of rows than :data:`output.LINE_FORMATS`: the rest are written value by
    value, the same bytes."""
    monkeypatch.setattr(output, "LINE_FORMATS", 2)
    rows = [[i, 1_700_000_000_000_000_000, *([None] * i), "s", 1.5] for i in range(8)]
    fast, general = _both(rows, 1)
    assert fast == general


_REQUEST = [
    4, 1_764_946_720_015_738_123, 0, "request", "ApiVersions", 18, 3, 1, False, None, None,
    None, 5.392702, "", "bench-admin", "127.0.0.1:54814", "127.0.0.1:33973", 72, None, 6, "",
    0, "kip1279-seed", None,
]  # fmt: skip
_RESPONSE = [
    6, 1_764_946_720_021_130_999, 0, "response", "Produce", 0, 9, 1, True, "m1", 0, "NONE",
    5.392702, "corrupt@4", None, "[::1]:9092", "[::1]:54814", 287, 4, None, "a note", 512,
    None, "vxlan vni=100 10.0.0.1>10.0.0.2",
]  # fmt: skip


def test_csv_lines_of_wide_rows():
    """Rows of every column (the read table's, written a line at a time for the types its
    columns hold): every odd value at every place, nulls, the latency a request and its
    response share or not, times across seconds and before the epoch, rows of another
    width, all as ``csv.writer`` writes them (small ints too: ``_INTS``)."""
    assert len(_REQUEST) == len(_RESPONSE) == len(COLUMNS)
    rows = []
    for base in (_REQUEST, _RESPONSE):
        rows.append(list(base))
        for i in range(len(base)):
            times = (0, -1, 10**18 + 999, -(10**15) - 1)
            for value in (*ODD, 999, 1023, 1024) if i != 1 else times:
                r = list(base)
                r[i] = value
                rows.append(r)
                rows.append(list(base))
    shared = 0.1 + 0.2
    rows += [[*_REQUEST[:12], shared, *_REQUEST[13:]], [*_RESPONSE[:12], shared, *_RESPONSE[13:]]]
    rows += [_REQUEST[:-1], [*_RESPONSE, "x"], [*_REQUEST[:-1], 'say "hi"']]
    for chunk in (1, 7, 512):
        fast, general = _both(rows, 1, chunk)
        assert fast == general
