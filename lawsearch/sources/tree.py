"""Builds a law's unit tree from the flat sequence of headings and blocks a reader finds."""
from __future__ import annotations

from ..errors import SourceError
from ..ids import KIND_OF_LEVEL, child_id
from ..model import Block, NoteRef, Unit


class TreeBuilder:
    """Readers call `law`, `open` and `block` in reading order; `laws` is the result.

    Levels: 0 law, 1 section (A), 2 subsection (1), 3 item (a), 4 sub-item (i). An item may sit
    directly under a section (its id stays unambiguous); any other skipped level is an error.
    """

    def __init__(self, path: object):
        self.path = path
        self.laws: list[Unit] = []
        self._open: list[Unit] = []  # the open unit at each level, [0] = current law
        self._seen: set[str] = set()

    def law(self, number: int, num: str, heading: str | None, line: int,
            heading_notes: list[NoteRef] | None = None) -> Unit:
        unit = Unit(id=str(number), kind="law", num=num, heading=heading, line=line,
                    heading_notes=heading_notes or [])
        self._register(unit, line)
        self.laws.append(unit)
        self._open = [unit]
        return unit

    def open(self, level: int, part: str, num: str, line: int, heading: str | None = None,
             heading_notes: list[NoteRef] | None = None) -> Unit:
        """Open a unit at `level` (1–4) with canonical `part` ("B", "1", "a", "i")."""
        if not self._open:
            raise SourceError(self.path, line, "a law heading before its first part", num)
        parent_level = level - 1
        while parent_level >= len(self._open) or self._open[parent_level] is None:
            if level == 3 and parent_level == 2:  # item directly under a section
                parent_level = 1
                continue
            raise SourceError(self.path, line,
                              f"a {KIND_OF_LEVEL[level - 1]} before this {KIND_OF_LEVEL[level]}",
                              num)
        parent = self._open[parent_level]
        unit = Unit(id=child_id(parent.id, level, part), kind=KIND_OF_LEVEL[level], num=num,
                    heading=heading, line=line, heading_notes=heading_notes or [])
        self._register(unit, line)
        parent.children.append(unit)
        del self._open[level:]
        while len(self._open) < level:
            self._open.append(None)  # type: ignore[arg-type]
        self._open.append(unit)
        return unit

    def block(self, block: Block, level: int | None = None) -> None:
        """Add text to the open unit at `level` (default: the deepest open unit).

        Text added to a unit that already has children is its closing text (`wrapup`).
        """
        if not self._open:
            raise SourceError(self.path, getattr(block, "line", 0), "a law heading before text")
        if level is None:
            level = len(self._open) - 1
        while level > 0 and (level >= len(self._open) or self._open[level] is None):
            level -= 1
        unit = self._open[level]
        del self._open[level + 1:]
        (unit.wrapup if unit.children else unit.intro).append(block)

    def current(self, level: int | None = None) -> Unit | None:
        if not self._open:
            return None
        if level is None:
            return self._open[-1]
        return self._open[level] if level < len(self._open) else None

    def _register(self, unit: Unit, line: int) -> None:
        if unit.id in self._seen:
            raise SourceError(self.path, line, f"{unit.id} only once (it appears twice)", unit.num)
        self._seen.add(unit.id)
