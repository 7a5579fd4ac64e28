"""One-pass decoders of standard bodies, part 3: d69_FetchResponse, d72_FetchRequest,
d75_FetchRequest, d78_ListOffsetsRequest, d81_ListOffsetsResponse, d82_ListOffsetsRequest,
d83_ListOffsetsResponse, d86_ListOffsetsRequest.

GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (:mod:`codegen.decoders`, from
``dissector/kafka/decode_layouts.json`` with :func:`dissector.wire.onepass.module_source`:
the source :func:`dissector.wire.onepass.gen_decode` executes for a body at run time);
``python -m codegen --check``, run by the tests, fails when it is stale.
"""

# ruff: noqa: E501, E701, F401, I001
from .decodekit import ABSENT as _ABS, ARRAYS as _ARRAYS, I16 as _I16, I32 as _I32, REFUSED as _R, Struct as _S, bools as _bools, default_maker as _maker, unpacker as _unpacker, uuid_text as _uuid, uuids as _uuids, uvarint as _uvarint

_c1 = _S('>ihi').unpack_from
_c2 = _S('>16s').unpack_from
_c3 = _S('>ihqqq').unpack_from
_c4 = _S('>qq').unpack_from
_c5 = _S('>i').unpack_from
_c6 = _S('>iq').unpack_from
_c7 = _S('>ii').unpack_from
_c8 = _S('>qi').unpack_from
_c9 = _maker({'epoch': -1, 'end_offset': -1})
_c10 = _maker({'leader_id': -1, 'leader_epoch': -1})
_c11 = _maker({'end_offset': -1, 'epoch': -1})
_c12 = _maker([])
_c13 = _S('>iiibii').unpack_from
_c14 = _S('>iiqiqi').unpack_from
_c15 = '00000000-0000-0000-0000-000000000000'
_c16 = _ARRAYS['i']
_c17 = None
_c18 = _maker({'replica_id': -1, 'replica_epoch': -1})
_c19 = _S('>q').unpack_from
_c20 = 9223372036854775807
_c21 = _S('>ihqq').unpack_from
_c22 = _S('>ib').unpack_from
_c23 = _S('>iiq').unpack_from


def d69_FetchResponse(buf, pos, end, st):
    if pos + 10 > end: raise _R
    v0_0, v0_1, v0_2 = _c1(buf, pos)
    pos += 10
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
        v0_3 = []
        for _ in range(n):
            if pos + 16 > end: raise _R
            v1_0 = _c2(buf, pos)[0]
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
                    v2_0, v2_1, v2_2, v2_3, v2_4 = _c3(buf, pos)
                    pos += 30
                    st[1] = True
                    if v2_1 and not st[0]: st[0] = v2_1
                    if pos >= end: raise _R
                    n = buf[pos]
                    if n < 128: pos += 1
                    else: n, pos = _uvarint(buf, pos, end)
                    n -= 1
                    if n < 0:
                        if n != -1: raise _R
                        v2_8 = None
                    elif n > end - pos: raise _R
                    else:
                        v2_8 = []
                        for _ in range(n):
                            if pos + 16 > end: raise _R
                            v3_0, v3_1 = _c4(buf, pos)
                            pos += 16
                            if pos >= end or buf[pos]: raise _R
                            pos += 1
                            x2 = {'producer_id': v3_0, 'first_offset': v3_1}
                            v2_8.append(x2)
                    if pos + 4 > end: raise _R
                    v2_9 = _c5(buf, pos)[0]
                    pos += 4
                    if pos >= end: raise _R
                    n = buf[pos]
                    if n < 128: pos += 1
                    else: n, pos = _uvarint(buf, pos, end)
                    n -= 1
                    if n < 0:
                        if n != -1: raise _R
                        v2_10 = None
                    elif n > end - pos: raise _R
                    else:
                        v2_10 = bytes(buf[pos : pos + n])
                        pos += n
                    v2_5 = _ABS
                    v2_6 = _ABS
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
                                if pos + 12 > end: raise _R
                                v3_0, v3_1 = _c6(buf, pos)
                                pos += 12
                                if pos >= end or buf[pos]: raise _R
                                pos += 1
                                v2_5 = {'epoch': v3_0, 'end_offset': v3_1}
                                end = outer2
                            elif tag2 == 1:
                                outer2, end = end, stop2
                                if pos + 8 > end: raise _R
                                v3_0, v3_1 = _c7(buf, pos)
                                pos += 8
                                if pos >= end or buf[pos]: raise _R
                                pos += 1
                                v2_6 = {'leader_id': v3_0, 'leader_epoch': v3_1}
                                end = outer2
                            elif tag2 == 2:
                                outer2, end = end, stop2
                                if pos + 12 > end: raise _R
                                v3_0, v3_1 = _c8(buf, pos)
                                pos += 12
                                if pos >= end or buf[pos]: raise _R
                                pos += 1
                                v2_7 = {'end_offset': v3_0, 'epoch': v3_1}
                                end = outer2
                            else: raise _R
                            if pos != stop2: raise _R
                    if v2_5 is _ABS: v2_5 = _c9()
                    if v2_6 is _ABS: v2_6 = _c10()
                    if v2_7 is _ABS: v2_7 = _c11()
                    x1 = {'partition_index': v2_0, 'error_code': v2_1, 'high_watermark': v2_2, 'last_stable_offset': v2_3, 'log_start_offset': v2_4, 'diverging_epoch': v2_5, 'current_leader': v2_6, 'snapshot_id': v2_7, 'aborted_transactions': v2_8, 'preferred_read_replica': v2_9, 'records': v2_10}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'topic_id': v1_0, 'partitions': v1_1}
            v0_3.append(x0)
    v0_4 = _ABS
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
                    v0_4 = []
                    for _ in range(n):
                        if pos + 4 > end: raise _R
                        v1_0 = _c5(buf, pos)[0]
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
                        v1_2 = _c5(buf, pos)[0]
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
                        v0_4.append(x0)
                end = outer0
            else: raise _R
            if pos != stop0: raise _R
    if v0_4 is _ABS: v0_4 = _c12()
    body = {'throttle_time_ms': v0_0, 'error_code': v0_1, 'session_id': v0_2, 'responses': v0_3, 'node_endpoints': v0_4}
    return body, pos


def d72_FetchRequest(buf, pos, end, st):
    if pos + 21 > end: raise _R
    v0_2, v0_3, v0_4, v0_5, v0_6, v0_7 = _c13(buf, pos)
    pos += 21
    if pos >= end: raise _R
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_8 = []
        for _ in range(n):
            if pos + 16 > end: raise _R
            v1_0 = _c2(buf, pos)[0]
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
                    if pos + 32 > end: raise _R
                    v2_0, v2_1, v2_2, v2_3, v2_4, v2_5 = _c14(buf, pos)
                    pos += 32
                    v2_6 = _ABS
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
                                if pos + 16 > end: raise _R
                                v2_6 = _c2(buf, pos)[0]
                                pos += 16
                                v2_6 = _uuid(v2_6)
                                end = outer2
                            else: raise _R
                            if pos != stop2: raise _R
                    if v2_6 is _ABS: v2_6 = _c15
                    x1 = {'partition': v2_0, 'current_leader_epoch': v2_1, 'fetch_offset': v2_2, 'last_fetched_epoch': v2_3, 'log_start_offset': v2_4, 'partition_max_bytes': v2_5, 'replica_directory_id': v2_6}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'topic_id': v1_0, 'partitions': v1_1}
            v0_8.append(x0)
    if pos >= end: raise _R
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_9 = []
        for _ in range(n):
            if pos + 16 > end: raise _R
            v1_0 = _c2(buf, pos)[0]
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
                u = _c16.get(n)
                if u is None: u = _unpacker('i', n)
                v1_1 = list(u(buf, pos))
                pos += n * 4
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'topic_id': v1_0, 'partitions': v1_1}
            v0_9.append(x0)
    if pos >= end: raise _R
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_10 = str(buf[pos : pos + n], 'utf-8')
        pos += n
    v0_0 = _ABS
    v0_1 = _ABS
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
                    v0_0 = str(buf[pos : pos + n], 'utf-8')
                    pos += n
                end = outer0
            elif tag0 == 1:
                outer0, end = end, stop0
                if pos + 12 > end: raise _R
                v1_0, v1_1 = _c6(buf, pos)
                pos += 12
                if pos >= end or buf[pos]: raise _R
                pos += 1
                v0_1 = {'replica_id': v1_0, 'replica_epoch': v1_1}
                end = outer0
            else: raise _R
            if pos != stop0: raise _R
    if v0_0 is _ABS: v0_0 = _c17
    if v0_1 is _ABS: v0_1 = _c18()
    body = {'cluster_id': v0_0, 'replica_state': v0_1, 'max_wait_ms': v0_2, 'min_bytes': v0_3, 'max_bytes': v0_4, 'isolation_level': v0_5, 'session_id': v0_6, 'session_epoch': v0_7, 'topics': v0_8, 'forgotten_topics_data': v0_9, 'rack_id': v0_10}
    return body, pos


def d75_FetchRequest(buf, pos, end, st):
    if pos + 21 > end: raise _R
    v0_2, v0_3, v0_4, v0_5, v0_6, v0_7 = _c13(buf, pos)
    pos += 21
    if pos >= end: raise _R
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_8 = []
        for _ in range(n):
            if pos + 16 > end: raise _R
            v1_0 = _c2(buf, pos)[0]
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
                    if pos + 32 > end: raise _R
                    v2_0, v2_1, v2_2, v2_3, v2_4, v2_5 = _c14(buf, pos)
                    pos += 32
                    v2_6 = _ABS
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
                                if pos + 16 > end: raise _R
                                v2_6 = _c2(buf, pos)[0]
                                pos += 16
                                v2_6 = _uuid(v2_6)
                                end = outer2
                            elif tag2 == 1:
                                outer2, end = end, stop2
                                if pos + 8 > end: raise _R
                                v2_7 = _c19(buf, pos)[0]
                                pos += 8
                                end = outer2
                            else: raise _R
                            if pos != stop2: raise _R
                    if v2_6 is _ABS: v2_6 = _c15
                    if v2_7 is _ABS: v2_7 = _c20
                    x1 = {'partition': v2_0, 'current_leader_epoch': v2_1, 'fetch_offset': v2_2, 'last_fetched_epoch': v2_3, 'log_start_offset': v2_4, 'partition_max_bytes': v2_5, 'replica_directory_id': v2_6, 'high_watermark': v2_7}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'topic_id': v1_0, 'partitions': v1_1}
            v0_8.append(x0)
    if pos >= end: raise _R
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_9 = []
        for _ in range(n):
            if pos + 16 > end: raise _R
            v1_0 = _c2(buf, pos)[0]
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
                u = _c16.get(n)
                if u is None: u = _unpacker('i', n)
                v1_1 = list(u(buf, pos))
                pos += n * 4
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'topic_id': v1_0, 'partitions': v1_1}
            v0_9.append(x0)
    if pos >= end: raise _R
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_10 = str(buf[pos : pos + n], 'utf-8')
        pos += n
    v0_0 = _ABS
    v0_1 = _ABS
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
                    v0_0 = str(buf[pos : pos + n], 'utf-8')
                    pos += n
                end = outer0
            elif tag0 == 1:
                outer0, end = end, stop0
                if pos + 12 > end: raise _R
                v1_0, v1_1 = _c6(buf, pos)
                pos += 12
                if pos >= end or buf[pos]: raise _R
                pos += 1
                v0_1 = {'replica_id': v1_0, 'replica_epoch': v1_1}
                end = outer0
            else: raise _R
            if pos != stop0: raise _R
    if v0_0 is _ABS: v0_0 = _c17
    if v0_1 is _ABS: v0_1 = _c18()
    body = {'cluster_id': v0_0, 'replica_state': v0_1, 'max_wait_ms': v0_2, 'min_bytes': v0_3, 'max_bytes': v0_4, 'isolation_level': v0_5, 'session_id': v0_6, 'session_epoch': v0_7, 'topics': v0_8, 'forgotten_topics_data': v0_9, 'rack_id': v0_10}
    return body, pos


def d78_ListOffsetsRequest(buf, pos, end, st):
    if pos + 4 > end: raise _R
    v0_0 = _c5(buf, pos)[0]
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
                    v2_0, v2_1 = _c6(buf, pos)
                    pos += 12
                    x1 = {'partition_index': v2_0, 'timestamp': v2_1}
                    v1_1.append(x1)
            x0 = {'name': v1_0, 'partitions': v1_1}
            v0_1.append(x0)
    body = {'replica_id': v0_0, 'topics': v0_1}
    return body, pos


def d81_ListOffsetsResponse(buf, pos, end, st):
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
                    v2_0, v2_1, v2_2, v2_3 = _c21(buf, pos)
                    pos += 22
                    st[1] = True
                    if v2_1 and not st[0]: st[0] = v2_1
                    x1 = {'partition_index': v2_0, 'error_code': v2_1, 'timestamp': v2_2, 'offset': v2_3}
                    v1_1.append(x1)
            x0 = {'name': v1_0, 'partitions': v1_1}
            v0_0.append(x0)
    body = {'topics': v0_0}
    return body, pos


def d82_ListOffsetsRequest(buf, pos, end, st):
    if pos + 5 > end: raise _R
    v0_0, v0_1 = _c22(buf, pos)
    pos += 5
    if pos + 4 > end: raise _R
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_2 = []
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
                    v2_0, v2_1 = _c6(buf, pos)
                    pos += 12
                    x1 = {'partition_index': v2_0, 'timestamp': v2_1}
                    v1_1.append(x1)
            x0 = {'name': v1_0, 'partitions': v1_1}
            v0_2.append(x0)
    body = {'replica_id': v0_0, 'isolation_level': v0_1, 'topics': v0_2}
    return body, pos


def d83_ListOffsetsResponse(buf, pos, end, st):
    if pos + 4 > end: raise _R
    v0_0 = _c5(buf, pos)[0]
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
                    v2_0, v2_1, v2_2, v2_3 = _c21(buf, pos)
                    pos += 22
                    st[1] = True
                    if v2_1 and not st[0]: st[0] = v2_1
                    x1 = {'partition_index': v2_0, 'error_code': v2_1, 'timestamp': v2_2, 'offset': v2_3}
                    v1_1.append(x1)
            x0 = {'name': v1_0, 'partitions': v1_1}
            v0_1.append(x0)
    body = {'throttle_time_ms': v0_0, 'topics': v0_1}
    return body, pos


def d86_ListOffsetsRequest(buf, pos, end, st):
    if pos + 5 > end: raise _R
    v0_0, v0_1 = _c22(buf, pos)
    pos += 5
    if pos + 4 > end: raise _R
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_2 = []
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
                    v2_0, v2_1, v2_2 = _c23(buf, pos)
                    pos += 16
                    x1 = {'partition_index': v2_0, 'current_leader_epoch': v2_1, 'timestamp': v2_2}
                    v1_1.append(x1)
            x0 = {'name': v1_0, 'partitions': v1_1}
            v0_2.append(x0)
    body = {'replica_id': v0_0, 'isolation_level': v0_1, 'topics': v0_2}
    return body, pos


#: (api_key, version, kind) -> its decoder
DECODERS = {
    (1, 16, 'response'): d69_FetchResponse,
    (1, 17, 'response'): d69_FetchResponse,
    (1, 18, 'response'): d69_FetchResponse,
    (1, 17, 'request'): d72_FetchRequest,
    (1, 18, 'request'): d75_FetchRequest,
    (2, 1, 'request'): d78_ListOffsetsRequest,
    (2, 1, 'response'): d81_ListOffsetsResponse,
    (2, 2, 'request'): d82_ListOffsetsRequest,
    (2, 3, 'request'): d82_ListOffsetsRequest,
    (2, 2, 'response'): d83_ListOffsetsResponse,
    (2, 3, 'response'): d83_ListOffsetsResponse,
    (2, 4, 'request'): d86_ListOffsetsRequest,
    (2, 5, 'request'): d86_ListOffsetsRequest,
}
