"""Wireshark: the Lua plugin generator and its runtime, and the pyshark door."""
