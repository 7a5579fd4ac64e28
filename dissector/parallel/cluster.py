"""The Dask cluster the set's partitions are read on: a local one, or a client of another.

Owns: :func:`cluster` (a ``distributed.Client`` of a new local cluster of worker
processes, or of an existing scheduler), :func:`close` (the client and the local cluster
it started) and :func:`active_client` (the active ``distributed.Client``, if any).

Must not import: ``distributed`` at import time (imported when a cluster is made or
looked for), the other modules of :mod:`dissector.parallel`, the CLI.
"""

from __future__ import annotations

import contextlib
import gc
import sys
import warnings

from dissector.errors import CaptureError

__all__ = ["active_client", "close", "cluster"]


def active_client():
    """The active ``distributed.Client``, or None (distributed not in use)."""
    try:
        from distributed import get_client

        return get_client()
    except (ImportError, ValueError):
        return None


def cluster(workers: int | None = None, scheduler: str | None = None, fork: bool = False):
    """A ``distributed.Client``: of a new local cluster of ``workers`` processes (one
    thread each), or of the scheduler at ``scheduler`` (``tcp://host:8786``).

    ``fork``: the local cluster's worker processes are forked from this one (they start
    with every module it has imported, kmirror's and Dask's, in 0.05 s instead of the
    1-3 s a spawned process takes to import them again), not spawned as Dask's
    ``distributed.worker.multiprocessing-method`` says.  For a command, whose only
    threads are Dask's own: a library caller's threads (a lock one of them holds when
    the process forks) are not known here, so the default is Dask's.  The standard
    streams are flushed first, so that no byte the command has buffered is written again
    by a worker when it exits.  Such a cluster also steals no work: a partition's later
    tasks run on the worker that holds it (a task the scheduler moved to an idle worker
    moved its partition too, pickled on one side and unpickled on the other: half of
    the final pieces of a 12-file set did, 0.5-1.2 s each on the 2-core machine), and
    the command's objects, which every forked worker starts with, are frozen out of the
    garbage collector's walks (:func:`gc.freeze`), in the command and in the workers;
    its servers sample the system (psutil: CPU, memory, disk, for dashboards) every 10 s,
    not every 0.5 s.  A local cluster's client fetches results from the workers
    themselves, not through the scheduler (which, in this process, received every
    piece and sent it on to the client over a socket: 0.3 s of the command's CPU for
    the 71 MB of CSV of the real capture's 12 files).

    Close it (it is a context manager) to stop a local cluster.  Raises CaptureError
    (one line) when the scheduler cannot be reached.
    """
    import dask
    from distributed import Client, LocalCluster

    if scheduler is not None:
        try:
            return Client(scheduler, timeout="5s")
        except OSError as e:
            raise CaptureError(f"{scheduler}: cannot reach the Dask scheduler ({e})") from None
    method = {"distributed.worker.multiprocessing-method": "fork"} if fork else {}
    if fork:
        method["distributed.scheduler.work-stealing"] = False
        method["distributed.admin.system-monitor.interval"] = "10s"
        method["distributed.admin.system-monitor.disk"] = False
        gc.freeze()
        for stream in (sys.stdout, sys.stderr):
            with contextlib.suppress(OSError, ValueError, AttributeError):
                stream.flush()
    with warnings.catch_warnings(), dask.config.set(method):
        # another cluster on this machine holds the HTTP port: the scheduler takes another
        # one and says so on stderr, which is not the command's to print
        warnings.filterwarnings("ignore", "Port .* is already in use", UserWarning)
        local = LocalCluster(
            n_workers=workers or 1,
            threads_per_worker=1,
            processes=True,
            dashboard_address=None,
            silence_logs=50,  # the cluster's own log lines (heartbeats while closing) stay quiet
        )
    client = Client(local, direct_to_workers=True)
    client._kmirror_cluster = local
    if not fork and "hypothesis" in sys.modules and sys.modules["hypothesis"] is None:
        # the kmirror command said hypothesis is not there (dissector.cli.run): its own
        # workers say so too, before kio is loaded (0.15-0.5 s of imports each); a forked
        # worker has this process's modules, that None among them
        client.run(_without_hypothesis)
    return client


def _without_hypothesis() -> None:
    """On a worker of the command's own cluster: ``hypothesis`` is not there for kio."""
    sys.modules.setdefault("hypothesis", None)  # type: ignore[arg-type]


def close(client) -> None:
    """Close ``client`` and the local cluster :func:`cluster` started for it, if any."""
    local = getattr(client, "_kmirror_cluster", None)
    client.close()
    if local is not None:
        local.close()
