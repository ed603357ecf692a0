"""Hebrew search analysis: niqqud removed, stop words, and the one-letter prefixes (ו ה ב ל מ ש כ)
that Hebrew writes on the word: "במידע" also as "מידע", "והקלף" also as "הקלף" and "קלף".

There is no lemma table for Hebrew. A prefix is split off only where what remains is a word the
corpus has (the store's Hebrew vocabulary), and the word as written is kept too, at the same
position, because a word may begin with a prefix letter of its own ("מידע" is not מ + ידע). The
same holds for a possessive or plural ending ("בתורו" also as "בתור", "תור"). And the Laws' own
actions, which a director tells as verbs ("הכרוז הוביל", "תבע") and the Laws name as nouns
("הובלה", "תביעה"), are looked for as both (`ACTIONS`).
"""
from __future__ import annotations

import re
from typing import Iterable

from whoosh.analysis import Filter, RegexTokenizer, StopFilter

from ..analysis import TOKENS, StoreBound


# Words of spaCy's stop list that say what happened at the table, kept as words: "מחוץ לתור"
# (out of turn), before and after, instead of, in the middle, again, face up or down.
TABLE_WORDS = frozenset({
    "אחרי", "באמצע", "במקום", "לפני", "למטה", "למעלה", "מחוץ", "שוב",
})

PREFIX_LETTERS = "ובלהמשכ"
SUFFIXES = ("ים", "ות", "יו", "יה", "ו", "ה", "י")  # plural, and his/her/my
# The verbs of the Laws' actions (past tense, masculine and feminine, and the infinitive where a
# director would use it) → the noun the Laws use.
ACTIONS = {
    "הוביל": "הובלה", "הובילה": "הובלה", "הובילו": "הובלה",
    "שיחק": "משחק", "שיחקה": "משחק",
    "שירת": "לשרת", "שירתה": "לשרת",
    "תבע": "תביעה", "תבעה": "תביעה",
    "ויתר": "ויתור", "ויתרה": "ויתור",
    "חשף": "חשיפה", "חשפה": "חשיפה",
    "הכריז": "הכרזה", "הכריזה": "הכרזה",
    "קרא": "קריאה", "קראה": "קריאה",
    "שינה": "שינוי", "שינתה": "שינוי", "לשנות": "שינוי",
    "החליף": "החלפה", "החליפה": "החלפה", "להחליף": "החלפה",
    "הסביר": "הסבר", "הסבירה": "הסבר",
    "ערער": "ערעור", "ערערה": "ערעור",
}
MAX_PREFIX = 3  # "ושב", "וכש"
MIN_REST = 2
_NIQQUD = re.compile("[\u0591-\u05bd\u05bf\u05c1\u05c2\u05c4\u05c5\u05c7]")


def strip_niqqud(text: str) -> str:
    return _NIQQUD.sub("", text)


# How a typed word is looked up among the corpus's words (`lang/analysis.lookup_rules`): its
# case as it is (the analysis keeps it), its points dropped; an unknown word without the prefix
# letters glued before it.
LOOKUP = {"case": False, "points": _NIQQUD.pattern,
          "prefixes": {"letters": PREFIX_LETTERS, "max": MAX_PREFIX, "min_rest": MIN_REST}}


class NiqqudFilter(Filter):
    def __call__(self, tokens: Iterable) -> Iterable:
        for t in tokens:
            t.text = strip_niqqud(t.text)
            yield t


def unprefixed(word: str, known) -> list[str]:
    """The word without each run of prefix letters that leaves a known word, shortest last."""
    out = []
    for n in range(1, MAX_PREFIX + 1):
        if len(word) - n < MIN_REST or word[n - 1] not in PREFIX_LETTERS:
            break
        rest = word[n:]
        if known(rest):
            out.append(rest)
    return out


def variants(word: str, known) -> list[str]:
    """What else a word is looked for as: without its prefixes, without its ending, and the
    noun of an action told as a verb; each a known word."""
    out: list[str] = []
    for form in [word] + unprefixed(word, known):
        if form != word:
            out.append(form)
        for suffix in SUFFIXES:
            if form.endswith(suffix) and len(form) - len(suffix) >= MIN_REST:
                stem = form[:-len(suffix)]
                if known(stem) and stem not in out and stem != word:
                    out.append(stem)
                break
        noun = ACTIONS.get(form)
        if noun and noun not in out:
            out.append(noun)
    return out


class PrefixFilter(StoreBound):
    """Each word, then the same word without its prefix letters where that is a known word."""

    def __call__(self, tokens: Iterable) -> Iterable:
        store = self.lemma_store()
        for t in tokens:
            word = t.text
            t.variant = False
            yield t
            for rest in variants(word, lambda w: store.known("he", w)):
                t.text = rest
                t.variant = True  # the same word (see `search.analysis.PairFilter`)
                yield t
            t.text = word
            t.variant = False


def lemma_filter() -> Filter:
    return PrefixFilter()


def analyzer(stop_words: frozenset[str], lemmas: Filter):
    return (RegexTokenizer(TOKENS) | NiqqudFilter() | StopFilter(stoplist=stop_words, minsize=1)
            | lemmas)
