"""Checkers of the responses' scan layouts, part 13: entities 291-303.

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


def c291_TopicPartitions(buf, pos, end, st):
    if pos + 16 > end: raise _short_run(pos, end, _c1)
    pos += 16
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
        if n * 4 > end - pos:
            raise _bad_len('bad_array_length', at, n, end - pos, 'partitions')
        pos += n * 4
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c2)
    return pos


def c292_Assignment(buf, pos, end, st):
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of topic_partitions')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'topic_partitions: length ' + str(n))
        raise Malformed('nullable_violation', at, 'topic_partitions')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'topic_partitions')
    else:
        for _ in range(n):
            pos = c291_TopicPartitions(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c2)
    return pos


def c293_Member(buf, pos, end, st):
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
    if pos + 4 > end: raise _short_run(pos, end, _c3)
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
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of subscribed_topic_regex')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'subscribed_topic_regex: length ' + str(n))
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'subscribed_topic_regex')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'subscribed_topic_regex')
        pos += n
    pos = c292_Assignment(buf, pos, end, st)
    pos = c292_Assignment(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c2)
    return pos


def c294_DescribedGroup(buf, pos, end, st):
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
    if pos + 8 > end: raise _short_run(pos, end, _c4)
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
            pos = c293_Member(buf, pos, end, st)
    if pos + 4 > end: raise _short_run(pos, end, _c5)
    pos += 4
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c2)
    return pos


def c295_ConsumerGroupDescribeResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c6)
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
            pos = c294_DescribedGroup(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c2)
    return pos


def c296_Member(buf, pos, end, st):
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
    if pos + 4 > end: raise _short_run(pos, end, _c3)
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
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of subscribed_topic_regex')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'subscribed_topic_regex: length ' + str(n))
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'subscribed_topic_regex')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'subscribed_topic_regex')
        pos += n
    pos = c292_Assignment(buf, pos, end, st)
    pos = c292_Assignment(buf, pos, end, st)
    if pos + 1 > end: raise _short_run(pos, end, _c7)
    pos += 1
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c2)
    return pos


def c297_DescribedGroup(buf, pos, end, st):
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
    if pos + 8 > end: raise _short_run(pos, end, _c4)
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
            pos = c296_Member(buf, pos, end, st)
    if pos + 4 > end: raise _short_run(pos, end, _c5)
    pos += 4
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c2)
    return pos


def c298_ConsumerGroupDescribeResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c6)
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
            pos = c297_DescribedGroup(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c2)
    return pos


def c299_PartitionData(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c8)
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


def c300_TopicData(buf, pos, end, st):
    if pos + 16 > end: raise _short_run(pos, end, _c1)
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
            pos = c299_PartitionData(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c2)
    return pos


def c301_DirectoryData(buf, pos, end, st):
    if pos + 16 > end: raise _short_run(pos, end, _c9)
    pos += 16
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
            pos = c300_TopicData(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c2)
    return pos


def c302_AssignReplicasToDirsResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c6)
    pos += 4
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec: st[2] = ec
    pos += 2
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of directories')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'directories: length ' + str(n))
        raise Malformed('nullable_violation', at, 'directories')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'directories')
    else:
        for _ in range(n):
            pos = c301_DirectoryData(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c2)
    return pos


def c303_DescribeTopicPartitionsResponsePartition(buf, pos, end, st):
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    if pos + 12 > end: raise _short_run(pos, end, _c10)
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
    if pos >= end: raise _short(pos, 1, end, 'count of eligible_leader_replicas')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'eligible_leader_replicas: length ' + str(n))
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'eligible_leader_replicas')
    else:
        if n * 4 > end - pos:
            raise _bad_len('bad_array_length', at, n, end - pos, 'eligible_leader_replicas')
        pos += n * 4
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of last_known_elr')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'last_known_elr: length ' + str(n))
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'last_known_elr')
    else:
        if n * 4 > end - pos:
            raise _bad_len('bad_array_length', at, n, end - pos, 'last_known_elr')
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


_c1 = (('topic_id', 16),)
_c2 = {}
_c3 = (('member_epoch', 4),)
_c4 = (('group_epoch', 4), ('assignment_epoch', 4))
_c5 = (('authorized_operations', 4),)
_c6 = (('throttle_time_ms', 4),)
_c7 = (('member_type', 1),)
_c8 = (('partition_index', 4),)
_c9 = (('id_', 16),)
_c10 = (('partition_index', 4), ('leader_id', 4), ('leader_epoch', 4))

#: entity index -> its checker
CHECKERS = {
    291: c291_TopicPartitions,
    292: c292_Assignment,
    293: c293_Member,
    294: c294_DescribedGroup,
    295: c295_ConsumerGroupDescribeResponse,
    296: c296_Member,
    297: c297_DescribedGroup,
    298: c298_ConsumerGroupDescribeResponse,
    299: c299_PartitionData,
    300: c300_TopicData,
    301: c301_DirectoryData,
    302: c302_AssignReplicasToDirsResponse,
    303: c303_DescribeTopicPartitionsResponsePartition,
}
