"""Counts in words: ``1 offset``, ``2 offsets``, ``1 entry``, ``3 entries``.

Owns: :func:`counted`, the one plural rule of every count the package prints
(the CLI, the analysis' timeline and lost-writes sentences, the report).

Must not import: anything of the package (the bottom layer).
"""

from __future__ import annotations

__all__ = ["counted"]


def counted(n: int, word: str, words: str | None = None) -> str:
    """``n`` and the noun for it: ``counted(1, "offset")`` is ``"1 offset"``,
    ``counted(0, "offset")`` ``"0 offsets"``, ``counted(2, "entry", "entries")``
    ``"2 entries"`` (``words``: the plural when it is not ``word + "s"``).

    >>> counted(1, "offset"), counted(7, "offset"), counted(2, "body", "bodies")
    ('1 offset', '7 offsets', '2 bodies')
    """
    return f"{n} {word if n == 1 else (words or word + 's')}"
