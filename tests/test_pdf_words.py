"""Words in a PDF read whole, whatever the PDF's spacing: a first letter set apart (a drop cap
in a larger size or another font, a first letter drawn as its own text object, letter spacing,
kerning) joins the word it begins, while words that really are apart stay apart, justified lines
keep single spaces, a table's wide gaps stay tabs and footnote markers stay against their word.
Every sentence here is invented."""
from __future__ import annotations

import tempfile
from dataclasses import dataclass
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen import canvas

from lawsearch.imports.pdf import extract

PAGE = (900, 400)
LEFT, TOP, LEAD = 40, 340, 12


@dataclass
class Run:
    """Text drawn as one text object; `after` more points of gap before the next run."""
    text: str
    font: str = "Helvetica"
    size: float = 10
    chars: float = 0  # letter spacing (Tc), in points
    words: float = 0  # word spacing (Tw), in points
    after: float = 0
    rise: float = 0


def draw_runs(c, y: float, runs: list[Run], x: float = LEFT) -> float:
    """The runs side by side from `x`, as a layout program places them; the x after them."""
    for r in runs:
        t = c.beginText(x, y + r.rise)
        t.setFont(r.font, r.size)
        t.setCharSpace(r.chars)
        t.setWordSpace(r.words)
        t.textOut(r.text)
        c.drawText(t)
        x += (stringWidth(r.text, r.font, r.size) + r.chars * len(r.text)
              + r.words * r.text.count(" ") + r.after)
    return x


def draw_kerned(c, y: float, parts: list, font: str = "Helvetica", size: float = 10) -> None:
    """One TJ array: strings and kerning numbers (thousandths of an em, positive moves left)."""
    t = c.beginText(LEFT, y)
    t.setFont(font, size)
    t._code.append("[" + " ".join(f"({p})" if isinstance(p, str) else str(p) for p in parts)
                   + "] TJ")
    c.drawText(t)


def draw_words(c, y: float, words: list[str], gap: float, font: str = "Helvetica",
               size: float = 10, x: float = LEFT) -> None:
    """Each word its own text object, `gap` points apart, no space characters at all."""
    for w in words:
        x = draw_runs(c, y, [Run(w, font, size, after=gap)], x)


def read(draw) -> list[str]:
    """The lines the reader extracts from a one-page PDF drawn by `draw(canvas)`."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "words.pdf"
        c = canvas.Canvas(str(path), pagesize=PAGE, invariant=1)
        draw(c)
        c.showPage()
        c.save()
        return extract(path).split("\n")


# -- the table: (name, drawing of one page, the lines it must give) ----------------------------

def drop_cap(c):
    draw_runs(c, TOP, [Run("T", "Times-Bold", 24), Run("he Director may award an adjusted score.",
                                                        "Times-Roman", 10)])


def drop_cap_apart(c):
    draw_runs(c, TOP, [Run("W", "Helvetica-Bold", 22, after=1.8),
                       Run("hen a player leaves the table, play stops.")])


def drop_cap_word(c):
    draw_runs(c, TOP, [Run("A", "Times-Bold", 24), Run(" player may ask for a review.",
                                                        "Times-Roman", 10)])


def drop_cap_word_apart(c):  # a word gap drawn as a gap: the width of a space of the body text
    draw_runs(c, TOP, [Run("A", "Times-Bold", 24, after=stringWidth(" ", "Times-Roman", 10)),
                       Run("player may ask for a review.", "Times-Roman", 10)])


def drop_cap_wide_word_gap(c):  # the space of the large letter's own size
    draw_runs(c, TOP, [Run("I", "Times-Bold", 24, after=stringWidth(" ", "Times-Bold", 24)),
                       Run("feel the claim was fair.", "Times-Roman", 10)])


def first_letter_object(c):
    draw_runs(c, TOP, [Run("S", after=1.8), Run("pectators must remain silent during play.")])


def first_letter_other_font(c):
    draw_runs(c, TOP, [Run("I", "Times-Italic", 10.5, after=1.7),
                       Run("f the tray is passed early, the Director is called.")])


def one_letter_word_object(c):  # "I" then a gap as wide as a space: two words
    draw_runs(c, TOP, [Run("I", after=stringWidth(" ", "Helvetica", 10)),
                       Run("feel that the claim is fair.")])


def letter_spaced(c):
    draw_runs(c, TOP, [Run("Spectators may not speak to a player.", chars=1.5)])
    draw_runs(c, TOP - LEAD, [Run("THE SCORING TABLE", "Helvetica-Bold", 10, chars=3)])


def first_letter_spaced(c):
    draw_runs(c, TOP, [Run("W", chars=2), Run("hen the bidding ends, the lead is made face down.")])


def kerned(c):
    draw_kerned(c, TOP, ["T", -150, "he", " ", "W", -120, "est player", " ", "Y", 60,
                         "ields the lead to ", "A", -100, "ttend the ", "V", 80, "iew."])
    draw_kerned(c, TOP - LEAD, ["I", " ", "f", -50, "eel a ", "p", 30, "layer ", "W", 90, "aits."],
                font="Times-Roman")


def justified(c):
    draw_runs(c, TOP, [Run("The Director may cancel the board and award a score.", words=6)])
    draw_runs(c, TOP - LEAD, [Run("A player is late.", "Times-Roman", 10, words=9)])


def justified_words(c):  # words placed one by one, no space characters, wide gaps
    draw_words(c, TOP, "The tray is passed to the other side of the screen.".split(), 7)


def words_by_gaps(c):  # words placed one by one at the width of a space, one first letter apart
    space = stringWidth(" ", "Times-Roman", 10)
    x = draw_runs(c, TOP, [Run("S", "Times-Roman", after=1.7)])
    draw_words(c, TOP, "pectators and I feel a draw is near.".split(), space, "Times-Roman", x=x)


def one_letter_words(c):  # a line with no two letters of one word to measure
    draw_words(c, TOP, "N E S W".split(), stringWidth(" ", "Times-Roman", 10), "Times-Roman")


def table_and_marker(c):
    for x, cell in ((LEFT, "North"), (150, "1"), (200, "5"), (250, "9")):
        draw_runs(c, TOP, [Run(cell)], x)
    x = draw_runs(c, TOP - 2 * LEAD, [Run("T", "Times-Bold", 24), Run("he claim", "Times-Roman")])
    x = draw_runs(c, TOP - 2 * LEAD, [Run("4", "Times-Roman", 6, rise=4)], x + 0.3)
    draw_runs(c, TOP - 2 * LEAD, [Run(" stands when the play is over.", "Times-Roman")], x)


def soft_hyphens(c):  # an unbroken soft hyphen drawn as a space of no advance (a browser's PDF)
    space = stringWidth(" ", "Times-Roman", 10)
    runs = []
    for word in "The dif|fic|ult pos|ition is off|end|ing.".split():
        for k, piece in enumerate(word.split("|")):
            if k:
                runs.append(Run(" ", "Times-Roman", after=-space))
            runs.append(Run(piece, "Times-Roman"))
        runs.append(Run(" ", "Times-Roman"))
    draw_runs(c, TOP, runs)


def drop_cap_size(lines: int) -> float:
    """As a layout program sizes a drop cap: its capital as tall as from the baseline of the
    paragraph's `lines`-th line to the top of the first line's capitals."""
    cap_height = 0.67  # of an em, the capitals of Times (its AFM files: 662 and 676)
    return ((lines - 1) * LEAD + cap_height * 10) / cap_height


def dropped_cap(c):  # a drop cap three lines deep, beside the first three lines
    size = drop_cap_size(3)
    width = stringWidth("O", "Times-Bold", size)
    draw_runs(c, TOP - 2 * LEAD, [Run("O", "Times-Bold", size)])
    for i, line in enumerate(["nce the auction is over, the",
                              "opening lead is faced by the",
                              "player on the left of declarer."]):
        draw_runs(c, TOP - i * LEAD, [Run(line, "Times-Roman")], LEFT + width + 3)
    draw_runs(c, TOP - 3 * LEAD, [Run("Then dummy's cards are faced.", "Times-Roman")])


def dropped_cap_word(c):  # a drop cap two lines deep that is a word of its own
    size = drop_cap_size(2)
    width = stringWidth("A", "Times-Bold", size)
    draw_runs(c, TOP - LEAD, [Run("A", "Times-Bold", size)])
    draw_runs(c, TOP, [Run(" player who is dummy may", "Times-Roman")], LEFT + width + 2)
    draw_runs(c, TOP - LEAD, [Run("not call the Director.", "Times-Roman")], LEFT + width + 2)


def centred_heading_over_capital(c):  # a heading above a line with a large first letter
    draw_runs(c, TOP + 14, [Run("INVENTED HEADING", "Helvetica-Bold")], LEFT + 60)
    draw_runs(c, TOP, [Run("T", "Times-Bold", 24), Run("he heading stays above.", "Times-Roman")])


CASES = [
    ("a drop cap in a larger size", drop_cap, ["The Director may award an adjusted score."]),
    ("a drop cap a little apart", drop_cap_apart, ["When a player leaves the table, play stops."]),
    ("a drop cap that is a word", drop_cap_word, ["A player may ask for a review."]),
    ("a drop cap then a word gap", drop_cap_word_apart, ["A player may ask for a review."]),
    ("a drop cap then its own space", drop_cap_wide_word_gap, ["I feel the claim was fair."]),
    ("a first letter as its own text object", first_letter_object,
     ["Spectators must remain silent during play."]),
    ("a first letter in another font", first_letter_other_font,
     ["If the tray is passed early, the Director is called."]),
    ("a one-letter word as its own text object", one_letter_word_object,
     ["I feel that the claim is fair."]),
    ("letter spacing", letter_spaced, ["Spectators may not speak to a player.",
                                       "THE SCORING TABLE"]),
    ("a letter-spaced first letter", first_letter_spaced,
     ["When the bidding ends, the lead is made face down."]),
    ("kerning", kerned, ["The West player Yields the lead to Attend the View.",
                         "I feel a player Waits."]),
    ("a justified line with wide word spaces", justified,
     ["The Director may cancel the board and award a score.", "A player is late."]),
    ("a justified line of words placed apart", justified_words,
     ["The tray is passed to the other side of the screen."]),
    ("words placed at a space's width", words_by_gaps,
     ["Spectators and I feel a draw is near."]),
    ("a line of one-letter words", one_letter_words, ["N E S W"]),
    ("soft hyphens drawn as spaces of no advance", soft_hyphens,
     ["The difficult position is offending."]),
    ("a table and a footnote marker", table_and_marker,
     ["North\t1\t5\t9", "", "The claim⁴ stands when the play is over."]),
    ("a drop cap three lines deep", dropped_cap,
     ["Once the auction is over, the", "opening lead is faced by the",
      "player on the left of declarer.", "Then dummy's cards are faced."]),
    ("a drop cap two lines deep that is a word", dropped_cap_word,
     ["A player who is dummy may", "not call the Director."]),
    ("a heading over a large first letter", centred_heading_over_capital,
     ["INVENTED HEADING", "The heading stays above."]),
]


@pytest.mark.parametrize("draw,lines", [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_words_are_read_whole_and_apart(draw, lines):
    assert read(draw) == lines


# -- the property: any invented sentence, any of these spacings, read word for word ------------

WORDS = st.lists(st.text("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ", min_size=1,
                         max_size=9), min_size=2, max_size=8)


@settings(max_examples=300, deadline=None)
@given(words=WORDS, font=st.sampled_from(["Helvetica", "Times-Roman", "Courier"]),
       size=st.sampled_from([8, 10, 12]), chars=st.floats(0, 0.2), spaces=st.floats(0, 0.6),
       apart=st.floats(0, 0.18), cap=st.sampled_from([1, 1, 2, 2.4]),
       glyphs=st.booleans())
def test_any_spacing_reads_the_sentence_word_for_word(words, font, size, chars, spaces, apart,
                                                      cap, glyphs):
    """`chars`, `spaces` and `apart` are in ems: letter spacing, word spacing added to the
    space, the first letter's own gap; `cap` scales the first letter; `glyphs` says whether
    word gaps are space characters or only gaps."""
    def draw(c):
        first, rest = words[0][0], " ".join(words)[1:]
        runs = [Run(first, font, size * cap, chars=chars * size,
                    after=(apart * size if not rest.startswith(" ") else 0))]
        if glyphs:
            runs.append(Run(rest, font, size, chars=chars * size, words=spaces * size))
            draw_runs(c, TOP, runs)
            return
        x = draw_runs(c, TOP, runs)
        gap = stringWidth(" ", font, size) + (chars + spaces) * size
        pieces = rest.split(" ")
        if pieces[0]:
            x = draw_runs(c, TOP, [Run(pieces[0], font, size, chars=chars * size)], x)
        for piece in pieces[1:]:
            x = draw_runs(c, TOP, [Run(piece, font, size, chars=chars * size)], x + gap)

    assert read(draw) == [" ".join(words)]


LINE = st.lists(st.text("abcdefghijklmnopqrstuvwxyz", min_size=1, max_size=9), min_size=1,
                max_size=6).map(" ".join)


@settings(max_examples=150, deadline=None)
@given(first=st.text("ABCDEFGHIJKLMNOPQRSTUVWXYZ", min_size=1, max_size=1),
       word=st.text("abcdefghijklmnopqrstuvwxyz", max_size=8), lines=st.lists(LINE, min_size=3,
                                                                              max_size=4),
       depth=st.sampled_from([2, 3]), gap=st.floats(0.5, 8), before=LINE)
def test_a_drop_cap_begins_its_paragraphs_first_line(first, word, lines, depth, gap, before):
    """A drop cap `depth` lines deep, `gap` points from the lines beside it, after a line of the
    paragraph before: the cap joins the word it begins (`first` + `word`), or stands as a word
    of its own when a space follows it; no other line changes."""
    size = drop_cap_size(depth)
    lines = [(word if word else " ") + lines[0]] + lines[1:]

    def draw(c):
        draw_runs(c, TOP + LEAD, [Run(before, "Times-Roman")])
        draw_runs(c, TOP - (depth - 1) * LEAD, [Run(first, "Times-Bold", size)])
        beside = LEFT + stringWidth(first, "Times-Bold", size) + gap
        for i, line in enumerate(lines):
            draw_runs(c, TOP - i * LEAD, [Run(line, "Times-Roman")],
                      beside if i < depth else LEFT)

    assert read(draw) == [before, " ".join((first + lines[0]).split())] + lines[1:]
