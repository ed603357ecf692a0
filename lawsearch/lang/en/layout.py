"""How English editions of the Laws are laid out, as text extraction gives them: the words of
their headings and page furniture, the words around a citation, and the hyphenated words a PDF's
text may have lost the hyphen of.

Facts of English and of the editions' typography, never text of the Laws.
"""
from __future__ import annotations

import re

# A law's heading: "LAW 27", "LAW 27 - INSUFFICIENT BID", "Law 27: Insufficient Bid", "LAW 27.
# INSUFFICIENT BID" (a period after the number only before a title: "Law 27." ends a sentence)
LAW_HEADING = re.compile(r"^(?P<word>LAW|Law)\s*(?P<n>\d{1,2})(?!\d)(?!\.(?!\s+\S))"
                         r"\s*(?:[-–—:.\u00ad]\s*)?(?P<rest>.*)$")
# What may be a law's heading once the text is repaired, however the extraction split or spaced
# its word ("L AW 27", "Law\u00ad27"): a text with too few of these is refused before repairs
LAW_HEADING_LOOSE = re.compile(r"^\W{0,3}[Ll]\W{0,2}[Aa]\W{0,2}[Ww]\W{0,3}(?P<n>\d{1,2})(?!\d)")
DEFINITIONS_HEADING = re.compile(r"^(?:the\s+)?definitions\s*$", re.IGNORECASE)
INDEX_HEADING = re.compile(r"^index(?:\s+(?:to|of)\s+.*)?$", re.IGNORECASE)
# The Laws' chapters ("CHAPTER V – THE AUCTION"), printed between laws in some editions
CHAPTER_HEADING = re.compile(r"^(?:CHAPTER|Chapter|PART|Part)\s+(?:[IVXLC]+|\d{1,2})\b(?!\.\d)")
# What a book may print after the laws besides an index
BACK_MATTER = re.compile(r"^(?:appendix|appendices|notes|acknowledg|addendum|addenda|glossary"
                         r"|about the|afterword)\b", re.IGNORECASE)
# What begins a line of a book's colophon, printed after the laws with no heading of its own
COLOPHON = re.compile(r"^(?:printed\s+(?:in|by)\b|published\s+by\b|copyright\b|©|\(c\)\s*\d{4}"
                      r"|all\s+rights\s+reserved|isbn\b|www\.|https?://)", re.IGNORECASE)
CONTENTS_HEADING = re.compile(r"^(?:table\s+of\s+)?contents\s*$", re.IGNORECASE)
# The heading of notes gathered at a text's end, as a web page or a document's text export gives
# them (no page has a foot there)
ENDNOTES_HEADING = re.compile(r"^(?:end\s*notes|foot\s*notes|notes)$", re.IGNORECASE)
# Words whose stop ends no sentence: a small letter after one goes on the sentence ("e.g. the")
ABBREVIATIONS = frozenset({"e.g", "i.e", "etc", "viz", "cf", "vs", "no", "pp", "approx"})

# Words after which a number, letter or bracketed letter is a citation, not a marker:
# "…not permitted by Law / 19. Law 36 applies", "as in (b) above".
CITING_BEFORE = frozenset({
    "law", "laws", "l", "see", "in", "under", "of", "per", "cf", "also", "section", "sections",
    "subsection", "subsections", "item", "items", "paragraph", "paragraphs", "clause",
    "clauses",
})
# Words joining citations: a marker after one of these is a citation when a citation precedes.
CITING_JOIN = frozenset({"and", "or", "&", ",", "to", "–", "-", "through", "nor"})
# Words after a citation: "(b) above", "D following", "19 applies".
CITING_AFTER = frozenset({
    "above", "below", "following", "preceding", "hereof", "hereafter", "herein", "applies",
    "apply",
})

# Letters enough for two words or more: no English word of the Laws is longer ("disqualification"
# has 16); a longer run is words whose spaces the PDF's reader lost
LONGEST_WORD = 21

# Words after a hyphen that hangs for a word to come ("two- or three-card", "pre- and
# post-"): never the rest of a broken word.
AFTER_HANGING_HYPHEN = frozenset({"and", "or", "nor", "to"})

# Compound words spelled with a hyphen in the Laws' English (North-South, non-offending); a
# PDF's text may print them without it ("EastWest", "nonoffending").
HYPHENATED = (
    "North-South", "East-West", "non-offending", "non-offender", "non-offenders",
    "non-vulnerable", "so-called",
)


# The small words a title leaves in lower case ("Bid out of Rotation")
SMALL_WORDS = frozenset({
    "a", "an", "and", "as", "at", "by", "for", "from", "in", "into", "of", "on", "or", "the",
    "to", "with", "after", "before", "during", "than", "be", "not", "nor", "but", "per", "upon",
    "under", "out", "its", "their", "his", "her",
    # prepositions a title leaves in lower case however long ("Communication between Partners")
    "between", "over", "without", "within", "through", "against", "among", "about", "until",
    "off", "onto", "toward", "towards", "via",
})
# Words no number counts: a number between a short word and one of them is a footnote's marker
# set apart from its word ("the staff ask for 19 it."), never a count ("of 3 boards")
NEVER_COUNTED = frozenset({"it", "the", "a", "an", "its", "this", "these", "those", "his",
                           "her", "their", "them", "they", "he", "she"})
# Words a sentence of the Laws often begins with, even before another capitalised word
OPENERS = frozenset({
    "A", "An", "The", "If", "When", "Whenever", "Where", "Unless", "Except", "After", "Before",
    "Any", "Each", "Every", "No", "In", "On", "At", "For", "Subject", "Once", "Until", "While",
    "Only", "Neither", "Both", "All", "This", "These", "Such", "It", "There", "Following",
    "With", "Should", "Unintended", "Players", "Whether", "Although", "Regardless",
})
_TITLE_SMALL = frozenset({"a", "an", "and", "as", "at", "by", "for", "in", "of", "on", "or",
                          "the", "to", "be", "out"})


def title_case(text: str) -> str:
    """A title printed in capitals as English titles are written: "BID OUT OF ROTATION" →
    "Bid out of Rotation"."""
    words = text.lower().split()
    return " ".join(w if i and w in _TITLE_SMALL else w[:1].upper() + w[1:]
                    for i, w in enumerate(words))
