"""``analyze`` decodes the bodies the analysis uses; ``full=True`` decodes every body.

The default decodes the standard APIs whose facts the analysis keeps
(:data:`dissector.analysis.DECODED_APIS`) and any other response whose error
code, read without decoding, is non-zero.  Every table must equal the one made
with every body decoded; only the messages' expert words about malformed bodies
of the other APIs differ, and coverage counts the bodies left undecoded.
"""

from __future__ import annotations

import pandas as pd
import pytest

from dissector.analysis import TABLE_NAMES, analyze

from helpers import CAPTURES, ROOT, kmirror, load_truth

CASES = ROOT / "tests" / "data" / "cases"


def _inputs() -> list:
    out = [pytest.param(CAPTURES / "clients.pcap", (9092,), id="clients")]
    for name in ("failback", "coordinator", "late", "cl3-errors", "errors", "multi"):
        truth = load_truth(name)
        out.append(pytest.param(CAPTURES / truth["capture"], tuple(truth["ports"]), id=name))
    out.append(pytest.param(CASES / "ndpi-kafka.pcapng", (9092,), id="ndpi-kafka"))
    out.append(pytest.param(CASES / "mixed-with-unsupported.pcap", (9092,), id="unsupported"))
    return out


@pytest.mark.parametrize(("path", "ports"), _inputs())
@pytest.mark.slow
def test_every_table_equals_the_full_decode(path, ports):
    quick, full = analyze(path, ports=ports), analyze(path, ports=ports, full=True)
    for name in TABLE_NAMES:
        a, b = getattr(quick, name), getattr(full, name)
        if name in ("messages", "exchanges"):  # expert words on bodies of unused APIs only
            a, b = a.drop(columns=["expert"]), b.drop(columns=["expert"])
        pd.testing.assert_frame_equal(a, b, obj=f"{path.name} {name}")
    assert quick.notes == full.notes
    qs, fs = quick.summary(), full.summary()
    assert qs.pop("coverage")["bodies_not_decoded"] > 0
    assert fs.pop("coverage")["bodies_not_decoded"] == 0
    assert qs == fs


@pytest.mark.slow
def test_what_the_full_decode_adds_is_expert_words_only():
    """clients.pcap holds bodies of unused APIs that only a full decode flags: the default
    analysis does not claim them checked (coverage counts them), --full lists the words."""
    path = CAPTURES / "clients.pcap"
    quick, full = analyze(path), analyze(path, full=True)
    qe = quick.messages["expert"].astype("string").fillna("")
    fe = full.messages["expert"].astype("string").fillna("")
    differ = quick.messages.loc[qe != fe, ["frame", "api_name"]]
    assert len(differ) > 0
    assert set(differ["api_name"].astype(str)).isdisjoint(
        {"Produce", "Fetch", "ListOffsets", "Metadata", "CreateTopics"}
    )
    assert all(fe[qe != fe].str.len() > 0)  # the full decode adds words, never drops one
    assert all(
        w in f for q, f in zip(qe[qe != fe], fe[qe != fe], strict=True) for w in q.split(",") if w
    )


@pytest.mark.slow
def test_cli_counts_the_undecoded_bodies_and_full_decodes_them():
    quick = kmirror("analyze", str(CAPTURES / "failback.pcapng"), "--json")
    full = kmirror("analyze", str(CAPTURES / "failback.pcapng"), "--json", "--full")
    assert quick.returncode == full.returncode == 0, quick.stderr + full.stderr
    import json

    q, f = json.loads(quick.stdout), json.loads(full.stdout)
    assert q["coverage"]["bodies_not_decoded"] > 0
    assert f["coverage"]["bodies_not_decoded"] == 0
    text = kmirror("analyze", str(CAPTURES / "failback.pcapng"))
    assert f"{q['coverage']['bodies_not_decoded']} bodies of APIs the analysis does not use" in (
        text.stdout
    )
