"""One-pass decoders of standard bodies, part 34: d742_ListConfigResourcesResponse,
d745_DescribeTopicPartitionsRequest, d748_DescribeTopicPartitionsResponse,
d749_ShareGroupHeartbeatRequest, d750_ShareGroupHeartbeatResponse,
d751_ShareGroupDescribeRequest, d754_ShareGroupDescribeResponse.

GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (:mod:`codegen.decoders`, from
``dissector/kafka/decode_layouts.json`` with :func:`dissector.wire.onepass.module_source`:
the source :func:`dissector.wire.onepass.gen_decode` executes for a body at run time);
``python -m codegen --check``, run by the tests, fails when it is stale.
"""

# ruff: noqa: E501, E701, F401, I001
from .decodekit import ABSENT as _ABS, ARRAYS as _ARRAYS, I16 as _I16, I32 as _I32, REFUSED as _R, Struct as _S, bools as _bools, default_maker as _maker, unpacker as _unpacker, uuid_text as _uuid, uuids as _uuids, uvarint as _uvarint

_c1 = _S('>ih').unpack_from
_c2 = _S('>b').unpack_from
_c3 = _S('>i').unpack_from
_c4 = _S('>h').unpack_from
_c5 = _S('>16sB').unpack_from
_c6 = _S('>hiii').unpack_from
_c7 = _ARRAYS['i']
_c8 = _S('>ii').unpack_from
_c9 = _S('>16s').unpack_from
_c10 = _S('>B').unpack_from


def d742_ListConfigResourcesResponse(buf, pos, end, st):
    if pos + 6 > end: raise _R
    v0_0, v0_1 = _c1(buf, pos)
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
            if pos + 1 > end: raise _R
            v1_1 = _c2(buf, pos)[0]
            pos += 1
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'resource_name': v1_0, 'resource_type': v1_1}
            v0_2.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'error_code': v0_1, 'config_resources': v0_2}
    return body, pos


def d745_DescribeTopicPartitionsRequest(buf, pos, end, st):
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
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'name': v1_0}
            v0_0.append(x0)
    if pos + 4 > end: raise _R
    v0_1 = _c3(buf, pos)[0]
    pos += 4
    if pos >= end: raise _R
    m = buf[pos]
    pos += 1
    if m == 1:
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
        if pos >= end or buf[pos]: raise _R
        pos += 1
        v0_2 = {'topic_name': v1_0, 'partition_index': v1_1}
    elif m == 255: v0_2 = None
    else: raise _R
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'topics': v0_0, 'response_partition_limit': v0_1, 'cursor': v0_2}
    return body, pos


def d748_DescribeTopicPartitionsResponse(buf, pos, end, st):
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
            if pos + 2 > end: raise _R
            v1_0 = _c4(buf, pos)[0]
            pos += 2
            st[1] = True
            if v1_0 and not st[0]: st[0] = v1_0
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
            if pos + 17 > end: raise _R
            v1_2, v1_3 = _c5(buf, pos)
            pos += 17
            v1_2 = _uuid(v1_2)
            if v1_3 > 1: raise _R
            v1_3 = v1_3 == 1
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
                        u = _c7.get(n)
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
                        u = _c7.get(n)
                        if u is None: u = _unpacker('i', n)
                        v2_5 = list(u(buf, pos))
                        pos += n * 4
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
                        if n * 4 > end - pos: raise _R
                        u = _c7.get(n)
                        if u is None: u = _unpacker('i', n)
                        v2_6 = list(u(buf, pos))
                        pos += n * 4
                    if pos >= end: raise _R
                    n = buf[pos]
                    if n < 128: pos += 1
                    else: n, pos = _uvarint(buf, pos, end)
                    n -= 1
                    if n < 0:
                        if n != -1: raise _R
                        v2_7 = None
                    elif n > end - pos: raise _R
                    else:
                        if n * 4 > end - pos: raise _R
                        u = _c7.get(n)
                        if u is None: u = _unpacker('i', n)
                        v2_7 = list(u(buf, pos))
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
                        u = _c7.get(n)
                        if u is None: u = _unpacker('i', n)
                        v2_8 = list(u(buf, pos))
                        pos += n * 4
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'error_code': v2_0, 'partition_index': v2_1, 'leader_id': v2_2, 'leader_epoch': v2_3, 'replica_nodes': v2_4, 'isr_nodes': v2_5, 'eligible_leader_replicas': v2_6, 'last_known_elr': v2_7, 'offline_replicas': v2_8}
                    v1_4.append(x1)
            if pos + 4 > end: raise _R
            v1_5 = _c3(buf, pos)[0]
            pos += 4
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'error_code': v1_0, 'name': v1_1, 'topic_id': v1_2, 'is_internal': v1_3, 'partitions': v1_4, 'topic_authorized_operations': v1_5}
            v0_1.append(x0)
    if pos >= end: raise _R
    m = buf[pos]
    pos += 1
    if m == 1:
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
        if pos >= end or buf[pos]: raise _R
        pos += 1
        v0_2 = {'topic_name': v1_0, 'partition_index': v1_1}
    elif m == 255: v0_2 = None
    else: raise _R
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'topics': v0_1, 'next_cursor': v0_2}
    return body, pos


def d749_ShareGroupHeartbeatRequest(buf, pos, end, st):
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
        v0_1 = str(buf[pos : pos + n], 'utf-8')
        pos += n
    if pos + 4 > end: raise _R
    v0_2 = _c3(buf, pos)[0]
    pos += 4
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
        if n != -1: raise _R
        v0_4 = None
    elif n > end - pos: raise _R
    else:
        v0_4 = []
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
            v0_4.append(x)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'group_id': v0_0, 'member_id': v0_1, 'member_epoch': v0_2, 'rack_id': v0_3, 'subscribed_topic_names': v0_4}
    return body, pos


def d750_ShareGroupHeartbeatResponse(buf, pos, end, st):
    if pos + 6 > end: raise _R
    v0_0, v0_1 = _c1(buf, pos)
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
        if n != -1: raise _R
        v0_3 = None
    elif n > end - pos: raise _R
    else:
        v0_3 = str(buf[pos : pos + n], 'utf-8')
        pos += n
    if pos + 8 > end: raise _R
    v0_4, v0_5 = _c8(buf, pos)
    pos += 8
    if pos >= end: raise _R
    m = buf[pos]
    pos += 1
    if m == 1:
        if pos >= end: raise _R
        n = buf[pos]
        if n < 128: pos += 1
        else: n, pos = _uvarint(buf, pos, end)
        n -= 1
        if n < 0:
            raise _R
        elif n > end - pos: raise _R
        else:
            v1_0 = []
            for _ in range(n):
                if pos + 16 > end: raise _R
                v2_0 = _c9(buf, pos)[0]
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
                    u = _c7.get(n)
                    if u is None: u = _unpacker('i', n)
                    v2_1 = list(u(buf, pos))
                    pos += n * 4
                if pos >= end or buf[pos]: raise _R
                pos += 1
                x1 = {'topic_id': v2_0, 'partitions': v2_1}
                v1_0.append(x1)
        if pos >= end or buf[pos]: raise _R
        pos += 1
        v0_6 = {'topic_partitions': v1_0}
    elif m == 255: v0_6 = None
    else: raise _R
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'error_code': v0_1, 'error_message': v0_2, 'member_id': v0_3, 'member_epoch': v0_4, 'heartbeat_interval_ms': v0_5, 'assignment': v0_6}
    return body, pos


def d751_ShareGroupDescribeRequest(buf, pos, end, st):
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
    if pos + 1 > end: raise _R
    v0_1 = _c10(buf, pos)[0]
    pos += 1
    if v0_1 > 1: raise _R
    v0_1 = v0_1 == 1
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'group_ids': v0_0, 'include_authorized_operations': v0_1}
    return body, pos


def d754_ShareGroupDescribeResponse(buf, pos, end, st):
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
            if pos + 2 > end: raise _R
            v1_0 = _c4(buf, pos)[0]
            pos += 2
            st[1] = True
            if v1_0 and not st[0]: st[0] = v1_0
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
            if pos >= end: raise _R
            n = buf[pos]
            if n < 128: pos += 1
            else: n, pos = _uvarint(buf, pos, end)
            n -= 1
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_3 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            if pos + 8 > end: raise _R
            v1_4, v1_5 = _c8(buf, pos)
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
                v1_6 = str(buf[pos : pos + n], 'utf-8')
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
                    if pos + 4 > end: raise _R
                    v2_2 = _c3(buf, pos)[0]
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
                        v2_3 = str(buf[pos : pos + n], 'utf-8')
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
                        v2_4 = str(buf[pos : pos + n], 'utf-8')
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
                        v2_5 = []
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
                            v2_5.append(x)
                    if pos >= end: raise _R
                    n = buf[pos]
                    if n < 128: pos += 1
                    else: n, pos = _uvarint(buf, pos, end)
                    n -= 1
                    if n < 0:
                        raise _R
                    elif n > end - pos: raise _R
                    else:
                        v3_0 = []
                        for _ in range(n):
                            if pos + 16 > end: raise _R
                            v4_0 = _c9(buf, pos)[0]
                            pos += 16
                            v4_0 = _uuid(v4_0)
                            if pos >= end: raise _R
                            n = buf[pos]
                            if n < 128: pos += 1
                            else: n, pos = _uvarint(buf, pos, end)
                            n -= 1
                            if n < 0:
                                raise _R
                            elif n > end - pos: raise _R
                            else:
                                v4_1 = str(buf[pos : pos + n], 'utf-8')
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
                                u = _c7.get(n)
                                if u is None: u = _unpacker('i', n)
                                v4_2 = list(u(buf, pos))
                                pos += n * 4
                            if pos >= end or buf[pos]: raise _R
                            pos += 1
                            x3 = {'topic_id': v4_0, 'topic_name': v4_1, 'partitions': v4_2}
                            v3_0.append(x3)
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    v2_6 = {'topic_partitions': v3_0}
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'member_id': v2_0, 'rack_id': v2_1, 'member_epoch': v2_2, 'client_id': v2_3, 'client_host': v2_4, 'subscribed_topic_names': v2_5, 'assignment': v2_6}
                    v1_7.append(x1)
            if pos + 4 > end: raise _R
            v1_8 = _c3(buf, pos)[0]
            pos += 4
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'error_code': v1_0, 'error_message': v1_1, 'group_id': v1_2, 'group_state': v1_3, 'group_epoch': v1_4, 'assignment_epoch': v1_5, 'assignor_name': v1_6, 'members': v1_7, 'authorized_operations': v1_8}
            v0_1.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'groups': v0_1}
    return body, pos


#: (api_key, version, kind) -> its decoder
DECODERS = {
    (74, 1, 'response'): d742_ListConfigResourcesResponse,
    (75, 0, 'request'): d745_DescribeTopicPartitionsRequest,
    (75, 0, 'response'): d748_DescribeTopicPartitionsResponse,
    (76, 1, 'request'): d749_ShareGroupHeartbeatRequest,
    (76, 1, 'response'): d750_ShareGroupHeartbeatResponse,
    (77, 1, 'request'): d751_ShareGroupDescribeRequest,
    (77, 1, 'response'): d754_ShareGroupDescribeResponse,
}
