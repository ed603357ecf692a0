"""The words of the search's documents and of the situations thesaurus, per language, as a word
typed in a query is looked up (as each language's `LOOKUP` says: `lang.analysis.looked_up`): what the
site's analysis tables list (`site/searchdata.py`) and what a typo is read against
(`spelling.py`)."""
from __future__ import annotations

import re

from ..lang.analysis import TOKENS, looked_up

_TOKEN = re.compile(TOKENS)


def document_words(docs) -> dict[str, dict[str, int]]:
    """Each word of the documents (`documents.documents`) per language, with the number of
    documents it is in."""
    out: dict[str, dict[str, int]] = {}
    for doc in docs:
        counts = out.setdefault(doc.lang, {})
        for w in {looked_up(doc.lang, w) for text in (doc.title, doc.text)
                  for w in _TOKEN.findall(text or "")}:
            counts[w] = counts.get(w, 0) + 1
    return out


def trigger_words() -> dict[str, dict[str, int]]:
    """Each word of the situations thesaurus's triggers per language, with the number of
    triggers it is in."""
    from ..situations import load

    out: dict[str, dict[str, int]] = {}
    for s in load():
        for lang, phrases in s.triggers.items():
            counts = out.setdefault(lang, {})
            for phrase in phrases:
                for w in {looked_up(lang, w) for w in _TOKEN.findall(phrase)}:
                    counts[w] = counts.get(w, 0) + 1
    return out


def vocabulary(corpus) -> dict[str, set[str]]:
    """Every word of every document of a loaded corpus (and the other works'), per language."""
    from ..annotations import load_index
    from ..corpus import Corpus, present
    from ..glossary import build_glossary
    from ..works import WORK
    from .documents import documents

    books = [Corpus.load(corpus.directory, work=w) for w in present(corpus.directory)
             if w != WORK]
    docs = documents(corpus, books, build_glossary(corpus), load_index(corpus.directory))
    return {lang: set(counts) for lang, counts in document_words(docs).items()}
