"""Every finished exchange counted and its rows written while the input is read.

Owns: :class:`ExchangeRows` (the exchanges' counts, slowest and first unanswered
ones, error rows and error names by exchange, and with ``spill`` every exchange's row
of ``exchanges`` written to a :class:`~.spill.Spill`), the rows of ``exchanges`` and
``errors`` made of :class:`~.exchange.Exchange` records, and
:func:`reversed_exchanges_note` (the note on responses timed before their requests).
Memory follows neither the number of exchanges nor their bodies.

Must not import: pandas at import time, the dissector, the CLI, or the modules that
read the capture or assemble the tables (:mod:`.files`, :mod:`.assemble`).
"""

from __future__ import annotations

import heapq
from typing import Any

from ..decode.pairing import Status
from ..kafka.protocol import error_name
from .clusters import Clusters
from .exchange import Exchange
from .schema import build
from .spill import Spill
from .summary import PROTOCOL_STEPS

__all__ = ["ExchangeRows", "reversed_exchanges_note"]


# (read once: a member of an enum class looked up costs as much as the test itself)
_IS_ORPHAN, _IS_UNANSWERED = Status.ORPHAN_RESPONSE, Status.UNANSWERED

#: Slowest exchanges remembered of those taken out while reading (``--top`` goes up to 1000).
_SLOWEST = 1000


class ExchangeRows:
    """The exchanges' counts, top lists and error rows, kept while the capture is read.

    Every finished exchange (kept for the analysis or not) is counted as soon as it is
    finished; its error rows and error names are kept (few), and the slowest exchanges
    and the first unanswered requests.  With ``spill`` its row is written too, to a
    :class:`~.spill.Spill` (cluster filled on load, once the clusters are known).
    Memory then follows neither the number of exchanges nor their bodies.
    """

    def __init__(self, errors: dict[int, str] | None, spill: bool = True) -> None:
        self.spill = Spill("exchanges", lambda rows: build("exchanges", rows)) if spill else None
        self.errors = errors
        self.error_rows: list[dict] = []
        self.by_exchange: dict[int, list[str]] = {}
        self.count = 0
        self.orphans = 0
        self.mirror = 0
        self.unanswered = 0
        self.first_unanswered: list[dict] = []
        self.slow: list[tuple[float, int, dict]] = []  # min-heap of the slowest
        #: exchanges whose response is timed before its request (the first few by id;
        #: see ``reversed_exchanges_note``) and how many
        self.reversed: list[Exchange] = []
        self.reversed_count = 0
        #: times (ns since the epoch) of the first and last message of every exchange
        self.first_ns: int | None = None
        self.last_ns: int | None = None

    def add(self, exchanges: list[Exchange]) -> None:
        if not exchanges:
            return
        if self.spill is not None:
            self.spill.write(exchange_rows(exchanges, lambda _a: None, self.errors))
        errs, by_exchange = error_rows(exchanges, self.errors)
        self.error_rows += errs
        self.by_exchange.update(by_exchange)
        self.count += len(exchanges)
        back = [ex for ex in exchanges if ex.reversed]
        if back:
            self.reversed_count += len(back)
            self.reversed = sorted(self.reversed + back, key=lambda ex: ex.id)[:_REVERSED_SHOWN]
        slow = self.slow
        times = [t for ex in exchanges for t in (ex.request_ns, ex.response_ns) if t is not None]
        if times:
            lo, hi = min(times), max(times)
            self.first_ns = lo if self.first_ns is None else min(self.first_ns, lo)
            self.last_ns = hi if self.last_ns is None else max(self.last_ns, hi)
        for ex in exchanges:
            status = ex.status
            if status == _IS_ORPHAN:
                self.orphans += 1
            elif status == _IS_UNANSWERED:
                self.unanswered += 1
                if len(self.first_unanswered) < _UNANSWERED:
                    self.first_unanswered.append(_unanswered_row(ex))
            if ex.mirror:
                self.mirror += 1
            ms = ex.latency_ms
            if ms is not None:
                if len(slow) < _SLOWEST:
                    heapq.heappush(slow, (ms, -ex.id, _slow_row(ex)))
                elif (ms, -ex.id) > slow[0][:2]:  # (ids differ: the row never compared)
                    heapq.heapreplace(slow, (ms, -ex.id, _slow_row(ex)))

    def stats(self, n_messages: int) -> dict[str, Any]:
        """Counts and top lists of every exchange (the summary's), and the times of the
        first and last of their messages (``first_ns``, ``last_ns``: ns since the epoch)."""
        return {
            "messages": n_messages,
            "exchanges": self.count,
            "unanswered": self.unanswered,
            "orphan_responses": self.orphans,
            "mirror_exchanges": self.mirror,
            "slowest": [x[2] for x in sorted(self.slow, reverse=True)],
            "unanswered_requests": self.first_unanswered,
            # the capture's first and last message (ns since the epoch; None: no exchange)
            "first_ns": self.first_ns,
            "last_ns": self.last_ns,
        }


#: Unanswered requests listed in the summary.
_UNANSWERED = 50


def _unanswered_row(ex: Exchange) -> dict:
    """An unanswered request as the summary lists it (columns of ``exchanges``)."""
    return {
        "request_time": ex.request_ns,
        "api_name": ex.api_name,
        "client_id": ex.client_id,
        "client": ex.client,
        "server": ex.server,
        "correlation_id": ex.correlation_id,
        "request_frame": ex.request_frame,
    }


def _slow_row(ex: Exchange) -> dict:
    """One of the slowest exchanges as the summary lists it (columns of ``exchanges``)."""
    return {
        "exchange": ex.id,
        "api_name": ex.api_name,
        "client_id": ex.client_id,
        "server": ex.server,
        "correlation_id": ex.correlation_id,
        "request_frame": ex.request_frame,
        "latency_ms": ex.latency_ms,
    }


def exchange_rows(
    exchanges: list[Exchange], clusters: Clusters, errors: dict[int, str] | None = None
) -> list[dict]:
    rows = []
    for ex in exchanges:
        if ex.decoded:
            nerr = len(ex.errors)
        elif ex.response_frame is not None and ex.error_code is not None:
            nerr = 1 if ex.error_code else 0
        else:
            nerr = None
        rows.append(
            {
                "exchange": ex.id,
                "capture": ex.capture,
                "tcp_stream": ex.tcp_stream,
                "client_id": ex.client_id,
                "client": ex.client,
                "server": ex.server,
                "cluster": clusters(ex.server),
                "api_name": ex.api_name,
                "api_key": ex.api_key,
                "api_version": ex.api_version,
                "mirror": ex.mirror,
                "mirror_name": ex.mirror_name,
                "correlation_id": ex.correlation_id,
                "request_frame": ex.request_frame,
                "response_frame": ex.response_frame,
                "request_time": ex.request_ns,
                "response_time": ex.response_ns,
                "latency_ms": ex.latency_ms,
                "error_code": ex.error_code,
                "error_name": error_name(ex.error_code, errors if ex.mirror else None),
                "errors": nerr,
                "status": ex.status,
                "unanswered": ex.status == _IS_UNANSWERED,
                "orphan": ex.status == _IS_ORPHAN,
                "request_length": ex.request_length,
                "response_length": ex.response_length,
                "expert": ";".join(ex.expert),
            }
        )
    return rows


def error_rows(
    exchanges: list[Exchange], errors: dict[int, str] | None = None
) -> tuple[list[dict], dict[int, list[str]]]:
    rows = []
    by_exchange: dict[int, list[str]] = {}
    for ex in exchanges:
        if ex.decoded:
            found = ex.errors
        elif ex.response_frame is not None and ex.error_code:
            found = [(None, ex.error_code, None, None)]
        else:
            continue
        for path, code, msg, about in found:
            name = error_name(code, errors if ex.mirror else None)
            rows.append(
                {
                    "time": ex.response_ns,
                    "exchange": ex.id,
                    "api_name": ex.api_name,
                    "api_key": ex.api_key,
                    "correlation_id": ex.correlation_id,
                    "client_id": ex.client_id,
                    "client": ex.client,
                    "server": ex.server,
                    "mirror_name": ex.mirror_name,
                    "path": path,
                    "about": about,
                    "error_code": code,
                    "error_name": name,
                    "message": msg,
                    "frame": ex.response_frame,
                    "protocol_step": (ex.api_name, name) in PROTOCOL_STEPS,
                }
            )
            by_exchange.setdefault(ex.id, []).append(name or str(code))
    return rows, by_exchange


#: Exchanges named in the note on responses timed before their requests.
_REVERSED_SHOWN = 20


def reversed_exchanges_note(reversed_: list[Exchange], count: int) -> str | None:
    """The note on the ``count`` exchanges whose response frame is timed before its request
    frame (``reversed_``: some of them): their latency_ms is null (a contradiction, never a
    negative latency); the evidence is the frames, request then response."""
    if not count:
        return None
    reversed_.sort(key=lambda ex: ex.id)
    shown = ", ".join(
        f"exchange {ex.id} (request frame {ex.request_frame}, response frame {ex.response_frame}, "
        f"{(ex.request_ns - ex.response_ns) / 1e6:.3f} ms earlier)"
        for ex in reversed_[:_REVERSED_SHOWN]
    )
    more = " and more" if count > _REVERSED_SHOWN else ""
    return (
        f"response_before_request: {count} exchange(s) whose response is timed "
        "before its request (packets reordered in the capture, or clocks of merged files "
        f"apart): latency_ms null: {shown}{more}"
    )
