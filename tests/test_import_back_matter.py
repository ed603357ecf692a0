"""What a book prints after its last law besides an index (an appendix, notes, its colophon) is
never read as the last law's text: it is cut off and named in the report, whether it has a
heading of its own or not, on a page of its own or after a blank line, before the index or at
the book's end. The editions are invented (tests/english_editions.py); with nothing after the
last law but its index, nothing is cut (test_import_english.py reads them whole)."""
from __future__ import annotations

import pytest
from english_editions import invented
from test_import_english import differences, imported

pytestmark = pytest.mark.slow  # imports whole invented editions

INDEX_HEADINGS = ("INDEX", "Index", "Index to Duplicate Laws", "INDEX TO THE 2017 LAWS")

# (what, the lines printed after the last law, its first line as the report names it, whether
# the book's index follows); a page of its own (begun with a form feed) ends the book, the
# others are printed below the last law on its page
BACK_MATTER = [
    ("an appendix on a page of its own",
     ["\fAPPENDIX", "", "Regulations of the sponsoring organisation may add to these Laws",
      "where the Laws allow it."], "APPENDIX", False),
    ("notes under a heading, before the index",
     ["Notes", "", "The sponsoring organisation may publish its own notes on these Laws.", ""],
     "Notes", True),
    ("a colophon after a blank line",
     ["Printed in the United States of America",
      "Copyright 2017 World Bridge Federation. All rights reserved.", ""],
     "Printed in the United States of America", False),
    ("a colophon's page beginning with a line of its own",
     ["\fThe Laws Committee thanks every national authority for its comments.",
      "© 2017 World Bridge Federation", "www.worldbridge.org"],
     "The Laws Committee thanks every national authority for its comments.", False),
    ("a publisher's address, before the index",
     ["Published by the American Contract Bridge League",
      "6575 Windchase Blvd., Horn Lake, MS 38637", "ISBN 978-0-000000-00-0", ""],
     "Published by the American Contract Bridge League", True),
]


def with_back_matter(text: str, back: list[str], index: bool) -> str:
    """The edition with `back` printed after its last law (before its folio, on its last page;
    or on a page of its own after it), and its index after it or none."""
    lines = text.split("\n")
    at = max(i for i, line in enumerate(lines) if line.lstrip("\f").strip() in INDEX_HEADINGS)
    folio = max(i for i in range(at) if lines[i].strip())
    if back[0].startswith("\f"):
        return "\n".join(lines[:at] + back + (lines[at:] if index else []))
    return "\n".join(lines[:folio] + back + lines[folio:at] + (lines[at:] if index else []))


# each kind in one of the two families and renderings, in turn (every kind in each costs twice)
CASES = [(*case, *(("wbf", False), ("acbl", True))[k % 2]) for k, case in enumerate(BACK_MATTER)]


@pytest.mark.parametrize("what, back, first, index, family, layout", CASES,
                         ids=[c[0] for c in CASES])
def test_what_follows_the_last_law_is_cut_off_and_named(what, back, first, index, family, layout,
                                                        tmp_path):
    edition = invented(family, 0)
    path = tmp_path / "laws.txt"
    path.write_text(with_back_matter(edition.text(layout=layout), back, index), encoding="utf-8")
    report, read, entries = imported(tmp_path, path)
    assert len(report.aligned) == 828 and report.suspicious == []
    named = [p for p in report.problems if "after the last law" in p["what"]]
    assert [p["what"] for p in named] == [f"{first!r} after the last law"], report.problems
    # every unit, the last law's too, as the book prints it (and the index where it follows)
    assert [d for d in differences(edition.expected, read, entries)
            if index or d[0] != "index"] == []
