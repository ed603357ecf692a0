"""The public API: the corpus with what a user asks of it (`show`, `search`, `cite`).

    from lawsearch import Corpus
    laws = Corpus.load()
    laws.show("Yasa 27")

It stands above the corpus (the read-only data), the search and what `show` prints, so that
none of those needs the others' facade.
"""
from __future__ import annotations

from . import corpus, paths
from .ids import is_book_id


class Corpus(corpus.Corpus):
    """The corpus (`corpus.Corpus`: editions, units, annotations) that also answers citations
    and searches."""

    def show(self, citation: str) -> list[dict]:
        """The records (as `export` writes them) of what a citation names and everything under
        it: "Yasa 27", "§ 27B1a", "חוק 27ב1(א)", "27B1(a)", "elwell-1907:scoring:3". In a corpus
        of another work, its own units: "1A" of `Corpus.load(work="wbf-2007")` is
        "wbf-2007:1A"."""
        from .showing import lookup
        from .works import WORK, unqualified

        if self.work != WORK and unqualified(citation)[0] == WORK:
            citation = f"{self.work}:{citation}"
        return lookup(citation, self.directory).records

    def search(self, query: str, langs: list[str] | None = None, limit: int = 10) -> list:
        """Search results (`search.Result`), a law each, best first, with its best units; a
        citation gives the cited units' laws. The index (`build/index`) is built or rebuilt
        first if it does not match this corpus."""
        from .search import Searcher

        if getattr(self, "_searcher", None) is None:
            self._searcher = Searcher(paths.INDEX, self.directory)
        return self._searcher.search(query, langs=langs, limit=limit)

    def cite(self, text: str, lang: str | None = None) -> list:
        """The citations in `text` (`citations.Citation`), resolved against this corpus: each
        read as written, a citation of nothing with its `problem` ("no law 999; laws run 1–93",
        "no 27Z; law 27 has 27A, 27B, 27C, 27D")."""
        from .citations import cite

        return cite(text, [i for i in self.ids if not is_book_id(i)], lang=lang, typed=True)
