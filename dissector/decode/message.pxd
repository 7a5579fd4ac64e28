# The compiled build's declaration of message.py's Message (dissector.native): an
# extension type whose slots are C struct members holding Python objects (any value,
# as in Python; no C types).  A module that declares a local or an argument as
# Message in its own .pxd reads and writes them without an attribute lookup.

cdef class Message:
    cdef public object frame, ts_ns, tcp_stream, src, sport, dst, dport, kind, length, direction, api_key, api_version, correlation_id, client_id, api_name, mirror, body, mirror_name, error_code, expert, notes, request, response, flags, topic_ids_unnamed, spec, row, orphaned, header_tags, raw_body, profile, tunnel
