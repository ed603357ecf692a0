"""The Hebrew subject index (`אינדקס` in `wbf-2017-he.txt`): terms re-paired with their references,
the references resolved to canonical ids."""
from __future__ import annotations

from functools import lru_cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lawsearch import paths
from lawsearch.errors import SourceError
from lawsearch.lang.he import backmatter as bm
from lawsearch.sources import he_index, wbf2017_he

SOURCE = paths.SOURCES / "wbf-2017-he.txt"


@lru_cache(maxsize=1)
def _edition():
    edition = wbf2017_he.read(SOURCE)
    return edition, {u.id for u in edition.units()}


@pytest.fixture(scope="module")
def details():
    edition, ids = _edition()
    return he_index.read_details(SOURCE, ids, edition)


@pytest.fixture(scope="module")
def by_line(details):
    return {e.line: e for e in details.entries}


def test_at_least_90_percent_of_references_resolve(details):
    assert details.references == 909
    assert details.share >= 0.90, f"{details.resolved}/{details.references}"
    # `הגדרות` (the definitions) is a reference to no unit: without it, nearly all resolve
    assert details.definitions == 65
    assert details.resolved / (details.references - details.definitions) >= 0.97


def test_every_target_exists(details):
    _, ids = _edition()
    assert all(t in ids for e in details.entries for t in e.targets)
    assert all(e.lang == "he" for e in details.entries)


@pytest.mark.parametrize("line, term, targets, unresolved", [
    # tab rows, as printed
    (3313, "אחור", ["90B1"], []),
    (3337, "הרשות המחוקקת, נהלים נוספים", ["93C1"], []),
    (3333, "הרשות המחוקקת, הקצאה לגוף מסויים בתחרות", ["93C3(a)"], []),  # "(א)3ג93"
    (2800, "סיווגים", ["18E"], []),  # "ה18": the letter before the law
    (3564, "לקיחות שאין בהן שליט", ["44F"], []),  # "144": ו drawn as 1
    (3675, "IMP", ["78B"], ["הגדרות"]),
    # the first page: a column of references, then the column of terms
    (2680, "אדיבות", ["74A1"], []),
    (2720, "אפשרויות נוספות לערעור", ["93C"], []),
    (2722, "האצלת סמכויות", ["80A3"], []),
    (2724, "ההתאגדות העולמית לברידג'", ["80A1(a)"], []),
    (2726, "ההתאגדות הברידג' הלאומית, חסות", ["80A1(c)"], []),
    (2786, "דומם מציין קלף", ["45F"], []),
    (2790, "זכויות, מסוייגות", ["42B"], []),
    (2792, "זכויות, מוחלטות", ["42A"], []),
    # a later block: references at 2994–3040, terms at 3042–3098
    (3049, "אחרי שהוסבה תשומת לב", ["9B"], []),
    (3052, "הסבת תשומת לב לחריגה", ["9A"], []),
    (3053, "זימון מנהל התחרות", ["9B1(a)", "9B1(b)"], []),
    # rows whose reference column slipped a row: re-paired
    (3427, "קלף עונשין", ["50", "49"], []),
    (3428, "קלף עונשין, כשל לשחק", ["52"], []),
    (3429, "קלפי עונשין, שניים או יותר", ["51"], []),
    (3435, "קלף חשוף", [], ["הגדרות"]),
    (3436, "כרוז", ["48"], []),
    (3437, "מגן", ["49"], []),
    (3438, "מחדל", ["64B3"], []),
    (3454, "בו-בזמן", ["33"], []),
    (3455, "בוטלה, הגבלות הובלה", ["26"], []),
    # "references term" with a space
    (3589, "משחק יכול להמשיך בהסכמת ארבעת השחקנים", ["68D2(b)"], []),
])
def test_real_entries(by_line, line, term, targets, unresolved):
    e = by_line[line]
    assert (e.term, e.targets, e.unresolved) == (term, targets, unresolved)


def test_slipped_rows_are_recorded(details):
    assert (3436, 3435) in details.repaired  # כרוז took the reference printed a row above
    assert (3436, 3436) not in details.repaired


def test_see_terms_and_remarks(by_line, details):
    assert (by_line[3048].term, by_line[3048].targets, by_line[3048].unresolved) == \
        ("ראו גם הפרה", [], [])
    assert not any(e.term.startswith("שימו לב") for e in details.entries)
    assert details.remarks == ['שימו לב ש"תוצאת ממוצע" אינה שווה ל"תוצאת אפס".',
                               "שימו לב: תוצאה אפס אינה תוצאה ממוצעת!"]


def test_unresolved_keep_the_printed_reference(by_line):
    assert by_line[2687].unresolved == ["(א,2א,4ג)4א"]
    assert by_line[2687].targets == []


def test_index_forms():
    assert bm.index_forms("(א)1א80") == ["(א)1א80", "1א80(א)"]
    assert bm.index_forms("ב80ב(ה)")[1] == "80ב2(ה)"
    assert "6ד3" in bm.index_forms("76ד3")
    assert bm.split_refs("91, 90, 3ב40(ב),") == ["91", "90", "3ב40(ב)"]
    assert bm.split_refs("(א,2א,4ג)4א") == ["(א,2א,4ג)4א"]


def test_file_without_index(tmp_path):
    path = tmp_path / "wbf-2017-he.txt"
    path.write_text(SOURCE.read_text(encoding="utf-8").replace("\nאינדקס\n", "\n"),
                    encoding="utf-8")
    with pytest.raises(SourceError) as err:
        he_index.read(path, set())
    assert "subject index" in err.value.expected


_CELL = st.text(alphabet="0123456789אבגדהוזחטיכלמנסעפצקרשת()ivx ,-\"'", max_size=24)
_LINE = st.one_of(
    _CELL,
    st.tuples(_CELL, _CELL).map("\t".join),
    st.sampled_from(["הגדרות", "76 הערה", "20 הערה שנייה", "ראו גם הפרה", "\tחוקים",
                     "1א74", "שימו לב: x", "", "3א43\tמגן מראה את ידו לדומם"]),
)


@settings(max_examples=150, deadline=None)
@given(st.lists(_LINE, max_size=30))
def test_never_crashes_on_mangled_index(lines):
    edition, ids = _edition()
    d = he_index.parse(list(enumerate(lines, 2679)), ids, edition)
    assert all(t in ids for e in d.entries for t in e.targets)
    assert d.resolved <= d.references
    assert sum(len(e.targets) for e in d.entries) <= d.resolved
    assert all(not bm.SEE.search(e.term) or not e.targets for e in d.entries)
