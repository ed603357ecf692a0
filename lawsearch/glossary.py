"""The glossary: the same term in every language, as concept entries built from the aligned corpus.

Three kinds of concept:

- `definition` (`def:odd-trick`): a term of the definitions. The Hebrew edition prints the
  English term beside each of its own, which gives the key; the Turkish definitions have no English,
  so they are paired with the keys through the reviewed mapping `corpus/definitions-tr.json`
  (proposed by `propose_definition_mapping`, then checked by hand against both texts). A Turkish
  definition the mapping leaves out is a Turkish-only concept `def:tr:<its own key>`. Two Turkish
  terms may share a key: Etkinlik and Turnuva (each "synonymous with" the other) are the Hebrew
  edition's one "Event or Tournament"; Düzensizlik carries the 2017 wording of Irregularity and
  Usulsüzlük is the word the Turkish Laws use for it (in 42 of the 46 units where it occurs, the
  aligned Hebrew unit has חריגה, irregularity; infraction is "aykırılık" or "ihlal").
- `law` (`law:27`): the title of a law, in each edition and in English (`lang.en.LAW_TITLES`).
- `heading` (`heading:27B`): the heading of a section (or of the few headed subsections).
"""
from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

from .corpus import Corpus, blocks_text, own_text
from .errors import SourceError, line_of
from .lang import ORDER, SOURCE
from .lang.en import LAW_TITLES
from .lang.he import LANGUAGE as HEBREW
from .lang.tr import LANGUAGE as TURKISH
from .lang.tr import lower as tr_lower
from .works import LAWS
from . import paths

LAW_TITLES_SOURCE = "lawsearch.lang.en.LAW_TITLES"  # where the English titles are recorded

DEFINITIONS_TR = paths.CORPUS / "definitions-tr.json"
# `terms-<lang>.json`: the words an edition that prints no definitions uses in its text for the
# defined concepts (reviewed: each found in its text, checked by hand against the others)
NAMED = "terms-*.json"
KINDS = ("definition", "law", "heading")


@dataclass
class Term:
    text: str
    definition: str | None = None  # the definition's text, for a term of the definitions
    source: str | None = None  # where the term is printed (a source file, or a recorded fact)


@dataclass
class Concept:
    id: str  # "def:odd-trick", "law:27", "heading:27B"
    kind: str  # one of KINDS
    terms: dict[str, list[Term]] = field(default_factory=dict)  # language → its terms
    unit: str | None = None  # the canonical id of the law or section, for titles and headings

    @property
    def langs(self) -> list[str]:
        return [lang for lang in ORDER if self.terms.get(lang)] + sorted(
            lang for lang in self.terms if lang not in ORDER and self.terms[lang])


# ------------------------------------------------------------------ the reviewed mapping


@dataclass
class DefinitionMapping:
    """`corpus/definitions-<lang>.json`: each term of the definitions of the edition in `lang`
    (which prints no English beside them) either mapped to an English key or left out."""

    mapped: dict[str, str]  # its term → English key
    left_out: dict[str, str]  # its term → why it is not mapped
    lang: str = ""  # the edition's language, as the file is named


def mapping_lang(path: Path) -> str:
    """The language a mapping of definitions is for: `definitions-tr.json` → `tr`."""
    return Path(path).stem.rpartition("-")[2]


def load_definition_mapping(path: Path = DEFINITIONS_TR) -> DefinitionMapping:
    """Read the reviewed mapping; anything but {"mapped": {str: str}, "left_out": {str: str}} is a
    SourceError naming the line."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as e:
        raise SourceError(path, 0, "the reviewed Turkish definitions mapping", str(e)) from e
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise SourceError(path, e.lineno, "JSON", e.msg) from e
    if not isinstance(data, dict) or set(data) != {"mapped", "left_out"}:
        raise SourceError(path, 1, 'an object with "mapped" and "left_out"',
                          repr(sorted(data) if isinstance(data, dict) else type(data).__name__))
    for part in ("mapped", "left_out"):
        table = data[part]
        if not isinstance(table, dict) or not all(
                isinstance(k, str) and isinstance(v, str) and k and v for k, v in table.items()):
            raise SourceError(path, line_of(text, f'"{part}"'),
                              f'"{part}": an object of non-empty strings', repr(table)[:80])
    both = set(data["mapped"]) & set(data["left_out"])
    if both:
        term = min(both)
        raise SourceError(path, line_of(text, json.dumps(term, ensure_ascii=False), last=True),
                          "each Turkish term either mapped or left out, not both", term)
    return DefinitionMapping(data["mapped"], data["left_out"], mapping_lang(path))


# ------------------------------------------------------------------ building


def build_glossary(corpus: Corpus, mapping_path: Path = DEFINITIONS_TR,
                   named: list[Path] | None = None) -> list[Concept]:
    """Every concept: the definitions (by English key, with the terms of the reviewed files
    `named`, by default `corpus/terms-<lang>.json`), the 93 law titles, the section headings."""
    named = sorted(paths.CORPUS.glob(NAMED)) if named is None else named
    return (_definition_concepts(corpus, load_definition_mapping(mapping_path), mapping_path,
                                 named)
            + _law_concepts(corpus) + _heading_concepts(corpus))


def _source(corpus: Corpus, lang: str) -> str:
    return corpus.sources.get(lang, {}).get("file") or corpus.editions[lang].source


def _definition_concepts(corpus: Corpus, mapping: DefinitionMapping, path: Path,
                         named: list[Path]) -> list[Concept]:
    by_key: dict[str, Concept] = {}
    # The keys come from the editions that print the English term (the Hebrew one).
    for lang, edition in corpus.editions.items():
        for d in edition.definitions:
            if d.english is None or d.key is None:
                continue
            concept = by_key.setdefault(d.key, Concept(f"def:{d.key}", "definition"))
            concept.terms.setdefault(lang, []).append(
                Term(d.term, blocks_text(d.text), _source(corpus, lang)))
            english = concept.terms.setdefault(SOURCE, [])
            if d.english not in [t.text for t in english]:
                # The English term as the edition prints it; the English definitions are not in
                # the corpus, so it has no definition text.
                english.append(Term(d.english, None, _source(corpus, lang)))
    mapped = mapping.lang  # the edition whose definitions the reviewed mapping keys
    turkish = corpus.editions.get(mapped)
    seen = set()
    for d in (turkish.definitions if turkish else []):
        seen.add(d.term)
        key = mapping.mapped.get(d.term)
        if key is None and d.term not in mapping.left_out:
            raise SourceError(path, 1, f"the Turkish definition {d.term!r} mapped or left out",
                              "neither")
        if key is not None and key not in by_key:
            # the keys come from the English terms an edition prints: name that source too, as
            # the damage is there when the mapping has not changed
            printed = sorted({_source(corpus, lang) for lang, e in corpus.editions.items()
                              if any(x.english for x in e.definitions)})
            raise SourceError(path, line_of(path.read_text(encoding="utf-8"), f'"{key}"'),
                              "an English key of the definitions (the English terms printed "
                              f"in {', '.join(printed) or 'no edition'})", key)
        concept = by_key[key] if key else by_key.setdefault(
            f"{mapped}:{d.key}", Concept(f"def:{mapped}:{d.key}", "definition"))
        concept.terms.setdefault(mapped, []).append(
            Term(d.term, blocks_text(d.text), _source(corpus, mapped)))
    stale = sorted((set(mapping.mapped) | set(mapping.left_out)) - seen) if turkish else []
    if stale:
        raise SourceError(path, line_of(path.read_text(encoding="utf-8"), f'"{stale[0]}"'),
                          "a term of the Turkish definitions", stale[0])
    for terms in named:
        _add_named(corpus, by_key, terms)
    concepts = [by_key[k] for k in sorted(by_key)]
    for concept in concepts:
        concept.terms = {lang: concept.terms[lang] for lang in concept.langs}
    return concepts


def load_named(path: Path) -> dict[str, str]:
    """A reviewed file of the terms an edition's text uses for the defined concepts,
    {"named": {English key: term}}; anything else is a SourceError naming the line."""
    try:
        text = Path(path).read_text(encoding="utf-8")
        data = json.loads(text)
    except OSError as e:
        raise SourceError(path, 0, "the reviewed terms of an edition's text", str(e)) from e
    except json.JSONDecodeError as e:
        raise SourceError(path, e.lineno, "JSON", e.msg) from e
    named = data.get("named") if isinstance(data, dict) else None
    if set(data if isinstance(data, dict) else {}) != {"named"} or not isinstance(named, dict) \
            or not all(isinstance(k, str) and isinstance(v, str) and v.strip()
                       for k, v in named.items()):
        raise SourceError(path, 1, '{"named": {English key: the term its text uses}}',
                          text[:60])
    return named


def _add_named(corpus: Corpus, by_key: dict[str, Concept], path: Path) -> None:
    """The terms of `path` (`terms-<lang>.json`) joined to their concepts, each as its edition's
    text uses it (a word of the text, its endings aside: "den blinde", "meldeforløb"), without a
    definition; a key no concept has or a term the text lacks is a SourceError naming its
    line."""
    lang = mapping_lang(path)
    if lang not in corpus.editions:
        return
    text = " ".join(own_text(u) + " " + (u.heading or "") for cid in corpus.ids
                    if (u := corpus.versions(cid).get(lang)) is not None).casefold()
    raw = Path(path).read_text(encoding="utf-8")
    for key, term in load_named(path).items():
        where = line_of(raw, f'"{key}"')
        concept = by_key.get(key)  # an English key, or `tr:…` for a concept of one edition
        if concept is None:
            raise SourceError(path, where, "the key of a defined concept", key)
        if not re.search(r"(?<!\w)" + re.escape(term.casefold()), text):
            raise SourceError(path, where, f"a term the {lang} edition's text uses", term)
        concept.terms.setdefault(lang, []).append(
            Term(term, None, f"{_source(corpus, lang)} (its text)"))


def _law_concepts(corpus: Corpus) -> list[Concept]:
    out = []
    for n in range(1, (LAWS.laws or 0) + 1):
        cid = str(n)
        concept = Concept(f"law:{cid}", "law", unit=cid)
        for lang, unit in corpus.versions(cid).items():
            if unit.heading:
                concept.terms[lang] = [Term(unit.heading, None, _source(corpus, lang))]
        if n in LAW_TITLES:
            concept.terms[SOURCE] = [Term(LAW_TITLES[n], None, LAW_TITLES_SOURCE)]
        out.append(concept)
    return out


def _heading_concepts(corpus: Corpus) -> list[Concept]:
    out = []
    for cid in corpus.ids:
        versions = corpus.versions(cid)
        headed = {lang: u for lang, u in versions.items() if u.kind != "law" and u.heading}
        if not headed:
            continue
        concept = Concept(f"heading:{cid}", "heading", unit=cid)
        for lang in corpus.editions:
            if lang in headed:
                concept.terms[lang] = [Term(headed[lang].heading, None, _source(corpus, lang))]
        out.append(concept)
    return out


# ------------------------------------------------------------------ proposing the Turkish mapping


@dataclass
class Proposal:
    """A proposed pairing of a Turkish definition with an English key, and the evidence for it."""

    term: str
    key: str | None
    score: float
    evidence: list[str]


_NIQQUD = re.compile(r"[\u0591-\u05c7]")
_HE_PREFIX = "[והבלמשכ]{0,3}"  # conjunction, article and prepositions glued to a Hebrew word
_NUMBER = re.compile(r"\d+")
_SENSE = re.compile(r"(?:^|\s)([2-9])\.")


def _he_fold(text: str) -> str:
    return _NIQQUD.sub("", unicodedata.normalize("NFC", text))


def _tr_pattern(term: str) -> re.Pattern:
    # Turkish adds suffixes: a term matches at the start of a word; a short one (El, Yer, Pas)
    # only as a whole word or before an apostrophe, or it would match half the vocabulary.
    words = tr_lower(re.sub(r"\s*\(.*?\)", "", term)).split()
    body = r"\s+".join(re.escape(w) for w in words)
    tail = r"(?![a-zçğıöşüâîû])" if len(body) <= 3 else ""
    return re.compile(r"(?<![a-zçğıöşüâîû])" + body + tail)


def _he_pattern(term: str) -> re.Pattern:
    words = _he_fold(term).replace('"', "").split()
    body = r"\s+".join(re.escape(w) for w in words)
    # Not after a hyphen either: "דאבל" is not the end of "רי-דאבל".
    return re.compile(r"(?<![\u05d0-\u05ea-])" + _HE_PREFIX + body)


def _occurrences(texts: dict[str, str], pattern: re.Pattern) -> set[str]:
    return {cid for cid, text in texts.items() if pattern.search(text)}


def _laws(text: str, corpus: Corpus, lang: str) -> set[str]:
    from .citations import cite
    from .ids import law_number

    return {law_number(t) for c in cite(text, corpus.ids, lang=lang) for t in c.targets}


def _jaccard(a: set, b: set) -> float:
    return len(a & b) / len(a | b) if a | b else 0.0


def propose_definition_mapping(corpus: Corpus) -> list[Proposal]:
    """Propose an English key for each Turkish definition, from the Hebrew definitions.

    Evidence: the laws the two definitions cite, the numbers they share, Latin words in the Turkish
    term that are the English term ("Alert", "IMP"), the number of senses, and above all where the
    two terms are used in the Laws: a Turkish term and its Hebrew translation occur in the same
    aligned units. Pairs are taken best first, each term and key once. A proposal is only a
    proposal: the committed mapping is the reviewed one.
    """
    tr_code, he_code = TURKISH.code, HEBREW.code
    tr_edition, he_edition = corpus.editions.get(tr_code), corpus.editions.get(he_code)
    if tr_edition is None or he_edition is None:
        return []
    tr_texts, he_texts = {}, {}
    for cid in corpus.ids:
        versions = corpus.versions(cid)
        if tr_code in versions:
            u = versions[tr_code]
            tr_texts[cid] = tr_lower(f"{u.heading or ''}\n{own_text(u)}")
        if he_code in versions:
            u = versions[he_code]
            he_texts[cid] = _he_fold(f"{u.heading or ''}\n{own_text(u)}")
    hebrew = [d for d in he_edition.definitions if d.key]
    he_info = []
    for d in hebrew:
        text = blocks_text(d.text)
        he_info.append((d, _laws(text, corpus, he_code), set(_NUMBER.findall(text)),
                        len(set(_SENSE.findall(text))), _occurrences(he_texts, _he_pattern(d.term))))
    candidates = []
    for t in tr_edition.definitions:
        text = blocks_text(t.text)
        laws, numbers = _laws(text, corpus, tr_code), set(_NUMBER.findall(text))
        senses = len(set(_SENSE.findall(text)))
        used = _occurrences(tr_texts, _tr_pattern(t.term))
        latin = {w.lower() for w in re.findall(r"[A-Za-z]{2,}", t.term)}
        for d, h_laws, h_numbers, h_senses, h_used in he_info:
            score, why = 0.0, []
            if laws or h_laws:
                j = _jaccard(laws, h_laws)
                score += 2 * j - (0.5 if j == 0 else 0)
                if j:
                    why.append(f"laws {','.join(sorted(laws & h_laws, key=int))}")
            if numbers and h_numbers and numbers & h_numbers:
                score += _jaccard(numbers, h_numbers)
                why.append(f"numbers {','.join(sorted(numbers & h_numbers, key=int))}")
            english = set(re.findall(r"[a-z]{2,}", (d.english or "").lower()))
            if latin & english:
                score += 3
                why.append(f"English word {'/'.join(sorted(latin & english))}")
            if senses and senses == h_senses:
                score += 0.5
                why.append(f"{senses + 1} senses")
            if used and h_used:
                dice = 2 * len(used & h_used) / (len(used) + len(h_used))
                score += 3 * dice
                if dice:
                    why.append(f"used together in {len(used & h_used)} units (Dice {dice:.2f})")
            candidates.append((score, t.term, d.key, why))
    candidates.sort(key=lambda c: (-c[0], c[1], c[2]))
    taken_terms, taken_keys, chosen = set(), set(), {}
    for score, term, key, why in candidates:
        if score <= 0.3 or term in taken_terms or key in taken_keys:
            continue
        taken_terms.add(term)
        taken_keys.add(key)
        chosen[term] = Proposal(term, key, round(score, 3), why)
    return [chosen.get(t.term) or Proposal(t.term, None, 0.0, [])
            for t in tr_edition.definitions]
