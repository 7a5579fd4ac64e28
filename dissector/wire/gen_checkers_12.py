"""Checkers of the responses' scan layouts, part 12: entities 271-290.

GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (:mod:`codegen.checkers`, from
the ``scan`` layouts of ``dissector/kafka/kafka_facts.json`` with
:func:`dissector.wire.checkers.checker_source`: the source
:func:`dissector.wire.checkers.gen_check` executes for an entity at run time); ``python -m
codegen --check``, run by the tests, fails when it is stale.
"""

# ruff: noqa: E501, E701, F401, I001
from .checkers import HELPERS
from .gen_checkers_00 import c14_LeaderIdAndEpoch
from .gen_checkers_01 import c33_SnapshotId
from .gen_checkers_11 import c250_NodeEndpoint
from .gen_checkers_11 import c270_TopicData

Malformed = HELPERS['Malformed']
_I16 = HELPERS['_I16']
_I32 = HELPERS['_I32']
_bad_len = HELPERS['_bad_len']
_short = HELPERS['_short']
_short_run = HELPERS['_short_run']
_tagged = HELPERS['_tagged']
_utf8 = HELPERS['_utf8']
_uvarint = HELPERS['_uvarint']


def c271_Listener(buf, pos, end, st):
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
    if pos + 2 > end: raise _short_run(pos, end, _c1)
    pos += 2
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c2)
    return pos


def c272_Node(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c3)
    pos += 4
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of listeners')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'listeners: length ' + str(n))
        raise Malformed('nullable_violation', at, 'listeners')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'listeners')
    else:
        for _ in range(n):
            pos = c271_Listener(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c2)
    return pos


def c273_DescribeQuorumResponse(buf, pos, end, st):
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec: st[2] = ec
    pos += 2
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of error_message')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'error_message: length ' + str(n))
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'error_message')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'error_message')
        pos += n
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
            pos = c270_TopicData(buf, pos, end, st)
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of nodes')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'nodes: length ' + str(n))
        raise Malformed('nullable_violation', at, 'nodes')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'nodes')
    else:
        for _ in range(n):
            pos = c272_Node(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c2)
    return pos


def c274_PartitionData(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c4)
    pos += 4
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    if pos + 8 > end: raise _short_run(pos, end, _c5)
    pos += 8
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of isr')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'isr: length ' + str(n))
        raise Malformed('nullable_violation', at, 'isr')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'isr')
    else:
        if n * 4 > end - pos:
            raise _bad_len('bad_array_length', at, n, end - pos, 'isr')
        pos += n * 4
    if pos + 5 > end: raise _short_run(pos, end, _c6)
    pos += 5
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c2)
    return pos


def c275_TopicData(buf, pos, end, st):
    if pos + 16 > end: raise _short_run(pos, end, _c7)
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
            pos = c274_PartitionData(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c2)
    return pos


def c276_AlterPartitionResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c8)
    pos += 4
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec: st[2] = ec
    pos += 2
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
            pos = c275_TopicData(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c2)
    return pos


def c277_UpdatableFeatureResult(buf, pos, end, st):
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of feature')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'feature: length ' + str(n))
        raise Malformed('nullable_violation', at, 'feature')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'feature')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'feature')
        pos += n
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of error_message')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'error_message: length ' + str(n))
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'error_message')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'error_message')
        pos += n
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c2)
    return pos


def c278_UpdateFeaturesResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c8)
    pos += 4
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec: st[2] = ec
    pos += 2
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of error_message')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'error_message: length ' + str(n))
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'error_message')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'error_message')
        pos += n
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of results')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'results: length ' + str(n))
        raise Malformed('nullable_violation', at, 'results')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'results')
    else:
        for _ in range(n):
            pos = c277_UpdatableFeatureResult(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c2)
    return pos


def c279_EnvelopeResponse(buf, pos, end, st):
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of response_data')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_bytes_length', at, 'response_data: length ' + str(n))
    elif n > end - pos:
        raise _bad_len('bad_bytes_length', at, n, end - pos, 'response_data')
    else:
        pos += n
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec: st[2] = ec
    pos += 2
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c2)
    return pos


def c280_PartitionSnapshot_t0(buf, pos, end, st):
    pos = c14_LeaderIdAndEpoch(buf, pos, end, st)
    return pos


def c280_PartitionSnapshot(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c9)
    pos += 4
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    pos = c33_SnapshotId(buf, pos, end, st)
    if pos + 16 > end: raise _short_run(pos, end, _c10)
    pos += 16
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of unaligned_records')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_bytes_length', at, 'unaligned_records: length ' + str(n))
        raise Malformed('nullable_violation', at, 'unaligned_records')
    elif n > end - pos:
        raise _bad_len('bad_bytes_length', at, n, end - pos, 'unaligned_records')
    else:
        pos += n
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c11)
    return pos


def c281_TopicSnapshot(buf, pos, end, st):
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
            pos = c280_PartitionSnapshot(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c2)
    return pos


def c282_FetchSnapshotResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c8)
    pos += 4
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec: st[2] = ec
    pos += 2
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
            pos = c281_TopicSnapshot(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c2)
    return pos


def c283_FetchSnapshotResponse_t0(buf, pos, end, st):
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of node_endpoints')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'node_endpoints: length ' + str(n))
        raise Malformed('nullable_violation', at, 'node_endpoints')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'node_endpoints')
    else:
        for _ in range(n):
            pos = c250_NodeEndpoint(buf, pos, end, st)
    return pos


def c283_FetchSnapshotResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c8)
    pos += 4
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec: st[2] = ec
    pos += 2
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
            pos = c281_TopicSnapshot(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c12)
    return pos


def c284_ProducerState(buf, pos, end, st):
    if pos + 36 > end: raise _short_run(pos, end, _c13)
    pos += 36
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c2)
    return pos


def c285_PartitionResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c4)
    pos += 4
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of error_message')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'error_message: length ' + str(n))
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'error_message')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'error_message')
        pos += n
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of active_producers')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'active_producers: length ' + str(n))
        raise Malformed('nullable_violation', at, 'active_producers')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'active_producers')
    else:
        for _ in range(n):
            pos = c284_ProducerState(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c2)
    return pos


def c286_TopicResponse(buf, pos, end, st):
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
            pos = c285_PartitionResponse(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c2)
    return pos


def c287_DescribeProducersResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c8)
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
            pos = c286_TopicResponse(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c2)
    return pos


def c288_TopicData(buf, pos, end, st):
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of topic')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'topic: length ' + str(n))
        raise Malformed('nullable_violation', at, 'topic')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'topic')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'topic')
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
        if n * 4 > end - pos:
            raise _bad_len('bad_array_length', at, n, end - pos, 'partitions')
        pos += n * 4
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c2)
    return pos


def c289_TransactionState(buf, pos, end, st):
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of transactional_id')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'transactional_id: length ' + str(n))
        raise Malformed('nullable_violation', at, 'transactional_id')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'transactional_id')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'transactional_id')
        pos += n
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of transaction_state')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'transaction_state: length ' + str(n))
        raise Malformed('nullable_violation', at, 'transaction_state')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'transaction_state')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'transaction_state')
        pos += n
    if pos + 22 > end: raise _short_run(pos, end, _c14)
    pos += 22
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
            pos = c288_TopicData(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c2)
    return pos


def c290_DescribeTransactionsResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c8)
    pos += 4
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of transaction_states')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'transaction_states: length ' + str(n))
        raise Malformed('nullable_violation', at, 'transaction_states')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'transaction_states')
    else:
        for _ in range(n):
            pos = c289_TransactionState(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c2)
    return pos


_c1 = (('port', 2),)
_c2 = {}
_c3 = (('node_id', 4),)
_c4 = (('partition_index', 4),)
_c5 = (('leader_id', 4), ('leader_epoch', 4))
_c6 = (('leader_recovery_state', 1), ('partition_epoch', 4))
_c7 = (('topic_id', 16),)
_c8 = (('throttle_time_ms', 4),)
_c9 = (('index', 4),)
_c10 = (('size', 8), ('position', 8))
_c11 = {0: c280_PartitionSnapshot_t0}
_c12 = {0: c283_FetchSnapshotResponse_t0}
_c13 = (('producer_id', 8), ('producer_epoch', 4), ('last_sequence', 4), ('last_timestamp', 8), ('coordinator_epoch', 4), ('current_txn_start_offset', 8))
_c14 = (('transaction_timeout_ms', 4), ('transaction_start_time_ms', 8), ('producer_id', 8), ('producer_epoch', 2))

#: entity index -> its checker
CHECKERS = {
    271: c271_Listener,
    272: c272_Node,
    273: c273_DescribeQuorumResponse,
    274: c274_PartitionData,
    275: c275_TopicData,
    276: c276_AlterPartitionResponse,
    277: c277_UpdatableFeatureResult,
    278: c278_UpdateFeaturesResponse,
    279: c279_EnvelopeResponse,
    280: c280_PartitionSnapshot,
    281: c281_TopicSnapshot,
    282: c282_FetchSnapshotResponse,
    283: c283_FetchSnapshotResponse,
    284: c284_ProducerState,
    285: c285_PartitionResponse,
    286: c286_TopicResponse,
    287: c287_DescribeProducersResponse,
    288: c288_TopicData,
    289: c289_TransactionState,
    290: c290_DescribeTransactionsResponse,
}
