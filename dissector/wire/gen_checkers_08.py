"""Checkers of the responses' scan layouts, part 8: entities 178-199.

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


def c178_DescribeConfigsSynonym(buf, pos, end, st):
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
    if pos + 2 > end: raise _short(pos, 2, end, 'length of value')
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'value: length ' + str(n))
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'value')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'value')
        pos += n
    if pos + 1 > end: raise _short_run(pos, end, _c1)
    pos += 1
    return pos


def c179_DescribeConfigsResourceResult(buf, pos, end, st):
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
    if pos + 2 > end: raise _short(pos, 2, end, 'length of value')
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'value: length ' + str(n))
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'value')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'value')
        pos += n
    if pos + 3 > end: raise _short_run(pos, end, _c2)
    pos += 3
    at = pos
    if pos + 4 > end: raise _short(pos, 4, end, 'count of synonyms')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'synonyms: length ' + str(n))
        raise Malformed('nullable_violation', at, 'synonyms')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'synonyms')
    else:
        for _ in range(n):
            pos = c178_DescribeConfigsSynonym(buf, pos, end, st)
    return pos


def c180_DescribeConfigsResult(buf, pos, end, st):
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
    if pos + 1 > end: raise _short_run(pos, end, _c3)
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
    at = pos
    if pos + 4 > end: raise _short(pos, 4, end, 'count of configs')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'configs: length ' + str(n))
        raise Malformed('nullable_violation', at, 'configs')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'configs')
    else:
        for _ in range(n):
            pos = c179_DescribeConfigsResourceResult(buf, pos, end, st)
    return pos


def c181_DescribeConfigsResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c4)
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
            pos = c180_DescribeConfigsResult(buf, pos, end, st)
    return pos


def c182_DescribeConfigsResourceResult(buf, pos, end, st):
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
    if pos + 2 > end: raise _short(pos, 2, end, 'length of value')
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'value: length ' + str(n))
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'value')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'value')
        pos += n
    if pos + 3 > end: raise _short_run(pos, end, _c2)
    pos += 3
    at = pos
    if pos + 4 > end: raise _short(pos, 4, end, 'count of synonyms')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'synonyms: length ' + str(n))
        raise Malformed('nullable_violation', at, 'synonyms')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'synonyms')
    else:
        for _ in range(n):
            pos = c178_DescribeConfigsSynonym(buf, pos, end, st)
    if pos + 1 > end: raise _short_run(pos, end, _c5)
    pos += 1
    at = pos
    if pos + 2 > end: raise _short(pos, 2, end, 'length of documentation')
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'documentation: length ' + str(n))
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'documentation')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'documentation')
        pos += n
    return pos


def c183_DescribeConfigsResult(buf, pos, end, st):
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
    if pos + 1 > end: raise _short_run(pos, end, _c3)
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
    at = pos
    if pos + 4 > end: raise _short(pos, 4, end, 'count of configs')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'configs: length ' + str(n))
        raise Malformed('nullable_violation', at, 'configs')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'configs')
    else:
        for _ in range(n):
            pos = c182_DescribeConfigsResourceResult(buf, pos, end, st)
    return pos


def c184_DescribeConfigsResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c4)
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
            pos = c183_DescribeConfigsResult(buf, pos, end, st)
    return pos


def c185_DescribeConfigsSynonym(buf, pos, end, st):
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
    if pos >= end: raise _short(pos, 1, end, 'length of value')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'value: length ' + str(n))
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'value')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'value')
        pos += n
    if pos + 1 > end: raise _short_run(pos, end, _c1)
    pos += 1
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c6)
    return pos


def c186_DescribeConfigsResourceResult(buf, pos, end, st):
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
    if pos >= end: raise _short(pos, 1, end, 'length of value')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'value: length ' + str(n))
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'value')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'value')
        pos += n
    if pos + 3 > end: raise _short_run(pos, end, _c2)
    pos += 3
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of synonyms')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'synonyms: length ' + str(n))
        raise Malformed('nullable_violation', at, 'synonyms')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'synonyms')
    else:
        for _ in range(n):
            pos = c185_DescribeConfigsSynonym(buf, pos, end, st)
    if pos + 1 > end: raise _short_run(pos, end, _c5)
    pos += 1
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of documentation')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'documentation: length ' + str(n))
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'documentation')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'documentation')
        pos += n
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c6)
    return pos


def c187_DescribeConfigsResult(buf, pos, end, st):
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
    if pos + 1 > end: raise _short_run(pos, end, _c3)
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
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of configs')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'configs: length ' + str(n))
        raise Malformed('nullable_violation', at, 'configs')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'configs')
    else:
        for _ in range(n):
            pos = c186_DescribeConfigsResourceResult(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c6)
    return pos


def c188_DescribeConfigsResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c4)
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
            pos = c187_DescribeConfigsResult(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c6)
    return pos


def c189_AlterConfigsResourceResponse(buf, pos, end, st):
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
    if pos + 1 > end: raise _short_run(pos, end, _c3)
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
    return pos


def c190_AlterConfigsResponse(buf, pos, end, st):
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
            pos = c189_AlterConfigsResourceResponse(buf, pos, end, st)
    return pos


def c191_AlterConfigsResourceResponse(buf, pos, end, st):
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
    if pos + 1 > end: raise _short_run(pos, end, _c3)
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
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c6)
    return pos


def c192_AlterConfigsResponse(buf, pos, end, st):
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
            pos = c191_AlterConfigsResourceResponse(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c6)
    return pos


def c193_AlterReplicaLogDirPartitionResult(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c7)
    pos += 4
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    return pos


def c194_AlterReplicaLogDirTopicResult(buf, pos, end, st):
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
            pos = c193_AlterReplicaLogDirPartitionResult(buf, pos, end, st)
    return pos


def c195_AlterReplicaLogDirsResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c4)
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
            pos = c194_AlterReplicaLogDirTopicResult(buf, pos, end, st)
    return pos


def c196_AlterReplicaLogDirPartitionResult(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c7)
    pos += 4
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c6)
    return pos


def c197_AlterReplicaLogDirTopicResult(buf, pos, end, st):
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
            pos = c196_AlterReplicaLogDirPartitionResult(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c6)
    return pos


def c198_AlterReplicaLogDirsResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c4)
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
            pos = c197_AlterReplicaLogDirTopicResult(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c6)
    return pos


def c199_DescribeLogDirsPartition(buf, pos, end, st):
    if pos + 21 > end: raise _short_run(pos, end, _c8)
    pos += 21
    return pos


_c1 = (('source', 1),)
_c2 = (('read_only', 1), ('config_source', 1), ('is_sensitive', 1))
_c3 = (('resource_type', 1),)
_c4 = (('throttle_time_ms', 4),)
_c5 = (('config_type', 1),)
_c6 = {}
_c7 = (('partition_index', 4),)
_c8 = (('partition_index', 4), ('partition_size', 8), ('offset_lag', 8), ('is_future_key', 1))

#: entity index -> its checker
CHECKERS = {
    178: c178_DescribeConfigsSynonym,
    179: c179_DescribeConfigsResourceResult,
    180: c180_DescribeConfigsResult,
    181: c181_DescribeConfigsResponse,
    182: c182_DescribeConfigsResourceResult,
    183: c183_DescribeConfigsResult,
    184: c184_DescribeConfigsResponse,
    185: c185_DescribeConfigsSynonym,
    186: c186_DescribeConfigsResourceResult,
    187: c187_DescribeConfigsResult,
    188: c188_DescribeConfigsResponse,
    189: c189_AlterConfigsResourceResponse,
    190: c190_AlterConfigsResponse,
    191: c191_AlterConfigsResourceResponse,
    192: c192_AlterConfigsResponse,
    193: c193_AlterReplicaLogDirPartitionResult,
    194: c194_AlterReplicaLogDirTopicResult,
    195: c195_AlterReplicaLogDirsResponse,
    196: c196_AlterReplicaLogDirPartitionResult,
    197: c197_AlterReplicaLogDirTopicResult,
    198: c198_AlterReplicaLogDirsResponse,
    199: c199_DescribeLogDirsPartition,
}
