"""What a new user met first (issue 30, point 5): counts, ports and frame ranges in messages,
exit statuses that agree, a key log without keys, options a command does not use, the
analysis' repr, where ``lua build`` writes, and ``show``'s record keys and API keys.

Commands run through click's CliRunner (in process) on the committed captures; every value
asserted is read from them (failback.pcapng: orders-2 loses 1 offset at failback;
walkthrough.pcap: frames 1 to 190, Kafka on 19092 found by detection; clients.pcap: client
traffic, no mirror RPC)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

import dissector
from dissector.cli import main
from dissector.errors import CaptureError

from helpers import CAPTURES, WALKTHROUGH

FAILBACK = CAPTURES / "failback.pcapng"
CLIENTS = CAPTURES / "clients.pcap"
PORTS = ["-p", "9093", "-p", "19092", "-p", "19093"]


def run(*args: str):
    return CliRunner().invoke(main, list(map(str, args)))


@pytest.fixture(scope="module")
def failback():
    return dissector.analyze(FAILBACK, ports=[9092, 9093, 19092, 19093])


@pytest.mark.slow
def test_counts_take_the_plural_rule(failback):
    events = [e["event"] for e in failback.summary(top=100)["timeline"]]
    assert "failback truncation: 1 offset removed" in events
    assert "failback truncation: 7 offsets removed" in events
    assert not [e for e in events if " 1 offsets" in e]
    r = run("analyze", FAILBACK, *PORTS, "--top", "1")
    assert r.exit_code == 0
    assert "... 1 more mirror (--top N shows more)" in r.stdout
    assert " 1 more mirrors" not in r.stdout


def test_fields_past_the_last_frame_says_the_frame_range():
    r = run("fields", WALKTHROUGH, "--frame", "999999")
    assert r.exit_code == 1
    assert "walkthrough.pcap: the capture has frames 1 to 190; no frame 999999" in r.output
    assert "looked for" not in r.output  # not "port(s) 9092" right after 19092 was found


def test_fields_names_every_port_looked_on():
    r = run("fields", WALKTHROUGH, "--frame", "1")  # an ARP/TCP frame: no Kafka there
    assert r.exit_code == 1
    assert (
        "Kafka looked for on ports 9092, 19092 (19092 detected) and on any port whose "
        "connections frame as Kafka" in r.output
    )
    r = run("fields", WALKTHROUGH, "--frame", "1", "--no-detect")
    assert r.exit_code == 1 and "Kafka looked for on port 9092 only: --no-detect" in r.output


@pytest.mark.parametrize("command", ["read", "fields"])
@pytest.mark.parametrize("fmt", ["table", "csv", "json"])
def test_mirror_only_without_mirror_rpcs_is_an_empty_table(command, fmt):
    """read and fields agree: Kafka but no mirror RPC is the empty output and exit 0, and a
    line on stderr (a filter that matches nothing, as tshark -Y)."""
    r = CliRunner().invoke(main, [command, str(CLIENTS), "--mirror-only", "--format", fmt])
    assert r.exit_code == 0, r.output
    out = r.stdout
    if fmt == "json":
        assert json.loads(out) == []
    else:
        lines = out.splitlines()
        assert len(lines) == 1 and lines[0].replace(",", " ").split()[:2] == [
            "frame",
            "time" if command == "read" else "tcp_stream",
        ]
    assert "clients.pcap: no mirror RPCs of profile kip1279-seed (--mirror-only" in r.stderr


def test_a_key_log_without_a_key_line_is_an_error(tmp_path):
    empty = tmp_path / "empty.keys"
    empty.write_text("# TLS secrets log file\n\n")
    for command in ("read", "analyze"):
        r = run(command, CAPTURES / "tls.pcapng", "--tls-keylog", empty)
        assert r.exit_code == 1
        assert r.output.startswith(f"kmirror: error: {empty}: no key line in this key log")
        assert len(r.output.splitlines()) == 1
    with pytest.raises(CaptureError, match="no key line"):
        list(dissector.iter_messages(CAPTURES / "tls.pcapng", tls_keylog=empty))
    good = tmp_path / "one.keys"
    good.write_text(
        "# a comment\n" + (CAPTURES / "tls.keys.log").read_text().splitlines()[1] + "\n"
    )
    r = run("read", CAPTURES / "tls.pcapng", "--tls-keylog", good, "--format", "csv")
    assert r.exit_code == 0


def test_profiles_offers_only_the_options_it_uses():
    r = run("profiles", "--help")
    assert r.exit_code == 0
    for opt in ("--profile", "--specs", "--mirror-keys"):
        assert opt in r.output
    for opt in ("--port", "--detect", "--detect-keys"):
        assert opt not in r.output
    r = run("profiles", "-p", "19092")
    assert r.exit_code == 2 and "No such option" in r.output
    r = run("profiles", "--profile", "kip1279-cl3-2026-07")
    assert r.exit_code == 0 and "selected: kip1279-cl3-2026-07" in r.output


@pytest.mark.slow
def test_repr_of_an_analysis_is_a_few_lines(failback):
    text = repr(failback)
    assert len(text) < 600 and len(text.splitlines()) == 2
    assert text.startswith(
        "<Analysis of failback.pcapng (profile kip1279-seed): 686 messages, 343 exchanges "
        "(67 mirror RPCs), "
    )
    assert "transitions 43" in text and "lost_writes" in text
    assert len(failback.transitions) == 43  # the DataFrame made: the same count
    assert "transitions 43" in repr(failback)


def test_lua_build_says_where_it_wrote(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    r = CliRunner().invoke(main, ["lua", "build"])
    assert r.exit_code == 0, r.output
    plugin = tmp_path / "lua" / "kafka_mirror.lua"
    assert r.stdout == f"{plugin}\n" and Path(r.stdout.strip()).is_absolute()
    assert r.stderr == f"kmirror: made the folder {tmp_path / 'lua'} for lua/kafka_mirror.lua\n"
    r = CliRunner().invoke(main, ["lua", "build"])  # the folder is there: nothing to say
    assert r.exit_code == 0 and r.stderr == "" and r.stdout == f"{plugin}\n"


def test_show_record_keys_as_text_and_api_keys_by_name():
    r = run("show", FAILBACK, "--frame", "31")  # a Produce of producer-a1
    assert r.exit_code == 0
    assert "key: 'customer-20' (11 bytes)" in r.stdout
    assert (
        """value: '{"phase":"before-mirror","n":0,"customer":"c20","amount_cents":14806}' """
        "(69 bytes)" in r.stdout
    )
    r = run("show", FAILBACK, "--frame", "6")  # an ApiVersions response
    assert r.exit_code == 0
    assert "api_key: Produce (0)" in r.stdout and "api_key: ApiVersions (18)" in r.stdout
    r = run("show", FAILBACK, "--frame", "200")  # advertising the mirror keys
    assert "api_key: CreateMirror (94)" in r.stdout
    assert "api_key: WriteMirrorStates (101)" in r.stdout


def test_binary_bytes_stay_hex():
    """A record value that is not text (clients.pcap frame 62: a Produce whose records
    carry text and binary values) stays hex; text is what decodes as printable UTF-8."""
    r = run("show", CLIENTS, "--frame", "62")
    assert r.exit_code == 0
    values = [x.split("value: ", 1)[1] for x in r.stdout.splitlines() if " value: " in x]
    binary = [v for v in values if not v.startswith("'") and v != "null"]
    assert binary == ["000180feff" * 12 + "000180fe... (104 bytes)"]
    assert "'cfk' (3 bytes)" in values and len(values) > 10
