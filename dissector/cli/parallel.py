"""``--workers N`` and ``--scheduler ADDRESS``: running a command on several processes.

Owns: the two options (:func:`workers_options`) and :func:`on_cluster`, which
forks N worker processes (:class:`dissector.parallel.pool.LocalEngine`, no Dask) or
connects to an existing ``dask.distributed`` scheduler (:mod:`dissector.parallel.dask`),
hands the engine to the command, and always stops what it started.  A missing Dask
install, an unreachable scheduler, a worker lost or a capture a worker cannot read are
one-line errors.

Must not import: Dask at import time (``kmirror read`` without these options
never loads it), or the other commands.
"""

from __future__ import annotations

import contextlib
import functools
import re
from collections.abc import Iterator

import click

from ..errors import CaptureError
from .errors import WRITE_ERRNOS, fail, reader_gone

__all__ = ["on_cluster", "workers_options"]

DASK_MISSING = (
    "--scheduler needs Dask: pip install 'kafka-mirror-dissector[dask]' "
    "(dask[dataframe] and distributed)"
)


def workers_options(command):
    """``--workers N`` (a local cluster of N processes) and ``--scheduler ADDRESS``."""

    @click.option(
        "--workers",
        type=click.IntRange(1, 1024),
        default=None,
        metavar="N",
        help="Read on N worker processes forked from the command, a set of rotated files "
        "cut into runs of consecutive files that each worker takes as it is free; frames, "
        "TCP streams and requests answered across files stitched as in one read.",
    )
    @click.option(
        "--scheduler",
        default=None,
        metavar="ADDRESS",
        help="Read on an existing dask.distributed cluster (tcp://host:8786); its "
        "workers need kmirror installed and the capture files at the same paths.",
    )
    @functools.wraps(command)
    def wrapper(*args, **kwargs):
        scheduler = kwargs.get("scheduler")
        if kwargs.get("workers") and scheduler:
            fail("give --workers (a local cluster) or --scheduler (an existing one), not both", 2)
        if scheduler is not None and not _SCHEDULER.match(scheduler):
            fail(
                f"--scheduler {scheduler!r}: not a scheduler address; give HOST:PORT or "
                "tcp://HOST:PORT (tls://, ws://, wss:// too), e.g. tcp://10.0.0.5:8786",
                2,
            )
        return command(*args, **kwargs)

    return wrapper


#: A dask.distributed scheduler address: an optional scheme, a host (or [IPv6]) and a port.
_SCHEDULER = re.compile(
    r"^(?:(?:tcp|tls|ws|wss|ucx)://)?(?:\[[0-9A-Fa-f:.]+\]|[^\s:/\[\]]+):\d{1,5}$"
)


@contextlib.contextmanager
def on_cluster(workers: int | None, scheduler: str | None, sel=None):
    """The engine a command's set is read on, while the block runs: with ``--scheduler``,
    :mod:`dissector.parallel.dask` with a client of that cluster active; with ``--workers``
    alone, a :class:`dissector.parallel.pool.LocalEngine` of that many processes forked
    from the command (no Dask: they start with its modules loaded).  Both have
    ``read_text``, ``read_rows``, ``write_parquet`` and ``analyze_captures``.

    ``sel`` (a :class:`~dissector.cli.options.Selection`): its per-file checks of a set
    run on the Dask cluster, or in a process forked for them, side by side with the read
    (``sel.spread``: resolve the profile inside the block), and what it says of its
    choice waits for ``sel.said()`` (at the latest when the block ends).  Errors (a
    capture a worker cannot read, a worker lost, an unreachable scheduler) are one-line
    errors; every worker process started is stopped when the block ends."""
    if scheduler is None:
        from ..parallel.pool import LocalEngine, forked_map

        if sel is not None:  # the set's per-file checks of the profile: forked, said later
            sel.spread = forked_map
            sel.later = []
        with _one_line_errors(sel), LocalEngine(workers or 1) as local:
            yield local
        return
    try:
        from ..parallel import dask as engine
    except ImportError:
        fail(DASK_MISSING, 2)
    try:
        client = engine.cluster(workers, scheduler, fork=True)
    except CaptureError as e:
        fail(str(e))
    if sel is not None:  # the set's per-file checks of the profile: on the workers, said later
        sel.spread = functools.partial(_spread, client)
        sel.later = []
    try:
        with _one_line_errors(sel):
            yield engine
    finally:
        engine.close(client)


@contextlib.contextmanager
def _one_line_errors(sel):
    """A set's errors as one-line errors (``| head``: exit 0); ``sel``'s choice said at
    the end (:meth:`~dissector.cli.options.Selection.said`)."""
    from ..parallel.pool import WorkerLost

    try:
        yield
    except CaptureError as e:
        fail(str(e))
    except WorkerLost as e:
        fail(str(e))
    except BrokenPipeError:  # `| head`: exit 0, as every kmirror command
        reader_gone()
    except OSError as e:
        if e.filename is None and e.errno in WRITE_ERRNOS:
            raise  # the output's device: said as one process says it (.group)
        fail(f"{e.filename or ''}: {e.strerror or e}" if e.filename else str(e))
    finally:
        if sel is not None:
            with contextlib.suppress(Exception):  # (a cluster that failed: nothing to say)
                sel.said()
            sel.spread = map


def _spread(client, fn, items) -> Iterator:
    """``map(fn, items)``, each call a task on ``client``'s cluster, sent now, side by
    side with what is sent after; the answers are waited for when iterated (an exception
    raised by a call raised then)."""
    futures = client.map(fn, list(items), pure=False)
    return _answers(client, futures)


def _answers(client, futures: list) -> Iterator:
    yield from client.gather(futures) if futures else ()
