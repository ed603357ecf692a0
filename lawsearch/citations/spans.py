"""The stretches of a text the citations found so far take up, asked "is this stretch free?" in
logarithmic time: a grammar checks every candidate against them, and a text of thousands of
citations made a scan of the list quadratic."""
from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Iterable


class Spans:
    """Half-open stretches [start, end), kept merged and in order."""

    def __init__(self, spans: Iterable[tuple[int, int]] = ()):
        self._starts: list[int] = []
        self._ends: list[int] = []
        for start, end in spans:
            self.add(start, end)

    def add(self, start: int, end: int) -> None:
        if end <= start:
            return
        i = bisect_left(self._ends, start)  # the first stretch that may touch [start, end)
        j = bisect_right(self._starts, end)  # past the last that may
        if i < j:
            start, end = min(start, self._starts[i]), max(end, self._ends[j - 1])
        self._starts[i:j] = [start]
        self._ends[i:j] = [end]

    def overlaps(self, start: int, end: int) -> bool:
        """Whether [start, end) shares a character with a stretch (an empty one: whether
        `start` lies strictly inside one)."""
        i = bisect_left(self._starts, max(end, start + 1)) - 1  # the last starting before end
        if i < 0:
            return False
        if end <= start:
            return self._starts[i] < start < self._ends[i]
        return self._ends[i] > start

    def copy(self) -> "Spans":
        other = Spans()
        other._starts, other._ends = list(self._starts), list(self._ends)
        return other

    def __len__(self) -> int:
        return len(self._starts)
