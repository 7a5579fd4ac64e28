"""Stitching a capture set's parts without a cluster: the graph's steps as plain calls.

:mod:`dissector.parallel.graph` only schedules functions on Dask; here the same functions
run in this process, in the graph's order: every file read (:func:`part.read_part`), the
seams planned twice (:func:`stitch.seams`), the files they name read again
(:func:`part.read_again`), the set numbered (:func:`stitch.numbering_of`) and each part's
rows made final (:func:`stitch.final_rows`).  The rows must be the one-process read's,
byte for byte, on files cut mid-connection (the seams' hard cases: requests answered in
the next file, frames cut in two, connections that carry on).
"""

from __future__ import annotations

import pytest

from dissector.frames.framing import DEFAULT_MAX_FRAME
from dissector.parallel import part, stitch
from dissector.parallel.plan import WARM_RECORDS
from dissector.pipeline.choice import resolve_profile
from dissector.pipeline.dissector import Dissector
from dissector.tables.table import iter_rows

from helpers import CAPTURES, CLIENTS

CASES = [
    ("failback", CAPTURES / "failback.pcapng", (9092, 9093, 19092, 19093), 150),
    ("clients", CLIENTS, (9092,), 120),
]


def stitched(files: list[str], ports: tuple[int, ...], profile) -> tuple[list[list], dict]:
    """The rows of ``files`` as the Dask graph makes them, with no Dask at all, and the
    set's numbering (``offsets``: the set-wide frame before each file's first)."""
    opts = {"ports": ports, "profile": profile, "full": False, "max_frame": DEFAULT_MAX_FRAME,
            "detect": False, "warm": WARM_RECORDS, "max_decompressed": None}
    n = len(files)
    reads = [[part.read_part(files, k, opts, ("tail", WARM_RECORDS) if k else None)]
             for k in range(n)]
    infos = [r[0].info for r in reads]
    for chain in (False, True):
        plan = stitch.seams(infos, opts, chain=chain)
        for k in range(n):
            again = part.read_again(files, k, opts, plan)
            if again is not None:
                reads[k].append(again)
                infos[k] = again.info
    numbering = stitch.numbering_of(infos)
    rows = []
    for k in range(n):
        rows += stitch.final_rows(reads[k][-1], k, numbering, opts).rows
    return rows, numbering


@pytest.mark.parametrize(("name", "capture", "ports", "piece"), CASES, ids=[c[0] for c in CASES])
def test_parts_stitched_without_a_cluster_are_the_one_process_read(
    name, capture, ports, piece, rotate, tmp_path
):
    files = [str(f) for f in rotate(capture, tmp_path / "set", piece)]
    assert len(files) >= 3
    profile = resolve_profile("auto", files, ports, False)
    whole = [list(r) for r in iter_rows(Dissector(ports, profile).feed_path(files))]
    got, numbering = stitched(files, ports, profile)
    rows = [list(r) for r in got]
    assert len(rows) == len(whole)
    assert rows == whole
    # the seams were at work: some request is answered in a later file than its own
    offsets = numbering["offsets"]

    def file_of(frame: int) -> int:
        return max(k for k, o in enumerate(offsets[:-1]) if o < frame)

    across = [r for r in whole if r[3] == "request" and r[19] is not None
              and file_of(r[19]) > file_of(r[0])]
    assert across
