"""Message specs and profiles: the shipped KIP-1279 profile and the errors of bad spec files."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from dissector.profiles.profile import DEFAULT_PROFILE, available_profiles, load_profile
from dissector.wire.specs import SpecError, VersionRange, parse_spec, snake_case

RPC_KEYS = {
    "CreateMirror": 94,
    "AddTopicsToMirror": 95,
    "RemoveTopicsFromMirror": 96,
    "LastMirroredOffsets": 97,
    "ListMirrors": 98,
    "DescribeMirrors": 99,
    "ReadMirrorStates": 100,
    "WriteMirrorStates": 101,
}

STATES = {
    0: "INITIALIZING",
    1: "PREPARING",
    2: "MIRRORING",
    4: "STOPPING",
    8: "STOPPED",
    16: "FAILED",
    32: "UNKNOWN",
}

SNAKE = re.compile(r"[a-z][a-z0-9]*(?:_[a-z0-9]+)*")


def walk(fields, path=""):
    for f in fields:
        yield f"{path}{f.name}", f
        yield from walk(f.fields, f"{path}{f.name}.")


# ------------------------------------------------------------ the default profile


def test_default_profile_name():
    assert DEFAULT_PROFILE == "kip1279-seed"
    assert DEFAULT_PROFILE in available_profiles()
    p = load_profile()
    assert p.name == "kip1279-seed"
    assert p.description
    assert p.source


def test_default_profile_rpcs():
    p = load_profile()
    assert p.rpcs == RPC_KEYS
    assert len(p.messages) == 16
    for rpc, key in RPC_KEYS.items():
        req = p.message(key, "request")
        resp = p.message(key, "response")
        assert req is not None and resp is not None
        assert (req.name, req.rpc, req.api_key, req.type) == (f"{rpc}Request", rpc, key, "request")
        assert (resp.name, resp.rpc, resp.api_key, resp.type) == (
            f"{rpc}Response",
            rpc,
            key,
            "response",
        )
        assert req.path == f"{rpc}Request.json"
        assert resp.path == f"{rpc}Response.json"


def test_default_profile_versions():
    for spec in load_profile().messages.values():
        assert str(spec.valid_versions) == "0"
        assert str(spec.flexible_versions) == "0+"
        assert 0 in spec.valid_versions and 1 not in spec.valid_versions
        assert 0 in spec.flexible_versions and 7 in spec.flexible_versions


def test_default_profile_states():
    p = load_profile()
    assert p.states == STATES
    assert p.state_fields == ("State",)


def test_message_unknown_key():
    p = load_profile()
    assert p.message(93, "request") is None
    assert p.message(94, "header") is None


def test_every_field_has_snake_case_key():
    n = 0
    for spec in load_profile().messages.values():
        for path, f in walk(spec.fields):
            assert f.key == snake_case(f.name), (spec.name, path)
            assert SNAKE.fullmatch(f.key), (spec.name, path, f.key)
            n += 1
    assert n > 60


def test_field_kinds():
    p = load_profile()
    req = p.message(101, "request")
    topics, removed = req.fields[1], req.fields[2]
    assert (topics.key, topics.kind, topics.element) == ("topics", "array", None)
    parts = topics.fields[1]
    assert [f.key for f in parts.fields] == ["partition_index", "last_mirrored_offset", "state"]
    assert [f.base_type for f in parts.fields] == ["int32", "int64", "int8"]
    assert (removed.key, removed.kind, removed.element, removed.base_type) == (
        "removed_topics",
        "array",
        "string",
        "string",
    )
    assert topics.base_type == "struct"
    create = p.message(94, "request")
    assert 0 in create.fields[0].nullable_versions  # MirrorName
    assert 0 in create.fields[1].fields[1].nullable_versions  # Config.Value
    assert 0 not in create.fields[1].fields[0].nullable_versions  # Config.Name
    described = p.message(99, "response").fields[1].fields[3]
    assert (described.key, described.default) == ("authorized_operations", "-2147483648")


@pytest.mark.parametrize(
    ("name", "key"),
    [
        ("PartitionIndex", "partition_index"),
        ("ISRReplicas", "isr_replicas"),
        ("ThrottleTimeMs", "throttle_time_ms"),
        ("LastMirroredOffset", "last_mirrored_offset"),
        ("TopicId", "topic_id"),
        ("MirrorName", "mirror_name"),
        ("State", "state"),
        ("Lag", "lag"),
        ("IncludeAuthorizedOperations", "include_authorized_operations"),
    ],
)
def test_snake_case(name, key):
    assert snake_case(name) == key


# ------------------------------------------------------------ version ranges


@pytest.mark.parametrize(
    ("text", "low", "high", "inside", "outside"),
    [
        ("0", 0, 0, [0], [1]),
        ("0-3", 0, 3, [0, 3], [4]),
        ("2+", 2, None, [2, 99], [1]),
        ("none", None, None, [], [0, 1]),
        (" 1-1 ", 1, 1, [1], [0, 2]),
    ],
)
def test_version_range(text, low, high, inside, outside):
    r = VersionRange.parse(text, "x")
    assert (r.low, r.high) == (low, high)
    for v in inside:
        assert v in r
    for v in outside:
        assert v not in r
    assert VersionRange.parse(str(r), "x") == r


@pytest.mark.parametrize("text", ["0-x", "", "-1", "3-1", "1+2", "v0"])
def test_version_range_bad(text):
    with pytest.raises(SpecError, match=r"^here: bad version range"):
        VersionRange.parse(text, "here")


def test_version_range_not_a_string():
    with pytest.raises(SpecError, match="here: version range must be a string"):
        VersionRange.parse(0, "here")


# ------------------------------------------------------------ spec errors


def spec_text(name="ProbeRequest", type_="request", api_key=200, fields=None, **extra):
    raw = {
        "apiKey": api_key,
        "type": type_,
        "name": name,
        "validVersions": "0",
        "flexibleVersions": "0+",
        "fields": fields
        if fields is not None
        else [{"name": "MirrorName", "type": "string", "versions": "0+"}],
        **extra,
    }
    return "// a comment line, as in Kafka's files\n" + json.dumps(raw, indent=2)


def write_pair(folder: Path, rpc="Probe", api_key=200, req_fields=None, resp_fields=None):
    (folder / f"{rpc}Request.json").write_text(
        spec_text(f"{rpc}Request", "request", api_key, req_fields)
    )
    (folder / f"{rpc}Response.json").write_text(
        spec_text(
            f"{rpc}Response",
            "response",
            api_key,
            resp_fields
            if resp_fields is not None
            else [{"name": "ErrorCode", "type": "int16", "versions": "0+"}],
        )
    )


def test_parse_spec_good():
    spec = parse_spec(spec_text(), "ProbeRequest.json")
    assert (spec.name, spec.rpc, spec.api_key, spec.type, spec.path) == (
        "ProbeRequest",
        "Probe",
        200,
        "request",
        "ProbeRequest.json",
    )
    assert [f.key for f in spec.fields] == ["mirror_name"]


def test_parse_spec_common_structs():
    text = spec_text(
        fields=[{"name": "Topics", "type": "[]TopicData", "versions": "0+"}],
        commonStructs=[
            {
                "name": "TopicData",
                "versions": "0+",
                "fields": [{"name": "PartitionIndex", "type": "int32", "versions": "0+"}],
            }
        ],
    )
    spec = parse_spec(text, "ProbeRequest.json")
    assert spec.fields[0].kind == "array"
    assert [f.key for f in spec.fields[0].fields] == ["partition_index"]


def test_load_profile_from_folder(tmp_path):
    write_pair(tmp_path)
    p = load_profile(tmp_path)
    assert p.name == tmp_path.name  # no profile.json: the folder's name
    assert p.rpcs == {"Probe": 200}
    assert p.states == {}
    assert p.directory == str(tmp_path)
    assert p.message(200, "response").fields[0].key == "error_code"


def test_load_profile_from_copy_of_shipped(tmp_path):
    shipped = Path(load_profile().directory)
    copy = tmp_path / "copy"
    shutil.copytree(shipped, copy)
    p = load_profile(copy)
    assert p.name == "kip1279-seed"
    assert p.rpcs == RPC_KEYS
    assert p.states == STATES
    assert p.messages == load_profile().messages


def test_bad_versions_names_file_and_path(tmp_path):
    write_pair(tmp_path, req_fields=[{"name": "MirrorName", "type": "string", "versions": "0-x"}])
    with pytest.raises(SpecError) as info:
        load_profile(tmp_path)
    msg = str(info.value)
    assert "ProbeRequest.json" in msg
    assert "fields[0].versions" in msg
    assert "'0-x'" in msg


def test_bad_versions_nested_path():
    fields = [
        {"name": "MirrorName", "type": "string", "versions": "0+"},
        {
            "name": "Topics",
            "type": "[]TopicData",
            "versions": "0+",
            "fields": [
                {"name": "Name", "type": "string", "versions": "0+"},
                {
                    "name": "Partitions",
                    "type": "[]int32",
                    "versions": "0+",
                    "nullableVersions": "zero",
                },
            ],
        },
    ]
    with pytest.raises(SpecError) as info:
        parse_spec(spec_text(fields=fields), "ProbeRequest.json")
    assert str(info.value) == (
        "ProbeRequest.json: fields[1].fields[1].nullableVersions: bad version range 'zero'"
    )


@pytest.mark.parametrize(
    ("field", "path", "words"),
    [
        (
            {"name": "Count", "type": "int32", "versions": "0+", "nullableVersions": "0+"},
            "fields[0].nullableVersions",
            "cannot be nullable",
        ),
        ({"name": "Thing", "type": "Mystery", "versions": "0+"}, "fields[0].type", "unknown type"),
        (
            {"name": "Things", "type": "[]Mystery", "versions": "0+"},
            "fields[0].type",
            "unknown element type",
        ),
        ({"name": "Count", "versions": "0+"}, "fields[0]", "missing 'type'"),
        ({"name": "Count", "type": "int32"}, "fields[0]", "missing 'versions'"),
        (
            {"name": "bad-name", "type": "int32", "versions": "0+"},
            "fields[0].name",
            "bad field name",
        ),
        (
            {"name": "Count", "type": "int32", "versions": "0+", "taggedVersions": "0+"},
            "fields[0].tag",
            "needs an integer tag",
        ),
        (
            {"name": "Ids", "type": "[]int32", "versions": "0+", "fields": []},
            "fields[0].fields",
            "has no fields",
        ),
        (
            {"name": "Count", "type": "int32", "versions": 0},
            "fields[0].versions",
            "must be a string",
        ),
    ],
)
def test_field_errors_name_file_and_path(field, path, words):
    with pytest.raises(SpecError) as info:
        parse_spec(spec_text(fields=[field]), "ProbeRequest.json")
    msg = str(info.value)
    assert msg.startswith(f"ProbeRequest.json: {path}:"), msg
    assert words in msg


def test_repeated_field_name():
    fields = [
        {"name": "TopicId", "type": "uuid", "versions": "0+"},
        {"name": "TopicID", "type": "uuid", "versions": "0+"},
    ]
    with pytest.raises(SpecError, match=r"ProbeRequest\.json: fields\[1\]\.name: .*repeats"):
        parse_spec(spec_text(fields=fields), "ProbeRequest.json")


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("{not json", "not JSON"),
        ("[]", "top level must be an object"),
        (spec_text(api_key=40000), "apiKey"),
        (spec_text(api_key="94"), "apiKey"),
        (spec_text(type_="header"), "type"),
        (spec_text(name="ProbeResponse"), "must end with 'Request'"),
        (
            json.dumps({"apiKey": 1, "type": "request", "name": "XRequest", "fields": []}),
            "missing 'validVersions'",
        ),
        (spec_text(validVersions="0-x"), "validVersions: bad version range"),
    ],
)
def test_top_level_errors_name_file(text, words):
    with pytest.raises(SpecError) as info:
        parse_spec(text, "ProbeRequest.json")
    msg = str(info.value)
    assert msg.startswith("ProbeRequest.json: "), msg
    assert words in msg


def test_missing_response_spec(tmp_path):
    write_pair(tmp_path)
    (tmp_path / "ProbeResponse.json").unlink()
    with pytest.raises(SpecError) as info:
        load_profile(tmp_path)
    assert str(info.value) == "ProbeRequest.json: no response spec with apiKey 200"


def test_missing_request_spec(tmp_path):
    write_pair(tmp_path)
    (tmp_path / "ProbeRequest.json").unlink()
    with pytest.raises(SpecError, match="ProbeResponse.json: no request spec with apiKey 200"):
        load_profile(tmp_path)


def test_duplicate_api_key(tmp_path):
    write_pair(tmp_path, "Alpha", 200)
    write_pair(tmp_path, "Beta", 200)
    with pytest.raises(SpecError) as info:
        load_profile(tmp_path)
    msg = str(info.value)
    assert "apiKey 200" in msg
    assert "already used by" in msg
    assert "AlphaRequest.json" in msg and "BetaRequest.json" in msg


def test_request_and_response_of_different_rpcs(tmp_path):
    (tmp_path / "AlphaRequest.json").write_text(spec_text("AlphaRequest", "request", 200))
    (tmp_path / "BetaResponse.json").write_text(spec_text("BetaResponse", "response", 200))
    with pytest.raises(SpecError, match="apiKey 200 names"):
        load_profile(tmp_path)


def test_bad_file_in_folder_named(tmp_path):
    write_pair(tmp_path)
    (tmp_path / "BrokenResponse.json").write_text("{")
    with pytest.raises(SpecError, match=r"^BrokenResponse\.json: not JSON"):
        load_profile(tmp_path)


def test_empty_folder(tmp_path):
    with pytest.raises(SpecError, match="no message spec files"):
        load_profile(tmp_path)


def test_profile_json_states(tmp_path):
    write_pair(tmp_path)
    (tmp_path / "profile.json").write_text(
        "// comment\n" + json.dumps({"name": "probe", "partitionStates": {"UP": 1, "DOWN": 2}})
    )
    p = load_profile(tmp_path)
    assert p.name == "probe"
    assert p.states == {1: "UP", 2: "DOWN"}


def test_profile_json_bad_state(tmp_path):
    write_pair(tmp_path)
    (tmp_path / "profile.json").write_text(json.dumps({"partitionStates": {"HUGE": 300}}))
    with pytest.raises(SpecError, match=r"profile\.json: partitionStates\.HUGE: must be an int8"):
        load_profile(tmp_path)


def test_profile_json_not_json(tmp_path):
    write_pair(tmp_path)
    (tmp_path / "profile.json").write_text("{")
    with pytest.raises(SpecError, match=r"^profile\.json: not JSON"):
        load_profile(tmp_path)


def test_unknown_profile_name():
    with pytest.raises(SpecError) as info:
        load_profile("kip9999-nope")
    msg = str(info.value)
    assert "kip9999-nope" in msg
    assert "kip1279-seed" in msg  # the known profiles are listed


# ------------------------------------------------------------ with_keys


def test_with_keys_moves_key():
    p = load_profile()
    q = p.with_keys({"CreateMirror": 1094})
    assert q.rpcs == {**RPC_KEYS, "CreateMirror": 1094}
    assert q.message(94, "request") is None and q.message(94, "response") is None
    req, resp = q.message(1094, "request"), q.message(1094, "response")
    assert req.name == "CreateMirrorRequest" and req.api_key == 1094
    assert resp.name == "CreateMirrorResponse" and resp.api_key == 1094
    assert req.fields == p.message(94, "request").fields
    assert q.message(95, "request") == p.message(95, "request")
    assert len(q.messages) == 16
    assert q.states == p.states and q.state_fields == p.state_fields
    assert q.name == p.name
    # The original is untouched.
    assert p.rpcs == RPC_KEYS
    assert p.message(94, "request").api_key == 94


def test_with_keys_swap():
    q = load_profile().with_keys({"CreateMirror": 95, "AddTopicsToMirror": 94})
    assert q.message(95, "request").name == "CreateMirrorRequest"
    assert q.message(94, "response").name == "AddTopicsToMirrorResponse"


def test_with_keys_collision():
    with pytest.raises(SpecError, match="share one API key"):
        load_profile().with_keys({"CreateMirror": 95})
    with pytest.raises(SpecError, match="share one API key"):
        load_profile().with_keys({"CreateMirror": 1000, "ListMirrors": 1000})


def test_with_keys_unknown_rpc():
    with pytest.raises(SpecError) as info:
        load_profile().with_keys({"DeleteMirror": 1102})
    msg = str(info.value)
    assert "'DeleteMirror'" in msg
    assert "CreateMirror" in msg and "WriteMirrorStates" in msg
