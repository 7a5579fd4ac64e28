"""Checkers of the responses' scan layouts, part 4: entities 89-111.

GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (:mod:`codegen.checkers`, from
the ``scan`` layouts of ``dissector/kafka/kafka_facts.json`` with
:func:`dissector.wire.checkers.checker_source`: the source
:func:`dissector.wire.checkers.gen_check` executes for an entity at run time); ``python -m
codegen --check``, run by the tests, fails when it is stale.
"""

# ruff: noqa: E501, E701, F401, I001
from .checkers import HELPERS
from .gen_checkers_03 import c88_OffsetFetchResponseTopic

Malformed = HELPERS['Malformed']
_I16 = HELPERS['_I16']
_I32 = HELPERS['_I32']
_bad_len = HELPERS['_bad_len']
_short = HELPERS['_short']
_short_run = HELPERS['_short_run']
_tagged = HELPERS['_tagged']
_utf8 = HELPERS['_utf8']
_uvarint = HELPERS['_uvarint']


def c89_OffsetFetchResponse(buf, pos, end, st):
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
            pos = c88_OffsetFetchResponseTopic(buf, pos, end, st)
    return pos


def c90_OffsetFetchResponse(buf, pos, end, st):
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
            pos = c88_OffsetFetchResponseTopic(buf, pos, end, st)
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec: st[2] = ec
    pos += 2
    return pos


def c91_OffsetFetchResponse(buf, pos, end, st):
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
            pos = c88_OffsetFetchResponseTopic(buf, pos, end, st)
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec: st[2] = ec
    pos += 2
    return pos


def c92_OffsetFetchResponsePartition(buf, pos, end, st):
    if pos + 16 > end: raise _short_run(pos, end, _c2)
    pos += 16
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


def c93_OffsetFetchResponseTopic(buf, pos, end, st):
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
            pos = c92_OffsetFetchResponsePartition(buf, pos, end, st)
    return pos


def c94_OffsetFetchResponse(buf, pos, end, st):
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
            pos = c93_OffsetFetchResponseTopic(buf, pos, end, st)
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec: st[2] = ec
    pos += 2
    return pos


def c95_OffsetFetchResponsePartition(buf, pos, end, st):
    if pos + 16 > end: raise _short_run(pos, end, _c2)
    pos += 16
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of metadata')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
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
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c96_OffsetFetchResponseTopic(buf, pos, end, st):
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
            pos = c95_OffsetFetchResponsePartition(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c97_OffsetFetchResponse(buf, pos, end, st):
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
            pos = c96_OffsetFetchResponseTopic(buf, pos, end, st)
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec: st[2] = ec
    pos += 2
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c98_OffsetFetchResponsePartitions(buf, pos, end, st):
    if pos + 16 > end: raise _short_run(pos, end, _c2)
    pos += 16
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of metadata')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
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
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c99_OffsetFetchResponseTopics(buf, pos, end, st):
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
            pos = c98_OffsetFetchResponsePartitions(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c100_OffsetFetchResponseGroup(buf, pos, end, st):
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
            pos = c99_OffsetFetchResponseTopics(buf, pos, end, st)
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c101_OffsetFetchResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c1)
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
            pos = c100_OffsetFetchResponseGroup(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c102_OffsetFetchResponseTopics(buf, pos, end, st):
    if pos + 16 > end: raise _short_run(pos, end, _c4)
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
            pos = c98_OffsetFetchResponsePartitions(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c103_OffsetFetchResponseGroup(buf, pos, end, st):
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
            pos = c102_OffsetFetchResponseTopics(buf, pos, end, st)
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c104_OffsetFetchResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c1)
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
            pos = c103_OffsetFetchResponseGroup(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c105_Coordinator(buf, pos, end, st):
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of key')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'key: length ' + str(n))
        raise Malformed('nullable_violation', at, 'key')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'key')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'key')
        pos += n
    if pos + 4 > end: raise _short_run(pos, end, _c5)
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
    if pos + 4 > end: raise _short_run(pos, end, _c6)
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


def c106_FindCoordinatorResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c1)
    pos += 4
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of coordinators')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'coordinators: length ' + str(n))
        raise Malformed('nullable_violation', at, 'coordinators')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'coordinators')
    else:
        for _ in range(n):
            pos = c105_Coordinator(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c107_MemberResponse(buf, pos, end, st):
    at = pos
    if pos + 2 > end: raise _short(pos, 2, end, 'length of member_id')
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'member_id: length ' + str(n))
        raise Malformed('nullable_violation', at, 'member_id')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'member_id')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'member_id')
        pos += n
    at = pos
    if pos + 2 > end: raise _short(pos, 2, end, 'length of group_instance_id')
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'group_instance_id: length ' + str(n))
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'group_instance_id')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'group_instance_id')
        pos += n
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    return pos


def c108_LeaveGroupResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c1)
    pos += 4
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec: st[2] = ec
    pos += 2
    at = pos
    if pos + 4 > end: raise _short(pos, 4, end, 'count of members')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'members: length ' + str(n))
        raise Malformed('nullable_violation', at, 'members')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'members')
    else:
        for _ in range(n):
            pos = c107_MemberResponse(buf, pos, end, st)
    return pos


def c109_MemberResponse(buf, pos, end, st):
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
    if pos >= end: raise _short(pos, 1, end, 'length of group_instance_id')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'group_instance_id: length ' + str(n))
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'group_instance_id')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'group_instance_id')
        pos += n
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c110_LeaveGroupResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c1)
    pos += 4
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec: st[2] = ec
    pos += 2
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
            pos = c109_MemberResponse(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c111_DescribedGroupMember(buf, pos, end, st):
    at = pos
    if pos + 2 > end: raise _short(pos, 2, end, 'length of member_id')
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'member_id: length ' + str(n))
        raise Malformed('nullable_violation', at, 'member_id')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'member_id')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'member_id')
        pos += n
    at = pos
    if pos + 2 > end: raise _short(pos, 2, end, 'length of client_id')
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'client_id: length ' + str(n))
        raise Malformed('nullable_violation', at, 'client_id')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'client_id')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'client_id')
        pos += n
    at = pos
    if pos + 2 > end: raise _short(pos, 2, end, 'length of client_host')
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'client_host: length ' + str(n))
        raise Malformed('nullable_violation', at, 'client_host')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'client_host')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'client_host')
        pos += n
    at = pos
    if pos + 4 > end: raise _short(pos, 4, end, 'length of member_metadata')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_bytes_length', at, 'member_metadata: length ' + str(n))
        raise Malformed('nullable_violation', at, 'member_metadata')
    elif n > end - pos:
        raise _bad_len('bad_bytes_length', at, n, end - pos, 'member_metadata')
    else:
        pos += n
    at = pos
    if pos + 4 > end: raise _short(pos, 4, end, 'length of member_assignment')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_bytes_length', at, 'member_assignment: length ' + str(n))
        raise Malformed('nullable_violation', at, 'member_assignment')
    elif n > end - pos:
        raise _bad_len('bad_bytes_length', at, n, end - pos, 'member_assignment')
    else:
        pos += n
    return pos


_c1 = (('throttle_time_ms', 4),)
_c2 = (('partition_index', 4), ('committed_offset', 8), ('committed_leader_epoch', 4))
_c3 = {}
_c4 = (('topic_id', 16),)
_c5 = (('node_id', 4),)
_c6 = (('port', 4),)

#: entity index -> its checker
CHECKERS = {
    89: c89_OffsetFetchResponse,
    90: c90_OffsetFetchResponse,
    91: c91_OffsetFetchResponse,
    92: c92_OffsetFetchResponsePartition,
    93: c93_OffsetFetchResponseTopic,
    94: c94_OffsetFetchResponse,
    95: c95_OffsetFetchResponsePartition,
    96: c96_OffsetFetchResponseTopic,
    97: c97_OffsetFetchResponse,
    98: c98_OffsetFetchResponsePartitions,
    99: c99_OffsetFetchResponseTopics,
    100: c100_OffsetFetchResponseGroup,
    101: c101_OffsetFetchResponse,
    102: c102_OffsetFetchResponseTopics,
    103: c103_OffsetFetchResponseGroup,
    104: c104_OffsetFetchResponse,
    105: c105_Coordinator,
    106: c106_FindCoordinatorResponse,
    107: c107_MemberResponse,
    108: c108_LeaveGroupResponse,
    109: c109_MemberResponse,
    110: c110_LeaveGroupResponse,
    111: c111_DescribedGroupMember,
}
