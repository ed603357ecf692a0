"""Table shorthand and English typos in a query: "LHO", "IB", "BOOT", "MPC", "X", "♠K" gain what
they stand for in the language the query is read in, and a word typed a letter wrong in English
is read as the word meant, in Python and in the site's search alike."""
from __future__ import annotations

import json
import re
import subprocess

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lawsearch import paths
from lawsearch.search import Searcher
from lawsearch.search.shorthand import expand, table
from lawsearch.search.spelling import swapped

from conftest import engine_scripts

# (language, typed, what it must gain); what was typed always stays
EXPANSIONS = [
    ("en", "LHO bid 1S", "LHO left-hand opponent bid 1S"),
    ("en", "rho passed", "rho right-hand opponent passed"),
    ("en", "an IB by East", "an IB insufficient bid by East"),
    ("en", "BOOT not accepted", "BOOT bid out of turn not accepted"),
    ("en", "POOT, then LOOT", "POOT pass out of turn, then LOOT lead out of turn"),
    ("en", "an MPC on the table", "an MPC major penalty card on the table"),
    ("en", "partner's BIT", "partner's BIT break in tempo"),
    ("en", "is pass a LA?", "is pass a LA logical alternative?"),
    ("en", "1NT X XX", "1NT X double XX redouble"),
    ("en", "he led the ♠K", "he led the ♠K card"),
    ("en", "SK then HA", "SK card then HA card"),
    ("en", "the K♥ fell", "the K♥ card fell"),
    ("da", "VM doblede, TL kom", "VM venstre modstander doblede, TL turneringsleder kom"),
    ("da", "X fra HM", "X dobling fra HM højre modstander"),
    ("tr", "TD çağırdım, UI var", "TD yönetmen çağırdım, UI izinsiz bilgi var"),
    ("he", "היה BIT של השותף", "היה BIT היסוס של השותף"),
]
# Words that look like shorthand but are words as typed: left alone
LEFT_ALONE = [("en", "a bit later"), ("en", "my boot"), ("en", "la la"), ("en", "x marks"),
              ("en", "1S 2NT 4H"), ("en", "sk"), ("da", "bit"), ("tr", "x")]


@pytest.mark.parametrize("lang, typed, expected", EXPANSIONS)
def test_shorthand_gains_what_it_stands_for(lang, typed, expected):
    assert expand(lang, typed) == expected


@pytest.mark.parametrize("lang, typed", LEFT_ALONE)
def test_words_that_only_look_like_shorthand_are_left_alone(lang, typed):
    assert expand(lang, typed) == typed


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(["en", "da", "tr", "he"]),
       st.lists(st.one_of(st.sampled_from(["LHO", "X", "ib", "BIT", "♠K", "1NT", "TL", "VM",
                                           "bit", "a", ",", "(", ")", "?", "UI", "SK"]),
                          st.text(min_size=1, max_size=6)), max_size=12))
def test_expanding_keeps_every_word_as_typed_in_its_order(lang, pieces):
    text = " ".join(pieces)
    out = expand(lang, text)
    assert out.startswith(text[:1])
    # what was typed is a subsequence of what is searched
    it = iter(out)
    assert all(ch in it for ch in text)


def test_every_language_declares_its_shorthand_as_data():
    for lang in ("tr", "da", "he", "en"):
        t = table(lang)
        assert t and t["words"] and t["card"], lang
        assert json.loads(json.dumps(t, ensure_ascii=False)) == t


@pytest.fixture(scope="module")
def searcher():
    with Searcher() as s:
        yield s


# Shorthand the issue names as not read before, and the laws they point to
@pytest.mark.parametrize("query, law", [
    ("IB", "27"), ("BOOT", "31"), ("POOT", "30"), ("MPC", "50"), ("LOOT", "53"),
    ("LHO made an IB and partner accepted it", "27"),
])
def test_shorthand_finds_its_law(searcher, query, law):
    laws = [r.law for r in searcher.search(query, limit=3)]
    assert law in laws, (query, laws)


# (typed, meant): a letter dropped, added, changed, two swapped
TYPOS = [("insufficent", "insufficient"), ("insuficient", "insufficient"),
         ("revoek", "revoke"), ("penallty", "penalty"), ("declarrer", "declarer")]


@pytest.mark.parametrize("typed, meant", TYPOS)
def test_an_english_typo_is_read_as_the_word_meant(searcher, typed, meant):
    assert searcher.typos("en", typed) == meant


def test_a_misspelt_insufficient_bid_finds_law_27(searcher):
    assert searcher.search("insufficent bid", limit=1)[0].law == "27"
    assert [r.law for r in searcher.search("revoek")][:1] == \
        [r.law for r in searcher.search("revoke")][:1]


def test_english_words_are_never_read_as_typos(searcher):
    """A word of the documents or of spaCy's English, one edit from a word of the documents, is
    meant as typed ("defending" is not "depending")."""
    words, valid = searcher.typos.lists("en")
    assert len(words) > 1000 and len(valid) > 1000
    for meant in ("defending", "seating", "depended", "accidents"):
        assert meant in words or meant in valid, meant
    for w in words[:2000] + valid:
        assert searcher.typos("en", w) is None, w


def test_typos_are_read_in_english_only(searcher):
    assert searcher.typos("da", "udsil") is None  # Danish has its own (spelling.Near)


@given(st.text("abcdef", min_size=2, max_size=7), st.text("abcdef", min_size=2, max_size=7))
def test_a_swap_is_two_neighbouring_letters_exchanged(a, b):
    if swapped(a, b):
        assert swapped(b, a) and sorted(a) == sorted(b) and a != b
        i = next(i for i in range(len(a)) if a[i] != b[i])
        assert a[i] == b[i + 1] and a[i + 1] == b[i] and a[i + 2:] == b[i + 2:]


# The browser: search.js with the site's data, in node
NODE = r"""
const fs = require("fs"), vm = require("vm");
const context = {window: {}};
vm.createContext(context);
for (const file of process.argv.slice(2)) vm.runInContext(fs.readFileSync(file, "utf8"), context);
const queries = JSON.parse(fs.readFileSync(0, "utf8"));
process.stdout.write(JSON.stringify(queries.map(
  (q) => context.window.LAWSEARCH.search(q, null, 3).map((r) => [r.work, r.id]))));
"""


def test_the_site_reads_shorthand_and_typos_as_the_command_line_does(tmp_path, searcher, node):
    from lawsearch.corpus import Corpus
    from lawsearch.site.searchdata import write

    write(paths.BUILD / "index", Corpus.load(paths.AKN), tmp_path)
    queries = ([typed for _, typed, _ in EXPANSIONS] + [q for q, _ in [
        ("IB", 0), ("BOOT", 0), ("POOT", 0), ("MPC", 0)]] + [t for t, _ in TYPOS]
        + ["insufficent bid", "LHO made an IB", "VM doblede uden for tur"])
    script = tmp_path / "run.js"
    script.write_text(NODE, encoding="utf-8")
    assets = paths.THEME / "theme" / "assets"
    got = subprocess.run([node, str(script), *engine_scripts(tmp_path / "search", assets)],
                         input=json.dumps(queries), capture_output=True, text=True, check=True)
    web = json.loads(got.stdout)
    for q, answer in zip(queries, web):
        cli = [[r.work, r.id] for r in searcher.search(q, limit=3)]
        assert answer[:1] == cli[:1], q
    assert re.fullmatch(r"\d+", web[queries.index("insufficent bid")][0][1])
