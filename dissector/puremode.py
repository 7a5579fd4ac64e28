"""The names of Cython's ``cython`` module that the compiled modules use, for a process
without Cython.

Owns: :data:`compiled` and :func:`locals`, what a module imports as ``cython`` when
Cython is not installed (the pure-Python path: ``pip install`` without ``make setup``)::

    try:
        import cython
    except ImportError:  # no Cython: the pure-Python path
        from dissector import puremode as cython

A compiled build (:mod:`dissector.native`) reads ``@cython.locals(m=Message)`` as "the
local ``m`` holds a :class:`~dissector.decode.message.Message` or None" and reads its
slots as struct members (the module's ``.pxd`` cimports the type); it removes a block
under ``if not cython.compiled:`` (the Python import of a name its ``.pxd`` cimports).
Here, as in Cython's own pure-Python stand-in, the decorator changes nothing and
``compiled`` is False.  The values, and so the output, are the same on both paths
(tests/native/test_native_identity.py).

Must not import: anything (it sits under every module that may be compiled).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

__all__ = ["boundscheck", "compiled", "locals", "wraparound"]

F = TypeVar("F", bound=Callable[..., Any])

#: False: this module is the stand-in, nothing is compiled by it
compiled = False


def locals(**types: Any) -> Callable[[F], F]:  # noqa: A001 - Cython's name for it
    """``@locals(name=type, ...)``: declares the C types of a function's locals in a
    compiled build; here the function unchanged."""

    def keep(fn: F) -> F:
        return fn

    return keep


def boundscheck(flag: bool) -> Callable[[F], F]:
    """``@boundscheck(False)``: in a compiled build, the function's indexing of typed
    memoryviews unchecked (its own code keeps every index in range); here nothing."""

    def keep(fn: F) -> F:
        return fn

    return keep


#: ``@wraparound(False)``: in a compiled build, no negative indexing from the end (the
#: function uses none); here nothing.
wraparound = boundscheck
