"""Reading one citation typed by a user ("Yasa 27", "§ 27B1a", "חוק 27ב1(א)", "Law 27B1(a)").

Each language module may define `LAW_WORDS` (words that introduce a law citation, lower case) and
`normalise_citation(text) -> text` (turning its own section and item letters into Latin). The
forms found inside law texts (lists, ranges, case endings) are the citation engine's job.
"""
from __future__ import annotations

import importlib
import re
from functools import lru_cache

from ..errors import CitationError
from ..ids import CanonicalId
from ..lang import LANGUAGES

_COMPACT = re.compile(
    r"^(?P<law>\d{1,2})(?P<section>[A-Z])?(?P<sub>\d{1,2})?"
    r"(?P<rest>(?:\(?[a-z]{1,4}\)?)*)$"
)
_ROMAN = re.compile(r"^(?:i|ii|iii|iv|v|vi|vii|viii|ix|x)$")


@lru_cache(maxsize=4)
def _languages(scripts: frozenset[str] = frozenset({"Latn", "Hebr"})) -> list:
    """The language modules of the languages written in `scripts` (a query in Latin letters
    needs neither the Hebrew law word nor its letters, nor the time to import them)."""
    modules = []
    for code, lang in LANGUAGES.items():
        if lang.script not in scripts:
            continue
        try:
            modules.append(importlib.import_module(f"lawsearch.lang.{code}"))
        except ImportError:
            continue
    return modules


def _scripts(text: str) -> frozenset[str]:
    return frozenset({"Latn"} | ({"Hebr"} if re.search("[\u0590-\u05ff]", text) else set()))


def _strip_law_word(text: str) -> str:
    lowered = text.lower()
    words = sorted({w for m in _languages(_scripts(text)) for w in getattr(m, "LAW_WORDS", ())},
                   key=len, reverse=True)
    for word in words + ["§§", "§"]:
        if lowered.startswith(word) and (len(text) == len(word) or not text[len(word)].isalpha()
                                         or word in ("§", "§§")):
            return text[len(word):]
    return text


def candidates(text: str) -> list[str]:
    """Canonical ids the text could mean, most likely first (no look-up in the corpus)."""
    text = text.strip().strip(".,;:")
    for m in _languages(_scripts(text)):
        fn = getattr(m, "normalise_citation", None)
        if fn:
            text = fn(text)
    text = _strip_law_word(text.strip())
    text = re.sub(r"[\s\u00a0.\-–]+", "", text)
    text = re.sub(r"^(\d+)([a-z])", lambda m: m.group(1) + m.group(2).upper(), text)  # "27 b 1"
    m = _COMPACT.match(text)
    if not m:
        return []
    base = m["law"] + (m["section"] or "") + (m["sub"] or "")
    rest = m["rest"]
    groups = re.findall(r"\(([a-z]+)\)|([a-z]+)", rest)
    letters = [a or b for a, b in groups]
    splits: list[list[str]] = []
    if not letters:
        splits = [[]]
    elif len(letters) == 2:
        splits = [letters]
    elif len(letters) == 1:
        word = letters[0]
        splits = [[word]]
        for i in range(1, len(word)):  # glued "bi" = item b, sub-item i
            if _ROMAN.match(word[i:]):
                splits.append([word[:i], word[i:]])
    out = []
    for parts in splits:
        cid = base + "".join(f"({p})" for p in parts)
        try:
            out.append(str(CanonicalId.parse(cid)))
        except ValueError:
            continue
    # a glued split ("b", "i") is likelier than a two-letter item ("bi")
    return sorted(out, key=lambda c: -c.count("("))


# A law word (or none) and one designation, nothing else: no list, range or case ending.
_SIMPLE = re.compile(r"^\D{0,12}?\s*\d{1,2}\s*[A-Za-z\u05d0-\u05ea]?\s*\d?\s*[a-z]{0,4}\s*(?:\(\w{1,4}\)\s*){0,2}$")


def _simple(text: str, ids) -> str | None:
    """The unit a plain citation names ("Yasa 27", "§ 27B1a", "27B1(a)"), read without the
    citation grammars (whose patterns take longer to compile than `show` takes to run); None
    when the text is anything else, which the grammars then read."""
    if not _SIMPLE.match(text.strip()) or any(ch in text for ch in ",;–") or " - " in text:
        return None
    options = candidates(text)
    return options[0] if options and options[0] in ids else None


def resolve_query(text: str, ids) -> list[str]:
    """The canonical ids of the units a user's citation names (one, or several for a list or
    a range: "Laws 61–64").

    The languages' citation grammars read it first ("Yasa 27'de", "§ 27B1a", "בחוק 27ב1(א)");
    what they do not recognise is read as a bare id. A citation of something that does not
    exist is an error saying what does exist.
    """
    from . import cite

    simple = _simple(text, ids)
    if simple:
        return [simple]
    found = cite(text, ids)
    rest = "".join(ch for i, ch in enumerate(text)
                   if not any(c.start <= i < c.end for c in found))
    if len(found) == 1 and not any(ch.isdigit() for ch in rest):
        c = found[0]
        if c.targets and not c.problem:
            return c.targets
        raise CitationError(c.problem or f"{text!r} names nothing in the corpus")
    options = candidates(text)
    if not options:
        raise CitationError(f"{text!r} is not a citation of a law (try e.g. 27, 27B1(a), Law 27)")
    for cid in options:
        if cid in ids:
            return [cid]
    return [options[0]]


def citation_query(text: str, ids) -> list[str] | None:
    """The units a search query names if the whole query is a citation ("Yasa 27", "§ 27B1a",
    "חוק 27", "27B1(a)"); None if it is not one. A citation of something that does not exist is
    an error saying what does exist ("no law 94; laws run 1–93")."""
    from . import cite
    from .resolve import Units

    found = cite(text, ids)
    if len(found) == 1:
        c = found[0]
        end = c.end
        while end < len(text) and not text[end].isspace():  # a case ending glued on: 'nin
            end += 1
        rest = text[:c.start] + text[end:]
    if len(found) == 1 and not any(ch.isalnum() for ch in rest):
        if c.targets and not c.problem:
            return c.targets
        raise CitationError(c.problem or f"{text!r} names nothing in the corpus")
    if found:
        return None
    options = candidates(text)
    if not options:
        return None
    for cid in options:
        if cid in ids:
            return [cid]
    raise CitationError(Units(ids).why_missing(options[0]))
