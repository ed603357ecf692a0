"""The pages about the corpus itself: its editions (sources, checksums, rights, provenance) and its
quality (alignment coverage, unresolved references, where the editions disagree)."""
from __future__ import annotations

import hashlib
import json
from pathlib import Path

from .. import paths
from ..manifest import load_manifest
from ..works import WORKS
from .anchors import anchor, href

# What each publisher's text may be used for, as far as the sources say; nothing is assumed.
RIGHTS_UNSTATED = "not stated in the source"


def editions(corpus_dir: Path) -> list[dict]:
    """Every source the corpus was built from, with the corpus document made of it."""
    out = []
    documents = {p.relative_to(corpus_dir).as_posix(): p
                 for p in sorted(Path(corpus_dir).rglob("*.xml"))}
    for e in load_manifest(paths.SOURCES):
        made = [name for name in documents
                if name == f"{e.lang}/{e.work}.xml"
                or (e.work not in WORKS and e.file.split(".")[0] in name)]
        out.append({
            "file": e.file, "original": e.original, "sha256": e.sha256, "lang": e.lang,
            "work": e.work, "edition": e.edition, "publisher": e.publisher, "date": e.date,
            "provenance": e.provenance, "rights": e.rights or RIGHTS_UNSTATED,
            "documents": [{"name": n, "sha256": hashlib.sha256(documents[n].read_bytes())
                           .hexdigest(), "bytes": documents[n].stat().st_size} for n in made],
        })
    return out


def imported(corpus) -> list[dict]:
    """The editions of `corpus` that a user imported (`lawsearch import`), each with where it
    came from: never a source of the corpus, so not in the manifest."""
    user = paths.user_corpus().resolve()
    out = []
    for lang, edition in corpus.editions.items():
        path = Path(edition.source)
        if not path.is_file() or not path.resolve().is_relative_to(user):
            continue
        source = corpus.sources.get(lang, {})
        out.append({"lang": lang, "edition": source.get("edition") or edition.title,
                    "original": source.get("original", ""), "sha256": source.get("sha256", ""),
                    "date": source.get("date", ""), "provenance": source.get("provenance", ""),
                    "document": path.as_posix(), "laws": len(edition.laws),
                    "units": sum(1 for _ in edition.units())})
    return out


def quality(corpus_dir: Path) -> dict:
    """The alignment and citation reports the build recorded (`alignment.json`,
    `citations.json`) and the numbers that differ between editions (`lawsearch.numbers`), with
    links to the units they name."""
    from ..corpus import Corpus
    from ..numbers import report

    here = "quality.html"
    alignment = json.loads((Path(corpus_dir) / "alignment.json").read_text(encoding="utf-8"))
    citations = json.loads((Path(corpus_dir) / "citations.json").read_text(encoding="utf-8"))
    per_edition = []
    for lang, e in citations["editions"].items():
        agreement = e.get("agreement_with_da") or {}
        per_edition.append({
            "lang": lang, "citations": e["citations"], "designations": e["designations"],
            "resolved": e["resolved"], "share": e["resolved_share"],
            "unresolved": [u | {"href": href(u["unit"], here) if u.get("unit") else None}
                           for u in e["unresolved"]],
            "agreement": agreement,
        })
    disagreements = [d | {"href": href(d["unit"], here), "anchor": anchor(d["unit"])}
                     for d in citations["disagreements"]]
    numbers = report(Corpus.load(corpus_dir))
    numbers["disagreements"] = [d | {"href": href(d["unit"], here)}
                                for d in numbers["disagreements"]]
    return {"alignment": alignment, "editions": per_edition, "disagreements": disagreements,
            "numbers": numbers}
