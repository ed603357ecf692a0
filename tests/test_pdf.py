"""A PDF's text as the importer extracts it: pages separated by form feeds, lines in reading
order, footnote markers against their word, run-in bold headings on a line of their own, table
columns as tabs; a PDF without text or one that cannot be opened refused, naming the file."""
from __future__ import annotations

import pytest
from reportlab.lib.pagesizes import A5
from reportlab.pdfgen import canvas

from lawsearch.errors import LawsearchError
from lawsearch.imports.decode import check_text, decode
from lawsearch.imports.pdf import extract


def pdf(path, pages, **options):
    c = canvas.Canvas(str(path), pagesize=A5, **options)
    for draw in pages:
        draw(c)
        c.showPage()
    c.save()
    return path


def first_page(c):
    c.setFont("Helvetica", 8)
    c.drawString(40, 570, "2017 LAWS OF DUPLICATE BRIDGE")
    c.setFont("Helvetica-Bold", 10)
    title = "LAW 13 - INCORRECT NUMBER OF CARDS"
    c.drawString(40, 540, title)
    c.setFont("Helvetica", 6)  # a footnote marker: smaller and raised
    c.drawString(40 + c.stringWidth(title, "Helvetica-Bold", 10) + 0.5, 544, "2")
    c.setFont("Helvetica-Bold", 10)
    c.drawString(40, 520, "A. Invented Heading")
    x = 40 + c.stringWidth("A. Invented Heading ", "Helvetica-Bold", 10)
    c.setFont("Helvetica", 10)
    c.drawString(x, 520, "The invented text begins and goes on.")
    c.drawString(40, 506, "It goes on over a second line.")
    for x, cell in ((40, "North"), (150, "1"), (200, "5"), (250, "9")):
        c.drawString(x, 470, cell)
    c.setFont("Helvetica", 8)
    c.drawString(40, 60, "2 an invented footnote, starting in lower case.")
    c.setFont("Helvetica", 9)
    c.drawString(200, 30, "20 | Page")


def second_page(c):
    c.setFont("Helvetica", 10)
    c.drawString(40, 550, "Text of the second page.")


def test_lines_pages_markers_headings_and_tables(tmp_path):
    text = extract(pdf(tmp_path / "a.pdf", [first_page, second_page]))
    pages = text.split("\f")
    assert len(pages) == 2 and pages[1] == "Text of the second page."
    lines = pages[0].split("\n")
    assert lines[0] == "2017 LAWS OF DUPLICATE BRIDGE"
    assert "LAW 13 - INCORRECT NUMBER OF CARDS²" in lines  # the marker against the title
    i = lines.index("A. Invented Heading")  # the run-in heading on a line of its own
    assert lines[i + 1:i + 3] == ["The invented text begins and goes on.",
                                  "It goes on over a second line."]
    assert "North\t1\t5\t9" in lines
    assert "" in lines[i + 3:]  # the wide gap before the table: a blank line
    assert [x for x in lines if x][-2:] == ["2 an invented footnote, starting in lower case.",
                                            "20 | Page"]


def test_decode_reads_a_pdf_by_its_content_not_its_name(tmp_path):
    path = pdf(tmp_path / "edition.txt", [second_page])
    decoded = decode(path, "en")
    assert decoded.pdf and decoded.encoding == "pdf"
    assert decoded.text == "Text of the second page."


def test_a_pdf_without_text_is_refused(tmp_path):
    path = pdf(tmp_path / "scan.pdf", [lambda c: c.rect(40, 40, 300, 400, fill=1)])
    with pytest.raises(LawsearchError, match="scan.pdf: no text in it"):
        check_text(path, decode(path, "en").text)


def test_an_encrypted_pdf_is_refused_naming_the_file(tmp_path):
    path = pdf(tmp_path / "locked.pdf", [second_page], encrypt="a password")
    with pytest.raises(LawsearchError, match="locked.pdf"):
        text = extract(path)
        check_text(path, text)


@pytest.mark.parametrize("count", [39, 40, 81, 163])
def test_a_long_pdf_read_by_several_processes_gives_every_page_once_in_order(tmp_path, count):
    """A PDF of many pages is read a run of pages a process (`PAGES_A_PROCESS`): the same text
    as one process reads, every page once, in order."""
    import os

    from lawsearch.imports import pdf as reader

    def page(n):
        return lambda c: (c.setFont("Helvetica", 10), c.drawString(40, 500, f"Invented page {n}."))

    path = pdf(tmp_path / "long.pdf", [page(n) for n in range(1, count + 1)])
    runs = reader._runs(path)
    cpus = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    if count >= 2 * reader.PAGES_A_PROCESS and (cpus or 1) > 1:
        assert len(runs) > 1 and [n for run in runs for n in run] == list(range(count))
    else:
        assert runs == [None]
    text = extract(path)
    assert text.split("\f") == [f"Invented page {n}." for n in range(1, count + 1)]
    assert text == "\f".join(reader._read(path, None, 1)[0])


def damaged_pages(data: bytes, pages: list[int]) -> bytes:
    """`data`, a PDF, with the content stream of each of `pages` (from 1) damaged inside: a
    byte no ASCII85 stream holds, as a disk error or a bad copy leaves one."""
    import io
    import re

    from pypdf import PdfReader

    reader = PdfReader(io.BytesIO(data))
    out = bytearray(data)
    for page in pages:
        ref = reader.pages[page - 1].get_object().raw_get("/Contents")
        start = re.search(rb"\n%d 0 obj\b" % ref.idnum, data).end()
        stream = data.index(b"stream", start) + len(b"stream\r\n")
        out[stream + 40] = 0xC2
    return bytes(out)


def test_a_page_whose_drawing_is_damaged_is_left_out_and_named(tmp_path):
    """A damaged stream costs its page alone: the other pages are read, the page is named with
    what was met; only where no page can be read is the PDF refused."""
    from lawsearch.imports.pdf import read_pdf

    def page(n):
        return lambda c: (c.setFont("Helvetica", 10), c.drawString(40, 500, f"Invented page {n}."))

    path = pdf(tmp_path / "pages.pdf", [page(n) for n in range(1, 5)])
    data = path.read_bytes()
    path.write_bytes(damaged_pages(data, [2]))
    got = read_pdf(path)
    assert got.text.split("\f") == ["Invented page 1.", "\n", "Invented page 3.",
                                    "Invented page 4."]
    assert [n for n, _ in got.unreadable] == [2] and "damaged" in got.unreadable[0][1]
    path.write_bytes(damaged_pages(data, [1, 2, 3, 4]))
    with pytest.raises(LawsearchError, match=r"pages.pdf: a damaged PDF: no page of it can be "
                                             r"read \(page 1: its drawing is damaged"):
        read_pdf(path)


@pytest.mark.parametrize("damage, said", [
    (lambda data: data[: len(data) // 2], "it ends too soon, cut short"),
    (lambda data: b"%PDF-1.4\n% damaged\n%%EOF\n",
     "it has no catalogue of its pages, not a whole PDF"),
])
@pytest.mark.parametrize("pages", [1, 81], ids=["one process", "several"])
def test_a_pdf_that_cannot_be_opened_is_said_in_a_users_words(tmp_path, damage, said, pages):
    """What pdfminer met that keeps the whole PDF from being read, in words a user can act on
    (with pdfminer's own after them), the same from one reading process as from several."""
    def page(n):
        return lambda c: (c.setFont("Helvetica", 10), c.drawString(40, 500, f"Invented page {n}."))

    path = pdf(tmp_path / "whole.pdf", [page(n) for n in range(1, pages + 1)])
    path.write_bytes(damage(path.read_bytes()))
    with pytest.raises(LawsearchError) as err:
        extract(path)
    message = str(err.value)
    assert message.startswith(f"{path}: not a PDF pdfminer.six can read: {said} (")
    assert "RuntimeError" not in message and "\n" not in message
