"""The expert words, one constant each (the table is dissector.errors.EXPERT).

GENERATED FILE, DO NOT EDIT: ``python -m codegen`` writes it from
:data:`dissector.errors.EXPERT`;
``python -m codegen --check``, run by the tests, fails when it is stale.
"""

from __future__ import annotations

from enum import StrEnum

__all__ = ["Word"]


class Word(StrEnum):
    """An expert word: ``Word.TRUNCATED == 'truncated'``; DissectError takes only these."""

    PDU_LENGTH_MISMATCH = 'pdu_length_mismatch'  # error, malformed
    BAD_STRING_LENGTH = 'bad_string_length'  # error, malformed
    BAD_BYTES_LENGTH = 'bad_bytes_length'  # error, malformed
    BAD_ARRAY_LENGTH = 'bad_array_length'  # error, malformed
    BAD_VARINT = 'bad_varint'  # error, malformed
    BAD_TAGGED_FIELDS = 'bad_tagged_fields'  # error, malformed
    NULLABLE_VIOLATION = 'nullable_violation'  # warn, protocol
    UNKNOWN_API_KEY = 'unknown_api_key'  # warn, undecoded
    UNSUPPORTED_API_VERSION = 'unsupported_api_version'  # warn, undecoded
    REQUEST_MISSING = 'request_missing'  # warn, sequence
    TRUNCATED = 'truncated'  # warn, malformed
    FRAME_TOO_LARGE = 'frame_too_large'  # error, malformed
    BAD_FRAME_SIZE = 'bad_frame_size'  # error, malformed
    BODY_NOT_DECODED = 'body_not_decoded'  # note, undecoded
    API_VERSIONS_FALLBACK = 'api_versions_fallback'  # note, protocol
    CRC_MISMATCH = 'crc_mismatch'  # error, checksum
    BAD_RECORD_LENGTH = 'bad_record_length'  # error, malformed
    BAD_DECOMPRESSION_LENGTH = 'bad_decompression_length'  # error, malformed
    DECOMPRESSION_BUDGET = 'decompression_budget'  # note, undecoded
    UNKNOWN_MESSAGE_MAGIC = 'unknown_message_magic'  # error, malformed
