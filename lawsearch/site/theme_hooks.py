"""The MkDocs hook that gives the theme (`site/theme/main.html`) the interface's language: the
same `t`, `attr` and `_` the page templates use, and the laws' titles in that language. (MkDocs
loads this file by its path, hence the absolute imports.)"""
from __future__ import annotations

from lawsearch import paths
from lawsearch.lang import LANGUAGES, SOURCE
from lawsearch.site.i18n import UI_LANGS, Interface, head_data


def on_env(env, config, files):
    extra = config["extra"]
    ui = Interface(extra.get("ui_lang", SOURCE))
    titles = extra.get("law_titles", {})

    def law_title(n: str) -> str:
        return titles.get(ui.lang, {}).get(str(n)) or titles.get(SOURCE, {}).get(str(n), "")

    env.globals.update(ui.globals())
    env.globals["law_title"] = law_title
    env.globals["ui_langs"] = {code: {"name": LANGUAGES[code].native} for code in UI_LANGS}
    env.globals["i18n_head"] = head_data(ui.lang)
    # a script of the theme's written into a page (the search page's head reads words with
    # words.js before any script has come)
    env.globals["script_text"] = lambda name: (paths.THEME / "theme" / "assets" / name).read_text(
        encoding="utf-8")
    return env
