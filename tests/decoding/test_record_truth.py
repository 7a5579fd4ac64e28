"""Record-level truth, from the real frames of captures/clients.pcap and variants of them.

Frame 391/392 of captures/clients.pcap is a confluent-kafka Fetch v16 exchange
with Tansu: its response carries, for every cfk-* topic (named by topic_id
only), one batch per partition in every codec, and for cfk-txn partition 0 an
lz4 batch followed by the COMMIT marker of the transaction.  The variants are
those real frames edited byte for byte (a records field cut as ``max_bytes``
cuts it, a control record turned into ABORT, compressed bytes corrupted, tags
added to a request header) and written back into a capture with scapy.
"""

from __future__ import annotations

import struct

import cramjam
import pytest
from crc32c import crc32c

import dissector
from dissector.profiles.profile import load_profile
from dissector.tables.views import read_fields, render_tree
from dissector.wire.codec import write_uvarint

from helpers import CLIENTS, tcp_conversation

FETCH_REQ, FETCH_RESP = 391, 392


@pytest.fixture(scope="module")
def messages():
    return {m.frame: m for m in dissector.iter_messages(CLIENTS, ports=[9092], full=True)}


@pytest.fixture(scope="module")
def payloads():
    """Frame number -> TCP payload of that packet of clients.pcap."""
    from scapy.layers.inet import TCP
    from scapy.layers.l2 import Ether  # noqa: F401 - registers the link type
    from scapy.utils import rdpcap

    return {i + 1: bytes(p[TCP].payload) for i, p in enumerate(rdpcap(str(CLIENTS))) if TCP in p}


def whole_frame(messages, payloads, frame: int) -> bytes:
    """The Kafka frame completed in ``frame``, when that one packet carries all of it."""
    raw = payloads[frame]
    assert len(raw) == messages[frame].length, frame
    return raw


def uvarint(n: int) -> bytes:
    out = bytearray()
    write_uvarint(out, n)
    return bytes(out)


def records_span(raw: bytes, batches: list[dict]) -> tuple[int, int]:
    """(start, end) of a partition's records bytes in a frame, from its decoded batches."""
    b = batches[0]
    head = struct.pack(">qiibI", b["base_offset"], b["batch_length"], b["partition_leader_epoch"],
                       2, b["crc"])  # fmt: skip
    start = raw.find(head)
    assert start > 0 and raw.find(head, start + 1) == -1
    return start, start + sum(x["batch_length"] + 12 for x in batches)


def replace_records(raw: bytes, start: int, end: int, new: bytes) -> bytes:
    """The frame with a compact ``records`` field (flexible versions) holding ``new`` instead."""
    prefix = uvarint(end - start + 1)
    assert raw[start - len(prefix) : start] == prefix
    body = raw[4 : start - len(prefix)] + uvarint(len(new) + 1) + new + raw[end:]
    return struct.pack(">i", len(body)) + body


def metadata(messages, payloads) -> list[tuple[bool, bytes]]:
    """The Metadata v12 exchange of frames 352/353 that names the cfk-* topic ids."""
    req = messages[353].request.frame
    return [(True, whole_frame(messages, payloads, req)),
            (False, whole_frame(messages, payloads, 353))]  # fmt: skip


def write_exchange(tmp_path, name: str, *frames: tuple[bool, bytes]):
    from scapy.utils import wrpcap

    path = tmp_path / name
    wrpcap(str(path), tcp_conversation(frames, start=1_700_000_000.0))
    return path


def only(path, **options) -> list:
    return list(dissector.iter_messages(path, ports=[9092], full=True, **options))


def partition(m, topic: str, index: int = 0) -> dict:
    (t,) = [t for t in m.body["responses"] if t["topic"] == topic]
    (p,) = [p for p in t["partitions"] if p["partition_index"] == index]
    return p


# ------------------------------------------------------------------ partial batch


@pytest.mark.parametrize("keep", [5, 40, 77])
def test_fetch_cut_by_max_bytes_is_a_partial_batch_note(tmp_path, messages, payloads, keep):
    req = whole_frame(messages, payloads, FETCH_REQ)
    raw = whole_frame(messages, payloads, FETCH_RESP)
    batches = partition(messages[FETCH_RESP], "cfk-txn")["records"]
    assert [b["compression"] for b in batches] == ["lz4", "none"]  # data, then the COMMIT
    start, end = records_span(raw, batches)
    first = batches[0]["batch_length"] + 12  # 303
    assert end - start == first + 78
    cut = replace_records(raw, start, end, raw[start : start + first + keep])
    path = write_exchange(tmp_path, "cut.pcap", *metadata(messages, payloads), (True, req),
                          (False, cut))  # fmt: skip
    *_, resp = only(path)
    assert resp.expert == []
    # the frame is shorter by the cut bytes (the compact length prefix keeps its size)
    at = start + first
    total = "at least 12" if keep < 12 else "78"
    assert resp.notes == [f"partial batch (have {keep} of {total} bytes) at frame offset {at}"]
    (kept,) = partition(resp, "cfk-txn")["records"]
    assert kept == batches[0]  # the complete batch before the cut, decoded as in the original
    assert [r["offset"] for r in kept["records"]] == [0, 1, 2, 3]
    # every other partition decodes as in the real frame
    assert (
        partition(resp, "cfk-zstd")["records"]
        == partition(messages[FETCH_RESP], "cfk-zstd")["records"]
    )
    # the row: no expert word, the note in notes; without --full nothing about records
    df = dissector.read_capture(path, full=True)
    assert df.loc[3, "expert"] == "" and df.loc[3, "notes"] == resp.notes[0]
    assert dissector.read_capture(path).loc[3, "notes"] == ""


def test_produce_cut_batch_stays_truncated(tmp_path, messages, payloads):
    """A Produce request never carries a partial batch: a cut one is still ``truncated``."""
    frame = 62  # confluent-kafka's Produce v10 to cfk-none, one 1265-byte batch
    raw = whole_frame(messages, payloads, frame)
    (td,) = messages[frame].body["topic_data"]
    batches = td["partition_data"][0]["records"]
    start, end = records_span(raw, batches)
    cut = replace_records(raw, start, end, raw[start : end - 100])
    path = write_exchange(tmp_path, "produce-cut.pcap", (True, cut))
    (m,) = only(path)
    assert m.expert == [f"truncated@{start}"]
    assert not any(n.startswith("partial batch") for n in m.notes)
    assert m.body["topic_data"][0]["partition_data"][0]["records"] == []


# ------------------------------------------------------------------ control records


def test_real_commit_marker_decoded(messages):
    commit = partition(messages[FETCH_RESP], "cfk-txn")["records"][1]
    assert (commit["is_control"], commit["producer_id"], commit["base_offset"]) == (True, 6, 4)
    (rec,) = commit["records"]
    assert rec["key"] == b"\x00\x00\x00\x01" and rec["value"] == b"\x00" * 6  # the wire bytes
    assert rec["control"] == {"version": 0, "type": "COMMIT", "coordinator_epoch": 0}
    tree = render_tree(messages[FETCH_RESP], load_profile())
    assert "                            type: 'COMMIT'\n" in tree
    assert "                            coordinator_epoch: 0\n" in tree


def test_abort_marker_variant(tmp_path, messages, payloads):
    """The real COMMIT marker rewritten as ABORT with coordinator epoch 7, CRC recomputed."""
    req = whole_frame(messages, payloads, FETCH_REQ)
    raw = bytearray(whole_frame(messages, payloads, FETCH_RESP))
    batches = partition(messages[FETCH_RESP], "cfk-txn")["records"]
    start, end = records_span(bytes(raw), batches)
    marker = end - 78  # the control batch
    key_at = raw.find(b"\x08\x00\x00\x00\x01", marker + 61)  # key length 4 (zigzag 8), key
    assert key_at > 0
    raw[key_at + 1 : key_at + 5] = struct.pack(">hh", 0, 0)  # ABORT
    raw[key_at + 6 : key_at + 12] = struct.pack(">hi", 0, 7)  # value length 6 precedes it
    assert raw[key_at + 5] == 0x0C
    raw[marker + 17 : marker + 21] = struct.pack(">I", crc32c(bytes(raw[marker + 21 : end])))
    path = write_exchange(tmp_path, "abort.pcap", *metadata(messages, payloads), (True, req),
                          (False, bytes(raw)))  # fmt: skip
    *_, resp = only(path)
    assert resp.expert == []
    b = partition(resp, "cfk-txn")["records"][1]
    assert b["crc_ok"] and b["is_control"]
    assert b["records"][0]["control"] == {"version": 0, "type": "ABORT", "coordinator_epoch": 7}
    rows = read_fields(path, ports=[9092])
    got = rows[rows.path.str.contains(r"records\[1\]\.records\[0\]\.control")]
    assert dict(zip(got.path.str.split(".").str[-1], got.value, strict=True)) == {
        "version": 0,
        "type": "ABORT",
        "coordinator_epoch": 7,
    }


# ------------------------------------------------------------------ decompression failure


@pytest.mark.parametrize("topic", ["cfk-gzip", "cfk-snappy", "cfk-lz4", "cfk-zstd"])
def test_batch_that_does_not_decompress_keeps_its_bytes(tmp_path, messages, payloads, topic):
    req = whole_frame(messages, payloads, FETCH_REQ)
    raw = bytearray(whole_frame(messages, payloads, FETCH_RESP))
    (b,) = partition(messages[FETCH_RESP], topic)["records"]
    start, end = records_span(bytes(raw), [b])
    data = start + 61
    mid = (data + end) // 2
    raw[mid:end] = b"\xa5" * (end - mid)  # the second half of the compressed bytes
    raw[start + 17 : start + 21] = struct.pack(">I", crc32c(bytes(raw[start + 21 : end])))
    path = write_exchange(tmp_path, "corrupt.pcap", *metadata(messages, payloads), (True, req),
                          (False, bytes(raw)))  # fmt: skip
    *_, resp = only(path)
    assert resp.expert == [f"bad_decompression_length@{data}"]
    (got,) = partition(resp, topic)["records"]
    assert got["crc_ok"] and got["records"] is None and got["record_count"] == b["record_count"]
    assert got["records_raw"] == bytes(raw[data:end])
    codec = b["compression"]
    assert got["decompression_error"].startswith(f"{codec}: ")
    if codec in ("gzip", "zstd"):  # cramjam's own words for the same bytes
        mod = getattr(cramjam, codec)
        with pytest.raises(cramjam.DecompressionError) as e:
            mod.decompress(got["records_raw"])
        assert got["decompression_error"] == f"{codec}: {' '.join(str(e.value).split())}"
    tree = render_tree(resp, load_profile())
    assert f"decompression_error: {got['decompression_error']!r}" in tree
    assert f"records_raw: {bytes(raw[data : data + 64]).hex()}... ({end - data} bytes)" in tree


# ------------------------------------------------------------------ header tags


def test_unknown_request_header_tags_shown_like_body_tags(tmp_path, messages, payloads):
    """Fetch v16's request header (v2) with tags 3 and 7 added; its body with tag 9 added."""
    raw = whole_frame(messages, payloads, FETCH_REQ)
    m = messages[FETCH_REQ]
    cid = m.client_id.encode()
    tags_at = 4 + 10 + len(cid)
    assert raw[tags_at] == 0 and raw[-1] == 0  # empty header and body tag sections
    header_tags = b"\x02" + b"\x03\x02\x01\x02" + b"\x07\x00"
    body = raw[4:tags_at] + header_tags + raw[tags_at + 1 : -1] + b"\x01\x09\x01\xff"
    frame = struct.pack(">i", len(body)) + body
    path = write_exchange(tmp_path, "tags.pcap", *metadata(messages, payloads), (True, frame))
    *_, got = only(path)
    assert got.expert == []
    assert got.header_tags == {"_unknown_tags": {3: b"\x01\x02", 7: b""}}
    assert got.body["_unknown_tags"] == {9: b"\xff"}

    def plain(body):  # the body without the frame numbers of the (rebuilt) capture
        return {
            k: [{f: x for f, x in t.items() if f != "topic_from_frame"} for t in v]
            if k == "topics" else v
            for k, v in body.items() if k != "_unknown_tags"
        }  # fmt: skip

    assert got.body["topics"][0]["topic_from_frame"] == 5  # after SYN, SYN-ACK, ACK, request
    assert plain(got.body) == plain(m.body)
    tree = render_tree(got, load_profile()).splitlines()
    i = tree.index("    _unknown_tags (header)")
    assert tree[i + 1 : i + 3] == ["        3: 0102 (2 bytes)", "        7:  (0 bytes)"]
    j = tree.index("    _unknown_tags")
    assert tree[j + 1] == "        9: ff (1 bytes)"
    rows = read_fields(path, ports=[9092])
    tagged = rows[rows.path.str.contains("_unknown_tags")]
    assert list(zip(tagged.path, tagged.value, strict=True)) == [
        ("header._unknown_tags.3", b"\x01\x02"),
        ("header._unknown_tags.7", b""),
        ("_unknown_tags.9", b"\xff"),
    ]


# ------------------------------------------------------------------ topic ids


def test_fetch_topic_ids_resolved_from_earlier_metadata(messages):
    """Every Fetch v13+ topic_id of clients.pcap gets its name and the frame that named it."""
    seen = 0
    for m in messages.values():
        if m.api_key != 1 or m.api_version < 13:
            continue
        topics = m.body["responses"] if m.kind == "response" else m.body["topics"]
        for t in topics:
            seen += 1
            src = messages[t["topic_from_frame"]]
            assert src.kind == "response" and src.api_key in (3, 19, 75)
            assert src.frame < m.frame
            named = {x["topic_id"]: x["name"] for x in src.body["topics"]}
            assert named[t["topic_id"]] == t["topic"]
            assert list(t)[:3] == ["topic_id", "topic", "topic_from_frame"]
        assert not any(n.startswith("topic_id") for n in m.notes)
    assert seen >= 20
    resp = messages[FETCH_RESP]
    assert {t["topic"] for t in resp.body["responses"]} >= {"cfk-txn", "cfk-zstd", "cfk-none"}
    assert resp.body["responses"][0]["topic_from_frame"] == 353


def test_fetch_topic_id_without_metadata_is_declared(tmp_path, messages, payloads):
    req = whole_frame(messages, payloads, FETCH_REQ)
    path = write_exchange(tmp_path, "fetch-only.pcap", (True, req))
    (m,) = only(path)
    ids = [t["topic_id"] for t in messages[FETCH_REQ].body["topics"]]
    assert len(ids) == len(set(ids)) > 1
    assert [(t["topic_id"], t["topic"], t["topic_from_frame"]) for t in m.body["topics"]] == [
        (tid, None, None) for tid in ids
    ]
    assert m.notes == [f"topic_id {tid}: no earlier Metadata response names it" for tid in ids]


@pytest.mark.slow
def test_failback_transaction_abort_marker(tmp_path, messages, payloads):
    """The ABORT marker of captures/failback.pcapng's open transaction, where a Fetch carries it.

    producer-a-txn (producer_id 1, epoch 0) writes orders-1 offsets 10-11 in a
    transaction that EndTxn (frame 522) aborts; the ground truth puts its
    marker at offset 16 of cluster a, a batch no Fetch of the capture carries.
    The variant: the real Fetch v12 response of frame 424 (orders-1 from 10,
    the open transaction's batch first) with that marker appended, built from
    the real COMMIT marker batch of clients.pcap (base offset, producer id and
    epoch, control type and CRC rewritten).
    """
    from scapy.layers.inet import TCP
    from scapy.utils import rdpcap

    failback = CLIENTS.parent / "failback.pcapng"
    ports = [9092, 9093, 19092, 19093]
    fb = {m.frame: m for m in dissector.iter_messages(failback, ports=ports, full=True)}
    end_txn = fb[522]
    assert end_txn.api_name == "EndTxn" and end_txn.body == {
        "transactional_id": "orders-txn",
        "producer_id": 1,
        "producer_epoch": 0,
        "committed": False,
    }
    packets = rdpcap(str(failback))
    resp = fb[424]
    req_raw = bytes(packets[resp.request.frame - 1][TCP].payload)
    raw = bytes(packets[423][TCP].payload)
    assert (len(req_raw), len(raw)) == (resp.request.length, resp.length)
    (orders,) = [t for t in resp.body["responses"] if t["topic"] == "orders"]
    (p1,) = [p for p in orders["partitions"] if p["partition_index"] == 1]
    assert [(b["base_offset"], b["producer_id"]) for b in p1["records"]] == [
        (10, 1),
        (12, -1),
        (13, -1),
    ]
    # the real COMMIT marker batch of clients.pcap, made producer 1's ABORT at offset 16
    cl = whole_frame(messages, payloads, FETCH_RESP)
    _, cl_end = records_span(cl, partition(messages[FETCH_RESP], "cfk-txn")["records"])
    marker = bytearray(cl[cl_end - 78 : cl_end])
    marker[0:8] = struct.pack(">q", 16)
    marker[43:51] = struct.pack(">q", 1)  # producer_id
    marker[51:53] = struct.pack(">h", 0)  # producer_epoch
    key_at = marker.find(b"\x08\x00\x00\x00\x01", 61)
    marker[key_at + 1 : key_at + 5] = struct.pack(">hh", 0, 0)  # ABORT
    marker[17:21] = struct.pack(">I", crc32c(bytes(marker[21:])))
    start, end = records_span(raw, p1["records"])
    variant = replace_records(raw, start, end, raw[start:end] + bytes(marker))
    path = tmp_path / "failback-abort.pcap"
    from scapy.utils import wrpcap

    wrpcap(
        str(path),
        tcp_conversation(
            [(True, req_raw), (False, variant)],
            client=("127.0.0.1", resp.dport),
            server=("127.0.0.1", 9092),
            start=1_700_000_000.0,
        ),
    )
    *_, got = only(path)
    assert got.expert == [] and got.notes == []
    (orders,) = [t for t in got.body["responses"] if t["topic"] == "orders"]
    (p1_got,) = [p for p in orders["partitions"] if p["partition_index"] == 1]
    *data, abort = p1_got["records"]
    assert data == p1["records"]
    assert (abort["base_offset"], abort["producer_id"], abort["producer_epoch"]) == (16, 1, 0)
    assert abort["crc_ok"] and abort["is_control"] and abort["is_transactional"]
    (rec,) = abort["records"]
    assert rec["offset"] == 16
    assert rec["control"] == {"version": 0, "type": "ABORT", "coordinator_epoch": 0}
