"""The message's written-out ``__init__`` against its slots: the same names in the same
order as the annotated fields and the ``__slots__``, the documented defaults, a new list
for ``expert`` and ``notes``; and the compiled build's declaration (``message.pxd``)
declares those slots, no more, no fewer.

The class is read from its source (``ast``): compiled, it is an extension type, whose
``__init__`` has no Python signature and whose class has no annotations."""

from __future__ import annotations

import ast
from pathlib import Path

import dissector
from dissector.decode.message import Message

# (the source, not ``__file__``: compiled, that is the shared object's path)
SOURCE = Path(dissector.__file__).parent / "decode" / "message.py"
PXD = SOURCE.with_suffix(".pxd")

#: the defaults of the optional parameters, as the class documents them
DEFAULTS = {
    "direction": "request", "api_key": None, "api_version": None, "correlation_id": None,
    "client_id": None, "api_name": None, "mirror": False, "body": None, "mirror_name": None,
    "error_code": None, "expert": "_NEW_LIST", "notes": "_NEW_LIST", "request": None,
    "response": None, "flags": 0, "topic_ids_unnamed": (), "spec": None, "row": None,
    "orphaned": False, "header_tags": None, "raw_body": None, "profile": None, "tunnel": None,
}  # fmt: skip


def _class() -> ast.ClassDef:
    tree = ast.parse(SOURCE.read_text())
    return next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "Message")


def _slots(cls: ast.ClassDef) -> list[str]:
    for node in cls.body:
        if isinstance(node, ast.Assign) and node.targets[0].id == "__slots__":
            return list(ast.literal_eval(node.value))
    raise AssertionError("Message has no __slots__")


def test_init_takes_the_slots_in_order_with_their_defaults():
    cls = _class()
    slots = _slots(cls)
    annotated = [n.target.id for n in cls.body if isinstance(n, ast.AnnAssign)]
    assert annotated == slots
    # annotations only: a value in the class body would be a class attribute (and,
    # compiled, not allowed beside a C slot)
    assert all(n.value is None for n in cls.body if isinstance(n, ast.AnnAssign))
    init = next(n for n in cls.body if isinstance(n, ast.FunctionDef) and n.name == "__init__")
    params = [a.arg for a in init.args.args][1:]
    assert params == slots
    defaults = init.args.defaults
    optional = params[len(params) - len(defaults) :]
    assert optional == list(DEFAULTS)
    for name, node in zip(optional, defaults, strict=True):
        got = node.id if isinstance(node, ast.Name) else ast.literal_eval(node)
        assert got == DEFAULTS[name] and type(got) is type(DEFAULTS[name]), name
    assert tuple(slots) == Message.__slots__


def test_the_compiled_declaration_has_the_same_slots():
    declared = []
    for line in PXD.read_text().splitlines():
        line = line.strip()
        if line.startswith("cdef public object "):
            declared += [w.strip() for w in line[len("cdef public object ") :].split(",")]
    assert declared == list(Message.__slots__)


def test_every_field_is_set_as_given():
    values = {name: object() for name in Message.__slots__}
    m = Message(**values)
    assert all(getattr(m, name) is v for name, v in values.items())


def test_defaults_are_the_documented_ones():
    a = Message(1, 2, 3, "10.0.0.1", 5, "10.0.0.2", 9092, "request", 12)
    b = Message(1, 2, 3, "10.0.0.1", 5, "10.0.0.2", 9092, "request", 12)
    assert a.expert == [] and a.notes == [] and a.expert is not b.expert
    assert a.notes is not b.notes and a.expert is not a.notes
    assert a.direction == "request" and a.flags == 0 and a.topic_ids_unnamed == ()
    assert a.mirror is False and a.orphaned is False and a.body is None


def test_repr_names_every_slot_and_stops_at_the_pair_cycle():
    req = Message(1, 2, 3, "10.0.0.1", 5, "10.0.0.2", 9092, "request", 12, correlation_id=7)
    resp = Message(2, 3, 3, "10.0.0.2", 9092, "10.0.0.1", 5, "response", 10, "response",
                   request=req)  # fmt: skip
    req.response = resp
    text = repr(resp)
    assert text.startswith("Message(frame=2, ts_ns=3, tcp_stream=3, src='10.0.0.2'")
    assert "request=Message(frame=1," in text and "correlation_id=7" in text
    assert "response=..." in text  # the request's response is the message being shown
    assert all(f"{name}=" in text for name in Message.__slots__)
