"""``--workers N`` and ``--scheduler ADDRESS``: running a command on a Dask cluster.

Owns: the two options (:func:`workers_options`) and :func:`on_cluster`, which
starts a local cluster of worker processes (one thread each) or connects to
an existing ``dask.distributed`` scheduler, hands :mod:`dissector.parallel.dask` to
the command, and always closes what it started.  A missing Dask install, an
unreachable scheduler or a capture a worker cannot read are one-line errors.

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
from .errors import fail, reader_gone

__all__ = ["on_cluster", "workers_options"]

DASK_MISSING = (
    "--workers/--scheduler need Dask: pip install 'kafka-mirror-dissector[dask]' "
    "(dask[dataframe] and distributed)"
)


def workers_options(command):
    """``--workers N`` (a local cluster of N processes) and ``--scheduler ADDRESS``."""

    @click.option(
        "--workers",
        type=click.IntRange(1, 1024),
        default=None,
        metavar="N",
        help="Read on a local Dask cluster of N worker processes: one partition per "
        "capture file (a set of rotated files), frames, TCP streams and requests "
        "answered across files stitched as in one read.",
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
    """:mod:`dissector.parallel.dask`, with a client of the cluster active while the block runs;
    ``sel`` (a :class:`~dissector.cli.options.Selection`): its per-file checks of a set run
    on the cluster, side by side with the read (``sel.spread``: resolve the profile inside
    the block), and what it says of its choice waits for ``sel.said()`` (at the latest
    when the block ends).

    A local cluster's workers are forked from the command (``fork`` of
    :func:`dissector.parallel.cluster.cluster`: they start with its modules loaded,
    kmirror's and Dask's)."""
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
        yield engine
    except CaptureError as e:
        fail(str(e))
    except BrokenPipeError:  # `| head`: exit 0, as every kmirror command
        reader_gone()
    except OSError as e:
        fail(f"{e.filename or ''}: {e.strerror or e}" if e.filename else str(e))
    finally:
        if sel is not None:
            with contextlib.suppress(Exception):  # (a cluster that failed: nothing to say)
                sel.said()
            sel.spread = map
        engine.close(client)


def _spread(client, fn, items) -> Iterator:
    """``map(fn, items)``, each call a task on ``client``'s cluster, sent now, side by
    side with what is sent after; the answers are waited for when iterated (an exception
    raised by a call raised then)."""
    futures = client.map(fn, list(items), pure=False)
    return _answers(client, futures)


def _answers(client, futures: list) -> Iterator:
    yield from client.gather(futures) if futures else ()
