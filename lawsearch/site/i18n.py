"""The site's interface in four languages: one gettext catalogue per language
(`lawsearch/lang/<xx>/site.po`, English being the message ids themselves), read with Babel.

The build writes each page in the site's own language (`lawsearch build --site-lang tr`), every
interface string marked with its message id (`data-i18n`, `data-i18n-<attribute>`), and all the
catalogues into `assets/i18n-data.js`, so that a reader who chooses another language gets it on
every page (`assets/i18n.js`), even offline. Messages are whole sentences with named placeholders
(`"no law {n}; laws run {first}–{last}"`), never pieced together.
"""
from __future__ import annotations

import json
import re
from functools import lru_cache
from html import escape
from pathlib import Path

from markupsafe import Markup

from .. import paths
from ..errors import LawsearchError
from ..lang import INTERFACE, LANGUAGES, SOURCE
from .html import script_json

UI_LANGS = INTERFACE  # English first: its messages are the ids
LANG_DIR = Path(__file__).resolve().parent.parent / "lang"
_FIELD = re.compile(r"\{(\w+)\}")


def catalogue_path(lang: str) -> Path:
    return LANG_DIR / lang / "site.po"


@lru_cache(maxsize=None)
def messages(lang: str) -> dict[str, str]:
    """The translated messages of `lang` (id → text); English has none (the ids are English)."""
    if lang == SOURCE:
        return {}
    if lang not in UI_LANGS:
        raise LawsearchError(f"no interface language {lang!r}; the site speaks "
                             f"{', '.join(UI_LANGS)}")
    from babel.messages.pofile import read_po

    path = catalogue_path(lang)
    with path.open("rb") as f:
        catalog = read_po(f, locale=lang)
    return {m.id: m.string for m in catalog
            if m.id and isinstance(m.id, str) and m.string and not m.fuzzy}


@lru_cache(maxsize=None)
def _patterns(lang: str) -> list[tuple[re.Pattern, str]]:
    """Each message with fields as a pattern matching its English text, longest first."""
    out = []
    for msgid in sorted(messages(lang), key=len, reverse=True):
        parts = _FIELD.split(msgid)  # text, field, text, field, …, text
        if len(parts) == 1:
            continue
        seen: set[str] = set()
        regex = ""
        for i, part in enumerate(parts):
            if i % 2 == 0:
                regex += re.escape(part)
            elif part in seen:
                regex += f"(?P={part})"
            else:
                seen.add(part)
                regex += f"(?P<{part}>.+?)"
        out.append((re.compile(regex, re.S), msgid))
    return out


def fill(text: str, args: dict) -> str:
    """`text` with its `{name}` fields filled (a field with no value is left as it is)."""
    return _FIELD.sub(lambda m: str(args[m.group(1)]) if m.group(1) in args else m.group(0), text)


class Interface:
    """The interface strings of one language, as the templates use them."""

    def __init__(self, lang: str = SOURCE):
        self.lang = lang
        self.table = messages(lang)
        info = LANGUAGES[lang]
        self.dir = "rtl" if info.rtl else "ltr"
        self.titles: dict[str, str] = {}  # law number → its title in this language

    def law_title(self, n) -> str:
        from ..lang.en import LAW_TITLES

        return self.titles.get(str(n)) or LAW_TITLES.get(int(n), "")

    def gettext(self, msgid: str, **args) -> str:
        """The message, its fields filled; a field's value that is a message itself (a language's
        name, a kind of finding) translated too, as `assets/i18n.js` does."""
        args = {k: self.table.get(v, v) if isinstance(v, str) else v for k, v in args.items()}
        return fill(self.table.get(msgid, msgid), args)

    def retranslate(self, english: str) -> str:
        """An English message made elsewhere (the resolver's "no 27A4; 27A has 27A1, 27A2") in
        this language: matched against the catalogue's messages with fields, refilled; as it was
        when none matches."""
        if not self.table:
            return english
        for pattern, msgid in _patterns(self.lang):
            m = pattern.fullmatch(english)
            if m:
                return fill(self.table[msgid], m.groupdict())
        return self.table.get(english, english)

    def text(self, msgid: str, **args) -> Markup:
        """The message as an element the reader's choice of language can change."""
        data = f' data-i18n-args="{escape(json.dumps(args, ensure_ascii=False))}"' if args else ""
        return Markup(f'<span data-i18n="{escape(msgid)}"{data}>'
                      f'{escape(self.gettext(msgid, **args))}</span>')

    def attr(self, name: str, msgid: str, **args) -> Markup:
        """An attribute (`placeholder`, `aria-label`, `title`) holding the message."""
        data = f' data-i18n-args="{escape(json.dumps(args, ensure_ascii=False))}"' if args else ""
        return Markup(f'{name}="{escape(self.gettext(msgid, **args))}" '
                      f'data-i18n-{name}="{escape(msgid)}"{data}')

    def globals(self) -> dict:
        """What the templates call: `t(...)` for text, `attr(...)` for an attribute, `_` for a
        plain string (where no element can carry the id, e.g. a page title)."""
        return {"t": self.text, "attr": self.attr, "_": self.gettext, "N_": N_, "ui": self,
                "interface_langs": UI_LANGS}


# Where the reader's choice of interface language is kept in the browser (localStorage).
STORE = "lawsearch.interface"
PARTS = "i18n"  # under assets/: each other language's messages and titles, a file each


def head_data(default: str) -> dict:
    """What a page's head reads to ask at once for the reader's chosen language's part (before
    the page's scripts, which apply it): where the choice is kept, the site's own language and
    the others there are parts of."""
    return {"store": STORE, "default": default, "parts": f"assets/{PARTS}/",
            "langs": [code for code in UI_LANGS if code != default]}


def client_data(default: str, law_titles: dict[str, dict[int, str]]) -> dict[str, str]:
    """The interface's data as scripts that work from `file://`, by file name under `assets/`:
    `i18n-data.js`, the site's own language (its messages and law titles, and the English
    titles every language falls back to) and the languages there are; and `i18n/<xx>.js` for
    each other language, fetched only by a reader who has chosen it (the page's head asks for
    it, `head_data`; a reader who keeps the site's language fetches none of them)."""
    def titles(code: str) -> dict[str, str]:
        return {str(n): t for n, t in sorted(law_titles.get(code, {}).items())}

    own = {default, SOURCE}
    data = {
        "default": default,
        "source": SOURCE,  # the language of the message ids and of the titles every page has
        "store": STORE,
        "langs": {code: {"name": LANGUAGES[code].native,
                         "dir": "rtl" if LANGUAGES[code].rtl else "ltr"} for code in UI_LANGS},
        "messages": {code: messages(code) for code in UI_LANGS if code in own and code != SOURCE},
        "laws": {code: titles(code) for code in sorted(own) if code in law_titles},
    }
    out = {"i18n-data.js": f"window.LAWSEARCH_I18N = {script_json(data)};\n"}
    for code in UI_LANGS:
        if code in own:
            continue
        part = {"messages": messages(code), "laws": titles(code)}
        # kept under its language until i18n.js takes it (it may come before i18n-data.js)
        out[f"{PARTS}/{code}.js"] = (
            f"(window.LAWSEARCH_I18N_PARTS = window.LAWSEARCH_I18N_PARTS || {{}})"
            f"[{json.dumps(code)}] = {script_json(part)};\n")
    return out


def N_(msgid: str) -> str:
    """Marks `msgid` as a message of the interface, translated where it is shown."""
    return msgid


# Words the data gives the pages (the kinds of the quality report's findings, where a number was
# found), each shown through the catalogue.
# The site's name and description as mkdocs.yml gives them (the installed app's name).
SITE_WORDS = (N_("lawsearch – the Laws of Duplicate Bridge"),
              N_("The Laws of Duplicate Bridge 2017 in Turkish, Danish and Hebrew, side by side"))
DATA_WORDS = (N_("Turkish"), N_("Danish"), N_("Hebrew"), N_("English"), N_("conflict"), N_("precision"), N_("addition"), N_("differs"), N_("missing"),
              N_("layout"), N_("table"), N_("text"))


def extract() -> dict[str, list[str]]:
    """Every message id of the site's interface → where it is used (file:line): the templates
    (`t`, `attr`, `_`), the site's scripts (`_`) and the Python that names things on pages
    (`N_`)."""
    from babel.messages.extract import extract_from_file

    found: dict[str, list[str]] = {}
    root = paths.ROOT

    def add(path: Path, method: str, keywords: dict, options: dict | None = None) -> None:
        for lineno, message, _comments, _context in extract_from_file(
                method, str(path), keywords=keywords, options=options or {},
                strip_comment_tags=True):
            msgid = message if isinstance(message, str) else message[0]
            if msgid:
                found.setdefault(msgid, []).append(f"{path.relative_to(root)}:{lineno}")

    site = paths.THEME
    for path in sorted([*site.rglob("*.j2"), *site.rglob("*.html")]):
        add(path, "jinja2.ext:babel_extract", {"t": None, "_": None, "N_": None, "attr": (2,)},
            {"extensions": "jinja2.ext.do"})
    for path in sorted((site / "theme" / "assets").glob("*.js")):
        add(path, "javascript", {"_": None, "N_": None})
    for path in sorted(Path(__file__).resolve().parent.glob("*.py")):
        add(path, "python", {"N_": None})
    return found
