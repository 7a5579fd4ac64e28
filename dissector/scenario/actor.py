"""The base of the scenario's threads: a stoppable thread with its own connections.

Owns: :class:`Actor` -- a non-daemon thread; :meth:`Actor.stop` ends it and closes its
sockets.  Connections are opened on first use with an ApiVersions handshake and report
every exchange to the :class:`~.truth.Truth`.  The actors themselves:
:mod:`.fetcher` (mirror fetchers), :mod:`.leader` (partition leaders), :mod:`.producer`
(producers) and :mod:`.poller` (admin pollers).

Must not import: the actors built on it (:mod:`.fetcher`, :mod:`.leader`,
:mod:`.producer`, :mod:`.poller`), capture reading, pandas or the CLI.
"""

from __future__ import annotations

import threading
from typing import Any

from ..profiles.profile import Profile
from .mirror_client import MirrorClient
from .truth import Truth

__all__ = ["Actor", "Address"]

Address = tuple[str, int]


class Actor(threading.Thread):
    """A non-daemon thread with a stop event; an exception ends it and is kept in :attr:`error`.

    ``kind`` and ``cluster`` describe it in the truth's ``actors`` list, with
    every address it connects to.  ``tls``: the scenario's
    :class:`~dissector.scenario.tls_proxy.MirrorTls` (set before :meth:`start`;
    None: every connection plaintext).
    """

    kind = "actor"
    #: The revision the actor speaks (None: the default profile).
    profile: Profile | None = None

    def __init__(self, name: str, truth: Truth, cluster: str | None = None) -> None:
        super().__init__(name=name, daemon=False)
        self.truth = truth
        self.cluster = cluster
        truth.actor(name, self.kind, cluster, [])
        self.halt = threading.Event()
        self.error: BaseException | None = None
        self.tls: Any = None
        self._conns: dict[Address, MirrorClient] = {}

    def run(self) -> None:
        try:
            self.loop()
        except BaseException as e:  # noqa: BLE001 - reported by the stage after stop()
            if not self.halt.is_set():
                self.error = e
        finally:
            self.close_connections()

    def loop(self) -> None:  # pragma: no cover - overridden
        raise NotImplementedError

    def stop(self, timeout: float = 20) -> None:
        """Ask the thread to end and wait for it."""
        self.halt.set()
        if self.is_alive():
            self.join(timeout)

    def conn(self, address: Address, timeout: float = 10) -> MirrorClient:
        """This actor's connection to ``address`` (client_id = the actor's name)."""
        c = self._conns.get(address)
        if c is None:
            self.truth.actor(self.name, self.kind, self.cluster, ["{}:{}".format(*address)])
            c = MirrorClient(
                *address,
                client_id=self.name,
                profile=self.profile,
                observer=self.truth.record,
                timeout=timeout,
                tls=None if self.tls is None else self.tls.client_for(address),
            )
            self._conns[address] = c
            c.handshake()
        return c

    def drop_connection(self, address: Address) -> None:
        """Close the connection to ``address`` (the next :meth:`conn` opens a new one)."""
        c = self._conns.pop(address, None)
        if c is not None:
            c.close()

    def close_connections(self) -> None:
        """Close every connection of this actor."""
        for address in list(self._conns):
            self.drop_connection(address)
