"""Record batches (magic 2) and legacy message sets (magic 0/1) in Produce and Fetch.

Batches and messages are built by hand here (struct, zigzag varints, CRC-32C,
CRC-32, cramjam or stdlib gzip), then cross-checked with kafka-python's own
batch builders and readers for every codec it can write.
"""

from __future__ import annotations

import gzip
import random
import struct
import subprocess
import sys
import textwrap
import tracemalloc
import zlib
from pathlib import Path

import cramjam
import pytest
from crc32c import crc32c

from dissector.errors import EXPERT_WORDS
from dissector.wire.compression import COMPRESSION_NAMES, xxh32_short
from dissector.wire.records import decode_records, summarize_records

from helpers import work

CODEC = {name: i for i, name in enumerate(COMPRESSION_NAMES)}
CONTROL = 0x20
TRANSACTIONAL = 0x10
LOG_APPEND = 0x08

# ------------------------------------------------------------ hand builders


def varint(n: int) -> bytes:
    """Zigzag varint, as Kafka's ByteUtils.writeVarint/writeVarlong."""
    u = (n << 1) ^ (n >> 63)
    u &= (1 << 64) - 1
    out = bytearray()
    while u > 0x7F:
        out.append((u & 0x7F) | 0x80)
        u >>= 7
    out.append(u)
    return bytes(out)


def vbytes(b: bytes | None) -> bytes:
    return varint(-1) if b is None else varint(len(b)) + b


def record(
    offset_delta: int,
    ts_delta: int,
    key: bytes | None,
    value: bytes | None,
    headers: list[tuple[str, bytes | None]] = (),
) -> bytes:
    body = b"\x00" + varint(ts_delta) + varint(offset_delta) + vbytes(key) + vbytes(value)
    body += varint(len(headers))
    for hk, hv in headers:
        body += vbytes(hk.encode()) + vbytes(hv)
    return varint(len(body)) + body


def compress(codec: str, data: bytes) -> bytes:
    if codec == "gzip":
        return gzip.compress(data)
    if codec == "snappy":  # xerial framing, as Java clients write it
        out = b"\x82SNAPPY\x00" + struct.pack(">ii", 1, 1)
        for i in range(0, len(data), 32 * 1024):
            block = bytes(cramjam.snappy.compress_raw(data[i : i + 32 * 1024]))
            out += struct.pack(">i", len(block)) + block
        return out
    if codec == "snappy_raw":  # one raw block, as librdkafka writes it
        return bytes(cramjam.snappy.compress_raw(data))
    if codec == "lz4":
        return bytes(cramjam.lz4.compress(data))
    if codec == "zstd":
        return bytes(cramjam.zstd.compress(data))
    assert codec == "none"
    return data


def batch(
    records: list[bytes],
    *,
    base_offset: int = 0,
    codec: str = "none",
    attributes: int = 0,
    leader_epoch: int = 7,
    last_offset_delta: int | None = None,
    base_timestamp: int = 1_700_000_000_000,
    max_timestamp: int = 1_700_000_000_009,
    producer_id: int = -1,
    producer_epoch: int = -1,
    base_sequence: int = -1,
    count: int | None = None,
    payload: bytes | None = None,
    magic: int = 2,
) -> bytes:
    """A magic 2 record batch with a correct CRC-32C."""
    attrs = attributes | CODEC[codec.split("_")[0]]
    if payload is None:
        payload = compress(codec, b"".join(records))
    count = len(records) if count is None else count
    last = max(count - 1, 0) if last_offset_delta is None else last_offset_delta
    after_crc = struct.pack(
        ">hiqqqhii",
        attrs,
        last,
        base_timestamp,
        max_timestamp,
        producer_id,
        producer_epoch,
        base_sequence,
        count,
    )
    after_crc += payload
    crc = crc32c(after_crc)
    after_length = struct.pack(">ibI", leader_epoch, magic, crc) + after_crc
    return struct.pack(">qi", base_offset, len(after_length)) + after_length


def message(
    magic: int,
    offset: int,
    key: bytes | None,
    value: bytes | None,
    *,
    attributes: int = 0,
    timestamp: int = 1_600_000_000_000,
) -> bytes:
    """A magic 0/1 message with a correct CRC-32."""
    body = struct.pack(">bb", magic, attributes)
    if magic == 1:
        body += struct.pack(">q", timestamp)
    for b in (key, value):
        body += struct.pack(">i", -1) if b is None else struct.pack(">i", len(b)) + b
    crc = zlib.crc32(body)
    body = struct.pack(">I", crc) + body
    return struct.pack(">qi", offset, len(body)) + body


def decode_ok(data: bytes, **kw):
    batches, notes = decode_records(data, **kw)
    assert notes == []
    return batches


def plain(recs):
    return [(r["offset"], r["timestamp"], r["key"], r["value"], r["headers"]) for r in recs]


# ------------------------------------------------------------ magic 2 by hand


def sample_records() -> list[bytes]:
    return [
        record(0, 0, b"k0", b"v0"),
        record(1, 5, None, b"no key", [("trace", b"abc"), ("empty", b""), ("null", None)]),
        record(2, -3, b"no value", None),
        record(3, 300, b"", b"x" * 200, [("\u00e9t\u00e9", b"\xff")]),
    ]


def test_uncompressed_batch_all_fields():
    raw = batch(
        sample_records(),
        base_offset=1000,
        producer_id=42,
        producer_epoch=3,
        base_sequence=17,
        attributes=TRANSACTIONAL,
    )
    [b] = decode_ok(raw, base=50)
    assert b["base_offset"] == 1000
    assert b["batch_length"] == len(raw) - 12
    assert b["partition_leader_epoch"] == 7
    assert b["magic"] == 2
    assert b["crc_ok"] is True
    assert b["crc"] == crc32c(raw[21:])
    assert b["attributes"] == TRANSACTIONAL
    assert b["compression"] == "none"
    assert b["timestamp_type"] == "create_time"
    assert (b["is_transactional"], b["is_control"], b["has_delete_horizon"]) == (True, False, False)
    assert b["last_offset_delta"] == 3
    assert (b["base_timestamp"], b["max_timestamp"]) == (1_700_000_000_000, 1_700_000_000_009)
    assert (b["producer_id"], b["producer_epoch"], b["base_sequence"]) == (42, 3, 17)
    assert b["record_count"] == 4
    t0 = 1_700_000_000_000
    assert plain(b["records"]) == [
        (1000, t0, b"k0", b"v0", []),
        (
            1001,
            t0 + 5,
            None,
            b"no key",
            [
                {"key": "trace", "value": b"abc"},
                {"key": "empty", "value": b""},
                {"key": "null", "value": None},
            ],
        ),
        (1002, t0 - 3, b"no value", None, []),
        (1003, t0 + 300, b"", b"x" * 200, [{"key": "\u00e9t\u00e9", "value": b"\xff"}]),
    ]


def test_attribute_bits_and_memoryview_input():
    raw = batch([record(0, 0, b"k", b"v")], attributes=LOG_APPEND | 0x40)
    [b] = decode_ok(memoryview(bytearray(raw)))
    assert b["timestamp_type"] == "log_append_time"
    assert b["has_delete_horizon"] is True
    assert b["is_transactional"] is False
    # wire values, not Java's log-append rewrite
    assert b["records"][0]["timestamp"] == b["base_timestamp"]


def test_several_batches_and_empty_input():
    a = batch([record(0, 0, b"a", b"1")], base_offset=0)
    b = batch([record(0, 0, b"b", b"2"), record(1, 1, b"c", b"3")], base_offset=1)
    out = decode_ok(a + b)
    assert [r["offset"] for x in out for r in x["records"]] == [0, 1, 2]
    assert decode_records(b"") == ([], [])


@pytest.mark.parametrize("codec", ["gzip", "snappy", "snappy_raw", "lz4", "zstd"])
def test_compressed_batch_by_hand(codec):
    recs = [record(i, i, b"k%d" % i, b"value %d " % i * 10) for i in range(200)]
    raw = batch(recs, codec=codec, base_offset=5)
    [b] = decode_ok(raw)
    assert b["compression"] == codec.split("_")[0]
    assert len(raw) < sum(map(len, recs))
    assert [(r["offset"], r["key"]) for r in b["records"]] == [
        (5 + i, b"k%d" % i) for i in range(200)
    ]
    assert b["records"][7]["value"] == b"value 7 " * 10


def test_snappy_xerial_several_blocks():
    recs = [record(i, 0, None, bytes([i % 251]) * 1000) for i in range(100)]  # > 32 KiB
    data = compress("snappy", b"".join(recs))
    assert data.count(b"\x82SNAPPY") == 1 and len(b"".join(recs)) > 3 * 32 * 1024
    [b] = decode_ok(batch(recs, codec="snappy"))
    assert [r["value"][:1] for r in b["records"]] == [bytes([i % 251]) for i in range(100)]


def test_control_batch_keeps_its_records():
    commit_key = struct.pack(">hh", 0, 1)  # version 0, type 1 = COMMIT
    commit_value = struct.pack(">hi", 0, 12)  # version 0, coordinator epoch
    raw = batch(
        [record(0, 0, commit_key, commit_value)],
        attributes=CONTROL | TRANSACTIONAL,
        base_offset=99,
        producer_id=5,
        producer_epoch=1,
    )
    [b] = decode_ok(raw)
    assert b["is_control"] and b["is_transactional"]
    assert b["records"] == [
        {
            "offset": 99,
            "timestamp": 1_700_000_000_000,
            "key": commit_key,
            "value": commit_value,
            "headers": [],
            "control": {"version": 0, "type": "COMMIT", "coordinator_epoch": 12},
        }
    ]


# ------------------------------------------------------------ bad bytes


def test_crc_mismatch_flagged_and_still_decoded():
    raw = bytearray(batch(sample_records()))
    raw[-1] ^= 0x01  # last byte of the last header value
    [b], notes = decode_records(bytes(raw), base=100)
    assert b["crc_ok"] is False
    assert notes == ["crc_mismatch@117"]  # the CRC field: base + 8 + 4 + 4 + 1
    assert len(b["records"]) == 4


def test_crc_does_not_cover_base_offset():
    raw = bytearray(batch(sample_records()))
    raw[0:8] = struct.pack(">q", 123456)
    [b] = decode_ok(bytes(raw))
    assert b["records"][0]["offset"] == 123456


def test_truncated_last_batch_at_every_cut():
    a = batch([record(0, 0, b"a", b"1")])
    b = batch([record(0, 0, b"b", b"2" * 50)], base_offset=1)
    for cut in range(1, len(b)):
        out, notes = decode_records(a + b[:cut], base=10)
        assert len(out) == 1 and out[0]["records"][0]["key"] == b"a"
        assert notes == [f"truncated@{10 + len(a)}"], cut


def test_truncated_only_batch():
    raw = batch([record(0, 0, b"a", b"1")])
    assert decode_records(raw[:-1]) == ([], ["truncated@0"])
    assert decode_records(raw[:5]) == ([], ["truncated@0"])


def test_batch_length_below_minimum():
    raw = bytearray(batch([record(0, 0, b"a", b"1")]))
    raw[8:12] = struct.pack(">i", 3)
    assert decode_records(bytes(raw), base=4) == ([], ["bad_record_length@12"])
    raw[8:12] = struct.pack(">i", -5)
    assert decode_records(bytes(raw))[1] == ["bad_record_length@8"]


def test_bad_record_length_keeps_records_before():
    good = record(0, 0, b"a", b"1")
    bad = bytearray(record(1, 0, b"b", b"2"))
    bad[0] = 0x7E  # zigzag 63: runs past the batch
    raw = batch([good, bytes(bad)])
    [b], notes = decode_records(raw, base=1000)
    assert [r["key"] for r in b["records"]] == [b"a"]
    assert notes == [f"bad_record_length@{1000 + 61 + len(good)}"]


def test_bad_key_length_points_at_it():
    rec = bytearray(record(0, 0, b"abc", b"1"))
    # layout: length, attributes, ts delta, offset delta, key length
    assert rec[4] == 6  # zigzag 3
    rec[4] = 0x28  # zigzag 20: past the record end
    [b], notes = decode_records(batch([bytes(rec)]))
    assert b["records"] == []
    assert notes == [f"bad_record_length@{61 + 4}"]


def test_record_count_mismatch():
    recs = [record(0, 0, b"a", b"1"), record(1, 0, b"b", b"2")]
    [b], notes = decode_records(batch(recs, count=1))
    assert len(b["records"]) == 1
    assert notes == [f"bad_record_length@{61 + len(recs[0])}"]  # left-over bytes
    [b], notes = decode_records(batch(recs, count=3))
    assert len(b["records"]) == 2 and notes == [f"bad_record_length@{61 + 2 * len(recs[0])}"]
    [b], notes = decode_records(batch(recs, count=-1))
    assert b["records"] is None and notes == ["bad_record_length@57"]


def test_bad_varint():
    body = b"\x00" + b"\xff" * 10 + b"\x01" + varint(0) + vbytes(b"k") + vbytes(b"v") + varint(0)
    rec = varint(len(body)) + body
    [b], notes = decode_records(batch([rec]))
    assert b["records"] == [] and notes == [f"bad_varint@{61 + 2}"]


def test_unknown_magic_skipped_next_batch_decoded():
    odd = batch([record(0, 0, b"a", b"1")], magic=3)
    good = batch([record(0, 0, b"b", b"2")], base_offset=1)
    out, notes = decode_records(odd + good)
    assert notes == ["unknown_message_magic@16"]
    assert [r["key"] for r in out[0]["records"]] == [b"b"]


def test_corrupt_compressed_payload():
    recs = [record(i, 0, b"k", b"v" * 100) for i in range(20)]
    for codec in ("gzip", "snappy", "snappy_raw", "lz4", "zstd"):
        payload = bytearray(compress(codec, b"".join(recs)))
        payload[len(payload) // 2 :] = b"\xa5" * (len(payload) - len(payload) // 2)
        [b], notes = decode_records(batch(recs, codec=codec, payload=bytes(payload)), base=3)
        assert b["records"] is None, codec
        assert b["record_count"] == 20 and b["base_timestamp"] == 1_700_000_000_000
        assert notes == ["bad_decompression_length@64"], codec


def test_unknown_codec():
    raw = batch([record(0, 0, b"k", b"v")], attributes=0x06, payload=b"whatever")
    [b], notes = decode_records(raw)
    assert b["compression"] == "unknown" and b["records"] is None
    assert notes == ["bad_decompression_length@61"]


@pytest.mark.parametrize("codec", ["gzip", "snappy", "snappy_raw", "lz4", "zstd"])
def test_max_decompressed_limit(codec):
    recs = [record(i, 0, None, b"z" * 1000) for i in range(100)]  # ~100 KB
    raw = batch(recs, codec=codec)
    size = len(b"".join(recs))
    [b], notes = decode_records(raw, max_decompressed=size)
    assert len(b["records"]) == 100 and notes == []
    [b], notes = decode_records(raw, max_decompressed=size - 1, base=1)
    assert b["records"] is None and notes == ["bad_decompression_length@62"]
    assert b["record_count"] == 100


# ------------------------------------------------------------ bombs


def zstd_rle_bomb(gib: int) -> bytes:
    """A valid zstd frame of RLE blocks: 4 bytes per 128 KiB of zeros."""
    block = 128 * 1024
    n = gib * (1 << 30) // block
    head = b"\x28\xb5\x2f\xfd" + b"\x00" + b"\x38"  # magic, no content size, 128 KiB window
    rle = struct.pack("<I", (block << 3) | (1 << 1))[:3] + b"\x00"
    last = struct.pack("<I", (block << 3) | (1 << 1) | 1)[:3] + b"\x00"
    return head + rle * (n - 1) + last


def gzip_bomb(mib: int) -> bytes:
    """Concatenated gzip members, each 1 MiB of zeros (valid multi-member gzip)."""
    member = gzip.compress(b"\x00" * (1 << 20), 9)
    return member * mib


def test_zstd_rle_bomb_is_real_zstd():
    small = zstd_rle_bomb(1)[: 6 + 3 * 4]  # first three blocks, make the third the last
    small = small[:-4] + struct.pack("<I", (128 * 1024 << 3) | 3)[:3] + b"\x00"
    assert bytes(cramjam.zstd.decompress(small)) == b"\x00" * (3 * 128 * 1024)


@pytest.mark.parametrize(
    "codec,payload", [("zstd", lambda: zstd_rle_bomb(4)), ("gzip", lambda: gzip_bomb(256))]
)
def test_bomb_flagged_fast_with_bounded_memory(codec, payload):
    data = payload()
    assert len(data) < 300 * 1024
    raw = batch([], codec=codec, count=1_000_000, payload=data)
    limit = 8 << 20
    tracemalloc.start()
    try:
        cost = work(decode_records, raw, max_decompressed=limit)
        [b], notes = cost.result
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert notes == ["bad_decompression_length@61"]
    assert b["records"] is None and b["record_count"] == 1_000_000
    assert peak < limit + (1 << 20), peak
    # flagged fast: a few decompressor calls (today 5 and 4, the output buffer grown 4x a
    # time up to the limit; grown by 256 KiB steps it takes 31 and 27) and a few dozen calls
    # in all (today 34 and 31: none for each of the million records the batch declares)
    assert cost.of("decompress", "decompress_into") <= 12, cost.named
    assert cost.calls < 200, cost.calls


@pytest.mark.slow
def test_zstd_bomb_default_limit_peak_rss():
    """4 GiB from 128 KiB, default 64 MiB limit: process peak RSS stays near the limit, and
    the decompressor is called a few times (today 6: the output buffer grown 4x a time up
    to the limit; grown by 256 KiB steps it takes 255)."""
    code = textwrap.dedent(
        f"""
        import resource, sys
        sys.path.insert(0, {str(Path(__file__).parent)!r})
        sys.path.insert(0, {str(Path(__file__).parent.parent)!r})
        from helpers import work
        from test_records import batch, zstd_rle_bomb
        from dissector.wire.records import decode_records
        raw = batch([], codec="zstd", count=1, payload=zstd_rle_bomb(4))
        before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        cost = work(decode_records, raw)
        out, notes = cost.result
        after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        print(notes[0], (after - before) // 1024, cost.of("decompress", "decompress_into"))
        """
    )
    res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert res.returncode == 0, res.stderr
    note, grown_mib, decompressions = res.stdout.split()
    assert note == "bad_decompression_length@61"
    assert int(grown_mib) < 64 + 32
    assert int(decompressions) <= 12


# ------------------------------------------------------------ legacy by hand


def test_legacy_v0_and_v1_uncompressed():
    raw = message(0, 10, b"k", b"v") + message(1, 11, None, b"w", timestamp=123)
    raw += message(1, 12, b"lat", None, attributes=LOG_APPEND, timestamp=456)
    m0, m1, m2 = decode_ok(raw)
    assert m0 == {
        "offset": 10,
        "message_size": 14 + 2,
        "magic": 0,
        "crc": zlib.crc32(message(0, 10, b"k", b"v")[16:]),
        "crc_ok": True,
        "attributes": 0,
        "compression": "none",
        "timestamp_type": None,
        "timestamp": None,
        "key": b"k",
        "value": b"v",
        "records": None,
    }
    assert (m1["offset"], m1["timestamp"], m1["timestamp_type"], m1["key"]) == (
        11,
        123,
        "create_time",
        None,
    )
    assert (m2["timestamp_type"], m2["timestamp"], m2["value"]) == ("log_append_time", 456, None)


@pytest.mark.parametrize("codec", ["gzip", "snappy", "snappy_raw", "lz4"])
def test_legacy_v1_compressed_wrapper_relative_offsets(codec):
    inner = b"".join(message(1, i, b"k%d" % i, b"v%d" % i, timestamp=1000 + i) for i in range(3))
    wrapper = message(1, 100, None, compress(codec, inner), attributes=CODEC[codec.split("_")[0]])
    [w] = decode_ok(wrapper)
    assert w["compression"] == codec.split("_")[0] and w["crc_ok"]
    assert [(m["offset"], m["key"], m["timestamp"]) for m in w["records"]] == [
        (98, b"k0", 1000),
        (99, b"k1", 1001),
        (100, b"k2", 1002),
    ]
    assert summarize_records([w]) == {
        "record_count": 3,
        "batch_count": 1,
        "compression": [codec.split("_")[0]],
        "bytes": len(wrapper),
    }


def test_legacy_v1_wrapper_offset_zero_keeps_relative_offsets():
    """A producer's wrapper offset is 0: Java and kafka-python keep the inner 0..n-1."""
    inner = b"".join(message(1, i, None, b"v%d" % i) for i in range(3))
    [w] = decode_ok(message(1, 0, None, gzip.compress(inner), attributes=CODEC["gzip"]))
    assert [m["offset"] for m in w["records"]] == [0, 1, 2]


def test_legacy_v0_compressed_wrapper_absolute_offsets():
    inner = b"".join(message(0, 50 + i, None, b"v%d" % i) for i in range(3))
    wrapper = message(0, 52, None, gzip.compress(inner), attributes=CODEC["gzip"])
    [w] = decode_ok(wrapper)
    assert [m["offset"] for m in w["records"]] == [50, 51, 52]
    assert [m["value"] for m in w["records"]] == [b"v0", b"v1", b"v2"]


def test_legacy_v0_lz4_with_kafka_0_8_broken_header_checksum():
    inner = b"".join(message(0, i, None, b"value %d" % i * 20) for i in range(5))
    frame = bytearray(cramjam.lz4.compress(inner))
    assert not frame[4] & 0x09  # no content size, no dictionary id: HC at byte 6
    frame[6] = (xxh32_short(bytes(frame[0:6])) >> 8) & 0xFF  # KAFKA-3160: over magic too
    with pytest.raises(cramjam.DecompressionError):
        cramjam.lz4.decompress(bytes(frame))
    [w] = decode_ok(message(0, 4, None, bytes(frame), attributes=CODEC["lz4"]))
    assert [m["value"] for m in w["records"]] == [b"value %d" % i * 20 for i in range(5)]


def test_xxh32_short_known_vectors():
    assert xxh32_short(b"") == 0x02CC5D05
    assert xxh32_short(b"a") == 0x550D7456
    assert xxh32_short(b"abc") == 0x32D153FF


@pytest.mark.parametrize("size", [1, 1000, 70000, 1 << 20])
def test_xxh32_short_matches_lz4_frame_header_checksums(size):
    """Descriptors of 10 bytes (content size stored): the 4-byte lanes are exercised."""
    import lz4.frame as lz4_frame  # a dependency of the package
    frame = lz4_frame.compress(b"q" * size, store_size=True, content_checksum=True)
    assert frame[4] & 0x08
    assert frame[14] == (xxh32_short(frame[4:14]) >> 8) & 0xFF


def test_legacy_crc_mismatch_and_nested_compression():
    raw = bytearray(message(1, 0, b"k", b"v"))
    raw[-1] ^= 0xFF
    [m], notes = decode_records(bytes(raw), base=20)
    assert m["crc_ok"] is False and notes == ["crc_mismatch@32"]
    nested = message(1, 0, None, gzip.compress(b"x" * 40), attributes=CODEC["gzip"])
    outer_payload = gzip.compress(nested)
    outer = message(1, 0, None, outer_payload, attributes=CODEC["gzip"])
    [w], notes = decode_records(outer)
    assert w["records"][0]["records"] is None
    value_at = len(outer) - len(outer_payload)
    assert notes == [f"bad_decompression_length@{value_at}"]


def test_legacy_bad_key_length():
    raw = bytearray(message(1, 0, b"key", b"v"))
    raw[26:30] = struct.pack(">i", 1000)
    [m], notes = decode_records(bytes(raw))
    assert m["key"] is None and notes == ["crc_mismatch@12", "bad_record_length@26"]


# ------------------------------------------------------------ kafka-python cross-check

# kafka-python and what it writes each codec with (python-snappy, lz4, zstandard, and xxhash
# for magic 0 lz4) are test dependencies (the [test] extra): none of these tests skips
import kafka.codec as kp_codec  # noqa: E402
import kafka.record.default_records as kp_default  # noqa: E402
import kafka.record.legacy_records as kp_legacy  # noqa: E402
import kafka.record.memory_records as kp_memory  # noqa: E402

KP_HAS = {
    0: True,
    1: True,
    2: kp_codec.has_snappy(),
    3: kp_codec.has_lz4(),
    4: kp_codec.has_zstd(),
}


def kp_records(raw: bytes):
    """(offset, timestamp, key, value, headers) per record, read by kafka-python."""
    out = []
    for b in kp_memory.MemoryRecords(raw):
        for r in b:
            headers = [{"key": k, "value": v} for k, v in r.headers]
            out.append((r.offset, r.timestamp, r.key, r.value, headers))
    return out


@pytest.mark.parametrize("codec", range(5), ids=COMPRESSION_NAMES)
def test_kafka_python_default_batches(codec):
    assert KP_HAS[codec], f"kafka-python cannot write {COMPRESSION_NAMES[codec]} ([test])"
    builder = kp_default.DefaultRecordBatchBuilder(
        magic=2,
        compression_type=codec,
        is_transactional=True,
        producer_id=77,
        producer_epoch=2,
        base_sequence=10,
        batch_size=1 << 20,
    )
    rng = random.Random(codec)
    for i in range(300):
        key = None if i % 7 == 0 else b"key-%d" % i
        value = (
            None if i % 11 == 0 else bytes(rng.choice(b"abc") for _ in range(rng.randrange(200)))
        )
        headers = [(f"h{j}", None if j == 2 else f"hv{i}".encode()) for j in range(i % 4)]
        builder.append(i, 1_700_000_000_000 + 3 * i, key, value, headers)
    raw = bytearray(builder.build())
    raw[0:8] = struct.pack(">q", 5000)  # base offset, set by the broker; outside the CRC
    raw = bytes(raw)
    [b] = decode_ok(raw)
    assert b["compression"] == COMPRESSION_NAMES[codec]
    assert (b["producer_id"], b["producer_epoch"], b["base_sequence"]) == (77, 2, 10)
    assert b["is_transactional"] and b["record_count"] == 300 and b["last_offset_delta"] == 299
    assert plain(b["records"]) == kp_records(raw)
    assert b["records"][299]["offset"] == 5299
    assert b["records"][299]["timestamp"] == 1_700_000_000_000 + 897


@pytest.mark.parametrize("magic", [0, 1])
@pytest.mark.parametrize("codec", range(4), ids=COMPRESSION_NAMES[:4])
def test_kafka_python_legacy_message_sets(magic, codec):
    assert KP_HAS[codec], f"kafka-python cannot write {COMPRESSION_NAMES[codec]} ([test])"
    if magic == 0 and codec == 3:
        assert getattr(kp_codec, "xxhash", None), "kafka-python needs xxhash ([test])"
    builder = kp_legacy.LegacyRecordBatchBuilder(magic, codec, 1 << 20)
    for i in range(50):
        builder.append(i, 1_600_000_000_000 + i, None if i % 5 == 0 else b"k%d" % i, b"v" * i)
    raw = bytes(builder.build())
    entries = decode_ok(raw)
    flat = []
    for e in entries:
        assert e["magic"] == magic and e["crc_ok"]
        flat += e["records"] if e["compression"] != "none" else [e]
    expect = [(o, t, k, v) for o, t, k, v, _ in kp_records(raw)]
    assert [(m["offset"], m["timestamp"], m["key"], m["value"]) for m in flat] == expect
    assert summarize_records(entries)["record_count"] == 50


# ------------------------------------------------------------ never raises


def fuzz_corpus() -> list[bytes]:
    recs = sample_records() + [record(i, i, b"k", b"v" * i) for i in range(4, 30)]
    out = [batch(recs, codec=c) for c in ("none", "gzip", "snappy", "snappy_raw", "lz4", "zstd")]
    out.append(batch([record(0, 0, b"\x00\x00\x00\x01", b"\x00\x00")], attributes=CONTROL))
    inner = b"".join(message(1, i, b"k", b"v%d" % i) for i in range(5))
    out.append(message(1, 9, None, gzip.compress(inner), attributes=1) + message(0, 10, b"a", None))
    out.append(b"".join(out[:3]))
    return out


@pytest.mark.slow
def test_random_byte_flips_never_raise():
    rng = random.Random(1279)
    for data in fuzz_corpus():
        for _ in range(1500):
            buf = bytearray(data)
            for _ in range(rng.choice((1, 1, 2, 5))):
                i = rng.randrange(len(buf))
                buf[i] = (
                    rng.randrange(256) if rng.random() < 0.5 else buf[i] ^ (1 << rng.randrange(8))
                )
            if rng.random() < 0.2:
                buf = buf[: rng.randrange(len(buf) + 1)]
            batches, notes = decode_records(bytes(buf), base=rng.randrange(100))
            assert isinstance(batches, list) and all(isinstance(n, str) for n in notes)
            assert all(n.split("@")[0] in EXPERT_WORDS for n in notes)
            summarize_records(batches)


def test_flips_inside_compressed_plaintext_never_raise():
    """Corrupt the records before compressing, so the bad bytes reach the inner parsers."""
    rng = random.Random(7)
    recs = b"".join(sample_records() + [record(i, i, b"k", b"v" * i) for i in range(4, 30)])
    inner = b"".join(message(1, i, b"k", b"v%d" % i) for i in range(5))
    for _ in range(1500):
        codec = rng.choice(("gzip", "snappy", "snappy_raw", "lz4", "zstd"))
        legacy = rng.random() < 0.3
        plain_bytes = bytearray(inner if legacy else recs)
        for _ in range(rng.choice((1, 2, 4))):
            plain_bytes[rng.randrange(len(plain_bytes))] = rng.randrange(256)
        if legacy:
            legacy_codec = codec if codec != "zstd" else "gzip"
            attrs = CODEC[legacy_codec.split("_")[0]]
            data = message(1, 9, None, compress(legacy_codec, bytes(plain_bytes)), attributes=attrs)
        else:
            data = batch([], codec=codec, count=34, payload=compress(codec, bytes(plain_bytes)))
        batches, notes = decode_records(data, base=5)
        assert all(n.split("@")[0] in EXPERT_WORDS for n in notes)
        assert all(int(n.split("@")[1]) >= 5 for n in notes)
        summarize_records(batches)


def test_random_bytes_never_raise():
    rng = random.Random(98)
    for _ in range(2000):
        n = rng.randrange(120)
        head = struct.pack(">qi", 0, rng.randrange(-5, 120)) + bytes([0, 0, 0, 0, rng.randrange(4)])
        body = bytes(rng.randrange(256) for _ in range(n))
        decode_records(head + body if rng.random() < 0.8 else body)


def test_summarize_mixed():
    b2 = batch([record(0, 0, b"a", b"1"), record(1, 0, b"b", b"2")], codec="zstd")
    m0 = message(0, 0, b"k", b"v")
    entries = decode_ok(b2 + m0)
    assert summarize_records(entries) == {
        "record_count": 3,
        "batch_count": 2,
        "compression": ["none", "zstd"],
        "bytes": len(b2) + len(m0),
    }
