"""Building and opening the search index (`build/index/`): a Whoosh index of the documents of
`documents.py`, analysed per language, and the store (`store.py`) beside it.

The index is built from the Akoma Ntoso corpus only. It records a fingerprint of the corpus files
it was built from, and every file of its own with its size and SHA-256 (`freshness.py`); an index
that is missing, damaged or built from another corpus is rebuilt (`ensure`), saying why, and one
that cannot be rebuilt is a one-line error saying why.
"""
from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Callable

from .. import atomic, paths
from ..errors import DamagedFile, LawsearchError
from ..lang import ORDER
from . import records as records_mod
from . import store as store_mod
from ..lang.analysis import bind, lang_module
from .analysis import RecordingFilter
from .freshness import (
    FORMAT,
    META,
    analysis_version,
    diagnose,
    fingerprint,
    manifest,
    stat_signature,
)
from .store import STORE

LANGS = ORDER


class IndexError_(LawsearchError):
    """An index that cannot be used."""


def _schema(analyzers: dict):
    from whoosh.fields import ID, STORED, TEXT, Schema

    from .analysis import pairs

    fields = {"key": ID(stored=True), "lang": ID(stored=True), "source": ID(stored=True),
              "label": ID(stored=True), "terms": STORED}
    for lang, analyzer in analyzers.items():
        for part in ("title", "text"):
            fields[f"{part}_{lang}"] = TEXT(analyzer=analyzer, phrase=True)
            fields[f"pairs_{part}_{lang}"] = TEXT(analyzer=pairs(analyzer), phrase=False)
    return Schema(**fields)


def build(corpus_dir: Path | None = None, out: Path | None = None,
          progress: Callable[[str], None] = lambda s: None) -> dict[str, float]:
    """Build the index and store from the corpus into `out` (swapped in whole); step timings.
    The corpus and the index are the configured ones (`paths`) unless given."""
    corpus_dir, out = corpus_dir or paths.AKN, out or paths.INDEX
    from whoosh import index as whoosh_index

    from ..annotations import load_index
    from ..corpus import Corpus
    from ..corpus import present
    from ..works import WORK
    from ..export import records
    from ..glossary import build_glossary
    from .documents import documents
    from .lemmas import DictStore, corpus_tables, spacy_forms, stop_words

    timings: dict[str, float] = {}
    t0 = time.perf_counter()
    progress("index: reading the corpus")
    corpus = Corpus.load(corpus_dir)
    # the other works: the books, and the editions of the Laws of other years users imported
    books = [Corpus.load(corpus_dir, work=w) for w in present(corpus_dir) if w != WORK]
    docs = list(documents(corpus, books, build_glossary(corpus), load_index(corpus_dir)))
    timings["index: read corpus and documents"] = time.perf_counter() - t0

    t0 = time.perf_counter()
    progress("index: lemma tables (spaCy)")
    stops = {lang: stop_words(lang) for lang in LANGS}
    seen: dict[str, set[str]] = {}
    recorders = {lang: lang_module(lang).analyzer(stops[lang], RecordingFilter(lang, seen))
                 for lang in LANGS}
    for d in docs:
        for text in (d.title, d.text):
            if text:
                for _ in recorders[d.lang](text):
                    pass
    settings = {lang: (getattr(lang_module(lang), "LEMMA_MIN_STEM", 4),
                       getattr(lang_module(lang), "LEMMA_MAX_STRIP", None),
                       getattr(lang_module(lang), "LEMMA_VARIANT", None)) for lang in LANGS}
    tables = corpus_tables(seen, settings)
    store = DictStore(tables)
    timings["index: lemma tables"] = time.perf_counter() - t0

    t0 = time.perf_counter()
    progress(f"index: {len(docs)} documents")
    analyzers = {lang: bind(lang_module(lang).analyzer(stops[lang], lang_module(lang).lemma_filter()),
                            store) for lang in LANGS}
    # Under the index's lock: leftovers of killed builds removed, the new index swapped in whole.
    with atomic.replacing(Path(out), progress) as tmp:
        ix = whoosh_index.create_in(tmp, _schema(analyzers))
        writer = ix.writer(limitmb=256)
        for d in docs:
            fields = {"key": d.key, "lang": d.lang, "source": d.source, "label": d.label}
            if d.source == "glossary":
                fields["terms"] = d.title
            if d.title:
                fields[f"title_{d.lang}"] = fields[f"pairs_title_{d.lang}"] = d.title
            if d.text:
                fields[f"text_{d.lang}"] = fields[f"pairs_text_{d.lang}"] = d.text
            writer.add_document(**fields)
        writer.commit()
        timings["index: Whoosh"] = time.perf_counter() - t0

        t0 = time.perf_counter()
        progress("index: impact lists")
        import sqlite3

        from . import impacts, laws

        db = sqlite3.connect(tmp / STORE)
        with ix.searcher() as searcher:
            postings = impacts.write(searcher, db, [f for f in ix.schema.names()
                                                    if f.startswith(("title_", "text_", "pairs_"))])
            timings["index: impact lists"] = time.perf_counter() - t0
            t0 = time.perf_counter()
            progress("index: whole-law lists")
            laws.write(searcher, db, list(LANGS))
        timings["index: whole-law lists"] = time.perf_counter() - t0
        t0 = time.perf_counter()
        progress("index: situations")
        from . import situations

        situations.write(analyzers, db)
        from . import spelling, vocabulary

        counts = vocabulary.document_words(docs)
        for lang, words in vocabulary.trigger_words().items():
            mine = counts.setdefault(lang, {})
            for w, n in words.items():
                mine[w] = mine.get(w, 0) + n
        spelling.write(db, counts, {lang: spacy_forms(lang) for lang in spelling.TYPED_LANGS})
        db.commit()
        db.close()
        timings["index: situations"] = time.perf_counter() - t0

        t0 = time.perf_counter()
        progress("index: store")
        recs = {WORK: list(records(corpus))}
        for book in books:
            recs[book.work] = list(records(book))
        store_mod.write(tmp / STORE, tables, recs, store_mod.unaccented_words(seen))
        records_mod.write(tmp, recs)
        meta = {"format": FORMAT, "analysis": analysis_version(),
                "fingerprint": fingerprint(corpus_dir), "stat": stat_signature(corpus_dir),
                "documents": len(docs), "postings": postings,
                "stop_words": {lang: sorted(stops[lang]) for lang in LANGS},
                "langs": {w: c.langs for w, c in [(WORK, corpus)] + [(b.work, b) for b in books]},
                "files": manifest(tmp)}
        (tmp / META).write_text(json.dumps(meta, ensure_ascii=False, indent=1), encoding="utf-8")
        timings["index: store"] = time.perf_counter() - t0
    return timings


def ensure(index: Path | None = None, corpus_dir: Path | None = None,
           say: Callable[[str], None] = lambda s: None) -> None:
    """Rebuild the index if it cannot serve the corpus, saying why."""
    index, corpus_dir = index or paths.INDEX, corpus_dir or paths.AKN
    if diagnose(index, corpus_dir) is None:
        return
    # Another process may be rebuilding it: wait for the index's lock, and look again after.
    with atomic.lock(Path(index), say):
        why = diagnose(index, corpus_dir)
        if why:
            try:
                rebuild(index, corpus_dir, why.message, say)
            except IndexError_ as err:
                # A corpus changed by damage, not by a build: the index of the corpus as it was
                # still answers, saying so at every search, until the file is restored.
                if why.kind != "stale" or not isinstance(err.__cause__, DamagedFile):
                    raise
                say(f"{err.__cause__}; answering from the index built before the damage")


def rebuild(index: Path, corpus_dir: Path, why: str,
            say: Callable[[str], None] = lambda s: None) -> None:
    """Rebuild the index because of `why`, saying so; an `IndexError_` saying both why it was
    rebuilt and why it could not be, if it could not (or is still not whole after)."""
    say(f"{why}; rebuilding it (lawsearch build does this too)")
    try:
        build(corpus_dir, index)
    except Exception as err:  # whatever stops a build, the user gets one line, not a trace
        reason = str(err) or type(err).__name__
        raise IndexError_(f"{why}, and it could not be rebuilt: {reason}") from err
    after = diagnose(index, corpus_dir)
    if after:
        raise IndexError_(f"{why}, and the rebuilt index is not whole either: {after.message}")
