"""The scenario's admin pollers.

Owns: :class:`Poller` -- an admin tool polling DescribeMirrors on its own connection.

Must not import: the other actors (:mod:`.fetcher`, :mod:`.leader`, :mod:`.producer`),
capture reading, pandas or the CLI.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..profiles.profile import Profile
from .actor import Actor, Address
from .truth import Truth

__all__ = ["Poller"]


class Poller(Actor):
    """An admin tool polling DescribeMirrors on ``endpoint`` every ``interval`` seconds."""

    kind = "admin tool (poller)"

    def __init__(
        self,
        name: str,
        endpoint: Address,
        truth: Truth,
        mirrors: Sequence[str] | None = None,
        interval: float = 0.2,
        profile: Profile | None = None,
    ) -> None:
        super().__init__(name, truth)
        self.profile = profile
        self.endpoint = endpoint
        self.mirrors = list(mirrors or [])
        self.interval = interval
        self.polls = 0
        self.latest: dict[str, Any] | None = None

    def loop(self) -> None:
        while not self.halt.is_set():
            conn = self.conn(self.endpoint)
            describe = conn.profile.roles.rpc("describe_mirrors") or "DescribeMirrors"
            self.latest, _ = conn.call(describe, {"mirror_names": self.mirrors})
            self.polls += 1
            self.halt.wait(self.interval)
