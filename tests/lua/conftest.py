"""Fixtures of the plugin tests: ``tshark``, each Wireshark build of :mod:`tsharks` in turn."""

from __future__ import annotations

import pytest
from tsharks import TSHARKS, Tshark, tshark_or_skip


@pytest.fixture(scope="module", params=TSHARKS)
def tshark(request) -> Tshark:
    """Each tshark build in turn (skipped, with the reason, when it cannot run)."""
    return tshark_or_skip(request.param)
