# Declarations of gen_checkers_02.py's checkers for the compiled build.
# GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (codegen/checkers.py).
cimport cython

@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c52_MetadataResponsePartition(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c53_MetadataResponseTopic(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c54_MetadataResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c55_MetadataResponseBroker(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c56_MetadataResponseTopic(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c57_MetadataResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c58_MetadataResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c59_MetadataResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c60_MetadataResponsePartition(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c61_MetadataResponseTopic(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c62_MetadataResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c63_MetadataResponsePartition(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c64_MetadataResponseTopic(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c65_MetadataResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c66_MetadataResponseTopic(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c67_MetadataResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c68_MetadataResponseBroker(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
