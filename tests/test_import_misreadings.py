"""Misreadings of an imported English edition that must never pass silently: a table of contents
in the body's own style read as laws, a law far longer or shorter than the same law in the other
editions, a marker the Laws do not have. Each is either read right or named in the report (its
verdict first), and `--strict` refuses the edition. The editions are invented
(tests/english_editions.py)."""
from __future__ import annotations

import re

import pytest
from english_editions import FAMILIES, invented
from test_import_english import SEED, differences, imported

from lawsearch.corpus import own_text
from lawsearch.errors import LawsearchError
from lawsearch.imports.importer import import_edition

pytestmark = pytest.mark.slow  # imports whole invented editions

_LEADER = re.compile(r"\s*(?:\.\s*){3,}(\d+)\s*$")
_ONE_LINE = re.compile(r"^(LAW \d+) - (.+)$")


def contents_in_body_style(text: str, numbers: str) -> str:
    """The edition with its contents printed as its body prints its headings: `LAW n` and the
    title on the next line, the sections as "A. Heading", no leaders; the page numbers gone
    (`numbers` "none"), each on a line of its own below its entry ("below"), or all in one
    column after the contents, as `pdftotext` without `-layout` gives a right-aligned column
    ("column")."""
    lines = text.split("\n")
    start = next(i for i, line in enumerate(lines) if line.strip() in ("CONTENTS", "Contents"))
    end = next(i for i in range(start, len(lines)) if lines[i].strip() == "INTRODUCTION")
    out, column = [], []
    for line in lines[start:end]:
        m = _LEADER.search(line)
        entry = _LEADER.sub("", line) if m else line
        one = _ONE_LINE.match(entry.strip())
        out += [one[1], one[2]] if one else [entry]
        if m and numbers == "below":
            out.append(m[1])
        elif m:
            column.append(m[1])
    if numbers == "column":
        out += [""] + column + [""]
    return "\n".join(lines[:start] + out + lines[end:])


@pytest.mark.parametrize("numbers", ["none", "below", "column"])
@pytest.mark.parametrize("family", FAMILIES)
def test_contents_in_the_bodys_style_are_not_read_as_laws(family, numbers, tmp_path):
    edition = invented(family, SEED[family])
    text = contents_in_body_style(edition.text(), numbers)
    assert len(re.findall(r"^LAW 27$", text, re.M)) >= 1 + (family == "acbl")
    path = tmp_path / "laws.txt"
    path.write_text(text, encoding="utf-8")
    report, read, index = imported(tmp_path, path)
    assert report.laws == 93 and report.unmatched == [] and report.lacking == []
    assert len(report.aligned) == 828 and report.missing == [] and report.suspicious == []
    assert report.definitions == len(edition.expected.definitions)
    assert differences(edition.expected, read, index) == []
    assert report.verdict.startswith("read whole")


def _drop_heading(text: str, n: int) -> str:
    """The edition with law n's heading (in the body, not the contents) gone, so that its
    text is read as the law before's."""
    lines = text.split("\n")
    body = [i for i, line in enumerate(lines) if re.match(rf"^LAW {n}\b", line)
            and not _LEADER.search(line)]
    at = body[-1]
    drop = 2 if lines[at].strip() == f"LAW {n}" else 1
    return "\n".join(lines[:at] + lines[at + drop:])


def test_a_law_far_longer_than_in_the_other_editions_is_named_and_refused(tmp_path):
    edition = invented("wbf", 0)
    # Law 40's heading lost: Law 39 (a few lines) is read with all of Law 40's text
    path = tmp_path / "laws.txt"
    path.write_text(_drop_heading(edition.text(), 40), encoding="utf-8")
    report = import_edition(path, "en", user_dir=tmp_path / "user", dry_run=True)
    laws = [s["law"] for s in report.suspicious]
    assert laws == ["39"], report.suspicious
    first = report.suspicious[0]
    assert first["words"] > 3 * first["expected"]
    assert report.verdict.startswith("check before use") and "Law 39" in report.verdict
    with pytest.raises(LawsearchError, match="Law 39"):
        import_edition(path, "en", user_dir=tmp_path / "user", strict=True)
    assert not (tmp_path / "user").exists()


def test_one_law_read_far_too_long_leaves_the_others_their_length(tmp_path):
    """Twenty thousand words run into one law (an index or a contents read into it): that law
    is named, and no other, short as some are beside the length it adds to the edition."""
    edition = invented("wbf", 0)
    lines = edition.text().split("\n")
    at = [i for i, line in enumerate(lines) if re.match(r"^LAW 27\b", line)
          and not _LEADER.search(line)][-1]
    junk = ["The staff may correct the board at once, and the flow of play goes on."] * 1400
    path = tmp_path / "laws.txt"
    path.write_text("\n".join(lines[:at + 2] + junk + lines[at + 2:]), encoding="utf-8")
    report = import_edition(path, "en", user_dir=tmp_path / "user", dry_run=True)
    assert [s["law"] for s in report.suspicious] == ["27"], report.suspicious


def test_a_marker_the_laws_lack_is_named_not_kept_as_a_unit(tmp_path):
    edition = invented("acbl", 1)
    text = edition.text()
    # a section "E." after Law 5's last section, at a line's start: in sequence, but the Laws
    # have no 5E (an edition that otherwise aligns misread something)
    sections = [cid for cid in edition.expected.units if re.fullmatch(r"5[A-Z]", cid)]
    last = sections[-1]
    nxt = chr(ord(last[-1]) + 1)
    body = text.rindex("\nLAW 6\n") if "\nLAW 6\n" in text else text.rindex("\nLAW 6 - ")
    text = text[:body] + f"\n{nxt}. An invented paragraph that no edition of the Laws has.\n" \
        + text[body:]
    path = tmp_path / "laws.txt"
    path.write_text(text, encoding="utf-8")
    report, read, _ = imported(tmp_path, path)
    assert f"5{nxt}" not in {u.id for u in read.units()}
    assert [u["id"] for u in report.lacking] == [f"5{nxt}"]
    assert report.unmatched == [] and len(report.aligned) == 828
    assert report.verdict.startswith("check before use") and "1 marker" in report.verdict
    with pytest.raises(LawsearchError, match=f"5{nxt}"):
        import_edition(path, "en", user_dir=tmp_path / "strict", strict=True)


def test_the_report_begins_with_its_verdict_and_counts_repairs_by_kind(tmp_path):
    text = invented("wbf", 0).text(ligatures="lost")
    path = tmp_path / "laws.txt"
    path.write_text(text, encoding="utf-8")
    report = import_edition(path, "en", user_dir=tmp_path / "user", dry_run=True)
    assert report.verdict.startswith("read whole: 93 laws, 828 of the 828 units")
    kinds = report.repairs_by_kind
    assert kinds and all(isinstance(v, int) and v > 0 for v in kinds.values())
    # a repair of two kinds ("ligature lost…, hyphen restored") counts for both
    assert sum(kinds.values()) == sum(len(r["what"].split(", ")) for r in report.repairs)
    assert kinds["ligature lost by PDF extraction"] > 100


def test_the_command_prints_the_verdict_first(tmp_path, capsys):
    from lawsearch.cli import main

    path = tmp_path / "laws.txt"
    path.write_text(invented("acbl", 1).text(), encoding="utf-8")
    assert main(["import", str(path), "--lang", "en", "--dry-run"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("read whole: 93 laws")
    assert any("laws of suspicious length: 0;" in line for line in out)


@pytest.mark.parametrize("text, cited", [
    # a part that begins like a continuation is a part
    ("A. x\nB. x\nC. Following an irregularity the Director rules.\nD. x", []),
    ("A. x\nB. x\nC. x\nD. Subject to Law 16, the call stands.", []),
    ("A. x\nB. Following x\n1. Following the lead, x.\n2. x", []),
    # after a heading that ends in "Law", the next line's marker is a part's
    ("A. x\nB. Infraction of Law\n1. Whether a player has broken a Law is decided.\n2. x", []),
    ("A. Breach of Law\n1. x\nB. x", []),
    # but a citation stays one: lower-case "following", "Law" ending a sentence's line
    ("A. x as in (b) following.\nB. x", ["(b)"]),
    ("A. x\nB. x not permitted by Law\n19. Law 36 applies.\n1. x", ["19."]),
    ("A. The player acting under Law\n3. may not x", ["3."]),
])
def test_a_part_that_begins_like_a_continuation_is_a_part(text, cited):
    from lawsearch.imports.markers import candidates
    from lawsearch.lang.en import layout as v

    found = [c.printed for c in candidates(text, v.CITING_BEFORE, v.CITING_JOIN, v.CITING_AFTER)
             if c.cited]
    assert found == cited


@pytest.mark.parametrize("text, terms", [
    # two definitions on one line, as an extraction without the layout joins them
    ("Alert – An invented notice. Bid – An invented undertaking.\nCall: Any invented call.",
     [("Alert", "alert"), ("Bid", "bid"), ("Call", "call")]),
    ("Auction: The invented process; Contract: the invented undertaking.\nDeal – Invented.",
     [("Auction", "auction"), ("Contract", "contract"), ("Deal", "deal")]),
    # an edition's own spelling of a term, keyed to the corpus's
    ("Honor – Any invented card.\nTournament – An invented contest.\n"
     "IMP (International Match Point) – An invented unit.\nMatchpoints: Invented points.",
     [("Honor", "honour"), ("Tournament", "event-or-tournament"),
      ("IMP (International Match Point)", "imp"), ("Matchpoints", "matchpoint")]),
    # a term named inside a sentence is no new definition
    ("Dummy – The invented partner. The Declarer – plays it.\nLead – Invented.",
     [("Dummy", "dummy"), ("Lead", "lead")]),
    # the run-in term at a line's end, its separator beginning the next line, or the term and
    # its separator at the end, the text below
    ("Alert – An invented notice. Bid\n– An invented undertaking.\nCall: Any invented call.",
     [("Alert", "alert"), ("Bid", "bid"), ("Call", "call")]),
    ("Alert – An invented notice. Contract\n— An invented undertaking. Deal\n: Invented.",
     [("Alert", "alert"), ("Contract", "contract"), ("Deal", "deal")]),
    ("Alert – An invented notice. Bid –\nAn invented undertaking.\nCall: Any invented call.",
     [("Alert", "alert"), ("Bid", "bid"), ("Call", "call")]),
])
def test_definitions_run_together_or_spelled_otherwise_are_read_apart(text, terms):
    from lawsearch import paths
    from lawsearch.imports.definitions import read_definitions
    from lawsearch.imports.outline import outline
    from lawsearch.imports.pages import Line

    lines = [Line(n, t) for n, t in enumerate(text.split("\n"), 1)]
    read = read_definitions(lines, outline(paths.AKN))
    assert [(d.term, d.key) for d in read] == terms
    assert all(d.text.startswith(("An", "Any", "The", "the", "Invented")) and d.text[-1] in ".;"
               for d in read), [d.text for d in read]


def test_a_pdf_with_a_page_that_cannot_be_read_is_read_without_it_saying_so(tmp_path):
    """One damaged page of a PDF: the rest imported, the verdict names the page first (what it
    left out explains the laws it lacks), the report lists it; `--strict` refuses it."""
    from test_pdf import damaged_pages

    path = tmp_path / "laws.pdf"
    path.write_bytes(damaged_pages(invented("wbf", 0).pdf(), [43]))
    report = import_edition(path, "en", user_dir=tmp_path / "user", dry_run=True)
    assert report.verdict.startswith("check before use: 1 page of the PDF that cannot be read, "
                                     "left out (page 43: its drawing is damaged ("), report.verdict
    assert [u["page"] for u in report.unreadable] == [43]
    said = [p for p in report.problems if p["what"].startswith("page 43 of the PDF cannot be")]
    assert said and said[0]["line"] == report.pages[42]
    assert 85 <= report.laws < 93
    with pytest.raises(LawsearchError, match="--strict: .*page 43 of the PDF cannot be read"):
        import_edition(path, "en", user_dir=tmp_path / "user", strict=True)


# terms no edition of the Laws defines, each given a definition's form
_NOT_TERMS = ["Aardvark", "Bramble", "Cobbler", "Dewdrop", "Eyelet", "Farrier", "Gannet",
              "Hobnail", "Inkwell", "Jackdaw", "Kestrel", "Lantern", "Mortar", "Nutmeg", "Oxbow",
              "Pewter", "Quarry", "Rampart", "Saddle", "Thimble"]


@pytest.mark.parametrize("family", FAMILIES)
def test_far_more_definitions_than_the_other_editions_have_is_named_in_the_verdict(
        family, tmp_path):
    """Text read as definitions (a page's lines that look like terms and dashes) is no
    edition read whole: the verdict names the count against the other editions', and
    `--strict` refuses it, naming the first term the Laws do not define."""
    lines = invented(family, 0).text().split("\n")
    at = [i for i, line in enumerate(lines) if re.match(r"\f?(DEFINITIONS|Definitions)$", line)][-1]
    extra = [f"{term} – a player who bids out of turn." for term in _NOT_TERMS]
    path = tmp_path / "laws.txt"
    path.write_text("\n".join(lines[:at + 1] + extra + lines[at + 1:]), encoding="utf-8")
    report = import_edition(path, "en", user_dir=tmp_path / "user", dry_run=True)
    assert report.verdict.startswith("check before use: 82 definitions where the other "
                                     "editions have about 6"), report.verdict
    with pytest.raises(LawsearchError, match="--strict: .*'Aardvark' is not a defined term"):
        import_edition(path, "en", user_dir=tmp_path / "user", strict=True)


@pytest.mark.parametrize("glued", [False, True])
def test_a_table_flattened_by_the_extraction_keeps_its_rows_and_cells(glued, tmp_path):
    """Each row of a table with its cells run together by single spaces (and, `glued`, its
    label run into its first figure: "Doubled40 60"): its figures' rows come back as rows of
    cells, the label a cell of its own."""
    from lawsearch.model import Table

    edition = invented("wbf", 0)
    text = edition.text(layout=True)  # each row on a line, its cells apart
    rows = [row for tables in edition.expected.tables.values() for table in tables
            for row in table if sum(c[:1].isdigit() for c in row) >= 2]
    for row in rows:
        cells = [c for c in row if c]
        pattern = r"[ \t]+".join(re.escape(c) for c in cells)
        label = not cells[0][:1].isdigit()
        flat = (cells[0] + ("" if glued else " ") + " ".join(cells[1:]) if label
                else " ".join(cells))
        text, count = re.subn(rf"(?m)^[ \t]*{pattern}[ \t]*$", flat, text)
        assert count, row
    path = tmp_path / "laws.txt"
    path.write_text(text, encoding="utf-8")
    report, read, _ = imported(tmp_path, path)
    assert len(report.aligned) == 828
    found = [[c for c in r if c] for u in read.units() for b in u.intro + u.wrapup
             if isinstance(b, Table) for r in b.rows]
    for row in rows:
        assert [c for c in row if c] in found, row


def _comes_back_whole(edition, text: str, tmp_path) -> None:
    """`text`, a rendering of `edition`, imports with every unit of it, word for word."""
    path = tmp_path / "laws.txt"
    path.write_text(text, encoding="utf-8")
    report, read, index = imported(tmp_path, path)
    assert len(report.aligned) == 828
    assert differences(edition.expected, read, index) == []


@pytest.mark.parametrize("family", FAMILIES)
def test_a_heading_wrapped_after_a_preposition_comes_back_whole(family, tmp_path):
    """A section's heading on lines of its own, broken after a preposition a title leaves in
    lower case ("B. Invented Notice between" / "Card"): the heading whole, its text apart."""
    edition = invented(family, SEED[family])
    text = edition.text(layout=True)
    wrapped = []

    def wrap(m: re.Match) -> str:
        wrapped.append(m[1])
        return f"{m[1]} {m[2]}\n{m[3]}{m[4]}"

    text = re.sub(r"(?m)^(\s*[A-H]\. [A-Z][A-Za-z-]*(?: [A-Za-z-]+)*?) (between|over|without)"
                  r" ([A-Z][A-Za-z-]*(?: [A-Za-z-]+)*)(\s*)$", wrap, text)
    assert len(wrapped) >= 3
    _comes_back_whole(edition, text, tmp_path)


@pytest.mark.parametrize("seed, first, second, layout", [
    (13, "G. Second Enquiry", "by the Table15", False),
    (23, "C. Joint Signal", "Following Enquiry9", True),
])
def test_a_heading_broken_over_a_pages_end_comes_back_whole(seed, first, second, layout,
                                                            tmp_path):
    """A section's heading whose last words go on overleaf, its page's notes between ("G.
    Second Enquiry" / notes, the folio, the running head / "by the Table15"), as a book set
    without keeping a heading's lines together prints it (these editions do so): the heading
    whole, its note on it, its text apart."""
    edition = invented("wbf", seed)
    text = edition.text(layout=layout)
    assert re.search(re.escape(first) + r"\n(?:.*\n){1,8}.*\f.*(?:\n.*){0,4}\n *"
                     + re.escape(second) + "\n", text)
    _comes_back_whole(edition, text, tmp_path)


def test_a_sentences_first_word_alone_under_a_heading_is_no_part_of_it(tmp_path):
    """"A. Heading" / "The" / "rule of Law 60 applies…": a part's first word on a line of its
    own, as pypdf gives a line its first word where a marker or a letter set apart follows it,
    is the text's, however short a line of title words it makes."""
    edition = invented("wbf", SEED["wbf"])
    text, alone = re.subn(r"(?m)^([A-H]\. [A-Z][A-Za-z ]+)\n(The|A|An) (?=[a-z])", r"\1\n\2\n",
                          edition.text())
    assert alone >= 3
    _comes_back_whole(edition, text, tmp_path)


def test_a_part_whose_parents_marker_is_lost_is_written_readable_in_its_place(tmp_path):
    """ "2. (a) …" read without its "2.": (a) is read as 12C2(a) and the like, under an empty
    12C2 the report names as missing, never as a part of 12C (a file the corpus cannot read
    back); the edition is written, and reads back."""
    edition = invented("wbf", SEED["wbf"])
    lost: list[str] = []

    def without(m: re.Match) -> str:
        lost.append(m[2])
        return m[1] + m[3]

    text = re.sub(r"(?m)^(\s*)([1-9])\. (\(a\) )", without, edition.text())
    assert len(lost) >= 5
    path = tmp_path / "laws.txt"
    path.write_text(text, encoding="utf-8")
    report, read, _ = imported(tmp_path, path)  # (written, then read back)
    units = {u.id: u for u in read.units()}
    emptied = [cid for cid in report.missing if f"{cid}(a)" in units]
    assert len(emptied) == len(lost) and emptied == [u for u in report.missing
                                                     if f"{u}(a)" in edition.expected.units]
    for cid in emptied:
        assert units[cid].num == "" and own_text(units[cid]) == ""
        assert [c.id for c in units[cid].children][:1] == [f"{cid}(a)"]
        want = edition.expected.units[f"{cid}(a)"][1]
        assert own_text(units[f"{cid}(a)"]).split() == want.split()


def test_an_edition_the_corpus_could_not_read_back_is_never_written(tmp_path, monkeypatch):
    """Whatever the reader makes of a text, the file it writes is one the corpus reads: one it
    would refuse (here: any) is refused with the reason, and nothing is written."""
    from lawsearch import akn

    def refused(data, name="<akn>"):
        raise ValueError("line 7: eId 'art_1': an invented reason")

    monkeypatch.setattr(akn, "from_xml", refused)
    path = tmp_path / "laws.txt"
    path.write_text(invented("wbf", SEED["wbf"]).text(), encoding="utf-8")
    user = tmp_path / "user"
    with pytest.raises(LawsearchError, match=r"laws\.txt: the expression made of it cannot be "
                       r"read back: line 7: eId 'art_1': an invented reason; nothing written"):
        import_edition(path, "en", user_dir=user)
    assert not user.exists()


@pytest.mark.parametrize("family, at", [("acbl", "small"), ("acbl", "capital")])
def test_a_heading_wrapped_in_the_contents_and_the_body_alike_comes_back_whole(family, at,
                                                                               tmp_path):
    """A long section heading wrapped in the table of contents as in the body, the contents'
    page number on a line of its own: before a small word ("A. Partial Option by the Late
    Card" / "before the Finding"), or before a capitalised one ("…and Disputed" / "Result
    between…"). The contents then hold the heading's first line, then its second: the
    heading comes back whole, its text apart."""
    from lawsearch.imports.headings import dangling, title_words

    edition = invented(family, SEED[family])
    wrapped = []

    def wrap(m: re.Match) -> str:
        words = m[2].split()
        if len(words) < 6 or not title_words(m[2]):
            return m[0]
        cut = next((k for k in range(3, len(words) - 1) if (
            words[k][:1].islower() if at == "small" else
            words[k][:1].isupper() and not dangling(" ".join(words[:k])))), None)
        if cut is None:
            return m[0]
        wrapped.append(m[2])
        return f"{m[1]}{' '.join(words[:cut])}\n{' '.join(words[cut:])}"

    text = re.sub(r"(?m)^([A-H]\. )([A-Z][A-Za-z-]*(?: [A-Za-z-]+)+)$", wrap, edition.text())
    assert len(wrapped) >= 6
    _comes_back_whole(edition, text, tmp_path)


@pytest.mark.parametrize("lines, expected", [
    # a first letter drawn apart, which pypdf gives a line of its own
    (["T", "he Director rules."], ["T he Director rules."]),
    (["      A", "ny player may ask."], ["      A ny player may ask."]),
    # an index's letter heading, a list's letter, a line that goes on in capitals: as they are
    (["A", "adjusted score, 12C"], ["A", "adjusted score, 12C"]),
    (["B", "The next part."], ["B", "The next part."]),
    (["N", "E", "S", "W"], ["N", "E", "S", "W"]),
])
def test_a_first_letter_on_a_line_of_its_own_goes_back_to_its_word(lines, expected):
    from lawsearch.imports.extracted import _initials
    from lawsearch.imports.ligatures import english_probabilities
    from lawsearch.imports.pages import Line

    probabilities = english_probabilities()
    read = [Line(n, t) for n, t in enumerate(lines, 1)]
    _initials(read, lambda word: word in probabilities)
    assert [x.text for x in read] == expected


def test_an_edition_read_far_off_is_refused_with_its_reason(tmp_path):
    """Five law headings lost (their texts read as the laws before them): worse than no
    edition, so refused whether --strict or not, saying which laws and what reads better."""
    text = invented("wbf", 0).text()
    for n in (12, 27, 40, 64, 81):
        text = _drop_heading(text, n)
    path = tmp_path / "laws.txt"
    path.write_text(text, encoding="utf-8")
    user = tmp_path / "user"
    with pytest.raises(LawsearchError, match=r"not read reliably: .*(laws of unlikely length "
                                             r"\(Laws .*\)|only \d+ of the 828 units of the "
                                             r"Laws found).*pdftotext -layout"):
        import_edition(path, "en", user_dir=user)
    assert not user.exists()
    # a dry run reads it all the same, and says so first
    report = import_edition(path, "en", user_dir=user, dry_run=True)
    assert report.verdict.startswith("refused: not read reliably") and report.suspicious
    from lawsearch.cli import main

    assert main(["import", str(path), "--lang", "en", "--dry-run"]) == 1


def test_words_run_together_are_named_in_the_verdict_and_refused_by_strict(tmp_path):
    """A reader that lost the spaces between a justified line's words ("Thisdoesnotaffectthe
    officialscore", as pypdf's layout mode gives words placed one by one): no repair can part
    them, so the verdict says so, line and words, each a problem --strict refuses; a word of
    the language's longest stays unremarked."""
    text = invented("acbl", 1).text()
    lines = text.split("\n")
    spaceless = [i for i, line in enumerate(lines)
                 if len(line) > 60 and line[:1].isupper() and "Law" not in line][5::40]
    for i in spaceless:
        lines[i] = lines[i].replace(" ", "")
    path = tmp_path / "laws.txt"
    path.write_text("\n".join(lines), encoding="utf-8")
    report = import_edition(path, "en", user_dir=tmp_path / "user", dry_run=True)
    assert [x["line"] for x in report.run_together] == [i + 1 for i in spaceless]
    assert report.verdict.startswith(f"check before use: {len(spaceless)} lines with words "
                                     "run together")
    # each a problem met in reading, which --strict refuses (as every other)
    assert [p["line"] for p in report.problems if "run together" in p["what"]] == \
        [i + 1 for i in spaceless]


@pytest.mark.parametrize("longest", [9, 8])
def test_words_broken_apart_are_named_in_the_verdict_and_refused(tmp_path, longest):
    """A reader that put a space at each unbroken soft hyphen ("cor rec ted", "off end ing", as
    pypdf reads a browser's PDF of a hyphenated text): its pieces may be words ("off", "end"),
    so no repair joins them. The verdict says how many words are no English words and where,
    and --strict refuses; a tenth of them or more, and the edition is refused outright (the
    edition as printed has none: test_import_english.py)."""
    text = invented("wbf", 0).text()
    broken = re.sub(r"(?<![A-Za-z])([a-z]{3})([a-z]{3,})(?![A-Za-z])",
                    lambda m: f"{m[1]} {m[2]}" if len(m[0]) >= longest else m[0], text)
    path = tmp_path / "laws.txt"
    path.write_text(broken, encoding="utf-8")
    report = import_edition(path, "en", user_dir=tmp_path / "user", dry_run=True)
    share = report.broken_words["share"]
    line = broken.split("\n")[report.broken_words["line"] - 1]
    assert report.broken_words["text"] == line.strip()[:60] and re.search(r"\b\w{3} \w{3}", line)
    said = (rf"{round(share * 100)}% of the words are no English words, words broken apart "
            r"\(line \d+: ")
    if share < 0.1:
        assert share > 0.03 and re.match("check before use: " + said, report.verdict)
        with pytest.raises(LawsearchError, match="--strict: .*words broken apart"):
            import_edition(path, "en", user_dir=tmp_path / "user", strict=True)
    else:
        assert re.match("refused: not read reliably: " + said, report.verdict)
        with pytest.raises(LawsearchError, match="not read reliably: .*words broken apart"):
            import_edition(path, "en", user_dir=tmp_path / "user")


@pytest.mark.parametrize("line, together", [
    ("Thisdoesnotaffecttheofficialscore, and the offender may review it.",
     "Thisdoesnotaffecttheofficialscore"),
    ("the non-offending side and the disqualification of a pair", None),
    ("see www.worldbridge.org for the Laws", None),
    ("in the 2017 Laws, 12C1(e)(ii) applies", None),
])
def test_only_letters_longer_than_any_word_are_words_run_together(line, together, corpus):
    from lawsearch.imports.extracted import _Reader
    from lawsearch.imports.ligatures import english_probabilities
    from lawsearch.imports.outline import from_corpus
    from lawsearch.imports.pages import lines_of
    from lawsearch.lang.en import LAW_TITLES
    from lawsearch.lang.en import layout as vocabulary

    words = english_probabilities()
    reader = _Reader("laws.txt", "en", from_corpus(corpus), vocabulary, LAW_TITLES, None,
                     lambda word: word in words)
    reader._run_together(lines_of(line))
    assert [x["word"] for x in reader.run_together] == ([together] if together else [])


@pytest.mark.parametrize("family", FAMILIES)
def test_footnote_markers_whose_notes_are_not_found_are_named_in_the_verdict(family, tmp_path):
    """A copy with no notes anywhere (a web page's that left them out) keeps every marker glued
    to its word ("the Director3 may"): each leaves a unit with a number the edition does not
    print there, so the verdict names them, line and word, and --strict refuses."""
    edition = invented(family, SEED[family])
    path = tmp_path / "laws.txt"
    path.write_text(edition.text(web="none"), encoding="utf-8")
    report = import_edition(path, "en", user_dir=tmp_path / "user", dry_run=True)
    markers = len(edition.expected.footnotes)
    assert report.footnotes == 0 and len(report.unfound_markers) == markers
    first = report.unfound_markers[0]
    assert report.verdict.startswith(
        f"check before use: {markers} footnote markers with no footnote text found, kept as "
        f"text (line {first['line']}: '1' after {first['word']!r})")
    assert path.read_text(encoding="utf-8").split("\n")[first["line"] - 1].count(
        first["word"] + "1") == 1
    with pytest.raises(LawsearchError, match="--strict"):
        import_edition(path, "en", user_dir=tmp_path / "user", strict=True)
    # (the same copy with its notes at the end reads whole: a rendering of
    # tests/test_import_english.py)


@pytest.mark.parametrize("family", FAMILIES)
def test_notes_left_where_their_pages_ended_are_read_or_named(family, tmp_path):
    """A reader that reflows the pages drops their heads, numbers and breaks and leaves each
    page's notes where the page ended, in the middle of the text, a blank line around them:
    the notes are read there as the feet of the pages they end (begun by their numbers, or
    their numbers after their texts), and every unit is the edition's, word for word."""
    edition = invented(family, SEED[family])
    path = tmp_path / "laws.txt"
    path.write_text(edition.text(web="pages"), encoding="utf-8")
    report, read, index = imported(tmp_path, path)
    assert report.footnotes == len(edition.expected.footnotes)
    assert differences(edition.expected, read, index) == []
    assert report.unfound_markers == [] and report.verdict.startswith("read whole")


def test_a_heading_of_a_note_only_reads_back_as_no_heading_with_its_note():
    """A law whose title was not found but whose heading line held a note's marker is written
    with a heading of the note only, indented as the writer indents: it reads back as no
    heading (never as the indentation's white space, shown as a blank title) and its note."""
    from lawsearch import akn, paths

    data = (paths.AKN / "da" / "wbf-2017.xml").read_text(encoding="utf-8")
    data = data.replace("<heading>Forkert antal kort<authorialNote",
                        "<heading>\n          <authorialNote", 1)
    data = re.sub(r"(eId=\"art_13__note_1\".*?</authorialNote>)</heading>",
                  r"\1\n        </heading>", data, count=1, flags=re.S)
    edition, _ = akn.from_xml(data.encode(), "da")
    law = next(u for u in edition.units() if u.id == "13")
    assert law.heading is None and [r.marker for r in law.heading_notes] == ["*)"]
