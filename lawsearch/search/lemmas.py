"""Lemma tables and stop words from spaCy, at build time only (the one module importing spaCy).

spaCy's lookup tables (package `spacy-lookups-data`) map inflected forms to lemmas for Turkish,
Danish and English; Hebrew has none. The index keeps, per language, every form whose lemma is the
lemma of some corpus word (so an inflection the corpus lacks still finds the corpus's words), and
each corpus word the table lacks with the lemma `analysis.lemmatize` gives it.
"""
from __future__ import annotations

import importlib

from ..lang import codes
from ..lang.analysis import lang_module, lemmatize

TABLE_LANGS = codes(lemma_tables=True)


def stop_words(lang: str) -> frozenset[str]:
    """spaCy's stop words for the language (none for a language spaCy lacks), but the words of
    the table its analysis keeps (`lang/<xx>/analysis.py`, TABLE_WORDS): spaCy's lists are of
    general prose, where "call", "out" or "before" say little."""
    try:
        module = importlib.import_module(f"spacy.lang.{lang}.stop_words")
    except ModuleNotFoundError:
        return frozenset()
    try:
        kept = getattr(lang_module(lang), "TABLE_WORDS", frozenset())
    except ModuleNotFoundError:
        kept = frozenset()
    return frozenset(module.STOP_WORDS) - kept


def spacy_forms(lang: str) -> set[str]:
    """Every word of spaCy's lemma table for the language, forms and lemmas, in lower case: the
    words of the language it knows."""
    table = spacy_table(lang)
    return {w.lower() for w in (*table, *table.values())}


def spacy_table(lang: str) -> dict[str, str]:
    """spaCy's lemma lookup table for the language ({} where there is none), read from the
    `spacy-lookups-data` package's file: spaCy's own `Table` keeps only hashes of the forms, and
    the store needs the forms themselves."""
    if lang not in TABLE_LANGS:
        return {}
    import gzip
    import json
    from pathlib import Path

    import spacy_lookups_data

    path = Path(str(getattr(spacy_lookups_data, lang)["lemma_lookup"]))
    if not path.exists():
        path = path.with_name(path.name + ".gz")
    raw = path.read_bytes()
    data = json.loads(gzip.decompress(raw) if path.suffix == ".gz" else raw)
    if all(type(lemma) is str for lemma in data.values()):
        return data  # a JSON object's names are text already
    return {form: str(lemma) for form, lemma in data.items()}


class DictStore:
    """A lemma store held in memory: language → form → lemma."""

    def __init__(self, tables: dict[str, dict[str, str]]):
        self.tables = tables

    def lemma(self, lang: str, word: str) -> str | None:
        return self.tables.get(lang, {}).get(word)

    def known(self, lang: str, word: str) -> bool:
        return word in self.tables.get(lang, {})


def corpus_tables(vocab: dict[str, set[str]], settings: dict[str, tuple]
                  ) -> dict[str, dict[str, str]]:
    """The part of each language's table the corpus needs, plus the corpus words it lacks.

    `vocab`: the words the analyzers passed to the lemma step, per language; `settings`: each
    language's (min_stem, max_strip, variant) for words the table lacks. Where a language has a
    spelling variant (Turkish folded), each kept form is kept under its variant too.
    """
    out: dict[str, dict[str, str]] = {}
    for lang, words in vocab.items():
        table = spacy_table(lang)
        min_stem, max_strip, variant = settings.get(lang, (4, None, None))
        if variant is not None:
            # a form the variant leaves as it is adds nothing: where the variant says which
            # forms it changes (`changes`), only those are folded
            changes = getattr(variant, "changes", None)
            for form in [f for f in table if changes(f)] if changes else list(table):
                table.setdefault(variant(form), table[form])
        # A corpus word the table lacks takes the lemma of its longest beginning that the table
        # or the corpus knows ("deklaranın" → "deklaran", itself a corpus word): shorter words
        # first, so that the beginning is resolved before the words that start with it.
        known = dict(table)
        store = DictStore({lang: known})
        lemmas = {}
        for w in sorted(words, key=lambda w: (len(w), w)):
            lemmas[w] = lemmatize(lang, w, min_stem, max_strip, variant, store)
            known.setdefault(w, lemmas[w])
        wanted = set(lemmas.values())
        kept = {form: lemma for form, lemma in table.items() if lemma in wanted}
        kept.update(lemmas)
        out[lang] = kept
    return out
