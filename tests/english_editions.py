"""Invented English editions of the 2017 Laws of Duplicate Bridge, typeset the way the English
editions users own are (the WBF's and the ACBL's), as test input for the English importer: the
text as PDF extraction gives it (`InventedEdition.text`) and the PDF itself (`.pdf`).

The structure is the real one (every canonical unit of the shipped corpus, with its real marker,
in its real order; headings, closing text and tables where the corpus has them; the law titles
and the defined terms, which are facts). Every sentence is invented here, from a small
vocabulary, deterministically from a seed. `Expected` is the truth an importer must recover.

The features of the real extractions, each placed several times over the book: run-in section
headings, long headings over two lines, markers inside lines, markers without a space or two
together, citations that wrap to the start of a line, a section starting in the middle of a
line, page furniture (form feeds, page numbers, running headers, table cells at the foot of a
page), footnotes in all the ways extraction shows them, definitions in three forms, an index with
run-on entries and sub-entries, tables and closing text, lost hyphens, and (as rendering options)
ligature code points, lost ligatures and soft hyphens for dashes.
"""
from __future__ import annotations

import dataclasses
import io
import random
import re
from dataclasses import dataclass, field
from functools import lru_cache

from lawsearch.lang.en import LAW_TITLES
from lawsearch.lang.en.layout import HYPHENATED

FAMILIES = ("wbf", "acbl")
# the text renderings of an edition (`InventedEdition.text`'s options) the import tests read
RENDERINGS = {
    "text": {},
    "no form feeds": {"form_feeds": False},
    "layout": {"layout": True},
    "layout, no form feeds": {"layout": True, "form_feeds": False},
}

# ---------------------------------------------------------------------------------------------
# Page geometry, in points: an A5 page of about 40 body lines.
PAGE_W, PAGE_H = 419.5, 595.3
LEFT = 44.0
WIDTH = PAGE_W - 2 * LEFT
TOP = 548.0  # baseline of the first body line
LEAD = 11.6  # body leading
LINES = 40  # body lines on a page without footnotes
CAPACITY = LINES * LEAD
SIZE = 8.8  # body text
HEAD_SIZE = 9.6  # law headings
TOC_SIZE = 7.2  # the table of contents
INDEX_SIZE = 8.2
NOTE_SIZE = 7.0
NOTE_LEAD = 8.6
NOTE_GAP = 10.0  # the rule between the body and the footnotes
NOTE_BOTTOM = 50.0  # baseline of the last footnote line
HEADER_Y = 572.0
FOOTER_Y = 28.0
SUP = 0.62  # a superscript marker's size, relative to its text
CHAR = 4.6  # points per character column of the `layout` rendering
FONTS = {"regular": "Helvetica", "bold": "Helvetica-Bold", "sup": "Helvetica"}
INDENT = {"law": 0.0, "section": 0.0, "subsection": 12.0, "item": 26.0, "subitem": 40.0}
HANG = {"law": 0.0, "section": 0.0, "subsection": 24.0, "item": 38.0, "subitem": 54.0}
HEADERS = ("2017 LAWS OF DUPLICATE BRIDGE", "Laws of Duplicate Bridge 2017")


# ---------------------------------------------------------------------------------------------
# The page model.

@dataclass
class Span:
    """A run of text in one style: "regular", "bold" or "sup" (a raised footnote marker)."""

    text: str
    style: str = "regular"


@dataclass
class Cell:
    """A table cell at `x` points from the text's left edge."""

    x: float
    text: str
    style: str = "regular"


@dataclass
class Line:
    """One printed line. `kind`: "text", "blank", "cells" (a table row) or "note" (footnotes)."""

    spans: list[Span] = field(default_factory=list)
    x: float = 0.0  # indentation from the left margin
    size: float = SIZE
    kind: str = "text"
    align: str = "left"  # or "center"
    cells: list[Cell] = field(default_factory=list)
    cell_lines: bool = False  # plain extraction gives each cell of this row a line of its own
    notes: tuple[int, ...] = ()  # footnote markers on the line
    keep: int = 0  # how many following lines must stand on the same page
    break_before: bool = False
    break_after: bool = False
    anchor: str | None = None  # what starts here: "law:27", "sec:27B", "defs", "index"
    leader: str | None = None  # a contents entry: the anchor whose page ends the line
    goes_on: bool = False  # the line goes on from its paragraph's line before

    @property
    def text(self) -> str:
        if self.kind == "cells":
            return " ".join(c.text for c in self.cells if c.text)
        return "".join(s.text for s in self.spans)


@dataclass
class Page:
    number: int
    header: str | None
    lines: list[Line]
    notes: list[Line]  # the footnote area, at the foot of the page
    footer: str | None  # the page number as printed: "20", "20 | Page", "Page 20"
    footer_align: str = "center"  # "center", "left" or "right"


@dataclass
class Expected:
    """The truth the importer must recover."""

    # canonical id → (heading or None, own text: the unit's text without its children's, intro
    # then closing text, table cells row by row, footnote markers removed, whitespace collapsed,
    # ligatures and hyphens as they should be after repair). A law's heading is its title.
    units: dict[str, tuple[str | None, str]]
    titles: dict[int, str]  # law → title as in LAW_TITLES (printed in capitals)
    # marker ("11", "11-2" for the second note printed 11) → (unit id or "def:<key>", text)
    footnotes: dict[str, tuple[str, str]]
    definitions: dict[str, tuple[str, str]]  # definition key → (term as printed, text)
    index: list[tuple[str, list[str]]]  # (term, "Main, sub" for a sub-entry; references)
    # unit id → its tables (2, 77, 78B), each as rows of cells (empty cells left out)
    tables: dict[str, list[list[list[str]]]] = field(default_factory=dict)


# ---------------------------------------------------------------------------------------------
# Facts of the shipped corpus: the units, their kinds and what they hold.

@dataclass(frozen=True)
class _Fact:
    id: str
    kind: str
    num: str  # "27", "B", "1", "a", "i"
    parent: str | None
    children: tuple[str, ...]
    heading: bool
    text: bool
    wrapup: bool
    table: bool
    words: int = 0  # its own text's words in the published editions (the median)


WORDS_PER_SENTENCE = 4.5  # fewer than an invented sentence has: the book as long as a real one (150 pages)
_ID = re.compile(r"(\d+)([A-H])?(\d+)?(?:\(([a-z]+)\))?(?:\(([a-z]+)\))?")


@lru_cache(maxsize=1)
def _facts() -> tuple[dict[str, _Fact], tuple[str, ...], tuple[tuple[str, str], ...]]:
    from lawsearch import paths
    from lawsearch.corpus import Corpus
    from lawsearch.model import Table

    corpus = Corpus.load(paths.AKN, user=False)
    ids = tuple(i for i in corpus.ids if not i.startswith("def:"))
    info: dict[str, dict] = {}
    for edition in corpus.editions.values():
        for u in edition.units():
            d = info.setdefault(u.id, {"kind": u.kind, "children": tuple(c.id for c in u.children),
                                       "heading": False, "text": False, "wrapup": False,
                                       "table": False})
            d["heading"] |= bool(u.heading) and u.kind != "law"
            d["text"] |= bool(u.intro or u.wrapup)
            d["wrapup"] |= bool(u.wrapup)
            d["table"] |= any(isinstance(b, Table) for b in u.intro + u.wrapup)
    parents = {c: p for p, d in info.items() for c in d["children"]}
    words: dict[str, list[int]] = {}
    for edition in corpus.editions.values():
        for u in edition.units():
            words.setdefault(u.id, []).append(sum(
                len((getattr(b, "text", "") or "").split()) for b in u.intro + u.wrapup))
    facts = {}
    for cid in ids:
        d = info[cid]
        num = [g for g in _ID.fullmatch(cid).groups() if g][-1]
        facts[cid] = _Fact(cid, d["kind"], num, parents.get(cid), d["children"], d["heading"],
                           d["text"] or not d["children"], d["wrapup"], d["table"],
                           sorted(words.get(cid, [0]))[len(words.get(cid, [0])) // 2])
    defs = {}
    for edition in corpus.editions.values():
        for dfn in edition.definitions:
            if dfn.key and dfn.english:
                defs.setdefault(dfn.key, dfn.english)
    terms = tuple(sorted(defs.items(), key=lambda kv: kv[1].lower()))
    return facts, ids, terms


# ---------------------------------------------------------------------------------------------
# The invented words.

ROLES = ["the player", "the partner", "the Director", "an opponent", "the declarer", "the dummy",
         "a defender", "the offender", "the non-offending side", "the North-South pair",
         "the East-West pair", "a member of the staff", "the official scorer", "each contestant",
         "the offending side", "the non-offender", "the non-vulnerable pair", "the caddie",
         "the tournament organizer", "the recorder", "the next player", "the captain"]
VERBS = [("correct", "corrects", "corrected"), ("record", "records", "recorded"),
         ("review", "reviews", "reviewed"), ("announce", "announces", "announced"),
         ("replace", "replaces", "replaced"), ("withdraw", "withdraws", "withdrawn"),
         ("check", "checks", "checked"), ("find", "finds", "found"),
         ("confirm", "confirms", "confirmed"), ("name", "names", "named"),
         ("change", "changes", "changed"), ("accept", "accepts", "accepted"),
         ("question", "questions", "questioned"), ("explain", "explains", "explained"),
         ("specify", "specifies", "specified"), ("keep", "keeps", "kept"),
         ("return", "returns", "returned"), ("show", "shows", "shown"),
         ("cancel", "cancels", "cancelled"), ("note", "notes", "noted")]
OBJECTS = ["the call", "the card", "the board", "the score", "the tray", "the record",
           "the sufficient bid", "the specified card", "the official score",
           "the flow of the auction", "the effect of the change", "the travelling slip",
           "the last trick", "the opening lead", "the final contract", "the offer",
           "the difficult position", "the staff notes", "a different hand", "the table card",
           "the bidding box", "the written summary", "the agreed result", "the late request",
           "the affected board", "the quitted trick", "the score sheet", "the guide card"]
MODALS = ["may", "must", "shall", "should", "may not", "need not", "can"]
TIMES = ["at once", "before the next call", "before play continues", "at the end of the round",
         "without delay", "when the auction ends", "after the final pass",
         "before the session closes", "in the usual way", "in the order specified",
         "during the play period", "before the result is entered", "as soon as it is noticed",
         "when the staff ask for it", "in good time", "for the rest of the hand"]
NOUNS = ["signal", "pause", "gesture", "remark", "reminder", "guess", "habit", "shortcut",
         "stop card", "courtesy", "tempo"]
CONDS = ["When {r1} {v3} {o},", "If {r1} has {pp} {o},", "Unless the regulations say otherwise,",
         "After {o} has been {pp},", "Before {r1} {v3} {o},", "Where the staff find a difficulty,",
         "In an official event,", "At any time before the round ends,", "Once {o} is {pp},"]
TEMPLATES = [
    "{C} {r} {m} {v} {o} {t}.",
    "{R} {m} {v} {o} {t}.",
    "{R} {m} {v} {o}, as Law {cite} describes.",
    "The rule of Law {cite} applies to {o} as well.",
    "It is sufficient that {r1} {v3} {o} {t}.",
    "{R} {m} find {o} and {v} it {t}.",
    "A so-called {noun} has no effect on {o}.",
    "{O} is {pp} by {r} {t}.",
    "This does not affect {o}, and {r} {m} {v} it {t}.",
    "Nothing here allows {r} to {v} {o} {t}.",
    "{R1} who {v3} {o} is treated as the offender for that board.",
    "The effect of {o} on {o2} is decided by the Director.",
    "In that case {r} {m} {v} {o} {t}.",
    "Any difference between {o} and {o2} is put right {t}.",
    "{R} {m} then {v} {o} under Law {cite}.",
    "The staff {m} {v} {o} {t}, and the flow of play goes on.",
    "Where {r1} {v3} {o}, the non-offending side {m} {v} {o2} {t}.",
    "Neither the North-South pair nor the East-West pair {mp} {v} {o} {t}.",
    "The non-offenders {m} {v} {o} {t}.",
    "Notice by {r1} that is insufficient does not affect {o}.",
    "The official figures for {o} are specified by the staff {t}.",
    # a part that begins like the continuation of the one before (a citation's "following")
    "Following {o}, {r} {m} {v} {o2} {t}.",
    "Subject to Law {cite}, {r} {m} {v} {o} {t}.",
]
ITEM_TEMPLATES = [
    "if {r1} {v3} {o}, {r} {m} {v} it {t}.",
    "when {o} is {pp}, {r} {m} {v} {o2} {t}.",
    "{r} {m} {v} {o} {t}.",
    "it is sufficient that {r1} {v3} {o}.",
    "unless {r1} {v3} {o}, the agreed result stands.",
    "any {noun} by {r1} about {o} is ignored.",
]
NOTE_TEMPLATES = [
    "An invented note: {r} {m} {v} {o} {t}.",
    "In some invented events {r} {m} {v} {o} {t}.",
    "The staff of an invented event {m} {v} {o} {t}.",
]
NOTE_LOWER = [
    "this invented note applies only when {r1} {v3} {o}.",
    "an invented reminder that {r1} {v3} {o} {t}.",
    "in invented team events {r} {m} {v} {o} {t}.",
]
DEF_TEMPLATES = [
    "An invented term for {o} that {r1} {v3} {t}.",
    "The invented name of what {r1} {v3} when {o} is {pp}.",
    "A word of the test: {o} as {r1} {v3} it.",
]
ADJS = ["Late", "Early", "Insufficient", "Partial", "Prior", "Official", "Sufficient",
        "Specified", "Different", "Final", "Proper", "Formal", "Doubtful", "Unusual", "Hidden",
        "Open", "Second", "Further", "Joint", "Separate", "Simple", "Careless", "Delayed",
        "Premature", "Mistaken", "Disputed", "Agreed", "Silent", "Written", "Spoken", "Effective"]
HNOUNS = ["Procedure", "Correction", "Review", "Notice", "Record", "Tray", "Board", "Card",
          "Call", "Claim", "Lead", "Play", "Score", "Round", "Session", "Effect", "Staff",
          "Summons", "Enquiry", "Warning", "Remedy", "Option", "Request", "Transfer", "Change",
          "Choice", "Signal", "Table", "Entry", "Ruling", "Appeal", "Offer", "Result", "Movement",
          "Suit", "Trick", "Reminder", "Finding", "Law"]  # a heading may end "of Law"
CAP_JOINS = ["Between", "After", "Before", "Without", "Following", "During", "Against"]
JOINS = ["of the", "by the", "after the", "before the", "at the", "for the", "in the", "between",
         "and"]
PLAIN = "plain:"  # a contents entry's page number alone on its line (`leader`)
AMERICAN = {"honour": "Honor", "event-or-tournament": "Tournament"}
HYPHEN_NOUNS = ["Re-deal", "Re-entry", "Co-operation", "Re-seating"]
INDEX_EXTRA = ["Appeal", "Bidding box", "Caddie", "Captain", "Guide card", "Movement", "Recorder",
               "Reminder", "Score sheet", "Screen", "Signal", "Stop card", "Tempo",
               "Travelling slip", "Tray", "Warning", "Summons", "Quitted trick", "Table card",
               "Written summary", "Shortcut", "Courtesy", "Gesture", "Habit", "Remark", "Pause",
               "Staff", "Official scorer", "Tournament organizer", "Session", "Finding", "Offer"]
INDEX_SUBS = ["after the auction", "by dummy", "during play", "of a card", "official",
              "specified by regulation", "staff duties", "time limit", "in team events",
              "before the lead", "at the table", "when late"]
LIGATURES = re.compile(r"ffi|ffl|ff|fi|fl")
CODEPOINTS = {"ffi": "\ufb03", "ffl": "\ufb04", "ff": "\ufb00", "fi": "\ufb01", "fl": "\ufb02"}


# ---------------------------------------------------------------------------------------------
# Typesetting: tokens, blocks, lines.

@dataclass(slots=True)
class Tok:
    text: str  # the true text
    style: str = "regular"
    printed: str | None = None  # as printed, if not the true text (a hyphen lost)
    space: bool = True  # a space before it
    keep: bool = False  # no line break before it
    brk: bool = False  # a line break before it
    role: str = "text"  # text | marker | heading | note | leader | other
    note: int = 0
    anchor: str | None = None  # what starts at this token (for the contents' page numbers)


@dataclass
class Block:
    toks: list[Tok] = field(default_factory=list)
    x: float = 0.0
    hang: float | None = None
    size: float = SIZE
    kind: str = "text"  # text | blank | cells
    align: str = "left"
    keep: int = 0
    break_before: bool = False
    break_after: bool = False
    anchor: str | None = None
    leader: str | None = None
    cells: list[Cell] | None = None
    cell_lines: bool = False


_WIDTHS: dict[tuple[str, str], float] = {}


def _width(text: str, style: str, size: float) -> float:
    key = (text, style)
    w = _WIDTHS.get(key)
    if w is None:
        from reportlab.pdfbase.pdfmetrics import stringWidth

        w = _WIDTHS[key] = stringWidth(text, FONTS[style], 1000.0) / 1000.0
    return w * (size * SUP if style == "sup" else size)


def _printed(t: Tok) -> str:
    return t.text if t.printed is None else t.printed


def _wrap(block: Block) -> list[Line]:
    """The block's lines: greedy filling of the width, keeping glued tokens together."""
    if block.kind == "blank":
        return [Line(kind="blank", break_before=block.break_before,
                     break_after=block.break_after)]
    if block.kind == "cells":
        return [Line(kind="cells", x=block.x, size=block.size, cells=block.cells or [],
                     cell_lines=block.cell_lines, keep=block.keep,
                     break_before=block.break_before, break_after=block.break_after,
                     anchor=block.anchor)]
    size, hang = block.size, block.x if block.hang is None else block.hang
    boxes: list[list[Tok]] = []
    for t in block.toks:
        if boxes and not t.brk and (t.keep or not t.space):
            boxes[-1].append(t)
        else:
            boxes.append([t])
    space = _width(" ", "regular", size)
    rows: list[list[Tok]] = []
    cur: list[Tok] = []
    curw = 0.0
    for box in boxes:
        bw = sum(_width(_printed(t), t.style, size) + (space if i and t.space else 0)
                 for i, t in enumerate(box))
        x = block.x if not rows else hang
        avail = WIDTH if block.align == "center" else WIDTH - x
        if cur and (box[0].brk or curw + space + bw > avail):
            split = None if box[0].brk else _hyphenate(box, avail - curw - space, size)
            if split is not None:  # a word broken at the line's end, with a hyphen
                head, tail = split
                cur.append(head)
                rows.append(cur)
                cur, curw = [tail], _width(_printed(tail), tail.style, size)
                continue
            rows.append(cur)
            cur, curw = [], 0.0
        if cur and box[0].space:
            curw += space
        cur.extend(box)
        curw += bw
    if cur:
        rows.append(cur)
    lines = []
    for n, row in enumerate(rows):
        spans: list[Span] = []
        for i, t in enumerate(row):
            sep = " " if i and t.space else ""
            glue = spans and spans[-1].style == t.style and t.role != "leader" \
                and row[i - 1].role != "leader"
            if glue:
                spans[-1].text += sep + _printed(t)
            else:
                spans.append(Span(sep + _printed(t), t.style))
        lines.append(Line(spans=spans, x=block.x if n == 0 else hang, size=size,
                          align=block.align, notes=tuple(t.note for t in row if t.role == "note"),
                          keep=(len(rows) - 1 - n) + block.keep,
                          break_before=block.break_before and n == 0,
                          break_after=block.break_after and n == len(rows) - 1,
                          anchor=(block.anchor if n == 0 else None)
                          or next((t.anchor for t in row if t.anchor), None),
                          leader=block.leader if n == len(rows) - 1 else None,
                          goes_on=n > 0))
    return lines


def _hyphenate(box: list[Tok], room: float, size: float) -> tuple[Tok, Tok] | None:
    """A word of law text that does not fit at a line's end, broken as a book breaks it: a
    hyphenated word at its hyphen ("North-" / "South"), some long words between their
    letters ("declar-" / "er"), the first piece fitting in `room`; None to carry it over
    whole."""
    if len(box) != 1 or box[0].role != "text" or box[0].printed is not None:
        return None
    t = box[0]
    m = re.fullmatch(r"([A-Za-z]+(?:-[A-Za-z]+)*)([.,;:]?)", t.text)
    if not m or LIGATURES.search(t.text):
        return None
    word = m[1]
    if "-" in word:
        cuts = [i + 1 for i, ch in enumerate(word) if ch == "-"]
    elif len(word) >= 9 and (len(word) + ord(word[0])) % 3 == 0:
        cuts = list(range(4, len(word) - 2))
    else:
        return None
    fitting = [c for c in cuts if _width(word[:c] + ("" if word[c - 1] == "-" else "-"),
                                         t.style, size) <= room]
    if not fitting:
        return None
    c = fitting[-1]
    head = word[:c] + ("" if word[c - 1] == "-" else "-")
    return (Tok(t.text, t.style, printed=head, space=t.space, role="text", anchor=t.anchor),
            Tok(t.text, t.style, printed=word[c:] + m[2], space=False, role="text"))


def _toks(text: str, style: str = "regular", role: str = "text") -> list[Tok]:
    return [Tok(w, style, role=role) for w in text.split()]


# ---------------------------------------------------------------------------------------------
# The edition.

@dataclass
class InventedEdition:
    family: str
    seed: int
    pages: list[Page]
    expected: Expected
    labels: dict[int, str] = field(default_factory=dict)  # note n → the number printed

    def text(self, form_feeds: bool = True, ligatures: str = "plain",
             soft_hyphen_dashes: bool = False, layout: bool = False,
             joined: bool = False, letter_spaced: bool = False, word_processor: bool = False,
             marks_after: bool = False, web: str | None = None,
             double_spaced: bool = False) -> str:
        """The edition as text extraction gives it. `ligatures`: "plain" (ff fi fl as letters),
        "codepoints" (U+FB00–FB06 where those letters occur), "lost" (the glyph lost: a space
        inside a word, nothing at its end); `soft_hyphen_dashes`: every other " – " written with
        U+00AD (as cp1252 text gives 0xAD; the text then encodes in cp1252); `layout`: as
        `pdftotext -layout` gives it (indentation, table cells apart); `joined`: each
        paragraph on a line of its own, as a tool that joins a paragraph's lines gives it (a
        space where a line ended, a broken word's hyphen kept: "conti- nues"), page by page;
        `letter_spaced`: the law headings' type tracked, as PyMuPDF gives it ("L A W 2 7" /
        "I N S U F F I C I E N T B I D", the gaps between words lost); `word_processor`: the
        characters a word processor's text has (every seventh space a no-break, thin, narrow
        no-break or en space, a zero-width space inside every 97th word, a byte order mark
        first, a word broken at a line's end with U+2010 HYPHEN, every other one after a soft
        hyphen, an unbroken soft hyphen inside every 40th long word, indentation in tabs);
        `marks_after`: a line's raised footnote markers read after its words, as pypdf reads a
        PDF that draws them apart (the first glued to the last word, the others a space apart,
        a space left doubled where each was: "the opening  lead … in the6 7"); `web`: as a copy
        of a web page or a document's text export gives it, with no pages (no running heads,
        page numbers or form feeds) and each paragraph on one line, the notes "end" (all after
        the text, under a heading "Notes", in order) or "none" (left out, their markers kept);
        or "pages": as a reader that reflows the pages gives it, no page's head, number or
        break, lines as printed, each page's notes where the page ended, a blank line around;
        `double_spaced`: a blank line after every line, as some tools give a PDF's text."""
        text = self._text(form_feeds, ligatures, soft_hyphen_dashes, layout, joined,
                          letter_spaced, word_processor, marks_after, web)
        return text.replace("\n", "\n\n") if double_spaced else text

    def _text(self, form_feeds, ligatures, soft_hyphen_dashes, layout, joined, letter_spaced,
              word_processor, marks_after, web) -> str:
        if ligatures not in ("plain", "codepoints", "lost"):
            raise ValueError(f"ligatures: plain, codepoints or lost, not {ligatures!r}")
        if soft_hyphen_dashes and ligatures == "codepoints":
            raise ValueError("ligature code points do not encode in cp1252")
        if web not in (None, "end", "none", "pages"):
            raise ValueError(f"web: end, none or pages, not {web!r}")
        if web:
            return self._web(web)
        pages = []
        for page in self.pages:
            out: list[str] = []
            if page.header:
                out += [_place(page.header, "center", 0.0, layout), ""]
            for line in page.lines:
                line = _marks_moved(line) if marks_after else line
                out += _joined(out, line, layout) if joined else _render(line, layout)
            if page.notes:
                out.append("")
                for line in page.notes:
                    out += _joined(out, line, layout) if joined else _render(line, layout)
            if page.footer:
                out += ["", _place(page.footer, page.footer_align, 0.0, layout)]
            pages.append("\n".join(out))
        text = ("\n\f" if form_feeds else "\n").join(pages) + "\n"
        if letter_spaced:
            text = _letter_spaced_headings(text)
        if ligatures == "codepoints":
            text = re.sub(r"[A-Za-z]+", _codepoints, text)
        elif ligatures == "lost":
            text = re.sub(r"[A-Za-z]+", _lost, text)
        if soft_hyphen_dashes:
            parts = text.split(" – ")
            text = parts[0] + "".join((" \u00ad " if i % 2 == 0 else " – ") + p
                                      for i, p in enumerate(parts[1:]))
            text.encode("cp1252")
        if word_processor:
            breaks = iter(range(10**9))
            text = re.sub(r"(?m)(?<=[a-z])-$", lambda m: "\u00ad\u2010"[next(breaks) % 2:], text)
            long_words = iter(range(10**9))
            text = re.sub(r"(?<![A-Za-z])([a-z]{4})(?=[a-z]{5,}(?![A-Za-z]))", lambda m: m[1] + (
                "" if next(long_words) % 40 else "\u00ad"), text)
            text = re.sub(r"(?m)^(?: {8})+", lambda m: "\t" * (len(m[0]) // 8), text)
            spaces = iter(range(10**9))
            text = re.sub(" ", lambda m: " " if (k := next(spaces)) % 7 else
                          "\u00a0\u2009\u202f\u2002"[k // 7 % 4], text)
            words = iter(range(10**9))
            text = "\ufeff" + re.sub(r"\b([A-Za-z]{2})(?=[a-z])", lambda m: m[1] + (
                "" if next(words) % 97 else "\u200b"), text)
        return text

    def _web(self, notes: str) -> str:
        out: list[str] = []
        ends: list[str] = []
        for page in self.pages:
            for line in page.lines:
                out += _render(line, False) if notes == "pages" else _joined(out, line, False)
            if notes == "pages" and page.notes:
                out += ["", *(x for line in page.notes for x in _render(line, False)), ""]
            for line in page.notes if notes == "end" else ():
                ends += _joined(ends, line, False)
        if ends:
            out += ["", "Notes", "", *ends]
        return re.sub(r"\n{3,}", "\n\n", "\n".join(out)) + "\n"

    def pdf(self, glyphs: bool = False) -> bytes:
        """The same pages drawn with reportlab; `glyphs`: each character placed on its own, as
        some writers draw text (a browser's PDF): many times the drawing instructions."""
        from reportlab.pdfgen import canvas

        buf = io.BytesIO()
        c = canvas.Canvas(buf, pagesize=(PAGE_W, PAGE_H), invariant=1)
        c.setTitle(f"Laws of Duplicate Bridge 2017 (invented {self.family} edition {self.seed})")
        for page in self.pages:
            if page.header:
                c.setFont("Helvetica", 7.0)
                c.drawCentredString(PAGE_W / 2, HEADER_Y, page.header)
            y = TOP
            initial = True  # the page's first line of text sets its first letter apart
            for line in page.lines:
                apart = initial and line.kind == "text" and bool(line.spans) and \
                    line.spans[0].style == "regular" and \
                    re.match(r"[A-Z][a-z]+ ", line.spans[0].text) is not None
                _draw(c, line, y, apart, glyphs)
                initial = initial and not (line.kind == "text" and line.spans)
                y -= LEAD
            if page.notes:
                ny = NOTE_BOTTOM + (len(page.notes) - 1) * NOTE_LEAD
                c.setLineWidth(0.4)
                c.line(LEFT, ny + NOTE_LEAD + 1, LEFT + 72, ny + NOTE_LEAD + 1)
                for line in page.notes:
                    _draw(c, line, ny, glyphs=glyphs)
                    ny -= NOTE_LEAD
            if page.footer:
                c.setFont("Helvetica", 8.0)
                if page.footer_align == "center":
                    c.drawCentredString(PAGE_W / 2, FOOTER_Y, page.footer)
                elif page.footer_align == "right":
                    c.drawRightString(PAGE_W - LEFT, FOOTER_Y, page.footer)
                else:
                    c.drawString(LEFT, FOOTER_Y, page.footer)
            c.showPage()
        c.save()
        return buf.getvalue()


def _line_width(line: Line) -> float:
    return sum(_width(s.text, s.style, line.size) for s in line.spans)


def _place(text: str, align: str, x: float, layout: bool) -> str:
    if not layout:
        return text
    cols = round(WIDTH / CHAR)
    if align == "center":
        return " " * max(0, (cols - len(text)) // 2) + text
    if align == "right":
        return " " * max(0, cols - len(text)) + text
    return " " * round(x / CHAR) + text


def _letter_spaced_headings(text: str) -> str:
    """The law headings letter-spaced, the gaps between words lost: "LAW 27" / "INSUFFICIENT
    BID" (the ACBL's) or "LAW 27 - INSUFFICIENT BID" (the WBF's), contents and body alike
    (a contents line's leaders and page number as printed)."""
    lines = text.split("\n")
    for i, line in enumerate(lines):
        page, line = ("\f", line[1:]) if line.startswith("\f") else ("", line)
        if re.fullmatch(r"LAW \d+(?: - [A-Z’', –-]+\d?)?", line):
            lines[i] = page + _spaced_letters(line)
            if re.fullmatch(r"LAW \d+", line) and i + 1 < len(lines) \
                    and re.fullmatch(r"[A-Z][A-Z ,–-]+", lines[i + 1]):
                lines[i + 1] = _spaced_letters(lines[i + 1])
    return "\n".join(lines)


def _marks_moved(line: Line) -> Line:
    """The line as an extractor gives it that reads its raised markers after its words."""
    if line.kind != "text" or not any(s.style == "sup" for s in line.spans):
        return line
    words, marks = "", []
    for k, span in enumerate(line.spans):
        if span.style != "sup":
            words += span.text
            continue
        marks.append(span.text)
        if k < len(line.spans) - 1:
            words += " "  # the space it took, beside the word's own
    return dataclasses.replace(line, spans=[Span(words + " ".join(marks))])


def _spaced_letters(text: str) -> str:
    return " ".join(c for c in text if c != " ")


def _joined(out: list[str], line: Line, layout: bool) -> list[str]:
    """A line's rendering, joined to the line before it (in `out`) where it goes on from it."""
    rendered = _render(line, layout)
    if line.goes_on and out and out[-1].strip() and len(rendered) == 1:
        out[-1] += " " + rendered[0].strip()
        return []
    return rendered


def _render(line: Line, layout: bool) -> list[str]:
    if line.kind == "blank":
        return [""]
    if line.kind == "cells":
        cells = [c for c in line.cells if c.text]
        if layout:
            out = ""
            for c in cells:
                col = round((line.x + c.x) / CHAR)
                out += " " * max(col - len(out), 2 if out else 0) + c.text
            return [out]
        if line.cell_lines:
            return [c.text for c in cells]
        return [" ".join(c.text for c in cells)]
    if layout and line.align == "center":
        pad = max(0, round((WIDTH - _line_width(line)) / 2 / CHAR))
        return [" " * pad + line.text]
    return [_place(line.text, "left", line.x, layout)]


# How far a first letter set apart stands from the rest of its word (a drop cap's gap, letter
# spacing): in ems, less than a word space
APART = 0.12


def _draw(c, line: Line, y: float, apart: bool = False, glyphs: bool = False) -> None:
    """A line drawn; `apart`, its first letter a little apart from the rest of its word, as
    a book's initial letters are (the PDF's text then reads "T he"); `glyphs`, each character
    placed on its own."""
    if line.kind == "blank":
        return
    if line.kind == "cells":
        for cell in line.cells:
            if cell.text:
                c.setFont(FONTS[cell.style], line.size)
                c.drawString(LEFT + line.x + cell.x, y, cell.text)
        return
    x = LEFT + line.x
    if line.align == "center":
        x = LEFT + (WIDTH - _line_width(line)) / 2
    for k, span in enumerate(line.spans):
        size = line.size * SUP if span.style == "sup" else line.size
        c.setFont(FONTS[span.style], size)
        text = span.text
        if apart and k == 0:
            c.drawString(x, y, text[0])
            x += _width(text[0], span.style, line.size) + APART * line.size
            text = text[1:]
        rise = line.size * 0.38 if span.style == "sup" else 0
        if glyphs:
            for ch in text:
                c.drawString(x, y + rise, ch)
                x += _width(ch, span.style, line.size)
            continue
        c.drawString(x, y + rise, text)
        x += _width(text, span.style, line.size)


def _codepoints(m: re.Match) -> str:
    word = m.group(0)
    out = LIGATURES.sub(lambda g: CODEPOINTS[g.group(0)], word)
    if word.startswith("staff"):
        out = "\ufb06" + out[2:]
    return out


def _lost(m: re.Match) -> str:
    word = m.group(0)
    out, last = [], 0
    for g in LIGATURES.finditer(word):
        if g.start() == 0:
            continue  # a word's first letters keep theirs ("find", "flow")
        out.append(word[last:g.start()])
        out.append("" if g.end() == len(word) else " ")
        last = g.end()
    out.append(word[last:])
    return "".join(out)


# ---------------------------------------------------------------------------------------------
# The builder: plan the features, invent the text, typeset, paginate.

@dataclass
class _Content:
    paras: list[list[Tok]] = field(default_factory=list)
    tables: dict[int, tuple[list[list[str]], bool, bool]] = field(default_factory=dict)
    # table after paragraph i: (rows, cells on lines of their own, page break after)
    wrap: list[Tok] = field(default_factory=list)
    heading: list[Tok] = field(default_factory=list)


class _Builder:
    def __init__(self, family: str, seed: int):
        if family not in FAMILIES:
            raise ValueError(f"family: one of {FAMILIES}, not {family!r}")
        self.family, self.seed = family, seed
        self.rng = random.Random(f"english-edition:{family}:{seed}")
        # drawn apart, so that adding a feature leaves the rest of the book as it was
        self.rng_broken = random.Random(f"broken-headings:{family}:{seed}")
        self.facts, self.ids, self.terms = _facts()
        self.hyphen_count: dict[str, int] = {}
        self.content: dict[str, _Content] = {}
        self.notes: dict[int, tuple[str, list[Tok]]] = {}  # number → (host, text tokens)
        self.blocks: list[Block] = []
        self.cite_pools = {
            "law": [i for i in self.ids if self.facts[i].kind == "law"],
            "section": [i for i in self.ids if self.facts[i].kind == "section"],
            "part": [i for i in self.ids if self.facts[i].kind not in ("law", "section")]}

    # -- words ---------------------------------------------------------------------------------
    def fill(self, template: str) -> str:
        rng = self.rng
        verb = rng.choice(VERBS)
        values = {
            "C": rng.choice(CONDS), "r": rng.choice(ROLES), "r1": rng.choice(ROLES),
            "m": rng.choice(MODALS), "mp": rng.choice(MODALS[:4]), "v": verb[0],
            "v3": rng.choice(VERBS)[1],
            "pp": rng.choice(VERBS)[2], "o": rng.choice(OBJECTS), "o2": rng.choice(OBJECTS),
            "t": rng.choice(TIMES), "noun": rng.choice(NOUNS), "cite": self.cite(),
        }
        values["C"] = values["C"].format(**values)
        values["R"] = values["r"][0].upper() + values["r"][1:]
        values["R1"] = values["r1"][0].upper() + values["r1"][1:]
        values["O"] = values["o"][0].upper() + values["o"][1:]
        if values["o2"] == values["o"]:
            values["o2"] = "the " + rng.choice(NOUNS)
        return template.format(**values)

    def cite(self) -> str:
        r = self.rng.random()
        kind = "law" if r < 0.4 else "section" if r < 0.75 else "part"
        return self.rng.choice(self.cite_pools[kind])

    def sentence(self, kind: str = "any") -> str:
        if kind == "item":
            return self.fill(self.rng.choice(ITEM_TEMPLATES))
        return self.fill(self.rng.choice(TEMPLATES))

    def toks(self, text: str) -> list[Tok]:
        """Tokens of invented text; some hyphenated words lose their hyphen in print."""
        out = []
        for w in text.split():
            t = Tok(w)
            bare = w.strip(".,;:")
            if bare in HYPHENATED:
                n = self.hyphen_count[bare] = self.hyphen_count.get(bare, 0) + 1
                if n % 5 == 1:
                    t.printed = w.replace("-", "", 1)
            out.append(t)
        return out

    # -- the plan ------------------------------------------------------------------------------
    def build(self) -> InventedEdition:
        self.plan()
        self.invent()
        self.front()
        self.definitions()
        for cid in self.ids:
            if self.facts[cid].kind == "law":
                self.emit(cid)
        self.index()
        pages = self.paginate()
        return InventedEdition(self.family, self.seed, pages, self.expected(),
                               {n: self.label(n) for n in self.notes})

    def pick(self, pool: list[str], k: int, exclude: set[str],
             rng: random.Random | None = None) -> list[str]:
        """`k` units of `pool` spread over the book (one from each of k stretches)."""
        pool = [p for p in pool if p not in exclude]
        out = []
        for j in range(k):
            part = pool[len(pool) * j // k: len(pool) * (j + 1) // k]
            if part:
                out.append((rng or self.rng).choice(part))
        exclude.update(out)
        return out

    def plan(self) -> None:
        f, rng = self.facts, self.rng
        units = [f[i] for i in self.ids]
        used: set[str] = set()
        leaves = [u.id for u in units if u.text and u.kind != "law" and not u.children
                  and not u.table]
        # Run-in groups: a parent's text ends "as follows:", its parts follow on the same line.
        groups = [u.id for u in units if u.kind in ("section", "subsection") and u.text
                  and u.children and not u.wrapup and not u.table
                  and 2 <= len(self.descendants(u.id)) <= 5
                  and all(f[d].text and not f[d].heading and not f[d].wrapup
                          for d in self.descendants(u.id))]
        self.runin_parents = self.pick(groups, 5, used)
        self.runin = {d for p in self.runin_parents for d in self.descendants(p)}
        used |= self.runin
        # A section starting in the middle of a line after "… of these Laws."
        mids = [u.id for u in units if u.kind == "section" and u.num != "A" and u.heading
                and f[self.previous(u.id)].text and not f[self.previous(u.id)].children
                and self.previous(u.id) not in used and not f[self.previous(u.id)].table]
        d_mids = [m for m in mids if f[m].num == "D"]
        self.midline = set(self.pick(d_mids, 1, used) + self.pick(mids, 3, used))
        self.before_mid = {self.previous(m) for m in self.midline}
        used |= self.before_mid
        # Section headings: run in with the text, long (over two lines), or on a line of their own.
        headed = [u.id for u in units if u.kind == "section" and u.heading
                  and u.id not in self.midline]
        with_text = [h for h in headed if f[h].text]
        self.runin_heading = set(self.pick(with_text, 40, set(used)))
        self.long_heading = set(self.pick([h for h in headed if h not in self.runin_heading],
                                          8, set(used)))
        # Short headings broken over two lines all the same (a narrow heading column, a large
        # font): "Inappropriate Communication" / "Between Partners", "Delayed Claim" / "Ruling".
        self.broken_heading = set(self.pick(
            [h for h in headed if h not in self.runin_heading | self.long_heading], 8, set(used),
            self.rng_broken))
        # Contents spelled differently from the body (acbl).
        plain_headed = [h for h in headed
                        if h not in self.runin_heading | self.long_heading | self.broken_heading]
        self.toc_variant = dict(zip(self.pick(plain_headed, 6, set()),
                                    ["hyphen", "case", "the", "hyphen", "case", "the"]))
        # Marker forms of the parts with no text of their own: alone, "2. (a)", "3.(a)".
        bare = [u.id for u in units if u.kind in ("subsection", "item") and not u.text
                and u.children]
        forms = ["alone", "pair", "glued"]
        self.bare_form = {b: forms[(i + self.seed) % 3] for i, b in enumerate(bare)}
        if "80B2(g)" in self.bare_form:
            self.bare_form["80B2(g)"] = "pair"  # "(g) (i)"
        # "1.A player…" and "(a)it…": no space after the marker.
        ones = [u for u in leaves if f[u].kind == "subsection" and f[u].num == "1"]
        self.nospace_one = set(self.pick(ones, 4, used))
        items = [u for u in leaves if f[u].kind == "item"]
        self.nospace_item = set(self.pick(items, 4, used))
        # Sub-items written "(i.)".
        with_sub = [u.id for u in units if u.kind == "item" and u.children]
        self.dotted = set(rng.sample(with_sub, min(3, len(with_sub))))
        # Citations wrapping to the start of a line: "…by Law" / "19. Law 36 applies…".
        self.cite_law = self.pick(leaves, 6, used)
        later_items = [u for u in leaves if f[u].kind == "item" and f[u].num > "b"]
        self.cite_item = self.pick(later_items, 3, used)
        # Footnotes: 1 in the definitions, 2 on the title of Law 13, 3-28 in the laws.
        hosts = [u for u in leaves + [u.id for u in units if u.kind == "section" and u.text
                                      and u.children]
                 if int(_ID.fullmatch(u).group(1)) >= 14 and u not in used
                 and not 75 <= int(_ID.fullmatch(u).group(1)) <= 78]  # (table at page foot)
        hosts.sort(key=self.ids.index)
        chosen = self.pick(hosts, 24, used)
        heads = [h for h in headed if h not in used and int(_ID.fullmatch(h).group(1)) >= 30
                 and int(_ID.fullmatch(h).group(1)) <= 50 and h not in self.long_heading]
        head_host = rng.choice(heads)
        used.add(head_host)
        chosen = sorted(chosen[:-1] + [head_host], key=self.ids.index)
        head_at = chosen.index(head_host)
        pair_slots = {rng.choice([j for j in range(3, 9) if j != head_at]),
                      rng.choice([j for j in range(14, 20) if j != head_at])}  # two notes each
        self.note_hosts: list[tuple[int, str, str]] = []  # (number, unit, where)
        n = 3
        for j, host in enumerate(chosen):
            where = "heading" if host == head_host else "word"
            count = 2 if j in pair_slots else 1
            for _ in range(count):
                self.note_hosts.append((n, host, where))
                n += 1
        self.pairs = {a for (a, h, _), (b, h2, _) in zip(self.note_hosts, self.note_hosts[1:])
                      if h == h2}
        # the ACBL family's odd seeds number their notes again from 1 from Law 40 on
        self.restart = next((m for m, h, _ in self.note_hosts
                             if int(_ID.fullmatch(h).group(1)) >= 40 and m - 1 not in self.pairs),
                            None) if self.family == "acbl" and self.seed % 2 == 1 else None
        free = [m for m, h, w in self.note_hosts
                if m > 4 and m not in self.pairs and m - 1 not in self.pairs]
        rng.shuffle(free)
        self.note_form = {m: "normal" for m in range(1, n)}
        for m in self.pairs:
            self.note_form[m] = self.note_form[m + 1] = "pair"
        for form, k in (("lower", 3), ("before", 2), ("after", 2), ("early", 2)):
            for m in free[:k]:
                self.note_form[m] = form
            free = free[k:]
        self.note_count = n - 1

    def descendants(self, cid: str) -> list[str]:
        out = []
        for c in self.facts[cid].children:
            out.append(c)
            out += self.descendants(c)
        return out

    def previous(self, cid: str) -> str:
        return self.ids[self.ids.index(cid) - 1]

    # -- the text of every unit ----------------------------------------------------------------
    def heading(self, cid: str, taken: set[str]) -> str:
        rng = self.rng
        for _ in range(1000):
            form = rng.randrange(3)
            if cid in self.long_heading:
                h = (f"{rng.choice(ADJS)} {rng.choice(HNOUNS)} {rng.choice(JOINS)} "
                     f"{rng.choice(ADJS)} {rng.choice(HNOUNS)} and {rng.choice(ADJS)} "
                     f"{rng.choice(HNOUNS)} {rng.choice(JOINS[:-1])} {rng.choice(HNOUNS)} "
                     f"{rng.choice(JOINS[:-1])} {rng.choice(HNOUNS)}")
            elif self.toc_variant.get(cid) == "hyphen":
                h = f"{rng.choice(HYPHEN_NOUNS)} {rng.choice(JOINS[:-1])} {rng.choice(HNOUNS)}"
            elif self.toc_variant.get(cid) in ("the", "case"):
                h = f"{rng.choice(ADJS)} {rng.choice(HNOUNS)} of the {rng.choice(HNOUNS)}"
            elif form == 0:
                h = f"{rng.choice(ADJS)} {rng.choice(HNOUNS)}"
            elif form == 1:
                h = f"{rng.choice(HNOUNS)} {rng.choice(JOINS)} {rng.choice(HNOUNS)}"
            else:
                h = f"{rng.choice(ADJS)} {rng.choice(HNOUNS)} {rng.choice(JOINS)} " \
                    f"{rng.choice(HNOUNS)}"
            if cid in self.broken_heading:
                b = self.rng_broken
                nouns = HNOUNS[:-1]  # not "Law" alone on a line before "1.": a citation's end
                h = f"{b.choice(ADJS)} {b.choice(nouns)} " + b.choice(
                    [f"{b.choice(CAP_JOINS)} {b.choice(nouns)}", b.choice(nouns),
                     f"by the {b.choice(nouns)}"])
            words = h.split()
            if len(set(w for w in words if w[0].isupper())) < sum(w[0].isupper() for w in words):
                continue  # a word twice
            if words[-1] == "Law" and any(host == cid and where == "heading"
                                          for _, host, where in self.note_hosts):
                continue  # "Law⁹" would read as a citation in plain text
            if h not in taken:
                taken.add(h)
                return h
        raise AssertionError("no heading left")

    def invent(self) -> None:
        f, rng = self.facts, self.rng
        taken: set[str] = set()
        law_cites = iter([("19", "36")] + [(str(rng.randint(10, 93)), str(rng.randint(10, 93)))
                                           for _ in range(20)])
        for cid in self.ids:
            u = f[cid]
            c = self.content[cid] = _Content()
            if u.heading:
                c.heading = _toks(self.heading(cid, taken) if u.kind == "section"
                                  else f"{rng.choice(ADJS)} {rng.choice(HNOUNS)}",
                                  "bold", "heading")
                if cid in self.broken_heading:
                    c.heading[2].brk = True
            if not u.text:
                continue
            if u.table:
                self.tables(cid, c)
                continue
            if cid in self.runin:
                first = self.fill("If {r1} {v3} {o}, {r} {m} {v} it {t}.")
                c.paras = [self.toks(first)]
                if cid in self.runin_parents:  # a run-in part that has run-in parts
                    c.paras[0] += self.toks(self.fill("{R} {m} {v} {o} as follows:"))
                continue
            if u.kind == "law":
                count = rng.randint(1, 2)
            elif u.kind in ("item", "subitem"):
                count = rng.randint(1, 5)
            else:
                count = rng.randint(3, 11) if not u.children else rng.randint(1, 4)
            # as long as the unit is in the published editions (the reader checks each law's
            # length against theirs), the random count drawn all the same so that the rest of
            # the edition is as it was
            count = max(1, round(u.words / WORDS_PER_SENTENCE))
            kind = "item" if u.kind in ("item", "subitem") else "any"
            sentences = [self.sentence(kind) for _ in range(count)]
            if kind == "item":  # only the first sentence of an item may start in lower case
                sentences = [t if (i == 0 and rng.random() < 0.5) else t[0].upper() + t[1:]
                             for i, t in enumerate(sentences)]
            if cid in self.nospace_one:
                sentences[0] = self.fill("A player who {v3} {o} {m} {v} it {t}.")
            if cid in self.nospace_item:
                sentences[0] = self.fill("it is sufficient that {r1} {v3} {o} {t}.")
            if cid in self.runin_parents:
                sentences[-1] = self.fill("{R} {m} {v} {o} as follows:")
            toks = [t for s in sentences for t in self.toks(s)]
            if cid in self.cite_law:
                a, b = next(law_cites)
                extra = self.toks(self.fill("{R} {m} {v} {o}, but this is not permitted by Law")
                                  + f" {a}. Law {b} applies to the rest of "
                                  + self.fill("{o} {t}."))
                i = next(i for i, t in enumerate(extra) if t.text == f"{a}.")
                extra[i].brk = extra[i - 1].keep = True  # "…by Law" / "19. Law 36 applies…"
                toks += extra
            if cid in self.cite_item:
                letter = chr(ord(u.num) - 1)
                extra = self.toks(self.fill("{R} {m} {v} {o} as in")
                                  + f" ({letter}) above, and " + self.fill("{r} {m} {v} it {t}."))
                i = next(i for i, t in enumerate(extra) if t.text == f"({letter})")
                extra[i].brk = extra[i - 1].keep = True  # "…as in" / "(b) above…"
                toks += extra
            if cid in self.before_mid:
                toks += self.toks(self.fill("{R} {m} {v} {o} under the other provisions of")
                                  + " these Laws.")
            paras = [toks]
            if u.kind in ("section", "subsection") and len(sentences) >= 5 \
                    and cid not in self.runin_parents:
                # a second paragraph
                cut = next(i for i, t in enumerate(toks) if t.text.endswith(".") and i > 12) + 1
                if cut < len(toks) - 4:
                    paras = [toks[:cut], toks[cut:]]
            c.paras = paras
            if u.wrapup:
                c.wrap = self.toks(self.fill("After the last of these, {r} {m} {v} {o} {t}."))
        self.place_notes()

    def tables(self, cid: str, c: _Content) -> None:
        s = self.sentence
        # the text around the tables as long as in the published editions
        extra = [t for _ in range(max(0, round(self.facts[cid].words / WORDS_PER_SENTENCE) - 3))
                 for t in self.toks(s())]
        if cid == "2":
            c.paras = [self.toks(s()) + extra, self.toks(s())]
            c.tables[0] = ([["Invented group", "Boards", "", "", ""],
                            ["First group", "2", "6", "10", "14"],
                            ["Second group", "3", "7", "11", "15"],
                            ["Third group", "4", "8", "12", "16"],
                            ["Fourth group", "1", "5", "9", "13"]], True, False)
        elif cid == "77":
            caps = ["Invented values for each trick bid and made:",
                    "Invented premiums for a slam bid and made:",
                    "Invented premiums of the test, in a row of their own:",
                    "Invented penalties for each trick short:"]
            c.paras = [self.toks(s()) + extra + self.toks(caps[0]), self.toks(caps[1]),
                       self.toks(caps[2]), self.toks(caps[3]), self.toks(s())]
            c.tables[0] = ([["Invented suit", "Low", "High"], ["Undoubled", "20", "30"],
                            ["Doubled", "40", "60"], ["Redoubled", "80", "120"]], False, False)
            c.tables[1] = ([["Invented slam", "Quiet", "Loud"], ["Small slam", "500", "750"],
                            ["Grand slam", "1000", "1500"], ["Invented extra", "20", "30"],
                            ["Invented bonus", "500", "750"]], True, True)
            c.tables[2] = ([["Invented premium", "Quiet", "Loud"], ["First", "50", "100"],
                            ["20", "30", "500", "750"]], False, True)
            c.tables[3] = ([["Invented penalty", "Quiet", "Loud"], ["First trick", "50", "100"],
                            ["Each further trick", "100", "200"]], True, False)
        else:  # 78B
            c.paras = [self.toks(s()) + self.toks(s()) + extra]
            rows = [["Score gap", "Units", "Score gap", "Units"]]
            lo = 0
            for k in range(8):
                hi = lo + 10 + 20 * k
                rows.append([f"{lo}–{hi}", str(k), f"{lo + 500}–{hi + 560}", str(k + 8)])
                lo = hi + 10
            c.tables[0] = (rows, False, False)

    def place_notes(self) -> None:
        rng = self.rng
        # 1: in a definition; 2: on the title of Law 13.
        self.def_texts = {}
        keys = [k for k, _ in self.terms]
        note_def = "sorted-deck" if "sorted-deck" in keys else keys[len(keys) // 3]
        for key, term in self.terms:
            sentences = [self.fill(rng.choice(DEF_TEMPLATES))
                         for _ in range(rng.choice((1, 1, 2, 3)))]
            self.def_texts[key] = [t for s in sentences for t in self.toks(s)]
        self.insert_note(self.def_texts[note_def], 1, "word")
        self.notes[1] = (f"def:{note_def}", self.note_text(1))
        self.notes[2] = ("13", self.note_text(2))
        for n, host, where in self.note_hosts:
            c = self.content[host]
            if where == "heading":
                c.heading.append(Tok(self.label(n), "sup", space=False, role="note", note=n))
            elif self.note_form.get(n) == "pair" and n in self.pairs:
                self.insert_pair(c.paras[-1], n)
            elif self.note_form.get(n) == "pair":
                pass  # placed with the first of the pair
            elif n == 3:
                extra = self.toks(self.fill("{C} the Director may review {o} {t}."))
                self.insert_note(extra, n, "word", word="Director")
                c.paras[-1][len(c.paras[-1]):] = extra
            elif n == 4:
                extra = self.toks(self.fill("{R} {m} {v} the call."))
                self.insert_note(extra, n, "period")
                c.paras[-1][len(c.paras[-1]):] = extra
            else:
                self.insert_note(c.paras[rng.randrange(len(c.paras))], n,
                                 rng.choice(("word", "period")))
            self.notes[n] = (host, self.note_text(n))

    def label(self, n: int) -> str:
        """The number note n is printed with: the ACBL family's odd seeds number their notes
        again from 1 from the first note in Law 40 on (`restart`)."""
        return str(n if self.restart is None or n < self.restart else n - self.restart + 1)

    def marker(self, n: int) -> str:
        """Note n's marker in the edition read: its printed number, "-2" for the second note
        printed with it."""
        printed = int(self.label(n))
        again = self.restart is not None and n >= self.restart and printed < self.restart
        return f"{printed}-2" if again else str(printed)

    def note_text(self, n: int) -> list[Tok]:
        form = self.note_form.get(n, "normal")
        if form == "lower" or n == 3:
            text = self.fill(self.rng.choice(NOTE_LOWER))
        elif form == "pair" and n in self.pairs:
            text = "An invented note, short."
        elif form == "pair":
            text = " ".join(self.fill(self.rng.choice(NOTE_TEMPLATES)) for _ in range(2))
        else:
            text = " ".join(self.fill(self.rng.choice(NOTE_TEMPLATES))
                            for _ in range(self.rng.choice((1, 2))))
        return self.toks(text)

    @staticmethod
    def markable(toks: list[Tok], i: int) -> bool:
        t = toks[i]
        word = t.text.rstrip(".")
        near = toks[max(0, i - 1): i + 2]
        last = i + 1 == len(toks)
        return (word.isalpha() and len(word) >= 3 and not LIGATURES.search(t.text)
                and t.printed is None and not any(re.search(r"\d|^Laws?$", x.text) for x in near)
                and word not in ("as", "the", "and", "that") and not t.brk
                and (last and t.text.endswith(".") or not last and not toks[i + 1].brk
                     and toks[i + 1].space and toks[i + 1].role == "text"))

    def insert_note(self, toks: list[Tok], n: int, where: str, word: str | None = None) -> None:
        ok = [i for i in range(len(toks)) if self.markable(toks, i)
              and (toks[i].text.endswith(".") == (where == "period"))
              and (word is None or toks[i].text == word)]
        if not ok:
            ok = [i for i in range(len(toks)) if self.markable(toks, i)]
        if not ok:
            raise AssertionError(f"nowhere to put footnote {n}")
        i = self.rng.choice(ok) if word is None else ok[0]
        toks.insert(i + 1, Tok(self.label(n), "sup", space=False, role="note", note=n))

    def insert_pair(self, toks: list[Tok], n: int) -> None:
        """Markers n and n+1 a few words apart, on one line (so their notes share a line)."""
        ok = [i for i in range(len(toks) - 8) if self.markable(toks, i)
              and not toks[i].text.endswith(".") and self.markable(toks, i + 4)
              and not toks[i + 4].text.endswith(".")
              and not any(t.brk or t.role == "note" for t in toks[i:i + 6])]
        if not ok:
            extra = self.toks(self.fill("Before play the Director and the caddie check {o} {t}."))
            toks += extra
            ok = [len(toks) - len(extra) + 2]
        i = self.rng.choice(ok)
        toks.insert(i + 5, Tok(self.label(n + 1), "sup", space=False, role="note", note=n + 1))
        toks.insert(i + 1, Tok(self.label(n), "sup", space=False, role="note", note=n))
        for t in toks[i + 1: i + 7]:
            t.keep = True

    # -- front matter, definitions, index ------------------------------------------------------
    def add(self, toks: list[Tok], **kw) -> Block:
        b = Block(toks=toks, **kw)
        self.blocks.append(b)
        return b

    def blank(self, **kw) -> None:
        if not (self.blocks and self.blocks[-1].kind == "blank" and not kw):
            self.blocks.append(Block(kind="blank", **kw))

    def front(self) -> None:
        for _ in range(10):
            self.blank()
        self.add(_toks("THE LAWS OF DUPLICATE BRIDGE", "bold", "other"), size=14, align="center")
        self.add(_toks("2017", "bold", "other"), size=12, align="center")
        self.blank()
        self.add(_toks("An invented edition, for tests", "regular", "other"), align="center",
                 break_after=True)
        toc = "CONTENTS" if self.seed % 2 == 0 else "Contents"
        self.add(_toks(toc, "bold", "other"), align="center", break_before=True)
        self.blank()
        # the ACBL family's odd seeds print the contents in the body's own style: `LAW n` and
        # the title below, the sections as "A. Heading", no leaders, each page number on a line
        # of its own at the right (as a text extraction gives a right-aligned column)
        body_style = self.family == "acbl" and self.seed % 2 == 1
        leaders = not body_style and (self.family == "acbl" or self.seed % 2 == 0)
        entry = dict(size=TOC_SIZE)

        def add_entry(toks: list[Tok], anchor: str, **kw) -> None:
            if body_style:
                self.add(toks, keep=1, **entry, **kw)
                self.add([Tok("000", role="leader")], leader=f"{PLAIN}{anchor}", align="right",
                         **entry)
            elif leaders:
                self.add(toks + [Tok("..... 000", role="leader")], leader=anchor, **entry, **kw)
            else:
                self.add(toks, **entry, **kw)

        defs = "DEFINITIONS" if self.family == "wbf" else "Definitions"
        add_entry(_toks(defs, role="other"), "defs")
        two_lines = self.family == "acbl"
        for cid in self.ids:
            u = self.facts[cid]
            if u.kind == "law":
                title = LAW_TITLES[int(cid)].upper()
                if two_lines:
                    self.add(_toks(f"LAW {cid}", role="other"), keep=1, **entry)
                    add_entry(_toks(title, role="other"), f"law:{cid}")
                else:
                    add_entry(_toks(f"LAW {cid} - {title}", role="other"), f"law:{cid}")
            elif u.kind == "section" and u.heading and self.family == "acbl":
                words = " ".join(t.text for t in self.content[cid].heading)
                words = self.toc_spelling(cid, words)
                add_entry(_toks(f"{u.num}. {words}", role="other"), f"sec:{cid}",
                          **({} if body_style else dict(x=12.0, hang=24.0)))
        add_entry(_toks("INDEX" if self.family == "wbf" else "Index", role="other"), "index")
        # An invented introduction.
        self.add(_toks("INTRODUCTION", "bold", "other"), align="center", break_before=True)
        self.blank()
        for _ in range(3):
            self.add([Tok(w, role="other") for w in
                      " ".join(self.fill("{R} {m} {v} {o} {t}.") for _ in range(4)).split()])
            self.blank()

    def spelled(self, key: str, term: str) -> str:
        """A defined term as this family prints it: the ACBL's American spelling, one word of
        a term of two ("Tournament" for "Event or Tournament")."""
        if self.family == "acbl":
            return AMERICAN.get(key, term)
        return term

    def toc_spelling(self, cid: str, heading: str) -> str:
        variant = self.toc_variant.get(cid)
        if variant == "hyphen":
            return re.sub(r"\b(Re|Co)-(\w)", lambda m: m.group(1) + m.group(2).lower(), heading)
        if variant == "case":
            return " ".join(w[0].upper() + w[1:] for w in heading.split())
        if variant == "the":
            return heading.replace(" the ", " ", 1)
        return heading

    def definitions(self) -> None:
        heading = "DEFINITIONS" if (self.family == "wbf") == (self.seed % 2 == 0) \
            else "Definitions"
        self.add(_toks(heading, "bold", "other"), align="center", break_before=True,
                 anchor="defs", keep=2)
        self.blank()
        forms = (["dash"] * 3 + ["colon"] + ["line"] if self.family == "wbf"
                 else ["colon"] * 3 + ["dash"] + ["line"])
        inline = False  # the block before is a definition on its term's line
        for i, (key, term) in enumerate(self.terms):
            form = forms[(i * 7 + self.seed) % len(forms)]
            text = self.def_texts[key]
            term_toks = _toks(self.spelled(key, term), "bold", "other")
            if form == "dash" and inline and self.family == "wbf" and i % 6 == 1:
                # run together with the definition before, as an extraction may join them
                self.blocks[-1].toks += term_toks + [Tok("–", role="other")] + text
            elif form == "colon":
                term_toks[-1].text += ":"
                self.add(term_toks + text, hang=10.0)
            elif form == "dash":
                self.add(term_toks + [Tok("–", role="other")] + text, hang=10.0)
            else:
                self.add(term_toks, keep=1)
                self.add(text, x=10.0)
            inline = form != "line"

    def index(self) -> None:
        rng = self.rng
        heading = ("INDEX", "Index to Duplicate Laws", "INDEX TO THE 2017 LAWS")[
            (self.seed + FAMILIES.index(self.family)) % 3]
        self.add(_toks(heading, "bold", "other"), align="center", break_before=True,
                 anchor="index", keep=2)
        self.blank()
        terms = sorted({t for _, t in self.terms} | set(INDEX_EXTRA), key=str.lower)
        order = {cid: i for i, cid in enumerate(self.ids)}

        def refs(k: int) -> list[str]:
            picked = {self.rng.choice(self.ids) for _ in range(k)}
            return sorted(picked, key=order.get)

        entries = []
        for n, term in enumerate(terms):
            k = rng.choice((1, 1, 2, 2, 3, 4, 5)) if n % 25 != 7 else rng.randint(14, 18)
            subs = []
            if rng.random() < 0.18 and n % 25 != 7:
                subs = [(s, refs(rng.randint(1, 3)))
                        for s in sorted(rng.sample(INDEX_SUBS, rng.randint(2, 3)))]
            entries.append((term, refs(k) if not subs or rng.random() < 0.5 else [], subs))
        self.index_entries = entries

        def entry_toks(term: str, rs: list[str]) -> list[Tok]:
            words = _toks(term, role="other")
            if rs:
                words[-1].text += ","
            return words + [Tok(r + ("," if i < len(rs) - 1 else ""), role="other")
                            for i, r in enumerate(rs)]

        i = eligible = 0
        while i < len(entries):
            term, rs, subs = entries[i]
            toks = entry_toks(term, rs)
            short = not subs and i + 1 < len(entries) and not entries[i + 1][2] \
                and 0 < len(rs) <= 2 and 0 < len(entries[i + 1][1]) <= 2
            eligible += short
            if short and eligible % 6 == 2:
                # two entries on one line
                nxt = entries[i + 1]
                more = entry_toks(nxt[0], nxt[1])
                for t in more:
                    t.keep = True
                self.add(toks + more, size=INDEX_SIZE, hang=12.0)
                i += 2
                continue
            self.add(toks, size=INDEX_SIZE, hang=12.0, keep=1 if subs else 0)
            for sub, srs in subs:
                self.add(entry_toks(sub, srs), x=12.0, hang=24.0, size=INDEX_SIZE)
            i += 1

    # -- the laws ------------------------------------------------------------------------------
    def emit(self, cid: str) -> None:
        u, c = self.facts[cid], self.content[cid]
        title = LAW_TITLES[int(cid)].upper()
        first = cid == self.ids[0]
        if not first:
            self.blank()
        title_toks = _toks(title, "bold", "other")
        if cid == "13":
            title_toks.append(Tok("2", "sup", space=False, role="note", note=2))
        if self.family == "wbf":
            self.add(_toks(f"LAW {cid} -", "bold", "other") + title_toks, size=HEAD_SIZE,
                     align="center", keep=2, anchor=f"law:{cid}", break_before=first)
        else:
            self.add(_toks(f"LAW {cid}", "bold", "other"), size=HEAD_SIZE, align="center",
                     keep=2, anchor=f"law:{cid}", break_before=first)
            self.add(title_toks, size=HEAD_SIZE, align="center", keep=1)
        self.blank()
        self.pending: list[Tok] = []
        self.body(cid, c, 0.0, 0.0)
        for child in u.children:
            self.part(child)
        if c.wrap:
            self.add(c.wrap)

    def body(self, cid: str, c: _Content, x: float, hang: float, first: list[Tok] | None = None,
             runin: bool = False) -> None:
        """The unit's paragraphs and tables; `first` opens the first paragraph (its marker)."""
        paras = [list(p) for p in c.paras]
        if first is not None:
            if paras:
                paras[0] = first + paras[0]
            else:
                paras = [first]
        for i, para in enumerate(paras):
            if i == 0 and runin and self.blocks and self.blocks[-1].kind == "text":
                self.blocks[-1].toks += para
            else:
                self.add(para, x=x if i == 0 else hang, hang=hang)
            if i in c.tables:
                rows, lines, brk = c.tables[i]
                self.table(rows, hang, lines, brk)

    def table(self, rows: list[list[str]], x: float, lines: bool, brk: bool) -> None:
        cols = max(len(r) for r in rows)
        widths = [max((_width(r[k], "regular", SIZE) for r in rows if k < len(r) and r[k]),
                      default=0) for k in range(cols)]
        if all(re.fullmatch(r"\d+", r[0]) for r in rows[-1:]) and len(rows[-1]) > len(rows[0]):
            widths = [max(w, 40) for w in widths]
        gap = max(8.0, min(24.0, (WIDTH - x - sum(widths)) / max(1, cols - 1)))
        pos, at = [], 0.0
        for w in widths:
            pos.append(at)
            at += w + gap
        self.blank()
        for n, row in enumerate(rows):
            self.blocks.append(Block(kind="cells", x=x, cells=[
                Cell(pos[k], cell, "bold" if n == 0 else "regular") for k, cell in enumerate(row)],
                cell_lines=lines, break_after=brk and n == len(rows) - 1,
                keep=1 if n < len(rows) - 1 and not lines else 0))
        if not brk:
            self.blank()

    def part(self, cid: str) -> None:
        u, c = self.facts[cid], self.content[cid]
        num = u.num
        if u.kind == "subitem" and u.parent in self.dotted:
            marker = f"({num}.)"
        elif u.kind in ("item", "subitem"):
            marker = f"({num})"
        else:
            marker = f"{num}."
        x, hang = INDENT[u.kind], HANG[u.kind]
        mark = Tok(marker, "bold" if u.kind == "section" else "regular", role="marker",
                   anchor=f"sec:{cid}" if u.kind == "section" else None)
        head = self.pending + [mark]
        if self.pending:
            parent_form = self.bare_form.get(u.parent)
            mark.space = parent_form != "glued"
            x = self.pending_x
        self.pending = []
        paras_first = c.paras[0] if c.paras else None
        if (cid in self.nospace_one or cid in self.nospace_item) and paras_first:
            paras_first[0] = Tok(paras_first[0].text, printed=paras_first[0].printed,
                                 space=False)
        runin = cid in self.runin
        if u.kind == "section" and cid not in self.midline:
            self.blank()
        if c.heading:
            heading = [Tok(t.text, t.style, space=t.space, brk=t.brk, role=t.role, note=t.note)
                       for t in c.heading]
            if cid in self.midline:
                prev = self.blocks[-1] if self.blocks[-1].kind == "text" else None
                head[0].keep = True
                if prev is not None:
                    for t in prev.toks[-2:]:
                        t.keep = True  # "… of these Laws. D. Heading" in mid-line
                for t in heading[:2]:
                    t.keep = True
                if prev is not None:
                    prev.toks += head + heading
                else:
                    self.add(head + heading, x=x, hang=hang)
                self.body(cid, c, hang if u.kind != "section" else 0.0, hang)
            elif cid in self.runin_heading and c.paras:
                self.body(cid, c, x, hang, first=head + heading, runin=runin)
            else:
                self.add(head + heading, x=x, hang=hang + (12.0 if u.kind == "section" else 0),
                         keep=1)
                self.body(cid, c, hang if u.kind != "section" else 0.0, hang)
        elif c.paras:
            self.body(cid, c, x, hang, first=head, runin=runin)
        else:  # no text of its own: the marker alone, or with the first part's ("2. (a)", "3.(a)")
            form = self.bare_form.get(cid, "alone")
            if form == "alone":
                self.add(head, x=x, hang=hang, keep=1)
            else:
                self.pending, self.pending_x = head, x
        for child in u.children:
            self.part(child)
        if c.wrap:
            self.add(c.wrap, x=hang if u.kind != "section" else 0.0, hang=hang)

    # -- pages ---------------------------------------------------------------------------------
    def note_groups(self) -> dict[int, list[Line]]:
        groups: dict[int, list[Line]] = {}
        for n in range(1, self.note_count + 1):
            form = self.note_form.get(n, "normal")
            text = [Tok(t.text, printed=t.printed) for t in self.notes[n][1]]
            num = Tok(self.label(n), role="other")
            if form == "pair" and n in self.pairs:
                second = [Tok(t.text, printed=t.printed) for t in self.notes[n + 1][1]]
                second[0].keep = True
                toks = [num] + text + [Tok(self.label(n + 1), role="other", keep=True)] + second
                groups[n] = _wrap(Block(toks, size=NOTE_SIZE))
            elif form == "pair":
                continue
            elif form == "before":
                groups[n] = _wrap(Block([num], size=NOTE_SIZE)) + _wrap(Block(text,
                                                                              size=NOTE_SIZE))
            elif form == "after":
                groups[n] = _wrap(Block(text, size=NOTE_SIZE)) + _wrap(Block([num],
                                                                             size=NOTE_SIZE))
            else:
                groups[n] = _wrap(Block([num] + text, size=NOTE_SIZE))
            for line in groups[n]:
                line.kind, line.notes, line.keep = "note", (), 0
        return groups

    def paginate(self) -> list[Page]:
        groups = self.note_groups()
        key = {n: (n - 1 if n - 1 in self.pairs else n) for n in range(1, self.note_count + 1)}
        early = {n for n, form in self.note_form.items() if form == "early"}
        flow = [line for b in self.blocks for line in _wrap(b)]
        pages: list[dict] = []
        cur = {"lines": [], "notes": [], "h": 0.0}
        placed: set[int] = set()

        def notes_h(page: dict, extra: list[int]) -> float:
            k = sum(len(groups[g]) for g in page["notes"] + extra)
            return k * NOTE_LEAD + (NOTE_GAP if k else 0)

        def new_groups(line: Line) -> list[int]:
            out = []
            for n in line.notes:
                g = key[n]
                if g not in placed and g not in out:
                    out.append(g)
            return out

        def flush() -> dict:
            nonlocal cur
            pages.append(cur)
            cur = {"lines": [], "notes": [], "h": 0.0}
            return cur

        def place(line: Line, gs: list[int]) -> None:
            cur["lines"].append((line, gs))
            cur["h"] += LEAD
            cur["notes"] += gs
            placed.update(gs)

        i = 0
        while i < len(flow):
            line = flow[i]
            if line.break_before and cur["lines"]:
                flush()
            if line.kind == "blank" and not cur["lines"]:
                i += 1
                continue
            gs = new_groups(line)
            need = LEAD * (1 + min(line.keep, 4))
            if cur["lines"] and cur["h"] + need + notes_h(cur, gs) > CAPACITY:
                flush()
                continue
            if any(key[n] in gs for n in early if n in line.notes):
                # The footnote's text stays at the foot of this page; its marker goes over.
                eg = [g for g in gs if g in early]
                if not cur["lines"] and pages:
                    cur = pages.pop()
                carry = []
                while cur["lines"] and cur["h"] + notes_h(cur, eg) > CAPACITY:
                    moved, mgs = cur["lines"].pop()
                    cur["h"] -= LEAD
                    for g in mgs:
                        cur["notes"].remove(g)
                        placed.discard(g)
                    carry.insert(0, moved)
                cur["notes"] += eg
                placed.update(eg)
                flush()
                for moved in carry:
                    if not (moved.kind == "blank" and not cur["lines"]):
                        place(moved, new_groups(moved))
                place(line, new_groups(line))
                i += 1
                continue
            place(line, gs)
            if line.break_after:
                flush()
            i += 1
        if cur["lines"]:
            flush()
        # Page numbers, running headers, footers; the contents' page numbers.
        styles = ["bare", "bar", "page"]
        rot = (self.seed + FAMILIES.index(self.family)) % 3
        front, even, odd = styles[rot], styles[(rot + 1) % 3], styles[(rot + 2) % 3]
        anchors: dict[str, int] = {}
        out: list[Page] = []
        in_laws = False
        for n, p in enumerate(pages, start=1):
            lines = [line for line, _ in p["lines"]]
            while lines and lines[-1].kind == "blank":
                lines.pop()
            for line in lines:
                if line.anchor:
                    anchors.setdefault(line.anchor, n)
                    in_laws = in_laws or line.anchor.startswith("law:")
            notes = [line for g in sorted(p["notes"]) for line in groups[g]]
            style = front if not in_laws else (even if n % 2 == 0 else odd)
            footer = {"bare": str(n), "bar": f"{n} | Page", "page": f"Page {n}"}[style]
            align = {"bare": "center", "bar": "left" if n % 2 == 0 else "right",
                     "page": "right"}[style]
            header = HEADERS[(n + self.seed) % 2]
            if n == 1:
                header = footer = None
            elif lines and lines[0].break_before:
                header = None  # the first page of a part
            out.append(Page(n, header, lines, notes, footer, align))
        for page in out:
            for line in page.lines:
                if line.leader and line.leader.startswith(PLAIN):
                    line.spans[-1].text = str(anchors[line.leader[len(PLAIN):]])
                elif line.leader:
                    self.fill_leader(line, anchors[line.leader])
        return out

    @staticmethod
    def fill_leader(line: Line, page: int) -> None:
        rest = sum(_width(s.text, s.style, line.size) for s in line.spans[:-1])
        room = WIDTH - line.x - rest - _width(f"  {page}", "regular", line.size)
        dots = max(3, int(room / _width(".", "regular", line.size)) - 1)
        line.spans[-1].text = " " + "." * dots + f" {page}"

    # -- the truth -----------------------------------------------------------------------------
    def expected(self) -> Expected:
        def words(toks: list[Tok]) -> str:
            return " ".join(t.text for t in toks if t.role in ("text", "heading"))

        units, tables = {}, {}
        for cid in self.ids:
            u, c = self.facts[cid], self.content[cid]
            parts = []
            for i, para in enumerate(c.paras):
                parts.append(words(para))
                if i in c.tables:
                    rows = c.tables[i][0]
                    tables.setdefault(cid, []).append([[x for x in r if x] for r in rows])
                    parts.append(" ".join(x for r in rows for x in r if x))
            if c.wrap:
                parts.append(words(c.wrap))
            heading = LAW_TITLES[int(cid)] if u.kind == "law" else \
                (words(c.heading) or None)
            units[cid] = (heading, " ".join(p for p in parts if p))
        footnotes = {self.marker(n): (host, " ".join(t.text for t in toks))
                     for n, (host, toks) in sorted(self.notes.items())}
        definitions = {key: (self.spelled(key, term), words(self.def_texts[key]))
                       for key, term in self.terms}
        index = []
        for term, rs, subs in self.index_entries:
            index.append((term, rs))
            index += [(f"{term}, {s}", srs) for s, srs in subs]
        return Expected(units, dict(LAW_TITLES), footnotes, definitions, index, tables)


def invented(family: str, seed: int = 0) -> InventedEdition:
    """An invented English edition of the `family` ("wbf" or "acbl"), varied by `seed`."""
    return _Builder(family, seed).build()
