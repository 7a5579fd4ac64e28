# The compiled build's declarations for files.py (dissector.native): the messages the
# first pass reads are Message extension types (decode/message.pxd), their slots read as
# struct members.
from dissector.decode.message cimport Message
