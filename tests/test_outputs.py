"""Where lawsearch writes, and what it is given to write into: never over what is no file (a
pipe, a device), never over what it reads (the corpus, the imported editions, through a link or
not), never a folder of other files replaced, never a file made a folder; a full disk or a file
where a folder goes said in one line. And what a command is given that names nothing: an empty
citation, a `--lang` of no language, an Akoma Ntoso file whose ids or notes name nothing, an
expression whose texts are all empty."""
from __future__ import annotations

import hashlib
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from lawsearch import paths
from lawsearch.cli import main
from lawsearch.errors import LawsearchError


@pytest.fixture
def run(capsys):
    def run_(*argv: str) -> tuple[int, str, str]:
        code = main(list(argv))
        out = capsys.readouterr()
        return code, out.out, out.err
    return run_


def _cli(*argv: str, env: dict | None = None, **kw) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "lawsearch", *argv], text=True,
                          env={**os.environ, **(env or {})}, **kw)


def _device(tmp_path: Path) -> Path:
    path = tmp_path / "device"
    try:
        os.mknod(path, 0o666 | stat.S_IFCHR, os.makedev(1, 3))  # as /dev/null is
    except PermissionError:
        pytest.skip("no device node can be made here")
    return path


def _pipe(tmp_path: Path) -> Path:
    os.mkfifo(tmp_path / "pipe")
    return tmp_path / "pipe"


@pytest.mark.parametrize("make, said", [(_pipe, "a pipe, not a file"),
                                        (_device, "a device, not a file")])
def test_export_never_writes_over_a_pipe_or_a_device(tmp_path, run, make, said):
    target = make(tmp_path)
    kind = os.stat(target).st_mode
    code, _, err = run("export", "--format", "tbx", "-o", str(target))
    assert code == 1 and f"{target}: {said}" in err
    assert os.stat(target).st_mode == kind  # still what it was, not a file put in its place


def test_export_never_writes_over_what_it_reads_even_through_a_link(tmp_path, run, monkeypatch):
    users = tmp_path / "imported"
    users.mkdir()
    edition = users / "notes.txt"  # (no edition: what an export reads is not in the way)
    edition.write_text("<as imported/>", encoding="utf-8")
    monkeypatch.setenv("LAWSEARCH_USER_CORPUS", str(users))
    link = tmp_path / "laws.tbx"
    link.symlink_to(edition)
    for target in (link, edition):
        code, _, err = run("export", "--format", "tbx", "-o", str(target))
        assert code == 1 and "a file of the imported editions" in err, err
    assert edition.read_text(encoding="utf-8") == "<as imported/>"
    shipped = paths.SHIPPED_AKN / "files.json"
    before = hashlib.sha256(shipped.read_bytes()).hexdigest()
    code, _, err = run("export", "--format", "tbx", "-o", str(shipped))
    assert code == 1 and "a file of the corpus" in err
    assert hashlib.sha256(shipped.read_bytes()).hexdigest() == before


def test_a_name_too_long_for_the_system_is_said_in_one_line(tmp_path, run):
    code, _, err = run("export", "--format", "tbx", "-o", str(tmp_path / ("x" * 300 + ".tbx")))
    assert code == 1 and "cannot write it (File name too long)" in err and "Traceback" not in err


def test_import_never_makes_a_file_a_folder(tmp_path, monkeypatch):
    from lawsearch.imports.importer import import_edition

    precious = tmp_path / "precious.txt"
    precious.write_text("mine", encoding="utf-8")
    edition = tmp_path / "laws.txt"
    edition.write_text("LAW 1\nTHE CARDS\n", encoding="utf-8")
    with pytest.raises(LawsearchError, match=f"cannot import into {precious}: {precious} is a "
                                             "regular file, not a folder"):
        import_edition(edition, "en", user_dir=precious)
    assert precious.read_text(encoding="utf-8") == "mine"


@pytest.mark.parametrize("blank", ["", "  "])
def test_a_folder_variable_set_to_nothing_is_the_default_never_the_current_folder(
        monkeypatch, blank):
    monkeypatch.setenv("LAWSEARCH_USER_CORPUS", blank)
    assert paths.user_corpus() == paths.DATA / "akn"


def test_a_file_where_the_cache_goes_is_said_in_one_line(tmp_path):
    cache = tmp_path / "cache"
    cache.write_text("mine", encoding="utf-8")
    for argv in (["search", "bid"], ["build", "-q", "--no-site"]):
        done = _cli("--cache", str(cache), *argv, capture_output=True)
        assert done.returncode == 1 and "Traceback" not in done.stderr, done.stderr
        assert str(cache) in done.stderr and "not a folder" in done.stderr.replace(
            "Not a directory", "not a folder")
    assert cache.read_text(encoding="utf-8") == "mine"


@pytest.mark.parametrize("option", ["--out", "--index", "--site"])
def test_build_never_replaces_a_folder_of_other_files(tmp_path, run, option):
    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / "thesis.txt").write_text("mine", encoding="utf-8")
    args = ["--out", str(tmp_path / "corpus")] if option != "--out" else []
    code, _, err = run("build", "-q", *args, option, str(mine))
    assert code == 1 and f"{mine}: a folder of other files" in err
    assert sorted(p.name for p in mine.iterdir()) == ["thesis.txt"]
    assert not (tmp_path / "corpus").exists()


def test_a_full_disk_is_said_in_one_line():
    with open("/dev/full", "w") as full:
        done = _cli("show", "27", stdout=full, stderr=subprocess.PIPE)
    assert done.returncode == 1
    assert done.stderr.strip() == "lawsearch: the output: No space left on device"


@pytest.mark.parametrize("argv, code, said", [
    (["show", ""], 2, "no citation given"),
    (["show", "   ", "--format", "json"], 2, "no citation given"),
    (["show", "27", "--lang", ","], 1, "--lang ',' names no language"),
    (["search", "bid", "--lang", " , "], 1, "--lang ' , ' names no language"),
])
def test_what_names_nothing_is_said_never_read_as_everything(run, argv, code, said):
    got, out, err = run(*argv)
    assert got == code and said in err and not out.strip()


def test_an_expression_whose_ids_or_notes_name_nothing_is_refused_naming_the_line(tmp_path):
    from lawsearch.imports.importer import _read_akn
    from lawsearch.works import WORK

    danish = (paths.SHIPPED_AKN / "da" / "wbf-2017.xml").read_text(encoding="utf-8")
    at = danish.index("<p>", danish.index('eId="art_27"'))  # Law 27's first paragraph
    cases = {"art_999": danish.replace('eId="art_93"', 'eId="art_999"', 1),
             "#nowhere": danish[:at] + '<p><noteRef href="#nowhere" marker="9"/>'
                         + danish[at + 3:]}
    for what, text in cases.items():
        path = tmp_path / "edition.xml"
        path.write_text(text, encoding="utf-8")
        with pytest.raises(LawsearchError, match=rf"edition\.xml: not an expression of the Laws "
                                                 rf"lawsearch can read: line \d+: .*{what}"):
            _read_akn(path, path.read_bytes(), "da", WORK)


def test_an_edition_whose_units_have_lost_their_text_is_not_read_whole():
    from lawsearch.imports.importer import ImportReport, verdict

    units = [f"{n}" for n in range(1, 94)]
    report = ImportReport(file="x.xml", lang="en", edition="", profile="akn", work="wbf-2017",
                          written=None, laws=93, units=93, aligned=units, unmatched=[],
                          missing=[], repairs=[], definitions=0, definitions_with_text=0,
                          definitions_expected=0, footnotes=0, index=0, index_unresolved=[],
                          encoding="utf-8", encoding_how="", layout="", problems=[], pages=[],
                          units_with_text=2)
    assert verdict(report).startswith("check before use: only 2 of its 93 units with text")


def test_a_word_of_thousands_of_letters_is_no_word_a_typo_is_read_against():
    from lawsearch.search.spelling import MAX_LENGTH, Typos

    typos = Typos(None, {"en": (["x" * 5_000, "insufficient"], [])})
    assert typos("en", "insufficent") == "insufficient"
    _, by_key, _ = typos._language("en")
    assert max(map(len, by_key)) <= MAX_LENGTH


@pytest.mark.parametrize("argv, said", [
    (["export", "--format", "tbx", "--work", "elwell-1907"],
     "--format tbx writes the glossary of the Laws (wbf-2017); elwell-1907 has none"),
    (["export", "--format", "text", "--lang", "da", "--work", "elwell-1907"],
     "no 'da' edition of elwell-1907 in the corpus"),
    (["export", "--format", "jsonl", "--lang", "da"],
     "--lang names the one edition --format text writes; --format jsonl writes every language"),
])
def test_an_export_of_what_the_corpus_lacks_is_refused_never_another(tmp_path, run, argv, said):
    """Never the 2017 edition for the 1907 book's, every language for one, or a shipped file
    blamed for a glossary the book never had."""
    code, _, err = run(*argv, "-o", str(tmp_path / "out"))
    assert code == 1 and said in err and not (tmp_path / "out").exists()
