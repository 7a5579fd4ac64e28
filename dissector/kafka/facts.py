"""The Kafka API facts table, ``kafka_facts.json``, as the runtime reads it.

Owns: reading the table (beside this module) that :mod:`codegen.facts`
derives at build time from Kafka's specs (kio's entity classes and
``dissector/kafka/legacy``): per standard API key its name, versions, which are
flexible, where a response's top-level error_code sits and whether it has
nested ones; the header version rule and its exceptions; the ApiVersions v0
fallback; the error names; the layouts :func:`dissector.wire.errorcode.scan_error_code`
walks.  Reading the file instead of kio's entity classes keeps a hundred
generated modules (about 0.7 s) off the hot path.  ``python -m codegen``
rewrites it; ``--check`` (run by the tests) fails when it is stale.

Must not import: kio, capture reading, reassembly, pandas, the CLI or
:mod:`codegen`.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from pathlib import Path
from typing import NamedTuple

__all__ = [
    "FACTS_FILE",
    "HeaderException",
    "RawTokensAfter",
    "VersionFacts",
    "VersionFallback",
    "api_facts",
    "facts",
    "header_exceptions",
    "raw_tokens_after",
    "scan_layouts",
    "table",
    "version_fallbacks",
]

FACTS_FILE = Path(__file__).with_name("kafka_facts.json")


class VersionFacts(NamedTuple):
    """What the facts table says of one version of a standard API (a row of ``versions``)."""

    request_flexible: bool
    response_flexible: bool
    #: byte offset of the response's top-level error_code in its body, None when a
    #: variable-size field comes first or there is none
    error_code_offset: int | None
    #: whether the response has error codes below its top level
    nested_errors: bool
    #: each field's size in bytes of a request made of fixed-size fields only, else None
    request_sizes: tuple[int, ...] | None = None


class HeaderException(NamedTuple):
    """A message whose header version is not the rule's (a row of ``header_exceptions``)."""

    kind: str  # "request" or "response"
    api_key: int
    low: int
    high: int | None  # None: every later version
    header_version: int


class VersionFallback(NamedTuple):
    """A response that may come in an older body format, announced by ``error_code``
    (ApiVersions: UNSUPPORTED_VERSION with a v0 body, KIP-511)."""

    error_code: int
    version: int


class RawTokensAfter(NamedTuple):
    """A response after which the connection carries raw SASL tokens, not Kafka frames
    (SaslHandshake v0 answered with error 0; a row of ``raw_tokens_after``)."""

    api_key: int
    low: int
    high: int
    error_code: int


@cache
def table() -> dict:
    """The whole committed table, as JSON gives it (see :mod:`codegen.facts`)."""
    return json.loads(resources.files("dissector.kafka").joinpath("kafka_facts.json").read_text())


def _version_facts(row: list) -> VersionFacts:
    sizes = row[4] if len(row) > 4 else None
    return VersionFacts(*row[:4], None if sizes is None else tuple(sizes))


@cache
def api_facts() -> dict[int, dict]:
    """api_key -> ``{"name", "kio", "valid", "versions"}``, versions as
    ``{version: VersionFacts}``."""
    return {
        int(k): {**a, "versions": {int(v): _version_facts(x) for v, x in a["versions"].items()}}
        for k, a in table()["apis"].items()
    }


@cache
def facts() -> dict[int, dict[int, VersionFacts]]:
    """api_key -> version -> :class:`VersionFacts`, for every version of kio and
    ``dissector/kafka/legacy``."""
    return {k: a["versions"] for k, a in api_facts().items()}


@cache
def header_exceptions() -> tuple[HeaderException, ...]:
    """Where a message's header version is not the rule's (ControlledShutdown v0 requests,
    ApiVersions responses), in the table's order."""
    return tuple(HeaderException(*row) for row in table()["header_exceptions"])


@cache
def version_fallbacks() -> dict[int, VersionFallback]:
    """api_key -> the older body format its responses may come in (KIP-511)."""
    return {int(k): VersionFallback(*row) for k, row in table()["version_fallbacks"].items()}


@cache
def raw_tokens_after() -> tuple[RawTokensAfter, ...]:
    """The responses after which a connection carries raw SASL tokens."""
    return tuple(RawTokensAfter(*row) for row in table().get("raw_tokens_after", ()))


@cache
def scan_layouts() -> tuple[list[list], dict[tuple[int, int], int]]:
    """``(entities, {(api_key, version): entity index})`` of the responses whose
    error codes are found by walking the body (rows as in :mod:`codegen.facts`)."""
    scan = table()["scan"]
    index = {
        (int(k), int(v)): i
        for k, versions in scan["responses"].items()
        for v, i in versions.items()
    }
    return scan["entities"], index
