# The compiled build's declaration of framer.py's FrameState (dissector.native): an
# extension type whose slots are C struct members holding Python objects (no C types).

cdef class FrameState:
    cdef public object tcp, judge, side, synced, guessed, partial, skipped, resync_note
    cdef public object flushing, foreign, scan
