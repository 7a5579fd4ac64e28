"""TLS under Kafka: recognised without keys, decrypted by tshark with them.

Owns: what the dissector does with TLS connections.

- Recognition (no key needed): a connection whose client opens with a TLS
  handshake record (a ClientHello: content type 22, version 3.x) is TLS, on
  any Kafka port.  Its TLS bytes are never taken for Kafka frames: each
  direction becomes one message noted :data:`NO_KEY_NOTE` (see
  :func:`tls_record_size`, used by :mod:`dissector.frames.plausibility`).
- Decryption: with an NSS key log (``--tls-keylog``) or secrets embedded in a
  pcapng (Decryption Secrets Blocks, ``editcap --inject-secrets``), tshark's
  TLS implementation decrypts the application data of every TLS 1.2/1.3
  connection whose keys are known (:func:`decrypted_records`, one tshark run
  per capture).  :class:`Decrypting` then stands in for the capture's segment
  parser: a decrypted connection's packets carry the plaintext of the TLS
  records they completed, on synthetic sequence numbers per direction, so the
  reassembly, framer, matching and decoding stages are the same code as for
  plaintext, with the capture's frame numbers and times.

Why tshark and not pyshark or our own TLS: tshark's TLS is maintained and
covers 1.2/1.3 ciphers, session resumption and reassembly; one ``tshark -T
fields`` run is ~100x faster than pyshark's per-packet objects (pyshark runs
the same tshark underneath, see :mod:`dissector.plugin.pyshark_door`).

Must not import: the framer, decoding, matching, pandas or the CLI.
"""

from __future__ import annotations

import os
import re
import shutil
import socket
import struct
import subprocess
import tempfile
from collections.abc import Callable, Iterable

from ..errors import CaptureError
from .files import ACK, SYN

__all__ = [
    "NO_KEY_NOTE",
    "Decrypting",
    "check_keylog",
    "decrypted_records",
    "has_secrets",
    "tls_record_size",
]

#: The note of a TLS connection's direction whose bytes could not be decrypted.
NO_KEY_NOTE = "encrypted (TLS, no key)"

#: pcapng block types: Section Header, Decryption Secrets, packets (EPB, SPB, obsolete PB).
_SHB, _DSB = 0x0A0D0D0A, 0x0000000A
_PACKET_BLOCKS = {6, 3, 2}


def tls_record_size(size: int, handshake: bool = True) -> bool:
    """Is ``size`` (the first 4 bytes of a direction, read as a Kafka size field) a TLS
    record header?  ``handshake``: only a handshake record (ClientHello/ServerHello, content
    type 22); else any record type (20-23).  Versions 3.0 (SSL 3) to 3.4 are accepted."""
    if size < 0:
        return False
    ctype, major, minor = size >> 24, (size >> 16) & 0xFF, (size >> 8) & 0xFF
    if major != 3 or minor > 4:
        return False
    return ctype == 22 if handshake else 20 <= ctype <= 23


def has_secrets(path: str | os.PathLike) -> bool:
    """Does the pcapng file hold a Decryption Secrets Block before its first packet?

    Reads block headers only; False for pcap files and unreadable files.
    """
    try:
        with open(path, "rb") as fh:
            head = fh.read(12)
            if len(head) < 12 or struct.unpack("<I", head[:4])[0] != _SHB:
                return False
            endian = "<" if head[8:12] == b"\x4d\x3c\x2b\x1a" else ">"
            length = struct.unpack(endian + "I", head[4:8])[0]
            fh.seek(length)
            for _ in range(4096):
                hdr = fh.read(8)
                if len(hdr) < 8:
                    return False
                btype, length = struct.unpack(endian + "II", hdr)
                if btype == _DSB:
                    return True
                if btype in _PACKET_BLOCKS or length < 12:
                    return False
                fh.seek(length - 8, os.SEEK_CUR)
    except OSError:
        return False
    return False


def _tshark() -> str:
    exe = shutil.which("tshark")
    if exe is None:
        raise CaptureError(
            "decrypting TLS needs tshark (Wireshark 3.0 or newer): not found on PATH"
        )
    return exe


#: One NSS key log line (SSLKEYLOGFILE): a label, the client random and the secret, in hex.
_KEY_LINE = re.compile(rb"^[A-Z][A-Z0-9_]+ [0-9A-Fa-f]+ [0-9A-Fa-f]+\s*$")


def check_keylog(path: str | os.PathLike) -> None:
    """Raise :class:`~dissector.errors.CaptureError` naming ``path`` unless it is an NSS key
    log (SSLKEYLOGFILE format) with at least one key line (``CLIENT_RANDOM <hex> <hex>``,
    ``CLIENT_TRAFFIC_SECRET_0 <hex> <hex>``...; ``#`` comments and blank lines aside).

    Reads up to the first key line, a line at most 4 KiB at a time: memory stays bounded
    whatever the file holds.  tshark would take a file without one silently and decrypt
    nothing."""
    try:
        with open(path, "rb") as f:
            while line := f.readline(4096):
                if _KEY_LINE.match(line):
                    return
    except OSError as e:
        raise CaptureError(f"{path}: cannot read the key log: {e.strerror or e}") from e
    raise CaptureError(
        f"{path}: no key line in this key log (SSLKEYLOGFILE lines such as "
        "'CLIENT_RANDOM <hex> <hex>'): give the file the TLS client wrote"
    )


def decrypted_records(
    path: str | os.PathLike, keylog: str | os.PathLike | None, ports: Iterable[int]
) -> tuple[dict[int, bytes], set[tuple]]:
    """The plaintext of the TLS records each frame completed, and the connections decrypted.

    Returns ``({frame number: bytes}, {(src, sport, dst, dport)})``, addresses as raw
    bytes (4 or 16) like :func:`dissector.capture.files.segment_fields`, both ways of each
    decrypted connection.

    One ``tshark -T fields`` run over the capture with ``tls.keylog_file`` set
    (and the pcapng's own secrets), TLS forced on every port of ``ports`` (and
    found by tshark's heuristics elsewhere); the Kafka dissectors are disabled so
    that the decrypted bytes come out as ``data.data`` (several records in one
    frame: in order).  tshark runs with an empty home folder: no personal
    preferences or plugins change what it shows.  Raises CaptureError when
    tshark is missing or fails, or the key log does not exist or holds no key line
    (:func:`check_keylog`).
    """
    if keylog is not None and not os.path.isfile(keylog):
        raise CaptureError(f"{keylog}: no such key log file")
    if keylog is not None:
        check_keylog(keylog)
    cmd = [_tshark(), "-n", "-r", os.fspath(path)]
    if keylog is not None:
        cmd += ["-o", f"tls.keylog_file:{os.path.abspath(keylog)}"]
    for p in sorted(set(ports)):
        cmd += ["-d", f"tcp.port=={p},tls"]
    cmd += ["--disable-protocol", "kafka", "-Y", "tls && data.data"]
    cmd += ["-T", "fields", "-e", "frame.number", "-e", "data.data"]
    for f in ("ip.src", "ipv6.src", "tcp.srcport", "ip.dst", "ipv6.dst", "tcp.dstport"):
        cmd += ["-e", f]
    with tempfile.TemporaryDirectory(prefix="kmirror-tshark.") as home:
        env = dict(os.environ, HOME=home, XDG_CONFIG_HOME=home)
        proc = subprocess.run(cmd, capture_output=True, env=env)
    if proc.returncode != 0:
        msg = proc.stderr.decode(errors="replace").strip().splitlines()
        why = msg[-1] if msg else f"exit code {proc.returncode}"
        raise CaptureError(f"tshark could not decrypt {path}: {why}")
    out: dict[int, bytes] = {}
    keyed: set[tuple] = set()
    for line in proc.stdout.decode().splitlines():
        frame, hexes, s4, s6, sport, d4, d6, dport = line.split("\t")
        if not hexes:
            continue
        out[int(frame)] = bytes.fromhex(hexes.replace(",", ""))
        src, dst = _raw(s4, s6), _raw(d4, d6)
        sp, dp = int(sport.split(",")[-1]), int(dport.split(",")[-1])
        keyed.add((src, sp, dst, dp))
        keyed.add((dst, dp, src, sp))
    return out, keyed


def _raw(v4: str, v6: str) -> bytes:
    """An address as tshark prints it, as raw bytes (the innermost header when tunnelled)."""
    if v4:
        return socket.inet_pton(socket.AF_INET, v4.split(",")[-1])
    return socket.inet_pton(socket.AF_INET6, v6.split(",")[-1])


class Decrypting:
    """Stands in for :func:`dissector.capture.files.segment_fields` on a capture with TLS keys.

    ``plain``, ``keyed``: :func:`decrypted_records`' answer; ``parse``: the
    segment parser it wraps.  A connection is *decrypted* when any of its
    frames has plaintext; the frames of those connections are rewritten:
    SYNs pass unchanged, every other segment carries the plaintext its frame
    completed (maybe none) at a synthetic sequence number (the SYN's plus the
    plaintext bytes before it), its ACK flag cleared (the peer's
    acknowledgements count ciphertext).  Other connections pass unchanged
    (their TLS is then noted :data:`NO_KEY_NOTE`).  ``decrypted``: the
    segments given plaintext so far.
    """

    def __init__(self, plain: dict[int, bytes], keyed: set[tuple], parse: Callable) -> None:
        self.plain = plain
        self.keyed = keyed
        self.parse = parse
        self.next: dict[tuple, int] = {}
        self.decrypted = 0

    def __call__(self, frame, ts, lt, data, wirelen, frags, tunnels=None):
        """Parse one packet like ``segment_fields``; a decrypted connection's comes rewritten."""
        seg = self.parse(frame, ts, lt, data, wirelen, frags, tunnels)
        if seg is None or seg[:4] not in self.keyed:
            return seg
        key = seg[:4]
        text = self.plain.get(frame)
        src, sport, dst, dport, seq, flags, _payload, _missing, _ack = seg
        if flags & SYN:
            self.next[key] = (seq + 1) & 0xFFFFFFFF
            return (src, sport, dst, dport, seq, flags, b"", 0, None)
        at = self.next.get(key)
        if at is None:
            at = 0
        text = text or b""
        self.next[key] = (at + len(text)) & 0xFFFFFFFF
        if text:
            self.decrypted += 1
        return (src, sport, dst, dport, at, flags & ~ACK, text, 0, None)
