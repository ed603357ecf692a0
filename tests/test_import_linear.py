"""What a text that is no edition may hold within every bound of the import (a paragraph of
tens of thousands of lines, a line of a hundred thousand characters, tens of thousands of
citations or notes' markers in one law) is read and written in time that grows with its
length, not with its square (`scripts/bench.py` measures two such texts). Each reader here
is held to the simple one it replaced, which read or wrote each piece against all before it."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from lxml import etree

from lawsearch import akn
from lawsearch.imports.extracted import _Reader
from lawsearch.imports.footnotes import mark, marked
from lawsearch.model import Footnote, NoteRef, Ref


def _inline_by_character(notes: dict, text: str) -> list:
    parts: list = []
    buf = ""
    for ch in text:
        n = marked(ch)
        if n is None:
            buf += ch
            continue
        note = notes.get(n)
        if note is None:
            continue
        if buf:
            parts.append(buf)
            buf = ""
        parts.append(NoteRef(str(n), note))
    if buf:
        parts.append(buf)
    return parts or [""]


_NOTES = {n: Footnote(marker=str(n), text=f"note {n}") for n in (1, 2, 5)}
_TEXT = st.lists(st.sampled_from(["the player", " ", "", "ü", "Law 27", *map(mark, range(1, 8))]),
                 max_size=20).map("".join)


@settings(max_examples=300, deadline=None)
@given(_TEXT)
def test_notes_markers_are_read_in_a_text_as_character_by_character(text):
    reader = _Reader.__new__(_Reader)
    reader.notes = {marked(mark(n)): note for n, note in _NOTES.items()}
    assert reader._inline(text) == _inline_by_character(reader.notes, text)


def _written_by_appending(p, parts: list, counter) -> None:
    """Each piece of text appended to the text or tail it goes to, as read back from lxml."""
    for part in parts:
        if isinstance(part, str):
            if not part:
                continue
            if len(p):
                p[-1].tail = (p[-1].tail or "") + part
            else:
                p.text = (p.text or "") + part
        elif isinstance(part, Ref):
            akn._sub(p, "ref", part.text, href=f"#{akn.to_eid(part.target)}")
        else:
            akn._write_note(p, part, "art_1", counter)


_PARTS = st.lists(st.one_of(
    st.sampled_from(["the player", "", " ", "ü"]),
    st.sampled_from(["27", "27B1(a)", "12C1"]).map(lambda t: Ref(text=f"Law {t}", target=t)),
    st.sampled_from(sorted(_NOTES)).map(lambda n: NoteRef(str(n), _NOTES[n]))), max_size=12)


@settings(max_examples=300, deadline=None)
@given(_PARTS)
def test_a_paragraphs_parts_are_written_as_each_appended_to_the_text_before(parts):
    got, want = etree.Element(akn.A + "p"), etree.Element(akn.A + "p")
    akn._write_inline(got, parts, "art_1", akn._NoteCounter())
    _written_by_appending(want, parts, akn._NoteCounter())
    assert etree.tostring(got) == etree.tostring(want)
