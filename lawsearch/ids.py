"""Canonical ids (`27B1(a)(i)`) and the Akoma Ntoso eIds derived from them.

A canonical id is a law number followed by up to four parts: section letter, subsection number,
item letter, sub-item roman numeral. Items are written in parentheses, which keeps an item placed
directly under a section (`40B(a)`) unambiguous. The eId is a pure function of the id and back.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

# level → (AKN element, eId prefix)
LEVELS = (
    ("article", "art"),
    ("section", "sec"),
    ("paragraph", "para"),
    ("subparagraph", "subpara"),
    ("point", "point"),
)
KIND_OF_LEVEL = ("law", "section", "subsection", "item", "subitem")

_ID = re.compile(
    r"^(?P<law>[1-9][0-9]?)"
    r"(?P<section>[A-Z])?"
    r"(?P<subsection>[1-9][0-9]?)?"
    r"(?:\((?P<item>[a-z]{1,2})\))?"
    r"(?:\((?P<subitem>[ivx]+)\))?$"
)
ROMAN = ("i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii")


@dataclass(frozen=True)
class CanonicalId:
    law: str
    section: str | None = None
    subsection: str | None = None
    item: str | None = None
    subitem: str | None = None

    @classmethod
    @lru_cache(maxsize=65536)  # sorting and resolving a corpus parse its few thousand ids
    def parse(cls, text: str) -> "CanonicalId":  # millions of times (a failure is not kept)
        m = _ID.match(text)
        if not m:
            raise ValueError(f"not a canonical id: {text!r}")
        parts = m.groupdict()
        if parts["subsection"] and not parts["section"]:
            raise ValueError(f"not a canonical id (subsection without section): {text!r}")
        if parts["subitem"] and not parts["item"]:
            raise ValueError(f"not a canonical id (sub-item without item): {text!r}")
        return cls(**parts)

    def parts(self) -> list[tuple[int, str]]:
        """(level, part) for each part present, level 0 being the law."""
        values = (self.law, self.section, self.subsection, self.item, self.subitem)
        return [(level, v) for level, v in enumerate(values) if v]

    def __str__(self) -> str:
        return "".join(render_part(level, v) for level, v in self.parts())

    @property
    def kind(self) -> str:
        return KIND_OF_LEVEL[self.parts()[-1][0]]

    @property
    def parent(self) -> "CanonicalId | None":
        parts = self.parts()
        if len(parts) == 1:
            return None
        values: dict[str, str] = {}
        names = ("law", "section", "subsection", "item", "subitem")
        for level, v in parts[:-1]:
            values[names[level]] = v
        return CanonicalId(**values)


def render_part(level: int, part: str) -> str:
    return f"({part})" if level >= 3 else part


def child_id(parent: str, level: int, part: str) -> str:
    return parent + render_part(level, part)


# Units of a book (Elwell's 1907 laws) are `<work>:<section>:<n>[:<item>]`: not canonical ids of
# the Laws, so they get levels of their own.
BOOK_LEVELS = (("chapter", "chp", "section"), ("paragraph", "para", "rule"),
               ("point", "point", "item"))


def law_number(cid: str) -> str:
    """The law a unit of the Laws belongs to: its id's leading digits (`27B1(a)` → `27`)."""
    digits = ""
    for ch in cid:
        if not ch.isdigit():
            break
        digits += ch
    return digits


def is_under(cid: str, ancestor: str) -> bool:
    """Whether unit `cid` lies (at any depth) under `ancestor`."""
    if is_book_id(cid):
        return cid.startswith(ancestor + ":")
    return ancestor in _ancestors(cid)


@lru_cache(maxsize=65536)
def _ancestors(cid: str) -> tuple[str, ...]:
    """The units a canonical id lies under, the nearest first (none for what is no such id):
    read once an id, since a law's page asks it of every unit of the corpus."""
    try:
        parent = CanonicalId.parse(cid).parent
    except ValueError:
        return ()
    found = []
    while parent is not None:
        found.append(str(parent))
        parent = parent.parent
    return tuple(found)


def is_book_id(uid: str) -> bool:
    """`elwell-1907:scoring:3` is a unit of a book; `27B1(a)` is a unit of the Laws."""
    return ":" in uid and not uid.startswith("def:")


def book_kind(uid: str) -> str:
    return BOOK_LEVELS[uid.count(":") - 1][2]


def to_eid(cid: str) -> str:
    """`27B1(a)` → `art_27__sec_B__para_1__subpara_a`; `elwell-1907:scoring:3` →
    `chp_scoring__para_3`."""
    if is_book_id(cid):
        parts = cid.split(":")[1:]
        return "__".join(f"{BOOK_LEVELS[i][1]}_{v}" for i, v in enumerate(parts))
    return "__".join(f"{LEVELS[level][1]}_{v}" for level, v in CanonicalId.parse(cid).parts())


@lru_cache(maxsize=65536)
def from_eid(eid: str, work: str | None = None) -> str:
    """Inverse of `to_eid` (a book's eId needs its `work`)."""
    if eid.startswith(BOOK_LEVELS[0][1] + "_"):
        if work is None:
            raise ValueError(f"a book's eId without its work: {eid!r}")
        values = []
        for i, piece in enumerate(eid.split("__")):
            prefix, _, value = piece.partition("_")
            if i >= len(BOOK_LEVELS) or prefix != BOOK_LEVELS[i][1] or not value:
                raise ValueError(f"not a unit eId: {eid!r}")
            values.append(value)
        return ":".join([work] + values)
    prefixes = {prefix: level for level, (_, prefix) in enumerate(LEVELS)}
    out = ""
    for piece in eid.split("__"):
        prefix, _, value = piece.partition("_")
        if prefix not in prefixes:
            raise ValueError(f"not a unit eId: {eid!r}")
        out += render_part(prefixes[prefix], value)
    CanonicalId.parse(out)
    return out


def element_for(cid: str) -> str:
    if is_book_id(cid):
        return BOOK_LEVELS[cid.count(":") - 1][0]
    return LEVELS[CanonicalId.parse(cid).parts()[-1][0]][0]


@lru_cache(maxsize=65536)
def sort_key(cid: str) -> tuple:
    """Document order of canonical ids across editions."""
    c = CanonicalId.parse(cid)
    return (
        int(c.law),
        c.section or "",
        int(c.subsection) if c.subsection else 0,
        (len(c.item), c.item) if c.item else (0, ""),
        ROMAN.index(c.subitem) + 1 if c.subitem in ROMAN else 0,
    )
