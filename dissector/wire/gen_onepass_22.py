"""One-pass decoders of standard bodies, part 22: d484_CreatePartitionsResponse,
d486_CreateDelegationTokenRequest, d487_CreateDelegationTokenResponse,
d489_CreateDelegationTokenRequest, d490_CreateDelegationTokenResponse,
d491_CreateDelegationTokenRequest, d492_CreateDelegationTokenResponse,
d493_RenewDelegationTokenRequest, d494_RenewDelegationTokenResponse,
d495_RenewDelegationTokenRequest, d496_RenewDelegationTokenResponse,
d497_ExpireDelegationTokenRequest, d498_ExpireDelegationTokenResponse,
d499_ExpireDelegationTokenRequest, d500_ExpireDelegationTokenResponse,
d502_DescribeDelegationTokenRequest, d505_DescribeDelegationTokenResponse,
d507_DescribeDelegationTokenRequest.

GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (:mod:`codegen.decoders`, from
``dissector/kafka/decode_layouts.json`` with :func:`dissector.wire.onepass.module_source`:
the source :func:`dissector.wire.onepass.gen_decode` executes for a body at run time);
``python -m codegen --check``, run by the tests, fails when it is stale.
"""

# ruff: noqa: E501, E701, F401, I001
from .decodekit import ABSENT as _ABS, ARRAYS as _ARRAYS, I16 as _I16, I32 as _I32, REFUSED as _R, Struct as _S, bools as _bools, default_maker as _maker, unpacker as _unpacker, uuid_text as _uuid, uuids as _uuids, uvarint as _uvarint

_c1 = _S('>i').unpack_from
_c2 = _S('>h').unpack_from
_c3 = _S('>q').unpack_from
_c4 = _S('>qqq').unpack_from
_c5 = _S('>hqi').unpack_from


def d484_CreatePartitionsResponse(buf, pos, end, st):
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
            if pos + 2 > end: raise _R
            v1_1 = _c2(buf, pos)[0]
            pos += 2
            st[1] = True
            if v1_1 and not st[0]: st[0] = v1_1
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
            x0 = {'name': v1_0, 'error_code': v1_1, 'error_message': v1_2}
            v0_1.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'results': v0_1}
    return body, pos


def d486_CreateDelegationTokenRequest(buf, pos, end, st):
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
            if pos + 2 > end: raise _R
            n = _I16(buf, pos)[0]
            pos += 2
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_1 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            x0 = {'principal_type': v1_0, 'principal_name': v1_1}
            v0_0.append(x0)
    if pos + 8 > end: raise _R
    v0_1 = _c3(buf, pos)[0]
    pos += 8
    body = {'renewers': v0_0, 'max_lifetime_ms': v0_1}
    return body, pos


def d487_CreateDelegationTokenResponse(buf, pos, end, st):
    if pos + 2 > end: raise _R
    v0_0 = _c2(buf, pos)[0]
    pos += 2
    st[1] = True
    if v0_0: st[0] = v0_0
    if pos + 2 > end: raise _R
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_1 = str(buf[pos : pos + n], 'utf-8')
        pos += n
    if pos + 2 > end: raise _R
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_2 = str(buf[pos : pos + n], 'utf-8')
        pos += n
    if pos + 24 > end: raise _R
    v0_3, v0_4, v0_5 = _c4(buf, pos)
    pos += 24
    if pos + 2 > end: raise _R
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_6 = str(buf[pos : pos + n], 'utf-8')
        pos += n
    if pos + 4 > end: raise _R
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_7 = bytes(buf[pos : pos + n])
        pos += n
    if pos + 4 > end: raise _R
    v0_8 = _c1(buf, pos)[0]
    pos += 4
    body = {'error_code': v0_0, 'principal_type': v0_1, 'principal_name': v0_2, 'issue_timestamp_ms': v0_3, 'expiry_timestamp_ms': v0_4, 'max_timestamp_ms': v0_5, 'token_id': v0_6, 'hmac': v0_7, 'throttle_time_ms': v0_8}
    return body, pos


def d489_CreateDelegationTokenRequest(buf, pos, end, st):
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
            x0 = {'principal_type': v1_0, 'principal_name': v1_1}
            v0_0.append(x0)
    if pos + 8 > end: raise _R
    v0_1 = _c3(buf, pos)[0]
    pos += 8
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'renewers': v0_0, 'max_lifetime_ms': v0_1}
    return body, pos


def d490_CreateDelegationTokenResponse(buf, pos, end, st):
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
        v0_2 = str(buf[pos : pos + n], 'utf-8')
        pos += n
    if pos + 24 > end: raise _R
    v0_3, v0_4, v0_5 = _c4(buf, pos)
    pos += 24
    if pos >= end: raise _R
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        raise _R
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
        v0_7 = bytes(buf[pos : pos + n])
        pos += n
    if pos + 4 > end: raise _R
    v0_8 = _c1(buf, pos)[0]
    pos += 4
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'error_code': v0_0, 'principal_type': v0_1, 'principal_name': v0_2, 'issue_timestamp_ms': v0_3, 'expiry_timestamp_ms': v0_4, 'max_timestamp_ms': v0_5, 'token_id': v0_6, 'hmac': v0_7, 'throttle_time_ms': v0_8}
    return body, pos


def d491_CreateDelegationTokenRequest(buf, pos, end, st):
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
        v0_0 = str(buf[pos : pos + n], 'utf-8')
        pos += n
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
            x0 = {'principal_type': v1_0, 'principal_name': v1_1}
            v0_2.append(x0)
    if pos + 8 > end: raise _R
    v0_3 = _c3(buf, pos)[0]
    pos += 8
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'owner_principal_type': v0_0, 'owner_principal_name': v0_1, 'renewers': v0_2, 'max_lifetime_ms': v0_3}
    return body, pos


def d492_CreateDelegationTokenResponse(buf, pos, end, st):
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
        v0_4 = str(buf[pos : pos + n], 'utf-8')
        pos += n
    if pos + 24 > end: raise _R
    v0_5, v0_6, v0_7 = _c4(buf, pos)
    pos += 24
    if pos >= end: raise _R
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_8 = str(buf[pos : pos + n], 'utf-8')
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
        v0_9 = bytes(buf[pos : pos + n])
        pos += n
    if pos + 4 > end: raise _R
    v0_10 = _c1(buf, pos)[0]
    pos += 4
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'error_code': v0_0, 'principal_type': v0_1, 'principal_name': v0_2, 'token_requester_principal_type': v0_3, 'token_requester_principal_name': v0_4, 'issue_timestamp_ms': v0_5, 'expiry_timestamp_ms': v0_6, 'max_timestamp_ms': v0_7, 'token_id': v0_8, 'hmac': v0_9, 'throttle_time_ms': v0_10}
    return body, pos


def d493_RenewDelegationTokenRequest(buf, pos, end, st):
    if pos + 4 > end: raise _R
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_0 = bytes(buf[pos : pos + n])
        pos += n
    if pos + 8 > end: raise _R
    v0_1 = _c3(buf, pos)[0]
    pos += 8
    body = {'hmac': v0_0, 'renew_period_ms': v0_1}
    return body, pos


def d494_RenewDelegationTokenResponse(buf, pos, end, st):
    if pos + 14 > end: raise _R
    v0_0, v0_1, v0_2 = _c5(buf, pos)
    pos += 14
    st[1] = True
    if v0_0: st[0] = v0_0
    body = {'error_code': v0_0, 'expiry_timestamp_ms': v0_1, 'throttle_time_ms': v0_2}
    return body, pos


def d495_RenewDelegationTokenRequest(buf, pos, end, st):
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
    if pos + 8 > end: raise _R
    v0_1 = _c3(buf, pos)[0]
    pos += 8
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'hmac': v0_0, 'renew_period_ms': v0_1}
    return body, pos


def d496_RenewDelegationTokenResponse(buf, pos, end, st):
    if pos + 14 > end: raise _R
    v0_0, v0_1, v0_2 = _c5(buf, pos)
    pos += 14
    st[1] = True
    if v0_0: st[0] = v0_0
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'error_code': v0_0, 'expiry_timestamp_ms': v0_1, 'throttle_time_ms': v0_2}
    return body, pos


def d497_ExpireDelegationTokenRequest(buf, pos, end, st):
    if pos + 4 > end: raise _R
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_0 = bytes(buf[pos : pos + n])
        pos += n
    if pos + 8 > end: raise _R
    v0_1 = _c3(buf, pos)[0]
    pos += 8
    body = {'hmac': v0_0, 'expiry_time_period_ms': v0_1}
    return body, pos


def d498_ExpireDelegationTokenResponse(buf, pos, end, st):
    if pos + 14 > end: raise _R
    v0_0, v0_1, v0_2 = _c5(buf, pos)
    pos += 14
    st[1] = True
    if v0_0: st[0] = v0_0
    body = {'error_code': v0_0, 'expiry_timestamp_ms': v0_1, 'throttle_time_ms': v0_2}
    return body, pos


def d499_ExpireDelegationTokenRequest(buf, pos, end, st):
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
    if pos + 8 > end: raise _R
    v0_1 = _c3(buf, pos)[0]
    pos += 8
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'hmac': v0_0, 'expiry_time_period_ms': v0_1}
    return body, pos


def d500_ExpireDelegationTokenResponse(buf, pos, end, st):
    if pos + 14 > end: raise _R
    v0_0, v0_1, v0_2 = _c5(buf, pos)
    pos += 14
    st[1] = True
    if v0_0: st[0] = v0_0
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'error_code': v0_0, 'expiry_timestamp_ms': v0_1, 'throttle_time_ms': v0_2}
    return body, pos


def d502_DescribeDelegationTokenRequest(buf, pos, end, st):
    if pos + 4 > end: raise _R
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise _R
        v0_0 = None
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
            if pos + 2 > end: raise _R
            n = _I16(buf, pos)[0]
            pos += 2
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_1 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            x0 = {'principal_type': v1_0, 'principal_name': v1_1}
            v0_0.append(x0)
    body = {'owners': v0_0}
    return body, pos


def d505_DescribeDelegationTokenResponse(buf, pos, end, st):
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
            if pos + 24 > end: raise _R
            v1_2, v1_3, v1_4 = _c4(buf, pos)
            pos += 24
            if pos + 2 > end: raise _R
            n = _I16(buf, pos)[0]
            pos += 2
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_5 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            if pos + 4 > end: raise _R
            n = _I32(buf, pos)[0]
            pos += 4
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_6 = bytes(buf[pos : pos + n])
                pos += n
            if pos + 4 > end: raise _R
            n = _I32(buf, pos)[0]
            pos += 4
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_7 = []
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
                    x1 = {'principal_type': v2_0, 'principal_name': v2_1}
                    v1_7.append(x1)
            x0 = {'principal_type': v1_0, 'principal_name': v1_1, 'issue_timestamp': v1_2, 'expiry_timestamp': v1_3, 'max_timestamp': v1_4, 'token_id': v1_5, 'hmac': v1_6, 'renewers': v1_7}
            v0_1.append(x0)
    if pos + 4 > end: raise _R
    v0_2 = _c1(buf, pos)[0]
    pos += 4
    body = {'error_code': v0_0, 'tokens': v0_1, 'throttle_time_ms': v0_2}
    return body, pos


def d507_DescribeDelegationTokenRequest(buf, pos, end, st):
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
                v1_1 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'principal_type': v1_0, 'principal_name': v1_1}
            v0_0.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'owners': v0_0}
    return body, pos


#: (api_key, version, kind) -> its decoder
DECODERS = {
    (37, 2, 'response'): d484_CreatePartitionsResponse,
    (37, 3, 'response'): d484_CreatePartitionsResponse,
    (38, 1, 'request'): d486_CreateDelegationTokenRequest,
    (38, 1, 'response'): d487_CreateDelegationTokenResponse,
    (38, 2, 'request'): d489_CreateDelegationTokenRequest,
    (38, 2, 'response'): d490_CreateDelegationTokenResponse,
    (38, 3, 'request'): d491_CreateDelegationTokenRequest,
    (38, 3, 'response'): d492_CreateDelegationTokenResponse,
    (39, 1, 'request'): d493_RenewDelegationTokenRequest,
    (39, 1, 'response'): d494_RenewDelegationTokenResponse,
    (39, 2, 'request'): d495_RenewDelegationTokenRequest,
    (39, 2, 'response'): d496_RenewDelegationTokenResponse,
    (40, 1, 'request'): d497_ExpireDelegationTokenRequest,
    (40, 1, 'response'): d498_ExpireDelegationTokenResponse,
    (40, 2, 'request'): d499_ExpireDelegationTokenRequest,
    (40, 2, 'response'): d500_ExpireDelegationTokenResponse,
    (41, 1, 'request'): d502_DescribeDelegationTokenRequest,
    (41, 1, 'response'): d505_DescribeDelegationTokenResponse,
    (41, 2, 'request'): d507_DescribeDelegationTokenRequest,
    (41, 3, 'request'): d507_DescribeDelegationTokenRequest,
}
