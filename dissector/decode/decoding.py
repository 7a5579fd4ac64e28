"""What each Kafka frame decodes to, worked out once per api_key and version.

Owns: the request and response plans (:class:`RequestPlan`,
:class:`ResponsePlan`, keyed by :func:`plan_key`): API name, mirror spec,
header version, what to decode), body decoding (mirror bodies with the
profile's specs, standard bodies with kio, record batches with ``full``),
mirror tagging and ``mirror_name`` collection, Produce's acks read without a
decode, the message's error (:func:`error_code`), and the topic names of
topic ids (:class:`TopicIds`: learnt from Metadata, CreateTopics and
DescribeTopicPartitions responses, written beside the ``topic_id`` of Fetch
v13+ topics).

Two depths: by default standard API bodies are decoded only where the
protocol's own state needs them (ApiVersions, SaslHandshake, the acks of
Produce); mirror bodies are always decoded.  ``full=True`` decodes every
standard body with kio and every record batch.

A frame whose end was not captured (``truncated@N``) is decoded as far as its
bytes go, in the same depth: the fields whose bytes are there, and the body key
``_truncated`` = ``{"offset": N, "path": first field not captured}``.  Standard
bodies are then read with the spec interpreter and the spec made from kio's
classes (kio reads whole bodies only).  A response's error_code is known from
a cut body only when a non-zero one was captured or the sole error code's
bytes are there; else it stays None (unknown), never a guessed 0.

A reader may leave whole standard bodies for later (:attr:`Decoder.later`): their
bytes are kept on the message (``raw_body``) and :meth:`Decoder.decode_later`
decodes them as they would have been decoded at once.

Must not import: capture reading, reassembly, flows, the framer, matching,
pandas or the CLI.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from ..errors import Malformed
from ..flags import Flag
from ..kafka import protocol
from ..profiles.profile import Profile
from ..wire.codec import decode_body, decode_prefix
from ..wire.errorcode import error_code_of, response_error_code
from ..wire.fastpath import no_response_field, sole_error_code_offset
from ..wire.specs import MessageSpec
from ..wire.standard import (
    decode_standard_coded,
    decode_standard_nulls,
    decode_standard_prefix,
)
from .endpoints import KeyEndpoints
from .message import Message

__all__ = [
    "DECODE_ON_ERROR",
    "REPEATED_APIS",
    "DecodeOptions",
    "Decoder",
    "RequestPlan",
    "ResponsePlan",
    "TopicIds",
    "error_code",
    "plan_key",
    "produce_acks",
]

#: Responses a client polls for and a broker answers alike while nothing changes
#: (Metadata, DescribeCluster, DescribeTopicPartitions): with ``repeats`` one
#: whose body bytes equal a recent one's gets that decoded body (shared, read-only).
REPEATED_APIS = frozenset((3, 60, 75))
#: At most this many bodies are remembered, of this many bytes on the wire in all
#: (a decoded body takes about ten times its wire size), each at most a quarter of it.
_REPEATS_KEPT, _REPEATS_BYTES = 64, 4 << 20
#: Standard responses decoded without ``full`` when their error_code is not 0: the
#: ApiVersions v0 fallback (an error response in the v0 format) must be told apart.
DECODE_ON_ERROR = frozenset(k for k in protocol.API_NAMES if protocol.version_fallback(k))
_I16 = struct.Struct(">h").unpack_from
_I32 = struct.Struct(">i").unpack_from


def plan_key(api_key: int, api_version: int) -> int:
    """The key of a plan: one int for the pair (api_version as 16 bits)."""
    return (api_key << 16) | (api_version & 0xFFFF)


class RequestPlan:
    """What a request with one api_key and api_version needs.

    (A slotted class, not a NamedTuple: CPython 3.11 specialises unpacking and indexing of
    exact tuples only, and named tuples on the per-message path cost ~3% of the default read.)
    """

    __slots__ = ("api_name", "spec", "header_version", "decode", "sizes")

    def __init__(
        self,
        api_name: str | None,
        spec: MessageSpec | None,
        header_version: int,
        decode: str | None,
        sizes: tuple[int, ...] | None = None,
    ) -> None:
        self.api_name = api_name
        #: the mirror spec, None for a standard API
        self.spec = spec
        self.header_version = header_version
        #: ``"mirror"``, ``"standard"``, ``"sizes"`` (a body of fixed-size fields: its
        #: length checked), None (header only) or the expert word to flag
        #: (``unsupported_api_version@6``, ``unknown_api_key@4``)
        self.decode = decode
        #: with ``"sizes"``: each body field's size in bytes (:func:`protocol.request_sizes`)
        self.sizes = sizes


class ResponsePlan:
    """What a response to one api_key and api_version needs (a slotted class, see RequestPlan)."""

    __slots__ = ("spec", "header_version", "error_code_at")

    def __init__(
        self, spec: MessageSpec | None, header_version: int, error_code_at: int | None
    ) -> None:
        #: the mirror spec, None for a standard API
        self.spec = spec
        self.header_version = header_version
        #: where the top-level error_code sits in the body when it is at a fixed place
        self.error_code_at = error_code_at


class TopicIds:
    """Topic names by topic id, as responses earlier in the capture gave them (any connection).

    ``names`` maps a topic_id (uuid text) to ``(name, frame)``: the topic's
    name and the frame of the Metadata (v10+), CreateTopics (v7+) or
    DescribeTopicPartitions response that named it last.  Bodies are only
    decoded with ``full`` (or ``always``), so ids are learnt and resolved
    then: the default read never looks.
    """

    __slots__ = ("names",)
    #: api_keys of the responses whose ``topics[]`` carry both ``name`` and ``topic_id``
    SOURCES = protocol.TOPIC_ID_SOURCES
    _ZERO = "00000000-0000-0000-0000-000000000000"

    def __init__(self) -> None:
        self.names: dict[str, tuple[str, int]] = {}

    def learn(self, m: Message, body: dict) -> None:
        """Remember the topic ids a decoded response names."""
        for t in body.get("topics") or ():
            if isinstance(t, dict):
                tid, name = t.get("topic_id"), t.get("name")
                if tid and name and tid != self._ZERO:
                    self.names[tid] = (name, m.frame)

    def resolve(self, m: Message, body: dict) -> None:
        """Write ``topic`` and ``topic_from_frame`` beside each ``topic_id`` of a Fetch v13+ body.

        Topic lists: a request's ``topics`` and ``forgotten_topics_data``, a
        response's ``responses``.  An id no earlier response named gets
        ``topic`` None and a note saying so.
        """
        lists = ("responses",) if m.kind == "response" else ("topics", "forgotten_topics_data")
        unknown: list[str] = []
        for key in lists:
            topics = body.get(key)
            if not isinstance(topics, list):
                continue
            for i, t in enumerate(topics):
                if not isinstance(t, dict) or "topic_id" not in t or "topic" in t:
                    continue
                tid = t["topic_id"]
                name, frame = self.names.get(tid, (None, None))
                if name is None and tid not in unknown:
                    unknown.append(tid)
                out = {}
                for k, v in t.items():
                    out[k] = v
                    if k == "topic_id":
                        out["topic"] = name
                        out["topic_from_frame"] = frame
                topics[i] = out
        if unknown:
            m.flags |= Flag.TOPIC_ID_UNNAMED
            m.topic_ids_unnamed += tuple(unknown)
        for tid in unknown:
            m.notes.append(f"topic_id {tid}: no earlier Metadata response names it")


@dataclass(frozen=True)
class DecodeOptions:
    """How deep a :class:`Decoder` decodes (each knob is described in the Dissector's
    docstring, :class:`dissector.pipeline.dissector.Dissector`).

    ``full``: every standard body and record batch; ``always``: standard API keys whose
    bodies are decoded anyway; ``always_requests``: of those, the keys whose requests are
    decoded too (None: all); ``decode_errors``: a response whose error code is non-zero is
    decoded; ``repeats``: an identical response body is decoded once; ``max_decompressed``:
    the decompression budget in bytes, per frame or ``(frame, capture)``;
    ``record_objects``: build the decoded records (False: check them only).
    """

    full: bool = False
    always: frozenset[int] = field(default_factory=frozenset)
    always_requests: frozenset[int] | None = None
    decode_errors: bool = False
    repeats: bool = False
    max_decompressed: int | tuple[int, int] | None = None
    record_objects: bool = True

    def __post_init__(self) -> None:
        object.__setattr__(self, "always", frozenset(self.always))
        if self.always_requests is not None:
            object.__setattr__(self, "always_requests", frozenset(self.always_requests))


class Decoder:
    """Plans and bodies for one profile and depth (``options``: :class:`DecodeOptions`).

    ``decode_errors`` (default False): a standard response not otherwise decoded is
    decoded when its error code, found without decoding, is non-zero or not found, so
    every error code in it is at hand with its field path (the analysis's ``errors``
    table).  ``always_requests``: the API keys of ``always`` whose requests are decoded
    too (default: all of them).  ``repeats`` (default False): a response of
    :data:`REPEATED_APIS` whose body bytes equal one of the last 64 decoded (4 MiB on the
    wire at most) gets that decoded body, not a new decode (bodies are then shared:
    treat them as read-only).
    """

    def __init__(self, profile: Profile, options: DecodeOptions | None = None) -> None:
        o = DecodeOptions() if options is None else options
        self.options = o
        self.profile = profile
        self.full = o.full
        self.always = o.always
        #: standard API keys whose requests are decoded anyway (default: ``always``)
        self.always_requests = o.always if o.always_requests is None else o.always_requests
        #: decode a standard response whose error code is non-zero (see the Dissector)
        self.decode_errors = o.decode_errors
        #: the last responses of :data:`REPEATED_APIS` decoded, by (api_key, version, body
        #: bytes): (body, error code); None: no reuse (see the Dissector's ``repeats``)
        self._repeats: dict[tuple, tuple[dict, Any]] | None = {} if o.repeats else None
        self._repeat_bytes = 0  # wire bytes of the bodies in _repeats
        #: (frame, capture) decompression budgets in bytes; None: the defaults
        self.max_decompressed = o.max_decompressed
        self._budget: Any = None
        #: build the decoded batches and records into bodies (False: check them, notes alike)
        self.record_objects = o.record_objects
        #: the mirror request specs by api_key
        self.req_specs = {k: m for (k, t), m in profile.messages.items() if t == "request"}
        #: plans worked out so far, by :func:`plan_key` (look here first); the plans of Kafka's
        #: APIs on keys the profile uses too, and the responses on those keys, are in
        #: ``_split_plans`` (they depend on the server endpoint: :attr:`endpoints`)
        self.req_plans: dict[int, RequestPlan] = {}
        self.resp_plans: dict[int, ResponsePlan] = {}
        self._split_plans: dict[tuple[int, str, bool], Any] = {}
        self._mirror_name_keys = {
            spec: mirror_name_keys(spec.fields) for spec in profile.messages.values()
        }
        #: topic names by id, learnt from the responses decoded so far
        self.topic_ids = TopicIds()
        #: None, or asked before a standard body of ``always`` is decoded (never with
        #: ``full``): ``later(m, raw, at)`` True leaves it undecoded, its bytes in
        #: ``m.raw_body`` for :meth:`decode_later`.  A response is asked only when its
        #: request was left so, and is decoded anyway when its error code is not 0.
        #: The analysis sets it (``make_dissector``) to hold the Produce/Fetch/ListOffsets
        #: bodies that name topics by name; it decodes those a mirror topic is named in.
        self.later: Any = None
        #: the mirror keys Kafka also names (4.4's 94), decided per server endpoint
        self.endpoints = KeyEndpoints(self)

    def req_plan(self, k: int, v: int) -> RequestPlan:
        """The plan of a request with api_key ``k`` and api_version ``v``, worked out and kept."""
        plan = self.req_plans[plan_key(k, v)] = self._req_plan(k, v, self.req_specs.get(k))
        return plan

    def standard_req_plan(self, k: int, v: int) -> RequestPlan:
        """The plan of Kafka's API on a key the profile also uses (:attr:`endpoints` decided
        so for the request's server endpoint), not the profile's RPC; worked out and kept."""
        key = (plan_key(k, v), "request", True)
        plan = self._split_plans.get(key)
        if plan is None:
            plan = self._split_plans[key] = self._req_plan(k, v, None)
        return plan

    def _req_plan(self, k: int, v: int, spec: MessageSpec | None) -> RequestPlan:
        sizes = None
        if spec is not None:
            name = spec.rpc
            hv = protocol.request_header_version(k, v, v in spec.flexible_versions)
            decode = "mirror" if v in spec.valid_versions else "unsupported_api_version@6"
        else:
            name = protocol.API_NAMES.get(k)
            hv = protocol.request_header_version(k, v) if name else 1
            if name is None:
                decode = "unknown_api_key@4"
            elif self.full or k in self.always_requests:
                decode = "standard"
            else:  # a body of fixed-size fields is checked without decoding
                sizes = protocol.request_sizes(k, v)
                decode = None if sizes is None else "sizes"
        return RequestPlan(name, spec, hv, decode, sizes)

    def resp_plan(self, req: Message) -> ResponsePlan:
        """The plan of a response to ``req``, worked out and kept."""
        k, v = req.api_key, req.api_version
        split = k in self.endpoints.colliding  # the plan depends on the endpoint's verdict
        if split:
            kept = self._split_plans.get((plan_key(k, v), "response", not req.mirror))
            if kept is not None:
                return kept
        spec = self.profile.messages.get((k, "response")) if req.mirror else None
        if spec is not None:
            hv = protocol.response_header_version(k, v, v in spec.flexible_versions)
        else:
            hv = protocol.response_header_version(k, v) if req.api_name else 0
        at = sole_error_code_offset(k, v) if spec is None and req.api_name else None
        plan = ResponsePlan(spec, hv, at)
        if split:
            self._split_plans[(plan_key(k, v), "response", not req.mirror)] = plan
        else:
            self.resp_plans[plan_key(k, v)] = plan
        return plan

    def known_version(self, k: int, v: int) -> bool:
        """Is ``v`` a version of API ``k`` (mirror specs, kio, Kafka's API names) here?"""
        spec = self.req_specs.get(k)
        if spec is not None:
            return v in spec.valid_versions
        versions = protocol.known_versions(k)
        if versions:
            return 0 <= v <= versions[-1]
        return k in protocol.API_NAMES and 0 <= v <= 16

    def request_body(self, m: Message, plan: RequestPlan, v: int, raw: bytes, at: int) -> None:
        """Decode (or flag) a whole request's body from ``at`` as its plan says."""
        decode = plan.decode
        if decode == "mirror":
            self.mirror_body(m, plan.spec, v, raw, at)
        elif decode == "standard":
            later = self.later
            if later is not None and later(m, raw, at):
                m.raw_body = bytes(raw[at:])
            else:
                self.standard_body(m, m.api_key, v, "request", raw, at)
        elif decode == "sizes":
            # as the decoder would say it: where the first field that does not fit
            # starts, or where the body ends before the end of the PDU
            end = at
            for n in plan.sizes:  # type: ignore[union-attr]
                if end + n > len(raw):
                    break
                end += n
            if end != len(raw):
                m.expert.append(f"pdu_length_mismatch@{end}")
        else:
            m.expert.append(decode)

    def response_body(
        self, m: Message, req: Message, plan: ResponsePlan, raw: bytes, body_at: int
    ) -> None:
        """A whole response's body from ``body_at``: decoded, or its error_code found cheaply."""
        spec, at = plan.spec, plan.error_code_at
        k, v = m.api_key, m.api_version
        n = len(raw)
        if spec is not None:
            if v in spec.valid_versions:
                self.mirror_body(m, spec, v, raw, body_at)
        elif req.api_name is not None:
            if self.full or k in self.always:
                if req.raw_body is not None and self.later is not None:
                    self._later_response(m, k, v, raw, body_at)
                else:
                    self.standard_body(m, k, v, "response", raw, body_at)
            elif at is not None and body_at + at + 2 <= n:
                ec = m.error_code = _I16(raw, body_at + at)[0]
                if ec and (k in DECODE_ON_ERROR or self.decode_errors):
                    self.standard_body(m, k, v, "response", raw, body_at)
            else:
                # nested error codes (Produce, Metadata, Fetch...): walk the body
                # without building it, unless a top-level one is non-zero
                try:
                    ec = m.error_code = response_error_code(k, v, raw, body_at, n)
                except Malformed as e:
                    if e.word != "unsupported_api_version":
                        m.expert.append(e.expert)
                else:
                    # non-zero, or none found (error fields under other names): decode
                    if self.decode_errors and ec != 0:
                        self.standard_body(m, k, v, "response", raw, body_at)

    def _later_response(self, m: Message, k: int, v: int, raw: bytes, at: int) -> None:
        """A response to a request left for later: left so too (:attr:`later` asked), its
        error code read as the default read reads it, unless that is not 0 (or not found,
        or the bytes are bad): then decoded now, as it would have been."""
        try:
            ec = response_error_code(k, v, raw, at, len(raw))
        except Malformed:
            ec = None
        if ec == 0 and self.later(m, raw, at):
            m.error_code = 0
            m.raw_body = bytes(raw[at:])
        else:
            self.standard_body(m, k, v, "response", raw, at)

    def decode_later(
        self, kind: str, k: int, v: int, data: bytes, at: int
    ) -> tuple[dict | None, list[str], list[str]]:
        """A body left for later (``m.raw_body``, from frame offset ``at``) decoded as
        :meth:`standard_body` would have: (body or None when it cannot be, its expert
        words with frame offsets, its notes)."""
        m = Message(0, 0, 0, "", 0, "", 0, kind, len(data) + at, api_key=k, api_version=v)
        self.standard_body(m, k, v, kind, data, 0)
        expert = []
        for w in m.expert:
            word, sep, off = w.partition("@")
            expert.append(f"{word}@{int(off) + at}" if sep and off.isdigit() else w)
        return m.body, expert, m.notes

    def request_prefix(
        self, m: Message, plan: RequestPlan, v: int, raw: bytes, at: int, cut: int
    ) -> None:
        """What was captured of a request cut at ``cut`` (frame offset), as its plan says."""
        decode = plan.decode
        if decode == "mirror":
            self.mirror_prefix(m, plan.spec, v, raw, at, cut)
        elif decode == "standard":
            self.standard_prefix(m, m.api_key, v, "request", raw, at, cut, True)

    def response_prefix(
        self, m: Message, req: Message, plan: ResponsePlan, raw: bytes, at: int, cut: int
    ) -> None:
        """What was captured of a response cut at ``cut``: its body as deep as a whole
        one is decoded, and its error_code when the captured bytes settle it."""
        spec, ec_at = plan.spec, plan.error_code_at
        k, v = m.api_key, m.api_version
        if spec is not None:
            if v in spec.valid_versions:
                self.mirror_prefix(m, spec, v, raw, at, cut)
        elif req.api_name is not None:
            if ec_at is not None and at + ec_at + 2 <= cut:
                m.error_code = _I16(raw, at + ec_at)[0]
            keep = self.full or k in self.always
            self.standard_prefix(m, k, v, "response", raw, at, cut, keep)

    def mirror_prefix(
        self, m: Message, spec: MessageSpec, v: int, raw: bytes, at: int, cut: int
    ) -> None:
        """A mirror body cut at ``cut``: the fields captured, mirror_name, error if settled."""
        m.spec = spec
        end = _I32(raw, 0)[0] + 4
        try:
            body, off, path, notes = decode_prefix(spec, v, raw, at, min(cut, len(raw)), end, 0)
        except Malformed as e:
            m.expert.append(e.expert)
            return
        m.expert.extend(notes)
        if off is not None:
            body["_truncated"] = {"offset": off, "path": path}
        m.body = body
        names = collect(body, self._mirror_name_keys.get(spec, frozenset()))
        if names:
            m.mirror_name = ",".join(dict.fromkeys(str(x) for x in names if x is not None)) or None
        if spec.type == "response":
            m.error_code = _settled_error(body, off)

    def standard_prefix(
        self, m: Message, k: int, v: int, kind: str, raw: bytes, at: int, cut: int, keep: bool
    ) -> None:
        """A standard body cut at ``cut``; ``keep``: the body is kept (else only its error)."""
        end = _I32(raw, 0)[0] + 4
        try:
            body, off, path, notes = decode_standard_prefix(
                k, v, kind, raw, at, min(cut, len(raw)), end, 0
            )
        except Malformed as e:
            if e.word == "unsupported_api_version":
                m.notes.append(f"body not decoded: {kind} v{v} has no spec here")
            else:
                m.expert.append(e.expert)
            return
        if kind == "response" and m.error_code is None:
            m.error_code = _settled_error(body, off)
        if keep:
            m.expert.extend(notes)
            if off is not None:
                body["_truncated"] = {"offset": off, "path": path}
            m.body = body
            if self.full and (k == 0 and kind == "request" or k == 1 and kind == "response"):
                self.records(m, body, raw, at, None)

    def mirror_body(self, m: Message, spec: MessageSpec, v: int, raw: bytes, at: int) -> None:
        """Decode a mirror body with its spec; tag the message's mirror_name and error."""
        m.spec = spec
        try:
            body, end, notes = decode_body(spec, v, raw, at, len(raw), 0)
        except Malformed as e:
            m.expert.append(e.expert)
            return
        m.expert.extend(notes)
        if end != len(raw):
            m.expert.append(f"pdu_length_mismatch@{end}")
        m.body = body
        names = collect(body, self._mirror_name_keys.get(spec, frozenset()))
        if names:
            m.mirror_name = ",".join(dict.fromkeys(str(x) for x in names if x is not None)) or None
        m.error_code = error_code(body) if spec.type == "response" else None

    def standard_body(self, m: Message, k: int, v: int, kind: str, raw: bytes, at: int) -> None:
        """Decode a standard body with kio (and, with ``full``, Produce/Fetch record batches)."""
        repeats = self._repeats
        if repeats is not None and kind == "response" and k in REPEATED_APIS:
            key = (k, v, bytes(raw[at:]))
            hit = repeats.get(key)
            if hit is not None:
                m.body, m.error_code = hit
                if k in TopicIds.SOURCES:
                    self.topic_ids.learn(m, hit[0])
                return
        code: Any = False  # the body's error code, when its decoder noted it on the way
        try:
            body, code = decode_standard_coded(k, v, kind, raw, at, len(raw), 0)
        except Malformed as e:
            body = self._refused(m, e, k, v, kind, raw, at)
            if body is None:
                return
        m.body = body
        if body.get("_fallback"):
            m.flags |= Flag.API_VERSIONS_FALLBACK
            m.notes.append("api_versions_fallback: v0-format response to an unsupported version")
        if kind == "response":
            m.error_code = error_code(body) if code is False else code
            if k in TopicIds.SOURCES:
                self.topic_ids.learn(m, body)
            if repeats is not None and k in REPEATED_APIS and not body.get("_fallback"):
                self._remember(key, body, m.error_code)
        if k == 1 and v >= 13:
            self.topic_ids.resolve(m, body)
        if self.full and (k == 0 and kind == "request" or k == 1 and kind == "response"):
            # a Fetch response may end a partition's records with a partial batch
            self.records(m, body, raw, at, m.notes if k == 1 else None)

    def _refused(
        self, m: Message, e: Malformed, k: int, v: int, kind: str, raw: bytes, at: int
    ) -> dict | None:
        """A standard body kio refused: the body with a null where the spec allows none read
        as null (``nullable_violation@N``, as mirror bodies are read), else None with the
        fault said (an expert word, or a note for a version with no spec here)."""
        then = None  # a second fault past a null (said too)
        if e.word == "nullable_violation":
            try:
                body, words = decode_standard_nulls(k, v, kind, raw, at, len(raw), 0)
            except Malformed as also:
                then = also.expert if also.word != e.word else None
            else:
                m.expert.extend(words)
                return body
        if e.word == "unsupported_api_version":
            m.notes.append(f"body not decoded: {kind} v{v} has no spec here")
            return None
        m.expert.append(e.expert)
        if then is not None:
            m.expert.append(then)
        if kind == "response":  # its error code, as the default read finds it
            try:
                m.error_code = response_error_code(k, v, raw, at, len(raw))
            except Malformed:
                pass
        return None

    def _remember(self, key: tuple, body: dict, code: Any) -> None:
        """Keep a decoded body of :data:`REPEATED_APIS` for responses with the same bytes,
        the oldest let go of past :data:`_REPEATS_KEPT` bodies or ``_REPEATS_BYTES``."""
        size = len(key[2])
        if size > _REPEATS_BYTES // 4:
            return
        repeats = self._repeats
        assert repeats is not None
        while repeats and (
            len(repeats) >= _REPEATS_KEPT or self._repeat_bytes + size > _REPEATS_BYTES
        ):
            old = next(iter(repeats))
            del repeats[old]
            self._repeat_bytes -= len(old[2])
        repeats[key] = (body, code)
        self._repeat_bytes += size

    @property
    def budget(self) -> Any:
        """The capture's :class:`dissector.wire.budget.DecompressionBudget` (made on first use)."""
        if self._budget is None:
            from ..wire.budget import DecompressionBudget

            limits = self.max_decompressed
            if limits is None:
                self._budget = DecompressionBudget()
            elif isinstance(limits, int):
                self._budget = DecompressionBudget(limits)
            else:
                self._budget = DecompressionBudget(*limits)
        return self._budget

    def records(self, m: Message, body: Any, raw: bytes, at: int, info: list | None) -> None:
        """Decode the record batches of a Produce/Fetch body in place, within the budget.

        Batches left compressed by the budget (``decompression_budget@N``)
        also get one note on the message saying how many and which budget.
        """
        budget = self.budget
        before = budget.cut
        decode_all_records(body, raw, at, m.expert, info, budget, self.record_objects)
        if budget.cut != before:
            m.notes.append(budget.note(budget.cut - before, m.expert))


def produce_acks(raw: bytes, at: int, version: int) -> int | None:
    """Produce's acks without decoding the body (where it sits: the facts table)."""
    return no_response_field(0, version, raw, at)


def decode_all_records(
    body: Any,
    raw: bytes,
    at: int,
    expert: list[str],
    info: list[str] | None = None,
    budget: Any = None,
    build: bool = True,
) -> None:
    """Replace every ``records`` bytes value in a Produce/Fetch body by its decoded batches.

    Expert words go to ``expert``.  ``info`` (a Fetch response's notes): where a
    partition's last batch cut short by ``max_bytes`` is noted (``partial batch
    (have X of Y bytes) at frame offset N``) instead of flagged ``truncated``;
    ``budget``: the capture's :class:`dissector.wire.budget.DecompressionBudget`;
    ``build`` False: checked only, the bytes left in place (same notes); see
    :func:`dissector.wire.records.decode_body_records`.
    """
    _body_records()(body, raw, at, expert, info, budget, build=build)


@cache
def _body_records() -> Any:
    """:func:`dissector.wire.records.decode_body_records`, imported on first use (the record
    modules are not needed by a read that decodes no batch; an import statement per call
    costs about 1 µs)."""
    from ..wire.records import decode_body_records

    return decode_body_records


def mirror_name_keys(fields, out: set | None = None) -> frozenset:
    """snake_case keys of every field whose entityType is ``mirrorName``."""
    out = set() if out is None else out
    for f in fields:
        if f.entity_type == "mirrorName":
            out.add(f.key)
        if f.fields:
            mirror_name_keys(f.fields, out)
    return frozenset(out)


def collect(value: Any, keys: frozenset) -> list:
    """Every value under one of ``keys`` anywhere in a decoded body (lists flattened one level)."""
    found: list = []
    if not keys:
        return found

    def walk(v: Any) -> None:
        if isinstance(v, dict):
            for k, x in v.items():
                if k in keys:
                    if isinstance(x, list):
                        found.extend(x)
                    else:
                        found.append(x)
                elif isinstance(x, dict | list):
                    walk(x)
        elif isinstance(v, list):
            for x in v:
                walk(x)

    walk(value)
    return found


def _settled_error(body: dict, cut: int | None) -> int | None:
    """The error of a body decoded up to ``cut`` (None: whole), when the bytes settle it.

    :data:`dissector.wire.standard.ERROR_CODE_RULE` picks the top-level code if
    non-zero, else the first non-zero nested one: a non-zero code among the
    captured fields is the answer; all zeros so far say nothing of the rest.
    """
    code = error_code_of(body)
    if cut is None or code:
        return code
    return None


def error_code(body: dict) -> int | None:
    """The message's error by :data:`dissector.wire.standard.ERROR_CODE_RULE`."""
    return error_code_of(body)
