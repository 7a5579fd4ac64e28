"""Checkers of the responses' scan layouts, part 9: entities 200-224.

GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (:mod:`codegen.checkers`, from
the ``scan`` layouts of ``dissector/kafka/kafka_facts.json`` with
:func:`dissector.wire.checkers.checker_source`: the source
:func:`dissector.wire.checkers.gen_check` executes for an entity at run time); ``python -m
codegen --check``, run by the tests, fails when it is stale.
"""

# ruff: noqa: E501, E701, F401, I001
from .checkers import HELPERS
from .gen_checkers_08 import c199_DescribeLogDirsPartition

Malformed = HELPERS['Malformed']
_I16 = HELPERS['_I16']
_I32 = HELPERS['_I32']
_bad_len = HELPERS['_bad_len']
_short = HELPERS['_short']
_short_run = HELPERS['_short_run']
_tagged = HELPERS['_tagged']
_utf8 = HELPERS['_utf8']
_uvarint = HELPERS['_uvarint']


def c200_DescribeLogDirsTopic(buf, pos, end, st):
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
            pos = c199_DescribeLogDirsPartition(buf, pos, end, st)
    return pos


def c201_DescribeLogDirsResult(buf, pos, end, st):
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    at = pos
    if pos + 2 > end: raise _short(pos, 2, end, 'length of log_dir')
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'log_dir: length ' + str(n))
        raise Malformed('nullable_violation', at, 'log_dir')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'log_dir')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'log_dir')
        pos += n
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
            pos = c200_DescribeLogDirsTopic(buf, pos, end, st)
    return pos


def c202_DescribeLogDirsResponse(buf, pos, end, st):
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
            pos = c201_DescribeLogDirsResult(buf, pos, end, st)
    return pos


def c203_DescribeLogDirsPartition(buf, pos, end, st):
    if pos + 21 > end: raise _short_run(pos, end, _c2)
    pos += 21
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c204_DescribeLogDirsTopic(buf, pos, end, st):
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
            pos = c203_DescribeLogDirsPartition(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c205_DescribeLogDirsResult(buf, pos, end, st):
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of log_dir')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'log_dir: length ' + str(n))
        raise Malformed('nullable_violation', at, 'log_dir')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'log_dir')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'log_dir')
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
            pos = c204_DescribeLogDirsTopic(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c206_DescribeLogDirsResponse(buf, pos, end, st):
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
            pos = c205_DescribeLogDirsResult(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c207_DescribeLogDirsResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c1)
    pos += 4
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec: st[2] = ec
    pos += 2
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
            pos = c205_DescribeLogDirsResult(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c208_DescribeLogDirsResult(buf, pos, end, st):
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of log_dir')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'log_dir: length ' + str(n))
        raise Malformed('nullable_violation', at, 'log_dir')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'log_dir')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'log_dir')
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
            pos = c204_DescribeLogDirsTopic(buf, pos, end, st)
    if pos + 16 > end: raise _short_run(pos, end, _c4)
    pos += 16
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c209_DescribeLogDirsResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c1)
    pos += 4
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec: st[2] = ec
    pos += 2
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
            pos = c208_DescribeLogDirsResult(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c210_DescribeLogDirsResult(buf, pos, end, st):
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of log_dir')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'log_dir: length ' + str(n))
        raise Malformed('nullable_violation', at, 'log_dir')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'log_dir')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'log_dir')
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
            pos = c204_DescribeLogDirsTopic(buf, pos, end, st)
    if pos + 17 > end: raise _short_run(pos, end, _c5)
    pos += 17
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c211_DescribeLogDirsResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c1)
    pos += 4
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec: st[2] = ec
    pos += 2
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
            pos = c210_DescribeLogDirsResult(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c212_CreatePartitionsTopicResult(buf, pos, end, st):
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


def c213_CreatePartitionsResponse(buf, pos, end, st):
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
            pos = c212_CreatePartitionsTopicResult(buf, pos, end, st)
    return pos


def c214_CreatePartitionsTopicResult(buf, pos, end, st):
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


def c215_CreatePartitionsResponse(buf, pos, end, st):
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
            pos = c214_CreatePartitionsTopicResult(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c216_DeletableGroupResult(buf, pos, end, st):
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
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    return pos


def c217_DeleteGroupsResponse(buf, pos, end, st):
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
            pos = c216_DeletableGroupResult(buf, pos, end, st)
    return pos


def c218_DeletableGroupResult(buf, pos, end, st):
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
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c219_DeleteGroupsResponse(buf, pos, end, st):
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
            pos = c218_DeletableGroupResult(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c220_PartitionResult(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c6)
    pos += 4
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


def c221_ReplicaElectionResult(buf, pos, end, st):
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
    if pos + 4 > end: raise _short(pos, 4, end, 'count of partition_result')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'partition_result: length ' + str(n))
        raise Malformed('nullable_violation', at, 'partition_result')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'partition_result')
    else:
        for _ in range(n):
            pos = c220_PartitionResult(buf, pos, end, st)
    return pos


def c222_ElectLeadersResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c1)
    pos += 4
    at = pos
    if pos + 4 > end: raise _short(pos, 4, end, 'count of replica_election_results')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'replica_election_results: length ' + str(n))
        raise Malformed('nullable_violation', at, 'replica_election_results')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'replica_election_results')
    else:
        for _ in range(n):
            pos = c221_ReplicaElectionResult(buf, pos, end, st)
    return pos


def c223_ElectLeadersResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c1)
    pos += 4
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec: st[2] = ec
    pos += 2
    at = pos
    if pos + 4 > end: raise _short(pos, 4, end, 'count of replica_election_results')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'replica_election_results: length ' + str(n))
        raise Malformed('nullable_violation', at, 'replica_election_results')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'replica_election_results')
    else:
        for _ in range(n):
            pos = c221_ReplicaElectionResult(buf, pos, end, st)
    return pos


def c224_PartitionResult(buf, pos, end, st):
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


_c1 = (('throttle_time_ms', 4),)
_c2 = (('partition_index', 4), ('partition_size', 8), ('offset_lag', 8), ('is_future_key', 1))
_c3 = {}
_c4 = (('total_bytes', 8), ('usable_bytes', 8))
_c5 = (('total_bytes', 8), ('usable_bytes', 8), ('is_cordoned', 1))
_c6 = (('partition_id', 4),)

#: entity index -> its checker
CHECKERS = {
    200: c200_DescribeLogDirsTopic,
    201: c201_DescribeLogDirsResult,
    202: c202_DescribeLogDirsResponse,
    203: c203_DescribeLogDirsPartition,
    204: c204_DescribeLogDirsTopic,
    205: c205_DescribeLogDirsResult,
    206: c206_DescribeLogDirsResponse,
    207: c207_DescribeLogDirsResponse,
    208: c208_DescribeLogDirsResult,
    209: c209_DescribeLogDirsResponse,
    210: c210_DescribeLogDirsResult,
    211: c211_DescribeLogDirsResponse,
    212: c212_CreatePartitionsTopicResult,
    213: c213_CreatePartitionsResponse,
    214: c214_CreatePartitionsTopicResult,
    215: c215_CreatePartitionsResponse,
    216: c216_DeletableGroupResult,
    217: c217_DeleteGroupsResponse,
    218: c218_DeletableGroupResult,
    219: c219_DeleteGroupsResponse,
    220: c220_PartitionResult,
    221: c221_ReplicaElectionResult,
    222: c222_ElectLeadersResponse,
    223: c223_ElectLeadersResponse,
    224: c224_PartitionResult,
}
