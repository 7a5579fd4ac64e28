"""The stages composed: the dissector, its message stream, profile choice, live capture."""
