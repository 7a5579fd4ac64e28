"""One-pass decoders of standard bodies, part 16: d318_DeleteRecordsRequest,
d321_DeleteRecordsResponse, d322_InitProducerIdRequest, d323_InitProducerIdResponse,
d324_InitProducerIdRequest, d325_InitProducerIdResponse, d326_InitProducerIdRequest,
d327_InitProducerIdRequest, d328_InitProducerIdResponse, d331_OffsetForLeaderEpochRequest,
d334_OffsetForLeaderEpochResponse, d335_OffsetForLeaderEpochRequest,
d338_OffsetForLeaderEpochRequest, d341_OffsetForLeaderEpochResponse,
d343_AddPartitionsToTxnRequest, d346_AddPartitionsToTxnResponse,
d348_AddPartitionsToTxnRequest, d351_AddPartitionsToTxnResponse.

GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (:mod:`codegen.decoders`, from
``dissector/kafka/decode_layouts.json`` with :func:`dissector.wire.onepass.module_source`:
the source :func:`dissector.wire.onepass.gen_decode` executes for a body at run time);
``python -m codegen --check``, run by the tests, fails when it is stale.
"""

# ruff: noqa: E501, E701, F401, I001
from .decodekit import ABSENT as _ABS, ARRAYS as _ARRAYS, I16 as _I16, I32 as _I32, REFUSED as _R, Struct as _S, bools as _bools, default_maker as _maker, unpacker as _unpacker, uuid_text as _uuid, uuids as _uuids, uvarint as _uvarint

_c1 = _S('>iq').unpack_from
_c2 = _S('>i').unpack_from
_c3 = _S('>iqh').unpack_from
_c4 = _S('>ihqh').unpack_from
_c5 = _S('>iqhBB').unpack_from
_c6 = _S('>ihqhqh').unpack_from
_c7 = _S('>iii').unpack_from
_c8 = _S('>hiiq').unpack_from
_c9 = _S('>qh').unpack_from
_c10 = _ARRAYS['i']
_c11 = _S('>ih').unpack_from


def d318_DeleteRecordsRequest(buf, pos, end, st):
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
                v1_1 = []
                for _ in range(n):
                    if pos + 12 > end: raise _R
                    v2_0, v2_1 = _c1(buf, pos)
                    pos += 12
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'partition_index': v2_0, 'offset': v2_1}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'name': v1_0, 'partitions': v1_1}
            v0_0.append(x0)
    if pos + 4 > end: raise _R
    v0_1 = _c2(buf, pos)[0]
    pos += 4
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'topics': v0_0, 'timeout_ms': v0_1}
    return body, pos


def d321_DeleteRecordsResponse(buf, pos, end, st):
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
                    if pos + 14 > end: raise _R
                    v2_0, v2_1, v2_2 = _c3(buf, pos)
                    pos += 14
                    st[1] = True
                    if v2_2 and not st[0]: st[0] = v2_2
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'partition_index': v2_0, 'low_watermark': v2_1, 'error_code': v2_2}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'name': v1_0, 'partitions': v1_1}
            v0_1.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'topics': v0_1}
    return body, pos


def d322_InitProducerIdRequest(buf, pos, end, st):
    if pos + 2 > end: raise _R
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        if n != -1: raise _R
        v0_0 = None
    elif n > end - pos: raise _R
    else:
        v0_0 = str(buf[pos : pos + n], 'utf-8')
        pos += n
    if pos + 4 > end: raise _R
    v0_1 = _c2(buf, pos)[0]
    pos += 4
    body = {'transactional_id': v0_0, 'transaction_timeout_ms': v0_1}
    return body, pos


def d323_InitProducerIdResponse(buf, pos, end, st):
    if pos + 16 > end: raise _R
    v0_0, v0_1, v0_2, v0_3 = _c4(buf, pos)
    pos += 16
    st[1] = True
    if v0_1: st[0] = v0_1
    body = {'throttle_time_ms': v0_0, 'error_code': v0_1, 'producer_id': v0_2, 'producer_epoch': v0_3}
    return body, pos


def d324_InitProducerIdRequest(buf, pos, end, st):
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
    if pos + 4 > end: raise _R
    v0_1 = _c2(buf, pos)[0]
    pos += 4
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'transactional_id': v0_0, 'transaction_timeout_ms': v0_1}
    return body, pos


def d325_InitProducerIdResponse(buf, pos, end, st):
    if pos + 16 > end: raise _R
    v0_0, v0_1, v0_2, v0_3 = _c4(buf, pos)
    pos += 16
    st[1] = True
    if v0_1: st[0] = v0_1
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'error_code': v0_1, 'producer_id': v0_2, 'producer_epoch': v0_3}
    return body, pos


def d326_InitProducerIdRequest(buf, pos, end, st):
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
    if pos + 14 > end: raise _R
    v0_1, v0_2, v0_3 = _c3(buf, pos)
    pos += 14
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'transactional_id': v0_0, 'transaction_timeout_ms': v0_1, 'producer_id': v0_2, 'producer_epoch': v0_3}
    return body, pos


def d327_InitProducerIdRequest(buf, pos, end, st):
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
    if pos + 16 > end: raise _R
    v0_1, v0_2, v0_3, v0_4, v0_5 = _c5(buf, pos)
    pos += 16
    if v0_4 > 1: raise _R
    v0_4 = v0_4 == 1
    if v0_5 > 1: raise _R
    v0_5 = v0_5 == 1
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'transactional_id': v0_0, 'transaction_timeout_ms': v0_1, 'producer_id': v0_2, 'producer_epoch': v0_3, 'enable2_pc': v0_4, 'keep_prepared_txn': v0_5}
    return body, pos


def d328_InitProducerIdResponse(buf, pos, end, st):
    if pos + 26 > end: raise _R
    v0_0, v0_1, v0_2, v0_3, v0_4, v0_5 = _c6(buf, pos)
    pos += 26
    st[1] = True
    if v0_1: st[0] = v0_1
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'error_code': v0_1, 'producer_id': v0_2, 'producer_epoch': v0_3, 'ongoing_txn_producer_id': v0_4, 'ongoing_txn_producer_epoch': v0_5}
    return body, pos


def d331_OffsetForLeaderEpochRequest(buf, pos, end, st):
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
            n = _I32(buf, pos)[0]
            pos += 4
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_1 = []
                for _ in range(n):
                    if pos + 12 > end: raise _R
                    v2_0, v2_1, v2_2 = _c7(buf, pos)
                    pos += 12
                    x1 = {'partition': v2_0, 'current_leader_epoch': v2_1, 'leader_epoch': v2_2}
                    v1_1.append(x1)
            x0 = {'topic': v1_0, 'partitions': v1_1}
            v0_0.append(x0)
    body = {'topics': v0_0}
    return body, pos


def d334_OffsetForLeaderEpochResponse(buf, pos, end, st):
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
            if pos + 4 > end: raise _R
            n = _I32(buf, pos)[0]
            pos += 4
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_1 = []
                for _ in range(n):
                    if pos + 18 > end: raise _R
                    v2_0, v2_1, v2_2, v2_3 = _c8(buf, pos)
                    pos += 18
                    st[1] = True
                    if v2_0 and not st[0]: st[0] = v2_0
                    x1 = {'error_code': v2_0, 'partition': v2_1, 'leader_epoch': v2_2, 'end_offset': v2_3}
                    v1_1.append(x1)
            x0 = {'topic': v1_0, 'partitions': v1_1}
            v0_1.append(x0)
    body = {'throttle_time_ms': v0_0, 'topics': v0_1}
    return body, pos


def d335_OffsetForLeaderEpochRequest(buf, pos, end, st):
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
            if pos + 4 > end: raise _R
            n = _I32(buf, pos)[0]
            pos += 4
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_1 = []
                for _ in range(n):
                    if pos + 12 > end: raise _R
                    v2_0, v2_1, v2_2 = _c7(buf, pos)
                    pos += 12
                    x1 = {'partition': v2_0, 'current_leader_epoch': v2_1, 'leader_epoch': v2_2}
                    v1_1.append(x1)
            x0 = {'topic': v1_0, 'partitions': v1_1}
            v0_1.append(x0)
    body = {'replica_id': v0_0, 'topics': v0_1}
    return body, pos


def d338_OffsetForLeaderEpochRequest(buf, pos, end, st):
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
                    if pos + 12 > end: raise _R
                    v2_0, v2_1, v2_2 = _c7(buf, pos)
                    pos += 12
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'partition': v2_0, 'current_leader_epoch': v2_1, 'leader_epoch': v2_2}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'topic': v1_0, 'partitions': v1_1}
            v0_1.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'replica_id': v0_0, 'topics': v0_1}
    return body, pos


def d341_OffsetForLeaderEpochResponse(buf, pos, end, st):
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
                    if pos + 18 > end: raise _R
                    v2_0, v2_1, v2_2, v2_3 = _c8(buf, pos)
                    pos += 18
                    st[1] = True
                    if v2_0 and not st[0]: st[0] = v2_0
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'error_code': v2_0, 'partition': v2_1, 'leader_epoch': v2_2, 'end_offset': v2_3}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'topic': v1_0, 'partitions': v1_1}
            v0_1.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'topics': v0_1}
    return body, pos


def d343_AddPartitionsToTxnRequest(buf, pos, end, st):
    if pos + 2 > end: raise _R
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_0 = str(buf[pos : pos + n], 'utf-8')
        pos += n
    if pos + 10 > end: raise _R
    v0_1, v0_2 = _c9(buf, pos)
    pos += 10
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
                if n * 4 > end - pos: raise _R
                u = _c10.get(n)
                if u is None: u = _unpacker('i', n)
                v1_1 = list(u(buf, pos))
                pos += n * 4
            x0 = {'name': v1_0, 'partitions': v1_1}
            v0_3.append(x0)
    body = {'v3_and_below_transactional_id': v0_0, 'v3_and_below_producer_id': v0_1, 'v3_and_below_producer_epoch': v0_2, 'v3_and_below_topics': v0_3}
    return body, pos


def d346_AddPartitionsToTxnResponse(buf, pos, end, st):
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
            if pos + 4 > end: raise _R
            n = _I32(buf, pos)[0]
            pos += 4
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_1 = []
                for _ in range(n):
                    if pos + 6 > end: raise _R
                    v2_0, v2_1 = _c11(buf, pos)
                    pos += 6
                    x1 = {'partition_index': v2_0, 'partition_error_code': v2_1}
                    v1_1.append(x1)
            x0 = {'name': v1_0, 'results_by_partition': v1_1}
            v0_1.append(x0)
    body = {'throttle_time_ms': v0_0, 'results_by_topic_v3_and_below': v0_1}
    return body, pos


def d348_AddPartitionsToTxnRequest(buf, pos, end, st):
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
    if pos + 10 > end: raise _R
    v0_1, v0_2 = _c9(buf, pos)
    pos += 10
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
                if n * 4 > end - pos: raise _R
                u = _c10.get(n)
                if u is None: u = _unpacker('i', n)
                v1_1 = list(u(buf, pos))
                pos += n * 4
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'name': v1_0, 'partitions': v1_1}
            v0_3.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'v3_and_below_transactional_id': v0_0, 'v3_and_below_producer_id': v0_1, 'v3_and_below_producer_epoch': v0_2, 'v3_and_below_topics': v0_3}
    return body, pos


def d351_AddPartitionsToTxnResponse(buf, pos, end, st):
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
                    v2_0, v2_1 = _c11(buf, pos)
                    pos += 6
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'partition_index': v2_0, 'partition_error_code': v2_1}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'name': v1_0, 'results_by_partition': v1_1}
            v0_1.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'results_by_topic_v3_and_below': v0_1}
    return body, pos


#: (api_key, version, kind) -> its decoder
DECODERS = {
    (21, 2, 'request'): d318_DeleteRecordsRequest,
    (21, 2, 'response'): d321_DeleteRecordsResponse,
    (22, 0, 'request'): d322_InitProducerIdRequest,
    (22, 1, 'request'): d322_InitProducerIdRequest,
    (22, 0, 'response'): d323_InitProducerIdResponse,
    (22, 1, 'response'): d323_InitProducerIdResponse,
    (22, 2, 'request'): d324_InitProducerIdRequest,
    (22, 2, 'response'): d325_InitProducerIdResponse,
    (22, 3, 'response'): d325_InitProducerIdResponse,
    (22, 4, 'response'): d325_InitProducerIdResponse,
    (22, 5, 'response'): d325_InitProducerIdResponse,
    (22, 3, 'request'): d326_InitProducerIdRequest,
    (22, 4, 'request'): d326_InitProducerIdRequest,
    (22, 5, 'request'): d326_InitProducerIdRequest,
    (22, 6, 'request'): d327_InitProducerIdRequest,
    (22, 6, 'response'): d328_InitProducerIdResponse,
    (23, 2, 'request'): d331_OffsetForLeaderEpochRequest,
    (23, 2, 'response'): d334_OffsetForLeaderEpochResponse,
    (23, 3, 'response'): d334_OffsetForLeaderEpochResponse,
    (23, 3, 'request'): d335_OffsetForLeaderEpochRequest,
    (23, 4, 'request'): d338_OffsetForLeaderEpochRequest,
    (23, 4, 'response'): d341_OffsetForLeaderEpochResponse,
    (24, 0, 'request'): d343_AddPartitionsToTxnRequest,
    (24, 1, 'request'): d343_AddPartitionsToTxnRequest,
    (24, 2, 'request'): d343_AddPartitionsToTxnRequest,
    (24, 0, 'response'): d346_AddPartitionsToTxnResponse,
    (24, 1, 'response'): d346_AddPartitionsToTxnResponse,
    (24, 2, 'response'): d346_AddPartitionsToTxnResponse,
    (24, 3, 'request'): d348_AddPartitionsToTxnRequest,
    (24, 3, 'response'): d351_AddPartitionsToTxnResponse,
}
