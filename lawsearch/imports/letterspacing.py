"""Lines of letter-spaced type as some PDF readers give them, a space between every two letters
("L A W 1", "T H E  P A C K", "L A W 1 - T H E P A C K"): read as the words they are.

Where the reader kept the gaps between words (two spaces or more), they part the words; where
it lost them, a law's title is known by its letters (the Laws' titles are facts), and any
other run of letters is left as one word rather than cut by guesswork."""
from __future__ import annotations

import re
from functools import lru_cache

LETTERS_JOINED = "letters spaced apart joined"  # the kind of repair, as the report counts it
_PUNCTUATION = re.compile(r"^[^\w\s]$")  # an apostrophe, a comma, a dash between the parts
_SEPARATORS = frozenset("-–—:")  # what parts a heading's number from its title
PREFIX = 8  # the fewest letters of a title a heading's first line is known by
# the longest line read as letter-spaced (a heading, twice the longest title's letters spaced)
# and the most parts between separators a title spans (a law's number, a dash inside a title)
LONGEST = 300
MAX_PARTS = 5
_LETTER_THEN_DIGIT = re.compile(r"(?<=[^\W\d_])(?=\d)|(?<=\d)(?=[^\W\d_])")


def _single(token: str) -> bool:
    return len(token) == 1 and token.isalnum()


def _letters(text: str) -> str:
    return "".join(c for c in text if c.isalpha()).upper()


def unspaced(text: str, titles: dict[int, str]) -> str | None:
    """The words of a letter-spaced line ("L A W 2 7" → "LAW 27"; "T H E P A C K" → "THE
    PACK" where `titles` has "The Pack"), None for a line that is not letter-spaced: every
    token a single letter, digit or mark of punctuation; four or more letters or digits,
    three of them letters."""
    if len(text) > LONGEST:
        return None
    groups = [g.split(" ") for g in re.split(r" {2,}", text.strip())]
    tokens = [t for g in groups for t in g]
    singles = [t for t in tokens if _single(t)]
    if len(singles) < 4 or sum(t.isalpha() for t in singles) < 3 \
            or not all(_single(t) or _PUNCTUATION.match(t) for t in tokens):
        return None
    if len(groups) > 1:  # the gaps between words kept: each group a word
        if not any(sum(map(_single, g)) >= 2 for g in groups):
            return None  # single letters set apart in columns ("N  S  E  W"): a table's cells
        read = " ".join(_LETTER_THEN_DIGIT.sub(" ", "".join(g)) for g in groups)
    else:
        read = _parted(tokens, titles)
    return read if read != text.strip() else None


def _parted(tokens: list[str], titles: dict[int, str]) -> str:
    """A line whose gaps between words were lost: its parts between separators; the longest
    run of parts that spells a law's title parted where the title parts its words, any other
    part joined ("LAW27" → "LAW 27")."""
    parts: list[str] = [""]
    for t in tokens:
        if t in _SEPARATORS:
            parts += [t, ""]
        else:
            parts[-1] += t
    spelt = _spelt(tuple(titles.values()))
    out: list[str] = []
    i = 0
    while i < len(parts):
        for j in range(min(len(parts) - 1, i + MAX_PARTS - 1), i - 1, -2):  # longest first
            run = " ".join(parts[i:j + 1])
            title = _title_of(_letters(run), spelt) if i % 2 == 0 else None
            if title is not None:
                out.append(_spaced_as(run, title))
                i = j + 1
                break
        else:
            out.append(_LETTER_THEN_DIGIT.sub(" ", parts[i]))
            i += 1
    return " ".join(p for p in out if p).replace(" :", ":")


@lru_cache(maxsize=4)
def _spelt(titles: tuple[str, ...]) -> dict[str, str]:
    """Each title by its letters."""
    return {_letters(t): t for t in sorted(titles, reverse=True)}


def _title_of(letters: str, spelt: dict[str, str]) -> str | None:
    """The title spelt by `letters` (`spelt`: each title by its letters), or begun by them
    where the heading goes on over the next line (eight letters or more, the same words in
    every title so begun)."""
    if letters in spelt:
        return spelt[letters]
    begun = [t for known, t in spelt.items() if known.startswith(letters)] \
        if len(letters) >= PREFIX else []
    if not begun:
        return None
    spacings = {_spaced_as(letters, t) for t in begun}
    return begun[0] if len(spacings) == 1 else None


def _spaced_as(printed: str, title: str) -> str:
    """`printed` (the title's letters as printed, the gaps between words lost) with a space
    before each letter that begins a word of `title`."""
    starts, k, gap = set(), 0, False
    for c in title:
        if c.isalpha():
            if gap and k:
                starts.add(k)
            k, gap = k + 1, False
        elif c.isspace():
            gap = True
    out, k = "", 0
    for c in printed:
        if c.isalpha():
            if k in starts and out and not out.endswith(" "):
                out += " "
            k += 1
        out += c
    return out
