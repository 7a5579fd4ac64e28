"""Decoded messages as tables: the read table, fields, the tree, the writers."""
