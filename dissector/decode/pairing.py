"""Requests and their responses paired: the one model every table and the analysis use.

Owns: :class:`Status` (what became of a request or a response: answered, unanswered, no
response expected, orphan response), the wait rule (:func:`may_be_answered`: a request
that expects a response waits for it to the end; an acks=0 Produce, which Kafka brokers
do not answer but some brokers answer all the same, waits :data:`ACKS0_WAIT_NS` of
capture time), :func:`unsettled` (the status of a request no response came for), and
:class:`Pairing`, the requests waiting for their responses, each with what its consumer
made of it (a read-table row, an analysis :class:`~dissector.analysis.exchange.Exchange`).

Used by the read table (:class:`dissector.tables.table.RowStream`), the analysis'
collector (:class:`dissector.analysis.collect.Collector`), a read DataFrame paired again
(:func:`dissector.analysis.frame.from_frame`) and the stitching of a capture set's parts
(:mod:`dissector.parallel.stitch`).  Which request a response answers is the matcher's
(:mod:`.matching`: per connection, by correlation_id); what happens while it waits, and
what it is when none comes, is decided here once.

Must not import: the pipeline, pandas, the tables, the analysis or the CLI.
"""

from __future__ import annotations

from collections.abc import Hashable
from enum import StrEnum
from typing import TypeVar

__all__ = ["ACKS0_WAIT_NS", "Pairing", "Status", "may_be_answered", "unsettled"]

#: How long (capture time, ns) a request that expects no response (an acks=0 Produce)
#: waits for one all the same (some brokers answer it); a response after it is an orphan.
ACKS0_WAIT_NS = 2_000_000_000

T = TypeVar("T")


class Status(StrEnum):
    """What became of an exchange (the ``status`` column of the analysis' exchanges)."""

    #: a request and its response
    ANSWERED = "answered"
    #: a request that expected a response and got none in the capture
    UNANSWERED = "unanswered"
    #: a request that expects none (Produce with acks=0) and got none
    NO_RESPONSE_EXPECTED = "no_response_expected"
    #: a response whose request is not in the capture (or waited past its time)
    ORPHAN_RESPONSE = "orphan_response"


def may_be_answered(request_ns: int | None, expects_response: bool, now_ns: int) -> bool:
    """Whether a request still without its response may get one at ``now_ns`` (ns, the
    capture's clock): one expecting a response may until the end; one expecting none
    (acks=0) only within :data:`ACKS0_WAIT_NS` of its own time."""
    if expects_response:
        return True
    return request_ns is not None and now_ns - request_ns < ACKS0_WAIT_NS


def unsettled(expects_response: bool) -> Status:
    """The status of a request no response came for."""
    return Status.UNANSWERED if expects_response else Status.NO_RESPONSE_EXPECTED


class Pairing(dict[Hashable, T]):
    """Requests waiting for their responses, oldest first, each with its consumer's item.

    ``limit``: at most this many wait; past it the oldest is let go (it stays unanswered:
    its consumer keeps its item).  Keys are the consumer's (a request's identity and where
    it was read), items what the consumer made of the request.  A dict (``key in pairing``
    and ``len`` cost what a dict's do: the read table asks once per row).
    """

    __slots__ = ("limit",)

    def __init__(self, limit: int | None = None) -> None:
        super().__init__()
        self.limit = limit

    def wait(self, key: Hashable, item: T) -> None:
        """A request begins to wait for its response."""
        self[key] = item
        if self.limit is not None and len(self) > self.limit:
            del self[next(iter(self))]  # the oldest is let go

    def answer(self, key: Hashable) -> T | None:
        """A response came for the request under ``key``: its item (no longer waiting), or
        None when no request waits there (an orphan response)."""
        return self.pop(key, None)

    def give_up(self, key: Hashable) -> T | None:
        """The request under ``key`` waits no longer (no response came in time): its item,
        None when none waits there."""
        return self.pop(key, None)
