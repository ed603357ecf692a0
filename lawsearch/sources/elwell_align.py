"""Elwell 1907: the Turkish translation aligned with the English original, and each rule linked to
the 2017 laws on the same topic.

Alignment. The sections align by their headings, and within a section the separator groups (the
rules between `* * * * *` lines) align one to one: the translation kept every separator. Inside a
group the paragraphs are aligned by a Gale–Church dynamic programme on their lengths, allowing a
paragraph to match one paragraph (`1-1`), two English paragraphs to match one Turkish (`merge`:
the translation joined them) or one English two Turkish (`split`). Items only match items with
the same marker. What it finds is what `lawsearch.lang.tr.elwell.MERGED` and `SPLIT` record for
the Turkish reader; a test checks that the two agree.

Links. `propose_links` proposes, for each rule, the 2017 laws whose topic it shares: the words of
the rule against the English law titles (`lawsearch.lang.en.LAW_TITLES`) and the Turkish rule
against the Turkish 2017 text, plus a small table of 1907 terms whose 2017 law has other words
(`TOPICS`). The proposals are a starting point: `corpus/elwell-1907-links.json` holds the ones a
reviewer kept, each with why.
"""
from __future__ import annotations

import json
import math
import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from ..lang.en import LAW_TITLES
from ..lang.tr import LANGUAGE as TRANSLATED  # the translation's language, and its case rules
from ..lang.tr import lower as tr_lower
from ..model import Edition, Paragraph, Table, Unit
from .elwell_1907 import RawParagraph, Section

LINKS_FILE = "elwell-1907-links.json"

# -- paragraph alignment -----------------------------------------------------------------------


@dataclass
class Bead:
    """English paragraphs matched with Turkish ones, in one separator group of one section."""

    section: str
    en: list[RawParagraph]
    tr: list[RawParagraph]

    @property
    def how(self) -> str:
        return {(1, 1): "1-1", (2, 1): "merge", (1, 2): "split"}.get(
            (len(self.en), len(self.tr)), f"{len(self.en)}-{len(self.tr)}")


# Prior probabilities of each bead (Gale & Church 1993), and the variance of the length ratio.
_PRIOR = {(1, 1): 0.89, (2, 1): 0.045, (1, 2): 0.045, (1, 0): 0.005, (0, 1): 0.005}
_S2 = 6.8


def align_sections(en: list[Section], tr: list[Section]) -> list[Bead]:
    """The paragraph beads of two editions' sections (as `elwell_1907.sections` gives them)."""
    en_total = sum(len(p.text) for s in en for p in _paragraphs(s))
    tr_total = sum(len(p.text) for s in tr for p in _paragraphs(s))
    ratio = tr_total / en_total if en_total else 1.0
    beads: list[Bead] = []
    tr_by_slug = {s.slug: s for s in tr}
    for section in en:
        other = tr_by_slug.get(section.slug)
        if other is None:
            continue
        a, b = _paragraphs(section), _paragraphs(other)
        groups = sorted({p.group for p in a} | {p.group for p in b})
        same = [p.group for p in a] and max(p.group for p in a) == max(
            (p.group for p in b), default=-1)
        if same:
            for g in groups:
                beads += _dp(section.slug, [p for p in a if p.group == g],
                             [p for p in b if p.group == g], ratio)
        else:  # separators lost: align the whole section at once
            beads += _dp(section.slug, a, b, ratio)
    return beads


def _paragraphs(section: Section) -> list[RawParagraph]:
    return [b for b in section.blocks if isinstance(b, RawParagraph) and b.kind in ("rule", "item")]


def _dp(slug: str, a: list[RawParagraph], b: list[RawParagraph], ratio: float) -> list[Bead]:
    inf = float("inf")
    n, m = len(a), len(b)
    cost = [[inf] * (m + 1) for _ in range(n + 1)]
    back: list[list[tuple[int, int] | None]] = [[None] * (m + 1) for _ in range(n + 1)]
    cost[0][0] = 0.0
    for i in range(n + 1):
        for j in range(m + 1):
            if cost[i][j] == inf:
                continue
            for (di, dj), prior in _PRIOR.items():
                if i + di > n or j + dj > m:
                    continue
                c = _bead_cost(a[i:i + di], b[j:j + dj], prior, ratio)
                if cost[i][j] + c < cost[i + di][j + dj]:
                    cost[i + di][j + dj] = cost[i][j] + c
                    back[i + di][j + dj] = (di, dj)
    out: list[Bead] = []
    i, j = n, m
    while i or j:
        di, dj = back[i][j]
        out.append(Bead(slug, a[i - di:i], b[j - dj:j]))
        i, j = i - di, j - dj
    return out[::-1]


def _bead_cost(a: list[RawParagraph], b: list[RawParagraph], prior: float, ratio: float) -> float:
    kinds = {p.kind for p in a + b}
    if len(kinds) > 1 or ("item" in kinds and (len(a) != 1 or len(b) != 1
                                                or _marker(a[0].num) != _marker(b[0].num))):
        return float("inf")
    e = sum(len(p.text) for p in a)
    t = sum(len(p.text) for p in b)
    if not e or not t:
        return -math.log(prior) + 10.0
    d = (t - ratio * e) / math.sqrt(_S2 * e)
    p = max(2 * (1 - _phi(abs(d))), 1e-12)
    return -math.log(prior) - math.log(p)


def _phi(x: float) -> float:
    return 0.5 * (1 + math.erf(x / math.sqrt(2)))


def _marker(num: str) -> str:
    return re.sub(r"(st|d)?\.$", "", num)


def translation_changes(beads: list[Bead]) -> tuple[tuple, tuple]:
    """The merges and splits among the beads, in the form of `lang.tr.elwell.MERGED` and `SPLIT`:
    (section, the Turkish paragraph's first words, the first words of its second part)."""
    merged, split = [], []
    for bead in beads:
        if bead.how == "merge":
            merged.append((bead.section, bead.tr[0].text, bead.en[1].text))
        elif bead.how == "split":
            split.append((bead.section, bead.tr[0].text, bead.tr[1].text))
    return tuple(merged), tuple(split)


@dataclass
class Pair:
    """One English unit (rule or item) and the Turkish unit with the same id."""

    id: str
    en: Unit
    tr: Unit
    how: str  # "1-1"; "merge": the translation joined it with a neighbour, the reader split them;
    # "split": the translation made two paragraphs of it, the reader joined them


def pairs(en: Edition, tr: Edition) -> list[Pair]:
    """Every unit id the two editions share, with how its Turkish text was found."""
    repaired = {}
    for r in tr.repairs:
        if "merged by the translation" in r.what:
            repaired[r.line] = "merge"
        elif "split by the translation" in r.what:
            repaired[r.line] = "split"
    tr_units = {u.id: u for u in tr.units() if u.kind in ("rule", "item")}
    out = []
    for u in en.units():
        if u.kind not in ("rule", "item") or u.id not in tr_units:
            continue
        t = tr_units[u.id]
        lines = {b.line for b in t.intro if isinstance(b, Paragraph)}
        how = next((repaired[n] for n in sorted(lines) if n in repaired), "1-1")
        out.append(Pair(u.id, u, t, how))
    return out


# -- links to the 2017 laws ----------------------------------------------------------------------

# English words that say nothing about a topic.
_STOP = set("""a an and are as at be been before but by can cannot card cards case do does either
every for from had has have he his if in into is it its may must no nor not of on one or other
such that the their them then there these they this those to under up upon was were when whether
which while who will with without would any all same than so each only should shall""".split())
# Words of the 2017 titles too general to say what a law is about (stemmed).
_GENERIC = {"play", "after", "more", "two", "dur", "right", "call", "out", "hand", "procedure",
            "follow", "general", "principl", "number", "action", "agre", "wrong", "table",
            "board", "be", "consider", "method", "tempo", "fact", "rul", "inability", "requir",
            "regulation", "organization", "point", "suit", "won", "trick", "incorrect"}
# Turkish words of the 2017 titles too general to say what a law is about.
_TR_GENERIC = {"sonra", "fazla", "sırasında", "olarak", "talep", "doğru", "oyunu", "oyunun",
               "kartı", "kartın", "yanlış", "sırasız", "yasal", "genel", "eksik", "hakkı"}

# 1907 terms whose 2017 law has other words: a term of the rule → laws on that topic. Kept small
# and concrete; each term says what the two texts share, the reviewer decides what stays.
TOPICS: dict[str, tuple[int, ...]] = {
    # the pack, the shuffle, the deal
    "equal value": (1,), "pack": (1, 6), "shuffle": (6,), "shuffled": (6,), "shuffling": (6,),
    "cut": (6,), "cuts": (6,), "deal": (6,), "dealt": (6,), "misdeal": (6,),
    "thirteen": (13,), "imperfect": (13, 14), "missing card": (14,),
    "partners": (4,), "seats": (5,),
    # the auction
    "declaration": (17,), "pass the declaration": (29,), "make the trump": (29,),
    "wrongly made": (29,), "cannot be altered": (25,),
    "double": (19,), "re-double": (19,), "doubling": (19,), "re-doubling": (19,),
    "double before": (32,), "out of turn": (32, 53, 54, 55, 56),
    "play shall begin": (22, 41), "may i lead": (41,),
    # dummy and the play
    "dummy": (42, 43), "dealer's partner": (42, 43), "face upward on the table": (41, 50),
    "touch a card": (45,), "touching a card": (45,), "i arrange": (45,),
    "partner can see": (45, 49), "expose": (24, 49, 50), "exposed": (24, 49, 50),
    "played at once": (58,), "without waiting for his partner": (57,),
    "before his partner": (57,), "i have the rest": (68, 70), "claim": (68, 70),
    "compelled to play": (59,), "have none of it": (59,), "called": (50,),
    "former trick": (67,), "imperfect trick": (67,), "two cards to the same trick": (67,),
    # the revoke
    "revoke": (61, 62, 63, 64), "revokes": (64,), "revoking": (64,), "renounced": (61, 62),
    "turned and quitted": (63, 66), "search all the tricks": (66,), "purposely": (72,),
    "conceal": (72,),
    # penalties, conduct
    "consultation": (10,), "consult": (10,), "penalty": (10, 50), "penalties": (10, 72),
    "cards be placed": (66,), "cards placed": (66,), "looked at": (66,),
    "call attention to the trick": (74,), "unauthorised reference": (16, 73),
    "hesitation": (73,), "hesitancy": (16, 73), "mannerisms": (73, 74), "manner": (16, 73),
    "displeasure": (74,), "call attention to the score": (74,), "leave his seat": (43,),
    "overt remarks": (74,), "information": (16, 73), "bystander": (76,), "convention": (40,),
    # scoring
    "points": (77,), "slam": (77,), "erroneous score": (79,), "value of each trick": (19, 77),
}


def _words(text: str) -> list[str]:
    return [w for w in re.findall(r"[a-z][a-z'-]+", text.lower()) if w not in _STOP]


def _stem(word: str) -> str:
    return re.sub(r"(ies|es|s|ed|ing)$", "", word.rstrip("'s"))


def propose_links(edition_en: Edition, edition_tr: Edition, corpus) -> list[dict]:
    """For each rule, the 2017 laws proposed as on its topic.

    Each proposal: {"rule", "laws", "evidence": {law: [what matched]}}. Evidence is a word the
    English rule (or its section heading) shares with the English law title (`title:`), a
    `TOPICS` term found in the English rule (`topic:`), or a word the Turkish rule shares with
    the Turkish 2017 law's title (`tr:`). A law is proposed on a topic term, or on a title word
    backed by a Turkish one.
    """
    title_stems = {n: {_stem(w) for w in _words(t)} - _GENERIC for n, t in LAW_TITLES.items()}
    tr_titles = _turkish_titles(corpus)
    tr_units = {u.id: u for u in edition_tr.units()}
    out = []
    for section in edition_en.laws:
        for rule in section.children:
            text = _unit_text(rule)
            low = text.lower()
            stems = {_stem(w) for w in _words(text)} | {_stem(w) for w in _words(section.heading)}
            evidence: dict[int, list[str]] = {}
            for n, ts in title_stems.items():
                for s in sorted(ts & stems):
                    evidence.setdefault(n, []).append(f"title:{s}")
            for term, laws in TOPICS.items():
                if re.search(rf"(?<![\w-]){re.escape(term)}(?![\w-])", low):
                    for n in laws:
                        evidence.setdefault(n, []).append(f"topic:{term}")
            t = tr_units.get(rule.id)
            if t is not None and tr_titles:
                tr_words = set(re.findall(r"\w{5,}", tr_lower(_unit_text(t))))
                for n, words in tr_titles.items():
                    for w in sorted(tr_words & words):
                        evidence.setdefault(n, []).append(f"{TRANSLATED.code}:{w}")
            laws = sorted(n for n, ev in evidence.items()
                          if any(e.startswith("topic:") for e in ev)
                          or {"title", TRANSLATED.code} <= {e.split(":")[0] for e in ev})
            if laws:
                out.append({"rule": rule.id, "laws": [str(n) for n in laws],
                            "evidence": {str(n): evidence[n] for n in laws}})
    return out


def _turkish_titles(corpus) -> dict[int, set[str]]:
    """Long words of each Turkish 2017 law title, lower-cased the Turkish way."""
    if corpus is None or TRANSLATED.code not in getattr(corpus, "editions", {}):
        return {}
    out = {}
    for law in corpus.editions[TRANSLATED.code].laws:
        if law.heading and law.id.isdigit():
            out[int(law.id)] = set(re.findall(r"\w{5,}", tr_lower(law.heading))) - _TR_GENERIC
    return out


def _unit_text(unit: Unit) -> str:
    """The words of a unit and its items, table cells included."""
    out = []
    for u in unit.walk():
        for b in u.intro:
            if isinstance(b, Paragraph):
                out.append(b.text)
            elif isinstance(b, Table):
                out.extend(cell for row in b.rows for cell in row if cell)
    return " ".join(out)


# -- the reviewed mapping ----------------------------------------------------------------------


def load_links(path: Path) -> dict[str, dict]:
    """The reviewed mapping: {rule id: {"laws": [...], "why": "...", "reviewed": true}}."""
    return json.loads(Path(path).read_text(encoding="utf-8"))


def counts(beads: list[Bead]) -> Counter:
    return Counter(b.how for b in beads)
