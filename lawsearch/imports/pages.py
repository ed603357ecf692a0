"""Pages and their furniture: the text of an edition as extraction gives it, cut into pages, with
the page numbers and running headers taken out.

Pages are separated by form feeds where the extraction kept them; otherwise a page ends where its
number or running header stands. A page number is told from a table's cell (a "20" or "500" on a
line of its own) by its sequence: page numbers go up by one from page to page, one a page.
"""
from __future__ import annotations

import re
import statistics
from collections import Counter, defaultdict
from dataclasses import dataclass


@dataclass
class Line:
    number: int  # line of the decoded text, from 1
    text: str
    page: int = 0  # the page it is on, from 0
    indent: int = 0  # spaces before its text, as extracted
    top: bool = False  # the first line of its page's text

    def __repr__(self) -> str:
        return f"Line({self.number}, {self.text!r})"


# Page numbers no line of text looks like (arabic, or the front matter's lower-case roman)
_NUMERAL = r"(\d{1,3}|[ivxlc]{1,7})"
_PAGE_LABELS = (
    re.compile(rf"^(?:page|p\.|pg\.?)\s*{_NUMERAL}(?:\s*(?:of|/)\s*\d{{1,3}})?$", re.IGNORECASE),
    re.compile(rf"^{_NUMERAL}\s*\|\s*p\s*a\s*g\s*e$", re.IGNORECASE),
    re.compile(rf"^p\s*a\s*g\s*e\s*\|?\s*{_NUMERAL}$", re.IGNORECASE),
    re.compile(rf"^[-–—]\s*{_NUMERAL}\s*[-–—]$"),
)
_BARE = re.compile(r"^(\d{1,3})$")
_ROMAN = re.compile(r"^(?=[ivxlc])(?:x[lc]|l?x{0,3})(?:i[xv]|v?i{0,3})$")
_ROMAN_VALUES = {"i": 1, "v": 5, "x": 10, "l": 50, "c": 100}
# A page number printed in the running header, beside the book's title ("12 TITLE", "TITLE 13")
_TITLED = (re.compile(r"^(\d{1,3})\s+(\S.*)$"), re.compile(r"^(.*\S)\s+(\d{1,3})$"))
# A running head that names what a page is in: a word and a number, alone or before a title
# ("LAW 6", "Law 6 – The Shuffle and Deal", "LAW 6 THE SHUFFLE AND DEAL"), not a sentence that
# begins with a citation ("Law 6 applies"): what follows the number begins with no small letter
_NAMED = re.compile(r"^([^\W\d_]{2,}) (\d{1,3})(?:$|\s*[-–—:.]?\s+(?=[^\W\d_a-z]))")


def lines_of(text: str) -> list[Line]:
    """The lines of an extracted text, each knowing its page (form feeds separate pages)."""
    return lines_and_spacing(text)[0]


def lines_and_spacing(text: str) -> tuple[list[Line], bool]:
    """`lines_of`, and whether the text was double-spaced (`_single_spaced`)."""
    out: list[Line] = []
    page = 0
    top = True
    for number, raw in enumerate(text.split("\n"), 1):
        while "\f" in raw:
            before, raw = raw.split("\f", 1)
            if before.strip():
                out.append(_line(number, before, page, top))
                top = False
            page += 1
            top = True
        line = _line(number, raw, page, top)
        if line.text:
            top = False
        out.append(line)
    single = _single_spaced(out)
    if page == 0:
        _break_at_folios(single)
    return single, single is not out


# At most this share of a text's lines of words run on into the next line of words (no blank
# line between) where the text is double-spaced: a tool that gives a blank line after every
# line of a PDF
DOUBLE_SPACED = 0.01


def _single_spaced(lines: list[Line]) -> list[Line]:
    """The lines of a double-spaced text (a blank line after each of its lines) as the page
    has them: every blank line stands between two lines of words there, so it tells nothing,
    and a heading's second line, a word broken at a line's end or a note's next line would
    read as what follows a paragraph's end. A run of blank lines keeps every other one (the
    paragraphs' own breaks: after a line of words, each after the blank line added to it);
    each line keeps its number in the text."""
    words = [k for k, line in enumerate(lines) if line.text]
    if len(words) < 2:
        return lines
    run_on = sum(1 for a, b in zip(words, words[1:])
                 if b == a + 1 and lines[a].page == lines[b].page)
    if run_on > DOUBLE_SPACED * len(words):
        return lines
    out: list[Line] = []
    blank: list[Line] = []
    for line in lines:
        if line.text:
            out.extend(blank[0 if not out else 1::2])
            blank = []
            out.append(line)
        else:
            blank.append(line)
    return out + blank[0 if not out else 1::2]


def _break_at_folios(lines: list[Line]) -> None:
    """Pages for a text without form feeds whose running header carries the page number
    ("12 TITLE"): a page begins at each, so that nothing reads across its break (a word broken
    at a page's foot is not joined to the header)."""
    folios = _titled_numbers(lines, set(), False)
    if not folios:
        return
    page = 0
    for i, line in enumerate(lines):
        if i in folios:
            page += 1
        line.page = page
        line.top = i in folios


def _line(number: int, raw: str, page: int, top: bool) -> Line:
    raw = raw.replace("\u00a0", " ").rstrip()
    text = raw.lstrip(" \t")
    lead = raw[: len(raw) - len(text)]
    indent = len(lead.expandtabs(8))
    # tabs before a line's text are its indentation (a word processor's text), but for a table
    # row whose first cell is empty (more tabs follow)
    return Line(number, text if "\t" not in text else raw.strip(" "), page, indent, top)


def _norm(text: str) -> str:
    return " ".join(re.sub(r"\d+", "#", text.lower()).split())


def _labelled(text: str) -> str | None:
    """The numeral of a page label ("Page 20", "20 | Page", "- vi -")."""
    for p in _PAGE_LABELS:
        m = p.match(text)
        if m:
            return m.group(1)
    return None


def _page_label(text: str) -> int | None:
    numeral = _labelled(text)
    return int(numeral) if numeral and numeral.isdigit() else None


def _roman_folio(text: str) -> int | None:
    """The value of a lower-case roman page number, bare or labelled ("vi", "Page vi")."""
    numeral = text if _ROMAN.match(text) else _labelled(text)
    if not numeral or not _ROMAN.match(numeral):
        return None
    values = [_ROMAN_VALUES[c] for c in numeral]
    return sum(-v if v < w else v for v, w in zip(values, values[1:] + [0]))


def paginate(lines: list[Line]) -> list[list[Line]]:
    """The pages of the text, without page numbers and running headers (nor the blank lines at
    a page's top and foot)."""
    paged = _paged(lines)
    furniture = _furniture(lines, paged)
    pages: list[list[Line]] = []
    current: list[Line] = []
    page = lines[0].page if lines else 0
    for i, line in enumerate(lines):
        boundary = line.page != page if paged else False
        if i in furniture:
            if not paged and current and any(x.text for x in current):
                pages.append(current)
                current = []
            continue
        if boundary and current:
            pages.append(current)
            current = []
        page = line.page
        current.append(line)
    if current:
        pages.append(current)
    out = []
    for index, page_lines in enumerate(pages):
        while page_lines and not page_lines[0].text:
            page_lines = page_lines[1:]
        while page_lines and not page_lines[-1].text:
            page_lines = page_lines[:-1]
        if page_lines:
            for line in page_lines:
                line.page = len(out)
                line.top = False
            page_lines[0].top = True
            out.append(page_lines)
    return out


def furniture(lines: list[Line]) -> set[int]:
    """Indexes of the lines that `paginate` leaves out: page numbers, running heads and feet."""
    return _furniture(lines, _paged(lines))


def _paged(lines: list[Line]) -> bool:
    return len({line.page for line in lines}) > 2


def _edges(lines: list[Line], paged: bool, depth: int = 3) -> set[int]:
    """Indexes of the lines at the top or the foot of a page (the first and last `depth` lines
    with text); with no page breaks known, none."""
    if not paged:
        return set()
    by_page: dict[int, list[int]] = defaultdict(list)
    for i, line in enumerate(lines):
        if line.text:
            by_page[line.page].append(i)
    edges: set[int] = set()
    for indexes in by_page.values():
        edges.update(indexes[:depth])
        edges.update(indexes[-depth:])
    return edges


def _furniture(lines: list[Line], paged: bool) -> set[int]:
    """Indexes of the lines that are page numbers or running headers and footers."""
    edges = _edges(lines, paged)
    pages = max(1, len({line.page for line in lines}))
    found: set[int] = set()
    # page labels ("Page 20", "20 | Page"), wherever an extractor put them on their page
    for i, line in enumerate(lines):
        if _page_label(line.text) is not None:
            found.add(i)
    found |= _page_numbers(lines, edges, paged, set(found))
    found |= _roman_numbers(lines, edges, paged)
    found |= _titled_numbers(lines, edges, paged)
    # running headers and footers: the same line (numbers aside) on many pages, at their edges
    counts = Counter(_norm(line.text) for line in lines if line.text)
    near_number: Counter = Counter()
    for i, line in enumerate(lines):
        if line.text and any(j in found for j in range(max(0, i - 3), min(len(lines), i + 4))):
            near_number[_norm(line.text)] += 1
    numbers = set(found)
    offsets = _number_offsets(lines, numbers) if paged else set()
    # on a fifth of the pages at least (without page breaks: of the page numbers found)
    threshold = max(4, pages // 5) if paged else max(5, len(found) // 5)
    for key, count in counts.items():
        if count < threshold or not _header_like(key):
            continue
        where = [i for i, line in enumerate(lines) if line.text and _norm(line.text) == key]
        beside = {i: _beside_number(lines, i, numbers, offsets) for i in where} if paged else {}
        if paged:  # at its page's edge, or beside its page's number (the notes drawn after it)
            placed = sum(i in edges or beside[i] is not None for i in where) >= count * 0.6
        else:  # once a page: beside a page number, or at least a page's length apart (a
            # sentence going on, begun in lower case, is the text's: "before the next call.")
            gaps = [b - a for a, b in zip(where, where[1:])]
            placed = near_number[key] >= count * 0.6 or (
                count >= 8 and min(gaps) >= 15 and not found
                and not lines[where[0]].text.lstrip(_OPENING)[:1].islower())
        if placed:  # where it stands at its page's edge, or beside its page's number (a
            # footer drawn after the body, the notes drawn after it: not at the page's edge)
            for i in where:
                if not paged or i in edges or beside[i] is not None:
                    found.add(i)
                    found.update(beside.get(i) or ())
    return found | _named_heads(lines, found, paged, threshold)


_OPENING = " \t“\"‘'(["  # what may stand before a line's first word


def _number_offsets(lines: list[Line], numbers: set[int]) -> set[int]:
    """What is added to a page's index to give the bare page numbers found."""
    return {int(m.group(1)) - lines[i].page for i in numbers
            if (m := _BARE.match(lines[i].text))}


def _beside_number(lines: list[Line], i: int, numbers: set[int],
                   offsets: set[int]) -> list[int] | None:
    """The line just before or after line i, on its page, that is the page's number: found as
    one, or a bare number that the other pages' numbers say is this page's (at no edge of its
    page, the notes drawn after it); None where there is none."""
    for j in (i - 1, i + 1):
        if not 0 <= j < len(lines) or lines[j].page != lines[i].page:
            continue
        if j in numbers:
            return []
        m = _BARE.match(lines[j].text)
        if m and int(m.group(1)) - lines[j].page in offsets:
            return [j]
    return None


_MARKER = re.compile(r"^(?:[a-h]\.|#\.|\([a-z#]+\))(?:\s|$)")


# A printer's slug's date and time, its numbers as `_norm` leaves them ("3/20/17 8:19 PM",
# "2017-03-20 20:19:05"): a line no law's text is, printed outside the page on every page
_STAMP = re.compile(r"^(?:#[/.-]#[/.-]#)?\s*(?:#:#(?::#)?\s*(?:[ap]\.?m\.?)?)?$")


def _header_like(key: str) -> bool:
    """A running header has words and does not begin with a marker; a number or a lone word
    of a table is none. A printer's slug's date and time is one too."""
    if any(c in key for c in "/:") and _STAMP.match(key):
        return True
    return not _MARKER.match(key) and len(re.findall(r"[^\W\d_]{2,}", key)) >= 2


def _page_numbers(lines: list[Line], edges: set[int], paged: bool,
                  labels: set[int]) -> set[int]:
    """The bare numbers that are page numbers: in sequence, one a page (`labels`: the lines
    already known to be page labels)."""
    candidates = [(i, int(m.group(1))) for i, line in enumerate(lines)
                  if (m := _BARE.match(line.text)) and (not paged or i in edges)]
    found: set[int] = set()
    if paged:
        # the number of a page is its index plus a constant (which may change once, where the
        # front matter's numbering ends); none on a page that has its label ("Page 11")
        labelled = {lines[i].page for i in labels}
        candidates = [(i, v) for i, v in candidates if lines[i].page not in labelled]
        offsets = Counter(v - lines[i].page for i, v in candidates)
        good = {o for o, n in offsets.items() if n >= 3}
        per_page: dict[int, list[int]] = defaultdict(list)
        for i, v in candidates:
            if v - lines[i].page in good:
                per_page[lines[i].page].append(i)

        def among_numbers(i: int) -> bool:  # a table's cell has numbers beside it
            return any(0 <= j < len(lines) and _BARE.match(lines[j].text) for j in (i - 1, i + 1))

        for indexes in per_page.values():
            apart = [i for i in indexes if not among_numbers(i)]
            found.add((apart or indexes)[-1])
        return found
    # no page breaks: the best run n, n+1, n+2 … a page apart, page labels ("Page 20") counting
    # more than bare numbers; then runs before or after it (the front matter's own numbering)
    labelled = [(i, v, 3.0) for i, line in enumerate(lines)
                if (v := _page_label(line.text)) is not None]
    gaps = [b[0] - a[0] for a, b in zip(labelled, labelled[1:]) if b[1] == a[1] + 1]
    page = statistics.median(gaps) if len(gaps) >= 3 else None

    def alone(i: int) -> float:
        """A bare number set apart (a blank line, words beside it) is likelier a page's than a
        table cell's, which has numbers beside it."""
        near = [lines[j].text for j in (i - 1, i + 1) if 0 <= j < len(lines)]
        return sum(-1.0 if _BARE.match(t) else 0.5 for t in near)

    def pages_numbers(chain: list[tuple[int, int, float]]) -> bool:
        """Three at least, and not a table's column: numbers going up by one with other
        numbers beside them (2, 3, 4 heading a table's rows read a cell a line), where only a
        few pages end or begin with a number."""
        beside = sum(alone(i) < 0 for i, _, _ in chain)  # (a number beside it)
        return len(chain) >= 3 and beside <= len(chain) / 2

    pool = sorted([(i, v, 1.0 + alone(i)) for i, v in candidates] + labelled)
    chain = _longest_chain(pool, page)
    bare = {i for i, _ in candidates}
    if pages_numbers(chain):
        found.update(i for i, _, _ in chain if i in bare)
    if chain:
        first, last = chain[0][0], chain[-1][0]
        for part in ([c for c in pool if c[0] < first], [c for c in pool if c[0] > last]):
            extra = _longest_chain(part, page)
            if pages_numbers(extra):
                found.update(i for i, _, _ in extra if i in bare)
    return found


def _roman_numbers(lines: list[Line], edges: set[int], paged: bool) -> set[int]:
    """The front matter's roman page numbers ("vi", "Page vii"): only a run going up by one a
    page, so that a lone "v" or "x" in the text is none (an item's "(v)" is never a candidate)."""
    candidates = [(i, v) for i, line in enumerate(lines)
                  if (not paged or i in edges) and (v := _roman_folio(line.text)) is not None]
    if paged:  # as arabic ones: the page's index plus a constant, on three pages at least
        offsets = Counter(v - lines[i].page for i, v in candidates)
        per_page = {lines[i].page: i for i, v in candidates if offsets[v - lines[i].page] >= 3}
        return set(per_page.values())
    chain = _longest_chain([(i, v, 1.0) for i, v in candidates])
    return {i for i, _, _ in chain} if len(chain) >= 3 else set()


def _titled_numbers(lines: list[Line], edges: set[int], paged: bool) -> set[int]:
    """Running headers that carry the page number ("12 TITLE", "TITLE 13"): the same title
    on each, its number going up by one from page to page. Without page breaks nothing else
    tells where their pages end, and the title is no number's neighbour to be read as one."""
    by_title: dict[str, list[tuple[int, int, float]]] = defaultdict(list)
    for i, line in enumerate(lines):
        if paged and i not in edges:
            continue
        for pattern in _TITLED:
            m = pattern.match(line.text)
            if not m:
                continue
            number, title = (m.group(1), m.group(2)) if m.group(1).isdigit() else \
                (m.group(2), m.group(1))
            key = _norm(title)
            if _header_like(key):
                by_title[key].append((i, int(number), 1.0))
            break
    found: set[int] = set()
    for candidates in by_title.values():
        chain = _longest_chain(candidates)
        gaps = [b[0] - a[0] for a, b in zip(chain, chain[1:])]
        # a page's length apart, not a sentence repeated over a few lines ("see Law 12")
        if len(chain) >= 5 and statistics.median(gaps) >= 10:
            found.update(i for i, _, _ in chain)
    return found


def _named_heads(lines: list[Line], found: set[int], paged: bool, threshold: int) -> set[int]:
    """Running heads of one word and a number that name what a page is in ("LAW 6"), at a page's
    top or foot. A law's own heading may stand there too and looks the same, but it is the first
    of its kind; a running head repeats what came before it (the heading it names, or the same
    head on the page before) or the heading it names follows it."""
    edges = _edge_lines(lines, found, paged)
    span = 2 * len(lines) // max(1, len(edges))  # a page's length, in lines
    heads: dict[str, list[int]] = defaultdict(list)
    for i in edges:
        named = _named(lines[i].text)
        if named:
            heads[named[0]].append(i)  # by the word: one system of heads, whatever they name
    out: set[int] = set()
    for where in heads.values():
        # looking back over its page and the one before, not past the head before it
        repeats = [i for k, i in enumerate(where)
                   if _repeats(lines, i, max(where[k - 1] if k else 0, i - 2 * span))]
        if len(repeats) >= threshold:
            out.update(repeats)
    return out


def _named(text: str) -> tuple[str, int] | None:
    """The word and the number a heading-like line names ("LAW 6 - TITLE" → ("law", 6))."""
    m = _NAMED.match(text)
    return (m.group(1).lower(), int(m.group(2))) if m else None


def _repeats(lines: list[Line], i: int, since: int) -> bool:
    """Whether line i names what a heading-like line since line `since` named ("LAW 6",
    "LAW 6 - TITLE", in any case, with or without its title), or the next line names it: in
    the same letters, or (a head with its title) the same law in a heading's shape."""
    named = _named(lines[i].text)
    text = lines[i].text

    def names(other: str) -> bool:
        if other == text or (other.startswith(text) and not other[len(text)].isalnum()):
            return True
        # the same law named another way ("Law 6 – The Shuffle" for "LAW 6 - THE SHUFFLE", or
        # for "LAW 6" in capitals, its title on the next line): the head with its title, so
        # that a bare "Law 6" (a citation wrapped to a line of its own) is never one
        return _named(other) == named and len(text.split()) > 2 and \
            (len(other.split()) > 2 or other.isupper())

    after = next((line.text for line in lines[i + 1:i + 5] if line.text), "")
    return names(after) or any(names(line.text) for line in lines[since:i])


def _edge_lines(lines: list[Line], found: set[int], paged: bool) -> list[int]:
    """The first and the last line with text of each page, in order (without page breaks, a
    page is what lies between two page numbers or headers in `found`)."""
    pages: list[list[int]] = [[]]
    for i, line in enumerate(lines):
        if i in found:
            if not paged:
                pages.append([])
            continue
        if paged and pages[-1] and lines[pages[-1][-1]].page != line.page:
            pages.append([])
        if line.text:
            pages[-1].append(i)
    return sorted({i for page in pages if page for i in (page[0], page[-1])})


def _longest_chain(candidates: list[tuple[int, int, float]],
                   page: float | None = None) -> list[tuple[int, int, float]]:
    """The run of (line, number, weight) with the greatest weight whose numbers go up by one
    (or two: a page without its number) at least a few lines apart, and as far apart as a
    page's length (`page`, where known) rather than not."""
    best: list[float] = []
    back: list[int] = []
    for k, (i, v, w) in enumerate(candidates):
        best.append(w)
        back.append(-1)
        for j in range(k - 1, -1, -1):
            pi, pv, _ = candidates[j]
            if i - pi > 400:
                break
            if not (1 <= v - pv <= 2 and i - pi >= 3):
                continue
            value = best[j] + w - (v - pv - 1)  # a page without its number is rarer
            if page:
                value -= min(1.0, abs((i - pi) / (v - pv) - page) / page)
            if value > best[k]:
                best[k], back[k] = value, j
    if not best:
        return []
    k = max(range(len(best)), key=lambda x: best[x])
    chain = []
    while k >= 0:
        chain.append(candidates[k])
        k = back[k]
    return chain[::-1]
