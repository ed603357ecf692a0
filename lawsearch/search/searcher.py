"""Search: a query that is a citation shows that unit; any other is searched in every language
the query may be in, an English query also through the glossary's terms in the other languages,
and the documents found are grouped into one result per aligned unit.

    with Searcher() as s:
        for r in s.search("yetersiz deklare"):
            print(r.work, r.id, r.score, r.record["text"]["da"])

A query is analysed by the same analyzers the index was built with and scored from the index's
impact lists (`impacts.py`: Whoosh's BM25F scores, precomputed). The units found are ranked
together with the whole laws that have the query's words (`laws.py`), by reciprocal rank.
"""
from __future__ import annotations

import sqlite3
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from .. import paths
from ..errors import LawsearchError
from .freshness import INDEX, read_meta, warn
from .store import STORE, Store

LIMIT = 200  # documents read before grouping into units
# What reading a damaged store raises (SQLite's errors, and JSON, arrays or rows that are not as
# written); the deep check (`freshness.verify`) tells damage from a fault of the code.
DAMAGE = (sqlite3.Error, ValueError, KeyError, IndexError, TypeError)
LANGS = ("tr", "da", "he", "en")


@dataclass
class Result:
    work: str
    id: str
    score: float
    record: dict  # the unit as `export` writes it (every language)
    matched: list[dict] = field(default_factory=list)  # {"lang", "source", "label"}
    terms: dict[str, list[str]] = field(default_factory=dict)  # analysed query terms per language
    citation: bool = False

    def to_json(self) -> dict:
        return {"work": self.work, "id": self.id, "score": round(self.score, 4),
                "citation": self.citation, "matched": self.matched, "terms": self.terms,
                "unit": self.record}


class Searcher:
    """An open index. Opening checks the index whole and rebuilds one that is missing, damaged
    or older than the corpus, saying why through `say` (by default a warning on the "lawsearch"
    logger); an index that cannot be rebuilt is a `LawsearchError` saying why."""

    def __init__(self, index: Path = INDEX, corpus_dir: Path = paths.AKN,
                 say: Callable[[str], None] | None = None):
        from .index import ensure

        self.index, self.corpus_dir = Path(index), Path(corpus_dir)
        self._say = say or warn
        self.store: Store | None = None
        ensure(self.index, self.corpus_dir, self._say)
        try:
            self._open()
        except DAMAGE as err:
            from .freshness import verify

            self._repair(verify(self.index) or f"{STORE} cannot be read ({err})")

    def _open(self) -> None:
        from .analysis import analyzers
        from .freshness import tables_problem
        from .impacts import Impacts
        from .laws import Laws
        from .situations import Situations
        from .spelling import Near

        meta = read_meta(self.index)
        self.store = Store(self.index / STORE)
        why = tables_problem(self.store.db)
        if why:
            raise sqlite3.DatabaseError(why)
        self.impacts = Impacts(self.store.db)
        self.laws = Laws(self.store.db)
        self.situations = Situations(self.store.db)
        self.near = Near(self.store.db)
        self.analyzers = analyzers(meta["stop_words"], self.store)
        self.langs: list[str] = meta["langs"].get("wbf-2017", [])
        self._ids: set[str] | None = None
        self._docs: dict[str, int] = {}

    def _repair(self, why: str) -> None:
        """Rebuild the index, damaged as `why` says, and open it again."""
        from .index import IndexError_, rebuild

        if self.store is not None:
            self.store.close()
            self.store = None
        rebuild(self.index, self.corpus_dir, f"the search index at {self.index} is damaged: {why}",
                self._say)
        try:
            self._open()
        except DAMAGE as err:
            raise IndexError_(f"the search index at {self.index} was rebuilt and still cannot "
                              f"be read ({err})") from None

    def close(self) -> None:
        if self.store is not None:
            self.store.close()

    def __enter__(self) -> "Searcher":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    @property
    def ids(self) -> set[str]:
        if self._ids is None:
            self._ids = {i for i in self.store.ids("wbf-2017") if not i.startswith("def:")}
        return self._ids

    def search(self, text: str, langs: list[str] | None = None, limit: int = 10) -> list[Result]:
        """Results for `text`, best first; `langs` restricts the languages searched."""
        if not isinstance(limit, int) or limit < 1:
            raise LawsearchError(f"a search's limit is a number of results, at least 1, not "
                                 f"{limit!r}")
        try:
            return self._search(text, langs, limit)
        except LawsearchError:
            raise
        except Exception:
            from .freshness import verify

            # A store damaged in place fails however its data lead the code astray; only what
            # the deep check confirms is damage: anything else is a fault to see.
            why = verify(self.index)
            if why is None:
                raise
            self._repair(why)
            return self._search(text, langs, limit)

    def _search(self, text: str, langs: list[str] | None, limit: int) -> list[Result]:
        from ..citations.query import citation_query

        if not text.strip():
            return []
        # Every citation has a number in it; words alone are searched without the grammars.
        cited = citation_query(text, self.ids) if any(c.isdigit() for c in text) else None
        if cited:
            return [Result("wbf-2017", cid, 1.0, self.store.record("wbf-2017", cid) or {},
                           citation=True) for cid in cited]
        return self._full_text(text, langs, limit)

    def _full_text(self, text: str, langs: list[str] | None, limit: int) -> list[Result]:
        from .laws import fuse
        from .query import language_query, languages_of, parse
        from .rank import FUSION_K, Hit, fusion_weights, group
        from .situations import DOCUMENTS

        available = langs or list(LANGS)
        unknown = [lang for lang in available if lang not in LANGS]
        if unknown:
            raise LawsearchError(f"no search analysis for {', '.join(unknown)}; "
                                 "there are tr, da, he, en")
        self.impacts.trim()
        parsed = parse(text)

        def read(near) -> list:
            queries = []
            for lang in languages_of(text, available):
                q = language_query(self.analyzers, lang, parsed, self.impacts.df,
                                   self._count(lang), near)
                if q is None:
                    continue
                queries.append(q)
                if lang == "en":
                    queries += self._through_glossary(q, available)
            return queries

        queries = read(None)
        weights = self._language_weights(queries)
        if not weights and self.near is not None:  # nothing matches: try a letter wrong
            queries = read(self.near)
            weights = self._language_weights(queries)
        scores: dict[int, float] = {}
        for q in queries:
            self._score(q, scores, weights.get(q.lang, 1.0))
        top = sorted(scores.items(), key=lambda item: -item[1])[:LIMIT]
        docs = self.impacts.docs([d for d, _ in top])
        hits = [Hit(docs[d][0], docs[d][1], docs[d][2], docs[d][3], s) for d, s in top]
        terms: dict[str, list[str]] = {}
        found_in = {h.lang for h in hits}
        for q in queries:
            if q.lang not in found_in:  # the query read in a language it was not written in
                continue
            terms.setdefault(q.lang, [])
            terms[q.lang] += [t for t in q.terms if t not in terms[q.lang]]
        out = []
        # the query's likeliest languages all lack the Laws' text (English before an import)
        textless = bool(weights) and all(lang not in self.langs
                                         for lang, w in weights.items() if w >= 1.0)
        law_w, one_w, phrase_w, text_w = fusion_weights(len(parsed.words), textless)
        ranked = fuse(group(hits), self.laws.rank(queries, weights), FUSION_K, law_w,
                      ((self.situations.rank(queries, weights, 1, 1), one_w),
                       (self.situations.rank(queries, weights, 2), phrase_w),
                       (self.laws.rank(queries, weights, DOCUMENTS), text_w)))
        for g in ranked[:limit]:
            work, uid = g.key.split("|", 1)
            out.append(Result(work, uid, g.score, self.store.record(work, uid) or {},
                              [{"lang": h.lang, "source": h.source, "label": h.label}
                               for h in g.hits], terms))
        return out

    def _count(self, lang: str) -> int:
        if lang not in self._docs:
            self._docs[lang] = self.impacts.count(lang)
        return self._docs[lang]

    def _language_weights(self, queries: list) -> dict[str, float]:
        """How likely the query is in each language it was read in: the share of its words that
        the language's documents have, squared, relative to the likeliest language. Danish "uden
        for tur" is Turkish only by its last word ("tur", a round), and so counts little there."""
        from .rank import LANGUAGE_EXPONENT

        share = {}
        for q in queries:
            if q.clauses and q.lang not in share:
                words = q.terms
                known = sum(1 for w in words if self.impacts.df(f"text_{q.lang}", w)
                            or self.impacts.df(f"title_{q.lang}", w))
                share[q.lang] = known / len(words) if words else 0.0
        best = max(share.values(), default=0.0)
        if not best:
            return {}
        return {lang: (s / best) ** LANGUAGE_EXPONENT for lang, s in share.items()}

    def _score(self, q, scores: dict[int, float], weight: float = 1.0) -> None:
        """Add the scores of a language query's documents to `scores`."""
        for c in q.clauses:
            docs, values = self.impacts.postings(c.field, c.term)
            b = c.boost * weight
            for d, v in zip(docs, values):
                scores[d] = scores.get(d, 0.0) + b * v
        for groups in q.all_of:
            found: dict[int, float] | None = None
            for group_ in groups:
                mine: dict[int, float] = {}
                for c in group_:
                    docs, values = self.impacts.postings(c.field, c.term)
                    b = c.boost * weight
                    for d, v in zip(docs, values):
                        mine[d] = mine.get(d, 0.0) + b * v
                found = mine if found is None else {d: s + mine[d] for d, s in found.items()
                                                    if d in mine}
            for d, s in (found or {}).items():
                scores[d] = scores.get(d, 0.0) + s

    def _through_glossary(self, q, available: list[str]) -> list:
        """Queries in the other languages for the glossary concepts an English query names:
        each concept's terms in those languages, all of a term's words required."""
        from .query import LanguageQuery, all_words
        from .rank import BOOSTS, GLOSSARY_CONCEPTS, GLOSSARY_SHARE

        english = set(self.impacts.docs_where(source="glossary", lang="en"))
        scores: dict[int, float] = {}
        self._score(q, scores)
        concepts = sorted(((s, d) for d, s in scores.items() if d in english), reverse=True)
        if not concepts:
            return []
        best = concepts[0][0]
        labels = [self.impacts.doc(d)[3] for s, d in concepts[:GLOSSARY_CONCEPTS]
                  if s >= GLOSSARY_SHARE * best]
        out: dict[str, LanguageQuery] = {}
        for label in labels:
            for d in self.impacts.docs_where(source="glossary", label=label):
                _, lang, _, _, terms = self.impacts.doc(d)
                if lang == "en" or lang not in available:
                    continue
                lq = out.setdefault(lang, LanguageQuery(lang))
                for term in terms.split(" ; ")[:2]:
                    groups, words = all_words(self.analyzers, lang, term, BOOSTS["glossary"])
                    if groups:
                        lq.all_of.append(groups)
                        lq.terms += [w for w in words if w not in lq.terms]
        return list(out.values())
