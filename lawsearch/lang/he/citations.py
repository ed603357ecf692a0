"""Hebrew citations, as the Israeli edition of the Laws (2017, text extracted from an RTL PDF)
writes them.

Law-anchored (`LAW`), after the law word `חוק` / `חוקים` with any prefix letters glued to it
(`בחוק`, `לחוק`, `וחוק`, `שבחוקים`, `ובחוק`, `לחוקים`; a `-` may follow the prefix):

- `חוק 16`, `חוק 26ב` (26B), `חוק 12ג1` (12C1), `חוק 47ה1`, `חוק 16 ג` (a spaced letter),
  `חוק 2ג12(א)` … items in Hebrew letters `(א)`=(a) … `(יא)`=(k), roman sub-items `(i)`…,
  a geresh after a letter (`ג'`) ignored, a Latin letter as printed (`D78` → 78D);
- lists: `חוקים 42 ו-43`, `חוקים 16ג, 26ב ו-272`, `שבחוקים 30, 31 או 32`, `חוק 21ב או 340ב`;
  ranges `חוקים 61-64`, `61 עד 64` (a range only between two undamaged designations);
- what names no unit is read as written, and the engine says so: digits no reading makes a
  law of (`חוק 999`, `חוקים 1-9999`); in what a user gives (`find_typed`), also digits alone
  past the last law (`חוק 101`, not Law 10 with a stray "1"), letters glued on that are no
  section letter (`חוק 27ת`, `חוק 27Z`, `חוק 27בב`) and an item that is none (`חוק 27ב1(ת)`);
- `חוק זה` ("this law": `THIS`, form `law`); `סעיף זה` ("this clause", `THIS`, form `section`,
  as the Danish `dette punkt` at the same place, 91A). `חוקים אלה` ("these laws") is no citation.

Relative (the section word `סעיף` / `סעיפים`, with prefixes, or `ראו` / `ב-` before a letter):

- `סעיף א`, `סעיף ג'`, `סעיפים א ו-ב`, `ראו ד להלן`, `ראו סעיף ה למטה` → `IN_LAW` "A", "C", "E";
  `וראו גם ג(ד)` (a letter and an item after `ראו`: the subsection lost, as rule 6) → "C1(d)" …;
- `סעיף א2`, `סעיפים א1 ו-א2`, `סעיף 2א(א)` (digit first: extraction order) → `IN_LAW` "A2",
  "A2(a)"; `סעיף 1א`, `סעיף 2ב`, `ב-1ב` → `IN_LAW` "A1", "B2", "B1";
- `סעיף 3`, `סעיפים 1 ו-2`, `סעיף 2(א)`, `סעיפים 1(א) או 1(ב)` → `IN_SECTION` "3", "2(a)";
- `סעיף (ד)`, `בסעיף (א)` → `IN_SUBSECTION` "(d)";
- a bare digit and letter `2ג או 2ד לעיל` (no section word) → `IN_SECTION` "2(c)", "2(d)" (items
  of a subsection of the citing section: 16D3 cites 16D2(c) and 16D2(d));
- a two-digit number and letter without the law word (`ב-25א`, `כאשר 36א אינו חל`, `סעיף 37א`)
  is law-anchored: 25A, 36A, 37A.

Damaged (scrambled) citations. About a fifth of the citations come out of the right-to-left PDF
with their pieces reordered, merged or lost. Compared unit by unit with the Danish edition, the
damage follows a few rules (examples are the source's, with the Danish reading):

1. Subsection digit moved to the front, letter kept after the law: `127ב` = 27B1, `340ב` = 40B3,
   `163א` = 63A1, `216ג` = 16C2, `250ד(א)` = 50D2(a) (SUB LAW LETTER [ITEM]).
2. Subsection, letter, law (the whole designation reversed): `2ג16` = 16C2, `5ג81` = 81C5,
   `1ג12` = 12C1, `2ג12(א)` = 12C2(a), `2ב68` = 68B2, `3ב93` = 93B3 (SUB LETTER LAW [ITEM]).
3. Letter lost, subsection in front: `365` = 65B3, `520` = 20F5, `216` = 16C2, `262` = 62C2,
   `250(א)` = 50D2(a), `150 דל` ("חל" → "דל") = 50D1 (SUB LAW).
4. Letter replaced by a digit, in front of the law: `3417` = 17D3, `2275` = 75B2 (the letter's
   numeral value ד=4, ב=2), `2120` / `3120` / `4120` = 20F2 / 20F3 / 20F4 and `145` = 45F, `120`
   = 20F (ו=F drawn as a `1`), `2216` = 16C2, `3386` = 86B3, `1020` = 20F1 (another digit):
   SUB X LAW. A three-digit `222` = 22B is X LAW.
5. A stray `1` before the law: `172ג` = 72C, `116ג` = 16C, `166ג` = 66C (or rule 1: 72C1 …).
6. Subsection lost between letter and item: `40ב(ב)` = 40B2(b), `80ב(יא)` = 80B2(k),
   `16ב(א)` = 16B1(a), `21ב(ב)` = 21B1(b); also relative `בנ(א)(v)` = B2(a)(v).
7. Relative two-digit "subsections", which no section has: `סעיף 16` = B1, `סעיף 33` = B3,
   `סעיף 22` = B2, `סעיף 11` = D1, `סעיף 10` = B1/E1, `סעיפים 10 או 21` = B1, D2: the first
   digit is the subsection, the second stands for a lost letter (`סעיף 16` in 27B4 and 27C is
   A1 in the other editions). Read `IN_LAW`: B with the first digit (the commonest), then every
   other letter with it, then every letter with the second digit.

No rule undoes every case, so a damaged designation gets a form and alternatives, generated from
its pieces (the digits read as subsection + [stand-in digit] + law, or law + subsection; the letter
as printed, as its numeral value, as ו for a `1`, or any letter when it is lost; items kept; a
lost subsection as each of 1–9). The form is the most plausible reading; when the letter is lost
the form is the law alone (the part that is certain) and every full reading is an alternative.
The engine keeps the reading that exists and that another edition cites at the same unit.
An undamaged designation (law ≤ 2 digits, letter, one-digit subsection, item after a subsection)
has no alternatives.

Not citations: numbers of cards, tricks, boards (`לוחות 17 עד 32`), percentages, years, bids,
scores, `חוקים אלה`, `על-פי חוק` without a number, footnote markers (superscript digits).
"""
from __future__ import annotations

import re

from ..citations import IN_LAW, IN_SECTION, IN_SUBSECTION, LAW, THIS, Designation, Found, Layers
from . import item_part, section_part

_HEB = "\u05d0-\u05ea"  # Hebrew letters
_SEC_LETTERS = "אבגדהוזח"  # section letters A–H
_LATIN_SECTIONS = "ABCDEFGH"
_ROMAN_RE = r"(?:xii|xi|x|ix|viii|vii|vi|v|iv|iii|ii|i)"
_ITEM_RE = r"(?:יב|יא|[א-ט]|י)"
_GERESH = "'\u05f3\u2019"
_PREFIX = "[ובלהמשכ]{1,3}-?"

_LAW_WORD = re.compile(rf"(?<![{_HEB}\w])(?:{_PREFIX})?(?:חוקים|חוק)(?![{_HEB}])")
_SECTION_WORD = re.compile(rf"(?<![{_HEB}\w])(?:{_PREFIX})?(?:סעיפים|סעיף)(?![{_HEB}])")
_SPACE = re.compile(r"[ \u00a0\t]+")
_THIS_WORD = re.compile(r"[ \u00a0]+זה(?![" + _HEB + r"])")

# Pieces of one designation, in the order the text has them.
_P_DIGITS = re.compile(r"\d+")
# In a citation typed (`find_typed`), after a law word: letters glued to the law number that are
# no section letter ("חוק 27ת", "חוק 27Z", "חוק 27בב"), an item in parentheses that is none
# ("(ת)"). They are read as part of the designation, which then names nothing, and the engine
# says so: reading less would cite Law 27 without a word.
_P_ODD_LETTERS = re.compile(rf"[A-Z{_HEB}]+")
_P_ODD_ITEM = re.compile(rf"\((?!{_ROMAN_RE}\))[A-Za-z{_HEB}]{{1,4}}\)")
_P_LETTER = re.compile(rf"([{_SEC_LETTERS}])[{_GERESH}]?(?![{_HEB}])")
_P_LETTER_BEFORE_DIGIT = re.compile(rf"([{_SEC_LETTERS}])[{_GERESH}]?(?=\d)")
_P_LETTER_JUNK = re.compile(rf"([{_SEC_LETTERS}])[{_HEB}](?=\()")  # "בנ(א)": a stray letter
_P_LATIN = re.compile(r"([A-H])(?![A-Za-z])")
_P_ITEM = re.compile(rf"\(({_ITEM_RE})\)")
_P_ROMAN = re.compile(rf"\(({_ROMAN_RE})\)")
_P_SPACED_LETTER = re.compile(rf"[ \u00a0]([{_SEC_LETTERS.replace('ו', '')}])[{_GERESH}]?"
                              rf"(?![{_HEB}\w\-])")
_P_VAV_ONE = re.compile(r"['\u05f3]?ו['\u05f3]")  # "ב'ו'": ו drawn for a 1

# Between designations of one citation.
_LIST_SEP = re.compile(r"[ \u00a0]*,[ \u00a0]*(?:ו-?)?|[ \u00a0]+ו-?[ \u00a0]?|[ \u00a0]+או[ \u00a0]+")
_RANGE_SEP = re.compile(r"[ \u00a0]*[-–][ \u00a0]*|[ \u00a0]+עד[ \u00a0]+")
_RELATIVE_END = re.compile(r"[ \u00a0]+(?:לעיל|להלן|למטה|למעלה)(?![" + _HEB + r"])")
_SEE = re.compile(rf"(?<![{_HEB}])ו?ראו[ \u00a0]+(?:גם[ \u00a0]+)?(?=[{_SEC_LETTERS}])")

# Words after a number that make it a count, not a law ("ב-13 קלפים").
_COUNT = re.compile(r"[ \u00a0]*(?:%|קלפ|לקיח|לוח|נקוד|IMP|Matchpoint|שנ|דק|פעמ|שחקנ|סיבוב)")
# a digit and a section letter with no word before them ("2ג או 2ד לעיל"), after "ב-" or "ל-"
_BARE = re.compile(rf"(?<![\w{_HEB}\-(\[])(?:(?P<pre>[בל])-)?(?P<d>\d{{1,2}}[{_SEC_LETTERS}])"
                   rf"(?![{_HEB}\d])")


class _Pieces:
    """A designation as printed: its pieces (kind, value) and its span."""

    def __init__(self, start: int):
        self.start = start
        self.end = start
        self.items: list[tuple[str, str]] = []

    @property
    def shape(self) -> str:
        return "".join(k for k, _ in self.items)

    def values(self, kind: str) -> list[str]:
        return [v for k, v in self.items if k == kind]


def _scan(text: str, pos: int, relative: bool = False, typed: bool = False) -> _Pieces | None:
    """The pieces of one designation starting at `pos` (D digits, L section letter, I item,
    R roman sub-item); None if nothing there."""
    p = _Pieces(pos)
    i = pos
    n = len(text)
    while i < n and len(p.items) < 7:
        last = p.items[-1][0] if p.items else ""
        m = None
        if text[i].isdigit() and last != "D":
            m = _P_DIGITS.match(text, i)
            if m:
                p.items.append(("D", m.group(0)))
        elif "\u05d0" <= text[i] <= "\u05ea" and last not in ("L", "I", "R"):
            m = (_P_LETTER.match(text, i) if last == "D" or not p.items and relative else None) \
                or _P_LETTER_BEFORE_DIGIT.match(text, i)
            if m is None and relative and not p.items:
                m = _P_LETTER_JUNK.match(text, i)
            if m:
                p.items.append(("L", section_part(m.group(1))))
                v = _P_VAV_ONE.match(text, m.end())
                if v and p.shape == "L":  # "ב'ו'": B1
                    p.items.append(("D", "1"))
                    m = v
        elif text[i] in _LATIN_SECTIONS and last in ("", "D"):
            m = _P_LATIN.match(text, i)
            if m:
                p.items.append(("L", m.group(1)))
        elif text[i] == "(" and last != "R":
            m = _P_ROMAN.match(text, i) if last == "I" else None
            if m:
                p.items.append(("R", m.group(1)))
            else:
                m = _P_ITEM.match(text, i) if last != "I" else None
                if m:
                    p.items.append(("I", item_part(m.group(1))))
        elif text[i] in " \u00a0" and last == "D" and "L" not in p.shape:
            m = _P_SPACED_LETTER.match(text, i)
            if m:
                p.items.append(("L", section_part(m.group(1))))
        if m is None and typed and not relative and p.items:
            # (only in what was typed: the PDF's text has "240בד" and "240א(ii)", damaged forms
            # the build reads otherwise)
            m = (_P_ODD_LETTERS.match(text, i) if p.shape == "D" else None) or \
                _P_ODD_ITEM.match(text, i)
            if m:
                p.items.append(("X", m.group(0)))
                p.end = m.end()
            break
        if m is None:
            break
        i = m.end()
        p.end = i
    if not p.items:
        return None
    if p.items[0][0] in ("I", "R") and not relative:
        return None
    return p


# ------------------------------------------------------------------------------------ readings

def _law_ok(s: str) -> bool:
    """A law number in a reading of damaged digits (the Laws run 1–93)."""
    return s.isdigit() and len(s) <= 2 and not s.startswith("0") and 1 <= int(s) <= 93


def _number_ok(s: str) -> bool:
    """A law number as printed: any one or two digits (whether it exists is the engine's say)."""
    return s.isdigit() and len(s) <= 2 and not s.startswith("0")


def _sub_ok(s: str | None) -> bool:
    return s is None or (len(s) == 1 and s != "0")


def _render(law: str, letter: str | None, sub: str | None, item: str | None,
            roman: str | None, law_ok=_law_ok) -> str | None:
    if not law_ok(law) or not _sub_ok(sub):
        return None
    if sub and not letter:
        return None
    out = law + (letter or "") + (sub or "")
    if item:
        if not letter:
            return None
        out += f"({item})"
        if roman:
            out += f"({roman})"
    return out


def _letter_of(digit: str) -> list[str]:
    """Letters a digit printed in place of a letter can stand for: its numeral value, and ו (F)
    for a `1` (ו is drawn like a 1)."""
    out = []
    if digit == "1":
        out.append("F")
    if "1" <= digit <= "8":
        out.append(_LATIN_SECTIONS[int(digit) - 1])
    return out


def _printed(p: _Pieces) -> str:
    """A designation's pieces in the order printed, letters in Latin: "27ת", "999", "27B1(ת)"."""
    return "".join(f"({v})" if k in ("I", "R") else v for k, v in p.items)


def _law_readings(p: _Pieces, coarse: bool = False,
                  typed: bool = False) -> tuple[str, list[str]] | None:
    """(form, alternatives) for a law-anchored designation; None if it cannot be one. `coarse`
    also offers the law alone for a damaged form whose letter is printed (see `find`); `typed`
    offers no damaged reading of digits alone (see `find_typed`)."""
    shape = p.shape
    if "X" in shape:  # what names no unit, as printed (the engine says so)
        return _printed(p), []
    digits = p.values("D")
    letters = p.values("L")
    item = (p.values("I") or [None])[0]
    roman = (p.values("R") or [None])[0]
    if not digits:
        return None
    letter = letters[0] if letters else None
    # Undamaged: LAW [LETTER [SUB]] [ITEM [ROMAN]], the item only under a subsection.
    if re.fullmatch(r"D(?:LD?)?(?:IR?)?", shape) and _number_ok(digits[0]) and \
            _sub_ok(digits[1] if len(digits) > 1 else None) and (not item or len(digits) > 1):
        form = _render(digits[0], letter, digits[1] if len(digits) > 1 else None, item, roman,
                       _number_ok)
        if form:
            alts = []
            if len(digits) == 2 and len(digits[0]) == 1 and len(digits[1]) == 1:
                alts = [a for a in [_render(digits[1], letter, digits[0], item, roman)] if a]
            return form, alts
    # Latin letter first ("D78") or a lone law with the letter before it ("א93").
    if shape in ("LD",) and _number_ok(digits[0]):
        return digits[0] + letter, []
    if typed and letter is None:  # digits alone, typed, are a number: "חוק 101" is no law 101
        return None
    ranked: list[tuple[float, str]] = []

    def add(rank: float, law: str, let: str | None, sub: str | None) -> None:
        if let is None and item:
            return
        r = _render(law, let, sub, item, roman)
        if r:
            ranked.append((rank, r))
        if item and let and sub is None:  # rule 6: a lost subsection
            for s in "123456789":
                r = _render(law, let, s, item, roman)
                if r:
                    ranked.append((rank + 0.5, r))

    s = "".join(digits)
    lost_letter = letter is None
    cand_letters = [letter] if letter else list(_LATIN_SECTIONS)
    # Splits of the digits: (rank, law, sub, stand-in digit)
    splits: list[tuple[float, str, str | None, str | None]] = []
    if len(s) == 1:
        splits.append((0, s, None, None))
    elif len(s) == 2:
        splits += [(0, s, None, None), (1, s[1], s[0], None), (1, s[0], s[1], None)]
    elif len(s) == 3:
        splits += [(0, s[1:], s[0], None), (1, s[1:], None, s[0]), (2, s[:2], s[2], None)]
        if s[0] == "1":
            splits.append((1.5, s[1:], None, None))  # rule 5: a stray 1
    elif len(s) == 4:
        splits += [(0, s[2:], s[0], s[1]), (2, s[2:], s[1], s[0])]
    else:
        return None
    for rank, law, sub, stand_in in splits:
        if stand_in is not None and lost_letter:
            for j, let in enumerate(_letter_of(stand_in)):
                add(rank + 0.1 * j, law, let, sub)
            for let in _LATIN_SECTIONS:
                add(rank + 0.3, law, let, sub)
        else:
            for let in cand_letters:
                add(rank + (0.3 if lost_letter else 0), law, let, sub)
            if stand_in is not None and letter:
                add(rank + 0.2, law, letter, sub)
    ranked.sort(key=lambda t: t[0])
    readings: list[str] = []
    for _, r in ranked:
        if r not in readings:
            readings.append(r)
    if not readings:
        return None
    best_rank = ranked[0][0]
    laws = []
    for _, law, _, _ in splits:
        if _law_ok(law) and law not in laws:
            laws.append(law)
    if lost_letter and best_rank >= 0.3 and laws:
        # The letter is lost: the law is the part that is certain.
        form = laws[0]
        return form, [r for r in readings + laws[1:] if r != form]
    if not lost_letter and not coarse:
        # The letter is printed: the law alone would be a neighbour, not a reading.
        return readings[0], readings[1:]
    return readings[0], readings[1:] + [law for law in laws if law not in readings]


def _relative_readings(p: _Pieces, after_word: bool, prefixed: bool) -> tuple[str, str, list[str]] | None:
    """(anchor, form, alternatives) for a designation relative to the citing unit."""
    shape = p.shape
    digits = p.values("D")
    letter = (p.values("L") or [None])[0]
    item = (p.values("I") or [None])[0]
    roman = (p.values("R") or [None])[0]
    tail = (f"({item})" if item else "") + (f"({roman})" if roman else "")
    if shape in ("I", "IR"):
        return IN_SUBSECTION, tail, []
    if shape.startswith("L") and not digits:  # "א", "בנ(א)(v)"
        if item:
            return IN_LAW, letter + "1" + tail, [letter + s + tail for s in "23456789"]
        # "סעיפים א ו-ב" names sections A and B (6E4) or items (a) and (b) (12C2(d))
        return IN_LAW, letter, [(f"({letter.lower()})", IN_SUBSECTION)]
    if shape.startswith("LD") and len(digits[0]) == 1:  # "א2", "ב'ו'"
        return IN_LAW, letter + digits[0] + tail, []
    if shape.startswith("DL") and len(digits[0]) == 1:  # "1א", "2ב(ב)", bare "2ג"
        # "2ג" is B2… in 64C2 but item 2(c) in 16D3: the other reading is kept as an alternative
        as_law = letter + digits[0] + tail
        as_item = f"{digits[0]}({letter.lower()})"
        if after_word or prefixed or item:
            return IN_LAW, as_law, ([] if item else [(as_item, IN_SECTION)])
        return IN_SECTION, as_item, [(as_law, IN_LAW)]
    if shape.startswith("D") and not letter:
        d = digits[0]
        if len(d) == 1:  # "סעיף 2": subsection 2 here, or (12A2, 43B3) section C2/A2 of the law
            return IN_SECTION, d + tail, [(let + d + tail, IN_LAW) for let in "ABCDEFGH"]
        if len(d) == 2 and after_word:  # rule 7: the letter is lost, the subsection first
            forms = [let + d[0] + tail for let in "BACDEFGH"]
            if d[1] != "0":
                forms += [let + d[1] + tail for let in "BACDEFGH"]
            return IN_LAW, forms[0], forms[1:]
    return None


# --------------------------------------------------------------------------------------- finding

def _designations(text: str, pos: int, relative: bool, after_word: bool,
                  prefixed: bool = False, coarse: bool = False,
                  typed: bool = False) -> list[Designation]:
    """Designations of one citation starting at `pos` (a list, ranges as `upto`)."""
    out: list[Designation] = []
    in_range = False
    while True:
        p = _scan(text, pos, relative, typed)
        if p is None:
            break
        d = _designation(p, relative, after_word, prefixed, coarse, typed)
        if d is None:
            break
        if d.anchor == LAW and p.shape == "D" and _COUNT.match(text, p.end):
            break
        if in_range and out:
            out[-1].upto = d
        else:
            out.append(d)
        nxt = None
        for sep, is_range in ((_LIST_SEP, False), (_RANGE_SEP, True)):
            m = sep.match(text, p.end)
            if m and m.end() < len(text) and (text[m.end()].isdigit() or
                                               (relative and text[m.end()] in _SEC_LETTERS + "(")):
                q = _scan(text, m.end(), relative, typed)
                if q is None:
                    continue
                if is_range and (d.alternatives or in_range or out[-1].upto is not None):
                    is_range = False
                nxt = (m.end(), is_range)
                break
        if nxt is None:
            break
        pos, in_range = nxt
        if in_range:
            q = _scan(text, pos, relative, typed)
            dq = _designation(q, relative, after_word, prefixed, coarse, typed) if q else None
            if dq is None or dq.alternatives or dq.anchor != d.anchor:
                in_range = False
    return out


def _designation(p: _Pieces, relative: bool, after_word: bool, prefixed: bool,
                 coarse: bool = False, typed: bool = False) -> Designation | None:
    digits = p.values("D")
    if digits and len(digits[0]) == 2 and p.shape.startswith("DL") or \
            (not relative and digits):
        r = _law_readings(p, coarse, typed)
        if r is None and not relative and p.shape.startswith("D"):
            # after a law word, digits no reading makes a law of ("חוק 999"): as printed, which
            # names nothing (the engine says so)
            r = _printed(p), []
        if r is None:
            return None
        return Designation(p.start, p.end, r[0], LAW, None, r[1])
    if relative:
        r = _relative_readings(p, after_word, prefixed)
        if r is None:
            return None
        return Designation(p.start, p.end, r[1], r[0], None, r[2])
    return None


def _skip_space(text: str, pos: int) -> int:
    m = _SPACE.match(text, pos)
    return m.end() if m else pos


def find(text: str, coarse: bool = False) -> list[Found]:
    """Every citation in `text`, with offsets into `text` as given.

    `coarse`: a damaged form whose printed letter gives no existing unit (`27א47`) may also be
    read as its law alone. Not for the text of the Laws, where that would snap a citation to a
    neighbour; the subject index uses it, weighing each reading against its term.
    """
    try:
        return _find(text, coarse)
    except Exception:  # never raise on any input
        return []


def find_typed(text: str) -> list[Found]:
    """`find` of what a user gives (what `cite`, `show`, `search` and the site read): digits
    alone are the number written, not a damaged form, so that `חוק 101` is no law 101 (not Law
    10, a stray "1" read off); letters or an item glued on that name no unit are read with the
    designation (`חוק 27ת`), which then names nothing. A scrambled form with its letter, as the
    edition prints it (`חוק 127ב`), is still read as the build reads it (27B1)."""
    try:
        return _find(text, typed=True)
    except Exception:  # never raise on any input
        return []


def _find(text: str, coarse: bool = False, typed: bool = False) -> list[Found]:
    out: list[Found] = []
    taken = Layers()  # a pass for each kind of citation, each finding its own in order

    def free(a: int, b: int) -> bool:
        return not taken.overlaps(a, b)

    def keep(start: int, ds: list[Designation]) -> None:
        last = ds[-1].upto or ds[-1]
        end = max(last.end, ds[-1].end)
        out.append(Found(start, end, ds))
        taken.add(start, end)

    for word in _LAW_WORD.finditer(text):
        if not free(word.start(), word.end()):
            continue
        this = _THIS_WORD.match(text, word.end())
        if this and text[word.start():word.end()].endswith("חוק"):
            core = word.end() - 3
            keep(word.start(), [Designation(core, this.end(), "law", THIS)])
            continue
        pos = _skip_space(text, word.end())
        if pos == word.end() or pos >= len(text) or not (text[pos].isdigit() or text[pos] in "ABCDEFGH"):
            continue
        ds = _designations(text, pos, relative=False, after_word=True, coarse=coarse,
                           typed=typed)
        if ds:
            keep(word.start(), ds)
    taken.next_pass()
    for word in _SECTION_WORD.finditer(text):
        if not free(word.start(), word.end()):
            continue
        this = _THIS_WORD.match(text, word.end())
        if this and text[word.start():word.end()].endswith("סעיף"):
            keep(word.start(), [Designation(word.end() - 4, this.end(), "section", THIS)])
            continue
        pos = _skip_space(text, word.end())
        if pos == word.end() or pos >= len(text):
            continue
        ds = _designations(text, pos, relative=True, after_word=True, typed=typed)
        if ds:
            keep(word.start(), ds)
    taken.next_pass()
    for see in _SEE.finditer(text):
        pos = see.end()
        p = _scan(text, pos, relative=True)
        if p is None or not free(pos, p.end) or not (_RELATIVE_END.match(text, p.end)
                                                      or "I" in p.shape):
            continue
        ds = _designations(text, pos, relative=True, after_word=True, typed=typed)
        if ds:
            keep(pos, ds)
    taken.next_pass()
    for m in _BARE.finditer(text):
        start = m.start("d")
        if not free(m.start(), m.end()):
            continue
        ds = _designations(text, start, relative=True, after_word=False, prefixed=bool(m["pre"]),
                           typed=typed)
        if ds and free(start, ds[-1].end):
            keep(start, ds)
    out.sort(key=lambda f: f.start)
    return out


def render(cid: str) -> str:
    """A canonical id as the Hebrew edition writes a citation: `חוק 27ב1(א)`."""
    from ...ids import CanonicalId
    from . import section_letter

    c = CanonicalId.parse(cid)
    out = f"חוק {c.law}"
    if c.section:
        out += section_letter(c.section)
    if c.subsection:
        out += c.subsection
    if c.item:
        value = ord(c.item) - ord("a") + 1
        letters = "י" + "אבגדהוזחט"[value - 11] if value > 10 else "אבגדהוזחטי"[value - 1]
        out += f"({letters})"
    if c.subitem:
        out += f"({c.subitem})"
    return out
