"""Resolving what a grammar found into canonical ids, against the units that exist.

A designation resolves to a unit only if that unit exists; otherwise it resolves to nothing and says
why. It is never snapped to a neighbour. Relative designations ("B1(b)", "Madde 3", "(a)") are read
against the citing unit's ancestors. A damaged form with alternatives resolves to the first reading
that exists and is cited at the same unit in another edition (the evidence), else to the first
reading that exists, and the choice is recorded.
"""
from __future__ import annotations

import re
import unicodedata
from bisect import bisect_left, bisect_right
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Callable, Iterable

from ..errors import excerpt
from ..ids import CanonicalId, sort_key
from ..lang.citations import IN_LAW, IN_SECTION, IN_SUBSECTION, LAW, THIS, Designation, Found

_DIGIT = re.compile(r"(?![0-9])\d")  # a decimal digit of another script than ASCII
_GLUED = re.compile(r"^(?P<base>\d{1,2}(?:[A-Z](?:\d{1,2})?)?)(?P<letters>[a-z]+)$")
_ROMAN = ("i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii")
_LEVEL_NAMES = ("law", "section", "subsection", "item", "subitem")


@dataclass(slots=True)
class Resolved:
    """One designation, resolved."""

    start: int
    end: int
    text: str
    target: str | None
    upto: str | None = None
    problem: str | None = None
    decoded: str | None = None  # for a damaged form: how the reading was chosen (the evidence)
    span: list[str] = field(default_factory=list)  # every unit of a range, first to last

    @property
    def targets(self) -> list[str]:
        if self.span:
            return list(self.span)
        return [self.target] if self.target else []

    @property
    def backwards(self) -> bool:
        """Whether it is a range that runs backwards ("§§ 3-1"): no unit lies from its first to
        its last, or its last comes first."""
        return bool(self.upto and self.target and (
            not self.span or sort_key(self.upto) < sort_key(self.target)))


def backwards(text: str, d: Resolved) -> str:
    """What is wrong with a range that runs backwards, cited as `text`."""
    return f"{text} runs backwards, from {d.target} to {d.upto}: a range names its first unit first"


@dataclass(slots=True)
class Citation:
    """A citation in a text: its span, the ids it resolves to, and what is wrong if anything."""

    text: str
    start: int
    end: int
    designations: list[Resolved] = field(default_factory=list)

    @property
    def targets(self) -> list[str]:
        out: list[str] = []
        for d in self.designations:
            out.extend(t for t in d.targets if t not in out)
        return out

    @property
    def problem(self) -> str | None:
        # (the citation quoted short: a list of ten thousand ranges is a text of 100,000
        # characters, and each of its ranges that runs backwards says so)
        problems = [d.problem or backwards(excerpt(self.text), d) for d in self.designations
                    if d.problem or d.backwards]
        return "; ".join(problems) if problems else None

    def to_json(self) -> dict:
        data = {"text": self.text, "start": self.start, "end": self.end, "targets": self.targets}
        if self.problem:
            data["problem"] = self.problem
        decoded = [d.decoded for d in self.designations if d.decoded]
        if decoded:
            data["decoded"] = decoded
        return data


class Units:
    """The canonical ids that exist, with what the resolver asks of them."""

    def __init__(self, ids: Iterable[str]):
        self.ids = set(ids)
        self.laws = sorted(int(i) for i in self.ids if i.isdigit())
        self._ordered = sorted(self.ids, key=sort_key)
        self._children: dict[str | None, list[str]] | None = None

    def __contains__(self, cid: str) -> bool:
        return cid in self.ids

    def children(self, cid: str) -> list[str]:
        if self._children is None:  # each unit's parts found once for all
            self._children = {}
            for i in self._ordered:
                self._children.setdefault(_parent(i), []).append(i)
        return list(self._children.get(cid, ()))

    def between(self, first: str, last: str) -> list[str]:
        """Units from `first` to `last` at the same level under the same parent, in order."""
        if first.isdigit() and last.isdigit():  # found by halving: a text may cite many ranges
            laws = self.laws[bisect_left(self.laws, int(first)):bisect_right(self.laws, int(last))]
            return [str(n) for n in laws]
        siblings = self.children(_parent(first) or "")
        if last in siblings and first in siblings:
            return siblings[siblings.index(first): siblings.index(last) + 1]
        return [first, last]

    def why_missing(self, cid: str) -> str:
        """Why `cid` (a designation as a grammar read it, "27B9", "27Z", "999", "27B1(a)(z)")
        names nothing, saying what does exist: the laws there are, or the parts of the nearest
        unit above it that exists."""
        if not self.laws:
            return "no laws"
        m = _LAW.match(cid)
        if m is None:
            return f"{cid!r} is not a designation of a unit"
        law = decimal(m.group())
        # compared by length first: int() refuses a number of thousands of digits
        if len(law) > len(str(self.laws[-1])) or int(law) not in self.laws:
            return no_law(law, self.laws)
        parent = law
        for end in _HEADS.finditer(cid, m.end()):  # the nearest head of `cid` that exists
            head = law + cid[m.end():end.end()]
            if end.end() == len(cid) or head not in self:
                break
            parent = head
        name = f"law {parent}" if parent.isdigit() else parent
        have = self.children(parent)
        return (f"no {cid}; {name} has {', '.join(have)}" if have
                else f"no {cid}; {name} has no parts")


# A law number (of any script's digits), and each part after it: a run of digits, an item in
# parentheses, a run of anything else ("B", "ZZ", "ת"), or a lone parenthesis.
_LAW = re.compile(r"\d+")
_HEADS = re.compile(r"[^\d()]+|\d+|\([^()]*\)|[()]")
SHOWN_DIGITS = 12  # of a law number in a message


def decimal(digits: str) -> str:
    """A number's decimal digits (of any script) as ASCII, without leading zeros ("0" for 0)."""
    return "".join(str(unicodedata.decimal(c)) for c in digits).lstrip("0") or "0"


def no_law(law: str, laws: list[int]) -> str:
    """"no law 999; laws run 1–93", the number cut to its first `SHOWN_DIGITS` digits."""
    shown = law if len(law) <= SHOWN_DIGITS else law[:SHOWN_DIGITS] + "…"
    return f"no law {shown}; laws run {laws[0]}–{laws[-1]}"


def _parent(cid: str) -> str | None:
    try:
        p = CanonicalId.parse(cid).parent
    except ValueError:
        return None
    return str(p) if p else None


def readings(form: str) -> list[str]:
    """Canonical ids a law-anchored form can mean: "30B1bi" → 30B1(b)(i), then 30B1(bi); a
    number in another script's digits is the same number ("٢٧" → 27)."""
    # a text cites the same few forms again and again; a long one (hostile) is not kept
    return list(_known_readings(form) if len(form) <= 32 else _readings(form))


def _readings(form: str) -> tuple[str, ...]:
    form = _DIGIT.sub(lambda m: str(unicodedata.decimal(m.group())), form.replace(" ", ""))
    m = _GLUED.match(form)
    out: list[str] = []
    if m:
        base, letters = m["base"], m["letters"]
        for i in range(1, len(letters)):
            if letters[i:] in _ROMAN:
                out.append(f"{base}({letters[:i]})({letters[i:]})")
        out.append(f"{base}({letters})")
    else:
        out.append(form)
    valid = []
    for cid in out:
        try:
            valid.append(str(CanonicalId.parse(cid)))
        except ValueError:
            continue
    return tuple(valid)


_known_readings = lru_cache(maxsize=4096)(_readings)


def _anchor_prefix(anchor: str, context: str | None) -> str | None:
    """The part of the citing unit's id that a relative designation is read against."""
    if context is None:
        return None
    c = CanonicalId.parse(context)
    if anchor == IN_LAW:
        return c.law
    if anchor == IN_SECTION:
        return (c.law + c.section) if c.section else None
    if anchor == IN_SUBSECTION:
        if c.subsection:
            return c.law + c.section + c.subsection
        return (c.law + c.section) if c.section else None
    return None


def _candidates(form: str, anchor: str, context: str | None) -> tuple[list[str], str | None]:
    """Ids a form can mean, and the problem if it cannot mean any."""
    if anchor == LAW:
        return readings(form), None
    if anchor == THIS:
        if context is None:
            return [], f"'this {form}' outside any unit"
        c = CanonicalId.parse(context)
        parts = [v for _, v in c.parts()]
        depth = _LEVEL_NAMES.index(form) if form in _LEVEL_NAMES else 0
        cid = "".join(f"({p})" if i >= 3 else p for i, p in enumerate(parts[: depth + 1]))
        return [cid], None
    prefix = _anchor_prefix(anchor, context)
    if prefix is None:
        return [], f"relative reference {form!r} outside a unit it could be relative to"
    found = readings(prefix + form)
    return found, (None if found else f"{form!r} does not fit under {prefix}")


def resolve_designation(d: Designation, text: str, context: str | None, units: Units,
                        evidence: set[str] | None = None) -> Resolved:
    out = Resolved(d.start, d.end, text[d.start:d.end], None)
    forms = [(d.form, d.anchor)] + [a if isinstance(a, tuple) else (a, d.anchor)
                                    for a in d.alternatives]
    options: list[str] = []
    problem = None
    for form, anchor in forms:
        cands, why = _candidates(form, anchor, context)
        options.extend(c for c in cands if c not in options)
        problem = problem or why
    existing = [c for c in options if c in units]
    if not existing:
        out.problem = (units.why_missing(options[0]) if options
                       else problem or units.why_missing(d.form))
        return out
    chosen = existing[0]
    if d.alternatives:
        agreed = [c for c in existing if evidence and c in evidence]
        if agreed:
            chosen = agreed[0]
            out.decoded = (f"{out.text!r} read as {chosen}: it exists, and another edition cites "
                           f"{chosen} in the same unit")
        elif len(existing) == 1:
            out.decoded = f"{out.text!r} read as {chosen}: the only reading that exists"
        else:
            out.decoded = (f"{out.text!r} read as {chosen}: the first reading that exists (also "
                           f"possible: {', '.join(existing[1:])}); no other edition decides")
    out.target = chosen
    if d.upto is not None:
        end = resolve_designation(Designation(d.upto.start, d.upto.end, d.upto.form,
                                              d.upto.anchor, None, d.upto.alternatives),
                                  text, context, units, evidence)
        if end.target is None:
            out.problem = f"end of range: {end.problem}"
            out.target = None
        else:
            out.upto = end.target
            out.span = units.between(out.target, end.target)
            out.end = max(out.end, end.end)
            out.text = text[out.start:out.end]
    return out


def resolve(found: list[Found], text: str, context: str | None, units: Units,
            evidence: set[str] | None = None) -> list[Citation]:
    """Resolve what a grammar found in `text`, written in the unit `context` (None: outside a law)."""
    out = []
    for f in found:
        c = Citation(text[f.start:f.end], f.start, f.end)
        c.designations = [resolve_designation(d, text, context, units, evidence)
                          for d in f.designations]
        out.append(c)
    return out


Grammar = Callable[[str], list[Found]]
