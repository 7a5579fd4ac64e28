"""Checkers of the responses' scan layouts, part 2: entities 52-68.

GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (:mod:`codegen.checkers`, from
the ``scan`` layouts of ``dissector/kafka/kafka_facts.json`` with
:func:`dissector.wire.checkers.checker_source`: the source
:func:`dissector.wire.checkers.gen_check` executes for an entity at run time); ``python -m
codegen --check``, run by the tests, fails when it is stale.
"""

# ruff: noqa: E501, E701, F401, I001
from .checkers import HELPERS
from .gen_checkers_01 import c51_MetadataResponseBroker

Malformed = HELPERS['Malformed']
_I16 = HELPERS['_I16']
_I32 = HELPERS['_I32']
_bad_len = HELPERS['_bad_len']
_short = HELPERS['_short']
_short_run = HELPERS['_short_run']
_tagged = HELPERS['_tagged']
_utf8 = HELPERS['_utf8']
_uvarint = HELPERS['_uvarint']


def c52_MetadataResponsePartition(buf, pos, end, st):
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    if pos + 8 > end: raise _short_run(pos, end, _c1)
    pos += 8
    at = pos
    if pos + 4 > end: raise _short(pos, 4, end, 'count of replica_nodes')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'replica_nodes: length ' + str(n))
        raise Malformed('nullable_violation', at, 'replica_nodes')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'replica_nodes')
    else:
        if n * 4 > end - pos:
            raise _bad_len('bad_array_length', at, n, end - pos, 'replica_nodes')
        pos += n * 4
    at = pos
    if pos + 4 > end: raise _short(pos, 4, end, 'count of isr_nodes')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'isr_nodes: length ' + str(n))
        raise Malformed('nullable_violation', at, 'isr_nodes')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'isr_nodes')
    else:
        if n * 4 > end - pos:
            raise _bad_len('bad_array_length', at, n, end - pos, 'isr_nodes')
        pos += n * 4
    return pos


def c53_MetadataResponseTopic(buf, pos, end, st):
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    at = pos
    if pos + 2 > end: raise _short(pos, 2, end, 'length of name')
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'name: length ' + str(n))
        raise Malformed('nullable_violation', at, 'name')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'name')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'name')
        pos += n
    at = pos
    if pos + 4 > end: raise _short(pos, 4, end, 'count of partitions')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'partitions: length ' + str(n))
        raise Malformed('nullable_violation', at, 'partitions')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'partitions')
    else:
        for _ in range(n):
            pos = c52_MetadataResponsePartition(buf, pos, end, st)
    return pos


def c54_MetadataResponse(buf, pos, end, st):
    at = pos
    if pos + 4 > end: raise _short(pos, 4, end, 'count of brokers')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'brokers: length ' + str(n))
        raise Malformed('nullable_violation', at, 'brokers')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'brokers')
    else:
        for _ in range(n):
            pos = c51_MetadataResponseBroker(buf, pos, end, st)
    at = pos
    if pos + 4 > end: raise _short(pos, 4, end, 'count of topics')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'topics: length ' + str(n))
        raise Malformed('nullable_violation', at, 'topics')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'topics')
    else:
        for _ in range(n):
            pos = c53_MetadataResponseTopic(buf, pos, end, st)
    return pos


def c55_MetadataResponseBroker(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c2)
    pos += 4
    at = pos
    if pos + 2 > end: raise _short(pos, 2, end, 'length of host')
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'host: length ' + str(n))
        raise Malformed('nullable_violation', at, 'host')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'host')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'host')
        pos += n
    if pos + 4 > end: raise _short_run(pos, end, _c3)
    pos += 4
    at = pos
    if pos + 2 > end: raise _short(pos, 2, end, 'length of rack')
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'rack: length ' + str(n))
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'rack')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'rack')
        pos += n
    return pos


def c56_MetadataResponseTopic(buf, pos, end, st):
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    at = pos
    if pos + 2 > end: raise _short(pos, 2, end, 'length of name')
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'name: length ' + str(n))
        raise Malformed('nullable_violation', at, 'name')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'name')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'name')
        pos += n
    if pos + 1 > end: raise _short_run(pos, end, _c4)
    pos += 1
    at = pos
    if pos + 4 > end: raise _short(pos, 4, end, 'count of partitions')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'partitions: length ' + str(n))
        raise Malformed('nullable_violation', at, 'partitions')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'partitions')
    else:
        for _ in range(n):
            pos = c52_MetadataResponsePartition(buf, pos, end, st)
    return pos


def c57_MetadataResponse(buf, pos, end, st):
    at = pos
    if pos + 4 > end: raise _short(pos, 4, end, 'count of brokers')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'brokers: length ' + str(n))
        raise Malformed('nullable_violation', at, 'brokers')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'brokers')
    else:
        for _ in range(n):
            pos = c55_MetadataResponseBroker(buf, pos, end, st)
    if pos + 4 > end: raise _short_run(pos, end, _c5)
    pos += 4
    at = pos
    if pos + 4 > end: raise _short(pos, 4, end, 'count of topics')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'topics: length ' + str(n))
        raise Malformed('nullable_violation', at, 'topics')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'topics')
    else:
        for _ in range(n):
            pos = c56_MetadataResponseTopic(buf, pos, end, st)
    return pos


def c58_MetadataResponse(buf, pos, end, st):
    at = pos
    if pos + 4 > end: raise _short(pos, 4, end, 'count of brokers')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'brokers: length ' + str(n))
        raise Malformed('nullable_violation', at, 'brokers')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'brokers')
    else:
        for _ in range(n):
            pos = c55_MetadataResponseBroker(buf, pos, end, st)
    at = pos
    if pos + 2 > end: raise _short(pos, 2, end, 'length of cluster_id')
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'cluster_id: length ' + str(n))
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'cluster_id')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'cluster_id')
        pos += n
    if pos + 4 > end: raise _short_run(pos, end, _c5)
    pos += 4
    at = pos
    if pos + 4 > end: raise _short(pos, 4, end, 'count of topics')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'topics: length ' + str(n))
        raise Malformed('nullable_violation', at, 'topics')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'topics')
    else:
        for _ in range(n):
            pos = c56_MetadataResponseTopic(buf, pos, end, st)
    return pos


def c59_MetadataResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c6)
    pos += 4
    at = pos
    if pos + 4 > end: raise _short(pos, 4, end, 'count of brokers')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'brokers: length ' + str(n))
        raise Malformed('nullable_violation', at, 'brokers')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'brokers')
    else:
        for _ in range(n):
            pos = c55_MetadataResponseBroker(buf, pos, end, st)
    at = pos
    if pos + 2 > end: raise _short(pos, 2, end, 'length of cluster_id')
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'cluster_id: length ' + str(n))
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'cluster_id')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'cluster_id')
        pos += n
    if pos + 4 > end: raise _short_run(pos, end, _c5)
    pos += 4
    at = pos
    if pos + 4 > end: raise _short(pos, 4, end, 'count of topics')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'topics: length ' + str(n))
        raise Malformed('nullable_violation', at, 'topics')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'topics')
    else:
        for _ in range(n):
            pos = c56_MetadataResponseTopic(buf, pos, end, st)
    return pos


def c60_MetadataResponsePartition(buf, pos, end, st):
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    if pos + 8 > end: raise _short_run(pos, end, _c1)
    pos += 8
    at = pos
    if pos + 4 > end: raise _short(pos, 4, end, 'count of replica_nodes')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'replica_nodes: length ' + str(n))
        raise Malformed('nullable_violation', at, 'replica_nodes')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'replica_nodes')
    else:
        if n * 4 > end - pos:
            raise _bad_len('bad_array_length', at, n, end - pos, 'replica_nodes')
        pos += n * 4
    at = pos
    if pos + 4 > end: raise _short(pos, 4, end, 'count of isr_nodes')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'isr_nodes: length ' + str(n))
        raise Malformed('nullable_violation', at, 'isr_nodes')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'isr_nodes')
    else:
        if n * 4 > end - pos:
            raise _bad_len('bad_array_length', at, n, end - pos, 'isr_nodes')
        pos += n * 4
    at = pos
    if pos + 4 > end: raise _short(pos, 4, end, 'count of offline_replicas')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'offline_replicas: length ' + str(n))
        raise Malformed('nullable_violation', at, 'offline_replicas')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'offline_replicas')
    else:
        if n * 4 > end - pos:
            raise _bad_len('bad_array_length', at, n, end - pos, 'offline_replicas')
        pos += n * 4
    return pos


def c61_MetadataResponseTopic(buf, pos, end, st):
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    at = pos
    if pos + 2 > end: raise _short(pos, 2, end, 'length of name')
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'name: length ' + str(n))
        raise Malformed('nullable_violation', at, 'name')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'name')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'name')
        pos += n
    if pos + 1 > end: raise _short_run(pos, end, _c4)
    pos += 1
    at = pos
    if pos + 4 > end: raise _short(pos, 4, end, 'count of partitions')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'partitions: length ' + str(n))
        raise Malformed('nullable_violation', at, 'partitions')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'partitions')
    else:
        for _ in range(n):
            pos = c60_MetadataResponsePartition(buf, pos, end, st)
    return pos


def c62_MetadataResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c6)
    pos += 4
    at = pos
    if pos + 4 > end: raise _short(pos, 4, end, 'count of brokers')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'brokers: length ' + str(n))
        raise Malformed('nullable_violation', at, 'brokers')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'brokers')
    else:
        for _ in range(n):
            pos = c55_MetadataResponseBroker(buf, pos, end, st)
    at = pos
    if pos + 2 > end: raise _short(pos, 2, end, 'length of cluster_id')
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'cluster_id: length ' + str(n))
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'cluster_id')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'cluster_id')
        pos += n
    if pos + 4 > end: raise _short_run(pos, end, _c5)
    pos += 4
    at = pos
    if pos + 4 > end: raise _short(pos, 4, end, 'count of topics')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'topics: length ' + str(n))
        raise Malformed('nullable_violation', at, 'topics')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'topics')
    else:
        for _ in range(n):
            pos = c61_MetadataResponseTopic(buf, pos, end, st)
    return pos


def c63_MetadataResponsePartition(buf, pos, end, st):
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    if pos + 12 > end: raise _short_run(pos, end, _c7)
    pos += 12
    at = pos
    if pos + 4 > end: raise _short(pos, 4, end, 'count of replica_nodes')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'replica_nodes: length ' + str(n))
        raise Malformed('nullable_violation', at, 'replica_nodes')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'replica_nodes')
    else:
        if n * 4 > end - pos:
            raise _bad_len('bad_array_length', at, n, end - pos, 'replica_nodes')
        pos += n * 4
    at = pos
    if pos + 4 > end: raise _short(pos, 4, end, 'count of isr_nodes')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'isr_nodes: length ' + str(n))
        raise Malformed('nullable_violation', at, 'isr_nodes')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'isr_nodes')
    else:
        if n * 4 > end - pos:
            raise _bad_len('bad_array_length', at, n, end - pos, 'isr_nodes')
        pos += n * 4
    at = pos
    if pos + 4 > end: raise _short(pos, 4, end, 'count of offline_replicas')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'offline_replicas: length ' + str(n))
        raise Malformed('nullable_violation', at, 'offline_replicas')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'offline_replicas')
    else:
        if n * 4 > end - pos:
            raise _bad_len('bad_array_length', at, n, end - pos, 'offline_replicas')
        pos += n * 4
    return pos


def c64_MetadataResponseTopic(buf, pos, end, st):
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    at = pos
    if pos + 2 > end: raise _short(pos, 2, end, 'length of name')
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'name: length ' + str(n))
        raise Malformed('nullable_violation', at, 'name')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'name')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'name')
        pos += n
    if pos + 1 > end: raise _short_run(pos, end, _c4)
    pos += 1
    at = pos
    if pos + 4 > end: raise _short(pos, 4, end, 'count of partitions')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'partitions: length ' + str(n))
        raise Malformed('nullable_violation', at, 'partitions')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'partitions')
    else:
        for _ in range(n):
            pos = c63_MetadataResponsePartition(buf, pos, end, st)
    return pos


def c65_MetadataResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c6)
    pos += 4
    at = pos
    if pos + 4 > end: raise _short(pos, 4, end, 'count of brokers')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'brokers: length ' + str(n))
        raise Malformed('nullable_violation', at, 'brokers')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'brokers')
    else:
        for _ in range(n):
            pos = c55_MetadataResponseBroker(buf, pos, end, st)
    at = pos
    if pos + 2 > end: raise _short(pos, 2, end, 'length of cluster_id')
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'cluster_id: length ' + str(n))
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'cluster_id')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'cluster_id')
        pos += n
    if pos + 4 > end: raise _short_run(pos, end, _c5)
    pos += 4
    at = pos
    if pos + 4 > end: raise _short(pos, 4, end, 'count of topics')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'topics: length ' + str(n))
        raise Malformed('nullable_violation', at, 'topics')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'topics')
    else:
        for _ in range(n):
            pos = c64_MetadataResponseTopic(buf, pos, end, st)
    return pos


def c66_MetadataResponseTopic(buf, pos, end, st):
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    at = pos
    if pos + 2 > end: raise _short(pos, 2, end, 'length of name')
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'name: length ' + str(n))
        raise Malformed('nullable_violation', at, 'name')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'name')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'name')
        pos += n
    if pos + 1 > end: raise _short_run(pos, end, _c4)
    pos += 1
    at = pos
    if pos + 4 > end: raise _short(pos, 4, end, 'count of partitions')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'partitions: length ' + str(n))
        raise Malformed('nullable_violation', at, 'partitions')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'partitions')
    else:
        for _ in range(n):
            pos = c63_MetadataResponsePartition(buf, pos, end, st)
    if pos + 4 > end: raise _short_run(pos, end, _c8)
    pos += 4
    return pos


def c67_MetadataResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c6)
    pos += 4
    at = pos
    if pos + 4 > end: raise _short(pos, 4, end, 'count of brokers')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'brokers: length ' + str(n))
        raise Malformed('nullable_violation', at, 'brokers')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'brokers')
    else:
        for _ in range(n):
            pos = c55_MetadataResponseBroker(buf, pos, end, st)
    at = pos
    if pos + 2 > end: raise _short(pos, 2, end, 'length of cluster_id')
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'cluster_id: length ' + str(n))
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'cluster_id')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'cluster_id')
        pos += n
    if pos + 4 > end: raise _short_run(pos, end, _c5)
    pos += 4
    at = pos
    if pos + 4 > end: raise _short(pos, 4, end, 'count of topics')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'topics: length ' + str(n))
        raise Malformed('nullable_violation', at, 'topics')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'topics')
    else:
        for _ in range(n):
            pos = c66_MetadataResponseTopic(buf, pos, end, st)
    if pos + 4 > end: raise _short_run(pos, end, _c9)
    pos += 4
    return pos


def c68_MetadataResponseBroker(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c2)
    pos += 4
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of host')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'host: length ' + str(n))
        raise Malformed('nullable_violation', at, 'host')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'host')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'host')
        pos += n
    if pos + 4 > end: raise _short_run(pos, end, _c3)
    pos += 4
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of rack')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'rack: length ' + str(n))
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'rack')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'rack')
        pos += n
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c10)
    return pos


_c1 = (('partition_index', 4), ('leader_id', 4))
_c2 = (('node_id', 4),)
_c3 = (('port', 4),)
_c4 = (('is_internal', 1),)
_c5 = (('controller_id', 4),)
_c6 = (('throttle_time_ms', 4),)
_c7 = (('partition_index', 4), ('leader_id', 4), ('leader_epoch', 4))
_c8 = (('topic_authorized_operations', 4),)
_c9 = (('cluster_authorized_operations', 4),)
_c10 = {}

#: entity index -> its checker
CHECKERS = {
    52: c52_MetadataResponsePartition,
    53: c53_MetadataResponseTopic,
    54: c54_MetadataResponse,
    55: c55_MetadataResponseBroker,
    56: c56_MetadataResponseTopic,
    57: c57_MetadataResponse,
    58: c58_MetadataResponse,
    59: c59_MetadataResponse,
    60: c60_MetadataResponsePartition,
    61: c61_MetadataResponseTopic,
    62: c62_MetadataResponse,
    63: c63_MetadataResponsePartition,
    64: c64_MetadataResponseTopic,
    65: c65_MetadataResponse,
    66: c66_MetadataResponseTopic,
    67: c67_MetadataResponse,
    68: c68_MetadataResponseBroker,
}
