"""The Israel Bridge Federation's regulations (end of `wbf-2017-he.txt`) as annotations."""
from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lawsearch import paths
from lawsearch.errors import SourceError
from lawsearch.lang.he import backmatter as bm
from lawsearch.model import Ref
from lawsearch.sources import he_regulations, wbf2017_he
from lawsearch.sources.he_refs import readings

SOURCE = paths.SOURCES / "wbf-2017-he.txt"

# All 27, in printed order: (reference as printed, targets, how it was paired).
EXPECTED = [
    ("הגדרות", [], "definition-mark"),
    ("חוק 237", ["7B2"], "reference"),
    ("חוק 216", ["16B2"], "reference+mark"),
    ("חוק 118", ["18F"], "reference+mark"),
    ("חוק 1120", ["20F1"], "reference+mark"),
    ("חוק 3120", ["20G3"], "reference+mark"),
    ("חוק 140א(ב)", ["40A1(b)"], "reference+mark"),
    ("חוק 140ב(ב)", ["40B1(b)"], "reference+mark"),
    ("חוק 140ב(ג)", ["40B1(c)"], "reference+mark"),
    ("חוק 240א(ii)", ["40B2(a)(ii)"], "reference+mark"),
    ("חוק 240א(iii)", ["40B2(a)(iii)"], "reference+mark"),
    ("חוק 240א(iv)", ["40B2(a)(iv)"], "reference+mark"),
    ("חוק 240א(v)", ["40B2(a)(v)"], "reference+mark"),
    ("חוק 240ב(ב)", ["40B2(b)"], "reference+mark"),
    ("חוק 240ב(ג)", ["40B2(c)"], "reference+mark"),
    ("חוק 240ב(ד)", ["40B2(d)"], "reference+mark"),
    ("חוק 41 הערה 9", ["41A"], "footnote-mark"),
    ("חוק 45 הערה 12", ["45A"], "footnote-mark"),
    ("חוק 270", ["70E2"], "reference+mark"),
    ("חוק 273א", ["73A2"], "reference+mark"),
    ("חוק 78א", ["78A"], "reference+mark"),
    ("חוק 78א", ["78A"], "reference+mark"),
    ("חוק 180א(ב)", ["80A1(b)"], "reference+mark"),
    ("חוק 180א(ג)", ["80A1(c)"], "reference+mark"),
    ("חוק 380א", ["80A3"], "reference+mark"),
    ("חוק 193א", ["93C1"], "mark"),
    ("חוק 393א(ב)", ["93C3(b)"], "mark"),
]


@pytest.fixture(scope="module")
def edition():
    return wbf2017_he.read(SOURCE)


@pytest.fixture(scope="module")
def regulations(edition):
    return he_regulations.read(SOURCE, edition)


def test_all_27_attached_to_their_units(regulations):
    got = [(a.link["printed"], a.targets, a.link["method"]) for a in regulations]
    assert got == EXPECTED


def test_each_is_headed_by_its_unit_as_the_edition_cites_it_not_the_scrambled_reference(
        regulations):
    from lawsearch.lang.he.citations import render

    titles = [a.title for a in regulations]
    assert titles[1] == "חוק 7ב2" and titles[9] == "חוק 40ב2(א)(ii)" and titles[25] == "חוק 93ג1"
    for a, (printed, targets, method) in zip(regulations, EXPECTED):
        if printed.startswith("חוק") and "הערה" not in printed:
            assert a.title == render(targets[0]), printed
        else:  # a footnote of a law, or the definitions: printed whole
            assert a.title == printed


def test_each_says_kind_language_source_authority(regulations):
    for n, a in enumerate(regulations, 1):
        assert a.id == f"ibf-regulation:{n}"
        assert (a.kind, a.lang, a.source) == ("national-regulation", "he", "wbf-2017-he.txt")
        assert a.authority == "Israel Bridge Federation (ההתאגדות הישראלית לברידג')"
        assert a.line == 3680 + n + (n > 19)  # one blank line after the 19th
    assert regulations[9].blocks[0].text == "בתחרויות ארציות חובה להציג כרטיס שיטות תקני ומלא."
    assert regulations[21].blocks[0].text == \
        "בישראל נוהגים להמיר את התוצאה לאחוזים מתוך מספר הנקודות המרבי."


def test_definitions_regulation_names_the_alert_definition(regulations):
    a = regulations[0]
    assert a.link["definition"] == "alert" and a.link["mark"] == "⚠" and a.link["mark_line"] == 571
    assert a.blocks[0].text == "התרעה - נוהל גילוי נאות."


def test_every_mark_of_the_law_text_answered_once(edition, regulations):
    marks = he_regulations.marks(edition)
    assert len(marks) == 26
    taken = Counter((a.link["mark_line"], a.link["mark"]) for a in regulations if "mark" in a.link)
    assert taken == Counter((m.line, m.mark) for m in marks)
    # the one regulation of a point the laws do not mark
    assert [a.link["printed"] for a in regulations if "mark" not in a.link] == ["חוק 237"]


def test_links_record_how(regulations):
    by_title = {a.link["printed"]: a for a in regulations}
    assert by_title["חוק 193א"].link["note"] == "section letter printed א, the mark is in 93C1"
    assert by_title["חוק 237"].link == {"method": "reference", "printed": "חוק 237",
                                        "reading": "7B2", "note": "no mark in the law text"}
    assert by_title["חוק 41 הערה 9"].link["footnote"] == 9
    assert by_title["חוק 3120"].link["mark_line"] == 1190


def test_citation_in_a_regulation_is_linked(regulations):
    refs = [p for p in regulations[7].blocks[0].parts if isinstance(p, Ref)]
    assert refs == [Ref("3א80", "80A3")]
    assert regulations[7].blocks[0].text == \
        "סמכויות מסעיף זה תואצלנה גם למארגני התחרות לפי חוק 3א80."


def test_regulation_readings():
    assert bm.regulation_readings("237") == ["7?2"]
    assert bm.regulation_readings("240א(ii)") == ["40?2(a)(ii)"]
    assert bm.regulation_readings("78א") == []


def _edited(tmp_path: Path, old: str, new: str) -> Path:
    text = SOURCE.read_text(encoding="utf-8")
    assert old in text
    out = tmp_path / "wbf-2017-he.txt"
    out.write_text(text.replace(old, new), encoding="utf-8")
    return out


def test_broken_regulation_line(tmp_path, edition):
    path = _edited(tmp_path, "- ☆ **חוק 216** - לא נאסר", "- ☆ חוק 216 - לא נאסר")
    with pytest.raises(SourceError) as err:
        he_regulations.read(path, edition)
    assert err.value.line == 3683 and "a regulation" in err.value.expected


def test_reference_to_nothing(tmp_path, edition):
    path = _edited(tmp_path, "- ☆ **חוק 237** -", "- ☆ **חוק 99** -")
    with pytest.raises(SourceError) as err:
        he_regulations.read(path, edition)
    assert err.value.line == 3682


def test_no_regulations_heading(tmp_path, edition):
    path = _edited(tmp_path, "הנחיות ההתאגדות הישראלית לברידג'\n", "\n")
    with pytest.raises(SourceError) as err:
        he_regulations.read(path, edition)
    assert "regulations" in err.value.expected


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet="0123456789אבגדהוזחטי()ivx ,-", max_size=16))
def test_readings_never_crash(ref):
    for pattern in bm.regulation_readings(ref):
        assert "?" in pattern
    for cid in readings(ref, {"7B2", "16B2", "40B2(a)(ii)", "93C1"}):
        assert cid in {"7B2", "16B2", "40B2(a)(ii)", "93C1"}
