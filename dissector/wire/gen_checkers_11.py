"""Checkers of the responses' scan layouts, part 11: entities 248-270.

GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (:mod:`codegen.checkers`, from
the ``scan`` layouts of ``dissector/kafka/kafka_facts.json`` with
:func:`dissector.wire.checkers.checker_source`: the source
:func:`dissector.wire.checkers.gen_check` executes for an entity at run time); ``python -m
codegen --check``, run by the tests, fails when it is stale.
"""

# ruff: noqa: E501, E701, F401, I001
from .checkers import HELPERS
from .gen_checkers_10 import c247_PartitionData

Malformed = HELPERS['Malformed']
_I16 = HELPERS['_I16']
_I32 = HELPERS['_I32']
_bad_len = HELPERS['_bad_len']
_short = HELPERS['_short']
_short_run = HELPERS['_short_run']
_tagged = HELPERS['_tagged']
_utf8 = HELPERS['_utf8']
_uvarint = HELPERS['_uvarint']


def c248_TopicData(buf, pos, end, st):
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of topic_name')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'topic_name: length ' + str(n))
        raise Malformed('nullable_violation', at, 'topic_name')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'topic_name')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'topic_name')
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
            pos = c247_PartitionData(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c1)
    return pos


def c249_VoteResponse(buf, pos, end, st):
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
            pos = c248_TopicData(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c1)
    return pos


def c250_NodeEndpoint(buf, pos, end, st):
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
    if pos + 2 > end: raise _short_run(pos, end, _c3)
    pos += 2
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c1)
    return pos


def c251_VoteResponse_t0(buf, pos, end, st):
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


def c251_VoteResponse(buf, pos, end, st):
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
            pos = c248_TopicData(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c4)
    return pos


def c252_PartitionData(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c5)
    pos += 4
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    if pos + 8 > end: raise _short_run(pos, end, _c6)
    pos += 8
    return pos


def c253_TopicData(buf, pos, end, st):
    at = pos
    if pos + 2 > end: raise _short(pos, 2, end, 'length of topic_name')
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'topic_name: length ' + str(n))
        raise Malformed('nullable_violation', at, 'topic_name')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'topic_name')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'topic_name')
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
            pos = c252_PartitionData(buf, pos, end, st)
    return pos


def c254_BeginQuorumEpochResponse(buf, pos, end, st):
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec: st[2] = ec
    pos += 2
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
            pos = c253_TopicData(buf, pos, end, st)
    return pos


def c255_PartitionData(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c5)
    pos += 4
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    if pos + 8 > end: raise _short_run(pos, end, _c6)
    pos += 8
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c1)
    return pos


def c256_TopicData(buf, pos, end, st):
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of topic_name')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'topic_name: length ' + str(n))
        raise Malformed('nullable_violation', at, 'topic_name')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'topic_name')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'topic_name')
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
            pos = c255_PartitionData(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c1)
    return pos


def c257_BeginQuorumEpochResponse_t0(buf, pos, end, st):
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


def c257_BeginQuorumEpochResponse(buf, pos, end, st):
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
            pos = c256_TopicData(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c7)
    return pos


def c258_EndQuorumEpochResponse(buf, pos, end, st):
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec: st[2] = ec
    pos += 2
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
            pos = c253_TopicData(buf, pos, end, st)
    return pos


def c259_EndQuorumEpochResponse_t0(buf, pos, end, st):
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


def c259_EndQuorumEpochResponse(buf, pos, end, st):
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
            pos = c256_TopicData(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c8)
    return pos


def c260_ReplicaState(buf, pos, end, st):
    if pos + 12 > end: raise _short_run(pos, end, _c9)
    pos += 12
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c1)
    return pos


def c261_PartitionData(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c5)
    pos += 4
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    if pos + 16 > end: raise _short_run(pos, end, _c10)
    pos += 16
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of current_voters')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'current_voters: length ' + str(n))
        raise Malformed('nullable_violation', at, 'current_voters')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'current_voters')
    else:
        for _ in range(n):
            pos = c260_ReplicaState(buf, pos, end, st)
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of observers')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'observers: length ' + str(n))
        raise Malformed('nullable_violation', at, 'observers')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'observers')
    else:
        for _ in range(n):
            pos = c260_ReplicaState(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c1)
    return pos


def c262_TopicData(buf, pos, end, st):
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of topic_name')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'topic_name: length ' + str(n))
        raise Malformed('nullable_violation', at, 'topic_name')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'topic_name')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'topic_name')
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
            pos = c261_PartitionData(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c1)
    return pos


def c263_DescribeQuorumResponse(buf, pos, end, st):
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
            pos = c262_TopicData(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c1)
    return pos


def c264_ReplicaState(buf, pos, end, st):
    if pos + 28 > end: raise _short_run(pos, end, _c11)
    pos += 28
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c1)
    return pos


def c265_PartitionData(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c5)
    pos += 4
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    if pos + 16 > end: raise _short_run(pos, end, _c10)
    pos += 16
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of current_voters')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'current_voters: length ' + str(n))
        raise Malformed('nullable_violation', at, 'current_voters')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'current_voters')
    else:
        for _ in range(n):
            pos = c264_ReplicaState(buf, pos, end, st)
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of observers')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'observers: length ' + str(n))
        raise Malformed('nullable_violation', at, 'observers')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'observers')
    else:
        for _ in range(n):
            pos = c264_ReplicaState(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c1)
    return pos


def c266_TopicData(buf, pos, end, st):
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of topic_name')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'topic_name: length ' + str(n))
        raise Malformed('nullable_violation', at, 'topic_name')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'topic_name')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'topic_name')
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
            pos = c265_PartitionData(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c1)
    return pos


def c267_DescribeQuorumResponse(buf, pos, end, st):
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
            pos = c266_TopicData(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c1)
    return pos


def c268_ReplicaState(buf, pos, end, st):
    if pos + 44 > end: raise _short_run(pos, end, _c12)
    pos += 44
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c1)
    return pos


def c269_PartitionData(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c5)
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
    if pos + 16 > end: raise _short_run(pos, end, _c10)
    pos += 16
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of current_voters')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'current_voters: length ' + str(n))
        raise Malformed('nullable_violation', at, 'current_voters')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'current_voters')
    else:
        for _ in range(n):
            pos = c268_ReplicaState(buf, pos, end, st)
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of observers')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'observers: length ' + str(n))
        raise Malformed('nullable_violation', at, 'observers')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'observers')
    else:
        for _ in range(n):
            pos = c268_ReplicaState(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c1)
    return pos


def c270_TopicData(buf, pos, end, st):
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of topic_name')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'topic_name: length ' + str(n))
        raise Malformed('nullable_violation', at, 'topic_name')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'topic_name')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'topic_name')
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
            pos = c269_PartitionData(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c1)
    return pos


_c1 = {}
_c2 = (('node_id', 4),)
_c3 = (('port', 2),)
_c4 = {0: c251_VoteResponse_t0}
_c5 = (('partition_index', 4),)
_c6 = (('leader_id', 4), ('leader_epoch', 4))
_c7 = {0: c257_BeginQuorumEpochResponse_t0}
_c8 = {0: c259_EndQuorumEpochResponse_t0}
_c9 = (('replica_id', 4), ('log_end_offset', 8))
_c10 = (('leader_id', 4), ('leader_epoch', 4), ('high_watermark', 8))
_c11 = (('replica_id', 4), ('log_end_offset', 8), ('last_fetch_timestamp', 8), ('last_caught_up_timestamp', 8))
_c12 = (('replica_id', 4), ('replica_directory_id', 16), ('log_end_offset', 8), ('last_fetch_timestamp', 8), ('last_caught_up_timestamp', 8))

#: entity index -> its checker
CHECKERS = {
    248: c248_TopicData,
    249: c249_VoteResponse,
    250: c250_NodeEndpoint,
    251: c251_VoteResponse,
    252: c252_PartitionData,
    253: c253_TopicData,
    254: c254_BeginQuorumEpochResponse,
    255: c255_PartitionData,
    256: c256_TopicData,
    257: c257_BeginQuorumEpochResponse,
    258: c258_EndQuorumEpochResponse,
    259: c259_EndQuorumEpochResponse,
    260: c260_ReplicaState,
    261: c261_PartitionData,
    262: c262_TopicData,
    263: c263_DescribeQuorumResponse,
    264: c264_ReplicaState,
    265: c265_PartitionData,
    266: c266_TopicData,
    267: c267_DescribeQuorumResponse,
    268: c268_ReplicaState,
    269: c269_PartitionData,
    270: c270_TopicData,
}
