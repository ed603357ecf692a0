"""Build the site: render every page from the corpus, run MkDocs, add the search data and what a
phone needs to keep the site offline, check every link and anchor, and only then swap the finished
site into `build/site/`."""
from __future__ import annotations

import logging
import os
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from .. import atomic, paths
from ..corpus import Corpus, present
from ..errors import LawsearchError
from ..lang import LANGUAGES, SOURCE
from ..works import ELWELL, WORK, WORKS
from . import (about, ahead, compressed, i18n, offline, pages, reference, render, styles,
               wordparts)
from .i18n import N_
from .links import check_site

CONFIG = paths.THEME / "mkdocs.yml"
# The phrasings of a situation its page shows in each language: the first, which say it most
# plainly (the search knows them all; the TBX of the thesaurus carries them all).
PHRASINGS = 5


def langs_info(langs: list[str]) -> dict[str, dict]:
    return {lang: pages.lang_info(lang) for lang in list(langs) + list(LANGUAGES)}


def law_titles(law_pages: list) -> dict[str, dict[str, str]]:
    """Each interface language's titles of the laws: the edition's own heading where the corpus
    has that language, else the English title."""
    titles: dict[str, dict[str, str]] = {SOURCE: {str(p.number): p.title for p in law_pages}}
    for p in law_pages:
        for lang, title in p.titles.items():
            if lang != SOURCE:
                titles.setdefault(lang, {})[str(p.number)] = title
    return titles


def render_docs(corpus: Corpus, docs: Path, ui_lang: str = SOURCE) -> tuple[list, dict]:
    """Every page as Markdown under `docs`, in the interface language `ui_lang`; the MkDocs
    navigation and each language's law titles."""
    env = render.environment(ui_lang=ui_lang)
    info = langs_info(corpus.langs)
    law_pages = pages.law_pages(corpus)
    titles = law_titles(law_pages)
    env.globals["ui"].titles.update({**titles[SOURCE], **titles.get(ui_lang, {})})
    for page in law_pages:
        render.write(env, "law.md.j2", docs, f"laws/{page.number}.md", page=page, langs=info,
                     previews=pages.previews_json(page))
    render.write(env, "index.md.j2", docs, "index.md", laws=pages.laws_list(law_pages),
                 langs=info, corpus_langs=corpus.langs)
    codes, rows = reference.definitions(corpus)
    render.write(env, "definitions.md.j2", docs, "definitions.md", codes=codes, rows=rows,
                 langs=info)
    codes, rows = reference.glossary(corpus)
    render.write(env, "glossary.md.j2", docs, "glossary.md", codes=codes, rows=rows, langs=info)
    render.write(env, "subject-index.md.j2", docs, "subject-index.md",
                 indexes=reference.subject_index(corpus), langs=info)
    codes, rows, links = reference.book(corpus.directory)
    render.write(env, f"{ELWELL}.md.j2", docs, f"{ELWELL}.md", codes=codes, rows=rows,
                 links=links, langs=info)
    others = []  # another year's Laws, of which a user imported an edition: a page each
    for work in (WORKS[w] for w in present(corpus.directory) if not WORKS[w].book and w != WORK):
        codes, rows = reference.other_laws(corpus.directory, work.id)
        render.write(env, "work.md.j2", docs, f"{work.id}.md", work=work, codes=codes,
                     rows=rows, langs=info)
        others.append({work.title or work.id: f"{work.id}.md"})
    render.write(env, "editions.md.j2", docs, "editions.md",
                 editions=about.editions(corpus.directory), imported=about.imported(corpus),
                 langs=info)
    render.write(env, "quality.md.j2", docs, "quality.md", q=about.quality(corpus.directory),
                 codes=corpus.langs, langs=info)
    render.write(env, "search.md.j2", docs, "search.md", codes=corpus.langs, langs=info,
                 ahead=ahead.guess(), reader=wordparts.reader_data())
    from .. import situations
    from .anchors import href

    thesaurus = situations.load()
    render.write(env, "situations.md.j2", docs, "situations.md", langs=info,
                 codes=list(thesaurus[0].triggers) if thesaurus else [],  # the languages it is in
                 situations=thesaurus, phrasings=PHRASINGS,
                 unit_href=lambda u: href(u, "situations.html"))
    # the titles are message ids: the theme shows them in the interface's language
    return [{N_("Home"): "index.md"},
            {N_("Laws"): [{f"{p.number} {p.title}": f"laws/{p.number}.md"} for p in law_pages]},
            {N_("Definitions"): "definitions.md"}, {N_("Glossary"): "glossary.md"},
            {N_("Subject index"): "subject-index.md"}, {N_("The 1907 laws"): f"{ELWELL}.md"},
            *others, {N_("Situations"): "situations.md"},
            {N_("Editions"): "editions.md"}, {N_("Quality"): "quality.md"},
            {N_("Search"): "search.md"}], titles


@dataclass
class SiteBuild:
    steps: dict[str, float]  # seconds each step took
    sizes: dict[str, int]  # bytes of the search data's parts


def build_site(corpus_dir: Path | None = None, out: Path | None = None,
               index: Path | None = None, progress: Callable[[str], None] | None = None,
               ui_lang: str = SOURCE, gzipped: bool = False) -> SiteBuild:
    """Build the site into `out` (swapped in whole at the end, after its links are checked), its
    interface in `ui_lang` (the reader may choose another on any page), with a `.gz` copy of
    each text file if `gzipped` (for a static host that serves them: `compressed.py`); the
    corpus, the site and the index are the configured ones (`paths`) unless given."""
    corpus_dir, out = corpus_dir or paths.AKN, out or paths.SITE
    # (a relative folder is the caller's, not the MkDocs project's, which MkDocs reads it from)
    corpus_dir, out = Path(os.path.abspath(corpus_dir)), Path(os.path.abspath(out))
    index = Path(os.path.abspath(index)) if index is not None else None
    from mkdocs.commands.build import build as mkdocs_build
    from mkdocs.config import load_config

    say = progress or (lambda m: None)
    steps: dict[str, float] = {}
    t = time.perf_counter()
    corpus = Corpus.load(Path(corpus_dir))
    out = Path(out)
    # Under the site's lock (leftovers of killed builds removed first); the pages' Markdown in a
    # folder of its own, removed at the end; the site swapped in whole.
    with atomic.replacing(out, say) as site, \
            tempfile.TemporaryDirectory(dir=out.parent, prefix=f".{out.name}-") as tmp:
        docs = Path(tmp) / "docs"
        say("site: rendering the pages")
        nav, titles = render_docs(corpus, docs, ui_lang)
        steps["site: render pages"] = time.perf_counter() - t
        t = time.perf_counter()
        say("site: MkDocs")
        # MkDocs logs every page at INFO; a build that warns fails (strict), with its message.
        logging.getLogger("mkdocs").setLevel(logging.WARNING)
        config = load_config(str(CONFIG), docs_dir=str(docs), site_dir=str(site), nav=nav,
                             hooks=[str(Path(__file__).with_name("theme_hooks.py"))],
                             extra={"ui_lang": ui_lang, "law_titles": titles})
        try:
            mkdocs_build(config)
        except SystemExit as err:  # MkDocs's own way to abort (strict mode)
            raise LawsearchError(f"{CONFIG}: the site did not build ({err})") from None
        # MkDocs's sitemap lists no page (the site has no fixed address), and its gzipped copy
        # carries the day of the build, which would make each day's build a new version to fetch
        # again for every phone that keeps the site offline.
        for name in ("sitemap.xml", "sitemap.xml.gz"):
            (site / name).unlink(missing_ok=True)
        styles.write(site / "assets")
        steps["site: MkDocs"] = time.perf_counter() - t
        t = time.perf_counter()
        say("site: search data")
        from .searchdata import write as write_search_data

        sizes = write_search_data(Path(index or paths.INDEX), corpus,
                                  site / "assets")
        for name, text in i18n.client_data(ui_lang, titles).items():
            (site / "assets" / name).parent.mkdir(parents=True, exist_ok=True)
            (site / "assets" / name).write_text(text, encoding="utf-8")
        steps["site: search data"] = time.perf_counter() - t
        t = time.perf_counter()
        say("site: icons, manifest and service worker")
        # the installed app named in the site's own language (mkdocs.yml's English the ids)
        ui = i18n.Interface(ui_lang)
        offline.write(site, ui.gettext(config["site_name"]),
                      ui.gettext(config["site_description"] or ""), ui_lang)
        steps["site: offline"] = time.perf_counter() - t
        t = time.perf_counter()
        say("site: checking every link")
        report = check_site(site)
        if report.problems:
            shown = "\n  ".join(str(p) for p in report.problems[:20])
            raise LawsearchError(f"the site has {len(report.problems)} broken links or outside "
                                 f"requests (nothing was written to {out}):\n  {shown}")
        steps["site: link check"] = time.perf_counter() - t
        if gzipped:  # after the worker's list and the link check: copies, not files of the site
            say("site: compressed copies")
            compressed.write(site)
    return SiteBuild(steps, sizes)
