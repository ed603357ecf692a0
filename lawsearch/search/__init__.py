"""Search over the corpus: per-language analysis (`lang/analysis.py`, `lang/<xx>/analysis.py`),
the index (`index.py`, built from the AKN corpus), its store (`store.py`), queries (`query.py`),
ranking (`rank.py`) and the searcher that ties them together (`searcher.py`).

Importing this package costs nothing: Whoosh is imported only by the parts that search, so that
`lawsearch show` can read the store without it.
"""
from __future__ import annotations


def __getattr__(name: str):
    if name in ("Searcher", "Result"):
        from . import searcher

        return getattr(searcher, name)
    raise AttributeError(name)


__all__ = ["Result", "Searcher"]
