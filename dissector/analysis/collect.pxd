# The compiled build's declarations for collect.py (dissector.native): the messages it
# reads are Message extension types (decode/message.pxd), their slots read as struct members.
from dissector.decode.message cimport Message
from dissector.analysis.exchange cimport Exchange

cdef class _Raw:
    cdef public object kind, api_key, version, at, data, store, pos, size, owner

# (called per held-back exchange by Collector.drain: C calls, not Python ones)
cpdef tuple _flat(_Raw v, list datas)
cpdef object _drop(object coll, _Raw r)
cpdef object _first_stand_in(dict firsts, tuple args)
cpdef tuple _stand_in_key(tuple args)
cpdef int _raws(Exchange ex)
