"""The ground truth of a scenario run: what happened, to be checked against a capture.

Owns: :class:`Truth`, the thread-safe recorder every actor reports to, and
the JSON file it writes next to the capture (schema ``kmirror-truth/1``,
described key by key in :data:`SCHEMA` and in ``captures/README.md``).

Every event carries an ISO-8601 UTC time with microseconds and, when a
request carried it, the request's ``correlation_id`` and connection (``client``
and ``server`` as ``host:port``) plus the ``rpc_id`` of that request in the
``rpcs`` list, so it can be joined to capture frames.  After the capture is
closed, :meth:`Truth.resolve_frames` asks tshark (an independent dissector)
which frame carried each request and response.

Must not import: capture reading, reassembly, pandas or the CLI.
"""

from __future__ import annotations

import datetime
import json
import shutil
import subprocess
import threading
from collections import Counter
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from ..kafka.protocol import error_name
from .mirror_client import Exchange
from .mirror_endpoint import CallContext
from .wire import error_code, error_paths, plain, summary

__all__ = ["OPTIONAL", "SCHEMA", "SCHEMA_NAME", "Truth", "iso"]

SCHEMA_NAME = "kmirror-truth/1"

#: Top-level keys of a truth file and what each holds (the file's contract).
SCHEMA: dict[str, str] = {
    "schema": f"'{SCHEMA_NAME}'",
    "scenario": "scenario name",
    "description": "what the scenario does, in one paragraph",
    "seed": "the --seed of the run: record counts, partitions, keys, every choice",
    "command": "the command line that regenerates the capture",
    "capture": "capture file name (pcapng, next to this file); null when not captured",
    "profile": "{name, api_keys {RPC: key}, state_codes {STATE: int8}}",
    "ports": "TCP ports carrying Kafka (both Tansu, both mirror listeners): decode with these",
    "clusters": "{a|b: {tansu, mirror_endpoint}} as host:port",
    "started": "ISO-8601 UTC time the actors started",
    "finished": "ISO-8601 UTC time the actors stopped",
    "frames_note": "how rpcs[].frames were found (tshark), or why they were not",
    "actors": "[{name (= client_id), kind, cluster, connects_to []}]",
    "mirrors": "[{name, cluster (destination), source_cluster, configs, topics}]",
    "topics": "{cluster: {topic: {topic_id, partitions}}} as Tansu reported them at the end",
    "truncations": "every truncation of a mirrored partition's log, with evidence frames and "
    "the producer records in the removed range (a transactional one with txn_outcome "
    "committed/aborted and txn_after_failover when its transaction ended); on_wire (epoch "
    "revisions): what the wire shows of the offsets, null with the reason; a step written in "
    "process is evidenced by the first DescribeMirrors response showing it",
    "rpcs": "every request a scenario actor sent (not librdkafka's), in send order",
    "transitions": "every partition state change, with the request that carried it; local "
    "true when a leader that is its own mirror coordinator wrote it in process (no request "
    "on the wire: correlation_id and client null), seen_by the rpc id of the first "
    "DescribeMirrors poll that showed it (null: no poll did)",
    "lmos": "every last mirrored offset written (WriteMirrorStates) or read "
    "(ReadMirrorStates, LastMirroredOffsets), one per partition; in a revision that carries "
    "last mirror epochs, lmo is null and lme the epoch (reads: also DescribeClusterMirrors' "
    "epoch lookups)",
    "errors": "every non-zero error code in a response to a scenario actor",
    "unanswered": "requests that never got a response",
    "produced": "every record a producer got acknowledged: cluster, topic, partition, offset",
    "logs": "the model of each mirrored partition's log per cluster at the end",
    "summary": "counts of the lists above",
}

#: Keys only some truth files have (a capture begun late; steps written in process).
OPTIONAL: dict[str, str] = {
    "capture_started": "ISO-8601 UTC time the capture began when it began after the actors "
    "(``simulate late``: just before the failover, connections already open); rpcs sent "
    "before it have no frames, and produced_in_range counts only records acknowledged after "
    "it (the others' Produce exchanges are not in the capture)",
}


def iso(ns: int | None) -> str | None:
    """ISO-8601 UTC with microseconds (``2025-01-02T03:04:05.123456Z``) for ns since the epoch."""
    if ns is None:
        return None
    dt = datetime.datetime.fromtimestamp(ns // 1000 / 1e6, tz=datetime.UTC)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def _key(client: str, server: str, correlation_id: int) -> tuple[str, str, int]:
    return client, server, correlation_id


class Truth:
    """Thread-safe recorder of one scenario run; :meth:`document` builds the JSON."""

    def __init__(self, scenario: str, seed: int, description: str = "") -> None:
        self.scenario = scenario
        self.seed = seed
        self.description = description
        self.meta: dict[str, Any] = {}
        #: Error names the played revision adds (code -> name), looked at before Kafka's.
        self.error_names: dict[int, str] = {}
        self._lock = threading.Lock()
        self._rpcs: list[dict[str, Any]] = []
        self._exchanges: list[Exchange] = []
        self.transitions: list[dict[str, Any]] = []
        self.lmos: list[dict[str, Any]] = []
        self.truncations: list[dict[str, Any]] = []
        self.produced: list[dict[str, Any]] = []
        #: transactions ended: producer, cluster, outcome (committed/aborted), time_ns
        self.txn_ends: list[dict[str, Any]] = []
        self.actors: dict[str, dict[str, Any]] = {}
        self.mirrors: dict[str, dict[str, Any]] = {}
        self.topics: dict[str, dict[str, Any]] = {}
        self.logs: list[dict[str, Any]] = []
        self.causes: dict[tuple[str, str, int], str] = {}
        self.started_ns: int | None = None
        #: when the capture began, if after the actors started (a late capture), else None
        self.capture_started_ns: int | None = None
        self.finished_ns: int | None = None
        self._frames: dict[tuple[str, str, int, str], int] = {}
        self._frames_note: str | None = None

    # ------------------------------------------------------------ recording

    def record(self, ex: Exchange) -> None:
        """Observer for :class:`MirrorClient`: keep every exchange (answered or not)."""
        with self._lock:
            self._exchanges.append(ex)

    def actor(self, name: str, kind: str, cluster: str | None, connects_to: Iterable[str]) -> None:
        """Declare an actor (its name is its client_id) or add addresses it connects to."""
        with self._lock:
            entry = self.actors.setdefault(
                name, {"name": name, "kind": kind, "cluster": cluster, "connects_to": []}
            )
            for c in connects_to:
                if c not in entry["connects_to"]:
                    entry["connects_to"].append(c)

    def transition(
        self,
        ctx: CallContext | None,
        cluster: str,
        mirror: str | None,
        topic: str,
        partition: int,
        old: str,
        new: str,
        codes: dict[str, int],
        cause: str | None = None,
    ) -> None:
        """A partition changed state while the endpoint handled ``ctx``'s request."""
        with self._lock:
            self.transitions.append(
                {
                    "time_ns": ctx.time_ns if ctx else None,
                    "cluster": cluster,
                    "mirror": mirror,
                    "topic": topic,
                    "partition": partition,
                    "from": old,
                    "to": new,
                    "from_code": codes.get(old),
                    "to_code": codes.get(new),
                    **_carrier(ctx),
                    "cause": cause,
                }
            )

    def lmo(
        self,
        op: str,
        ctx: CallContext | None,
        cluster: str,
        mirror: str | None,
        topic: str,
        partition: int,
        lmo: int,
        recorded: bool,
        state: str | None = None,
    ) -> None:
        """An LMO crossed the wire (``op`` ``write`` or ``read``); ``cluster`` holds the record."""
        self._lmos_entry(op, ctx, cluster, mirror, topic, partition, {"lmo": lmo}, recorded, state)

    def lme(
        self,
        op: str,
        ctx: CallContext | None,
        cluster: str,
        mirror: str | None,
        topic: str,
        partition: int,
        lme: int,
        recorded: bool,
        state: str | None = None,
        offset: int | None = None,
    ) -> None:
        """A last mirror epoch crossed the wire (revisions that carry epochs): an ``lmos``
        entry with ``lme`` the epoch (-1: none recorded) and ``lmo`` null, or the last mirror
        offset that crossed with it where the revision carries one (the third revision)."""
        value = {"lmo": offset, "lme": lme}
        self._lmos_entry(op, ctx, cluster, mirror, topic, partition, value, recorded, state)

    def _lmos_entry(self, op, ctx, cluster, mirror, topic, partition, value, recorded, state):
        """One ``lmos`` entry; ``value`` holds ``lmo`` (and ``lme``), in that order."""
        with self._lock:
            self.lmos.append(
                {
                    "time_ns": ctx.time_ns if ctx else None,
                    "op": op,
                    "cluster": cluster,
                    "mirror": mirror,
                    "topic": topic,
                    "partition": partition,
                    **value,
                    "recorded": recorded,
                    "state": state,
                    **_carrier(ctx),
                }
            )

    def truncation(self, entry: dict[str, Any]) -> None:
        """A mirrored partition's log was truncated (see :data:`SCHEMA`, ``truncations``)."""
        with self._lock:
            self.truncations.append(entry)

    def produced_record(
        self,
        time_ns: int,
        cluster: str,
        topic: str,
        partition: int,
        offset: int,
        producer: str,
        transactional: bool,
    ) -> None:
        """A producer's record was acknowledged at ``offset`` (Tansu's offset)."""
        with self._lock:
            self.produced.append(
                {
                    "time_ns": time_ns,
                    "cluster": cluster,
                    "topic": topic,
                    "partition": partition,
                    "offset": offset,
                    "producer": producer,
                    "transactional": transactional,
                }
            )

    def txn_end(self, producer: str, cluster: str, verb: str, time_ns: int) -> None:
        """``producer``'s open transaction on ``cluster`` ended (``commit`` or ``abort``),
        asked at ``time_ns``: its records' ``txn_outcome`` in ``produced_in_range``."""
        outcome = {"commit": "committed", "abort": "aborted"}[verb]
        with self._lock:
            self.txn_ends.append(
                {"producer": producer, "cluster": cluster, "outcome": outcome, "time_ns": time_ns}
            )

    def cause(self, ex: Exchange, text: str) -> None:
        """Say why a request was sent or what its error means (shown on its rpc and error)."""
        with self._lock:
            self.causes[_key(ex.client, ex.server, ex.correlation_id)] = text

    # ------------------------------------------------------------ frames

    def resolve_frames(
        self,
        capture: Path,
        ports: Iterable[int],
        tls_ports: Iterable[int] = (),
        keylog: Path | None = None,
    ) -> None:
        """Find each request's and response's frame with tshark (skipped when it is missing).

        ``tls_ports``: ports whose connections are TLS, decrypted by tshark with the NSS key
        log ``keylog`` (the frame of a message is then the one completing its TLS record).
        """
        tshark = shutil.which("tshark")
        if tshark is None:
            self._frames_note = "tshark not found: frames not resolved"
            return
        ports = sorted(set(ports))
        tls = sorted(set(tls_ports))
        cmd = [tshark, "-r", str(capture), "-n"]
        if keylog is not None:
            cmd += ["-o", f"tls.keylog_file:{Path(keylog).resolve()}"]
        for p in ports:
            cmd += ["-d", f"tcp.port=={p},tls" if p in tls else f"tcp.port=={p},kafka"]
        for p in tls:
            cmd += ["-d", f"tls.port=={p},kafka"]
        cmd += ["-Y", "kafka", "-T", "fields", "-E", "separator=\t", "-E", "occurrence=a"]
        for f in ("frame.number", "ip.src", "tcp.srcport", "ip.dst", "tcp.dstport"):
            cmd += ["-e", f]
        cmd += ["-e", "kafka.correlation_id"]
        out = subprocess.run(cmd, capture_output=True, text=True, timeout=300, check=False)
        if out.returncode != 0:
            self._frames_note = f"tshark failed: {out.stderr.strip()[:200]}"
            return
        frames: dict[tuple[str, str, int, str], int] = {}
        for line in out.stdout.splitlines():
            cols = line.split("\t")
            if len(cols) < 6 or not cols[5]:
                continue
            frame, src, sport, dst, dport = cols[0], cols[1], int(cols[2]), cols[3], int(cols[4])
            to_server = dport in ports
            client = f"{src}:{sport}" if to_server else f"{dst}:{dport}"
            server = f"{dst}:{dport}" if to_server else f"{src}:{sport}"
            kind = "request" if to_server else "response"
            for cid in cols[5].split(","):
                frames.setdefault((client, server, int(cid), kind), int(frame))
        self._frames = frames
        self._frames_note = f"frames resolved by {Path(tshark).name} (Kafka dissector)" + (
            f"; TLS on ports {', '.join(map(str, tls))} decrypted with the key log"
            f" {Path(keylog).name if keylog is not None else '(none given)'}"
            if tls
            else ""
        )

    # ------------------------------------------------------------ document

    def document(self) -> dict[str, Any]:
        """The truth file's content (call once the actors have stopped)."""
        with self._lock:
            exchanges = sorted(self._exchanges, key=lambda e: e.sent_ns)
            rpcs = [self._rpc(i, ex) for i, ex in enumerate(exchanges, 1)]
            ids = {_key(r["client"], r["server"], r["correlation_id"]): r["id"] for r in rpcs}

            def joined(events: list[dict[str, Any]]) -> list[dict[str, Any]]:
                out = []
                for e in sorted(events, key=lambda e: e.get("time_ns") or 0):
                    e = dict(e)
                    ns = e.pop("time_ns", None)
                    if "correlation_id" in e and e.get("client"):
                        e["rpc_id"] = ids.get(_key(e["client"], e["server"], e["correlation_id"]))
                    out.append({"time": iso(ns), **e})
                return out

            transitions = joined(self.transitions)
            _seen_by(transitions, self.transitions, polls_of(exchanges), ids, self.meta)
            by_id = {r["id"]: r for r in rpcs}
            for t in transitions:
                if t.get("cause") is None and t.get("rpc_id") in by_id:
                    t["cause"] = by_id[t["rpc_id"]].get("cause")
            lmos = joined(self.lmos)
            polls = polls_of(exchanges)
            failovers = {
                (t["topic"], t["partition"]): t["time_ns"]
                for t in sorted(self.truncations, key=lambda t: -t["time_ns"])
                if t["reason"] == "failover"
            }
            truncations = [
                self._truncation(t, ids, polls)
                for t in sorted(self.truncations, key=lambda t: t["time_ns"])
            ]
            for t in truncations:
                t["produced_in_range"] = _produced_in_range(
                    t, self.produced, self.capture_started_ns, self.txn_ends, failovers
                )
                t.pop("time_ns")
            errors = [e for r in rpcs for e in self._errors(r)]
            keep = ("id", "time", "rpc", "api_key", "correlation_id", "client_id", "client")
            keep += ("server", "frames", "cause")
            unanswered = [{k: r.get(k) for k in keep} for r in rpcs if not r["answered"]]
            produced = joined(self.produced)
            doc: dict[str, Any] = {
                "schema": SCHEMA_NAME,
                "scenario": self.scenario,
                "description": self.description,
                "seed": self.seed,
                **self.meta,
                "started": iso(self.started_ns),
                **(
                    {"capture_started": iso(self.capture_started_ns)}
                    if self.capture_started_ns is not None
                    else {}
                ),
                "finished": iso(self.finished_ns),
                "frames_note": self._frames_note,
                "actors": sorted(self.actors.values(), key=lambda a: a["name"]),
                "mirrors": list(self.mirrors.values()),
                "topics": self.topics,
                "rpcs": rpcs,
                "transitions": transitions,
                "lmos": lmos,
                "truncations": truncations,
                "errors": errors,
                "unanswered": unanswered,
                "produced": produced,
                "logs": self.logs,
            }
            doc["summary"] = _summary(doc)
            return doc

    def _rpc(self, i: int, ex: Exchange) -> dict[str, Any]:
        if ex.mirror:
            request, response = ex.request, ex.response
            errors = list(error_paths(response)) if response is not None else []
            code = error_code(response) if response is not None else None
        else:
            full = plain(ex.response)
            errors = list(error_paths(full)) if full is not None else []
            code = error_code(full) if full is not None else None
            request, response = summary(ex.api_name, ex.request), summary(ex.api_name, ex.response)
        entry: dict[str, Any] = {
            "id": i,
            "time": iso(ex.sent_ns),
            "response_time": iso(ex.received_ns),
            "rpc": ex.api_name,
            "api_key": ex.api_key,
            "api_version": ex.api_version,
            "mirror": ex.mirror,
            "correlation_id": ex.correlation_id,
            "client_id": ex.client_id,
            "client": ex.client,
            "server": ex.server,
            "answered": ex.answered,
            "error_code": code,
            "error_name": error_name(code, self.error_names),
            "frames": {
                "request": self._frames.get((ex.client, ex.server, ex.correlation_id, "request")),
                "response": self._frames.get((ex.client, ex.server, ex.correlation_id, "response")),
            },
            "request": request,
            "response": response,
            "errors": [{"path": p, "error_code": c} for p, c in errors],
        }
        why = self.causes.get(_key(ex.client, ex.server, ex.correlation_id))
        if why:
            entry["cause"] = why
        return entry

    def _errors(self, r: dict[str, Any]) -> list[dict[str, Any]]:
        out = []
        for e in r["errors"]:
            path, code = e["path"], e["error_code"]
            out.append(
                {
                    "time": r["response_time"],
                    "rpc_id": r["id"],
                    "rpc": r["rpc"],
                    "api_key": r["api_key"],
                    "correlation_id": r["correlation_id"],
                    "client_id": r["client_id"],
                    "client": r["client"],
                    "server": r["server"],
                    "path": path,
                    "error_code": code,
                    "error_name": error_name(code, self.error_names),
                    "message": _message(r["response"], path),
                    "frame": r["frames"]["response"],
                    "cause": r.get("cause"),
                }
            )
        return out

    def _truncation(
        self, t: dict[str, Any], ids: dict[tuple[str, str, int], int], polls: list[Exchange]
    ) -> dict:
        t = dict(t)
        ns = t["time_ns"]
        evidence = list(t.pop("evidence", []))
        evidence += _poll_evidence(t, polls)
        out = []
        for ev in evidence:
            ev = dict(ev)
            if "observe" in ev:
                ev["key"] = _observation(t, ev, polls)
                ev.pop("observe")
            k = ev.pop("key", None)
            if k is not None:
                rid = ids.get(k)
                ev["rpc_id"] = rid
                ev["correlation_id"] = k[2]
                ev["client"], ev["server"] = k[0], k[1]
                frames = self._frames
                ev["frames"] = {
                    "request": frames.get((*k, "request")),
                    "response": frames.get((*k, "response")),
                }
            out.append(ev)
        return {"time": iso(ns), **t, "evidence": out}


#: The describe RPC of each revision the generator plays (the lag polls).
_DESCRIBES = ("DescribeMirrors", "DescribeClusterMirrors")


def polls_of(exchanges: list[Exchange]) -> list[Exchange]:
    """The answered describe polls (DescribeMirrors / DescribeClusterMirrors), in send order."""
    return [e for e in exchanges if e.api_name in _DESCRIBES and e.answered and e.mirror]


def _shown(ex: Exchange, mirror: str | None, topic: str, partition: int) -> dict | None:
    """The partition entry a describe response shows for ``topic``-``partition`` of
    ``mirror`` (any mirror when None), or None."""
    for m in ex.response["mirrors"]:
        if mirror is not None and m["mirror_name"] != mirror:
            continue
        for tp in m["topics"]:
            if tp["topic_name"] != topic:
                continue
            for p in tp["partitions"]:
                if p["partition_index"] == partition:
                    return p
    return None


def _state_of(p: dict) -> Any:
    return p["state"] if "state" in p else p.get("state_value")


def _seen_by(
    out: list[dict[str, Any]],
    raw: list[dict[str, Any]],
    polls: list[Exchange],
    ids: dict[tuple[str, str, int], int],
    meta: dict[str, Any],
) -> None:
    """For each transition written in process (``local``): ``seen_by``, the rpc id of the
    first describe poll whose response shows the partition in the new state before its
    next change (None: no poll saw it)."""
    if not any(t.get("local") for t in out):
        return
    endpoints = {n: c["mirror_endpoint"] for n, c in meta.get("clusters", {}).items()}
    order = sorted(raw, key=lambda t: t.get("time_ns") or 0)
    nxt: dict[int, int | None] = {}
    for i, t in enumerate(order):
        later = [
            u["time_ns"]
            for u in order[i + 1 :]
            if (u["cluster"], u["topic"], u["partition"])
            == (t["cluster"], t["topic"], t["partition"])
        ]
        nxt[id(t)] = later[0] if later else None
    by_time = {
        (t["cluster"], t["topic"], t["partition"], t["to"], t.get("time_ns")): t for t in order
    }
    for e in out:
        if not e.get("local"):
            continue
        key = (e["cluster"], e["topic"], e["partition"], e["to"])
        t = next((v for k, v in by_time.items() if k[:4] == key and iso(k[4]) == e["time"]), None)
        if t is None:
            continue
        end = nxt[id(t)]
        e["seen_by"] = None
        for ex in polls:
            if ex.server != endpoints.get(e["cluster"]) or ex.received_ns <= t["time_ns"]:
                continue
            if end is not None and ex.sent_ns >= end:
                break
            p = _shown(ex, e["mirror"], e["topic"], e["partition"])
            if p is not None and _state_of(p) in (e["to"], e["to_code"]):
                e["seen_by"] = ids.get((ex.client, ex.server, ex.correlation_id))
                break


def _produced_in_range(
    t: dict[str, Any],
    produced: list[dict[str, Any]],
    capture_ns: int | None = None,
    txn_ends: list[dict[str, Any]] = (),  # type: ignore[assignment]
    failovers: dict[tuple[str, int], int] | None = None,
) -> dict[str, Any]:
    """Acknowledged producer records whose offsets the truncation removed.

    The removed range [offset_after, offset_before) holds records first written
    on ``records_cluster``: the mirror's source for a failover truncation (the
    destination copied them), the truncated cluster itself otherwise (written
    there while it was a source).  Offsets in the range with no producer record
    are transaction markers.  A record counts if it was acknowledged on that
    cluster before the truncation and no later overwrite reused its offset; in a
    capture begun late (``capture_ns``), only if acknowledged after the capture began
    (the others count with the markers: the capture does not show their origin).
    """
    cluster = t["source_cluster"] if t["reason"] == "failover" else t["cluster"]
    lo, hi = t["offset_after"], t["offset_before"]
    hits: dict[int, dict[str, Any]] = {}
    for r in produced:
        if (
            r["cluster"] == cluster
            and r["topic"] == t["topic"]
            and r["partition"] == t["partition"]
            and lo <= r["offset"] < hi
            and r["time_ns"] <= t["time_ns"]
            and (capture_ns is None or r["time_ns"] >= capture_ns)
        ):
            hits[r["offset"]] = r
    records = []
    for o, r in sorted(hits.items()):
        rec = {"offset": o, "producer": r["producer"], "transactional": r["transactional"]}
        end = next(
            (
                e
                for e in sorted(txn_ends, key=lambda e: e["time_ns"])
                if r["transactional"]
                and e["producer"] == r["producer"]
                and e["cluster"] == r["cluster"]
                and e["time_ns"] >= r["time_ns"]
            ),
            None,
        )
        if end is not None:
            fo = (failovers or {}).get((t["topic"], t["partition"]))
            rec["txn_outcome"] = end["outcome"]
            rec["txn_after_failover"] = fo is not None and end["time_ns"] > fo
        records.append(rec)
    return {
        "records_cluster": cluster,
        "records": records,
        "count": len(records),
        "markers_or_other": t["records_removed"] - len(records),
    }


def _poll_evidence(t: dict[str, Any], polls: list[Exchange]) -> list[dict[str, Any]]:
    """The DescribeMirrors responses just before and just after a truncation, if any."""

    def seen(ex: Exchange) -> dict[str, Any] | None:
        return _shown(ex, t["mirror"], t["topic"], t["partition"])

    mine = [e for e in polls if e.server == t["endpoint"]]
    before = [e for e in mine if e.received_ns < t["time_ns"] and seen(e)]
    after = [e for e in mine if e.sent_ns > t["time_ns"] and seen(e)]
    out = []
    for label, ex in (
        ("before", before[-1] if before else None),
        ("after", after[0] if after else None),
    ):
        if ex is None:
            continue
        p = seen(ex)
        assert p is not None
        out.append(
            {
                "what": f"{ex.api_name} response {label} the truncation: DestinationOffset "
                f"{p['destination_offset']}, SourceOffset {p['source_offset']}, "
                f"State {_state_of(p)}",
                "key": (ex.client, ex.server, ex.correlation_id),
            }
        )
    return out


def _observation(t: dict[str, Any], ev: dict[str, Any], polls: list[Exchange]) -> Any:
    """The key of the first describe response, after ``ev['observe']['after_ns']``, that
    shows the truncated partition in ``ev['observe']['state']`` (None: no poll did)."""
    want = ev["observe"]
    for ex in polls:
        if ex.server != t["endpoint"] or ex.received_ns <= want["after_ns"]:
            continue
        p = _shown(ex, t["mirror"], t["topic"], t["partition"])
        if p is not None and _state_of(p) == want["state"]:
            return (ex.client, ex.server, ex.correlation_id)
    return None


def _carrier(ctx: CallContext | None) -> dict[str, Any]:
    """The request that carried a change; ``local`` True when it was applied in process
    (a leader that is its own mirror coordinator: nothing on the wire)."""
    if ctx is None:
        return {"rpc": None, "correlation_id": None, "client_id": None, "client": None}
    return {
        "rpc": ctx.rpc,
        "api_key": ctx.api_key,
        "correlation_id": ctx.correlation_id,
        "client_id": ctx.client_id,
        "client": ctx.client,
        "server": ctx.server,
        **({"local": True} if ctx.client is None else {}),
    }


def _message(body: Any, path: str) -> str | None:
    """The ``error_message`` next to the error code at ``path``, if the body has one."""
    node: Any = body
    try:
        for p in path.replace("]", "").replace("[", ".").split(".")[:-1]:
            node = node[int(p)] if p.isdigit() else node[p]
    except (KeyError, IndexError, TypeError):
        return None
    return node.get("error_message") if isinstance(node, dict) else None


def _summary(doc: dict[str, Any]) -> dict[str, Any]:
    trans = Counter(f"{t['from']}->{t['to']}" for t in doc["transitions"])
    return {
        "rpcs": len(doc["rpcs"]),
        "mirror_rpcs": sum(1 for r in doc["rpcs"] if r["mirror"]),
        "rpcs_by_name": dict(sorted(Counter(r["rpc"] for r in doc["rpcs"]).items())),
        "transitions": len(doc["transitions"]),
        "transitions_by_kind": dict(sorted(trans.items())),
        "lmos_written": sum(1 for x in doc["lmos"] if x["op"] == "write"),
        "lmos_read": sum(1 for x in doc["lmos"] if x["op"] == "read"),
        "lmos_read_without_record": sum(
            1 for x in doc["lmos"] if x["op"] == "read" and not x["recorded"]
        ),
        "truncations": len(doc["truncations"]),
        "records_truncated": sum(t["records_removed"] for t in doc["truncations"]),
        "errors": len(doc["errors"]),
        "errors_by_name": dict(sorted(Counter(e["error_name"] for e in doc["errors"]).items())),
        "unanswered": len(doc["unanswered"]),
        "records_produced": len(doc["produced"]),
    }


def write_truth(doc: dict[str, Any], path: Path) -> None:
    """Write the truth document: readable, one list item per line for the long lists."""
    long_lists = ("rpcs", "transitions", "lmos", "errors", "unanswered", "produced", "logs")
    head = {k: v for k, v in doc.items() if k not in long_lists and k != "summary"}
    parts = [json.dumps(head, indent=1)[:-2]]
    for k in long_lists:
        items = ",\n  ".join(json.dumps(x, separators=(",", ":")) for x in doc[k])
        parts.append(f',\n "{k}": [\n  {items}\n ]' if items else f',\n "{k}": []')
    parts.append(f',\n "summary": {json.dumps(doc["summary"], indent=1)}\n}}\n')
    path.write_text("".join(parts))
