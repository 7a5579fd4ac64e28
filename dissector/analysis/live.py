"""The mirror analysis of a live capture, computed as its messages arrive.

Owns: :class:`LiveAnalysis` (each message taken in as the read of capture files takes it
(:mod:`.files`): its row spilled to disk, its exchange collected (:class:`~.assemble.Kept`);
every finished exchange counted into the request figures as it finishes
(:class:`~.metrics.RequestFigures`); :meth:`LiveAnalysis.snapshot`: the tables so far,
replayed from a copy of the exchanges kept; :meth:`LiveAnalysis.finish`: the final
:class:`~.result.Analysis`, made as :func:`~dissector.analysis.analyze` makes it of the
session's capture file).

Memory: message and exchange rows go to temporary files (:class:`~.spill.Spill`); what
stays in memory is what the file analysis keeps: the exchanges the analysis needs
(mirror RPCs and the offset evidence on mirror topics, a few hundred bytes each) and
requests waiting for their response.  A snapshot replays them all, so its cost grows
with the mirror traffic seen (not with the other traffic).

Must not import the CLI or the capture readers.
"""

from __future__ import annotations

import pickle
import time
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ..pipeline.dissector import Message
from ..profiles.profile import Profile
from .assemble import Kept, finish
from .exchange import Exchange
from .exchangerows import error_rows, exchange_rows
from .files import CHUNK_MESSAGES, make_dissector, not_decoded
from .metrics import RequestFigures

if TYPE_CHECKING:
    from .result import Analysis

__all__ = ["LiveAnalysis"]


class LiveAnalysis:
    """The analysis of messages decoded live by :attr:`dissector` (made here as the file
    analysis makes its dissector: :func:`.files.make_dissector`; feed it the capture's
    segments, then each message it yields to :meth:`add`).

    ``name``: the capture's name in the ``capture`` columns (the file ``-w`` writes).
    ``requests``: the request figures so far; ``errors``: error rows of finished
    exchanges not yet taken by :meth:`take_errors` (dicts, the ``errors`` table's columns).
    :meth:`tick` drains what has finished (call it every second or so);
    :meth:`snapshot` gives the tables so far, None when no exchange the analysis keeps
    finished since the last one, or too soon after it: ``snapshot_share`` (default 0.1;
    None: no limit) is the most of the time snapshots may take; :meth:`finish` ends the
    input and gives the :class:`~.result.Analysis`, equal to ``analyze()`` of the capture
    file written.
    """

    def __init__(
        self,
        ports: Iterable[int],
        prof: Profile,
        name: str = "live",
        detect: bool = False,
        snapshot_share: float | None = 0.1,
    ) -> None:
        from ..tables.table import RowStream

        self.prof = prof
        self.name = name
        self.dissector = make_dissector(ports, prof, detect=detect)
        self.kept = Kept(prof, rows=True)
        self.kept.coll.decode = self.dissector.decoder.decode_later
        self.kept.coll.capture = name
        self.kept.on_exchanges = self._finished
        self.requests = RequestFigures()
        self.errors: list[dict] = []
        self._rs = RowStream()
        self._chunk: list[list[Any]] = []
        self._count = 0
        self._undecoded = 0
        self._kept_before = 0
        self._changed = False
        self._next_snapshot = 0.0
        self._share = snapshot_share

    def add(self, m: Message) -> None:
        """Take in one decoded message (capture order)."""
        rs = self._rs
        rs.add(m)
        self._chunk.extend(rs.ready())
        self.kept.coll.add(m)
        req = m.request
        if req is not None:
            req.response = None  # (as the file read does: see .files)
        if m.body is None and not m.mirror and m.api_name is not None:
            self._undecoded += not_decoded(m, self.dissector)
        self._count += 1
        if not self._count % CHUNK_MESSAGES:
            self.tick()

    def _flush(self) -> None:
        if self._chunk:
            for r in self._chunk:
                r.append(self.name)
            self.kept.rows(self._chunk)
            self._chunk = []

    def tick(self) -> None:
        """Write the rows made so far and count the exchanges finished since the last tick."""
        self._flush()
        self.kept.drain()
        self.requests.waiting = self.kept.coll.waiting

    def _finished(self, exchanges: list[Exchange]) -> None:
        errors = self.prof.errors
        self.requests.add_exchanges(exchange_rows(exchanges, lambda _a: None, errors))
        rows, _by = error_rows(exchanges, errors)
        self.requests.add_errors(rows)
        self.errors += rows
        kept = len(self.kept.coll.exchanges)
        if kept != self._kept_before:
            self._kept_before = kept
            self._changed = True

    def take_errors(self) -> list[dict]:
        """Error rows of the exchanges finished since the last call."""
        out, self.errors = self.errors, []
        return out

    def snapshot(self) -> Analysis | None:
        """The tables so far (None when nothing the analysis keeps changed since the last
        one): the kept exchanges' copy replayed.  Produce/Fetch/ListOffsets exchanges on
        topics no mirror RPC has named yet are not in it (the file analysis takes them
        back at the end, :meth:`finish` too); ``messages`` and ``exchanges`` are empty."""
        if not self._changed or time.monotonic() < self._next_snapshot:
            return None
        self._changed = False
        t0 = time.monotonic()
        coll = self.kept.coll
        exchanges = pickle.loads(pickle.dumps(coll.exchanges, pickle.HIGHEST_PROTOCOL))
        a = finish([], exchanges, self.prof, [self.name], [], bodies=True)
        # (a snapshot costs what the kept exchanges cost to replay: at most
        # ``snapshot_share`` of the time goes to snapshots, the rest to decoding)
        if self._share:
            took = time.monotonic() - t0
            self._next_snapshot = time.monotonic() + took * (1 - self._share) / self._share
        return a

    def finish(self) -> Analysis:
        """End of input: the analysis, as of the capture file (``dissector.finish()``'s
        messages must have been added)."""
        rs = self._rs
        self._chunk.extend(rs.close())
        self._flush()
        kept = self.kept
        kept.count = self._count
        kept.undecoded = self._undecoded
        a = kept.finish([self.name])
        self.requests.waiting = None
        d = self.dissector
        a.kafka_ports = sorted(d.kafka_ports)
        a.detected_ports = list(d.detected_ports)
        a.lost_bytes = d.lost_bytes
        a.packets = d.packets
        return a
