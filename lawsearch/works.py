"""The works the corpus holds, declared once: the Laws of Duplicate Bridge 2017 (`wbf-2017`,
units with canonical ids such as `27B1(a)`) and the books beside them (Elwell's 1907 laws,
`elwell-1907`, ids such as `elwell-1907:scoring:3`). Every module reads a work's id, its FRBR
work URI, its date and author, and the number of its laws from here."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Work:
    id: str  # in file names (`tr/wbf-2017.xml`), records ("work") and `--work`
    uri: str  # the FRBR work URI of its Akoma Ntoso documents
    date: str  # FRBRdate of the work (its promulgation)
    author: tuple[str, str]  # (eId, name); every work here was written in English
    laws: int | None = None  # the number of laws, for a work of the Laws
    book: bool = False  # a book beside the Laws: its ids are `<work>:<section>:<rule>`


WORKS: dict[str, Work] = {w.id: w for w in (
    Work("wbf-2017", "/akn/int/act/wbf/2017/laws-of-duplicate-bridge", "2017-01-01",
         ("wbf", "World Bridge Federation"), laws=93),
    Work("elwell-1907", "/akn/int/act/elwell/1907/bridge-axioms-and-laws", "1907-01-01",
         ("elwell", "J. B. Elwell"), book=True),
)}
LAWS: Work = WORKS["wbf-2017"]  # the Laws: the work everything is about unless another is named
WORK: str = LAWS.id
BOOKS: tuple[str, ...] = tuple(w.id for w in WORKS.values() if w.book)
ELWELL: str = BOOKS[0]  # Elwell's 1907 laws, read from the Turkish translation and its original
