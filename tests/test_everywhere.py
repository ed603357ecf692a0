"""Editions from outside the package, as a user who has all of them has them: in one checkout (a
copy of this one's tracked files, committed), an English edition imported from a PDF, an edition
in a language kept outside the package (tests/fixtures/languages/xx) and a Danish edition of
another work (tests/fixtures/works); then one `lawsearch build`. Each is everywhere: shown,
searched, exported, on the site, with no change to lawsearch; and `git status` is clean after, the
editions having gone into the user corpus and into the built index and site only.

One import of each and one build serve every test here (a build of the corpus, the index and the
site is the longest thing the suite does)."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest
from english_editions import invented
from lxml import etree, html

from lawsearch import paths
from lawsearch.works import WORK

pytestmark = pytest.mark.slow  # imports three editions, then builds a corpus, an index and a site

FIXTURES = paths.ROOT / "tests" / "fixtures"
ENGLISH = ("acbl", 1)


@dataclass
class Checkout:
    root: Path
    env: dict[str, str]
    said: dict[str, subprocess.CompletedProcess]  # what each import and the build printed

    def run(self, *args: str) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, "-m", "lawsearch", *args], capture_output=True,
                              text=True, env=self.env, cwd=self.root)

    def ok(self, *args: str) -> subprocess.CompletedProcess:
        done = self.run(*args)
        assert done.returncode == 0, done.stderr
        return done

    def git(self, *args: str) -> str:
        return subprocess.run(["git", *args], cwd=self.root, check=True, capture_output=True,
                              text=True).stdout

    @property
    def site(self) -> Path:
        return self.root / "build" / "site"


@pytest.fixture(scope="module")
def checkout(tmp_path_factory) -> Checkout:
    tmp = tmp_path_factory.mktemp("everywhere")
    root = tmp / "checkout"
    tracked = subprocess.run(["git", "ls-files", "-z"], cwd=paths.ROOT, check=True,
                             capture_output=True).stdout.decode().split("\0")
    for name in filter(None, tracked):
        source = paths.ROOT / name
        if source.is_file():
            (root / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, root / name)
    env = {**os.environ, "LAWSEARCH_ROOT": str(root),
           "LAWSEARCH_LANGUAGES": str(FIXTURES / "languages"),
           "LAWSEARCH_WORKS": str(FIXTURES / "works")}
    for name in ("LAWSEARCH_USER_CORPUS", "LAWSEARCH_CACHE", "LAWSEARCH_DATA"):
        env.pop(name, None)  # the checkout's own user/akn and build/
    here = Checkout(root, env, {})
    here.git("init", "-q")
    here.git("add", "-A")
    here.git("-c", "user.name=test", "-c", "user.email=test@example.org", "commit", "-q", "-m", "x")

    english = tmp / "laws-en.pdf"
    english.write_bytes(invented(*ENGLISH).pdf())
    xx = str(FIXTURES / "xx-edition.txt")
    here.said["xx strict"] = here.run("import", xx, "--lang", "xx", "--profile", "xx-plain",
                                      "--strict")
    here.said["xx"] = here.ok("import", xx, "--lang", "xx", "--profile", "xx-plain")
    here.said["zbf"] = here.ok("import", str(FIXTURES / "zbf-2031-da.txt"), "--lang", "da",
                               "--work", "zbf-2031", "--profile", "da-plain", "--strict")
    here.said["en"] = here.ok("import", str(english), "--lang", "en", "--edition",
                              "An Invented Edition (2017)")
    here.said["build"] = here.ok("build")
    return here


def search(checkout: Checkout, query: str, *options: str) -> list[dict]:
    return json.loads(checkout.ok("search", query, "--format", "json", *options).stdout)["results"]


def test_the_build_leaves_every_tracked_file_as_it_was(checkout):
    assert (checkout.root / "user" / "akn" / "en" / "wbf-2017.xml").is_file()
    assert (checkout.root / "user" / "akn" / "xx" / "wbf-2017.xml").is_file()
    assert (checkout.root / "user" / "akn" / "da" / "zbf-2031.xml").is_file()
    assert checkout.git("status", "--porcelain") == ""


# ------------------------------------------------------------------ an imported English edition

def test_the_build_and_the_editions_page_name_the_imported_edition(checkout):
    said = " ".join(checkout.said["build"].stderr.split())
    assert "en (imported): An Invented Edition (2017), 93 laws" in said
    assert "from laws-en.pdf" in said and "; in the index and the site" in said
    page = (checkout.site / "editions.html").read_text(encoding="utf-8")
    assert "Imported editions" in page and "An Invented Edition (2017)" in page
    assert "laws-en.pdf" in page


def test_an_imported_english_edition_is_a_fourth_language_everywhere(checkout):
    item = " ".join(invented(*ENGLISH).expected.units["27B1(a)"][1].split())
    results = search(checkout, "insufficient bid")  # every language, as a user types it
    assert results[0]["id"] == "27"
    assert {"lang": "en", "source": "law"} in [
        {"lang": m["lang"], "source": m["source"]} for m in results[0]["matched"]]
    (shown,) = json.loads(checkout.ok("show", "Law 27B1(a)", "--format", "json").stdout)["units"]
    # (the invented language's edition has three laws, not 27)
    assert [lang for lang, text in shown["text"].items() if text] == ["tr", "da", "he", "en"]
    assert " ".join(shown["text"]["en"].split()) == item
    exported = {r["id"]: r for r in map(json.loads, checkout.ok("export").stdout.splitlines())}
    assert exported["27"]["title"]["en"] == "Insufficient Bid"
    row = html.parse(str(checkout.site / "laws" / "27.html")).getroot().get_element_by_id("27B1a")
    english = [td for td in row.findall("td") if td.get("data-lang") == "en"]
    assert english and " ".join(item.split()[:8]) in " ".join(english[0].text_content().split())


# ------------------------------------------------------------------ a language kept outside

def test_an_edition_in_a_language_kept_outside_the_package_is_everywhere(checkout):
    """The invented language (a declaration and a citation grammar) and an edition of three of
    its laws: refused by --strict with its reason and nothing written, imported, shown, built,
    and found by a search in its words."""
    strict = checkout.said["xx strict"]
    assert strict.returncode == 1
    assert "--strict: 90 laws not found (read: 3 of the 93)" in strict.stderr
    assert checkout.said["xx"].stdout.startswith("check before use: 90 laws not found; read 3 laws")
    (shown,) = json.loads(checkout.ok("show", "1B", "--format", "json").stdout)["units"]
    assert shown["title"]["xx"] == "Zorbaten felu"
    assert shown["text"]["xx"] == "Felu zorbat plinde quastel."
    assert search(checkout, "mappik trundel")[0]["id"] == "2"
    page = (checkout.site / "laws" / "1.html").read_text(encoding="utf-8")
    assert 'data-lang="xx"' in page and "Zorbaten vakri" in page
    data = (checkout.site / "assets" / "search" / "index.js").read_text(encoding="utf-8")
    assert '"code":"xx"' in data


# ------------------------------------------------------------------ another work

def test_an_edition_of_another_work_is_everywhere_beside_the_laws(checkout):
    """The invented work (three laws) and a Danish edition of it: imported beside the 2017
    Danish edition, shown with its qualified ids, built into the corpus, the index and the site
    (a page of its own, its cross-references linked within it), found by a search in its
    words."""
    assert checkout.said["zbf"].stdout.startswith("read whole: 3 laws, 6 of the 6 units")
    assert "Laws of Zorbat Bridge 2031 (imported)" in checkout.said["zbf"].stdout
    root = etree.parse(str(checkout.root / "user" / "akn" / "da" / "zbf-2031.xml")).getroot()
    ns = {"a": root.nsmap[None]}
    assert root.find(".//a:FRBRWork/a:FRBRuri", ns).get("value") == \
        "/akn/int/act/zbf/2031/laws-of-zorbat-bridge"

    (shown,) = json.loads(checkout.ok("show", "zbf-2031:1B", "--format", "json").stdout)["units"]
    assert (shown["work"], shown["id"], shown["law"]) == ("zbf-2031", "1B", "1")
    assert shown["text"]["da"] == "Kvisten af en vrumpel er altid grøntlig."
    (law,) = json.loads(checkout.ok("show", "1B", "--format", "json").stdout)["units"]
    assert law["work"] == WORK and law["text"]["da"] != shown["text"]["da"]  # 2017's 1B
    api = subprocess.run([sys.executable, "-c", "from lawsearch import Corpus; import json; "
                          "print(json.dumps([r['text']['da'] for r in "
                          "Corpus.load(work='zbf-2031').show('1B')]))"],
                         capture_output=True, text=True, env=checkout.env, cwd=checkout.root,
                         check=True)
    assert json.loads(api.stdout) == [shown["text"]["da"]]  # its own 1B, from Python too
    missing = checkout.run("show", "zbf-2031:4")
    assert missing.returncode == 2 and "no law 4; laws run 1–3 (in zbf-2031)" in missing.stderr

    found = search(checkout, "vrumpel skandol")
    assert (found[0]["work"], found[0]["id"]) == ("zbf-2031", "1A")
    assert "zbf-2031:1A" in checkout.ok("search", "vrumpel skandol").stdout
    page = (checkout.site / "zbf-2031.html").read_text(encoding="utf-8")
    assert 'id="1A"' in page and "Vrumplernes skandol" in page
    assert 'href="#2" data-target="zbf-2031:2"' in page  # "§ 2" within its own work
    assert 'href="zbf-2031.html"' in (checkout.site / "index.html").read_text(encoding="utf-8")
    units = (checkout.site / "assets" / "search" / "units" / "zbf-2031-1.js").read_text(
        encoding="utf-8")
    assert "Vrumplernes kvist" in units
    data = (checkout.site / "assets" / "search" / "index.js").read_text(encoding="utf-8")
    assert '"zbf-2031":"Laws of Zorbat Bridge 2031"' in data
    exported = checkout.ok("export").stdout.splitlines()
    assert any(json.loads(r)["work"] == "zbf-2031" for r in exported)
