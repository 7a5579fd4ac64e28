# The compiled build's declarations for matching.py (dissector.native): a connection's
# Conversation as an extension type (its slots C struct members holding Python objects),
# and the messages the matcher makes read and written as struct members.
from dissector.decode.message cimport Message

cdef class Conversation:
    cdef public object stream, client_s, server_s, in_flight, sasl_raw, last_cid, last_resp
    cdef public object client_id, encrypted, tunnel, foreign, foreign_frames
