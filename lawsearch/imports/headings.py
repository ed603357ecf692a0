"""Where a part's heading ends and its text begins.

A heading on a line of its own is the line (two, where a long heading wraps). A heading run in
with its text ("A. Acceptance of Insufficient Bid Any insufficient bid may…") is cut where the
edition's own table of contents says the heading ends, matched loosely ("Redeal", "Re-deal"), or
else where the capitalised words of the heading give way to a sentence: the text begins with a
capitalised word followed by words in lower case, or with a word that begins sentences.

The table of contents is read here too: the law lines and the section headings under them.
"""
from __future__ import annotations

import difflib
import re

from ..lang.en.layout import OPENERS, SMALL_WORDS
from .pages import Line

_ENDS_TEXT = re.compile(r"[.;:,!?]['’\"”)]?$")
_TOC_SECTION = re.compile(r"^(?P<part>[A-H])[.)]\s+(?P<heading>.+?)"
                          r"(?:\s*(?:\.\s*)+\d{1,3}|\s*…+\s*\d{1,3}|\s{2,}\d{1,3}|\t\d{1,3}"
                          r"|\s+\d{1,3})?\s*$")


def _word_ok(word: str) -> bool:
    core = word.strip("()[]\"'“”‘’,:;")
    if not core or not any(ch.isalpha() for ch in core):
        return core in ("–", "-", "—", "&", "") or core.isdigit()
    return core[0].isupper() or core[0].isdigit() or core.lower() in SMALL_WORDS


def title_words(line: str) -> bool:
    """Every word capitalised, but the small ones (a heading's words)."""
    words = line.split()
    return bool(words) and not _ENDS_TEXT.search(line.rstrip()) and all(_word_ok(w) for w in words)


def dangling(line: str) -> bool:
    """A heading broken off after a small word or a dash: it goes on on the next line."""
    words = line.split()
    return bool(words) and (words[-1].lower() in SMALL_WORDS or words[-1] in ("–", "-", "—", "&"))


def heading_like(line: str) -> bool:
    words = line.split()
    return bool(words) and len(words) <= 16 and not _ENDS_TEXT.search(line.rstrip()) and \
        any(ch.isalpha() for ch in line) and all(_word_ok(w) for w in words) and \
        words[-1].strip("()\"'“”‘’").lower() not in SMALL_WORDS


def split_run_in(line: str) -> tuple[str, str] | None:
    """(heading, text) of a line that holds both, or None.

    The text begins inside the run of capitalised words the line begins with: at the last
    capitalised word whose next word (small words aside) is in lower case ("…Bid Any
    insufficient bid"), else at the last word that begins sentences ("…Revoke When a…").
    """
    words = line.split()
    run = 0
    while run < len(words) and _word_ok(words[run]):
        run += 1
    strong = opener = weak = None
    for k in range(1, min(run + 1, len(words))):
        before = words[k - 1].strip("()\"'“”‘’")
        if before.lower() in SMALL_WORDS or _ENDS_TEXT.search(words[k - 1]):
            continue
        word = words[k].strip("(\"'“‘")
        if not word[:1].isupper():
            continue
        nxt = next((w for w in words[k + 1:] if w.lower() not in SMALL_WORDS), "")
        if nxt[:1].islower():
            strong = k
        if word in OPENERS:
            opener = k
        if k + 1 < len(words) and not words[k + 1][:1].isupper():
            weak = k  # "…Call Notice by the…": the word after it is no heading's
    k = strong if strong is not None else opener if opener is not None else weak
    if k is None:
        return None
    return " ".join(words[:k]), " ".join(words[k:])


def split_with_contents(text: str, heading: str) -> tuple[str, str] | None:
    """(heading, text) where `text` begins with the contents' `heading`, spelled loosely."""
    words = text.split()
    target = _fold(heading)
    if not target:
        return None
    best, best_k = 0.0, 0
    for k in range(1, min(len(words), len(heading.split()) + 4) + 1):
        ratio = difflib.SequenceMatcher(None, _fold(" ".join(words[:k])), target,
                                        autojunk=False).ratio()
        if ratio > best:
            best, best_k = ratio, k
    if best < 0.8:
        return None
    return " ".join(words[:best_k]), " ".join(words[best_k:])


def _fold(text: str) -> str:
    return re.sub(r"[^a-z0-9]", "", text.lower())


# Leaders are tried from the start of a run of spaces only, and read possessively: a long run
# with no page number after it costs linear time, not cubic.
_PAGE_REF = re.compile(r"(?:(?<!\s)\s*+(?:\.\s*+){2,}+|(?<!\s)\s*+…++|(?<!\s)\s{2,}+|(?<!\s)\s)"
                       r"\s*+\d{1,3}\s*+$")
_TOC_LAW = re.compile(r"^(?P<n>\d{1,2})\.\s+(?P<title>\D.*)$")


def read_contents(lines: list[Line], law_heading: re.Pattern) -> dict[tuple[int, str], str]:
    """The section headings a table of contents lists: (law, letter) → heading.

    A law's line is `LAW 5 …`, or `5. Assignment of Seats . . 7` where 5 is the next law; an
    entry broken over two lines (its page number on the second) is joined."""
    found: dict[tuple[int, str], str] = {}
    law: int | None = None
    texts = [line.text for line in lines if line.text]
    i = 0
    while i < len(texts):
        text = texts[i]
        i += 1
        if not _PAGE_REF.search(text) and i < len(texts) and _PAGE_REF.search(texts[i]) and \
                not _TOC_SECTION.match(texts[i]) and not _TOC_LAW.match(texts[i]) and \
                not law_heading.match(texts[i]):
            text, i = f"{text} {texts[i]}", i + 1  # "B. Removal of Cards from" / "Board . . 11"
        m = law_heading.match(text)
        if m:
            law = int(m["n"])
            continue
        n = _TOC_LAW.match(text)
        if n and _PAGE_REF.search(text) and 0 < int(n["n"]) - (law or 0) <= 5:
            law = int(n["n"])
            continue
        s = _TOC_SECTION.match(text)
        if s and law is not None and (law, s["part"]) not in found and \
                heading_like(s["heading"]):
            found[(law, s["part"])] = s["heading"].strip()
            more, i = _wrapped_entry(text, s["heading"], texts, i, law_heading)
            if more:  # (the body's heading is cut where it matches, if it is not this long)
                found[(law, s["part"])] += " " + more
    return found


_BARE_NUMBER = re.compile(r"\d{1,3}$")


def _wrapped_entry(entry: str, heading: str, texts: list[str], i: int,
                   law_heading: re.Pattern) -> tuple[str, int]:
    """The rest of the section's `entry` (its `heading`), wrapped onto the line at `i`, and
    the line after it: a line of title words that is no entry, law or page number of its own,
    and goes on with the heading (in lower case, or after a small word), or comes before the
    entry's page number. A page number alone may stand between (the entry's, as `-layout`
    leaves it)."""
    k = i + 1 if i < len(texts) and _BARE_NUMBER.match(texts[i]) else i
    if k >= len(texts):
        return "", i
    line = _PAGE_REF.sub("", texts[k]).strip()
    if not line or _TOC_SECTION.match(texts[k]) or _TOC_LAW.match(texts[k]) or \
            law_heading.match(texts[k]) or not title_words(line) or \
            not any(ch.isalpha() for ch in line) or line.isupper():
        return "", i
    numbered = bool(_PAGE_REF.search(entry)) or k > i  # the entry's page number already read
    goes_on = line[:1].islower() or dangling(heading)
    numbers_it = bool(_PAGE_REF.search(texts[k])) or \
        (k + 1 < len(texts) and bool(_BARE_NUMBER.match(texts[k + 1])))
    if (goes_on and not (numbered and _PAGE_REF.search(texts[k]))) or \
            (not numbered and numbers_it):
        return line, k + 1
    return "", i
