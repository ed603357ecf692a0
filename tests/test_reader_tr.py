"""The Turkish reader (`lawsearch.sources.wbf2017_tr`) on the real source, trap by trap, and on
mangled copies of it (it never crashes: it reads the file or raises SourceError with a line)."""
from __future__ import annotations

import tempfile
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from lawsearch import paths
from lawsearch.errors import SourceError
from lawsearch.lang import tr
from lawsearch.model import Edition, NoteRef, Paragraph, Table, Unit
from lawsearch.sources import wbf2017_tr

SOURCE = paths.SOURCES / "wbf-2017-tr.txt"
LINES = SOURCE.read_text(encoding="utf-8").split("\n")


@pytest.fixture(scope="module")
def ed() -> Edition:
    return wbf2017_tr.read(SOURCE)


def unit(ed: Edition, cid: str) -> Unit:
    u = ed.unit(cid)
    assert u is not None, cid
    return u


def ids(u: Unit) -> list[str]:
    return [c.id for c in u.children]


def texts(blocks) -> list[str]:
    return [b.text for b in blocks if isinstance(b, Paragraph)]


def all_paragraphs(ed: Edition):
    for u in ed.units():
        for b in u.intro + u.wrapup:
            if isinstance(b, Paragraph):
                yield u, b


def read_text(tmp: Path, lines: list[str]) -> Edition:
    path = tmp / "wbf-2017-tr.txt"
    path.write_text("\n".join(lines), encoding="utf-8")
    return wbf2017_tr.read(path)


def line_of(prefix: str) -> int:
    """Index (0-based) of the one line starting with prefix (outside the table of contents)."""
    found = [i for i, s in enumerate(LINES)
             if s.startswith(prefix) and not tr.TOC_LINE.match(s)]
    assert len(found) == 1, (prefix, found)
    return found[0]


# ------------------------------------------------------------------ the whole edition

def test_93_laws_each_with_a_title(ed):
    assert [law.id for law in ed.laws] == [str(n) for n in range(1, 94)]
    assert all(law.heading and law.heading == law.heading.strip() for law in ed.laws)
    assert [law.num for law in ed.laws[:2]] == ["YASA 1", "YASA 2"]
    assert ed.work == "wbf-2017" and ed.lang == "tr"


def test_title_as_printed(ed):
    assert ed.title == "ULUSLARARASI BRİÇ YASALARI 2017"


def test_unit_counts(ed):
    assert Counter(u.kind for u in ed.units()) == {
        "law": 93, "section": 271, "subsection": 331, "item": 114, "subitem": 19}


# ------------------------------------------------------------------ table of contents vs body

def test_law_35_read_from_the_body_though_the_toc_lacks_it(ed):
    toc = [s for s in LINES if tr.TOC_LINE.match(s)]
    assert len(toc) == 93  # TANIMLAR + 92 laws: Law 35 is missing
    assert not any(s.startswith("YASA 35 ") for s in toc)
    law = unit(ed, "35")
    assert law.heading == "KABULÜ OLANAKSIZ KONUŞMALAR"
    assert law.line == line_of("YASA 35 ") + 1
    assert texts(law.intro) == ["Aşağıda belirtilenler kabulü olanaksız konuşmalardır:"]
    assert ids(law) == ["35A", "35B", "35C", "35D"]
    a = unit(ed, "35A")
    assert (a.num, a.heading) == ("A.", None)
    assert texts(a.intro) == ["Yasa 19 tarafından yasaklanmış bir kontr veya sürkontr. Yasa 36 uygulanır."]


def test_law_titles_come_from_the_body_not_the_toc(ed):
    # The TOC misspells two titles; the body's spelling is kept.
    assert unit(ed, "90").heading == "YÖNTEMSEL CEZALAR"
    assert unit(ed, "16").heading == "İZİNLİ VE İZİNSİZ BİLGİ"


# ------------------------------------------------------------------ headings

@pytest.mark.parametrize("cid,heading", [
    ("17", "ARTIRIM SÜRECİ"),  # "YASA 17- "
    ("23", "EŞDEĞER KONUŞMA"),  # "YASA 23 – "
    ("55", "DEKLARANIN SIRASIZ ÇIKIŞI"),  # "YASA 55- "
    ("58", "EŞZAMANLI ÇIKIŞ VEYA OYUNLAR"),
    ("27", "YETERSİZ DEKLARE"),
    ("80", "DÜZENLEMELER ve ORGANİZASYON"),
])
def test_law_heading_variants(ed, cid, heading):
    law = unit(ed, cid)
    assert (law.num, law.heading) == (f"YASA {cid}", heading)


def test_footnote_marker_in_a_law_heading(ed):
    law = unit(ed, "13")
    assert law.heading == "YANLIŞ SAYIDA KART"
    assert [r.marker for r in law.heading_notes] == ["²"]
    assert law.heading_notes[0].note.text == ("Bir veya daha çok sayıda elde 13'ten fazla kart varsa "
                                              "bu Yasa geçerlidir. Kusurlu destenin söz konusu olduğu "
                                              "durumlar için bkz Yasa 14.")


def test_footnote_marker_in_a_section_heading(ed):
    sec = unit(ed, "15B")
    assert sec.heading == "Yanlış Bord Artırma veya Oyun Sürecinde Fark Edilirse"
    assert [(r.marker, r.note.text) for r in sec.heading_notes] == [
        ("⁴", "Bu Yasa yalnızca ikili ve bireysel turnuvalar için geçerlidir – Takım maçı için "
              "bkz. Yasa 86B")]


def test_section_headings(ed):
    sec = unit(ed, "1A")
    assert (sec.num, sec.heading) == ("A.", "Kartların ve Renklerin Sıralanışı")
    assert unit(ed, "78B").heading == "Uluslararası Maç Puanı Skoru (IMP)"


# ------------------------------------------------------------------ item markers and depth

def test_dash_item_markers_do_not_show_depth(ed):
    # "1. (a) …" then " - (b)", " - (c)", " - (d)": all items of 9B1
    assert ids(unit(ed, "9B1")) == ["9B1(a)", "9B1(b)", "9B1(c)", "9B1(d)"]
    b = unit(ed, "9B1(b)")
    assert b.num == "(b)"
    assert texts(b.intro) == ["Yer dahil, her oyuncu, bir usulsüzlüğe dikkat çekildikten sonra "
                              "hakem çağırabilir."]
    # "- (a)" at the margin, after a footnote text (16D2)
    assert ids(unit(ed, "16D2")) == ["16D2(a)", "16D2(b)", "16D2(c)", "16D2(d)"]
    assert ids(unit(ed, "16D")) == ["16D1", "16D2", "16D3"]


def test_bare_letter_items(ed):
    # " - a) …", " - b) …" in 45C2
    assert ids(unit(ed, "45C2")) == ["45C2(a)", "45C2(b)"]
    a = unit(ed, "45C2(a)")
    assert a.num == "a)"
    assert texts(a.intro) == ["yüzü açık biçimde, masaya değer veya neredeyse değer şekilde "
                              "tutulduysa veya"]


def test_roman_subitems(ed):
    # " - i. …", " - ii. …" under 12C1(e)
    assert ids(unit(ed, "12C1(e)")) == ["12C1(e)(i)", "12C1(e)(ii)"]
    assert unit(ed, "12C1(e)(ii)").num == "ii."
    # "(i)" … "(v)" under 40B2(a), "(v)" being a Roman five
    assert ids(unit(ed, "40B2(a)")) == [f"40B2(a)({r})" for r in ("i", "ii", "iii", "iv", "v")]
    assert ids(unit(ed, "68D2(b)")) == ["68D2(b)(i)", "68D2(b)(ii)"]


def test_80B2_letter_i_versus_roman_i(ed):
    assert ids(unit(ed, "80B2")) == [f"80B2({c})" for c in "abcdefghijkl"]
    assert ids(unit(ed, "80B2(g)")) == ["80B2(g)(i)", "80B2(g)(ii)"]
    assert ids(unit(ed, "80B2(h)")) == []
    letter_i = unit(ed, "80B2(i)")
    assert letter_i.kind == "item" and letter_i.num == "(i)"
    assert texts(letter_i.intro) == ["Oyun oynanabilmesi için elverişli ortamı sağlamak ve "
                                     "katılımcılara duyurmak."]
    roman_i = unit(ed, "80B2(g)(i)")
    assert roman_i.kind == "subitem"
    assert roman_i.intro[0].text == ("Baş Hakemin çalışması için gerekli olabilecek yardımcılarının "
                                     "atanmasını sağlamak.")


# ------------------------------------------------------------------ numbering lost (40A, 40B1, 46B)

def test_40A_numbering_reconstructed(ed):
    assert ids(unit(ed, "40A")) == ["40A1", "40A2", "40A3", "40A4"]
    assert ids(unit(ed, "40A1")) == ["40A1(a)", "40A1(b)"]
    a2 = unit(ed, "40A2")
    assert a2.num == "2."
    assert a2.intro[0].text.startswith("Bu tür anlaşmalardan ortağa ulaşan bilgi")
    restored = [r for r in ed.repairs if r.what.startswith("40A")]
    assert [(r.line, r.what.split(":")[0]) for r in restored] == [
        (941, "40A1"), (943, "40A2"), (944, "40A3"), (945, "40A4")]
    assert restored[1].before.startswith("- Bu tür") and restored[1].after.startswith("2. Bu tür")


def test_40B1_numbering_reconstructed(ed):
    assert ids(unit(ed, "40B")) == ["40B1", "40B2", "40B3", "40B4", "40B5"]
    assert ids(unit(ed, "40B1")) == ["40B1(a)", "40B1(b)", "40B1(c)"]
    assert texts(unit(ed, "40B1(a)").intro) == [
        "İster açık, ister örtülü olsun ortaklar arası bir uzlaşma ortaklık anlaşmasıdır."]
    assert [r.line for r in ed.repairs if r.what.startswith("40B")] == [949]


def test_46B_numbering_reconstructed(ed):
    assert ids(unit(ed, "46B")) == ["46B1", "46B2", "46B3", "46B4", "46B5"]
    assert ids(unit(ed, "46B1")) == ["46B1(a)", "46B1(b)", "46B1(c)"]
    assert ids(unit(ed, "46B3")) == ["46B3(a)", "46B3(b)"]
    assert texts(unit(ed, "46B3").intro) == ["Eğer deklaran bir derece belirtir ancak renk belirtmezse:"]
    assert texts(unit(ed, "46B1(b)").intro) == [
        "Eğer yerin ‘kazan’masını isterse, löveyi kazanacağı bilinen en küçük kartı tanımlamış sayılır."]
    assert texts(unit(ed, "46B").intro)[0].startswith("Deklaranın yerden oynanacak kart için")
    assert [r.what.split(":")[0] for r in ed.repairs if r.what.startswith("46B")] == [
        "46B1", "46B1(b)", "46B1(c)", "46B2", "46B3", "46B3(a)", "46B3(b)", "46B4", "46B5"]


# ------------------------------------------------------------------ footnotes

def test_28_footnotes_each_attached(ed):
    assert [f.marker for f in ed.footnotes] == [tr.superscript(n) for n in range(1, 29)]
    attached: Counter = Counter()
    for u in ed.units():
        for r in u.heading_notes:
            attached[r.note.marker] += 1
    for _, p in all_paragraphs(ed):
        for note in p.notes:
            attached[note.marker] += 1
    # every footnote has a marker; 19 (64A1, 64A2) is printed twice, 24 three times (76A1, and
    # 76C1 and 76D, where the edition misprints it as ²⁵)
    assert set(attached) == {f.marker for f in ed.footnotes}
    assert {m: n for m, n in attached.items() if n != 1} == {"¹⁹": 2, "²⁴": 3}


def test_footnote_attached_to_its_marker_not_where_the_page_break_left_it(ed):
    note = ed.footnotes[0]
    assert (note.line, note.text) == (257, '"Dizilmiş deste" bir önceki durumu rasgele bir şekilde '
                                           'dağıtılmamış olan bir deste karttır.')
    para = unit(ed, "6D2").intro[0]
    refs = [p for p in para.parts if isinstance(p, NoteRef)]
    assert [(r.marker, r.note) for r in refs] == [("¹", note)]
    before = para.parts[para.parts.index(refs[0]) - 1]
    assert before.endswith("kartlar dizilmiş bir desteden")
    # the footnote text is not left in Law 6F, where the page break put it
    assert texts(unit(ed, "6E4").intro + unit(ed, "6F").intro) == [
        texts(unit(ed, "6E4").intro)[0], texts(unit(ed, "6F").intro)[0]]
    assert not any("Dizilmiş deste" in p.text for _, p in all_paragraphs(ed))


def test_footnote_texts_removed_from_the_flow(ed):
    for _, p in all_paragraphs(ed):
        assert not tr.FOOTNOTE_TEXT.match(p.text) or p.text.startswith("17-32"), p.text
        assert not tr.NOTE_MARKER.search(p.text), p.text
    # 51B1: the texts of footnotes 13–15 stand between (a) and (b)
    assert ids(unit(ed, "51B1")) == ["51B1(a)", "51B1(b)"]


def test_footnote_with_superscript_number_and_later_placement(ed):
    n16 = ed.footnotes[15]
    assert n16.line == 1270 and n16.text.startswith("El, cezalı kartı olan defans oyuncusunun")
    para = unit(ed, "51B2(c)").intro[0]
    assert para.notes == [n16]
    ref = next(p for p in para.parts if isinstance(p, NoteRef))
    assert ref.marker == "¹⁶" and para.parts[para.parts.index(ref) - 1].endswith("kalır.")
    assert para.parts[para.parts.index(ref) + 1].startswith(" Deklaranın bu seçeneği")
    n21 = ed.footnotes[20]  # "21 -70 ve 71'inci …"
    assert n21.text.startswith("70 ve 71'inci Yasalar için \"normal\"")
    assert unit(ed, "70C3").intro[0].notes == [n21]
    n28 = ed.footnotes[27]  # the file's last line
    assert n28.text == ("Yetkili Federasyonlar, hareketlerini etkileyen her türlü ülke yasalarına "
                        "riayet edilmesinden sorumludurlar.")
    assert unit(ed, "93C3(b)").intro[0].notes == [n28]


# ------------------------------------------------------------------ page breaks

def test_12C2_paragraphs_rejoined_across_page_breaks(ed):
    assert ids(unit(ed, "12C2")) == ["12C2(a)", "12C2(b)", "12C2(c)", "12C2(d)"]
    b = texts(unit(ed, "12C2(b)").intro)
    assert len(b) == 1 and b[0].endswith(
        "Yasalar 78D, 86B3 ve aşağıdaki (d) maddesi çerçevesinde, "
        "Organizasyon Komitesince değiştirilebilir")
    d = texts(unit(ed, "12C2(d)").intro)
    assert len(d) == 1 and d[0].endswith(
        "her bir bord için bağımsız olarak verilecek skor, yukarıdaki (a) ve (b) maddelerinde "
        "öngörülen değerlerden farklılık gösterebilir.")
    assert {r.line for r in ed.repairs if r.what.startswith("12C2")} == {381, 387}


def test_lowercase_continuations_rejoined(ed):
    assert len(unit(ed, "5A").intro) == 1
    assert "kendi oturacakları yönleri seçebilirler." in unit(ed, "5A").intro[0].text
    assert "hakem derhal çağrılmalı ve olay hakkında bilgilendirilmelidir." in \
        unit(ed, "45F").intro[0].text
    joins = sorted(r.line for r in ed.repairs if "page break" in r.what)
    assert joins == [224, 381, 387, 650, 654, 1126]


def test_sections_with_text_instead_of_a_title(ed):
    # Law 22: "A. Bir veya daha fazla oyuncu deklare verdikten sonra" / "son verilen …"
    a = unit(ed, "22A")
    assert a.heading is None
    assert texts(a.intro) == ["Bir veya daha fazla oyuncu deklare verdikten sonra son verilen "
                              "deklareyi sıralı bir şekilde takiben arka arkaya üç pas geçilmesinden sonra. "
                              "Sonuncu deklare kontrat haline gelir (ancak bkz. Yasa 19D)."]
    assert texts(unit(ed, "22B").intro) == ["Dört oyuncunun pas geçmesi durumunda (ancak bkz. "
                                            "Yasa 25). Eller oynanmaksızın borda geri konulur. "
                                            "Deste yeniden dağıtılmayacaktır."]
    assert [unit(ed, c).heading for c in ("56A", "56B", "71A", "71B")] == [None] * 4


def test_closing_text_after_a_list(ed):
    f5b = unit(ed, "20F5(b)")
    assert texts(f5b.intro) == ["Oyuncu ilk yasal fırsatta ki bu yasal fırsat;"]
    assert ids(f5b) == ["20F5(b)(i)", "20F5(b)(ii)"]
    assert texts(f5b.wrapup)[0].startswith("Kendi görüşüne göre ortağının açıklamasının hatalı")
    assert texts(unit(ed, "69B").wrapup) == ["Bu löve iade edilerek bord yeniden skorlanır."]
    assert texts(unit(ed, "71").wrapup) == ["Bu löve iade edilerek bord yeniden skorlanır."]
    assert unit(ed, "71B").wrapup == [] and len(unit(ed, "71B").intro) == 1
    # 86B1: its text after its title, not closing text
    assert len(unit(ed, "86B1").intro) == 1 and unit(ed, "86B").wrapup == []


def test_86B1_and_86B2_titles_are_headings_not_text(ed):
    # "1. Tek bir skor varsa." / "Takım oyununda, …": a title, then the subsection's text (the
    # Danish and Hebrew editions have them as the headings of 86B1 and 86B2 too)
    b1, b2 = unit(ed, "86B1"), unit(ed, "86B2")
    assert (b1.num, b1.heading, b1.heading_notes) == ("1.", "Tek bir skor varsa.", [])
    assert texts(b1.intro) == [
        "Takım oyununda, Hakem ayarlı skor verdiği ve diğer masa skoru, yarışmacı taraflardan "
        "birinin bariz bir şekilde lehine ise, Hakem yapay bir ayarlı skora hükmeder (bkz Yasa "
        "12C1(c) ancak birden çok ayarlı skor için aşağıdaki B2 bendi geçerlidir),"]
    assert (b2.num, b2.heading) == ("2.", "Bir veya daha çok sayıda masa skoru varsa")
    assert [(r.marker, r.note.text) for r in b2.heading_notes] == [
        ("²⁷", "Karişmiş bir borddan gelen sonuçlar dahil")]
    assert texts(b2.intro)[0].startswith("Takım oyununda, aynı yarışmacı ekipler arasında")
    assert len(b2.intro) == 1 and ids(b2) == ["86B2(a)", "86B2(b)", "86B2(c)"]
    # no other subsection, item or sub-item has a title; a last list entry before closing text
    # (69B2, 20F5(b)(ii)) is not one
    titled = [u.id for u in ed.units() if u.heading and u.kind in ("subsection", "item", "subitem")]
    assert titled == ["86B1", "86B2"]
    assert unit(ed, "69B2").heading is None and texts(unit(ed, "69B").wrapup)


def test_misprinted_footnote_markers_put_right(ed):
    n24, n25 = ed.footnotes[23], ed.footnotes[24]
    assert n24.text.startswith("Oyun Alanı, bir seans esnasında")
    assert n25.text == "Turnuvanın kendi özel şartları gereği bu süre daha kısa olarak belirlenebilir."
    # 76C1 and 76D print ²⁵ at "Oyun Alanı" (the Playing Area): footnote 24, as in 76A1
    for cid, before in (("76A1", "Oyun Alanı'ndaki"), ("76C1", "Bir seyirci, Oyun Alanı'ndayken"),
                        ("76D", "Oyun Alanı'nda")):
        para = unit(ed, cid).intro[0]
        assert para.notes == [n24], cid
        assert isinstance(para.parts[1], NoteRef) and para.parts[0] == before, cid
        assert para.parts[1].marker == "²⁴"
    # 79C1 prints footnote 25's marker as ordinary digits: "belirtmemişse 25 bu düzeltme süresi"
    para = unit(ed, "79C1").intro[0]
    assert para.notes == [n25]
    i = next(k for k, p in enumerate(para.parts) if isinstance(p, NoteRef))
    assert para.parts[i].marker == "²⁵"
    assert para.parts[i - 1].endswith("Organizasyon Komitesi daha geç bir zaman belirtmemişse")
    assert para.parts[i + 1] == " bu düzeltme süresi resmi skorların incelemeye açılmasından 30 dakika sonra sona erer."
    assert " 25 " not in para.text
    fixes = [(r.line, r.what.split(":")[0]) for r in ed.repairs if "footnote" in r.what]
    assert fixes == [(1750, "76C1"), (1755, "76D"), (1866, "79C1")]


# ------------------------------------------------------------------ tables

def test_law_2_board_table(ed):
    tables = [b for b in unit(ed, "2").intro if isinstance(b, Table)]
    assert len(tables) == 1
    assert tables[0].rows[0] == ["Kuzey Dağıtan", "Bordlar", "1", "5", "9", "13"]
    assert tables[0].rows[-1] == ["Herkes Zonda", "Bordlar", "4", "7", "10", "13"]
    assert len(tables[0].rows) == 8
    assert texts(unit(ed, "2").intro)[-1].startswith("17-32 no'lu bordlar")


def test_law_77_scoring_and_78B_imp_tables(ed):
    t77 = [b for b in unit(ed, "77").intro if isinstance(b, Table)]
    assert [len(t.rows) for t in t77] == [4, 3, 3, 4, 5, 4]
    assert t77[1].rows[0] == ["", "Kontursuz", "Konturlu", "Sürkonturlu"]
    assert t77[5].rows[1] == ["İlk eksik löve için", "50", "100", "200", "100", "200", "400"]
    t78 = [b for b in unit(ed, "78B").intro if isinstance(b, Table)]
    assert len(t78) == 1 and len(t78[0].rows) == 10
    assert t78[0].rows[7] == ["220–260", "6", "1100–1290", "15", "4000 +", "24"]
    assert t78[0].rows[-1] == ["320–360", "8", "1500–1740", "17", "", ""]


# ------------------------------------------------------------------ definitions

def test_definitions(ed):
    assert len(ed.definitions) == 64
    assert all(d.key is None and d.english is None for d in ed.definitions)
    first = ed.definitions[0]
    assert (first.term, first.line) == ("Alert", 114)
    assert texts(first.text) == ["Rakiplerin bir açıklamaya ihtiyaç duyma olasılığı olduğunu "
                                 "bildirir bir uyarı. Yapılış biçimi Yetkili Federasyon tarafından "
                                 "belirlenebilir."]
    terms = [d.term for d in ed.definitions]
    # sub-entries of Ceza are definitions of their own
    i = terms.index("Ceza")
    assert terms[i:i + 4] == ["Ceza", "Disiplin Cezası", "Yöntemsel Ceza", "Cezalı kart"]
    assert texts(ed.definitions[i].text) == ["(Ayrıca bkz “Onarma”) İki çeşit ceza vardır:"]
    # a blank line in the list (before Harici Bilgi, Rönons) does not end it
    assert "Harici Bilgi" in terms and "Rönons" in terms and terms[-1] == "Zon Durumu"


def test_definition_continued_on_a_later_line(tmp_path):
    lines = list(LINES)
    i = line_of("Deste\t")
    lines[i] = "Deste\tBrîç oyununun oynanıldığı 52"
    lines[i + 1:i + 1] = ["", "oyun kartı.", "İkinci paragraf."]
    ed = read_text(tmp_path, lines)
    d = next(d for d in ed.definitions if d.term == "Deste")
    assert texts(d.text) == ["Brîç oyununun oynanıldığı 52 oyun kartı.", "İkinci paragraf."]
    assert any(r.line == i + 3 and "Deste" in r.what for r in ed.repairs)
    assert len(ed.definitions) == 64


# ------------------------------------------------------------------ language module

def test_turkish_language_helpers():
    assert tr.normalise_citation("Yasa 2’de") == "Yasa 2"
    assert tr.normalise_citation("Yasa 78B'deki") == "Yasa 78B"
    assert tr.lower("İSTEMSİZ IŞIK") == "istemsiz ışık"
    assert "madde" not in tr.LAW_WORDS  # "madde" is a subsection in the Laws
    assert tr.marker_number("¹⁶") == 16 and tr.superscript(28) == "²⁸"
    assert tr.starts_lowercase("(ancak bkz. Yasa 25).") and not tr.starts_lowercase("(a) ve (b)")


# ------------------------------------------------------------------ errors point at the place

def test_truncated_file(tmp_path):
    with pytest.raises(SourceError) as err:
        read_text(tmp_path, LINES[:line_of("YASA 61 ")])
    assert "YASA 61" in err.value.expected and "truncated" in err.value.expected


def test_missing_law(tmp_path):
    lines = list(LINES)
    lines[line_of("YASA 35 ")] = ""
    with pytest.raises(SourceError) as err:
        read_text(tmp_path, lines)
    assert err.value.line == line_of("YASA 36 ") + 1 and "YASA 35" in err.value.expected


def test_missing_footnote_text(tmp_path):
    lines = list(LINES)
    del lines[line_of("8 - Sağda oturan")]
    with pytest.raises(SourceError) as err:
        read_text(tmp_path, lines)
    assert err.value.line == line_of("2. Bu rakip yasal⁸") + 1
    assert "footnote 8" in err.value.expected


def test_footnote_without_marker(tmp_path):
    lines = [s.replace("normal²²", "normal") for s in LINES]
    with pytest.raises(SourceError) as err:
        read_text(tmp_path, lines)
    assert err.value.line == line_of("22 -70") + 1 and "²²" in err.value.expected


def test_unplaceable_dash_entry(tmp_path):
    lines = list(LINES)
    lines.insert(line_of("B. Turun Sonu") + 2, "- Numarasız bir madde")
    with pytest.raises(SourceError) as err:
        read_text(tmp_path, lines)
    assert err.value.line == line_of("B. Turun Sonu") + 3


def test_out_of_sequence_item(tmp_path):
    lines = list(LINES)
    i = line_of(" - (c) Hakemin çağırılması")
    lines[i] = " - (e) Hakemin çağırılması, bir oyuncunun başka durumlarda."
    with pytest.raises(SourceError) as err:
        read_text(tmp_path, lines)
    assert err.value.line == i + 1 and "(c)" in err.value.expected


def test_no_definitions_heading(tmp_path):
    lines = list(LINES)
    lines[LINES.index("TANIMLAR")] = "TANIMLARR"
    with pytest.raises(SourceError) as err:
        read_text(tmp_path, lines)
    assert err.value.line == LINES.index("TANIMLAR") + 1 and "TANIMLAR" in err.value.expected


# ------------------------------------------------------------------ mangled input never crashes

JUNK = ["YASA 5 - YİNE", "- (q) fazlalık", "(i) x", "A. Başlık", "1. bir", "7 - dipnot", "²",
        "\tx\ty", "TANIMLAR", "YASA 99 - YOK", "(a) ve (b)", " - i. a", "zzz", "\u00a0",
        "YASA 35 - KABULÜ OLANAKSIZ KONUŞMALAR\t27", "ULUSLARARASI BRİÇ YASALARI 2017", "⁹⁹ - x"]


def _check(lines: list[str]) -> None:
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "wbf-2017-tr.txt"
        path.write_text("\n".join(lines), encoding="utf-8")
        try:
            edition = wbf2017_tr.read(path)
        except SourceError as err:
            assert err.path == str(path)
            assert 1 <= err.line <= max(1, len(lines)), (err.line, len(lines))
            return
        assert [law.id for law in edition.laws] == [str(n) for n in range(1, 94)]


index = st.integers(min_value=0, max_value=len(LINES) - 1)
MANGLE = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@MANGLE
@given(st.lists(index, min_size=1, max_size=6, unique=True))
def test_random_deletions(drop):
    _check([s for i, s in enumerate(LINES) if i not in set(drop)])


@MANGLE
@given(st.lists(index, min_size=1, max_size=6))
def test_random_duplications(dup):
    lines = list(LINES)
    for i in sorted(dup, reverse=True):
        lines.insert(i, lines[i])
    _check(lines)


@MANGLE
@given(index, st.integers(min_value=2, max_value=12), st.randoms(use_true_random=False))
def test_random_shuffles(start, width, rnd):
    lines = list(LINES)
    block = lines[start:start + width]
    rnd.shuffle(block)
    lines[start:start + width] = block
    _check(lines)


@MANGLE
@given(st.lists(st.tuples(index, st.one_of(st.sampled_from(JUNK), st.text(max_size=40))),
                min_size=1, max_size=5))
def test_random_junk_lines(junk):
    lines = list(LINES)
    for i, text in sorted(junk, reverse=True):
        lines.insert(i, text)
    _check(lines)


@MANGLE
@given(index)
def test_truncation_anywhere(n):
    _check(LINES[:n])


# ------------------------------------------------------------------ completeness

BODY_START = next(i for i, s in enumerate(LINES) if s == "YASA 1 - DESTE") + 1  # 1-based
# Page-break joins: continuation line → the line whose paragraph it continues (checked by hand
# against the source: each is one sentence or clause split by a blank line).
JOINS = {224: 222, 381: 379, 387: 385, 650: 648, 654: 652, 1126: 1124}
# Lost numbering restored (40A, 40B1, 46B): line → the markers the output gives the entry, for
# the dash the source prints.
RESTORED = {941: "1. (a)", 943: "2.", 944: "3.", 945: "4.", 949: "1. (a)",
            1142: "1. (a)", 1143: "(b)", 1144: "(c)", 1145: "2.", 1146: "3.", 1147: "(a)",
            1148: "(b)", 1149: "4.", 1150: "5."}
# Misprinted footnote markers put right: line → (as printed, as the output has it).
MARKERS_FIXED = {1750: ("Alanı'ndayken²⁵", "Alanı'ndayken²⁴"), 1755: ("Alanı'nda²⁵", "Alanı'nda²⁴"),
                 1866: ("belirtmemişse 25 bu", "belirtmemişse²⁵ bu")}


def _render(parts) -> str:
    """A paragraph's parts with its footnote markers put back where they stood."""
    return "".join(p.marker if isinstance(p, NoteRef) else p if isinstance(p, str) else p.text
                   for p in parts)


def _output_lines(edition: Edition) -> tuple[dict[int, list[str]], list[int]]:
    """What the output says each source line held: the printed markers and heading (with its
    footnote markers) of each unit, each paragraph with its footnote markers where they stood,
    each table row's cells; and the lines in document order."""
    pieces: dict[int, list[str]] = {}
    order: list[int] = []

    def put(line: int, text: str) -> None:
        pieces.setdefault(line, []).append(text)
        order.append(line)

    def blocks(items) -> None:
        for block in items:
            if isinstance(block, Table):
                for k, row in enumerate(block.rows):
                    put(block.line + k, "\t".join(row))
            else:
                put(block.line, _render(block.parts))

    def walk(u: Unit) -> None:
        head = " ".join(t for t in (u.num, u.heading) if t)
        head += "".join(ref.marker for ref in u.heading_notes)
        put(u.line, head)
        blocks(u.intro)
        for child in u.children:
            walk(child)
        blocks(u.wrapup)

    for law in edition.laws:
        walk(law)
    return pieces, order


def _expected_lines() -> dict[int, str]:
    """Each non-blank line of the law body as the output must hold it: stripped; a law heading's
    dash between number and title dropped; a leading dash before a marker (layout) dropped, or
    replaced by the restored number; table rows with their trailing layout stripped; a line
    continuing a paragraph across a page break appended to that paragraph's line."""
    expected: dict[int, str] = {}
    for n in range(BODY_START, len(LINES) + 1):
        raw = LINES[n - 1]
        s = raw.strip(" \t\u00a0")
        if not s:
            continue
        if "\t" in raw:
            expected[n] = "\t".join(c.strip() for c in raw.rstrip(" \u00a0\r").split("\t"))
            continue
        if n in MARKERS_FIXED:
            printed, fixed = MARKERS_FIXED[n]
            assert s.count(printed) == 1, (n, s)
            s = s.replace(printed, fixed)
        m = tr.LAW_HEADING.match(s)
        if m:
            s = f"YASA {m.group(1)} {m.group(2)}"
        elif n in RESTORED:
            assert s.startswith("-"), (n, s)
            s = s[1:].lstrip()
            marks = RESTORED[n]
            if s.startswith("(a) "):  # the printed item letter is kept
                assert marks.endswith(" (a)"), (n, s)
                marks = marks[:-4]
            s = f"{marks} {s}"
        elif s.startswith("-"):
            rest = s[1:].lstrip()
            assert (tr.SECTION.match(rest) or tr.ITEM_MARK.match(rest)
                    or tr.BARE_ITEM_MARK.match(rest) or tr.ROMAN_DOT_MARK.match(rest)), (n, s)
            s = rest
        expected[n] = s
    for cont, first in sorted(JOINS.items()):
        expected[first] += " " + expected.pop(cont)
    return expected


def test_every_body_line_is_in_the_output_once_and_nothing_else(ed):
    """Law 1 to the last footnote of Law 93: each non-blank source line must be exactly what the
    output holds for that line (a unit's printed markers and heading, a paragraph with its
    footnote markers where they stood, a table row cell by cell), after the documented changes
    only. Footnote texts must be the footnotes' texts. A dropped, duplicated or altered sentence,
    or one put on another line's unit, fails."""
    pieces, _ = _output_lines(ed)
    expected = _expected_lines()
    notes = {f.line: f for f in ed.footnotes}
    for n, f in notes.items():
        m = tr.FOOTNOTE_TEXT.match(expected.pop(n))
        assert m and tr.marker_number(m.group(1)) == tr.marker_number(f.marker), n
        assert m.group(2).strip() == f.text, n
    found = {n: " ".join(t) for n, t in pieces.items()}
    wrong = [(n, t, found.get(n)) for n, t in expected.items() if found.get(n) != t]
    extra = [(n, t) for n, t in found.items() if n not in expected]
    assert wrong == [] and extra == [], (wrong[:5], extra[:5])
    # 1110 non-blank lines from YASA 1 to the end: 28 footnote texts, 6 continuation lines
    assert len(notes) == 28 and len(expected) == 1110 - 28 - len(JOINS)
    assert LINES[BODY_START - 1] == "YASA 1 - DESTE" and max(notes) == len(LINES)


def test_output_is_in_source_order(ed):
    _, order = _output_lines(ed)
    assert order == sorted(order)


def test_repairs_are_the_checked_joins_and_renumberings(ed):
    joins = {r.line: int(r.what.rsplit("line ", 1)[1].rstrip(")")) for r in ed.repairs
             if "page break" in r.what}
    assert joins == JOINS
    renumbered = sorted(r.line for r in ed.repairs if "lost in the source" in r.what)
    assert renumbered == sorted(RESTORED)
    fixed = {r.line: (r.before, r.after) for r in ed.repairs if "footnote marker" in r.what
             or "marker of footnote" in r.what}
    assert fixed == {n: (LINES[n - 1].strip(), LINES[n - 1].strip().replace(*MARKERS_FIXED[n]))
                     for n in MARKERS_FIXED}
    assert len(ed.repairs) == len(JOINS) + len(RESTORED) + len(MARKERS_FIXED)
    assert [r.line for r in ed.repairs] == sorted(r.line for r in ed.repairs)


def test_every_definition_line_is_one_definition():
    """TANIMLAR: each `term<TAB>definition` line is one definition, in order, term and text as
    printed; no line is lost, merged or split differently (64 lines, 64 definitions)."""
    edition = wbf2017_tr.read(SOURCE)
    start = LINES.index("TANIMLAR", 20) + 1
    rows = [(n, s) for n, s in enumerate(LINES[start:BODY_START - 1], start + 1) if s.strip()]
    assert all(s.count("\t") == 1 for _, s in rows)
    assert [(d.line, d.term, texts(d.text)) for d in edition.definitions] == [
        (n, s.split("\t")[0].strip(), [s.split("\t")[1].strip()]) for n, s in rows]
    assert len(rows) == 64


def test_closing_texts_and_lead_ins_where_the_other_editions_have_them(ed):
    """Text between a law heading and its section A, and closing text after a list, in exactly the
    places the Danish and Hebrew editions have them; 20F5(b) besides, whose Turkish sentence puts
    the lead-in before (i), (ii) and the rest of the sentence after them."""
    assert [u.id for u in ed.units() if u.wrapup] == ["20F5(b)", "69B", "71"]
    assert [law.id for law in ed.laws if law.intro and law.children] == [
        "22", "24", "30", "31", "32", "35", "43", "50", "54", "56", "68", "71", "75", "84", "85"]
    # below a section, one paragraph per unit (none for one that opens with its list: `2. (a) …`)
    for u in ed.units():
        if u.kind in ("subsection", "item", "subitem"):
            assert len(u.intro) == (1 if not u.children else len(u.intro[:1])), u.id
