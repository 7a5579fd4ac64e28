"""One-pass decoders of standard bodies, part 28: d636_DescribeQuorumResponse,
d642_DescribeQuorumResponse, d645_AlterPartitionRequest, d648_AlterPartitionResponse,
d652_AlterPartitionRequest, d654_UpdateFeaturesRequest, d656_UpdateFeaturesResponse,
d658_UpdateFeaturesRequest, d659_UpdateFeaturesResponse, d660_EnvelopeRequest,
d661_EnvelopeResponse.

GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (:mod:`codegen.decoders`, from
``dissector/kafka/decode_layouts.json`` with :func:`dissector.wire.onepass.module_source`:
the source :func:`dissector.wire.onepass.gen_decode` executes for a body at run time);
``python -m codegen --check``, run by the tests, fails when it is stale.
"""

# ruff: noqa: E501, E701, F401, I001
from .decodekit import ABSENT as _ABS, ARRAYS as _ARRAYS, I16 as _I16, I32 as _I32, REFUSED as _R, Struct as _S, bools as _bools, default_maker as _maker, unpacker as _unpacker, uuid_text as _uuid, uuids as _uuids, uvarint as _uvarint

_c1 = _S('>h').unpack_from
_c2 = _S('>ihiiq').unpack_from
_c3 = _S('>iqqq').unpack_from
_c4 = _S('>ih').unpack_from
_c5 = _S('>iiq').unpack_from
_c6 = _S('>i16sqqq').unpack_from
_c7 = _S('>i').unpack_from
_c8 = _S('>H').unpack_from
_c9 = _S('>iq').unpack_from
_c10 = _S('>16s').unpack_from
_c11 = _S('>ii').unpack_from
_c12 = _ARRAYS['i']
_c13 = _S('>bi').unpack_from
_c14 = _S('>ihii').unpack_from
_c15 = _S('>hB').unpack_from
_c16 = _S('>hb').unpack_from
_c17 = _S('>B').unpack_from


def d636_DescribeQuorumResponse(buf, pos, end, st):
    if pos + 2 > end: raise _R
    v0_0 = _c1(buf, pos)[0]
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
                    v2_0, v2_1, v2_2, v2_3, v2_4 = _c2(buf, pos)
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
                            if pos + 28 > end: raise _R
                            v3_0, v3_1, v3_2, v3_3 = _c3(buf, pos)
                            pos += 28
                            if pos >= end or buf[pos]: raise _R
                            pos += 1
                            x2 = {'replica_id': v3_0, 'log_end_offset': v3_1, 'last_fetch_timestamp': v3_2, 'last_caught_up_timestamp': v3_3}
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
                            if pos + 28 > end: raise _R
                            v3_0, v3_1, v3_2, v3_3 = _c3(buf, pos)
                            pos += 28
                            if pos >= end or buf[pos]: raise _R
                            pos += 1
                            x2 = {'replica_id': v3_0, 'log_end_offset': v3_1, 'last_fetch_timestamp': v3_2, 'last_caught_up_timestamp': v3_3}
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


def d642_DescribeQuorumResponse(buf, pos, end, st):
    if pos + 2 > end: raise _R
    v0_0 = _c1(buf, pos)[0]
    pos += 2
    st[1] = True
    if v0_0: st[0] = v0_0
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
        v0_1 = str(buf[pos : pos + n], 'utf-8')
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
                    v2_0, v2_1 = _c4(buf, pos)
                    pos += 6
                    st[1] = True
                    if v2_1 and not st[0]: st[0] = v2_1
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
                    if pos + 16 > end: raise _R
                    v2_3, v2_4, v2_5 = _c5(buf, pos)
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
                        v2_6 = []
                        for _ in range(n):
                            if pos + 44 > end: raise _R
                            v3_0, v3_1, v3_2, v3_3, v3_4 = _c6(buf, pos)
                            pos += 44
                            v3_1 = _uuid(v3_1)
                            if pos >= end or buf[pos]: raise _R
                            pos += 1
                            x2 = {'replica_id': v3_0, 'replica_directory_id': v3_1, 'log_end_offset': v3_2, 'last_fetch_timestamp': v3_3, 'last_caught_up_timestamp': v3_4}
                            v2_6.append(x2)
                    if pos >= end: raise _R
                    n = buf[pos]
                    if n < 128: pos += 1
                    else: n, pos = _uvarint(buf, pos, end)
                    n -= 1
                    if n < 0:
                        raise _R
                    elif n > end - pos: raise _R
                    else:
                        v2_7 = []
                        for _ in range(n):
                            if pos + 44 > end: raise _R
                            v3_0, v3_1, v3_2, v3_3, v3_4 = _c6(buf, pos)
                            pos += 44
                            v3_1 = _uuid(v3_1)
                            if pos >= end or buf[pos]: raise _R
                            pos += 1
                            x2 = {'replica_id': v3_0, 'replica_directory_id': v3_1, 'log_end_offset': v3_2, 'last_fetch_timestamp': v3_3, 'last_caught_up_timestamp': v3_4}
                            v2_7.append(x2)
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'partition_index': v2_0, 'error_code': v2_1, 'error_message': v2_2, 'leader_id': v2_3, 'leader_epoch': v2_4, 'high_watermark': v2_5, 'current_voters': v2_6, 'observers': v2_7}
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
            if pos + 4 > end: raise _R
            v1_0 = _c7(buf, pos)[0]
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
                        v2_1 = str(buf[pos : pos + n], 'utf-8')
                        pos += n
                    if pos + 2 > end: raise _R
                    v2_2 = _c8(buf, pos)[0]
                    pos += 2
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'name': v2_0, 'host': v2_1, 'port': v2_2}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'node_id': v1_0, 'listeners': v1_1}
            v0_3.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'error_code': v0_0, 'error_message': v0_1, 'topics': v0_2, 'nodes': v0_3}
    return body, pos


def d645_AlterPartitionRequest(buf, pos, end, st):
    if pos + 12 > end: raise _R
    v0_0, v0_1 = _c9(buf, pos)
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
            v1_0 = _c10(buf, pos)[0]
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
                    if pos + 8 > end: raise _R
                    v2_0, v2_1 = _c11(buf, pos)
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
                        if n * 4 > end - pos: raise _R
                        u = _c12.get(n)
                        if u is None: u = _unpacker('i', n)
                        v2_2 = list(u(buf, pos))
                        pos += n * 4
                    if pos + 5 > end: raise _R
                    v2_3, v2_4 = _c13(buf, pos)
                    pos += 5
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'partition_index': v2_0, 'leader_epoch': v2_1, 'new_isr': v2_2, 'leader_recovery_state': v2_3, 'partition_epoch': v2_4}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'topic_id': v1_0, 'partitions': v1_1}
            v0_2.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'broker_id': v0_0, 'broker_epoch': v0_1, 'topics': v0_2}
    return body, pos


def d648_AlterPartitionResponse(buf, pos, end, st):
    if pos + 6 > end: raise _R
    v0_0, v0_1 = _c4(buf, pos)
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
            v1_0 = _c10(buf, pos)[0]
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
                    if pos + 14 > end: raise _R
                    v2_0, v2_1, v2_2, v2_3 = _c14(buf, pos)
                    pos += 14
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
                        if n * 4 > end - pos: raise _R
                        u = _c12.get(n)
                        if u is None: u = _unpacker('i', n)
                        v2_4 = list(u(buf, pos))
                        pos += n * 4
                    if pos + 5 > end: raise _R
                    v2_5, v2_6 = _c13(buf, pos)
                    pos += 5
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'partition_index': v2_0, 'error_code': v2_1, 'leader_id': v2_2, 'leader_epoch': v2_3, 'isr': v2_4, 'leader_recovery_state': v2_5, 'partition_epoch': v2_6}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'topic_id': v1_0, 'partitions': v1_1}
            v0_2.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'error_code': v0_1, 'topics': v0_2}
    return body, pos


def d652_AlterPartitionRequest(buf, pos, end, st):
    if pos + 12 > end: raise _R
    v0_0, v0_1 = _c9(buf, pos)
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
            v1_0 = _c10(buf, pos)[0]
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
                    if pos + 8 > end: raise _R
                    v2_0, v2_1 = _c11(buf, pos)
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
                        v2_2 = []
                        for _ in range(n):
                            if pos + 12 > end: raise _R
                            v3_0, v3_1 = _c9(buf, pos)
                            pos += 12
                            if pos >= end or buf[pos]: raise _R
                            pos += 1
                            x2 = {'broker_id': v3_0, 'broker_epoch': v3_1}
                            v2_2.append(x2)
                    if pos + 5 > end: raise _R
                    v2_3, v2_4 = _c13(buf, pos)
                    pos += 5
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'partition_index': v2_0, 'leader_epoch': v2_1, 'new_isr_with_epochs': v2_2, 'leader_recovery_state': v2_3, 'partition_epoch': v2_4}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'topic_id': v1_0, 'partitions': v1_1}
            v0_2.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'broker_id': v0_0, 'broker_epoch': v0_1, 'topics': v0_2}
    return body, pos


def d654_UpdateFeaturesRequest(buf, pos, end, st):
    if pos + 4 > end: raise _R
    v0_0 = _c7(buf, pos)[0]
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
            if pos + 3 > end: raise _R
            v1_1, v1_2 = _c15(buf, pos)
            pos += 3
            if v1_2 > 1: raise _R
            v1_2 = v1_2 == 1
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'feature': v1_0, 'max_version_level': v1_1, 'allow_downgrade': v1_2}
            v0_1.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'timeout_ms': v0_0, 'feature_updates': v0_1}
    return body, pos


def d656_UpdateFeaturesResponse(buf, pos, end, st):
    if pos + 6 > end: raise _R
    v0_0, v0_1 = _c4(buf, pos)
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
            if pos + 2 > end: raise _R
            v1_1 = _c1(buf, pos)[0]
            pos += 2
            st[1] = True
            if v1_1 and not st[0]: st[0] = v1_1
            if pos >= end: raise _R
            n = buf[pos]
            if n < 128: pos += 1
            else: n, pos = _uvarint(buf, pos, end)
            n -= 1
            if n < 0:
                if n != -1: raise _R
                v1_2 = None
            elif n > end - pos: raise _R
            else:
                v1_2 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'feature': v1_0, 'error_code': v1_1, 'error_message': v1_2}
            v0_3.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'error_code': v0_1, 'error_message': v0_2, 'results': v0_3}
    return body, pos


def d658_UpdateFeaturesRequest(buf, pos, end, st):
    if pos + 4 > end: raise _R
    v0_0 = _c7(buf, pos)[0]
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
            if pos + 3 > end: raise _R
            v1_1, v1_2 = _c16(buf, pos)
            pos += 3
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'feature': v1_0, 'max_version_level': v1_1, 'upgrade_type': v1_2}
            v0_1.append(x0)
    if pos + 1 > end: raise _R
    v0_2 = _c17(buf, pos)[0]
    pos += 1
    if v0_2 > 1: raise _R
    v0_2 = v0_2 == 1
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'timeout_ms': v0_0, 'feature_updates': v0_1, 'validate_only': v0_2}
    return body, pos


def d659_UpdateFeaturesResponse(buf, pos, end, st):
    if pos + 6 > end: raise _R
    v0_0, v0_1 = _c4(buf, pos)
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


def d660_EnvelopeRequest(buf, pos, end, st):
    if pos >= end: raise _R
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_0 = bytes(buf[pos : pos + n])
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
        v0_1 = bytes(buf[pos : pos + n])
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
        v0_2 = bytes(buf[pos : pos + n])
        pos += n
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'request_data': v0_0, 'request_principal': v0_1, 'client_host_address': v0_2}
    return body, pos


def d661_EnvelopeResponse(buf, pos, end, st):
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
        v0_0 = bytes(buf[pos : pos + n])
        pos += n
    if pos + 2 > end: raise _R
    v0_1 = _c1(buf, pos)[0]
    pos += 2
    st[1] = True
    if v0_1: st[0] = v0_1
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'response_data': v0_0, 'error_code': v0_1}
    return body, pos


#: (api_key, version, kind) -> its decoder
DECODERS = {
    (55, 1, 'response'): d636_DescribeQuorumResponse,
    (55, 2, 'response'): d642_DescribeQuorumResponse,
    (56, 2, 'request'): d645_AlterPartitionRequest,
    (56, 2, 'response'): d648_AlterPartitionResponse,
    (56, 3, 'response'): d648_AlterPartitionResponse,
    (56, 3, 'request'): d652_AlterPartitionRequest,
    (57, 0, 'request'): d654_UpdateFeaturesRequest,
    (57, 0, 'response'): d656_UpdateFeaturesResponse,
    (57, 1, 'response'): d656_UpdateFeaturesResponse,
    (57, 1, 'request'): d658_UpdateFeaturesRequest,
    (57, 2, 'request'): d658_UpdateFeaturesRequest,
    (57, 2, 'response'): d659_UpdateFeaturesResponse,
    (58, 0, 'request'): d660_EnvelopeRequest,
    (58, 0, 'response'): d661_EnvelopeResponse,
}
