"""Value-level mutations of the mirror RPCs of a real capture, for the fuzzer and the tests.

Owns: :func:`rewrite` (every mirror RPC frame whole in one TCP segment of a
capture decoded by its profile's spec, changed by a function, encoded again
with :func:`dissector.wire.codec.encode_body`, and the capture written back
with IP lengths and checksums, TCP sequence and acknowledgement numbers moved
by what each direction grew or shrank) and the value strategies of issue 31
built on it (:data:`STRATEGIES`): hostile text in every string a capture
supplies (control characters, TeX, rich markup, 64 KiB names), a null where
the spec says not null, extreme integers (int64 and int32 bounds) and
thousands of partitions in WriteMirrorStates.

Used by ``scripts/fuzz.py`` (its ``values`` inputs) and by the tests
(``tests/fuzz/test_hostile_values.py``, through ``helpers.script_module``).

Must not import: ``scripts/fuzz.py``; the package only inside the functions
(the fuzzer forks children from a parent that has imported nothing heavy).
"""

from __future__ import annotations

import random
import struct
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

#: the text a hostile capture puts in names: a window title left open (OSC without its
#: BEL), clear screen, colours, cursor moves, CR, BS, DEL, C1 CSI, a BEL
CONTROL_TEXT = "ev\x1b]0;pwned\x07il\x1b[2J\x1b[31mred\x1b[0m\r\x08\x08x\x7f\x9b1m\x07"
#: matplotlib would read this as mathtext (and fail on it)
TEX_TEXT = "$\\foo{$"
#: rich would read this as markup (and fail on the closing tag)
MARKUP_TEXT = "[bold red]x[/][/]"
#: control bytes a terminal acts on: ESC, BEL, BS, CR (and C1's CSI, as UTF-8)
RAW_CONTROLS = (b"\x1b", b"\x07", b"\x08", b"\r", b"\xc2\x9b")

#: the largest TCP payload of one rewritten packet (a longer one is cut in segments)
SEGMENT = 32768
#: broker ports of the committed captures
PORTS = (9092, 9093, 19092, 19093)


@dataclass
class Frame:
    """One mirror RPC frame as :func:`rewrite` hands it to a change: ``api_key``, ``rpc``
    (the spec's RPC name), ``kind`` ("request" or "response"), ``version``, ``body``
    (the decoded dict: change it in place) and, for a request, ``client_id`` (str or
    None: change it too)."""

    api_key: int
    rpc: str
    kind: str
    version: int
    spec: Any
    body: dict
    client_id: str | None = None
    changed: bool = field(default=False, repr=False)


def _profile(name: str):
    from dissector.profiles.profile import load_profile

    return load_profile(name)


def profile_of(src: str | Path) -> str:
    """The profile of a committed capture (``cl3-*``: the 2026-07 revision's)."""
    return "kip1279-cl3-2026-07" if Path(src).name.startswith("cl3-") else "kip1279-seed"


def rewrite(
    src: str | Path,
    change: Callable[[Frame], bool],
    profile: str | None = None,
    ports: tuple[int, ...] = PORTS,
) -> tuple[bytes, int]:
    """The capture ``src`` (pcap or pcapng) with its mirror RPC frames changed by ``change``
    (it returns True when it changed the frame): a pcap file's bytes and the number of
    frames changed.  Frames not whole in one segment, and responses whose request was
    not seen, are left as they are; so is every other packet but for its TCP numbers."""
    import scapy.layers.inet  # noqa: F401 - registers IP/TCP over the link layers
    import scapy.layers.inet6  # noqa: F401
    import scapy.layers.l2  # noqa: F401
    from scapy.layers.inet import IP, TCP
    from scapy.packet import Raw
    from scapy.utils import PcapWriter, rdpcap

    prof = _profile(profile or profile_of(src))
    packets = rdpcap(str(src))
    grown: dict[tuple, int] = {}  # (src, sport, dst, dport) -> bytes added so far
    asked: dict[tuple, tuple[int, int]] = {}  # (client, cport, corr) -> (key, version)
    n = 0
    kept = []
    for p in packets:
        kept.append(p)
        if TCP not in p or IP not in p:
            continue
        ip, tcp = p[IP], p[TCP]
        here = (ip.src, tcp.sport, ip.dst, tcp.dport)
        back = (ip.dst, tcp.dport, ip.src, tcp.sport)
        payload = bytes(tcp.payload)
        moved = grown.get(here, 0)
        if payload and (tcp.dport in ports or tcp.sport in ports):
            new = _frames(payload, tcp.dport in ports, here, asked, prof, change)
            if new is not None:
                n += new[1]
                grown[here] = moved + len(new[0]) - len(payload)
                tcp.remove_payload()
                tcp.add_payload(Raw(new[0]))
        tcp.seq = (tcp.seq + moved) % (1 << 32)
        if tcp.flags & 0x10:
            tcp.ack = (tcp.ack + grown.get(back, 0)) % (1 << 32)
        del ip.len, ip.chksum, tcp.chksum
        data = bytes(tcp.payload)
        if len(data) > SEGMENT:  # more than one IPv4 packet holds: cut in segments
            kept.pop()
            for at in range(0, len(data), SEGMENT):
                q = p.copy()
                q[TCP].remove_payload()
                q[TCP].add_payload(Raw(data[at : at + SEGMENT]))
                q[TCP].seq = (tcp.seq + at) % (1 << 32)
                q.time = p.time
                kept.append(q)
    out = __import__("io").BytesIO()
    w = PcapWriter(out, sync=True)
    for p in kept:
        w.write(p)
    w.flush()
    return out.getvalue(), n


def _frames(payload, to_server, here, asked, prof, change) -> tuple[bytes, int] | None:
    """The payload with its mirror frames changed, and how many; None when unchanged."""
    from dissector.wire.codec import decode_body, encode_body

    out, p, n = bytearray(), 0, 0
    while p + 4 <= len(payload):
        size = struct.unpack_from(">i", payload, p)[0]
        if size < 8 or p + 4 + size > len(payload):
            break
        frame = payload[p : p + 4 + size]
        p += 4 + size
        head, body, key, ver, kind, cid = _split(frame, to_server, here, asked, prof)
        spec = prof.messages.get((key, kind)) if key is not None else None
        if spec is None or body is None:
            out += frame
            continue
        try:
            value, end, _ = decode_body(spec, ver, body, 0, len(body))
        except Exception:  # noqa: BLE001 - a body we cannot read: left alone
            out += frame
            continue
        f = Frame(key, spec.rpc, kind, ver, spec, value, cid)
        if not change(f):
            out += frame
            continue
        if kind == "request" and f.client_id != cid:
            head = _with_client_id(head, f.client_id)
        msg = head + encode_body(spec, ver, f.body) + body[end:]
        out += struct.pack(">i", len(msg)) + msg
        n += 1
    if not n:
        return None
    return bytes(out) + payload[p:], n


def _split(frame, to_server, here, asked, prof):
    """(header bytes after the size, body bytes, api_key, version, kind, client_id)."""
    if to_server:
        key, ver, corr = struct.unpack_from(">hhi", frame, 4)
        spec = prof.messages.get((key, "request"))
        if spec is None or ver not in spec.valid_versions:
            return frame[4:], None, None, None, "request", None
        asked[(here[0], here[1], corr)] = (key, ver)
        cl = struct.unpack_from(">h", frame, 12)[0]
        at = 14 + max(cl, 0)
        cid = frame[14:at].decode("utf-8", "replace") if cl >= 0 else None
        flexible = ver in spec.flexible_versions
        if flexible:  # an empty tag section only
            if frame[at : at + 1] != b"\0":
                return frame[4:], None, None, None, "request", None
            at += 1
        return frame[4:at], frame[at:], key, ver, "request", cid
    corr = struct.unpack_from(">i", frame, 4)[0]
    kv = asked.get((here[2], here[3], corr))
    if kv is None:
        return frame[4:], None, None, None, "response", None
    spec = prof.messages.get((kv[0], "response"))
    at = 8
    if spec is not None and kv[1] in spec.flexible_versions:
        if frame[8:9] != b"\0":
            return frame[4:], None, None, None, "response", None
        at = 9
    return frame[4:at], frame[at:], kv[0], kv[1], "response", None


def _with_client_id(head: bytes, cid: str | None) -> bytes:
    """A request header (after the size) with another client_id (int16 length, -1 null)."""
    cl = struct.unpack_from(">h", head, 8)[0]
    rest = head[10 + max(cl, 0) :]
    raw = b"" if cid is None else cid.encode("utf-8")
    return head[:8] + struct.pack(">h", -1 if cid is None else len(raw)) + raw + rest


# --------------------------------------------------------------------------- walking bodies


def strings(spec_fields, value: dict, version: int):
    """``(container, key, field)`` of every string of ``value`` (not uuids, not bytes),
    arrays of strings item by item (the container is the list, the key its index)."""
    for f in spec_fields:
        if version not in f.versions or f.key not in value:
            continue
        v = value[f.key]
        if f.kind == "primitive" and f.type == "string":
            yield value, f.key, f
        elif f.kind == "array" and v:
            for i, item in enumerate(v):
                if f.element == "string":
                    yield v, i, f
                elif f.element is None and isinstance(item, dict):
                    yield from strings(f.fields, item, version)
        elif f.kind == "struct" and isinstance(v, dict):
            yield from strings(f.fields, v, version)


def ints(spec_fields, value: dict, version: int):
    """``(container, key, field)`` of every integer field of ``value``."""
    for f in spec_fields:
        if version not in f.versions or f.key not in value:
            continue
        v = value[f.key]
        if f.kind == "primitive" and f.type in _BITS:
            yield value, f.key, f
        elif f.kind == "array" and v:
            for i, item in enumerate(v):
                if f.element in _BITS:
                    yield v, i, f
                elif f.element is None and isinstance(item, dict):
                    yield from ints(f.fields, item, version)
        elif f.kind == "struct" and isinstance(v, dict):
            yield from ints(f.fields, v, version)


_BITS = {"int8": 8, "int16": 16, "int32": 32, "int64": 64}


def extremes(typ: str) -> tuple[int, ...]:
    """The bounds of an integer type and their neighbours."""
    b = _BITS[typ]
    lo, hi = -(1 << (b - 1)), (1 << (b - 1)) - 1
    return (lo, lo + 1, hi, hi - 1, -2, -1)


# --------------------------------------------------------------------------- the strategies


def hostile_names(text: str, keys: tuple[str, ...] | None = None) -> Callable[[Frame], bool]:
    """Every string of every mirror RPC (names, topics, error messages, config names and
    values, the client_id; with ``keys``: the fields named so only) becomes ``text`` with
    its old value after it (names stay apart)."""

    def change(f: Frame) -> bool:
        for box, k, fs in strings(f.spec.fields, f.body, f.version):
            if keys is None or fs.key in keys:
                box[k] = text + ("" if box[k] is None else box[k])
        if f.kind == "request" and keys is None:
            f.client_id = (text + (f.client_id or ""))[:0x7FFF]  # (an int16 length)
        return True

    return change


def nulls(
    rpcs: tuple[str, ...] | None = None,
    keys: tuple[str, ...] | None = None,
    only: tuple[str, ...] | None = None,
):
    """Every string that the spec says is not null (of ``rpcs``, fields named ``keys``,
    whose value is one of ``only``; None: any) becomes null."""

    def change(f: Frame) -> bool:
        if rpcs is not None and f.rpc not in rpcs:
            return False
        done = False
        for box, k, fs in strings(f.spec.fields, f.body, f.version):
            if f.version in fs.nullable_versions or (keys is not None and fs.key not in keys):
                continue
            if only is not None and box[k] not in only:
                continue
            box[k] = None
            done = True
        return done

    return change


def extreme_ints(value: int | None = None, keys: tuple[str, ...] | None = None, seed: int = 0):
    """Every integer field (named ``keys``; None: any) becomes ``value`` (an int64 field) or
    one of its type's bounds (picked by ``seed``)."""
    rng = random.Random(seed)

    def change(f: Frame) -> bool:
        done = False
        for box, k, fs in ints(f.spec.fields, f.body, f.version):
            if keys is not None and fs.key not in keys:
                continue
            typ = fs.type if fs.kind == "primitive" else fs.element
            if value is not None:
                if typ != "int64":
                    continue
                box[k] = value
            else:
                box[k] = rng.choice(extremes(typ))
            done = True
        return done

    return change


def many_partitions(n: int, rpc: str = "WriteMirrorStates") -> Callable[[Frame], bool]:
    """The first topic of each ``rpc`` request carries ``n`` partitions (copies of its
    first, numbered 0..n-1)."""

    def change(f: Frame) -> bool:
        if f.rpc != rpc or f.kind != "request":
            return False
        for arr in _arrays_of_partitions(f.body):
            first = arr[0]
            arr[:] = [dict(first, **{_index_key(first): i}) for i in range(n)]
            return True
        return False

    return change


def _arrays_of_partitions(value):
    for k, v in value.items():
        if isinstance(v, list) and v and isinstance(v[0], dict):
            if "partitions" in k:
                yield v
            for item in v:
                yield from _arrays_of_partitions(item)


def _index_key(d: dict) -> str:
    return next(k for k in d if k.startswith("partition"))


_TOPIC = ("topic_name", "name")


def _ONE(r: random.Random) -> tuple[str, ...] | None:  # noqa: N802 - a constant's maker
    """One topic of the seeds made null (the others kept: a null beside names), or all."""
    return r.choice((("orders",), ("payments",), None))


#: name -> (seed capture, change): what scripts/fuzz.py picks from for its ``values`` inputs
STRATEGIES: dict[str, tuple[str, Callable[[random.Random], Callable[[Frame], bool]]]] = {
    "control text": ("walkthrough.pcap", lambda r: hostile_names(CONTROL_TEXT)),
    "control text failback": ("failback.pcapng", lambda r: hostile_names(CONTROL_TEXT)),
    "control text cl3": ("cl3-errors.pcapng", lambda r: hostile_names(CONTROL_TEXT)),
    "tex names": ("failback.pcapng", lambda r: hostile_names(TEX_TEXT)),
    "markup names": ("walkthrough.pcap", lambda r: hostile_names(MARKUP_TEXT)),
    "long names": ("walkthrough.pcap", lambda r: hostile_names("n" * r.choice((4096, 65536)))),
    "long mirror names": (
        "failback.pcapng",
        lambda r: hostile_names("m" * 65536, ("mirror_name", "mirror_names")),
    ),
    "nulls": ("walkthrough.pcap", lambda r: nulls()),
    "null topics": ("walkthrough.pcap", lambda r: nulls(keys=_TOPIC, only=_ONE(r))),
    "null topics failback": ("failback.pcapng", lambda r: nulls(keys=_TOPIC, only=_ONE(r))),
    "null topics cl3": ("cl3-failback.pcapng", lambda r: nulls(keys=_TOPIC, only=_ONE(r))),
    "null config names": (
        "walkthrough.pcap",
        lambda r: nulls(("CreateMirror", "CreateClusterMirror"), ("name",), ("security.protocol",)),
    ),
    "int64 bounds": (
        "failback.pcapng",
        lambda r: extreme_ints(r.choice((-(1 << 63), (1 << 63) - 1, -(1 << 62), 1 << 62))),
    ),
    "int bounds": ("failback.pcapng", lambda r: extreme_ints(seed=r.randrange(1 << 30))),
    "many partitions": ("walkthrough.pcap", lambda r: many_partitions(r.choice((500, 2500)))),
}


def raw_controls(data: bytes) -> int:
    """How many control bytes a terminal acts on (:data:`RAW_CONTROLS`) ``data`` holds."""
    return sum(data.count(c) for c in RAW_CONTROLS)
