"""Frames to decoded messages, and each response matched to its request."""
