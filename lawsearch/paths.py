"""Where the project's files live (a checkout's root, overridable from the command line)."""
from __future__ import annotations

import os
from pathlib import Path

ROOT = Path(os.environ.get("LAWSEARCH_ROOT", Path(__file__).resolve().parent.parent))
SOURCES = ROOT / "corpus" / "sources"
AKN = ROOT / "corpus" / "akn"
GAPS = ROOT / "corpus" / "gaps.json"
BUILD = ROOT / "build"
FETCHED = BUILD / "sources"  # what `lawsearch fetch-sources` downloads (never committed)
