"""Choosing the mirror profile a capture was made with: ``--profile auto``.

Owns: :func:`choose_profile`, which reads the start of one or more captures
once per candidate profile (the shipped ones) and picks the profile whose
specs decode the capture's mirror frames cleanly, with the API keys the
brokers advertise in their ApiVersions responses as the tie-breaker; and
:func:`resolve_profile`, which turns what a caller passed (a Profile, a
profile name or folder, ``"auto"``, None) into a Profile.

A *mirror frame* is a message on one of the API keys any candidate profile
uses for its mirror RPCs.  A frame decodes *cleanly* with a profile when the
profile knows its key and its body decodes with no expert flag (a frame the
snap length cut counts when the bytes captured decode with no other flag).
The rules:

- no mirror frame in the first :data:`QUIET_BYTES` bytes of every capture
  (or none at all): the default profile (``kip1279-seed``), silently;
- otherwise each candidate decodes up to :data:`SAMPLE` mirror frames (from
  at most :data:`SCAN_BYTES` bytes per capture, and no further than
  :data:`QUIET_NS` of capture time past the last mirror frame met: mirror RPCs
  come in conversations, and a sample need not wait for the next one; the
  other candidates read only as far as the first one met mirror frames) and
  the one with the most clean frames wins; equal counts go to the profile that matches more of the
  non-standard keys the brokers advertise;
- still equal (and some frame decodes cleanly): a tie, never a refusal:
  :func:`dissector.pipeline.tie.break_tie` compares the tied decodes and, where
  they differ, weighs the evidence (tagged fields, state strings against int8
  states, transitions), else takes the newest; the reason says it was a tie,
  what differed and the grounds; nothing decodes cleanly with any profile: the
  default, saying so.

Where the clusters of a capture speak different revisions, the choice is refined per
endpoint here (:func:`_per_endpoint`) and per cluster above, by the analysis, which groups
endpoints into clusters (:mod:`dissector.analysis.bycluster`, from
:attr:`ProfileChoice.by_server`).

A frame on a key Kafka also names (4.4's 94) that its server endpoint uses as
Kafka's API (:mod:`dissector.decode.endpoints`) is no mirror frame.

Must not import: the CLI, pandas or the analysis.
"""

from __future__ import annotations

import os
import warnings
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from ..errors import CaptureWarning
from ..kafka.protocol import API_NAMES, ApiKey
from ..profiles.profile import (
    AUTO_PROFILE,
    DEFAULT_PROFILE,
    Profile,
    available_profiles,
    load_profile,
)
from ..wire.specs import SpecError
from .dissector import DEFAULT_PORTS, Dissector
from .tie import Decoded, break_tie

__all__ = [
    "AUTO",
    "QUIET_BYTES",
    "QUIET_NS",
    "SAMPLE",
    "SCAN_BYTES",
    "ProfileChoice",
    "ProfileChoiceError",
    "choose_profile",
    "Misfit",
    "misfit",
    "resolve_profile",
]

#: ApiVersions' API key: its responses list the keys a broker serves.
_API_VERSIONS = ApiKey.API_VERSIONS
#: The profile name that asks for the choice.
AUTO = AUTO_PROFILE
#: Bytes of a capture read without meeting a mirror frame before it counts as one without.
QUIET_BYTES = 2 << 20
#: Mirror frames each candidate decodes before the counts are compared.
SAMPLE = 64
#: Bytes of a capture each candidate reads at most.
SCAN_BYTES = 64 << 20
#: Capture time (ns) past the last mirror frame met after which the sample ends.
QUIET_NS = 60_000_000_000


class ProfileChoiceError(SpecError):
    """No longer raised by :func:`choose_profile` (a tie is broken, never refused); kept
    for callers that catch it."""


@dataclass
class _Score:
    """What one candidate made of the mirror frames it read."""

    profile: Profile
    frames: int = 0
    clean: int = 0
    #: bytes read (of the capture set) when the last mirror frame counted was met
    last_at: int = 0
    advertised: set[int] = field(default_factory=set)
    #: (frame, kind) -> how the profile decoded that mirror frame
    decodes: dict[tuple[int, str], Decoded] = field(default_factory=dict)
    #: server endpoint (``address:port``) -> [mirror frames, clean ones] there
    by_server: dict[str, list[int]] = field(default_factory=dict)

    @property
    def key_fit(self) -> int:
        """Advertised non-standard keys the profile has, minus those it lacks."""
        keys = set(self.profile.rpcs.values())
        return len(self.advertised & keys) - len(self.advertised - keys)


@dataclass(frozen=True)
class ProfileChoice:
    """The chosen profile and why, in one line (``reason``).

    ``mirror_frames``: how many mirror frames the choice rests on (0: none
    seen, the default was taken); ``scores``: profile name -> clean frames;
    ``tie``: two or more profiles decoded as many frames cleanly (the reason
    says how the tie was broken; the CLI always prints the line then).
    """

    profile: Profile
    reason: str
    mirror_frames: int
    scores: dict[str, int]
    tie: bool = False
    #: the profile chosen for the capture as a whole (``profile`` without its per-endpoint
    #: profiles); None: ``profile`` itself
    main: Profile | None = None
    #: the candidates, best first
    candidates: tuple[Profile, ...] = ()
    #: server endpoint (``address:port``) -> profile name -> (mirror frames, clean ones)
    #: there, from the sample: the evidence :mod:`dissector.analysis.bycluster` pools per
    #: cluster
    by_server: dict[str, dict[str, tuple[int, int]]] = field(default_factory=dict)

    @property
    def line(self) -> str:
        """``profile NAME (auto: REASON)``, as the CLI prints it."""
        return f"profile {self.profile.name} (auto: {self.reason})"


def _clean(expert: list[str]) -> bool:
    """No expert flag but ``truncated`` (the capture's fault, not the profile's)."""
    return all(e.startswith("truncated@") for e in expert)


def _candidates() -> list[Profile]:
    names = available_profiles()
    names.sort(key=lambda n: (n != DEFAULT_PROFILE, n))
    return [load_profile(n) for n in names]


def _scan(
    paths: Sequence[str | os.PathLike],
    ports: Iterable[int],
    profile: Profile,
    mirror_keys: frozenset[int],
    quiet_bytes: int | None,
    detect: bool = False,
    until: int | None = None,
    vxlan_ports: tuple[int, ...] = (),
) -> _Score | None:
    """Decode the start of each capture with ``profile``; None when no mirror frame was met
    in the first ``quiet_bytes`` of any capture (only checked when ``quiet_bytes`` is set).
    ``until``: stop once this many bytes are read (where the first candidate met its last
    mirror frame: every candidate judges the same frames, and a capture with a few mirror
    frames at its start is not read to :data:`SCAN_BYTES` once per candidate)."""
    score = _Score(profile)
    met = False
    limit = SCAN_BYTES if until is None else min(until, SCAN_BYTES)
    for path in _one_capture(paths):
        dis = Dissector(ports, profile, detect=detect, vxlan_ports=vxlan_ports)
        msgs = dis.feed_path(path)
        try:
            last_ns = None
            for m in msgs:
                k = m.api_key
                pos = dis.reader.position if dis.reader is not None else 0
                if (
                    k in mirror_keys
                    and m.kind in ("request", "response")
                    and (m.mirror or k not in API_NAMES)  # not Kafka's API at its endpoint
                ):
                    met = True
                    score.frames += 1
                    score.last_at = pos
                    last_ns = m.ts_ns
                    clean = m.mirror and m.body is not None and _clean(m.expert)
                    score.clean += clean
                    server = (
                        f"{m.dst}:{m.dport}" if m.kind == "request" else f"{m.src}:{m.sport}"
                    )
                    counts = score.by_server.setdefault(server, [0, 0])
                    counts[0] += 1
                    counts[1] += clean
                    score.decodes[(m.frame, m.kind)] = Decoded(
                        m.frame, m.kind, m.api_name if m.mirror else None, m.body, clean
                    )
                    if score.frames >= SAMPLE:
                        return score
                elif last_ns is not None and m.ts_ns > last_ns + QUIET_NS:
                    break  # the mirror conversation met is over: the sample is taken
                if pos > limit or (quiet_bytes is not None and not met and pos > quiet_bytes):
                    break
        finally:
            msgs.close()
    if quiet_bytes is not None and not met:
        return None
    return score


def choose_profile(
    paths: str | os.PathLike | Sequence[str | os.PathLike],
    ports: Iterable[int] = DEFAULT_PORTS,
    candidates: Sequence[Profile] | None = None,
    detect: bool = False,
    vxlan_ports: Iterable[int] = (),
) -> ProfileChoice:
    """The profile whose specs decode the mirror frames of ``paths`` cleanly (module docstring).

    Several paths (or a directory, a glob) are one capture; ``detect``: Kafka
    found on other ports too (:mod:`dissector.frames.detection`); ``vxlan_ports``: UDP
    ports read as VXLAN besides 4789.  Profiles that fit equally are a tie, broken by
    :func:`dissector.pipeline.tie.break_tie` (never an error).  Raises
    :class:`dissector.errors.CaptureError` for a file that is not a capture.
    Warnings about cut captures are left to the read that follows.
    """
    if isinstance(paths, str | os.PathLike):
        paths = [paths]
    ports = tuple(ports)
    vx = tuple(vxlan_ports)
    profiles = list(candidates) if candidates is not None else _candidates()
    default = next((p for p in profiles if p.name == DEFAULT_PROFILE), profiles[0])
    mirror_keys = frozenset(k for p in profiles for k in p.rpcs.values())
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", CaptureWarning)
        first = _scan(paths, ports, profiles[0], mirror_keys, QUIET_BYTES, detect, None, vx)
        if first is None:
            return ProfileChoice(default, "no mirror traffic", 0, {})
        scores = [first]
        scores += [
            _scan(paths, ports, p, mirror_keys, None, detect, first.last_at, vx)
            for p in profiles[1:]
        ]
        best_clean = max(s.clean for s in scores)
        if best_clean and sum(s.clean == best_clean for s in scores) > 1:
            advertised = _advertised(paths, ports, detect, mirror_keys, vx)
            for s in scores:
                s.advertised = advertised
    frames = max(s.frames for s in scores)
    counts = {s.profile.name: s.clean for s in scores}
    ranked = sorted(scores, key=lambda s: (s.clean, s.key_fit), reverse=True)
    best = ranked[0]
    others = ", ".join(f"{s.profile.name} {s.clean} of {s.frames}" for s in ranked[1:])
    if best.clean == 0:
        return ProfileChoice(
            default,
            f"none of the {frames} mirror frames decodes cleanly with any profile ({others})",
            frames,
            counts,
        )
    tied = [s for s in ranked if (s.clean, s.key_fit) == (best.clean, best.key_fit)]
    if len(tied) > 1:
        adv = _ranges(best.advertised) if best.advertised else ""
        chosen, why = break_tie(
            [s.profile for s in tied], [s.decodes for s in tied], best.clean, frames, adv
        )
        main = chosen
        chosen, why = _per_endpoint(chosen, why, scores)
        return ProfileChoice(chosen, why, frames, counts, True, main, *_evidence(ranked))
    reason = f"{best.clean} of {best.frames} mirror frames decode cleanly"
    if others:
        reason += f", {others}"
    runner = ranked[1] if len(ranked) > 1 else None
    if runner is not None and runner.clean == best.clean and best.advertised:
        reason += f"; brokers advertise {_ranges(best.advertised)}"
    chosen, reason = _per_endpoint(best.profile, reason, scores)
    return ProfileChoice(chosen, reason, frames, counts, False, best.profile, *_evidence(ranked))


def _evidence(
    ranked: list[_Score],
) -> tuple[tuple[Profile, ...], dict[str, dict[str, tuple[int, int]]]]:
    """The candidates best first, and each server endpoint's (frames, clean) per candidate."""
    by_server: dict[str, dict[str, tuple[int, int]]] = {}
    for s in ranked:
        for server, (n, clean) in s.by_server.items():
            by_server.setdefault(server, {})[s.profile.name] = (n, clean)
    return tuple(s.profile for s in ranked), by_server


def _per_endpoint(chosen: Profile, reason: str, scores: list[_Score]) -> tuple[Profile, str]:
    """One profile per server endpoint where the capture's clusters speak different
    revisions: an endpoint whose mirror frames another candidate decodes cleanly more of
    than ``chosen`` does gets that one (:meth:`Profile.per_endpoint`), and the reason says
    which, e.g. ``...; per endpoint: 10.0.0.2:9092 kip1279-cl3-2026-07 (28 of 28 there,
    kip1279-late-2026 11)``."""
    mine = next(s for s in scores if s.profile is chosen)
    servers: dict[str, Profile] = {}
    said = []
    for server, (n, clean) in sorted(mine.by_server.items()):
        there = max(scores, key=lambda s: (s.by_server.get(server, [0, 0])[1], s is mine))
        best = there.by_server.get(server, [0, 0])[1]
        if there is mine or best <= clean:
            continue
        servers[server] = there.profile
        said.append(f"{server} {there.profile.name} ({best} of {n} there, {chosen.name} {clean})")
    if not servers:
        return chosen, reason
    return chosen.per_endpoint(servers), f"{reason}; per endpoint: {', '.join(said)}"


def _one_capture(paths: Sequence[str | os.PathLike]) -> list:
    """Several paths are one capture (:mod:`dissector.capture.sets`): scanned as one."""
    return [paths[0]] if len(paths) == 1 else [list(paths)]


def _advertised(
    paths: Sequence[str | os.PathLike],
    ports: tuple[int, ...],
    detect: bool = False,
    mirror: frozenset[int] = frozenset(),
    vxlan_ports: tuple[int, ...] = (),
) -> set[int]:
    """API keys the ApiVersions responses in the first SCAN_BYTES advertise that are not
    Kafka's, or that are in ``mirror`` (the candidates' mirror keys: Kafka 4.4's 94 too)."""
    out: set[int] = set()
    for path in _one_capture(paths):
        dis = Dissector(
            ports,
            load_profile(DEFAULT_PROFILE),
            always={_API_VERSIONS},
            detect=detect,
            vxlan_ports=vxlan_ports,
        )
        msgs = dis.feed_path(path)
        try:
            for m in msgs:
                if m.api_key == _API_VERSIONS and m.kind == "response" and m.body:
                    out.update(
                        e.get("api_key")
                        for e in m.body.get("api_keys") or []
                        if e.get("api_key") not in API_NAMES or e.get("api_key") in mirror
                    )
                if dis.reader is not None and dis.reader.position > SCAN_BYTES:
                    break
        finally:
            msgs.close()
    return out


def _ranges(keys: set[int]) -> str:
    """``{94, 95, 96, 98}`` -> ``94-96, 98``."""
    out: list[str] = []
    for k in sorted(keys):
        if out and out[-1].split("-")[-1] == str(k - 1):
            out[-1] = f"{out[-1].split('-')[0]}-{k}"
        else:
            out.append(str(k))
    return ", ".join(out)


def resolve_profile(
    profile: Profile | str | os.PathLike | None,
    paths: str | os.PathLike | Sequence[str | os.PathLike],
    ports: Iterable[int] = DEFAULT_PORTS,
    detect: bool = False,
) -> Profile:
    """A Profile from what a caller passed: a Profile as is, None for the default,
    ``"auto"`` chosen from ``paths`` (:func:`choose_profile`), else a name or folder."""
    if isinstance(profile, Profile):
        return profile
    if profile is None:
        return load_profile(DEFAULT_PROFILE)
    if str(profile) == AUTO:
        return choose_profile(paths, ports, detect=detect).profile
    return load_profile(profile)


#: Mirror frames of the sample a named profile may fail before :func:`misfit` speaks:
#: more than this many, and more than :data:`MISFIT_SHARE` of them.
MISFIT_FRAMES = 3
#: The share of the sample's mirror frames a named profile may fail before :func:`misfit` speaks.
MISFIT_SHARE = 0.10


@dataclass(frozen=True)
class Misfit:
    """A named profile that leaves ``bad`` of the ``frames`` mirror frames of a sample
    malformed, where profile ``better`` decodes ``good`` of them cleanly; ``line``:
    what the CLI says of it."""

    profile: str
    bad: int
    frames: int
    better: str
    good: int

    @property
    def line(self) -> str:
        """``B of N mirror frames do not decode cleanly with profile P; Q decodes them ...``."""
        does = "decodes them" if self.good == self.frames else f"decodes {self.good} cleanly"
        return (
            f"{self.bad} of {self.frames} mirror frames do not decode cleanly with profile "
            f"{self.profile}; {self.better} {does} (try --profile auto or --profile "
            f"{self.better})"
        )


def misfit(
    paths: str | os.PathLike | Sequence[str | os.PathLike],
    profile: Profile,
    ports: Iterable[int] = DEFAULT_PORTS,
    detect: bool = False,
    vxlan_ports: Iterable[int] = (),
) -> Misfit | None:
    """What says that ``profile`` (given by name) leaves a share of the mirror
    frames of ``paths`` malformed, naming the shipped profile that decodes more of them;
    None when it fits (at most :data:`MISFIT_FRAMES` or :data:`MISFIT_SHARE` of the
    sample fail), when no mirror frame is met, or when no other profile does better.

    Scored as :func:`choose_profile` scores its candidates (``profile`` first, then the
    shipped ones), on the same sample: the counts are of the sample, up to :data:`SAMPLE`
    mirror frames, e.g. ``20 of 34 mirror frames do not decode cleanly with profile
    kip1279-seed; kip1279-cl3-2026-07 decodes them (try --profile auto or --profile
    kip1279-cl3-2026-07)``.  Raises what :func:`choose_profile` raises."""
    others = [p for p in _candidates() if p.name != profile.name]
    choice = choose_profile(paths, ports, [profile, *others], detect, vxlan_ports)
    frames = choice.mirror_frames
    mine = choice.scores.get(profile.name, 0)
    bad = frames - mine
    if not frames or bad <= MISFIT_FRAMES or bad <= MISFIT_SHARE * frames:
        return None
    best = max(others, key=lambda p: choice.scores.get(p.name, 0), default=None)
    if best is None or choice.scores.get(best.name, 0) <= mine:
        return None
    return Misfit(profile.name, bad, frames, best.name, choice.scores[best.name])
