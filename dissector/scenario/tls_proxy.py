"""A TLS terminator on loopback: TLS in on one port, plaintext out to a broker.

Owns: :class:`TlsTerminator` (what stunnel does, in a few threads: accept TLS
1.2/1.3 on ``listen``, forward the plaintext to ``target`` and back) and
:func:`self_signed` (a throwaway certificate made with the ``openssl`` command).
It stands in front of a Tansu broker or a mirror endpoint so that captures hold
a TLS leg (client <-> terminator) and the same traffic in plaintext
(terminator <-> broker).  ``keylog``: the terminator's own NSS key log (every
connection it accepts); without it only clients that write a key log can be
decrypted.  And :class:`MirrorTls`: the TLS of ``kmirror simulate --tls`` (the
scenario's mirror endpoints serve TLS, their clients write the key log).

Must not import: the dissector's stages, pandas or the CLI.
"""

from __future__ import annotations

import socket
import ssl
import subprocess
import tempfile
import threading
from pathlib import Path

__all__ = ["MirrorTls", "TlsTerminator", "client_context", "self_signed"]


def self_signed(folder: str | Path) -> tuple[Path, Path]:
    """A self-signed certificate for ``localhost``/127.0.0.1 in ``folder``: (cert, key) paths.

    Raises RuntimeError when the ``openssl`` command fails or is missing.
    """
    folder = Path(folder)
    cert, key = folder / "tls.crt", folder / "tls.key"
    cmd = [
        "openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2",
        "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1",
        "-keyout", str(key), "-out", str(cert),
    ]  # fmt: skip
    try:
        subprocess.run(cmd, check=True, capture_output=True)
    except (OSError, subprocess.CalledProcessError) as e:
        raise RuntimeError(f"openssl could not make a certificate: {e}") from None
    return cert, key


def client_context(
    keylog: str | Path | None = None, version: ssl.TLSVersion | None = None
) -> ssl.SSLContext:
    """A client SSLContext trusting anything (loopback tests), writing ``keylog`` (NSS format).

    ``version``: pin the TLS version (e.g. ``ssl.TLSVersion.TLSv1_2``); default: the best both
    ends offer (TLS 1.3 here).
    """
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    ctx.check_hostname = False
    ctx.verify_mode = ssl.CERT_NONE
    if version is not None:
        ctx.minimum_version = ctx.maximum_version = version
    if keylog is not None:
        ctx.keylog_filename = str(keylog)
    return ctx


class MirrorTls:
    """TLS for a scenario's mirror endpoints: a server context and the clients' context.

    ``addresses``: the mirror endpoints' (host, port); connections to them use
    :attr:`client` (TLS 1.3 by default, any certificate trusted, NSS key log
    written to ``keylog`` when given, appended to), any other address
    (Tansu) stays plaintext.  The server's self-signed certificate is made
    offline by :func:`self_signed` in a temporary folder that :meth:`close`
    removes.  Raises RuntimeError when ``openssl`` cannot make the certificate.
    """

    def __init__(self, addresses: list[tuple[str, int]], keylog: str | Path | None = None) -> None:
        self.addresses = {(h, int(p)) for h, p in addresses}
        self.keylog = Path(keylog) if keylog is not None else None
        self._tmp = tempfile.TemporaryDirectory(prefix="kmirror-tls.")
        try:
            cert, key = self_signed(self._tmp.name)
            self.server = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
            self.server.load_cert_chain(cert, key)
        except BaseException:
            self._tmp.cleanup()
            raise
        self.client = client_context(keylog)

    def client_for(self, address: tuple[str, int]) -> ssl.SSLContext | None:
        """The client context for a connection to ``address``; None (plaintext) off the mirror
        endpoints."""
        return self.client if (address[0], int(address[1])) in self.addresses else None

    def close(self) -> None:
        """Remove the certificate's folder (idempotent)."""
        self._tmp.cleanup()


class TlsTerminator:
    """TLS on ``listen`` (host, port) -> plaintext TCP to ``target`` (host, port).

    ``keylog``: write every accepted session's secrets there (NSS key log).
    Use as a context manager or call :meth:`start`/:meth:`stop`.
    """

    def __init__(
        self,
        listen: tuple[str, int],
        target: tuple[str, int],
        keylog: str | Path | None = None,
    ) -> None:
        self.listen, self.target, self.keylog = listen, target, keylog
        self._tmp: tempfile.TemporaryDirectory | None = None
        self._sock: socket.socket | None = None
        self._threads: list[threading.Thread] = []
        self._stop = threading.Event()

    def __enter__(self) -> TlsTerminator:
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()

    def start(self) -> TlsTerminator:
        """Make a certificate, listen, accept in a background thread."""
        self._tmp = tempfile.TemporaryDirectory(prefix="kmirror-tls.")
        cert, key = self_signed(self._tmp.name)
        ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        ctx.minimum_version = ssl.TLSVersion.TLSv1_2
        ctx.load_cert_chain(cert, key)
        if self.keylog is not None:
            ctx.keylog_filename = str(self.keylog)
        self._ctx = ctx
        s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        s.bind(self.listen)
        s.listen(64)
        s.settimeout(0.2)
        self._sock = s
        t = threading.Thread(target=self._accept, name="tls-accept", daemon=True)
        t.start()
        self._threads.append(t)
        return self

    def _accept(self) -> None:
        while not self._stop.is_set():
            try:
                raw, _ = self._sock.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            t = threading.Thread(target=self._serve, args=(raw,), daemon=True)
            t.start()
            self._threads.append(t)

    def _serve(self, raw: socket.socket) -> None:
        raw.settimeout(10)
        try:
            tls = self._ctx.wrap_socket(raw, server_side=True)
            back = socket.create_connection(self.target, timeout=10)
        except OSError:
            raw.close()
            return
        tls.settimeout(None)
        back.settimeout(None)
        done = threading.Event()

        def pump(src, dst) -> None:
            try:
                while True:
                    data = src.recv(65536)
                    if not data:
                        break
                    dst.sendall(data)
            except OSError:
                pass
            finally:
                done.set()

        a = threading.Thread(target=pump, args=(tls, back), daemon=True)
        b = threading.Thread(target=pump, args=(back, tls), daemon=True)
        a.start()
        b.start()
        while not done.wait(0.2):
            if self._stop.is_set():
                break
        for s in (tls, back):
            try:
                s.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            s.close()

    def stop(self) -> None:
        """Stop accepting, close every connection, remove the certificate."""
        self._stop.set()
        if self._sock is not None:
            self._sock.close()
            self._sock = None
        for t in self._threads:
            t.join(timeout=2)
        self._threads.clear()
        if self._tmp is not None:
            self._tmp.cleanup()
            self._tmp = None
