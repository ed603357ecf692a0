"""Search: a query that is a citation gives the cited units' laws; any other is searched in
every language the query may be in (an English query also through the glossary's terms in the
other languages), and the answers are laws, each with its best units.

    with Searcher() as s:
        for r in s.search("yetersiz deklare"):
            print(r.law, r.score, r.record["title"], [u.id for u in r.units])

A query is analysed by the same analyzers the index was built with and scored from the index's
impact lists (`impacts.py`: Whoosh's BM25F scores, precomputed); the units found, the whole laws
that have the query's words (`laws.py`) and the situations it tells (`situations.py`) are the
evidence each law is ranked by (`laws.fuse`, `rank.FUSION`).
"""
from __future__ import annotations

import sqlite3
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from .. import paths
from ..errors import LawsearchError
from ..lang import ORDER, SOURCE
from ..works import WORK
from .freshness import read_meta, warn
from .store import STORE, DamagedRecord, Store

LIMIT = 200  # documents read before grouping into units
# What reading a damaged store raises (SQLite's errors, and JSON, arrays or rows that are not as
# written); the deep check (`freshness.verify`) tells damage from a fault of the code.
DAMAGE = (sqlite3.Error, ValueError, KeyError, IndexError, TypeError)
LANGS = ORDER


UNITS = 3  # the units shown under a result, best first


@dataclass
class Reading:
    """A query as the search reads it (`Searcher.read`)."""

    words: int  # the words typed
    queries: list  # one `query.LanguageQuery` per language it is read in (and the glossary's)
    weights: dict[str, float]  # how likely the query is in each language
    groups: list  # the units found, one `rank.Group` each, best first
    evidence: dict[str, dict[int, float]]  # kind → law → score (`Searcher.evidence`)
    terms: dict[str, list[str]]  # the analysed terms of each language it was found in


@dataclass
class Unit:
    """A unit found under a result: its id, score, record (every language) and the documents of
    it that matched."""

    id: str
    score: float
    record: dict
    matched: list[dict] = field(default_factory=list)  # {"lang", "source", "label"}

    def to_json(self, highlights: dict[str, list] | None = None) -> dict:
        r = self.record
        return {"id": self.id, "score": round(self.score, 4), "kind": r.get("kind"),
                "num": r.get("num", {}), "title": r.get("title", {}), "text": r.get("text", {}),
                "matched": self.matched, "highlights": highlights or {}}


@dataclass
class Result:
    """A result: a law of the Laws (`id` the law's number) with its units that matched, best
    first; or a unit outside the Laws (a definition, a rule of 1907) as its own result."""

    work: str
    id: str
    score: float
    record: dict  # the law's record as `export` writes it (the unit's, outside the Laws)
    units: list[Unit] = field(default_factory=list)
    terms: dict[str, list[str]] = field(default_factory=dict)  # analysed query terms per language
    citation: bool = False
    lang: str | None = None  # the language the query is likeliest in

    @property
    def law(self) -> str | None:
        from .evaluation import law_of

        return law_of(self.work, self.id)

    @property
    def matched(self) -> list[dict]:
        """The documents that matched, of all the units shown."""
        out: list[dict] = []
        for u in self.units:
            out += [m for m in u.matched if m not in out]
        return out

    def to_json(self, highlight=None) -> dict:
        """As `search --format json` writes it; `highlight(lang, text)` gives the spans of the
        query's words in a text."""
        def marks(record: dict) -> dict[str, list]:
            if highlight is None:
                return {}
            out = {}
            for lang, text in (record.get("text") or {}).items():
                found = highlight(lang, text) if text else []
                if found:
                    out[lang] = [list(span) for span in found]
            return out

        return {"work": self.work, "id": self.id, "law": self.law,
                "score": round(self.score, 4), "citation": self.citation,
                "title": self.record.get("title", {}), "matched": self.matched,
                "units": [u.to_json(marks(u.record)) for u in self.units]}


class Searcher:
    """An open index. Opening checks the index whole and rebuilds one that is missing, damaged
    or older than the corpus, saying why through `say` (by default a warning on the "lawsearch"
    logger); an index that cannot be rebuilt is a `LawsearchError` saying why."""

    def __init__(self, index: Path | None = None, corpus_dir: Path | None = None,
                 say: Callable[[str], None] | None = None):
        from .index import ensure

        self.index = Path(index or paths.INDEX)
        self.corpus_dir = Path(corpus_dir or paths.AKN)
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
        from .spelling import Near, Typos

        meta = read_meta(self.index)
        self.store = Store(self.index / STORE)
        why = tables_problem(self.store.db)
        if why:
            raise sqlite3.DatabaseError(why)
        self.impacts = Impacts(self.store.db)
        self.laws = Laws(self.store.db)
        self.situations = Situations(self.store.db)
        self.near = Near(self.store.db)
        self.typos = Typos(self.store.db)
        self.analyzers = analyzers(meta["stop_words"], self.store)
        self.langs: list[str] = meta["langs"].get(WORK, [])
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
            self._ids = {i for i in self.store.ids(WORK) if not i.startswith("def:")}
        return self._ids

    def search(self, text: str, langs: list[str] | None = None, limit: int = 10) -> list[Result]:
        """Results for `text`, best first; `langs` restricts the languages searched."""
        if not isinstance(limit, int) or limit < 1:
            raise LawsearchError(f"a search's limit is a number of results, at least 1, not "
                                 f"{limit!r}")
        try:
            return self._search(text, langs, limit)
        except DamagedRecord as err:  # a letter changed in place: the deep check finds it too
            from .freshness import verify

            self._repair(verify(self.index) or str(err))
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
            return self._cited(cited)
        return self._full_text(text, langs, limit)

    def _cited(self, cited: list[str]) -> list[Result]:
        """The laws of the cited units, each with the units cited, in the order cited."""
        from .laws import item_key

        out: dict[str, Result] = {}
        for cid in cited:
            key = item_key(f"{WORK}|{cid}").split("|", 1)[1]
            if key not in out:
                out[key] = Result(WORK, key, 1.0, self.store.record(WORK, key) or {},
                                  citation=True)
            out[key].units.append(Unit(cid, 1.0, self.store.record(WORK, cid) or {}))
        return list(out.values())

    def read(self, text: str, langs: list[str] | None = None) -> "Reading":
        """A query as the search reads it: its words, its queries in each language it may be
        in and how likely each is, the units found (grouped) and the laws each other kind of
        evidence finds. The results are these fused (`laws.fuse`)."""
        from .query import language_query, languages_of, parse
        from .rank import Hit, group
        from .spelling import TYPED_LANGS, mend

        available = langs or list(LANGS)
        unknown = [lang for lang in available if lang not in LANGS]
        if unknown:
            raise LawsearchError(f"no search analysis for {', '.join(unknown)}; "
                                 "there are tr, da, he, en")
        self.impacts.trim()
        parsed = parse(text)

        def read_as(words, near) -> tuple[list, dict[str, float]]:
            queries = []
            for lang in languages_of(text, available):
                q = language_query(self.analyzers, lang, words, self.impacts.df,
                                   self._count(lang), near)
                if q is not None:
                    queries.append(q)
            return queries, self._language_weights(queries)

        def reading(near) -> tuple[list, dict[str, float]]:
            queries, weights = read_as(parsed, near)
            # a typo in the language the query is likeliest in (or in any, if nothing matched)
            # is read as the word meant, in every reading of the query
            for lang in TYPED_LANGS:
                if any(q.lang == lang for q in queries) and (weights.get(lang, 0.0) >= 1.0
                                                             or not weights):
                    mended = mend(self.typos, lang, parsed)
                    if mended is not None:
                        queries, weights = read_as(mended, near)
                        break
            # an English query names the glossary's concepts in the other languages too; a
            # query likelier in another language is not English (its English reading would
            # name concepts it never meant)
            for q in list(queries):
                if q.lang == SOURCE and weights.get(SOURCE, 0.0) >= 1.0:
                    queries += self._through_glossary(q, available)
            return queries, weights

        queries, weights = reading(None)
        if not weights and self.near is not None:  # nothing matches: try a letter wrong
            queries, weights = reading(self.near)
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
        from .rank import TOLD_WORDS

        return Reading(len(parsed.words), queries, weights, group(hits),
                       self.evidence(queries, weights, len(parsed.words) >= TOLD_WORDS), terms)

    def _full_text(self, text: str, langs: list[str] | None, limit: int) -> list[Result]:
        from .laws import fuse
        from .rank import FUSION_K, fusion_weights

        reading = self.read(text, langs)
        weights = reading.weights
        likeliest = max(weights, key=lambda lang: (weights[lang], lang in self.langs),
                        default=None)
        out = []
        for item in fuse(reading.groups, reading.evidence, fusion_weights(reading.words),
                         FUSION_K)[:limit]:
            work, uid = item.key.split("|", 1)
            units = [Unit(g.key.split("|", 1)[1], g.score,
                          self.store.record(work, g.key.split("|", 1)[1]) or {},
                          [{"lang": h.lang, "source": h.source, "label": h.label}
                           for h in g.hits]) for g in item.groups[:UNITS]]
            out.append(Result(work, uid, item.score, self.store.record(work, uid) or {}, units,
                              reading.terms, lang=likeliest))
        return out

    def evidence(self, queries: list, weights: dict[str, float], told: bool = False
                 ) -> dict[str, dict[int, float]]:
        """The laws each kind of evidence but the units finds for the language queries, with
        their scores (`rank.FUSION` says what each kind is); a `told` story's situations are
        read in the queries typed (`Situations.likelihood`)."""
        return {"text": self.laws.scores(queries, weights),
                "word": self.situations.scores(queries, weights, 1, 1),
                "phrase": self.situations.scores(queries, weights, 2),
                "situations": self.situations.likelihood(queries, weights, told),
                "concepts": self.situations.like(queries, weights, self.laws)}

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
                words = q.typed or q.terms
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
        from .rank import BOOSTS, GLOSSARY_CONCEPTS, GLOSSARY_SHARE, GLOSSARY_TERMS

        english = set(self.impacts.docs_where(source="glossary", lang=SOURCE))
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
                if lang == SOURCE or lang not in available:
                    continue
                lq = out.setdefault(lang, LanguageQuery(lang))
                for term in terms.split(" ; ")[:GLOSSARY_TERMS]:
                    groups, words = all_words(self.analyzers, lang, term, BOOSTS["glossary"])
                    if groups:
                        lq.all_of.append(groups)
                        lq.terms += [w for w in words if w not in lq.terms]
        return list(out.values())
