"""How each standard (api_key, version, kind) is checked and decoded: the entry table.

Owns: :func:`entry_of`, built once per (api_key, version, kind) and cached in
:data:`ENTRIES`: an :class:`Entry` for a version kio has (its entity's
:class:`~dissector.wire.entity.Info` from :mod:`dissector.wire.kio_layout`, kio's
native reader of the shadow entity, a codec spec made from the same entity for
the third step, and its fallback format), a
:class:`~dissector.wire.legacy.LegacyEntry` for a version only
``dissector/kafka/legacy`` has, or None (the reason in :data:`UNCOMPILABLE`
when an entity or spec could not be followed); :func:`kio_class`,
:func:`is_supported` and :class:`UnsupportedVersion`.

Protocol exceptions written as data: :data:`VERSION_FALLBACKS` (the
ApiVersions "v0 fallback" of KIP-511).

Must not import: the decoders (:mod:`dissector.wire.standard`,
:mod:`dissector.wire.errorcode`), capture reading, reassembly, pandas or the CLI.
"""

from __future__ import annotations

from pkgutil import resolve_name

from kio.schema.index import api_key_map, schema_name_map
from kio.static.constants import EntityType

from ..errors import Malformed
from ..kafka.facts import table
from .entity import Info
from .kio_layout import info_of
from .legacy import LegacyEntry, legacy_entry
from .specs import FieldSpec, MessageSpec, VersionRange

__all__ = [
    "ENTRIES",
    "UNCOMPILABLE",
    "VERSION_FALLBACKS",
    "Entry",
    "UnsupportedVersion",
    "entry_of",
    "is_supported",
    "kio_class",
]

#: Responses a broker may send in an older body format than the request's
#: version: api_key -> (error_code that announces it, version of the format),
#: from the facts table.  KIP-511: a broker that does not support the
#: ApiVersions version asked for answers UNSUPPORTED_VERSION (35) with a v0
#: body, so the client can learn which versions it does support.  The Java
#: client tries the asked version first and reads v0 when that fails; so does
#: :func:`~dissector.wire.standard.decode_standard`.
VERSION_FALLBACKS: dict[int, tuple[int, int]] = {
    int(k): (int(c), int(v))
    # .get: a facts table being rebuilt by codegen may predate this entry
    for k, (c, v) in table().get("version_fallbacks", {}).items()
}


class UnsupportedVersion(Malformed):
    """A standard API version (or an API) for which kio has no spec."""

    def __init__(self, offset: int, detail: str = "") -> None:
        super().__init__("unsupported_api_version", offset, detail)


# ------------------------------------------------- codec spec (third step)


def _field_specs(info: Info, version: int) -> tuple[FieldSpec, ...]:
    here = VersionRange(version, version)
    none = VersionRange(None, None)
    out = []
    for f in info.fields:
        tagged = f.tag is not None and info.flexible
        if f.kind == "prim":
            typ, element, kind = f.type, None, "primitive"
        elif f.kind == "entity":
            typ, element, kind = f.sub.kio.__name__, None, "struct"
        else:
            element = None if f.sub is not None else f.type
            typ, kind = "[]" + (element or f.sub.kio.__name__), "array"
        out.append(
            FieldSpec(
                name=f.name,
                key=f.name,
                type=typ,
                kind=kind,
                element=element,
                versions=here,
                nullable_versions=here if f.nullable else none,
                tagged_versions=here if tagged else none,
                tag=f.tag if tagged else None,
                default=None,
                about="",
                entity_type=None,
                ignorable=False,
                fields=_field_specs(f.sub, version) if f.sub is not None else (),
            )
        )
    return tuple(out)


# -------------------------------------------------------------- the cache


class Entry:
    """Everything needed to decode one (api_key, version, kind)."""

    __slots__ = ("api_key", "version", "kind", "info", "read", "fallback", "_spec")

    def __init__(self, api_key: int, version: int, kind: str, cls: type) -> None:
        self.api_key = api_key
        self.version = version
        self.kind = kind
        from kio.serial import entity_reader

        self.info = info_of(cls)
        self.read = entity_reader(self.info.shadow)
        self.fallback: tuple[int, Entry] | None = None
        self._spec: MessageSpec | None = None

    @property
    def spec(self) -> MessageSpec:
        if self._spec is None:
            name = self.info.kio.__name__
            self._spec = MessageSpec(
                name=name,
                rpc=name,
                api_key=self.api_key,
                type=self.kind,
                valid_versions=VersionRange(self.version, self.version),
                flexible_versions=VersionRange(self.version, self.version)
                if self.info.flexible
                else VersionRange(None, None),
                fields=_field_specs(self.info, self.version),
                path=f"kio:{self.info.kio.__module__}",
            )
        return self._spec


ENTRIES: dict[tuple[int, int, str], Entry | LegacyEntry | None] = {}
UNCOMPILABLE: dict[tuple[int, int, str], str] = {}


def kio_class(api_key: int, version: int, kind: str) -> type | None:
    """kio's entity class of a request or response version; None when kio lacks it."""
    name = api_key_map.get(api_key)
    if name is None:
        return None
    paths = schema_name_map[name].get(version)
    et = EntityType.request if kind == "request" else EntityType.response
    if not paths or et not in paths:
        return None
    return resolve_name(paths[et])


def entry_of(api_key: int, version: int, kind: str) -> Entry | LegacyEntry | None:
    """How a request or response version is checked and decoded (built once, then cached).

    A kio entity's entry, a :class:`~dissector.wire.legacy.LegacyEntry` for a version kio lacks, or
    None when neither kio nor a legacy spec can decode it.
    """
    key = (api_key, version, kind)
    if key in ENTRIES:
        return ENTRIES[key]
    if kind not in ("request", "response"):
        raise ValueError(f"kind must be 'request' or 'response', not {kind!r}")
    cls = kio_class(api_key, version, kind)
    entry: Entry | LegacyEntry | None
    try:
        if cls is not None:
            entry = Entry(api_key, version, kind, cls)
        else:
            entry = legacy_entry(api_key, version, kind)
    except (TypeError, ValueError, KeyError, NotImplementedError) as err:
        # An entity or spec this module cannot follow (a type it does not know):
        # reported as unsupported rather than failing on every frame.
        UNCOMPILABLE[key] = f"{type(err).__name__}: {err}"
        entry = None
    if type(entry) is Entry and kind == "response" and api_key in VERSION_FALLBACKS:
        code, fb_version = VERSION_FALLBACKS[api_key]
        if version != fb_version:
            fb = entry_of(api_key, fb_version, kind)
            if type(fb) is Entry:
                entry.fallback = (code, fb)
    ENTRIES[key] = entry
    return entry


def is_supported(api_key: int, api_version: int, kind: str) -> bool:
    """Whether this standard request/response version can be decoded.

    True when kio has its entity or, for a version kio lacks, a spec of
    ``dissector/kafka/legacy`` covers it (see :func:`~dissector.wire.legacy.legacy_specs`).
    """
    return entry_of(api_key, api_version, kind) is not None
