"""One profile per cluster: two clusters of two brokers each, on different KIP-1279 revisions.

cluster-a (10.0.0.1, 10.0.0.3) speaks the third revision (``late_capture.py``), cluster-b
(10.0.0.2, 10.0.0.4) the 2026-07 one (``cl3_capture.py``); each broker answers part of its
revision's RPCs, each built with ``struct`` from the revision's field lists, and each cluster's
Metadata v12 response (written here with ``struct``) names its ``cluster_id`` and both its
brokers, the way :mod:`dissector.analysis.clusters` groups addresses.  A fifth broker of
cluster-b, 10.0.0.6, listed in its Metadata, answers only after ``auto``'s sample has ended (two
minutes later): only its cluster says how it speaks.  ``auto`` chooses per cluster, each state
is named by its own cluster's numbering in read, analyze (transitions) and with
``--profile CLUSTER=NAME``, and ``--workers 2`` gives the rows of one process.
"""

from __future__ import annotations

import json

import cl3_capture
import late_capture
import pytest
from cl3_capture import cstr, i16, i32, request, response, tags

import dissector
from dissector.analysis.bycluster import per_cluster
from dissector.pipeline.choice import choose_profile
from dissector.profiles.profile import load_profile

from helpers import kmirror, tcp_conversation

LATE, CL3 = "kip1279-late-2026", "kip1279-cl3-2026-07"
A1, A2, B1, B2, B3 = "10.0.0.1", "10.0.0.3", "10.0.0.2", "10.0.0.4", "10.0.0.6"
CLUSTER = {A1: "cluster-a", A2: "cluster-a", B1: "cluster-b", B2: "cluster-b", B3: "cluster-b"}
START = 1_790_000_000.0
#: the 2026-07 exchanges (cl3_capture.EXCHANGES) whose request and response the third revision
#: decodes cleanly too: alone, they are no evidence of the revision their broker speaks
SAME_SHAPE = (0, 2, 3, 7, 8, 9, 12, 13)


def metadata(cluster_id: str, hosts: list[str]) -> list[tuple[bool, bytes]]:
    """A Metadata v12 exchange (all topics) whose response names the cluster and its brokers."""
    body = b"\x00" + b"\x00" + b"\x00" + tags()  # topics null, no auto-creation, no operations
    req = request(3, 7, body)
    req = req[:6] + i16(12) + req[8:]  # version 12
    brokers = [i32(n) + cstr(h) + i32(9092) + cstr(None) + tags() for n, h in enumerate(hosts)]
    resp = i32(0) + bytes([len(brokers) + 1]) + b"".join(brokers)
    resp += cstr(cluster_id) + i32(0) + b"\x01" + tags()  # controller 0, no topics
    return [(True, req), (False, response(7, resp))]


@pytest.fixture(scope="module")
def mixed(tmp_path_factory):
    from scapy.utils import wrpcap

    packets = []
    port = 40001
    clusters = (
        (late_capture, "cluster-a", [A1, A2], [A1, A2], START),
        (cl3_capture, "cluster-b", [B1, B2, B3], [B1, B2], START + 0.5),
    )
    for mod, cid, hosts, answer, start in clusters:
        client, server = ("10.0.0.7", port), (hosts[0], 9092)
        packets += tcp_conversation(
            metadata(cid, hosts), client=client, server=server, start=start - 0.2, close=True
        )
        port += 1
        ex = mod.EXCHANGES
        if mod is cl3_capture:  # B2 answers only RPCs whose bytes the other revision reads too
            parts = ([x for i, x in enumerate(ex) if i not in SAME_SHAPE],
                     [x for i, x in enumerate(ex) if i in SAME_SHAPE])  # fmt: skip
        else:
            parts = (ex[: len(ex) // 2], ex[len(ex) // 2 :])
        for i, (host, part) in enumerate(zip(answer, parts, strict=True)):
            segments = [
                s for _r, _k, req, _rv, resp, _pv in part for s in ((True, req), (False, resp))
            ]
            packets += tcp_conversation(segments, client=("10.0.0.7", port), server=(host, 9092),
                                        start=start + i * 0.1, close=True)  # fmt: skip
            port += 1
    # the late broker of cluster-b: after the sample (QUIET_NS) has ended
    segments = metadata("cluster-b", [B1, B2, B3])  # a client asks Metadata first
    segments += [s for _r, _k, req, _rv, resp, _pv in cl3_capture.EXCHANGES
                 for s in ((True, req), (False, resp))]  # fmt: skip
    packets += tcp_conversation(segments, client=("10.0.0.7", port), server=(B3, 9092),
                                start=START + 120, close=True)  # fmt: skip
    path = tmp_path_factory.mktemp("percluster") / "mixed.pcap"
    wrpcap(str(path), sorted(packets, key=lambda p: float(p.time)))
    return path


def _server(m) -> str:
    return m.dst if m.kind == "request" else m.src


def test_auto_chooses_per_cluster_with_the_evidence_of_all_its_brokers(mixed):
    alone = choose_profile(mixed, [9092])
    # per endpoint, B2's frames fit both revisions and B3 is not in the sample: both would
    # be read with the third revision's numbering
    assert {s: p.name for s, p in alone.profile.per_server.items()} == {f"{B1}:9092": CL3}
    assert alone.by_server[f"{B2}:9092"][LATE] == alone.by_server[f"{B2}:9092"][CL3] == (16, 16)
    assert f"{B3}:9092" not in alone.by_server
    choice = per_cluster(alone, mixed, [9092])
    prof = choice.profile
    assert prof.base == LATE
    assert {s: p.name for s, p in prof.per_server.items()} == {
        f"{h}:9092": CL3 for h in (B1, B2, B3)
    }
    assert choice.reason.endswith(f"; per cluster: cluster-b {CL3} (28 of 28 there, {LATE} 19)")


def test_each_message_is_decoded_and_named_with_its_clusters_profile(mixed):
    choice = per_cluster(choose_profile(mixed, [9092]), mixed, [9092])
    got = {"cluster-a": [], "cluster-b": []}
    for m in dissector.iter_messages(mixed, ports=[9092], profile=choice.profile):
        if not m.mirror:
            assert m.api_name == "Metadata" and m.expert == []
            continue
        assert m.expert == [], (m.frame, m.expert)
        c = CLUSTER[_server(m)]
        assert m.profile == (LATE if c == "cluster-a" else CL3), (m.frame, _server(m))
        if _server(m) != B3:
            got[c].append((m.api_name, m.kind, m.body))
    for mod, c in ((late_capture, "cluster-a"), (cl3_capture, "cluster-b")):
        want = [(r, k, b) for r, _key, _q, rv, _p, pv in mod.EXCHANGES
                for k, b in (("request", rv), ("response", pv))]  # fmt: skip
        assert sorted(got[c], key=repr) == sorted(want, key=repr)


def _read(mixed, *args) -> tuple[str, list[dict], dict[int, str]]:
    """stderr, the read rows, frame -> the cluster of its server."""
    r = kmirror("read", str(mixed), "--format", "json", "--all-columns", *args)
    assert r.returncode == 0, r.stderr
    rows = json.loads(r.stdout)
    where = {x["frame"]: CLUSTER[(x["dst"] if x["direction"] == "request" else x["src"])
                                 .split(":")[0]] for x in rows}  # fmt: skip
    return r.stderr, rows, where


def _states(mixed, where: dict[int, str], *args) -> set[tuple[str, int, str]]:
    """(cluster, code, name) of every int8 state leaf ``kmirror fields`` names."""
    r = kmirror("fields", str(mixed), "--format", "json", "--mirror-only", *args)
    assert r.returncode == 0, r.stderr
    return {(where[x["frame"]], x["value"], x["state_name"]) for x in json.loads(r.stdout)
            if x["state_name"] is not None and isinstance(x["value"], int)}  # fmt: skip


@pytest.mark.slow
def test_the_python_api_chooses_per_cluster_too(mixed):
    df = dissector.read_capture(mixed, profile="auto")
    server = df["src"].where(df["direction"] == "response", df["dst"]).str.split(":").str[0]
    assert set(zip(server.map(CLUSTER), df["profile"], strict=True)) == {
        ("cluster-a", LATE), ("cluster-b", CL3)
    }  # fmt: skip
    assert (df[server == B3]["profile"] == CL3).all() and (server == B3).sum() == 30
    f = dissector.read_fields(mixed, profile="auto")
    where = dict(zip(df["frame"], server.map(CLUSTER), strict=True))
    code2 = f[(f["path"].str.endswith(".state")) & (f["value"].map(lambda v: v == 2))]
    assert set(zip(code2["frame"].map(where), code2["state_name"], strict=True)) == {
        ("cluster-a", "ULE_RECOVERY"), ("cluster-b", "MIRRORING")
    }  # fmt: skip


@pytest.mark.slow
def test_read_and_fields_name_each_state_by_its_clusters_numbering(mixed):
    err, rows, where = _read(mixed)
    assert err == (
        f"kmirror: profile {LATE}+{CL3} (auto: 49 of 58 mirror frames decode cleanly, {CL3} 45 "
        f"of 58, kip1279-seed 9 of 58; per cluster: cluster-b {CL3} (28 of 28 there, {LATE} 19))\n"
    )
    assert len(rows) == 3 * 2 + 58 + 28  # three Metadata exchanges, both clusters, the late broker
    assert all(x["expert"] == "" for x in rows)
    assert {(where[x["frame"]], x["profile"]) for x in rows} == {
        ("cluster-a", LATE), ("cluster-b", CL3)
    }  # fmt: skip
    states = _states(mixed, where)
    late, cl3 = load_profile(LATE).states, load_profile(CL3).states
    assert {(c, n) for c, k, n in states if k == 2} == {
        ("cluster-a", "ULE_RECOVERY"), ("cluster-b", "MIRRORING")
    }  # fmt: skip
    assert all(n == (late if c == "cluster-a" else cl3)[k] for c, k, n in states)


@pytest.mark.slow
def test_workers_give_the_rows_of_one_process(mixed, tmp_path):
    one = kmirror("read", str(mixed), "--format", "json", "--all-columns")
    two = kmirror("read", str(mixed), "--format", "json", "--all-columns", "--workers", "2")
    assert one.returncode == two.returncode == 0, two.stderr
    assert two.stdout == one.stdout and len(json.loads(two.stdout)) == 92
    assert f"per cluster: cluster-b {CL3}" in two.stderr

    def transitions(*args) -> str:
        out = tmp_path / f"t{len(args)}"
        r = kmirror("analyze", str(mixed), "--export", str(out), *args)
        assert r.returncode == 0, r.stderr
        return (out / "transitions.csv").read_text()

    one = transitions()
    assert transitions("--workers", "2") == one
    assert "cluster-a" in one and "cluster-b" in one


def test_analyze_says_which_cluster_speaks_which_revision(mixed):
    a = dissector.analyze(mixed, profile="auto")
    assert f"cluster cluster-a speaks {LATE}" in a.notes
    assert f"cluster cluster-b speaks {CL3}" in a.notes
    assert set(a.clusters["cluster"]) == {"cluster-a", "cluster-b"}
    ps = a.partition_states
    reads = ps[(ps["source"] == "ReadMirrorStates") & (ps["state_code"] == 2)]
    assert set(zip(reads["cluster"], reads["state"], strict=True)) == {
        ("cluster-a", "ULE_RECOVERY"), ("cluster-b", "MIRRORING")
    }  # fmt: skip
    tr = a.transitions
    to2 = tr[tr["to_code"] == 2]
    assert set(zip(to2["cluster"], to2["to_state"].astype(str), strict=True)) == {
        ("cluster-a", "ULE_RECOVERY"), ("cluster-b", "MIRRORING")
    }  # fmt: skip
    for c, names in (("cluster-a", LATE), ("cluster-b", CL3)):
        states = load_profile(names).states
        mine = tr[tr["cluster"] == c]
        assert len(mine) > 0
        assert set(mine["to_state"].astype(str)) <= set(states.values())
        named = zip(mine["to_code"], mine["to_state"].astype(str), strict=True)
        assert set(named) <= set(states.items())


@pytest.mark.slow
def test_analyze_says_it_and_the_override_by_cluster_name(mixed):
    r = kmirror("analyze", str(mixed))
    assert r.returncode == 0, r.stderr
    assert f"cluster cluster-a speaks {LATE}" in r.stdout
    assert f"cluster cluster-b speaks {CL3}" in r.stdout
    # one profile named, the other cluster by its name: the same numbering per cluster
    given = f"{LATE},cluster-b={CL3}"
    err, rows, where = _read(mixed, "--profile", given)
    assert err == (
        f"kmirror: profile {LATE}+{CL3} (given per cluster: cluster-b {CL3} "
        f"({B1}:9092, {B2}:9092, {B3}:9092))\n"
    )
    assert all(x["expert"] == "" for x in rows)
    assert {(where[x["frame"]], x["profile"]) for x in rows} == {
        ("cluster-a", LATE), ("cluster-b", CL3)
    }  # fmt: skip
    assert {(c, n) for c, k, n in _states(mixed, where, "--profile", given) if k == 2} == {
        ("cluster-a", "ULE_RECOVERY"), ("cluster-b", "MIRRORING")
    }  # fmt: skip
    # and the other way round: cluster-a named by its name, the rest the 2026-07 revision
    err, rows, _ = _read(mixed, "--profile", f"{CL3},cluster-a={LATE}")
    assert {(where[x["frame"]], x["profile"]) for x in rows} == {
        ("cluster-a", LATE), ("cluster-b", CL3)
    }  # fmt: skip
    r = kmirror("read", str(mixed), "--profile", f"cluster-c={CL3}")
    assert r.returncode == 2 and r.stdout == ""
    assert (
        r.stderr.strip()
        .splitlines()[-1]
        .endswith(
            "--profile cluster-c=...: no cluster 'cluster-c' in the capture (clusters found: "
            "cluster-a, cluster-b); name one, or write ADDRESS:PORT=NAME for one broker endpoint"
        )
    )


def test_the_pre_pass_reads_each_cluster_with_its_own_roles(mixed):
    from dissector.analysis.clusters import resolve_clusters
    from dissector.analysis.collect import Collector
    from dissector.analysis.files import make_dissector
    from dissector.analysis.inventory import Inventory
    from dissector.analysis.replay import roles_of

    prof = per_cluster(choose_profile(mixed, [9092]), mixed, [9092]).profile
    coll = Collector(None, roles=prof.roles)
    for m in make_dissector([9092], prof).feed_path(mixed):
        coll.add(m)
    exchanges = coll.finish()
    clusters = resolve_clusters(exchanges, prof)
    own = Inventory(exchanges, clusters, prof.roles, roles_of(prof))
    assert dict(own.topic_parts) == {
        ("cluster-a", "orders"): {0, 1, 2}, ("cluster-b", "orders"): {0, 1},
        ("cluster-b", "payments"): {0},
    }  # fmt: skip
    assert set(own.named_mirror.values()) == {"eu-west"} and len(own.named_mirror) == 3
    # with the third revision's roles for cluster-b too, its bodies name a topic it has not
    one = Inventory(exchanges, clusters, prof.roles)
    assert ("cluster-b", None) in one.topic_parts
