"""The repair of ligatures (and hyphens) lost by PDF text extraction: a table of damaged words of
a rulebook and of lines that must not change, property tests (every change reported, a second
pass changes nothing, citations untouched, clean English untouched), and a public-domain English
book read without a single false repair. Every sentence here is invented."""
from __future__ import annotations

import random
import re
from collections import Counter

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from lawsearch import paths
from lawsearch.imports.ligatures import (EXPANDED, HYPHEN, KINDS, LOST, LigatureRepair,
                                         Repairer, english_probabilities, hyphenated_words,
                                         is_english_word)

ELWELL = paths.ROOT.parent / "shared" / "sources" / "elwell-1907-en.txt"  # never committed


@pytest.fixture(scope="module")
def probabilities():
    return english_probabilities()


@pytest.fixture(scope="module")
def repairer(probabilities):
    """One repairer for the module (its caches warm), its list of repairs emptied per use."""
    return Repairer(set(), probabilities)


def run(repairer: Repairer, text: str, number: int = 1) -> tuple[str, list[LigatureRepair]]:
    repairer.repairs.clear()
    out = repairer.line(text, number)
    return out, list(repairer.repairs)


def replay(text: str, repairs: list[LigatureRepair]) -> str:
    """The line with its reported repairs applied, in order, at their columns."""
    for r in repairs:
        assert text[r.column:r.column + len(r.before)] == r.before, (text, r)
        text = text[:r.column] + r.after + text[r.column + len(r.before):]
    return text


# -- the table -----------------------------------------------------------------------------

# (extracted, repaired): the examples of the brief, then words of a rulebook.
REPAIRED = [
    # a ligature lost as a space, as nothing, as a one-letter piece
    ("Insu cient", "Insufficient"),
    ("Insucient", "Insufficient"),
    ("The o ender may be warned.", "The offender may be warned."),
    ("This may a ect the result.", "This may affect the result."),
    ("The e ect is the same.", "The effect is the same."),
    ("Ask the sta.", "Ask the staff."),
    ("the sta, then the players", "the staff, then the players"),
    # a stray character where the ligature was
    ("Ask Je‘ to deal.", "Ask Jeff to deal."),
    ("the o‘ender", "the offender"),
    ("the o?ender", "the offender"),
    ("the o\ufffdender", "the offender"),
    ("the o\ue01fender", "the offender"),  # a private-use character
    ("the o(cid:31)ender", "the offender"),
    ("the o\ufffdcial score", "the official score"),
    ("ask the sta‘", "ask the staff"),
    # an index's term run on after the entry before, its ligature lost at its end or inside
    ("Sorted deck, 40B2(c)(ii) Sta, 43A2(c), 80A1(b)",
     "Sorted deck, 40B2(c)(ii) Staff, 43A2(c), 80A1(b)"),
    ("Bid, 18, 27 Insucient bid, 27B", "Bid, 18, 27 Insufficient bid, 27B"),
    # three pieces: a ligature split off, a second wrong split, two ligatures in one word
    ("an insu ffi cient bid", "an insufficient bid"),
    ("a rule applied e ect ively", "a rule applied effectively"),
    ("announced o cial ly", "announced officially"),
    ("the re ghters came", "the firefighters came"),
    # a lost ligature and a lost hyphen
    ("the nono ending side", "the non-offending side"),
    ("non-o ending side", "non-offending side"),
    # ligature characters
    ("the ﬁnal pass", "the final pass"),
    ("announced oﬃcially", "announced officially"),
    ("the ﬂow of play", "the flow of play"),
    ("shuﬄe the pack", "shuffle the pack"),
    ("a diﬀerent call", "a different call"),
    ("the ﬁrﬆ trick", "the first trick"),
    ("the ﬁrﬅ trick", "the first trick"),
    # lost hyphens
    ("EastWest and NorthSouth", "East-West and North-South"),
    ("the nonoffending side", "the non-offending side"),
    ("Nonoffending players", "Non-offending players"),
    ("NORTHSOUTH", "NORTH-SOUTH"),
    ("when nonvulnerable", "when non-vulnerable"),
    ("a socalled convention", "a so-called convention"),
    # words of a rulebook
    ("a su cient reason", "a sufficient reason"),
    ("An insu cient bid stands.", "An insufficient bid stands."),
    ("the o ending side", "the offending side"),
    ("O ender", "Offender"),
    ("O ENDER", "OFFENDER"),
    ("INSU CIENT BID", "INSUFFICIENT BID"),
    ("not o cially announced", "not officially announced"),
    ("it becomes e ective at once", "it becomes effective at once"),
    ("a di cult ruling", "a difficult ruling"),
    ("as speci ed below", "as specified below"),
    ("a speci c call", "a specific call"),
    ("the director is noti ed", "the director is notified"),
    ("the nal pass", "the final pass"),
    ("players nd that", "players find that"),
    ("I nd it", "I find it"),
    ("the rst trick", "the first trick"),
    ("the fth board", "the fifth board"),
    ("a con ict of interest", "a conflict of interest"),
    ("the card falls o the table", "the card falls off the table"),
    ("a su x", "a suffix"),
    ("shu e the pack", "shuffle the pack"),
    ("The cards are shu ed before play.", "The cards are shuffled before play."),
    ("it does not a ict them", "it does not afflict them"),
    ("once identi ed", "once identified"),
    ("a quali cation", "a qualification"),
    ("the tournament o ce", "the tournament office"),
    ("the o ence", "the offence"),
    ("a di erence of one trick", "a difference of one trick"),
    ("they di er", "they differ"),
    ("an o er to concede", "an offer to concede"),
    ("the side may su er", "the side may suffer"),
    ("to re ect the result", "to reflect the result"),
    ("the de nition of a trick", "the definition of a trick"),
    ("an in uence on the play", "an influence on the play"),
    ("to con rm the score", "to confirm the score"),
    ("no bene t to the side", "no benefit to the side"),
    ("a pro t", "a profit"),
    ("the recti cation", "the rectification"),
    ("a clari cation", "a clarification"),
    ("justi ed and modi ed", "justified and modified"),
    ("a signi cant e ort", "a significant effort"),
    ("they can a ord it", "they can afford it"),
    ("the eld and the oor", "the field and the floor"),
    ("the overru ed trick", "the overruffed trick"),
    ("an insu cient1 bid", "an insufficient1 bid"),  # a footnote marker after the word
    ("The14 o cial figures", "The14 official figures"),  # … and after the word before
    ("the o ender’s partner", "the offender’s partner"),
    ("the o ce; the sta.", "the office; the staff."),
]

# Lines that must come out as they went in.
UNCHANGED = [
    # citations, and the words around them
    "application of E1",
    "of E1 and E2",
    "see Law 12C1(b) for the procedure",
    "see B2 above",
    "(a) or (b)",
    "as in Laws 40 and 41",
    "under Law 27 the bid stands",
    "see 12C1 and B 3",
    # clean English
    "The director may award an adjusted score.",
    "The ace of spades was led.",
    "The bell was rung twice.",
    "Each player shuffles the pack first.",
    "A ruff is a trump played to a trick of another suit.",
    "The offender’s partner must pass when next it is his turn to call.",
    "declarer's hand and dummy's cards",
    "It is difficult to find a sufficient remedy for the offending side.",
    "The staff of the club will officially confirm the final result.",
    "Five or fifteen tricks; fifty-two cards; off the table.",
    # proper names and capitals
    "Mr Stafford met Ms Griffin, Mr Nal and Ms Ries.",
    "INSUFFICIENT BID",
    "Claims And Concessions",
    "Procedure Following An Irregularity",
    "THE SCORE",
    # letters, numbers, apostrophes
    "a", "I", "A", "O", "a I A", "12 34", "1.", "3rd", "10 000",
    "don't, won't, we'll, they're, o'clock",
    # no join across a sentence end or onto a capital
    "It was insu. Cient",
    "the insu Cient",
    "the nono Ending",
    "Is it so?Then",
    "the a. ect",
    # the hyphen of a word spelled solid as often as not stays lost
    "the cooperation of the players",
]


@pytest.mark.parametrize("extracted,repaired", REPAIRED)
def test_a_damaged_word_is_repaired_and_reported(repairer, extracted, repaired):
    out, repairs = run(repairer, extracted, 7)
    assert out == repaired
    assert repairs and all(r.line == 7 for r in repairs)
    assert replay(extracted, repairs) == out
    assert all(r.what in KINDS or set(r.what.split(", ")) <= set(KINDS) for r in repairs)
    again, more = run(repairer, out)
    assert again == out and not more


@pytest.mark.parametrize("text", UNCHANGED)
def test_a_clean_line_is_left_as_it_is(repairer, text):
    assert run(repairer, text) == (text, [])


def test_the_table_is_large_enough():
    assert len(REPAIRED) >= 25 + 25 and len(UNCHANGED) >= 25


def test_each_repair_names_its_kind(repairer):
    _, repairs = run(repairer, "the ﬁnal call, the o ender, the EastWest pair, the nono ending")
    assert [(r.before, r.after, r.what) for r in repairs] == [
        ("ﬁnal", "final", EXPANDED),
        ("o ender", "offender", LOST),
        ("EastWest", "East-West", HYPHEN),
        ("nono ending", "non-offending", f"{LOST}, {HYPHEN}"),
    ]
    assert [r.column for r in repairs] == [4, 20, 34, 54]


def test_the_bug_of_a_citation_joined_to_a_word(repairer):
    # "application of E1" was once "application offiE1"
    for text in ("application of E1", "application of E1.", "the e ect of E1 and B2"):
        out, repairs = run(repairer, text)
        assert "E1" in out and "offi" not in out.lower()
        assert all("E1" not in r.before and "E1" not in r.after for r in repairs)


def test_known_words_and_hyphenated_words_of_the_edition(probabilities):
    plain = Repairer(set(), probabilities)
    assert plain.line("a xyloﬂ ute", 1) == "a xylofl ute"  # only its character is expanded
    assert plain.line("the xylo ute", 1) == "the xylo ute"
    known = Repairer({"xyloflute"}, probabilities)
    assert known.line("the xylo ute", 1) == "the xyloflute"  # a known word is certain
    assert plain.line("the firstclass seat", 2) == "the firstclass seat"
    edition = Repairer(set(), probabilities, hyphenated={"first-class", "co-operate"})
    assert edition.line("the firstclass seat", 2) == "the first-class seat"
    assert edition.line("they cooperate", 3) == "they cooperate"  # a word spelled solid


def test_hyphenated_words_of_an_edition_are_collected():
    lines = ["The non-offending side and the East-West pair", "a word broken at the end of a li-",
             "ne; a so-called", "first-"]
    assert hyphenated_words(lines) == {"non-offending", "East-West", "so-called"}


def test_a_repaired_word_is_english():
    assert is_english_word("shuffled") and is_english_word("offenders")
    assert not is_english_word("offical") and not is_english_word("diffrent")


# -- properties ----------------------------------------------------------------------------

# Pieces of damaged and clean lines, and what stands between them.
PIECES = ["o", "ender", "a", "ect", "e", "insu", "cient", "sta", "nono", "ending", "shu", "ed",
          "nal", "rst", "cial", "ly", "ive", "re", "ghters", "su", "x", "pro", "t", "ffi", "ff",
          "ﬁ", "ﬃnal", "Je", "E1", "B2", "(a)", "Law 12", "12C1(b)", "the", "of", "A", "I", "O",
          "EastWest", "nonoffending", "offender", "’s", "INSU", "CIENT", "(cid:31)", "\ufffd",
          "\ue000", "?", "‘", "’", "'", "-", ".", ",", "1", "Ender", "staff", "off", "di",
          "cult"]
SEPARATORS = [" ", " ", " ", "", "  ", "‘", "?", "\ufffd", "-", ". "]
LINES = st.lists(st.tuples(st.sampled_from(PIECES), st.sampled_from(SEPARATORS)),
                 min_size=1, max_size=12).map(lambda ps: "".join(p + s for p, s in ps).strip())
PROPERTY = settings(max_examples=400, deadline=None,
                    suppress_health_check=[HealthCheck.function_scoped_fixture])


@PROPERTY
@given(st.one_of(LINES, st.text(alphabet="aeiofnrstlcdEO ‘’'?\ufffd\ufb01\ufb03(1).-",
                                max_size=40)))
@example(text="a‘a t")
def test_a_line_never_changes_without_its_repairs_saying_so(repairer, text):
    # each repair stands where it says in the line as the repairs before it left it (`replay`):
    # a line read again may repair what its first reading made ("a‘a t" -> "a‘at" -> "aflat")
    out, repairs = run(repairer, text, 3)
    assert replay(text, repairs) == out
    assert (out != text) == bool(repairs)
    for r in repairs:
        assert r.line == 3 and r.before != r.after


@PROPERTY
@given(LINES)
@example(text="ender o nal")  # "o" made "off" let "nal" become "final" on a second pass
def test_repairing_twice_changes_nothing_more(repairer, text):
    out, _ = run(repairer, text)
    assert run(repairer, out) == (out, [])


# An edition's own words, for a repairer held to them: some whole, some hyphenated, a lost one.
EDITION = Counter({"offender": 12, "final": 30, "flow": 40, "ow": 1, "first": 20, "staff": 3,
                   "non-offending": 9, "nonoffending": 1, "east-west": 5, "redeal": 4, "the": 900,
                   "of": 700, "a": 500, "difficult": 2, "suffix": 1})


def _weighing_every_line(repairer: Repairer) -> Repairer:
    """The repairer with its shortcut for lines no reading can change turned off."""
    repairer._inert = lambda text, tokens: False
    return repairer


@pytest.fixture(scope="module", params=["dictionary", "edition"])
def twins(request, probabilities):
    """Two repairers alike (the edition's words or none), the second weighing every line."""
    def make() -> Repairer:
        if request.param == "dictionary":
            return Repairer(set(), probabilities)
        return Repairer({"Director"}, probabilities, edition_words=EDITION)
    return make(), _weighing_every_line(make())


@PROPERTY
@given(st.one_of(LINES, st.text(alphabet="aeiofnrstlcdEOAI ‘’'?\ufffd\ufb01(1).-", max_size=40),
                 st.lists(st.sampled_from(PIECES + ["the", "of", "a", "I", "flow", "ow", "final",
                                                    "ny", "nto", "Ries", "de’ne", "con?ict"]),
                          min_size=1, max_size=10).map(" ".join)))
@example(text="a ny")  # a letter that is a word, and the rest of one ("any")
@example(text="I nto the")
@example(text="Ries of the")  # (opening a sentence: "Rifles"; inside one, a name)
@example(text="the Ries of")
@example(text="insu?cient")  # a sign where the ligature was
@example(text="de’ne the o ce")
def test_a_line_found_inert_reads_as_one_weighed_word_by_word(twins, text):
    fast, slow = twins
    assert run(fast, text, 2) == run(slow, text, 2)


CITATIONS = ["E1", "B2", "12C1(b)", "(a)", "(iv)", "Law 12", "Laws 40", "27B1(a)", "3"]
WORDS = ["o", "ender", "a", "ect", "of", "insu", "cient", "sta", "application", "see", "nal",
         "offi", "ffi", "fi", "the", "su", "x", "e"]


@PROPERTY
@given(st.lists(st.tuples(st.sampled_from(WORDS), st.sampled_from(CITATIONS),
                          st.sampled_from(WORDS)), min_size=1, max_size=4))
def test_a_citation_and_the_words_next_to_it_are_never_touched(repairer, triples):
    text = " and ".join(f"{before} {cite} {after}" for before, cite, after in triples)
    out, _ = run(repairer, text)
    for before, cite, after in triples:
        assert f"{before} {cite} {after}" in out


# The pieces a word split at its ligature leaves ("re ect", "de ne", "con ict", "pro t") are
# words of the list too, but a clean line does not put them before another word: "pro table"
# is "profitable" as surely as "camp re" is "campfire".
FRAGMENTS = {"re", "de", "con", "pro", "le", "es", "ex"}


@pytest.fixture(scope="module")
def common_words(probabilities):
    """Common English words: the 3,000 likeliest of the list that WordNet has (or that are
    function words), and "a" and "I"."""
    ranked = sorted((p, w) for w, p in probabilities.items()
                    if w.isalpha() and w.islower() and len(w) > 1)
    words = [w for p, w in reversed(ranked) if is_english_word(w) or p > -7.0][:3000]
    return [w for w in words if w not in FRAGMENTS] + ["a", "I"]


@PROPERTY
@given(st.data())
def test_clean_english_is_never_repaired(repairer, common_words, data):
    words = data.draw(st.lists(st.sampled_from(common_words), min_size=1, max_size=14))
    out = []
    for w in words:
        if out and out[-1] == "a" and w[0] in "aeiou":
            out[-1] = "an"  # as English has it
        out.append(w)
    text = " ".join(out)
    if data.draw(st.booleans()):
        text = text[0].upper() + text[1:] + "."
    assert run(repairer, text) == (text, [])


# -- a large clean English text --------------------------------------------------------------

@pytest.mark.skipif(not ELWELL.is_file(), reason=f"{ELWELL} is not here")
def test_a_public_domain_english_book_is_left_as_it_is(probabilities):
    repairer = Repairer(set(), probabilities)
    lines = ELWELL.read_text(encoding="utf-8").splitlines()
    assert len(lines) > 2000
    for number, line in enumerate(lines, 1):
        assert repairer.line(line, number) == line or repairer.repairs
    assert [(r.line, r.before, r.after) for r in repairer.repairs] == []


@pytest.mark.skipif(not ELWELL.is_file(), reason=f"{ELWELL} is not here")
def test_ten_thousand_damaged_lines_are_mostly_repaired(probabilities):
    """The book's lines damaged as extraction damages them, four times over: most damage is
    undone, and no clean word is harmed (the time it takes is a bench figure, not a test)."""
    lines = [line for line in ELWELL.read_text(encoding="utf-8").splitlines() if line.strip()]
    rng = random.Random(1907)
    forms = [" ", "", "\ufffd", "(cid:31)", None]
    damaged, originals = [], []
    while len(damaged) < 10_000:
        for line in lines:
            form = rng.choice(forms)
            damaged.append(re.sub(r"ffi|ffl|ff|fi|fl",
                                  lambda m: {"ffi": "\ufb03", "ffl": "\ufb04", "ff": "\ufb00",
                                             "fi": "\ufb01", "fl": "\ufb02"}[m.group()]
                                  if form is None else form, line))
            originals.append(line)
    repairer = Repairer(set(), probabilities)
    out = [repairer.line(line, n) for n, line in enumerate(damaged, 1)]
    touched = [k for k, (d, o) in enumerate(zip(damaged, originals)) if d != o]
    restored = sum(1 for k in touched if " ".join(out[k].split()) == " ".join(originals[k].split()))
    assert restored / len(touched) > 0.8, (restored, len(touched))
