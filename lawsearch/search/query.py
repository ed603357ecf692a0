"""Turning what a user typed into what to look for in the index, one query per language.

The syntax is plain words and "quoted phrases"; nothing else is syntax, so no query can be
malformed: an unclosed quote quotes to the end, and any other punctuation is left to the analyzers,
which drop it. Each language's query is built from that language's analysis of the words, so
"İZİNSİZ BİLGİ" is read the Turkish way and "במידע" the Hebrew way.

A query is bounded before anything reads it (`bounds.bound`), so that no text costs more than a
query a person types.
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field

from ..bounds import bound
from ..lang import LANGUAGES
from .rank import BOOSTS

COMMON_SHARE = 0.08  # see `language_query`

@dataclass
class Parsed:
    words: list[str] = field(default_factory=list)
    phrases: list[str] = field(default_factory=list)


def parse(text: str) -> Parsed:
    """Words and quoted phrases ("…", “…”, „…“ or «…») of the query as `bound` cuts it."""
    out = Parsed()
    text = bound(text).text
    text = re.sub("[“”„«»]", '"', text)
    parts = text.split('"')
    for i, part in enumerate(parts):
        if i % 2 and part.strip():
            out.phrases.append(part.strip())
        out.words.extend(part.split())
    return out


def languages_of(text: str, available: list[str]) -> list[str]:
    """The languages a query may be in: those written in the script of its letters, a script
    other than Latin first ("במידע" is Hebrew, "Yasa 27 במידע" too), else the Latin-script ones
    (the query is tried in each; the text decides which matches)."""
    declared = {LANGUAGES[lang].script for lang in available if lang in LANGUAGES}
    scripts = {_script(ch) for ch in bound(text).text if ch.isalpha()}
    other = sorted(s for s in scripts if s in declared and s != "Latn")
    script = other[0] if other else "Latn"
    return [lang for lang in available if lang in LANGUAGES and LANGUAGES[lang].script == script]


# ISO 15924 codes of the scripts a language may declare, as Unicode names their letters
SCRIPTS = {"LATIN": "Latn", "HEBREW": "Hebr", "CYRILLIC": "Cyrl", "GREEK": "Grek",
            "ARABIC": "Arab"}


def _script(ch: str) -> str | None:
    return SCRIPTS.get(unicodedata.name(ch, "").split(" ", 1)[0])


def terms(analyzer, text: str) -> list[list[str]]:
    """The analysed terms of each position of `text` (a position may have several: a Hebrew word
    with and without its prefix)."""
    by_pos: dict[int, list[str]] = {}
    for t in analyzer(text, positions=True):
        by_pos.setdefault(t.pos, [])
        if t.text not in by_pos[t.pos]:
            by_pos[t.pos].append(t.text)
    return [by_pos[p] for p in sorted(by_pos)]


@dataclass
class Clause:
    """One term looked for in one field, its score multiplied by `boost`."""

    field: str
    term: str
    boost: float


@dataclass
class LanguageQuery:
    """What to look for in one language: any of `clauses`, and each of `all_of` (a glossary
    term: every one of its words, each a group of alternative clauses)."""

    lang: str
    clauses: list[Clause] = field(default_factory=list)
    all_of: list[list[list[Clause]]] = field(default_factory=list)
    terms: list[str] = field(default_factory=list)  # every analysed term, for highlighting
    positions: list[list[str]] = field(default_factory=list)  # the terms of each word, in order
    # the terms of the words as typed, without what shorthand stands for: the language a query
    # is in is told by these (`Searcher._language_weights`), not by the language's own expansions
    typed: list[str] = field(default_factory=list)


def language_query(analyzers, lang: str, parsed: Parsed, df=None, docs: int = 0,
                   near=None) -> LanguageQuery | None:
    """The query for one language, or None if no word survives its analysis.

    `df(field, term)` and `docs` (the language's documents) let a word found in the text of a
    large share of them ("bir", "oyuncu") be looked for in titles only when the query has other
    words: it would add little to any score and most of the time of the search. With `near`
    (`spelling.Near`), a word none of whose readings the language's documents have is read as
    the corpus word one letter from it.
    """
    from .framing import unframe
    from .shorthand import expand

    analyzer = analyzers[lang]
    title, text = f"title_{lang}", f"text_{lang}"
    # what was told (not how the question is framed), with what its shorthand stands for
    typed = expand(lang, unframe(lang, " ".join(parsed.words)))
    words = terms(analyzer, typed)
    if not words:
        return None
    if near is not None and df is not None:  # a word none of whose readings is in the corpus
        for i, alts in enumerate(words):
            if not any(df(text, w) or df(title, w) for w in alts):
                fixed = next((f for f in (near(lang, w) for w in alts) if f), None)
                if fixed:
                    words[i] = [fixed]
    common: set[str] = set()
    if df is not None and docs and len(words) > 1:
        common = {w for alts in words for w in alts if df(text, w) > COMMON_SHARE * docs}
        if len(common) == sum(len(alts) for alts in words):
            common = set()  # nothing but common words: they are the query
    q = LanguageQuery(lang, terms=sorted({w for alts in words for w in alts}), positions=words,
                      typed=sorted({w for alts in terms(analyzer, " ".join(parsed.words))
                                    for w in alts}) if typed != " ".join(parsed.words) else [])
    for alternatives in words:
        for w in alternatives:
            q.clauses.append(Clause(title, w, BOOSTS["title"]))
            if w not in common:
                q.clauses.append(Clause(text, w, BOOSTS["text"]))
    # The words next to each other, as typed, count for more than the words apart ("uden for
    # tur" in a sentence too). The index keeps every pair of neighbouring words (`pairs_*`
    # fields) for this.
    runs = [typed] if len(words) > 1 else []
    runs += [expand(lang, unframe(lang, ph)) for ph in parsed.phrases if len(ph.split()) > 1]
    for run in runs:
        for pair in pair_terms(analyzer, run):
            q.clauses.append(Clause(f"pairs_title_{lang}", pair, BOOSTS["title_phrase"]))
            q.clauses.append(Clause(f"pairs_text_{lang}", pair, BOOSTS["text_phrase"]))
    return q


def pair_terms(analyzer, text: str) -> list[str]:
    """The pairs of neighbouring analysed words, as the `pairs_*` fields index them."""
    from .analysis import pairs

    return [t.text for t in pairs(analyzer)(text)]


def all_words(analyzers, lang: str, text: str, boost: float) -> tuple[list[list[Clause]], list[str]]:
    """Every word of `text` (a glossary term), each in the title or the text, in one language."""
    words = terms(analyzers[lang], text)
    groups = [[Clause(f"{kind}_{lang}", w, boost * BOOSTS[kind]) for w in alts
               for kind in ("title", "text")] for alts in words]
    return groups, [w for alts in words for w in alts]
