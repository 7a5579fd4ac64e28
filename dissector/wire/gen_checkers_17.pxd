# Declarations of gen_checkers_17.py's checkers for the compiled build.
# GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it (codegen/checkers.py).
cimport cython

@cython.locals(at=Py_ssize_t, n=Py_ssize_t, _=Py_ssize_t, m=Py_ssize_t, ec=long)
cpdef Py_ssize_t c358_DeleteShareGroupOffsetsResponse(object buf, Py_ssize_t pos, Py_ssize_t end, list st) except? -1
