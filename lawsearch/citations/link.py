"""Finding, resolving and linking every cross-reference of an edition (find → resolve → link).

`scan` finds and resolves without changing anything; `link` also turns each resolved designation
into a `Ref` inside the paragraph (or footnote) it stands in, which the AKN writer renders as `ref`.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ..lang import part as language_part
from ..model import Edition, Footnote, NoteRef, Paragraph, Ref, Unit
from .resolve import Citation, Grammar, Units, resolve


@dataclass
class Occurrence:
    """A citation where it stands: edition, unit, source line and the kind of text."""

    lang: str
    source: str
    unit: str | None  # None: in a definition
    line: int
    where: str  # "text", "footnote", "definition"
    citation: Citation


@lru_cache(maxsize=16)  # one a language and way; bounded whatever a caller passes
def grammar_for(lang: str, typed: bool = False) -> Grammar | None:
    """The language's grammar (`find`); `typed`: as it reads a citation a user typed, where it
    has a way of its own (`find_typed`: no readings of a damaged source's forms)."""
    module = language_part(lang, "citations")
    if module is None:
        return None
    return getattr(module, "find_typed", module.find) if typed else module.find


def _link_parts(parts: list, grammar: Grammar, context: str | None, units: Units,
                evidence: set[str] | None, apply: bool) -> tuple[list, list[Citation]]:
    out: list = []
    citations: list[Citation] = []
    for part in parts:
        if not isinstance(part, str):
            out.append(part)
            continue
        found = resolve(grammar(part), part, context, units, evidence)
        citations.extend(found)
        pos = 0
        for c in found:
            for d in c.designations:
                if d.target is None or d.start < pos:
                    continue
                out.append(part[pos:d.start])
                out.append(Ref(part[d.start:d.end], d.target, d.upto))
                pos = d.end
        out.append(part[pos:])
    merged: list = []
    for p in out:
        if isinstance(p, str) and merged and isinstance(merged[-1], str):
            merged[-1] += p
        elif p != "":
            merged.append(p)
    return (merged if apply else parts), citations


def _walk(unit: Unit):
    yield unit
    for child in unit.children:
        yield from _walk(child)


def scan(edition: Edition, units: Units | None = None,
         evidence: dict[str, set[str]] | None = None, apply: bool = False) -> list[Occurrence]:
    """Every citation of the edition, resolved; with `apply`, linked into the text as well."""
    grammar = grammar_for(edition.lang)
    if grammar is None:
        return []
    units = units or Units(u.id for u in edition.units())
    evidence = evidence or {}
    source = Path(edition.source).name
    found: list[Occurrence] = []
    seen_notes: set[int] = set()

    def note(n: Footnote, context: str) -> None:
        if id(n) in seen_notes:
            return
        seen_notes.add(id(n))
        parts, cits = _link_parts(n.inline, grammar, context, units, evidence.get(context), apply)
        if apply and any(isinstance(p, Ref) for p in parts):
            n.parts = parts
        found.extend(Occurrence(edition.lang, source, context, n.line, "footnote", c) for c in cits)

    for unit in edition.units():
        if unit.heading:
            parts, cits = _link_parts([unit.heading], grammar, unit.id, units,
                                      evidence.get(unit.id), apply)
            if apply and any(isinstance(p, Ref) for p in parts):
                unit.heading_parts = parts
            found.extend(Occurrence(edition.lang, source, unit.id, unit.line, "heading", c)
                         for c in cits)
        for ref in unit.heading_notes:
            note(ref.note, unit.id)
        for block in unit.intro + unit.wrapup:
            if not isinstance(block, Paragraph):
                continue
            parts, cits = _link_parts(block.parts, grammar, unit.id, units,
                                      evidence.get(unit.id), apply)
            block.parts = parts
            found.extend(Occurrence(edition.lang, source, unit.id, block.line, "text", c)
                         for c in cits)
            for p in block.parts:
                if isinstance(p, NoteRef):
                    note(p.note, unit.id)
    for d in edition.definitions:
        for block in d.text:
            if isinstance(block, Paragraph):
                parts, cits = _link_parts(block.parts, grammar, None, units, None, apply)
                block.parts = parts
                found.extend(Occurrence(edition.lang, source, None, block.line, "definition", c)
                             for c in cits)
    return found


def targets_by_unit(occurrences: list[Occurrence], where: tuple[str, ...] = ("text",)) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for o in occurrences:
        if o.unit is not None and o.where in where:
            out.setdefault(o.unit, set()).update(o.citation.targets)
    return out


def link_editions(editions: list[Edition]) -> dict[str, list[Occurrence]]:
    """Link every edition; damaged forms are decided by what the other editions cite in the
    same unit, so all editions are scanned once before any is linked."""
    first = {e.lang: scan(e) for e in editions}
    by_lang = {lang: targets_by_unit(occ, ("text", "footnote")) for lang, occ in first.items()}
    result = {}
    for e in editions:
        evidence: dict[str, set[str]] = {}
        for lang, units in by_lang.items():
            if lang == e.lang:
                continue
            for uid, targets in units.items():
                evidence.setdefault(uid, set()).update(targets)
        result[e.lang] = scan(e, evidence=evidence, apply=True)
    return result
