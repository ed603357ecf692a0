"""English: reading J. B. Elwell, *Bridge Axioms and Laws* (1907), Project Gutenberg #38120.

The plain-text edition (CRLF, ASCII) wraps paragraphs at about 72 columns and separates them by
blank lines. Rules stand between separator lines of five spaced stars (`*       *  …`); a separator
group may hold more than one paragraph. Section headings are lines in capitals, some of them
centred (`                       THE DECLARATION`). Lettered sub-items are indented paragraphs
(`     a If the cards be not dealt …`, `     1st. Two or more cards played at once.`), and one item
line may hold two (`1st. That the trump shall stand, or 2d. That there shall be a new deal.`).
The one footnote is `[A]` in the text and an indented paragraph `[A] In some clubs, …`.
"""
from __future__ import annotations

import re

TITLE = "Bridge Axioms and Laws"

# The Project Gutenberg header ends at its START line; its licence begins at the END notice.
START = re.compile(r"^\*\*\* START OF TH(?:IS|E) PROJECT GUTENBERG EBOOK")
END = re.compile(r"^(?:End of (?:the )?Project Gutenberg"
                 r"|\*\*\* END OF TH(?:IS|E) PROJECT GUTENBERG)")

# The book's section headings in order, as printed. They are the English section slugs' source.
HEADINGS = (
    "BRIDGE AXIOMS",
    "THE RUBBER",
    "SCORING",
    "CUTTING",
    "FORMING TABLES",
    "CUTTING OUT",
    "RIGHTS OF ENTRY",
    "SHUFFLING",
    "THE DEAL",
    "A NEW DEAL",
    "DECLARING TRUMPS",
    "DOUBLING, RE-DOUBLING, ETC.",
    "DUMMY",
    "CARDS EXPOSED BEFORE PLAY",
    "CARDS EXPOSED DURING PLAY",
    "LEADS OUT OF TURN",
    "CARDS PLAYED IN ERROR",
    "THE REVOKE",
    "GENERAL RULES",
    "NEW CARDS",
    "BYSTANDERS",
    "SPADE CONVENTION",
    "ETIQUETTE",
    "THE DECLARATION",
    "PASSED MAKES",
    "ORIGINAL LEADS AGAINST A DECLARED TRUMP",
    "THE ORIGINAL LEAD AT NO-TRUMP",
    "UNBLOCKING AT NO-TRUMP",
    "THE CHANGE THE SUIT CALL",
)

# The title of the second part (the laws), and its date line: not sections, no rules of their own.
PART_TITLES = ("THE LAWS OF BRIDGE", "_Revised_ 1907")

# Lines that are not text of the book: illustration captions (they may span several lines).
ILLUSTRATION = re.compile(r"^\[Illustration:")

# A lettered or ordinal sub-item at the start of a paragraph: `a If …`, `1st. Two or more …`.
ITEM = re.compile(r"^(?P<num>[a-g]|1st\.|2d\.|3d\.)\s+(?P<text>[A-Z\"].*)$", re.S)
# A second ordinal item inside an item's paragraph: `…, or 2d. That there shall be …`.
INLINE_ITEM = re.compile(r"\s(?P<num>2d\.|3d\.)\s+(?=[A-Z])")

# Notes under a table, which belong to the table and are not rules.
TABLE_NOTES = (re.compile(r"^\(\[S\]="), re.compile(r"^X indicates others\.$"))


def slug(heading: str) -> str:
    """`DOUBLING, RE-DOUBLING, ETC.` → `doubling-re-doubling-etc`."""
    return re.sub(r"[^a-z0-9]+", "-", heading.lower()).strip("-")


SLUGS = {h: slug(h) for h in HEADINGS}
