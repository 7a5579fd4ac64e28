"""Checkers of the responses' scan layouts, part 15: entities 322-342.

GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (:mod:`codegen.checkers`, from
the ``scan`` layouts of ``dissector/kafka/kafka_facts.json`` with
:func:`dissector.wire.checkers.checker_source`: the source
:func:`dissector.wire.checkers.gen_check` executes for an entity at run time); ``python -m
codegen --check``, run by the tests, fails when it is stale.
"""

# ruff: noqa: E501, E701, F401, I001
from .checkers import HELPERS
from .gen_checkers_14 import c318_PartitionResult
from .gen_checkers_14 import c321_StateBatch

Malformed = HELPERS['Malformed']
_I16 = HELPERS['_I16']
_I32 = HELPERS['_I32']
_bad_len = HELPERS['_bad_len']
_short = HELPERS['_short']
_short_run = HELPERS['_short_run']
_tagged = HELPERS['_tagged']
_utf8 = HELPERS['_utf8']
_uvarint = HELPERS['_uvarint']


def c322_PartitionResult(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c1)
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
    if pos + 12 > end: raise _short_run(pos, end, _c2)
    pos += 12
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of state_batches')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'state_batches: length ' + str(n))
        raise Malformed('nullable_violation', at, 'state_batches')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'state_batches')
    else:
        for _ in range(n):
            pos = c321_StateBatch(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c323_ReadStateResult(buf, pos, end, st):
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
            pos = c322_PartitionResult(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c324_ReadShareGroupStateResponse(buf, pos, end, st):
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
            pos = c323_ReadStateResult(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c325_WriteStateResult(buf, pos, end, st):
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
            pos = c318_PartitionResult(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c326_WriteShareGroupStateResponse(buf, pos, end, st):
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
            pos = c325_WriteStateResult(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c327_DeleteStateResult(buf, pos, end, st):
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
            pos = c318_PartitionResult(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c328_DeleteShareGroupStateResponse(buf, pos, end, st):
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
            pos = c327_DeleteStateResult(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c329_PartitionResult(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c1)
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
    if pos + 16 > end: raise _short_run(pos, end, _c5)
    pos += 16
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c330_ReadStateSummaryResult(buf, pos, end, st):
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
            pos = c329_PartitionResult(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c331_ReadShareGroupStateSummaryResponse(buf, pos, end, st):
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
            pos = c330_ReadStateSummaryResult(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c332_PartitionResult(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c1)
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
    if pos + 20 > end: raise _short_run(pos, end, _c6)
    pos += 20
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c333_ReadStateSummaryResult(buf, pos, end, st):
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
            pos = c332_PartitionResult(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c334_ReadShareGroupStateSummaryResponse(buf, pos, end, st):
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
            pos = c333_ReadStateSummaryResult(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c335_KeyValue(buf, pos, end, st):
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
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of value')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'value: length ' + str(n))
        raise Malformed('nullable_violation', at, 'value')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'value')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'value')
        pos += n
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c336_TopicInfo(buf, pos, end, st):
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
    if pos + 6 > end: raise _short_run(pos, end, _c7)
    pos += 6
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of topic_configs')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'topic_configs: length ' + str(n))
        raise Malformed('nullable_violation', at, 'topic_configs')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'topic_configs')
    else:
        for _ in range(n):
            pos = c335_KeyValue(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c337_Subtopology(buf, pos, end, st):
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of subtopology_id')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'subtopology_id: length ' + str(n))
        raise Malformed('nullable_violation', at, 'subtopology_id')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'subtopology_id')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'subtopology_id')
        pos += n
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of source_topics')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'source_topics: length ' + str(n))
        raise Malformed('nullable_violation', at, 'source_topics')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'source_topics')
    else:
        for _ in range(n):
            at = pos
            if pos >= end: raise _short(pos, 1, end, 'length of source_topics[]')
            n = buf[pos]
            if n < 128: pos += 1
            else: n, pos = _uvarint(buf, pos, end)
            n -= 1
            if n < 0:
                if n != -1: raise Malformed('bad_string_length', at, 'source_topics[]: length ' + str(n))
                raise Malformed('nullable_violation', at, 'source_topics[]')
            elif n > end - pos:
                raise _bad_len('bad_string_length', at, n, end - pos, 'source_topics[]')
            else:
                if st[0]: _utf8(buf, pos, n, at, 'source_topics[]')
                pos += n
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of repartition_sink_topics')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'repartition_sink_topics: length ' + str(n))
        raise Malformed('nullable_violation', at, 'repartition_sink_topics')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'repartition_sink_topics')
    else:
        for _ in range(n):
            at = pos
            if pos >= end: raise _short(pos, 1, end, 'length of repartition_sink_topics[]')
            n = buf[pos]
            if n < 128: pos += 1
            else: n, pos = _uvarint(buf, pos, end)
            n -= 1
            if n < 0:
                if n != -1: raise Malformed('bad_string_length', at, 'repartition_sink_topics[]: length ' + str(n))
                raise Malformed('nullable_violation', at, 'repartition_sink_topics[]')
            elif n > end - pos:
                raise _bad_len('bad_string_length', at, n, end - pos, 'repartition_sink_topics[]')
            else:
                if st[0]: _utf8(buf, pos, n, at, 'repartition_sink_topics[]')
                pos += n
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of state_changelog_topics')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'state_changelog_topics: length ' + str(n))
        raise Malformed('nullable_violation', at, 'state_changelog_topics')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'state_changelog_topics')
    else:
        for _ in range(n):
            pos = c336_TopicInfo(buf, pos, end, st)
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of repartition_source_topics')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'repartition_source_topics: length ' + str(n))
        raise Malformed('nullable_violation', at, 'repartition_source_topics')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'repartition_source_topics')
    else:
        for _ in range(n):
            pos = c336_TopicInfo(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c338_Topology(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c8)
    pos += 4
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of subtopologies')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'subtopologies: length ' + str(n))
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'subtopologies')
    else:
        for _ in range(n):
            pos = c337_Subtopology(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c339_Endpoint(buf, pos, end, st):
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
    if pos + 2 > end: raise _short_run(pos, end, _c9)
    pos += 2
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c340_TaskOffset(buf, pos, end, st):
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of subtopology_id')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'subtopology_id: length ' + str(n))
        raise Malformed('nullable_violation', at, 'subtopology_id')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'subtopology_id')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'subtopology_id')
        pos += n
    if pos + 12 > end: raise _short_run(pos, end, _c10)
    pos += 12
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c341_TaskIds(buf, pos, end, st):
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of subtopology_id')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'subtopology_id: length ' + str(n))
        raise Malformed('nullable_violation', at, 'subtopology_id')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'subtopology_id')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'subtopology_id')
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
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


def c342_Assignment(buf, pos, end, st):
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of active_tasks')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'active_tasks: length ' + str(n))
        raise Malformed('nullable_violation', at, 'active_tasks')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'active_tasks')
    else:
        for _ in range(n):
            pos = c341_TaskIds(buf, pos, end, st)
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of standby_tasks')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'standby_tasks: length ' + str(n))
        raise Malformed('nullable_violation', at, 'standby_tasks')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'standby_tasks')
    else:
        for _ in range(n):
            pos = c341_TaskIds(buf, pos, end, st)
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of warmup_tasks')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'warmup_tasks: length ' + str(n))
        raise Malformed('nullable_violation', at, 'warmup_tasks')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'warmup_tasks')
    else:
        for _ in range(n):
            pos = c341_TaskIds(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c3)
    return pos


_c1 = (('partition', 4),)
_c2 = (('state_epoch', 4), ('start_offset', 8))
_c3 = {}
_c4 = (('topic_id', 16),)
_c5 = (('state_epoch', 4), ('leader_epoch', 4), ('start_offset', 8))
_c6 = (('state_epoch', 4), ('leader_epoch', 4), ('start_offset', 8), ('delivery_complete_count', 4))
_c7 = (('partitions', 4), ('replication_factor', 2))
_c8 = (('epoch', 4),)
_c9 = (('port', 2),)
_c10 = (('partition', 4), ('offset', 8))

#: entity index -> its checker
CHECKERS = {
    322: c322_PartitionResult,
    323: c323_ReadStateResult,
    324: c324_ReadShareGroupStateResponse,
    325: c325_WriteStateResult,
    326: c326_WriteShareGroupStateResponse,
    327: c327_DeleteStateResult,
    328: c328_DeleteShareGroupStateResponse,
    329: c329_PartitionResult,
    330: c330_ReadStateSummaryResult,
    331: c331_ReadShareGroupStateSummaryResponse,
    332: c332_PartitionResult,
    333: c333_ReadStateSummaryResult,
    334: c334_ReadShareGroupStateSummaryResponse,
    335: c335_KeyValue,
    336: c336_TopicInfo,
    337: c337_Subtopology,
    338: c338_Topology,
    339: c339_Endpoint,
    340: c340_TaskOffset,
    341: c341_TaskIds,
    342: c342_Assignment,
}
