"""One-pass decoders of standard bodies, part 29: d664_FetchSnapshotRequest,
d667_FetchSnapshotResponse, d670_FetchSnapshotRequest, d671_FetchSnapshotResponse,
d672_DescribeClusterRequest, d674_DescribeClusterResponse, d675_DescribeClusterRequest,
d676_DescribeClusterResponse, d677_DescribeClusterRequest.

GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (:mod:`codegen.decoders`, from
``dissector/kafka/decode_layouts.json`` with :func:`dissector.wire.onepass.module_source`:
the source :func:`dissector.wire.onepass.gen_decode` executes for a body at run time);
``python -m codegen --check``, run by the tests, fails when it is stale.
"""

# ruff: noqa: E501, E701, F401, I001
from .decodekit import ABSENT as _ABS, ARRAYS as _ARRAYS, I16 as _I16, I32 as _I32, REFUSED as _R, Struct as _S, bools as _bools, default_maker as _maker, unpacker as _unpacker, uuid_text as _uuid, uuids as _uuids, uvarint as _uvarint

_c1 = _S('>ii').unpack_from
_c2 = _S('>qi').unpack_from
_c3 = _S('>q').unpack_from
_c4 = None
_c5 = _S('>ih').unpack_from
_c6 = _S('>qq').unpack_from
_c7 = _maker({'leader_id': 0, 'leader_epoch': 0})
_c8 = _S('>16s').unpack_from
_c9 = '00000000-0000-0000-0000-000000000000'
_c10 = _S('>i').unpack_from
_c11 = _S('>H').unpack_from
_c12 = _maker([])
_c13 = _S('>B').unpack_from
_c14 = _S('>Bb').unpack_from
_c15 = _S('>b').unpack_from
_c16 = _S('>BbB').unpack_from


def d664_FetchSnapshotRequest(buf, pos, end, st):
    if pos + 8 > end: raise _R
    v0_1, v0_2 = _c1(buf, pos)
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
                    if pos + 8 > end: raise _R
                    v2_0, v2_1 = _c1(buf, pos)
                    pos += 8
                    if pos + 12 > end: raise _R
                    v3_0, v3_1 = _c2(buf, pos)
                    pos += 12
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    v2_2 = {'end_offset': v3_0, 'epoch': v3_1}
                    if pos + 8 > end: raise _R
                    v2_3 = _c3(buf, pos)[0]
                    pos += 8
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'partition': v2_0, 'current_leader_epoch': v2_1, 'snapshot_id': v2_2, 'position': v2_3}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'name': v1_0, 'partitions': v1_1}
            v0_3.append(x0)
    v0_0 = _ABS
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
            else: raise _R
            if pos != stop0: raise _R
    if v0_0 is _ABS: v0_0 = _c4
    body = {'cluster_id': v0_0, 'replica_id': v0_1, 'max_bytes': v0_2, 'topics': v0_3}
    return body, pos


def d667_FetchSnapshotResponse(buf, pos, end, st):
    if pos + 6 > end: raise _R
    v0_0, v0_1 = _c5(buf, pos)
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
                    if pos + 6 > end: raise _R
                    v2_0, v2_1 = _c5(buf, pos)
                    pos += 6
                    st[1] = True
                    if v2_1 and not st[0]: st[0] = v2_1
                    if pos + 12 > end: raise _R
                    v3_0, v3_1 = _c2(buf, pos)
                    pos += 12
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    v2_2 = {'end_offset': v3_0, 'epoch': v3_1}
                    if pos + 16 > end: raise _R
                    v2_4, v2_5 = _c6(buf, pos)
                    pos += 16
                    if pos >= end: raise _R
                    n = buf[pos]
                    if n < 128: pos += 1
                    else: n, pos = _uvarint(buf, pos, end)
                    n -= 1
                    if n < 0:
                        raise _R
                    elif n > end - pos: raise _R
                    else:
                        v2_6 = bytes(buf[pos : pos + n])
                        pos += n
                    v2_3 = _ABS
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
                                v3_0, v3_1 = _c1(buf, pos)
                                pos += 8
                                if pos >= end or buf[pos]: raise _R
                                pos += 1
                                v2_3 = {'leader_id': v3_0, 'leader_epoch': v3_1}
                                end = outer2
                            else: raise _R
                            if pos != stop2: raise _R
                    if v2_3 is _ABS: v2_3 = _c7()
                    x1 = {'index': v2_0, 'error_code': v2_1, 'snapshot_id': v2_2, 'current_leader': v2_3, 'size': v2_4, 'position': v2_5, 'unaligned_records': v2_6}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'name': v1_0, 'partitions': v1_1}
            v0_2.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'error_code': v0_1, 'topics': v0_2}
    return body, pos


def d670_FetchSnapshotRequest(buf, pos, end, st):
    if pos + 8 > end: raise _R
    v0_1, v0_2 = _c1(buf, pos)
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
                    if pos + 8 > end: raise _R
                    v2_0, v2_1 = _c1(buf, pos)
                    pos += 8
                    if pos + 12 > end: raise _R
                    v3_0, v3_1 = _c2(buf, pos)
                    pos += 12
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    v2_2 = {'end_offset': v3_0, 'epoch': v3_1}
                    if pos + 8 > end: raise _R
                    v2_3 = _c3(buf, pos)[0]
                    pos += 8
                    v2_4 = _ABS
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
                                v2_4 = _c8(buf, pos)[0]
                                pos += 16
                                v2_4 = _uuid(v2_4)
                                end = outer2
                            else: raise _R
                            if pos != stop2: raise _R
                    if v2_4 is _ABS: v2_4 = _c9
                    x1 = {'partition': v2_0, 'current_leader_epoch': v2_1, 'snapshot_id': v2_2, 'position': v2_3, 'replica_directory_id': v2_4}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'name': v1_0, 'partitions': v1_1}
            v0_3.append(x0)
    v0_0 = _ABS
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
            else: raise _R
            if pos != stop0: raise _R
    if v0_0 is _ABS: v0_0 = _c4
    body = {'cluster_id': v0_0, 'replica_id': v0_1, 'max_bytes': v0_2, 'topics': v0_3}
    return body, pos


def d671_FetchSnapshotResponse(buf, pos, end, st):
    if pos + 6 > end: raise _R
    v0_0, v0_1 = _c5(buf, pos)
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
                    if pos + 6 > end: raise _R
                    v2_0, v2_1 = _c5(buf, pos)
                    pos += 6
                    st[1] = True
                    if v2_1 and not st[0]: st[0] = v2_1
                    if pos + 12 > end: raise _R
                    v3_0, v3_1 = _c2(buf, pos)
                    pos += 12
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    v2_2 = {'end_offset': v3_0, 'epoch': v3_1}
                    if pos + 16 > end: raise _R
                    v2_4, v2_5 = _c6(buf, pos)
                    pos += 16
                    if pos >= end: raise _R
                    n = buf[pos]
                    if n < 128: pos += 1
                    else: n, pos = _uvarint(buf, pos, end)
                    n -= 1
                    if n < 0:
                        raise _R
                    elif n > end - pos: raise _R
                    else:
                        v2_6 = bytes(buf[pos : pos + n])
                        pos += n
                    v2_3 = _ABS
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
                                v3_0, v3_1 = _c1(buf, pos)
                                pos += 8
                                if pos >= end or buf[pos]: raise _R
                                pos += 1
                                v2_3 = {'leader_id': v3_0, 'leader_epoch': v3_1}
                                end = outer2
                            else: raise _R
                            if pos != stop2: raise _R
                    if v2_3 is _ABS: v2_3 = _c7()
                    x1 = {'index': v2_0, 'error_code': v2_1, 'snapshot_id': v2_2, 'current_leader': v2_3, 'size': v2_4, 'position': v2_5, 'unaligned_records': v2_6}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'name': v1_0, 'partitions': v1_1}
            v0_2.append(x0)
    v0_3 = _ABS
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
                    v0_3 = []
                    for _ in range(n):
                        if pos + 4 > end: raise _R
                        v1_0 = _c10(buf, pos)[0]
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
                        v1_2 = _c11(buf, pos)[0]
                        pos += 2
                        if pos >= end or buf[pos]: raise _R
                        pos += 1
                        x0 = {'node_id': v1_0, 'host': v1_1, 'port': v1_2}
                        v0_3.append(x0)
                end = outer0
            else: raise _R
            if pos != stop0: raise _R
    if v0_3 is _ABS: v0_3 = _c12()
    body = {'throttle_time_ms': v0_0, 'error_code': v0_1, 'topics': v0_2, 'node_endpoints': v0_3}
    return body, pos


def d672_DescribeClusterRequest(buf, pos, end, st):
    if pos + 1 > end: raise _R
    v0_0 = _c13(buf, pos)[0]
    pos += 1
    if v0_0 > 1: raise _R
    v0_0 = v0_0 == 1
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'include_cluster_authorized_operations': v0_0}
    return body, pos


def d674_DescribeClusterResponse(buf, pos, end, st):
    if pos + 6 > end: raise _R
    v0_0, v0_1 = _c5(buf, pos)
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
    if pos + 4 > end: raise _R
    v0_4 = _c10(buf, pos)[0]
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
        v0_5 = []
        for _ in range(n):
            if pos + 4 > end: raise _R
            v1_0 = _c10(buf, pos)[0]
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
            v1_2 = _c10(buf, pos)[0]
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
            x0 = {'broker_id': v1_0, 'host': v1_1, 'port': v1_2, 'rack': v1_3}
            v0_5.append(x0)
    if pos + 4 > end: raise _R
    v0_6 = _c10(buf, pos)[0]
    pos += 4
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'error_code': v0_1, 'error_message': v0_2, 'cluster_id': v0_3, 'controller_id': v0_4, 'brokers': v0_5, 'cluster_authorized_operations': v0_6}
    return body, pos


def d675_DescribeClusterRequest(buf, pos, end, st):
    if pos + 2 > end: raise _R
    v0_0, v0_1 = _c14(buf, pos)
    pos += 2
    if v0_0 > 1: raise _R
    v0_0 = v0_0 == 1
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'include_cluster_authorized_operations': v0_0, 'endpoint_type': v0_1}
    return body, pos


def d676_DescribeClusterResponse(buf, pos, end, st):
    if pos + 6 > end: raise _R
    v0_0, v0_1 = _c5(buf, pos)
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
    if pos + 1 > end: raise _R
    v0_3 = _c15(buf, pos)[0]
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
        v0_4 = str(buf[pos : pos + n], 'utf-8')
        pos += n
    if pos + 4 > end: raise _R
    v0_5 = _c10(buf, pos)[0]
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
        v0_6 = []
        for _ in range(n):
            if pos + 4 > end: raise _R
            v1_0 = _c10(buf, pos)[0]
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
            v1_2 = _c10(buf, pos)[0]
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
            x0 = {'broker_id': v1_0, 'host': v1_1, 'port': v1_2, 'rack': v1_3}
            v0_6.append(x0)
    if pos + 4 > end: raise _R
    v0_7 = _c10(buf, pos)[0]
    pos += 4
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'error_code': v0_1, 'error_message': v0_2, 'endpoint_type': v0_3, 'cluster_id': v0_4, 'controller_id': v0_5, 'brokers': v0_6, 'cluster_authorized_operations': v0_7}
    return body, pos


def d677_DescribeClusterRequest(buf, pos, end, st):
    if pos + 3 > end: raise _R
    v0_0, v0_1, v0_2 = _c16(buf, pos)
    pos += 3
    if v0_0 > 1: raise _R
    v0_0 = v0_0 == 1
    if v0_2 > 1: raise _R
    v0_2 = v0_2 == 1
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'include_cluster_authorized_operations': v0_0, 'endpoint_type': v0_1, 'include_fenced_brokers': v0_2}
    return body, pos


#: (api_key, version, kind) -> its decoder
DECODERS = {
    (59, 0, 'request'): d664_FetchSnapshotRequest,
    (59, 0, 'response'): d667_FetchSnapshotResponse,
    (59, 1, 'request'): d670_FetchSnapshotRequest,
    (59, 1, 'response'): d671_FetchSnapshotResponse,
    (60, 0, 'request'): d672_DescribeClusterRequest,
    (60, 0, 'response'): d674_DescribeClusterResponse,
    (60, 1, 'request'): d675_DescribeClusterRequest,
    (60, 1, 'response'): d676_DescribeClusterResponse,
    (60, 2, 'request'): d677_DescribeClusterRequest,
}
