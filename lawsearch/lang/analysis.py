"""What every language's analyzer shares: the tokenizer, the lemma filter, and the lemma store it
reads (below the languages, which compose their analyzers from it, and the search, which runs them).

Each language composes its analyzer in `lang/<xx>/analysis.py` from Whoosh filters. Lemmas come
from spaCy's lookup tables, but only at build time (`search/lemmas.py`): the build keeps the part of
each table the corpus needs in the index's store, and queries read that store, so that searching
never imports spaCy. The analyzers are pickled into the Whoosh schema, so the filters hold only
their language; the store is bound to them (`bind`) by whoever runs them: the index's build, or
the search that opens the index.
"""
from __future__ import annotations

import re
from functools import cache, lru_cache
from typing import Callable, Iterable, Protocol

from whoosh.analysis import Filter, LowercaseFilter, RegexTokenizer, StopFilter

# Words, with an apostrophe-joined suffix kept on the word ("27'de", "Yasa’nın") for the
# language's own filter to handle, and Hebrew points kept in the word for the Hebrew filter.
TOKENS = r"[\w\u0591-\u05c7]+(?:['’]\w+)*"  # Hebrew points inside a word are part of it
# No form of the lemma tables is longer (the longest, Turkish, has 30 letters; a test holds it):
# a longer word is not looked up, so that no query word costs more than this many letters of work.
MAX_FORM = 64


class LemmaStore(Protocol):
    def lemma(self, lang: str, word: str) -> str | None:
        """The lemma the tables give `word`, or None if they lack it."""

    def known(self, lang: str, word: str) -> bool:
        """Whether the word is one the store knows (a form of the tables or of the corpus)."""


def lang_module(lang: str):
    """The language's analysis module, `lawsearch/lang/<lang>/analysis.py`: its analyzer and
    the settings of its words (stop words kept, endings, accents)."""
    from . import LANGUAGES, part

    module = part(lang, "analysis")
    if module is None:
        if lang in LANGUAGES:
            return _Plain(lang)
        raise ModuleNotFoundError(f"no analysis for the language {lang!r}",
                                  name=f"lawsearch.lang.{lang}.analysis")
    return module


class _Plain:
    """The analysis of a language that declares none (no `analysis.py` in its folder): its words
    in lower case, its stop words dropped, each read as the lemma the index's store has for it
    (none but the corpus's own words, where spaCy has no tables for the language)."""

    def __init__(self, lang: str):
        self.lang = lang

    def lemma_filter(self) -> Filter:
        return LemmaFilter(self.lang)

    @staticmethod
    def analyzer(stop_words: frozenset[str], lemmas: Filter):
        return plain_analyzer(stop_words, lemmas)


def plain_analyzer(stop_words: frozenset[str], lemmas: Filter):
    """Words in lower case, the stop words dropped, then `lemmas`: the analysis of a language
    that needs no step of its own (Danish's, and that of a language declaring none)."""
    return (RegexTokenizer(TOKENS) | LowercaseFilter() | StopFilter(stoplist=stop_words, minsize=1)
            | lemmas)


@cache
def lookup_rules(lang: str) -> dict:
    """How the language looks a typed word up among the corpus's words, as data (`LOOKUP` in its
    `analysis.py`), read by `looked_up` and by the site's script alike: "lower", letters lowered
    otherwise than Unicode's rule; "case": False where its analysis keeps case; "ends_at", the
    characters a word ends at (a case ending follows them); "points", a pattern of marks
    dropped; "fold", letters read as others where a word is not known; "prefixes", letters
    that may be glued before an unknown word; "compounds", whether an unknown word is split into
    known ones. A language declaring none: its words in lower case."""
    try:
        module = lang_module(lang)
    except ModuleNotFoundError:  # a language no folder declares: its words as they come
        return {}
    return dict(getattr(module, "LOOKUP", {}))


def looked_up(lang: str, word: str) -> str:
    """The word as the language looks it up (what its analyzer does first)."""
    rules = lookup_rules(lang)
    if rules.get("case", True):
        lower = rules.get("lower")
        word = (word.translate(str.maketrans(lower)) if lower else word).lower()
    for mark in rules.get("ends_at", ""):
        word = word.split(mark, 1)[0]
    if "points" in rules:
        word = re.sub(rules["points"], "", word)
    return word


def accent_rules(lang: str) -> tuple[dict[str, str], tuple[tuple[str, str], ...]] | None:
    """The language's letters a keyboard may lack and what is typed for them, and the letter
    pairs read as one after ("aa" for "å"); None for a language without."""
    module = lang_module(lang)
    table = getattr(module, "ACCENTS", None)
    return (table, getattr(module, "ACCENT_PAIRS", ())) if table else None


def accent_fold(lang: str, word: str) -> str:
    """The word as typed without the language's accented letters ("kulørsvigt" → "kulorsvigt",
    "doğru" → "dogru"); unchanged in a language without."""
    rules = _rules(lang)
    if rules is None:
        return word
    table, pairs = rules
    word = "".join(table.get(c, c) for c in word)
    for pair, one in pairs:
        word = word.replace(pair, one)
    return word


_RULES: dict[str, tuple | None] = {}


def _rules(lang: str):
    if lang not in _RULES:
        _RULES[lang] = accent_rules(lang)
    return _RULES[lang]


class _Passthrough:
    def lemma(self, lang: str, word: str) -> str | None:
        return None

    def known(self, lang: str, word: str) -> bool:
        return False


NO_STORE: LemmaStore = _Passthrough()  # what a filter bound to no store reads: no lemma known


class StoreBound(Filter):
    """A filter that reads a lemma store: the one bound to it (`bind`: by the index's build, or
    by the search that opens it), else none. The binding is not pickled into a Whoosh schema."""

    store: LemmaStore | None = None

    def lemma_store(self) -> LemmaStore:
        return self.store if self.store is not None else NO_STORE

    def __getstate__(self) -> dict:
        return {k: v for k, v in self.__dict__.items() if k != "store"}


def bind(analyzer, store: LemmaStore):
    """Bind every store-reading filter of `analyzer` to `store` (so that several open indexes
    do not share one)."""
    for item in getattr(analyzer, "items", [analyzer]):
        if isinstance(item, StoreBound):
            item.store = store
    return analyzer


def lemmatize(lang: str, word: str, min_stem: int, max_strip: int | None,
              variant: Callable[[str], str] | None = None, store: LemmaStore | None = None,
              accents: bool = False) -> str:
    """The word's lemma; for a word the tables lack, that of its spelling variant (Turkish typed
    without Turkish letters: "ızınsız" for "izinsiz"), else with `accents` that of the corpus
    word it is typed without accents ("dogru" for "doğru", `accent_fold`), else the lemma of its
    longest known beginning (at least `min_stem` letters, dropping at most `max_strip`), else
    the word.

    Only beginnings of at most `MAX_FORM` letters are tried (no form of the tables is longer),
    so that a word costs at most that many look-ups however long it is."""
    store = store if store is not None else NO_STORE
    found = store.lemma(lang, word)
    if found is None and variant is not None:
        folded = variant(word)
        if folded != word:
            found = store.lemma(lang, folded)
    if found is None and accents and hasattr(store, "unaccented"):
        typed = store.unaccented(lang, accent_fold(lang, word))
        if typed is not None:
            found = store.lemma(lang, typed)
    if found is not None:
        return found
    shortest = max(min_stem, len(word) - max_strip if max_strip is not None else min_stem)
    endings = lemma_endings(lang)
    for end in range(min(len(word) - 1, MAX_FORM), shortest - 1, -1):
        if endings is not None and word[end:] not in endings:
            continue
        found = store.lemma(lang, word[:end])
        if found is None and variant is not None:
            found = store.lemma(lang, variant(word[:end]))
        if found is not None:
            return found
    return word


@lru_cache(maxsize=8)
def lemma_endings(lang: str) -> frozenset[str] | None:
    """The endings a known beginning may drop in the language (`LEMMA_ENDINGS` of its
    `analysis.py`: Danish "kulørsvigt" is not "kulørs" with an ending), or None for any."""
    try:
        return getattr(lang_module(lang), "LEMMA_ENDINGS", None)
    except ModuleNotFoundError:
        return None


class LemmaFilter(StoreBound):
    """Replaces each token by its lemma (see `lemmatize`). With `compounds`, a word with no lemma
    and no known beginning is split into the known words it is compounded of (`split_compound`),
    each lemmatised: Danish writes "appeludvalg" where a text may have "appel" and "udvalg". Every
    corpus word is known, so this changes queries only, never the index."""

    def __init__(self, lang: str, min_stem: int = 4, max_strip: int | None = None,
                 variant: Callable[[str], str] | None = None, compounds: bool = False,
                 accents: bool = False):
        self.lang, self.min_stem, self.max_strip = lang, min_stem, max_strip
        self.variant = variant
        self.compounds = compounds
        self.accents = accents

    def __eq__(self, other: object) -> bool:
        return isinstance(other, LemmaFilter) and self.__getstate__() == other.__getstate__()

    def __call__(self, tokens: Iterable) -> Iterable:
        store = self.lemma_store()
        compounds = getattr(self, "compounds", False)  # absent from schemas pickled before it
        accents = getattr(self, "accents", False)
        for t in tokens:
            word = t.text
            t.text = lemmatize(self.lang, word, self.min_stem, self.max_strip, self.variant, store,
                               accents)
            parts = (split_compound(self.lang, word, store)
                     if compounds and t.text == word and not store.known(self.lang, word)
                     else None)
            if not parts:
                yield t
                continue
            for part in parts:
                t.text = lemmatize(self.lang, part, self.min_stem, self.max_strip, self.variant,
                                   store)
                yield t


def split_compound(lang: str, word: str, store: LemmaStore, links: tuple[str, ...] = ("s", "e"),
                   min_part: int = 3) -> tuple[str, ...] | None:
    """The known words a compound the store does not know is made of: two ("appeludvalg" →
    "appel", "udvalg"; "scoringsmetoder" → "scoring", "metoder", across a linking "s"), the most
    even split first; else its longest known first part of four letters or more; else None.

    A part is a known word, so no longer than `MAX_FORM`: only the heads and tails of that length
    are looked up (a word's cost is bounded however long it is)."""
    best: tuple[str, ...] | None = None
    best_short, head_only = 0, None
    longest_link = max(map(len, links), default=0)
    for i in range(min_part, min(len(word) - min_part, MAX_FORM + longest_link) + 1):
        head = word[:i]
        tail_known = len(word) - i <= MAX_FORM and store.known(lang, word[i:])
        tail = word[i:] if tail_known else ""
        for link in ("",) + links:
            if link and not head.endswith(link):
                continue
            h = head[:len(head) - len(link)]
            if len(h) < min_part or not store.known(lang, h):
                continue
            if tail_known and min(len(h), len(tail)) > best_short:
                best, best_short = (h, tail), min(len(h), len(tail))
            elif len(h) >= 4:
                head_only = (h,)
    return best or head_only
