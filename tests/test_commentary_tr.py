"""The Turkish commentary (`commentary-tr.txt`): its encoding repairs, passages and links."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lawsearch import paths
from lawsearch.errors import SourceError
from lawsearch.lang.tr import mojibake
from lawsearch.lang.tr.mojibake import DAMAGE, damage, repair
from lawsearch.model import ANNOTATION_KINDS, Paragraph, Preformatted
from lawsearch.sources import commentary_tr
from lawsearch.sources.text import read_lines

SOURCE = paths.SOURCES / "commentary-tr.txt"
LINES = read_lines(SOURCE)


def line(n: int) -> str:
    return LINES[n - 1]


@pytest.fixture(scope="module")
def anns(corpus):
    return commentary_tr.read(SOURCE, set(corpus.ids), corpus.editions["tr"])


@pytest.fixture(scope="module")
def at(anns):
    return {a.line: a for a in anns}


def texts(a) -> list[str]:
    return [b.text for b in a.blocks]


# ------------------------------------------------------------------ repair rules, on real lines

def test_characters_code_page():
    assert "Ģ" in line(33) and "başkaca bir işlem yapılmaz." in repair(line(33))
    assert repair(line(233)) == "◘ ONARMA HAKKININ YİTİRİLMESİ (11):"
    assert repair(line(585)) == "◘ EŞ ZAMANLI ÇIKIŞ veya OYUNLAR (58):"
    assert repair(line(715)).startswith("Rönonsun Tanımı: İmkânı varken bir renge uymamak rönons "
                                        "teşkil eder.")


def test_characters_suits_follow_the_hand_order():
    # A hand lists ♠ ♥ ♦ ♣ in order: North's hand of the first diagram, lines 477–483.
    assert [repair(line(n)) for n in (477, 479, 481, 483)] == ["♠AQ53", "♥---", "♦K4", "♣---"]
    assert [repair(line(n)) for n in (751, 753, 755, 757)] == ["♠2", "♥Q654", "♦J964", "♣AQ43"]
    # South holds ♥AK98 (line 771) and plays four hearts; the ruff is with ♣K (line 837/839).
    assert "Güneyin 4♥ kontratına Batı" in repair(line(777))
    assert "pik yerine ♣K oynar" in repair(line(839))


def test_double_quotes():
    fixed = repair(line(545))
    assert "ve “geçelim, alalım” veya benzer" in fixed
    assert "Ancak “büyük” şeklinde" in fixed
    assert "Dummy “♦” duyduğu için ♦4’lüyü oynar." in repair(line(503))


def test_single_quotes():
    assert "yani 4’lü majörünüz yokken" in repair(line(5))
    assert "Bu bilgi ‘izinsiz bilgi’dir (bkz. Yasa 16A)" in repair(line(1155))
    assert "Dekleran yerden ♦K’yı çağırır." in repair(line(503))
    assert "Yasa 49’a göre" in repair(line(627))


def test_bullet():
    assert line(59).startswith("Ø ")
    assert repair(line(59)).startswith("➢ Konuşma sırası ortağında iken sırasız pas geçen")


def test_capital_i_in_capitals():
    assert repair(line(107)) == "İZİNSİZ BİLGİLER (madde 16):"
    assert repair(line(37)) == "KABUL EDİLMEYEN SIRASIZ DEKLAREDEN SONRAKİ YÖNTEMLER (31):"


def test_capital_i_at_a_sentence_start():
    assert "önlenmesi içindir. İkinci amaç ise;" in repair(line(249))
    assert repair(line(1041)).startswith("İtiraz edilmiş bir talep veya terk hakkında")
    # inside a sentence and after a bracket a small i stays
    assert "(izinli-izinsiz bilgi)" in repair(line(475))


def test_capital_i_in_titles():
    assert repair(line(421)) == "B. İhlal Gerçekleşirse"
    assert repair(line(1111)) == "A. Ortaklar Arasında Doğru İletişim"
    assert repair(line(221)).startswith("B. Yapılan Onarmanın ya da Onarmadan Feragatin İptali: "
                                        "Hakem, kendi talimatı")
    assert repair(line(1003)) == "C. Talep için Gerekli Açıklama"  # a small word stays small
    assert repair(line(41)) == line(41)  # a lettered sentence is no title


def test_every_line_repaired():
    for n, text in enumerate(LINES, 1):
        assert damage(repair(text)) == "", n


@given(st.text(alphabet=DAMAGE + "aiıİIZEĢ ‟„.?!:(ABCØ\n", max_size=60))
def test_repair_leaves_no_damage_and_is_stable(text):
    fixed = repair(text)
    assert damage(fixed) == ""
    assert repair(fixed) == fixed


def test_rule_table_documented():
    assert set(mojibake.CHARACTERS) == set("ĢġĠ\uf0a7\uf0a8\uf0a9")
    for rule in mojibake.RULES:
        assert rule.apply.__doc__, rule.name


# ------------------------------------------------------------------ passages

def test_junk_dropped(anns):
    every = "\n".join(t for a in anns for t in [a.title or ""] + texts(a))
    for junk in ("Bric Yasaları", "DEVAMI VAR", "Ziyaret", "Toplam", "Hava Durumu", "°"):
        assert junk not in every
    assert anns[0].line == 5 and anns[0].blocks[0].text.startswith("staymanı anlamının")
    assert anns[-1].blocks[-1].text == "8. Turun bitimi ilan edilmeden önce gereksiz yere " \
                                       "masadan ayrılmak."


def test_no_damage_in_any_output(anns):
    for a in anns:
        for t in [a.title or ""] + texts(a):
            assert damage(t) == "" and not re.search("[\ue000-\uf8ff]", t), (a.id, t)
            assert "Ø" not in t, (a.id, t)


def test_annotation_fields(anns, corpus):
    assert len({a.id for a in anns}) == len(anns)
    assert anns[0].id == "commentary-tr:1"
    for a in anns:
        assert (a.kind, a.lang, a.source) == ("commentary", "tr", "commentary-tr.txt")
        assert a.kind in ANNOTATION_KINDS
        assert a.authority == "Turkish bridge commentary (web)"
        assert set(a.targets) <= set(corpus.ids)
        assert a.blocks and all(isinstance(b, (Paragraph, Preformatted)) for b in a.blocks)


def test_acceptance_every_passage_attached_or_reasoned(anns):
    for a in anns:
        assert bool(a.targets) != bool(a.link.get("reason")), a.id
        if a.targets:
            assert a.link["method"] in ("explicit-number", "heading", "content"), a.id
    laws = {re.match(r"\d+", t).group() for a in anns for t in a.targets}
    assert len(laws) >= 30
    assert {"9", "16", "41", "50", "64", "75", "79"} <= laws


def test_headed_section_named_by_number(at):
    a = at[31]
    assert a.title == "SIRASIZ DEKLARE, PAS, KONTURLAR (madde 29–32)"
    assert a.targets == ["29", "30", "31", "32"]
    assert a.link == {"passage": "section", "method": "explicit-number"}
    assert at[107].targets == ["16"] and at[107].title == "İZİNSİZ BİLGİLER (madde 16)"


def test_subsections_by_heading(at):
    assert [(at[n].title, at[n].targets) for n in (239, 245, 251, 257)] == [
        ("A. Kapalı Atak", ["41A"]), ("B. Artırımın Tekrar Edilmesi ve Sorular", ["41B"]),
        ("C. Atağın Gösterilmesi", ["41C"]), ("D. Yerin Eli", ["41D"])]
    assert at[239].link["method"] == "heading"
    # a title and its text on one line
    assert at[219].title == "A. Onarma Belirleme Hakkı" and at[219].targets == ["10A"]
    assert texts(at[219])[0].startswith("Uygun olan durumlarda, onarma belirleme hakkı")
    # one-word titles
    assert (at[889].title, at[889].targets) == ("C. Düzenlilik", ["65C"])
    assert (at[1175].title, at[1175].targets) == ("B. Görgü", ["74B"])


def test_unnumbered_headings_found_by_title(at):
    # `YERĠN HAKLARI` and `YER ÜZERİNDEKİ KISITLAMALAR` under `(42-43)`
    assert at[383].targets == ["42A"] and at[403].targets == ["43A"]
    assert at[421].targets == ["43B"]
    # `◘ KAZANILMIŞ LÖVELER:` is Law 79
    assert at[1097].targets == ["79A"] and at[1105].targets == ["79B"]


def test_list_without_heading_is_law_9(at):
    assert at[189].targets == ["26B"]
    assert (at[195].title, at[195].targets) == ("A. Bir Usulsüzlüğe Dikkat Çekme", ["9A"])
    assert at[203].targets == ["9B"]


def test_bulleted_and_colon_titles(at):
    assert (at[617].title, at[617].targets) == ("Majör Cezalı Kartın Durumu", ["50D"])
    assert at[645].link["passage"] == "text" and at[645].targets == ["50"]
    assert texts(at[645])[0].startswith("➢ Kasıtsız olarak gösterilen")
    assert (at[715].title, at[715].targets) == ("Rönonsun Tanımı", ["61A"])
    assert texts(at[715]) == ["İmkânı varken bir renge uymamak rönons teşkil eder."]
    assert at[717].targets == ["63A"] and at[729].targets == ["61B"]


def test_content_links(at):
    assert at[1021].title == "B. Hakem Kararı"
    assert at[1021].targets == ["69B"] and at[1021].link["method"] == "content"
    assert at[349].targets == ["57C"] and at[349].link["method"] == "content"


def test_written_for_2007(anns, at):
    # Law 31 and 32 letter the turns otherwise: the RHO's turn is B in 2007, A in 2017
    assert at[37].targets == ["31"]
    assert at[37].link["written_for"] == "2007" and at[37].link["lettering"] == {"B": "31A"}
    assert at[79].link["lettering"] == {"B": "32A"}
    # 2007's 26A (a call about a suit) is not 2017's 26A; 73F is no section of 2017
    assert at[171].targets == ["26"] and at[171].link["written_for"] == "2007"
    assert at[1141].title == "F. Davranış Kurallarını İhlal"
    assert at[1141].targets == ["73"] and at[1141].link["written_for"] == "2007"
    marked = {a.line for a in anns if a.link.get("written_for") == "2007"}
    assert marked == {37, 79, 171, 1141}
    for a in anns:
        if a.link.get("written_for"):
            assert all(t.isdigit() for t in a.targets), a.id  # law level only
    assert "written_for" not in at[133].link  # Law 24's A, B, C are 2017's


def test_worked_example_with_hand(at):
    a = at[477]
    assert a.link == {"passage": "example", "method": "explicit-number", "via": 435}
    assert a.targets == ["45"]
    assert isinstance(a.blocks[0], Preformatted)
    assert a.blocks[0].text == ("♠AQ53\n♥---\n♦K4\n♣---\n♠9 K ♠KJ\n♥T93 ♥Q\nQ7 B D T83\n"
                                "♣--- ♣---\nG\n♠7\n♥J3\n♦AJ2\n♣---")
    assert texts(a)[1].endswith("Dekleran ♦4’lü ile ♦K’yı değiştirebilir mi?")
    assert texts(a)[2] == "Henüz iki taraf da bir sonraki löveye kart oynamadığı için " \
                          "değiştirebilir."
    # the section goes on after the example
    assert at[507].targets == ["45E"]


def test_worked_example_with_auction(at):
    a = at[71]
    assert a.blocks[0].text == "KUZEY DOĞU GÜNEY BATI\n2karo PAS (sırasız)"
    assert texts(a)[1].endswith("Kararınız nedir?") and len(a.blocks) == 3
    assert a.targets == ["30"] and a.link["via"] == 53
    assert at[159].blocks[0].text == "GÜNEY BATI KUZEY DOĞU\nPAS PAS PAS 2kör"


def test_question_and_answer(at):
    a = at[13]
    assert a.link["passage"] == "qa" and texts(a) == [
        ("Ortağın alert gerektiren deklaresinin, (biraz gecikmeli olarak) üstündeki rakip "
         "konuştuktan sonra alert edilmesi bir yaptırım gerektirir mi?"),
        ("Herhangi bir yaptırım gerektirmez ancak, açıklamadan sonra rakip de deklaresini "
         "değiştirebilir")]
    assert a.targets == [] and "no heading names its law" in a.link["reason"]
    assert at[19].blocks[0].text == "Konturların alert edilmesi gerekir mi?"
    assert at[605].targets == ["58"] and len(at[605].blocks) == 2


def test_glued_headings_split(at, anns):
    assert texts(at[921])[-1].endswith("hakem diğer tarafın lehine karar verecektir.")
    assert at[927].targets == ["67A"]
    assert texts(at[1161])[-1].endswith("bunu daha sonra da yapmaya dair bir sorumluluğu yoktur.")
    assert at[1167].targets == ["74A"]
    assert not any("ÖZÜRLÜ LÖVE (67)" in t for a in anns for t in texts(a))


def test_broken_lines_joined_items_not(at):
    blocks = texts(at[107])
    assert any("daha sonra hakem çağırma hakkını saklı tutacağını" in t for t in blocks)
    assert [t[:3] for t in blocks[1:5]] == ["a. ", "b. ", "c. ", "d. "]
    assert any(t.startswith("1. (a) Bir usulsüzlüğe dikkat çekildiğinde") for t in texts(at[203]))
    e = texts(at[1071])
    assert "başarısı özel bir kartı bir rakip yerine diğerinde bulmaya dayanan" in e[0]
    assert e[1].startswith("9 70 ve 71’inci Yasalar için")


def test_counts(anns):
    attached = [a for a in anns if a.targets]
    assert len(anns) == 122 and len(attached) == 118


# ------------------------------------------------------------------ bad input

def page(tmp_path: Path, body: str, head: str = "Bric Yasaları\n\nBRİÇ YASALARI\n\n",
         tail: str = "\n\n DEVAMI VAR\n\nZiyaret Bilgileri\n") -> Path:
    path = tmp_path / "commentary-tr.txt"
    path.write_text(head + body + tail, encoding="utf-8")
    return path


def test_missing_title(tmp_path, corpus):
    with pytest.raises(SourceError) as err:
        commentary_tr.read(page(tmp_path, "Metin.", head=""), set(corpus.ids),
                           corpus.editions["tr"])
    assert err.value.line == 1 and "BRİÇ YASALARI" in err.value.expected


def test_missing_end(tmp_path, corpus):
    with pytest.raises(SourceError) as err:
        commentary_tr.read(page(tmp_path, "Metin.\n", tail=""), set(corpus.ids),
                           corpus.editions["tr"])
    assert err.value.line == 6 and "DEVAMI VAR" in err.value.expected


def test_unknown_damage(tmp_path, corpus):
    with pytest.raises(SourceError) as err:
        commentary_tr.read(page(tmp_path, "Metin.\n\n\uf0b7 madde\n"), set(corpus.ids),
                           corpus.editions["tr"])
    assert err.value.line == 7 and "repair table" in err.value.expected


def test_empty_body(tmp_path, corpus):
    with pytest.raises(SourceError) as err:
        commentary_tr.read(page(tmp_path, "\n\n"), set(corpus.ids), corpus.editions["tr"])
    assert "passages" in err.value.expected


def test_small_page(tmp_path, corpus):
    anns = commentary_tr.read(page(tmp_path, "DENEME (madde 99):\n\nBir metin.\n\n"
                                              "A. Kapalı Atak\n\nAtak kapalı yapılır.\n"),
                              set(corpus.ids), corpus.editions["tr"])
    assert [a.targets for a in anns] == [[], ["41A"]]
    assert "names law(s) 99" in anns[0].link["reason"]


_LINE = st.one_of(
    st.text(alphabet="abcçiıİIğşüö ABCDEFGHKLMNSTZÇĞŞÜÖ0123456789.,:;?()-–♠◘Ø" + DAMAGE,
            max_size=40),
    st.sampled_from(["A. Kapalı Atak", "B. Onarma Yok", "KUZEY DOĞU GÜNEY BATI", "PAS PAS",
                     "♠AQ53", "\uf0a9---", "G", "1.", "(a) metin", "Kararınız nedir?",
                     "LÖVELER (madde 65-71):", "KART (41):", "YERİN HAKLARI", "➢ Majör Kart",
                     "Rönonsun Tanımı: metin", "metin devam eder", "4 Eğer dipnot"]))


@settings(max_examples=60, deadline=None)
@given(st.lists(_LINE, max_size=25))
def test_any_page_reads_or_fails_cleanly(tmp_path_factory, corpus, lines):
    path = page(tmp_path_factory.mktemp("c"), "\n".join(lines))
    try:
        anns = commentary_tr.read(path, set(corpus.ids), corpus.editions["tr"])
    except SourceError:
        return
    for a in anns:
        assert bool(a.targets) != bool(a.link.get("reason"))
        assert set(a.targets) <= set(corpus.ids)
        for t in [a.title or ""] + texts(a):
            assert damage(t) == ""
