"""The citations report: what resolved, what did not and why, how damaged forms were read, and
where the editions cite different things at the same unit (candidate translation errata)."""
from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

from .. import inventory, shapes
from ..ids import CanonicalId, sort_key
from ..lang import da
from .link import Occurrence, targets_by_unit

# The edition whose citations the others are measured against: the cleanest source, every one of
# its citations resolving.
REFERENCE = da.LANGUAGE.code


def edition_summary(occurrences: list[Occurrence]) -> dict:
    designations = [d for o in occurrences for d in o.citation.designations]
    resolved = [d for d in designations if d.target]
    return {
        "citations": len(occurrences),
        "designations": len(designations),
        "resolved": len(resolved),
        "resolved_share": round(len(resolved) / len(designations), 4) if designations else 1.0,
        "unresolved": [
            {"file": o.source, "line": o.line, "unit": o.unit, "where": o.where,
             "text": d.text, "citation": o.citation.text, "reason": d.problem}
            for o in occurrences for d in o.citation.designations if not d.target],
        "decoded": [
            {"file": o.source, "line": o.line, "unit": o.unit, "text": d.text, "target": d.target,
             "evidence": d.decoded}
            for o in occurrences for d in o.citation.designations if d.decoded],
    }


def _ancestors(cid: str) -> set[str]:
    out, c = {cid}, CanonicalId.parse(cid).parent
    while c is not None:
        out.add(str(c))
        c = c.parent
    return out


def _related(a: str, b: str) -> bool:
    """One id is the other or contains it (27B and 27B1(a))."""
    return a in _ancestors(b) or b in _ancestors(a)


def _law(cid: str) -> str:
    return "".join(ch for ch in cid[:2] if ch.isdigit())


def classify(mine: set[str], theirs: set[str]) -> dict[str, list[list[str]]]:
    """How two editions' targets at one unit differ.

    conflict: each cites a part of the same law the other does not and neither contains the other
    ("62C3" against "62D"): the likeliest translation errata. precision: one cites a unit, the other
    a part of it or the whole it belongs to ("12C1" against "12C1(b)"). addition: a target with no
    counterpart in the same law in the other edition.
    """
    out: dict[str, list[list[str]]] = {"conflict": [], "precision": [], "addition": []}
    only_mine, only_theirs = mine - theirs, theirs - mine
    paired: set[str] = set()
    for a in sorted(only_mine):
        for b in sorted(only_theirs):
            if _related(a, b):
                out["precision"].append([a, b])
                paired.update((a, b))
    for a in sorted(only_mine - paired):
        for b in sorted(only_theirs - paired):
            if _law(a) == _law(b):
                out["conflict"].append([a, b])
    conflicted = {x for pair in out["conflict"] for x in pair}
    for x in sorted((only_mine | only_theirs) - paired - conflicted):
        out["addition"].append([x])
    return out


def disagreements(by_lang: dict[str, list[Occurrence]]) -> list[dict]:
    """Units where the editions cite different targets in their own text, likeliest errata first.

    A conflict between two editions comes first, and first of all one where the third edition
    sides with one of the two (two against one); then differences of precision; then additions.
    """
    targets = {lang: targets_by_unit(occ) for lang, occ in by_lang.items()}
    langs = list(by_lang)
    units = sorted({u for t in targets.values() for u in t}, key=sort_key)
    out = []
    for uid in units:
        sets = {lang: targets[lang].get(uid, set()) for lang in langs}
        if len({frozenset(s) for s in sets.values()}) == 1:
            continue
        pairs = []
        for i, a in enumerate(langs):
            for b in langs[i + 1:]:
                diff = classify(sets[a], sets[b])
                if any(diff.values()):
                    pairs.append({"editions": [a, b], **{k: v for k, v in diff.items() if v}})
        conflicts = [p for p in pairs if "conflict" in p]
        backed = 0
        for p in conflicts:
            for a_id, b_id in p["conflict"]:
                others = [sets[lang] for lang in langs if lang not in p["editions"]]
                backed += sum(1 for o in others if a_id in o or b_id in o)
        rank = (0 if conflicts else 1 if any("precision" in p for p in pairs) else 2)
        out.append({
            "unit": uid,
            "kind": ("conflict", "precision", "addition")[rank],
            "targets": {lang: sorted(s, key=sort_key) for lang, s in sets.items()},
            "pairs": pairs,
            "_order": (rank, -backed, sort_key(uid)),
        })
    out.sort(key=lambda d: d["_order"])
    for d in out:
        del d["_order"]
    return out


# What `citations.json` holds that a command reads (`lawsearch.shapes`): `check` prints its figures
# and lists, `conflicting` reads its disagreements.
_CITED = [str]
_UNRESOLVED = {"file": str, "line": int, "unit": (str, None), "text": str, "reason": (str, None)}
_OTHER = {"file": str, "line": int, "unit": (str, None), "text": str, "targets": _CITED,
          "reason": (str, None), REFERENCE: _CITED}
_AGREEMENT = {"designations": int, "exact": int, "containing": int, "within": int, "other": int,
              "share_exact": float, "share_same_place": float, "other_designations": [_OTHER]}
_EDITION = {"citations": int, "designations": int, "resolved": int, "resolved_share": float,
            "unresolved": [_UNRESOLVED], "decoded": [dict],
            re.compile("^agreement_with_"): _AGREEMENT}
_PAIR = {"editions": [str], **{kind: shapes.Optional([_CITED])
                               for kind in ("conflict", "precision", "addition")}}
SHAPE = {"editions": {str: _EDITION},
         "disagreements": [{"unit": str, "kind": str, "targets": {str: _CITED},
                            "pairs": [_PAIR]}]}


def read(data: bytes) -> dict:
    """`citations.json`'s bytes as the report, a `ValueError` where they are not one (`SHAPE`)."""
    found = json.loads(data)
    shapes.check(found, SHAPE)
    return found


def conflicting(directory: Path, say: Callable[[str], None] | None = None
                ) -> dict[str, dict[str, set[str]]]:
    """Unit → edition → the units it cites that conflict with another edition's citation and
    that no other edition cites, from the build's `citations.json` in `directory` (its
    disagreements of the kind "conflict": the Hebrew 79A1 of 72B2, where the Turkish and
    Danish cite 79A2); empty where the build wrote none. Candidate errata, marked where read.
    A damaged `citations.json` is a `DamagedFile` error, or said through `say` (and nothing
    marked) when it is given."""
    path = Path(directory) / "citations.json"
    if not path.is_file() and not inventory.missing(directory, "citations.json"):
        return {}
    found = inventory.each([path], lambda p: inventory.parsed(
        p, lambda data: read(data)["disagreements"], directory), say)
    out: dict[str, dict[str, set[str]]] = {}
    for d in found[0] if found else []:
        for pair in d["pairs"]:
            for mine in pair.get("conflict", []):
                for lang, target in zip(pair["editions"], mine):
                    if not any(target in cited for other, cited in d["targets"].items()
                               if other != lang):
                        out.setdefault(d["unit"], {}).setdefault(lang, set()).add(target)
    return out


def agreement(occurrences: list[Occurrence], reference: list[Occurrence]) -> dict:
    """How often a designation resolves to what the reference edition cites at the same unit.

    Counted over designations in units where the reference cites something, each in one class:
    `exact`, the same target; `containing`, a unit that contains one of the reference's targets
    (the text cites "Law 26" where the reference cites 26B); `within`, a part of one of them (the
    text cites 12C1(b) where the reference cites 12C1); `other`, none of these, or unresolved.
    The first three point at the same place, each at the precision its own text gives: a
    resolution can never be finer than the text. Every `other` is listed for review.
    """
    ref = targets_by_unit(reference)
    counts = {"exact": 0, "containing": 0, "within": 0, "other": 0}
    others = []
    for o in occurrences:
        if o.where != "text" or o.unit not in ref:
            continue
        theirs = ref[o.unit]
        for d in o.citation.designations:
            targets = d.targets
            if targets and all(t in theirs for t in targets):
                counts["exact"] += 1
            elif targets and all(any(t in _ancestors(r) for r in theirs) for t in targets):
                counts["containing"] += 1
            elif targets and all(any(r in _ancestors(t) for r in theirs) for t in targets):
                counts["within"] += 1
            else:
                counts["other"] += 1
                others.append({"file": o.source, "line": o.line, "unit": o.unit, "text": d.text,
                               "targets": targets, "reason": d.problem or d.decoded,
                               REFERENCE: sorted(theirs, key=sort_key)})
    total = sum(counts.values())
    same_place = counts["exact"] + counts["containing"] + counts["within"]
    return {"designations": total, **counts,
            "share_exact": round(counts["exact"] / total, 4) if total else 1.0,
            "share_exact_or_containing": (round((counts["exact"] + counts["containing"]) / total, 4)
                                          if total else 1.0),
            "share_same_place": round(same_place / total, 4) if total else 1.0,
            "other_designations": others}


def report(by_lang: dict[str, list[Occurrence]]) -> dict:
    """The report the build writes as `citations.json` (its shape: `SHAPE`)."""
    editions = {lang: edition_summary(occ) for lang, occ in by_lang.items()}
    if REFERENCE in by_lang:
        for lang, occ in by_lang.items():
            if lang != REFERENCE:
                editions[lang][f"agreement_with_{REFERENCE}"] = agreement(occ, by_lang[REFERENCE])
    return {"editions": editions, "disagreements": disagreements(by_lang)}


def figures(found: dict) -> list[str]:
    """`check`'s lines of the report (`read`): each edition's citations, the editions'
    disagreements, and each edition's agreement with the reference edition."""
    out = []
    for lang, c in found["editions"].items():
        out.append(f"citations {lang}: {c['citations']} found, {c['resolved']} of "
                   f"{c['designations']} designations resolved ({c['resolved_share']:.2%}), "
                   f"{len(c['decoded'])} damaged forms decoded")
    dis = found["disagreements"]
    kinds = {k: sum(1 for d in dis if d["kind"] == k) for k in ("conflict", "precision", "addition")}
    out.append(f"cross-edition disagreements: {len(dis)} units ("
               + ", ".join(f"{v} {k}" for k, v in kinds.items()) + ")")
    for lang, ref, a in _agreements(found):
        out.append(f"citations {lang} agreeing with {ref} at the same unit: "
                   f"{a['share_exact']:.1%} same target, "
                   f"{a['share_same_place']:.1%} same place at the text's own precision "
                   f"({a['containing']} coarser, {a['within']} finer, {a['other']} other)")
    return out


def listed(found: dict) -> list[str]:
    """`check --verbose`'s lines of the report (`read`): every citation unresolved, every
    designation not as the reference edition's, every disagreement."""
    out = []
    for lang, c in found["editions"].items():
        out.extend(f"  unresolved {lang} {u['file']}:{u['line']} [{u['unit']}] "
                   f"{u['text']!r}: {u['reason']}" for u in c["unresolved"])
    for lang, ref, a in _agreements(found):
        out.extend(f"  not as {ref} {lang} {u['file']}:{u['line']} [{u['unit']}] "
                   f"{u['text']!r} → {', '.join(u['targets']) or '-'}; {ref}: "
                   f"{', '.join(u.get(ref, []))}" for u in a["other_designations"])
    out.extend(f"  {d['kind']:<9} {d['unit']:<10} " + "  ".join(
        f"{lang}: {', '.join(t) or '-'}" for lang, t in d["targets"].items())
        for d in found["disagreements"])
    return out


def _agreements(found: dict):
    for lang, c in found["editions"].items():
        for key, a in c.items():
            if key.startswith("agreement_with_"):
                yield lang, key[len("agreement_with_"):], a
