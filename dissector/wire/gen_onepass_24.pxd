# Declarations of gen_onepass_24.py's decoders for the compiled build.
# GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (codegen/decoders.py).
cimport cython

@cython.locals(n=Py_ssize_t, _=Py_ssize_t, size=Py_ssize_t, count0=Py_ssize_t, count2=Py_ssize_t, tag0=Py_ssize_t, tag2=Py_ssize_t, stop0=Py_ssize_t, stop2=Py_ssize_t, outer0=Py_ssize_t, outer2=Py_ssize_t, last0=Py_ssize_t, last2=Py_ssize_t)
cpdef tuple d533_IncrementalAlterConfigsRequest(object buf, Py_ssize_t pos, Py_ssize_t end, list st)
@cython.locals(n=Py_ssize_t, _=Py_ssize_t, size=Py_ssize_t, count0=Py_ssize_t, count2=Py_ssize_t, tag0=Py_ssize_t, tag2=Py_ssize_t, stop0=Py_ssize_t, stop2=Py_ssize_t, outer0=Py_ssize_t, outer2=Py_ssize_t, last0=Py_ssize_t, last2=Py_ssize_t)
cpdef tuple d534_IncrementalAlterConfigsResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st)
@cython.locals(n=Py_ssize_t, _=Py_ssize_t, size=Py_ssize_t, count0=Py_ssize_t, count2=Py_ssize_t, tag0=Py_ssize_t, tag2=Py_ssize_t, stop0=Py_ssize_t, stop2=Py_ssize_t, outer0=Py_ssize_t, outer2=Py_ssize_t, last0=Py_ssize_t, last2=Py_ssize_t)
cpdef tuple d537_IncrementalAlterConfigsRequest(object buf, Py_ssize_t pos, Py_ssize_t end, list st)
@cython.locals(n=Py_ssize_t, _=Py_ssize_t, size=Py_ssize_t, count0=Py_ssize_t, count2=Py_ssize_t, tag0=Py_ssize_t, tag2=Py_ssize_t, stop0=Py_ssize_t, stop2=Py_ssize_t, outer0=Py_ssize_t, outer2=Py_ssize_t, last0=Py_ssize_t, last2=Py_ssize_t)
cpdef tuple d538_IncrementalAlterConfigsResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st)
@cython.locals(n=Py_ssize_t, _=Py_ssize_t, size=Py_ssize_t, count0=Py_ssize_t, count2=Py_ssize_t, tag0=Py_ssize_t, tag2=Py_ssize_t, stop0=Py_ssize_t, stop2=Py_ssize_t, outer0=Py_ssize_t, outer2=Py_ssize_t, last0=Py_ssize_t, last2=Py_ssize_t)
cpdef tuple d541_AlterPartitionReassignmentsRequest(object buf, Py_ssize_t pos, Py_ssize_t end, list st)
@cython.locals(n=Py_ssize_t, _=Py_ssize_t, size=Py_ssize_t, count0=Py_ssize_t, count2=Py_ssize_t, tag0=Py_ssize_t, tag2=Py_ssize_t, stop0=Py_ssize_t, stop2=Py_ssize_t, outer0=Py_ssize_t, outer2=Py_ssize_t, last0=Py_ssize_t, last2=Py_ssize_t)
cpdef tuple d544_AlterPartitionReassignmentsResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st)
@cython.locals(n=Py_ssize_t, _=Py_ssize_t, size=Py_ssize_t, count0=Py_ssize_t, count2=Py_ssize_t, tag0=Py_ssize_t, tag2=Py_ssize_t, stop0=Py_ssize_t, stop2=Py_ssize_t, outer0=Py_ssize_t, outer2=Py_ssize_t, last0=Py_ssize_t, last2=Py_ssize_t)
cpdef tuple d545_AlterPartitionReassignmentsRequest(object buf, Py_ssize_t pos, Py_ssize_t end, list st)
@cython.locals(n=Py_ssize_t, _=Py_ssize_t, size=Py_ssize_t, count0=Py_ssize_t, count2=Py_ssize_t, tag0=Py_ssize_t, tag2=Py_ssize_t, stop0=Py_ssize_t, stop2=Py_ssize_t, outer0=Py_ssize_t, outer2=Py_ssize_t, last0=Py_ssize_t, last2=Py_ssize_t)
cpdef tuple d546_AlterPartitionReassignmentsResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st)
@cython.locals(n=Py_ssize_t, _=Py_ssize_t, size=Py_ssize_t, count0=Py_ssize_t, count2=Py_ssize_t, tag0=Py_ssize_t, tag2=Py_ssize_t, stop0=Py_ssize_t, stop2=Py_ssize_t, outer0=Py_ssize_t, outer2=Py_ssize_t, last0=Py_ssize_t, last2=Py_ssize_t)
cpdef tuple d548_ListPartitionReassignmentsRequest(object buf, Py_ssize_t pos, Py_ssize_t end, list st)
@cython.locals(n=Py_ssize_t, _=Py_ssize_t, size=Py_ssize_t, count0=Py_ssize_t, count2=Py_ssize_t, tag0=Py_ssize_t, tag2=Py_ssize_t, stop0=Py_ssize_t, stop2=Py_ssize_t, outer0=Py_ssize_t, outer2=Py_ssize_t, last0=Py_ssize_t, last2=Py_ssize_t)
cpdef tuple d551_ListPartitionReassignmentsResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st)
