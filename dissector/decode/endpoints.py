"""Keys two protocols claim: which one each server endpoint (broker or controller) speaks.

Owns: :class:`KeyEndpoints`, the per-endpoint decision for the API keys a
mirror profile gives to one of its RPCs while Apache Kafka gives them to a
standard API (Kafka 4.4's key 94 is UnregisterController, sent to KRaft
controllers; every KIP-1279 revision puts CreateMirror/CreateClusterMirror
there), and :class:`KeyVerdict`, one decision with its grounds.

The decision is made once per server endpoint (``address:port``) and key:

1. the endpoint's ApiVersions response advertises the key: it is the
   profile's RPC when the same response advertises another of the profile's
   mirror keys, else Kafka's API (a broker that speaks the mirror RPCs offers
   them all);
2. no ApiVersions response seen from it, but it received a request of a key
   only the profile has (a mirror RPC Kafka does not name): the profile's RPC;
3. else the first whole request decides; it is Kafka's API when its body
   decodes cleanly with Kafka's spec and not with the profile's, else the
   profile's RPC (as before Kafka 4.4).

An ApiVersions response seen later replaces a decision made from a body.  A
decision for Kafka's API is said in one line (a :class:`~dissector.errors.
CaptureNote`) and in a note on each request it concerns.  Messages of an
endpoint decided for Kafka's API are not tagged mirror and are decoded with
Kafka's spec (``dissector/kafka/newer``).

Must not import: capture reading, reassembly, flows, the framer, pandas or the CLI.
"""

from __future__ import annotations

import warnings
from dataclasses import dataclass
from typing import Any

from ..errors import CaptureNote, DissectError, Malformed
from ..kafka import protocol
from ..wire.codec import decode_body
from ..wire.headers import request_header_end
from ..wire.standard import decode_standard
from .message import Message

__all__ = ["KeyEndpoints", "KeyVerdict", "advertises_mirror", "key_ranges"]


def advertises_mirror(keys, mirror_only) -> frozenset[int]:
    """The profile's mirror keys Kafka does not name (``mirror_only``) among the ``keys``
    one ApiVersions response advertises: empty when that endpoint speaks no mirror RPC, so
    a key both use (4.4's 94) is Kafka's API there."""
    return frozenset(keys) & frozenset(mirror_only)


@dataclass(frozen=True)
class KeyVerdict:
    """What ``api_key`` means at one server endpoint: ``mirror`` (the profile's RPC ``rpc``)
    or Kafka's ``standard`` API, and why (``grounds``, a phrase; ``frame``: the frame of
    the evidence)."""

    api_key: int
    mirror: bool
    rpc: str
    standard: str
    grounds: str
    frame: int
    #: True when the verdict rests on an ApiVersions response (a body verdict yields to it)
    advertised: bool = False

    def line(self, server: str) -> str:
        """The one line that says the decision, e.g. ``key 94 at 127.0.0.1:9093 is Kafka's
        UnregisterController, not the profile's CreateMirror (...)``."""
        what = (
            f"the profile's {self.rpc}, not Kafka's {self.standard}"
            if self.mirror
            else f"Kafka's {self.standard}, not the profile's {self.rpc}"
        )
        return f"key {self.api_key} at {server} is {what} ({self.grounds})"


def key_ranges(keys) -> str:
    """``{94, 95, 96, 98}`` -> ``94-96, 98``."""
    out: list[list[int]] = []
    for k in sorted(keys):
        if out and out[-1][1] == k - 1:
            out[-1][1] = k
        else:
            out.append([k, k])
    return ", ".join(str(a) if a == b else f"{a}-{b}" for a, b in out)


#: Distinct ApiVersions bodies whose keys :meth:`KeyEndpoints.learn` remembers (then anew).
_MAX_BODIES = 256


def _advertised(body: dict) -> frozenset:
    """The api_keys a decoded ApiVersions response body lists."""
    return frozenset(e.get("api_key") for e in body.get("api_keys") or () if isinstance(e, dict))


def _endpoint(server: tuple) -> str:
    return f"{server[0]}:{server[1]}"


class KeyEndpoints:
    """The per-endpoint decisions of one :class:`~dissector.decode.decoding.Decoder`
    (``decoder``: it is given, not imported: the decoder holds this object).

    ``colliding``: the keys in question (the profile's mirror keys Kafka names);
    ``verdicts``: ``(server endpoint, api_key)`` -> :class:`KeyVerdict`, the
    endpoint as the connection's ``(address text, port)``; ``advertised``:
    endpoint -> ``(frame, keys)`` of its last ApiVersions response.
    """

    def __init__(self, decoder: Any) -> None:
        self.decoder = decoder
        specs = decoder.req_specs
        self.colliding = frozenset(k for k in specs if k in protocol.API_NAMES)
        #: the profile's mirror keys Kafka does not name: a broker offering one speaks mirror
        self.mirror_only = frozenset(specs) - self.colliding
        self.verdicts: dict[tuple[tuple, int], KeyVerdict] = {}
        self.advertised: dict[tuple, tuple[int, frozenset[int]]] = {}
        #: endpoint -> ``(api_key, frame)`` of the first request of a key only the profile
        #: has that it received: evidence that it speaks the mirror RPCs
        self.mirror_seen: dict[tuple, tuple[int, int]] = {}
        #: ``(api_version, body bytes)`` of undecoded ApiVersions responses -> their keys
        self._bodies: dict[tuple[int, bytes], frozenset] = {}

    def plan(
        self, server: tuple, m: Message, raw: Any, limit: int, mirror: Any
    ) -> Any:
        """The plan of request ``m`` (a colliding key) sent to ``server``, deciding first:
        ``mirror`` (the profile's :class:`~dissector.decode.decoding.RequestPlan`) or the
        plan of Kafka's API."""
        k, v = m.api_key, m.api_version
        assert k is not None and v is not None
        verdict = self.verdicts.get((server, k))
        if verdict is None:
            verdict = self._judge(server, k, v, raw, limit, m.frame)
        if verdict is None or verdict.mirror:
            return mirror
        m.notes.append(verdict.line(_endpoint(server)))
        return self.decoder.standard_req_plan(k, v)

    def learn(self, server: tuple, m: Message, raw: Any, at: int) -> None:
        """Remember the keys an ApiVersions response (``m``, body from ``at``) advertises."""
        body = m.body
        if body is not None:
            keys = _advertised(body)
        else:
            # The same broker sends the same bytes to every connection: the keys decoded
            # once per distinct body (the header, with its correlation_id, is not part of it)
            seen = self._bodies
            memo = (m.api_version, bytes(raw[at:]))
            keys = seen.get(memo)
            if keys is None:
                try:
                    body = decode_standard(
                        m.api_key, m.api_version, "response", raw, at, len(raw), 0
                    )
                except (DissectError, IndexError, ValueError):
                    keys = frozenset()
                else:
                    keys = _advertised(body)
                if len(seen) >= _MAX_BODIES:
                    seen.clear()
                seen[memo] = keys
        if not keys:
            return
        self.advertised[server] = (m.frame, keys)
        for k in self.colliding:  # a verdict from a body yields to this evidence
            old = self.verdicts.get((server, k))
            if old is not None and not old.advertised:
                del self.verdicts[(server, k)]

    def _judge(
        self, server: tuple, k: int, v: int, raw: Any, limit: int, frame: int
    ) -> KeyVerdict | None:
        spec = self.decoder.req_specs[k]
        standard = protocol.API_NAMES[k]
        adv = self.advertised.get(server)
        if adv is not None and k in adv[1]:
            with_mirror = advertises_mirror(adv[1], self.mirror_only)
            others = key_ranges(self.mirror_only)
            if with_mirror:
                grounds = (
                    f"its ApiVersions response, frame {adv[0]}, advertises {k} with the "
                    f"profile's {key_ranges(with_mirror)}"
                )
            else:
                grounds = (
                    f"its ApiVersions response, frame {adv[0]}, advertises {k} and none of "
                    f"the profile's {others}"
                )
            verdict = KeyVerdict(k, bool(with_mirror), spec.rpc, standard, grounds, adv[0], True)
        elif server in self.mirror_seen:
            key, seen = self.mirror_seen[server]
            grounds = (
                f"no ApiVersions response from it; it received the profile's "
                f"{self.decoder.req_specs[key].rpc} in frame {seen}"
            )
            verdict = KeyVerdict(k, True, spec.rpc, standard, grounds, seen)
        elif limit < len(raw):
            return None  # a request cut short decides nothing: read as the profile's
        else:
            as_mirror = self._decodes(raw, v, spec)
            as_kafka = not as_mirror and self._decodes(raw, v, None, k)
            if as_kafka:
                grounds = (
                    f"no ApiVersions response from it; its request in frame {frame} decodes "
                    f"as {standard} and not as {spec.rpc}"
                )
            elif as_mirror:
                grounds = f"its request in frame {frame} decodes as {spec.rpc}"
            else:
                grounds = f"its request in frame {frame} decodes as neither; read as {spec.rpc}"
            verdict = KeyVerdict(k, not as_kafka, spec.rpc, standard, grounds, frame)
        self.verdicts[(server, k)] = verdict
        if not verdict.mirror:
            warnings.warn(verdict.line(_endpoint(server)), CaptureNote, stacklevel=2)
        return verdict

    def _decodes(self, raw: Any, v: int, spec: Any, k: int | None = None) -> bool:
        """Whether a whole request body decodes to its last byte with no expert word."""
        hv = (
            protocol.request_header_version(k or 0, v, v in spec.flexible_versions)
            if spec is not None
            else protocol.request_header_version(k or 0, v)
        )
        try:
            at = request_header_end(raw, hv, 4, len(raw), {})[1]
            if spec is not None:
                if v not in spec.valid_versions:
                    return False
                _body, end, notes = decode_body(spec, v, raw, at, len(raw), 0)
                return end == len(raw) and not notes
            assert k is not None
            decode_standard(k, v, "request", raw, at, len(raw), 0)
        except (DissectError, Malformed, IndexError, ValueError):
            return False
        return True
