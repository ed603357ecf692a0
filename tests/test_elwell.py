"""Elwell 1907: the Turkish and English readers, their alignment, the reviewed links to the 2017
laws, and the download of the English original (`lawsearch.fetch`), all on the real files.

The English original is never committed: tests that need it read `../shared/sources/` and are
skipped, saying so, where it is absent.
"""
from __future__ import annotations

import hashlib
import io
import json
import os
import re
import urllib.error
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lawsearch import akn, fetch, paths
from lawsearch.errors import SourceError
from lawsearch.manifest import load_manifest
from lawsearch.lang.en import elwell as en_rules
from lawsearch.lang.tr import elwell as tr_rules
from lawsearch.model import Edition, NoteRef, Paragraph, Table
from lawsearch.sources import elwell_1907, elwell_align

TR_SOURCE = paths.SOURCES / "elwell-1907-tr.txt"
SHARED = paths.ROOT.parent / "shared"
EN_SOURCE = SHARED / "sources" / "elwell-1907-en.txt"
HTM_SOURCE = SHARED / "sources" / "elwell-1907-en.htm"
LINKS = paths.ROOT / "corpus" / "elwell-1907-links.json"
W = "elwell-1907:"
TR_ENTRY = next(e for e in load_manifest(paths.SOURCES) if e.file == TR_SOURCE.name)

needs_en = pytest.mark.skipif(not EN_SOURCE.is_file(),
                              reason=f"the English original is not committed and {EN_SOURCE} "
                                     "is absent (lawsearch fetch-sources downloads it)")


@pytest.fixture(scope="module")
def tr() -> Edition:
    return elwell_1907.read_tr(TR_SOURCE)


@pytest.fixture(scope="module")
def en() -> Edition:
    if not EN_SOURCE.is_file():
        pytest.skip(f"{EN_SOURCE} is absent: the English original is never committed")
    return elwell_1907.read_en(EN_SOURCE)


def text(edition: Edition, cid: str) -> list[str]:
    return [b.text for b in edition.unit(W + cid).intro if isinstance(b, Paragraph)]


def kinds(edition: Edition) -> Counter:
    return Counter(u.kind for u in edition.units())


# -- the Turkish edition ------------------------------------------------------------------------

def test_tr_identity_and_sections(tr):
    assert (tr.work, tr.lang, tr.title) == ("elwell-1907", "tr", "Köprü Aksiyomları ve Yasaları")
    assert [s.id for s in tr.laws] == [W + en_rules.slug(h) for h in en_rules.HEADINGS]
    assert [(s.heading, s.line) for s in tr.laws[:4]] == [
        ("KÖPRÜ AKSİYOMLARI", 66), ("LASTİK", 668), ("PUANLAMA", 674), ("KESME", 749)]
    assert tr.unit(W + "doubling-re-doubling-etc").heading == "İKİYE KATLAMA, TEKRAR KATLAMA, VB."
    assert kinds(tr) == Counter(section=29, rule=286, item=25)


def test_tr_header_licence_and_front_matter_left_out(tr):
    first, last = tr.laws[0].children[0], tr.laws[-1].children[-1]
    assert (first.id, first.line) == (W + "bridge-axioms:1", 68)
    assert text(tr, "bridge-axioms:1") == [
        "En iyi Köprü oyuncuları şüphesiz çıkarımları hızlı ve doğru bir şekilde yapabilenlerdir."]
    assert (last.id, last.line) == (W + "the-change-the-suit-call:12", 1519)
    every = " ".join(b.text for u in tr.units() for b in u.intro if isinstance(b, Paragraph))
    assert "Gutenberg" not in every and "İllüstrasyon" not in every and "BRİÇİNİN" not in every


def test_tr_rules_exact(tr):
    assert text(tr, "scoring:3") == [
        "Altının üzerindeki her el, maça koz olduğunda iki puan, sinek koz olduğunda dört puan, "
        "karo koz olduğunda altı puan, kupa koz olduğunda sekiz puan ve koz olmadığında on iki "
        "puan sayılır."]
    assert text(tr, "the-revoke:3") == [
        "Revoke cezası, rövanş yapan oyuncudan alınan üç eldir ve rakiplerinkine eklenir."]
    # In capitals, but a rule: not a heading.
    assert text(tr, "the-deal:6") == ["YANLIŞ DAĞITIM YOKTUR."]
    assert text(tr, "spade-convention:1")[0].startswith("I.--Oyuncular \"maça oynamama\"")


def test_tr_items(tr):
    rule = tr.unit(W + "a-new-deal:1")
    assert [(c.id, c.kind, c.num) for c in rule.children] == [
        (W + f"a-new-deal:1:{x}", "item", x) for x in "abcdefg"]
    assert text(tr, "a-new-deal:1:c") == ["Destede herhangi bir kart açıksa."]
    # `1. Kozun geçerli olmasını veya 2. Yeni bir dağıtım …` is two items on one line.
    assert [(c.num, text(tr, c.id[len(W):]), c.line)
            for c in tr.unit(W + "declaring-trumps:2").children] == [
        ("1.", ["Kozun geçerli olmasını veya"], 938),
        ("2.", ["Yeni bir dağıtım olmasını talep edebilir."], 938)]
    items = tr.unit(W + "cards-exposed-during-play:2").children
    assert [c.num for c in items] == ["1.", "2.", "3."]


def test_tr_glued_separators_and_heading(tr):
    glued = [r.line for r in tr.repairs if r.what.startswith("separator glued")]
    assert glued == [419, 545, 681, 849, 942, 1095, 1230, 1297, 1507]
    # `… sayılır. * * * * *`: the rule ends there, the next one is a rule of its own.
    assert text(tr, "scoring:2") == [
        "Her el oynanır ve oyun için gerekli olan otuz puanı aşan tüm puanlar sayılır."]
    assert tr.unit(W + "scoring:3").line == 683
    heading = [r for r in tr.repairs if r.what.startswith("heading")]
    assert [(r.line, r.after) for r in heading] == [
        (1377, "İLAN EDİLEN BİR TRUMP'A KARŞI ORİJİNAL ÖNCÜLÜKLER")]
    assert text(tr, "passed-makes:4") == [
        "Lastik oyununda toplam 24 puanla en iyi takımınızı açıklayın."]
    section = tr.unit(W + "original-leads-against-a-declared-trump")
    assert (section.heading, section.line, section.children) == (
        "İLAN EDİLEN BİR TRUMP'A KARŞI ORİJİNAL ÖNCÜLÜKLER", 1377, [])


def test_tr_merges_and_split_undone(tr):
    undone = [(r.line, r.what.split(" by ")[0]) for r in tr.repairs if "translation" in r.what]
    assert undone == [(173, "paragraph merged"), (295, "paragraph merged"),
                      (756, "paragraph merged"), (1287, "paragraph split")]
    assert text(tr, "bridge-axioms:27") == [
        "Başarılı bir ortaklık oyunu, ortaklar arasındaki mükemmel inanç ve güvene dayanmalıdır."]
    assert text(tr, "bridge-axioms:28") == [
        "Briçte kombine oyun, başarı için kesinlikle gereklidir."]
    assert (text(tr, "cutting:2"), text(tr, "cutting:3")) == (
        ["Her durumda, her oyuncu aynı desteden kesmelidir."],
        ["Bir oyuncu birden fazla kart açarsa, tekrar kesmelidir."])
    assert tr.unit(W + "cutting:3").line == 756
    rule = tr.unit(W + "etiquette:1")
    assert [b.line for b in rule.intro] == [1285, 1287]
    assert text(tr, "etiquette:1")[0] == (
        "Hiçbir oyunda, hafif imaların Briç kadar çok bilgi iletemeyeceği doğru bir şekilde "
        "söylenmiştir.")
    assert len(tr.unit(W + "etiquette").children) == 8


def test_tr_tables(tr):
    rule = tr.unit(W + "scoring:5")
    para, table, note = rule.intro
    assert para.text == "Onurlar orijinal sahiplerine yatırılır ve aşağıdaki gibi değerlendirilir:"
    assert (table.line, len(table.rows)) == (693, 11)
    assert table.rows[:3] == [["Beyan", "[S]", "[C]", "[D]", "[H]", "Hayır"], ["", "Kozlar"],
                              ["Yukarıdaki Her Bir Hile Altı", "2", "4", "6", "8", "12"]]
    assert table.rows[-1] == ["Lastik 100, Grand Slam 40, Little Slam 20,"]
    assert note.text == "([S]=maça/[C]=maça/[D]=karo/[H]=kupa. E-metin transkripsiyoncusunun notu.)"
    leads = tr.unit(W + "original-leads-against-a-declared-trump").intro
    assert [type(b) for b in leads] == [Table, Paragraph]
    assert leads[0].rows[:2] == [["ÖNCÜLÜK", "NEREDEN"], ["As", "As ve diğerleri"]]
    assert leads[1].text == "X diğerlerini gösterir."
    unblock = tr.unit(W + "unblocking-at-no-trump").intro[0]
    assert unblock.rows[5] == ["Papaz X X", "Papaz ve As", "Papaz Üstünde As"]
    declaration = tr.unit(W + "the-declaration")
    assert isinstance(declaration.intro[0], Table) and declaration.intro[0].line == 1323
    assert len(declaration.children) == 3


def test_tr_footnote(tr):
    para = tr.unit(W + "doubling-re-doubling-etc:6").intro[0]
    marker = [p for p in para.parts if isinstance(p, NoteRef)]
    assert [m.marker for m in marker] == ["[A]"]
    assert para.text.startswith(
        "Tekrar katlama süreci süresiz olarak devam edebilir. Ortaklık adına")
    assert [(f.marker, f.text, f.line) for f in tr.footnotes] == [(
        "[A]", "Bazı sopalarda, tek elin değeri yüz puanı aştığında katlama sona erer; diğer "
        "sopalarda ise sınır iki yüz puan olarak belirlenir.", 987)]


# -- the English edition ------------------------------------------------------------------------

def test_en_structure(en):
    assert (en.work, en.lang, en.title) == ("elwell-1907", "en", "Bridge Axioms and Laws")
    assert kinds(en) == Counter(section=29, rule=286, item=25)
    assert en.repairs == []
    assert [(s.heading, s.line) for s in en.laws[:3]] == [
        ("BRIDGE AXIOMS", 72), ("THE RUBBER", 757), ("SCORING", 765)]
    assert en.unit(W + "the-declaration").line == 1631  # a centred heading
    assert text(en, "scoring:3") == [
        "Each trick above six counts two points when spades are trumps, four points when clubs "
        "are trumps, six points when diamonds are trumps, eight points when hearts are trumps, "
        "and twelve points when there are no trumps."]
    assert text(en, "cutting:2") == ["In all cases every player must cut from the same pack."]
    assert text(en, "the-deal:6") == ["THERE IS NO MISDEAL."]
    items = en.unit(W + "declaring-trumps:2").children
    assert [(c.num, text(en, c.id[len(W):])) for c in items] == [
        ("1st.", ["That the trump shall stand, or"]), ("2d.", ["That there shall be a new deal."])]
    assert text(en, "dummy:2:g") == ["To correct an erroneous score."]
    last = en.laws[-1].children[-1]
    assert (last.id, last.line) == (W + "the-change-the-suit-call:12", 1874)


def test_en_table_and_footnote(en):
    table = en.unit(W + "scoring:5").intro[1]
    assert table.rows[0] == ["Declaration", "[S]", "[C]", "[D]", "[H]", "No"]
    assert table.rows[5] == ["HONOURS {4 \" (All in one hand)", "16", "32", "48", "64", "100"]
    para = en.unit(W + "doubling-re-doubling-etc:6").intro[0]
    assert para.text.startswith(
        "The process of re-doubling may be continued indefinitely. The first")
    assert [(f.marker, f.text) for f in en.footnotes] == [(
        "[A]", "In some clubs, doubling ceases whenever the value of the odd trick exceeds one "
        "hundred points; in other clubs the limit is placed at two hundred points.")]


# -- alignment ------------------------------------------------------------------------------------

def test_same_ids_and_pairs(en, tr):
    assert [u.id for u in en.units()] == [u.id for u in tr.units()]
    pairs = elwell_align.pairs(en, tr)
    assert len(pairs) >= 100
    assert Counter(p.how for p in pairs) == Counter({"1-1": 304, "merge": 6, "split": 1})
    by_id = {p.id: p for p in pairs}
    pair = by_id[W + "the-revoke:3"]
    assert text(en, "the-revoke:3") == [
        "The penalty for a revoke is three tricks taken from the revoking player and added to "
        "those of the adversaries."]
    assert pair.tr.intro[0].text.startswith("Revoke cezası, rövanş yapan oyuncudan alınan üç el")
    assert by_id[W + "cutting:3"].how == "merge" and by_id[W + "etiquette:1"].how == "split"


def test_aligner_finds_exactly_the_recorded_merges_and_splits():
    if not EN_SOURCE.is_file():
        pytest.skip(f"{EN_SOURCE} is absent")
    en_sections, _ = elwell_1907.sections(EN_SOURCE, "en")
    tr_sections, _ = elwell_1907.sections(TR_SOURCE, "tr")
    beads = elwell_align.align_sections(en_sections, tr_sections)
    assert elwell_align.counts(beads) == Counter({"1-1": 303, "merge": 3, "split": 1})
    merged, split = elwell_align.translation_changes(beads)
    # The reader's tables name the same paragraphs, and split them where the English does.
    assert [(s, t[:20]) for s, t, _ in merged] == [(s, a[:20]) for s, a, _ in tr_rules.MERGED]
    for (_, tr_text, en_second), (_, _, at) in zip(merged, tr_rules.MERGED):
        second = tr_text[tr_text.index(" " + at) + 1:]
        assert 0.6 < len(second) / len(en_second) < 1.6  # a translation of the second paragraph
    assert [(s, a[:20], b[:20]) for s, a, b in split] == [
        (s, a[:20], b[:20]) for s, a, b in tr_rules.SPLIT]


# -- links to the 2017 laws ---------------------------------------------------------------------

@pytest.fixture(scope="module")
def links() -> dict:
    return json.loads(LINKS.read_text(encoding="utf-8"))


def test_links_file_ids_and_laws_exist(links, tr, corpus):
    ids = {u.id for u in tr.units() if u.kind == "rule"}
    laws = {cid for cid in corpus.ids if cid.isdigit()}
    assert len(links) >= 60
    for rule, entry in links.items():
        assert rule in ids, rule
        assert entry["laws"] and set(entry["laws"]) <= laws, (rule, entry["laws"])
        assert entry["reviewed"] is True and len(entry["why"]) > 20, rule
        # The why names each linked law.
        for law in entry["laws"]:
            assert re.search(rf"\bLaws? {law}(?!\d)", entry["why"]), (rule, law)
    assert links[W + "the-revoke:2"]["laws"] == ["63"]
    assert links[W + "etiquette:7"]["laws"] == ["72"]


def test_links_were_proposed_then_reviewed(links, en, tr, corpus):
    proposals = {p["rule"]: p for p in elwell_align.propose_links(en, tr, corpus)}
    for rule, entry in links.items():
        assert set(entry["laws"]) <= set(proposals[rule]["laws"]), rule
    # The review dropped a good share: the proposer is generous on purpose.
    proposed = sum(len(p["laws"]) for p in proposals.values())
    kept = sum(len(e["laws"]) for e in links.values())
    assert kept < proposed / 2
    assert "topic:revoke" in proposals[W + "the-revoke:1"]["evidence"]["61"]


# -- bad input: SourceError, never a crash --------------------------------------------------------

def read_tr_text(tmp_path: Path, body: str) -> Edition:
    path = tmp_path / "elwell-1907-tr.txt"
    path.write_text(body, encoding="utf-8")
    return elwell_1907.read_tr(path)


TR_TEXT = TR_SOURCE.read_text(encoding="utf-8")


@pytest.mark.parametrize("edit, line, expected", [
    (lambda t: t.replace("*** START OF TURKISH PART ***", "***"), 1,
     "the line that opens the book"),
    (lambda t: t.split("KIYAFET ÇAĞRISI DEĞİŞİMİ")[0], None, "the line that closes the book"),
    (lambda t: t.replace("\nKESME\n", "\n"), 759, "the heading 'KESME'"),
    (lambda t: t.replace("Her durumda, her oyuncu", "Her oyuncu"), 749, "Her durumda"),
    (lambda t: t.replace("Yeni bir dağıtım yapılmalıdır--\n\n", ""), 861, "a rule paragraph"),
    (lambda t: t.replace("[A] Bazı sopalarda", "[B] Bazı sopalarda"), 987, "a marker [B]"),
])
def test_source_errors(tmp_path, edit, line, expected):
    with pytest.raises(SourceError) as info:
        read_tr_text(tmp_path, edit(TR_TEXT))
    assert expected in info.value.expected
    if line is not None:
        assert info.value.line == line
    assert info.value.path.endswith("elwell-1907-tr.txt")


LINES = TR_TEXT.split("\n")
NOISE = st.sampled_from(["", "* * * * *", "KESME", "a Kart", "1. Bir", "| a | b |", "+---+",
                         "[A] not", "[A]", "[İllüstrasyon:", "]", "DUMMY", "x * * * * *",
                         "Bir. İPTAL", "\ufffd", "\t", "LASTİK"])


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.tuples(st.integers(0, len(LINES) - 1), st.sampled_from(["drop", "dup", "put"]),
                          NOISE), max_size=6))
def test_mangled_turkish_never_crashes(tmp_path, edits):
    lines = list(LINES)
    for at, how, noise in edits:
        at = min(at, len(lines) - 1)
        if how == "drop":
            del lines[at]
        elif how == "dup":
            lines.insert(at, lines[at])
        else:
            lines.insert(at, noise)
    try:
        edition = read_tr_text(tmp_path, "\n".join(lines))
    except SourceError as err:
        assert err.line >= 1 and err.expected
    else:  # what the reader accepts is written as a valid document (never a schema's error)
        assert edition.laws and all(u.id.startswith(W) for u in edition.units())
        assert akn.validate(akn.to_xml(edition, TR_ENTRY), "tr/elwell-1907.xml") == []


def test_a_table_of_borders_alone_is_said_at_its_line(tmp_path):
    """A border line without rows (a line moved out of its table) is named in the source, not
    as the document's schema error it would have made."""
    at = LINES.index("", LINES.index("ADALET"))
    lines = LINES[:at] + ["", "+-----+-----+"] + LINES[at:]
    with pytest.raises(SourceError) as info:
        read_tr_text(tmp_path, "\n".join(lines))
    assert info.value.line == at + 2 and "a table's rows" in info.value.expected


@needs_en
@settings(max_examples=25, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.integers(0, 2245), st.integers(1, 400), st.binary(max_size=8))
def test_mangled_english_never_crashes(tmp_path, start, length, junk):
    data = EN_SOURCE.read_bytes()
    path = tmp_path / "en.txt"
    path.write_bytes(data[:start * 40] + junk + data[start * 40 + length:])
    try:
        elwell_1907.read_en(path)
    except SourceError as err:
        assert err.line >= 1


# -- fetching the English original ------------------------------------------------------------

def serve(files: dict[str, bytes]):
    def opener(url: str):
        for path, body in files.items():
            if url == fetch.RAW + path:
                return io.BytesIO(body)
        raise urllib.error.URLError("no network in tests")
    return opener


needs_shared = pytest.mark.skipif(not (EN_SOURCE.is_file() and HTM_SOURCE.is_file()),
                                  reason="../shared/sources/ with the English Elwell is absent")


@needs_shared
def test_fetch_downloads_and_checks(tmp_path, monkeypatch):
    monkeypatch.setattr(fetch, "_open", serve({"38120.txt": EN_SOURCE.read_bytes(),
                                               "38120-h/38120-h.htm": HTM_SOURCE.read_bytes()}))
    got = fetch.fetch_sources(tmp_path / "sources")
    assert [p.name for p in got] == ["elwell-1907-en.txt", "elwell-1907-en.htm"]
    assert got[0].read_bytes() == EN_SOURCE.read_bytes()
    mask = os.umask(0o022)
    os.umask(mask)
    assert {p.stat().st_mode & 0o777 for p in got} == {0o666 & ~mask}  # not mkstemp's 0600
    assert sorted(p.name for p in (tmp_path / "sources").iterdir()) == [
        "elwell-1907-en.htm", "elwell-1907-en.txt"]
    assert elwell_1907.read_en(got[0]).unit(W + "scoring:3") is not None


@needs_shared
def test_fetch_refuses_a_changed_file_and_writes_nothing(tmp_path, monkeypatch):
    corrupted = EN_SOURCE.read_bytes().replace(b"thirty points", b"forty points", 1)
    monkeypatch.setattr(fetch, "_open", serve({"38120.txt": EN_SOURCE.read_bytes(),
                                               "38120-h/38120-h.htm": corrupted}))
    with pytest.raises(fetch.FetchError) as info:
        fetch.fetch_sources(tmp_path / "sources")
    assert "38120-h.htm: SHA-256" in str(info.value) and "nothing was written" in str(info.value)
    assert not (tmp_path / "sources").exists()


def test_fetch_without_network_is_a_clear_error(tmp_path, monkeypatch):
    monkeypatch.setattr(fetch, "_open", serve({}))
    with pytest.raises(fetch.FetchError, match="download failed"):
        fetch.fetch_sources(tmp_path)
    assert list(tmp_path.iterdir()) == []


def test_fetch_sums_are_the_seeds_readme_sums():
    readme = SHARED / "seeds" / "README.md"
    if not readme.is_file():
        pytest.skip(f"{readme} is absent")
    body = readme.read_text(encoding="utf-8")
    for _, _, sha in fetch.FILES:
        assert sha in body
    assert fetch.COMMIT in body and fetch.REPOSITORY in body
    if EN_SOURCE.is_file():
        assert hashlib.sha256(EN_SOURCE.read_bytes()).hexdigest() == fetch.FILES[0][2]
