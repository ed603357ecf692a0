"""lawsearch as a package: where it reads and writes in a checkout and when moved, and the wheel
`python -m build` makes, installed in a fresh virtual environment and run from an empty folder:
every command works there, from the package's own data, and nothing is written inside
site-packages."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from english_editions import invented

from lawsearch import __version__, paths
from lawsearch.corpus import Corpus

pytestmark = pytest.mark.slow  # builds the wheel and installs it in a new environment


def lawsearch(*args: str, **env: str) -> subprocess.CompletedProcess:
    base = {k: v for k, v in os.environ.items() if not k.startswith("LAWSEARCH_")}
    return subprocess.run([sys.executable, "-m", "lawsearch", *args], capture_output=True,
                          text=True, env={**base, "PYTHONPATH": str(paths.ROOT), **env},
                          check=True)


def where(*args: str, **env: str) -> dict[str, str]:
    data = json.loads(lawsearch(*args, "paths", "--format", "json", **env).stdout)
    return {name: row["path"] for name, row in data.items()}


def test_version_is_the_projects():
    project = tomllib.loads((paths.ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert lawsearch("--version").stdout.strip() == f"lawsearch {project['project']['version']}"
    assert __version__ == project["project"]["version"]


def test_a_checkout_keeps_its_layout_and_the_folders_move(tmp_path):
    root = paths.ROOT
    here = where()
    assert here["corpus read"] == here["corpus written by build"] == str(root / "corpus" / "akn")
    assert here["search index"] == str(root / "build" / "index")
    assert here["website"] == str(root / "build" / "site")
    assert here["imported editions"] == str(root / "user" / "akn")
    moved = where(LAWSEARCH_CACHE=str(tmp_path / "c"), LAWSEARCH_DATA=str(tmp_path / "d"))
    assert moved["search index"] == str(tmp_path / "c" / "index")
    assert moved["website"] == str(tmp_path / "c" / "site")
    assert moved["imported editions"] == str(tmp_path / "d" / "akn")
    assert moved["corpus read"] == str(root / "corpus" / "akn")  # a checkout's corpus is its own
    options = where("--cache", str(tmp_path / "o"), f"--data={tmp_path / 'p'}")
    assert options["search index"] == str(tmp_path / "o" / "index")
    assert options["imported editions"] == str(tmp_path / "p" / "akn")
    alone = where(LAWSEARCH_USER_CORPUS=str(tmp_path / "u"))
    assert alone["imported editions"] == str(tmp_path / "u")


@pytest.mark.parametrize("xdg", [{}, {"XDG_CACHE_HOME": "/x/cache", "XDG_DATA_HOME": "/x/data"},
                                 {"XDG_CACHE_HOME": " ", "XDG_DATA_HOME": ""}])
def test_the_user_folders_are_platformdirs(monkeypatch, tmp_path, xdg):
    import platformdirs

    monkeypatch.setenv("HOME", str(tmp_path))
    for name in ("XDG_CACHE_HOME", "XDG_DATA_HOME"):
        monkeypatch.delenv(name, raising=False)
    for name, value in xdg.items():
        monkeypatch.setenv(name, value)
    assert paths._user_dir("cache") == Path(platformdirs.user_cache_dir("lawsearch", False))
    assert paths._user_dir("data") == Path(platformdirs.user_data_dir("lawsearch", False))


def files(folder: Path) -> dict[str, tuple[int, int]]:
    return {str(p.relative_to(folder)): (p.stat().st_size, p.stat().st_mtime_ns)
            for p in folder.rglob("*") if p.is_file() or p.is_symlink()}


def test_the_installed_wheel_works_from_an_empty_folder(tmp_path):
    from installed import install, unmet

    pkg = install(tmp_path)
    assert pkg.sdist.stat().st_size > 0
    assert unmet(pkg.wheel) == []  # what it asks for, pinned as this environment has it
    site_packages = pkg.site_packages
    data = site_packages / "lawsearch" / "data"
    assert (data / "corpus" / "akn" / "tr" / "wbf-2017.xml").is_file()
    assert (data / "site" / "mkdocs.yml").is_file()
    before = files(site_packages)
    empty = tmp_path / "empty"
    empty.mkdir()

    assert pkg.run("--version", cwd=empty).stdout.strip() == f"lawsearch {__version__}"
    located = json.loads(pkg.run("paths", "--format", "json", cwd=empty).stdout)
    assert located["corpus read"]["path"] == str(data / "corpus" / "akn")
    assert located["search index"]["path"] == str(pkg.home / ".cache" / "lawsearch" / "index")
    assert located["imported editions"]["path"] == str(
        pkg.home / ".local" / "share" / "lawsearch" / "akn")

    shipped = Corpus.load(paths.AKN, user=False)
    law = shipped.versions("27")["tr"]
    shown = pkg.run("show", "27", cwd=empty, COLUMNS="200").stdout
    assert f"{law.num} {law.heading}" in shown
    cite = pkg.run("cite", "bkz. Yasa 27B1(a) ve Yasa 94", "--format", "json", cwd=empty,
                   check=False)
    assert cite.returncode == 2  # Yasa 94 names nothing: said, every citation given
    cited = json.loads(cite.stdout)["citations"]
    assert [c["targets"] for c in cited] == [["27B1(a)"], []]

    edition = invented("wbf", 0)
    (empty / "laws-en.txt").write_text(edition.text(), encoding="utf-8")
    imported = pkg.run("import", "laws-en.txt", "--lang", "en", cwd=empty).stdout
    assert "aligned: 828 of the 828 units" in imported
    assert (pkg.home / ".local" / "share" / "lawsearch" / "akn" / "en" / "wbf-2017.xml").is_file()
    unit = json.loads(pkg.run("show", "27B1(a)", "--format", "json", cwd=empty).stdout)
    english = unit["units"][0]["text"]["en"]
    assert " ".join(english.split()) == edition.expected.units["27B1(a)"][1]
    pkg.run("export", "--format", "tmx", "-o", "laws.tmx", cwd=empty)
    assert (empty / "laws.tmx").read_text(encoding="utf-8").count('<tuv xml:lang="en">') > 700

    # the index is built once, where a user's first search builds it (the corpus a build writes
    # next is the same text, so that the index stays fresh for it)
    found = json.loads(pkg.run("search", "insufficient bid", "--format", "json",
                               cwd=empty).stdout)
    assert found["results"][0]["id"] == "27"
    assert {"lang": "en", "source": "law"} in [
        {"lang": m["lang"], "source": m["source"]} for m in found["results"][0]["matched"]]
    assert (pkg.home / ".cache" / "lawsearch" / "index").is_dir()

    built = pkg.run("build", "--no-site", "--no-index", cwd=empty).stderr
    assert "en (imported): " in built and "; in the index" not in built  # none written
    located = json.loads(pkg.run("paths", "--format", "json", cwd=empty).stdout)
    assert located["corpus read"]["path"] == located["corpus written by build"]["path"]
    rebuilt = Path(located["corpus read"]["path"])  # in the data folder, of this version
    assert rebuilt == pkg.home / ".local" / "share" / "lawsearch" / "corpus" / __version__ / "akn"
    assert (rebuilt / "tr" / "wbf-2017.xml").read_bytes() == \
        (paths.AKN / "tr" / "wbf-2017.xml").read_bytes()
    again = pkg.run("search", "insufficient bid", "--format", "json", cwd=empty)
    assert json.loads(again.stdout)["results"][0]["id"] == "27"
    assert "rebuilding" not in again.stderr  # the same text: the index built before serves

    assert files(site_packages) == before  # nothing written inside site-packages
    assert sorted(p.name for p in empty.iterdir()) == ["laws-en.txt", "laws.tmx"]
