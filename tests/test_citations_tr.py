"""The Turkish citation grammar (`lawsearch.lang.tr.citations`): a table of strings, most of them
from the source (corpus/sources/wbf-2017-tr.txt), some written for the forms the source lacks
(ranges, glued items, non-existent laws) and for things that look like citations but are not;
a hypothesis test that `find` never raises and returns ordered spans inside the text; and the
coverage of the real edition (every citation found resolves, except the source's own error)."""
from __future__ import annotations


import pytest
from hypothesis import given, settings, strategies as st

from lawsearch import paths
from lawsearch.lang.citations import IN_LAW, IN_SECTION, IN_SUBSECTION, LAW, THIS
from lawsearch.lang.tr import citations
from lawsearch.lang.tr.citations import find

# (text, [(designation text, form, anchor[, form of the range's end]), …])
CASES = [
    ('2. Yapılan konuşmaların toplamı (bkz. Yasa 17E).',
     [('17E', '17E', LAW)]),
    ('1. Yasa 2’de tanımlanmış turnuva bordu.',
     [('2', '2', LAW)]),
    ('(Yasalar 4, 12C2 ve 91 kapsamında farklı anlamları olabilir)',
     [('4', '4', LAW), ('12C2', '12C2', LAW), ('91', '91', LAW)]),
    ("Yasa 78B'deki tabloya göre verilen skor birimi.",
     [('78B', '78B', LAW)]),
    ("(Ancak Yasa 24'e bkz)",
     [('24', '24', LAW)]),
    ('(Ancak bkz. Yasa 22B ve 86A).',
     [('22B', '22B', LAW), ('86A', '86A', LAW)]),
    ("(Ancak yerin hakları Yasa 42 ve 43'e tabidir.)",
     [('42', '42', LAW), ('43', '43', LAW)]),
    ("(Yasa 26B'deki çıkış kısıtlamalarına bkz.)",
     [('26B', '26B', LAW)]),
    ('yapay bir ayarlı skor verir (bkz. aşağıdaki C2 maddesi).',
     [('C2', 'C2', IN_LAW)]),
    ('hakem yapay ayarlı skor verebilir. (Bkz. aşağıda C2 maddesi.)',
     [('C2', 'C2', IN_LAW)]),
    ('hiçbir sonuç elde edilemiyorsa [ve bkz. C1(d)] hakem,',
     [('C1(d)', 'C1(d)', IN_LAW)]),
    ('Yasalar 78D, 86B3 ve aşağıdaki (d) maddesi çerçevesinde,',
     [('78D', '78D', LAW), ('86B3', '86B3', LAW), ('(d)', '(d)', IN_SUBSECTION)]),
    ('bord için bağımsız olarak verilecek skor, yukarıdaki (a) ve (b) maddelerinde öngörülen',
     [('(a)', '(a)', IN_SUBSECTION), ('(b)', '(b)', IN_SUBSECTION)]),
    ('Hakem skoru [bkz. Yasa 12C1(b)] ayarlar',
     [('12C1(b)', '12C1(b)', LAW)]),
    ('(Aşağıdaki B4. maddeye bkz.)',
     [('B4', 'B4', IN_LAW)]),
    ('4. Bu yasanın B bendi hükümleri gereğince',
     [('yasanın', 'law', THIS), ('B', 'B', IN_LAW)]),
    ('Hakem A ve B maddelerindeki aynı rasgele dağılım',
     [('A', 'A', IN_LAW), ('B', 'B', IN_LAW)]),
    ('(b) geri alınan bir eylemden dolayı kullanılabilir bilgi ise (bkz. C) veya;',
     [('C', 'C', IN_LAW)]),
    ('bu yasa ve yönetmeliklerin izin verdiği prosedürlerin uygulanmasından açığa çıkan bilgi ise (ancak bkz. aşağıdaki B1); ya da',
     [('B1', 'B1', IN_LAW)]),
    ('4 - Bu Yasa yalnızca ikili ve bireysel turnuvalar için geçerlidir – Takım maçı için bkz. Yasa 86B',
     [('Yasa', 'law', THIS), ('86B', '86B', LAW)]),
    ('hakem yukarıdaki 2(c) veya 2(d) maddelerine uygun şekilde hareket eder.',
     [('2(c)', '2(c)', IN_SECTION), ('2(d)', '2(d)', IN_SECTION)]),
    ('Açıklamalar 1. maddede belirtildiği şekilde',
     [('1', '1', IN_SECTION)]),
    ('3. Yukarıda belirtilen 1. ve 2. maddeler kapsamında bir oyuncu tek bir konuşmaya ilişkin soru sorabilir ancak bu durumda Yasa 16B1 uygulanabilir.',
     [('1', '1', IN_SECTION), ('2', '2', IN_SECTION), ('16B1', '16B1', LAW)]),
    ("(önceki Madde 1'deki gibi) yapmış olduğu bir konuşmayı değiştirmeyi seçerse",
     [('1', '1', IN_SECTION)]),
    ('(Yasa 16 - İzinsiz Bilgi - uygulanabilir.)',
     [('16', '16', LAW)]),
    ('[bkz. Yasalar 27B1(b), 30B1(b)(ii), 31A2(a) ve 32A2(a)] Hakem',
     [('27B1(b)', '27B1(b)', LAW), ('30B1(b)(ii)', '30B1(b)(ii)', LAW), ('31A2(a)', '31A2(a)', LAW), ('32A2(a)', '32A2(a)', LAW)]),
    ('(Ancak bkz. aşağıda Madde E)',
     [('E', 'E', IN_LAW)]),
    ('(bkz. A), bu deklare yasal bir konuşma ile değiştirilerek (ancak bkz. aşağıda Madde 3) düzeltilmelidir.',
     [('A', 'A', IN_LAW), ('3', '3', IN_SECTION)]),
    ('Yasalar 26B ve 16C uygulanmaz, ancak bkz. aşağıdaki D.',
     [('26B', '26B', LAW), ('16C', '16C', LAW), ('D', 'D', IN_LAW)]),
    ("(b) Yukarıdaki Madde (a)'da belirtilen durum haricinde;",
     [('(a)', '(a)', IN_SUBSECTION)]),
    ('3. Yukarıda B1(b) ile hükme bağlananın dışında,',
     [('B1(b)', 'B1(b)', IN_LAW)]),
    ("rakip değiştirilen yetersiz deklareyi Madde A1'de belirtilen şekilde kabul etmezse, Hakem Madde 3'te belirlenen kuralları uygular.",
     [('A1', 'A1', IN_LAW), ('3', '3', IN_SECTION)]),
    ('(ancak bkz. yukarıda B3), yeni deklare',
     [('B3', 'B3', IN_LAW)]),
    ("B1'in uygulanmasını takiben oyunun sonunda hakem",
     [('B1', 'B1', IN_LAW)]),
    ("Sirasız konuşma yapay ise, 30, 31 ve 32'nci Yasaların hükümleri söylenen türe değil",
     [('30', '30', LAW), ('31', '31', LAW), ('32', '32', LAW)]),
    ('Sirasız pas yapay ise ya da yapay bir konuşmaya geçilen bir pas ise, bu Yasa değil, Yasa 31 uygulanır.',
     [('Yasa', 'law', THIS), ('31', '31', LAW)]),
    ('Hakem yukarıdaki A2(a) veya A2(b) Maddelerine göre hüküm verir.',
     [('A2(a)', 'A2(a)', IN_LAW), ('A2(b)', 'A2(b)', IN_LAW)]),
    ("(ancak Yasa 19A1 veya 19B1'e aykırı bir hareket değilse)",
     [('19A1', '19A1', LAW), ('19B1', '19B1', LAW)]),
    ('(Ancak bkz yukarıdaki B2(a)(v) maddesi.)',
     [('B2(a)(v)', 'B2(a)(v)', IN_LAW)]),
    ('1. Yer bundan önceki A1 ve A2 bentlerinde sayılan kısıtlamaların ihlali halinde Yasa 90 hükümlerince cezalandırılabilir.',
     [('A1', 'A1', IN_LAW), ('A2', 'A2', IN_LAW), ('90', '90', LAW)]),
    ("(Bkz. Yasalar 64A, 64B7 ve 64C.) Yer'in yanlışlıkla oynadığı kart",
     [('64A', '64A', LAW), ('64B7', '64B7', LAW), ('64C', '64C', LAW)]),
    ('Oynanmış kart Yasa 45C4(b) bendinin izin verdiği çağrı değişiklikleri',
     [('45C4(b)', '45C4(b)', LAW)]),
    ('(b) Önceki (a) bendine göre, bir oyunu düzeltme olanağı kalmadığında',
     [('(a)', '(a)', IN_SUBSECTION)]),
    ('Bu durumda yapılan bir çıkış veya oyun, soldaki rakip tarafından kabul edilemez ve Yasa 63A1geçerli değildir.',
     [('63A1', '63A1', LAW)]),
    ('14 - Eğer el cezalı kart sahibinin ortağında kalırsa ve cezalı kart hala oynanmamışsa Yasa 50D2nin bütün kısıtlamaları',
     [('50D2', '50D2', LAW)]),
    ('doğru çıkış olarak işlem görebilir (ancak bkz. 47E1). Deklaran',
     [('47E1', '47E1', LAW)]),
    ('(ancak bkz. B) bu çıkış doğru çıkış halini alır.',
     [('B', 'B', IN_LAW)]),
    ("(Onikinci lövedeki rönons için Yasa 62C3'te belirtilen durum hariç)",
     [('62C3', '62C3', LAW)]),
    ('(b) Her iki taraf aynı bordda rönons yaparsa (bkz yukarıda Madde B7) ve hakem',
     [('B7', 'B7', IN_LAW)]),
    ('2. Bir löveye birden fazla kart oynanmasının düzeltilmesi için, yasa 45E (Bir Löveye Oynanan Beşinci Kart) veya Yasa 58B (Bir Elden Oynanan Eşzamanlı Kartlar) uygulanacaktır.',
     [('45E', '45E', LAW), ('58B', '58B', LAW)]),
    ('Hakem çağırılır ve Hakem yukarıdaki (a) bendi uyarınca işleme devam eder',
     [('(a)', '(a)', IN_SUBSECTION)]),
    ("Talep veya terk üzerindeki anlaşma (bkz A), Yasa 79C'de belirlenmiş düzeltme dönemi içinde",
     [('A', 'A', IN_LAW), ('79C', '79C', LAW)]),
    ('21 -70 ve 71\'inci Yasalar için "normal" söz konusu oyuncunun düzeyi',
     [('70', '70', LAW), ('71', '71', LAW)]),
    ('3. Bir ihlal meydana geldiğinde (B1 veya D2 bendinde belirtilen şekilde)',
     [('B1', 'B1', IN_LAW), ('D2', 'D2', IN_LAW)]),
    ('Dört oyuncu da pas geçerse (bkz. Yasa22) her iki taraf da sıfır skorunu alır.',
     [('22', '22', LAW)]),
    ("1. Hakem, masada bir kabul veya terk talebi yapılmış olduğunu saptar ise Yasa 69B veya Yasa 71'i uygular.",
     [('69B', '69B', LAW), ('71', '71', LAW)]),
    ('suni ayarlı skor atar (bkz Yasa 12 C2) veya yeterli zaman varsa',
     [('12 C2', '12C2', LAW)]),
    ('Hakemin bu maddeye dayanan kararları nihaidir. (bkz. Yasa 93B3.)',
     [('maddeye', 'subsection', THIS), ('93B3', '93B3', LAW)]),
    ('İtiraz Komitesi (veya Yasa 80B2/k uyarınca yapılmış bir düzenleme) yoksa',
     [('80B2/k', '80B2(k)', LAW)]),
    ('3. (a) Yukarıda belirtilen Madde 1 ve 2 haricinde, turnuvanın sağlıklı devamı',
     [('1', '1', IN_SECTION), ('2', '2', IN_SECTION)]),
    ('4. Uygulanacak yaptırımları belirlemek ve Yasa 90 ve 91 ile kendisine verilmiş olan yetkileri kullanmak.',
     [('90', '90', LAW), ('91', '91', LAW)]),
    ('Bu yasalar rakipleri bir usulsüzlük işledikten sonra kusursuz tarafa bir seçenek sunduğu zaman',
     []),
    ('Yasalar 61-64 uygulanır.',
     [('61', '61', LAW, '64')]),
    ('Yasalar 61 ile 64 arasındaki hükümler',
     [('61', '61', LAW, '64')]),
    ("Yasa 61'den 64'e kadar olan yasalar",
     [('61', '61', LAW, '64')]),
    ('Yasa 94 ve Yasa 101 yoktur.',
     [('94', '94', LAW), ('101', '101', LAW)]),
    ("Yasa 12C1e'de ve Yasa 16B1a uyarınca",
     [('12C1e', '12C1(e)', LAW), ('16B1a', '16B1(a)', LAW)]),
    ('Yasa 30B1bi ve YASA 27',
     [('30B1bi', '30B1(b)(i)', LAW), ('27', '27', LAW)]),
    ('Yasa 12C1(b) ve (c) bentleri',
     [('12C1(b)', '12C1(b)', LAW), ('(c)', '12C1(c)', LAW)]),
    ('Yasa 12C1-3 arasında',
     [('12C1', '12C1', LAW, '12C3')]),
    ("İYİ OYUN: 4 pik yaptı, %60 ile 60% skor, 2017 yılı, 1♠ açtı, 3 IMP, 13'ten fazla kart¹⁶ ve 10 löve aldı.",
     []),
    ('Bordlar 1 5 9 13 ve 2 6 10 14 numaralı bordlar',
     []),
    ('aşağıdaki 3 durumda ve 5 madde hâlinde; aşağıdaki A takımı',
     []),
    ('bkz. “Onarma” ve bkz. yukarıdaki paragraf',
     []),
    ('Bu Yasaların onarma ile ilgili hükümlerini',
     []),
]


def _flat(text):
    out = []
    for f in find(text):
        for d in f.designations:
            row = (text[d.start:d.end], d.form, d.anchor)
            if d.upto is not None:
                row += (d.upto.form,)
            out.append(row)
    return out


@pytest.mark.parametrize("text,expected", CASES, ids=[c[0][:40] for c in CASES])
def test_table(text, expected):
    assert _flat(text) == expected


def test_table_is_large_enough():
    assert len(CASES) >= 60


@pytest.mark.parametrize("text,span", [
    ("(Yasalar 4, 12C2 ve 91 kapsamında", "Yasalar 4, 12C2 ve 91"),
    ("yerin hakları Yasa 42 ve 43'e tabidir", "Yasa 42 ve 43"),
    ("Sirasız konuşma yapay ise, 30, 31 ve 32'nci Yasaların hükümleri", "30, 31 ve 32'nci Yasaların"),
    ("(bkz. aşağıdaki C2 maddesi)", "C2 maddesi"),
    ("Hakem Madde 3'te belirlenen", "Madde 3"),
    ("yukarıdaki 2(c) veya 2(d) maddelerine uygun", "2(c) veya 2(d) maddelerine"),
    ("Yasalar 61-64 uygulanır", "Yasalar 61-64"),
    ("Yasa 50D2nin bütün", "Yasa 50D2"),
    ("(bkz. C) veya", "C"),
    ("Bu Yasanın izin verdikleri", "Bu Yasanın"),
])
def test_citation_span(text, span):
    (f,) = find(text)
    assert text[f.start:f.end] == span


def test_glued_vowel_may_be_a_case_ending():
    (f,) = find("Yasa 16B1a uyarınca")
    (d,) = f.designations
    assert (d.form, d.alternatives) == ("16B1(a)", ["16B1"])
    (f,) = find("Yasa 12C1e'de")  # an ending of its own: "e" is the item
    assert f.designations[0].alternatives == []


def test_elliptic_item_keeps_its_subsection():
    forms = [d.form for f in find("Yasa 12C1(b) ve (c)") for d in f.designations]
    assert forms == ["12C1(b)", "12C1(c)"]


def test_offsets_survive_turkish_case_folding():
    # "İ" lowers to two characters in Python; the fold keeps one for one
    text = "İİİ YASA 27B1(a) İLE İ bkz. C) İ"
    got = _flat(text)
    assert got == [("27B1(a)", "27B1(a)", LAW), ("C", "C", IN_LAW)]


ALPHABET = ("abcçdefgğhıijklmnoöprsştuüvyzABCÇDEFGĞHIİJKLMNOÖPRSŞTUÜVYZ"
            "0123456789¹²³⁴⁵⁶⁷⁸⁹§()[]'’.,;:-–/ \n\t%♠")
WORDS = st.sampled_from(["Yasa ", "Yasalar ", "yasa", "YASA ", "Madde ", "madde", "maddesi",
                         "bendi", "bkz. ", "aşağıdaki ", "yukarıda ", "önceki ", " ve ", " veya ",
                         " ile ", " arası", "'inci ", "'de", "’ye", "nin", "bu ", "kadar",
                         "27B1(a)", "12 C2", "80B2/k", "(a)", "(ii)", "B1", "C", "61-64", "İ", "ı"])
TEXTS = st.lists(st.one_of(st.text(alphabet=ALPHABET, max_size=8), WORDS), max_size=25).map("".join)


@settings(max_examples=400, deadline=None)
@given(TEXTS)
def test_never_raises_and_spans_are_ordered(text):
    found = citations._find(text)  # the unguarded grammar: a bug must show here
    assert find(text) == found
    last = 0
    for f in found:
        assert 0 <= f.start < f.end <= len(text)
        assert f.start >= last  # ordered, not overlapping
        last = f.end
        assert f.designations
        for d in f.designations:
            assert f.start <= d.start < d.end <= f.end
            assert d.anchor in (LAW, IN_LAW, IN_SECTION, IN_SUBSECTION, THIS)
            if d.upto is not None:
                assert d.end <= d.upto.start < d.upto.end <= f.end


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=60))
def test_never_raises_on_any_unicode(text):
    citations._find(text)


# ------------------------------------------------------------------ the real edition

@pytest.fixture(scope="module")
def occurrences():
    from lawsearch.citations.link import scan
    from lawsearch.sources import wbf2017_tr
    ed = wbf2017_tr.read(paths.SOURCES / "wbf-2017-tr.txt")
    return scan(ed)


def test_edition_coverage(occurrences):
    """Every citation of the Turkish edition is found and resolves, except the definition of
    "Artırım", which cites Law 17E: the 2007 numbering (2017's Law 17 has sections A–D)."""
    designations = [d for o in occurrences for d in o.citation.designations]
    assert len(occurrences) >= 370 and len(designations) >= 420
    unresolved = [(o.line, o.citation.text) for o in occurrences if o.citation.problem]
    assert unresolved == [(116, "Yasa 17E")]


@pytest.mark.parametrize("line,text,targets", [
    (355, "C2 maddesi", ["12C2"]),  # "aşağıdaki C2 maddesi", in 12A2
    (504, "2(c) veya 2(d) maddelerine", ["16D2(c)", "16D2(d)"]),  # in 16D3
    (601, "1. ve 2. maddeler", ["20F1", "20F2"]),
    (743, "Madde 3", ["27B3"]),
    (739, "Madde (a)", ["27B1(a)"]),
    (1571, "(a) bendi", ["68D2(a)"]),  # from the sub-item 68D2(b)(i)
    (2100, "Madde 1 ve 2", ["93C1", "93C2"]),
    (1614, "70 ve 71'inci Yasalar", ["70", "71"]),
    (2085, "Yasa 80B2/k", ["80B2(k)"]),
    (435, "B bendi", ["14B"]),
])
def test_relative_references_resolve_in_their_unit(occurrences, line, text, targets):
    got = [o.citation.targets for o in occurrences
           if o.line == line and o.citation.text == text]
    assert got and got[0] == targets
