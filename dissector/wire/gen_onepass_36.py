"""One-pass decoders of standard bodies, part 36: d770_ShareAcknowledgeRequest,
d771_ShareAcknowledgeResponse, d772_AddRaftVoterRequest, d773_AddRaftVoterResponse,
d774_AddRaftVoterRequest, d775_RemoveRaftVoterRequest, d776_RemoveRaftVoterResponse,
d778_UpdateRaftVoterRequest, d780_UpdateRaftVoterResponse,
d783_InitializeShareGroupStateRequest, d786_InitializeShareGroupStateResponse,
d789_ReadShareGroupStateRequest.

GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (:mod:`codegen.decoders`, from
``dissector/kafka/decode_layouts.json`` with :func:`dissector.wire.onepass.module_source`:
the source :func:`dissector.wire.onepass.gen_decode` executes for a body at run time);
``python -m codegen --check``, run by the tests, fails when it is stale.
"""

# ruff: noqa: E501, E701, F401, I001
from .decodekit import ABSENT as _ABS, ARRAYS as _ARRAYS, I16 as _I16, I32 as _I32, REFUSED as _R, Struct as _S, bools as _bools, default_maker as _maker, unpacker as _unpacker, uuid_text as _uuid, uuids as _uuids, uvarint as _uvarint

_c1 = _S('>iB').unpack_from
_c2 = _S('>16s').unpack_from
_c3 = _S('>i').unpack_from
_c4 = _S('>qq').unpack_from
_c5 = _ARRAYS['b']
_c6 = _S('>ih').unpack_from
_c7 = _S('>ii').unpack_from
_c8 = _S('>ii16s').unpack_from
_c9 = _S('>H').unpack_from
_c10 = _S('>B').unpack_from
_c11 = _S('>i16s').unpack_from
_c12 = _S('>hh').unpack_from
_c13 = _maker({'leader_id': -1, 'leader_epoch': -1, 'host': '', 'port': 0})
_c14 = _S('>iiq').unpack_from


def d770_ShareAcknowledgeRequest(buf, pos, end, st):
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
        if n != -1: raise _R
        v0_1 = None
    elif n > end - pos: raise _R
    else:
        v0_1 = str(buf[pos : pos + n], 'utf-8')
        pos += n
    if pos + 5 > end: raise _R
    v0_2, v0_3 = _c1(buf, pos)
    pos += 5
    if v0_3 > 1: raise _R
    v0_3 = v0_3 == 1
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
                    if pos + 4 > end: raise _R
                    v2_0 = _c3(buf, pos)[0]
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
                        v2_1 = []
                        for _ in range(n):
                            if pos + 16 > end: raise _R
                            v3_0, v3_1 = _c4(buf, pos)
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
                                if n * 1 > end - pos: raise _R
                                u = _c5.get(n)
                                if u is None: u = _unpacker('b', n)
                                v3_2 = list(u(buf, pos))
                                pos += n * 1
                            if pos >= end or buf[pos]: raise _R
                            pos += 1
                            x2 = {'first_offset': v3_0, 'last_offset': v3_1, 'acknowledge_types': v3_2}
                            v2_1.append(x2)
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'partition_index': v2_0, 'acknowledgement_batches': v2_1}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'topic_id': v1_0, 'partitions': v1_1}
            v0_4.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'group_id': v0_0, 'member_id': v0_1, 'share_session_epoch': v0_2, 'is_renew_ack': v0_3, 'topics': v0_4}
    return body, pos


def d771_ShareAcknowledgeResponse(buf, pos, end, st):
    if pos + 6 > end: raise _R
    v0_0, v0_1 = _c6(buf, pos)
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
                    if pos + 6 > end: raise _R
                    v2_0, v2_1 = _c6(buf, pos)
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
                    if pos + 8 > end: raise _R
                    v3_0, v3_1 = _c7(buf, pos)
                    pos += 8
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    v2_3 = {'leader_id': v3_0, 'leader_epoch': v3_1}
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'partition_index': v2_0, 'error_code': v2_1, 'error_message': v2_2, 'current_leader': v2_3}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'topic_id': v1_0, 'partitions': v1_1}
            v0_4.append(x0)
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
            v1_0 = _c3(buf, pos)[0]
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
                v1_3 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'node_id': v1_0, 'host': v1_1, 'port': v1_2, 'rack': v1_3}
            v0_5.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'error_code': v0_1, 'error_message': v0_2, 'acquisition_lock_timeout_ms': v0_3, 'responses': v0_4, 'node_endpoints': v0_5}
    return body, pos


def d772_AddRaftVoterRequest(buf, pos, end, st):
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
    if pos + 24 > end: raise _R
    v0_1, v0_2, v0_3 = _c8(buf, pos)
    pos += 24
    v0_3 = _uuid(v0_3)
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
            v1_2 = _c9(buf, pos)[0]
            pos += 2
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'name': v1_0, 'host': v1_1, 'port': v1_2}
            v0_4.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'cluster_id': v0_0, 'timeout_ms': v0_1, 'voter_id': v0_2, 'voter_directory_id': v0_3, 'listeners': v0_4}
    return body, pos


def d773_AddRaftVoterResponse(buf, pos, end, st):
    if pos + 6 > end: raise _R
    v0_0, v0_1 = _c6(buf, pos)
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


def d774_AddRaftVoterRequest(buf, pos, end, st):
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
    if pos + 24 > end: raise _R
    v0_1, v0_2, v0_3 = _c8(buf, pos)
    pos += 24
    v0_3 = _uuid(v0_3)
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
            v1_2 = _c9(buf, pos)[0]
            pos += 2
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'name': v1_0, 'host': v1_1, 'port': v1_2}
            v0_4.append(x0)
    if pos + 1 > end: raise _R
    v0_5 = _c10(buf, pos)[0]
    pos += 1
    if v0_5 > 1: raise _R
    v0_5 = v0_5 == 1
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'cluster_id': v0_0, 'timeout_ms': v0_1, 'voter_id': v0_2, 'voter_directory_id': v0_3, 'listeners': v0_4, 'ack_when_committed': v0_5}
    return body, pos


def d775_RemoveRaftVoterRequest(buf, pos, end, st):
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
    if pos + 20 > end: raise _R
    v0_1, v0_2 = _c11(buf, pos)
    pos += 20
    v0_2 = _uuid(v0_2)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'cluster_id': v0_0, 'voter_id': v0_1, 'voter_directory_id': v0_2}
    return body, pos


def d776_RemoveRaftVoterResponse(buf, pos, end, st):
    if pos + 6 > end: raise _R
    v0_0, v0_1 = _c6(buf, pos)
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


def d778_UpdateRaftVoterRequest(buf, pos, end, st):
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
    if pos + 24 > end: raise _R
    v0_1, v0_2, v0_3 = _c8(buf, pos)
    pos += 24
    v0_3 = _uuid(v0_3)
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
            v1_2 = _c9(buf, pos)[0]
            pos += 2
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'name': v1_0, 'host': v1_1, 'port': v1_2}
            v0_4.append(x0)
    if pos + 4 > end: raise _R
    v1_0, v1_1 = _c12(buf, pos)
    pos += 4
    if pos >= end or buf[pos]: raise _R
    pos += 1
    v0_5 = {'min_supported_version': v1_0, 'max_supported_version': v1_1}
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'cluster_id': v0_0, 'current_leader_epoch': v0_1, 'voter_id': v0_2, 'voter_directory_id': v0_3, 'listeners': v0_4, 'k_raft_version_feature': v0_5}
    return body, pos


def d780_UpdateRaftVoterResponse(buf, pos, end, st):
    if pos + 6 > end: raise _R
    v0_0, v0_1 = _c6(buf, pos)
    pos += 6
    st[1] = True
    if v0_1: st[0] = v0_1
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
                if pos + 8 > end: raise _R
                v1_0, v1_1 = _c7(buf, pos)
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
                    v1_2 = str(buf[pos : pos + n], 'utf-8')
                    pos += n
                if pos + 4 > end: raise _R
                v1_3 = _c3(buf, pos)[0]
                pos += 4
                if pos >= end or buf[pos]: raise _R
                pos += 1
                v0_2 = {'leader_id': v1_0, 'leader_epoch': v1_1, 'host': v1_2, 'port': v1_3}
                end = outer0
            else: raise _R
            if pos != stop0: raise _R
    if v0_2 is _ABS: v0_2 = _c13()
    body = {'throttle_time_ms': v0_0, 'error_code': v0_1, 'current_leader': v0_2}
    return body, pos


def d783_InitializeShareGroupStateRequest(buf, pos, end, st):
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
                    if pos + 16 > end: raise _R
                    v2_0, v2_1, v2_2 = _c14(buf, pos)
                    pos += 16
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'partition': v2_0, 'state_epoch': v2_1, 'start_offset': v2_2}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'topic_id': v1_0, 'partitions': v1_1}
            v0_1.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'group_id': v0_0, 'topics': v0_1}
    return body, pos


def d786_InitializeShareGroupStateResponse(buf, pos, end, st):
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
                    v2_0, v2_1 = _c6(buf, pos)
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
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'partition': v2_0, 'error_code': v2_1, 'error_message': v2_2}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'topic_id': v1_0, 'partitions': v1_1}
            v0_0.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'results': v0_0}
    return body, pos


def d789_ReadShareGroupStateRequest(buf, pos, end, st):
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
                    if pos + 8 > end: raise _R
                    v2_0, v2_1 = _c7(buf, pos)
                    pos += 8
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'partition': v2_0, 'leader_epoch': v2_1}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'topic_id': v1_0, 'partitions': v1_1}
            v0_1.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'group_id': v0_0, 'topics': v0_1}
    return body, pos


#: (api_key, version, kind) -> its decoder
DECODERS = {
    (79, 2, 'request'): d770_ShareAcknowledgeRequest,
    (79, 2, 'response'): d771_ShareAcknowledgeResponse,
    (80, 0, 'request'): d772_AddRaftVoterRequest,
    (80, 0, 'response'): d773_AddRaftVoterResponse,
    (80, 1, 'response'): d773_AddRaftVoterResponse,
    (80, 1, 'request'): d774_AddRaftVoterRequest,
    (81, 0, 'request'): d775_RemoveRaftVoterRequest,
    (81, 0, 'response'): d776_RemoveRaftVoterResponse,
    (82, 0, 'request'): d778_UpdateRaftVoterRequest,
    (82, 0, 'response'): d780_UpdateRaftVoterResponse,
    (83, 0, 'request'): d783_InitializeShareGroupStateRequest,
    (83, 0, 'response'): d786_InitializeShareGroupStateResponse,
    (84, 0, 'request'): d789_ReadShareGroupStateRequest,
}
