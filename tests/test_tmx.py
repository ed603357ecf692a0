"""`lawsearch export --format tmx`: the aligned units as a TMX 1.4b translation memory, valid
against the standard's structure and read back unit for unit by translate-toolkit's TMX reader,
the four languages with an English edition imported (an invented one: English editions are
never shipped)."""
from __future__ import annotations

import io

import pytest
from english_editions import invented
from lxml import etree
from translate.storage.tmx import tmxfile

from lawsearch import paths
from lawsearch.cli import main
from lawsearch.corpus import Corpus, blocks_text, own_text
from lawsearch.works import BOOKS, WORK
from lawsearch.imports.importer import import_edition
from lawsearch.lang.en import LAW_TITLES

# The element and attribute structure of TMX 1.4b (LISA OSCAR, "DTD for Translation Memory
# eXchange" 1.4), as the standard declares it; inline markup (bpt, ept, ph, it, hi, ut) is
# declared too so that a seg holding any of it would still be judged by the standard's rules.
TMX14_DTD = """
<!ENTITY % segtypes "block|paragraph|sentence|phrase">
<!ELEMENT tmx (header, body)>
<!ATTLIST tmx version CDATA #FIXED "1.4">
<!ELEMENT header (note|prop|ude)*>
<!ATTLIST header creationtool CDATA #REQUIRED creationtoolversion CDATA #REQUIRED
  segtype (%segtypes;) #REQUIRED o-tmf CDATA #REQUIRED adminlang CDATA #REQUIRED
  srclang CDATA #REQUIRED datatype CDATA #REQUIRED o-encoding CDATA #IMPLIED
  creationdate CDATA #IMPLIED creationid CDATA #IMPLIED changedate CDATA #IMPLIED
  changeid CDATA #IMPLIED>
<!ELEMENT body (tu*)>
<!ELEMENT note (#PCDATA)>
<!ATTLIST note o-encoding CDATA #IMPLIED xml:lang CDATA #IMPLIED>
<!ELEMENT ude (map+)>
<!ATTLIST ude name CDATA #REQUIRED base CDATA #IMPLIED>
<!ELEMENT map EMPTY>
<!ATTLIST map unicode CDATA #REQUIRED code CDATA #IMPLIED ent CDATA #IMPLIED
  subst CDATA #IMPLIED>
<!ELEMENT prop (#PCDATA)>
<!ATTLIST prop type CDATA #REQUIRED xml:lang CDATA #IMPLIED o-encoding CDATA #IMPLIED>
<!ELEMENT tu ((note|prop)*, tuv+)>
<!ATTLIST tu tuid CDATA #IMPLIED o-encoding CDATA #IMPLIED datatype CDATA #IMPLIED
  usagecount CDATA #IMPLIED lastusagedate CDATA #IMPLIED creationtool CDATA #IMPLIED
  creationtoolversion CDATA #IMPLIED creationdate CDATA #IMPLIED creationid CDATA #IMPLIED
  changedate CDATA #IMPLIED segtype (%segtypes;) #IMPLIED changeid CDATA #IMPLIED
  o-tmf CDATA #IMPLIED srclang CDATA #IMPLIED>
<!ELEMENT tuv ((note|prop)*, seg)>
<!ATTLIST tuv xml:lang CDATA #REQUIRED o-encoding CDATA #IMPLIED datatype CDATA #IMPLIED
  usagecount CDATA #IMPLIED lastusagedate CDATA #IMPLIED creationtool CDATA #IMPLIED
  creationtoolversion CDATA #IMPLIED creationdate CDATA #IMPLIED creationid CDATA #IMPLIED
  changedate CDATA #IMPLIED o-tmf CDATA #IMPLIED changeid CDATA #IMPLIED>
<!ELEMENT seg (#PCDATA|bpt|ept|ph|it|hi|ut)*>
<!ELEMENT bpt (#PCDATA|sub)*>
<!ATTLIST bpt i CDATA #REQUIRED x CDATA #IMPLIED type CDATA #IMPLIED>
<!ELEMENT ept (#PCDATA|sub)*>
<!ATTLIST ept i CDATA #REQUIRED>
<!ELEMENT sub (#PCDATA|bpt|ept|it|ph|hi|ut)*>
<!ATTLIST sub datatype CDATA #IMPLIED type CDATA #IMPLIED>
<!ELEMENT it (#PCDATA|sub)*>
<!ATTLIST it pos (begin|end) #REQUIRED x CDATA #IMPLIED type CDATA #IMPLIED>
<!ELEMENT ph (#PCDATA|sub)*>
<!ATTLIST ph x CDATA #IMPLIED assoc CDATA #IMPLIED type CDATA #IMPLIED>
<!ELEMENT hi (#PCDATA|bpt|ept|it|ph|hi|ut)*>
<!ATTLIST hi x CDATA #IMPLIED type CDATA #IMPLIED>
<!ELEMENT ut (#PCDATA|sub)*>
<!ATTLIST ut x CDATA #IMPLIED>
"""
LANGS = ["en", "tr", "da", "he"]


@pytest.fixture(scope="module")
def with_english(tmp_path_factory):
    """The shipped corpus and an invented English edition imported into a user corpus of the
    module's own."""
    folder = tmp_path_factory.mktemp("tmx")
    source = folder / "laws-en.txt"
    source.write_text(invented("wbf", 0).text(), encoding="utf-8")
    user = folder / "user"
    import_edition(source, "en", user_dir=user)
    mp = pytest.MonkeyPatch()
    mp.setenv("LAWSEARCH_USER_CORPUS", str(user))
    yield folder
    mp.undo()


def expected(langs: list[str]) -> dict[str, dict[str, str]]:
    """Unit id → language → text, read from the corpus here, not from the writer: every
    definition and unit with its own text in two or more of `langs`."""
    out: dict[str, dict[str, str]] = {}
    for work in (WORK, *BOOKS):
        corpus = Corpus.load(paths.AKN, work=work)
        if work == WORK:
            for key, by_lang in corpus.definitions().items():
                texts = {lang: blocks_text(by_lang[lang].text) for lang in langs
                         if lang in by_lang and blocks_text(by_lang[lang].text).strip()}
                if len(texts) > 1:
                    out[f"def:{key}"] = texts
        for cid in corpus.ids:
            texts = {lang: own_text(u) for lang, u in corpus.versions(cid).items()
                     if lang in langs and own_text(u).strip()}
            if len(texts) > 1:
                out[cid] = texts
    return out


def export(tmp_path, *options: str):
    out = tmp_path / "laws.tmx"
    assert main(["export", "--format", "tmx", *options, "-o", str(out)]) == 0
    return out


def test_tmx_of_four_languages_is_valid_and_reads_back_unit_for_unit(with_english, tmp_path):
    out = export(tmp_path, "--langs", ",".join(LANGS))
    data = out.read_bytes()
    root = etree.fromstring(data)
    dtd = etree.DTD(io.StringIO(TMX14_DTD))
    assert dtd.validate(root), dtd.error_log.filter_from_errors()
    assert b'<!DOCTYPE tmx SYSTEM "tmx14.dtd">' in data.split(b"<tmx", 1)[0]
    header = root.find("header")
    assert header.get("srclang") == "en" and header.get("segtype") == "paragraph"

    want = expected(LANGS)
    store = tmxfile(io.BytesIO(data))
    got = {u.getid(): u for u in store.units}
    assert list(got) == list(want)  # one unit per aligned unit, in document order
    assert sum(len(texts) == 4 for texts in want.values()) > 600  # the imported English in them
    assert sum("en" in texts for texts in want.values()) > 700
    for cid, texts in want.items():
        unit = got[cid]
        langs = [n.get("{http://www.w3.org/XML/1998/namespace}lang")
                 for n in unit.getlanguageNodes()]
        assert langs == [lang for lang in LANGS if lang in texts], cid
        for lang, text in texts.items():
            assert unit.gettarget(lang) == text, (cid, lang)
    # the law's title and the unit's path as the unit's notes
    notes = got["27B1(a)"].getnotes().splitlines()
    assert notes[:2] == [f"Law 27: {LAW_TITLES[27]}", "path: 27 > 27B > 27B1 > 27B1(a)"]


def test_tmx_of_chosen_languages(with_english, tmp_path):
    out = export(tmp_path, "--langs", "en,tr", "--work", "wbf-2017")
    store = tmxfile(io.BytesIO(out.read_bytes()))
    want = {k: v for k, v in expected(["en", "tr"]).items() if not k.startswith("elwell")}
    assert [u.getid() for u in store.units] == list(want)
    unit = next(u for u in store.units if u.getid() == "27B1(a)")
    assert unit.gettarget("tr") == want["27B1(a)"]["tr"] and unit.gettarget("da") is None


def test_an_unknown_language_is_an_error(tmp_path, capsys):
    assert main(["export", "--format", "tmx", "--langs", "tr,xx", "-o",
                 str(tmp_path / "x.tmx")]) == 1
    assert "no edition in xx" in capsys.readouterr().err
    assert not (tmp_path / "x.tmx").exists()
