"""One-pass decoders of standard bodies, part 19: d409_DeleteAclsResponse,
d411_DeleteAclsRequest, d414_DeleteAclsResponse, d416_DescribeConfigsRequest,
d420_DescribeConfigsResponse, d421_DescribeConfigsRequest, d424_DescribeConfigsResponse,
d426_DescribeConfigsRequest.

GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (:mod:`codegen.decoders`, from
``dissector/kafka/decode_layouts.json`` with :func:`dissector.wire.onepass.module_source`:
the source :func:`dissector.wire.onepass.gen_decode` executes for a body at run time);
``python -m codegen --check``, run by the tests, fails when it is stale.
"""

# ruff: noqa: E501, E701, F401, I001
from .decodekit import ABSENT as _ABS, ARRAYS as _ARRAYS, I16 as _I16, I32 as _I32, REFUSED as _R, Struct as _S, bools as _bools, default_maker as _maker, unpacker as _unpacker, uuid_text as _uuid, uuids as _uuids, uvarint as _uvarint

_c1 = _S('>i').unpack_from
_c2 = _S('>h').unpack_from
_c3 = _S('>b').unpack_from
_c4 = _S('>bb').unpack_from
_c5 = _S('>B').unpack_from
_c6 = _S('>BbB').unpack_from
_c7 = _S('>BB').unpack_from


def d409_DeleteAclsResponse(buf, pos, end, st):
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
            v1_0 = _c2(buf, pos)[0]
            pos += 2
            st[1] = True
            if v1_0 and not st[0]: st[0] = v1_0
            if pos + 2 > end: raise _R
            n = _I16(buf, pos)[0]
            pos += 2
            if n < 0:
                if n != -1: raise _R
                v1_1 = None
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
                    if pos + 2 > end: raise _R
                    v2_0 = _c2(buf, pos)[0]
                    pos += 2
                    st[1] = True
                    if v2_0 and not st[0]: st[0] = v2_0
                    if pos + 2 > end: raise _R
                    n = _I16(buf, pos)[0]
                    pos += 2
                    if n < 0:
                        if n != -1: raise _R
                        v2_1 = None
                    elif n > end - pos: raise _R
                    else:
                        v2_1 = str(buf[pos : pos + n], 'utf-8')
                        pos += n
                    if pos + 1 > end: raise _R
                    v2_2 = _c3(buf, pos)[0]
                    pos += 1
                    if pos + 2 > end: raise _R
                    n = _I16(buf, pos)[0]
                    pos += 2
                    if n < 0:
                        raise _R
                    elif n > end - pos: raise _R
                    else:
                        v2_3 = str(buf[pos : pos + n], 'utf-8')
                        pos += n
                    if pos + 1 > end: raise _R
                    v2_4 = _c3(buf, pos)[0]
                    pos += 1
                    if pos + 2 > end: raise _R
                    n = _I16(buf, pos)[0]
                    pos += 2
                    if n < 0:
                        raise _R
                    elif n > end - pos: raise _R
                    else:
                        v2_5 = str(buf[pos : pos + n], 'utf-8')
                        pos += n
                    if pos + 2 > end: raise _R
                    n = _I16(buf, pos)[0]
                    pos += 2
                    if n < 0:
                        raise _R
                    elif n > end - pos: raise _R
                    else:
                        v2_6 = str(buf[pos : pos + n], 'utf-8')
                        pos += n
                    if pos + 2 > end: raise _R
                    v2_7, v2_8 = _c4(buf, pos)
                    pos += 2
                    x1 = {'error_code': v2_0, 'error_message': v2_1, 'resource_type': v2_2, 'resource_name': v2_3, 'pattern_type': v2_4, 'principal': v2_5, 'host': v2_6, 'operation': v2_7, 'permission_type': v2_8}
                    v1_2.append(x1)
            x0 = {'error_code': v1_0, 'error_message': v1_1, 'matching_acls': v1_2}
            v0_1.append(x0)
    body = {'throttle_time_ms': v0_0, 'filter_results': v0_1}
    return body, pos


def d411_DeleteAclsRequest(buf, pos, end, st):
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
            if pos + 1 > end: raise _R
            v1_0 = _c3(buf, pos)[0]
            pos += 1
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
            if pos + 1 > end: raise _R
            v1_2 = _c3(buf, pos)[0]
            pos += 1
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
            if pos >= end: raise _R
            n = buf[pos]
            if n < 128: pos += 1
            else: n, pos = _uvarint(buf, pos, end)
            n -= 1
            if n < 0:
                if n != -1: raise _R
                v1_4 = None
            elif n > end - pos: raise _R
            else:
                v1_4 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            if pos + 2 > end: raise _R
            v1_5, v1_6 = _c4(buf, pos)
            pos += 2
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'resource_type_filter': v1_0, 'resource_name_filter': v1_1, 'pattern_type_filter': v1_2, 'principal_filter': v1_3, 'host_filter': v1_4, 'operation': v1_5, 'permission_type': v1_6}
            v0_0.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'filters': v0_0}
    return body, pos


def d414_DeleteAclsResponse(buf, pos, end, st):
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
                v1_2 = []
                for _ in range(n):
                    if pos + 2 > end: raise _R
                    v2_0 = _c2(buf, pos)[0]
                    pos += 2
                    st[1] = True
                    if v2_0 and not st[0]: st[0] = v2_0
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
                    if pos + 1 > end: raise _R
                    v2_2 = _c3(buf, pos)[0]
                    pos += 1
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
                    if pos + 1 > end: raise _R
                    v2_4 = _c3(buf, pos)[0]
                    pos += 1
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
                        v2_6 = str(buf[pos : pos + n], 'utf-8')
                        pos += n
                    if pos + 2 > end: raise _R
                    v2_7, v2_8 = _c4(buf, pos)
                    pos += 2
                    if pos >= end or buf[pos]: raise _R
                    pos += 1
                    x1 = {'error_code': v2_0, 'error_message': v2_1, 'resource_type': v2_2, 'resource_name': v2_3, 'pattern_type': v2_4, 'principal': v2_5, 'host': v2_6, 'operation': v2_7, 'permission_type': v2_8}
                    v1_2.append(x1)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'error_code': v1_0, 'error_message': v1_1, 'matching_acls': v1_2}
            v0_1.append(x0)
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'throttle_time_ms': v0_0, 'filter_results': v0_1}
    return body, pos


def d416_DescribeConfigsRequest(buf, pos, end, st):
    if pos + 4 > end: raise _R
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_0 = []
        for _ in range(n):
            if pos + 1 > end: raise _R
            v1_0 = _c3(buf, pos)[0]
            pos += 1
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
                if n != -1: raise _R
                v1_2 = None
            elif n > end - pos: raise _R
            else:
                v1_2 = []
                for _ in range(n):
                    if pos + 2 > end: raise _R
                    n = _I16(buf, pos)[0]
                    pos += 2
                    if n < 0:
                        raise _R
                    elif n > end - pos: raise _R
                    else:
                        x = str(buf[pos : pos + n], 'utf-8')
                        pos += n
                    v1_2.append(x)
            x0 = {'resource_type': v1_0, 'resource_name': v1_1, 'configuration_keys': v1_2}
            v0_0.append(x0)
    if pos + 1 > end: raise _R
    v0_1 = _c5(buf, pos)[0]
    pos += 1
    if v0_1 > 1: raise _R
    v0_1 = v0_1 == 1
    body = {'resources': v0_0, 'include_synonyms': v0_1}
    return body, pos


def d420_DescribeConfigsResponse(buf, pos, end, st):
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
            v1_0 = _c2(buf, pos)[0]
            pos += 2
            st[1] = True
            if v1_0 and not st[0]: st[0] = v1_0
            if pos + 2 > end: raise _R
            n = _I16(buf, pos)[0]
            pos += 2
            if n < 0:
                if n != -1: raise _R
                v1_1 = None
            elif n > end - pos: raise _R
            else:
                v1_1 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            if pos + 1 > end: raise _R
            v1_2 = _c3(buf, pos)[0]
            pos += 1
            if pos + 2 > end: raise _R
            n = _I16(buf, pos)[0]
            pos += 2
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_3 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            if pos + 4 > end: raise _R
            n = _I32(buf, pos)[0]
            pos += 4
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_4 = []
                for _ in range(n):
                    if pos + 2 > end: raise _R
                    n = _I16(buf, pos)[0]
                    pos += 2
                    if n < 0:
                        raise _R
                    elif n > end - pos: raise _R
                    else:
                        v2_0 = str(buf[pos : pos + n], 'utf-8')
                        pos += n
                    if pos + 2 > end: raise _R
                    n = _I16(buf, pos)[0]
                    pos += 2
                    if n < 0:
                        if n != -1: raise _R
                        v2_1 = None
                    elif n > end - pos: raise _R
                    else:
                        v2_1 = str(buf[pos : pos + n], 'utf-8')
                        pos += n
                    if pos + 3 > end: raise _R
                    v2_2, v2_3, v2_4 = _c6(buf, pos)
                    pos += 3
                    if v2_2 > 1: raise _R
                    v2_2 = v2_2 == 1
                    if v2_4 > 1: raise _R
                    v2_4 = v2_4 == 1
                    if pos + 4 > end: raise _R
                    n = _I32(buf, pos)[0]
                    pos += 4
                    if n < 0:
                        raise _R
                    elif n > end - pos: raise _R
                    else:
                        v2_5 = []
                        for _ in range(n):
                            if pos + 2 > end: raise _R
                            n = _I16(buf, pos)[0]
                            pos += 2
                            if n < 0:
                                raise _R
                            elif n > end - pos: raise _R
                            else:
                                v3_0 = str(buf[pos : pos + n], 'utf-8')
                                pos += n
                            if pos + 2 > end: raise _R
                            n = _I16(buf, pos)[0]
                            pos += 2
                            if n < 0:
                                if n != -1: raise _R
                                v3_1 = None
                            elif n > end - pos: raise _R
                            else:
                                v3_1 = str(buf[pos : pos + n], 'utf-8')
                                pos += n
                            if pos + 1 > end: raise _R
                            v3_2 = _c3(buf, pos)[0]
                            pos += 1
                            x2 = {'name': v3_0, 'value': v3_1, 'source': v3_2}
                            v2_5.append(x2)
                    x1 = {'name': v2_0, 'value': v2_1, 'read_only': v2_2, 'config_source': v2_3, 'is_sensitive': v2_4, 'synonyms': v2_5}
                    v1_4.append(x1)
            x0 = {'error_code': v1_0, 'error_message': v1_1, 'resource_type': v1_2, 'resource_name': v1_3, 'configs': v1_4}
            v0_1.append(x0)
    body = {'throttle_time_ms': v0_0, 'results': v0_1}
    return body, pos


def d421_DescribeConfigsRequest(buf, pos, end, st):
    if pos + 4 > end: raise _R
    n = _I32(buf, pos)[0]
    pos += 4
    if n < 0:
        raise _R
    elif n > end - pos: raise _R
    else:
        v0_0 = []
        for _ in range(n):
            if pos + 1 > end: raise _R
            v1_0 = _c3(buf, pos)[0]
            pos += 1
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
                if n != -1: raise _R
                v1_2 = None
            elif n > end - pos: raise _R
            else:
                v1_2 = []
                for _ in range(n):
                    if pos + 2 > end: raise _R
                    n = _I16(buf, pos)[0]
                    pos += 2
                    if n < 0:
                        raise _R
                    elif n > end - pos: raise _R
                    else:
                        x = str(buf[pos : pos + n], 'utf-8')
                        pos += n
                    v1_2.append(x)
            x0 = {'resource_type': v1_0, 'resource_name': v1_1, 'configuration_keys': v1_2}
            v0_0.append(x0)
    if pos + 2 > end: raise _R
    v0_1, v0_2 = _c7(buf, pos)
    pos += 2
    if v0_1 > 1: raise _R
    v0_1 = v0_1 == 1
    if v0_2 > 1: raise _R
    v0_2 = v0_2 == 1
    body = {'resources': v0_0, 'include_synonyms': v0_1, 'include_documentation': v0_2}
    return body, pos


def d424_DescribeConfigsResponse(buf, pos, end, st):
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
            v1_0 = _c2(buf, pos)[0]
            pos += 2
            st[1] = True
            if v1_0 and not st[0]: st[0] = v1_0
            if pos + 2 > end: raise _R
            n = _I16(buf, pos)[0]
            pos += 2
            if n < 0:
                if n != -1: raise _R
                v1_1 = None
            elif n > end - pos: raise _R
            else:
                v1_1 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            if pos + 1 > end: raise _R
            v1_2 = _c3(buf, pos)[0]
            pos += 1
            if pos + 2 > end: raise _R
            n = _I16(buf, pos)[0]
            pos += 2
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_3 = str(buf[pos : pos + n], 'utf-8')
                pos += n
            if pos + 4 > end: raise _R
            n = _I32(buf, pos)[0]
            pos += 4
            if n < 0:
                raise _R
            elif n > end - pos: raise _R
            else:
                v1_4 = []
                for _ in range(n):
                    if pos + 2 > end: raise _R
                    n = _I16(buf, pos)[0]
                    pos += 2
                    if n < 0:
                        raise _R
                    elif n > end - pos: raise _R
                    else:
                        v2_0 = str(buf[pos : pos + n], 'utf-8')
                        pos += n
                    if pos + 2 > end: raise _R
                    n = _I16(buf, pos)[0]
                    pos += 2
                    if n < 0:
                        if n != -1: raise _R
                        v2_1 = None
                    elif n > end - pos: raise _R
                    else:
                        v2_1 = str(buf[pos : pos + n], 'utf-8')
                        pos += n
                    if pos + 3 > end: raise _R
                    v2_2, v2_3, v2_4 = _c6(buf, pos)
                    pos += 3
                    if v2_2 > 1: raise _R
                    v2_2 = v2_2 == 1
                    if v2_4 > 1: raise _R
                    v2_4 = v2_4 == 1
                    if pos + 4 > end: raise _R
                    n = _I32(buf, pos)[0]
                    pos += 4
                    if n < 0:
                        raise _R
                    elif n > end - pos: raise _R
                    else:
                        v2_5 = []
                        for _ in range(n):
                            if pos + 2 > end: raise _R
                            n = _I16(buf, pos)[0]
                            pos += 2
                            if n < 0:
                                raise _R
                            elif n > end - pos: raise _R
                            else:
                                v3_0 = str(buf[pos : pos + n], 'utf-8')
                                pos += n
                            if pos + 2 > end: raise _R
                            n = _I16(buf, pos)[0]
                            pos += 2
                            if n < 0:
                                if n != -1: raise _R
                                v3_1 = None
                            elif n > end - pos: raise _R
                            else:
                                v3_1 = str(buf[pos : pos + n], 'utf-8')
                                pos += n
                            if pos + 1 > end: raise _R
                            v3_2 = _c3(buf, pos)[0]
                            pos += 1
                            x2 = {'name': v3_0, 'value': v3_1, 'source': v3_2}
                            v2_5.append(x2)
                    if pos + 1 > end: raise _R
                    v2_6 = _c3(buf, pos)[0]
                    pos += 1
                    if pos + 2 > end: raise _R
                    n = _I16(buf, pos)[0]
                    pos += 2
                    if n < 0:
                        if n != -1: raise _R
                        v2_7 = None
                    elif n > end - pos: raise _R
                    else:
                        v2_7 = str(buf[pos : pos + n], 'utf-8')
                        pos += n
                    x1 = {'name': v2_0, 'value': v2_1, 'read_only': v2_2, 'config_source': v2_3, 'is_sensitive': v2_4, 'synonyms': v2_5, 'config_type': v2_6, 'documentation': v2_7}
                    v1_4.append(x1)
            x0 = {'error_code': v1_0, 'error_message': v1_1, 'resource_type': v1_2, 'resource_name': v1_3, 'configs': v1_4}
            v0_1.append(x0)
    body = {'throttle_time_ms': v0_0, 'results': v0_1}
    return body, pos


def d426_DescribeConfigsRequest(buf, pos, end, st):
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
            if pos + 1 > end: raise _R
            v1_0 = _c3(buf, pos)[0]
            pos += 1
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
                v1_2 = []
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
                    v1_2.append(x)
            if pos >= end or buf[pos]: raise _R
            pos += 1
            x0 = {'resource_type': v1_0, 'resource_name': v1_1, 'configuration_keys': v1_2}
            v0_0.append(x0)
    if pos + 2 > end: raise _R
    v0_1, v0_2 = _c7(buf, pos)
    pos += 2
    if v0_1 > 1: raise _R
    v0_1 = v0_1 == 1
    if v0_2 > 1: raise _R
    v0_2 = v0_2 == 1
    if pos >= end or buf[pos]: raise _R
    pos += 1
    body = {'resources': v0_0, 'include_synonyms': v0_1, 'include_documentation': v0_2}
    return body, pos


#: (api_key, version, kind) -> its decoder
DECODERS = {
    (31, 1, 'response'): d409_DeleteAclsResponse,
    (31, 2, 'request'): d411_DeleteAclsRequest,
    (31, 3, 'request'): d411_DeleteAclsRequest,
    (31, 2, 'response'): d414_DeleteAclsResponse,
    (31, 3, 'response'): d414_DeleteAclsResponse,
    (32, 1, 'request'): d416_DescribeConfigsRequest,
    (32, 2, 'request'): d416_DescribeConfigsRequest,
    (32, 1, 'response'): d420_DescribeConfigsResponse,
    (32, 2, 'response'): d420_DescribeConfigsResponse,
    (32, 3, 'request'): d421_DescribeConfigsRequest,
    (32, 3, 'response'): d424_DescribeConfigsResponse,
    (32, 4, 'request'): d426_DescribeConfigsRequest,
}
