"""Facts of the standard Kafka protocol: API names, error names, header versions.

Owns: the names of the standard API keys and error codes (taken from kio,
which is generated from Apache Kafka's message specs) and the rules for which
request/response header version a message uses, with the protocol's
exceptions written as data:

- ApiVersions responses always use response header v0 (KIP-511), even when
  the body is flexible.
- ControlledShutdown v0 uses request header v0 (no client_id).
- Produce with acks=0 gets no response.

Must not import: capture reading, reassembly, pandas or the CLI.
"""

from __future__ import annotations

from functools import cache

from kio.schema.errors import ErrorCode
from kio.schema.index import api_key_map, schema_name_map

from .facts import facts

__all__ = [
    "API_NAMES",
    "api_name",
    "error_name",
    "known_versions",
    "request_header_version",
    "response_header_version",
]

#: Keys of Kafka's inter-broker APIs that Kafka 4 removed and kio does not carry.
_LEGACY_NAMES = {4: "LeaderAndIsr", 5: "StopReplica", 6: "UpdateMetadata", 7: "ControlledShutdown"}

#: Standard API key -> Kafka's CamelCase API name (``ApiVersions``).
API_NAMES: dict[int, str] = {
    **{k: "".join(p.capitalize() for p in v.split("_")) for k, v in api_key_map.items()},
    **_LEGACY_NAMES,
}
# kio's snake names lose Kafka's own capitals in a few places.
API_NAMES.update({29: "DescribeAcls", 30: "CreateAcls", 31: "DeleteAcls"})

_ERROR_NAMES = {int(e.value): e.name.upper() for e in ErrorCode}

# First flexible version of the APIs whose Kafka 3.x versions kio lacks and that
# were flexible: the inter-broker APIs 4-7, and AlterPartition, flexible since
# v0 (its v0-1 are not in kio).  Checked against dissector/legacy/*.json by
# tests/test_legacy.py.
_LEGACY_FLEXIBLE = {4: 4, 5: 2, 6: 6, 7: 3, 56: 0}


def api_name(api_key: int) -> str | None:
    """Kafka's name of a standard API key (``18`` -> ``ApiVersions``), else None."""
    return API_NAMES.get(api_key)


def error_name(code: int | None, extra: dict[int, str] | None = None) -> str | None:
    """Kafka's name of an error code (``42`` -> ``INVALID_REQUEST``, ``0`` -> ``NONE``).

    ``extra``: a mirror profile's own names (``MessageSpec.errors``), looked at first.
    Codes Kafka does not define come back as ``UNKNOWN_ERROR_<code>``; None stays None.
    """
    if code is None:
        return None
    if extra and code in extra:
        return extra[code]
    return _ERROR_NAMES.get(code, f"UNKNOWN_ERROR_{code}")


@cache
def known_versions(api_key: int) -> tuple[int, ...]:
    """The versions of a standard API that kio (Kafka's current specs) defines."""
    name = api_key_map.get(api_key)
    if name is None:
        return ()
    return tuple(sorted(schema_name_map[name]))


@cache
def _flexible(api_key: int, version: int, kind: str) -> bool | None:
    """Whether a standard message is flexible (from kafka_facts.json); None if unknown."""
    if api_key in _LEGACY_FLEXIBLE:
        return version >= _LEGACY_FLEXIBLE[api_key]
    versions = facts().get(api_key)
    if not versions:
        return None
    i = 0 if kind == "request" else 1
    if version in versions:
        return versions[version][i]
    # Versions older than kio's were all non-flexible; newer ones stay flexible.
    if version < min(versions):
        return False
    return versions[max(versions)][i]


def request_header_version(api_key: int, api_version: int, flexible: bool | None = None) -> int:
    """Request header version: 2 for flexible messages, 1 otherwise, 0 for ControlledShutdown v0.

    ``flexible`` overrides the lookup (used for the mirror profile's own specs).
    Unknown APIs get 1: the client_id is read, tagged fields are not assumed.
    """
    if api_key == 7 and api_version == 0:
        return 0
    if flexible is None:
        flexible = _flexible(api_key, api_version, "request")
    return 2 if flexible else 1


def response_header_version(api_key: int, api_version: int, flexible: bool | None = None) -> int:
    """Response header version: 1 for flexible messages, 0 otherwise, always 0 for ApiVersions."""
    if api_key == 18:
        return 0
    if flexible is None:
        flexible = _flexible(api_key, api_version, "response")
    return 1 if flexible else 0
