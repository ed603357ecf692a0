"""The site's text compressed: what is worth it (`worth`), and a copy `<file>.gz` beside each such
file for a static host that serves pre-compressed files (nginx's gzip_static, `lawsearch build
--gzip`); `lawsearch serve` sends those copies, or compresses on the fly where there is none."""
from __future__ import annotations

import gzip
from pathlib import Path

# The site's text (pages, scripts and their data, styles, the manifest, SVG): a smaller file
# gains less than its headers cost.
TEXT = frozenset({".html", ".js", ".css", ".json", ".webmanifest", ".svg", ".xml", ".txt"})
SMALLEST = 1024  # bytes


def worth(path: Path) -> bool:
    """Whether a file of the site is sent compressed."""
    path = Path(path)
    return path.suffix in TEXT and path.is_file() and path.stat().st_size >= SMALLEST


def compress(data: bytes) -> bytes:
    """`data` gzipped, the same bytes every time (no name or date in the header)."""
    return gzip.compress(data, compresslevel=9, mtime=0)


def write(site: Path) -> int:
    """A `.gz` copy beside every file of `site` worth compressing; how many were written."""
    count = 0
    for path in sorted(Path(site).rglob("*")):
        if worth(path):
            path.with_name(path.name + ".gz").write_bytes(compress(path.read_bytes()))
            count += 1
    return count
