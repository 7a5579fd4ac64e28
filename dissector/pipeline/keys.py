"""Which API keys brokers advertise, and mapping mirror RPCs from that evidence.

Owns: reading ApiVersions responses for keys outside the standard Kafka set
(the set kio knows, from Apache Kafka's message specs) and, on request
(``--detect-keys``), moving the profile's mirror RPCs onto the keys a broker
actually offers.  MISSION.md: "An ApiVersions response that advertises keys
outside the standard set is evidence of which keys a broker uses."

Must not import the CLI.
"""

from __future__ import annotations

from collections.abc import Iterable

import pandas as pd

from ..decode.endpoints import advertises_mirror
from ..kafka.protocol import API_NAMES, ApiKey
from ..profiles.profile import Profile
from .dissector import Message

__all__ = ["ADVERTISED_COLUMNS", "advertised_keys", "detect_mirror_keys"]

#: Columns of :func:`advertised_keys`.
ADVERTISED_COLUMNS = {
    "frame": "Int64",
    "broker": "string",
    "api_key": "Int16",
    "min_version": "Int16",
    "max_version": "Int16",
    "standard": "boolean",
    "profile_rpc": "string",
}


def advertised_keys(messages: Iterable[Message], profile: Profile) -> pd.DataFrame:
    """Every API key every ApiVersions response advertises, one row per (response, key).

    Columns: frame Int64 (the response), broker string (address:port),
    api_key/min_version/max_version Int16 (null where the response is cut short
    before them: a snap length, a truncated frame), standard boolean (Kafka's API
    there; a key both Kafka and the profile use, Kafka 4.4's 94, is Kafka's where the
    same response advertises none of the profile's other mirror keys, as
    :mod:`dissector.decode.endpoints` decides; null when api_key is), profile_rpc string
    (the mirror RPC the current profile maps to that key there, if any).
    """
    rows = []
    rpc_of = {k: rpc for rpc, k in profile.rpcs.items()}
    mirror_only = frozenset(k for k in rpc_of if k not in API_NAMES)
    for m in messages:
        if m.kind != "response" or m.api_key != ApiKey.API_VERSIONS or not m.body:
            continue
        entries = m.body.get("api_keys") or []
        offered = {e.get("api_key") for e in entries}
        mirror_here = advertises_mirror(offered, mirror_only)
        for entry in entries:
            k = entry.get("api_key")
            theirs = k in rpc_of and (mirror_here or k not in API_NAMES)
            rows.append(
                (
                    m.frame,
                    f"{m.src}:{m.sport}",
                    k,
                    entry.get("min_version"),
                    entry.get("max_version"),
                    None if k is None else k in API_NAMES and not theirs,
                    rpc_of.get(k) if theirs else None,
                )
            )
    df = pd.DataFrame(rows, columns=list(ADVERTISED_COLUMNS))
    return df.astype(ADVERTISED_COLUMNS)


def detect_mirror_keys(advertised: pd.DataFrame, profile: Profile) -> dict[str, int]:
    """Mirror RPC -> API key, inferred from non-standard keys the brokers advertise.

    The profile's RPCs keep their order and spacing: if the non-standard keys
    offered are the profile's keys shifted by one constant, they map with that
    shift; if there are exactly as many as the profile has RPCs, they map in
    ascending order.  Returns {} when there is no evidence or it is ambiguous.
    """
    nonstandard = ~advertised["standard"].fillna(True)  # null: an entry cut before its key
    extra = sorted({int(k) for k in advertised.loc[nonstandard, "api_key"]})
    if not extra:
        return {}
    ordered = sorted(profile.rpcs.items(), key=lambda x: x[1])
    keys = [k for _, k in ordered]
    if set(keys) <= set(extra):
        return {}
    for base in extra:
        delta = base - keys[0]
        if all(k + delta in extra for k in keys):
            return {rpc: k + delta for rpc, k in ordered}
    if len(extra) == len(keys):
        return {rpc: k for (rpc, _), k in zip(ordered, extra, strict=True)}
    return {}
