"""Whole-law retrieval: each law of the Laws as one document per language (its title, every
section's heading and text), scored by BM25 over the terms of the index, and fused with the
ranking of units by reciprocal rank (`fuse`).

A director describes what happened at the table ("both defenders led at the same time"); the
words are spread over a law's sections, no one of which has them all. Scored whole, the law
that speaks of the situation comes first, and its units are lifted with it.

The law documents are not analysed again: the term frequencies are read from the Whoosh index's
postings (`title_*` and `text_*` fields of the law's own documents), and each (language, term)
keeps its laws with their BM25 scores, in hundredths, in the store (table `law_impacts`), read
back the way `impacts.py` reads the units' lists.
"""
from __future__ import annotations

import math
import sqlite3
from array import array

from ..works import WORK
from .impacts import SCALE, hundredths  # scores in hundredths, as the site's data has them

SOURCES = ("law", "unit")  # the documents of a law's own text (not commentary, not glossary)
# BM25's parameters over whole laws, and how much a word of a law's title or a section's heading
# counts against one of its text. Here, not in rank.py: the scores are computed by the build, and
# a change to this file rebuilds the index (`freshness.analysis_version`).
LAW_K1 = 1.2
LAW_B = 0.9
LAW_TITLE_TF = 1.0

SCHEMA = """
CREATE TABLE law_impacts (lang TEXT, term TEXT, laws BLOB, scores BLOB,
                          PRIMARY KEY (lang, term)) WITHOUT ROWID;
"""


def law_number(key: str) -> int | None:
    """The law a document's unit belongs to ("wbf-2017|27B1" → 27), None for anything else."""
    from .evaluation import law_of

    work, _, uid = key.partition("|")
    law = law_of(work, uid) if work == WORK else None
    return int(law) if law else None


def write(searcher, db: sqlite3.Connection, langs: list[str]) -> int:
    """Write the whole-law impact lists of `langs` into `db`; the number of postings written."""
    reader = searcher.reader()
    law_of: dict[int, int] = {}
    for n, f in enumerate(reader.all_stored_fields()):
        law = law_number(f.get("key") or "")
        if law is not None and f.get("source") in SOURCES:
            law_of[n] = law
    db.executescript(SCHEMA)
    rows, count = [], 0
    for lang in langs:
        tf: dict[str, dict[int, float]] = {}
        length: dict[int, float] = {}
        for part, weight in (("title", LAW_TITLE_TF), ("text", 1.0)):
            field = f"{part}_{lang}"
            if field not in reader.schema.names():
                continue
            for term in reader.lexicon(field):
                text = term.decode("utf-8") if isinstance(term, bytes) else term
                m = reader.postings(field, text)
                mine = tf.setdefault(text, {})
                while m.is_active():
                    law = law_of.get(m.id())
                    if law is not None:
                        f = weight * m.weight()
                        mine[law] = mine.get(law, 0.0) + f
                        length[law] = length.get(law, 0.0) + f
                    m.next()
        found = bm25_rows(lang, tf, length, LAW_K1, LAW_B)
        rows += found
        count += sum(len(r[2]) // 4 for r in found)
    db.executemany("INSERT INTO law_impacts VALUES (?, ?, ?, ?)", rows)
    return count


def bm25_rows(key: str, tf: dict[str, dict[int, float]], length: dict[int, float], k1: float,
              b: float) -> list[tuple[str, str, bytes, bytes]]:
    """The rows of `law_impacts` for one set of law documents (`key`: a language, or a
    language's situations): each term's laws with their BM25 scores, in hundredths."""
    if not length:
        return []
    laws, average = len(length), sum(length.values()) / len(length)
    rows = []
    for term in sorted(tf):
        found = tf[term]
        if not found:
            continue
        idf = math.log(1 + (laws - len(found) + 0.5) / (len(found) + 0.5))
        numbers, scores = array("I"), array("f")
        for law in sorted(found):
            f = found[law]
            norm = k1 * (1 - b + b * length[law] / average)
            numbers.append(law)
            scores.append(round(idf * f * (k1 + 1) / (f + norm) * SCALE) / SCALE)
        rows.append((key, term, numbers.tobytes(), scores.tobytes()))
    return rows


class Laws:
    """The whole-law impact lists of an open store."""

    def __init__(self, db: sqlite3.Connection):
        self.db = db
        self._cache: dict[tuple[str, str], tuple[array, array]] = {}

    def postings(self, lang: str, term: str) -> tuple[array, array]:
        key = (lang, term)
        hit = self._cache.get(key)
        if hit is None:
            if len(self._cache) > 4096:  # a long-lived process asked many words
                self._cache.clear()
            row = self.db.execute("SELECT laws, scores FROM law_impacts WHERE lang = ? AND "
                                  "term = ?", key).fetchone()
            laws, scores = array("I"), array("f")
            if row:
                laws.frombytes(row[0])
                scores.frombytes(row[1])
            hit = self._cache[key] = (laws, hundredths(scores))
        return hit

    def scores(self, queries: list, weights: dict[str, float], documents: str = ""
               ) -> dict[int, float]:
        """The laws that have any of the queries' terms, with their scores: each term's BM25
        score in its language, once per term, times the language's weight
        (`Searcher._language_weights`). `documents`: "" for the laws' own text,
        `situations.CONCEPTS` for the concepts' documents (whose "laws" are concepts)."""
        scores: dict[int, float] = {}
        seen: set[tuple[str, str]] = set()
        for q in queries:
            w = weights.get(q.lang, 1.0)
            if w < 1.0:  # a whole law is read in the query's likeliest language only
                continue
            key = f"{q.lang}{documents}"
            for term in q.terms:
                if (key, term) in seen:
                    continue
                seen.add((key, term))
                laws, values = self.postings(key, term)
                for law, v in zip(laws, values):
                    scores[law] = scores.get(law, 0.0) + w * v
        return scores

    def rank(self, queries: list, weights: dict[str, float], documents: str = "") -> list[int]:
        """The laws of `scores`, best first."""
        return ranked(self.scores(queries, weights, documents))


def ranked(scores: dict[int, float]) -> list[int]:
    """The laws of a ranking's scores, best first (the lower number first among equals)."""
    return [law for law, _ in sorted(scores.items(), key=lambda item: (-item[1], item[0]))]


def item_key(key: str) -> str:
    """The result a unit's document belongs to: its law for a unit of the Laws ("wbf-2017|27B1"
    → "wbf-2017|27"), the unit itself for anything else (a definition, a rule of 1907)."""
    law = law_number(key)
    return f"{WORK}|{law}" if law is not None else key


def fuse(groups: list, evidence: dict[str, dict[int, float]],
         weights: dict[str, tuple[float, float]], k: float) -> list:
    """One result per law (and per unit outside the Laws), best first, by the evidence of each
    kind (`rank.FUSION`): the units' ranking (`groups`, best first) gives each law the place and
    score of its best unit; every other kind scores laws itself (`evidence`: kind → law →
    score). Each counts by rank, weight_rank/(k + rank), and by score, weight_score × score /
    the kind's best score. A law that only the evidence names joins the results itself. Each
    result keeps its units' groups, best first; ties keep the units' order."""
    from .rank import Item

    items: dict[str, Item] = {}
    first: dict[str, tuple[int, float]] = {}  # the place and score of each result's best unit
    for i, g in enumerate(groups):
        key = item_key(g.key)
        if key not in items:
            items[key], first[key] = Item(key), (i, g.score)
        items[key].groups.append(g)
    kinds = []
    for kind, scores in evidence.items():
        w_rank, w_score = weights.get(kind, (0.0, 0.0))
        if not scores or not (w_rank or w_score):
            continue
        order = {law: i + 1 for i, law in enumerate(ranked(scores))}
        kinds.append((scores, order, max(scores.values()), w_rank, w_score))
        for law in order:
            items.setdefault(f"{WORK}|{law}", Item(f"{WORK}|{law}"))
    u_rank, u_score = weights.get("units", (1.0, 0.0))
    best_unit = max((g.score for g in groups), default=0.0)
    out = list(items.values())
    for item in out:
        fused = 0.0
        if item.key in first:
            place, score = first[item.key]
            fused += u_rank / (k + place + 1)
            if best_unit > 0:
                fused += u_score * score / best_unit
        law = law_number(item.key)
        for scores, order, best, w_rank, w_score in kinds:
            if law in order:
                fused += w_rank / (k + order[law])
                if best > 0:
                    fused += w_score * scores[law] / best
        item.score = fused
    place = {item.key: i for i, item in enumerate(out)}
    return sorted(out, key=lambda item: (-item.score, place[item.key]))
