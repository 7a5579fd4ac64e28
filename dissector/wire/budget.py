"""How many bytes decompression may produce: per Kafka frame and per capture.

Owns: :class:`DecompressionBudget`, its defaults (:data:`DEFAULT_FRAME_BUDGET`,
:data:`DEFAULT_CAPTURE_BUDGET`) and what a decoded record costs it beyond its
bytes (:data:`RECORD_COST`).  The batch decoders of :mod:`dissector.wire.batches`
draw on it.

Must not import: anything of this package, capture reading, reassembly,
pandas or the CLI.
"""

from __future__ import annotations

__all__ = [
    "DEFAULT_CAPTURE_BUDGET",
    "DEFAULT_FRAME_BUDGET",
    "RECORD_COST",
    "DecompressionBudget",
]

#: Default decompression budget of one Kafka frame (all its batches together), bytes.
DEFAULT_FRAME_BUDGET = 128 << 20
#: Default decompression budget of one capture (every frame together), bytes.
DEFAULT_CAPTURE_BUDGET = 8 << 30
#: What one record decoded from decompressed bytes costs the budget beyond its bytes: about
#: the size of its Python objects (a dict, two ints, key and value bytes, a headers list).
RECORD_COST = 400


class DecompressionBudget:
    """How many bytes decompression may produce: per Kafka frame and per capture.

    ``frame``: the most bytes every compressed batch (or legacy wrapper) of
    one frame together may decompress to; ``capture``: the same over a whole
    capture (every frame of a :class:`~dissector.pipeline.dissector.Dissector`).  Each
    record decoded from decompressed bytes also costs :data:`RECORD_COST`
    (its Python objects), charged from its batch's declared record count
    before decompressing, so what a frame's records hold in memory stays near
    ``frame`` whatever the compression ratio.  A batch that would go past what
    is left is not decompressed: ``decompression_budget`` at its first byte,
    its compressed bytes kept (see :func:`~dissector.wire.records.decode_records`),
    and what it decompressed before going past counts as spent: the time a
    frame takes stays bounded by its budget too, however many batches it holds.

    :meth:`new_frame` starts a frame's budget; :attr:`cut` counts the batches
    left compressed so far.  Raises ValueError for a negative budget.
    """

    __slots__ = ("frame", "capture", "frame_left", "capture_left", "cut")

    def __init__(
        self, frame: int = DEFAULT_FRAME_BUDGET, capture: int = DEFAULT_CAPTURE_BUDGET
    ) -> None:
        if frame < 0 or capture < 0:
            raise ValueError(f"a decompression budget cannot be negative ({frame}, {capture})")
        self.frame = frame
        self.capture = capture
        self.frame_left = frame
        self.capture_left = capture
        #: batches left compressed because a budget was spent
        self.cut = 0

    def new_frame(self) -> None:
        """A new Kafka frame: its own budget starts whole (the capture's goes on)."""
        self.frame_left = self.frame

    def left(self) -> int:
        """Bytes the next decompression may still produce."""
        return min(self.frame_left, self.capture_left)

    def spend(self, n: int) -> None:
        """``n`` bytes were produced (or are reserved for records)."""
        self.frame_left -= n
        self.capture_left -= n

    def note(self, cut: int, expert: list[str]) -> str:
        """The message note for ``cut`` batches of a frame left compressed (``expert``: its
        expert words, where the first ``decompression_budget@N`` is found)."""
        first = next((w for w in expert if w.startswith("decompression_budget@")), "")
        where = f" (first at frame offset {first.partition('@')[2]})" if first else ""
        return (
            f"decompression budget spent: {cut} compressed "
            f"batch{'es' if cut != 1 else ''} left compressed, raw bytes kept{where}; "
            f"budgets: {self.frame} bytes per frame, {self.capture} per capture "
            f"({max(self.capture_left, 0)} left); raise them with --max-decompressed"
        )

    def which(self) -> str:
        """The budget that is the smaller now, in words, for a ``decompression_error``."""
        if self.capture_left < self.frame_left:
            return f"the capture's decompression budget ({self.capture} bytes)"
        return f"the frame's decompression budget ({self.frame} bytes)"
