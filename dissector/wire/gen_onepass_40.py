"""One-pass decoders of standard bodies, part 40: d834_StreamsGroupDescribeResponse.

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
_c4 = _S('>ih').unpack_from
_c5 = _S('>H').unpack_from
_c6 = _S('>iq').unpack_from
_c7 = _ARRAYS['i']
_c8 = _S('>B').unpack_from


def d834_StreamsGroupDescribeResponse(buf, pos, end, st):
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
            m = buf[pos]
            pos += 1
            if m == 1:
                if pos + 4 > end: raise _R
                v2_0 = _c1(buf, pos)[0]
                pos += 4
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
                            v3_0 = str(buf[pos : pos + n], 'utf-8')
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
                            v3_1 = []
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
                                v3_1.append(x)
                        if pos >= end: raise _R
                        n = buf[pos]
                        if n < 128: pos += 1
                        else: n, pos = _uvarint(buf, pos, end)
                        n -= 1
                        if n < 0:
                            raise _R
                        elif n > end - pos: raise _R
                        else:
                            v3_2 = []
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
                                v3_2.append(x)
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
                                if pos + 6 > end: raise _R
                                v4_1, v4_2 = _c4(buf, pos)
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
                                    v4_3 = []
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
                                            v5_0 = str(buf[pos : pos + n], 'utf-8')
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
                                            v5_1 = str(buf[pos : pos + n], 'utf-8')
                                            pos += n
                                        if pos >= end or buf[pos]: raise _R
                                        pos += 1
                                        x4 = {'key': v5_0, 'value': v5_1}
                                        v4_3.append(x4)
                                if pos >= end or buf[pos]: raise _R
                                pos += 1
                                x3 = {'name': v4_0, 'partitions': v4_1, 'replication_factor': v4_2, 'topic_configs': v4_3}
                                v3_3.append(x3)
                        if pos >= end: raise _R
                        n = buf[pos]
                        if n < 128: pos += 1
                        else: n, pos = _uvarint(buf, pos, end)
                        n -= 1
                        if n < 0:
                            raise _R
                        elif n > end - pos: raise _R
                        else:
                            v3_4 = []
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
                                if pos + 6 > end: raise _R
                                v4_1, v4_2 = _c4(buf, pos)
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
                                    v4_3 = []
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
                                            v5_0 = str(buf[pos : pos + n], 'utf-8')
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
                                            v5_1 = str(buf[pos : pos + n], 'utf-8')
                                            pos += n
                                        if pos >= end or buf[pos]: raise _R
                                        pos += 1
                                        x4 = {'key': v5_0, 'value': v5_1}
                                        v4_3.append(x4)
                                if pos >= end or buf[pos]: raise _R
                                pos += 1
                                x3 = {'name': v4_0, 'partitions': v4_1, 'replication_factor': v4_2, 'topic_configs': v4_3}
                                v3_4.append(x3)
                        if pos >= end or buf[pos]: raise _R
                        pos += 1
                        x2 = {'subtopology_id': v3_0, 'source_topics': v3_1, 'repartition_sink_topics': v3_2, 'state_changelog_topics': v3_3, 'repartition_source_topics': v3_4}
                        v2_1.append(x2)
                if pos >= end or buf[pos]: raise _R
                pos += 1
                v1_6 = {'epoch': v2_0, 'subtopologies': v2_1}
            elif m == 255: v1_6 = None
            else: raise _R
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
                    if pos + 4 > end: raise _R
                    v2_1 = _c1(buf, pos)[0]
                    pos += 4
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
                    if pos >= end: raise _R
                    n = buf[pos]
                    if n < 128: pos += 1
                    else: n, pos = _uvarint(buf, pos, end)
                    n -= 1
                    if n < 0:
                        if n != -1: raise _R
                        v2_3 = None
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
                        v2_5 = str(buf[pos : pos + n], 'utf-8')
                        pos += n
                    if pos + 4 > end: raise _R
                    v2_6 = _c1(buf, pos)[0]
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
                        v2_7 = str(buf[pos : pos + n], 'utf-8')
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
                            v3_0 = str(buf[pos : pos + n], 'utf-8')
                            pos += n
                        if pos + 2 > end: raise _R
                        v3_1 = _c5(buf, pos)[0]
                        pos += 2
                        if pos >= end or buf[pos]: raise _R
                        pos += 1
                        v2_8 = {'host': v3_0, 'port': v3_1}
                    elif m == 255: v2_8 = None
                    else: raise _R
                    if pos >= end: raise _R
                    n = buf[pos]
                    if n < 128: pos += 1
                    else: n, pos = _uvarint(buf, pos, end)
                    n -= 1
                    if n < 0:
                        raise _R
                    elif n > end - pos: raise _R
                    else:
                        v2_9 = []
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
                            if pos >= end: raise _R
                            n = buf[pos]
                            if n < 128: pos += 1
                            else: n, pos = _uvarint(buf, pos, end)
                            n -= 1
                            if n < 0:
                                raise _R
                            elif n > end - pos: raise _R
                            else:
                                v3_1 = str(buf[pos : pos + n], 'utf-8')
                                pos += n
                            if pos >= end or buf[pos]: raise _R
                            pos += 1
                            x2 = {'key': v3_0, 'value': v3_1}
                            v2_9.append(x2)
                    if pos >= end: raise _R
                    n = buf[pos]
                    if n < 128: pos += 1
                    else: n, pos = _uvarint(buf, pos, end)
                    n -= 1
                    if n < 0:
                        raise _R
                    elif n > end - pos: raise _R
                    else:
                        v2_10 = []
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
                            if pos + 12 > end: raise _R
                            v3_1, v3_2 = _c6(buf, pos)
                            pos += 12
                            if pos >= end or buf[pos]: raise _R
                            pos += 1
                            x2 = {'subtopology_id': v3_0, 'partition': v3_1, 'offset': v3_2}
                            v2_10.append(x2)
                    if pos >= end: raise _R
                    n = buf[pos]
                    if n < 128: pos += 1
                    else: n, pos = _uvarint(buf, pos, end)
                    n -= 1
                    if n < 0:
                        raise _R
                    elif n > end - pos: raise _R
                    else:
                        v2_11 = []
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
                            if pos + 12 > end: raise _R
                            v3_1, v3_2 = _c6(buf, pos)
                            pos += 12
                            if pos >= end or buf[pos]: raise _R
                            pos += 1
                            x2 = {'subtopology_id': v3_0, 'partition': v3_1, 'offset': v3_2}
                            v2_11.append(x2)
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
                                if n * 4 > end - pos: raise _R
                                u = _c7.get(n)
                                if u is None: u = _unpacker('i', n)
                                v4_1 = list(u(buf, pos))
                                pos += n * 4
                            if pos >= end or buf[pos]: raise _R
                            pos += 1
                            x3 = {'subtopology_id': v4_0, 'partitions': v4_1}
                            v3_0.append(x3)
                    if pos >= end: raise _R
                    n = buf[pos]
                    if n < 128: pos += 1
                    else: n, pos = _uvarint(buf, pos, end)
                    n -= 1
                    if n < 0:
                        raise _R
                    elif n > end - pos: raise _R
                    else:
                        v3_1 = []
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
                                if n * 4 > end - pos: raise _R
                                u = _c7.get(n)
                                if u is None: u = _unpacker('i', n)
                                v4_1 = list(u(buf, pos))
                                pos += n * 4
                            if pos >= end or buf[pos]: raise _R
                            pos += 1
                            x3 = {'subtopology_id': v4_0, 'partitions': v4_1}
                            v3_1.append(x3)
                    if pos >= end: raise _R
                    n = buf[pos]
                    if n < 128: pos += 1
                    else: n, pos = _uvarint(buf, pos, end)
                    n -= 1
                    if n < 0:
                        raise _R
                    elif n > end - pos: raise _R
                    else:
                        v3_2 = []
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
                                if n * 4 > end - pos: raise _R
                                u = _c7.get(n)
                                if u is None: u = _unpacker('i', n)
                                v4_1 = list(u(buf, pos))
                                pos += n * 4
                            if pos >= end or buf[pos]: raise _R
                            pos += 1
                            x3 = {'subtopology_id': v4_0, 'partitions': v4_1}
                            v3_2.append(x3)
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    v2_12 = {'active_tasks': v3_0, 'standby_tasks': v3_1, 'warmup_tasks': v3_2}
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
                                if n * 4 > end - pos: raise _R
                                u = _c7.get(n)
                                if u is None: u = _unpacker('i', n)
                                v4_1 = list(u(buf, pos))
                                pos += n * 4
                            if pos >= end or buf[pos]: raise _R
                            pos += 1
                            x3 = {'subtopology_id': v4_0, 'partitions': v4_1}
                            v3_0.append(x3)
                    if pos >= end: raise _R
                    n = buf[pos]
                    if n < 128: pos += 1
                    else: n, pos = _uvarint(buf, pos, end)
                    n -= 1
                    if n < 0:
                        raise _R
                    elif n > end - pos: raise _R
                    else:
                        v3_1 = []
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
                                if n * 4 > end - pos: raise _R
                                u = _c7.get(n)
                                if u is None: u = _unpacker('i', n)
                                v4_1 = list(u(buf, pos))
                                pos += n * 4
                            if pos >= end or buf[pos]: raise _R
                            pos += 1
                            x3 = {'subtopology_id': v4_0, 'partitions': v4_1}
                            v3_1.append(x3)
                    if pos >= end: raise _R
                    n = buf[pos]
                    if n < 128: pos += 1
                    else: n, pos = _uvarint(buf, pos, end)
                    n -= 1
                    if n < 0:
                        raise _R
                    elif n > end - pos: raise _R
                    else:
                        v3_2 = []
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
                                if n * 4 > end - pos: raise _R
                                u = _c7.get(n)
                                if u is None: u = _unpacker('i', n)
                                v4_1 = list(u(buf, pos))
                                pos += n * 4
                            if pos >= end or buf[pos]: raise _R
                            pos += 1
                            x3 = {'subtopology_id': v4_0, 'partitions': v4_1}
                            v3_2.append(x3)
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    v2_13 = {'active_tasks': v3_0, 'standby_tasks': v3_1, 'warmup_tasks': v3_2}
                    if pos + 1 > end: raise _R
                    v2_14 = _c8(buf, pos)[0]
                    pos += 1
                    if v2_14 > 1: raise _R
                    v2_14 = v2_14 == 1
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'member_id': v2_0, 'member_epoch': v2_1, 'instance_id': v2_2, 'rack_id': v2_3, 'client_id': v2_4, 'client_host': v2_5, 'topology_epoch': v2_6, 'process_id': v2_7, 'user_endpoint': v2_8, 'client_tags': v2_9, 'task_offsets': v2_10, 'task_end_offsets': v2_11, 'assignment': v2_12, 'target_assignment': v2_13, 'is_classic': v2_14}
                    v1_7.append(x1)
            if pos + 4 > end: raise _R
            v1_8 = _c1(buf, pos)[0]
            pos += 4
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'error_code': v1_0, 'error_message': v1_1, 'group_id': v1_2, 'group_state': v1_3, 'group_epoch': v1_4, 'assignment_epoch': v1_5, 'topology': v1_6, 'members': v1_7, 'authorized_operations': v1_8}
            v0_1.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'groups': v0_1}
    return body, pos


#: (api_key, version, kind) -> its decoder
DECODERS = {
    (89, 0, 'response'): d834_StreamsGroupDescribeResponse,
}
