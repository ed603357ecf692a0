"""Ligatures lost by PDF text extraction, and the hyphens lost with them: "Insu cient", "O ender",
"Shu e" are "Insufficient", "Offender", "Shuffle" whose ﬃ, ﬀ, ﬄ glyph came out as a space, as
nothing ("Insucient"), or as a stray character ("o‘ender", "o?ender", "o\ufffdender",
"o(cid:31)ender"), a word's first one too ("?nal", "\ufffdnal", "ow" for "flow", mended where
the rest is no word, or the edition writes the whole `FAR_RARER` times as often as the word left
standing); "ﬁnal" keeps its ligature character, expanded to "final"; "nonoffending" and
"EastWest" lost the hyphen of "non-offending" and "East-West"; "T he", "S pectators", "I f", "t o"
are words the PDF reader split after their first letter (a drop capital, letter spacing, kerning).

A repair is made only where the repaired word is clearly likelier than what was extracted:
spaCy's English word probabilities (`spacy-lookups-data`, 650,000 words) decide, a repaired
word must be an English word (in WordNet's lemmas as spaCy's lemmatizer reads them, or common),
and the words of the corpus's English glossary (the law titles and defined terms) count as
certain. The possible repairs of a line are weighed together (a dynamic programme over its
words), so that "nono ending" is one word and "the sta." ends with "staff". A line none of whose
words or runs of words could be repaired (most lines of prose) is found so first, from what is
known of each word and run, and left as it stands without being weighed (`Repairer._inert`).

A letter split from the rest of its word is joined where the two are not both words and the
whole is a word ("T he", "I f", "t o"; never "I feel", "A deal"); where the rest is a word of its
own ("T he"), only where the whole is far likelier, or a capital opens a sentence (a drop capital),
never where the letter may be a letter of its own ("Plan B is", "a b c"). A lone letter that is
no word is a split word's first letter, so the word after it never gains a ligature on its own
("t o" was once "t off", "P ower" "P flower"). Given the edition's own words (`edition_words`),
a repair makes a word the edition uses elsewhere, or a dictionary word (no other word of the
list); a hyphen is restored where the edition writes the hyphenated form (or it is one of the
Laws' own hyphenated terms, `HYPHENATED`), never where it writes the solid form more often
("Redeal" stays, "higherranking" is "higher-ranking"). Two words right as they stand are joined
over a lost ligature only on strong evidence ("back red" is no "backfired"), not on the
edition's words alone: an edition whose ligatures are all lost never writes "difficult" whole.

Never touched: citations ("12C1(b)", "E1", "B2", "(a)", "Law 12") and the words next to them
(but a capitalised word after one, an index's next term run on: "40B2(c) Sta, 43A2" is "Staff"),
possessives and contractions ("offender’s", "declarer's"), words of mixed case, words inside
code-like punctuation ("t_nd", "y[ank]"), a join across a sentence end or onto a capitalised
word, a lone capital letter (but as a split word's first letter). Every repair is reported, with
its kind (`what`) and the column where it starts in the line as repaired so far: the repairs of
a line, applied in order at their columns, turn the extracted line into the repaired one.
"""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from itertools import product

LIGATURES = ("ffi", "ffl", "ff", "fi", "fl")
# The Unicode ligature characters (Alphabetic Presentation Forms) and their letters.
LIGATURE_CHARACTERS = {"\ufb00": "ff", "\ufb01": "fi", "\ufb02": "fl", "\ufb03": "ffi",
                       "\ufb04": "ffl", "\ufb05": "st", "\ufb06": "st"}

# The kinds of repair (`LigatureRepair.what`); a repair of two kinds names both, joined by ", ".
EXPANDED = "ligature character expanded"
LOST = "ligature lost by PDF extraction"
HYPHEN = "hyphen restored"
SPLIT = "letters split by the PDF reader joined"
KINDS = (EXPANDED, LOST, HYPHEN, SPLIT)

# Words of bridge with a ligature that a general word list has as rare, taken as known.
BRIDGE_WORDS = frozenset({
    "ruff", "ruffs", "ruffed", "ruffing", "overruff", "overruffs", "overruffed", "overruffing",
    "finesse", "finesses", "finessed", "finessing", "bluff", "bluffs", "bluffed", "bluffing",
})

PASSES = 3  # readings of a line at most, each of what the one before repaired (`line`)
UNKNOWN = -25.0  # the log probability of a word the list does not have
MARGIN = 2.0  # how much likelier the repaired word must be (natural log)
MARGIN_END = 4.0  # … than a word the list has, with "ff" added at its end ("sta" → "staff")
MARGIN_INSIDE = 5.0  # … than a word the list has, with a ligature put in it ("ace" ≠ "face")
# a word of its own lost its first ligature only where the edition writes the whole this many
# times as often as the word ("ow" and "flow"; an edition that lost them all never says)
FAR_RARER = 10
AMBIGUOUS = 1.0  # two repairs of the same words this close: neither is made
FLOOR = -18.0  # a repaired word must be at least this likely (the list's rare half is noise)
COMMON_WORD = -12.0  # a word this likely is a word, whatever the dictionary says ("off")
KNOWN = -8.0  # the log probability a known word has at least (a word taken as certain)
COMMON = -15.5  # a joined spelling this likely is a word of its own: its hyphen is not restored
STRAY = 20.0  # the cost of a stray character kept in a word ("o?ender")
SINGLE_LETTER = -9.0  # a lone letter is repaired only into a word this likely ("o" → "off")
PROTECTED = -14.0  # an English word this likely is never repaired on its own
FRAGMENT = -13.0  # a piece this unlikely may be a fragment of a word
HEADS = "aeoAEO"  # the lone letters that begin a word split at its ligature (a ect, e ect, o ender)
TAILS = "ctexy"  # … and those that end one (speci c, pro t, shu e, su x, flu y)

_LETTER = r"[^\W\d_]"
_TOKEN = re.compile(rf"""
    (?P<cid>\(cid:\d+\))
  | (?P<cite>(?<!{_LETTER})(?:Laws?|LAWS?)[ \u00a0]+\d[\w()]*
           | \((?:[A-Za-z]|[ivxlIVXL]{{1,5}})\)
           | (?<![^\W_])\d[\w()]*
           | (?<!{_LETTER})[A-Z][ ]?\d[\w()]*)
  | (?P<word>{_LETTER}+)
  | (?P<clitic>['’](?:s|t|d|ll|re|ve|m|S|T|D|LL|RE|VE|M)(?!{_LETTER}))
  | (?P<space>[ ]+)
  | (?P<other>.)
""", re.VERBOSE | re.DOTALL)
_VOWEL = re.compile(r"[aeiouy]")
_PRIVATE = re.compile(r"[\ue000-\uf8ff\ufffd]")
_GLUED_CAPITALS = re.compile(r"[A-Z][a-z]+(?:[A-Z][a-z]+)+")
_HYPHENATED = re.compile(rf"{_LETTER}+(?:-{_LETTER}+)+")
_WORD_OR_FORM = re.compile(rf"{_LETTER}+(?:-{_LETTER}+)*")
# What may stand before and after a word of prose (a word in code, "t_nd", "y[ank]", is left).
_OPENS = frozenset(" \t(“‘\"–—-") | {""}
_CLOSES = frozenset(" \t.,;:!?)”’'\"–—-0123456789") | {""}
_ASTRAY = "‘?'’"  # the signs that may stand where a ligature was (`Repairer._pieces`'s stray)
_SPACE, _SPACES = ("space",), ("space", "space")  # the links of two words, of three


@dataclass
class LigatureRepair:
    line: int
    before: str
    after: str
    what: str = LOST  # one of KINDS, or two of them joined by ", "
    column: int = 0  # where `before` starts in the line, the repairs listed before it made


def _probabilities_path():
    from pathlib import Path

    import spacy_lookups_data

    return Path(spacy_lookups_data.__file__).parent / "data" / "en_lexeme_prob.json.gz"


@lru_cache(maxsize=1)
def english_probabilities() -> dict[str, float]:
    """spaCy's English word probabilities (natural log), of the words of letters alone."""
    import gzip
    import json

    from ..tables import kept

    path = _probabilities_path()
    return kept("en-probabilities", path, lambda: {
        w: float(p) for w, p in json.loads(gzip.decompress(path.read_bytes())).items()
        if w.isalpha()})


@lru_cache(maxsize=1)
def _lemmas() -> tuple[dict[str, frozenset], dict[str, dict], dict[str, list]]:
    """spaCy's English lemmatizer tables: WordNet's lemmas by part of speech, the irregular
    forms and the suffix rules."""
    import gzip
    import json
    from pathlib import Path

    import spacy_lookups_data

    data = Path(spacy_lookups_data.__file__).parent / "data"

    def table(name: str):
        return json.loads(gzip.decompress((data / f"en_lemma_{name}.json.gz").read_bytes()))

    index = {pos: frozenset(words) for pos, words in table("index").items()}
    return index, table("exc"), table("rules")


@lru_cache(maxsize=200_000)
def is_english_word(word: str) -> bool:
    """Whether a lower-case word is an English word: a WordNet lemma, or a form spaCy's rule
    lemmatizer takes back to one ("shuffled", "offenders", "notified")."""
    index, exceptions, rules = _lemmas()
    for pos, lemmas in index.items():
        if word in lemmas:
            return True
        if any(lemma in lemmas for lemma in exceptions.get(pos, {}).get(word, ())):
            return True
        for old, new in rules.get(pos, ()):
            if old and word.endswith(old) and word[:-len(old)] + new in lemmas:
                return True
    return False


def hyphenated_words(lines) -> set[str]:
    """The hyphenated words inside the lines of an edition ("non-offending"), for `Repairer`'s
    `hyphenated`; a hyphen ending a line (a word broken there) makes none."""
    found: set[str] = set()
    for line in lines:
        line = line.rstrip()
        for m in _HYPHENATED.finditer(line):
            if not line.endswith("-") or m.end() < len(line) - 1:
                found.add(m.group())
    return found


def edition_words(lines) -> Counter:
    """The edition's own words, for `Repairer`'s `edition_words`: each lower-cased whole word
    (its ligature characters expanded) and each hyphenated form ("higher-ranking", with its parts
    counted as words too), with how often the text has it. A hyphen ending a line (a word broken
    there) makes no hyphenated form."""
    found: Counter = Counter()
    for line in lines:
        line = _letters(line.replace("\u00ad", "")).rstrip()
        for m in _WORD_OR_FORM.finditer(line):
            form = m.group().lower()
            if "-" in form:
                if not (line.endswith("-") and m.end() >= len(line) - 1):
                    found[form] += 1
                found.update(part for part in form.split("-") if part)
            else:
                found[form] += 1
    return found


def _removals(words) -> dict[str, list[tuple[str, int, str]]]:
    """Each word with one of its ligatures taken out → [(the word, where, the ligature)], the
    same from run to run (the words in their order, not a set's)."""
    index: dict[str, list[tuple[str, int, str]]] = {}
    for w in sorted(words):
        if "f" not in w:
            continue
        for lig in LIGATURES:
            at = w.find(lig)
            while at != -1:
                index.setdefault(w[:at] + w[at + len(lig):], []).append((w, at, lig))
                at = w.find(lig, at + 1)
    return index


_INDEXES: dict[int, tuple[dict, dict, float]] = {}


def _index(prob: dict[str, float]) -> tuple[dict, float]:
    """The removal index of a probability list's words likely enough to be repairs, and the
    probability of the likeliest word with a ligature (kept while the list is in use; that of
    spaCy's list kept in the cache folder too, as the list is: a quarter of a second)."""
    got = _INDEXES.get(id(prob))
    if got is not None and got[0] is prob:
        return got[1], got[2]

    def make() -> dict:
        words = {w.lower() for w, p in prob.items() if p >= FLOOR and "f" in w}
        top = max((prob[w] for w in prob if prob[w] >= FLOOR and "f" in w
                   and any(lig in w.lower() for lig in LIGATURES)), default=UNKNOWN)
        return {"removals": _removals(words), "top": top}

    if english_probabilities.cache_info().currsize and prob is english_probabilities():
        from ..tables import kept

        # (named for what it is made with: another floor or list of ligatures, another table)
        table = kept(f"en-ligature-removals-{FLOOR:g}-{'-'.join(LIGATURES)}",
                     _probabilities_path(), make)
    else:
        table = make()
    if len(_INDEXES) > 4:
        _INDEXES.clear()
    _INDEXES[id(prob)] = (prob, table["removals"], table["top"])
    return table["removals"], table["top"]


def _case(s: str) -> str:
    if s.islower():
        return "lower"
    if s.isupper():
        return "upper"
    if s[0].isupper() and s[1:].islower():
        return "title"
    return "mixed"


def _joinable(pieces: tuple[str, ...]) -> bool:
    """Pieces that may be one word: lower-case after the first (which may be capitalised), or
    all in capitals; never a capital inside a lower-case word. A lone letter only where a word
    split at its ligature has one (a ect, O ender, su x)."""
    if len(pieces[0]) == 1 and pieces[0] not in HEADS:
        return False
    if any(len(p) == 1 and p.lower() not in TAILS for p in pieces[1:]):
        return False
    cases = [_case(p) for p in pieces]
    if all(c == "upper" for c in cases):
        return sum(len(p) for p in pieces) > 2
    if any(c != "lower" for c in cases[1:]):
        return False
    return cases[0] in ("lower", "title") or len(pieces[0]) == 1


def _lone_letter(s: str) -> bool:
    """Whether a piece is a single letter that is no word on its own (all but "a" and "I")."""
    return len(s) == 1 and s.lower() not in "ai"


_EXPAND = str.maketrans(LIGATURE_CHARACTERS)


def _letters(s: str) -> str:
    return s.translate(_EXPAND)


class _Piece:
    """A word of the line as extracted (`text`: its ligature characters expanded)."""

    __slots__ = ("start", "end", "orig", "text", "frozen", "opens_list", "cited_before", "before",
                 "after", "link", "opens", "closes", "hyphen_before", "hyphen_after", "alone",
                 "initial", "after_letter")

    def __init__(self, start: int, end: int, orig: str):
        self.start, self.end, self.orig, self.text = start, end, orig, orig.translate(_EXPAND)
        self.frozen = False  # next to a citation: never changed but for its ligature characters
        self.cited_before = False  # … a citation before it (not only after: "L aw 52B")
        self.opens_list = False  # … but a term after a citation may be joined to what follows
        self.before: int | None = None  # where a stray character just before the word starts
        self.after: int | None = None  # … and one just after it
        self.link: str | None = None  # what joins it to the next word: space, stray, weak
        self.opens = self.closes = True  # prose around it (no code-like punctuation)
        self.hyphen_before = self.hyphen_after = False
        self.alone = False  # between spaces after a lower-case word (where "o" may be "off")
        self.initial = False  # the first word of the line or of a sentence
        self.after_letter = False  # a space away from a lone letter that is no word ("t o")


class Repairer:
    """Repairs lines; `known` are words taken as certain (the corpus's English terms),
    `hyphenated` hyphenated words seen elsewhere in the edition (they and `HYPHENATED` are the
    words whose lost hyphen is restored), `edition_words` the edition's own words and hyphenated
    forms with their counts (`edition_words()`): given, the repairs are held to them (the
    module's docstring), and no hyphen is restored where the edition writes the word solid more
    often than hyphenated."""

    def __init__(self, known: set[str] | None = None,
                 probabilities: dict[str, float] | None = None,
                 hyphenated: set[str] | None = None,
                 edition_words: Counter | None = None):
        from ..lang.en.layout import HYPHENATED

        self.known = {w.lower() for w in (known or set())} | BRIDGE_WORDS
        self.prob = probabilities if probabilities is not None else english_probabilities()
        self.edition: Counter | None = None
        if edition_words is not None:
            self.edition = Counter({w.lower(): n for w, n in edition_words.items() if n > 0})
        # the Laws' own hyphenated terms, and the edition's forms
        forms = (*HYPHENATED, *(hyphenated or ()), *(f for f in self.edition or () if "-" in f))
        self.hyphens = {f.replace("-", "").lower(): f.lower()
                        for f in forms if _HYPHENATED.fullmatch(f)}
        self.repairs: list[LigatureRepair] = []
        self._removed, top = _index(self.prob)
        extra = {w for w in self.known | set(self.hyphens) if any(g in w for g in LIGATURES)}
        if self.edition is not None:  # the edition's own words with a ligature are repairs too
            extra |= {w for w in self.edition if w.isalpha() and len(w) > 2
                      and any(g in w for g in LIGATURES)}
        self._extra = _removals(extra)
        self._top = max(top, KNOWN) if extra else top
        self._p: dict[str, float] = {}
        self._c: dict[tuple[str, bool], float | None] = {}
        self._options: dict[tuple, tuple | None] = {}
        self._solo: dict[str, bool] = {}  # `_solo_inert` of each word met
        self._runs: dict[tuple[str, ...], bool] = {}  # `_run_inert` of each run met

    # -- word probabilities ---------------------------------------------------------------

    def p(self, word: str) -> float:
        """The log probability of a word as extracted."""
        got = self._p.get(word)  # (kept under the word as written and in lower case)
        if got is None:
            w = word.lower()
            got = self._p.get(w)
            if got is None:
                if len(w) == 1 and w not in ("a", "i"):
                    got = UNKNOWN  # a lone letter is a fragment, not a word
                else:
                    got = self.prob.get(w, UNKNOWN)
                    if w in self.known:
                        got = max(got, KNOWN)
                self._p[w] = got
            self._p[word] = got
        return got

    def candidate(self, word: str, evidence: bool = False) -> float | None:
        """The log probability of a word as a repair, None where it is no word to repair to:
        a known word, a word of the list that is English (or common); with `evidence` (a stray
        character where the ligature was) any word of the list, or, given the edition's words,
        only the edition's own word."""
        w = word.lower()
        key = (w, evidence)
        if key in self._c:
            return self._c[key]
        if w in self.known or w in self.hyphens:
            got = max(self.prob.get(w, UNKNOWN), KNOWN)
        elif not _VOWEL.search(w):
            got = None  # "ffff" is in the list, but no word
        elif self.edition is not None:
            # the edition's own word, or a word of the dictionary: no other word of the list
            got = self.dictionary(w)
            if got is None and self.edition.get(w):
                got = max(self.prob.get(w, UNKNOWN), FLOOR)
        else:
            got = self.prob.get(w)
            if got is not None and (got < FLOOR or not evidence and got < COMMON_WORD
                                    and not is_english_word(w)):
                got = None
        self._c[key] = got
        return got

    def dictionary(self, word: str) -> float | None:
        """The log probability of a dictionary word (a known word, a common word of the list, or
        an English one not too rare), None for any other."""
        w = word.lower()
        got = self.prob.get(w)
        if w in self.known:
            return max(got if got is not None else UNKNOWN, KNOWN)
        if got is None or got < FLOOR or got < COMMON_WORD and not is_english_word(w):
            return None
        return got

    def is_word(self, word: str) -> bool:
        """Whether a word is one the edition uses or the dictionary has (what a repair makes)."""
        w = word.lower()
        if self.edition is not None and self.edition.get(w):
            return True
        return all(self.dictionary(part) is not None for part in w.split("-") if part)

    def _removed_from(self, form: str) -> list[tuple[str, int, str]]:
        form = form.lower()
        return self._removed.get(form, []) + self._extra.get(form, [])

    # -- the line -------------------------------------------------------------------------

    def line(self, text: str, number: int) -> str:
        """The line repaired (each repair recorded with the line number): read again while a
        reading changes it (at most `PASSES` times), since one repair can make the next one
        likely ("ender o sta" → "ender o staff" → "ender off staff"), so that a repaired line
        is one a further reading leaves as it is."""
        for _ in range(PASSES):
            repaired = self._once(text, number)
            if repaired == text:
                break
            text = repaired
        return text

    def _once(self, text: str, number: int) -> str:
        """The line read once, its repairs recorded."""
        tokens = [(m.lastgroup, m.start(), m.end()) for m in _TOKEN.finditer(text)]
        if not any(kind == "word" for kind, _, _ in tokens) or self._inert(text, tokens):
            return text
        pieces = self._pieces(text, tokens)
        out: list[str] = []
        at = written = 0  # where the text not yet read starts; how long what is written is
        for first, size, word, stray_before, stray_after, what in self._best(pieces):
            last = pieces[first + size - 1]
            start = pieces[first].before if stray_before else pieces[first].start
            end = _TOKEN.match(text, last.after).end() if stray_after else last.end
            out.append(text[at:start])
            written += start - at
            before = text[start:end]
            kinds = []
            if word is None:  # kept, its ligature characters expanded
                word = pieces[first].text
            else:
                kinds.append(what)
            if _letters(before) != before:
                kinds.insert(0, EXPANDED)
            hyphenated = self._hyphenate(word)
            if hyphenated is not None:
                word = hyphenated
                kinds.append(HYPHEN)
            if word != before:
                self.repairs.append(LigatureRepair(number, before, word, ", ".join(kinds),
                                                   written))
            out.append(word)
            written += len(word)
            at = end
        out.append(text[at:])
        return "".join(out)

    def _inert(self, text: str, tokens: list[tuple[str, int, int]]) -> bool:
        """Whether no reading can change the line, found without weighing it (most lines of
        prose): no character that may stand for a ligature, none of its words a repair or a
        hyphen of its own whatever stands around it, no lone letter, and no words a space apart
        that would be joined. Every choice `_choices` could offer is looked up (a superset: it
        offers fewer where a citation or punctuation stands near), so a line found inert reads
        as it stands."""
        words: list[str | None] = []  # each word, None where a gap or a sign parts it from the last
        for kind, start, end in tokens:
            if kind == "word":
                words.append(text[start:end])
            elif kind == "space":
                if end - start > 2 and words and words[-1] is not None:
                    words.append(None)
            elif kind in ("cite", "clitic") or kind == "other" and text[start] not in _ASTRAY \
                    and not _PRIVATE.match(text[start]):
                if words and words[-1] is not None:
                    words.append(None)
            else:
                return False
        solo, runs = self._solo, self._runs
        for k, word in enumerate(words):
            if word is None:
                continue
            ok = solo.get(word)
            if ok is None:
                ok = solo[word] = self._solo_inert(word)
            if not ok:
                return False
            after = words[k + 1] if k + 1 < len(words) else None
            if after is None:
                continue
            if len(word) == 1 and (len(after) < 2 or not self._whole(after)):
                return False  # ("a nd": the letter and the rest may be one word)
            third = words[k + 2] if k + 2 < len(words) else None
            run = (word, after) if third is None else (word, after, third)
            ok = runs.get(run)
            if ok is None:
                ok = runs[run] = self._run_inert(run)
            if not ok:
                return False
        return True

    def _run_inert(self, run: tuple[str, ...]) -> bool:
        """Whether words a space apart are joined neither two nor three, as `_choices` weighs
        them (a run likelier than any word could be is never joined)."""
        kept = self.p(run[0]) + self.p(run[1])
        if kept + MARGIN < self._top and self._join(run[:2], _SPACE) is not None:
            return False
        return len(run) == 2 or kept + self.p(run[2]) + MARGIN >= self._top \
            or not self._worth_three(run, _SPACES) or self._join(run, _SPACES) is None

    def _solo_inert(self, word: str) -> bool:
        """Whether a word of the line, a space or a sign from the next, is left as it stands
        whatever stands around it: no ligature character or lone letter that is no word, no
        repair of it alone at a line's or a sentence's start or inside one, no hyphen."""
        if _letters(word) != word or _lone_letter(word) or self._hyphenate(word) is not None:
            return False
        return all(self._single(word, False, False, alone, initial, False) is None
                   for alone in (False, True) for initial in (False, True))

    def _pieces(self, text: str, tokens: list[tuple[str, int, int]]) -> list[_Piece]:
        n = len(tokens)
        # each token's kind, first character, and what it is as a stray character, read once
        # (two None on each side: what lies beyond the line)
        kinds = [None, None, *(t[0] for t in tokens), None, None]
        firsts = ["", "", *(text[t[1]] for t in tokens), "", ""]
        private = [k == "cid" or k == "other" and _PRIVATE.match(c) is not None
                   for k, c in zip(kinds, firsts)]

        def starts_word(i: int) -> bool:
            """Whether a word may begin after the token at i (the line's start, a space, an
            opening bracket or quote); i counted in `kinds`."""
            k = kinds[i]
            return k is None or k == "space" or k == "other" and firsts[i] in _OPENS

        def stray(i: int) -> str | None:
            """"strong", "weak" or None: the token at i (in `kinds`) as what a ligature may
            have become."""
            if private[i]:
                return "strong"
            if kinds[i] != "other":
                return None
            c = firsts[i]
            if c == "‘" and kinds[i - 1] == "word":
                return "strong"
            if c == "?" and kinds[i + 1] == "word" and firsts[i + 1].islower() and (
                    kinds[i - 1] == "word" or starts_word(i - 1)):
                return "strong"  # inside a word, or where a word's first ligature was ("?nal")
            if c in "'’" and kinds[i - 1] == "word" and kinds[i + 1] == "word":
                return "weak"
            return None

        strays = [None, None, *(stray(i) for i in range(2, n + 2)), None, None]
        plain = [k is None or k == "space" or k == "other" and strays[i] is None
                 and not private[i] and firsts[i] not in "‘'’" for i, k in enumerate(kinds)]

        pieces = []
        for t in range(n):
            if tokens[t][0] != "word":
                continue
            _, start, end = tokens[t]
            x = t + 2  # the word's place in `kinds`
            piece = _Piece(start, end, text[start:end])
            pieces.append(piece)
            for step in (-1, 1):  # next to a citation, or a space away: never joined
                i = x + step
                if kinds[i] == "space":
                    i += step
                if kinds[i] == "cite":
                    piece.frozen = True
                    piece.cited_before = piece.cited_before or step == -1
                    # a capitalised word after a citation begins a term of a list ("35A
                    # Arti cial call"): it may still be joined with the words after it
                    piece.opens_list = step == -1 and piece.orig[:1].isupper()
                    if step == 1:
                        piece.opens_list = False
                        break
            if kinds[x + 2] == "word":
                if kinds[x + 1] == "space" and tokens[t + 1][2] - tokens[t + 1][1] <= 2:
                    piece.link = "space"
                else:
                    piece.link = {"strong": "stray", "weak": "weak"}.get(strays[x + 1])
            # a stray character at the word's end or start, with no other stray, word or
            # citation beyond it
            if kinds[x + 1] is not None and plain[x + 2] and strays[x + 1] == "strong":
                piece.after = tokens[t + 1][1]
            # ("‘" before a word opens a quotation)
            if kinds[x - 1] is not None and plain[x - 2] and strays[x - 1] == "strong" \
                    and firsts[x - 1] != "‘":
                piece.before = tokens[t - 1][1]
            # the punctuation around the word (past a stray character next to it)
            b = x - 2 if piece.before is not None else x - 1
            a = x + 2 if piece.after is not None else x + 1
            opening = firsts[b] if kinds[b] != "cid" else ""
            closing = firsts[a] if kinds[a] != "cid" else ""
            piece.opens = opening in _OPENS or _PRIVATE.match(opening) is not None \
                or kinds[b] in ("cid", "clitic")
            piece.closes = closing in _CLOSES or _PRIVATE.match(closing) is not None \
                or kinds[a] in ("cid", "clitic")
            piece.hyphen_before, piece.hyphen_after = opening == "-", closing == "-"
            previous = _letters(text[tokens[b - 3][1]:tokens[b - 3][2]]) \
                if kinds[b] == "space" and kinds[b - 1] == "word" else ""
            # a lone letter that is no word before it ("t o", "P ower") is the word's first
            # letter split off by the reader: never a word of its own that lost its ligature
            piece.after_letter = _lone_letter(previous)
            piece.alone = kinds[b] == "space" and closing in ("", " ", ".", ",", ";", ":") and (
                previous.islower() and not piece.after_letter
                or b >= 4 and kinds[b - 2] == "word" and strays[b - 1] == "strong")
            # the first word of the line or of a sentence: what comes before it, spaces aside
            # (the line's start where nothing does)
            at = tokens[b - 2][2] if b >= 2 else 0
            j = at
            while j and text[j - 1].isspace():
                j -= 1
            piece.initial = not j or text[j - 1] in ".:!?–—" and j != at
        return pieces

    # -- choosing the repairs -------------------------------------------------------------

    def _best(self, pieces: list[_Piece]) -> list[tuple]:
        """The likeliest reading of the line: (first piece, pieces, repaired word or None,
        stray before consumed, stray after consumed, the kind of repair) in order."""
        n = len(pieces)
        best = [float("-inf")] * (n + 1)
        back: list[tuple | None] = [None] * (n + 1)
        best[0] = 0.0
        for i in range(n):
            base = best[i]
            if i and pieces[i - 1].link == "stray":
                base -= STRAY  # the stray character between the words was kept
            for size, score, word, sb, sa, what in self._choices(pieces, i):
                total = base + score
                if total > best[i + size]:
                    best[i + size], back[i + size] = total, (i, size, word, sb, sa, what)
        chosen = []
        j = n
        while j:
            step = back[j]
            chosen.append(step)
            j = step[0]
        return chosen[::-1]

    def _choices(self, pieces: list[_Piece], i: int) -> list[tuple]:
        """(pieces used, score, repaired word or None, stray before, stray after, kind) from
        piece i, the piece kept as it stands first."""
        piece = pieces[i]
        text = piece.text
        before = STRAY if piece.before is not None else 0.0
        after = STRAY if piece.after is not None else 0.0
        kept = self.p(text)
        out = [(1, kept - before - after, None, False, False, None)]
        if piece.frozen and not piece.opens_list:
            return out
        n = len(pieces)
        # a lone letter before a piece that is no word ("o nal") is not made a word of its own
        # ("off"): the piece after it would then take a ligature on a second reading ("final")
        # that this one denies it, and a second pass would change the line again
        if piece.opens and piece.closes and (not piece.frozen or piece.opens_list) \
                and not (piece.hyphen_before and piece.hyphen_after) \
                and not self._starts_next(pieces, i) \
                and not (_lone_letter(text) and i + 1 < n and pieces[i + 1].after_letter
                         and not self._whole(pieces[i + 1].text)
                         and not self._starts_next(pieces, i + 1)):  # ("o b ut": "but")
            single = self._single(text, piece.before is not None, piece.after is not None,
                                  piece.alone and not self._before_letter(pieces, i),
                                  piece.initial, piece.after_letter)
            if single is not None:
                out.append((1, *single, LOST))
        if not piece.opens:
            return out
        if i + 1 < n and len(text) == 1:
            split = self._split_letter(pieces, i)
            if split is not None:
                out.append((2, split[1], split[0], False, False, SPLIT))
        # the piece joined with the next, then with the next two; the run's score as it grows
        last, strayed = piece, False
        links: tuple = ()
        texts: tuple = (text,)
        for j in (i + 1, i + 2):
            if j >= n or last.link is None or pieces[j].frozen:
                break
            strayed = strayed or last.link == "stray"
            links += (last.link,)
            last = pieces[j]
            texts += (last.text,)
            kept += self.p(last.text)
            if not last.closes or piece.hyphen_before and last.hyphen_after:
                continue
            if kept + MARGIN >= self._top and not strayed:
                continue  # nothing could be likelier
            if len(texts) == 3 and not self._worth_three(texts, links):
                continue
            joined = self._join(texts, links)
            if joined is not None:
                word, score = joined
                cost = before + (STRAY if last.after is not None else 0.0)
                out.append((len(texts), score - cost, word, False, False, LOST))
        return out

    def _split_letter(self, pieces: list[_Piece], i: int) -> tuple[str, float] | None:
        """The word piece i, a letter, and the rest of it after it make ("T he", "S pectators",
        "I f", "t o"), and its score; None where they make no word or may be right as they
        stand (`_letter_of_its_own`)."""
        letter, rest = pieces[i], pieces[i + 1]
        a, b = letter.text, rest.text
        # the rest may stand before a citation: joining it to its letter leaves the citation
        # as it is ("L aw 52B")
        if len(a) != 1 or letter.link != "space" or letter.frozen or rest.cited_before \
                or not rest.closes \
                or letter.hyphen_before or letter.before is not None or rest.after is not None:
            return None
        if not (b.islower() or a.isupper() and b.isupper() and len(b) > 1):
            return None  # the rest of a word is in its case ("T he", "T HE"; never "B Smith")
        score = self._split_score(a + b)
        if score is None or self._letter_of_its_own(pieces, i, score):
            return None
        return a + b, score - MARGIN

    def _letter_of_its_own(self, pieces: list[_Piece], i: int, score: float) -> bool:
        """Whether piece i and the piece after it, which would make a word of `score`, may be
        right as they stand: two words ("I feel", "A deal"); one of a run of letters ("a b c");
        a rest that is a lone letter as likely the first of the word after it ("a s core" is no
        "as core"); a letter before a word where the whole is not far likelier ("Plan B is", "s
        in") and is no drop capital opening a sentence ("T here", "E very")."""
        letter, rest = pieces[i], pieces[i + 1]
        a, b = letter.text, rest.text
        if len(b) == 1:
            run = i > 0 and pieces[i - 1].link == "space" and len(pieces[i - 1].text) == 1
            if score < COMMON_WORD or run:
                return True  # two letters make a common word ("t o"), but not inside "a b c"
            after = pieces[i + 2] if i + 2 < len(pieces) else None
            if _lone_letter(b) and after is not None and rest.link == "space" \
                    and not after.frozen and len(after.text) > 1:
                heads = self._split_score(b + after.text)
                if heads is not None and (heads >= self.p(after.text) or heads >= score):
                    return True
        if not self._whole(b):
            return False
        if self._whole(a) or self.edition is not None and not self.edition.get((a + b).lower()):
            return True
        likelier = score >= self.p(b) + (0.0 if self.edition is not None else MARGIN)
        drop_capital = a.isupper() and letter.initial and (
            self.edition is not None or score >= self.p(b))
        return not likelier and not drop_capital

    def _starts_next(self, pieces: list[_Piece], i: int) -> bool:
        """Whether piece i is a lone letter that makes a word with the piece after it ("o mit"):
        the first letter of that word, split off, and never a word that lost its ligature."""
        piece = pieces[i]
        if not (_lone_letter(piece.text) and piece.link == "space" and i + 1 < len(pieces)):
            return False
        if _lone_letter(pieces[i + 1].text) and self._starts_next(pieces, i + 1):
            return False  # the letter after it begins a word of its own ("o b ut")
        return self._split_score(piece.text + pieces[i + 1].text) is not None

    def _before_letter(self, pieces: list[_Piece], i: int) -> bool:
        """Whether a lone letter that is no word and begins none follows piece i ("o f 20%"):
        the two are letters of one word spaced apart, not "off" and a stray letter."""
        return pieces[i].link == "space" and i + 1 < len(pieces) \
            and _lone_letter(pieces[i + 1].text) and not self._starts_next(pieces, i + 1)

    def _split_score(self, word: str) -> float | None:
        """The log probability of a word a split letter may make: a dictionary word, or the
        edition's own."""
        score = self.dictionary(word)
        if score is None and self.edition is not None and self.edition.get(word.lower()):
            score = max(self.prob.get(word.lower(), UNKNOWN), FLOOR)
        return score

    def _whole(self, text: str) -> bool:
        """Whether a piece is a word as it stands: "a" or "I" of the lone letters, a two-letter
        piece only if common (the list's rare ones, "ny", "ll", "nd", are pieces of words), a
        longer one if it is a word of its own."""
        low = text.lower()
        if len(low) == 1:
            return low in "ai"
        if len(low) == 2:
            return self.p(low) >= COMMON_WORD
        return self._own(text)

    def _worth_three(self, texts: tuple[str, ...], links: tuple[str, ...]) -> bool:
        """Three pieces are weighed as one word only where they look broken."""
        if "stray" in links or texts[1].lower() in LIGATURES:
            return True
        a, b, c = (self.p(t) <= FRAGMENT for t in texts)
        return a + b + c >= 2

    def _single(self, text: str, stray_before: bool, stray_after: bool, alone: bool,
                initial: bool, after_letter: bool = False):
        """The best repair of one word on its own: (score, word, stray before consumed, stray
        after consumed), the score less the cost of a stray character kept; or None.
        `after_letter`: a lone letter that is no word stands before it ("P ower"), the word's
        first letter split off, so no ligature begins it ("P flower")."""
        key = (text, stray_before, stray_after, alone, initial, after_letter)
        if key in self._options:
            return self._options[key]
        found = []
        case = _case(text)
        keep = self.p(text)
        upper = case == "upper"
        # a ligature lost as nothing: not in mixed case (no word of prose), short capitals
        # (abbreviations, "SCO"), nor a likely English word ("ace", "rung" are no "face",
        # "ruffing"); in a capitalised word of the list inside a sentence, only a final "ff"
        # (a heading's "Formal Sta", but a name's "Ries" is no "Rifles")
        inserted = not (case == "mixed" or upper and len(text) <= 3 or self._own(text))
        name = case == "title" and keep > UNKNOWN and not initial
        for word, at, lig in self._removed_from(text) if inserted else ():
            end = at == len(text)
            if at == 0 and (case == "title" or after_letter) or name and not (end and lig == "ff"):
                continue  # a capital letter is never a ligature's, nor a split word's start
            score = self.candidate(word)
            if score is None:
                continue
            if len(text) == 1 and (case != "lower" or not alone or score < SINGLE_LETTER):
                continue
            if keep <= UNKNOWN:
                margin = MARGIN
            elif end and lig == "ff":
                margin = MARGIN_END
            elif end:
                continue  # "fi" and "fl" end no word that lost them
            elif at == 0 and case == "lower" and self.dictionary(text) is None:
                margin = MARGIN  # a first ligature lost, the rest no word ("ow" for "flow")
            else:
                margin = MARGIN_INSIDE
            put = lig.upper() if upper else lig
            cost = (STRAY if stray_before else 0.0) + (STRAY if stray_after else 0.0)
            found.append((score - margin - cost, text[:at] + put + text[at:], False, False))
        # a word of its own, or a rare one, that lost its first ligature: on the edition's word
        if case == "lower" and not after_letter and self.dictionary(text) is not None:
            cost = (STRAY if stray_before else 0.0) + (STRAY if stray_after else 0.0)
            found += [(score - MARGIN - cost, word, False, False)
                      for word, score in self._first_ligature_lost(text)]
        # a stray character where the ligature was, at the word's end or start
        for lig in LIGATURES if case != "mixed" and (stray_before or stray_after) else ():
            put = lig.upper() if upper else lig
            if stray_after:
                score = self.candidate(text + lig, evidence=True)
                if score is not None:
                    cost = STRAY if stray_before else 0.0
                    found.append((score - MARGIN - cost, text + put, False, True))
            if stray_before and case != "title":
                score = self.candidate(lig + text, evidence=True)
                if score is not None:
                    cost = STRAY if stray_after else 0.0
                    found.append((score - MARGIN - cost, put + text, True, False))
        result = None
        if found:
            found.sort(key=lambda f: (-f[0], f[1]))
            top = found[0]
            rivals = [f for f in found[1:] if f[1].lower() != top[1].lower()]
            if not rivals or top[0] - rivals[0][0] >= AMBIGUOUS:
                result = top
        self._options[key] = result
        return result

    def _first_ligature_lost(self, text: str) -> list[tuple[str, float]]:
        """(word, score) for a word of its own that may have lost its first ligature as nothing
        ("ow" for "flow"): only where the edition writes the whole `FAR_RARER` times as often
        as the word as it stands, since a word right as it stands is otherwise left."""
        if self.edition is None or len(text) < 2:
            return []
        seen = max(self.edition.get(text.lower(), 0), 1)
        found = []
        for lig in LIGATURES:
            whole = lig + text
            score = self.candidate(whole)
            if score is not None and self.edition.get(whole.lower(), 0) >= FAR_RARER * seen:
                found.append((whole, score))
        return found

    def _join(self, texts: tuple[str, ...], links: tuple[str | None, ...]):
        """The best word the pieces make with a ligature where a gap is: (word, score) or None."""
        key = (texts, links)
        if key in self._options:
            return self._options[key]
        result = None
        if _joinable(texts):
            upper = all(_case(t) == "upper" for t in texts)
            evidence = "stray" in links
            found: dict[str, float] = {}

            def consider(word: str, score: float | None, margin: float) -> None:
                if score is not None and score - margin > found.get(word, float("-inf")):
                    found[word] = score - margin

            # words of their own joined ("back red" is no "backfired") need more evidence (an
            # edition whose ligatures are all lost never writes "difficult" whole: "di cult" is
            # weighed, not held to the edition's words)
            margin = MARGIN_INSIDE if not evidence and all(map(self._own, texts)) else MARGIN
            gaps = [("",) + LIGATURES if link == "space" else LIGATURES for link in links]
            for fill in product(*gaps):
                if all(f == "" for f in fill):
                    if not self._split_off(texts):
                        continue  # a direct join only where a ligature was split off its word
                elif any(f == "" and min(self.p(texts[k]), self.p(texts[k + 1])) > FRAGMENT
                         for k, f in enumerate(fill)):
                    continue  # nor two words joined: a wrong split is inside a fragment
                word = texts[0]
                for f, t in zip(fill, texts[1:]):
                    word += (f.upper() if upper else f) + t
                consider(word, self.candidate(word, evidence), margin)
                # and a second ligature lost as nothing ("re ghter": "firefighter")
                for whole, at, lig in self._removed_from(word):
                    if at == 0 and _case(texts[0]) != "lower":
                        continue
                    put = lig.upper() if upper else lig
                    consider(word[:at] + put + word[at:], self.candidate(whole, evidence),
                             margin + 1.0)
            if found:
                ranked = sorted(found.items(), key=lambda f: (-f[1], f[0]))
                rivals = [f for f in ranked[1:] if f[0].lower() != ranked[0][0].lower()]
                if not rivals or ranked[0][1] - rivals[0][1] >= AMBIGUOUS:
                    result = ranked[0]
        self._options[key] = result
        return result

    def _own(self, text: str) -> bool:
        """Whether a piece is a word of its own: common, or English and not rare."""
        keep = self.p(text)
        return keep >= COMMON_WORD or keep >= PROTECTED and is_english_word(text.lower())

    def _split_off(self, texts: tuple[str, ...]) -> bool:
        """Whether a piece is a ligature split off its word ("insu ffi cient", "o ffender"):
        the ligature's letters alone, or starting or ending a piece that is no word."""
        for k, t in enumerate(texts):
            low = t.lower()
            if low in LIGATURES:
                return True
            if self.p(t) <= UNKNOWN and (k and low.startswith(LIGATURES)
                                          or k < len(texts) - 1 and low.endswith(LIGATURES)):
                return True
        return False

    # -- hyphens --------------------------------------------------------------------------

    def _hyphenate(self, word: str) -> str | None:
        """The word with the hyphens it lost ("nonoffending" → "non-offending"), or None: where
        its hyphenated form is one of `hyphens` and it is no common word spelled solid, or it is
        capitalised words glued ("EastWest"); given the edition's words, only where the edition
        writes the hyphenated form at least as often as the solid one ("Redeal" stays)."""
        low = word.lower()
        form = self.hyphens.get(low)
        if form is None:
            return None
        if self.edition is not None and self.edition.get(form, 0) < self.edition.get(low, 0):
            return None
        restored = _restore(word, form)
        glued = _GLUED_CAPITALS.fullmatch(word) is not None and all(
            part[:1].isupper() for part in restored.split("-"))
        if not glued and (self.prob.get(low, UNKNOWN) >= COMMON or low in self.known):
            return None
        return restored


def _restore(word: str, form: str) -> str:
    """`word` with a hyphen wherever `form` (the same letters, lower-case) has one."""
    out, k = [], 0
    for c in form:
        if c == "-":
            out.append("-")
        else:
            out.append(word[k])
            k += 1
    return "".join(out)

