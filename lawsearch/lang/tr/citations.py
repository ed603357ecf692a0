"""Turkish citations, as the Turkish edition of the Laws writes them.

Law-anchored (`LAW`), introduced by a law word (`Yasa`, `Yasalar`, `yasa`, `YASA`, `Yasası`):

- `Yasa 16`, `Yasa 27B1(a)`, `Yasa 30B1(b)(ii)`, `Yasa22` (no space), `Yasa 12 C2` (spaced
  section), `Yasa 80B2/k` (item after a slash), `Yasa 30B1bi` (glued item and sub-item);
- what names no unit is read as written, and the engine says so: `Yasa 9999` (a number of any
  length), `Yasa 27Z`, `Yasa 27BB` (capitals glued on), `Yasa 27B1(a)(z)`;
- lists with commas, `ve`, `veya`, `ya da`, `ile`: `Yasalar 4, 12C2 ve 91`, `Yasa 42 ve 43'e`,
  and an item standing for the same subsection: `Yasa 12C1(b) ve (c)`;
- ranges: `Yasalar 61-64`, `Yasalar 61 ile 64 arası`, `Yasa 61'den 64'e kadar`;
- case endings after an apostrophe (`Yasa 2’de`, `Yasa 78B'deki`) or glued (`Yasa 50D2nin`,
  `Yasa 63A1geçerli`) are not part of the designation. A lowercase run glued to a subsection
  number is an item only if it is one letter a–l, or such a letter and a Roman sub-item
  (`bi`, `eii`), not followed by more letters; a single glued `a`, `e` or `i` might also be a
  case ending (`12C1e` = "to 12C1"), so that reading is kept as an alternative;
- law numbers before the law word, with an ordinal ending: `70 ve 71'inci Yasalar`,
  `30, 31 ve 32'nci Yasaların`;
- a bare id with a section letter, no law word: `bkz. 47E1`, `12C1 maddesi`, `27B1(a)` (a
  subsection or item is needed unless a cue word stands before or "madde" after).

Relative, inside the citing unit's law (`madde` means a subsection or item here, `bent` likewise):

- `IN_LAW` (section letter first): `aşağıdaki C2 maddesi`, `Madde A1'de`, `(bkz. C)`, `bkz A`,
  `aşağıdaki D`, `Yukarıda B1(b)`, `B1'in uygulanmasını` (a letter and a number stand alone),
  `A ve B maddelerindeki`, `A bendi`, `Madde E`, `yukarıdaki B2(a)(v) maddesi`;
- `IN_SECTION` (subsection number first): `Madde 3`, `Madde 1 ve 2`, `1. maddede`,
  `1. ve 2. maddeler`, `yukarıdaki 2(c) veya 2(d) maddelerine`;
- `IN_SUBSECTION` (item first): `Madde (a)'da`, `aşağıdaki (d) maddesi`, `(a) veya (b) bentlerine`;
- `THIS`: `bu Yasa`, `Bu Yasanın`, `Bu Yasaya` (form "law"; not `bu yasalar`, "these Laws", nor
  `bu yasa ve yönetmelikler`), `bu maddeye` (form "subsection").

A lone section letter or a lone number is a citation only with a cue: a cue word before it (`bkz.`,
`yukarıda(ki)`, `aşağıda(ki)`, `önceki`; letters only) or `Madde` before it or a `madde`/`bent`
word after it. Scores ("4 pik"), board numbers, percentages, years, bids, trick counts and
footnote markers (superscript digits) are never citations.

Words are matched on a Turkish case fold of the text (İ→i, I→ı) that keeps every offset.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from ..citations import (IN_LAW, IN_SECTION, IN_SUBSECTION, LAW, THIS, Designation, Found, Layers,
                         Spans)
from . import lower as _tr_lower

_LOW = "a-zçğıöşüâîû"
_UP = "A-ZÇĞİÖŞÜÂÎÛ"
_ROMAN = r"(?:xii|xi|x|ix|viii|vii|vi|v|iv|iii|ii|i)"
_APOS = "'’‘`´"

# ------------------------------------------------------------------ case folding


@lru_cache(maxsize=4096)  # bounded: a hostile text may hold a million different characters
def _fold_char(c: str) -> str:
    low = _tr_lower(c)
    return low if len(low) == 1 else c


def fold(text: str) -> str:
    """Turkish lower case, one character for one character (offsets are kept)."""
    low = _tr_lower(text)
    if len(low) == len(text):
        return low
    return "".join(_fold_char(c) for c in text)


# ------------------------------------------------------------------ one designation

# Items after a number or letter: "(a)", "(a)(ii)"; glued "a", "bi", "eii"; "/k".
_PAREN_ITEM = re.compile(r"\((?P<item>[a-z]{1,2})\)(?:\((?P<sub>" + _ROMAN + r")\))?")
# A second item in parentheses, read whatever its letters ("(a)(z)" names nothing: said so).
_PAREN_SUB = re.compile(r"\((?P<sub>" + _ROMAN + r"|[a-z]{1,4})\)")
_GLUED_ITEM = re.compile(r"(?P<item>[a-l])(?P<sub>" + _ROMAN + r")?(?![" + _LOW + _UP + r"])")
_SLASH_ITEM = re.compile(r"/(?P<item>[a-l])(?![" + _LOW + _UP + r"0-9])")
_SUFFIX = re.compile(r"[" + _APOS + r"][" + _LOW + r"]+")
_NOT_WORDCHAR_AFTER = re.compile(r"(?![" + _LOW + _UP + r"0-9])")

# A law number, never part of a longer one, and a section's capitals glued to it, whether or not
# they exist ("Yasa 101", "Yasa 9999", "Yasa 27Z", "Yasa 27BB" are found: the engine says they
# name nothing, where reading less would cite Law 27 without a word).
_LAW_NUM = re.compile(r"[0-9]+(?![0-9])")
_SEC_GLUED = re.compile(r"[" + _UP + r"]+")
_SEC_SPACED = re.compile(r" (?P<sec>[A-H])(?![" + _LOW + _UP + r"])")
_SUBSEC = re.compile(r"[0-9]+(?![0-9])")
_SUBSEC_SPACED = re.compile(r" (?P<sub>[0-9]{1,2})(?![0-9])")

# A bare id (no law word before it) is read only in its usual shape: a number of a law word's
# citation may be anything, a bare "2017 B2" or "12Z3" is no citation.
_BARE_ID = re.compile(r"^[0-9]{1,3}[A-H](?:[0-9]{1,2})?$")

# Relative designations.
_REL_SEC = re.compile(r"(?P<sec>[A-H])(?P<sub>[0-9]{1,2}(?![0-9]))?")
_REL_NUM = re.compile(r"[0-9]{1,2}(?![0-9])")


@dataclass(slots=True)
class _D:
    start: int
    end: int
    form: str
    anchor: str
    kind: str  # "law", "letter" (A), "secsub" (B1…), "num" (3…), "item" ((a)…)
    base: str = ""  # the form without item, for an item that stands for the same subsection
    alternatives: list[str] = field(default_factory=list)
    has_sub: bool = False  # a subsection number is part of it
    has_item: bool = False
    dot: bool = False  # followed by an ordinal dot ("1. maddede", "B4. maddeye")


def _items(text: str, pos: int, glued_ok: bool) -> tuple[int, str, list[str]]:
    """Items after `pos`: returns (end, "(a)(ii)" or "", alternatives of the whole tail)."""
    m = _PAREN_ITEM.match(text, pos)
    if m:
        out = f"({m['item']})" + (f"({m['sub']})" if m["sub"] else "")
        end = m.end()
        if not m["sub"]:
            s = _PAREN_SUB.match(text, end)
            if s:
                out += f"({s['sub']})"
                end = s.end()
        return end, out, []
    if glued_ok:
        m = _SLASH_ITEM.match(text, pos)
        if m:
            return m.end(), f"({m['item']})", []
        m = _GLUED_ITEM.match(text, pos)
        if m:
            out = f"({m['item']})" + (f"({m['sub']})" if m["sub"] else "")
            end = m.end()
            if not m["sub"]:
                s = _PAREN_SUB.match(text, end)
                if s:
                    out += f"({s['sub']})"
                    end = s.end()
            alternatives = []
            # "12C1e" may be "12C1'e" (to 12C1): a glued a/e/i with no ending of its own.
            if not m["sub"] and end == m.end() and m["item"] in "aei" \
                    and not _SUFFIX.match(text, end):
                alternatives = [""]
            return end, out, alternatives
    return pos, "", []


def _law_desig(text: str, pos: int, need_section: bool = False) -> _D | None:
    """`27`, `27B`, `27B1`, `27B1(a)`, `27B1(a)(ii)`, `12 C2`, `80B2/k`, `30B1bi`, `27B1a`."""
    m = _LAW_NUM.match(text, pos)
    if not m:
        return None
    law = m.group(0)
    end = m.end()
    sec = sub = ""
    spaced = False
    s = _SEC_GLUED.match(text, end)
    if s:
        sec, end = s.group(0), s.end()
    else:
        s = _SEC_SPACED.match(text, end)
        if s:
            sec, end, spaced = s["sec"], s.end(), True
    if need_section and not sec:
        return None
    if sec:
        n = _SUBSEC.match(text, end)
        if n:
            sub, end = n.group(0), n.end()
        elif spaced:
            n = _SUBSEC_SPACED.match(text, end)
            if n and _NOT_WORDCHAR_AFTER.match(text, n.end()):
                sub, end = n["sub"], n.end()
    base = law + sec + sub
    item_end, items, alts = _items(text, end, glued_ok=bool(sub))
    if not sec and items:  # "Yasa 12(a)": not an id; keep the law only
        items, item_end, alts = "", end, []
    return _D(pos, item_end, base + items, LAW, "law", base, [base + a for a in alts],
              has_sub=bool(sub), has_item=bool(items))


def _rel_desig(text: str, pos: int) -> _D | None:
    """A designation without a law word, at `pos`: `A`, `B1`, `C1(d)`, `3`, `2(c)`, `(a)`, `47E1`."""
    if pos >= len(text):
        return None
    c = text[pos]
    if c in "0123456789":
        d = _law_desig(text, pos, need_section=True)
        if d is not None and _BARE_ID.match(d.base) and (_NOT_WORDCHAR_AFTER.match(text, d.end)
                                                          or _SUFFIX.match(text, d.end)):
            return d
        m = _REL_NUM.match(text, pos)
        if not m:
            return None
        end, items, _ = _items(text, m.end(), glued_ok=False)
        if not _NOT_WORDCHAR_AFTER.match(text, end):
            return None
        d = _D(pos, end, m.group(0) + items, IN_SECTION, "num", m.group(0), has_item=bool(items))
        if text.startswith(".", end) and not items:
            d.dot = True
        return d
    if c == "(":
        m = _PAREN_ITEM.match(text, pos)
        if not m:
            return None
        end, items, _ = _items(text, pos, glued_ok=False)
        return _D(pos, end, items, IN_SUBSECTION, "item", "", has_item=True)
    m = _REL_SEC.match(text, pos)
    if not m:
        return None
    end = m.end()
    items = ""
    if m["sub"]:
        end, items, _ = _items(text, end, glued_ok=False)
    if not _NOT_WORDCHAR_AFTER.match(text, end):
        return None
    kind = "secsub" if m["sub"] else "letter"
    d = _D(pos, end, m.group(0) + items, IN_LAW, kind, m.group(0), has_sub=bool(m["sub"]),
           has_item=bool(items))
    if m["sub"] and not items and text.startswith(".", end):
        d.dot = True
    return d


# ------------------------------------------------------------------ lists and ranges

_JOIN = re.compile(r"\s*,\s*(?:(?:ve|veya)\s+)?|\s+(?:ve|veya|ya da|ile)\s+|\s*[-–—]\s*")
_RANGE_AFTER_ILE = re.compile(r"(?:[" + _APOS + r"][" + _LOW + r"]+)?\s+arası|"
                              r"(?:[" + _APOS + r"][" + _LOW + r"]+)?\s+arasında")
_FROM_SUFFIX = re.compile(r"[" + _APOS + r"](?:den|dan|ten|tan)\s+")
_TO_KADAR = re.compile(r"[" + _APOS + r"](?:e|a|ye|ya|ne|na)\s+kadar(?![" + _LOW + r"])")


def _to_designation(d: _D) -> Designation:
    return Designation(d.start, d.end, d.form, d.anchor, None, list(d.alternatives))


def _parse_list(text: str, low: str, first: _D, parse) -> tuple[list[tuple[Designation, _D]], int]:
    """From `first`, follow list separators and ranges; members keep one anchor.

    Returns each member (with the raw designation it starts with) and where the list ends."""
    members = [(_to_designation(first), first)]
    prev = first
    pos = first.end
    while True:
        # "1. ve 2.": an ordinal dot may stand before the separator
        after = pos + 1 if prev.dot and text.startswith(".", pos) else pos
        # "Yasa 61'den 64'e kadar"
        frm = _FROM_SUFFIX.match(low, after)
        if frm and members[-1][0].upto is None:
            nxt = parse(text, frm.end())
            if nxt is not None and nxt.kind == prev.kind and _TO_KADAR.match(low, nxt.end):
                members[-1][0].upto = _to_designation(nxt)
                pos = nxt.end
                break
        # an ending on a list member: "Yasa 42'ye ve 43'e"
        suf = _SUFFIX.match(low, after)
        if suf:
            after = suf.end()
        sep = _JOIN.match(low, after)
        if not sep:
            break
        nxt = parse(text, sep.end())
        if nxt is None and prev.anchor == LAW and prev.has_sub:
            # "Yasa 12C1(b) ve (c)": an item standing for the same subsection
            m = _PAREN_ITEM.match(text, sep.end())
            if m and _NOT_WORDCHAR_AFTER.match(text, m.end()):
                end, items, _ = _items(text, sep.end(), glued_ok=False)
                nxt = _D(sep.end(), end, prev.base + items, LAW, "law", prev.base,
                         has_sub=True, has_item=True)
        if nxt is None or nxt.anchor != prev.anchor:
            break
        word = sep.group(0).strip()
        is_range = word in ("-", "–", "—") or (word == "ile" and _RANGE_AFTER_ILE.match(low, nxt.end))
        if is_range:
            if members[-1][0].upto is not None or nxt.kind != prev.kind:
                break
            # "Yasa 12C1-3": the end of a range of subsections keeps the law and section
            if prev.anchor == LAW and prev.has_sub and not prev.has_item and nxt.form.isdigit():
                nxt.form = prev.base.rstrip("0123456789") + nxt.form
            members[-1][0].upto = _to_designation(nxt)
        else:
            members.append((_to_designation(nxt), nxt))
        prev = nxt
        pos = nxt.end
    return members, pos


# ------------------------------------------------------------------ the patterns

_WORD_CHARS = _LOW + _UP + "0-9"
_LAW_WORD = re.compile(r"(?<![" + _LOW + r"0-9])(?:yasalar|yasası|yasa)(?=\s?[0-9])\s?")
_ORDINAL = r"(?:[" + _APOS + r"]?(?:inci|ıncı|uncu|üncü|nci|ncı|ncu|ncü))"
_ORD_LAW = re.compile(r"(?<![" + _LOW + r"0-9.,/])(?P<num>[0-9]{1,3})" + _ORDINAL +
                      r"\s+(?P<word>yasa[" + _LOW + r"]*)(?!\s?[0-9])")
_ORD_BEFORE = re.compile(r"(?:^|(?<=[^" + _LOW + r"0-9.,/]))(?P<num>[0-9]{1,3})" + _ORDINAL +
                         r"?(?P<sep>\s*,\s*|\s+(?:ve|veya|ile)\s+)$")
_THIS = re.compile(r"(?<![" + _LOW + r"0-9])bu\s+(?:(?P<law>yasa(?:nın|ya|da|dan|dak[iı]|yı|nin)?)|"
                   r"(?P<sub>madde(?:ye|de|den|nin|yi|si)?))(?![" + _LOW + r"])(?!\s?[0-9])")
_THIS_NOT = re.compile(r"\s+ve\s+yönetmelik")
_MADDE_BEFORE = re.compile(r"(?<![" + _LOW + r"0-9])madde\s+")
_COUNTED = ("madde", "maddeler", "bent", "bentler")  # "3 madde" counts, "3. madde" cites
_MADDE_AFTER = re.compile(r"\s+(?P<w>(?:madde|bend|bent)[" + _LOW + r"]*)")
_CUE = re.compile(r"(?:(?<![" + _LOW + r"])bkz\.?|yukarıda(?:ki)?|aşağıda(?:ki)?|"
                  r"(?<![" + _LOW + r"])önceki)\s*$")
_CLAUSE_END = re.compile(r"\s*(?:[).,;:\]]|$)")
_REL_START = re.compile(r"(?<![" + _WORD_CHARS + _APOS + r"/])(?:[A-H]|[0-9]|\((?=[a-z]))")
# Where a designation can only stand alone (no cue and no madde word in the whole text): only
# where "B1", "C1(d)", "47E1" can begin, a law's number before a capital or a section letter
# before a number (a superset of what `_rel_desig` reads as those).
_REL_START_ALONE = re.compile(r"(?<![" + _WORD_CHARS + _APOS + r"/])(?:[0-9]+(?=[" + _UP
                              + r"]| [A-H])|[A-H](?=[0-9]))")
_CUE_WORDS = re.compile(r"bkz|yukarıda|aşağıda|önceki|madde|bend|bent")
# whether `_MADDE_AFTER` matches anywhere: one space is enough to say so (searching with "\s+"
# tried every space of a long run again: quadratic in a text of many spaces)
_MADDE_ANYWHERE = re.compile(r"\s(?:madde|bend|bent)")


def _covered(spans: Spans, start: int, end: int) -> bool:
    return spans.overlaps(start, end)


def _law_citations(text: str, low: str) -> list[Found]:
    out: list[Found] = []
    taken = 0
    for w in _LAW_WORD.finditer(low):
        if w.start() < taken:
            continue
        first = _law_desig(text, w.end())
        if first is None:
            continue
        members, end = _parse_list(text, low, first, _law_desig)
        out.append(Found(w.start(), end, [d for d, _ in members]))
        taken = end
    return out


def _ordinal_citations(text: str, low: str, spans) -> list[Found]:
    """`70 ve 71'inci Yasalar`, `30, 31 ve 32'nci Yasaların`, `Yasa 61'inci`..."""
    out: list[Found] = []
    for m in _ORD_LAW.finditer(low):
        if _covered(spans, m.start(), m.end()):
            continue
        nums = [(m.start("num"), m.end("num"))]
        start = m.start()
        while True:
            b = _ORD_BEFORE.search(low, max(0, start - 40), start)
            if not b or _covered(spans, b.start(), start):
                break
            nums.insert(0, (b.start("num"), b.end("num")))
            start = b.start()
        designations = [Designation(s, e, text[s:e], LAW) for s, e in nums]
        out.append(Found(start, m.end(), designations))
    return out


def _this_citations(text: str, low: str, spans) -> list[Found]:
    out = []
    for m in _THIS.finditer(low):
        if _covered(spans, m.start(), m.end()) or _THIS_NOT.match(low, m.end()):
            continue
        s, e = (m.start("law"), m.end("law")) if m["law"] else (m.start("sub"), m.end("sub"))
        out.append(Found(m.start(), m.end(), [Designation(s, e, "law" if m["law"] else "subsection",
                                                          THIS)]))
    return out


def _relative_citations(text: str, low: str, spans) -> list[Found]:
    out: list[Found] = []
    # What this pass finds, in order, is a layer of its own over what the passes before found
    # (a copy of those for each citation found, as it was, made a text of many quadratic).
    layers = Layers(spans, Spans())
    taken = layers.overlaps
    # Whether a madde/bent word follows anything at all: where none does, a designation that
    # can only stand after a cue or beside a madde word is passed over before its list is read
    # (every number of a Hebrew or Danish text was read as a list, a third of `cite`'s time).
    madde_anywhere = _MADDE_ANYWHERE.search(low) is not None
    start = _REL_START if _CUE_WORDS.search(low) else _REL_START_ALONE

    pos = 0
    while True:
        m = start.search(text, pos)
        if not m:
            break
        pos = m.start() + 1
        if taken(m.start(), m.start() + 1):
            continue
        first = _rel_desig(text, m.start())
        if first is None or taken(first.start, first.end):
            continue
        before = low[max(0, first.start - 30):first.start]
        madde_before = _MADDE_BEFORE.search(low, max(0, first.start - 12), first.start)
        if madde_before and madde_before.end() != first.start:
            madde_before = None
        cue = _CUE.search(before) is not None
        if not (cue or madde_before or madde_anywhere) and (
                first.kind not in ("secsub", "law") or not (first.has_sub or first.has_item)):
            continue  # alone, only "B1", "C1(d)", "47E1" stand (below): nothing else is kept

        def parse(t, p):
            d = _rel_desig(t, p)
            if d is None or taken(d.start, d.end):
                return None
            return d

        members, end = _parse_list(text, low, first, parse)
        designations = [d for d, _ in members]
        last_raw = members[-1][1]
        # what follows: a madde/bent word (after an optional ordinal dot and no ending)
        after = end + 1 if last_raw.dot and text.startswith(".", end) else end
        madde_after = _MADDE_AFTER.match(low, after)
        if madde_after and last_raw.kind == "num" and not last_raw.has_item \
                and not last_raw.dot and madde_after["w"] in _COUNTED:
            madde_after = None  # "3 madde": a count, not a citation
        if madde_after or madde_before:
            f_start = madde_before.start() if madde_before else first.start
            f_end = madde_after.end() if madde_after else end
        elif cue:
            if first.kind == "num":
                continue
            # "(bkz. C)", "bkz. aşağıdaki D.": a lone letter ends its clause ("aşağıdaki A takımı"
            # is not a citation)
            if last_raw.kind == "letter" and not _CLAUSE_END.match(text, end):
                continue
            f_start, f_end = first.start, end
        else:
            # alone: only "B1", "C1(d)", "47E1" (a section letter and a subsection number or item)
            keep = []
            for d, raw in members:
                if raw.kind not in ("secsub", "law") or not (raw.has_sub or raw.has_item):
                    break
                keep.append(d)
            if not keep:
                continue
            designations = keep
            f_start = first.start
            f_end = (keep[-1].upto or keep[-1]).end
        if taken(f_start, f_end):
            f_start = first.start
        out.append(Found(f_start, f_end, designations))
        layers.add(f_start, f_end)
        pos = f_end
    return out


def find(text: str) -> list[Found]:
    """Every citation in `text`, with offsets into `text` as given. Never raises."""
    try:
        return _find(text)
    except Exception:  # pragma: no cover - a grammar must never break the caller
        return []


def _find(text: str) -> list[Found]:
    if not isinstance(text, str) or not text:
        return []
    low = fold(text)
    found = _law_citations(text, low)
    # each pass's stretches added in order (among others' they would shift those after them)
    spans = Spans((f.start, f.end) for f in found)
    found += _ordinal_citations(text, low, spans)
    spans = Spans(sorted((f.start, f.end) for f in found))
    found += _this_citations(text, low, spans)
    spans = Spans(sorted((f.start, f.end) for f in found))
    found += _relative_citations(text, low, spans)
    found.sort(key=lambda f: f.start)
    return found


def render(cid: str) -> str:
    """A canonical id as the Turkish edition writes a citation: `Yasa 27B1(a)`."""
    return f"Yasa {cid}"
