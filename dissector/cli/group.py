"""The ``kmirror`` click group: how a command is found and how any command ends.

Owns: :class:`KmirrorGroup` (commands registered lazily by module path, a
usage error as one line on stderr with exit 2, a broken pipe as exit 0,
capture warnings as one-line messages) and the group :func:`main` itself.
The commands are added by :mod:`dissector.cli`.

Must not import: the command modules (the package adds them to the group).
"""

from __future__ import annotations

import contextlib
import importlib
import sys
import warnings

import click

from .. import __version__
from ..tables.terminal import TerminalText
from .errors import WRITE_ERRNOS, fail, reader_gone, show_warning

__all__ = ["KmirrorGroup", "main"]



class KmirrorGroup(click.Group):
    """Commands that live beside the modules they drive are imported when used; a usage
    error is one line on stderr (exit 2), like every other error of kmirror."""

    #: command name -> (module, attribute), imported when the command is asked for
    lazy = {
        "analyze": ("dissector.cli.analyze", "analyze"),
        "lua": ("dissector.cli.lua", "lua"),
        "native": ("dissector.cli.native", "native_command"),
        "report": ("dissector.cli.report", "report"),
        "simulate": ("dissector.cli.simulate", "simulate"),
    }

    def main(self, *args, **kwargs):
        """Run the command line; always ends with :func:`sys.exit` (0, 1 or 2).

        Standard output and standard error are :class:`~dissector.tables.terminal.
        TerminalText` while it runs: whatever a command writes as text, a capture's
        control characters reach no terminal raw (data formats write to the stream under
        it: :func:`~dissector.tables.terminal.raw`)."""
        with _terminal_text():
            self._main(*args, **kwargs)

    def _main(self, *args, **kwargs):
        kwargs["standalone_mode"] = False
        warnings.showwarning = show_warning
        try:
            rv = super().main(*args, **kwargs)
        except click.exceptions.NoArgsIsHelpError as e:
            click.echo(e.format_message())  # `kmirror` alone: the help, as usage
            sys.exit(2)
        except click.UsageError as e:
            where = e.ctx.command_path if e.ctx is not None else "kmirror"
            fail(f"{e.format_message()} (see '{where} --help')", 2)
        except click.ClickException as e:
            fail(e.format_message(), e.exit_code)
        except click.exceptions.Abort:
            fail("aborted", 1)
        except OSError as e:
            if e.filename is not None:
                fail(f"{e.filename}: {e.strerror or e} (check the path given)")
            if e.errno not in WRITE_ERRNOS:
                raise
            fail(f"cannot write the output: {e.strerror} (free space or choose another -o)")
        sys.exit(rv if isinstance(rv, int) else 0)

    def invoke(self, ctx):
        """Invoke the command; a broken pipe ends quietly (:func:`reader_gone`)."""
        try:
            return super().invoke(ctx)
        except BrokenPipeError:  # caught before click's own handler, which exits 1 for it
            reader_gone()

    def list_commands(self, ctx):
        """Every command name, the lazy ones included, sorted."""
        return sorted([*super().list_commands(ctx), *self.lazy])

    def get_command(self, ctx, name):
        """The command ``name``; a lazy one is imported now."""
        if name in self.lazy:
            module, attr = self.lazy[name]
            return getattr(importlib.import_module(module), attr)
        return super().get_command(ctx, name)


@contextlib.contextmanager
def _terminal_text():
    """Standard output and error as :class:`TerminalText` (put back after, however the
    command ends; the one place text reaches the terminal)."""
    saved = sys.stdout, sys.stderr
    if not isinstance(sys.stdout, TerminalText):
        sys.stdout = TerminalText(sys.stdout)
    if not isinstance(sys.stderr, TerminalText):
        sys.stderr = TerminalText(sys.stderr)
    try:
        yield
    finally:
        with contextlib.suppress(OSError, ValueError):
            sys.stdout.flush()
            sys.stderr.flush()
        sys.stdout, sys.stderr = saved


@click.group(cls=KmirrorGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="kmirror")
def main() -> None:
    """Dissect Kafka traffic in pcap/pcapng captures, centred on KIP-1279 mirroring.

    \b
    Examples:
      kmirror read capture.pcap                      # one row per Kafka message
      kmirror read capture.pcap -p 19092 --mirror-only
      kmirror read capture.pcap --format csv -o messages.csv
      kmirror show capture.pcap -p 19092 --frame 189 # one frame as a tree
      kmirror fields capture.pcap -p 19092 --format csv
      kmirror keys capture.pcap                      # API keys brokers advertise
      kmirror profiles                               # mirror API keys and states

    Kafka is recognised on port 9092, on every --port given and, unless
    --no-detect, on any port whose traffic frames as Kafka.  No broker or
    Kafka client is needed: everything comes from the capture.
    """
