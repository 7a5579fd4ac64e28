"""Checkers of the responses' scan layouts, part 10: entities 225-247.

GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (:mod:`codegen.checkers`, from
the ``scan`` layouts of ``dissector/kafka/kafka_facts.json`` with
:func:`dissector.wire.checkers.checker_source`: the source
:func:`dissector.wire.checkers.gen_check` executes for an entity at run time); ``python -m
codegen --check``, run by the tests, fails when it is stale.
"""

# ruff: noqa: E501, E701, F401, I001
from .checkers import HELPERS
from .gen_checkers_08 import c189_AlterConfigsResourceResponse
from .gen_checkers_08 import c191_AlterConfigsResourceResponse
from .gen_checkers_09 import c224_PartitionResult

Malformed = HELPERS['Malformed']
_I16 = HELPERS['_I16']
_I32 = HELPERS['_I32']
_bad_len = HELPERS['_bad_len']
_short = HELPERS['_short']
_short_run = HELPERS['_short_run']
_tagged = HELPERS['_tagged']
_utf8 = HELPERS['_utf8']
_uvarint = HELPERS['_uvarint']


def c225_ReplicaElectionResult(buf, pos, end, st):
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of topic')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'topic: length ' + str(n))
        raise Malformed('nullable_violation', at, 'topic')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'topic')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'topic')
        pos += n
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of partition_result')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'partition_result: length ' + str(n))
        raise Malformed('nullable_violation', at, 'partition_result')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'partition_result')
    else:
        for _ in range(n):
            pos = c224_PartitionResult(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c1)
    return pos


def c226_ElectLeadersResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c2)
    pos += 4
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec: st[2] = ec
    pos += 2
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of replica_election_results')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'replica_election_results: length ' + str(n))
        raise Malformed('nullable_violation', at, 'replica_election_results')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'replica_election_results')
    else:
        for _ in range(n):
            pos = c225_ReplicaElectionResult(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c1)
    return pos


def c227_IncrementalAlterConfigsResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c2)
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


def c228_IncrementalAlterConfigsResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c2)
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
    else: pos = _tagged(buf, pos, end, st, _c1)
    return pos


def c229_ReassignablePartitionResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c3)
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
    else: pos = _tagged(buf, pos, end, st, _c1)
    return pos


def c230_ReassignableTopicResponse(buf, pos, end, st):
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
            pos = c229_ReassignablePartitionResponse(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c1)
    return pos


def c231_AlterPartitionReassignmentsResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c2)
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
            pos = c230_ReassignableTopicResponse(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c1)
    return pos


def c232_AlterPartitionReassignmentsResponse(buf, pos, end, st):
    if pos + 5 > end: raise _short_run(pos, end, _c4)
    pos += 5
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
            pos = c230_ReassignableTopicResponse(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c1)
    return pos


def c233_OffsetDeleteResponsePartition(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c3)
    pos += 4
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    return pos


def c234_OffsetDeleteResponseTopic(buf, pos, end, st):
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
            pos = c233_OffsetDeleteResponsePartition(buf, pos, end, st)
    return pos


def c235_OffsetDeleteResponse(buf, pos, end, st):
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec: st[2] = ec
    pos += 2
    if pos + 4 > end: raise _short_run(pos, end, _c2)
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
            pos = c234_OffsetDeleteResponseTopic(buf, pos, end, st)
    return pos


def c236_EntityData(buf, pos, end, st):
    at = pos
    if pos + 2 > end: raise _short(pos, 2, end, 'length of entity_type')
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'entity_type: length ' + str(n))
        raise Malformed('nullable_violation', at, 'entity_type')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'entity_type')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'entity_type')
        pos += n
    at = pos
    if pos + 2 > end: raise _short(pos, 2, end, 'length of entity_name')
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'entity_name: length ' + str(n))
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'entity_name')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'entity_name')
        pos += n
    return pos


def c237_EntryData(buf, pos, end, st):
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
    if pos + 4 > end: raise _short(pos, 4, end, 'count of entity')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'entity: length ' + str(n))
        raise Malformed('nullable_violation', at, 'entity')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'entity')
    else:
        for _ in range(n):
            pos = c236_EntityData(buf, pos, end, st)
    return pos


def c238_AlterClientQuotasResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c2)
    pos += 4
    at = pos
    if pos + 4 > end: raise _short(pos, 4, end, 'count of entries')
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'entries: length ' + str(n))
        raise Malformed('nullable_violation', at, 'entries')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'entries')
    else:
        for _ in range(n):
            pos = c237_EntryData(buf, pos, end, st)
    return pos


def c239_EntityData(buf, pos, end, st):
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of entity_type')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'entity_type: length ' + str(n))
        raise Malformed('nullable_violation', at, 'entity_type')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'entity_type')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'entity_type')
        pos += n
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of entity_name')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'entity_name: length ' + str(n))
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'entity_name')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'entity_name')
        pos += n
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c1)
    return pos


def c240_EntryData(buf, pos, end, st):
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
    if pos >= end: raise _short(pos, 1, end, 'count of entity')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'entity: length ' + str(n))
        raise Malformed('nullable_violation', at, 'entity')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'entity')
    else:
        for _ in range(n):
            pos = c239_EntityData(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c1)
    return pos


def c241_AlterClientQuotasResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c2)
    pos += 4
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of entries')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'entries: length ' + str(n))
        raise Malformed('nullable_violation', at, 'entries')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'entries')
    else:
        for _ in range(n):
            pos = c240_EntryData(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c1)
    return pos


def c242_CredentialInfo(buf, pos, end, st):
    if pos + 5 > end: raise _short_run(pos, end, _c5)
    pos += 5
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c1)
    return pos


def c243_DescribeUserScramCredentialsResult(buf, pos, end, st):
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of user')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'user: length ' + str(n))
        raise Malformed('nullable_violation', at, 'user')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'user')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'user')
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
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'count of credential_infos')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_array_length', at, 'credential_infos: length ' + str(n))
        raise Malformed('nullable_violation', at, 'credential_infos')
    elif n > end - pos:
        raise _bad_len('bad_array_length', at, n, end - pos, 'credential_infos')
    else:
        for _ in range(n):
            pos = c242_CredentialInfo(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c1)
    return pos


def c244_DescribeUserScramCredentialsResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c2)
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
            pos = c243_DescribeUserScramCredentialsResult(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c1)
    return pos


def c245_AlterUserScramCredentialsResult(buf, pos, end, st):
    at = pos
    if pos >= end: raise _short(pos, 1, end, 'length of user')
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise Malformed('bad_string_length', at, 'user: length ' + str(n))
        raise Malformed('nullable_violation', at, 'user')
    elif n > end - pos:
        raise _bad_len('bad_string_length', at, n, end - pos, 'user')
    else:
        if st[0]: _utf8(buf, pos, n, at, 'user')
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
    else: pos = _tagged(buf, pos, end, st, _c1)
    return pos


def c246_AlterUserScramCredentialsResponse(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c2)
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
            pos = c245_AlterUserScramCredentialsResult(buf, pos, end, st)
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c1)
    return pos


def c247_PartitionData(buf, pos, end, st):
    if pos + 4 > end: raise _short_run(pos, end, _c3)
    pos += 4
    if pos + 2 > end: raise _short(pos, 2, end, 'error_code')
    ec = _I16(buf, pos)[0]
    st[3] = True
    if ec and not st[2]: st[2] = ec
    pos += 2
    if pos + 9 > end: raise _short_run(pos, end, _c6)
    pos += 9
    if pos >= end: raise _short(pos, 1, end, 'tagged fields')
    if buf[pos] == 0: pos += 1
    else: pos = _tagged(buf, pos, end, st, _c1)
    return pos


_c1 = {}
_c2 = (('throttle_time_ms', 4),)
_c3 = (('partition_index', 4),)
_c4 = (('throttle_time_ms', 4), ('allow_replication_factor_change', 1))
_c5 = (('mechanism', 1), ('iterations', 4))
_c6 = (('leader_id', 4), ('leader_epoch', 4), ('vote_granted', 1))

#: entity index -> its checker
CHECKERS = {
    225: c225_ReplicaElectionResult,
    226: c226_ElectLeadersResponse,
    227: c227_IncrementalAlterConfigsResponse,
    228: c228_IncrementalAlterConfigsResponse,
    229: c229_ReassignablePartitionResponse,
    230: c230_ReassignableTopicResponse,
    231: c231_AlterPartitionReassignmentsResponse,
    232: c232_AlterPartitionReassignmentsResponse,
    233: c233_OffsetDeleteResponsePartition,
    234: c234_OffsetDeleteResponseTopic,
    235: c235_OffsetDeleteResponse,
    236: c236_EntityData,
    237: c237_EntryData,
    238: c238_AlterClientQuotasResponse,
    239: c239_EntityData,
    240: c240_EntryData,
    241: c241_AlterClientQuotasResponse,
    242: c242_CredentialInfo,
    243: c243_DescribeUserScramCredentialsResult,
    244: c244_DescribeUserScramCredentialsResponse,
    245: c245_AlterUserScramCredentialsResult,
    246: c246_AlterUserScramCredentialsResponse,
    247: c247_PartitionData,
}
