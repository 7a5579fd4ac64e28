"""Checkers of the responses' scan layouts, part 1: entities 25-51.

GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (:mod:`codegen.checkers`, from
the ``scan`` layouts of ``dissector/kafka/kafka_facts.json`` with
:func:`dissector.wire.checkers.checker_source`: the source
:func:`dissector.wire.checkers.gen_check` executes for an entity at run time); ``python -m
codegen --check``, run by the tests, fails when it is stale.
"""

# ruff: noqa: E501, E701, F401, I001
from .checkers import HELPERS
from .gen_checkers_00 import c14_LeaderIdAndEpoch
from .gen_checkers_00 import c17_NodeEndpoint
from .gen_checkers_00 import c21_AbortedTransaction

Malformed = HELPERS['Malformed']
_I16 = HELPERS['_I16']
_I32 = HELPERS['_I32']
_bad_len = HELPERS['_bad_len']
_short = HELPERS['_short']
_short_run = HELPERS['_short_run']
_tagged = HELPERS['_tagged']
_utf8 = HELPERS['_utf8']
_uvarint = HELPERS['_uvarint']


def c25_PartitionData(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c1)
    pos += 4
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    if pos + 24 > end: raise _short_run(pos, end, _c2)
    pos += 24
    at = pos
    if pos + 4 > end: raise _short(pos, 4, end, 'count of aborted_transactions')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'aborted_transactions: length ' + str(n))
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'aborted_transactions')
    else:
        for _ in range(n):
            pos = c21_AbortedTransaction(buf, pos, end, st)
    at = pos
    if pos + 4 > end: raise _short(pos, 4, end, 'length of records')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_bytes_length', at, 'records: length ' + str(n))
    elif n > end - pos:
        raise _bad_len('bad_bytes_length', at, n, end - pos, 'records')
    else:
        pos += n
    return pos


def c26_FetchableTopicResponse(buf, pos, end, st):
    at = pos
    if pos + 2 > end: raise _short(pos, 2, end, 'length of topic')
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'topic: length ' + str(n))
        raise Malformed('nullable_violation', at, 'topic')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'topic')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'topic')
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
            pos = c25_PartitionData(buf, pos, end, st)
    return pos


def c27_FetchResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c3)
    pos += 4
    at = pos
    if pos + 4 > end: raise _short(pos, 4, end, 'count of responses')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'responses: length ' + str(n))
        raise Malformed('nullable_violation', at, 'responses')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'responses')
    else:
        for _ in range(n):
            pos = c26_FetchableTopicResponse(buf, pos, end, st)
    return pos


def c28_FetchResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c3)
    pos += 4
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec: st[2] = ec
    pos += 2
    if pos + 4 > end: raise _short_run(pos, end, _c4)
    pos += 4
    at = pos
    if pos + 4 > end: raise _short(pos, 4, end, 'count of responses')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'responses: length ' + str(n))
        raise Malformed('nullable_violation', at, 'responses')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'responses')
    else:
        for _ in range(n):
            pos = c26_FetchableTopicResponse(buf, pos, end, st)
    return pos


def c29_PartitionData(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c1)
    pos += 4
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    if pos + 24 > end: raise _short_run(pos, end, _c2)
    pos += 24
    at = pos
    if pos + 4 > end: raise _short(pos, 4, end, 'count of aborted_transactions')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'aborted_transactions: length ' + str(n))
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'aborted_transactions')
    else:
        for _ in range(n):
            pos = c21_AbortedTransaction(buf, pos, end, st)
    if pos + 4 > end: raise _short_run(pos, end, _c5)
    pos += 4
    at = pos
    if pos + 4 > end: raise _short(pos, 4, end, 'length of records')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_bytes_length', at, 'records: length ' + str(n))
    elif n > end - pos:
        raise _bad_len('bad_bytes_length', at, n, end - pos, 'records')
    else:
        pos += n
    return pos


def c30_FetchableTopicResponse(buf, pos, end, st):
    at = pos
    if pos + 2 > end: raise _short(pos, 2, end, 'length of topic')
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'topic: length ' + str(n))
        raise Malformed('nullable_violation', at, 'topic')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'topic')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'topic')
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
            pos = c29_PartitionData(buf, pos, end, st)
    return pos


def c31_FetchResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c3)
    pos += 4
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec: st[2] = ec
    pos += 2
    if pos + 4 > end: raise _short_run(pos, end, _c4)
    pos += 4
    at = pos
    if pos + 4 > end: raise _short(pos, 4, end, 'count of responses')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'responses: length ' + str(n))
        raise Malformed('nullable_violation', at, 'responses')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'responses')
    else:
        for _ in range(n):
            pos = c30_FetchableTopicResponse(buf, pos, end, st)
    return pos


def c32_EpochEndOffset(buf, pos, end, st):
    if pos + 12 > end: raise _short_run(pos, end, _c6)
    pos += 12
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c7)
    return pos


def c33_SnapshotId(buf, pos, end, st):
    if pos + 12 > end: raise _short_run(pos, end, _c8)
    pos += 12
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c7)
    return pos


def c34_AbortedTransaction(buf, pos, end, st):
    if pos + 16 > end: raise _short_run(pos, end, _c9)
    pos += 16
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c7)
    return pos


def c35_PartitionData_t0(buf, pos, end, st):
    pos = c32_EpochEndOffset(buf, pos, end, st)
    return pos


def c35_PartitionData_t1(buf, pos, end, st):
    pos = c14_LeaderIdAndEpoch(buf, pos, end, st)
    return pos


def c35_PartitionData_t2(buf, pos, end, st):
    pos = c33_SnapshotId(buf, pos, end, st)
    return pos


def c35_PartitionData(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c1)
    pos += 4
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    if pos + 24 > end: raise _short_run(pos, end, _c2)
    pos += 24
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of aborted_transactions')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'aborted_transactions: length ' + str(n))
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'aborted_transactions')
    else:
        for _ in range(n):
            pos = c34_AbortedTransaction(buf, pos, end, st)
    if pos + 4 > end: raise _short_run(pos, end, _c5)
    pos += 4
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of records')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_bytes_length', at, 'records: length ' + str(n))
    elif n > end - pos:
        raise _bad_len('bad_bytes_length', at, n, end - pos, 'records')
    else:
        pos += n
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c10)
    return pos


def c36_FetchableTopicResponse(buf, pos, end, st):
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
        for _ in range(n):
            pos = c35_PartitionData(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c7)
    return pos


def c37_FetchResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c3)
    pos += 4
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec: st[2] = ec
    pos += 2
    if pos + 4 > end: raise _short_run(pos, end, _c4)
    pos += 4
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of responses')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'responses: length ' + str(n))
        raise Malformed('nullable_violation', at, 'responses')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'responses')
    else:
        for _ in range(n):
            pos = c36_FetchableTopicResponse(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c7)
    return pos


def c38_FetchableTopicResponse(buf, pos, end, st):
    if pos + 16 > end: raise _short_run(pos, end, _c11)
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
            pos = c35_PartitionData(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c7)
    return pos


def c39_FetchResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c3)
    pos += 4
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec: st[2] = ec
    pos += 2
    if pos + 4 > end: raise _short_run(pos, end, _c4)
    pos += 4
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of responses')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'responses: length ' + str(n))
        raise Malformed('nullable_violation', at, 'responses')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'responses')
    else:
        for _ in range(n):
            pos = c38_FetchableTopicResponse(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c7)
    return pos


def c40_FetchResponse_t0(buf, pos, end, st):
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
            pos = c17_NodeEndpoint(buf, pos, end, st)
    return pos


def c40_FetchResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c3)
    pos += 4
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec: st[2] = ec
    pos += 2
    if pos + 4 > end: raise _short_run(pos, end, _c4)
    pos += 4
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of responses')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'responses: length ' + str(n))
        raise Malformed('nullable_violation', at, 'responses')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'responses')
    else:
        for _ in range(n):
            pos = c38_FetchableTopicResponse(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c12)
    return pos


def c41_ListOffsetsPartitionResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c1)
    pos += 4
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    if pos + 16 > end: raise _short_run(pos, end, _c13)
    pos += 16
    return pos


def c42_ListOffsetsTopicResponse(buf, pos, end, st):
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
            pos = c41_ListOffsetsPartitionResponse(buf, pos, end, st)
    return pos


def c43_ListOffsetsResponse(buf, pos, end, st):
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
            pos = c42_ListOffsetsTopicResponse(buf, pos, end, st)
    return pos


def c44_ListOffsetsResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c3)
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
            pos = c42_ListOffsetsTopicResponse(buf, pos, end, st)
    return pos


def c45_ListOffsetsPartitionResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c1)
    pos += 4
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    if pos + 20 > end: raise _short_run(pos, end, _c14)
    pos += 20
    return pos


def c46_ListOffsetsTopicResponse(buf, pos, end, st):
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
            pos = c45_ListOffsetsPartitionResponse(buf, pos, end, st)
    return pos


def c47_ListOffsetsResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c3)
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
            pos = c46_ListOffsetsTopicResponse(buf, pos, end, st)
    return pos


def c48_ListOffsetsPartitionResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c1)
    pos += 4
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    if pos + 20 > end: raise _short_run(pos, end, _c14)
    pos += 20
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c7)
    return pos


def c49_ListOffsetsTopicResponse(buf, pos, end, st):
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
            pos = c48_ListOffsetsPartitionResponse(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c7)
    return pos


def c50_ListOffsetsResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c3)
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
            pos = c49_ListOffsetsTopicResponse(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c7)
    return pos


def c51_MetadataResponseBroker(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c15)
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
    if pos + 4 > end: raise _short_run(pos, end, _c16)
    pos += 4
    return pos


_c1 = (('partition_index', 4),)
_c2 = (('high_watermark', 8), ('last_stable_offset', 8), ('log_start_offset', 8))
_c3 = (('throttle_time_ms', 4),)
_c4 = (('session_id', 4),)
_c5 = (('preferred_read_replica', 4),)
_c6 = (('epoch', 4), ('end_offset', 8))
_c7 = {}
_c8 = (('end_offset', 8), ('epoch', 4))
_c9 = (('producer_id', 8), ('first_offset', 8))
_c10 = {0: c35_PartitionData_t0, 1: c35_PartitionData_t1, 2: c35_PartitionData_t2}
_c11 = (('topic_id', 16),)
_c12 = {0: c40_FetchResponse_t0}
_c13 = (('timestamp', 8), ('offset', 8))
_c14 = (('timestamp', 8), ('offset', 8), ('leader_epoch', 4))
_c15 = (('node_id', 4),)
_c16 = (('port', 4),)

#: entity index -> its checker
CHECKERS = {
    25: c25_PartitionData,
    26: c26_FetchableTopicResponse,
    27: c27_FetchResponse,
    28: c28_FetchResponse,
    29: c29_PartitionData,
    30: c30_FetchableTopicResponse,
    31: c31_FetchResponse,
    32: c32_EpochEndOffset,
    33: c33_SnapshotId,
    34: c34_AbortedTransaction,
    35: c35_PartitionData,
    36: c36_FetchableTopicResponse,
    37: c37_FetchResponse,
    38: c38_FetchableTopicResponse,
    39: c39_FetchResponse,
    40: c40_FetchResponse,
    41: c41_ListOffsetsPartitionResponse,
    42: c42_ListOffsetsTopicResponse,
    43: c43_ListOffsetsResponse,
    44: c44_ListOffsetsResponse,
    45: c45_ListOffsetsPartitionResponse,
    46: c46_ListOffsetsTopicResponse,
    47: c47_ListOffsetsResponse,
    48: c48_ListOffsetsPartitionResponse,
    49: c49_ListOffsetsTopicResponse,
    50: c50_ListOffsetsResponse,
    51: c51_MetadataResponseBroker,
}
