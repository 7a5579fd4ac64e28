"""What the one-pass decoders call at run time: one set of helpers for both of their forms.

Owns: the names the source written by :mod:`dissector.wire.onepass` refers to
(:data:`HELPERS`: its short private name -> the public name here), and those
helpers: :class:`Refused` and its one instance, uuid text, arrays of bools and uuids,
the unpackers of arrays of fixed-size values (:data:`ARRAYS`, filled as counts
are met), the defaults' makers.  The same decoder source runs in two forms: executed
at run time (``exec``, for a body :mod:`dissector.wire.onepass` writes on first use) and
as the committed modules ``dissector/wire/gen_onepass_*.py`` that ``python -m codegen``
writes at build time (compiled by the accelerator, :mod:`dissector.native`); both bind
these same objects.

Must not import: kio, the entry table, the decoders, capture reading, reassembly,
pandas or the CLI.
"""

from __future__ import annotations

import struct
from collections.abc import Callable
from typing import Any

from . import codec
from .entity import default_maker

__all__ = [
    "ABSENT",
    "ARRAYS",
    "HELPERS",
    "I16",
    "I32",
    "REFUSED",
    "Refused",
    "Struct",
    "bools",
    "default_maker",
    "helper_imports",
    "unpacker",
    "uuid_text",
    "uuids",
    "uvarint",
]

Struct = struct.Struct
uvarint = codec.uvarint


class Refused(Exception):
    """Raised by a one-pass decoder for a body it leaves to the general path."""


#: what a decoder raises (one instance: raising it costs no construction)
REFUSED = Refused()
#: marks a tagged field not (yet) read
ABSENT = Refused()
I16 = struct.Struct(">h").unpack_from
I32 = struct.Struct(">i").unpack_from


def uuid_text(b: bytes) -> str:
    """16 bytes as uuid text, as ``str(uuid.UUID(bytes=b))`` writes it."""
    h = b.hex()
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def bools(buf: Any, pos: int, n: int) -> list[bool]:
    """``n`` bool bytes from ``buf[pos:]``; raises :data:`REFUSED` for a byte other than 0/1."""
    out = []
    for b in bytes(buf[pos : pos + n]):
        if b > 1:
            raise REFUSED
        out.append(b == 1)
    return out


def uuids(buf: Any, pos: int, n: int) -> list[str]:
    """``n`` uuids (16 bytes each) from ``buf[pos:]``, as text."""
    return [uuid_text(bytes(buf[p : p + 16])) for p in range(pos, pos + 16 * n, 16)]


#: struct codes of the fixed-size types the decoders read arrays of
_CODES = ("B", "b", "h", "H", "i", "I", "q", "d", "16s")
#: unpackers of n fixed-size values, by struct code and n (filled as counts are met)
ARRAYS: dict[str, dict[int, Callable[..., tuple]]] = {c: {} for c in _CODES}


def unpacker(code: str, n: int) -> Callable[..., tuple]:
    """The unpacker of ``n`` values of struct ``code`` (kept for the next array of ``n``)."""
    u = struct.Struct(f">{n}{code}").unpack_from
    if len(ARRAYS[code]) < 4096:
        ARRAYS[code][n] = u
    return u


#: the decoders' names for the helpers: short private name -> public name of this module
HELPERS = {
    "_R": "REFUSED",
    "_ABS": "ABSENT",
    "_uvarint": "uvarint",
    "_uuid": "uuid_text",
    "_bools": "bools",
    "_uuids": "uuids",
    "_unpacker": "unpacker",
    "_I16": "I16",
    "_I32": "I32",
    "_S": "Struct",
    "_ARRAYS": "ARRAYS",
    "_maker": "default_maker",
}


def helper_imports() -> dict[str, Any]:
    """``{short name: object}`` of :data:`HELPERS`: the namespace a decoder is executed in."""
    g = globals()
    return {short: g[public] for short, public in HELPERS.items()}
