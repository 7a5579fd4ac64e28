"""``iter_messages``: a capture's decoded messages, the profile named, given or chosen.

Owns: the public generator behind :func:`dissector.iter_messages`, which accepts a
profile by name, folder, object or ``"auto"`` (:mod:`dissector.pipeline.choice`,
which itself runs the :class:`~dissector.pipeline.dissector.Dissector`, so this sits above both).

Must not import: pandas, the analysis or the CLI.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator
from typing import Any

from ..decode.message import Message
from ..profiles.profile import Profile
from .choice import resolve_profile
from .dissector import DEFAULT_PORTS, Dissector

__all__ = ["iter_messages"]


def iter_messages(
    path: str | os.PathLike,
    ports: Iterable[int] = DEFAULT_PORTS,
    profile: Profile | None = None,
    full: bool = True,
    **options: Any,
) -> Iterator[Message]:
    """Every Kafka message in a capture, in the order they complete, with decoded bodies.

    ``full`` (default True here) decodes every standard body and record batch.
    ``profile``: a Profile, a profile name or folder, or ``"auto"`` (chosen from the capture).
    ``path`` and ``detect=`` as in :func:`dissector.read_capture`.
    Raises CaptureError for a file that is not a readable capture.
    """
    if profile is not None and not isinstance(profile, Profile):
        profile = resolve_profile(profile, path, ports, options.get("detect", False))
    yield from Dissector(ports, profile, full=full, **options).feed_path(path)
