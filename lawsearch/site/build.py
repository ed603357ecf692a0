"""Build the site: render every page from the corpus, run MkDocs, add the search data and what a
phone needs to keep the site offline, check every link and anchor, and only then swap the finished
site into `build/site/`."""
from __future__ import annotations

import logging
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from .. import atomic, paths
from ..corpus import Corpus
from ..errors import LawsearchError
from ..lang import LANGUAGES
from . import about, offline, pages, reference, render
from .links import check_site

CONFIG = paths.ROOT / "site" / "mkdocs.yml"
SITE = paths.BUILD / "site"


def langs_info(langs: list[str]) -> dict[str, dict]:
    return {lang: pages.lang_info(lang) for lang in list(langs) + list(LANGUAGES)}


def render_docs(corpus: Corpus, docs: Path) -> list:
    """Every page as Markdown under `docs`; the MkDocs navigation."""
    env = render.environment()
    info = langs_info(corpus.langs)
    law_pages = pages.law_pages(corpus)
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
    render.write(env, "elwell-1907.md.j2", docs, "elwell-1907.md", codes=codes, rows=rows,
                 links=links, langs=info)
    render.write(env, "editions.md.j2", docs, "editions.md",
                 editions=about.editions(corpus.directory), langs=info)
    render.write(env, "quality.md.j2", docs, "quality.md", q=about.quality(corpus.directory),
                 codes=corpus.langs, langs=info)
    render.write(env, "search.md.j2", docs, "search.md", codes=corpus.langs, langs=info)
    return [{"Home": "index.md"},
            {"Laws": [{f"{p.number} {p.title}": f"laws/{p.number}.md"} for p in law_pages]},
            {"Definitions": "definitions.md"}, {"Glossary": "glossary.md"},
            {"Subject index": "subject-index.md"}, {"The 1907 laws": "elwell-1907.md"},
            {"Editions": "editions.md"}, {"Quality": "quality.md"}, {"Search": "search.md"}]


@dataclass
class SiteBuild:
    steps: dict[str, float]  # seconds each step took
    sizes: dict[str, int]  # bytes of the search data's parts


def build_site(corpus_dir: Path = paths.AKN, out: Path = SITE, index: Path | None = None,
               progress: Callable[[str], None] | None = None) -> SiteBuild:
    """Build the site into `out` (swapped in whole at the end, after its links are checked)."""
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
        nav = render_docs(corpus, docs)
        steps["site: render pages"] = time.perf_counter() - t
        t = time.perf_counter()
        say("site: MkDocs")
        # MkDocs logs every page at INFO; a build that warns fails (strict), with its message.
        logging.getLogger("mkdocs").setLevel(logging.WARNING)
        config = load_config(str(CONFIG), docs_dir=str(docs), site_dir=str(site), nav=nav)
        try:
            mkdocs_build(config)
        except SystemExit as err:  # MkDocs's own way to abort (strict mode)
            raise LawsearchError(f"{CONFIG}: the site did not build ({err})") from None
        # MkDocs's sitemap lists no page (the site has no fixed address), and its gzipped copy
        # carries the day of the build, which would make each day's build a new version to fetch
        # again for every phone that keeps the site offline.
        for name in ("sitemap.xml", "sitemap.xml.gz"):
            (site / name).unlink(missing_ok=True)
        steps["site: MkDocs"] = time.perf_counter() - t
        t = time.perf_counter()
        say("site: search data")
        from .searchdata import write as write_search_data

        sizes = write_search_data(Path(index or paths.BUILD / "index"), corpus,
                                  site / "assets")
        steps["site: search data"] = time.perf_counter() - t
        t = time.perf_counter()
        say("site: icons, manifest and service worker")
        offline.write(site, config["site_name"], config["site_description"] or "",
                      str(config["theme"]["locale"]))
        steps["site: offline"] = time.perf_counter() - t
        t = time.perf_counter()
        say("site: checking every link")
        report = check_site(site)
        if report.problems:
            shown = "\n  ".join(str(p) for p in report.problems[:20])
            raise LawsearchError(f"the site has {len(report.problems)} broken links or outside "
                                 f"requests (nothing was written to {out}):\n  {shown}")
        steps["site: link check"] = time.perf_counter() - t
    return SiteBuild(steps, sizes)
