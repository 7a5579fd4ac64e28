"""One-pass decoders of standard bodies, part 33: d723_ConsumerGroupDescribeResponse,
d724_ControllerRegistrationRequest, d725_ControllerRegistrationResponse,
d726_GetTelemetrySubscriptionsRequest, d727_GetTelemetrySubscriptionsResponse,
d728_PushTelemetryRequest, d729_PushTelemetryResponse, d732_AssignReplicasToDirsRequest,
d736_AssignReplicasToDirsResponse, d737_ListConfigResourcesRequest,
d739_ListConfigResourcesResponse, d740_ListConfigResourcesRequest.

GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (:mod:`codegen.decoders`, from
``dissector/kafka/decode_layouts.json`` with :func:`dissector.wire.onepass.module_source`:
the source :func:`dissector.wire.onepass.gen_decode` executes for a body at run time);
``python -m codegen --check``, run by the tests, fails when it is stale.
"""

# ruff: noqa: E501, E701, F401, I001
from .decodekit import ABSENT as _ABS, ARRAYS as _ARRAYS, I16 as _I16, I32 as _I32, REFUSED as _R, Struct as _S, bools as _bools, default_maker as _maker, unpacker as _unpacker, uuid_text as _uuid, uuids as _uuids, uvarint as _uvarint

_c1 = _S('>i').unpack_from
_c2 = _S('>h').unpack_from
_c3 = _S('>ii').unpack_from
_c4 = _S('>16s').unpack_from
_c5 = _ARRAYS['i']
_c6 = _S('>b').unpack_from
_c7 = _S('>i16sB').unpack_from
_c8 = _S('>Hh').unpack_from
_c9 = _S('>hh').unpack_from
_c10 = _S('>ih').unpack_from
_c11 = _S('>ih16si').unpack_from
_c12 = _ARRAYS['b']
_c13 = _S('>iiB').unpack_from
_c14 = _S('>16siBb').unpack_from
_c15 = _S('>iq').unpack_from


def d723_ConsumerGroupDescribeResponse(buf, pos, end, st):
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
            if pos + 2 > end: raise _R
            v1_0 = _c2(buf, pos)[0]
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
            v1_4, v1_5 = _c3(buf, pos)
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
                    v2_3 = _c1(buf, pos)[0]
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
                            v4_0 = _c4(buf, pos)[0]
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
                                u = _c5.get(n)
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
                            v4_0 = _c4(buf, pos)[0]
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
                                u = _c5.get(n)
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
                    if pos + 1 > end: raise _R
                    v2_10 = _c6(buf, pos)[0]
                    pos += 1
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'member_id': v2_0, 'instance_id': v2_1, 'rack_id': v2_2, 'member_epoch': v2_3, 'client_id': v2_4, 'client_host': v2_5, 'subscribed_topic_names': v2_6, 'subscribed_topic_regex': v2_7, 'assignment': v2_8, 'target_assignment': v2_9, 'member_type': v2_10}
                    v1_7.append(x1)
            if pos + 4 > end: raise _R
            v1_8 = _c1(buf, pos)[0]
            pos += 4
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'error_code': v1_0, 'error_message': v1_1, 'group_id': v1_2, 'group_state': v1_3, 'group_epoch': v1_4, 'assignment_epoch': v1_5, 'assignor_name': v1_6, 'members': v1_7, 'authorized_operations': v1_8}
            v0_1.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'groups': v0_1}
    return body, pos


def d724_ControllerRegistrationRequest(buf, pos, end, st):
    if pos + 21 > end: raise _R
    v0_0, v0_1, v0_2 = _c7(buf, pos)
    pos += 21
    v0_1 = _uuid(v0_1)
    if v0_2 > 1: raise _R
    v0_2 = v0_2 == 1
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
            if pos + 4 > end: raise _R
            v1_2, v1_3 = _c8(buf, pos)
            pos += 4
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'name': v1_0, 'host': v1_1, 'port': v1_2, 'security_protocol': v1_3}
            v0_3.append(x0)
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
            v1_1, v1_2 = _c9(buf, pos)
            pos += 4
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'name': v1_0, 'min_supported_version': v1_1, 'max_supported_version': v1_2}
            v0_4.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'controller_id': v0_0, 'incarnation_id': v0_1, 'zk_migration_ready': v0_2, 'listeners': v0_3, 'features': v0_4}
    return body, pos


def d725_ControllerRegistrationResponse(buf, pos, end, st):
    if pos + 6 > end: raise _R
    v0_0, v0_1 = _c10(buf, pos)
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
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'error_code': v0_1, 'error_message': v0_2}
    return body, pos


def d726_GetTelemetrySubscriptionsRequest(buf, pos, end, st):
    if pos + 16 > end: raise _R
    v0_0 = _c4(buf, pos)[0]
    pos += 16
    v0_0 = _uuid(v0_0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'client_instance_id': v0_0}
    return body, pos


def d727_GetTelemetrySubscriptionsResponse(buf, pos, end, st):
    if pos + 26 > end: raise _R
    v0_0, v0_1, v0_2, v0_3 = _c11(buf, pos)
    pos += 26
    st[1] = True
    if v0_1: st[0] = v0_1
    v0_2 = _uuid(v0_2)
    if pos >= end: raise _R
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        if n * 1 > end - pos: raise _R
        u = _c12.get(n)
        if u is None: u = _unpacker('b', n)
        v0_4 = list(u(buf, pos))
        pos += n * 1
    if pos + 9 > end: raise _R
    v0_5, v0_6, v0_7 = _c13(buf, pos)
    pos += 9
    if v0_7 > 1: raise _R
    v0_7 = v0_7 == 1
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
            v0_8.append(x)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'error_code': v0_1, 'client_instance_id': v0_2, 'subscription_id': v0_3, 'accepted_compression_types': v0_4, 'push_interval_ms': v0_5, 'telemetry_max_bytes': v0_6, 'delta_temporality': v0_7, 'requested_metrics': v0_8}
    return body, pos


def d728_PushTelemetryRequest(buf, pos, end, st):
    if pos + 22 > end: raise _R
    v0_0, v0_1, v0_2, v0_3 = _c14(buf, pos)
    pos += 22
    v0_0 = _uuid(v0_0)
    if v0_2 > 1: raise _R
    v0_2 = v0_2 == 1
    if pos >= end: raise _R
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_4 = bytes(buf[pos : pos + n])
        pos += n
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'client_instance_id': v0_0, 'subscription_id': v0_1, 'terminating': v0_2, 'compression_type': v0_3, 'metrics': v0_4}
    return body, pos


def d729_PushTelemetryResponse(buf, pos, end, st):
    if pos + 6 > end: raise _R
    v0_0, v0_1 = _c10(buf, pos)
    pos += 6
    st[1] = True
    if v0_1: st[0] = v0_1
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'error_code': v0_1}
    return body, pos


def d732_AssignReplicasToDirsRequest(buf, pos, end, st):
    if pos + 12 > end: raise _R
    v0_0, v0_1 = _c15(buf, pos)
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
        v0_2 = []
        for _ in range(n):
            if pos + 16 > end: raise _R
            v1_0 = _c4(buf, pos)[0]
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
                    v2_0 = _c4(buf, pos)[0]
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
                            if pos + 4 > end: raise _R
                            v3_0 = _c1(buf, pos)[0]
                            pos += 4
                            if pos >= end or buf[pos]: raise _R
                            pos += 1
                            x2 = {'partition_index': v3_0}
                            v2_1.append(x2)
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'topic_id': v2_0, 'partitions': v2_1}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'id_': v1_0, 'topics': v1_1}
            v0_2.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'broker_id': v0_0, 'broker_epoch': v0_1, 'directories': v0_2}
    return body, pos


def d736_AssignReplicasToDirsResponse(buf, pos, end, st):
    if pos + 6 > end: raise _R
    v0_0, v0_1 = _c10(buf, pos)
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
            if pos + 16 > end: raise _R
            v1_0 = _c4(buf, pos)[0]
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
                    v2_0 = _c4(buf, pos)[0]
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
                            if pos + 6 > end: raise _R
                            v3_0, v3_1 = _c10(buf, pos)
                            pos += 6
                            st[1] = True
                            if v3_1 and not st[0]: st[0] = v3_1
                            if pos >= end or buf[pos]: raise _R
                            pos += 1
                            x2 = {'partition_index': v3_0, 'error_code': v3_1}
                            v2_1.append(x2)
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'topic_id': v2_0, 'partitions': v2_1}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'id_': v1_0, 'topics': v1_1}
            v0_2.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'error_code': v0_1, 'directories': v0_2}
    return body, pos


def d737_ListConfigResourcesRequest(buf, pos, end, st):
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {}
    return body, pos


def d739_ListConfigResourcesResponse(buf, pos, end, st):
    if pos + 6 > end: raise _R
    v0_0, v0_1 = _c10(buf, pos)
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
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'resource_name': v1_0}
            v0_2.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'error_code': v0_1, 'config_resources': v0_2}
    return body, pos


def d740_ListConfigResourcesRequest(buf, pos, end, st):
    if pos >= end: raise _R
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        if n * 1 > end - pos: raise _R
        u = _c12.get(n)
        if u is None: u = _unpacker('b', n)
        v0_0 = list(u(buf, pos))
        pos += n * 1
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'resource_types': v0_0}
    return body, pos


#: (api_key, version, kind) -> its decoder
DECODERS = {
    (69, 1, 'response'): d723_ConsumerGroupDescribeResponse,
    (70, 0, 'request'): d724_ControllerRegistrationRequest,
    (70, 0, 'response'): d725_ControllerRegistrationResponse,
    (71, 0, 'request'): d726_GetTelemetrySubscriptionsRequest,
    (71, 0, 'response'): d727_GetTelemetrySubscriptionsResponse,
    (72, 0, 'request'): d728_PushTelemetryRequest,
    (72, 0, 'response'): d729_PushTelemetryResponse,
    (73, 0, 'request'): d732_AssignReplicasToDirsRequest,
    (73, 0, 'response'): d736_AssignReplicasToDirsResponse,
    (74, 0, 'request'): d737_ListConfigResourcesRequest,
    (74, 0, 'response'): d739_ListConfigResourcesResponse,
    (74, 1, 'request'): d740_ListConfigResourcesRequest,
}
