"""The repairs of lost ligatures and hyphens are conservative, held to the edition's own words,
and a word the PDF reader split after its first letter is joined (issue 22, classes 2 and 3).

A table of damaged lines of each class and of lines that must not change, the class of "to" read
as "t off", and properties: clean invented English never changes, and every word a repair makes
is one the edition or the dictionary has. Every line here is invented."""
from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from test_ligatures import replay, run
from lawsearch.imports.ligatures import (COMMON_WORD, HYPHEN, KINDS, LOST, SPLIT,
                                         LigatureRepair, Repairer, edition_words,
                                         english_probabilities, is_english_word)

# An invented edition, in the Laws' style: its own words and hyphenated forms. It writes
# "Redeal" solid (and once, by an extractor's slip, "re-deal"), and "higher-ranking",
# "agreed-upon", "non-comparable", "non-offending" with their hyphens.
EDITION = """\
The Director may order a Redeal when a board is found fouled.
A redeal is made by the same dealer; the redeal keeps the board's vulnerability.
There shall be a re-deal only where no card has been seen.
If a player names a higher-ranking denomination, the call is not accepted.
When partners use an agreed-upon method, they disclose it before the session.
Any non-comparable call is treated under the procedure below.
Spectators may not speak, nor draw attention to an irregularity.
The non-offending side keeps the tricks it has won; the offender is warned.
Each player counts his cards before he looks at them. Then the tray is passed to the next table.
The Power of the Director extends to all matters of procedure.
An insufficient bid may be corrected; the staff and the officials are told.
Once the auction closes, no player may call. No card is exposed. All players remain seated.
Every contestant is told the effect of the ruling, and the Director goes to the table.
"""
LINES = EDITION.splitlines()


@pytest.fixture(scope="module")
def probabilities():
    return english_probabilities()


@pytest.fixture(scope="module")
def words():
    return edition_words(LINES)


@pytest.fixture(scope="module")
def repairer(probabilities, words):
    """A repairer given the edition's words (its caches warm), its repairs emptied per use."""
    return Repairer(set(), probabilities, edition_words=words)


@pytest.fixture(scope="module")
def bare(probabilities):
    """A repairer without the edition's words, as the tests of the ligatures make it."""
    return Repairer(set(), probabilities)


def kinds(repairs: list[LigatureRepair]) -> set[str]:
    return {k for r in repairs for k in r.what.split(", ")}


# -- the edition's words ---------------------------------------------------------------------

def test_the_edition_words_are_counted_whole_and_hyphenated():
    got = edition_words(["The Redeal; a redeal, a re-deal.", "the non-oﬀending side and a li-",
                         "ne of higher-ranking suits"])
    assert got["redeal"] == 2 and got["re-deal"] == 1 and got["the"] == 2
    assert got["non-offending"] == 1 and got["offending"] == 1  # its ligature character expanded
    assert got["higher-ranking"] == 1 and got["li"] == 1 and "li-ne" not in got
    assert all(w == w.lower() for w in got)


# -- the table -------------------------------------------------------------------------------

# (extracted, repaired, the kind of repair): a letter split from the rest of its word.
SPLIT_LETTERS = [
    ("T he Director is called.", "The Director is called."),
    ("I f a player revokes, the trick stands.", "If a player revokes, the trick stands."),
    ("W hen the tray is passed, play begins.", "When the tray is passed, play begins."),
    ("S pectators may not speak.", "Spectators may not speak."),
    ("A ny player may draw attention to it.", "Any player may draw attention to it."),
    ("A ll players remain seated.", "All players remain seated."),
    ("T here shall be a redeal.", "There shall be a redeal."),
    ("O nce the auction closes, no one calls.", "Once the auction closes, no one calls."),
    ("N o card is exposed.", "No card is exposed."),
    ("the tray is passed t o the next table", "the tray is passed to the next table"),
    ("the Director goes t o the table", "the Director goes to the table"),
    ("The P ower of the Director extends", "The Power of the Director extends"),
    ("T HE DIRECTOR", "THE DIRECTOR"),
    ("before he looks at them. T hen the tray", "before he looks at them. Then the tray"),
]

# A lost hyphen restored where the edition writes the hyphenated form elsewhere.
LOST_HYPHENS = [
    ("a higherranking denomination", "a higher-ranking denomination"),
    ("an agreedupon method", "an agreed-upon method"),
    ("a noncomparable call", "a non-comparable call"),
    ("the nonoffending side", "the non-offending side"),
]

# Lost ligatures, repaired as before where the edition (or the dictionary) has the word.
LOST_LIGATURES = [
    ("the o ender is warned", "the offender is warned"),
    ("An insu cient bid may be corrected", "An insufficient bid may be corrected"),
    ("the sta and the o cials", "the staff and the officials"),
    ("told the e ect of the ruling", "told the effect of the ruling"),
    ("the nono ending side", "the non-offending side"),
]

# Lines right as they stand: none of them may change, with the edition's words or without.
UNCHANGED = [
    "Redeal",
    "The Director may order a Redeal.",
    "A redeal is made by the same dealer.",
    "a redeal",
    "I feel that the call was made.",
    "A deal is redealt.",
    "A round is played.",
    "the players go to the table",
    "to",
    "Plan B is chosen.",
    "the letter s in the word",
    "option b and option c",
    "I find it so.",
    "A new board",
    "I am told.",
    "The board goes to the next table.",
    "the cooperation of the players",
    "Mr T Smith and Ms B Jones",
    "an x in the box",
    "see Law 12 A and B",
    "the hand held A K Q J of spades",
    "a backfired plan",
    "the higher ranking of the two",
]


@pytest.mark.parametrize("extracted,repaired", SPLIT_LETTERS)
@pytest.mark.parametrize("given_words", [True, False], ids=["edition", "bare"])
def test_a_word_split_after_its_first_letter_is_joined(repairer, bare, given_words, extracted,
                                                       repaired):
    use = repairer if given_words else bare
    out, repairs = run(use, extracted, 5)
    assert out == repaired
    assert repairs and kinds(repairs) == {SPLIT} and all(r.line == 5 for r in repairs)
    assert replay(extracted, repairs) == out
    assert run(use, out) == (out, [])


@pytest.mark.parametrize("extracted,repaired", LOST_HYPHENS)
def test_a_lost_hyphen_the_edition_writes_is_restored(repairer, extracted, repaired):
    out, repairs = run(repairer, extracted)
    assert out == repaired and HYPHEN in kinds(repairs)
    assert replay(extracted, repairs) == out


def test_a_lost_hyphen_the_edition_never_writes_stays_lost(probabilities):
    other = Repairer(set(), probabilities, edition_words=edition_words(["a higher card"]))
    for text in ("a higherranking suit", "an agreedupon method", "a noncomparable call"):
        assert run(other, text) == (text, [])
    # the Laws' own hyphenated terms are the exception: the edition need not write them
    assert run(other, "the nonoffending side")[0] == "the non-offending side"


def test_a_drop_capital_before_a_word_is_joined_where_the_edition_writes_the_whole(repairer,
                                                                                   bare):
    # "very" is likelier than "every": only the edition's word tells "E very" is "Every"
    assert run(repairer, "E very contestant is told.")[0] == "Every contestant is told."
    assert run(bare, "E very contestant is told.")[0] == "E very contestant is told."


@pytest.mark.parametrize("extracted,repaired", LOST_LIGATURES)
def test_a_lost_ligature_is_still_repaired(repairer, extracted, repaired):
    out, repairs = run(repairer, extracted)
    assert out == repaired and LOST in kinds(repairs)
    assert replay(extracted, repairs) == out


@pytest.mark.parametrize("text", UNCHANGED)
@pytest.mark.parametrize("given_words", [True, False], ids=["edition", "bare"])
def test_a_line_right_as_it_stands_is_left(repairer, bare, given_words, text):
    assert run(repairer if given_words else bare, text) == (text, [])


def test_the_edition_writes_redeal_solid_so_no_hyphen_is_restored(repairer, probabilities):
    # the edition's "re-deal" (once) is no reason to hyphenate its "Redeal" (three times) …
    assert run(repairer, "New Shuffle and Redeal") == ("New Shuffle and Redeal", [])
    # … but an edition that writes "re-deal" as often as "redeal" has its hyphen restored
    even = Repairer(set(), probabilities,
                    edition_words=edition_words(["a re-deal", "a redeal", "a re-deal"]))
    assert run(even, "the redeal")[0] == "the re-deal"


def test_two_words_right_as_they_stand_are_never_joined(probabilities):
    # "back red" is no "backfired", even for an edition that writes "backfired"
    text = "the plan back red at once"
    for lines in (["a plan is made"], ["the plan backfired at once"]):
        other = Repairer(set(), probabilities, edition_words=edition_words(lines))
        assert run(other, text) == (text, [])


def test_a_stray_character_repairs_only_into_a_word_of_the_edition_or_dictionary(probabilities):
    # "Jeff" is a name of the word list, no dictionary word: repaired only for an edition that
    # has it
    other = Repairer(set(), probabilities, edition_words=edition_words(["ask the dealer"]))
    assert run(other, "ask Je‘ to deal") == ("ask Je‘ to deal", [])
    named = Repairer(set(), probabilities, edition_words=edition_words(["Jeff deals"]))
    assert run(named, "ask Je‘ to deal")[0] == "ask Jeff to deal"


def test_the_kind_of_a_split_letter_is_one_of_the_kinds():
    assert SPLIT in KINDS and len(set(KINDS)) == len(KINDS)


# -- "to" read as "t off" ------------------------------------------------------------------

LONE = [c for c in "bcdefghjklmnopqrstuvwxyz"]
RESTS = ["o", "ower", "ender", "ect", "nal", "he", "hen", "ny", "ll", "ce", "er", "ort", "ord",
         "cer", "ered", "ers", "ull", "ight", "oor", "ile"]


@settings(max_examples=300, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.sampled_from(["", "the board goes", "the Director", "it is passed"]),
       st.sampled_from(LONE), st.booleans(), st.sampled_from(RESTS),
       st.sampled_from(["", "the table", "at once."]), st.booleans())
def test_a_lone_letter_s_neighbour_never_gains_a_ligature(repairer, bare, head, letter, capital,
                                                          rest, tail, given_words):
    """A lone letter that is no word ("t", "P") is a word's first letter split off: the piece
    after it is never repaired on its own with a ligature at its start ("t o" → "t off",
    "P ower" → "P flower"); joined, or left."""
    letter = letter.upper() if capital else letter
    text = " ".join(p for p in (head, f"{letter} {rest}", tail) if p)
    out, repairs = run(repairer if given_words else bare, text)
    assert replay(text, repairs) == out
    assert not re.search(rf"(?<![^\W\d_]){letter} f", out), (text, out)
    for r in repairs:
        if r.before == rest:
            assert not r.after.lower().startswith(("f", "ff")), (text, r)


# -- properties --------------------------------------------------------------------------------

PROPERTY = settings(max_examples=300, deadline=None,
                    suppress_health_check=[HealthCheck.function_scoped_fixture])

# Invented clean sentences in the Laws' style, made of these parts.
SUBJECTS = ["the Director", "a player", "declarer", "dummy", "the offender", "each side",
            "the non-offending side", "partner", "a spectator", "the player on lead", "I", "it"]
VERBS = ["may call", "must pass", "is told", "feels", "agrees", "draws attention", "goes",
         "keeps", "deals", "names", "is warned", "plays", "finds", "corrects", "reflects"]
OBJECTS = ["a deal", "a redeal", "the effect", "a card", "to the table", "an insufficient bid",
           "the staff", "a round", "the higher-ranking suit", "an agreed-upon method", "off",
           "at once", "the first trick", "a difficult ruling", "the final pass", "to it",
           "a new board", "the official score", "as before", "the tray", "a flaw", "the field"]
JOINS = [",", ";", " and", " but", " if", " when", " so", "."]


@st.composite
def clean_lines(draw) -> str:
    parts = []
    for _ in range(draw(st.integers(1, 3))):
        parts.append(" ".join((draw(st.sampled_from(SUBJECTS)), draw(st.sampled_from(VERBS)),
                               draw(st.sampled_from(OBJECTS)))))
        parts.append(draw(st.sampled_from(JOINS)) + " ")
    line = "".join(parts).strip()
    return line[0].upper() + line[1:]


@PROPERTY
@given(clean_lines(), st.booleans())
def test_clean_invented_english_never_changes(repairer, bare, line, given_words):
    assert run(repairer if given_words else bare, line) == (line, [])


def _damage(line: str, how: list[int]) -> str:
    """The line as a PDF reader may damage it: a word's first letter split off, a ligature
    lost (as a space, or as nothing), a hyphen lost; `how` picks, word by word."""
    words = line.split(" ")
    out = []
    for k, word in enumerate(words):
        choice = how[k % len(how)]
        if choice == 1 and len(word) > 2 and word[:2].isalpha():
            word = word[0] + " " + word[1:]
        elif choice == 2:
            word = re.sub(r"ffi|ffl|ff|fi|fl", " ", word, count=1)
        elif choice == 3:
            word = re.sub(r"ffi|ffl|ff|fi|fl", "", word, count=1)
        elif choice == 4:
            word = word.replace("-", "", 1)
        out.append(word)
    return " ".join(out)


@PROPERTY
@given(clean_lines(), st.lists(st.integers(0, 4), min_size=1, max_size=8))
def test_every_word_a_repair_makes_is_the_edition_s_or_the_dictionary_s(repairer, words,
                                                                        probabilities, line,
                                                                        how):
    damaged = _damage(line, how)
    out, repairs = run(repairer, damaged, 9)
    assert replay(damaged, repairs) == out
    assert all(r.what in KINDS or set(r.what.split(", ")) <= set(KINDS) for r in repairs)

    def known(word: str) -> bool:
        w = word.lower()
        if words.get(w):
            return True
        return all(is_english_word(p) or probabilities.get(p, -99.0) >= COMMON_WORD
                   for p in w.split("-") if p)

    for r in repairs:
        assert known(r.after), (damaged, r)
    assert run(repairer, out) == (out, [])  # a second pass changes nothing more


# -- an edition imported ------------------------------------------------------------------------

def test_an_imported_edition_with_drop_capitals_comes_back_joined(tmp_path):
    """An invented edition whose sentences' first words the reader split after their first
    letter (a drop capital): imported, every such word is whole again and listed."""
    from english_editions import invented

    from lawsearch import akn
    from lawsearch.imports.importer import import_edition

    edition = invented("wbf", 0)
    text = edition.text()
    damaged = re.sub(r"(?<=\n)(The|When|If|Any) ", lambda m: f"{m[1][0]} {m[1][1:]} ", text)
    assert damaged != text
    path = tmp_path / "laws.txt"
    path.write_text(damaged, encoding="utf-8")
    report = import_edition(path, "en", user_dir=tmp_path / "user")
    joined = [r for r in report.repairs if r["what"] == SPLIT]
    assert joined and all(r["after"] in ("The", "When", "If", "Any") for r in joined)
    read, _ = akn.from_xml((tmp_path / "user" / "en" / "wbf-2017.xml").read_bytes(), "en")
    for unit in read.units():
        for block in unit.intro + unit.wrapup:
            assert not re.search(r"\b(T he|W hen|I f|A ny)\b", getattr(block, "text", "") or "")


# Words of the invented editions broken where a page ends, and where: the rest of each looks
# like a word whose ligature the PDF lost ("lled" of "filled", "nal" of "final", "ficult")
_OVERLEAF = {"cancelled": 5, "final": 2, "official": 3, "difficult": 3, "sufficient": 4,
             "offender": 2, "offer": 2, "affected": 2, "staff": 4}


@pytest.mark.slow  # imports a whole invented edition twice
@pytest.mark.parametrize("form_feeds", [True, False], ids=["form feeds", "none"])
def test_a_word_broken_at_a_pages_foot_is_whole_whatever_its_rest_looks_like(tmp_path,
                                                                                form_feeds):
    """"…the specified card is cance-" / the running head overleaf / "lled by the Director":
    the word is whole ("cancelled"), its rest never repaired as a word of its own ("filled",
    "cance-filled")."""
    from english_editions import invented
    from test_import_english import differences, imported

    edition = invented("wbf", 0)
    text = edition.text(form_feeds=form_feeds)
    head = next(page.header for page in edition.pages[20:] if page.header)
    body = text.index("LAW 1 -", text.index("LAW 93"))  # (after the contents)
    for word, cut in _OVERLEAF.items():
        m = re.compile(rf"(?<=[a-z] ){word}\b(?=[^\n]* )").search(text, body)
        text = (text[:m.start() + cut] + "-\n\n" + ("\f" if form_feeds else "") + head + "\n\n"
                + text[m.start() + cut:])
    path = tmp_path / "laws.txt"
    path.write_text(text, encoding="utf-8")
    report, read, index = imported(tmp_path, path)
    assert differences(edition.expected, read, index) == []
    assert report.verdict.startswith("read whole")


def _broken_above_the_notes(text: str) -> str:
    """The text with the last long word of each page's body broken where the page ends, above
    the page's notes, its rest and the sentence's end atop the next page ("…a defe-" / "1 An
    invented note…" / folio / running head / "nder should review the board.")."""
    pages = text.split("\f")
    for k, page in enumerate(pages[:-1]):
        lines = page.split("\n")
        foot = [i for i in range(1, len(lines))
                if re.match(r"\d{1,2} [A-Z]", lines[i]) and not lines[i - 1]]
        words = lines[foot[0] - 2].split(" ") if foot else []
        long = [j for j, w in enumerate(words) if j and re.fullmatch(r"[a-z]{7,}", w)]
        if not long:
            continue
        j = long[-1]
        cut = len(words[j]) // 2
        lines[foot[0] - 2] = " ".join(words[:j] + [words[j][:cut] + "-"])
        pages[k] = "\n".join(lines)
        after = pages[k + 1].split("\n")  # (after its running head)
        first = next(i for i, line in enumerate(after) if i and line.strip())
        after.insert(first, " ".join([words[j][cut:]] + words[j + 1:]))
        pages[k + 1] = "\n".join(after)
    return "\f".join(pages)


@pytest.mark.slow  # imports a whole invented edition
def test_a_word_broken_above_its_pages_notes_is_whole(tmp_path):
    """"…a defe-" / the page's notes / its folio and the next page's running head / "nder
    should review the board.": "defender", never "defe-finder"."""
    from english_editions import invented
    from test_import_english import differences, imported

    edition = invented("wbf", 0)
    text = edition.text()
    path = tmp_path / "laws.txt"
    path.write_text(_broken_above_the_notes(text), encoding="utf-8")
    assert path.read_text(encoding="utf-8").count("-\n\n") >= 5 + text.count("-\n\n")
    report, read, index = imported(tmp_path, path)
    assert differences(edition.expected, read, index) == []
    assert report.verdict.startswith("read whole")


# -- words broken inside a line ------------------------------------------------------------------

# A tool that joins a paragraph's lines into one (a viewer's or a word processor's "save as
# text") leaves a word broken at the printed line's end as "conti- nues": (line, the edition's
# hyphenated words elsewhere, the line as read).
BROKEN_WITHIN = [
    ("the play conti- nues at once.", set(), "the play continues at once."),
    ("the tournament organ- izer decides.", set(), "the tournament organizer decides."),
    ("The East- West pair is warned.", set(), "The East-West pair is warned."),
    ("the non- offending side may accept", {"non-offending"}, "the non-offending side may accept"),
    ("it is done with- out delay.", set(), "it is done without delay."),
    ("a second travell- ing slip", set(), "a second travelling slip"),
    # a hyphen that hangs for a word to come, a dash, numbers: as printed
    ("a two- or three-card suit", set(), "a two- or three-card suit"),
    ("pre- and post-alert", set(), "pre- and post-alert"),
    ("from South - West too", set(), "from South - West too"),
    ("boards 2- 3 and 5", set(), "boards 2- 3 and 5"),
    ("the Director- who is called", set(), "the Director- who is called"),
    ("a left- hand opponent", set(), "a left- hand opponent"),  # the edition never writes it
    ("a left- hand opponent", {"left-hand"}, "a left-hand opponent"),
    ("the board-- then", set(), "the board-- then"),
]


@pytest.mark.parametrize("line, hyphenated, read", BROKEN_WITHIN)
def test_a_word_broken_inside_a_joined_line_is_made_whole(corpus, probabilities, line,
                                                          hyphenated, read):
    from lawsearch.imports.extracted import _Reader
    from lawsearch.imports.outline import from_corpus
    from lawsearch.imports.pages import lines_of
    from lawsearch.lang.en import LAW_TITLES
    from lawsearch.lang.en import layout as vocabulary

    reader = _Reader("laws.txt", "en", from_corpus(corpus), vocabulary, LAW_TITLES,
                     Repairer(set(), probabilities), lambda word: word in probabilities)
    reader.hyphenated = hyphenated
    lines = lines_of(f"Some text before it.\n{line}\nSome text after it.")
    reader._unbreak(lines)
    assert [x.text for x in lines] == ["Some text before it.", read, "Some text after it."]


def _joined_pairwise(reader, lines: list[str]) -> str:
    """A paragraph's lines joined as its reader once joined them, each to the whole text so
    far: the word before a hyphen ending the text (a regular expression over all of it), then
    the hyphen kept, dropped or a space put."""
    text = lines[0]
    for right in lines[1:]:
        m = re.search(r"([A-Za-z]+)-$", text)
        n = re.match(r"([a-z]+)", right)
        if m and re.match(r"[A-Z]", right):
            text = text + right
        elif m and n:
            keep = reader._written_hyphenated(f"{m.group(1)}-{n.group(1)}".lower())
            whole = (m.group(1) + n.group(1)).lower()
            text = text[:-1] + right if not keep and reader.is_word(whole) else text + right
        else:
            text = text + " " + right
    return " ".join(text.split())


_PIECES = st.sampled_from(["trave-", "lling", "North-", "South", "non-", "vulnerable", "re-",
                           "deal", "the", "Director-", "-", "", " ", "a-", "b", "2-", "3",
                           "over-", "trick", "T", "he", "ﬁ-", "x-y-", "Bid"])


@pytest.fixture(scope="module")
def paragraphs(corpus, probabilities):
    """A reader of the English edition's paragraphs, the edition writing two words hyphenated."""
    from lawsearch.imports.extracted import _Reader
    from lawsearch.imports.outline import from_corpus
    from lawsearch.lang.en import LAW_TITLES
    from lawsearch.lang.en import layout as vocabulary

    reader = _Reader("laws.txt", "en", from_corpus(corpus), vocabulary, LAW_TITLES,
                     Repairer(set(), probabilities), lambda word: word in probabilities)
    reader.hyphenated = {"re-deal", "non-vulnerable"}
    return reader


@settings(max_examples=300, deadline=None)
@given(st.lists(st.lists(_PIECES, max_size=4).map(" ".join), min_size=1, max_size=12))
def test_a_paragraphs_lines_join_as_each_joined_to_the_text_before(paragraphs, lines):
    """A paragraph's lines are joined in time linear in its length (a text that is no edition
    may hold a paragraph of 60,000 lines, `scripts/bench.py`), and read as when each line was
    joined to the whole text before it."""
    got = paragraphs._paragraph(lines)
    want = paragraphs._paragraph([_joined_pairwise(paragraphs, lines)])
    assert got == want
