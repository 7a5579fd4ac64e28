"""One-pass decoders of standard bodies, part 14: d265_ListGroupsResponse,
d266_ListGroupsRequest, d268_ListGroupsResponse, d269_ListGroupsRequest,
d271_ListGroupsResponse, d272_SaslHandshakeRequest, d273_SaslHandshakeResponse,
d274_ApiVersionsRequest, d276_ApiVersionsResponse, d277_ApiVersionsResponse,
d278_ApiVersionsRequest, d282_ApiVersionsResponse, d286_CreateTopicsRequest,
d288_CreateTopicsResponse.

GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (:mod:`codegen.decoders`, from
``dissector/kafka/decode_layouts.json`` with :func:`dissector.wire.onepass.module_source`:
the source :func:`dissector.wire.onepass.gen_decode` executes for a body at run time);
``python -m codegen --check``, run by the tests, fails when it is stale.
"""

# ruff: noqa: E501, E701, F401, I001
from .decodekit import ABSENT as _ABS, ARRAYS as _ARRAYS, I16 as _I16, I32 as _I32, REFUSED as _R, Struct as _S, bools as _bools, default_maker as _maker, unpacker as _unpacker, uuid_text as _uuid, uuids as _uuids, uvarint as _uvarint

_c1 = _S('>ih').unpack_from
_c2 = _S('>h').unpack_from
_c3 = _S('>hhh').unpack_from
_c4 = _S('>i').unpack_from
_c5 = _S('>hh').unpack_from
_c6 = _S('>q').unpack_from
_c7 = _S('>B').unpack_from
_c8 = _maker([])
_c9 = -1
_c10 = False
_c11 = _ARRAYS['i']
_c12 = _S('>iB').unpack_from


def d265_ListGroupsResponse(buf, pos, end, st):
    if pos + 6 > end: raise _R
    v0_0, v0_1 = _c1(buf, pos)
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
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_1 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'group_id': v1_0, 'protocol_type': v1_1}
            v0_2.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'error_code': v0_1, 'groups': v0_2}
    return body, pos


def d266_ListGroupsRequest(buf, pos, end, st):
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
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'states_filter': v0_0}
    return body, pos


def d268_ListGroupsResponse(buf, pos, end, st):
    if pos + 6 > end: raise _R
    v0_0, v0_1 = _c1(buf, pos)
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
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'group_id': v1_0, 'protocol_type': v1_1, 'group_state': v1_2}
            v0_2.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'error_code': v0_1, 'groups': v0_2}
    return body, pos


def d269_ListGroupsRequest(buf, pos, end, st):
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
                x = str(buf[pos : pos + n], 'utf-8')
                pos += n
            v0_1.append(x)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'states_filter': v0_0, 'types_filter': v0_1}
    return body, pos


def d271_ListGroupsResponse(buf, pos, end, st):
    if pos + 6 > end: raise _R
    v0_0, v0_1 = _c1(buf, pos)
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
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'group_id': v1_0, 'protocol_type': v1_1, 'group_state': v1_2, 'group_type': v1_3}
            v0_2.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'error_code': v0_1, 'groups': v0_2}
    return body, pos


def d272_SaslHandshakeRequest(buf, pos, end, st):
    if pos + 2 > end: raise _R
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_0 = str(buf[pos : pos + n], 'utf-8')
        pos += n
    body = {'mechanism': v0_0}
    return body, pos


def d273_SaslHandshakeResponse(buf, pos, end, st):
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
                x = str(buf[pos : pos + n], 'utf-8')
                pos += n
            v0_1.append(x)
    body = {'error_code': v0_0, 'mechanisms': v0_1}
    return body, pos


def d274_ApiVersionsRequest(buf, pos, end, st):
    body = {}
    return body, pos


def d276_ApiVersionsResponse(buf, pos, end, st):
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
            if pos + 6 > end: raise _R
            v1_0, v1_1, v1_2 = _c3(buf, pos)
            pos += 6
            x0 = {'api_key': v1_0, 'min_version': v1_1, 'max_version': v1_2}
            v0_1.append(x0)
    body = {'error_code': v0_0, 'api_keys': v0_1}
    return body, pos


def d277_ApiVersionsResponse(buf, pos, end, st):
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
            if pos + 6 > end: raise _R
            v1_0, v1_1, v1_2 = _c3(buf, pos)
            pos += 6
            x0 = {'api_key': v1_0, 'min_version': v1_1, 'max_version': v1_2}
            v0_1.append(x0)
    if pos + 4 > end: raise _R
    v0_2 = _c4(buf, pos)[0]
    pos += 4
    body = {'error_code': v0_0, 'api_keys': v0_1, 'throttle_time_ms': v0_2}
    return body, pos


def d278_ApiVersionsRequest(buf, pos, end, st):
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
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'client_software_name': v0_0, 'client_software_version': v0_1}
    return body, pos


def d282_ApiVersionsResponse(buf, pos, end, st):
    if pos + 2 > end: raise _R
    v0_0 = _c2(buf, pos)[0]
    pos += 2
    st[1] = True
    if v0_0: st[0] = v0_0
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
            if pos + 6 > end: raise _R
            v1_0, v1_1, v1_2 = _c3(buf, pos)
            pos += 6
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'api_key': v1_0, 'min_version': v1_1, 'max_version': v1_2}
            v0_1.append(x0)
    if pos + 4 > end: raise _R
    v0_2 = _c4(buf, pos)[0]
    pos += 4
    v0_3 = _ABS
    v0_4 = _ABS
    v0_5 = _ABS
    v0_6 = _ABS
    if pos >= end: raise _R
    if buf[pos] == 0: pos += 1
    else:
        count0, pos = _uvarint(buf, pos, end)
        if count0 > end - pos: raise _R
        last0 = -1
        for _ in range(count0):
            tag0, pos = _uvarint(buf, pos, end)
            size, pos = _uvarint(buf, pos, end)
            if tag0 <= last0 or size > end - pos: raise _R
            last0 = tag0
            stop0 = pos + size
            if tag0 == 0:
                outer0, end = end, stop0
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
                        if pos + 4 > end: raise _R
                        v1_1, v1_2 = _c5(buf, pos)
                        pos += 4
                        if pos >= end or buf[pos]: raise _R
                        pos += 1
                        x0 = {'name': v1_0, 'min_version': v1_1, 'max_version': v1_2}
                        v0_3.append(x0)
                end = outer0
            elif tag0 == 1:
                outer0, end = end, stop0
                if pos + 8 > end: raise _R
                v0_4 = _c6(buf, pos)[0]
                pos += 8
                end = outer0
            elif tag0 == 2:
                outer0, end = end, stop0
                if pos >= end: raise _R
                n = buf[pos]
                if n < 128: pos += 1
                else: n, pos = _uvarint(buf, pos, end)
                n -= 1
                if n < 0:
                    raise _R
                elif n > end - pos: raise _R
                else:
                    v0_5 = []
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
                        if pos + 4 > end: raise _R
                        v1_1, v1_2 = _c5(buf, pos)
                        pos += 4
                        if pos >= end or buf[pos]: raise _R
                        pos += 1
                        x0 = {'name': v1_0, 'max_version_level': v1_1, 'min_version_level': v1_2}
                        v0_5.append(x0)
                end = outer0
            elif tag0 == 3:
                outer0, end = end, stop0
                if pos + 1 > end: raise _R
                v0_6 = _c7(buf, pos)[0]
                pos += 1
                if v0_6 > 1: raise _R
                v0_6 = v0_6 == 1
                end = outer0
            else: raise _R
            if pos != stop0: raise _R
    if v0_3 is _ABS: v0_3 = _c8()
    if v0_4 is _ABS: v0_4 = _c9
    if v0_5 is _ABS: v0_5 = _c8()
    if v0_6 is _ABS: v0_6 = _c10
    body = {'error_code': v0_0, 'api_keys': v0_1, 'throttle_time_ms': v0_2, 'supported_features': v0_3, 'finalized_features_epoch': v0_4, 'finalized_features': v0_5, 'zk_migration_ready': v0_6}
    return body, pos


def d286_CreateTopicsRequest(buf, pos, end, st):
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
                v1_0 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            if pos + 6 > end: raise _R
            v1_1, v1_2 = _c1(buf, pos)
            pos += 6
            if pos + 4 > end: raise _R
            n = _I32(buf, pos)[0]
            pos += 4
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_3 = []
                for _ in range(n):
                    if pos + 4 > end: raise _R
                    v2_0 = _c4(buf, pos)[0]
                    pos += 4
                    if pos + 4 > end: raise _R
                    n = _I32(buf, pos)[0]
                    pos += 4
                    if n < 0:
                        raise _R
                    elif n > end - pos: raise _R
                    else:
                        if n * 4 > end - pos: raise _R
                        u = _c11.get(n)
                        if u is None: u = _unpacker('i', n)
                        v2_1 = list(u(buf, pos))
                        pos += n * 4
                    x1 = {'partition_index': v2_0, 'broker_ids': v2_1}
                    v1_3.append(x1)
            if pos + 4 > end: raise _R
            n = _I32(buf, pos)[0]
            pos += 4
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_4 = []
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
                    x1 = {'name': v2_0, 'value': v2_1}
                    v1_4.append(x1)
            x0 = {'name': v1_0, 'num_partitions': v1_1, 'replication_factor': v1_2, 'assignments': v1_3, 'configs': v1_4}
            v0_0.append(x0)
    if pos + 5 > end: raise _R
    v0_1, v0_2 = _c12(buf, pos)
    pos += 5
    if v0_2 > 1: raise _R
    v0_2 = v0_2 == 1
    body = {'topics': v0_0, 'timeout_ms': v0_1, 'validate_only': v0_2}
    return body, pos


def d288_CreateTopicsResponse(buf, pos, end, st):
    if pos + 4 > end: raise _R
    v0_0 = _c4(buf, pos)[0]
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
            n = _I16(buf, pos)[0]
            pos += 2
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_0 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            if pos + 2 > end: raise _R
            v1_1 = _c2(buf, pos)[0]
            pos += 2
            st[1] = True
            if v1_1 and not st[0]: st[0] = v1_1
            if pos + 2 > end: raise _R
            n = _I16(buf, pos)[0]
            pos += 2
            if n < 0:
                if n != -1: raise _R
                v1_2 = None
            elif n > end - pos: raise _R
            else:
                v1_2 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            x0 = {'name': v1_0, 'error_code': v1_1, 'error_message': v1_2}
            v0_1.append(x0)
    body = {'throttle_time_ms': v0_0, 'topics': v0_1}
    return body, pos


#: (api_key, version, kind) -> its decoder
DECODERS = {
    (16, 3, 'response'): d265_ListGroupsResponse,
    (16, 4, 'request'): d266_ListGroupsRequest,
    (16, 4, 'response'): d268_ListGroupsResponse,
    (16, 5, 'request'): d269_ListGroupsRequest,
    (16, 5, 'response'): d271_ListGroupsResponse,
    (17, 0, 'request'): d272_SaslHandshakeRequest,
    (17, 1, 'request'): d272_SaslHandshakeRequest,
    (17, 0, 'response'): d273_SaslHandshakeResponse,
    (17, 1, 'response'): d273_SaslHandshakeResponse,
    (18, 0, 'request'): d274_ApiVersionsRequest,
    (18, 1, 'request'): d274_ApiVersionsRequest,
    (18, 2, 'request'): d274_ApiVersionsRequest,
    (18, 0, 'response'): d276_ApiVersionsResponse,
    (18, 1, 'response'): d277_ApiVersionsResponse,
    (18, 2, 'response'): d277_ApiVersionsResponse,
    (18, 3, 'request'): d278_ApiVersionsRequest,
    (18, 4, 'request'): d278_ApiVersionsRequest,
    (18, 3, 'response'): d282_ApiVersionsResponse,
    (18, 4, 'response'): d282_ApiVersionsResponse,
    (19, 2, 'request'): d286_CreateTopicsRequest,
    (19, 3, 'request'): d286_CreateTopicsRequest,
    (19, 4, 'request'): d286_CreateTopicsRequest,
    (19, 2, 'response'): d288_CreateTopicsResponse,
    (19, 3, 'response'): d288_CreateTopicsResponse,
    (19, 4, 'response'): d288_CreateTopicsResponse,
}
