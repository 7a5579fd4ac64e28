"""One-pass decoders of standard bodies, part 13: d249_DescribeGroupsResponse,
d252_DescribeGroupsResponse, d253_DescribeGroupsRequest, d256_DescribeGroupsResponse,
d258_DescribeGroupsResponse, d259_ListGroupsRequest, d261_ListGroupsResponse,
d262_ListGroupsResponse, d263_ListGroupsRequest.

GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (:mod:`codegen.decoders`, from
``dissector/kafka/decode_layouts.json`` with :func:`dissector.wire.onepass.module_source`:
the source :func:`dissector.wire.onepass.gen_decode` executes for a body at run time);
``python -m codegen --check``, run by the tests, fails when it is stale.
"""

# ruff: noqa: E501, E701, F401, I001
from .decodekit import ABSENT as _ABS, ARRAYS as _ARRAYS, I16 as _I16, I32 as _I32, REFUSED as _R, Struct as _S, bools as _bools, default_maker as _maker, unpacker as _unpacker, uuid_text as _uuid, uuids as _uuids, uvarint as _uvarint

_c1 = _S('>i').unpack_from
_c2 = _S('>h').unpack_from
_c3 = _S('>B').unpack_from
_c4 = _S('>ih').unpack_from


def d249_DescribeGroupsResponse(buf, pos, end, st):
    if pos + 4 > end: raise _R
    v0_0 = _c1(buf, pos)[0]
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
            v1_0 = _c2(buf, pos)[0]
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
            if pos + 4 > end: raise _R
            v1_6 = _c1(buf, pos)[0]
            pos += 4
            x0 = {'error_code': v1_0, 'group_id': v1_1, 'group_state': v1_2, 'protocol_type': v1_3, 'protocol_data': v1_4, 'members': v1_5, 'authorized_operations': v1_6}
            v0_1.append(x0)
    body = {'throttle_time_ms': v0_0, 'groups': v0_1}
    return body, pos


def d252_DescribeGroupsResponse(buf, pos, end, st):
    if pos + 4 > end: raise _R
    v0_0 = _c1(buf, pos)[0]
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
            v1_0 = _c2(buf, pos)[0]
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
                        if n != -1: raise _R
                        v2_1 = None
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
                    if pos + 2 > end: raise _R
                    n = _I16(buf, pos)[0]
                    pos += 2
                    if n < 0:
                        raise _R
                    elif n > end - pos: raise _R
                    else:
                        v2_3 = str(buf[pos : pos + n], 'utf-8')
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
                    if pos + 4 > end: raise _R
                    n = _I32(buf, pos)[0]
                    pos += 4
                    if n < 0:
                        raise _R
                    elif n > end - pos: raise _R
                    else:
                        v2_5 = bytes(buf[pos : pos + n])
                        pos += n
                    x1 = {'member_id': v2_0, 'group_instance_id': v2_1, 'client_id': v2_2, 'client_host': v2_3, 'member_metadata': v2_4, 'member_assignment': v2_5}
                    v1_5.append(x1)
            if pos + 4 > end: raise _R
            v1_6 = _c1(buf, pos)[0]
            pos += 4
            x0 = {'error_code': v1_0, 'group_id': v1_1, 'group_state': v1_2, 'protocol_type': v1_3, 'protocol_data': v1_4, 'members': v1_5, 'authorized_operations': v1_6}
            v0_1.append(x0)
    body = {'throttle_time_ms': v0_0, 'groups': v0_1}
    return body, pos


def d253_DescribeGroupsRequest(buf, pos, end, st):
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
            if pos >= end: raise _R
            n = buf[pos]
            if n < 128: pos += 1
            else: n, pos = _uvarint(buf, pos, end)
            n -= 1
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                x = str(buf[pos : pos + n], 'utf-8')
                pos += n
            v0_0.append(x)
    if pos + 1 > end: raise _R
    v0_1 = _c3(buf, pos)[0]
    pos += 1
    if v0_1 > 1: raise _R
    v0_1 = v0_1 == 1
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'groups': v0_0, 'include_authorized_operations': v0_1}
    return body, pos


def d256_DescribeGroupsResponse(buf, pos, end, st):
    if pos + 4 > end: raise _R
    v0_0 = _c1(buf, pos)[0]
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
            v1_0 = _c2(buf, pos)[0]
            pos += 2
            st[1] = True
            if v1_0 and not st[0]: st[0] = v1_0
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
            if pos >= end: raise _R
            n = buf[pos]
            if n < 128: pos += 1
            else: n, pos = _uvarint(buf, pos, end)
            n -= 1
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_2 = str(buf[pos : pos + n], 'utf-8')
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
            if pos >= end: raise _R
            n = buf[pos]
            if n < 128: pos += 1
            else: n, pos = _uvarint(buf, pos, end)
            n -= 1
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_5 = []
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
                        if n != -1: raise _R
                        v2_1 = None
                    elif n > end - pos: raise _R
                    else:
                        v2_1 = str(buf[pos : pos + n], 'utf-8')
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
                        v2_2 = str(buf[pos : pos + n], 'utf-8')
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
                        v2_3 = str(buf[pos : pos + n], 'utf-8')
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
                        v2_4 = bytes(buf[pos : pos + n])
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
                        v2_5 = bytes(buf[pos : pos + n])
                        pos += n
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'member_id': v2_0, 'group_instance_id': v2_1, 'client_id': v2_2, 'client_host': v2_3, 'member_metadata': v2_4, 'member_assignment': v2_5}
                    v1_5.append(x1)
            if pos + 4 > end: raise _R
            v1_6 = _c1(buf, pos)[0]
            pos += 4
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'error_code': v1_0, 'group_id': v1_1, 'group_state': v1_2, 'protocol_type': v1_3, 'protocol_data': v1_4, 'members': v1_5, 'authorized_operations': v1_6}
            v0_1.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'groups': v0_1}
    return body, pos


def d258_DescribeGroupsResponse(buf, pos, end, st):
    if pos + 4 > end: raise _R
    v0_0 = _c1(buf, pos)[0]
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
            v1_0 = _c2(buf, pos)[0]
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
            if pos >= end: raise _R
            n = buf[pos]
            if n < 128: pos += 1
            else: n, pos = _uvarint(buf, pos, end)
            n -= 1
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_2 = str(buf[pos : pos + n], 'utf-8')
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
            if pos >= end: raise _R
            n = buf[pos]
            if n < 128: pos += 1
            else: n, pos = _uvarint(buf, pos, end)
            n -= 1
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_5 = str(buf[pos : pos + n], 'utf-8')
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
                v1_6 = []
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
                        if n != -1: raise _R
                        v2_1 = None
                    elif n > end - pos: raise _R
                    else:
                        v2_1 = str(buf[pos : pos + n], 'utf-8')
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
                        v2_2 = str(buf[pos : pos + n], 'utf-8')
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
                        v2_3 = str(buf[pos : pos + n], 'utf-8')
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
                        v2_4 = bytes(buf[pos : pos + n])
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
                        v2_5 = bytes(buf[pos : pos + n])
                        pos += n
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'member_id': v2_0, 'group_instance_id': v2_1, 'client_id': v2_2, 'client_host': v2_3, 'member_metadata': v2_4, 'member_assignment': v2_5}
                    v1_6.append(x1)
            if pos + 4 > end: raise _R
            v1_7 = _c1(buf, pos)[0]
            pos += 4
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'error_code': v1_0, 'error_message': v1_1, 'group_id': v1_2, 'group_state': v1_3, 'protocol_type': v1_4, 'protocol_data': v1_5, 'members': v1_6, 'authorized_operations': v1_7}
            v0_1.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'groups': v0_1}
    return body, pos


def d259_ListGroupsRequest(buf, pos, end, st):
    body = {}
    return body, pos


def d261_ListGroupsResponse(buf, pos, end, st):
    if pos + 2 > end: raise _R
    v0_0 = _c2(buf, pos)[0]
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
        v0_1 = []
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
            if pos + 2 > end: raise _R
            n = _I16(buf, pos)[0]
            pos += 2
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_1 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            x0 = {'group_id': v1_0, 'protocol_type': v1_1}
            v0_1.append(x0)
    body = {'error_code': v0_0, 'groups': v0_1}
    return body, pos


def d262_ListGroupsResponse(buf, pos, end, st):
    if pos + 6 > end: raise _R
    v0_0, v0_1 = _c4(buf, pos)
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
        v0_2 = []
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
            if pos + 2 > end: raise _R
            n = _I16(buf, pos)[0]
            pos += 2
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_1 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            x0 = {'group_id': v1_0, 'protocol_type': v1_1}
            v0_2.append(x0)
    body = {'throttle_time_ms': v0_0, 'error_code': v0_1, 'groups': v0_2}
    return body, pos


def d263_ListGroupsRequest(buf, pos, end, st):
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {}
    return body, pos


#: (api_key, version, kind) -> its decoder
DECODERS = {
    (15, 3, 'response'): d249_DescribeGroupsResponse,
    (15, 4, 'response'): d252_DescribeGroupsResponse,
    (15, 5, 'request'): d253_DescribeGroupsRequest,
    (15, 6, 'request'): d253_DescribeGroupsRequest,
    (15, 5, 'response'): d256_DescribeGroupsResponse,
    (15, 6, 'response'): d258_DescribeGroupsResponse,
    (16, 0, 'request'): d259_ListGroupsRequest,
    (16, 1, 'request'): d259_ListGroupsRequest,
    (16, 2, 'request'): d259_ListGroupsRequest,
    (16, 0, 'response'): d261_ListGroupsResponse,
    (16, 1, 'response'): d262_ListGroupsResponse,
    (16, 2, 'response'): d262_ListGroupsResponse,
    (16, 3, 'request'): d263_ListGroupsRequest,
}
