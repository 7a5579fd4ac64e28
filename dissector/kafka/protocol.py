"""Facts of the standard Kafka protocol: API names, error names, header versions.

Owns: the lookups the rest of the package uses for the standard API keys
and error codes, all read from the facts table (:mod:`dissector.kafka.facts`,
derived at build time from Kafka's specs): names, versions, flexibility,
and which request/response header version a message uses (the rule, and
its exceptions as the table lists them: ApiVersions responses keep header
v0, ControlledShutdown v0 requests use header v0).  No fact of Kafka's is
written here by hand.

Must not import: kio, capture reading, reassembly, pandas or the CLI.
"""

from __future__ import annotations

from functools import cache

from .apikey import ApiKey
from .facts import api_facts, header_exceptions, raw_tokens_after, table, version_fallbacks

__all__ = [
    "API_NAMES",
    "ApiKey",
    "RAW_TOKEN_KEYS",
    "TOPIC_ID_SOURCES",
    "request_sizes",
    "api_name",
    "error_name",
    "first_flexible",
    "is_flexible",
    "known_versions",
    "request_header_version",
    "response_header_version",
    "starts_raw_tokens",
    "version_fallback",
]

#: Standard API key -> Kafka's CamelCase API name (``ApiVersions``).
API_NAMES: dict[int, str] = {k: a["name"] for k, a in api_facts().items()}
#: api_keys of the responses whose ``topics[]`` carry both ``name`` and ``topic_id``
#: (Metadata v10+, CreateTopics v7+, DescribeTopicPartitions): where topic ids are learnt.
TOPIC_ID_SOURCES = frozenset(
    (ApiKey.METADATA, ApiKey.CREATE_TOPICS, ApiKey.DESCRIBE_TOPIC_PARTITIONS)
)

_ERROR_NAMES = {int(c): n for c, n in table()["errors"].items()}
_RULE = {kind: tuple(hv) for kind, hv in table()["header_rule"].items()}
#: (kind, api_key) -> [(low, high or None, header version)]
_EXCEPTIONS: dict[tuple[str, int], list[tuple[int, int | None, int]]] = {}
for _x in header_exceptions():
    _EXCEPTIONS.setdefault((_x.kind, _x.api_key), []).append((_x.low, _x.high, _x.header_version))


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
    a = api_facts().get(api_key)
    if a is None or a["kio"] is None:
        return ()
    lo, hi = a["kio"]
    return tuple(range(lo, hi + 1))


@cache
def is_flexible(api_key: int, version: int, kind: str) -> bool | None:
    """Whether a standard message is flexible (``kind`` ``request``/``response``); None if
    the API is unknown.  Versions older than the specs' are not flexible, newer ones
    are as flexible as the newest."""
    a = api_facts().get(api_key)
    if a is None:
        return None
    lo, hi = a["valid"]
    if version < lo:
        return False
    row = a["versions"][min(version, hi)]
    return row.request_flexible if kind == "request" else row.response_flexible


@cache
def request_sizes(api_key: int, version: int) -> tuple[int, ...] | None:
    """Each field's size in bytes of a standard request body made of fixed-size fields
    only (not flexible): ``()`` for ApiVersions v0-v2 and ListGroups v0-v2, ``(4, 8)``
    for ControlledShutdown v2; None for any other request, or an unknown API/version
    (``kafka_facts.json``, built from kio's classes and the legacy specs)."""
    a = api_facts().get(api_key)
    if a is None:
        return None
    row = a["versions"].get(version)
    return None if row is None else row.request_sizes


@cache
def first_flexible(api_key: int, kind: str) -> int | None:
    """The first flexible version of a standard message, None if none is (or unknown API)."""
    a = api_facts().get(api_key)
    if a is None:
        return None
    field = "request_flexible" if kind == "request" else "response_flexible"
    return next((v for v, x in sorted(a["versions"].items()) if getattr(x, field)), None)


def _exception(kind: str, api_key: int, version: int) -> int | None:
    for lo, hi, hv in _EXCEPTIONS.get((kind, api_key), ()):
        if lo <= version and (hi is None or version <= hi):
            return hv
    return None


def request_header_version(api_key: int, api_version: int, flexible: bool | None = None) -> int:
    """Request header version: 2 for flexible messages, 1 otherwise, or the table's exception.

    ``flexible`` overrides the lookup (used for the mirror profile's own specs).
    Unknown APIs get 1: the client_id is read, tagged fields are not assumed.
    """
    hv = _exception("request", api_key, api_version)
    if hv is not None:
        return hv
    if flexible is None:
        flexible = is_flexible(api_key, api_version, "request")
    return _RULE["request"][bool(flexible)]


def response_header_version(api_key: int, api_version: int, flexible: bool | None = None) -> int:
    """Response header version: 1 for flexible messages, 0 otherwise, or the table's exception."""
    hv = _exception("response", api_key, api_version)
    if hv is not None:
        return hv
    if flexible is None:
        flexible = is_flexible(api_key, api_version, "response")
    return _RULE["response"][bool(flexible)]


def version_fallback(api_key: int) -> tuple[int, int] | None:
    """``(error_code, version)`` when a response to this API may come in an older body
    format, announced by that error code (ApiVersions: UNSUPPORTED_VERSION with a v0
    body, KIP-511); None for the other APIs."""
    fb = version_fallbacks().get(api_key)
    return None if fb is None else (fb.error_code, fb.version)


#: The api_keys of the responses that may put a connection into raw SASL tokens
#: (:func:`starts_raw_tokens` is False for every other key: a set lookup spares the call).
RAW_TOKEN_KEYS = frozenset(r.api_key for r in raw_tokens_after())


def starts_raw_tokens(api_key: int, api_version: int, error_code: int | None) -> bool:
    """Whether this response puts its connection into raw SASL tokens, not Kafka frames
    (SaslHandshake v0 with error 0: the facts table's ``raw_tokens_after``)."""
    return any(
        r.api_key == api_key and r.low <= api_version <= r.high and r.error_code == error_code
        for r in raw_tokens_after()
    )
