"""The Jinja2 templates of `site/templates/` filled from the corpus: Markdown pages (holding the
aligned tables as HTML) for MkDocs, and the navigation that lists them."""
from __future__ import annotations

from pathlib import Path

from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape

from .. import paths
from ..lang import SOURCE

TEMPLATES = paths.THEME / "templates"


def environment(templates: Path = TEMPLATES, ui_lang: str = SOURCE) -> Environment:
    """The templates' environment, its interface strings in `ui_lang` (see `i18n`)."""
    from .i18n import Interface
    from .reference import label_html

    env = Environment(loader=FileSystemLoader(str(templates)), undefined=StrictUndefined,
                      autoescape=select_autoescape(["j2"], default_for_string=True),
                      keep_trailing_newline=True)
    ui = Interface(ui_lang)
    env.globals.update(ui.globals())
    env.globals["source"] = SOURCE  # the language the Laws (and the 1907 book) were written in
    env.globals["law_title"] = ui.law_title  # English until the build gives it the language's
    env.globals["link_label"] = lambda label: label_html(label, ui)
    return env


def write(env: Environment, template: str, docs: Path, name: str, **context) -> None:
    """Render `template` into the docs folder as `name` (a Markdown file)."""
    out = docs / name
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(env.get_template(template).render(**context), encoding="utf-8")
