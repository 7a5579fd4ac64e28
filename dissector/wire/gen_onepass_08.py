"""One-pass decoders of standard bodies, part 8: d153_OffsetCommitRequest,
d155_OffsetCommitResponse, d157_OffsetFetchRequest, d160_OffsetFetchResponse,
d161_OffsetFetchRequest, d162_OffsetFetchResponse, d163_OffsetFetchResponse,
d166_OffsetFetchResponse, d168_OffsetFetchRequest, d171_OffsetFetchResponse,
d172_OffsetFetchRequest.

GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (:mod:`codegen.decoders`, from
``dissector/kafka/decode_layouts.json`` with :func:`dissector.wire.onepass.module_source`:
the source :func:`dissector.wire.onepass.gen_decode` executes for a body at run time);
``python -m codegen --check``, run by the tests, fails when it is stale.
"""

# ruff: noqa: E501, E701, F401, I001
from .decodekit import ABSENT as _ABS, ARRAYS as _ARRAYS, I16 as _I16, I32 as _I32, REFUSED as _R, Struct as _S, bools as _bools, default_maker as _maker, unpacker as _unpacker, uuid_text as _uuid, uuids as _uuids, uvarint as _uvarint

_c1 = _S('>i').unpack_from
_c2 = _S('>16s').unpack_from
_c3 = _S('>iqi').unpack_from
_c4 = _S('>ih').unpack_from
_c5 = _ARRAYS['i']
_c6 = _S('>iq').unpack_from
_c7 = _S('>h').unpack_from
_c8 = _S('>B').unpack_from


def d153_OffsetCommitRequest(buf, pos, end, st):
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
    if pos + 4 > end: raise _R
    v0_1 = _c1(buf, pos)[0]
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
        v0_2 = str(buf[pos : pos + n], 'utf-8')
        pos += n
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
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_4 = []
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
                    if pos + 16 > end: raise _R
                    v2_0, v2_1, v2_2 = _c3(buf, pos)
                    pos += 16
                    if pos >= end: raise _R
                    n = buf[pos]
                    if n < 128: pos += 1
                    else: n, pos = _uvarint(buf, pos, end)
                    n -= 1
                    if n < 0:
                        if n != -1: raise _R
                        v2_3 = None
                    elif n > end - pos: raise _R
                    else:
                        v2_3 = str(buf[pos : pos + n], 'utf-8')
                        pos += n
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'partition_index': v2_0, 'committed_offset': v2_1, 'committed_leader_epoch': v2_2, 'committed_metadata': v2_3}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'topic_id': v1_0, 'partitions': v1_1}
            v0_4.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'group_id': v0_0, 'generation_id_or_member_epoch': v0_1, 'member_id': v0_2, 'group_instance_id': v0_3, 'topics': v0_4}
    return body, pos


def d155_OffsetCommitResponse(buf, pos, end, st):
    if pos + 4 > end: raise _R
    v0_0 = _c1(buf, pos)[0]
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
                    if pos + 6 > end: raise _R
                    v2_0, v2_1 = _c4(buf, pos)
                    pos += 6
                    st[1] = True
                    if v2_1 and not st[0]: st[0] = v2_1
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'partition_index': v2_0, 'error_code': v2_1}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'topic_id': v1_0, 'partitions': v1_1}
            v0_1.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'topics': v0_1}
    return body, pos


def d157_OffsetFetchRequest(buf, pos, end, st):
    if pos + 2 > end: raise _R
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_0 = str(buf[pos : pos + n], 'utf-8')
        pos += n
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
                if n * 4 > end - pos: raise _R
                u = _c5.get(n)
                if u is None: u = _unpacker('i', n)
                v1_1 = list(u(buf, pos))
                pos += n * 4
            x0 = {'name': v1_0, 'partition_indexes': v1_1}
            v0_1.append(x0)
    body = {'group_id': v0_0, 'topics': v0_1}
    return body, pos


def d160_OffsetFetchResponse(buf, pos, end, st):
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
                    v2_0, v2_1 = _c6(buf, pos)
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
                    if pos + 2 > end: raise _R
                    v2_3 = _c7(buf, pos)[0]
                    pos += 2
                    st[1] = True
                    if v2_3 and not st[0]: st[0] = v2_3
                    x1 = {'partition_index': v2_0, 'committed_offset': v2_1, 'metadata': v2_2, 'error_code': v2_3}
                    v1_1.append(x1)
            x0 = {'name': v1_0, 'partitions': v1_1}
            v0_0.append(x0)
    body = {'topics': v0_0}
    return body, pos


def d161_OffsetFetchRequest(buf, pos, end, st):
    if pos + 2 > end: raise _R
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_0 = str(buf[pos : pos + n], 'utf-8')
        pos += n
    if pos + 4 > end: raise _R
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise _R
        v0_1 = None
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
                if n * 4 > end - pos: raise _R
                u = _c5.get(n)
                if u is None: u = _unpacker('i', n)
                v1_1 = list(u(buf, pos))
                pos += n * 4
            x0 = {'name': v1_0, 'partition_indexes': v1_1}
            v0_1.append(x0)
    body = {'group_id': v0_0, 'topics': v0_1}
    return body, pos


def d162_OffsetFetchResponse(buf, pos, end, st):
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
                    v2_0, v2_1 = _c6(buf, pos)
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
                    if pos + 2 > end: raise _R
                    v2_3 = _c7(buf, pos)[0]
                    pos += 2
                    st[1] = True
                    if v2_3 and not st[0]: st[0] = v2_3
                    x1 = {'partition_index': v2_0, 'committed_offset': v2_1, 'metadata': v2_2, 'error_code': v2_3}
                    v1_1.append(x1)
            x0 = {'name': v1_0, 'partitions': v1_1}
            v0_0.append(x0)
    if pos + 2 > end: raise _R
    v0_1 = _c7(buf, pos)[0]
    pos += 2
    st[1] = True
    if v0_1: st[0] = v0_1
    body = {'topics': v0_0, 'error_code': v0_1}
    return body, pos


def d163_OffsetFetchResponse(buf, pos, end, st):
    if pos + 4 > end: raise _R
    v0_0 = _c1(buf, pos)[0]
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
                    if pos + 2 > end: raise _R
                    v2_3 = _c7(buf, pos)[0]
                    pos += 2
                    st[1] = True
                    if v2_3 and not st[0]: st[0] = v2_3
                    x1 = {'partition_index': v2_0, 'committed_offset': v2_1, 'metadata': v2_2, 'error_code': v2_3}
                    v1_1.append(x1)
            x0 = {'name': v1_0, 'partitions': v1_1}
            v0_1.append(x0)
    if pos + 2 > end: raise _R
    v0_2 = _c7(buf, pos)[0]
    pos += 2
    st[1] = True
    if v0_2: st[0] = v0_2
    body = {'throttle_time_ms': v0_0, 'topics': v0_1, 'error_code': v0_2}
    return body, pos


def d166_OffsetFetchResponse(buf, pos, end, st):
    if pos + 4 > end: raise _R
    v0_0 = _c1(buf, pos)[0]
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
                    if pos + 16 > end: raise _R
                    v2_0, v2_1, v2_2 = _c3(buf, pos)
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
                    if pos + 2 > end: raise _R
                    v2_4 = _c7(buf, pos)[0]
                    pos += 2
                    st[1] = True
                    if v2_4 and not st[0]: st[0] = v2_4
                    x1 = {'partition_index': v2_0, 'committed_offset': v2_1, 'committed_leader_epoch': v2_2, 'metadata': v2_3, 'error_code': v2_4}
                    v1_1.append(x1)
            x0 = {'name': v1_0, 'partitions': v1_1}
            v0_1.append(x0)
    if pos + 2 > end: raise _R
    v0_2 = _c7(buf, pos)[0]
    pos += 2
    st[1] = True
    if v0_2: st[0] = v0_2
    body = {'throttle_time_ms': v0_0, 'topics': v0_1, 'error_code': v0_2}
    return body, pos


def d168_OffsetFetchRequest(buf, pos, end, st):
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
        if n != -1: raise _R
        v0_1 = None
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
                if n * 4 > end - pos: raise _R
                u = _c5.get(n)
                if u is None: u = _unpacker('i', n)
                v1_1 = list(u(buf, pos))
                pos += n * 4
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'name': v1_0, 'partition_indexes': v1_1}
            v0_1.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'group_id': v0_0, 'topics': v0_1}
    return body, pos


def d171_OffsetFetchResponse(buf, pos, end, st):
    if pos + 4 > end: raise _R
    v0_0 = _c1(buf, pos)[0]
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
                    v2_0, v2_1, v2_2 = _c3(buf, pos)
                    pos += 16
                    if pos >= end: raise _R
                    n = buf[pos]
                    if n < 128: pos += 1
                    else: n, pos = _uvarint(buf, pos, end)
                    n -= 1
                    if n < 0:
                        if n != -1: raise _R
                        v2_3 = None
                    elif n > end - pos: raise _R
                    else:
                        v2_3 = str(buf[pos : pos + n], 'utf-8')
                        pos += n
                    if pos + 2 > end: raise _R
                    v2_4 = _c7(buf, pos)[0]
                    pos += 2
                    st[1] = True
                    if v2_4 and not st[0]: st[0] = v2_4
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'partition_index': v2_0, 'committed_offset': v2_1, 'committed_leader_epoch': v2_2, 'metadata': v2_3, 'error_code': v2_4}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'name': v1_0, 'partitions': v1_1}
            v0_1.append(x0)
    if pos + 2 > end: raise _R
    v0_2 = _c7(buf, pos)[0]
    pos += 2
    st[1] = True
    if v0_2: st[0] = v0_2
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'topics': v0_1, 'error_code': v0_2}
    return body, pos


def d172_OffsetFetchRequest(buf, pos, end, st):
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
        if n != -1: raise _R
        v0_1 = None
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
                if n * 4 > end - pos: raise _R
                u = _c5.get(n)
                if u is None: u = _unpacker('i', n)
                v1_1 = list(u(buf, pos))
                pos += n * 4
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'name': v1_0, 'partition_indexes': v1_1}
            v0_1.append(x0)
    if pos + 1 > end: raise _R
    v0_2 = _c8(buf, pos)[0]
    pos += 1
    if v0_2 > 1: raise _R
    v0_2 = v0_2 == 1
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'group_id': v0_0, 'topics': v0_1, 'require_stable': v0_2}
    return body, pos


#: (api_key, version, kind) -> its decoder
DECODERS = {
    (8, 10, 'request'): d153_OffsetCommitRequest,
    (8, 10, 'response'): d155_OffsetCommitResponse,
    (9, 1, 'request'): d157_OffsetFetchRequest,
    (9, 1, 'response'): d160_OffsetFetchResponse,
    (9, 2, 'request'): d161_OffsetFetchRequest,
    (9, 3, 'request'): d161_OffsetFetchRequest,
    (9, 4, 'request'): d161_OffsetFetchRequest,
    (9, 5, 'request'): d161_OffsetFetchRequest,
    (9, 2, 'response'): d162_OffsetFetchResponse,
    (9, 3, 'response'): d163_OffsetFetchResponse,
    (9, 4, 'response'): d163_OffsetFetchResponse,
    (9, 5, 'response'): d166_OffsetFetchResponse,
    (9, 6, 'request'): d168_OffsetFetchRequest,
    (9, 6, 'response'): d171_OffsetFetchResponse,
    (9, 7, 'response'): d171_OffsetFetchResponse,
    (9, 7, 'request'): d172_OffsetFetchRequest,
}
