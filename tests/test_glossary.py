"""The glossary (definitions, law titles, section headings) and its TBX export, on the real corpus."""
from __future__ import annotations

import json
import re
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from lxml import etree

from lawsearch.errors import SourceError
from lawsearch.glossary import (DEFINITIONS_TR, Concept, Term, build_glossary,
                                load_definition_mapping, propose_definition_mapping)
from lawsearch.tbx import NS, entry_id, to_tbx

XML = "{http://www.w3.org/XML/1998/namespace}lang"
T = f"{{{NS}}}"


@pytest.fixture(scope="module")
def glossary(corpus) -> dict[str, Concept]:
    return {c.id: c for c in build_glossary(corpus)}


@pytest.fixture(scope="module")
def tbx(glossary) -> bytes:
    return to_tbx(list(glossary.values()))


def texts(concept: Concept, lang: str) -> list[str]:
    return [t.text for t in concept.terms.get(lang, [])]


# ------------------------------------------------------------------ concepts


def test_counts(glossary):
    kinds = Counter(c.kind for c in glossary.values())
    assert kinds["law"] == 93
    assert kinds["heading"] == 263  # 261 sections and the headed subsections 86B1, 86B2
    assert kinds["definition"] == 66  # 62 Hebrew keys + 4 Turkish definitions left out
    many = Counter(c.kind for c in glossary.values() if len(c.langs) >= 3)
    assert sum(many.values()) >= 150
    # (a Turkish-only concept gains the Danish word of the reviewed terms-da.json: kulørsvigt)
    assert many == {"law": 93, "heading": 263, "definition": 60}


def test_law_27(glossary):
    law = glossary["law:27"]
    assert (law.kind, law.unit, law.langs) == ("law", "27", ["tr", "da", "he", "en"])
    assert texts(law, "tr") == ["YETERSİZ DEKLARE"]
    assert texts(law, "da") == ["Utilstrækkeligt bud"]
    assert texts(law, "he") == ["הכרזה בלתי מספקת"]
    assert texts(law, "en") == ["Insufficient Bid"]


def test_insufficient_bid_is_a_law_title_not_a_definition(glossary):
    # The definitions of the 2017 Laws have no "Insufficient Bid": it is the title of Law 27 only.
    assert "def:insufficient-bid" not in glossary
    assert [c.id for c in glossary.values() if "Insufficient Bid" in texts(c, "en")] == ["law:27"]


def test_headings(glossary):
    h = glossary["heading:27B"]
    assert (h.unit, texts(h, "tr"), texts(h, "da"), texts(h, "he")) == (
        "27B", ["Kabul Edilmeyen Yetersiz Deklare"], ["Utilstrækkeligt bud ikke accepteret"],
        ["הכרזה בלתי-מספקת שאינה מתקבלת"])
    assert texts(glossary["heading:40C"], "tr") == ["Sistemden Sapma ve Psişik Aksiyon"]
    assert texts(glossary["heading:86B1"], "da") == ["Der er opnået ét resultat"]
    assert "heading:27" not in glossary  # a law's title is a `law:` concept


def test_definitions_in_three_languages(glossary):
    alert = glossary["def:alert"]
    assert alert.langs == ["tr", "da", "he", "en"]  # the Danish: the word its text uses
    (tr,), (he,), (en,) = alert.terms["tr"], alert.terms["he"], alert.terms["en"]
    assert (tr.text, he.text, en.text) == ("Alert", "התרעה", "Alert")
    assert tr.definition == ("Rakiplerin bir açıklamaya ihtiyaç duyma olasılığı olduğunu bildirir "
                             "bir uyarı. Yapılış biçimi Yetkili Federasyon tarafından belirlenebilir.")
    assert he.definition.startswith("מסר ליריבים שייתכן שיזדקקו להסבר.")
    assert en.definition is None  # the English definitions are not in the corpus
    odd = glossary["def:odd-trick"]
    assert (texts(odd, "tr"), texts(odd, "he"), texts(odd, "en")) == (
        ["Artı Löve"], ["לקיחת יתר"], ["Odd Trick"])
    assert texts(glossary["def:re-double"], "tr") == ["Sürkontr"]
    assert texts(glossary["def:double"], "tr") == ["Kontr"]


def test_synonyms_share_a_concept(glossary):
    assert texts(glossary["def:event-or-tournament"], "tr") == ["Etkinlik", "Turnuva"]
    # Usulsüzlük is the word the Turkish Laws use for an irregularity; Düzensizlik's definition is
    # the 2017 wording of Irregularity.
    assert texts(glossary["def:irregularity"], "tr") == ["Düzensizlik", "Usulsüzlük"]


def test_left_out_turkish_definitions_are_turkish_only(glossary):
    ronons = glossary["def:tr:ronons"]  # with the word the Danish text uses (terms-da.json)
    assert ronons.langs == ["tr", "da"] and texts(ronons, "tr") == ["Rönons"]
    # each with the words the Danish text uses for it (§ 91, § 90, § 16)
    assert texts(glossary["def:tr:disiplin-cezasi"], "da") == ["disciplinære straffe"]
    assert texts(glossary["def:tr:yontemsel-ceza"], "da") == ["straf for fejl i fremgangsmåden"]
    assert texts(glossary["def:tr:harici-bilgi"], "da") == ["uvedkommende oplysninger"]
    assert {c.id for c in glossary.values() if c.langs == ["tr"]} == set()
    assert texts(glossary["def:sorted-deck"], "da") == ["sorteret spil kort"]  # its own note
    assert {c.id for c in glossary.values() if c.langs == ["he", "en"]} == {
        "def:retracted", "def:visible-card"}


# ------------------------------------------------------------------ the reviewed mapping


def test_mapping_covers_every_turkish_definition(corpus):
    mapping = load_definition_mapping()
    terms = [d.term for d in corpus.editions["tr"].definitions]
    assert len(terms) == 64
    assert set(mapping.mapped) | set(mapping.left_out) == set(terms)
    assert (len(mapping.mapped), len(mapping.left_out)) == (60, 4)
    keys = {d.key for d in corpus.editions["he"].definitions}
    assert set(mapping.mapped.values()) <= keys
    assert all(len(reason) > 40 for reason in mapping.left_out.values())


def test_proposals_mostly_agree_with_the_review(corpus):
    mapping = load_definition_mapping()
    proposals = propose_definition_mapping(corpus)
    assert [p.term for p in proposals] == [d.term for d in corpus.editions["tr"].definitions]
    right = [p for p in proposals if p.key and mapping.mapped.get(p.term) == p.key]
    assert len(right) >= 45
    imp = next(p for p in proposals if p.term == "Uluslararası Maç Puanı (IMP)")
    assert imp.key == "imp" and "laws 78" in imp.evidence and "English word imp" in imp.evidence
    # The proposer keeps "Kontr" (double) apart from "Sürkontr" (redouble), whose Hebrew רי-דאבל
    # contains דאבל after a hyphen.
    by_term = {p.term: p.key for p in proposals}
    assert (by_term["Kontr"], by_term["Sürkontr"]) == ("double", "re-double")


def _write(tmp_path, data) -> object:
    path = tmp_path / "definitions-tr.json"
    path.write_text(data if isinstance(data, str) else json.dumps(data, ensure_ascii=False, indent=2),
                    encoding="utf-8")
    return path


def test_mapping_errors_name_file_and_line(corpus, tmp_path):
    good = json.loads(DEFINITIONS_TR.read_text(encoding="utf-8"))
    with pytest.raises(SourceError) as e:
        load_definition_mapping(_write(tmp_path, '{\n"mapped": {\n"Alert": "alert",\n}'))
    assert e.value.line == 4 and e.value.path.endswith("definitions-tr.json")
    with pytest.raises(SourceError, match="mapped.*left_out"):
        load_definition_mapping(_write(tmp_path, {"Alert": "alert"}))
    unknown = json.loads(json.dumps(good))
    unknown["mapped"]["Alert"] = "alarm"
    with pytest.raises(SourceError, match="English key of the definitions") as e:
        build_glossary(corpus, _write(tmp_path, unknown))
    assert e.value.found == "alarm" and e.value.line == 3
    missing = json.loads(json.dumps(good))
    del missing["mapped"]["Bord"]
    with pytest.raises(SourceError, match="'Bord' mapped or left out"):
        build_glossary(corpus, _write(tmp_path, missing))
    stale = json.loads(json.dumps(good))
    stale["left_out"]["Briç"] = "not a term of the Turkish definitions at all"
    with pytest.raises(SourceError, match="a term of the Turkish definitions"):
        build_glossary(corpus, _write(tmp_path, stale))
    both = json.loads(json.dumps(good))
    both["left_out"]["Bord"] = "listed twice, once on each side"
    with pytest.raises(SourceError, match="not both"):
        load_definition_mapping(_write(tmp_path, both))


def test_the_danish_words_are_the_texts_and_their_errors_name_file_and_line(corpus, tmp_path):
    """The reviewed words the Danish text uses for the defined concepts join them without a
    definition; a key no concept has, a word the text lacks, or a damaged file is a SourceError
    naming the file and the line."""
    from lawsearch import paths
    from lawsearch.glossary import NAMED, load_named

    (named,) = sorted(paths.CORPUS.glob(NAMED))
    glossary = {c.id: c for c in build_glossary(corpus)}
    (dummy,) = glossary["def:dummy"].terms["da"]
    assert (dummy.text, dummy.definition) == ("den blinde", None)
    assert texts(glossary["def:tr:ronons"], "da") == ["kulørsvigt"]
    assert len(load_named(named)) == sum(1 for c in glossary.values() if c.kind == "definition"
                                         and c.terms.get("da"))

    def terms(text: str):
        path = tmp_path / named.name
        path.write_text(text, encoding="utf-8")
        return path

    for text, line, expected in [
        ('{\n"named": {\n"dummy": "den blinde",\n}', 4, "JSON"),
        ('{"dummy": "den blinde"}', 1, "named"),
        ('{"named": {"dummy": ""}}', 1, "named"),
        ('{\n"named": {\n"dummy": "den blinde",\n"wizard": "troldmand"\n}\n}', 4,
         "the key of a defined concept"),
        ('{\n"named": {\n"dummy": "den skaldede"\n}\n}', 3, "a term the da edition's text"),
    ]:
        with pytest.raises(SourceError, match=expected) as e:
            build_glossary(corpus, named=[terms(text)])
        assert e.value.line == line and e.value.path.endswith("terms-da.json"), text


@settings(max_examples=150, deadline=None)
@given(st.one_of(st.text(max_size=80), st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner,
                                                                 max_size=3), max_leaves=8)))
def test_mapping_reader_only_ever_raises_source_error(tmp_path_factory, data):
    path = tmp_path_factory.mktemp("m") / "definitions-tr.json"
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    try:
        load_definition_mapping(path)
    except SourceError as e:
        assert e.line >= 1


# ------------------------------------------------------------------ TBX

# The parts of the TBX core structure (ISO 30042:2019) and the TBX-Basic data categories this
# export uses, as RELAX NG: no Python package ships the official schema, so it is restated here
# from the standard's content model (conceptEntry ids are XML IDs; langSec needs xml:lang; a
# termSec holds exactly one term before its other content).
CORE_RNG = f"""<grammar xmlns="http://relaxng.org/ns/structure/1.0" ns="{NS}"
    datatypeLibrary="http://www.w3.org/2001/XMLSchema-datatypes">
  <start><element name="tbx">
    <attribute name="type"><data type="string"><param name="pattern">TBX-.+</param></data></attribute>
    <attribute name="style"><choice><value>dca</value><value>dct</value></choice></attribute>
    <attribute name="xml:lang" ns="http://www.w3.org/XML/1998/namespace"><data type="language"/></attribute>
    <element name="tbxHeader"><element name="fileDesc">
      <optional><element name="titleStmt"><element name="title"><text/></element></element></optional>
      <oneOrMore><element name="sourceDesc"><oneOrMore><element name="p"><text/></element></oneOrMore></element></oneOrMore>
    </element></element>
    <element name="text"><element name="body"><oneOrMore>
      <element name="conceptEntry"><attribute name="id"><data type="ID"/></attribute>
        <zeroOrMore><ref name="aux"/></zeroOrMore>
        <oneOrMore><element name="langSec">
          <attribute name="xml:lang" ns="http://www.w3.org/XML/1998/namespace"><data type="language"/></attribute>
          <zeroOrMore><ref name="aux"/></zeroOrMore>
          <oneOrMore><element name="termSec">
            <element name="term"><data type="string"><param name="minLength">1</param></data></element>
            <zeroOrMore><ref name="aux"/></zeroOrMore>
          </element></oneOrMore>
        </element></oneOrMore>
      </element>
    </oneOrMore></element></element>
  </element></start>
  <define name="descrip"><element name="descrip"><attribute name="type"><choice>
    <value>definition</value><value>subjectField</value><value>context</value></choice></attribute><text/></element></define>
  <define name="admin"><element name="admin"><attribute name="type"><choice>
    <value>source</value><value>projectSubset</value><value>customerSubset</value></choice></attribute><text/></element></define>
  <define name="aux"><choice><ref name="descrip"/><ref name="admin"/>
    <element name="descripGrp"><ref name="descrip"/><zeroOrMore><ref name="admin"/></zeroOrMore></element>
  </choice></define>
</grammar>"""


def test_tbx_validates_against_the_core_structure(tbx):
    schema = etree.RelaxNG(etree.fromstring(CORE_RNG.encode()))
    doc = etree.fromstring(tbx)
    assert schema.validate(doc), schema.error_log
    # …and the schema can fail: a termSec without its term.
    doc.find(f".//{T}termSec").remove(doc.find(f".//{T}term"))
    assert not schema.validate(doc)


def test_tbx_structure(tbx):
    assert tbx.startswith(b'<?xml version="1.0" encoding="UTF-8"?>\n<tbx ')
    root = etree.fromstring(tbx)
    assert root.tag == f"{T}tbx"
    assert (root.get("type"), root.get("style"), root.get(XML)) == ("TBX-Basic", "dca", "en")
    assert [c.tag for c in root] == [f"{T}tbxHeader", f"{T}text"]
    assert root.find(f"{T}tbxHeader/{T}fileDesc/{T}sourceDesc/{T}p").text
    entries = root.findall(f"{T}text/{T}body/{T}conceptEntry")
    ids = [e.get("id") for e in entries]
    assert len(entries) == 422 and len(set(ids)) == len(ids)
    assert all(re.fullmatch(r"[A-Za-z_][\w.-]*", i) for i in ids)
    langs = Counter()
    for entry in entries:
        secs = entry.findall(f"{T}langSec")
        assert secs and len({s.get(XML) for s in secs}) == len(secs)
        for sec in secs:
            assert sec.get(XML) in {"tr", "da", "he", "en"}
            langs[sec.get(XML)] += 1
            term_secs = sec.findall(f"{T}termSec")
            assert term_secs
            for ts in term_secs:
                terms = ts.findall(f"{T}term")
                assert len(terms) == 1 and terms[0].text.strip() and ts[0] is terms[0]
    # the Danish: the titles and headings, and the 62 words of the reviewed terms-da.json
    assert langs == {"tr": 93 + 263 + 62, "da": 93 + 263 + 62, "he": 93 + 263 + 62,
                     "en": 93 + 62}


def test_tbx_content(tbx):
    root = etree.fromstring(tbx)
    law = root.find(f".//{T}conceptEntry[@id='law_27']")
    assert {s.get(XML): s.findtext(f"{T}termSec/{T}term") for s in law.findall(f"{T}langSec")} == {
        "tr": "YETERSİZ DEKLARE", "da": "Utilstrækkeligt bud", "he": "הכרזה בלתי מספקת",
        "en": "Insufficient Bid"}
    assert law.findtext(f"{T}admin[@type='projectSubset']") == "law"
    irr = root.find(f".//{T}conceptEntry[@id='def_irregularity']/{T}langSec[@{XML}='tr']")
    assert [t.text for t in irr.iter(f"{T}term")] == ["Düzensizlik", "Usulsüzlük"]
    assert [d.text for d in irr.iter(f"{T}descrip")] == [
        "Doğru prosedürden sapma (bir oyuncunun kusurlu davranışı da bu tanım kapsamındadır)",
        "Bu yasalarla konulan doğru yöntemlerden sapma."]
    assert root.find(f".//{T}conceptEntry[@id='heading_27B']") is not None


def test_tbx_is_deterministic(corpus, tbx):
    assert to_tbx(build_glossary(corpus)) == tbx


def test_entry_ids():
    assert [entry_id(i) for i in ("law:27", "def:insufficient-bid", "heading:27B", "def:tr:ronons")] \
        == ["law_27", "def_insufficient-bid", "heading_27B", "def_tr_ronons"]
    with pytest.raises(ValueError):
        entry_id("def:a_b")


@settings(max_examples=100, deadline=None)
@given(st.lists(st.text(st.characters(blacklist_categories=("Cs", "Cc", "Cn")), min_size=1, max_size=20)
                .filter(str.strip), min_size=1, max_size=3))
def test_tbx_keeps_any_term_text(words):
    concept = Concept("def:x", "definition", {"tr": [Term(w, w) for w in words]})
    root = etree.fromstring(to_tbx([concept]))
    assert [t.text for t in root.iter(f"{T}term")] == words
