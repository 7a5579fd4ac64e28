"""The exchange record's written-out ``__init__`` (compiled with its module) against the
dataclass' fields: the same parameters in the same order, the same defaults, a new list
for each ``default_factory`` field; and an exchange pickled by the collector's held-back
batches (plain values) comes back equal."""

from __future__ import annotations

import ast
import pickle
from pathlib import Path

import pytest

import dissector.analysis as analysis
from dissector.analysis.collect import Collector
from dissector.analysis.exchange import FIELDS, Exchange, others, rebuilt
from dissector.decode.pairing import Status
from dissector.profiles.profile import load_profile

from helpers import CAPTURES, load_truth

# (the source, not ``__file__``: compiled, that is the shared object's path)
SOURCE = Path(analysis.__file__).parent / "exchange.py"


def _class() -> ast.ClassDef:
    tree = ast.parse(SOURCE.read_text())
    return next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "Exchange")


#: the defaults of the optional parameters, as the class documents them
DEFAULTS = {
    "client_id": None, "api_key": None, "api_version": None, "api_name": None,
    "mirror": False, "mirror_name": None, "correlation_id": None, "request_frame": None,
    "request_ns": None, "request_length": None, "response_frame": None, "response_ns": None,
    "response_length": None, "error_code": None, "expects_response": True,
    "status": "Status.UNANSWERED", "expert": "_NEW_LIST", "request": None, "response": None,
    "errors": "_NEW_LIST", "decoded": False, "request_cut": None, "response_cut": None,
}  # fmt: skip


def test_init_takes_the_slots_in_order_with_their_defaults():
    """The written-out ``__init__`` against the slots (read from the source: compiled,
    the class is an extension type without a Python signature): the same names in the
    same order (``request``/``response`` for the slots under the body properties), the
    documented defaults; the annotated fields are the slots, without values; and the
    compiled build's declaration (``exchange.pxd``) declares those slots."""
    cls = _class()
    slots = [ast.literal_eval(n.value) for n in cls.body
             if isinstance(n, ast.Assign) and n.targets[0].id == "__slots__"][0]  # fmt: skip
    names = [n.lstrip("_") for n in slots]
    annotated = [n.target.id for n in cls.body if isinstance(n, ast.AnnAssign)]
    assert annotated == [n for n in names if n not in ("request", "response")]
    assert all(n.value is None for n in cls.body if isinstance(n, ast.AnnAssign))
    init = next(n for n in cls.body if isinstance(n, ast.FunctionDef) and n.name == "__init__")
    params = [a.arg for a in init.args.args][1:]
    assert params == names
    optional = params[len(params) - len(init.args.defaults) :]
    assert optional == list(DEFAULTS)
    for name, node in zip(optional, init.args.defaults, strict=True):
        named = isinstance(node, ast.Name | ast.Attribute)
        got = ast.unparse(node) if named else ast.literal_eval(node)
        assert got == DEFAULTS[name] and type(got) is type(DEFAULTS[name]), name
    declared = []
    for line in SOURCE.with_suffix(".pxd").read_text().splitlines():
        if line.strip().startswith("cdef public object "):
            declared += [w.strip() for w in line.strip()[len("cdef public object ") :].split(",")]
    assert declared == list(slots) == list(Exchange.__slots__)
    assert FIELDS == tuple(n for n in names if n not in ("request", "response"))


def test_every_field_is_set_as_given():
    values = {name: object() for name in (*FIELDS, "request", "response")}
    ex = Exchange(**values)
    assert all(getattr(ex, name) is v for name, v in values.items())


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


def test_others_gives_every_field_but_the_bodies_in_fields_order():
    values = {name: object() for name in FIELDS}
    ex = Exchange(**values, request=object(), response=object())
    assert others(ex) == tuple(values[name] for name in FIELDS)
    assert all(a is b for a, b in zip(others(ex), values.values(), strict=True))
