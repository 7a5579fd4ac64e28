"""Message flags: the facts about a message that its notes render for people.

Owns: :class:`Flag`.  Every stage that writes a note on a message sets its flag beside it
(the framer, the decoder, the matcher, the dissector), and every consumer that needs the
fact (the read table, capture-set stitching, the analysis) reads the flag: no code parses
note text, so rewording a note changes nothing but the words.

Must not import anything from this package.
"""

from __future__ import annotations

from enum import IntFlag

__all__ = ["Flag"]


class Flag(IntFlag):
    """What a message is, beyond its fields: the facts code reads, where people read notes.

    Each flag is set where its note is written (the note is its rendering, for people, and
    may carry details: a frame, a byte count); no code reads note text.  A read-table row
    carries its message's flags (:data:`dissector.tables.table.FLAGS`), so parts of a
    capture set are stitched by flag, not by note.
    """

    #: a request that expects no response: Produce with acks=0
    ACKS0 = 1 << 0
    #: a response to an acks=0 Produce (Kafka brokers send none; some answer all the same)
    ACKS0_ANSWERED = 1 << 1
    #: a response timed before its request (reordered packets): no latency
    REVERSED = 1 << 2
    #: a raw SASL token after SaslHandshake v0, not a Kafka frame
    RAW_SASL_TOKEN = 1 << 3
    #: bytes were skipped to find this frame's boundary
    RESYNCHRONISED = 1 << 4
    #: a Fetch v13+ topic_id no earlier response named (``topic_ids_unnamed``)
    TOPIC_ID_UNNAMED = 1 << 5
    #: an ApiVersions response in the v0 format after an unsupported version (KIP-511)
    API_VERSIONS_FALLBACK = 1 << 6
    #: the frame's capture time was clamped to 64-bit nanoseconds
    TIME_CLAMPED = 1 << 7
    #: a TLS direction without a key: its bytes are not Kafka frames here
    ENCRYPTED = 1 << 8
    #: a request row released with no response in the capture (the read table's)
    UNANSWERED = 1 << 9
    #: a connection on a Kafka port whose first bytes are another protocol's (HTTP, SSH...)
    NOT_KAFKA = 1 << 10
