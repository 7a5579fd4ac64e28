"""Checkers of the responses' scan layouts, part 16: entities 343-357.

GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (:mod:`codegen.checkers`, from
the ``scan`` layouts of ``dissector/kafka/kafka_facts.json`` with
:func:`dissector.wire.checkers.checker_source`: the source
:func:`dissector.wire.checkers.gen_check` executes for an entity at run time); ``python -m
codegen --check``, run by the tests, fails when it is stale.
"""

# ruff: noqa: E501, E701, F401, I001
from .checkers import HELPERS
from .gen_checkers_15 import c335_KeyValue
from .gen_checkers_15 import c338_Topology
from .gen_checkers_15 import c339_Endpoint
from .gen_checkers_15 import c340_TaskOffset
from .gen_checkers_15 import c342_Assignment

Malformed = HELPERS['Malformed']
_I16 = HELPERS['_I16']
_I32 = HELPERS['_I32']
_bad_len = HELPERS['_bad_len']
_short = HELPERS['_short']
_short_run = HELPERS['_short_run']
_tagged = HELPERS['_tagged']
_utf8 = HELPERS['_utf8']
_uvarint = HELPERS['_uvarint']


def c343_Member(buf, pos, end, st):
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
    if pos + 4 > end: raise _short_run(pos, end, _c1)
    pos += 4
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of instance_id')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'instance_id: length ' + str(n))
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'instance_id')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'instance_id')
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
    if pos + 4 > end: raise _short_run(pos, end, _c2)
    pos += 4
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of process_id')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'process_id: length ' + str(n))
        raise Malformed('nullable_violation', at, 'process_id')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'process_id')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'process_id')
        pos += n
    if pos >= end: raise _short(pos, 1, end, 'user_endpoint')
    m = buf[pos]
    pos += 1
    if m < 128: pos = c339_Endpoint(buf, pos, end, st)
    elif m != 255: st[1] += 1
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of client_tags')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'client_tags: length ' + str(n))
        raise Malformed('nullable_violation', at, 'client_tags')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'client_tags')
    else:
        for _ in range(n):
            pos = c335_KeyValue(buf, pos, end, st)
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of task_offsets')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'task_offsets: length ' + str(n))
        raise Malformed('nullable_violation', at, 'task_offsets')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'task_offsets')
    else:
        for _ in range(n):
            pos = c340_TaskOffset(buf, pos, end, st)
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of task_end_offsets')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'task_end_offsets: length ' + str(n))
        raise Malformed('nullable_violation', at, 'task_end_offsets')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'task_end_offsets')
    else:
        for _ in range(n):
            pos = c340_TaskOffset(buf, pos, end, st)
    pos = c342_Assignment(buf, pos, end, st)
    pos = c342_Assignment(buf, pos, end, st)
    if pos + 1 > end: raise _short_run(pos, end, _c3)
    pos += 1
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c4)
    return pos


def c344_DescribedGroup(buf, pos, end, st):
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
    if pos + 8 > end: raise _short_run(pos, end, _c5)
    pos += 8
    if pos >= end: raise _short(pos, 1, end, 'topology')
    m = buf[pos]
    pos += 1
    if m < 128: pos = c338_Topology(buf, pos, end, st)
    elif m != 255: st[1] += 1
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
            pos = c343_Member(buf, pos, end, st)
    if pos + 4 > end: raise _short_run(pos, end, _c6)
    pos += 4
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c4)
    return pos


def c345_StreamsGroupDescribeResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c7)
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
            pos = c344_DescribedGroup(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c4)
    return pos


def c346_DescribeShareGroupOffsetsResponsePartition(buf, pos, end, st):
    if pos + 16 > end: raise _short_run(pos, end, _c8)
    pos += 16
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
    else: pos = _tagged(buf, pos, end, st, _c4)
    return pos


def c347_DescribeShareGroupOffsetsResponseTopic(buf, pos, end, st):
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
    if pos + 16 > end: raise _short_run(pos, end, _c9)
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
            pos = c346_DescribeShareGroupOffsetsResponsePartition(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c4)
    return pos


def c348_DescribeShareGroupOffsetsResponseGroup(buf, pos, end, st):
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
            pos = c347_DescribeShareGroupOffsetsResponseTopic(buf, pos, end, st)
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
    else: pos = _tagged(buf, pos, end, st, _c4)
    return pos


def c349_DescribeShareGroupOffsetsResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c7)
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
            pos = c348_DescribeShareGroupOffsetsResponseGroup(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c4)
    return pos


def c350_DescribeShareGroupOffsetsResponsePartition(buf, pos, end, st):
    if pos + 24 > end: raise _short_run(pos, end, _c10)
    pos += 24
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
    else: pos = _tagged(buf, pos, end, st, _c4)
    return pos


def c351_DescribeShareGroupOffsetsResponseTopic(buf, pos, end, st):
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
    if pos + 16 > end: raise _short_run(pos, end, _c9)
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
            pos = c350_DescribeShareGroupOffsetsResponsePartition(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c4)
    return pos


def c352_DescribeShareGroupOffsetsResponseGroup(buf, pos, end, st):
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
            pos = c351_DescribeShareGroupOffsetsResponseTopic(buf, pos, end, st)
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
    else: pos = _tagged(buf, pos, end, st, _c4)
    return pos


def c353_DescribeShareGroupOffsetsResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c7)
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
            pos = c352_DescribeShareGroupOffsetsResponseGroup(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c4)
    return pos


def c354_AlterShareGroupOffsetsResponsePartition(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c11)
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
    else: pos = _tagged(buf, pos, end, st, _c4)
    return pos


def c355_AlterShareGroupOffsetsResponseTopic(buf, pos, end, st):
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
    if pos + 16 > end: raise _short_run(pos, end, _c9)
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
            pos = c354_AlterShareGroupOffsetsResponsePartition(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c4)
    return pos


def c356_AlterShareGroupOffsetsResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c7)
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
            pos = c355_AlterShareGroupOffsetsResponseTopic(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c4)
    return pos


def c357_DeleteShareGroupOffsetsResponseTopic(buf, pos, end, st):
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
    if pos + 16 > end: raise _short_run(pos, end, _c9)
    pos += 16
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
    else: pos = _tagged(buf, pos, end, st, _c4)
    return pos


_c1 = (('member_epoch', 4),)
_c2 = (('topology_epoch', 4),)
_c3 = (('is_classic', 1),)
_c4 = {}
_c5 = (('group_epoch', 4), ('assignment_epoch', 4))
_c6 = (('authorized_operations', 4),)
_c7 = (('throttle_time_ms', 4),)
_c8 = (('partition_index', 4), ('start_offset', 8), ('leader_epoch', 4))
_c9 = (('topic_id', 16),)
_c10 = (('partition_index', 4), ('start_offset', 8), ('leader_epoch', 4), ('lag', 8))
_c11 = (('partition_index', 4),)

#: entity index -> its checker
CHECKERS = {
    343: c343_Member,
    344: c344_DescribedGroup,
    345: c345_StreamsGroupDescribeResponse,
    346: c346_DescribeShareGroupOffsetsResponsePartition,
    347: c347_DescribeShareGroupOffsetsResponseTopic,
    348: c348_DescribeShareGroupOffsetsResponseGroup,
    349: c349_DescribeShareGroupOffsetsResponse,
    350: c350_DescribeShareGroupOffsetsResponsePartition,
    351: c351_DescribeShareGroupOffsetsResponseTopic,
    352: c352_DescribeShareGroupOffsetsResponseGroup,
    353: c353_DescribeShareGroupOffsetsResponse,
    354: c354_AlterShareGroupOffsetsResponsePartition,
    355: c355_AlterShareGroupOffsetsResponseTopic,
    356: c356_AlterShareGroupOffsetsResponse,
    357: c357_DeleteShareGroupOffsetsResponseTopic,
}
