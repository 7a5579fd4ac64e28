# Declarations of gen_onepass_07.py's decoders for the compiled build.
# GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (codegen/decoders.py).
cimport cython

@cython.locals(n=Py_ssize_t, _=Py_ssize_t, size=Py_ssize_t, count0=Py_ssize_t, count2=Py_ssize_t, tag0=Py_ssize_t, tag2=Py_ssize_t, stop0=Py_ssize_t, stop2=Py_ssize_t, outer0=Py_ssize_t, outer2=Py_ssize_t, last0=Py_ssize_t, last2=Py_ssize_t)
cpdef tuple d133_MetadataResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st)
@cython.locals(n=Py_ssize_t, _=Py_ssize_t, size=Py_ssize_t, count0=Py_ssize_t, count2=Py_ssize_t, tag0=Py_ssize_t, tag2=Py_ssize_t, stop0=Py_ssize_t, stop2=Py_ssize_t, outer0=Py_ssize_t, outer2=Py_ssize_t, last0=Py_ssize_t, last2=Py_ssize_t)
cpdef tuple d136_OffsetCommitRequest(object buf, Py_ssize_t pos, Py_ssize_t end, list st)
@cython.locals(n=Py_ssize_t, _=Py_ssize_t, size=Py_ssize_t, count0=Py_ssize_t, count2=Py_ssize_t, tag0=Py_ssize_t, tag2=Py_ssize_t, stop0=Py_ssize_t, stop2=Py_ssize_t, outer0=Py_ssize_t, outer2=Py_ssize_t, last0=Py_ssize_t, last2=Py_ssize_t)
cpdef tuple d139_OffsetCommitResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st)
@cython.locals(n=Py_ssize_t, _=Py_ssize_t, size=Py_ssize_t, count0=Py_ssize_t, count2=Py_ssize_t, tag0=Py_ssize_t, tag2=Py_ssize_t, stop0=Py_ssize_t, stop2=Py_ssize_t, outer0=Py_ssize_t, outer2=Py_ssize_t, last0=Py_ssize_t, last2=Py_ssize_t)
cpdef tuple d140_OffsetCommitResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st)
@cython.locals(n=Py_ssize_t, _=Py_ssize_t, size=Py_ssize_t, count0=Py_ssize_t, count2=Py_ssize_t, tag0=Py_ssize_t, tag2=Py_ssize_t, stop0=Py_ssize_t, stop2=Py_ssize_t, outer0=Py_ssize_t, outer2=Py_ssize_t, last0=Py_ssize_t, last2=Py_ssize_t)
cpdef tuple d141_OffsetCommitRequest(object buf, Py_ssize_t pos, Py_ssize_t end, list st)
@cython.locals(n=Py_ssize_t, _=Py_ssize_t, size=Py_ssize_t, count0=Py_ssize_t, count2=Py_ssize_t, tag0=Py_ssize_t, tag2=Py_ssize_t, stop0=Py_ssize_t, stop2=Py_ssize_t, outer0=Py_ssize_t, outer2=Py_ssize_t, last0=Py_ssize_t, last2=Py_ssize_t)
cpdef tuple d144_OffsetCommitRequest(object buf, Py_ssize_t pos, Py_ssize_t end, list st)
@cython.locals(n=Py_ssize_t, _=Py_ssize_t, size=Py_ssize_t, count0=Py_ssize_t, count2=Py_ssize_t, tag0=Py_ssize_t, tag2=Py_ssize_t, stop0=Py_ssize_t, stop2=Py_ssize_t, outer0=Py_ssize_t, outer2=Py_ssize_t, last0=Py_ssize_t, last2=Py_ssize_t)
cpdef tuple d145_OffsetCommitRequest(object buf, Py_ssize_t pos, Py_ssize_t end, list st)
@cython.locals(n=Py_ssize_t, _=Py_ssize_t, size=Py_ssize_t, count0=Py_ssize_t, count2=Py_ssize_t, tag0=Py_ssize_t, tag2=Py_ssize_t, stop0=Py_ssize_t, stop2=Py_ssize_t, outer0=Py_ssize_t, outer2=Py_ssize_t, last0=Py_ssize_t, last2=Py_ssize_t)
cpdef tuple d148_OffsetCommitRequest(object buf, Py_ssize_t pos, Py_ssize_t end, list st)
@cython.locals(n=Py_ssize_t, _=Py_ssize_t, size=Py_ssize_t, count0=Py_ssize_t, count2=Py_ssize_t, tag0=Py_ssize_t, tag2=Py_ssize_t, stop0=Py_ssize_t, stop2=Py_ssize_t, outer0=Py_ssize_t, outer2=Py_ssize_t, last0=Py_ssize_t, last2=Py_ssize_t)
cpdef tuple d151_OffsetCommitResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st)
