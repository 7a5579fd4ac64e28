"""Orders, joins and keys over values a capture supplies, which may be null where the spec
says not null (a null compact string for a topic or config name is on the wire: decoding
notes ``nullable_violation`` and goes on).

Owns: :func:`null_last` (a sort key that survives None beside str or int), :func:`names`
(a joined list of names that shows a null as ``null``) and :func:`json_text` (a dict as
JSON whose keys may be None).  Every sort, join and JSON key of the analysis over names,
topics, config names or other capture-supplied values goes through them.

Must not import: pandas or anything above the analysis.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

__all__ = ["NULL_TEXT", "json_text", "names", "null_last"]

#: how a null name reads in a joined list of names (``orders,null``)
NULL_TEXT = "null"


def null_last(v: Any) -> tuple:
    """A sort key for ``v``: values of one kind in their own order, None after them all;
    a tuple key is taken item by item (``sorted(pairs, key=null_last)``).

    >>> sorted(["b", None, "a"], key=null_last)
    ['a', 'b', None]
    >>> sorted([("t", 1), (None, 0), ("t", None)], key=null_last)
    [('t', 1), ('t', None), (None, 0)]
    """
    if isinstance(v, tuple):
        return tuple(null_last(x) for x in v)
    return (True, 0) if v is None else (False, v)


def names(values: Iterable[Any], sep: str = ",") -> str:
    """``values`` sorted (:func:`null_last`) and joined by ``sep``, a null as ``null``.

    >>> names({"payments", None, "orders"})
    'orders,payments,null'
    """
    return sep.join(NULL_TEXT if v is None else str(v) for v in sorted(values, key=null_last))


def json_text(d: dict) -> str:
    """``d`` as JSON with its keys sorted (:func:`null_last`), a None key as ``"null"``
    (``json.dumps(sort_keys=True)`` raises TypeError on None beside str keys).

    >>> json_text({"b": 1, None: 2, "a": None})
    '{"a": null, "b": 1, "null": 2}'
    """
    return json.dumps(dict(sorted(d.items(), key=lambda kv: null_last(kv[0]))))
