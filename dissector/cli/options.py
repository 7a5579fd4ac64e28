"""Options that several ``kmirror`` commands share, each declared once.

Owns: the option decorators (``--port``, ``--profile``, ``--specs``,
``--mirror-keys``, ``--detect-keys``, ``--format``, ``--output``,
``--mirror-only``, ``--frame``, ``--full``, ``--max-frame``,
``--max-decompressed``, ``--vxlan-port``), the
``NAME=KEY,...`` parser of ``--mirror-keys``, and :func:`selection_options`,
which turns the first five (and ``--no-detect``, ``--vxlan-port``) into one
:class:`Selection` argument (ports and the loaded profile) and a wrong profile or
an unreadable capture into one-line
errors.  A command whose wording differs passes its own ``help``.

Must not import: the commands, or anything heavy at import time (captures
are read by the commands, when they run).
"""

from __future__ import annotations

import functools
import os
from collections.abc import Callable
from dataclasses import dataclass, field

import click

from ..capture.sets import expand
from ..errors import CaptureError
from ..frames.framing import DEFAULT_MAX_FRAME
from ..kafka.apikey import ApiKey
from ..profiles.profile import AUTO_PROFILE as AUTO
from ..profiles.profile import DEFAULT_PROFILE, Profile, load_profile
from ..wire.specs import SpecError
from .errors import fail

__all__ = [
    "DEFAULT_PORT",
    "NO_PARALLEL_VXLAN",
    "Selection",
    "announce_detected",
    "capture_argument",
    "detect_option",
    "detect_keys_option",
    "format_option",
    "frames_option",
    "full_option",
    "looked_on",
    "max_decompressed_option",
    "max_frame_option",
    "parse_size",
    "mirror_keys_option",
    "mirror_only_option",
    "no_mirror_rpcs",
    "output_option",
    "parse_keys",
    "port_option",
    "profile_option",
    "profile_selection_options",
    "selection_options",
    "specs_option",
    "tls_keylog_option",
    "vxlan_port_option",
    "wants_auto",
]

#: Kafka's port, always looked at besides the ``--port`` ones.
DEFAULT_PORT = 9092

#: What --workers/--scheduler with --vxlan-port says (the parts read with 4789 only).
NO_PARALLEL_VXLAN = (
    "--workers/--scheduler do not take --vxlan-port: read in one process (VXLAN on 4789, "
    "GENEVE, GRE, ERSPAN and MPLS are opened either way)"
)
PORT_HELP = "Another broker TCP port carrying Kafka, besides 9092 (repeatable)."
PROFILE_HELP = (
    "Mirror profile: specs, API keys and state codes of one KIP revision "
    "(`kmirror profiles` lists them). Default: auto, the profile whose specs decode the "
    f"capture's mirror frames cleanly ({DEFAULT_PROFILE} when there are none), per "
    "cluster where the clusters speak different revisions. ADDRESS:PORT=NAME or "
    "CLUSTER=NAME (comma-separated, after an optional NAME for the rest) decodes one "
    "endpoint, or every broker of one cluster as analyze names it, with its own profile."
)


def port_option(help: str = PORT_HELP):
    """``--port/-p`` (repeatable, 1-65535) into the ``ports`` tuple."""
    return click.option(
        "--port", "-p", "ports", multiple=True, type=click.IntRange(1, 65535), help=help
    )


def vxlan_port_option():
    """``--vxlan-port`` (repeatable, 1-65535) into the ``vxlan_ports`` tuple."""
    return click.option(
        "--vxlan-port",
        "vxlan_ports",
        multiple=True,
        type=click.IntRange(1, 65535),
        metavar="PORT",
        help="Another UDP port carrying VXLAN, besides 4789 (repeatable; e.g. 8472, Linux's "
        "default).  GENEVE (6081), GRE, ERSPAN and MPLS are opened without being asked.",
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
    elsewhere in the capture (likely Kafka over TLS), and per Kafka port that carried
    connections of another protocol (:func:`not_kafka_line`)."""
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
            why = (
                f"the key log {keylog} has no keys for them"
                if keylog is not None
                else "--tls-keylog FILE"
            )
            click.echo(
                f"kmirror: port {port}: {n} TLS {conns} between Kafka hosts; "
                f"likely Kafka over TLS: {why}",
                err=True,
            )
    for port, conns in sorted((getattr(dissector, "not_kafka", None) or {}).items()):
        click.echo(f"kmirror: {not_kafka_line(port, conns)}", err=True)
    found = list(getattr(dissector, "detected_ports", ()) or ())
    if not found:
        return
    ports = sorted(set(getattr(dissector, "kafka_ports", ()) or ()) | set(found))
    click.echo(
        f"kmirror: Kafka found on ports {', '.join(map(str, ports))} "
        f"(detected: {', '.join(map(str, sorted(found)))})",
        err=True,
    )


def not_kafka_line(port: int, conns: list[tuple[str, int, int]], shown: int = 5) -> str:
    """The coverage line of the connections on Kafka port ``port`` whose first bytes
    proved them another protocol's (``conns``: ``(looks_like, first_frame, last_frame)``
    each, :attr:`~dissector.pipeline.dissector.Dissector.not_kafka`; ``looks_like``
    ``unknown`` when nothing is recognised), naming the frames of the first ``shown``.
    E.g. ``port 9092: 1 connection is not Kafka (looks like HTTP/1.1; frames 4-5)``."""
    n = len(conns)
    kinds: dict[str, int] = {}
    for what, _first, _last in conns:
        kinds[what] = kinds.get(what, 0) + 1
    looks = [w for w in kinds if w != "unknown"]
    what = ", ".join(f"{w} ({kinds[w]})" if len(kinds) > 1 else w for w in looks)
    said = f"looks like {what}" if looks else ""
    if "unknown" in kinds:
        unknown = (
            "no Kafka frame at its first bytes"
            if n == 1
            else f"{kinds['unknown']} with no Kafka frame at their first bytes"
        )
        said = f"{said}, {unknown}" if said else unknown
    spans = [f"{a}-{b}" if b > a else str(a) for _w, a, b in sorted(conns, key=lambda c: c[1])]
    frames = ", ".join(spans[:shown]) + (f", ... ({n - shown} more)" if n > shown else "")
    one = len(spans) == 1 and "-" not in spans[0]
    return (
        f"port {port}: {n} {'connection is' if n == 1 else 'connections are'} not Kafka "
        f"({said}; {'frame' if one else 'frames'} {frames})"
    )


def looked_on(dissector, sel) -> str:
    """Where Kafka was looked for, every port named: the ports given, the ports detection
    found, and whether any other port was judged (``dissector``: the
    :class:`~dissector.pipeline.dissector.Dissector` that read; ``sel``: the
    :class:`Selection`).  E.g. ``Kafka looked for on ports 9092, 19092 (19092 detected)
    and on any port whose connections frame as Kafka``."""
    found = sorted(getattr(dissector, "detected_ports", ()) or ())
    ports = sorted(set(sel.ports) | set(getattr(dissector, "kafka_ports", ()) or ()) | set(found))
    text = f"Kafka looked for on {'port' if len(ports) == 1 else 'ports'} "
    text += ", ".join(map(str, ports))
    if found:
        text += f" ({', '.join(map(str, found))} detected)"
    if sel.detect:
        return text + " and on any port whose connections frame as Kafka"
    return text + " only: --no-detect"


def no_mirror_rpcs(label: str, profile) -> None:
    """The one stderr line of ``--mirror-only`` when the capture holds Kafka but no mirror
    RPC of ``profile``: the (empty) output is still written and the exit status is 0."""
    click.echo(
        f"kmirror: {label}: no mirror RPCs of profile {profile.name} (--mirror-only: "
        "nothing to list; kmirror keys shows the keys the brokers advertise)",
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
        "'encrypted (TLS, no key)'.  A file with no key line is an error.",
        callback=_keylog,
    )


def _keylog(_ctx, _param, value: str | None) -> str | None:
    """A --tls-keylog file must hold a key line (exit 1 naming the file otherwise)."""
    if value is not None:
        from ..capture.tls import check_keylog

        try:
            check_keylog(value)
        except CaptureError as e:
            fail(str(e))
    return value


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


def misfit_of(path: str, profile: Profile, ports, detect: bool, vxlan_ports):
    """:func:`dissector.pipeline.choice.misfit` of one file (a
    :class:`~dissector.pipeline.choice.Misfit`, or None when ``profile`` fits it): what
    :meth:`Selection.resolve` asks of each file of a set, maybe on a worker."""
    from ..pipeline.choice import misfit

    return misfit([path], profile, ports, detect, vxlan_ports)


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
    #: UDP ports read as VXLAN besides 4789 (:mod:`dissector.capture.tunnels`)
    vxlan_ports: tuple[int, ...] = ()
    _resolved: dict = field(default_factory=dict, repr=False)
    #: ``--profile ADDRESS=NAME``: server endpoints decoded with a profile of their own
    overrides: dict[str, Profile] = field(default_factory=dict)
    #: ``--profile CLUSTER=NAME``: clusters (as the analysis names them) decoded so
    cluster_overrides: dict[str, Profile] = field(default_factory=dict)
    #: ``--profile NAME`` given (no auto, no ``--specs``): :meth:`resolve` says when the
    #: capture's mirror frames do not fit it (:func:`dissector.pipeline.choice.misfit`)
    named: bool = False
    #: how :meth:`resolve` checks each file of a set (``spread(fn, files)``, results in
    #: order): ``map`` here, or on a cluster's workers (``--workers``: see
    #: :func:`dissector.cli.parallel.on_cluster`), side by side with the read itself
    spread: Callable = field(default=map, repr=False)
    #: None: :meth:`resolve` says its choice at once; a list: what it would say waits
    #: there until :meth:`said` (the per-file checks of a set, spread on a cluster, are
    #: asked for their answer then)
    later: list | None = field(default=None, repr=False)

    def said(self) -> None:
        """Say (stderr) what :meth:`resolve` left in ``later``, once."""
        waiting, self.later = self.later or [], None
        for say in waiting:
            say()

    def guess(self) -> Profile | None:
        """The profile :meth:`resolve` most likely gives when it has a choice to make (the
        default: a capture without mirror traffic), for a read that starts before it is
        made (:class:`dissector.parallel.run.ProfileLater`); None when there is no choice
        (a profile named) or the choice is more than a profile (``--profile
        ADDRESS=NAME``, ``--profile CLUSTER=NAME``, ``--detect-keys``)."""
        if not self.auto or self.overrides or self.cluster_overrides or self.detect_keys:
            return None
        return self.profile

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
            from ..pipeline.choice import choose_profile

            choice = choose_profile(
                captures, self.ports, detect=self.detect, vxlan_ports=self.vxlan_ports
            )
            if choice.profile.per_server:  # clusters on different revisions: one per cluster
                from ..analysis.bycluster import per_cluster

                choice = per_cluster(
                    choice, captures, self.ports, self.detect, self.vxlan_ports
                )
            prof = choice.profile
            # a folder or a set is chosen for as one: its files of another revision are said
            several = len(expand(captures)) > 1 and choice.mirror_frames
            files = self._misfit_files(captures, prof) if several else None

            def say(files=files, choice=choice, prof=prof) -> None:
                files = files() if files else None
                if self.announce or choice.tie or prof.name != DEFAULT_PROFILE or files:
                    click.echo(f"kmirror: {choice.line}", err=True)
                if files:
                    click.echo(f"kmirror: {files}", err=True)

            if self.later is None:
                say()
            else:
                self.later.append(say)
        elif self.named and not self.overrides and not self.cluster_overrides:
            from ..pipeline.choice import misfit

            bad = misfit(captures, prof, self.ports, self.detect, self.vxlan_ports)
            if bad:
                click.echo(f"kmirror: {bad.line}", err=True)
        if self.overrides:
            prof = prof.per_endpoint({**prof.per_server, **self.overrides})
            said = ", ".join(f"{s} {p.name}" for s, p in sorted(self.overrides.items()))
            click.echo(f"kmirror: profile {prof.name} (given per endpoint: {said})", err=True)
        if self.cluster_overrides:
            prof = self._per_cluster(prof, captures)
        if not self.detect_keys:
            return prof
        return self._detect_keys(prof, captures)

    def _misfit_files(self, captures: list[str], prof: Profile) -> Callable[[], str | None]:
        """A capture set chosen for as one: the sample is its first mirror conversation;
        its files whose own sample the choice does not fit, named in one line (None: all
        fit), by the function returned: the files are checked (``spread``) from now on."""
        each = expand(captures)
        check = functools.partial(
            misfit_of, profile=prof, ports=self.ports, detect=self.detect,
            vxlan_ports=self.vxlan_ports,
        )
        answers = self.spread(check, each)
        return functools.partial(self._misfit_line, captures, prof, each, answers)

    @staticmethod
    def _misfit_line(captures, prof: Profile, each: list[str], answers) -> str | None:
        files = [(f, bad) for f, bad in zip(each, answers, strict=True) if bad]
        if not files:
            return None
        said = ", ".join(f"{os.path.basename(f)} ({bad.better})" for f, bad in files[:4])
        more = f" and {len(files) - 4} more" if len(files) > 4 else ""
        return (
            f"{len(files)} of {len(expand(captures))} files do not decode cleanly with "
            f"profile {prof.name}: {said}{more}; read them apart (each gets its own choice) "
            "or give --profile NAME"
        )

    def _per_cluster(self, prof: Profile, captures: list[str]) -> Profile:
        """``--profile CLUSTER=NAME``: every address of the cluster the analysis names so
        decoded with NAME; an unknown cluster is a usage error listing the clusters found."""
        from ..analysis.bycluster import capture_clusters, cluster_members

        found = cluster_members(
            capture_clusters(captures, self.ports, prof, self.detect, self.vxlan_ports)
        )
        servers: dict[str, Profile] = {}
        said = []
        for name, p in sorted(self.cluster_overrides.items()):
            if name not in found:
                fail(
                    f"--profile {name}=...: no cluster {name!r} in the capture (clusters found: "
                    f"{', '.join(sorted(found)) or 'none'}); name one, or write "
                    "ADDRESS:PORT=NAME for one broker endpoint",
                    2,
                )
            servers.update(dict.fromkeys(found[name], p))
            said.append(f"{name} {p.name} ({', '.join(found[name])})")
        prof = prof.per_endpoint({**prof.per_server, **servers})
        click.echo(f"kmirror: profile {prof.name} (given per cluster: {'; '.join(said)})",
                   err=True)  # fmt: skip
        return prof

    def _detect_keys(self, prof: Profile, captures: list[str]) -> Profile:
        from ..pipeline.dissector import Dissector
        from ..pipeline.keys import advertised_keys, detect_mirror_keys

        dis = Dissector(
            self.ports,
            prof,
            always={ApiKey.API_VERSIONS},
            detect=self.detect,
            vxlan_ports=self.vxlan_ports,
        )
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


def parse_per_endpoint(value: str | None) -> tuple[str | None, dict[str, str]]:
    """``--profile [NAME,]ADDRESS=NAME,...`` -> (the profile of the other endpoints, or
    None for auto; {``address:port`` or cluster name: profile name}).  A plain ``NAME``
    passes as is; an item whose left side has no ``:`` names a cluster (as the analysis
    names it, e.g. its Kafka cluster id), resolved against the capture later
    (:meth:`Selection.resolve`).  Raises click.BadParameter for an address without a
    port or a second plain name."""
    if value is None or "=" not in value:
        return value, {}
    base = None
    out: dict[str, str] = {}
    for item in (x.strip() for x in value.split(",") if x.strip()):
        if "=" not in item:
            if base is not None:
                raise click.BadParameter(
                    f"{item!r}: one profile for the other endpoints at most",
                    param_hint="--profile",
                )
            base = item
            continue
        server, _, name = item.rpartition("=")
        host, _, port = server.rpartition(":")
        if server and ":" not in server and name:  # a cluster's name
            out[server] = name
            continue
        if not host or not port.isdigit() or not name:
            raise click.BadParameter(
                f"{item!r}: write ADDRESS:PORT=NAME (a broker endpoint and a profile)",
                param_hint="--profile",
            )
        out[server] = name
    return base, out


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
    ``--no-detect``, ``--vxlan-port`` as ``sel``.

    The command gets one :class:`Selection` argument ``sel`` instead of the
    seven options.  A profile that cannot be loaded is a usage error (exit 2);
    a :class:`~dissector.errors.CaptureError` the command raises is a
    one-line error (exit 1).
    """
    return _selection(f, capture=True)


def profile_selection_options(f):
    """``--profile``, ``--specs``, ``--mirror-keys`` as ``sel``, for a command that reads no
    capture (``kmirror profiles``): :func:`selection_options` without the capture's options
    (``--port``, ``--detect-keys``, ``--no-detect``, ``--vxlan-port``), which it would not use."""
    return _selection(f, capture=False)


def _selection(f, capture: bool):
    opts = [profile_option(), specs_option(), mirror_keys_option()]
    if capture:
        opts = [
            port_option(), *opts, detect_keys_option(), detect_option(), vxlan_port_option()
        ]
    for opt in reversed(opts):
        f = opt(f)

    def wrapper(ports=(), profile=None, specs=None, mirror_keys=None, detect_keys=False,
                detect=True, vxlan_ports=(), **kw):
        profile, overrides = parse_per_endpoint(profile)
        auto = wants_auto(profile, specs, mirror_keys)
        try:
            p = load_profile(DEFAULT_PROFILE if auto else specs or profile or DEFAULT_PROFILE)
            keys = parse_keys(mirror_keys)
            if keys:
                p = p.with_keys(keys)
            loaded = {s: load_profile(n) for s, n in overrides.items()}
        except SpecError as e:
            fail(str(e), 2)
        sel = Selection(
            tuple(sorted({DEFAULT_PORT, *ports})),
            p,
            detect_keys,
            auto,
            profile == AUTO,
            detect,
            vxlan_ports=tuple(sorted(set(vxlan_ports))),
        )
        sel.named = bool(profile) and not auto and not specs
        sel.overrides = {s: p for s, p in loaded.items() if ":" in s}
        sel.cluster_overrides = {s: p for s, p in loaded.items() if ":" not in s}
        try:
            return f(sel=sel, **kw)
        except CaptureError as e:
            fail(str(e))

    return functools.wraps(f)(wrapper)
