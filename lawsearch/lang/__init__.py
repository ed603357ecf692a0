"""Per-language knowledge lives in one package per language (`lang/<xx>/`), which declares the
language (`LANGUAGE`, a `Language`); this registry finds them, and every list of languages in
the project (the columns, the analyzers, the interface's languages, the site's data) is read
from it.

A language's package holds what it knows: `__init__.py` (its declaration, law words, numerals),
`citations.py` (its citation grammar), `analysis.py` (its search analyzer), `numbers.py`,
`framing.py` and `shorthand.py` (how its users word a question), `site.po` (the interface).
Every module is found through `part(code, name)`.

A language can also live outside the package: `$LAWSEARCH_LANGUAGES` names folders (separated
as in `$PATH`) whose subfolders are languages in the same form, found as the built-in ones are.
"""
from __future__ import annotations

import importlib
import os
from functools import cache
from types import ModuleType

from ..errors import LawsearchError
from .language import Language

# Languages kept outside the package are found as parts of it
__path__ += [p for p in os.environ.get("LAWSEARCH_LANGUAGES", "").split(os.pathsep) if p]


def _declared() -> dict[str, Language]:
    # The folders are listed with os.scandir, not pkgutil: this runs at every start of `show`.
    found: list[Language] = []
    for folder in __path__:
        if not os.path.isdir(folder):
            continue
        for entry in sorted(os.scandir(folder), key=lambda e: e.name):
            if entry.is_dir() and os.path.isfile(os.path.join(entry.path, "__init__.py")):
                found.append(_declaration(entry.name, entry.path))
    return {lang.code: lang for lang in sorted(found, key=lambda lang: (lang.column, lang.code))}


def _declaration(name: str, folder: str) -> Language:
    """The language a folder declares; a folder that cannot be read, or declares no language of
    its own name, is an error naming it (a language kept outside the package may be damaged)."""
    expected = f'LANGUAGE = Language("{name}", ...) in its __init__.py'
    try:
        module = importlib.import_module(f"{__name__}.{name}")
    except Exception as err:  # whatever the folder holds: say which, in one line
        raise LawsearchError(f"{folder}: the language cannot be read ({type(err).__name__}: "
                             f"{err}); expected {expected}") from None
    declared = getattr(module, "LANGUAGE", None)
    if not isinstance(declared, Language) or declared.code != name:
        raise LawsearchError(f"{folder}: expected {expected}, found "
                             + (f"the language {declared.code!r}" if isinstance(declared, Language)
                                else "no LANGUAGE"))
    return declared


LANGUAGES: dict[str, Language] = _declared()
ORDER: tuple[str, ...] = tuple(LANGUAGES)  # column order in views and exports


def codes(**wanted) -> tuple[str, ...]:
    """The languages, in column order, whose declaration has every attribute `wanted` says
    (`codes(script="Latn")`, `codes(lemma_tables=True)`)."""
    return tuple(c for c, lang in LANGUAGES.items()
                 if all(getattr(lang, k) == v for k, v in wanted.items()))


def package(code: str) -> ModuleType:
    """The language's package, `lang/<code>/` (its law words, numerals, letters)."""
    return importlib.import_module(f"{__name__}.{code}")


# The language the Laws were written in: of the interface's own messages (the catalogues' ids),
# of the law titles and terms the other languages are keyed to, the source of a translation memory
SOURCE = "en"


def _catalogued(code: str) -> bool:
    return os.path.isfile(os.path.join(os.path.dirname(package(code).__file__), "site.po"))


# The website's interface languages: English, then every language with a catalogue
# (`lang/<xx>/site.po`)
INTERFACE: tuple[str, ...] = (SOURCE, *(c for c in ORDER if c != SOURCE and _catalogued(c)))


@cache
def part(code: str, name: str) -> ModuleType | None:
    """The language's module `lang/<code>/<name>.py` ("analysis", "citations", "numbers",
    "framing", "shorthand"), or None for a language without one; an error inside the module is
    raised, not taken for its absence."""
    if code not in LANGUAGES:
        return None
    qualified = f"{__name__}.{code}.{name}"
    try:
        return importlib.import_module(qualified)
    except ModuleNotFoundError as err:
        if err.name == qualified:
            return None
        raise


def by_akn(code: str) -> Language:
    for lang in LANGUAGES.values():
        if lang.akn == code:
            return lang
    raise KeyError(code)


__all__ = ["INTERFACE", "LANGUAGES", "Language", "ORDER", "SOURCE", "by_akn", "codes", "package",
           "part"]
