"""The fuzzer's loss strategies (issue 31.7-31.10, 26.2): the same traffic, as networks
deliver it, gives the seed's messages.

scripts/fuzz.py's :data:`PRESERVING` strategies each keep every Kafka byte of a seed
capture: a data segment captured after the peer's ACK of it, IPv4 fragments whose rest
came on a second pcapng interface of another link type, a pcap whose link type carries
the FCS flag (each packet with its FCS), the largest datagram in 8-byte fragments out of
order, the whole capture as IPv6 with Fragment headers.  Each, applied to committed
captures with several random seeds, must give exactly the seed's messages (direction,
api_key, correlation_id, length, expert words), and never take more than
:data:`CALLS_PER_PACKET` function calls a packet (no quadratic reassembly).
"""

from __future__ import annotations

import functools
import random
import warnings

import pytest

from dissector.pipeline.dissector import Dissector

from helpers import CAPTURES, CASES, counted, fuzz_script

FUZZ = fuzz_script()
PORTS = FUZZ.PORTS
SEEDS = [CAPTURES / "clients.pcap", CAPTURES / "basic.pcapng", CASES / "ndpi-kafka.pcapng"]
#: Function calls a read may make per packet of the capture (today about 300 on these
#: seeds, whatever the strategy; a reassembly that goes back over every fragment each time
#: one arrives is thousands).
CALLS_PER_PACKET = 1500


def messages(path) -> list:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        msgs = Dissector(PORTS).feed_path(str(path))
        return sorted(
            ((m.direction, m.api_key, m.correlation_id, m.length, tuple(sorted(m.expert)))
             for m in msgs),
            key=repr,
        )


@functools.cache
def seed_messages(path) -> list:
    return messages(path)


@pytest.mark.parametrize("strategy", FUZZ.PRESERVING, ids=lambda s: s.__name__)
@pytest.mark.parametrize("seed", SEEDS, ids=lambda p: p.name)
def test_a_strategy_that_keeps_every_byte_keeps_every_message(tmp_path, strategy, seed):
    want = seed_messages(seed)  # (also the first read, which imports and fills caches)
    applied = 0
    for k in range(3):
        buf, what = FUZZ.preserve(seed.read_bytes(), strategy, random.Random(k))
        if not what:
            continue
        applied += 1
        path = tmp_path / f"{k}{seed.suffix}"
        path.write_bytes(buf)
        with counted() as w:
            got = messages(path)
        assert got == want, (strategy.__name__, what, k)
        packets = len(FUZZ.parse_capture(buf).packets())
        assert w.calls <= CALLS_PER_PACKET * packets + 200_000, (what, w.calls, packets)
    if strategy is FUZZ.s_fcs:
        assert applied == (3 if seed.suffix == ".pcap" else 0)  # a pcap's header only
    else:
        assert applied == 3


def test_the_loop_reports_a_loss(tmp_path, monkeypatch):
    """check_loss: the seed's messages again is fine; one fewer is a ``loss`` failure."""
    seed = CASES / "apiversions-v0-fallback.pcap"
    cache: dict = {}
    assert FUZZ.check_loss(seed, str(seed), "same", cache).failure is None
    cap = FUZZ.parse_capture(seed.read_bytes())
    first = next(i for i, r in enumerate(cap.records) if FUZZ.tcp_payload(r))
    del cap.records[first]
    path = tmp_path / "less.pcap"
    path.write_bytes(cap.dump())
    out = FUZZ.check_loss(seed, str(path), "dropped", cache)
    assert out.failure is not None and out.failure.startswith("loss dropped: ")
