"""Shared by the tests of capture sets on Dask: a LocalCluster of 2 worker processes,
the rotation of a capture into files (``editcap -c``) and each capture's read options."""

from __future__ import annotations

import subprocess

import pytest

from helpers import CAPTURES, CLIENTS, load_truth

#: packets per rotated file: 2-9 files per capture
PIECE = 150


@pytest.fixture(scope="module")
def client():
    """A LocalCluster of 2 worker processes (one thread each), closed after the module."""
    from distributed import Client, LocalCluster

    cluster = LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None,
        silence_logs=40,
    )
    c = Client(cluster)
    try:
        yield c
    finally:
        c.close()
        cluster.close()


@pytest.fixture
def rotate():
    """``rotate(src, folder, n=PIECE)``: ``src`` cut by Wireshark's ``editcap -c n`` (as
    ``tcpdump -C`` rotates) into ``folder`` (made); returns the files, sorted."""

    def cut(src, d, n=PIECE):
        d.mkdir()
        subprocess.run(
            ["editcap", "-c", str(n), str(src), str(d / f"part{src.suffix}")], check=True
        )
        return sorted(d.iterdir())

    return cut


@pytest.fixture
def setup_of():
    """``setup_of(name)``: (capture path, read options) of a scenario capture or ``clients``."""

    def setup(name):
        if name == "clients":
            return CLIENTS, {"ports": [9092]}
        truth = load_truth(name)
        return CAPTURES / f"{name}.pcapng", {"ports": truth["ports"], "profile": "auto"}

    return setup
