"""Capture input, reassembly and matching on captures built with scapy.

Each test writes a real pcap/pcapng file with scapy's writers, reads it back
through the public API and checks the recovered messages.  The mirror frames
are encoded from the specs; what is under test here is the path from file to
matched messages (link types, IP versions, segmentation), not the codec.
"""

from __future__ import annotations

import pytest
from scapy.layers.inet import IP
from scapy.layers.inet6 import IPv6
from scapy.layers.l2 import CookedLinux, Dot1Q, Ether, Loopback
from scapy.utils import PcapNgWriter, wrpcap

import dissector
from dissector.profiles.profile import load_profile
from dissector.wire.codec import encode_body
from dissector.wire.headers import encode_request, encode_response

from helpers import ROOT, tcp_conversation

PROFILE = load_profile()


def _frames():
    lmo_req = PROFILE.message(97, "request")
    lmo_resp = PROFILE.message(97, "response")
    req = encode_request(
        97,
        0,
        11,
        "leader-3",
        encode_body(
            lmo_req,
            0,
            {
                "mirror_name": "m1",
                "topics": [
                    {
                        "name": "orders",
                        "partitions": [{"partition_index": 0}, {"partition_index": 1}],
                    }
                ],
            },
        ),
    )
    resp = encode_response(
        11,
        encode_body(
            lmo_resp,
            0,
            {
                "topics": [
                    {
                        "name": "orders",
                        "partitions": [
                            {"partition_index": 0, "last_mirrored_offset": 120},
                            {"partition_index": 1, "last_mirrored_offset": 0, "error_code": 3},
                        ],
                    }
                ]
            },
        ),
    )
    lm_req = encode_request(98, 0, 12, "admin", encode_body(PROFILE.message(98, "request"), 0, {}))
    lm_resp = encode_response(
        12,
        encode_body(
            PROFILE.message(98, "response"),
            0,
            {
                "error_code": 0,
                "mirrors": [{"mirror_name": "m1", "source_bootstrap": "a:9092", "topic_count": 1}],
            },
        ),
    )
    return req, resp, lm_req, lm_resp


def _conversation(
    ip_layer,
    link=None,
    client=("10.0.0.7", 40001),
    server=("10.0.0.1", 9092),
    chunk=None,
    batch=False,
):
    """Packets of a TCP conversation carrying the four frames; ``chunk`` splits payloads."""
    req, resp, lm_req, lm_resp = _frames()
    client_data = [req + lm_req] if batch else [req, lm_req]
    server_data = [resp + lm_resp] if batch else [resp, lm_resp]
    segments = []
    for cd, sd in zip(client_data, server_data, strict=True):
        for to_server, data in ((True, cd), (False, sd)):
            pieces = [data[i : i + chunk] for i in range(0, len(data), chunk)] if chunk else [data]
            segments += [(to_server, p) for p in pieces]
    return tcp_conversation(segments, client, server, link=link, ip_layer=ip_layer)


def _check(df, n_packets_first_resp=None):
    assert list(df["api_name"]) == ["LastMirroredOffsets"] * 2 + ["ListMirrors"] * 2 or list(
        df["api_name"]
    ) == ["LastMirroredOffsets", "ListMirrors", "LastMirroredOffsets", "ListMirrors"]
    assert df["mirror"].all()
    assert set(df["correlation_id"]) == {11, 12}
    assert (df["expert"] == "").all(), df["expert"].tolist()
    lmo = df[df["api_key"] == 97]
    assert list(lmo["direction"]) == ["request", "response"]
    assert list(lmo["mirror_name"]) == ["m1", "m1"]
    assert lmo["error_name"].iloc[1] == "UNKNOWN_TOPIC_OR_PARTITION"  # error 3, partition 1
    req_frame, resp_frame = lmo["frame"].tolist()
    assert lmo["response_frame"].iloc[0] == resp_frame
    assert lmo["request_frame"].iloc[1] == req_frame
    assert lmo["latency_ms"].notna().all()
    lm = df[df["api_key"] == 98]
    assert lm["error_name"].iloc[1] == "NONE"


@pytest.mark.parametrize(
    "name, ip_layer, link, addrs",
    [
        ("ethernet-ipv4", IP, Ether, {}),
        ("vlan-ipv4", IP, lambda: Ether() / Dot1Q(vlan=300), {}),
        ("cooked-ipv4", IP, lambda: CookedLinux(proto=0x0800), {}),
        ("loopback-ipv4", IP, lambda: Loopback(type=2), {}),
        ("raw-ipv6", IPv6, None, {"client": ("fd00::7", 40001), "server": ("fd00::1", 9092)}),
        ("ethernet-ipv6", IPv6, Ether, {"client": ("fd00::7", 40001), "server": ("fd00::1", 9092)}),
    ],
)
@pytest.mark.slow
def test_link_and_ip_variants(tmp_path, name, ip_layer, link, addrs):
    pkts = _conversation(ip_layer, link, **addrs)
    path = tmp_path / f"{name}.pcap"
    wrpcap(str(path), pkts)
    df = dissector.read_capture(path)
    assert len(df) == 4
    _check(df)
    if "ipv6" in name:
        assert df["src"].iloc[0] == "[fd00::7]:40001"


@pytest.mark.parametrize("chunk", [1, 7, 64])
def test_one_frame_over_many_segments(tmp_path, chunk):
    pkts = _conversation(IP, Ether, chunk=chunk)
    path = tmp_path / "split.pcap"
    wrpcap(str(path), pkts)
    df = dissector.read_capture(path)
    assert len(df) == 4
    _check(df)
    # Each message is reported at the frame of its last segment, like Wireshark.
    first = df.iloc[0]
    req_len = len(_frames()[0])
    n_segments = -(-req_len // chunk)
    assert first["frame"] == 3 + n_segments
    assert first["length"] == req_len


def test_several_frames_in_one_segment(tmp_path):
    pkts = _conversation(IP, Ether, batch=True)
    path = tmp_path / "batch.pcap"
    wrpcap(str(path), pkts)
    df = dissector.read_capture(path)
    assert len(df) == 4
    _check(df)
    assert df["frame"].tolist() == [4, 4, 5, 5]


def test_pcapng_and_custom_port(tmp_path):
    pkts = _conversation(IP, Ether, server=("10.0.0.1", 19092))
    path = tmp_path / "x.pcapng"
    with PcapNgWriter(str(path)) as w:
        for p in pkts:
            w.write(p)
    assert dissector.read_capture(path).empty  # 19092 is not a Kafka port by default
    df = dissector.read_capture(path, ports=[19092])
    assert len(df) == 4
    _check(df)
    assert str(df["time"].dtype) == "datetime64[ns, UTC]"


def test_dtypes_follow_the_documented_contract(tmp_path):
    from dissector.tables.table import COLUMNS

    path = tmp_path / "x.pcap"
    wrpcap(str(path), _conversation(IP, Ether))
    df = dissector.read_capture(path)
    assert list(df.columns) == list(COLUMNS)
    for col, (dtype, _) in COLUMNS.items():
        assert str(df[col].dtype) == dtype, col


def test_out_of_order_and_retransmitted_segments(tmp_path):
    pkts = _conversation(IP, Ether, chunk=9)
    data = pkts[3:]
    # swap neighbours and duplicate one segment: same bytes must come out once
    reordered = pkts[:3] + [data[1], data[0], data[0]] + data[2:]
    path = tmp_path / "ooo.pcap"
    wrpcap(str(path), reordered)
    df = dissector.read_capture(path)
    assert len(df) == 4
    _check(df)


def test_records_and_segments_are_named_tuples():
    """The reader yields Record tuples, parse_segment returns a Segment: named fields that
    still unpack like the plain tuples they are."""
    from dissector.capture.files import Record, Segment, iter_packets, parse_segment

    path = ROOT / "captures" / "walkthrough.pcap"
    records = list(iter_packets(path))
    assert all(isinstance(r, Record) for r in records) and records[0].frame == 1
    segs = [parse_segment(*r) for r in records]
    seg = next(s for s in segs if s is not None and s.payload)
    assert (
        isinstance(seg, Segment)
        and 19092 in (seg.sport, seg.dport)
        or 9092 in (seg.sport, seg.dport)
    )
    src, sport, dst, dport, seq, flags, payload, missing, ack = seg
    assert (src, payload, missing) == (seg.src, seg.payload, seg.missing) and len(src) in (4, 16)
