"""Scenario generator: KIP-1279 mirroring played by real actors on loopback, captured.

``kmirror simulate SCENARIO -o FILE.pcapng`` (see :mod:`dissector.cli.simulate`) runs one of
:data:`SCENARIOS` with two Tansu brokers (clusters ``a`` and ``b``), a mirror
RPC listener per cluster (controller, mirror coordinator, LMO server), partition
leaders and mirror fetchers, admin tools and producers, captures the loopback
traffic with dumpcap, and writes next to the capture a ground-truth JSON file
(:mod:`.truth`) of every state transition, LMO (or last mirror epoch), truncation and error.

Modules: ``mirror_endpoint`` (a TCP server answering the mirror RPCs),
``mirror_client`` (a client sending them), ``wire`` (kio requests, record
batches), ``logs`` (the model of a partition's log), ``truth`` (the ground
truth), ``endpoint`` (a cluster's mirror listener), ``actor`` (the threads' base),
``fetcher``, ``leader``, ``producer`` and ``poller`` (the threads: mirror fetchers, partition
leaders, producers, admin pollers),
``processes`` (Tansu, dumpcap), ``stage`` (start/stop of everything, a capture begun late),
``epoch_leader`` (a partition leader's 2026-07 steps),
``mirror_server`` (the sockets and framing under ``mirror_endpoint``),
``scenarios`` (the scripts), ``dialect`` (how the actors speak each revision they play:
``kip1279-seed`` and ``kip1279-cl3-2026-07``), ``epoch_handlers`` (the listener's 2026-07
epoch lookups, pause, resume and delete), ``tls_proxy`` (TLS: a terminator, and the mirror
endpoints' TLS of ``simulate --tls``), ``tls_traffic`` (real TLS captures for tests).  The
``simulate`` command is
:mod:`dissector.cli.simulate`.

This package is a traffic *generator*; nothing in the dissector imports it.
Must not import: the CLI, the analysis, the dissector's stages.
"""

from .scenarios import DEFAULT_SEED, SCENARIOS, run_scenario, truth_path
from .stage import Layout, ScenarioError

__all__ = ["DEFAULT_SEED", "SCENARIOS", "Layout", "ScenarioError", "run_scenario", "truth_path"]
