"""One-pass decoders of standard bodies, part 18: d385_TxnOffsetCommitRequest,
d388_TxnOffsetCommitResponse, d389_DescribeAclsRequest, d392_DescribeAclsResponse,
d393_DescribeAclsRequest, d396_DescribeAclsResponse, d398_CreateAclsRequest,
d400_CreateAclsResponse, d402_CreateAclsRequest, d404_CreateAclsResponse,
d406_DeleteAclsRequest.

GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (:mod:`codegen.decoders`, from
``dissector/kafka/decode_layouts.json`` with :func:`dissector.wire.onepass.module_source`:
the source :func:`dissector.wire.onepass.gen_decode` executes for a body at run time);
``python -m codegen --check``, run by the tests, fails when it is stale.
"""

# ruff: noqa: E501, E701, F401, I001
from .decodekit import ABSENT as _ABS, ARRAYS as _ARRAYS, I16 as _I16, I32 as _I32, REFUSED as _R, Struct as _S, bools as _bools, default_maker as _maker, unpacker as _unpacker, uuid_text as _uuid, uuids as _uuids, uvarint as _uvarint

_c1 = _S('>qhi').unpack_from
_c2 = _S('>iqi').unpack_from
_c3 = _S('>i').unpack_from
_c4 = _S('>ih').unpack_from
_c5 = _S('>b').unpack_from
_c6 = _S('>bb').unpack_from
_c7 = _S('>h').unpack_from


def d385_TxnOffsetCommitRequest(buf, pos, end, st):
    if pos >= end: raise _R
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_0 = str(buf[pos : pos + n], 'utf-8')
        pos += n
    if pos >= end: raise _R
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_1 = str(buf[pos : pos + n], 'utf-8')
        pos += n
    if pos + 14 > end: raise _R
    v0_2, v0_3, v0_4 = _c1(buf, pos)
    pos += 14
    if pos >= end: raise _R
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_5 = str(buf[pos : pos + n], 'utf-8')
        pos += n
    if pos >= end: raise _R
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise _R
        v0_6 = None
    elif n > end - pos: raise _R
    else:
        v0_6 = str(buf[pos : pos + n], 'utf-8')
        pos += n
    if pos >= end: raise _R
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_7 = []
        for _ in range(n):
            if pos >= end: raise _R
            n = buf[pos]
            if n < 128: pos += 1
            else: n, pos = _uvarint(buf, pos, end)
            n -= 1
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_0 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            if pos >= end: raise _R
            n = buf[pos]
            if n < 128: pos += 1
            else: n, pos = _uvarint(buf, pos, end)
            n -= 1
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_1 = []
                for _ in range(n):
                    if pos + 16 > end: raise _R
                    v2_0, v2_1, v2_2 = _c2(buf, pos)
                    pos += 16
                    if pos >= end: raise _R
                    n = buf[pos]
                    if n < 128: pos += 1
                    else: n, pos = _uvarint(buf, pos, end)
                    n -= 1
                    if n < 0:
                        if n != -1: raise _R
                        v2_3 = None
                    elif n > end - pos: raise _R
                    else:
                        v2_3 = str(buf[pos : pos + n], 'utf-8')
                        pos += n
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'partition_index': v2_0, 'committed_offset': v2_1, 'committed_leader_epoch': v2_2, 'committed_metadata': v2_3}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'name': v1_0, 'partitions': v1_1}
            v0_7.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'transactional_id': v0_0, 'group_id': v0_1, 'producer_id': v0_2, 'producer_epoch': v0_3, 'generation_id': v0_4, 'member_id': v0_5, 'group_instance_id': v0_6, 'topics': v0_7}
    return body, pos


def d388_TxnOffsetCommitResponse(buf, pos, end, st):
    if pos + 4 > end: raise _R
    v0_0 = _c3(buf, pos)[0]
    pos += 4
    if pos >= end: raise _R
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_1 = []
        for _ in range(n):
            if pos >= end: raise _R
            n = buf[pos]
            if n < 128: pos += 1
            else: n, pos = _uvarint(buf, pos, end)
            n -= 1
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_0 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            if pos >= end: raise _R
            n = buf[pos]
            if n < 128: pos += 1
            else: n, pos = _uvarint(buf, pos, end)
            n -= 1
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_1 = []
                for _ in range(n):
                    if pos + 6 > end: raise _R
                    v2_0, v2_1 = _c4(buf, pos)
                    pos += 6
                    st[1] = True
                    if v2_1 and not st[0]: st[0] = v2_1
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'partition_index': v2_0, 'error_code': v2_1}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'name': v1_0, 'partitions': v1_1}
            v0_1.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'topics': v0_1}
    return body, pos


def d389_DescribeAclsRequest(buf, pos, end, st):
    if pos + 1 > end: raise _R
    v0_0 = _c5(buf, pos)[0]
    pos += 1
    if pos + 2 > end: raise _R
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        if n != -1: raise _R
        v0_1 = None
    elif n > end - pos: raise _R
    else:
        v0_1 = str(buf[pos : pos + n], 'utf-8')
        pos += n
    if pos + 1 > end: raise _R
    v0_2 = _c5(buf, pos)[0]
    pos += 1
    if pos + 2 > end: raise _R
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        if n != -1: raise _R
        v0_3 = None
    elif n > end - pos: raise _R
    else:
        v0_3 = str(buf[pos : pos + n], 'utf-8')
        pos += n
    if pos + 2 > end: raise _R
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        if n != -1: raise _R
        v0_4 = None
    elif n > end - pos: raise _R
    else:
        v0_4 = str(buf[pos : pos + n], 'utf-8')
        pos += n
    if pos + 2 > end: raise _R
    v0_5, v0_6 = _c6(buf, pos)
    pos += 2
    body = {'resource_type_filter': v0_0, 'resource_name_filter': v0_1, 'pattern_type_filter': v0_2, 'principal_filter': v0_3, 'host_filter': v0_4, 'operation': v0_5, 'permission_type': v0_6}
    return body, pos


def d392_DescribeAclsResponse(buf, pos, end, st):
    if pos + 6 > end: raise _R
    v0_0, v0_1 = _c4(buf, pos)
    pos += 6
    st[1] = True
    if v0_1: st[0] = v0_1
    if pos + 2 > end: raise _R
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        if n != -1: raise _R
        v0_2 = None
    elif n > end - pos: raise _R
    else:
        v0_2 = str(buf[pos : pos + n], 'utf-8')
        pos += n
    if pos + 4 > end: raise _R
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_3 = []
        for _ in range(n):
            if pos + 1 > end: raise _R
            v1_0 = _c5(buf, pos)[0]
            pos += 1
            if pos + 2 > end: raise _R
            n = _I16(buf, pos)[0]
            pos += 2
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_1 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            if pos + 1 > end: raise _R
            v1_2 = _c5(buf, pos)[0]
            pos += 1
            if pos + 4 > end: raise _R
            n = _I32(buf, pos)[0]
            pos += 4
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_3 = []
                for _ in range(n):
                    if pos + 2 > end: raise _R
                    n = _I16(buf, pos)[0]
                    pos += 2
                    if n < 0:
                        raise _R
                    elif n > end - pos: raise _R
                    else:
                        v2_0 = str(buf[pos : pos + n], 'utf-8')
                        pos += n
                    if pos + 2 > end: raise _R
                    n = _I16(buf, pos)[0]
                    pos += 2
                    if n < 0:
                        raise _R
                    elif n > end - pos: raise _R
                    else:
                        v2_1 = str(buf[pos : pos + n], 'utf-8')
                        pos += n
                    if pos + 2 > end: raise _R
                    v2_2, v2_3 = _c6(buf, pos)
                    pos += 2
                    x1 = {'principal': v2_0, 'host': v2_1, 'operation': v2_2, 'permission_type': v2_3}
                    v1_3.append(x1)
            x0 = {'resource_type': v1_0, 'resource_name': v1_1, 'pattern_type': v1_2, 'acls': v1_3}
            v0_3.append(x0)
    body = {'throttle_time_ms': v0_0, 'error_code': v0_1, 'error_message': v0_2, 'resources': v0_3}
    return body, pos


def d393_DescribeAclsRequest(buf, pos, end, st):
    if pos + 1 > end: raise _R
    v0_0 = _c5(buf, pos)[0]
    pos += 1
    if pos >= end: raise _R
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise _R
        v0_1 = None
    elif n > end - pos: raise _R
    else:
        v0_1 = str(buf[pos : pos + n], 'utf-8')
        pos += n
    if pos + 1 > end: raise _R
    v0_2 = _c5(buf, pos)[0]
    pos += 1
    if pos >= end: raise _R
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise _R
        v0_3 = None
    elif n > end - pos: raise _R
    else:
        v0_3 = str(buf[pos : pos + n], 'utf-8')
        pos += n
    if pos >= end: raise _R
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise _R
        v0_4 = None
    elif n > end - pos: raise _R
    else:
        v0_4 = str(buf[pos : pos + n], 'utf-8')
        pos += n
    if pos + 2 > end: raise _R
    v0_5, v0_6 = _c6(buf, pos)
    pos += 2
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'resource_type_filter': v0_0, 'resource_name_filter': v0_1, 'pattern_type_filter': v0_2, 'principal_filter': v0_3, 'host_filter': v0_4, 'operation': v0_5, 'permission_type': v0_6}
    return body, pos


def d396_DescribeAclsResponse(buf, pos, end, st):
    if pos + 6 > end: raise _R
    v0_0, v0_1 = _c4(buf, pos)
    pos += 6
    st[1] = True
    if v0_1: st[0] = v0_1
    if pos >= end: raise _R
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise _R
        v0_2 = None
    elif n > end - pos: raise _R
    else:
        v0_2 = str(buf[pos : pos + n], 'utf-8')
        pos += n
    if pos >= end: raise _R
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_3 = []
        for _ in range(n):
            if pos + 1 > end: raise _R
            v1_0 = _c5(buf, pos)[0]
            pos += 1
            if pos >= end: raise _R
            n = buf[pos]
            if n < 128: pos += 1
            else: n, pos = _uvarint(buf, pos, end)
            n -= 1
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_1 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            if pos + 1 > end: raise _R
            v1_2 = _c5(buf, pos)[0]
            pos += 1
            if pos >= end: raise _R
            n = buf[pos]
            if n < 128: pos += 1
            else: n, pos = _uvarint(buf, pos, end)
            n -= 1
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_3 = []
                for _ in range(n):
                    if pos >= end: raise _R
                    n = buf[pos]
                    if n < 128: pos += 1
                    else: n, pos = _uvarint(buf, pos, end)
                    n -= 1
                    if n < 0:
                        raise _R
                    elif n > end - pos: raise _R
                    else:
                        v2_0 = str(buf[pos : pos + n], 'utf-8')
                        pos += n
                    if pos >= end: raise _R
                    n = buf[pos]
                    if n < 128: pos += 1
                    else: n, pos = _uvarint(buf, pos, end)
                    n -= 1
                    if n < 0:
                        raise _R
                    elif n > end - pos: raise _R
                    else:
                        v2_1 = str(buf[pos : pos + n], 'utf-8')
                        pos += n
                    if pos + 2 > end: raise _R
                    v2_2, v2_3 = _c6(buf, pos)
                    pos += 2
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'principal': v2_0, 'host': v2_1, 'operation': v2_2, 'permission_type': v2_3}
                    v1_3.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'resource_type': v1_0, 'resource_name': v1_1, 'pattern_type': v1_2, 'acls': v1_3}
            v0_3.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'error_code': v0_1, 'error_message': v0_2, 'resources': v0_3}
    return body, pos


def d398_CreateAclsRequest(buf, pos, end, st):
    if pos + 4 > end: raise _R
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_0 = []
        for _ in range(n):
            if pos + 1 > end: raise _R
            v1_0 = _c5(buf, pos)[0]
            pos += 1
            if pos + 2 > end: raise _R
            n = _I16(buf, pos)[0]
            pos += 2
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_1 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            if pos + 1 > end: raise _R
            v1_2 = _c5(buf, pos)[0]
            pos += 1
            if pos + 2 > end: raise _R
            n = _I16(buf, pos)[0]
            pos += 2
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_3 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            if pos + 2 > end: raise _R
            n = _I16(buf, pos)[0]
            pos += 2
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_4 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            if pos + 2 > end: raise _R
            v1_5, v1_6 = _c6(buf, pos)
            pos += 2
            x0 = {'resource_type': v1_0, 'resource_name': v1_1, 'resource_pattern_type': v1_2, 'principal': v1_3, 'host': v1_4, 'operation': v1_5, 'permission_type': v1_6}
            v0_0.append(x0)
    body = {'creations': v0_0}
    return body, pos


def d400_CreateAclsResponse(buf, pos, end, st):
    if pos + 4 > end: raise _R
    v0_0 = _c3(buf, pos)[0]
    pos += 4
    if pos + 4 > end: raise _R
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_1 = []
        for _ in range(n):
            if pos + 2 > end: raise _R
            v1_0 = _c7(buf, pos)[0]
            pos += 2
            st[1] = True
            if v1_0 and not st[0]: st[0] = v1_0
            if pos + 2 > end: raise _R
            n = _I16(buf, pos)[0]
            pos += 2
            if n < 0:
                if n != -1: raise _R
                v1_1 = None
            elif n > end - pos: raise _R
            else:
                v1_1 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            x0 = {'error_code': v1_0, 'error_message': v1_1}
            v0_1.append(x0)
    body = {'throttle_time_ms': v0_0, 'results': v0_1}
    return body, pos


def d402_CreateAclsRequest(buf, pos, end, st):
    if pos >= end: raise _R
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_0 = []
        for _ in range(n):
            if pos + 1 > end: raise _R
            v1_0 = _c5(buf, pos)[0]
            pos += 1
            if pos >= end: raise _R
            n = buf[pos]
            if n < 128: pos += 1
            else: n, pos = _uvarint(buf, pos, end)
            n -= 1
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_1 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            if pos + 1 > end: raise _R
            v1_2 = _c5(buf, pos)[0]
            pos += 1
            if pos >= end: raise _R
            n = buf[pos]
            if n < 128: pos += 1
            else: n, pos = _uvarint(buf, pos, end)
            n -= 1
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_3 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            if pos >= end: raise _R
            n = buf[pos]
            if n < 128: pos += 1
            else: n, pos = _uvarint(buf, pos, end)
            n -= 1
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_4 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            if pos + 2 > end: raise _R
            v1_5, v1_6 = _c6(buf, pos)
            pos += 2
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'resource_type': v1_0, 'resource_name': v1_1, 'resource_pattern_type': v1_2, 'principal': v1_3, 'host': v1_4, 'operation': v1_5, 'permission_type': v1_6}
            v0_0.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'creations': v0_0}
    return body, pos


def d404_CreateAclsResponse(buf, pos, end, st):
    if pos + 4 > end: raise _R
    v0_0 = _c3(buf, pos)[0]
    pos += 4
    if pos >= end: raise _R
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_1 = []
        for _ in range(n):
            if pos + 2 > end: raise _R
            v1_0 = _c7(buf, pos)[0]
            pos += 2
            st[1] = True
            if v1_0 and not st[0]: st[0] = v1_0
            if pos >= end: raise _R
            n = buf[pos]
            if n < 128: pos += 1
            else: n, pos = _uvarint(buf, pos, end)
            n -= 1
            if n < 0:
                if n != -1: raise _R
                v1_1 = None
            elif n > end - pos: raise _R
            else:
                v1_1 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'error_code': v1_0, 'error_message': v1_1}
            v0_1.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'results': v0_1}
    return body, pos


def d406_DeleteAclsRequest(buf, pos, end, st):
    if pos + 4 > end: raise _R
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_0 = []
        for _ in range(n):
            if pos + 1 > end: raise _R
            v1_0 = _c5(buf, pos)[0]
            pos += 1
            if pos + 2 > end: raise _R
            n = _I16(buf, pos)[0]
            pos += 2
            if n < 0:
                if n != -1: raise _R
                v1_1 = None
            elif n > end - pos: raise _R
            else:
                v1_1 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            if pos + 1 > end: raise _R
            v1_2 = _c5(buf, pos)[0]
            pos += 1
            if pos + 2 > end: raise _R
            n = _I16(buf, pos)[0]
            pos += 2
            if n < 0:
                if n != -1: raise _R
                v1_3 = None
            elif n > end - pos: raise _R
            else:
                v1_3 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            if pos + 2 > end: raise _R
            n = _I16(buf, pos)[0]
            pos += 2
            if n < 0:
                if n != -1: raise _R
                v1_4 = None
            elif n > end - pos: raise _R
            else:
                v1_4 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            if pos + 2 > end: raise _R
            v1_5, v1_6 = _c6(buf, pos)
            pos += 2
            x0 = {'resource_type_filter': v1_0, 'resource_name_filter': v1_1, 'pattern_type_filter': v1_2, 'principal_filter': v1_3, 'host_filter': v1_4, 'operation': v1_5, 'permission_type': v1_6}
            v0_0.append(x0)
    body = {'filters': v0_0}
    return body, pos


#: (api_key, version, kind) -> its decoder
DECODERS = {
    (28, 3, 'request'): d385_TxnOffsetCommitRequest,
    (28, 4, 'request'): d385_TxnOffsetCommitRequest,
    (28, 5, 'request'): d385_TxnOffsetCommitRequest,
    (28, 3, 'response'): d388_TxnOffsetCommitResponse,
    (28, 4, 'response'): d388_TxnOffsetCommitResponse,
    (28, 5, 'response'): d388_TxnOffsetCommitResponse,
    (29, 1, 'request'): d389_DescribeAclsRequest,
    (29, 1, 'response'): d392_DescribeAclsResponse,
    (29, 2, 'request'): d393_DescribeAclsRequest,
    (29, 3, 'request'): d393_DescribeAclsRequest,
    (29, 2, 'response'): d396_DescribeAclsResponse,
    (29, 3, 'response'): d396_DescribeAclsResponse,
    (30, 1, 'request'): d398_CreateAclsRequest,
    (30, 1, 'response'): d400_CreateAclsResponse,
    (30, 2, 'request'): d402_CreateAclsRequest,
    (30, 3, 'request'): d402_CreateAclsRequest,
    (30, 2, 'response'): d404_CreateAclsResponse,
    (30, 3, 'response'): d404_CreateAclsResponse,
    (31, 1, 'request'): d406_DeleteAclsRequest,
}
