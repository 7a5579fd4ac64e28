#!/usr/bin/env python3
"""How many Kafka messages of a capture we decode fully, and how many tshark 4.0 does, by API.

Prints a markdown table, one row per API (name and key) of the messages our
dissector finds: the number of messages (requests and responses), how many we
decode fully (``iter_messages(full=True)``: body decoded, no expert note) and
how many tshark's Kafka dissector decodes fully, then the totals.

tshark decodes a message fully when its Kafka PDU (found by frame, direction and
correlation_id) carries no expert note of the Malformed group (an exception,
``Dissected message does not end at the pdu length offset``, a bad array
length), no ``Unsupported ... version`` or ``Unknown ... API key`` note, no
``Request missing`` note, and tshark names the same API key as we do.  The
``Unsupported``/``Unknown`` notes tshark hangs on the entries of an ApiVersions
response (it comments on every API the broker advertises beyond what tshark
knows) are about those entries, not about the message, and do not count.

Usage: python scripts/decode_coverage.py [CAPTURE] [-p PORT ...]
(default captures/clients.pcap, port 9092; Kafka is always looked for on 9092).

The tshark side (:func:`tshark_pdus`) is also used by tests/oracle/test_tshark_fields.py.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_CAPTURE = ROOT / "captures" / "clients.pcap"

#: ``_ws.expert.group`` of PI_MALFORMED (epan/proto.h).
MALFORMED_GROUP = 0x07000000


@dataclass
class TsharkPdu:
    """One Kafka PDU as tshark's dissector shows it (PDML)."""

    frame: int
    direction: str  # request | response
    title: str  # the protocol line, e.g. "Kafka (Produce v7 Request)"
    correlation_id: int | None
    api_key: int | None  # None: tshark did not attribute it (Request missing)
    api_version: int | None
    #: why tshark does not decode it fully (empty: it does)
    problems: list[str] = field(default_factory=list)
    #: every ``kafka.*`` field in tree order: (name, show, showname, value: raw bytes in hex)
    fields: list[tuple[str, str, str, str | None]] = field(default_factory=list)

    @property
    def full(self) -> bool:
        return not self.problems


def _walk(elem: ET.Element, pdu: TsharkPdu, in_api_entry: bool) -> None:
    for child in elem:
        name = child.get("name") or ""
        if name == "_ws.expert":
            info = {x.get("name"): x.get("show") or "" for x in child}
            msg = info.get("_ws.expert.message", "")
            group = int(info.get("_ws.expert.group") or 0)
            if in_api_entry and ("Unsupported" in msg or "Unknown" in msg):
                continue  # a comment on an entry of an ApiVersions response
            if (
                group == MALFORMED_GROUP
                or "Malformed" in msg
                or "Unsupported" in msg
                or "Unknown" in msg
                or msg == "Request missing"
            ):
                pdu.problems.append(msg)
            continue
        if name == "_ws.malformed":
            pdu.problems.append("Malformed Packet")
            continue
        if name.startswith("kafka."):
            pdu.fields.append(
                (name, child.get("show") or "", child.get("showname") or "", child.get("value"))
            )
        entry = in_api_entry or any(x.get("name") == "kafka.api_versions.api_key" for x in child)
        _walk(child, pdu, entry)


def _first(pdu: TsharkPdu, name: str) -> int | None:
    for n, show, *_ in pdu.fields:
        if n == name:
            return int(show)
    return None


def tshark_pdus(path: str | os.PathLike, ports: Iterable[int] = (9092,)) -> list[TsharkPdu]:
    """Every Kafka PDU tshark finds in a capture (ports decoded as Kafka), in frame order."""
    ports = sorted(set(ports) | {9092})
    cmd = ["tshark", "-n", "-r", str(path)]
    for p in ports:
        cmd += ["-d", f"tcp.port=={p},kafka"]
    cmd += ["-Y", "kafka", "-T", "pdml"]
    env = dict(os.environ, TZ="UTC", LC_ALL="C")
    out = subprocess.run(cmd, capture_output=True, check=True, timeout=600, env=env).stdout
    pdus: list[TsharkPdu] = []
    for packet in ET.fromstring(out).iter("packet"):
        frame = None
        sport = None
        for proto in packet:
            pname = proto.get("name")
            if pname == "geninfo":
                frame = int(next(f.get("show") for f in proto if f.get("name") == "num"))
            elif pname == "tcp":
                sport = int(next(f.get("show") for f in proto if f.get("name") == "tcp.srcport"))
            elif pname == "kafka":
                pdu = TsharkPdu(
                    frame=frame,
                    direction="response" if sport in ports else "request",
                    title=proto.get("showname") or "",
                    correlation_id=None,
                    api_key=None,
                    api_version=None,
                )
                _walk(proto, pdu, False)
                pdu.correlation_id = _first(pdu, "kafka.correlation_id")
                pdu.api_key = _first(pdu, "kafka.api_key")
                pdu.api_version = _first(pdu, "kafka.api_version")
                if pdu.api_version is None:
                    pdu.api_version = _first(pdu, "kafka.response.version")
                pdus.append(pdu)
            elif pname == "_ws.malformed" and pdus and pdus[-1].frame == frame:
                # tcp_dissect_pdus shows the exception right after the PDU that raised it
                pdus[-1].problems.append("Malformed Packet")
    return pdus


def match(messages, pdus: list[TsharkPdu]) -> dict[int, TsharkPdu]:
    """id(our message) -> the tshark PDU with the same frame, direction and correlation_id."""
    by_key: dict[tuple, list[TsharkPdu]] = defaultdict(list)
    for pdu in pdus:
        by_key[(pdu.frame, pdu.direction, pdu.correlation_id)].append(pdu)
    out = {}
    for m in messages:
        if m.kind not in ("request", "response"):
            continue
        cands = by_key.get((m.frame, m.direction, m.correlation_id))
        if cands:
            out[id(m)] = cands.pop(0)
    return out


def ours_full(m) -> bool:
    return m.body is not None and not m.expert


def tshark_full(m, pdu: TsharkPdu | None) -> bool:
    return pdu is not None and pdu.full and pdu.api_key == m.api_key


def coverage(path: str | os.PathLike, ports: Iterable[int] = (9092,)) -> list[dict]:
    """Rows {api_name, api_key, messages, ours, tshark}, by API key."""
    import dissector

    ports = sorted(set(ports) | {9092})
    messages = [
        m
        for m in dissector.iter_messages(path, ports=ports, full=True)
        if m.kind in ("request", "response")
    ]
    pdus = tshark_pdus(path, ports)
    matched = match(messages, pdus)
    rows: dict[int, dict] = {}
    for m in messages:
        row = rows.setdefault(
            m.api_key,
            {"api_name": m.api_name, "api_key": m.api_key, "messages": 0, "ours": 0, "tshark": 0},
        )
        row["messages"] += 1
        row["ours"] += ours_full(m)
        row["tshark"] += tshark_full(m, matched.get(id(m)))
    return [rows[k] for k in sorted(rows, key=lambda k: (k is None, k))]


def markdown(rows: list[dict]) -> str:
    def pct(a: int, n: int) -> str:
        return f"{a} ({100 * a / n:.1f}%)" if n else "0"

    lines = [
        "| API | key | messages | decoded fully by us | decoded fully by tshark 4.0 |",
        "| --- | ---: | ---: | ---: | ---: |",
    ]
    for r in rows:
        lines.append(
            f"| {r['api_name']} | {r['api_key']} | {r['messages']} | {r['ours']} | {r['tshark']} |"
        )
    total = Counter()
    for r in rows:
        total.update({k: r[k] for k in ("messages", "ours", "tshark")})
    n = total["messages"]
    lines.append(
        f"| **total** ({len(rows)} APIs) | | **{n}** | **{pct(total['ours'], n)}** "
        f"| **{pct(total['tshark'], n)}** |"
    )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("capture", nargs="?", default=str(DEFAULT_CAPTURE))
    ap.add_argument("-p", "--port", type=int, action="append", default=[], help="Kafka port")
    args = ap.parse_args(argv)
    if shutil.which("tshark") is None:
        print("tshark not found (apt-get install tshark)", file=sys.stderr)
        return 1
    version = subprocess.run(["tshark", "--version"], capture_output=True, text=True).stdout
    ports = sorted(set(args.port) | {9092})
    print(
        f"{Path(args.capture).name}, Kafka on port {', '.join(map(str, ports))}; "
        f"{version.splitlines()[0].strip()}\n"
    )
    print(markdown(coverage(args.capture, ports)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
