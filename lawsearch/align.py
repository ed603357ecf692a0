"""Cross-edition alignment: which editions have each canonical unit, and why a gap exists.

Gaps are explained from `corpus/gaps.json`, a reviewed file: for a language and a canonical id, the
kind of gap ("difference": the editions really differ; "damage": the source lost it) and why.
A gap with no explanation is an error for `lawsearch check`.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from .ids import sort_key
from .model import Edition

GAP_KINDS = ("difference", "damage")


@dataclass
class Gap:
    id: str
    lang: str
    kind: str | None  # None: unexplained
    why: str | None


@dataclass
class AlignmentReport:
    langs: list[str]
    units: dict[str, list[str]]  # canonical id → languages that have it, in document order
    gaps: list[Gap] = field(default_factory=list)
    stale: list[str] = field(default_factory=list)  # explanations for gaps that no longer exist

    @property
    def unexplained(self) -> list[Gap]:
        return [g for g in self.gaps if g.kind is None]

    def coverage(self, level: str = "below-law") -> float:
        """Share of units (below law level by default) present in every edition."""
        ids = [i for i in self.units if level != "below-law" or not i.isdigit()]
        if not ids:
            return 1.0
        full = sum(1 for i in ids if len(self.units[i]) == len(self.langs))
        return full / len(ids)

    def section_mismatches(self) -> list[str]:
        """Laws whose top-level sections differ between editions."""
        out = []
        for cid, langs in self.units.items():
            if cid[-1].isalpha() and cid[:-1].isdigit() and len(langs) != len(self.langs):
                out.append(cid)
        return out

    def to_json(self) -> dict:
        return {
            "languages": self.langs,
            "units": len(self.units),
            "coverage_below_law": round(self.coverage(), 4),
            "in_all_editions": sum(1 for v in self.units.values() if len(v) == len(self.langs)),
            "gaps": [{"id": g.id, "missing_in": g.lang, "kind": g.kind or "unexplained",
                      "why": g.why} for g in self.gaps],
            "stale_explanations": self.stale,
            "table": [{"id": cid, "editions": langs} for cid, langs in self.units.items()],
        }


def load_gap_notes(path: Path) -> dict[str, dict[str, dict]]:
    if not path.exists():
        return {}
    return json.loads(path.read_text(encoding="utf-8"))


def align(editions: list[Edition], notes: dict[str, dict[str, dict]] | None = None) -> AlignmentReport:
    notes = notes or {}
    langs = [e.lang for e in editions]
    have: dict[str, list[str]] = {}
    for e in editions:
        for unit in e.units():
            have.setdefault(unit.id, []).append(e.lang)
    ordered = {cid: have[cid] for cid in sorted(have, key=sort_key)}
    report = AlignmentReport(langs=langs, units=ordered)
    used: set[tuple[str, str]] = set()
    for cid, present in ordered.items():
        for lang in langs:
            if lang in present:
                continue
            note = notes.get(lang, {}).get(cid)
            if note:
                used.add((lang, cid))
            report.gaps.append(Gap(cid, lang, note and note["kind"], note and note["why"]))
    for lang, entries in notes.items():
        for cid in entries:
            if (lang, cid) not in used:
                report.stale.append(f"{lang}:{cid}")
    return report
