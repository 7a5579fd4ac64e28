"""One-pass decoders of standard bodies, part 32: d713_ConsumerGroupHeartbeatResponse,
d714_ConsumerGroupHeartbeatRequest, d715_ConsumerGroupDescribeRequest,
d720_ConsumerGroupDescribeResponse.

GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (:mod:`codegen.decoders`, from
``dissector/kafka/decode_layouts.json`` with :func:`dissector.wire.onepass.module_source`:
the source :func:`dissector.wire.onepass.gen_decode` executes for a body at run time);
``python -m codegen --check``, run by the tests, fails when it is stale.
"""

# ruff: noqa: E501, E701, F401, I001
from .decodekit import ABSENT as _ABS, ARRAYS as _ARRAYS, I16 as _I16, I32 as _I32, REFUSED as _R, Struct as _S, bools as _bools, default_maker as _maker, unpacker as _unpacker, uuid_text as _uuid, uuids as _uuids, uvarint as _uvarint

_c1 = _S('>ih').unpack_from
_c2 = _S('>ii').unpack_from
_c3 = _S('>16s').unpack_from
_c4 = _ARRAYS['i']
_c5 = _S('>i').unpack_from
_c6 = _S('>B').unpack_from
_c7 = _S('>h').unpack_from


def d713_ConsumerGroupHeartbeatResponse(buf, pos, end, st):
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
    v0_4, v0_5 = _c2(buf, pos)
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
                v2_0 = _c3(buf, pos)[0]
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
                    u = _c4.get(n)
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


def d714_ConsumerGroupHeartbeatRequest(buf, pos, end, st):
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
    v0_2 = _c5(buf, pos)[0]
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
        v0_4 = str(buf[pos : pos + n], 'utf-8')
        pos += n
    if pos + 4 > end: raise _R
    v0_5 = _c5(buf, pos)[0]
    pos += 4
    if pos >= end: raise _R
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise _R
        v0_6 = None
    elif n > end - pos: raise _R
    else:
        v0_6 = []
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
            v0_6.append(x)
    if pos >= end: raise _R
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise _R
        v0_7 = None
    elif n > end - pos: raise _R
    else:
        v0_7 = str(buf[pos : pos + n], 'utf-8')
        pos += n
    if pos >= end: raise _R
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise _R
        v0_8 = None
    elif n > end - pos: raise _R
    else:
        v0_8 = str(buf[pos : pos + n], 'utf-8')
        pos += n
    if pos >= end: raise _R
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise _R
        v0_9 = None
    elif n > end - pos: raise _R
    else:
        v0_9 = []
        for _ in range(n):
            if pos + 16 > end: raise _R
            v1_0 = _c3(buf, pos)[0]
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
                u = _c4.get(n)
                if u is None: u = _unpacker('i', n)
                v1_1 = list(u(buf, pos))
                pos += n * 4
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'topic_id': v1_0, 'partitions': v1_1}
            v0_9.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'group_id': v0_0, 'member_id': v0_1, 'member_epoch': v0_2, 'instance_id': v0_3, 'rack_id': v0_4, 'rebalance_timeout_ms': v0_5, 'subscribed_topic_names': v0_6, 'subscribed_topic_regex': v0_7, 'server_assignor': v0_8, 'topic_partitions': v0_9}
    return body, pos


def d715_ConsumerGroupDescribeRequest(buf, pos, end, st):
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
    v0_1 = _c6(buf, pos)[0]
    pos += 1
    if v0_1 > 1: raise _R
    v0_1 = v0_1 == 1
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'group_ids': v0_0, 'include_authorized_operations': v0_1}
    return body, pos


def d720_ConsumerGroupDescribeResponse(buf, pos, end, st):
    if pos + 4 > end: raise _R
    v0_0 = _c5(buf, pos)[0]
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
            v1_0 = _c7(buf, pos)[0]
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
            v1_4, v1_5 = _c2(buf, pos)
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
                    if pos + 4 > end: raise _R
                    v2_3 = _c5(buf, pos)[0]
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
                        v2_5 = str(buf[pos : pos + n], 'utf-8')
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
                        v2_6 = []
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
                            v2_6.append(x)
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
                        v2_7 = str(buf[pos : pos + n], 'utf-8')
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
                        v3_0 = []
                        for _ in range(n):
                            if pos + 16 > end: raise _R
                            v4_0 = _c3(buf, pos)[0]
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
                                u = _c4.get(n)
                                if u is None: u = _unpacker('i', n)
                                v4_2 = list(u(buf, pos))
                                pos += n * 4
                            if pos >= end or buf[pos]: raise _R
                            pos += 1
                            x3 = {'topic_id': v4_0, 'topic_name': v4_1, 'partitions': v4_2}
                            v3_0.append(x3)
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    v2_8 = {'topic_partitions': v3_0}
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
                            v4_0 = _c3(buf, pos)[0]
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
                                u = _c4.get(n)
                                if u is None: u = _unpacker('i', n)
                                v4_2 = list(u(buf, pos))
                                pos += n * 4
                            if pos >= end or buf[pos]: raise _R
                            pos += 1
                            x3 = {'topic_id': v4_0, 'topic_name': v4_1, 'partitions': v4_2}
                            v3_0.append(x3)
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    v2_9 = {'topic_partitions': v3_0}
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'member_id': v2_0, 'instance_id': v2_1, 'rack_id': v2_2, 'member_epoch': v2_3, 'client_id': v2_4, 'client_host': v2_5, 'subscribed_topic_names': v2_6, 'subscribed_topic_regex': v2_7, 'assignment': v2_8, 'target_assignment': v2_9}
                    v1_7.append(x1)
            if pos + 4 > end: raise _R
            v1_8 = _c5(buf, pos)[0]
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
    (68, 0, 'response'): d713_ConsumerGroupHeartbeatResponse,
    (68, 1, 'response'): d713_ConsumerGroupHeartbeatResponse,
    (68, 1, 'request'): d714_ConsumerGroupHeartbeatRequest,
    (69, 0, 'request'): d715_ConsumerGroupDescribeRequest,
    (69, 1, 'request'): d715_ConsumerGroupDescribeRequest,
    (69, 0, 'response'): d720_ConsumerGroupDescribeResponse,
}
