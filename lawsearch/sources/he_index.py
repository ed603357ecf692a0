"""The subject index of the Hebrew edition (`אינדקס`, between Law 93 and the regulations) as
`IndexEntry`s whose targets are canonical ids, so that it serves every language.

The index was printed in two columns per entry (references, term). Extracted from the RTL PDF it
comes in three layouts, which all reduce to two streams in printed order, terms and references:

- `refs<TAB>term` rows (most of it), one row per entry — but in places the reference column has
  slipped a row against the terms (`48` printed beside `קלף חשוף`, line 3435, is the reference
  of `כרוז` on the next row);
- blocks: a column of references, then the column of their terms, or the other way round
  (the first page, and two runs later);
- `refs term` with a space.

Terms and references are re-paired by aligning the two streams (`_align`): in order, every
reference line goes to one term, a term may have none (a heading, a `ראו` "see" term), a
reference line may continue the previous one's term. The alignment maximises how well each term's
words occur in the text of the units its references name (the Hebrew text of the law), plus a
bonus for keeping a row's printed pairing. Each reference is then read to the reading that best
fits its term (`lang/he/backmatter.readings`: a scrambled `216ג` can be 16C2 or 16B2). The
weights were set by reading the re-paired runs (lines 2680–2800, 3262–3280, 3420–3460) against
the law text; `tests/test_he_index.py` pins the entries that decide them.
`הגדרות` (the definitions) and pieces that name no unit are kept in `unresolved`.
"""
from __future__ import annotations

import math
from bisect import bisect_left, bisect_right
from dataclasses import dataclass, field
from pathlib import Path

from ..citations import Units
from ..errors import SourceError
from ..ids import is_under
from ..lang import he
from ..lang.he import backmatter as bm
from ..model import Edition, IndexEntry, Paragraph, Table, Unit
from .he_refs import readings
from .text import read_lines

LANG = he.LANGUAGE.code

# Alignment weights: a row's printed pairing is worth keeping unless the words of the terms say
# otherwise over more than a couple of rows; a term without references (a heading) and a
# reference line continuing the previous one are allowed but rare.
ROW_BONUS = 0.3
SKIP_TERM = 0.25
CONTINUE = 0.6
BAND = 70  # lines: how far apart a reference line and its term can be printed
ROW_BAND = 8  # the same for a reference printed in a row with a term: a slip of a row or two
ORPHAN = 2.0  # a reference line no term within reach takes
NEG = float("-inf")


@dataclass
class _Term:
    line: int
    text: str
    row: int | None = None  # the line of the row it was printed in with references
    see: bool = False


@dataclass
class _Refs:
    line: int
    text: str
    pieces: list[str]
    row: int | None = None


@dataclass
class IndexDetails:
    """What `read_details` found besides the entries (for reports and tests)."""

    entries: list[IndexEntry]
    references: int = 0  # printed references, `הגדרות` included
    resolved: int = 0
    definitions: int = 0  # `הגדרות` references
    repaired: list[tuple[int, int]] = field(default_factory=list)  # (term line, refs line)
    # pairs that differ from the printed row
    orphans: list[int] = field(default_factory=list)  # reference lines no term could take
    remarks: list[str] = field(default_factory=list)  # the editors' "שימו לב" remarks

    @property
    def share(self) -> float:
        return self.resolved / self.references if self.references else 0.0


def _streams(lines: list[tuple[int, str]]) -> tuple[list[_Term], list[_Refs], list[str]]:
    terms: list[_Term] = []
    refs: list[_Refs] = []
    remarks: list[str] = []

    def add_refs(no: int, text: str, row: int | None) -> None:
        pieces = bm.split_refs(text)
        if pieces:
            refs.append(_Refs(no, text, pieces, row))

    def add_term(no: int, text: str, row: int | None) -> None:
        terms.append(_Term(no, text, row, bool(bm.SEE.search(text))))

    for no, raw in lines:
        s = raw.strip(" \u00a0")
        if not s.strip():
            continue
        if "\t" in s:
            cells = [c.strip() for c in s.split("\t")]
            ref, term = cells[0], " ".join(c for c in cells[1:] if c)
            if bm.REMARK.match(term):
                remarks.append(term)
                term = ""
            if ref:
                add_refs(no, ref, no if term else None)
            if term:
                add_term(no, term, no if ref else None)
            continue
        s = s.strip()
        if bm.REMARK.match(s):
            remarks.append(s)
        elif bm.REF_LINE.match(s):
            add_refs(no, s, None)
        elif (m := bm.REFS_THEN_TERM.match(s)):
            if m.group("term").strip() == bm.DEFINITIONS:  # "16 הגדרות": references only
                add_refs(no, m.group("refs") + ", " + bm.DEFINITIONS, None)
            else:
                add_refs(no, m.group("refs"), no)
                add_term(no, m.group("term").strip(), no)
        else:
            add_term(no, s, None)
    return terms, refs, remarks


class _Texts:
    """Comparable word forms of each unit (with its parts), of the definitions and footnotes."""

    def __init__(self, edition: Edition | None):
        self.units: dict[str, set[str]] = {}
        self.definitions: set[str] = set()
        self.definition_terms: list[set[str]] = []
        self.notes: dict[str, list[str]] = {}  # law → units of its footnote markers, in order
        self.weight: dict[str, float] = {}
        self.rare = 1.0
        if edition is None:
            return
        for law in edition.laws:
            self._walk(law)
        for d in edition.definitions:
            forms = bm.stems(d.term)
            self.definition_terms.append(forms)
            self.definitions |= forms
        # A word in few laws says more about where a term belongs than one in many ("קלף").
        df: dict[str, int] = {}
        for law in edition.laws:
            for w in self.units.get(law.id, ()):
                df[w] = df.get(w, 0) + 1
        n = len(edition.laws) + 1
        self.weight = {w: math.log(n / c) for w, c in df.items()}
        self.rare = math.log(n)

    def _walk(self, unit: Unit) -> set[str]:
        text = [unit.heading or ""]
        for b in unit.intro + unit.wrapup:
            if isinstance(b, Table):
                text.extend(c for row in b.rows for c in row)
            elif isinstance(b, Paragraph):
                text.append(b.text)
                for note in b.notes:
                    text.append(note.text)
                    self.notes.setdefault(unit.law, []).append(unit.id)
        forms = bm.stems(" ".join(text))
        for child in unit.children:
            forms |= self._walk(child)
        self.units[unit.id] = forms
        return forms

    def score(self, words: list[set[str]], cid: str) -> float:
        if not words:
            return 0.0
        if cid == bm.DEFINITIONS:
            if any(w <= set().union(*words) for w in self.definition_terms if w):
                return 1.0
            have = self.definitions
        else:
            have = self.units.get(cid, set())
        weights = [max((self.weight.get(f, self.rare) for f in w), default=self.rare)
                   for w in words]
        total = sum(weights)
        return sum(x for w, x in zip(words, weights) if w & have) / total if total else 0.0


_TEXTS: list = []  # (edition, its _Texts): the last one, reading an edition's words once


def _texts(edition: Edition | None) -> _Texts:
    if _TEXTS and _TEXTS[0][0] is edition:
        return _TEXTS[0][1]
    texts = _Texts(edition)
    _TEXTS[:] = [(edition, texts)]
    return texts


@dataclass
class _Piece:
    printed: str
    options: list[str]  # canonical ids (or `הגדרות`), most likely first


def _options(piece: str, ids: Units, texts: _Texts) -> list[str]:
    if piece == bm.DEFINITIONS:
        return [bm.DEFINITIONS]
    m = bm.NOTE_REF.match(piece)
    if m:
        law_options = [c.rstrip("ABCDEFGH") for f in bm.index_forms(m.group("law"))
                       for c in readings(f, ids) if c.rstrip("ABCDEFGH").isdigit()]
        if not law_options:
            return []
        law = law_options[0]
        units = texts.notes.get(law, [])
        which = m.group("which")
        n = bm.ORDINALS.get(which, int(which) if which and which.isdigit() else 0)
        if n and 0 < n <= len(units):
            return [units[n - 1], law]
        if len(set(units)) == 1:
            return [units[0], law]
        return [law]
    out: list[str] = []
    for form in bm.index_forms(piece):
        out.extend(c for c in readings(form, ids) if c not in out)
    return out


def _factors(options: list[str]) -> list[float]:
    """How much a fit through each reading of a reference counts: its own reading in full,
    another reading less, a reading that only contains the own one (its law) least — else any
    term would fit a reference through the whole text of its law."""
    return [1.0 if k == 0 else 0.5 if is_under(options[0], o) else 0.8
            for k, o in enumerate(options)]


def _choose(scored: list[tuple[float, str]]) -> str:
    """The reading of a reference, from (fit, id) in the grammar's order: the grammar's own
    reading if the term's words occur in it at all, else the one that fits best; then the most
    specific reading inside it that fits as well (`118`: 18, then 18F)."""
    chosen_score, chosen = scored[0]
    if chosen_score == 0:
        best = max(s for s, _ in scored)
        chosen_score, chosen = next((s, c) for s, c in scored if s == best)
    inner = [(s, c) for s, c in scored if s >= chosen_score and is_under(c, chosen)]
    while inner:
        chosen_score, chosen = inner[0]
        inner = [(s, c) for s, c in inner if s >= chosen_score and is_under(c, chosen)]
    return chosen


def _align(terms: list[_Term], refs: list[_Refs], fit) -> list[int | None]:
    """For each reference line, the index of its term (None: none fits where it is printed): in
    order, maximising `fit(i, j)` plus the row bonus, less the costs of terms left without
    references, of continued lines and of references left over."""
    n, m = len(refs), len(terms)
    # A[j][i]: refs[:i] placed, terms[:j] passed, refs[i-1] on terms[j-1]; Z[j][i]: likewise,
    # but terms[j-1] takes no more references. Values: (score, (table, i, j, term of ref or -1)).
    A: list[dict[int, tuple]] = [{} for _ in range(m + 1)]
    Z: list[dict[int, tuple]] = [{} for _ in range(m + 1)]
    Z[0][0] = (0.0, None)
    term_lines = [t.line for t in terms]
    band = [ROW_BAND if r.row is not None else BAND for r in refs]
    lo = [bisect_left(term_lines, r.line - b) for r, b in zip(refs, band)]
    hi = [bisect_right(term_lines, r.line + b) - 1 for r, b in zip(refs, band)]

    def pair(i: int, j: int) -> float:
        if j < lo[i] or j > hi[i] or terms[j].see:
            return NEG
        bonus = ROW_BONUS if refs[i].row is not None and refs[i].row == terms[j].row else 0.0
        return fit(i, j) + bonus

    def put(table: dict, i: int, value: float, back: tuple) -> None:
        if value > table.get(i, (NEG, None))[0]:
            table[i] = (value, back)

    for j in range(m + 1):
        keys = list(A[j]) + list(Z[j])
        if not keys:
            continue
        i, last = min(keys), max(keys)
        while i <= last:
            for name, table in (("A", A[j]), ("Z", Z[j])):
                cur = table.get(i)
                if cur is None:
                    continue
                v = cur[0]
                if j < m and (i == n or j + 1 <= hi[i] or hi[i] < lo[i]):
                    put(Z[j + 1], i, v - (0.0 if terms[j].see else SKIP_TERM), (name, i, j, None))
                if j < m and i < n and (p := pair(i, j)) != NEG:
                    put(A[j + 1], i + 1, v + p, (name, i, j, j))
                if i < n:
                    if name == "A" and (p := pair(i, j - 1)) != NEG:
                        put(A[j], i + 1, v + p - CONTINUE, (name, i, j, j - 1))
                    if j >= hi[i]:  # no term left for it here
                        put(table, i + 1, v - ORPHAN, (name, i, j, -1))
                    last = max(last, i + 1)
            i += 1
    end = max(((t[m].get(n, (NEG, None))[0], name) for name, t in (("A", A), ("Z", Z))))
    out: list[int | None] = [None] * n
    name, i, j = end[1], n, m
    while (i, j) != (0, 0):
        back = (A if name == "A" else Z)[j][i][1]
        name, i, j, term = back
        if term is not None:
            out[i] = term if term >= 0 else None
    return out


def read(path: Path, ids: set[str], edition: Edition | None = None) -> list[IndexEntry]:
    """The index's entries, in printed order, with their references resolved to `ids`.

    The words of the law text (`edition`, read from `path` itself when not given) decide the
    pairing of terms and references where the layout does not."""
    return read_details(path, ids, edition).entries


def read_details(path: Path, ids: set[str], edition: Edition | None = None) -> IndexDetails:
    path = Path(path)
    lines = read_lines(path)
    start = next((i for i, s in enumerate(lines) if s.strip() == he.INDEX_HEADING), None)
    if start is None:
        raise SourceError(path, max(len(lines), 1), f"the subject index ({he.INDEX_HEADING!r})")
    end = next((i for i in range(start + 1, len(lines))
                if lines[i].strip() == he.REGULATIONS_HEADING), len(lines))
    if edition is None:
        from .wbf2017_he import read as read_edition

        edition = read_edition(path)
    return parse([(i + 1, lines[i]) for i in range(start + 1, end)], ids, edition, path)


def parse(lines: list[tuple[int, str]], ids: set[str], edition: Edition | None,
          path: object = "<index>") -> IndexDetails:
    """Index lines (number, text) as entries; never raises on any text."""
    terms, refs, remarks = _streams(lines)
    texts = _texts(edition)
    words = [bm.term_words(t.text) for t in terms]
    units = Units(ids)
    pieces = [[_Piece(p, _options(p, units, texts)) for p in r.pieces] for r in refs]
    scores: dict[tuple[int, str], float] = {}
    factors = [[_factors(p.options) for p in ps] for ps in pieces]

    def score(j: int, option: str) -> float:
        key = (j, option)
        if key not in scores:
            scores[key] = texts.score(words[j], option)
        return scores[key]

    def fit(i: int, j: int) -> float:
        ps = pieces[i]
        if not ps:
            return 0.0
        return sum(max((f * score(j, o) for o, f in zip(p.options, fs)), default=0.0)
                   for p, fs in zip(ps, factors[i])) / len(ps)

    owner = _align(terms, refs, fit) if refs and terms else [None] * len(refs)
    details = IndexDetails([], remarks=remarks)
    # A reference line no term could take goes with the term of the line before it (or after).
    placed = [j for j in owner if j is not None]
    last = placed[0] if placed else None
    by_term: dict[int, list[int]] = {}
    for i, j in enumerate(owner):
        if j is None:
            details.orphans.append(refs[i].line)
            if last is None:
                details.references += len(pieces[i])
                continue
            j = last
        last = j
        by_term.setdefault(j, []).append(i)
        if refs[i].row is not None and refs[i].row != terms[j].row:
            details.repaired.append((terms[j].line, refs[i].line))
    for j, t in enumerate(terms):
        entry = IndexEntry(t.text, [], LANG, t.line)
        for i in by_term.get(j, []):
            for p in pieces[i]:
                details.references += 1
                if p.options in ([], [bm.DEFINITIONS]):
                    details.definitions += p.printed == bm.DEFINITIONS
                    entry.unresolved.append(p.printed)
                    continue
                cid = _choose([(score(j, o), o) for o in p.options])
                details.resolved += 1
                if cid not in entry.targets:
                    entry.targets.append(cid)
        details.entries.append(entry)
    return details
