# The compiled build's declarations for collect.py (dissector.native): the messages it
# reads are Message extension types (decode/message.pxd), their slots read as struct members.
from dissector.decode.message cimport Message
from dissector.analysis.exchange cimport Exchange

cdef class _Raw:
    cdef public object kind, api_key, version, at, data, store, pos, size, owner
