"""One-pass decoders of standard bodies, part 5: d109_MetadataRequest, d112_MetadataResponse,
d115_MetadataResponse, d116_MetadataRequest, d118_MetadataResponse, d120_MetadataRequest,
d124_MetadataResponse.

GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (:mod:`codegen.decoders`, from
``dissector/kafka/decode_layouts.json`` with :func:`dissector.wire.onepass.module_source`:
the source :func:`dissector.wire.onepass.gen_decode` executes for a body at run time);
``python -m codegen --check``, run by the tests, fails when it is stale.
"""

# ruff: noqa: E501, E701, F401, I001
from .decodekit import ABSENT as _ABS, ARRAYS as _ARRAYS, I16 as _I16, I32 as _I32, REFUSED as _R, Struct as _S, bools as _bools, default_maker as _maker, unpacker as _unpacker, uuid_text as _uuid, uuids as _uuids, uvarint as _uvarint

_c1 = _S('>B').unpack_from
_c2 = _S('>i').unpack_from
_c3 = _S('>h').unpack_from
_c4 = _S('>hii').unpack_from
_c5 = _ARRAYS['i']
_c6 = _S('>hiii').unpack_from
_c7 = _S('>BBB').unpack_from


def d109_MetadataRequest(buf, pos, end, st):
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
    if pos + 1 > end: raise _R
    v0_1 = _c1(buf, pos)[0]
    pos += 1
    if v0_1 > 1: raise _R
    v0_1 = v0_1 == 1
    body = {'topics': v0_0, 'allow_auto_topic_creation': v0_1}
    return body, pos


def d112_MetadataResponse(buf, pos, end, st):
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
            if pos + 4 > end: raise _R
            v1_0 = _c2(buf, pos)[0]
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
            v1_2 = _c2(buf, pos)[0]
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
    v0_3 = _c2(buf, pos)[0]
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
            v1_0 = _c3(buf, pos)[0]
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
            v1_2 = _c1(buf, pos)[0]
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
                    v2_0, v2_1, v2_2 = _c4(buf, pos)
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
                        u = _c5.get(n)
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
                        u = _c5.get(n)
                        if u is None: u = _unpacker('i', n)
                        v2_4 = list(u(buf, pos))
                        pos += n * 4
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
                        v2_5 = list(u(buf, pos))
                        pos += n * 4
                    x1 = {'error_code': v2_0, 'partition_index': v2_1, 'leader_id': v2_2, 'replica_nodes': v2_3, 'isr_nodes': v2_4, 'offline_replicas': v2_5}
                    v1_3.append(x1)
            x0 = {'error_code': v1_0, 'name': v1_1, 'is_internal': v1_2, 'partitions': v1_3}
            v0_4.append(x0)
    body = {'throttle_time_ms': v0_0, 'brokers': v0_1, 'cluster_id': v0_2, 'controller_id': v0_3, 'topics': v0_4}
    return body, pos


def d115_MetadataResponse(buf, pos, end, st):
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
            if pos + 4 > end: raise _R
            v1_0 = _c2(buf, pos)[0]
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
            v1_2 = _c2(buf, pos)[0]
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
    v0_3 = _c2(buf, pos)[0]
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
            v1_0 = _c3(buf, pos)[0]
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
            v1_2 = _c1(buf, pos)[0]
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
                    if pos + 14 > end: raise _R
                    v2_0, v2_1, v2_2, v2_3 = _c6(buf, pos)
                    pos += 14
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
                        u = _c5.get(n)
                        if u is None: u = _unpacker('i', n)
                        v2_4 = list(u(buf, pos))
                        pos += n * 4
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
                        v2_5 = list(u(buf, pos))
                        pos += n * 4
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
                        v2_6 = list(u(buf, pos))
                        pos += n * 4
                    x1 = {'error_code': v2_0, 'partition_index': v2_1, 'leader_id': v2_2, 'leader_epoch': v2_3, 'replica_nodes': v2_4, 'isr_nodes': v2_5, 'offline_replicas': v2_6}
                    v1_3.append(x1)
            x0 = {'error_code': v1_0, 'name': v1_1, 'is_internal': v1_2, 'partitions': v1_3}
            v0_4.append(x0)
    body = {'throttle_time_ms': v0_0, 'brokers': v0_1, 'cluster_id': v0_2, 'controller_id': v0_3, 'topics': v0_4}
    return body, pos


def d116_MetadataRequest(buf, pos, end, st):
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
    if pos + 3 > end: raise _R
    v0_1, v0_2, v0_3 = _c7(buf, pos)
    pos += 3
    if v0_1 > 1: raise _R
    v0_1 = v0_1 == 1
    if v0_2 > 1: raise _R
    v0_2 = v0_2 == 1
    if v0_3 > 1: raise _R
    v0_3 = v0_3 == 1
    body = {'topics': v0_0, 'allow_auto_topic_creation': v0_1, 'include_cluster_authorized_operations': v0_2, 'include_topic_authorized_operations': v0_3}
    return body, pos


def d118_MetadataResponse(buf, pos, end, st):
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
            if pos + 4 > end: raise _R
            v1_0 = _c2(buf, pos)[0]
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
            v1_2 = _c2(buf, pos)[0]
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
    v0_3 = _c2(buf, pos)[0]
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
            v1_0 = _c3(buf, pos)[0]
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
            v1_2 = _c1(buf, pos)[0]
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
                    if pos + 14 > end: raise _R
                    v2_0, v2_1, v2_2, v2_3 = _c6(buf, pos)
                    pos += 14
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
                        u = _c5.get(n)
                        if u is None: u = _unpacker('i', n)
                        v2_4 = list(u(buf, pos))
                        pos += n * 4
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
                        v2_5 = list(u(buf, pos))
                        pos += n * 4
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
                        v2_6 = list(u(buf, pos))
                        pos += n * 4
                    x1 = {'error_code': v2_0, 'partition_index': v2_1, 'leader_id': v2_2, 'leader_epoch': v2_3, 'replica_nodes': v2_4, 'isr_nodes': v2_5, 'offline_replicas': v2_6}
                    v1_3.append(x1)
            if pos + 4 > end: raise _R
            v1_4 = _c2(buf, pos)[0]
            pos += 4
            x0 = {'error_code': v1_0, 'name': v1_1, 'is_internal': v1_2, 'partitions': v1_3, 'topic_authorized_operations': v1_4}
            v0_4.append(x0)
    if pos + 4 > end: raise _R
    v0_5 = _c2(buf, pos)[0]
    pos += 4
    body = {'throttle_time_ms': v0_0, 'brokers': v0_1, 'cluster_id': v0_2, 'controller_id': v0_3, 'topics': v0_4, 'cluster_authorized_operations': v0_5}
    return body, pos


def d120_MetadataRequest(buf, pos, end, st):
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
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'name': v1_0}
            v0_0.append(x0)
    if pos + 3 > end: raise _R
    v0_1, v0_2, v0_3 = _c7(buf, pos)
    pos += 3
    if v0_1 > 1: raise _R
    v0_1 = v0_1 == 1
    if v0_2 > 1: raise _R
    v0_2 = v0_2 == 1
    if v0_3 > 1: raise _R
    v0_3 = v0_3 == 1
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'topics': v0_0, 'allow_auto_topic_creation': v0_1, 'include_cluster_authorized_operations': v0_2, 'include_topic_authorized_operations': v0_3}
    return body, pos


def d124_MetadataResponse(buf, pos, end, st):
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
            v0_1.append(x0)
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
    v0_3 = _c2(buf, pos)[0]
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
        v0_4 = []
        for _ in range(n):
            if pos + 2 > end: raise _R
            v1_0 = _c3(buf, pos)[0]
            pos += 2
            st[1] = True
            if v1_0 and not st[0]: st[0] = v1_0
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
            if pos + 1 > end: raise _R
            v1_2 = _c1(buf, pos)[0]
            pos += 1
            if v1_2 > 1: raise _R
            v1_2 = v1_2 == 1
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
                    if pos + 14 > end: raise _R
                    v2_0, v2_1, v2_2, v2_3 = _c6(buf, pos)
                    pos += 14
                    st[1] = True
                    if v2_0 and not st[0]: st[0] = v2_0
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
                        v2_4 = list(u(buf, pos))
                        pos += n * 4
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
                        v2_5 = list(u(buf, pos))
                        pos += n * 4
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
                        v2_6 = list(u(buf, pos))
                        pos += n * 4
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'error_code': v2_0, 'partition_index': v2_1, 'leader_id': v2_2, 'leader_epoch': v2_3, 'replica_nodes': v2_4, 'isr_nodes': v2_5, 'offline_replicas': v2_6}
                    v1_3.append(x1)
            if pos + 4 > end: raise _R
            v1_4 = _c2(buf, pos)[0]
            pos += 4
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'error_code': v1_0, 'name': v1_1, 'is_internal': v1_2, 'partitions': v1_3, 'topic_authorized_operations': v1_4}
            v0_4.append(x0)
    if pos + 4 > end: raise _R
    v0_5 = _c2(buf, pos)[0]
    pos += 4
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'brokers': v0_1, 'cluster_id': v0_2, 'controller_id': v0_3, 'topics': v0_4, 'cluster_authorized_operations': v0_5}
    return body, pos


#: (api_key, version, kind) -> its decoder
DECODERS = {
    (3, 4, 'request'): d109_MetadataRequest,
    (3, 5, 'request'): d109_MetadataRequest,
    (3, 6, 'request'): d109_MetadataRequest,
    (3, 7, 'request'): d109_MetadataRequest,
    (3, 5, 'response'): d112_MetadataResponse,
    (3, 6, 'response'): d112_MetadataResponse,
    (3, 7, 'response'): d115_MetadataResponse,
    (3, 8, 'request'): d116_MetadataRequest,
    (3, 8, 'response'): d118_MetadataResponse,
    (3, 9, 'request'): d120_MetadataRequest,
    (3, 9, 'response'): d124_MetadataResponse,
}
