"""The typed vocabulary, generated: Kafka's API keys and the expert words as constants.

Owns: the text of ``dissector/kafka/apikey.py`` (an ``IntEnum`` of every standard API key,
from the facts table ``dissector/kafka/kafka_facts.json``) and of ``dissector/words.py`` (a
``StrEnum`` of every expert word, from :data:`dissector.errors.EXPERT`).  Code names a key or
a word by its constant (``ApiKey.API_VERSIONS``, ``Word.TRUNCATED``), never by a literal, so
a fact lives in one table.  Build-time code: the runtime imports the generated modules, never
this one.

Must not import: capture reading, reassembly, pandas or the CLI.
"""

from __future__ import annotations

import re

from dissector.errors import EXPERT
from dissector.kafka.facts import table

__all__ = ["constant_name", "render_apikey", "render_words"]

_HEAD = '''"""{doc}

GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it from
{source};
``python -m codegen --check``, run by the tests, fails when it is stale.
"""

from __future__ import annotations

from enum import {base}

__all__ = ["{name}"]


class {name}({base}):
    """{cls_doc}"""

'''


def constant_name(camel: str) -> str:
    """Kafka's CamelCase API name as a Python constant.

    >>> constant_name("ApiVersions"), constant_name("DescribeTopicPartitions")
    ('API_VERSIONS', 'DESCRIBE_TOPIC_PARTITIONS')
    """
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", "_", camel).upper()


def render_apikey() -> str:
    """The text of ``dissector/kafka/apikey.py``: one member per standard API key."""
    apis = sorted(((int(k), a["name"]) for k, a in table()["apis"].items()))
    text = _HEAD.format(
        doc="Kafka's standard API keys, one constant each (Apache Kafka's message specs, via kio).",
        source="the facts table ``dissector/kafka/kafka_facts.json``",
        base="IntEnum",
        name="ApiKey",
        cls_doc="A standard Kafka API key; the member's value is the key on the wire.",
    )
    for key, name in apis:
        text += f"    {constant_name(name)} = {key}  # {name}\n"
    return text


def render_words() -> str:
    """The text of ``dissector/words.py``: one member per expert word."""
    text = _HEAD.format(
        doc="The expert words, one constant each (the table is dissector.errors.EXPERT).",
        source=":data:`dissector.errors.EXPERT`",
        base="StrEnum",
        name="Word",
        cls_doc="An expert word: ``Word.TRUNCATED == 'truncated'``; DissectError takes only these.",
    )
    for word, e in EXPERT.items():
        text += f"    {word.upper()} = {word!r}  # {e.severity}, {e.group}\n"
    return text
