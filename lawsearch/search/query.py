"""Turning what a user typed into Whoosh queries, one per language.

The syntax is plain words and "quoted phrases"; nothing else is syntax, so no query can be
malformed: an unclosed quote quotes to the end, and any other punctuation is left to the analyzers,
which drop it. Each language's query is built from that language's analysis of the words, so
"İZİNSİZ BİLGİ" is read the Turkish way and "במידע" the Hebrew way.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from .rank import BOOSTS

_HEBREW = re.compile("[\u05d0-\u05ea]")
_LATIN_LANGS = ("tr", "da", "en")
MAX_PHRASE = 3


@dataclass
class Parsed:
    words: list[str] = field(default_factory=list)
    phrases: list[str] = field(default_factory=list)


def parse(text: str) -> Parsed:
    """Words and quoted phrases ("…", “…”, „…“ or «…»)."""
    out = Parsed()
    text = re.sub("[“”„«»]", '"', text)
    parts = text.split('"')
    for i, part in enumerate(parts):
        if i % 2 and part.strip():
            out.phrases.append(part.strip())
        out.words.extend(part.split())
    return out


def languages_of(text: str, available: list[str]) -> list[str]:
    """The languages a query may be in: Hebrew if it has Hebrew letters, else the Latin-script
    ones (the query is tried in each; the text decides which matches)."""
    if _HEBREW.search(text):
        return [lang for lang in available if lang == "he"]
    return [lang for lang in available if lang in _LATIN_LANGS]


def terms(analyzer, text: str) -> list[list[str]]:
    """The analysed terms of each position of `text` (a position may have several: a Hebrew word
    with and without its prefix)."""
    by_pos: dict[int, list[str]] = {}
    for t in analyzer(text, positions=True):
        by_pos.setdefault(t.pos, [])
        if t.text not in by_pos[t.pos]:
            by_pos[t.pos].append(t.text)
    return [by_pos[p] for p in sorted(by_pos)]


def language_query(schema, lang: str, parsed: Parsed, boost: float = 1.0):
    """The query for one language, or None if no word survives its analysis."""
    from whoosh.query import Or, Phrase, Term

    analyzer = schema[f"text_{lang}"].analyzer
    title, text = f"title_{lang}", f"text_{lang}"
    words = terms(analyzer, " ".join(parsed.words))
    if not words:
        return None, []
    # One flat union of every word in the title and the text: BM25's sum already ranks a
    # document with more of the words higher (Whoosh's coordination factor costs more than the
    # rest of the search).
    subqueries = []
    for alternatives in words:
        for w in alternatives:
            subqueries.append(Term(title, w, boost=BOOSTS["title"] * boost))
            subqueries.append(Term(text, w, boost=BOOSTS["text"] * boost))
    # The words next to each other, as typed, count for more than the words apart: for a term of
    # two or three words; a sentence describing a situation is not meant as a phrase (and phrase
    # matching over long queries costs more than all the rest).
    runs = [words] if 1 < len(words) <= MAX_PHRASE else []
    runs += [p for p in (terms(analyzer, ph) for ph in parsed.phrases) if len(p) > 1]
    for run in runs:
        first = [alts[0] for alts in run]
        subqueries.append(Phrase(title, first, slop=1, boost=BOOSTS["title_phrase"] * boost))
        subqueries.append(Phrase(text, first, slop=1, boost=BOOSTS["text_phrase"] * boost))
    flat = sorted({w for alts in words for w in alts})
    return Or(subqueries), flat


def all_words_query(schema, lang: str, text: str, boost: float):
    """Every word of `text` (a glossary term) in the title or the text, in one language."""
    from whoosh.query import And, Or, Term

    analyzer = schema[f"text_{lang}"].analyzer
    words = terms(analyzer, text)
    if not words:
        return None, []
    clauses = [Or([Term(f, w, boost=boost * BOOSTS[kind]) for w in alts
                   for f, kind in ((f"title_{lang}", "title"), (f"text_{lang}", "text"))])
               for alts in words]
    return (clauses[0] if len(clauses) == 1 else And(clauses)), [w for a in words for w in a]
