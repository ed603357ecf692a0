"""Citations in four languages: find (per-language grammars in `lang/<xx>/citations.py`) →
resolve (`resolve.py`) → link into the corpus (`link.py`) → report (`report.py`)."""
from __future__ import annotations

import gc
from contextlib import contextmanager
from typing import TYPE_CHECKING, Iterable

if TYPE_CHECKING:
    from .resolve import Citation, Units


def __getattr__(name: str):
    # Loaded on first use: `show` reads a plain citation without the grammars.
    if name in ("Citation", "Units"):
        from . import resolve as _resolve

        return getattr(_resolve, name)
    raise AttributeError(name)


def cite(text: str, ids: Iterable[str] | Units, lang: str | None = None,
         context: str | None = None, typed: bool = False) -> list[Citation]:
    """Every citation in `text`, resolved against the units `ids`.

    With no `lang`, every language's grammar is tried and the citations that overlap are kept
    from the grammar whose citation starts first and is longest. `typed`: `text` is a citation
    a user typed, read as written (no readings of a damaged source's forms). Never raises on
    any text.
    """
    with _collector_paused():
        return _cite(text, ids, lang, context, typed)


@contextmanager
def _collector_paused():
    """Python's cycle collector held off while a text is read: a megabyte of citations makes
    hundreds of thousands of objects, none in a cycle (freed as they go), and the collector's
    passes over them, and over everything else the process holds, were a third of the time."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def _cite(text: str, ids, lang: str | None, context: str | None, typed: bool) -> list[Citation]:
    from ..lang import ORDER
    from .link import grammar_for
    from .resolve import Units, resolve

    units = ids if isinstance(ids, Units) else Units(ids)
    langs = [lang] if lang else list(ORDER)
    found = []
    for code in langs:
        grammar = grammar_for(code, typed)
        if grammar is not None:
            found.extend(grammar(text))
    # In order of start, the longest first (grammars in their order, the sort being stable).
    # Only what may be kept is resolved: of the grammars' readings of one stretch, the first
    # that resolves without a problem.
    found.sort(key=lambda f: (f.start, -(f.end - f.start)))
    out: list[Citation] = []
    i = 0
    while i < len(found):
        j = i + 1
        while j < len(found) and (found[j].start, found[j].end) == (found[i].start, found[i].end):
            j += 1
        if not out or found[i].start >= out[-1].end:
            same = resolve(found[i:j], text, context, units)
            out.append(next((c for c in same if c.problem is None), same[0]))
        i = j
    return out


__all__ = ["Citation", "Units", "cite"]
