"""One-pass decoders of standard bodies, part 15: d292_CreateTopicsRequest,
d295_CreateTopicsResponse, d297_CreateTopicsResponse, d298_DeleteTopicsRequest,
d300_DeleteTopicsResponse, d301_DeleteTopicsRequest, d303_DeleteTopicsResponse,
d305_DeleteTopicsResponse, d307_DeleteTopicsRequest, d309_DeleteTopicsResponse,
d312_DeleteRecordsRequest, d315_DeleteRecordsResponse.

GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (:mod:`codegen.decoders`, from
``dissector/kafka/decode_layouts.json`` with :func:`dissector.wire.onepass.module_source`:
the source :func:`dissector.wire.onepass.gen_decode` executes for a body at run time);
``python -m codegen --check``, run by the tests, fails when it is stale.
"""

# ruff: noqa: E501, E701, F401, I001
from .decodekit import ABSENT as _ABS, ARRAYS as _ARRAYS, I16 as _I16, I32 as _I32, REFUSED as _R, Struct as _S, bools as _bools, default_maker as _maker, unpacker as _unpacker, uuid_text as _uuid, uuids as _uuids, uvarint as _uvarint

_c1 = _S('>ih').unpack_from
_c2 = _S('>i').unpack_from
_c3 = _ARRAYS['i']
_c4 = _S('>iB').unpack_from
_c5 = _S('>h').unpack_from
_c6 = _S('>BbB').unpack_from
_c7 = 0
_c8 = _S('>16sh').unpack_from
_c9 = _S('>16s').unpack_from
_c10 = _S('>iq').unpack_from
_c11 = _S('>iqh').unpack_from


def d292_CreateTopicsRequest(buf, pos, end, st):
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
            if pos + 6 > end: raise _R
            v1_1, v1_2 = _c1(buf, pos)
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
                v1_3 = []
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
                        raise _R
                    elif n > end - pos: raise _R
                    else:
                        if n * 4 > end - pos: raise _R
                        u = _c3.get(n)
                        if u is None: u = _unpacker('i', n)
                        v2_1 = list(u(buf, pos))
                        pos += n * 4
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'partition_index': v2_0, 'broker_ids': v2_1}
                    v1_3.append(x1)
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
                        if n != -1: raise _R
                        v2_1 = None
                    elif n > end - pos: raise _R
                    else:
                        v2_1 = str(buf[pos : pos + n], 'utf-8')
                        pos += n
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'name': v2_0, 'value': v2_1}
                    v1_4.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'name': v1_0, 'num_partitions': v1_1, 'replication_factor': v1_2, 'assignments': v1_3, 'configs': v1_4}
            v0_0.append(x0)
    if pos + 5 > end: raise _R
    v0_1, v0_2 = _c4(buf, pos)
    pos += 5
    if v0_2 > 1: raise _R
    v0_2 = v0_2 == 1
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'topics': v0_0, 'timeout_ms': v0_1, 'validate_only': v0_2}
    return body, pos


def d295_CreateTopicsResponse(buf, pos, end, st):
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
            if pos + 2 > end: raise _R
            v1_1 = _c5(buf, pos)[0]
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
            if pos + 6 > end: raise _R
            v1_4, v1_5 = _c1(buf, pos)
            pos += 6
            if pos >= end: raise _R
            n = buf[pos]
            if n < 128: pos += 1
            else: n, pos = _uvarint(buf, pos, end)
            n -= 1
            if n < 0:
                if n != -1: raise _R
                v1_6 = None
            elif n > end - pos: raise _R
            else:
                v1_6 = []
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
                        if n != -1: raise _R
                        v2_1 = None
                    elif n > end - pos: raise _R
                    else:
                        v2_1 = str(buf[pos : pos + n], 'utf-8')
                        pos += n
                    if pos + 3 > end: raise _R
                    v2_2, v2_3, v2_4 = _c6(buf, pos)
                    pos += 3
                    if v2_2 > 1: raise _R
                    v2_2 = v2_2 == 1
                    if v2_4 > 1: raise _R
                    v2_4 = v2_4 == 1
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'name': v2_0, 'value': v2_1, 'read_only': v2_2, 'config_source': v2_3, 'is_sensitive': v2_4}
                    v1_6.append(x1)
            v1_3 = _ABS
            if pos >= end: raise _R
            if buf[pos] == 0: pos += 1
            else:
                count1, pos = _uvarint(buf, pos, end)
                if count1 > end - pos: raise _R
                last1 = -1
                for _ in range(count1):
                    tag1, pos = _uvarint(buf, pos, end)
                    size, pos = _uvarint(buf, pos, end)
                    if tag1 <= last1 or size > end - pos: raise _R
                    last1 = tag1
                    stop1 = pos + size
                    if tag1 == 0:
                        outer1, end = end, stop1
                        if pos + 2 > end: raise _R
                        v1_3 = _c5(buf, pos)[0]
                        pos += 2
                        end = outer1
                    else: raise _R
                    if pos != stop1: raise _R
            if v1_3 is _ABS: v1_3 = _c7
            x0 = {'name': v1_0, 'error_code': v1_1, 'error_message': v1_2, 'topic_config_error_code': v1_3, 'num_partitions': v1_4, 'replication_factor': v1_5, 'configs': v1_6}
            v0_1.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'topics': v0_1}
    return body, pos


def d297_CreateTopicsResponse(buf, pos, end, st):
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
            if pos + 18 > end: raise _R
            v1_1, v1_2 = _c8(buf, pos)
            pos += 18
            v1_1 = _uuid(v1_1)
            st[1] = True
            if v1_2 and not st[0]: st[0] = v1_2
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
            if pos + 6 > end: raise _R
            v1_5, v1_6 = _c1(buf, pos)
            pos += 6
            if pos >= end: raise _R
            n = buf[pos]
            if n < 128: pos += 1
            else: n, pos = _uvarint(buf, pos, end)
            n -= 1
            if n < 0:
                if n != -1: raise _R
                v1_7 = None
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
                        if n != -1: raise _R
                        v2_1 = None
                    elif n > end - pos: raise _R
                    else:
                        v2_1 = str(buf[pos : pos + n], 'utf-8')
                        pos += n
                    if pos + 3 > end: raise _R
                    v2_2, v2_3, v2_4 = _c6(buf, pos)
                    pos += 3
                    if v2_2 > 1: raise _R
                    v2_2 = v2_2 == 1
                    if v2_4 > 1: raise _R
                    v2_4 = v2_4 == 1
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'name': v2_0, 'value': v2_1, 'read_only': v2_2, 'config_source': v2_3, 'is_sensitive': v2_4}
                    v1_7.append(x1)
            v1_4 = _ABS
            if pos >= end: raise _R
            if buf[pos] == 0: pos += 1
            else:
                count1, pos = _uvarint(buf, pos, end)
                if count1 > end - pos: raise _R
                last1 = -1
                for _ in range(count1):
                    tag1, pos = _uvarint(buf, pos, end)
                    size, pos = _uvarint(buf, pos, end)
                    if tag1 <= last1 or size > end - pos: raise _R
                    last1 = tag1
                    stop1 = pos + size
                    if tag1 == 0:
                        outer1, end = end, stop1
                        if pos + 2 > end: raise _R
                        v1_4 = _c5(buf, pos)[0]
                        pos += 2
                        end = outer1
                    else: raise _R
                    if pos != stop1: raise _R
            if v1_4 is _ABS: v1_4 = _c7
            x0 = {'name': v1_0, 'topic_id': v1_1, 'error_code': v1_2, 'error_message': v1_3, 'topic_config_error_code': v1_4, 'num_partitions': v1_5, 'replication_factor': v1_6, 'configs': v1_7}
            v0_1.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'topics': v0_1}
    return body, pos


def d298_DeleteTopicsRequest(buf, pos, end, st):
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
                x = str(buf[pos : pos + n], 'utf-8')
                pos += n
            v0_0.append(x)
    if pos + 4 > end: raise _R
    v0_1 = _c2(buf, pos)[0]
    pos += 4
    body = {'topic_names': v0_0, 'timeout_ms': v0_1}
    return body, pos


def d300_DeleteTopicsResponse(buf, pos, end, st):
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
            v1_1 = _c5(buf, pos)[0]
            pos += 2
            st[1] = True
            if v1_1 and not st[0]: st[0] = v1_1
            x0 = {'name': v1_0, 'error_code': v1_1}
            v0_1.append(x0)
    body = {'throttle_time_ms': v0_0, 'responses': v0_1}
    return body, pos


def d301_DeleteTopicsRequest(buf, pos, end, st):
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
    if pos + 4 > end: raise _R
    v0_1 = _c2(buf, pos)[0]
    pos += 4
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'topic_names': v0_0, 'timeout_ms': v0_1}
    return body, pos


def d303_DeleteTopicsResponse(buf, pos, end, st):
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
            if pos + 2 > end: raise _R
            v1_1 = _c5(buf, pos)[0]
            pos += 2
            st[1] = True
            if v1_1 and not st[0]: st[0] = v1_1
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'name': v1_0, 'error_code': v1_1}
            v0_1.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'responses': v0_1}
    return body, pos


def d305_DeleteTopicsResponse(buf, pos, end, st):
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
            if pos + 2 > end: raise _R
            v1_1 = _c5(buf, pos)[0]
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
    body = {'throttle_time_ms': v0_0, 'responses': v0_1}
    return body, pos


def d307_DeleteTopicsRequest(buf, pos, end, st):
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
                if n != -1: raise _R
                v1_0 = None
            elif n > end - pos: raise _R
            else:
                v1_0 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            if pos + 16 > end: raise _R
            v1_1 = _c9(buf, pos)[0]
            pos += 16
            v1_1 = _uuid(v1_1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'name': v1_0, 'topic_id': v1_1}
            v0_0.append(x0)
    if pos + 4 > end: raise _R
    v0_1 = _c2(buf, pos)[0]
    pos += 4
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'topics': v0_0, 'timeout_ms': v0_1}
    return body, pos


def d309_DeleteTopicsResponse(buf, pos, end, st):
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
                if n != -1: raise _R
                v1_0 = None
            elif n > end - pos: raise _R
            else:
                v1_0 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            if pos + 18 > end: raise _R
            v1_1, v1_2 = _c8(buf, pos)
            pos += 18
            v1_1 = _uuid(v1_1)
            st[1] = True
            if v1_2 and not st[0]: st[0] = v1_2
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
            x0 = {'name': v1_0, 'topic_id': v1_1, 'error_code': v1_2, 'error_message': v1_3}
            v0_1.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'responses': v0_1}
    return body, pos


def d312_DeleteRecordsRequest(buf, pos, end, st):
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
                    v2_0, v2_1 = _c10(buf, pos)
                    pos += 12
                    x1 = {'partition_index': v2_0, 'offset': v2_1}
                    v1_1.append(x1)
            x0 = {'name': v1_0, 'partitions': v1_1}
            v0_0.append(x0)
    if pos + 4 > end: raise _R
    v0_1 = _c2(buf, pos)[0]
    pos += 4
    body = {'topics': v0_0, 'timeout_ms': v0_1}
    return body, pos


def d315_DeleteRecordsResponse(buf, pos, end, st):
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
                    if pos + 14 > end: raise _R
                    v2_0, v2_1, v2_2 = _c11(buf, pos)
                    pos += 14
                    st[1] = True
                    if v2_2 and not st[0]: st[0] = v2_2
                    x1 = {'partition_index': v2_0, 'low_watermark': v2_1, 'error_code': v2_2}
                    v1_1.append(x1)
            x0 = {'name': v1_0, 'partitions': v1_1}
            v0_1.append(x0)
    body = {'throttle_time_ms': v0_0, 'topics': v0_1}
    return body, pos


#: (api_key, version, kind) -> its decoder
DECODERS = {
    (19, 5, 'request'): d292_CreateTopicsRequest,
    (19, 6, 'request'): d292_CreateTopicsRequest,
    (19, 7, 'request'): d292_CreateTopicsRequest,
    (19, 5, 'response'): d295_CreateTopicsResponse,
    (19, 6, 'response'): d295_CreateTopicsResponse,
    (19, 7, 'response'): d297_CreateTopicsResponse,
    (20, 1, 'request'): d298_DeleteTopicsRequest,
    (20, 2, 'request'): d298_DeleteTopicsRequest,
    (20, 3, 'request'): d298_DeleteTopicsRequest,
    (20, 1, 'response'): d300_DeleteTopicsResponse,
    (20, 2, 'response'): d300_DeleteTopicsResponse,
    (20, 3, 'response'): d300_DeleteTopicsResponse,
    (20, 4, 'request'): d301_DeleteTopicsRequest,
    (20, 5, 'request'): d301_DeleteTopicsRequest,
    (20, 4, 'response'): d303_DeleteTopicsResponse,
    (20, 5, 'response'): d305_DeleteTopicsResponse,
    (20, 6, 'request'): d307_DeleteTopicsRequest,
    (20, 6, 'response'): d309_DeleteTopicsResponse,
    (21, 0, 'request'): d312_DeleteRecordsRequest,
    (21, 1, 'request'): d312_DeleteRecordsRequest,
    (21, 0, 'response'): d315_DeleteRecordsResponse,
    (21, 1, 'response'): d315_DeleteRecordsResponse,
}
