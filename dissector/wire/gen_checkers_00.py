"""Checkers of the responses' scan layouts, part 0: entities 0-24.

GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (:mod:`codegen.checkers`, from
the ``scan`` layouts of ``dissector/kafka/kafka_facts.json`` with
:func:`dissector.wire.checkers.checker_source`: the source
:func:`dissector.wire.checkers.gen_check` executes for an entity at run time); ``python -m
codegen --check``, run by the tests, fails when it is stale.
"""

# ruff: noqa: E501, E701, F401, I001
from .checkers import HELPERS

Malformed = HELPERS['Malformed']
_I16 = HELPERS['_I16']
_I32 = HELPERS['_I32']
_bad_len = HELPERS['_bad_len']
_short = HELPERS['_short']
_short_run = HELPERS['_short_run']
_tagged = HELPERS['_tagged']
_utf8 = HELPERS['_utf8']
_uvarint = HELPERS['_uvarint']


def c0_PartitionProduceResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c1)
    pos += 4
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    if pos + 16 > end: raise _short_run(pos, end, _c2)
    pos += 16
    return pos


def c1_TopicProduceResponse(buf, pos, end, st):
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
    if pos + 4 > end: raise _short(pos, 4, end, 'count of partition_responses')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'partition_responses: length ' + str(n))
        raise Malformed('nullable_violation', at, 'partition_responses')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'partition_responses')
    else:
        for _ in range(n):
            pos = c0_PartitionProduceResponse(buf, pos, end, st)
    return pos


def c2_ProduceResponse(buf, pos, end, st):
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
            pos = c1_TopicProduceResponse(buf, pos, end, st)
    if pos + 4 > end: raise _short_run(pos, end, _c3)
    pos += 4
    return pos


def c3_PartitionProduceResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c1)
    pos += 4
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    if pos + 24 > end: raise _short_run(pos, end, _c4)
    pos += 24
    return pos


def c4_TopicProduceResponse(buf, pos, end, st):
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
    if pos + 4 > end: raise _short(pos, 4, end, 'count of partition_responses')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'partition_responses: length ' + str(n))
        raise Malformed('nullable_violation', at, 'partition_responses')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'partition_responses')
    else:
        for _ in range(n):
            pos = c3_PartitionProduceResponse(buf, pos, end, st)
    return pos


def c5_ProduceResponse(buf, pos, end, st):
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
            pos = c4_TopicProduceResponse(buf, pos, end, st)
    if pos + 4 > end: raise _short_run(pos, end, _c3)
    pos += 4
    return pos


def c6_BatchIndexAndErrorMessage(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c5)
    pos += 4
    at = pos
    if pos + 2 > end: raise _short(pos, 2, end, 'length of batch_index_error_message')
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'batch_index_error_message: length ' + str(n))
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'batch_index_error_message')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'batch_index_error_message')
        pos += n
    return pos


def c7_PartitionProduceResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c1)
    pos += 4
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    if pos + 24 > end: raise _short_run(pos, end, _c4)
    pos += 24
    at = pos
    if pos + 4 > end: raise _short(pos, 4, end, 'count of record_errors')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'record_errors: length ' + str(n))
        raise Malformed('nullable_violation', at, 'record_errors')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'record_errors')
    else:
        for _ in range(n):
            pos = c6_BatchIndexAndErrorMessage(buf, pos, end, st)
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


def c8_TopicProduceResponse(buf, pos, end, st):
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
    if pos + 4 > end: raise _short(pos, 4, end, 'count of partition_responses')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'partition_responses: length ' + str(n))
        raise Malformed('nullable_violation', at, 'partition_responses')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'partition_responses')
    else:
        for _ in range(n):
            pos = c7_PartitionProduceResponse(buf, pos, end, st)
    return pos


def c9_ProduceResponse(buf, pos, end, st):
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
            pos = c8_TopicProduceResponse(buf, pos, end, st)
    if pos + 4 > end: raise _short_run(pos, end, _c3)
    pos += 4
    return pos


def c10_BatchIndexAndErrorMessage(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c5)
    pos += 4
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of batch_index_error_message')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'batch_index_error_message: length ' + str(n))
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'batch_index_error_message')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'batch_index_error_message')
        pos += n
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c6)
    return pos


def c11_PartitionProduceResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c1)
    pos += 4
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    if pos + 24 > end: raise _short_run(pos, end, _c4)
    pos += 24
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of record_errors')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'record_errors: length ' + str(n))
        raise Malformed('nullable_violation', at, 'record_errors')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'record_errors')
    else:
        for _ in range(n):
            pos = c10_BatchIndexAndErrorMessage(buf, pos, end, st)
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
    else: pos = _tagged(buf, pos, end, st, _c6)
    return pos


def c12_TopicProduceResponse(buf, pos, end, st):
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
    if pos >= end: raise _short(pos, 1, end, 'count of partition_responses')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'partition_responses: length ' + str(n))
        raise Malformed('nullable_violation', at, 'partition_responses')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'partition_responses')
    else:
        for _ in range(n):
            pos = c11_PartitionProduceResponse(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c6)
    return pos


def c13_ProduceResponse(buf, pos, end, st):
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
            pos = c12_TopicProduceResponse(buf, pos, end, st)
    if pos + 4 > end: raise _short_run(pos, end, _c3)
    pos += 4
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c6)
    return pos


def c14_LeaderIdAndEpoch(buf, pos, end, st):
    if pos + 8 > end: raise _short_run(pos, end, _c7)
    pos += 8
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c6)
    return pos


def c15_PartitionProduceResponse_t0(buf, pos, end, st):
    pos = c14_LeaderIdAndEpoch(buf, pos, end, st)
    return pos


def c15_PartitionProduceResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c1)
    pos += 4
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    if pos + 24 > end: raise _short_run(pos, end, _c4)
    pos += 24
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of record_errors')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'record_errors: length ' + str(n))
        raise Malformed('nullable_violation', at, 'record_errors')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'record_errors')
    else:
        for _ in range(n):
            pos = c10_BatchIndexAndErrorMessage(buf, pos, end, st)
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
    else: pos = _tagged(buf, pos, end, st, _c8)
    return pos


def c16_TopicProduceResponse(buf, pos, end, st):
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
    if pos >= end: raise _short(pos, 1, end, 'count of partition_responses')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'partition_responses: length ' + str(n))
        raise Malformed('nullable_violation', at, 'partition_responses')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'partition_responses')
    else:
        for _ in range(n):
            pos = c15_PartitionProduceResponse(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c6)
    return pos


def c17_NodeEndpoint(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c9)
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
    if pos + 4 > end: raise _short_run(pos, end, _c10)
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
    else: pos = _tagged(buf, pos, end, st, _c6)
    return pos


def c18_ProduceResponse_t0(buf, pos, end, st):
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


def c18_ProduceResponse(buf, pos, end, st):
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
            pos = c16_TopicProduceResponse(buf, pos, end, st)
    if pos + 4 > end: raise _short_run(pos, end, _c3)
    pos += 4
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c11)
    return pos


def c19_TopicProduceResponse(buf, pos, end, st):
    if pos + 16 > end: raise _short_run(pos, end, _c12)
    pos += 16
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of partition_responses')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'partition_responses: length ' + str(n))
        raise Malformed('nullable_violation', at, 'partition_responses')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'partition_responses')
    else:
        for _ in range(n):
            pos = c15_PartitionProduceResponse(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c6)
    return pos


def c20_ProduceResponse_t0(buf, pos, end, st):
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


def c20_ProduceResponse(buf, pos, end, st):
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
            pos = c19_TopicProduceResponse(buf, pos, end, st)
    if pos + 4 > end: raise _short_run(pos, end, _c3)
    pos += 4
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c13)
    return pos


def c21_AbortedTransaction(buf, pos, end, st):
    if pos + 16 > end: raise _short_run(pos, end, _c14)
    pos += 16
    return pos


def c22_PartitionData(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c15)
    pos += 4
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    if pos + 16 > end: raise _short_run(pos, end, _c16)
    pos += 16
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


def c23_FetchableTopicResponse(buf, pos, end, st):
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
            pos = c22_PartitionData(buf, pos, end, st)
    return pos


def c24_FetchResponse(buf, pos, end, st):
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
            pos = c23_FetchableTopicResponse(buf, pos, end, st)
    return pos


_c1 = (('index', 4),)
_c2 = (('base_offset', 8), ('log_append_time_ms', 8))
_c3 = (('throttle_time_ms', 4),)
_c4 = (('base_offset', 8), ('log_append_time_ms', 8), ('log_start_offset', 8))
_c5 = (('batch_index', 4),)
_c6 = {}
_c7 = (('leader_id', 4), ('leader_epoch', 4))
_c8 = {0: c15_PartitionProduceResponse_t0}
_c9 = (('node_id', 4),)
_c10 = (('port', 4),)
_c11 = {0: c18_ProduceResponse_t0}
_c12 = (('topic_id', 16),)
_c13 = {0: c20_ProduceResponse_t0}
_c14 = (('producer_id', 8), ('first_offset', 8))
_c15 = (('partition_index', 4),)
_c16 = (('high_watermark', 8), ('last_stable_offset', 8))

#: entity index -> its checker
CHECKERS = {
    0: c0_PartitionProduceResponse,
    1: c1_TopicProduceResponse,
    2: c2_ProduceResponse,
    3: c3_PartitionProduceResponse,
    4: c4_TopicProduceResponse,
    5: c5_ProduceResponse,
    6: c6_BatchIndexAndErrorMessage,
    7: c7_PartitionProduceResponse,
    8: c8_TopicProduceResponse,
    9: c9_ProduceResponse,
    10: c10_BatchIndexAndErrorMessage,
    11: c11_PartitionProduceResponse,
    12: c12_TopicProduceResponse,
    13: c13_ProduceResponse,
    14: c14_LeaderIdAndEpoch,
    15: c15_PartitionProduceResponse,
    16: c16_TopicProduceResponse,
    17: c17_NodeEndpoint,
    18: c18_ProduceResponse,
    19: c19_TopicProduceResponse,
    20: c20_ProduceResponse,
    21: c21_AbortedTransaction,
    22: c22_PartitionData,
    23: c23_FetchableTopicResponse,
    24: c24_FetchResponse,
}
