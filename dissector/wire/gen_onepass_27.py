"""One-pass decoders of standard bodies, part 27: d613_BeginQuorumEpochRequest,
d616_BeginQuorumEpochResponse, d619_EndQuorumEpochRequest, d620_EndQuorumEpochResponse,
d624_EndQuorumEpochRequest, d625_EndQuorumEpochResponse, d628_DescribeQuorumRequest,
d632_DescribeQuorumResponse.

GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (:mod:`codegen.decoders`, from
``dissector/kafka/decode_layouts.json`` with :func:`dissector.wire.onepass.module_source`:
the source :func:`dissector.wire.onepass.gen_decode` executes for a body at run time);
``python -m codegen --check``, run by the tests, fails when it is stale.
"""

# ruff: noqa: E501, E701, F401, I001
from .decodekit import ABSENT as _ABS, ARRAYS as _ARRAYS, I16 as _I16, I32 as _I32, REFUSED as _R, Struct as _S, bools as _bools, default_maker as _maker, unpacker as _unpacker, uuid_text as _uuid, uuids as _uuids, uvarint as _uvarint

_c1 = _S('>i').unpack_from
_c2 = _S('>i16sii').unpack_from
_c3 = _S('>H').unpack_from
_c4 = _S('>h').unpack_from
_c5 = _S('>ihii').unpack_from
_c6 = _maker([])
_c7 = _S('>iii').unpack_from
_c8 = _ARRAYS['i']
_c9 = _S('>i16s').unpack_from
_c10 = _S('>ihiiq').unpack_from
_c11 = _S('>iq').unpack_from


def d613_BeginQuorumEpochRequest(buf, pos, end, st):
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
                    if pos + 28 > end: raise _R
                    v2_0, v2_1, v2_2, v2_3 = _c2(buf, pos)
                    pos += 28
                    v2_1 = _uuid(v2_1)
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'partition_index': v2_0, 'voter_directory_id': v2_1, 'leader_id': v2_2, 'leader_epoch': v2_3}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'topic_name': v1_0, 'partitions': v1_1}
            v0_2.append(x0)
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
                v1_1 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            if pos + 2 > end: raise _R
            v1_2 = _c3(buf, pos)[0]
            pos += 2
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'name': v1_0, 'host': v1_1, 'port': v1_2}
            v0_3.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'cluster_id': v0_0, 'voter_id': v0_1, 'topics': v0_2, 'leader_endpoints': v0_3}
    return body, pos


def d616_BeginQuorumEpochResponse(buf, pos, end, st):
    if pos + 2 > end: raise _R
    v0_0 = _c4(buf, pos)[0]
    pos += 2
    st[1] = True
    if v0_0: st[0] = v0_0
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
                    v2_0, v2_1, v2_2, v2_3 = _c5(buf, pos)
                    pos += 14
                    st[1] = True
                    if v2_1 and not st[0]: st[0] = v2_1
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'partition_index': v2_0, 'error_code': v2_1, 'leader_id': v2_2, 'leader_epoch': v2_3}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'topic_name': v1_0, 'partitions': v1_1}
            v0_1.append(x0)
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
                        v1_0 = _c1(buf, pos)[0]
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
                        if pos + 2 > end: raise _R
                        v1_2 = _c3(buf, pos)[0]
                        pos += 2
                        if pos >= end or buf[pos]: raise _R
                        pos += 1
                        x0 = {'node_id': v1_0, 'host': v1_1, 'port': v1_2}
                        v0_2.append(x0)
                end = outer0
            else: raise _R
            if pos != stop0: raise _R
    if v0_2 is _ABS: v0_2 = _c6()
    body = {'error_code': v0_0, 'topics': v0_1, 'node_endpoints': v0_2}
    return body, pos


def d619_EndQuorumEpochRequest(buf, pos, end, st):
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
                    if pos + 4 > end: raise _R
                    n = _I32(buf, pos)[0]
                    pos += 4
                    if n < 0:
                        raise _R
                    elif n > end - pos: raise _R
                    else:
                        if n * 4 > end - pos: raise _R
                        u = _c8.get(n)
                        if u is None: u = _unpacker('i', n)
                        v2_3 = list(u(buf, pos))
                        pos += n * 4
                    x1 = {'partition_index': v2_0, 'leader_id': v2_1, 'leader_epoch': v2_2, 'preferred_successors': v2_3}
                    v1_1.append(x1)
            x0 = {'topic_name': v1_0, 'partitions': v1_1}
            v0_1.append(x0)
    body = {'cluster_id': v0_0, 'topics': v0_1}
    return body, pos


def d620_EndQuorumEpochResponse(buf, pos, end, st):
    if pos + 2 > end: raise _R
    v0_0 = _c4(buf, pos)[0]
    pos += 2
    st[1] = True
    if v0_0: st[0] = v0_0
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
                    v2_0, v2_1, v2_2, v2_3 = _c5(buf, pos)
                    pos += 14
                    st[1] = True
                    if v2_1 and not st[0]: st[0] = v2_1
                    x1 = {'partition_index': v2_0, 'error_code': v2_1, 'leader_id': v2_2, 'leader_epoch': v2_3}
                    v1_1.append(x1)
            x0 = {'topic_name': v1_0, 'partitions': v1_1}
            v0_1.append(x0)
    body = {'error_code': v0_0, 'topics': v0_1}
    return body, pos


def d624_EndQuorumEpochRequest(buf, pos, end, st):
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
                    if pos >= end: raise _R
                    n = buf[pos]
                    if n < 128: pos += 1
                    else: n, pos = _uvarint(buf, pos, end)
                    n -= 1
                    if n < 0:
                        raise _R
                    elif n > end - pos: raise _R
                    else:
                        v2_3 = []
                        for _ in range(n):
                            if pos + 20 > end: raise _R
                            v3_0, v3_1 = _c9(buf, pos)
                            pos += 20
                            v3_1 = _uuid(v3_1)
                            if pos >= end or buf[pos]: raise _R
                            pos += 1
                            x2 = {'candidate_id': v3_0, 'candidate_directory_id': v3_1}
                            v2_3.append(x2)
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'partition_index': v2_0, 'leader_id': v2_1, 'leader_epoch': v2_2, 'preferred_candidates': v2_3}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'topic_name': v1_0, 'partitions': v1_1}
            v0_1.append(x0)
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
                v1_1 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            if pos + 2 > end: raise _R
            v1_2 = _c3(buf, pos)[0]
            pos += 2
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'name': v1_0, 'host': v1_1, 'port': v1_2}
            v0_2.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'cluster_id': v0_0, 'topics': v0_1, 'leader_endpoints': v0_2}
    return body, pos


def d625_EndQuorumEpochResponse(buf, pos, end, st):
    if pos + 2 > end: raise _R
    v0_0 = _c4(buf, pos)[0]
    pos += 2
    st[1] = True
    if v0_0: st[0] = v0_0
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
                    v2_0, v2_1, v2_2, v2_3 = _c5(buf, pos)
                    pos += 14
                    st[1] = True
                    if v2_1 and not st[0]: st[0] = v2_1
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'partition_index': v2_0, 'error_code': v2_1, 'leader_id': v2_2, 'leader_epoch': v2_3}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'topic_name': v1_0, 'partitions': v1_1}
            v0_1.append(x0)
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
                        v1_0 = _c1(buf, pos)[0]
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
                        if pos + 2 > end: raise _R
                        v1_2 = _c3(buf, pos)[0]
                        pos += 2
                        if pos >= end or buf[pos]: raise _R
                        pos += 1
                        x0 = {'node_id': v1_0, 'host': v1_1, 'port': v1_2}
                        v0_2.append(x0)
                end = outer0
            else: raise _R
            if pos != stop0: raise _R
    if v0_2 is _ABS: v0_2 = _c6()
    body = {'error_code': v0_0, 'topics': v0_1, 'node_endpoints': v0_2}
    return body, pos


def d628_DescribeQuorumRequest(buf, pos, end, st):
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
                    if pos + 4 > end: raise _R
                    v2_0 = _c1(buf, pos)[0]
                    pos += 4
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'partition_index': v2_0}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'topic_name': v1_0, 'partitions': v1_1}
            v0_0.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'topics': v0_0}
    return body, pos


def d632_DescribeQuorumResponse(buf, pos, end, st):
    if pos + 2 > end: raise _R
    v0_0 = _c4(buf, pos)[0]
    pos += 2
    st[1] = True
    if v0_0: st[0] = v0_0
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
                    if pos + 22 > end: raise _R
                    v2_0, v2_1, v2_2, v2_3, v2_4 = _c10(buf, pos)
                    pos += 22
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
                            if pos + 12 > end: raise _R
                            v3_0, v3_1 = _c11(buf, pos)
                            pos += 12
                            if pos >= end or buf[pos]: raise _R
                            pos += 1
                            x2 = {'replica_id': v3_0, 'log_end_offset': v3_1}
                            v2_5.append(x2)
                    if pos >= end: raise _R
                    n = buf[pos]
                    if n < 128: pos += 1
                    else: n, pos = _uvarint(buf, pos, end)
                    n -= 1
                    if n < 0:
                        raise _R
                    elif n > end - pos: raise _R
                    else:
                        v2_6 = []
                        for _ in range(n):
                            if pos + 12 > end: raise _R
                            v3_0, v3_1 = _c11(buf, pos)
                            pos += 12
                            if pos >= end or buf[pos]: raise _R
                            pos += 1
                            x2 = {'replica_id': v3_0, 'log_end_offset': v3_1}
                            v2_6.append(x2)
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'partition_index': v2_0, 'error_code': v2_1, 'leader_id': v2_2, 'leader_epoch': v2_3, 'high_watermark': v2_4, 'current_voters': v2_5, 'observers': v2_6}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'topic_name': v1_0, 'partitions': v1_1}
            v0_1.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'error_code': v0_0, 'topics': v0_1}
    return body, pos


#: (api_key, version, kind) -> its decoder
DECODERS = {
    (53, 1, 'request'): d613_BeginQuorumEpochRequest,
    (53, 1, 'response'): d616_BeginQuorumEpochResponse,
    (54, 0, 'request'): d619_EndQuorumEpochRequest,
    (54, 0, 'response'): d620_EndQuorumEpochResponse,
    (54, 1, 'request'): d624_EndQuorumEpochRequest,
    (54, 1, 'response'): d625_EndQuorumEpochResponse,
    (55, 0, 'request'): d628_DescribeQuorumRequest,
    (55, 1, 'request'): d628_DescribeQuorumRequest,
    (55, 2, 'request'): d628_DescribeQuorumRequest,
    (55, 0, 'response'): d632_DescribeQuorumResponse,
}
