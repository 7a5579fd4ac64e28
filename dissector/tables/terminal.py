"""Text for a terminal: what a capture supplies is shown, never obeyed.

Owns: :func:`terminal_text`, the one rule by which text reaches a terminal (every
control character but the newline escaped as ``tshark -V`` writes it: ``\\033``,
``\\a``, ``\\b``, ``\\r``, ``\\177``, ``\\u009B``), and the two places it is applied:
:class:`TerminalText`, a text stream that writes everything through it (the CLI
puts one over standard output and standard error for the whole of every command:
``kmirror read``'s table, ``fields``, ``show``, ``keys``, ``live``, messages,
warnings and errors), and :func:`terminal_console`, a rich console whose every
string is escaped before rich styles it (``kmirror analyze``).  A mirror name or a
client_id holding ``ESC ] 0 ; title BEL``, ``ESC [ 2 J``, colour codes, CR or BS
reaches the terminal as text.

What writes data rather than text (CSV, JSON, Parquet) writes to :func:`raw` of the
stream: the bytes as they are.

Must not import: the CLI, pandas.
"""

from __future__ import annotations

import io
import sys
from typing import Any, TextIO

__all__ = ["TerminalText", "raw", "terminal_console", "terminal_text"]

_NAMED = {0x07: "\\a", 0x08: "\\b", 0x09: "\\t", 0x0B: "\\v", 0x0C: "\\f", 0x0D: "\\r"}
#: code point -> its escape: C0 (the newline kept), DEL and C1
_ESCAPES = {
    **{c: f"\\{c:03o}" for c in range(0x20) if c != 0x0A},
    **_NAMED,
    0x7F: "\\177",
    **{c: f"\\u{c:04X}" for c in range(0x80, 0xA0)},
}
_NEWLINE = {0x0A: "\\n"}


def terminal_text(text: str, newline: bool = False) -> str:
    """``text`` with every control character a terminal would act on written out as
    ``tshark -V`` writes it: ESC as ``\\033``, BEL ``\\a``, BS ``\\b``, CR ``\\r``, TAB
    ``\\t``, other C0 in octal, DEL ``\\177``, C1 as ``\\u009B``; the newline too when
    ``newline`` (a value inside a line), else kept (the line's own end).

    >>> terminal_text("ev\\x1b]0;x\\x07il\\r\\x9b")
    'ev\\\\033]0;x\\\\ail\\\\r\\\\u009B'
    """
    if text.isprintable():  # the usual case: nothing to do
        return text
    out = text.translate(_ESCAPES)
    return out.translate(_NEWLINE) if newline else out


class TerminalText(io.TextIOBase):
    """A text stream that writes everything given to it through :func:`terminal_text` on
    ``stream`` (a terminal, a pipe, a file): no control byte but the newline comes out.
    ``raw`` is ``stream`` itself, for what writes data (CSV, JSON) or text it has escaped
    and styled itself."""

    def __init__(self, stream: TextIO) -> None:
        super().__init__()
        self.raw = stream

    def write(self, s: str) -> int:
        """Write ``s`` escaped; returns ``len(s)`` (the characters taken)."""
        self.raw.write(terminal_text(s))
        return len(s)

    def writelines(self, lines: Any) -> None:
        for line in lines:
            self.write(line)

    def flush(self) -> None:
        self.raw.flush()

    def isatty(self) -> bool:
        return self.raw.isatty()

    def fileno(self) -> int:
        return self.raw.fileno()

    def writable(self) -> bool:
        return True

    @property
    def encoding(self) -> str:  # type: ignore[override]
        return getattr(self.raw, "encoding", None) or "utf-8"

    @property
    def errors(self) -> str | None:  # type: ignore[override]
        return getattr(self.raw, "errors", None)


def raw(stream: TextIO | None = None) -> TextIO:
    """The stream under a :class:`TerminalText` (``stream``, default standard output), or
    the stream itself: where data (CSV, JSON) is written with its bytes as they are."""
    stream = sys.stdout if stream is None else stream
    return stream.raw if isinstance(stream, TerminalText) else stream


def terminal_console(**kwargs: Any) -> Any:
    """A ``rich.console.Console`` (``kwargs`` as rich takes them) on :func:`raw` standard
    output whose every string is escaped by :func:`terminal_text` before rich reads its
    markup and styles it: rich's own colours reach the terminal, a capture's control
    characters do not.  Values put in markup must still be escaped for markup
    (``rich.markup.escape``)."""
    from rich.console import Console

    class _Console(Console):
        def render_str(self, text: str, **kw: Any) -> Any:
            return super().render_str(terminal_text(text), **kw)

    kwargs.setdefault("file", raw())
    return _Console(**kwargs)
