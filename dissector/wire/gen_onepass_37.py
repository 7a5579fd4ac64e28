"""One-pass decoders of standard bodies, part 37: d793_ReadShareGroupStateResponse,
d796_WriteShareGroupStateRequest, d798_WriteShareGroupStateResponse,
d801_WriteShareGroupStateRequest, d804_DeleteShareGroupStateRequest,
d806_DeleteShareGroupStateResponse, d808_ReadShareGroupStateSummaryRequest,
d811_ReadShareGroupStateSummaryResponse, d814_ReadShareGroupStateSummaryResponse.

GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (:mod:`codegen.decoders`, from
``dissector/kafka/decode_layouts.json`` with :func:`dissector.wire.onepass.module_source`:
the source :func:`dissector.wire.onepass.gen_decode` executes for a body at run time);
``python -m codegen --check``, run by the tests, fails when it is stale.
"""

# ruff: noqa: E501, E701, F401, I001
from .decodekit import ABSENT as _ABS, ARRAYS as _ARRAYS, I16 as _I16, I32 as _I32, REFUSED as _R, Struct as _S, bools as _bools, default_maker as _maker, unpacker as _unpacker, uuid_text as _uuid, uuids as _uuids, uvarint as _uvarint

_c1 = _S('>16s').unpack_from
_c2 = _S('>ih').unpack_from
_c3 = _S('>iq').unpack_from
_c4 = _S('>qqbh').unpack_from
_c5 = _S('>iiiq').unpack_from
_c6 = _S('>iiiqi').unpack_from
_c7 = _S('>i').unpack_from
_c8 = _S('>ii').unpack_from
_c9 = _S('>iiq').unpack_from
_c10 = _S('>iiqi').unpack_from


def d793_ReadShareGroupStateResponse(buf, pos, end, st):
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
                    if pos + 6 > end: raise _R
                    v2_0, v2_1 = _c2(buf, pos)
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
                    if pos + 12 > end: raise _R
                    v2_3, v2_4 = _c3(buf, pos)
                    pos += 12
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
                            if pos + 19 > end: raise _R
                            v3_0, v3_1, v3_2, v3_3 = _c4(buf, pos)
                            pos += 19
                            if pos >= end or buf[pos]: raise _R
                            pos += 1
                            x2 = {'first_offset': v3_0, 'last_offset': v3_1, 'delivery_state': v3_2, 'delivery_count': v3_3}
                            v2_5.append(x2)
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'partition': v2_0, 'error_code': v2_1, 'error_message': v2_2, 'state_epoch': v2_3, 'start_offset': v2_4, 'state_batches': v2_5}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'topic_id': v1_0, 'partitions': v1_1}
            v0_0.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'results': v0_0}
    return body, pos


def d796_WriteShareGroupStateRequest(buf, pos, end, st):
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
        v0_1 = []
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
                    if pos + 20 > end: raise _R
                    v2_0, v2_1, v2_2, v2_3 = _c5(buf, pos)
                    pos += 20
                    if pos >= end: raise _R
                    n = buf[pos]
                    if n < 128: pos += 1
                    else: n, pos = _uvarint(buf, pos, end)
                    n -= 1
                    if n < 0:
                        raise _R
                    elif n > end - pos: raise _R
                    else:
                        v2_4 = []
                        for _ in range(n):
                            if pos + 19 > end: raise _R
                            v3_0, v3_1, v3_2, v3_3 = _c4(buf, pos)
                            pos += 19
                            if pos >= end or buf[pos]: raise _R
                            pos += 1
                            x2 = {'first_offset': v3_0, 'last_offset': v3_1, 'delivery_state': v3_2, 'delivery_count': v3_3}
                            v2_4.append(x2)
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'partition': v2_0, 'state_epoch': v2_1, 'leader_epoch': v2_2, 'start_offset': v2_3, 'state_batches': v2_4}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'topic_id': v1_0, 'partitions': v1_1}
            v0_1.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'group_id': v0_0, 'topics': v0_1}
    return body, pos


def d798_WriteShareGroupStateResponse(buf, pos, end, st):
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
                    if pos + 6 > end: raise _R
                    v2_0, v2_1 = _c2(buf, pos)
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
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'partition': v2_0, 'error_code': v2_1, 'error_message': v2_2}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'topic_id': v1_0, 'partitions': v1_1}
            v0_0.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'results': v0_0}
    return body, pos


def d801_WriteShareGroupStateRequest(buf, pos, end, st):
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
        v0_1 = []
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
                    if pos + 24 > end: raise _R
                    v2_0, v2_1, v2_2, v2_3, v2_4 = _c6(buf, pos)
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
                        v2_5 = []
                        for _ in range(n):
                            if pos + 19 > end: raise _R
                            v3_0, v3_1, v3_2, v3_3 = _c4(buf, pos)
                            pos += 19
                            if pos >= end or buf[pos]: raise _R
                            pos += 1
                            x2 = {'first_offset': v3_0, 'last_offset': v3_1, 'delivery_state': v3_2, 'delivery_count': v3_3}
                            v2_5.append(x2)
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'partition': v2_0, 'state_epoch': v2_1, 'leader_epoch': v2_2, 'start_offset': v2_3, 'delivery_complete_count': v2_4, 'state_batches': v2_5}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'topic_id': v1_0, 'partitions': v1_1}
            v0_1.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'group_id': v0_0, 'topics': v0_1}
    return body, pos


def d804_DeleteShareGroupStateRequest(buf, pos, end, st):
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
        v0_1 = []
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
                    if pos + 4 > end: raise _R
                    v2_0 = _c7(buf, pos)[0]
                    pos += 4
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'partition': v2_0}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'topic_id': v1_0, 'partitions': v1_1}
            v0_1.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'group_id': v0_0, 'topics': v0_1}
    return body, pos


def d806_DeleteShareGroupStateResponse(buf, pos, end, st):
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
                    if pos + 6 > end: raise _R
                    v2_0, v2_1 = _c2(buf, pos)
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
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'partition': v2_0, 'error_code': v2_1, 'error_message': v2_2}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'topic_id': v1_0, 'partitions': v1_1}
            v0_0.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'results': v0_0}
    return body, pos


def d808_ReadShareGroupStateSummaryRequest(buf, pos, end, st):
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
        v0_1 = []
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
                    if pos + 8 > end: raise _R
                    v2_0, v2_1 = _c8(buf, pos)
                    pos += 8
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'partition': v2_0, 'leader_epoch': v2_1}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'topic_id': v1_0, 'partitions': v1_1}
            v0_1.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'group_id': v0_0, 'topics': v0_1}
    return body, pos


def d811_ReadShareGroupStateSummaryResponse(buf, pos, end, st):
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
                    if pos + 6 > end: raise _R
                    v2_0, v2_1 = _c2(buf, pos)
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
                    if pos + 16 > end: raise _R
                    v2_3, v2_4, v2_5 = _c9(buf, pos)
                    pos += 16
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'partition': v2_0, 'error_code': v2_1, 'error_message': v2_2, 'state_epoch': v2_3, 'leader_epoch': v2_4, 'start_offset': v2_5}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'topic_id': v1_0, 'partitions': v1_1}
            v0_0.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'results': v0_0}
    return body, pos


def d814_ReadShareGroupStateSummaryResponse(buf, pos, end, st):
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
                    if pos + 6 > end: raise _R
                    v2_0, v2_1 = _c2(buf, pos)
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
                    if pos + 20 > end: raise _R
                    v2_3, v2_4, v2_5, v2_6 = _c10(buf, pos)
                    pos += 20
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'partition': v2_0, 'error_code': v2_1, 'error_message': v2_2, 'state_epoch': v2_3, 'leader_epoch': v2_4, 'start_offset': v2_5, 'delivery_complete_count': v2_6}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'topic_id': v1_0, 'partitions': v1_1}
            v0_0.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'results': v0_0}
    return body, pos


#: (api_key, version, kind) -> its decoder
DECODERS = {
    (84, 0, 'response'): d793_ReadShareGroupStateResponse,
    (85, 0, 'request'): d796_WriteShareGroupStateRequest,
    (85, 0, 'response'): d798_WriteShareGroupStateResponse,
    (85, 1, 'response'): d798_WriteShareGroupStateResponse,
    (85, 1, 'request'): d801_WriteShareGroupStateRequest,
    (86, 0, 'request'): d804_DeleteShareGroupStateRequest,
    (86, 0, 'response'): d806_DeleteShareGroupStateResponse,
    (87, 0, 'request'): d808_ReadShareGroupStateSummaryRequest,
    (87, 1, 'request'): d808_ReadShareGroupStateSummaryRequest,
    (87, 0, 'response'): d811_ReadShareGroupStateSummaryResponse,
    (87, 1, 'response'): d814_ReadShareGroupStateSummaryResponse,
}
