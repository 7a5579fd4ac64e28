"""The plugin's statistics against ``kmirror analyze``, under Wireshark 4.0 and 4.4 (issue 30).

``tshark -z kafka_mirror.partitions``, ``-z kafka_mirror.conversations`` and
``-z kafka_mirror.errors`` (the same text as Wireshark's Statistics > Kafka Mirror menu)
print one tab-separated line per row.  On every committed capture (with the plugin of
its profile) their rows equal, column for column, those of the tables ``kmirror analyze
--export`` writes:

- partitions: ``partition_states`` (frame, mirror, topic, partition, state, source);
- conversations: ``conversations`` of the mirror RPCs (request and response frame, API,
  mirror, client id, client, server, correlation id, error name), but for the lookups of
  last mirror epochs by topic id (cl3), which the analysis gives to a mirror from its
  reconstruction of the clusters: the wire names no mirror there;
- errors: ``errors`` of the mirror RPCs (frame, API, mirror, path, error code and name).
"""

from __future__ import annotations

import csv
import json
import shutil
from pathlib import Path

import pytest

from dissector.plugin.lua import PLUGIN_FILE, generate_lua
from dissector.profiles.profile import load_profile

from helpers import ROOT, kmirror

pytestmark = pytest.mark.slow

PLUGIN = ROOT / "lua" / PLUGIN_FILE
CAPTURES = sorted(p for p in (ROOT / "captures").iterdir() if p.suffix in (".pcap", ".pcapng"))
PORTS = (9092, 9093, 19092, 19093)
STATS = ("partitions", "conversations", "errors")
#: the title line of each statistic
TITLES = {
    "partition states over time": "partitions",
    "mirror conversations": "conversations",
    "errors by mirror": "errors",
}

#: statistic -> (analyze's table, [(analyze's column, the statistic's column)])
COLUMNS = {
    "partitions": (
        "partition_states",
        [("frame", "frame"), ("mirror", "mirror"), ("topic", "topic"),
         ("partition", "partition"), ("state", "state"), ("source", "source")],
    ),
    "conversations": (
        "conversations",
        [("request_frame", "request_frame"), ("response_frame", "response_frame"),
         ("api_name", "api_name"), ("mirror", "mirror"), ("client_id", "client_id"),
         ("client", "client"), ("server", "server"), ("correlation_id", "correlation_id"),
         ("error_name", "error_name")],
    ),
    "errors": (
        "errors",
        [("frame", "frame"), ("api_name", "api_name"), ("mirror_name", "mirror"),
         ("path", "path"), ("error_code", "error_code"), ("error_name", "error_name")],
    ),
}  # fmt: skip


def _profile(capture: Path) -> str | None:
    truth = capture.with_name(capture.name.rsplit(".", 1)[0] + ".truth.json")
    return json.loads(truth.read_text())["profile"]["name"] if truth.exists() else None


@pytest.fixture(scope="module")
def folder(tshark):
    d = tshark.folder("kmirror-stats-")
    shutil.copy(PLUGIN, d / PLUGIN_FILE)
    for p in CAPTURES:
        shutil.copy(p, d / p.name)
        name = _profile(p)
        if name is not None and name != load_profile().name:
            (d / f"{name}.lua").write_text(generate_lua(load_profile(name)))
    for p in d.iterdir():
        p.chmod(0o644)
    yield d
    shutil.rmtree(d, ignore_errors=True)


def plugin_stats(tshark, folder: Path, capture: Path) -> dict[str, list[dict]]:
    """statistic -> its rows (column -> text) printed by tshark with the plugin."""
    name = _profile(capture)
    plugin = folder / (f"{name}.lua" if name and name != load_profile().name else PLUGIN_FILE)
    args = ["-n", "-q", "-r", str(folder / capture.name), "-X", f"lua_script:{plugin}"]
    args += ["-o", "kafka_mirror.tcp.ports:" + ",".join(map(str, PORTS))]
    for stat in STATS:
        args += ["-z", f"kafka_mirror.{stat}"]
    res = tshark.run(args)
    assert res.returncode == 0 and "Lua Error" not in res.stdout + res.stderr, res.stderr
    out, lines = {}, res.stdout.splitlines()
    for i, line in enumerate(lines):
        if line.startswith("Kafka Mirror: "):
            cols = lines[i + 1].split("\t")
            rows = []
            for row in lines[i + 2 :]:
                if row.startswith("====="):
                    break
                rows.append(dict(zip(cols, row.split("\t"), strict=True)))
            out[TITLES[line.removeprefix("Kafka Mirror: ")]] = rows
    assert set(out) == set(STATS), res.stdout[:2000]
    return out


def analyze_tables(capture: Path, tmp: Path) -> dict[str, list[dict]]:
    args = ["analyze", str(capture), "--export", str(tmp)]
    for port in PORTS:
        args += ["-p", str(port)]
    res = kmirror(*args)
    assert res.returncode == 0, res.stderr
    return {
        table: list(csv.DictReader((tmp / f"{table}.csv").open())) for table, _ in COLUMNS.values()
    }


def _wire(row: dict, rpcs: set[str]) -> bool:
    """A row of analyze's the wire alone tells: a mirror RPC's, not a lookup of last
    mirror epochs by topic id that the analysis gives to the asking mirror from its
    reconstruction of the clusters (conversations' summary ``LME ...``)."""
    return row["api_name"] in rpcs and not row.get("summary", "").startswith("LME ")


def _text(v: str) -> str:
    return v[:-2] if v.endswith(".0") and v[:-2].lstrip("-").isdigit() else v


@pytest.mark.parametrize("capture", CAPTURES, ids=[p.name for p in CAPTURES])
def test_statistics_rows_equal_analyze(tshark, folder, tmp_path, capture):
    ours = plugin_stats(tshark, folder, capture)
    theirs = analyze_tables(capture, tmp_path)
    rpcs = set(load_profile(_profile(capture) or load_profile().name).rpcs)
    for stat, (table, cols) in COLUMNS.items():
        want = [tuple(_text(r[a]) for a, _ in cols) for r in theirs[table]]
        if stat != "partitions":  # the mirror RPCs' (analyze adds a mirror's Fetch, ...)
            want = [w for w, r in zip(want, theirs[table], strict=True) if _wire(r, rpcs)]
        got = [tuple(r[b] for _, b in cols) for r in ours[stat]]
        assert sorted(got) == sorted(want), f"{stat}: {capture.name}"
