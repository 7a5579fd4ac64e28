"""One-pass decoders of standard bodies, part 1: d28_ProduceResponse, d31_FetchRequest,
d35_FetchResponse, d38_FetchRequest, d41_FetchResponse, d43_FetchRequest, d44_FetchResponse,
d47_FetchRequest, d48_FetchRequest.

GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (:mod:`codegen.decoders`, from
``dissector/kafka/decode_layouts.json`` with :func:`dissector.wire.onepass.module_source`:
the source :func:`dissector.wire.onepass.gen_decode` executes for a body at run time);
``python -m codegen --check``, run by the tests, fails when it is stale.
"""

# ruff: noqa: E501, E701, F401, I001
from .decodekit import ABSENT as _ABS, ARRAYS as _ARRAYS, I16 as _I16, I32 as _I32, REFUSED as _R, Struct as _S, bools as _bools, default_maker as _maker, unpacker as _unpacker, uuid_text as _uuid, uuids as _uuids, uvarint as _uvarint

_c1 = _S('>16s').unpack_from
_c2 = _S('>ihqqq').unpack_from
_c3 = _S('>i').unpack_from
_c4 = _S('>ii').unpack_from
_c5 = _maker({'leader_id': -1, 'leader_epoch': -1})
_c6 = _maker([])
_c7 = _S('>iiiib').unpack_from
_c8 = _S('>iqi').unpack_from
_c9 = _S('>ihqq').unpack_from
_c10 = _S('>qq').unpack_from
_c11 = _S('>iqqi').unpack_from
_c12 = _S('>iiiibii').unpack_from
_c13 = _ARRAYS['i']
_c14 = _S('>ihi').unpack_from
_c15 = _S('>iiqqi').unpack_from


def d28_ProduceResponse(buf, pos, end, st):
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
            if pos + 16 > end: raise _R
            v1_0 = _c1(buf, pos)[0]
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
                v1_1 = []
                for _ in range(n):
                    if pos + 30 > end: raise _R
                    v2_0, v2_1, v2_2, v2_3, v2_4 = _c2(buf, pos)
                    pos += 30
                    st[1] = True
                    if v2_1 and not st[0]: st[0] = v2_1
                    if pos >= end: raise _R
                    n = buf[pos]
                    if n < 128: pos += 1
                    else: n, pos = _uvarint(buf, pos, end)
                    n -= 1
                    if n < 0:
                        raise _R
                    elif n > end - pos: raise _R
                    else:
                        v2_5 = []
                        for _ in range(n):
                            if pos + 4 > end: raise _R
                            v3_0 = _c3(buf, pos)[0]
                            pos += 4
                            if pos >= end: raise _R
                            n = buf[pos]
                            if n < 128: pos += 1
                            else: n, pos = _uvarint(buf, pos, end)
                            n -= 1
                            if n < 0:
                                if n != -1: raise _R
                                v3_1 = None
                            elif n > end - pos: raise _R
                            else:
                                v3_1 = str(buf[pos : pos + n], 'utf-8')
                                pos += n
                            if pos >= end or buf[pos]: raise _R
                            pos += 1
                            x2 = {'batch_index': v3_0, 'batch_index_error_message': v3_1}
                            v2_5.append(x2)
                    if pos >= end: raise _R
                    n = buf[pos]
                    if n < 128: pos += 1
                    else: n, pos = _uvarint(buf, pos, end)
                    n -= 1
                    if n < 0:
                        if n != -1: raise _R
                        v2_6 = None
                    elif n > end - pos: raise _R
                    else:
                        v2_6 = str(buf[pos : pos + n], 'utf-8')
                        pos += n
                    v2_7 = _ABS
                    if pos >= end: raise _R
                    if buf[pos] == 0: pos += 1
                    else:
                        count2, pos = _uvarint(buf, pos, end)
                        if count2 > end - pos: raise _R
                        last2 = -1
                        for _ in range(count2):
                            tag2, pos = _uvarint(buf, pos, end)
                            size, pos = _uvarint(buf, pos, end)
                            if tag2 <= last2 or size > end - pos: raise _R
                            last2 = tag2
                            stop2 = pos + size
                            if tag2 == 0:
                                outer2, end = end, stop2
                                if pos + 8 > end: raise _R
                                v3_0, v3_1 = _c4(buf, pos)
                                pos += 8
                                if pos >= end or buf[pos]: raise _R
                                pos += 1
                                v2_7 = {'leader_id': v3_0, 'leader_epoch': v3_1}
                                end = outer2
                            else: raise _R
                            if pos != stop2: raise _R
                    if v2_7 is _ABS: v2_7 = _c5()
                    x1 = {'index': v2_0, 'error_code': v2_1, 'base_offset': v2_2, 'log_append_time_ms': v2_3, 'log_start_offset': v2_4, 'record_errors': v2_5, 'error_message': v2_6, 'current_leader': v2_7}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'topic_id': v1_0, 'partition_responses': v1_1}
            v0_0.append(x0)
    if pos + 4 > end: raise _R
    v0_1 = _c3(buf, pos)[0]
    pos += 4
    v0_2 = _ABS
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
                    v0_2 = []
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
                        if pos >= end or buf[pos]: raise _R
                        pos += 1
                        x0 = {'node_id': v1_0, 'host': v1_1, 'port': v1_2, 'rack': v1_3}
                        v0_2.append(x0)
                end = outer0
            else: raise _R
            if pos != stop0: raise _R
    if v0_2 is _ABS: v0_2 = _c6()
    body = {'responses': v0_0, 'throttle_time_ms': v0_1, 'node_endpoints': v0_2}
    return body, pos


def d31_FetchRequest(buf, pos, end, st):
    if pos + 17 > end: raise _R
    v0_0, v0_1, v0_2, v0_3, v0_4 = _c7(buf, pos)
    pos += 17
    if pos + 4 > end: raise _R
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_5 = []
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
                    v2_0, v2_1, v2_2 = _c8(buf, pos)
                    pos += 16
                    x1 = {'partition': v2_0, 'fetch_offset': v2_1, 'partition_max_bytes': v2_2}
                    v1_1.append(x1)
            x0 = {'topic': v1_0, 'partitions': v1_1}
            v0_5.append(x0)
    body = {'replica_id': v0_0, 'max_wait_ms': v0_1, 'min_bytes': v0_2, 'max_bytes': v0_3, 'isolation_level': v0_4, 'topics': v0_5}
    return body, pos


def d35_FetchResponse(buf, pos, end, st):
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
                    if pos + 22 > end: raise _R
                    v2_0, v2_1, v2_2, v2_3 = _c9(buf, pos)
                    pos += 22
                    st[1] = True
                    if v2_1 and not st[0]: st[0] = v2_1
                    if pos + 4 > end: raise _R
                    n = _I32(buf, pos)[0]
                    pos += 4
                    if n < 0:
                        if n != -1: raise _R
                        v2_4 = None
                    elif n > end - pos: raise _R
                    else:
                        v2_4 = []
                        for _ in range(n):
                            if pos + 16 > end: raise _R
                            v3_0, v3_1 = _c10(buf, pos)
                            pos += 16
                            x2 = {'producer_id': v3_0, 'first_offset': v3_1}
                            v2_4.append(x2)
                    if pos + 4 > end: raise _R
                    n = _I32(buf, pos)[0]
                    pos += 4
                    if n < 0:
                        if n != -1: raise _R
                        v2_5 = None
                    elif n > end - pos: raise _R
                    else:
                        v2_5 = bytes(buf[pos : pos + n])
                        pos += n
                    x1 = {'partition_index': v2_0, 'error_code': v2_1, 'high_watermark': v2_2, 'last_stable_offset': v2_3, 'aborted_transactions': v2_4, 'records': v2_5}
                    v1_1.append(x1)
            x0 = {'topic': v1_0, 'partitions': v1_1}
            v0_1.append(x0)
    body = {'throttle_time_ms': v0_0, 'responses': v0_1}
    return body, pos


def d38_FetchRequest(buf, pos, end, st):
    if pos + 17 > end: raise _R
    v0_0, v0_1, v0_2, v0_3, v0_4 = _c7(buf, pos)
    pos += 17
    if pos + 4 > end: raise _R
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_5 = []
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
                    if pos + 24 > end: raise _R
                    v2_0, v2_1, v2_2, v2_3 = _c11(buf, pos)
                    pos += 24
                    x1 = {'partition': v2_0, 'fetch_offset': v2_1, 'log_start_offset': v2_2, 'partition_max_bytes': v2_3}
                    v1_1.append(x1)
            x0 = {'topic': v1_0, 'partitions': v1_1}
            v0_5.append(x0)
    body = {'replica_id': v0_0, 'max_wait_ms': v0_1, 'min_bytes': v0_2, 'max_bytes': v0_3, 'isolation_level': v0_4, 'topics': v0_5}
    return body, pos


def d41_FetchResponse(buf, pos, end, st):
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
                    if pos + 30 > end: raise _R
                    v2_0, v2_1, v2_2, v2_3, v2_4 = _c2(buf, pos)
                    pos += 30
                    st[1] = True
                    if v2_1 and not st[0]: st[0] = v2_1
                    if pos + 4 > end: raise _R
                    n = _I32(buf, pos)[0]
                    pos += 4
                    if n < 0:
                        if n != -1: raise _R
                        v2_5 = None
                    elif n > end - pos: raise _R
                    else:
                        v2_5 = []
                        for _ in range(n):
                            if pos + 16 > end: raise _R
                            v3_0, v3_1 = _c10(buf, pos)
                            pos += 16
                            x2 = {'producer_id': v3_0, 'first_offset': v3_1}
                            v2_5.append(x2)
                    if pos + 4 > end: raise _R
                    n = _I32(buf, pos)[0]
                    pos += 4
                    if n < 0:
                        if n != -1: raise _R
                        v2_6 = None
                    elif n > end - pos: raise _R
                    else:
                        v2_6 = bytes(buf[pos : pos + n])
                        pos += n
                    x1 = {'partition_index': v2_0, 'error_code': v2_1, 'high_watermark': v2_2, 'last_stable_offset': v2_3, 'log_start_offset': v2_4, 'aborted_transactions': v2_5, 'records': v2_6}
                    v1_1.append(x1)
            x0 = {'topic': v1_0, 'partitions': v1_1}
            v0_1.append(x0)
    body = {'throttle_time_ms': v0_0, 'responses': v0_1}
    return body, pos


def d43_FetchRequest(buf, pos, end, st):
    if pos + 25 > end: raise _R
    v0_0, v0_1, v0_2, v0_3, v0_4, v0_5, v0_6 = _c12(buf, pos)
    pos += 25
    if pos + 4 > end: raise _R
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_7 = []
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
                    if pos + 24 > end: raise _R
                    v2_0, v2_1, v2_2, v2_3 = _c11(buf, pos)
                    pos += 24
                    x1 = {'partition': v2_0, 'fetch_offset': v2_1, 'log_start_offset': v2_2, 'partition_max_bytes': v2_3}
                    v1_1.append(x1)
            x0 = {'topic': v1_0, 'partitions': v1_1}
            v0_7.append(x0)
    if pos + 4 > end: raise _R
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_8 = []
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
                u = _c13.get(n)
                if u is None: u = _unpacker('i', n)
                v1_1 = list(u(buf, pos))
                pos += n * 4
            x0 = {'topic': v1_0, 'partitions': v1_1}
            v0_8.append(x0)
    body = {'replica_id': v0_0, 'max_wait_ms': v0_1, 'min_bytes': v0_2, 'max_bytes': v0_3, 'isolation_level': v0_4, 'session_id': v0_5, 'session_epoch': v0_6, 'topics': v0_7, 'forgotten_topics_data': v0_8}
    return body, pos


def d44_FetchResponse(buf, pos, end, st):
    if pos + 10 > end: raise _R
    v0_0, v0_1, v0_2 = _c14(buf, pos)
    pos += 10
    st[1] = True
    if v0_1: st[0] = v0_1
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
                v1_1 = []
                for _ in range(n):
                    if pos + 30 > end: raise _R
                    v2_0, v2_1, v2_2, v2_3, v2_4 = _c2(buf, pos)
                    pos += 30
                    st[1] = True
                    if v2_1 and not st[0]: st[0] = v2_1
                    if pos + 4 > end: raise _R
                    n = _I32(buf, pos)[0]
                    pos += 4
                    if n < 0:
                        if n != -1: raise _R
                        v2_5 = None
                    elif n > end - pos: raise _R
                    else:
                        v2_5 = []
                        for _ in range(n):
                            if pos + 16 > end: raise _R
                            v3_0, v3_1 = _c10(buf, pos)
                            pos += 16
                            x2 = {'producer_id': v3_0, 'first_offset': v3_1}
                            v2_5.append(x2)
                    if pos + 4 > end: raise _R
                    n = _I32(buf, pos)[0]
                    pos += 4
                    if n < 0:
                        if n != -1: raise _R
                        v2_6 = None
                    elif n > end - pos: raise _R
                    else:
                        v2_6 = bytes(buf[pos : pos + n])
                        pos += n
                    x1 = {'partition_index': v2_0, 'error_code': v2_1, 'high_watermark': v2_2, 'last_stable_offset': v2_3, 'log_start_offset': v2_4, 'aborted_transactions': v2_5, 'records': v2_6}
                    v1_1.append(x1)
            x0 = {'topic': v1_0, 'partitions': v1_1}
            v0_3.append(x0)
    body = {'throttle_time_ms': v0_0, 'error_code': v0_1, 'session_id': v0_2, 'responses': v0_3}
    return body, pos


def d47_FetchRequest(buf, pos, end, st):
    if pos + 25 > end: raise _R
    v0_0, v0_1, v0_2, v0_3, v0_4, v0_5, v0_6 = _c12(buf, pos)
    pos += 25
    if pos + 4 > end: raise _R
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_7 = []
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
                    if pos + 28 > end: raise _R
                    v2_0, v2_1, v2_2, v2_3, v2_4 = _c15(buf, pos)
                    pos += 28
                    x1 = {'partition': v2_0, 'current_leader_epoch': v2_1, 'fetch_offset': v2_2, 'log_start_offset': v2_3, 'partition_max_bytes': v2_4}
                    v1_1.append(x1)
            x0 = {'topic': v1_0, 'partitions': v1_1}
            v0_7.append(x0)
    if pos + 4 > end: raise _R
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_8 = []
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
                u = _c13.get(n)
                if u is None: u = _unpacker('i', n)
                v1_1 = list(u(buf, pos))
                pos += n * 4
            x0 = {'topic': v1_0, 'partitions': v1_1}
            v0_8.append(x0)
    body = {'replica_id': v0_0, 'max_wait_ms': v0_1, 'min_bytes': v0_2, 'max_bytes': v0_3, 'isolation_level': v0_4, 'session_id': v0_5, 'session_epoch': v0_6, 'topics': v0_7, 'forgotten_topics_data': v0_8}
    return body, pos


def d48_FetchRequest(buf, pos, end, st):
    if pos + 25 > end: raise _R
    v0_0, v0_1, v0_2, v0_3, v0_4, v0_5, v0_6 = _c12(buf, pos)
    pos += 25
    if pos + 4 > end: raise _R
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_7 = []
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
                    if pos + 28 > end: raise _R
                    v2_0, v2_1, v2_2, v2_3, v2_4 = _c15(buf, pos)
                    pos += 28
                    x1 = {'partition': v2_0, 'current_leader_epoch': v2_1, 'fetch_offset': v2_2, 'log_start_offset': v2_3, 'partition_max_bytes': v2_4}
                    v1_1.append(x1)
            x0 = {'topic': v1_0, 'partitions': v1_1}
            v0_7.append(x0)
    if pos + 4 > end: raise _R
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_8 = []
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
                u = _c13.get(n)
                if u is None: u = _unpacker('i', n)
                v1_1 = list(u(buf, pos))
                pos += n * 4
            x0 = {'topic': v1_0, 'partitions': v1_1}
            v0_8.append(x0)
    if pos + 2 > end: raise _R
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_9 = str(buf[pos : pos + n], 'utf-8')
        pos += n
    body = {'replica_id': v0_0, 'max_wait_ms': v0_1, 'min_bytes': v0_2, 'max_bytes': v0_3, 'isolation_level': v0_4, 'session_id': v0_5, 'session_epoch': v0_6, 'topics': v0_7, 'forgotten_topics_data': v0_8, 'rack_id': v0_9}
    return body, pos


#: (api_key, version, kind) -> its decoder
DECODERS = {
    (0, 13, 'response'): d28_ProduceResponse,
    (1, 4, 'request'): d31_FetchRequest,
    (1, 4, 'response'): d35_FetchResponse,
    (1, 5, 'request'): d38_FetchRequest,
    (1, 6, 'request'): d38_FetchRequest,
    (1, 5, 'response'): d41_FetchResponse,
    (1, 6, 'response'): d41_FetchResponse,
    (1, 7, 'request'): d43_FetchRequest,
    (1, 8, 'request'): d43_FetchRequest,
    (1, 7, 'response'): d44_FetchResponse,
    (1, 8, 'response'): d44_FetchResponse,
    (1, 9, 'response'): d44_FetchResponse,
    (1, 10, 'response'): d44_FetchResponse,
    (1, 9, 'request'): d47_FetchRequest,
    (1, 10, 'request'): d47_FetchRequest,
    (1, 11, 'request'): d48_FetchRequest,
}
