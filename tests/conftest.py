"""Shared test set-up: makes :mod:`helpers` (tests/helpers.py) importable.

The tests run with ``--import-mode=importlib``, which puts no test folder on
``sys.path``; the helpers every stage's tests share live in ``helpers.py``
beside this file and are imported as ``from helpers import ...``.
"""

from __future__ import annotations

import sys
from pathlib import Path

_TESTS = str(Path(__file__).resolve().parent)
if _TESTS not in sys.path:
    sys.path.insert(0, _TESTS)
