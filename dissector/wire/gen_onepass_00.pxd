# Declarations of gen_onepass_00.py's decoders for the compiled build.
# GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (codegen/decoders.py).
cimport cython

@cython.locals(n=Py_ssize_t, _=Py_ssize_t, size=Py_ssize_t, count0=Py_ssize_t, count2=Py_ssize_t, tag0=Py_ssize_t, tag2=Py_ssize_t, stop0=Py_ssize_t, stop2=Py_ssize_t, outer0=Py_ssize_t, outer2=Py_ssize_t, last0=Py_ssize_t, last2=Py_ssize_t)
cpdef tuple d2_ProduceRequest(object buf, Py_ssize_t pos, Py_ssize_t end, list st)
@cython.locals(n=Py_ssize_t, _=Py_ssize_t, size=Py_ssize_t, count0=Py_ssize_t, count2=Py_ssize_t, tag0=Py_ssize_t, tag2=Py_ssize_t, stop0=Py_ssize_t, stop2=Py_ssize_t, outer0=Py_ssize_t, outer2=Py_ssize_t, last0=Py_ssize_t, last2=Py_ssize_t)
cpdef tuple d5_ProduceResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st)
@cython.locals(n=Py_ssize_t, _=Py_ssize_t, size=Py_ssize_t, count0=Py_ssize_t, count2=Py_ssize_t, tag0=Py_ssize_t, tag2=Py_ssize_t, stop0=Py_ssize_t, stop2=Py_ssize_t, outer0=Py_ssize_t, outer2=Py_ssize_t, last0=Py_ssize_t, last2=Py_ssize_t)
cpdef tuple d8_ProduceResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st)
@cython.locals(n=Py_ssize_t, _=Py_ssize_t, size=Py_ssize_t, count0=Py_ssize_t, count2=Py_ssize_t, tag0=Py_ssize_t, tag2=Py_ssize_t, stop0=Py_ssize_t, stop2=Py_ssize_t, outer0=Py_ssize_t, outer2=Py_ssize_t, last0=Py_ssize_t, last2=Py_ssize_t)
cpdef tuple d12_ProduceResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st)
@cython.locals(n=Py_ssize_t, _=Py_ssize_t, size=Py_ssize_t, count0=Py_ssize_t, count2=Py_ssize_t, tag0=Py_ssize_t, tag2=Py_ssize_t, stop0=Py_ssize_t, stop2=Py_ssize_t, outer0=Py_ssize_t, outer2=Py_ssize_t, last0=Py_ssize_t, last2=Py_ssize_t)
cpdef tuple d15_ProduceRequest(object buf, Py_ssize_t pos, Py_ssize_t end, list st)
@cython.locals(n=Py_ssize_t, _=Py_ssize_t, size=Py_ssize_t, count0=Py_ssize_t, count2=Py_ssize_t, tag0=Py_ssize_t, tag2=Py_ssize_t, stop0=Py_ssize_t, stop2=Py_ssize_t, outer0=Py_ssize_t, outer2=Py_ssize_t, last0=Py_ssize_t, last2=Py_ssize_t)
cpdef tuple d19_ProduceResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st)
@cython.locals(n=Py_ssize_t, _=Py_ssize_t, size=Py_ssize_t, count0=Py_ssize_t, count2=Py_ssize_t, tag0=Py_ssize_t, tag2=Py_ssize_t, stop0=Py_ssize_t, stop2=Py_ssize_t, outer0=Py_ssize_t, outer2=Py_ssize_t, last0=Py_ssize_t, last2=Py_ssize_t)
cpdef tuple d24_ProduceResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st)
@cython.locals(n=Py_ssize_t, _=Py_ssize_t, size=Py_ssize_t, count0=Py_ssize_t, count2=Py_ssize_t, tag0=Py_ssize_t, tag2=Py_ssize_t, stop0=Py_ssize_t, stop2=Py_ssize_t, outer0=Py_ssize_t, outer2=Py_ssize_t, last0=Py_ssize_t, last2=Py_ssize_t)
cpdef tuple d26_ProduceRequest(object buf, Py_ssize_t pos, Py_ssize_t end, list st)
