# Declarations of gen_checkers_15.py's checkers for the compiled build.
# GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (codegen/checkers.py).
cimport cython

@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c322_PartitionResult(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c323_ReadStateResult(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c324_ReadShareGroupStateResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c325_WriteStateResult(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c326_WriteShareGroupStateResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c327_DeleteStateResult(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c328_DeleteShareGroupStateResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c329_PartitionResult(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c330_ReadStateSummaryResult(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c331_ReadShareGroupStateSummaryResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c332_PartitionResult(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c333_ReadStateSummaryResult(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c334_ReadShareGroupStateSummaryResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c335_KeyValue(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c336_TopicInfo(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c337_Subtopology(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c338_Topology(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c339_Endpoint(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c340_TaskOffset(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c341_TaskIds(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c342_Assignment(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
