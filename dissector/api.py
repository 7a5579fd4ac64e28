"""The package's reading functions as ``dissector.read_capture``, ``dissector.iter_messages``
and ``dissector.read_fields``: those of :mod:`dissector.tables.table`,
:mod:`dissector.pipeline.messages` and :mod:`dissector.tables.views`, with
``profile="auto"`` chosen per cluster (:func:`dissector.analysis.bycluster.choose_per_cluster`),
as the command line and :func:`dissector.analyze` choose it.  The layers below the analysis
choose per server endpoint (:func:`dissector.pipeline.choice.choose_profile`): they cannot
group endpoints into clusters, which takes the analysis.

Owns nothing else.  Must not import: the CLI; pandas at import time.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any

from .pipeline.dissector import DEFAULT_PORTS, Message
from .profiles.profile import AUTO_PROFILE, Profile

if TYPE_CHECKING:
    import pandas as pd

__all__ = ["iter_messages", "read_capture", "read_fields"]


def _auto(profile: Any, path: Any, ports: Iterable[int], detect: bool) -> Any:
    """``"auto"`` -> the profile chosen per cluster; anything else as given."""
    if profile is None or isinstance(profile, Profile) or str(profile) != AUTO_PROFILE:
        return profile
    from .pipeline.choice import choose_profile

    paths = [path] if isinstance(path, str | os.PathLike) else list(path)
    choice = choose_profile(paths, ports, detect=detect)
    if not choice.profile.per_server:  # one revision: the analysis is not imported
        return choice.profile
    from .analysis.bycluster import per_cluster

    return per_cluster(choice, paths, ports, detect).profile


def read_capture(
    path: str | os.PathLike,
    ports: Iterable[int] = DEFAULT_PORTS,
    profile: Profile | str | None = None,
    full: bool = False,
    **options: Any,
) -> pd.DataFrame:
    """:func:`dissector.tables.table.read_capture` (its columns, dtypes and errors), with
    ``profile="auto"`` chosen per cluster."""
    from .tables.table import read_capture as read

    profile = _auto(profile, path, tuple(ports), options.get("detect", False))
    return read(path, ports, profile, full, **options)


def iter_messages(
    path: str | os.PathLike,
    ports: Iterable[int] = DEFAULT_PORTS,
    profile: Profile | str | None = None,
    full: bool = True,
    **options: Any,
) -> Iterator[Message]:
    """:func:`dissector.pipeline.messages.iter_messages` (every message, in the order they
    complete; its errors), with ``profile="auto"`` chosen per cluster."""
    from .pipeline.messages import iter_messages as messages

    profile = _auto(profile, path, tuple(ports), options.get("detect", False))
    yield from messages(path, ports, profile, full, **options)


def read_fields(
    path: str | os.PathLike,
    ports: Iterable[int] = DEFAULT_PORTS,
    profile: Profile | str | None = None,
    **options: Any,
) -> pd.DataFrame:
    """:func:`dissector.tables.views.read_fields` (its columns, dtypes and errors), with
    ``profile="auto"`` chosen per cluster."""
    from .tables.views import read_fields as fields

    profile = _auto(profile, path, tuple(ports), options.get("detect", False))
    return fields(path, ports, profile, **options)
