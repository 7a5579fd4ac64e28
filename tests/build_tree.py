"""A Kafka source tree laid out like the KIP-1279 prototype's, made from a shipped profile.

Owns: :func:`write_tree`: the profile's own spec files under
``clients/src/main/resources/common/message/`` (beside Kafka 4.4's UnregisterController on key
94, which is Kafka's), and Java sources written here from the profile's data in the prototype's
shapes (KIP1279-REVISIONS.md 1.3 and 6): the partition-state enum (``NAME((byte) N)``), the
transition rule (``isValidStateTransition(source, target)`` switching on the target),
``ApiKeys.java`` and ``Errors.java``.  Each part can be left out, to make a broken tree.

Must not import: the importer under test (it reads only the profile's files and data).
"""

from __future__ import annotations

import shutil
from pathlib import Path

from dissector.profiles.profile import load_profile

__all__ = ["write_tree"]

ROOT = Path(__file__).resolve().parents[1]
MESSAGES = Path("clients/src/main/resources/common/message")
PROTOCOL = Path("clients/src/main/java/org/apache/kafka/common/protocol")
MIRROR = Path("server-common/src/main/java/org/apache/kafka/server/mirror")


def _constant(rpc: str) -> str:
    out = ""
    for i, ch in enumerate(rpc):
        if ch.isupper() and i and (rpc[i - 1].islower() or rpc[i - 1].isdigit()):
            out += "_"
        out += ch.upper()
    return out


def write_tree(
    root: Path, profile: str, enum: bool = True, rule: bool = True, java_keys: bool = True
) -> Path:
    """Write the tree of shipped ``profile`` at ``root``; returns ``root``."""
    p = load_profile(profile)
    msgs = root / MESSAGES
    msgs.mkdir(parents=True)
    for f in Path(p.directory).glob("*.json"):
        if f.name != "profile.json":
            shutil.copy(f, msgs / f.name)
    for f in (ROOT / "dissector" / "kafka" / "newer").glob("UnregisterController*.json"):
        shutil.copy(f, msgs / f.name)
    (root / MIRROR).mkdir(parents=True)
    states = sorted(p.states.items(), key=lambda kv: (kv[0] < 0, kv[0]))
    if enum:
        lines = ["package org.apache.kafka.server.mirror;", "", "/** Mirror partition states. */",
                 "public enum MirrorPartitionState {"]  # fmt: skip
        for i, (code, name) in enumerate(states):
            end = ";" if i == len(states) - 1 else ","
            lines += [f"    /** The {name.lower()} state. */", f"    {name}((byte) {code}){end}"]
        lines += ["", "    private final byte value;", "",
                  "    MirrorPartitionState(byte value) {", "        this.value = value;",
                  "    }", "}"]  # fmt: skip
        (root / MIRROR / "MirrorPartitionState.java").write_text("\n".join(lines) + "\n")
    machine = p.roles.machine
    if rule and machine is not None and machine.enter:
        lines = ["package org.apache.kafka.server.mirror;", "",
                 "public record MirrorPartitionMetadata(MirrorPartitionState state) {",
                 "    public static boolean isValidStateTransition(MirrorPartitionState source, "
                 "MirrorPartitionState target) {",
                 "        if (source == target) {", "            return true;", "        }",
                 "        switch (target) {"]  # fmt: skip
        for target, (allowed, _carrier) in sorted(machine.enter.items()):
            if allowed is not None and not allowed:
                continue
            lines.append(f"            case {target}:")
            if allowed is None:
                lines.append("                return true;")
                continue
            froms = ["source == null" if s == machine.initial else
                     f"source == MirrorPartitionState.{s}" for s in sorted(allowed)]  # fmt: skip
            lines.append("                return " + "\n                        || ".join(froms)
                         + ";")  # fmt: skip
        lines += ["            default:", "                return false;", "        }", "    }",
                  "}"]  # fmt: skip
        (root / MIRROR / "MirrorPartitionMetadata.java").write_text("\n".join(lines) + "\n")
    if java_keys:
        (root / PROTOCOL).mkdir(parents=True)
        keys = ["    FETCH(ApiMessageType.FETCH),", "    UNREGISTER_CONTROLLER(ApiMessageType."
                "UNREGISTER_CONTROLLER, true, RecordBatch.MAGIC_VALUE_V0, false),"]  # fmt: skip
        keys += [f"    {_constant(r)}(ApiMessageType.{_constant(r)}, false, true),"
                 for r, _k in sorted(p.rpcs.items(), key=lambda kv: kv[1])]  # fmt: skip
        (root / PROTOCOL / "ApiKeys.java").write_text(
            "public enum ApiKeys {\n" + "\n".join(keys) + "\n    ;\n}\n"
        )
        errs = ['    NONE(0, null, message -> null),',
                '    UNKNOWN_SERVER_ERROR(-1, "The server experienced an error.", '
                "UnknownServerException::new),"]  # fmt: skip
        errs += [f'    {n}({c}, "The {n.lower()} error.", {n.title()}Exception::new),'
                 for c, n in sorted(p.errors.items())]  # fmt: skip
        (root / PROTOCOL / "Errors.java").write_text(
            "public enum Errors {\n" + "\n".join(errs) + "\n    ;\n}\n"
        )
    return root
