"""Citations in four languages: find (per-language grammars in `lang/<xx>/citations.py`) →
resolve (`resolve.py`) → link into the corpus (`link.py`) → report (`report.py`)."""
from __future__ import annotations

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
         context: str | None = None) -> list[Citation]:
    """Every citation in `text`, resolved against the units `ids`.

    With no `lang`, every language's grammar is tried and the citations that overlap are kept
    from the grammar whose citation starts first and is longest. Never raises on any text.
    """
    from ..lang import ORDER
    from .link import grammar_for
    from .resolve import Units, resolve

    units = ids if isinstance(ids, Units) else Units(ids)
    langs = [lang] if lang else list(ORDER)
    candidates: list[Citation] = []
    for code in langs:
        grammar = grammar_for(code)
        if grammar is None:
            continue
        candidates.extend(resolve(grammar(text), text, context, units))
    candidates.sort(key=lambda c: (c.start, -(c.end - c.start), c.problem is not None))
    out: list[Citation] = []
    for c in candidates:
        if out and c.start < out[-1].end:
            continue
        out.append(c)
    return out


__all__ = ["Citation", "Units", "cite"]
