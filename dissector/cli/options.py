"""Options that several ``kmirror`` commands share, each declared once.

Owns: the option decorators (``--port``, ``--profile``, ``--specs``,
``--mirror-keys``, ``--detect-keys``, ``--format``, ``--output``,
``--mirror-only``, ``--frame``, ``--full``, ``--max-frame``,
``--max-decompressed``), the
``NAME=KEY,...`` parser of ``--mirror-keys``, and :func:`selection_options`,
which turns the first five into one :class:`Selection` argument (ports and
the loaded profile) and a wrong profile or an unreadable capture into one-line
errors.  A command whose wording differs passes its own ``help``.

Must not import: the commands, or anything heavy at import time (captures
are read by the commands, when they run).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field

import click

from ..errors import CaptureError
from ..frames.framing import DEFAULT_MAX_FRAME
from ..kafka.apikey import ApiKey
from ..profiles.profile import AUTO_PROFILE as AUTO
from ..profiles.profile import DEFAULT_PROFILE, Profile, load_profile
from ..wire.specs import SpecError
from .errors import fail

__all__ = [
    "DEFAULT_PORT",
    "Selection",
    "announce_detected",
    "capture_argument",
    "detect_option",
    "detect_keys_option",
    "format_option",
    "frames_option",
    "full_option",
    "max_decompressed_option",
    "max_frame_option",
    "parse_size",
    "mirror_keys_option",
    "mirror_only_option",
    "output_option",
    "parse_keys",
    "port_option",
    "profile_option",
    "selection_options",
    "specs_option",
    "tls_keylog_option",
    "wants_auto",
]

#: Kafka's port, always looked at besides the ``--port`` ones.
DEFAULT_PORT = 9092

PORT_HELP = "Another broker TCP port carrying Kafka, besides 9092 (repeatable)."
PROFILE_HELP = (
    "Mirror profile: specs, API keys and state codes of one KIP revision "
    "(`kmirror profiles` lists them). Default: auto, the profile whose specs decode the "
    f"capture's mirror frames cleanly ({DEFAULT_PROFILE} when there are none)."
)


def port_option(help: str = PORT_HELP):
    """``--port/-p`` (repeatable, 1-65535) into the ``ports`` tuple."""
    return click.option(
        "--port", "-p", "ports", multiple=True, type=click.IntRange(1, 65535), help=help
    )


def detect_option():
    """``--no-detect`` into ``detect`` (default on): Kafka looked for on every port."""
    return click.option(
        "--detect/--no-detect",
        "detect",
        default=True,
        show_default=True,
        help="Find Kafka on any port by its frames (--no-detect: only 9092 and --port).",
    )


def _captures(ctx, _param, value: tuple[str, ...]):
    if not value:
        raise click.UsageError("Missing argument 'CAPTURE'.", ctx)
    return value[0] if len(value) == 1 else list(value)


def capture_argument():
    """``CAPTURE...``: one or more files, directories or globs, read as one capture
    (the command gets a path, or a list of them)."""
    return click.argument(
        "capture", nargs=-1, type=click.Path(), metavar="CAPTURE...", callback=_captures,
    )  # fmt: skip


def announce_detected(dissector, given) -> None:
    """One stderr line naming the ports Kafka was found on, when detection found any
    beyond ``given`` (``dissector``: the :class:`~dissector.pipeline.dissector.Dissector`
    that read); before it, one coverage line per port whose TLS connections were read
    without keys, and per port where detection let TLS go between hosts that speak Kafka
    elsewhere in the capture (likely Kafka over TLS)."""
    from ..pipeline.dissector import tls_between_kafka_hosts

    keylog = getattr(dissector, "tls_keylog", None)
    for port, n in sorted((getattr(dissector, "tls_unread", None) or {}).items()):
        conns = "connection" if n == 1 else "connections"
        why = (
            f"the key log {keylog} has no keys for them"
            if keylog is not None
            else "Kafka over TLS needs --tls-keylog FILE"
        )
        click.echo(
            f"kmirror: port {port}: {n} TLS {conns} (TLS ClientHello) left encrypted: {why}",
            err=True,
        )
    if getattr(dissector, "tls_elsewhere", None):  # coverage: Kafka over TLS left unread
        for port, n in sorted(tls_between_kafka_hosts(dissector).items()):
            conns = "connection" if n == 1 else "connections"
            click.echo(
                f"kmirror: port {port}: {n} TLS {conns} between Kafka hosts; "
                "likely Kafka over TLS: --tls-keylog FILE",
                err=True,
            )
    found = list(getattr(dissector, "detected_ports", ()) or ())
    if not found:
        return
    ports = sorted(set(getattr(dissector, "kafka_ports", ()) or ()) | set(found))
    click.echo(
        f"kmirror: Kafka found on ports {', '.join(map(str, ports))} "
        f"(detected: {', '.join(map(str, sorted(found)))})",
        err=True,
    )


def profile_option(help: str = PROFILE_HELP):
    """``--profile NAME``: a shipped profile, or ``auto`` (the default when not given)."""
    return click.option(
        "--profile", default=None, metavar="NAME", help=help, callback=_named_profile
    )


def _named_profile(_ctx, _param, value: str | None) -> str | None:
    if value is not None and not value.strip():
        raise click.BadParameter(
            "'': give a profile name (kmirror profiles lists them) or auto",
            param_hint="--profile",
        )
    return value


def specs_option(metavar: str | None = "DIR"):
    """``--specs DIR``: an existing folder of mirror specs, instead of ``--profile``."""
    return click.option(
        "--specs",
        default=None,
        metavar=metavar,
        type=click.Path(exists=True, file_okay=False),
        help="Folder of mirror message specs (Kafka JSON format) instead of --profile.",
    )


def mirror_keys_option():
    """``--mirror-keys NAME=KEY,...``: single API keys of the profile overridden."""
    return click.option(
        "--mirror-keys",
        default=None,
        metavar="NAME=KEY,...",
        help="Override single mirror API keys, e.g. CreateMirror=1094.",
    )


def detect_keys_option():
    """``--detect-keys``: mirror API keys taken from the capture's ApiVersions."""
    return click.option(
        "--detect-keys",
        is_flag=True,
        help="Map mirror RPCs onto the non-standard API keys brokers advertise in the "
        "capture's ApiVersions responses (reads the capture twice).",
    )


def format_option(*choices: str, help: str | None = None, show_default: bool = False):
    """``--format`` into ``fmt``: one of ``choices``, the first by default."""
    return click.option(
        "--format",
        "fmt",
        type=click.Choice(list(choices)),
        default=choices[0],
        show_default=show_default,
        help=help,
    )


def output_option(help: str | None = None):
    """``--output/-o FILE``: where to write instead of standard output."""
    return click.option("--output", "-o", type=click.Path(dir_okay=False), default=None, help=help)


def mirror_only_option(help: str):
    """``--mirror-only``: only what belongs to mirror RPCs."""
    return click.option("--mirror-only", is_flag=True, help=help)


def frames_option(help: str, required: bool = False):
    """``--frame/-f N`` (repeatable) into the ``frames`` tuple."""
    return click.option(
        "--frame",
        "-f",
        "frames",
        multiple=True,
        type=click.IntRange(min=1),
        required=required,
        help=help,
    )


def full_option():
    """``--full``: decode every standard body and record batch too."""
    return click.option(
        "--full",
        is_flag=True,
        help="Decode every standard body and record batch too (slower; finds more errors).",
    )


def tls_keylog_option():
    """``--tls-keylog FILE``: an NSS key log decrypting TLS connections (as ``tls_keylog``)."""
    return click.option(
        "--tls-keylog",
        "tls_keylog",
        default=None,
        metavar="FILE",
        type=click.Path(exists=True, dir_okay=False),
        help="NSS key log (SSLKEYLOGFILE format) of the TLS connections: those whose keys "
        "it holds are decrypted by tshark and decoded (secrets embedded in a pcapng are "
        "used without it).  TLS without a key is one row per direction, noted "
        "'encrypted (TLS, no key)'.",
    )


def max_frame_option():
    """``--max-frame BYTES``: the largest frame size accepted."""
    return click.option(
        "--max-frame",
        type=click.IntRange(8, 1 << 31),
        default=DEFAULT_MAX_FRAME,
        show_default=True,
        help="Largest frame size in bytes accepted; larger size fields are flagged "
        "frame_too_large and not buffered.",
    )


_UNITS = {"": 1, "k": 1 << 10, "m": 1 << 20, "g": 1 << 30, "t": 1 << 40}


def parse_size(text: str, param_hint: str = "--max-decompressed") -> int:
    """``64M`` -> 67108864: bytes, with an optional K, M, G or T (powers of 1024; a
    trailing ``B``/``iB`` is allowed).  Anything else is a usage error
    (:class:`click.BadParameter`, exit 2)."""
    t = text.strip().lower().removesuffix("ib").removesuffix("b")
    unit = t[-1:] if t[-1:] in _UNITS and t[-1:] else ""
    digits = t[: len(t) - len(unit)] if unit else t
    if not digits.isdigit():
        raise click.BadParameter(
            f"{text!r}: expected a size in bytes such as 67108864, 64M or 8G",
            param_hint=param_hint,
        )
    return int(digits) * _UNITS[unit]


def _budgets(_ctx, _param, value: str | None) -> tuple[int, int] | int | None:
    if value is None:
        return None
    parts = value.split(",")
    if len(parts) > 2:
        raise click.BadParameter(
            f"{value!r}: expected FRAME or FRAME,CAPTURE (two sizes at most), e.g. 64M,2G",
            param_hint="--max-decompressed",
        )
    if len(parts) == 1:
        return parse_size(parts[0])
    return parse_size(parts[0]), parse_size(parts[1])


def max_decompressed_option():
    """``--max-decompressed FRAME[,CAPTURE]``: the decompression budgets of record batches."""
    return click.option(
        "--max-decompressed",
        "max_decompressed",
        default=None,
        metavar="FRAME[,CAPTURE]",
        callback=_budgets,
        help="Most bytes the compressed record batches of one Kafka frame may decompress to "
        "(default 128M), and optionally of the whole capture (default 8G), e.g. 64M,2G; "
        "each decoded record also counts 400 bytes.  A batch past the budget stays "
        "compressed, flagged decompression_budget, its bytes kept.",
    )


def parse_keys(text: str | None) -> dict[str, int]:
    """``CreateMirror=1094,ListMirrors=1101`` -> ``{"CreateMirror": 1094, ...}``.

    A part without ``=`` or with a key that is not an integer is a usage error
    (:class:`click.BadParameter`, exit 2).
    """
    out: dict[str, int] = {}
    if not text:
        return out
    for part in text.split(","):
        name, sep, key = part.partition("=")
        if not sep or not key.strip().lstrip("-").isdigit():
            raise click.BadParameter(
                f"{part!r}: expected NAME=KEY, e.g. CreateMirror=1094", param_hint="--mirror-keys"
            )
        out[name.strip()] = int(key)
    return out


@dataclass
class Selection:
    """What the common options select: ports and the mirror profile.

    ``auto``: no profile was named (or ``--profile auto``): :meth:`resolve`
    chooses one from the capture (:mod:`dissector.pipeline.choice`); until then
    ``profile`` is the default.  ``announce``: print the choice even when it is
    the default profile (``--profile auto`` given explicitly).
    """

    ports: tuple[int, ...]
    profile: Profile
    detect_keys: bool
    auto: bool = False
    announce: bool = False
    #: Kafka looked for on other ports too (:mod:`dissector.frames.detection`)
    detect: bool = True
    _resolved: dict = field(default_factory=dict, repr=False)

    def resolve(self, capture: str | list[str]) -> Profile:
        """The profile to decode ``capture`` with: chosen from it when ``auto``;
        with --detect-keys, its keys from its ApiVersions.  Worked out once per capture."""
        key = tuple(capture) if isinstance(capture, list | tuple) else (capture,)
        if key not in self._resolved:
            self._resolved[key] = self._resolve(list(key))
        return self._resolved[key]

    def _resolve(self, captures: list[str]) -> Profile:
        prof = self.profile
        if self.auto:
            from ..pipeline.choice import ProfileChoiceError, choose_profile

            try:
                choice = choose_profile(captures, self.ports, detect=self.detect)
            except ProfileChoiceError as e:
                fail(str(e), 2)
            prof = choice.profile
            if self.announce or prof.name != DEFAULT_PROFILE:
                click.echo(f"kmirror: {choice.line}", err=True)
        if not self.detect_keys:
            return prof
        from ..pipeline.dissector import Dissector
        from ..pipeline.keys import advertised_keys, detect_mirror_keys

        dis = Dissector(self.ports, prof, always={ApiKey.API_VERSIONS}, detect=self.detect)
        msgs = dis.feed_path(captures[0] if len(captures) == 1 else captures)
        found = detect_mirror_keys(advertised_keys(msgs, prof), prof)
        if found:
            click.echo(
                "kmirror: mirror keys from ApiVersions: "
                + ", ".join(f"{r}={k}" for r, k in sorted(found.items(), key=lambda x: x[1])),
                err=True,
            )
            return prof.with_keys(found)
        click.echo("kmirror: no mirror keys advertised; keeping the profile's", err=True)
        return prof


def wants_auto(profile: str | None, specs: str | None, mirror_keys: str | None = None) -> bool:
    """Whether the profile is to be chosen from the capture: ``--profile auto``, or no
    ``--profile``, ``--specs`` or ``--mirror-keys`` (those name the RPCs of one profile)."""
    if profile == AUTO:
        if specs:
            raise click.UsageError("--profile auto and --specs exclude each other")
        return True
    return not (profile or specs or mirror_keys)


def selection_options(f):
    """``--port``, ``--profile``, ``--specs``, ``--mirror-keys``, ``--detect-keys``,
    ``--no-detect`` as ``sel``.

    The command gets one :class:`Selection` argument ``sel`` instead of the
    six options.  A profile that cannot be loaded is a usage error (exit 2);
    a :class:`~dissector.errors.CaptureError` the command raises is a
    one-line error (exit 1).
    """
    for opt in reversed(
        [
            port_option(),
            profile_option(),
            specs_option(),
            mirror_keys_option(),
            detect_keys_option(),
            detect_option(),
        ]
    ):
        f = opt(f)

    def wrapper(ports, profile, specs, mirror_keys, detect_keys, detect, **kw):
        auto = wants_auto(profile, specs, mirror_keys)
        try:
            p = load_profile(DEFAULT_PROFILE if auto else specs or profile or DEFAULT_PROFILE)
            keys = parse_keys(mirror_keys)
            if keys:
                p = p.with_keys(keys)
        except SpecError as e:
            fail(str(e), 2)
        sel = Selection(
            tuple(sorted({DEFAULT_PORT, *ports})), p, detect_keys, auto, profile == AUTO, detect
        )
        try:
            return f(sel=sel, **kw)
        except CaptureError as e:
            fail(str(e))

    return functools.wraps(f)(wrapper)
