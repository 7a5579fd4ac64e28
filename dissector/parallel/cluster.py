"""The Dask cluster the set's partitions are read on: a local one, or a client of another.

Owns: :func:`cluster` (a ``distributed.Client`` of a new local cluster of worker
processes, or of an existing scheduler), :func:`close` (the client and the local cluster
it started) and :func:`active_client` (the active ``distributed.Client``, if any).

Must not import: ``distributed`` at import time (imported when a cluster is made or
looked for), the other modules of :mod:`dissector.parallel`, the CLI.
"""

from __future__ import annotations

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


def cluster(workers: int | None = None, scheduler: str | None = None):
    """A ``distributed.Client``: of a new local cluster of ``workers`` processes (one
    thread each), or of the scheduler at ``scheduler`` (``tcp://host:8786``).

    Close it (it is a context manager) to stop a local cluster.  Raises CaptureError
    (one line) when the scheduler cannot be reached.
    """
    from distributed import Client, LocalCluster

    if scheduler is not None:
        try:
            return Client(scheduler, timeout="5s")
        except OSError as e:
            raise CaptureError(f"{scheduler}: cannot reach the Dask scheduler ({e})") from None
    with warnings.catch_warnings():
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
    client = Client(local)
    client._kmirror_cluster = local
    if "hypothesis" in sys.modules and sys.modules["hypothesis"] is None:
        # the kmirror command said hypothesis is not there (dissector.cli.run): its own
        # workers say so too, before kio is loaded (0.15-0.5 s of imports each)
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
