"""Byte ranges of a file read as one file.

Owns: :class:`SpanFile`, what :class:`~dissector.capture.files.CaptureReader` reads when
given ``spans`` (the ranges :func:`dissector.capture.tail.tail_spans` picks: a capture's
headers and its last records).

Must not import: anything of the package (the reader imports this).
"""

from __future__ import annotations

__all__ = ["SpanFile"]


class SpanFile:
    """Byte ranges of a file read as one binary file: ``read(n)`` (up to ``n`` bytes, ``b""``
    at the end of the last range), ``tell()`` (the position in the underlying file, for
    progress) and ``close()``."""

    def __init__(self, raw, spans: list[tuple[int, int]] | tuple[tuple[int, int], ...]) -> None:
        self._raw = raw
        self._spans = list(spans)
        self._i = 0
        self._left = 0
        self._next()

    def _next(self) -> None:
        while self._i < len(self._spans):
            start, end = self._spans[self._i]
            self._i += 1
            if end > start:
                self._raw.seek(start)
                self._left = end - start
                return
        self._left = 0

    def read(self, n: int = -1) -> bytes:
        out = []
        want = n if n >= 0 else 1 << 62
        while want > 0 and self._left > 0:
            data = self._raw.read(min(want, self._left))
            if not data:
                self._left = 0
                break
            out.append(data)
            want -= len(data)
            self._left -= len(data)
            if self._left == 0:
                self._next()
        return b"".join(out)

    def tell(self) -> int:
        return self._raw.tell()

    def close(self) -> None:
        self._raw.close()
