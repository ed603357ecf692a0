"""Where each law begins: the headings `LAW 27` (its title on the next line), `LAW 9 - TITLE`,
`Law 27: Title`, told from a table of contents that lists the same headings, from a citation
that a line happens to begin with ("Law 36 applies"), and from a running header that repeats a
law's heading on its pages.

Every line that looks like a law's heading is a candidate; its title is compared with the law's
known English title, and a candidate followed by text (not by the next entry of a list) is
likelier a law's start. Of all the candidates, the chain of laws in increasing order with the
best score is the edition's laws; a law none of whose candidates fits is reported missing.
Where the published editions tell how long each law is (`shares`), a chain whose laws come
out far shorter or longer than that loses: a table of contents printed in the body's own style
(`LAW 1`, its title, its sections, no page numbers) gives laws of a few words each, and is not
the body.
"""
from __future__ import annotations

import difflib
import math
import re
from collections.abc import Callable
from dataclasses import dataclass, field

from ..lang.en.layout import SMALL_WORDS
from .limits import MAX_LAW_CANDIDATES, TooLarge
from .pages import Line

# From the start of a run of spaces only, read possessively (linear, not cubic, on a long run).
# A law between this many times shorter and longer than its share of the book is not suspect
# (editions word a law differently, and a translation runs longer); beyond, each factor of e
# costs `LENGTH_COST` of a candidate's score (a candidate scores 2-4).
LENGTH_SLACK = 3.0
LENGTH_COST = 1.5
BODY_SHARE = 0.85  # the body's share of the words of a book (its front matter and index apart)
_LEADERS = re.compile(r"(?:(?<!\s)\s*+(?:\.\s*+){2,}+|(?<!\s)\s*+…++|(?<!\s)\s{2,}+|(?<!\s)\t)"
                      r"\s*+\d{1,3}\s*+$|(?<!\s)\s++\d{1,3}\s*+$")


@dataclass
class LawStart:
    n: int
    index: int  # of its heading line in the reader's lines
    body: int  # index of the first line after its heading and title
    title: str | None
    heading_line: int  # source line number
    printed: str  # the heading as printed ("LAW 27")
    notes: list[str] = field(default_factory=list)  # footnote marks found on the title


@dataclass
class _Candidate:
    index: int
    n: int
    word: str
    rest: str
    title: str | None
    title_end: int
    score: float
    toc: bool


def _fold(text: str) -> str:
    return re.sub(r"[^a-z]", "", text.lower())


def similarity(a: str, b: str) -> float:
    """How alike two titles are (0–1), letters only; a title that holds the other whole (the
    known "The Pack" in "The Pack – Rank of Cards and Suits") counts as alike."""
    a, b = _fold(a), _fold(b)
    if not a or not b:
        return 0.0
    matcher = difflib.SequenceMatcher(None, a, b, autojunk=False)
    shorter = min(len(a), len(b))
    covered = sum(block.size for block in matcher.get_matching_blocks()) / shorter
    return max(matcher.ratio(), covered if shorter >= 6 else 0.0)


def find_laws(lines: list[Line], heading: re.Pattern, titles: dict[int, str],
              is_marker=lambda text: False, shares: dict[int, float] | None = None
              ) -> list[LawStart]:
    """The start of each law the text has, in order; `shares`, each law's share of the words
    of the Laws in the published editions, makes a chain of laws of unlikely lengths lose."""
    cands = _candidates(lines, heading, titles, is_marker, lambda text: True)
    if _titles_on_the_line(cands, titles):
        # a bare `LAW 6` is then a running head or a citation, neither a heading nor the next
        # entry of a list
        cands = _candidates(lines, heading, titles, is_marker,
                            lambda text: bool(heading.match(text)["rest"].strip()))
    if not cands:
        return []
    if len(cands) > MAX_LAW_CANDIDATES:  # (each is weighed against every one before it)
        beyond = lines[cands[MAX_LAW_CANDIDATES].index].number
        raise TooLarge(f"{len(cands):,} lines begin like a law's heading, over the limit of "
                       f"{MAX_LAW_CANDIDATES:,} (the one past it on line {beyond:,})")
    words = [0]  # words[i]: the words of lines[:i]
    for line in lines:
        words.append(words[-1] + len(line.text.split()))
    body = BODY_SHARE * words[-1]
    top = max(titles)
    before = [0.0] * (top + 2)  # before[n]: the share of laws 1 to n-1
    for n in range(1, top + 1):
        before[n + 1] = before[n] + (shares or {}).get(n, 0.0)

    def length_cost(p: _Candidate, c: _Candidate) -> float:
        """What reading the text from p's heading to c's as law p (and the laws between,
        which are then missing) costs, by how unlike its length is to theirs elsewhere."""
        if not shares:
            return 0.0
        expected = body * (before[c.n] - before[p.n])
        found = words[c.index] - words[p.title_end]
        if expected <= 0:
            return 0.0
        off = abs(math.log(max(found, 1) / expected)) - math.log(LENGTH_SLACK)
        return LENGTH_COST * off if off > 0 else 0.0

    # the best chain: laws in increasing order, each a candidate's
    best: list[float] = []
    back: list[int] = []
    for k, c in enumerate(cands):
        best.append(c.score - 0.5 * (c.n - 1))
        back.append(-1)
        for j in range(k):
            p = cands[j]
            if p.n < c.n and p.title_end <= c.index:
                value = best[j] + c.score - 0.5 * (c.n - p.n - 1) - length_cost(p, c)
                if value > best[k]:
                    best[k], back[k] = value, j
    k = max(range(len(cands)), key=lambda x: (best[x] - 0.5 * (max(titles) - cands[x].n), x))
    chain: list[_Candidate] = []
    while k >= 0:
        chain.append(cands[k])
        k = back[k]
    chain.reverse()
    return [LawStart(c.n, c.index, c.title_end, c.title, lines[c.index].number,
                     f"{c.word} {c.n}") for c in chain]


def _candidates(lines: list[Line], heading: re.Pattern, titles: dict[int, str], is_marker,
                keep: Callable[[str], bool]) -> list[_Candidate]:
    """The candidates of the lines that match `heading` and that `keep` keeps."""
    def is_heading(text: str) -> bool:
        return bool(heading.match(text)) and keep(text)

    cands = [_candidate(lines, i, heading, titles, is_marker, is_heading)
             for i, line in enumerate(lines) if line.text and is_heading(line.text)]
    return [c for c in cands if c is not None]


def _titles_on_the_line(cands: list[_Candidate], titles: dict[int, str]) -> bool:
    """Whether the edition heads its laws `LAW 6 - TITLE` on one line: more laws have such a
    heading, followed by text, than a `LAW 6` with the title on the next line."""
    def laws(on_the_line: bool) -> set[int]:
        return {c.n for c in cands if not c.toc and c.title and bool(c.rest) == on_the_line
                and similarity(c.title, titles[c.n]) >= 0.6}

    return len(laws(True)) > len(laws(False))


def _candidate(lines: list[Line], i: int, heading: re.Pattern, titles: dict[int, str],
               is_marker, is_heading: Callable[[str], bool]) -> _Candidate | None:
    """A line that may begin law n, with its title (on the line or the next), scored.

    The known English titles are a hint only (an edition may word a title otherwise): `LAW 27`
    in capitals is a heading whatever follows it; `Law 27` only when what follows it on the
    line is a title, not a sentence ("Law 36 applies.")."""
    m = heading.match(lines[i].text)
    n = int(m["n"])
    if n not in titles:
        return None
    known = titles[n]
    rest = m["rest"].strip()
    toc = bool(_LEADERS.search(rest)) if rest else False
    rest_title = _LEADERS.sub("", rest).strip(" -–—:.\u00ad") if rest else ""
    if rest_title and m["word"] != "LAW" and not _titlecase(rest_title):
        return None  # "Law 36 applies.": a citation a line begins with
    title, end = None, i + 1
    if rest_title:
        title = rest_title
        j = _next_text(lines, end)  # a long title may go on over the next line
        if j is not None and _continues(title, lines[j].text, known, is_marker):
            title, end = title + " " + lines[j].text, j + 1
    else:
        j = _next_text(lines, end)
        if j is not None and not is_marker(lines[j].text) and not is_heading(lines[j].text):
            text = _LEADERS.sub("", lines[j].text).strip()
            toc = toc or bool(_LEADERS.search(lines[j].text))
            if text and (_titlecase(text) or similarity(text, known) >= 0.6):
                title, end = text, j + 1
                k = _next_text(lines, end)
                if k is not None and _continues(title, lines[k].text, known, is_marker):
                    title, end = title + " " + _LEADERS.sub("", lines[k].text).strip(), k + 1
    sim = similarity(title, known) if title else 0.0
    score = 2.0 + sim + (0.5 if m["word"] == "LAW" else 0.0) + (0.5 if title else 0.0)
    # what follows: text (a law's body) or the next heading of a list (a table of contents)
    j = _next_text(lines, end)
    if j is None or is_heading(lines[j].text) or _LEADERS.search(lines[j].text):
        toc = True
    if toc:
        score -= 4.0
    return _Candidate(i, n, m["word"], rest, title, end, score, toc)


def _continues(title: str, line: str, known: str, is_marker) -> bool:
    """A title's second line: in the same capitals, and making it more like the known title."""
    text = line.strip()
    if not text or is_marker(text) or not _titlecase(text):
        return False
    if title.isupper() != text.isupper():
        return False

    def ratio(a: str) -> float:
        return difflib.SequenceMatcher(None, _fold(a), _fold(known), autojunk=False).ratio()

    return ratio(f"{title} {text}") > ratio(title) + 0.02


def _next_text(lines: list[Line], start: int) -> int | None:
    """The next line with text, within a few lines; or, however many blank lines stand between
    (where a page's notes and furniture were), at the top of the next page ("LAW 90" at a
    page's foot, its title overleaf)."""
    page = lines[start - 1].page if start else 0
    for j in range(start, min(len(lines), start + _PAGE_LINES)):
        if lines[j].text:
            return j if j - start < 4 or lines[j].page == page + 1 else None
    return None


_PAGE_LINES = 80  # more lines than a page holds


def _titlecase(text: str) -> bool:
    """Capitals, or every word but the small ones capitalised, and no sentence's end."""
    words = re.findall(r"[^\W\d_][\w'’]*", text)
    if not words or len(words) > 14 or re.search(r"[.;:]$", text.strip()):
        return False
    return text.isupper() or all(w[0].isupper() or w.lower() in SMALL_WORDS for w in words)
