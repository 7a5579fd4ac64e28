# Declarations of gen_checkers_00.py's checkers for the compiled build.
# GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (codegen/checkers.py).
cimport cython

@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c0_PartitionProduceResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c1_TopicProduceResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c2_ProduceResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c3_PartitionProduceResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c4_TopicProduceResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c5_ProduceResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c6_BatchIndexAndErrorMessage(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c7_PartitionProduceResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c8_TopicProduceResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c9_ProduceResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c10_BatchIndexAndErrorMessage(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c11_PartitionProduceResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c12_TopicProduceResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c13_ProduceResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c14_LeaderIdAndEpoch(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c15_PartitionProduceResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c16_TopicProduceResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c17_NodeEndpoint(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c18_ProduceResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c19_TopicProduceResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c20_ProduceResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c21_AbortedTransaction(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c22_PartitionData(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c23_FetchableTopicResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c24_FetchResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
