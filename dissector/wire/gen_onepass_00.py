"""One-pass decoders of standard bodies, part 0: d2_ProduceRequest, d5_ProduceResponse,
d8_ProduceResponse, d12_ProduceResponse, d15_ProduceRequest, d19_ProduceResponse,
d24_ProduceResponse, d26_ProduceRequest.

GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (:mod:`codegen.decoders`, from
``dissector/kafka/decode_layouts.json`` with :func:`dissector.wire.onepass.module_source`:
the source :func:`dissector.wire.onepass.gen_decode` executes for a body at run time);
``python -m codegen --check``, run by the tests, fails when it is stale.
"""

# ruff: noqa: E501, E701, F401, I001
from .decodekit import ABSENT as _ABS, ARRAYS as _ARRAYS, I16 as _I16, I32 as _I32, REFUSED as _R, Struct as _S, bools as _bools, default_maker as _maker, unpacker as _unpacker, uuid_text as _uuid, uuids as _uuids, uvarint as _uvarint

_c1 = _S('>hi').unpack_from
_c2 = _S('>i').unpack_from
_c3 = _S('>ihqq').unpack_from
_c4 = _S('>ihqqq').unpack_from
_c5 = _S('>ii').unpack_from
_c6 = _maker({'leader_id': -1, 'leader_epoch': -1})
_c7 = _maker([])
_c8 = _S('>16s').unpack_from


def d2_ProduceRequest(buf, pos, end, st):
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
    if pos + 6 > end: raise _R
    v0_1, v0_2 = _c1(buf, pos)
    pos += 6
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
                    if pos + 4 > end: raise _R
                    v2_0 = _c2(buf, pos)[0]
                    pos += 4
                    if pos + 4 > end: raise _R
                    n = _I32(buf, pos)[0]
                    pos += 4
                    if n < 0:
                        if n != -1: raise _R
                        v2_1 = None
                    elif n > end - pos: raise _R
                    else:
                        v2_1 = bytes(buf[pos : pos + n])
                        pos += n
                    x1 = {'index': v2_0, 'records': v2_1}
                    v1_1.append(x1)
            x0 = {'name': v1_0, 'partition_data': v1_1}
            v0_3.append(x0)
    body = {'transactional_id': v0_0, 'acks': v0_1, 'timeout_ms': v0_2, 'topic_data': v0_3}
    return body, pos


def d5_ProduceResponse(buf, pos, end, st):
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
                    if pos + 22 > end: raise _R
                    v2_0, v2_1, v2_2, v2_3 = _c3(buf, pos)
                    pos += 22
                    st[1] = True
                    if v2_1 and not st[0]: st[0] = v2_1
                    x1 = {'index': v2_0, 'error_code': v2_1, 'base_offset': v2_2, 'log_append_time_ms': v2_3}
                    v1_1.append(x1)
            x0 = {'name': v1_0, 'partition_responses': v1_1}
            v0_0.append(x0)
    if pos + 4 > end: raise _R
    v0_1 = _c2(buf, pos)[0]
    pos += 4
    body = {'responses': v0_0, 'throttle_time_ms': v0_1}
    return body, pos


def d8_ProduceResponse(buf, pos, end, st):
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
                    if pos + 30 > end: raise _R
                    v2_0, v2_1, v2_2, v2_3, v2_4 = _c4(buf, pos)
                    pos += 30
                    st[1] = True
                    if v2_1 and not st[0]: st[0] = v2_1
                    x1 = {'index': v2_0, 'error_code': v2_1, 'base_offset': v2_2, 'log_append_time_ms': v2_3, 'log_start_offset': v2_4}
                    v1_1.append(x1)
            x0 = {'name': v1_0, 'partition_responses': v1_1}
            v0_0.append(x0)
    if pos + 4 > end: raise _R
    v0_1 = _c2(buf, pos)[0]
    pos += 4
    body = {'responses': v0_0, 'throttle_time_ms': v0_1}
    return body, pos


def d12_ProduceResponse(buf, pos, end, st):
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
                    if pos + 30 > end: raise _R
                    v2_0, v2_1, v2_2, v2_3, v2_4 = _c4(buf, pos)
                    pos += 30
                    st[1] = True
                    if v2_1 and not st[0]: st[0] = v2_1
                    if pos + 4 > end: raise _R
                    n = _I32(buf, pos)[0]
                    pos += 4
                    if n < 0:
                        raise _R
                    elif n > end - pos: raise _R
                    else:
                        v2_5 = []
                        for _ in range(n):
                            if pos + 4 > end: raise _R
                            v3_0 = _c2(buf, pos)[0]
                            pos += 4
                            if pos + 2 > end: raise _R
                            n = _I16(buf, pos)[0]
                            pos += 2
                            if n < 0:
                                if n != -1: raise _R
                                v3_1 = None
                            elif n > end - pos: raise _R
                            else:
                                v3_1 = str(buf[pos : pos + n], 'utf-8')
                                pos += n
                            x2 = {'batch_index': v3_0, 'batch_index_error_message': v3_1}
                            v2_5.append(x2)
                    if pos + 2 > end: raise _R
                    n = _I16(buf, pos)[0]
                    pos += 2
                    if n < 0:
                        if n != -1: raise _R
                        v2_6 = None
                    elif n > end - pos: raise _R
                    else:
                        v2_6 = str(buf[pos : pos + n], 'utf-8')
                        pos += n
                    x1 = {'index': v2_0, 'error_code': v2_1, 'base_offset': v2_2, 'log_append_time_ms': v2_3, 'log_start_offset': v2_4, 'record_errors': v2_5, 'error_message': v2_6}
                    v1_1.append(x1)
            x0 = {'name': v1_0, 'partition_responses': v1_1}
            v0_0.append(x0)
    if pos + 4 > end: raise _R
    v0_1 = _c2(buf, pos)[0]
    pos += 4
    body = {'responses': v0_0, 'throttle_time_ms': v0_1}
    return body, pos


def d15_ProduceRequest(buf, pos, end, st):
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
    if pos + 6 > end: raise _R
    v0_1, v0_2 = _c1(buf, pos)
    pos += 6
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
                v1_1 = []
                for _ in range(n):
                    if pos + 4 > end: raise _R
                    v2_0 = _c2(buf, pos)[0]
                    pos += 4
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
                        v2_1 = bytes(buf[pos : pos + n])
                        pos += n
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'index': v2_0, 'records': v2_1}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'name': v1_0, 'partition_data': v1_1}
            v0_3.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'transactional_id': v0_0, 'acks': v0_1, 'timeout_ms': v0_2, 'topic_data': v0_3}
    return body, pos


def d19_ProduceResponse(buf, pos, end, st):
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
                    if pos + 30 > end: raise _R
                    v2_0, v2_1, v2_2, v2_3, v2_4 = _c4(buf, pos)
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
                            v3_0 = _c2(buf, pos)[0]
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
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'index': v2_0, 'error_code': v2_1, 'base_offset': v2_2, 'log_append_time_ms': v2_3, 'log_start_offset': v2_4, 'record_errors': v2_5, 'error_message': v2_6}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'name': v1_0, 'partition_responses': v1_1}
            v0_0.append(x0)
    if pos + 4 > end: raise _R
    v0_1 = _c2(buf, pos)[0]
    pos += 4
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'responses': v0_0, 'throttle_time_ms': v0_1}
    return body, pos


def d24_ProduceResponse(buf, pos, end, st):
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
                    if pos + 30 > end: raise _R
                    v2_0, v2_1, v2_2, v2_3, v2_4 = _c4(buf, pos)
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
                            v3_0 = _c2(buf, pos)[0]
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
                                v3_0, v3_1 = _c5(buf, pos)
                                pos += 8
                                if pos >= end or buf[pos]: raise _R
                                pos += 1
                                v2_7 = {'leader_id': v3_0, 'leader_epoch': v3_1}
                                end = outer2
                            else: raise _R
                            if pos != stop2: raise _R
                    if v2_7 is _ABS: v2_7 = _c6()
                    x1 = {'index': v2_0, 'error_code': v2_1, 'base_offset': v2_2, 'log_append_time_ms': v2_3, 'log_start_offset': v2_4, 'record_errors': v2_5, 'error_message': v2_6, 'current_leader': v2_7}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'name': v1_0, 'partition_responses': v1_1}
            v0_0.append(x0)
    if pos + 4 > end: raise _R
    v0_1 = _c2(buf, pos)[0]
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
                        v1_0 = _c2(buf, pos)[0]
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
                        v1_2 = _c2(buf, pos)[0]
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
    if v0_2 is _ABS: v0_2 = _c7()
    body = {'responses': v0_0, 'throttle_time_ms': v0_1, 'node_endpoints': v0_2}
    return body, pos


def d26_ProduceRequest(buf, pos, end, st):
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
    if pos + 6 > end: raise _R
    v0_1, v0_2 = _c1(buf, pos)
    pos += 6
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
            if pos + 16 > end: raise _R
            v1_0 = _c8(buf, pos)[0]
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
                    if pos + 4 > end: raise _R
                    v2_0 = _c2(buf, pos)[0]
                    pos += 4
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
                        v2_1 = bytes(buf[pos : pos + n])
                        pos += n
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'index': v2_0, 'records': v2_1}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'topic_id': v1_0, 'partition_data': v1_1}
            v0_3.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'transactional_id': v0_0, 'acks': v0_1, 'timeout_ms': v0_2, 'topic_data': v0_3}
    return body, pos


#: (api_key, version, kind) -> its decoder
DECODERS = {
    (0, 3, 'request'): d2_ProduceRequest,
    (0, 4, 'request'): d2_ProduceRequest,
    (0, 5, 'request'): d2_ProduceRequest,
    (0, 6, 'request'): d2_ProduceRequest,
    (0, 7, 'request'): d2_ProduceRequest,
    (0, 8, 'request'): d2_ProduceRequest,
    (0, 3, 'response'): d5_ProduceResponse,
    (0, 4, 'response'): d5_ProduceResponse,
    (0, 5, 'response'): d8_ProduceResponse,
    (0, 6, 'response'): d8_ProduceResponse,
    (0, 7, 'response'): d8_ProduceResponse,
    (0, 8, 'response'): d12_ProduceResponse,
    (0, 9, 'request'): d15_ProduceRequest,
    (0, 10, 'request'): d15_ProduceRequest,
    (0, 11, 'request'): d15_ProduceRequest,
    (0, 12, 'request'): d15_ProduceRequest,
    (0, 9, 'response'): d19_ProduceResponse,
    (0, 10, 'response'): d24_ProduceResponse,
    (0, 11, 'response'): d24_ProduceResponse,
    (0, 12, 'response'): d24_ProduceResponse,
    (0, 13, 'request'): d26_ProduceRequest,
}
