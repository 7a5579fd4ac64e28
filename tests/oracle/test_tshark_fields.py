"""Field by field against an independent oracle: Wireshark's own Kafka dissector (tshark 4.0).

For every Kafka message of captures/clients.pcap (three real clients against
Tansu) and captures/walkthrough.pcap that tshark 4.0 decodes fully (no expert
note of the Malformed group, no ``Unsupported``/``Unknown``/``Request missing``
note, see scripts/decode_coverage.py), every ``kafka.*`` field tshark shows is
compared with our decoding of the same message (``iter_messages(full=True)``),
as the multiset of its values across the message: the header (api_key,
api_version, correlation_id, client_id, length, request frame), the body
fields at every depth and, in Produce requests and Fetch responses, the record
batches and records (offsets, CRCs, codecs, timestamps, keys, values, headers).

The mapping from tshark's field names to paths in our decoded bodies is data
(:data:`FIELDS`): a path is the chain of dict keys down to a value, list levels
left out, and matches any value whose key chain ends with it.  Which fields are
compared for a message is what tshark shows for any message of the same API,
version and direction, so a field tshark shows in one message and we have in
another (or not at all) counts as well.  Messages tshark shares one frame with
are told apart by correlation_id and direction.
"""

from __future__ import annotations

import importlib.util
import sys
from collections import Counter, defaultdict
from datetime import UTC, datetime

import pytest

import dissector
from dissector.wire.compression import COMPRESSION_NAMES

from helpers import ROOT, needs_tshark

CAPTURES = {
    "clients": (ROOT / "captures" / "clients.pcap", (9092,)),
    "walkthrough": (ROOT / "captures" / "walkthrough.pcap", (9092, 19092)),
}
#: fewer compared messages than this means the comparison lost its teeth
MIN_COMPARED = {"clients": 200, "walkthrough": 15}

pytestmark = needs_tshark


def _load_coverage():
    spec = importlib.util.spec_from_file_location(
        "decode_coverage", ROOT / "scripts" / "decode_coverage.py"
    )
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


coverage = _load_coverage()

# ---------------------------------------------------------------------------- the mapping

#: tshark field -> where the same values are in our decoding.  ``@name`` is a
#: message attribute (``@length`` is the frame size without the size field,
#: ``@request_frame`` the frame of the matched request, ``@client_id`` the
#: request header's); ``a.b`` is a body path suffix; ``path>fn`` converts our
#: value with ``CONVERT[fn]`` first.
FIELDS: dict[str, list[str]] = {
    # header
    "kafka.len": ["@length"],
    "kafka.api_key": ["@api_key"],
    "kafka.request_key": ["@api_key"],
    "kafka.response_key": ["@api_key"],
    "kafka.api_version": ["@api_version"],
    "kafka.request.version": ["@api_version"],
    "kafka.response.version": ["@api_version"],
    "kafka.correlation_id": ["@correlation_id"],
    "kafka.request_frame": ["@request_frame"],
    "kafka.client_id": ["@client_id", "members.client_id"],
    # common
    "kafka.error": ["error_code", "partition_error_code"],
    "kafka.error_message": ["error_message"],
    "kafka.throttle_time": ["throttle_time_ms"],
    "kafka.timeout": ["timeout_ms"],
    "kafka.topic_name": [
        "topics.name",
        "topic_data.name",
        "responses.name",
        "v3_and_below_topics.name",
        "results_by_topic_v3_and_below.name",
        "topics.topic",
        "responses.topic",
        "topic_names",
    ],
    "kafka.partition_id": [
        "partition_index",
        "partitions.partition",
        "partition_data.index",
        "partition_responses.index",
        "v3_and_below_topics.partitions",
        "partition_indexes",
    ],
    "kafka.offset": [
        "fetch_offset",
        "high_watermark",
        "committed_offset",
        "base_offset",
        "partitions.offset",
        "records.offset",
    ],
    "kafka.offset_time": ["partitions.timestamp", "log_append_time_ms"],
    "kafka.log_start_offset": ["log_start_offset"],
    "kafka.last_stable_offset": ["last_stable_offset"],
    "kafka.leader_epoch": [
        "current_leader_epoch",
        "committed_leader_epoch",
        "partitions.leader_epoch",
        "records.partition_leader_epoch",
    ],
    "kafka.metadata": ["committed_metadata", "partitions.metadata"],
    "kafka.retention_time": ["retention_time_ms"],
    "kafka.replica_id": [
        "replica_id",
        "replica_state.replica_id",
        "replica_nodes",
        "preferred_read_replica",
    ],
    "kafka.isr_id": ["isr_nodes"],
    "kafka.offline_id": ["offline_replicas"],
    "kafka.leader_id": ["partitions.leader_id"],
    "kafka.is_internal": ["is_internal"],
    "kafka.node_id": ["node_id", "controller_id"],
    "kafka.host": ["host"],
    "kafka.port": ["port"],
    "kafka.rack": ["rack", "rack_id"],
    "kafka.cluster_id": ["cluster_id"],
    # ApiVersions
    "kafka.api_versions.api_key": ["api_keys.api_key"],
    "kafka.api_versions.min_version": ["api_keys.min_version"],
    "kafka.api_versions.max_version": ["api_keys.max_version"],
    "kafka.client_software_name": ["client_software_name"],
    "kafka.client_software_version": ["client_software_version"],
    # Metadata, CreateTopics, DeleteTopics
    "kafka.allow_auto_topic_creation": ["allow_auto_topic_creation"],
    "kafka.include_cluster_authorized_ops": ["include_cluster_authorized_operations"],
    "kafka.include_topic_authorized_ops": ["include_topic_authorized_operations"],
    "kafka.num_partitions": ["num_partitions"],
    "kafka.replication_factor": ["replication_factor"],
    "kafka.validate_only": ["validate_only"],
    # Produce, Fetch
    "kafka.required_acks": ["acks"],
    "kafka.transactional_id": ["transactional_id", "v3_and_below_transactional_id"],
    "kafka.max_wait_time": ["max_wait_ms"],
    "kafka.min_bytes": ["min_bytes"],
    "kafka.max_bytes": ["max_bytes", "partition_max_bytes"],
    "kafka.isolation_level": ["isolation_level"],
    "kafka.fetch_session_id": ["session_id"],
    "kafka.fetch_session_epoch": ["session_epoch"],
    # record batches (dissector.wire.records) and records
    "kafka.message_size": ["records.batch_length"],
    "kafka.message_magic": ["records.magic"],
    "kafka.batch_crc": ["records.crc"],
    "kafka.batch_codec": ["records.compression>codec_id"],
    "kafka.batch_timestamp_type": ["records.attributes>timestamp_type"],
    "kafka.batch_transactional": ["records.is_transactional"],
    "kafka.batch_control_batch": ["records.is_control"],
    "kafka.batch_last_offset_delta": ["records.last_offset_delta"],
    "kafka.batch_first_timestamp": ["records.base_timestamp"],
    "kafka.batch_last_timestamp": ["records.max_timestamp"],
    "kafka.producer_id": ["producer_id", "v3_and_below_producer_id"],
    "kafka.producer_epoch": ["producer_epoch", "v3_and_below_producer_epoch"],
    "kafka.batch_base_sequence": ["records.base_sequence"],
    "kafka.batch_size": ["records.record_count"],
    "kafka.message_timestamp": ["records.timestamp"],
    "kafka.message_key": ["records.key"],
    "kafka.message_value": ["records.value"],
    "kafka.header_key": ["headers.key"],
    "kafka.header_value": ["headers.value"],
    # groups and coordinators
    "kafka.coordinator_key": ["key"],
    "kafka.coordinator_type": ["key_type"],
    "kafka.consumer_group": ["group_id", "groups_names", "groups"],
    "kafka.consumer_group_instance": ["group_instance_id"],
    "kafka.member_id": ["member_id"],
    "kafka.generation_id": ["generation_id", "generation_id_or_member_epoch"],
    "kafka.session_timeout": ["session_timeout_ms"],
    "kafka.rebalance_timeout": ["rebalance_timeout_ms"],
    "kafka.protocol_type": ["protocol_type"],
    "kafka.protocol_name": ["protocols.name", "protocol_name", "protocol_data"],
    "kafka.protocol_metadata": ["protocols.metadata"],
    "kafka.member_metadata": ["members.metadata", "members.member_metadata"],
    "kafka.member_assignment": ["assignment", "members.member_assignment"],
    "kafka.group_leader_id": ["leader"],
    "kafka.group_state": ["group_state"],
    "kafka.client_host": ["client_host"],
    "kafka.include_group_authorized_ops": ["include_authorized_operations"],
    "kafka.group_authorized_ops": ["authorized_operations>u32"],
    # transactions
    "kafka.transaction_timeout": ["transaction_timeout_ms"],
    "kafka.transaction_result": ["committed"],
    # configs
    "kafka.config_resource_type": ["resource_type"],
    "kafka.config_resource_name": ["resource_name"],
    "kafka.config_include_synonyms": ["include_synonyms"],
    "kafka.config_key": ["configs.name", "configuration_keys"],
    "kafka.config_value": ["configs.value"],
    "kafka.config_operation": ["config_operation"],
    # ACLs (DescribeAcls request filters)
    "kafka.acl_resource_type": ["resource_type_filter"],
    "kafka.acl_resource_name": ["resource_name_filter"],
    "kafka.acl_resource_pattern_type": ["pattern_type_filter"],
    "kafka.acl_principal": ["principal_filter"],
    "kafka.acl_host": ["host_filter"],
    "kafka.acl_operation": ["operation"],
    "kafka.acl_permission_type": ["permission_type"],
}

#: tshark fields not compared, and why.
IGNORED: dict[str, str] = {
    "kafka.tagged_field_tag": "tshark shows tagged fields raw; we decode them into named fields",
    "kafka.tagged_field_data": "tshark shows tagged fields raw; we decode them into named fields",
    "kafka.message_compression_reduction": "a ratio tshark computes, not on the wire",
    "kafka.record_attributes": "the per-record attributes byte (reserved, 0): not kept by us",
}

#: tshark shows these as bytes (hex in ``show``)
BYTES_FIELDS = {
    "kafka.message_key",
    "kafka.message_value",
    "kafka.header_value",
    "kafka.protocol_metadata",
    "kafka.member_metadata",
    "kafka.member_assignment",
}
#: tshark 4.0 shows batch timestamps as seconds with a negative nanosecond part
#: (``Jan  1, 1970 00:06:35.-805049216``): read the ms from the field's raw bytes (PDML ``value``)
RAW_MS_FIELDS = {"kafka.batch_first_timestamp", "kafka.batch_last_timestamp"}
TIME_FIELDS = {"kafka.message_timestamp"}

CONVERT = {
    "codec_id": lambda name: COMPRESSION_NAMES.index(name),
    "timestamp_type": lambda attributes: (attributes >> 3) & 1,
    "u32": lambda v: v & 0xFFFFFFFF,
}


# ---------------------------------------------------------------------------- values


def norm(value):
    """Our value in the form tshark's ``show`` takes: text, bytes or None."""
    if value is None or isinstance(value, bytes | str):
        return value
    if isinstance(value, bool):
        return str(int(value))
    return str(value)


def tshark_value(name: str, show: str, showname: str, raw: str | None):
    if showname.endswith("<NULL>") or show == "[ Null ]":
        return None
    if name in BYTES_FIELDS:
        return bytes.fromhex(show.replace(":", ""))
    if name in RAW_MS_FIELDS:
        return str(int.from_bytes(bytes.fromhex(raw), "big", signed=True))
    if name in TIME_FIELDS:
        # "Nov 14, 2023 22:46:40.001000000 UTC"
        stamp, _, frac = show.removesuffix(" UTC").partition(".")
        dt = datetime.strptime(stamp, "%b %d, %Y %H:%M:%S").replace(tzinfo=UTC)
        return str(int(dt.timestamp()) * 1000 + int(frac[:3] or 0))
    if show.startswith("0x"):
        return str(int(show, 16))
    return show


def leaves(value, path=()):
    """(key path, value) of every leaf of a decoded body; list levels are left out."""
    if isinstance(value, dict):
        for k, v in value.items():
            yield from leaves(v, (*path, k))
    elif isinstance(value, list):
        for v in value:
            yield from leaves(v, path)
    else:
        yield path, value


def ours(m, name: str) -> Counter:
    """The multiset of our values for tshark field ``name`` in message ``m``."""
    out = Counter()
    body_leaves = None
    for spec in FIELDS[name]:
        spec, _, conv = spec.partition(">")
        fn = CONVERT[conv] if conv else (lambda v: v)
        if spec.startswith("@"):
            attr = spec[1:]
            if attr == "length":
                value = m.length - 4
            elif attr == "request_frame":
                value = m.request.frame if m.kind == "response" and m.request else None
            elif attr == "client_id":
                value = m.client_id if m.kind == "request" else None
            else:
                value = getattr(m, attr)
            if value is not None:
                out[norm(fn(value))] += 1
            continue
        suffix = tuple(spec.split("."))
        if body_leaves is None:
            body_leaves = list(leaves(m.body or {}))
        for path, value in body_leaves:
            if path[-len(suffix) :] == suffix:
                out[norm(fn(value) if value is not None else None)] += 1
    return out


# ---------------------------------------------------------------------------- the pairs


def tshark_fields(pdu) -> dict[str, Counter]:
    out: dict[str, Counter] = defaultdict(Counter)
    for name, show, showname, raw in pdu.fields:
        out[name][tshark_value(name, show, showname, raw)] += 1
    return out


@pytest.fixture(scope="module", params=sorted(CAPTURES))
def compared(request):
    """(capture name, [(our message, tshark PDU)] for every message tshark decodes fully)."""
    name = request.param
    path, ports = CAPTURES[name]
    messages = [
        m
        for m in dissector.iter_messages(path, ports=ports, full=True)
        if m.kind in ("request", "response")
    ]
    pdus = coverage.tshark_pdus(path, ports)
    matched = coverage.match(messages, pdus)
    pairs = [(m, matched[id(m)]) for m in messages if id(m) in matched]
    full = [(m, p) for m, p in pairs if p.full]
    return name, messages, pdus, pairs, full


@pytest.mark.slow
def test_every_tshark_pdu_is_one_of_our_messages(compared):
    """Same Kafka PDUs, and where tshark names the API (even undecoded), the same header."""
    name, messages, pdus, pairs, _ = compared
    keys = Counter((m.frame, m.direction, m.correlation_id) for m in messages)
    theirs = Counter((p.frame, p.direction, p.correlation_id) for p in pdus)
    assert theirs - keys == Counter(), name
    assert len(pdus) == len(messages) == len(pairs), name
    for m, p in pairs:
        if p.api_key is not None:
            assert (p.api_key, p.api_version) == (m.api_key, m.api_version), (name, m.frame)


def test_fields_equal_tshark(compared):
    name, _, _, _, full = compared
    # fields tshark shows for any message of the same API, version and direction
    shown: dict[tuple, set[str]] = defaultdict(set)
    for _m, p in full:
        shown[(p.api_key, p.api_version, p.direction)].update(n for n, *_ in p.fields)
    unmapped = set().union(*shown.values()) - set(FIELDS) - set(IGNORED)
    assert not unmapped, f"tshark fields with no mapping: {sorted(unmapped)}"
    mismatches = []
    values = 0
    fields_seen = set()
    for m, p in full:
        assert p.api_key == m.api_key, (m.frame, m.correlation_id)
        assert m.body is not None and not m.expert, (m.frame, m.api_name, m.expert)
        theirs = tshark_fields(p)
        for fname in sorted(shown[(p.api_key, p.api_version, p.direction)] - set(IGNORED)):
            mine = ours(m, fname)
            values += sum(theirs[fname].values())
            fields_seen.add(fname)
            if mine != theirs[fname]:
                mismatches.append(
                    f"frame {m.frame} {m.api_name} v{m.api_version} {m.direction} "
                    f"corr {m.correlation_id}: {fname}: tshark {dict(theirs[fname])} "
                    f"ours {dict(mine)}"
                )
    print(
        f"\n{name}: {len(full)} messages compared with tshark, {values} field values, "
        f"{len(fields_seen)} distinct fields, "
        f"{len({(m.api_key, m.direction) for m, _ in full})} API/direction pairs"
    )
    assert not mismatches, "\n".join(mismatches[:40])
    assert len(full) >= MIN_COMPARED[name]


def test_compared_messages_cover_records(compared):
    """The comparison reaches into record batches of several codecs and both directions."""
    name, _, _, _, full = compared
    if name != "clients":
        pytest.skip("records: clients.pcap")
    codecs = Counter()
    for m, p in full:
        for fname, show, *_ in p.fields:
            if fname == "kafka.batch_codec":
                codecs[(m.api_name, m.direction, COMPRESSION_NAMES[int(show)])] += 1
    kinds = {(api, d) for api, d, _ in codecs}
    assert kinds == {("Produce", "request"), ("Fetch", "response")}, codecs
    assert {c for *_, c in codecs} == set(COMPRESSION_NAMES), codecs
