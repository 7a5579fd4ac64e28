"""Table rows held compactly until their DataFrame is built.

Owns: :class:`Rows`.  The replay appends one dict per row of its biggest tables
(partition_states, offsets: one row per partition of every mirror RPC); a dict
per row costs about a kilobyte, so they are kept as one tuple each (the row's
key tuple, shared by every row of the same shape, then its values) and read
back column by column by :func:`.schema.build`.

Must not import: pandas, the dissector or the CLI.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

__all__ = ["Rows"]


class Rows:
    """A list of table rows appended as dicts, stored as tuples.

    ``append(row)`` keeps ``row``'s keys (shared per shape) and values; indexing
    and iteration give dicts equal to those appended; :meth:`column` gives one
    column's values in row order (None where a row lacks the key).
    """

    __slots__ = ("_shapes", "_rows")

    def __init__(self) -> None:
        self._shapes: dict[tuple[str, ...], tuple[str, ...]] = {}
        self._rows: list[tuple] = []

    def append(self, row: dict[str, Any]) -> None:
        """Add ``row`` (a dict; its keys and values are kept, not the dict)."""
        keys = tuple(row)
        keys = self._shapes.setdefault(keys, keys)
        self._rows.append((keys, *row.values()))

    def __len__(self) -> int:
        return len(self._rows)

    def __getitem__(self, i: int) -> dict[str, Any]:
        r = self._rows[i]
        return dict(zip(r[0], r[1:], strict=True))

    def __iter__(self) -> Iterator[dict[str, Any]]:
        for r in self._rows:
            yield dict(zip(r[0], r[1:], strict=True))

    def column(self, name: str) -> list[Any]:
        """Every row's value of ``name``, in row order (None where the row has no such key)."""
        at = {k: (k.index(name) + 1 if name in k else None) for k in self._shapes}
        if len(at) == 1:
            (i,) = at.values()
            return [None] * len(self._rows) if i is None else [r[i] for r in self._rows]
        return [None if (i := at[r[0]]) is None else r[i] for r in self._rows]

    def clear(self) -> None:
        """Let every row go."""
        self._rows = []
        self._shapes = {}
