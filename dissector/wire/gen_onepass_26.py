"""One-pass decoders of standard bodies, part 26: d584_DescribeUserScramCredentialsResponse,
d587_AlterUserScramCredentialsRequest, d589_AlterUserScramCredentialsResponse,
d592_VoteRequest, d595_VoteResponse, d598_VoteRequest, d600_VoteResponse, d603_VoteRequest,
d606_BeginQuorumEpochRequest, d609_BeginQuorumEpochResponse.

GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (:mod:`codegen.decoders`, from
``dissector/kafka/decode_layouts.json`` with :func:`dissector.wire.onepass.module_source`:
the source :func:`dissector.wire.onepass.gen_decode` executes for a body at run time);
``python -m codegen --check``, run by the tests, fails when it is stale.
"""

# ruff: noqa: E501, E701, F401, I001
from .decodekit import ABSENT as _ABS, ARRAYS as _ARRAYS, I16 as _I16, I32 as _I32, REFUSED as _R, Struct as _S, bools as _bools, default_maker as _maker, unpacker as _unpacker, uuid_text as _uuid, uuids as _uuids, uvarint as _uvarint

_c1 = _S('>ih').unpack_from
_c2 = _S('>h').unpack_from
_c3 = _S('>bi').unpack_from
_c4 = _S('>b').unpack_from
_c5 = _S('>i').unpack_from
_c6 = _S('>iiiiq').unpack_from
_c7 = _S('>ihiiB').unpack_from
_c8 = _S('>iii16s16siq').unpack_from
_c9 = _S('>H').unpack_from
_c10 = _maker([])
_c11 = _S('>iii16s16siqB').unpack_from
_c12 = _S('>iii').unpack_from
_c13 = _S('>ihii').unpack_from


def d584_DescribeUserScramCredentialsResponse(buf, pos, end, st):
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
            v1_1 = _c2(buf, pos)[0]
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
                    if pos + 5 > end: raise _R
                    v2_0, v2_1 = _c3(buf, pos)
                    pos += 5
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'mechanism': v2_0, 'iterations': v2_1}
                    v1_3.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'user': v1_0, 'error_code': v1_1, 'error_message': v1_2, 'credential_infos': v1_3}
            v0_3.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'error_code': v0_1, 'error_message': v0_2, 'results': v0_3}
    return body, pos


def d587_AlterUserScramCredentialsRequest(buf, pos, end, st):
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
            if pos + 1 > end: raise _R
            v1_1 = _c4(buf, pos)[0]
            pos += 1
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'name': v1_0, 'mechanism': v1_1}
            v0_0.append(x0)
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
            if pos + 5 > end: raise _R
            v1_1, v1_2 = _c3(buf, pos)
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
                v1_3 = bytes(buf[pos : pos + n])
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
                v1_4 = bytes(buf[pos : pos + n])
                pos += n
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'name': v1_0, 'mechanism': v1_1, 'iterations': v1_2, 'salt': v1_3, 'salted_password': v1_4}
            v0_1.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'deletions': v0_0, 'upsertions': v0_1}
    return body, pos


def d589_AlterUserScramCredentialsResponse(buf, pos, end, st):
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
            v1_1 = _c2(buf, pos)[0]
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
            x0 = {'user': v1_0, 'error_code': v1_1, 'error_message': v1_2}
            v0_1.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'results': v0_1}
    return body, pos


def d592_VoteRequest(buf, pos, end, st):
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
                    if pos + 24 > end: raise _R
                    v2_0, v2_1, v2_2, v2_3, v2_4 = _c6(buf, pos)
                    pos += 24
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'partition_index': v2_0, 'replica_epoch': v2_1, 'replica_id': v2_2, 'last_offset_epoch': v2_3, 'last_offset': v2_4}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'topic_name': v1_0, 'partitions': v1_1}
            v0_1.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'cluster_id': v0_0, 'topics': v0_1}
    return body, pos


def d595_VoteResponse(buf, pos, end, st):
    if pos + 2 > end: raise _R
    v0_0 = _c2(buf, pos)[0]
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
                    if pos + 15 > end: raise _R
                    v2_0, v2_1, v2_2, v2_3, v2_4 = _c7(buf, pos)
                    pos += 15
                    st[1] = True
                    if v2_1 and not st[0]: st[0] = v2_1
                    if v2_4 > 1: raise _R
                    v2_4 = v2_4 == 1
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'partition_index': v2_0, 'error_code': v2_1, 'leader_id': v2_2, 'leader_epoch': v2_3, 'vote_granted': v2_4}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'topic_name': v1_0, 'partitions': v1_1}
            v0_1.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'error_code': v0_0, 'topics': v0_1}
    return body, pos


def d598_VoteRequest(buf, pos, end, st):
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
    v0_1 = _c5(buf, pos)[0]
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
                    if pos + 56 > end: raise _R
                    v2_0, v2_1, v2_2, v2_3, v2_4, v2_5, v2_6 = _c8(buf, pos)
                    pos += 56
                    v2_3 = _uuid(v2_3)
                    v2_4 = _uuid(v2_4)
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'partition_index': v2_0, 'replica_epoch': v2_1, 'replica_id': v2_2, 'replica_directory_id': v2_3, 'voter_directory_id': v2_4, 'last_offset_epoch': v2_5, 'last_offset': v2_6}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'topic_name': v1_0, 'partitions': v1_1}
            v0_2.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'cluster_id': v0_0, 'voter_id': v0_1, 'topics': v0_2}
    return body, pos


def d600_VoteResponse(buf, pos, end, st):
    if pos + 2 > end: raise _R
    v0_0 = _c2(buf, pos)[0]
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
                    if pos + 15 > end: raise _R
                    v2_0, v2_1, v2_2, v2_3, v2_4 = _c7(buf, pos)
                    pos += 15
                    st[1] = True
                    if v2_1 and not st[0]: st[0] = v2_1
                    if v2_4 > 1: raise _R
                    v2_4 = v2_4 == 1
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'partition_index': v2_0, 'error_code': v2_1, 'leader_id': v2_2, 'leader_epoch': v2_3, 'vote_granted': v2_4}
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
                        v1_0 = _c5(buf, pos)[0]
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
                        v1_2 = _c9(buf, pos)[0]
                        pos += 2
                        if pos >= end or buf[pos]: raise _R
                        pos += 1
                        x0 = {'node_id': v1_0, 'host': v1_1, 'port': v1_2}
                        v0_2.append(x0)
                end = outer0
            else: raise _R
            if pos != stop0: raise _R
    if v0_2 is _ABS: v0_2 = _c10()
    body = {'error_code': v0_0, 'topics': v0_1, 'node_endpoints': v0_2}
    return body, pos


def d603_VoteRequest(buf, pos, end, st):
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
    v0_1 = _c5(buf, pos)[0]
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
                    if pos + 57 > end: raise _R
                    v2_0, v2_1, v2_2, v2_3, v2_4, v2_5, v2_6, v2_7 = _c11(buf, pos)
                    pos += 57
                    v2_3 = _uuid(v2_3)
                    v2_4 = _uuid(v2_4)
                    if v2_7 > 1: raise _R
                    v2_7 = v2_7 == 1
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'partition_index': v2_0, 'replica_epoch': v2_1, 'replica_id': v2_2, 'replica_directory_id': v2_3, 'voter_directory_id': v2_4, 'last_offset_epoch': v2_5, 'last_offset': v2_6, 'pre_vote': v2_7}
                    v1_1.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'topic_name': v1_0, 'partitions': v1_1}
            v0_2.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'cluster_id': v0_0, 'voter_id': v0_1, 'topics': v0_2}
    return body, pos


def d606_BeginQuorumEpochRequest(buf, pos, end, st):
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
                    v2_0, v2_1, v2_2 = _c12(buf, pos)
                    pos += 12
                    x1 = {'partition_index': v2_0, 'leader_id': v2_1, 'leader_epoch': v2_2}
                    v1_1.append(x1)
            x0 = {'topic_name': v1_0, 'partitions': v1_1}
            v0_1.append(x0)
    body = {'cluster_id': v0_0, 'topics': v0_1}
    return body, pos


def d609_BeginQuorumEpochResponse(buf, pos, end, st):
    if pos + 2 > end: raise _R
    v0_0 = _c2(buf, pos)[0]
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
                    v2_0, v2_1, v2_2, v2_3 = _c13(buf, pos)
                    pos += 14
                    st[1] = True
                    if v2_1 and not st[0]: st[0] = v2_1
                    x1 = {'partition_index': v2_0, 'error_code': v2_1, 'leader_id': v2_2, 'leader_epoch': v2_3}
                    v1_1.append(x1)
            x0 = {'topic_name': v1_0, 'partitions': v1_1}
            v0_1.append(x0)
    body = {'error_code': v0_0, 'topics': v0_1}
    return body, pos


#: (api_key, version, kind) -> its decoder
DECODERS = {
    (50, 0, 'response'): d584_DescribeUserScramCredentialsResponse,
    (51, 0, 'request'): d587_AlterUserScramCredentialsRequest,
    (51, 0, 'response'): d589_AlterUserScramCredentialsResponse,
    (52, 0, 'request'): d592_VoteRequest,
    (52, 0, 'response'): d595_VoteResponse,
    (52, 1, 'request'): d598_VoteRequest,
    (52, 1, 'response'): d600_VoteResponse,
    (52, 2, 'response'): d600_VoteResponse,
    (52, 2, 'request'): d603_VoteRequest,
    (53, 0, 'request'): d606_BeginQuorumEpochRequest,
    (53, 0, 'response'): d609_BeginQuorumEpochResponse,
}
