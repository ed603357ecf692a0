"""Tables kept in the cache (`lawsearch/tables.py`): made once from their data file and read back
as made; a damaged copy, a changed data file or a cache that cannot be written never gives a
wrong table, only the time to make it again."""
from __future__ import annotations

import os

import pytest

from lawsearch import paths, tables


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv("LAWSEARCH_CACHE", str(tmp_path / "cache"))
    paths._locate()
    yield tmp_path / "cache" / tables.FOLDER
    monkeypatch.undo()
    paths._locate()


def maker(table: dict):
    made = []

    def make() -> dict:
        made.append(1)
        return dict(table)
    return make, made


TABLE = {"offender": -11.25, "ruff": -13.5, "é": -20.0}


def test_a_table_is_made_once_and_read_back_as_made(cache, tmp_path):
    source = tmp_path / "data.json.gz"
    source.write_bytes(b"data")
    make, made = maker(TABLE)
    assert tables.kept("words", source, make) == TABLE
    assert tables.kept("words", source, make) == TABLE
    assert len(made) == 1 and len(list(cache.glob("words-*.marshal"))) == 1


@pytest.mark.parametrize("damage", [b"", b"\x00", b"not marshal at all", b"\xfb" * 100,
                                    "cut short", "a list", "a folder"])
def test_a_damaged_copy_is_made_again(cache, tmp_path, damage):
    source = tmp_path / "data.json.gz"
    source.write_bytes(b"data")
    make, made = maker(TABLE)
    tables.kept("words", source, make)
    [copy] = cache.glob("words-*.marshal")
    if damage == "cut short":
        copy.write_bytes(copy.read_bytes()[:20])
    elif damage == "a list":
        import marshal
        copy.write_bytes(marshal.dumps(list(TABLE)))
    elif damage == "a folder":
        copy.unlink()
        copy.mkdir()
    else:
        copy.write_bytes(damage)
    assert tables.kept("words", source, make) == TABLE and len(made) == 2


def test_a_changed_data_file_makes_a_new_table_and_the_old_copy_goes(cache, tmp_path):
    source = tmp_path / "data.json.gz"
    source.write_bytes(b"data")
    tables.kept("words", source, maker(TABLE)[0])
    source.write_bytes(b"other data")
    os.utime(source, ns=(1, 1))
    assert tables.kept("words", source, maker({"new": 1.0})[0]) == {"new": 1.0}
    assert len(list(cache.glob("words-*.marshal"))) == 1


def test_a_cache_that_cannot_be_written_costs_only_the_time(cache, tmp_path):
    source = tmp_path / "data.json.gz"
    source.write_bytes(b"data")
    cache.parent.mkdir(parents=True)
    cache.write_text("a file where the folder goes")
    make, made = maker(TABLE)
    assert tables.kept("words", source, make) == TABLE
    assert tables.kept("words", source, make) == TABLE and len(made) == 2


def test_the_english_probabilities_kept_are_those_of_spacys_file(cache):
    from lawsearch.imports import ligatures

    ligatures.english_probabilities.cache_clear()
    try:
        first = ligatures.english_probabilities()
        ligatures.english_probabilities.cache_clear()
        again = ligatures.english_probabilities()  # read back from the cache
        assert again == first and again["offender"] == first["offender"] < 0
        assert len(list(cache.glob("en-probabilities-*.marshal"))) == 1
    finally:
        ligatures.english_probabilities.cache_clear()


def test_the_ligature_removals_kept_are_those_the_probabilities_make(cache):
    """The index of words with a ligature taken out (`ligatures._index`) of spaCy's list, kept
    beside the list, reads back as the index made from the list itself."""
    from lawsearch.imports import ligatures

    ligatures.english_probabilities.cache_clear()
    ligatures._INDEXES.clear()
    try:
        prob = ligatures.english_probabilities()
        kept = ligatures._index(prob)  # made, and kept
        ligatures._INDEXES.clear()
        assert ligatures._index(prob) == kept  # read back
        assert len(list(cache.glob("en-ligature-removals-*.marshal"))) == 1
        assert ligatures._index(dict(prob)) == kept  # another list: made, never kept
        removals, top = kept
        assert ("offender", 1, "ff") in removals["oender"] and top > ligatures.FLOOR
    finally:
        ligatures.english_probabilities.cache_clear()
        ligatures._INDEXES.clear()
