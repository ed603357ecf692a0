"""`lawsearch import` against files that are no edition and would take the machine: each bound of
`lawsearch/imports/limits.py` refuses its file early, in one line naming the file and the bound,
with a non-zero exit and no traceback. The acceptance cases run under a 2 GB memory limit: a
200 MB text that begins like an edition, a PDF whose one stream inflates to 1 GiB."""
from __future__ import annotations

import subprocess
import sys
import time
import zlib
from pathlib import Path

import pytest
from english_editions import invented
from hostile_files import (MB, chained_bomb_pdf, crowded_page, long_text, many_pages_pdf,
                           runlength_bomb_pdf, zlib_bomb_pdf)

from lawsearch.errors import LawsearchError
from lawsearch.imports import limits, pdf_bounds
from lawsearch.imports.importer import import_edition
from lawsearch.imports.pdf import extract

REFUSED = "refused, as no edition of the Laws comes near that"


@pytest.fixture(scope="module")
def edition_text() -> str:
    return invented("wbf", 0).text()


def run_limited(tmp_path: Path, *args: str, memory_kb: int = 2_000_000) -> tuple[
        subprocess.CompletedProcess, float]:
    """`lawsearch ARGS` in a bash subshell under `ulimit -v`, its own data folder; and the time
    it took."""
    command = " ".join(f"'{a}'" for a in [sys.executable, "-m", "lawsearch", "--data",
                                          str(tmp_path / "data"), *args])
    start = time.monotonic()
    done = subprocess.run(["bash", "-c", f"ulimit -v {memory_kb} && exec {command}"],
                          capture_output=True, text=True, timeout=120)
    return done, time.monotonic() - start


def one_line_refusal(done: subprocess.CompletedProcess, path: Path, bound: str) -> None:
    assert done.returncode == 1, done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in done.stderr and "Fatal" not in done.stderr
    assert lines[0].startswith(f"lawsearch: {path}: ") and bound in lines[0] and REFUSED in lines[0]
    assert "written" not in done.stdout


def test_every_bound_is_generous_beside_a_real_edition():
    # a shipped source text is 150–250 KB, its lines 2,000–4,000 and under 1,000 characters;
    # the invented English PDF ~300 KB and 144 pages, its text 6,000 lines
    assert limits.MAX_TEXT_BYTES >= 25 * 400_000
    assert limits.MAX_TEXT_LINES >= 25 * 6_000 and limits.MAX_LINE_CHARS >= 100 * 1_000
    assert limits.MAX_PDF_BYTES >= 20 * 5 * MB and limits.MAX_PAGES >= 10 * 160
    assert limits.MAX_STREAM_INFLATED >= 16 * MB
    assert limits.MAX_PDF_INFLATED >= limits.MAX_STREAM_INFLATED


# ---------------------------------------------------------------------------------------------
# Size of the file, before anything is read


@pytest.mark.slow  # writes a 200 MB file
def test_a_200_mb_text_is_refused_at_once_under_a_2_gb_limit(tmp_path, edition_text):
    big = long_text(tmp_path / "edition.txt", edition_text, 200 * MB)
    done, took = run_limited(tmp_path, "import", str(big), "--lang", "en", "--dry-run")
    one_line_refusal(done, big, "200 MB, over the limit of 10 MB for a text")
    assert took <= 10


@pytest.mark.parametrize("kind", ["text", "akn", "pdf"])
def test_a_file_one_byte_over_its_bound_is_refused_and_at_it_is_not(tmp_path, kind):
    head = {"text": b"LAW 1\n", "akn": b"<?xml version='1.0'?>\n<akomaNtoso/>",
            "pdf": b"%PDF-1.4\n"}[kind]
    bound = limits.MAX_PDF_BYTES if kind == "pdf" else limits.MAX_TEXT_BYTES
    path = tmp_path / f"edition.{kind}"
    with open(path, "wb") as f:  # sparse: no disk used for the rest
        f.write(head)
        f.truncate(bound)
    limits.check_size(path)
    with open(path, "ab") as f:
        f.write(b"\n")
    with pytest.raises(LawsearchError, match=f"over the limit of {limits.size(bound)}"):
        limits.check_size(path)
    with pytest.raises(LawsearchError, match=REFUSED):
        import_edition(path, "en", user_dir=tmp_path / "user", dry_run=True)
    assert not (tmp_path / "user").exists()


@pytest.mark.parametrize("tail, bound", [
    ("a\n" * limits.MAX_TEXT_LINES, "lines, over the limit of 250,000"),
    ("word " * (limits.MAX_LINE_CHARS // 5 + 1) + "\n",
     "characters, over the limit of 100,000 for a line"),
], ids=["lines", "line"])
def test_a_text_of_too_many_lines_or_too_long_a_line_is_refused_before_it_is_read(
        tmp_path, edition_text, tail, bound):
    path = tmp_path / "edition.txt"
    path.write_text(edition_text + tail, encoding="utf-8")
    start = time.monotonic()
    with pytest.raises(LawsearchError) as refused:
        import_edition(path, "en", user_dir=tmp_path / "user", dry_run=True)
    assert time.monotonic() - start < 10
    assert str(refused.value).startswith(f"{path}: ") and bound in str(refused.value)
    path.write_text(edition_text + tail[len(tail) // 2:], encoding="utf-8")  # half: not refused
    limits.check_length(path, path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("tail, glyphs", [("T\nh\ne\n \n" * (limits.MAX_TEXT_LINES // 4), True),
                                          ("The Director rules.\n" * limits.MAX_TEXT_LINES,
                                           False)], ids=["a character a line", "sentences"])
def test_too_many_lines_of_a_character_each_are_said_to_be_a_pdf_read_a_glyph_a_line(
        tmp_path, edition_text, tail, glyphs):
    """What pypdf gives of a PDF drawn a glyph at a time (a character on each line) is refused
    saying so, and what to import instead; other lines past the bound are not said to be."""
    path = tmp_path / "edition.txt"
    path.write_text(edition_text + tail, encoding="utf-8")
    with pytest.raises(LawsearchError) as refused:
        import_edition(path, "en", user_dir=tmp_path / "user", dry_run=True)
    said = str(refused.value)
    assert "lines, over the limit of 250,000" in said
    assert ("a character to a line; refused (import the PDF itself)" in said) == glyphs, said


def test_a_file_that_grew_past_its_bound_after_the_check_is_refused(tmp_path, monkeypatch):
    path = tmp_path / "edition.txt"
    path.write_bytes(b"x" * 2000)
    monkeypatch.setattr(limits, "MAX_TEXT_BYTES", 1000)  # as if it had grown since the stat
    with pytest.raises(LawsearchError, match="over the limit of 1000 bytes"):
        limits.read_bytes(path)
    monkeypatch.setattr(limits, "MAX_TEXT_BYTES", 2000)
    assert limits.read_bytes(path) == b"x" * 2000


# ---------------------------------------------------------------------------------------------
# What a PDF inflates to, its pages, what they draw


@pytest.mark.slow  # compresses 1 GiB
def test_a_pdf_whose_stream_inflates_to_1_gib_is_refused_at_once_under_a_2_gb_limit(tmp_path):
    bomb = zlib_bomb_pdf(tmp_path / "edition.pdf")
    assert bomb.stat().st_size < 2 * MB
    done, took = run_limited(tmp_path, "import", str(bomb), "--lang", "en", "--dry-run")
    one_line_refusal(done, bomb, "a stream of it decodes to more than 64 MB")
    assert took <= 10


@pytest.mark.parametrize("make, bound", [
    (lambda path: chained_bomb_pdf(path, 128 * MB), "a stream of it decodes to more than 64 MB"),
    (runlength_bomb_pdf, "a stream of it decodes to more than 64 MB"),
    (lambda path: many_pages_pdf(path, limits.MAX_PAGES + 1), "2,001 pages, over the limit"),
    (lambda path: many_pages_pdf(path, 1, crowded_page(limits.MAX_PAGE_ITEMS + 1)),
     "page 1 draws more than 100,000 characters and shapes"),
    (lambda path: many_pages_pdf(path, 100, b" " * MB), "more than 64 MB of instructions"),
], ids=["flate-twice", "run-length", "pages", "page-items", "instructions"])
def test_hostile_pdfs_are_refused_in_one_line(tmp_path, make, bound):
    path = make(tmp_path / "edition.pdf")
    start = time.monotonic()
    with pytest.raises(LawsearchError) as refused:
        extract(path)
    assert time.monotonic() - start < 10
    message = str(refused.value)
    assert message.startswith(f"{path}: ") and bound in message and REFUSED in message
    assert "\n" not in message


def test_a_page_tree_that_counts_fewer_pages_than_it_has_is_refused_on_the_page_after(
        tmp_path, monkeypatch):
    monkeypatch.setattr(pdf_bounds, "MAX_PAGES", 3)
    path = many_pages_pdf(tmp_path / "edition.pdf", 4)
    path.write_bytes(path.read_bytes().replace(b"/Count 4", b"/Count 1"))
    with pytest.raises(LawsearchError, match="more than 3 pages"):
        extract(path)
    monkeypatch.setattr(pdf_bounds, "MAX_PAGES", 4)
    assert extract(path).count("\f") == 3


def test_all_the_streams_together_and_all_the_pages_together_are_bounded(tmp_path,
                                                                           monkeypatch):
    path = many_pages_pdf(tmp_path / "edition.pdf", 30, crowded_page(1000))
    monkeypatch.setattr(pdf_bounds, "MAX_ITEMS", 20_000)
    with pytest.raises(LawsearchError, match="draws more than 20,000 characters and shapes, "
                                             "the limit for a PDF"):
        extract(path)
    monkeypatch.setattr(pdf_bounds, "MAX_ITEMS", 30_000)
    assert extract(path).count("\f") == 29
    bomb = zlib_bomb_pdf(tmp_path / "bomb.pdf", 3 * MB)
    monkeypatch.setattr(pdf_bounds, "MAX_PDF_INFLATED", 2 * MB)
    with pytest.raises(LawsearchError, match="its streams decode to more than 2 MB"):
        extract(bomb)


def test_a_stream_under_the_bound_reads_and_a_damaged_one_gives_what_it_holds(tmp_path):
    path = zlib_bomb_pdf(tmp_path / "edition.pdf", 2 * MB)
    assert extract(path) == "The Laws of Duplicate Bridge"
    # cut short in its middle: pdfminer would retry it byte by byte, in quadratic time
    data = path.read_bytes()
    start = data.index(b"stream\n") + len(b"stream\n")
    end = data.index(b"\nendstream")
    cut = data[:start] + data[start:start + (end - start) // 2] + data[end:]
    damaged = tmp_path / "damaged.pdf"
    damaged.write_bytes(cut)
    begin = time.monotonic()
    assert extract(damaged) == "The Laws of Duplicate Bridge"
    assert time.monotonic() - begin < 10


def test_the_decoders_are_bounded_only_while_a_pdf_is_read():
    import pdfminer.pdftypes as pdftypes

    saved = pdftypes.zlib, pdftypes.lzwdecode, pdftypes.rldecode
    with pdf_bounds.bounded():
        assert pdftypes.zlib is not zlib
        assert pdftypes.zlib.decompress(zlib.compress(b"x" * 1000)) == b"x" * 1000
        with pytest.raises(limits.TooLarge):
            pdftypes.zlib.decompress(zlib.compress(bytes(limits.MAX_STREAM_INFLATED + 1)))
        assert pdftypes.rldecode(b"\x02abc\xfex\x80") == b"abcxxx"
    assert (pdftypes.zlib, pdftypes.lzwdecode, pdftypes.rldecode) == saved


@pytest.mark.slow  # reads a whole invented edition
def test_a_pdf_under_every_bound_reads_as_before(tmp_path):
    edition = invented("wbf", 0)
    path = tmp_path / "edition.pdf"
    path.write_bytes(edition.pdf())
    text = extract(path)
    assert text.count("\f") + 1 == len(edition.pages)
    assert "Insufficient Bid".upper() in text.upper()
