# The compiled build's declarations for dissector.py (dissector.native): KafkaConnection
# an extension type (a Connection's slots and its own, C struct members holding Python
# objects), and the types of the read's per-packet locals (@cython.locals in _batches).
from dissector.decode.matching cimport Conversation
from dissector.frames.framer cimport FrameState
from dissector.stream.flows cimport Connection, Flow
from dissector.stream.reassembly cimport Direction

cdef class KafkaConnection(Connection):
    cdef public object conv, server_frames, client_frames, fast
