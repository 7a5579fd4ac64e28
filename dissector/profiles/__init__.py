"""Profiles: one KIP revision's mirror RPCs as data (specs, keys, states, roles)."""
