"""One-pass decoders of standard bodies, part 17: d353_AddPartitionsToTxnRequest,
d355_AddPartitionsToTxnResponse, d356_AddOffsetsToTxnRequest, d357_AddOffsetsToTxnResponse,
d358_AddOffsetsToTxnRequest, d359_AddOffsetsToTxnResponse, d360_EndTxnRequest,
d361_EndTxnResponse, d362_EndTxnRequest, d363_EndTxnResponse, d364_EndTxnResponse,
d367_WriteTxnMarkersRequest, d371_WriteTxnMarkersResponse, d373_WriteTxnMarkersRequest,
d376_TxnOffsetCommitRequest, d379_TxnOffsetCommitResponse, d382_TxnOffsetCommitRequest.

GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (:mod:`codegen.decoders`, from
``dissector/kafka/decode_layouts.json`` with :func:`dissector.wire.onepass.module_source`:
the source :func:`dissector.wire.onepass.gen_decode` executes for a body at run time);
``python -m codegen --check``, run by the tests, fails when it is stale.
"""

# ruff: noqa: E501, E701, F401, I001
from .decodekit import ABSENT as _ABS, ARRAYS as _ARRAYS, I16 as _I16, I32 as _I32, REFUSED as _R, Struct as _S, bools as _bools, default_maker as _maker, unpacker as _unpacker, uuid_text as _uuid, uuids as _uuids, uvarint as _uvarint

_c1 = _S('>qhB').unpack_from
_c2 = _ARRAYS['i']
_c3 = _S('>ih').unpack_from
_c4 = _S('>qh').unpack_from
_c5 = _S('>ihqh').unpack_from
_c6 = _S('>i').unpack_from
_c7 = _S('>q').unpack_from
_c8 = _S('>ib').unpack_from
_c9 = _S('>iq').unpack_from
_c10 = _S('>iqi').unpack_from


def d353_AddPartitionsToTxnRequest(buf, pos, end, st):
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
            if pos + 11 > end: raise _R
            v1_1, v1_2, v1_3 = _c1(buf, pos)
            pos += 11
            if v1_3 > 1: raise _R
            v1_3 = v1_3 == 1
            if pos >= end: raise _R
            n = buf[pos]
            if n < 128: pos += 1
            else: n, pos = _uvarint(buf, pos, end)
            n -= 1
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_4 = []
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
                        u = _c2.get(n)
                        if u is None: u = _unpacker('i', n)
                        v2_1 = list(u(buf, pos))
                        pos += n * 4
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'name': v2_0, 'partitions': v2_1}
                    v1_4.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'transactional_id': v1_0, 'producer_id': v1_1, 'producer_epoch': v1_2, 'verify_only': v1_3, 'topics': v1_4}
            v0_0.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'transactions': v0_0}
    return body, pos


def d355_AddPartitionsToTxnResponse(buf, pos, end, st):
    if pos + 6 > end: raise _R
    v0_0, v0_1 = _c3(buf, pos)
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
                v1_1 = []
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
                            if pos + 6 > end: raise _R
                            v3_0, v3_1 = _c3(buf, pos)
                            pos += 6
                            if pos >= end or buf[pos]: raise _R
                            pos += 1
                            x2 = {'partition_index': v3_0, 'partition_error_code': v3_1}
                            v2_1.append(x2)
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'name': v2_0, 'results_by_partition': v2_1}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'transactional_id': v1_0, 'topic_results': v1_1}
            v0_2.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'error_code': v0_1, 'results_by_transaction': v0_2}
    return body, pos


def d356_AddOffsetsToTxnRequest(buf, pos, end, st):
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
    v0_1, v0_2 = _c4(buf, pos)
    pos += 10
    if pos + 2 > end: raise _R
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_3 = str(buf[pos : pos + n], 'utf-8')
        pos += n
    body = {'transactional_id': v0_0, 'producer_id': v0_1, 'producer_epoch': v0_2, 'group_id': v0_3}
    return body, pos


def d357_AddOffsetsToTxnResponse(buf, pos, end, st):
    if pos + 6 > end: raise _R
    v0_0, v0_1 = _c3(buf, pos)
    pos += 6
    st[1] = True
    if v0_1: st[0] = v0_1
    body = {'throttle_time_ms': v0_0, 'error_code': v0_1}
    return body, pos


def d358_AddOffsetsToTxnRequest(buf, pos, end, st):
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
    v0_1, v0_2 = _c4(buf, pos)
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
        v0_3 = str(buf[pos : pos + n], 'utf-8')
        pos += n
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'transactional_id': v0_0, 'producer_id': v0_1, 'producer_epoch': v0_2, 'group_id': v0_3}
    return body, pos


def d359_AddOffsetsToTxnResponse(buf, pos, end, st):
    if pos + 6 > end: raise _R
    v0_0, v0_1 = _c3(buf, pos)
    pos += 6
    st[1] = True
    if v0_1: st[0] = v0_1
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'error_code': v0_1}
    return body, pos


def d360_EndTxnRequest(buf, pos, end, st):
    if pos + 2 > end: raise _R
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_0 = str(buf[pos : pos + n], 'utf-8')
        pos += n
    if pos + 11 > end: raise _R
    v0_1, v0_2, v0_3 = _c1(buf, pos)
    pos += 11
    if v0_3 > 1: raise _R
    v0_3 = v0_3 == 1
    body = {'transactional_id': v0_0, 'producer_id': v0_1, 'producer_epoch': v0_2, 'committed': v0_3}
    return body, pos


def d361_EndTxnResponse(buf, pos, end, st):
    if pos + 6 > end: raise _R
    v0_0, v0_1 = _c3(buf, pos)
    pos += 6
    st[1] = True
    if v0_1: st[0] = v0_1
    body = {'throttle_time_ms': v0_0, 'error_code': v0_1}
    return body, pos


def d362_EndTxnRequest(buf, pos, end, st):
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
    if pos + 11 > end: raise _R
    v0_1, v0_2, v0_3 = _c1(buf, pos)
    pos += 11
    if v0_3 > 1: raise _R
    v0_3 = v0_3 == 1
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'transactional_id': v0_0, 'producer_id': v0_1, 'producer_epoch': v0_2, 'committed': v0_3}
    return body, pos


def d363_EndTxnResponse(buf, pos, end, st):
    if pos + 6 > end: raise _R
    v0_0, v0_1 = _c3(buf, pos)
    pos += 6
    st[1] = True
    if v0_1: st[0] = v0_1
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'error_code': v0_1}
    return body, pos


def d364_EndTxnResponse(buf, pos, end, st):
    if pos + 16 > end: raise _R
    v0_0, v0_1, v0_2, v0_3 = _c5(buf, pos)
    pos += 16
    st[1] = True
    if v0_1: st[0] = v0_1
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'error_code': v0_1, 'producer_id': v0_2, 'producer_epoch': v0_3}
    return body, pos


def d367_WriteTxnMarkersRequest(buf, pos, end, st):
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
            if pos + 11 > end: raise _R
            v1_0, v1_1, v1_2 = _c1(buf, pos)
            pos += 11
            if v1_2 > 1: raise _R
            v1_2 = v1_2 == 1
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
                        if n * 4 > end - pos: raise _R
                        u = _c2.get(n)
                        if u is None: u = _unpacker('i', n)
                        v2_1 = list(u(buf, pos))
                        pos += n * 4
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'name': v2_0, 'partition_indexes': v2_1}
                    v1_3.append(x1)
            if pos + 4 > end: raise _R
            v1_4 = _c6(buf, pos)[0]
            pos += 4
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'producer_id': v1_0, 'producer_epoch': v1_1, 'transaction_result': v1_2, 'topics': v1_3, 'coordinator_epoch': v1_4}
            v0_0.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'markers': v0_0}
    return body, pos


def d371_WriteTxnMarkersResponse(buf, pos, end, st):
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
            if pos + 8 > end: raise _R
            v1_0 = _c7(buf, pos)[0]
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
                v1_1 = []
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
                            if pos + 6 > end: raise _R
                            v3_0, v3_1 = _c3(buf, pos)
                            pos += 6
                            st[1] = True
                            if v3_1 and not st[0]: st[0] = v3_1
                            if pos >= end or buf[pos]: raise _R
                            pos += 1
                            x2 = {'partition_index': v3_0, 'error_code': v3_1}
                            v2_1.append(x2)
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'name': v2_0, 'partitions': v2_1}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'producer_id': v1_0, 'topics': v1_1}
            v0_0.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'markers': v0_0}
    return body, pos


def d373_WriteTxnMarkersRequest(buf, pos, end, st):
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
            if pos + 11 > end: raise _R
            v1_0, v1_1, v1_2 = _c1(buf, pos)
            pos += 11
            if v1_2 > 1: raise _R
            v1_2 = v1_2 == 1
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
                        if n * 4 > end - pos: raise _R
                        u = _c2.get(n)
                        if u is None: u = _unpacker('i', n)
                        v2_1 = list(u(buf, pos))
                        pos += n * 4
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'name': v2_0, 'partition_indexes': v2_1}
                    v1_3.append(x1)
            if pos + 5 > end: raise _R
            v1_4, v1_5 = _c8(buf, pos)
            pos += 5
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'producer_id': v1_0, 'producer_epoch': v1_1, 'transaction_result': v1_2, 'topics': v1_3, 'coordinator_epoch': v1_4, 'transaction_version': v1_5}
            v0_0.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'markers': v0_0}
    return body, pos


def d376_TxnOffsetCommitRequest(buf, pos, end, st):
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
    if pos + 10 > end: raise _R
    v0_2, v0_3 = _c4(buf, pos)
    pos += 10
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
                v1_1 = []
                for _ in range(n):
                    if pos + 12 > end: raise _R
                    v2_0, v2_1 = _c9(buf, pos)
                    pos += 12
                    if pos + 2 > end: raise _R
                    n = _I16(buf, pos)[0]
                    pos += 2
                    if n < 0:
                        if n != -1: raise _R
                        v2_2 = None
                    elif n > end - pos: raise _R
                    else:
                        v2_2 = str(buf[pos : pos + n], 'utf-8')
                        pos += n
                    x1 = {'partition_index': v2_0, 'committed_offset': v2_1, 'committed_metadata': v2_2}
                    v1_1.append(x1)
            x0 = {'name': v1_0, 'partitions': v1_1}
            v0_4.append(x0)
    body = {'transactional_id': v0_0, 'group_id': v0_1, 'producer_id': v0_2, 'producer_epoch': v0_3, 'topics': v0_4}
    return body, pos


def d379_TxnOffsetCommitResponse(buf, pos, end, st):
    if pos + 4 > end: raise _R
    v0_0 = _c6(buf, pos)[0]
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
                    v2_0, v2_1 = _c3(buf, pos)
                    pos += 6
                    st[1] = True
                    if v2_1 and not st[0]: st[0] = v2_1
                    x1 = {'partition_index': v2_0, 'error_code': v2_1}
                    v1_1.append(x1)
            x0 = {'name': v1_0, 'partitions': v1_1}
            v0_1.append(x0)
    body = {'throttle_time_ms': v0_0, 'topics': v0_1}
    return body, pos


def d382_TxnOffsetCommitRequest(buf, pos, end, st):
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
    if pos + 10 > end: raise _R
    v0_2, v0_3 = _c4(buf, pos)
    pos += 10
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
                v1_1 = []
                for _ in range(n):
                    if pos + 16 > end: raise _R
                    v2_0, v2_1, v2_2 = _c10(buf, pos)
                    pos += 16
                    if pos + 2 > end: raise _R
                    n = _I16(buf, pos)[0]
                    pos += 2
                    if n < 0:
                        if n != -1: raise _R
                        v2_3 = None
                    elif n > end - pos: raise _R
                    else:
                        v2_3 = str(buf[pos : pos + n], 'utf-8')
                        pos += n
                    x1 = {'partition_index': v2_0, 'committed_offset': v2_1, 'committed_leader_epoch': v2_2, 'committed_metadata': v2_3}
                    v1_1.append(x1)
            x0 = {'name': v1_0, 'partitions': v1_1}
            v0_4.append(x0)
    body = {'transactional_id': v0_0, 'group_id': v0_1, 'producer_id': v0_2, 'producer_epoch': v0_3, 'topics': v0_4}
    return body, pos


#: (api_key, version, kind) -> its decoder
DECODERS = {
    (24, 4, 'request'): d353_AddPartitionsToTxnRequest,
    (24, 5, 'request'): d353_AddPartitionsToTxnRequest,
    (24, 4, 'response'): d355_AddPartitionsToTxnResponse,
    (24, 5, 'response'): d355_AddPartitionsToTxnResponse,
    (25, 0, 'request'): d356_AddOffsetsToTxnRequest,
    (25, 1, 'request'): d356_AddOffsetsToTxnRequest,
    (25, 2, 'request'): d356_AddOffsetsToTxnRequest,
    (25, 0, 'response'): d357_AddOffsetsToTxnResponse,
    (25, 1, 'response'): d357_AddOffsetsToTxnResponse,
    (25, 2, 'response'): d357_AddOffsetsToTxnResponse,
    (25, 3, 'request'): d358_AddOffsetsToTxnRequest,
    (25, 4, 'request'): d358_AddOffsetsToTxnRequest,
    (25, 3, 'response'): d359_AddOffsetsToTxnResponse,
    (25, 4, 'response'): d359_AddOffsetsToTxnResponse,
    (26, 0, 'request'): d360_EndTxnRequest,
    (26, 1, 'request'): d360_EndTxnRequest,
    (26, 2, 'request'): d360_EndTxnRequest,
    (26, 0, 'response'): d361_EndTxnResponse,
    (26, 1, 'response'): d361_EndTxnResponse,
    (26, 2, 'response'): d361_EndTxnResponse,
    (26, 3, 'request'): d362_EndTxnRequest,
    (26, 4, 'request'): d362_EndTxnRequest,
    (26, 5, 'request'): d362_EndTxnRequest,
    (26, 3, 'response'): d363_EndTxnResponse,
    (26, 4, 'response'): d363_EndTxnResponse,
    (26, 5, 'response'): d364_EndTxnResponse,
    (27, 1, 'request'): d367_WriteTxnMarkersRequest,
    (27, 1, 'response'): d371_WriteTxnMarkersResponse,
    (27, 2, 'response'): d371_WriteTxnMarkersResponse,
    (27, 2, 'request'): d373_WriteTxnMarkersRequest,
    (28, 0, 'request'): d376_TxnOffsetCommitRequest,
    (28, 1, 'request'): d376_TxnOffsetCommitRequest,
    (28, 0, 'response'): d379_TxnOffsetCommitResponse,
    (28, 1, 'response'): d379_TxnOffsetCommitResponse,
    (28, 2, 'response'): d379_TxnOffsetCommitResponse,
    (28, 2, 'request'): d382_TxnOffsetCommitRequest,
}
