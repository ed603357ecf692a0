"""What reads a typed word in the browser, in small parts by the word's first letters, so that a
query fetches the few kilobytes its own words need instead of a whole language's words:

- In `assets/search/impacts/<n>.js`, beside the lists of the terms that begin as they do (one
  file a word, its terms' lists with it; `window.LAWSEARCH_WORDS[n]`): for every language, the
  words whose first `KEY_LETTERS` letters (as the language folds them, `lang/<xx>/analysis.py`'s
  LOOKUP) fall in part n: each word's
  analysis, in the order `search.js` reads them (so that a word read through its folded form
  finds the same word as when the whole language was read), the thesaurus's words no document
  has, the corpus words typed without accents (with what the word they stand for reads as) and
  the words a typo is never read against. A word's shorter beginnings are in its own part (no
  beginning shorter than `KEY_LETTERS` is ever looked up), so a word the corpus lacks is read
  from its part alone, but for a Danish compound's parts and a Hebrew word's prefix letters.
- `assets/search/spelling/<xx>.js`: the language's words for reading a typo (`search/spelling.
  py`), fetched only when a query has a word the corpus lacks.
- In the impact lists' parts (`searchdata.impact_parts`), beside each term's lists: the corpus
  words that read as it (`forms_<xx>`), with which a result marks the words found.
"""
from __future__ import annotations

import re

from ..lang import LANGUAGES, SOURCE
from ..lang.analysis import lookup_rules

# a word's part is read from its first letters (folded): a word's beginning shorter than this is
# never looked up (tests/test_site_search.py holds the languages' settings to it)
KEY_LETTERS = 3
# the parts words and the lists of their terms are in (one part a key: a word's, its terms')
BUCKETS = 2048
FORMS = "forms_"  # the field of a term's corpus words, beside its lists


def reader_data() -> dict:
    """What `words.js` reads a typed word's part with: how each language looks a typed word up
    (`lang/<xx>/analysis.py`'s `LOOKUP`), the count of parts, the glossary's language (a query
    that may be read in it reads the glossary, `glossary.js`) and the letters a part is keyed
    by. In the citations' data (`grammars.js`) and in the search page's head, which asks for a
    query's parts with the page."""
    return {"lookup": {code: lookup_rules(code) for code in LANGUAGES}, "parts": BUCKETS,
            "source": SOURCE, "letters": KEY_LETTERS}


def fnv(text: str) -> int:
    """FNV-1a over the UTF-16 code units of `text`, as search.js computes it (`fnv`)."""
    h = 0x811C9DC5
    data = text.encode("utf-16-le")
    for i in range(0, len(data), 2):
        h ^= data[i] | (data[i + 1] << 8)
        h = (h * 0x01000193) & 0xFFFFFFFF
    return h


def folded(lang: str, word: str, rules: dict | None = None) -> str:
    """The word with the letters the language folds where a word is not known (LOOKUP's
    "fold"), as search.js's `fold`."""
    table = (rules if rules is not None else lookup_rules(lang)).get("fold")
    return "".join(table.get(c, c) for c in word) if table else word


def word_key(lang: str, word: str, rules: dict | None = None) -> str:
    """A word's first `KEY_LETTERS` letters as `lang` folds them: what its parts are found by."""
    return folded(lang, word, rules)[:KEY_LETTERS]


def word_part(lang: str, word: str, rules: dict | None = None) -> int:
    """The part that holds what reads `word` (looked up as the language looks it up) in `lang`:
    by its first letters, folded (the part of the lists of the terms it begins, `list_part`)."""
    return fnv(word_key(lang, word, rules)) % BUCKETS


def list_part(lang: str, term: str, rules: dict | None = None) -> int:
    """The part of `assets/search/impacts/` that holds the lists of `term` (a word, or a pair
    of words under its first) in `lang`: its word's part (`word_part`), so that the lists of a
    query's words come with the words themselves (a term begins as the word it is read from,
    but for a lemma of another form or a word read without its prefix letters)."""
    return word_part(lang, term.split(" ", 1)[0], rules)


def field_lang(field: str) -> str:
    """The language of a field of the lists' parts ("text_xx", "laws_xx/concepts" → "xx")."""
    return field.rsplit("_", 1)[1].split("/", 1)[0]


_INDEX = re.compile(r"(?:0|[1-9][0-9]*)\Z")


def js_order(keys: list[str]) -> list[str]:
    """Keys in the order JavaScript lists an object's: those that are array indices first, as
    numbers, then the others as written."""
    index = {k for k in keys if _INDEX.match(k) and int(k) < 2 ** 32 - 1}
    return sorted(index, key=int) + [k for k in keys if k not in index]


def _ordered(table: dict) -> list[tuple[str, list]]:
    """An analysis table's words (`searchdata.analysis_table`'s form) in the order search.js
    reads them: those that read as themselves, then the others."""
    same = [(w, [[w]]) for w in table["same"].split(" ") if w]
    return same + [(w, table["other"][w]) for w in js_order(list(table["other"]))]


def known_words(table: dict) -> list[tuple[str, list]]:
    """Every word a language's analysis knows, in search.js's order: the corpus's words, then
    the lemmas they read as (a form the corpus lacks finds its lemma as its longest known
    beginning)."""
    words = _ordered(table)
    seen = {w for w, _ in words}
    for w in js_order(list(table["other"])):
        for position in table["other"][w]:
            for term in position:
                if term not in seen:
                    seen.add(term)
                    words.append((term, [[term]]))
    return words


def _compact(word: str, analysis: list) -> object:
    """A word's analysis as a part writes it: 0 for the word itself alone."""
    return 0 if analysis == [[word]] else analysis


def utf16_length(word: str) -> int:
    return len(word.encode("utf-16-le")) // 2


def parts(analysis: dict[str, dict], unaccented: dict[str, dict[str, str]],
          spelled: dict[str, set[str]]) -> tuple[dict[str, dict], dict[str, int]]:
    """What reads the words of each part (n → language → what reads its words) and each
    language's longest known word (in UTF-16 code units, as search.js measures it): no longer
    beginning of a word is looked up."""
    out: dict[str, dict] = {}
    longest: dict[str, int] = {}

    def part(lang: str, word: str, rules: dict) -> dict:
        return out.setdefault(str(word_part(lang, word, rules)), {}).setdefault(lang, {})

    for lang, table in analysis.items():
        rules = lookup_rules(lang)
        words = known_words(table)
        longest[lang] = max((utf16_length(w) for w, _ in words), default=0)
        mapped = dict(words)
        first_folded: dict[str, list] = {}
        if rules.get("fold"):
            for w, a in words:
                first_folded.setdefault(folded(lang, w, rules), a)

        def known(w: str):
            return mapped.get(w) or first_folded.get(folded(lang, w, rules))

        for w, a in words:
            part(lang, w, rules).setdefault("words", []).extend([w, _compact(w, a)])
        for w, a in _ordered(table["exact"]):
            part(lang, w, rules).setdefault("exact", []).extend([w, _compact(w, a)])
        for typed, word in sorted(unaccented.get(lang, {}).items()):
            got = known(word)
            part(lang, typed, rules).setdefault("unaccented", []).extend(
                [typed, word, got if got is None else _compact(word, got)])
        for w in sorted(spelled.get(lang, ())):
            shard = part(lang, w, rules)
            shard["spelled"] = (shard["spelled"] + " " + w) if "spelled" in shard else w
    return out, longest


def forms(analysis: dict[str, dict]) -> dict[str, dict[str, str]]:
    """Language → term → the corpus words that read as it (a word read in several ways under
    each), space separated: what a result marks where a query found the term."""
    out: dict[str, dict[str, str]] = {}
    for lang, table in analysis.items():
        by_term: dict[str, list[str]] = {}
        for w, a in _ordered(table):
            for term in dict.fromkeys(t for position in a for t in position):
                by_term.setdefault(term, []).append(w)
        out[lang] = {term: " ".join(words) for term, words in by_term.items()}
    return out

