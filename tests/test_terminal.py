"""The Hebrew column's visual order: the fast path for plain right-to-left lines must give what
the Unicode bidi algorithm gives, on any line."""
from __future__ import annotations

from bidi.algorithm import get_display
from hypothesis import given, settings
from hypothesis import strategies as st

from lawsearch.terminal import _display, _visual_rtl

# Hebrew letters and niqqud, Latin, digits, spaces, punctuation, brackets and a bidi control.
ALPHABET = "אבגדהוזחטיכלמנסעפצקרשתךםןףץ\u05b8\u05bc" + "ABab" + "0123456789" + \
    "  .,:;-–!?\"'()[]{}<>«»%+/§#$°‹›≤\u200f\u200b\t"


@settings(max_examples=1000)
@given(st.text(alphabet=ALPHABET, max_size=40))
def test_display_agrees_with_the_bidi_algorithm(line):
    assert _display(line) == get_display(line, base_dir="R")


def test_plain_hebrew_is_reversed_with_brackets_mirrored():
    assert _display("שחקן (מגן) הוביל") == "ליבוה (ןגמ) ןקחש"


def test_law_numbers_keep_their_order():
    assert "27" in _visual_rtl("חוק 27 הכרזה בלתי מספקת", 40)


@settings(max_examples=1000)
@given(st.text(alphabet="אבגדהוךם\u05b8\u05bc" + "0123456789" + "  .,:;-–+/%#$°§()[]<>«»'\"",
               max_size=30))
def test_numbers_in_hebrew_lines_as_the_algorithm_orders_them(line):
    assert _display(line) == get_display(line, base_dir="R")
