"""``kmirror profiles import PATH``: a profile from a user's own build.

Trees laid out like the prototype's are made from the shipped profiles' own specs and data
(``build_tree.py``: specs beside Kafka 4.4's UnregisterController on key 94, the state enum,
the transition rule, ApiKeys.java and Errors.java, in the prototype's Java shapes).  The
import must give back the shipped profile's keys, states, errors, transitions and roles, and
decode and analyse its captures alike; a broken tree is said, not guessed: a missing enum is
reported (no states), a spec that does not parse is one clear error naming the file.
"""

from __future__ import annotations

import json

import pytest
from build_tree import MESSAGES, write_tree
from kio.schema.errors import ErrorCode

import dissector
from dissector.analysis import analyze
from dissector.kafka.apikey import ApiKey
from dissector.profiles.importer import import_profile
from dissector.profiles.profile import load_profile
from dissector.wire.specs import SpecError

from helpers import CAPTURES, kmirror, load_truth

KAFKA_NAMES = set(ApiKey.__members__)
KAFKA_ERRORS = {int(e.value) for e in ErrorCode}


def _import(tmp_path, profile, **parts):
    tree = write_tree(tmp_path / "kafka", profile, **parts)
    report = import_profile(tree, tmp_path / "mine", "mine", KAFKA_NAMES, KAFKA_ERRORS)
    return report, load_profile(tmp_path / "mine")


@pytest.mark.parametrize("name", ["kip1279-seed", "kip1279-cl3-2026-07", "kip1279-late-2026"])
def test_a_prototype_tree_gives_back_the_profile(tmp_path, name):
    report, mine = _import(tmp_path, name)
    ship = load_profile(name)
    assert mine.name == "mine"
    assert mine.rpcs == ship.rpcs  # Kafka's UnregisterController on 94 left out
    assert mine.states == ship.states and mine.errors == ship.errors
    allowed = {k: v[0] for k, v in ship.roles.machine.enter.items()}
    allowed.setdefault("UNKNOWN", frozenset())  # entered from no state: the same rule
    assert {k: v[0] for k, v in mine.roles.machine.enter.items()} == allowed
    assert mine.roles.machine.roles == ship.roles.machine.roles
    assert mine.roles.rpcs == ship.roles.rpcs
    for key, by_role in ship.roles.fields.items():
        got = {r: p.text for r, p in mine.roles.fields[key].items()}
        assert {r: p.text for r, p in by_role.items()}.items() <= got.items(), key
    assert report.missing == [
        "carriers (which RPC carries each change) are not in the Java: not set, so "
        "transitions are checked edge by edge, not by RPC"
    ]


@pytest.mark.parametrize(
    ("name", "capture"),
    [("kip1279-cl3-2026-07", "cl3-errors"), ("kip1279-late-2026", "late-errors")],
)
def test_the_imported_profile_reads_and_analyses_as_the_shipped_one(tmp_path, name, capture):
    _report, mine = _import(tmp_path, name)
    truth = load_truth(capture)
    path, ports = CAPTURES / truth["capture"], truth["ports"]
    ours = [(m.frame, m.api_name, m.body, m.expert) for m in dissector.iter_messages(
        path, ports=ports, profile=mine)]  # fmt: skip
    theirs = [(m.frame, m.api_name, m.body, m.expert) for m in dissector.iter_messages(
        path, ports=ports, profile=name)]  # fmt: skip
    assert ours == theirs and len(ours) > 100
    cols = ["topic", "partition", "from_state", "to_state", "rpc", "valid", "inferred"]
    a, b = analyze(path, ports=ports, profile=mine), analyze(path, ports=ports, profile=name)
    assert a.transitions[cols].equals(b.transitions[cols])
    assert a.transitions["valid"].all() and len(a.transitions) == len(truth["transitions"])


def test_a_tree_without_the_enum_says_so(tmp_path):
    report, mine = _import(tmp_path, "kip1279-late-2026", enum=False)
    assert mine.states == {} and mine.roles.machine is None
    assert mine.rpcs["RecoverMirrorTopics"] == 106
    assert report.missing[0].startswith(
        "partition states: no enum *PartitionState in the Java sources"
    )
    assert report.missing[-1] == (
        "the transition rule was found, but without the enum its states have no numbers: "
        "left out"
    )


def test_states_without_numbers_and_unknown_rpcs_are_said(tmp_path):
    tree = write_tree(tmp_path / "kafka", "kip1279-late-2026", java_keys=False)
    enum = next(tree.rglob("MirrorPartitionState.java"))
    enum.write_text(enum.read_text().replace("ULE_RECOVERY((byte) 2)", "ULE_RECOVERY"))
    msgs = tree / MESSAGES
    for kind in ("Request", "Response"):
        text = (msgs / f"RecoverMirrorTopics{kind}.json").read_text()
        (msgs / f"ReviveMirrorTopics{kind}.json").write_text(
            text.replace("RecoverMirrorTopics", "ReviveMirrorTopics").replace("106", "107")
        )
    report = import_profile(tree, tmp_path / "mine", "mine", KAFKA_NAMES, KAFKA_ERRORS)
    assert "states without numbers (left out of partitionStates): ULE_RECOVERY" in report.missing
    assert (
        "roles it could not infer (listed, not analysed): RPC ReviveMirrorTopics" in report.missing
    )
    assert "ApiKeys.java: not in the tree (the specs' apiKey are used)" in report.missing
    mine = load_profile(tmp_path / "mine")
    assert 2 not in mine.states and mine.rpcs["ReviveMirrorTopics"] == 107


def test_a_spec_that_does_not_parse_is_one_error_naming_the_file(tmp_path):
    tree = write_tree(tmp_path / "kafka", "kip1279-late-2026")
    bad = tree / MESSAGES / "WriteMirrorStatesRequest.json"
    bad.write_text(bad.read_text().replace('"fields": [', '"fields": [[', 1))
    with pytest.raises(SpecError, match=r"^WriteMirrorStatesRequest\.json: "):
        import_profile(tree, tmp_path / "mine", "mine", KAFKA_NAMES, KAFKA_ERRORS)
    assert not (tmp_path / "mine").exists()


@pytest.mark.slow
def test_the_command_imports_and_profile_accepts_the_folder(tmp_path):
    tree = write_tree(tmp_path / "kafka", "kip1279-late-2026")
    out = tmp_path / "mine"
    r = kmirror("profiles", "import", str(tree), "-o", str(out), "--name", "my-build")
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    assert lines[0].startswith(f"wrote {out}/ (profile my-build): 12 RPCs: 94 CreateClusterMirror")
    assert lines[-1] == f"use it with: --profile {out}"
    assert json.loads(
        "".join(x for x in (out / "profile.json").open() if not x.startswith("//"))
    )["imported"]["from"] == str(tree)
    truth = load_truth("late-errors")
    args = ["read", str(CAPTURES / truth["capture"]), "--format", "json"]
    args += [f"-p{p}" for p in truth["ports"]]
    mine = kmirror(*args, "--profile", str(out))
    shipped = kmirror(*args, "--profile", "kip1279-late-2026")
    assert mine.returncode == shipped.returncode == 0 and mine.stderr == ""
    ours, theirs = json.loads(mine.stdout), json.loads(shipped.stdout)
    assert {x.pop("profile") for x in ours} == {"my-build"}
    assert {x.pop("profile") for x in theirs} == {"kip1279-late-2026"}
    assert ours == theirs and len(ours) == 385
    # broken: one line naming the file, exit 1
    bad = tree / MESSAGES / "StopMirrorTopicsResponse.json"
    bad.write_text("{ not json")
    r = kmirror("profiles", "import", str(tree), "-o", str(tmp_path / "x"))
    assert r.returncode == 1 and r.stdout == ""
    assert r.stderr == "kmirror: error: StopMirrorTopicsResponse.json: not JSON: Expecting " \
        "property name enclosed in double quotes at line 1\n"  # fmt: skip
    r = kmirror("profiles", "import", str(tmp_path / "nowhere"))
    assert r.returncode == 1
    assert r.stderr.startswith(f"kmirror: error: {tmp_path}/nowhere: not a folder")
