"""The one-pass decoders (``dissector.wire.onepass``) against the general path they shortcut.

Every standard body of every committed capture (``captures/``, ``tests/data/cases``,
``tests/data/fuzz``) is decoded by :func:`decode_standard_coded` (one pass where it
can) and by :func:`decode_standard_reference` (checker, kio's reader, converter, else
the codec): the same dict, value types included, the same error code as the rule
gives on the reference dict, the same Malformed (class, word, offset, detail).  The
same holds for bodies cut short and with bytes overwritten.

The decoders and checkers written at build time: ``python -m codegen`` writes the
one-pass decoders of every standard body (``dissector/wire/gen_onepass_*.py``) and
the checkers of every layout of the error-code scan (``gen_checkers_*.py``) from the
generators that otherwise write and ``exec`` them on first use; the run time takes
the written ones (compiled by the accelerator when it is built).  Every body and
layout takes them, and they give the same answers as the executed ones on the bodies
of the captures, cut short and overwritten.  (That they are what the generators
write today: ``tests/codegen``'s ``python -m codegen --check``; compiled against
pure Python: ``tests/native``.)
"""

from __future__ import annotations

import random
from functools import cache
from pathlib import Path

import pytest

from dissector.decode import decoding
from dissector.errors import Malformed
from dissector.kafka.facts import scan_layouts
from dissector.pipeline.dissector import Dissector
from dissector.wire.checkers import gen_check
from dissector.wire.entity import Field, Info
from dissector.wire.errorcode import error_code_of, layout_info
from dissector.wire.onepass import fast_decoder, gen_decode, info_at, layouts
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
    """Each (api_key, version, kind) of the layouts file has a decoder, and the generator
    writes and executes one for each (no spec it misses)."""
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
    for i in set(layouts()[1].values()):
        assert callable(gen_decode(info_at(i)))


def _api_versions_v3_fields() -> bytes:
    """A captured ApiVersions v3 response body without its tagged-field section."""
    for path in CAPTURES:
        for k, v, kind, raw, at, end, _ in bodies(path):
            if (k, v, kind) != (18, 3, "response"):
                continue
            body = raw[at:end]
            for cut in range(40, 0, -1):  # Tansu sends all four tagged fields (20 bytes)
                fields = body[:-cut]
                whole = fields + b"\0"
                args = (k, v, kind, whole, 0, len(whole))
                if outcome(decode_standard_reference, args)[0] == "ok":
                    return fields
    raise AssertionError("no ApiVersions v3 response in the captures")


_FEATURE = b"\x04abc" + b"\x00\x01\x00\x07" + b"\x00"  # name "abc", versions 1-7, no tags
SECTIONS = {
    "epoch": b"\x01\x01\x08" + b"\x00" * 7 + b"\x05",
    "epoch and ready": b"\x02\x01\x08" + b"\x00" * 7 + b"\x05" + b"\x03\x01\x01",
    "no features": b"\x01\x00\x01\x01",
    "one feature": b"\x01\x00" + bytes([1 + len(_FEATURE)]) + b"\x02" + _FEATURE,
    "feature with a tag": b"\x01\x00\x0d\x02\x04abc\x00\x01\x00\x07\x01\x05\x01\x00",
    "null features": b"\x01\x00\x01\x00",
    "bool 2": b"\x01\x03\x01\x02",
    "short value": b"\x01\x03\x02\x01\x00",
    "unknown tag": b"\x01\x09\x02\xab\xcd",
    "known and unknown": b"\x02\x01\x08" + b"\x00" * 8 + b"\x09\x00",
    "out of order": b"\x02\x03\x01\x01\x01\x08" + b"\x00" * 8,
    "twice": b"\x02\x03\x01\x01\x03\x01\x00",
    "size past the end": b"\x01\x03\x09\x01",
    "count past the end": b"\x05\x03\x01\x01",
}


@pytest.mark.parametrize("name", SECTIONS)
def test_one_pass_agrees_on_tagged_fields(name):
    """Known, unknown, null, bad and misplaced tagged fields (kio's reader refuses some: the
    codec then decodes them), spliced into a captured ApiVersions v3 response."""
    body = _api_versions_v3_fields() + SECTIONS[name]
    assert_same((18, 3, "response", body, 0, len(body), 0))


@pytest.mark.parametrize("kind", [bytearray, memoryview], ids=lambda k: k.__name__)
def test_one_pass_agrees_on_other_buffers(kind):
    """A frame handed over as a bytearray or a memoryview decodes as its bytes do."""
    for k, v, what, raw, at, end, base in bodies(ROOT / "captures" / "clients.pcap"):
        assert_same((k, v, what, kind(raw), at, end, base))


# ------------------------------------------- written at build time, executed at run time


def outcome_st(fn, *args):
    """What ``fn(*args)`` gives: ``("ok", value, st)``, or the exception's class and words."""
    st = list(args[-1])
    try:
        return "ok", fn(*args[:-1], st), st
    except Malformed as e:
        return "bad", (type(e).__name__, e.word, e.offset, e.detail), st
    except Exception as e:  # a decoder's refusal
        return "refused", type(e).__name__, st


def test_every_standard_body_takes_the_decoder_written_at_build_time():
    entities, index = layouts()
    for key, i in index.items():
        dec = fast_decoder(*key)
        assert dec.__module__.startswith("dissector.wire.gen_onepass_"), key
        assert dec.__name__ == f"d{i}_{entities[i][0]}"
    assert len(index) > 500


def test_every_scan_layout_takes_the_checker_written_at_build_time():
    entities, _responses = scan_layouts()
    for i in range(len(entities)):
        check = layout_info(i).check
        assert check.__module__.startswith("dissector.wire.gen_checkers_"), i
        assert check.__name__ == f"c{i}_{entities[i][0]}"


def _executed_checkers() -> list[Info]:
    """The scan layouts' checkers as :func:`gen_check` executes them (no written module)."""
    entities, responses = scan_layouts()
    tops = set(responses.values())
    infos: list[Info] = []
    for i, (name, flexible, fields) in enumerate(entities):
        info = Info(type(name, (), {"__qualname__": name}), flexible, [], i in tops)
        for fname, kind, typ, nullable, tag, sub in fields:
            info.fields.append(
                Field(fname, kind, typ, nullable, tag, None if sub is None else infos[sub])
            )
        info.check = gen_check(info)
        infos.append(info)
    return infos


def _samples() -> list[tuple]:
    """A few bodies per (api_key, version, kind) of the captures, and their mutants."""
    rng = random.Random(29)
    per_key: dict[tuple, list] = {}
    for path in CAPTURES:
        for args in bodies(path):
            kept = per_key.setdefault(args[:3], [])
            if len(kept) < 2 and args[3][args[4] : args[5]] not in [
                a[3][a[4] : a[5]] for a in kept
            ]:
                kept.append(args)
    out = []
    for key, found in sorted(per_key.items()):
        for _k, _v, _kind, raw, at, end, _base in found:
            out.append((key, raw, at, end))
            out += [(key, *m) for m in mutants(raw, at, end, rng)]
    return out


def test_written_and_executed_agree_on_every_body_cut_and_overwritten():
    """Decoders and checkers: the same value or error, and the same notes in ``st``."""
    entities, index = layouts()
    _scan, responses = scan_layouts()
    executed = _executed_checkers()
    decoders: dict[int, object] = {}
    n = checked = 0
    for (k, v, kind), raw, at, end in _samples():
        i = index.get((k, v, kind))
        if i is not None:
            if i not in decoders:
                decoders[i] = gen_decode(info_at(i))
            args = (raw, at, min(end, len(raw)), [0, False])
            assert outcome_st(fast_decoder(k, v, kind), *args) == outcome_st(decoders[i], *args)
            n += 1
        j = responses.get((k, v)) if kind == "response" else None
        if j is not None:
            for strict in (False, True):
                args = (raw, at, min(end, len(raw)), [strict, 0, 0, False])
                assert outcome_st(layout_info(j).check, *args) == outcome_st(
                    executed[j].check, *args
                )
            checked += 1
    assert n > 5000 and checked > 2000
