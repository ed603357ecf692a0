"""The situations thesaurus in the search (`corpus/situations/`): each trigger phrase analysed at
build as the queries are (lemmas, Turkish endings, Hebrew prefixes), so that "izleyiciler",
"tilskuerne" or "הצופה" fire the concept their base forms name; the concepts a query fires are
evidence for their laws, fused with the rest (`laws.fuse`).

A trigger fires when every one of its words is among the query's (in any order, other words
around), in the language the query is likeliest in (`Searcher._language_weights`); a concept
scores by its longest trigger that fired, times the language's weight; a law
by the scores of the concepts that name it, less for a law named later in a concept's list.

A situation told in other words than any trigger's still shares some of them, and a story tells
more than its situation. The words (and pairs of neighbouring words) of all the triggers of the
concepts that name a law are a model of how people tell what that law rules (less for a law
named later; in English, the concepts' glosses too): a query is scored by how much likelier its
words are under each law's model than under all of them together (query likelihood, smoothed
towards the whole thesaurus; `likelihood`). A word every story has ("director", "ruled",
"partner") is as likely under every law and says nothing, however often it is typed; a word of
few laws' stories ("simultaneously") says much. As single rankings over the tuning and held-out
situations and questions, this did better than BM25 over the same words (real questions MRR@10
0.48 → 0.60, held-out questions 0.71 → 0.80, held-out situations 0.82 → 0.89).

The concepts' own documents (each concept's words, by BM25: `like`) rank the laws of the
concepts most like a story, where a law's many situations blur one.
"""
from __future__ import annotations

import json
import sqlite3

SCHEMA = """
CREATE TABLE situation_triggers (lang TEXT, concept TEXT, laws TEXT, positions TEXT);
CREATE TABLE situation_words (lang TEXT, word TEXT, triggers TEXT,
                              PRIMARY KEY (lang, word)) WITHOUT ROWID;
CREATE TABLE situation_glosses (lang TEXT, concept TEXT, laws TEXT, positions TEXT);
CREATE TABLE situation_model (lang TEXT, term TEXT, laws BLOB, counts BLOB,
                              PRIMARY KEY (lang, term)) WITHOUT ROWID;
CREATE TABLE situation_sizes (lang TEXT PRIMARY KEY, laws BLOB, sizes BLOB);
CREATE TABLE situation_concepts (place INTEGER PRIMARY KEY, concept TEXT, laws TEXT);
CREATE INDEX situation_triggers_concept ON situation_triggers (lang, concept);
"""
DECAY = 0.5  # a concept's second law counts half its first, the third a quarter, …
# The laws' models: how much a pair of neighbouring words of a trigger counts beside a word,
# and how strongly each law's model is smoothed towards the whole thesaurus (Dirichlet's mu, in
# words: about a model's size). Tuned as a single ranking (pairs 0–2, mu 50–8,000 tried).
PAIR_COUNT = 0.5
MU = 1000.0
# the key suffix of the concepts' own documents in `law_impacts`, whose "laws" are the concepts'
# places in the table
CONCEPTS = "/concepts"
CONCEPTS_KEPT = 5  # the concepts most like a query whose laws it ranks
# BM25's parameters over the concepts' documents (a change rebuilds the index: this file is in
# `freshness.analysis_version`)
DOC_K1 = 1.2
DOC_B = 0.75


def write(analyzers: dict, db: sqlite3.Connection) -> int:
    """Analyse every trigger of the thesaurus into `db`; the number of triggers written (those
    with a word left after the analysis: a trigger of stop words alone never fires)."""
    from ..lang import SOURCE
    from ..situations import load
    from .framing import unframe
    from .query import terms

    db.executescript(SCHEMA)
    situations = load()
    analysed = []  # (lang, concept, laws, positions), each trigger analysed once
    for s in situations:
        for lang, phrases in s.triggers.items():
            if lang not in analyzers:
                continue
            for phrase in phrases:
                # analysed as a query is, without what frames a question ("the director told
                # …"), so that a trigger typed as it is written fires
                positions = terms(analyzers[lang], unframe(lang, phrase))
                if positions:
                    analysed.append((lang, s.id, s.laws, positions))
    db.executemany("INSERT INTO situation_triggers VALUES (?, ?, ?, ?)",
                   [(lang, concept, json.dumps(laws), json.dumps(positions, ensure_ascii=False))
                    for lang, concept, laws, positions in analysed])
    # the concepts in order of their ids, each with its laws: a concept's place is its number
    # in the concepts' documents and in the site's data
    concepts = sorted({(concept, json.dumps(laws)) for _, concept, laws, _ in analysed})
    db.executemany("INSERT INTO situation_concepts VALUES (?, ?, ?)",
                   [(n, concept, laws) for n, (concept, laws) in enumerate(concepts)])
    # Each trigger is listed under the words of one of its positions, its rarest: a trigger
    # fires only if that position is among the query's words, so a query reads only those
    # triggers (reading a language's thousands was most of a cold search, and checking every
    # trigger with "card" in it most of a warm one). Rows are numbered from 1 in the order
    # written.
    df: dict[tuple[str, str], int] = {}
    for lang, _, _, positions in analysed:
        for w in {v for alts in positions for v in alts}:
            df[lang, w] = df.get((lang, w), 0) + 1
    words: dict[tuple[str, str], list[int]] = {}
    for rowid, (lang, _, _, positions) in enumerate(analysed, 1):
        rarest = min(positions, key=lambda alts: (sum(df[lang, v] for v in alts), alts))
        for w in rarest:
            words.setdefault((lang, w), []).append(rowid)
    db.executemany("INSERT INTO situation_words VALUES (?, ?, ?)",
                   [(lang, w, json.dumps(ids)) for (lang, w), ids in sorted(words.items())])
    # A concept's English gloss tells its situation in other words again: they join the
    # English documents (English has no law text of its own to be found by), never a trigger.
    glosses = [(SOURCE, s.id, s.laws, positions) for s in situations if SOURCE in analyzers
               for positions in [terms(analyzers[SOURCE], s.gloss)] if positions]
    db.executemany("INSERT INTO situation_glosses VALUES (?, ?, ?, ?)",
                   [(lang, concept, json.dumps(laws), json.dumps(positions, ensure_ascii=False))
                    for lang, concept, laws, positions in glosses])
    model_rows, size_rows = model(analysed + glosses)
    db.executemany("INSERT INTO situation_model VALUES (?, ?, ?, ?)", model_rows)
    db.executemany("INSERT INTO situation_sizes VALUES (?, ?, ?)", size_rows)
    db.executemany("INSERT INTO law_impacts VALUES (?, ?, ?, ?)",
                   concept_documents(analysed + glosses, [c for c, _ in concepts]))
    rows = analysed
    return len(rows)


def pairs(positions: list[list[str]]) -> list[str]:
    """The pairs of neighbouring words of analysed positions ("lead out", "out turn"), every
    reading of one with every reading of the next."""
    return [f"{a} {b}" for left, right in zip(positions, positions[1:]) for a in left
            for b in right]


def model(rows: list[tuple[str, str, list[str], list[list[str]]]]) -> tuple[list, list]:
    """The rows of `situation_model` and `situation_sizes`: each law's model, in each language,
    the words of the triggers (and glosses) of the concepts that name it, each once a trigger,
    and their pairs, `PAIR_COUNT` each, all times `DECAY` for each place the law is further down
    a concept's list; and the size of each law's model."""
    from array import array

    counts: dict[str, dict[str, dict[int, float]]] = {}
    sizes: dict[str, dict[int, float]] = {}
    for lang, _, laws, analysed in rows:
        terms = {v: 1.0 for alts in analysed for v in alts}
        terms.update({p: PAIR_COUNT for p in pairs(analysed) if p not in terms})
        size = sum(terms.values())
        for i, law in enumerate(laws):
            share = DECAY ** i
            for term, count in terms.items():
                mine = counts.setdefault(lang, {}).setdefault(term, {})
                mine[int(law)] = mine.get(int(law), 0.0) + share * count
            n = sizes.setdefault(lang, {})
            n[int(law)] = n.get(int(law), 0.0) + share * size
    model_rows = [(lang, term, array("I", sorted(found)).tobytes(),
                   array("d", [found[law] for law in sorted(found)]).tobytes())
                  for lang in sorted(counts) for term, found in sorted(counts[lang].items())]
    size_rows = [(lang, array("I", sorted(n)).tobytes(),
                  array("d", [n[law] for law in sorted(n)]).tobytes())
                 for lang, n in sorted(sizes.items())]
    return model_rows, size_rows


def concept_documents(rows: list[tuple[str, str, list[str], list[list[str]]]],
                      concepts: list[str]) -> list[tuple[str, str, bytes, bytes]]:
    """The `law_impacts` rows of the concepts' documents: each concept's, in each language, the
    words of its triggers (and gloss), each word once a trigger; a document is numbered by the
    concept's place in `concepts` (`situation_concepts`)."""
    from .laws import bm25_rows

    place = {c: n for n, c in enumerate(concepts)}
    tf: dict[str, dict[str, dict[int, float]]] = {}
    length: dict[str, dict[int, float]] = {}
    for lang, concept, _, positions in rows:
        if concept not in place:
            continue
        words = {v for alts in positions for v in alts}
        n = place[concept]
        for w in words:
            mine = tf.setdefault(lang, {}).setdefault(w, {})
            mine[n] = mine.get(n, 0.0) + 1.0
        size = length.setdefault(lang, {})
        size[n] = size.get(n, 0.0) + len(words)
    out = []
    for lang in sorted(tf):
        out += bm25_rows(f"{lang}{CONCEPTS}", tf[lang], length[lang], DOC_K1, DOC_B)
    return out


def table(db: sqlite3.Connection) -> dict:
    """The analysed triggers as the site's search data reads them (`site/situationparts.py`):
    `concepts` (the laws of each); by language, `triggers`, each [the index of its concept, its
    positions] in the order the command line tries them (so that both fire alike), and
    `glosses`, the analysed glosses the same way; `sizes`, the size of each law's model
    (`model`), [law, size, …]."""
    situations = Situations(db)
    concepts = situations._concept_list()
    index = {c[0]: n for n, c in enumerate(concepts)}
    langs = [lang for (lang,) in db.execute(
        "SELECT DISTINCT lang FROM situation_triggers ORDER BY lang")]
    glosses: dict[str, list] = {}
    for lang, concept, positions in db.execute(
            "SELECT lang, concept, positions FROM situation_glosses ORDER BY lang, rowid"):
        glosses.setdefault(lang, []).append([index[concept], json.loads(positions)])
    triggers, sizes = {}, {}
    for lang in langs:
        laws, law_sizes, _ = situations._sizes(lang)
        sizes[lang] = [x for pair in zip(laws, law_sizes) for x in pair]
        triggers[lang] = situations._language(lang)
    return {"concepts": [laws for _, laws in concepts], "triggers": triggers,
            "glosses": glosses, "sizes": sizes}


class Situations:
    """The analysed triggers of an open store: a query reads the triggers whose rarest position
    it has a word of (`situation_words`); the site's data reads each language's whole
    (`_language`)."""

    def __init__(self, db: sqlite3.Connection):
        self.db = db
        self._concepts: list[list] | None = None
        self._langs: dict[str, list[list]] = {}
        self._words: dict[tuple[str, str], list[int]] = {}
        self._triggers: dict[int, tuple[str, list, list]] = {}
        self._model: dict[tuple[str, str], tuple[list[int], list[float]]] = {}
        self._model_sizes: dict[str, tuple[list[int], list[float], float]] = {}

    def _concept_list(self) -> list[list]:
        if self._concepts is None:
            self._concepts = [[concept, json.loads(laws)] for concept, laws in self.db.execute(
                "SELECT concept, laws FROM situation_concepts ORDER BY place")]
        return self._concepts

    def _language(self, lang: str) -> list[list]:
        """Every trigger of `lang` as [the index of its concept, its positions], in the order of
        the table (by concept)."""
        if lang not in self._langs:
            index = {c[0]: n for n, c in enumerate(self._concept_list())}
            self._langs[lang] = [[index[concept], json.loads(positions)]
                                 for concept, positions in self.db.execute(
                                     "SELECT concept, positions FROM situation_triggers "
                                     "WHERE lang = ? ORDER BY concept, rowid", (lang,))]
        return self._langs[lang]

    def _sharing(self, lang: str, terms: set[str]) -> list[tuple[str, list, list]]:
        """The triggers of `lang` whose rarest position has a word among `terms` (every trigger
        that can fire): (concept, laws, positions) each."""
        if len(self._words) > 4096:  # a long-lived process asked many words
            self._words.clear()
        rowids: set[int] = set()
        for t in terms:
            key = (lang, t)
            if key not in self._words:
                row = self.db.execute("SELECT triggers FROM situation_words WHERE lang = ? AND "
                                      "word = ?", key).fetchone()
                self._words[key] = json.loads(row[0]) if row else []
            rowids.update(self._words[key])
        missing = sorted(rowids - self._triggers.keys())
        for start in range(0, len(missing), 500):
            chunk = missing[start:start + 500]
            for rowid, concept, laws, positions in self.db.execute(
                    "SELECT rowid, concept, laws, positions FROM situation_triggers WHERE rowid "
                    f"IN ({','.join('?' * len(chunk))})", chunk):
                self._triggers[rowid] = (concept, json.loads(laws), json.loads(positions))
        return [self._triggers[r] for r in sorted(rowids)]

    def fired(self, queries: list, weights: dict[str, float], min_words: int = 1,
              max_words: int = 99) -> dict[str, tuple[float, list]]:
        """The concepts the queries fire by a trigger of `min_words` to `max_words` words:
        id → (score, laws). (A concept's score is its best trigger's: the order the triggers
        are tried in does not change it.)"""
        found: dict[str, tuple[float, list]] = {}
        for q in queries:
            have = set(q.terms)
            if not have:
                continue
            w = weights.get(q.lang, 1.0)
            if w < 1.0:  # a situation is told in one language: the query's likeliest
                continue
            for concept, laws, positions in self._sharing(q.lang, have):
                if min_words <= len(positions) <= max_words and all(
                        any(v in have for v in alts) for alts in positions):
                    score = w * len(positions)
                    if score > found.get(concept, (0.0, []))[0]:
                        found[concept] = (score, laws)
        return found

    def scores(self, queries: list, weights: dict[str, float], min_words: int = 1,
               max_words: int = 99) -> dict[int, float]:
        """The laws of the concepts the queries fire (by triggers of `min_words` to `max_words`
        words) with their scores: each concept's, less for a law further down its list."""
        scores: dict[int, float] = {}
        for score, laws in self.fired(queries, weights, min_words, max_words).values():
            for i, law in enumerate(laws):
                scores[int(law)] = scores.get(int(law), 0.0) + score * DECAY ** i
        return scores

    def _sizes(self, lang: str) -> tuple[list[int], list[float], float]:
        if lang not in self._model_sizes:
            from array import array

            row = self.db.execute("SELECT laws, sizes FROM situation_sizes WHERE lang = ?",
                                  (lang,)).fetchone()
            laws, sizes = array("I"), array("d")
            if row:
                laws.frombytes(row[0])
                sizes.frombytes(row[1])
            self._model_sizes[lang] = (list(laws), list(sizes), sum(sizes))
        return self._model_sizes[lang]

    def _counts(self, lang: str, term: str) -> tuple[list[int], list[float]]:
        key = (lang, term)
        if key not in self._model:
            from array import array

            if len(self._model) > 4096:  # a long-lived process asked many words
                self._model.clear()
            row = self.db.execute("SELECT laws, counts FROM situation_model WHERE lang = ? AND "
                                  "term = ?", key).fetchone()
            laws, counts = array("I"), array("d")
            if row:
                laws.frombytes(row[0])
                counts.frombytes(row[1])
            self._model[key] = (list(laws), list(counts))
        return self._model[key]

    def likelihood(self, queries: list, weights: dict[str, float], told: bool = False
                   ) -> dict[int, float]:
        """The laws under whose models the queries' words (and pairs of neighbouring words) are
        likelier than under the whole thesaurus, with how much likelier: the sum over the
        query's terms the thesaurus has of log P(term | law) / P(term), each law's model
        smoothed towards the whole by `MU`; times the language's weight. A `told` story is read
        in the queries typed, not the glossary's. Rounded to 1e-6, so that the browser's
        logarithms rank alike."""
        import math

        scores: dict[int, float] = {}
        for q in queries:
            w = weights.get(q.lang, 1.0)
            if w < 1.0:  # a situation is told in one language: the query's likeliest
                continue
            if told and not q.clauses:
                continue
            sizes_of, sizes, total = self._sizes(q.lang)
            if not total:
                continue
            terms = dict.fromkeys(set(q.terms) | set(pairs(q.positions)), 1.0)
            mine = [0.0] * len(sizes_of)
            place = {law: i for i, law in enumerate(sizes_of)}
            found = 0.0
            for term in sorted(terms):
                have, counts = self._counts(q.lang, term)
                if not have:
                    continue
                weight = terms[term]
                found += weight
                expected = MU * sum(counts) / total
                for law, count in zip(have, counts):
                    mine[place[law]] += weight * math.log(1.0 + count / expected)
            for i, law in enumerate(sizes_of):
                score = mine[i] + found * math.log(MU / (sizes[i] + MU))
                if score > 0:  # (rounded as the browser's Math.round does)
                    scores[law] = scores.get(law, 0.0) + w * math.floor(score * 1e6 + 0.5) / 1e6
        return scores

    def like(self, queries: list, weights: dict[str, float], laws) -> dict[int, float]:
        """The laws of the `CONCEPTS_KEPT` concepts whose documents are most like the queries
        (BM25, read from `laws`, a `laws.Laws`), with their scores: each concept's, less for a
        law further down its list."""
        concepts = self._concept_list()
        found = laws.scores(queries, weights, CONCEPTS)
        scores: dict[int, float] = {}
        for n, score in sorted(found.items(), key=lambda item: (-item[1], item[0]))[
                :CONCEPTS_KEPT]:
            for i, law in enumerate(concepts[n][1]):
                scores[int(law)] = scores.get(int(law), 0.0) + score * DECAY ** i
        return scores
