"""Checkers of the responses' scan layouts, part 3: entities 69-88.

GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (:mod:`codegen.checkers`, from
the ``scan`` layouts of ``dissector/kafka/kafka_facts.json`` with
:func:`dissector.wire.checkers.checker_source`: the source
:func:`dissector.wire.checkers.gen_check` executes for an entity at run time); ``python -m
codegen --check``, run by the tests, fails when it is stale.
"""

# ruff: noqa: E501, E701, F401, I001
from .checkers import HELPERS
from .gen_checkers_02 import c68_MetadataResponseBroker

Malformed = HELPERS['Malformed']
_I16 = HELPERS['_I16']
_I32 = HELPERS['_I32']
_bad_len = HELPERS['_bad_len']
_short = HELPERS['_short']
_short_run = HELPERS['_short_run']
_tagged = HELPERS['_tagged']
_utf8 = HELPERS['_utf8']
_uvarint = HELPERS['_uvarint']


def c69_MetadataResponsePartition(buf, pos, end, st):
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    if pos + 12 > end: raise _short_run(pos, end, _c1)
    pos += 12
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of replica_nodes')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
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
    if pos >= end: raise _short(pos, 1, end, 'count of isr_nodes')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
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
    if pos >= end: raise _short(pos, 1, end, 'count of offline_replicas')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'offline_replicas: length ' + str(n))
        raise Malformed('nullable_violation', at, 'offline_replicas')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'offline_replicas')
    else:
        if n * 4 > end - pos:
            raise _bad_len('bad_array_length', at, n, end - pos, 'offline_replicas')
        pos += n * 4
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c2)
    return pos


def c70_MetadataResponseTopic(buf, pos, end, st):
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of name')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'name: length ' + str(n))
        raise Malformed('nullable_violation', at, 'name')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'name')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'name')
        pos += n
    if pos + 1 > end: raise _short_run(pos, end, _c3)
    pos += 1
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of partitions')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'partitions: length ' + str(n))
        raise Malformed('nullable_violation', at, 'partitions')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'partitions')
    else:
        for _ in range(n):
            pos = c69_MetadataResponsePartition(buf, pos, end, st)
    if pos + 4 > end: raise _short_run(pos, end, _c4)
    pos += 4
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c2)
    return pos


def c71_MetadataResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c5)
    pos += 4
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of brokers')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'brokers: length ' + str(n))
        raise Malformed('nullable_violation', at, 'brokers')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'brokers')
    else:
        for _ in range(n):
            pos = c68_MetadataResponseBroker(buf, pos, end, st)
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of cluster_id')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'cluster_id: length ' + str(n))
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'cluster_id')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'cluster_id')
        pos += n
    if pos + 4 > end: raise _short_run(pos, end, _c6)
    pos += 4
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of topics')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'topics: length ' + str(n))
        raise Malformed('nullable_violation', at, 'topics')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'topics')
    else:
        for _ in range(n):
            pos = c70_MetadataResponseTopic(buf, pos, end, st)
    if pos + 4 > end: raise _short_run(pos, end, _c7)
    pos += 4
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c2)
    return pos


def c72_MetadataResponseTopic(buf, pos, end, st):
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of name')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'name: length ' + str(n))
        raise Malformed('nullable_violation', at, 'name')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'name')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'name')
        pos += n
    if pos + 17 > end: raise _short_run(pos, end, _c8)
    pos += 17
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of partitions')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'partitions: length ' + str(n))
        raise Malformed('nullable_violation', at, 'partitions')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'partitions')
    else:
        for _ in range(n):
            pos = c69_MetadataResponsePartition(buf, pos, end, st)
    if pos + 4 > end: raise _short_run(pos, end, _c4)
    pos += 4
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c2)
    return pos


def c73_MetadataResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c5)
    pos += 4
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of brokers')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'brokers: length ' + str(n))
        raise Malformed('nullable_violation', at, 'brokers')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'brokers')
    else:
        for _ in range(n):
            pos = c68_MetadataResponseBroker(buf, pos, end, st)
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of cluster_id')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'cluster_id: length ' + str(n))
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'cluster_id')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'cluster_id')
        pos += n
    if pos + 4 > end: raise _short_run(pos, end, _c6)
    pos += 4
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of topics')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'topics: length ' + str(n))
        raise Malformed('nullable_violation', at, 'topics')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'topics')
    else:
        for _ in range(n):
            pos = c72_MetadataResponseTopic(buf, pos, end, st)
    if pos + 4 > end: raise _short_run(pos, end, _c7)
    pos += 4
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c2)
    return pos


def c74_MetadataResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c5)
    pos += 4
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of brokers')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'brokers: length ' + str(n))
        raise Malformed('nullable_violation', at, 'brokers')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'brokers')
    else:
        for _ in range(n):
            pos = c68_MetadataResponseBroker(buf, pos, end, st)
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of cluster_id')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'cluster_id: length ' + str(n))
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'cluster_id')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'cluster_id')
        pos += n
    if pos + 4 > end: raise _short_run(pos, end, _c6)
    pos += 4
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of topics')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'topics: length ' + str(n))
        raise Malformed('nullable_violation', at, 'topics')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'topics')
    else:
        for _ in range(n):
            pos = c72_MetadataResponseTopic(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c2)
    return pos


def c75_MetadataResponseTopic(buf, pos, end, st):
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of name')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'name: length ' + str(n))
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'name')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'name')
        pos += n
    if pos + 17 > end: raise _short_run(pos, end, _c8)
    pos += 17
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of partitions')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'partitions: length ' + str(n))
        raise Malformed('nullable_violation', at, 'partitions')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'partitions')
    else:
        for _ in range(n):
            pos = c69_MetadataResponsePartition(buf, pos, end, st)
    if pos + 4 > end: raise _short_run(pos, end, _c4)
    pos += 4
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c2)
    return pos


def c76_MetadataResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c5)
    pos += 4
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of brokers')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'brokers: length ' + str(n))
        raise Malformed('nullable_violation', at, 'brokers')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'brokers')
    else:
        for _ in range(n):
            pos = c68_MetadataResponseBroker(buf, pos, end, st)
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of cluster_id')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'cluster_id: length ' + str(n))
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'cluster_id')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'cluster_id')
        pos += n
    if pos + 4 > end: raise _short_run(pos, end, _c6)
    pos += 4
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of topics')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'topics: length ' + str(n))
        raise Malformed('nullable_violation', at, 'topics')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'topics')
    else:
        for _ in range(n):
            pos = c75_MetadataResponseTopic(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c2)
    return pos


def c77_MetadataResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c5)
    pos += 4
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of brokers')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'brokers: length ' + str(n))
        raise Malformed('nullable_violation', at, 'brokers')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'brokers')
    else:
        for _ in range(n):
            pos = c68_MetadataResponseBroker(buf, pos, end, st)
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of cluster_id')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'cluster_id: length ' + str(n))
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'cluster_id')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'cluster_id')
        pos += n
    if pos + 4 > end: raise _short_run(pos, end, _c6)
    pos += 4
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of topics')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'topics: length ' + str(n))
        raise Malformed('nullable_violation', at, 'topics')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'topics')
    else:
        for _ in range(n):
            pos = c75_MetadataResponseTopic(buf, pos, end, st)
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec: st[2] = ec
    pos += 2
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c2)
    return pos


def c78_OffsetCommitResponsePartition(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c9)
    pos += 4
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    return pos


def c79_OffsetCommitResponseTopic(buf, pos, end, st):
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
            pos = c78_OffsetCommitResponsePartition(buf, pos, end, st)
    return pos


def c80_OffsetCommitResponse(buf, pos, end, st):
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
            pos = c79_OffsetCommitResponseTopic(buf, pos, end, st)
    return pos


def c81_OffsetCommitResponse(buf, pos, end, st):
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
            pos = c79_OffsetCommitResponseTopic(buf, pos, end, st)
    return pos


def c82_OffsetCommitResponsePartition(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c9)
    pos += 4
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c2)
    return pos


def c83_OffsetCommitResponseTopic(buf, pos, end, st):
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of name')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'name: length ' + str(n))
        raise Malformed('nullable_violation', at, 'name')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'name')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'name')
        pos += n
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of partitions')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'partitions: length ' + str(n))
        raise Malformed('nullable_violation', at, 'partitions')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'partitions')
    else:
        for _ in range(n):
            pos = c82_OffsetCommitResponsePartition(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c2)
    return pos


def c84_OffsetCommitResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c5)
    pos += 4
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of topics')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'topics: length ' + str(n))
        raise Malformed('nullable_violation', at, 'topics')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'topics')
    else:
        for _ in range(n):
            pos = c83_OffsetCommitResponseTopic(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c2)
    return pos


def c85_OffsetCommitResponseTopic(buf, pos, end, st):
    if pos + 16 > end: raise _short_run(pos, end, _c10)
    pos += 16
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of partitions')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'partitions: length ' + str(n))
        raise Malformed('nullable_violation', at, 'partitions')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'partitions')
    else:
        for _ in range(n):
            pos = c82_OffsetCommitResponsePartition(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c2)
    return pos


def c86_OffsetCommitResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c5)
    pos += 4
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of topics')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'topics: length ' + str(n))
        raise Malformed('nullable_violation', at, 'topics')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'topics')
    else:
        for _ in range(n):
            pos = c85_OffsetCommitResponseTopic(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c2)
    return pos


def c87_OffsetFetchResponsePartition(buf, pos, end, st):
    if pos + 12 > end: raise _short_run(pos, end, _c11)
    pos += 12
    at = pos
    if pos + 2 > end: raise _short(pos, 2, end, 'length of metadata')
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'metadata: length ' + str(n))
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'metadata')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'metadata')
        pos += n
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    return pos


def c88_OffsetFetchResponseTopic(buf, pos, end, st):
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
            pos = c87_OffsetFetchResponsePartition(buf, pos, end, st)
    return pos


_c1 = (('partition_index', 4), ('leader_id', 4), ('leader_epoch', 4))
_c2 = {}
_c3 = (('is_internal', 1),)
_c4 = (('topic_authorized_operations', 4),)
_c5 = (('throttle_time_ms', 4),)
_c6 = (('controller_id', 4),)
_c7 = (('cluster_authorized_operations', 4),)
_c8 = (('topic_id', 16), ('is_internal', 1))
_c9 = (('partition_index', 4),)
_c10 = (('topic_id', 16),)
_c11 = (('partition_index', 4), ('committed_offset', 8))

#: entity index -> its checker
CHECKERS = {
    69: c69_MetadataResponsePartition,
    70: c70_MetadataResponseTopic,
    71: c71_MetadataResponse,
    72: c72_MetadataResponseTopic,
    73: c73_MetadataResponse,
    74: c74_MetadataResponse,
    75: c75_MetadataResponseTopic,
    76: c76_MetadataResponse,
    77: c77_MetadataResponse,
    78: c78_OffsetCommitResponsePartition,
    79: c79_OffsetCommitResponseTopic,
    80: c80_OffsetCommitResponse,
    81: c81_OffsetCommitResponse,
    82: c82_OffsetCommitResponsePartition,
    83: c83_OffsetCommitResponseTopic,
    84: c84_OffsetCommitResponse,
    85: c85_OffsetCommitResponseTopic,
    86: c86_OffsetCommitResponse,
    87: c87_OffsetFetchResponsePartition,
    88: c88_OffsetFetchResponseTopic,
}
