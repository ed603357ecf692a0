"""What the search page's head asks for before any of its scripts has come, for a query of
words in its address (`search.html?q=…`; a citation has a digit, and needs none of it): the
search's index and engine (the page's `preload`) and, for a told story, the laws' models of the
language it is likeliest told in, which it reads once its languages are weighed
(search.js's `feedback`), the largest of the parts it reads. Asked for with the page, they come
beside its scripts instead of a round or two after them; asked for before the page's stylesheet
(a script after a stylesheet waits for it, while the page's own scripts take the browser's few
connections), the models first: the largest, on a weak signal the last to come.

The guess, as data the head's script reads (`site/theme/main.html`): a query of `TOLD_WORDS`
words or more, split as the command line counts them, is a told story; it is read in the
languages of its script (the first of the languages' scripts other than Latin that a letter of
it is in, else Latin; `citations.js`'s `languagesOf`, `query.py`'s scripts), or in the one
language the reader chose; of those, the story's models are its one language's, else the
reader's interface language's, else the glossary's. A wrong guess costs its bytes, never the
answer: search.js asks for whatever it reads and has not got."""
from __future__ import annotations

from ..bounds import MAX_QUERY, MAX_WORDS
from ..lang import LANGUAGES, SOURCE
from ..search.query import SCRIPTS
from ..search.rank import TOLD_WORDS
from .i18n import STORE, UI_LANGS

LATIN = "Latn"
MODEL = "assets/search/situations/{lang}-model.js"  # situationparts.py's part of a language


def _script_name(code: str) -> str:
    """The Unicode name of an ISO 15924 script code (`Hebr` → `Hebrew`), as a `\\p{Script=…}`
    pattern names it."""
    return {short: name.title() for name, short in SCRIPTS.items()}[code]


def likeliest(langs: list[str], ui: str) -> str:
    """The language of `langs` (those a query is read in, in column order) whose models a told
    story reads: the one, else the interface's, else the glossary's, else the first."""
    if len(langs) == 1:
        return langs[0]
    if ui in langs:
        return ui
    return SOURCE if SOURCE in langs else langs[0]


def guess() -> dict:
    """The data of the head's guess: the count of words that makes a story, the scripts other
    than Latin to look for (in the order they are tried), each language's script, and for each
    script the models' language by the reader's interface language ("" for any other)."""
    scripts = {lang.script for lang in LANGUAGES.values()}
    models = {}
    for script in sorted(scripts):
        langs = [code for code, lang in LANGUAGES.items() if lang.script == script]
        models[script] = {ui: likeliest(langs, ui) for ui in ("", *UI_LANGS)}
    return {"words": TOLD_WORDS, "store": STORE, "model": MODEL,
            # the words' parts are asked for within the command line's bounds on a query
            "bounds": {"characters": MAX_QUERY, "words": MAX_WORDS},
            "scripts": [[code, _script_name(code)] for code in sorted(scripts - {LATIN})],
            "langs": {code: lang.script for code, lang in LANGUAGES.items()},
            "models": models}
