"""What the search page's head asks for before any of its scripts has come, for a query of
words in its address (`search.html?q=…`; a citation has a digit, and needs none of it): the
search's index and engine (the page's `preload`) and the parts of the search's data that read
the query's words. Asked for with the page, they come beside its scripts instead of a round or
two after them; asked for before the page's stylesheet (a script after a stylesheet waits for
it, while the page's own scripts take the browser's few connections).

The guess, as data the head's script reads (`site/theme/main.html`): the query is read in the
languages of its script (the first of the languages' scripts other than Latin that a letter of
it is in, else Latin; `citations.js`'s `languagesOf`, `query.py`'s scripts), or in the one
language the reader chose, within the command line's bounds on a query. A wrong guess costs its
bytes, never the answer: search.js asks for whatever it reads and has not got."""
from __future__ import annotations

from ..bounds import MAX_QUERY, MAX_WORDS
from ..lang import LANGUAGES
from ..search.query import SCRIPTS

LATIN = "Latn"


def _script_name(code: str) -> str:
    """The Unicode name of an ISO 15924 script code (`Hebr` → `Hebrew`), as a `\\p{Script=…}`
    pattern names it."""
    return {short: name.title() for name, short in SCRIPTS.items()}[code]


def guess() -> dict:
    """The data of the head's guess: the scripts other than Latin to look for (in the order they
    are tried) and each language's script."""
    scripts = {lang.script for lang in LANGUAGES.values()}
    return {"bounds": {"characters": MAX_QUERY, "words": MAX_WORDS},
            "scripts": [[code, _script_name(code)] for code in sorted(scripts - {LATIN})],
            "langs": {code: lang.script for code, lang in LANGUAGES.items()}}
