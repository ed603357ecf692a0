"""The index's store (`build/index/store.sqlite`): the lemma tables the analyzers read, and every
unit's record for the results.

SQLite because a query reads a handful of rows: opening the store and looking up the query's words
and the units found costs milliseconds, where loading whole tables or the XML would not.
"""
from __future__ import annotations

import json
import sqlite3
import zlib
from collections import OrderedDict
from pathlib import Path

from ..errors import DamagedFile
from ..lang.analysis import MAX_FORM, accent_fold

STORE = "store.sqlite"
# Words whose lemma (or its absence) is remembered, least recently used forgotten first: a
# query's analysis looks up a word and up to `MAX_FORM` beginnings of it, and a long-lived
# process must not keep every word it was ever asked.
CACHED_LEMMAS = 20_000

SCHEMA = """
CREATE TABLE lemmas (lang TEXT, form TEXT, lemma TEXT, PRIMARY KEY (lang, form)) WITHOUT ROWID;
CREATE TABLE unaccented (lang TEXT, typed TEXT, word TEXT,
                         PRIMARY KEY (lang, typed)) WITHOUT ROWID;
CREATE TABLE units (work TEXT, id TEXT, seq INTEGER, parent TEXT, record TEXT, crc TEXT,
                    PRIMARY KEY (work, id)) WITHOUT ROWID;
"""


class DamagedRecord(DamagedFile):
    """A unit's record in the store that is not as it was written (its CRC-32 differs): never
    printed as law text."""


def _crc(record: str) -> str:
    return f"{zlib.crc32(record.encode('utf-8')):08x}"


def unaccented_words(vocab: dict[str, set[str]]) -> dict[str, dict[str, str]]:
    """Per language: each corpus word as typed without its accents ("kulorsvigt") → the word
    ("kulørsvigt"), where that differs and is no corpus word itself; of words typed alike, the
    first in alphabetical order."""
    out: dict[str, dict[str, str]] = {}
    for lang, words in vocab.items():
        mine: dict[str, str] = {}
        for w in sorted(words):
            typed = accent_fold(lang, w)
            if typed != w and typed not in words:
                mine.setdefault(typed, w)
        out[lang] = mine
    return out


def write(path: Path, tables: dict[str, dict[str, str]], records: dict[str, list[dict]],
          unaccented: dict[str, dict[str, str]] | None = None) -> None:
    """Write a new store at `path` (the impact lists are added by `impacts.write`)."""
    db = sqlite3.connect(path)
    try:
        db.executescript(SCHEMA)
        db.executemany("INSERT INTO lemmas VALUES (?, ?, ?)",
                       ((lang, form, lemma) for lang, table in tables.items()
                        for form, lemma in sorted(table.items())))
        db.executemany("INSERT INTO unaccented VALUES (?, ?, ?)",
                       ((lang, typed, word) for lang, words in (unaccented or {}).items()
                        for typed, word in sorted(words.items())))
        db.executemany("INSERT INTO units VALUES (?, ?, ?, ?, ?, ?)",
                       ((work, r["id"], seq, r.get("parent"), text, _crc(text))
                        for work, recs in records.items() for seq, r in enumerate(recs)
                        for text in [json.dumps(r, ensure_ascii=False)]))
        db.commit()
    finally:
        db.close()


class Store:
    """A store opened for reading; also the lemma store of the analyzers."""

    def __init__(self, path: Path):
        self.path = Path(path)
        self.db = sqlite3.connect(f"file:{self.path}?mode=ro", uri=True)
        self._lemmas: OrderedDict[tuple[str, str], str | None] = OrderedDict()

    def close(self) -> None:
        self.db.close()

    def lemma(self, lang: str, word: str) -> str | None:
        """The lemma the tables give `word`, or None (always for a word longer than
        `MAX_FORM`)."""
        if len(word) > MAX_FORM:
            return None
        key = (lang, word)
        try:
            self._lemmas.move_to_end(key)
            return self._lemmas[key]
        except KeyError:
            pass
        row = self.db.execute("SELECT lemma FROM lemmas WHERE lang = ? AND form = ?",
                              key).fetchone()
        self._lemmas[key] = found = row[0] if row else None
        if len(self._lemmas) > CACHED_LEMMAS:
            self._lemmas.popitem(last=False)
        return found

    def known(self, lang: str, word: str) -> bool:
        return self.lemma(lang, word) is not None

    def unaccented(self, lang: str, typed: str) -> str | None:
        """The corpus word `typed` is without its accents (`unaccented_words`), or None."""
        if len(typed) > MAX_FORM:
            return None
        row = self.db.execute("SELECT word FROM unaccented WHERE lang = ? AND typed = ?",
                              (lang, typed)).fetchone()
        return row[0] if row else None

    def ids(self, work: str) -> list[str]:
        """The work's unit ids in document order."""
        return [r[0] for r in self.db.execute(
            "SELECT id FROM units WHERE work = ? ORDER BY seq", (work,))]

    def _checked(self, work: str, record: str, crc: str) -> dict:
        """A record as written, or a `DamagedRecord` error: a letter changed in the store is
        never shown as law text."""
        if _crc(record) != crc:
            raise DamagedRecord(self.path, f"holds a record of {work} that is not as it was "
                                f"written", "`lawsearch build` or `lawsearch search` rebuilds it")
        return json.loads(record)

    def record(self, work: str, uid: str) -> dict | None:
        row = self.db.execute("SELECT record, crc FROM units WHERE work = ? AND id = ?",
                              (work, uid)).fetchone()
        return self._checked(work, *row) if row else None

    def subtree(self, work: str, uid: str) -> list[dict]:
        """The unit's record and those of every unit under it, in document order."""
        row = self.db.execute("SELECT seq FROM units WHERE work = ? AND id = ?",
                              (work, uid)).fetchone()
        if row is None:
            return []
        out: list[dict] = []
        inside = {uid}
        for parent, record, crc in self.db.execute(
                "SELECT parent, record, crc FROM units WHERE work = ? AND seq >= ? ORDER BY seq",
                (work, row[0])):
            rec = self._checked(work, record, crc)
            if out and parent not in inside:
                break
            inside.add(rec["id"])
            out.append(rec)
        return out
