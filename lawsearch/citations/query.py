"""Reading one citation typed by a user ("Yasa 27", "§ 27B1a", "חוק 27ב1(א)", "Law 27B1(a)").

Each language module may define `LAW_WORDS` (words that introduce a law citation, lower case) and
`normalise_citation(text) -> text` (turning its own section and item letters into Latin). The
forms found inside law texts (lists, ranges, case endings) are the citation engine's job.

What a user typed is read in time linear in its length, and a message quotes a short excerpt of
it (`excerpt`), never all of it.
"""
from __future__ import annotations

import re
from functools import lru_cache

from ..errors import CitationError, LawsearchError, excerpt
from ..ids import CanonicalId
from ..lang import LANGUAGES, package

# The longest citation `show` reads: a list of a thousand units. The grammars find the citations
# of a text in time that grows faster than its length; a text this long is for `cite`.
MAX_CITATION = 10_000


def check_length(text: str) -> None:
    """Refuse a citation longer than `MAX_CITATION` characters."""
    if len(text) > MAX_CITATION:
        raise LawsearchError(f"the citation {excerpt(text, 30)} is longer than {MAX_CITATION:,} "
                             "characters, the most `show` reads (`cite` finds the citations in "
                             "a text)")

# The letters after a designation are read possessively (`*+`): with backtracking, a run of n
# letters that is not one ("27 the insufficient bid was…,") can be split in 4^(n/2) ways.
_COMPACT = re.compile(
    r"^(?P<law>\d{1,2})(?P<section>[A-Z])?(?P<sub>\d{1,2})?"
    r"(?P<rest>(?:\(?[a-z]{1,4}\)?)*+)$"
)
_ROMAN = re.compile(r"^(?:i|ii|iii|iv|v|vi|vii|viii|ix|x)$")


@lru_cache(maxsize=4)
def _languages(scripts: frozenset[str] = frozenset({"Latn", "Hebr"})) -> list:
    """The language modules of the languages written in `scripts` (a query in Latin letters
    needs neither the Hebrew law word nor its letters, nor the time to import them)."""
    return [package(code) for code, lang in LANGUAGES.items() if lang.script in scripts]


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
    a range: "Laws 61–64", "Yasa 27 ve Yasa 28").

    The languages' citation grammars read it first ("Yasa 27'de", "§ 27B1a", "בחוק 27ב1(א)");
    what they do not recognise is read as a bare id. A citation of something that does not
    exist, or a range that runs backwards, is an error saying what does exist.
    """
    from . import cite

    check_length(text)
    simple = _simple(text, ids)
    if simple:
        return [simple]
    found = cite(text, ids, typed=True)
    if found and not any(ch.isdigit() for ch in _outside(text, found)):
        return _targets(found)
    options = candidates(text)
    if not options:
        why = _no_such_law(text, ids, bare=True)
        raise CitationError(why or f"{excerpt(text)} is not a citation of a law (try e.g. 27, "
                                   "27B1(a), Law 27)")
    for cid in options:
        if cid in ids:
            return [cid]
    return [options[0]]


def citation_query(text: str, ids) -> list[str] | None:
    """The units a search query names if the whole query is a citation ("Yasa 27", "§ 27B1a",
    "חוק 27", "27B1(a)", "Yasa 27, Yasa 28"); None if it is not one. A citation of something that
    does not exist is an error saying what does exist ("no law 94; laws run 1–93"). The query is
    read as `bounds.bound` cuts it, as its words are."""
    from ..bounds import bound

    text = bound(text).text
    # A section letter typed in lower case ("yasa 27b1", as a phone types it) is read as the
    # capital it stands for when that reads as a citation, as `show` and a bare "27b1" do.
    capital = _SECTION_TYPED.sub(lambda m: m[1] + m[2].upper(), text, count=1)
    if capital != text:
        try:  # and nothing glued on: "27b3z" is no 27B3
            found = _whole_citation(capital, ids, endings=False)
        except CitationError:
            found = None
        if found:
            return found
    return _whole_citation(text, ids)


# A lower-case letter right after a query's first number, before a number, a parenthesis, a
# space or a stop, or at its end: where a section letter stands (never a case ending, "27de").
# The site reads it alike (assets/citations.js).
_SECTION_TYPED = re.compile(r"^([^0-9]*?[0-9]{1,3})([a-h])(?![^0-9( .,;:)])")


def _whole_citation(text: str, ids, endings: bool = True) -> list[str] | None:
    """`citation_query` of the text as it is; `endings`: a case ending may be glued on."""
    from . import cite
    from .resolve import Units

    found = cite(text, ids, typed=True)
    if found:
        rest = _outside(text, found, endings=endings)
        if not any(ch.isalnum() for ch in rest):
            return _targets(found)
        if not any(ch.isalpha() for ch in rest):  # "Laws 1-99999": a number the grammars refuse
            why = _no_such_law(text, ids, bare=False)
            if why:
                raise CitationError(why)
        return None
    options = candidates(text)
    if not options:
        head = _strip_law_word(text.strip())
        if head != text.strip() and not any(ch.isalpha() for ch in head):  # "Law 999"
            why = _no_such_law(text, ids, bare=False)
            if why:
                raise CitationError(why)
        return None
    for cid in options:
        if cid in ids:
            return [cid]
    raise CitationError(Units(ids).why_missing(options[0]))


def _outside(text: str, found: list, endings: bool = False) -> str:
    """The text outside the citations `found` (in order, not overlapping, as `cite` gives them);
    with `endings`, a case ending glued on a citation ('nin) counts as part of it."""
    parts, pos = [], 0
    for c in found:
        parts.append(text[pos:c.start])
        pos = max(pos, c.end)
        if endings:
            while pos < len(text) and (text[pos].isalpha() or text[pos] in "'’"):
                pos += 1
    parts.append(text[pos:])
    return "".join(parts)


def _targets(found: list) -> list[str]:
    """Every unit the citations name, in order, each once; an error for a citation of nothing
    or a range that runs backwards ("§§ 3-1")."""
    from .resolve import backwards

    out: dict[str, None] = {}
    for c in found:
        problems = [d.problem for d in c.designations if d.problem]
        if problems:  # the first few: a list may cite a thousand things that do not exist
            more = f"; and {len(problems) - 3:,} more" if len(problems) > 3 else ""
            raise CitationError("; ".join(problems[:3]) + more)
        for d in c.designations:
            if d.backwards:
                raise CitationError(backwards(excerpt(c.text), d))
        out.update(dict.fromkeys(c.targets))
    if not out:
        raise CitationError(f"{excerpt(found[0].text)} names nothing in the corpus")
    return list(out)


def _no_such_law(text: str, ids, bare: bool) -> str | None:
    """Why a citation of a law beyond the last names nothing ("Law 999", "Laws 1-99999", which
    the grammars do not read as citations), or None. The number must stand where a law number
    does: after a law word (or first, when `bare`), or after a dash or a comma."""
    from .resolve import Units, decimal, no_law

    laws = Units(i for i in ids if i.isdigit()).laws
    if not laws:
        return None
    text = text.strip()
    head = _strip_law_word(text)
    numbers: list[tuple[str, bool]] = []  # (digits, the end of a range)
    if head != text or bare:
        m = re.match(r"\s*(\d+)", head)
        if m:
            numbers.append((m.group(1), False))
    numbers += [(m.group(2), m.group(1) in "-–")
                for m in re.finditer(r"([-–,;/&])\s*(\d+)", text)]
    last = str(laws[-1])
    for digits, upto in numbers:
        law = decimal(digits)
        if len(law) > len(last) or (len(law) == len(last) and law > last):
            return ("end of range: " if upto else "") + no_law(law, laws)
    return None
