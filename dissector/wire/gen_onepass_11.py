"""One-pass decoders of standard bodies, part 11: d211_JoinGroupRequest,
d212_JoinGroupResponse, d213_HeartbeatRequest, d214_HeartbeatResponse,
d215_HeartbeatResponse, d216_HeartbeatRequest, d217_HeartbeatRequest,
d218_HeartbeatResponse, d219_LeaveGroupRequest, d220_LeaveGroupResponse,
d221_LeaveGroupResponse, d223_LeaveGroupRequest, d225_LeaveGroupResponse,
d227_LeaveGroupRequest, d229_LeaveGroupResponse, d231_LeaveGroupRequest,
d233_SyncGroupRequest.

GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (:mod:`codegen.decoders`, from
``dissector/kafka/decode_layouts.json`` with :func:`dissector.wire.onepass.module_source`:
the source :func:`dissector.wire.onepass.gen_decode` executes for a body at run time);
``python -m codegen --check``, run by the tests, fails when it is stale.
"""

# ruff: noqa: E501, E701, F401, I001
from .decodekit import ABSENT as _ABS, ARRAYS as _ARRAYS, I16 as _I16, I32 as _I32, REFUSED as _R, Struct as _S, bools as _bools, default_maker as _maker, unpacker as _unpacker, uuid_text as _uuid, uuids as _uuids, uvarint as _uvarint

_c1 = _S('>ii').unpack_from
_c2 = _S('>ihi').unpack_from
_c3 = _S('>B').unpack_from
_c4 = _S('>i').unpack_from
_c5 = _S('>h').unpack_from
_c6 = _S('>ih').unpack_from


def d211_JoinGroupRequest(buf, pos, end, st):
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
    if pos + 8 > end: raise _R
    v0_1, v0_2 = _c1(buf, pos)
    pos += 8
    if pos >= end: raise _R
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        raise _R
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
            x0 = {'name': v1_0, 'metadata': v1_1}
            v0_6.append(x0)
    if pos >= end: raise _R
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise _R
        v0_7 = None
    elif n > end - pos: raise _R
    else:
        v0_7 = str(buf[pos : pos + n], 'utf-8')
        pos += n
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'group_id': v0_0, 'session_timeout_ms': v0_1, 'rebalance_timeout_ms': v0_2, 'member_id': v0_3, 'group_instance_id': v0_4, 'protocol_type': v0_5, 'protocols': v0_6, 'reason': v0_7}
    return body, pos


def d212_JoinGroupResponse(buf, pos, end, st):
    if pos + 10 > end: raise _R
    v0_0, v0_1, v0_2 = _c2(buf, pos)
    pos += 10
    st[1] = True
    if v0_1: st[0] = v0_1
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
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_5 = str(buf[pos : pos + n], 'utf-8')
        pos += n
    if pos + 1 > end: raise _R
    v0_6 = _c3(buf, pos)[0]
    pos += 1
    if v0_6 > 1: raise _R
    v0_6 = v0_6 == 1
    if pos >= end: raise _R
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_7 = str(buf[pos : pos + n], 'utf-8')
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
        v0_8 = []
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
                v1_2 = bytes(buf[pos : pos + n])
                pos += n
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'member_id': v1_0, 'group_instance_id': v1_1, 'metadata': v1_2}
            v0_8.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'error_code': v0_1, 'generation_id': v0_2, 'protocol_type': v0_3, 'protocol_name': v0_4, 'leader': v0_5, 'skip_assignment': v0_6, 'member_id': v0_7, 'members': v0_8}
    return body, pos


def d213_HeartbeatRequest(buf, pos, end, st):
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
    v0_1 = _c4(buf, pos)[0]
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
    body = {'group_id': v0_0, 'generation_id': v0_1, 'member_id': v0_2}
    return body, pos


def d214_HeartbeatResponse(buf, pos, end, st):
    if pos + 2 > end: raise _R
    v0_0 = _c5(buf, pos)[0]
    pos += 2
    st[1] = True
    if v0_0: st[0] = v0_0
    body = {'error_code': v0_0}
    return body, pos


def d215_HeartbeatResponse(buf, pos, end, st):
    if pos + 6 > end: raise _R
    v0_0, v0_1 = _c6(buf, pos)
    pos += 6
    st[1] = True
    if v0_1: st[0] = v0_1
    body = {'throttle_time_ms': v0_0, 'error_code': v0_1}
    return body, pos


def d216_HeartbeatRequest(buf, pos, end, st):
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
    v0_1 = _c4(buf, pos)[0]
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
    body = {'group_id': v0_0, 'generation_id': v0_1, 'member_id': v0_2, 'group_instance_id': v0_3}
    return body, pos


def d217_HeartbeatRequest(buf, pos, end, st):
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
    v0_1 = _c4(buf, pos)[0]
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
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'group_id': v0_0, 'generation_id': v0_1, 'member_id': v0_2, 'group_instance_id': v0_3}
    return body, pos


def d218_HeartbeatResponse(buf, pos, end, st):
    if pos + 6 > end: raise _R
    v0_0, v0_1 = _c6(buf, pos)
    pos += 6
    st[1] = True
    if v0_1: st[0] = v0_1
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'error_code': v0_1}
    return body, pos


def d219_LeaveGroupRequest(buf, pos, end, st):
    if pos + 2 > end: raise _R
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_0 = str(buf[pos : pos + n], 'utf-8')
        pos += n
    if pos + 2 > end: raise _R
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_1 = str(buf[pos : pos + n], 'utf-8')
        pos += n
    body = {'group_id': v0_0, 'member_id': v0_1}
    return body, pos


def d220_LeaveGroupResponse(buf, pos, end, st):
    if pos + 2 > end: raise _R
    v0_0 = _c5(buf, pos)[0]
    pos += 2
    st[1] = True
    if v0_0: st[0] = v0_0
    body = {'error_code': v0_0}
    return body, pos


def d221_LeaveGroupResponse(buf, pos, end, st):
    if pos + 6 > end: raise _R
    v0_0, v0_1 = _c6(buf, pos)
    pos += 6
    st[1] = True
    if v0_1: st[0] = v0_1
    body = {'throttle_time_ms': v0_0, 'error_code': v0_1}
    return body, pos


def d223_LeaveGroupRequest(buf, pos, end, st):
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
                if n != -1: raise _R
                v1_1 = None
            elif n > end - pos: raise _R
            else:
                v1_1 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            x0 = {'member_id': v1_0, 'group_instance_id': v1_1}
            v0_1.append(x0)
    body = {'group_id': v0_0, 'members': v0_1}
    return body, pos


def d225_LeaveGroupResponse(buf, pos, end, st):
    if pos + 6 > end: raise _R
    v0_0, v0_1 = _c6(buf, pos)
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
                if n != -1: raise _R
                v1_1 = None
            elif n > end - pos: raise _R
            else:
                v1_1 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            if pos + 2 > end: raise _R
            v1_2 = _c5(buf, pos)[0]
            pos += 2
            st[1] = True
            if v1_2 and not st[0]: st[0] = v1_2
            x0 = {'member_id': v1_0, 'group_instance_id': v1_1, 'error_code': v1_2}
            v0_2.append(x0)
    body = {'throttle_time_ms': v0_0, 'error_code': v0_1, 'members': v0_2}
    return body, pos


def d227_LeaveGroupRequest(buf, pos, end, st):
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
                if n != -1: raise _R
                v1_1 = None
            elif n > end - pos: raise _R
            else:
                v1_1 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'member_id': v1_0, 'group_instance_id': v1_1}
            v0_1.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'group_id': v0_0, 'members': v0_1}
    return body, pos


def d229_LeaveGroupResponse(buf, pos, end, st):
    if pos + 6 > end: raise _R
    v0_0, v0_1 = _c6(buf, pos)
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
        v0_2 = []
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
                if n != -1: raise _R
                v1_1 = None
            elif n > end - pos: raise _R
            else:
                v1_1 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            if pos + 2 > end: raise _R
            v1_2 = _c5(buf, pos)[0]
            pos += 2
            st[1] = True
            if v1_2 and not st[0]: st[0] = v1_2
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'member_id': v1_0, 'group_instance_id': v1_1, 'error_code': v1_2}
            v0_2.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'error_code': v0_1, 'members': v0_2}
    return body, pos


def d231_LeaveGroupRequest(buf, pos, end, st):
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
                if n != -1: raise _R
                v1_2 = None
            elif n > end - pos: raise _R
            else:
                v1_2 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'member_id': v1_0, 'group_instance_id': v1_1, 'reason': v1_2}
            v0_1.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'group_id': v0_0, 'members': v0_1}
    return body, pos


def d233_SyncGroupRequest(buf, pos, end, st):
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
    v0_1 = _c4(buf, pos)[0]
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
    if pos + 4 > end: raise _R
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_3 = []
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
            v0_3.append(x0)
    body = {'group_id': v0_0, 'generation_id': v0_1, 'member_id': v0_2, 'assignments': v0_3}
    return body, pos


#: (api_key, version, kind) -> its decoder
DECODERS = {
    (11, 8, 'request'): d211_JoinGroupRequest,
    (11, 9, 'request'): d211_JoinGroupRequest,
    (11, 9, 'response'): d212_JoinGroupResponse,
    (12, 0, 'request'): d213_HeartbeatRequest,
    (12, 1, 'request'): d213_HeartbeatRequest,
    (12, 2, 'request'): d213_HeartbeatRequest,
    (12, 0, 'response'): d214_HeartbeatResponse,
    (12, 1, 'response'): d215_HeartbeatResponse,
    (12, 2, 'response'): d215_HeartbeatResponse,
    (12, 3, 'response'): d215_HeartbeatResponse,
    (12, 3, 'request'): d216_HeartbeatRequest,
    (12, 4, 'request'): d217_HeartbeatRequest,
    (12, 4, 'response'): d218_HeartbeatResponse,
    (13, 0, 'request'): d219_LeaveGroupRequest,
    (13, 1, 'request'): d219_LeaveGroupRequest,
    (13, 2, 'request'): d219_LeaveGroupRequest,
    (13, 0, 'response'): d220_LeaveGroupResponse,
    (13, 1, 'response'): d221_LeaveGroupResponse,
    (13, 2, 'response'): d221_LeaveGroupResponse,
    (13, 3, 'request'): d223_LeaveGroupRequest,
    (13, 3, 'response'): d225_LeaveGroupResponse,
    (13, 4, 'request'): d227_LeaveGroupRequest,
    (13, 4, 'response'): d229_LeaveGroupResponse,
    (13, 5, 'response'): d229_LeaveGroupResponse,
    (13, 5, 'request'): d231_LeaveGroupRequest,
    (14, 0, 'request'): d233_SyncGroupRequest,
    (14, 1, 'request'): d233_SyncGroupRequest,
    (14, 2, 'request'): d233_SyncGroupRequest,
}
