"""A footnote on a definition of an imported edition is in `export` (among the definition's
annotations, as a unit's footnotes are) and on the site's page of definitions (below the
definition, its marker linked to it), as it is in the user's Akoma Ntoso."""
from __future__ import annotations

import json

import pytest
from english_editions import invented

from lawsearch import paths
from lawsearch.corpus import Corpus
from lawsearch.imports.importer import import_edition


@pytest.fixture(scope="module")
def imported(tmp_path_factory):
    """The invented edition imported into a user corpus of its own (its note 1 is on a
    definition); the definition's key and the note's text."""
    folder = tmp_path_factory.mktemp("definition-notes")
    edition = invented("wbf", 0)
    key, text = edition.expected.footnotes["1"]
    assert key.startswith("def:")  # the invented edition puts it there
    source = folder / "wbf.txt"
    source.write_text(edition.text(), encoding="utf-8")
    user = folder / "user"
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("LAWSEARCH_USER_CORPUS", str(user))
        import_edition(source, "en", user_dir=user)
        yield key, " ".join(text.split()), user


@pytest.mark.slow  # imports an edition
def test_the_footnote_of_a_definition_is_in_the_user_xml_and_in_export(imported, capsys):
    from lawsearch.cli import main

    key, text, user = imported
    assert text.split()[0] in (user / "en" / "wbf-2017.xml").read_text(encoding="utf-8")
    assert main(["export", "--format", "jsonl"]) == 0
    records = {r["id"]: r for r in map(json.loads, capsys.readouterr().out.splitlines())}
    notes = [a for a in records[key]["annotations"] if a["kind"] == "footnote"]
    assert [(a["lang"], a["marker"], " ".join(a["text"].split())) for a in notes] == \
        [("en", "1", text)]
    assert notes[0]["source"] and notes[0]["authority"]
    # its one note in the definitions is on that definition alone
    assert [cid for cid, r in records.items() if cid.startswith("def:") and cid != key
            and any(a["kind"] == "footnote" and a["lang"] == "en" for a in r["annotations"])] == []


@pytest.mark.slow  # imports an edition
def test_the_footnote_of_a_definition_is_on_the_site(imported):
    from lxml import html

    from lawsearch.site.reference import definitions

    key, text, _user = imported
    _langs, rows = definitions(Corpus.load(paths.AKN))
    row = next(r for r in rows if r.anchor.endswith(key[4:]))
    cell = html.fromstring(f"<div>{row.cells['en']}</div>")
    notes = cell.find_class("book-note")
    assert len(notes) == 1 and " ".join(notes[0].text_content().split()) == f"1 {text}"
    link = cell.xpath(".//sup[@class='fn']/a")
    assert [a.get("href") for a in link] == [f"#{notes[0].get('id')}"]
