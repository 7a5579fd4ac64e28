"""One-pass decoders of standard bodies, part 12: d234_SyncGroupResponse,
d235_SyncGroupResponse, d236_SyncGroupRequest, d238_SyncGroupRequest,
d239_SyncGroupResponse, d240_SyncGroupRequest, d241_SyncGroupResponse,
d242_DescribeGroupsRequest, d245_DescribeGroupsResponse, d246_DescribeGroupsResponse,
d247_DescribeGroupsRequest.

GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (:mod:`codegen.decoders`, from
``dissector/kafka/decode_layouts.json`` with :func:`dissector.wire.onepass.module_source`:
the source :func:`dissector.wire.onepass.gen_decode` executes for a body at run time);
``python -m codegen --check``, run by the tests, fails when it is stale.
"""

# ruff: noqa: E501, E701, F401, I001
from .decodekit import ABSENT as _ABS, ARRAYS as _ARRAYS, I16 as _I16, I32 as _I32, REFUSED as _R, Struct as _S, bools as _bools, default_maker as _maker, unpacker as _unpacker, uuid_text as _uuid, uuids as _uuids, uvarint as _uvarint

_c1 = _S('>h').unpack_from
_c2 = _S('>ih').unpack_from
_c3 = _S('>i').unpack_from
_c4 = _S('>B').unpack_from


def d234_SyncGroupResponse(buf, pos, end, st):
    if pos + 2 > end: raise _R
    v0_0 = _c1(buf, pos)[0]
    pos += 2
    st[1] = True
    if v0_0: st[0] = v0_0
    if pos + 4 > end: raise _R
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_1 = bytes(buf[pos : pos + n])
        pos += n
    body = {'error_code': v0_0, 'assignment': v0_1}
    return body, pos


def d235_SyncGroupResponse(buf, pos, end, st):
    if pos + 6 > end: raise _R
    v0_0, v0_1 = _c2(buf, pos)
    pos += 6
    st[1] = True
    if v0_1: st[0] = v0_1
    if pos + 4 > end: raise _R
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_2 = bytes(buf[pos : pos + n])
        pos += n
    body = {'throttle_time_ms': v0_0, 'error_code': v0_1, 'assignment': v0_2}
    return body, pos


def d236_SyncGroupRequest(buf, pos, end, st):
    if pos + 2 > end: raise _R
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_0 = str(buf[pos : pos + n], 'utf-8')
        pos += n
    if pos + 4 > end: raise _R
    v0_1 = _c3(buf, pos)[0]
    pos += 4
    if pos + 2 > end: raise _R
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_2 = str(buf[pos : pos + n], 'utf-8')
        pos += n
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
    if pos + 4 > end: raise _R
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_4 = []
        for _ in range(n):
            if pos + 2 > end: raise _R
            n = _I16(buf, pos)[0]
            pos += 2
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_0 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            if pos + 4 > end: raise _R
            n = _I32(buf, pos)[0]
            pos += 4
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_1 = bytes(buf[pos : pos + n])
                pos += n
            x0 = {'member_id': v1_0, 'assignment': v1_1}
            v0_4.append(x0)
    body = {'group_id': v0_0, 'generation_id': v0_1, 'member_id': v0_2, 'group_instance_id': v0_3, 'assignments': v0_4}
    return body, pos


def d238_SyncGroupRequest(buf, pos, end, st):
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
    if pos + 4 > end: raise _R
    v0_1 = _c3(buf, pos)[0]
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
        v0_2 = str(buf[pos : pos + n], 'utf-8')
        pos += n
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
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_4 = []
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
                v1_1 = bytes(buf[pos : pos + n])
                pos += n
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'member_id': v1_0, 'assignment': v1_1}
            v0_4.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'group_id': v0_0, 'generation_id': v0_1, 'member_id': v0_2, 'group_instance_id': v0_3, 'assignments': v0_4}
    return body, pos


def d239_SyncGroupResponse(buf, pos, end, st):
    if pos + 6 > end: raise _R
    v0_0, v0_1 = _c2(buf, pos)
    pos += 6
    st[1] = True
    if v0_1: st[0] = v0_1
    if pos >= end: raise _R
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_2 = bytes(buf[pos : pos + n])
        pos += n
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'error_code': v0_1, 'assignment': v0_2}
    return body, pos


def d240_SyncGroupRequest(buf, pos, end, st):
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
    if pos + 4 > end: raise _R
    v0_1 = _c3(buf, pos)[0]
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
        v0_2 = str(buf[pos : pos + n], 'utf-8')
        pos += n
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
    if pos >= end: raise _R
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise _R
        v0_5 = None
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
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_6 = []
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
                v1_1 = bytes(buf[pos : pos + n])
                pos += n
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'member_id': v1_0, 'assignment': v1_1}
            v0_6.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'group_id': v0_0, 'generation_id': v0_1, 'member_id': v0_2, 'group_instance_id': v0_3, 'protocol_type': v0_4, 'protocol_name': v0_5, 'assignments': v0_6}
    return body, pos


def d241_SyncGroupResponse(buf, pos, end, st):
    if pos + 6 > end: raise _R
    v0_0, v0_1 = _c2(buf, pos)
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
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_4 = bytes(buf[pos : pos + n])
        pos += n
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'error_code': v0_1, 'protocol_type': v0_2, 'protocol_name': v0_3, 'assignment': v0_4}
    return body, pos


def d242_DescribeGroupsRequest(buf, pos, end, st):
    if pos + 4 > end: raise _R
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_0 = []
        for _ in range(n):
            if pos + 2 > end: raise _R
            n = _I16(buf, pos)[0]
            pos += 2
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                x = str(buf[pos : pos + n], 'utf-8')
                pos += n
            v0_0.append(x)
    body = {'groups': v0_0}
    return body, pos


def d245_DescribeGroupsResponse(buf, pos, end, st):
    if pos + 4 > end: raise _R
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_0 = []
        for _ in range(n):
            if pos + 2 > end: raise _R
            v1_0 = _c1(buf, pos)[0]
            pos += 2
            st[1] = True
            if v1_0 and not st[0]: st[0] = v1_0
            if pos + 2 > end: raise _R
            n = _I16(buf, pos)[0]
            pos += 2
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_1 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            if pos + 2 > end: raise _R
            n = _I16(buf, pos)[0]
            pos += 2
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_2 = str(buf[pos : pos + n], 'utf-8')
                pos += n
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
            if pos + 4 > end: raise _R
            n = _I32(buf, pos)[0]
            pos += 4
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_5 = []
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
                    n = _I16(buf, pos)[0]
                    pos += 2
                    if n < 0:
                        raise _R
                    elif n > end - pos: raise _R
                    else:
                        v2_2 = str(buf[pos : pos + n], 'utf-8')
                        pos += n
                    if pos + 4 > end: raise _R
                    n = _I32(buf, pos)[0]
                    pos += 4
                    if n < 0:
                        raise _R
                    elif n > end - pos: raise _R
                    else:
                        v2_3 = bytes(buf[pos : pos + n])
                        pos += n
                    if pos + 4 > end: raise _R
                    n = _I32(buf, pos)[0]
                    pos += 4
                    if n < 0:
                        raise _R
                    elif n > end - pos: raise _R
                    else:
                        v2_4 = bytes(buf[pos : pos + n])
                        pos += n
                    x1 = {'member_id': v2_0, 'client_id': v2_1, 'client_host': v2_2, 'member_metadata': v2_3, 'member_assignment': v2_4}
                    v1_5.append(x1)
            x0 = {'error_code': v1_0, 'group_id': v1_1, 'group_state': v1_2, 'protocol_type': v1_3, 'protocol_data': v1_4, 'members': v1_5}
            v0_0.append(x0)
    body = {'groups': v0_0}
    return body, pos


def d246_DescribeGroupsResponse(buf, pos, end, st):
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
            v1_0 = _c1(buf, pos)[0]
            pos += 2
            st[1] = True
            if v1_0 and not st[0]: st[0] = v1_0
            if pos + 2 > end: raise _R
            n = _I16(buf, pos)[0]
            pos += 2
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_1 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            if pos + 2 > end: raise _R
            n = _I16(buf, pos)[0]
            pos += 2
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_2 = str(buf[pos : pos + n], 'utf-8')
                pos += n
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
            if pos + 4 > end: raise _R
            n = _I32(buf, pos)[0]
            pos += 4
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_5 = []
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
                    n = _I16(buf, pos)[0]
                    pos += 2
                    if n < 0:
                        raise _R
                    elif n > end - pos: raise _R
                    else:
                        v2_2 = str(buf[pos : pos + n], 'utf-8')
                        pos += n
                    if pos + 4 > end: raise _R
                    n = _I32(buf, pos)[0]
                    pos += 4
                    if n < 0:
                        raise _R
                    elif n > end - pos: raise _R
                    else:
                        v2_3 = bytes(buf[pos : pos + n])
                        pos += n
                    if pos + 4 > end: raise _R
                    n = _I32(buf, pos)[0]
                    pos += 4
                    if n < 0:
                        raise _R
                    elif n > end - pos: raise _R
                    else:
                        v2_4 = bytes(buf[pos : pos + n])
                        pos += n
                    x1 = {'member_id': v2_0, 'client_id': v2_1, 'client_host': v2_2, 'member_metadata': v2_3, 'member_assignment': v2_4}
                    v1_5.append(x1)
            x0 = {'error_code': v1_0, 'group_id': v1_1, 'group_state': v1_2, 'protocol_type': v1_3, 'protocol_data': v1_4, 'members': v1_5}
            v0_1.append(x0)
    body = {'throttle_time_ms': v0_0, 'groups': v0_1}
    return body, pos


def d247_DescribeGroupsRequest(buf, pos, end, st):
    if pos + 4 > end: raise _R
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_0 = []
        for _ in range(n):
            if pos + 2 > end: raise _R
            n = _I16(buf, pos)[0]
            pos += 2
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                x = str(buf[pos : pos + n], 'utf-8')
                pos += n
            v0_0.append(x)
    if pos + 1 > end: raise _R
    v0_1 = _c4(buf, pos)[0]
    pos += 1
    if v0_1 > 1: raise _R
    v0_1 = v0_1 == 1
    body = {'groups': v0_0, 'include_authorized_operations': v0_1}
    return body, pos


#: (api_key, version, kind) -> its decoder
DECODERS = {
    (14, 0, 'response'): d234_SyncGroupResponse,
    (14, 1, 'response'): d235_SyncGroupResponse,
    (14, 2, 'response'): d235_SyncGroupResponse,
    (14, 3, 'response'): d235_SyncGroupResponse,
    (14, 3, 'request'): d236_SyncGroupRequest,
    (14, 4, 'request'): d238_SyncGroupRequest,
    (14, 4, 'response'): d239_SyncGroupResponse,
    (14, 5, 'request'): d240_SyncGroupRequest,
    (14, 5, 'response'): d241_SyncGroupResponse,
    (15, 0, 'request'): d242_DescribeGroupsRequest,
    (15, 1, 'request'): d242_DescribeGroupsRequest,
    (15, 2, 'request'): d242_DescribeGroupsRequest,
    (15, 0, 'response'): d245_DescribeGroupsResponse,
    (15, 1, 'response'): d246_DescribeGroupsResponse,
    (15, 2, 'response'): d246_DescribeGroupsResponse,
    (15, 3, 'request'): d247_DescribeGroupsRequest,
    (15, 4, 'request'): d247_DescribeGroupsRequest,
}
