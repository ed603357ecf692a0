"""Where the project's files live (a checkout's root, overridable from the command line)."""
from __future__ import annotations

import os
from pathlib import Path

ROOT = Path(os.environ.get("LAWSEARCH_ROOT", Path(__file__).resolve().parent.parent))
SOURCES = ROOT / "corpus" / "sources"
AKN = ROOT / "corpus" / "akn"
GAPS = ROOT / "corpus" / "gaps.json"
SITUATIONS = ROOT / "corpus" / "situations"  # the situations thesaurus, a file per range of laws
BUILD = ROOT / "build"
FETCHED = BUILD / "sources"  # what `lawsearch fetch-sources` downloads (never committed)


def user_corpus() -> Path:
    """Where `lawsearch import` writes the editions users import: `$LAWSEARCH_USER_CORPUS`, else
    `user/akn/` in the checkout (never the shipped corpus)."""
    return Path(os.environ.get("LAWSEARCH_USER_CORPUS", ROOT / "user" / "akn"))


def user_files(work: str = "wbf-2017") -> list[Path]:
    """The imported expressions of `work`, one per language folder."""
    folder = user_corpus()
    return sorted(folder.glob(f"*/{work}.xml")) if folder.is_dir() else []
