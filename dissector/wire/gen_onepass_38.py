"""One-pass decoders of standard bodies, part 38: d823_StreamsGroupHeartbeatRequest.

GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (:mod:`codegen.decoders`, from
``dissector/kafka/decode_layouts.json`` with :func:`dissector.wire.onepass.module_source`:
the source :func:`dissector.wire.onepass.gen_decode` executes for a body at run time);
``python -m codegen --check``, run by the tests, fails when it is stale.
"""

# ruff: noqa: E501, E701, F401, I001
from .decodekit import ABSENT as _ABS, ARRAYS as _ARRAYS, I16 as _I16, I32 as _I32, REFUSED as _R, Struct as _S, bools as _bools, default_maker as _maker, unpacker as _unpacker, uuid_text as _uuid, uuids as _uuids, uvarint as _uvarint

_c1 = _S('>ii').unpack_from
_c2 = _S('>i').unpack_from
_c3 = _S('>ih').unpack_from
_c4 = _ARRAYS['h']
_c5 = _ARRAYS['i']
_c6 = _S('>H').unpack_from
_c7 = _S('>iq').unpack_from
_c8 = _S('>B').unpack_from


def d823_StreamsGroupHeartbeatRequest(buf, pos, end, st):
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
    if pos + 8 > end: raise _R
    v0_2, v0_3 = _c1(buf, pos)
    pos += 8
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
    if pos >= end: raise _R
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise _R
        v0_5 = None
    elif n > end - pos: raise _R
    else:
        v0_5 = str(buf[pos : pos + n], 'utf-8')
        pos += n
    if pos + 4 > end: raise _R
    v0_6 = _c2(buf, pos)[0]
    pos += 4
    if pos >= end: raise _R
    m = buf[pos]
    pos += 1
    if m == 1:
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
                    v2_1 = []
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
                        v2_1.append(x)
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
                        v2_2.append(x)
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
                        if pos >= end: raise _R
                        n = buf[pos]
                        if n < 128: pos += 1
                        else: n, pos = _uvarint(buf, pos, end)
                        n -= 1
                        if n < 0:
                            raise _R
                        elif n > end - pos: raise _R
                        else:
                            v3_0 = str(buf[pos : pos + n], 'utf-8')
                            pos += n
                        if pos + 6 > end: raise _R
                        v3_1, v3_2 = _c3(buf, pos)
                        pos += 6
                        if pos >= end: raise _R
                        n = buf[pos]
                        if n < 128: pos += 1
                        else: n, pos = _uvarint(buf, pos, end)
                        n -= 1
                        if n < 0:
                            raise _R
                        elif n > end - pos: raise _R
                        else:
                            v3_3 = []
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
                                    v4_0 = str(buf[pos : pos + n], 'utf-8')
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
                                    v4_1 = str(buf[pos : pos + n], 'utf-8')
                                    pos += n
                                if pos >= end or buf[pos]: raise _R
                                pos += 1
                                x3 = {'key': v4_0, 'value': v4_1}
                                v3_3.append(x3)
                        if pos >= end or buf[pos]: raise _R
                        pos += 1
                        x2 = {'name': v3_0, 'partitions': v3_1, 'replication_factor': v3_2, 'topic_configs': v3_3}
                        v2_3.append(x2)
                if pos >= end: raise _R
                n = buf[pos]
                if n < 128: pos += 1
                else: n, pos = _uvarint(buf, pos, end)
                n -= 1
                if n < 0:
                    raise _R
                elif n > end - pos: raise _R
                else:
                    v2_4 = []
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
                        v2_4.append(x)
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
                            v3_0 = str(buf[pos : pos + n], 'utf-8')
                            pos += n
                        if pos + 6 > end: raise _R
                        v3_1, v3_2 = _c3(buf, pos)
                        pos += 6
                        if pos >= end: raise _R
                        n = buf[pos]
                        if n < 128: pos += 1
                        else: n, pos = _uvarint(buf, pos, end)
                        n -= 1
                        if n < 0:
                            raise _R
                        elif n > end - pos: raise _R
                        else:
                            v3_3 = []
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
                                    v4_0 = str(buf[pos : pos + n], 'utf-8')
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
                                    v4_1 = str(buf[pos : pos + n], 'utf-8')
                                    pos += n
                                if pos >= end or buf[pos]: raise _R
                                pos += 1
                                x3 = {'key': v4_0, 'value': v4_1}
                                v3_3.append(x3)
                        if pos >= end or buf[pos]: raise _R
                        pos += 1
                        x2 = {'name': v3_0, 'partitions': v3_1, 'replication_factor': v3_2, 'topic_configs': v3_3}
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
                        if pos >= end: raise _R
                        n = buf[pos]
                        if n < 128: pos += 1
                        else: n, pos = _uvarint(buf, pos, end)
                        n -= 1
                        if n < 0:
                            raise _R
                        elif n > end - pos: raise _R
                        else:
                            if n * 2 > end - pos: raise _R
                            u = _c4.get(n)
                            if u is None: u = _unpacker('h', n)
                            v3_0 = list(u(buf, pos))
                            pos += n * 2
                        if pos >= end: raise _R
                        n = buf[pos]
                        if n < 128: pos += 1
                        else: n, pos = _uvarint(buf, pos, end)
                        n -= 1
                        if n < 0:
                            raise _R
                        elif n > end - pos: raise _R
                        else:
                            if n * 2 > end - pos: raise _R
                            u = _c4.get(n)
                            if u is None: u = _unpacker('h', n)
                            v3_1 = list(u(buf, pos))
                            pos += n * 2
                        if pos >= end: raise _R
                        n = buf[pos]
                        if n < 128: pos += 1
                        else: n, pos = _uvarint(buf, pos, end)
                        n -= 1
                        if n < 0:
                            raise _R
                        elif n > end - pos: raise _R
                        else:
                            if n * 2 > end - pos: raise _R
                            u = _c4.get(n)
                            if u is None: u = _unpacker('h', n)
                            v3_2 = list(u(buf, pos))
                            pos += n * 2
                        if pos >= end or buf[pos]: raise _R
                        pos += 1
                        x2 = {'source_topics': v3_0, 'source_topic_regex': v3_1, 'repartition_source_topics': v3_2}
                        v2_6.append(x2)
                if pos >= end or buf[pos]: raise _R
                pos += 1
                x1 = {'subtopology_id': v2_0, 'source_topics': v2_1, 'source_topic_regex': v2_2, 'state_changelog_topics': v2_3, 'repartition_sink_topics': v2_4, 'repartition_source_topics': v2_5, 'copartition_groups': v2_6}
                v1_1.append(x1)
        if pos >= end or buf[pos]: raise _R
        pos += 1
        v0_7 = {'epoch': v1_0, 'subtopologies': v1_1}
    elif m == 255: v0_7 = None
    else: raise _R
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
                if n * 4 > end - pos: raise _R
                u = _c5.get(n)
                if u is None: u = _unpacker('i', n)
                v1_1 = list(u(buf, pos))
                pos += n * 4
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'subtopology_id': v1_0, 'partitions': v1_1}
            v0_8.append(x0)
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
                if n * 4 > end - pos: raise _R
                u = _c5.get(n)
                if u is None: u = _unpacker('i', n)
                v1_1 = list(u(buf, pos))
                pos += n * 4
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'subtopology_id': v1_0, 'partitions': v1_1}
            v0_9.append(x0)
    if pos >= end: raise _R
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise _R
        v0_10 = None
    elif n > end - pos: raise _R
    else:
        v0_10 = []
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
                if n * 4 > end - pos: raise _R
                u = _c5.get(n)
                if u is None: u = _unpacker('i', n)
                v1_1 = list(u(buf, pos))
                pos += n * 4
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'subtopology_id': v1_0, 'partitions': v1_1}
            v0_10.append(x0)
    if pos >= end: raise _R
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise _R
        v0_11 = None
    elif n > end - pos: raise _R
    else:
        v0_11 = str(buf[pos : pos + n], 'utf-8')
        pos += n
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
        if pos + 2 > end: raise _R
        v1_1 = _c6(buf, pos)[0]
        pos += 2
        if pos >= end or buf[pos]: raise _R
        pos += 1
        v0_12 = {'host': v1_0, 'port': v1_1}
    elif m == 255: v0_12 = None
    else: raise _R
    if pos >= end: raise _R
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise _R
        v0_13 = None
    elif n > end - pos: raise _R
    else:
        v0_13 = []
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
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'key': v1_0, 'value': v1_1}
            v0_13.append(x0)
    if pos >= end: raise _R
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise _R
        v0_14 = None
    elif n > end - pos: raise _R
    else:
        v0_14 = []
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
            if pos + 12 > end: raise _R
            v1_1, v1_2 = _c7(buf, pos)
            pos += 12
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'subtopology_id': v1_0, 'partition': v1_1, 'offset': v1_2}
            v0_14.append(x0)
    if pos >= end: raise _R
    n = buf[pos]
    if n < 128: pos += 1
    else: n, pos = _uvarint(buf, pos, end)
    n -= 1
    if n < 0:
        if n != -1: raise _R
        v0_15 = None
    elif n > end - pos: raise _R
    else:
        v0_15 = []
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
            if pos + 12 > end: raise _R
            v1_1, v1_2 = _c7(buf, pos)
            pos += 12
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'subtopology_id': v1_0, 'partition': v1_1, 'offset': v1_2}
            v0_15.append(x0)
    if pos + 1 > end: raise _R
    v0_16 = _c8(buf, pos)[0]
    pos += 1
    if v0_16 > 1: raise _R
    v0_16 = v0_16 == 1
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'group_id': v0_0, 'member_id': v0_1, 'member_epoch': v0_2, 'endpoint_information_epoch': v0_3, 'instance_id': v0_4, 'rack_id': v0_5, 'rebalance_timeout_ms': v0_6, 'topology': v0_7, 'active_tasks': v0_8, 'standby_tasks': v0_9, 'warmup_tasks': v0_10, 'process_id': v0_11, 'user_endpoint': v0_12, 'client_tags': v0_13, 'task_offsets': v0_14, 'task_end_offsets': v0_15, 'shutdown_application': v0_16}
    return body, pos


#: (api_key, version, kind) -> its decoder
DECODERS = {
    (88, 0, 'request'): d823_StreamsGroupHeartbeatRequest,
}
