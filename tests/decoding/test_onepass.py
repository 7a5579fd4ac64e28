"""The one-pass decoders (``dissector.wire.onepass``) against the general path they shortcut.

Every standard body of every committed capture (``captures/``, ``tests/data/cases``,
``tests/data/fuzz``) is decoded by :func:`decode_standard_coded` (one pass where it
can) and by :func:`decode_standard_reference` (checker, kio's reader, converter, else
the codec): the same dict, value types included, the same error code as the rule
gives on the reference dict, the same Malformed (class, word, offset, detail).  The
same holds for bodies cut short and with bytes overwritten.
"""

from __future__ import annotations

import random
from functools import cache
from pathlib import Path

import pytest

from dissector.decode import decoding
from dissector.errors import Malformed
from dissector.pipeline.dissector import Dissector
from dissector.wire.errorcode import error_code_of
from dissector.wire.onepass import fast_decoder
from dissector.wire.standard import decode_standard_coded, decode_standard_reference

ROOT = Path(__file__).resolve().parents[2]
CAPTURES = sorted(
    [
        *ROOT.glob("captures/*.pcap*"),
        *ROOT.glob("tests/data/cases/*.pcap*"),
        *ROOT.glob("tests/data/fuzz/*.pcap*"),
    ],
    key=str,
)
PORTS = (9092, 9093, 19092, 19093, 36333)


def typed(value):
    """``value`` with each leaf's type beside it (``True == 1`` must not pass)."""
    if isinstance(value, dict):
        return {k: typed(v) for k, v in value.items()}, list(value)
    if isinstance(value, list):
        return [typed(v) for v in value]
    return type(value).__name__, value


def outcome(fn, args):
    try:
        return "ok", fn(*args)
    except Malformed as e:
        return "bad", (type(e).__name__, e.word, e.offset, e.detail)


def assert_same(args) -> bool:
    """Both paths give the same answer for one body; True when it decoded."""
    ref = outcome(decode_standard_reference, args)
    fast = outcome(decode_standard_coded, args)
    if ref[0] == "bad":
        assert fast == ref, args[:3]
        return False
    assert fast[0] == "ok", (args[:3], fast)
    body, code = fast[1]
    assert typed(body) == typed(ref[1]), args[:3]
    assert code == error_code_of(ref[1]), args[:3]
    return True


@cache
def bodies(path: Path) -> list[tuple]:
    """Every standard body ``--full`` decodes in the capture, as decode_standard's arguments."""
    seen: list[tuple] = []
    real = decoding.decode_standard_coded

    def spy(k, v, kind, raw, at, end, base=0):
        seen.append((k, v, kind, bytes(raw), at, end, base))
        return real(k, v, kind, raw, at, end, base)

    decoding.decode_standard_coded = spy
    try:
        list(Dissector(PORTS, full=True).feed_path(str(path)))
    finally:
        decoding.decode_standard_coded = real
    return seen


@pytest.mark.parametrize("path", CAPTURES, ids=lambda p: p.name)
def test_one_pass_agrees_on_every_body_of_every_capture(path):
    found = bodies(path)
    for args in found:
        assert_same(args)


def test_the_captures_have_standard_bodies_and_most_take_one_pass():
    total = decoded = fast = 0
    for path in CAPTURES:
        for args in bodies(path):
            total += 1
            k, v, kind, raw, at, end, _ = args
            dec = fast_decoder(k, v, kind)
            if dec is None:
                continue
            try:
                body, p = dec(raw, at, end, [0, False])
                fast += p == end
            except Exception:
                pass
            decoded += 1
    assert total > 1000 and fast > 0.9 * decoded


def mutants(raw: bytes, at: int, end: int, rng: random.Random):
    """Bodies cut short and with one or two bytes overwritten (``(raw, at, end)``)."""
    n = end - at
    cuts = range(n) if n <= 64 else sorted(rng.sample(range(n), 48))
    for cut in cuts:
        yield raw, at, at + cut
    for _ in range(min(3 * n, 96)):
        b = bytearray(raw)
        for _ in range(rng.choice((1, 1, 2))):
            i = at + rng.randrange(n) if n else at
            if i < len(b):
                b[i] = rng.choice((0x00, 0x01, 0x02, 0x7F, 0x80, 0xFE, 0xFF, rng.randrange(256)))
        yield bytes(b), at, end
    yield raw + b"\x00", at, end + 1  # a byte too many


def test_one_pass_agrees_on_cut_and_corrupted_bodies():
    """Per (api_key, version, kind) met in the captures, a few bodies, each mutated many ways."""
    rng = random.Random(29)
    per_key: dict[tuple, list] = {}
    for path in CAPTURES:
        for args in bodies(path):
            kept = per_key.setdefault(args[:3], [])
            if len(kept) < 3 and args[3][args[4] : args[5]] not in [
                a[3][a[4] : a[5]] for a in kept
            ]:
                kept.append(args)
    checked = refused = 0
    for _key, found in sorted(per_key.items()):
        for k, v, kind, raw, at, end, base in found:
            for mraw, mat, mend in mutants(raw, at, end, rng):
                checked += 1
                refused += not assert_same((k, v, kind, mraw, mat, mend, base))
    assert checked > 5000 and 0 < refused < checked


def test_every_layout_gives_a_decoder():
    """Each (api_key, version, kind) of the layouts file builds (no spec the generator misses)."""
    import json

    from dissector.wire.onepass import LAYOUTS_FILE

    table = json.loads(LAYOUTS_FILE.read_text(encoding="utf-8"))
    n = 0
    for kind, keys in table["bodies"].items():
        for k, versions in keys.items():
            for v in versions:
                assert fast_decoder(int(k), int(v), kind) is not None
                n += 1
    assert n > 500
