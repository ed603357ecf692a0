"""The outline of the Laws an imported edition is read against: every canonical unit in order,
and what the published editions say of it (a heading, text of its own, closing text after its
parts, a table), and the defined terms with their keys.

Taken from the shipped corpus (the Turkish, Danish and Hebrew editions agree on the units), so a
reader of a new edition knows which marker comes next and what a unit holds.
"""
from __future__ import annotations

import re
import statistics
from dataclasses import dataclass, field
from pathlib import Path

from ..ids import CanonicalId


@dataclass
class Node:
    id: str
    level: int  # 0 law, 1 section, 2 subsection, 3 item, 4 sub-item
    part: str  # "27", "B", "1", "a", "i"
    children: list[str] = field(default_factory=list)
    heading: bool = False  # a heading in some edition
    text: bool = False  # text of its own before its parts (or all of it)
    wrapup: bool = False  # closing text after its parts
    wrapup_sentences: int = 0  # how many sentences the closing text has (the fewest printed)
    table: bool = False


@dataclass
class Outline:
    nodes: dict[str, Node]  # in document order
    terms: dict[str, str]  # a defined term, folded (see `fold`) → its key
    term_names: dict[str, str]  # key → the English term
    # each law's share of the words of the Laws (the median over the published editions): a law
    # read three times longer or shorter than that is a misreading (`extracted.py`)
    shares: dict[int, float] = field(default_factory=dict)

    @property
    def laws(self) -> list[str]:
        return [i for i, n in self.nodes.items() if n.level == 0]

    def parts_of(self, law: str) -> list[Node]:
        """The units under a law, in document order."""
        out: list[Node] = []

        def walk(cid: str) -> None:
            for child in self.nodes[cid].children:
                out.append(self.nodes[child])
                walk(child)

        walk(law)
        return out

    def key_of(self, term: str) -> str | None:
        """The key of a defined term as an edition prints it ("Redouble", "Re-double",
        "Matchpoints", the American "Honor" for "Honour", "Tournament" for "Event or
        Tournament", "IMP (International Match Point)")."""
        inside = re.fullmatch(r"\s*(.*?)\s*\((.+)\)\s*", term)
        if inside:  # a term and its abbreviation or expansion in brackets: either
            return self.key_of(inside[1]) or self.key_of(inside[2])
        folded = fold(term)
        for candidate in (folded, folded[:-1] if folded.endswith("s") else None,
                          folded[:-2] if folded.endswith("es") else None):
            if candidate and (candidate in self.terms or _british(candidate) in self.terms):
                return self.terms.get(candidate) or self.terms[_british(candidate)]
        return None


def _british(folded: str) -> str:
    """An American spelling of a folded term the British way ("honor" → "honour"); the Laws'
    shipped editions key their English terms so."""
    return re.sub(r"(?<=[^aeiou])or$|(?<=[^aeiou])or(?=[a-z]{1,3}$)", "our", folded) \
        if folded.endswith(("or", "ors", "ored")) else folded


def fold(term: str) -> str:
    """A term without case, spaces, hyphens or apostrophes, for matching spellings."""
    return re.sub(r"[^a-z0-9]", "", term.lower())


def outline(corpus_dir: Path) -> Outline:
    from ..corpus import Corpus

    return from_corpus(Corpus.load(corpus_dir, user=False))


def from_corpus(corpus) -> Outline:
    nodes: dict[str, Node] = {}
    for cid in corpus.ids:
        if cid.startswith("def:"):
            continue
        parsed = CanonicalId.parse(cid)
        level, part = parsed.parts()[-1]
        nodes[cid] = Node(cid, level, part)
        if parsed.parent is not None:
            nodes[str(parsed.parent)].children.append(cid)
    terms: dict[str, str] = {}
    names: dict[str, str] = {}
    counted: dict[int, list[float]] = {}
    for edition in corpus.editions.values():
        words = law_words(edition)
        total = sum(words.values()) or 1
        for law, count in words.items():
            counted.setdefault(law, []).append(count / total)
        for unit in edition.units():
            node = nodes.get(unit.id)
            if node is None:
                continue
            node.heading |= bool(unit.heading)
            node.text |= any(_has_text(b) for b in unit.intro)
            if unit.wrapup:
                sentences = max(1, len(re.findall(r"[.!?](?:\s|$)", " ".join(
                    getattr(b, "text", "") for b in unit.wrapup))))
                node.wrapup_sentences = min(node.wrapup_sentences or sentences, sentences)
                node.wrapup = True
            node.table |= any(hasattr(b, "rows") for b in unit.intro + unit.wrapup)
        for d in edition.definitions:
            if d.key:
                english = d.english or d.key.replace("-", " ")
                terms.setdefault(fold(english), d.key)
                terms.setdefault(fold(d.key), d.key)
                # "Event or Tournament": an edition may print either word alone
                for part in re.split(r"\s+or\s+", english) if " or " in english else []:
                    terms.setdefault(fold(part), d.key)
                if d.english:
                    names.setdefault(d.key, d.english)
                else:
                    names.setdefault(d.key, english)
    shares = {law: statistics.median(found) for law, found in counted.items()}
    return Outline(nodes, terms, names, shares)


def law_words(edition) -> dict[int, int]:
    """The number of words of each law of an edition: its units' headings and texts, not its
    footnotes nor its tables' cells (numbers, laid out as each edition likes)."""
    from ..ids import law_number

    out: dict[int, int] = {}
    for unit in edition.units():
        n = law_number(unit.id)
        if not n:
            continue
        texts = [unit.heading or ""]
        for block in unit.intro + unit.wrapup:
            texts.append(getattr(block, "text", "") or "")
        out[int(n)] = out.get(int(n), 0) + sum(len(t.split()) for t in texts)
    return out


def _has_text(block) -> bool:
    text = getattr(block, "text", None)
    return bool(text and text.strip()) or bool(getattr(block, "rows", None))
