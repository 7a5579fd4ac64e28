"""An entity's fields as the standard-body checkers, converters and codec specs need them.

Owns: :class:`Info` and :class:`Field`, the one description of a request,
response or struct (a kio entity class, a ``dissector/kafka/legacy`` spec
struct at one version, or a layout precomputed in ``kafka_facts.json``) that
:mod:`dissector.wire.checkers` generates checkers from, :mod:`dissector.wire.kio_layout`
fills in from kio and :mod:`dissector.wire.standard` completes codec output with;
the zero uuid; fresh copies of the defaults of absent tagged fields.

Must not import: kio, the codec, any other module of this package, capture
reading, reassembly, pandas or the CLI.
"""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Callable
from typing import Any

__all__ = ["Field", "Info", "ZERO_UUID", "default_maker", "fresh_default"]

ZERO_UUID = "00000000-0000-0000-0000-000000000000"


@dataclasses.dataclass(eq=False)
class Field:
    """One field of a kio entity, as the checker, converter and codec spec need it."""

    name: str
    kind: str  # "prim", "array" (of prim or entity) or "entity"
    type: str  # raw kafka type of a prim or array element; "" for entities
    nullable: bool
    tag: int | None
    sub: Info | None = None  # entity / entity-array element
    default: Any = None  # plain value (or factory result) of an absent tagged field


@dataclasses.dataclass(eq=False)
class Info:
    """A kio entity class and everything derived from it (built once, cached)."""

    kio: type
    flexible: bool
    fields: list[Field]
    top: bool = False  # a whole request/response, not a struct inside one
    shadow: type = None  # type: ignore[assignment]
    check: Callable[..., int] = None  # type: ignore[assignment]
    convert: Callable[[Any], dict] = None  # type: ignore[assignment]
    #: the one-pass decoder (:func:`dissector.wire.onepass.decoder_of`), built on first use
    decode: Callable[..., tuple[dict, int]] = None  # type: ignore[assignment]


def fresh_default(value: Any) -> Any:
    """A copy of a default that the caller may mutate.

    Defaults are JSON-like (dicts, lists, ints, strings, None): dicts and
    lists are copied level by level (``copy.deepcopy``'s memo costs ~10x on
    the --full path, once per absent tagged field), anything else is shared.
    """
    t = type(value)
    if t is list:
        return [fresh_default(x) for x in value] if value else []
    if t is dict:
        return {k: fresh_default(v) for k, v in value.items()}
    return copy.deepcopy(value) if isinstance(value, (list, dict)) else value


def default_maker(value: Any) -> Callable[[], Any]:
    """A function returning fresh copies of the default ``value`` (as :func:`fresh_default`),
    the cheapest that is safe: ``dict.copy`` for a dict of immutable values, ``list`` for
    an empty list, the value itself when it is immutable."""
    if type(value) is dict and all(
        type(v) in (int, str, bool, float, type(None)) for v in value.values()
    ):
        return value.copy
    if type(value) is list and not value:
        return list
    if not isinstance(value, (list, dict)):
        return lambda: value
    return lambda: fresh_default(value)
