"""The numbers of every unit compared across the editions: candidate errata of an edition's own.

A translation may print a number wrongly (the Turkish source prints the redoubled row of Law 77's
trick-score table as "80 80 20 120" where the Danish and Hebrew print 80 80 120 120). This module
reads, per unit and edition, the quantities of its text and of each row of its tables, and lists
where the editions' numbers disagree. Like with like:

- numbers that are citations (a linked reference, or what the language's citation grammar finds)
  and numbers glued to a letter (`27B1`, `D78`, `2א`) are designations, not quantities;
- ordinals printed as digits ("2. og 3.", "ה-12", "32'nci") are positions the other editions may
  give as words or as "each further": they count as present, never as missing elsewhere;
- a number one edition writes as a word ("on üç kart", "Onikinci") counts as present there
  (`lawsearch/lang/<xx>/numbers.py` knows each language's words);
- text is compared as sets of numbers per unit (a translation may say "plus or minus 3" once),
  tables as multisets per row, in any order (a right-to-left extraction reverses cells), a row
  of one edition also matching several of another's (the Hebrew tables split rows by column).

Kinds, likeliest erratum first: *differs* (a row, or a unit's text, where one number stands for
another), *missing* (a row or a number the other editions have and one lacks, with nothing of its
own in its place), *layout* (the editions lay a table's numbers out differently: rows on each side
that pair with nothing on the other).
"""
from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache, cached_property, lru_cache
from itertools import combinations
from types import ModuleType
from typing import TYPE_CHECKING

from .ids import sort_key
from .lang import ORDER
from .lang import part as language_part
from .model import NoteRef, Paragraph, Preformatted, Ref, Table
from .works import WORKS

if TYPE_CHECKING:
    from .corpus import Corpus

KINDS = ("differs", "missing", "layout")
# A number: digits, with groups of three after a thousands separator ("1.500", "1,500").
_NUMBER = re.compile(r"\d{1,3}(?:[.,]\d{3})+(?!\d)|\d+")
_GLUED = re.compile(r"[^\W\d_]")  # a letter (of any script) touching a number makes it an id
_WORD = re.compile(r"[^\W\d_]+")
MAX_DIGITS = 12  # longer runs of digits are not quantities
MAX_GROUP = 4  # rows of one edition that may together make one row of another
# Tables longer than this (the Laws' longest has 29 rows) are compared as text, as sets of
# numbers: matching rows costs the square of their number or more.
MAX_ROWS = 60


@dataclass
class Row:
    """A table row with numbers: its cells as printed (tab-separated) and its quantities."""

    text: str
    numbers: tuple[int, ...]

    @property
    def counts(self) -> Counter:
        return Counter(self.numbers)


@dataclass
class Numbers:
    """What one edition's unit says in numbers."""

    lang: str
    text: list[int] = field(default_factory=list)  # quantities of its text, in printed order
    ordinals: set[int] = field(default_factory=set)  # positions printed as digits
    rows: list[Row] = field(default_factory=list)  # table rows holding quantities
    texts: list[str] = field(default_factory=list)  # what was read, for `words`

    @cached_property
    def words(self) -> set[int]:
        """The numbers written as words (read only when a number is looked for in them)."""
        return {n for t in self.texts for n in number_words(t, self.lang)}

    def has(self, n: int) -> bool:
        return (n in self.text or n in self.ordinals or any(n in r.numbers for r in self.rows)
                or n in self.words)


@dataclass
class Disagreement:
    """Where a unit's editions disagree in numbers: a candidate erratum of one of them."""

    unit: str
    kind: str  # one of KINDS
    where: str  # "table" or "text"
    numbers: dict[str, list]  # edition → a table's rows (a list of numbers each), or its text's
    rows: dict[str, list[str]] = field(default_factory=dict)  # edition → those rows as printed
    differing: list[int] = field(default_factory=list)  # text: the numbers not in every edition
    odd: list[str] = field(default_factory=list)  # editions that differ from the others' majority

    def to_json(self) -> dict:
        return {"unit": self.unit, "kind": self.kind, "where": self.where, "odd": self.odd,
                "numbers": self.numbers, "rows": self.rows, "differing": self.differing}

    def describe(self) -> str:
        """One line: the unit, the kind, and each edition's numbers."""
        def shown(lang: str) -> str:
            value = self.numbers.get(lang) or []
            if self.where == "table":
                return " / ".join(" ".join(map(str, r)) for r in value) or "-"
            return " ".join(map(str, value)) or "-"

        odd = f" (odd one out: {', '.join(self.odd)})" if self.odd else ""
        if self.differing:
            odd = f" [differing: {' '.join(map(str, self.differing))}]" + odd
        return (f"{self.kind:<8} {self.unit:<10} {self.where}: "
                + " | ".join(f"{lang} {shown(lang)}" for lang in self.numbers) + odd)


# ------------------------------------------------------------------ reading numbers

@cache
def _language(lang: str) -> ModuleType | None:
    """`lawsearch/lang/<lang>/numbers.py`, or None for a language without one."""
    return language_part(lang, "numbers")


def _grammar(lang: str):
    from .citations.link import grammar_for

    return grammar_for(lang)


def number_words(text: str, lang: str) -> set[int]:
    """The numbers `text` writes as words ("on üç" → 13, "ושלושה" → 3), in its language."""
    module = _language(lang)
    if module is None:
        return set()
    tokens = _WORD.findall(module.normalise(text))
    out: set[int] = set()
    i = 0
    while i < len(tokens):
        if i + 1 < len(tokens):
            pair = next((module.WORDS[f"{a} {b}"] for a in module.variants(tokens[i])
                         for b in module.variants(tokens[i + 1])
                         if f"{a} {b}" in module.WORDS), None)
            if pair is not None:
                out.add(pair)
                i += 2
                continue
        word = next((module.WORDS[v] for v in module.variants(tokens[i]) if v in module.WORDS),
                    None)
        if word is not None:
            out.add(word)
        i += 1
    return out


@cache
def _joined(module: ModuleType | None) -> re.Pattern:
    """What stands between a citation and a number that continues its list: a comma, a dash or
    a conjunction ("30, 31 or 32", "64ב ו-64ג"), never a mere space."""
    words = "|".join(map(re.escape, getattr(module, "JOINERS", ())))
    joiner = rf"(?:[,;/&–-]\s*(?:(?:{words})[\s\u05be-]*)?|(?:{words})[\s\u05be-]+)"
    return re.compile(r"\s*" + (joiner if words else r"[,;/&–-]\s*"))


def _merged(spans: Iterable[tuple[int, int]]) -> list[list[int]]:
    out: list[list[int]] = []
    for a, b in sorted(spans):
        if out and a <= out[-1][1]:
            out[-1][1] = max(out[-1][1], b)
        else:
            out.append([a, b])
    return out


def _continues(text: str, span: list[int], at: int, joined: re.Pattern) -> bool:
    """Whether the number at `at` continues the list of citations in `span`: after a comma
    ("30, 31, 32"), or after a conjunction in a list that has a comma ("30, 31 or 32"; not
    "Law 27 and 3 tricks")."""
    match = joined.fullmatch(text, span[1], at)
    if match is None:
        return False
    return bool(re.search(r"[,;/&–-]", match.group())) or "," in text[span[0]:span[1]]


# The longest text whose numbers are kept once read: `check` and the build compare the same
# paragraphs of the editions again and again, and a text longer than any paragraph of the Laws
# (a hostile one) is not kept
KEPT_TEXT = 2_000


def read(text: str, lang: str, cited: Iterable[tuple[int, int]] = ()) -> tuple[list[int], set[int]]:
    """The quantities of `text` in order, and the ordinals it prints as digits. Numbers inside
    the spans `cited` (linked references) or a citation the grammar finds are left out, and so
    are those that continue a citation's list. Linear in the text."""
    cited = tuple(cited)
    quantities, ordinals = (_kept_reading(text, lang, cited) if len(text) <= KEPT_TEXT
                            else _read(text, lang, cited))
    return list(quantities), set(ordinals)


@lru_cache(maxsize=8192)
def _kept_reading(text: str, lang: str, cited: tuple[tuple[int, int], ...]
                  ) -> tuple[tuple[int, ...], frozenset[int]]:
    quantities, ordinals = _read(text, lang, cited)
    return tuple(quantities), frozenset(ordinals)


def _read(text: str, lang: str, cited: tuple[tuple[int, int], ...]) -> tuple[list[int], set[int]]:
    spans = list(cited)
    grammar = _grammar(lang)
    if grammar is not None and any(map(str.isdigit, text)):
        spans += [(f.start, f.end) for f in grammar(text)]
    spans = _merged(spans)
    module = _language(lang)
    ordinal_at = {m.start(1) for m in module.ORDINAL_DIGITS.finditer(text)} if module else set()
    joined = _joined(module)
    quantities, ordinals = [], set()
    k, last = 0, None  # the next citation span; the last one (with the list it ends)
    for m in _NUMBER.finditer(text):
        a, b = m.span()
        while k < len(spans) and spans[k][1] <= a:
            last = spans[k]
            k += 1
        if k < len(spans) and spans[k][0] <= a:
            continue
        if last is not None:
            if _continues(text, last, a, joined):
                last = [last[0], b]  # "Laws 30, 31 or 32": the grammar may stop before the last
                continue
            last = None  # a list ends at the first number that does not continue it
        glued = (a and _GLUED.match(text[a - 1])) or (b < len(text) and _GLUED.match(text[b]))
        if glued and a not in ordinal_at:  # "27B1", "D78" are ids; "32'nci" is an ordinal
            continue
        digits = re.sub(r"[.,]", "", m.group())
        if len(digits) > MAX_DIGITS:
            continue  # no quantity of the Laws; and int() refuses very long ones
        value = int(digits)
        (ordinals.add(value) if a in ordinal_at else quantities.append(value))
    return quantities, ordinals


def _paragraph(p: Paragraph, lang: str, into: Numbers) -> None:
    text, cited = "", []
    for part in p.parts:
        if isinstance(part, NoteRef):
            continue
        if isinstance(part, Ref):
            cited.append((len(text), len(text) + len(part.text)))
            text += part.text
        else:
            text += part
    _text(text, lang, into, cited)


def _text(text: str, lang: str, into: Numbers, cited: Iterable[tuple[int, int]] = ()) -> None:
    quantities, ordinals = read(text, lang, cited)
    into.text += quantities
    into.ordinals |= ordinals
    into.texts.append(text)


def numbers_of(blocks: list, lang: str, heading: str | None = None) -> Numbers:
    """The numbers of a unit's own blocks (and heading) in one edition."""
    out = Numbers(lang)
    if heading:
        _text(heading, lang, out)
    for b in blocks:
        if isinstance(b, Table):
            for cells in b.rows:
                row = "\t".join(cells)
                quantities, ordinals = read(row, lang)
                out.ordinals |= ordinals
                out.texts.append(row)
                if quantities:
                    out.rows.append(Row(row, tuple(quantities)))
        elif isinstance(b, Paragraph):
            _paragraph(b, lang, out)
        elif isinstance(b, Preformatted):
            _text(b.text, lang, out)
    return out


# ------------------------------------------------------------------ comparing

def _majority(values: dict[str, object]) -> list[str]:
    """The editions whose value differs from the one most editions share (none if no value is
    shared by more editions than any other)."""
    tally = Counter(values.values())
    ranked = tally.most_common()
    if len(ranked) < 2 or ranked[0][1] < 2 or ranked[0][1] == ranked[1][1]:
        return []
    return [lang for lang, v in values.items() if v != ranked[0][0]]


def compare_text(unit: str, editions: dict[str, Numbers], tables: bool = False
                 ) -> Disagreement | None:
    """The numbers of a unit's text (and of its tables, if `tables`: where an edition prints
    them otherwise) that some editions have and others lack."""
    def numbers(e: Numbers) -> list[int]:
        return e.text + [n for r in e.rows for n in r.numbers] if tables else e.text

    printed = {n for e in editions.values() for n in numbers(e)}
    differing = sorted(n for n in printed if not all(e.has(n) for e in editions.values()))
    if not differing:
        return None
    having = {lang: frozenset(n for n in differing if e.has(n)) for lang, e in editions.items()}
    swapped = any(having[a] - having[b] and having[b] - having[a]
                  for a, b in combinations(editions, 2))
    return Disagreement(unit, "differs" if swapped else "missing", "text",
                        {lang: numbers(e) for lang, e in editions.items()},
                        differing=differing, odd=_majority(having))


def _is_sub(small: Counter, big: Counter) -> bool:
    return all(big[k] >= v for k, v in small.items())


def _groups(big: Counter, rows: list[Counter], free: list[int]) -> list[list[int]]:
    """Ways to make `big` of two to MAX_GROUP of `rows` (indexes among `free`) of one size,
    lying near each other: the pieces of a row a table split by column or printed transposed."""
    size = sum(big.values())
    found: list[list[int]] = []

    def search(parts: list[int], start: int, left: Counter, chosen: list[int]) -> None:
        if not left:
            found.append(chosen)
            return
        for k in range(start, len(parts)):
            j = parts[k]
            if len(found) < 16 and (not chosen or j - chosen[0] <= 2 * MAX_GROUP) \
                    and _is_sub(rows[j], left):
                search(parts, k + 1, left - rows[j], chosen + [j])

    for width in range(1, size // 2 + 1):
        if not size % width and size // width <= MAX_GROUP:
            search([j for j in free if sum(rows[j].values()) == width
                    and _is_sub(rows[j], big)], 0, big, [])
    return found


def match_rows(a: list[Counter], b: list[Counter], skip: tuple[set[int], set[int]] = (set(), set())
               ) -> list[tuple[list[int], list[int]]]:
    """Rows of two editions' tables that hold the same numbers: equal rows, and a row equal to
    several of the other's (a table split by column, or transposed). Greedy: the most numbers
    first, then the row with the fewest ways to be matched, then fewest pieces and the nearest
    in the table; so that a row that can only be matched one way is not robbed by another."""
    free = ({i for i in range(len(a)) if i not in skip[0]},
            {j for j in range(len(b)) if j not in skip[1]})
    tables = (a, b)
    # Every way each row can be matched, found once: taking rows only ever removes ways.
    ways = {(side, i): [[j] for j in sorted(free[1 - side]) if tables[1 - side][j] == row]
            + _groups(row, tables[1 - side], sorted(free[1 - side]))
            for side in (0, 1) for i, row in enumerate(tables[side]) if i in free[side]}
    same: list[tuple[list[int], list[int]]] = []

    def place(side: int, i: int) -> float:
        return i / max(len(tables[side]) - 1, 1)

    while True:
        best = None
        for (side, i), options in ways.items():
            if i not in free[side]:
                continue
            options[:] = [p for p in options if all(j in free[1 - side] for j in p)]
            for parts in options:
                distance = abs(place(side, i) - sum(place(1 - side, j) for j in parts)
                               / len(parts))
                key = (sum(tables[side][i].values()), -len(options), -len(parts),
                       -(max(parts) - min(parts)), -distance, -side, -i)
                if best is None or key > best[0]:
                    best = (key, side, i, parts)
        if best is None:
            return same
        _, side, i, parts = best
        free[side].remove(i)
        free[1 - side].difference_update(parts)
        same.append(([i], parts) if side == 0 else (parts, [i]))


def _near(a: Counter, b: Counter) -> int:
    """How many numbers two rows of three numbers or more share, where each has at most one the
    other lacks (one number printed for another, or one left out); 0 when not that close."""
    shared = sum((a & b).values())
    extra_a, extra_b = sum((a - b).values()), sum((b - a).values())
    close = min(sum(a.values()), sum(b.values())) >= 3 and shared >= 2
    return shared if close and extra_a <= 1 and extra_b <= 1 and extra_a + extra_b else 0


class _Components:
    """Rows of every edition joined where they hold the same numbers (union-find)."""

    def __init__(self) -> None:
        self.parent: dict = {}

    def find(self, x):
        self.parent.setdefault(x, x)
        while self.parent[x] != x:
            self.parent[x] = self.parent[self.parent[x]]
            x = self.parent[x]
        return x

    def join(self, x, y) -> None:
        self.parent[self.find(x)] = self.find(y)


def compare_tables(unit: str, editions: dict[str, Numbers]) -> list[Disagreement]:
    """The rows of a unit's tables whose numbers differ between editions, that an edition
    lacks, or that the editions lay out differently."""
    def total(rows: Iterable[Counter]) -> Counter:
        return sum(rows, Counter())

    counts = {lang: [r.counts for r in e.rows] for lang, e in editions.items()}
    if len({frozenset(total(c).items()) for c in counts.values()}) == 1:
        return []
    comps = _Components()

    def langs_of() -> dict:
        out: dict = {}
        for lang, c in counts.items():
            for i in range(len(c)):
                out.setdefault(comps.find((lang, i)), set()).add(lang)
        return out

    def linked(lang: str, other: str, to: dict) -> set[int]:
        return {i for i in range(len(counts[lang])) if other in to[comps.find((lang, i))]}

    for la, lb in combinations(editions, 2):
        # Rows already matched through a third edition are not matched again (a pair alone may
        # pair a row with the wrong one where the other lacks its own).
        to = langs_of()
        for xs, ys in match_rows(counts[la], counts[lb], (linked(la, lb, to), linked(lb, la, to))):
            for x in xs:
                for y in ys:
                    comps.join((la, x), (lb, y))
    # Each pair of editions, on what no row of the other matched (directly or through a third
    # edition): rows one number apart, rows one lacks, and rows only a layout tells apart.
    to = langs_of()
    near: list[tuple[tuple, tuple, list[int]]] = []  # two rows that disagree, and in what
    missing: dict = {}
    layout: set = set()
    for la, lb in combinations(editions, 2):
        left_a = sorted(set(range(len(counts[la]))) - linked(la, lb, to))
        left_b = sorted(set(range(len(counts[lb]))) - linked(lb, la, to))
        if total(counts[la][i] for i in left_a) == total(counts[lb][j] for j in left_b):
            continue  # the same numbers, laid out otherwise (or nothing left)
        close = sorted(((_near(counts[la][i], counts[lb][j]), -abs(i - j), i, j)
                        for i in left_a for j in left_b), reverse=True)
        for score, _, i, j in close:
            if score and i in left_a and j in left_b:
                a, b = counts[la][i], counts[lb][j]
                near.append(((la, i), (lb, j), sorted((a - b + (b - a)).elements())))
                left_a.remove(i)
                left_b.remove(j)
        if left_a and left_b:
            rest_a = total(counts[la][i] for i in left_a)
            rest_b = total(counts[lb][j] for j in left_b)
            only_a, only_b = rest_a - rest_b, rest_b - rest_a
            if sum(only_a.values()) <= 1 and sum(only_b.values()) <= 1:
                # Laid out otherwise, but for one number printed for another (or left out):
                # the rows that hold it, each with the other's row most like it.
                if only_a or only_b:
                    near.append(_cell(counts, (la, left_a, only_a), (lb, left_b, only_b)))
                continue
        for mine, theirs, lang, other in ((left_a, left_b, la, lb), (left_b, left_a, lb, la)):
            for x in mine:
                if theirs:
                    layout.add((lang, x))
                else:
                    missing.setdefault((lang, x), set()).add(other)
    for x, y, _ in near:
        comps.join(x, y)
    members: dict = {}
    for lang, c in counts.items():
        for i in range(len(c)):
            members.setdefault(comps.find((lang, i)), []).append((lang, i))
    order = list(editions)

    def finding(kind: str, nodes: Iterable, odd: list[str], differing: Iterable[int] = ()
                ) -> Disagreement:
        nodes = sorted(set(nodes), key=lambda n: (order.index(n[0]), n[1]))
        numbers = {lang: [list(editions[lang].rows[i].numbers) for l, i in nodes if l == lang]
                   for lang in editions}
        rows = {lang: [editions[lang].rows[i].text for l, i in nodes if l == lang]
                for lang in editions}
        return Disagreement(unit, kind, "table", numbers, rows, sorted(set(differing)), odd)

    out, seen = [], set()
    for x, _, _ in near:
        root = comps.find(x)
        if root in seen:
            continue
        seen.add(root)
        edges = [(p[0], q[0], d) for p, q, d in near if comps.find(p) == root]
        apart = {frozenset((p, q)) for p, q, _ in edges}
        langs = [lang for lang in order if any(n[0] == lang for n in members[root])]
        odd = [lang for lang in langs if all(frozenset((lang, m)) in apart
                                             for m in langs if m != lang)]
        agreeing = any(frozenset((p, q)) not in apart for p, q in combinations(langs, 2))
        out.append(finding("differs", members[root], odd if agreeing else [],
                           [n for *_, d in edges for n in d]))
    lacking_of: dict = {}
    for node, lacking in missing.items():
        if comps.find(node) not in seen:
            lacking_of.setdefault(comps.find(node), set()).update(lacking)
    for root, lacking in lacking_of.items():
        seen.add(root)
        out.append(finding("missing", members[root], sorted(lacking, key=order.index)))
    rest = {comps.find(n) for n in layout} - seen
    if rest:
        nodes = [n for root in rest for n in members[root]]
        out.append(finding("layout", nodes, _majority(
            {lang: frozenset(total(counts[lang][i] for l, i in nodes if l == lang).items())
             for lang in editions})))
    return out


def _cell(counts: dict, a: tuple, b: tuple) -> tuple[tuple, tuple, list[int]]:
    """The rows of two editions that hold the one number where their tables differ: the row of
    one holding its own number, and the other's row most like it (holding its own, if any)."""
    (la, left_a, only_a), (lb, left_b, only_b) = a, b
    if not only_a:
        (la, left_a, only_a), (lb, left_b, only_b) = b, a
    i = next(i for i in left_a if only_a & counts[la][i])
    j = max(left_b, key=lambda j: (bool(only_b & counts[lb][j]),
                                   sum((counts[la][i] & counts[lb][j]).values()), -j))
    return (la, i), (lb, j), sorted((only_a + only_b).elements())


def unit_numbers(corpus: Corpus, only: Iterable[str] | None = None
                 ) -> dict[str, dict[str, Numbers]]:
    """Unit id (and `def:key` for a definition) → edition → its numbers, for every unit (of
    `only`, if given) that two editions or more have."""
    out: dict[str, dict[str, Numbers]] = {}
    only = None if only is None else set(only)
    for cid in corpus.ids if only is None else [c for c in corpus.ids if c in only]:
        versions = corpus.versions(cid)
        if len(versions) >= 2:
            out[cid] = {lang: numbers_of(u.intro + u.wrapup, lang, u.heading)
                        for lang, u in versions.items()}
    for key, versions in corpus.definitions().items():
        if key and len(versions) >= 2 and (only is None or f"def:{key}" in only):
            out[f"def:{key}"] = {lang: numbers_of(d.text, lang) for lang, d in versions.items()}
    return out


def compare(corpus: Corpus, only: Iterable[str] | None = None) -> list[Disagreement]:
    """Every disagreement in numbers between the corpus's editions (an imported English one
    included), likeliest erratum first; of the units `only`, if given."""
    out: list[Disagreement] = []
    for cid, editions in unit_numbers(corpus, only).items():
        editions = {k: editions[k] for k in ORDER if k in editions} | editions
        tabled = {lang: e for lang, e in editions.items() if e.rows}
        long = any(len(e.rows) > MAX_ROWS for e in tabled.values())
        if len(tabled) >= 2 and not long:
            out += compare_tables(cid, tabled)
        # An edition without the table may print its numbers as text: compared as sets.
        found = compare_text(cid, editions, tables=long or 0 < len(tabled) < len(editions))
        if found:
            out.append(found)
    key = {k: i for i, k in enumerate(KINDS)}
    return sorted(out, key=lambda d: (key[d.kind], d.where != "table",
                                      sort_key(d.unit) if not d.unit.startswith("def:")
                                      else (0,), d.unit))


def _with_ids(found: list[Disagreement]) -> list[dict]:
    """Disagreements as JSON, each with the `id` it has on the site's Quality page
    (`numbers-<unit>-<kind>-<n>`, the n-th of its kind in its unit) and the editions a reader is
    shown it in (`marked`: those that differ from the others' majority, or, where there is
    none, every edition compared)."""
    out, count = [], {}
    for d in found:
        n = count[d.unit, d.kind] = count.get((d.unit, d.kind), 0) + 1
        anchor = re.sub(r"[^\w-]", "", d.unit.replace(":", "-"))
        out.append(d.to_json() | {"id": f"numbers-{anchor}-{d.kind}-{n}",
                                  "marked": d.odd or list(d.numbers)})
    return out


def errata(corpus: Corpus, only: Iterable[str] | None = None) -> dict[str, list[dict]]:
    """Unit id → its disagreements in numbers (of the units `only`, if given), as JSON with the
    `id` of their row on the site's Quality page: what a law page and `show` mark where the
    numbers are read."""
    out: dict[str, list[dict]] = {}
    if WORKS[corpus.work].book:  # a book's translations are no editions of the Laws
        return out
    for d in _with_ids(compare(corpus, only)):
        out.setdefault(d["unit"], []).append(d)
    return out


def report(corpus: Corpus) -> dict:
    """The numeric cross-check as JSON: the editions compared, counts per kind, and every
    disagreement."""
    found = compare(corpus)
    return {"editions": corpus.langs,
            "counts": {k: sum(1 for d in found if d.kind == k) for k in KINDS},
            "disagreements": _with_ids(found)}
