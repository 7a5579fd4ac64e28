"""A ``read`` DataFrame analysed: its request and response rows paired again, no bodies.

Owns: :func:`from_frame`, which pairs the rows of a ``read`` table
(:func:`dissector.read_capture`) into :class:`~.exchange.Exchange` records by
connection and request frame (orphan responses and unanswered requests
included) and hands them to :func:`.assemble.finish` without bodies: only
``messages``, ``exchanges``, ``errors`` and a names-only ``mirrors`` /
``conversations`` can be derived, and ``notes`` says so.

Must not import: pandas at import time, the dissector, the CLI, or the package
itself (:mod:`dissector.analysis` imports this).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..decode.pairing import Status, unsettled
from ..flags import Flag
from ..profiles.profile import Profile
from .assemble import finish
from .exchange import Exchange
from .result import Analysis

if TYPE_CHECKING:
    import pandas as pd

__all__ = ["from_frame"]


def from_frame(df: pd.DataFrame, prof: Profile) -> Analysis:
    """A ``read`` table: exchanges from the request/response rows, no bodies."""
    import pandas as pd

    from ..tables.table import COLUMNS

    missing = [c for c in COLUMNS if c not in df.columns]
    if missing:
        raise ValueError(f"not a read table: columns missing: {', '.join(missing)}")
    msgs = df.copy()
    if "capture" not in msgs.columns:
        msgs["capture"] = pd.Series([None] * len(msgs), dtype="string").astype("category")
    exchanges: list[Exchange] = []
    by_key: dict[tuple, Exchange] = {}

    def val(v: Any) -> Any:
        return None if v is None or (not isinstance(v, str) and pd.isna(v)) else v

    next_id = 1
    for rec in msgs.to_dict("records"):
        row = {k: val(v) for k, v in rec.items()}
        g = row.get
        direction = g("direction")
        if g("api_key") is None and direction == "request":
            continue
        cap = g("capture")
        ns = g("time").value if g("time") is not None else None
        if direction == "request":
            acks0 = bool((g("flag_bits") or 0) & Flag.ACKS0)  # (the notes render it for people)
            ex = Exchange(
                next_id,
                cap,
                int(g("tcp_stream")),
                g("src"),
                g("dst"),
                client_id=g("client_id"),
                api_key=_int(g("api_key")),
                api_version=_int(g("api_version")),
                api_name=g("api_name"),
                mirror=bool(g("mirror")),
                mirror_name=g("mirror_name"),
                correlation_id=_int(g("correlation_id")),
                request_frame=_int(g("frame")),
                request_ns=ns,
                request_length=_int(g("length")),
                expects_response=not acks0,
                status=unsettled(not acks0),
                expert=[x for x in (g("expert") or "").split(";") if x],
            )
            next_id += 1
            exchanges.append(ex)
            by_key[(cap, ex.tcp_stream, ex.request_frame)] = ex
        elif direction == "response":
            req = by_key.get((cap, int(g("tcp_stream")), _int(g("request_frame"))))
            if req is None:
                req = Exchange(
                    next_id,
                    cap,
                    int(g("tcp_stream")),
                    g("dst"),
                    g("src"),
                    client_id=g("client_id"),
                    api_key=_int(g("api_key")),
                    api_version=_int(g("api_version")),
                    api_name=g("api_name"),
                    mirror=bool(g("mirror")) if g("mirror") is not None else False,
                    correlation_id=_int(g("correlation_id")),
                    status=Status.ORPHAN_RESPONSE,
                )
                next_id += 1
                exchanges.append(req)
            else:
                req.status = Status.ANSWERED
            req.response_frame = _int(g("frame"))
            req.response_ns = ns
            req.response_length = _int(g("length"))
            req.error_code = _int(g("error_code"))
            req.mirror_name = req.mirror_name or g("mirror_name")
            req.expert += [x for x in (g("expert") or "").split(";") if x]
    notes = [
        "read table without bodies: partition states, transitions, LMOs, lag, truncations and "
        "failbacks need the decoded bodies (analyze the capture file instead); mirrors and "
        "conversations come from the mirror_name column, errors have no field path"
    ]
    return finish(
        msgs,
        exchanges,
        prof,
        sorted({str(c) for c in msgs["capture"].dropna()}),
        notes,
        bodies=False,
    )


def _int(v: Any) -> int | None:
    return None if v is None else int(v)
