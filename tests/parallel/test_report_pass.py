"""A partition's report is made in one pass over its rows as the read makes them
(``dissector.parallel.part``'s ``OwnRows`` and ``partition_report``, rows indexed by the
literal places of :data:`part.ROW_PLACES`): what it
keeps must be what the plain definitions give, on every committed capture cut into files
by Wireshark's ``editcap -c`` with a small warm-up (requests cut from their responses,
connections first seen mid-stream):

- its own rows: those after the warm-up's last frame, in order;
- the doubtful connections: of a row of its own with ``request_missing`` among its expert
  notes, on a connection found by resynchronisation, or with any expert note on a
  connection whose framer found the frame boundaries itself;
- the patches: each response of its own whose request is in the warm-up (an earlier file).
"""

from __future__ import annotations

import shutil

import pytest

from dissector.parallel import part
from dissector.parallel.run import prepare
from dissector.tables.table import COLUMNS, FLAGS

from helpers import CAPTURES

pytestmark = pytest.mark.skipif(shutil.which("editcap") is None, reason="editcap missing")

CAPTURE_NAMES = sorted(
    p.name for p in [*CAPTURES.glob("*.pcap"), *CAPTURES.glob("*.pcapng")] if p.stem != "tls"
)


def test_row_places_are_the_columns():
    names = (
        "frame",
        "tcp_stream",
        "direction",
        "correlation_id",
        "latency_ms",
        "expert",
        "request_frame",
        "response_frame",
        "notes",
        "flag_bits",
    )
    assert tuple(list(COLUMNS).index(n) for n in names) == part.ROW_PLACES
    assert FLAGS == part.ROW_PLACES[-1]


def _plain(rows, w, created, boundary, resync):
    """The report's row-made parts by their definitions, one comprehension each."""
    F, S, X, C = part.FRAME, part.STREAM, part.EXPERT, part.CID
    Q, L, D = part.REQ, part.LAT, part.DIR
    mine = [r for r in rows if r[F] > w]
    keys = {local: key for _frame, key, local, _syn in created}
    unsure = {local for frame, _key, local, syn in created if frame > w and not syn}
    unsure |= {boundary["flows"].get(c) for c, e in boundary["conns"].items() if not all(e[3])}
    doubtful = {
        keys.get(r[S])
        for r in mine
        if "request_missing" in r[X] or r[S] in resync or (r[X] and r[S] in unsure)
    }
    patches = [
        (r[Q], r[S], r[C], r[F], r[L])
        for r in mine
        if r[D] == "response" and r[Q] is not None and r[Q] <= w
    ]
    return mine, doubtful, patches


@pytest.mark.parametrize("name", CAPTURE_NAMES)
def test_report_is_the_plain_definitions(name, rotate, setup_of, tmp_path, monkeypatch):
    stem = name.rsplit(".", 1)[0]
    if stem == "walkthrough":  # (no truth file: its two ports, README's)
        capture, options = CAPTURES / name, {"ports": [9092, 19092]}
    else:
        capture, options = setup_of(stem)
    files = [str(f) for f in rotate(capture, tmp_path / "set", 60)]
    paths, opts = prepare(files, warm=20, **options)
    seen = []
    made = part.partition_report

    class Recorded(part.OwnRows):
        """The rows the read makes, every one (the warm-up's too), as they are taken."""

        def take(self, rows):
            rows = list(rows)
            every.extend(rows)
            super().take(rows)

    def kept(files, k, warm, dis, reader, created, own, marks):
        want = _plain(
            list(every), reader.w, list(created), reader.boundary, set(marks.resynchronised)
        )
        every.clear()
        got = made(files, k, warm, dis, reader, created, own, marks)
        seen.append((k, want, (got.rows, got.info["doubtful"], got.info["patches"])))
        return got

    every: list = []
    monkeypatch.setattr(part, "OwnRows", Recorded)
    monkeypatch.setattr(part, "partition_report", kept)
    for k in range(len(paths)):
        part.read_part(paths, k, opts, ("tail", 20) if k else None)
    assert len(seen) == len(paths) > 1
    for k, want, got in seen:
        assert got[0] == want[0], f"{name} partition {k}: own rows"
        assert got[1] == want[1], f"{name} partition {k}: doubtful connections"
        assert got[2] == want[2], f"{name} partition {k}: patches"
    # the cut sets made some doubt and some patches (the comparison compared something)
    assert any(want[1] or want[2] for _, want, _ in seen)
