"""The link checker: every link and anchor of the built site must lead somewhere on it, every id
must be unique on its page, and no page may load anything from another host (the site is read
offline); the same for the web app manifest's addresses (its start page, scope and icons)."""
from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import unquote, urlsplit

from lxml import html as lxml_html

# Attributes that make the browser fetch something when the page loads.
LOADED = {("script", "src"), ("link", "href"), ("img", "src"), ("iframe", "src"),
          ("source", "src"), ("audio", "src"), ("video", "src"), ("object", "data")}


@dataclass
class Problem:
    page: str  # relative to the site's root
    line: int
    target: str
    why: str

    def __str__(self) -> str:
        return f"{self.page}:{self.line}: {self.target}: {self.why}"


@dataclass
class Report:
    pages: int
    links: int
    problems: list[Problem]


def _ids(tree) -> list[tuple[str, int]]:
    return [(el.get("id"), el.sourceline or 0) for el in tree.iter() if el.get("id")] + \
        [(el.get("name"), el.sourceline or 0) for el in tree.iter("a") if el.get("name")]


def _manifest(root: Path, path: Path) -> tuple[int, list[Problem]]:
    """The addresses of a web app manifest: each a file of the site (the scope a folder)."""
    name = path.relative_to(root).as_posix()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as err:
        return 0, [Problem(name, getattr(err, "lineno", 0), "", f"not JSON: {err}")]
    if not isinstance(data, dict):
        return 0, [Problem(name, 1, "", "not a JSON object")]
    values = [("start_url", data.get("start_url")), ("scope", data.get("scope"))] + \
        [(f"icons[{i}]", icon.get("src")) for i, icon in enumerate(data.get("icons") or [])
         if isinstance(icon, dict)]
    problems = []
    for key, value in values:
        if value is None:
            continue
        parts = urlsplit(str(value))
        if parts.scheme in ("http", "https") or str(value).startswith("//"):
            problems.append(Problem(name, 0, str(value), f"{key}: loaded from another host"))
            continue
        if parts.scheme:
            problems.append(Problem(name, 0, str(value), f"{key}: unknown scheme"))
            continue
        target = path.parent / unquote(parts.path)
        if not (target.is_dir() if key == "scope" else target.is_file()):
            problems.append(Problem(name, 0, str(value), f"{key}: no such "
                                    f"{'folder' if key == 'scope' else 'file'}"))
    return len([v for _, v in values if v is not None]), problems


class _Files:
    """What a path is, the site's files and folders listed once (25,000 links each asked of
    the disk were a third of the check): a file, a folder or nothing; a path outside the site
    is asked of the disk."""

    def __init__(self, root: Path):
        self.root = os.path.abspath(root)
        self.files: set[str] = set()
        self.folders: set[str] = set()
        for folder, _, names in os.walk(self.root):
            self.folders.add(folder)
            self.files.update(os.path.join(folder, n) for n in names)

    def is_file(self, path: str) -> bool:
        return path in self.files if self._inside(path) else os.path.isfile(path)

    def is_dir(self, path: str) -> bool:
        return path in self.folders if self._inside(path) else os.path.isdir(path)

    def _inside(self, path: str) -> bool:
        return path == self.root or path.startswith(self.root + os.sep)


def check_site(root: Path) -> Report:
    """Check every HTML page and web app manifest under `root`."""
    root = Path(root)
    pages = sorted(root.rglob("*.html"))
    trees = {p: lxml_html.parse(str(p)) for p in pages}
    disk = _Files(root)
    problems: list[Problem] = []
    ids: dict[Path, set[str]] = {}
    for p, t in trees.items():
        seen: set[str] = set()
        for ident, line in _ids(t):
            if ident in seen:  # a link to it would land on the first one only
                problems.append(Problem(p.relative_to(root).as_posix(), line, f"#{ident}",
                                        "the same id twice on the page"))
            seen.add(ident)
        ids[os.path.abspath(p)] = seen
    count = 0
    for page, tree in trees.items():
        name = page.relative_to(root).as_posix()
        for el in tree.iter():
            if not isinstance(el.tag, str):
                continue
            for attr in ("href", "src", "data"):
                value = el.get(attr)
                if value is None or (el.tag, attr) not in LOADED and attr != "href":
                    continue
                count += 1
                parts = urlsplit(value)
                if parts.scheme in ("http", "https") or value.startswith("//"):
                    if (el.tag, attr) in LOADED:
                        problems.append(Problem(name, el.sourceline or 0, value,
                                                "loaded from another host"))
                    continue
                if parts.scheme in ("mailto", "data", "javascript"):
                    continue
                if parts.scheme:
                    problems.append(Problem(name, el.sourceline or 0, value, "unknown scheme"))
                    continue
                target = os.path.normpath(os.path.join(os.path.abspath(page.parent),
                                                       unquote(parts.path))) \
                    if parts.path else os.path.abspath(page)
                if parts.path.endswith("/") or disk.is_dir(target):
                    problems.append(Problem(name, el.sourceline or 0, value,
                                            "a folder (no index page when opened from disk)"))
                    continue
                if not disk.is_file(target):
                    problems.append(Problem(name, el.sourceline or 0, value, "no such file"))
                    continue
                fragment = unquote(parts.fragment)
                if fragment and target.endswith(".html") and fragment not in ids.get(target, ()):
                    problems.append(Problem(name, el.sourceline or 0, value,
                                            f"no anchor #{fragment} there"))
    for manifest in sorted(root.rglob("*.webmanifest")):
        links, found = _manifest(root, manifest)
        count += links
        problems += found
    return Report(len(pages), count, problems)
