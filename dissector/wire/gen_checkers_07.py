"""Checkers of the responses' scan layouts, part 7: entities 153-177.

GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (:mod:`codegen.checkers`, from
the ``scan`` layouts of ``dissector/kafka/kafka_facts.json`` with
:func:`dissector.wire.checkers.checker_source`: the source
:func:`dissector.wire.checkers.gen_check` executes for an entity at run time); ``python -m
codegen --check``, run by the tests, fails when it is stale.
"""

# ruff: noqa: E501, E701, F401, I001
from .checkers import HELPERS
from .gen_checkers_06 import c152_AddPartitionsToTxnPartitionResult

Malformed = HELPERS['Malformed']
_I16 = HELPERS['_I16']
_I32 = HELPERS['_I32']
_bad_len = HELPERS['_bad_len']
_short = HELPERS['_short']
_short_run = HELPERS['_short_run']
_tagged = HELPERS['_tagged']
_utf8 = HELPERS['_utf8']
_uvarint = HELPERS['_uvarint']


def c153_AddPartitionsToTxnTopicResult(buf, pos, end, st):
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
    if pos + 4 > end: raise _short(pos, 4, end, 'count of results_by_partition')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'results_by_partition: length ' + str(n))
        raise Malformed('nullable_violation', at, 'results_by_partition')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'results_by_partition')
    else:
        for _ in range(n):
            pos = c152_AddPartitionsToTxnPartitionResult(buf, pos, end, st)
    return pos


def c154_AddPartitionsToTxnResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c1)
    pos += 4
    at = pos
    if pos + 4 > end: raise _short(pos, 4, end, 'count of results_by_topic_v3_and_below')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'results_by_topic_v3_and_below: length ' + str(n))
        raise Malformed('nullable_violation', at, 'results_by_topic_v3_and_below')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'results_by_topic_v3_and_below')
    else:
        for _ in range(n):
            pos = c153_AddPartitionsToTxnTopicResult(buf, pos, end, st)
    return pos


def c155_AddPartitionsToTxnPartitionResult(buf, pos, end, st):
    if pos + 6 > end: raise _short_run(pos, end, _c2)
    pos += 6
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c156_AddPartitionsToTxnTopicResult(buf, pos, end, st):
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
    if pos >= end: raise _short(pos, 1, end, 'count of results_by_partition')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'results_by_partition: length ' + str(n))
        raise Malformed('nullable_violation', at, 'results_by_partition')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'results_by_partition')
    else:
        for _ in range(n):
            pos = c155_AddPartitionsToTxnPartitionResult(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c157_AddPartitionsToTxnResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c1)
    pos += 4
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of results_by_topic_v3_and_below')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'results_by_topic_v3_and_below: length ' + str(n))
        raise Malformed('nullable_violation', at, 'results_by_topic_v3_and_below')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'results_by_topic_v3_and_below')
    else:
        for _ in range(n):
            pos = c156_AddPartitionsToTxnTopicResult(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c158_WritableTxnMarkerPartitionResult(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c4)
    pos += 4
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c159_WritableTxnMarkerTopicResult(buf, pos, end, st):
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
            pos = c158_WritableTxnMarkerPartitionResult(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c160_WritableTxnMarkerResult(buf, pos, end, st):
    if pos + 8 > end: raise _short_run(pos, end, _c5)
    pos += 8
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
            pos = c159_WritableTxnMarkerTopicResult(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c161_WriteTxnMarkersResponse(buf, pos, end, st):
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of markers')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'markers: length ' + str(n))
        raise Malformed('nullable_violation', at, 'markers')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'markers')
    else:
        for _ in range(n):
            pos = c160_WritableTxnMarkerResult(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c162_TxnOffsetCommitResponsePartition(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c4)
    pos += 4
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    return pos


def c163_TxnOffsetCommitResponseTopic(buf, pos, end, st):
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
            pos = c162_TxnOffsetCommitResponsePartition(buf, pos, end, st)
    return pos


def c164_TxnOffsetCommitResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c1)
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
            pos = c163_TxnOffsetCommitResponseTopic(buf, pos, end, st)
    return pos


def c165_TxnOffsetCommitResponsePartition(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c4)
    pos += 4
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c166_TxnOffsetCommitResponseTopic(buf, pos, end, st):
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
            pos = c165_TxnOffsetCommitResponsePartition(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c167_TxnOffsetCommitResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c1)
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
            pos = c166_TxnOffsetCommitResponseTopic(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c168_AclCreationResult(buf, pos, end, st):
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    at = pos
    if pos + 2 > end: raise _short(pos, 2, end, 'length of error_message')
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'error_message: length ' + str(n))
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'error_message')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'error_message')
        pos += n
    return pos


def c169_CreateAclsResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c1)
    pos += 4
    at = pos
    if pos + 4 > end: raise _short(pos, 4, end, 'count of results')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'results: length ' + str(n))
        raise Malformed('nullable_violation', at, 'results')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'results')
    else:
        for _ in range(n):
            pos = c168_AclCreationResult(buf, pos, end, st)
    return pos


def c170_AclCreationResult(buf, pos, end, st):
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
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c171_CreateAclsResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c1)
    pos += 4
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
            pos = c170_AclCreationResult(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c172_DeleteAclsMatchingAcl(buf, pos, end, st):
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    at = pos
    if pos + 2 > end: raise _short(pos, 2, end, 'length of error_message')
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'error_message: length ' + str(n))
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'error_message')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'error_message')
        pos += n
    if pos + 1 > end: raise _short_run(pos, end, _c6)
    pos += 1
    at = pos
    if pos + 2 > end: raise _short(pos, 2, end, 'length of resource_name')
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'resource_name: length ' + str(n))
        raise Malformed('nullable_violation', at, 'resource_name')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'resource_name')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'resource_name')
        pos += n
    if pos + 1 > end: raise _short_run(pos, end, _c7)
    pos += 1
    at = pos
    if pos + 2 > end: raise _short(pos, 2, end, 'length of principal')
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'principal: length ' + str(n))
        raise Malformed('nullable_violation', at, 'principal')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'principal')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'principal')
        pos += n
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
    if pos + 2 > end: raise _short_run(pos, end, _c8)
    pos += 2
    return pos


def c173_DeleteAclsFilterResult(buf, pos, end, st):
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    at = pos
    if pos + 2 > end: raise _short(pos, 2, end, 'length of error_message')
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'error_message: length ' + str(n))
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'error_message')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'error_message')
        pos += n
    at = pos
    if pos + 4 > end: raise _short(pos, 4, end, 'count of matching_acls')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'matching_acls: length ' + str(n))
        raise Malformed('nullable_violation', at, 'matching_acls')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'matching_acls')
    else:
        for _ in range(n):
            pos = c172_DeleteAclsMatchingAcl(buf, pos, end, st)
    return pos


def c174_DeleteAclsResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c1)
    pos += 4
    at = pos
    if pos + 4 > end: raise _short(pos, 4, end, 'count of filter_results')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'filter_results: length ' + str(n))
        raise Malformed('nullable_violation', at, 'filter_results')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'filter_results')
    else:
        for _ in range(n):
            pos = c173_DeleteAclsFilterResult(buf, pos, end, st)
    return pos


def c175_DeleteAclsMatchingAcl(buf, pos, end, st):
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
    if pos + 1 > end: raise _short_run(pos, end, _c6)
    pos += 1
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of resource_name')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'resource_name: length ' + str(n))
        raise Malformed('nullable_violation', at, 'resource_name')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'resource_name')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'resource_name')
        pos += n
    if pos + 1 > end: raise _short_run(pos, end, _c7)
    pos += 1
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of principal')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'principal: length ' + str(n))
        raise Malformed('nullable_violation', at, 'principal')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'principal')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'principal')
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
    if pos + 2 > end: raise _short_run(pos, end, _c8)
    pos += 2
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c176_DeleteAclsFilterResult(buf, pos, end, st):
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
    if pos >= end: raise _short(pos, 1, end, 'count of matching_acls')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'matching_acls: length ' + str(n))
        raise Malformed('nullable_violation', at, 'matching_acls')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'matching_acls')
    else:
        for _ in range(n):
            pos = c175_DeleteAclsMatchingAcl(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c177_DeleteAclsResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c1)
    pos += 4
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of filter_results')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'filter_results: length ' + str(n))
        raise Malformed('nullable_violation', at, 'filter_results')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'filter_results')
    else:
        for _ in range(n):
            pos = c176_DeleteAclsFilterResult(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


_c1 = (('throttle_time_ms', 4),)
_c2 = (('partition_index', 4), ('partition_error_code', 2))
_c3 = {}
_c4 = (('partition_index', 4),)
_c5 = (('producer_id', 8),)
_c6 = (('resource_type', 1),)
_c7 = (('pattern_type', 1),)
_c8 = (('operation', 1), ('permission_type', 1))

#: entity index -> its checker
CHECKERS = {
    153: c153_AddPartitionsToTxnTopicResult,
    154: c154_AddPartitionsToTxnResponse,
    155: c155_AddPartitionsToTxnPartitionResult,
    156: c156_AddPartitionsToTxnTopicResult,
    157: c157_AddPartitionsToTxnResponse,
    158: c158_WritableTxnMarkerPartitionResult,
    159: c159_WritableTxnMarkerTopicResult,
    160: c160_WritableTxnMarkerResult,
    161: c161_WriteTxnMarkersResponse,
    162: c162_TxnOffsetCommitResponsePartition,
    163: c163_TxnOffsetCommitResponseTopic,
    164: c164_TxnOffsetCommitResponse,
    165: c165_TxnOffsetCommitResponsePartition,
    166: c166_TxnOffsetCommitResponseTopic,
    167: c167_TxnOffsetCommitResponse,
    168: c168_AclCreationResult,
    169: c169_CreateAclsResponse,
    170: c170_AclCreationResult,
    171: c171_CreateAclsResponse,
    172: c172_DeleteAclsMatchingAcl,
    173: c173_DeleteAclsFilterResult,
    174: c174_DeleteAclsResponse,
    175: c175_DeleteAclsMatchingAcl,
    176: c176_DeleteAclsFilterResult,
    177: c177_DeleteAclsResponse,
}
