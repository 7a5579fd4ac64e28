"""One-pass decoders of standard bodies, part 4: d89_ListOffsetsResponse,
d92_ListOffsetsRequest, d95_ListOffsetsResponse, d96_ListOffsetsRequest,
d98_MetadataRequest, d102_MetadataResponse, d103_MetadataRequest, d106_MetadataResponse,
d107_MetadataResponse, d108_MetadataResponse.

GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (:mod:`codegen.decoders`, from
``dissector/kafka/decode_layouts.json`` with :func:`dissector.wire.onepass.module_source`:
the source :func:`dissector.wire.onepass.gen_decode` executes for a body at run time);
``python -m codegen --check``, run by the tests, fails when it is stale.
"""

# ruff: noqa: E501, E701, F401, I001
from .decodekit import ABSENT as _ABS, ARRAYS as _ARRAYS, I16 as _I16, I32 as _I32, REFUSED as _R, Struct as _S, bools as _bools, default_maker as _maker, unpacker as _unpacker, uuid_text as _uuid, uuids as _uuids, uvarint as _uvarint

_c1 = _S('>i').unpack_from
_c2 = _S('>ihqqi').unpack_from
_c3 = _S('>ib').unpack_from
_c4 = _S('>iiq').unpack_from
_c5 = _S('>h').unpack_from
_c6 = _S('>hii').unpack_from
_c7 = _ARRAYS['i']
_c8 = _S('>B').unpack_from


def d89_ListOffsetsResponse(buf, pos, end, st):
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
                    if pos + 26 > end: raise _R
                    v2_0, v2_1, v2_2, v2_3, v2_4 = _c2(buf, pos)
                    pos += 26
                    st[1] = True
                    if v2_1 and not st[0]: st[0] = v2_1
                    x1 = {'partition_index': v2_0, 'error_code': v2_1, 'timestamp': v2_2, 'offset': v2_3, 'leader_epoch': v2_4}
                    v1_1.append(x1)
            x0 = {'name': v1_0, 'partitions': v1_1}
            v0_1.append(x0)
    body = {'throttle_time_ms': v0_0, 'topics': v0_1}
    return body, pos


def d92_ListOffsetsRequest(buf, pos, end, st):
    if pos + 5 > end: raise _R
    v0_0, v0_1 = _c3(buf, pos)
    pos += 5
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
                    if pos + 16 > end: raise _R
                    v2_0, v2_1, v2_2 = _c4(buf, pos)
                    pos += 16
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'partition_index': v2_0, 'current_leader_epoch': v2_1, 'timestamp': v2_2}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'name': v1_0, 'partitions': v1_1}
            v0_2.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'replica_id': v0_0, 'isolation_level': v0_1, 'topics': v0_2}
    return body, pos


def d95_ListOffsetsResponse(buf, pos, end, st):
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
                    if pos + 26 > end: raise _R
                    v2_0, v2_1, v2_2, v2_3, v2_4 = _c2(buf, pos)
                    pos += 26
                    st[1] = True
                    if v2_1 and not st[0]: st[0] = v2_1
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'partition_index': v2_0, 'error_code': v2_1, 'timestamp': v2_2, 'offset': v2_3, 'leader_epoch': v2_4}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'name': v1_0, 'partitions': v1_1}
            v0_1.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'topics': v0_1}
    return body, pos


def d96_ListOffsetsRequest(buf, pos, end, st):
    if pos + 5 > end: raise _R
    v0_0, v0_1 = _c3(buf, pos)
    pos += 5
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
                    if pos + 16 > end: raise _R
                    v2_0, v2_1, v2_2 = _c4(buf, pos)
                    pos += 16
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'partition_index': v2_0, 'current_leader_epoch': v2_1, 'timestamp': v2_2}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'name': v1_0, 'partitions': v1_1}
            v0_2.append(x0)
    if pos + 4 > end: raise _R
    v0_3 = _c1(buf, pos)[0]
    pos += 4
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'replica_id': v0_0, 'isolation_level': v0_1, 'topics': v0_2, 'timeout_ms': v0_3}
    return body, pos


def d98_MetadataRequest(buf, pos, end, st):
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
            x0 = {'name': v1_0}
            v0_0.append(x0)
    body = {'topics': v0_0}
    return body, pos


def d102_MetadataResponse(buf, pos, end, st):
    if pos + 4 > end: raise _R
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_0 = []
        for _ in range(n):
            if pos + 4 > end: raise _R
            v1_0 = _c1(buf, pos)[0]
            pos += 4
            if pos + 2 > end: raise _R
            n = _I16(buf, pos)[0]
            pos += 2
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_1 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            if pos + 4 > end: raise _R
            v1_2 = _c1(buf, pos)[0]
            pos += 4
            x0 = {'node_id': v1_0, 'host': v1_1, 'port': v1_2}
            v0_0.append(x0)
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
            v1_0 = _c5(buf, pos)[0]
            pos += 2
            st[1] = True
            if v1_0 and not st[0]: st[0] = v1_0
            if pos + 2 > end: raise _R
            n = _I16(buf, pos)[0]
            pos += 2
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_1 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            if pos + 4 > end: raise _R
            n = _I32(buf, pos)[0]
            pos += 4
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_2 = []
                for _ in range(n):
                    if pos + 10 > end: raise _R
                    v2_0, v2_1, v2_2 = _c6(buf, pos)
                    pos += 10
                    st[1] = True
                    if v2_0 and not st[0]: st[0] = v2_0
                    if pos + 4 > end: raise _R
                    n = _I32(buf, pos)[0]
                    pos += 4
                    if n < 0:
                        raise _R
                    elif n > end - pos: raise _R
                    else:
                        if n * 4 > end - pos: raise _R
                        u = _c7.get(n)
                        if u is None: u = _unpacker('i', n)
                        v2_3 = list(u(buf, pos))
                        pos += n * 4
                    if pos + 4 > end: raise _R
                    n = _I32(buf, pos)[0]
                    pos += 4
                    if n < 0:
                        raise _R
                    elif n > end - pos: raise _R
                    else:
                        if n * 4 > end - pos: raise _R
                        u = _c7.get(n)
                        if u is None: u = _unpacker('i', n)
                        v2_4 = list(u(buf, pos))
                        pos += n * 4
                    x1 = {'error_code': v2_0, 'partition_index': v2_1, 'leader_id': v2_2, 'replica_nodes': v2_3, 'isr_nodes': v2_4}
                    v1_2.append(x1)
            x0 = {'error_code': v1_0, 'name': v1_1, 'partitions': v1_2}
            v0_1.append(x0)
    body = {'brokers': v0_0, 'topics': v0_1}
    return body, pos


def d103_MetadataRequest(buf, pos, end, st):
    if pos + 4 > end: raise _R
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        if n != -1: raise _R
        v0_0 = None
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
            x0 = {'name': v1_0}
            v0_0.append(x0)
    body = {'topics': v0_0}
    return body, pos


def d106_MetadataResponse(buf, pos, end, st):
    if pos + 4 > end: raise _R
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_0 = []
        for _ in range(n):
            if pos + 4 > end: raise _R
            v1_0 = _c1(buf, pos)[0]
            pos += 4
            if pos + 2 > end: raise _R
            n = _I16(buf, pos)[0]
            pos += 2
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_1 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            if pos + 4 > end: raise _R
            v1_2 = _c1(buf, pos)[0]
            pos += 4
            if pos + 2 > end: raise _R
            n = _I16(buf, pos)[0]
            pos += 2
            if n < 0:
                if n != -1: raise _R
                v1_3 = None
            elif n > end - pos: raise _R
            else:
                v1_3 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            x0 = {'node_id': v1_0, 'host': v1_1, 'port': v1_2, 'rack': v1_3}
            v0_0.append(x0)
    if pos + 4 > end: raise _R
    v0_1 = _c1(buf, pos)[0]
    pos += 4
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
            v1_0 = _c5(buf, pos)[0]
            pos += 2
            st[1] = True
            if v1_0 and not st[0]: st[0] = v1_0
            if pos + 2 > end: raise _R
            n = _I16(buf, pos)[0]
            pos += 2
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_1 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            if pos + 1 > end: raise _R
            v1_2 = _c8(buf, pos)[0]
            pos += 1
            if v1_2 > 1: raise _R
            v1_2 = v1_2 == 1
            if pos + 4 > end: raise _R
            n = _I32(buf, pos)[0]
            pos += 4
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_3 = []
                for _ in range(n):
                    if pos + 10 > end: raise _R
                    v2_0, v2_1, v2_2 = _c6(buf, pos)
                    pos += 10
                    st[1] = True
                    if v2_0 and not st[0]: st[0] = v2_0
                    if pos + 4 > end: raise _R
                    n = _I32(buf, pos)[0]
                    pos += 4
                    if n < 0:
                        raise _R
                    elif n > end - pos: raise _R
                    else:
                        if n * 4 > end - pos: raise _R
                        u = _c7.get(n)
                        if u is None: u = _unpacker('i', n)
                        v2_3 = list(u(buf, pos))
                        pos += n * 4
                    if pos + 4 > end: raise _R
                    n = _I32(buf, pos)[0]
                    pos += 4
                    if n < 0:
                        raise _R
                    elif n > end - pos: raise _R
                    else:
                        if n * 4 > end - pos: raise _R
                        u = _c7.get(n)
                        if u is None: u = _unpacker('i', n)
                        v2_4 = list(u(buf, pos))
                        pos += n * 4
                    x1 = {'error_code': v2_0, 'partition_index': v2_1, 'leader_id': v2_2, 'replica_nodes': v2_3, 'isr_nodes': v2_4}
                    v1_3.append(x1)
            x0 = {'error_code': v1_0, 'name': v1_1, 'is_internal': v1_2, 'partitions': v1_3}
            v0_2.append(x0)
    body = {'brokers': v0_0, 'controller_id': v0_1, 'topics': v0_2}
    return body, pos


def d107_MetadataResponse(buf, pos, end, st):
    if pos + 4 > end: raise _R
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_0 = []
        for _ in range(n):
            if pos + 4 > end: raise _R
            v1_0 = _c1(buf, pos)[0]
            pos += 4
            if pos + 2 > end: raise _R
            n = _I16(buf, pos)[0]
            pos += 2
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_1 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            if pos + 4 > end: raise _R
            v1_2 = _c1(buf, pos)[0]
            pos += 4
            if pos + 2 > end: raise _R
            n = _I16(buf, pos)[0]
            pos += 2
            if n < 0:
                if n != -1: raise _R
                v1_3 = None
            elif n > end - pos: raise _R
            else:
                v1_3 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            x0 = {'node_id': v1_0, 'host': v1_1, 'port': v1_2, 'rack': v1_3}
            v0_0.append(x0)
    if pos + 2 > end: raise _R
    n = _I16(buf, pos)[0]
    pos += 2
    if n < 0:
        if n != -1: raise _R
        v0_1 = None
    elif n > end - pos: raise _R
    else:
        v0_1 = str(buf[pos : pos + n], 'utf-8')
        pos += n
    if pos + 4 > end: raise _R
    v0_2 = _c1(buf, pos)[0]
    pos += 4
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
            v1_0 = _c5(buf, pos)[0]
            pos += 2
            st[1] = True
            if v1_0 and not st[0]: st[0] = v1_0
            if pos + 2 > end: raise _R
            n = _I16(buf, pos)[0]
            pos += 2
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_1 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            if pos + 1 > end: raise _R
            v1_2 = _c8(buf, pos)[0]
            pos += 1
            if v1_2 > 1: raise _R
            v1_2 = v1_2 == 1
            if pos + 4 > end: raise _R
            n = _I32(buf, pos)[0]
            pos += 4
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_3 = []
                for _ in range(n):
                    if pos + 10 > end: raise _R
                    v2_0, v2_1, v2_2 = _c6(buf, pos)
                    pos += 10
                    st[1] = True
                    if v2_0 and not st[0]: st[0] = v2_0
                    if pos + 4 > end: raise _R
                    n = _I32(buf, pos)[0]
                    pos += 4
                    if n < 0:
                        raise _R
                    elif n > end - pos: raise _R
                    else:
                        if n * 4 > end - pos: raise _R
                        u = _c7.get(n)
                        if u is None: u = _unpacker('i', n)
                        v2_3 = list(u(buf, pos))
                        pos += n * 4
                    if pos + 4 > end: raise _R
                    n = _I32(buf, pos)[0]
                    pos += 4
                    if n < 0:
                        raise _R
                    elif n > end - pos: raise _R
                    else:
                        if n * 4 > end - pos: raise _R
                        u = _c7.get(n)
                        if u is None: u = _unpacker('i', n)
                        v2_4 = list(u(buf, pos))
                        pos += n * 4
                    x1 = {'error_code': v2_0, 'partition_index': v2_1, 'leader_id': v2_2, 'replica_nodes': v2_3, 'isr_nodes': v2_4}
                    v1_3.append(x1)
            x0 = {'error_code': v1_0, 'name': v1_1, 'is_internal': v1_2, 'partitions': v1_3}
            v0_3.append(x0)
    body = {'brokers': v0_0, 'cluster_id': v0_1, 'controller_id': v0_2, 'topics': v0_3}
    return body, pos


def d108_MetadataResponse(buf, pos, end, st):
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
            if pos + 4 > end: raise _R
            v1_0 = _c1(buf, pos)[0]
            pos += 4
            if pos + 2 > end: raise _R
            n = _I16(buf, pos)[0]
            pos += 2
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_1 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            if pos + 4 > end: raise _R
            v1_2 = _c1(buf, pos)[0]
            pos += 4
            if pos + 2 > end: raise _R
            n = _I16(buf, pos)[0]
            pos += 2
            if n < 0:
                if n != -1: raise _R
                v1_3 = None
            elif n > end - pos: raise _R
            else:
                v1_3 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            x0 = {'node_id': v1_0, 'host': v1_1, 'port': v1_2, 'rack': v1_3}
            v0_1.append(x0)
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
    v0_3 = _c1(buf, pos)[0]
    pos += 4
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
            v1_0 = _c5(buf, pos)[0]
            pos += 2
            st[1] = True
            if v1_0 and not st[0]: st[0] = v1_0
            if pos + 2 > end: raise _R
            n = _I16(buf, pos)[0]
            pos += 2
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_1 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            if pos + 1 > end: raise _R
            v1_2 = _c8(buf, pos)[0]
            pos += 1
            if v1_2 > 1: raise _R
            v1_2 = v1_2 == 1
            if pos + 4 > end: raise _R
            n = _I32(buf, pos)[0]
            pos += 4
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_3 = []
                for _ in range(n):
                    if pos + 10 > end: raise _R
                    v2_0, v2_1, v2_2 = _c6(buf, pos)
                    pos += 10
                    st[1] = True
                    if v2_0 and not st[0]: st[0] = v2_0
                    if pos + 4 > end: raise _R
                    n = _I32(buf, pos)[0]
                    pos += 4
                    if n < 0:
                        raise _R
                    elif n > end - pos: raise _R
                    else:
                        if n * 4 > end - pos: raise _R
                        u = _c7.get(n)
                        if u is None: u = _unpacker('i', n)
                        v2_3 = list(u(buf, pos))
                        pos += n * 4
                    if pos + 4 > end: raise _R
                    n = _I32(buf, pos)[0]
                    pos += 4
                    if n < 0:
                        raise _R
                    elif n > end - pos: raise _R
                    else:
                        if n * 4 > end - pos: raise _R
                        u = _c7.get(n)
                        if u is None: u = _unpacker('i', n)
                        v2_4 = list(u(buf, pos))
                        pos += n * 4
                    x1 = {'error_code': v2_0, 'partition_index': v2_1, 'leader_id': v2_2, 'replica_nodes': v2_3, 'isr_nodes': v2_4}
                    v1_3.append(x1)
            x0 = {'error_code': v1_0, 'name': v1_1, 'is_internal': v1_2, 'partitions': v1_3}
            v0_4.append(x0)
    body = {'throttle_time_ms': v0_0, 'brokers': v0_1, 'cluster_id': v0_2, 'controller_id': v0_3, 'topics': v0_4}
    return body, pos


#: (api_key, version, kind) -> its decoder
DECODERS = {
    (2, 4, 'response'): d89_ListOffsetsResponse,
    (2, 5, 'response'): d89_ListOffsetsResponse,
    (2, 6, 'request'): d92_ListOffsetsRequest,
    (2, 7, 'request'): d92_ListOffsetsRequest,
    (2, 8, 'request'): d92_ListOffsetsRequest,
    (2, 9, 'request'): d92_ListOffsetsRequest,
    (2, 6, 'response'): d95_ListOffsetsResponse,
    (2, 7, 'response'): d95_ListOffsetsResponse,
    (2, 8, 'response'): d95_ListOffsetsResponse,
    (2, 9, 'response'): d95_ListOffsetsResponse,
    (2, 10, 'response'): d95_ListOffsetsResponse,
    (2, 11, 'response'): d95_ListOffsetsResponse,
    (2, 10, 'request'): d96_ListOffsetsRequest,
    (2, 11, 'request'): d96_ListOffsetsRequest,
    (3, 0, 'request'): d98_MetadataRequest,
    (3, 0, 'response'): d102_MetadataResponse,
    (3, 1, 'request'): d103_MetadataRequest,
    (3, 2, 'request'): d103_MetadataRequest,
    (3, 3, 'request'): d103_MetadataRequest,
    (3, 1, 'response'): d106_MetadataResponse,
    (3, 2, 'response'): d107_MetadataResponse,
    (3, 3, 'response'): d108_MetadataResponse,
    (3, 4, 'response'): d108_MetadataResponse,
}
