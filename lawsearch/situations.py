"""The situations thesaurus: what a director is called to, in the words of the table, and the laws
that rule it (`corpus/situations/*.json`, reviewed data).

Each concept has an id, an English gloss, its laws (most relevant first), optionally its units,
and trigger phrases in Turkish, Danish, Hebrew and English ("the rest are mine", "gerisi benim",
"resten er mine", "השאר שלי"). The search matches the triggers through each language's analysis;
the build exports the concepts as TBX beside the glossary (`corpus/situations.tbx`).
"""
from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

from . import paths
from .errors import SourceError, line_of
from .lang import ORDER, SOURCE
from .glossary import Concept, Term
from .works import LAWS

FOLDER = paths.CORPUS / "situations"
TBX_NAME = "situations.tbx"
_ID = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
_UNIT = re.compile(r"^\d{1,2}(?:[A-Z](?:\d{1,2})?)?(?:\([a-z]{1,4}\))*$")


@dataclass
class Situation:
    id: str  # "lead-out-of-turn"
    gloss: str  # what happened, in English
    laws: list[str]  # "54", "53", …: most relevant first
    triggers: dict[str, list[str]]  # language → phrases of the table
    units: list[str] = field(default_factory=list)  # canonical ids, where a unit says it all
    source: str = ""  # the file it is read from, relative to the project


def read_file(path: Path, langs: tuple[str, ...] | None = None) -> list[Situation]:
    """The concepts of one file, each checked: a clear error names the file and line. Every
    concept has triggers in each of `langs`: by default the languages of the registry that the
    file's first concept has triggers in (the thesaurus is written in those)."""
    text = path.read_text(encoding="utf-8")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        raise SourceError(path, err.lineno, "JSON", err.msg) from None
    if not isinstance(data, dict) or not isinstance(data.get("concepts"), list):
        raise SourceError(path, 1, 'an object with a list "concepts"', type(data).__name__)
    out = []
    rel = path.relative_to(paths.ROOT).as_posix() if path.is_relative_to(paths.ROOT) else \
        path.name
    if langs is None:
        langs = written_in(data["concepts"])
    for c in data["concepts"]:
        ident = c.get("id", "") if isinstance(c, dict) else ""
        line = line_of(text, f'"{ident}"') if ident else 1
        if not _ID.match(ident):
            raise SourceError(path, line, "a concept id in kebab-case (lead-out-of-turn)",
                              repr(ident))
        laws = c.get("laws") or []
        last = LAWS.laws or 0
        bad = [x for x in laws if not (isinstance(x, str) and x.isdigit() and 1 <= int(x) <= last)]
        if not laws or bad:
            raise SourceError(path, line, f"{ident}: laws as numbers 1–{last}", repr(bad or laws))
        units = c.get("units") or []
        bad = [u for u in units if not (isinstance(u, str) and _UNIT.match(u))]
        if bad:
            raise SourceError(path, line, f"{ident}: units as canonical ids (27B1(a))", repr(bad))
        triggers = c.get("triggers") or {}
        for lang in langs:
            phrases = triggers.get(lang)
            if not phrases or not all(isinstance(p, str) and p.strip() for p in phrases):
                raise SourceError(path, line, f"{ident}: triggers in {lang}", repr(phrases))
        out.append(Situation(
            ident, str(c.get("gloss", "")), list(laws),
            {lang: list(dict.fromkeys(unicodedata.normalize("NFC", p.strip())
                                      for p in triggers[lang])) for lang in langs},
            list(units), rel))
    return out


def written_in(concepts: list) -> tuple[str, ...]:
    """The languages of the registry the first concept has triggers in, in column order."""
    first = concepts[0] if concepts and isinstance(concepts[0], dict) else {}
    triggers = first.get("triggers") if isinstance(first.get("triggers"), dict) else {}
    return tuple(lang for lang in ORDER if triggers.get(lang))


def load(folder: Path = FOLDER) -> list[Situation]:
    """Every concept of the thesaurus, in file order, each with triggers in the languages the
    first is written in; an id used twice is an error."""
    found: list[Situation] = []
    seen: dict[str, str] = {}
    langs: tuple[str, ...] | None = None
    for path in sorted(Path(folder).glob("*.json")):
        for s in read_file(path, langs):
            langs = langs or tuple(s.triggers)
            if s.id in seen:
                raise SourceError(path, line_of(path.read_text(encoding="utf-8"), f'"{s.id}"'),
                                  "a concept id used once", f"{s.id!r}, also in {seen[s.id]}")
            seen[s.id] = path.name
            found.append(s)
    return found


def missing_units(situations: list[Situation], ids) -> list[str]:
    """The units the thesaurus names that the corpus lacks, as `file: concept: unit`."""
    have = set(ids)
    return [f"{s.source}: {s.id}: {u}" for s in situations for u in s.units if u not in have]


def concepts(situations: list[Situation]) -> list[Concept]:
    """The thesaurus as glossary concepts (for TBX): a concept's terms are its triggers, its
    English gloss the definition of its English section."""
    out = []
    for s in situations:
        concept = Concept(f"situation:{s.id}", "situation", unit=s.laws[0])
        for lang in s.triggers:
            terms = [Term(p, None, s.source) for p in s.triggers[lang]]
            if lang == SOURCE and terms:  # what happened, and the laws that rule it
                terms[0] = Term(terms[0].text, f"{s.gloss} (Laws {', '.join(s.laws)})".strip(),
                                s.source)
            concept.terms[lang] = terms
        out.append(concept)
    return out


def to_tbx(situations: list[Situation]) -> bytes:
    """The thesaurus as TBX-Basic, as the glossary is (`corpus/situations.tbx`)."""
    from . import tbx

    return tbx.to_tbx(concepts(situations),
                      "Laws of Duplicate Bridge 2017: situations at the table (Turkish, Danish, "
                      "Hebrew, English)",
                      "The situations thesaurus of lawsearch (corpus/situations/): what a "
                      "director is called to, in the words of the table, and the laws that "
                      "rule it.")
