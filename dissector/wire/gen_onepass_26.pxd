# Declarations of gen_onepass_26.py's decoders for the compiled build.
# GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (codegen/decoders.py).
cimport cython

@cython.locals(n=Py_ssize_t, _=Py_ssize_t, size=Py_ssize_t, count0=Py_ssize_t, count2=Py_ssize_t, tag0=Py_ssize_t, tag2=Py_ssize_t, stop0=Py_ssize_t, stop2=Py_ssize_t, outer0=Py_ssize_t, outer2=Py_ssize_t, last0=Py_ssize_t, last2=Py_ssize_t)
cpdef tuple d584_DescribeUserScramCredentialsResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st)
@cython.locals(n=Py_ssize_t, _=Py_ssize_t, size=Py_ssize_t, count0=Py_ssize_t, count2=Py_ssize_t, tag0=Py_ssize_t, tag2=Py_ssize_t, stop0=Py_ssize_t, stop2=Py_ssize_t, outer0=Py_ssize_t, outer2=Py_ssize_t, last0=Py_ssize_t, last2=Py_ssize_t)
cpdef tuple d587_AlterUserScramCredentialsRequest(object buf, Py_ssize_t pos, Py_ssize_t end, list st)
@cython.locals(n=Py_ssize_t, _=Py_ssize_t, size=Py_ssize_t, count0=Py_ssize_t, count2=Py_ssize_t, tag0=Py_ssize_t, tag2=Py_ssize_t, stop0=Py_ssize_t, stop2=Py_ssize_t, outer0=Py_ssize_t, outer2=Py_ssize_t, last0=Py_ssize_t, last2=Py_ssize_t)
cpdef tuple d589_AlterUserScramCredentialsResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st)
@cython.locals(n=Py_ssize_t, _=Py_ssize_t, size=Py_ssize_t, count0=Py_ssize_t, count2=Py_ssize_t, tag0=Py_ssize_t, tag2=Py_ssize_t, stop0=Py_ssize_t, stop2=Py_ssize_t, outer0=Py_ssize_t, outer2=Py_ssize_t, last0=Py_ssize_t, last2=Py_ssize_t)
cpdef tuple d592_VoteRequest(object buf, Py_ssize_t pos, Py_ssize_t end, list st)
@cython.locals(n=Py_ssize_t, _=Py_ssize_t, size=Py_ssize_t, count0=Py_ssize_t, count2=Py_ssize_t, tag0=Py_ssize_t, tag2=Py_ssize_t, stop0=Py_ssize_t, stop2=Py_ssize_t, outer0=Py_ssize_t, outer2=Py_ssize_t, last0=Py_ssize_t, last2=Py_ssize_t)
cpdef tuple d595_VoteResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st)
@cython.locals(n=Py_ssize_t, _=Py_ssize_t, size=Py_ssize_t, count0=Py_ssize_t, count2=Py_ssize_t, tag0=Py_ssize_t, tag2=Py_ssize_t, stop0=Py_ssize_t, stop2=Py_ssize_t, outer0=Py_ssize_t, outer2=Py_ssize_t, last0=Py_ssize_t, last2=Py_ssize_t)
cpdef tuple d598_VoteRequest(object buf, Py_ssize_t pos, Py_ssize_t end, list st)
@cython.locals(n=Py_ssize_t, _=Py_ssize_t, size=Py_ssize_t, count0=Py_ssize_t, count2=Py_ssize_t, tag0=Py_ssize_t, tag2=Py_ssize_t, stop0=Py_ssize_t, stop2=Py_ssize_t, outer0=Py_ssize_t, outer2=Py_ssize_t, last0=Py_ssize_t, last2=Py_ssize_t)
cpdef tuple d600_VoteResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st)
@cython.locals(n=Py_ssize_t, _=Py_ssize_t, size=Py_ssize_t, count0=Py_ssize_t, count2=Py_ssize_t, tag0=Py_ssize_t, tag2=Py_ssize_t, stop0=Py_ssize_t, stop2=Py_ssize_t, outer0=Py_ssize_t, outer2=Py_ssize_t, last0=Py_ssize_t, last2=Py_ssize_t)
cpdef tuple d603_VoteRequest(object buf, Py_ssize_t pos, Py_ssize_t end, list st)
@cython.locals(n=Py_ssize_t, _=Py_ssize_t, size=Py_ssize_t, count0=Py_ssize_t, count2=Py_ssize_t, tag0=Py_ssize_t, tag2=Py_ssize_t, stop0=Py_ssize_t, stop2=Py_ssize_t, outer0=Py_ssize_t, outer2=Py_ssize_t, last0=Py_ssize_t, last2=Py_ssize_t)
cpdef tuple d606_BeginQuorumEpochRequest(object buf, Py_ssize_t pos, Py_ssize_t end, list st)
@cython.locals(n=Py_ssize_t, _=Py_ssize_t, size=Py_ssize_t, count0=Py_ssize_t, count2=Py_ssize_t, tag0=Py_ssize_t, tag2=Py_ssize_t, stop0=Py_ssize_t, stop2=Py_ssize_t, outer0=Py_ssize_t, outer2=Py_ssize_t, last0=Py_ssize_t, last2=Py_ssize_t)
cpdef tuple d609_BeginQuorumEpochResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st)
