"""Wireshark-style dissector and analyzer for Kafka traffic, centred on KIP-1279 mirroring.

Public API:

- :func:`read_capture` -- a capture file as a pandas DataFrame, one row per
  Kafka message (columns and dtypes in :data:`dissector.table.COLUMNS`).
- :func:`iter_messages` -- the same as :class:`Message` objects with decoded bodies.
- :func:`load_profile` -- the mirror message specs, API keys and state codes.
"""

from .dissect import Message, iter_messages
from .errors import CaptureError
from .specs import load_profile
from .table import read_capture

__version__ = "0.1.0"

__all__ = [
    "CaptureError",
    "Message",
    "iter_messages",
    "load_profile",
    "read_capture",
    "__version__",
]
