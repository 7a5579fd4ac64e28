"""A response's error code: the one rule, on bytes and on a decoded body.

Owns: :data:`ERROR_CODE_RULE` and its three readers: :func:`error_code_of` (a
decoded body), :func:`scan_error_code` (the bytes, walked by the body's checker
without building values, answers for small bodies remembered) and
:func:`response_error_code` (a fixed-offset top-level error_code first, then the
walk); :func:`layout_info`, the checkers of responses built from the layouts
precomputed in ``kafka_facts.json`` (so the default read never imports kio's
entity modules).

Must not import: the decoders (:mod:`dissector.wire.standard`), the codec,
capture reading, reassembly, pandas or the CLI.
"""

from __future__ import annotations

import hashlib
import json
import struct
from functools import cache
from typing import Any

from ..errors import Malformed
from ..kafka.facts import scan_layouts
from . import gen_checkers
from .checkers import gen_check, mismatch
from .entity import Field, Info
from .entries import UnsupportedVersion, entry_of
from .fastpath import error_code_offset
from .kio_layout import kio_word, source

__all__ = [
    "ERROR_CODE_RULE",
    "error_code_of",
    "layout_fields",
    "layout_info",
    "response_error_code",
    "scan_digest",
    "scan_error_code",
]

_I16 = struct.Struct(">h").unpack_from


@cache
def _scan_tops() -> frozenset[int]:
    """Indexes of the precomputed layouts that are whole responses."""
    return frozenset(scan_layouts()[1].values())


@cache
def layout_fields(index: int) -> Info:
    """The :class:`Info` of entity ``index`` of the precomputed layouts, its fields only
    (its checker: :func:`layout_info`)."""
    entities, _responses = scan_layouts()
    name, flexible, fields = entities[index]
    top = index in _scan_tops()
    info = Info(type(name, (), {"__qualname__": name}), flexible, [], top)
    for fname, kind, typ, nullable, tag, sub in fields:
        info.fields.append(
            Field(fname, kind, typ, nullable, tag, None if sub is None else layout_fields(sub))
        )
    return info


def layout_info(index: int) -> Info:
    """The checker-only :class:`Info` of entity ``index`` of the precomputed layouts: its
    checker is the one ``python -m codegen`` wrote into ``gen_checkers_*.py`` (compiled by
    the accelerator), else (those modules written from other layouts) the same source
    written and executed now, its structs' first."""
    info = layout_fields(index)
    if info.check is None:
        if _built():
            info.check = gen_checkers.part(gen_checkers.PARTS[index]).CHECKERS[index]
        else:
            for row in scan_layouts()[0][index][2]:
                if row[5] is not None:
                    layout_info(row[5])
            info.check = gen_check(info)
    return info


def scan_digest() -> str:
    """The SHA-256 of the precomputed layouts (their JSON, keys sorted): what
    ``gen_checkers.py`` records of the layouts it was written from."""
    text = json.dumps(scan_layouts()[0], sort_keys=True)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


@cache
def _built() -> bool:
    """Whether the generated checkers were written from the facts table's layouts."""
    return gen_checkers.SOURCE_SHA256 == scan_digest()


#: The one rule for a response's error code, in every mode (``kmirror read``, ``--full``,
#: ``fields``, ``analyze``).  :func:`scan_error_code` applies it to bytes, :func:`error_code_of`
#: to a decoded body; the default read reads a fixed-offset top-level error_code and walks
#: the body only when it is 0 and the facts table says the response has nested ones.
#: Error codes sit in no tagged field of a standard response (asserted when the facts are
#: built), so field order is wire order.
ERROR_CODE_RULE = (
    "the top-level error_code if it is non-zero, else the first non-zero error_code nested "
    "below it in wire order (depth-first, in field order), else 0; None when the body has "
    "no error_code at all"
)


def error_code_of(body: dict) -> int | None:
    """A decoded body's error code by :data:`ERROR_CODE_RULE`."""
    top = body.get("error_code")
    if top.__class__ is int and top != 0:
        return top
    found = _first_nested(body, True)
    if found:
        return found
    return 0 if top is not None or found == 0 else None


def _first_nested(value: dict, top: bool) -> int | None:
    """The first non-zero error_code under ``value`` in field order (its own unless
    ``top``), 0 if all are 0, None if it holds none."""
    seen = None
    for k, v in value.items():
        c = v.__class__
        if c is int:
            if k == "error_code" and not top:
                if v:
                    return v
                seen = 0
        elif c is dict:
            r = _first_nested(v, False)
            if r:
                return r
            if r == 0:
                seen = 0
        elif c is list and v and v[0].__class__ is dict:
            for item in v:
                r = _first_nested(item, False)
                if r:
                    return r
                if r == 0:
                    seen = 0
    return seen


#: scan_error_code's answers for bodies up to _MEMO_BODY bytes, at most _MEMO_ENTRIES of them.
_MEMO_BODY = 4096
_MEMO_ENTRIES = 1024
_SCAN_MEMO: dict[tuple, int | None] = {}
#: ``(api_key, api_version, kind)`` -> the checker scan_error_code walks that body with
#: (found once: the lookups cost ~0.2 us, a Produce response's walk ~1 us)
_CHECKERS: dict[tuple[int, int, str], Any] = {}
#: ``(api_key, api_version)`` -> :func:`error_code_offset` (response_error_code's, once)
_OFFSETS: dict[tuple[int, int], int | None] = {}


def scan_error_code(
    api_key: int,
    api_version: int,
    kind: str,
    buf: bytes | bytearray | memoryview,
    pos: int,
    end: int,
    base: int = 0,
) -> int | None:
    """The body's error code by :data:`ERROR_CODE_RULE`, 0 if all are 0, None if it has none.

    Walks the body with the same checker as
    :func:`~dissector.wire.standard.decode_standard` but builds no values (a few
    microseconds).  Raises Malformed like decode_standard; its ``found`` is the
    first non-zero error code walked before the bad bytes, or None.
    The checkers of responses come from the layouts precomputed in
    ``kafka_facts.json`` (no kio import); other bodies build kio's entity.
    The answer for a body of up to 4 KiB is remembered (1,024 bodies at most), except
    for Produce responses (their offsets differ every time).
    """
    # (Produce responses carry new offsets every time: never worth remembering)
    small = api_key != 0 and end - pos <= _MEMO_BODY and end <= len(buf)
    if small:
        # a body seen before byte for byte (Metadata of an unchanged cluster, say)
        key = (api_key, api_version, kind, bytes(buf[pos:end]))
        hit = _SCAN_MEMO.get(key, _SCAN_MEMO)
        if hit is not _SCAN_MEMO:
            return hit
    check = _CHECKERS.get((api_key, api_version, kind))
    if check is None:
        at = scan_layouts()[1].get((api_key, api_version)) if kind == "response" else None
        if at is not None:
            check = layout_info(at).check
        else:
            e = entry_of(api_key, api_version, kind)
            if e is None:
                raise UnsupportedVersion(pos - base, f"{kind} v{api_version} of api_key {api_key}")
            check = e.info.check
        if check is not None:
            _CHECKERS[(api_key, api_version, kind)] = check
    st = [False, 0, 0, False]
    try:
        # (source(buf) and min(end, len(buf)), inline: a Produce response's walk is short)
        n = len(buf)
        p = check(buf if type(buf) is bytes else source(buf), pos, end if end <= n else n, st)
    except Malformed as err:
        bad = Malformed(err.word, err.offset - base, err.detail)
        bad.found = st[2] or None  # type: ignore[attr-defined]  # before the bad bytes
        raise bad from None
    except Exception as err:  # a checker bug must not escape as anything else
        raise Malformed(kio_word(err), pos - base, f"{type(err).__name__}: {err}") from None
    if p != end:
        bad = mismatch(p, end, base)
        bad.found = st[2] or None  # type: ignore[attr-defined]
        raise bad
    found = st[2] if st[3] else None
    if small:
        if len(_SCAN_MEMO) >= _MEMO_ENTRIES:
            _SCAN_MEMO.clear()
        _SCAN_MEMO[key] = found
    return found


def response_error_code(
    api_key: int, api_version: int, buf: bytes | memoryview, pos: int, end: int, base: int = 0
) -> int | None:
    """A standard response's error code by :data:`ERROR_CODE_RULE`, from its bytes.

    A non-zero top-level error_code at a fixed offset is the answer without a
    walk; otherwise the body is walked (:func:`scan_error_code`).  When the
    top-level error_code sits at a fixed offset inside the bytes, bytes the walk
    cannot follow (a body :func:`~dissector.wire.standard.decode_standard` refuses
    too, or a frame over the hold limit that the default read keeps only the
    first 128 KiB of) still give an answer: the first non-zero error code walked
    before them, else that top-level one.  Otherwise the walk's Malformed is
    raised.  The default read and ``--full`` (for a body it cannot decode) both
    answer with this.
    """
    at = _OFFSETS.get((api_key, api_version), -1)
    if at == -1:
        at = _OFFSETS[(api_key, api_version)] = error_code_offset(api_key, api_version)
    top = _I16(buf, pos + at)[0] if at is not None and pos + at + 2 <= min(end, len(buf)) else None
    if top:
        return top
    try:
        return scan_error_code(api_key, api_version, "response", buf, pos, end, base)
    except Malformed as e:
        if top is None:
            raise
        return getattr(e, "found", None) or top
