"""The message's written-out ``__init__`` (compiled with its module) against the dataclass'
fields: the same parameters in the same order, the same defaults, a new list for each
``default_factory`` field."""

from __future__ import annotations

import dataclasses
import inspect

from dissector.decode.message import Message


def test_init_takes_the_fields_in_order_with_their_defaults():
    params = list(inspect.signature(Message.__init__).parameters.values())[1:]
    fields = dataclasses.fields(Message)
    assert [p.name for p in params] == [f.name for f in fields]
    for p, f in zip(params, fields, strict=True):
        if f.default is not dataclasses.MISSING:
            assert p.default == f.default and type(p.default) is type(f.default), f.name
        elif f.default_factory is not dataclasses.MISSING:
            assert p.default is not inspect.Parameter.empty, f.name
        else:
            assert p.default is inspect.Parameter.empty, f.name


def test_every_field_is_set_as_given():
    fields = dataclasses.fields(Message)
    values = {f.name: object() for f in fields}
    m = Message(**values)
    assert all(getattr(m, name) is v for name, v in values.items())


def test_defaults_are_the_dataclass_ones():
    a = Message(1, 2, 3, "10.0.0.1", 5, "10.0.0.2", 9092, "request", 12)
    b = Message(1, 2, 3, "10.0.0.1", 5, "10.0.0.2", 9092, "request", 12)
    assert a.expert == [] and a.notes == [] and a.expert is not b.expert
    assert a.notes is not b.notes and a.expert is not a.notes
    assert a.direction == "request" and a.flags == 0 and a.topic_ids_unnamed == ()
    assert a.mirror is False and a.orphaned is False and a.body is None
    assert dataclasses.replace(a, frame=7).frame == 7
