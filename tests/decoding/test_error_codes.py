"""One error-code rule in every mode (dissector.wire.standard.ERROR_CODE_RULE).

For every response of every committed capture and case capture, ``kmirror
read`` (the default fast path), ``--full``, ``fields`` (the rule applied to
the error_code leaves it lists) and ``analyze`` (its messages and exchanges
tables) give the same ``error_code`` and ``error_name``.  And a crafted
AlterPartitionReassignments v0 response with top-level error 0 and a
partition error 3 reads as 3 in both modes (it read as 0 by default before).
"""

from __future__ import annotations

import struct
from pathlib import Path

import pandas as pd
import pytest
from scapy.all import IP, TCP, Ether, wrpcap

import dissector
from dissector.kafka.protocol import error_name
from dissector.wire.errorcode import error_code_of, scan_error_code
from dissector.wire.headers import encode_request, encode_response

ROOT = Path(__file__).resolve().parents[2]
PORTS = (9092, 9093, 19092, 19093)
CAPTURES = sorted(
    p
    for folder in (ROOT / "captures", ROOT / "tests" / "data" / "cases")
    for p in folder.iterdir()
    if ".pcap" in p.name
)


def _key(df: pd.DataFrame) -> list[tuple]:
    streams, frames = df.tcp_stream.astype(int), df.frame.astype(int)
    return list(zip(streams, frames, df.correlation_id, strict=True))


def _codes(df: pd.DataFrame) -> dict:
    """(tcp_stream, frame, correlation_id) -> (error_code, error_name) of each response."""
    r = df[df.direction == "response"]
    codes = [None if pd.isna(c) else int(c) for c in r.error_code]
    names = [None if pd.isna(n) else str(n) for n in r.error_name]
    out = dict(zip(_key(r), zip(codes, names, strict=True), strict=True))
    assert len(out) == len(r)  # one response per key
    return out


def _from_fields(fields: pd.DataFrame) -> dict:
    """The rule applied to ``fields``' rows: the top-level error_code if non-zero, else
    the first non-zero nested one in row order (depth-first, field order), else 0."""
    out: dict = {}
    r = fields[fields.direction == "response"]
    for key, path, value in zip(_key(r), r.path, r.value, strict=True):
        leaf = path.rsplit(".", 1)[-1].split("[", 1)[0]
        top, nested = out.setdefault(key, [None, None])
        if leaf != "error_code" or not isinstance(value, int):
            continue
        if path == "error_code":
            out[key][0] = value
        elif nested is None or (nested == 0 and value):
            out[key][1] = value
    codes = {}
    for key, (top, nested) in out.items():
        code = top if top else (nested if nested else (top if top is not None else nested))
        codes[key] = (code, error_name(code))
    return codes


@pytest.mark.parametrize("path", CAPTURES, ids=lambda p: p.name)
@pytest.mark.slow
def test_every_mode_gives_the_same_error_code(path):
    fast = _codes(dissector.read_capture(path, ports=PORTS))
    full = _codes(dissector.read_capture(path, ports=PORTS, full=True))
    assert fast == full
    fields = _from_fields(dissector.read_fields(path, ports=PORTS))
    for key, code in full.items():
        # a response without decoded leaves (body not decoded) has no error code to show
        if key in fields:
            assert fields[key] == code, key
    a = dissector.analyze(path, ports=PORTS)
    assert _codes(a.messages) == full
    ex = a.exchanges[a.exchanges.response_frame.notna()]
    by_frame: dict = {}
    for key, code in full.items():
        by_frame.setdefault((key[1], key[2]), set()).add(code)
    for frame, cid, code, name in zip(
        ex.response_frame, ex.correlation_id, ex.error_code, ex.error_name, strict=True
    ):
        got = (None if pd.isna(code) else int(code), None if pd.isna(name) else str(name))
        assert got in by_frame[(int(frame), cid)], (frame, cid)


# ------------------------------------------------ AlterPartitionReassignments v0


def _compact_str(s: str | None) -> bytes:
    if s is None:
        return b"\x00"
    b = s.encode()
    return bytes([len(b) + 1]) + b


def _apr_request() -> bytes:
    """AlterPartitionReassignments v0 request (flexible): topic t, partition 0 -> [1]."""
    partition = struct.pack(">i", 0) + b"\x02" + struct.pack(">i", 1) + b"\x00"
    topic = _compact_str("t") + b"\x02" + partition + b"\x00"
    body = struct.pack(">i", 30000) + b"\x02" + topic + b"\x00"
    return encode_request(45, 0, 7, "c", body, 2)


def _apr_response(top: int, nested: int) -> bytes:
    partition = struct.pack(">ih", 0, nested) + _compact_str(None) + b"\x00"
    topic = _compact_str("t") + b"\x02" + partition + b"\x00"
    body = struct.pack(">ih", 0, top) + _compact_str(None) + b"\x02" + topic + b"\x00"
    return encode_response(7, body, 1)


def _capture(path: Path, request: bytes, response: bytes) -> Path:
    c, s = ("10.9.0.2", 41000), ("10.9.0.1", 9092)
    wrpcap(
        str(path),
        [
            Ether() / IP(src=c[0], dst=s[0]) / TCP(sport=c[1], dport=s[1], flags="S", seq=99),
            Ether() / IP(src=s[0], dst=c[0]) / TCP(sport=s[1], dport=c[1], flags="SA", seq=899),
            Ether()
            / IP(src=c[0], dst=s[0])
            / TCP(sport=c[1], dport=s[1], flags="PA", seq=100, ack=900)
            / request,
            Ether()
            / IP(src=s[0], dst=c[0])
            / TCP(sport=s[1], dport=c[1], flags="PA", seq=900, ack=100 + len(request))
            / response,
        ],
    )
    return path


@pytest.mark.parametrize(("top", "nested", "want"), [(0, 3, 3), (42, 3, 42), (0, 0, 0)])
def test_alter_partition_reassignments_nested_error(tmp_path, top, nested, want):
    path = _capture(tmp_path / "apr.pcap", _apr_request(), _apr_response(top, nested))
    for full in (False, True):
        df = dissector.read_capture(path, full=full)
        r = df[df.direction == "response"]
        assert len(r) == 1 and r.expert.iloc[0] == "", full
        assert int(r.error_code.iloc[0]) == want, full
        assert r.error_name.iloc[0] == error_name(want), full


def test_the_rule_on_bytes_and_on_bodies():
    """Top-level first wherever it sits; else depth-first in field (= wire) order."""
    body = {
        "error_code": 0,
        "topics": [
            {"error_code": 0, "partitions": [{"error_code": 5}]},
            {"error_code": 3, "partitions": []},
        ],
    }
    assert error_code_of(body) == 5
    assert error_code_of({**body, "error_code": 9}) == 9
    assert error_code_of({"topics": [{"error_code": 0}]}) == 0
    assert error_code_of({"topics": []}) is None
    assert error_code_of({"error_code": 0, "topics": []}) == 0
    raw = _apr_response(0, 3)
    assert scan_error_code(45, 0, "response", raw, 9, len(raw)) == 3
    raw = _apr_response(42, 3)
    assert scan_error_code(45, 0, "response", raw, 9, len(raw)) == 42


def _offset_fetch_v2_response(top: int, nested: int) -> bytes:
    """OffsetFetch v2 response: the top-level error_code comes after the topics on the wire."""
    partition = struct.pack(">iqhh", 0, 5, -1, nested)
    topic = struct.pack(">h", 1) + b"t" + struct.pack(">i", 1) + partition
    return encode_response(7, struct.pack(">i", 1) + topic + struct.pack(">h", top), 0)


@pytest.mark.parametrize(("top", "nested", "want"), [(42, 3, 42), (0, 3, 3), (0, 0, 0)])
def test_a_top_level_error_code_after_nested_ones_still_wins(tmp_path, top, nested, want):
    raw = _offset_fetch_v2_response(top, nested)
    assert scan_error_code(9, 2, "response", raw, 8, len(raw)) == want
    request = encode_request(9, 2, 7, "c", _offset_fetch_v2_request(), 1)
    path = _capture(tmp_path / "of.pcap", request, raw)
    for full in (False, True):
        df = dissector.read_capture(path, full=full)
        r = df[df.direction == "response"]
        assert len(r) == 1 and r.expert.iloc[0] == "", full
        assert int(r.error_code.iloc[0]) == want, full


def _offset_fetch_v2_request() -> bytes:
    """OffsetFetch v2 request: group g, topic t, partition 0."""
    return (
        struct.pack(">h", 1) + b"g" + struct.pack(">i", 1)
        + struct.pack(">h", 1) + b"t" + struct.pack(">ii", 1, 0)
    )  # fmt: skip
