# Declarations of gen_checkers_05.py's checkers for the compiled build.
# GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (codegen/checkers.py).
cimport cython

@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c112_DescribedGroup(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c113_DescribeGroupsResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c114_DescribeGroupsResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c115_DescribedGroup(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c116_DescribeGroupsResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c117_DescribedGroupMember(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c118_DescribedGroup(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c119_DescribeGroupsResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c120_DescribedGroupMember(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c121_DescribedGroup(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c122_DescribeGroupsResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c123_DescribedGroup(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c124_DescribeGroupsResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c125_CreatableTopicResult(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c126_CreateTopicsResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
