"""The mirror controller's connections to the Tansus: opening them, and what AddTopicsToMirror asks.

Owns: :class:`TansuLinks`, the Kafka connections a :class:`~.endpoint.ClusterEndpoint`'s
controller opens to its own Tansu and to the source clusters' (one per address, ApiVersions
first, every exchange reported to the :class:`~dissector.scenario.truth.Truth`), and the
two steps of AddTopicsToMirror that talk to them: reading the topic on the source
(Metadata) and making the destination topic (Metadata, then CreateTopics or
IncrementalAlterConfigs of ``mirror.name``; ListOffsets on both sides).

Must not import: capture reading, reassembly, pandas or the CLI.
"""

from __future__ import annotations

import threading
from typing import Any

from ..profiles.profile import Profile
from . import wire
from .mirror_client import MirrorClient
from .mirror_endpoint import NONE, UNKNOWN_TOPIC_OR_PARTITION
from .truth import Truth

__all__ = ["TansuLinks"]

#: Topic config the controller sets on a mirror topic.
MIRROR_CONFIG = "mirror.name"

Address = tuple[str, int]


class TansuLinks:
    """The controller ``controller_id`` of cluster ``cluster``'s connections to Tansus.

    ``truth`` hears of the controller (an actor) and of every exchange; ``profile`` is the
    one the connections speak.  Thread-safe: :meth:`open` and :meth:`close` take a lock.
    """

    def __init__(self, controller_id: str, cluster: str, truth: Truth, profile: Profile) -> None:
        self.controller_id = controller_id
        self.cluster = cluster
        self.truth = truth
        self.profile = profile
        self._conns: dict[Address, MirrorClient] = {}
        self._lock = threading.Lock()

    def open(self, address: Address) -> MirrorClient:
        """The connection to the Tansu at ``address`` (opened on first use, ApiVersions first)."""
        with self._lock:
            conn = self._conns.get(address)
            if conn is None:
                where = "{}:{}".format(*address)
                self.truth.actor(self.controller_id, "controller", self.cluster, [where])
                conn = MirrorClient(
                    *address,
                    client_id=self.controller_id,
                    profile=self.profile,
                    handshake=False,
                    observer=self.truth.record,
                    timeout=10,
                )
                conn.handshake()
                self._conns[address] = conn
            return conn

    def close(self) -> None:
        """Close every connection (a later :meth:`open` opens a new one)."""
        with self._lock:
            conns, self._conns = list(self._conns.values()), {}
        for c in conns:
            c.close()

    def source_topic(self, source: Address, name: str, rpc: str) -> tuple[int, str, int]:
        """(error code, topic id, partition count) of topic ``name`` on the source Tansu at
        ``source`` (Metadata); on an error the Truth is told ``rpc`` found no such topic, and
        the id is "" and the count 0."""
        src = self.open(source)
        meta, _ = src.call_standard(wire.metadata([name]))
        topic = meta.topics[0]
        if int(topic.error_code.value):
            assert src.last_exchange is not None
            self.truth.cause(src.last_exchange, f"{rpc}: {name} is not on the source")
            return int(topic.error_code.value), "", 0
        return NONE, str(topic.topic_id), len(topic.partitions)

    def destination_topic(
        self, local: Address, source: Address, name: str, partitions: int, mirror: str
    ) -> tuple[dict[tuple[str, int], int], dict[tuple[str, int], int]]:
        """Make ``name`` a topic of ``mirror`` on the local Tansu: created with
        ``mirror.name`` (CreateTopics, ``partitions`` partitions) when Metadata says it is
        not there, else that config set (IncrementalAlterConfigs).  Returns the source's and
        the local (topic, partition) -> end offset (ListOffsets; errors left out)."""
        conn = self.open(local)
        here, _ = conn.call_standard(wire.metadata([name]))
        if int(here.topics[0].error_code.value) == UNKNOWN_TOPIC_OR_PARTITION:
            assert conn.last_exchange is not None
            self.truth.cause(
                conn.last_exchange,
                f"expected: {name} is not on cluster {self.cluster} yet; the controller creates it",
            )
            conn.call_standard(wire.create_topics({name: partitions}, {MIRROR_CONFIG: mirror}))
        else:
            conn.call_standard(wire.set_topic_config(name, MIRROR_CONFIG, mirror))
        wanted = {name: range(partitions)}
        src_ends = _ends(self.open(source).call_standard(wire.list_offsets(wanted))[0])
        local_ends = _ends(conn.call_standard(wire.list_offsets(wanted))[0])
        return src_ends, local_ends


def _ends(resp: Any) -> dict[tuple[str, int], int]:
    """(topic, partition) -> offset from a ListOffsets response (errors left out)."""
    return {
        (t.name, int(p.partition_index)): int(p.offset)
        for t in resp.topics
        for p in t.partitions
        if not int(p.error_code.value)
    }
