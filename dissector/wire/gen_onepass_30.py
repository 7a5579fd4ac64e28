"""One-pass decoders of standard bodies, part 30: d679_DescribeClusterResponse,
d681_DescribeProducersRequest, d685_DescribeProducersResponse,
d688_BrokerRegistrationRequest, d689_BrokerRegistrationResponse,
d690_BrokerRegistrationRequest, d691_BrokerRegistrationRequest,
d692_BrokerRegistrationRequest, d693_BrokerHeartbeatRequest.

GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (:mod:`codegen.decoders`, from
``dissector/kafka/decode_layouts.json`` with :func:`dissector.wire.onepass.module_source`:
the source :func:`dissector.wire.onepass.gen_decode` executes for a body at run time);
``python -m codegen --check``, run by the tests, fails when it is stale.
"""

# ruff: noqa: E501, E701, F401, I001
from .decodekit import ABSENT as _ABS, ARRAYS as _ARRAYS, I16 as _I16, I32 as _I32, REFUSED as _R, Struct as _S, bools as _bools, default_maker as _maker, unpacker as _unpacker, uuid_text as _uuid, uuids as _uuids, uvarint as _uvarint

_c1 = _S('>ih').unpack_from
_c2 = _S('>b').unpack_from
_c3 = _S('>i').unpack_from
_c4 = _S('>B').unpack_from
_c5 = _ARRAYS['i']
_c6 = _S('>qiiqiq').unpack_from
_c7 = _S('>16s').unpack_from
_c8 = _S('>Hh').unpack_from
_c9 = _S('>hh').unpack_from
_c10 = _S('>ihq').unpack_from
_c11 = _S('>q').unpack_from
_c12 = _S('>iqqBB').unpack_from


def d679_DescribeClusterResponse(buf, pos, end, st):
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
        if n != -1: raise _R
        v0_2 = None
    elif n > end - pos: raise _R
    else:
        v0_2 = str(buf[pos : pos + n], 'utf-8')
        pos += n
    if pos + 1 > end: raise _R
    v0_3 = _c2(buf, pos)[0]
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
        v0_4 = str(buf[pos : pos + n], 'utf-8')
        pos += n
    if pos + 4 > end: raise _R
    v0_5 = _c3(buf, pos)[0]
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
        v0_6 = []
        for _ in range(n):
            if pos + 4 > end: raise _R
            v1_0 = _c3(buf, pos)[0]
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
                v1_1 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            if pos + 4 > end: raise _R
            v1_2 = _c3(buf, pos)[0]
            pos += 4
            if pos >= end: raise _R
            n = buf[pos]
            if n < 128: pos += 1
            else: n, pos = _uvarint(buf, pos, end)
            n -= 1
            if n < 0:
                if n != -1: raise _R
                v1_3 = None
            elif n > end - pos: raise _R
            else:
                v1_3 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            if pos + 1 > end: raise _R
            v1_4 = _c4(buf, pos)[0]
            pos += 1
            if v1_4 > 1: raise _R
            v1_4 = v1_4 == 1
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'broker_id': v1_0, 'host': v1_1, 'port': v1_2, 'rack': v1_3, 'is_fenced': v1_4}
            v0_6.append(x0)
    if pos + 4 > end: raise _R
    v0_7 = _c3(buf, pos)[0]
    pos += 4
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'error_code': v0_1, 'error_message': v0_2, 'endpoint_type': v0_3, 'cluster_id': v0_4, 'controller_id': v0_5, 'brokers': v0_6, 'cluster_authorized_operations': v0_7}
    return body, pos


def d681_DescribeProducersRequest(buf, pos, end, st):
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
                if n * 4 > end - pos: raise _R
                u = _c5.get(n)
                if u is None: u = _unpacker('i', n)
                v1_1 = list(u(buf, pos))
                pos += n * 4
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'name': v1_0, 'partition_indexes': v1_1}
            v0_0.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'topics': v0_0}
    return body, pos


def d685_DescribeProducersResponse(buf, pos, end, st):
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
                    v2_0, v2_1 = _c1(buf, pos)
                    pos += 6
                    st[1] = True
                    if v2_1 and not st[0]: st[0] = v2_1
                    if pos >= end: raise _R
                    n = buf[pos]
                    if n < 128: pos += 1
                    else: n, pos = _uvarint(buf, pos, end)
                    n -= 1
                    if n < 0:
                        if n != -1: raise _R
                        v2_2 = None
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
                        v2_3 = []
                        for _ in range(n):
                            if pos + 36 > end: raise _R
                            v3_0, v3_1, v3_2, v3_3, v3_4, v3_5 = _c6(buf, pos)
                            pos += 36
                            if pos >= end or buf[pos]: raise _R
                            pos += 1
                            x2 = {'producer_id': v3_0, 'producer_epoch': v3_1, 'last_sequence': v3_2, 'last_timestamp': v3_3, 'coordinator_epoch': v3_4, 'current_txn_start_offset': v3_5}
                            v2_3.append(x2)
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'partition_index': v2_0, 'error_code': v2_1, 'error_message': v2_2, 'active_producers': v2_3}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'name': v1_0, 'partitions': v1_1}
            v0_1.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'topics': v0_1}
    return body, pos


def d688_BrokerRegistrationRequest(buf, pos, end, st):
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
        v0_1 = str(buf[pos : pos + n], 'utf-8')
        pos += n
    if pos + 16 > end: raise _R
    v0_2 = _c7(buf, pos)[0]
    pos += 16
    v0_2 = _uuid(v0_2)
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
            if pos + 4 > end: raise _R
            v1_2, v1_3 = _c8(buf, pos)
            pos += 4
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'name': v1_0, 'host': v1_1, 'port': v1_2, 'security_protocol': v1_3}
            v0_3.append(x0)
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
            if pos + 4 > end: raise _R
            v1_1, v1_2 = _c9(buf, pos)
            pos += 4
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'name': v1_0, 'min_supported_version': v1_1, 'max_supported_version': v1_2}
            v0_4.append(x0)
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
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'broker_id': v0_0, 'cluster_id': v0_1, 'incarnation_id': v0_2, 'listeners': v0_3, 'features': v0_4, 'rack': v0_5}
    return body, pos


def d689_BrokerRegistrationResponse(buf, pos, end, st):
    if pos + 14 > end: raise _R
    v0_0, v0_1, v0_2 = _c10(buf, pos)
    pos += 14
    st[1] = True
    if v0_1: st[0] = v0_1
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'error_code': v0_1, 'broker_epoch': v0_2}
    return body, pos


def d690_BrokerRegistrationRequest(buf, pos, end, st):
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
        v0_1 = str(buf[pos : pos + n], 'utf-8')
        pos += n
    if pos + 16 > end: raise _R
    v0_2 = _c7(buf, pos)[0]
    pos += 16
    v0_2 = _uuid(v0_2)
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
            if pos + 4 > end: raise _R
            v1_2, v1_3 = _c8(buf, pos)
            pos += 4
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'name': v1_0, 'host': v1_1, 'port': v1_2, 'security_protocol': v1_3}
            v0_3.append(x0)
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
            if pos + 4 > end: raise _R
            v1_1, v1_2 = _c9(buf, pos)
            pos += 4
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'name': v1_0, 'min_supported_version': v1_1, 'max_supported_version': v1_2}
            v0_4.append(x0)
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
    if pos + 1 > end: raise _R
    v0_6 = _c4(buf, pos)[0]
    pos += 1
    if v0_6 > 1: raise _R
    v0_6 = v0_6 == 1
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'broker_id': v0_0, 'cluster_id': v0_1, 'incarnation_id': v0_2, 'listeners': v0_3, 'features': v0_4, 'rack': v0_5, 'is_migrating_zk_broker': v0_6}
    return body, pos


def d691_BrokerRegistrationRequest(buf, pos, end, st):
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
        v0_1 = str(buf[pos : pos + n], 'utf-8')
        pos += n
    if pos + 16 > end: raise _R
    v0_2 = _c7(buf, pos)[0]
    pos += 16
    v0_2 = _uuid(v0_2)
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
            if pos + 4 > end: raise _R
            v1_2, v1_3 = _c8(buf, pos)
            pos += 4
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'name': v1_0, 'host': v1_1, 'port': v1_2, 'security_protocol': v1_3}
            v0_3.append(x0)
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
            if pos + 4 > end: raise _R
            v1_1, v1_2 = _c9(buf, pos)
            pos += 4
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'name': v1_0, 'min_supported_version': v1_1, 'max_supported_version': v1_2}
            v0_4.append(x0)
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
    if pos + 1 > end: raise _R
    v0_6 = _c4(buf, pos)[0]
    pos += 1
    if v0_6 > 1: raise _R
    v0_6 = v0_6 == 1
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
        if n * 16 > end - pos: raise _R
        v0_7 = _uuids(buf, pos, n)
        pos += n * 16
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'broker_id': v0_0, 'cluster_id': v0_1, 'incarnation_id': v0_2, 'listeners': v0_3, 'features': v0_4, 'rack': v0_5, 'is_migrating_zk_broker': v0_6, 'log_dirs': v0_7}
    return body, pos


def d692_BrokerRegistrationRequest(buf, pos, end, st):
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
        v0_1 = str(buf[pos : pos + n], 'utf-8')
        pos += n
    if pos + 16 > end: raise _R
    v0_2 = _c7(buf, pos)[0]
    pos += 16
    v0_2 = _uuid(v0_2)
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
            if pos + 4 > end: raise _R
            v1_2, v1_3 = _c8(buf, pos)
            pos += 4
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'name': v1_0, 'host': v1_1, 'port': v1_2, 'security_protocol': v1_3}
            v0_3.append(x0)
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
            if pos + 4 > end: raise _R
            v1_1, v1_2 = _c9(buf, pos)
            pos += 4
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'name': v1_0, 'min_supported_version': v1_1, 'max_supported_version': v1_2}
            v0_4.append(x0)
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
    if pos + 1 > end: raise _R
    v0_6 = _c4(buf, pos)[0]
    pos += 1
    if v0_6 > 1: raise _R
    v0_6 = v0_6 == 1
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
        if n * 16 > end - pos: raise _R
        v0_7 = _uuids(buf, pos, n)
        pos += n * 16
    if pos + 8 > end: raise _R
    v0_8 = _c11(buf, pos)[0]
    pos += 8
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'broker_id': v0_0, 'cluster_id': v0_1, 'incarnation_id': v0_2, 'listeners': v0_3, 'features': v0_4, 'rack': v0_5, 'is_migrating_zk_broker': v0_6, 'log_dirs': v0_7, 'previous_broker_epoch': v0_8}
    return body, pos


def d693_BrokerHeartbeatRequest(buf, pos, end, st):
    if pos + 22 > end: raise _R
    v0_0, v0_1, v0_2, v0_3, v0_4 = _c12(buf, pos)
    pos += 22
    if v0_3 > 1: raise _R
    v0_3 = v0_3 == 1
    if v0_4 > 1: raise _R
    v0_4 = v0_4 == 1
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'broker_id': v0_0, 'broker_epoch': v0_1, 'current_metadata_offset': v0_2, 'want_fence': v0_3, 'want_shut_down': v0_4}
    return body, pos


#: (api_key, version, kind) -> its decoder
DECODERS = {
    (60, 2, 'response'): d679_DescribeClusterResponse,
    (61, 0, 'request'): d681_DescribeProducersRequest,
    (61, 0, 'response'): d685_DescribeProducersResponse,
    (62, 0, 'request'): d688_BrokerRegistrationRequest,
    (62, 0, 'response'): d689_BrokerRegistrationResponse,
    (62, 1, 'response'): d689_BrokerRegistrationResponse,
    (62, 2, 'response'): d689_BrokerRegistrationResponse,
    (62, 3, 'response'): d689_BrokerRegistrationResponse,
    (62, 4, 'response'): d689_BrokerRegistrationResponse,
    (62, 1, 'request'): d690_BrokerRegistrationRequest,
    (62, 2, 'request'): d691_BrokerRegistrationRequest,
    (62, 3, 'request'): d692_BrokerRegistrationRequest,
    (62, 4, 'request'): d692_BrokerRegistrationRequest,
    (63, 0, 'request'): d693_BrokerHeartbeatRequest,
}
