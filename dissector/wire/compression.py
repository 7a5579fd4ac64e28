"""Decompression of record batches and wrapper messages, bounded by a limit.

Owns: :func:`decompress`, the one way compressed records bytes become
decompressed bytes: gzip, snappy (xerial framing, as Java clients write it,
or one raw block, as librdkafka does), lz4 frame (with the frame header
checksum that Kafka 0.8/0.9 wrote wrongly for magic 0 repaired, KAFKA-3160)
and zstd, never allocating more than the limit; the codec names by the
attribute bits (:data:`COMPRESSION_NAMES`).  A failure is an answer, not an
exception: ``(None, why)``, ``why`` naming the codec and the failure.

Decompression goes through cramjam's bounded path, except that a payload
which is one whole zstd, lz4 or gzip frame within the limit goes through a
reused ``zstandard`` context, ``lz4.frame`` or zlib first (the same bytes,
several times faster on small batches; anything they refuse goes to
cramjam, which also words the failure: :func:`cramjam_decompress`).

Must not import: anything of this package (it knows no batch, budget or
expert word), capture reading, reassembly, pandas or the CLI.
"""

from __future__ import annotations

import struct
import threading
import zlib
from typing import Any

import cramjam

__all__ = ["COMPRESSION_NAMES", "cramjam_decompress", "decompress", "xxh32_short"]

#: Compression codec names by the attribute bits 0-2 (magic 0/1 stop at lz4).
COMPRESSION_NAMES: tuple[str, ...] = ("none", "gzip", "snappy", "lz4", "zstd")

_XERIAL_MAGIC = b"\x82SNAPPY\x00"
_LZ4_MAGIC = b"\x04\x22\x4d\x18"
_FIRST_GUESS = 8  # first output buffer: this many times the compressed size
_I32 = struct.Struct(">i")


def decompress(
    codec: str, payload: memoryview, limit: int, magic: int
) -> tuple[bytearray | None, str | None]:
    """``(decompressed bytes, None)``, or ``(None, why)`` if corrupt, unknown or past ``limit``.

    ``why`` names the codec and the failure, e.g. ``gzip: invalid gzip header``
    (the decompressor's own words) or ``zstd: decompresses past the limit of
    67108864 bytes``.

    Never allocates more than ``limit`` bytes of output: snappy blocks carry
    their decompressed length, checked before decompressing; the stream
    codecs decompress into a bounded buffer that grows up to ``limit`` and
    stop when it is full.
    """
    try:
        if codec == "snappy":
            return _snappy(payload, limit)
        if codec == "lz4" and magic == 0:
            payload = _fix_lz4_header(payload)
        fast = _FAST.get(codec)
        if fast is not None:
            out = fast(payload, limit)
            if out is not None:
                return out, None
        mod = _STREAM_CODECS.get(codec)
        if mod is None:
            return None, f"{codec}: no such compression codec (attributes bits 0-2)"
        return _bounded(codec, mod.decompress_into, payload, limit)
    except Exception as e:  # third-party decoders: any failure means "does not decompress"
        return None, f"{codec}: {_why(e)}"


_STREAM_CODECS = {"gzip": cramjam.gzip, "lz4": cramjam.lz4, "zstd": cramjam.zstd}
_local = threading.local()


def _zstd_fast(payload: Any, limit: int) -> bytes | None:
    """One zstd frame of at most ``limit`` bytes (its declared size, else the first guess of
    :func:`_bounded`) with nothing after it, through a reused ``zstandard`` context
    (cramjam makes a new one per call: ~40 µs on a small batch); None for anything else
    (the caller then takes cramjam's bounded path, which also words the failures)."""
    dctx = getattr(_local, "zstd", None)
    if dctx is None:
        dctx = _local.zstd = zstandard.ZstdDecompressor()
    try:
        size = zstandard.frame_content_size(payload)
        if size > limit:
            return None
        guess = size if size >= 0 else min(limit, max(1 << 16, _FIRST_GUESS * len(payload)))
        return dctx.decompress(payload, max_output_size=guess, allow_extra_data=False)
    except Exception:  # any refusal: cramjam's path decides and words it
        return None


def _lz4_fast(payload: Any, limit: int) -> bytes | None:
    """One whole LZ4 frame of at most the first guess of :func:`_bounded` (and ``limit``)
    bytes, through ``lz4.frame`` (cramjam's lz4 costs ~20 µs a call on small batches);
    None for anything else (the caller then takes cramjam's bounded path)."""
    d = lz4.frame.LZ4FrameDecompressor()
    try:
        out = d.decompress(
            payload, max_length=min(limit, max(1 << 16, _FIRST_GUESS * len(payload)))
        )
    except Exception:  # any refusal: cramjam's path decides and words it
        return None
    if not d.eof or d.unused_data:
        return None
    return out


def _gzip_fast(payload: Any, limit: int) -> bytes | None:
    """One whole gzip member of at most the first guess of :func:`_bounded` (and ``limit``)
    bytes, through the standard library's zlib (cramjam's gzip costs more on small
    batches); None for anything else: several members, bytes after it, a bad trailer (the
    caller then takes cramjam's bounded path)."""
    d = zlib.decompressobj(31)
    try:
        out = d.decompress(payload, min(limit, max(1 << 16, _FIRST_GUESS * len(payload))))
    except Exception:  # any refusal: cramjam's path decides and words it
        return None
    if not d.eof or d.unused_data or d.unconsumed_tail:
        return None
    return out


#: Faster decoders for the common case, when installed (same bytes out; cramjam otherwise).
_FAST: dict[str, Any] = {"gzip": _gzip_fast}
try:
    import zstandard

    _FAST["zstd"] = _zstd_fast
except ImportError:  # pragma: no cover - zstandard is a dependency
    pass
try:
    import lz4.frame

    _FAST["lz4"] = _lz4_fast
except ImportError:  # pragma: no cover - lz4 is a dependency
    pass


def cramjam_decompress(codec: str, payload: Any, limit: int) -> tuple[bytearray | None, str | None]:
    """gzip, lz4 or zstd through cramjam alone, bounded by ``limit``, as :func:`decompress`
    answers (the path the faster decoders step aside to; tests hold them to it)."""
    return _bounded(codec, _STREAM_CODECS[codec].decompress_into, payload, limit)


def _why(e: BaseException) -> str:
    """A decompressor's error as one short line (its type when it says nothing)."""
    text = " ".join(str(e).split())
    return text[:200] if text else type(e).__name__


def _bounded(
    codec: str, decompress_into: Any, payload: Any, limit: int
) -> tuple[bytearray | None, str | None]:
    size = min(limit, max(1 << 16, _FIRST_GUESS * len(payload)))
    while True:
        out = bytearray(size)
        try:
            n = decompress_into(payload, out)
        except cramjam.DecompressionError as e:
            # cramjam reports a full output buffer as "failed to write whole buffer"
            if "whole buffer" not in str(e):
                return None, f"{codec}: {_why(e)}"
            if size >= limit:
                return None, f"{codec}: decompresses past the limit of {limit} bytes"
            del out
            size = min(limit, size * 4)
            continue
        del out[n:]
        return out, None


def _snappy(payload: memoryview, limit: int) -> tuple[bytearray | None, str | None]:
    """Snappy as Kafka carries it: xerial blocks (Java clients) or one raw block (librdkafka)."""
    past = f"snappy: decompresses past the limit of {limit} bytes"
    if len(payload) >= 16 and payload[:8] == _XERIAL_MAGIC:
        blocks = []
        total = 0
        pos = 16
        while pos < len(payload):
            n = _I32.unpack_from(payload, pos)[0] if pos + 4 <= len(payload) else -1
            if n < 0 or pos + 4 + n > len(payload):
                return None, f"snappy: xerial block at byte {pos} runs past the data"
            block = payload[pos + 4 : pos + 4 + n]
            size = cramjam.snappy.decompress_raw_len(block)
            total += size
            if total > limit:
                return None, past
            blocks.append((block, size))
            pos += 4 + n
    else:
        total = cramjam.snappy.decompress_raw_len(payload)
        if total > limit:
            return None, past
        blocks = [(payload, total)]
    out = bytearray(total)
    view = memoryview(out)
    at = 0
    for block, size in blocks:
        if cramjam.snappy.decompress_raw_into(block, view[at : at + size]) != size:
            return None, "snappy: a block decompresses to fewer bytes than it declares"
        at += size
    view.release()
    return out, None


def _fix_lz4_header(payload: memoryview) -> memoryview | bytes:
    """Repair the frame header checksum that Kafka 0.8/0.9 wrote wrongly for magic 0 lz4.

    KAFKA-3160: the checksum was computed over the 4 magic bytes as well as
    the frame descriptor.  The descriptor is FLG, BD, an 8-byte content size
    if FLG bit 3, a 4-byte dictionary id if FLG bit 0; then the checksum byte,
    ``(xxh32(descriptor) >> 8) & 0xFF``.
    """
    if len(payload) < 7 or payload[:4] != _LZ4_MAGIC:
        return payload
    flg = payload[4]
    hc_at = 6 + (8 if flg & 0x08 else 0) + (4 if flg & 0x01 else 0)
    if len(payload) <= hc_at:
        return payload
    hc = (xxh32_short(bytes(payload[4:hc_at])) >> 8) & 0xFF
    if payload[hc_at] == hc:
        return payload
    return b"".join((payload[:hc_at], bytes((hc,)), payload[hc_at + 1 :]))


_P1, _P2, _P3, _P4, _P5 = 2654435761, 2246822519, 3266489917, 668265263, 374761393
_M32 = 0xFFFFFFFF


def xxh32_short(data: bytes, seed: int = 0) -> int:
    """XXH32 of fewer than 16 bytes (enough for an LZ4 frame descriptor).

    >>> hex(xxh32_short(b"")), hex(xxh32_short(b"a")), hex(xxh32_short(b"abc"))
    ('0x2cc5d05', '0x550d7456', '0x32d153ff')
    """
    n = len(data)
    if n >= 16:
        raise ValueError("xxh32_short takes fewer than 16 bytes")
    h = (seed + _P5 + n) & _M32
    i = 0
    while i + 4 <= n:
        h = (h + int.from_bytes(data[i : i + 4], "little") * _P3) & _M32
        h = ((((h << 17) | (h >> 15)) & _M32) * _P4) & _M32
        i += 4
    while i < n:
        h = (h + data[i] * _P5) & _M32
        h = ((((h << 11) | (h >> 21)) & _M32) * _P1) & _M32
        i += 1
    h ^= h >> 15
    h = (h * _P2) & _M32
    h ^= h >> 13
    h = (h * _P3) & _M32
    h ^= h >> 16
    return h
