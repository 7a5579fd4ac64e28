"""How every ``kmirror`` command ends on a user mistake, a closed pipe or a warning.

Owns: :func:`fail` (one line ``kmirror: error: ...`` on stderr and an exit
code: 1 when an input cannot be read or written, 2 when the command line is
wrong), :func:`reader_gone` (``kmirror ... | head``: exit 0 quietly) and
:func:`show_warning` (a :class:`~dissector.errors.CaptureWarning` as one
``kmirror: warning: ...`` line; a :class:`~dissector.errors.CaptureNote` as
``kmirror: ...``) and :func:`coverage_says_fragments` (the fragment warning left to the
coverage line).  Commands outside this package (``simulate``) use them too,
so that every error of kmirror looks the same.

Must not import: the commands, or anything that reads captures.
"""

from __future__ import annotations

import contextlib
import errno
import os
import sys
import warnings
from collections.abc import Iterator
from typing import NoReturn

import click

from ..capture.fragments import WARNING_PATTERN
from ..errors import CaptureNote, CaptureWarning

#: Errors of a write that fills a disk or a quota, or hits a read-only or failing device:
#: a one-line error (the output is incomplete), not a traceback (.group; with --workers,
#: .parallel leaves them to it).
WRITE_ERRNOS = frozenset({errno.ENOSPC, errno.EDQUOT, errno.EFBIG, errno.EROFS, errno.EIO})

__all__ = ["WRITE_ERRNOS", "coverage_says_fragments", "fail", "reader_gone", "show_warning"]


def fail(message: str, code: int = 1) -> NoReturn:
    """Print ``kmirror: error: MESSAGE`` on stderr and exit with ``code``.

    1: an input cannot be read or an output written; 2: the command line is wrong.
    """
    click.echo(f"kmirror: error: {message}", err=True)
    sys.exit(code)


def reader_gone() -> NoReturn:
    """`kmirror ... | head`: the reader of standard output has what it wanted.

    What is still buffered goes to /dev/null; exit 0.  Every command ends here
    on a broken pipe (rich's consoles too, through ``on_broken_pipe``).
    """
    os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    sys.exit(0)


def show_warning(message, category, filename, lineno, file=None, line=None) -> None:
    """Warnings as kmirror's one-line messages (a cut capture: ``kmirror: warning: ...``).

    Installed as :func:`warnings.showwarning` while a command runs; warnings of
    other kinds keep Python's usual format.
    """
    if issubclass(category, CaptureNote):
        click.echo(f"kmirror: {message}", err=True)
    elif issubclass(category, CaptureWarning):
        click.echo(f"kmirror: warning: {message}", err=True)
    else:
        sys.stderr.write(warnings.formatwarning(message, category, filename, lineno, line))


@contextlib.contextmanager
def coverage_says_fragments() -> Iterator[None]:
    """While a command that prints the coverage line (``read``, ``analyze``) reads: the
    dissector's warning of IP fragment sets never completed is left out, the coverage
    line counting the same fragments (``N in an incomplete fragment set``): said once.
    The command prints that line whenever there are some, on success or failure."""
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", WARNING_PATTERN, CaptureWarning)
        yield
