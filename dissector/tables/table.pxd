# The compiled build's declarations for table.py (dissector.native): a message's row
# made, and the read's rows released, reading the message's slots as struct members.
from dissector.decode.message cimport Message

cpdef str _notes(Message m)
cpdef list _row(Message m)
