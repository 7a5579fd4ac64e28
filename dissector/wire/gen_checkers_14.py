"""Checkers of the responses' scan layouts, part 14: entities 304-321.

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
from .gen_checkers_13 import c292_Assignment
from .gen_checkers_13 import c303_DescribeTopicPartitionsResponsePartition

Malformed = HELPERS['Malformed']
_I16 = HELPERS['_I16']
_I32 = HELPERS['_I32']
_bad_len = HELPERS['_bad_len']
_short = HELPERS['_short']
_short_run = HELPERS['_short_run']
_tagged = HELPERS['_tagged']
_utf8 = HELPERS['_utf8']
_uvarint = HELPERS['_uvarint']


def c304_DescribeTopicPartitionsResponseTopic(buf, pos, end, st):
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
    if pos + 17 > end: raise _short_run(pos, end, _c1)
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
            pos = c303_DescribeTopicPartitionsResponsePartition(buf, pos, end, st)
    if pos + 4 > end: raise _short_run(pos, end, _c2)
    pos += 4
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c305_Cursor(buf, pos, end, st):
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
    if pos + 4 > end: raise _short_run(pos, end, _c4)
    pos += 4
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c306_DescribeTopicPartitionsResponse(buf, pos, end, st):
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
            pos = c304_DescribeTopicPartitionsResponseTopic(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'next_cursor')
    m = buf[pos]
    pos += 1
    if m < 128: pos = c305_Cursor(buf, pos, end, st)
    elif m != 255: st[1] += 1
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c307_Member(buf, pos, end, st):
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of member_id')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'member_id: length ' + str(n))
        raise Malformed('nullable_violation', at, 'member_id')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'member_id')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'member_id')
        pos += n
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of rack_id')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'rack_id: length ' + str(n))
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'rack_id')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'rack_id')
        pos += n
    if pos + 4 > end: raise _short_run(pos, end, _c6)
    pos += 4
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of client_id')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'client_id: length ' + str(n))
        raise Malformed('nullable_violation', at, 'client_id')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'client_id')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'client_id')
        pos += n
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of client_host')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'client_host: length ' + str(n))
        raise Malformed('nullable_violation', at, 'client_host')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'client_host')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'client_host')
        pos += n
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of subscribed_topic_names')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'subscribed_topic_names: length ' + str(n))
        raise Malformed('nullable_violation', at, 'subscribed_topic_names')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'subscribed_topic_names')
    else:
        for _ in range(n):
            at = pos
            if pos >= end: raise _short(pos, 1, end, 'length of subscribed_topic_names[]')
            n = buf[pos]
            if n < 128: pos += 1
            else: n, pos = _uvarint(buf, pos, end)
            n -= 1
            if n < 0:
                if n != -1: raise Malformed('bad_string_length', at, 'subscribed_topic_names[]: length ' + str(n))
                raise Malformed('nullable_violation', at, 'subscribed_topic_names[]')
            elif n > end - pos:
                raise _bad_len('bad_string_length', at, n, end - pos, 'subscribed_topic_names[]')
            else:
                if st[0]: _utf8(buf, pos, n, at, 'subscribed_topic_names[]')
                pos += n
    pos = c292_Assignment(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c308_DescribedGroup(buf, pos, end, st):
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
    if pos >= end: raise _short(pos, 1, end, 'length of group_id')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'group_id: length ' + str(n))
        raise Malformed('nullable_violation', at, 'group_id')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'group_id')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'group_id')
        pos += n
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of group_state')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'group_state: length ' + str(n))
        raise Malformed('nullable_violation', at, 'group_state')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'group_state')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'group_state')
        pos += n
    if pos + 8 > end: raise _short_run(pos, end, _c7)
    pos += 8
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of assignor_name')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'assignor_name: length ' + str(n))
        raise Malformed('nullable_violation', at, 'assignor_name')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'assignor_name')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'assignor_name')
        pos += n
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of members')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'members: length ' + str(n))
        raise Malformed('nullable_violation', at, 'members')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'members')
    else:
        for _ in range(n):
            pos = c307_Member(buf, pos, end, st)
    if pos + 4 > end: raise _short_run(pos, end, _c8)
    pos += 4
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c309_ShareGroupDescribeResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c5)
    pos += 4
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of groups')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'groups: length ' + str(n))
        raise Malformed('nullable_violation', at, 'groups')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'groups')
    else:
        for _ in range(n):
            pos = c308_DescribedGroup(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c310_AcquiredRecords(buf, pos, end, st):
    if pos + 18 > end: raise _short_run(pos, end, _c9)
    pos += 18
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c311_PartitionData(buf, pos, end, st):
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
    if pos + 2 > end: raise _short_run(pos, end, _c10)
    pos += 2
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of acknowledge_error_message')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'acknowledge_error_message: length ' + str(n))
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'acknowledge_error_message')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'acknowledge_error_message')
        pos += n
    pos = c14_LeaderIdAndEpoch(buf, pos, end, st)
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of records')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_bytes_length', at, 'records: length ' + str(n))
        raise Malformed('nullable_violation', at, 'records')
    elif n > end - pos:
        raise _bad_len('bad_bytes_length', at, n, end - pos, 'records')
    else:
        pos += n
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of acquired_records')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'acquired_records: length ' + str(n))
        raise Malformed('nullable_violation', at, 'acquired_records')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'acquired_records')
    else:
        for _ in range(n):
            pos = c310_AcquiredRecords(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c312_ShareFetchableTopicResponse(buf, pos, end, st):
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
            pos = c311_PartitionData(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c313_ShareFetchResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c5)
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
    if pos + 4 > end: raise _short_run(pos, end, _c12)
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
            pos = c312_ShareFetchableTopicResponse(buf, pos, end, st)
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
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c314_PartitionData(buf, pos, end, st):
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
    pos = c14_LeaderIdAndEpoch(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c315_ShareAcknowledgeTopicResponse(buf, pos, end, st):
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
            pos = c314_PartitionData(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c316_ShareAcknowledgeResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c5)
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
            pos = c315_ShareAcknowledgeTopicResponse(buf, pos, end, st)
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
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c317_ShareAcknowledgeResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c5)
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
    if pos + 4 > end: raise _short_run(pos, end, _c12)
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
            pos = c315_ShareAcknowledgeTopicResponse(buf, pos, end, st)
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
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c318_PartitionResult(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c13)
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
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c319_InitializeStateResult(buf, pos, end, st):
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
            pos = c318_PartitionResult(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c320_InitializeShareGroupStateResponse(buf, pos, end, st):
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
            pos = c319_InitializeStateResult(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c321_StateBatch(buf, pos, end, st):
    if pos + 19 > end: raise _short_run(pos, end, _c14)
    pos += 19
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


_c1 = (('topic_id', 16), ('is_internal', 1))
_c2 = (('topic_authorized_operations', 4),)
_c3 = {}
_c4 = (('partition_index', 4),)
_c5 = (('throttle_time_ms', 4),)
_c6 = (('member_epoch', 4),)
_c7 = (('group_epoch', 4), ('assignment_epoch', 4))
_c8 = (('authorized_operations', 4),)
_c9 = (('first_offset', 8), ('last_offset', 8), ('delivery_count', 2))
_c10 = (('acknowledge_error_code', 2),)
_c11 = (('topic_id', 16),)
_c12 = (('acquisition_lock_timeout_ms', 4),)
_c13 = (('partition', 4),)
_c14 = (('first_offset', 8), ('last_offset', 8), ('delivery_state', 1), ('delivery_count', 2))

#: entity index -> its checker
CHECKERS = {
    304: c304_DescribeTopicPartitionsResponseTopic,
    305: c305_Cursor,
    306: c306_DescribeTopicPartitionsResponse,
    307: c307_Member,
    308: c308_DescribedGroup,
    309: c309_ShareGroupDescribeResponse,
    310: c310_AcquiredRecords,
    311: c311_PartitionData,
    312: c312_ShareFetchableTopicResponse,
    313: c313_ShareFetchResponse,
    314: c314_PartitionData,
    315: c315_ShareAcknowledgeTopicResponse,
    316: c316_ShareAcknowledgeResponse,
    317: c317_ShareAcknowledgeResponse,
    318: c318_PartitionResult,
    319: c319_InitializeStateResult,
    320: c320_InitializeShareGroupStateResponse,
    321: c321_StateBatch,
}
