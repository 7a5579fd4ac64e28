# The compiled build's declaration of part.py's _SeamReader (dissector.native): an
# extension type whose attributes are C struct members holding Python objects, read and
# written by the partition's per-record and per-batch loops without a dict look-up.

cdef class _SeamReader:
    cdef public object dis, groups, paths, starts, path, k, warm, readers, current
    cdef public object clamped_before, warm_readers, size, position, frame, w, count
    cdef public object first_ts, last_ts, overlap, boundary, end, born, done, marks
    cdef public object lost0, warmed, warm_clamped, copies
