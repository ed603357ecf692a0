"""The Danish citation grammar (`lawsearch.lang.da.citations`): a table of strings, most of them
from the source (corpus/sources/wbf-2017-da.txt, line numbers in the comments), some written for
the forms the source lacks (`§§`, ranges, lists not repeating `§`, relative references,
non-existent targets) and for things that look like citations but are not; a hypothesis test that
`find` never raises and returns ordered spans inside the text; and the coverage of the real
edition: every `§` outside a law heading is part of a found citation, and every citation resolves."""
from __future__ import annotations

import re

import pytest
from hypothesis import given, settings, strategies as st

from lawsearch import paths
from lawsearch.lang.citations import IN_LAW, IN_SECTION, IN_SUBSECTION, LAW, THIS
from lawsearch.lang.da.citations import find

N = "\u00a0"  # the source's space after §

# (text, [(designation text, form, anchor[, form of the range's end]), …])
CASES = [
    # --- from the source -------------------------------------------------------------------
    # 213
    (f"Selv efter at retten til berigtigelse er mistet efter denne paragraf, kan "
     f"turneringslederen fastsætte en straf for fejl i fremgangsmåden (§{N}90).",
     [("denne paragraf", "law", THIS), ("90", "90", LAW)]),
    # 225: "nedenfor" after a full citation does not make it relative
    (f"som tillader normal gennemførelse af spillet (se §{N}12C2 nedenfor).",
     [("12C2", "12C2", LAW)]),
    # 251
    (f"(se også §{N}12C1d), tildeler turneringslederen en kunstig score",
     [("12C1d", "12C1(d)", LAW)]),
    # 263
    (f"andre scorer end dem, der fremgår af §{N}12C2a og §{N}12C2b.",
     [("12C2a", "12C2(a)", LAW), ("12C2b", "12C2(b)", LAW)]),
    # 299 (a footnote)
    (f"*) Denne paragraf anvendes, når en eller flere hænder indeholder flere end 13 kort. "
     f"Se §{N}14, når sagen handler om manglende kort.",
     [("Denne paragraf", "law", THIS), ("14", "14", LAW)]),
    # 363 (a footnote, ordinary space after the first §)
    (f"**) § 15B gælder kun i par- og enkeltmandsturneringer. I holdkampe gælder §{N}86B.",
     [("15B", "15B", LAW), ("86B", "86B", LAW)]),
    # 85
    (f"(se dog §{N}22B (spillet er passet rundt) og §{N}86A (omgivning af ét spil ikke tilladt",
     [("22B", "22B", LAW), ("86A", "86A", LAW)]),
    # 95
    (f"samme fuldstændig tilfældige kortgivning som §{N}6A og §{N}6B.",
     [("6A", "6A", LAW), ("6B", "6B", LAW)]),
    # 159
    (f"(men den blinde er underkastet bestemmelserne i §{N}42 og §{N}43).",
     [("42", "42", LAW), ("43", "43", LAW)]),
    # 419
    (f"og før spillet er forbi, anvendes §{N}16D2c eller §{N}16D2d.",
     [("16D2c", "16D2(c)", LAW), ("16D2d", "16D2(d)", LAW)]),
    # 519
    (f"om den pågældende har åbningsudspillet (se §{N}47E og §{N}41).",
     [("47E", "47E", LAW), ("41", "41", LAW)]),
    # 521
    (f"(se §{N}41B og §{N}41C). Ligesom i §{N}20B må spilleren ikke bede om",
     [("41B", "41B", LAW), ("41C", "41C", LAW), ("20B", "20B", LAW)]),
    # 537
    (f"Under §{N}20F1 og §{N}20F2 har spillerne ret til at stille spørgsmål angående en enkelt "
     f"melding, men §{N}16B1 (ubeføjede oplysninger fra makker) kan komme på tale.",
     [("20F1", "20F1", LAW), ("20F2", "20F2", LAW), ("16B1", "16B1", LAW)]),
    # 541
    (f"Efter tilkaldelsen anvendes §{N}21B (misinformation) eller §{N}40B3 (fejlagtig "
     f"forklaring af en makkeraftale).",
     [("21B", "21B", LAW), ("40B3", "40B3", LAW)]),
    # 559
    (f"medmindre den regulerende myndighed har fastlagt undtagelser (se dog §{N}40B2b).",
     [("40B2b", "40B2(b)", LAW)]),
    # 615: a list repeating §, with a glued item and sub-item
    (f"(se §{N}27B1b, §{N}30B1bi, §{N}31A2a og §{N}32A2a) og turneringslederen",
     [("27B1b", "27B1(b)", LAW), ("30B1bi", "30B1(b)(i)", LAW), ("31A2a", "31A2(a)", LAW),
      ("32A2a", "32A2(a)", LAW)]),
    # 659
    ("Hvis en uagtsomt afgivet melding rettes i henhold til denne paragraf, og MTV har",
     [("denne paragraf", "law", THIS)]),
    # 665: a citation inside a parenthesis
    (f"og meldeforløbet fortsætter (§{N}26 (udspilsbegrænsninger efter tilbagetaget melding) "
     f"kan komme på tale).",
     [("26", "26", LAW)]),
    # 697
    (f"(se §{N}23A), uden at rettelsen er omfattet af §{N}27B1a, fortsætter meldeforløbet",
     [("23A", "23A", LAW), ("27B1a", "27B1(a)", LAW)]),
    # 735: a list with titles in between is one citation per §
    (f"efter bestemmelserne i §{N}30 (pas uden for tur), §{N}31 (bud uden for tur)",
     [("30", "30", LAW), ("31", "31", LAW)]),
    # 763: "§ 25 anvendes"
    (f"behandles denne pas som ændring af melding, og §{N}25 anvendes.",
     [("25", "25", LAW)]),
    # 89x: "§ 31 i stedet for § 30" ("i" is a word, not an item)
    (f"i så fald anvendes §{N}31 i stedet for §{N}30.",
     [("31", "31", LAW), ("30", "30", LAW)]),
    # 889
    (f"(men ikke en overtrædelse af §{N}19A1 (dobling) eller §{N}19B1 (redobling)), og",
     [("19A1", "19A1", LAW), ("19B1", "19B1", LAW)]),
    # 915: a heading citing, ordinary spaces
    ("D. Anvendelse af § 26B og § 72C",
     [("26B", "26B", LAW), ("72C", "72C", LAW)]),
    # 917: the body line that starts with § (a citation, not a heading)
    (f"§{N}72C (berigtigelsen skader den ikke-fejlende side) og udspilsbegrænsningerne i "
     f"§{N}26B kan komme på tale; men en eventuel berigtigelse iht. §{N}72C og §{N}26B bortfalder",
     [("72C", "72C", LAW), ("26B", "26B", LAW), ("72C", "72C", LAW), ("26B", "26B", LAW)]),
    # 997: item a, sub-item v
    (f"end modstanderne har (se dog §{N}40B2av). Gentagne afvigelser fører til",
     [("40B2av", "40B2(a)(v)", LAW)]),
    # 1077
    (f"der fremgår af §{N}43A1 og §{N}43A2, udsætter den blinde sig for straf i henhold til "
     f"§{N}90 (straf for fejl i fremgangsmåden).",
     [("43A1", "43A1", LAW), ("43A2", "43A2", LAW), ("90", "90", LAW)]),
    # 1097: "henholdsvis" after the list is not a separator here
    (f"(Se §{N}45 og §{N}65 angående måden at spille kortene henholdsvis anbringe stikkene på).",
     [("45", "45", LAW), ("65", "65", LAW)]),
    # 1143: two closing parentheses
    (f"(se dog §{N}47 (tilbagetagelse af et spillet kort)).",
     [("47", "47", LAW)]),
    # 1215
    (f"efter en rettelse af en angivelse som tilladt efter §{N}45C4b.",
     [("45C4b", "45C4(b)", LAW)]),
    # 1227
    (f"Hvis det efter §{N}47E2a er for sent at ændre et ud- eller tilspil, kan "
     f"turneringslederen justere scoren (§{N}12C1).",
     [("47E2a", "47E2(a)", LAW), ("12C1", "12C1", LAW)]),
    # 1233
    ("Et spillet kort må kun tages tilbage, hvis det sker efter bestemmelserne i denne paragraf.",
     [("denne paragraf", "law", THIS)]),
    # 1317
    (f"Hvis en modspiller har strafkort i mere end én farve (se §{N}50D2a) og ... (hvorefter "
     f"§{N}51B1a anvendes).",
     [("50D2a", "50D2(a)", LAW), ("51B1a", "51B1(a)", LAW)]),
    # 1343
    (f"Hvis det spillede kort accepteres efter §{N}52B1a eller §{N}52B1b, er ethvert",
     [("52B1a", "52B1(a)", LAW), ("52B1b", "52B1(b)", LAW)]),
    # 1353: a footnote marker after "stik 13" is not a citation
    (f"Før stik 13*) kan ethvert udspil uden for tur (se dog §{N}47E1 (modstanderen oplyste, "
     f"at man var i tur)).",
     [("47E1", "47E1", LAW)]),
    # 1403: a no-break space and a dash after the number are not a range
    (f"kan en af modspillerne acceptere udspillet{N}– som anført i §{N}53{N}– eller kræve",
     [("53", "53", LAW)]),
    # 1575
    (f"(undtagen som anført i §{N}62D (kulørsvigt i stik 12) eller §{N}62C3 (begge sider "
     f"svigter kulør i samme stik)).",
     [("62D", "62D", LAW), ("62C3", "62C3", LAW)]),
    # 1641
    ("En spiller, som undlader at rette sig efter bestemmelserne i denne paragraf, risikerer",
     [("denne paragraf", "law", THIS)]),
    # 1657
    (f"Når fristen til at efterse stik efter §{N}66A og §{N}66B er udløbet,",
     [("66A", "66A", LAW), ("66B", "66B", LAW)]),
    # 1727
    (f"skal turneringslederen tilkaldes som i §{N}68D2a.",
     [("68D2a", "68D2(a)", LAW)]),
    # 1819
    (f"(men se dog §{N}20F (forkert forklaring), §{N}62A (rettelse af kulørsvigt) og "
     f"§{N}79A2 (antal vundne stik)).",
     [("20F", "20F", LAW), ("62A", "62A", LAW), ("79A2", "79A2", LAW)]),
    # 2106
    (f"I givet fald anvendes §{N}69B eller §{N}71.",
     [("69B", "69B", LAW), ("71", "71", LAW)]),
    # 2292
    (f"en korrigeret score (§{N}12C1c). Se dog §{N}86B2, når der er opnået",
     [("12C1c", "12C1(c)", LAW), ("86B2", "86B2", LAW)]),
    # 2372 (§ 91A: "under this clause")
    (f"Turneringslederens afgørelse efter dette punkt er endelig (se §{N}93B3).",
     [("dette punkt", "section", THIS), ("93B3", "93B3", LAW)]),
    # 2408: item k of 80B2
    (f"en alternativ appelinstans i henhold til §{N}80B2k), eller hvis",
     [("80B2k", "80B2(k)", LAW)]),
    # 1913
    (f"*) Se §{N}73D2 (forsætlig vildledning), når en spiller kan have vist sine kort.",
     [("73D2", "73D2", LAW)]),
    # --- forms the source lacks --------------------------------------------------------------
    ("§§ 61-64", [("61", "61", LAW, "64")]),
    ("§§\u00a061–64 gælder", [("61", "61", LAW, "64")]),
    ("jf. §§ 61 til 64.", [("61", "61", LAW, "64")]),
    ("§ 61 til og med 64", [("61", "61", LAW, "64")]),
    ("fra § 61 til § 64", [("61", "61", LAW, "64")]),
    ("§ 64A-C", [("64A", "64A", LAW, "64C")]),
    ("§ 20F1-3", [("20F1", "20F1", LAW, "20F3")]),
    ("§ 27B1a-c", [("27B1a", "27B1(a)", LAW, "27B1(c)")]),
    ("§ 42 og 43.", [("42", "42", LAW), ("43", "43", LAW)]),
    ("§§ 42 og 43", [("42", "42", LAW), ("43", "43", LAW)]),
    ("§ 4, 12C2 og 91", [("4", "4", LAW), ("12C2", "12C2", LAW), ("91", "91", LAW)]),
    ("§ 64A og B", [("64A", "64A", LAW), ("B", "64B", LAW)]),
    ("§ 20F1 og 2 har", [("20F1", "20F1", LAW), ("2", "20F2", LAW)]),
    ("§ 12C1(b) og (c)", [("12C1(b)", "12C1(b)", LAW), ("(c)", "12C1(c)", LAW)]),
    ("§ 30B1(b)(ii)", [("30B1(b)(ii)", "30B1(b)(ii)", LAW)]),
    ("§16C", [("16C", "16C", LAW)]),
    ("§ 12 C2", [("12 C2", "12C2", LAW)]),
    ("i henhold til § 80B2i", [("80B2i", "80B2(i)", LAW)]),
    ("§ 12C1eii", [("12C1eii", "12C1(e)(ii)", LAW)]),
    ("denne paragrafs bestemmelser", [("denne paragrafs", "law", THIS)]),
    ("stk. 2 og 3", [("2", "2", IN_SECTION), ("3", "3", IN_SECTION)]),
    ("se B1 ovenfor", [("B1", "B1", IN_LAW)]),
    ("efter afsnit C", [("C", "C", IN_LAW)]),
    ("(a) nedenfor", [("(a)", "(a)", IN_SUBSECTION)]),
    # non-existent targets are found all the same
    ("Danske regler § 101", [("101", "101", LAW)]),
    ("§ 94", [("94", "94", LAW)]),
    ("§ 17E", [("17E", "17E", LAW)]),
    ("§ 2017", [("2017", "2017", LAW)]),  # a number of any length: "no law 2017" is said
    ("§ 27BB", [("27BB", "27BB", LAW)]),
    ("§ 27B1xyz", [("27B1xyz", "27B1(xyz)", LAW)]),
    ("§ 27B1a(z)", [("27B1a(z)", "27B1(a)(z)", LAW)]),
    # --- not citations -----------------------------------------------------------------------
    ("§ 27. Utilstrækkeligt bud", []),  # a law heading
    ("§ 13. Forkert antal kort*)", []),
    ("4 spar i farezonen, 60%, 2017, 1♠ og 3NT", []),
    ("Nord 1 5 9 13", []),
    ("2. og 3. undertræk 50 200 400", []),
    ("spar (S), hjerter (H), ruder (D) og klør (C).", []),
    ("30 minutter efter at den officielle score er fremlagt", []),
    ("efter den relevante paragraf i lovene.", []),
    ("En spiller må ikke forsætligt overtræde en paragraf i disse love", []),
    ("Hvis tilfældet klart dækkes af en lovparagraf,", []),
    ("(Denne bestemmelse gælder ikke melde- og spillestil", []),
    ("på det rette tidspunkt vælger", []),
    ("Forseelserne nedenfor er eksempler", []),
    ("På dette punkt er reglerne klare.", []),
    ("spilleren har på dette punkt ret til", []),
    ("§ og §§", []),
    ("§ 16 og 2 kort", [("16", "16", LAW)]),
    (f"§{N}6 til at kræve ét spil spillet om", [("6", "6", LAW)]),
    ("§ 12C1a og i stedet", [("12C1a", "12C1(a)", LAW)]),
]


def _got(text: str) -> list[tuple]:
    out = []
    for f in find(text):
        for d in f.designations:
            row = (text[d.start:d.end], d.form, d.anchor)
            if d.upto is not None:
                row += (d.upto.form,)
            out.append(row)
    return out


@pytest.mark.parametrize("text,expected", CASES)
def test_designations(text, expected):
    assert _got(text) == expected


@pytest.mark.parametrize("text,spans", [
    (f"(se §{N}27B1b, §{N}30B1bi, §{N}31A2a og §{N}32A2a) og",
     [f"§{N}27B1b, §{N}30B1bi, §{N}31A2a og §{N}32A2a"]),
    ("se § 16C.", ["§ 16C"]),  # the cue word is not part of the citation
    ("§§ 61-64", ["§§ 61-64"]),
    ("denne paragraf", ["denne paragraf"]),
    ("se B1 ovenfor", ["B1 ovenfor"]),
    ("§ 42 og 43.", ["§ 42 og 43"]),
])
def test_citation_spans(text, spans):
    assert [text[f.start:f.end] for f in find(text)] == spans


def test_range_end_span():
    text = "§§ 61-64"
    d = find(text)[0].designations[0]
    assert text[d.upto.start:d.upto.end] == "64"


_ALPHABET = st.sampled_from(list("§§  \u00a0\u00a0\u202f0123456789ABCDHabcdeiklvxæøåÆØÅ()'’-–,./*\n")
                            + ["og", "eller", "til", "denne paragraf", "stk.", "ovenfor",
                               "dette punkt", "afsnit", "§ 27. Titel", "§\u00a0", "bi", "av"])


@settings(max_examples=400, deadline=None)
@given(st.one_of(st.text(), st.lists(_ALPHABET, max_size=40).map("".join)))
def test_never_raises_and_spans_are_ordered(text):
    found = find(text)
    last = 0
    for f in found:
        assert 0 <= f.start < f.end <= len(text)
        assert f.start >= last
        last = f.end
        prev = f.start
        for d in f.designations:
            assert f.start <= d.start < d.end <= f.end
            assert d.start >= prev
            prev = d.end
            if d.upto is not None:
                assert d.end <= d.upto.start < d.upto.end <= f.end
                prev = d.upto.end


# --- the real edition ------------------------------------------------------------------------


@pytest.fixture(scope="module")
def scanned():
    from lawsearch.citations.link import scan
    from lawsearch.citations.resolve import Units
    from lawsearch.sources import wbf2017_da
    ed = wbf2017_da.read(paths.SOURCES / "wbf-2017-da.txt")
    units = Units(u.id for u in ed.units())
    return ed, units, scan(ed, units)


def test_every_sign_is_found(scanned):
    """Every § in a paragraph, footnote or heading (other than a law's own heading) stands in a
    found citation, with one designation per sign (the source repeats § in its lists)."""
    from lawsearch.model import Paragraph
    ed, _, _ = scanned
    texts = [u.heading for u in ed.units() if u.heading]
    texts += [b.text for u in ed.units() for b in u.intro + u.wrapup if isinstance(b, Paragraph)]
    texts += [n.text for n in ed.footnotes]
    signs = designations = 0
    for text in texts:
        found = find(text)
        for m in re.finditer("§", text):
            assert any(f.start <= m.start() < f.end for f in found), text
            signs += 1
        designations += sum(1 for f in found for d in f.designations if d.anchor == LAW)
    assert signs == designations == 458


def test_every_citation_resolves(scanned):
    _, _, occurrences = scanned
    unresolved = [(o.line, d.text, d.problem) for o in occurrences
                  for d in o.citation.designations if d.target is None]
    assert unresolved == []
    targets = {(o.line, d.text): d.target for o in occurrences for d in o.citation.designations}
    assert targets[(615, "30B1bi")] == "30B1(b)(i)"
    assert targets[(997, "40B2av")] == "40B2(a)(v)"
    assert targets[(2408, "80B2k")] == "80B2(k)"
    assert targets[(2372, "dette punkt")] == "91A"
    assert targets[(213, "denne paragraf")] == "11"
