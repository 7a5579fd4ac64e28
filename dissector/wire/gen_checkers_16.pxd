# Declarations of gen_checkers_16.py's checkers for the compiled build.
# GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (codegen/checkers.py).
cimport cython

@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c343_Member(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c344_DescribedGroup(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c345_StreamsGroupDescribeResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c346_DescribeShareGroupOffsetsResponsePartition(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c347_DescribeShareGroupOffsetsResponseTopic(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c348_DescribeShareGroupOffsetsResponseGroup(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c349_DescribeShareGroupOffsetsResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c350_DescribeShareGroupOffsetsResponsePartition(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c351_DescribeShareGroupOffsetsResponseTopic(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c352_DescribeShareGroupOffsetsResponseGroup(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c353_DescribeShareGroupOffsetsResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c354_AlterShareGroupOffsetsResponsePartition(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c355_AlterShareGroupOffsetsResponseTopic(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c356_AlterShareGroupOffsetsResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c357_DeleteShareGroupOffsetsResponseTopic(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
