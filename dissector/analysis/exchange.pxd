# The compiled build's declaration of exchange.py's Exchange (dissector.native): an
# extension type whose slots are C struct members holding Python objects (no C types),
# read and written without a lookup where a local is declared Exchange.

cdef class Exchange:
    cdef public object id, capture, tcp_stream, client, server, client_id, api_key
    cdef public object api_version, api_name, mirror, mirror_name, correlation_id
    cdef public object request_frame, request_ns, request_length, response_frame
    cdef public object response_ns, response_length, error_code, expects_response, status
    cdef public object expert, _request, _response, errors, decoded, request_cut
    cdef public object response_cut

cpdef tuple others(Exchange ex)
