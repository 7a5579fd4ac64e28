"""Partitions of several consecutive files (``--workers N``: dissector.parallel.plan's
``partition_groups``): every file once, in order; partitions that shrink, each cut at the
file boundary nearest its share; one worker, one partition.  Their reads are compared
with the one-process read in test_stitch.py.
"""

from __future__ import annotations

import pytest

from dissector.parallel.plan import SHARES, partition_groups


def _sized(tmp_path, sizes: list[int]) -> list[str]:
    """Files of ``sizes`` bytes (their bytes do not matter to the grouping)."""
    out = []
    for i, n in enumerate(sizes):
        p = tmp_path / f"f{i:02d}"
        p.write_bytes(b"x" * n)
        out.append(str(p))
    return out


@pytest.mark.parametrize("workers", [1, 2, 3, 8])
@pytest.mark.parametrize(
    "sizes", [[100] * 12, [31, 29, 25, 21, 20, 20, 20, 20, 20, 20, 20, 20], [5, 500, 5, 5], [7]]
)
def test_every_file_once_in_order_in_partitions_that_shrink(tmp_path, sizes, workers):
    files = _sized(tmp_path, sizes)
    groups = partition_groups(files, workers)
    assert [f for g in groups for f in g] == files
    assert all(groups)
    if workers == 1:
        assert groups == [tuple(files)]
        return
    size = {f: n for f, n in zip(files, sizes, strict=True)}
    left = sum(sizes)
    for g in groups:
        got = sum(size[f] for f in g)
        target = left / (SHARES * workers)
        # the boundary nearest the share: a file more would be farther from it
        assert len(g) == 1 or abs(got - target) <= abs(got - size[g[-1]] - target)
        left -= got
    if len(set(sizes)) == 1:  # equal files: each partition holds no more than the one before
        assert [len(g) for g in groups] == sorted((len(g) for g in groups), reverse=True)


def test_no_file_no_partition():
    assert partition_groups([], 2) == []
