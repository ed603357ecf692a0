"""The works the corpus holds, declared once: the Laws of Duplicate Bridge 2017 (`wbf-2017`,
units with canonical ids such as `27B1(a)`) and the books beside them (Elwell's 1907 laws,
`elwell-1907`, ids such as `elwell-1907:scoring:3`). Every module reads a work's id, its FRBR
work URI, its date and author, and the number of its laws from here.

Another edition of the Laws (of another year) is a work of its own, declared in a JSON file
(`{"id": …, "uri": …, "date": …, "author": [eId, name], "laws": n, "title": …}`) that
`$LAWSEARCH_WORKS` names (files or folders of them, separated as in `$PATH`); `lawsearch import
--work` imports an edition of it. Its units keep the Laws' canonical ids inside its documents;
where two works meet (the index, a search result, a link of the site, `show`) they are
qualified by the work: `wbf-2007:27B1(a)`.
"""
from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path

from .errors import LawsearchError


@dataclass(frozen=True)
class Work:
    id: str  # in file names (`tr/wbf-2017.xml`), records ("work") and `--work`
    uri: str  # the FRBR work URI of its Akoma Ntoso documents
    date: str  # FRBRdate of the work (its promulgation)
    author: tuple[str, str]  # (eId, name)
    laws: int | None = None  # the number of laws, for a work of the Laws
    book: bool = False  # a book beside the Laws: its ids are `<work>:<section>:<rule>`
    title: str = ""  # how the site and the terminal name it


_FIELDS = {"id": str, "uri": str, "date": str, "author": list, "laws": int, "title": str}


def _read(path: Path) -> Work:
    """A work declared in a JSON file; a file that does not declare one is an error naming it
    and what was expected."""
    expected = "a JSON object with " + ", ".join(f'"{k}"' for k in _FIELDS)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as err:
        raise LawsearchError(f"{path}: the work cannot be read ({err}); expected {expected}"
                             ) from None
    if not isinstance(data, dict) or set(data) != set(_FIELDS) or any(
            not isinstance(data[k], t) for k, t in _FIELDS.items()) or len(data["author"]) != 2:
        raise LawsearchError(f"{path}: expected {expected}")
    if not data["id"].replace("-", "").isalnum() or ":" in data["id"] or data["laws"] < 1:
        raise LawsearchError(f"{path}: expected an id of letters, digits and hyphens and at "
                             f"least one law, found {data['id']!r} with {data['laws']} laws")
    return Work(data["id"], data["uri"], data["date"], tuple(data["author"]),  # type: ignore
                laws=data["laws"], title=data["title"])


def _declared_elsewhere() -> list[Work]:
    found = []
    for entry in os.environ.get("LAWSEARCH_WORKS", "").split(os.pathsep):
        if not entry:
            continue
        place = Path(entry)
        files = sorted(place.glob("*.json")) if place.is_dir() else [place]
        found += [_read(f) for f in files]
    return found


WORKS: dict[str, Work] = {w.id: w for w in (
    Work("wbf-2017", "/akn/int/act/wbf/2017/laws-of-duplicate-bridge", "2017-01-01",
         ("wbf", "World Bridge Federation"), laws=93, title="The Laws of Duplicate Bridge 2017"),
    Work("elwell-1907", "/akn/int/act/elwell/1907/bridge-axioms-and-laws", "1907-01-01",
         ("elwell", "J. B. Elwell"), book=True, title="Bridge Axioms and Laws (1907)"),
)}
LAWS: Work = WORKS["wbf-2017"]  # the Laws: the work everything is about unless another is named
WORK: str = LAWS.id
BOOKS: tuple[str, ...] = tuple(w.id for w in WORKS.values() if w.book)
ELWELL: str = BOOKS[0]  # Elwell's 1907 laws, read from the Turkish translation and its original
for _work in _declared_elsewhere():
    if _work.id in WORKS:
        raise LawsearchError(f"$LAWSEARCH_WORKS: the work {_work.id!r} is declared twice")
    WORKS[_work.id] = _work
# Every work beside the Laws, in the order declared: the books, then other editions of the Laws
OTHERS: tuple[str, ...] = tuple(w for w in WORKS if w != WORK)


def qualified(work: str, uid: str) -> str:
    """A unit's id where works meet: the Laws' own and a book's as they are (`27B1(a)`,
    `elwell-1907:scoring:3`), another edition's with its work (`wbf-2007:27B1(a)`)."""
    return uid if work == WORK or WORKS[work].book else f"{work}:{uid}"


def unqualified(uid: str) -> tuple[str, str]:
    """The work a qualified id names, and the id inside that work's documents:
    `wbf-2007:27B1(a)` → (`wbf-2007`, `27B1(a)`); `elwell-1907:scoring:3` → (`elwell-1907`,
    itself); anything else is the Laws'."""
    work, colon, rest = uid.strip().partition(":")
    if colon and work in WORKS and work != WORK:
        return (work, uid.strip()) if WORKS[work].book else (work, rest.strip())
    if not colon and uid.strip() in WORKS and uid.strip() != WORK:
        return uid.strip(), ""  # the whole work
    return WORK, uid
