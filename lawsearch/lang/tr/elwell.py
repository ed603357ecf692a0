"""Turkish: reading the machine translation of Elwell's *Bridge Axioms and Laws* (1907).

The translation (deep_translator/Google, in an "AKTAHEADER" wrapper) keeps the English Gutenberg
header and licence and puts the translated book between `*** START OF TURKISH PART ***` and
`*** END OF TURKISH PART ***`. Paragraphs are separated by blank lines, rules by `* * * * *`; the
translation re-wrapped lines, and sometimes glued a separator to the end of a paragraph
(`… görünün. * * * * *`) and once a heading to the end of a paragraph (`… açıklayın. İLAN EDİLEN
BİR TRUMP'A KARŞI ORİJİNAL ÖNCÜLÜKLER`). Items are `a Kartlar …` and `1. Aynı anda …`; tables
lost their column padding (`| Dört As | |`).

It also merged some of the English paragraphs into one and split others in two: `MERGED` and
`SPLIT` below say where, so that the reader can give each rule the English rule's id. They were
found by the paragraph aligner (`lawsearch.sources.elwell_align`), checked by hand against the
English text, and a test re-runs the aligner to show they are still exactly what it finds.
"""
from __future__ import annotations

import re

TITLE = "Köprü Aksiyomları ve Yasaları"

START = re.compile(r"^\*\*\* START OF TURKISH PART \*\*\*")
# The translated end notice ("End of the Project Gutenberg EBook …"), or the part's end.
END = re.compile(r"^(?:J\. B\. Elwell'in yazdığı Project Gutenberg E-Kitabının Sonu"
                 r"|\*\*\* END OF TURKISH PART \*\*\*)")

# Each printed heading and the English heading it translates (whose slug names the section).
HEADINGS = {
    "KÖPRÜ AKSİYOMLARI": "BRIDGE AXIOMS",
    "LASTİK": "THE RUBBER",
    "PUANLAMA": "SCORING",
    "KESME": "CUTTING",
    "MASALARIN OLUŞTURULMASI": "FORMING TABLES",
    "KESTİRME": "CUTTING OUT",
    "GİRİŞ HAKLARI": "RIGHTS OF ENTRY",
    "KARIŞTIRMA": "SHUFFLING",
    "DAĞITIM": "THE DEAL",
    "YENİ DAĞITIM": "A NEW DEAL",
    "KOZ AÇIKLAMA": "DECLARING TRUMPS",
    "İKİYE KATLAMA, TEKRAR KATLAMA, VB.": "DOUBLING, RE-DOUBLING, ETC.",
    "DUMMY": "DUMMY",
    "OYUNDAN ÖNCE AÇILAN KARTLAR": "CARDS EXPOSED BEFORE PLAY",
    "OYUN SIRASINDA AÇIK KARTLAR": "CARDS EXPOSED DURING PLAY",
    "SIRA DIŞINDA ÇIKIŞ": "LEADS OUT OF TURN",
    "HATA OYNANAN KARTLAR": "CARDS PLAYED IN ERROR",
    "İPTAL": "THE REVOKE",
    "GENEL KURALLAR": "GENERAL RULES",
    "YENİ KARTLAR": "NEW CARDS",
    "İZLEYİCİLER": "BYSTANDERS",
    "MAÇ KONVANSİYONU": "SPADE CONVENTION",
    "ADALET": "ETIQUETTE",
    "AÇIKLAMA": "THE DECLARATION",
    "GEÇEN MAKASLAR": "PASSED MAKES",
    "İLAN EDİLEN BİR TRUMP'A KARŞI ORİJİNAL ÖNCÜLÜKLER": "ORIGINAL LEADS AGAINST A DECLARED TRUMP",
    "NO-TRUMP'TA ORİJİNAL ÖNCÜLÜK": "THE ORIGINAL LEAD AT NO-TRUMP",
    "NO-TRUMP'TA ENGEL KALDIRMA": "UNBLOCKING AT NO-TRUMP",
    "KIYAFET ÇAĞRISI DEĞİŞİMİ": "THE CHANGE THE SUIT CALL",
}

PART_TITLES = ("BRİÇİNİN KURALLARI", "_Gözden Geçirilmiş_ 1907")

ILLUSTRATION = re.compile(r"^\[İllüstrasyon:")

_UPPER = "A-ZÇĞİÖŞÜ"
ITEM = re.compile(rf"^(?P<num>[a-g]|[1-3]\.)\s+(?P<text>[{_UPPER}\"].*)$", re.S)
INLINE_ITEM = re.compile(rf"\s(?P<num>[2-3]\.)\s+(?=[{_UPPER}])")

TABLE_NOTES = (re.compile(r"^\(\[S\]="), re.compile(r"^X diğerlerini gösterir\.$"))

# A separator glued to the end of a paragraph's last line.
GLUED_SEPARATOR = re.compile(r"^(?P<text>\S.*?)\s+\*( \*){4}\s*$")

# Paragraphs that translate two English paragraphs (section slug, the Turkish paragraph's first
# words, the first words of the part that translates the second English paragraph). The reader
# splits them there.
MERGED = (
    ("bridge-axioms", "Başarılı bir ortaklık oyunu", "Briçte kombine oyun"),
    ("bridge-axioms", "İnsan doğası, ölümlüleri", "İyi talihin sürdüğü sürece"),
    ("cutting", "Her durumda, her oyuncu", "Bir oyuncu birden fazla kart açarsa"),
)

# English paragraphs translated as two Turkish paragraphs (section slug, the first words of the
# first and of the second). The reader joins them into one rule of two paragraphs.
SPLIT = (
    ("etiquette", "Hiçbir oyunda, hafif imaların", "Tarzlarıyla bilgi verenlere"),
)
