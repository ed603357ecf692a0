"""Side-by-side columns in the terminal, right-to-left languages in visual order.

The table is drawn here, as rich's segments (rich prints them, in colour on a terminal): each
cell is wrapped once at its column's width. Terminals lay text out left to right. A Hebrew cell is wrapped in logical order at the width the
table gives it when it is drawn, then each line is reordered for display (the Unicode bidi
algorithm, brackets mirrored, a letter kept with its marks as rule L3 allows) and right-aligned.
Everything shown is a unit record as `export` writes it, whether read from the index's store or
from the corpus.
"""
from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Iterator
from itertools import pairwise

from rich.cells import cell_len, set_cell_size
from rich.console import Console, ConsoleOptions
from rich.segment import Segment
from rich.style import Style

from .lang import LANGUAGES
from .lang.en import LAW_TITLES
from .works import WORK, WORKS

# Lines holding any of these bidi classes (left-to-right letters, Arabic numbers, explicit
# embeddings, separators of segments and paragraphs, boundary neutrals) go to the full algorithm.
_FULL = frozenset({"L", "AN", "LRE", "LRO", "RLE", "RLO", "PDF", "LRI", "RLI", "FSI",
                   "PDI", "BN", "B", "S", "AL"})
_MIRROR = str.maketrans("()[]{}<>«»", ")(][}{><»«")
# The directional isolates and their pop (U+2066–2069): a text typed, or copied from a page (the
# site's own puts citations in them), may hold them, and python-bidi refuses them (an assertion,
# which was a traceback). A line is reordered without them; a terminal draws none of them.
# Embeddings, overrides and their pop (U+202A–202E) python-bidi orders as the algorithm says,
# and they are left to it (rule X9 drops them from what is printed).
_ISOLATES = frozenset("\u2066\u2067\u2068\u2069")
_HYPHENS = "-\u05be"  # a word too long for its line is broken after a hyphen or maqaf if it can be


_REVERSE = Style(reverse=True)  # a word the search found
# Control characters but the line break: an imported text's carriage return or escape must not
# move the terminal's cursor or start a sequence of its own.
_CONTROLS = dict.fromkeys([*range(0x00, 0x0A), *range(0x0B, 0x20), *range(0x7F, 0xA0)])


def printable(text: str) -> str:
    """`text` without the control characters a terminal would act on (line breaks kept)."""
    return text.translate(_CONTROLS)


def _clusters(line: str) -> list[int]:
    """For each character, the index where its grapheme begins: a letter with the marks (bidi
    class NSM, the niqqud) that follow it; marks that open the line are one grapheme."""
    starts = []
    begin = 0
    for i, ch in enumerate(line):
        if not (i and unicodedata.bidirectional(ch) == "NSM"):
            begin = i
        starts.append(begin)
    return starts


def _graphemes_in_order(order: list[int], starts: list[int]) -> list[int]:
    """Rule L3: a grapheme the algorithm reversed (its marks before its letter) is put back in
    logical order, since a terminal draws a mark on the letter before it."""
    out = list(order)
    k = 0
    while k < len(out):
        m = k + 1
        while m < len(out) and starts[out[m]] == starts[out[k]]:
            m += 1
        if m - k > 1:
            out[k:m] = sorted(out[k:m])
        k = m
    return out


def _reorder(line: str) -> tuple[str, list[int]]:
    """A line of a right-to-left paragraph in visual order, and the index in `line` of each of its
    characters (the Unicode bidi algorithm's answer, with L3).

    Hebrew letters, marks, neutrals and numbers, which is nearly every line of the Laws, are done
    here: numbers (with the separators between their digits and the terminators beside them,
    rules W4-W5) stay in reading order inside a line that is otherwise reversed, brackets
    mirrored. Anything else goes to python-bidi's algorithm (ten times slower). The isolates
    (`_ISOLATES`) are left out: they have no place in the order."""
    if not _ISOLATES.isdisjoint(line):
        kept = [i for i, ch in enumerate(line) if ch not in _ISOLATES]
        shown, order = _reorder("".join(line[i] for i in kept))
        return shown, [kept[k] for k in order]
    # A code point this Python's Unicode lacks has no class: left-to-right, UAX #9's default.
    classes = [unicodedata.bidirectional(ch) or "L" for ch in line]
    for i, c in enumerate(classes):  # W1: a mark (niqqud) is of the class of what it marks
        if c == "NSM":
            classes[i] = classes[i - 1] if i else "R"
    if any(c in _FULL for c in classes) or any(
            unicodedata.mirrored(ch) and ch not in "()[]{}<>«»" for ch in line):
        return _reorder_full(line)
    n = len(line)
    number = [c == "EN" for c in classes]
    for i in range(1, n - 1):  # W4: a single separator between two digits joins them
        if classes[i] in ("ES", "CS") and classes[i - 1] == "EN" and classes[i + 1] == "EN":
            number[i] = True
    i = 0
    while i < n:  # W5: terminators ("%", "§"?) beside a number belong to it
        if classes[i] != "ET":
            i += 1
            continue
        j = i
        while j < n and classes[j] == "ET":
            j += 1
        if (i > 0 and number[i - 1]) or (j < n and number[j]):
            number[i:j] = [True] * (j - i)
        i = j
    order: list[int] = []
    i = n - 1
    while i >= 0:  # the line reversed, each number kept in reading order
        j = i
        if number[i]:
            while j > 0 and number[j - 1]:
                j -= 1
            order.extend(range(j, i + 1))
        else:
            order.append(i)
        i = j - 1
    order = _graphemes_in_order(order, _clusters(line))
    return "".join(line[k] if number[k] else line[k].translate(_MIRROR) for k in order), order


def _reorder_full(line: str) -> tuple[str, list[int]]:
    """`_reorder` by python-bidi's pure-Python algorithm, run step by step so that each
    character's place is known (its `get_display` gives only the text; the explicit
    embeddings and boundary neutrals it drops, rule X9, are dropped here too)."""
    from bidi import algorithm as uba

    storage = uba.get_empty_storage()
    storage["base_level"], storage["base_dir"] = 1, "R"
    # (unassigned code points, which the algorithm cannot classify, go through as an "a")
    uba.get_embedding_levels("".join(ch if unicodedata.bidirectional(ch) else "a"
                                     for ch in line), storage)
    for i, ch in enumerate(storage["chars"]):
        ch["index"] = i
        ch["ch"] = line[i]
    uba.explicit_embed_and_overrides(storage)
    uba.resolve_weak_types(storage)
    uba.resolve_neutral_types(storage, False)
    uba.resolve_implicit_levels(storage, False)
    uba.reorder_resolved_levels(storage, False)
    uba.apply_mirroring(storage, False)
    chars = storage["chars"]
    glyph = {ch["index"]: ch["ch"] for ch in chars}
    order = _graphemes_in_order([ch["index"] for ch in chars], _clusters(line))
    return "".join(glyph[k] for k in order), order


def _display(line: str) -> str:
    """A line of a right-to-left paragraph in visual order."""
    return _reorder(line)[0]


def _wrap(text: str, width: int) -> list[tuple[int, int]]:
    """Where each line of a paragraph begins and ends when it is wrapped in logical order to
    `width` cells: at spaces, a word longer than a line after a hyphen or between graphemes
    (never between a letter and its marks); the spaces at a break are dropped."""
    starts = _clusters(text)
    bounds = [i for i in range(len(text)) if starts[i] == i] + [len(text)]
    graphemes = [text[a:b] for a, b in pairwise(bounds)]
    widths = [cell_len(g) for g in graphemes]
    space = [g.isspace() for g in graphemes]
    n = len(graphemes)
    lines: list[tuple[int, int]] = []
    i = 0
    while True:
        while i < n and space[i]:
            i += 1
        if i >= n:
            break
        j, used, last_space = i, 0, None
        while j < n and (used + widths[j] <= width or j == i):
            if space[j]:
                last_space = j
            used += widths[j]
            j += 1
        if j < n and not space[j]:
            if last_space is not None:
                j = last_space
            else:
                hyphen = max((k for k in range(i + 1, j - 1) if graphemes[k] in _HYPHENS),
                             default=None)
                if hyphen is not None:
                    j = hyphen + 1
        end = j
        while space[end - 1]:
            end -= 1
        lines.append((bounds[i], bounds[end]))
        i = j
    return lines or [(0, 0)]


def _visual_lines(text: str, width: int, spans: Iterable[tuple[int, int]] = ()
                  ) -> Iterator[tuple[str, list[tuple[int, int]]]]:
    """Each line of `text` wrapped to `width` and in visual order, with where the logical `spans`
    (highlighted words) fall in it."""
    marked = bytearray(len(text))
    for a, b in spans:
        marked[a:b] = b"\1" * (b - a)
    offset = 0
    for paragraph in text.split("\n"):
        for a, b in _wrap(paragraph, width):
            visual, order = _reorder(paragraph[a:b])
            runs: list[tuple[int, int]] = []
            for k, i in enumerate(order):
                if marked[offset + a + i]:
                    if runs and runs[-1][1] == k:
                        runs[-1] = (runs[-1][0], k + 1)
                    else:
                        runs.append((k, k + 1))
            yield visual, runs
        offset += len(paragraph) + 1


def _pieces(text: str, style: Style | None, runs: Iterable[tuple[int, int]]) -> list[Segment]:
    """`text` as segments in `style`, the stretches `runs` (in its characters) in reverse."""
    out, at = [], 0
    for a, b in runs:
        if a > at:
            out.append(Segment(text[at:a], style))
        out.append(Segment(text[a:b], (style or Style()) + _REVERSE))
        at = b
    if at < len(text) or not out:
        out.append(Segment(text[at:], style))
    return out


def _tables(text: str) -> Iterator[tuple[int, int, list[list[str]] | None]]:
    """A text's paragraphs as runs: (first, end) paragraph numbers, with the rows of a table (its
    lines of cells apart by tabs, as the corpus writes them) or None for a paragraph of text."""
    paragraphs = text.split("\n")
    i = 0
    while i < len(paragraphs):
        j = i + 1
        if "\t" in paragraphs[i]:
            while j < len(paragraphs) and "\t" in paragraphs[j]:
                j += 1
            yield i, j, [p.split("\t") for p in paragraphs[i:j]]
        else:
            yield i, j, None
        i = j


# Between two columns of a table, and the narrowest its first column may be wrapped to
_GAP, _NARROWEST = 2, 8


def _aligned(rows: list[list[str]], width: int, rtl: bool) -> list[str] | None:
    """A table's rows as lines of exactly `width` cells in visual order, its columns aligned, a
    number set against its column's right edge; a right-to-left table read from the right, its
    first column there. When the table is wider than `width` its first column (the rows'
    labels) is wrapped; None when even so it does not fit."""
    n = max(len(r) for r in rows)
    rows = [r + [""] * (n - len(r)) for r in rows]
    need = [max(cell_len(r[i]) for r in rows) for i in range(n)]
    rest = sum(need[1:]) + _GAP * (n - 1)
    first = min(need[0], width - rest)
    if first < min(need[0], _NARROWEST):
        return None
    out = []
    for row in rows:
        labels = [row[0][a:b] for a, b in _wrap(row[0], first)] if row[0] else [""]
        for k, label in enumerate(labels):
            cells = [label] + [c if k == 0 else "" for c in row[1:]]
            drawn = []
            for c, w in zip(cells, [first] + need[1:]):
                c = _display(c) if rtl else c
                number = c.strip().replace(",", "").replace(".", "").isdigit()
                drawn.append(_fit(c, w, right=number or rtl))
            line = (" " * _GAP).join(reversed(drawn) if rtl else drawn)
            out.append(_fit(line, width, right=rtl))
    return out


def _fits(chunks: list[tuple[str, str, list[tuple[int, int]]]] | None, width: int,
          rtl: bool) -> bool:
    """Whether every table of a cell's chunks fits `width` aligned (`_aligned`)."""
    return all(rows is None or _aligned(rows, width, rtl) is not None
               for text, _, _ in chunks or [] for _, _, rows in _tables(text))


def _lines(chunks: list[tuple[str, Style | None, list[tuple[int, int]]]], width: int,
           rtl: bool) -> list[list[Segment]]:
    """A cell's lines, each exactly `width` cells: its chunks (text, style, highlighted spans)
    wrapped in logical order (`_wrap`); a right-to-left cell's lines reordered for display and
    set against the right edge; a table's rows aligned in columns (`_aligned`), or, where it
    cannot be, wrapped as text."""
    out = []
    for text, style, spans in chunks:
        paragraphs = text.split("\n")
        offset = 0
        for first, end, rows in _tables(text):
            drawn = _aligned(rows, width, rtl) if rows is not None else None
            if drawn is not None:
                out += [[Segment(line, style)] for line in drawn]
            else:
                for paragraph in paragraphs[first:end]:
                    out += _paragraph(paragraph.replace("\t", " "), style, spans, offset,
                                      width, rtl)
                    offset += len(paragraph) + 1
                continue
            offset += sum(len(p) + 1 for p in paragraphs[first:end])
    return out


def _paragraph(paragraph: str, style: Style | None, spans: Iterable[tuple[int, int]],
               offset: int, width: int, rtl: bool) -> list[list[Segment]]:
    """A paragraph's lines, each exactly `width` cells, the logical `spans` of its text (which
    begins at `offset`) highlighted."""
    if rtl:
        mine = [(max(x - offset, 0), min(y - offset, len(paragraph))) for x, y in spans
                if x < offset + len(paragraph) and y > offset]
        return [Segment.adjust_line_length(
            [Segment(" " * max(0, width - cell_len(visual))), *_pieces(visual, style, runs)],
            width) for visual, runs in _visual_lines(paragraph, width, mine)]
    out = []
    for a, b in _wrap(paragraph, width):
        begin, end = offset + a, offset + b
        runs = [(max(x, begin) - begin, min(y, end) - begin) for x, y in spans
                if x < end and y > begin]
        # (a character wider than the column alone is cut, as rich cuts it)
        out.append(Segment.adjust_line_length(_pieces(paragraph[a:b], style, runs), width))
    return out


def _fit(text: str, width: int, right: bool = False) -> str:
    """`text` in exactly `width` cells: cut, or padded on the left (`right`) or the right."""
    if cell_len(text) > width:
        return set_cell_size(text, width)
    pad = " " * (width - cell_len(text))
    return pad + text if right else text + pad


class _Table:
    """Rows side by side, a column per language (and one of captions), drawn as rich draws a
    table with a heavy head and lines between rows. Each cell is wrapped once, here, at its
    column's width: rich's Table measured and re-wrapped every cell again, and with its import
    was two thirds of a cold `show`."""

    def __init__(self, title: str, headers: list[tuple[str, bool]],
                 rows: list[list[list[tuple[str, str, list[tuple[int, int]]]] | None]],
                 rtl: list[bool], captions: list[str] | None = None):
        self.title = title
        self.headers = headers  # (name, set against the right edge)
        self.rows = rows  # each cell's chunks, None for a unit the language lacks
        self.rtl = rtl  # each language column's lines reordered for display
        self.captions = captions

    def widths(self, total: int) -> list[int]:
        """The text width of each column: the captions' as wide as the longest, the rest shared
        evenly by the languages, so that the table fills `total` cells."""
        caption = [max((cell_len(line) for c in self.captions for line in c.split("\n")),
                       default=0)] if self.captions is not None else []
        n = len(self.headers)
        columns = n + len(caption)
        free = max(n, total - (columns + 1) - 2 * columns - sum(caption))
        share, extra = divmod(free, n)
        return caption + [share + (i < extra) for i in range(n)]

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> Iterator[Segment]:
        widths = self.widths(options.max_width)
        total = sum(widths) + 3 * len(widths) + 1
        styles: dict[str, Style | None] = {}

        def style(name: str) -> Style | None:
            if name not in styles:
                styles[name] = console.get_style(name) if name else None
            return styles[name]

        new_line = Segment.line()
        title = style("italic")
        for a, b in _wrap(self.title, total):
            line = self.title[a:b]
            left = (total - cell_len(line)) // 2
            yield Segment(" " * left + line + " " * (total - left - cell_len(line)), title)
            yield new_line

        def rule(left: str, fill: str, cross: str, right: str) -> Iterator[Segment]:
            yield Segment(left + cross.join(fill * (w + 2) for w in widths) + right)
            yield new_line

        def row(cells: list[list[list[Segment]]], bar: str) -> Iterator[Segment]:
            blank = [[Segment(" " * w)] for w in widths]
            for k in range(max(len(c) for c in cells)):
                yield Segment(bar)
                for cell, empty in zip(cells, blank):
                    yield Segment(" ")
                    yield from cell[k] if k < len(cell) else empty
                    yield Segment(" " + bar)
                yield new_line

        captioned = self.captions is not None
        heads = ([[[Segment(" " * widths[0])]]] if captioned else []) + [
            [[Segment(_fit(name, w, right), style("bold"))]]
            for (name, right), w in zip(self.headers, widths[captioned:])]
        yield from rule("┏", "━", "┳", "┓")
        yield from row(heads, "┃")
        yield from rule("┡", "━", "╇", "┩")
        for i, cells in enumerate(self.rows):
            if i:
                yield from rule("├", "─", "┼", "┤")
            drawn = []
            if captioned:
                dim, w = style("dim"), widths[0]
                drawn.append([[Segment(_fit(line, w), dim)]
                              for line in self.captions[i].split("\n")])
            for chunks, rtl, w in zip(cells, self.rtl, widths[captioned:]):
                if chunks is None:
                    drawn.append([[Segment("—", style("dim")), Segment(" " * (w - 1))]])
                else:
                    drawn.append(_lines([(t, style(s), spans) for t, s, spans in chunks], w, rtl))
            yield from row(drawn, "│")
        yield from rule("└", "─", "┴", "┘")


# An annotation's text in a column: its beginning, unless the whole is asked for (`--full`).
ANNOTATION_CHARS = 240


def _annotations(record: dict, lang: str, full: bool = False) -> tuple[str, str]:
    notes, others = [], []
    for a in record.get("annotations", []):
        if a.get("lang") != lang:
            continue
        if "marker" in a:
            notes.append(f"[{a['marker']}] {a['text']}")
            continue
        text = a["text"]
        if not full and len(text) > ANNOTATION_CHARS:
            cut = text.rfind(" ", 0, ANNOTATION_CHARS)
            text = text[:cut if cut > 0 else ANNOTATION_CHARS] + " … (--full)"
        others.append(f"◆ {a['kind']} – {a['authority']}"
                      + (f": {a['title']}" if a.get("title") else "") + "\n" + text)
    return "\n".join(notes), "\n".join(others)


def _chunks(record: dict, lang: str, annotations: bool = True,
            full: bool = False) -> list[tuple[str, str]] | None:
    """What a cell shows, as (text, style) in order: the heading, the text, the footnotes and
    (when asked) the other annotations; None when the language lacks the unit."""
    body = (record.get("text") or {}).get(lang)
    if body:  # a table row whose numbers differ from the other editions', marked at its end
        flagged = {row for d in record.get("errata", []) if lang in d["marked"]
                   for row in d["rows"].get(lang, [])}
        body = "\n".join(f"{line}\t≠" if line in flagged else line for line in body.split("\n"))
    num = (record.get("num") or {}).get(lang)
    heading = (record.get("title") or {}).get(lang) if record.get("kind") != "law" or num else None
    if body is None and num is None and heading is None:
        return None
    head = " ".join(p for p in (num, heading) if p)
    notes, others = _annotations(record, lang, full)
    return [(chunk, style) for chunk, style in (
        (head, "bold"), (body or "", ""), (notes, "italic dim"),
        (others if annotations else "", "cyan")) if chunk]


def _cell(record: dict, lang: str, highlight=None, annotations: bool = True,
          full: bool = False) -> list[tuple[str, str, list[tuple[int, int]]]] | None:
    """A cell's chunks with the words to highlight in each: (text, style, spans)."""
    chunks = _chunks(record, lang, annotations, full)
    if chunks is None:
        return None
    # the tabs between a table's cells kept: its rows are drawn aligned (`_aligned`)
    return [(text, style, highlight(lang, text) if highlight is not None
             and style in ("", "bold") else [])
            for text, style in (("\t".join(map(printable, c.split("\t"))), s)
                                for c, s in chunks)]


def _title(cited: list[str], records: list[dict]) -> str:
    first = records[0] if records else {}
    work = first.get("work", WORK)
    if work != WORK and not WORKS[work].book:  # another edition of the Laws: its title, its laws
        name = WORKS[work].title or work
        if len(cited) > 1:
            return f"{name}: Laws " + ", ".join(cited)
        heading = next((t for t in first.get("title", {}).values() if t), "")
        return f"{name}: Law {cited[0]}" + (f" – {heading}" if heading else "")
    if work != WORK:
        if len(cited) > 1:
            return f"{first['work']}: {len(cited)} sections"
        section = next((r for r in records if r["id"] == cited[0].rsplit(":", cited[0].count(":") - 1)[0]),
                       None)
        heading = next((t for t in (section or {}).get("title", {}).values() if t), "")
        return f"{cited[0]} – {heading}" if heading else cited[0]
    if len(cited) > 1:
        return "Laws " + ", ".join(cited)
    title = f"Law {cited[0]}"
    return title + (f" – {LAW_TITLES.get(int(cited[0]), '')}" if cited[0].isdigit() else "")


def erratum(unit: str, d: dict) -> str:
    """A line under the table for a disagreement in numbers (`numbers.errata`): the unit, what
    each edition prints, which differ."""
    def shown(value: list) -> str:
        if d["where"] == "table":
            return " / ".join(" ".join(map(str, r)) for r in value) or "-"
        return " ".join(map(str, value)) or "-"

    odd = f"; {', '.join(d['odd'])} differs" if d["odd"] else ""
    return (f"≠ {unit}: the editions' numbers disagree ({d['kind']}, a candidate erratum{odd}): "
            + " | ".join(f"{lang} {shown(v)}" for lang, v in d["numbers"].items())
            + " (lawsearch check -v)")


def mark_cited_otherwise(record: dict, odd: dict[str, set[str]]) -> dict:
    """The record with "≠" after each citation in its text that cites what no other edition
    does (`citations.report.conflicting`), where it is read: the designation found again by
    the edition's own grammar, resolved among the units the record cites."""
    from .citations import cite

    texts = dict(record.get("text") or {})
    for lang, targets in odd.items():
        text = texts.get(lang)
        if not text:
            continue
        ends = sorted({d.end for c in cite(text, (record.get("refs") or {}).get(lang) or [],
                                           lang=lang)
                       for d in c.designations if set(d.targets) & targets}, reverse=True)
        for end in ends:
            text = text[:end] + "≠" + text[end:]
        texts[lang] = text
    return {**record, "text": texts}


def cited_otherwise(record: dict, odd: dict[str, set[str]]) -> str:
    """A line under the table for a unit whose editions cite units that conflict
    (`citations.report.conflicting`): what each edition cites, and the citations no other
    edition makes."""
    refs = record.get("refs") or {}
    cited = " | ".join(f"{lang} {', '.join(targets)}" for lang, targets in refs.items() if targets)
    alone = "; ".join(f"{lang} alone cites {', '.join(sorted(t))}" for lang, t in odd.items())
    return (f"≠ {record['id']}: the editions cite different units here (a candidate erratum; "
            f"{alone}): {cited} (lawsearch check -v)")


def visual(text: str) -> str:
    """A text typed in a right-to-left language (a Hebrew query) as a left-to-right terminal
    must draw it, to stand whole in an interface line; any other text as it is."""
    if any(unicodedata.bidirectional(ch) in ("R", "AL") for ch in text):
        return _display(text)
    return text


def show_records(records: list[dict], langs: list[str], console: Console | None = None,
                 visual_rtl: bool = True, cited: list[str] | None = None,
                 title: str | None = None, highlight=None, captions: list[str] | None = None,
                 annotations: bool = True, full: bool = False) -> None:
    """Print unit records as rows, one column per language; `cited` names what was asked for."""
    # Laws text is not markup, and its ":…:" or "[…]" must not be read as emoji or styles.
    console = console or Console(emoji=False, markup=False, highlight=False)
    headers, rtl = [], []
    for lang in langs:
        name = LANGUAGES[lang].native if lang in LANGUAGES else lang
        right = lang in LANGUAGES and LANGUAGES[lang].rtl
        if visual_rtl and right:
            name = _display(name)  # "עברית" as a left-to-right terminal must draw it
        headers.append((f"{name} ({lang})", right))
        rtl.append(right and visual_rtl)
    rows = [[_cell(record, lang, highlight, annotations, full) for lang in langs]
            for record in records]
    title = printable(title or _title(cited or [r["id"] for r in records[:1]], records))
    captions = None if captions is None else [printable(c) for c in captions]
    table = _Table(title.replace("\n", " "), headers, rows, rtl, captions)
    widths = table.widths(console.width)[captions is not None:]
    if all(_fits(cell, w, r) for row in rows for cell, w, r in zip(row, widths, rtl)):
        console.print(table)
    else:  # a table too wide for its column: each language under the other, the whole width
        for i, header in enumerate(headers):
            console.print(_Table(title.replace("\n", " ") if not i else "", [header],
                                 [[row[i]] for row in rows], [rtl[i]], captions))
    for record in records:
        for d in record.get("errata", []):
            console.print(erratum(record["id"], d))
        if record.get("work", WORK) != WORK and record.get("related"):
            console.print(f"{record['id']} → 2017: " + "; ".join(
                f"Law {t}" + (f" ({LAW_TITLES[int(t)]})" if t.isdigit() else "")
                for t in record["related"]))


# How much of a unit's text before the first word found a result line shows.
LEAD_IN = 24


def _excerpt(text: str, spans: list[tuple[int, int]]) -> tuple[str, list[tuple[int, int]]]:
    """`text` from a little before its first highlighted word (at a word's start, "…" before
    it), on one line, with the spans moved to match."""
    text = " ".join(text.split("\n"))
    start = 0
    if spans and spans[0][0] > LEAD_IN:
        start = text.rfind(" ", 0, spans[0][0] - LEAD_IN) + 1
    if not start:
        return text, spans
    return "…" + text[start:], [(a - start + 1, b - start + 1) for a, b in spans if a >= start]


class _Results:
    """Search results a line each (`show_results`), drawn at the console's width."""

    def __init__(self, title: str, rows: list[tuple[str, str, str, bool, list[tuple[int, int]]]],
                 visual_rtl: bool):
        self.title, self.rows, self.visual_rtl = title, rows, visual_rtl

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> Iterator[Segment]:
        width = options.max_width
        heads = [printable(h) for h, *_ in self.rows]
        labels = [printable(u) for _, u, *_ in self.rows]
        head_w = min(max((cell_len(h) for h in heads), default=0), max(12, width * 9 // 20))
        label_w = min(max((cell_len(u) for u in labels), default=0), 12)
        bold, dim = console.get_style("bold"), console.get_style("dim")
        for a, b in _wrap(self.title, width):
            yield Segment(self.title[a:b], console.get_style("italic"))
            yield Segment.line()
        for head, label, (_, _, text, rtl, spans) in zip(heads, labels, self.rows):
            room = width - head_w - label_w - 4
            line = [Segment(_fit(head, head_w), bold), Segment("  "),
                    Segment(_fit(label, label_w), dim)]
            text, spans = _excerpt(printable(text.expandtabs()), spans)
            if room >= 8 and text.strip():
                wrapped = _lines([(text, None, spans)], room - 1, rtl and self.visual_rtl)
                line += [Segment("  "), *wrapped[0]]
                line.append(Segment("…" if len(wrapped) > 1 else " ", dim))
            yield from line
            yield Segment.line()


def show_results(title: str, rows: list[tuple[str, str, str, bool, list[tuple[int, int]]]],
                 console: Console | None = None, visual_rtl: bool = True) -> None:
    """Search results, a line each: its head (the law and its title), the best unit's label and
    as much of that unit's text as the line has room for, from near the first word found
    (highlighted). `rows`: (head, unit label, text, right-to-left, highlighted spans)."""
    console = console or Console(emoji=False, markup=False, highlight=False)
    console.print(_Results(printable(title).replace("\n", " "), rows, visual_rtl))
