"""One profile per cluster: ``--profile auto`` where a capture's clusters speak different
KIP-1279 revisions, and ``--profile CLUSTER=NAME``.

Owns: :func:`capture_clusters`, which reads a capture once and groups its addresses into
clusters as the analysis does (:func:`dissector.analysis.clusters.resolve_clusters`, each
cluster's mirror RPCs read with its own profile's roles), and :func:`per_cluster`, which
turns :func:`dissector.pipeline.choice.choose_profile`'s per-endpoint choice into one choice
per cluster: the sample's evidence of all the brokers of a cluster is pooled (mirror frames
decoding cleanly with each candidate, summed over its server endpoints), the candidate with
most wins for the whole cluster (a tie keeps the capture's profile), and every address of the
cluster -- those the sample never met too, e.g. a broker first seen later, named in a
Metadata response's broker list -- is decoded with it.

The common case costs nothing: where the sample found every endpoint fits the capture's
profile (``choice.profile`` has no ``per_server``), :func:`per_cluster` returns the choice
as it is, without reading the capture again.  A mixed capture is read once more here.

Must not import: the CLI, pandas.
"""

from __future__ import annotations

import os
import warnings
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import replace

from ..errors import CaptureWarning
from ..pipeline.choice import ProfileChoice, choose_profile
from ..profiles.profile import Profile
from .clusters import Clusters, resolve_clusters
from .collect import Collector
from .files import make_dissector

__all__ = ["capture_clusters", "choose_per_cluster", "cluster_members", "per_cluster"]


def capture_clusters(
    paths: str | os.PathLike | Sequence[str | os.PathLike],
    ports: Iterable[int],
    profile: Profile,
    detect: bool = False,
    vxlan_ports: Iterable[int] = (),
) -> Clusters:
    """The clusters of a capture (several paths are one capture), its addresses grouped
    as :func:`~dissector.analysis.clusters.resolve_clusters` groups them, the capture read
    with ``profile`` (its per-endpoint profiles too).  Warnings about cut captures are
    left to the read that follows.  Raises :class:`dissector.errors.CaptureError` for a
    file that is not a capture."""
    if isinstance(paths, str | os.PathLike):
        paths = [paths]
    source = os.fspath(paths[0]) if len(paths) == 1 else [os.fspath(p) for p in paths]
    d = make_dissector(ports, profile, detect=detect, vxlan_ports=vxlan_ports)
    coll = Collector(None, roles=profile.roles)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", CaptureWarning)
        msgs = d.feed_path(source)
        try:
            for m in msgs:
                coll.add(m)
        finally:
            msgs.close()
    return resolve_clusters(coll.finish(), profile)


def cluster_members(clusters: Clusters) -> dict[str, list[str]]:
    """Cluster label -> its addresses (sorted), from :func:`capture_clusters`."""
    out: dict[str, list[str]] = defaultdict(list)
    for addr, label in sorted(clusters.of.items()):
        out[label].append(addr)
    return dict(out)


def per_cluster(
    choice: ProfileChoice,
    paths: str | os.PathLike | Sequence[str | os.PathLike],
    ports: Iterable[int],
    detect: bool = False,
    vxlan_ports: Iterable[int] = (),
) -> ProfileChoice:
    """``choice`` made per cluster (module docstring): its profile decodes every address
    of a cluster whose pooled evidence another candidate fits better with that candidate,
    and its reason ends ``per cluster: LABEL NAME (C of N there, OTHER C2)`` instead of
    the per-endpoint list.  Unchanged when the sample found no endpoint on another
    revision (the capture is not read again)."""
    main = choice.main
    if main is None or not choice.profile.per_server:
        return choice
    clusters = capture_clusters(paths, ports, choice.profile, detect, vxlan_ports)
    by_name = {p.name: p for p in choice.candidates}
    servers: dict[str, Profile] = {}
    said: list[str] = []
    for label, members in sorted(cluster_members(clusters).items()):
        pooled: dict[str, list[int]] = {}
        for addr in members:
            for name, (n, clean) in choice.by_server.get(addr, {}).items():
                counts = pooled.setdefault(name, [0, 0])
                counts[0] += n
                counts[1] += clean
        if not pooled:
            continue
        mine = pooled.get(main.name, [0, 0])
        best = max(pooled, key=lambda n: (pooled[n][1], n == main.name))
        if best == main.name or pooled[best][1] <= mine[1]:
            continue
        for addr in members:
            servers[addr] = by_name[best]
        said.append(
            f"{label} {best} ({pooled[best][1]} of {pooled[best][0]} there, {main.name} {mine[1]})"
        )
    reason = choice.reason.split("; per endpoint: ", 1)[0]
    prof = main.per_endpoint(servers)
    if said:
        reason += f"; per cluster: {', '.join(said)}"
    return replace(choice, profile=prof, reason=reason)


def choose_per_cluster(
    paths: str | os.PathLike | Sequence[str | os.PathLike],
    ports: Iterable[int],
    detect: bool = False,
    vxlan_ports: Iterable[int] = (),
) -> ProfileChoice:
    """``--profile auto``: :func:`~dissector.pipeline.choice.choose_profile`, then
    :func:`per_cluster` (which reads nothing more when every endpoint fits one profile)."""
    ports = tuple(ports)
    choice = choose_profile(paths, ports, detect=detect, vxlan_ports=vxlan_ports)
    return per_cluster(choice, paths, ports, detect, vxlan_ports)
