# The compiled build's declarations for bodies.py (dissector.native): the messages it reads
# are Message extension types (decode/message.pxd), their slots read as struct members.
from dissector.decode.message cimport Message
