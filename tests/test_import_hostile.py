"""`lawsearch import` given what is no edition, or an edition with what no text holds: a path
that is no file (a folder, a pipe, a device, a link in a loop), an empty file, an encrypted PDF,
a PDF whose references loop or whose reading takes the processor for minutes, a text of
thousands of law headings, control characters in the text, the file's name or the edition's
title. Each is refused in one line naming the file and what it is, or read with what was left out
said; never a traceback, a wait for ever, or a process left behind."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from english_editions import invented
from hostile_files import many_pages_pdf, reference_loop_pdf

from lawsearch.errors import LawsearchError
from lawsearch.imports import pdf_bounds
from lawsearch.imports.importer import import_edition
from lawsearch.imports.pdf import extract


def _import(path: Path, tmp_path: Path, **kw):
    return import_edition(path, "en", user_dir=tmp_path / "user", dry_run=True, **kw)


def _no_such(tmp_path: Path) -> Path:
    return tmp_path / "nowhere.txt"


def _folder(tmp_path: Path) -> Path:
    (tmp_path / "a folder.txt").mkdir()
    return tmp_path / "a folder.txt"


def _pipe(tmp_path: Path) -> Path:
    os.mkfifo(tmp_path / "pipe.txt")  # opened, it would wait for a writer for ever
    return tmp_path / "pipe.txt"


def _device(tmp_path: Path) -> Path:
    return Path("/dev/zero")


def _loop(tmp_path: Path) -> Path:
    (tmp_path / "a.txt").symlink_to("b.txt")
    (tmp_path / "b.txt").symlink_to("a.txt")
    return tmp_path / "a.txt"


def _dangling(tmp_path: Path) -> Path:
    (tmp_path / "gone.txt").symlink_to(tmp_path / "deleted.txt")
    return tmp_path / "gone.txt"


def _empty(tmp_path: Path) -> Path:
    (tmp_path / "empty.txt").write_bytes(b"")
    return tmp_path / "empty.txt"


def _blank(tmp_path: Path) -> Path:
    (tmp_path / "blank.txt").write_text(" \n\n\t\n" * 50, encoding="utf-8")
    return tmp_path / "blank.txt"


def _headings(tmp_path: Path) -> Path:
    (tmp_path / "headings.txt").write_text(  # (every law's, over and over)
        "".join(f"LAW {1 + k % 93}\nTHE CARDS\n" for k in range(6_000)), encoding="utf-8")
    return tmp_path / "headings.txt"


def _loop_pdf(tmp_path: Path) -> Path:
    return reference_loop_pdf(tmp_path / "loop.pdf")


def _encrypted(tmp_path: Path) -> Path:
    from pypdf import PdfWriter

    writer = PdfWriter(clone_from=many_pages_pdf(tmp_path / "plain.pdf", 2))
    writer.encrypt(user_password="secret", owner_password="owner", algorithm="RC4-128")
    with open(tmp_path / "locked.pdf", "wb") as f:
        writer.write(f)
    return tmp_path / "locked.pdf"


# what is given: what is said of it
REFUSED = {
    _no_such: "no such file",
    _folder: "a folder, not a file",
    _pipe: "a pipe, not a file",
    _device: "a device, not a file",
    _loop: "a symbolic link that leads in a loop",
    _dangling: "a symbolic link to nothing",
    _empty: "an empty file",
    _blank: "an empty file",
    _headings: "6,000 lines begin like a law's heading, over the limit of 5,000",
    _loop_pdf: "refers back to itself through other objects (a loop of references)",
    _encrypted: "the PDF is encrypted with a password",
}


@pytest.mark.parametrize("make", REFUSED, ids=lambda f: f.__name__.strip("_"))
def test_what_is_no_edition_is_refused_in_one_line_saying_what_it_is(tmp_path, make):
    path = make(tmp_path)
    with pytest.raises(LawsearchError) as err:
        _import(path, tmp_path)
    message = str(err.value)
    assert message.startswith(f"{path}: ") and REFUSED[make] in message, message
    assert "\n" not in message and not (tmp_path / "user").exists()


@pytest.mark.parametrize("heads, refused_at_once", [
    ("LAW 1\nTHE PACK\n", True),
    ("".join(f"LAW {n}\nA TITLE\n" for n in range(1, 10)), True),  # nine laws
    ("".join(f"L AW {n}\nA TITLE\n" for n in range(1, 11)), False),  # ten, a letter split
    ("".join(f"Law\u00ad{n} – A Title\n" for n in range(1, 11)), False),
    ("".join(f"LAW {n} - A TITLE\n" for n in (1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 99)), True),
])
def test_a_text_with_too_few_law_headings_is_refused_before_its_words_are_repaired(
        heads, refused_at_once, tmp_path, monkeypatch):
    """A text that holds the headings of fewer than ten laws (however its extraction spaced or
    split them) is no edition, whatever else it holds: refused before the slow work of reading
    it (repairs weigh every word of a megabyte of lost ligatures for seconds); one that might
    hold ten is read on, and refused, if at all, for what its reading finds."""
    from lawsearch.imports.extracted import _Reader

    def repairing(self, lines, edition):
        raise AssertionError("repaired")

    monkeypatch.setattr(_Reader, "_repair", repairing)
    path = tmp_path / "laws.txt"
    path.write_text(heads + "The o ender di ers from the e ect of a su x.\n" * 50,
                    encoding="utf-8")
    if refused_at_once:
        with pytest.raises(LawsearchError, match=r"laws\.txt: not an edition of the Laws of "
                           r"Duplicate Bridge: \d law headings such as 'LAW 1' found where 93"):
            _import(path, tmp_path)
    else:
        with pytest.raises(AssertionError, match="repaired"):
            _import(path, tmp_path)


def test_the_command_says_it_with_a_non_zero_exit_and_no_traceback(tmp_path):
    pipe = _pipe(tmp_path)
    done = subprocess.run([sys.executable, "-m", "lawsearch", "import", str(pipe), "--lang", "en"],
                          capture_output=True, text=True, timeout=120,
                          env={**os.environ, "LAWSEARCH_USER_CORPUS": str(tmp_path / "user")})
    assert done.returncode == 1
    assert done.stderr.strip() == f"lawsearch: {pipe}: a pipe, not a file"


def test_a_pdf_that_takes_the_processor_too_long_is_refused_saying_so(tmp_path, monkeypatch):
    """Whatever no other bound foresees: the processor's time of reading a PDF is bounded
    (`MAX_PDF_SECONDS`; here a hundredth of a second, and each page's reading made to go on
    until that time has run out: a warm pdfminer reads small pages in less on a fast machine)."""
    from lawsearch.imports import pdf

    monkeypatch.setattr(pdf_bounds, "MAX_PDF_SECONDS", 0.01)
    real = pdf._page_lines

    def slow(chars):
        end = time.process_time() + 30  # (never reached: the limit's signal comes first)
        while pdf_bounds._overtime[0] is None and time.process_time() < end:
            pass
        return real(chars)

    monkeypatch.setattr(pdf, "_page_lines", slow)
    path = many_pages_pdf(tmp_path / "pages.pdf", 3)
    with pytest.raises(LawsearchError, match=r"pages\.pdf: reading it took more than 0\.01 s of "
                                             r"processing, the limit for a PDF"):
        extract(path)
    assert signal.getitimer(signal.ITIMER_PROF) == (0.0, 0.0)  # the timer gone after
    assert signal.getsignal(signal.SIGPROF) in (signal.SIG_DFL, None)


def test_the_processors_time_run_out_inside_a_page_is_said_whatever_pdfminer_made_of_it(
        tmp_path, monkeypatch):
    """The signal's exception raised inside pdfminer, which takes it for another error on the
    last page: the time run out is still said (never a page read as damaged and the PDF
    accepted)."""
    from pdfminer.pdfinterp import PDFPageInterpreter

    path = many_pages_pdf(tmp_path / "pages.pdf", 3)
    real = PDFPageInterpreter.process_page
    seen = []

    def process_page(self, page):
        seen.append(page)
        if len(seen) == 3:
            pdf_bounds._overtime[0] = pdf_bounds._over(60)
            raise ValueError("an error of pdfminer's own, made of the signal's")
        return real(self, page)

    monkeypatch.setattr(PDFPageInterpreter, "process_page", process_page)
    with pytest.raises(LawsearchError, match=r"pages\.pdf: reading it took more than 60 s"):
        extract(path)


@pytest.mark.slow  # imports a whole invented edition
def test_control_characters_are_left_out_and_said_and_names_kept_as_xml_can_hold_them(tmp_path):
    """Control characters and U+FFFE/U+FFFF in the text are no text: left out, each line's
    said; a file's name with a control character and bytes of no encoding, and a title with a
    control character, are written with U+FFFD where XML cannot hold what they have."""
    lines = invented("wbf", 0).text().split("\n")
    body = next(i for i, line in enumerate(lines) if line.startswith("LAW 27"))
    lines[body + 3] = lines[body + 3] + "\x01"
    lines[body + 5] = "\x1b[31m" + lines[body + 5] + "\ufffe"
    name = os.fsdecode(b"laws\x01 \xff\xfe.txt")
    path = tmp_path / name
    path.write_text("\n".join(lines), encoding="utf-8")
    report = _import(path, tmp_path, edition_name="Laws\x02 2017")
    said = [p for p in report.problems if "control character" in p["what"]]
    assert [(p["line"], p["read"]) for p in said] == [(body + 4, "left out"), (body + 6, "left out")]
    assert "U+0001" in said[0]["what"] and "U+001B" in said[1]["what"]
    assert "U+FFFE" in said[1]["what"]
    assert report.edition == "Laws\ufffd 2017"
    assert report.aligned and len(report.missing) == 0


def test_a_killed_import_leaves_no_process_reading_its_pdf(tmp_path):
    """The processes that read a long PDF's pages end with the import that started them: a
    killed import leaves none behind (they would read on, holding the caller's output open)."""
    script = tmp_path / "parent.py"
    script.write_text(textwrap.dedent("""
        import os, sys, time, multiprocessing
        from concurrent.futures import ProcessPoolExecutor
        from lawsearch.imports.pdf import _die_with
        pool = ProcessPoolExecutor(2, mp_context=multiprocessing.get_context("fork"),
                                   initializer=_die_with, initargs=(os.getpid(),))
        futures = [pool.submit(time.sleep, 600) for _ in range(2)]
        time.sleep(0.5)
        print(" ".join(str(p) for p in pool._processes), flush=True)
        time.sleep(600)
    """), encoding="utf-8")
    parent = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, text=True)
    workers = [int(p) for p in parent.stdout.readline().split()]
    assert len(workers) == 2
    parent.send_signal(signal.SIGKILL)
    parent.wait()
    end = time.monotonic() + 60  # (they end at once: the wait is for a loaded machine)
    while time.monotonic() < end and any(_alive(p) for p in workers):
        time.sleep(0.05)
    assert not any(_alive(p) for p in workers)


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().split(")")[-1].split()[0] != "Z"
    except FileNotFoundError:
        return False


def test_a_document_labelled_in_another_language_than_its_words_is_refused(tmp_path):
    """An Akoma Ntoso expression whose labels say English and whose words are the Danish
    edition's: refused, naming the language its text reads as (a text is held to English by
    its reader's own checks)."""
    from lawsearch import paths

    danish = (paths.SHIPPED_AKN / "da" / "wbf-2017.xml").read_text(encoding="utf-8")
    relabelled = (danish.replace('language="dan"', 'language="eng"')
                  .replace('lang="da"', 'lang="en"').replace("/dan@", "/eng@"))
    path = tmp_path / "english.xml"
    path.write_text(relabelled, encoding="utf-8")
    with pytest.raises(LawsearchError, match=r"english\.xml: its text reads as Danish, not "
                                             r"English \(100% of its words"):
        _import(path, tmp_path)


def test_the_corpus_aligned_to_is_read_again_once_a_file_of_it_changed(tmp_path):
    """Read once a process while its files stay as they were; a file changed (its size or its
    time), the corpus is read again."""
    import shutil

    from lawsearch import inventory, paths
    from lawsearch.imports.importer import _shipped

    copy = Path(shutil.copytree(paths.SHIPPED_AKN, tmp_path / "akn"))
    first = _shipped(copy)
    assert _shipped(copy) is first
    danish = copy / "da" / "wbf-2017.xml"
    danish.write_bytes(danish.read_bytes().replace("Utilstrækkeligt bud".encode(),
                                                   "Utilstrækkeligt buds".encode()))
    inventory.write(copy)  # (as a build that wrote it records it)
    again = _shipped(copy)
    assert again is not first
    assert again.versions("27")["da"].heading == "Utilstrækkeligt buds"
