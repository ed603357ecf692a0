"""The Israel Bridge Federation's regulations at the end of the Hebrew edition (`wbf-2017-he.txt`,
after the subject index), as annotations of the units they regulate.

The laws mark each point where a regulating authority may decide with ★ or ☆ (⚠ in the
definitions); the regulations follow in the order of the laws, one line each, naming their law in
the edition's scrambled way (`חוק 240א(ii)` for 40B2(a)(ii)). Each regulation is paired with a
mark, in order:

1. `reference+mark`: a reading of its reference (the citation grammar's, and the two of
   `lang/he/backmatter.py`) is a unit with a mark not yet taken, after the previous pairing;
2. `mark`: else, a free mark between its neighbours' in a unit whose law and subsection (and item)
   the printed digits agree with — the section letter printed differs (`193א` for 93C1);
3. `reference`: else, the reading that exists between its neighbours' units (a regulation of a
   point the laws do not mark: `237` = 7B2);
4. `footnote-mark` (`חוק 41 הערה 9`): the mark in that footnote, at the unit of its marker;
   `definition-mark` (`הגדרות`): the mark in a definition (it has no canonical id: `targets` is
   empty and `link["definition"]` names it).

`link` records the method, the reference as printed, the reading and the mark's line. The title
(what a reader sees above the regulation) names the unit as the edition writes a citation
(`חוק 40ב2(א)(ii)`), never the scrambled reference; a footnote's and the definitions' references
are printed whole and stay as printed (`label`).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from ..citations import Units, cite
from ..errors import SourceError
from ..ids import CanonicalId, sort_key
from ..lang import he
from ..lang.he import backmatter as bm
from ..model import Annotation, Edition, Paragraph, Ref, Table, Unit
from .he_refs import readings
from .text import read_lines

SOURCE = "wbf-2017-he.txt"
AUTHORITY = "Israel Bridge Federation (ההתאגדות הישראלית לברידג')"
KIND = "national-regulation"


@dataclass
class Mark:
    """One ★/☆/⚠ in the edition, in document order."""

    pos: int
    mark: str
    line: int
    unit: str | None = None  # canonical id (None for a definition)
    definition: str | None = None  # definition key
    footnote: int | None = None  # footnote number, when the mark is in a footnote's text


@dataclass
class _Reg:
    no: int
    line: int
    ref: str
    text: str
    readings: list[str]
    mark: Mark | None = None
    target: str | None = None
    method: str = ""
    note: str | None = None


def marks(edition: Edition) -> list[Mark]:
    """Every mark of the edition: definitions first, then the laws in document order (a unit's
    text, its parts, its closing text; a footnote's marks where its marker stands)."""
    out: list[Mark] = []

    def add(text: str, line: int, **where) -> None:
        for m in bm.MARK_RUN.finditer(text):
            out.append(Mark(len(out), m.group(), line, **where))

    for d in edition.definitions:
        for b in d.text:
            add(b.text if isinstance(b, Paragraph) else "", b.line, definition=d.key)

    def blocks(unit: Unit, bs: list) -> None:
        for b in bs:
            if isinstance(b, Table):
                add(" ".join(c for row in b.rows for c in row), b.line, unit=unit.id)
                continue
            add(b.text, b.line, unit=unit.id)
            for note in b.notes:
                add(note.text, note.line, unit=unit.id,
                    footnote=he.superscript_value(note.marker))

    def walk(unit: Unit) -> None:
        if unit.heading:
            add(unit.heading, unit.line, unit=unit.id)
        blocks(unit, unit.intro)
        for child in unit.children:
            walk(child)
        blocks(unit, unit.wrapup)

    for law in edition.laws:
        walk(law)
    return out


def _agrees(ref: str, cid: str) -> str | None:
    """How a mark's unit differs from the printed reference when only its letter does: the
    digits are subsection and law (either order), the items agree. None if they do not."""
    digits = "".join(re.findall(r"[0-9]", ref.split("(")[0]))
    items = [he.item_part(i) for i in re.findall(r"\((יא|יב|[א-ט]|י)\)", ref)]
    c = CanonicalId.parse(cid)
    sub = c.subsection or ""
    if digits not in (sub + c.law, c.law + sub):
        return None
    if items and items != [c.item]:
        return None
    letters = re.findall(r"[א-ט](?![)א-ת])", ref.split("(")[0])
    printed = he.section_part(letters[0]) if letters else None
    if printed == c.section:
        return None if not printed else "agrees"
    return f"section letter printed {letters[0] if letters else 'nowhere'}, the mark is in {cid}"


def _parse(path: Path, lines: list[str], ids: Units) -> list[_Reg]:
    start = next((i for i, s in enumerate(lines) if s.strip() == he.REGULATIONS_HEADING), None)
    if start is None:
        raise SourceError(path, max(len(lines), 1),
                          f"the regulations ({he.REGULATIONS_HEADING!r}) after the index")
    regs: list[_Reg] = []
    for i in range(start + 1, len(lines)):
        s = lines[i].strip()
        if not s:
            continue
        m = bm.REGULATION.match(s)
        if m is None:
            if bm.REGULATION_START.match(s) or s.startswith("- "):
                raise SourceError(path, i + 1, "a regulation '- ☆ **חוק N** - text'", s)
            if regs:
                break  # the back cover: "Bridge", "ההתאגדות הישראלית לברידינג"
            raise SourceError(path, i + 1, "a regulation '- ☆ **חוק N** - text'", s)
        ref = m.group("ref").strip()
        law = bm.REG_LAW.match(ref)
        found = readings(law.group("ref"), ids) if law and not bm.REG_FOOTNOTE.match(ref) else []
        regs.append(_Reg(len(regs) + 1, i + 1, ref, m.group("text").strip(), found))
    if not regs:
        raise SourceError(path, start + 1, "at least one regulation after the heading")
    return regs


def _pair(path: Path, regs: list[_Reg], slots: list[Mark]) -> None:
    taken: set[int] = set()
    last = -1
    # 1. by reference and mark, in order; definitions and footnotes by what they name
    for r in regs:
        fn = bm.REG_FOOTNOTE.match(r.ref)
        if r.ref == bm.DEFINITIONS:
            cands = [s for s in slots if s.definition is not None and s.pos not in taken]
            method = "definition-mark"
        elif fn:
            cands = [s for s in slots if s.footnote == int(fn["note"]) and s.pos not in taken
                     and s.unit and CanonicalId.parse(s.unit).law == fn["law"]]
            method = "footnote-mark"
        else:
            cands = [s for cid in r.readings for s in slots
                     if s.unit == cid and s.footnote is None and s.pos not in taken and s.pos > last]
            method = "reference+mark"
        if cands:
            r.mark, r.method = cands[0], method
            r.target = cands[0].unit
            taken.add(cands[0].pos)
            last = max(last, cands[0].pos)
    # 2–3. the rest, between their paired neighbours
    for k, r in enumerate(regs):
        if r.mark is not None:
            continue
        if bm.REG_LAW.match(r.ref) is None or bm.REG_FOOTNOTE.match(r.ref):
            raise SourceError(path, r.line, "a reference this regulation's mark can be found by",
                              r.ref)
        before = next((p for p in reversed(regs[:k]) if p.target or p.mark), None)
        after = next((p for p in regs[k + 1:] if p.target or p.mark), None)
        lo = before.mark.pos if before and before.mark else -1
        hi = after.mark.pos if after and after.mark else len(slots)
        printed = bm.REG_LAW.match(r.ref).group("ref")
        for s in slots:
            if lo < s.pos < hi and s.pos not in taken and s.unit and s.footnote is None:
                how = _agrees(printed, s.unit)
                if how is not None:
                    r.mark, r.target, r.method = s, s.unit, "mark"
                    r.note = None if how == "agrees" else how
                    taken.add(s.pos)
                    break
        if r.mark is not None:
            continue
        low = before.target if before else None
        high = after.target if after else None
        fits = [c for c in r.readings
                if (low is None or sort_key(c) > sort_key(low))
                and (high is None or sort_key(c) < sort_key(high))]
        if not fits:
            raise SourceError(path, r.line, "a law reference that names a unit between the "
                              "neighbouring regulations' units", r.ref)
        r.target, r.method = fits[0], "reference"
        r.note = "no mark in the law text"


def _inline(text: str, ids: set[str]) -> list:
    """The regulation's text with its citations linked."""
    parts: list = []
    pos = 0
    for c in cite(text, ids, lang=he.LANGUAGE.code):
        for d in c.designations:
            if d.target is None or d.start < pos:
                continue
            parts.append(text[pos:d.start])
            parts.append(Ref(d.text, d.target, d.upto))
            pos = d.end
    parts.append(text[pos:])
    return [p for p in parts if p != ""]


def label(ref: str, target: str | None) -> str:
    """What heads a regulation: its unit as the edition cites it (`חוק 237` → `חוק 7ב2`), or the
    reference as printed when it names a footnote or the definitions, or nothing it was read to."""
    from ..lang.he.citations import render

    if target and bm.REG_LAW.match(ref) and not bm.REG_FOOTNOTE.match(ref):
        return render(target)
    return ref


def read(path: Path, edition: Edition) -> list[Annotation]:
    """The 27 regulations as `national-regulation` annotations of the units they regulate."""
    path = Path(path)
    lines = read_lines(path)
    ids = {u.id for u in edition.units()}
    regs = _parse(path, lines, Units(ids))
    _pair(path, regs, marks(edition))
    out = []
    for r in regs:
        link: dict = {"method": r.method, "printed": r.ref}
        if r.target:
            link["reading"] = r.target
        if r.mark is not None:
            link["mark"] = r.mark.mark
            link["mark_line"] = r.mark.line
            if r.mark.definition:
                link["definition"] = r.mark.definition
            if r.mark.footnote is not None:
                link["footnote"] = r.mark.footnote
        if r.note:
            link["note"] = r.note
        out.append(Annotation(
            id=f"ibf-regulation:{r.no}", kind=KIND, lang=he.LANGUAGE.code, source=SOURCE,
            authority=AUTHORITY, targets=[r.target] if r.target else [],
            blocks=[Paragraph(_inline(r.text, ids), r.line)], title=label(r.ref, r.target),
            link=link,
            line=r.line))
    return out
