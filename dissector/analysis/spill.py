"""Table rows written to a temporary Parquet file while a capture is read, loaded on demand.

Owns: :class:`Spill`.  ``analyze`` keeps in memory only what the mirror
analysis needs; the one-row-per-message ``messages`` table and the rows of
the exchanges it keeps no facts of go here in chunks, so its peak memory does
not grow with the capture.  Categorical columns are written as strings (each
chunk would otherwise have its own dictionary) and made categorical again on
load.  The file lives in a temporary directory removed with the object.

Must not import: the dissector or the CLI.
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

__all__ = ["Spill"]


class Spill:
    """Chunks of one table in a Parquet file.

    :meth:`write` appends a DataFrame chunk (same columns and dtypes each time);
    :meth:`read` returns every row written so far as one DataFrame, categorical
    columns restored; ``rows`` counts them.
    """

    def __init__(self, name: str) -> None:
        self._dir = tempfile.TemporaryDirectory(prefix="kmirror-analysis-")
        self.path = Path(self._dir.name) / f"{name}.parquet"
        self.rows = 0
        self._writer: Any = None
        self._schema: Any = None
        self._categories: list[str] = []

    def write(self, df: Any) -> None:
        """Append the rows of ``df`` (a pandas DataFrame)."""
        import pandas as pd
        import pyarrow as pa
        import pyarrow.parquet as pq

        if not len(df):
            return
        cats = [c for c in df.columns if isinstance(df[c].dtype, pd.CategoricalDtype)]
        if cats:
            df = df.astype({c: "string" for c in cats})
        table = pa.Table.from_pandas(df, preserve_index=False)
        if self._writer is None:
            self._schema = table.schema
            self._categories = cats
            self._writer = pq.ParquetWriter(self.path, self._schema)
        else:
            table = table.cast(self._schema)
        self._writer.write_table(table)
        self.rows += len(df)

    def close(self) -> None:
        """No more chunks (reading closes it too)."""
        if self._writer is not None:
            self._writer.close()
            self._writer = None

    def read(self) -> Any:
        """Every row written, as a DataFrame (None when nothing was written)."""
        import pyarrow.parquet as pq

        self.close()
        if self._schema is None:
            return None
        df = pq.read_table(self.path).to_pandas()
        if self._categories:
            df = df.astype({c: "category" for c in self._categories})
        return df
