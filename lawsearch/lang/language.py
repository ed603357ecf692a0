"""What a language declares about itself (`LANGUAGE` in its `lang/<xx>/__init__.py`), read by
everything that lists or treats languages: the registry (`lang/__init__.py`) finds them."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class PlainLayout:
    """How an edition in the language is written as plain text (what `lawsearch export --format
    text` writes and `lawsearch import` reads back): the law heading, then canonical markers,
    the heading after the marker, the text below, levels by indentation."""

    example: str  # for the profile's description: "`§ 27. Titel`, then `A. Titel`, `1.`, …"
    law: str  # the law heading as a regular expression; groups n and title
    law_format: str  # the law heading as written: "§ {n}. {title}"
    law_label: str  # a law named in a report: "§ {n}."
    bracketed: bool = False  # items and sub-items as "(a)", "(i)" (else "a.", "i.")
    sections: str = "[A-H]"  # the section letters as a character class
    items: str = "[a-z]"  # the item letters as an alternation or class
    lettering: str = "latin"  # "hebrew": sections and items lettered א ב ג (as Latin A B C)


@dataclass(frozen=True)
class Language:
    code: str  # ISO 639-1, used in ids, JSON and file names
    akn: str  # ISO 639-2/B, Akoma Ntoso's FRBRlanguage
    name: str  # English name, for the interface
    native: str
    column: int  # where its column stands in views and exports (smaller first)
    rtl: bool = False
    script: str = "Latn"  # ISO 15924
    # The 8-bit code page its texts come in when they are not Unicode (Windows' own for it)
    legacy_encoding: str = "cp1252"
    # spaCy's lookup tables have its lemmas (read at build time, kept in the index's store)
    lemma_tables: bool = False
    # How a word typed one letter wrong is read (`search/spelling.py`): "analysed", against the
    # corpus's words after the language's analysis; "typed", against the words as typed, before
    # any analysis (where the browser's analysis of an unknown word differs from Python's)
    typos: str = "analysed"
    # How its editions are written as plain text, if they can be (`imports/profiles.py`)
    plain: PlainLayout | None = None
