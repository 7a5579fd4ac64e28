"""One-pass decoders of standard bodies, part 9: d175_OffsetFetchRequest,
d179_OffsetFetchResponse, d181_OffsetFetchRequest, d184_OffsetFetchRequest,
d187_OffsetFetchResponse, d188_FindCoordinatorRequest, d189_FindCoordinatorResponse,
d190_FindCoordinatorRequest, d191_FindCoordinatorResponse, d192_FindCoordinatorRequest,
d193_FindCoordinatorResponse, d194_FindCoordinatorRequest, d196_FindCoordinatorResponse.

GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (:mod:`codegen.decoders`, from
``dissector/kafka/decode_layouts.json`` with :func:`dissector.wire.onepass.module_source`:
the source :func:`dissector.wire.onepass.gen_decode` executes for a body at run time);
``python -m codegen --check``, run by the tests, fails when it is stale.
"""

# ruff: noqa: E501, E701, F401, I001
from .decodekit import ABSENT as _ABS, ARRAYS as _ARRAYS, I16 as _I16, I32 as _I32, REFUSED as _R, Struct as _S, bools as _bools, default_maker as _maker, unpacker as _unpacker, uuid_text as _uuid, uuids as _uuids, uvarint as _uvarint

_c1 = _ARRAYS['i']
_c2 = _S('>B').unpack_from
_c3 = _S('>i').unpack_from
_c4 = _S('>iqi').unpack_from
_c5 = _S('>h').unpack_from
_c6 = _S('>16s').unpack_from
_c7 = _S('>hi').unpack_from
_c8 = _S('>b').unpack_from
_c9 = _S('>ih').unpack_from


def d175_OffsetFetchRequest(buf, pos, end, st):
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
                if n != -1: raise _R
                v1_1 = None
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
                        if n * 4 > end - pos: raise _R
                        u = _c1.get(n)
                        if u is None: u = _unpacker('i', n)
                        v2_1 = list(u(buf, pos))
                        pos += n * 4
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'name': v2_0, 'partition_indexes': v2_1}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'group_id': v1_0, 'topics': v1_1}
            v0_0.append(x0)
    if pos + 1 > end: raise _R
    v0_1 = _c2(buf, pos)[0]
    pos += 1
    if v0_1 > 1: raise _R
    v0_1 = v0_1 == 1
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'groups': v0_0, 'require_stable': v0_1}
    return body, pos


def d179_OffsetFetchResponse(buf, pos, end, st):
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
                            if pos + 16 > end: raise _R
                            v3_0, v3_1, v3_2 = _c4(buf, pos)
                            pos += 16
                            if pos >= end: raise _R
                            n = buf[pos]
                            if n < 128: pos += 1
                            else: n, pos = _uvarint(buf, pos, end)
                            n -= 1
                            if n < 0:
                                if n != -1: raise _R
                                v3_3 = None
                            elif n > end - pos: raise _R
                            else:
                                v3_3 = str(buf[pos : pos + n], 'utf-8')
                                pos += n
                            if pos + 2 > end: raise _R
                            v3_4 = _c5(buf, pos)[0]
                            pos += 2
                            st[1] = True
                            if v3_4 and not st[0]: st[0] = v3_4
                            if pos >= end or buf[pos]: raise _R
                            pos += 1
                            x2 = {'partition_index': v3_0, 'committed_offset': v3_1, 'committed_leader_epoch': v3_2, 'metadata': v3_3, 'error_code': v3_4}
                            v2_1.append(x2)
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'name': v2_0, 'partitions': v2_1}
                    v1_1.append(x1)
            if pos + 2 > end: raise _R
            v1_2 = _c5(buf, pos)[0]
            pos += 2
            st[1] = True
            if v1_2 and not st[0]: st[0] = v1_2
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'group_id': v1_0, 'topics': v1_1, 'error_code': v1_2}
            v0_1.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'groups': v0_1}
    return body, pos


def d181_OffsetFetchRequest(buf, pos, end, st):
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
                if n != -1: raise _R
                v1_1 = None
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
                        u = _c1.get(n)
                        if u is None: u = _unpacker('i', n)
                        v2_1 = list(u(buf, pos))
                        pos += n * 4
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'name': v2_0, 'partition_indexes': v2_1}
                    v1_3.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'group_id': v1_0, 'member_id': v1_1, 'member_epoch': v1_2, 'topics': v1_3}
            v0_0.append(x0)
    if pos + 1 > end: raise _R
    v0_1 = _c2(buf, pos)[0]
    pos += 1
    if v0_1 > 1: raise _R
    v0_1 = v0_1 == 1
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'groups': v0_0, 'require_stable': v0_1}
    return body, pos


def d184_OffsetFetchRequest(buf, pos, end, st):
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
                if n != -1: raise _R
                v1_1 = None
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
                v1_3 = []
                for _ in range(n):
                    if pos + 16 > end: raise _R
                    v2_0 = _c6(buf, pos)[0]
                    pos += 16
                    v2_0 = _uuid(v2_0)
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
                        u = _c1.get(n)
                        if u is None: u = _unpacker('i', n)
                        v2_1 = list(u(buf, pos))
                        pos += n * 4
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'topic_id': v2_0, 'partition_indexes': v2_1}
                    v1_3.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'group_id': v1_0, 'member_id': v1_1, 'member_epoch': v1_2, 'topics': v1_3}
            v0_0.append(x0)
    if pos + 1 > end: raise _R
    v0_1 = _c2(buf, pos)[0]
    pos += 1
    if v0_1 > 1: raise _R
    v0_1 = v0_1 == 1
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'groups': v0_0, 'require_stable': v0_1}
    return body, pos


def d187_OffsetFetchResponse(buf, pos, end, st):
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
                    if pos + 16 > end: raise _R
                    v2_0 = _c6(buf, pos)[0]
                    pos += 16
                    v2_0 = _uuid(v2_0)
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
                            if pos + 16 > end: raise _R
                            v3_0, v3_1, v3_2 = _c4(buf, pos)
                            pos += 16
                            if pos >= end: raise _R
                            n = buf[pos]
                            if n < 128: pos += 1
                            else: n, pos = _uvarint(buf, pos, end)
                            n -= 1
                            if n < 0:
                                if n != -1: raise _R
                                v3_3 = None
                            elif n > end - pos: raise _R
                            else:
                                v3_3 = str(buf[pos : pos + n], 'utf-8')
                                pos += n
                            if pos + 2 > end: raise _R
                            v3_4 = _c5(buf, pos)[0]
                            pos += 2
                            st[1] = True
                            if v3_4 and not st[0]: st[0] = v3_4
                            if pos >= end or buf[pos]: raise _R
                            pos += 1
                            x2 = {'partition_index': v3_0, 'committed_offset': v3_1, 'committed_leader_epoch': v3_2, 'metadata': v3_3, 'error_code': v3_4}
                            v2_1.append(x2)
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'topic_id': v2_0, 'partitions': v2_1}
                    v1_1.append(x1)
            if pos + 2 > end: raise _R
            v1_2 = _c5(buf, pos)[0]
            pos += 2
            st[1] = True
            if v1_2 and not st[0]: st[0] = v1_2
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'group_id': v1_0, 'topics': v1_1, 'error_code': v1_2}
            v0_1.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'groups': v0_1}
    return body, pos


def d188_FindCoordinatorRequest(buf, pos, end, st):
    if pos + 2 > end: raise _R
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_0 = str(buf[pos : pos + n], 'utf-8')
        pos += n
    body = {'key': v0_0}
    return body, pos


def d189_FindCoordinatorResponse(buf, pos, end, st):
    if pos + 6 > end: raise _R
    v0_0, v0_1 = _c7(buf, pos)
    pos += 6
    st[1] = True
    if v0_0: st[0] = v0_0
    if pos + 2 > end: raise _R
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_2 = str(buf[pos : pos + n], 'utf-8')
        pos += n
    if pos + 4 > end: raise _R
    v0_3 = _c3(buf, pos)[0]
    pos += 4
    body = {'error_code': v0_0, 'node_id': v0_1, 'host': v0_2, 'port': v0_3}
    return body, pos


def d190_FindCoordinatorRequest(buf, pos, end, st):
    if pos + 2 > end: raise _R
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_0 = str(buf[pos : pos + n], 'utf-8')
        pos += n
    if pos + 1 > end: raise _R
    v0_1 = _c8(buf, pos)[0]
    pos += 1
    body = {'key': v0_0, 'key_type': v0_1}
    return body, pos


def d191_FindCoordinatorResponse(buf, pos, end, st):
    if pos + 6 > end: raise _R
    v0_0, v0_1 = _c9(buf, pos)
    pos += 6
    st[1] = True
    if v0_1: st[0] = v0_1
    if pos + 2 > end: raise _R
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        if n != -1: raise _R
        v0_2 = None
    elif n > end - pos: raise _R
    else:
        v0_2 = str(buf[pos : pos + n], 'utf-8')
        pos += n
    if pos + 4 > end: raise _R
    v0_3 = _c3(buf, pos)[0]
    pos += 4
    if pos + 2 > end: raise _R
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_4 = str(buf[pos : pos + n], 'utf-8')
        pos += n
    if pos + 4 > end: raise _R
    v0_5 = _c3(buf, pos)[0]
    pos += 4
    body = {'throttle_time_ms': v0_0, 'error_code': v0_1, 'error_message': v0_2, 'node_id': v0_3, 'host': v0_4, 'port': v0_5}
    return body, pos


def d192_FindCoordinatorRequest(buf, pos, end, st):
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
    if pos + 1 > end: raise _R
    v0_1 = _c8(buf, pos)[0]
    pos += 1
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'key': v0_0, 'key_type': v0_1}
    return body, pos


def d193_FindCoordinatorResponse(buf, pos, end, st):
    if pos + 6 > end: raise _R
    v0_0, v0_1 = _c9(buf, pos)
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
    if pos + 4 > end: raise _R
    v0_3 = _c3(buf, pos)[0]
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
        v0_4 = str(buf[pos : pos + n], 'utf-8')
        pos += n
    if pos + 4 > end: raise _R
    v0_5 = _c3(buf, pos)[0]
    pos += 4
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'error_code': v0_1, 'error_message': v0_2, 'node_id': v0_3, 'host': v0_4, 'port': v0_5}
    return body, pos


def d194_FindCoordinatorRequest(buf, pos, end, st):
    if pos + 1 > end: raise _R
    v0_0 = _c8(buf, pos)[0]
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
                x = str(buf[pos : pos + n], 'utf-8')
                pos += n
            v0_1.append(x)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'key_type': v0_0, 'coordinator_keys': v0_1}
    return body, pos


def d196_FindCoordinatorResponse(buf, pos, end, st):
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
            if pos + 4 > end: raise _R
            v1_1 = _c3(buf, pos)[0]
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
                v1_2 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            if pos + 6 > end: raise _R
            v1_3, v1_4 = _c9(buf, pos)
            pos += 6
            st[1] = True
            if v1_4 and not st[0]: st[0] = v1_4
            if pos >= end: raise _R
            n = buf[pos]
            if n < 128: pos += 1
            else: n, pos = _uvarint(buf, pos, end)
            n -= 1
            if n < 0:
                if n != -1: raise _R
                v1_5 = None
            elif n > end - pos: raise _R
            else:
                v1_5 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'key': v1_0, 'node_id': v1_1, 'host': v1_2, 'port': v1_3, 'error_code': v1_4, 'error_message': v1_5}
            v0_1.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'coordinators': v0_1}
    return body, pos


#: (api_key, version, kind) -> its decoder
DECODERS = {
    (9, 8, 'request'): d175_OffsetFetchRequest,
    (9, 8, 'response'): d179_OffsetFetchResponse,
    (9, 9, 'response'): d179_OffsetFetchResponse,
    (9, 9, 'request'): d181_OffsetFetchRequest,
    (9, 10, 'request'): d184_OffsetFetchRequest,
    (9, 10, 'response'): d187_OffsetFetchResponse,
    (10, 0, 'request'): d188_FindCoordinatorRequest,
    (10, 0, 'response'): d189_FindCoordinatorResponse,
    (10, 1, 'request'): d190_FindCoordinatorRequest,
    (10, 2, 'request'): d190_FindCoordinatorRequest,
    (10, 1, 'response'): d191_FindCoordinatorResponse,
    (10, 2, 'response'): d191_FindCoordinatorResponse,
    (10, 3, 'request'): d192_FindCoordinatorRequest,
    (10, 3, 'response'): d193_FindCoordinatorResponse,
    (10, 4, 'request'): d194_FindCoordinatorRequest,
    (10, 5, 'request'): d194_FindCoordinatorRequest,
    (10, 6, 'request'): d194_FindCoordinatorRequest,
    (10, 4, 'response'): d196_FindCoordinatorResponse,
    (10, 5, 'response'): d196_FindCoordinatorResponse,
    (10, 6, 'response'): d196_FindCoordinatorResponse,
}
