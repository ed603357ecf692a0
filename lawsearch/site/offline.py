"""The site installable and read offline on a phone: its icons, the web app manifest, and the
service worker (`site/theme/sw.js`) with the list of every other file of the site and a version
drawn from their content, so that a phone that opened the site once over HTTP(S) keeps all of it,
and a new build (and only a changed one) replaces that copy.

Written last, after every other file of the site."""
from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

from .. import paths
from ..errors import LawsearchError
from ..lang import LANGUAGES
from . import icons

WORKER = "sw.js"
TEMPLATE = paths.THEME / "theme" / WORKER
# The template's line the build replaces with the list and the version.
PLACEHOLDER = 'var VERSION = "", FILES = [];'
MANIFEST = "manifest.webmanifest"
SHORT_NAME = "lawsearch"
BACKGROUND = "#ffffff"  # the pages' paper (lawsearch.css), shown while the app starts
# (file, size, purpose): Chrome installs an app with a 192 and a 512 px PNG icon.
ICONS = (("assets/icon-192.png", 192, "any"), ("assets/icon-512.png", 512, "any"),
         ("assets/icon-maskable-512.png", 512, "maskable"))


def write_icons(site: Path, svg: Path = icons.FAVICON) -> icons.Design:
    """The favicon's design drawn at each size of `ICONS`."""
    design = icons.read(svg)
    for name, size, purpose in ICONS:
        out = site / name
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_bytes(icons.png(icons.draw(design, size, maskable=purpose == "maskable")))
    return design


def manifest(name: str, description: str, lang: str, theme_color: str) -> dict:
    """The web app manifest (its URLs relative to itself, at the site's root, so that the site
    installs from whatever folder it is published in)."""
    info = LANGUAGES.get(lang)
    return {
        "name": name, "short_name": SHORT_NAME, "description": description,
        "lang": lang, "dir": "rtl" if info and info.rtl else "ltr",
        "start_url": "index.html", "scope": "./", "display": "standalone",
        "theme_color": theme_color, "background_color": BACKGROUND,
        "icons": [{"src": src, "sizes": f"{size}x{size}", "type": "image/png", "purpose": purpose}
                  for src, size, purpose in ICONS]
        + [{"src": "assets/favicon.svg", "sizes": "any", "type": "image/svg+xml"}],
    }


def files(site: Path) -> list[str]:
    """Every file of the site but the service worker, as paths from the site's root, in the
    order the worker keeps them (`first`): what a director needs first, first."""
    return sorted((p.relative_to(site).as_posix() for p in Path(site).rglob("*")
                   if p.is_file() and p.relative_to(site).as_posix() != WORKER), key=first)


# What a director needs first on a weak signal: the home and search pages, the pages' own styles
# and scripts and what reads a citation; then the laws; then every other page; last the search's
# data (megabytes, read only by a search of words)
_FIRST = ("index.html", "search.html", "assets/search/grammars.js")
_SEARCH_DATA = "assets/search/"


def first(name: str) -> tuple:
    """Where a file stands in the order the service worker keeps the site's files: numbered
    names in the order of their numbers."""
    if name in _FIRST or (name.startswith("assets/") and not name.startswith(_SEARCH_DATA)):
        rank = 0
    elif name.startswith(_SEARCH_DATA):
        rank = 3
    elif name.startswith("laws/"):
        rank = 1
    else:
        rank = 2
    return rank, [(int(p) if p.isdigit() else p) for p in re.split(r"([0-9]+)", name)]


def version(site: Path, names: list[str]) -> str:
    """A digest of every file's name and content: the same site gives the same version."""
    digest = hashlib.sha256()
    for name in names:
        digest.update(name.encode("utf-8") + b"\0"
                      + hashlib.sha256((Path(site) / name).read_bytes()).digest())
    return digest.hexdigest()[:16]


def worker(names: list[str], version: str, template: Path = TEMPLATE) -> str:
    """The service worker's script with the site's files and their version."""
    text = template.read_text(encoding="utf-8")
    if text.count(PLACEHOLDER) != 1:
        raise LawsearchError(f"{template}: the line {PLACEHOLDER!r} must be there once (the build "
                             "writes the site's files and version in its place)")
    line = (f"var VERSION = {json.dumps(version)}, "
            f"FILES = {json.dumps(runs(names), ensure_ascii=False, separators=(',', ':'))};")
    return text.replace(PLACEHOLDER, line)


def runs(names: list[str]) -> list[list]:
    """The files in order as runs of one folder each, [folder, [its files' names]]: the worker
    spells each folder once (hundreds of the search's parts share one) and reads them back in
    order (`sw.js`); a run of numbered names ("0.js" … "1023.js") is written [prefix, first,
    last, suffix]."""
    out: list[list] = []
    for name in names:
        folder, _, file = name.rpartition("/")
        folder = folder + "/" if folder else ""
        if out and out[-1][0] == folder:
            out[-1][1].append(file)
        else:
            out.append([folder, [file]])
    for run in out:
        run[1] = _numbered(run[1])
    return out


_NUMBERED = re.compile(r"(.*?)(0|[1-9][0-9]*)(\.[a-z]+)\Z")


def _numbered(files: list[str]) -> list:
    """`files` with each run of three or more consecutive numbered names as [prefix, first,
    last, suffix]."""
    out: list = []
    for name in files:
        m = _NUMBERED.match(name)
        last = out[-1] if out else None
        if m and isinstance(last, list) and last[0] == m[1] and last[3] == m[3] \
                and int(m[2]) == last[2] + 1:
            last[2] += 1
        elif m:
            out.append([m[1], int(m[2]), int(m[2]), m[3]])
        else:
            out.append(name)
    # a run of fewer than three names is shorter spelled out
    spelled: list = []
    for item in out:
        if isinstance(item, list) and item[2] - item[1] < 2:
            spelled += [f"{item[0]}{n}{item[3]}" for n in range(item[1], item[2] + 1)]
        else:
            spelled.append(item)
    return spelled


def files_of(runs_: list[list]) -> list[str]:
    """The names `runs` wrote, in order (as sw.js reads them)."""
    return [folder + f for folder, files in runs_ for item in files
            for f in ([item] if isinstance(item, str) else
                      [f"{item[0]}{n}{item[3]}" for n in range(item[1], item[2] + 1)])]


def write(site: Path, name: str, description: str, lang: str) -> str:
    """Icons, manifest and service worker into the built `site`; the site's version."""
    site = Path(site)
    design = write_icons(site)
    theme = "#{:02x}{:02x}{:02x}".format(*design.background())
    (site / MANIFEST).write_text(
        json.dumps(manifest(name, description, lang, theme), ensure_ascii=False, indent=1) + "\n",
        encoding="utf-8")
    # last: the list holds every other file, these included
    names = files(site)
    ident = version(site, names)
    (site / WORKER).write_text(worker(names, ident), encoding="utf-8")
    return ident
