"""Questions as players and directors tell them: stories of several actions, the director and
the procedure in every one, what went wrong implied rather than named, table shorthand, typos;
answered a law a result, each with its best units, on the command line as in Python."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest

from lawsearch import paths
from lawsearch.search import Searcher
from lawsearch.search.evaluation import HELDOUT, REAL, TUNING, evaluate, load_devset
from lawsearch.search.framing import unframe

# (story, the laws any of which governs it): the kinds of question the project's real questions
# showed, each told in words of our own
STORIES = [
    # several actions; the irregularity is one of them
    ("led the king from hand when the lead was in dummy, then called a small spade from dummy",
     {"55"}),
    ("LHO opened 1H out of turn, I called the director - what are the options?", {"31", "29"}),
    ("partner passed out of turn before the dealer, we called the TD, was that right?",
     {"30", "29"}),
    # what went wrong implied, not named
    ("I pulled the wrong card from the box, I meant 2H not 2S, partner has not called yet",
     {"25"}),
    ("both defenders faced a lead at the same time", {"58"}),
    ("West dropped a card face up before the auction started", {"24", "16", "13"}),
    ("I ruffed a heart, then found a club in my hand two tricks later", {"63", "64", "62"}),
    ("the cards were put back in the wrong pockets and the next table played them",
     {"87", "15"}),
    ("partner thought for ages then passed, I bid 4S and the TD rolled it back", {"16", "73"}),
    ("declarer claimed but forgot a trump was still out, the director gave us a trick",
     {"70", "68"}),
    ("dummy asked declarer 'no spades, partner?' - was he allowed to ask", {"42", "61"}),
    # shorthand
    ("he made an IB over my 1NT and LHO accepted it", {"27"}),
    ("BOOT by RHO not accepted, what now", {"31"}),
    ("POOT in 3rd seat", {"30"}),
    ("an MPC on the table and declarer required a lead", {"50"}),
    # a typo
    ("insufficent bid", {"27"}),
    # in the other languages
    ("VM spillede ud selvom det var HM's udspil, jeg tilkaldte TL. Hvad nu?", {"56", "53"}),
    ("eşim uzun süre düşündü sonra pas dedi, ben 4 pik dedim, hakem skoru düzeltti", {"16", "73"}),
    ("השותף חשב הרבה זמן ואז אמר פאס, הכרזתי 4 פיק והמנהל שינה את התוצאה", {"16", "73"}),
]


@pytest.fixture(scope="module")
def searcher():
    with Searcher() as s:
        yield s


@pytest.mark.parametrize("story, laws", STORIES)
def test_a_story_finds_the_law_that_governs_it(searcher, story, laws):
    got = [r.law for r in searcher.search(story, limit=3)]
    assert laws & set(got), (story, got)


def test_the_director_in_a_story_does_not_make_it_about_the_director(searcher):
    """Calling the director, what the director said, whether it was right: none of it draws a
    story to the laws of the director; a question about the director himself keeps them."""
    for story in ("LHO opened 1H out of turn, I called the director - what are the options?",
                  "partner passed out of turn, we called the TD, was that right?"):
        first = searcher.search(story, limit=1)[0].law
        assert first not in ("80", "81", "9", "12"), (story, first)
    assert unframe("en", "the director ruled") == "the director ruled"
    assert "81" in [r.law for r in searcher.search("the director's duties and powers", limit=3)]


def test_results_are_laws_each_with_its_best_units(searcher):
    results = searcher.search("both defenders faced a lead at the same time", limit=10)
    laws = [r.law for r in results if r.law]
    assert len(laws) == len(set(laws)) >= 8
    for r in results:
        assert r.units == [] or all(u.record.get("law") == r.law or u.id == r.id
                                    for u in r.units)


def test_search_json_gives_laws_with_their_units(tmp_path):
    out = subprocess.run([sys.executable, "-m", "lawsearch", "search",
                          "partner explained my bid wrongly", "--format", "json", "--limit", "5"],
                         capture_output=True, text=True, check=True, cwd=tmp_path)
    data = json.loads(out.stdout)
    assert data["query"] == "partner explained my bid wrongly" and len(data["results"]) == 5
    first = data["results"][0]
    assert first["id"] == first["law"] and first["work"] == "wbf-2017"
    assert set(first["title"]) >= {"tr", "da", "he", "en"} and first["title"]["en"]
    for r in data["results"]:
        for u in r["units"]:
            assert u["id"].startswith(r["law"]) and set(u["text"]) >= {"tr", "da", "he"}
            for lang, spans in u["highlights"].items():
                assert all(0 <= a < b <= len(u["text"][lang]) for a, b in spans)
    assert any(u["highlights"] for r in data["results"] for u in r["units"])


def test_search_prints_a_line_a_law(tmp_path):
    out = subprocess.run([sys.executable, "-m", "lawsearch", "search", "lead out of turn",
                          "--limit", "4"], capture_output=True, text=True, check=True,
                         cwd=tmp_path, env={"COLUMNS": "100", "PATH": "/usr/bin:/bin"})
    lines = out.stdout.splitlines()
    assert lines[0].startswith("lead out of turn – 4 laws")
    assert len(lines) == 5 and all(line.startswith("Law ") for line in lines[1:])
    assert "Lead out of Turn Accepted" in out.stdout or "Lead out of Turn" in out.stdout


@pytest.mark.slow  # every question set
def test_the_tuning_and_held_out_questions(searcher):
    """Questions in players' words, written apart from the ranking (the held-out ones never
    tuned on): MRR@10 of the laws and recall@5, all four languages (0.72-0.74 / 86-88% before
    the answers by law and the situations' models; 0.83-0.85 / 93-98% now where the English
    1907 book is built, about 0.81 / 91-96% where it is not)."""
    for files, mrr, recall in ((TUNING, 0.76, 0.90), (HELDOUT, 0.76, 0.90)):
        questions = [q for q in load_devset(*files) if q.get("kind") == "question"]
        assert len(questions) >= 150
        figures = evaluate(searcher, questions).by_lang()["all"]
        assert figures["mrr@10"] >= mrr and figures["recall@5"] >= recall, figures


@pytest.mark.skipif(not REAL.is_file(), reason="the real questions are kept beside the project")
def test_the_real_questions_beside_the_project(searcher):
    """Real questions from public forums (read where they are kept, never copied here): 0.57 /
    0.47 before the answers by law; now 0.69 / 0.63 where the English 1907 book is built, 0.67
    / 0.61 where it is not."""
    figures = evaluate(searcher, load_devset(REAL)).by_lang()["all"]
    assert figures["mrr@10"] >= 0.62 and figures["main@10"] >= 0.56, figures


def test_the_evaluation_reads_real_questions_and_refuses_a_damaged_line(tmp_path):
    from lawsearch.errors import SourceError
    from lawsearch.search.evaluation import load_questions

    good = tmp_path / "q.tsv"
    good.write_text("# comment\nen\tpartner hesitated\t16 73\thttps://example.org\n",
                    encoding="utf-8")
    assert load_questions(good) == [{"q": "partner hesitated", "lang": "en",
                                     "kind": "question", "answers": ["16", "73"],
                                     "source": "https://example.org"}]
    bad = tmp_path / "bad.tsv"
    bad.write_text("en\tno laws here\n", encoding="utf-8")
    with pytest.raises(SourceError, match=r"bad.tsv:1: expected language, question and laws"):
        load_questions(bad)
    assert paths.ROOT.parent / "shared" / "eval" == REAL.parent
