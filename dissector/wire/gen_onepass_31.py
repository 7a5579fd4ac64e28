"""One-pass decoders of standard bodies, part 31: d694_BrokerHeartbeatResponse,
d695_BrokerHeartbeatRequest, d696_BrokerHeartbeatRequest, d697_UnregisterBrokerRequest,
d698_UnregisterBrokerResponse, d699_DescribeTransactionsRequest,
d702_DescribeTransactionsResponse, d703_ListTransactionsRequest,
d705_ListTransactionsResponse, d706_ListTransactionsRequest, d707_ListTransactionsRequest,
d708_AllocateProducerIdsRequest, d709_AllocateProducerIdsResponse,
d711_ConsumerGroupHeartbeatRequest.

GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (:mod:`codegen.decoders`, from
``dissector/kafka/decode_layouts.json`` with :func:`dissector.wire.onepass.module_source`:
the source :func:`dissector.wire.onepass.gen_decode` executes for a body at run time);
``python -m codegen --check``, run by the tests, fails when it is stale.
"""

# ruff: noqa: E501, E701, F401, I001
from .decodekit import ABSENT as _ABS, ARRAYS as _ARRAYS, I16 as _I16, I32 as _I32, REFUSED as _R, Struct as _S, bools as _bools, default_maker as _maker, unpacker as _unpacker, uuid_text as _uuid, uuids as _uuids, uvarint as _uvarint

_c1 = _S('>ihBBB').unpack_from
_c2 = _S('>iqqBB').unpack_from
_c3 = _maker([])
_c4 = None
_c5 = _S('>i').unpack_from
_c6 = _S('>ih').unpack_from
_c7 = _S('>h').unpack_from
_c8 = _S('>iqqh').unpack_from
_c9 = _ARRAYS['i']
_c10 = _ARRAYS['q']
_c11 = _S('>q').unpack_from
_c12 = _S('>iq').unpack_from
_c13 = _S('>ihqi').unpack_from
_c14 = _S('>16s').unpack_from


def d694_BrokerHeartbeatResponse(buf, pos, end, st):
    if pos + 9 > end: raise _R
    v0_0, v0_1, v0_2, v0_3, v0_4 = _c1(buf, pos)
    pos += 9
    st[1] = True
    if v0_1: st[0] = v0_1
    if v0_2 > 1: raise _R
    v0_2 = v0_2 == 1
    if v0_3 > 1: raise _R
    v0_3 = v0_3 == 1
    if v0_4 > 1: raise _R
    v0_4 = v0_4 == 1
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'error_code': v0_1, 'is_caught_up': v0_2, 'is_fenced': v0_3, 'should_shut_down': v0_4}
    return body, pos


def d695_BrokerHeartbeatRequest(buf, pos, end, st):
    if pos + 22 > end: raise _R
    v0_0, v0_1, v0_2, v0_3, v0_4 = _c2(buf, pos)
    pos += 22
    if v0_3 > 1: raise _R
    v0_3 = v0_3 == 1
    if v0_4 > 1: raise _R
    v0_4 = v0_4 == 1
    v0_5 = _ABS
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
                    if n * 16 > end - pos: raise _R
                    v0_5 = _uuids(buf, pos, n)
                    pos += n * 16
                end = outer0
            else: raise _R
            if pos != stop0: raise _R
    if v0_5 is _ABS: v0_5 = _c3()
    body = {'broker_id': v0_0, 'broker_epoch': v0_1, 'current_metadata_offset': v0_2, 'want_fence': v0_3, 'want_shut_down': v0_4, 'offline_log_dirs': v0_5}
    return body, pos


def d696_BrokerHeartbeatRequest(buf, pos, end, st):
    if pos + 22 > end: raise _R
    v0_0, v0_1, v0_2, v0_3, v0_4 = _c2(buf, pos)
    pos += 22
    if v0_3 > 1: raise _R
    v0_3 = v0_3 == 1
    if v0_4 > 1: raise _R
    v0_4 = v0_4 == 1
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
                    if n * 16 > end - pos: raise _R
                    v0_5 = _uuids(buf, pos, n)
                    pos += n * 16
                end = outer0
            elif tag0 == 1:
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
                    if n * 16 > end - pos: raise _R
                    v0_6 = _uuids(buf, pos, n)
                    pos += n * 16
                end = outer0
            else: raise _R
            if pos != stop0: raise _R
    if v0_5 is _ABS: v0_5 = _c3()
    if v0_6 is _ABS: v0_6 = _c4
    body = {'broker_id': v0_0, 'broker_epoch': v0_1, 'current_metadata_offset': v0_2, 'want_fence': v0_3, 'want_shut_down': v0_4, 'offline_log_dirs': v0_5, 'cordoned_log_dirs': v0_6}
    return body, pos


def d697_UnregisterBrokerRequest(buf, pos, end, st):
    if pos + 4 > end: raise _R
    v0_0 = _c5(buf, pos)[0]
    pos += 4
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'broker_id': v0_0}
    return body, pos


def d698_UnregisterBrokerResponse(buf, pos, end, st):
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
        if n != -1: raise _R
        v0_2 = None
    elif n > end - pos: raise _R
    else:
        v0_2 = str(buf[pos : pos + n], 'utf-8')
        pos += n
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'error_code': v0_1, 'error_message': v0_2}
    return body, pos


def d699_DescribeTransactionsRequest(buf, pos, end, st):
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
    body = {'transactional_ids': v0_0}
    return body, pos


def d702_DescribeTransactionsResponse(buf, pos, end, st):
    if pos + 4 > end: raise _R
    v0_0 = _c5(buf, pos)[0]
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
            if pos + 22 > end: raise _R
            v1_3, v1_4, v1_5, v1_6 = _c8(buf, pos)
            pos += 22
            if pos >= end: raise _R
            n = buf[pos]
            if n < 128: pos += 1
            else: n, pos = _uvarint(buf, pos, end)
            n -= 1
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_7 = []
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
                        if n * 4 > end - pos: raise _R
                        u = _c9.get(n)
                        if u is None: u = _unpacker('i', n)
                        v2_1 = list(u(buf, pos))
                        pos += n * 4
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'topic': v2_0, 'partitions': v2_1}
                    v1_7.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'error_code': v1_0, 'transactional_id': v1_1, 'transaction_state': v1_2, 'transaction_timeout_ms': v1_3, 'transaction_start_time_ms': v1_4, 'producer_id': v1_5, 'producer_epoch': v1_6, 'topics': v1_7}
            v0_1.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'transaction_states': v0_1}
    return body, pos


def d703_ListTransactionsRequest(buf, pos, end, st):
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
        if n * 8 > end - pos: raise _R
        u = _c10.get(n)
        if u is None: u = _unpacker('q', n)
        v0_1 = list(u(buf, pos))
        pos += n * 8
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'state_filters': v0_0, 'producer_id_filters': v0_1}
    return body, pos


def d705_ListTransactionsResponse(buf, pos, end, st):
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
                x = str(buf[pos : pos + n], 'utf-8')
                pos += n
            v0_2.append(x)
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
            if pos + 8 > end: raise _R
            v1_1 = _c11(buf, pos)[0]
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
                v1_2 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'transactional_id': v1_0, 'producer_id': v1_1, 'transaction_state': v1_2}
            v0_3.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'error_code': v0_1, 'unknown_state_filters': v0_2, 'transaction_states': v0_3}
    return body, pos


def d706_ListTransactionsRequest(buf, pos, end, st):
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
        if n * 8 > end - pos: raise _R
        u = _c10.get(n)
        if u is None: u = _unpacker('q', n)
        v0_1 = list(u(buf, pos))
        pos += n * 8
    if pos + 8 > end: raise _R
    v0_2 = _c11(buf, pos)[0]
    pos += 8
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'state_filters': v0_0, 'producer_id_filters': v0_1, 'duration_filter': v0_2}
    return body, pos


def d707_ListTransactionsRequest(buf, pos, end, st):
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
        if n * 8 > end - pos: raise _R
        u = _c10.get(n)
        if u is None: u = _unpacker('q', n)
        v0_1 = list(u(buf, pos))
        pos += n * 8
    if pos + 8 > end: raise _R
    v0_2 = _c11(buf, pos)[0]
    pos += 8
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
    body = {'state_filters': v0_0, 'producer_id_filters': v0_1, 'duration_filter': v0_2, 'transactional_id_pattern': v0_3}
    return body, pos


def d708_AllocateProducerIdsRequest(buf, pos, end, st):
    if pos + 12 > end: raise _R
    v0_0, v0_1 = _c12(buf, pos)
    pos += 12
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'broker_id': v0_0, 'broker_epoch': v0_1}
    return body, pos


def d709_AllocateProducerIdsResponse(buf, pos, end, st):
    if pos + 18 > end: raise _R
    v0_0, v0_1, v0_2, v0_3 = _c13(buf, pos)
    pos += 18
    st[1] = True
    if v0_1: st[0] = v0_1
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'error_code': v0_1, 'producer_id_start': v0_2, 'producer_id_len': v0_3}
    return body, pos


def d711_ConsumerGroupHeartbeatRequest(buf, pos, end, st):
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
    if pos + 4 > end: raise _R
    v0_2 = _c5(buf, pos)[0]
    pos += 4
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
    if pos + 4 > end: raise _R
    v0_5 = _c5(buf, pos)[0]
    pos += 4
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
                x = str(buf[pos : pos + n], 'utf-8')
                pos += n
            v0_6.append(x)
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
    if pos >= end: raise _R
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise _R
        v0_8 = None
    elif n > end - pos: raise _R
    else:
        v0_8 = []
        for _ in range(n):
            if pos + 16 > end: raise _R
            v1_0 = _c14(buf, pos)[0]
            pos += 16
            v1_0 = _uuid(v1_0)
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
                u = _c9.get(n)
                if u is None: u = _unpacker('i', n)
                v1_1 = list(u(buf, pos))
                pos += n * 4
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'topic_id': v1_0, 'partitions': v1_1}
            v0_8.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'group_id': v0_0, 'member_id': v0_1, 'member_epoch': v0_2, 'instance_id': v0_3, 'rack_id': v0_4, 'rebalance_timeout_ms': v0_5, 'subscribed_topic_names': v0_6, 'server_assignor': v0_7, 'topic_partitions': v0_8}
    return body, pos


#: (api_key, version, kind) -> its decoder
DECODERS = {
    (63, 0, 'response'): d694_BrokerHeartbeatResponse,
    (63, 1, 'response'): d694_BrokerHeartbeatResponse,
    (63, 2, 'response'): d694_BrokerHeartbeatResponse,
    (63, 1, 'request'): d695_BrokerHeartbeatRequest,
    (63, 2, 'request'): d696_BrokerHeartbeatRequest,
    (64, 0, 'request'): d697_UnregisterBrokerRequest,
    (64, 0, 'response'): d698_UnregisterBrokerResponse,
    (65, 0, 'request'): d699_DescribeTransactionsRequest,
    (65, 0, 'response'): d702_DescribeTransactionsResponse,
    (66, 0, 'request'): d703_ListTransactionsRequest,
    (66, 0, 'response'): d705_ListTransactionsResponse,
    (66, 1, 'response'): d705_ListTransactionsResponse,
    (66, 2, 'response'): d705_ListTransactionsResponse,
    (66, 1, 'request'): d706_ListTransactionsRequest,
    (66, 2, 'request'): d707_ListTransactionsRequest,
    (67, 0, 'request'): d708_AllocateProducerIdsRequest,
    (67, 0, 'response'): d709_AllocateProducerIdsResponse,
    (68, 0, 'request'): d711_ConsumerGroupHeartbeatRequest,
}
