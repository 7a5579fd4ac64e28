"""Profile roles: what each mirror RPC and field means, declared in ``profile.json``.

- The seed profile's roles resolve against its specs; bodies are read through them
  (rows, values higher up repeated below, groups).
- A role naming an RPC, field or state the profile lacks fails at load time with a
  message naming the file and the role.
- tests/data/profiles/kip1279-seed-renamed is the seed with AddTopicsToMirror renamed
  StartMirroring, its TopicName MirroredTopic, LastMirroredOffset renamed
  LastOffsetMirrored and the LMO request's MirrorName AskingMirror (same keys, same
  wire): analysing failover and failback with it tells the same story as the seed,
  apart from the RPC's name.
- The analysis code holds no mirror field name: it reads bodies only through roles.
"""

from __future__ import annotations

import ast
import json
import re
import shutil
from pathlib import Path

import kio
import pandas as pd
import pytest

from dissector.analysis import TABLE_NAMES, TABLES, analyze
from dissector.profiles.profile import load_profile
from dissector.tables.table import COLUMNS
from dissector.wire.specs import SpecError

ROOT = Path(__file__).resolve().parents[2]
CAPTURES = ROOT / "captures"
PROFILES = ROOT / "tests" / "data" / "profiles"
RENAMED = PROFILES / "kip1279-seed-renamed"
SEED_DIR = ROOT / "dissector" / "profiles" / "kip1279-seed"
ANALYSIS = [
    *sorted((ROOT / "dissector" / "analysis").glob("*.py")),
    ROOT / "dissector" / "cli" / "analyze.py",
]


def _strip(text: str) -> str:
    return "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("//"))


def _meta() -> dict:
    return json.loads(_strip((SEED_DIR / "profile.json").read_text()))


def _broken(tmp_path: Path, edit) -> Path:
    """A copy of the seed profile whose profile.json went through ``edit(meta)``."""
    d = tmp_path / "kip1279-broken"
    shutil.copytree(SEED_DIR, d)
    meta = _meta()
    edit(meta)
    (d / "profile.json").write_text(json.dumps(meta, indent=2))
    return d


# ---------------------------------------------------------------- loading


def test_seed_declares_every_role():
    p = load_profile()
    r = p.roles
    assert set(r.rpcs) == {
        "create_mirror", "add_topics", "remove_topics", "lmo_query",
        "list_mirrors", "describe_mirrors", "read_states", "write_states",
    }  # fmt: skip
    assert set(r.rpcs.values()) == set(p.rpcs)
    lmo = r.path("lmo_query", "response", "lmo")
    assert lmo.arrays == ("topics", "partitions") and lmo.key == "last_mirrored_offset"
    assert r.path("describe_mirrors", "response", "state").is_text
    assert not r.path("read_states", "response", "state").is_text
    m = r.machine
    assert m.initial == "UNKNOWN" and m.state("added") == "INITIALIZING"
    assert m.enter["INITIALIZING"] == (frozenset({"UNKNOWN", "STOPPED"}), "add_topics")
    assert set(m.enter) | {m.initial} == set(p.states.values())


def test_rows_repeat_values_from_higher_up():
    r = load_profile().roles
    body = {
        "error_code": 0,
        "topics": [
            {"name": "a", "partitions": [
                {"partition_index": 0, "last_mirrored_offset": 5, "error_code": 0},
                {"partition_index": 1, "last_mirrored_offset": 7, "error_code": 3},
            ]},
            {"name": "b", "partitions": []},
        ],
    }  # fmt: skip
    rows = list(r.rows("lmo_query", "response", body, "topic", "partition", "lmo", "error"))
    assert rows == [("a", 0, 5, 0), ("a", 1, 7, 0)]
    assert list(r.rows("lmo_query", "response", body, "topic")) == [("a",), ("b",)]
    assert r.value("lmo_query", "response", body, "error") == 0
    assert r.value("lmo_query", "response", body, "lag") is None  # undeclared: null
    # StartMirrorTopics (kip1279-renamed) names its mirror once, at the top
    r2 = load_profile(PROFILES / "kip1279-renamed").roles
    req = {"mirror_name": "apac", "topics": [{"topic_name": "x"}, {"topic_name": "y"}]}
    assert list(r2.rows("add_topics", "request", req, "mirror", "topic")) == [
        ("apac", "x"),
        ("apac", "y"),
    ]
    assert r2.machine.initial is None and not r2.machine.enter
    assert r2.machine.state("added") == "INITIALIZING" and r2.machine.state("preparing") is None
    desc = {"mirrors": [
        {"mirror_name": "m", "error_code": 0, "topics": [
            {"topic_name": "t", "partitions": [{"partition_index": 2, "lag": 4}]}]},
        {"mirror_name": "n", "error_code": 0, "topics": []},
    ]}  # fmt: skip
    got = list(r.groups("describe_mirrors", "response", desc, ("mirror",), ("partition", "lag")))
    assert got == [(("m",), [(2, 4)]), (("n",), [])]
    with pytest.raises(SpecError, match="do not lie under"):
        list(r.groups("describe_mirrors", "response", desc, ("topic",), ("mirror",)))
    listed = {"error_code": 0, "mirrors": [{"mirror_name": "m"}, {"mirror_name": "n"}]}
    assert list(r.rows("list_mirrors", "response", listed, "error", "mirror")) == [
        (0, "m"),
        (0, "n"),
    ]


def test_role_naming_a_missing_field_fails_at_load(tmp_path):
    def edit(meta):
        meta["roles"]["fields"]["lmo_query"]["response"]["lmo"] = "Topics[].Partitions[].LastOffset"

    with pytest.raises(SpecError) as e:
        load_profile(_broken(tmp_path, edit))
    assert str(e.value) == (
        "kip1279-broken/profile.json: roles.fields.lmo_query.response.lmo: "
        "LastMirroredOffsetsResponse has no field Topics[].Partitions[].LastOffset"
    )


@pytest.mark.parametrize(
    "where, value, says",
    [
        (("rpcs", "add_topics"), "StartMirroring",
         "roles.rpcs.add_topics: no RPC named 'StartMirroring'"),
        (("rpcs", "rename_mirror"), "CreateMirror", "roles.rpcs.rename_mirror: unknown RPC role"),
        (("fields", "add_topics", "request", "topic"), "Topics.TopicName", "write Topics[]"),
        (("fields", "add_topics", "request", "topic"), "TopicName",
         "AddTopicsToMirrorRequest has no field TopicName"),
        (("fields", "read_states", "response", "owner"), "ErrorCode",
         "read_states.response.owner: unknown field role"),
    ],
)  # fmt: skip
def test_bad_roles_name_file_and_role(tmp_path, where, value, says):
    def edit(meta):
        d = meta["roles"]
        for k in where[:-1]:
            d = d[k]
        d[where[-1]] = value

    with pytest.raises(SpecError, match=re.escape(says)) as e:
        load_profile(_broken(tmp_path, edit))
    assert str(e.value).startswith("kip1279-broken/profile.json: roles.")


@pytest.mark.parametrize(
    "edit, says",
    [
        (lambda sm: sm.update(initial="NOWHERE"),
         "stateMachine.initial: 'NOWHERE' is not in partitionStates"),
        (lambda sm: sm["roles"].update(added="READY"), "stateMachine.roles.added: 'READY' is not"),
        (lambda sm: sm["enter"]["PREPARING"].update(carrier="prepare"),
         "stateMachine.enter.PREPARING.carrier: 'prepare' is not in roles.rpcs"),
        (lambda sm: sm["enter"]["STOPPED"].update({"from": ["GONE"]}),
         "stateMachine.enter.STOPPED.from: 'GONE'"),
    ],
)  # fmt: skip
def test_bad_state_machine_names_file_and_role(tmp_path, edit, says):
    with pytest.raises(SpecError, match=re.escape("kip1279-broken/profile.json: " + says)):
        load_profile(_broken(tmp_path, lambda meta: edit(meta["stateMachine"])))


def test_a_later_revisions_state_machine_is_data():
    """The 2026-07 prototype's machine (KIP1279-REVISIONS.md 1.3): other names and codes,
    a state entered from any other, one entered from none, RPCs of later revisions."""
    from dissector.profiles.roles import RPC_ROLES, parse_state_machine

    states = {0: "LOG_TRUNCATION", 1: "EPOCH_FENCING", 2: "MIRRORING", 3: "PAUSING", 4: "PAUSED",
              5: "STOPPING", 6: "STOPPED", 7: "FAILED", -1: "UNKNOWN"}  # fmt: skip
    rpcs = {r: r for r in RPC_ROLES}
    raw = {
        "initial": "UNKNOWN",
        "roles": {"added": "LOG_TRUNCATION", "preparing": "LOG_TRUNCATION",
                  "mirroring": "MIRRORING", "stopping": "STOPPING", "stopped": "STOPPED",
                  "failed": "FAILED"},
        "enter": {
            "LOG_TRUNCATION": {"from": ["UNKNOWN", "STOPPED", "FAILED"], "carrier": "add_topics"},
            "EPOCH_FENCING": {"from": ["MIRRORING"], "carrier": "bump_leader_epochs"},
            "MIRRORING": {"from": ["LOG_TRUNCATION", "EPOCH_FENCING", "PAUSED", "FAILED"],
                          "carrier": "write_states"},
            "PAUSING": {"from": ["MIRRORING"], "carrier": "pause_topics"},
            "PAUSED": {"from": ["PAUSING"], "carrier": "write_states"},
            "STOPPING": {"from": ["LOG_TRUNCATION", "EPOCH_FENCING", "MIRRORING", "PAUSING",
                                  "PAUSED", "FAILED"], "carrier": "remove_topics"},
            "STOPPED": {"from": ["STOPPING"], "carrier": "write_states"},
            "FAILED": {"from": "*", "carrier": None},
            "UNKNOWN": {"from": []},
        },
    }  # fmt: skip
    m = parse_state_machine(raw, states, rpcs, "cl3/profile.json")
    assert m.enter["FAILED"] == (None, None)
    assert m.enter["UNKNOWN"] == (frozenset(), None)
    assert m.state("preparing") == m.state("added") == "LOG_TRUNCATION"


# ---------------------------------------------------------------- same story


#: What the renamed profile spells differently in the analysis tables: the RPC's name, and
#: the arrays renamed on the way to an error code (errors.path is a path in the body).
_BACK = {"StartMirroring": "AddTopicsToMirror", "described[": "mirrors[", "listed[": "mirrors["}
# the messages table names the profile each row was decoded with
_BACK["kip1279-seed-renamed"] = "kip1279-seed"


def _plain(df: pd.DataFrame, back: dict[str, str]) -> list[tuple]:
    """Rows as tuples, NA as None, the renamed profile's spellings put back in every text."""

    def cell(v):
        if v is None or v is pd.NA or v is pd.NaT or (isinstance(v, float) and v != v):
            return None
        if isinstance(v, str):
            for a, b in back.items():
                v = v.replace(a, b)
        return v

    return [tuple(cell(v) for v in r) for r in df.astype(object).itertuples(index=False)]


@pytest.mark.parametrize("scenario", ["basic", "errors", "failover", "failback", "multi"])
@pytest.mark.slow
def test_renamed_fields_and_rpc_tell_the_same_story(scenario):
    truth = json.loads((CAPTURES / f"{scenario}.truth.json").read_text())
    path = CAPTURES / truth["capture"]
    seed = analyze(path, ports=truth["ports"])
    renamed = analyze(path, ports=truth["ports"], profile=load_profile(RENAMED))
    assert renamed.profile.roles.rpc("add_topics") == "StartMirroring"
    assert "StartMirroring" in set(renamed.exchanges["api_name"].astype(str))
    for name in TABLE_NAMES:
        a, b = getattr(seed, name), getattr(renamed, name)
        assert list(a.columns) == list(b.columns), name
        assert _plain(a, {}) == _plain(b, _BACK), name
    assert seed.notes == renamed.notes
    # the story is there, not two empty tables
    assert len(seed.transitions) > 10 and len(seed.truncations) > 4 and len(seed.lmos) > 10
    assert seed.lmos["lmo"].notna().all() and len(seed.lag) > 10
    if scenario in ("failover", "failback"):
        assert len(seed.failbacks) > 4 and seed.lmos["lmo"].gt(0).any()


def test_profile_without_roles_says_so(tmp_path):
    d = _broken(tmp_path, lambda meta: [meta.pop("roles"), meta.pop("stateMachine")])
    prof = load_profile(d)
    assert not prof.roles and prof.roles.machine is None
    a = analyze(CAPTURES / "basic.pcapng", ports=[9092, 9093, 19092, 19093], profile=prof)
    assert a.mirror_traffic and a.transitions.empty and a.offsets.empty
    assert any("declares no roles" in n for n in a.notes)


def test_state_roles_without_rules_are_not_checked():
    """kip1279-renamed names three states' roles and no rules: its analysis runs (on a
    seed capture, with its own state codes) and checks no transition."""
    prof = load_profile(PROFILES / "kip1279-renamed")
    a = analyze(CAPTURES / "basic.pcapng", ports=[9092, 9093, 19092, 19093], profile=prof)
    assert a.mirror_traffic and len(a.partition_states) > 10
    assert a.transitions["valid"].isna().all() and a.transitions["rule"].isna().all()


# ---------------------------------------------------------------- no field names in the code


def _walk(fields):
    for f in fields:
        yield f
        yield from _walk(f.fields)


def _standard_keys() -> set[str]:
    """snake_case field names of the standard Kafka messages (kio's entities)."""
    keys: set[str] = set()
    for f in (Path(kio.__file__).parent / "schema").rglob("*.py"):
        keys.update(re.findall(r"^    ([a-z_][a-z0-9_]*): ", f.read_text(), re.M))
    return keys


def _mirror_keys() -> set[str]:
    """Field keys of the seed's mirror specs that no standard Kafka message has."""
    seed = load_profile()
    keys = {f.key for m in seed.messages.values() for f in _walk(m.fields)}
    return keys - _standard_keys()


def _vocabulary() -> set[str]:
    """The analysis' own names: its tables and their columns (the read table's too)."""
    names = set(TABLE_NAMES) | set(COLUMNS)
    for cols in TABLES.values():
        names |= set(cols)
    return names


def _code_strings(path: Path) -> list[tuple[int, str]]:
    """String constants of a module that are not docstrings, with their line."""
    tree = ast.parse(path.read_text())
    docs = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                docs.add(id(body[0].value))
    return [
        (n.lineno, n.value)
        for n in ast.walk(tree)
        if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in docs
    ]


def _literal_or_word(names: set[str]):
    """A finder for names in text: compound names (``last_mirrored_offset``,
    ``SourceBootstrap``) anywhere as a word; one-word names (``config``, ``Mirrors``),
    which are also English, only as a whole string."""
    compound = sorted(n for n in names if "_" in n or sum(c.isupper() for c in n) > 1)
    single = {n for n in names if n not in compound}
    word = re.compile(r"\b(" + "|".join(compound) + r")\b")

    def find(text: str, whole: bool) -> str | None:
        m = word.search(text)
        if m:
            return m.group(1)
        return text if whole and text in single else None

    return find


@pytest.mark.slow
def test_no_mirror_field_name_in_the_analysis():
    """``git grep`` finds no mirror field name in the analysis code.

    Mirror field names are the seed specs' snake_case keys that no standard Kafka message
    has.  Not searched, and why: the analysis' own table and column names that happen to
    be spelled like one (``mirror_name``, ``mirrors``, ``state``, ``source_offset``,
    ``destination_offset``, ``source_bootstrap``: output columns named before the profile;
    :func:`test_renamed_fields_and_rpc_tell_the_same_story` renames the spec fields behind
    them), and ``config`` as an English word (searched only as a whole string literal).
    Standard Kafka names (``topics``, ``name``, ``partition_index``, ``error_code``,
    ``topic_name``, ``lag``, ...) are how the analysis reads the standard bodies.
    """
    mirror = _mirror_keys()
    assert {"last_mirrored_offset", "mirror_name", "source_bootstrap", "removed_topics"} <= mirror
    searched = mirror - _vocabulary()
    assert {"last_mirrored_offset", "removed_topics", "topic_count", "config"} <= searched
    find = _literal_or_word(searched)
    found = []
    for path in ANALYSIS:
        for i, line in enumerate(path.read_text().splitlines(), 1):
            if find(line, whole=False):
                found.append(f"{path.name}:{i}: {line.strip()}")
        for i, text in _code_strings(path):
            hit = find(text, whole=True)
            if hit:
                found.append(f"{path.name}:{i}: {hit!r} in {text!r}")
    assert not found, "\n".join(found)


@pytest.mark.slow
def test_no_mirror_rpc_or_spec_field_name_in_analysis_strings():
    """No string in the analysis code (docstrings and column meanings aside) names a
    mirror RPC or a mirror spec field (CamelCase): the profile's roles do."""
    seed = load_profile()
    standard = _standard_keys()
    camel = {
        f.name for m in seed.messages.values() for f in _walk(m.fields) if f.key not in standard
    }
    # one-word field names (Mirrors, Config, State) are English words: compound ones only
    names = {n for n in set(seed.rpcs) | camel if sum(c.isupper() for c in n) > 1}
    find = _literal_or_word(names)
    found = []
    for path in ANALYSIS:
        if path.name == "schema.py":
            continue  # TABLES: each column's meaning, documented for the seed profile
        for line, text in _code_strings(path):
            hit = find(text, whole=True)
            if hit:
                found.append(f"{path.name}:{line}: {hit!r} in {text!r}")
    assert not found, "\n".join(found)
