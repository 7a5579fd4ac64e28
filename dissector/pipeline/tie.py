"""Profiles that decode a capture's mirror frames equally well: which one, and on what grounds.

Owns: :func:`break_tie`, the second half of ``--profile auto``
(:mod:`dissector.pipeline.choice` counts the clean decodes; this module is
asked when two or more profiles decode the same number of frames cleanly and
the brokers' ApiVersions responses do not tell them apart by their keys).  It
never refuses: every tie ends with one profile and a phrase saying why.

1. The tied decodes are compared frame by frame, value by value in wire order
   (field names aside: revisions rename fields on the same wire), with each
   partition state read as its name in that profile's numbering.  Equal: it
   does not matter which profile is used; the newest is, and the phrase says so.
2. They differ (a state code that names another state, a frame only one
   decodes cleanly): the evidence on the wire votes, each signal for the
   profiles it fits best:

   - ``tagged``: tagged fields a profile does not know (kept as unknown tags);
   - ``states``: a DescribeClusterMirrors/DescribeMirrors state *string* against
     the int8 state of the same partition in the Read/WriteMirrorStates met last
     (and state strings that are no state name of the profile);
   - ``transitions``: consecutive int8 states of a partition that the profile's
     state machine does not allow.

   The profile with the most votes wins; no vote, or equal votes: the newest
   (``profile.json`` ``date``; undated ones are the oldest).  The phrase says
   that it was a tie, what differed, each signal's counts and how to choose.

Must not import: the CLI, pandas or the analysis.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from ..profiles.profile import DEFAULT_PROFILE, Profile
from ..wire.specs import snake_case

__all__ = ["Decoded", "break_tie"]


@dataclass(frozen=True)
class Decoded:
    """One mirror frame as one profile decoded it: its RPC, body (None: not decoded) and
    whether it decoded cleanly."""

    frame: int
    kind: str
    rpc: str | None
    body: dict | None
    clean: bool


def _leaves(value: Any, states: dict[int, str], keys: frozenset[str], path: str = "") -> Iterator:
    """(path, value) of every leaf in wire order; a state code as its name (``State=2`` ->
    ``MIRRORING``), unknown tagged fields as one leaf each."""
    if isinstance(value, dict):
        for k, v in value.items():
            p = f"{path}.{k}" if path else k
            if k == "_unknown_tags":
                for tag in sorted(v):
                    yield f"{p}[{tag}]", ("unknown tag", v[tag])
            elif k in keys and isinstance(v, int) and not isinstance(v, bool):
                yield p, states.get(v, f"state {v}")
            else:
                yield from _leaves(v, states, keys, p)
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _leaves(v, states, keys, f"{path}[{i}]")
    else:
        yield path, value


def _state_keys(p: Profile) -> frozenset[str]:
    return frozenset(snake_case(f) for f in p.state_fields)


def _difference(profiles: Sequence[Profile], decodes: Sequence[dict]) -> tuple[int, str]:
    """How many frames the tied decodes disagree on, and the first difference in words."""
    frames = sorted(set().union(*decodes))
    differ, first = 0, ""
    for key in frames:
        got = [d.get(key) for d in decodes]
        cleans = [g is not None and g.clean for g in got]
        if not all(cleans):
            differ += 1
            if not first:
                ok = [p.name for p, c in zip(profiles, cleans, strict=True) if c]
                first = f"frame {key[0]} decodes cleanly only with {', '.join(ok) or 'none'}"
            continue
        leaves = [
            list(_leaves(g.body, p.states, _state_keys(p)))  # type: ignore[union-attr]
            for p, g in zip(profiles, got, strict=True)
        ]
        values = [[v for _p, v in ls] for ls in leaves]
        if all(v == values[0] for v in values[1:]):
            continue
        differ += 1
        if not first:
            first = _first_difference(profiles, got, leaves)
    return differ, first


def _first_difference(profiles, got, leaves) -> str:
    a = leaves[0]
    for i, (path, va) in enumerate(a):
        others = [ls[i][1] if i < len(ls) else None for ls in leaves[1:]]
        if any(o != va for o in others):
            said = ", ".join(
                f"{_shown(ls[i][1] if i < len(ls) else None)} with {p.name}"
                for p, ls in zip(profiles, leaves, strict=True)
            )
            return f"frame {got[0].frame} {got[0].rpc} {got[0].kind} {path}: {said}"
    return f"frame {got[0].frame} {got[0].rpc} {got[0].kind}: a different number of fields"


def _shown(v: Any) -> str:
    if isinstance(v, tuple):
        return "an unknown tagged field"
    return str(v)


# ------------------------------------------------------------------ signals


def _unknown_tags(decodes: dict) -> int:
    n = 0
    for d in decodes.values():
        if d.body is not None and d.clean:
            n += sum(1 for path, v in _leaves(d.body, {}, frozenset()) if isinstance(v, tuple))
    return n


def _observations(p: Profile, decodes: dict) -> tuple[list, list]:
    """``(int states, state strings)``: ``(frame, topic, partition, value)`` in frame order,
    read through the profile's roles (Read/WriteMirrorStates, Describe)."""
    roles = p.roles
    ints: list[tuple] = []
    texts: list[tuple] = []
    if not roles:
        return ints, texts
    for key in sorted(decodes):
        d = decodes[key]
        role = roles.role_of(d.rpc)
        if d.body is None or not d.clean or role is None:
            continue
        path = roles.path(role, d.kind, "state")
        if path is None:
            continue
        for topic, part, state in roles.rows(role, d.kind, d.body, "topic", "partition", "state"):
            if state is None:
                continue
            row = (d.frame, topic, part, state)
            if path.is_text:
                texts.append(row)
            elif isinstance(state, int):
                ints.append(row)
    return ints, texts


def _state_fit(p: Profile, ints: list, texts: list) -> tuple[int, int]:
    """(agree, disagree): state strings against the int8 state of the same partition."""
    names = set(p.states.values())
    agree = disagree = 0
    for frame, topic, part, text in texts:
        if text not in names:
            disagree += 1
            continue
        same = [r for r in ints if r[1] == topic and r[2] == part]
        before = [r for r in same if r[0] <= frame]
        near = before[-1] if before else (same[0] if same else None)
        if near is None:
            continue
        if p.states.get(near[3]) == text:
            agree += 1
        else:
            disagree += 1
    return agree, disagree


def _illegal(p: Profile, ints: list) -> tuple[int, str]:
    """Consecutive int8 states of a partition the profile's state machine forbids."""
    machine = p.roles.machine if p.roles else None
    if machine is None or not machine.enter:
        return 0, ""
    last: dict[tuple, str] = {}
    n, first = 0, ""
    for frame, topic, part, code in ints:
        name = p.states.get(code, f"state {code}")
        prev = last.get((topic, part))
        last[(topic, part)] = name
        if prev is None or prev == name:
            continue
        rule = machine.enter.get(name)
        allowed = rule[0] if rule is not None else frozenset()
        if allowed is not None and prev not in allowed:
            n += 1
            first = first or f"{prev} -> {name} in frame {frame}"
    return n, first


def break_tie(
    profiles: Sequence[Profile],
    decodes: Sequence[dict],
    clean: int,
    frames: int,
    advertised: str = "",
) -> tuple[Profile, str]:
    """The profile a tie goes to and the phrase saying why (module docstring).

    ``decodes``: per profile, ``(frame, kind)`` -> :class:`Decoded`; ``clean`` of
    ``frames`` mirror frames decode cleanly with each; ``advertised``: the keys the
    brokers' ApiVersions responses advertise (``94-105``; "" when none was seen), which
    fit the tied profiles equally (else there would be no tie).
    """
    names = " and ".join(p.name for p in profiles)
    head = f"tie: {names} each decode {clean} of {frames} mirror frames cleanly"
    if advertised:
        head += f" and fit the keys the brokers advertise ({advertised}) alike"
    how = "choose with --profile NAME"
    differ, first = _difference(profiles, decodes)
    if not differ:
        newest, which = _newest(profiles)
        return newest, (
            f"{head}, field for field the same: it does not matter which; "
            f"{newest.name} ({which}) used; {how}"
        )
    votes = {p.name: 0 for p in profiles}
    grounds: list[str] = []

    def vote(scores: dict[str, int], said: str) -> None:
        if len(set(scores.values())) > 1:
            best = max(scores.values())
            for name, s in scores.items():
                votes[name] += s == best
            grounds.append(said)

    tags = {p.name: _unknown_tags(d) for p, d in zip(profiles, decodes, strict=True)}
    vote(
        {k: -v for k, v in tags.items()},
        "tagged fields unknown to "
        + ", ".join(f"{k}: {v}" for k, v in tags.items()),
    )
    obs = {p.name: _observations(p, d) for p, d in zip(profiles, decodes, strict=True)}
    fit = {p.name: _state_fit(p, *obs[p.name]) for p in profiles}
    vote(
        {k: a - d for k, (a, d) in fit.items()},
        "state strings against the int8 state of the same partition: "
        + ", ".join(f"{a} agree and {d} disagree with {k}" for k, (a, d) in fit.items()),
    )
    bad = {p.name: _illegal(p, obs[p.name][0]) for p in profiles}
    vote(
        {k: -n for k, (n, _f) in bad.items()},
        "transitions not allowed: "
        + ", ".join(f"{n} with {k}" + (f" ({f})" if f else "") for k, (n, f) in bad.items()),
    )
    what = f"their decodes differ in {differ} frame{'s' if differ != 1 else ''} ({first})"
    top = max(votes.values())
    leaders = [p for p in profiles if votes[p.name] == top]
    if grounds and len(leaders) == 1:
        chosen = leaders[0]
        return chosen, f"{head}; {what}; {chosen.name} on the grounds: {'; '.join(grounds)}; {how}"
    chosen, which = _newest(leaders)
    if grounds:
        why = f"the grounds do not settle it ({'; '.join(grounds)})"
    else:
        why = "no ApiVersions response, tagged field, state string or transition tells them apart"
    return chosen, f"{head}; {what}; {why}: {chosen.name} ({which}) used; {how}"


def _newest(profiles: Sequence[Profile]) -> tuple[Profile, str]:
    """The newest profile (``date``), and how it was picked: ``the newest``, or among
    equally dated ones the default profile, else the first by name."""
    top = max(p.date for p in profiles)
    same = [p for p in profiles if p.date == top]
    if len(same) == 1:
        return same[0], f"the newest, {top}"
    default = next((p for p in same if p.name == DEFAULT_PROFILE), None)
    if default is not None:
        return default, "the default; the others are no newer"
    first = min(same, key=lambda p: p.name)
    return first, "the first by name; none is newer"
