"""Kafka framing: the 4-byte size prefix, and nothing else.

Owns: the size-prefix rule (``frame_size_word``, ``frame_ends``,
``split_frames``: written once, used by the dissector's framer, the scenario
actors and, as generated constants, the Lua plugin's ``get_len``) and its
limits (``DEFAULT_MAX_FRAME``, ``MIN_FRAME``).  Offsets in errors count from the
frame's first byte (its size field).  Headers are :mod:`dissector.wire.headers`'.

Must not import: anything of the project but :mod:`dissector.errors` (the framer,
which knows no Kafka, builds on it).
"""

from __future__ import annotations

import struct

from ..errors import Malformed

__all__ = [
    "DEFAULT_MAX_FRAME",
    "MIN_FRAME",
    "frame_ends",
    "frame_size_word",
    "split_frames",
]

#: Largest frame accepted by default, in bytes: Kafka's socket.request.max.bytes (100 MiB).
DEFAULT_MAX_FRAME = 104_857_600
#: Smallest plausible frame body: a response header v0 (correlation_id).
MIN_FRAME = 4

_SIZE = struct.Struct(">i")


def frame_size_word(size: int, max_frame: int, min_size: int = MIN_FRAME) -> str | None:
    """The expert word of a size field no frame can have, else None.

    ``bad_frame_size`` below ``min_size`` (``MIN_FRAME``; 0 for raw SASL
    tokens), ``frame_too_large`` above ``max_frame``.  The one size rule:
    :func:`split_frames`, :func:`frame_ends` and the dissector's framer use it.
    """
    if size < min_size:
        return "bad_frame_size"
    if size > max_frame:
        return "frame_too_large"
    return None


def frame_ends(
    buffer: bytes | bytearray | memoryview, max_frame: int = DEFAULT_MAX_FRAME, pos: int = 0
) -> tuple[list[int], int]:
    """``(ends, stop)``: where each whole frame from ``pos`` on ends, and where they stop.

    ``stop`` is the start of the first frame that is incomplete or whose size
    field :func:`frame_size_word` rejects (or the end of the frames).
    """
    ends: list[int] = []
    n = len(buffer)
    unpack = _SIZE.unpack_from
    while n - pos >= 4:
        size = unpack(buffer, pos)[0]
        if size < MIN_FRAME or size > max_frame:  # (frame_size_word, inline: per frame)
            break
        end = pos + 4 + size
        if end > n:
            break
        ends.append(end)
        pos = end
    return ends, pos


def split_frames(
    buffer: bytes | bytearray | memoryview, max_frame: int = DEFAULT_MAX_FRAME
) -> tuple[list[tuple[int, int]], int]:
    """Find the complete frames at the start of ``buffer``.

    Returns ``(frames, rest)``: ``frames`` lists ``(start, end)`` index pairs
    (``start`` at the size field, ``end`` just past the body) and ``rest`` is
    the index where the first incomplete frame begins.  Raises Malformed
    ``frame_too_large`` (size above ``max_frame``) or ``bad_frame_size``
    (negative or below 4) at the offending frame's offset within ``buffer``;
    the frames before it are on the exception as ``.frames``.
    """
    ends, pos = frame_ends(buffer, max_frame)
    frames = list(zip([0, *ends], ends, strict=False))
    if len(buffer) - pos >= 4:
        size = _SIZE.unpack_from(buffer, pos)[0]
        word = frame_size_word(size, max_frame)
        if word is not None:
            err = Malformed(word, pos, f"frame size {size}")
            err.frames = frames  # type: ignore[attr-defined]
            raise err
    return frames, pos
