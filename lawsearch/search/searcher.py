"""Search: a query that is a citation shows that unit; any other is searched in every language
the query may be in, an English query also through the glossary's terms in the other languages,
and the documents found are grouped into one result per aligned unit.

    with Searcher() as s:
        for r in s.search("yetersiz deklare"):
            print(r.work, r.id, r.score, r.record["text"]["da"])
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from .. import paths
from . import whoosh_import  # noqa: F401  (first, so that Whoosh imports fast)
from ..errors import LawsearchError
from .index import ensure
from .freshness import INDEX, read_meta
from .store import STORE, Store


LIMIT = 200  # documents read before grouping into units


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
    """An open index. Opening rebuilds an index that is missing or older than the corpus."""

    def __init__(self, index: Path = INDEX, corpus_dir: Path = paths.AKN, say=lambda s: None):
        from whoosh import index as whoosh_index

        from .analysis import use_store

        ensure(index, corpus_dir, say)
        self.store = Store(Path(index) / STORE)
        use_store(self.store)
        self.ix = whoosh_index.open_dir(str(index))
        self.searcher = self.ix.searcher()
        self.langs: list[str] = read_meta(index)["langs"].get("wbf-2017", [])
        self._ids: set[str] | None = None

    def close(self) -> None:
        self.searcher.close()
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
        from .query import language_query, languages_of, parse
        from .rank import Hit, group

        available = langs or ["tr", "da", "he", "en"]
        unknown = [lang for lang in available if lang not in ("tr", "da", "he", "en")]
        if unknown:
            raise LawsearchError(f"no search analysis for {', '.join(unknown)}; "
                                 "there are tr, da, he, en")
        from whoosh.query import Or

        parsed = parse(text)
        terms: dict[str, list[str]] = {}
        schema = self.ix.schema
        queries = []
        for lang in languages_of(text, available):
            q, flat = language_query(schema, lang, parsed)
            if q is None:
                continue
            terms[lang] = flat
            queries.append(q)
            if lang == "en":
                queries += self._through_glossary(q, available, terms)
        if not queries:
            return []
        # One search for every language at once: each document has one language's fields, so
        # each is scored by its own language's part of the query.
        hits = [Hit(h["key"], h["lang"], h["source"], h.get("label") or "", h.score)
                for h in self.searcher.search(Or(queries), limit=LIMIT)]
        out = []
        for g in group(hits)[:limit]:
            work, uid = g.key.split("|", 1)
            out.append(Result(work, uid, g.score, self.store.record(work, uid) or {},
                              [{"lang": h.lang, "source": h.source, "label": h.label}
                               for h in g.hits], terms))
        return out

    def _through_glossary(self, q, available: list[str], terms: dict) -> list:
        """Queries in the other languages for the glossary concepts an English query names:
        each concept's terms in those languages, all of a term's words required."""
        from whoosh.query import And, Term

        from .query import all_words_query
        from .rank import BOOSTS, GLOSSARY_CONCEPTS, GLOSSARY_SHARE

        concepts = self.searcher.search(And([q, Term("source", "glossary"), Term("lang", "en")]),
                                        limit=GLOSSARY_CONCEPTS)
        if not concepts:
            return []
        best = concepts[0].score
        labels = [c["label"] for c in concepts if c.score >= GLOSSARY_SHARE * best]
        out = []
        for label in labels:
            docs = self.searcher.search(And([Term("label", label), Term("source", "glossary")]),
                                        limit=None)
            for doc in docs:
                lang = doc["lang"]
                if lang == "en" or lang not in available:
                    continue
                for term in doc["terms"].split(" ; ")[:2]:
                    lq, flat = all_words_query(self.ix.schema, lang, term, BOOSTS["glossary"])
                    if lq is not None:
                        out.append(lq)
                        terms.setdefault(lang, [])
                        terms[lang] += [w for w in flat if w not in terms[lang]]
        return out
