"""Highlights in a result: the spans of a text whose analysed form is one of the query's analysed
terms in that language (so "puanları" is marked where "tazminat puanları" was asked)."""
from __future__ import annotations

from typing import Callable


def spans(analyzer, text: str, terms: set[str]) -> list[tuple[int, int]]:
    out = []
    for t in analyzer(text, chars=True, positions=True):
        if t.text in terms:
            out.append((t.startchar, t.endchar))
    return out


def highlighter(searcher, results) -> Callable[[str, str], list[tuple[int, int]]]:
    """A function (lang, text) → spans to highlight, for the query behind `results`."""
    terms: dict[str, set[str]] = {}
    for r in results:
        for lang, words in r.terms.items():
            terms.setdefault(lang, set()).update(words)

    def highlight(lang: str, text: str) -> list[tuple[int, int]]:
        if lang not in terms or lang not in searcher.analyzers:
            return []
        return spans(searcher.analyzers[lang], text, terms[lang])

    return highlight
