"""One-pass decoders of standard bodies, part 21: d460_DescribeLogDirsRequest,
d464_DescribeLogDirsResponse, d465_DescribeLogDirsResponse, d467_DescribeLogDirsResponse,
d469_DescribeLogDirsResponse, d470_SaslAuthenticateRequest, d471_SaslAuthenticateResponse,
d472_SaslAuthenticateResponse, d473_SaslAuthenticateRequest, d474_SaslAuthenticateResponse,
d477_CreatePartitionsRequest, d479_CreatePartitionsResponse, d482_CreatePartitionsRequest.

GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (:mod:`codegen.decoders`, from
``dissector/kafka/decode_layouts.json`` with :func:`dissector.wire.onepass.module_source`:
the source :func:`dissector.wire.onepass.gen_decode` executes for a body at run time);
``python -m codegen --check``, run by the tests, fails when it is stale.
"""

# ruff: noqa: E501, E701, F401, I001
from .decodekit import ABSENT as _ABS, ARRAYS as _ARRAYS, I16 as _I16, I32 as _I32, REFUSED as _R, Struct as _S, bools as _bools, default_maker as _maker, unpacker as _unpacker, uuid_text as _uuid, uuids as _uuids, uvarint as _uvarint

_c1 = _ARRAYS['i']
_c2 = _S('>i').unpack_from
_c3 = _S('>h').unpack_from
_c4 = _S('>iqqB').unpack_from
_c5 = _S('>ih').unpack_from
_c6 = _S('>qq').unpack_from
_c7 = _S('>qqB').unpack_from
_c8 = _S('>q').unpack_from
_c9 = _S('>iB').unpack_from


def d460_DescribeLogDirsRequest(buf, pos, end, st):
    if pos >= end: raise _R
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise _R
        v0_0 = None
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
                if n * 4 > end - pos: raise _R
                u = _c1.get(n)
                if u is None: u = _unpacker('i', n)
                v1_1 = list(u(buf, pos))
                pos += n * 4
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'topic': v1_0, 'partitions': v1_1}
            v0_0.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'topics': v0_0}
    return body, pos


def d464_DescribeLogDirsResponse(buf, pos, end, st):
    if pos + 4 > end: raise _R
    v0_0 = _c2(buf, pos)[0]
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
            v1_0 = _c3(buf, pos)[0]
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
                v1_2 = []
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
                        v2_1 = []
                        for _ in range(n):
                            if pos + 21 > end: raise _R
                            v3_0, v3_1, v3_2, v3_3 = _c4(buf, pos)
                            pos += 21
                            if v3_3 > 1: raise _R
                            v3_3 = v3_3 == 1
                            if pos >= end or buf[pos]: raise _R
                            pos += 1
                            x2 = {'partition_index': v3_0, 'partition_size': v3_1, 'offset_lag': v3_2, 'is_future_key': v3_3}
                            v2_1.append(x2)
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'name': v2_0, 'partitions': v2_1}
                    v1_2.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'error_code': v1_0, 'log_dir': v1_1, 'topics': v1_2}
            v0_1.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'results': v0_1}
    return body, pos


def d465_DescribeLogDirsResponse(buf, pos, end, st):
    if pos + 6 > end: raise _R
    v0_0, v0_1 = _c5(buf, pos)
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
            if pos + 2 > end: raise _R
            v1_0 = _c3(buf, pos)[0]
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
                v1_2 = []
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
                        v2_1 = []
                        for _ in range(n):
                            if pos + 21 > end: raise _R
                            v3_0, v3_1, v3_2, v3_3 = _c4(buf, pos)
                            pos += 21
                            if v3_3 > 1: raise _R
                            v3_3 = v3_3 == 1
                            if pos >= end or buf[pos]: raise _R
                            pos += 1
                            x2 = {'partition_index': v3_0, 'partition_size': v3_1, 'offset_lag': v3_2, 'is_future_key': v3_3}
                            v2_1.append(x2)
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'name': v2_0, 'partitions': v2_1}
                    v1_2.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'error_code': v1_0, 'log_dir': v1_1, 'topics': v1_2}
            v0_2.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'error_code': v0_1, 'results': v0_2}
    return body, pos


def d467_DescribeLogDirsResponse(buf, pos, end, st):
    if pos + 6 > end: raise _R
    v0_0, v0_1 = _c5(buf, pos)
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
            if pos + 2 > end: raise _R
            v1_0 = _c3(buf, pos)[0]
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
                v1_2 = []
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
                        v2_1 = []
                        for _ in range(n):
                            if pos + 21 > end: raise _R
                            v3_0, v3_1, v3_2, v3_3 = _c4(buf, pos)
                            pos += 21
                            if v3_3 > 1: raise _R
                            v3_3 = v3_3 == 1
                            if pos >= end or buf[pos]: raise _R
                            pos += 1
                            x2 = {'partition_index': v3_0, 'partition_size': v3_1, 'offset_lag': v3_2, 'is_future_key': v3_3}
                            v2_1.append(x2)
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'name': v2_0, 'partitions': v2_1}
                    v1_2.append(x1)
            if pos + 16 > end: raise _R
            v1_3, v1_4 = _c6(buf, pos)
            pos += 16
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'error_code': v1_0, 'log_dir': v1_1, 'topics': v1_2, 'total_bytes': v1_3, 'usable_bytes': v1_4}
            v0_2.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'error_code': v0_1, 'results': v0_2}
    return body, pos


def d469_DescribeLogDirsResponse(buf, pos, end, st):
    if pos + 6 > end: raise _R
    v0_0, v0_1 = _c5(buf, pos)
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
            if pos + 2 > end: raise _R
            v1_0 = _c3(buf, pos)[0]
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
                v1_2 = []
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
                        v2_1 = []
                        for _ in range(n):
                            if pos + 21 > end: raise _R
                            v3_0, v3_1, v3_2, v3_3 = _c4(buf, pos)
                            pos += 21
                            if v3_3 > 1: raise _R
                            v3_3 = v3_3 == 1
                            if pos >= end or buf[pos]: raise _R
                            pos += 1
                            x2 = {'partition_index': v3_0, 'partition_size': v3_1, 'offset_lag': v3_2, 'is_future_key': v3_3}
                            v2_1.append(x2)
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'name': v2_0, 'partitions': v2_1}
                    v1_2.append(x1)
            if pos + 17 > end: raise _R
            v1_3, v1_4, v1_5 = _c7(buf, pos)
            pos += 17
            if v1_5 > 1: raise _R
            v1_5 = v1_5 == 1
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'error_code': v1_0, 'log_dir': v1_1, 'topics': v1_2, 'total_bytes': v1_3, 'usable_bytes': v1_4, 'is_cordoned': v1_5}
            v0_2.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'error_code': v0_1, 'results': v0_2}
    return body, pos


def d470_SaslAuthenticateRequest(buf, pos, end, st):
    if pos + 4 > end: raise _R
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_0 = bytes(buf[pos : pos + n])
        pos += n
    body = {'auth_bytes': v0_0}
    return body, pos


def d471_SaslAuthenticateResponse(buf, pos, end, st):
    if pos + 2 > end: raise _R
    v0_0 = _c3(buf, pos)[0]
    pos += 2
    st[1] = True
    if v0_0: st[0] = v0_0
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
    if pos + 4 > end: raise _R
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_2 = bytes(buf[pos : pos + n])
        pos += n
    body = {'error_code': v0_0, 'error_message': v0_1, 'auth_bytes': v0_2}
    return body, pos


def d472_SaslAuthenticateResponse(buf, pos, end, st):
    if pos + 2 > end: raise _R
    v0_0 = _c3(buf, pos)[0]
    pos += 2
    st[1] = True
    if v0_0: st[0] = v0_0
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
    if pos + 4 > end: raise _R
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_2 = bytes(buf[pos : pos + n])
        pos += n
    if pos + 8 > end: raise _R
    v0_3 = _c8(buf, pos)[0]
    pos += 8
    body = {'error_code': v0_0, 'error_message': v0_1, 'auth_bytes': v0_2, 'session_lifetime_ms': v0_3}
    return body, pos


def d473_SaslAuthenticateRequest(buf, pos, end, st):
    if pos >= end: raise _R
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_0 = bytes(buf[pos : pos + n])
        pos += n
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'auth_bytes': v0_0}
    return body, pos


def d474_SaslAuthenticateResponse(buf, pos, end, st):
    if pos + 2 > end: raise _R
    v0_0 = _c3(buf, pos)[0]
    pos += 2
    st[1] = True
    if v0_0: st[0] = v0_0
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
    if pos + 8 > end: raise _R
    v0_3 = _c8(buf, pos)[0]
    pos += 8
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'error_code': v0_0, 'error_message': v0_1, 'auth_bytes': v0_2, 'session_lifetime_ms': v0_3}
    return body, pos


def d477_CreatePartitionsRequest(buf, pos, end, st):
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
            if pos + 4 > end: raise _R
            v1_1 = _c2(buf, pos)[0]
            pos += 4
            if pos + 4 > end: raise _R
            n = _I32(buf, pos)[0]
            pos += 4
            if n < 0:
                if n != -1: raise _R
                v1_2 = None
            elif n > end - pos: raise _R
            else:
                v1_2 = []
                for _ in range(n):
                    if pos + 4 > end: raise _R
                    n = _I32(buf, pos)[0]
                    pos += 4
                    if n < 0:
                        raise _R
                    elif n > end - pos: raise _R
                    else:
                        if n * 4 > end - pos: raise _R
                        u = _c1.get(n)
                        if u is None: u = _unpacker('i', n)
                        v2_0 = list(u(buf, pos))
                        pos += n * 4
                    x1 = {'broker_ids': v2_0}
                    v1_2.append(x1)
            x0 = {'name': v1_0, 'count': v1_1, 'assignments': v1_2}
            v0_0.append(x0)
    if pos + 5 > end: raise _R
    v0_1, v0_2 = _c9(buf, pos)
    pos += 5
    if v0_2 > 1: raise _R
    v0_2 = v0_2 == 1
    body = {'topics': v0_0, 'timeout_ms': v0_1, 'validate_only': v0_2}
    return body, pos


def d479_CreatePartitionsResponse(buf, pos, end, st):
    if pos + 4 > end: raise _R
    v0_0 = _c2(buf, pos)[0]
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
            v1_1 = _c3(buf, pos)[0]
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
    body = {'throttle_time_ms': v0_0, 'results': v0_1}
    return body, pos


def d482_CreatePartitionsRequest(buf, pos, end, st):
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
                v1_0 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            if pos + 4 > end: raise _R
            v1_1 = _c2(buf, pos)[0]
            pos += 4
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
                v1_2 = []
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
                        if n * 4 > end - pos: raise _R
                        u = _c1.get(n)
                        if u is None: u = _unpacker('i', n)
                        v2_0 = list(u(buf, pos))
                        pos += n * 4
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'broker_ids': v2_0}
                    v1_2.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'name': v1_0, 'count': v1_1, 'assignments': v1_2}
            v0_0.append(x0)
    if pos + 5 > end: raise _R
    v0_1, v0_2 = _c9(buf, pos)
    pos += 5
    if v0_2 > 1: raise _R
    v0_2 = v0_2 == 1
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'topics': v0_0, 'timeout_ms': v0_1, 'validate_only': v0_2}
    return body, pos


#: (api_key, version, kind) -> its decoder
DECODERS = {
    (35, 2, 'request'): d460_DescribeLogDirsRequest,
    (35, 3, 'request'): d460_DescribeLogDirsRequest,
    (35, 4, 'request'): d460_DescribeLogDirsRequest,
    (35, 5, 'request'): d460_DescribeLogDirsRequest,
    (35, 2, 'response'): d464_DescribeLogDirsResponse,
    (35, 3, 'response'): d465_DescribeLogDirsResponse,
    (35, 4, 'response'): d467_DescribeLogDirsResponse,
    (35, 5, 'response'): d469_DescribeLogDirsResponse,
    (36, 0, 'request'): d470_SaslAuthenticateRequest,
    (36, 1, 'request'): d470_SaslAuthenticateRequest,
    (36, 0, 'response'): d471_SaslAuthenticateResponse,
    (36, 1, 'response'): d472_SaslAuthenticateResponse,
    (36, 2, 'request'): d473_SaslAuthenticateRequest,
    (36, 2, 'response'): d474_SaslAuthenticateResponse,
    (37, 0, 'request'): d477_CreatePartitionsRequest,
    (37, 1, 'request'): d477_CreatePartitionsRequest,
    (37, 0, 'response'): d479_CreatePartitionsResponse,
    (37, 1, 'response'): d479_CreatePartitionsResponse,
    (37, 2, 'request'): d482_CreatePartitionsRequest,
    (37, 3, 'request'): d482_CreatePartitionsRequest,
}
