"""Table rows written to a temporary file while a capture is read, made a DataFrame on demand.

Owns: :class:`Spill`.  ``analyze`` keeps in memory only what the mirror
analysis needs; the one-row-per-message ``messages`` table and the rows of
the exchanges it keeps no facts of go here, as they are (lists or dicts),
pickled one chunk at a time, so its peak memory does not grow with the capture
and nothing of pandas is needed while the capture is read (pandas is imported
once the capture is read, when the tables are built).  On :meth:`Spill.read`
each chunk becomes a DataFrame through the function given, categorical columns
are made strings (each chunk would otherwise have its own categories), the
chunks are joined and those columns made categorical again.  The file lives in
a temporary directory removed with the object.

Must not import: the dissector, the CLI, or pandas at import time.
"""

from __future__ import annotations

import pickle
import shutil
import tempfile
import weakref
from collections.abc import Callable
from pathlib import Path
from typing import Any

__all__ = ["Spill"]


class Spill:
    """Chunks of one table's rows in a temporary file.

    ``frame(rows)`` turns one chunk (the list given to :meth:`write`) into a pandas
    DataFrame with the table's columns and dtypes (the same for every chunk).
    :meth:`write` appends a chunk; :meth:`read` returns every row written so far as
    one DataFrame, categorical columns as ``frame`` made them (categories: every
    chunk's values); ``rows`` counts them.
    """

    def __init__(self, name: str, frame: Callable[[list[Any]], Any]) -> None:
        folder = tempfile.mkdtemp(prefix="kmirror-analysis-")
        self.path = Path(folder) / f"{name}.pickle"
        # the folder goes with the object (or at exit), quietly: its file is closed once
        # written (:meth:`close`), and a spill need not be read; one written and never
        # closed (an analysis dropped half read) is closed on the way out, not left to
        # the collector (whose ResourceWarning would come whenever it runs)
        self._open: list[Any] = []
        weakref.finalize(self, _remove, folder, self._open)
        self.rows = 0
        self._frame = frame
        self._file: Any = None
        self._chunks = 0

    def write(self, rows: list[Any]) -> None:
        """Append ``rows`` (one chunk: picklable rows, as ``frame`` takes them)."""
        if not rows:
            return
        if self._file is None:
            self._file = open(self.path, "wb")  # noqa: SIM115 (closed by close/read)
            self._open.append(self._file)
        pickle.dump(rows, self._file, pickle.HIGHEST_PROTOCOL)
        self._chunks += 1
        self.rows += len(rows)

    def close(self) -> None:
        """No more chunks (reading closes it too)."""
        if self._file is not None:
            self._file.close()
            self._file = None
            self._open.clear()

    def read(self) -> Any:
        """Every row written, as a DataFrame (None when nothing was written)."""
        import pandas as pd

        self.close()
        if not self._chunks:
            return None
        frames = []
        cats: list[str] = []
        with open(self.path, "rb") as f:
            for _ in range(self._chunks):
                df = self._frame(pickle.load(f))
                cats = [c for c in df.columns if isinstance(df[c].dtype, pd.CategoricalDtype)]
                frames.append(df.astype({c: "string" for c in cats}) if cats else df)
        df = frames[0] if len(frames) == 1 else pd.concat(frames, ignore_index=True)
        del frames
        if cats:
            df = df.astype({c: "category" for c in cats})
        return df


def _remove(folder: str, files: list[Any]) -> None:
    """A :class:`Spill`'s end: its file closed if it was left open, its folder removed."""
    for f in files:
        f.close()
    shutil.rmtree(folder, True)
