"""Where lawsearch reads and writes: the one place that decides.

In a checkout (a `corpus/` and a `pyproject.toml` beside the package, or `$LAWSEARCH_ROOT`) the
checkout's own layout: the corpus in `corpus/`, what is built in `build/`, imported editions in
`user/akn/`. Installed, the shipped corpus and the website's theme are the package's data
(`lawsearch/data/`, never written), what is built goes to the user's cache folder and what is the
user's (imported editions, a corpus rebuilt by `lawsearch build`) to the user's data folder.
`$LAWSEARCH_CACHE` and `$LAWSEARCH_DATA` (or `lawsearch --cache/--data`) move those two,
`$LAWSEARCH_USER_CORPUS` the imported editions alone.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

from .version import __version__

PACKAGE = Path(__file__).resolve().parent
NAME = "lawsearch"


def _checkout() -> Path | None:
    env = os.environ.get("LAWSEARCH_ROOT")
    if env:
        return Path(env)
    root = PACKAGE.parent
    return root if (root / "corpus").is_dir() and (root / "pyproject.toml").is_file() else None


def _user_dir(kind: str) -> Path:
    """The user's cache or data folder for lawsearch, as platformdirs gives it."""
    if sys.platform.startswith("linux"):
        # The XDG rules platformdirs follows here, read without importing it (with what it
        # imports, a twentieth of a cold `show`); tests/test_package.py holds the two equal.
        variable, default = (("XDG_CACHE_HOME", ".cache") if kind == "cache"
                             else ("XDG_DATA_HOME", ".local/share"))
        base = os.environ.get(variable, "").strip() or os.path.expanduser(f"~/{default}")
        return Path(base) / NAME
    import platformdirs

    return Path(platformdirs.user_cache_dir(NAME, appauthor=False) if kind == "cache"
                else platformdirs.user_data_dir(NAME, appauthor=False))


def _locate() -> None:
    """Set the module's paths from the environment (again after `configure`)."""
    global CHECKOUT, ROOT, CORPUS, SOURCES, GAPS, SHIPPED_AKN, THEME, CACHE, DATA, BUILD
    global INDEX, SITE, LOCAL, FETCHED, BUILT_AKN, AKN
    CHECKOUT = _checkout()
    # What is shipped: the checkout itself, or the wheel's copy of its corpus/ and site/.
    ROOT = CHECKOUT or PACKAGE / "data"
    CORPUS = ROOT / "corpus"
    SOURCES = CORPUS / "sources"
    GAPS = CORPUS / "gaps.json"
    SHIPPED_AKN = CORPUS / "akn"
    THEME = ROOT / "site"  # the website's MkDocs project: templates and theme
    # (a variable set to nothing, or to spaces, is no folder: the default, not the current one)
    env_cache = os.environ.get("LAWSEARCH_CACHE", "").strip()
    env_data = os.environ.get("LAWSEARCH_DATA", "").strip()
    CACHE = Path(env_cache) if env_cache else \
        CHECKOUT / "build" if CHECKOUT else _user_dir("cache")
    DATA = Path(env_data) if env_data else CHECKOUT / "user" if CHECKOUT else _user_dir("data")
    BUILD = CACHE
    INDEX = CACHE / "index"
    SITE = CACHE / "site"
    LOCAL = CACHE / "akn"  # expressions built from sources that are never shipped
    FETCHED = CACHE / "sources"  # what `lawsearch fetch-sources` downloads (never committed)
    # Where `lawsearch build` writes the corpus: the checkout's own; installed, a folder of this
    # version in the data folder, read instead of the shipped corpus once built (a corpus built
    # by another version is left alone: the shipped corpus of this one is read until a build).
    BUILT_AKN = SHIPPED_AKN if CHECKOUT else DATA / "corpus" / __version__ / "akn"
    AKN = BUILT_AKN if (BUILT_AKN / "alignment.json").is_file() else SHIPPED_AKN


CHECKOUT: Path | None
ROOT: Path
CORPUS: Path
SOURCES: Path
GAPS: Path
SHIPPED_AKN: Path
THEME: Path
CACHE: Path
DATA: Path
BUILD: Path
INDEX: Path
SITE: Path
LOCAL: Path
FETCHED: Path
BUILT_AKN: Path
AKN: Path
_locate()


def configure(cache: str | Path | None = None, data: str | Path | None = None) -> None:
    """Move the cache and data folders (as `$LAWSEARCH_CACHE`, `$LAWSEARCH_DATA` do), before
    anything reads the paths."""
    if cache is not None:
        os.environ["LAWSEARCH_CACHE"] = str(Path(cache).resolve())
    if data is not None:
        os.environ["LAWSEARCH_DATA"] = str(Path(data).resolve())
    _locate()


def user_corpus() -> Path:
    """Where `lawsearch import` writes the editions users import: `$LAWSEARCH_USER_CORPUS`, else
    `akn/` in the data folder (`user/akn/` in a checkout; never the shipped corpus)."""
    return Path(os.environ.get("LAWSEARCH_USER_CORPUS", "").strip() or DATA / "akn")


def user_files(work: str | None = None) -> list[Path]:
    """The imported expressions of `work` (of every work when None), one per language folder."""
    from .works import WORKS  # here: a damaged declaration of a work is an error of a command

    folder = user_corpus()
    if not folder.is_dir():
        if os.path.lexists(folder):  # a file (or a link to nothing) where the folder goes
            from .errors import DamagedFile

            raise DamagedFile(folder, "is no folder (that of the editions users imported)",
                              "remove it, and import the editions again")
        return []
    return sorted(p for p in folder.glob(f"*/{work or '*'}.xml") if p.stem in WORKS)


def table() -> list[tuple[str, Path, str]]:
    """What `lawsearch paths` prints: each thing, where it is, and what sets it."""
    layout = f"checkout {CHECKOUT}" if CHECKOUT else "installed"
    cache = "$LAWSEARCH_CACHE" if os.environ.get("LAWSEARCH_CACHE") else layout
    data = "$LAWSEARCH_DATA" if os.environ.get("LAWSEARCH_DATA") else layout
    users = "$LAWSEARCH_USER_CORPUS" if os.environ.get("LAWSEARCH_USER_CORPUS") else data
    built = AKN == BUILT_AKN and not CHECKOUT
    return [
        ("corpus read", AKN, "built by `lawsearch build`" if built else "shipped"),
        ("corpus written by build", BUILT_AKN, layout if CHECKOUT else data),
        ("sources read by build", SOURCES, "shipped"),
        ("website theme", THEME, "shipped"),
        ("cache folder", CACHE, cache),
        ("search index", INDEX, cache),
        ("website", SITE, cache),
        ("books not shipped (1907 English)", LOCAL, cache),
        ("fetched sources", FETCHED, cache),
        ("data folder", DATA, data),
        ("imported editions", user_corpus(), users),
    ]
