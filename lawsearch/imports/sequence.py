"""Which marker candidates of a law's text are its parts' markers: the ones that come in the
order of the Laws' own outline, each the next one expected at its level.

The candidates (`markers.py`) and the law's parts in document order are aligned as two
sequences, as a diff aligns lines: a candidate is matched to a part of the same level and letter
or number, in order, and the alignment with the most (and the most likely) matches wins. So a
stray "2." inside a sentence cannot take the place of the real one further on, an item "(i)"
and a sub-item "(i)" are told apart by what comes before them, and a part whose marker the
edition lacks is skipped, with the reason. A marker the Laws do not have is placed as a part of
its own (`canonical=False`) only where it starts a line and follows its predecessor in
sequence (an "E." after section D); the reader reports it and keeps its text with the part
before it.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..ids import ROMAN, child_id, law_number
from .markers import Candidate
from .outline import Node

MATCH = 10.0
TEXTLESS = 6.0  # a unit with text of its own, its marker straight followed by the next marker


@dataclass
class Placed:
    id: str
    level: int
    part: str
    candidate: Candidate
    canonical: bool = True


def align(parts: list[Node], cands: list[Candidate], text: str) -> list[Placed]:
    """The candidates that are markers of `parts` (and of parts the Laws lack), in text order."""
    usable = [c for c in cands if c.cited is None]
    if not parts or not usable:
        return _extras(parts, [], usable, text)
    glued = [i + 1 < len(usable) and not text[c.end:usable[i + 1].start].strip()
             for i, c in enumerate(usable)]
    m, n = len(parts), len(usable)
    # score[i][j]: the best alignment of parts[:i] with usable[:j]
    score = [[0.0] * (n + 1) for _ in range(m + 1)]
    step = [[0] * (n + 1) for _ in range(m + 1)]  # 0 skip part, 1 skip candidate, 2 match
    for i in range(1, m + 1):
        node = parts[i - 1]
        row, above = score[i], score[i - 1]
        for j in range(1, n + 1):
            best, how = above[j], 0
            if row[j - 1] > best:
                best, how = row[j - 1], 1
            c = usable[j - 1]
            if (node.level, node.part) in c.readings:
                gain = MATCH + c.strength
                if glued[j - 1] and node.text and not node.children:
                    gain -= TEXTLESS
                if above[j - 1] + gain > best:
                    best, how = above[j - 1] + gain, 2
            row[j], step[i][j] = best, how
    placed: list[Placed] = []
    i, j = m, n
    while i > 0 and j > 0:
        how = step[i][j]
        if how == 2:
            node = parts[i - 1]
            placed.append(Placed(node.id, node.level, node.part, usable[j - 1]))
            i, j = i - 1, j - 1
        elif how == 1:
            j -= 1
        else:
            i -= 1
    placed.reverse()
    return _extras(parts, placed, usable, text)


def successor(level: int, part: str) -> str | None:
    if level == 1:
        return chr(ord(part) + 1) if part < "Z" else None
    if level == 2:
        return str(int(part) + 1)
    if level == 4:
        return ROMAN[ROMAN.index(part) + 1] if part in ROMAN[:-1] else None
    return chr(ord(part) + 1) if len(part) == 1 and part < "z" else None


def _extras(parts: list[Node], placed: list[Placed], usable: list[Candidate],
            text: str) -> list[Placed]:
    """Parts the Laws lack: a marker at a line's start that follows the last part at its level
    in sequence (under the same parent)."""
    if not parts:
        return placed
    law = law_number(parts[0].id)
    known = {p.id for p in parts}
    taken = {id(p.candidate) for p in placed}
    result = list(placed)
    for c in usable:
        if id(c) in taken or c.place != "line":
            continue
        before = [p for p in result if p.candidate.start < c.start]
        for level, part in c.readings:
            sibling = _open_sibling(before, level)
            if sibling is None or successor(level, sibling.part) != part:
                continue
            parent = _parent_id(sibling.id, law)
            try:
                new = child_id(parent, level, part)
            except ValueError:
                continue
            if new in known or any(p.id == new for p in result):
                continue
            result.append(Placed(new, level, part, c, canonical=False))
            result.sort(key=lambda p: p.candidate.start)
            break
    return result


def _open_sibling(before: list[Placed], level: int) -> Placed | None:
    """The last part at `level` with no part of a higher level after it."""
    for p in reversed(before):
        if p.level < level:
            return None
        if p.level == level:
            return p
    return None


def _parent_id(cid: str, law: str) -> str:
    from ..ids import CanonicalId

    parent = CanonicalId.parse(cid).parent
    return str(parent) if parent is not None else law
