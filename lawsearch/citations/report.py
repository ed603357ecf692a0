"""The citations report: what resolved, what did not and why, how damaged forms were read, and
where the editions cite different things at the same unit (candidate translation errata)."""
from __future__ import annotations

from ..ids import sort_key
from .link import Occurrence, targets_by_unit


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


def disagreements(by_lang: dict[str, list[Occurrence]]) -> list[dict]:
    """Units where the editions cite different targets in their own text.

    Units where every edition cites something come first, with the fewest differences first:
    a single differing target there is the likeliest erratum ("62C3" against "62D").
    """
    targets = {lang: targets_by_unit(occ) for lang, occ in by_lang.items()}
    langs = list(by_lang)
    units = sorted({u for t in targets.values() for u in t}, key=sort_key)
    out = []
    for uid in units:
        sets = {lang: targets[lang].get(uid, set()) for lang in langs}
        if len({frozenset(s) for s in sets.values()}) == 1:
            continue
        common = set.intersection(*sets.values())
        only = {lang: sorted(s - common, key=sort_key) for lang, s in sets.items() if s - common}
        out.append({
            "unit": uid,
            "targets": {lang: sorted(s, key=sort_key) for lang, s in sets.items()},
            "only_in": only,
            "all_cite": all(sets.values()),
        })
    out.sort(key=lambda d: (not d["all_cite"], sum(len(v) for v in d["only_in"].values()),
                            sort_key(d["unit"])))
    return out


def report(by_lang: dict[str, list[Occurrence]]) -> dict:
    return {
        "editions": {lang: edition_summary(occ) for lang, occ in by_lang.items()},
        "disagreements": disagreements(by_lang),
    }
