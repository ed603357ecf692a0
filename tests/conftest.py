"""Shared fixtures: the committed corpus, read once per test session."""
from __future__ import annotations

import hashlib
import json
import shutil
from collections import Counter
from pathlib import Path

import pytest

from lawsearch import paths
from lawsearch import Corpus

ROOT = paths.ROOT

# The tiers: a test that asks for one of these fixtures (itself or through another) is marked
# with the tool it needs, so that `-m "not browser and not node"` leaves it out.
_TOOL_FIXTURES = {"browser": "browser", "node": "node"}


def pytest_configure(config) -> None:
    """The package's bytecode written once, before the workers start: the suite runs
    `lawsearch` in hundreds of child processes, and where PYTHONDONTWRITEBYTECODE is set (as in
    some CI images) each of them compiled every module it imports again."""
    import compileall

    if not hasattr(config, "workerinput"):  # the controller, or a run without workers
        compileall.compile_dir(str(ROOT / "lawsearch"), quiet=2)


def pytest_collection_modifyitems(items) -> None:
    for item in items:
        for fixture, mark in _TOOL_FIXTURES.items():
            if fixture in getattr(item, "fixturenames", ()):
                item.add_marker(mark)
    # The files with the most slow, browser and node tests first: the workers take whole files
    # in this order, so that the last files given out are short ones and neither worker is
    # left waiting for the other at the end (the longest-first rule of scheduling).
    heavy = Counter(item.path for item in items
                    if any(item.get_closest_marker(m) for m in ("slow", "browser", "node")))
    items.sort(key=lambda item: -heavy[item.path])  # stable: a file's own order is kept


@pytest.fixture(scope="session")
def node() -> str:
    """Node.js, which runs the site's search engine outside a browser."""
    found = shutil.which("node")
    if not found:
        pytest.fail("node (Debian's nodejs) is needed: scripts/install-test-tools")
    return found


def engine_scripts(data: Path, assets: Path | None = None) -> list[str]:
    """The files that make the site's search engine, in the order a page runs them: the search
    data of `data` (a built site's `assets/search/`: its index, then every part a query may
    fetch), what reads a citation, and the site's scripts of `assets` (the theme's by default)."""
    assets = assets or paths.THEME / "theme" / "assets"
    parts = sorted(p for sub in ("spelling", "impacts", "glossed")
                   for p in (data / sub).glob("*.js"))
    return [str(p) for p in (data / "index.js", data / "glossary.js", *parts, data / "grammars.js",
                             assets / "citations.js", assets / "words.js", assets / "search.js")]


@pytest.fixture(scope="session")
def corpus() -> Corpus:
    return Corpus.load(paths.AKN)


def make_sources(tmp: Path, edit: dict[str, callable] | None = None, only: tuple[str, ...] = ()) -> Path:
    """A copy of corpus/sources in `tmp`, each file passed through `edit[file](text)`, with a
    manifest whose checksums match the edited files (as a user's own edition would)."""
    src = tmp / "sources"
    src.mkdir()
    manifest = json.loads((paths.SOURCES / "manifest.json").read_text(encoding="utf-8"))
    kept = []
    for entry in manifest["sources"]:
        if only and entry["file"] not in only:
            continue
        data = (paths.SOURCES / entry["file"]).read_bytes()
        if edit and entry["file"] in edit:
            data = edit[entry["file"]](data)
        (src / entry["file"]).write_bytes(data)
        entry["sha256"] = hashlib.sha256(data).hexdigest()
        kept.append(entry)
    (src / "manifest.json").write_text(json.dumps({"sources": kept}, ensure_ascii=False),
                                       encoding="utf-8")
    return src


@pytest.fixture
def sources_copy(tmp_path: Path):
    return lambda edit=None, only=(): make_sources(tmp_path, edit, only)


def copy_tree(src: Path, dst: Path) -> Path:
    shutil.copytree(src, dst)
    return dst


@pytest.fixture(scope="session")
def site(tmp_path_factory) -> Path:
    """The website built from the committed corpus (and the search index, built if need be):
    built once for the whole run, by the first worker to ask, and read by the others (no test
    writes into it)."""
    import fcntl
    import os

    from lawsearch.site.build import build_site

    shared = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):  # the workers' temporary folders are siblings
        shared = shared.parent
    out = shared / "site-of-the-run" / "site"
    with open(shared / "site-of-the-run.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # the others wait while the first builds
        if not out.is_dir():
            out.parent.mkdir(exist_ok=True)
            build_site(paths.AKN, out)  # written whole, then swapped in
    return out


@pytest.fixture(autouse=True, scope="session")
def _no_user_editions(tmp_path_factory):
    """The tests see the shipped corpus alone: the user corpus is an empty folder of their own."""
    import os

    folder = tmp_path_factory.mktemp("user-corpus")
    old = os.environ.get("LAWSEARCH_USER_CORPUS")
    os.environ["LAWSEARCH_USER_CORPUS"] = str(folder)
    yield folder
    if old is None:
        os.environ.pop("LAWSEARCH_USER_CORPUS", None)
    else:
        os.environ["LAWSEARCH_USER_CORPUS"] = old


@pytest.fixture
def rebuilt_by_copying(tmp_path, monkeypatch) -> list[Path]:
    """The index's rebuild made a copy of the index of the committed corpus (built whole, once
    for the run, where it is not yet), for tests of when a rebuild happens and what is said,
    not of what a build writes (a real rebuild from damage: tests/test_index_health.py); the
    folders rebuilt, in order."""
    from lawsearch.atomic import swap_dir
    from lawsearch.search import Searcher
    from lawsearch.search import index as index_mod

    Searcher().close()  # paths.INDEX built if need be, before the build is replaced
    rebuilt: list[Path] = []

    def rebuild(corpus_dir, out, progress=None):
        rebuilt.append(Path(out))
        new = tmp_path / f".rebuilt-{len(rebuilt)}"
        shutil.copytree(paths.INDEX, new)
        swap_dir(new, Path(out))

    monkeypatch.setattr(index_mod, "build", rebuild)
    return rebuilt
