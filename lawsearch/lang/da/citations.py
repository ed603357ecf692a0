"""Danish citations, as Danmarks Bridgeforbund's edition of the Laws (2017) writes them.

A law is a paragraph, cited with the paragraph sign. In the source every citation is `§`, a no-break
space (U+00A0) and a glued designation: `§ 16`, `§ 16C`, `§ 16C2`, `§ 27B1a` (item a),
`§ 30B1bi` (item b, sub-item i: 30B1(b)(i)), `§ 40B2av` (40B2(a)(v)), `§ 80B2k` (80B2(k)).
A glued lowercase run is an item letter, optionally followed by a Roman sub-item; a single letter
is always an item (items are single letters a–l in the Laws, so `§ 80B2i` is item i).
Law-anchored (`LAW`):

- `§ 16C`, `§16C`, `§ 16 C2` (spaced section, only before a subsection number), `§ 27B1(a)`,
  `§ 30B1(b)(i)` (English-style parentheses), a non-existent `§ 101`, `§ 9999`, `§ 17E`,
  `§ 27BB`, `§ 27B1xyz` or `§ 27B1a(z)` (found as written; the engine says it does not exist,
  where reading less would cite another unit without a word);
- lists repeating the sign: `§ 26B og § 16C`, `§ 64A, § 64B7 og § 64C`, `§ 21B eller § 40B3`
  (one citation, one designation per target); lists not repeating it: `§ 42 og 43`,
  `§§ 42 og 43`, `§ 4, 12C2 og 91`, `§ 64A og B` (a letter continues the same law), `§ 20F1 og 2`
  (a number after a subsection, larger than it and at most 9, continues the same section; the
  law reading `2` is kept as an alternative), `§ 12C1(b) og (c)` (an item continues the
  subsection); a bare number before a counted noun is not one (`§ 16 og 2 kort`);
- ranges: `§§ 61-64`, `§ 61–64`, `§§ 61 til 64`, `§ 61 til og med 64`, `§ 61 til § 64`,
  `§ 64A-C`, `§ 20F1-3`, `§ 27B1a-c`; the end (`upto`) is read against the start as in a list;
- cue words before the sign (`se §`, `iht. §`, `jf. §`, `i henhold til §`) are not part of the
  citation span; `§ 12C2 nedenfor` is law-anchored all the same.

Relative:

- `THIS`: `denne paragraf`, `Denne paragraf`, `denne paragrafs` ("this Law": form `law`);
  `dette punkt` after `efter`, `i henhold til`, `iht.`, `jf.`, `ifølge`, `i`, `af` (form
  `section`: the one instance, § 91A, translates "under this clause" and stands in the text of
  a section; `på dette punkt`, "in this respect", is not a citation);
- `IN_SECTION`: `stk. 2`, `stk. 2 og 3` (stykke, subsection of the citing unit's section);
- `IN_LAW`: `afsnit B`, `punkt B1`, `B ovenfor`, `C2 nedenfor` (a section letter, with its
  subsection, of the citing unit's law); `IN_SUBSECTION`: `(a) ovenfor`, `punkt (b)`.
  (None of these relative forms occur in the 2017 source, which always cites with `§`.)

Not citations: a law heading `§ 27. Utilstrækkeligt bud` at the start of a line (a citation at
the start of a body line, `§ 72C (…)`, has no period after the number and is one); `disse love`,
`en paragraf i disse love`, `lovparagraf`, `den relevante paragraf`, `denne bestemmelse` (no
target); scores, board numbers, percentages, years, bids, trick counts, `2. og 3. undertræk`,
footnote markers `*)`; a `§` not followed by a number.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..citations import IN_LAW, IN_SECTION, IN_SUBSECTION, LAW, THIS, Designation, Found, Spans
from . import LAW_HEADING

_WS = "[ \u00a0\u202f\u2007\t]"  # a space, no-break space, narrow no-break space, tab
_LETTER = "A-Za-zÆØÅæøåÉéÜüÖöÄä"
_ROMAN = ("i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii")
_ROMAN_RE = r"(?:xii|xi|x|ix|viii|vii|vi|v|iv|iii|ii|i)"

# The paragraph sign (once, or twice for a plural), with optional spaces before the number.
_SIGN = re.compile(r"§{1,2}" + _WS + r"*(?=\d)")

# Parts of one designation. A law number and a section's capitals are read whether or not they
# exist (`§ 9999`, `§ 27BB`): the engine says they name nothing, where reading less would cite
# § 27 without a word.
_LAW_NUM = re.compile(r"\d+(?!\d)")
_SEC_GLUED = re.compile(r"[A-Z]+(?=\d|\(|[a-z]|(?![" + _LETTER + r"]))")
_SEC_SPACED = re.compile(_WS + r"(?P<sec>[A-H])(?=\d)")
_SUBSEC = re.compile(r"\d+(?!\d)")
# a second item in parentheses is read whatever its letters ("(a)(z)" names nothing: said so)
_PAREN_ITEM = re.compile(r"\((?P<item>[a-z])\)(?:\((?P<sub>" + _ROMAN_RE + r"|[a-z]{1,4})\))?")
_PAREN_SUB = re.compile(r"\((?P<sub>" + _ROMAN_RE + r"|[a-z]{1,4})\)")
_GLUED_RUN = re.compile(r"[a-z]{1,5}(?![" + _LETTER + r"])")
_LETTERS_PAREN = re.compile(r"[a-z]{1,5}\(")
_DOT_WORD = re.compile(r"\.\s*[a-zæøå]")  # "2. og 3. undertræk": an ordinal, not a law
_NOT_LETTER = re.compile(r"(?![" + _LETTER + r"])")

# Between two designations of one citation.
_LIST_SEP = re.compile(
    _WS + r"*,(?:" + _WS + r"+(?:og|eller|samt)(?![" + _LETTER + r"]))?" + _WS + r"*"
    r"|" + _WS + r"+(?:og/eller|og|eller|samt|henholdsvis)" + _WS + r"+"
)
_RANGE_SEP = re.compile(
    _WS + r"*[-–—]" + _WS + r"*"
    r"|" + _WS + r"+til(?:" + _WS + r"+og" + _WS + r"+med)?" + _WS + r"+"
)

# A bare number that continues a list is a count, not a law, before these words ("§ 16 og 2 kort").
_COUNT_WORDS = re.compile(
    _WS + r"*(?:%|procent|kort|stik|spil|point|gange|minutter|borde|runder|træk|mapper|"
    r"spillere|hænder|farver|matchpoint|imp)(?![" + _LETTER + r"])", re.IGNORECASE)

# Relative designations.
_THIS = re.compile(r"(?<![" + _LETTER + r"])(?P<w>[Dd]enne" + _WS + r"+paragrafs?"
                   r"|[Dd]ette" + _WS + r"+punkts?)(?![" + _LETTER + r"])")
# "dette punkt" is "this clause" only after a word that makes it a rule's ("efter dette punkt");
# "på dette punkt" is "in this respect".
_PUNKT_CUE = re.compile(r"(?<![" + _LETTER + r"])(?:efter|i" + _WS + r"+henhold" + _WS + r"+til|iht\.|"
                        r"jf\.|ifølge|i|af)" + _WS + r"+$")
_STK = re.compile(r"(?<![" + _LETTER + r"])stk\." + _WS + r"*(?=\d)")
_CUE_BEFORE = re.compile(r"(?<![" + _LETTER + r"])(?:afsnit|punkt)" + _WS + r"+(?=[A-H(])")
_REL_LETTER = re.compile(r"(?<![" + _LETTER + r"\d§(])(?P<sec>[A-H])(?P<sub>\d{1,2}(?!\d))?")
_REL_ITEM = re.compile(r"(?<![" + _LETTER + r"\d])\((?P<item>[a-z])\)(?:\((?P<sub>"
                       + _ROMAN_RE + r")\))?")
_CUE_AFTER = re.compile(_WS + r"+(?:ovenfor|nedenfor|ovenstående|nedenstående)(?![" + _LETTER
                        + r"])")


@dataclass(slots=True)
class _D:
    start: int
    end: int
    law: str = ""
    sec: str = ""
    sub: str = ""
    items: str = ""  # "(a)", "(b)(i)"
    anchor: str = LAW
    alternatives: list[str] = field(default_factory=list)

    @property
    def form(self) -> str:
        if self.anchor == IN_SECTION:
            return self.sub + self.items
        return self.law + self.sec + self.sub + self.items

    def designation(self) -> Designation:
        return Designation(self.start, self.end, self.form, self.anchor,
                           alternatives=list(self.alternatives))


# ------------------------------------------------------------------ one designation


def _glued_items(run: str) -> str:
    """`a` → (a); `bi` → (b)(i); `av` → (a)(v); any other run is read as one item, which names
    nothing (`§ 27B1xyz`: said so, where leaving it out would cite § 27B1 without a word)."""
    if len(run) > 1 and run[1:] in _ROMAN:
        return f"({run[0]})({run[1:]})"
    return f"({run})"


def _items(text: str, pos: int) -> tuple[int, str]:
    """Items glued at `pos`: `a`, `bi`, `(a)`, `(a)(ii)`, `a(ii)`. Returns (end, items)."""
    m = _PAREN_ITEM.match(text, pos)
    if m:
        out = f"({m['item']})"
        end = m.end()
        if m["sub"]:
            out += f"({m['sub']})"
        return end, out
    m = _GLUED_RUN.match(text, pos)
    if m:
        items = _glued_items(m.group(0))
        end = m.end()
        if len(m.group(0)) == 1:
            s = _PAREN_SUB.match(text, end)
            if s:
                items += f"({s['sub']})"
                end = s.end()
        return end, items
    m = _LETTERS_PAREN.match(text, pos)  # `a(ii)`: letters then a parenthesis
    if m and len(m.group(0)) == 2:
        s = _PAREN_SUB.match(text, pos + 1)
        if s:
            return s.end(), f"({text[pos]})({s['sub']})"
    return pos, ""


def _after_section(text: str, d: _D) -> _D:
    """Subsection and items after a section letter (in place); returns `d`."""
    end = d.end
    n = _SUBSEC.match(text, end)
    if n:
        d.sub, end = n.group(0), n.end()
    item_end, items = _items(text, end)
    if items:
        d.items, end = items, item_end
    d.end = end
    return d


def _law_desig(text: str, pos: int) -> _D | None:
    """`27`, `27B`, `27B1`, `27B1a`, `30B1bi`, `27B1(a)(ii)`, `12 C2`, `101`."""
    m = _LAW_NUM.match(text, pos)
    if not m:
        return None
    d = _D(pos, m.end(), law=m.group(0))
    s = _SEC_GLUED.match(text, d.end)
    if s:
        d.sec, d.end = s.group(0), s.end()
    else:
        s = _SEC_SPACED.match(text, d.end)
        if s:
            d.sec, d.end = s["sec"], s.end()
    if d.sec:
        _after_section(text, d)
    return d


def _continuation(text: str, pos: int, prev: _D, in_range: bool = False) -> _D | None:
    """A designation after a list or range separator with no sign of its own, read against the
    designation before it: `43`, `43B`, `B`, `B2`, `2`, `(c)`; after a range dash also a glued
    item (`§ 27B1a-c`; not after "og", where "i" is a word)."""
    if pos >= len(text):
        return None
    c = text[pos]
    if in_range and "a" <= c <= "z" and prev.items and prev.sub:
        m = _GLUED_RUN.match(text, pos)
        items = _glued_items(m.group(0)) if m else None
        if items is None:
            return None
        return _D(pos, m.end(), law=prev.law, sec=prev.sec, sub=prev.sub, items=items)
    if c.isdigit():
        d = _law_desig(text, pos)
        if d is None or not _NOT_LETTER.match(text, d.end):
            return None
        if d.sec:
            return d
        if _COUNT_WORDS.match(text, d.end) or text.startswith(".", d.end) and \
                _DOT_WORD.match(text[d.end:d.end + 3]):
            return None  # "og 2 kort", "2. og 3. undertræk"
        if prev.items:  # "§ 12C1a og 2": neither a law nor a subsection for sure
            return None
        if prev.sub and int(prev.sub) < int(d.law) <= 9:
            # "§ 20F1 og 2": subsection 20F2 (or law 2, kept as the other reading)
            return _D(d.start, d.end, law=prev.law, sec=prev.sec, sub=d.law,
                      alternatives=[d.law])
        return d  # "§ 42 og 43", "§ 64A og 65", "§ 12C2 og 91"
    if c == "(":
        m = _PAREN_ITEM.match(text, pos)
        if m and prev.items and prev.sub:
            items = f"({m['item']})" + (f"({m['sub']})" if m["sub"] else "")
            return _D(pos, m.end(), law=prev.law, sec=prev.sec, sub=prev.sub, items=items)
        return None
    if "A" <= c <= "Z" and prev.sec:
        d = _D(pos, pos + 1, law=prev.law, sec=c)
        if not _SEC_GLUED.match(text, pos):
            return None
        _after_section(text, d)
        if not _NOT_LETTER.match(text, d.end):
            return None
        return d
    return None


# ------------------------------------------------------------------ citations with the sign


def _is_heading(text: str, pos: int) -> bool:
    """A law heading (`§ 27. Utilstrækkeligt bud`) starting its line at `pos`.

    Only the blanks before `pos` are looked at, and the line after it only when they start it:
    a search for the line's ends from every sign made a text of one long line quadratic."""
    start = pos
    while start > 0 and text[start - 1] in " \t\u00a0":
        start -= 1
    if start > 0 and text[start - 1] != "\n":
        return False
    line = _LINE.match(text, pos).group()
    return bool(LAW_HEADING.match(line.rstrip("\r")))


_LINE = re.compile(r"[^\n]*")


def _sign_citations(text: str) -> list[Found]:
    out: list[Found] = []
    taken = 0
    for sign in _SIGN.finditer(text):
        if sign.start() < taken or _is_heading(text, sign.start()):
            continue
        first = _law_desig(text, sign.end())
        if first is None:
            continue
        designations: list[Designation] = [first.designation()]
        prev = first
        end = first.end
        while True:
            rng = _RANGE_SEP.match(text, end)
            sep = rng or _LIST_SEP.match(text, end)
            if not sep:
                break
            pos = sep.end()
            again = _SIGN.match(text, pos)
            if again:
                nxt = _law_desig(text, again.end())
            else:
                nxt = _continuation(text, pos, prev, in_range=bool(rng) and "til" not in sep.group(0))
            if nxt is None:
                break
            if rng:
                if designations[-1].upto is not None:
                    break
                designations[-1].upto = nxt.designation()
            else:
                designations.append(nxt.designation())
            prev = nxt
            end = nxt.end
        out.append(Found(sign.start(), end, designations))
        taken = end
    return out


# ------------------------------------------------------------------ relative citations


def _relative(text: str) -> list[Found]:
    out: list[Found] = []
    for m in _THIS.finditer(text):
        word = m["w"].split()[0].lower()
        form = "law" if word == "denne" else "section"
        if form == "section" and not _PUNKT_CUE.search(text, max(0, m.start() - 20), m.start()):
            continue
        out.append(Found(m.start(), m.end(), [Designation(m.start(), m.end(), form, THIS)]))
    for m in _STK.finditer(text):
        n = _SUBSEC.match(text, m.end())
        if not n or not _NOT_LETTER.match(text, n.end()):
            continue
        first = _D(n.start(), n.end(), sub=n.group(0), anchor=IN_SECTION)
        ds = [first.designation()]
        end = n.end()
        while True:
            rng = _RANGE_SEP.match(text, end)
            sep = rng or _LIST_SEP.match(text, end)
            if not sep:
                break
            k = _SUBSEC.match(text, sep.end())
            if not k or not _NOT_LETTER.match(text, k.end()) or _COUNT_WORDS.match(text, k.end()):
                break
            d = Designation(k.start(), k.end(), k.group(0), IN_SECTION)
            if rng:
                if ds[-1].upto is not None:
                    break
                ds[-1].upto = d
            else:
                ds.append(d)
            end = k.end()
        out.append(Found(m.start(), end, ds))
    # `afsnit B`, `punkt (b)`, `B1 ovenfor`, `(a) nedenfor`
    cued = {m.end(): m.start() for m in _CUE_BEFORE.finditer(text)}
    for rx, anchor in ((_REL_LETTER, IN_LAW), (_REL_ITEM, IN_SUBSECTION)):
        for m in rx.finditer(text):
            if anchor == IN_LAW:
                d = _after_section(text, _D(m.start(), m.start() + 1, sec=m["sec"], anchor=IN_LAW))
            else:
                items = f"({m['item']})" + (f"({m['sub']})" if m["sub"] else "")
                d = _D(m.start(), m.end(), items=items, anchor=IN_SUBSECTION)
            if not _NOT_LETTER.match(text, d.end):
                continue
            after = _CUE_AFTER.match(text, d.end)
            if m.start() in cued:
                out.append(Found(cued[m.start()], d.end, [d.designation()]))
            elif after:
                out.append(Found(d.start, after.end(), [d.designation()]))
    return out


# ------------------------------------------------------------------ entry point


def find(text: str) -> list[Found]:
    """Every citation in `text` (Danish), in order, with offsets into `text`. Never raises."""
    try:
        if not isinstance(text, str) or not text:
            return []
        found = _sign_citations(text)
        taken = Spans((g.start, g.end) for g in found)
        for f in _relative(text):
            if not taken.overlaps(f.start, f.end):
                found.append(f)
        found.sort(key=lambda f: (f.start, -f.end))
        out: list[Found] = []
        for f in found:
            if out and f.start < out[-1].end:
                continue
            out.append(f)
        return out
    except Exception:  # pragma: no cover - a grammar must never raise
        return []


def render(cid: str) -> str:
    """A canonical id as the Danish edition writes a citation: `§ 30B1bi` (items glued)."""
    return "§\u00a0" + cid.replace("(", "").replace(")", "")
