"""A citation of nothing always says so, naming what does not exist and what does, wherever a
citation is read: `lawsearch cite`, `show` and `search` (exit 2), the Python API, and the site's
search (citations.js, run in Node.js). The class: a law number past the last (the Laws have
laws 1–93), a range past the end, and letters or items glued on a designation that name no unit,
in every language's grammar (Turkish "Yasa", Danish "§", Hebrew "חוק", English "Law"). Reading
less of such a citation cited another unit without a word ("Law 27Z" showed Law 27), or nothing
at all ("Law 999": "no citations found")."""
from __future__ import annotations

import json
import subprocess

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lawsearch import Corpus, paths
from lawsearch.citations import cite
from lawsearch.citations.query import citation_query, resolve_query
from lawsearch.cli import main
from lawsearch.errors import CitationError

LAWS = "no law {}; laws run 1–93"
IN_27 = "law 27 has 27A, 27B, 27C, 27D"
IN_27B1 = "27B1 has 27B1(a), 27B1(b)"

# (what is typed, the problem said)
CASES = [
    # numbers past the last law
    ("Law 999", LAWS.format(999)), ("חוק 999", LAWS.format(999)), ("Yasa 9999", LAWS.format(9999)),
    ("§ 9999", LAWS.format(9999)), ("Law 94", LAWS.format(94)), ("Law 0", LAWS.format(0)),
    ("Law 99999999999999999999", LAWS.format("999999999999…")),
    ("Law ٩٩٩", LAWS.format(999)),  # digits of another script
    # ranges and lists past the end
    ("§§ 1-9999", "end of range: " + LAWS.format(9999)),
    ("Laws 1-9999", "end of range: " + LAWS.format(9999)),
    ("Yasalar 1-9999", "end of range: " + LAWS.format(9999)),
    ("חוקים 1-9999", "end of range: " + LAWS.format(9999)),
    ("Laws 90-94", "end of range: " + LAWS.format(94)),
    # letters glued on that name no unit
    ("Law 27Z", f"no 27Z; {IN_27}"), ("Law 27BB", f"no 27BB; {IN_27}"),
    ("Yasa 27Z", f"no 27Z; {IN_27}"), ("Yasa 27BB", f"no 27BB; {IN_27}"),
    ("§ 27Z", f"no 27Z; {IN_27}"), ("§ 27BB", f"no 27BB; {IN_27}"),
    ("חוק 27Z", f"no 27Z; {IN_27}"), ("חוק 27ת", f"no 27ת; {IN_27}"),
    ("חוק 27בב", f"no 27בב; {IN_27}"),
    ("Law 27B123", "no 27B123; 27B has 27B1, 27B2, 27B3, 27B4"),
    # items that name no unit
    ("Law 27B1(z)", f"no 27B1(z); {IN_27B1}"), ("Law 27B1z", f"no 27B1(z); {IN_27B1}"),
    ("Yasa 27B1(z)", f"no 27B1(z); {IN_27B1}"), ("§ 27B1z", f"no 27B1(z); {IN_27B1}"),
    ("§ 27B1xyz", f"no 27B1(xyz); {IN_27B1}"), ("חוק 27ב1(ת)", f"no 27B1(ת); {IN_27B1}"),
    ("Law 27B1(a)(z)", "no 27B1(a)(z); 27B1(a) has no parts"),
    ("Yasa 27B1(a)(z)", "no 27B1(a)(z); 27B1(a) has no parts"),
    ("§ 27B1a(z)", "no 27B1(a)(z); 27B1(a) has no parts"),
]
TEXTS = [text for text, _ in CASES]


@pytest.fixture(scope="module")
def laws() -> Corpus:
    return Corpus.load(paths.AKN, user=False)


@pytest.mark.parametrize("text, problem", CASES)
def test_the_api_cites_it_as_a_citation_of_nothing(laws, text, problem):
    found = laws.cite(text)
    assert [(c.text, c.targets, c.problem) for c in found] == [(text, [], problem)]


@pytest.mark.parametrize("text, problem", CASES)
def test_show_and_search_refuse_it_saying_what_exists(laws, text, problem):
    ids = set(laws.ids)
    with pytest.raises(CitationError) as shown:
        resolve_query(text, ids)  # what `show` and `Corpus.show` read a citation with
    with pytest.raises(CitationError) as searched:
        citation_query(text, ids)  # what `search` and `Corpus.search` read one with
    assert str(shown.value) == str(searched.value) == problem


@pytest.mark.parametrize("text, problem", CASES[::4])  # each kind; a process each
def test_the_commands_say_it_with_exit_2(capsys, text, problem):
    assert main(["cite", text]) == 2
    out = capsys.readouterr()
    assert f"{text!r} → nothing  ({problem})" in out.out
    assert "citations of nothing: 1 of 1" in out.err
    assert main(["cite", text, "--format", "json"]) == 2
    assert json.loads(capsys.readouterr().out)["citations"][0]["problem"] == problem
    assert main(["show", text]) == 2
    assert capsys.readouterr().err.strip() == f"lawsearch: {problem}"
    assert main(["search", text]) == 2
    assert capsys.readouterr().err.strip().endswith(f"lawsearch: {problem}")


def test_the_api_show_and_search_raise_it(laws):
    for text, problem in CASES[::4]:
        with pytest.raises(CitationError) as shown:
            laws.show(text)
        with pytest.raises(CitationError) as searched:
            laws.search(text)
        assert str(shown.value) == str(searched.value) == problem


def test_cite_of_a_text_says_which_of_its_citations_name_nothing(capsys):
    text = "bkz. Yasa 27B1(a) ve Yasa 9999; see Law 27Z and חוק 27ת, § 27"
    assert main(["cite", text]) == 2
    out = capsys.readouterr()
    assert out.out.splitlines() == [
        "5-17  'Yasa 27B1(a)' → 27B1(a)",
        f"21-30  'Yasa 9999' → nothing  ({LAWS.format(9999)})",
        f"36-43  'Law 27Z' → nothing  (no 27Z; {IN_27})",
        f"48-55  'חוק 27ת' → nothing  (no 27ת; {IN_27})",
        "57-61  '§ 27' → 27"]
    assert out.err.strip() == "lawsearch: citations of nothing: 3 of 5"
    assert main(["cite", "bkz. Yasa 27B1(a)"]) == 0  # every citation names something
    assert main(["cite", "nothing cited here"]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "no citations found"


# ------------------------------------------------------------------ the class, for any number
# or letters: what each grammar writes (`render`) of a law, with what names nothing glued on

WORDS = {"en": "Law {}", "tr": "Yasa {}", "da": "§ {}", "he": "חוק {}"}
RANGES = {"en": "Laws 1-{}", "tr": "Yasalar 1-{}", "da": "§§ 1-{}", "he": "חוקים 1-{}"}


@pytest.fixture(scope="module")
def ids(laws) -> frozenset[str]:
    return frozenset(laws.ids)


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(sorted(WORDS)), st.integers(94, 10**40))
def test_any_law_past_the_last_is_said_to_be_none(ids, lang, number):
    """(The build reads the Hebrew PDF's damaged forms, "חוק 101" as Law 10 with a stray "1";
    what a user gives is read as written.)"""
    digits = str(number)
    why = LAWS.format(digits if len(digits) <= 12 else digits[:12] + "…")
    for text, problem in ((WORDS[lang].format(number), why),
                          (RANGES[lang].format(number), "end of range: " + why)):
        found = cite(text, ids, lang=lang, typed=True)
        assert [(c.text, c.problem) for c in found] == [(text, problem)]
        if lang != "he":
            assert cite(text, ids, lang=lang) == found
        with pytest.raises(CitationError, match=problem.replace("…", ".")):
            resolve_query(text, ids)
        with pytest.raises(CitationError, match=problem.replace("…", ".")):
            citation_query(text, ids)


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(sorted(WORDS)), st.integers(1, 93),
       st.text(st.sampled_from("ABCDEFGHIJKLMNOPQRSTUVWXYZ"), min_size=1, max_size=4))
def test_any_capitals_glued_on_a_law_that_name_nothing_are_said_to(ids, lang, law, letters):
    cid = f"{law}{letters}"
    if cid in ids:  # "Law 27B": a section that exists
        return
    text = WORDS[lang].format(cid)
    found = cite(text, ids, lang=lang, typed=True)  # as `cite` and `Corpus.cite` read a text
    assert [(c.text, c.targets) for c in found] == [(text, [])]
    assert found[0].problem.startswith(f"no {cid}; law {law} has ")
    with pytest.raises(CitationError, match=f"^no {cid}; law {law} has "):
        resolve_query(text, ids)
    with pytest.raises(CitationError, match=f"^no {cid}; law {law} has "):
        citation_query(text, ids)


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_any_item_that_names_nothing_is_said_to(ids, data):
    subsections = sorted(i for i in ids if i[-1].isdigit() and not i.isdigit())
    unit = data.draw(st.sampled_from(subsections))
    letter = data.draw(st.sampled_from("abcdefghijklmnopqrstuvwxyz"))
    if f"{unit}({letter})" in ids:
        return
    lang = data.draw(st.sampled_from(["en", "tr", "da"]))
    text = WORDS[lang].format(f"{unit}({letter})")
    with pytest.raises(CitationError, match=rf"^no {unit}\({letter}\); {unit} has "):
        resolve_query(text, ids)


# ------------------------------------------------------------------ the site's search

READ = r"""
const fs = require("fs"), vm = require("vm");
const context = {window: {}};
vm.createContext(context);
for (const file of process.argv.slice(3)) vm.runInContext(fs.readFileSync(file, "utf8"), context);
const texts = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
process.stdout.write(JSON.stringify(texts.map((t) => context.window.LAWSEARCH_CITATIONS.read(t))));
"""


def test_the_site_says_it_as_the_command_line_does(laws, node, tmp_path):
    from lawsearch.site.searchdata import citation_data, grammars_script, js_data

    class Ids:
        ids = laws.ids

    grammars = tmp_path / "grammars.js"
    grammars.write_text("window.LAWSEARCH_CITATIONS_DATA = " + js_data(citation_data(Ids()))
                        + ";\n" + grammars_script(), encoding="utf-8")
    script, texts = tmp_path / "read.js", tmp_path / "texts.json"
    script.write_text(READ, encoding="utf-8")
    texts.write_text(json.dumps(TEXTS), encoding="utf-8")
    run = subprocess.run([node, str(script), str(texts), str(grammars),
                          str(paths.THEME / "theme" / "assets" / "citations.js")],
                         capture_output=True, text=True, encoding="utf-8", check=True)
    assert json.loads(run.stdout) == [{"refused": problem} for _, problem in CASES]


BACKWARDS = [("§§ 3-1", "3", "1"), ("Laws 3-1", "3", "1"), ("Yasalar 30-27", "30", "27"),
             ("חוקים 3-1", "3", "1"), ("Laws 27B-27A", "27B", "27A"),
             ("Laws 27B2-27B1", "27B2", "27B1")]


@pytest.mark.parametrize("text, first, last", BACKWARDS)
def test_a_range_that_runs_backwards_is_said_to_by_cite(laws, capsys, text, first, last):
    """A range whose last unit comes first names no unit from its first to its last: `cite`
    says so (as `show` refuses it), in every language's form; a range the right way is read."""
    said = (f"{text!r} runs backwards, from {first} to {last}: a range names its first unit "
            "first")
    assert [c.problem for c in laws.cite(text)] == [said]
    assert main(["cite", text]) == 2 and said in capsys.readouterr().out
    forward = text.replace(f"{first}-{last}", f"{last}-{first}")
    assert [c.problem for c in laws.cite(forward)] == [None]
    assert [c.targets for c in laws.cite(forward)][0][-1] == first
