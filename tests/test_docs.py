"""The project's documentation: a short README with the two commands, and the rest under docs/,
built by MkDocs in strict mode (a broken link or a page left out of the navigation fails)."""
from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_the_readme_is_short_and_starts_with_the_two_commands():
    assert len(README) <= 8000
    quick = README.split("## Quick start", 1)[1].split("\n## ", 1)[0]
    block = re.search(r"```sh\n(.*?)```", quick, re.S).group(1).strip().split("\n")
    assert len(block) == 2
    assert "lawsearch build" in block[0] and "lawsearch show" in block[0]
    assert "pytest" in block[1]
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert block[1] in ci


def test_every_link_of_the_readme_to_the_docs_is_a_page():
    links = re.findall(r"\]\((docs/[^)#]+)", README)
    assert len(links) >= 10
    for link in links:
        assert (ROOT / link).is_file(), link


def test_the_docs_build_strict(tmp_path):
    run = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict",
                          "-f", str(ROOT / "mkdocs.yml"), "-d", str(tmp_path / "docs")],
                         capture_output=True, text=True, cwd=ROOT)
    assert run.returncode == 0, run.stderr
    page = (tmp_path / "docs" / "import.html").read_text(encoding="utf-8")
    assert "lawsearch import" in page
    pages = {p.name for p in (ROOT / "docs").glob("*.md")}
    nav = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    assert all(p in nav for p in pages)  # no page outside the navigation
