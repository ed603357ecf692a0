"""The markers of a law's parts in its text (`A.`, `1.`, `(a)`, `(i)`), wherever they stand: at
a line's start, after a sentence, after another marker (`3.(a)`, `2. (a)`, `(g) (i)`), with or
without a space after them (`1.A player`, `(a)it`), roman ones with a stop (`(i.)`).

Each is a candidate only: the sequence reader (`sequence.py`) decides which are markers. What a
candidate knows of its place says how likely it is one, and a candidate standing in a citation
("…by Law / 19. Law 36 applies", "as in (b) above") is none, with the reason.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from ..ids import ROMAN

# (level, part) readings of each kind of marker
_PATTERN = re.compile(
    r"(?P<section>(?<![\w.,'’(/&-])[A-H]\.(?=\s|$|\())"
    r"|(?P<subsection>(?<![\w.,'’(/&)-])[1-9]\d?\.(?![\d]))"
    r"|(?P<bracket>(?<![\w'’])\((?P<letters>[a-z]{1,4})\.?\))"
    r"|(?P<half>(?<![\w(.'’/])(?P<half_letter>[a-z])\)(?=\s))"
)
_ROMANS = set(ROMAN[:10])
_STOP = r"[.:;!?]['’\"”)]?"  # a sentence's end, and a closing quote or bracket after it
_SENTENCE_END = re.compile(_STOP + r"\s*$")
# Each run of letters or digits is tried from its start only, and its digits split one way:
# the search is linear in the line, not cubic (a line of digits from a damaged extraction).
_WORD_BEFORE = re.compile(r"((?<![A-Za-z])[A-Za-z]+|[,&–-]|(?<!\d)\d+(?:[A-Z]\d*)?(?:\([a-z]+\))*"
                          r"|\([a-z]+\))\s*$")
_WORD_AFTER = re.compile(r"^\s*([A-Za-z]+)")
_CITATION = re.compile(r"^(?:\d{1,2}[A-H]?\d{0,2}(?:\([a-z]{1,4}\))*|[A-H]\d{0,2}(?:\([a-z]+\))*"
                       r"|\([a-z]{1,4}\))$")


@dataclass
class Candidate:
    start: int  # offsets of the marker in the law's text
    end: int
    readings: tuple[tuple[int, str], ...]  # (level, part) it may be
    printed: str
    place: str  # "line" (starts a line), "marker" (after a marker), "sentence", "word"
    cited: str | None = None  # why it is a citation, not a marker

    @property
    def strength(self) -> float:
        return {"line": 3.0, "marker": 3.0, "sentence": 2.0, "word": 0.5}[self.place]


def candidates(text: str, citing_before: frozenset[str], citing_join: frozenset[str],
               citing_after: frozenset[str]) -> list[Candidate]:
    """Every place in `text` a marker may stand, in order."""
    found: list[Candidate] = []
    for m in _PATTERN.finditer(text):
        if m["section"]:
            readings: tuple[tuple[int, str], ...] = ((1, m["section"][0]),)
        elif m["subsection"]:
            readings = ((2, m["subsection"][:-1]),)
        elif m["bracket"]:
            letters = m["letters"]
            if letters in _ROMANS:
                readings = ((4, letters), (3, letters)) if len(letters) == 1 else ((4, letters),)
            elif len(letters) <= 2 and letters.isalpha():
                readings = ((3, letters),)
            else:
                continue
        else:
            readings = ((3, m["half_letter"]),)
        start, end = m.start(), m.end()
        found.append(Candidate(start, end, readings, m.group(0), _place(text, start, found)))
        found[-1].cited = _cited(text, start, end, found[-1], citing_before, citing_join,
                                 citing_after)
    for c in found:
        if c.printed.endswith(")") and not c.printed.startswith("(") and c.place not in (
                "line", "marker"):
            c.cited = c.cited or "a letter and a bracket inside a sentence"
    return found


# A section's heading on a line of its own ("B. Infraction of Law"): the word it ends with
# is no citing word for the marker that begins the next line
_HEADING_LINE = re.compile(r"^[A-H]\.\s+[A-Z][A-Za-z'’-]*(?:\s+[A-Za-z][A-Za-z'’-]*){0,24}$")
# the lines a heading may take before a marker: its marker alone on one ("F." / "Summons of the
# Law"), its words over two
_HEADING_LINES = 3


def _ends_heading(text: str, start: int) -> bool:
    """Whether the lines before a marker at `start` end with a section's heading in title case,
    every word capitalised but the small ones: on one line, or over the last few, its marker
    alone on a line of its own or its words broken over two."""
    from ..lang.en.layout import SMALL_WORDS

    lines = _lines_before(text, start, _HEADING_LINES)
    for k in range(1, len(lines) + 1):
        heading = " ".join(lines[-k:])
        # (or a section begun in mid-line, after a sentence: "…of these Laws. B. Open Law")
        begun = [m.end() for m in _MID_LINE.finditer(heading)]
        for h in [heading] + ([heading[begun[-1]:]] if begun else []):
            if _HEADING_LINE.match(h) and all(
                    w[0].isupper() or w.lower() in SMALL_WORDS for w in h.split()[1:]):
                return True
    return False


_MID_LINE = re.compile(_STOP + r"\s+(?=[A-H]\.\s)")


def _lines_before(text: str, start: int, count: int) -> list[str]:
    """The last `count` lines before the line of `start` that are not blank, stripped (fewer at
    the text's start)."""
    window = max(0, start - 120 * count)
    lines = re.split(r"[\n\f]", text[window:start])[:-1]  # the last: the marker's line
    if window:
        lines = lines[1:]  # the first may be cut
    return [line.strip() for line in lines if line.strip()][-count:]


def _place(text: str, start: int, before: list[Candidate]) -> str:
    line_start = max(text.rfind("\n", 0, start), text.rfind("\f", 0, start)) + 1
    if not text[line_start:start].strip():
        return "line"
    if before and not text[before[-1].end:start].strip():
        return "marker"
    if _SENTENCE_END.search(text[max(0, start - 4):start]):
        return "sentence"
    return "word"


def _cited(text: str, start: int, end: int, c: Candidate, before_words: frozenset[str],
           join_words: frozenset[str], after_words: frozenset[str]) -> str | None:
    head = text[max(0, start - 60):start]
    if c.place == "marker":
        return None
    m = _WORD_BEFORE.search(head)
    if m:
        word = m.group(1)
        if word.lower() in before_words and not (c.place == "line"
                                                 and _ends_heading(text, start)):
            return f"it follows {word!r}"
        if word.lower() in join_words or word in ",&–-":
            earlier = _WORD_BEFORE.search(head[:m.start()])
            if earlier and _CITATION.match(earlier.group(1)):
                return f"it follows {earlier.group(1)!r} {word!r}, a list of citations"
    after = _WORD_AFTER.match(text[end:end + 30])
    # in lower case only: "D following" cites, "D. Following an irregularity…" begins a part
    if after and after.group(1) in after_words:
        return f"{after.group(1)!r} follows it"
    return None
