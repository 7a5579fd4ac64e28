"""Wireshark-style dissector and analyzer for Kafka traffic, centred on KIP-1279 mirroring.

Public API:

- :func:`read_capture` -- a capture file as a pandas DataFrame, one row per
  Kafka message (columns and dtypes in :data:`dissector.tables.table.COLUMNS`).
- :func:`read_fields` -- one row per decoded leaf field.
- :func:`iter_messages` -- the messages as :class:`Message` objects with decoded bodies.
- :func:`load_profile` -- the mirror message specs, API keys and state codes.

Submodules are imported on first use, so ``kmirror read`` does not pay for pandas.
The stages (capture, flows, reassembly, framer, decoding, matching) are listed
in README's Layout section.  Must not import: the CLI, the analysis or the
scenario generator at import time (everything is lazy).
"""

from __future__ import annotations

import importlib
from typing import Any

from .native import install

__version__ = "0.1.0"

# The compiled accelerator, when built (dissector.native): the hot stages' modules load
# from their Cython build, the same source compiled; KMIRROR_PURE=1 keeps them Python.
install()

_EXPORTS = {
    "CaptureError": "errors",
    "Message": "decode.message",
    "iter_messages": "api",
    "load_profile": "profiles.profile",
    "read_capture": "api",
    "read_fields": "api",
    "analyze": "analysis",
}

__all__ = [*_EXPORTS, "__version__"]


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'dissector' has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__all__)
