"""The exchange record's written-out ``__init__`` (compiled with its module) against the
dataclass' fields: the same parameters in the same order, the same defaults, a new list
for each ``default_factory`` field; and an exchange pickled by the collector's held-back
batches (plain values) comes back equal."""

from __future__ import annotations

import dataclasses
import inspect
import pickle

import pytest

import dissector.analysis as analysis
from dissector.analysis.collect import Collector
from dissector.analysis.exchange import FIELDS, Exchange, others, rebuilt
from dissector.decode.pairing import Status
from dissector.profiles.profile import load_profile

from helpers import CAPTURES, load_truth


def test_init_takes_the_fields_in_order_with_their_defaults():
    params = list(inspect.signature(Exchange.__init__).parameters.values())[1:]
    fields = dataclasses.fields(Exchange)
    assert [p.name for p in params] == [f.name for f in fields]
    for p, f in zip(params, fields, strict=True):
        if f.default is not dataclasses.MISSING:
            assert p.default == f.default and type(p.default) is type(f.default), f.name
        elif f.default_factory is not dataclasses.MISSING:
            assert p.default is not inspect.Parameter.empty, f.name
        else:
            assert p.default is inspect.Parameter.empty, f.name


def test_defaults_are_the_dataclass_ones():
    a, b = Exchange(1, "c", 2, "x:1", "y:2"), Exchange(1, "c", 2, "x:1", "y:2")
    assert a.expert == [] and a.errors == [] and a.expert is not b.expert
    assert a.errors is not b.errors and a.expert is not a.errors
    assert a.status is Status.UNANSWERED and a.expects_response is True
    assert Exchange(1, "c", 2, "x", "y", expert=None).expert is None  # given: kept as given


def test_rebuilt_from_its_plain_values():
    ex = Exchange(
        7,
        "f.pcap",
        3,
        "a:1",
        "b:2",
        client_id="cl",
        api_key=1,
        api_version=12,
        api_name="Fetch",
        correlation_id=9,
        request_frame=4,
        request_ns=10,
        response_frame=5,
        response_ns=20,
        error_code=0,
        status=Status.ANSWERED,
        expert=["w@1"],
        request={("t", 0): 5},
        response=[1],
        errors=[("p", 1, None, None)],
        decoded=True,
        request_cut=None,
        response_cut=40,
    )
    fields = pickle.loads(pickle.dumps(others(ex)))
    assert len(fields) == len(FIELDS)
    back = rebuilt(fields, ex.request, ex.response)
    assert repr(back) == repr(ex)
    assert type(back.status) is Status


def _collect(path, ports, prof, every: int, full: bool) -> tuple[list[Exchange], list[int]]:
    """The exchanges a collector keeps of ``path``, drained every ``every`` messages, and
    the ids of the Produce/Fetch/ListOffsets exchanges that finished, at a drain, before
    the first mirror RPC naming their topic was taken in."""
    d = analysis.make_dissector(ports, prof, full=full)
    coll = Collector(None, 1, prof.roles)
    coll.decode = d.decoder.decode_later
    early = []
    for i, m in enumerate(d.feed_path(str(path))):
        coll.add(m)
        if i % every == every - 1:
            early += [ex.id for ex in coll.drain() if coll.unmirrored_evidence(ex)]
    coll.drain(final=True)
    return coll.finish(), early


@pytest.mark.parametrize("full", [False, True])
@pytest.mark.parametrize("name", ["failback", "cl3-failback"])
def test_evidence_held_back_comes_back_as_it_was(name, full):
    """Evidence drained before a mirror RPC named its topic is pickled as plain values
    (:meth:`Collector.drain`) and taken back at the end: the same exchanges as when
    nothing is drained before the end; its bodies left for later (undecoded) or, with
    ``full``, summarised."""
    truth = load_truth(name)
    prof = load_profile(truth["profile"]["name"])
    ports = sorted(set(truth["ports"]))
    streamed, early = _collect(CAPTURES / truth["capture"], ports, prof, 1, full)
    held, _ = _collect(CAPTURES / truth["capture"], ports, prof, 10**9, full)
    assert [repr(ex) for ex in streamed] == [repr(ex) for ex in held]
    # some of it was held back and taken back (kept in the end)
    assert {ex.id for ex in streamed} & set(early)
