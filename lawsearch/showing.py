"""The units `show` prints: the records of what a citation names, read from the index's store
when it is whole and was built from the corpus as it is now (milliseconds), else from the corpus
itself. Both give the same records (`export.unit_record`); a damaged index is said, never shown as
nothing."""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from . import paths
from .errors import CitationError
from .works import WORK, WORKS, unqualified



class Shown:
    """What `show` prints (a plain class: `show` must start fast)."""

    def __init__(self, work: str, cited: list[str], records: list[dict], langs: list[str]):
        self.work = work
        self.cited = cited  # what the query names
        self.records = records  # those units and every unit under them, in document order
        self.langs = langs  # the work's languages, in column order


def _book_cited(query: str, ids: list[str], work: str) -> list[str]:
    query = query.strip()
    if ":" not in query:  # the whole book: its sections
        return [i for i in ids if i.count(":") == 1]
    if query in ids:
        return [query]
    sections = [i.split(":", 1)[1] for i in ids if i.count(":") == 1]
    raise CitationError(f"no {query} in {work}; its sections are " + ", ".join(sections))


def lookup(query: str, corpus_dir: Path | None = None, index: Path | None = None,
           say: Callable[[str], None] | None = None) -> Shown:
    """The units `query` names (a citation in any language, a canonical id, or a unit of a book).

    From the index's records when it is whole and of this corpus; else, or when a record read
    is damaged, from the corpus, saying why through `say` (by default a warning on the
    "lawsearch" logger, which Python prints on standard error) when the index is damaged."""
    from .search.freshness import check, warn
    from .search.records import Damaged, Records

    if not query.strip():  # (no citation is not every law)
        raise CitationError("no citation given: a law's number or a citation, such as 27, "
                            "'Law 27B1(a)' or 'Yasa 27'")
    say = say or warn
    index, corpus_dir = index or paths.INDEX, corpus_dir or paths.AKN
    work, query = unqualified(query)  # `wbf-2007:27B1` is 27B1 of another edition of the Laws
    why, meta = check(index, corpus_dir, analysis=False)
    if why is None:
        langs = meta["langs"].get(work)
        if langs:
            records = Records(index, work, meta["files"])
            try:
                cited = _cited(query, work, records.ids())
                return Shown(work, cited, [r for c in cited for r in records.subtree(c)], langs)
            except Damaged as err:
                say(f"{err}; showing from the corpus ({FIX})")
    elif why.kind == "damaged":  # a missing or older index is usual (`build --no-index`): no word
        say(f"{why.message}; showing from the corpus ({FIX})")
    return _from_corpus(query, work, corpus_dir, say)


FIX = "lawsearch build or lawsearch search rebuilds the index"


def _cited(query: str, work: str, ids: list[str]) -> list[str]:
    if WORKS[work].book:
        return _book_cited(query, ids, work)
    units = [i for i in ids if not i.startswith("def:")]
    if not query.strip():  # another edition of the Laws as a whole: its laws
        return [i for i in units if i.isdigit()]
    from .citations.query import resolve_query

    cited = resolve_query(query, set(units))
    missing = [c for c in cited if c not in ids]
    if missing:
        from .citations.resolve import Units

        why = Units(units).why_missing(missing[0])
        raise CitationError(why if work == WORK else f"{why} (in {work})")
    return cited


def _from_corpus(query: str, work: str, corpus_dir: Path, say: Callable[[str], None]) -> Shown:
    from .corpus import Corpus
    from .export import unit_record
    from .numbers import errata

    # a damaged file of the corpus is said and left out: the rest still answers
    corpus = Corpus.load(Path(corpus_dir), work=work, say=say)
    cited = _cited(query, work, corpus.ids)
    units = [i for c in cited for i in corpus.subtree(c)]
    found = errata(corpus, units)
    records = [unit_record(corpus, i, found) for i in units]
    return Shown(work, cited, records, corpus.langs)
