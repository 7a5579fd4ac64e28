"""Bodies of the standard Kafka APIs, decoded with kio: the decode entry points.

Owns: turning the body of a standard request or response (the bytes after
its header) into the package's plain-Python convention, using kio's entity
classes (generated from Apache Kafka's message specs) and its native reader:
:func:`decode_standard`, :func:`decode_standard_prefix` (a body cut short),
:func:`decode_standard_nulls` (nulls the spec forbids, read as null) and
:func:`decode_api_versions_fallback`.  The pieces they use live beside it:
field layouts of kio's classes and their converters in
:mod:`dissector.wire.kio_layout`, the generated checkers in
:mod:`dissector.wire.checkers`, the legacy specs in :mod:`dissector.wire.legacy`,
the per-version entry table in :mod:`dissector.wire.entries`, the error-code rule
in :mod:`dissector.wire.errorcode`.

Output convention (the same as :mod:`dissector.wire.codec`): dicts with kio's
snake_case field names in spec order, nested structs as dicts, arrays as
lists, ints for every integer (error codes, and durations and timestamps as
the milliseconds on the wire: a null ``log_append_time`` is ``-1``), ``str``,
``bytes`` (also for record batches), ``None`` for null, uuids as strings (a
null uuid is the zero uuid).  Unknown tagged fields, which the protocol lets
a newer peer send, are kept as ``{"_unknown_tags": {tag: bytes}}``.

How a body is decoded: first in one pass by the decoder generated for it
(:mod:`dissector.wire.onepass`: checks and values in one walk, the error code
noted on the way), which refuses anything the general path would not read
its own way; then, for what it refuses, by the general path
(:func:`decode_standard_reference`), in three steps:

1. A checker generated per entity (:mod:`dissector.wire.checkers`) walks the
   bytes without building values:
   every length, count, varint, tagged-field section and null is checked
   against the spec and the body's end.  Bad bytes stop here as Malformed
   with the exact offset.  This step is also what makes step 2 safe: kio's
   native reader sizes an array's buffer from the count on the wire before
   reading it, so a corrupt count (say ``0xfffffffe``) makes it request tens
   of GiB and the Rust allocator *aborts the process*; no exception to catch.
2. kio's native reader decodes the checked body into "shadow" dataclasses
   (kio's entities with error codes, durations and timestamps read as the
   raw integers, so unknown error codes and out-of-range times cannot fail),
   and a converter generated per entity turns them into dicts
   (:mod:`dissector.wire.kio_layout`).
3. When kio cannot take a body that step 1 accepted (an unknown tagged
   field, a null in a nullable tagged field, a bool byte other than 0/1, a
   null-struct marker other than -1) or rejects its text (not UTF-8: that
   is Malformed ``bad_string_length``), the body is decoded by
   :mod:`dissector.wire.codec` from a spec built out of the same kio entity.

Versions kio does not have (Produce v0-2, Fetch v0-3, ListOffsets v0, ...
and the inter-broker APIs 4-7) are checked like a kio body and decoded by
:mod:`dissector.wire.codec` from their Kafka 3.x spec in ``dissector/kafka/legacy``,
into the same convention (see :mod:`dissector.wire.legacy`).

Protocol exceptions written as data: :data:`~dissector.wire.entries.VERSION_FALLBACKS`
(the ApiVersions "v0 fallback" of KIP-511), decoded here.

:data:`ERROR_CODE_RULE` is :mod:`dissector.wire.errorcode`'s; it stays importable
from this module because the docs name it ``dissector.wire.standard.ERROR_CODE_RULE``
(``docs/guide/read.md``).

Must not import: capture reading, reassembly, pandas or the CLI.
"""

from __future__ import annotations

import struct
from typing import Any

from ..errors import Malformed
from . import codec
from .checkers import mismatch
from .entity import Info, fresh_default
from .entries import ENTRIES, UNCOMPILABLE, VERSION_FALLBACKS, Entry, UnsupportedVersion, entry_of
from .errorcode import ERROR_CODE_RULE, error_code_of
from .kio_layout import kio_word, source
from .legacy import LegacyEntry
from .onepass import fast_decoder

__all__ = [
    "ERROR_CODE_RULE",
    "decode_api_versions_fallback",
    "decode_standard",
    "decode_standard_coded",
    "decode_standard_nulls",
    "decode_standard_prefix",
    "decode_standard_reference",
]

_I16 = struct.Struct(">h").unpack_from


# ------------------------------------------------ codec output (third step)


def _complete(d: dict, info: Info) -> dict:
    """Codec output -> the kio path's shape: absent tagged fields filled, spec order."""
    out = {}
    for f in info.fields:
        if f.name not in d:
            out[f.name] = fresh_default(f.default)
            continue
        v = d[f.name]
        if v is not None and f.sub is not None:
            v = _complete(v, f.sub) if f.kind == "entity" else [_complete(x, f.sub) for x in v]
        out[f.name] = v
    if "_unknown_tags" in d:
        out["_unknown_tags"] = d["_unknown_tags"]
    return out


# --------------------------------------------------------------- decoding


def _decode(e: Entry, buf: Any, pos: int, end: int, base: int) -> dict:
    """Check, then decode with kio (or the codec when kio cannot); offsets relative to base."""
    limit = min(end, len(buf))
    st = [False, 0, 0, False]
    try:
        p = e.info.check(buf, pos, limit, st)
    except Malformed as err:
        raise Malformed(err.word, err.offset - base, err.detail) from None
    except Exception as err:  # a checker bug must not escape as anything else
        raise Malformed(kio_word(err), pos - base, f"{type(err).__name__}: {err}") from None
    if p != end:
        raise mismatch(p, end, base)
    if not st[1]:
        try:
            obj, n = e.read(buf, pos)
            if n == end - pos:
                return e.info.convert(obj)
        except Exception:  # kio refused a checked body: the codec decides
            pass
    return _decode_codec(e, buf, pos, end, base)


def _decode_codec(e: Entry, buf: Any, pos: int, end: int, base: int) -> dict:
    """Third step: strict text check, then :mod:`dissector.wire.codec` with a spec from kio's."""
    try:
        e.info.check(buf, pos, end, [True, 0, 0, False])
    except Malformed as err:
        raise Malformed(err.word, err.offset - base, err.detail) from None
    except Exception as err:
        raise Malformed(kio_word(err), pos - base, f"{type(err).__name__}: {err}") from None
    return _codec_value(e, buf, pos, end, base)


def _decode_legacy(e: LegacyEntry, buf: Any, pos: int, end: int, base: int) -> dict:
    """A version kio lacks: the strict check, then :mod:`dissector.wire.codec`, its legacy spec."""
    try:
        p = e.info.check(buf, pos, min(end, len(buf)), [True, 0, 0, False])
    except Malformed as err:
        raise Malformed(err.word, err.offset - base, err.detail) from None
    except Exception as err:
        raise Malformed(kio_word(err), pos - base, f"{type(err).__name__}: {err}") from None
    if p != end:
        raise mismatch(p, end, base)
    return _codec_value(e, buf, pos, end, base)


def _codec_value(
    e: Entry | LegacyEntry, buf: Any, pos: int, end: int, base: int, nulls: list | None = None
) -> dict:
    """A checked body decoded by :mod:`dissector.wire.codec`, in the kio path's shape.
    ``nulls``: where to put the ``nullable_violation@N`` words of nulls the spec allows
    none for (read as null); without it such a null is Malformed."""
    try:
        value, p, notes = codec.decode_body(e.spec, e.version, buf, pos, end, base)
    except Malformed:
        raise
    except Exception as err:
        raise Malformed(kio_word(err), pos - base, f"{type(err).__name__}: {err}") from None
    if notes and nulls is None:
        word, _, off = notes[0].partition("@")
        raise Malformed(word, int(off), "null in a field that is not nullable")
    if nulls is not None:
        nulls.extend(notes)
    if p != end:
        raise mismatch(p, end, base)
    return _complete(value, e.info)


def decode_standard_nulls(
    api_key: int,
    api_version: int,
    kind: str,
    buf: bytes | memoryview,
    pos: int,
    end: int,
    base: int = 0,
) -> tuple[dict, list[str]]:
    """A body :func:`decode_standard` refused with ``nullable_violation`` (a null where the
    spec allows none, e.g. Tansu's DescribeUserScramCredentials v0 ``results``), decoded
    with that null read as null, as the codec reads mirror bodies.

    Returns ``(body, words)``: the body in :func:`decode_standard`'s shape and the
    ``nullable_violation@N`` expert words (offsets relative to ``base``).  Raises
    Malformed (or :class:`UnsupportedVersion`) as :func:`decode_standard` does for any
    other fault.
    """
    e = entry_of(api_key, api_version, kind)
    if e is None:
        raise UnsupportedVersion(pos - base, f"{kind} v{api_version} of api_key {api_key}")
    words: list[str] = []
    return _codec_value(e, source(buf), pos, end, base, words), words


def _entry(api_key: int, api_version: int, kind: str, pos: int, end: int, base: int) -> Any:
    """The entry of a standard body, or the Malformed that :func:`decode_standard` raises."""
    if pos > end:
        raise Malformed(
            "pdu_length_mismatch", end - base, f"header runs {pos - end} bytes past the PDU"
        )
    e = ENTRIES.get((api_key, api_version, kind), False)
    if e is False:
        e = entry_of(api_key, api_version, kind)
    if e is None:
        from ..kafka.protocol import API_NAMES

        if api_key in API_NAMES:
            why = UNCOMPILABLE.get((api_key, api_version, kind), "not in kio nor legacy specs")
            raise UnsupportedVersion(
                pos - base, f"{API_NAMES[api_key]} {kind} v{api_version}: {why}"
            )
        raise Malformed("unknown_api_key", pos - base, f"api_key {api_key}")
    return e


def decode_standard(
    api_key: int,
    api_version: int,
    kind: str,
    buf: bytes | memoryview,
    pos: int,
    end: int,
    base: int = 0,
) -> dict:
    """Decode the body of a standard Kafka request or response in ``buf[pos:end]``.

    ``kind`` is ``"request"`` or ``"response"``; ``pos`` is the first byte
    after the header, ``end`` the end of the frame.  Returns the body as a
    dict (see the module docstring); an ApiVersions response read in the v0
    fallback format carries ``"_fallback": True``.

    Raises Malformed (offsets relative to ``base``, the start of the Kafka
    frame): ``pdu_length_mismatch`` when the body does not end exactly at
    ``end``, ``bad_string_length`` / ``bad_bytes_length`` /
    ``bad_array_length`` / ``bad_varint`` / ``bad_tagged_fields`` /
    ``nullable_violation`` for bad bytes, ``unknown_api_key``, and
    :class:`UnsupportedVersion` (``unsupported_api_version``, at ``pos``)
    for an API or version neither kio nor ``dissector/kafka/legacy`` has a spec
    for.  No other exception escapes for any bytes.

    Decoded in one pass where it can (:mod:`dissector.wire.onepass`); the same answer as
    :func:`decode_standard_reference`, the general path, for every input.
    """
    return decode_standard_coded(api_key, api_version, kind, buf, pos, end, base)[0]


def decode_standard_coded(
    api_key: int,
    api_version: int,
    kind: str,
    buf: bytes | memoryview,
    pos: int,
    end: int,
    base: int = 0,
) -> tuple[dict, int | None]:
    """:func:`decode_standard`'s body and the body's error code, ``(body, code)``.

    ``code`` is :func:`~dissector.wire.errorcode.error_code_of` of the body (the
    rule :data:`ERROR_CODE_RULE`; None when the body has no error_code field),
    noted on the way by the one-pass decoder rather than by walking the dict.
    Raises as :func:`decode_standard` does.
    """
    key = (api_key, api_version, kind)
    fast = _FAST.get(key)
    if fast is None:
        fast = _FAST[key] = _fast_entry(api_key, api_version, kind)
    dec, announce = fast
    if dec is not None and pos <= end:
        src = buf if type(buf) is bytes else source(buf)
        if announce is None or not _announces(announce, src, pos, end):
            st = [0, False]
            try:
                body, p = dec(src, pos, min(end, len(src)), st)
                if p == end:
                    return body, (st[0] if st[1] else None)
            except Exception:  # noqa: S110 - refused: bad bytes, or what kio reads otherwise
                pass
    body = decode_standard_reference(api_key, api_version, kind, buf, pos, end, base)
    return body, error_code_of(body)


#: per (api_key, version, kind): its one-pass decoder (None: the general path only) and the
#: error code announcing the fallback format (None: no fallback format to try first)
_FAST: dict[tuple[int, int, str], tuple[Any, int | None]] = {}


def _fast_entry(api_key: int, api_version: int, kind: str) -> tuple[Any, int | None]:
    fb = VERSION_FALLBACKS.get(api_key) if kind == "response" else None
    announce = None if fb is None or api_version == fb[1] else fb[0]
    return fast_decoder(api_key, api_version, kind), announce


def _announces(code: int, buf: Any, pos: int, end: int) -> bool:
    """Whether the body starts with the error code announcing the fallback format."""
    return end - pos >= 2 and pos + 2 <= len(buf) and _I16(buf, pos)[0] == code


def decode_standard_reference(
    api_key: int,
    api_version: int,
    kind: str,
    buf: bytes | memoryview,
    pos: int,
    end: int,
    base: int = 0,
) -> dict:
    """:func:`decode_standard` by the general path only (checker, kio's reader, converter,
    else the codec): the reference the one-pass decoders are tested against."""
    e = _entry(api_key, api_version, kind, pos, end, base)
    src = source(buf)
    if type(e) is LegacyEntry:
        return _decode_legacy(e, src, pos, end, base)
    if e.fallback is not None:
        return _decode_with_fallback(e, src, pos, end, base)
    return _decode(e, src, pos, end, base)


def decode_standard_prefix(
    api_key: int,
    api_version: int,
    kind: str,
    buf: bytes | memoryview,
    pos: int,
    cut: int,
    end: int,
    base: int = 0,
) -> tuple[dict, int | None, str | None, list[str]]:
    """What was captured of a standard body cut at ``cut`` (it runs to ``end`` on the wire).

    Decoded by :func:`dissector.wire.codec.decode_prefix` with the spec made from
    kio's classes (or ``dissector/kafka/legacy``): kio reads whole bodies only.
    Returns ``(fields, offset, path, notes)`` as decode_prefix does (values in
    the codec's shape: uuids as strings, records as bytes).  Raises
    :class:`UnsupportedVersion` or Malformed like :func:`decode_standard`.
    """
    e = entry_of(api_key, api_version, kind)
    if e is None:
        raise UnsupportedVersion(pos - base, f"{kind} v{api_version} of api_key {api_key}")
    try:
        return codec.decode_prefix(e.spec, e.version, source(buf), pos, cut, end, base)
    except Malformed:
        raise
    except Exception as err:
        raise Malformed(kio_word(err), pos - base, f"{type(err).__name__}: {err}") from None


def _decode_with_fallback(e: Entry, buf: Any, pos: int, end: int, base: int) -> dict:
    """A response that may be in the older format of :data:`VERSION_FALLBACKS`.

    The announcing error code tries the old format first (that is what brokers
    send); otherwise, like Kafka's Java client, the old format is tried only
    when the asked version cannot read the body.
    """
    code, fb = e.fallback  # type: ignore[misc]
    if _announces(code, buf, pos, end):
        try:
            return _fallback_dict(fb, buf, pos, end, base)
        except Malformed:
            return _decode(e, buf, pos, end, base)
    try:
        return _decode(e, buf, pos, end, base)
    except Malformed as err:
        try:
            return _fallback_dict(fb, buf, pos, end, base)
        except Malformed:
            raise err from None


def _fallback_dict(fb: Entry, buf: Any, pos: int, end: int, base: int) -> dict:
    d = _decode(fb, buf, pos, end, base)
    d["_fallback"] = True
    return d


def decode_api_versions_fallback(
    buf: bytes | memoryview, pos: int, end: int, base: int = 0
) -> dict:
    """Decode an ApiVersions response body in the v0 fallback format (``"_fallback": True``).

    Raises Malformed like :func:`decode_standard` when the bytes are not a v0 body.
    """
    (api_key,) = VERSION_FALLBACKS  # ApiVersions, the one API with a fallback format
    fb = entry_of(api_key, VERSION_FALLBACKS[api_key][1], "response")
    assert fb is not None
    if pos > end:
        raise Malformed("pdu_length_mismatch", end - base, "header runs past the PDU")
    return _fallback_dict(fb, source(buf), pos, end, base)
