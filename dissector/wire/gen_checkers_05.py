"""Checkers of the responses' scan layouts, part 5: entities 112-126.

GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (:mod:`codegen.checkers`, from
the ``scan`` layouts of ``dissector/kafka/kafka_facts.json`` with
:func:`dissector.wire.checkers.checker_source`: the source
:func:`dissector.wire.checkers.gen_check` executes for an entity at run time); ``python -m
codegen --check``, run by the tests, fails when it is stale.
"""

# ruff: noqa: E501, E701, F401, I001
from .checkers import HELPERS
from .gen_checkers_04 import c111_DescribedGroupMember

Malformed = HELPERS['Malformed']
_I16 = HELPERS['_I16']
_I32 = HELPERS['_I32']
_bad_len = HELPERS['_bad_len']
_short = HELPERS['_short']
_short_run = HELPERS['_short_run']
_tagged = HELPERS['_tagged']
_utf8 = HELPERS['_utf8']
_uvarint = HELPERS['_uvarint']


def c112_DescribedGroup(buf, pos, end, st):
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    at = pos
    if pos + 2 > end: raise _short(pos, 2, end, 'length of group_id')
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'group_id: length ' + str(n))
        raise Malformed('nullable_violation', at, 'group_id')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'group_id')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'group_id')
        pos += n
    at = pos
    if pos + 2 > end: raise _short(pos, 2, end, 'length of group_state')
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'group_state: length ' + str(n))
        raise Malformed('nullable_violation', at, 'group_state')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'group_state')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'group_state')
        pos += n
    at = pos
    if pos + 2 > end: raise _short(pos, 2, end, 'length of protocol_type')
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'protocol_type: length ' + str(n))
        raise Malformed('nullable_violation', at, 'protocol_type')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'protocol_type')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'protocol_type')
        pos += n
    at = pos
    if pos + 2 > end: raise _short(pos, 2, end, 'length of protocol_data')
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'protocol_data: length ' + str(n))
        raise Malformed('nullable_violation', at, 'protocol_data')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'protocol_data')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'protocol_data')
        pos += n
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
            pos = c111_DescribedGroupMember(buf, pos, end, st)
    return pos


def c113_DescribeGroupsResponse(buf, pos, end, st):
    at = pos
    if pos + 4 > end: raise _short(pos, 4, end, 'count of groups')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'groups: length ' + str(n))
        raise Malformed('nullable_violation', at, 'groups')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'groups')
    else:
        for _ in range(n):
            pos = c112_DescribedGroup(buf, pos, end, st)
    return pos


def c114_DescribeGroupsResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c1)
    pos += 4
    at = pos
    if pos + 4 > end: raise _short(pos, 4, end, 'count of groups')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'groups: length ' + str(n))
        raise Malformed('nullable_violation', at, 'groups')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'groups')
    else:
        for _ in range(n):
            pos = c112_DescribedGroup(buf, pos, end, st)
    return pos


def c115_DescribedGroup(buf, pos, end, st):
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    at = pos
    if pos + 2 > end: raise _short(pos, 2, end, 'length of group_id')
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'group_id: length ' + str(n))
        raise Malformed('nullable_violation', at, 'group_id')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'group_id')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'group_id')
        pos += n
    at = pos
    if pos + 2 > end: raise _short(pos, 2, end, 'length of group_state')
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'group_state: length ' + str(n))
        raise Malformed('nullable_violation', at, 'group_state')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'group_state')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'group_state')
        pos += n
    at = pos
    if pos + 2 > end: raise _short(pos, 2, end, 'length of protocol_type')
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'protocol_type: length ' + str(n))
        raise Malformed('nullable_violation', at, 'protocol_type')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'protocol_type')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'protocol_type')
        pos += n
    at = pos
    if pos + 2 > end: raise _short(pos, 2, end, 'length of protocol_data')
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'protocol_data: length ' + str(n))
        raise Malformed('nullable_violation', at, 'protocol_data')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'protocol_data')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'protocol_data')
        pos += n
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
            pos = c111_DescribedGroupMember(buf, pos, end, st)
    if pos + 4 > end: raise _short_run(pos, end, _c2)
    pos += 4
    return pos


def c116_DescribeGroupsResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c1)
    pos += 4
    at = pos
    if pos + 4 > end: raise _short(pos, 4, end, 'count of groups')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'groups: length ' + str(n))
        raise Malformed('nullable_violation', at, 'groups')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'groups')
    else:
        for _ in range(n):
            pos = c115_DescribedGroup(buf, pos, end, st)
    return pos


def c117_DescribedGroupMember(buf, pos, end, st):
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


def c118_DescribedGroup(buf, pos, end, st):
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    at = pos
    if pos + 2 > end: raise _short(pos, 2, end, 'length of group_id')
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'group_id: length ' + str(n))
        raise Malformed('nullable_violation', at, 'group_id')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'group_id')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'group_id')
        pos += n
    at = pos
    if pos + 2 > end: raise _short(pos, 2, end, 'length of group_state')
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'group_state: length ' + str(n))
        raise Malformed('nullable_violation', at, 'group_state')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'group_state')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'group_state')
        pos += n
    at = pos
    if pos + 2 > end: raise _short(pos, 2, end, 'length of protocol_type')
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'protocol_type: length ' + str(n))
        raise Malformed('nullable_violation', at, 'protocol_type')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'protocol_type')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'protocol_type')
        pos += n
    at = pos
    if pos + 2 > end: raise _short(pos, 2, end, 'length of protocol_data')
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'protocol_data: length ' + str(n))
        raise Malformed('nullable_violation', at, 'protocol_data')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'protocol_data')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'protocol_data')
        pos += n
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
            pos = c117_DescribedGroupMember(buf, pos, end, st)
    if pos + 4 > end: raise _short_run(pos, end, _c2)
    pos += 4
    return pos


def c119_DescribeGroupsResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c1)
    pos += 4
    at = pos
    if pos + 4 > end: raise _short(pos, 4, end, 'count of groups')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'groups: length ' + str(n))
        raise Malformed('nullable_violation', at, 'groups')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'groups')
    else:
        for _ in range(n):
            pos = c118_DescribedGroup(buf, pos, end, st)
    return pos


def c120_DescribedGroupMember(buf, pos, end, st):
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
    if pos >= end: raise _short(pos, 1, end, 'length of member_metadata')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_bytes_length', at, 'member_metadata: length ' + str(n))
        raise Malformed('nullable_violation', at, 'member_metadata')
    elif n > end - pos:
        raise _bad_len('bad_bytes_length', at, n, end - pos, 'member_metadata')
    else:
        pos += n
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of member_assignment')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_bytes_length', at, 'member_assignment: length ' + str(n))
        raise Malformed('nullable_violation', at, 'member_assignment')
    elif n > end - pos:
        raise _bad_len('bad_bytes_length', at, n, end - pos, 'member_assignment')
    else:
        pos += n
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c121_DescribedGroup(buf, pos, end, st):
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
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
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of protocol_type')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'protocol_type: length ' + str(n))
        raise Malformed('nullable_violation', at, 'protocol_type')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'protocol_type')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'protocol_type')
        pos += n
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of protocol_data')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'protocol_data: length ' + str(n))
        raise Malformed('nullable_violation', at, 'protocol_data')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'protocol_data')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'protocol_data')
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
            pos = c120_DescribedGroupMember(buf, pos, end, st)
    if pos + 4 > end: raise _short_run(pos, end, _c2)
    pos += 4
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c122_DescribeGroupsResponse(buf, pos, end, st):
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
            pos = c121_DescribedGroup(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c123_DescribedGroup(buf, pos, end, st):
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
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of protocol_type')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'protocol_type: length ' + str(n))
        raise Malformed('nullable_violation', at, 'protocol_type')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'protocol_type')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'protocol_type')
        pos += n
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of protocol_data')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'protocol_data: length ' + str(n))
        raise Malformed('nullable_violation', at, 'protocol_data')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'protocol_data')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'protocol_data')
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
            pos = c120_DescribedGroupMember(buf, pos, end, st)
    if pos + 4 > end: raise _short_run(pos, end, _c2)
    pos += 4
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c124_DescribeGroupsResponse(buf, pos, end, st):
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
            pos = c123_DescribedGroup(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c125_CreatableTopicResult(buf, pos, end, st):
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


def c126_CreateTopicsResponse(buf, pos, end, st):
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
            pos = c125_CreatableTopicResult(buf, pos, end, st)
    return pos


_c1 = (('throttle_time_ms', 4),)
_c2 = (('authorized_operations', 4),)
_c3 = {}

#: entity index -> its checker
CHECKERS = {
    112: c112_DescribedGroup,
    113: c113_DescribeGroupsResponse,
    114: c114_DescribeGroupsResponse,
    115: c115_DescribedGroup,
    116: c116_DescribeGroupsResponse,
    117: c117_DescribedGroupMember,
    118: c118_DescribedGroup,
    119: c119_DescribeGroupsResponse,
    120: c120_DescribedGroupMember,
    121: c121_DescribedGroup,
    122: c122_DescribeGroupsResponse,
    123: c123_DescribedGroup,
    124: c124_DescribeGroupsResponse,
    125: c125_CreatableTopicResult,
    126: c126_CreateTopicsResponse,
}
