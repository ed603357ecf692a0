"""What an English query reads of the terms it reaches through the glossary (search.js's
`throughGlossary`, `Searcher._through_glossary`), in small parts by concept, so that such a query
fetches a few kilobytes instead of the whole lists' parts of a dozen words in three languages:

- For each of a concept's entries in a language other than the glossary's own, and each of its
  terms: the documents that have every word of the term (the term's "all of"), in the order the
  browser meets them, each with its raw score in each of the term's clauses (each word's title
  and text, in order), so that the browser adds the same numbers in the same order as from the
  lists themselves; and the corpus words that read as each of its words (what a result marks).
- For each word of those terms: its whole-law lists, its laws' models' counts, its concepts'
  documents' list and the situations' triggers that it can fire (those whose every position
  has a word of some glossary term in that language: a term reached through the glossary fires
  no other), each word once, in the part of the first concept that names it.

`assets/search/glossed/<n>.js` holds the concepts whose number is n modulo `GLOSSED_BUCKETS` and
the words whose first concept is.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator

from ..lang import SOURCE
from . import situationparts, wordparts

# more than the glossary has concepts (422): each concept a part of its own, so that a query's
# two concepts and its words' first concepts cost it a few kilobytes, not their neighbours' too
GLOSSED_BUCKETS = 512
TEXT_KINDS = ("title", "text")  # a glossary term's word is looked for in each, in this order


def bucket(concept: int) -> int:
    """The part that holds a concept's entries (and the words it names first)."""
    return concept % GLOSSED_BUCKETS


def word_fields(lang: str, law_field: str, concept_documents: str) -> list[str]:
    """The fields of a glossary term's word that a search reads beside its "all of": the
    whole-law lists, the models' counts, the concepts' documents' lists and the triggers."""
    return [law_field + lang, situationparts.MODEL + lang, law_field + lang + concept_documents,
            situationparts.TRIGGERS + lang]


def _entries(glossary: dict,
             lang_of: Callable[[int], str]) -> Iterator[tuple[str, int, str, list]]:
    """The glossary's entries an English query reaches, in document order: (document, concept,
    language, the analysis of its terms)."""
    for d in sorted(glossary, key=int):
        concept, named = glossary[d]
        lang = lang_of(int(d))
        if lang != SOURCE and not isinstance(named, str):
            yield d, concept, lang, named


def _words(named: list) -> Iterator[str]:
    """Every word of the analysis of an entry's terms (its terms' positions' readings)."""
    return (w for term in named for alts in term for w in alts)


def homes(glossary: dict, lang_of: Callable[[int], str]) -> dict[str, dict[str, int]]:
    """Language → word of a glossary term in it → the first concept (the lowest number) that
    names it: the word's fields are in that concept's part (search.js computes it alike from
    glossary.js)."""
    out: dict[str, dict[str, int]] = {}
    for _, concept, lang, named in _entries(glossary, lang_of):
        mine = out.setdefault(lang, {})
        for w in _words(named):
            if w not in mine or concept < mine[w]:
                mine[w] = concept
    return out


def _postings(flat: list) -> list[tuple[int, int]]:
    """A list's (document, raw score) pairs (its documents are written as steps)."""
    out, last = [], 0
    for i in range(0, len(flat), 2):
        last += flat[i]
        out.append((last, flat[i + 1]))
    return out


def all_of(lang: str, term: list[list[str]], lists: dict[str, dict[str, list]]) -> list:
    """A term's "all of" as search.js's `score` reads it from the lists: the documents that have
    a word of each position, in the order the browser's map has them, each followed by its raw
    score in each clause (null where the clause's list lacks it)."""
    clauses = [[(f"{kind}_{lang}", w) for w in alts for kind in TEXT_KINDS] for alts in term]
    found: dict[int, dict[int, int]] | None = None
    index = 0
    for group in clauses:
        mine: dict[int, dict[int, int]] = {}
        for field, w in group:
            for d, raw in _postings(lists.get(field, {}).get(w) or []):
                mine.setdefault(d, {})[index] = raw
            index += 1
        found = mine if found is None else {d: {**found[d], **mine[d]}
                                           for d in found if d in mine}
    out: list = []
    for d, raws in (found or {}).items():
        out.append(d)
        out.extend(raws.get(i) for i in range(index))
    return out


def _fires_through_glossary(trigger: str, words: set[str]) -> bool:
    """Whether every position of a trigger ("concept a|b c") has a word of `words`."""
    return all(any(w in words for w in p.split("|")) for p in trigger.split(" ")[1:])


def parts(glossary: dict, lang_of: Callable[[int], str], lists: dict[str, dict[str, list]],
          law_field: str, concept_documents: str) -> dict[str, dict]:
    """The parts of `assets/search/glossed/` (n → data): `glossary` as glossary.js has it
    (document → [concept, analysis of its terms]), `lists` the lists' fields (field → term →
    list, as the lists' parts have them)."""
    home = homes(glossary, lang_of)
    words_of = {lang: set(mine) for lang, mine in home.items()}
    out: dict[str, dict] = {}

    def part(concept: int) -> dict:
        return out.setdefault(str(bucket(concept)), {"all_of": {}, "forms": {}, "fields": {}})

    for d, concept, lang, named in _entries(glossary, lang_of):
        mine = part(concept)
        mine["all_of"][str(d)] = [all_of(lang, term, lists) if term else None
                                  for term in named]
        forms = mine["forms"].setdefault(lang, {})
        for w in _words(named):
            found = lists.get(wordparts.FORMS + lang, {}).get(w)
            if found is not None:
                forms[w] = found
    for lang, words in sorted(home.items()):
        for w, concept in sorted(words.items()):
            fields = part(concept)["fields"]
            for field in word_fields(lang, law_field, concept_documents):
                flat = lists.get(field, {}).get(w)
                if flat is None:
                    continue
                if field.startswith(situationparts.TRIGGERS):
                    flat = [t for t in flat if _fires_through_glossary(t, words_of[lang])]
                    if not flat:
                        continue
                fields.setdefault(field, {})[w] = flat
    return out
