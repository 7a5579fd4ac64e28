"""``analyze`` never reports a negative derived figure (issue 18), whatever the capture says.

Generators mutate the real failover and failback scenario captures: packet times
shuffled against file order (responses timed before their requests), packets
dropped (log ends the capture no longer supports, Fetch responses missing), and
both.  On every mutant, no count, offset difference or duration of any table is
negative; a contradiction is a null with its reason (``response_before_request``
notes naming the frames, ``time_reversed`` anomalies, unknown truncations).
"""

from __future__ import annotations

import random
import struct
import warnings
from pathlib import Path

import pandas as pd
import pytest

from dissector.analysis import analyze
from dissector.capture.files import iter_packets

CAPTURES = Path(__file__).resolve().parents[2] / "captures"
PORTS = (9092, 9093, 19092, 19093)

#: Derived figures (differences, counts, durations) of each table: never negative.
DERIVED = {
    "exchanges": ["latency_ms"],
    "truncations": ["records_removed"],
    "failbacks": ["failover_records_removed", "records_truncated", "time_to_mirroring_ms",
                  "time_to_mirroring_min_ms", "time_to_mirroring_max_ms"],
    "lost_writes": ["offsets"],
}


def write_pcap(path: Path, records: list[tuple[int, bytes]]) -> None:
    """A nanosecond pcap (Ethernet) of ``(ts_ns, data)`` records, in the order given."""
    out = bytearray(struct.pack("<IHHiIII", 0xA1B23C4D, 2, 4, 0, 0, 262144, 1))
    for ts, data in records:
        sec, ns = divmod(ts, 1_000_000_000)
        out += struct.pack("<IIII", sec, ns, len(data), len(data)) + data
    path.write_bytes(bytes(out))


def mutants(name: str, seed: int):
    """(label, records) variants of capture ``name``."""
    recs = [(r.ts_ns, r.data) for r in iter_packets(CAPTURES / f"{name}.pcapng")]
    rng = random.Random(seed)
    times = [t for t, _ in recs]
    # each packet's time swapped with a neighbour's (file order kept): reordered packets
    swapped = list(times)
    for i in range(0, len(swapped) - 1, 2):
        if rng.random() < 0.5:
            swapped[i], swapped[i + 1] = swapped[i + 1], swapped[i] - 1
    yield "neighbour times swapped", [(t, d) for t, (_t, d) in zip(swapped, recs, strict=True)]
    # a window of packets timed a second earlier (a second capture host's clock)
    a = rng.randrange(len(recs) // 2)
    early = [(t - 10**9 if a <= i < a + 40 else t, d) for i, (t, d) in enumerate(recs)]
    yield "a window a second early", early
    # one packet in k dropped (a lossy capture: log ends and Fetches missing)
    k = rng.choice([3, 5, 7])
    yield f"one in {k} dropped", [r for i, r in enumerate(recs) if i % k != rng.randrange(k)]
    # the last half of the packets timed in reverse
    h = len(recs) // 2
    rev = recs[:h] + [(t, d) for t, (_t2, d) in zip(reversed(times[h:]), recs[h:], strict=True)]
    yield "second half reversed in time", rev


@pytest.mark.parametrize("name,seed", [("failover", 18), ("failback", 1279)])
@pytest.mark.slow
def test_no_negative_figure_on_reordered_or_lossy_captures(tmp_path, name, seed):
    seen_reversed = False
    for label, records in mutants(name, seed):
        path = tmp_path / f"{name}.pcap"
        write_pcap(path, records)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            a = analyze([str(path)], ports=PORTS)
        for table, cols in DERIVED.items():
            df = getattr(a, table)
            for c in cols:
                if c in df:
                    values = pd.to_numeric(df[c], errors="coerce")
                    assert not (values < 0).any(), (label, table, c, df[values < 0])
        s = a.summary()
        assert s["records_truncated"] >= 0, label
        ex = a.exchanges
        back = ex[ex["response_time"] < ex["request_time"]]
        if len(back):
            seen_reversed = True
            assert back["latency_ms"].isna().all(), label
            note = next(n for n in a.notes if n.startswith("response_before_request:"))
            assert note.startswith(f"response_before_request: {len(back)} exchange(s)"), note
            first = back.sort_values("exchange").iloc[0]
            assert (
                f"exchange {first['exchange']} (request frame {first['request_frame']}, "
                f"response frame {first['response_frame']}," in note
            ), note
        else:
            assert not any(n.startswith("response_before_request:") for n in a.notes), label
        # every truncation whose count is null for a contradiction says why
        tr = a.truncations
        known_ends = tr["offset_before"].notna() & tr["offset_after"].notna()
        unknown = tr[tr["records_removed"].isna() & known_ends]
        assert len(s["coverage"]["unknown_truncations"]) >= len(unknown), label
    assert seen_reversed  # the generators did make responses timed before requests
