"""English citations: "Law 27B1(a)", "Laws 61–64", "Laws 4, 12C2 and 91", "L27", "Law 27 B 1 a",
and bare canonical ids ("27B1(a)", "30B1(b)(ii)"). After a law word, what names no unit is read
as written ("Law 999", "Laws 1-9999", "Law 27Z", "Law 27B1z"), and the engine says so."""
from __future__ import annotations

import re

from ..citations import LAW, Designation, Found, Spans

# One designation: law number, then optionally section letter, subsection number, item, sub-item,
# each possibly separated by spaces ("27 B 1 a") or written with parentheses ("27B1(a)(ii)").
# What is glued to it is read as part of it, whether or not it names a unit ("Law 999",
# "Law 27Z", "Law 27BB", "Law 27B1z", "Law 27B1(a)(z)"): the engine then says it names nothing,
# where reading less would cite another unit (Law 27) without a word.
_DESIG = (r"(?P<d>\d+(?!\d)"
          r"(?:[A-Z]+(?![A-Za-z])|\s[A-H](?![A-Za-z]))?"
          r"(?:(?<=[A-Z])\d+(?!\d)|\s?\d{1,2}(?!\d))?"
          r"(?:\s?\((?:[a-l]|i{1,3}|iv|vi{0,3}|ix|x)\)|\([a-z]{1,4}\)|\s[a-l](?![A-Za-z])"
          r"|(?<=\d)[a-z](?![A-Za-z]))?"
          r"(?:\s?\((?:i{1,3}|iv|vi{0,3}|ix|x)\)|\([a-z]{1,4}\))?)")
_ONE = re.compile(_DESIG)
_WORD = re.compile(r"\b(?:Laws?|L)(?=\s?\d)\s?", re.IGNORECASE)
_JOIN = re.compile(r"\s*(?:,|and|or|&)\s*|\s*(?:–|-|to)\s*")
_BARE = re.compile(r"(?<![\w(])(?P<d>\d{1,2}[A-H]\d{0,2}(?:\([a-l]\))?(?:\((?:i{1,3}|iv|v|vi{1,3}|ix|x)\))?)(?![\w)])")


_SPACES = re.compile(r"\s+")
# one way only to split the digits (`\d+[A-Z]*\d*` splits a long number in quadratic time)
_GLUED_ITEM = re.compile(r"^(\d+(?:[A-Z]+\d*)?)([a-z])$")


def _form(raw: str) -> str:
    text = _SPACES.sub("", raw)
    m = _GLUED_ITEM.match(text)
    if m:  # "27B1a" → "27B1(a)"
        text = f"{m[1]}({m[2]})"
    return text


def find(text: str) -> list[Found]:
    out: list[Found] = []
    taken = 0
    for word in _WORD.finditer(text):
        if word.start() < taken:
            continue
        pos = word.end()
        designations: list[Designation] = []
        in_range = False  # the previous separator was a dash or "to"
        while m := _ONE.match(text, pos):
            d = Designation(m.start(), m.end(), _form(m["d"]), LAW)
            if in_range:
                designations[-1].upto = d
            else:
                designations.append(d)
            sep = _JOIN.match(text, m.end())
            if not sep or not _ONE.match(text, sep.end()):
                break
            in_range = sep.group(0).strip() in ("–", "-", "to") and not in_range
            pos = sep.end()
        if designations:
            last = designations[-1].upto or designations[-1]
            out.append(Found(word.start(), last.end, designations))
            taken = last.end
    taken = Spans((f.start, f.end) for f in out)
    for m in _BARE.finditer(text):
        if taken.overlaps(m.start(), m.start() + 1):
            continue
        out.append(Found(m.start(), m.end(), [Designation(m.start(), m.end(), _form(m["d"]), LAW)]))
    return sorted(out, key=lambda f: f.start)


def render(cid: str) -> str:
    """A canonical id as the WBF English text writes a citation: `Law 27B1(a)`."""
    return f"Law {cid}"
