"""The exchange record's written-out ``__init__`` (compiled with its module) against the
dataclass' fields: the same parameters in the same order, the same defaults, a new list
for each ``default_factory`` field; and an exchange pickled by the collector's held-back
batches (plain values) comes back equal."""

from __future__ import annotations

import dataclasses
import inspect
import pickle

from dissector.analysis.exchange import FIELDS, Exchange, others, rebuilt
from dissector.decode.pairing import Status


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
