# The compiled build's declarations of flows.py's Connection and Flow (dissector.native):
# extension types whose slots are C struct members holding Python objects (no C types).

cdef class Connection:
    cdef public object stream, client, server, client_s, server_s, to_server, to_client
    cdef public object syn_seq, closed, reset, last_ts, idle_at, waiting

cdef class Flow:
    cdef public object stream, conn, to_server, probe
