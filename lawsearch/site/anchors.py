"""Where a unit lives on the site: its law's page and a permanent anchor.

`27B1(a)` is `laws/27.html#27B1a`: the canonical id without its brackets, as directors write it.
A unit of another work is on that work's page: `elwell-1907:scoring:3` is
`elwell-1907.html#scoring-3`, `wbf-2007:27B1(a)` (another year's Laws) `wbf-2007.html#27B1a`.
"""
from __future__ import annotations

import posixpath

from ..ids import is_book_id, law_number


def anchor(cid: str) -> str:
    """The anchor of a unit on its page: `27B1(a)` → `27B1a`, `def:odd-trick` →
    `def-odd-trick`, `def:tr:ronons` → `def-tr-ronons`, `elwell-1907:scoring:3` → `scoring-3`,
    `wbf-2007:27B1(a)` → `27B1a`."""
    if cid.startswith("def:"):
        return "def-" + cid[4:].replace(":", "-")
    if is_book_id(cid):  # a unit of another work, qualified by it
        cid = cid.split(":", 1)[1].replace(":", "-")
    return cid.replace("(", "").replace(")", "")


def href(cid: str, here: str = "") -> str:
    """A link to the unit from the page `here` (a path relative to the site's root)."""
    if cid.startswith("def:"):
        page = "definitions.html"
    elif is_book_id(cid):
        page = f"{cid.split(':', 1)[0]}.html"
    else:
        page = f"laws/{law_number(cid)}.html"
    fragment = f"#{anchor(cid)}" if is_book_id(cid) or anchor(cid) != law_number(cid) else ""
    if page == here:
        return fragment or "#"
    return posixpath.relpath(page, posixpath.dirname(here) or ".") + fragment
