"""The situations thesaurus in the search (`corpus/situations/`): each trigger phrase analysed at
build as the queries are (lemmas, Turkish endings, Hebrew prefixes), so that "izleyiciler",
"tilskuerne" or "הצופה" fire the concept their base forms name; the laws of the concepts a query
fires are a third ranking, fused with the units' and the whole laws' (`laws.fuse`).

A trigger fires when every one of its words is among the query's (in any order, other words
around), in the language the query is likeliest in (`Searcher._language_weights`); a concept
scores by its longest trigger that fired, times the language's weight; a law
by the scores of the concepts that name it, less for a law named later in a concept's list.

A situation told in other words than any trigger's still shares some of them: the words of all
the triggers of the concepts that name a law are also one document for the law (less for a law
named later), scored by BM25 like the whole laws' text (`laws.py`, key "<lang>/situations"), so
that "the dummy pointed at a card" finds the law of dummy's rights with no trigger of its own.
"""
from __future__ import annotations

import json
import sqlite3

SCHEMA = """
CREATE TABLE situation_triggers (lang TEXT, concept TEXT, laws TEXT, positions TEXT);
"""
DECAY = 0.5  # a concept's second law counts half its first, the third a quarter, …
DOCUMENTS = "/situations"  # the key suffix of the situations' law documents in `law_impacts`
# BM25's parameters over those documents (a change rebuilds the index: this file is in
# `freshness.analysis_version`)
DOC_K1 = 1.2
DOC_B = 0.75


def write(analyzers: dict, db: sqlite3.Connection) -> int:
    """Analyse every trigger of the thesaurus into `db`; the number of triggers written (those
    with a word left after the analysis: a trigger of stop words alone never fires)."""
    from ..situations import load
    from .query import terms

    db.executescript(SCHEMA)
    rows = []
    for s in load():
        for lang, phrases in s.triggers.items():
            if lang not in analyzers:
                continue
            for phrase in phrases:
                positions = terms(analyzers[lang], phrase)
                if positions:
                    rows.append((lang, s.id, json.dumps(s.laws),
                                 json.dumps(positions, ensure_ascii=False)))
    db.executemany("INSERT INTO situation_triggers VALUES (?, ?, ?, ?)", rows)
    db.executemany("INSERT INTO law_impacts VALUES (?, ?, ?, ?)", documents(rows))
    return len(rows)


def documents(rows: list[tuple[str, str, str, str]]) -> list[tuple[str, str, bytes, bytes]]:
    """The `law_impacts` rows of the situations' law documents: each law's, in each language,
    the words of the triggers of the concepts that name it, each word once a trigger, times
    `DECAY` for each place the law is further down a concept's list."""
    from .laws import bm25_rows

    tf: dict[str, dict[str, dict[int, float]]] = {}
    length: dict[str, dict[int, float]] = {}
    for lang, _, laws, positions in rows:
        words = {v for alts in json.loads(positions) for v in alts}
        for i, law in enumerate(json.loads(laws)):
            share = DECAY ** i
            for w in words:
                mine = tf.setdefault(lang, {}).setdefault(w, {})
                mine[int(law)] = mine.get(int(law), 0.0) + share
            n = length.setdefault(lang, {})
            n[int(law)] = n.get(int(law), 0.0) + share * len(words)
    out = []
    for lang in sorted(tf):
        out += bm25_rows(f"{lang}{DOCUMENTS}", tf[lang], length[lang], DOC_K1, DOC_B)
    return out


def table(db: sqlite3.Connection) -> dict:
    """The analysed triggers as the site's search data carries them: `concepts` (the laws of
    each) and, by language, one line per trigger, in the order the command line tries them (so
    that both fire alike): the index of its concept, then its positions, separated by spaces,
    each the readings of a word separated by "|" ("12 revok trick|tricks")."""
    situations = Situations(db)
    langs = [lang for (lang,) in db.execute(
        "SELECT DISTINCT lang FROM situation_triggers ORDER BY lang")]
    triggers = {lang: "\n".join(" ".join([str(concept)] + ["|".join(alts) for alts in positions])
                                for concept, positions in situations._language(lang)[0])
                for lang in langs}
    return {"concepts": [laws for _, laws in situations._concepts or []], "triggers": triggers}


class Situations:
    """The analysed triggers of an open store, each language's read when a query first needs it,
    with the triggers each word is in (a query tries only those that share a word with it)."""

    def __init__(self, db: sqlite3.Connection):
        self.db = db
        self._concepts: list[list] | None = None
        self._langs: dict[str, tuple[list[list], dict[str, list[int]]]] = {}

    def _language(self, lang: str) -> tuple[list[list], dict[str, list[int]]]:
        if self._concepts is None:
            self._concepts, index = [], {}
            for concept, laws in self.db.execute(
                    "SELECT concept, laws FROM situation_triggers GROUP BY concept "
                    "ORDER BY concept"):
                index[concept] = len(self._concepts)
                self._concepts.append([concept, json.loads(laws)])
            self._index = index
        if lang not in self._langs:
            triggers: list[list] = []
            by_word: dict[str, list[int]] = {}
            for concept, positions in self.db.execute(
                    "SELECT concept, positions FROM situation_triggers WHERE lang = ? "
                    "ORDER BY concept, rowid", (lang,)):
                n = len(triggers)
                triggers.append([self._index[concept], json.loads(positions)])
                for w in {v for alts in triggers[-1][1] for v in alts}:
                    by_word.setdefault(w, []).append(n)
            self._langs[lang] = (triggers, by_word)
        return self._langs[lang]

    def fired(self, queries: list, weights: dict[str, float], min_words: int = 1,
              max_words: int = 99) -> dict[str, tuple[float, list]]:
        """The concepts the queries fire by a trigger of `min_words` to `max_words` words:
        id → (score, laws)."""
        found: dict[str, tuple[float, list]] = {}
        for q in queries:
            have = set(q.terms)
            if not have:
                continue
            w = weights.get(q.lang, 1.0)
            if w < 1.0:  # a situation is told in one language: the query's likeliest
                continue
            triggers, by_word = self._language(q.lang)
            # in the table's order, as the site's search tries them
            for n in sorted({n for t in have for n in by_word.get(t, ())}):
                concept_n, positions = triggers[n]
                if min_words <= len(positions) <= max_words and all(
                        any(v in have for v in alts) for alts in positions):
                    concept, laws = self._concepts[concept_n]
                    score = w * len(positions)
                    if score > found.get(concept, (0.0, []))[0]:
                        found[concept] = (score, laws)
        return found

    def rank(self, queries: list, weights: dict[str, float], min_words: int = 1,
             max_words: int = 99) -> list[int]:
        """The laws of the concepts the queries fire (by triggers of `min_words` to `max_words`
        words), best first."""
        scores: dict[int, float] = {}
        for score, laws in self.fired(queries, weights, min_words, max_words).values():
            for i, law in enumerate(laws):
                scores[int(law)] = scores.get(int(law), 0.0) + score * DECAY ** i
        return [law for law, _ in sorted(scores.items(), key=lambda item: (-item[1], item[0]))]
