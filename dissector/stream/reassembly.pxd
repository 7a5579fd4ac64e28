# The compiled build's declaration of reassembly.py's Direction (dissector.native): an
# extension type whose slots are C struct members holding Python objects (no C types),
# read without a lookup where a local is declared Direction.

cdef class Direction:
    cdef public object next_seq, data, base, hole, drop_to, drop_hole, marks, starts
    cdef public object pending, pending_bytes, lost_bytes, fin, fin_seq, reset
