"""Pieces of a csv or json output made apart from the writer that puts them together:
``kmirror read --workers``' text, made by the workers and written by the command.

Owns: :func:`output_encoding` (how the output's writer would encode text) and
:class:`FilePiece` (a piece held in a file descriptor, copied to the output by the
kernel).  :func:`dissector.tables.output.piece_in_memory` makes one,
:func:`dissector.tables.output.write_chunks` writes such pieces in order.

Must not import: the dissector's stages, pandas, the CLI.
"""

from __future__ import annotations

import contextlib
import io
import locale
import os
import sys
from collections.abc import Iterable

from .terminal import raw

__all__ = ["FilePiece", "memory_piece", "output_encoding"]


def output_encoding(output: str | None) -> tuple[str, str] | None:
    """``(codec, errors)`` with which :func:`~.output.write_chunks` would encode text on ``output``
    (a path, or None: standard output), so that pieces given as bytes so encoded are
    written as they are; None where they could not be (a terminal, a standard output
    that is not a file, a platform whose text files translate newlines)."""
    if os.linesep != "\n":
        return None
    if output is None:
        stdout = raw(sys.stdout)
        try:
            if stdout.isatty():
                return None
            stdout.fileno()
        except (AttributeError, OSError, ValueError):
            return None
        return stdout.encoding or "utf-8", stdout.errors or "strict"
    return locale.getpreferredencoding(False), "strict"  # open()'s, as the output writer's


class FilePiece:
    """A piece of output text, already encoded (:func:`output_encoding`), held in a file
    (a descriptor, from byte ``start`` to ``end``): what a worker of ``kmirror read
    --workers`` made, handed over without being read into memory
    (:func:`dissector.parallel.pool.send_final`).  :func:`~.output.write_chunks` copies it to the
    output by the kernel (``sendfile``).  It owns the descriptor: closed once written, or
    by :meth:`close`."""

    def __init__(self, fd: int, start: int, end: int, owner: bool = True) -> None:
        self.fd = fd
        self.start = start
        self.end = end
        #: whether it closes the descriptor (a piece cut from another does not)
        self.owner = owner

    def __getitem__(self, key: slice) -> FilePiece:
        """The piece without its first bytes (``piece[1:]``: a JSON piece's first comma)."""
        if not isinstance(key, slice) or key.stop is not None or key.step is not None:
            raise TypeError("a FilePiece is cut only as piece[n:]")
        return FilePiece(self.fd, min(self.start + (key.start or 0), self.end), self.end, False)

    def read(self) -> bytes:
        """The piece's bytes."""
        out = []
        at = self.start
        while at < self.end:
            chunk = os.pread(self.fd, self.end - at, at)
            if not chunk:
                raise OSError(f"a piece of the output ends {self.end - at} bytes early")
            out.append(chunk)
            at += len(chunk)
        return b"".join(out)

    def write_to(self, f) -> None:
        """Its bytes after what ``f`` (a text file with a binary ``buffer``) holds: by
        ``sendfile`` where ``f`` is a file descriptor that takes it, else read and written."""
        f.flush()
        f.buffer.flush()
        at = self.start
        try:
            out = f.buffer.fileno()
            while at < self.end:
                sent = os.sendfile(out, self.fd, at, self.end - at)
                if not sent:
                    break
                at += sent
        except (AttributeError, OSError, io.UnsupportedOperation, ValueError) as e:
            if isinstance(e, BrokenPipeError):
                raise
        if at < self.end:
            f.buffer.write(FilePiece(self.fd, at, self.end, False).read())

    def __del__(self) -> None:
        self.close()

    def close(self) -> None:
        """Let go of the descriptor (once; a piece cut from another leaves it open)."""
        if self.fd >= 0 and self.owner:
            with contextlib.suppress(OSError):
                os.close(self.fd)
            self.fd = -1


def memory_piece(chunks: Iterable, name: str = "kmirror-piece") -> FilePiece | None:
    """The bytes of ``chunks`` (bytes-like, in order) written to an anonymous file in
    memory (``memfd_create``), as a :class:`FilePiece` (which owns its descriptor); None
    where there is no ``memfd_create`` (then nothing of ``chunks`` is taken).  What a
    worker of ``kmirror read --workers`` hands the command its results in
    (:func:`dissector.parallel.pool.send_final`, :func:`dissector.parallel.run.final_text`).
    Raises OSError as ``os.write`` does (a full memory)."""
    memfd = getattr(os, "memfd_create", None)
    if memfd is None:
        return None
    fd = memfd(name, os.MFD_CLOEXEC)
    try:
        for data in chunks:
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view):]
        return FilePiece(fd, 0, os.fstat(fd).st_size)
    except BaseException:
        os.close(fd)
        raise
