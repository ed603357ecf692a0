"""Impact lists: for every (field, term) of the Whoosh index, its documents with their BM25F score
as Whoosh's own scorer gives it, computed when the index is built and kept in the store.

Whoosh walks a tree of matchers in Python for every document a query touches: a query with a word
as common as "oyuncu" (player) touches a third of the Turkish documents and takes tens of
milliseconds. Summing precomputed scores takes a tenth of that, ranks the same (the scores are
Whoosh's), and needs neither Whoosh's reader nor its import at query time. Whoosh remains the
index and its scoring model; this is how its scores are read back quickly.
"""
from __future__ import annotations

import sqlite3
from array import array
from math import log

SCHEMA = """
CREATE TABLE impacts (field TEXT, term TEXT, docs BLOB, scores BLOB,
                      PRIMARY KEY (field, term)) WITHOUT ROWID;
CREATE TABLE docs (docnum INTEGER PRIMARY KEY, key TEXT, lang TEXT, source TEXT, label TEXT,
                   terms TEXT);
"""


# Scores are read in hundredths, as the site's data carries them (`site/searchdata.py`): both
# add up the same numbers, so that a tie is a tie on both (in single precision the command line
# broke ties the browser kept, and ranked otherwise).
SCALE = 100


def hundredths(scores: array) -> array:
    """Single-precision scores as the nearest hundredths, in double precision."""
    return array("d", [round(v * SCALE) / SCALE for v in scores])


def write(searcher, db: sqlite3.Connection, fields: list[str]) -> int:
    """Write the impact lists of `fields` and every document's stored fields; the number of
    postings written."""
    db.executescript(SCHEMA)
    reader = searcher.reader()
    count = 0
    rows = []
    for field in fields:
        score = _bm25f(searcher, field)
        for term, info in reader.iter_field(field):
            text = term.decode("utf-8") if isinstance(term, bytes) else term
            m = reader.postings(field, text)
            docs, weights = array("I"), []
            while m.is_active():
                docs.append(m.id())
                weights.append(m.weight())
                m.next()
            rows.append((field, text, docs.tobytes(), score(info, docs, weights).tobytes()))
            count += len(docs)
    db.executemany("INSERT INTO impacts VALUES (?, ?, ?, ?)", rows)
    db.executemany("INSERT INTO docs VALUES (?, ?, ?, ?, ?, ?)",
                   ((n, f.get("key"), f.get("lang"), f.get("source"), f.get("label") or "",
                     f.get("terms") or "") for n, f in enumerate(reader.all_stored_fields())))
    return count


def _bm25f(searcher, field: str):
    """`score(info, docs, weights)`: the scores of a term's postings in `field` (`info` its
    TermInfo) as Whoosh's BM25F scorer gives them (`scoring.BM25FScorer`, the same function of
    the same numbers), its statistics read once a field and its term's with its list: a scorer
    made for each of 50,000 terms, looking each up again, took most of the time."""
    from whoosh import scoring

    weighting = scoring.BM25F()
    if not searcher.schema[field].scorable:
        raise ValueError(f"{field}: no field to score")
    avgfl = searcher.avg_field_length(field) or 1
    b, k1 = weighting._field_B.get(field, weighting.B), weighting.K1
    count = searcher.doc_count_all()
    lengths = [searcher.doc_field_length(n, field, 1) for n in range(count)]
    bm25 = scoring.bm25

    def score(info, docs: array, weights: list[float]) -> array:
        idf = log(count / (info.doc_frequency() + 1)) + 1  # `WeightingModel.idf`
        return array("f", [bm25(idf, w, lengths[d], avgfl, b, k1) for d, w in zip(docs, weights)])
    return score


# Lists kept between queries, the most recently used (a few megabytes at most: a list of the
# commonest word has a few thousand postings of 8 bytes).
CACHED_LISTS = 4096


class Impacts:
    """The impact lists of an open store."""

    def __init__(self, db: sqlite3.Connection):
        self.db = db
        self._cache: dict[tuple[str, str], tuple[array, array]] = {}
        self._where: dict[tuple, list[int]] = {}

    def postings(self, field: str, term: str) -> tuple[array, array]:
        """The documents that have `term` in `field`, and their scores."""
        key = (field, term)
        hit = self._cache.pop(key, None)
        if hit is not None:
            self._cache[key] = hit  # now the most recent
        else:
            row = self.db.execute("SELECT docs, scores FROM impacts WHERE field = ? AND term = ?",
                                  key).fetchone()
            docs, scores = array("I"), array("f")
            if row:
                docs.frombytes(row[0])
                scores.frombytes(row[1])
            hit = self._cache[key] = (docs, hundredths(scores))
        return hit

    def trim(self) -> None:
        """Forget the least recently used lists beyond `CACHED_LISTS`."""
        for key in list(self._cache)[:max(0, len(self._cache) - CACHED_LISTS)]:
            del self._cache[key]

    def df(self, field: str, term: str) -> int:
        return len(self.postings(field, term)[0])

    def doc(self, docnum: int) -> tuple[str, str, str, str, str]:
        """(key, lang, source, label, terms) of a document."""
        return self.db.execute("SELECT key, lang, source, label, terms FROM docs WHERE docnum = ?",
                               (docnum,)).fetchone()

    def docs(self, docnums: list[int]) -> dict[int, tuple[str, str, str, str, str]]:
        """(key, lang, source, label, terms) of each document."""
        out = {}
        for i in range(0, len(docnums), 500):
            chunk = docnums[i:i + 500]
            marks = ",".join("?" * len(chunk))
            for row in self.db.execute("SELECT docnum, key, lang, source, label, terms FROM docs "
                                       f"WHERE docnum IN ({marks})", chunk):
                out[row[0]] = row[1:]
        return out

    def docs_where(self, **where: str) -> list[int]:
        """The documents with these stored values (kept: the store does not change while open,
        and each English query asks for the same glossary documents)."""
        key = tuple(sorted(where.items()))
        found = self._where.get(key)
        if found is None:
            cond = " AND ".join(f"{k} = ?" for k in where)
            found = self._where[key] = [r[0] for r in self.db.execute(
                f"SELECT docnum FROM docs WHERE {cond}", tuple(where.values()))]
        return found

    def count(self, lang: str) -> int:
        return self.db.execute("SELECT count(*) FROM docs WHERE lang = ?", (lang,)).fetchone()[0]
