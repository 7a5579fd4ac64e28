"""The two kinds of failure, and the expert words that name them.

Owns: the exception classes every layer raises and the vocabulary of expert
info (the words of Wireshark's ``packet-kafka.c`` expert table where one
exists).  An expert item is written ``word@offset`` where ``offset`` counts
bytes from the first byte of the Kafka frame (its 4-byte size field).

Must not import anything from this package.
"""

from __future__ import annotations

from typing import NamedTuple

__all__ = [
    "DissectError",
    "EXPERT",
    "EXPERT_WORDS",
    "ExpertWord",
    "MISALIGNED",
    "Malformed",
    "NeedData",
    "TrailingBytes",
    "CaptureError",
    "CaptureNote",
    "CaptureWarning",
]


class ExpertWord(NamedTuple):
    """One word of the expert vocabulary.

    ``severity`` and ``group`` are Wireshark's (``expert.severity.*`` and
    ``expert.group.*``, lower case); ``misaligned`` says whether the stream is
    taken to be misaligned after it: a frame size that cannot be right, or a
    body decode that fails with it (then the frame boundary was guessed
    wrong: the bytes do not line up), as opposed to a sender's quirk or a
    fact about the capture.
    """

    word: str
    meaning: str
    severity: str  # "note", "warn" or "error"
    group: str  # "malformed", "protocol", "sequence", "undecoded" or "checksum"
    misaligned: bool


#: The expert vocabulary, the one table: the ``expert`` column, exceptions, the CLI,
#: the Lua plugin's expert fields and the README's table are all derived from it.
EXPERT: dict[str, ExpertWord] = {
    e.word: e
    for e in (
        ExpertWord(
            "pdu_length_mismatch",
            "message does not end at the PDU length (too short or bytes left over)",
            "error", "malformed", True,
        ),
        ExpertWord(
            "bad_string_length",
            "string length is negative (not -1) or runs past the frame",
            "error", "malformed", True,
        ),
        ExpertWord(
            "bad_bytes_length",
            "bytes length is negative (not -1) or runs past the frame",
            "error", "malformed", True,
        ),
        ExpertWord(
            "bad_array_length",
            "array count is negative (not -1) or larger than the bytes left",
            "error", "malformed", True,
        ),
        ExpertWord(
            "bad_varint",
            "variable-length integer longer than its type allows",
            "error", "malformed", True,
        ),
        ExpertWord(
            "bad_tagged_fields",
            "tagged field section out of order or runs past the frame",
            "error", "malformed", True,
        ),
        ExpertWord(
            "nullable_violation",
            "null value in a field the spec says is not nullable (decoded as null)",
            "warn", "protocol", False,
        ),
        ExpertWord(
            "unknown_api_key",
            "api_key not in the standard set nor in the mirror profile",
            "warn", "undecoded", True,
        ),
        ExpertWord(
            "unsupported_api_version",
            "api_version outside the versions the spec defines",
            "warn", "undecoded", False,
        ),
        ExpertWord(
            "request_missing",
            "response whose request is not in the capture",
            "warn", "sequence", False,
        ),
        ExpertWord(
            "truncated",
            "frame bytes not all captured (snap length or end of capture)",
            "warn", "malformed", True,
        ),
        ExpertWord(
            "frame_too_large",
            "frame size above the configured maximum; not reassembled",
            "error", "malformed", True,
        ),
        ExpertWord(
            "bad_frame_size",
            "frame size too small to hold a Kafka header",
            "error", "malformed", True,
        ),
        ExpertWord(
            "body_not_decoded",
            "body of a standard API kept as bytes (not decoded by this version)",
            "note", "undecoded", False,
        ),
        ExpertWord(
            "api_versions_fallback",
            "ApiVersions response in the v0 format after an unsupported version",
            "note", "protocol", False,
        ),
        ExpertWord(
            "crc_mismatch",
            "record batch or message CRC does not match its bytes",
            "error", "checksum", False,
        ),
        ExpertWord(
            "bad_record_length",
            "batch, record, key, value or header length in records cannot be right",
            "error", "malformed", False,
        ),
        ExpertWord(
            "bad_decompression_length",
            "compressed records do not decompress, or decompress past the configured maximum",
            "error", "malformed", False,
        ),
        ExpertWord(
            "decompression_budget",
            "compressed records left compressed: the frame's or the capture's decompression "
            "budget is spent (raw bytes kept)",
            "note", "undecoded", False,
        ),
        ExpertWord(
            "unknown_message_magic",
            "record batch or message magic other than 0, 1 or 2",
            "error", "malformed", False,
        ),
    )
}  # fmt: skip

#: Expert words and what each means (from :data:`EXPERT`).
EXPERT_WORDS: dict[str, str] = {w: e.meaning for w, e in EXPERT.items()}

#: Expert words a body decode raises when the frame boundary was guessed wrong (from
#: :data:`EXPERT`).
MISALIGNED: frozenset[str] = frozenset(w for w, e in EXPERT.items() if e.misaligned)


class DissectError(Exception):
    """A decoding failure with its expert word and byte offset in the frame.

    ``word`` is one of :data:`EXPERT` (the constants of :class:`dissector.words.Word`);
    any other raises ValueError: a misspelt word is a bug, not a new word."""

    def __init__(self, word: str, offset: int, detail: str = "") -> None:
        if word not in EXPERT:  # the words are the table's (constants: dissector.words.Word)
            raise ValueError(f"{word!r} is not an expert word of dissector.errors.EXPERT")
        self.word = word
        self.offset = offset
        self.detail = detail
        super().__init__(f"{word}@{offset}" + (f": {detail}" if detail else ""))

    @property
    def expert(self) -> str:
        """``word@offset``, the form used in the ``expert`` column."""
        return f"{self.word}@{self.offset}"


class NeedData(DissectError):
    """Not enough bytes: the data stopped before the value ended (not bad bytes)."""


class Malformed(DissectError):
    """Bad bytes: a length, count or varint that cannot be right."""


class TrailingBytes(Malformed):
    """``pdu_length_mismatch``: the body decoded whole and ends ``trailing`` bytes before the
    frame does (librdkafka's ApiVersions v0 with 4 zero bytes after it, say)."""

    def __init__(self, offset: int, trailing: int) -> None:
        super().__init__(
            "pdu_length_mismatch", offset, f"body ends {trailing} bytes before the end of the PDU"
        )
        self.trailing = trailing


class CaptureError(Exception):
    """A capture file that cannot be read (missing, not pcap/pcapng, empty, cut)."""


class CaptureWarning(UserWarning):
    """A capture read to its end that was cut short (the file ends inside a record):
    every packet before the cut was decoded; or a malformed block the reader stepped
    over, or capture times clamped to 64-bit nanoseconds (reading went on).  Issued
    with :func:`warnings.warn`."""


class CaptureNote(CaptureWarning):
    """Not a fault: a decision the read made from the capture and says in one line
    (an API key one server endpoint uses as Kafka's API, not the profile's mirror RPC:
    :mod:`dissector.decode.endpoints`).  Issued with :func:`warnings.warn`; the CLI
    prints it as ``kmirror: ...``."""
